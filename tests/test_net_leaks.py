"""The leak check of network parties at tables of three and four.

Whole parties on loopback (127.0.0.1) at every table of three and four (Piquet
Normand, four-handed Piquet), two and three guests where the table has room for
them, a computer of level 1 in every other seat: each guest a real
:class:`GuestSession` over a real :class:`GuestLink` to the host's real
:class:`HostLink`.  A spy on the host's thread looks at every message the host
sends each guest (welcome, update, record, players, chat, phrase...) at the moment
it is built, against the host's real game:

* the seat it is for: the view's seat, and the connection it goes to is that
  seat's guest's (the link's ``send`` is watched too);
* every field that names cards (the view's card masks, the cards each seat has
  shown, the tricks and the trick in play, the events' cards, combinations and
  the card numbers some events carry, the actions offered, and the welcome's
  past deals) names only cards that seat knows: nothing of another seat's hand,
  dealt cards, discards or draws, of the talon or of the cards nobody took, unless
  the seat's view knows it, and that knowledge itself worked out from the game's
  state, not from the view;
* every field of every message is one the spy knows how to read (a new field is
  a problem until the spy is taught what it carries);
* the welcome's history: the past deals' events only those the seat saw, each
  card in them known to that seat by that deal's end;
* a record (every card of the partie) only once the partie is over.

The spy counts the card fields it looked at (thousands a partie); the tests at the
end show that it does catch a leak.
"""

from __future__ import annotations

import json
import threading
import time
from collections import Counter, defaultdict
from typing import Any

import pytest
from test_net_loopback import LOOPBACK, cut, wait_for

from piquet_game.controller import Seat
from piquet_game.net import headless
from piquet_game.net.guest import GuestSession
from piquet_game.net.host import HostSession
from piquet_game.net.link import GuestLink, HostLink
from piquet_game.net.protocol import PHRASES, event_to_json, read_action, view_to_json
from piquet_game.rules import Phase
from piquet_game.rules.actions import Declare, Exchange, Play
from piquet_game.rules.cards import FULL_PACK, card_name
from piquet_game.rules.events import NOBODY, Event
from piquet_game.rules.variant import VARIANTS, variant_named

#: The longest one partie may take here (level-1 players take a few seconds).
PARTIE_SECONDS = 120.0
#: The tables of three and four: (variant, players).
TABLES = sorted((name, v.players) for name, v in VARIANTS.items() if v.players in (3, 4))
#: The fewest card fields each guest's seat must have had looked at in a whole partie.
FEWEST_FIELDS = 5000

# ---------------------------------------------------------------- the fields

#: Every field of each message a host sends a seated guest (``bye`` carries nothing).
MESSAGE_KEYS = {
    "welcome": {"type", "protocol", "version", "seat", "token", "players", "host", "game", "variant",
                "history", "state"},
    "update": {"type", "events", "state"},
    "record": {"type", "record"},
    "players": {"type", "players"},
    "chat": {"type", "text", "name"},
    "phrase": {"type", "key", "name"},
    "refusal": {"type", "rule", "message"},
}
#: A state's fields: the view, and none that names a card but ``legal``.
STATE_KEYS = {"view", "is_over", "packet", "next_dealer", "prior", "game_starts", "game_winners", "winner",
              "result", "loser", "deals", "legal", "exchange"}
#: A view's card sets (one mask each).
VIEW_MASKS = ("hand", "dealt", "discards", "drawn", "talon_seen", "opponent_shown", "played")
#: A view's fields that name cards otherwise: ``shown`` (a mask a seat), ``tricks``
#: ((leader, the cards played, winner) each), ``trick`` (the cards played so far),
#: ``events`` (see :func:`event_fields`).
VIEW_CARD_LISTS = {"shown", "tricks", "trick", "events"}
#: A view's fields that name no card (numbers, seats, names, scores, counts, rules).
VIEW_NO_CARDS = {"deal_number", "dealer", "elder", "opponent_hand_size", "talon_left", "leader", "seat",
                 "players", "phase", "to_move", "opponent_exchanged", "rest_shown", "blanche", "tricks_won",
                 "scores", "deal_scores", "totals", "rules", "calls", "contract", "seats", "order", "sides",
                 "hand_sizes", "left"}
