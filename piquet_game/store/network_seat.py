"""The guest's side of a network partie, saved: where it was and the token of its seat.

``data_dir() / "network-seat.json"``, written when a host welcomes us and cleared
when the partie's record has come (it is then kept with the finished games)::

    {"format": 1, "host": "192.168.1.20", "port": 48123, "name": "Ann",
     "token": "...", "opponent": "Bob", "game": "rubicon", "saved_at": "..."}

The host keeps the partie itself (its network autosave); the guest keeps only what
it needs to take its seat again after its program was closed: joining the same
address again uses the token.  A damaged file is set aside with a notice, as every
file the game reads; nothing here raises.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ..i18n import N_
from ..paths import data_dir
from .files import Damaged, read_json, set_aside, write_reason

SEAT_FORMAT = 1
KIND_WORDS = N_("network seat")


def default_path() -> Path:
    return data_dir() / "network-seat.json"


@dataclass(frozen=True)
class SavedSeat:
    host: str
    port: int
    name: str
    token: str
    opponent: str = ""
    game: str = ""


def _text(data: dict[str, Any], key: str, limit: int, least: int = 0) -> str:
    value = data.get(key, "")
    if not isinstance(value, str) or not least <= len(value) <= limit or not value.isprintable():
        raise Damaged(f"{key} is text of at most {limit} characters")
    return value


def load(path: Path | None = None) -> tuple[SavedSeat | None, str]:
    """The seat saved, or None, and a notice ("" when there is nothing to tell)."""
    path = path or default_path()
    loaded = read_json(path, KIND_WORDS, SEAT_FORMAT)
    if loaded.data is None:
        return None, loaded.notice
    try:
        data = loaded.data
        port = data.get("port")
        if type(port) is not int or not 0 < port < 65536:
            raise Damaged("port is a port number")
        return SavedSeat(_text(data, "host", 255, 1), port, _text(data, "name", 80),
                         _text(data, "token", 64, 8), _text(data, "opponent", 80),
                         _text(data, "game", 120)), ""
    except Damaged:
        return None, set_aside(path, KIND_WORDS).notice


def save(seat: SavedSeat, path: Path | None = None) -> str:
    """Write the seat; why it could not be written ("" when it was)."""
    return write_reason(path or default_path(), {
        "format": SEAT_FORMAT, "host": seat.host, "port": seat.port, "name": seat.name, "token": seat.token,
        "opponent": seat.opponent, "game": seat.game,
        "saved_at": datetime.now().astimezone().isoformat(timespec="seconds")})


def clear(path: Path | None = None) -> None:
    try:
        (path or default_path()).unlink(missing_ok=True)
    except OSError:
        pass


__all__ = ["SavedSeat", "clear", "default_path", "load", "save"]
