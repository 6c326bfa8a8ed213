"""A full disk loses no partie: saves that fail are told once and leave the last
one as it was, a finished partie's save is cleared only once it is kept, and is
not written over until then.

The disk fills by a fake ``os.fsync`` that refuses with ENOSPC, as a real full
disk does when the data is flushed: the temporary file is removed, the old file
stays.
"""

from __future__ import annotations

import errno
import json
import os

import pytest
from test_autosave import Person, controller_for, moves, new_controller, play_until, seed_record, state_of

from piquet_game.controller import Seat
from piquet_game.paths import data_dir
from piquet_game.store import history
from piquet_game.store.autosave import Autosaver

FULL = "No space left on device"


class Disk:
    """The disk under the test: full or not, by a fake ``os.fsync``."""

    def __init__(self, monkeypatch) -> None:
        self.patch = monkeypatch
        self.real = os.fsync
        self.refusals = 0

    def fill(self) -> None:
        def refuse(fd):
            self.refusals += 1
            raise OSError(errno.ENOSPC, FULL)

        self.patch.setattr(os, "fsync", refuse)

    def free(self) -> None:
        self.patch.setattr(os, "fsync", self.real)


@pytest.fixture
def disk(monkeypatch) -> Disk:
    return Disk(monkeypatch)


def temporaries() -> list[str]:
    folders = [data_dir(), data_dir() / "games"]
    return [p.name for f in folders if f.is_dir() for p in f.iterdir() if p.name.endswith(".tmp")]


def finished_controller(name: str = "example-5a-partie-154-113.json"):
    """The partie of a worked example, one action before its end, and that action."""
    rec = seed_record(name)
    last = len(rec["deals"][5]["actions"]) - 1
    ctrl = controller_for(rec, 5, extra_actions=last,
                          seats=(Seat.human("Napoleon"), Seat.computer(3, 1, "Josephine")))
    assert not ctrl.game.is_over
    return ctrl, rec["deals"][5]["actions"][last]


def play_last(ctrl, action: dict) -> None:
    from piquet_game.rules.record import action_from_json

    seat, act = action_from_json(action, 6, 0)
    ctrl.game.apply(act, seat)
    assert ctrl.game.is_over


# ------------------------------------------------------------------ saves told once


def test_a_failed_save_is_told_once_and_the_next_good_one_says_so(disk):
    saver = Autosaver()
    ctrl = new_controller(1, seed=3)
    person = Person(3)
    play_until(ctrl, person, moves(10), saver=saver)
    before = saver.path.read_bytes()
    assert saver.take_news() == [] and saver.trouble == ""

    disk.fill()
    failed = 0
    for _ in range(8):
        play_until(ctrl, person, moves(1))
        failed += not saver.save(ctrl, 0)
    assert failed == 8 and disk.refusals >= 8
    news = saver.take_news()
    assert len(news) == 1 and FULL in news[0] and "could not be saved" in news[0]
    assert saver.trouble == FULL
    assert saver.path.read_bytes() == before  # the last good save is whole
    assert temporaries() == []
    assert saver.take_news() == []  # told once, not at every move

    disk.free()
    play_until(ctrl, person, moves(1))
    assert saver.save(ctrl, 0)
    assert saver.take_news() == ["The partie is saved again."]
    assert saver.trouble == ""
    assert state_of(Autosaver().load().resumed.controller) == state_of(ctrl)
    play_until(ctrl, person, moves(1))
    assert saver.save(ctrl, 0) and saver.take_news() == []


# ------------------------------------------------------------------ the partie's end


