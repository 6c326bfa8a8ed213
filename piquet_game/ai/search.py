"""Levels 4 and 5: search over sampled worlds.

A *world* places every card the seat has not seen, consistently with everything it
has seen and heard (:mod:`piquet_game.ai.sampler`).  In each world the rest of the
deal is simulated for every candidate action, and the action with the best mean
result (my points minus the opponent's, to the end of the deal) is chosen.

* Level 4 simulates the tricks with a greedy rule for both seats and chooses the
  exchange by simulating its candidate discards through the opponent's exchange,
  the declarations and the tricks.
* Level 5 solves the trick play of every world exactly
  (:mod:`piquet_game.ai.solver`), weights the worlds by how likely the opponent's
  choices were in each, plays the last deal of a partie for its settlement (the
  rubicon: each outcome's solved margin shared around the deal's points), and sinks
  a declaration when showing it would cost more than it scores.

Every rule comes from the view's variant.  In a game to a target (Piquet au cent) a
result is not the deal's margin but what the partie is worth
(:mod:`piquet_game.ai.partie`): a simulation stops at the score that reaches the
target, which ends the partie for its settlement, and a deal that ends short of it
is worth the partie's expected settlement from the totals it leaves.  In a match
of games (Picchetto) each game is played so, to its own target, for the game.
Where only the declarations block a pique (Russian Piquet) the simulations and the
solver are told who may still pique once the declarations are over, and an open
capot announced is scored at its points (:func:`simulate.play_rules`); the open
capot itself is announced by every level alike, when it is sure
(:mod:`piquet_game.ai.capot`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from ..i18n import N_
from ..rules import PLAYS, Action, Declare, SeatView
from ..rules.actions import DeclClass, Phase
from ..rules.combos import best_declaration, combo_key
from ..rules.variant import RUBICON, Variant
from ..vocabulary import LEVEL_NAMES
from .anytime import MIN_WORLDS, Deadline, out_of_time
from .base import Decision
from .heuristics import card_keep_value, keep_order
from .knowledge import announced_key
from .partie import SCALE, Stakes, stakes_of
from .reason import Reason
from .rulebased import Classicist, exchange_bounds, exchange_counts, exchange_reason, make_exchange
from .sampler import World, sample_worlds, younger_exchange_worlds
from .simulate import (
    barred_after,
    barred_of,
    declarations,
    greedy_playout,
    play_rules,
    rule_counts,
    rule_discard,
)
from .solver import Solver

if TYPE_CHECKING:
    from .pool import ThinkPool

#: The tasks valued world by world: the cards of a trick, the discards of an exchange
#: (and the discards screened: their tricks played by the greedy rule, quickly).
PLAY_TASK, EXCHANGE_TASK, SCREEN_TASK = "play", "exchange", "screen"
#: A task: its kind and its candidates (cards, or discards as bit masks).
Task = tuple[str, tuple[int, ...]]

#: Younger sinks his combinations when elder's is better, by the class.
ELDER_BETTER = {DeclClass.POINT: N_("elder's point is better: say good and show nothing"),
                DeclClass.SEQUENCE: N_("elder's sequence is better: say good and show nothing"),
                DeclClass.SET: N_("elder's set is better: say good and show nothing")}


def split_margin(total: int, margin: int) -> tuple[int, int]:
    """(my points, the opponent's) for the rest of a deal whose points come to about
    ``total`` in all (as the greedy rule plays it) and whose margin to me is exactly
    ``margin`` (as the solver plays it): the margin shared around the total (a point
    short of it when they differ by an odd number), neither share below zero."""
    mine = max((total + margin) // 2, margin, 0)
    return mine, mine - margin


class Strategist(Classicist):
    """Level 4: determinized search with greedy simulations."""

    level = 4
    auction_worlds, minus_worlds = 24, 6
    name = LEVEL_NAMES[4]
    description = N_("Searches: imagines the unseen cards many ways and plays what works best on average.")

    play_worlds = 48
    exchange_worlds = 40
    exchange_width = 10
    exchange_pool = 8
    weighted = False
    #: Whether the opponent's discards are read rank by rank (the sampler's ``read_discards``).
    read_discards = False

    # -- helpers ------------------------------------------------------------------

    def worlds(self, view: SeatView, n: int) -> list[World]:
        return sample_worlds(view, self.rng, n, weighted=self.weighted, read_discards=self.read_discards)

    def trick_values(self, view: SeatView, cards: list[int], worlds: list[World]) -> dict[int, float]:
        """Mean (my points - opponent's) to the end of the deal for each card; in a
        game to a target, the mean worth of the partie to me."""
        return self._trick_values(view, cards, worlds, None)

    def _trick_values(self, view: SeatView, cards: list[int], worlds: list[World],
                      deadline: Deadline | None) -> dict[int, float]:
        """:meth:`trick_values` over the worlds valued before ``deadline``."""
        rows = self.rows(view, (PLAY_TASK, tuple(cards)), worlds, deadline)
        totals = dict.fromkeys(cards, 0.0)
        weight = 0.0
        for i, row in rows:
            w = worlds[i]
            weight += w.weight
            for c, v in zip(cards, row, strict=True):
                totals[c] += w.weight * v
        return {c: v / self.trick_unit(view, weight) for c, v in totals.items()}

    def trick_unit(self, view: SeatView, weight: float) -> float:
        """What a card's weighted total is divided by for its mean."""
        return weight

    # -- the worlds, one by one ------------------------------------------------------

    def rows(self, view: SeatView, task: Task, worlds: Sequence[World],
             deadline: Deadline | None) -> list[tuple[int, list[float]]]:
        """For each world valued, in order, (its index, the value of each of the
        task's candidates in it): every world without a ``deadline``, else those
        valued before it passed (at least :data:`MIN_WORLDS`)."""
        return self.world_rows(view, task, list(enumerate(worlds)), deadline, MIN_WORLDS)

    def world_rows(self, view: SeatView, task: Task, worlds: Sequence[tuple[int, World]],
                   deadline: Deadline | None, least: int) -> list[tuple[int, list[float]]]:
        """The rows of the indexed ``worlds`` in their order, stopping once
        ``deadline`` has passed and at least ``least`` are done (the loop a worker
        of a :class:`~piquet_game.ai.pool.ThinkPool` runs on its share)."""
        kind, candidates = task
        value = self.world_values(view, kind, candidates)
        out: list[tuple[int, list[float]]] = []
        for i, w in worlds:
            if out_of_time(deadline, len(out), least):
                break
            out.append((i, value(w)))
        return out

    def world_values(self, view: SeatView, kind: str,
                     candidates: tuple[int, ...]) -> Callable[[World], list[float]]:
        """The function giving, in a world, the value of each candidate: of each
        card to play (``kind`` :data:`PLAY_TASK`) or each discard (:data:`EXCHANGE_TASK`)."""
        if kind == EXCHANGE_TASK:
            return lambda w: [self.exchange_world_value(view, d, w) for d in candidates]
        if kind == SCREEN_TASK:
            return lambda w: [self.exchange_world_value(view, d, w, quick=True) for d in candidates]
        if kind != PLAY_TASK:
            raise ValueError(f"no task {kind!r}")
        return self.play_world_values(view, list(candidates))

    def play_world_values(self, view: SeatView, cards: list[int]) -> Callable[[World], list[float]]:
        me, opp = view.seat, 1 - view.seat
        trick = tuple(view.trick)
        leader = view.leader
        variant = play_rules(view)
        barred = barred_of(view)
        stakes = stakes_of(view)
        need = stakes.stop(view.scores) if stakes is not None else None
        scores = view.scores

        def values(w: World) -> list[float]:
            hands = [0, 0]
            hands[me] = view.hand
            hands[opp] = w.opp_hand
            row: list[float] = []
            for c in cards:
                p = greedy_playout(hands, leader, variant, scores, view.tricks_won, trick, first=c, need=need,
                                   barred=barred)
                if stakes is not None:
                    row.append(stakes.outcome(me, (scores[0] + p[0], scores[1] + p[1])))
                else:
                    row.append(p[me] - p[opp])
            return row

        return values

    # -- trick play ---------------------------------------------------------------

    def play(self, view: SeatView, cards: list[int]) -> Decision:
        worlds = self.worlds(view, self.play_worlds)
        values = self._trick_values(view, cards, worlds, self.deadline)
        best = max(cards, key=lambda c: (values[c], -(c & 7)))
        return Decision(PLAYS[best], self.play_reason(view, best, values))

    def play_reason(self, view: SeatView, card: int, values: dict[int, float]) -> Reason:
        rest = sorted((v for c, v in values.items() if c != card), reverse=True)
        gain = float(values[card] - rest[0]) if rest else 0.0
        if self.plays_for_partie(view):
            return Reason(N_("play {the_card}: best for the partie on average over the hands the opponent "
                             "may hold ({gain} points of its settlement over the next best)"),
                          the_card=card, gain=gain)
        if view.trick:
            lead = view.trick[0]
            if card >> 3 == lead >> 3 and card > lead:
                return Reason(N_("take the trick with {the_card} (worth {gain} points over the next best)"),
                              the_card=card, gain=gain)
            if card >> 3 != lead >> 3:
                return Reason(N_("throw {the_card}: it costs least ({gain} over the next best)"),
                              the_card=card, gain=gain)
            return Reason(N_("play {the_card}: the trick is lost anyway"), the_card=card)
        return Reason(N_("lead {the_card}: best on average over the hands the opponent may hold "
                         "({gain} points over the next best)"), the_card=card, gain=gain)

    @classmethod
    def plays_for_partie(cls, view: SeatView) -> bool:
        """Whether a card's value is what the partie is worth (its settlement), not
        the deal's margin: in a game to a target."""
        return stakes_of(view) is not None

    # -- exchange -----------------------------------------------------------------

    def exchange(self, view: SeatView, legal: Sequence[Action]) -> Decision:
        candidates = self.exchange_shortlist(view)
        worlds = self.worlds(view, self.exchange_worlds)
        totals, weight = self.exchange_totals(view, EXCHANGE_TASK, candidates, worlds)
        best, best_v = candidates[0], float("-inf")
        for d, total in zip(candidates, totals, strict=True):
            v = total / weight
            if v > best_v:
                best, best_v = d, v
        return Decision(make_exchange(view, best), exchange_reason(view, best))

    def exchange_totals(self, view: SeatView, kind: str, candidates: Sequence[int],
                        worlds: Sequence[World]) -> tuple[list[float], float]:
        """Each candidate discard's value summed over the worlds (weighted), and the
        weight of the worlds valued.  The worlds are the outer loop, the candidates
        the inner: when the time is up, every candidate has been valued over the
        same worlds."""
        rows = self.rows(view, (kind, tuple(candidates)), worlds, self.deadline)
        totals = [0.0] * len(candidates)
        weight = 0.0
        for i, row in rows:
            w = worlds[i]
            for j, v in enumerate(row):
                totals[j] += w.weight * v
            weight += w.weight
        return totals, weight

    def exchange_shortlist(self, view: SeatView) -> list[int]:
        """The discards worth simulating: level 3's choice, and for each size the
        subsets of the least useful cards that give up the least."""
        lo, hi = exchange_bounds(view)
        hand = view.hand
        order = keep_order(hand, view.rules)[: self.exchange_pool]
        worth = {c: card_keep_value(hand, c, view.rules) for c in order}
        if view.phase is Phase.EXCHANGE_ELDER:
            sizes: Sequence[int] = [*range(max(lo, hi - 2), hi + 1)]
            if lo == 0:   # standing pat, where the rules allow it
                sizes = [0, *sizes]
        else:
            sizes = range(lo, min(hi, 4) + 1)
        counts = exchange_counts(view)
        scored = []
        for n in sizes:
            if n not in counts:
                continue
            for combo in combinations(order, n):
                m = 0
                for c in combo:
                    m |= 1 << c
                scored.append((sum(worth[c] for c in combo) - 4.0 * n, m))
        scored.sort()
        short = [Classicist.exchange(self, view, ()).action.discard]  # type: ignore[union-attr]
        for _, m in scored:
            if len(short) >= self.exchange_width:
                break
            if m not in short:
                short.append(m)
        return short

    def simulate_exchange(self, view: SeatView, discard: int, worlds: list[World]) -> float:
        total = weight = 0.0
        for w in worlds:
            value = self.exchange_world_value(view, discard, w)
            total += w.weight * value
            weight += w.weight
        return total / weight

    def exchange_world_value(self, view: SeatView, discard: int, w: World, quick: bool = False) -> float:
        """The value of the deal in world ``w`` after discarding ``discard`` (``quick``:
        its tricks played by the greedy rule, whatever the level)."""
        me, opp = view.seat, 1 - view.seat
        n = discard.bit_count()
        talon = w.talon
        hands = [0, 0]
        mine = view.hand & ~discard
        for c in talon[:n]:
            mine |= 1 << c
        hands[me] = mine
        theirs = w.opp_hand
        if view.phase is Phase.EXCHANGE_ELDER:
            left = talon[n:]
            lo, counts = rule_counts(view.rules, False, len(left))
            od = rule_discard(theirs, lo, len(left), False, counts)
            k = od.bit_count()
            theirs &= ~od
            for c in left[:k]:
                theirs |= 1 << c
        hands[opp] = theirs
        return self.deal_value(view, hands, quick)

    def deal_value(self, view: SeatView, hands: list[int], quick: bool = False) -> float:
        """(my points - opponent's) for the rest of the deal from the declarations on;
        in a game to a target, what the partie is worth to me, the declarations
        ending it if they reach the target where a total that reaches it ends the
        partie at once (:meth:`Stakes.stop`).  ``quick``: the tricks by the greedy rule."""
        outcome = (lambda *args: Strategist.outcome_value(self, *args)) if quick else self.outcome_value
        rules = play_rules(view)
        elder = view.elder
        base = list(view.scores)
        stakes = stakes_of(view)
        if stakes is not None:
            need = stakes.stop(base)
            decl = declarations(hands, elder, rules, base, need)
            scores = [base[0] + decl[0], base[1] + decl[1]]
            if need is not None and (decl[0] >= need[0] or decl[1] >= need[1]):
                return stakes.outcome(view.seat, scores)
            return outcome(view, hands, scores, decl)
        decl = declarations(hands, elder, rules, base)
        scores = [base[0] + decl[0], base[1] + decl[1]]
        return outcome(view, hands, scores, decl)

    def outcome_value(self, view: SeatView, hands: list[int], scores: list[int], decl: list[int]) -> float:
        """The value of the deal once declared: the tricks by the greedy rule."""
        rules = play_rules(view)
        me, opp = view.seat, 1 - view.seat
        stakes = stakes_of(view)
        barred = barred_after(rules, view.elder, scores)
        if stakes is not None:
            p = greedy_playout(hands, view.elder, rules, scores, need=stakes.stop(scores), barred=barred)
            return stakes.outcome(me, (scores[0] + p[0], scores[1] + p[1]))
        p = greedy_playout(hands, view.elder, rules, scores, barred=barred)
        return (decl[me] + p[me]) - (decl[opp] + p[opp])


class Master(Strategist):
    """Level 5: exact trick play in every sampled world, weighted worlds, the partie
    score in view, and sinking when showing a combination costs more than it gains."""

    level = 5
    auction_worlds, minus_worlds = 40, 12
    name = LEVEL_NAMES[5]
    description = N_("Solves the play exactly in every world it imagines, reads the opponent's "
                     "choices, and plays the partie, not just the deal.")

    play_worlds = 80
    weighted = True
    read_discards = True
    #: The exchange in two rounds: every discard of the shortlist valued over
    #: :attr:`exchange_worlds` worlds (screened by the greedy rule when
    #: :attr:`exchange_screen` is set, else solved), then the best
    #: :attr:`exchange_keep` of them solved over :attr:`exchange_total` worlds in all.
    #: The exchange's precision is what matters most: over 200 mirrored pairs against
    #: level 4 (seed 2026) the Master made +1.7 a deal valuing ten discards over 32
    #: worlds, +2.7 over 96, +3.0 with the best four of them over 160, and +3.0 with
    #: sixteen discards screened over 48 worlds and the best three solved over 128,
    #: at less than half the cost; 160 worlds for the card play instead of 80 added
    #: +0.2, and a stronger model of younger's exchange none.  Over 400 pairs, the
    #: best five solved instead of three made +2.59 instead of +2.09 at seed 2026 and
    #: +4.02 instead of +3.67 at seed 11 (twenty-four screened, the best five solved:
    #: +2.37).  The exchange is most of what the Master gains: with level 4's exchange
    #: it made only +0.86 a deal over level 4 (400 pairs, seed 2026).  Its precision is
    #: spent: twenty-four discards screened over 64 worlds and the best eight solved
    #: over 256 made -0.04 a deal against these settings (200 pairs, seed 2026, 125 of
    #: them played the same), at three times the cost.
    exchange_width = 16
    exchange_worlds = 48
    exchange_keep = 5
    exchange_total = 128
    exchange_screen = True
    #: The warm worker processes the worlds are valued on (None: this process).
    pool: ThinkPool | None = None
    #: Tricks played before which a trick's card is chosen on the pool.
    pool_tricks = 3

    def __init__(self, seed: int | None = None, rng: random.Random | None = None) -> None:
        super().__init__(seed, rng)
        self.solver = Solver(RUBICON)

    def solver_for(self, variant: Variant) -> Solver:
        """The solver of the variant played (a new one, with an empty table, when it
        changes)."""
        if self.solver.variant is not variant and self.solver.variant != variant:
            self.solver = Solver(variant)
        return self.solver

    def worlds(self, view: SeatView, n: int) -> list[World]:
        """As :meth:`Strategist.worlds`; for younger's exchange, drawn as the deal was
        made, elder's discard by a rule (:func:`~piquet_game.ai.sampler.younger_exchange_worlds`).
        Over 200 mirrored pairs against level 4 (seed 2026) it made +0.24 a deal
        (+-0.62; 148 pairs played the same).  What reading elder's exchange can still
        give is small: valued over elder's true hand (the talon's order and his
        discards drawn from the rest), younger's exchange made +0.58 a deal more
        (+-0.90; 114 of the same 200 pairs played the same)."""
        got = younger_exchange_worlds(view, self.rng, n)
        return got if got is not None else super().worlds(view, n)

    def __getstate__(self) -> dict:
        state = self.__dict__.copy()
        state.pop("pool", None)  # a pool stays with its owner
        return state

    def trick_unit(self, view: SeatView, weight: float) -> float:
        return SCALE * weight if stakes_of(view) is not None else weight

    def play_world_values(self, view: SeatView, cards: list[int]) -> Callable[[World], list[float]]:
        me, opp = view.seat, 1 - view.seat
        trick = tuple(view.trick)
        rules = play_rules(view)
        solver = self.solver_for(rules)
        stakes = stakes_of(view)
        barred = barred_of(view)
        last = self.is_last_deal(view)   # never in a game to a target
        scores = view.scores

        def values(w: World) -> list[float]:
            hands = [0, 0]
            hands[me] = view.hand
            hands[opp] = w.opp_hand
            got = solver.move_values(hands, view.leader, trick, scores, view.tricks_won,
                                     stakes=stakes, barred=barred)
            if not last:
                return [got[c] for c in cards]
            row = []
            for c in cards:   # the last deal: each card's solved margin, for the settlement
                p = greedy_playout(hands, view.leader, rules, scores, view.tricks_won, trick, first=c,
                                   barred=barred)
                row.append(self.settled(view, scores, p[0] + p[1], got[c]))
            return row

        return values

    def exchange(self, view: SeatView, legal: Sequence[Action]) -> Decision:
        """The exchange in two rounds (see :attr:`exchange_keep`): the shortlist over
        the first worlds, the best few over all of them; the best on average over
        the worlds it was valued on."""
        if not self.exchange_keep or self.exchange_total <= self.exchange_worlds:
            return super().exchange(view, legal)
        candidates = self.exchange_shortlist(view)
        worlds = self.worlds(view, self.exchange_total)
        first = worlds[: self.exchange_worlds]
        if self.exchange_screen:
            screened, _ = self.exchange_totals(view, SCREEN_TASK, candidates, first)
            order = sorted(range(len(candidates)), key=lambda j: (-screened[j], j))[: self.exchange_keep]
            kept = [candidates[j] for j in order]
            totals, weight = self.exchange_totals(view, EXCHANGE_TASK, kept, worlds)
        else:
            t1, w1 = self.exchange_totals(view, EXCHANGE_TASK, candidates, first)
            order = sorted(range(len(candidates)), key=lambda j: (-t1[j], j))[: self.exchange_keep]
            kept = [candidates[j] for j in order]
            t2, w2 = self.exchange_totals(view, EXCHANGE_TASK, kept, worlds[self.exchange_worlds:])
            totals = [t1[j] + t2[k] for k, j in enumerate(order)]
            weight = w1 + w2
        best = max(range(len(kept)), key=lambda k: (totals[k] / weight, -k))
        return Decision(make_exchange(view, kept[best]), exchange_reason(view, kept[best]))

    def rows(self, view: SeatView, task: Task, worlds: Sequence[World],
             deadline: Deadline | None) -> list[tuple[int, list[float]]]:
        """As :meth:`Strategist.rows`, on the cores of the :attr:`pool` when one is
        given and the decision is worth sending there (:meth:`pooled`); in this
        process when there is none or it fails."""
        pool = self.pool
        if pool is not None and self.pooled(view, task):
            got = pool.rows(type(self), view, task, worlds, deadline, MIN_WORLDS)
            if got is not None:
                return got
        return super().rows(view, task, worlds, deadline)

    def pooled(self, view: SeatView, task: Task) -> bool:
        """Whether a decision is worth the pool's round trip: the exchange, and the
        first :attr:`pool_tricks` tricks (later ones take a few milliseconds)."""
        return task[0] == EXCHANGE_TASK or len(view.tricks) < self.pool_tricks

    def outcome_value(self, view: SeatView, hands: list[int], scores: list[int], decl: list[int]) -> float:
        """The tricks solved exactly; in the last deal, the partie's settlement; in a
        game to a target, what the partie is worth."""
        rules = play_rules(view)
        me, opp = view.seat, 1 - view.seat
        elder = view.elder
        stakes = stakes_of(view)
        if stakes is not None:
            return self.target_outcome(view, hands, scores, stakes)
        barred = barred_after(rules, elder, scores)
        tricks = self.solver_for(rules).value(hands, elder, (), scores, (0, 0), barred=barred)
        if elder != me:
            tricks = -tricks
        if self.is_last_deal(view):
            p = greedy_playout(hands, elder, rules, scores, barred=barred)
            return self.settled(view, scores, p[0] + p[1], tricks)
        return decl[me] - decl[opp] + tricks

    def target_outcome(self, view: SeatView, hands: list[int], scores: list[int], stakes: Stakes) -> float:
        """What the partie is worth to me once the deal is declared, in a game to a
        target: when a seat may reach the target in the tricks without a capot or a
        pique, played out by the greedy rule to the score that reaches it, or to
        the deal's end where the target is looked at only then (as the rubicon's
        last deal is); else the tricks solved exactly for their margin,
        worth the partie's expected settlement from the totals it leaves."""
        rules = play_rules(view)
        me, opp = view.seat, 1 - view.seat
        tricks = rules.hand_size
        if stakes.within_reach(scores, tricks, bonuses=False):
            p = greedy_playout(hands, view.elder, rules, scores, need=stakes.stop(scores),
                               barred=barred_after(rules, view.elder, scores))
            return stakes.outcome(me, (scores[0] + p[0], scores[1] + p[1]))
        v = self.solver_for(rules).value(hands, view.elder, (), scores, (0, 0))
        margin = v if view.elder == me else -v
        mine, theirs = stakes.base[me] + scores[me], stakes.base[opp] + scores[opp]
        return stakes.convert(me, mine, theirs, tricks, margin) / SCALE

    # -- the partie ---------------------------------------------------------------

    @staticmethod
    def is_last_deal(view: SeatView) -> bool:
        """The last deal of a partie of fixed deals whose settlement is not simply the
        difference (a rubicon, a game bonus): then it is played for the settlement."""
        variant = view.rules
        if variant.shape.goal or variant.shape.match_targets or not variant.shape.deals:
            return False
        if not variant.rubicon and not variant.game_bonus:
            return False
        return len(view.deal_scores) >= variant.shape.deals - 1

    def partie_utility(self, view: SeatView, mine: int, theirs: int) -> float:
        """What the partie is worth to me if this deal ends mine to theirs: the
        settlement with its rubicon, not the deal's margin."""
        me = view.seat
        totals = [sum(d[i] for d in view.deal_scores) for i in (0, 1)]
        totals[me] += mine
        totals[1 - me] += theirs
        winner, result = view.rules.settle(totals)
        if winner is None or result is None:
            return 0.0
        return float(result if winner == me else -result)

    @classmethod
    def plays_for_partie(cls, view: SeatView) -> bool:
        """In a game to a target, and in the last deal of a partie (:meth:`is_last_deal`)."""
        return super().plays_for_partie(view) or cls.is_last_deal(view)

    def settled(self, view: SeatView, scores: Sequence[int], points: int, margin: int) -> float:
        """What the partie is worth to me if the rest of the deal, from these deal
        scores, makes about ``points`` in all and exactly ``margin`` more to me
        (:func:`split_margin`).  Against level 4, over 400 last deals after five deals
        of level 4 against itself, both seats, this made +0.4% of parties won (+-0.9)
        and +0.5 a partie (+-3.1) over valuing the exchange by the greedy rule's points
        and the cards by their margin: within the noise, kept since it finds the
        settlement's best card far more often (tests/test_ai_last_deal.py)."""
        mine, theirs = split_margin(points, margin)
        me = view.seat
        return self.partie_utility(view, scores[me] + mine, scores[1 - me] + theirs)

    # -- declarations -------------------------------------------------------------

    def declare(self, view: SeatView, cls: DeclClass, legal: list[Declare]) -> Decision:
        """Declare everything, except as younger when elder's announcement beats
        all you hold: then say "good" and show nothing."""
        full = best_declaration(view.hand, cls, view.rules)
        if view.seat != view.elder and full:
            announced = [e for e in view.events if e.kind == "announce" and e.cls == cls.value]
            if announced and announced[-1].info:
                head = announced_key(cls, tuple(announced[-1].info), view.rules)
                mine = combo_key(cls, full[0], view.rules)
                if mine[: len(head)] < head:
                    return Decision(Declare(cls, ()), Reason(ELDER_BETTER[cls]))
        return super().declare(view, cls, legal)


__all__ = ["Master", "Strategist"]
