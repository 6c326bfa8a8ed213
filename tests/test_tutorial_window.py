"""The tutorial in the real window, headless: every lesson taken to its end by
clicks, a wrong move refused, a lesson left and re-entered, progress kept.

Screenshots go to tests/output/screenshots/tutorial/.
"""

from __future__ import annotations

import json

import pygame
import pytest
from ui_driver import SHOTS, card_pos, click, click_button, click_call, find_button, key, make_app, tick

from piquet_game.paths import data_dir
from piquet_game.rules import Blanche, Declare, Exchange, OpenCapot, Play
from piquet_game.rules.actions import Call
from piquet_game.rules.cards import cards_of
from piquet_game.rules.record import dumps, game_to_record
from piquet_game.tutorial.lesson import load_lessons
from piquet_game.tutorial.runner import Gate
from piquet_game.view.table import CALL_LABELS
from piquet_game.view.tutorial import TutorialMenuScene, TutorialScene, open_lesson

LESSONS = load_lessons()
OUT = SHOTS / "tutorial"


def settle(app, scene: TutorialScene, limit: int = 4000) -> str:
    """Tick until the lesson waits for the learner, or another scene is on top."""
    for _ in range(limit):
        top = app.stack.top
        if top is not scene:
            return top.name
        if scene.is_idle() and not scene.deal_over and scene.gate in (Gate.READ, Gate.CLICK, Gate.LEARNER) \
                and (scene.gate is not Gate.LEARNER or scene.my_turn()):
            tick(app, 2)  # the buttons of the new step
            return scene.gate.value
        tick(app)
    raise AssertionError(f"the lesson never waited for the learner (gate {scene.gate})")


def make_expected_move(app, scene: TutorialScene) -> None:
    """The lesson's move, made as a person makes it: by clicks."""
    expected = scene.run.expected()
    if isinstance(expected, Blanche):
        assert click_button(app, "Declare carte blanche" if expected.declare else "Keep it quiet")
    elif isinstance(expected, Exchange):
        for card in cards_of(expected.discard):
            click(app, card_pos(scene, card))
        n = expected.discard.bit_count()
        assert click_button(app, f"Exchange {n}" if n else "Take no cards")
    elif isinstance(expected, Declare):
        if not expected.combos:
            assert click_button(app, "Declare nothing")
        else:
            for card in cards_of(expected.cards):
                click(app, card_pos(scene, card))
            assert click_button(app, "Declare the cards raised")
    elif isinstance(expected, Play):
        click(app, card_pos(scene, expected.card))
    elif isinstance(expected, OpenCapot):
        assert click_button(app, "Announce an open capot" if expected.announce else "Play on")
    elif isinstance(expected, Call):  # the bidding box's button
        assert click_call(app, CALL_LABELS[expected.word])
    else:
        raise AssertionError(f"no way to make {expected}")


def take_lesson(app, scene: TutorialScene, shots: str | None = None) -> int:
    """Go through the lesson by clicks; returns the number of the learner's moves."""
    moves = 0
    shot = 0
    for _ in range(400):
        where = settle(app, scene)
        if where == "lesson-end":
            return moves
        if where in ("deal-summary", "partie-end"):
            if shots:
                app.save_screenshot(OUT / f"{shots}-{shot:02d}-{where}.png")
                shot += 1
            assert click_button(app, "Go on")
            continue
        if shots:
            app.save_screenshot(OUT / f"{shots}-{shot:02d}-step{scene.run.index + 1}.png")
            shot += 1
        index = scene.run.index
        if where == "read":
            assert click_button(app, "Go on")
        elif where == "click":
            target = scene.run.step.target
            rect = scene.painter.highlight_rects((target,))[0]
            click(app, rect.center)
        else:
            make_expected_move(app, scene)
            moves += 1
            assert scene.verdict is None, f"the lesson's own move was refused: {scene.verdict}"
        tick(app, 2)
        assert scene.run.index > index or not scene.is_idle() or scene.gate is Gate.LEARNER \
            or app.stack.top is not scene, f"step {index + 1} did not go on"
    raise AssertionError("the lesson did not end")


