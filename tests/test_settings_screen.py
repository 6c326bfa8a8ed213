"""The settings screen: each option a picker whose choice is shown chosen, every
change applied at once and kept, a preview of the cards, their back and the
table, the volume a slider; it fits every window and is used from the keyboard
alone."""

from __future__ import annotations

import json

import pygame
import pytest
from ui_driver import SHOTS, click, click_button, find_button, key, make_app, tick

from piquet_game.paths import config_dir
from piquet_game.settings import Settings
from piquet_game.view.menu import MenuScene
from piquet_game.view.settings_screen import SettingsScene

OUT = SHOTS / "polish"
SIZES = ((960, 600), (1280, 800), (1920, 1080))


def open_settings(app) -> SettingsScene:
    app.stack.replace(MenuScene(app))
    tick(app, 2)
    app.push(SettingsScene(app))
    tick(app, 2)
    return app.stack.top


def pick(app, key_name: str, value) -> None:
    click(app, app.stack.top.pickers[key_name][value].rect.center, frames=3)


def chosen(scene: SettingsScene, key_name: str) -> list:
    """The values shown chosen in a row."""
    return [v for v, b in scene.pickers[key_name].items() if "@chosen" in b.get_object_ids()]


def test_the_default_opponent_is_picked_in_settings_and_kept(piquet_home):
    app = make_app(size=(960, 600), animation="off", home=config_dir())
    try:
        scene = open_settings(app)
        level = app.settings.level % 5 + 1
        pick(app, "level", level)
        scene = app.stack.top
        assert chosen(scene, "level") == [level] and scene.label("level").endswith(f"(level {level})")
        assert click_button(app, "Done")
        assert app.stack.top.level == level
        assert find_button(app, "Play").text.endswith(f"(level {level})")
        saved = json.loads((config_dir() / "settings.json").read_text(encoding="utf-8"))
        assert saved["level"] == level
        assert Settings.load(config_dir() / "settings.json").level == level
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES + ((3840, 2160),))
def test_every_row_fits_the_window_and_nothing_overlaps(piquet_home, size):
    app = make_app(size=size, animation="off")
    try:
        scene = open_settings(app)
        w, h = size
        rects = [el.rect for el in scene._elements]
        for r in rects:
            assert 0 <= r.left and r.right <= w and 0 <= r.top and r.bottom <= h
        for i, a in enumerate(rects):
            for b in rects[i + 1:]:
                assert not a.colliderect(b), (a, b)
        preview = scene.preview_rect
        assert preview.right <= w and preview.bottom <= h
        assert not any(preview.colliderect(r) for r in rects)
        for _, label in scene.label_rows:
            assert not any(label.colliderect(r) for r in rects)
        # each row's label is as tall as its text: the words are not cut
        text_h = app.text.font(scene.text_size(), True).get_linesize()
        assert all(label.h >= text_h * 0.9 for _, label in scene.label_rows)
    finally:
        app.close()


@pytest.mark.slow
def test_each_choice_applies_at_once_and_the_preview_shows_it(piquet_home):
    app = make_app(size=(1280, 800), animation="off", home=config_dir())
    try:
        scene = open_settings(app)
        for w, h in SIZES:
            app.resize(w, h)
            tick(app, 2)
            app.save_screenshot(OUT / f"settings-after-{w}x{h}.png")
        app.resize(1280, 800)
        tick(app, 2)
        before = app.screen.subsurface(app.stack.top.preview_rect).copy()
        pick(app, "four_colour", True)
        assert app.settings.four_colour and app.cards.four_colour
        pick(app, "back", "lattice")
        pick(app, "table", "claret")
        tick(app, 2)
        scene = app.stack.top
        after = app.screen.subsurface(scene.preview_rect).copy()
        assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")
        # the claret cloth shows in the preview
        r, g, b = app.screen.get_at((scene.preview_rect.x + 6, scene.preview_rect.centery))[:3]
        assert r > g and r > b
        app.save_screenshot(OUT / "settings-after-four-colour-lattice-claret-1280x800.png")
        for key_name, value in (("animation", "slow"), ("own_declarations", True), ("teach", True),
                                ("take_backs", "on"), ("confirm_play", True), ("mute", True)):
            pick(app, key_name, value)
            assert getattr(app.settings, key_name) == value
            assert chosen(app.stack.top, key_name) == [value]
        saved = Settings.load(config_dir() / "settings.json")
        assert (saved.four_colour, saved.back, saved.table, saved.animation, saved.take_backs,
                saved.confirm_play, saved.mute, saved.teach) == (
            True, "lattice", "claret", "slow", "on", True, True, True)
    finally:
        app.close()


