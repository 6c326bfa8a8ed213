"""Choosing the game in the window, and a game to a target played in it: the game
and its options are chosen from the menu and the two players' screen (mouse and
keyboard alone), kept, and played; the table, the deal summary and the partie's
end speak the game's own terms; a partie that ends in the middle of a deal shows
the deal's summary, then the partie's end.  Screenshots go to
tests/output/screenshots/variants/ (look at them)."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import SHOTS, click, find_button, key, make_app, tick

from piquet_game.paths import config_dir
from piquet_game.rules.variant import VARIANTS
from piquet_game.settings import Settings
from piquet_game.view.gamechoice import GameChoiceScene
from piquet_game.view.menu import MenuScene, TwoPlayerScene
from piquet_game.view.table import TableScene

OUT = SHOTS / "variants"
SIZES = ((960, 600), (1280, 800), (1920, 1080))
IDS = [f"{w}x{h}" for w, h in SIZES]


class Drawn:
    """Every text blitted while a scene draws one frame, with its rectangle."""

    def __init__(self, app) -> None:
        self.app = app
        self.items: list[tuple[str, pygame.Rect]] = []
        self.real = app.text.blit

    def __enter__(self):
        def spy(surface, text, *args, **kwargs):
            rect = self.real(surface, text, *args, **kwargs)
            self.items.append((text, rect))
            return rect

        self.app.text.blit = spy
        return self

    def __exit__(self, *exc):
        self.app.text.blit = self.real


def overlaps(app, scene=None) -> list:
    """What touches what on a screen: texts, buttons, and the window's edges."""
    scene = scene or app.stack.top
    with Drawn(app) as drawn:
        app.stack.draw(app.screen)
    app.draw()  # the whole frame again, buttons included (for a screenshot after)
    w, h = app.size
    texts = [(t, r) for t, r in drawn.items if t.strip()]
    buttons = [(el.text, el.rect) for el in scene._elements if hasattr(el, "text")]
    found = []
    for i, (t, r) in enumerate(texts):
        if r.x < 0 or r.y < 0 or r.right > w or r.bottom > h:
            found.append(("text off the window", t))
        for t2, r2 in texts[i + 1:]:
            if r.colliderect(r2):
                found.append(("text on text", t, t2))
        for b, br in buttons:
            if r.colliderect(br):
                found.append(("text on button", t, b))
    for i, (b, r) in enumerate(buttons):
        if r.x < 0 or r.y < 0 or r.right > w or r.bottom > h:
            found.append(("button off the window", b))
        for b2, r2 in buttons[i + 1:]:
            if r.colliderect(r2):
                found.append(("button on button", b, b2))
    return found


def open_menu(app) -> MenuScene:
    app.stack.replace(MenuScene(app))
    tick(app, 2)
    return app.stack.top


def open_choice(app) -> GameChoiceScene:
    click(app, find_button(app, "Game: ").rect.center, frames=3)
    scene = app.stack.top
    assert isinstance(scene, GameChoiceScene)
    return scene


def chosen(scene) -> list:
    return [k for k, b in scene.pickers.items() if "@chosen" in b.get_object_ids()]


# ------------------------------------------------------------------ choosing the game


def test_the_game_is_chosen_on_the_menu_kept_and_played(piquet_home):
    app = make_app(size=(1280, 800), animation="off", home=config_dir())
    try:
        menu = open_menu(app)
        assert find_button(app, "Game: ").text == "Game: Rubicon Piquet"
        scene = open_choice(app)
        # every game is offered by its title, with its sentence
        assert set(VARIANTS) <= set(scene.pickers)
        for block in scene.blocks:
            assert scene.pickers[block.variant.name].text == block.variant.title
            assert " ".join(row for row, _ in block.rows) == block.variant.blurb
        assert chosen(scene) == ["rubicon"]
        click(app, scene.pickers[("au-cent", "target", 150)].rect.center, frames=3)
        scene = app.stack.top
        assert chosen(scene) == ["au-cent", ("au-cent", "target", 150)]
        words = " ".join(row for block in scene.blocks for row, _ in block.rows)
        assert "reaches 150" in words and "less than 75" in words  # the sentence says the target chosen
        click(app, find_button(app, "Done").rect.center, frames=3)
        assert app.stack.top is menu
        assert find_button(app, "Game: ").text == "Game: Piquet au cent, to 150"
        kept = Settings.load()
        assert (kept.variant, kept.variant_options) == ("au-cent", {"au-cent": {"target": 150}})
        click(app, find_button(app, "Play ").rect.center, frames=3)
        table = app.stack.top
        assert isinstance(table, TableScene)
        assert table.game.variant.name == "au-cent" and table.game.variant.target == 150
    finally:
        app.close()


