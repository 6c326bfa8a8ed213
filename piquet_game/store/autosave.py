"""The parties in progress, saved after every action so that they are never lost.

Two files, one per kind of partie, so that a partie against the computer and one
between two players on this computer can both wait to be resumed:
``data_dir() / "autosave.json"`` (against the computer) and
``data_dir() / "autosave-two-players.json"``, each written atomically after each
action::

    {
     "format": 1,
     "saved_at": "2025-03-01T21:14:05+01:00",
     "mode": "computer",                  # or "two-players"
     "viewer": 0,                         # the seat the table is shown from, or null
     "game": {"first_dealer": 1, "packet": 2, "cut": [[12, 30]],
              "rng": [3, [...625 numbers...], null],   # the game's own random.Random
              "blanche_pending": [], "capot_calls": [],
              "position": {"deal": 4, "actions": 17, "phase": "play", ...}},
     "seats": [{"name": "You", "kind": "person", "auto_declare": true},
               {"name": "Classicist", "kind": "computer", "level": 3, "seed": null,
                "player": "Classicist", "auto_declare": true, "rng": [3, [...], null]}],
     "take_backs": 0,                     # decisions the person took back
     "record": {...the game record, piquet-record/1...}
    }

Resuming replays the record through the engine and puts back every random state,
the game's (the deals to come) and each computer player's (its choices to come):
the partie goes on exactly as it would have.  A computer player holds nothing else
that changes its choices: the level 5 solver's transposition table only holds
exact bounds of positions (its answers are the same whatever it holds), and the
knowledge cache of :mod:`piquet_game.ai.knowledge` is keyed on the view asked
about.  The seed a computer player was built with is not kept by its seat
(``"seed"`` is null): its random state says all that the seed would.

The record leaves out "no carte blanche" and "no open capot" answers, so a partie
saved while carte blanche is being asked is put back to the seat whose answer is
awaited (``blanche_pending``), and one saved while an open capot may be announced
(Russian Piquet) to the seat still to say (``capot_calls``); the ``position`` is
checked after the replay: a save that does not come back to where it was made is
treated as damaged.

A partie at a table of three or four (Piquet Normand, four-handed Piquet) is saved
the same way, with a seat for each player: the record's game says how many, and
every seat the save names (the viewer, the first dealer, the seats still to answer,
each cut's card for each player) is checked against it.  "two-players" is the kind
of partie of people sharing this computer, two of them or more; a Normand partie
saved after a player left the table comes back with him gone (the record's deals
say so).

The window owns one :class:`Autosaver` per kind of partie for the run and saves,
loads and clears through it; the autosaver remembers what this needs between
calls, for its one file: whether the file is to be left alone, whether it has been looked at, and
the random states of each controller's players at its last save.

A computer player thinks on a worker thread and draws on its random state while it
does; :meth:`Autosaver.save` called while it thinks writes the random states taken
at the last save made in this position by the same autosaver (the view saves
after every action, before the next thinking starts; a partie just loaded counts
as saved where it stands), or, when there is none, keeps the save on disk as it is
and answers False.

Reading follows :mod:`piquet_game.store.files`: a damaged save, or one that does
not replay, is moved aside with a notice; a save written by a newer version is
refused, left as it is and never overwritten (nor cleared) by the autosaver that
found it.  A save of a finished partie is not offered: it is kept with the
finished games (once) and cleared, only once the kept copy is on disk.

A full disk loses nothing that was on it: a save that cannot be written leaves
the last one as it was, and the player is told once (:meth:`Autosaver.take_news`),
and again when saving works again.  A finished partie that cannot be kept stays
in the save, which is not written over (nor cleared) until it is kept: on the
next save, by :meth:`Autosaver.keep_again`, or when the game next starts.
Nothing here raises.
"""

from __future__ import annotations

import random
import weakref
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ..ai import LEVELS, TablePlayer, make_player
from ..common.names import name_problem, quoted
from ..controller import Controller, Seat
from ..i18n import ENGLISH, N_, Said, Translator
from ..paths import data_dir
from ..rules import Blanche, Game, OpenCapot, Phase
from ..rules.record import FORMAT as RECORD_FORMAT
from ..rules.record import DealRecords, RecordError, game_to_record, replay
from ..rules.variant import variant_named
from ..variant_words import deal_words, game_words
from ..vocabulary import shown_name
from . import history
from .files import Damaged, format_version, newer_notice, read_json, set_aside, write_reason

