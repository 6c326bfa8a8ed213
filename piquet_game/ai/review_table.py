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
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..rules import Declare, Game
from .table import RULES
from .table_knowledge import Declared
from .table_search import deal_worth, declare_rest, sample_world


def declare_rows(at: Game, seat: int, candidates: Sequence[Declare], rng: random.Random,
                 worlds: int) -> dict[Declare, list[float]]:
    """Each candidate declaration's worth to the seat's side in each world drawn (the
    worlds where no consistent deal was found are left out), the tricks played by the
    Master's rule of thumb (:data:`.table.RULES`)."""
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
            rows[d].append(deal_worth(g, seat, RULES[5]))
    return rows


__all__ = ["declare_rows"]
