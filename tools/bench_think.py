"""How long level 5 (the Master) thinks over a decision.

    python tools/bench_think.py [--deals N] [--seed S] [--budget B] [--modes plain,budget,pool]
    python tools/bench_think.py --window [--deals N] [--seed S]

Without ``--window``: level 5 plays level 4 over N deals (each the first deal of
a partie, level 5 in each seat in turn, the cards of ``pair_deal(S + i)``) in each
mode, and the thinking time of level 5's decisions (those with more than one legal
action) is printed, median, 95th percentile and maximum, overall and by kind
(exchange, declare, play), with its mean margin over the deals:

* ``plain``: no budget, one process (tournaments);
* ``budget``: the window's budget per decision (``--budget``, default the
  window's), one process;
* ``pool``: the budget, and the worlds valued on a warm :class:`ThinkPool` (one
  worker a core).

``--window`` opens the real window headless (SDL dummy drivers, a temporary home
for the saved games), starts a partie against level 5 and plays the person's moves
by the controller's hint, ticking the scene loop frame by frame as ``App.run`` does
(at most 60 frames a second); it prints level 5's thinking times as the controller
recorded them, and the frames' times (the window must stay responsive while the
computer thinks).  Timings depend on the machine and what else runs on it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_game.ai import make_player  # noqa: E402
from piquet_game.ai.anytime import WINDOW_BUDGET  # noqa: E402
from piquet_game.ai.match import pair_deal  # noqa: E402
from piquet_game.ai.pool import ThinkPool  # noqa: E402
from piquet_game.rules import Game, Phase  # noqa: E402
from piquet_game.rules.variant import RUBICON  # noqa: E402

MODES = ("plain", "budget", "pool")


def kind_of(phase: Phase | str) -> str:
    """exchange, declare, play or the phase's own name."""
    value = phase.value if isinstance(phase, Phase) else phase
    if value.startswith("exchange"):
        return "exchange"
    if value.startswith("declare") or value == "blanche":
        return "declare"
    return value


def percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(q * (len(s) - 1)))]


def summary(times: Iterable[tuple[str, float]]) -> list[str]:
    """Lines: overall, then by kind, in ms."""
    times = list(times)
    groups: dict[str, list[float]] = {"all": [t for _, t in times]}
    for kind, t in times:
        groups.setdefault(kind, []).append(t)
    lines = []
    for kind, values in groups.items():
        if not values:
            continue
        med = statistics.median(values) * 1000
        lines.append(f"  {kind:>9}: {len(values):4d} decisions, median {med:7.1f} ms, "
                     f"p95 {percentile(values, 0.95) * 1000:7.1f} ms, max {max(values) * 1000:7.1f} ms")
    return lines


def play_deals(deals: int, seed: int, budget: float | None, pool: ThinkPool | None
               ) -> tuple[list[tuple[str, float]], float]:
    """Level 5 against level 4: level 5's (kind, seconds) and its mean margin."""
    times: list[tuple[str, float]] = []
    margins = []
    clock = time.perf_counter
    for i in range(deals):
        deal, dealer = pair_deal(seed + i)
        game = Game(RUBICON, ("South", "North"), first_dealer=dealer)
        game.apply(deal)
        me = i % 2
        master, other = make_player(5, 2 * (seed + i)), make_player(4, 2 * (seed + i) + 1)
        master.budget = budget
        master.pool = pool  # type: ignore[attr-defined]
        players = (master, other) if me == 0 else (other, master)
        while game.to_move is not None:
            seat = game.to_move
            legal = game.legal_actions()
            view = game.view(seat)
            start = clock()
            action = players[seat].choose(view, legal)
            elapsed = clock() - start
            if seat == me and len(legal) > 1:
                times.append((kind_of(game.phase), elapsed))
            game.apply(action, seat)
        scores = game.history[-1].scores or [0, 0]
        margins.append(scores[me] - scores[1 - me])
    return times, statistics.fmean(margins)