AUTOSAVE_FORMAT = 1
#: against the computer (one person), or people sharing this computer (two or more)
MODES = ("computer", "two-players", "network")
#: the most seats a partie has (four-handed Piquet)
MAX_SEATS = 4
KIND_WORDS = N_("saved game")


FILE_NAMES = {"computer": "autosave.json", "two-players": "autosave-two-players.json",
              "network": "autosave-network.json"}


def default_path(mode: str = "computer") -> Path:
    """The save of the partie in progress of a kind (``mode``, one of :data:`MODES`)."""
    return data_dir() / FILE_NAMES[mode]


# ------------------------------------------------------------------ random states


def rng_to_json(rng: random.Random | None) -> list[Any] | None:
    """A ``random.Random``'s state as JSON values (None for no generator)."""
    if rng is None:
        return None
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(value: Any) -> random.Random | None:
    """The generator whose state :func:`rng_to_json` wrote; raises :class:`Damaged`."""
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != 3:
        raise Damaged("a random state is a list of three")
    version, internal, gauss = value
    if type(version) is not int or not isinstance(internal, list):
        raise Damaged("a random state has a version and a list of numbers")
    if not all(type(x) is int for x in internal):
        raise Damaged("a random state holds whole numbers")
    if gauss is not None and (isinstance(gauss, bool) or not isinstance(gauss, (int, float))):
        raise Damaged("a random state's last field is a number or null")
    rng = random.Random()
    try:
        rng.setstate((version, tuple(internal), None if gauss is None else float(gauss)))
    except (ValueError, TypeError, OverflowError) as exc:
        raise Damaged(f"not a random state: {exc}") from None
    return rng


# ------------------------------------------------------------------ saving


def _position(game: Game) -> dict[str, Any]:
    """Where the partie stands: checked after the replay on resuming."""
    return {
        "deal": len(game.history),
        "actions": len(game.history[-1].actions) if game.history else 0,
        "phase": game.phase.value,
        "to_move": game.to_move,
        "scores": list(game.scores),
        "totals": list(game.totals),
    }


def _key(game: Game) -> tuple:
    return (len(game.history), len(game.history[-1].actions) if game.history else 0, game.phase.value)


def _mode(controller: Controller) -> str:
    """The kind of partie a controller plays, one of :data:`MODES`."""
    return mode_of(controller.seats)


def mode_of(seats: list[Seat]) -> str:
    """The kind of partie played by ``seats``: with a person at another computer
    (hosted here), of people sharing this computer, or against the computer."""
    if any(seat.remote for seat in seats):
        return "network"
    return "two-players" if sum(seat.is_human for seat in seats) >= 2 else "computer"


def _thinking(controller: Controller) -> bool:
    """Whether a computer's move has been asked for and not yet applied."""
    return controller.move_pending


def _states_now(controller: Controller) -> list[Any]:
    """Each seat's player's random state as it stands (None for a person)."""
    return [None if seat.player is None else rng_to_json(seat.player.rng) for seat in controller.seats]


def _seat_to_json(seat: Seat, state: Any) -> dict[str, Any]:
    if seat.remote:
        return {"name": seat.name, "kind": "remote", "auto_declare": seat.auto_declare, "token": seat.token}
    if seat.player is None:
        return {"name": seat.name, "kind": "person", "auto_declare": seat.auto_declare}
    if seat.level not in LEVELS or type(seat.player) not in (LEVELS[seat.level], TablePlayer) \
            or seat.player.level != seat.level:
        raise Damaged(f"the player in seat {quoted(seat.name)} is not one of the levels")
    return {"name": seat.name, "kind": "computer", "level": seat.level, "seed": None,
            "player": LEVELS[seat.level].__name__, "auto_declare": seat.auto_declare, "rng": state}


