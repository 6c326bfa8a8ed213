"""Play on the network: the screen to host or join, and the two tables.

*Host* opens the table at once: it waits, covered by a panel with the address,
port and code to give, until the friend joins; the host's engine then plays the
partie, the guest's decisions arriving over the wire (:class:`HostTableScene`).
*Join* connects (:class:`JoiningScene`) and, once the host has welcomed it, opens
a table fed by the host's words only (:class:`GuestTableScene`).  A dropped
connection pauses both tables with a panel that says so; the guest connects again
by itself, and the host takes him back where the partie stood.

The tables are the table of a partie against the computer, with the other seat's
moves coming from the other computer; nothing else of the deal is on this screen
or on the wire than this seat may see.
"""

from __future__ import annotations

from datetime import datetime
from functools import partial
from typing import Any

import pygame
import pygame_gui

from ..commentary import Line
from ..common.names import NAME_MAX, clean_name
from ..i18n import N_
from ..net.guest import GuestController, GuestSession
from ..net.headless import FIRST_DEALERS, guest_session
from ..net.host import HostSession
from ..net.link import GuestLink
from ..net.protocol import (
    DEFAULT_PORT,
    AddressError,
    invitation_address,
    parse_address,
)
from ..rules.record import replay
from ..rules.variant import VARIANTS
from ..store import history, network_seat
from ..variant_words import game_words
from ..vocabulary import is_given_name
from .backdrop import Backdrop, game_button
from .families import SCREENS, screens_of
from .net_table import DOWN_WORDS, GuestSide, HostSide, NetTable, network_name, refused_words
from .palette import DIM, GOLD, INK
from .table import TableScene

FIRST_WORDS = {"cut": N_("The cut"), "host": N_("I deal"), "guest": N_("My friend deals")}
#: What is wrong with an address typed, in words.
ADDRESS_WORDS = {"empty": N_("Type the code or the address the host's window shows."),
                 "long": N_("That address is too long."),
                 "host": N_("That is not an address: type the host's code, or an address such as "
                            "192.168.1.20:{port}."),
                 "port": N_("That is not a port: a port is a number from 1 to 65535."),
                 "key": N_("That is not the host's key: after the address and a slash, the six letters "
                           "the host's window shows.")}
# ------------------------------------------------------------------ starting


def join_partie(app, host: str, port: int, name: str | None = None, key: str = "") -> None:
    """Connect to a host (``key``: his invitation's): the screen that waits for its welcome."""
    name = network_name(app, name or app.settings.player_name, 2)
    remotes = {kind: screens.remote for kind, screens in SCREENS.items()}  # every game a host may play
    session = guest_session(host, port, name, auto_declare=not app.settings.own_declarations, key=key,
                            remotes=remotes)
    session.link = GuestLink(host, port, session.hello)
    app.stack.replace(JoiningScene(app, session, f"{host}:{port}"))


# -------------------------------------------------------------- the screen


def seat_game(name: str, tr) -> str:
    """The game of a saved seat (a variant of Piquet's name, or a family's) in words."""
    variant = VARIANTS.get(name)
    if variant is not None:
        return game_words(variant, tr=tr)
    return tr(SCREENS[name].title) if name in SCREENS else name


