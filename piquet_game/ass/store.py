"""Games of Ass on disk: the game in progress, saved after every action, and the
finished games, kept with their records.

``data_dir() / "autosave-ass.json"`` holds the game in progress::

    {"format": 1, "kind": "ass", "saved_at": "...",
     "rng": [3, [...625 numbers...], null],          # the game's own random.Random
     "seats": [{"name": "You", "kind": "person"},
               {"name": "Strategist", "kind": "computer", "level": 3, "rng": [3, [...], null]}],
     "record": {...the game's record, "game": "ass"...}}

Resuming replays the record through the engine (:mod:`piquet_game.ass.rules.record`) and
puts back every random state: the game goes on exactly as it would have.  The file
is read as every file of the game is (:mod:`piquet_game.store.files`: limited in
size, a damaged one moved aside with a notice, one of a newer version left alone);
a save whose seats do not match its record, or whose random states are not ones
Python could have made, is damaged too.

A finished game is kept in ``games_dir() / "ass"`` as its record, with the seats'
kinds (``people``: the seats of persons; ``levels``: each seat's level, null for a
person): the list of games, their replay and the statistics read them back.  At
its end the game is saved as it ended, then kept, and the save is cleared only
once the kept copy is on disk: a game stopped while it was being kept is never
lost nor kept twice, nor offered again.  A save of a finished game is not
resumed: the next load keeps it (unless a kept game is that game already) and
clears it.

The host of a game on the network saves it apart, in ``data_dir() /
"autosave-ass-network.json"``, the same way, each friend's seat as ``{"name": "Ann",
"kind": "remote", "token": "..."}``: the token is what lets that friend take the
seat again when the host resumes the game (the network's screen offers it).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from ..controller import Controller, Seat
from ..i18n import N_, Said
from ..paths import atomic_write, data_dir, free_path
from ..rules.record import RecordError, parse_json
from ..store.files import read_json, read_limited, set_aside, write_reason
from ..store.history import games_dir
from .ai import ASS_LEVELS
from .rules.game import AssGame, AssRules
from .rules.record import ass_record_of, ass_record_to_json, replay_ass_record

FORMAT = 1
KIND_WORDS = N_("saved game of Ass")
NETWORK_KIND_WORDS = N_("saved network game of Ass")
#: The most games of Ass the list reads (the newest).
MAX_KEPT = 500


def autosave_path() -> Path:
    return data_dir() / "autosave-ass.json"


def network_autosave_path() -> Path:
    """The host's game of Ass on the network, saved apart from the game at this
    computer alone (each is offered where it is played: the menu, the network's
    screen)."""
    return data_dir() / "autosave-ass-network.json"


def kept_dir() -> Path:
    return games_dir() / "ass"


def rng_state(rng: random.Random) -> list:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from(value: Any) -> tuple:
    """A random state read from a file, checked: what ``random.Random.getstate``
    makes (version 3, 624 words and an index, no gauss or a float); ValueError else."""
    if not isinstance(value, list) or len(value) != 3 or value[0] != 3:
        raise ValueError("not a random state")
    internal, gauss = value[1], value[2]
    if not isinstance(internal, list) or len(internal) != 625 or \
            not all(type(x) is int and 0 <= x < 2 ** 32 for x in internal) or internal[-1] > 624:
        raise ValueError("not a random state")
    if gauss is not None and not isinstance(gauss, float):
        raise ValueError("not a random state")
    state = (3, tuple(internal), gauss)
    random.Random().setstate(state)  # raises on anything Python refuses
    return state


def _levels() -> dict[int, type]:
    return dict(ASS_LEVELS)


@dataclass
class AssAutosaver:
    """The game of Ass in progress, saved after every action."""

    path: Path = field(default_factory=autosave_path)
    #: the host's network game: seats at other computers (each with the token that
    #: lets its friend take it again) besides the host's and the computer's
    network: bool = False
    trouble: str = ""  # why the game is not being saved ("" while it is)
    read_only: bool = False
    checked: bool = False  # the file was looked at before this autosaver's first write

    @property
    def refused(self) -> bool:
        """The file is left alone (a newer version's, or one that cannot be written):
        nothing is saved over it (as the partie's autosave says it, for the headless
        host's report)."""
        return self.read_only

    @property
    def kind_words(self) -> str:
        """What the file is, in the notices about it."""
        return NETWORK_KIND_WORDS if self.network else KIND_WORDS

    def save(self, controller: Controller) -> bool:
        if self.read_only:
            return False
        if not self.checked and not self._keep_finished_first(controller):
            self.trouble = Said(N_("the last game, finished, is not yet kept with your games"))
            return False
        game = cast(AssGame, controller.game)   # the controller of a game of Ass
        seats: list[dict[str, Any]] = []
        for seat in controller.seats:
            if seat.remote:
                seats.append({"name": seat.name, "kind": "remote", "token": seat.token})
            elif seat.player is None:
                seats.append({"name": seat.name, "kind": "person"})
            else:
                seats.append({"name": seat.name, "kind": "computer", "level": seat.level,
                              "rng": rng_state(seat.player.rng)})
        data = {"format": FORMAT, "kind": "ass", "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
                "rng": rng_state(game.rng), "seats": seats, "record": ass_record_of(game, results=False)}
        self.trouble = write_reason(self.path, data)  # atomic; why not ("" when written)
        return not self.trouble

    def _keep_finished_first(self, controller: Controller) -> bool:
        """Before the first write: a finished game left in the file (it could not be
        kept at its end) is kept now, never written over; False while it cannot be."""
        loaded = read_json(self.path, self.kind_words, FORMAT)
        if loaded.read_only:
            self.read_only = True
            return False
        if loaded.data is not None:
            try:
                left = self._controller(loaded.data)
            except (ValueError, TypeError, KeyError, RecordError):
                left = None  # damaged: the next load sets it aside; a new game may take its place
            if left is not None and left.game.is_over and left.game is not controller.game \
                    and kept_copy(left) is None and keep(left) is None:
                return False
        self.checked = True
        return True

    def clear(self) -> None:
        if self.read_only:
            return
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        except OSError:
            pass

    def load(self) -> tuple[Controller | None, str | Said]:
        """The saved game ready to go on, or None; and a notice ("" when all is well).
        A save of a finished game (the game stopped while it was being kept) is not
        offered: it is kept with the finished games, once, and cleared once the kept
        copy is on disk (left for the next load when it cannot be kept now)."""
        loaded = read_json(self.path, self.kind_words, FORMAT)
        if loaded.read_only:
            self.read_only = True
        if loaded.data is None:
            return None, loaded.notice
        try:
            controller = self._controller(loaded.data)
        except (ValueError, TypeError, KeyError, RecordError):
            aside = set_aside(self.path, self.kind_words)
            if aside.read_only:
                self.read_only = True
            return None, aside.notice
        if controller.game.is_over:
            if kept_copy(controller) is not None or keep(controller) is not None:
                self.clear()
            return None, ""
        return controller, ""

    def _controller(self, data: dict[str, Any]) -> Controller:
        if data.get("kind") != "ass":
            raise ValueError("not a saved game of Ass")
        rng = random.Random()
        rng.setstate(rng_from(data.get("rng")))
        replay = replay_ass_record(data.get("record"), rng)
        game = replay.game
        seats_data = data.get("seats")
        if not isinstance(seats_data, list) or len(seats_data) != game.n:
            raise ValueError("the seats do not match the record")
        levels = _levels()
        seats = []
        for k, s in enumerate(seats_data):
            if not isinstance(s, dict) or s.get("name") != game.players[k]:
                raise ValueError("the seats do not match the record")
            if s.get("kind") == "person":
                seats.append(Seat.human(game.players[k]))
            elif s.get("kind") == "remote" and self.network:
                token = s.get("token")
                if not (isinstance(token, str) and 8 <= len(token) <= 64 and token.isascii()
                        and token.isprintable()):
                    raise ValueError("a seat at another computer has no token")
                seats.append(Seat.at_distance(game.players[k], token))
            elif s.get("kind") == "computer" and s.get("level") in levels and type(s.get("level")) is int:
                seat = Seat.ass_computer(s["level"], 0, game.players[k], len(game.players))
                assert seat.player is not None
                seat.player.rng.setstate(rng_from(s.get("rng")))
                seats.append(seat)
            else:
                raise ValueError("a seat is neither a person nor a computer of a known level")
        if self.network:  # the host's seat a person's, or the computer's (``piquet host --computer``)
            if not any(s.remote for s in seats):
                raise ValueError("no friend plays this game from another computer")
            if all(s.remote for s in seats):
                raise ValueError("no seat of this game is the host's")
        elif not any(s.is_human for s in seats):
            raise ValueError("nobody plays this game")
        return Controller(game, seats)  # type: ignore[arg-type]

    def exists(self) -> bool:
        return self.path.is_file()

    def finish(self, controller: Controller) -> Path | None:
        """The game is over: keep its record with the finished games and forget the
        save.  The file kept, or None if it could not be written.

        The game is saved as it ended first, and the save cleared only once the
        kept copy is on disk: stopped before that, the next :meth:`load` keeps it
        (once).  Clearing the save of the game before its end instead would lose
        the game if stopped before it is kept, and keeping it while that save is
        left would offer the game again, to be finished and kept twice."""
        self.save(controller)
        path = keep(controller)
        if path is not None:
            self.clear()
        return path


def seat_levels(controller: Controller) -> list[int | None]:
    """Each seat's computer level, None for a person's (a record's ``levels``)."""
    return [s.level if not s.is_human else None for s in controller.seats]


def keep(controller: Controller, folder: Path | None = None) -> Path | None:
    game = cast(AssGame, controller.game)   # the controller of a game of Ass
    people = [k for k, s in enumerate(controller.seats) if s.is_human]
    levels = seat_levels(controller)
    # the person at this computer (a network game's people at the others' are people too)
    viewer = next((k for k, s in enumerate(controller.seats) if s.is_human and not s.remote), None)
    record = ass_record_of(game, kept_at=time.strftime("%Y-%m-%dT%H:%M:%S"), people=people, levels=levels,
                           viewer=viewer)
    folder = folder or kept_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = free_path(folder, time.strftime("%Y%m%d-%H%M%S") + "-ass", ".json")
        atomic_write(path, ass_record_to_json(record))
        return path
    except OSError:
        return None


def kept_copy(controller: Controller, folder: Path | None = None) -> Path | None:
    """The kept game that is ``controller``'s finished game (the same game, players,
    deals and actions), or None."""
    game = cast(AssGame, controller.game)   # the controller of a game of Ass
    record = ass_record_of(game)
    for path in _kept_paths(folder or kept_dir()):  # the newest first: a copy just kept is among them
        try:
            data = _read_kept(path)
        except (OSError, ValueError):
            continue
        if isinstance(data, dict) and all(data.get(k) == record.get(k) for k in
                                           ("game", "variant", "players", "trump_choices", "deals")):
            return path
    return None


def _kept_paths(folder: Path) -> list[Path]:
    """The kept games' files, newest first (at most :data:`MAX_KEPT`; none when the
    folder cannot be read)."""
    try:
        paths = sorted((p for p in folder.glob("*.json") if ".broken-" not in p.name), reverse=True)
    except OSError:
        return []
    return paths[:MAX_KEPT]


def _read_kept(path: Path) -> Any:
    """The JSON of a kept game's file (read with the game's limits; OSError or
    ValueError when it cannot be)."""
    return parse_json(read_limited(path).decode("utf-8"))


@dataclass
class KeptGame:
    """A finished game of Ass as the list shows it."""

    path: Path
    record: dict[str, Any]
    players: tuple[str, ...]
    people: tuple[int, ...]
    winners: tuple[int, ...]
    banks: tuple[int, ...]
    deals: int
    when: str
    #: per deal, each person's (said go, reached his target, banks change)
    bets: list[tuple[int, bool, bool, int]]
    #: the rules it was played by (its reading of the rules of tricks among them)
    rules: AssRules


def any_kept(folder: Path | None = None) -> bool:
    """Whether a game of Ass is kept (a file that may be listed; none is read)."""
    try:
        return any(".broken-" not in p.name for p in (folder or kept_dir()).glob("*.json"))
    except OSError:
        return False


def kept_games(folder: Path | None = None) -> tuple[list[KeptGame], list[str]]:
    """The kept games, newest first, and a line for each file that could not be read
    (it is left where it is: a list never moves the player's files)."""
    out: list[KeptGame] = []
    problems: list[str] = []
    for path in _kept_paths(folder or kept_dir()):
        try:
            data = _read_kept(path)
            replay = replay_ass_record(data)
            game = replay.game
            people = data.get("people", [])
            if not isinstance(people, list) or not all(type(p) is int and 0 <= p < game.n for p in people):
                people = []
            bets: list[tuple[int, bool, bool, int]] = []
            for d in replay.deals:
                said = {e.seat: e.word == "go" for e in d.events if e.kind == "bet"}
                for e in d.events:
                    if e.kind == "bank" and e.seat is not None and e.seat in people:
                        points, target = e.info
                        bets.append((e.seat, said.get(e.seat, False), points >= target, e.points))
            when = data.get("kept_at") if isinstance(data.get("kept_at"), str) else ""
            out.append(KeptGame(path, data, game.players, tuple(people), tuple(game.winners),
                                tuple(game.banks), game.deal_number, when[:19], bets, game.rules))
        except (OSError, ValueError, RecordError) as exc:
            problems.append(f"{path.name}: {str(exc)[:100]}")
    return out, problems


@dataclass
class AssStats:
    games: int = 0
    won: int = 0
    deals: int = 0
    dropped: int = 0  # banks the person dropped
    added: int = 0
    go: int = 0
    go_reached: int = 0
    no: int = 0
    no_reached: int = 0


def stats_of(games: list[KeptGame]) -> AssStats:
    """The person's results over the kept games against the computer (one person)."""
    s = AssStats()
    for g in games:
        if len(g.people) != 1:
            continue
        me = g.people[0]
        s.games += 1
        s.won += me in g.winners
        for seat, go, reached, change in g.bets:
            if seat != me:
                continue
            s.deals += 1
            s.dropped += change < 0
            s.added += change > 0
            if go:
                s.go += 1
                s.go_reached += reached
            else:
                s.no += 1
                s.no_reached += reached
    return s


__all__ = ["AssAutosaver", "AssStats", "KeptGame", "any_kept", "autosave_path", "keep", "kept_copy",
           "kept_dir", "kept_games", "network_autosave_path", "rng_from", "rng_state", "seat_levels",
           "stats_of"]