@pytest.mark.slow
@pytest.mark.parametrize("lesson", LESSONS, ids=lambda le: le.id)
def test_every_lesson_is_completed_in_the_window(lesson, piquet_home):
    app = make_app(animation="off")
    try:
        scene = open_lesson(app, lesson)
        shots = lesson.id if lesson.id in ("exchange", "point", "normand", "voleur") else None
        moves = take_lesson(app, scene, shots)
        assert moves == sum(1 for s in lesson.steps if s.kind == "do")
        end = app.stack.top
        assert end.name == "lesson-end"
        assert scene.wrong_moves == 0 and scene.run.finished
        # the progress file says so, for the next run
        saved = json.loads((data_dir() / "tutorial.json").read_text(encoding="utf-8"))
        assert saved["lessons"][lesson.id]["done"] is True
        if shots:
            tick(app, 3)
            app.save_screenshot(OUT / f"{shots}-end.png")
    finally:
        app.close()


def reach_learner_move(app, scene: TutorialScene) -> None:
    for _ in range(100):
        where = settle(app, scene)
        if where == "learner":
            return
        if where == "read":
            assert click_button(app, "Go on")
        elif where == "click":
            click(app, scene.painter.highlight_rects((scene.run.step.target,))[0].center)
        else:
            assert click_button(app, "Go on")
    raise AssertionError("no move of the learner's")


def test_a_wrong_move_is_explained_and_changes_nothing(piquet_home):
    lesson = next(le for le in LESSONS if le.id == "tricks")
    app = make_app(animation="off")
    try:
        scene = open_lesson(app, lesson)
        reach_learner_move(app, scene)
        expected = scene.run.expected()
        assert isinstance(expected, Play)
        wrong = next(c for c in scene.model.hand_cards() if c != expected.card)
        before = dumps(game_to_record(scene.controller.game))
        step = scene.run.index
        click(app, card_pos(scene, wrong))
        tick(app, 3)
        assert scene.verdict is not None
        assert scene.verdict.right  # what would be right
        assert dumps(game_to_record(scene.controller.game)) == before and scene.run.index == step
        assert wrong in scene.model.hand_cards()  # the card stayed in the hand
        OUT.mkdir(parents=True, exist_ok=True)
        app.save_screenshot(OUT / "tricks-wrong-move.png")
        # "Show me" points at the right card; then the right move goes on
        assert click_button(app, "Show me")
        assert scene.model.hand_cards()[scene.focus] == expected.card
        click(app, card_pos(scene, expected.card))
        tick(app, 3)
        assert scene.verdict is None and dumps(game_to_record(scene.controller.game)) != before
    finally:
        app.close()


def test_show_me_rings_the_lessons_call_in_the_bidding_box(piquet_home):
    """In the Contract lesson, "Show me" puts the bidding box's ring (and Enter) on
    the call the lesson asks for, not on the box's default (pass)."""
    lesson = next(le for le in LESSONS if le.id == "contract")
    app = make_app(animation="off")
    try:
        scene = open_lesson(app, lesson)
        reach_learner_move(app, scene)
        expected = scene.run.expected()
        assert isinstance(expected, Call) and expected.word != "pass"
        assert scene.call_focus == "pass"
        assert click_button(app, "Show me")
        tick(app, 2)
        assert scene.call_focus == expected.word
        assert "@primary" in find_button(app, CALL_LABELS[expected.word]).get_object_ids()
        assert "@primary" not in find_button(app, CALL_LABELS["pass"]).get_object_ids()
        before = scene.run.index
        key(app, pygame.K_RETURN, frames=3)  # Enter makes the call shown
        settle(app, scene)
        assert scene.verdict is None and scene.run.index > before
    finally:
        app.close()


def test_a_wrong_click_is_answered(piquet_home):
    lesson = LESSONS[0]
    app = make_app(animation="off")
    try:
        scene = open_lesson(app, lesson)
        for _ in range(10):
            if settle(app, scene) == "click":
                break
            assert click_button(app, "Go on")
        step = scene.run.index
        target = scene.run.step.target
        # the middle of the table is not the area asked for
        lay = scene.layout
        assert scene.area_at((round(lay.center_x), round(lay.height * 0.42))) != target
        click(app, (lay.center_x, lay.height * 0.42))
        assert scene.note and scene.run.index == step
        click(app, scene.painter.highlight_rects((target,))[0].center)
        assert scene.run.index == step + 1 and not scene.note
    finally:
        app.close()


