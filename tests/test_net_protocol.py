"""The network protocol's words, without a socket: framing, actions, views,
events, the guest's table state from the host's words, and the address codes.

Every field a peer reads is checked: a hostile peer's message is refused with a
:class:`ProtocolError` (never another exception, never accepted as something else).
"""

from __future__ import annotations

import copy
import json
import queue
import random
from dataclasses import replace

import pytest

from piquet_game.controller import Controller, Seat
from piquet_game.net.guest import GuestSession, RemoteGame
from piquet_game.net.host import HostSession
from piquet_game.net.protocol import (
    DEFAULT_PORT,
    GUEST_TYPES,
    HOST_TYPES,
    KEY_LETTERS,
    MAX_GUEST_MESSAGE,
    MAX_MESSAGE,
    AddressError,
    ProtocolError,
    address_code,
    decode,
    encode,
    event_from_json,
    event_to_json,
    events_from_json,
    invitation_address,
    is_key,
    new_key,
    parse_address,
    read_action,
    variant_from_json,
    variant_to_json,
    view_from_json,
    view_to_json,
)
from piquet_game.rules import Game, Phase
from piquet_game.rules.actions import DealCards, Exchange
from piquet_game.rules.events import Event
from piquet_game.rules.variant import VARIANTS

TWO_HANDED = sorted(name for name, v in VARIANTS.items() if v.players == 2)


def test_every_two_handed_game_is_covered():
    assert set(TWO_HANDED) >= {"rubicon", "au-cent", "russian", "picchetto", "contract"}


# ------------------------------------------------------------------ framing


def rule_of(call, *args, **kwargs) -> str:
    with pytest.raises(ProtocolError) as info:
        call(*args, **kwargs)
    return info.value.rule


def test_encode_decode_round_trip():
    message = {"type": "chat", "text": "Bonjour, à vous ♠", "n": [1, 2, {"x": None}]}
    text = encode(message)
    assert "\n" not in text and "à" in text  # one line, the text as it is
    assert decode(text) == message
    assert decode(text, types=GUEST_TYPES) == message
    assert decode(encode({"type": "update"}), types=HOST_TYPES) == {"type": "update"}


@pytest.mark.parametrize("raw, rule", [
    (b'{"type": "hello"}', "binary"),
    (bytearray(b'{"type": "hello"}'), "binary"),
    ("not json at all", "json"),
    ('{"type": "hello"', "json"),
    ("", "json"),
    ('{"type": "hello", "n": NaN}', "json"),
    ('{"type": "hello", "n": Infinity}', "json"),
    ('{"type": "hello", "n": -Infinity}', "json"),
    ('{"type": "hello", "n": ' + "9" * 40 + "}", "json"),  # a number too long to be one
    ('{"type": "hello", "n": ' + "[" * 20_000 + "]" * 20_000 + "}", "json"),  # nested too deeply
    ("[1, 2, 3]", "shape"),
    ('"hello"', "shape"),
    ("42", "shape"),
    ("null", "shape"),
    ("{}", "type"),
    ('{"type": 5}', "type"),
    ('{"type": null}', "type"),
    ('{"type": ["hello"]}', "type"),
    ('{"type": "deal"}', "type"),
    ('{"type": "welcome"}', "type"),  # a host's word, from a guest
])
def test_decode_refuses(raw, rule):
    assert rule_of(decode, raw, MAX_MESSAGE, GUEST_TYPES) == rule


def test_decode_refuses_oversize():
    text = encode({"type": "chat", "text": "x" * MAX_GUEST_MESSAGE})
    assert rule_of(decode, text, MAX_GUEST_MESSAGE, GUEST_TYPES) == "size"
    big = encode({"type": "update", "pad": "y" * MAX_MESSAGE})
    assert rule_of(decode, big) == "size"
    # just under the limit is fine
    fits = encode({"type": "chat", "text": "x" * (MAX_GUEST_MESSAGE - 40)})
    assert len(fits) <= MAX_GUEST_MESSAGE
    assert decode(fits, MAX_GUEST_MESSAGE, GUEST_TYPES)["type"] == "chat"


