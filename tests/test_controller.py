"""The controller, driven by scripted seats and without pygame.

The controller is the only code that advances a game: a computer seat thinks on a
worker thread and its move is applied by a later ``step()``; a person's move comes
through ``submit``; moves a person need not think about are made for him.  These
tests check what each seat is shown, that illegal moves change nothing, the events
handed back, and whole parties played through it.
"""

from __future__ import annotations

import random
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from helpers import blank_deal, cards, deal_game, snapshot

from piquet_game.ai.base import Decision, Player
from piquet_game.controller import Controller, Seat
from piquet_game.rules import (
    Blanche,
    Declare,
    DeclClass,
    Event,
    Exchange,
    Game,
    IllegalActionError,
    NotYourTurnError,
    OpenCapot,
    Phase,
    Play,
    SeatView,
    WrongPhaseError,
    cards_of,
    parse_card,
)
from piquet_game.rules.actions import DECLARE_PHASES
from piquet_game.rules.combos import best_declaration
from piquet_game.rules.variant import RUSSIAN, VARIANTS

ROOT = Path(__file__).resolve().parents[1]


# ------------------------------------------------------------------ scripted seats


class FirstLegal(Player):
    """Plays the first legal action and records what it was shown, and on which thread."""

    name = "first-legal"

    def __init__(self) -> None:
        super().__init__(seed=0)
        self.calls: list[tuple[tuple, dict]] = []
        self.threads: list[threading.Thread] = []

    def choose(self, *args, **kwargs):
        self.calls.append((args, kwargs))
        self.threads.append(threading.current_thread())
        return args[1][0]


class FromList(Player):
    """Returns the actions of its script, in order, whatever it is shown."""

    name = "scripted"

    def __init__(self, actions) -> None:
        super().__init__(seed=0)
        self.actions = list(actions)

    def decide(self, view, legal):
        return Decision(self.actions.pop(0), "scripted")


class Gated(Player):
    """Chooses the first legal action once its gate opens."""

    name = "gated"

    def __init__(self) -> None:
        super().__init__(seed=0)
        self.gate = threading.Event()
        self.chosen: list = []

    def choose(self, view, legal):
        self.gate.wait()
        self.chosen.append(legal[0])
        return legal[0]


class Broken(Player):
    name = "broken"

    def __init__(self) -> None:
        super().__init__(seed=0)
        self.thread: threading.Thread | None = None

    def choose(self, view, legal):
        self.thread = threading.current_thread()
        raise ZeroDivisionError("the computer's own mistake")


def computer(player: Player) -> Seat:
    return Seat(player.name, player)


def dealt(seed: int) -> Game:
    game = Game.new(random.Random(seed))
    game.deal_random()
    return game


def state(game: Game) -> tuple:
    """Everything an illegal submit must leave unchanged."""
    return (game.view(0), game.view(1), game.legal_actions(), snapshot(game))


# ------------------------------------------------------------------ computer seats


def test_slow_computer_thinks_on_a_thread_and_its_move_waits_for_step():
    """step() never waits for the computer: it returns while the player is still
    thinking (its gate shut), and the move is applied by a later step, not when the
    thinking ends."""
    game = dealt(11)
    while game.phase is Phase.BLANCHE:
        game.apply(Blanche(False))
    slow = Gated()
    c = Controller(game, [computer(slow), computer(slow)])
    seat = game.to_move
    before = game.clone()
    # were step() to wait for the player, this would open the gate after a long
    # while, and the test would see the gate open when step() came back
    rescue = threading.Timer(60.0, slow.gate.set)
    rescue.start()
    try:
        assert c.step() is None
        assert not slow.gate.is_set(), "step() waited for the computer's thinking"
        assert c.thinking
        assert c.waiting_for_person() is None  # a computer is to move
        assert c.step() is None  # still thinking: nothing applied, no new thread
        assert not slow.gate.is_set() and not slow.chosen
        assert state(game) == state(before)
    finally:
        rescue.cancel()
    slow.gate.set()
    c.wait()
    assert not c.thinking and len(slow.chosen) == 1
    assert state(game) == state(before)  # thinking done, but applied only by the next step

    action = slow.chosen[0]
    assert isinstance(action, Exchange) and seat == game.elder
    expected = before.apply(action, seat)
    events = c.step()
    assert events == expected
    assert [e.kind for e in events][:3] == ["exchange", "discard", "draw"]
    assert game.history[-1].actions == before.history[-1].actions
    assert game.view(0) == before.view(0) and game.view(1) == before.view(1)
    assert len(slow.chosen) == 1