def test_the_volume_slider_sets_and_keeps_the_volume(piquet_home):
    app = make_app(size=(1280, 800), animation="off", home=config_dir())
    try:
        scene = open_settings(app)
        slider = scene.slider
        click(app, slider.left_button.rect.center, frames=4)  # the slider's left arrow
        tick(app, 3)
        assert app.settings.volume < 70
        low = app.settings.volume
        assert Settings.load(config_dir() / "settings.json").volume == low
        # from the keyboard: focus the slider, then Right raises the volume
        scene = app.stack.top
        scene.focus_index = scene.focusable().index(scene.slider)
        key(app, pygame.K_RIGHT)
        assert app.settings.volume == min(100, low + 5)
    finally:
        app.close()


def test_the_settings_are_used_from_the_keyboard_alone(piquet_home):
    app = make_app(size=(1280, 800), animation="off", home=config_dir())
    try:
        scene = open_settings(app)
        assert scene.focused() is None
        key(app, pygame.K_TAB)  # the name
        assert scene.focused() is scene.name_entry
        key(app, pygame.K_DOWN)  # out of the name, to the first language
        assert scene.focused() is scene.pickers["language"]["en"]
        for _ in scene.pickers["language"]:  # along the languages, to the first level
            key(app, pygame.K_DOWN)
        assert scene.focused() is scene.pickers["level"][1]
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RETURN)  # level 3... chosen from the keyboard
        scene = app.stack.top
        assert app.settings.level == 3 and chosen(scene, "level") == [3]
        assert scene.focused() is scene.pickers["level"][3]  # the focus stays where it was
        app.save_screenshot(OUT / "settings-keyboard-focus-1280x800.png")
        # the ring is drawn around the focused button
        r = scene.focused().rect
        ring = [app.screen.get_at((r.centerx, r.top - k))[:3] for k in range(1, 8)]
        assert (255, 236, 160) in ring
        # Shift+Tab goes back, Esc leaves
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_LSHIFT,
                                             unicode="", scancode=0))
        tick(app, 2)
        assert scene.focused() is scene.pickers["level"][2]
        key(app, pygame.K_ESCAPE)
        assert app.stack.top.name == "menu"
    finally:
        app.close()


def test_the_main_menu_is_used_from_the_keyboard_alone(piquet_home):
    app = make_app(size=(1280, 800), animation="off")
    try:
        app.stack.replace(MenuScene(app))
        tick(app, 2)
        menu = app.stack.top
        labels = [el.text for el in menu.focusable()]
        steps = labels.index("Settings") + 1
        for _ in range(steps):
            key(app, pygame.K_DOWN)
        assert menu.focused().text == "Settings"
        key(app, pygame.K_RETURN)
        assert app.stack.top.name == "settings"
    finally:
        app.close()


@pytest.mark.slow
def test_the_language_is_chosen_on_the_settings_screen_at_once_and_kept(piquet_home):
    """The first row picks the language: the screen and the menu under it speak it at
    once, it is kept, and each language's button says its own name."""
    app = make_app(size=(960, 600), animation="off", home=config_dir())
    try:
        scene = open_settings(app)
        names = {code: b.text for code, b in scene.pickers["language"].items()}
        assert names == {"en": "English", "fr": "Français", "de": "Deutsch", "it": "Italiano",
                         "ru": "Русский"}
        for code, done, play in (("fr", "Terminé", "Jouer"), ("ru", "Готово", "Играть"),
                                 ("en", "Done", "Play")):
            pick(app, "language", code)
            scene = app.stack.top
            assert isinstance(scene, SettingsScene) and app.tr.language == code
            assert chosen(scene, "language") == [code]
            assert find_button(app, done) is not None, [b.text for b in scene.pickers["level"].values()]
            saved = json.loads((config_dir() / "settings.json").read_text(encoding="utf-8"))
            assert saved["language"] == code
            if code == "ru":
                pygame.image.save(app.screen, str(OUT / "settings-russian-960x600.png"))
            assert click_button(app, done)
            assert find_button(app, play) is not None and find_button(app, play).text.startswith(play)
            scene = open_settings(app)
    finally:
        app.close()


def test_the_first_start_asks_the_language_offering_the_system_s(piquet_home, monkeypatch):
    """No settings file yet: over the menu, the five languages, the system's chosen;
    Enter keeps it, the menu speaks it, and the question is not asked again."""
    from piquet_game.settings import Settings
    from piquet_game.view.app import App
    from piquet_game.view.settings_screen import LanguageScene

    monkeypatch.setenv("LANGUAGE", "de_DE:de")
    app = App(size=(960, 600), settings=Settings.load(), fullscreen=False)
    try:
        assert app.settings.first_start and app.tr.language == "de"
        app.run(frames=3)
        scene = app.stack.top
        assert isinstance(scene, LanguageScene)
        assert [b.text for b in scene.buttons().values()] == ["English", "Français", "Deutsch", "Italiano",
                                                             "Русский"]
        assert chosen_buttons(scene) == ["Deutsch"]
        app.save_screenshot(OUT / "first-start-language-960x600.png")
        key(app, pygame.K_RETURN)
        assert app.stack.top.name == "menu"
        assert find_button(app, "Regeln") is not None
        saved = json.loads((config_dir() / "settings.json").read_text(encoding="utf-8"))
        assert saved["language"] == "de"
    finally:
        app.close()
    again = App(size=(960, 600), settings=Settings.load(), fullscreen=False)
    try:
        assert not again.settings.first_start
        again.run(frames=2)
        assert again.stack.top.name == "menu"
    finally:
        again.close()


