"""The host's side of a network partie: the engine's only authority.

A :class:`HostSession` sits beside the host's :class:`~piquet_game.controller.Controller`,
whose guest seat is a :meth:`Seat.at_distance <piquet_game.controller.Seat.at_distance>`.
The game's thread calls :meth:`HostSession.poll` each frame: it reads what the
:class:`~piquet_game.net.link.HostLink` received, seats the guest who says hello
(the first one; after a drop only he, by his token), applies his decisions
through ``Controller.submit`` (the engine's own check: an illegal or malformed one
is refused with its rule, and the game goes on) and returns their events for the
host's table.  :meth:`HostSession.send_events` is called with every action's events,
whoever made it: the guest gets those its seat may see, and the table's state as
that seat may know it.

What differs from one game to another (the state a guest's seat may know, its
actions' notation, the record at the end) is the session's *wire*: Piquet's
(:class:`PiquetWire`) by default, Ass's in :mod:`piquet_game.ass.net`.

No pygame here; the host's window, the command line and the tests drive it alike.
"""

from __future__ import annotations

import hmac
import os
import queue
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ..common.events import Event
from ..controller import Controller
from ..families import FAMILIES
from ..rules import Exchange, IllegalActionError
from ..rules.record import game_to_record
from ..vocabulary import is_given_name, unused_name
from .protocol import (
    MAX_CHAT,
    MAX_NAME,
    PHRASES,
    PROTOCOL,
    ProtocolError,
    event_to_json,
    field,
    key_text,
    new_key,
    program_version,
    read_action,
    text_field,
    token_text,
    variant_to_json,
    view_to_json,
)


@dataclass(frozen=True)
class Notice:
    """Something for the host's table to say: ``kind`` is ``joined``, ``back``,
    ``left``, ``refused`` (a guest turned away), ``stranger`` (someone without the
    invitation's key tried to sit down: ``text`` his address, said once an address),
    ``illegal`` (a guest's decision refused), ``chat`` or ``phrase``; ``text`` the
    name, reason, line or phrase key."""

    kind: str
    text: str = ""
    name: str = ""  # who said it (chat, phrase)


#: Wrong keys from one address before it may take no free seat for BLOCKED_SECONDS
#: (a hello without a key is not a guess, and a guest coming back by his token is
#: never kept out).
WRONG_KEYS = 5
BLOCKED_SECONDS = 60.0


class Wire(Protocol):
    """What a network table says of its own game: each game has one."""

    #: the game's family, in the welcome (a guest builds its table by it)
    game: str

    def welcome_fields(self, controller: Controller) -> dict[str, Any]:
        """The welcome's words on the game played (its variant, its rules)."""

    def state(self, controller: Controller, seat: int) -> dict[str, Any]:
        """The table as ``seat`` may know it, with its choices when they are its to make."""

    def history(self, controller: Controller, seat: int) -> list[dict[str, Any]]:
        """Each deal so far as ``seat`` saw it."""

    def read_action(self, text: Any) -> Any:
        """A guest's decision in the game's notation (ProtocolError if it is none)."""

    def over(self, events: list[Event]) -> bool:
        """Whether these events end the partie (or the game)."""

    def record(self, controller: Controller) -> dict[str, Any]:
        """The finished partie's record, for the guests to keep."""


class PiquetWire:
    """Piquet's words on the wire: the seat's :class:`~piquet_game.rules.view.SeatView`
    and the partie's public state, actions in the record's notation."""

    game = "piquet"

    def welcome_fields(self, controller: Controller) -> dict[str, Any]:
        return {"variant": variant_to_json(controller.game.variant)}

    def state(self, controller: Controller, seat: int) -> dict[str, Any]:
        g = controller.game
        out: dict[str, Any] = {
            "view": view_to_json(g.view(seat), g.variant),
            "is_over": g.is_over, "packet": g.packet, "next_dealer": g.next_dealer, "prior": g.prior,
            "game_starts": list(g.game_starts), "game_winners": list(g.game_winners),
            "winner": g.winner, "result": g.result, "loser": g.loser, "deals": len(g.history),
            "legal": [],
        }
        if g.to_move == seat and controller.automatic(seat) is None:
            # an exchange's choices are every discard of a count allowed (thousands):
            # they go as the counts and, for each, whether the rest may be shown
            legal = g.legal_actions()
            out["legal"] = [str(a) for a in legal if not isinstance(a, Exchange)]
            lo, hi = g.exchange_range()
            if hi >= 0 and len(out["legal"]) < len(legal):
                out["exchange"] = [lo, hi, list(g.exchange_counts()),
                                   [g.asks_to_show_rest(n) for n in range(hi + 1)]]
        return out

    def history(self, controller: Controller, seat: int) -> list[dict[str, Any]]:
        return [{"number": log.number, "dealer": log.dealer, "scores": log.scores,
                 "events": [event_to_json(e) for e in log.events if e.visible_to(seat)]}
                for log in controller.game.history]

    def read_action(self, text: Any) -> Any:
        return read_action(text)

    def over(self, events: list[Event]) -> bool:
        return any(e.kind == "partie-end" for e in events)

    def record(self, controller: Controller) -> dict[str, Any]:
        return game_to_record(controller.game)