def test_computer_is_shown_only_its_view_and_the_legal_actions():
    game = Game.new(random.Random(5))
    players = [FirstLegal(), FirstLegal()]
    c = Controller(game, [computer(p) for p in players])
    c.deal()
    expected: list[tuple[int, SeatView, list]] = []
    while game.phase is not Phase.DEAL:
        seat = game.to_move
        asked = (seat, game.view(seat), game.legal_actions())
        events = c.step()
        if events is None:
            expected.append(asked)
            c.wait()
            assert c.step() is not None
    shown = [(p, call) for p in players for call in p.calls]
    assert len(shown) == len(expected)
    calls = {0: iter(players[0].calls), 1: iter(players[1].calls)}
    for seat, view, legal in expected:
        args, kwargs = next(calls[seat])
        assert kwargs == {}
        assert len(args) == 2
        got_view, got_legal = args
        assert isinstance(got_view, SeatView)
        assert got_view.seat == seat
        assert got_view == view
        assert list(got_legal) == legal
        assert not any(isinstance(v, Game) for v in vars(got_view).values())
    for p in players:
        assert all(t is not threading.main_thread() for t in p.threads)
        assert all(t.name.startswith("piquet-seat-") for t in p.threads)


def test_scripted_computer_plays_its_list():
    # Both seats decline carte blanche; then the computer (younger) exchanges nothing
    # and shows the rest, then declares nothing in every class.
    game = deal_game("AS QS 9S 7S KH JH 9H 7H AD QD 8D 7D",
                     "8S TS JS KS 8H TH QH AH 9D TD JD KD",
                     "TC 7C 8C 9C JC QC KC AC", dealer=1)
    script = [Exchange(0, True), Declare(DeclClass.POINT), Declare(DeclClass.SEQUENCE),
              Declare(DeclClass.SET)]
    bot = FromList(script)
    c = Controller(game, [Seat.human("You", auto_declare=True), computer(bot)])
    c.submit(Exchange(cards("7D")), 0)
    c.run_until_person()
    assert bot.actions == []
    assert [a for s, a in game.history[-1].actions if s == 1] == [Blanche(False)] + script
    assert game.phase is Phase.PLAY and c.waiting_for_person() == 0


def test_illegal_computer_move_raises_and_changes_nothing():
    game = dealt(2)
    c = Controller(game, [computer(FromList([Play(0)])), computer(FromList([Play(0)]))])
    before = state(game)
    assert c.step() is None
    c.wait()
    with pytest.raises(WrongPhaseError):
        c.step()
    assert state(game) == before
    assert not c.thinking


def test_exception_in_choose_is_raised_by_step_on_the_callers_thread():
    game = dealt(3)
    broken = Broken()
    c = Controller(game, [computer(broken), computer(broken)])
    before = state(game)
    assert c.step() is None
    c.wait()
    with pytest.raises(ZeroDivisionError, match="own mistake"):
        c.step()
    assert broken.thread is not None and broken.thread is not threading.current_thread()
    assert state(game) == before
    # Asked again, it thinks again (and fails again): the failure is not swallowed.
    assert c.step() is None
    c.wait()
    with pytest.raises(ZeroDivisionError):
        c.step()


def test_run_until_person_reraises_the_computers_exception():
    c = Controller(dealt(4), [computer(Broken()), computer(Broken())])
    with pytest.raises(ZeroDivisionError):
        c.run_until_person()


# ------------------------------------------------------------------ a person's moves


