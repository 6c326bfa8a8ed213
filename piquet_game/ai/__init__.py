"""Strategy: computer players.

Every player reads only a :class:`piquet_game.rules.SeatView` and the legal actions
of its seat, and chooses one; it never sees the :class:`~piquet_game.rules.Game`.
``make_player(level, seed, seats)`` builds the player of a level for a table of
``seats`` (two by default); ``LEVELS`` lists them
with the name and the one-line description a player sees in the menu.
"""

from __future__ import annotations

from .base import Decision, Player
from .rulebased import Apprentice, Classicist, Novice
from .search import Master, Strategist
from .table import TablePlayer

LEVELS: dict[int, type[Player]] = {1: Novice, 2: Apprentice, 3: Classicist, 4: Strategist, 5: Master}


def make_player(level: int, seed: int = 0, seats: int = 2) -> Player:
    """The computer player of ``level`` for a table of ``seats`` (a partie's players):
    two, the level's own player; three or four, the table's
    (:class:`~piquet_game.ai.table.TablePlayer`) at the level's strength."""
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"no level {level}: levels are {sorted(LEVELS)}") from None
    if seats in TablePlayer.seats:
        return TablePlayer(cls, seed=seed)
    if seats not in cls.seats:
        raise ValueError(f"no table of {seats}: Piquet is played by two, three or four")
    return cls(seed=seed)


__all__ = ["LEVELS", "Decision", "Player", "TablePlayer", "make_player"]
