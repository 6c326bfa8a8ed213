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

import random
import socket
from datetime import datetime
from functools import partial

import pygame
import pygame_gui

from ..commentary import Line
from ..common.names import NAME_MAX, clean_name
from ..controller import Seat
from ..i18n import N_
from ..net.guest import GuestController, GuestSession
from ..net.headless import FIRST_DEALERS, guest_session, host_controller, new_partie
from ..net.host import HostSession
from ..net.link import GuestLink, HostLink
from ..net.protocol import (
    DEFAULT_PORT,
    MAX_CHAT,
    PHRASES,
    AddressError,
    address_code,
    invitation_address,
    parse_address,
)
from ..rules.record import replay
from ..rules.variant import VARIANTS, variant_named
from ..store import history, network_seat
from ..variant_words import game_words
from ..vocabulary import is_given_name, shown_name
from .backdrop import Backdrop, game_button
from .families import screens_of
from .overlay import CARD
from .palette import BORDER, DIM, GOLD, INK
from .starting import saved_partie
from .table import TableScene
from .table_input import MESSAGE_SECONDS

#: What the quick phrases say (sent by their key: each side reads them in its language).
PHRASE_WORDS = {"good": N_("Good."), "not-good": N_("Not good."), "your-lead": N_("Your lead."),
                "well-played": N_("Well played!"), "thank-you": N_("Thank you."),
                "again": N_("Another partie?")}
FIRST_WORDS = {"cut": N_("The cut"), "host": N_("I deal"), "guest": N_("My friend deals")}
#: What is wrong with an address typed, in words.
ADDRESS_WORDS = {"empty": N_("Type the code or the address the host's window shows."),
                 "long": N_("That address is too long."),
                 "host": N_("That is not an address: type the host's code, or an address such as "
                            "192.168.1.20:{port}."),
                 "port": N_("That is not a port: a port is a number from 1 to 65535."),
                 "key": N_("That is not the host's key: after the address and a slash, the six letters "
                           "the host's window shows.")}
#: Why a host turned a guest away, in words (the host's own line for anything else).
REFUSED_WORDS = {"version": N_("the host plays another version of the game: both need the same one"),
                 "taken": N_("another player already has the seat at this table"),
                 "key": N_("this partie is by invitation: ask the host for the whole code (or the address "
                           "with its key)")}
#: Why a guest gave up a host that never welcomed it, in words.
FAILED_WORDS = {"silent": N_("that address does not answer as a Piquet host does"),
                "junk": N_("that address sends what no Piquet host sends"),
                "welcome": N_("the host's welcome cannot be read: is it another version of the game?")}
#: Why a guest could not connect, in words.
DOWN_WORDS = {"refused": N_("nobody is hosting at that address"),
              "timeout": N_("no answer from that address"),
              "unreachable": N_("that address cannot be reached"),
              "not a host": N_("that address is not a Piquet host"),
              "not an address": N_("that is not an address")}


def local_address() -> str:
    """This computer's address on its network (the one a friend on it connects to)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # a documentation address: nothing is sent
            address = s.getsockname()[0]
            if address and not address.startswith("0."):
                return address
    except OSError:
        pass
    try:
        return socket.gethostbyname(socket.gethostname())
    except OSError:
        return "127.0.0.1"


def network_name(app, name: str, number: int) -> str:
    """The name a player goes by at another computer: his own, or "Player 1" (the
    host) / "Player 2" (the guest) in his language for a name the game gave (its
    "You" would name the wrong player over there)."""
    name = clean_name(name, "")
    if not name or is_given_name(name):
        return app.tr("Player {number}").format(number=number)
    return name


def refused_words(session: GuestSession, tr) -> str:
    """Why the host turned us away (or we gave it up), in our language where the
    reason is known."""
    if session.failed and not session.refused:
        return tr(FAILED_WORDS.get(session.failed_kind, FAILED_WORDS["silent"]))
    said = REFUSED_WORDS.get(session.refused_rule)
    return tr(said) if said else session.refused


def networked(app) -> bool:
    """The game chosen can be played over the network (a game of Piquet: not Ass)."""
    return screens_of(app.settings.game_kind).networked


# ------------------------------------------------------------------ starting


def host_partie(app, port: int | None = None, variant=None, first: str = "cut", resumed=None,
                friends: int = 1) -> str:
    """Open the host's table (a new partie, or ``resumed``); "" or why it could not."""
    port = DEFAULT_PORT if port is None else port
    try:
        link = HostLink(port)
    except OSError as exc:
        why = app.tr("Port {port} cannot be opened ({reason}): is another game hosting on it?").format(
            port=port, reason=exc.strerror or type(exc).__name__)
        app.notices.append(why)
        return why
    name = network_name(app, app.settings.player_name, 1)
    if resumed is not None:
        controller, seat = resumed.controller, resumed.viewer or 0
    else:
        if isinstance(variant, str):
            variant = variant_named(variant)
        if variant is None:
            variant = app.settings.game() if networked(app) else variant_named("rubicon")

        game = new_partie(variant, name, first if first in FIRST_DEALERS else "cut")
        friends = max(1, min(friends, variant.players - 1))
        level = app.settings.level  # the computer in the seats no friend takes (three or four)
        controller = host_controller(game, Seat.human(name, auto_declare=not app.settings.own_declarations),
                                     friends=friends, level=level,
                                     seed=random.SystemRandom().randrange(1 << 30))
        seat = 0
    session = HostSession(controller, link, seat)  # its invitation's key drawn afresh
    if resumed is not None:
        session.mark_joined()
    app.stack.replace(HostTableScene(app, controller, session))
    return ""