def test_decode_refusals_say_why_briefly():
    with pytest.raises(ProtocolError) as info:
        decode('{"type": "' + "z" * 5000 + '"}', MAX_MESSAGE, GUEST_TYPES)
    assert info.value.rule == "type" and len(str(info.value)) < 80
    with pytest.raises(ProtocolError) as info:
        decode("x" * (MAX_GUEST_MESSAGE + 1), MAX_GUEST_MESSAGE)
    assert "limit" in str(info.value)


def test_decode_moderate_nesting_and_unicode_are_messages():
    nested = '{"type": "chat", "n": ' + "[" * 50 + "]" * 50 + "}"
    assert decode(nested, types=GUEST_TYPES)["type"] == "chat"
    assert decode('\ufeff{"type": "bye"}', types=GUEST_TYPES) == {"type": "bye"}


# ------------------------------------------------------------------ actions


@pytest.mark.parametrize("text", [
    "play 9S", "PLAY 9s", "  play AH  ", "call pass", "call 7+", "call 12-", "blanche", "no-blanche",
    "open-capot", "no-open-capot", "exchange 7S 8S 9S", "exchange - hide", "exchange 7C show",
    "declare point AS KS QS JS", "declare set - ", "declare sequence -",
])
def test_read_action_accepts(text):
    action = read_action(text)
    assert not isinstance(action, DealCards)
    assert read_action(str(action)) == action


@pytest.mark.parametrize("value", [
    "deal 0 12 AS KS", "deal", "DEAL x", "   deal 0", "\tDeal 1",  # the host deals
    "", "   ", "hello", "play", "play ZZ", "play 9S 8S", "play 1S", "call 13+", "call maybe",
    "declare colour AS", "exchange XX", "blanche now",
    "play 9S" + " " * 200, "x" * 201,  # overlong
    None, 5, 5.5, True, False, ["play 9S"], {"action": "play 9S"}, b"play 9S",  # not strings
])
def test_read_action_refuses(value):
    assert rule_of(read_action, value) == "action"


def test_read_action_message_is_short_even_for_long_junk():
    with pytest.raises(ProtocolError) as info:
        read_action("q" * 190)
    assert len(str(info.value)) < 400


# ------------------------------------------------------- positions to test

def positions(name: str, seed: int, every: float = 0.08, options: bool = True):
    """Random positions (games) of a random partie of the variant ``name``."""
    rng = random.Random(seed)
    variant = VARIANTS[name]
    if options and variant.option_values:
        variant = variant.with_options(**{k: rng.choice(vals) for k, vals in variant.option_values})
    game = Game.new(rng, variant)
    yield game  # before the first deal
    for _ in range(4000):
        if game.is_over:
            break
        if game.phase is Phase.DEAL:
            game.deal_random(rng)
        else:
            game.apply(game.sample_action(rng))
        if rng.random() < every:
            yield game
    yield game  # the end (or as far as it went)


@pytest.mark.slow
def test_view_round_trip_every_two_handed_variant():
    """SeatView → JSON text → SeatView gives the same view (its rules too), for both
    seats of random positions of random parties of every two-player game."""
    checked = {name: 0 for name in TWO_HANDED}
    phases = set()
    for name in TWO_HANDED:
        for seed in range(12):
            for game in positions(name, seed):
                for seat in (0, 1):
                    v = game.view(seat)
                    wire = json.dumps(view_to_json(v), allow_nan=False)
                    back = view_from_json(json.loads(wire))
                    assert back == v, (name, seed, seat)
                    assert back.rules == v.rules and back.rules.name == v.rules.name
                    assert back.known_cards == v.known_cards
                    checked[name] += 1
                    phases.add(v.phase)
    assert all(n >= 40 for n in checked.values()), checked
    assert {Phase.PLAY, Phase.DEAL, Phase.PARTIE_OVER} <= phases


