"""The game's files: one reader for damaged, newer and unreadable files, atomic
writes, and the finished parties kept as game records."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
import textwrap
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from piquet_game import paths
from piquet_game.cli.records import cmd_replay
from piquet_game.controller import Controller, Seat
from piquet_game.rules import Game
from piquet_game.rules.record import loads, replay
from piquet_game.store import history
from piquet_game.store.files import Loaded, read_json, write_json

ROOT = Path(__file__).resolve().parents[1]
SEED_5A = ROOT / "seeds" / "example-5a-partie-154-113.json"
SEED_5B = ROOT / "seeds" / "example-5b-partie-154-93-rubicon.json"


def aside_re(stem: str) -> re.Pattern:
    return re.compile(rf"^{re.escape(stem)}\.broken-\d{{8}}-\d{{6}}(-\d+)?\.json$")


def asides(folder: Path, stem: str) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.name.startswith(f"{stem}.broken-"))


def seed(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


# ------------------------------------------------------------------ read_json

DAMAGED = {
    "empty": b"",
    "truncated": b'{"format": 1, "lessons": {"point": ',
    "garbage": b"\x00\x01\x02garbage\xff\xfe",
    "not-utf8": b'{"name": "\xe9t\xe9"}',
    "not-an-object": b'["format", 1]',
    "a-number": b"42",
    "format-not-a-number": b'{"format": "one"}',
    "format-true": b'{"format": true}',
    "format-other-record": b'{"format": "piquet-record/x"}',
    "deep": b"[" * 100_000,
}


@pytest.mark.parametrize("name", sorted(DAMAGED))
def test_a_damaged_file_is_moved_aside_whole(tmp_path, name):
    path = tmp_path / "thing.json"
    path.write_bytes(DAMAGED[name])
    got = read_json(path, "saved thing", 1)
    assert got.data is None and not got.read_only
    [aside] = asides(tmp_path, "thing")
    assert aside_re("thing").match(aside.name)
    assert aside.read_bytes() == DAMAGED[name]
    assert "saved thing" in got.notice and aside.name in got.notice
    assert not path.exists()
    assert read_json(path, "saved thing", 1) == Loaded(None)  # told once


def test_two_damaged_files_in_one_second_are_both_kept(tmp_path):
    path = tmp_path / "thing.json"
    for text in (b"{one", b"{two"):
        path.write_bytes(text)
        read_json(path, "thing", 1)
    kept = asides(tmp_path, "thing")
    assert sorted(p.read_bytes() for p in kept) == [b"{one", b"{two"]


@pytest.mark.parametrize("text", [b'{"format": 2, "x": 1}', b'{"format": "piquet-record/2", "deals": []}'])
def test_a_newer_file_is_refused_and_left_byte_for_byte(tmp_path, text):
    path = tmp_path / "thing.json"
    path.write_bytes(text)
    got = read_json(path, "saved thing", 1)
    assert got.data is None and got.read_only
    assert "newer version" in got.notice
    assert path.read_bytes() == text
    assert asides(tmp_path, "thing") == []


@pytest.mark.parametrize("text, data", [
    (b'{"format": 1, "a": [1, 2]}', {"format": 1, "a": [1, 2]}),
    (b'{"format": "piquet-record/1"}', {"format": "piquet-record/1"}),
    (b'{"b": "no format"}', {"b": "no format"}),
    (b'{"format": 0}', {"format": 0}),
])
def test_a_good_file_is_read(tmp_path, text, data):
    path = tmp_path / "thing.json"
    path.write_bytes(text)
    assert read_json(path, "thing", 1) == Loaded(data)
    assert path.read_bytes() == text


def test_a_missing_file_is_no_news(tmp_path):
    assert read_json(tmp_path / "none" / "thing.json", "thing", 1) == Loaded(None, "", False)
    assert not (tmp_path / "none").exists()


def test_a_folder_in_the_files_place_is_told_and_left(tmp_path):
    path = tmp_path / "thing.json"
    path.mkdir()
    got = read_json(path, "saved thing", 1)
    assert got.data is None and got.read_only and "could not be read" in got.notice
    assert path.is_dir()


def test_a_damaged_file_that_cannot_be_moved_is_left_and_read_only(tmp_path, monkeypatch):
    path = tmp_path / "thing.json"
    path.write_bytes(b"{broken")

    def refuse(self, target):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "rename", refuse)
    got = read_json(path, "saved thing", 1)
    assert got.data is None and got.read_only and "damaged" in got.notice
    assert path.read_bytes() == b"{broken"


def test_an_unreadable_file_is_told_and_left(tmp_path):
    path = tmp_path / "thing.json"
    path.write_bytes(b'{"format": 1}')
    path.chmod(0)
    try:
        if os.access(path, os.R_OK):
            pytest.skip("running with privileges that ignore file permissions")
        got = read_json(path, "saved thing", 1)
        assert got.data is None and got.read_only and got.notice
    finally:
        path.chmod(0o600)
    assert path.read_bytes() == b'{"format": 1}'


def test_a_damaged_file_in_a_read_only_folder_is_left(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    path = folder / "thing.json"
    path.write_bytes(b"{broken")
    folder.chmod(0o500)
    try:
        if os.access(folder, os.W_OK):
            pytest.skip("running with privileges that ignore folder permissions")
        got = read_json(path, "thing", 1)
        assert got.read_only and "damaged" in got.notice
        assert write_json(path, {"format": 1}) is False
    finally:
        folder.chmod(0o700)
    assert path.read_bytes() == b"{broken"


# ------------------------------------------------------------------ write_json


def test_write_json_round_trips(tmp_path):
    path = tmp_path / "deep" / "er" / "thing.json"
    data = {"format": 1, "names": ["Ann", "Bén"], "n": [1, 2.5, None, True]}
    assert write_json(path, data)
    assert read_json(path, "thing", 1) == Loaded(data)
    assert [p.name for p in path.parent.iterdir()] == ["thing.json"]  # no temporary file left


def test_a_record_is_written_one_action_a_line(tmp_path):
    record = seed(SEED_5A)
    path = tmp_path / "game.json"
    assert write_json(path, record)
    text = path.read_text(encoding="utf-8")
    assert json.loads(text) == record
    assert '        {"seat": 1, "act": "exchange"' in text or '        {"seat": 0, "act": "exchange"' in text
    assert replay(json.loads(text)).game.totals == [154, 113]


def test_write_json_never_raises(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("a file, not a folder", encoding="utf-8")
    assert write_json(blocker / "thing.json", {"format": 1}) is False
    path = tmp_path / "thing.json"
    assert write_json(path, {"format": 1, "v": 1})
    before = path.read_bytes()
    assert write_json(path, {"format": 1, "v": object()}) is False
    assert write_json(path, {"format": 1, "v": float("nan"), "w": {1, 2}}) is False
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file", "thing.json"]


def test_a_crash_before_the_rename_leaves_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "thing.json"
    assert write_json(path, {"format": 1, "v": "old"})
    before = path.read_bytes()

    def crash(src, dst):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "replace", crash)
    assert write_json(path, {"format": 1, "v": "new"}) is False
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["thing.json"]


def test_atomic_write_syncs_the_whole_new_text_before_the_rename(tmp_path, monkeypatch):
    path = tmp_path / "thing.json"
    path.write_text("old", encoding="utf-8")
    calls = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd):
        calls.append("fsync")
        real_fsync(fd)

    def replace(src, dst):
        calls.append(("replace", Path(src).read_text(encoding="utf-8"), path.read_text(encoding="utf-8")))
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    paths.atomic_write(path, "new text")
    assert calls[0] == "fsync"
    assert calls[1] == ("replace", "new text", "old")  # the new text whole, the old file untouched
    assert path.read_text(encoding="utf-8") == "new text"


def test_a_process_killed_mid_write_leaves_the_old_file(tmp_path):
    path = tmp_path / "autosave.json"
    assert write_json(path, {"format": 1, "v": "old"})
    before = path.read_bytes()
    script = textwrap.dedent(f"""
        import os, sys, time
        from pathlib import Path
        from piquet_game.store.files import write_json

        def stall(fd):
            print("writing", flush=True)
            time.sleep(60)

        os.fsync = stall
        write_json(Path({str(path)!r}), {{"format": 1, "v": "new" * 100000}})
    """)
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, cwd=ROOT)
    try:
        assert proc.stdout.readline().strip() == b"writing"  # the temporary file is written
        proc.kill()
    finally:
        proc.wait(10)
    assert path.read_bytes() == before
    assert read_json(path, "thing", 1).data == {"format": 1, "v": "old"}
    left = [p for p in tmp_path.iterdir() if p.name != "autosave.json"]
    assert all(p.name.startswith(".autosave.json.") for p in left)  # at most a temporary file


# ------------------------------------------------------------------ history: keeping


def finished_game(path: Path = SEED_5A) -> Game:
    return loads(path.read_text(encoding="utf-8")).game


WHEN = datetime(2025, 3, 1, 21, 14, 5, tzinfo=timezone(timedelta(hours=1)))


def test_a_finished_partie_is_kept_as_a_record(piquet_home):
    game = finished_game()
    path = history.keep(game, viewer=0, mode="computer", level=3, finished=WHEN)
    assert path == piquet_home / "data" / "games" / "20250301-211405-josephine.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["mode"] == "computer" and data["viewer"] == 0 and data["opponent"] == "Josephine"
    assert data["level"] == 3 and data["finished"] == "2025-03-01T21:14:05+01:00"
    kept = loads(path.read_text(encoding="utf-8")).game
    assert kept.totals == [154, 113] and kept.winner == 0 and kept.result == 141
    out, err = io.StringIO(), io.StringIO()
    assert cmd_replay(str(path), True, out, err) == 0  # `piquet replay` reads it
    assert json.loads(out.getvalue())["result"] == 141


def test_the_same_partie_is_kept_once():
    game = finished_game()
    first = history.keep(game, viewer=0, mode="computer", finished=WHEN)
    again = history.keep(game, viewer=0, mode="computer", finished=WHEN + timedelta(minutes=3))
    assert again == first
    assert len(list(history.games_dir().iterdir())) == 1


def test_two_parties_finished_in_the_same_second_get_two_files():
    a = history.keep(finished_game(SEED_5A), viewer=0, mode="computer", opponent="Rival", finished=WHEN)
    b = history.keep(finished_game(SEED_5B), viewer=0, mode="computer", opponent="Rival", finished=WHEN)
    assert a.name == "20250301-211405-rival.json" and b.name == "20250301-211405-rival-2.json"
    assert len(history.entries()[0]) == 2


def test_an_unfinished_partie_is_not_kept():
    record = seed(SEED_5A)
    record["deals"] = record["deals"][:3]
    assert history.keep(replay(record).game, viewer=0, mode="computer") is None
    assert not history.games_dir().exists()


def test_keep_never_raises(piquet_home):
    (piquet_home / "data").mkdir(parents=True)
    (piquet_home / "data" / "games").write_text("a file", encoding="utf-8")
    assert history.keep(finished_game(), viewer=0, mode="computer") is None
    assert history.keep(finished_game(), viewer=0, mode="chess") is None
    assert history.keep(None, viewer=0, mode="computer") is None  # type: ignore[arg-type]


def test_keep_controller_reads_the_seats():
    game = finished_game()
    ctrl = Controller(game, [Seat.computer(5, 1, "Napoleon"), Seat.human("Josephine")])
    path = history.keep_controller(ctrl, viewer=1, finished=WHEN)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["mode"], data["viewer"], data["opponent"], data["level"]) == ("computer", 1, "Napoleon", 5)
    assert path.name == "20250301-211405-napoleon.json"
    pair = Controller(finished_game(SEED_5B), [Seat.human("Napoleon"), Seat.human("Josephine")])
    path = history.keep_controller(pair, viewer=0, finished=WHEN)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["mode"], data["viewer"], data["opponent"], data["level"]) == ("two-players", None,
                                                                                "Josephine", None)
    assert path.name == "20250301-211405-napoleon-josephine.json"


# ------------------------------------------------------------------ history: listing


def test_entries_newest_first_with_their_figures():
    history.keep(finished_game(SEED_5A), viewer=0, mode="computer", level=2, finished=WHEN)
    history.keep(finished_game(SEED_5B), viewer=None, mode="two-players",
                 finished=WHEN + timedelta(days=1))
    found, notices = history.entries()
    assert notices == []
    newest, oldest = found
    assert newest.finished == WHEN + timedelta(days=1)
    assert newest.players == ("Napoleon", "Josephine")
    assert (newest.viewer, newest.opponent, newest.level, newest.mode) == (None, "Josephine", None,
                                                                            "two-players")
    assert (newest.totals, newest.winner, newest.result, newest.rubicon) == ((93, 154), 1, 347, True)
    assert newest.deals == 6 and newest.complete
    assert newest.outcome == "lost"  # seen from seat 0
    assert (oldest.viewer, oldest.opponent, oldest.level, oldest.mode) == (0, "Josephine", 2, "computer")
    assert (oldest.totals, oldest.winner, oldest.result, oldest.rubicon) == ((154, 113), 0, 141, False)
    assert oldest.deal_scores == ((8, 20), (31, 5), (26, 20), (31, 8), (35, 7), (23, 53))
    assert oldest.bonuses == {"pique": (0, 0), "repique": (0, 0), "capot": (0, 1)}
    assert oldest.outcome == "won"


def test_no_games_kept_is_an_empty_list():
    assert history.entries() == ([], [])


def test_load_game_replays_the_file():
    path = history.keep(finished_game(SEED_5B), viewer=1, mode="computer", finished=WHEN)
    game = history.load_game(path)
    assert game.totals == [93, 154] and game.is_over and game.result == 347


def kept_text(change) -> bytes:
    data = seed(SEED_5B)
    data.update(mode="computer", viewer=0, opponent="Josephine", level=3, finished=WHEN.isoformat())
    data = change(data)
    return json.dumps(data).encode("utf-8") if not isinstance(data, bytes) else data


def _card_not_held(d):
    deal = d["deals"][2]
    play = next(a for a in deal["actions"] if a["act"] == "play")
    play["card"] = next(c for c in deal["hands"][1 - play["seat"]])
    return d


def _set(key, value):
    return lambda d: {**d, key: value}


KEPT_DAMAGED = {
    "empty": lambda d: b"",
    "truncated": lambda d: json.dumps(d).encode("utf-8")[:700],
    "garbage": lambda d: b"\x1f\x8b\x08\x00\x00garbage",
    "not-an-object": lambda d: json.dumps(d["deals"]).encode("utf-8"),
    "viewer-wrong": _set("viewer", "north"),
    "mode-wrong": _set("mode", "solo"),
    "level-wrong": _set("level", "three"),
    "opponent-wrong": _set("opponent", ["Josephine"]),
    "finished-wrong-type": _set("finished", 12),
    "finished-not-a-time": _set("finished", "yesterday"),
    "players-wrong": _set("players", "Napoleon"),
    "format-missing": lambda d: {k: v for k, v in d.items() if k != "format"},
    "card-not-held": _card_not_held,
    "deal-out-of-turn": lambda d: {**d, "deals": [d["deals"][1]] + d["deals"][:1] + d["deals"][2:]},
}


@pytest.mark.parametrize("name", sorted(KEPT_DAMAGED))
def test_a_damaged_kept_game_is_moved_aside_and_the_others_listed(name):
    good = history.keep(finished_game(SEED_5A), viewer=0, mode="computer", finished=WHEN)
    folder = good.parent
    bad = folder / "20250302-100000-josephine.json"
    text = kept_text(KEPT_DAMAGED[name])
    bad.write_bytes(text)
    found, notices = history.entries()
    assert [e.path for e in found] == [good]
    [aside] = asides(folder, bad.stem)
    assert aside_re(bad.stem).match(aside.name)
    assert aside.read_bytes() == text
    [notice] = notices
    assert bad.name in notice and aside.name in notice
    assert not bad.exists()
    assert history.entries() == (found, [])  # told once


def test_the_damaged_cases_start_from_a_good_file():
    path = history.games_dir() / "20250302-100000-josephine.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(kept_text(lambda d: d))
    found, notices = history.entries()
    assert notices == [] and len(found) == 1 and found[0].result == 347


def test_a_newer_kept_game_is_left_byte_for_byte_and_not_listed():
    good = history.keep(finished_game(SEED_5A), viewer=0, mode="computer", finished=WHEN)
    newer = good.parent / "20250302-100000-josephine.json"
    text = kept_text(lambda d: {**d, "format": "piquet-record/2", "bids": [1, 2]})
    newer.write_bytes(text)
    found, notices = history.entries()
    assert [e.path for e in found] == [good]
    assert len(notices) == 1 and "newer version" in notices[0] and newer.name in notices[0]
    assert newer.read_bytes() == text
    assert asides(good.parent, newer.stem) == []


def test_a_record_copied_in_by_hand_is_a_partie_between_two_players():
    folder = history.games_dir()
    folder.mkdir(parents=True)
    path = folder / "my-old-game.json"
    path.write_bytes(SEED_5A.read_bytes())
    [entry], notices = history.entries()
    assert notices == []
    assert (entry.mode, entry.viewer, entry.opponent, entry.level) == ("two-players", None, "Josephine", None)
    assert entry.finished is not None  # from the file's time


def test_an_unfinished_record_is_listed_as_incomplete():
    folder = history.games_dir()
    folder.mkdir(parents=True)
    record = seed(SEED_5A)
    record["deals"] = record["deals"][:2]
    (folder / "20250101-000000-half.json").write_text(json.dumps(record), encoding="utf-8")
    [entry], notices = history.entries()
    assert notices == [] and not entry.complete and entry.deals == 2 and entry.winner is None


def test_temporary_and_broken_files_are_not_listed():
    good = history.keep(finished_game(SEED_5A), viewer=0, mode="computer", finished=WHEN)
    (good.parent / f".{good.name}.123.456.tmp").write_text("{half", encoding="utf-8")
    (good.parent / "20250101-000000-x.broken-20250101-000001.json").write_text("{half", encoding="utf-8")
    found, notices = history.entries()
    assert [e.path for e in found] == [good] and notices == []


def test_a_kept_game_that_cannot_be_moved_aside_is_left(monkeypatch):
    good = history.keep(finished_game(SEED_5A), viewer=0, mode="computer", finished=WHEN)
    bad = good.parent / "20250302-100000-josephine.json"
    bad.write_bytes(b"{half")

    def refuse(self, target):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "rename", refuse)
    found, notices = history.entries()
    assert [e.path for e in found] == [good]
    assert len(notices) == 1 and "could not be moved" in notices[0]
    assert bad.read_bytes() == b"{half"


def test_a_read_only_games_folder_lists_and_does_not_raise():
    good = history.keep(finished_game(SEED_5A), viewer=0, mode="computer", finished=WHEN)
    folder = good.parent
    (folder / "20250302-100000-josephine.json").write_bytes(b"{half")
    folder.chmod(0o500)
    try:
        if os.access(folder, os.W_OK):
            pytest.skip("running with privileges that ignore folder permissions")
        found, notices = history.entries()
        assert [e.path for e in found] == [good] and len(notices) == 1
        assert history.keep(finished_game(SEED_5B), viewer=0, mode="computer") is None
    finally:
        folder.chmod(0o700)
