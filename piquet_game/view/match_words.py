"""A match of games (Picchetto) as the table shows it: a game's title and the
games won so far, read from the deals the table has shown end."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import ENGLISH
from ..rules.variant import Variant
from ..variant_words import game_name
from .table_model import match_games

if TYPE_CHECKING:
    from .tablepaint import PaintedScene


def game_title(variant: Variant, number: int, tr=ENGLISH) -> str:
    """The ``number``-th game of a match (1-based): ``Partita``."""
    return game_name(variant, number, tr)


def games_played(table: PaintedScene) -> list[tuple[int, list[int]]]:
    """The games of the match won so far, as the table has shown them end: (winner,
    each seat's total)."""
    model = table.model
    starts, winners = match_games(table.game.variant, model.deal_results)
    ends = starts[1:] + [len(model.deal_results)]
    out = []
    for k, winner in enumerate(winners[:len(model.game_winners)]):
        totals = [0, 0]
        for d in model.deal_results[starts[k]:ends[k]]:
            totals = [t + s for t, s in zip(totals, d, strict=True)]
        out.append((winner, totals))
    return out
