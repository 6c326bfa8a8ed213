"""The Master of Ass (level 4): the deep search, scored nearer the targets.

Like the Strategist (:class:`~.players.AssSearcher`) it draws worlds consistent
with what its seat has seen and plays each candidate out to the end of the deal in
each.  It differs in three ways:

* every seat of its imagined deals plays the Card counter's own rule
  (:func:`~.players.play_out`), which weighs each card by the chance the trick is
  kept and the pairs it makes, where the Strategist's play the quick rule;
* it imagines many more deals a decision (up to a hundred a card, and 120 for its
  go or no, against 60), every card in every world: racing its cards
  (:func:`~.players.raced`, from the 16th world at two standard errors) kept the
  full search's choices on positions valued by a deeper search for two thirds of
  its time, but won 58% of 200 games against the Strategist where the full search
  wins 69%, so it does not race;
* an imagined deal's end counts the chance each seat reaches its target, not
  whether it did: a seat that ends an imagined deal a few points short of its
  target would often have reached it in the real one, so ``target_chance`` is a
  logistic curve of the points over the target (:data:`TARGET_SPREAD` points to
  pass from a half to about three quarters), used for its own go or no and for
  the banks each seat keeps or drops at the end of each imagined deal.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ...i18n import N_
from ...vocabulary import ASS_LEVEL_NAMES
from ..rules.game import AssView
from .fast import Deal, Memo
from .players import AssSearcher, deal_value, play_out

#: The points about a target over which an imagined deal's chance of reaching it
#: rises from a half to about three quarters (e^1 : 1).
TARGET_SPREAD = 8.0


def target_chance(points: int, target: int) -> float:
    """The chance a seat that ends an imagined deal with ``points`` reaches ``target``
    (a half at ``target - 0.5``)."""
    z = (points - target + 0.5) / TARGET_SPREAD
    if z < -30.0:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))


def expected_change(points: int, go: bool, target: int) -> float:
    """The banks a seat's deal is expected to add, its chance of the target by
    :func:`target_chance`: one dropped when it is reached, one added when a "go"
    misses."""
    p = target_chance(points, target)
    return (1.0 - p) * go - p


def expected_value(view: AssView, scores: Sequence[int], bets: Sequence[bool | None]) -> float:
    """The worth of an imagined deal's end to this seat (:func:`~.players.deal_value`)
    by each seat's expected banks (:func:`expected_change`)."""
    return deal_value(view, scores, bets, expected_change)


class AssMaster(AssSearcher):
    level = 4
    name = ASS_LEVEL_NAMES[4]
    description = N_("Imagines many more deals than the Strategist, each played out as the Card counter "
                     "plays, and counts how near each seat comes to its target, not only whether it gets "
                     "there.")

    play_steps = 20000
    min_worlds = 8
    max_worlds = 100
    bet_worlds = 120

    def play_out(self, deal: Deal, memo: Memo) -> None:
        play_out(deal, memo)

    def reach(self, points: int, target: int) -> float:
        return target_chance(points, target)

    def value(self, view: AssView, scores: list[int], bets: Sequence[bool | None]) -> float:
        return expected_value(view, scores, bets)


__all__ = ["TARGET_SPREAD", "AssMaster", "expected_change", "expected_value", "target_chance"]
