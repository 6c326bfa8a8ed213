"""Games of Ass played before the rules of tricks were amended (2026-11-28): a record
without a ``reading`` was played by the first reading, and is replayed by it, as it
was played; the game says so wherever it shows one (``piquet replay``, the list of
games, the replay, a game resumed), and a game goes on by the reading it began
with.  New records carry today's reading."""

from __future__ import annotations

import io
import json
import random

import pytest
from ui_driver import SHOTS, click, find_button, make_app, tick

from piquet_game.ass.rules import AssGame, AssPhase, AssRules
from piquet_game.ass.rules.record import ass_record_of, ass_record_to_json, replay_ass_record
from piquet_game.ass.rules.trick import FIRST_READING, READING
from piquet_game.ass.store import AssAutosaver, autosave_path, kept_dir, kept_games
from piquet_game.cli.records import cmd_replay
from piquet_game.controller import Controller, Seat
from piquet_game.rules.record import RecordError

OUT = SHOTS / "ass"
SAID = "Played by the rules of tricks before their amendment of 28 November 2026"


def first_reading_game(seed: int = 4, deals: int = 3) -> AssGame:
    """Four players, spades senior and diamonds junior, played by the first reading
    with random legal moves: the amendment decides many of its tricks otherwise."""
    rng = random.Random(seed)
    game = AssGame.new(AssRules.make(4, 5, reading=FIRST_READING), ("Ann", "Ben", "Cal", "Dot"), rng=rng)
    while not game.is_over and game.deal_number <= deals:
        if game.phase is AssPhase.DEAL:
            if game.deal_number == deals:
                break
            game.apply(game.shuffled(rng))
        else:
            game.apply(game.sample_action(rng))
    return game


def old_record(game: AssGame) -> dict:
    """The record as the game wrote it before there were readings: no ``reading``."""
    record = ass_record_of(game)
    assert record.pop("reading") == FIRST_READING
    return record


def test_a_record_without_a_reading_replays_by_the_first_as_it_was_played():
    game = first_reading_game()
    record = old_record(game)
    replayed = replay_ass_record(record)
    assert replayed.game.rules.reading == FIRST_READING
    assert replayed.game.banks == game.banks and replayed.game.points == game.points
    assert [t.plays for t in replayed.game.tricks] == [t.plays for t in game.tricks]
    assert replayed.summary()["reading"] == FIRST_READING
    # by today's reading the same record does not replay as it was played
    try:
        today = replay_ass_record({**record, "reading": READING})
    except RecordError as exc:
        assert exc.rule in ("follow", "not-in-hand", "result")  # another winner, another leader
    else:
        assert [t.plays for t in today.game.tricks] != [t.plays for t in game.tricks]


def test_a_new_record_carries_todays_reading_and_replays_by_it():
    rng = random.Random(2)
    game = AssGame.new(AssRules.make(4, 5), rng=rng)
    while not game.is_over and game.deal_number < 3:
        game.apply(game.sample_action(rng))
    record = ass_record_of(game)
    assert record["reading"] == READING and list(record)[:5] == ["format", "game", "variant", "reading",
                                                                 "players"]
    again = replay_ass_record(json.loads(ass_record_to_json(record)))
    assert again.game.rules == game.rules and again.game.banks == game.banks


@pytest.mark.parametrize("bad", [0, 3, "2", None, 2.0, True, [2], 10 ** 40])
def test_a_reading_that_is_none_of_the_readings_is_refused(bad):
    record = {**old_record(first_reading_game(deals=1)), "reading": bad}
    with pytest.raises(RecordError) as err:
        replay_ass_record(record)
    assert err.value.rule == "reading" and "reading" in str(err.value)


