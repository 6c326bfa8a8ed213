"""The screens by name: every screen of the window is registered once, under its own
name, and opened by it; an unknown name or two screens of one name are refused."""

from __future__ import annotations

import importlib
import pkgutil

import pytest
from ui_driver import make_app

import piquet_game.ass.view as ass_view
import piquet_game.view as view
from piquet_game.view.scene import Scene
from piquet_game.view.scenes import SCENES, registry


def screens_defined() -> dict[str, type[Scene]]:
    """Every class of the view (the window's and Ass's) that is a screen with a name
    of its own."""
    found: dict[str, type[Scene]] = {}
    for info in [*pkgutil.iter_modules(view.__path__, "piquet_game.view."),
                 *pkgutil.iter_modules(ass_view.__path__, "piquet_game.ass.view.")]:
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, Scene) and value.__module__ == module.__name__ \
                    and "name" in vars(value) and value is not Scene:
                found[f"{value.__module__}.{value.__qualname__}"] = value
    return found


def test_every_screen_is_registered_under_its_own_name():
    defined = screens_defined()
    assert len(defined) >= 30  # the screens were found, not skipped
    for where, kind in defined.items():
        assert SCENES.get(kind.name) is kind, f"{where} ({kind.name!r}) is not registered"
    assert set(SCENES.values()) == set(defined.values())


def test_a_screen_opened_by_name_is_the_registered_one(piquet_home):
    app = make_app(size=(960, 600))
    try:
        settings = app.scene("settings")
        assert type(settings) is SCENES["settings"] and settings.app is app
        app.push(settings)
        assert app.stack.top is settings
        with pytest.raises(ValueError, match="no screen is named 'nowhere'"):
            app.scene("nowhere")
    finally:
        app.close()


def test_two_screens_of_one_name_are_refused():
    first = SCENES["menu"]

    class Another(Scene):
        name = first.name

    with pytest.raises(ValueError, match="two screens are named 'menu'"):
        registry((first, Another))
    with pytest.raises(TypeError):
        SCENES["menu"] = Another  # type: ignore[index]  # read-only