VIEW_KEYS = set(VIEW_MASKS) | VIEW_CARD_LISTS | VIEW_NO_CARDS
#: Every kind of event, and those whose ``info`` are card numbers (the rest of an
#: event's ``info`` are counts, ranks, values, scores and seats).
EVENT_KINDS = frozenset((
    "korolik", "deal", "hand", "rest", "blanche-shown", "call", "redeal", "contract", "exchange", "discard",
    "draw", "peek", "announce", "ask", "tiebreak", "answer", "play", "trick", "capot-call", "deal-end",
    "game-end", "partie-end", "leave", "blanche", "point", "sequence", "set", "repique", "pique", "lead",
    "win", "last", "cards", "capot", "open-capot", "overtricks", "undertricks"))
CARD_INFO_KINDS = frozenset(("peek", "trick"))


def bits(mask: int) -> int:
    return mask.bit_count()


def named(mask: int) -> str:
    return " ".join(card_name(c) for c in range(32) if mask >> c & 1) or "-"


def card_bit(card: Any) -> int:
    """A card number as a mask (ValueError for what is not a card number)."""
    if not isinstance(card, int) or isinstance(card, bool) or not 0 <= card < 32:
        raise ValueError(f"not a card number: {card!r}")
    return 1 << card


def event_fields(e: list, where: str):
    """(where, mask) for each field of an event (as sent) that names cards."""
    kind = e[0]
    if kind not in EVENT_KINDS:
        raise ValueError(f"{where}: an event of a kind the spy does not know: {kind!r} ({e})")
    yield f"{where}.cards ({kind})", e[4]
    for k, combo in enumerate(e[5]):
        yield f"{where}.combos[{k}] ({kind})", combo
    if kind in CARD_INFO_KINDS:
        for k, card in enumerate(e[6]):
            yield f"{where}.info[{k}] ({kind})", card_bit(card)


def view_fields(view: dict):
    """(where, mask) for each field of a view (as sent) that names cards."""
    for key in VIEW_MASKS:
        yield f"view.{key}", view[key]
    for s, mask in enumerate(view["shown"]):
        yield f"view.shown[{s}]", mask
    for i, trick in enumerate(view["tricks"]):  # (leader, the cards in the order played, winner)
        for j, card in enumerate(trick[1:-1], 1):
            yield f"view.tricks[{i}][{j}]", card_bit(card)
    for j, card in enumerate(view["trick"]):
        yield f"view.trick[{j}]", card_bit(card)
    for i, e in enumerate(view["events"]):
        yield from event_fields(e, f"view.events[{i}]")


def action_cards(action) -> int:
    if isinstance(action, Play):
        return 1 << action.card
    if isinstance(action, Declare):
        return action.cards
    if isinstance(action, Exchange):
        return action.discard
    return 0


# ----------------------------------------------------------- the game's truth


def may_know(game, seat: int) -> int:
    """What ``seat`` may know of this deal's cards, worked out from the game's state
    (not from its view): its own cards (held, dealt, discarded, drawn), the talon's
    cards it took or looked at, every card shown to the table, every card played."""
    known = (game.hands[seat] | game.dealt[seat] | game.discards[seat] | game.drawn[seat]
             | game.known_talon[seat] | game.played)
    for mask in game.shown:
        known |= mask
    return known


def hidden_from(game, seat: int) -> int:
    """The cards of this deal that are somewhere ``seat`` has no right to look: the
    other seats' hands, dealt cards, discards and draws, the talon, the cards nobody took."""
    hidden = game.rest
    for c in game.talon:
        hidden |= 1 << c
    for s in range(len(game.hands)):
        if s != seat:
            hidden |= game.hands[s] | game.dealt[s] | game.discards[s] | game.drawn[s]
    return hidden


def whereabouts(game, mask: int) -> str:
    """Where each card of ``mask`` is in the host's game now (for a leak's report)."""
    out = []
    for c in range(32):
        if not mask >> c & 1:
            continue
        bit, places = 1 << c, []
        for s in range(len(game.hands)):
            for name, masks in (("hand", game.hands), ("dealt cards", game.dealt),
                                ("discards", game.discards), ("draws", game.drawn)):
                if masks[s] & bit:
                    places.append(f"seat {s}'s {name}")
        if c in game.talon:
            places.append("the talon")
        if game.rest & bit:
            places.append("the cards nobody took")
        if game.played & bit:
            places.append("played")
        out.append(f"{card_name(c)} ({', '.join(places) or 'not in this deal'})")
    return "; ".join(out)


# ------------------------------------------------------------------- the spy


