"""Strategy: computer players.

Every player reads only a :class:`piquet_game.rules.SeatView` and the legal actions
of its seat, and chooses one; it never sees the :class:`~piquet_game.rules.Game`.
``make_player(level, seed)`` builds the player of a level; ``LEVELS`` lists them
with the name and the one-line description a player sees in the menu.
"""

from __future__ import annotations

from .base import Decision, Player
from .rulebased import Apprentice, Classicist, Novice
from .search import Master, Strategist

LEVELS: dict[int, type[Player]] = {1: Novice, 2: Apprentice, 3: Classicist, 4: Strategist, 5: Master}


def make_player(level: int, seed: int = 0) -> Player:
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"no level {level}: levels are {sorted(LEVELS)}") from None
    return cls(seed=seed)


__all__ = ["LEVELS", "Decision", "Player", "make_player"]
