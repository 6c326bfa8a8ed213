"""Every file the game reads may be a named pipe, a device, huge, or hold hostile
strings: it is refused in one line (and a data file set aside), never waited on,
never read whole into memory, never a traceback.

Each read that could hang runs on a thread given a few seconds: a test fails,
it does not hang the suite.
"""

from __future__ import annotations

import errno
import io
import json
import os
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from piquet_game import cli
from piquet_game.cli import records  # noqa: F401  (cli.records: the module read_limited is patched in)
from piquet_game.common.names import NAME_MAX, clean_name, name_problem, printable, quoted
from piquet_game.paths import config_dir, data_dir, log_dir, remove_stale_temporaries
from piquet_game.rules.record import RecordError, loads, parse_json
from piquet_game.settings import Settings
from piquet_game.store import history
from piquet_game.store.autosave import Autosaver
from piquet_game.store.files import MAX_FILE_BYTES, Refused, read_limited
from piquet_game.tutorial.progress import Progress

ROOT = Path(__file__).resolve().parents[1]
SEED = ROOT / "seeds" / "example-5a-partie-154-113.json"
BIG = 9 * 1024 * 1024  # a long string: 9 MB, so that a file holding it is under the 10 MB limit
HUGE = 400 * 1024 * 1024  # a 400 MB file (sparse: it takes no room on the disk)


