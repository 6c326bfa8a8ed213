"""The tutorial's progress file: remembered between runs, never a reason to stop the game."""

import json
import os
import re

import pytest

from piquet_game.tutorial.progress import FORMAT, Progress

ASIDE = re.compile(r"^tutorial\.broken-\d{8}-\d{6}(-\d+)?\.json$")


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def asides(folder):
    return sorted(p for p in folder.iterdir() if p.name.startswith("tutorial.broken-"))


# -- where and how ------------------------------------------------------------------


def test_default_path_is_in_the_data_folder_under_piquet_home(piquet_home):
    assert Progress.default_path() == piquet_home / "data" / "tutorial.json"
    progress = Progress.load()
    assert progress.path == piquet_home / "data" / "tutorial.json"
    assert progress.set_step("point", 2)
    assert (piquet_home / "data" / "tutorial.json").is_file()


def test_missing_file_gives_empty_progress_without_notice(tmp_path):
    progress = Progress.load(tmp_path / "nothing" / "tutorial.json")
    assert progress.lessons == {}
    assert progress.notice == ""
    assert not progress.read_only
    assert not progress.is_done("point")
    assert progress.step_of("point") == 0
    assert not progress.started("point")
    assert not (tmp_path / "nothing").exists()  # loading creates nothing


def test_round_trip_across_two_loads(tmp_path):
    path = tmp_path / "tutorial.json"
    first = Progress.load(path)
    assert first.mark_done("point")
    assert first.set_step("sequences", 3)
    assert first.mark_done("sets")
    assert first.set_step("sets", 2)  # replaying a finished lesson

    second = Progress.load(path)
    assert second.notice == ""
    assert second.is_done("point") and second.step_of("point") == 0 and not second.started("point")
    assert not second.is_done("sequences") and second.step_of("sequences") == 3
    assert second.started("sequences")
    assert second.is_done("sets") and second.step_of("sets") == 2 and second.started("sets")
    assert not second.is_done("repique") and second.step_of("repique") == 0
    assert second.lessons == first.lessons


def test_file_written_is_json_with_format_1(tmp_path):
    path = tmp_path / "tutorial.json"
    progress = Progress.load(path)
    progress.mark_done("point")
    progress.set_step("carte blanche", 4)
    text = path.read_text(encoding="utf-8")
    assert text.endswith("}\n")
    assert text.startswith('{\n  "format"')  # indent 2
    data = json.loads(text)
    assert FORMAT == 1
    assert data == {
        "format": 1,
        "lessons": {
            "carte blanche": {"done": False, "step": 4},
            "point": {"done": True, "step": 0},
        },
    }
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


# -- the changes ------------------------------------------------------------------


def test_done_stays_done_when_replayed_and_reset(tmp_path):
    path = tmp_path / "tutorial.json"
    progress = Progress.load(path)
    progress.set_step("point", 5)
    assert not progress.is_done("point") and progress.started("point")
    progress.mark_done("point")
    assert progress.is_done("point") and progress.step_of("point") == 0
    assert not progress.started("point")
    progress.set_step("point", 1)
    assert progress.is_done("point") and progress.started("point")
    assert progress.reset("point")
    assert progress.is_done("point") and progress.step_of("point") == 0
    assert not progress.started("point")
    reloaded = Progress.load(path)
    assert reloaded.is_done("point") and reloaded.step_of("point") == 0


def test_reset_of_an_unfinished_lesson_forgets_it(tmp_path):
    path = tmp_path / "tutorial.json"
    progress = Progress.load(path)
    progress.set_step("point", 3)
    progress.reset("point")
    assert progress.step_of("point") == 0 and not progress.is_done("point")
    assert json.loads(path.read_text(encoding="utf-8"))["lessons"] == {}


def test_done_count_counts_only_the_given_completed_lessons(tmp_path):
    progress = Progress.load(tmp_path / "tutorial.json")
    progress.mark_done("point")
    progress.mark_done("sets")
    progress.set_step("sequences", 2)
    assert progress.done_count(["point", "sequences", "sets", "repique"]) == 2
    assert progress.done_count(["sequences", "repique"]) == 0
    assert progress.done_count(iter(["sets"])) == 1
    assert progress.done_count([]) == 0


def test_bad_arguments_are_refused(tmp_path):
    progress = Progress.load(tmp_path / "tutorial.json")
    with pytest.raises(ValueError):
        progress.set_step("point", -1)
    with pytest.raises(TypeError):
        progress.set_step("point", "2")
    with pytest.raises(TypeError):
        progress.set_step("point", True)
    with pytest.raises(TypeError):
        progress.mark_done(3)
    assert progress.lessons == {}
    assert not (tmp_path / "tutorial.json").exists()


