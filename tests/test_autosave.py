"""The partie in progress: saved after every action, resumed exactly.

A scripted person (random legal moves from its own generator) plays computers of
every level through the controller.  The partie is saved, loaded back, and then the
original controller and the resumed one are both played on with the same person's
moves: they must make the same actions with the same events and scores, the
computer's choices to come included.

An :class:`~piquet_game.store.autosave.Autosaver` stands for one run of the game:
what it remembers between calls (a newer save refused, the players' random states
at the last save) is checked with one autosaver; a fresh one is a new run.
"""

from __future__ import annotations

import json
import os
import random
import re
from pathlib import Path

import pytest
from helpers import blank_deal

from piquet_game.ai.base import Player
from piquet_game.ai.search import Master
from piquet_game.controller import Controller, Seat
from piquet_game.rules import Blanche, Game, Phase
from piquet_game.rules.deal import SEAT_NAMES
from piquet_game.rules.record import game_to_record, replay
from piquet_game.rules.variant import NORMAND, VOLEUR
from piquet_game.store import autosave, history
from piquet_game.store.autosave import Autosaver
from piquet_game.variant_words import game_words

ROOT = Path(__file__).resolve().parents[1]
ASIDE = re.compile(r"^autosave\.broken-\d{8}-\d{6}(-\d+)?\.json$")


@pytest.fixture
def saver(piquet_home) -> Autosaver:
    """The autosaver of this run, on the default file under the test's own folder."""
    return Autosaver()


def seed_record(name: str) -> dict:
    return json.loads((ROOT / "seeds" / name).read_text(encoding="utf-8"))


# ------------------------------------------------------------------ driving a partie


