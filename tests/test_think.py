"""Level 5's think time: the anytime budget, the warm process pool, the controller's record.

No timing is asserted here (the machine is shared); ``tools/bench_think.py`` measures.
"""

from __future__ import annotations

import os
import random
import signal
import time
from pathlib import Path

import pytest

from piquet_game.ai import make_player
from piquet_game.ai.anytime import MIN_WORLDS, Deadline, out_of_time
from piquet_game.ai.match import pair_deal
from piquet_game.ai.pool import ThinkPool
from piquet_game.ai.search import EXCHANGE_TASK, PLAY_TASK, Master, Strategist
from piquet_game.controller import Controller, Seat
from piquet_game.rules import Game, Phase, SeatView
from piquet_game.rules.variant import AU_CENT, RUBICON

_POSITIONS: dict[tuple[int, str], list[tuple[SeatView, list]]] = {}


def positions(seed: int, variant=RUBICON) -> list[tuple[SeatView, list]]:
    """The views and legal actions met in a deal of level 5 against level 4, each
    with more than one legal action (the exchanges and the first tricks)."""
    key = (seed, variant.name)
    if key not in _POSITIONS:
        _POSITIONS[key] = _positions(seed, variant)
    return _POSITIONS[key]


def _positions(seed: int, variant, upto: int = 5) -> list[tuple[SeatView, list]]:
    deal, dealer = pair_deal(seed, variant)
    game = Game(variant, ("a", "b"), first_dealer=dealer)
    game.apply(deal)
    players = [make_player(5, seed), make_player(4, seed + 1)]
    out = []
    while game.to_move is not None and len(out) < upto:
        seat = game.to_move
        view, legal = game.view(seat), game.legal_actions()
        if len(legal) > 1 and game.phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER, Phase.PLAY):
            out.append((view, legal))
        game.apply(players[seat].choose(view, legal), seat)
    return out


def plays(seed: int, variant) -> list[tuple[SeatView, list]]:
    return [(v, a) for v, a in positions(seed, variant) if v.phase is Phase.PLAY]


def test_the_deadline_helper():
    assert not out_of_time(None, 100)
    gone = Deadline(time.monotonic() - 1)
    assert gone.passed() and gone.left() < 0
    assert not out_of_time(gone, MIN_WORLDS - 1) and out_of_time(gone, MIN_WORLDS)
    assert Deadline.of(None) is None and not Deadline.of(10.0).passed()


@pytest.mark.slow
@pytest.mark.parametrize("cls", [Strategist, Master])
def test_no_budget_decides_as_the_plain_search(cls):
    """budget None: the same worlds, the same values, the same decisions as the
    search written candidate by candidate (simulate_exchange, trick_values)."""
    for view, legal in positions(5)[:3] + plays(9, AU_CENT)[:2]:
        a, b = cls(seed=7), cls(seed=7)
        assert a.budget is None
        got = a.decide(view, legal).action
        if view.phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            cands = b.exchange_shortlist(view)
            if cls is Master:  # two rounds: the shortlist over the first worlds, the best few over all
                worlds = b.worlds(view, b.exchange_total)
                head = worlds[: b.exchange_worlds]
                quick = b.exchange_screen
                first = [sum(w.weight * b.exchange_world_value(view, d, w, quick=quick) for w in head)
                         for d in cands]
                order = sorted(range(len(cands)), key=lambda j: (-first[j], j))[: b.exchange_keep]
                cands = [cands[j] for j in order]
            else:
                worlds = b.worlds(view, b.exchange_worlds)
            values = [b.simulate_exchange(view, d, worlds) for d in cands]
            best = cands[values.index(max(values))]
            assert got.discard == best  # type: ignore[attr-defined]
        elif view.phase is Phase.PLAY:
            cards = [x.card for x in legal]
            worlds = b.worlds(view, b.play_worlds)
            values = b.trick_values(view, cards, worlds)
            assert got.card == max(cards, key=lambda c: (values[c], -(c & 7)))  # type: ignore[attr-defined]
        else:
            assert got == b.decide(view, legal).action
        assert a.rng.getstate() == b.rng.getstate()


@pytest.mark.slow
def test_a_tiny_budget_still_plays_a_legal_action_over_the_fewest_worlds():
    for view, legal in positions(3)[:4]:
        p = Master(seed=1)
        p.budget = 1e-6
        assert p.decide(view, legal).action in legal
        assert p.deadline is None  # the decision's deadline is gone with it
    view, legal = next((v, a) for v, a in positions(3) if v.phase is Phase.PLAY)
    p = Master(seed=1)
    worlds = p.worlds(view, p.play_worlds)
    rows = p.rows(view, (PLAY_TASK, tuple(a.card for a in legal)), worlds, Deadline(0.0))
    assert [i for i, _ in rows] == list(range(MIN_WORLDS))