def test_the_first_start_s_language_may_be_another(piquet_home, monkeypatch):
    from piquet_game.settings import Settings
    from piquet_game.view.app import App

    monkeypatch.setenv("LANGUAGE", "xx")  # a language the game does not speak: English offered
    app = App(size=(1920, 1080), settings=Settings.load(), fullscreen=False)
    try:
        app.run(frames=3)
        assert app.tr.language == "en" and chosen_buttons(app.stack.top) == ["English"]
        app.save_screenshot(OUT / "first-start-language-1920x1080.png")
        assert click_button(app, "Русский")
        assert app.stack.top.name == "menu" and app.tr.language == "ru"
        assert find_button(app, "Правила") is not None
    finally:
        app.close()


def chosen_buttons(scene) -> list[str]:
    return [b.text for b in scene.buttons().values() if "@chosen" in b.get_object_ids()]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_about_says_the_version_and_where_a_person_s_files_are(piquet_home, size):
    """Settings, then *About Piquet*: the version (the one ``piquet --version``
    says), what it runs on, and the folders of the saves, the settings and the crash
    reports, each within the window; Back (or Esc) returns to the settings."""
    from piquet_game import __version__
    from piquet_game.cli import version
    from piquet_game.paths import data_dir, log_dir
    from piquet_game.view.about import AboutScene

    app = make_app(size=size)
    try:
        open_settings(app)
        said: list[tuple[str, pygame.Rect]] = []
        real = app.text.blit

        def spy(surface, text, *args, **kwargs):
            rect = real(surface, text, *args, **kwargs)
            said.append((text, rect))
            return rect

        app.text.blit = spy
        assert click_button(app, "About Piquet")
        about = app.stack.top
        assert isinstance(about, AboutScene)
        said.clear()
        app.save_screenshot(OUT / f"about-{size[0]}x{size[1]}.png")
        del app.text.blit
        texts = [t for t, _ in said]
        assert __version__ == version() and __version__ in texts
        for folder in (data_dir(), config_dir(), log_dir()):
            assert any(str(folder).startswith(t) or t in str(folder) for t in texts if len(t) > 8), folder
        assert any(t.startswith("Python ") and "pygame-ce" in t for t in texts)
        w, h = size
        for text, rect in said:
            assert 0 <= rect.left and rect.right <= w and 0 <= rect.top and rect.bottom <= h, (text, rect)
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.stack.top, SettingsScene)
        assert click_button(app, "About Piquet")
        assert click_button(app, "Back")
        assert isinstance(app.stack.top, SettingsScene)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_sound_is_said_whole_in_the_preview(piquet_home, size):
    """Without an audio device the preview says why, whole (it was cut after two
    rows, mid-sentence); a reason too long for four rows ends with an ellipsis."""
    app = make_app(size=size)
    try:
        app.sounds.trouble = ("No sound: the audio device could not be opened (ALSA: Couldn't open audio "
                              "device: No such file or directory).")
        scene = open_settings(app)
        rows = [row for row, _colour in scene.preview_lines(scene.text_size(), scene.preview_rect.w)]
        assert " ".join(rows).endswith("No such file or directory).")
        app.save_screenshot(OUT / f"settings-no-sound-{size[0]}x{size[1]}.png")
        app.sounds.trouble = "No sound: " + "a reason far too long to say " * 30
        rows = [row for row, _colour in scene.preview_lines(scene.text_size(), scene.preview_rect.w)]
        assert rows[-1].endswith("…")
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_pause_dialog_is_as_tall_as_what_it_holds(piquet_home, size):
    """Esc during a partie: the panel holds its title and four buttons, with no more
    than a button's height of empty panel below the last (it was half empty)."""
    from ui_driver import new_table

    from piquet_game.view.summary import PauseScene

    app = make_app(size=size)
    try:
        table = new_table(app)
        tick(app, 3)
        app.push(PauseScene(app, table))
        tick(app, 2)
        pause = app.stack.top
        panel = pause.panel_rect()
        buttons = [b.rect for b in pause.buttons().values()]
        assert len(buttons) == 4
        assert all(panel.contains(r) for r in buttons)
        bottom = max(r.bottom for r in buttons)
        assert panel.bottom - bottom <= max(r.h for r in buttons), (panel, bottom)
        app.save_screenshot(OUT / f"pause-{size[0]}x{size[1]}.png")
    finally:
        app.close()
