"""Reading and writing the game's JSON files, one way for all of them.

The conventions are those of the settings and the tutorial's progress:

* a missing file is no news: no data, no notice;
* a file that cannot be read (permissions, a folder in its place) gives no data,
  a notice, and ``read_only``: nothing is written over it this time;
* a file is read with :func:`read_limited`: never more than
  :data:`MAX_FILE_BYTES`, and only an ordinary file (a named pipe or a device in
  its place is never opened for reading, so nothing waits on it);
* a damaged file (empty, truncated, not UTF-8, not JSON, not a JSON object, a
  format number that is not a number, larger than :data:`MAX_FILE_BYTES`, not an
  ordinary file) is moved aside as
  ``NAME.broken-YYYYmmdd-HHMMSS.json``, byte for byte, and the notice names the
  file kept; if it cannot be moved it is left where it is and ``read_only`` is set;
* a file written by a newer version (its format number above ``newest``) is
  refused with a notice, left exactly as it is, and ``read_only`` is set so that it
  is never overwritten.

A caller that finds more wrong once the JSON has been read (a field of the wrong
type, a record that breaks a rule) moves the file aside with :func:`set_aside`.
Nothing here raises.
"""

from __future__ import annotations

import json
import os
import re
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..common.names import quoted
from ..i18n import N_, Said
from ..paths import atomic_write, free_path
from ..rules import record as game_record

#: ``"format": "piquet-record/N"`` in a game record; other files number their format.
_RECORD_FORMAT = re.compile(r"piquet-record/([0-9]{1,9})")


#: The largest file the game reads: far above any real record or save (a partie of
#: six deals is some 20 KB; a record of the longest partie is well under 1 MB).
MAX_FILE_BYTES = 10 * 1024 * 1024


class Damaged(ValueError):
    """A file whose content is not what it should be (raised and caught in this package)."""


class Refused(OSError):
    """A file that is not read at all: not an ordinary file, or too large.
    ``reason`` says which, in words for the player ("a named pipe, not an
    ordinary file")."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


_KINDS = ((stat.S_ISFIFO, N_("a named pipe")), (stat.S_ISCHR, N_("a device")), (stat.S_ISBLK, N_("a device")),
          (stat.S_ISSOCK, N_("a socket")))


def _check_kind(st: os.stat_result) -> None:
    if stat.S_ISREG(st.st_mode):
        return
    if stat.S_ISDIR(st.st_mode):
        raise IsADirectoryError(21, "Is a directory")
    kind = next((words for test, words in _KINDS if test(st.st_mode)), N_("something else"))
    raise Refused(Said(N_("{kind}, not an ordinary file"), kind=Said(kind)))


_READ_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
               | getattr(os, "O_BINARY", 0))


def _too_large(limit: int) -> Refused:
    if limit >= 1024 * 1024:
        return Refused(Said(N_("larger than {size} MB, more than any game file"),
                            size=limit // (1024 * 1024)))
    return Refused(Said(N_("larger than {size} bytes"), size=limit))


def read_limited(path: Path | str, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the ordinary file ``path`` (a link to one is followed).
    Raises :class:`Refused` for a file of another kind (a named pipe, a device,
    a socket) without reading from it, or one larger than ``limit`` bytes after
    reading at most one byte more; :class:`OSError` as ``open`` does otherwise
    (:class:`FileNotFoundError`, :class:`IsADirectoryError`, :class:`PermissionError`).
    Nothing here waits: the file is opened without blocking."""
    _check_kind(os.stat(path))
    fd = os.open(path, _READ_FLAGS)
    try:
        st = os.fstat(fd)
        _check_kind(st)  # what was opened, should the name have changed hands since
        if st.st_size > limit:
            raise _too_large(limit)
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise _too_large(limit)
        return b"".join(chunks)
    finally:
        os.close(fd)


@dataclass
class Loaded:
    """What :func:`read_json` found: the object (None when there is nothing to use),
    a notice for the player ("" when all is well) and whether the file is to be left
    alone (not overwritten)."""

    data: dict[str, Any] | None
    notice: str = ""
    read_only: bool = False


