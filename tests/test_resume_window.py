"""The window and the autosave: every action saved, the partie offered and resumed
exactly after the window closes (or the game crashes), a new partie not started
over a saved one without asking, a finished partie kept with the others."""

from __future__ import annotations

from ui_driver import (
    SHOTS,
    click_button,
    find_button,
    make_app,
    make_move,
    new_table,
    play_to_partie_end,
    tick,
    wait_for_turn,
)

from piquet_game.controller import Controller, Seat
from piquet_game.paths import data_dir
from piquet_game.rules import Game
from piquet_game.rules.record import dumps, game_to_record
from piquet_game.store import history
from piquet_game.view.menu import MenuScene
from piquet_game.view.table import TableScene

OUT = SHOTS / "resume"


def record_text(game: Game) -> str:
    return dumps(game_to_record(game))


def play_some(app, table: TableScene, moves: int) -> None:
    for _ in range(moves):
        assert wait_for_turn(app, table) == "turn"
        make_move(app, table)
    tick(app, 5)


def test_every_action_is_saved_and_the_partie_is_resumed_exactly(piquet_home):
    save = data_dir() / "autosave.json"
    app = make_app(animation="off")
    try:
        table = new_table(app, [Seat.human("You"), Seat.computer(2, 7, "Apprentice")], seed=11)
        assert wait_for_turn(app, table) == "turn"
        first = save.read_text(encoding="utf-8")
        make_move(app, table)
        tick(app, 3)
        assert save.read_text(encoding="utf-8") != first  # saved again after the move
        play_some(app, table, 4)
        left = record_text(table.game)
        totals = [t + s for t, s in zip(table.game.totals, table.game.scores, strict=True)]
        hand = table.model.hand_cards()
        laid = {zone: len(sprites) for zone, sprites in table.model.zones.items()}
        spoken = [line.text for line in table.lines]
        state = table.game.rng.getstate()
        computer_state = table.controller.seats[1].player.rng.getstate()
    finally:
        app.close()  # the window is closed mid-deal
    app = make_app(animation="off")
    try:
        menu = MenuScene(app)
        app.stack.replace(menu)
        tick(app, 2)
        offer = menu.subtitle
        assert offer.startswith("Resume your partie against Apprentice (Rubicon Piquet): deal 1 of 6")
        assert f"{totals[0]} to {totals[1]}" in offer or "no score yet" in offer
        OUT.mkdir(parents=True, exist_ok=True)
        app.save_screenshot(OUT / "menu-offer.png")
        assert click_button(app, "Resume")
        table = app.stack.top
        assert isinstance(table, TableScene)
        assert record_text(table.game) == left
        assert table.game.rng.getstate() == state
        assert table.controller.seats[1].player.rng.getstate() == computer_state
        tick(app, 5)
        assert table.model.hand_cards() == hand
        # every card lies where it lay: the talon's, the discards, the tricks
        assert {zone: len(sprites) for zone, sprites in table.model.zones.items()} == laid
        # the table remembers what was said, the opponent's declarations and leads too
        assert spoken and [line.text for line in table.lines] == spoken
        # and the partie goes on
        play_some(app, table, 2)
    finally:
        app.close()


def test_a_new_partie_is_not_started_over_a_saved_one_without_asking(piquet_home):
    app = make_app(animation="off")
    try:
        table = new_table(app, [Seat.human("You"), Seat.computer(1, 3, "Novice")], seed=5)
        play_some(app, table, 2)
        left = record_text(table.game)
        app.stack.replace(MenuScene(app))
        tick(app, 2)
        assert click_button(app, "New partie")  # a new partie against the chosen level
        assert app.stack.top.name == "abandon"
        app.save_screenshot(OUT / "abandon.png")
        assert click_button(app, "Resume it")
        assert isinstance(app.stack.top, TableScene) and record_text(app.stack.top.game) == left
        app.stack.replace(MenuScene(app))
        tick(app, 2)
        assert click_button(app, "New partie")
        assert click_button(app, "Give it up")
        fresh = app.stack.top
        assert isinstance(fresh, TableScene) and record_text(fresh.game) != left
    finally:
        app.close()


def hand_over_and_play(app, table: TableScene, moves: int) -> None:
    """Two players: pass the keyboard as asked and make ``moves`` moves."""
    for _ in range(moves):
        for _ in range(3000):
            top = app.stack.top
            if top.name == "privacy":
                assert click_button(app, top.who)
                continue
            if table.looking():
                click_button(app, "I have seen my cards")
                continue
            if table.my_turn():
                break
            tick(app)
        make_move(app, table)
    tick(app, 3)


