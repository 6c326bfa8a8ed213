"""Ass over the network: a table of six with the host, two friends at other
computers and three computers, played to the end on loopback; one friend's
connection cut and taken up again by his seat's token; every message to each
friend checked, at the very moment it is sent, against what his seat may know;
the view and the state read back as they were sent, and a hostile one refused."""

from __future__ import annotations

import json
import threading

import pytest
from test_net_loopback import cut

from piquet_game.ass.ai import make_ass_player
from piquet_game.ass.net import (
    AssWire,
    RemoteAssGame,
    host_controller,
    public_to_json,
    read_action,
    remote_game,
    view_from_json,
    view_to_json,
)
from piquet_game.ass.rules import AssGame, AssRules, parse_ass_action
from piquet_game.ass.rules.game import NO_TRUMPS
from piquet_game.controller import Seat
from piquet_game.net import headless
from piquet_game.net.guest import REMOTES, GuestSession
from piquet_game.net.host import HostSession
from piquet_game.net.link import GuestLink, HostLink
from piquet_game.net.protocol import ProtocolError

LOOPBACK = "127.0.0.1"
GAMES = {**REMOTES, "ass": remote_game}


def mentioned(events: list, view: dict | None) -> int:
    """Every card a message names: its events' cards, its view's hand, tricks and ways."""
    cards = 0
    for e in events:
        cards |= e[4]
    if view is not None:
        cards |= view["hand"] | view["played"]
        for won in view["won"]:
            cards |= won
        for _seat, card, _way in view["trick"]:
            cards |= 1 << card
        for trick in view["tricks"]:
            for _seat, card, _way in trick:
                cards |= 1 << card
        for card, _way in view["ways"]:
            cards |= 1 << card
    return cards


class AssSpy:
    """Every message the host sends a friend, checked against the host's game then."""

    def __init__(self, session: HostSession) -> None:
        self.session = session
        self.problems: list = []
        self.checked = 0
        self.records = 0

    def __call__(self, message: dict) -> None:
        try:
            self.check(message)
        except Exception as exc:  # noqa: BLE001 - told on the test's thread
            self.problems.append(f"{message.get('type')}: {type(exc).__name__}: {exc}"[:300])

    def check(self, message: dict) -> None:
        game: AssGame = self.session.controller.game  # type: ignore[assignment]
        json.dumps(message, allow_nan=False)
        kind = message["type"]
        if kind == "record":
            assert game.is_over, "a record before the end"
            self.records += 1
            return
        if kind not in ("update", "welcome"):
            return
        state = message["state"]
        seat = state["view"]["seat"]
        assert seat in self.session.guest_seats, f"a view of seat {seat}"
        assert state["view"] == json.loads(json.dumps(view_to_json(game.view(seat)))), "not the seat's view"
        assert state["public"] == json.loads(json.dumps(public_to_json(game.public())))
        events = message.get("events", [])
        for e in events:
            assert e[9] is None or e[9] == seat, f"an event for seat {e[9]}"
        if state["legal"]:
            assert game.to_move == seat, "choices out of turn"
            assert sorted(map(str, game.legal_actions())) == sorted(state["legal"])
        secret = sum(1 << c for c in game.stock) | game.out_of_play
        for other, hand in enumerate(game.hands):
            if other != seat:
                secret |= hand
        leaked = mentioned(events, state["view"]) & secret
        assert not leaked, f"seat {seat} told of cards {leaked:#x}"
        if message["type"] == "welcome":
            assert message["game"] == "ass" and message["history"] == []
        self.checked += 1


