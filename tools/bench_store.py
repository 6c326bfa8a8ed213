"""Speed of what the game keeps on disk.

    python tools/bench_store.py [--saves 200] [--games 100]

* the autosave: one save (record, random states, atomic write with fsync) at each
  action of a partie between two computer players, and loading it back (replay);
* the history: listing N kept partie (each replayed once to check it) and
  computing the statistics from them;
* files that are not what they should be: how long ``piquet replay`` takes to
  refuse a named pipe, /dev/zero and a 400 MB file, and how many damaged records
  it answers a second.

Files go to a temporary folder (``PIQUET_HOME``), on the disk the temporary
folder is on.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ["PIQUET_HOME"] = tempfile.mkdtemp(prefix="piquet-bench-store-")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_game.controller import Controller, Seat  # noqa: E402
from piquet_game.rules import Game  # noqa: E402
from piquet_game.store import history, stats  # noqa: E402
from piquet_game.store.autosave import Autosaver  # noqa: E402


def partie(seed: int) -> Controller:
    game = Game.new(random.Random(seed), players=("You", "Apprentice"))
    return Controller(game, [Seat.computer(1, seed, "You"), Seat.computer(2, seed + 1, "Apprentice")])


def ms(values: list[float]) -> str:
    values = sorted(values)
    return (f"median {statistics.median(values):.2f} ms, p95 {values[int(0.95 * (len(values) - 1))]:.2f} ms, "
            f"max {values[-1]:.2f} ms")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--saves", type=int, default=200)
    ap.add_argument("--games", type=int, default=100)
    args = ap.parse_args()
    saver = Autosaver()
    c = partie(1)
    save_times: list[float] = []
    while len(save_times) < args.saves and not c.game.is_over:
        if c.needs_deal():
            c.deal()
        else:
            events = c.step()
            if events is None:
                c.wait()
                continue
        t = time.perf_counter()
        saver.save(c, 0)
        save_times.append((time.perf_counter() - t) * 1000)
    size = saver.path.stat().st_size
    load_times = []
    for _ in range(20):
        t = time.perf_counter()
        Autosaver().load()
        load_times.append((time.perf_counter() - t) * 1000)
    print(f"autosave: {len(save_times)} saves, {size / 1024:.0f} KB on disk at the end")
    print(f"  save: {ms(save_times)}")
    print(f"  load (replay and restore): {ms(load_times)}")
    kept = 0
    seed = 100
    while kept < args.games:
        g = Game.new(random.Random(seed), players=("You", "Apprentice"))
        rng = random.Random(seed)
        while not g.is_over:
            if g.phase.value == "deal":
                g.deal_random()
            else:
                g.apply(g.sample_action(rng))
        if history.keep(g, viewer=0, mode="computer", opponent="Apprentice", level=2) is not None:
            kept += 1
        seed += 1
    t = time.perf_counter()
    entries, _ = history.entries()
    listing = time.perf_counter() - t
    t = time.perf_counter()
    stats.compute(entries)
    computing = time.perf_counter() - t
    print(f"history: {len(entries)} partie listed in {listing * 1000:.0f} ms; "
          f"statistics in {computing * 1000:.1f} ms")
    hostile(entries[0].path)
    return 0


def hostile(record: Path) -> None:
    """Refusing what is not a record, and replaying damaged ones."""
    import io
    import json

    from piquet_game.cli.records import cmd_replay

    folder = Path(tempfile.mkdtemp(prefix="piquet-bench-hostile-"))
    pipe = folder / "pipe.json"
    os.mkfifo(pipe)
    big = folder / "big.json"
    with open(big, "wb") as fh:
        fh.truncate(400 * 1024 * 1024)
    for what, path in (("named pipe", pipe), ("/dev/zero", Path("/dev/zero")), ("400 MB file", big)):
        t = time.perf_counter()
        code = cmd_replay(str(path), False, io.StringIO(), io.StringIO())
        print(f"refused ({code}): {what} in {(time.perf_counter() - t) * 1000:.2f} ms")
    rng = random.Random(1)
    text = record.read_text(encoding="utf-8")
    data = json.loads(text)
    mutant = folder / "mutant.json"
    n, refused = 300, 0
    t = time.perf_counter()
    for i in range(n):
        if i % 2:
            raw = bytearray(text.encode())
            raw[rng.randrange(len(raw))] = rng.randrange(256)
            mutant.write_bytes(bytes(raw))
        else:
            rec = json.loads(json.dumps(data))
            action = rng.choice(rng.choice(rec["deals"])["actions"])
            action["seat"] = 1 - action["seat"]
            mutant.write_text(json.dumps(rec), encoding="utf-8")
        refused += cmd_replay(str(mutant), False, io.StringIO(), io.StringIO()) == 2
    took = time.perf_counter() - t
    print(f"damaged records: {n} answered in {took:.2f} s ({n / took:.0f} a second), {refused} refused")


if __name__ == "__main__":
    sys.exit(main())