def within(seconds: float, fn, *args):
    """``fn(*args)`` on a thread; fails if it has not returned in ``seconds``."""
    box: dict = {}

    def run() -> None:
        try:
            box["value"] = fn(*args)
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            box["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"{getattr(fn, '__name__', fn)} still runs after {seconds} s"
    if "error" in box:
        raise box["error"]
    return box["value"]


def seed_text() -> str:
    return SEED.read_text(encoding="utf-8")


def seed_record() -> dict:
    return json.loads(seed_text())


# ------------------------------------------------------------------ what a file can be


def fifo(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def zero(path: Path) -> Path:
    """``path`` as a link to /dev/zero (endless zeros)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to("/dev/zero")
    return path


def urandom(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to("/dev/urandom")
    return path


def huge(path: Path) -> Path:
    """A 400 MB file beginning as a record would."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as fh:
        fh.write(b'{"format": "piquet-record/1", "players": ["')
        fh.truncate(HUGE)
    return path


KINDS = {"fifo": fifo, "zero": zero, "urandom": urandom, "huge": huge}
needs_devices = pytest.mark.skipif(not os.path.exists("/dev/zero") or not hasattr(os, "mkfifo"),
                                   reason="no /dev/zero or named pipes here")


def aside(folder: Path, stem: str) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.name.startswith(f"{stem}.broken-"))


# ------------------------------------------------------------------ the reader


@needs_devices
@pytest.mark.parametrize("kind", sorted(KINDS))
def test_the_reader_refuses_what_is_not_an_ordinary_file_of_sensible_size(tmp_path, kind):
    path = KINDS[kind](tmp_path / "thing.json")
    with pytest.raises(Refused) as err:
        within(10, read_limited, path)
    if kind == "huge":
        assert "larger than 10 MB" in err.value.reason
    else:
        assert "not an ordinary file" in err.value.reason
        assert ("named pipe" if kind == "fifo" else "device") in err.value.reason


def test_the_reader_reads_up_to_its_limit_and_no_further(tmp_path):
    path = tmp_path / "thing"
    path.write_bytes(b"x" * 100)
    assert read_limited(path, limit=100) == b"x" * 100
    with pytest.raises(Refused):
        read_limited(path, limit=99)
    path.write_bytes(b"x" * (MAX_FILE_BYTES + 1))
    with pytest.raises(Refused):
        read_limited(path)
    with pytest.raises(IsADirectoryError):
        read_limited(tmp_path)
    with pytest.raises(FileNotFoundError):
        read_limited(tmp_path / "none")
    link = tmp_path / "link"
    link.symlink_to(path.with_name("record"))
    path.with_name("record").write_text("{}", encoding="utf-8")
    assert read_limited(link) == b"{}"  # a link to an ordinary file is read


# ------------------------------------------------------------------ piquet replay


def replay_in_process(path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli.records.cmd_replay(str(path), False, out, err)
    return code, out.getvalue(), err.getvalue()


@needs_devices
@pytest.mark.parametrize("kind", sorted(KINDS))
def test_replay_refuses_pipes_devices_and_huge_files_at_once(tmp_path, kind):
    path = KINDS[kind](tmp_path / "record.json")
    code, out, err = within(10, replay_in_process, path)
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and str(path) in err
    assert "larger than 10 MB" in err if kind == "huge" else "not an ordinary file" in err


@needs_devices
@pytest.mark.parametrize("target", ["fifo", "/dev/zero", "/dev/urandom"])
def test_the_replay_command_never_waits_on_its_file(tmp_path, target):
    path = str(fifo(tmp_path / "pipe")) if target == "fifo" else target
    proc = subprocess.run([sys.executable, "-m", "piquet_game", "replay", path], capture_output=True,
                          text=True, timeout=60, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.returncode == 2 and proc.stdout == ""
    assert len(proc.stderr.splitlines()) == 1 and "not an ordinary file" in proc.stderr


def test_replay_of_a_directory_and_of_nothing(tmp_path):
    assert replay_in_process(tmp_path)[0] == 2
    code, _, err = replay_in_process(tmp_path / "none.json")
    assert code == 2 and err.strip().endswith("no such file")


# ------------------------------------------------------------------ replay and review: one reading


COMMANDS = ("replay", "review")


def command_in_process(command: str, path) -> tuple[int, str, str]:
    """``piquet replay PATH`` or ``piquet review PATH`` in this process: its code, out and err."""
    out, err = io.StringIO(), io.StringIO()
    if command == "replay":
        code = cli.records.cmd_replay(str(path), False, out, err)
    else:
        code = cli.records.cmd_review(str(path), None, None, False, out, err)
    return code, out.getvalue(), err.getvalue()


def a_socket(path: Path) -> Path:
    """A Unix socket at ``path`` (left behind once closed)."""
    sock = socket.socket(socket.AF_UNIX)
    try:
        sock.bind(str(path))
    finally:
        sock.close()
    return path


def just_over(path: Path) -> Path:
    """A file one byte over the 10 MB limit (sparse)."""
    with open(path, "wb") as fh:
        fh.truncate(MAX_FILE_BYTES + 1)
    return path


def link_loop(path: Path) -> Path:
    path.symlink_to(path)
    return path


def not_utf8(path: Path) -> Path:
    path.write_bytes(b'{"format": "piquet-record/1", "title": "\xff"}')
    return path


def unreadable(path: Path) -> Path:
    path.write_text(seed_text(), encoding="utf-8")
    path.chmod(0)
    return path


#: Each file that is not read: how to make it at a path (None: /dev/zero itself), and
#: the one line both commands say of it.
HOSTILE = {
    "device": (None, "{path}: not read: a device, not an ordinary file"),
    "fifo": (fifo, "{path}: not read: a named pipe, not an ordinary file"),
    "socket": (a_socket, "{path}: not read: a socket, not an ordinary file"),
    "huge": (huge, "{path}: not read: larger than 10 MB, more than any game file"),
    "just over 10 MB": (just_over, "{path}: not read: larger than 10 MB, more than any game file"),
    "link loop": (link_loop, "{path}: cannot read the file: " + os.strerror(errno.ELOOP)),
    "folder": (lambda path: path.parent, "{path}: cannot read the file: " + os.strerror(errno.EISDIR)),
    "missing": (lambda path: path, "{path}: no such file"),
    "no permission": (unreadable, "{path}: cannot read the file: " + os.strerror(errno.EACCES)),
    "not UTF-8": (not_utf8, "{path}: not UTF-8 text (byte 40)"),
}


def hostile(tmp_path: Path, kind: str) -> Path:
    make, _ = HOSTILE[kind]
    path = Path("/dev/zero") if make is None else make(tmp_path / "record.json")
    if kind == "no permission":
        try:
            path.open("rb").close()
        except PermissionError:
            return path
        pytest.skip("the file is read whatever its permissions (the superuser)")
    return path


@needs_devices
@pytest.mark.parametrize("kind", HOSTILE)
@pytest.mark.parametrize("command", COMMANDS)
def test_replay_and_review_refuse_a_file_they_cannot_read_in_the_same_line(tmp_path, command, kind):
    path = hostile(tmp_path, kind)
    code, out, err = within(10, command_in_process, command, path)
    assert (code, out, err) == (2, "", HOSTILE[kind][1].format(path=path) + "\n")


@needs_devices
@pytest.mark.parametrize("kind", HOSTILE)
def test_review_words_each_refusal_as_replay_does(tmp_path, kind):
    path = hostile(tmp_path, kind)
    assert within(10, command_in_process, "review", path) == within(10, command_in_process, "replay", path)


@pytest.mark.parametrize("command", COMMANDS)
def test_a_file_the_system_will_not_open_is_refused_in_its_words(tmp_path, monkeypatch, command):
    """Permission denied, as the system says it (the superuser, who reads every file,
    is refused so here too)."""
    def denied(path, limit=MAX_FILE_BYTES):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))

    monkeypatch.setattr(cli.records, "read_limited", denied)
    path = tmp_path / "record.json"
    assert command_in_process(command, path) == (2, "", f"{path}: cannot read the file: "
                                                         f"{os.strerror(errno.EACCES)}\n")


@needs_devices
@pytest.mark.parametrize("target", ["fifo", "socket", "/dev/zero", "/dev/urandom"])
@pytest.mark.parametrize("command", COMMANDS)
def test_neither_command_waits_on_its_file(tmp_path, command, target):
    if target == "fifo":
        path = str(fifo(tmp_path / "pipe"))
    else:
        path = str(a_socket(tmp_path / "sock")) if target == "socket" else target
    proc = subprocess.run([sys.executable, "-m", "piquet_game", command, path], capture_output=True,
                          text=True, timeout=60, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.returncode == 2 and proc.stdout == ""
    assert len(proc.stderr.splitlines()) == 1 and proc.stderr.startswith(f"{path}: not read: ")
    assert proc.stderr.rstrip().endswith(", not an ordinary file")


def test_a_path_with_escapes_is_printed_escaped(tmp_path):
    path = tmp_path / "evil\x1b[2J\x07.json"
    code, out, err = replay_in_process(path)
    assert code == 2 and "\x1b" not in err and "\x07" not in err and "\\x1b[2J" in err
    path.write_text(seed_text(), encoding="utf-8")
    code, out, err = replay_in_process(path)
    assert code == 0 and "\x1b" not in out and "\\x1b[2J" in out


def test_a_record_with_a_byte_order_mark_is_read(tmp_path):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + SEED.read_bytes())
    code, out, err = replay_in_process(path)
    assert code == 0 and err == "" and "Napoleon" in out and "154" in out


@pytest.mark.parametrize("number", ["1" + "0" * 5000, "-" + "9" * 40, "1e999", "NaN", "-Infinity"])
def test_a_number_no_record_holds_is_an_ordinary_refusal(tmp_path, number):
    text = seed_text().replace('"dealer": 1', f'"dealer": {number}', 1)
    path = tmp_path / "big-number.json"
    path.write_text(text, encoding="utf-8")
    code, out, err = replay_in_process(path)
    assert code == 2 and len(err.splitlines()) == 1 and len(err) < 300
    assert "[json]" in err and "Exceeds" not in err and "int_max_str_digits" not in err


def test_a_long_number_in_a_field_no_reader_uses_is_an_ordinary_refusal(tmp_path):
    path = tmp_path / "unused.json"
    path.write_text(seed_text().replace('"players"', '"note": ' + "7" * 5000 + ', "players"', 1),
                    encoding="utf-8")
    code, _, err = replay_in_process(path)
    assert code == 2 and err.count("\n") == 1 and "5000 digits" in err and "int_max_str_digits" not in err


# ------------------------------------------------------------------ names and long values


def record_with(**fields) -> dict:
    rec = seed_record()
    rec.update(fields)
    return rec


@pytest.mark.parametrize("name", ["\ud800", "Ann\x1b[2J", "\u202eevil", "x" * (NAME_MAX + 1), "x" * BIG,
                                  "   ", "", "tab\there", "new\nline"])
def test_names_that_are_not_names_are_refused_in_one_short_line(tmp_path, name):
    path = tmp_path / "named.json"
    path.write_text(json.dumps(record_with(players=["Napoleon", name])), encoding="utf-8")
    code, out, err = replay_in_process(path)
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and len(err) < 300 and "[player-name]" in err
    assert err.isprintable() or err.endswith("\n") and err[:-1].isprintable()


def test_a_lone_surrogate_in_a_name_gives_one_line_from_the_command(tmp_path):
    path = tmp_path / "surrogate.json"
    path.write_text(seed_text().replace('"Josephine"', '"Jos\\ud800"'), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "piquet_game", "replay", str(path)], capture_output=True,
                          timeout=60, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.returncode == 2 and proc.stdout == b""
    assert b"Traceback" not in proc.stderr and len(proc.stderr.splitlines()) == 1
    assert b"\\ud800" in proc.stderr


@pytest.mark.parametrize("field,value", [("variant", "v" * BIG), ("format", "f" * BIG)])
def test_a_long_value_is_quoted_short(tmp_path, field, value):
    path = tmp_path / "long.json"
    path.write_text(json.dumps(record_with(**{field: value})), encoding="utf-8")
    code, _, err = replay_in_process(path)
    assert code == 2 and len(err) < 400 and "..." in err


def test_a_long_card_name_is_quoted_short(tmp_path):
    rec = seed_record()
    rec["deals"][0]["talon"][0] = "\x1b" + "Z" * BIG
    path = tmp_path / "card.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    code, _, err = replay_in_process(path)
    assert code == 2 and len(err) < 400 and "\x1b" not in err and "[card-name]" in err


def test_the_name_rule():
    assert name_problem("Napoleon") is None and name_problem("Zoë d'Arc") is None
    assert name_problem("x" * NAME_MAX) is None
    for bad in ("", "  ", "x" * (NAME_MAX + 1), "a\x00b", "\ud83d", "a\u200bb", 7, None):
        assert name_problem(bad) is not None
    assert clean_name("  \x1b[31mEvil\ud800  ", "You") == "[31mEvil"
    assert clean_name("\x07\x08", "You") == "You"
    assert len(clean_name("y" * BIG, "You")) == NAME_MAX
    assert printable("a\x1bb\ud800") == "a\\x1bb\\ud800"
    assert quoted("x" * BIG).endswith("...'") and len(quoted("x" * BIG)) < 50
    assert quoted(10 ** 5000) == "a number of about 5001 digits"
    assert quoted(-(10 ** 50)) == "a number of about 51 digits" and quoted(-12) == "-12"
    assert quoted([1, "a", [2, [3, [4]]], None, True, 5]) == "[1, 'a', [2, [...]], null, ...]"


def test_json_parsing_refuses_what_no_file_of_the_game_holds():
    for text in ("[" * 100_000, "1" * 40, "NaN", "[Infinity]", "1e400"):
        with pytest.raises(RecordError):
            parse_json(text)
    assert parse_json("\ufeff[1.5, -3]") == [1.5, -3]
    with pytest.raises(RecordError):
        loads("[" * 100_000)


# ------------------------------------------------------------------ the game's own files


def data_files() -> dict:
    return {
        "settings": (config_dir() / "settings.json", lambda: Settings.load().notice),
        "autosave": (data_dir() / "autosave.json", lambda: Autosaver().load().notice),
        "tutorial": (data_dir() / "tutorial.json", lambda: Progress.load().notice),
        "kept game": (data_dir() / "games" / "20250101-120000-josephine.json",
                      lambda: " ".join(history.entries()[1])),
    }


@needs_devices
@pytest.mark.parametrize("kind", sorted(KINDS))
@pytest.mark.parametrize("which", ["settings", "autosave", "tutorial", "kept game"])
def test_a_data_file_that_is_a_pipe_a_device_or_huge_is_set_aside(which, kind):
    path, read = data_files()[which]
    KINDS[kind](path)
    notice = within(10, read)
    assert notice and len(notice) < 400
    assert ("larger than 10 MB" if kind == "huge" else "not an ordinary file") in notice
    assert not os.path.lexists(path)  # moved aside, as damaged files are
    assert len(aside(path.parent, path.stem)) == 1
    assert within(10, read) in ("", None)  # and the next start is clean


@pytest.mark.slow
@needs_devices
def test_the_window_starts_with_every_file_hostile(piquet_home):
    """The real command: a pipe for the settings, endless zeros for the save, a
    huge progress file; the window opens, runs its frames and closes."""
    fifo(config_dir() / "settings.json")
    zero(data_dir() / "autosave.json")
    huge(data_dir() / "tutorial.json")
    proc = subprocess.run([sys.executable, "-m", "piquet_game", "--frames", "10"], capture_output=True,
                          text=True, timeout=120, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT), "PIQUET_HOME": str(piquet_home)})
    assert proc.returncode == 0, proc.stderr
    assert aside(config_dir(), "settings") and aside(data_dir(), "autosave")