class LeakSpy:
    """Called on the host's thread with every message the host sends a seated guest
    (``HostSession.spy``), and with every message its link sends (:meth:`watch`):
    checks each against the host's real game at that very moment.  ``problems``
    are (category, text); ``fields`` and ``cards`` count the card fields looked at
    (and the cards they named) by seat."""

    def __init__(self, session: HostSession) -> None:
        self.session = session
        self.problems: list[tuple[str, str]] = []
        self.types: Counter[str] = Counter()
        self.by_seat: dict[int, Counter[str]] = defaultdict(Counter)
        self.fields: Counter[int] = Counter()
        self.cards: Counter[int] = Counter()
        self.records: Counter[int] = Counter()  # by seat, counted where the link sends them
        self.histories: dict[int, list[int]] = defaultdict(list)  # a seat's welcomes: deals in each
        self.history_events = 0
        self.thread: threading.Thread | None = None  # the host's thread (None: not checked)
        self.stop = threading.Event()  # set at the first problem: the partie is given up
        #: (deal index, seat): what the seat may know by the deal's last action seen
        self.known_by_deal: dict[tuple[int, int], int] = {}
        self.events: list[Event] | None = None  # the last action's events, while they are sent
        self._pending: tuple[dict, int | None] | None = None
        self._n = 0

    # ---------------------------------------------------------- wiring

    def watch(self, link: HostLink) -> None:
        """Watch the link too: each message the spy saw goes to the seat it was checked for."""
        send = link.send

        def watched(cid: int, message: dict[str, Any]) -> None:
            try:
                self._sent(cid, message)
            except Exception as exc:  # noqa: BLE001 - told on the test's thread
                self.problem("exception", f"{type(exc).__name__}: {exc}")
            send(cid, message)

        link.send = watched  # type: ignore[method-assign]

    def after(self, events: list[Event]) -> None:
        """Each batch of events the host's controller returned: what each seat may know now (a past deal's
        history is checked against it), then the events sent to the guests."""
        self.snapshot()
        self.events = events
        try:
            self.session.send_events(events)
        finally:
            self.events = None

    def snapshot(self) -> None:
        game = self.session.controller.game
        if game.history:
            deal = len(game.history) - 1
            for seat in range(len(game.hands)):
                self.known_by_deal[deal, seat] = may_know(game, seat)

    # ---------------------------------------------------------- checks

    def problem(self, category: str, text: str) -> None:
        self.stop.set()
        if len(self.problems) < 200:
            self.problems.append((category, text[:600]))

    def __call__(self, message: dict[str, Any]) -> None:
        self._n += 1
        self._pending = (message, None)
        try:
            self.check(message)
        except Exception as exc:  # noqa: BLE001 - told on the test's thread
            self.problem("exception", f"{message.get('type')} #{self._n}: {type(exc).__name__}: {exc}")

    def check(self, message: dict[str, Any]) -> None:
        session = self.session
        game = session.controller.game
        kind = message.get("type")
        self.types[kind] += 1
        if self.thread is not None and threading.current_thread() is not self.thread:
            self.problem("thread", f"{kind} built on {threading.current_thread().name}")
        json.dumps(message, allow_nan=False)  # it is JSON, as sent
        keys = MESSAGE_KEYS.get(kind)
        if keys is None or set(message) != keys:
            self.problem("field", f"a {kind!r} message with fields {sorted(message)}: "
                                  "which of them name cards? (teach the spy)")
            return
        if kind == "record":  # every card of the partie: only once nothing is secret
            if not game.is_over:
                self.problem("record", f"a record in deal {len(game.history)}, {game.phase.value}, "
                                       "before the partie's end")
            return
        if kind == "players":
            if message["players"] != list(game.players):
                self.problem("players", f"{message['players']} at a table of {list(game.players)}")
            return
        if kind in ("chat", "phrase", "refusal"):  # words: no card field
            return
        self.snapshot()
        state = message["state"]
        view = state["view"]
        seat = view["seat"]
        self._pending = (message, seat)
        self.by_seat[seat][kind] += 1
        tag = (f"seat {seat}, {kind} #{self.by_seat[seat][kind]} "
               f"(deal {len(game.history)}, {game.phase.value})")
        if seat not in session.guest_seats or seat not in session.cids:
            self.problem("seat", f"{tag}: a view of a seat no guest holds ({session.cids})")
            return
        known = game.view(seat).known_cards
        if known != may_know(game, seat):
            self.problem("view", f"{tag}: the view knows {named(known)}, "
                                 f"the game says {named(may_know(game, seat))}")
        hidden = hidden_from(game, seat)
        if kind == "welcome":
            self.check_welcome(message, seat, tag)
        self.check_state(state, seat, tag, known, hidden)
        if kind == "update":
            sent = message["events"]
            for i, e in enumerate(sent):
                self.check_event(e, f"events[{i}]", seat, tag, known, hidden)
            if self.events is not None:  # all this seat may see of the action, and no more
                expected = [event_to_json(e) for e in self.events if e.to is None or e.to == seat]
                if json.loads(json.dumps(sent)) != json.loads(json.dumps(expected)):
                    self.problem("events", f"{tag}: sent {sent}, its seat's events are {expected}")

    def check_cards(self, where: str, mask: Any, seat: int, tag: str, known: int, hidden: int) -> None:
        """One card field: every card it names known to ``seat``."""
        if not isinstance(mask, int) or isinstance(mask, bool) or mask & ~FULL_PACK or mask < 0:
            self.problem("field", f"{tag}: {where} is not a card set: {mask!r}")
            return
        self.fields[seat] += 1
        self.cards[seat] += bits(mask)
        unknown = mask & ~known
        if unknown:
            game = self.session.controller.game
            what = "leak" if unknown & hidden else "unknown"
            self.problem(what, f"{tag}: {where} names {named(unknown)}, which seat {seat} does not know: "
                               f"{whereabouts(game, unknown)}")

    def check_event(self, e: list, where: str, seat: int, tag: str, known: int, hidden: int) -> None:
        if e[0] not in EVENT_KINDS:
            self.problem("field", f"{tag}: {where} is an event of a kind the spy does not know: {e} "
                                  "(teach the spy whether its numbers are cards)")
            return
        to = e[9]
        if to is not None and to != seat:
            who = "nobody" if to == NOBODY else f"seat {to}"
            self.problem("event-seat", f"{tag}: {where} is for {who}: {e}")
        for field, mask in event_fields(e, where):
            self.check_cards(field, mask, seat, tag, known, hidden)

    def check_state(self, state: dict, seat: int, tag: str, known: int, hidden: int) -> None:
        session, game = self.session, self.session.controller.game
        if not set(state) <= STATE_KEYS or "view" not in state:
            self.problem("field", f"{tag}: a state with fields {sorted(state)} (teach the spy)")
            return
        view = state["view"]
        if set(view) != VIEW_KEYS:
            self.problem("field", f"{tag}: a view with fields {sorted(set(view) ^ VIEW_KEYS)} "
                                  "more or fewer (teach the spy)")
            return
        truth = json.loads(json.dumps(view_to_json(game.view(seat), game.variant)))
        if json.loads(json.dumps(view)) != truth:
            wrong = sorted(k for k in truth if truth[k] != view.get(k))
            self.problem("view", f"{tag}: not the seat's view at this moment ({wrong})")
        if len(view["shown"]) != len(game.hands):
            self.problem("view", f"{tag}: shown for {len(view['shown'])} seats "
                                 f"at a table of {len(game.hands)}")
        for i, e in enumerate(view["events"]):
            if e[9] is not None and e[9] != seat:
                self.problem("event-seat", f"{tag}: view.events[{i}] is for seat {e[9]}: {e}")
        for where, mask in view_fields(view):
            self.check_cards(where, mask, seat, tag, known, hidden)
        legal = state.get("legal", [])
        if (legal or state.get("exchange")) and (game.to_move != seat or session.controller.automatic(seat)):
            self.problem("choices", f"{tag}: choices while seat {game.to_move} is to move: {legal}")
        for i, text in enumerate(legal):
            cards = action_cards(read_action(text))
            self.check_cards(f"legal[{i}] ({text})", cards, seat, tag, known, hidden)
            if cards & ~game.hands[seat]:
                self.problem("choices", f"{tag}: legal[{i}] {text} names cards not in seat {seat}'s hand")
        if state["is_over"] != game.is_over:
            self.problem("state", f"{tag}: is_over {state['is_over']}, the game's {game.is_over}")

    def check_welcome(self, message: dict, seat: int, tag: str) -> None:
        seats = self.session.controller.seats
        if message["seat"] != seat:
            self.problem("seat", f"{tag}: a welcome to seat {message['seat']} with seat {seat}'s view")
        if message["token"] != seats[seat].token:
            others = [s for s in range(len(seats)) if s != seat and seats[s].token == message["token"]]
            self.problem("token", f"{tag}: the token of {others or 'no seat'}, not the seat's own")
        if message["players"] != list(self.session.controller.game.players):
            self.problem("players", f"{tag}: {message['players']}")
        history = message["history"]
        logs = self.session.controller.game.history
        self.histories[seat].append(len(history))
        if len(history) != len(logs):
            self.problem("history", f"{tag}: {len(history)} past deals of {len(logs)}")
        for i, (deal, log) in enumerate(zip(history, logs, strict=False)):
            expected = [event_to_json(e) for e in log.events if e.to is None or e.to == seat]
            if json.loads(json.dumps(deal["events"])) != json.loads(json.dumps(expected)):
                self.problem("history", f"{tag}: deal {i + 1}'s events are not those the seat saw")
            if (deal["number"], deal["dealer"], deal["scores"]) != (log.number, log.dealer, log.scores):
                self.problem("history", f"{tag}: deal {i + 1} is {deal['number']}, {deal['dealer']}, "
                                        f"{deal['scores']}")
            known = self.known_by_deal.get((i, seat))
            if known is None:
                self.problem("history", f"{tag}: deal {i + 1}, never seen at the host")
                continue
            for k, e in enumerate(deal["events"]):
                self.history_events += 1
                # a past deal: all 32 cards were in it, and every one the seat had not seen is hidden
                self.check_event(e, f"history[{i}].events[{k}]", seat, tag, known, FULL_PACK)

    def _sent(self, cid: int, message: dict[str, Any]) -> None:
        """The link sends ``message`` to connection ``cid``: the spy saw it, for that seat."""
        seat = self.session.seat_of(cid)
        pending, self._pending = self._pending, None
        kind = message.get("type")
        if pending is None or pending[0] is not message:
            if seat is not None and kind != "bye":
                self.problem("unseen", f"a {kind} message to seat {seat} the spy was not shown")
            return
        if pending[1] is not None and pending[1] != seat:
            self.problem("seat", f"a {kind} with seat {pending[1]}'s view sent to seat {seat}'s guest")
        if kind == "record" and seat is not None:
            self.records[seat] += 1

    # ---------------------------------------------------------- reports

    def leaks(self) -> list[tuple[str, str]]:
        return [p for p in self.problems if p[0] in ("leak", "unknown", "event-seat", "token", "record")]


