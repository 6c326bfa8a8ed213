"""Fast simulation of the rest of a deal inside one sampled world, for search.

In a sampled world every card is placed, so the rest of the deal can be played out
quickly on bitmasks: the exchange by a rule of thumb, the declarations in full,
and the tricks by a greedy rule (cash the best card, win cheaply, throw the
least useful).  Scores follow the engine's rules exactly (the tests compare them).

In a game to a target, ``need`` gives the points each seat still needs to reach it;
a simulation stops at the score that reaches it, as the engine ends the partie there.
``barred`` says who may not pique where only the declarations block it (Russian
Piquet: :func:`barred_of`, :func:`barred_after`); :func:`play_rules` are the rules the
tricks are scored by once an open capot has been announced.  The greedy follower
heads the trick with his cheapest winner whenever he can, so it keeps a duty to head
(Picchetto) without being told.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..rules.actions import DeclClass
from ..rules.cards import HIGH8, POPCOUNT8
from ..rules.combos import best_declaration, compare, declaration_score
from ..rules.playout import (
    Barred,
    last_scored,
    pique_barred,
    pique_possible,
    reached,
    score_cards_to,
    score_step,
    score_trick,
    score_trick_to,
    within_reach,
)
from ..rules.variant import Variant
from ..rules.view import SeatView

CLASSES = (DeclClass.POINT, DeclClass.SEQUENCE, DeclClass.SET)


def _low_bit(b: int) -> int:
    return (b & -b).bit_length() - 1


def greedy_card(hand: int, other: int, trick_lead: int | None) -> int:
    """A sensible card, knowing both hands: as leader, a card no one can beat from
    the longest such suit, else the lowest card of the longest suit; as follower, the
    cheapest winner, else the lowest card of the suit, else the lowest card of the
    shortest suit."""
    if trick_lead is None:
        best, best_key = -1, None
        for s in range(4):
            b = (hand >> (s << 3)) & 0xFF
            if not b:
                continue
            ob = (other >> (s << 3)) & 0xFF
            top = HIGH8[b]
            n = POPCOUNT8[b]
            if top > HIGH8[ob]:
                key = (1, n, top)
                card = (s << 3) + top
            else:
                key = (0, n, -_low_bit(b))
                card = (s << 3) + _low_bit(b)
            if best_key is None or key > best_key:
                best, best_key = card, key
        return best
    sh = trick_lead & 24
    b = (hand >> sh) & 0xFF
    if b:
        above = b >> ((trick_lead & 7) + 1)
        if above:
            return sh + (trick_lead & 7) + 1 + _low_bit(above)
        return sh + _low_bit(b)
    best = -1
    low_key: tuple[int, int] | None = None
    for s in range(4):
        b = (hand >> (s << 3)) & 0xFF
        if b:
            lowr = _low_bit(b)
            low = (lowr, POPCOUNT8[b])
            if low_key is None or low < low_key:
                best, low_key = (s << 3) + lowr, low
    return best


def greedy_playout(
    hands: Sequence[int],
    leader: int,
    variant: Variant,
    scores: Sequence[int] = (0, 0),
    won: Sequence[int] = (0, 0),
    trick: tuple[int, ...] = (),
    first: int | None = None,
    need: Sequence[int] | None = None,
    barred: Barred = None,
) -> tuple[int, int]:
    """Points each seat scores from here to the end of the deal when both play the
    greedy rule with all cards known.  ``trick`` holds the lead card when the
    follower is to move (its lead point already in ``scores``); ``first`` is the
    card the seat to move plays now instead of the greedy one.  ``need`` (a game to
    a target): the points each seat needs, from ``scores``, to reach it; the play
    stops at the score that does.  ``barred``: who may not pique, where only the
    declarations block it (see :mod:`piquet_game.rules.playout`)."""
    if need is not None and within_reach(variant, max(hands[0].bit_count(), hands[1].bit_count()), need):
        return _greedy_playout_to(hands, leader, variant, scores, won, trick, first, need, barred)
    h = [hands[0], hands[1]]
    pts = [0, 0]
    base = (scores[0], scores[1])
    won_ = [won[0], won[1]]
    pique_below = variant.pique_pending_below
    total_tricks = won_[0] + won_[1] + max(h[0].bit_count(), h[1].bit_count())
    whole = total_tricks == variant.hand_size
    pending = trick[0] if trick else None
    while True:
        if pending is None:
            if not h[leader]:
                break
            if first is not None:
                lc, first = first, None
            else:
                lc = greedy_card(h[leader], h[1 - leader], None)
            h[leader] ^= 1 << lc
            lead_scored = False
        else:
            lc = pending
            pending = None
            lead_scored = True
        follower = 1 - leader
        if first is not None:
            fc, first = first, None
        else:
            fc = greedy_card(h[follower], h[leader], lc)
        h[follower] ^= 1 << fc
        winner = follower if (fc >> 3) == (lc >> 3) and fc > lc else leader
        last = not h[0] and not h[1]
        if last and whole and not last_scored(variant, won_, winner):
            last = False
        if pique_possible(base, pts, pique_below, barred):
            score_trick(pts, base, leader, winner, last, variant, lead=not lead_scored, barred=barred)
        else:
            if not lead_scored:
                pts[leader] += variant.lead_points
            pts[winner] += (variant.win_opponent_lead_points if winner != leader
                            else variant.win_own_lead_points)
            if last:
                pts[winner] += variant.last_trick_points
        won_[winner] += 1
        leader = winner
    if total_tricks == variant.hand_size:
        for s in (0, 1):
            bonus = variant.cards_bonus(won_[s], total_tricks)
            if bonus:
                pts[s] += bonus[1]
    return pts[0], pts[1]


def _greedy_playout_to(
    hands: Sequence[int],
    leader: int,
    variant: Variant,
    scores: Sequence[int],
    won: Sequence[int],
    trick: tuple[int, ...],
    first: int | None,
    need: Sequence[int],
    barred: Barred = None,
) -> tuple[int, int]:
    """:func:`greedy_playout` in a game to a target, stopping where it is reached."""
    h = [hands[0], hands[1]]
    pts = [0, 0]
    base = (scores[0], scores[1])
    won_ = [won[0], won[1]]
    if reached(pts, need):
        return 0, 0
    total_tricks = won_[0] + won_[1] + max(h[0].bit_count(), h[1].bit_count())
    pending = trick[0] if trick else None
    while True:
        if pending is None:
            if not h[leader]:
                break
            if first is not None:
                lc, first = first, None
            else:
                lc = greedy_card(h[leader], h[1 - leader], None)
            h[leader] ^= 1 << lc
            if variant.lead_points:
                score_step(pts, base, leader, variant.lead_points, variant, barred)
                if reached(pts, need):
                    return pts[0], pts[1]
        else:
            lc = pending
            pending = None
        follower = 1 - leader
        if first is not None:
            fc, first = first, None
        else:
            fc = greedy_card(h[follower], h[leader], lc)
        h[follower] ^= 1 << fc
        winner = follower if (fc >> 3) == (lc >> 3) and fc > lc else leader
        last = not h[0] and not h[1]
        if last and total_tricks == variant.hand_size and not last_scored(variant, won_, winner):
            last = False
        won_[winner] += 1
        if score_trick_to(pts, base, leader, winner, last, variant, need, lead=False, barred=barred):
            return pts[0], pts[1]
        leader = winner
    if total_tricks == variant.hand_size:
        score_cards_to(pts, won_, variant)
    return pts[0], pts[1]


def declarations(hands: tuple[int, int] | list[int], elder: int, variant: Variant,
                 scores: Sequence[int] = (0, 0),
                 need: Sequence[int] | None = None) -> list[int]:
    """Both seats declare everything: the points each scores in the three classes,
    repique included, given the scores before (carte blanche).  ``need`` (a game to
    a target): the points each seat needs, from ``scores``, to reach it; nothing is
    scored after the class that reaches it.  Where only the declarations block a
    repique (Russian), it is decided once the three classes are over, for elder
    then younger, on carte blanche and the combinations."""
    sc = [scores[0], scores[1]]
    younger = 1 - elder
    th = variant.repique_threshold
    late = variant.blocking == "declarations"
    for cls in CLASSES:
        de = best_declaration(hands[elder], cls, variant)
        dy = best_declaration(hands[younger], cls, variant)
        out = compare(cls, de, dy, variant)
        if not out:
            continue
        w = elder if out > 0 else younger
        pts = declaration_score(cls, de if out > 0 else dy, variant)
        before = sc[w]
        sc[w] += pts
        if not late and before < th <= sc[w] and variant.may_repique(sc, w):
            sc[w] += variant.repique_bonus
        if need is not None and sc[w] - scores[w] >= need[w]:
            return [sc[0] - scores[0], sc[1] - scores[1]]
    if late:  # (carte blanche and the combinations are all these seats have scored)
        decl = (sc[0], sc[1])
        for s in (elder, younger):
            if decl[s] >= th and decl[1 - s] == 0:
                sc[s] += variant.repique_bonus
                if need is not None and sc[s] - scores[s] >= need[s]:
                    break
    return [sc[0] - scores[0], sc[1] - scores[1]]


def barred_after(variant: Variant, elder: int, scores: Sequence[int]) -> Barred:
    """Who may not pique in the tricks, given the deal scores once the declarations
    are over (carte blanche, the combinations and a repique: a seat has scored
    nothing there exactly when its declarations scored nothing); None where the
    scores as they stand decide (see :func:`piquet_game.rules.playout.pique_barred`)."""
    return pique_barred(variant, elder, scores)


def play_rules(view: SeatView) -> Variant:
    """The rules the tricks of this deal are scored by: the variant's, with an open
    capot's points for the capot once one has been announced (for either seat: the
    simulations and the solver count the capot alike for both); in a game with an
    auction, the pique and repique of the deal's contract (:func:`contract_rules`)."""
    variant = view.rules
    if variant.open_capot_points and any(e.kind == "capot-call" for e in view.events):
        return replace(variant, capot_points=variant.open_capot_points)
    if variant.auction and view.contract is not None:
        return contract_rules(variant, view.contract.minus)
    return variant


