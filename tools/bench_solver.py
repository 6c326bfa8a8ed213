"""Benchmark of the exact trick-play solver, on one core.

    python tools/bench_solver.py [--positions N] [--seed S] [--shared]

Each position comes from a random deal played through the engine up to the first
lead (random exchanges and declarations), then random legal cards until 12, 10 or 8
tricks are left.  For each number of tricks left it prints the median, 90th and 99th
percentile, and the worst time, in milliseconds, of

  * Solver.value: the value of the position for the seat to lead;
  * Solver.move_values: the value of every card the seat to lead may play.

Every search starts with an empty transposition table unless ``--shared``, which
keeps one solver (and its table) for all the positions, as a player does within a
partie.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_game.ai.solver import Solver  # noqa: E402
from piquet_game.rules import Game, Phase  # noqa: E402


def positions(count: int, tricks_left: int, seed: int) -> list[tuple]:
    """(hands, leader, scores, won) of ``count`` positions with ``tricks_left`` to play."""
    rng = random.Random(seed * 1000 + tricks_left)
    out: list[tuple] = []
    while len(out) < count:
        game = Game(first_dealer=rng.randrange(2))
        game.deal_random(rng)
        while game.phase is not Phase.PLAY:
            game.apply(game.sample_action(rng))
        for _ in range(2 * (12 - tricks_left)):
            game.apply(game.sample_action(rng))
        out.append((tuple(game.hands), game.leader, tuple(game.scores), tuple(game.tricks_won)))
    return out


def percentile(sorted_ms: list[float], p: float) -> float:
    """The p-th percentile by the nearest-rank method."""
    k = max(0, min(len(sorted_ms) - 1, int(round(p / 100 * len(sorted_ms) + 0.5)) - 1))
    return sorted_ms[k]


def time_method(name: str, pos: list[tuple], shared: bool) -> list[float]:
    times = []
    solver = Solver()
    for hands, leader, scores, won in pos:
        if not shared:
            solver = Solver()
        start = time.perf_counter()
        getattr(solver, name)(hands, leader, (), scores, won)
        times.append((time.perf_counter() - start) * 1000)
    return sorted(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=200, help="positions per depth (default 200)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--shared", action="store_true",
                        help="keep one solver and its table for every position")
    args = parser.parse_args(argv)
    if args.positions < 1:
        parser.error("--positions must be at least 1")
    Solver()  # build the tables before timing
    table = "shared table" if args.shared else "empty table for each search"
    print(f"exact solver, {args.positions} positions per depth, seed {args.seed}, {table}")
    print(f"{'tricks left':<12}{'search':<13}{'median':>9}{'p90':>9}{'p99':>9}{'max':>9}   (ms)")
    for left in (12, 10, 8):
        pos = positions(args.positions, left, args.seed)
        for name in ("value", "move_values"):
            ms = time_method(name, pos, args.shared)
            print(f"{left:<12}{name:<13}{statistics.median(ms):9.1f}{percentile(ms, 90):9.1f}"
                  f"{percentile(ms, 99):9.1f}{ms[-1]:9.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
