"""Records of Ass (docs/RECORD-FORMAT.md, "Records of Ass"): written and read back for
every number of players and trump option, finished or stopped anywhere; the seeds in
``seeds/ass/`` replayed to their banks; hostile and damaged records refused with one
clear line; ``piquet replay`` and ``piquet simulate --game ass``."""

from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

import piquet_game.ass.cli
from piquet_game.ass.rules import AssGame, AssPhase, AssRules
from piquet_game.ass.rules.record import (
    MAX_ACTIONS,
    MAX_DEALS,
    ass_record_of,
    ass_record_to_json,
    is_ass_record,
    load_ass_record,
    loads_ass_record,
    parse_deal,
    replay_ass_record,
)
from piquet_game.cli import main
from piquet_game.rules.actions import ActionSyntaxError
from piquet_game.rules.record import RecordError, parse_json
from piquet_game.rules.record import replay as replay_piquet

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT / "seeds" / "ass"
A2 = SEEDS / "a2-the-kill-in-a-four-player-deal.json"
TWO = SEEDS / "two-players-a-whole-game.json"

RULES = [(n, option) for n in range(2, 7) for option in range(1, 6) if not (option == 1 and n > 4)]


def played(rules: AssRules, seed: int, steps: int | None = None, names=None) -> AssGame:
    """A game of random legal moves, to its end or for ``steps`` actions."""
    rng = random.Random(seed)
    game = AssGame.new(rules, names, rng=random.Random(seed + 1))
    done = 0
    while not game.is_over and (steps is None or done < steps) and game.deal_number < 60:
        game.apply(game.sample_action(rng))
        done += 1
    return game


def state(game: AssGame) -> tuple:
    return (repr(game), game.phase, list(game.banks), game.to_move, game.winners, list(game.stock),
            list(game.hands), game.trick.plays, game.trick.holders, game.trick.main, list(game.won),
            game.dealer, game.leader, game.first_leader, game.bets, game.own_trumps,
            [(log.dealer, log.cards, log.actions) for log in game.history], game.trump_choices)


def round_trip(game: AssGame) -> AssGame:
    record = ass_record_of(game)
    text = ass_record_to_json(record)
    assert parse_json(text) == record
    back = load_ass_record(parse_json(text))
    assert state(back) == state(game)
    assert ass_record_of(back) == record
    return back


# ------------------------------------------------------------------ round trips


@pytest.mark.parametrize(("players", "option"), RULES)
def test_a_finished_game_round_trips(players, option):
    for seed in range(3):
        game = played(AssRules.make(players, option), seed * 7 + players)
        back = round_trip(game)
        if game.is_over:
            assert back.is_over and back.winners == game.winners
        record = ass_record_of(game)
        assert record["game"] == "ass" and record["variant"] == game.rules.key
        assert ("trump_choices" in record) == (option == 1)
        for deal in record["deals"]:
            assert len(deal["points"]) == len(deal["banks"]) == players


@pytest.mark.parametrize(("players", "option"), RULES)
def test_a_game_stopped_anywhere_round_trips_and_plays_on_the_same(players, option):
    rules = AssRules.make(players, option)
    phases = set()
    for steps in (0, 1, 2, players, players + 1, players + 3, 25, 41, 47, 60, 93):
        game = played(rules, 100 + steps, steps)
        phases.add(game.phase)
        back = round_trip(game)
        # the game read back goes on exactly as the game recorded
        rng_a, rng_b = random.Random(steps), random.Random(steps)
        for _ in range(30):
            if game.is_over:
                break
            action = game.sample_action(rng_a)
            assert back.sample_action(rng_b) == action
            game.apply(action)
            back.apply(action)
            assert state(back) == state(game)
    assert AssPhase.PLAY in phases and AssPhase.BID in phases
    if option == 1:
        assert AssPhase.TRUMP in phases


def test_the_unfinished_deal_has_no_result_and_the_finished_ones_do():
    game = played(AssRules.make(3, 2), 4, 86)
    record = ass_record_of(game)
    *done, last = record["deals"]
    assert game.phase is AssPhase.PLAY
    assert "points" not in last and "banks" not in last
    assert all("points" in d and "banks" in d for d in done)
    assert "points" not in ass_record_of(game, results=False)["deals"][0]


