"""The review of a declaration at a table of three or four: each declaration the seat
might have made, valued for its side over the deals of the hidden cards consistent
with what the seat saw (:func:`piquet_game.ai.table_search.sample_world`).

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

from ..rules import Declare, Game, Phase
from ..rules.actions import DECLARE_PHASES
from ..rules.combos import best_declaration
from .table_search import playout, sample_world


def _declare_rest(g: Game) -> None:
    """The declarations left, each seat's in full (the best the rules allow)."""
    for _ in range(32):
        if g.phase not in DECLARE_PHASES:
            return
        who = g.to_move
        if who is None:
            return
        legal = g.legal_actions()
        cls = DECLARE_PHASES[g.phase]
        full = Declare(cls, best_declaration(g.hands[who], cls, g.rules))
        g.apply(full if full in legal else legal[0], who)


def _worth(g: Game, seat: int) -> float:
    """The seat's side's score at the end of the deal less the other sides' mean, the
    tricks played by the quick rule from where ``g`` stands (every hand in view)."""
    view = g.view(seat)
    n_sides = max(view.sides) + 1
    side = view.sides[seat]
    scores = list(view.scores) + [0] * (n_sides - len(view.scores))
    if g.phase is Phase.PLAY:
        won = [0] * n_sides
        for s, t in enumerate(view.tricks_won):
            if s < len(view.sides):
                won[view.sides[s]] += t
        leader = view.leader if view.trick else (g.to_move if g.to_move is not None else view.leader)
        scores = playout(list(g.hands), view.seats, view.sides, leader, list(view.trick), view.rules, scores,
                         won)
    others = [p for i, p in enumerate(scores) if i != side]
    return scores[side] - sum(others) / max(1, len(others))


def declare_rows(at: Game, seat: int, candidates: Sequence[Declare], rng: random.Random,
                 worlds: int) -> dict[Declare, list[float]]:
    """Each candidate declaration's worth to the seat's side in each world drawn (the
    worlds where no consistent deal was found are left out)."""
    view = at.view(seat)
    rows: dict[Declare, list[float]] = {d: [] for d in candidates}
    for _ in range(worlds):
        hands = sample_world(view, rng)
        if hands is None:
            continue
        for d in candidates:
            g = at.clone()
            for s in view.seats:
                if s != seat:
                    g.hands[s] = hands[s]
            g.apply(d, seat)
            _declare_rest(g)
            rows[d].append(_worth(g, seat))
    return rows


__all__ = ["declare_rows"]
