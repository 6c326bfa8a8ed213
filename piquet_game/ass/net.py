"""Ass over the network: two to six at the table, the people at other computers in
the seats they take, the computer in the seats nobody takes.

The host's engine is the only authority, as for Piquet (:mod:`piquet_game.net`):
the host session's wire for Ass (:class:`AssWire`) sends each guest the events its
seat may see and the table as its seat may know it, its
:class:`~piquet_game.ass.rules.AssView` (its own hand, never another's nor the
stock) and what every seat knows (:class:`~piquet_game.ass.rules.AssPublic`), with
its choices when the decision is its own; a guest's decisions come back in the
game's notation (``go``, ``play 9S``) and the engine checks them.  At the end
the host sends the game's record.

At the guest's computer a :class:`RemoteAssGame` answers what the table asks of
a game from those words alone.  Every field read from the wire is checked (kind,
range, length): a hostile host's message is refused and changes nothing.
"""

from __future__ import annotations

import random
from typing import Any

from ..common.events import Event
from ..controller import Controller, Seat
from ..net.protocol import ProtocolError, _int, _opt_int, _str
from ..vocabulary import ASS_LEVEL_NAMES, unused_name
from .rules import AssAction, AssGame, AssPhase, AssPublic, AssRules, AssView, parse_ass_action
from .rules.cards import FULL_PACK, NUM_CARDS
from .rules.game import AssStanding
from .rules.record import ass_record_of
from .rules.trick import WAYS
from .store import seat_levels

PACK = NUM_CARDS
MAX_SEATS = 6

_PHASES = {p.value: p for p in AssPhase}
#: The numbers each kind of event carries that the table reads (-1: one a seat).
_EVENT_NUMBERS = {"trump": 1, "deal": 1, "bet": 1, "play": 2, "refill": 1, "bank": 2, "deal-end": -1,
                  "stock-out": 1}
#: The kinds of event the table reads with their seat.
_SEATED = frozenset(("trump", "deal", "hand", "bet", "first-lead", "play", "trick", "draw", "bank", "winner"))
_WAYS = frozenset((*WAYS, ""))


# --------------------------------------------------------------- the host


def host_controller(rules: AssRules, host: Seat, friends: int, level: int, seed: int,
                    guest_name: str = "Guest", rng: random.Random | None = None) -> Controller:
    """The host's game of Ass: his seat first, ``friends`` seats played from other
    computers after it, the computer at ``level`` in the seats left; the first dealer
    drawn by lot."""
    n = rules.players
    if not 1 <= friends < n:
        raise ValueError(f"Ass at {n}: 1 to {n - 1} friends at the table")
    master = random.Random(seed)
    seats = [host]
    for k in range(1, n):
        if k <= friends:
            seats.append(Seat.at_distance(guest_name if k == 1 else f"{guest_name} {k}", ""))
        else:
            # the level's name, numbered when two computers share it ("Card counter (2)")
            name = unused_name(ASS_LEVEL_NAMES[level], [s.name for s in seats])
            seats.append(Seat.ass_computer(level, master.getrandbits(32), name, n))
    game = AssGame.new(rules, tuple(s.name for s in seats), rng=rng or random.Random(master.getrandbits(64)))
    return Controller(game, seats)  # type: ignore[arg-type]


class AssWire:
    """Ass's words on the wire (see the module's text)."""

    game = "ass"

    def welcome_fields(self, controller: Controller) -> dict[str, Any]:
        return {"rules": controller.game.rules.key}  # type: ignore[attr-defined]

    def state(self, controller: Controller, seat: int) -> dict[str, Any]:
        g = controller.game
        legal: list[str] = []
        if g.to_move == seat and controller.automatic(seat) is None:
            legal = [str(a) for a in g.legal_actions()]
        return {"view": view_to_json(g.view(seat)), "public": public_to_json(g.public()),  # type: ignore
                "is_over": g.is_over, "legal": legal}

    def history(self, controller: Controller, seat: int) -> list[dict[str, Any]]:
        """Nothing: a guest's table of Ass is laid out from its view (the board as it
        stands), the deals before told by the banks."""
        return []

    def read_action(self, text: Any) -> AssAction:
        return read_action(text)

    def over(self, events: list[Event]) -> bool:
        return any(e.kind == "game-over" for e in events)

    def record(self, controller: Controller) -> dict[str, Any]:
        """The finished game's record, with the level of each seat the computer
        played (``levels``: None for a person's), so that a friend's copy says who
        was the computer."""
        return ass_record_of(controller.game, levels=seat_levels(controller))  # type: ignore[arg-type]


