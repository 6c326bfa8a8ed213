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

No pygame here; the host's window, the command line and the tests drive it alike.
"""

from __future__ import annotations

import os
import queue
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..controller import Controller
from ..rules import Exchange, IllegalActionError
from ..rules.events import Event
from ..rules.record import game_to_record
from ..vocabulary import is_given_name
from .protocol import (
    MAX_CHAT,
    MAX_NAME,
    PHRASES,
    PROTOCOL,
    ProtocolError,
    event_to_json,
    field,
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
    ``left``, ``refused`` (a guest turned away), ``illegal`` (a guest's decision
    refused), ``chat`` or ``phrase``; ``text`` the name, reason, line or phrase key."""

    kind: str
    text: str = ""


class HostSession:
    def __init__(self, controller: Controller, link, host_seat: int) -> None:
        seat = controller.remote
        if seat is None:
            raise ValueError("a network partie has a seat at another computer")
        self.controller = controller
        self.link = link
        self.host_seat = host_seat
        self.guest_seat = seat
        self.guest_cid: int | None = None
        if not controller.seats[seat].token:
            controller.seats[seat].token = token_text(os.urandom(12))
        self.notices: deque[Notice] = deque(maxlen=50)
        self.sent = 0  # messages sent to the guest (tests and the status line)
        self.refusals = 0  # the guest's decisions refused
        self.spy: Callable[[dict[str, Any]], None] | None = None  # tests: every message to the guest
        self._joined = False  # a guest has taken the seat: only he may come back

    # ------------------------------------------------------------------ state

    @property
    def seat(self):
        return self.controller.seats[self.guest_seat]

    @property
    def connected(self) -> bool:
        return self.guest_cid is not None

    @property
    def joined_before(self) -> bool:
        """A guest has taken the seat (this run or before a restart): only he may come back."""
        return self._joined

    def mark_joined(self) -> None:
        """The partie was resumed from the host's save: its guest has joined before."""
        self._joined = True

    # ------------------------------------------------------------- receiving

    def poll(self, most: int = 50) -> list[list[Event]]:
        """Handle what arrived: the events of the guest's decisions applied, in order."""
        applied: list[list[Event]] = []
        for _ in range(most):
            try:
                item = self.link.inbox.get_nowait()
            except queue.Empty:
                break
            kind, cid = item[0], item[1]
            if kind == "message":
                events = self._message(cid, item[2])
                if events:
                    applied.append(events)
            elif kind == "closed" and cid == self.guest_cid:
                self.guest_cid = None
                self.notices.append(Notice("left", item[2]))
            elif kind == "junk" and cid == self.guest_cid:
                self.refusals += 1
        return applied

    def _send(self, message: dict[str, Any], cid: int | None = None) -> None:
        cid = self.guest_cid if cid is None else cid
        if cid is None:
            return
        if self.spy is not None and cid == self.guest_cid:
            self.spy(message)
        self.link.send(cid, message)
        self.sent += 1

    def _refuse(self, cid: int, why: str, rule: str) -> None:
        """Turn a connection away for good (the guest's window says why)."""
        self.link.send(cid, {"type": "refused", "rule": rule, "message": why})
        self.link.close(cid, why)
        self.notices.append(Notice("refused", why))

    def _message(self, cid: int, message: dict[str, Any]) -> list[Event] | None:
        kind = message["type"]
        try:
            if kind == "hello":
                try:
                    self._hello(cid, message)
                except ProtocolError as exc:  # a hello that does not read: that connection goes
                    self._refuse(cid, f"not a hello: {exc}", exc.rule)
                return None
            if cid != self.guest_cid:
                self.link.send(cid, {"type": "refusal", "rule": "hello", "message": "say hello first"})
                return None
            if kind == "action":
                return self._action(message)
            if kind == "chat":
                text = text_field(message, "text", MAX_CHAT)
                if text:
                    self.notices.append(Notice("chat", text))
            elif kind == "phrase":
                key = field(message, "key", str)
                if key not in PHRASES:
                    raise ProtocolError("not one of the table's phrases", "phrase")
                self.notices.append(Notice("phrase", key))
            elif kind == "bye":
                self.notices.append(Notice("left", "bye"))
        except ProtocolError as exc:
            self.refusals += 1
            self._send({"type": "refusal", "rule": exc.rule, "message": str(exc)}, cid)
        return None

    def _hello(self, cid: int, message: dict[str, Any]) -> None:
        protocol = message.get("protocol")
        version = message.get("version")
        if protocol != PROTOCOL or version != program_version():
            theirs = str(version)[:20] if isinstance(version, str) else "?"
            self._refuse(cid, f"the host plays version {program_version()} and you {theirs}: "
                              "both need the same version", "version")
            return
        name = text_field(message, "name", MAX_NAME, "")
        token = field(message, "token", str, "")
        if self.joined_before and token != self.seat.token:
            self._refuse(cid, f"this partie waits for {self.seat.name}", "taken")
            return
        if self.guest_cid is not None and self.guest_cid != cid:
            if not self.joined_before:  # two strangers at once: the first one has the seat
                self._refuse(cid, f"{self.seat.name} already sits at this table", "taken")
                return
            # the guest, by his token, on a new connection: the old one is dead or dying
            self.link.close(self.guest_cid, "replaced by a new connection")
        back = self.joined_before
        self.guest_cid = cid
        if not back:
            if is_given_name(name):  # "You" would be the wrong player on this screen
                name = ""
            if name:
                players = list(self.controller.game.players)
                if name == players[self.host_seat]:
                    name = f"{name} (2)"
                self.seat.name = name
                players[self.guest_seat] = name
                self.controller.game.players = tuple(players)
            self.seat.auto_declare = bool(message.get("auto_declare", True))
            self._joined = True
        self._send(self.welcome())
        if self.controller.game.is_over:  # back after the end: the partie to keep
            self.send_record()
        self.notices.append(Notice("back" if back else "joined", self.seat.name))

    def _action(self, message: dict[str, Any]) -> list[Event] | None:
        action = read_action(message.get("action"))
        c = self.controller
        if c.game.to_move != self.guest_seat or c.automatic(self.guest_seat) is not None:
            raise ProtocolError("it is not your decision now", "not-your-turn")
        try:
            return c.submit(action, self.guest_seat)
        except IllegalActionError as exc:
            self.refusals += 1
            self.notices.append(Notice("illegal", exc.rule))
            self._send({"type": "refusal", "rule": exc.rule, "message": str(exc)})
            return None

    # --------------------------------------------------------------- sending

    def state(self) -> dict[str, Any]:
        """The table as the guest's seat may know it."""
        g = self.controller.game
        seat = self.guest_seat
        out: dict[str, Any] = {
            "view": view_to_json(g.view(seat)),
            "is_over": g.is_over, "packet": g.packet, "next_dealer": g.next_dealer, "prior": g.prior,
            "game_starts": list(g.game_starts), "game_winners": list(g.game_winners),
            "winner": g.winner, "result": g.result, "deals": len(g.history),
            "legal": [],
        }
        c = self.controller
        if g.to_move == seat and c.automatic(seat) is None:
            # an exchange's choices are every discard of a count allowed (thousands):
            # they go as the counts and, for each, whether the rest may be shown
            legal = g.legal_actions()
            out["legal"] = [str(a) for a in legal if not isinstance(a, Exchange)]
            lo, hi = g.exchange_range()
            if hi >= 0 and len(out["legal"]) < len(legal):
                out["exchange"] = [lo, hi, list(g.exchange_counts()),
                                   [g.asks_to_show_rest(n) for n in range(hi + 1)]]
        return out

    def history(self) -> list[dict[str, Any]]:
        """Each deal so far as the guest's seat saw it."""
        seat = self.guest_seat
        return [{"number": log.number, "dealer": log.dealer, "scores": log.scores,
                 "events": [event_to_json(e) for e in log.events if e.visible_to(seat)]}
                for log in self.controller.game.history]

    def welcome(self) -> dict[str, Any]:
        g = self.controller.game
        return {"type": "welcome", "protocol": PROTOCOL, "version": program_version(),
                "seat": self.guest_seat, "token": self.seat.token, "players": list(g.players),
                "variant": variant_to_json(g.variant), "history": self.history(), "state": self.state()}

    def send_events(self, events: list[Event]) -> None:
        """Tell the guest what an action made happen (as his seat sees it)."""
        if self.guest_cid is None:
            return
        seat = self.guest_seat
        self._send({"type": "update", "events": [event_to_json(e) for e in events if e.visible_to(seat)],
                    "state": self.state()})
        if any(e.kind == "partie-end" for e in events):
            self.send_record()

    def send_record(self) -> None:
        """The partie is over: its whole record, for the guest to keep (nothing is secret now)."""
        g = self.controller.game
        if g.is_over:
            self._send({"type": "record", "record": game_to_record(g)})

    def chat(self, text: str) -> None:
        self._send({"type": "chat", "text": text[:MAX_CHAT]})

    def phrase(self, key: str) -> None:
        if key in PHRASES:
            self._send({"type": "phrase", "key": key})

    def close(self) -> None:
        if self.guest_cid is not None:
            self.link.send(self.guest_cid, {"type": "bye"})
        self.link.stop()


__all__ = ["HostSession", "Notice"]