def test_piquet_replay_says_a_game_was_played_by_the_first_reading(tmp_path):
    path = tmp_path / "old.json"
    path.write_text(ass_record_to_json(old_record(first_reading_game())), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert cmd_replay(str(path), False, out, err) == 0
    text = out.getvalue()
    assert ("Played by the first reading of the rules of tricks, before they were amended on 28 November "
            "2026") in text
    out = io.StringIO()
    assert cmd_replay(str(path), True, out, err) == 0
    assert json.loads(out.getvalue())["reading"] == FIRST_READING
    # a game of today's reading says nothing of it
    rng = random.Random(3)
    game = AssGame.new(AssRules.make(2, 1), rng=rng)
    while game.deal_number < 2 and not game.is_over:
        game.apply(game.sample_action(rng))
    path.write_text(ass_record_to_json(ass_record_of(game)), encoding="utf-8")
    out = io.StringIO()
    assert cmd_replay(str(path), False, out, err) == 0
    assert "first reading" not in out.getvalue()


@pytest.mark.slow
def test_a_game_kept_before_the_amendment_is_listed_and_replayed_by_its_reading(piquet_home):
    from piquet_game.ass.view.games import AssGamesScene, AssReplayScene

    game = first_reading_game(seed=5, deals=40)
    record = {**old_record(game), "kept_at": "2026-11-20T18:00:00", "people": [0], "levels": [None, 2, 2, 3]}
    kept_dir().mkdir(parents=True, exist_ok=True)
    (kept_dir() / "20261120-180000-ass.json").write_text(ass_record_to_json(record), encoding="utf-8")
    games, problems = kept_games()
    assert not problems and len(games) == 1 and games[0].rules.reading == FIRST_READING
    assert games[0].banks == tuple(game.banks)
    app = make_app(size=(1280, 800), animation="off")
    try:
        app.push(AssGamesScene(app))
        tick(app, 2)
        line = find_button(app, "20 Nov 2026")
        assert line.text.endswith(" · by the earlier rules")
        app.save_screenshot(OUT / "games-first-reading-1280x800.png")
        click(app, line.rect.center, frames=3)
        replay = app.stack.top
        assert isinstance(replay, AssReplayScene) and replay.replay.game.rules.reading == FIRST_READING
        assert replay.subtitle.endswith(" · " + SAID)
        for size in ((960, 600), (1920, 1080)):
            app.resize(*size)
            tick(app, 2)
            app.save_screenshot(OUT / f"replay-first-reading-{size[0]}x{size[1]}.png")
    finally:
        app.close()


@pytest.mark.slow
def test_a_game_saved_before_the_amendment_goes_on_by_its_reading(piquet_home):
    from piquet_game.ass.view.setup import AssSetupScene
    from piquet_game.ass.view.table import AssDealEndScene, AssTableScene

    rng = random.Random(9)
    seats = [Seat.human("You"), Seat.ass_computer(2, 1, "Ben"), Seat.ass_computer(2, 2, "Cal")]
    game = AssGame.new(AssRules.make(3, 5, reading=FIRST_READING), tuple(s.name for s in seats), rng=rng)
    controller = Controller(game, seats)
    while game.deal_number < 1 or len(game.tricks) < 2:
        if controller.needs_deal():
            controller.deal()
        elif controller.waiting_for_person() is not None:
            controller.submit(rng.choice(controller.legal_actions()), 0)
        else:
            controller.run_until_person()
    assert AssAutosaver().save(controller)
    saved = json.loads(autosave_path().read_text(encoding="utf-8"))
    del saved["record"]["reading"]  # as the game saved it before there were readings
    autosave_path().write_text(json.dumps(saved), encoding="utf-8")
    app = make_app(size=(1280, 800), animation="off")
    try:
        app.stack.replace(AssSetupScene(app))
        tick(app, 2)
        click(app, find_button(app, "Resume the game you left").rect.center, frames=3)
        table = app.stack.top
        assert isinstance(table, AssTableScene)
        assert table.controller.game.rules.reading == FIRST_READING
        assert table.controller.game.trick_rules.reading == FIRST_READING
        assert (None, SAID) in table.lines
        for size in ((960, 600), (1280, 800), (1920, 1080)):
            app.resize(*size)
            tick(app, 2)
            app.save_screenshot(OUT / f"table-first-reading-{size[0]}x{size[1]}.png")
        # it goes on by the first reading, and is saved so
        for _ in range(400):
            tick(app, 1)
            if table.my_turn():
                table.act(rng.choice(table.controller.game.legal_actions()))
        assert len(table.controller.game.tricks) > 2 or table.controller.game.deal_number > 1
        assert json.loads(autosave_path().read_text(encoding="utf-8"))["record"]["reading"] == FIRST_READING
        # another game, with the same players and options, is a new one: today's reading
        AssDealEndScene(app, table).again()
        tick(app, 2)
        fresh = app.stack.top
        assert isinstance(fresh, AssTableScene) and fresh.controller.game is not table.controller.game
        assert fresh.controller.game.rules.reading == READING
        assert fresh.controller.game.rules.trumps == table.controller.game.rules.trumps
        assert not any(SAID in words for _, words in fresh.lines)
    finally:
        app.close()