@pytest.mark.slow
def test_ass_at_six_over_the_network_two_friends_one_cut_and_back():
    rules = AssRules.make(6, NO_TRUMPS)
    host_seat = Seat.ass_computer(1, 7, "Host", 6)
    controller = host_controller(rules, host_seat, friends=2, level=1, seed=7)
    link = HostLink(0, LOOPBACK)
    session = HostSession(controller, link, 0, wire=AssWire())
    spy = AssSpy(session)
    session.spy = spy
    lines: list[str] = []
    server = threading.Thread(target=headless.serve_partie, args=(session,),
                              kwargs={"timeout": 240, "say": lines.append}, daemon=True)
    server.start()
    results: dict[int, tuple] = {}
    cuts: list[int] = []
    guests: list[GuestSession] = []

    def friend(k: int) -> None:
        s = GuestSession(None, f"Friend {k}", key=session.key, remotes=GAMES)
        s.link = GuestLink(LOOPBACK, link.port, s.hello)
        guests.append(s)

        def maybe_cut() -> bool:  # the first friend's connection, cut in the second deal
            c = s.controller
            if k == 0 and not cuts and c is not None and s.connected and c.game.deal_number >= 2:
                if cut(s.link):
                    cuts.append(c.game.deal_number)
            return False

        try:
            ok = headless.play_as_guest(s, 1, seed=k, timeout=240, until=maybe_cut, make=make_ass_player)
            c = s.controller
            results[k] = (ok, c.seat if c else None, c.game.public().banks if c else None, s.record,
                          [kind for kind, *_ in s.notices])
        finally:
            s.close()

    threads = [threading.Thread(target=friend, args=(k,), daemon=True) for k in range(2)]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join(250)
        server.join(10)
    finally:
        session.close()
    game: AssGame = controller.game  # type: ignore[assignment]
    assert game.is_over, lines[-5:]
    assert spy.problems == [], spy.problems[:5]
    assert spy.checked > 100 and spy.records == 2
    assert sorted(r[1] for r in results.values()) == [1, 2] == session.guest_seats
    for ok, _seat, banks, record, _notices in results.values():
        assert ok and banks == tuple(game.banks)
        assert record is not None and record["game"] == "ass" and record["players"] == list(game.players)
    # the cut friend came back to his seat by its token, and the game went on
    assert cuts, "the connection was never cut"
    kinds = results[0][4]
    assert kinds.count("down") >= 1 and kinds.count("back") >= 1, kinds
    assert any(line.startswith("back: Friend 0") for line in lines), lines
    # the three computers and the two friends, under their names
    assert sorted(game.players[1:3]) == ["Friend 0", "Friend 1"]  # in the order they sat down
    assert [s.remote for s in controller.seats] == [False, True, True, False, False, False]


def test_a_view_and_a_state_read_back_as_sent_and_hostile_ones_are_refused():
    rules = AssRules.make(4)
    controller = host_controller(rules, Seat.human("Ann"), friends=1, level=1, seed=3)
    game: AssGame = controller.game  # type: ignore[assignment]
    while game.to_move != 1 or game.phase.value != "play" or not game.trick.plays:
        if game.awaits_deal:
            game.deal_random()
        else:
            game.apply(game.legal_actions()[0], game.to_move)
    wire = AssWire()
    state = json.loads(json.dumps(wire.state(controller, 1)))
    remote = RemoteAssGame(1, game.players, rules)
    remote.set_state(state)
    assert remote.view(1) == game.view(1) and remote.public() == game.public()
    assert remote.legal_actions() == game.legal_actions() and remote.to_move == 1
    with pytest.raises(ValueError):
        remote.view(0)  # another seat's: never known here
    welcome = {"rules": rules.key, "state": state}
    assert remote_game(1, game.players, welcome).view(1) == game.view(1)
    # hostile words: each refused, and the game as it was
    before = remote.view(1)
    for bad in ({**state, "view": {**state["view"], "hand": 1 << 40}},
                {**state, "view": {**state["view"], "seat": 2}},
                {**state, "view": {**state["view"], "trick": [[0, 99, "older"]]}},
                {**state, "view": {**state["view"], "ways": [[3, "teleport"]]}},
                {**state, "view": {**state["view"], "banks": [1, 2]}},
                {**state, "public": {**state["public"], "phase": "lunch"}},
                {**state, "legal": ["deal 6S | 7S"]},
                {**state, "legal": ["play ZZ"]},
                {**state, "view": {k: v for k, v in state["view"].items() if k != "won"}},
                "not a state"):
        with pytest.raises(ProtocolError):
            remote.set_state(bad)
        assert remote.view(1) == before
    with pytest.raises(ProtocolError):
        remote_game(1, game.players, {"rules": "no such rules", "state": state})
    with pytest.raises(ProtocolError):
        remote_game(1, game.players[:3], welcome)  # rules for four, three players
    assert read_action("play 9S") == parse_ass_action("play 9S")
    for bad_action in ("deal 6S", "x" * 100, 7, "fly"):
        with pytest.raises(ProtocolError):
            read_action(bad_action)
    sent = json.loads(json.dumps(view_to_json(game.view(0))))
    assert view_from_json(sent, rules, game.players) == game.view(0)


def test_a_guest_of_piquet_only_refuses_a_host_of_ass():
    """A table that does not play Ass (its guest knows Piquet's games only) says so."""
    session = GuestSession(None, "Ann")
    with pytest.raises(ProtocolError, match="game this table does not"):
        session._welcome({"players": ["A", "B"], "seat": 1, "token": "t" * 16, "game": "ass", "rules": "x"})
    assert session.controller is None


