"""Trick play without the machinery: the inner loop a search runs thousands of
times per decision.

:func:`random_playout` plays out the tricks from two hands (bitmasks) with random
legal cards and returns the trick points, scored as :class:`Game` scores them
(lead, win on the opponent's lead or on one's own, last trick, cards or capot, and
pique when the starting scores allow it).  The tests check it against the engine on
the same plays.  Every rule is the variant's: a card played to a trick heads it when
it can (:attr:`Variant.must_head_trick`, Picchetto), the last trick's bonus is not
scored with a capot (:attr:`Variant.capot_cancels_last`, Russian Piquet).

The pique.  In Rubicon a seat piques when it reaches the threshold while the other
has nothing in the deal: the scores as they stand decide (``barred`` None).  Where
only the declarations block it (:attr:`Variant.blocking` ``"declarations"``,
Russian Piquet), who may still pique in the tricks is settled once the declarations
are over, and trick points never change it: ``barred[s]`` is true for a seat that
may not (see :func:`pique_barred`).

In a game to a target (:attr:`Variant.target`, Piquet au cent; a game of a match,
Picchetto) the game ends at the score that brings a running total to the target:
given ``need``, the points each seat still needs, a playout stops there as the
engine does (that score counts in full, its pique too; nothing after it is scored or
played).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .cards import BITS8, POPCOUNT8
from .variant import Variant, pique_due

#: Who may not pique: a pair of flags by seat, or None for Rubicon's rule by the scores.
Barred = Sequence[bool] | None


def pique_barred(variant: Variant, elder: int, decl_points: Sequence[int]) -> tuple[bool, bool] | None:
    """Who may not pique in the tricks, by seat, where only the declarations block a
    pique (Russian: only elder piques, and only when younger has scored nothing in
    carte blanche and the declarations, ``decl_points`` by seat); None where the
    scores as they stand decide (Rubicon's rule)."""
    if variant.blocking != "declarations":
        return None
    younger = 1 - elder
    out = [True, True]
    out[elder] = decl_points[younger] != 0
    return (out[0], out[1])


def pique_possible(base: Sequence[int], pts: Sequence[int], pique_below: int, barred: Barred) -> bool:
    """Whether a pique may still be scored from these scores (``pique_below``: the score
    below which a pique may still come, :attr:`Variant.pique_pending_below`)."""
    a, b = base[0] + pts[0], base[1] + pts[1]
    if barred is None:
        return (a < pique_below and b == 0) or (b < pique_below and a == 0)
    return (not barred[0] and a < pique_below) or (not barred[1] and b < pique_below)


def random_playout(
    hands: tuple[int, int] | list[int],
    leader: int,
    rand: Callable[[], float],
    variant: Variant,
    scores: tuple[int, int] | list[int] = (0, 0),
    won: tuple[int, int] | list[int] = (0, 0),
    trace: list[tuple[int, int]] | None = None,
    need: Sequence[int] | None = None,
    barred: Barred = None,
) -> tuple[int, int, int]:
    """Play every remaining trick at random, starting with a lead by ``leader``.

    ``rand`` is a ``random.Random().random``.  ``scores`` are the deal scores before
    the play (they matter only for pique) and ``won`` the tricks each seat has won
    already (for the cards and capot).  Returns (points scored by seat 0, points
    scored by seat 1, tricks won by seat 0) in the tricks played here, bonuses
    included.  If ``trace`` is a list, the cards are appended to it as played.
    ``need`` (a game to a target): the points each seat needs, counted from ``scores``,
    to reach the target; the play stops at the score that reaches it (see
    :func:`reached`).  ``barred``: who may not pique (see the module notes).
    """
    if need is not None and within_reach(variant, hands[0].bit_count(), need):
        return _random_playout_to(hands, leader, rand, variant, scores, won, trace, need, barred)
    h = [hands[0], hands[1]]
    pts = [0, 0]
    base = (scores[0], scores[1])
    won0 = 0
    lead_pts = variant.lead_points
    win_pts = variant.win_opponent_lead_points
    own_pts = variant.win_own_lead_points
    last_pts = variant.last_trick_points
    head = variant.must_head_trick
    th = variant.pique_threshold
    pique_below = variant.pique_pending_below
    pique_open = pique_possible(base, pts, pique_below, barred)
    # where a single seat may pique whatever the other scores, it is checked inline
    piquer = -1
    if pique_open and barred is not None and barred[0] != barred[1]:
        piquer = 0 if not barred[0] else 1
        pique_open = False
    n = h[0].bit_count()
    total = won[0] + won[1] + n
    capot_last = variant.capot_cancels_last and total == variant.hand_size
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
            if head:  # a higher card of the suit, if he holds one
                hb = b & ~((2 << (lc & 7)) - 1)
                if hb:
                    b = hb
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
        last = left == 1
        if last and capot_last:  # a capot scores no last trick's bonus
            mine = won0 if winner == 0 else n - 1 - won0
            if won[winner] + mine + 1 == total:
                last = False
        if pique_open:
            score_trick(pts, base, leader, winner, last, variant, barred=barred)
            pique_open = pique_possible(base, pts, pique_below, barred)
        else:
            before = base[piquer] + pts[piquer] if piquer >= 0 else 0
            pts[leader] += lead_pts
            if winner != leader:
                pts[winner] += win_pts
            elif own_pts:
                pts[winner] += own_pts
            if last:
                pts[winner] += last_pts
            if piquer >= 0:
                after = base[piquer] + pts[piquer]
                if after != before and pique_due(before, after, th, pique_below):
                    pts[piquer] += variant.pique_bonus
                    piquer = -1
        if winner == 0:
            won0 += 1
        leader = winner
    if total == variant.hand_size:
        for seat, w in ((0, won[0] + won0), (1, won[1] + n - won0)):
            bonus = variant.cards_bonus(w, total)
            if bonus:
                pts[seat] += bonus[1]
    return pts[0], pts[1], won0


def within_reach(variant: Variant, tricks: int, need: Sequence[int]) -> bool:
    """Whether a seat may make the points it needs (``need``) in ``tricks`` tricks:
    every one of them, the last, the capot and a pique (a bound: short of it, the
    tricks are played as if there were no target)."""
    per = max(variant.lead_points + variant.win_own_lead_points, variant.win_opponent_lead_points)
    top = (tricks * per + variant.last_trick_points + max(variant.capot_points, variant.cards_points)
           + variant.pique_bonus)
    return need[0] <= top or need[1] <= top


def _pique_step(before: int, points: int, other: int, seat: int, variant: Variant, barred: Barred) -> bool:
    """Whether ``points`` bring ``seat`` from ``before`` to a pique (``other``: the
    other seat's deal score now)."""
    if not pique_due(before, before + points, variant.pique_threshold, variant.pique_pending_below):
        return False
    return other == 0 if barred is None else not barred[seat]


def score_trick(pts: list[int], base: Sequence[int], leader: int, winner: int, last: bool,
                variant: Variant, lead: bool = True, barred: Barred = None) -> None:
    """Score one trick point by point, as the engine does, awarding a pique to a
    seat that reaches the threshold while the other has nothing (or, with
    ``barred``, to a seat not barred from it).  ``lead=False`` when the lead point
    was already scored (the card was led before); ``last`` when the last trick's
    bonus is scored with it."""
    steps = [(leader, variant.lead_points if lead else 0),
             (winner, variant.win_opponent_lead_points if winner != leader else variant.win_own_lead_points)]
    if last:
        steps.append((winner, variant.last_trick_points))
    for s, p in steps:
        if not p:
            continue
        before = base[s] + pts[s]
        pts[s] += p
        if _pique_step(before, p, base[1 - s] + pts[1 - s], s, variant, barred):
            pts[s] += variant.pique_bonus


def score_step(pts: list[int], base: Sequence[int], seat: int, points: int,
               variant: Variant, barred: Barred = None) -> None:
    """One score as the engine makes it: ``points`` to ``seat``, and the pique when
    they bring it to the threshold while the other seat has nothing in the deal
    (``base`` are the deal scores before the play, ``pts`` the points since)."""
    before = base[seat] + pts[seat]
    pts[seat] += points
    if _pique_step(before, points, base[1 - seat] + pts[1 - seat], seat, variant, barred):
        pts[seat] += variant.pique_bonus


def reached(pts: list[int], need: Sequence[int]) -> bool:
    """Whether a seat has made the points it needed to reach the target."""
    return pts[0] >= need[0] or pts[1] >= need[1]


def score_trick_to(pts: list[int], base: Sequence[int], leader: int, winner: int,
                   last: bool, variant: Variant, need: Sequence[int],
                   lead: bool = True, barred: Barred = None) -> bool:
    """:func:`score_trick` in a game to a target: score the trick step by step and stop
    at the step that reaches it.  True when a seat has reached it."""
    if lead and variant.lead_points:
        score_step(pts, base, leader, variant.lead_points, variant, barred)
        if reached(pts, need):
            return True
    p = variant.win_opponent_lead_points if winner != leader else variant.win_own_lead_points
    if p:
        score_step(pts, base, winner, p, variant, barred)
        if reached(pts, need):
            return True
    if last and variant.last_trick_points:
        score_step(pts, base, winner, variant.last_trick_points, variant, barred)
        if reached(pts, need):
            return True
    return False


def last_scored(variant: Variant, won: Sequence[int], winner: int) -> bool:
    """Whether the last trick's bonus is scored when ``winner`` takes the last trick
    of a whole deal, ``won`` the tricks each seat had won before it: not with a
    capot where the capot replaces it (Russian)."""
    return not (variant.capot_cancels_last and won[1 - winner] == 0)


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
    barred: Barred,
) -> tuple[int, int, int]:
    """:func:`random_playout` in a game to a target, stopping where it is reached: the
    same cards drawn, every score checked as the engine checks it."""
    h = [hands[0], hands[1]]
    pts = [0, 0]
    base = (scores[0], scores[1])
    needs = (need[0], need[1])
    if needs[0] <= 0 or needs[1] <= 0:
        return 0, 0, 0
    won0 = 0
    lead_pts = variant.lead_points
    win_pts = variant.win_opponent_lead_points
    own_pts = variant.win_own_lead_points
    last_pts = variant.last_trick_points
    head = variant.must_head_trick
    pique_below = variant.pique_pending_below
    pique_open = pique_possible(base, pts, pique_below, barred)
    n = h[0].bit_count()
    total = won[0] + won[1] + n
    capot_last = variant.capot_cancels_last and total == variant.hand_size
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
                score_step(pts, base, leader, lead_pts, variant, barred)
                pique_open = pique_possible(base, pts, pique_below, barred)
            else:
                pts[leader] += lead_pts
            if pts[leader] >= needs[leader]:
                return pts[0], pts[1], won0
        fh = h[follower]
        sh = lc & 24
        b = (fh >> sh) & 0xFF
        if b:
            if head:
                hb = b & ~((2 << (lc & 7)) - 1)
                if hb:
                    b = hb
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
        last = left == 1
        if last and capot_last:
            mine = won0 if winner == 0 else n - 1 - won0
            if won[winner] + mine + 1 == total:
                last = False
        if winner == 0:
            won0 += 1
        # the trick's point, then the last trick's (a pique goes to the seat scoring)
        p = win_pts if winner != leader else own_pts
        if p:
            if pique_open:
                score_step(pts, base, winner, p, variant, barred)
                pique_open = pique_possible(base, pts, pique_below, barred)
            else:
                pts[winner] += p
            if pts[winner] >= needs[winner]:
                return pts[0], pts[1], won0
        if last and last_pts:
            if pique_open:
                score_step(pts, base, winner, last_pts, variant, barred)
            else:
                pts[winner] += last_pts
            if pts[winner] >= needs[winner]:
                return pts[0], pts[1], won0
        leader = winner
    if total == variant.hand_size:
        score_cards_to(pts, (won[0] + won0, won[1] + n - won0), variant)
    return pts[0], pts[1], won0
