"""How much better one rule of the tables' playouts plays than the quick rule.

    python tools/playout_rules.py [--deals N] [--seed S] [--variant normand|voleur ...]

The Master of the tables of three and four imagines deals of the hidden cards and
plays each out to its end, every seat by a rule of thumb that sees every hand of
that world (:mod:`piquet_game.ai.table_search`).  The better that rule plays, the
better the Master values its cards.  This measures a rule against the quick rule on
the same cards: each deal is dealt at random from the first lead (no declarations,
so no pique from them), played once with every seat by the quick rule, then once
for each side with that side's seats by the Master's rule (``keen_card``) and the
others by the quick rule; the margin is what the side scored the second way less
the first, the mean over the sides and the deals, with its standard error.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_game.ai.table_search import PlayoutRule, keen_card, playout, quick_card  # noqa: E402
from piquet_game.rules.variant import VARIANTS, Variant  # noqa: E402


class _Seated:
    """A rule for each seat, as one playout rule."""

    def __init__(self, rules: Sequence[PlayoutRule]) -> None:
        self.rules = rules

    def __call__(self, hands: list[int], seat: int, trick: list[int], trick_seats: list[int],
                 sides: Sequence[int], last: bool) -> int:
        return self.rules[seat](hands, seat, trick, trick_seats, sides, last)


def margin(variant: Variant, rule: PlayoutRule, deals: int, seed: int) -> tuple[float, float]:
    """The rule's margin over the quick rule a deal, and its standard error."""
    rng = random.Random(seed)
    n = variant.players
    seats = list(range(n))
    sides = [variant.side_of(s) for s in seats]
    zero = [0] * (max(sides) + 1)
    diffs = []
    for _ in range(deals):
        pack = list(range(32))
        rng.shuffle(pack)
        size = variant.hand_size
        hands = [sum(1 << c for c in pack[s * size:(s + 1) * size]) for s in seats]
        leader = rng.randrange(n)
        base = playout(list(hands), seats, sides, leader, [], variant, zero, zero, lead_pending=True)
        total = 0.0
        for side in sorted(set(sides)):
            mixed = _Seated([rule if sides[s] == side else quick_card for s in seats])
            pts = playout(list(hands), seats, sides, leader, [], variant, zero, zero, lead_pending=True,
                          rule=mixed)
            total += pts[side] - base[side]
        diffs.append(total / len(set(sides)))
    return statistics.mean(diffs), statistics.stdev(diffs) / len(diffs) ** 0.5


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", action="append", choices=("normand", "voleur"))
    args = parser.parse_args(argv)
    for name in args.variant or ["normand", "voleur"]:
        variant = VARIANTS[name]
        mean, error = margin(variant, keen_card, args.deals, args.seed)
        print(f"{variant.title}: the Master's playout rule over the quick rule {mean:+.2f} points a deal "
              f"(standard error {error:.2f}, {args.deals} deals)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
