"""What the network tables of every game share: the words of the network (the
quick phrases, why a host turned a guest away, why a connection is down), this
computer's address, the name a player goes by at another computer, and the table
mixin (:class:`NetTable`): the chat line, the quick phrases and the panel while
another player is away.  Piquet's tables are :mod:`piquet_game.view.network`'s,
Ass's :mod:`piquet_game.ass.view.network`'s."""

from __future__ import annotations

import socket
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from ..common.names import clean_name
from ..i18n import N_
from ..net.guest import GuestSession
from ..net.host import HostSession
from ..net.link import HostLink
from ..net.protocol import DEFAULT_PORT, MAX_CHAT, PHRASES, address_code, invitation_address
from ..vocabulary import is_given_name, shown_name
from .overlay import CARD
from .palette import BORDER, DIM, GOLD, INK
from .scene import Scene
from .table_input import MESSAGE_SECONDS

#: What the quick phrases say (sent by their key: each side reads them in its language).
PHRASE_WORDS = {"good": N_("Good."), "not-good": N_("Not good."), "your-lead": N_("Your lead."),
                "well-played": N_("Well played!"), "thank-you": N_("Thank you."),
                "again": N_("Another partie?")}
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


def open_port(app, port: int | None) -> HostLink | str:
    """The host's link on ``port`` (the game's own by default), or why it cannot be
    opened (told on the screen too)."""
    port = DEFAULT_PORT if port is None else port
    try:
        return HostLink(port)
    except OSError as exc:
        why = app.tr("Port {port} cannot be opened ({reason}): is another game hosting on it?").format(
            port=port, reason=exc.strerror or type(exc).__name__)
        app.notices.append(why)
        return why


def refused_words(session: GuestSession, tr) -> str:
    """Why the host turned us away (or we gave it up), in our language where the
    reason is known."""
    if session.failed and not session.refused:
        return tr(FAILED_WORDS.get(session.failed_kind, FAILED_WORDS["silent"]))
    said = REFUSED_WORDS.get(session.refused_rule)
    return tr(said) if said else session.refused


class NetTable(Scene):
    """What the network tables of every game share, on both sides: the pause while
    another player is away (a panel over the table), the chat line and the quick
    phrases.  Mixed in before the game's own table (:class:`~piquet_game.view.table.TableScene`,
    :class:`~piquet_game.ass.view.table.AssTableScene`), which keeps its commentary
    in its way (:meth:`add_line`)."""

    session: HostSession | GuestSession
    if TYPE_CHECKING:  # what the mixin reads of the table it is mixed into (both tables have them)
        viewer: int | None
        message: str
        message_left: float

        @property
        def names(self) -> tuple[str, ...]: ...
        @property
        def seen(self) -> Any: ...

    def update(self, dt: float) -> None:
        self.read_wire()
        super().update(dt)

    def update_covered(self, dt: float) -> None:
        self.read_wire()  # the other computers are heard under the deal's summary and the pause too
        super().update_covered(dt)  # type: ignore[misc]  # the table's

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
        return self.connected and super().my_turn()  # type: ignore[misc]  # the table's

    def tell(self, text: str) -> None:
        self.message = text
        self.message_left = MESSAGE_SECONDS * 2

    def seen_over(self) -> bool:
        """Whether the game is over (the panel of an absent player is not shown then)."""
        return self.seen.over

    def add_line(self, said: str) -> None:
        """A line of the chat, kept in the table's commentary (each game its own way)."""
        raise NotImplementedError

    def tell_own(self, said: str) -> None:
        self.add_line(said)
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
        self.add_line(said)
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

    def exit(self) -> None:
        self.close_chat(False)
        super().exit()

    def leave(self) -> None:
        self.session.close()
        super().leave()  # type: ignore[misc]  # the table's

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


class HostSide(NetTable):
    """The host's side of a network table, in every game: what the session tells
    (a friend joined, is back, left; a stranger turned away; a line), and the panel
    with the code to give while a friend is not at the table."""

    session: HostSession

    def start_hosting(self, session: HostSession) -> None:
        self.session = session
        self.address = local_address()
        self.code = address_code(self.address, session.link.port, session.key) or ""

    @property
    def other_seat(self) -> int:
        missing = self.session.missing
        return missing[0] if missing else self.session.guest_seat

    def joined(self) -> None:
        """A friend sat down: his name at the table (each game's table its own way)."""

    if TYPE_CHECKING:  # the table's
        def feed(self, events: list) -> None: ...

    def read_wire(self) -> None:
        for events in self.session.poll():
            self.feed(events)
        tr = self.tr
        while self.session.notices:
            n = self.session.notices.popleft()
            if n.kind == "joined":
                self.joined()
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

    def kept_when_left(self) -> bool:
        """Whether the game stays saved when the host leaves it (Piquet's network partie)."""
        return False

    def away_words(self) -> list[str]:
        if self.connected or self.seen_over():
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
        rows.append(tr("Esc: leave (the partie stays saved)") if self.kept_when_left() else tr("Esc: leave"))
        return rows


class GuestSide(NetTable):
    """A friend's side of a network table, in every game: what the session tells
    (a refusal, the connection down and back, a line), and the panel while the
    connection is down."""

    session: GuestSession

    @property
    def other_seat(self) -> int:
        return self.session.host_seat

    def hear_session(self) -> None:
        """The session's notices, each said at the table; the host's record, once it came."""
        s = self.session
        tr = self.tr
        while s.notices:
            kind, text, name = s.notices.popleft()
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

    #: the record the host sent at the end was kept (it is kept once)
    kept_record = False

    if TYPE_CHECKING:  # the table's
        def say_error(self, text: str) -> None: ...

    def keep_record(self, record: dict) -> None:
        """The game is over and the host sent its record: keep it with this
        computer's games (each game its own way)."""
        raise NotImplementedError

    def away_words(self) -> list[str]:
        s = self.session
        if s.connected or self.seen_over():
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


__all__ = ["DOWN_WORDS", "FAILED_WORDS", "PHRASE_WORDS", "REFUSED_WORDS", "GuestSide", "HostSide", "NetTable",
           "local_address", "network_name", "open_port", "refused_words"]