def test_names_and_extra_fields_are_kept():
    game = played(AssRules.make(4, 3, (2,)), 9, 30, ("Zoé", "Ива́н", "李", "O'Brien \"Bo\""))
    record = ass_record_of(game, mode="computer", title="a test")
    assert record["variant"] == "ass-4-3-D" and record["mode"] == "computer"
    back = round_trip(game)
    assert back.players == game.players
    # a name no record may hold is written as it is, and refused when read
    bad = played(AssRules.make(2, 2), 9, 5, ("A" * 30, "Ben"))
    record = ass_record_of(bad)
    assert record["players"][0] == "A" * 30 and record["deals"]
    with pytest.raises(RecordError) as err:
        load_ass_record(record)
    assert err.value.rule == "player-name"


def test_the_json_is_a_line_a_trick():
    game = played(AssRules.make(4, 2), 3, 1 + 4 + 4 * 3 + 2)  # the deal, the bets, 3 tricks and 2 cards
    text = ass_record_to_json(ass_record_of(game))
    lines = [line.strip() for line in text.splitlines()]
    start = lines.index('"actions": [')
    assert lines[start + 1].count('"') == 8 and "play" not in lines[start + 1]  # the four bets
    assert all(lines[start + k].count("play") == 4 for k in (2, 3, 4))
    assert lines[start + 5].count("play") == 2 and lines[start + 6] == "]"


def test_parse_deal():
    deal = parse_deal("deal 6S 7S 8S 9S | 10H JH QH KH | " + " ".join(
        r + s for s in "DC" for r in "6789TJQKA") + " AS TS KS QS JS AH 9H 8H 7H 6H", 2)
    assert len(deal.stock) == 28 and str(parse_deal(str(deal), 2)) == str(deal)
    for bad in ("", "deal", "play 6S", "deal 6S | 7S", "deal 6S 6S 7S 8S | 9S TS JS QS | KS", 7, "d" * 999):
        with pytest.raises((ActionSyntaxError, ValueError)):
            parse_deal(bad, 2)


# ------------------------------------------------------------------ the seeds


def test_the_a2_seed_is_the_kill_in_a_real_deal():
    data = json.loads(A2.read_text(encoding="utf-8"))
    assert is_ass_record(data) and data["variant"] == "ass-4-2" and data["title"]
    replayed = replay_ass_record(data)
    game = replayed.game
    first = game.history[0]
    assert first.dealer == 3 and game.first_leader == 0
    trick = game.tricks[0]
    assert [(s, c, w) for s, c, w in trick.plays] == [
        (0, 0, "lead"), (1, 2, "older"), (2, 5, "older"), (3, 8, "kill")]  # 6S 8S QS AS
    assert trick.holder[0] == 0  # back to the leader
    assert game.points == (110, 1, 80, 68) and game.banks == [2, 3, 3, 2]
    assert replayed.deals[0].banks == (2, 3, 3, 2)
    assert game.phase is AssPhase.DEAL and game.dealer == 0  # P1 led first: P1 deals next


def test_the_two_player_seed_is_a_whole_game():
    data = json.loads(TWO.read_text(encoding="utf-8"))
    game = load_ass_record(data)
    assert game.rules.key == "ass-2-1" and game.deal_number == 3
    assert [log.dealer for log in game.history] == [0, 0, 1]
    assert game.is_over and game.winners == (0,) and game.banks == [0, 2]
    assert [d["banks"] for d in data["deals"]] == [[2, 2], [1, 1], [0, 2]]


@pytest.mark.parametrize("path", sorted(SEEDS.glob("*.json")), ids=lambda p: p.name)
def test_every_seed_is_written_as_the_game_writes_it(path):
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert ass_record_to_json(data) == text
    replayed = loads_ass_record(text)
    fresh = ass_record_of(replayed.game)
    assert {k: v for k, v in data.items() if k not in ("title", "description")} == fresh
    assert not [m for m in data if m == "seat"]


def test_a_piquet_reader_refuses_an_ass_record_as_another_game():
    data = json.loads(A2.read_text(encoding="utf-8"))
    with pytest.raises(RecordError) as err:
        replay_piquet(data)
    assert err.value.rule == "game" and "'ass'" in str(err.value)


# ------------------------------------------------------------------ hostile records


def base() -> dict:
    return json.loads(A2.read_text(encoding="utf-8"))