@pytest.mark.slow
def test_a_lesson_is_left_and_re_entered(piquet_home):
    lesson = next(le for le in LESSONS if le.id == "point")
    app = make_app(animation="off")
    try:
        scene = open_lesson(app, lesson)
        reach_learner_move(app, scene)
        make_expected_move(app, scene)
        settle(app, scene)
        step = scene.run.index
        hand = scene.model.hand_cards()
        assert step > 0
        key(app, pygame.K_ESCAPE)
        assert click_button(app, "Leave the lesson")
        menu = app.stack.top
        assert isinstance(menu, TutorialMenuScene)
        button = find_button(app, f"{lesson.number}. {lesson.title}")
        assert button is not None and f"(step {step + 1})" in button.text
        click(app, button.rect.center, frames=3)
        again = app.stack.top
        assert isinstance(again, TutorialScene) and again.lesson.id == lesson.id
        assert again.run.index == step
        settle(app, again)
        assert again.model.hand_cards() == hand
    finally:
        app.close()


@pytest.mark.slow
def test_the_menu_shows_the_lessons_done(piquet_home):
    app = make_app(animation="off")
    try:
        scene = open_lesson(app, LESSONS[0])
        take_lesson(app, scene)
        assert click_button(app, "All lessons")
    finally:
        app.close()
    # a new run of the game reads the progress file
    app = make_app(animation="off")
    try:
        from piquet_game.view.menu import MenuScene

        app.stack.replace(MenuScene(app))
        tick(app, 2)
        assert click_button(app, "Learn to play")
        menu = app.stack.top
        assert isinstance(menu, TutorialMenuScene)
        assert "1 done" in menu.subtitle
        states = [state for _, state in menu.marks]
        assert states[0] == "done" and set(states[1:]) == {""}
        OUT.mkdir(parents=True, exist_ok=True)
        app.save_screenshot(OUT / "lessons-menu.png")
    finally:
        app.close()


def test_the_menu_says_which_lesson_file_is_broken(piquet_home, tmp_path, monkeypatch):
    import shutil

    import piquet_game.tutorial.lesson as lesson_module

    for le in LESSONS[:2]:
        shutil.copy(lesson_module.lessons_dir() / le.source, tmp_path / le.source)
    (tmp_path / "03-broken.json").write_text("not json", encoding="utf-8")
    monkeypatch.setattr(lesson_module, "lessons_dir", lambda: tmp_path)
    app = make_app(animation="off")
    try:
        app.stack.replace(TutorialMenuScene(app))
        tick(app, 2)
        menu = app.stack.top
        assert [le.id for le in menu.lessons] == [LESSONS[0].id, LESSONS[1].id]
        assert "03-broken.json" in menu.error
        assert find_button(app, f"1. {LESSONS[0].title}") is not None
    finally:
        app.close()


def test_a_damaged_progress_file_is_set_aside_and_told_on_the_menu(piquet_home):
    from piquet_game.view.menu import MenuScene

    path = data_dir() / "tutorial.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": 1, "lessons": {', encoding="utf-8")
    app = make_app(animation="off")
    try:
        app.stack.replace(MenuScene(app))
        tick(app, 2)
        assert any("tutorial.broken-" in n for n in app.notices)
        assert not path.exists() and list(path.parent.glob("tutorial.broken-*.json"))
        # the lessons start afresh, and progress is kept again
        scene = open_lesson(app, LESSONS[0])
        take_lesson(app, scene)
        assert json.loads(path.read_text(encoding="utf-8"))["lessons"][LESSONS[0].id]["done"] is True
    finally:
        app.close()


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_lessons_menu_counts_what_it_lists_and_fits_the_window(piquet_home, size):
    """"17 short lessons" over the 17 listed (Ass's beating table among them); every
    button inside the window, Back on the screen at every size."""
    from piquet_game.view.menu import MenuScene

    app = make_app(size=size, animation="off")
    try:
        app.stack.replace(MenuScene(app))
        tick(app, 2)
        assert click_button(app, "Learn to play")
        menu = app.stack.top
        assert isinstance(menu, TutorialMenuScene)
        buttons = menu.buttons()
        listed = len(menu.marks)
        assert listed == len(menu.lessons) + 1
        assert menu.subtitle.startswith(f"{listed} short lessons")
        w, h = size
        for text, button in buttons.items():
            r = button.rect
            assert 0 <= r.left and r.right <= w and 0 <= r.top and r.bottom <= h, (text, r)
        assert "Back" in buttons
        rects = [b.rect for b in buttons.values()]
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        app.save_screenshot(OUT / f"lessons-menu-{w}x{h}.png")
    finally:
        app.close()