def play_position() -> tuple[Controller, Game]:
    """Hot seat; seat 0 is elder and has led the ace of spades; seat 1 holds spades."""
    game = deal_game("AS KS QS JS TS 9S AH KH QH JH TH 9H",
                     "8S 7S AD KD QD JD TD 9D AC KC QC JC",
                     "8H 7H 8D 7D TC 9C 8C 7C", dealer=1)
    c = Controller(game, [Seat.human("South"), Seat.human("North")])
    c.submit(Exchange(cards("9H")), 0)
    c.submit(Exchange(0, False), 1)
    c.run_until_person()  # both let the game declare for them
    assert game.phase is Phase.PLAY and c.waiting_for_person() == 0
    c.submit(Play(parse_card("AS")), 0)
    assert c.waiting_for_person() == 1
    return c, game


@pytest.mark.parametrize("action, seat, error, rule", [
    (Play(parse_card("AD")), 1, IllegalActionError, "follow-suit"),
    (Play(parse_card("KS")), 1, IllegalActionError, "not-held"),
    (Play(parse_card("8S")), 0, NotYourTurnError, "not-your-turn"),
    (Play(parse_card("KS")), 0, NotYourTurnError, "not-your-turn"),
    (Declare(DeclClass.POINT), 1, WrongPhaseError, "wrong-phase"),
    (Exchange(cards("8S")), 1, WrongPhaseError, "wrong-phase"),
])
def test_illegal_play_raises_and_changes_nothing(action, seat, error, rule):
    c, game = play_position()
    before = state(game)
    with pytest.raises(error) as info:
        c.submit(action, seat)
    assert info.value.rule == rule
    assert state(game) == before
    assert c.waiting_for_person() == 1
    c.submit(Play(parse_card("8S")), 1)  # the legal card is still accepted
    assert game.tricks[-1][1:] == (parse_card("AS"), parse_card("8S"), 0)


def exchange_position() -> tuple[Controller, Game]:
    """Seat 0 (a person) is elder, to exchange; seat 1 is a computer."""
    game = deal_game("AS KS QS JS TS 9S AH KH QH JH TH 9H",
                     "8S 7S AD KD QD JD TD 9D AC KC QC JC", dealer=1)
    c = Controller(game, [Seat.human("You"), computer(FirstLegal())])
    assert game.phase is Phase.EXCHANGE_ELDER and c.waiting_for_person() == 0
    return c, game


@pytest.mark.parametrize("discard, rule", [
    ("AS KS QS JS TS 9S", "elder-max"),
    ("-", "elder-min"),
    ("8S", "not-held"),
])
def test_illegal_exchange_raises_and_changes_nothing(discard, rule):
    c, game = exchange_position()
    before = state(game)
    with pytest.raises(IllegalActionError) as info:
        c.submit(Exchange(cards(discard)), 0)
    assert info.value.rule == rule
    assert state(game) == before
    c.submit(Exchange(cards("9S 9H")), 0)
    assert game.phase is Phase.EXCHANGE_YOUNGER


def test_out_of_turn_in_hot_seat_raises_not_your_turn():
    game = deal_game("AS KS QS JS TS 9S AH KH QH JH TH 9H",
                     "8S 7S AD KD QD JD TD 9D AC KC QC JC", dealer=1)
    c = Controller(game, [Seat.human("South"), Seat.human("North")])
    before = state(game)
    with pytest.raises(NotYourTurnError):
        c.submit(Exchange(cards("8S")), 1)
    assert state(game) == before


def test_submit_for_a_computer_seat_raises():
    c, game = exchange_position()
    before = state(game)
    with pytest.raises(RuntimeError):
        c.submit(Exchange(cards("9S")), 1)
    c.submit(Exchange(cards("9S")), 0)
    assert game.phase is Phase.EXCHANGE_YOUNGER
    mid = state(game)
    with pytest.raises(RuntimeError):  # even when the computer is to move
        c.submit(Exchange(0, True), 1)
    assert state(game) == mid != before


def test_deal_only_between_deals():
    c = Controller(dealt(1), [Seat.human("a"), Seat.human("b")])
    with pytest.raises(RuntimeError):
        c.deal()


def test_two_seats_exactly():
    with pytest.raises(ValueError):
        Controller(Game.new(random.Random(0)), [Seat.human("alone")])


# ------------------------------------------------------------------ automatic moves