def base_two() -> dict:
    return json.loads(TWO.read_text(encoding="utf-8"))


def _set(path: tuple, value):
    def change(record: dict) -> dict:
        obj = record
        for key in path[:-1]:
            obj = obj[key]
        if value is KeyError:
            del obj[path[-1]]
        else:
            obj[path[-1]] = value
        return record
    return change


def _actions(index: int, value) -> object:
    return _set(("deals", 0, "actions", index), value)


def _unfinished_then_a_deal(record: dict) -> dict:
    record["deals"][0]["actions"] = record["deals"][0]["actions"][:10]
    del record["deals"][0]["points"], record["deals"][0]["banks"]
    record["deals"].append(copy.deepcopy(record["deals"][0]))
    return record


def _after_the_end(record: dict) -> dict:
    record["deals"].append(copy.deepcopy(record["deals"][0]))
    return record


def _trumps_then_deal(record: dict) -> dict:
    record["trump_choices"] = record["trump_choices"][:1]
    return record


CARDS = ("deals", 0, "cards")
HOSTILE = {
    # (the record, changed) -> the rule, and a word of the message
    "a list": (lambda r: [r], "field-type", "JSON object"),
    "no format": (_set(("format",), KeyError), "field-missing", "format"),
    "another format": (_set(("format",), "piquet-record/9"), "format", "piquet-record/9"),
    "another game": (_set(("game",), "chess"), "game", "chess"),
    "a game of many digits": (_set(("game",), 10**29), "game", "game"),
    "unknown rules": (_set(("variant",), "ass-9-1"), "variant", "ass-9-1"),
    "own trumps for five": (_set(("variant",), "ass-5-1"), "variant", "ass-5-1"),
    "rules as a number": (_set(("variant",), 4), "variant", "4"),
    "rules as a huge string": (_set(("variant",), "ass-" + "4" * 100_000), "variant", "..."),
    "rules of piquet": (_set(("variant",), "rubicon"), "variant", "rubicon"),
    "three names for four": (_set(("players",), ["a", "b", "c"]), "field-type", "4 names"),
    "a million names": (_set(("players",), ["a"] * 1_000_000), "field-type", "4 names"),
    "a name with escapes": (_set(("players", 1), "Ben\x1b[2J\x1b[31m"), "player-name", "printable"),
    "a name with a newline": (_set(("players", 1), "Ben\nSmith"), "player-name", "printable"),
    "a lone surrogate": (_set(("players", 1), "Ben\ud800"), "player-name", "printable"),
    "a long name": (_set(("players", 2), "C" * 5000), "player-name", "at most 24"),
    "a blank name": (_set(("players", 2), "  "), "player-name", "blank"),
    "a name as a number": (_set(("players", 3), 12), "player-name", "string"),
    "no first dealer": (_set(("first_dealer",), KeyError), "field-missing", "first_dealer"),
    "a first dealer true": (_set(("first_dealer",), True), "field-type", "true"),
    "a first dealer 1.0": (_set(("first_dealer",), 1.0), "field-type", "1.0"),
    "a first dealer 4": (_set(("first_dealer",), 4), "field-type", "seat"),
    "trumps without option 1": (_set(("trump_choices",), ["trump S"]), "field-type", "trump_choices"),
    "no deals": (_set(("deals",), KeyError), "field-missing", "deals"),
    "deals as an object": (_set(("deals",), {"a": 1}), "field-type", "deals"),
    "too many deals": (_set(("deals",), [{}] * (MAX_DEALS + 1)), "field-type", "at most"),
    "a deal as a string": (_set(("deals", 0), "deal"), "field-type", "deal 1"),
    "the wrong dealer": (_set(("deals", 0, "dealer"), 1), "dealer-order", "seat 3 deals"),
    "a dealer as a string": (_set(("deals", 0, "dealer"), "3"), "field-type", "dealer"),
    "no cards": (_set(CARDS, KeyError), "field-missing", "cards"),
    "cards as a list": (_set(CARDS, ["6S"]), "field-value", "cards"),
    "cards as a huge string": (_set(CARDS, "deal " + "6S " * 100_000), "field-value", "at most"),
    "cards without the word": (_set(CARDS, "6S 7S"), "field-value", "deal"),
    "three hands for four": (_set(CARDS, "deal 6S 7S 8S 9S | 6H 7H 8H 9H | 6D 7D 8D 9D | 6C"),
                             "field-value", "parts"),
    "a card that is not one": (lambda r: _set(CARDS, r["deals"][0]["cards"].replace("KH", "5H"))(r),
                               "card-name", "'5H'"),
    "a card twice": (lambda r: _set(CARDS, r["deals"][0]["cards"].replace("KH", "6S"))(r),
                     "field-value", "twice"),
    "a card twice in the stock": (lambda r: _set(CARDS, r["deals"][0]["cards"].replace("TS", "9D"))(r),
                                  "deal", "twice"),
    "a card short": (lambda r: _set(CARDS, r["deals"][0]["cards"].rsplit(" ", 1)[0])(r), "deal", "pack"),
    "five cards to a hand": (lambda r: _set(CARDS, r["deals"][0]["cards"].replace("9C |", "9C TS |")
                                           .rsplit(" ", 1)[0])(r), "deal", "4 cards"),
    "no actions": (_set(("deals", 0, "actions"), KeyError), "field-missing", "actions"),
    "actions as a string": (_set(("deals", 0, "actions"), "go"), "field-type", "actions"),
    "too many actions": (_set(("deals", 0, "actions"), ["go"] * (MAX_ACTIONS + 1)), "field-type", "at most"),
    "a million actions": (_set(("deals", 0, "actions"), ["go"] * 1_000_000), "field-type", "at most"),
    "an action as an object": (_actions(0, {"act": "go"}), "field-type", "action 0"),
    "an action as a number": (_actions(1, 7), "field-type", "action 1"),
    "a huge action": (_actions(1, "play " + "6" * 100_000), "field-type", "at most"),
    "an action that is not one": (_actions(2, "pass"), "field-value", "'pass'"),
    "an action with escapes": (_actions(2, "play \x1b]0;owned\x07"), "field-value", "\\x1b"),
    "a card nobody holds": (_actions(4, "play KD"), "not-in-hand", "action 4"),
    "a card of another hand": (_actions(5, "play QS"), "not-in-hand", "action 5"),
    "a card that neither follows nor takes": (_actions(5, "play 7H"), "follow", "follow spades"),
    "a bet while playing": (_actions(6, "go"), "phase", "action 6"),
    "a play before the bets": (_actions(0, "play 6S"), "phase", "action 0"),
    "a trump choice in a deal": (_actions(0, "trump S"), "phase", "action 0"),
    "wrong points": (_set(("deals", 0, "points"), [110, 1, 80, 69]), "result", "69"),
    "wrong banks": (_set(("deals", 0, "banks"), [2, 3, 3, 3]), "result", "banks"),
    "banks as strings": (_set(("deals", 0, "banks"), ["2", "3", "3", "2"]), "field-type", "banks"),
    "a deal after an unfinished one": (_unfinished_then_a_deal, "deal-unfinished", "deal 2"),
}
HOSTILE_TWO = {
    "a deal after the end": (_after_the_end, "game-over", "deal 4"),
    "a trump taken twice": (_set(("trump_choices", 1), "trump C"), "trump-taken", "trump choice 1"),
    "too many trump choices": (_set(("trump_choices",), ["trump S", "trump H", "trump D"]), "field-type",
                               "at most 2"),
    "a trump choice that is not one": (_set(("trump_choices", 0), "go"), "field-value", "trump choice 0"),
    "a trump choice of no suit": (_set(("trump_choices", 0), "trump X"), "field-value", "'X'"),
    "a deal before the trumps are chosen": (_trumps_then_deal, "trumps-unfinished", "trump suits"),
    "a result for an unfinished deal": (lambda r: _set(("deals", 0, "actions"),
                                                       r["deals"][0]["actions"][:5])(r),
                                        "result", "not finished"),
}


