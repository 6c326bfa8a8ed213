"""Each family of games in the window: the menu's words for it, its table, its kept
games, and how a new game starts against the computer or between people at one
computer.  The menu and the start of a partie ask :func:`screens_of` by the family
the settings have chosen (or the game's ``kind``) and never test which it is; the
rest of a family (its levels, its players, its records) is
:data:`piquet_game.families.FAMILIES`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..families import FAMILIES, Family
from ..i18n import N_
from ..rules.variant import VARIANTS
from ..variant_words import blurb_words, game_words
from .ass_words import ASS_BLURB, rules_words
from .entries import AssEntry, Entry, PiquetEntry
from .starting import computer_name, saved_ass, saved_partie, start_game


@dataclass(frozen=True)
class Screens:
    """A family in the window: the menu's line for it, the screen of its table (a
    saved game opens it: :meth:`table_of`), of its kept games, and what "play the
    computer" and "people at one computer" open."""

    family: Family
    blurb: str
    games: str
    saved: Callable[[Any], Any]
    table_of: Callable[[Any, Any], Any]
    against_computer: Callable[[Any, int], None]
    people: Callable[[Any], None]
    #: the game chosen in the settings, named, and its sentence: (name, blurb)
    chosen: Callable[[Any, Any], tuple[str, str]]
    #: whether "play the computer" first asks who sits where (more than two at the table)
    seats_first: Callable[[Any], bool]
    #: whether it is played over the network
    networked: bool
    #: its games as the choice of the game lists them
    entries: Callable[[Any], list[Entry]]


def _piquet_against_computer(app, level: int) -> None:
    """Two at the table: the partie begins; three or four: who sits where first."""
    if app.settings.game().players > 2:
        app.push(app.scene("table-seats"))
        return
    start_game(app, [(app.settings.player_name, None), (computer_name(level), level)])


SCREENS: dict[str, Screens] = {
    "piquet": Screens(
        FAMILIES["piquet"], N_("The classic French card game for two, three or four"), "history",
        saved=saved_partie,
        table_of=lambda app, saved: app.scene("table", saved.controller, viewer=saved.viewer),
        against_computer=_piquet_against_computer,
        people=lambda app: app.push(app.scene("two-players")),
        chosen=lambda settings, tr: (game_words(settings.game(), tr=tr), blurb_words(settings.game(), tr)),
        seats_first=lambda app: app.settings.game().players > 2, networked=True,
        entries=lambda settings: [PiquetEntry(settings.game_named(name)) for name in VARIANTS]),
    "ass": Screens(
        FAMILIES["ass"], N_("Ass, the 36-card game for two to six"), "ass-games",
        saved=saved_ass, table_of=lambda app, saved: app.scene("ass-table", saved.controller),
        against_computer=lambda app, level: app.push(app.scene("ass-setup")),
        people=lambda app: app.push(app.scene("ass-setup", people=True)),
        chosen=lambda settings, tr: (rules_words(settings.ass_rules(), tr), tr(ASS_BLURB)),
        seats_first=lambda app: True, networked=False,
        entries=lambda settings: [AssEntry(settings)]),
}


def screens_of(kind: str) -> Screens:
    """A family's screens, by its ``kind`` ("piquet", "ass")."""
    return SCREENS[kind]


def game_entries(settings) -> list[Entry]:
    """Every game of every family, as the choice of the game lists them."""
    return [entry for screens in SCREENS.values() for entry in screens.entries(settings)]


def resume_partie(app, saved) -> None:
    """Go back to the table of a saved partie (or game of Ass), exactly as it was left."""
    app.stack.replace(screens_of(saved.controller.game.kind).table_of(app, saved))


__all__ = ["SCREENS", "Screens", "game_entries", "resume_partie", "screens_of"]
