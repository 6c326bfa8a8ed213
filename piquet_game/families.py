"""The families of games the house plays, in one registry: Piquet (its seven
variants, from :mod:`piquet_game.rules`) and Ass (:mod:`piquet_game.ass.rules`).

Whatever differs between the families, and is not a rule of the game (those are
the games' own methods: :class:`~piquet_game.common.table_game.PlayedGame`), is
written here once, by family: the computer's levels and how a player of a level is
made, the adviser of a person's hint, the record of a game.  The controller and the
shell ask :data:`FAMILIES` by the game's ``kind``; none of them tests which family a
game is.  The window's side of each family (its screens) is in
:mod:`piquet_game.view.families`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .ai import LEVELS, make_player
from .ass.ai import ASS_LEVELS, make_ass_player
from .ass.rules.record import ass_record_of
from .rules.record import game_to_record


@dataclass(frozen=True)
class Family:
    """A family of games: its ``kind`` (the games' own ``kind``), the computer's
    levels by number (each a player class with its ``name`` and ``description``),
    how a player of a level is made from a seed, the level that advises a person's
    hint, and how a game's whole record is written."""

    kind: str
    levels: Mapping[int, Any]
    #: (level, seed, seats): the player of a level for a table of that many seats
    make_player: Callable[[int, int, int], Any]
    hint_level: int
    record_of: Callable[[Any], dict[str, Any]]

    def adviser(self, seats: int) -> Any:
        """The player whose decision, with its reason, a hint offers at a table of
        ``seats``."""
        return self.make_player(self.hint_level, 0, seats)


FAMILIES: dict[str, Family] = {
    "piquet": Family("piquet", LEVELS, make_player, 3, game_to_record),
    "ass": Family("ass", ASS_LEVELS, make_ass_player, 2, ass_record_of),
}


def family_of(game: Any) -> Family:
    """The family of ``game`` (anything with the games' ``kind``)."""
    return FAMILIES[game.kind]


__all__ = ["FAMILIES", "Family", "family_of"]