def test_no_carte_blanche_is_answered_for_a_person_holding_a_court():
    game = deal_game("AS KS QS JS TS 9S AH KH QH JH TH 9H",
                     "8S 7S AD KD QD JD TD 9D AC KC QC JC", dealer=1, ask_blanche=True)
    c = Controller(game, [Seat.human("You"), computer(FirstLegal())])
    assert game.to_move == 0 and game.phase is Phase.BLANCHE
    assert c.automatic(0) == Blanche(False)
    assert c.waiting_for_person() is None
    events = c.step()
    assert events == []
    assert game.history[-1].actions == [(0, Blanche(False))]
    assert game.to_move == 1 and c.waiting_for_person() is None  # the computer's turn


def test_a_person_with_a_blank_hand_is_asked():
    game = Game(first_dealer=1)
    game.apply(blank_deal(random.Random(8), 0))
    c = Controller(game, [Seat.human("You"), computer(FirstLegal())])
    assert game.to_move == 0
    assert c.automatic(0) is None
    assert c.waiting_for_person() == 0
    assert c.step() is None and not c.thinking
    assert game.history[-1].actions == []
    events = c.submit(Blanche(True), 0)
    assert [e.kind for e in events] == ["blanche"]


NO_COMBINATIONS = "AS QS 9S 7S KH JH 9H 7H AD QD 8D 7D"  # no sequence, no set
OTHERS = "8S TS JS KS 8H TH QH AH 9D TD JD KD"
CLUBS_TALON = "TC 7C 8C 9C JC QC KC AC"


def test_nothing_to_declare_is_declared_for_a_person_who_declares_himself():
    game = deal_game(NO_COMBINATIONS, OTHERS, CLUBS_TALON, dealer=1)
    bot = FirstLegal()
    c = Controller(game, [Seat.human("You", auto_declare=False), computer(bot)])
    c.submit(Exchange(cards("7D")), 0)  # draws the ten of clubs: still nothing
    c.run_until_person()
    assert game.phase is Phase.DECLARE_POINT
    assert c.waiting_for_person() == 0 and c.automatic(0) is None
    assert c.step() is None
    assert game.phase is Phase.DECLARE_POINT  # waits for the person
    c.submit(Declare(DeclClass.POINT, (cards("AS QS 9S 7S"),)), 0)
    c.run_until_person()
    mine = [a for s, a in game.history[-1].actions if s == 0]
    assert mine[-2:] == [Declare(DeclClass.SEQUENCE, ()), Declare(DeclClass.SET, ())]
    assert game.phase is Phase.PLAY and c.waiting_for_person() == 0


@pytest.mark.parametrize("seed", range(4))
def test_auto_declare_makes_the_best_declaration(seed):
    game = dealt(seed)
    rng = random.Random(seed)
    c = Controller(game, [Seat.human("South"), Seat.human("North")])
    made = []
    while game.phase is not Phase.PLAY:
        seat = game.to_move
        waiting = c.waiting_for_person()
        if game.phase in DECLARE_PHASES:
            cls = DECLARE_PHASES[game.phase]
            best = Declare(cls, best_declaration(game.hands[seat], cls, game.variant))
            assert waiting is None
            assert c.automatic(seat) == best
            assert c.step() is not None
            assert game.history[-1].actions[-1] == (seat, best)
            made.append(best)
        elif waiting is None:
            assert c.step() is not None
        else:
            assert c.step() is None
            c.submit(rng.choice(c.legal_actions()), waiting)
    assert [d.cls for d in made] == [cls for cls in DeclClass for _ in range(2)]


@pytest.mark.parametrize("seed", range(3))
def test_without_auto_declare_the_person_is_asked_in_each_class_he_holds_something(seed):
    game = dealt(seed)
    rng = random.Random(seed)
    c = Controller(game, [Seat.human("South", auto_declare=False), computer(FirstLegal())])
    asked = []
    while game.phase is not Phase.PLAY:
        c.run_until_person()
        if game.phase is Phase.PLAY:
            break
        assert c.waiting_for_person() == 0 == game.to_move
        assert c.step() is None
        if game.phase in DECLARE_PHASES:
            asked.append(game.phase)
            assert len(c.legal_actions()) > 1
        c.submit(rng.choice(c.legal_actions()), 0)
    assert Phase.DECLARE_POINT in asked  # every hand has a point to declare


