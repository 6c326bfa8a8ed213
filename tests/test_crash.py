"""An unexpected error: its traceback goes to the log directory, the crash screen
says what happened and where the log is, and the game goes on from the menu."""

from __future__ import annotations

import pytest
from ui_driver import SHOTS, click_button, make_app, new_table, tick

from piquet_game.ai.base import Player
from piquet_game.controller import Seat
from piquet_game.paths import log_dir
from piquet_game.view.crash import CrashScene
from piquet_game.view.scene import Scene


class Exploding(Scene):
    name = "exploding"

    def update(self, dt: float) -> None:
        raise RuntimeError("the cloth caught fire")


def test_an_error_in_a_scene_shows_the_crash_screen_and_writes_the_log(piquet_home):
    app = make_app(animation="off")
    try:
        app.stack.replace(Exploding(app))
        status = app.run(frames=4)
        assert status == 0 and app.running
        top = app.stack.top
        assert isinstance(top, CrashScene)
        logs = list(log_dir().glob("crash-*.log"))
        assert len(logs) == 1 and app.crash_log == logs[0]
        text = logs[0].read_text(encoding="utf-8")
        assert "RuntimeError: the cloth caught fire" in text and "Traceback" in text
        assert "the cloth caught fire" in top.what and top.log == logs[0]
        (SHOTS / "crash").mkdir(parents=True, exist_ok=True)
        app.save_screenshot(SHOTS / "crash" / "crash-screen.png")
        # and the game goes on: back to the menu
        assert click_button(app, "Back to the menu")
        assert app.stack.top.name == "menu"
    finally:
        app.close()


class Broken(Player):
    name = "Broken"

    def decide(self, view, legal):
        raise ValueError("a computer player that cannot decide")


@pytest.mark.slow
def test_an_error_on_the_computer_s_thread_reaches_the_crash_screen(piquet_home):
    app = make_app(animation="off")
    try:
        new_table(app, [Seat.human("You"), Seat("Broken", Broken(0), True, 1)], seed=3)
        app.run(frames=200)
        assert isinstance(app.stack.top, CrashScene)
        text = next(log_dir().glob("crash-*.log")).read_text(encoding="utf-8")
        assert "a computer player that cannot decide" in text
    finally:
        app.close()


def test_a_crash_screen_that_fails_itself_gives_up(piquet_home, monkeypatch):
    import pytest

    app = make_app(animation="off")
    try:
        monkeypatch.setattr(CrashScene, "update", lambda self, dt: (_ for _ in ()).throw(OSError("no")))
        app.stack.replace(Exploding(app))
        with pytest.raises(OSError):
            app.run(frames=10)
        assert list(log_dir().glob("crash-*.log"))
    finally:
        app.close()


def test_an_unwritable_log_folder_still_shows_the_screen(piquet_home, capsys):
    (piquet_home).mkdir(parents=True, exist_ok=True)
    (piquet_home / "logs").write_text("a file where the folder should be", encoding="utf-8")
    app = make_app(animation="off")
    try:
        app.stack.replace(Exploding(app))
        app.run(frames=3)
        top = app.stack.top
        assert isinstance(top, CrashScene) and top.log is None
        assert "the cloth caught fire" in capsys.readouterr().err
        tick(app, 2)
    finally:
        app.close()