_CONTRACT_RULES: dict[tuple[int, bool], tuple[Variant, Variant]] = {}


def contract_rules(variant: Variant, minus: bool) -> Variant:
    """A game with an auction, as its deal is scored once the contract is known:
    its pique and repique thresholds and bonuses those of a plus or a minus
    contract (:meth:`Variant.bonus_rules`), for the simulations and the solver,
    which read them from the variant's fields.  The same variant gives the same
    object back (the solver keeps its tables for it)."""
    key = (id(variant), minus)
    got = _CONTRACT_RULES.get(key)
    if got is not None and got[0] is variant:
        return got[1]
    pt, pb, rt, rb = variant.bonus_rules(minus)
    rules = replace(variant, pique_threshold=pt, pique_bonus=pb, repique_threshold=rt, repique_bonus=rb)
    if len(_CONTRACT_RULES) > 16:
        _CONTRACT_RULES.clear()
    _CONTRACT_RULES[key] = (variant, rules)
    return rules


def barred_of(view: SeatView) -> Barred:
    """Who may not pique in the tricks of the deal a view is in, where only the
    declarations block it (None where the scores as they stand decide)."""
    variant = play_rules(view)
    if variant.blocking != "declarations":
        return None
    decl = [0, 0]
    for e in view.events:
        if e.kind in ("blanche", "point", "sequence", "set") and e.seat in (0, 1):
            decl[e.seat] += e.points
    return pique_barred(variant, view.elder, decl)