def test_last_card_is_played_for_a_person():
    c, game = play_position()
    c.submit(Play(parse_card("8S")), 1)
    while (seat := c.waiting_for_person()) is not None:
        c.submit(c.legal_actions()[0], seat)
    assert game.phase is Phase.PLAY
    last = [game.hands[0], game.hands[1]]
    assert max(h.bit_count() for h in last) == 1
    c.run_until_person()
    assert game.phase is Phase.DEAL  # the last cards were played for them
    played = {a.card for _, a in game.history[-1].actions[-2:]}
    assert set(cards_of(last[0] | last[1])) <= played


# ------------------------------------------------------------------ events


def drive_deal(c: Controller, rng: random.Random, returned: list) -> None:
    """Play one deal: the controller's own moves, and random ones for a person."""
    returned.append(c.deal())
    for _ in range(500):
        if c.needs_deal() or c.game.is_over:
            return
        seat = c.waiting_for_person()
        if seat is not None:
            returned.append(c.submit(rng.choice(c.legal_actions()), seat))
            continue
        events = c.step()
        if events is None:
            c.wait()
        else:
            returned.append(events)
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("seed", range(3))
def test_the_returned_batches_are_every_event_in_order(seed):
    """Events leave the controller by one door, the value each call returns: the
    batches, in order, are the deal's whole log, and the controller keeps no other way
    out for them."""
    game = Game.new(random.Random(seed))
    seats = [Seat.human("You", auto_declare=bool(seed % 2)), Seat.computer(1 + seed % 2, seed)]
    c = Controller(game, seats)
    returned: list[list[Event]] = []
    drive_deal(c, random.Random(seed), returned)
    assert [e for b in returned for e in b] == game.history[-1].events
    assert returned[0][0].kind == "deal" and returned[-1][-1].kind in ("deal-end", "partie-end")
    assert not hasattr(c, "on_events")
    with pytest.raises(TypeError):
        Controller(game, seats, on_events=list.append)  # type: ignore[call-arg]


# ------------------------------------------------------------------ whole parties


def computer_partie(seed: int) -> tuple[Game, list[Event]]:
    log: list[Event] = []
    game = Game.new(random.Random(seed))
    c = Controller(game, [Seat.computer(1, seed), Seat.computer(2, seed + 1)])
    for _ in range(50):
        if game.is_over:
            break
        if c.needs_deal():
            log.extend(c.deal())
        else:
            log.extend(c.run_until_person())
            assert game.to_move is None  # no person: it stops only between deals
    return game, log


@pytest.mark.slow
def test_computer_partie_ends_and_replays_identically():
    game, log = computer_partie(21)
    assert game.is_over and game.winner in (0, 1, None)
    assert len(game.deal_scores) >= 6
    assert log == [e for d in game.history for e in d.events]
    again, log_again = computer_partie(21)
    assert log_again == log
    assert [d.actions for d in again.history] == [d.actions for d in game.history]
    assert again.totals == game.totals


def test_person_against_computer_partie_finishes():
    game = Game.new(random.Random(9))
    c = Controller(game, [Seat.human("You"), Seat.computer(2, 9)])
    rng = random.Random(9)
    moves = 0
    for _ in range(5000):
        if game.is_over:
            break
        if c.needs_deal():
            c.deal()
            continue
        c.run_until_person()
        seat = c.waiting_for_person()
        if seat is not None:
            assert seat == 0
            c.submit(rng.choice(c.legal_actions()), seat)
            moves += 1
    assert game.is_over
    assert moves > 0
    persons = [a for d in game.history for s, a in d.actions if s == 0]
    assert any(isinstance(a, Play) for a in persons)


# ------------------------------------------------------------------ no pygame


