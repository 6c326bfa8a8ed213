"""The player protocol every computer player follows.

A player is given the :class:`SeatView` of its seat and the legal actions, and
returns one of them.  It never sees the :class:`Game`.  Its only randomness is its
own ``random.Random``, so a player built with the same seed and shown the same
views makes the same choices.

:class:`Player` splits the decision by phase: ``blanche``, ``exchange``,
``declare``, ``open_capot``, ``play``; each returns a :class:`Decision`, the action with a
one-line reason a person can read ("keep the guard to your king of hearts"), a
:class:`~piquet_game.ai.reason.Reason` said in the player's language when it is shown.
:meth:`Player.hint` is the same decision offered as advice.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..i18n import N_
from ..rules import PLAYS, Action, Blanche, Declare, Exchange, OpenCapot, Phase, Play, SeatView
from ..rules.actions import DECLARE_PHASES, Call, DeclClass
from . import contract
from .anytime import Deadline
from .capot import announced_by, capot_card, sure_capot
from .reason import Reason, hint_line
from .solver import Solver

#: The hint on an open capot the adviser cannot weigh: announce one only when it is sure.
SURE_CAPOT_ONLY = Reason(N_("announce an open capot only with every trick sure: a capot made without it "
                            "is still worth 40"))
#: Nothing to declare in a class, by the class.
NOTHING_TO_DECLARE = {DeclClass.POINT: N_("nothing to declare in the point"),
                      DeclClass.SEQUENCE: N_("nothing to declare in the sequence"),
                      DeclClass.SET: N_("nothing to declare in the set")}


@dataclass(frozen=True)
class Decision:
    """An action and why (a reason given as a plain string is kept as its words)."""

    action: Action
    reason: Reason

    def __post_init__(self) -> None:
        if isinstance(self.reason, str):
            object.__setattr__(self, "reason", Reason.plain(self.reason))


class WrongTable(TypeError):
    """A player shown a table it was not made for (a mistake of the program, never
    caught as a player's ordinary refusal, a ValueError, is)."""


class Player:
    """Base of the computer players at a table of two.  Subclasses override the
    phase methods; a table of three or four has its own player
    (:class:`~piquet_game.ai.table.TablePlayer`), chosen where the player is made
    (:func:`piquet_game.ai.make_player`)."""

    level = 0
    name = "player"
    description = ""
    #: the numbers of seats at the tables it plays (a partie's players, gone or not)
    seats: tuple[int, ...] = (2,)
    #: Contract Piquet: worlds drawn to value a call, whether doubles are considered,
    #: the worth a bid must add to passing, and worlds for the play of a minus contract.
    auction_worlds = 8
    auction_doubles = True
    auction_margin = 0.0
    minus_worlds = 0
    #: Seconds a decision may take (None: no limit, the default of tournaments and
    #: tests): the searches over sampled worlds stop when it is spent and play the
    #: best so far (:mod:`piquet_game.ai.anytime`).
    budget: float | None = None
    #: The current decision's deadline, set by :meth:`decide` from the budget.
    deadline: Deadline | None = None

    def __init__(self, seed: int | None = None, rng: random.Random | None = None) -> None:
        self.rng = rng if rng is not None else random.Random(seed)

    # -- the protocol -------------------------------------------------------------

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        return self.decide(view, legal).action

    def hint(self, view: SeatView, legal: Sequence[Action]) -> Decision:
        return self.decide(view, legal)

    def decide(self, view: SeatView, legal: Sequence[Action]) -> Decision:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(view.players) not in self.seats:
            raise WrongTable(f"{self.name} plays at a table of {' or '.join(map(str, self.seats))}, not of "
                             f"{len(view.players)}: make it for its table (make_player(level, seed, seats))")
        if len(legal) == 1:
            return Decision(legal[0], _forced_reason(legal[0]))
        self.deadline = Deadline.of(self.budget)
        try:
            d = self._decide(view, legal)
        finally:
            self.deadline = None
        if d.action not in legal:
            raise RuntimeError(f"{self.name} chose an illegal action {d.action} in {view.phase.value}")
        return d

    def _decide(self, view: SeatView, legal: Sequence[Action]) -> Decision:
        phase = view.phase
        if phase is Phase.PLAY:
            cards = [a.card for a in legal if isinstance(a, Play)]
            d = self.play_capot(view, cards) or self.play_minus(view, cards) or self.play(view, cards)
        elif phase is Phase.AUCTION:
            d = self.auction(view, [a for a in legal if isinstance(a, Call)])
        elif phase in DECLARE_PHASES:
            d = self.declare(view, DECLARE_PHASES[phase], [a for a in legal if isinstance(a, Declare)])
        elif phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            d = self.exchange(view, legal)
        elif phase is Phase.BLANCHE:
            d = self.blanche(view)
        elif phase is Phase.OPEN_CAPOT:
            d = self.open_capot(view)
        else:
            raise ValueError(f"nothing to decide in phase {phase.value}")
        return d

    # -- phases -----------------------------------------------------------------

    def blanche(self, view: SeatView) -> Decision:
        return Decision(Blanche(True), Reason(N_("a hand without king, queen or jack: ten points for "
                                                 "carte blanche")))

    def exchange(self, view: SeatView, legal: Sequence[Action]) -> Decision:
        raise NotImplementedError

    def open_capot(self, view: SeatView) -> Decision:
        """Announce an open capot only when it is sure: every trick won whatever the
        opponent holds and plays (:mod:`piquet_game.ai.capot`)."""
        if sure_capot(view):
            points = view.rules.open_capot_points
            return Decision(OpenCapot(True), Reason(N_("announce an open capot: every trick is yours "
                                                       "whatever he holds ({points} instead of {capot})"),
                                                    points=points, capot=view.rules.capot_points))
        return Decision(OpenCapot(False), Reason(N_("no open capot: you cannot be sure of every trick")))

    def play_capot(self, view: SeatView, cards: list[int]) -> Decision | None:
        """The open capot this seat announced, played as proven: each suit from the
        top (None when no capot of this seat's is announced, or it is no longer
        sure)."""
        if announced_by(view) != view.seat:
            return None
        card = capot_card(view, cards)
        if card is None:
            return None
        return Decision(PLAYS[card], Reason(N_("play {the_card}: the open capot you announced, trick "
                                               "by trick"), the_card=card))

    def declare(self, view: SeatView, cls: DeclClass, legal: list[Declare]) -> Decision:
        raise NotImplementedError

    def auction(self, view: SeatView, legal: list[Call]) -> Decision:
        """A call in Contract Piquet's auction: the one worth most over the worlds
        this level draws (:mod:`piquet_game.ai.contract`)."""
        if self.auction_worlds:
            est = contract.estimate(view, self.auction_worlds, self.rng, self._contract_solver(view),
                                    deadline=self.deadline)
        else:  # no world imagined: a simple count of the tricks the cards take
            est = contract.counted(view)
        return Decision(*contract.choose_call(view, legal, est, self.auction_doubles, self.auction_margin))

    def play_minus(self, view: SeatView, cards: list[int]) -> Decision | None:
        """The play of a minus contract, where both seats duck (None otherwise)."""
        if view.contract is None or not view.contract.minus:
            return None
        card, reason = contract.minus_play(view, cards, self.rng, self.minus_worlds)
        return Decision(PLAYS[card], reason)

    def _contract_solver(self, view: SeatView) -> Solver:
        solver = getattr(self, "_trick_counter", None)
        if solver is None or solver.variant != view.rules:
            solver = self._trick_counter = Solver(view.rules)
        return solver

    def play(self, view: SeatView, cards: list[int]) -> Decision:
        raise NotImplementedError


def _forced_reason(action: Action) -> Reason:
    if isinstance(action, Blanche):
        return Reason(N_("no carte blanche to declare"))
    if isinstance(action, Declare):
        if not action.combos:
            return Reason(NOTHING_TO_DECLARE[action.cls])
        return Reason(N_("the only declaration"))
    if isinstance(action, Play):
        return Reason(N_("the only card you may play"))
    if isinstance(action, Exchange):
        return Reason(N_("the only exchange allowed"))
    if isinstance(action, OpenCapot):
        return Reason(N_("the only answer"))
    return Reason(N_("the only move"))


__all__ = ["NOTHING_TO_DECLARE", "SURE_CAPOT_ONLY", "Decision", "Player", "Reason", "WrongTable", "hint_line"]
