"""The review of a declaration at a table of three or four: each declaration the seat
might have made, valued for its side over the deals of the hidden cards consistent
with what the seat saw, what the others announced before it among it
(:func:`piquet_game.ai.table_search.sample_world`).

In each world the other seats hold the cards drawn for them; the declaration is
made through the engine itself (a game's copy), the declarations left are made in
full by every seat (the best the rules allow), and the tricks are played by the
table players' quick rule (:func:`piquet_game.ai.table_search.playout`): the
declaration's worth is its side's deal score at the end less the other sides' mean,
so every rule of the variant a declaration touches (a point not better than a
partner's, a repique, a pique) is counted as the game counts it.  What a
declaration tells the others is not valued: their hands are placed in each world.

Where the Master plays a deal at Piquet Normand for the partie rather than for its
points, the review values every decision of the deal as it does
(:func:`partie_worth`): near the target at the table of three, by the partie's
stakes (:mod:`.table_partie`), and for the last two, by their race's settlement
(:func:`.partie.stakes_of` on the two-handed view), their declarations as well as
their cards and exchange, so that one review counts in one unit.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..rules import Declare, Game, SeatView
from .partie import GAME_WORTH, stakes_of
from .table import RULES
from .table_knowledge import Declared
from .table_partie import table_stakes_of
from .table_search import Worth, deal_worth, declare_rest, sample_world
from .two_left import is_two_left, two_handed_view


@dataclass(frozen=True)
class PartieWorth:
    """What a deal's end is worth to a seat in the partie, as the review counts it:
    ``worth`` of the deal's scores (by side), and whether its unit is a hundredth
    of a stake (``stakes``) rather than a point of the settlement."""

    worth: Worth
    stakes: bool


def partie_worth(view: SeatView) -> PartieWorth | None:
    """How the review values a deal's end for the seat of ``view`` at a table of
    three or four where the Master plays it for the partie, in the units of the
    two-handed review (:data:`.partie.GAME_WORTH` to a stake): near the target at
    Piquet Normand's table of three, the stakes of :func:`.table_partie.table_stakes_of`;
    for the last two, their race's settlement.  None where the deal is played for
    its points, and for a seat that has left the table (it plays no more)."""
    if view.seat not in view.seats:
        return None
    if is_two_left(view):
        stakes = stakes_of(two_handed_view(view))
        if stakes is None:
            return None
        a, b = view.seats
        side_a, side_b = view.sides[a], view.sides[b]
        me = 0 if view.seat == a else 1

        def race(scores: Sequence[int]) -> float:
            return stakes.outcome(me, (scores[side_a], scores[side_b]))

        return PartieWorth(race, stakes.race.stake)
    table = table_stakes_of(view)
    if table is None:
        return None

    def leaving(scores: Sequence[int]) -> float:
        return GAME_WORTH * table(scores)

    return PartieWorth(leaving, True)


def declare_rows(at: Game, seat: int, candidates: Sequence[Declare], rng: random.Random,
                 worlds: int, worth: Worth | None = None) -> dict[Declare, list[float]]:
    """Each candidate declaration's worth to the seat's side in each world drawn (the
    worlds where no consistent deal was found are left out), the tricks played by the
    Master's rule of thumb (:data:`.table.RULES`); ``worth``: what the deal's end is
    worth in the partie (:func:`partie_worth`), else its points."""
    view = at.view(seat)
    said = Declared(view)  # what the others announced before this declaration
    rows: dict[Declare, list[float]] = {d: [] for d in candidates}
    for _ in range(worlds):
        hands = sample_world(view, rng, declared_by=said)
        if hands is None:
            continue
        for d in candidates:
            g = at.clone()
            for s in view.seats:
                if s != seat:
                    g.hands[s] = hands[s]
            g.apply(d, seat)
            declare_rest(g)
            rows[d].append(deal_worth(g, seat, RULES[5], worth))
    return rows


__all__ = ["PartieWorth", "declare_rows", "partie_worth"]
