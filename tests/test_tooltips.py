"""A button's tooltip, as the mouse resting on it shows it: as wide as its words up to
about forty characters, then wrapped, inside the window, at each size."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest
from test_variants_window import open_menu
from ui_driver import SHOTS, find_button, make_app, tick

from piquet_game.view.theme import theme_size

OUT = SHOTS / "tooltips"
SIZES = [(960, 600), (1280, 800), (1920, 1080)]


def hover(app, monkeypatch, button) -> pygame_gui.elements.UITooltip | None:
    """The tooltip ``button`` shows after the mouse rests on it for two seconds."""
    pos = button.rect.center
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    tick(app, 60)
    return button.tool_tip


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_long_tooltip_is_a_few_wide_rows_and_a_short_one_a_single_row(size, monkeypatch, piquet_home):
    w, h = size
    app = make_app(size=size, animation="off", variant="contract")
    try:
        open_menu(app)
        game = find_button(app, "Game: ")
        words = game.tool_tip_text
        assert len(words) > 120  # the game's description, and what the button does
        tip = hover(app, monkeypatch, game)
        assert tip is not None, "no tooltip after two seconds"
        font = app.ui.get_theme().get_font_dictionary().find_font(theme_size(16, app.scale), "noto_sans")
        OUT.mkdir(parents=True, exist_ok=True)
        app.save_screenshot(OUT / f"menu-game-{w}x{h}.png")
        line = font.size("Ág")[1] * 1.4  # a row of the text box, with its spacing
        assert tip.rect.w >= 300 * max(1.0, app.scale) and tip.rect.h <= 5 * line + 40, tip.rect
        assert pygame.Rect(0, 0, w, h).contains(tip.rect)
        # a short one (the bidding box's pass): one row, no wider than its words
        words = "Pass: a pass is final (P)"
        short = app.stack.top.button((20, 20, 120, 30), "Pass", lambda: None, tooltip=words)
        tip = hover(app, monkeypatch, short)
        assert tip is not None
        assert tip.rect.h <= line + 40, tip.rect
        assert font.size(words)[0] < tip.rect.w <= font.size(words)[0] + 50 * max(1.0, app.scale)
    finally:
        app.close()
