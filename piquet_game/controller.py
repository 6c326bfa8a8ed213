"""The controller: the only code that advances a game.

A :class:`Controller` owns a :class:`~piquet_game.rules.Game` and one :class:`Seat`
per player.  It asks the seat to move: a person answers through the view
(:meth:`Controller.submit`), a computer player thinks on a worker thread so the
window keeps drawing.  Each applied action's events leave by one door: they are
returned to the caller that advanced the game (:meth:`~Controller.deal`,
:meth:`~Controller.step`, :meth:`~Controller.submit`), which hands them on (the
table saves the partie and animates them; a network host sends them to its guests)
and calls :meth:`Controller.step` again when it is ready for more; a computer move
is applied only then, so its thinking overlaps the animation of the previous move but
its effect waits for it.

Against the computer, a person may take back his last decisions within the
current deal (:meth:`Controller.take_back`) when :attr:`Controller.take_backs` is
on: the game goes back to the position before his decision, the computer's
replies undone with it and its random state put back, and the partie is marked
(:attr:`Controller.taken_back` counts them).

Moves a person need not think about are made for him: the carte blanche question
when the hand has a court card, a class with nothing to declare, the best
declaration when the seat lets the game declare for it, the open capot once the
other player has announced one, and the last card of the hand.  No pygame here:
the controller is tested with scripted seats.

The same controller plays a game of Ass (:class:`~piquet_game.ass.rules.AssGame`): it asks
any game only what the table's interface declares
(:class:`~piquet_game.common.table_game.PlayedGame`: its players, title, family,
legal actions, the moves a person need not think about, its copy).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .ai.base import SURE_CAPOT_ONLY, Decision, Player
from .common.events import Event
from .families import FAMILIES, family_of
from .rules import Action, DealCards, Game, OpenCapot, Phase, SeatView

if TYPE_CHECKING:
    from .ai.pool import ThinkPool


@dataclass(frozen=True, eq=False)
class Seen:
    """What the screen of one seat may show: the one object the tables, their
    painters and their overlays read of the game (they never hold the game itself).

    ``view`` is what ``seat`` may know (Piquet's :class:`~piquet_game.rules.SeatView`,
    Ass's :class:`~piquet_game.ass.rules.AssView`); ``legal`` the actions ``seat`` may make
    now (empty unless it is to move: the exchange's counts and the cards it may play
    follow from them); ``partie`` what every seat knows of the partie (its deals'
    public events and scores, the games of a match, the totals: the score sheet and
    the deal's summary read it).  Made by :meth:`Controller.seen` once a position."""

    seat: int
    view: Any
    legal: tuple[Any, ...]
    partie: Any

    @property
    def phase(self) -> Any:
        return self.view.phase

    @property
    def to_move(self) -> int | None:
        return self.view.to_move

    @property
    def rules(self) -> Any:
        """The rules of the deal being played (a variant's, its options set)."""
        return self.view.rules

    @property
    def variant(self) -> Any:
        """The partie's game (a Piquet variant, the rules of Ass)."""
        return self.partie.variant

    @property
    def over(self) -> bool:
        return self.partie.is_over


def seen_of(game: Any, seat: int, legal: Sequence[Any] = ()) -> Seen:
    """A seat's screen of ``game`` (a replay's: no action to make)."""
    return Seen(seat, game.view(seat), tuple(legal), game.public())


@dataclass
class Seat:
    """Who sits in a seat: a person (``player is None``) or a computer player."""

    name: str
    player: Player | None = None
    auto_declare: bool = True  # a person: let the game declare his best combinations
    level: int | None = None
    #: a person at another computer, whose decisions come over the network
    #: (:mod:`piquet_game.net`); ``token`` lets him take his seat again after a drop
    remote: bool = False
    token: str = ""

    @property
    def is_human(self) -> bool:
        return self.player is None

    @classmethod
    def human(cls, name: str, auto_declare: bool = True) -> Seat:
        return cls(name, None, auto_declare)

    @classmethod
    def at_distance(cls, name: str, token: str, auto_declare: bool = True) -> Seat:
        """A person playing from another computer (the host's side of a network partie)."""
        return cls(name, None, auto_declare, None, True, token)

    @classmethod
    def computer(cls, level: int, seed: int, name: str | None = None, kind: str = "piquet",
                 seats: int = 2) -> Seat:
        """A computer player of ``level`` of the family ``kind``
        (:data:`~piquet_game.families.FAMILIES`) for a table of ``seats``."""
        player = FAMILIES[kind].make_player(level, seed, seats)
        return cls(name or player.name, player, True, level)

    @classmethod
    def ass_computer(cls, level: int, seed: int, name: str | None = None, seats: int = 2) -> Seat:
        """A computer player of Ass (:mod:`piquet_game.ass.ai`)."""
        return cls.computer(level, seed, name, "ass", seats)


@dataclass
class _Checkpoint:
    """The position before a person's decision, to take it back to."""

    seat: int
    key: tuple[int, int]  # (deals so far, actions in this deal)
    game: Game
    rngs: list[tuple | None]  # each computer player's random state then


@dataclass
class _Thinking:
    seat: int
    key: tuple[int, int]  # (deal number, actions so far): the position it was asked about
    thread: threading.Thread = field(default_factory=threading.Thread)
    result: list[Action] = field(default_factory=list)
    error: list[BaseException] = field(default_factory=list)
    phase: str = ""
    choices: int = 0  # the legal actions it chose among
    seconds: float = 0.0  # how long it thought (wall clock)


class Controller:
    def __init__(self, game: Game, seats: Sequence[Seat]) -> None:
        if len(seats) != len(game.players):
            raise ValueError(f"{game.title} wants {len(game.players)} seats")
        self.game = game
        self.seats = list(seats)
        # the screen of each seat, by seat: (the game and the position it was made
        # in, it); and how many times the game has changed (each action, a take-back,
        # an update)
        self._seen: dict[int, tuple[Any, tuple, Seen]] = {}
        self.changes = 0
        self._thinking: _Thinking | None = None
        # the view asks every frame; the answer changes only with the position
        self._automatic: tuple[tuple, Action | None] | None = None
        # take-backs (against the computer only): whether they are allowed, the
        # positions before the person's decisions in this deal, and how many
        # decisions were taken back in the partie
        self.take_backs = False
        self._checkpoints: list[_Checkpoint] = []
        self.taken_back = 0
        # each computer decision's thinking time, wall clock, in seconds, with the
        # phase it was made in (decisions with one legal action are not counted)
        self.think_times: list[tuple[str, float]] = []

    def think_with(self, budget: float | None, pool: ThinkPool | None = None) -> None:
        """Give the computer seats a time ``budget`` per decision (seconds; None: no
        limit) and the warm worker processes they may think on (the players that
        can use them: :class:`~piquet_game.ai.search.Master`).  The pool stays its
        owner's to shut down."""
        for seat in self.seats:
            player = seat.player
            if player is None:
                continue
            player.budget = budget
            if hasattr(type(player), "pool"):
                player.pool = pool  # type: ignore[attr-defined]

    # ------------------------------------------------------------------ state

    @property
    def phase(self) -> Phase:
        return self.game.phase

    @property
    def to_move(self) -> int | None:
        return self.game.to_move

    @property
    def humans(self) -> list[int]:
        """The seats of the people at this computer (not one at another)."""
        return [s for s, seat in enumerate(self.seats) if seat.is_human and not seat.remote]

    @property
    def remote(self) -> int | None:
        """The seat of a person playing from another computer, or None."""
        return next((s for s, seat in enumerate(self.seats) if seat.remote), None)

    @property
    def is_hot_seat(self) -> bool:
        return len(self.humans) >= 2

    def needs_deal(self) -> bool:
        return self.game.awaits_deal

    def waiting_for_person(self) -> int | None:
        """The seat of the person whose decision the game waits for, or None."""
        seat = self.game.to_move
        if seat is None or not self.seats[seat].is_human or self.automatic(seat) is not None:
            return None
        return seat

    @property
    def thinking(self) -> bool:
        return self._thinking is not None and self._thinking.thread.is_alive()

    @property
    def move_pending(self) -> bool:
        """A computer's move has been asked for and not yet applied (its player's
        random state has moved on from the position the game is in)."""
        return self._thinking is not None

    def view(self, seat: int) -> SeatView:
        return self.game.view(seat)

    def seen(self, seat: int) -> Seen:
        """What the screen of ``seat`` may show now (see :class:`Seen`): made once a
        position, and again after any change of the game."""
        g = self.game
        key = self._moment()
        cached = self._seen.get(seat)
        if cached is not None and cached[0] is g and cached[1] == key:
            return cached[2]
        made = seen_of(g, seat, g.legal_actions() if g.to_move == seat else ())
        self._seen[seat] = (g, key, made)
        return made

    def changed(self) -> None:
        """The game changed: what each seat's screen shows is made anew when next
        asked (the controller calls it after each action; a test that changes the
        game behind its back calls it too)."""
        self.changes += 1

    def heard(self, seat: int | None) -> list[Event]:
        """Every event of the partie so far that ``seat`` was told, in order (None:
        those told to the whole table): what the commentary and the teacher retell."""
        return [e for log in self.game.history for e in log.events if e.visible_to(seat)]

    def record(self) -> dict[str, Any]:
        """The partie's whole record, every hand in it: for the review of a finished
        deal and for keeping the reviews beside the kept partie (not for a screen of
        the game under way: that reads :meth:`seen`)."""
        return family_of(self.game).record_of(self.game)

    def legal_actions(self) -> list[Action]:
        return self.game.legal_actions()

    def _position(self) -> tuple[int, int]:
        return self.game.position

    def _moment(self) -> tuple:
        """The game's state, as the answers kept between frames depend on it: how many
        times the controller changed it, and the position, phase and seat to move (a
        test may change the game behind the controller's back)."""
        g = self.game
        return (self.changes, self._position(), g.phase, g.to_move)

    # ------------------------------------------------------------- advancing

    def deal(self, cards: DealCards | None = None) -> list[Event]:
        """Deal the next hand (the view calls this when the table is ready for it):
        shuffled, or ``cards`` (a lesson's deal)."""
        if not self.needs_deal():
            raise RuntimeError("not between deals")
        self._checkpoints = []  # a take-back stays within its deal
        self.changed()
        if cards is not None:
            return self.game.apply(cards)
        return self.game.deal_random()

    def automatic(self, seat: int) -> Action | None:
        """The move made for a person without asking, if this is one."""
        key = (self._moment(), seat, self.seats[seat].auto_declare)
        if self._automatic is None or self._automatic[0] != key:
            self._automatic = (key, self._find_automatic(seat))
        return self._automatic[1]

    def _find_automatic(self, seat: int) -> Action | None:
        g = self.game
        legal = g.legal_actions()
        play = g.playing
        if len(legal) == 1 and not play:
            return legal[0]
        if play and g.hands[seat].bit_count() == 1:
            return legal[0]
        return g.needs_no_person(seat, own_declarations=not self.seats[seat].auto_declare)

    def step(self) -> list[Event] | None:
        """Make the next move that needs no person: a computer's, once it has
        finished thinking, or an automatic one.  Returns its events, or None when
        the game waits (for a person, for thinking, or for the next deal)."""
        g = self.game
        seat = g.to_move
        if seat is None:
            return None
        if self.seats[seat].is_human:
            auto = self.automatic(seat)
            return None if auto is None else self._apply(auto, seat)
        return self._computer_step(seat)

    def _computer_step(self, seat: int) -> list[Event] | None:
        key = self._position()
        job = self._thinking
        if job is not None and (job.seat != seat or job.key != key):
            job = self._thinking = None  # a stale job (cannot happen unless the game was replaced)
        if job is None:
            view = self.game.view(seat)
            legal = self.game.legal_actions()
            player = self.seats[seat].player
            assert player is not None
            job = _Thinking(seat, key, phase=self.game.phase.value, choices=len(legal))
            job.thread = threading.Thread(target=_think, args=(player, view, legal, job), daemon=True,
                                          name=f"piquet-seat-{seat}")
            self._thinking = job
            job.thread.start()
            return None
        if job.thread.is_alive():
            return None
        self._thinking = None
        if job.error:
            raise job.error[0]
        if job.choices > 1:
            self.think_times.append((job.phase, job.seconds))
        return self._apply(job.result[0], seat)

    def wait(self, timeout: float | None = None) -> None:
        """Block until the computer has finished thinking (tests and tools)."""
        job = self._thinking
        if job is not None:
            job.thread.join(timeout)

    def check(self, action: Action, seat: int) -> None:
        """Raise the :class:`IllegalActionError` that ``action`` would, or nothing."""
        self.game.check(action, seat)

    def submit(self, action: Action, seat: int) -> list[Event]:
        """A person's move.  An illegal one raises and changes nothing."""
        if not self.seats[seat].is_human:
            raise RuntimeError(f"seat {seat} is played by the computer")
        point = None
        if self.take_backs and not self.is_hot_seat:  # the game as it was, kept before it changes
            point = _Checkpoint(seat, self._position(), _copy_game(self.game),
                                [None if s.player is None else s.player.rng.getstate() for s in self.seats])
        events = self.game.apply(action, seat)  # the one check of the move: refused, nothing changed
        self.changed()
        if point is not None:
            self._checkpoints.append(point)
        return events

    # ------------------------------------------------------------ take-backs

    def can_take_back(self, seat: int) -> bool:
        """Whether ``seat``'s last decision can be taken back now: take-backs are
        on, it is a person's decision of this deal, and the game waits for that
        person again (the computer's reply made, and nobody thinking)."""
        return (self.take_backs and not self.is_hot_seat and not self.move_pending
                and self.waiting_for_person() == seat and not self.needs_deal()
                and any(c.seat == seat and c.key[0] == len(self.game.history)
                        for c in self._checkpoints))

    def take_back(self, seat: int) -> bool:
        """Take back ``seat``'s last decision of this deal and everything after it
        (the computer's replies): the game is as it was before it, the computer
        players' random states too.  Whether it was done."""
        if not self.can_take_back(seat):
            return False
        deal = len(self.game.history)
        while self._checkpoints:
            point = self._checkpoints.pop()
            if point.seat == seat and point.key[0] == deal:
                break
        self.game = _copy_game(point.game)
        for s, state in zip(self.seats, point.rngs, strict=True):
            if s.player is not None and state is not None:
                s.player.rng.setstate(state)
        self.changed()  # what was worked out for the position after it is made anew
        self.taken_back += 1
        # the decisions before it, in this deal, can still be taken back
        self._checkpoints = [c for c in self._checkpoints if c.key[0] == deal]
        return True

    def _apply(self, action: Action, seat: int) -> list[Event]:
        events = self.game.apply(action, seat)
        self.changed()
        return events

    def run_until_person(self, limit: int = 10_000) -> list[Event]:
        """Advance through every move that needs no person (computer moves wait for
        their thread): the events, in order.  Stops at a person's decision, at the
        end of a deal and at the end of the partie.  For tests and tools."""
        out: list[Event] = []
        for _ in range(limit):
            events = self.step()
            if events is None:
                if self.thinking or (self.game.to_move is not None
                                     and not self.seats[self.game.to_move].is_human):
                    self.wait()
                    continue
                return out
            out.extend(events)
        raise RuntimeError("no end to the moves")

    def hint(self, seat: int):
        """Advice for a person (a level-3 player's decision with its reason; in Ass,
        the rule-based player's)."""
        adviser = family_of(self.game).adviser(len(self.game.players))
        view, legal = self.game.view(seat), self.game.legal_actions()
        try:
            return adviser.hint(view, legal)
        except ValueError:  # Piquet's adviser cannot weigh a sure capot alone: the fallback says it
            fallback = _fallback(view, legal) if self.game.kind == "piquet" else None
            if fallback is None:
                raise
            return Decision(fallback, SURE_CAPOT_ONLY)


def _copy_game(game):
    """A copy of a game that shares nothing that changes (each game's own clone:
    its events and deal logs are immutable, and shared)."""
    return game.clone()


def _think(player: Player, view: SeatView, legal: list[Action], job: _Thinking) -> None:
    start = time.perf_counter()
    try:
        try:
            job.result.append(player.choose(view, legal))
        finally:
            job.seconds = time.perf_counter() - start
    except ValueError as exc:
        fallback = _fallback(view, legal)
        if fallback is None:
            job.error.append(exc)  # reported on the main thread by step()
        else:
            job.result.append(fallback)
    except BaseException as exc:  # reported on the main thread by step()
        job.error.append(exc)


def _fallback(view: SeatView, legal: list[Action]) -> Action | None:
    """The answer of a computer player that has nothing to decide in a phase: an open
    capot not announced (a player that cannot weigh one plays on).  None for any
    other phase: the player's error stands."""
    if getattr(view, "phase", None) is Phase.OPEN_CAPOT and OpenCapot(False) in legal:
        return OpenCapot(False)
    return None


__all__ = ["Controller", "Seat"]
