"""Finished parties, kept as game records for the replay viewer and the statistics.

Each finished partie is one file, ``data_dir() / "games" / "<YYYYmmdd-HHMMSS>-<slug>.json"``:
a game record (``piquet-record/1``, see docs/RECORD-FORMAT.md, so ``piquet replay`` reads
it) with these top-level fields besides, which record readers ignore:

``mode``      ``"computer"`` or ``"two-players"``
``viewer``    the person's seat against the computer; null for two players (or
              for the computer against itself)
``opponent``  the name of the person's opponent (for two players, seat 1's name:
              such a partie is seen from seat 0)
``level``     the computer's level, or null
``finished``  when the partie ended, ISO 8601 with the offset
``take_backs`` how many decisions the person took back (left out when none)

The game itself is the record's own ``variant`` and ``options``
(:attr:`Entry.variant`).

:func:`entries` lists every kept game, newest first, replaying each record once to
check it and to take from it what the statistics need.  A file that is damaged or
does not replay is moved aside (``NAME.broken-YYYYmmdd-HHMMSS.json``) with a notice
and the others are still listed; a file written by a newer version is left as it is,
with a notice, and not listed.  Missing extra fields take their defaults (a record
copied in by hand is a partie between two players); present but of the wrong type,
the file is treated as damaged.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ..paths import data_dir, free_path
from ..rules import Game
from ..rules.names import name_problem, quoted
from ..rules.record import FORMAT as RECORD_FORMAT
from ..rules.record import RecordError, game_to_record, loads, parse_json, replay
from ..rules.variant import RUBICON, Variant
from .files import Damaged, read_json, read_limited, set_aside, write_reason

MODES = ("computer", "two-players")
#: The event kinds counted for each seat.
BONUS_KINDS = ("pique", "repique", "capot")
_NEWEST_RECORD = int(RECORD_FORMAT.rsplit("/", 1)[1])
_STAMP = re.compile(r"(\d{8}-\d{6})-")


def games_dir() -> Path:
    return data_dir() / "games"


@dataclass
class Entry:
    """One kept partie, as the list of games and the statistics see it."""

    path: Path
    finished: datetime | None
    players: tuple[str, str]
    viewer: int | None
    opponent: str | None
    level: int | None
    mode: str
    totals: tuple[int, int]
    winner: int | None
    result: int | None
    rubicon: bool                 # the loser ended under the line (rubiconed, lurched...)
    deals: int                    # deals played, extra deals included
    complete: bool = True         # the record plays the partie to its end
    deal_scores: tuple[tuple[int, int], ...] = ()
    #: per kind in BONUS_KINDS, how many each seat made
    bonuses: dict[str, tuple[int, int]] = field(default_factory=dict)
    take_backs: int = 0           # decisions the person took back in the partie
    #: the game played, with its options (Rubicon Piquet for a record that does not say)
    variant: Variant = RUBICON
    #: a match of games (Picchetto): the games each seat won (``totals`` are the last
    #: game's, ``result`` the winner's margin in games); None for a partie
    games: tuple[int, int] | None = None
    #: open capots announced and made by each seat (Russian Piquet; also in "capot")
    open_capots: tuple[int, int] = (0, 0)
    #: Contract Piquet: the contracts each seat won the auction with, made and broken
    contracts_made: tuple[int, int] = (0, 0)
    contracts_broken: tuple[int, int] = (0, 0)
    #: deals thrown in (both passed) and dealt again
    thrown_in: int = 0

    @property
    def when(self) -> float:
        """The finishing time as a number, for ordering (0 when unknown)."""
        return self.finished.timestamp() if self.finished is not None else 0.0

    @property
    def seat(self) -> int:
        """The seat whose results these are: the person's, seat 0 for two players."""
        return self.viewer if self.viewer in (0, 1) else 0

    @property
    def outcome(self) -> str:
        """"won", "lost" or "drawn", for :attr:`seat`."""
        if self.winner is None:
            return "drawn"
        return "won" if self.winner == self.seat else "lost"


def _slug(text: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:32].strip("-")
    return slug or "partie"


def _now() -> datetime:
    return datetime.now().astimezone().replace(microsecond=0)


@dataclass(frozen=True)
class Kept:
    """What keeping a partie came to: the file it is in, or None and why not."""

    path: Path | None
    reason: str = ""