def test_controller_does_not_import_pygame():
    code = ("import sys, piquet_game.controller; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         timeout=60, check=True)
    assert out.stdout.strip() == "[]"


# ------------------------------------------------------------------ take-backs


def person_against(level: int, seed: int, take_backs: bool = True) -> Controller:
    game = Game.new(random.Random(seed), players=("You", "Computer"))
    c = Controller(game, [Seat.human("You"), Seat.computer(level, seed + 1, "Computer")])
    c.take_backs = take_backs
    c.deal()
    c.run_until_person()
    return c


def decide(c: Controller, rng: random.Random) -> None:
    """The person's random legal decision, and the computer's replies after it."""
    seat = c.waiting_for_person()
    assert seat == 0
    c.submit(rng.choice(c.legal_actions()), seat)
    c.run_until_person()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_take_back_puts_the_deal_back_before_the_persons_decision(seed):
    from piquet_game.rules.record import game_to_record

    c = person_against(3, seed)
    rng = random.Random(seed)
    decide(c, rng)  # the exchange (or a first decision)
    before = game_to_record(c.game)
    position = (c.game.phase, c.game.to_move, list(c.game.scores), c.game.hands[:])
    computer_rng = c.seats[1].player.rng.getstate()
    action = rng.choice(c.legal_actions())
    c.submit(action, 0)
    c.run_until_person()
    after = game_to_record(c.game)
    assert after != before
    assert c.can_take_back(0)
    assert c.take_back(0)
    assert game_to_record(c.game) == before
    assert (c.game.phase, c.game.to_move, list(c.game.scores), c.game.hands[:]) == position
    assert c.seats[1].player.rng.getstate() == computer_rng
    assert c.taken_back == 1
    # the same decision again: the computer answers as it did
    c.submit(action, 0)
    c.run_until_person()
    assert game_to_record(c.game) == after


def test_take_backs_go_back_decision_by_decision_within_the_deal_only():
    from piquet_game.rules.record import game_to_record

    c = person_against(2, 5)
    rng = random.Random(5)
    records = []
    for _ in range(3):
        records.append(game_to_record(c.game))
        decide(c, rng)
    for expected in reversed(records):
        assert c.take_back(0)
        assert game_to_record(c.game) == expected
    assert not c.can_take_back(0) and not c.take_back(0)  # nothing before the first decision
    assert c.taken_back == 3
    # to the end of the deal: then nothing of it can be taken back
    while c.game.phase is not Phase.DEAL:
        decide(c, rng)
    assert not c.can_take_back(0)
    c.deal()
    c.run_until_person()
    assert not c.can_take_back(0)


def test_no_take_back_when_they_are_off_between_two_players_or_for_an_illegal_move():
    c = person_against(1, 7, take_backs=False)
    decide(c, random.Random(7))
    assert not c.can_take_back(0) and not c.take_back(0) and c.taken_back == 0
    c = person_against(1, 8)
    with pytest.raises(IllegalActionError):
        c.submit(Play(next(card for card in range(32) if not c.game.hands[0] >> card & 1)), 0)
    assert not c.can_take_back(0)  # an illegal move made no checkpoint
    game = Game.new(random.Random(9), players=("Ann", "Ben"))
    pair = Controller(game, [Seat.human("Ann"), Seat.human("Ben")])
    pair.take_backs = True
    pair.deal()
    pair.run_until_person()
    seat = pair.waiting_for_person()
    pair.submit(pair.legal_actions()[0], seat)
    assert not any(pair.can_take_back(s) for s in (0, 1))


# ------------------------------------------------------------------ every game


class CannotWeighCapot(Player):
    """A computer player that has nothing to decide in the open capot's phase (as the
    players were before it existed), and plays the first legal action elsewhere."""

    name = "no-capot"

    def decide(self, view, legal):
        if view.phase is Phase.OPEN_CAPOT:
            raise ValueError(f"nothing to decide in phase {view.phase.value}")
        return Decision(legal[0], "first")


def play_through(c: Controller, limit: int = 20_000, person=None) -> set[type]:
    """Play ``c``'s partie to its end: each phase asked of a person is answered by
    ``person(legal)``; a phase nobody answers fails the test (no hang).  The kinds
    of action made."""
    game = c.game
    for _ in range(limit):
        if game.is_over:
            return {type(a) for d in game.history for _s, a in d.actions}
        if c.needs_deal():
            c.deal()
            continue
        before = (len(game.history), len(game.history[-1].actions), game.phase)
        c.run_until_person()
        seat = c.waiting_for_person()
        if seat is not None:
            c.submit(person(c.legal_actions()), seat)
        elif not game.is_over and game.phase is not Phase.DEAL:
            after = (len(game.history), len(game.history[-1].actions), game.phase)
            assert after != before, f"nobody answers in {game.phase.value}"
    raise AssertionError(f"the partie never ended ({game.phase.value})")


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_every_game_is_played_to_its_end_by_every_level(name):
    """Every phase of every game offered is answered, by the computer at each level
    and by a person: the partie (a match of games, koroliks) goes on to its end."""
    variant = VARIANTS[name]
    others = variant.players - 1  # a table of three or four: the level against level 1s
    for level in (1, 2, 3):
        game = Game.new(random.Random(level), variant)
        n = variant.players
        seats = [Seat.computer(level, 1, seats=n)] + [Seat.computer(1, 2 + k, seats=n) for k in range(others)]
        seen = play_through(Controller(game, seats))
        assert game.is_over and (game.winner in (0, 1, None) or game.loser is not None)
        if variant.open_capot_points:
            assert OpenCapot in seen
    rng = random.Random(5)
    game = Game.new(random.Random(5), variant)
    seats = [Seat.human("You")] + [Seat.computer(1, 5 + k, seats=variant.players) for k in range(others)]
    play_through(Controller(game, seats), person=rng.choice)
    assert game.is_over
    if variant.game_targets:
        assert len(game.game_winners) >= variant.games_to_win and len(game.game_starts) >= 2
    if variant.korolik:
        assert len(game.korolik_dealers) == variant.deals // variant.korolik


def test_a_computer_player_that_cannot_weigh_an_open_capot_plays_on():
    """The open capot is answered 'no' for a player with nothing to decide there:
    the partie does not stop on it; its other errors still stand."""
    game = Game.new(random.Random(3), RUSSIAN)
    c = Controller(game, [computer(CannotWeighCapot()), computer(CannotWeighCapot())])
    play_through(c)
    calls = [a for d in game.history for _s, a in d.actions if isinstance(a, OpenCapot)]
    assert len(calls) == 2 * len(game.history) and not any(a.announce for a in calls)
    c = Controller(dealt(4), [computer(CannotWeighCapot()), computer(Broken())])
    with pytest.raises(ZeroDivisionError):
        c.run_until_person()


def test_a_person_is_asked_about_an_open_capot_until_the_other_has_announced_one():
    game = Game.new(random.Random(8), RUSSIAN)
    c = Controller(game, [Seat.human("Ann"), Seat.human("Ben")])
    c.deal()
    while game.phase is not Phase.OPEN_CAPOT:
        c.run_until_person()
        if game.phase is not Phase.OPEN_CAPOT:
            seat = c.waiting_for_person()
            c.submit(c.legal_actions()[0], seat)
    elder = game.elder
    assert c.waiting_for_person() == elder and c.automatic(elder) is None
    c.submit(OpenCapot(True), elder)
    assert c.waiting_for_person() is None  # the other has nothing left to announce
    assert c.automatic(1 - elder) == OpenCapot(False)
    c.run_until_person()
    assert game.phase is Phase.PLAY and game.open_capot == elder


def test_a_hint_about_an_open_capot(monkeypatch):
    """The hint works in the open capot's phase, whether or not the adviser weighs it."""
    game = Game.new(random.Random(8), RUSSIAN)
    c = Controller(game, [Seat.human("Ann"), Seat.human("Ben")])
    c.deal()
    while game.phase is not Phase.OPEN_CAPOT:
        c.run_until_person()
        if game.phase is not Phase.OPEN_CAPOT:
            c.submit(c.legal_actions()[0], c.waiting_for_person())
    hint = c.hint(game.to_move)
    assert isinstance(hint.action, OpenCapot) and hint.reason
    from dataclasses import replace

    from piquet_game.families import FAMILIES

    monkeypatch.setitem(FAMILIES, "piquet",
                        replace(FAMILIES["piquet"],
                                make_player=lambda level, seed, seats: CannotWeighCapot(seed)))
    hint = c.hint(game.to_move)
    assert hint.action == OpenCapot(False) and "open capot" in hint.reason
