"""Rules of thumb shared by the players: what a hand is worth, which cards to keep,
which cards are still out.

Everything works on card-set bitmasks (see :mod:`piquet_game.rules.cards`).
The estimates are the classical ones (Cavendish, Parlett): a point of five or
more usually wins, a quint or better almost always, a quatorze of aces or kings
is rarely beaten; aces and guarded kings take tricks; the long suit makes them.
"""

from __future__ import annotations

from ..rules.cards import POPCOUNT8, RANK_MASKS, RUNS8, VALUE8
from ..rules.variant import Variant

# Chance that a point / a best sequence of this length wins its class (rough table).
P_POINT = {0: 0.0, 1: 0.0, 2: 0.0, 3: 0.05, 4: 0.25, 5: 0.6, 6: 0.88, 7: 0.97, 8: 1.0}
P_SEQUENCE = {3: 0.3, 4: 0.55, 5: 0.88, 6: 0.96, 7: 0.99, 8: 1.0}
P_SET = {3: 0.45, 4: 0.9}


def suit(mask: int, s: int) -> int:
    return (mask >> (s << 3)) & 0xFF


def longest_suit(hand: int) -> int:
    """The suit of the best point (length, then value)."""
    return max(range(4), key=lambda s: (POPCOUNT8[suit(hand, s)], VALUE8[suit(hand, s)], -s))


def declaration_value(hand: int, variant: Variant) -> float:
    """Expected points from point, sequences and sets of a twelve-card hand."""
    best_len = 0
    for s in range(4):
        n = POPCOUNT8[suit(hand, s)]
        if n > best_len:
            best_len = n
    value = best_len * P_POINT[min(best_len, 8)]
    runs = []
    for s in range(4):
        for top, n in RUNS8[suit(hand, s)]:
            if n >= 3:
                runs.append((n, top))
    if runs:
        runs.sort(reverse=True)
        n, top = runs[0]
        p = P_SEQUENCE[n] * (0.8 + 0.2 * top / 7)
        value += p * sum(variant.sequence_scores[k] for k, _ in runs)
    sets = []
    for r in range(variant.set_min_rank, 8):
        k = (hand & RANK_MASKS[r]).bit_count()
        if k >= 3:
            sets.append((k, r))
    if sets:
        sets.sort(reverse=True)
        k, r = sets[0]
        p = P_SET[k] * (0.7 + 0.3 * (r - 3) / 4)
        value += p * sum(variant.set_scores[kk] for kk, _ in sets)
    return value


def trick_value(hand: int, elder: bool) -> float:
    """Rough trick-taking strength: expected tricks from high cards and length."""
    tricks = 0.0
    for s in range(4):
        b = suit(hand, s)
        n = POPCOUNT8[b]
        if not n:
            continue
        if b & 0x80:  # ace
            tricks += 1.0
        if b & 0x40:  # king
            tricks += 0.8 if n >= 2 else 0.35
        if b & 0x20:  # queen
            tricks += 0.45 if n >= 3 else 0.15
        if b & 0x10:  # jack
            tricks += 0.2 if n >= 4 else 0.05
        if n >= 5:
            tricks += 0.6 * (n - 4)
    return tricks + (0.5 if elder else 0.0)


def hand_value(hand: int, elder: bool, variant: Variant) -> float:
    """Expected deal points from a twelve-card hand, declarations and tricks."""
    tricks = trick_value(hand, elder)
    per_trick = variant.lead_points + variant.win_opponent_lead_points
    points = declaration_value(hand, variant) + per_trick * tricks
    half = variant.hand_size / 2
    if tricks >= half + 0.5:
        points += variant.cards_points * min(1.0, (tricks - half) / 2.0)
    return points


def card_keep_value(hand: int, card: int, variant: Variant) -> float:
    """How much a card is worth keeping in this hand (higher = keep).  The weights
    were tuned by playing the exchange it gives against the plain rule of level 2."""
    s, r = card >> 3, card & 7
    b = suit(hand, s)
    n = POPCOUNT8[b]
    v = float(r)
    if r == 7:
        v += 6.0  # an ace
    elif r == 6 and n >= 2:
        v += 3.0  # a guarded king
    v += 0.3 * n
    if s == longest_suit(hand):
        v += 6.0  # the point suit
    for top, length in RUNS8[b]:
        if top - length < r <= top and length >= 2:
            v += 1.0 * min(length, 5)
    if r >= variant.set_min_rank:
        same = (hand & RANK_MASKS[r]).bit_count()
        if same >= 3:
            v += 2.0 + 4.0 * (same - 3)
        elif same == 2:
            v += 1.0
    return v


def keep_order(hand: int, variant: Variant) -> list[int]:
    """The cards of a hand, least worth keeping first."""
    cards = [c for c in range(32) if hand >> c & 1]
    return sorted(cards, key=lambda c: (card_keep_value(hand, c, variant), c))


def outstanding(hand: int, discards: int, played: int, known_elsewhere: int) -> int:
    """Cards that could be in the opponent's hand: neither mine, nor played, nor
    discarded by me, nor known to lie elsewhere."""
    return ((1 << 32) - 1) & ~(hand | discards | played | known_elsewhere)


def is_master(card: int, out: int) -> bool:
    """True when no outstanding card of the same suit beats ``card``."""
    s = card >> 3
    higher = suit(out, s) >> ((card & 7) + 1)
    return higher == 0
