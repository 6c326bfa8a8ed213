"""The registry of the families of games in the window: Piquet's screens
(:mod:`piquet_game.view.family`) and Ass's (:mod:`piquet_game.ass.view.family`).
The menu, the choice of the game, the lists of kept games and the start of a
partie ask :func:`screens_of` by the family the settings have chosen (or the
game's ``kind``) and never test which it is; the rest of a family (its levels, its
players, its records) is :data:`piquet_game.families.FAMILIES`.  This module and
the registry of the screens (:mod:`piquet_game.view.scenes`) are where the window
reaches Ass's package (``pyproject.toml`` names them)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from ..ass.view.family import ASS_SCREENS
from .entries import Entry
from .family import PIQUET_SCREENS, Screens

SCREENS: Mapping[str, Screens] = MappingProxyType({"piquet": PIQUET_SCREENS, "ass": ASS_SCREENS})


def screens_of(kind: str) -> Screens:
    """A family's screens, by its ``kind`` ("piquet", "ass")."""
    return SCREENS[kind]


def game_entries(settings) -> list[Entry]:
    """Every game of every family, as the choice of the game lists them."""
    return [entry for screens in SCREENS.values() for entry in screens.entries(settings)]


def other_kept(games: str) -> list[Screens]:
    """The other families with a game kept, for the buttons of the list of kept
    games whose screen is named ``games``."""
    return [screens for screens in SCREENS.values() if screens.games != games and screens.any_kept()]


def resume_partie(app, saved) -> None:
    """Go back to the table of a saved partie (or game of Ass), exactly as it was left."""
    app.stack.replace(screens_of(saved.controller.game.kind).table_of(app, saved))


__all__ = ["SCREENS", "Screens", "game_entries", "other_kept", "resume_partie", "screens_of"]