# ---------------------------------------------------------------- the tables


class Table:
    """A host's table on loopback: a computer of level 1 in the host's seat and in
    every seat left, ``friends`` seats for guests (those after the host's), the
    spy on every message and on the link."""

    def __init__(self, variant: str, friends: int, seed: int, host_seat: int = 0) -> None:
        self.link = HostLink(0, LOOPBACK)
        self.port = self.link.port
        game = headless.new_partie(variant_named(variant), "Host", seed=seed, host_seat=host_seat)
        host = Seat.computer(1, seed, "Host", seats=game.variant.players)
        self.controller = headless.host_controller(game, host, host_seat,
                                                   friends=friends, level=1, seed=seed)
        self.session = HostSession(self.controller, self.link, host_seat)
        self.spy = LeakSpy(self.session)
        self.session.spy = self.spy
        self.spy.watch(self.link)
        self.said = False
        self.result: bool | None = None
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._serve, name="leak-host", daemon=True)

    @property
    def game(self):
        return self.controller.game

    def after(self, events: list[Event]) -> None:
        self.spy.after(events)
        if not self.said and any(e.kind == "deal" and e.info == (2,) for e in events):
            self.said = True  # the host says a word to the table, on his thread
            self.session.chat("Second deal, good luck")
            self.session.phrase(PHRASES[0])

    def _serve(self) -> None:
        try:
            self.result = headless.serve_partie(self.session, until=self.spy.stop.is_set,
                                                timeout=PARTIE_SECONDS, after=self.after)
        except BaseException as exc:  # noqa: BLE001 - reported on the test's thread
            self.error = exc

    def start(self) -> Table:
        self.spy.thread = self.thread  # every message built on the host's thread
        self.thread.start()
        return self

    def close(self) -> None:
        self.spy.stop.set()
        if self.thread.ident is not None:
            self.thread.join(10)
        self.session.close()


