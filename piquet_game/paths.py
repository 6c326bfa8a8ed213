"""Where the game keeps its files, by platformdirs (app name ``piquet``).

``PIQUET_HOME`` puts every folder under one directory (tests, portable use).
Nothing here creates a folder until a file is written into it.
"""

from __future__ import annotations

import os
import re
import threading
from pathlib import Path

import platformdirs

APP = "piquet"


def _home() -> Path | None:
    value = os.environ.get("PIQUET_HOME")
    return Path(value).expanduser() if value else None


def config_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "config"
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "data"
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def log_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "logs"
    return Path(platformdirs.user_log_dir(APP, appauthor=False))


def free_path(folder: Path, stem: str, suffix: str) -> Path:
    """``folder / (stem + suffix)``, or, when that name is taken, the first free
    one of ``stem-2``, ``stem-3``, ... with the same suffix."""
    path = folder / f"{stem}{suffix}"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{stem}-{n}{suffix}"
    return path


_CREATE_FLAGS = (os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
                 | getattr(os, "O_BINARY", 0))


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves the old file or the new
    one, never half of either: a temporary file beside it, flushed and synced to
    the disk, then renamed over the old one (and the folder synced, where the
    system allows it, so the rename itself survives a power cut).  Raises
    :class:`OSError` when it cannot write; the old file is then left as it was."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    try:
        try:  # a new file of our own: never through a link left in its place
            fd = os.open(tmp, _CREATE_FLAGS, 0o666)
        except FileExistsError:
            tmp.unlink()
            fd = os.open(tmp, _CREATE_FLAGS, 0o666)
        with open(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    finally:
        try:
            tmp.unlink()
        except OSError:
            pass  # renamed (the usual case), or never made
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable; best effort (not every system can open a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


_TEMPORARY = re.compile(r"\.(.+)\.(\d+)\.(\d+)\.tmp")


def _alive(pid: int) -> bool:
    """Whether a process ``pid`` runs (another copy of the game, writing)."""
    if pid == os.getpid():
        return False  # this process has written nothing yet: the file is an earlier one's
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError, OverflowError):
        return True  # there is such a process (another user's), or it cannot be told
    return True


def remove_stale_temporaries(folders: list[Path] | None = None) -> int:
    """Remove the temporary files :func:`atomic_write` left behind when a run of
    the game stopped in the middle of a write (``.NAME.<pid>.<thread>.tmp`` of a
    process that no longer runs), in the game's folders (every one it writes in:
    the kept games of Ass and the reviews of the kept parties too); how many were
    removed.  Never raises."""
    if folders is None:
        games = data_dir() / "games"
        folders = [config_dir(), data_dir(), games, games / "ass", games / "reviews"]
    removed = 0
    for folder in folders:
        try:
            with os.scandir(folder) as it:
                names = [e.name for e in it if e.name.startswith(".") and e.name.endswith(".tmp")]
        except OSError:
            continue
        for name in names[:10_000]:
            m = _TEMPORARY.fullmatch(name)
            if m is None or _alive(int(m.group(2)[:12])):
                continue
            try:
                (folder / name).unlink()  # a link is removed, not what it points to
                removed += 1
            except OSError:
                pass
    return removed