class NetworkScene(Backdrop):
    """Host a partie, or join one: the name, the game, who deals first, the address."""

    name = "network"
    title = N_("Play on the network")
    confirm_keys = (pygame.K_RETURN, pygame.K_KP_ENTER)  # a space is typed in a name

    def __init__(self, app) -> None:
        super().__init__(app)
        self.first = "cut"
        self.friends = 1  # at a table of three or four: how many friends join (the computer: the rest)
        self.port = DEFAULT_PORT  # the port a partie is hosted on
        self.error = ""
        self.resumable = None
        self._saved: dict[str, Any] = {}  # each family's saved network game, read once

        self.seat, notice = network_seat.load()  # a partie joined and not finished: its address
        if notice and notice not in app.notices:
            app.notices.append(notice)
        self.entries: dict[str, pygame_gui.elements.UITextEntryLine] = {}

    @property
    def saved(self) -> Any:
        """The saved network game of the family chosen (the game may be changed on
        this screen), to offer again; None: none."""
        kind = self.app.settings.game_kind
        if kind not in self._saved:
            self._saved[kind] = screens_of(kind).network_saved(self.app)
        return self._saved[kind]

    @property
    def subtitle(self) -> str:  # type: ignore[override]
        if self.saved is not None:
            return self.saved.offer(self.tr)
        return self.tr("A friend at another computer: one hosts, the other joins")

    def build_ui(self) -> None:
        tr = self.tr
        x, y, bw, bh = self.column(0.42)
        y = round(self.app.size[1] * 0.2)
        gap = round(bh * 0.3)
        keep = {k: e.get_text() for k, e in self.entries.items()}
        self.entries = {}
        self._labels: list[tuple[str, int, int]] = []
        self._labels.append((tr("Your name"), x, y))
        entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(x, y + round(bh * 0.75), bw, bh), self.app.ui)
        entry.set_text_length_limit(NAME_MAX)
        own = self.app.settings.player_name
        entry.set_text(keep.get("name", "" if is_given_name(own) else own))
        self.entries["name"] = self.add(entry)
        y += round(bh * 2.05)
        game_button(self, (x, y, bw, round(bh * 0.85)))
        y += round(bh * 0.85) + gap
        screens = screens_of(self.app.settings.game_kind)
        said = screens.host_words  # the family's own noun: a partie of Piquet, a game of Ass
        if self.saved is not None:  # the saved game first: the choices below are a new game's
            self.button((x, y, bw, bh), tr("Resume"), self.resume_hosting, object_id="@primary",
                        tooltip=tr(said["resume-tip"]))
            y += bh + gap
        if screens.chooses_first:  # else the lot draws the first dealer (Ass)
            n = len(FIRST_DEALERS)
            fw = (bw - (n - 1) * gap) // n
            for i, key in enumerate(FIRST_DEALERS):
                self.button((x + i * (fw + gap), y, fw, round(bh * 0.8)), tr(FIRST_WORDS[key]),
                            partial(self.choose_first, key),
                            object_id="@chosen" if key == self.first else None,
                            tooltip=tr("Who deals the first deal (the host chooses)"))
            y += round(bh * 0.8) + gap
        seats = screens.network_seats(self.app)
        if seats > 2:  # more than two at the table: how many friends join, the computer in the other seats
            self.friends = max(1, min(self.friends, seats - 1))
            n = seats - 1
            fw = (bw - (n - 1) * gap) // n
            for i in range(n):
                k = i + 1
                words = tr.ntr("{n} friend", "{n} friends", k).format(n=k)
                self.button((x + i * (fw + gap), y, fw, round(bh * 0.8)), words,
                            partial(self.choose_friends, k),
                            object_id="@chosen" if k == self.friends else None,
                            tooltip=tr("How many friends join from other computers; the computer "
                                       "(level {level}) plays the other seats").format(
                                           level=self.app.settings.level))
            y += round(bh * 0.8) + gap
        hw = (bw - gap) // 2
        if self.saved is not None:
            self.button((x, y, bw, bh), tr(said["host-new"]), self.host, tooltip=tr(said["host-new-tip"]))
        else:
            self.button((x, y, bw, bh), tr(said["host"]), self.host, object_id="@primary",
                        tooltip=tr(said["host-tip"]).format(port=DEFAULT_PORT))
        y += bh + round(bh * 0.9)
        self._labels.append((tr("The host's code or address"), x, y))
        entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(x, y + round(bh * 0.75), bw, bh), self.app.ui)
        entry.set_text_length_limit(120)
        seat = self.seat
        saved = invitation_address(seat.host, seat.port) if seat is not None else ""
        entry.set_text(keep.get("address", saved))
        self.entries["address"] = self.add(entry)
        y += round(bh * 1.95)
        self.button((x, y, hw, bh), tr("Join"), self.join)
        self.button((x + hw + gap, y, bw - hw - gap, bh), tr("Back"), self.back)
        self._end_y = y + bh

    def choose_friends(self, k: int) -> None:
        self.friends = k
        self.rebuild()

    def choose_first(self, key: str) -> None:
        self.first = key
        self.rebuild()

    def rebuild(self) -> None:
        self.clear_ui()
        self.build_ui()

    def name_typed(self) -> str:
        entry = self.entries.get("name")
        name = clean_name(entry.get_text() if entry else "", self.app.settings.player_name)
        if name != self.app.settings.player_name and not is_given_name(name):
            self.app.settings.player_name = name
            self.app.settings.save()
        return name

    def host(self) -> None:
        self.name_typed()
        screens = screens_of(self.app.settings.game_kind)
        self.error = screens.host(self.app, self.port, self.friends, self.first)

    def resume_hosting(self) -> None:
        if self.saved is not None:
            screens = screens_of(self.app.settings.game_kind)
            self.error = screens.host_saved(self.app, self.port, self.saved)

    def join(self) -> None:
        entry = self.entries.get("address")
        try:
            host, port, key = parse_address(entry.get_text() if entry else "")
        except AddressError as exc:
            self.error = self.tr(ADDRESS_WORDS[exc.kind]).format(port=DEFAULT_PORT)
            return
        join_partie(self.app, host, port, self.name_typed(), key)

    def confirm(self) -> bool:
        """Enter: join at the address being typed; else what the highlighted button
        does, resuming the saved game where there is one (never a new game over it)."""
        entry = self.entries.get("address")
        if entry is not None and entry.is_focused and entry.get_text().strip():
            self.join()
        elif self.saved is not None:
            self.resume_hosting()
        else:
            self.host()
        return True

    def draw_more(self, surface: pygame.Surface, fs: int) -> None:
        for label, x, y in getattr(self, "_labels", []):
            self.app.text.blit(surface, label, fs, (x, y), INK, True)
        w, h = surface.get_size()
        said = self.error or self.tr("Hosting uses TCP port {port}: over the internet, the host opens it "
                                     "(forwards it to this computer) in the router.").format(
                                         port=DEFAULT_PORT)
        if not self.error and self.seat is not None:
            said = self.tr("Your partie with {name} ({game}) is not over: Join takes your seat "
                           "again.").format(name=self.seat.opponent, game=seat_game(self.seat.game, self.tr))
        size = round(fs * 0.8)
        y = getattr(self, "_end_y", h * 0.85) + fs * 0.8
        for row in self.app.text.wrap(said, size, round(w * 0.9))[:3]:
            self.app.text.blit(surface, row, size, (w / 2, y), GOLD if self.error else DIM, False, "midtop")
            y += size * 1.25