def _snapshot(controller: Controller, viewer: int | None, states: list[Any],
              deal_records: DealRecords | None = None) -> dict[str, Any]:
    """The JSON object :meth:`Autosaver.save` writes, with the players' random
    states ``states`` (one per seat, None for a person); ``deal_records``: the
    deals recorded at the last save (:class:`DealRecords`)."""
    game = controller.game
    return {
        "format": AUTOSAVE_FORMAT,
        "saved_at": datetime.now().astimezone().isoformat(timespec="seconds"),
        "mode": _mode(controller),
        "viewer": viewer,
        "game": {
            "first_dealer": game.first_dealer,
            "packet": game.packet,
            "cut": [list(c) for c in game.cut],
            "rng": rng_to_json(game.rng),
            "blanche_pending": list(game.blanche_pending) if game.phase is Phase.BLANCHE else [],
            # the seats still to say whether they announce an open capot ("no" is not recorded)
            "capot_calls": list(game.capot_calls) if game.phase is Phase.OPEN_CAPOT else [],
            "position": _position(game),
        },
        "seats": [_seat_to_json(seat, state) for seat, state in zip(controller.seats, states, strict=True)],
        "take_backs": controller.taken_back,
        "record": game_to_record(game, deal_records),
    }


def _record_is_newer(data: dict[str, Any]) -> bool:
    rec = data.get("record")
    if not isinstance(rec, dict):
        return False
    try:
        version = format_version(rec)
    except Damaged:
        return False
    return version is not None and version > int(RECORD_FORMAT.rsplit("/", 1)[1])


# ------------------------------------------------------------------ resuming


