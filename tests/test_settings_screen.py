"""The settings screen: every option applies at once and is kept; it fits the
smallest window."""

from __future__ import annotations

import json

from ui_driver import click_button, find_button, make_app, tick

from piquet_game.paths import config_dir
from piquet_game.settings import Settings
from piquet_game.view.menu import MenuScene, SettingsScene


def test_the_default_opponent_is_chosen_in_settings_and_kept(piquet_home):
    app = make_app(size=(960, 600), animation="off", home=config_dir())
    try:
        app.stack.replace(MenuScene(app))
        tick(app, 2)
        app.push(SettingsScene(app))
        tick(app, 2)
        start = app.settings.level
        assert click_button(app, "Opponent:")
        level = start % 5 + 1
        assert find_button(app, "Opponent:").text.endswith(f"(level {level})")
        # every button lies inside the smallest window
        for el in app.stack.top.buttons().values():
            assert el.rect.bottom <= 600 and el.rect.right <= 960
        assert click_button(app, "Done")
        assert app.stack.top.level == level
        assert find_button(app, "Play").text.endswith(f"(level {level})")
        saved = json.loads((config_dir() / "settings.json").read_text(encoding="utf-8"))
        assert saved["level"] == level
        assert Settings.load(config_dir() / "settings.json").level == level
    finally:
        app.close()
