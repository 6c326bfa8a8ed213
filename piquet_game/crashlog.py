"""When the game fails: the details go to a file in the log folder, the player is
told in one line where it is.  No pygame here: this works when the window cannot
even be opened.

* :func:`write_crash_log` writes the traceback of an exception;
* :func:`watch_faults` has :mod:`faulthandler` write the Python stack of every
  thread to ``faults.log`` should the process die of a fault (a crash inside a
  library, where no exception is raised); the next start finds it, keeps it as
  ``fault-YYYYmmdd-HHMMSS.log`` and says so (:func:`last_fault`).
"""

from __future__ import annotations

import faulthandler
import os
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from .paths import free_path, log_dir

FAULTS = "faults.log"


def _free_path(folder: Path, stem: str) -> Path:
    return free_path(folder, f"{stem}-{time.strftime('%Y%m%d-%H%M%S')}", ".log")


def write_crash_log(exc: BaseException) -> Path | None:
    """Write the traceback of ``exc`` to a new file in the log folder; the path,
    or None when it cannot be written (then it goes to stderr)."""
    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    if len(text) > 200_000:  # an exception quoting a whole file: its head and tail say enough
        text = text[:100_000] + "\n[...]\n" + text[-100_000:]
    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = _free_path(folder, "crash")
        with open(path, "x", encoding="utf-8", errors="backslashreplace") as fh:
            fh.write(f"Piquet crashed at {time.strftime('%Y-%m-%d %H:%M:%S')}\n\n{text}")
        return path
    except OSError:
        try:
            sys.stderr.write(text)
        except (OSError, ValueError):
            pass
        return None


def last_fault() -> Path | None:
    """The report of a fault that stopped the game last time (kept under a new
    name, so that it is told once), or None."""
    try:
        path = log_dir() / FAULTS
        if path.is_file() and path.stat().st_size > 0:
            kept = _free_path(path.parent, "fault")
            path.rename(kept)
            return kept
    except OSError:
        pass
    return None


def watch_faults() -> Callable[[], None]:
    """Have a fault (a crash in native code) write every thread's stack to
    ``faults.log`` in the log folder; the function that puts things back as they
    were.  Best effort: nothing changes when the file cannot be opened."""
    was_on = faulthandler.is_enabled()
    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(folder / FAULTS, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0),
                     0o644)
        fh = os.fdopen(fd, "w")
        faulthandler.enable(file=fh, all_threads=True)
    except (OSError, ValueError, RuntimeError):
        return lambda: None

    def undo() -> None:
        try:
            faulthandler.disable()
            if was_on and sys.stderr is not None:
                faulthandler.enable()
        except (OSError, ValueError, RuntimeError):
            pass
        fh.close()
        try:  # an empty report is no report
            if (folder / FAULTS).stat().st_size == 0:
                (folder / FAULTS).unlink()
        except OSError:
            pass

    return undo


__all__ = ["FAULTS", "last_fault", "watch_faults", "write_crash_log"]
