"""Whole parties of Piquet Normand between two levels, from chosen totals.

    python tools/table_parties.py A B --starts N --seed S [--from LO:HI] [--jobs J]
                                  [--option KEY=VALUE ...] [--json]

A and B are levels 1 to 5.  Each start draws three totals between LO and HI (below
the target; by default 0 and 0: a partie from nothing) and a dealer, and plays the
partie from there to its end four times on the same cards (each deal shuffled from
the start's seed, in order): B at every seat, then A at each seat in turn against two
B.  A seat's result is what the partie pays it: a stake from the one left to each
winner (+1 a winner, minus one a winner for the one left), or with
``--option settlement=difference`` the difference of totals.  Prints the mean of
what A won at a seat less what B won there, over the three seats and the starts,
with its 95% interval, and A's thinking time a decision (median / 95th percentile /
most, in ms; decisions with one legal action not counted).

``tools/tournament.py`` measures the tables deal by deal; this measures what a level
makes of a partie's end, where the Master plays for the partie near the target.
Results depend only on the levels, the options, the totals and the seed (not on
--jobs); times vary.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from tournament import mean_ci, percentile  # noqa: E402  (the statistics of the tournaments)

from piquet_game.ai import make_player  # noqa: E402
from piquet_game.ai.match import play_to_end  # noqa: E402
from piquet_game.rules import Game  # noqa: E402
from piquet_game.rules.variant import NORMAND, Variant, variant_with  # noqa: E402


def payoffs(game: Game) -> list[float]:
    """What the partie's end pays each seat (the engine's settlement, by seat)."""
    loser = game.loser
    assert game.is_over and loser is not None
    if game.variant.shape.settlement == "difference":
        totals = game.totals
        return [float(totals[s] - totals[loser]) if s != loser else -float(game.result or 0)
                for s in range(3)]
    return [1.0 if s != loser else -float(len(game.left)) for s in range(3)]


def one_partie(totals: Sequence[int], dealer: int, deal_seed: int, levels: Sequence[int], player_seed: int,
               variant: Variant, think: list[float] | None = None, timed: int = -1) -> list[float]:
    """A partie from ``totals`` played to its end by players of ``levels`` (by seat);
    ``think`` gathers seat ``timed``'s thinking times, in ms."""
    game = Game.continued(variant, None, dealer, [list(totals)])
    players = [make_player(level, seed=player_seed * 10 + s, seats=3) for s, level in enumerate(levels)]
    times: list[list[float]] = [[] for _ in players]
    play_to_end(game, players, random.Random(deal_seed), times)
    if think is not None and 0 <= timed < len(times):
        think.extend(times[timed])
    return payoffs(game)


def one_start(k: int, a: int, b: int, seed: int, low: int, high: int,
              variant: Variant) -> tuple[float, list[float]]:
    """Start ``k``: A's gain over B at a seat, averaged over the three seats, and A's
    thinking times."""
    rng = random.Random(seed * 1_000_003 + k)
    totals = [rng.randint(low, high) for _ in range(3)]
    dealer = rng.randrange(3)
    deal_seed, player_seed = rng.randrange(1 << 30), rng.randrange(1 << 20)
    base = one_partie(totals, dealer, deal_seed, (b, b, b), player_seed, variant)
    think: list[float] = []
    gains = []
    for seat in range(3):
        levels = [a if s == seat else b for s in range(3)]
        got = one_partie(totals, dealer, deal_seed, levels, player_seed, variant, think, seat)
        gains.append(got[seat] - base[seat])
    return sum(gains) / 3, think


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("a", type=int, choices=range(1, 6))
    parser.add_argument("b", type=int, choices=range(1, 6))
    parser.add_argument("--starts", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--from", dest="span", default="0:0", metavar="LO:HI",
                        help="the totals each start draws from (below the target)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    try:
        variant = variant_with(NORMAND.name, args.option)
    except (KeyError, ValueError) as exc:
        parser.error(f"--option: {exc.args[0] if exc.args else exc}")
    options = variant.options()
    target = variant.shape.goal
    try:
        low, high = (int(x) for x in args.span.split(":"))
    except ValueError:
        parser.error(f"--from is LO:HI, two whole numbers, not {args.span!r}")
    if not 0 <= low <= high < target:
        parser.error(f"--from {args.span}: 0 <= LO <= HI < {target}")
    if args.starts < 2:
        parser.error("--starts: at least two, for an interval")
    work = partial(one_start, a=args.a, b=args.b, seed=args.seed, low=low, high=high, variant=variant)
    began = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            runs = list(pool.map(work, range(args.starts)))
    else:
        runs = [work(k) for k in range(args.starts)]
    gains = [g for g, _ in runs]
    think = [t for _, ts in runs for t in ts]
    mean, _sd, low_ci, high_ci = mean_ci(gains)
    unit = "points" if variant.shape.settlement == "difference" else "stakes"
    result = {"a": args.a, "b": args.b, "starts": args.starts, "seed": args.seed, "from": [low, high],
              "options": options, "unit": unit, "margin": round(mean, 4),
              "ci": [round(low_ci, 4), round(high_ci, 4)],
              "think_ms": {"median": percentile(think, 0.5), "p95": percentile(think, 0.95),
                           "max": max(think) if think else None, "decisions": len(think)},
              "elapsed_s": round(time.perf_counter() - began, 1)}
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"level {args.a} over level {args.b}, {args.starts} starts from totals {low} to {high} "
          f"(seed {args.seed}): {mean:+.3f} {unit} a partie [{low_ci:+.3f}, {high_ci:+.3f}]")
    ms = result["think_ms"]
    if think:
        print(f"level {args.a}'s thinking time a decision: {ms['median']:.1f} / {ms['p95']:.0f} / "
              f"{ms['max']:.0f} ms over {ms['decisions']} decisions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