def try_keep(game: Game, *, viewer: int | None, mode: str, opponent: str | None = None,
             level: int | None = None, finished: datetime | None = None,
             directory: Path | None = None, take_backs: int = 0) -> Kept:
    """Keep a finished partie: the file it is in (the one it was already in, if the
    same partie was kept before), or no file and why not (not finished, or the
    disk's reason, "No space left on device").  ``opponent`` defaults to the name
    in the other seat (seat 1's for two players).  Never raises."""
    try:
        if not game.is_over or mode not in MODES or viewer not in (None, 0, 1):
            return Kept(None, "the partie is not finished")
        if opponent is None:
            opponent = game.players[1 - viewer] if viewer is not None else game.players[1]
        finished = finished or _now()
        extra: dict[str, Any] = {"take_backs": take_backs} if take_backs else {}
        record = game_to_record(game, mode=mode, viewer=viewer, opponent=opponent, level=level,
                                finished=finished.isoformat(timespec="seconds"), **extra)
        folder = directory or games_dir()
        slug = _slug(opponent if viewer is not None else f"{game.players[0]}-{game.players[1]}")
        same = _already_kept(folder, record, slug)
        if same is not None:
            return Kept(same)
        path = free_path(folder, f"{finished.strftime('%Y%m%d-%H%M%S')}-{slug}", ".json")
        reason = write_reason(path, record)
        return Kept(None, reason) if reason else Kept(path)
    except Exception as exc:  # noqa: BLE001 - keeping a game never stops the game
        return Kept(None, type(exc).__name__)


def keep(game: Game, *, viewer: int | None, mode: str, opponent: str | None = None,
         level: int | None = None, finished: datetime | None = None,
         directory: Path | None = None) -> Path | None:
    """:func:`try_keep`, answering with the file only (None if it could not be kept)."""
    return try_keep(game, viewer=viewer, mode=mode, opponent=opponent, level=level, finished=finished,
                    directory=directory).path


def try_keep_controller(controller, viewer: int | None, finished: datetime | None = None,
                        directory: Path | None = None) -> Kept:
    """:func:`try_keep` for a :class:`~piquet_game.controller.Controller`'s partie:
    the mode, the opponent and the level are read from its seats."""
    try:
        seats = controller.seats
        mode = "two-players" if controller.is_hot_seat else "computer"
        opponent = level = None
        if viewer in (0, 1):
            opponent = seats[1 - viewer].name
            level = seats[1 - viewer].level
        return try_keep(controller.game, viewer=viewer if mode == "computer" else None, mode=mode,
                        opponent=opponent, level=level, finished=finished, directory=directory,
                        take_backs=controller.taken_back)
    except Exception as exc:  # noqa: BLE001
        return Kept(None, type(exc).__name__)


def keep_controller(controller, viewer: int | None, finished: datetime | None = None,
                    directory: Path | None = None) -> Path | None:
    """:func:`try_keep_controller`, answering with the file only."""
    return try_keep_controller(controller, viewer, finished, directory).path


def _already_kept(folder: Path, record: dict[str, Any], slug: str) -> Path | None:
    """A file in ``folder`` holding the same partie (same players, same deals)."""
    try:
        candidates = sorted(folder.glob(f"*-{slug}*.json"))
    except OSError:
        return None
    for path in candidates:
        if path.name.startswith(".") or ".broken-" in path.name:
            continue
        try:
            data = parse_json(read_limited(path).decode("utf-8"))
        except (OSError, ValueError):
            continue
        if (isinstance(data, dict) and data.get("players") == record["players"]
                and data.get("deals") == record["deals"]):
            return path
    return None


# ------------------------------------------------------------------ reading


def _finished_of(data: dict[str, Any], path: Path) -> datetime | None:
    value = data.get("finished")
    if value is not None:
        if not isinstance(value, str):
            raise Damaged("finished is a time")
        try:
            return datetime.fromisoformat(value)
        except ValueError:
            raise Damaged(f"finished is not a time: {quoted(value)}") from None
    m = _STAMP.match(path.name)
    if m:
        try:
            return datetime.strptime(m.group(1), "%Y%m%d-%H%M%S")
        except ValueError:
            pass
    try:
        return datetime.fromtimestamp(path.stat().st_mtime)
    except OSError:
        return None


class NotShown(Exception):
    """A valid record of a game the window does not show yet (three or four
    players): left where it is, with a notice, never set aside."""


