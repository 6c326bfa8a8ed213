"""Fit the guess of who will be left at Piquet Normand's table of three.

    python tools/fit_table_left.py --parties N --seed S [--level L] [--low T] [--jobs J]
                                   [--try SPREAD:LEAST ...] [--json]

Near the target, before anyone has reached it, the Master guesses which seat will be
the one left to pay (``piquet_game.ai.table_partie``): a softmax of the distances to
the target, the farthest the likeliest, its spread ``SPREAD`` times the mean
distance and at least ``MIN_SPREAD`` points.  This plays N parties of three players
of level L from totals drawn between T and 97 (a random dealer), notes the totals at
the start of every deal while all three are at the table and nobody has reached the
target, and who was left at the partie's end; then prints the mean log-likelihood
of who was left under the spreads in use and under the best of a grid, with the
share of deal starts where the seat the guess makes likeliest was the one left
(``--try``: under other spreads too).

Results depend only on the arguments (not on --jobs); the parties are dealt from the
seed.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_game.ai import make_player  # noqa: E402
from piquet_game.ai.match import play_to_end  # noqa: E402
from piquet_game.ai.table_partie import MIN_SPREAD, SPREAD, WITHIN, left_chances  # noqa: E402
from piquet_game.rules import Game  # noqa: E402
from piquet_game.rules.variant import NORMAND  # noqa: E402

TARGET = NORMAND.shape.goal
#: The grid searched: the share of the mean distance, and the least spread in points.
SPREADS = (0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5, 0.6, 0.7, 0.8, 1.0, 1.25, 1.5, 2.0)
MIN_SPREADS = (2.0, 4.0, 6.0, 8.0, 10.0, 12.0, 14.0, 16.0, 20.0)

Sample = tuple[tuple[int, int, int], int]  # the totals at a deal's start, the seat left at the end


def one_partie(k: int, seed: int, level: int, low: int) -> list[Sample]:
    """Partie ``k``: its deal starts with all three at the table below the target and
    within reach of it (a total within :data:`WITHIN`), each with the seat left."""
    rng = random.Random(seed * 1_000_003 + k)
    totals = [rng.randint(low, TARGET - 3) for _ in range(3)]
    game = Game.continued(NORMAND, None, rng.randrange(3), [totals])
    deals = random.Random(rng.randrange(1 << 30))
    players = [make_player(level, seed=k * 10 + s, seats=3) for s in range(3)]
    play_to_end(game, players, deals)
    # the totals at each deal's start: all three are at the table until one reaches the target
    starts: list[tuple[int, int, int]] = []
    running = list(totals)
    for scores in game.deal_scores[game.prior:]:
        if max(running) < TARGET <= max(running) + WITHIN:
            starts.append((running[0], running[1], running[2]))
        running = [r + p for r, p in zip(running, scores, strict=True)]
    (left,) = [s for s in range(3) if s not in game.left]
    return [(t, left) for t in starts]


def fit(samples: Sequence[Sample], spread: float, least: float) -> tuple[float, float]:
    """The mean log-likelihood of who was left, and the share where the likeliest was."""
    ll = 0.0
    hits = 0
    for totals, left in samples:
        p = left_chances(totals, TARGET, spread, least)
        ll += math.log(max(p[left], 1e-12))
        hits += max(range(3), key=lambda s: p[s]) == left
    return ll / len(samples), hits / len(samples)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--parties", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", type=int, default=3, choices=range(1, 6))
    parser.add_argument("--low", type=int, default=40, help="the lowest total a partie starts from")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--try", dest="tries", action="append", default=[], metavar="SPREAD:LEAST",
                        help="a spread and its least to report too (repeatable)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    tries = []
    for text in args.tries:
        try:
            a, b = (float(x) for x in text.split(":"))
        except ValueError:
            parser.error(f"--try is SPREAD:LEAST, two numbers, not {text!r}")
        if not (0 < a <= 10 and 0 < b <= 100):
            parser.error(f"--try {text}: a spread of 0 to 10, a least of 0 to 100 points")
        tries.append((a, b))
    if not 0 <= args.low <= TARGET - 3:
        parser.error(f"--low is 0 to {TARGET - 3}")
    work = partial(one_partie, seed=args.seed, level=args.level, low=args.low)
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            runs = list(pool.map(work, range(args.parties), chunksize=4))
    else:
        runs = [work(k) for k in range(args.parties)]
    samples = [s for run in runs for s in run]
    if not samples:
        print("no deal began with all three at the table near the target", file=sys.stderr)
        return 1
    now = fit(samples, SPREAD, MIN_SPREAD)
    best = max(((fit(samples, a, b), a, b) for a in SPREADS for b in MIN_SPREADS), key=lambda r: r[0][0])
    (best_ll, best_hits), best_spread, best_least = best
    flat = math.log(1 / 3)
    result = {"parties": args.parties, "deal_starts": len(samples), "level": args.level, "seed": args.seed,
              "low": args.low, "flat_loglik": round(flat, 4),
              "in_use": {"spread": SPREAD, "min_spread": MIN_SPREAD, "loglik": round(now[0], 4),
                         "likeliest_left": round(now[1], 4)},
              "best": {"spread": best_spread, "min_spread": best_least, "loglik": round(best_ll, 4),
                       "likeliest_left": round(best_hits, 4)},
              "tried": [{"spread": a, "min_spread": b, "loglik": round(ll, 4), "likeliest_left": round(h, 4)}
                        for a, b in tries for ll, h in [fit(samples, a, b)]]}
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"{len(samples)} deal starts of {args.parties} parties (level {args.level}, "
          f"totals from {args.low}, seed {args.seed})")
    print(f"mean log-likelihood of who was left: {flat:.4f} with no guess (a third each)")
    print(f"  in use: spread {SPREAD} of the mean distance, at least {MIN_SPREAD}: {now[0]:.4f}, "
          f"the likeliest left {now[1]:.1%} of the time")
    print(f"  best of the grid: spread {best_spread}, at least {best_least}: {best_ll:.4f}, "
          f"the likeliest left {best_hits:.1%} of the time")
    for row in result["tried"]:
        print(f"  tried: spread {row['spread']}, at least {row['min_spread']}: {row['loglik']:.4f}, "
              f"the likeliest left {row['likeliest_left']:.1%} of the time")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