@dataclass
class Resumed:
    """A partie put back as it was saved: a ready controller, the seat the table is
    shown from, and the mode."""

    controller: Controller
    viewer: int | None
    mode: str
    saved_at: str = ""

    @property
    def game(self) -> Game:
        return self.controller.game

    def running_totals(self) -> list[int]:
        """Each seat's score in the partie, the points of the deal being played included."""
        g = self.game
        totals = list(g.totals)
        if g.phase not in (Phase.DEAL, Phase.PARTIE_OVER):
            totals = [t + s for t, s in zip(totals, g.scores, strict=True)]
        return totals

    def offer(self, tr: Translator = ENGLISH) -> str:
        """The question put to the player, naming the game: "Resume your partie
        against Classicist (Rubicon Piquet): deal 4 of 6, you lead 67 to 52?"; in a
        game to a target, with no set number of deals: "Resume your partie against
        Classicist (Piquet au cent, to 100): deal 4, you lead 67 to 52?"; in a game of
        koroliks "korolik 2, deal 1 of 2"; in a match "Rivincita, deal 3, you lead 30
        to 12, games 1–0" (the totals are the game's).  In the words of ``tr``."""
        g = self.game
        v = g.variant
        n = g.deal_number
        if v.shape.korolik or v.shape.match_targets:  # "korolik 2, deal 1 of 2", "Rivincita, deal 3"
            deal = deal_words(v, n, g.game_starts, tr)
            deal = deal[0].lower() + deal[1:] if v.shape.korolik else deal
        elif v.shape.goal or not v.shape.deals:
            deal = tr("deal {deal}").format(deal=n)
        elif n <= v.shape.deals:
            deal = tr("deal {deal} of {deals}").format(deal=n, deals=v.shape.deals)
        else:
            deal = tr("extra deal {deal} of {deals}").format(deal=n - v.shape.deals, deals=v.shape.tie_deals)
        totals = self.running_totals()
        names = [shown_name(seat.name, tr) for seat in self.controller.seats]
        game = game_words(v, tr=tr)
        if v.players > 2:  # a table of three or four
            head, score = self._table_offer(names, tr), self._table_score(names, totals, tr)
            return tr("{head} ({game}): {deal}, {score}?").format(head=head, game=game, deal=deal,
                                                                   score=score)
        if self.mode == "computer" and self.viewer in (0, 1):
            me = self.viewer
            opp = 1 - me
            head = tr("Resume your partie against {name}").format(name=names[opp])
            if totals[me] > totals[opp]:
                score = tr("you lead {mine} to {theirs}").format(mine=totals[me], theirs=totals[opp])
            elif totals[me] < totals[opp]:
                score = tr("you trail {mine} to {theirs}").format(mine=totals[me], theirs=totals[opp])
            elif totals[me] == 0:
                score = tr("no score yet")
            else:
                score = tr("you are level at {total}").format(total=totals[me])
        else:
            head = tr("Resume the partie between {first} and {second}").format(first=names[0],
                                                                                 second=names[1])
            if totals[0] != totals[1]:
                lead = 0 if totals[0] > totals[1] else 1
                score = tr("{name} leads {mine} to {theirs}").format(name=names[lead], mine=totals[lead],
                                                                      theirs=totals[1 - lead])
            elif totals[0] == 0:
                score = tr("no score yet")
            else:
                score = tr("{first} and {second} are level at {total}").format(
                    first=names[0], second=names[1], total=totals[0])
        if v.shape.match_targets:  # a match: the games won so far
            won = [g.game_winners.count(seat) for seat in (0, 1)]
            if self.mode == "computer" and self.viewer in (0, 1):
                score += tr(", games {mine}–{theirs}").format(mine=won[self.viewer],
                                                              theirs=won[1 - self.viewer])
            else:
                score += tr(", games {first} {won_first}, {second} {won_second}").format(
                    first=names[0], won_first=won[0], second=names[1], won_second=won[1])
        return tr("{head} ({game}): {deal}, {score}?").format(head=head, game=game, deal=deal, score=score)

    def _me(self) -> int | None:
        """The person's seat against the computer (None: people sharing the computer)."""
        return self.viewer if self.mode == "computer" else None

    def _table_offer(self, names: list[str], tr: Translator = ENGLISH) -> str:
        """The head of the offer at a table of three or four: "Resume your partie
        against East and West", "... with North against East and West", "Resume the
        partie of Ann, Ben and West", "... of Ann and North against Ben and West"."""
        v, me = self.game.variant, self._me()
        if v.partnerships:
            sides = [[names[s] for s in side] for side in v.partnerships]
            if me is None:
                return tr("Resume the partie of {side} against {other}").format(side=_and(sides[0], tr),
                                                                                other=_and(sides[1], tr))
            mine = v.side_of(me)
            partners = [names[s] for s in v.partnerships[mine] if s != me]
            others = [n for k, side in enumerate(sides) if k != mine for n in side]
            return tr("Resume your partie with {partners} against {others}").format(
                partners=_and(partners, tr), others=_and(others, tr))
        if me is None:
            return tr("Resume the partie of {players}").format(players=_and(names, tr))
        return tr("Resume your partie against {others}").format(
            others=_and([n for s, n in enumerate(names) if s != me], tr))

    def _table_score(self, names: list[str], totals: list[int], tr: Translator = ENGLISH) -> str:
        """The scores at a table of three or four: by side in the partnership game
        ("your side leads 67 to 52"), each player's in Piquet Normand ("you 67, East
        102 (left), West 40")."""
        g, me = self.game, self._me()
        v = g.variant
        if not any(totals):
            return tr("no score yet")
        if v.partnerships:
            if me is not None:
                mine = v.side_of(me)
                a, b = totals[mine], totals[1 - mine]
                if a == b:
                    return tr("your side and theirs are level at {total}").format(total=a)
                if a > b:
                    return tr("your side leads {mine} to {theirs}").format(mine=a, theirs=b)
                return tr("your side trails {mine} to {theirs}").format(mine=a, theirs=b)
            if totals[0] == totals[1]:
                return tr("the sides are level at {total}").format(total=totals[0])
            lead = 0 if totals[0] > totals[1] else 1
            who = _and([names[s] for s in v.partnerships[lead]], tr)
            return tr("{names} lead {mine} to {theirs}").format(names=who, mine=totals[lead],
                                                                theirs=totals[1 - lead])
        said = []
        for s in range(v.players):
            who = tr("you") if s == me else names[s]
            said.append(tr("{name} {total} (left)").format(name=who, total=totals[s]) if s in g.left
                        else f"{who} {totals[s]}")
        return ", ".join(said)


@dataclass
class LoadResult:
    """What :meth:`Autosaver.load` found: the partie to offer (None: nothing to
    resume) and a notice for the player ("" when there is nothing to tell)."""

    resumed: Resumed | None
    notice: str = ""
    read_only: bool = False


class _Newer(Exception):
    pass


# ------------------------------------------------------------------ the autosaver


