"""Network play on loopback: how fast, how much crosses the wire.

Plays whole parties between a host (a computer player in its seat, on a thread)
and a guest (a computer player, on this thread) over a real websockets connection
on 127.0.0.1, and prints per game:

* parties per second and the guest's decisions;
* the round trip of a guest's decision: from sending it to the host's update
  being read (median, p95, max), the host's engine checking and applying it;
* the messages and bytes the host sent per partie, and the largest message
  (the welcome, with the partie so far, or an update with a long deal's view).

    .venv/bin/python tools/bench_net.py [--parties 10] [--games rubicon,picchetto] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_game.ai import make_player  # noqa: E402
from piquet_game.controller import Seat  # noqa: E402
from piquet_game.net.guest import GuestSession  # noqa: E402
from piquet_game.net.headless import host_controller, new_partie, serve_partie  # noqa: E402
from piquet_game.net.host import HostSession  # noqa: E402
from piquet_game.net.link import GuestLink, HostLink  # noqa: E402
from piquet_game.net.protocol import encode  # noqa: E402
from piquet_game.rules.variant import variant_named  # noqa: E402


def one_partie(game_name: str, seed: int) -> dict:
    link = HostLink(0, "127.0.0.1")
    game = new_partie(variant_named(game_name), "Host", seed=seed)
    controller = host_controller(game, Seat.computer(1, seed, "Host"))
    session = HostSession(controller, link, 0)
    sizes: list[int] = []
    session.spy = lambda m: sizes.append(len(encode(m).encode("utf-8")))
    server = threading.Thread(target=serve_partie, args=(session,), kwargs={"timeout": 120}, daemon=True)
    server.start()
    guest = GuestSession(None, "Guest")
    guest.link = GuestLink("127.0.0.1", link.port, guest.hello)
    player = make_player(1, seed)
    trips: list[float] = []
    decisions = 0
    sent_at: float | None = None
    start = time.perf_counter()
    try:
        end = time.monotonic() + 120
        while time.monotonic() < end:
            guest.poll()
            c = guest.controller
            if c is None:
                time.sleep(0.001)
                continue
            if sent_at is not None and not c.awaiting:
                trips.append(time.perf_counter() - sent_at)
                sent_at = None
            while c.step() is not None:
                pass
            if c.game.is_over and guest.record is not None:
                break
            seat = c.waiting_for_person()
            if seat is not None:
                c.submit(player.choose(c.game.view(seat), c.game.legal_actions()), seat)
                decisions += 1
                sent_at = time.perf_counter()
            else:
                time.sleep(0.0005)
        seconds = time.perf_counter() - start
        ok = guest.controller is not None and guest.controller.game.is_over
    finally:
        guest.close()
        server.join(5)
        session.close()
    return {"ok": ok, "seconds": seconds, "decisions": decisions, "trips": trips, "sizes": sizes}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--parties", type=int, default=10)
    ap.add_argument("--games", default="rubicon,au-cent,russian,picchetto,contract")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    out = {}
    for name in args.games.split(","):
        runs = [one_partie(name, seed) for seed in range(1, args.parties + 1)]
        trips = sorted(t for r in runs for t in r["trips"])
        sizes = [s for r in runs for s in r["sizes"]]
        seconds = sum(r["seconds"] for r in runs)
        out[name] = {
            "parties": len(runs), "finished": sum(r["ok"] for r in runs),
            "parties_per_second": round(len(runs) / seconds, 2),
            "guest_decisions_per_partie": round(statistics.mean(r["decisions"] for r in runs), 1),
            "round_trip_ms": {"median": round(1000 * statistics.median(trips), 2),
                              "p95": round(1000 * trips[int(0.95 * (len(trips) - 1))], 2),
                              "max": round(1000 * trips[-1], 2)},
            "messages_per_partie": round(len(sizes) / len(runs), 1),
            "kilobytes_per_partie": round(sum(sizes) / len(runs) / 1024, 1),
            "largest_message_kb": round(max(sizes) / 1024, 1),
        }
    if args.json:
        print(json.dumps(out, indent=2))
        return 0
    print(f"{'game':<10} {'done':>5} {'parties/s':>9} {'decisions':>9} {'rtt med/p95/max ms':>20} "
          f"{'msgs':>6} {'KB/partie':>9} {'largest KB':>10}")
    for name, r in out.items():
        rtt = r["round_trip_ms"]
        print(f"{name:<10} {r['finished']:>2}/{r['parties']:<2} {r['parties_per_second']:>9} "
              f"{r['guest_decisions_per_partie']:>9} {rtt['median']:>6}/{rtt['p95']}/{rtt['max']:<7} "
              f"{r['messages_per_partie']:>6} {r['kilobytes_per_partie']:>9} {r['largest_message_kb']:>10}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
