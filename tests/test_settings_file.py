"""The settings file: never lost, never a crash.  A damaged file is set aside whole
and the defaults are used, with a word for the player; a newer one is left alone;
bad values fall back one by one."""

from __future__ import annotations

import json

import pytest

from piquet_game.paths import config_dir
from piquet_game.settings import FORMAT, Settings


def path():
    p = config_dir() / "settings.json"
    p.parent.mkdir(parents=True, exist_ok=True)
    return p


@pytest.mark.parametrize("content", [
    b"",
    b'{"format": 1, "level": 4',  # truncated
    b"\x00\xff\xfe garbage",
    b"[1, 2, 3]",  # not an object
    b'{"format": "one"}',  # a format of another kind
])
def test_a_damaged_file_is_set_aside_and_the_defaults_used(piquet_home, content):
    p = path()
    p.write_bytes(content)
    s = Settings.load()
    assert s == Settings()
    assert "damaged" in s.notice and "default settings are used" in s.notice
    kept = list(p.parent.glob("settings.broken-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == content and kept[0].name in s.notice
    assert not p.exists()
    # and the settings are kept again afterwards
    s.level = 5
    assert s.save() and Settings.load().level == 5


def test_a_newer_file_is_refused_and_left_as_it_is(piquet_home):
    p = path()
    text = json.dumps({"format": FORMAT + 1, "level": 5, "future": True})
    p.write_text(text, encoding="utf-8")
    s = Settings.load()
    assert s.level == Settings().level and "newer version" in s.notice and s.read_only
    s.level = 2
    assert s.save() is False
    assert p.read_text(encoding="utf-8") == text


def test_bad_values_fall_back_one_by_one(piquet_home):
    p = path()
    p.write_text(json.dumps({"format": 1, "level": 9, "animation": "warp", "table": "blue",
                             "four_colour": "yes", "player_name": "  Ann  "}), encoding="utf-8")
    s = Settings.load()
    got = (s.level, s.animation, s.table, s.four_colour, s.player_name)
    assert got == (3, "normal", "blue", False, "Ann")
    assert s.notice == ""


def test_an_unreadable_file_does_not_stop_the_game(piquet_home):
    p = path()
    p.mkdir()  # a folder where the file should be
    s = Settings.load()
    assert s == Settings() and s.read_only and s.notice
    assert s.save() is False  # nothing is written over it, and nothing raises


def test_a_folder_that_cannot_be_made_does_not_stop_the_game(piquet_home):
    piquet_home.mkdir(parents=True, exist_ok=True)
    (piquet_home / "config").write_text("a file where the folder should be", encoding="utf-8")
    s = Settings.load()
    assert s == Settings()
    s.level = 4
    assert s.save() is False
