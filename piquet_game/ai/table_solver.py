"""The last tricks of a deal at a table of three or four played exactly, every hand
known: one world of the Master's search (:mod:`.table_search`).

The seats of this seat's side play for the side's margin at the end of the deal (its
deal score less the other sides' mean, as :func:`.table_search.playout` counts it)
and every other seat plays against it; at a table of three the two others play as
one.  The search is alpha-beta over the cards, with a table of the positions met at
the start of a trick once no pique can still be made (from then on what is left to
score does not depend on the scores so far).  Cards of one suit in one hand that no
card still in play separates win and lose the same tricks: only the lowest is tried.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..rules.cards import winning_index
from ..rules.variant import Variant, pique_due

SUIT = 0xFF
INF = 1 << 30


class TooLong(Exception):
    """The search met more positions than it was given: the world is left to a
    quicker way of valuing it."""


class TableSolver:
    """Exact values of the cards a seat may play, in one world of the hidden hands.

    ``seats``: the seats in their order of play; ``sides``: each seat's side; ``me``:
    the seat the values are for; ``limit``: the most positions it may meet before it
    gives up (:class:`TooLong`), none when 0.  Margins are counted in whole numbers scaled by the
    number of other sides (at a table of three, twice the margin) and divided back
    in :meth:`card_values`."""

    def __init__(self, rules: Variant, seats: Sequence[int], sides: Sequence[int], me: int,
                 limit: int = 0) -> None:
        self.rules = rules
        self.seats = tuple(seats)
        self.sides = tuple(sides)
        self.n_sides = max(sides) + 1
        self.my_side = sides[me]
        self.scale = self.n_sides - 1
        self.total = rules.hand_size
        self.table: dict[tuple, tuple[int, int]] = {}
        self.nodes = 0
        self.limit = limit  # the most positions searched (0: no limit), else TooLong

    # -- scoring -------------------------------------------------------------------

    def _gain(self, side: int, n: int) -> int:
        """The scaled margin ``n`` points to ``side`` are worth to this seat's side."""
        return n * self.scale if side == self.my_side else -n

    def _add(self, points: tuple[int, ...], side: int, n: int) -> tuple[tuple[int, ...], int]:
        """Points after ``n`` more to ``side`` (its pique with them, if it makes one),
        and what that is worth (scaled)."""
        rules = self.rules
        before = points[side]
        after = before + n
        if (pique_due(before, after, rules.pique_threshold, rules.pique_pending_below)
                and all(x == 0 for i, x in enumerate(points) if i != side)):
            n += rules.pique_bonus
            after += rules.pique_bonus
        return points[:side] + (after,) + points[side + 1:], self._gain(side, n)

    def _pique_live(self, points: tuple[int, ...]) -> bool:
        """Whether a trick point could still make a pique from these scores."""
        below = self.rules.pique_pending_below
        scoring = [i for i, x in enumerate(points) if x]
        if len(scoring) >= 2:
            return False
        return not scoring or points[scoring[0]] < below

    # -- the search ----------------------------------------------------------------

    @staticmethod
    def _choices(hand: int, led: int | None, alive: int) -> list[int]:
        """The cards worth trying: those the rules allow, one of each run of cards
        no card still in play separates."""
        pool = hand & (SUIT << (8 * led)) if led is not None else 0
        pool = pool or hand
        others = alive & ~hand
        out = []
        prev = -1
        while pool:
            low = pool & -pool
            c = low.bit_length() - 1
            pool ^= low
            if prev >= 0 and prev >> 3 == c >> 3 and not (others >> (prev + 1)) & ((1 << (c - prev - 1)) - 1):
                prev = c  # the same as the card before it: not tried again
                continue
            out.append(c)
            prev = c
        out.reverse()  # the highest first: the winners end the search soonest
        return out

    def _trick(self, hands: list[int], pos: int, trick: list[int], won: tuple[int, ...],
               points: tuple[int, ...], alpha: int, beta: int) -> int:
        """The scaled margin still to come, the trick led by ``seats[pos]`` holding
        ``trick`` so far (its lead point already counted)."""
        self.nodes += 1
        if self.nodes == self.limit:
            raise TooLong(self.limit)
        k = len(self.seats)
        rules = self.rules
        if len(trick) == k:
            order = [self.seats[(pos + i) % k] for i in range(k)]
            w = order[winning_index(trick)]
            side = self.sides[w]
            gained = 0
            lead_side = self.sides[order[0]]
            n = rules.win_opponent_lead_points if side != lead_side else rules.win_own_lead_points
            if n:
                points, g = self._add(points, side, n)
                gained += g
            won = won[:side] + (won[side] + 1,) + won[side + 1:]
            if sum(won) >= self.total:
                if rules.last_trick_points:
                    points, g = self._add(points, side, rules.last_trick_points)
                    gained += g
                award = rules.cards_award(won, self.total)
                if award is not None:
                    gained += self._gain(award[0], award[2])
                return gained
            nxt = self.seats.index(w)
            return gained + self._start(hands, nxt, won, points, alpha - gained, beta - gained)
        seat = self.seats[(pos + len(trick)) % k]
        gained = 0
        if not trick and rules.lead_points:
            points, gained = self._add(points, self.sides[seat], rules.lead_points)
        alive = 0
        for h in hands:
            alive |= h
        for c in trick:
            alive |= 1 << c
        led = trick[0] >> 3 if trick else None
        cards = self._choices(hands[seat], led, alive)
        maximizing = self.sides[seat] == self.my_side
        best = -INF if maximizing else INF
        a, b = alpha - gained, beta - gained
        for c in cards:
            hands[seat] &= ~(1 << c)
            trick.append(c)
            v = self._trick(hands, pos, trick, won, points, a, b)
            trick.pop()
            hands[seat] |= 1 << c
            if maximizing:
                if v > best:
                    best = v
                if best > a:
                    a = best
            else:
                if v < best:
                    best = v
                if best < b:
                    b = best
            if a >= b:
                break
        return gained + best

    def _start(self, hands: list[int], pos: int, won: tuple[int, ...], points: tuple[int, ...],
               alpha: int, beta: int) -> int:
        """The scaled margin still to come from the start of a trick led by ``seats[pos]``."""
        if self._pique_live(points):
            return self._trick(hands, pos, [], won, points, alpha, beta)
        key = (*hands, pos, won)
        entry = self.table.get(key)
        lo, hi = entry if entry is not None else (-INF, INF)
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        if lo == hi:
            return lo
        a, b = max(alpha, lo), min(beta, hi)
        v = self._trick(hands, pos, [], won, points, a, b)
        if v <= a:
            hi = min(hi, v)
        elif v >= b:
            lo = max(lo, v)
        else:
            lo = hi = v
        self.table[key] = (lo, hi)
        return v

    def card_values(self, hands: Sequence[int], me: int, leader: int, trick: Sequence[int],
                    scores: Sequence[int], won: Sequence[int], lead_pending: bool,
                    cards: Sequence[int]) -> dict[int, float]:
        """Each of ``cards`` (``me``'s to play, on ``trick`` led by ``leader``) worth its
        side's margin at the end of the deal with every seat playing its best:
        ``scores`` and ``won`` by side so far, the lead's point not yet counted when
        ``lead_pending``."""
        base_points = tuple(scores)
        if lead_pending and self.rules.lead_points:
            base_points, _ = self._add(base_points, self.sides[leader], self.rules.lead_points)
        h = list(hands)
        pos = self.seats.index(leader)
        alive = 0
        for x in h:
            alive |= x
        for c in trick:
            alive |= 1 << c
        tried = set(self._choices(h[me], trick[0] >> 3 if trick else None, alive))
        mine = base_points[self.my_side] * self.scale - sum(x for i, x in enumerate(base_points)
                                                              if i != self.my_side)
        values: dict[int, float] = {}
        same: dict[int, int] = {}
        for c in sorted(cards):
            rep = c if c in tried else max(t for t in tried if t < c and t >> 3 == c >> 3)
            same[c] = rep
        for rep in sorted(set(same.values())):
            h[me] &= ~(1 << rep)
            t = [*trick, rep]
            v = self._trick(h, pos, t, tuple(won), base_points, -INF, INF)
            h[me] |= 1 << rep
            values[rep] = (mine + v) / self.scale
        return {c: values[same[c]] for c in cards}


def cards_left(hands: Sequence[int]) -> int:
    """The most cards any hand still holds."""
    return max(h.bit_count() for h in hands)
