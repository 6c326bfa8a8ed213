"""The guest's side of a network partie: a table that knows only what its seat may.

The guest holds no engine.  A :class:`RemoteGame` answers what the table asks of a
game (its phase, whose move, the scores, the legal actions of the guest's own
decision...) from what the host sent: the guest seat's
:class:`~piquet_game.rules.view.SeatView`, the partie's public state, and the
deals' events as this seat saw them.  A :class:`GuestController` stands where the
:class:`~piquet_game.controller.Controller` stands for the table: it hands the
host's updates to the table one at a time, each when the table is still, and
sends the person's decisions to the host, whose engine checks them (a refusal
comes back with the engine's own words).

:class:`GuestSession` reads the :class:`~piquet_game.net.link.GuestLink`: the
welcome (again after every reconnection, with the whole state), updates, refusals,
chat, and the record once the partie is over.  No pygame here.
"""

from __future__ import annotations

import queue
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING, Any

from ..common.events import Event
from ..controller import Controller, Seat
from ..rules import IllegalActionError, Phase
from ..rules.actions import Exchange
from ..rules.view import PublicDeal, PublicPartie, SeatView, Standing
from .protocol import (
    MAX_CHAT,
    PHRASES,
    PROTOCOL,
    ProtocolError,
    _int,
    _opt_int,
    clean_text,
    events_from_json,
    program_version,
    read_action,
    text_field,
    variant_from_json,
    view_from_json,
)
from .protocol import (
    field as message_field,
)

if TYPE_CHECKING:
    from ..common.table_game import SeatedGame


@dataclass
class GuestDeal:
    """One deal as the guest's seat saw it (the shape the table reads of a DealLog)."""

    number: int
    dealer: int
    events: list[Event] = field(default_factory=list)
    scores: list[int] | None = None
    actions: list = field(default_factory=list)
    redealt: bool = False
    thrown_in: list = field(default_factory=list)