class Friend:
    """A guest at the table, its computer of level 1 on a thread of its own.  ``cut``:
    its connection is cut once in the play of the second deal or a later one (it
    comes back by its token, welcomed with the past deals); ``chat``: it says a word
    to the table once welcomed."""

    def __init__(self, table: Table, k: int, cut_once: bool = False, chat: bool = False) -> None:
        self.table = table
        self.k = k
        # every other guest declares for himself: the declarations offered name his cards
        self.session = GuestSession(None, f"Friend {k}", auto_declare=k % 2 == 0, key=table.session.key)
        self.session.link = GuestLink(LOOPBACK, table.port, self.session.hello)
        self.cut_once, self.chat = cut_once, chat
        self.cuts: list[int] = []
        self.chatted = False
        self.done: bool | None = None
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._play, name=f"leak-guest-{k}", daemon=True)

    def _until(self) -> bool:
        s = self.session
        c = s.controller
        if self.table.spy.stop.is_set():
            return True
        if c is None or not s.connected:
            return False
        if self.chat and not self.chatted and c.game.history:  # every guest is there by the first deal
            self.chatted = True
            s.chat(f"Hello from friend {self.k}")
        g = c.game
        if self.cut_once and not self.cuts and len(g.history) >= 2 and g.phase is Phase.PLAY \
                and g.view_now.trick \
                and not g.is_over and cut(s.link):
            self.cuts.append(len(g.history))
        return False

    def _play(self) -> None:
        try:
            self.done = headless.play_as_guest(self.session, 1, seed=self.k, timeout=PARTIE_SECONDS,
                                               until=self._until)
        except BaseException as exc:  # noqa: BLE001 - reported on the test's thread
            self.error = exc

    @property
    def seat(self) -> int | None:
        c = self.session.controller
        return None if c is None else c.seat


