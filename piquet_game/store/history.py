"""Finished parties, kept as game records for the replay viewer and the statistics.

Each finished partie is one file, ``data_dir() / "games" / "<YYYYmmdd-HHMMSS>-<slug>.json"``:
a game record (``piquet-record/1``, see docs/RECORD-FORMAT.md, so ``piquet replay`` reads
it) with these top-level fields besides, which record readers ignore:

``mode``      ``"computer"``, ``"two-players"`` (people sharing the computer: two,
              or more at a table of three or four) or ``"network"`` (a friend at
              another computer)
``viewer``    the person's seat against the computer or the network friend; null
              for two players (or for the computer against itself)
``opponent``  the name of the person's opponent (for two players, seat 1's name:
              such a partie is seen from seat 0); null at a table of three or
              four, whose players' names say who the opponents were
``level``     the computer's level, or null (at a table of three or four, the
              level of every computer seat when they are all at one, else null)
``levels``    at a table of three or four: each seat's level, null for a person
``finished``  when the partie ended, ISO 8601 with the offset
``take_backs`` how many decisions the person took back (left out when none)

The game itself is the record's own ``variant`` and ``options``
(:attr:`Entry.variant`).

A partie at a table of three or four (Piquet Normand, four-handed Piquet) is kept
the same way, the record holding its three or four players.  Its results are the
person's side's (seat 0's for people sharing the computer): in the partnership
game the side wins, loses or draws; in Piquet Normand the person left the table a
winner, or stayed and paid (:attr:`Entry.outcome`, :attr:`Entry.gain`).

:func:`entries` lists every kept game, newest first, replaying each record once to
check it and to take from it what the statistics need (:func:`recent_entries`
glances at the newest ones, quietly, for the menu).  A file that is damaged or
does not replay is moved aside (``NAME.broken-YYYYmmdd-HHMMSS.json``) with a notice
and the others are still listed; a file written by a newer version is left as it is,
with a notice, and not listed.  Missing extra fields take their defaults (a record
copied in by hand is a partie between two players); present but of the wrong type,
the file is treated as damaged.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ..common.names import name_problem, quoted
from ..i18n import ENGLISH, N_, Said
from ..paths import data_dir, free_path
from ..rules import Game
from ..rules.record import FORMAT as RECORD_FORMAT
from ..rules.record import RecordError, game_to_record, loads, parse_json, replay
from ..rules.variant import RUBICON, Variant
from ..vocabulary import shown_name
from .files import Damaged, format_version, read_json, read_limited, set_aside, write_reason

MODES = ("computer", "two-players", "network")
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
    players: tuple[str, ...]      # by seat: two, or three or four at a table
    viewer: int | None
    #: the person's opponent; at a table of three or four, who sat with the person
    #: (seat 0 for people sharing the computer) in words, with the computer's levels:
    #: "East and West (level 3)", "East (level 2), North (level 1) and West (level 2)"
    opponent: str | None
    level: int | None             # the computer's level (None at a table of three or four)
    mode: str
    totals: tuple[int, ...]       # by side: a seat, or partners
    winner: int | None            # a side; None for a drawn partie and in Piquet Normand
    result: int | None
    rubicon: bool                 # the loser ended under the line (rubiconed, lurched...)
    deals: int                    # deals played, extra deals included
    complete: bool = True         # the record plays the partie to its end
    deal_scores: tuple[tuple[int, ...], ...] = ()  # by side
    #: per kind in BONUS_KINDS, how many each side made
    bonuses: dict[str, tuple[int, ...]] = field(default_factory=dict)
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
    #: Piquet Normand: the players who left the table winners, in order, and the one
    #: who stayed and paid (None until the partie is over, and in every other game)
    left: tuple[int, ...] = ()
    loser: int | None = None
    #: at a table of three or four, each seat's computer level (None for a person, or
    #: not known)
    levels: tuple[int | None, ...] = ()
    #: Piquet Normand: the seats at the table in each deal (empty: every seat played
    #: every deal)
    at_table: tuple[tuple[int, ...], ...] = ()

    @property
    def personal(self) -> bool:
        """Whether the partie counts in the person's own figures: against the
        computer, from a seat of the table."""
        return self.mode == "computer" and self.viewer is not None and 0 <= self.viewer < len(self.players)

    @property
    def when(self) -> float:
        """The finishing time as a number, for ordering (0 when unknown)."""
        return self.finished.timestamp() if self.finished is not None else 0.0

    @property
    def seat(self) -> int:
        """The seat whose results these are: the person's, seat 0 for two players."""
        return self.viewer if self.viewer is not None and 0 <= self.viewer < len(self.players) else 0

    @property
    def side(self) -> int:
        """The side whose scores are :attr:`seat`'s: the seat, or its partnership."""
        return self.variant.side_of(self.seat)

    @property
    def outcome(self) -> str:
        """"won", "lost" or "drawn", for :attr:`seat`'s side; in Piquet Normand
        "won" is leaving the table a winner, "lost" paying."""
        if self.loser is not None:
            return "lost" if self.seat == self.loser else "won"
        if self.winner is None:
            return "drawn"
        return "won" if self.winner == self.side else "lost"

    @property
    def gain(self) -> int:
        """What the partie came to for :attr:`seat`'s side: +N won by N, -N lost by
        N, 0 drawn; in Piquet Normand a winner's stake (or, settled by the
        difference, his total less the loser's), and what the loser paid."""
        result = self.result or 0
        outcome = self.outcome
        if self.loser is not None and outcome == "won":
            if self.variant.shape.settlement == "difference":
                return self.totals[self.seat] - self.totals[self.loser]
            return 1
        return result if outcome == "won" else -result if outcome == "lost" else 0

    def played_deal(self, index: int) -> bool:
        """Whether :attr:`seat` played deal ``index`` (0-based): a player who left
        the table plays no more."""
        return not self.at_table or index >= len(self.at_table) or self.seat in self.at_table[index]


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
             directory: Path | None = None, take_backs: int = 0,
             levels: Sequence[int | None] | None = None) -> Kept:
    """Keep a finished partie: the file it is in (the one it was already in, if the
    same partie was kept before), or no file and why not (not finished, or the
    disk's reason, "No space left on device").  ``opponent`` defaults to the name
    in the other seat (seat 1's for two players).  At a table of three or four the
    players' names say who the opponents were (``opponent`` is not kept) and
    ``levels`` gives each seat's level (None for a person).  Never raises."""
    try:
        n = game.variant.players
        if not game.is_over or mode not in MODES or not (viewer is None or viewer in range(n)):
            return Kept(None, "the partie is not finished")
        extra: dict[str, Any] = {"take_backs": take_backs} if take_backs else {}
        if n > 2:
            seat_levels = list(levels) if levels is not None and len(levels) == n else [None] * n
            known = {lv for lv in seat_levels if lv is not None}
            opponent, level = None, (known.pop() if len(known) == 1 else None)
            extra["levels"] = seat_levels
            others = [p for s, p in enumerate(game.players) if s != viewer] if viewer is not None \
                else list(game.players)
            slug = _slug("-".join(others))
        else:
            if opponent is None:
                opponent = game.players[1 - viewer] if viewer is not None else game.players[1]
            slug = _slug(opponent if viewer is not None else f"{game.players[0]}-{game.players[1]}")
        finished = finished or _now()
        record = game_to_record(game, mode=mode, viewer=viewer, opponent=opponent, level=level,
                                finished=finished.isoformat(timespec="seconds"), **extra)
        folder = directory or games_dir()
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
    the mode, the opponent and the level (at a table, each seat's) are read from its
    seats."""
    try:
        seats = controller.seats
        mode = "network" if controller.remote is not None else \
            "two-players" if controller.is_hot_seat else "computer"
        opponent = level = None
        if len(seats) == 2 and viewer in (0, 1):
            opponent = seats[1 - viewer].name
            level = seats[1 - viewer].level
        return try_keep(controller.game, viewer=viewer if mode != "two-players" else None, mode=mode,
                        opponent=opponent, level=level, finished=finished, directory=directory,
                        take_backs=controller.taken_back,
                        levels=[None if seat.is_human else seat.level for seat in seats])
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


def _and(names: Sequence[str], tr=None) -> str:
    """"Ann", "Ann and Ben", "Ann, Ben and Cy"."""
    names = list(names)
    if len(names) == 1:
        return names[0]
    return (tr or ENGLISH)("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


def _seats_words(players: Sequence[str], levels: Sequence[int | None], seats: Sequence[int], tr=None) -> str:
    """Some seats of a table, each computer with its level: "East and West (level 3)"
    when they are all computers at one level, else "Ann and West (level 2)"."""
    tr = tr or ENGLISH
    known = [levels[s] if s < len(levels) else None for s in seats]
    # the names the game gave (East, West, Master (2)) in the language; a person's as it is
    names = [shown_name(players[s], tr) for s in seats]
    if all(lv is not None for lv in known) and len(set(known)) == 1:
        return tr("{name} (level {level})").format(name=_and(names, tr), level=known[0])
    return _and([tr("{name} (level {level})").format(name=name, level=lv) if lv is not None else name
                 for name, lv in zip(names, known, strict=True)], tr)


def table_opponents(variant: Variant, players: Sequence[str], seat: int,
                    levels: Sequence[int | None] = (), tr=None) -> str:
    """Who sat with ``seat`` at a table of three or four, in words, in the order of
    the seats: "East and West (level 3)" when the computers are all at one level,
    else each with its own, "Ann and West (level 2)"; in the partnership game the
    partner first, then the opponents: "with North (level 5), against East and West
    (level 3)"."""
    tr = tr or ENGLISH
    if variant.partnerships:
        side = variant.side_of(seat)
        partners = [s for s in range(len(players)) if s != seat and variant.side_of(s) == side]
        against = [s for s in range(len(players)) if variant.side_of(s) != side]
        return tr("with {partners}, against {opponents}").format(
            partners=_seats_words(players, levels, partners, tr),
            opponents=_seats_words(players, levels, against, tr))
    return _seats_words(players, levels, [s for s in range(len(players)) if s != seat], tr)


def _levels_of(value: Any, players: int) -> tuple[int | None, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or len(value) != players \
            or not all(lv is None or type(lv) is int for lv in value):
        raise Damaged(f"levels is a list of {players} levels or nulls")
    return tuple(value)


def entry_of(path: Path, data: dict[str, Any]) -> Entry:
    """The :class:`Entry` of a kept game's JSON object; raises :class:`Damaged` or
    :class:`RecordError`."""
    mode = data.get("mode", "two-players")
    if mode not in MODES:
        raise Damaged(f"mode {quoted(mode)} is not one of {MODES}")
    viewer = data.get("viewer")
    if viewer is not None and (type(viewer) is not int or not 0 <= viewer < 4):
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
    variant = game.variant
    n = variant.players
    if viewer is not None and viewer >= n:
        raise Damaged(f"viewer is a seat from 0 to {n - 1} or null")
    players = tuple(game.players)
    levels: tuple[int | None, ...] = ()
    if n > 2:  # a table of three or four: who sat there, from the person's seat
        levels = _levels_of(data.get("levels"), n)
        if opponent is None:
            opponent = table_opponents(variant, players, viewer if viewer is not None else 0, levels)
        level = None
    elif opponent is None:
        opponent = players[1 - viewer] if viewer is not None else players[1]
    totals = game.totals
    sides = variant.sides
    bonuses = {kind: (0,) * sides for kind in BONUS_KINDS}
    open_capots = [0, 0]
    made, broken, thrown, declarer = [0, 0], [0, 0], 0, 0
    for log in game.history:
        for e in log.events:
            if e.kind in bonuses and e.seat is not None and 0 <= e.seat < n:
                got = list(bonuses[e.kind])
                got[variant.side_of(e.seat)] += 1
                bonuses[e.kind] = tuple(got)
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
    if game.variant.shape.match_targets:
        games = (game.game_winners.count(0), game.game_winners.count(1))
    at_table: tuple[tuple[int, ...], ...] = ()
    if variant.shape.ends_between_deals:  # who played each deal: those who left play no more
        starts = [start for start, _seats, _first in game.tables]
        at_table = tuple(game.tables[sum(1 for t in starts if t <= d) - 1][1]
                         for d in range(len(game.deal_scores)))
    return Entry(
        path=path, finished=finished, players=players, viewer=viewer, opponent=opponent, level=level,
        mode=mode, totals=tuple(totals), winner=game.winner, result=game.result,
        rubicon=game.is_over and sides == 2 and game.variant.is_rubiconed(totals),
        deals=len(game.deal_scores), complete=game.is_over,
        deal_scores=tuple(tuple(d) for d in game.deal_scores), bonuses=bonuses,
        take_backs=take_backs, variant=game.variant, games=games,
        open_capots=(open_capots[0], open_capots[1]),
        contracts_made=(made[0], made[1]), contracts_broken=(broken[0], broken[1]), thrown_in=thrown,
        left=tuple(game.left), loser=game.loser, levels=levels, at_table=at_table,
    )


def _listed(path: Path) -> bool:
    return not path.name.startswith(".") and ".broken-" not in path.name


def any_listed(directory: Path | None = None) -> bool:
    """Whether a partie is kept that the list would show (none is read)."""
    try:
        return any(_listed(p) for p in (directory or games_dir()).glob("*.json"))
    except OSError:
        return False


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
        return [], [Said(N_("Your kept games could not be read ({reason})."), reason=reason)]
    for path in paths:
        words = Said(N_("kept game {name}"), name=path.name)
        try:
            loaded = read_json(path, words, _NEWEST_RECORD)
            if loaded.data is None:
                if loaded.notice:
                    notices.append(loaded.notice)
                continue
            try:
                found.append(entry_of(path, loaded.data))
            except (Damaged, RecordError, ValueError, TypeError, KeyError, IndexError):
                notices.append(set_aside(path, words).notice)
        except Exception:  # noqa: BLE001 - one bad file never hides the others
            notices.append(Said(N_("Your {kind} could not be read; it is left as it is."), kind=words))
    found.sort(key=lambda e: (e.when, e.path.name), reverse=True)
    return found, notices


#: The kept games :func:`recent_entries` has read: by file, its size and time, and its entry.
_GLANCED: dict[Path, tuple[tuple[int, int], Entry]] = {}


def recent_entries(directory: Path | None = None, newest: int = 40) -> list[Entry]:
    """The entries of the newest ``newest`` kept games (by their names, which begin
    with when they finished), newest first, read quietly for a glance such as the
    menu's: a file that does not read or replay is skipped, neither moved aside nor
    told (the list of games does that), and a file read before and unchanged since
    (the same size and time) is not replayed again.  Never raises."""
    folder = directory or games_dir()
    try:
        paths = sorted((p for p in folder.glob("*.json") if _listed(p)), reverse=True)[:max(0, newest)]
    except OSError:
        return []
    found: list[Entry] = []
    for path in paths:
        try:
            st = path.stat()
            mark = (st.st_size, st.st_mtime_ns)
            seen = _GLANCED.get(path)
            if seen is None or seen[0] != mark:
                data = parse_json(read_limited(path).decode("utf-8"))
                if not isinstance(data, dict) or (format_version(data) or 0) > _NEWEST_RECORD:
                    continue
                seen = (mark, entry_of(path, data))
                _GLANCED[path] = seen
            found.append(seen[1])
        except Exception:  # noqa: BLE001 - a glance never fails
            continue
    found.sort(key=lambda e: (e.when, e.path.name), reverse=True)
    return found


def load_game(path: Path) -> Game:
    """The partie in a kept file, replayed, for the replay viewer.  Raises
    :class:`OSError` if it cannot be read (:class:`~piquet_game.store.files.Refused`
    if it is not an ordinary file or too large), :class:`ValueError` if it is not
    UTF-8, and :class:`~piquet_game.rules.record.RecordError` (a ValueError) if it
    is not a valid record."""
    return loads(read_limited(path).decode("utf-8")).game


__all__ = ["BONUS_KINDS", "Entry", "Kept", "any_listed", "entries", "entry_of", "games_dir", "keep",
           "keep_controller", "load_game", "recent_entries", "table_opponents", "try_keep",
           "try_keep_controller"]