class RemoteGame(Standing):
    """The partie at a network guest's computer, from the host's words: the guest's
    seat's view, its legal actions and what every seat knows (the game at a table's
    :class:`~piquet_game.common.table_game.SeatedGame`, nothing more: the table reads
    it through :meth:`~piquet_game.controller.Controller.seen` as at the host)."""

    kind = "piquet"
    pack = 32  # the cards an event may name

    @property
    def title(self) -> str:
        return self.variant.title

    def __init__(self, seat: int, players: tuple[str, ...], variant) -> None:
        self.seat = seat
        self.players = players
        self.variant = variant
        self.history: list[GuestDeal] = []
        self._view: SeatView | None = None
        self.is_over = False
        self.packet = 2
        self.next_dealer = 0
        self.prior = 0
        self.game_starts: list[int] = [0]
        self.game_winners: list[int] = []
        self.winner: int | None = None
        self.result: int | None = None
        self.loser: int | None = None
        self._legal: list = []
        self._exchange: tuple[int, int, tuple[int, ...], tuple[bool, ...]] = (0, -1, (), ())
        self._exchanges: list | None = None

    # ---------------------------------------------------------- from the host

    def set_state(self, state: Any) -> None:
        if not isinstance(state, dict):
            raise ProtocolError("a state is an object", "state")
        view = view_from_json(state.get("view"))
        if view.seat != self.seat:
            raise ProtocolError("a view of another seat", "state")
        legal_v = state.get("legal", [])
        if not isinstance(legal_v, list) or len(legal_v) > 5000:
            raise ProtocolError("legal actions are a list", "state")
        legal = [read_action(a) for a in legal_v]
        exchange: tuple[int, int, tuple[int, ...], tuple[bool, ...]] = (0, -1, (), ())
        if "exchange" in state:
            ex = state["exchange"]
            if not isinstance(ex, list) or len(ex) != 4 or not isinstance(ex[2], list) \
                    or not isinstance(ex[3], list) or len(ex[2]) > 13 or len(ex[3]) > 13:
                raise ProtocolError("an exchange is [lo, hi, counts, shows]", "state")
            if not all(isinstance(b, bool) for b in ex[3]):
                raise ProtocolError("an exchange's shows are true or false", "state")
            exchange = (_int(ex[0], 0, 12, "lo"), _int(ex[1], -1, 12, "hi"),
                        tuple(_int(n, 0, 12, "a count") for n in ex[2]), tuple(ex[3]))
        starts = state.get("game_starts", [0])
        winners = state.get("game_winners", [])
        if not isinstance(starts, list) or not isinstance(winners, list) or len(starts) > 500 \
                or len(winners) > 500:
            raise ProtocolError("games are lists", "state")
        is_over = state.get("is_over", False)
        if not isinstance(is_over, bool):
            raise ProtocolError("is_over is true or false", "state")
        # every field read before any is kept: a state refused changes nothing
        packet = _int(state.get("packet", 2), 1, 12, "packet")
        next_dealer = _int(state.get("next_dealer", 0), 0, 5, "next dealer")
        prior = _int(state.get("prior", 0), 0, 1000, "prior")
        game_starts = [_int(s, 0, 10**4, "a game's start") for s in starts] or [0]
        game_winners = [_int(s, 0, 5, "a game's winner") for s in winners]
        winner = _opt_int(state.get("winner"), 0, 5, "the winner")
        result = _opt_int(state.get("result"), -10**6, 10**6, "the result")
        loser = _opt_int(state.get("loser"), 0, 5, "the loser")
        self._view = view
        self._legal = legal
        self._exchange = exchange
        self._exchanges = None  # spelled out when first asked
        self.is_over = is_over
        self.packet, self.next_dealer, self.prior = packet, next_dealer, prior
        self.game_starts, self.game_winners = game_starts, game_winners
        self.winner, self.result, self.loser = winner, result, loser

    def set_history(self, value: Any) -> None:
        if not isinstance(value, list) or len(value) > 1000:
            raise ProtocolError("a history is a list of deals", "history")
        deals = []
        for d in value:
            if not isinstance(d, dict):
                raise ProtocolError("a deal is an object", "history")
            scores = d.get("scores")
            if scores is not None and (not isinstance(scores, list) or len(scores) > 6):
                raise ProtocolError("a deal's scores are a list", "history")
            deals.append(GuestDeal(_int(d.get("number"), 1, 10**4, "a deal's number"),
                                   _int(d.get("dealer"), 0, 5, "a dealer"), events_from_json(d.get("events")),
                                   None if scores is None else [_int(s, -10**6, 10**6, "a score")
                                                                for s in scores]))
        self.history = deals

    def check_events(self, events: list[Event]) -> None:
        """The events of an update, read field by field already (:func:`events_from_json`):
        nothing more is asked of Piquet's here."""

    def record(self, events: list[Event]) -> None:
        """The events of an update, in the deals' logs."""
        for e in events:
            if e.kind == "deal" or not self.history:
                thrown: list = []
                if self.history and self.history[-1].redealt:  # thrown in: kept with the deal again
                    last = self.history.pop()
                    thrown, last.thrown_in = [*last.thrown_in, last], []
                if e.kind == "deal":
                    number = e.info[0] if e.info else len(self.history) + 1
                    self.history.append(GuestDeal(number, e.seat or 0, thrown_in=thrown))
                else:
                    self.history.append(GuestDeal(len(self.history) + 1, 0))
            log = self.history[-1]
            log.events.append(e)
            if e.kind == "deal-end":
                log.scores = list(e.info)
            elif e.kind == "redeal":  # both passed: the same dealer deals again
                log.redealt = True

    # ------------------------------------------------- as a game at a table (SeatedGame)

    @property
    def view_now(self) -> SeatView:
        if self._view is None:
            raise RuntimeError("no state from the host yet")
        return self._view

    def view(self, seat: int) -> SeatView:
        if seat != self.seat:
            raise ValueError("the guest knows only its own seat's view")
        return self.view_now

    def public(self) -> PublicPartie:
        """What every seat knows of the partie, from the host's words."""
        view = self.view_now
        return PublicPartie(
            players=self.players, variant=self.variant, packet=self.packet, next_dealer=self.next_dealer,
            phase=view.phase, deal_scores=view.deal_scores, game_starts=tuple(self.game_starts),
            game_winners=tuple(self.game_winners), prior=self.prior, winner=self.winner, result=self.result,
            history=tuple(PublicDeal.of(d) for d in self.history),
            left=view.left, loser=self.loser,
        )

    @property
    def phase(self) -> Phase:
        return self.view_now.phase

    @property
    def to_move(self) -> int | None:
        return self.view_now.to_move

    @property
    def deal_number(self) -> int:
        return self.view_now.deal_number

    def legal_actions(self) -> list:
        """The guest's choices now: the host's list, and an exchange's discards
        spelled out from its counts (the host sends those, not thousands of discards)."""
        if self._exchanges is None:
            self._exchanges = self._spell_exchanges()
        return list(self._legal) + self._exchanges

    def _spell_exchanges(self) -> list:
        lo, hi, counts, shows = self._exchange
        if hi < 0 or self._view is None:
            return []
        cards = [c for c in range(32) if self._view.hand >> c & 1]
        out: list[Exchange] = []
        for n in counts:
            if n > len(cards):
                continue
            options: tuple[bool | None, ...] = (True, False) if n < len(shows) and shows[n] else (None,)
            for combo in combinations(cards, n):
                mask = 0
                for c in combo:
                    mask |= 1 << c
                out.extend(Exchange(mask, show) for show in options)
        return out