class Autosaver:
    """Saves, loads and clears the partie in progress of one kind (``mode``) in one
    file (``path``, by default :func:`default_path` of the mode when the autosaver
    is made).  The window keeps one
    for the run: it remembers whether the file is to be left alone (a newer
    version's save, one that could not be read), whether it has been looked at
    already, and, in ``snapshots``, the random states of each controller's players
    at its last save or load, with the position they were taken in."""

    def __init__(self, path: Path | None = None, mode: str = "computer") -> None:
        if mode not in MODES:
            raise ValueError(f"no such kind of partie: {mode!r}")
        self.mode = mode
        self.path: Path = path if path is not None else default_path(mode)
        # never write over (nor clear) the file: a newer version's save, an unreadable one
        self.refused = False
        # the file has been looked at (so that save() reads it before writing only once)
        self.checked = False
        self.snapshots: weakref.WeakKeyDictionary[Controller, tuple[tuple, list[Any]]] = (
            weakref.WeakKeyDictionary())
        # why the last write failed ("" when the last one was written): told once
        self.trouble = ""
        # what the player is to be told, once (see take_news)
        self.news: list[str] = []
        # the file the last finished partie is kept in (its reviews are kept beside it)
        self.kept: Path | None = None
        # a finished partie not yet kept with the finished games (a full disk), with
        # the seat it was seen from: the save holding it is not written over until it is
        self.unkept: tuple[Controller, int | None] | None = None
        # the deals of the partie as recorded at the last save, made again only as they change
        self.deal_records = DealRecords()

    # -------------------------------------------------------------- saving

    def snapshot(self, controller: Controller, viewer: int | None) -> dict[str, Any] | None:
        """The JSON object :meth:`save` writes, or None when the partie cannot be
        saved now (a computer thinking with no earlier save in this position)."""
        states = self._player_states(controller)
        if states is None:
            return None
        return _snapshot(controller, viewer, states, self.deal_records)

    def _player_states(self, controller: Controller) -> list[Any] | None:
        """The computer players' random states as they stand before the move to
        come; None when they cannot be known (a player thinking, no save or load in
        this position)."""
        key = _key(controller.game)
        if _thinking(controller):
            snap = self.snapshots.get(controller)
            if snap is None or snap[0] != key:
                return None
            return snap[1]
        states = _states_now(controller)
        self.snapshots[controller] = (key, states)
        return states

    def save(self, controller: Controller, viewer: int | None) -> bool:
        """Save the partie in progress; whether it was written.  Never raises.

        Not written: a save by a newer version (or one that could not be read) found
        by this autosaver, a computer thinking with no earlier save in this
        position, a seat whose player is not one of the levels, a disk that refuses,
        a finished partie that could not be kept yet (its save is not written over).
        A write that fails is told once (:attr:`news`), and so is the next one
        that succeeds; :attr:`trouble` says why saving fails, while it does.

        A partie of the other kind is the caller's mistake (each kind has its
        autosaver): :class:`ValueError`, and nothing is written."""
        if _mode(controller) != self.mode:
            raise ValueError(f"a {_mode(controller)} partie given to the {self.mode} autosaver")
        try:
            if not self._may_write():
                return False
            if self.unkept is not None and self.unkept[0] is not controller:
                kept = history.try_keep_controller(*self.unkept)
                if kept.path is None:
                    what = Said(N_("the last partie, finished, is not yet kept with your games"))
                    self._failed(kept.reason, what)
                    return False
                self.unkept = None
            data = self.snapshot(controller, viewer)
            if data is None:
                return False
            reason = write_reason(self.path, data)
            if reason:
                self._failed(reason)
                return False
            self.checked = True
            self._written()
            return True
        except Exception as exc:  # noqa: BLE001 - saving never stops the game
            self._failed(type(exc).__name__)
            return False

    def _failed(self, reason: str, what: str = "") -> None:
        """A save was not written for ``reason``: tell it if it is news."""
        reason = reason or Said(N_("the disk refused"))
        if not self.trouble:
            because = Said(N_("{what}, {reason}"), what=what, reason=reason) if what else reason
            self.news.append(Said(N_("This partie could not be saved ({reason}). It goes on, and every move "
                                     "tries again."), reason=because))
        self.trouble = reason

    def _written(self) -> None:
        if self.trouble:
            self.news.append(Said(N_("The partie is saved again.")))
        self.trouble = ""

    def take_news(self) -> list[str]:
        """What the player is to be told about saving since the last call (a save
        that failed, the next one that did not), each once."""
        news, self.news = self.news, []
        return news

    def finish(self, controller: Controller, viewer: int | None) -> str:
        """The partie is over: save it as it ended, keep it with the finished games,
        and clear the save only once the kept copy is on disk.  What to tell the
        player ("" when all is well); a partie that could not be kept is tried
        again by :meth:`keep_again` and before the next save.  Never raises."""
        try:
            told = bool(self.trouble) or self.unkept is not None  # the player knows of trouble
            saved = self.save(controller, viewer)
            kept = history.try_keep_controller(controller, viewer)
            self.news = []  # the partie's end says it all
            self.trouble = ""  # and a later save that fails is news
            if kept.path is not None:
                self.unkept = None
                self.kept = kept.path
                self.clear()
                return Said(N_("The partie is kept with your games.")) if told else ""
            self.unkept = (controller, viewer)
            reason = kept.reason or Said(N_("the disk refused"))
            if saved:
                return Said(N_("This partie could not be kept with your games ({reason}). It stays saved "
                               "and is kept as soon as there is room: try again, or start the game later."),
                            reason=reason)
            return Said(N_("This partie could not be kept with your games, nor saved ({reason}). Make room "
                           "on the disk and try again: if the game is closed now, only its last saved "
                           "position is offered when it starts again."), reason=reason)
        except Exception as exc:  # noqa: BLE001 - the end of a partie never stops the game
            return Said(N_("This partie could not be kept with your games ({reason})."),
                        reason=type(exc).__name__)

    def keep_again(self) -> str:
        """Try again to keep the finished partie :meth:`finish` could not keep: what
        to tell the player, as :meth:`finish` does."""
        if self.unkept is None:
            return ""
        return self.finish(*self.unkept)

    def _may_write(self) -> bool:
        """Look at a save not yet seen by this autosaver before writing over it: a
        newer version's is refused, a damaged one moved aside first."""
        if self.refused:
            return False
        if not self.checked:
            loaded = read_json(self.path, KIND_WORDS, AUTOSAVE_FORMAT)
            if loaded.read_only or (loaded.data is not None and _record_is_newer(loaded.data)):
                self.refused = True
                return False
            self.checked = True
        return True

    def clear(self) -> bool:
        """Remove the save (the partie is over and kept, or abandoned); whether there
        is none now.  A newer version's save is left, and so is a finished partie
        not yet kept."""
        try:
            if self.refused or self.unkept is not None:
                return False
            self.path.unlink(missing_ok=True)
            self.checked = True
            return True
        except Exception:  # noqa: BLE001
            return False

    # -------------------------------------------------------------- resuming

    def load(self) -> LoadResult:
        """The saved partie, ready to resume, if there is one to offer.  Never raises.

        The players' random states of the partie resumed are noted as at a save:
        a save made while one of them thinks, before anything else is saved,
        writes these."""
        try:
            loaded = read_json(self.path, KIND_WORDS, AUTOSAVE_FORMAT)
            if loaded.data is None:
                self._looked_at(loaded.read_only)
                return LoadResult(None, loaded.notice, loaded.read_only)
            try:
                resumed = restore(loaded.data)
            except _Newer:
                self._looked_at(True)
                return LoadResult(None, newer_notice(KIND_WORDS), True)
            except (Damaged, RecordError, ValueError, TypeError, KeyError, IndexError, AttributeError):
                aside = set_aside(self.path, KIND_WORDS)
                self._looked_at(aside.read_only)
                return LoadResult(None, aside.notice, aside.read_only)
            if resumed.mode != self.mode:
                return self._other_kind(resumed.mode)
            self.refused = False
            self.checked = True
            if resumed.game.is_over:
                kept = _keep_finished(resumed)
                if kept.path is None:  # the save stays, and is not written over until kept
                    viewer = resumed.viewer if resumed.mode != "two-players" else None
                    self.unkept = (resumed.controller, viewer)
                    return LoadResult(None, Said(N_("Your last partie, finished, could not be kept with your "
                                                    "games ({reason}); it stays saved and is kept as soon as "
                                                    "there is room."),
                                                 reason=kept.reason or Said(N_("the disk refused"))))
                self.unkept = None
                self.clear()  # only once it is safely kept
                return LoadResult(None)
            controller = resumed.controller
            self.snapshots[controller] = (_key(controller.game), _states_now(controller))
            return LoadResult(resumed)
        except Exception:  # noqa: BLE001 - the game starts whatever the save holds
            return LoadResult(None, Said(N_("Your {kind} could not be read; it is left as it is."),
                                         kind=Said(KIND_WORDS)), True)

    def _other_kind(self, mode: str) -> LoadResult:
        """The file holds a partie of the other kind: an earlier version kept both
        kinds in one file.  It goes to its own file when that is free (and is
        offered there); otherwise it is moved aside, whole."""
        target = default_path(mode) if self.path == default_path(self.mode) else None
        if target is not None and not target.exists():
            try:
                self.path.rename(target)
                self.checked = True
                return LoadResult(None)
            except OSError:
                pass
        if mode == "two-players":
            why = Said(N_("a partie of two players where another is waiting"))
        else:
            why = Said(N_("a partie against the computer where another is waiting"))
        aside = set_aside(self.path, KIND_WORDS, why)
        self._looked_at(aside.read_only)
        return LoadResult(None, aside.notice, aside.read_only)

    def _looked_at(self, read_only: bool) -> None:
        """Note what reading the file found: to be left alone, or looked at."""
        if read_only:
            self.refused = True
        else:
            self.checked = True


