"""The window draws a frame only when its picture changes (App.frame): a still
table is not drawn sixty times a second, and every frame it skips looks exactly as
a fresh drawing of it would."""

from __future__ import annotations

import random

import pygame
import pygame_gui
import pytest
from ui_driver import DT, SHOTS, click, click_button, key, make_app, make_move, new_table, tick

from piquet_game.rules import Phase
from piquet_game.tutorial.lesson import load_lessons
from piquet_game.tutorial.runner import Gate
from piquet_game.view.app import REDRAW_AT_LEAST
from piquet_game.view.summary import DealSummaryScene, PartieEndScene
from piquet_game.view.tutorial import LessonEndScene, TutorialScene


def fresh_drawing(app) -> pygame.Surface:
    """The window's picture drawn now from scratch, beside the screen."""
    surface = app.screen.copy()
    surface.fill((255, 0, 255))
    app.stack.draw(surface)
    app.ui.draw_ui(surface)
    if app.stack.top is not None:
        app.stack.top.draw_focus(surface)
    return surface


def looks_fresh(app) -> bool:
    """Whether the screen is what a fresh drawing of the window makes now."""
    return pygame.image.tobytes(fresh_drawing(app), "RGB") == pygame.image.tobytes(app.screen, "RGB")


class SkipCheck:
    """Ticks the window; after each frame it skipped drawing, compares the screen
    with a fresh drawing."""

    def __init__(self, app) -> None:
        self.app = app
        self.skipped = 0
        self.frames = 0
        self.wrong: list[str] = []

    def tick(self, what: str = "", dt: float = DT) -> bool:
        """One frame; whether the window drew it."""
        app = self.app
        draws = app.draws
        tick(app, dt=dt)
        self.frames += 1
        if app.draws != draws:
            return True
        self.skipped += 1
        if not looks_fresh(app) and len(self.wrong) < 5:
            self.wrong.append(f"frame {app.frames} ({what or type(app.stack.top).__name__})")
            pygame.image.save(app.screen, str(SHOTS / f"redraw-stale-{len(self.wrong)}.png"))  # as it was
        return False


@pytest.mark.slow
def test_a_still_table_is_not_drawn_again_until_something_happens(monkeypatch):
    app = make_app(size=(960, 600))
    try:
        table = new_table(app, seed=4)
        for _ in range(3000):
            if table.my_turn():
                break
            tick(app)
        assert table.my_turn()
        draws = app.draws
        for _ in range(round(REDRAW_AT_LEAST / DT) + 2):  # to the next frame drawn
            tick(app)
            if app.draws != draws:
                break
        draws = app.draws
        still = round(REDRAW_AT_LEAST / DT) - 2
        tick(app, still)
        assert app.draws == draws, "a table waiting for the person was drawn again"
        tick(app, 4)  # but never left undrawn longer than REDRAW_AT_LEAST
        assert app.draws == draws + 1
        # the mouse moved: drawn at once (a button's hover may have changed)
        draws = app.draws
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0)))
        tick(app)
        assert app.draws == draws + 1
        # a hint asked for (its words in the panel): drawn at once, then still again
        key(app, pygame.K_h, frames=1)
        assert table.message and app.draws == draws + 2
        tick(app, 10)  # the cards it advises discarding glow, still (no pulse)
        assert table.highlights() and not table.pulses()
        draws = app.draws
        tick(app, 10)
        assert app.draws == draws
        # the mouse rests on a button: its tooltip comes by itself, and is drawn
        hint = table.buttons()["Hint"]
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: hint.rect.center)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=hint.rect.center, rel=(1, 1),
                                             buttons=(0, 0, 0)))
        check = SkipCheck(app)
        for _ in range(round(2 * REDRAW_AT_LEAST / DT)):
            check.tick("a tooltip coming")
        assert isinstance(hint.tool_tip, pygame_gui.elements.UITooltip)
        assert not check.wrong, check.wrong
    finally:
        app.close()