# -- damaged, foreign and unwritable files ------------------------------------------------


@pytest.mark.parametrize("raw", [
    b"{not json",
    b"",
    b"[1, 2, 3]",
    b'"a string"',
    b'{"format": 1, "lessons": [["point", true]]}',
    b'{"format": "one", "lessons": {}}',
    b'{"format": true, "lessons": {}}',
    b'{"format": 1, "lessons": {"point": {"done": true, "step": 0}}, "x": "\xff"}',  # not UTF-8
    b"[" * 100_000,  # too deep for the parser
])
def test_broken_file_is_moved_aside_with_its_content(tmp_path, raw):
    path = tmp_path / "tutorial.json"
    path.write_bytes(raw)

    progress = Progress.load(path)
    assert progress.lessons == {}
    assert not progress.read_only
    kept = asides(tmp_path)
    assert len(kept) == 1
    assert ASIDE.match(kept[0].name), kept[0].name
    assert kept[0].read_bytes() == raw
    assert not path.exists()
    assert kept[0].name in progress.notice
    assert "damaged" in progress.notice

    # the tutorial goes on and writes a fresh file; the kept one is left alone
    assert progress.mark_done("point")
    assert Progress.load(path).is_done("point")
    assert kept[0].read_bytes() == raw


def test_two_breaks_in_the_same_second_keep_both_files(tmp_path, monkeypatch):
    monkeypatch.setattr("piquet_game.store.files.time.strftime", lambda fmt: "20240102-030405")
    path = tmp_path / "tutorial.json"
    write(path, "{first")
    first = Progress.load(path)
    write(path, "{second")
    second = Progress.load(path)
    kept = {p.name: p.read_text(encoding="utf-8") for p in asides(tmp_path)}
    assert len(kept) == 2
    assert kept["tutorial.broken-20240102-030405.json"] == "{first"
    assert "tutorial.broken-20240102-030405.json" in first.notice
    (second_name,) = set(kept) - {"tutorial.broken-20240102-030405.json"}
    assert kept[second_name] == "{second" and ASIDE.match(second_name)
    assert second_name in second.notice


def test_bad_entries_are_dropped_and_good_ones_kept(tmp_path):
    path = tmp_path / "tutorial.json"
    write(path, json.dumps({
        "format": 1,
        "lessons": {
            "point": {"done": True, "step": 0},
            "sequences": {"done": False, "step": 4},
            "sets": {"done": True, "step": "x"},
            "repique": {"done": 3, "step": 1},
            "pique": {"done": False, "step": -2},
            "capot": {"done": False, "step": 1.5},
            "carte blanche": {"done": False, "step": True},
            "talon": [True, 0],
            "discards": "done",
            "partial": {"done": True},
            "extra": {"done": False, "step": 2, "hint": "later"},
        },
    }))
    progress = Progress.load(path)
    assert progress.notice == ""
    assert set(progress.lessons) == {"point", "sequences", "partial", "extra"}
    assert progress.is_done("point") and progress.step_of("point") == 0
    assert progress.step_of("sequences") == 4 and not progress.is_done("sequences")
    assert progress.is_done("partial") and progress.step_of("partial") == 0
    assert progress.step_of("extra") == 2
    for dropped in ("sets", "repique", "pique", "capot", "carte blanche", "talon", "discards"):
        assert not progress.is_done(dropped) and progress.step_of(dropped) == 0, dropped
    assert asides(tmp_path) == []  # the file as a whole was sound

    progress.set_step("point", 1)
    assert set(json.loads(path.read_text(encoding="utf-8"))["lessons"]) == {
        "point", "sequences", "partial", "extra"}


def test_missing_lessons_or_format_is_read_as_empty_or_current(tmp_path):
    path = tmp_path / "tutorial.json"
    write(path, '{"format": 1}')
    assert Progress.load(path).lessons == {}
    write(path, '{"lessons": {"point": {"done": true, "step": 0}}}')
    progress = Progress.load(path)
    assert progress.is_done("point") and progress.notice == "" and not progress.read_only
    assert asides(tmp_path) == []