def _and(names: list[str], tr: Translator = ENGLISH) -> str:
    """"Ann", "Ann and Ben", "Ann, Ben and Cy"."""
    if len(names) == 1:
        return names[0]
    return tr("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


def _keep_finished(resumed: Resumed) -> history.Kept:
    """A save made after the last card of the partie and never cleared (the game
    stopped before it could be): keep the partie with the finished games, once."""
    viewer = resumed.viewer if resumed.mode != "two-players" else None
    try:
        finished = datetime.fromisoformat(resumed.saved_at) if resumed.saved_at else None
    except ValueError:
        finished = None
    return history.try_keep_controller(resumed.controller, viewer, finished)


def _expect(cond: bool, what: str) -> None:
    if not cond:
        raise Damaged(what)


def restore(data: dict[str, Any]) -> Resumed:
    """The partie a save holds; raises :class:`Damaged` or :class:`RecordError`
    (or :class:`_Newer` for a record of a newer format).  Only reads: the autosaver
    that loads it takes note of the players' random states.

    The record says which game it is, and so how many seats it has (two, or three or
    four at a table: Piquet Normand, four-handed Piquet); every seat in the save is
    checked against it."""
    version = format_version(data)
    _expect(version == AUTOSAVE_FORMAT, "no format number")
    mode: Any = data.get("mode")
    _expect(mode in MODES, "the mode is computer, two-players or network")
    viewer = data.get("viewer")
    _expect(viewer is None or type(viewer) is int, "the viewer is a seat or null")
    saved_at: Any = data.get("saved_at", "")
    _expect(isinstance(saved_at, str), "saved_at is a time")
    info: Any = data.get("game")
    _expect(isinstance(info, dict), "game is an object")
    seats_v: Any = data.get("seats")
    _expect(isinstance(seats_v, list) and 2 <= len(seats_v) <= MAX_SEATS,
            f"seats is a list of 2 to {MAX_SEATS} seats")
    rec: Any = data.get("record")
    _expect(isinstance(rec, dict), "record is an object")
    rec_version = format_version(rec)
    if rec_version is not None and rec_version > int(RECORD_FORMAT.rsplit("/", 1)[1]):
        raise _Newer()

    game = _restore_game(rec, info)
    players = game.variant.players
    _expect(len(seats_v) == players, f"{game.variant.title} has {players} seats, the save {len(seats_v)}")
    _expect(viewer is None or 0 <= viewer < players, f"the viewer is a seat from 0 to {players - 1} or null")
    seats = [_seat_from_json(s, players) for s in seats_v]
    _expect(mode == mode_of(seats), "the mode agrees with the seats")
    take_backs = data.get("take_backs", 0)
    _expect(type(take_backs) is int and take_backs >= 0, "take_backs is a count")
    controller = Controller(game, seats)
    controller.taken_back = take_backs
    return Resumed(controller, viewer, mode, saved_at)


def _restore_game(rec: dict[str, Any], info: dict[str, Any]) -> Game:
    first_dealer: Any = info.get("first_dealer")
    _expect(type(first_dealer) is int, "first_dealer is a seat")
    packet: Any = info.get("packet")
    cut_v = info.get("cut", [])
    _expect(isinstance(cut_v, list) and all(_is_cut(c) for c in cut_v), "cut is a list of cuts")
    rng = rng_from_json(info.get("rng"))
    pending = info.get("blanche_pending", [])
    _expect(isinstance(pending, list) and all(type(s) is int for s in pending),
            "blanche_pending is a list of seats")
    calls = info.get("capot_calls", [])
    _expect(isinstance(calls, list) and all(type(s) is int for s in calls),
            "capot_calls is a list of seats")
    position = info.get("position")
    _expect(isinstance(position, dict), "position is an object")

    game = replay(rec).game
    players = game.variant.players
    seat_range = range(players)
    _expect(first_dealer in seat_range, f"first_dealer is a seat from 0 to {players - 1}")
    _expect(all(s in seat_range for s in pending) and len(set(pending)) == len(pending),
            f"blanche_pending is a list of seats from 0 to {players - 1}, each once")
    _expect(all(s in seat_range for s in calls) and len(set(calls)) == len(calls),
            f"capot_calls is a list of seats from 0 to {players - 1}, each once")
    # the cut for the first deal (and the draw for a korolik's deal, two players) a card each
    _expect(all(len(c) == players for c in cut_v), f"a cut has a card for each of the {players} players")
    _expect(type(packet) is int and packet in game.variant.packet_sizes, "packet is a packet size")
    if game.history:
        _expect(game.first_dealer == first_dealer, "the first deal's dealer is the first dealer")
    else:
        options = rec.get("options")
        _expect(options is None or isinstance(options, dict), "options is an object")
        game = Game(variant_named(rec["variant"], options), tuple(rec["players"]), first_dealer, packet)
    game.packet = packet
    game.rng = rng
    game.cut = [tuple(c) for c in cut_v]
    # the "no carte blanche" answers already given in this deal (records leave them out)
    while game.phase is Phase.BLANCHE and len(game.blanche_pending) > len(pending):
        game.apply(Blanche(False), game.to_move)
    _expect(game.phase is not Phase.BLANCHE or game.blanche_pending == pending,
            "carte blanche is asked of the seats it was asked of")
    # the "no open capot" answers already given before the first lead (left out too)
    while game.phase is Phase.OPEN_CAPOT and len(game.capot_calls) > len(calls):
        game.apply(OpenCapot(False), game.to_move)
    _expect(game.phase is not Phase.OPEN_CAPOT or game.capot_calls == calls,
            "an open capot is asked of the seats it was asked of")
    _expect(_position(game) == position, "the record does not come back to the position saved")
    return game


def _is_cut(value: Any) -> bool:
    """A cut: a card for each player (2 to :data:`MAX_SEATS`), no card twice."""
    return (isinstance(value, list) and 2 <= len(value) <= MAX_SEATS
            and all(type(x) is int and 0 <= x < 32 for x in value) and len(set(value)) == len(value))


def _seat_from_json(value: Any, players: int) -> Seat:
    _expect(isinstance(value, dict), "a seat is an object")
    name = value.get("name")
    problem = name_problem(name)
    _expect(problem is None, f"a seat's name: {problem}")
    auto = value.get("auto_declare", True)
    _expect(isinstance(auto, bool), "auto_declare is true or false")
    kind = value.get("kind")
    if kind == "person":
        return Seat.human(name, auto)
    if kind == "remote":
        token = value.get("token")
        _expect(isinstance(token, str) and 8 <= len(token) <= 64 and token.isascii(),
                "a seat at another computer has its token")
        return Seat.at_distance(name, token, auto)
    _expect(kind == "computer", "a seat is a person, the computer, or a person at another computer")
    level = value.get("level")
    _expect(type(level) is int and level in LEVELS, "a computer seat has a level")
    rng = rng_from_json(value.get("rng"))
    if rng is None:
        raise Damaged("a computer seat has a random state")
    player = make_player(level, 0, players)
    player.rng = rng
    return Seat(name, player, auto, level)


__all__ = ["AUTOSAVE_FORMAT", "MODES", "Autosaver", "LoadResult", "Resumed", "default_path", "mode_of",
           "restore", "rng_from_json", "rng_to_json"]