@pytest.fixture(scope="module")
def pool():
    pool = ThinkPool(workers=2)
    assert pool.wait_ready()
    yield pool
    pool.shutdown()


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="no process priorities here")
def test_the_workers_give_the_window_the_cores_first(pool):
    """Each worker runs at a lower priority than the process that started it, so the
    window's frames come first while the computer thinks."""
    mine = os.getpriority(os.PRIO_PROCESS, 0)
    assert mine < 19, "this test needs room below its own priority"
    pids = pool.pids()
    assert len(pids) == 2
    for pid in pids:
        assert os.getpriority(os.PRIO_PROCESS, pid) > mine


@pytest.mark.slow
def test_the_pool_decides_as_this_process(pool):
    for view, legal in positions(4)[:3] + plays(9, AU_CENT)[:2]:
        alone, pooled = Master(seed=4), Master(seed=4)
        pooled.pool = pool
        assert pooled.decide(view, legal).action == alone.decide(view, legal).action
    view, legal = positions(4)[0]
    assert view.phase is Phase.EXCHANGE_ELDER
    m = Master(seed=2)
    task = (EXCHANGE_TASK, tuple(m.exchange_shortlist(view)))
    worlds = m.worlds(view, 12)
    alone = Strategist.rows(m, view, task, worlds, None)  # this process
    assert pool.rows(Master, view, task, worlds, None, MIN_WORLDS) == alone
    assert pool.failures == 0


@pytest.mark.slow
def test_a_pool_whose_worker_dies_falls_back_and_the_game_goes_on():
    pool = ThinkPool(workers=1)
    try:
        assert pool.wait_ready()
        os.kill(pool.pids()[0], signal.SIGKILL)
        view, legal = positions(6)[0]
        alone, pooled = Master(seed=3), Master(seed=3)
        pooled.pool = pool
        assert pooled.decide(view, legal).action == alone.decide(view, legal).action
        assert pool.failures == 1
        assert pool.wait_ready()  # fresh workers for the next decision
        pool.shutdown()
        assert pooled.decide(view, legal).action == Master(seed=3).decide(view, legal).action
    finally:
        pool.shutdown()


def test_the_controller_records_the_computer_think_times_and_seats_the_budget():
    game = Game.new(random.Random(3), players=("A", "B"))
    c = Controller(game, [Seat.computer(5, 1, "A"), Seat.computer(2, 2, "B")])
    c.think_with(0.05)
    assert all(s.player is not None and s.player.budget == 0.05 for s in c.seats)
    assert c.seats[0].player.pool is None  # type: ignore[union-attr]
    c.deal()
    c.run_until_person()
    phases = [p for p, _ in c.think_times]
    assert phases and all(t >= 0 for _, t in c.think_times)
    assert {"exchange-elder", "exchange-younger"} & set(phases) and "play" in phases


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="a process killed outright: POSIX")
@pytest.mark.parametrize("which", ["think", "review"])
def test_workers_end_when_the_game_is_killed(tmp_path, which):
    """The game's process killed outright (no shutdown of its pools): its worker
    processes end on their own within a few seconds, none left idle."""
    import subprocess
    import sys

    script = tmp_path / "owner.py"
    script.write_text(
        "import os, signal, sys\n"
        "from piquet_game.ai.pool import ThinkPool\n"
        "from piquet_game.ai.review import review_pool\n"
        "if __name__ == '__main__':\n"
        "    if sys.argv[1] == 'think':\n"
        "        pool = ThinkPool(workers=2)\n"
        "        assert pool.wait_ready()\n"
        "        pids = {f.result() for f in [pool._executor.submit(os.getpid) for _ in range(8)]}\n"
        "    else:\n"
        "        pool = review_pool(2)\n"
        "        pids = {f.result() for f in [pool.submit(os.getpid) for _ in range(8)]}\n"
        "    print(' '.join(map(str, sorted(pids))), flush=True)\n"
        "    os.kill(os.getpid(), signal.SIGKILL)\n")
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, str(script), which], capture_output=True, text=True, timeout=120,
                          cwd=root, env={**os.environ, "PYTHONPATH": str(root)})
    pids = [int(p) for p in done.stdout.split()]
    assert pids, done.stderr
    deadline = time.monotonic() + 15
    alive = pids
    while alive and time.monotonic() < deadline:
        time.sleep(0.2)
        alive = [p for p in pids if _alive(p)]
    assert not alive, f"workers left running: {alive}"


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie (finished, not yet reaped) is gone for our purpose
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().split(") ")[-1][:1] != "Z"
    except OSError:
        return True
