"""The window and the autosave: every action saved, the partie offered and resumed
exactly after the window closes (or the game crashes), a new partie not started
over a saved one without asking, a finished partie kept with the others."""

from __future__ import annotations

import pytest
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


@pytest.mark.slow
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
        left = record_text(table.controller.game)
        game = table.controller.game
        totals = [t + s for t, s in zip(game.totals, game.scores, strict=True)]
        hand = table.model.hand_cards()
        laid = {zone: len(sprites) for zone, sprites in table.model.zones.items()}
        spoken = [line.text for line in table.lines]
        state = table.controller.game.rng.getstate()
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
        assert record_text(table.controller.game) == left
        assert table.controller.game.rng.getstate() == state
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


@pytest.mark.slow
def test_a_new_partie_is_not_started_over_a_saved_one_without_asking(piquet_home):
    app = make_app(animation="off")
    try:
        table = new_table(app, [Seat.human("You"), Seat.computer(1, 3, "Novice")], seed=5)
        play_some(app, table, 2)
        left = record_text(table.controller.game)
        app.stack.replace(MenuScene(app))
        tick(app, 2)
        assert click_button(app, "New partie")  # a new partie against the chosen level
        assert app.stack.top.name == "abandon"
        app.save_screenshot(OUT / "abandon.png")
        assert click_button(app, "Resume it")
        assert isinstance(app.stack.top, TableScene) and record_text(app.stack.top.controller.game) == left
        app.stack.replace(MenuScene(app))
        tick(app, 2)
        assert click_button(app, "New partie")
        assert click_button(app, "Give it up")
        fresh = app.stack.top
        assert isinstance(fresh, TableScene) and record_text(fresh.controller.game) != left
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


@pytest.mark.slow
def test_a_partie_against_the_computer_and_one_for_two_both_wait(piquet_home):
    app = make_app(animation="off")
    try:
        table = new_table(app, [Seat.human("You"), Seat.computer(1, 3, "Novice")], seed=5)
        play_some(app, table, 2)
        against = record_text(table.controller.game)
        app.stack.replace(MenuScene(app))
        tick(app, 2)
        # two players start theirs: the partie against the computer is not given up, nor asked about
        assert click_button(app, "Two players, one computer")
        assert app.stack.top.name == "two-players" and find_button(app, "Resume") is None
        assert click_button(app, "Start the partie")
        pair = app.stack.top
        assert isinstance(pair, TableScene) and pair.hot_seat
        hand_over_and_play(app, pair, 3)
        between = record_text(pair.controller.game)
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
        assert record_text(app.stack.find(TableScene).controller.game) == between
    finally:
        app.close()
    app = make_app(animation="off")  # a new run: both still wait
    try:
        menu = MenuScene(app)
        app.stack.replace(menu)
        tick(app, 2)
        assert click_button(app, "Resume")
        assert record_text(app.stack.top.controller.game) == against
        app.stack.replace(MenuScene(app))
        tick(app, 2)
        assert click_button(app, "Two players, one computer: resume")
        app.stack.top.confirm()  # Enter resumes
        tick(app, 2)
        assert record_text(app.stack.find(TableScene).controller.game) == between
    finally:
        app.close()


@pytest.mark.slow
def test_a_finished_partie_is_kept_and_no_longer_offered(piquet_home):
    app = make_app(animation="off")
    try:
        import random

        game = Game.new(random.Random(4), players=("You", "Novice"))
        seats = [Seat.computer(1, 1, "You"), Seat.computer(1, 2, "Novice")]
        table = TableScene(app, Controller(game, seats), viewer=0)
        app.stack.replace(table)
        assert play_to_partie_end(app)
        assert table.controller.game.is_over
        assert not (data_dir() / "autosave.json").exists()
        entries, notices = history.entries()
        assert len(entries) == 1 and not notices
        totals = table.controller.game.totals
        assert entries[0].totals == tuple(totals) or list(entries[0].totals) == totals
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
        left = record_text(table.controller.game)

        def boom(dt):
            raise RuntimeError("a fault in the table")

        table.update = boom
        app.run(frames=app.frames + 3)
        assert app.stack.top.name == "crash"
        assert click_button(app, "Back to the menu")
        menu = app.stack.top
        assert menu.name == "menu" and menu.resumable is not None
        assert click_button(app, "Resume")
        assert record_text(app.stack.top.controller.game) == left
    finally:
        app.close()


@pytest.mark.slow
def test_two_players_resume_behind_the_privacy_screen(piquet_home):
    app = make_app(animation="off")
    try:
        table = new_table(app, [Seat.human("Ann"), Seat.human("Ben")], seed=21, viewer=None)
        hand_over_and_play(app, table, 6)
        left = record_text(table.controller.game)
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
        assert isinstance(table, TableScene) and table.hot_seat and record_text(table.controller.game) == left
        for _ in range(50):
            tick(app)
            if app.stack.top.name == "privacy":
                break
        assert app.stack.top.name == "privacy"
        # neither hand is laid out face up before the player whose turn it is says so
        hands = table.model.zones["hand0"] + table.model.zones["hand1"]
        assert hands and not any(sp.face_up or sp.card is not None for sp in hands)
        assert click_button(app, app.stack.top.who)
        assert table.viewer == table.controller.game.to_move and table.model.hand_cards()
    finally:
        app.close()