def play_table(variant: str, friends: int, seed: int, host_seat: int = 0) -> tuple[Table, list[Friend]]:
    """A whole partie at a table with ``friends`` guests (the first one's connection
    cut once, the last one chatting); the table and its friends, all closed."""
    table = Table(variant, friends, seed, host_seat).start()
    guests = [Friend(table, k, cut_once=k == 0, chat=k == friends - 1) for k in range(friends)]
    try:
        for g in guests:
            g.thread.start()
        for g in guests:
            g.thread.join(PARTIE_SECONDS + 30)
        table.thread.join(30)
    finally:
        for g in guests:
            g.session.close()
        table.close()
    if table.error is not None:
        raise table.error
    for g in guests:
        if g.error is not None:
            raise g.error
    return table, guests


def report(variant: str, table: Table, began: float) -> str:
    spy = table.spy
    seats = ", ".join(f"seat {s}: {spy.fields[s]} fields ({spy.cards[s]} cards)"
                      for s in sorted(table.session.guest_seats))
    deals = len(table.controller.game.history)
    return (f"{variant}, {len(table.session.guest_seats)} guest(s), {deals} deals: "
            f"{sum(spy.fields.values())} card fields checked ({seats}); {dict(spy.types)}; "
            f"{spy.history_events} past events; {len(spy.problems)} problems; "
            f"{time.monotonic() - began:.1f} s")


def cases():
    """Every table of three and four with all its seats but the host's taken by
    guests, and with fewer guests (a computer in a seat), the longer ones slow:
    the host in another seat each time."""
    out = []
    for name, players in TABLES:
        for friends in range(players - 1, 0, -1):
            quick = friends == players - 1 or (players == 4 and friends == 2)
            marks = () if quick else (pytest.mark.slow,)
            out.append(pytest.param(name, friends, (friends - 1) % players, 30 + 10 * players + friends,
                                    id=f"{name}-{friends}-guests", marks=marks))
    return out


@pytest.mark.slow
@pytest.mark.parametrize(("variant", "friends", "host_seat", "seed"), cases())
def test_every_message_to_every_guest_at_tables_of_three_and_four(variant, friends, host_seat, seed):
    began = time.monotonic()
    table, guests = play_table(variant, friends, seed, host_seat)
    spy, game, session = table.spy, table.controller.game, table.session
    line = report(variant, table, began)
    print(line)
    # nothing any guest was told is beyond what his seat may know, and all was looked at
    assert spy.leaks() == [], spy.leaks()[:10]
    assert spy.problems == [], spy.problems[:10]
    assert table.result, line
    assert game.is_over
    # every guest played to the end, in his seat, and ends with the host's totals and the record
    assert sorted(g.seat for g in guests) == session.guest_seats
    for g in guests:
        assert g.done, (g.k, g.session.notices, g.session.down, g.session.refused, g.session.failed)
        assert g.session.record is not None and g.session.controller.game.public().totals == game.totals
    assert session.refusals == 0
    # every seat was looked at, thousands of card fields a seat
    for seat in session.guest_seats:
        assert spy.by_seat[seat]["welcome"] >= 1 and spy.by_seat[seat]["update"] >= 50, spy.by_seat[seat]
        assert spy.fields[seat] >= FEWEST_FIELDS, line
        assert spy.records[seat] == 1, spy.records
    # the first guest was cut off in a later deal and came back: a welcome with the past deals
    cut_seat = guests[0].seat
    assert guests[0].cuts, "no connection cut"
    assert len(spy.histories[cut_seat]) == 2 and spy.histories[cut_seat][-1] >= 2, spy.histories
    assert spy.history_events > 50
    # every kind of message a seated guest is sent was seen
    assert spy.types["chat"] >= 1 + (friends > 1) and spy.types["phrase"] >= friends
    if friends > 1:
        assert spy.types["players"] >= 1  # a later guest's name, told to those already there
        said = ("chat", f"Hello from friend {friends - 1}", f"Friend {friends - 1}")
        assert any(said in g.session.notices for g in guests[:-1])  # relayed to the others


