"""The review of a deal of Contract Piquet: the call and the cards, valued as the deal
scores them once the contract stands.

In Contract Piquet a trick is a point to its winner, and the contract adds its
over- or under-tricks (:meth:`piquet_game.rules.auction.Contract.result`), so what
the play of a deal is worth to a seat is the contract's points and the trick margin
(:func:`piquet_game.ai.contract.contract_value`).  Both decisions are valued by it,
over the opponent's hands consistent with what the seat saw and heard
(:func:`piquet_game.ai.contract.worlds`: the hands his calls make likely):

* **a call**: each legal call's worth in each world, as the Master bids
  (:func:`~piquet_game.ai.contract.call_values`): a bid as if it stood, a pass as the
  opponent's contract standing (or nothing, before any bid), a double as his
  contract doubled.  The tricks of a world are counted both ways: in plus play
  exactly (the solver, a point a trick), in minus play by both seats ducking.
* **a card**: each legal card played, then the rest of the tricks played out as the
  contract makes them: exactly by the solver in a plus contract (both seats winning
  what they can), ducking on both sides in a minus one.

Pure Python, deterministic for its ``rng``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..rules import SeatView
from ..rules.actions import Call
from .contract import Estimate, call_values, contract_value, misere_tricks, worlds
from .solver import Solver


def _hands(view: SeatView, opp: int) -> list[int]:
    hands = [0, 0]
    hands[view.seat], hands[view.opponent] = view.hand, opp
    return hands


def call_rows(view: SeatView, calls: Sequence[Call], n: int, rng: random.Random,
              solver: Solver) -> tuple[dict[Call, list[float]], Estimate]:
    """Each legal call's worth to the seat in each of ``n`` worlds, and the tricks it
    takes in them (plus and minus play: what the reason of a call says)."""
    opps = worlds(view, n, rng)
    rows: dict[Call, list[float]] = {c: [] for c in calls}
    pluses: list[int] = []
    minuses: list[int] = []
    size = view.hand.bit_count()
    for opp in opps:
        hands = _hands(view, opp)
        margin = solver.value(hands, view.elder, scores=(1, 1))  # the elder's tricks less the other's
        elder_tricks = (size + margin) // 2
        plus = elder_tricks if view.elder == view.seat else size - elder_tricks
        minus = misere_tricks(hands, view.elder, view.seat)
        values = call_values(view, calls, Estimate((plus,), (minus,)))
        for c in calls:
            rows[c].append(values[c])
        pluses.append(plus)
        minuses.append(minus)
    return rows, Estimate(tuple(pluses), tuple(minuses))


_SOLVERS: dict[int, Solver] = {}


def trick_counter(view: SeatView) -> Solver:
    """The solver counting the tricks of Contract Piquet (a point a trick), kept for
    the variant (its tables serve every deal)."""
    solver = _SOLVERS.get(id(view.rules))
    if solver is None or solver.variant is not view.rules:
        _SOLVERS.clear()
        solver = _SOLVERS[id(view.rules)] = Solver(view.rules)
    return solver


def play_rows(view: SeatView, cards: Sequence[int], n: int, rng: random.Random,
              solver: Solver) -> dict[int, list[float]]:
    """Each legal card's worth to the seat in each of ``n`` worlds (see
    :func:`play_worth`)."""
    rows: dict[int, list[float]] = {c: [] for c in cards}
    for opp in worlds(view, n, rng):
        worth = play_worth(view, _hands(view, opp), cards, solver)
        for c in cards:
            rows[c].append(worth[c])
    return rows


def play_worth(view: SeatView, hands: list[int], cards: Sequence[int], solver: Solver) -> dict[int, float]:
    """Each card's worth to the seat with the hands ``hands``: the contract's points
    and the trick margin once the tricks left are played out (see the module's text)."""
    contract = view.contract
    assert contract is not None, "a card of Contract Piquet is played under a contract"
    me = view.seat
    won = view.tricks_won[me]
    if contract.minus:
        mine = {c: won + _ducked(view, hands, c) for c in cards}
    else:
        left = view.hand.bit_count()
        moves = solver.move_values(hands, view.leader, tuple(view.trick), scores=(1, 1),
                                   won=tuple(view.tricks_won))
        mine = {c: won + (left + moves[c]) // 2 for c in cards}
    each = view.rules.contract_points
    return {c: contract_value(Estimate((mine[c],), (mine[c],)), contract, me, each) for c in cards}


def _ducked(view: SeatView, hands: list[int], card: int) -> int:
    """The tricks the seat takes from here, ``card`` played now and both seats
    ducking after it."""
    me = view.seat
    rest = list(hands)
    rest[me] &= ~(1 << card)
    if view.trick:  # the seat follows: the trick is decided now
        lead = view.trick[0]
        took = card >> 3 == lead >> 3 and card > lead
        return took + misere_tricks(rest, me if took else view.opponent, me)
    return misere_tricks(rest, me, me, (card,))


__all__ = ["call_rows", "play_rows", "play_worth", "trick_counter"]