def format_version(data: dict[str, Any]) -> int | None:
    """The format number of a file's object: its ``format`` as a number, or N of
    ``piquet-record/N``; None when there is no ``format``.  Raises :class:`Damaged`
    for a format of another kind."""
    if "format" not in data:
        return None
    value = data["format"]
    if type(value) is int:
        return value
    if isinstance(value, str):
        m = _RECORD_FORMAT.fullmatch(value)
        if m:
            return int(m.group(1))
    raise Damaged(f"format {quoted(value)} is not a format this game writes")


def newer_notice(kind_words: str) -> Said:
    return Said(N_("Your {kind} was written by a newer version of Piquet; it is left as it is and not used."),
                kind=_kind(kind_words))


def _kind(kind_words: str) -> Said:
    """A file's kind as said in a notice: marked words ("saved game") said in the
    screen's language, or words said already."""
    return kind_words if isinstance(kind_words, Said) else Said(kind_words)


def read_json(path: Path, kind_words: str, newest: int) -> Loaded:
    """Read the JSON object in ``path``; ``kind_words`` name the file for the player
    ("saved game"), ``newest`` is the highest format number this version reads."""
    try:
        raw = read_limited(path)
    except FileNotFoundError:
        return Loaded(None)
    except Refused as exc:
        return set_aside(path, kind_words, exc.reason)
    except OSError as exc:
        reason = exc.strerror or exc.__class__.__name__
        return Loaded(None, Said(N_("Your {kind} could not be read ({reason}); it is left as it is."),
                                 kind=_kind(kind_words), reason=reason), True)
    try:
        data = game_record.parse_json(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise Damaged("not a JSON object")
        version = format_version(data)
    except ValueError:  # UnicodeDecodeError and RecordError are ValueErrors
        return set_aside(path, kind_words)
    if version is not None and version > newest:
        return Loaded(None, newer_notice(kind_words), True)
    return Loaded(data)


def aside_path(path: Path) -> Path:
    """A free name beside ``path`` for keeping it as damaged."""
    return free_path(path.parent, f"{path.stem}.broken-{time.strftime('%Y%m%d-%H%M%S')}", path.suffix)


def set_aside(path: Path, kind_words: str, why: str = "") -> Loaded:
    """Move a damaged file out of the way, keeping it whole; the :class:`Loaded` to
    answer with (no data, the notice, read_only if it could not be moved).
    ``why`` says what the file is, when it is more than damaged ("larger than 10 MB")."""
    aside = aside_path(path)
    kind = _kind(kind_words)
    try:
        path.rename(aside)
    except OSError:
        if why:
            return Loaded(None, Said(N_("Your {kind} is {why}, and could not be moved aside; it is left as "
                                        "it is and not used."), kind=kind, why=why), True)
        return Loaded(None, Said(N_("Your {kind} was damaged, and could not be moved aside; it is left as it "
                                    "is and not used."), kind=kind), True)
    if why:
        return Loaded(None, Said(N_("Your {kind} is {why}: it was moved aside as {name}."), kind=kind,
                                 why=why, name=aside.name))
    return Loaded(None, Said(N_("Your {kind} was damaged and cannot be used; the damaged file was kept as "
                                "{name}."), kind=kind, name=aside.name))


def write_reason(path: Path, data: dict[str, Any]) -> str:
    """Write ``data`` to ``path`` atomically (the old file or the new one survives a
    crash, never half of either).  A game record is written one action a line.
    "" when it is written; otherwise why not, in words for the player ("No space
    left on device"), the old file left as it was.  Never raises."""
    try:
        if data.get("format") == game_record.FORMAT and isinstance(data.get("deals"), list):
            text = game_record.dumps(data)
        else:
            text = json.dumps(data) + "\n"  # one line: the fast encoder (a save is written at every move)
        atomic_write(path, text)
        return ""
    except OSError as exc:
        return exc.strerror or type(exc).__name__
    except Exception as exc:  # noqa: BLE001 - a file that cannot be written never stops the game
        return f"{type(exc).__name__}: {str(exc)[:80]}"


def write_json(path: Path, data: dict[str, Any]) -> bool:
    """:func:`write_reason`, answering whether the file was written."""
    return not write_reason(path, data)


__all__ = ["MAX_FILE_BYTES", "Damaged", "Loaded", "Refused", "aside_path", "format_version", "read_json",
           "read_limited", "set_aside", "write_json", "write_reason"]