def _refused(record, rule: str, word: str) -> str:
    with pytest.raises(RecordError) as err:
        replay_ass_record(record)
    said = str(err.value)
    assert err.value.rule == rule, said
    assert word in said, said
    assert "\n" not in said and said.isprintable() and len(said) < 400, said
    return said


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_a_hostile_record_is_refused_with_one_line(case):
    change, rule, word = HOSTILE[case]
    _refused(change(base()), rule, word)


@pytest.mark.parametrize("case", sorted(HOSTILE_TWO))
def test_a_hostile_two_player_record_is_refused_with_one_line(case):
    change, rule, word = HOSTILE_TWO[case]
    _refused(change(base_two()), rule, word)


def test_an_illegal_action_names_its_deal_and_index():
    record = base_two()
    record["deals"][1]["actions"][7] = "play 9S"  # seat 1 leads the tenth card: not his
    said = _refused(record, "not-in-hand", "deal 2, action 7")
    assert said.startswith("deal 2, action 7: ")


@pytest.mark.slow
def test_random_damage_never_crashes():
    """Bytes changed at random in a record: refused as a RecordError, or read as
    another good record; never any other exception."""
    text = TWO.read_text(encoding="utf-8")
    rng = random.Random(5)
    kinds = set()
    for _ in range(400):
        chars = list(text)
        for _ in range(rng.randint(1, 4)):
            chars[rng.randrange(len(chars))] = rng.choice('0123456789"[]{},:| SHDCplayg\\x')
        try:
            loads_ass_record("".join(chars))
            kinds.add("read")
        except RecordError as exc:
            assert "\n" not in str(exc) and str(exc).isprintable()
            kinds.add(exc.rule)
    assert len(kinds) > 3