def test_a_hostile_host_s_events_and_welcome_back_are_refused_and_change_nothing():
    from piquet_game.common.events import Event
    from piquet_game.net.guest import GuestController

    rules = AssRules.make(3)
    controller = host_controller(rules, Seat.human("Ann"), friends=1, level=1, seed=5)
    game: AssGame = controller.game  # type: ignore[assignment]
    game.apply(game.legal_actions()[0], game.to_move)
    wire = AssWire()
    welcome = json.loads(json.dumps({"type": "welcome", "protocol": 2, "seat": 1, "token": "t" * 16,
                                     "players": list(game.players), "host": 0, "game": "ass",
                                     **wire.welcome_fields(controller), "history": [],
                                     "state": wire.state(controller, 1)}))
    session = GuestSession(None, "Ben", remotes=GAMES)
    session._welcome(welcome)
    c = session.controller
    assert isinstance(c, GuestController) and c.seat == 1
    before = c.game.view(1)
    state = welcome["state"]
    for bad in ([Event("hand", 5, cards=1, to=5)],                 # a seat this table has not
                [Event("trump", 0)],                               # no suit
                [Event("trump", 0, info=(7,))],                    # no such suit
                [Event("play", 0, cards=3, info=(0, 1))],          # two cards played at once
                [Event("play", 0, cards=1, info=(4, 0))],          # a holder not at the table
                [Event("bank", 0, info=(12,))],                    # a bank without its target
                [Event("deal-end", None, info=(1, 2))]):           # points for two of three
        c.updates.append((state, bad))
        assert c.step() is None
        assert session.notices[-1][0] == "junk"
        assert c.game.view(1) == before
    # a welcome back to another seat, or another game, is refused and the table stays
    for other in ({**welcome, "seat": 2}, {**welcome, "game": "piquet"}):
        with pytest.raises(ProtocolError):
            session._welcome(other)
        assert session.controller is c and c.game.view(1) == before
    # the trick's holder is one who played to it
    view = dict(state["view"], trick=[[0, 5, "lead"]], holder=2)
    with pytest.raises(ProtocolError):
        view_from_json(view, rules, game.players)


def test_the_host_s_computers_are_named_by_their_level_numbered_and_said_in_the_language():
    """The seats no friend takes are the computer's, named by its level as the game
    gives it ("Card counter", "Card counter (2)"), which a friend's screen says in its
    own language; Piquet's table of four does the same ("Master", "Master (2)")."""
    from piquet_game.ass.net import host_controller as ass_host
    from piquet_game.i18n import Translator
    from piquet_game.net.headless import host_controller, new_partie
    from piquet_game.rules.variant import variant_named
    from piquet_game.vocabulary import shown_name, unused_name

    c = ass_host(AssRules.make(5, 3), Seat.human("Ann"), friends=1, level=2, seed=4)
    assert c.game.players == ("Ann", "Guest", "Card counter", "Card counter (2)", "Card counter (3)")
    assert [s.level for s in c.seats] == [None, None, 2, 2, 2]
    fr = Translator("fr")
    assert [shown_name(p, fr) for p in c.game.players[2:]] == [
        fr("Card counter"), f"{fr('Card counter')} (2)", f"{fr('Card counter')} (3)"]
    game = new_partie(variant_named("voleur"), "Ann", "host", seed=3)
    c = host_controller(game, Seat.human("Ann"), friends=1, level=5, seed=3)
    assert sorted(c.game.players) == sorted(["Ann", "Guest", "Master", "Master (2)"])
    # a host with no window (piquet host --computer N) is the computer too: named by
    # its level, the others numbered after it, and the host's seat anywhere
    c = ass_host(AssRules.make(4, 1), Seat.ass_computer(2, 1, "Card counter", 4), friends=1, level=2, seed=4)
    assert c.game.players == ("Card counter", "Guest", "Card counter (2)", "Card counter (3)")
    for host_seat in range(4):
        game = new_partie(variant_named("voleur"), "Master", "host", seed=3, host_seat=host_seat)
        host = Seat.computer(5, 3, "Master", seats=4)
        c = host_controller(game, host, host_seat, friends=1, level=5, seed=3)
        assert sorted(c.game.players) == sorted(["Master", "Guest", "Master (2)", "Master (3)"])
        assert c.game.players[host_seat] == "Master"
    assert unused_name("Master", ["Master", "Master (3)"]) == "Master (2)"
    assert unused_name("Master", ["Ann"]) == "Master"
