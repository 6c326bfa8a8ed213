"""Trick play without the machinery: the inner loop a search runs thousands of
times per decision.

:func:`random_playout` plays out the tricks from two hands (bitmasks) with random
legal cards and returns the trick points, scored as :class:`Game` scores them
(lead, win on the opponent's lead, last trick, cards or capot, and pique when the
starting scores allow it).  The tests check it against the engine on the same plays.

In a game to a target (:attr:`Variant.target`, Piquet au cent) the partie ends at the
score that brings a running total to the target: given ``need``, the points each
seat still needs, a playout stops there as the engine does (that score counts in
full, its pique too; nothing after it is scored or played).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .cards import BITS8, POPCOUNT8
from .variant import Variant


def random_playout(
    hands: tuple[int, int] | list[int],
    leader: int,
    rand: Callable[[], float],
    variant: Variant,
    scores: tuple[int, int] | list[int] = (0, 0),
    won: tuple[int, int] | list[int] = (0, 0),
    trace: list[tuple[int, int]] | None = None,
    need: Sequence[int] | None = None,
) -> tuple[int, int, int]:
    """Play every remaining trick at random, starting with a lead by ``leader``.

    ``rand`` is a ``random.Random().random``.  ``scores`` are the deal scores before
    the play (they matter only for pique) and ``won`` the tricks each seat has won
    already (for the cards and capot).  Returns (points scored by seat 0, points
    scored by seat 1, tricks won by seat 0) in the tricks played here, bonuses
    included.  If ``trace`` is a list, the cards are appended to it as played.
    ``need`` (a game to a target): the points each seat needs, counted from ``scores``,
    to reach the target; the play stops at the score that reaches it (see
    :func:`reached`).
    """
    if need is not None:
        return _random_playout_to(hands, leader, rand, variant, scores, won, trace, need)
    h = [hands[0], hands[1]]
    pts = [0, 0]
    base0, base1 = scores[0], scores[1]
    won0 = 0
    lead_pts = variant.lead_points
    win_pts = variant.win_opponent_lead_points
    own_pts = variant.win_own_lead_points
    last_pts = variant.last_trick_points
    th = variant.pique_threshold
    pique_open = (base0 < th and base1 == 0) or (base1 < th and base0 == 0)
    n = h[0].bit_count()
    popcount = POPCOUNT8
    bits8 = BITS8
    for left in range(n, 0, -1):
        lh = h[leader]
        # the k-th card of the leader's hand, k at random
        k = int(rand() * left)
        m = lh
        while k:
            m &= m - 1
            k -= 1
        lc = (m & -m).bit_length() - 1
        h[leader] = lh ^ (1 << lc)
        follower = 1 - leader
        fh = h[follower]
        sh = lc & 24
        b = (fh >> sh) & 0xFF
        if b:
            fc = sh + bits8[b][int(rand() * popcount[b])]
            winner = follower if fc > lc else leader
        else:
            k = int(rand() * left)
            m = fh
            while k:
                m &= m - 1
                k -= 1
            fc = (m & -m).bit_length() - 1
            winner = leader
        h[follower] = fh ^ (1 << fc)
        if trace is not None:
            trace.append((leader, lc))
            trace.append((follower, fc))
        if pique_open:
            score_trick(pts, (base0, base1), leader, winner, left == 1, variant)
            a, b2 = base0 + pts[0], base1 + pts[1]
            pique_open = (a < th and b2 == 0) or (b2 < th and a == 0)
        else:
            pts[leader] += lead_pts
            if winner != leader:
                pts[winner] += win_pts
            elif own_pts:
                pts[winner] += own_pts
            if left == 1:
                pts[winner] += last_pts
        if winner == 0:
            won0 += 1
        leader = winner
    total = won[0] + won[1] + n
    if total == variant.hand_size:
        for seat, w in ((0, won[0] + won0), (1, won[1] + n - won0)):
            bonus = variant.cards_bonus(w, total)
            if bonus:
                pts[seat] += bonus[1]
    return pts[0], pts[1], won0


def score_trick(pts: list[int], base: tuple[int, int], leader: int, winner: int, last: bool,
                variant: Variant, lead: bool = True) -> None:
    """Score one trick point by point, as the engine does, awarding a pique to a
    seat that reaches the threshold while the other has nothing.  ``lead=False``
    when the lead point was already scored (the card was led before)."""
    steps = [(leader, variant.lead_points if lead else 0),
             (winner, variant.win_opponent_lead_points if winner != leader else variant.win_own_lead_points)]
    if last:
        steps.append((winner, variant.last_trick_points))
    th = variant.pique_threshold
    for s, p in steps:
        if not p:
            continue
        before = base[s] + pts[s]
        pts[s] += p
        if before < th <= before + p and base[1 - s] + pts[1 - s] == 0:
            pts[s] += variant.pique_bonus


def score_step(pts: list[int], base: Sequence[int], seat: int, points: int,
               variant: Variant) -> None:
    """One score as the engine makes it: ``points`` to ``seat``, and the pique when
    they bring it to the threshold while the other seat has nothing in the deal
    (``base`` are the deal scores before the play, ``pts`` the points since)."""
    before = base[seat] + pts[seat]
    pts[seat] += points
    th = variant.pique_threshold
    if before < th <= before + points and base[1 - seat] + pts[1 - seat] == 0:
        pts[seat] += variant.pique_bonus


def reached(pts: list[int], need: Sequence[int]) -> bool:
    """Whether a seat has made the points it needed to reach the target."""
    return pts[0] >= need[0] or pts[1] >= need[1]


def score_trick_to(pts: list[int], base: Sequence[int], leader: int, winner: int,
                   last: bool, variant: Variant, need: Sequence[int],
                   lead: bool = True) -> bool:
    """:func:`score_trick` in a game to a target: score the trick step by step and stop
    at the step that reaches it.  True when a seat has reached it."""
    if lead and variant.lead_points:
        score_step(pts, base, leader, variant.lead_points, variant)
        if reached(pts, need):
            return True
    p = variant.win_opponent_lead_points if winner != leader else variant.win_own_lead_points
    if p:
        score_step(pts, base, winner, p, variant)
        if reached(pts, need):
            return True
    if last and variant.last_trick_points:
        score_step(pts, base, winner, variant.last_trick_points, variant)
        if reached(pts, need):
            return True
    return False


def score_cards_to(pts: list[int], won: Sequence[int], variant: Variant,
                   need: Sequence[int] | None = None) -> bool:
    """The cards or capot at the end of a whole deal, by the tricks each seat won
    (no pique: the engine scores them without).  True when a seat has reached the
    target (only one seat can score here)."""
    total = won[0] + won[1]
    for seat in (0, 1):
        bonus = variant.cards_bonus(won[seat], total)
        if bonus:
            pts[seat] += bonus[1]
    return need is not None and reached(pts, need)


def _random_playout_to(
    hands: tuple[int, int] | list[int],
    leader: int,
    rand: Callable[[], float],
    variant: Variant,
    scores: tuple[int, int] | list[int],
    won: tuple[int, int] | list[int],
    trace: list[tuple[int, int]] | None,
    need: Sequence[int],
) -> tuple[int, int, int]:
    """:func:`random_playout` in a game to a target, stopping where it is reached: the
    same cards drawn, every score checked as the engine checks it."""
    h = [hands[0], hands[1]]
    pts = [0, 0]
    base = (scores[0], scores[1])
    need0, need1 = need[0], need[1]
    if need0 <= 0 or need1 <= 0:
        return 0, 0, 0
    won0 = 0
    lead_pts = variant.lead_points
    win_pts = variant.win_opponent_lead_points
    own_pts = variant.win_own_lead_points
    last_pts = variant.last_trick_points
    th = variant.pique_threshold
    pique_open = (base[0] < th and base[1] == 0) or (base[1] < th and base[0] == 0)
    n = h[0].bit_count()
    popcount = POPCOUNT8
    bits8 = BITS8
    for left in range(n, 0, -1):
        lh = h[leader]
        k = int(rand() * left)
        m = lh
        while k:
            m &= m - 1
            k -= 1
        lc = (m & -m).bit_length() - 1
        h[leader] = lh ^ (1 << lc)
        if trace is not None:
            trace.append((leader, lc))
        follower = 1 - leader
        # the lead point
        if lead_pts:
            if pique_open:
                score_step(pts, base, leader, lead_pts, variant)
                a, b2 = base[0] + pts[0], base[1] + pts[1]
                pique_open = (a < th and b2 == 0) or (b2 < th and a == 0)
            else:
                pts[leader] += lead_pts
            if pts[0] >= need0 or pts[1] >= need1:
                return pts[0], pts[1], won0
        fh = h[follower]
        sh = lc & 24
        b = (fh >> sh) & 0xFF
        if b:
            fc = sh + bits8[b][int(rand() * popcount[b])]
            winner = follower if fc > lc else leader
        else:
            k = int(rand() * left)
            m = fh
            while k:
                m &= m - 1
                k -= 1
            fc = (m & -m).bit_length() - 1
            winner = leader
        h[follower] = fh ^ (1 << fc)
        if trace is not None:
            trace.append((follower, fc))
        if winner == 0:
            won0 += 1
        # the trick's point, then the last trick's
        for p in (win_pts if winner != leader else own_pts, last_pts if left == 1 else 0):
            if not p:
                continue
            if pique_open:
                score_step(pts, base, winner, p, variant)
                a, b2 = base[0] + pts[0], base[1] + pts[1]
                pique_open = (a < th and b2 == 0) or (b2 < th and a == 0)
            else:
                pts[winner] += p
            if pts[0] >= need0 or pts[1] >= need1:
                return pts[0], pts[1], won0
        leader = winner
    total = won[0] + won[1] + n
    if total == variant.hand_size:
        score_cards_to(pts, (won[0] + won0, won[1] + n - won0), variant)
    return pts[0], pts[1], won0