# ------------------------------------------------------------------ the command line


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_error_line(capsys, path: Path | str) -> str:
    code, out, err = run_cli(capsys, "replay", str(path))
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].isprintable()
    return lines[0]


def test_replay_says_the_kill(capsys):
    code, out, err = run_cli(capsys, "replay", str(A2))
    assert code == 0 and err == ""
    flat = " ".join(out.split())
    assert "Ass, 4 players (ass-4-2): P1, P2, P3, P4" in flat
    assert "No trumps. Targets: go 68, no 92." in flat
    assert "Deal 1 (P4 deals)" in flat
    assert "P1 leads first (the lowest diamond dealt, 6D)" in flat
    assert ("Trick 1: P1 leads 6S, P2 8S takes (older), P3 QS takes (older), P4 AS kills (back to P1): "
            "P1 wins the trick as the leader") in flat
    assert "Bets, with the targets: P1 go (68), P2 no (92), P3 no (92), P4 go (68)" in flat
    assert "P1: 110 points, said go (target 68): reached, one bank less, 2" in flat
    assert "P2: 1 point, said no (target 92): missed, banks stay at 3" in flat
    assert "Result: unfinished: stopped after deal 1" in flat
    assert flat.count("Trick ") == 9
    for way in ("discarded", "(same)"):
        assert way in flat


def test_replay_of_a_whole_game(capsys):
    code, out, err = run_cli(capsys, "replay", str(TWO))
    assert code == 0 and err == ""
    assert "Trumps chosen in turn: Ben clubs, Ann diamonds." in out
    assert out.count("Trick 18:") == 3
    assert "Result: Ann wins, down to 0 banks" in out
    assert out.rstrip().endswith("Banks: Ann 0, Ben 2")


def test_replay_json(capsys, tmp_path):
    code, out, err = run_cli(capsys, "replay", str(TWO), "--json")
    assert code == 0 and err == ""
    summary = json.loads(out)
    assert summary["game"] == "ass" and summary["finished"] and summary["winners"] == [0]
    assert summary["trumps"] == [["D"], ["C"]] and summary["banks"] == [0, 2]
    assert [d["banks"] for d in summary["deals"]] == [[2, 2], [1, 1], [0, 2]]
    first = summary["deals"][0]
    assert first["bets"] == ["go", "no"] and first["targets"] == [44, 68] and len(first["tricks"]) == 18
    ways = {p["way"] for d in summary["deals"] for t in d["tricks"] for p in t["plays"]}
    assert ways <= {"lead", "older", "switch", "trump", "same", "one-less", "kill", "discarded"}
    code, out, err = run_cli(capsys, "replay", str(A2), "--json")
    trick = json.loads(out)["deals"][0]["tricks"][0]
    assert [p["way"] for p in trick["plays"]] == ["lead", "older", "older", "kill"]
    assert trick["winner"] == 0 and trick["way"] == "lead"