def test_a_kept_game_that_is_a_pipe_cannot_be_opened_for_replay(tmp_path):
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    path = fifo(tmp_path / "game.json")
    with pytest.raises(Refused):
        within(10, history.load_game, path)


# ------------------------------------------------------------------ hostile names in saves


def hostile_save(name: str) -> Path:
    """A good save of a partie under way, its person's seat named ``name`` (short
    names in the record as well)."""
    from test_autosave import Person, moves, new_controller, play_until

    saver = Autosaver()
    ctrl = new_controller(1, seed=4)
    play_until(ctrl, Person(4), moves(12), saver=saver)
    data = json.loads(saver.path.read_text(encoding="utf-8"))
    data["seats"][0]["name"] = name
    if len(name) < 1000:
        data["record"]["players"][0] = name
    saver.path.write_text(json.dumps(data), encoding="utf-8")
    return saver.path


@pytest.mark.parametrize("name", ["N" * BIG, "Ann\ud800", "\x1b]0;pwned\x07"])
def test_a_save_with_a_hostile_name_is_set_aside(name):
    path = hostile_save(name)
    got = Autosaver().load()
    assert got.resumed is None and "damaged" in got.notice and len(got.notice) < 300
    assert not path.exists() and len(aside(path.parent, "autosave")) == 1