def test_a_finished_partie_on_a_full_disk_stays_in_its_save(disk):
    saver = Autosaver()
    ctrl, last = finished_controller()
    assert saver.save(ctrl, 0)
    disk.fill()
    play_last(ctrl, last)
    notice = saver.finish(ctrl, 0)
    assert "could not be kept" in notice and FULL in notice and "nor saved" in notice
    assert saver.unkept is not None
    assert saver.path.exists()  # the save before the last card: not cleared
    assert history.entries()[0] == []
    assert temporaries() == []
    assert saver.clear() is False and saver.path.exists()

    # a new partie is not saved over it while it is not kept
    other = new_controller(1, seed=5)
    play_until(other, Person(5), moves(3))
    assert saver.save(other, 0) is False
    assert saver.path.exists() and json.loads(saver.path.read_text())["record"]["players"] == ["Napoleon",
                                                                                              "Josephine"]

    # room again: the next save keeps the finished partie first, then saves the new one
    disk.free()
    assert saver.save(other, 0)
    [entry] = history.entries()[0]
    assert entry.totals == (154, 113) and entry.complete
    assert saver.unkept is None
    assert json.loads(saver.path.read_text())["record"]["players"] == list(other.game.players)


def test_keep_again_keeps_the_partie_and_clears_its_save(disk):
    saver = Autosaver()
    ctrl, last = finished_controller()
    assert saver.save(ctrl, 0)
    play_last(ctrl, last)
    disk.fill()
    assert "could not be kept" in saver.finish(ctrl, 0)
    assert "could not be kept" in saver.keep_again()  # still full
    assert saver.path.exists() and history.entries()[0] == []
    disk.free()
    assert saver.keep_again() == "The partie is kept with your games."
    assert not saver.path.exists() and saver.unkept is None and saver.trouble == ""
    assert len(history.entries()[0]) == 1
    assert saver.keep_again() == ""  # nothing left to keep


def test_the_final_save_written_but_not_kept_is_kept_on_the_next_start(disk, piquet_home):
    saver = Autosaver()
    ctrl, last = finished_controller()
    play_last(ctrl, last)
    # the save is written, the kept copy is not: the games folder cannot be made
    (piquet_home / "data").mkdir(parents=True)
    (piquet_home / "data" / "games").write_text("not a folder", encoding="utf-8")
    notice = saver.finish(ctrl, 0)
    assert "It stays saved" in notice
    assert json.loads(saver.path.read_text())["game"]["position"]["phase"] == "partie-over"
    # the next run: still no room, then room
    got = Autosaver().load()
    assert got.resumed is None and "could not be kept" in got.notice
    assert saver.path.exists()
    (piquet_home / "data" / "games").unlink()
    got = Autosaver().load()
    assert got.resumed is None and got.notice == ""
    assert not saver.path.exists()
    [entry] = history.entries()[0]
    assert entry.totals == (154, 113)


def test_a_finished_partie_found_unkept_at_start_is_not_saved_over(disk):
    ctrl, last = finished_controller("example-5b-partie-154-93-rubicon.json")
    play_last(ctrl, last)
    assert Autosaver().save(ctrl, 0)
    saved = Autosaver().path.read_bytes()
    disk.fill()
    run = Autosaver()
    got = run.load()
    assert got.resumed is None and FULL in got.notice
    fresh = new_controller(1, seed=8)
    play_until(fresh, Person(8), moves(2))
    assert run.save(fresh, 0) is False
    assert run.path.read_bytes() == saved
    assert len(run.take_news()) == 1
    disk.free()
    assert run.save(fresh, 0)
    assert run.take_news() == ["The partie is saved again."]
    assert len(history.entries()[0]) == 1


def test_a_partie_kept_at_once_says_nothing(disk):
    saver = Autosaver()
    ctrl, last = finished_controller()
    play_last(ctrl, last)
    assert saver.finish(ctrl, 0) == ""
    assert not saver.path.exists() and len(history.entries()[0]) == 1


def test_the_keep_of_a_partie_says_why_it_failed(disk):
    ctrl, last = finished_controller()
    play_last(ctrl, last)
    disk.fill()
    kept = history.try_keep_controller(ctrl, 0)
    assert kept.path is None and kept.reason == FULL
    assert history.keep_controller(ctrl, 0) is None
    disk.free()
    kept = history.try_keep_controller(ctrl, 0)
    assert kept.path is not None and kept.reason == ""