@pytest.mark.parametrize("steps", [0, 1, 3, 6, 9, 70])
def test_replay_of_a_game_in_progress(capsys, tmp_path, steps):
    game = played(AssRules.make(4, 1), 21, steps, ("Ann", "Ben", "Cal", "Dot"))
    path = tmp_path / "game.json"
    path.write_text(ass_record_to_json(ass_record_of(game)), encoding="utf-8")
    code, out, err = run_cli(capsys, "replay", str(path))
    assert code == 0 and err == ""
    result = next(line for line in out.splitlines() if line.startswith("Result: "))
    mover = game.players[game.to_move] if game.to_move is not None else None
    expected = {AssPhase.TRUMP: f"the trump suits are being chosen ({mover} to choose)",
                AssPhase.BID: f"stopped at the bets ({mover} to say go or no)",
                AssPhase.PLAY: f"stopped at trick {len(game.tricks) + 1} ({mover} to play)",
                AssPhase.DEAL: "stopped after deal"}[game.phase]
    assert expected in result
    if game.phase is AssPhase.PLAY and game.trick.plays:
        assert f"Trick {len(game.tricks) + 1} (in play):" in out
    code, out, err = run_cli(capsys, "replay", str(path), "--json")
    summary = json.loads(out)
    assert summary["phase"] == game.phase.value and summary["to_move"] == game.to_move


def test_replay_refuses_a_bad_record_with_one_line(capsys, tmp_path):
    record = base_two()
    record["deals"][1]["actions"][7] = "play 9S"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    line = one_error_line(capsys, path)
    assert line.startswith(f"{path}: deal 2, action 7: ") and line.endswith("[not-in-hand]")
    record = base()
    record["players"][0] = "\x1b[31mEvil\x1b[0m"
    path.write_text(json.dumps(record), encoding="utf-8")
    line = one_error_line(capsys, path)
    assert "\\x1b[31mEvil" in line and line.endswith("[player-name]")
    record["players"][0] = "P1"
    record["variant"] = "ass-7-2"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert one_error_line(capsys, path).endswith("[variant]")


def test_replay_refuses_damaged_files_with_one_line(capsys, tmp_path):
    text = A2.read_text(encoding="utf-8")
    path = tmp_path / "cut.json"
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    assert "not JSON" in one_error_line(capsys, path)
    path = tmp_path / "latin.json"
    path.write_bytes(text.replace('"P1"', '"Zoé"').encode("latin-1"))
    assert "UTF-8" in one_error_line(capsys, path)
    folder = tmp_path / "a-folder.json"
    folder.mkdir()
    assert "a-folder.json" in one_error_line(capsys, folder)
    huge = tmp_path / "huge.json"
    with huge.open("wb") as f:
        f.write(text[:-3].encode())
        f.write(b" " * (10 * 1024 * 1024))
        f.write(b"}\n")
    assert "larger than 10 MB" in one_error_line(capsys, huge)
    deep = tmp_path / "deep.json"
    deep.write_text('{"game": "ass", "deals": ' + "[" * 100_000, encoding="utf-8")
    assert "deep.json" in one_error_line(capsys, deep)
    nan = tmp_path / "nan.json"
    nan.write_text(text.replace('"first_dealer": 3', '"first_dealer": NaN'), encoding="utf-8")
    assert "[json]" in one_error_line(capsys, nan)
    big = tmp_path / "big.json"
    big.write_text(text.replace('"first_dealer": 3', '"first_dealer": ' + "9" * 5000), encoding="utf-8")
    assert "[json]" in one_error_line(capsys, big)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
def test_replay_never_waits_on_a_named_pipe(capsys, tmp_path):
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    assert "named pipe" in one_error_line(capsys, pipe)


def test_review_reads_an_ass_record_and_refuses_another_game(capsys, tmp_path):
    code, out, err = run_cli(capsys, "review", str(A2), "--deal", "1")
    assert code == 0 and err == "" and out.startswith("Deal 1, as ")  # Ass: tests/test_ass_review.py
    other = json.loads(A2.read_text(encoding="utf-8"))
    other["game"] = "bridge"
    path = tmp_path / "bridge.json"
    path.write_text(json.dumps(other), encoding="utf-8")
    code, out, err = run_cli(capsys, "review", str(path))
    assert code == 2 and out == "" and len(err.splitlines()) == 1
    assert "'bridge'" in err and "[game]" in err


