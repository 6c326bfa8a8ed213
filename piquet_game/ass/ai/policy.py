"""The rule-based policy of Ass: which card to play, and go or no.

The card: each legal card is played into a copy of the trick, and weighed by

    p * (what the trick is worth to me) - (1 - p) * (what it gives another) / (n - 1)
    - (what the card would still be worth in the hand)

where ``p`` is the chance this seat ends up holding the trick: 0 or 1 for the last
to play, else the chance that none of the players still to play holds a card that
takes it (counted among the cards this seat has not seen, an eight from another
suit counting only as far as its holder is likely void in the main suit).  What a
trick is worth counts the pairs the cards make with the cards already won.  So the
policy takes tricks holding points with its cheapest taking card, throws its sixes
and small cards on tricks it cannot take, keeps its eights (they switch a trick
when the suit is gone) and leads cards that are hard to take, or worth little.

Go or no: an estimate of the deal's points, from the hand's cards, as a normal
distribution; "go" when its expected bank change is the smaller (a bank less at the
target; a "go" that misses a bank more, a "no" nothing).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..rules.cards import ACE, FULL_PACK, KING, POINTS, QUEEN, SUIT_MASKS, TEN
from ..rules.trick import READING, Trick, TrickRules, play
from .fast import EIGHTS, RANK_MASK, SIXES, Memo, raw, score, state, switchers, takers, takers_in

#: What a card is worth kept in the hand, by rank 6 7 8 9 J Q K T A: an eight
#: switches a trick later, a six beats an ace, a ten and a king of its suit.
KEEP = (0.6, 0.0, 14.0, 0.0, 0.3, 1.2, 1.2, 1.2, 1.5)
#: A card of one's own trump suit is worth this much more kept.
KEEP_TRUMP = 1.5


def keep_value(card: int, trump: int) -> float:
    return KEEP[card % 9] + (KEEP_TRUMP if trump >> card & 1 else 0.0)


class Choice:
    """A card weighed: its value and what it would do."""

    __slots__ = ("card", "value", "p", "gain", "holder")

    def __init__(self, card: int, value: float, p: float, gain: int, holder: int) -> None:
        self.card = card
        self.value = value
        self.p = p
        self.gain = gain
        self.holder = holder


#: A trick's main suit and, for each seat still to play, (the seat, its takers, its eights).
Threats = tuple[int, tuple[tuple[int, int, int], ...]]


def threats(after: Trick, seat: int, n: int, rules: TrickRules) -> Threats:
    """The main suit of ``after`` (held by ``seat``), and for each seat still to
    play: (the seat, the cards that would take the trick from it, the eights that
    would take it only from a hand void in the main suit, those of the first mask
    left out or not)."""
    ms = after.main // 9
    # the eights that would switch from a void hand: by levels with trumps for all, else all
    ranked = rules.shared and rules.reading >= READING
    eights = EIGHTS & ~SUIT_MASKS[ms]
    out = []
    for k in range(len(after.plays), n):
        s = (seat + k - len(after.plays) + 1) % n
        hold, kill = takers(after, s, False, rules)
        out.append((s, hold | kill, switchers(after, s, rules) if ranked else eights))
    return ms, tuple(out)


def chance_kept(ms: int, later: Sequence[tuple[int, int, int]], unseen: int, sizes: Sequence[int],
                caps: Sequence[Sequence[int]] | None) -> float:
    """The chance nobody still to play takes a trick of main suit ``ms`` with the
    cards :func:`threats` gives for them (``later``), each holding ``sizes[s]``
    cards drawn from ``unseen``."""
    total = unseen.bit_count()
    if not total:
        return 1.0
    suit_unseen = (unseen & SUIT_MASKS[ms]).bit_count()
    p = 1.0
    for s, threat, eights in later:
        h = sizes[s]
        if not h:
            continue
        threat &= unseen
        t = float(threat.bit_count())
        # from a hand void in the main suit, an eight of another suit takes too
        extra = (eights & unseen & ~threat).bit_count()
        if extra:
            if caps is not None and caps[s][ms] == 0:
                void = 1.0
            else:
                void = (1.0 - suit_unseen / total) ** h
            t += void * extra
        if t:
            p *= (1.0 - min(1.0, t / total)) ** h
    return p


def holder_after_kill(trick: Trick, seat: int, card: int, void: bool, rules: TrickRules) -> int:
    """The seat that holds ``trick`` once ``card`` of ``seat`` has killed its holder
    (the trick's whole history decides it, not its state alone)."""
    after = trick.copy()
    play(after, seat, card, void, rules)
    return after.plays[after.holders[-1]][0]


def weights(seat: int, n: int, hand: int, legal: int, trick: Trick, unseen: int, sizes: Sequence[int],
            won: Sequence[int], rules: TrickRules, caps: Sequence[Sequence[int]] | None = None,
            keep: Sequence[float] = KEEP, keep_trump: float = KEEP_TRUMP,
            memo: Memo | None = None) -> list[tuple[int, float, float, int, int]]:
    """Each legal card weighed (see the module's text), lowest card first, as (card,
    value, p, gain, holder) (:class:`Choice`'s fields); ``keep``: what a card is
    worth kept, by rank, ``keep_trump`` more for a trump; ``memo``: what is known
    of tricks under ``rules`` (the same choices, sooner)."""
    if memo is None:
        memo = Memo()
    plays = trick.plays
    void = not plays or not hand & SUIT_MASKS[trick.main // 9]
    won_seat = won[seat]
    mine = score(won_seat)
    trump = rules.trump[seat]
    before = 0
    for _, c, _ in plays:
        before |= 1 << c
    if plays:
        hold, kill = takers_in(memo, trick, seat, void, rules)
        holding = plays[trick.holders[-1]][0]
    else:
        hold, kill, holding = FULL_PACK, 0, seat
    last = len(plays) == n - 1
    at = state(trick)
    out = []
    while legal:
        bit = legal & -legal
        legal ^= bit
        card = bit.bit_length() - 1
        cards = before | bit
        gain = score(won_seat | cards) - mine
        if hold & bit:  # it takes the trick and holds it, for now
            holder = seat
            if last:
                p = 1.0
            else:  # what decides the trick after it: the trick before, and the card
                key = (at, seat, card, void)
                got = memo.get(key)
                if got is None:
                    after = trick.copy()
                    play(after, seat, card, void, rules)
                    got = memo[key] = threats(after, seat, n, rules)
                p = chance_kept(got[0], got[1], unseen, sizes, caps)
        else:
            # a card that kills the holder gives the trick back to an earlier one
            holder = holder_after_kill(trick, seat, card, void, rules) if kill & bit else holding
            p = 0.0
        if p < 1.0:
            if holder != seat:
                given = score(won[holder] | cards) - score(won[holder])
            else:
                given = raw(cards)
            value = p * gain - (1.0 - p) * given / (n - 1)
        else:
            value = float(gain)
        spent = keep[card % 9] + (keep_trump if trump >> card & 1 else 0.0)
        out.append((card, value - spent, p, gain, holder))
    return out


def weigh(seat: int, n: int, hand: int, legal: int, trick: Trick, unseen: int, sizes: Sequence[int],
          won: Sequence[int], rules: TrickRules, caps: Sequence[Sequence[int]] | None = None,
          keep: Sequence[float] = KEEP, keep_trump: float = KEEP_TRUMP,
          memo: Memo | None = None) -> list[Choice]:
    """:func:`weights` as :class:`Choice` s."""
    return [Choice(*w) for w in weights(seat, n, hand, legal, trick, unseen, sizes, won, rules, caps, keep,
                                         keep_trump, memo)]


def top(values: Sequence[float]) -> int:
    """The index of the most of ``values``; ties (within 1e-9) to the first."""
    i = 0
    for k in range(1, len(values)):
        if values[k] > values[i] + 1e-9:
            i = k
    return i


def best(choices: list[Choice]) -> Choice:
    """The most valued; ties to the lowest card number (a fixed order)."""
    return choices[top([c.value for c in choices])]


def rule_card(seat: int, n: int, hand: int, legal: int, trick: Trick, unseen: int, sizes: Sequence[int],
              won: Sequence[int], rules: TrickRules, caps: Sequence[Sequence[int]] | None = None,
              memo: Memo | None = None) -> int:
    """The policy's card (the searching player's worlds play it for everyone)."""
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    rows = weights(seat, n, hand, legal, trick, unseen, sizes, won, rules, caps, memo=memo)
    return rows[top([w[1] for w in rows])][0]


# ------------------------------------------------------------------ go or no

#: The points of a seat in a deal, estimated from the four cards it is dealt: a
#: linear fit over deals of self-play of this policy (first trump option for up to
#: four players, one trump suit for five and six), by the number of players:
#: (constant, per card point, per eight, per trump, per six, per queen, king, ten or
#: ace, for leading first), and the spread of the points about the fit.
POINTS_FIT = {
    2: ((128.5, -0.06, 3.72, 0.61, 0.8, -0.62, -3.72), 31.6),
    3: ((67.29, 0.16, 10.5, 2.22, 3.88, 1.64, -4.61), 35.3),
    4: ((41.94, 0.45, 10.05, 1.9, 3.94, 0.42, -3.7), 36.1),
    5: ((25.89, 0.38, 13.84, 1.82, 3.79, 1.67, -4.09), 34.5),
    6: ((18.5, 0.14, 20.31, 0.63, 5.65, 3.68, -4.69), 34.8),
}
HIGH = RANK_MASK[QUEEN] | RANK_MASK[KING] | RANK_MASK[TEN] | RANK_MASK[ACE]


def estimate_points(n: int, hand: int, trump: int, leads: bool) -> tuple[float, float]:
    """(mean, spread) of this seat's points in the deal, from its four cards."""
    coef, spread = POINTS_FIT[min(max(n, 2), 6)]
    features = (1.0, float(raw(hand)), float((hand & EIGHTS).bit_count()), float((hand & trump).bit_count()),
                float((hand & SIXES).bit_count()), float((hand & HIGH).bit_count()), float(leads))
    return sum(c * f for c, f in zip(coef, features, strict=True)), spread


def chance_at_least(mean: float, spread: float, target: int) -> float:
    """P(points >= target) for a normal estimate of the points."""
    z = (target - 0.5 - mean) / spread
    return 0.5 * math.erfc(z / math.sqrt(2.0))


def bet_values(p_go: float, p_no: float) -> tuple[float, float]:
    """The expected bank change of "go" and of "no" (smaller is better)."""
    return 1.0 - 2.0 * p_go, -p_no


def says_go(p_go: float, p_no: float) -> bool:
    """Go or no from the chances of reaching each target: the smaller expected bank
    change, and "go" when they are equal.  They are equal only when both targets
    are sure (``p_go == p_no == 1``) as far as the estimate can tell, as a count
    over imagined deals that all reach both says; then "go" is right, since a "no"
    misses its higher target more often than a "go" misses its own (a "go" costs
    more only when it misses over half as often as the "no")."""
    go_value, no_value = bet_values(p_go, p_no)
    return go_value <= no_value



# ------------------------------------------------------------ the quick rule

#: What a card costs to throw away or lead, by rank 6 7 8 9 J Q K T A: what it is
#: worth kept, and half its points (they may go to another).
SHED = tuple(KEEP[r] + 0.5 * POINTS[r] for r in range(9))
#: A trick this seat cannot be sure to keep is taken for this many points or more.
QUICK_TAKE = 5


def _cheapest(cards: int, cost: Sequence[float], trump: int) -> int:
    """The card of ``cards`` whose rank costs least by ``cost`` (a trump
    :data:`KEEP_TRUMP` more); ties to the lowest card."""
    top = -1
    low = 1e9
    while cards:
        low_bit = cards & -cards
        c = low_bit.bit_length() - 1
        v = cost[c % 9] + (KEEP_TRUMP if trump >> c & 1 else 0.0)
        if v < low:
            top, low = c, v
        cards ^= low_bit
    return top


def quick_card(seat: int, n: int, hand: int, legal: int, trick: Trick, rules: TrickRules) -> int:
    """The quick rule, for the imagined deals of the searching levels: take a trick
    holding points with the card of the hand worth least kept (when last to play,
    or when it holds ``QUICK_TAKE`` points or more), else throw or lead the card
    that costs least to give away (:data:`SHED`; a trump costs more)."""
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    trump = rules.trump[seat]
    if trick.plays:
        cards = 0
        for _, c, _ in trick.plays:
            cards |= 1 << c
        worth = raw(cards)
        if worth > 0 and (len(trick.plays) == n - 1 or worth >= QUICK_TAKE):  # worth taking: can it?
            void = not hand & SUIT_MASKS[trick.main // 9]
            hold = takers(trick, seat, void, rules)[0] & legal
            if hold:
                return _cheapest(hold, KEEP, trump)
    return _cheapest(legal, SHED, trump)