def bench_modes(deals: int, seed: int, budget: float, modes: list[str]) -> None:
    for mode in modes:
        pool = None
        if mode == "pool":
            t = time.perf_counter()
            pool = ThinkPool()
            pool.wait_ready()
            print(f"pool of {pool.workers} workers ready in {time.perf_counter() - t:.2f} s")
        t = time.perf_counter()
        try:
            times, margin = play_deals(deals, seed, None if mode == "plain" else budget, pool)
        finally:
            if pool is not None:
                pool.shutdown()
        label = {"plain": "no budget, one process", "budget": f"budget {budget:g} s, one process",
                 "pool": f"budget {budget:g} s, pool"}[mode]
        print(f"{mode}: {label}: {deals} deals in {time.perf_counter() - t:.1f} s, "
              f"level 5's mean margin {margin:+.2f}")
        print("\n".join(summary(times)))


def bench_window(deals: int, seed: int, limit_s: float = 1800.0) -> None:
    """A partie against level 5 in the real window, headless."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    home = tempfile.mkdtemp(prefix="piquet-bench-")
    os.environ["PIQUET_HOME"] = home
    import pygame

    from piquet_game.settings import Settings
    from piquet_game.view.app import FPS, THINK_BUDGET, App
    from piquet_game.view.starting import start_game
    from piquet_game.view.summary import DealSummaryScene, PartieEndScene
    from piquet_game.view.table import TableScene

    app = App(size=(1280, 800), settings=Settings(path=None, language="en"), fullscreen=False)
    frames: list[float] = []
    thinking_frames: list[float] = []
    slow: list[tuple[float, str, str, int]] = []  # each frame: time, scene on top, phase, deal
    try:
        start_game(app, [("You", None), ("Master", 5)], seed=seed, confirmed=True)
        table = app.stack.top
        assert isinstance(table, TableScene)
        controller = table.controller
        clock = pygame.time.Clock()
        begun = time.perf_counter()
        moves = 0
        while time.perf_counter() - begun < limit_s:
            top = app.stack.top
            if isinstance(top, PartieEndScene):
                break
            if isinstance(top, DealSummaryScene):
                if len(controller.game.history) >= deals and controller.game.phase is Phase.DEAL:
                    break
                top.confirm()
            elif top is table:
                if table.looking():
                    table.seen_hand()
                elif table.my_turn():
                    seat = table.viewer
                    assert seat is not None
                    table.submit(controller.hint(seat).action)
                    moves += 1
            dt = clock.tick(FPS) / 1000.0
            thinking = controller.thinking
            t = time.perf_counter()
            app.frame(min(dt, 0.1))
            took = time.perf_counter() - t
            frames.append(took)
            slow.append((took, type(app.stack.top).__name__, controller.game.phase.value,
                         len(controller.game.history)))
            if thinking:
                thinking_frames.append(took)
        played = len(controller.game.history)
        print(f"window: a partie against level 5 (budget {THINK_BUDGET:g} s, pool "
              f"{'on' if app._think_pool is not None else 'off'}), {played} deals, "
              f"{moves} moves of the person, {time.perf_counter() - begun:.1f} s, "
              f"{app.draws} of {app.frames} frames drawn")
        print("\n".join(summary((kind_of(p), s) for p, s in controller.think_times)))
        for name, values in (("frames", frames), ("while thinking", thinking_frames)):
            if values:
                med = statistics.median(values) * 1000
                print(f"  {name:>14}: {len(values)} frames, median {med:.1f} ms, "
                      f"p99 {percentile(values, 0.99) * 1000:.1f} ms, longest {max(values) * 1000:.1f} ms")
        for took, scene, phase, deal in sorted(slow, reverse=True)[:3]:
            print(f"  a long frame: {took * 1000:.0f} ms, {scene} on top, phase {phase}, deal {deal}")
    finally:
        app.close()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=None,
                    help="deals (default 60; with --window: at most, default the whole partie)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--budget", type=float, default=WINDOW_BUDGET, help="seconds a decision (not with plain)")
    ap.add_argument("--modes", default=",".join(MODES), help="plain, budget, pool (comma separated)")
    ap.add_argument("--window", action="store_true", help="a partie in the real window, headless")
    args = ap.parse_args(argv)
    if args.window:
        bench_window(args.deals or 99, args.seed)
        return 0
    modes = [m for m in args.modes.split(",") if m]
    unknown = [m for m in modes if m not in MODES]
    if unknown:
        ap.error(f"no mode {', '.join(unknown)}: modes are {', '.join(MODES)}")
    bench_modes(args.deals or 60, args.seed, args.budget, modes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