class GuestController(Controller):
    """The table's controller at the guest's computer: moves come from the host."""

    def __init__(self, game: RemoteGame, seats: list[Seat], session: GuestSession) -> None:
        super().__init__(game, seats)  # type: ignore[arg-type]
        self.session = session
        self.updates: deque[tuple[dict[str, Any], list[Event]]] = deque()
        self.awaiting = False  # a decision sent, its answer not yet come
        self.resynced = False  # a welcome replaced the state: the table lays itself out again
        self.renamed = False  # the players' names changed: the table's words follow

    @property
    def seat(self) -> int:
        return self.game.seat  # type: ignore[attr-defined]

    @property
    def pack(self) -> int:
        """The cards an event from the host may name: its game's pack (32 or 36)."""
        return self.game.pack  # type: ignore[attr-defined]

    def needs_deal(self) -> bool:
        return False  # the host deals

    def automatic(self, seat: int):
        return None  # the host makes the moves a person need not think about

    def waiting_for_person(self) -> int | None:
        g = self.game
        if (self.updates or self.awaiting or not self.session.connected or g.to_move != self.seat
                or not g.legal_actions()):
            return None
        return self.seat

    def step(self) -> list[Event] | None:
        """The host's next update, applied: its events (None when none has come)."""
        if not self.updates:
            return None
        state, events = self.updates.popleft()
        try:
            self.game.check_events(events)  # type: ignore[attr-defined]  # the events first: all or nothing
            self.game.set_state(state)  # type: ignore[attr-defined]
        except ProtocolError as exc:  # a host's broken words: told, and the table stays as it was
            self.session.notices.append(("junk", str(exc), ""))
            return None
        self.game.record(events)  # type: ignore[attr-defined]
        self.changed()
        return events

    def submit(self, action, seat: int) -> list[Event]:
        if seat != self.seat:
            raise RuntimeError(f"seat {seat} is played at the other computer")
        if not self.session.connected:
            raise IllegalActionError("the connection to the host is down: wait for it to come back",
                                     "offline")
        if self.awaiting or self.updates:
            raise IllegalActionError("wait: your last decision is on its way", "waiting")
        if isinstance(action, Exchange) and self.game.phase is not Phase.EXCHANGE_YOUNGER:
            action = Exchange(action.discard, None)
        self.session.send_action(action)
        self.awaiting = True
        return []

    def check(self, action, seat: int) -> None:
        if action not in self.game.legal_actions():
            raise IllegalActionError("not one of your choices now", "illegal")

    def deal(self, cards=None):
        raise RuntimeError("the host deals")

    def rename(self, value: Any) -> None:
        """The players' names as they are now (a guest joined the table of three or four)."""
        players = read_players(value)
        game = self.game
        if len(players) != len(self.seats):
            raise ProtocolError("the players are the table's", "players")
        game.players = players
        for seat, name in zip(self.seats, players, strict=True):
            seat.name = name
        self.renamed = True