def read_action(text: Any) -> AssAction:
    """A guest's decision (never a deal: the host deals)."""
    if not isinstance(text, str) or len(text) > 40:
        raise ProtocolError("an action is a short line of notation", "action")
    if text.strip().lower().startswith("deal"):
        raise ProtocolError("the host deals", "action")
    try:
        return parse_ass_action(text)
    except ValueError as exc:
        raise ProtocolError(f"not an action of Ass: {exc}", "action") from None


# ------------------------------------------------------ views on the wire


def view_to_json(v: AssView) -> dict[str, Any]:
    return {
        "seat": v.seat, "phase": v.phase.value, "to_move": v.to_move, "deal_number": v.deal_number,
        "dealer": v.dealer, "hand": v.hand, "trumps": [list(t) for t in v.trumps],
        "bets": list(v.bets), "trick": [list(p) for p in v.trick], "holder": v.holder, "main": v.main,
        "switched": v.switched, "leader": v.leader, "first_leader": v.first_leader, "won": list(v.won),
        "played": v.played, "tricks": [[list(p) for p in t] for t in v.tricks],
        "hand_sizes": list(v.hand_sizes), "stock_left": v.stock_left, "banks": list(v.banks),
        "winners": list(v.winners), "ways": [list(w) for w in v.ways],
    }


def public_to_json(p: AssPublic) -> dict[str, Any]:
    return {"phase": p.phase.value, "deals": p.deals, "last_dealer": p.last_dealer,
            "trumps_chosen": p.trumps_chosen, "banks": list(p.banks), "winners": list(p.winners)}


def _list(value: Any, what: str, most: int) -> list:
    if not isinstance(value, list) or len(value) > most:
        raise ProtocolError(f"{what} is a list of at most {most}", "view")
    return value


def _seat(value: Any, n: int, what: str) -> int:
    return _int(value, 0, n - 1, what)


def _cards(value: Any, what: str) -> int:
    return _int(value, 0, FULL_PACK, what)


def _card(value: Any, what: str) -> int:
    return _int(value, 0, NUM_CARDS - 1, what)


def _phase(value: Any) -> AssPhase:
    phase = _PHASES.get(value) if isinstance(value, str) else None
    if phase is None:
        raise ProtocolError("not a phase of Ass", "view")
    return phase


def _play(value: Any, n: int) -> tuple[int, int, str]:
    """A card played to a trick: (seat, card, the way it took it)."""
    item = _list(value, "a card played", 3)
    if len(item) != 3:
        raise ProtocolError("a card played is [seat, card, way]", "view")
    way = _str(item[2], "a way", 12)
    if way not in _WAYS:
        raise ProtocolError("not a way of taking a trick", "view")
    return _seat(item[0], n, "a seat"), _card(item[1], "a card"), way


def _per_seat(value: Any, n: int, what: str) -> list:
    items = _list(value, what, n)
    if len(items) != n:
        raise ProtocolError(f"{what}: one a seat", "view")
    return items