class Person:
    """The scripted person: a random legal move from its own generator."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def copy(self) -> Person:
        twin = Person(0)
        twin.rng.setstate(self.rng.getstate())
        return twin

    def move(self, game: Game):
        return game.sample_action(self.rng)


def new_controller(level: int, seed: int, person_seat: int = 0, auto_declare: bool = True) -> Controller:
    master = random.Random(seed)
    person = Seat.human("Ann", auto_declare)
    computer = Seat.computer(level, master.getrandbits(32))
    seats = [person, computer] if person_seat == 0 else [computer, person]
    game = Game.new(random.Random(master.getrandbits(64)), players=tuple(s.name for s in seats))
    return Controller(game, seats)


def advance(ctrl: Controller, person: Person):
    """One action (a deal, the person's, an automatic one or the computer's): what
    was done and the events it caused; None once the partie is over."""
    game = ctrl.game
    if game.is_over:
        return None
    if ctrl.needs_deal():
        events = ctrl.deal()
        log = game.history[-1]
        return ("deal", log.hands, log.talon, tuple(events))
    seat = ctrl.waiting_for_person()
    if seat is not None:
        events = ctrl.submit(person.move(game), seat)
    else:
        for _ in range(10_000):
            events = ctrl.step()
            if events is not None:
                break
            ctrl.wait()
        else:
            raise AssertionError("the controller never moved")
    who, action = game.history[-1].actions[-1]
    return (who, action, tuple(events))


def play_until(ctrl: Controller, person: Person, stop, saver: Autosaver | None = None,
               viewer: int | None = 0, limit: int = 5000) -> list:
    """Play until ``stop``; with a ``saver``, saved after every action as the window does."""
    log = []
    for _ in range(limit):
        if stop(ctrl.game):
            return log
        step = advance(ctrl, person)
        if step is None:
            return log
        log.append(step)
        if saver is not None:
            assert saver.save(ctrl, viewer)
    raise AssertionError("the stop was never reached")


def moves(n: int):
    count = [0]

    def stop(game: Game) -> bool:
        count[0] += 1
        return count[0] > n
    return stop


def deal_over(number: int):
    """Stop once deal ``number`` has been scored."""
    return lambda g: len(g.deal_scores) >= number or g.is_over


def partie_over(g: Game) -> bool:
    return g.is_over


def state_of(ctrl: Controller) -> tuple:
    g = ctrl.game
    return (g.phase, g.to_move, tuple(g.hands), tuple(g.scores), tuple(map(tuple, g.deal_scores)),
            g.deal_number, tuple(g.blanche_pending), len(g.history[-1].actions) if g.history else 0,
            autosave.rng_to_json(g.rng),
            tuple(str(autosave.rng_to_json(s.player.rng)) for s in ctrl.seats if s.player is not None))


def rng_now(ctrl: Controller, seat: int) -> list:
    """The random state of the player in ``seat`` as it stands, as the file holds it."""
    return autosave.rng_to_json(ctrl.seats[seat].player.rng)


SAVE_POINTS = {
    # in the trick play of the second deal, four tricks played
    "mid-deal": lambda g: g.deal_number == 2 and g.phase is Phase.PLAY and len(g.tricks) == 4,
    # the first deal scored, the second not yet dealt (the game's generator deals it)
    "between-deals": lambda g: g.phase is Phase.DEAL and len(g.deal_scores) == 1,
    # the second deal dealt, elder has answered about carte blanche, younger has not
    "carte-blanche": lambda g: (g.deal_number == 2 and g.phase is Phase.BLANCHE
                                and len(g.blanche_pending) == 1),
    # sequences being declared in the second deal
    "declaring": lambda g: g.deal_number == 2 and g.phase is Phase.DECLARE_SEQUENCE,
}


@pytest.mark.slow
@pytest.mark.parametrize("point", sorted(SAVE_POINTS))
@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_resume_equals_the_partie_left(level, point, saver):
    person_seat = level % 2          # the person sits in both seats across the levels
    auto = level != 3                # and declares for himself against level 3
    ctrl = new_controller(level, seed=100 + level, person_seat=person_seat, auto_declare=auto)
    person = Person(level)
    play_until(ctrl, person, SAVE_POINTS[point], saver=saver, viewer=person_seat)
    before = state_of(ctrl)

    got = Autosaver().load()  # the next run
    assert got.notice == "" and got.resumed is not None
    resumed = got.resumed
    assert resumed.viewer == person_seat and resumed.mode == "computer"
    twin = resumed.controller
    assert [s.name for s in twin.seats] == [s.name for s in ctrl.seats]
    assert [s.level for s in twin.seats] == [s.level for s in ctrl.seats]
    assert [s.auto_declare for s in twin.seats] == [s.auto_declare for s in ctrl.seats]
    assert state_of(twin) == before
    assert game_to_record(twin.game) == game_to_record(ctrl.game)

    def stop():
        """Levels 1 to 3 are quick: to the end of the partie, or of the next deal;
        levels 4 and 5 think longer: ten more moves."""
        if level > 3:
            return moves(10)
        return partie_over if point == "mid-deal" else deal_over(3)

    other = person.copy()
    ahead = play_until(ctrl, person, stop())
    again = play_until(twin, other, stop())
    assert len(ahead) >= 10
    assert again == ahead
    assert state_of(twin) == state_of(ctrl)
    assert twin.game.totals == ctrl.game.totals


def test_the_exactness_check_can_fail_without_the_computers_random_state(saver):
    ctrl = new_controller(1, seed=7)
    person = Person(1)
    play_until(ctrl, person, SAVE_POINTS["between-deals"], saver=saver)
    twin = Autosaver().load().resumed.controller
    twin.seats[1].player.rng = random.Random(12345)  # the level 1 player draws on it
    other = person.copy()
    assert play_until(ctrl, person, deal_over(2)) != play_until(twin, other, deal_over(2))


def test_the_carte_blanche_already_declined_is_not_asked_again(saver):
    """Records leave out "no carte blanche"; a blank hand declined must stay declined."""
    elder = 1 - new_controller(1, seed=3).game.next_dealer
    ctrl = new_controller(1, seed=3, person_seat=elder)  # the person is elder
    game = ctrl.game
    ctrl.deal(blank_deal(random.Random(5), blank_seat=elder))
    assert ctrl.waiting_for_person() == elder  # asked: his hand is blank
    ctrl.submit(Blanche(False), elder)          # and he declines
    assert game.phase is Phase.BLANCHE and game.blanche_pending == [1 - elder]
    assert saver.save(ctrl, elder)
    twin = Autosaver().load().resumed.controller
    assert twin.game.blanche_pending == [1 - elder]
    assert twin.game.to_move == 1 - elder
    assert twin.game.history[-1].actions == game.history[-1].actions
    person = Person(9)
    other = person.copy()
    assert play_until(twin, other, deal_over(1)) == play_until(ctrl, person, deal_over(1))


def test_a_save_while_the_computer_thinks_keeps_the_state_before_its_thinking(saver):
    ctrl = new_controller(1, seed=11, person_seat=0)
    person = Person(2)
    # saved after every action, as the window does, until the computer is to move in the play
    play_until(ctrl, person, lambda g: g.phase is Phase.PLAY and g.to_move == 1, saver=saver)
    saved = json.loads(saver.path.read_text(encoding="utf-8"))
    assert ctrl.step() is None        # the computer starts thinking
    ctrl.wait()                       # and has drawn on its generator
    assert rng_now(ctrl, 1) != saved["seats"][1]["rng"]
    assert saver.save(ctrl, 0)        # the same autosaver: it took the states at its last save
    again = json.loads(saver.path.read_text(encoding="utf-8"))
    assert again["seats"][1]["rng"] == saved["seats"][1]["rng"]
    assert again["record"] == saved["record"]
    # another autosaver has no save in this position: it leaves the file as it is
    assert Autosaver().save(ctrl, 0) is False
    assert json.loads(saver.path.read_text(encoding="utf-8")) == again
    twin = Autosaver().load().resumed.controller
    other = person.copy()
    assert play_until(twin, other, deal_over(1)) == play_until(ctrl, person, deal_over(1))


def test_a_save_while_thinking_without_an_earlier_save_leaves_the_file(saver):
    first = new_controller(2, seed=1)
    play_until(first, Person(1), moves(3))
    assert saver.save(first, 0)
    before = saver.path.read_bytes()
    ctrl = new_controller(1, seed=11, person_seat=0)
    play_until(ctrl, Person(2), lambda g: g.phase is Phase.PLAY and g.to_move == 1)
    assert ctrl.step() is None
    ctrl.wait()
    assert saver.save(ctrl, 0) is False  # the states it saved were another partie's
    assert saver.path.read_bytes() == before


def test_a_save_while_thinking_just_after_loading_writes_the_states_loaded(saver):
    """A partie resumed counts as saved where it stands: the autosaver that loaded it
    can save it while the computer thinks on its first move."""
    ctrl = new_controller(1, seed=11, person_seat=0)
    play_until(ctrl, Person(2), lambda g: g.phase is Phase.PLAY and g.to_move == 1, saver=saver)
    saved = json.loads(saver.path.read_text(encoding="utf-8"))
    later = Autosaver()  # the next run
    twin = later.load().resumed.controller
    assert twin in later.snapshots and twin not in saver.snapshots
    assert twin.step() is None
    twin.wait()
    assert rng_now(twin, 1) != saved["seats"][1]["rng"]
    assert saver.save(twin, 0) is False  # not the autosaver that loaded it
    assert later.save(twin, 0)
    again = json.loads(later.path.read_text(encoding="utf-8"))
    assert again["seats"][1]["rng"] == saved["seats"][1]["rng"]
    assert again["record"] == saved["record"]


@pytest.mark.slow
def test_the_masters_solver_table_does_not_change_its_choices():
    """The level 5 player keeps a transposition table between moves; a resumed player
    starts with an empty one.  Its answers are exact values, so its choices agree."""
    ctrl = new_controller(5, seed=21, person_seat=0)
    person = Person(4)
    play_until(ctrl, person, lambda g: g.phase is Phase.PLAY and g.to_move == 1 and len(g.tricks) >= 2)
    warm = ctrl.seats[1].player
    assert warm.solver.tt  # it has searched already
    view, legal = ctrl.game.view(1), ctrl.game.legal_actions()
    cold = Master(seed=0)
    state = warm.rng.getstate()
    cold.rng.setstate(state)
    assert cold.choose(view, legal) == warm.choose(view, legal)
    assert cold.rng.getstate() == warm.rng.getstate()


# ------------------------------------------------------------------ what is written


def test_the_file_holds_the_record_the_states_and_the_seats(piquet_home, saver):
    ctrl = new_controller(4, seed=5, person_seat=1)
    play_until(ctrl, Person(3), moves(6), saver=saver, viewer=1)
    path = piquet_home / "data" / "autosave.json"
    assert autosave.default_path() == path == saver.path
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == autosave.AUTOSAVE_FORMAT == 1
    assert data["mode"] == "computer" and data["viewer"] == 1
    assert replay(data["record"]).game.deal_number == ctrl.game.deal_number
    assert data["game"]["first_dealer"] == ctrl.game.first_dealer
    assert data["game"]["packet"] == ctrl.game.packet
    assert data["game"]["cut"] == [list(c) for c in ctrl.game.cut]
    assert autosave.rng_from_json(data["game"]["rng"]).getstate() == ctrl.game.rng.getstate()
    computer, person = data["seats"]
    assert person == {"name": "Ann", "kind": "person", "auto_declare": True}
    assert computer["kind"] == "computer" and computer["level"] == 4 and computer["player"] == "Strategist"
    assert autosave.rng_from_json(computer["rng"]).getstate() == ctrl.seats[0].player.rng.getstate()
    assert data["saved_at"][:4].isdigit()


def test_two_players_are_saved_and_resumed(piquet_home):
    master = random.Random(8)
    seats = [Seat.human("Ann"), Seat.human("Ben", auto_declare=False)]
    ctrl = Controller(Game.new(master, players=("Ann", "Ben")), seats)
    person = Person(8)
    saver = Autosaver(mode="two-players")
    play_until(ctrl, person, deal_over(1), saver=saver, viewer=None)
    assert saver.path == piquet_home / "data" / "autosave-two-players.json"
    assert not autosave.default_path().exists()  # the partie against the computer's file is not used
    got = Autosaver(mode="two-players").load()
    resumed = got.resumed
    assert resumed.mode == "two-players" and resumed.viewer is None
    assert [s.is_human for s in resumed.controller.seats] == [True, True]
    assert [s.auto_declare for s in resumed.controller.seats] == [True, False]
    other = person.copy()
    assert play_until(resumed.controller, other, deal_over(2)) == play_until(ctrl, person, deal_over(2))


def test_a_seat_that_is_not_a_level_is_not_saved(saver):
    class Odd(Player):
        name = "odd"

    game = Game.new(random.Random(1))
    ctrl = Controller(game, [Seat.human("Ann"), Seat("Odd", Odd(seed=1), True, None)])
    assert saver.save(ctrl, 0) is False
    assert not saver.path.exists()


def test_missing_file_offers_nothing(saver):
    got = saver.load()
    assert got.resumed is None and got.notice == "" and not got.read_only
    assert not saver.path.parent.exists()  # loading creates nothing


def test_clear_removes_the_save(saver):
    ctrl = new_controller(2, seed=1)
    play_until(ctrl, Person(1), moves(4), saver=saver)
    assert saver.path.exists()
    assert saver.clear()
    assert not saver.path.exists()
    assert saver.load().resumed is None
    assert saver.clear()  # nothing to clear is not a failure


# ------------------------------------------------------------------ the autosaver's file


def test_the_file_is_the_default_one_when_the_autosaver_is_made(piquet_home, monkeypatch):
    made = Autosaver()
    assert made.path == piquet_home / "data" / "autosave.json"
    monkeypatch.setenv("PIQUET_HOME", str(piquet_home.parent / "elsewhere"))
    assert Autosaver().path != made.path
    ctrl = new_controller(2, seed=1)
    play_until(ctrl, Person(1), moves(3), saver=made)
    assert made.path.exists()
    assert not (piquet_home.parent / "elsewhere").exists()
    assert made.clear() and not made.path.exists()


def test_an_autosaver_keeps_to_its_own_file(piquet_home, tmp_path):
    here, there = Autosaver(tmp_path / "one.json"), Autosaver(tmp_path / "two.json")
    text = b'{"format": 7, "future": true}'
    there.path.write_bytes(text)
    ctrl = new_controller(2, seed=1)
    play_until(ctrl, Person(1), moves(3))
    assert there.save(ctrl, 0) is False       # a newer save: refused by the one that found it
    assert here.save(ctrl, 0)                 # not by the other
    assert here.clear() and not here.path.exists()
    assert there.clear() is False and there.path.read_bytes() == text
    assert not autosave.default_path().exists()
    assert here.load().resumed is None and there.load().read_only


# ------------------------------------------------------------------ the offer


def controller_for(record: dict, deals: int, extra_actions: int = 0,
                   seats: tuple[Seat, Seat] | None = None) -> Controller:
    rec = dict(record)
    rec["deals"] = [dict(d) for d in record["deals"][:deals + (1 if extra_actions else 0)]]
    if extra_actions:
        rec["deals"][-1]["actions"] = rec["deals"][-1]["actions"][:extra_actions]
    game = replay(rec).game
    if seats is None:
        seats = (Seat.human(game.players[0]), Seat.computer(3, 1, game.players[1]))
    return Controller(game, list(seats))


def resumed_offer(ctrl: Controller, viewer) -> str:
    mode = autosave.mode_of(ctrl.seats)
    assert Autosaver(mode=mode).save(ctrl, viewer)
    got = Autosaver(mode=mode).load()
    assert got.notice == ""
    return got.resumed.offer()


def test_offer_between_deals_names_the_next_deal():
    ctrl = controller_for(seed_record("example-5a-partie-154-113.json"), 3)
    # Napoleon 8 + 31 + 26 = 65, Josephine 20 + 5 + 20 = 45
    assert resumed_offer(ctrl, 0) == ("Resume your partie against Josephine (Rubicon Piquet): deal 4 of 6, "
                                      "you lead 65 to 45?")


def test_offer_for_the_person_in_seat_one_who_trails():
    rec = seed_record("example-5a-partie-154-113.json")
    ctrl = controller_for(rec, 3, seats=(Seat.computer(2, 1, "Napoleon"), Seat.human("Josephine")))
    assert resumed_offer(ctrl, 1) == ("Resume your partie against Napoleon (Rubicon Piquet): deal 4 of 6, "
                                      "you trail 45 to 65?")


def test_offer_for_two_players():
    rec = seed_record("example-5b-partie-154-93-rubicon.json")
    ctrl = controller_for(rec, 2, seats=(Seat.human("Napoleon"), Seat.human("Josephine")))
    # Napoleon 33 + 8 = 41, Josephine 9 + 31 = 40
    assert resumed_offer(ctrl, None) == ("Resume the partie between Napoleon and Josephine (Rubicon Piquet): "
                                         "deal 3 of 6, Napoleon leads 41 to 40?")
    ctrl = controller_for(rec, 4, seats=(Seat.human("Napoleon"), Seat.human("Josephine")))
    # Napoleon 41 + 11 + 5 = 57, Josephine 40 + 27 + 33 = 100
    assert resumed_offer(ctrl, None) == ("Resume the partie between Napoleon and Josephine (Rubicon Piquet): "
                                         "deal 5 of 6, Josephine leads 100 to 57?")


def test_offer_mid_deal_counts_the_points_of_the_deal_in_play():
    rec = seed_record("example-5a-partie-154-113.json")
    ctrl = controller_for(rec, 3, extra_actions=len(rec["deals"][3]["actions"]) - 1)
    game = ctrl.game
    assert game.phase is Phase.PLAY and game.deal_number == 4
    mine, theirs = 65 + game.scores[0], 45 + game.scores[1]
    assert game.scores[0] > 20  # Napoleon has most of this deal's 31 points already
    assert resumed_offer(ctrl, 0) == (f"Resume your partie against Josephine (Rubicon Piquet): deal 4 of 6, "
                                      f"you lead {mine} to {theirs}?")


def test_offer_at_the_start_and_when_level():
    ctrl = Controller(Game.new(random.Random(2), players=("Ann", "Classicist")),
                      [Seat.human("Ann"), Seat.computer(3, 5)])
    assert resumed_offer(ctrl, 0) == ("Resume your partie against Classicist (Rubicon Piquet): deal 1 of 6, "
                                      "no score yet?")
    draw = drawn_record()
    ctrl = controller_for(draw, 6)
    assert resumed_offer(ctrl, 0) == ("Resume your partie against Josephine (Rubicon Piquet): "
                                      "extra deal 1 of 2, you are level at 116?")
    ctrl = controller_for(draw, 6, seats=(Seat.human("Napoleon"), Seat.human("Josephine")))
    assert resumed_offer(ctrl, None) == ("Resume the partie between Napoleon and Josephine (Rubicon Piquet): "
                                         "extra deal 1 of 2, Napoleon and Josephine are level at 116?")


def mirror(deal: dict) -> dict:
    """The same deal with the seats swapped: the scores are swapped too."""
    return {"dealer": 1 - deal["dealer"], "hands": [deal["hands"][1], deal["hands"][0]],
            "talon": deal["talon"], "actions": [{**a, "seat": 1 - a["seat"]} for a in deal["actions"]]}


def drawn_record() -> dict:
    """Eight deals, each followed by its mirror: level after six, drawn after eight."""
    a = seed_record("example-5a-partie-154-113.json")["deals"]
    b = seed_record("example-5b-partie-154-93-rubicon.json")["deals"]
    deals = []
    for d in (a[0], a[2], a[4], b[0]):
        deals += [d, mirror(d)]
    return {"format": "piquet-record/1", "variant": "rubicon", "players": ["Napoleon", "Josephine"],
            "deals": deals}


def test_a_finished_partie_is_not_offered_and_is_kept_once(saver):
    ctrl = controller_for(seed_record("example-5b-partie-154-93-rubicon.json"), 6)
    assert ctrl.game.is_over
    assert saver.save(ctrl, 0)
    got = Autosaver().load()
    assert got.resumed is None and got.notice == ""
    assert not saver.path.exists()
    kept, notices = history.entries()
    assert notices == [] and len(kept) == 1
    assert kept[0].totals == (93, 154) and kept[0].viewer == 0 and kept[0].level == 3
    # the window kept it itself and stopped before clearing: not kept twice
    assert saver.save(ctrl, 0)
    assert Autosaver().load().resumed is None
    assert len(history.entries()[0]) == 1


def test_a_finished_partie_that_cannot_be_kept_stays_saved(piquet_home, saver):
    ctrl = controller_for(seed_record("example-5a-partie-154-113.json"), 6)
    assert saver.save(ctrl, 0)
    saved_at = json.loads(saver.path.read_text(encoding="utf-8"))["saved_at"]
    (piquet_home / "data" / "games").write_text("a file, not a folder", encoding="utf-8")
    assert Autosaver().load().resumed is None
    assert saver.path.exists()  # not lost: kept next time
    (piquet_home / "data" / "games").unlink()
    assert Autosaver().load().resumed is None
    assert not saver.path.exists()
    [entry] = history.entries()[0]
    assert entry.finished.isoformat() == saved_at and entry.result == 141


# ------------------------------------------------------------------ damaged files


def write_save(ctrl: Controller | None = None) -> dict:
    """A save written by an earlier run (its own autosaver), as the JSON object."""
    ctrl = ctrl or new_controller(1, seed=2)
    earlier = Autosaver()
    play_until(ctrl, Person(1), moves(30), saver=earlier)
    return json.loads(earlier.path.read_text(encoding="utf-8"))


def asides(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.name.startswith("autosave.broken-"))


def _with(path, value):
    def change(data):
        obj = data
        for k in path[:-1]:
            obj = obj[k]
        obj[path[-1]] = value
        return data
    return change


def _drop_last_action(data):
    data["record"]["deals"][-1]["actions"].pop()
    return data


def _bad_card(data):
    deal = data["record"]["deals"][-1]
    plays = [a for a in deal["actions"] if a["act"] == "play"]
    assert plays
    first = plays[0]
    mover = first["seat"]
    hand = set(deal["hands"][mover])
    first["card"] = next(c for c in deal["hands"][1 - mover] if c not in hand)
    return data


CHANGES = {
    "viewer-not-a-seat": _with(["viewer"], "north"),
    "mode-unknown": _with(["mode"], "solo"),
    "seats-not-a-list": _with(["seats"], {"0": "Ann"}),
    "three-seats": lambda d: {**d, "seats": d["seats"] + d["seats"][:1]},
    "level-unknown": _with(["seats", 1, "level"], 9),
    "rng-not-a-state": _with(["seats", 1, "rng"], "abc"),
    "rng-too-short": _with(["game", "rng"], [3, [1, 2, 3], None]),
    "packet-wrong": _with(["game", "packet"], 4),
    "record-not-an-object": _with(["record"], [1, 2]),
    "format-not-a-number": _with(["format"], "one"),
    "format-missing": lambda d: {k: v for k, v in d.items() if k != "format"},
    "card-not-held": _bad_card,
    "record-short-of-the-position": _drop_last_action,
    # a game of three: valid as a record, not with the save's two seats
    "record-of-three-players": _with(["record"], seed_record("normand-n1-dealer-exchange-and-repique.json")),
}


@pytest.mark.parametrize("text", [
    b"",
    b'{"format": 1, "mode": "computer", "seats": [',
    b"\x89PNG\r\n\x1a\n\x00\xff\xfe garbage",
    b"[1, 2, 3]",
    b'"a string"',
    b"\xff\xfe{}",
], ids=["empty", "truncated", "garbage", "list", "string", "not-utf8"])
def test_a_damaged_save_is_moved_aside_byte_for_byte(text, saver):
    path = saver.path
    path.parent.mkdir(parents=True)
    path.write_bytes(text)
    got = saver.load()
    assert got.resumed is None and not got.read_only
    [aside] = asides(path.parent)
    assert ASIDE.match(aside.name)
    assert aside.read_bytes() == text
    assert aside.name in got.notice and "damaged" in got.notice
    assert not path.exists()
    # told once; and the next save is written
    assert saver.load().notice == ""
    ctrl = new_controller(2, seed=4)
    play_until(ctrl, Person(1), moves(3))
    assert saver.save(ctrl, 0) and path.exists()


@pytest.mark.slow
@pytest.mark.parametrize("change", sorted(CHANGES))
def test_a_save_with_wrong_content_is_moved_aside(change, saver):
    data = CHANGES[change](write_save())
    path = saver.path
    text = json.dumps(data).encode("utf-8")
    path.write_bytes(text)
    got = saver.load()
    assert got.resumed is None
    [aside] = asides(path.parent)
    assert aside.read_bytes() == text
    assert aside.name in got.notice
    assert not path.exists()


def test_a_good_save_is_not_moved_aside(saver):
    """The damaged-file tests change one thing in a save that loads."""
    write_save()
    got = saver.load()
    assert got.resumed is not None and got.notice == ""
    assert asides(saver.path.parent) == []


@pytest.mark.parametrize("newer", [
    lambda d: {**d, "format": 2, "something": "new"},
    lambda d: {**d, "record": {**d["record"], "format": "piquet-record/2"}},
], ids=["save-format", "record-format"])
def test_a_newer_save_is_refused_and_never_written_over(newer, saver):
    data = newer(write_save())
    path = saver.path
    text = (json.dumps(data, indent=3) + "\n").encode("utf-8")
    path.write_bytes(text)
    got = saver.load()
    assert got.resumed is None and got.read_only
    assert "newer version" in got.notice
    ctrl = new_controller(2, seed=4)
    play_until(ctrl, Person(1), moves(3))
    # refused by the autosaver that found it, for as long as it lives
    assert saver.save(ctrl, 0) is False
    assert saver.clear() is False
    assert saver.save(ctrl, 0) is False
    assert path.read_bytes() == text
    assert asides(path.parent) == []


def test_a_newer_save_found_by_save_itself_is_not_written_over(saver):
    path = saver.path
    path.parent.mkdir(parents=True)
    text = b'{"format": 7, "future": true}'
    path.write_bytes(text)
    ctrl = new_controller(2, seed=4)
    play_until(ctrl, Person(1), moves(3))
    assert saver.save(ctrl, 0) is False
    assert saver.clear() is False  # refused from then on
    assert path.read_bytes() == text


def test_a_damaged_save_found_by_save_itself_is_kept_aside(saver):
    path = saver.path
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{half a save")
    ctrl = new_controller(2, seed=4)
    play_until(ctrl, Person(1), moves(3))
    assert saver.save(ctrl, 0)
    [aside] = asides(path.parent)
    assert aside.read_bytes() == b"{half a save"
    assert Autosaver().load().resumed is not None


# ------------------------------------------------------------------ writing safely


def test_an_interrupted_write_leaves_the_old_save(monkeypatch, saver):
    ctrl = new_controller(1, seed=6)
    person = Person(6)
    play_until(ctrl, person, moves(20), saver=saver)
    path = saver.path
    before = path.read_bytes()
    position = state_of(ctrl)

    def crash(src, dst):
        raise OSError(28, "No space left on device")

    play_until(ctrl, person, moves(5))
    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", crash)
        assert saver.save(ctrl, 0) is False
    assert path.read_bytes() == before
    assert [p for p in path.parent.iterdir() if p.name.endswith(".tmp")] == []
    assert state_of(Autosaver().load().resumed.controller) == position


def test_a_save_where_the_folder_cannot_be_made_fails_quietly(piquet_home, saver):
    piquet_home.mkdir(parents=True)
    (piquet_home / "data").write_text("a file, not a folder", encoding="utf-8")
    ctrl = new_controller(2, seed=4)
    play_until(ctrl, Person(1), moves(3))
    assert saver.save(ctrl, 0) is False
    got = saver.load()
    assert got.resumed is None
    assert saver.clear() in (True, False)
    assert (piquet_home / "data").read_text(encoding="utf-8") == "a file, not a folder"


def test_a_save_that_is_a_folder_is_told_and_left(piquet_home, saver):
    path = saver.path
    path.mkdir(parents=True)
    got = saver.load()
    assert got.resumed is None and got.read_only and "could not be read" in got.notice
    ctrl = new_controller(2, seed=4)
    play_until(ctrl, Person(1), moves(3))
    assert saver.save(ctrl, 0) is False
    assert saver.clear() is False
    assert path.is_dir()


def test_a_save_in_a_read_only_folder_fails_quietly(saver):
    write_save()
    path = saver.path
    before = path.read_bytes()
    folder = path.parent
    folder.chmod(0o500)
    try:
        if os.access(folder, os.W_OK):
            pytest.skip("running with privileges that ignore folder permissions")
        got = saver.load()
        assert got.resumed is not None
        ctrl = got.resumed.controller
        play_until(ctrl, Person(1), moves(3))
        assert saver.save(ctrl, 0) is False
        assert saver.clear() is False
    finally:
        folder.chmod(0o700)
    assert path.read_bytes() == before


def test_an_unreadable_save_is_told_and_left(saver):
    write_save()
    path = saver.path
    before = path.read_bytes()
    path.chmod(0)
    try:
        if os.access(path, os.R_OK):
            pytest.skip("running with privileges that ignore file permissions")
        got = saver.load()
        assert got.resumed is None and got.read_only and got.notice
        ctrl = new_controller(2, seed=4)
        play_until(ctrl, Person(1), moves(3))
        assert saver.save(ctrl, 0) is False
        assert saver.clear() is False
    finally:
        path.chmod(0o600)
    assert path.read_bytes() == before


def test_random_states_round_trip_through_json():
    rng = random.Random(99)
    rng.gauss(0, 1)  # leaves a spare normal value in the state
    text = json.dumps(autosave.rng_to_json(rng))
    back = autosave.rng_from_json(json.loads(text))
    assert back.getstate() == rng.getstate()
    assert [back.random() for _ in range(5)] == [rng.random() for _ in range(5)]
    assert autosave.rng_to_json(None) is None and autosave.rng_from_json(None) is None


# ------------------------------------------------------------------ two kinds, two files


def two_player_controller(seed: int = 3) -> Controller:
    return Controller(Game.new(random.Random(seed), players=("Ann", "Ben")),
                      [Seat.human("Ann"), Seat.human("Ben")])


def computer_controller(seed: int = 4) -> Controller:
    return Controller(Game.new(random.Random(seed), players=("You", "Novice")),
                      [Seat.human("You"), Seat.computer(1, seed, "Novice")])


def test_a_partie_of_each_kind_waits_in_its_own_file(piquet_home):
    computer, pair = Autosaver(), Autosaver(mode="two-players")
    c1, c2 = computer_controller(), two_player_controller()
    play_until(c1, Person(1), deal_over(1), saver=computer, viewer=0)
    play_until(c2, Person(2), deal_over(1), saver=pair, viewer=None)
    got1, got2 = Autosaver().load(), Autosaver(mode="two-players").load()
    assert got1.resumed.mode == "computer" and got2.resumed.mode == "two-players"
    assert game_to_record(got1.resumed.game) == game_to_record(c1.game)
    assert game_to_record(got2.resumed.game) == game_to_record(c2.game)
    # clearing one leaves the other
    assert computer.clear() and not computer.path.exists()
    assert Autosaver(mode="two-players").load().resumed is not None


def test_a_partie_is_never_written_to_the_other_kinds_file(piquet_home):
    with pytest.raises(ValueError):
        Autosaver().save(two_player_controller(), None)
    with pytest.raises(ValueError):
        Autosaver(mode="two-players").save(computer_controller(), 0)
    data = piquet_home / "data"
    assert not data.exists() or not list(data.glob("autosave*"))
    with pytest.raises(ValueError):
        Autosaver(mode="three-players")


def test_an_earlier_versions_two_player_save_moves_to_its_own_file(piquet_home):
    """An earlier version kept both kinds in autosave.json: a two-player partie there
    is moved to its own file and offered from it, nothing lost."""
    ctrl = two_player_controller()
    pair = Autosaver(mode="two-players")
    play_until(ctrl, Person(5), deal_over(1), saver=pair, viewer=None)
    legacy = autosave.default_path()
    pair.path.rename(legacy)
    text = legacy.read_text(encoding="utf-8")
    got = Autosaver().load()
    assert got.resumed is None and got.notice == ""
    assert not legacy.exists() and pair.path.read_text(encoding="utf-8") == text
    assert Autosaver(mode="two-players").load().resumed is not None


def test_a_misplaced_save_where_the_right_file_is_taken_is_set_aside_whole(piquet_home):
    first, second = two_player_controller(3), two_player_controller(6)
    play_until(first, Person(5), deal_over(1), saver=Autosaver(mode="two-players"), viewer=None)
    other = Autosaver(mode="two-players", path=piquet_home / "elsewhere.json")
    play_until(second, Person(6), deal_over(1), saver=other, viewer=None)
    legacy = autosave.default_path()
    text = other.path.read_text(encoding="utf-8")
    other.path.rename(legacy)
    got = Autosaver().load()
    assert got.resumed is None and "moved aside as autosave.broken-" in got.notice
    assert "two players" in got.notice
    aside = [p for p in legacy.parent.iterdir() if ASIDE.match(p.name)]
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == text
    # the waiting two-player partie is untouched
    assert game_to_record(Autosaver(mode="two-players").load().resumed.game) == game_to_record(first.game)


# ------------------------------------------------------------------ tables of three and four


def table_controller(variant, levels, seed: int) -> Controller:
    """A partie of ``variant`` at a table of three or four: ``levels`` by seat, None
    for a person (several: people sharing the computer); the seats named as the
    window names them (South, East...)."""
    master = random.Random(seed)
    names = SEAT_NAMES[variant.players]
    seats = [Seat.human(names[s]) if lv is None
             else Seat.computer(lv, master.getrandbits(32), names[s], seats=variant.players)
             for s, lv in enumerate(levels)]
    game = Game.new(random.Random(master.getrandbits(64)), variant, players=tuple(s.name for s in seats))
    return Controller(game, seats)


def table_state(ctrl: Controller) -> tuple:
    g = ctrl.game
    return (state_of(ctrl), tuple(g.left), tuple(g.tables), tuple(g.seats), tuple(g.totals), g.loser)


TABLE_POINTS = {
    # Piquet Normand: a player has left the table, the last two play on (mid-deal, between deals)
    "normand-left-mid-deal": (NORMAND, lambda g: bool(g.left) and g.phase is Phase.PLAY
                              and len(g.tricks) == 2),
    "normand-left-between-deals": (NORMAND, lambda g: bool(g.left) and g.phase is Phase.DEAL),
    # carte blanche asked of all three, one still to answer
    "normand-carte-blanche": (NORMAND, lambda g: (g.deal_number == 2 and g.phase is Phase.BLANCHE
                                                  and len(g.blanche_pending) == 1)),
    "normand-exchange": (NORMAND, lambda g: g.deal_number == 2 and g.phase is Phase.EXCHANGE_YOUNGER),
    # four-handed: in the trick play of the second deal, partners scoring as a side
    "voleur-mid-deal": (VOLEUR, lambda g: g.deal_number == 2 and g.phase is Phase.PLAY
                        and len(g.tricks) == 3),
    "voleur-between-deals": (VOLEUR, lambda g: g.phase is Phase.DEAL and len(g.deal_scores) == 2),
    "voleur-carte-blanche": (VOLEUR, lambda g: (g.deal_number == 2 and g.phase is Phase.BLANCHE
                                                and len(g.blanche_pending) == 2)),
    "voleur-declaring": (VOLEUR, lambda g: g.deal_number == 3 and g.phase is Phase.DECLARE_SEQUENCE),
}

TABLE_LEVELS = {
    3: (None, 1, 2),
    4: (None, 2, 1, 2),
}


@pytest.mark.slow
@pytest.mark.parametrize("point", sorted(TABLE_POINTS))
def test_a_table_of_three_or_four_resumes_where_it_was_left(point, saver):
    variant, stop = TABLE_POINTS[point]
    ctrl = table_controller(variant, TABLE_LEVELS[variant.players], seed=len(point))
    person = Person(len(point))
    play_until(ctrl, person, stop, saver=saver, viewer=0)
    if point.startswith("normand-left"):
        assert ctrl.game.left and len(ctrl.game.tables[-1][1]) == 2  # the last two play on
    before = table_state(ctrl)

    got = Autosaver().load()  # the next run
    assert got.notice == "" and got.resumed is not None
    resumed = got.resumed
    assert resumed.viewer == 0 and resumed.mode == "computer"
    twin = resumed.controller
    assert [s.name for s in twin.seats] == [s.name for s in ctrl.seats]
    assert [s.level for s in twin.seats] == [s.level for s in ctrl.seats]
    assert table_state(twin) == before
    assert game_to_record(twin.game) == game_to_record(ctrl.game)

    # and both go on alike to the end of the partie, the computers' choices and the deals to come
    other = person.copy()
    ahead = play_until(ctrl, person, partie_over)
    again = play_until(twin, other, partie_over)
    assert ahead and again == ahead
    assert table_state(twin) == table_state(ctrl) and twin.game.is_over


@pytest.mark.parametrize("variant", [NORMAND, VOLEUR], ids=["normand", "voleur"])
def test_the_table_search_levels_resume_exactly(variant, saver):
    """Levels 3 and 4 at a table play their cards over sampled deals drawn from
    their own generator: resumed mid-deal, they choose as they would have."""
    levels = (None, 3, 4) if variant.players == 3 else (None, 4, 3, 3)
    ctrl = table_controller(variant, levels, seed=41)
    person = Person(41)
    play_until(ctrl, person, lambda g: g.phase is Phase.PLAY and len(g.tricks) == 1, saver=saver)
    twin = Autosaver().load().resumed.controller
    assert table_state(twin) == table_state(ctrl)
    other = person.copy()
    assert play_until(ctrl, person, moves(12)) == play_until(twin, other, moves(12))
    assert table_state(twin) == table_state(ctrl)


def test_people_sharing_the_computer_at_a_table_of_four(piquet_home):
    """Two people and two computers (people partners, as the seats screen offers):
    the two-players file, no viewer, every seat back as it sat."""
    ctrl = table_controller(VOLEUR, (None, 2, None, 1), seed=6)
    assert ctrl.is_hot_seat and autosave.mode_of(ctrl.seats) == "two-players"
    saver = Autosaver(mode="two-players")
    person = Person(6)
    play_until(ctrl, person, lambda g: g.deal_number == 2 and g.phase is Phase.PLAY, saver=saver, viewer=None)
    assert not autosave.default_path().exists()
    got = Autosaver(mode="two-players").load()
    resumed = got.resumed
    assert got.notice == "" and resumed.mode == "two-players" and resumed.viewer is None
    assert [s.is_human for s in resumed.controller.seats] == [True, False, True, False]
    assert table_state(resumed.controller) == table_state(ctrl)
    other = person.copy()
    assert play_until(ctrl, person, deal_over(3)) == play_until(resumed.controller, other, deal_over(3))
    # one person and three computers is a partie against the computer
    assert autosave.mode_of(table_controller(VOLEUR, (None, 2, 2, 1), seed=6).seats) == "computer"


@pytest.mark.slow
def test_the_offer_at_a_table_of_three_names_everyone_and_who_left(saver):
    ctrl = table_controller(NORMAND, TABLE_LEVELS[3], seed=len("normand-left-mid-deal"))
    play_until(ctrl, Person(1), TABLE_POINTS["normand-left-mid-deal"][1], saver=saver)
    resumed = Autosaver().load().resumed
    g = resumed.game
    totals = resumed.running_totals()
    [gone] = g.left
    scores = ", ".join(f"{'you' if s == 0 else g.players[s]} {totals[s]}" + (" (left)" if s == gone else "")
                       for s in range(3))
    assert resumed.offer() == (f"Resume your partie against East and West ({game_words(NORMAND)}): "
                               f"deal {g.deal_number}, {scores}?")


@pytest.mark.slow
def test_the_offer_at_a_table_of_four_speaks_of_sides(piquet_home):
    ctrl = table_controller(VOLEUR, TABLE_LEVELS[4], seed=3)
    saver = Autosaver()
    play_until(ctrl, Person(3), lambda g: g.phase is Phase.DEAL and len(g.deal_scores) == 2, saver=saver)
    resumed = Autosaver().load().resumed
    mine, theirs = resumed.game.totals
    assert [mine, theirs] == resumed.running_totals()
    score = (f"your side leads {mine} to {theirs}" if mine > theirs else
             f"your side trails {mine} to {theirs}" if mine < theirs else
             f"your side and theirs are level at {mine}")
    assert resumed.offer() == (f"Resume your partie with North against East and West "
                               f"({game_words(VOLEUR)}): deal 3 of 6, {score}?")
    pair = table_controller(VOLEUR, (None, 1, None, 1), seed=3)
    two = Autosaver(mode="two-players")
    play_until(pair, Person(3), moves(2), saver=two, viewer=None)
    offer = Autosaver(mode="two-players").load().resumed.offer()
    assert offer == (f"Resume the partie of South and North against East and West ({game_words(VOLEUR)}): "
                     "deal 1 of 6, no score yet?")


@pytest.mark.slow
def test_a_finished_normand_partie_is_kept_with_who_left_and_who_paid(saver):
    ctrl = table_controller(NORMAND, TABLE_LEVELS[3], seed=9)
    play_until(ctrl, Person(9), partie_over, saver=saver)
    g = ctrl.game
    assert g.is_over and g.loser is not None
    got = Autosaver().load()  # the window stopped before keeping it: kept now, once
    assert got.resumed is None and got.notice == "" and not saver.path.exists()
    [entry] = history.entries()[0]
    assert entry.players == g.players and entry.viewer == 0 and entry.mode == "computer"
    assert entry.left == tuple(g.left) and entry.loser == g.loser
    assert entry.outcome == ("lost" if g.loser == 0 else "won")
    assert entry.opponent == "East (level 1) and West (level 2)"
    assert entry.levels == (None, 1, 2)


_NORMAND_SAVE: list[str] = []


def normand_save() -> dict:
    """A save of Piquet Normand written by an earlier run, mid-deal after a player
    left (written once, with a save after every action, and copied)."""
    if not _NORMAND_SAVE:
        ctrl = table_controller(NORMAND, TABLE_LEVELS[3], seed=len("normand-left-mid-deal"))
        earlier = Autosaver()
        play_until(ctrl, Person(2), TABLE_POINTS["normand-left-mid-deal"][1], saver=earlier)
        _NORMAND_SAVE.append(earlier.path.read_text(encoding="utf-8"))
    return json.loads(_NORMAND_SAVE[0])


TABLE_CHANGES = {  # each: the change, and the line that says what is wrong
    "two-seats-for-three": (lambda d: {**d, "seats": d["seats"][:2]},
                            "Piquet Normand has 3 seats, the save 2"),
    "five-seats": (lambda d: {**d, "seats": d["seats"] + d["seats"][1:3]}, "seats is a list of 2 to 4 seats"),
    "viewer-off-the-table": (_with(["viewer"], 3), "the viewer is a seat from 0 to 2 or null"),
    "first-dealer-off-the-table": (_with(["game", "first_dealer"], 3), "first_dealer is a seat from 0 to 2"),
    "cut-of-two-cards": (_with(["game", "cut"], [[3, 20]]), "a cut has a card for each of the 3 players"),
    "cut-card-twice": (_with(["game", "cut"], [[3, 3, 20]]), "cut is a list of cuts"),
    "blanche-off-the-table": (_with(["game", "blanche_pending"], [7]),
                              "blanche_pending is a list of seats from 0 to 2, each once"),
    "one-person-said-two-players": (_with(["mode"], "two-players"), "the mode agrees with the seats"),
    # a record of four under a save of three: its cut (three cards) is not one of four
    "record-of-four": (_with(["record"], seed_record("voleur-v1-v2-partnership-point-and-repique.json")),
                       "a cut has a card for each of the 4 players"),
    "record-short-of-the-position": (_drop_last_action,
                                     "the record does not come back to the position saved"),
}


@pytest.mark.slow
@pytest.mark.parametrize("change", sorted(TABLE_CHANGES))
def test_a_damaged_save_of_three_is_refused_in_one_line_and_moved_aside(change, saver):
    damage, line = TABLE_CHANGES[change]
    data = damage(normand_save())
    with pytest.raises(autosave.Damaged) as caught:
        autosave.restore(json.loads(json.dumps(data)))
    assert str(caught.value) == line and "\n" not in line
    path = saver.path
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data).encode("utf-8")
    path.write_bytes(text)
    got = saver.load()
    assert got.resumed is None
    [aside] = asides(path.parent)
    assert aside.read_bytes() == text and aside.name in got.notice
    assert not path.exists()


def test_the_save_of_three_the_damage_tests_change_loads(saver):
    saver.path.parent.mkdir(parents=True, exist_ok=True)
    saver.path.write_text(json.dumps(normand_save()), encoding="utf-8")
    got = saver.load()
    assert got.resumed is not None and got.notice == "" and got.resumed.game.left