@pytest.mark.slow
def test_every_frame_skipped_at_a_partie_looks_as_a_fresh_drawing():
    """A deal against the computer at the normal pace, every decision by clicks,
    a hint asked for at the tricks: the screen of each frame not drawn is the
    picture a fresh drawing makes."""
    app = make_app(size=(960, 600), animation="normal")
    try:
        table = new_table(app, seed=8)
        check = SkipCheck(app)
        deals = 0
        waited = False
        for _ in range(20000):
            top = app.stack.top
            if isinstance(top, PartieEndScene) or deals == 1:
                break
            if isinstance(top, DealSummaryScene):
                for _ in range(round(2 / DT)):  # the scores counted up, then still
                    check.tick("summary")
                deals += 1
                top.confirm()
            elif top is table and table.my_turn():
                if not table.message and table.controller.game.phase is Phase.PLAY:
                    key(app, pygame.K_h, frames=1)
                    if not waited:  # once: the hint's words left to go by themselves
                        waited = True
                        for _ in range(round(table.message_left / DT) + 5):
                            check.tick("a hint's words going")
                        assert not table.message
                make_move(app, table)
            check.tick()
        assert deals == 1
        assert not check.wrong, check.wrong
        assert check.skipped > check.frames // 4, (check.skipped, check.frames)
    finally:
        app.close()


@pytest.mark.slow
def test_every_frame_skipped_in_a_lesson_looks_as_a_fresh_drawing():
    """The first lessons taken step by step (highlights pulse, the tutor answers):
    no frame left undrawn differs from a fresh drawing."""
    app = make_app(size=(960, 600), animation="normal")
    try:
        lessons = load_lessons()[:2]
        check = SkipCheck(app)
        for lesson in lessons:
            scene = TutorialScene(app, lesson)
            app.stack.replace(scene)
            for _ in range(6000):
                top = app.stack.top
                if isinstance(top, LessonEndScene):
                    break
                if top is not scene and top is not None:
                    top.confirm()
                elif scene.is_idle() and not scene.deal_over:
                    gate = scene.gate
                    if gate is Gate.READ:
                        click_button(app, "Go on")
                    elif gate is Gate.CLICK:
                        scene.run.clicked(scene.run.step.target)
                        scene.step_changed()
                    elif gate is Gate.LEARNER and scene.my_turn():
                        scene.submit(scene.run.expected())
                check.tick(lesson.title if hasattr(lesson, "title") else "")
            else:
                raise AssertionError("the lesson never ended")
        assert not check.wrong, check.wrong
        assert check.skipped > 0
    finally:
        app.close()


@pytest.mark.slow
def test_every_frame_skipped_at_a_game_of_ass_looks_as_a_fresh_drawing():
    """A game of Ass against two computers, the person's moves by clicks: no frame
    left undrawn differs from a fresh drawing."""
    from test_ass_window import person_move

    from piquet_game.ass.view.family import start_ass
    from piquet_game.ass.view.table import AssDealEndScene, AssTableScene

    app = make_app(size=(960, 600), animation="fast")
    try:
        app.settings.choose_ass(3, 1)
        start_ass(app, app.settings.ass_rules(), [("You", None), ("C1", 1), ("C2", 2)], seed=5)
        rng = random.Random(5)
        check = SkipCheck(app)
        deals = 0
        for _ in range(20000):
            top = app.stack.top
            if isinstance(top, AssDealEndScene):
                deals += 1
                if top.table.controller.game.is_over or deals == 2:
                    break
                click_button(app, "Next deal")
            elif isinstance(top, AssTableScene) and top.my_turn():
                person_move(app, top, rng)
            check.tick()
        assert deals >= 1
        assert not check.wrong, check.wrong
        assert check.skipped > check.frames // 4, (check.skipped, check.frames)
    finally:
        app.close()


@pytest.mark.slow
def test_the_menus_are_drawn_when_they_change_and_a_name_being_typed_always():
    """The menu, the settings and the two players' names, by clicks and keys: a
    menu waiting is not drawn again, the keyboard's ring and each screen are drawn
    at once, and while a name is typed in every frame is drawn (its cursor blinks).
    No frame left undrawn differs from a fresh drawing."""
    from piquet_game.view.menu import MenuScene, TwoPlayerScene

    app = make_app(size=(960, 600))
    try:
        app.stack.replace(MenuScene(app))
        check = SkipCheck(app)
        for _ in range(40):
            check.tick("the menu")
        assert check.skipped >= 30
        draws = app.draws
        key(app, pygame.K_TAB, frames=1)  # the keyboard's ring on the first button
        assert app.draws == draws + 1
        for _ in range(10):
            check.tick("the menu, a button ringed")
        assert click_button(app, "Settings")
        for _ in range(40):
            check.tick("the settings")
        key(app, pygame.K_ESCAPE, frames=1)
        assert isinstance(app.stack.top, MenuScene)
        assert click_button(app, "Two players, one computer")
        assert isinstance(app.stack.top, TwoPlayerScene)
        entry = next(el for el in app.stack.top.focusable()
                     if isinstance(el, pygame_gui.elements.UITextEntryLine))
        click(app, entry.rect.center, frames=1)
        assert entry.is_focused
        draws = app.draws
        for _ in range(30):
            check.tick("a name being typed")
        assert app.draws == draws + 30
        assert not check.wrong, check.wrong
    finally:
        app.close()