def view_from_json(value: Any, rules: AssRules, players: tuple[str, ...]) -> AssView:
    """A seat's view of Ass from the host's words, checked field by field."""
    if not isinstance(value, dict):
        raise ProtocolError("a view is an object", "view")
    n = rules.players
    try:
        trumps = tuple(tuple(_int(s, 0, 3, "a trump suit") for s in _list(t, "trump suits", 2))
                       for t in _per_seat(value["trumps"], n, "the trumps"))
        bets = tuple(_bet(b) for b in _per_seat(value["bets"], n, "the bets"))
        trick = tuple(_play(p, n) for p in _list(value["trick"], "the trick", n))
        tricks = tuple(tuple(_play(p, n) for p in _list(t, "a trick", n))
                       for t in _list(value["tricks"], "the tricks", NUM_CARDS))
        ways = tuple((_card(w[0], "a card"), _way(w[1])) for w in
                     (_pair(x) for x in _list(value["ways"], "the ways", 36)))
        holder = _opt_int(value["holder"], 0, n - 1, "the holder")
        if trick and holder not in {seat for seat, _card, _way in trick}:
            raise ProtocolError("the trick's holder is one who played to it", "view")
        return AssView(
            seat=_seat(value["seat"], n, "the seat"), players=players, rules=rules,
            phase=_phase(value["phase"]), to_move=_opt_int(value["to_move"], 0, n - 1, "the seat to move"),
            deal_number=_int(value["deal_number"], 0, 10**5, "the deal"),
            dealer=_seat(value["dealer"], n, "the dealer"), hand=_cards(value["hand"], "the hand"),
            trumps=trumps, bets=bets, trick=trick,
            holder=holder,
            main=_opt_int(value["main"], 0, NUM_CARDS - 1, "the main card"),
            switched=_bool(value["switched"]), leader=_seat(value["leader"], n, "the leader"),
            first_leader=_seat(value["first_leader"], n, "the first leader"),
            won=tuple(_cards(w, "cards won") for w in _per_seat(value["won"], n, "the cards won")),
            played=_cards(value["played"], "the cards played"), tricks=tricks,
            hand_sizes=tuple(_int(h, 0, 36, "a hand's size") for h in _per_seat(value["hand_sizes"], n,
                                                                               "the hands' sizes")),
            stock_left=_int(value["stock_left"], 0, NUM_CARDS, "the stock"),
            banks=tuple(_int(b, -100, 100, "banks") for b in _per_seat(value["banks"], n, "the banks")),
            winners=tuple(_seat(w, n, "a winner") for w in _list(value["winners"], "the winners", n)),
            ways=ways)
    except KeyError as exc:
        raise ProtocolError(f"a view without its {exc.args[0]}", "view") from None


def public_from_json(value: Any, rules: AssRules, players: tuple[str, ...]) -> AssPublic:
    if not isinstance(value, dict):
        raise ProtocolError("what every seat knows is an object", "public")
    n = rules.players
    try:
        banks = tuple(_int(b, -100, 100, "banks") for b in _per_seat(value["banks"], n, "the banks"))
        return AssPublic(players, rules, _phase(value["phase"]), _int(value["deals"], 0, 10**5, "the deals"),
                         _seat(value["last_dealer"], n, "the dealer"),
                         _int(value["trumps_chosen"], 0, n, "the trumps chosen"), banks,
                         tuple(_seat(w, n, "a winner") for w in _list(value["winners"], "the winners", n)))
    except KeyError as exc:
        raise ProtocolError(f"what every seat knows, without its {exc.args[0]}", "public") from None


def _bet(value: Any) -> bool | None:
    if value is not None and not isinstance(value, bool):
        raise ProtocolError("a bet is go, no or not yet", "view")
    return value


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ProtocolError("true or false was expected", "view")
    return value


def _pair(value: Any) -> list:
    item = _list(value, "a card's way", 2)
    if len(item) != 2:
        raise ProtocolError("a card's way is [card, way]", "view")
    return item


def _way(value: Any) -> str:
    way = _str(value, "a way", 12)
    if way not in _WAYS:
        raise ProtocolError("not a way of taking a trick", "view")
    return way


# -------------------------------------------------------------- the guest


