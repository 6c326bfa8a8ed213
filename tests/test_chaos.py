"""tools/chaos.py, the window driven at random: it runs from the menu and through a
whole partie, and it reports an error it meets instead of hiding it."""

from __future__ import annotations

import pytest
from tool_loader import load_tool


@pytest.fixture(scope="module")
def chaos():
    return load_tool("chaos.py")


@pytest.mark.slow
def test_random_input_from_the_menu_goes_on(chaos):
    said = chaos.run_menu(seed=3, frames=300, language="de")
    assert "300 frames" in said and "MenuScene" in said
    assert len(said.split("screens: ")[1].split(", ")) >= 2  # it left the menu


@pytest.mark.slow
def test_a_whole_partie_with_interruptions_ends(chaos):
    said = chaos.run_game(seed=2, game="au-cent", language="en")
    assert said.startswith("au-cent, seed 2, en: ended") and "interruptions" in said


def test_an_error_is_reported_with_its_traceback(chaos, monkeypatch, capsys):
    from piquet_game.view.menu import MenuScene

    def broken(self, dt):
        raise RuntimeError("a scene that breaks")

    monkeypatch.setattr(MenuScene, "update", broken)
    assert chaos.main(["menu", "--frames", "50"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("CRASH") and "RuntimeError: a scene that breaks" in err and "Traceback" in err