def test_a_partie_against_the_computer_and_one_for_two_both_wait(piquet_home):
    app = make_app(animation="off")
    try:
        table = new_table(app, [Seat.human("You"), Seat.computer(1, 3, "Novice")], seed=5)
        play_some(app, table, 2)
        against = record_text(table.game)
        app.stack.replace(MenuScene(app))
        tick(app, 2)
        # two players start theirs: the partie against the computer is not given up, nor asked about
        assert click_button(app, "Two players, one computer")
        assert app.stack.top.name == "two-players" and find_button(app, "Resume") is None
        assert click_button(app, "Start the partie")
        pair = app.stack.top
        assert isinstance(pair, TableScene) and pair.hot_seat
        hand_over_and_play(app, pair, 3)
        between = record_text(pair.game)
        app.stack.replace(MenuScene(app))
        tick(app, 2)
        menu = app.stack.top
        assert menu.subtitle.startswith("Resume your partie against Novice")
        OUT.mkdir(parents=True, exist_ok=True)
        for size in ((960, 600), (1280, 800), (1920, 1080)):
            app.resize(*size)
            tick(app, 2)
            app.save_screenshot(SHOTS / "polish" / f"slots-menu-after-{size[0]}x{size[1]}.png")
        app.resize(1280, 800)
        assert click_button(app, "Two players, one computer: resume")
        screen = app.stack.top
        assert screen.subtitle.startswith("Resume the partie between Player 1 and Player 2")
        for size in ((960, 600), (1280, 800), (1920, 1080)):
            app.resize(*size)
            tick(app, 2)
            app.save_screenshot(SHOTS / "polish" / f"slots-two-players-after-{size[0]}x{size[1]}.png")
        app.resize(1280, 800)
        # a new two-player partie asks to give up only the two-player one
        assert click_button(app, "Start a new partie")
        assert app.stack.top.name == "abandon"
        assert app.stack.top.subtitle.startswith("Resume the partie between")
        assert click_button(app, "Resume it")
        assert record_text(app.stack.find(TableScene).game) == between
    finally:
        app.close()
    app = make_app(animation="off")  # a new run: both still wait
    try:
        menu = MenuScene(app)
        app.stack.replace(menu)
        tick(app, 2)
        assert click_button(app, "Resume")
        assert record_text(app.stack.top.game) == against
        app.stack.replace(MenuScene(app))
        tick(app, 2)
        assert click_button(app, "Two players, one computer: resume")
        app.stack.top.confirm()  # Enter resumes
        tick(app, 2)
        assert record_text(app.stack.find(TableScene).game) == between
    finally:
        app.close()


def test_a_finished_partie_is_kept_and_no_longer_offered(piquet_home):
    app = make_app(animation="off")
    try:
        import random

        game = Game.new(random.Random(4), players=("You", "Novice"))
        seats = [Seat.computer(1, 1, "You"), Seat.computer(1, 2, "Novice")]
        table = TableScene(app, Controller(game, seats), viewer=0)
        app.stack.replace(table)
        assert play_to_partie_end(app)
        assert table.game.is_over
        assert not (data_dir() / "autosave.json").exists()
        entries, notices = history.entries()
        assert len(entries) == 1 and not notices
        assert entries[0].totals == tuple(table.game.totals) or list(entries[0].totals) == table.game.totals
        assert click_button(app, "Main menu")
        assert app.stack.top.name == "menu" and app.stack.top.resumable is None
        assert find_button(app, "Resume") is None
    finally:
        app.close()


def test_after_a_crash_the_partie_is_offered(piquet_home):
    app = make_app(animation="off")
    try:
        table = new_table(app, [Seat.human("You"), Seat.computer(1, 3, "Novice")], seed=8)
        play_some(app, table, 3)
        left = record_text(table.game)

        def boom(dt):
            raise RuntimeError("a fault in the table")

        table.update = boom
        app.run(frames=app.frames + 3)
        assert app.stack.top.name == "crash"
        assert click_button(app, "Back to the menu")
        menu = app.stack.top
        assert menu.name == "menu" and menu.resumable is not None
        assert click_button(app, "Resume")
        assert record_text(app.stack.top.game) == left
    finally:
        app.close()


def test_two_players_resume_behind_the_privacy_screen(piquet_home):
    app = make_app(animation="off")
    try:
        table = new_table(app, [Seat.human("Ann"), Seat.human("Ben")], seed=21, viewer=None)
        hand_over_and_play(app, table, 6)
        left = record_text(table.game)
    finally:
        app.close()
    app = make_app(animation="off")
    try:
        menu = MenuScene(app)
        app.stack.replace(menu)
        tick(app, 2)
        assert menu.resumable is None and find_button(app, "Resume") is None
        assert click_button(app, "Two players, one computer: resume")
        assert app.stack.top.subtitle.startswith(
            "Resume the partie between Ann and Ben (Rubicon Piquet): deal 1 of 6")
        assert click_button(app, "Resume")
        table = app.stack.find(TableScene)
        assert isinstance(table, TableScene) and table.hot_seat and record_text(table.game) == left
        for _ in range(50):
            tick(app)
            if app.stack.top.name == "privacy":
                break
        assert app.stack.top.name == "privacy"
        # neither hand is laid out face up before the player whose turn it is says so
        hands = table.model.zones["hand0"] + table.model.zones["hand1"]
        assert hands and not any(sp.face_up or sp.card is not None for sp in hands)
        assert click_button(app, app.stack.top.who)
        assert table.viewer == table.game.to_move and table.model.hand_cards()
    finally:
        app.close()


def test_a_data_folder_that_cannot_be_written_does_not_stop_play(piquet_home):
    piquet_home.mkdir(parents=True, exist_ok=True)
    (piquet_home / "data").write_text("a file where the folder should be", encoding="utf-8")
    app = make_app(animation="off")
    try:
        table = new_table(app, [Seat.human("You"), Seat.computer(1, 3, "Novice")], seed=2)
        play_some(app, table, 5)
        assert table.game.history and app.stack.top is table
    finally:
        app.close()