def test_the_game_is_chosen_from_the_keyboard_alone(piquet_home):
    app = make_app(size=(960, 600), animation="off")
    try:
        menu = open_menu(app)
        key(app, pygame.K_TAB)
        assert menu.focused().text.startswith("Game: ")
        key(app, pygame.K_RETURN)
        scene = app.stack.top
        assert isinstance(scene, GameChoiceScene)
        order = [el.text for el in scene.focusable()]
        assert order == ["Rubicon Piquet", "Piquet au cent", "100", "150", "200", "Done"]
        for _ in range(5):  # to 200
            key(app, pygame.K_DOWN)
        assert scene.focused().text == "200"
        key(app, pygame.K_RETURN)
        scene = app.stack.top
        assert app.settings.game().target == 200 and scene.focused().text == "200"  # the focus stays
        key(app, pygame.K_LEFT)
        key(app, pygame.K_LEFT)
        key(app, pygame.K_LEFT)
        assert scene.focused().text == "Piquet au cent"
        app.save_screenshot(OUT / "choice-keyboard-960x600.png")
        key(app, pygame.K_ESCAPE)
        assert app.stack.top is menu and menu.focused().text == "Game: Piquet au cent, to 200"
        key(app, pygame.K_TAB)
        assert menu.focused().text.startswith("Play ")
        key(app, pygame.K_RETURN)  # the partie against the computer, of that game
        table = app.stack.top
        assert isinstance(table, TableScene) and table.game.variant.target == 200
    finally:
        app.close()


def test_two_players_play_the_game_chosen(piquet_home):
    app = make_app(size=(1280, 800), animation="off")
    try:
        open_menu(app)
        app.push(TwoPlayerScene(app))
        tick(app, 2)
        assert find_button(app, "Game: ").text == "Game: Rubicon Piquet"
        scene = open_choice(app)
        click(app, scene.pickers["au-cent"].rect.center, frames=3)
        key(app, pygame.K_ESCAPE)
        assert app.stack.top.name == "two-players"
        assert find_button(app, "Game: ").text == "Game: Piquet au cent, to 100"
        click(app, find_button(app, "Start the partie").rect.center, frames=3)
        table = app.stack.top
        assert isinstance(table, TableScene) and table.hot_seat
        assert table.game.variant.name == "au-cent" and table.game.variant.target == 100
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_choice_screens_fit_and_nothing_overlaps(piquet_home, size):
    app = make_app(size=size, animation="off")
    try:
        w, h = size
        app.settings.choose_game("au-cent", target=150)
        menu = open_menu(app)
        app.notices.append("A notice as long as a real one: your settings file was damaged, it is kept as "
                           "settings.broken-20261121-101500.json and the defaults are used.")
        tick(app, 2)
        assert overlaps(app) == []
        app.save_screenshot(OUT / f"menu-{w}x{h}.png")
        scene = open_choice(app)
        tick(app, 2)
        assert overlaps(app) == []
        for block in scene.blocks:  # each game's words and choices inside its frame
            assert block.rect.contains(block.title)
            assert all(block.rect.contains(r) for _o, _v, r in block.options)
        app.save_screenshot(OUT / f"choice-{w}x{h}.png")
        key(app, pygame.K_ESCAPE)
        app.push(TwoPlayerScene(app))
        tick(app, 2)
        assert overlaps(app) == []
        app.save_screenshot(OUT / f"two-players-{w}x{h}.png")
        assert menu is app.stack.scenes[0]
    finally:
        app.close()
