"""Reading and writing the game's JSON files, one way for all of them.

The conventions are those of the settings and the tutorial's progress:

* a missing file is no news: no data, no notice;
* a file that cannot be read (permissions, a folder in its place) gives no data,
  a notice, and ``read_only``: nothing is written over it this time;
* a damaged file (empty, truncated, not UTF-8, not JSON, not a JSON object, a
  format number that is not a number) is moved aside as
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
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..paths import atomic_write
from ..rules import record as game_record

#: ``"format": "piquet-record/N"`` in a game record; other files number their format.
_RECORD_FORMAT = re.compile(r"piquet-record/(\d+)")


class Damaged(ValueError):
    """A file whose content is not what it should be (raised and caught in this package)."""


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
    raise Damaged(f"format {value!r} is not a format this game writes")


def newer_notice(kind_words: str) -> str:
    return (f"Your {kind_words} was written by a newer version of Piquet; "
            "it is left as it is and not used.")


def read_json(path: Path, kind_words: str, newest: int) -> Loaded:
    """Read the JSON object in ``path``; ``kind_words`` name the file for the player
    ("saved game"), ``newest`` is the highest format number this version reads."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return Loaded(None)
    except OSError as exc:
        reason = exc.strerror or exc.__class__.__name__
        return Loaded(None, f"Your {kind_words} could not be read ({reason}); it is left as it is.", True)
    try:
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise Damaged("not a JSON object")
        version = format_version(data)
    except (ValueError, RecursionError):  # UnicodeDecodeError and JSONDecodeError are ValueErrors
        return set_aside(path, kind_words)
    if version is not None and version > newest:
        return Loaded(None, newer_notice(kind_words), True)
    return Loaded(data)


def aside_path(path: Path) -> Path:
    """A free name beside ``path`` for keeping it as damaged."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem}.broken-{stamp}{path.suffix}")
    n = 1
    while aside.exists():
        n += 1
        aside = path.with_name(f"{path.stem}.broken-{stamp}-{n}{path.suffix}")
    return aside


def set_aside(path: Path, kind_words: str) -> Loaded:
    """Move a damaged file out of the way, keeping it whole; the :class:`Loaded` to
    answer with (no data, the notice, read_only if it could not be moved)."""
    aside = aside_path(path)
    try:
        path.rename(aside)
    except OSError:
        return Loaded(None, f"Your {kind_words} was damaged and could not be moved aside; "
                            "it is left as it is and not used.", True)
    return Loaded(None, f"Your {kind_words} was damaged and cannot be used; "
                        f"the damaged file was kept as {aside.name}.")


def write_json(path: Path, data: dict[str, Any]) -> bool:
    """Write ``data`` to ``path`` atomically (the old file or the new one survives a
    crash, never half of either).  A game record is written one action a line.
    False, and nothing raised, if it cannot be written."""
    try:
        if data.get("format") == game_record.FORMAT and isinstance(data.get("deals"), list):
            text = game_record.dumps(data)
        else:
            text = json.dumps(data, indent=1) + "\n"
        atomic_write(path, text)
        return True
    except Exception:  # noqa: BLE001 - a file that cannot be written never stops the game
        return False


__all__ = ["Damaged", "Loaded", "aside_path", "format_version", "read_json", "set_aside", "write_json"]