class JoiningScene(Backdrop):
    """Connecting to a host, until it welcomes us (or turns us away)."""

    name = "joining"
    title = N_("Play on the network")

    def __init__(self, app, session: GuestSession, where: str) -> None:
        super().__init__(app)
        self.session = session
        self.where = where

    @property
    def subtitle(self) -> str:  # type: ignore[override]
        tr = self.tr
        if self.session.refused:
            return tr("The host said no: {reason}").format(reason=refused_words(self.session, tr))
        if self.session.failed:
            return tr("Given up: {reason}").format(reason=refused_words(self.session, tr))
        if self.session.down and self.session.down != "dropped":
            why = tr(DOWN_WORDS.get(self.session.down, N_("no answer from that address")))
            return tr("Trying {address} again: {reason}…").format(address=self.where, reason=why)
        return tr("Connecting to {address}…").format(address=self.where)

    def build_ui(self) -> None:
        x, y, bw, bh = self.column()
        self.button((x, round(self.app.size[1] * 0.45), bw, bh), self.tr("Cancel"), self.back)

    def picture_key(self) -> tuple | None:
        return (self.subtitle,)  # the connection's news, as they come

    def update(self, dt: float) -> None:
        self.session.poll()
        if self.session.controller is not None:
            table = screens_of(self.session.kind).guest_table  # the host's game: its family's table
            self.app.stack.replace(self.app.scene(table, self.session))

    def back(self) -> None:
        self.session.close()

        self.app.stack.replace(self.app.scene("menu"))