# ------------------------------------------------------ the spy can fail


def table_in_play(seed: int = 11) -> tuple[Table, int, int]:
    """A table of three, two guests (not started): its game in the play of its first
    deal, some tricks played; a guest seat who is not the dealer and the other guest."""
    table = Table("normand", 2, seed)
    game = table.controller.game
    game.deal_random()
    table.spy.snapshot()
    while game.phase is not Phase.PLAY or len(game.tricks) < 2 or not game.trick:
        game.apply(game.sample_action(game.rng))
        table.spy.snapshot()
    seat = next(s for s in table.session.guest_seats if s != game.dealer)
    other = next(s for s in table.session.guest_seats if s != seat)
    for k, s in enumerate(table.session.guest_seats):  # as if seated
        table.session.cids[s] = 100 + k
    return table, seat, other


def test_the_spy_catches_each_kind_of_leak():
    """Another seat's card, the cards nobody took, a discard, slipped into each card
    field in turn (and an event for another seat, another seat's token, choices
    naming a card not held, a record before the end, an unknown field): each is seen,
    and named by its field."""
    table, seat, other = table_in_play()
    try:
        spy, session, game = table.spy, table.session, table.controller.game
        assert game.rest and game.discards[game.dealer], "a deal with cards left and discarded"
        secret = game.hands[other] & -game.hands[other]
        card = secret.bit_length() - 1
        rest = game.rest & -game.rest
        discard = game.discards[game.dealer] & -game.discards[game.dealer]
        good = {"type": "update", "events": [], "state": session.state(seat)}
        spy(good)
        spy(session.welcome(seat))
        assert spy.problems == [] and spy.fields[seat] > 20

        def with_view(**changes) -> dict:
            return {**good, "state": {**good["state"], "view": {**good["state"]["view"], **changes}}}

        view = good["state"]["view"]
        event = ["play", other, 0, 0, secret, [], [], "", "", None]
        bad = {
            "view.hand": with_view(hand=view["hand"] | secret),
            "view.dealt": with_view(dealt=view["dealt"] | secret),
            "view.discards": with_view(discards=view["discards"] | discard),
            "view.drawn": with_view(drawn=view["drawn"] | rest),
            "view.talon_seen": with_view(talon_seen=view["talon_seen"] | rest),
            "view.opponent_shown": with_view(opponent_shown=view["opponent_shown"] | secret),
            "view.played": with_view(played=view["played"] | secret),
            f"view.shown[{other}]": with_view(shown=[m | (secret if s == other else 0)
                                                     for s, m in enumerate(view["shown"])]),
            "view.tricks[0][2]": with_view(tricks=[[t[0], t[1], card, *t[3:]] if i == 0 else t
                                                   for i, t in enumerate(view["tricks"])]),
            "view.trick[0]": with_view(trick=[card, *view["trick"][1:]]),
            "view.events[0].cards (deal)": with_view(events=[[*view["events"][0][:4], secret,
                                                              *view["events"][0][5:]], *view["events"][1:]]),
            "events[0].cards (play)": {**good, "events": [event]},
            "events[0].combos[1] (sequence)": {**good, "events": [["sequence", other, 4, 4, 0,
                                                                   [0, discard], [], "", "sequence", None]]},
            "events[0].info[2] (trick)": {**good, "events": [["trick", other, 0, 0, 0, [], [0, 8, card],
                                                              "", "", None]]},
            "legal[0] (play": {**good, "state": {**good["state"], "legal": [f"play {card_name(card)}"]}},
        }
        for field, message in bad.items():
            before = len(spy.problems)
            spy(message)
            caught = [text for category, text in spy.problems[before:] if category in ("leak", "unknown")]
            assert any(field in text for text in caught), (field, spy.problems[before:])
        before = len(spy.problems)
        welcome = session.welcome(seat)
        spy({**welcome, "token": session.controller.seats[other].token})
        spy({**good, "events": [["hand", other, 0, 0, 0, [], [], "", "", other]]})  # not even a card
        spy({**good, "events": [["rest", None, 0, 0, 0, [], [], "", "", NOBODY]]})
        spy({"type": "record", "record": {}})
        spy({**good, "secret": 1})
        spy(with_view(hand_by_seat=[game.hands[other]]))
        spy({**good, "events": [["glimpse", other, 0, 0, 0, [], [card], "", "", None]]})
        categories = [category for category, _ in spy.problems[before:]]
        assert categories == ["token", "event-seat", "event-seat", "record", "field", "field", "field"], \
            spy.problems[before:]
        assert "glimpse" in spy.problems[-1][1]
    finally:
        table.session.cids.clear()
        table.close()