class RemoteAssGame(AssStanding):
    """A game of Ass at a network guest's computer, from the host's words: its seat's
    view, its choices and what every seat knows (what the table reads of a game
    through :meth:`~piquet_game.controller.Controller.seen`, nothing more)."""

    kind = "ass"
    title = "Ass"
    pack = PACK

    def __init__(self, seat: int, players: tuple[str, ...], rules: AssRules) -> None:
        self.seat = seat
        self.players = players
        self.rules = rules
        self._view: AssView | None = None
        self._public: AssPublic | None = None
        self._legal: list[AssAction] = []
        self.is_over = False
        self.phase = AssPhase.DEAL  # the host's word, with its first state
        self.updates = 0  # states taken: each one a new position

    @property
    def variant(self) -> AssRules:
        return self.rules

    def set_state(self, state: Any) -> None:
        """The table as the host says it is now (checked whole before any of it is kept)."""
        if not isinstance(state, dict):
            raise ProtocolError("a state is an object", "state")
        view = view_from_json(state.get("view"), self.rules, self.players)
        if view.seat != self.seat:
            raise ProtocolError("a view of another seat", "state")
        public = public_from_json(state.get("public"), self.rules, self.players)
        legal = [read_action(a) for a in _list(state.get("legal", []), "the choices", NUM_CARDS)]
        is_over = state.get("is_over", False)
        if not isinstance(is_over, bool):
            raise ProtocolError("is_over is true or false", "state")
        self._view, self._public, self._legal, self.is_over = view, public, legal, is_over
        self.phase = view.phase
        self.updates += 1

    def check_events(self, events: list[Event]) -> None:
        """Each event as the table reads it: a seat of this table, the numbers its kind
        carries, one card where one is played or drawn (ProtocolError otherwise)."""
        n = self.rules.players
        for e in events:
            if e.seat is not None and e.seat >= n or e.to is not None and e.to >= n:
                raise ProtocolError(f"an event for a seat this table of {n} has not", "event")
            want = _EVENT_NUMBERS.get(e.kind)
            if want is not None and len(e.info) < (n if want < 0 else want):
                raise ProtocolError(f"a {e.kind!r} event without its numbers", "event")
            if e.kind in _SEATED and e.seat is None:
                raise ProtocolError(f"a {e.kind!r} event without its seat", "event")
            if e.kind in ("play", "draw") and (e.cards <= 0 or e.cards & (e.cards - 1)):
                raise ProtocolError(f"a {e.kind!r} event of one card", "event")
            if e.kind == "play" and not (0 <= e.info[0] < n and 0 <= e.info[1] < NUM_CARDS):
                raise ProtocolError("a card played with a holder of this table", "event")
            if e.kind == "trump" and not 0 <= e.info[0] < 4:
                raise ProtocolError("a trump suit is one of four", "event")

    def record(self, events: list[Event]) -> None:
        """The deals are told by the views: nothing to keep of the events."""

    # --------------------------------------------- as a game at a table

    @property
    def view_now(self) -> AssView:
        if self._view is None:
            raise RuntimeError("no state from the host yet")
        return self._view

    def view(self, seat: int) -> AssView:
        if seat != self.seat:
            raise ValueError("the guest knows only its own seat's view")
        return self.view_now

    def public(self) -> AssPublic:
        if self._public is None:
            raise RuntimeError("no state from the host yet")
        return self._public

    def legal_actions(self) -> list[AssAction]:
        return list(self._legal)

    @property
    def to_move(self) -> int | None:
        return self.view_now.to_move

    @property
    def n(self) -> int:
        return self.rules.players

    @property
    def deal_number(self) -> int:
        return self.view_now.deal_number

    @property
    def position(self) -> tuple[int, int]:
        return (self.deal_number, self.updates)


def remote_game(seat: int, players: tuple[str, ...], welcome: dict[str, Any]) -> RemoteAssGame:
    """A guest's game of Ass from the host's welcome (its rules, the table now)."""
    key = welcome.get("rules")
    if not isinstance(key, str) or len(key) > 200:
        raise ProtocolError("the rules of Ass are a short line", "welcome")
    try:
        rules = AssRules.from_key(key)
    except ValueError as exc:
        raise ProtocolError(f"not rules of Ass: {exc}", "welcome") from None
    if rules.players != len(players):
        raise ProtocolError("the rules are for another number of players", "welcome")
    game = RemoteAssGame(seat, players, rules)
    game.set_state(welcome.get("state"))
    return game


__all__ = ["MAX_SEATS", "PACK", "AssWire", "RemoteAssGame", "host_controller", "public_from_json",
           "public_to_json", "read_action", "remote_game", "view_from_json", "view_to_json"]