class HostSession:
    """The host's side, for one guest or several (a table of three or four: each
    seat played from another computer is a guest's, by its token).

    A free seat is taken only with the invitation's ``key`` (the host's window
    shows it in his code): whoever reaches the port without it is turned away at
    every stage of the partie, and the host is told.  A guest who has sat down
    comes back by his seat's token alone."""

    def __init__(self, controller: Controller, link, host_seat: int, key: str = "",
                 wire: Wire | None = None) -> None:
        seats = [s for s, seat in enumerate(controller.seats) if seat.remote]
        if not seats:
            raise ValueError("a network partie has a seat at another computer")
        self.controller = controller
        self.wire: Wire = wire if wire is not None else PiquetWire()
        self.link = link
        self.host_seat = host_seat
        self.guest_seats = seats
        self.cids: dict[int, int] = {}  # a guest's seat: its connection now
        for seat in seats:
            if not controller.seats[seat].token:
                controller.seats[seat].token = token_text(os.urandom(12))
        self.notices: deque[Notice] = deque(maxlen=50)
        self.sent = 0  # messages sent to the guests (tests and the status line)
        self.refusals = 0  # the guests' decisions refused
        self.spy: Callable[[dict[str, Any]], None] | None = None  # tests: every message to a guest
        self._joined: set[int] = set()  # the seats a guest has taken: only he may come back to each
        self.key = key_text(key) or new_key()  # the invitation's key: a newcomer needs it
        self.peers: dict[int, str] = {}  # a connection: its address
        # an address: how many wrong keys it sent in a row, and when the last came
        self.wrong_keys: dict[str, tuple[int, float]] = {}
        self.strangers: set[str] = set()  # the addresses that tried without the key (told once each)

    # ------------------------------------------------------------------ state

    @property
    def guest_seat(self) -> int:
        """The (first) guest's seat."""
        return self.guest_seats[0]

    @property
    def guest_cid(self) -> int | None:
        return self.cids.get(self.guest_seat)

    @property
    def seat(self):
        return self.controller.seats[self.guest_seat]

    def seat_of(self, cid: int) -> int | None:
        return next((s for s, c in self.cids.items() if c == cid), None)

    @property
    def connected(self) -> bool:
        """Every guest is at the table (the partie waits for any who is not)."""
        return all(s in self.cids for s in self.guest_seats)

    @property
    def missing(self) -> list[int]:
        """The guests' seats whose player is not at the table now."""
        return [s for s in self.guest_seats if s not in self.cids]

    @property
    def joined_before(self) -> bool:
        """Every guest's seat has been taken (this run or before a restart)."""
        return all(s in self._joined for s in self.guest_seats)

    def has_joined(self, seat: int) -> bool:
        return seat in self._joined

    def mark_joined(self) -> None:
        """The partie was resumed from the host's save: its guests have joined before."""
        self._joined = set(self.guest_seats)

    # ------------------------------------------------------------- receiving

    def poll(self, most: int = 50) -> list[list[Event]]:
        """Handle what arrived: the events of the guests' decisions applied, in order."""
        applied: list[list[Event]] = []
        for _ in range(most):
            try:
                item = self.link.inbox.get_nowait()
            except queue.Empty:
                break
            kind, cid = item[0], item[1]
            if kind == "open":
                self.peers[cid] = str(item[2])[:60]
            elif kind == "message":
                events = self._message(cid, item[2])
                if events:
                    applied.append(events)
            elif kind == "closed":
                self.peers.pop(cid, None)
                seat = self.seat_of(cid)
                if seat is not None:
                    del self.cids[seat]
                    self.notices.append(Notice("left", item[2], self.controller.seats[seat].name))
            elif kind == "junk" and self.seat_of(cid) is not None:
                self.refusals += 1
        return applied

    def _send(self, message: dict[str, Any], cid: int | None = None) -> None:
        cid = self.guest_cid if cid is None else cid
        if cid is None:
            return
        if self.spy is not None and self.seat_of(cid) is not None:
            self.spy(message)
        self.link.send(cid, message)
        self.sent += 1

    def _turn_away(self, cid: int, why: str, rule: str) -> None:
        """Close a connection for good, saying why (the guest's window says it)."""
        self.link.send(cid, {"type": "refused", "rule": rule, "message": why})
        self.link.close(cid, why)

    def _refuse(self, cid: int, why: str, rule: str) -> None:
        """Turn a connection away for good, and tell the host's table."""
        self._turn_away(cid, why, rule)
        self.notices.append(Notice("refused", why))

    def _blocked(self, peer: str) -> bool:
        """The address sent too many wrong keys lately: it takes no free seat for a while."""
        tries, last = self.wrong_keys.get(peer, (0, 0.0))
        if tries >= WRONG_KEYS and time.monotonic() - last > BLOCKED_SECONDS:
            self.wrong_keys[peer] = (0, last)  # its time is served: a few more tries
            return False
        return tries >= WRONG_KEYS

    def _stranger(self, cid: int, blocked: bool, guessed: bool) -> None:
        """A hello without the invitation's key, with a wrong one (``guessed``: counted
        against its address), or from an address that sent too many wrong ones:
        turned away; the host is told once an address."""
        peer = self.peers.get(cid, "?")
        first = peer not in self.strangers
        self.strangers.add(peer)
        if guessed and not blocked:
            tries, _ = self.wrong_keys.get(peer, (0, 0.0))
            self.wrong_keys[peer] = (tries + 1, time.monotonic())
        why = ("too many wrong keys from your address: try again later" if blocked else
               "this partie is by invitation: ask the host for the whole code (or the address with its key)")
        self._turn_away(cid, why, "key")
        if first:
            self.notices.append(Notice("stranger", peer))

    def _message(self, cid: int, message: dict[str, Any]) -> list[Event] | None:
        kind = message["type"]
        try:
            if kind == "hello":
                try:
                    self._hello(cid, message)
                except ProtocolError as exc:  # a hello that does not read: that connection goes
                    self._refuse(cid, f"not a hello: {exc}", exc.rule)
                return None
            seat = self.seat_of(cid)
            if seat is None:
                self.link.send(cid, {"type": "refusal", "rule": "hello", "message": "say hello first"})
                return None
            name = self.controller.seats[seat].name
            if kind == "action":
                return self._action(message, seat, cid)
            if kind == "chat":
                text = text_field(message, "text", MAX_CHAT)
                if text:
                    self.notices.append(Notice("chat", text, name))
                    self._relay({"type": "chat", "text": text, "name": name}, seat)
            elif kind == "phrase":
                key = field(message, "key", str)
                if key not in PHRASES:
                    raise ProtocolError("not one of the table's phrases", "phrase")
                self.notices.append(Notice("phrase", key, name))
                self._relay({"type": "phrase", "key": key, "name": name}, seat)
            elif kind == "bye":
                self.notices.append(Notice("left", "bye", name))
        except ProtocolError as exc:
            self.refusals += 1
            self._send({"type": "refusal", "rule": exc.rule, "message": str(exc)}, cid)
        return None

    def _relay(self, message: dict[str, Any], sender: int) -> None:
        """A guest's line to the other guests at the table (three or four)."""
        for seat, cid in list(self.cids.items()):
            if seat != sender:
                self._send(message, cid)

    def _hello(self, cid: int, message: dict[str, Any]) -> None:
        protocol = message.get("protocol")
        version = message.get("version")
        if protocol != PROTOCOL or version != program_version():
            theirs = str(version)[:20] if isinstance(version, str) else "?"
            self._refuse(cid, f"the host plays version {program_version()} and you {theirs}: "
                              "both need the same version", "version")
            return
        if not self.link.is_open(cid):
            return  # closed before its hello was read (it comes back, and is answered then)
        name = text_field(message, "name", MAX_NAME, "")
        level = field(message, "computer", int, 0)  # the level of a computer playing the seat (0: a person)
        token = field(message, "token", str, "")[:64].encode("utf-8", "replace")
        key = key_text(field(message, "key", str, "")[:40])
        seats = self.controller.seats
        # his own seat by his token; else, with the invitation's key, the first seat nobody has taken yet
        seat = next((s for s in self.guest_seats if s in self._joined and token
                     and hmac.compare_digest(token, seats[s].token.encode())), None)
        back = seat is not None
        if seat is None:
            peer = self.peers.get(cid, "?")
            blocked = self._blocked(peer)
            if blocked or not hmac.compare_digest(key.encode("utf-8", "replace"), self.key.encode()):
                self._stranger(cid, blocked, bool(key))
                return
            seat = next((s for s in self.guest_seats if s not in self._joined and s not in self.cids), None)
        if seat is None:
            waits = ", ".join(seats[s].name for s in self.guest_seats)
            self._refuse(cid, f"this partie waits for {waits}", "taken")
            return
        old = self.cids.get(seat)
        if old is not None and old != cid:
            # the guest, by his token, on a new connection: the old one is dead or dying
            self.link.close(old, "replaced by a new connection")
        self.cids[seat] = cid
        self.link.admit(cid)
        if not back:
            if is_given_name(name):  # "You" would be the wrong player on this screen
                name = ""
            levels = FAMILIES[self.controller.game.kind].levels
            by_level = not name and level in levels
            if by_level:  # a computer with no name of its own: its level's, as the game names computers
                name = levels[level].name
            if name:
                players = list(self.controller.game.players)
                # another player's name (the seats nobody has taken yet have none of their own)
                named = [players[s] for s in range(len(players))
                         if s != seat and (s not in self.guest_seats or s in self._joined)]
                if by_level:
                    name = unused_name(name, named)
                elif name in named:
                    name = f"{name} ({seat + 1})"
                seats[seat].name = name
                players[seat] = name
                self.controller.game.players = tuple(players)
            seats[seat].auto_declare = bool(message.get("auto_declare", True))
            self._joined.add(seat)
        self._send(self.welcome(seat), cid)
        if self.controller.game.is_over:  # back after the end: the partie to keep
            self.send_record(seat)
        self.notices.append(Notice("back" if back else "joined", seats[seat].name))
        if not back:  # the others see the new name at once
            for other, other_cid in list(self.cids.items()):
                if other != seat:
                    self._send({"type": "players", "players": list(self.controller.game.players)}, other_cid)

    def _action(self, message: dict[str, Any], seat: int, cid: int) -> list[Event] | None:
        action = self.wire.read_action(message.get("action"))
        c = self.controller
        if c.game.to_move != seat or c.automatic(seat) is not None:
            raise ProtocolError("it is not your decision now", "not-your-turn")
        try:
            return c.submit(action, seat)
        except IllegalActionError as exc:
            self.refusals += 1
            self.notices.append(Notice("illegal", exc.rule))
            self._send({"type": "refusal", "rule": exc.rule, "message": str(exc)}, cid)
            return None

    # --------------------------------------------------------------- sending

    def state(self, seat: int | None = None) -> dict[str, Any]:
        """The table as a guest's seat may know it."""
        return self.wire.state(self.controller, self.guest_seat if seat is None else seat)

    def history(self, seat: int | None = None) -> list[dict[str, Any]]:
        """Each deal so far as a guest's seat saw it."""
        return self.wire.history(self.controller, self.guest_seat if seat is None else seat)

    def welcome(self, seat: int | None = None) -> dict[str, Any]:
        g = self.controller.game
        seat = self.guest_seat if seat is None else seat
        return {"type": "welcome", "protocol": PROTOCOL, "version": program_version(),
                "seat": seat, "token": self.controller.seats[seat].token, "players": list(g.players),
                "host": self.host_seat, "game": self.wire.game, **self.wire.welcome_fields(self.controller),
                "history": self.history(seat), "state": self.state(seat)}

    def send_events(self, events: list[Event]) -> None:
        """Tell each guest what an action made happen (as his seat sees it)."""
        over = self.wire.over(events)
        for seat, cid in list(self.cids.items()):
            self._send({"type": "update", "events": [event_to_json(e) for e in events if e.visible_to(seat)],
                        "state": self.state(seat)}, cid)
            if over:
                self.send_record(seat)

    def send_record(self, seat: int | None = None) -> None:
        """The partie is over: its whole record, for the guest to keep (nothing is secret now)."""
        g = self.controller.game
        seat = self.guest_seat if seat is None else seat
        cid = self.cids.get(seat)
        if g.is_over and cid is not None:
            self._send({"type": "record", "record": self.wire.record(self.controller)}, cid)

    def chat(self, text: str) -> None:
        name = self.controller.seats[self.host_seat].name
        for cid in list(self.cids.values()):
            self._send({"type": "chat", "text": text[:MAX_CHAT], "name": name}, cid)

    def phrase(self, key: str) -> None:
        if key in PHRASES:
            name = self.controller.seats[self.host_seat].name
            for cid in list(self.cids.values()):
                self._send({"type": "phrase", "key": key, "name": name}, cid)

    def close(self) -> None:
        for cid in list(self.cids.values()):
            self.link.send(cid, {"type": "bye"})
        self.link.stop()


__all__ = ["HostSession", "Notice", "PiquetWire", "Wire"]