@pytest.mark.slow
def test_a_ten_megabyte_name_in_the_save_does_not_stop_the_window(piquet_home):
    """It used to end the process with a segmentation fault on Resume."""
    hostile_save("N" * BIG)
    proc = subprocess.run([sys.executable, "-m", "piquet_game", "--frames", "20"], capture_output=True,
                          text=True, timeout=120, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT), "PIQUET_HOME": str(piquet_home)})
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert aside(data_dir(), "autosave")


def test_the_menu_tells_of_a_hostile_save_and_offers_nothing(piquet_home):
    from ui_driver import find_button, make_app, tick

    from piquet_game.view.menu import MenuScene

    hostile_save("Ann\x1b[2J" + "N" * BIG)
    app = make_app(animation="off")
    try:
        app.stack.replace(MenuScene(app))
        tick(app, 3)
        assert find_button(app, "Resume") is None
        assert any("damaged" in n for n in app.notices)
    finally:
        app.close()


def test_a_kept_game_with_a_hostile_opponent_is_set_aside():
    rec = record_with(mode="computer", viewer=0, opponent="\x1b[2J" * 10)
    folder = history.games_dir()
    folder.mkdir(parents=True)
    (folder / "20250101-120000-evil.json").write_text(json.dumps(rec), encoding="utf-8")
    good = record_with(mode="computer", viewer=0, opponent="Josephine")
    (folder / "20250102-120000-josephine.json").write_text(json.dumps(good), encoding="utf-8")
    found, notices = history.entries()
    assert [e.opponent for e in found] == ["Josephine"]
    assert len(notices) == 1 and "20250101-120000-evil.json" in notices[0]