def read_players(value: Any) -> tuple[str, ...]:
    """The players' names a host sent: two to six (Ass), each a short line."""
    if not isinstance(value, list) or not 2 <= len(value) <= 6:
        raise ProtocolError("a network partie has two to six players", "welcome")
    return tuple(text_field({"p": p}, "p", 80) for p in value)


def piquet_remote(seat: int, players: tuple[str, ...], welcome: dict[str, Any]) -> RemoteGame:
    """A guest's partie of Piquet from the host's welcome (its variant, the deals so
    far as this seat saw them, the table now)."""
    game = RemoteGame(seat, players, variant_from_json(welcome.get("variant")))
    game.set_history(welcome.get("history"))
    game.set_state(welcome.get("state"))
    return game


#: A guest's game from a welcome, by the game the host plays: Piquet's by
#: default; the window adds Ass's (:mod:`piquet_game.ass.net`).
Remote = Callable[[int, tuple[str, ...], dict[str, Any]], Any]
REMOTES: dict[str, Remote] = {"piquet": piquet_remote}


#: Seconds a guest waits for a welcome once a connection is open (again after each
#: drop): a host that says nothing, or nothing a guest can read, is given up.
WELCOME_SECONDS = 15.0
#: Messages before the welcome that are not a host's words: the host is given up.
JUNK_BEFORE_WELCOME = 3
#: Connections in a row that open and close with no welcome: the host is given up.
OPENS_BEFORE_WELCOME = 4


