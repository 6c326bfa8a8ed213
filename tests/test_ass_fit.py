"""Every screen of Ass in every language, at the smallest and a large window: each
line inside the window and its panel, none cut short, none on another or under a
button, every button's words inside it (the checks of test_screens_fit.py)."""

from __future__ import annotations

import random

import pytest
from test_screens_fit import every, look
from ui_driver import make_app, tick

from piquet_game.ass.rules import AssPhase
from piquet_game.ass.view.family import start_ass
from piquet_game.ass.view.setup import AssSetupScene
from piquet_game.ass.view.table import AssDealEndScene, AssTableScene


@pytest.fixture
def app(code, size):
    a = make_app(size=size, animation="off", language=code)
    yield a
    a.close()


def table_zones(table: AssTableScene) -> list:
    import pygame

    w, h = table.app.size
    return [table.table_rect(), pygame.Rect(w - table.panel_width(), 0, table.panel_width(), h)]


@pytest.mark.slow
@every
def test_the_setup_the_table_and_the_end_of_a_deal(app, code, size):
    app.settings.choose_ass(6, 3)
    app.push(AssSetupScene(app))
    found = look(app, "setup", shot="ass-setup")
    seats = [(app.tr("Player {n}").format(n=1), None)] + [(f"C{k}", 1) for k in range(1, 4)]
    app.settings.choose_ass(4, 1)
    start_ass(app, app.settings.ass_rules(), seats, seed=4)
    table = app.stack.top
    rng = random.Random(3)
    shot_play = shot_end = False
    for _ in range(20000):
        tick(app, 1)
        top = app.stack.top
        if isinstance(top, AssDealEndScene):
            if not shot_end:
                found += look(app, "end of a deal", [top.panel_rect()], shot="ass-deal-end")
                shot_end = True
            if top.table.controller.game.is_over or shot_play:
                break
            top.next_deal()
        elif top is table and table.my_turn():
            g = table.controller.game
            if g.phase is AssPhase.PLAY and len(g.trick.plays) == 3 and not shot_play:
                table.show_hint()
                found += look(app, "table", table_zones(table), shot="ass-table")
                shot_play = True
            table.act(rng.choice(g.legal_actions()))
        if shot_play and shot_end:
            break
    assert shot_play and shot_end
    assert not found, found


@pytest.mark.slow
@every
def test_the_lesson_and_your_games(app, code, size):
    from test_ass_store import new_controller, run

    from piquet_game.ass.store import keep, kept_games
    from piquet_game.ass.view.games import AssGamesScene, AssReplayScene
    from piquet_game.ass.view.lesson import AssLessonScene

    lesson = AssLessonScene(app)
    app.push(lesson)
    found = look(app, "lesson", shot="ass-lesson-intro")
    lesson.index = 6  # the switch, the longest explanation, answered
    lesson.answer(0)
    found += look(app, "lesson", shot="ass-lesson")
    from test_history_window import computer_partie

    from piquet_game.store import history

    c = new_controller(5, players=4, option=1)
    run(c, random.Random(5), 20000)
    assert keep(c) is not None
    assert history.keep(computer_partie(3), viewer=0, mode="computer", opponent="Novice", level=1)
    app.push(AssGamesScene(app))
    found += look(app, "your games", shot="ass-games")
    assert app.tr("Games of Piquet") in app.stack.top.buttons()
    app.push(AssReplayScene(app, kept_games()[0][0]))
    found += look(app, "replay", shot="ass-replay")
    assert not found, found