@pytest.mark.slow
def test_a_piquet_record_still_replays(capsys, tmp_path):
    code, out, err = run_cli(capsys, "replay", str(ROOT / "seeds" / "example-2-blanche-173.json"))
    assert code == 0 and err == "" and "Rubicon" in out
    record = json.loads((ROOT / "seeds" / "example-2-blanche-173.json").read_text(encoding="utf-8"))
    record["game"] = "piquet"  # a record may say it
    path = tmp_path / "piquet.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    code, out2, err = run_cli(capsys, "replay", str(path))
    assert code == 0 and out2.split("\n", 1)[1] == out.split("\n", 1)[1]


def test_simulate_ass_text_and_json(capsys):
    code, out, err = run_cli(capsys, "simulate", "--game", "ass", "--games", "12", "--seed", "3",
                             "--levels", "0")
    assert code == 0 and err == ""
    assert out.startswith("Simulated 12 games of Ass, 4 players, each player his own trump suit (ass-4-1), "
                          "seed 3")
    assert "Players: random legal moves at every seat" in out
    assert "Stopped unfinished after 100 deals (a game of Ass need never end): " in out
    for words in ("Wins by seat:", "Bets: go said", "Tricks (", "older", "Kills:"):
        assert words in out
    code, out, err = run_cli(capsys, "simulate", "--game", "ass", "--games", "12", "--seed", "3", "--json")
    first = json.loads(out)
    code, out, err = run_cli(capsys, "simulate", "--game", "ass", "--games", "12", "--seed", "3", "--json")
    second = json.loads(out)
    first.pop("seconds"), second.pop("seconds")
    assert first == second
    assert first["games"] == 12 == first["finished"] + first["stopped_at_max_deals"]
    assert sum(first["wins_by_seat"]) >= first["finished"]
    assert first["bets"]["go"]["said"] + first["bets"]["no"]["said"] == 4 * first["deals"]
    assert sum(first["tricks_won_by_way"].values()) == 9 * first["deals"]


def test_simulate_ass_stops_at_the_cap_and_writes_records(capsys, tmp_path):
    folder = tmp_path / "records"
    code, out, err = run_cli(capsys, "simulate", "--game", "ass", "--games", "6", "--players", "5",
                             "--trumps", "5", "--max-deals", "2", "--record", str(folder), "--json",
                             "--levels", "0")
    assert code == 0 and err == ""
    stats = json.loads(out)
    assert stats["variant"] == "ass-5-5" and stats["max_deals"] == 2 and stats["records_written"] == 6
    assert stats["deals"] <= 12 and stats["stopped_at_max_deals"] >= 1
    files = sorted(folder.glob("*.json"))
    assert [p.name for p in files] == [f"ass-5-5-seed1-{k:04d}.json" for k in range(1, 7)]
    unfinished = 0
    for path in files:
        text = path.read_text(encoding="utf-8")
        game = loads_ass_record(text).game
        assert game.deal_number <= 2
        unfinished += not game.is_over
        assert json.loads(text)["simulated"]["seed"] == 1
        code, out, err = run_cli(capsys, "replay", str(path))
        assert code == 0 and err == "" and "Result: " in out
    assert unfinished == stats["stopped_at_max_deals"]


@pytest.mark.parametrize(("argv", "word"), [
    (["--game", "ass", "--players", "6", "--trumps", "1"], "four players or fewer"),
    (["--game", "ass", "--deals", "5"], "--deals is an option of Piquet"),
    (["--game", "ass", "--variant", "russian"], "--variant is an option of Piquet"),
    (["--players", "3"], "--players is an option of --game ass"),
    (["--games", "3", "--record", "x"], "--games and --record are options of --game ass"),
    (["--game", "ass", "--levels", "1,2", "--games", "1"], "2 levels for 4 players"),
])
def test_simulate_ass_refuses_options_that_do_not_go_together(capsys, argv, word):
    code, out, err = run_cli(capsys, "simulate", *argv)
    assert code == 2 and out == "" and len(err.splitlines()) == 1 and word in err