@pytest.mark.slow
def test_every_frame_skipped_in_a_replay_looks_as_a_fresh_drawing():
    """A kept partie replayed step by step with the keys and buttons, and laid out
    again at another size: each step is drawn at once, a step looked at is not
    drawn again, and no frame left undrawn differs from a fresh drawing."""
    from test_history_window import computer_partie

    from piquet_game.view.replay import ReplayScene

    app = make_app(size=(960, 600))
    try:
        scene = ReplayScene(app, computer_partie(8), viewer=0)
        app.stack.replace(scene)
        check = SkipCheck(app)
        keys = (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_RIGHT, pygame.K_LEFT,
                pygame.K_END)
        for k in keys:
            step = scene.step
            draws = app.draws
            key(app, k, frames=1)
            assert scene.step != step and app.draws == draws + 1
            for _ in range(10):
                check.tick(f"step {scene.step}")
        assert click_button(app, "Previous deal")
        for _ in range(10):
            check.tick(f"step {scene.step}")
        app.resize(1280, 800)
        for _ in range(10):
            check.tick("a new size")
        assert not check.wrong, check.wrong
        assert check.skipped >= 60
    finally:
        app.close()


@pytest.mark.slow
def test_a_lesson_s_pulsing_highlights_are_drawn_only_as_their_glow_changes():
    """A lesson's step waiting with its cards ringed: the glow still pulses (drawn
    again as it brightens and fades, from its faintest to its brightest), but the
    window is drawn only when the glow's opacity changes, not sixty times a second,
    and no frame left undrawn differs from a fresh drawing."""
    from piquet_game.view.tablepaint import GLOW_HIGH, GLOW_LOW, glow_alpha

    app = make_app(size=(960, 600), animation="fast")
    try:
        scene = TutorialScene(app, load_lessons()[0])
        app.stack.replace(scene)
        for _ in range(3000):
            if scene.is_idle() and scene.highlights():
                break
            if scene.is_idle() and scene.gate is Gate.READ:
                click_button(app, "Go on")
            elif scene.is_idle() and scene.gate is Gate.CLICK:
                scene.run.clicked(scene.run.step.target)
                scene.step_changed()
            tick(app)
        assert scene.highlights(), "no step of the first lesson rings a card"
        tick(app, 5)  # the step's words and buttons settled
        check = SkipCheck(app)
        alphas = set()
        frames = 180  # three seconds at sixty frames a second: about two pulses
        for _ in range(frames):
            check.tick("a ringed card's glow", dt=1 / 60)
            alphas.add(glow_alpha(scene.clock))
        drawn = check.frames - check.skipped
        assert not check.wrong, check.wrong
        assert {GLOW_LOW, GLOW_HIGH} <= alphas
        assert 20 <= drawn <= frames // 2, drawn
    finally:
        app.close()


def test_a_screenshot_is_the_whole_window_even_when_the_frame_was_not_drawn(tmp_path):
    """A frame with nothing new is not drawn, and a test may have painted one scene
    over the screen: a screenshot is still the window's whole picture, buttons and
    all, as a fresh drawing makes it."""
    from piquet_game.view.menu import MenuScene

    app = make_app(size=(960, 600))
    try:
        app.stack.replace(MenuScene(app))
        tick(app, 3)
        app.screen.fill((255, 0, 255))  # what a skipped frame may leave: not the picture
        draws = app.draws
        tick(app)
        assert app.draws == draws  # nothing new: not drawn
        saved = pygame.image.load(str(app.save_screenshot(tmp_path / "menu.png")))
        fresh = fresh_drawing(app)
        assert pygame.image.tobytes(saved, "RGB") == pygame.image.tobytes(fresh, "RGB")
    finally:
        app.close()