def test_a_data_folder_that_cannot_be_written_does_not_stop_play(piquet_home):
    piquet_home.mkdir(parents=True, exist_ok=True)
    (piquet_home / "data").write_text("a file where the folder should be", encoding="utf-8")
    app = make_app(animation="off")
    try:
        table = new_table(app, [Seat.human("You"), Seat.computer(1, 3, "Novice")], seed=2)
        play_some(app, table, 5)
        assert table.controller.game.history and app.stack.top is table
    finally:
        app.close()


# ------------------------------------------------------------------ tables of three and four


def table_partie(variant, levels, seed: int) -> Controller:
    """A partie at a table of three or four, seat 0 a person, the others the computer
    at ``levels``, named as the window names them."""
    import random

    from piquet_game.rules.deal import SEAT_NAMES

    master = random.Random(seed)
    names = SEAT_NAMES[variant.players]
    n = variant.players
    seats = [Seat.human(names[0])] + [Seat.computer(lv, master.getrandbits(32), names[s], seats=n)
                                      for s, lv in enumerate(levels, start=1)]
    game = Game.new(random.Random(master.getrandbits(64)), variant, players=tuple(s.name for s in seats))
    return Controller(game, seats)


def table_left(app, table: TableScene) -> dict:
    """What the table shows and holds, to find again after resuming: once the
    computers have all moved and the person is to decide (the position then stands)."""
    assert wait_for_turn(app, table) == "turn"
    tick(app, 3)
    return {
        "record": record_text(table.controller.game),
        "rng": table.controller.game.rng.getstate(),
        "players": [None if s.player is None else s.player.rng.getstate() for s in table.controller.seats],
        "hand": table.model.hand_cards(),
        "laid": {zone: len(sprites) for zone, sprites in table.model.zones.items()},
        "left": list(table.controller.game.left),
        "totals": [t + s for t, s in zip(table.controller.game.totals, table.controller.game.scores,
                                         strict=True)],
    }


def play_on(app, table: TableScene, moves: int) -> None:
    """The person's ``moves`` next moves, past the end of a deal's summary."""
    for _ in range(moves):
        while (state := wait_for_turn(app, table)) != "turn":
            assert state == "deal-summary", state
            app.stack.top.confirm()
            tick(app, 2)
        make_move(app, table)
    tick(app, 5)


def resume_from_menu(app, offer_starts: str) -> TableScene:
    menu = MenuScene(app)
    app.stack.replace(menu)
    tick(app, 2)
    assert menu.subtitle.startswith(offer_starts), menu.subtitle
    assert click_button(app, "Resume")
    table = app.stack.top
    assert isinstance(table, TableScene)
    tick(app, 5)
    return table


@pytest.mark.slow
def test_a_normand_partie_after_a_player_left_is_resumed_in_the_window(piquet_home):
    """Three at the table, one of the computers has left it a winner: the window is
    closed mid-deal, and the partie comes back with the last two playing on."""
    from piquet_game.rules import Phase
    from piquet_game.rules.variant import NORMAND

    ctrl = table_partie(NORMAND, (1, 2), seed=3)
    game = ctrl.game
    import random

    rng = random.Random(3)
    for _ in range(5000):  # the person plays at random until a computer has left, mid-deal
        if game.left and 0 not in game.left and game.phase is Phase.PLAY and len(game.tricks) >= 1 \
                and ctrl.waiting_for_person() == 0:
            break
        if ctrl.needs_deal():
            ctrl.deal()
        elif ctrl.waiting_for_person() is not None:
            ctrl.submit(game.sample_action(rng), 0)
        elif ctrl.step() is None:
            ctrl.wait()
    assert game.left and len(game.tables[-1][1]) == 2
    app = make_app(animation="off")
    try:
        table = TableScene(app, ctrl, viewer=0)
        app.stack.replace(table)
        play_on(app, table, 2)
        left = table_left(app, table)
    finally:
        app.close()
    app = make_app(animation="off")
    try:
        table = resume_from_menu(app, "Resume your partie against East and West (Piquet Normand")
        again = table_left(app, table)
        assert again == left
        gone = left["left"][0]
        name = table.controller.game.players[gone]
        assert f"{name} {left['totals'][gone]} (left)" in MenuScene(app).subtitle
        assert not table.model.zone("hand", gone)  # nothing dealt to the one who left
        OUT.mkdir(parents=True, exist_ok=True)
        app.save_screenshot(OUT / "normand-resumed.png")
        play_on(app, table, 6)  # and the last two play on
    finally:
        app.close()


@pytest.mark.slow
def test_a_four_handed_partie_is_resumed_mid_deal_in_the_window(piquet_home):
    from piquet_game.rules.variant import VOLEUR
    from piquet_game.variant_words import game_words

    app = make_app(animation="off")
    try:
        table = TableScene(app, table_partie(VOLEUR, (2, 1, 2), seed=9), viewer=0)
        app.stack.replace(table)
        play_on(app, table, 6)
        left = table_left(app, table)
        assert table.controller.game.phase.value == "play"
    finally:
        app.close()
    app = make_app(animation="off")
    try:
        table = resume_from_menu(app, "Resume your partie with North against East and West "
                                      f"({game_words(VOLEUR)}): deal 1 of 6")
        assert table_left(app, table) == left
        assert len(table.model.scores) == 2  # by side
        app.save_screenshot(OUT / "voleur-resumed.png")
        play_on(app, table, 2)
    finally:
        app.close()