def test_newer_format_is_left_untouched(tmp_path):
    path = tmp_path / "tutorial.json"
    raw = json.dumps({"format": FORMAT + 1, "lessons": {"point": {"done": True, "step": 0}},
                      "badges": ["gold"]}).encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)

    progress = Progress.load(path)
    assert progress.read_only
    assert "newer version" in progress.notice
    assert progress.set_step("sequences", 2) is False
    assert progress.mark_done("point") is False
    assert progress.reset("point") is False
    assert progress.save() is False
    # the game plays on in memory
    assert progress.step_of("sequences") == 2 and progress.is_done("point")
    assert path.read_bytes() == raw
    assert asides(tmp_path) == []
    assert "newer version" in progress.notice


def test_folder_that_is_a_file_counts_as_unreadable(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("a file, not a folder", encoding="utf-8")
    progress = Progress.load(blocker / "tutorial.json")
    assert progress.read_only and "could not be read" in progress.notice
    assert progress.mark_done("point") is False
    assert blocker.read_text(encoding="utf-8") == "a file, not a folder"


def test_unreadable_file_gives_empty_read_only_progress(tmp_path):
    path = tmp_path / "tutorial.json"
    path.mkdir()  # a folder where the file should be: reading fails for every user
    progress = Progress.load(path)
    assert progress.read_only
    assert progress.lessons == {}
    assert "could not be read" in progress.notice
    assert progress.set_step("point", 1) is False
    assert path.is_dir() and list(path.iterdir()) == []


def test_unreadable_file_by_permissions(tmp_path):
    path = tmp_path / "tutorial.json"
    write(path, '{"format": 1, "lessons": {"point": {"done": true, "step": 0}}}')
    path.chmod(0)
    try:
        if os.access(path, os.R_OK):
            pytest.skip("running with privileges that ignore file permissions")
        progress = Progress.load(path)
        assert progress.read_only and progress.notice
        assert progress.mark_done("sets") is False
    finally:
        path.chmod(0o600)
    assert json.loads(path.read_text(encoding="utf-8"))["lessons"] == {"point": {"done": True, "step": 0}}


def test_save_fails_quietly_when_the_folder_cannot_be_made(tmp_path):
    blocker = tmp_path / "data"
    progress = Progress.load(blocker / "tutorial.json")
    assert progress.notice == "" and not progress.read_only
    blocker.write_text("a file, not a folder", encoding="utf-8")  # taken after loading
    assert progress.set_step("point", 2) is False
    assert "cannot be saved" in progress.notice
    assert progress.step_of("point") == 2  # remembered for this run
    # told once: a later failure does not bring the notice back once the menu has shown it
    progress.notice = ""
    assert progress.mark_done("point") is False
    assert progress.notice == ""
    assert progress.is_done("point")
    assert blocker.read_text(encoding="utf-8") == "a file, not a folder"


def test_save_fails_quietly_in_a_read_only_folder(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "tutorial.json"
    write(path, '{"format": 1, "lessons": {"point": {"done": true, "step": 0}}}')
    before = path.read_bytes()
    folder.chmod(0o500)
    try:
        if os.access(folder, os.W_OK):
            pytest.skip("running with privileges that ignore folder permissions")
        progress = Progress.load(path)
        assert progress.is_done("point")
        assert progress.set_step("sequences", 1) is False
        assert progress.save() is False
        assert progress.notice and "cannot be saved" in progress.notice
        assert path.read_bytes() == before
    finally:
        folder.chmod(0o700)


def test_broken_file_in_a_read_only_folder_is_left_and_not_overwritten(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "tutorial.json"
    write(path, "{broken")
    folder.chmod(0o500)
    try:
        if os.access(folder, os.W_OK):
            pytest.skip("running with privileges that ignore folder permissions")
        progress = Progress.load(path)
        assert progress.read_only and "damaged" in progress.notice
        assert progress.mark_done("point") is False
    finally:
        folder.chmod(0o700)
    assert path.read_text(encoding="utf-8") == "{broken"
    assert asides(folder) == []


def test_progress_without_a_path_is_not_saved():
    progress = Progress()
    assert progress.set_step("point", 1) is False
    assert progress.step_of("point") == 1


def test_broken_file_that_cannot_be_moved_is_left_and_not_overwritten(tmp_path, monkeypatch):
    path = tmp_path / "tutorial.json"
    write(path, "{broken")

    def refuse(self, target):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(type(path), "rename", refuse)
    progress = Progress.load(path)
    assert progress.read_only and "damaged" in progress.notice
    assert progress.mark_done("point") is False
    assert path.read_text(encoding="utf-8") == "{broken"
    assert asides(tmp_path) == []