def join_partie(app, host: str, port: int, name: str | None = None, key: str = "") -> None:
    """Connect to a host (``key``: his invitation's): the screen that waits for its welcome."""
    name = network_name(app, name or app.settings.player_name, 2)
    session = guest_session(host, port, name, auto_declare=not app.settings.own_declarations, key=key)
    session.link = GuestLink(host, port, session.hello)
    app.stack.replace(JoiningScene(app, session, f"{host}:{port}"))


# -------------------------------------------------------------- the screen


def seat_game(name: str, tr) -> str:
    """The game of a saved seat (its variant's name) in words."""

    variant = VARIANTS.get(name)
    return game_words(variant, tr=tr) if variant is not None else name


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
        self.saved = saved_partie(app, "network")

        self.seat, notice = network_seat.load()  # a partie joined and not finished: its address
        if notice and notice not in app.notices:
            app.notices.append(notice)
        self.entries: dict[str, pygame_gui.elements.UITextEntryLine] = {}

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
        n = len(FIRST_DEALERS)
        fw = (bw - (n - 1) * gap) // n
        for i, key in enumerate(FIRST_DEALERS):
            self.button((x + i * (fw + gap), y, fw, round(bh * 0.8)), tr(FIRST_WORDS[key]),
                        partial(self.choose_first, key),
                        object_id="@chosen" if key == self.first else None,
                        tooltip=tr("Who deals the first deal (the host chooses)"))
        y += round(bh * 0.8) + gap
        seats = self.app.settings.game().players if networked(self.app) else 2
        if seats > 2:  # a table of three or four: how many friends join, the computer in the other seats
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
            self.button((x, y, hw, bh), tr("Resume"), self.resume_hosting, object_id="@primary",
                        tooltip=tr("Host the saved partie again: your friend joins it as before"))
            self.button((x + hw + gap, y, bw - hw - gap, bh), tr("Host a new partie"), self.host,
                        tooltip=tr("Your friend joins with the code shown (the saved partie is given up)"))
        else:
            self.button((x, y, bw, bh), tr("Host a partie"), self.host, object_id="@primary",
                        tooltip=tr("Your friend joins with the code shown, on port {port}").format(
                            port=DEFAULT_PORT))
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
        if not networked(self.app):
            self.error = self.tr("Ass is not played over the network yet: choose a game of Piquet "
                                 "first (Game: …)")
            return
        self.name_typed()
        self.error = host_partie(self.app, port=self.port, variant=self.app.settings.game(), first=self.first,
                                 friends=self.friends)

    def resume_hosting(self) -> None:
        if self.saved is not None:
            self.error = host_partie(self.app, port=self.port, resumed=self.saved)

    def join(self) -> None:
        entry = self.entries.get("address")
        try:
            host, port, key = parse_address(entry.get_text() if entry else "")
        except AddressError as exc:
            self.error = self.tr(ADDRESS_WORDS[exc.kind]).format(port=DEFAULT_PORT)
            return
        join_partie(self.app, host, port, self.name_typed(), key)

    def confirm(self) -> bool:
        entry = self.entries.get("address")
        if entry is not None and entry.is_focused and entry.get_text().strip():
            self.join()
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
            self.app.stack.replace(GuestTableScene(self.app, self.session))

    def back(self) -> None:
        self.session.close()

        self.app.stack.replace(self.app.scene("menu"))


# ----------------------------------------------------------------- tables