class GuestSession:
    """Reads the link; owns the guest's controller once the host has welcomed it.

    A host that does not welcome us (it says nothing, or nothing we can read: junk,
    a message too large, a welcome that breaks the protocol) is given up after a
    bounded wait: :attr:`failed` says why, and the link stops trying."""

    def __init__(self, link, name: str, auto_declare: bool = True, token: str = "", key: str = "",
                 remotes: dict[str, Remote] | None = None, computer: int = 0) -> None:
        self.link = link
        #: the level of the computer that plays this seat (0: a person); a seat with no
        #: name of its own is named by it at the host's table
        self.computer = computer
        #: the games this guest's table can play, by name (a host playing another is refused)
        self.remotes = remotes if remotes is not None else REMOTES
        self.name = name
        self.auto_declare = auto_declare
        self.token = token  # our seat's, once a host has given it (or saved from before)
        self.key = key  # the key of the host's invitation (a newcomer's hello needs it)
        self.failed = ""  # the host was given up: why (it never welcomed us)
        self.failed_kind = ""  # and of which kind: silent, junk, welcome
        self._waiting_since: float | None = None  # the connection open now, not yet welcomed: since when
        self._opens = 0  # connections opened since the last welcome
        self._junk = 0  # messages since then that are not a host's words
        self.controller: GuestController | None = None
        self.connected = False  # welcomed on the connection now open
        self.refused = ""  # the host turned us away for good: why
        self.refused_rule = ""  # and the rule it named ("version", "taken")
        self.host_seat = 0  # the host's seat, once welcomed
        self.kind = ""  # the family of the game the host plays ("piquet", "ass"), once welcomed
        self.down = ""  # why the connection is down ("" while up)
        self.record: dict[str, Any] | None = None  # the partie's record, once over
        # what to tell: (kind, text, who): "refusal", "chat", "phrase" (who said it), "down", "back"...
        self.notices: deque[tuple[str, str, str]] = deque(maxlen=50)
        self.received = 0
        self.spy: Callable[[dict[str, Any]], None] | None = None  # tests: every message received
        self.on_welcome: Callable[[GuestSession], None] | None = None  # after each welcome (the seat saved)
        self.on_record: Callable[[dict[str, Any]], None] | None = None  # the partie's record has come

    def hello(self) -> dict[str, Any]:
        return {"type": "hello", "protocol": PROTOCOL, "version": program_version(), "name": self.name,
                "token": self.token, "key": self.key, "auto_declare": self.auto_declare,
                "computer": self.computer}

    def give_up(self, why: str, kind: str) -> None:
        """No welcome from this host: stop trying, and say why (``kind``: ``silent``,
        ``junk`` or ``welcome``, for a screen to say in its language)."""
        if not self.failed and not self.refused:
            self.failed, self.failed_kind = why, kind
            self.connected = False
            self.link.give_up(hang_up=True)

    def _check_welcome(self) -> None:
        since = self._waiting_since
        if since is None or self.failed or time.monotonic() - since <= WELCOME_SECONDS:
            return
        if self._junk:
            said = f" (it sent {self._junk} message(s) that are not a Piquet host's)"
        else:
            said = f" ({self.down})" if self.down and self.down != "dropped" else ""
        self.give_up(f"no welcome from the host in {WELCOME_SECONDS:g} s{said}",
                     "junk" if self._junk or self.down == "too big" else "silent")

    def send_action(self, action) -> None:
        self.link.send({"type": "action", "action": str(action)})

    def chat(self, text: str) -> None:
        self.link.send({"type": "chat", "text": text[:MAX_CHAT]})

    def phrase(self, key: str) -> None:
        if key in PHRASES:
            self.link.send({"type": "phrase", "key": key})

    def poll(self, most: int = 200) -> None:
        try:
            self._poll(most)
        finally:
            self._check_welcome()

    def _poll(self, most: int) -> None:
        for _ in range(most):
            try:
                item = self.link.inbox.get_nowait()
            except queue.Empty:
                return
            kind = item[0]
            if self.failed:
                continue  # given up: nothing more is heard from that host
            if kind == "open":
                self.down = ""
                self._waiting_since = time.monotonic()
                self._opens += 1
            elif kind in ("closed", "retry"):
                self._waiting_since = None
                if kind == "closed" and self._opens >= OPENS_BEFORE_WELCOME:
                    self.give_up(f"the host closed {self._opens} connections in a row without a welcome "
                                 f"({item[1] or 'dropped'})", "junk" if item[1] == "too big" else "silent")
                was = self.connected
                self.connected = False
                self.down = item[1] or "dropped"
                if self.controller is not None:
                    self.controller.awaiting = False  # sent again, if need be, once back
                if was:
                    self.notices.append(("down", self.down, ""))
            elif kind == "junk":
                self.notices.append(("junk", item[2], ""))
                self._strike(f"not a host's message: {item[2]}")
            elif kind == "message":
                self.received += 1
                if self.spy is not None:
                    self.spy(item[1])
                try:
                    self._message(item[1])
                except ProtocolError as exc:
                    self.notices.append(("junk", str(exc), ""))
                    if item[1].get("type") == "welcome":  # a welcome we cannot read: nothing to wait for
                        self.give_up(f"the host's welcome cannot be read: {str(exc)[:100]}", "welcome")
                    else:
                        self._strike(str(exc))

    def _strike(self, why: str) -> None:
        """Words from the host that are not a host's, while no welcome has come."""
        if self._waiting_since is not None:
            self._junk += 1
            if self._junk >= JUNK_BEFORE_WELCOME:
                self.give_up(f"the host sent {self._junk} messages that are not a Piquet host's "
                             f"({why[:100]})", "junk")

    def _message(self, m: dict[str, Any]) -> None:
        kind = m["type"]
        if kind == "welcome":
            self._welcome(m)
        elif kind == "refused":  # for good: its words, however long, cut to a line
            message, rule = m.get("message"), m.get("rule")
            self.refused = clean_text(message[:300] if isinstance(message, str) else "")[:200] or "refused"
            self.refused_rule = clean_text(rule[:40]) if isinstance(rule, str) else ""
            self.connected = False
            self.link.give_up()
        elif self.controller is None:
            return
        elif kind == "update":
            events = events_from_json(m.get("events"), pack=self.controller.pack)
            state = m.get("state")
            if not isinstance(state, dict):
                raise ProtocolError("an update has a state", "update")
            self.controller.updates.append((state, events))
            self.controller.awaiting = False
        elif kind == "refusal":
            self.controller.awaiting = False
            self.notices.append(("refusal", text_field(m, "message", 300, "refused"), ""))
        elif kind == "chat":
            text = text_field(m, "text", MAX_CHAT, "")
            if text:
                self.notices.append(("chat", text, text_field(m, "name", 80, "")))
        elif kind == "phrase":
            key = message_field(m, "key", str)
            if key in PHRASES:
                self.notices.append(("phrase", key, text_field(m, "name", 80, "")))
        elif kind == "players":  # a guest joined the table: his name
            self.controller.rename(m.get("players"))
        elif kind == "record":
            record = m.get("record")
            if isinstance(record, dict):
                self.record = record
                if self.on_record is not None:
                    self.on_record(record)
        elif kind == "bye":
            self.notices.append(("bye", "", ""))

    def _welcome(self, m: dict[str, Any]) -> None:
        players = read_players(m.get("players"))
        seat = _int(m.get("seat"), 0, len(players) - 1, "the seat")
        default = 1 - seat if len(players) == 2 else 0
        host = _int(m.get("host", default), 0, len(players) - 1, "the host's seat")
        host_name = players[host]
        self.host_seat = host
        token = message_field(m, "token", str)
        if len(token) > 64:
            raise ProtocolError("a token is short", "welcome")
        kind = m.get("game", "piquet")
        remote = self.remotes.get(kind) if isinstance(kind, str) else None
        if remote is None:
            raise ProtocolError(f"the host plays a game this table does not: {str(kind)[:20]!r}", "game")
        game = remote(seat, players, m)
        c = self.controller
        if c is not None and (kind != self.kind or seat != c.seat or len(players) != len(c.seats)):
            raise ProtocolError("a welcome back to another game, seat or table", "welcome")
        self.kind = kind
        self.token = token
        self.connected = True
        self.down = ""
        self._waiting_since, self._opens, self._junk = None, 0, 0
        if self.controller is None:
            seats = [Seat.human(p) if s == seat else Seat.at_distance(p, "") for s, p in enumerate(players)]
            self.controller = GuestController(game, seats, self)
            self.notices.append(("welcome", host_name, ""))
        else:  # back after a drop: the state as it is now, the table laid out again
            c = self.controller
            c.game = game
            c.changed()
            c.updates.clear()
            c.awaiting = False
            c.resynced = True
            self.notices.append(("back", host_name, ""))
        if self.on_welcome is not None:
            self.on_welcome(self)

    def close(self) -> None:
        if self.connected:
            self.link.send({"type": "bye"})
        self.link.stop()


__all__ = ["REMOTES", "GuestController", "GuestDeal", "GuestSession", "Remote", "RemoteGame", "piquet_remote"]


if TYPE_CHECKING:
    _GAME: type[SeatedGame] = RemoteGame  # mypy: the guest's game meets the interface (it plays nothing)