def test_settings_names_are_cleaned(piquet_home):
    path = config_dir() / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": 1, "player_name": "\x1b[31mEvil\ud800" + "e" * 100,
                                "names": ["\u202e", "Bob\x00"]}), encoding="utf-8")
    s = Settings.load()
    assert s.player_name == "[31mEvil" + "e" * (NAME_MAX - 8)
    assert s.names == ["Player 1", "Bob"]
    assert all(name_problem(n) is None for n in [s.player_name, *s.names])


def test_text_drawn_from_a_file_is_cut_and_escaped():
    from ui_driver import make_app

    app = make_app(animation="off")
    try:
        for hostile in ("N" * BIG, "a\ud800b\x1b[2J"):
            surf = app.text.render(hostile, 20)
            assert 0 < surf.get_width() < 20 * 400
            assert app.text.wrap(hostile, 20, 400)
    finally:
        app.close()


# ------------------------------------------------------------------ what a stopped run left


def test_stale_temporary_files_are_removed_at_start(piquet_home):
    from ui_driver import make_app

    data = data_dir()
    data.mkdir(parents=True)
    outside = piquet_home / "precious.txt"
    outside.write_text("keep me", encoding="utf-8")
    dead = data / ".autosave.json.999999999.1.tmp"
    dead.write_text("half a save", encoding="utf-8")
    link = data / ".settings.json.999999998.7.tmp"
    link.symlink_to(outside)
    live = data / f".autosave.json.{os.getppid()}.1.tmp"  # another copy of the game, writing
    live.write_text("being written", encoding="utf-8")
    other = data / ".notes.tmp"
    other.write_text("not ours", encoding="utf-8")
    app = make_app(animation="off")
    app.close()
    assert not dead.exists() and not os.path.lexists(link)
    assert outside.read_text(encoding="utf-8") == "keep me"
    assert live.exists() and other.exists()
    assert remove_stale_temporaries() == 0


