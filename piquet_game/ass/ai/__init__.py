"""The computer players of Ass (:mod:`piquet_game.ass.rules`), four levels.

Every player reads only its seat's :class:`~piquet_game.ass.rules.AssView` and the legal
actions, and chooses one; it never sees the :class:`~piquet_game.ass.rules.AssGame`.
``make_ass_player(level, seed)`` builds the player of a level; ``ASS_LEVELS`` lists
them, each with its ``name`` and a one-line ``description``.
"""

from __future__ import annotations

from .levels import ASS_LEVELS, make_ass_player
from .master import AssMaster
from .players import AssNovice, AssPlayer, AssRuleplayer, AssSearcher

__all__ = ["ASS_LEVELS", "AssMaster", "AssNovice", "AssPlayer", "AssRuleplayer", "AssSearcher",
           "make_ass_player"]