def test_the_spy_catches_a_past_deals_leak_in_the_welcome():
    """A welcome whose past deal tells another seat's hand, or only a card of it."""
    table, seat, other = table_in_play(seed=6)
    try:
        spy, session, game = table.spy, table.session, table.controller.game
        while len(game.history) < 2 or game.phase is not Phase.PLAY:  # into the second deal
            if game.phase is Phase.DEAL:
                game.deal_random()
            else:
                game.apply(game.sample_action(game.rng))
            spy.snapshot()
        welcome = session.welcome(seat)
        spy(welcome)
        assert spy.problems == [] and spy.history_events > 20
        first = game.history[0]
        hand_event = next(e for e in first.events if e.kind == "hand" and e.seat == other)
        history = [dict(welcome["history"][0]), *welcome["history"][1:]]
        history[0]["events"] = [*history[0]["events"], event_to_json(hand_event)]
        spy({**welcome, "history": history})
        assert [c for c, _ in spy.problems].count("event-seat") == 1, spy.problems
        # a card of a past deal the seat never saw (the cards nobody took, or the dealer's discards)
        unseen = FULL_PACK & ~spy.known_by_deal[0, seat]
        assert unseen, "every card of the first deal seen by the seat"
        leak = unseen & -unseen
        history[0]["events"] = [*welcome["history"][0]["events"],
                                ["play", other, 0, 0, leak, [], [], "", "", None]]
        before = len(spy.problems)
        spy({**welcome, "history": history})
        assert any(c == "leak" and "history[0].events" in t for c, t in spy.problems[before:]), spy.problems
    finally:
        table.session.cids.clear()
        table.close()


def leaky_table(monkeypatch, how: str) -> Table:
    """A table of three, two guests, whose host leaks (``how``): the next seat's
    hand in the cards shown once the play has begun, or every private event to
    every guest."""
    table = Table("normand", 2, seed=71)
    session = table.session
    if how == "state":
        honest = session.state

        def state(seat: int | None = None) -> dict:
            out = honest(seat)
            game = session.controller.game
            if game.phase is Phase.PLAY:
                view = out["view"]
                nxt = (view["seat"] + 1) % len(game.hands)
                view["shown"] = [m | (game.hands[nxt] if s == nxt else 0)
                                 for s, m in enumerate(view["shown"])]
            return out

        session.state = state  # type: ignore[method-assign]
    else:
        monkeypatch.setattr(Event, "visible_to", lambda self, seat: self.to != NOBODY)
    return table


@pytest.mark.parametrize("how", ["state", "events"])
def test_the_spy_catches_a_leaking_host_in_a_whole_partie(monkeypatch, how):
    """The same network partie with a host that leaks: the spy stops it at the leak."""
    table = leaky_table(monkeypatch, how).start()
    guests = [Friend(table, k) for k in range(2)]
    try:
        for g in guests:
            g.thread.start()
        assert wait_for(lambda: bool(table.spy.leaks()), PARTIE_SECONDS), table.spy.problems
        for g in guests:
            g.thread.join(30)
    finally:
        for g in guests:
            g.session.close()
        table.close()
    category, text = table.spy.leaks()[0]
    if how == "state":
        assert category == "leak" and ".shown[" in text and "'s hand" in text, text
    else:
        assert category == "event-seat" and "hand" in text, text
    assert not table.controller.game.is_over