class _NetworkTable(TableScene):
    """What both sides' tables share: no take-backs, the pause while the other is
    away, the chat line and quick phrases, the end of the partie."""

    session: HostSession | GuestSession

    def apply_take_backs(self) -> None:
        self.controller.take_backs = False

    def update(self, dt: float) -> None:
        self.read_wire()
        super().update(dt)

    def update_covered(self, dt: float) -> None:
        self.read_wire()  # the other computers are heard under the deal's summary and the pause too
        super().update_covered(dt)

    def read_wire(self) -> None:
        """What came from the other computers since the last frame (each side its own)."""

    @property
    def other(self) -> str:
        """The other player: the guest at the host's table (the first, at a table
        of three or four), the host at a guest's."""
        return self.names[self.other_seat]

    @property
    def other_seat(self) -> int:
        viewer = self.viewer if self.viewer is not None else 0
        return 1 - viewer

    @property
    def connected(self) -> bool:
        return self.session.connected

    def my_turn(self) -> bool:
        return self.connected and super().my_turn()

    def tell(self, text: str) -> None:
        self.message = text
        self.message_left = MESSAGE_SECONDS * 2

    def tell_own(self, said: str) -> None:
        self.lines = (self.lines + [Line(None, said, "chat")])[-60:]
        self.tell(said)

    def told_line(self, kind: str, text: str, name: str = "") -> str:
        tr = self.tr
        who = name or self.other
        if kind == "chat":
            return tr.labelled(who, text)
        if kind == "phrase":
            return tr.labelled(who, tr(PHRASE_WORDS[text]))
        return ""

    def hear(self, kind: str, text: str, name: str = "") -> None:
        """A line or phrase from another player: over the table a while, and kept
        in the side panel's commentary."""
        said = self.told_line(kind, text, name)
        self.lines = (self.lines + [Line(None, said, "chat")])[-60:]
        self.tell(said)

    def say_phrase(self, key: str) -> None:
        if key in PHRASES and self.connected:
            self.session.phrase(key)
            self.tell_own(self.tr("You: {words}").format(words=self.tr(PHRASE_WORDS[key])))

    def send_chat(self, text: str) -> None:
        text = " ".join(text.split())[:MAX_CHAT]
        if text and self.connected:
            self.session.chat(text)
            self.tell_own(self.tr("You: {words}").format(words=text))

    def handle_event(self, event: pygame.event.Event) -> bool:
        entry = self._chat
        if entry is not None:  # a line being typed takes the keys
            if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is entry:
                self.close_chat(True)
                return True
            if event.type == pygame.KEYDOWN:
                if event.key == pygame.K_ESCAPE:
                    self.close_chat(False)
                return True
        if event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_CTRL \
                and pygame.K_1 <= event.key < pygame.K_1 + len(PHRASES):
            self.say_phrase(PHRASES[event.key - pygame.K_1])
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_t and not event.mod & pygame.KMOD_CTRL:
            self.open_chat()
            return True
        return super().handle_event(event)

    _chat: pygame_gui.elements.UITextEntryLine | None = None

    def open_chat(self) -> None:
        """T: a line to the other player (Enter sends it, Esc drops it)."""
        if self._chat is not None or not self.connected:
            return
        w, h = self.app.size
        bh = max(30, round(h * 0.05))
        entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(round(w * 0.2), round(h * 0.45), round(w * 0.6), bh), self.app.ui,
            placeholder_text=self.tr("A word to {name} (Enter sends it)").format(name=self.other))
        entry.set_text_length_limit(MAX_CHAT)
        entry.focus()
        self._chat = entry

    def close_chat(self, send: bool) -> None:
        entry = self._chat
        if entry is None:
            return
        if send:
            self.send_chat(entry.get_text())
        entry.kill()
        self._chat = None

    def partie_end_buttons(self, scene) -> list[tuple[str, object, str | None]]:
        return [(self.tr("Main menu"), self.leave, "@primary")]

    def exit(self) -> None:
        self.close_chat(False)
        super().exit()

    def leave(self) -> None:
        self.session.close()
        super().leave()

    def away_words(self) -> list[str]:
        """The panel over the table while the other is not there ([] when he is)."""
        return []

    def picture_key(self) -> tuple | None:
        key = super().picture_key()
        return None if key is None else (*key, self.connected, tuple(self.away_words()))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        rows = self.away_words()
        if rows:
            self.draw_away(surface, rows)

    def draw_away(self, surface: pygame.Surface, rows: list[str]) -> None:
        """The panel over the table: a heading, then the lines (the second in gold:
        what to give or do)."""
        w, h = surface.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        fs = max(14, round(h * 0.026))
        width = round(min(w * 0.7, h * 1.1))
        text = self.app.text
        laid: list[tuple[str, int, tuple, bool]] = []
        for i, said in enumerate(rows):
            size = round(fs * 1.3) if i == 0 else fs
            colour = GOLD if i <= 1 else INK if i < len(rows) - 1 else DIM
            laid += [(row, size, colour, i <= 1) for row in text.wrap(said, size, round(width * 0.9))]
        height = round(sum(size * 1.45 for _, size, _, _ in laid) + fs * 2)
        r = pygame.Rect((w - width) // 2, max(4, round(h * 0.42 - height / 2)), width, height)
        pygame.draw.rect(surface, CARD, r, border_radius=14)
        pygame.draw.rect(surface, BORDER, r, width=2, border_radius=14)
        y: float = r.y + fs
        for row, size, colour, bold in laid:
            text.blit(surface, row, size, (r.centerx, y), colour, bold, "midtop")
            y += size * 1.45


class HostTableScene(_NetworkTable):
    """The host's table: its engine plays the partie."""

    name = "network-host"
    session: HostSession

    def __init__(self, app, controller, session: HostSession) -> None:
        super().__init__(app, controller, viewer=session.host_seat)
        self.session = session
        self.address = local_address()
        self.code = address_code(self.address, session.link.port, session.key) or ""

    @property
    def other_seat(self) -> int:
        missing = self.session.missing
        return missing[0] if missing else self.session.guest_seat

    def read_wire(self) -> None:
        for events in self.session.poll():
            self.feed(events)
        while self.session.notices:
            n = self.session.notices.popleft()
            tr = self.tr
            if n.kind == "joined":
                self.model.players = tuple(s.name for s in self.controller.seats)
                self.remember()  # the commentary and the teacher with the friend's name
                self.tell(tr("{name} has joined the table.").format(name=n.text))
            elif n.kind == "back":
                self.tell(tr("{name} is back at the table.").format(name=n.text))
            elif n.kind == "left":
                self.tell(tr("{name} has left the table.").format(name=shown_name(n.name, tr)))
            elif n.kind == "stranger":  # once an address: someone without the code's key
                self.tell(tr("Someone at {address} tried to join without your code: turned away.").format(
                    address=n.text))
            # a refused move ("illegal") is the guest's own business: which rule it broke
            # would tell of his hand (a refused card off suit: he holds the suit led)
            elif n.kind in ("chat", "phrase"):
                self.hear(n.kind, n.text, n.name)

    def advance(self) -> None:
        if not self.connected and not self.seen.over:
            return  # the partie waits for the friend
        super().advance()

    def after_action(self, events) -> None:
        super().after_action(events)
        self.session.send_events(events)

    def away_words(self) -> list[str]:
        if self.connected or self.seen.over:
            return []
        tr = self.tr
        port = self.session.link.port
        missing = self.session.missing
        gone = [self.names[s] for s in missing if self.session.has_joined(s)]
        if gone:
            head = tr("{name} has left the table: the partie waits for them").format(name=", ".join(gone))
        elif len(self.session.guest_seats) == 1:
            head = tr("Waiting for your friend to join")
        else:
            seated = len(self.session.guest_seats) - len(missing)
            head = tr("Waiting for your friends to join ({seated} of {friends} at the table)").format(
                seated=seated, friends=len(self.session.guest_seats))
        rows = [head]
        if self.code:
            rows.append(tr("Your code: {code}").format(code=self.code))
        rows.append(tr("Or the address: {address}").format(
            address=invitation_address(self.address, port, self.session.key)))
        rows.append(tr("Your friend chooses Play on the network, then Join, and types it. Over the "
                       "internet, open TCP port {port} to this computer in your router.").format(port=port))
        saved = self.session.joined_before
        rows.append(tr("Esc: leave (the partie stays saved)") if saved else tr("Esc: leave"))
        return rows


class GuestTableScene(_NetworkTable):
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
        self.kept_record = False

    @property
    def other_seat(self) -> int:
        return self.session.host_seat

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
        while s.notices:
            kind, text, name = s.notices.popleft()
            tr = self.tr
            if kind == "refusal":
                self.say_error(text)
            elif kind == "down":
                self.tell(tr("The connection to {name} is lost.").format(name=self.other))
            elif kind == "back":
                self.tell(tr("Connected again: the partie goes on."))
            elif kind in ("chat", "phrase"):
                self.hear(kind, text, name)
        if s.record is not None and not self.kept_record:
            self.kept_record = True
            self.keep_record(s.record)

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

    def away_words(self) -> list[str]:
        s = self.session
        if s.connected or self.seen.over:
            return []
        tr = self.tr
        if s.refused:
            return [tr("The host said no"), refused_words(s, tr), tr("Esc: leave")]
        if s.failed:
            return [tr("Given up: {reason}").format(reason=refused_words(s, tr)),
                    tr("Esc: leave (the host keeps the partie: join again to take it up)")]
        why = DOWN_WORDS.get(s.down)
        rows = [tr("The connection to {name} is lost").format(name=self.other),
                tr("Connecting again by itself…")]
        if why:
            rows.append(tr(why))
        rows.append(tr("Esc: leave (the host keeps the partie: join again to take it up)"))
        return rows


__all__ = ["GuestTableScene", "HostTableScene", "JoiningScene", "NetworkScene", "host_partie", "join_partie"]