# ------------------------------------------------------------------ the window


@pytest.mark.slow
def test_the_table_tells_a_full_disk_once_and_the_end_offers_to_try_again(disk):
    from ui_driver import SHOTS, click_button, find_button, make_app, play_to_partie_end, tick

    from piquet_game.view.table import TableScene

    out = SHOTS / "full-disk"
    app = make_app(animation="off")
    try:
        rec = seed_record("example-5a-partie-154-113.json")
        ctrl = controller_for(rec, 5, extra_actions=4,
                              seats=(Seat.computer(1, 1, "Napoleon"), Seat.computer(1, 2, "Josephine")))
        table = TableScene(app, ctrl, viewer=0)
        app.stack.replace(table)
        assert app.autosavers["computer"].save(ctrl, 0)
        saved = app.autosavers["computer"].path.read_bytes()
        disk.fill()
        told = []

        def look() -> None:
            if table.message and "could not be saved" in table.message and table.message not in told:
                told.append(table.message)
                assert table.not_saved == FULL
                for size in ((960, 600), (1280, 800), (1920, 1080)):
                    app.resize(*size)
                    tick(app)
                    app.save_screenshot(out / f"table-not-saved-{size[0]}x{size[1]}.png")
                app.resize(1280, 800)

        assert play_to_partie_end(app, on_frame=look)
        assert len(told) == 1 and FULL in told[0]  # told once, not at every move
        assert app.autosavers["computer"].path.read_bytes() == saved  # the last good save, whole
        assert FULL in table.keep_notice and find_button(app, "Try again") is not None
        for size in ((960, 600), (1280, 800), (1920, 1080)):
            app.resize(*size)
            tick(app)
            app.save_screenshot(out / f"partie-end-not-kept-{size[0]}x{size[1]}.png")
            # the three buttons sit inside the panel, side by side
            buttons = [find_button(app, label) for label in ("Try again", "Play again", "Main menu")]
            panel = app.stack.top.panel_rect()
            for b in buttons:
                assert panel.contains(b.rect)
            assert buttons[0].rect.right <= buttons[1].rect.left
            assert buttons[1].rect.right <= buttons[2].rect.left
        app.resize(1280, 800)
        tick(app)
        assert click_button(app, "Try again")  # still full
        assert FULL in table.keep_notice and history.entries()[0] == []
        disk.free()
        assert click_button(app, "Try again")
        assert table.keep_notice == "The partie is kept with your games."
        assert find_button(app, "Try again") is None
        app.save_screenshot(out / "partie-end-kept-1280x800.png")
        assert not app.autosavers["computer"].path.exists()
        [entry] = history.entries()[0]
        assert list(entry.totals) == list(table.controller.game.totals)
    finally:
        app.close()


def test_the_persons_own_move_that_cannot_be_saved_is_told(disk):
    from ui_driver import make_app, make_move, new_table, tick, wait_for_turn

    app = make_app(animation="off")
    try:
        table = new_table(app, [Seat.human("You"), Seat.computer(1, 3)], seed=3)
        assert wait_for_turn(app, table) == "turn"
        assert table.message == ""
        disk.fill()
        make_move(app, table)  # the person's move: its save is the first to fail
        assert table.controller.game.history[-1].actions  # the move was made
        assert "could not be saved" in table.message and FULL in table.message
        assert table.not_saved == FULL
        tick(app, 3)
        assert "could not be saved" in table.message  # a while, not a flash
        disk.free()
        seen = []

        def look() -> None:
            if table.message and table.message not in seen:
                seen.append(table.message)

        for _ in range(20):  # the next action saved says so
            if "The partie is saved again." in seen:
                break
            if wait_for_turn(app, table, on_frame=look) == "turn":
                make_move(app, table)
                look()
        assert "The partie is saved again." in seen and table.not_saved == ""
    finally:
        app.close()