def rule_counts(variant: Variant, elder: bool, left: int) -> tuple[int, tuple[int, ...]]:
    """(fewest, the counts allowed) for a seat's exchange with ``left`` cards in the
    talon: elder's own limits, younger's up to what is left."""
    if elder:
        lo, hi = variant.elder_exchange
        hi = min(hi, variant.talon_shares[0], left)
    else:
        lo, hi = variant.younger_min_exchange, left
        if variant.younger_max_exchange:
            hi = min(hi, variant.younger_max_exchange)
    return lo, variant.exchange_counts(lo, hi)


def rule_discard(hand: int, lo: int, hi: int, elder: bool,
                 counts: Sequence[int] | None = None) -> int:
    """The discard of a plain rule, for the opponent in a simulation: low cards
    outside the longest suit (never an ace or king); elder takes all he may,
    younger changes his sevens, eights and nines, three at most.  ``counts``: the
    numbers of cards the rules allow (the discard is cut back to the largest allowed
    count, or made up to the least, with the lowest cards)."""
    long_s = max(range(4), key=lambda s: (POPCOUNT8[(hand >> (s << 3)) & 0xFF], s))
    order = []
    for s in range(4):
        if s == long_s:
            continue
        b = (hand >> (s << 3)) & 0xFF
        while b:
            r = _low_bit(b)
            b &= b - 1
            order.append((r, (s << 3) + r))
    order.sort()
    limit = 5 if elder else 2  # rank index: below the king for elder, nines and lower for younger
    n_max = hi if elder else min(hi, 3)
    k = 0
    for r, _c in order:
        if k >= n_max or r > limit:
            break
        k += 1
    if k < lo:
        k = lo
    if counts is not None and k not in counts:
        below = [n for n in counts if n <= k]
        k = max(below) if below else min(counts)
    m = 0
    taken = 0
    for _r, c in order:
        if taken >= k:
            break
        m |= 1 << c
        taken += 1
    if taken < k:  # the long suit too, lowest first
        b = hand & ~m
        while taken < k:
            low = b & -b
            m |= low
            b ^= low
            taken += 1
    return m
