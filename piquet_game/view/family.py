"""What the window asks of a family of games (:class:`Screens`), and Piquet's.

The menu, the choice of the game, the list of kept games and the start of a partie
ask a family's :class:`Screens` (by the registry,
:func:`piquet_game.view.families.screens_of`) and never test which family it is.
Ass's are :data:`piquet_game.ass.view.family.ASS_SCREENS`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..families import FAMILIES, Family
from ..i18n import N_
from ..net.guest import piquet_remote
from ..rules.variant import VARIANTS
from ..store.history import any_listed
from ..variant_words import blurb_words, game_words
from .entries import Entry, PiquetEntry
from .starting import computer_name, host_partie, saved_partie, start_game


@dataclass(frozen=True)
class Screens:
    """A family in the window: the menu's line for it, the screen of its table (a
    saved game opens it: :meth:`table_of`), of its kept games, and what "play the
    computer" and "people at one computer" open."""

    family: Family
    #: the family's name in words (a saved seat at a network table names its game by it)
    title: str
    blurb: str
    #: the name of the screen of its kept games, and that screen's button elsewhere
    games: str
    games_button: str
    #: whether any of its games is kept (a file that may be listed; none is read)
    any_kept: Callable[[], bool]
    saved: Callable[[Any], Any]
    table_of: Callable[[Any, Any], Any]
    against_computer: Callable[[Any, int], None]
    people: Callable[[Any], None]
    #: the game chosen in the settings, named, and its sentence: (name, blurb)
    chosen: Callable[[Any, Any], tuple[str, str]]
    #: whether "play the computer" first asks who sits where (more than two at the table)
    seats_first: Callable[[Any], bool]
    #: over the network: how many sit at the table of the game chosen, whether the
    #: host chooses who deals first (else the lot draws), the host's table opened
    #: (``host(app, port, friends, first)``: "" or why it could not), the name of a
    #: friend's table, and a friend's game made from the host's welcome
    network_seats: Callable[[Any], int]
    chooses_first: bool
    host: Callable[[Any, int | None, int, str], str]
    guest_table: str
    remote: Callable[[int, tuple[str, ...], dict[str, Any]], Any]
    #: the game hosted over the network and saved mid-game, to host again (None:
    #: none), and its host's table opened again (``host_saved(app, port, saved)``:
    #: "" or why it could not; its friends take their seats back by their tokens)
    network_saved: Callable[[Any], Any]
    host_saved: Callable[[Any, int | None, Any], str]
    #: the network screen's words for hosting, the family's own noun in them ("a
    #: partie", "a game"): "host", "host-tip" ({port}), "host-new", "host-new-tip",
    #: "resume-tip"
    host_words: dict[str, str]
    #: its games as the choice of the game lists them
    entries: Callable[[Any], list[Entry]]


def _piquet_against_computer(app, level: int) -> None:
    """Two at the table: the partie begins; three or four: who sits where first."""
    if app.settings.game().players > 2:
        app.push(app.scene("table-seats"))
        return
    start_game(app, [(app.settings.player_name, None), (computer_name(level), level)])


PIQUET_SCREENS = Screens(
    FAMILIES["piquet"], N_("Piquet"), N_("The classic French card game for two, three or four"),
    "history", N_("Games of Piquet"), any_kept=any_listed,
    saved=saved_partie,
    table_of=lambda app, saved: app.scene("table", saved.controller, viewer=saved.viewer),
    against_computer=_piquet_against_computer,
    people=lambda app: app.push(app.scene("two-players")),
    chosen=lambda settings, tr: (game_words(settings.game(), tr=tr), blurb_words(settings.game(), tr)),
    seats_first=lambda app: app.settings.game().players > 2,
    network_seats=lambda app: app.settings.game().players, chooses_first=True,
    host=lambda app, port, friends, first: host_partie(app, port, app.settings.game(), first,
                                                       friends=friends),
    guest_table="network-guest", remote=piquet_remote,
    network_saved=lambda app: saved_partie(app, "network"),
    host_saved=lambda app, port, saved: host_partie(app, port=port, resumed=saved),
    host_words={"host": N_("Host a partie"),
                "host-tip": N_("Your friend joins with the code shown, on port {port}"),
                "host-new": N_("Host a new partie"),
                "host-new-tip": N_("Your friend joins with the code shown (the saved partie is given up)"),
                "resume-tip": N_("Host the saved partie again: your friend joins it as before")},
    entries=lambda settings: [PiquetEntry(settings.game_named(name)) for name in VARIANTS])

__all__ = ["PIQUET_SCREENS", "Screens"]
