"""Benchmark of the exact trick-play solver, on one core.

    python tools/bench_solver.py [--positions N] [--seed S] [--shared]
                                 [--variant NAME] [--option KEY=VALUE ...]

Each position comes from a random deal played through the engine up to the first
lead (random exchanges and declarations), then random legal cards until 12, 10 or 8
tricks are left.  For each number of tricks left it prints the median, 90th and 99th
percentile, and the worst time, in milliseconds, of

  * Solver.value: the value of the position for the seat to lead;
  * Solver.move_values: the value of every card the seat to lead may play.

Every search starts with an empty transposition table unless ``--shared``, which
keeps one solver (and its table) for all the positions, as a player does within a
partie.

``--variant`` times the solver of another game (``au-cent``: Piquet au cent),
``--option`` sets one of its options (``target=150``, ``must_head_trick=false``).  In a
game to a target each position's partie stands, before its deal, at totals drawn
between half the target and 5 short of it, and the solver plays for the partie (its
stakes given: the search the level 5 player makes there); in a match of games
(Picchetto) the same, in its first game.  Where only the declarations block a pique
(Russian Piquet) the solver is told who may pique, as a player tells it.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_game.ai.partie import Stakes  # noqa: E402
from piquet_game.ai.solver import Solver  # noqa: E402
from piquet_game.rules import RUBICON, VARIANTS, Game, Phase, Variant  # noqa: E402
from piquet_game.rules.playout import pique_barred  # noqa: E402
from piquet_game.rules.variant import variant_with  # noqa: E402


def target_of(variant: Variant) -> int:
    """The target of a game to a target, or of a match's first game (0: none)."""
    return variant.target or (variant.game_targets[0] if variant.game_targets else 0)


def positions(count: int, tricks_left: int, seed: int, variant: Variant = RUBICON) -> list[tuple]:
    """(hands, leader, scores, won, stakes, barred) of ``count`` positions with
    ``tricks_left`` to play (stakes None but in a game to a target, barred None but
    where only the declarations block a pique)."""
    rng = random.Random(seed * 1000 + tricks_left)
    out: list[tuple] = []
    target = target_of(variant)
    while len(out) < count:
        game = Game(variant, first_dealer=rng.randrange(2))
        if target:
            t = target
            game.deal_scores = [[rng.randint(t // 2, t - 5), rng.randint(t // 2, t - 5)]]
        game.deal_random(rng)
        while game.phase not in (Phase.PLAY, Phase.DEAL, Phase.PARTIE_OVER):
            game.apply(game.sample_action(rng))   # (DEAL: a game of a match was won)
        for _ in range(2 * (12 - tricks_left)):
            if game.phase is not Phase.PLAY:
                break
            game.apply(game.sample_action(rng))
        if game.phase is not Phase.PLAY:
            continue  # the target was reached
        stakes = Stakes(variant, game.totals, game.elder, target) if target else None
        barred = pique_barred(variant, game.elder, game.decl_points)
        out.append((tuple(game.hands), game.leader, tuple(game.scores), tuple(game.tricks_won), stakes,
                    barred))
    return out


def percentile(sorted_ms: list[float], p: float) -> float:
    """The p-th percentile by the nearest-rank method."""
    k = max(0, min(len(sorted_ms) - 1, int(round(p / 100 * len(sorted_ms) + 0.5)) - 1))
    return sorted_ms[k]


def time_method(name: str, pos: list[tuple], shared: bool, variant: Variant = RUBICON) -> list[float]:
    times = []
    solver = Solver(variant)
    for hands, leader, scores, won, stakes, barred in pos:
        if not shared:
            solver = Solver(variant)
        start = time.perf_counter()
        getattr(solver, name)(hands, leader, (), scores, won, stakes=stakes, barred=barred)
        times.append((time.perf_counter() - start) * 1000)
    return sorted(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=200, help="positions per depth (default 200)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--shared", action="store_true",
                        help="keep one solver and its table for every position")
    parser.add_argument("--variant", default="rubicon", choices=sorted(VARIANTS))
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="an option of the variant, e.g. target=150 (repeatable)")
    args = parser.parse_args(argv)
    if args.positions < 1:
        parser.error("--positions must be at least 1")
    try:
        variant = variant_with(args.variant, args.option)
    except (KeyError, ValueError) as exc:
        parser.error(str(exc.args[0] if exc.args else exc))
    Solver(variant)  # build the tables before timing
    target = target_of(variant)
    if target:
        Stakes(variant, (0, 0), 0, target)  # and the partie's model
    table = "shared table" if args.shared else "empty table for each search"
    game = variant.title + "".join(f", {k} {v}" for k, v in variant.options().items())
    if variant.game_targets:
        game += ", playing for the first game of the match"
    elif target:
        game += ", playing for the partie"
    print(f"exact solver, {game}, {args.positions} positions per depth, seed {args.seed}, {table}")
    print(f"{'tricks left':<12}{'search':<13}{'median':>9}{'p90':>9}{'p99':>9}{'max':>9}   (ms)")
    for left in (12, 10, 8):
        pos = positions(args.positions, left, args.seed, variant)
        for name in ("value", "move_values"):
            ms = time_method(name, pos, args.shared, variant)
            print(f"{left:<12}{name:<13}{statistics.median(ms):9.1f}{percentile(ms, 90):9.1f}"
                  f"{percentile(ms, 99):9.1f}{ms[-1]:9.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