# ------------------------------------------------------------------ failures before the window


def test_a_window_that_cannot_start_writes_a_log_and_says_where(monkeypatch, capsys):
    from piquet_game.view import app as app_module

    def broken(*args, **kwargs):
        raise RuntimeError("no display here " + "x" * BIG)

    monkeypatch.setattr(app_module.App, "__init__", broken)
    assert cli.main(["--frames", "2"]) == 1
    err = capsys.readouterr().err
    [log] = list(log_dir().glob("crash-*.log"))
    assert err.count("\n") == 1 and str(log) in err and "RuntimeError" in err and len(err) < 500
    assert "no display here" in log.read_text(encoding="utf-8")


def test_a_window_that_fails_past_its_crash_screen_writes_a_log(monkeypatch, capsys):
    from piquet_game.view import app as app_module

    def broken(self, dt):
        raise RuntimeError("every frame fails")

    monkeypatch.setattr(app_module.App, "frame", broken)
    assert cli.main(["--frames", "5"]) == 1
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "every frame fails" in err and "crash-" in err
    assert len(list(log_dir().glob("crash-*.log"))) == 3  # two crash screens, then the end


def test_a_fault_is_reported_on_the_next_start(piquet_home):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PIQUET_HOME": str(piquet_home)}
    code = ("from piquet_game.crashlog import watch_faults; watch_faults(); "
            "import faulthandler; faulthandler._sigsegv()")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60, env=env)
    assert proc.returncode != 0
    from piquet_game.crashlog import last_fault

    report = last_fault()
    assert report is not None and "Fatal Python error" in report.read_text(encoding="utf-8")
    assert last_fault() is None  # told once


def test_a_link_in_place_of_the_temporary_file_is_not_written_through(tmp_path):
    import threading

    from piquet_game.paths import atomic_write

    outside = tmp_path / "precious.txt"
    outside.write_text("keep me", encoding="utf-8")
    path = tmp_path / "data" / "autosave.json"
    path.parent.mkdir()
    tmp = path.with_name(f".autosave.json.{os.getpid()}.{threading.get_ident()}.tmp")
    tmp.symlink_to(outside)
    atomic_write(path, "{}\n")
    assert path.read_text(encoding="utf-8") == "{}\n" and not path.is_symlink()
    assert outside.read_text(encoding="utf-8") == "keep me" and not os.path.lexists(tmp)


def test_the_menu_wraps_its_notices_below_its_buttons():
    from ui_driver import SHOTS, make_app, tick

    from piquet_game.view.menu import MenuScene

    app = make_app(size=(960, 600), animation="off")
    try:
        menu = MenuScene(app)
        app.stack.replace(menu)
        app.notices = [
            "Your settings file is a named pipe, not an ordinary file: it was moved aside as "
            "settings.broken-20261124-021444.json. The default settings are used.",
            "Your saved game is a device, not an ordinary file: it was moved aside as "
            "autosave.broken-20261124-021444.json.",
        ]
        drawn = []
        blit = app.text.blit

        def spy(surface, text, size, pos, *args, **kwargs):
            rect = blit(surface, text, size, pos, *args, **kwargs)
            drawn.append((text, rect))
            return rect

        app.text.blit = spy
        tick(app)
        rows = [(t, r) for t, r in drawn if r.top >= menu._end_y]
        words = " ".join(t for t, _ in rows)
        assert "settings.broken-20261124-021444.json" in words and "autosave.broken" in words
        for _, rect in rows:
            assert 0 <= rect.left and rect.right <= 960 and rect.bottom <= 600
        app.save_screenshot(SHOTS / "menu" / "notices-960x600.png")
    finally:
        app.close()
