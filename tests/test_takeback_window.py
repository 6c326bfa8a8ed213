"""Take-backs and the confirmation of a play, in the real window: Ctrl+Z and the
button take back the person's last decision and the computer's reply within the
deal, as the settings allow; the partie is marked in the save and in the kept
games; with "confirm a play", a first click raises a card and a second plays it."""

from __future__ import annotations

import random

import pygame
import pytest
from ui_driver import (
    SHOTS,
    card_pos,
    click,
    click_button,
    drawn_frame,
    find_button,
    make_app,
    make_move,
    new_table,
    tick,
    wait_for_turn,
)

from piquet_game.controller import Controller, Seat
from piquet_game.rules import Game, Phase, Play, cards_of
from piquet_game.rules.record import dumps, game_to_record
from piquet_game.store import history, stats
from piquet_game.store.autosave import Autosaver
from piquet_game.view.history import HistoryScene

OUT = SHOTS / "polish"


def record_text(game: Game) -> str:
    return dumps(game_to_record(game))


def ctrl_z(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL,
                                         unicode="", scancode=0))
    tick(app, 3)


@pytest.mark.slow
def test_ctrl_z_and_the_button_take_back_the_last_decision_against_a_beginner(piquet_home):
    app = make_app(animation="off")
    try:
        table = new_table(app, [Seat.human("You"), Seat.computer(1, 3, "Novice")], seed=12)
        assert table.controller.take_backs  # the default: on against levels 1 and 2
        assert wait_for_turn(app, table) == "turn"
        assert not find_button(app, "Take back").is_enabled  # nothing to take back yet
        records = []
        for _ in range(3):
            records.append(record_text(table.controller.game))
            make_move(app, table)
            assert wait_for_turn(app, table) == "turn"
        hand = table.model.hand_cards()
        assert find_button(app, "Take back").is_enabled
        for size in ((960, 600), (1280, 800), (1920, 1080)):
            app.resize(*size)
            tick(app, 2)
            app.save_screenshot(OUT / f"take-back-after-{size[0]}x{size[1]}.png")
        app.resize(1280, 800)
        tick(app, 2)
        ctrl_z(app)
        assert record_text(table.controller.game) == records[2]
        assert table.message.startswith("Taken back")
        assert click_button(app, "Take back")
        tick(app, 3)
        assert record_text(table.controller.game) == records[1]
        assert table.controller.taken_back == 2
        # the table shows the position taken back to, and the save holds it
        tick(app, 3)
        assert sorted(table.model.hand_cards()) == sorted(cards_of(table.controller.game.hands[0]))
        assert sorted(table.model.hand_cards()) != sorted(hand)  # the exchange is undone
        saved = Autosaver().load().resumed
        assert record_text(saved.game) == records[1] and saved.controller.taken_back == 2
        # and play goes on from there
        make_move(app, table)
        assert wait_for_turn(app, table) in ("turn", "deal-summary")
    finally:
        app.close()


def test_take_backs_follow_the_setting(piquet_home):
    app = make_app(animation="off")
    try:
        table = new_table(app, [Seat.human("You"), Seat.computer(4, 3, "Strategist")], seed=12)
        assert not table.controller.take_backs  # level 4: not a beginner
        assert find_button(app, "Take back") is None
        assert wait_for_turn(app, table) == "turn"
        before = record_text(table.controller.game)
        make_move(app, table)
        wait_for_turn(app, table)
        ctrl_z(app)
        assert record_text(table.controller.game) != before and "off" in table.message
        app.settings.take_backs = "on"
        table.resume()  # as after the settings screen over the pause menu
        tick(app, 2)
        assert table.controller.take_backs and find_button(app, "Take back") is not None
        app.settings.take_backs = "off"
        table.resume()
        assert not table.controller.take_backs
    finally:
        app.close()


def test_a_partie_with_take_backs_is_marked_in_the_kept_games_and_the_statistics(piquet_home):
    game = Game.new(random.Random(4), players=("You", "Novice"))
    c = Controller(game, [Seat.computer(1, 1, "You"), Seat.computer(1, 2, "Novice")])
    while not c.game.is_over:
        if c.needs_deal():
            c.deal()
        c.run_until_person()
    c.taken_back = 3
    assert history.try_keep_controller(c, 0).path is not None
    entries, notices = history.entries()
    assert not notices and entries[0].take_backs == 3
    assert stats.compute(entries).overall.with_take_backs == 1
    app = make_app(animation="off")
    try:
        scene = HistoryScene(app)
        app.stack.replace(scene)
        tick(app, 2)
        seen = []
        original = app.text.blit

        def spy(surface, text, *args, **kwargs):
            seen.append(text)
            return original(surface, text, *args, **kwargs)

        app.text.blit = spy
        drawn_frame(app)
        assert any("3 taken back" in t for t in seen)
    finally:
        app.close()


def test_with_confirm_play_a_first_click_raises_and_a_second_plays(piquet_home):
    app = make_app(animation="off", confirm_play=True)
    try:
        table = new_table(app, [Seat.human("You"), Seat.computer(1, 3, "Novice")], seed=12)
        while True:
            assert wait_for_turn(app, table) == "turn"
            if table.controller.game.phase is Phase.PLAY:
                break
            make_move(app, table)
        card = min(table.legal_cards())
        played = len(table.controller.game.history[-1].actions)
        click(app, card_pos(table, card))
        assert len(table.controller.game.history[-1].actions) == played  # raised, not played
        assert table.selected == {card} and "again to play" in table.message
        app.save_screenshot(OUT / "confirm-play-raised-1280x800.png")
        click(app, card_pos(table, card))
        assert (0, Play(card)) in table.controller.game.history[-1].actions[played:]
    finally:
        app.close()