# ----------------------------------------------------------------- tables


class _NetworkTable(NetTable, TableScene):
    """Piquet's network tables, on both sides: no take-backs, the end of the partie."""

    def apply_take_backs(self) -> None:
        self.controller.take_backs = False

    def add_line(self, said: str) -> None:
        self.lines = (self.lines + [Line(None, said, "chat")])[-60:]

    def partie_end_buttons(self, scene) -> list[tuple[str, object, str | None]]:
        return [(self.tr("Main menu"), self.leave, "@primary")]


class HostTableScene(HostSide, _NetworkTable):
    """The host's table: its engine plays the partie."""

    name = "network-host"
    session: HostSession

    def __init__(self, app, controller, session: HostSession) -> None:
        super().__init__(app, controller, viewer=session.host_seat)
        self.start_hosting(session)

    def joined(self) -> None:
        self.model.players = tuple(s.name for s in self.controller.seats)
        self.remember()  # the commentary and the teacher with the friend's name

    def kept_when_left(self) -> bool:
        return self.session.joined_before  # the network partie's autosave

    def advance(self) -> None:
        if not self.connected and not self.seen.over:
            return  # the partie waits for the friend
        super().advance()

    def after_action(self, events) -> None:
        super().after_action(events)
        self.session.send_events(events)


class GuestTableScene(GuestSide, _NetworkTable):
    """The guest's table: fed by the host's updates only."""

    name = "network-guest"
    can_review = False  # the review reads the whole deal: the host's alone
    controller: GuestController
    session: GuestSession

    def __init__(self, app, session: GuestSession) -> None:
        controller = session.controller
        assert controller is not None
        super().__init__(app, controller, viewer=controller.seat)
        self.session = session

    def read_wire(self) -> None:
        s = self.session
        s.poll()
        c = self.controller
        if c.renamed:  # another guest took his seat: his name in the table's words
            c.renamed = False
            self.model.players = tuple(seat.name for seat in c.seats)
            self.remember()
        if c.resynced:  # back after a drop: the table as the partie stands now
            c.resynced = False
            self.pending.clear()
            assert self.viewer is not None  # the guest's own seat: a network table is never a hot seat
            self.model.resync(c.view(self.viewer), self.viewer)
            self.remember()
            self.selected.clear()
            self.ui_key = None
        self.hear_session()

    def keep_record(self, record: dict) -> None:
        """The partie is over and the host sent its record: keep it with our games."""

        try:
            game = replay(record).game
            kept = history.try_keep(game, viewer=self.viewer, mode="network", opponent=self.other,
                                    finished=datetime.now().astimezone())
            self.kept_path = kept.path
            self.keep_notice = "" if kept.path else self.tr("This partie could not be kept with your games "
                                                            "({reason}).").format(reason=kept.reason)
        except Exception as exc:  # noqa: BLE001 - a host's record is only words from the wire
            self.keep_notice = self.tr("The host's record of the partie could not be read "
                                       "({reason}).").format(reason=type(exc).__name__)

    def advance(self) -> None:
        c = self.controller
        if self.deal_over:
            self.show_deal_end()
            return
        if self.match_moment():
            return
        events = c.step()
        if events is not None:
            self.feed(events)

    def after_action(self, events) -> None:
        """Nothing to save here: the host saves the partie, and sends its record at the end."""


__all__ = ["GuestTableScene", "HostTableScene", "JoiningScene", "NetworkScene", "join_partie"]