def test_simulate_ass_says_why_it_cannot_write(capsys, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    code, out, err = run_cli(capsys, "simulate", "--game", "ass", "--games", "1", "--levels", "0", "--record",
                             str(blocker / "records"))
    assert code == 2 and out == "" and len(err.splitlines()) == 1 and "cannot write the records" in err


def test_simulate_ass_plays_the_computer_players_when_they_are_there(capsys, monkeypatch):
    """A stand-in for piquet_game.ass.ai: its players are asked with their seat's
    view and the legal actions, and one that breaks a rule is reported in one line."""
    asked = []

    class FirstLegal:
        def __init__(self, level, seed, seats=2):
            self.level = level

        def choose(self, view, legal):
            asked.append((self.level, view.seat))
            return legal[0]

    monkeypatch.setattr(piquet_game.ass.cli, "make_ass_player", FirstLegal)
    code, out, err = run_cli(capsys, "simulate", "--game", "ass", "--games", "3", "--players", "3",
                             "--levels", "2,0,random", "--json")
    assert code == 0 and err == ""
    stats = json.loads(out)
    assert stats["seat_players"] == ["level 2", "random", "random"] and "note" not in stats
    assert asked and {seat for _, seat in asked} == {0} and {level for level, _ in asked} == {2}

    class Cheat(FirstLegal):
        def choose(self, view, legal):
            return "no" if view.phase is AssPhase.PLAY else legal[0]

    monkeypatch.setattr(piquet_game.ass.cli, "make_ass_player", Cheat)
    code, out, err = run_cli(capsys, "simulate", "--game", "ass", "--games", "1", "--levels", "3")
    assert code == 2 and out == "" and len(err.splitlines()) == 1 and "broke a rule" in err


@pytest.mark.slow
def test_simulate_piquet_is_unchanged(capsys):
    code, out, err = run_cli(capsys, "simulate", "--deals", "5", "--seed", "3")
    assert code == 0 and out.startswith("Simulated 5 random deals of Rubicon Piquet (seed 3)")
    code, out, err = run_cli(capsys, "simulate")
    assert code == 0 and out.startswith("Simulated 1000 random deals of Rubicon Piquet (seed 1)")


@pytest.mark.slow
def test_the_ass_commands_do_not_import_pygame(tmp_path):
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    code = ("import sys; from piquet_game.cli import main; rc = main(sys.argv[1:]); "
            "sys.stdout.flush(); print('PYGAME' if 'pygame' in sys.modules else 'CLEAN'); sys.exit(rc)")
    for args in (["replay", str(A2)], ["simulate", "--game", "ass", "--games", "2", "--levels", "0"]):
        proc = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                              cwd=tmp_path, env=env, timeout=60)
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout.splitlines()[-1] == "CLEAN"


def test_the_record_format_document_shows_ass_records_that_replay():
    """docs/RECORD-FORMAT.md, "Records of Ass": its record replays as it says, and
    the summary it shows is what ``piquet replay --json`` prints of it.  (Its record
    is in an untagged block: tests/test_worked_examples.py reads every ``json`` block
    with a ``format`` as a record of Piquet.)"""
    import re

    doc = (ROOT / "docs" / "RECORD-FORMAT.md").read_text(encoding="utf-8")
    section = doc.split("## Records of Ass", 1)[1].split("\n## ", 1)[0]
    blocks = [json.loads(b) for b in re.findall(r"```(?:json)?\n(.*?)```", section, re.S)]
    record, summary = blocks
    replayed = replay_ass_record(record)
    assert replayed.game.phase is AssPhase.PLAY and len(replayed.game.tricks) == 1
    assert replayed.summary() == summary
    for rule in ("game", "trumps-unfinished", "game-over", "result", "follow", "not-in-hand", "trump-taken"):
        assert f"`{rule}`" in section, rule


def test_simulate_ass_with_the_real_computer_players(capsys, tmp_path):
    """When piquet_game.ass.ai is there, its quickest level plays every seat, by
    default and by --levels; a level it has not is refused in one line."""
    ai = pytest.importorskip("piquet_game.ass.ai")
    if not hasattr(ai, "make_ass_player"):
        pytest.skip("piquet_game.ass.ai has no make_ass_player yet")
    folder = tmp_path / "records"
    code, out, err = run_cli(capsys, "simulate", "--game", "ass", "--games", "2", "--players", "3",
                             "--json", "--record", str(folder))
    assert code == 0 and err == ""
    stats = json.loads(out)
    assert stats["seat_players"] == ["level 1"] * 3 and "note" not in stats
    for path in folder.glob("*.json"):
        loads_ass_record(path.read_text(encoding="utf-8"))
    code, out, err = run_cli(capsys, "simulate", "--game", "ass", "--games", "1", "--levels", "99")
    assert code == 2 and out == "" and len(err.splitlines()) == 1 and "99" in err