def entry_of(path: Path, data: dict[str, Any]) -> Entry:
    """The :class:`Entry` of a kept game's JSON object; raises :class:`Damaged` or
    :class:`RecordError`."""
    mode = data.get("mode", "two-players")
    if mode not in MODES:
        raise Damaged(f"mode {quoted(mode)} is not one of {MODES}")
    viewer = data.get("viewer")
    if viewer is not None and (type(viewer) is not int or viewer not in (0, 1)):
        raise Damaged("viewer is a seat or null")
    opponent = data.get("opponent")
    if opponent is not None and name_problem(opponent) is not None:
        raise Damaged(f"opponent: {name_problem(opponent)}")
    level = data.get("level")
    if level is not None and type(level) is not int:
        raise Damaged("level is a number or null")
    take_backs = data.get("take_backs", 0)
    if type(take_backs) is not int or take_backs < 0:
        raise Damaged("take_backs is a count")
    finished = _finished_of(data, path)
    game = replay(data).game
    if game.variant.players != 2:
        raise NotShown(f"a game of {game.variant.players} players, which the window does not show yet")
    players = (game.players[0], game.players[1])
    if opponent is None:
        opponent = players[1 - viewer] if viewer is not None else players[1]
    totals = game.totals
    bonuses = {kind: (0, 0) for kind in BONUS_KINDS}
    open_capots = [0, 0]
    made, broken, thrown, declarer = [0, 0], [0, 0], 0, 0
    for log in game.history:
        for e in log.events:
            if e.kind in bonuses and e.seat in (0, 1):
                got = list(bonuses[e.kind])
                got[e.seat] += 1
                bonuses[e.kind] = (got[0], got[1])
            elif e.kind == "open-capot" and e.seat in (0, 1):
                open_capots[e.seat] += 1
            elif e.kind == "contract" and e.seat in (0, 1):
                declarer = e.seat
            elif e.kind == "undertricks" and e.seat in (0, 1):
                broken[1 - e.seat] += 1
        if any(e.kind == "contract" for e in log.events) and log.scores is not None:
            if not any(e.kind == "undertricks" for e in log.events):
                made[declarer] += 1
        thrown += len(log.thrown_in)
    games = None
    if game.variant.game_targets:
        games = (game.game_winners.count(0), game.game_winners.count(1))
    return Entry(
        path=path, finished=finished, players=players, viewer=viewer, opponent=opponent, level=level,
        mode=mode, totals=(totals[0], totals[1]), winner=game.winner, result=game.result,
        rubicon=game.is_over and game.variant.is_rubiconed(totals),
        deals=len(game.deal_scores), complete=game.is_over,
        deal_scores=tuple((d[0], d[1]) for d in game.deal_scores), bonuses=bonuses,
        take_backs=take_backs, variant=game.variant, games=games,
        open_capots=(open_capots[0], open_capots[1]),
        contracts_made=(made[0], made[1]), contracts_broken=(broken[0], broken[1]), thrown_in=thrown,
    )


def _listed(path: Path) -> bool:
    return not path.name.startswith(".") and ".broken-" not in path.name


def entries(directory: Path | None = None) -> tuple[list[Entry], list[str]]:
    """Every kept game, newest first, and the notices for the player (damaged files
    moved aside, newer ones left).  Never raises."""
    folder = directory or games_dir()
    found: list[Entry] = []
    notices: list[str] = []
    try:
        paths = sorted(p for p in folder.glob("*.json") if _listed(p))
    except OSError as exc:
        reason = exc.strerror or exc.__class__.__name__
        return [], [f"Your kept games could not be read ({reason})."]
    for path in paths:
        words = f"kept game {path.name}"
        try:
            loaded = read_json(path, words, _NEWEST_RECORD)
            if loaded.data is None:
                if loaded.notice:
                    notices.append(loaded.notice)
                continue
            try:
                found.append(entry_of(path, loaded.data))
            except NotShown as exc:
                notices.append(f"Your {words} is {exc}; it is left as it is.")
            except (Damaged, RecordError, ValueError, TypeError, KeyError, IndexError):
                notices.append(set_aside(path, words).notice)
        except Exception:  # noqa: BLE001 - one bad file never hides the others
            notices.append(f"Your {words} could not be read; it is left as it is.")
    found.sort(key=lambda e: (e.when, e.path.name), reverse=True)
    return found, notices


def load_game(path: Path) -> Game:
    """The partie in a kept file, replayed, for the replay viewer.  Raises
    :class:`OSError` if it cannot be read (:class:`~piquet_game.store.files.Refused`
    if it is not an ordinary file or too large), :class:`ValueError` if it is not
    UTF-8, and :class:`~piquet_game.rules.record.RecordError` (a ValueError) if it
    is not a valid record."""
    return loads(read_limited(path).decode("utf-8")).game


__all__ = ["BONUS_KINDS", "Entry", "Kept", "entries", "entry_of", "games_dir", "keep", "keep_controller",
           "load_game", "try_keep", "try_keep_controller"]