@pytest.mark.slow
def test_events_and_actions_round_trip():
    for name in TWO_HANDED:
        for seed in range(4):
            for game in positions(name, seed, every=0.2, options=False):
                for e in game.log:
                    assert event_from_json(json.loads(json.dumps(event_to_json(e)))) == e
                if game.phase not in (Phase.DEAL, Phase.PARTIE_OVER):
                    legal = game.legal_actions()
                    for a in legal[::max(1, len(legal) // 100)]:  # an exchange's thousands: some
                        assert read_action(str(a)) == a
                for log in game.history:
                    wire = json.loads(json.dumps([event_to_json(e) for e in log.events]))
                    assert events_from_json(wire) == list(log.events)


def test_variant_round_trip():
    for name in TWO_HANDED:
        v = VARIANTS[name]
        assert variant_from_json(json.loads(json.dumps(variant_to_json(v)))) == v
        for option, values in v.option_values:
            for value in values:
                w = v.with_options(**{option: value})
                assert variant_from_json(json.loads(json.dumps(variant_to_json(w)))) == w


def host_state(game: Game, guest_seat: int) -> dict:
    """What the host sends of the table (HostSession.state), for a game in any position."""
    seats = [Seat.human("Host"), Seat.human("Host")]
    seats[guest_seat] = Seat.at_distance("Guest", "t" * 16)
    session = HostSession(Controller(game, seats), None, 1 - guest_seat)
    return json.loads(json.dumps(session.state()))


def same_choices(a: list, b: list) -> bool:
    return len(a) == len(b) and set(map(str, a)) == set(map(str, b))


@pytest.mark.slow
def test_remote_game_answers_as_the_game_does():
    """The guest's table state, made from the host's words, answers what the table
    asks as the host's game would for the guest's seat (its choices too, an
    exchange's spelled out from its counts; what every seat knows of the partie,
    but for the past deals' events, which come with the welcome and the updates)."""
    seen_legal = seen_exchange = 0
    for name in TWO_HANDED:
        for seed in range(4):
            for game in positions(name, seed, every=0.15, options=False):
                for seat in (0, 1):
                    state = host_state(game, seat)
                    remote = RemoteGame(seat, game.players, game.variant)
                    remote.set_state(state)
                    assert remote.view(seat) == game.view(seat)
                    assert remote.phase is game.phase and remote.to_move == game.to_move
                    assert remote.is_over == game.is_over and remote.deal_number == game.deal_number
                    assert replace(remote.public(), history=()) == replace(game.public(), history=())
                    assert remote.public().totals == game.totals
                    if state["legal"] or state.get("exchange"):
                        seen_legal += 1
                        seen_exchange += "exchange" in state
                        assert game.to_move == seat
                        assert same_choices(remote.legal_actions(), game.legal_actions())
                    else:
                        assert remote.legal_actions() == []
                    with pytest.raises(ValueError):
                        remote.view(1 - seat)
    assert seen_legal > 50 and seen_exchange > 5


def younger_after_elder_took_one(seed: int = 3) -> Game:
    """A Rubicon deal where elder took one card: younger may take up to seven, and
    show or hide the rest: 5812 legal exchanges."""
    rng = random.Random(seed)
    game = Game.new(rng, VARIANTS["rubicon"])
    game.deal_random(rng)
    while game.phase is not Phase.EXCHANGE_ELDER:
        game.apply(game.sample_action(rng))
    game.apply(next(a for a in game.legal_actions()
                    if isinstance(a, Exchange) and a.discard.bit_count() == 1))
    while game.phase is not Phase.EXCHANGE_YOUNGER:
        game.apply(game.sample_action(rng))
    assert len(game.legal_actions()) > 5000
    return game


class FakeLink:
    """A guest's link with no socket: the test puts the host's messages in its inbox."""

    def __init__(self) -> None:
        self.inbox: queue.Queue = queue.Queue()
        self.sent: list[dict] = []

    def send(self, message: dict) -> bool:
        self.sent.append(message)
        return True

    def give_up(self, hang_up: bool = False) -> None:
        pass

    def stop(self) -> None:
        pass


def test_younger_exchange_after_elder_took_one():
    """5812 choices: once over the guest's limit of legal actions (the update refused,
    and the guest's game stopped): now sent as the exchange's counts."""
    game = younger_after_elder_took_one()
    younger = game.to_move
    seats = [Seat.human("Host"), Seat.human("Host")]
    seats[younger] = Seat.at_distance("Guest", "t" * 16)
    host = HostSession(Controller(game, seats), None, 1 - younger)
    link = FakeLink()
    guest = GuestSession(link, "Guest")
    welcome = json.loads(json.dumps(host.welcome()))
    welcome["state"] = json.loads(json.dumps(host_state(Game.new(random.Random(1)), younger)))
    link.inbox.put(("open",))
    link.inbox.put(("message", welcome))
    link.inbox.put(("message", json.loads(json.dumps({"type": "update", "events": [],
                                                       "state": host.state()}))))
    guest.poll()
    assert guest.controller is not None
    while guest.controller.step() is not None:  # the update, as the table applies it
        pass
    assert same_choices(guest.controller.game.legal_actions(), game.legal_actions())
    assert len(json.dumps(host.state())) < 20_000  # not 200 KB of discards


# ------------------------------------------------------------ hostile values


def sample_view_json(name: str = "contract", seed: int = 2, steps: int = 14) -> dict:
    rng = random.Random(seed)
    game = Game.new(rng, VARIANTS[name])
    game.deal_random(rng)
    for _ in range(steps):
        game.apply(game.sample_action(rng))
    out = view_to_json(game.view(0))
    assert out["events"] and out["calls"], "a view with events and calls to spoil"
    return json.loads(json.dumps(out))


def paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths(v, (*path, i))


def spoiled(value, path, new):
    value = copy.deepcopy(value)
    if not path:
        return new
    inner = value
    for k in path[:-1]:
        inner = inner[k]
    inner[path[-1]] = new
    return value


HOSTILE = [None, True, False, -1, -(2**40), 2**40, 1.5, "x", "x" * 5000, [], {}, [None], [True],
           [[1]], [-1], [2**33], {"a": 1}]
HASHABLE_HOSTILE = [h for h in HOSTILE if not isinstance(h, list | dict)]


@pytest.mark.slow
def test_view_from_json_never_fails_otherwise_than_by_refusing():
    """Every field of a view, and every part of every field, replaced by a hostile
    value: a ProtocolError or a view, never another exception."""
    good = sample_view_json()
    refused = 0
    for path in paths(good):
        # a call's word made a list or an object: test_view_call_word_unhashable (a known bug)
        hostile = HASHABLE_HOSTILE if path[:1] == ("calls",) and len(path) == 3 else HOSTILE
        for h in hostile:
            try:
                view_from_json(spoiled(good, path, h))
            except ProtocolError:
                refused += 1
    assert refused > 500


@pytest.mark.parametrize("key, value", [
    ("hand", True), ("hand", -1), ("hand", 2**32), ("hand", 1.0), ("hand", "3"), ("hand", None),
    ("seat", 6), ("seat", True), ("seat", -1), ("dealer", False), ("leader", -2), ("deal_number", [1]),
    ("to_move", 9), ("to_move", True), ("opponent_exchanged", 13), ("opponent_exchanged", False),
    ("phase", "nap"), ("phase", 3), ("phase", None), ("phase", ["play"]),
    ("players", "South North"), ("players", ["a"]), ("players", ["a"] * 7), ("players", ["a", 5]),
    ("players", ["a", "b" * 500]),
    ("rest_shown", 1), ("rest_shown", "yes"),
    ("blanche", [1, 0]), ("blanche", [False] * 7), ("blanche", "no"),
    ("tricks", [[0, 1, 2, 1]] * 21), ("tricks", [[0, 32, 2, 1]]), ("tricks", [[True, 1, 2, 0]]),
    ("tricks", "none"), ("trick", [40]), ("trick", [1] * 7), ("tricks_won", [13, 0]),
    ("scores", [10**7, 0]), ("scores", [True, 0]), ("scores", [1] * 7), ("totals", [1.5, 0]),
    ("deal_scores", [[1, 2]] * 1001), ("deal_scores", [[1] * 7]), ("deal_scores", [[True, 1]]),
    ("deal_scores", {"1": [1]}),
    ("events", [["deal", 0, 0, 0, 0, [], [1], "", "", None]] * 2001), ("events", [["deal"]]),
    ("events", "none"), ("events", [{"kind": "deal"}]),
    ("rules", "rubicon"), ("rules", {"name": "whist"}), ("rules", {"name": 5}),
    ("rules", {"name": "rubicon", "options": {"target": "x"}}),
    ("rules", {"name": "rubicon", "options": [1]}),
    ("rules", {"name": "au-cent", "options": {"target": [100]}}),
    ("rules", {"name": "au-cent", "options": {f"o{i}": 1 for i in range(41)}}),
    ("calls", [[0, "13+"]]), ("calls", [[0, "pass", 1]]), ("calls", [[7, "pass"]]),
    ("calls", [[True, "pass"]]), ("calls", [[0, "pass"]] * 101), ("calls", "pass"),
    ("contract", [0, 7, False]), ("contract", [0, 7, 0, 1]), ("contract", [0, 13, False, 1]),
    ("contract", [0, 7, False, 5]), ("contract", [6, 7, False, 1]), ("contract", "7+"),
    ("seats", [0, 7]), ("order", [True, 0]), ("sides", list(range(7))), ("shown", [2**32, 0]),
    ("hand_sizes", [33, 0]), ("left", [False]),
])
def test_view_from_json_refuses(key, value):
    good = sample_view_json()
    bad = dict(good)
    bad[key] = value
    with pytest.raises(ProtocolError):
        view_from_json(bad)


def test_view_from_json_refuses_missing_fields_and_non_objects():
    good = sample_view_json()
    for key in good:
        bad = dict(good)
        del bad[key]
        with pytest.raises(ProtocolError):
            view_from_json(bad)
    for value in (None, [], "view", 5, True, [good]):
        with pytest.raises(ProtocolError):
            view_from_json(value)


def test_view_call_word_unhashable():
    good = sample_view_json()
    for word in ([], ["pass"], {"w": "pass"}):
        bad = dict(good)
        bad["calls"] = [[0, word]]
        with pytest.raises(ProtocolError):
            view_from_json(bad)


GOOD_EVENT = ["point", 0, 5, 5, 3154116608, [3154116608], [], "", "point", None]


def test_event_from_json_accepts_and_refuses():
    assert event_from_json(GOOD_EVENT) == Event("point", 0, 5, 5, 3154116608, (3154116608,), (), "",
                                                "point", None)
    bad_events = [
        None, "point", {}, GOOD_EVENT[:9], [*GOOD_EVENT, None],
        ["x" * 21, *GOOD_EVENT[1:]], [5, *GOOD_EVENT[1:]],  # kind
        [GOOD_EVENT[0], True, *GOOD_EVENT[2:]], [GOOD_EVENT[0], 6, *GOOD_EVENT[2:]],  # seat
        [*GOOD_EVENT[:2], 10**7, *GOOD_EVENT[3:]], [*GOOD_EVENT[:2], False, *GOOD_EVENT[3:]],  # points
        [*GOOD_EVENT[:3], "5", *GOOD_EVENT[4:]],  # total
        [*GOOD_EVENT[:4], 2**32, *GOOD_EVENT[5:]], [*GOOD_EVENT[:4], -1, *GOOD_EVENT[5:]],  # cards
        [*GOOD_EVENT[:4], 1.0, *GOOD_EVENT[5:]],
        [*GOOD_EVENT[:5], [1] * 13, *GOOD_EVENT[6:]], [*GOOD_EVENT[:5], [True], *GOOD_EVENT[6:]],
        [*GOOD_EVENT[:5], 1, *GOOD_EVENT[6:]],  # combos
        [*GOOD_EVENT[:6], [0] * 13, *GOOD_EVENT[7:]], [*GOOD_EVENT[:6], [10**7], *GOOD_EVENT[7:]],  # info
        [*GOOD_EVENT[:7], "w" * 41, *GOOD_EVENT[8:]], [*GOOD_EVENT[:7], None, *GOOD_EVENT[8:]],  # word
        [*GOOD_EVENT[:8], "c" * 21, None], [*GOOD_EVENT[:8], 0, None],  # cls
        [*GOOD_EVENT[:9], 6], [*GOOD_EVENT[:9], True], [*GOOD_EVENT[:9], "0"], [*GOOD_EVENT[:9], -3],  # to
    ]
    for bad in bad_events:
        with pytest.raises(ProtocolError) as info:
            event_from_json(bad)
        assert info.value.rule in ("event", "field")
    with pytest.raises(ProtocolError):
        events_from_json([GOOD_EVENT] * 2001)
    with pytest.raises(ProtocolError):
        events_from_json("events")
    assert len(events_from_json([GOOD_EVENT] * 2000)) == 2000


@pytest.mark.parametrize("value", [
    None, "rubicon", {"name": None}, {"name": "whist"}, {"name": "x" * 41}, {"name": "rubicon", "options": 5},
    {"name": "rubicon", "options": {"target": 100}},  # Rubicon has no option target
    {"name": "au-cent", "options": {"target": 5}}, {"name": "au-cent", "options": {"target": 10**6}},
    {"name": "au-cent", "options": {"target": True}},
    {"name": "au-cent", "options": {"target": None}}, {"name": "au-cent", "options": {"target": {}}},
    {"name": "au-cent", "options": {"x" * 41: 1}}, {"name": "picchetto", "options": {"must_head_trick": 1}},
    {"name": "contract", "options": {"pique_bonus_mode": "y" * 41}},
])
def test_variant_from_json_refuses(value):
    assert rule_of(variant_from_json, value) in ("variant", "field")


def sample_state(seat: int = 0):
    rng = random.Random(5)
    game = Game.new(rng, VARIANTS["rubicon"])
    game.deal_random(rng)
    while game.phase is not Phase.PLAY or game.to_move != seat or len(game.legal_actions()) < 2:
        game.apply(game.sample_action(rng))
    return game, host_state(game, seat)


def test_set_state_accepts_the_hosts_words():
    game, state = sample_state()
    remote = RemoteGame(0, game.players, game.variant)
    remote.set_state(state)
    assert remote.legal_actions() == game.legal_actions()


@pytest.mark.parametrize("key, value", [
    ("view", None), ("view", "x"), ("legal", "play 9S"), ("legal", ["play 9S"] * 5001),
    ("legal", ["deal 0 12"]), ("legal", [5]), ("legal", ["play ZZ"]), ("legal", [["play 9S"]]),
    ("exchange", [0, 5, [1, 2]]), ("exchange", "0-5"), ("exchange", [0, 5, [1] * 14, []]),
    ("exchange", [True, 5, [], []]), ("exchange", [0, 13, [], []]), ("exchange", [0, 5, [13], []]),
    ("exchange", [0, 5, 1, []]),
    ("packet", 0), ("packet", 13), ("packet", True), ("packet", "2"), ("next_dealer", 6),
    ("next_dealer", False), ("prior", -1), ("prior", 1001), ("game_starts", [0] * 501),
    ("game_starts", "0"), ("game_starts", [True]), ("game_starts", [-1]), ("game_winners", [6]),
    ("game_winners", [0] * 501), ("winner", 6), ("winner", True), ("winner", "0"),
    ("result", 10**7), ("result", 1.5), ("result", False),
])
def test_set_state_refuses(key, value):
    game, state = sample_state()
    remote = RemoteGame(0, game.players, game.variant)
    bad = dict(state)
    bad[key] = value
    with pytest.raises(ProtocolError):
        remote.set_state(bad)


@pytest.mark.parametrize("key, value", [("packet", 0), ("next_dealer", 6), ("winner", True),
                                        ("game_starts", [-1]), ("result", 1.5)])
def test_a_refused_state_changes_nothing(key, value):
    game, state = sample_state()
    remote = RemoteGame(0, game.players, game.variant)
    before = host_state(Game.new(random.Random(9), game.variant), 0)
    remote.set_state(before)
    bad = dict(state)
    bad[key] = value
    with pytest.raises(ProtocolError):
        remote.set_state(bad)
    assert remote.phase is Phase.DEAL and remote.legal_actions() == []


def test_set_state_refuses_another_seats_view_and_non_objects():
    game, state = sample_state(0)
    with pytest.raises(ProtocolError):
        RemoteGame(1, game.players, game.variant).set_state(state)
    for value in (None, [], "state", 1, [state]):
        with pytest.raises(ProtocolError):
            RemoteGame(0, game.players, game.variant).set_state(value)


def test_set_state_never_fails_otherwise_than_by_refusing():
    game, good = sample_state()
    refused = 0
    for path in paths(good):
        if path[:1] == ("view",) and len(path) > 1:
            continue  # the view's own fields: test_view_from_json_never_fails_otherwise_than_by_refusing
        for h in HOSTILE:
            remote = RemoteGame(0, game.players, game.variant)
            try:
                remote.set_state(spoiled(good, path, h))
            except ProtocolError:
                refused += 1
    assert refused > 50


def test_set_history_refuses_hostile_deals():
    remote = RemoteGame(0, ("a", "b"), VARIANTS["rubicon"])
    remote.set_history([{"number": 1, "dealer": 0, "events": [GOOD_EVENT], "scores": [10, 20]}])
    assert remote.history[0].scores == [10, 20]
    for bad in (None, "deals", [None], [{"number": 0, "dealer": 0, "events": []}],
                [{"number": 1, "dealer": 6, "events": []}], [{"number": 1, "dealer": 0, "events": None}],
                [{"number": 1, "dealer": 0, "events": [], "scores": [1] * 7}],
                [{"number": 1, "dealer": 0, "events": [], "scores": [True, 1]}],
                [{"number": True, "dealer": 0, "events": []}],
                [{"number": 1, "dealer": 0, "events": []}] * 1001):
        with pytest.raises(ProtocolError):
            remote.set_history(bad)


@pytest.mark.parametrize("value", ["no", "false", [0], {"over": False}, 1, None])
def test_set_state_is_over_is_true_or_false(value):
    game, state = sample_state()
    bad = dict(state)
    bad["is_over"] = value
    with pytest.raises(ProtocolError):
        RemoteGame(0, game.players, game.variant).set_state(bad)


# ---------------------------------------------------------- address codes

@pytest.mark.parametrize("host", ["127.0.0.1", "192.168.1.20", "10.0.0.255", "0.0.0.1", "255.255.255.255",
                                  "172.16.31.4", "8.8.4.4"])
@pytest.mark.parametrize("port", [1, 80, 5000, DEFAULT_PORT, 65535])
def test_address_code_round_trip(host, port):
    key = new_key()
    code = address_code(host, port, key)
    assert code is not None
    assert len(code) == 19 and [i for i, ch in enumerate(code) if ch == "-"] == [4, 9, 14]
    assert not set(code) & set("IO01")  # read aloud without doubt
    assert parse_address(code) == (host, port, key)
    plain = code.replace("-", "")
    assert parse_address(plain.lower()) == (host, port, key)
    assert parse_address(f"  {plain[:5]} {plain[5:]} ") == (host, port, key)
    # the address alone (an earlier code): no key, and the host refuses a newcomer without one
    bare = address_code(host, port)
    assert bare is not None and len(bare) == 12
    assert parse_address(bare) == (host, port, "")


def test_invitation_keys_are_six_letters_of_the_code_and_differ():
    keys = {new_key() for _ in range(200)}
    assert len(keys) == 200
    assert all(len(k) == KEY_LETTERS == 6 and is_key(k) for k in keys)
    assert invitation_address("192.168.1.20", 5000, "ABCDEF") == "192.168.1.20:5000/ABCDEF"
    assert invitation_address("::1", 5000, "ABCDEF") == "[::1]:5000/ABCDEF"
    assert parse_address(invitation_address("::1", 5000, "ABCDEF")) == ("::1", 5000, "ABCDEF")


@pytest.mark.parametrize("text, expected", [
    ("192.168.1.20:5000/abcdef", ("192.168.1.20", 5000, "ABCDEF")),
    ("192.168.1.20/AB-CD-EF", ("192.168.1.20", DEFAULT_PORT, "ABCDEF")),
    ("example.org:65535/ z2z2z2 ", ("example.org", 65535, "Z2Z2Z2")),
    ("[fe80::1]:80/QRSTUV", ("fe80::1", 80, "QRSTUV")),
])
def test_parse_address_with_a_key(text, expected):
    assert parse_address(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("backupnas2", ("backupnas2", DEFAULT_PORT, "")),  # ten letters of the code's alphabet: a name
    ("gamebench2:5000", ("gamebench2", 5000, "")),
    ("GAXA-ATJE-6J/abcdef", ("192.168.1.20", 5000, "ABCDEF")),  # an address's code, then the key
    ("GAXA ATJE 6J", ("192.168.1.20", 5000, "")),
    ("gaxaatje6jabcdef", ("192.168.1.20", 5000, "ABCDEF")),
])
def test_a_name_is_not_read_as_a_code_and_a_code_takes_a_key(text, expected):
    assert parse_address(text) == expected


@pytest.mark.parametrize("text", ["1.2.3.4:5000/", "1.2.3.4:5000/ABCDE", "1.2.3.4:5000/ABCDEFG",
                                  "1.2.3.4/ABCDE0", "1.2.3.4/ABCDEI", "host/x:5000"])
def test_a_key_that_is_not_one_is_refused_clearly(text):
    with pytest.raises(AddressError) as info:
        parse_address(text)
    assert info.value.kind == "key" and "not the host's key" in str(info.value)
    assert len(str(info.value)) < 160


def test_address_codes_differ():
    codes = {address_code(f"192.168.{a}.{b}", p) for a in range(3) for b in range(3) for p in (1, 2, 48123)}
    assert len(codes) == 27


@pytest.mark.parametrize("host", ["::1", "example.org", "localhost", "", "300.1.1.1"])
def test_address_code_only_for_ipv4(host):
    assert address_code(host, DEFAULT_PORT) is None


@pytest.mark.parametrize("text, expected", [
    ("192.168.1.20:5000", ("192.168.1.20", 5000)),
    ("  192.168.1.20:5000  ", ("192.168.1.20", 5000)),
    ("example.org:65535", ("example.org", 65535)),
    ("localhost:1", ("localhost", 1)),
    ("[::1]:5000", ("::1", 5000)),
    ("[fe80::1]:80", ("fe80::1", 80)),
    ("[::1]", ("::1", DEFAULT_PORT)),
    ("::1", ("::1", DEFAULT_PORT)),
    ("192.168.1.20", ("192.168.1.20", DEFAULT_PORT)),
    ("example.org", ("example.org", DEFAULT_PORT)),
])
def test_parse_address(text, expected):
    assert parse_address(text) == (*expected, "")


@pytest.mark.parametrize("text, words", [
    ("", "type the address"),
    ("    ", "type the address"),
    ("host:99999", "not a port"),
    ("host:0", "not a port"),
    ("host:-1", "not a port"),
    ("host:abc", "not a port"),
    ("host:50 00", "not a port"),
    ("[::1]:70000", "not a port"),
    ("my host:5000", "not an address"),
    ("my host", "not an address"),
    ("a\tb", "not an address"),
    ("user@host:5000", "not an address"),
    ("http://host/", "not an address"),
    ("host/a/b", "not an address"),
    (":5000", "not an address"),
    ("[]:5000", "not an address"),
    ("a" * 256, "too long"),
    ("1.2.3.4:" + "9" * 300, "too long"),
])
def test_parse_address_refuses_clearly(text, words):
    with pytest.raises(ValueError) as info:
        parse_address(text)
    message = str(info.value)
    assert words in message
    assert len(message) < 160  # one clear line, the junk not repeated at length
    assert "\n" not in message
