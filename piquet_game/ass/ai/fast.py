"""Fast tables for the players of Ass: card sets as ints, the score of a set by
table look-up, the set of cards that would take a trick, and a deal played out
on its own (:class:`Deal`) for the searching player's imagined worlds.

Everything here is the rules of :mod:`piquet_game.ass.rules` said with bit masks; the
tests check :func:`takers` against :func:`piquet_game.ass.rules.trick.takes` card by
card.  The trick itself is the engine's :class:`~piquet_game.ass.rules.trick.Trick`,
played with the engine's :func:`~piquet_game.ass.rules.trick.play`.
"""

from __future__ import annotations

from ...common.bits import cards_of
from ..rules.cards import (
    BEATS,
    EIGHT,
    FULL_PACK,
    NUM_CARDS,
    ONE_LESS,
    POINTS,
    SIX,
    SUIT_MASKS,
    beats,
    score_cards,
)
from ..rules.trick import LEAD, OLDER, ONE_LESS_WAY, READING, SAME, TRUMP, Trick, TrickRules, play

#: BEATERS[x]: the cards (any suit) that beat card x by the table.
BEATERS = tuple(sum(1 << p for p in range(NUM_CARDS) if beats(p, x)) for x in range(NUM_CARDS))
#: RANK_MASK[r]: the four cards of rank r.
RANK_MASK = tuple(sum(1 << (s * 9 + r) for s in range(4)) for r in range(9))
#: RANK_ABOVE[r]: the cards ranking above r in game order.
RANK_ABOVE = tuple(sum(RANK_MASK[q] for q in range(r + 1, 9)) for r in range(9))
EIGHTS = RANK_MASK[EIGHT]
SIXES = RANK_MASK[SIX]
#: ONE_LESS_BIT[c]: the bit of the card one less than c in its suit, or 0.
ONE_LESS_BIT = tuple(1 << (c - c % 9 + ONE_LESS[c % 9]) if c % 9 in ONE_LESS else 0 for c in range(NUM_CARDS))
#: The score of nine bits of one suit (points, pairs and the four-card bonus).
SUIT_SCORE = tuple(score_cards(bits) for bits in range(512))
CARD_POINTS = tuple(POINTS[c % 9] for c in range(NUM_CARDS))
#: The points of a set of nine bits of one suit without the pairs.
SUIT_RAW = tuple(sum(POINTS[r] for r in range(9) if bits >> r & 1) for bits in range(512))
del BEATS


def score(won: int) -> int:
    """:func:`piquet_game.ass.rules.cards.score_cards` by look-up."""
    return (SUIT_SCORE[won & 511] + SUIT_SCORE[won >> 9 & 511] + SUIT_SCORE[won >> 18 & 511]
            + SUIT_SCORE[won >> 27 & 511])


def raw(cards: int) -> int:
    """The card points of a set, without pairs."""
    return (SUIT_RAW[cards & 511] + SUIT_RAW[cards >> 9 & 511] + SUIT_RAW[cards >> 18 & 511]
            + SUIT_RAW[cards >> 27])


def popcount(mask: int) -> int:
    return mask.bit_count()


bits = cards_of  # the cards of a set, lowest first (the Piquet engine's helper: bits are bits)


def at_level(rules: TrickRules, seat: int, lowest: int) -> int:
    """The cards of level ``lowest`` or higher for ``seat``."""
    if lowest <= 0:
        return FULL_PACK
    return rules.trump[seat] if lowest == 1 else rules.senior[seat]


def switchers(trick: Trick, seat: int, rules: TrickRules) -> int:
    """The eights that would switch ``trick`` (begun) from a hand of ``seat`` void in
    the main suit: those of another suit, and with trumps for all, of no lower level
    than the main card and the holder."""
    m = trick.main
    out = EIGHTS & ~SUIT_MASKS[m // 9]
    if rules.shared and rules.reading >= READING:
        h_seat, h, _ = trick.plays[trick.holders[-1]]
        level = rules.level
        out &= at_level(rules, seat, max(level(trick.main_seat, m), level(h_seat, h)))
    return out


def takers(trick: Trick, seat: int, void: bool, rules: TrickRules) -> tuple[int, int]:
    """The cards that would take ``trick`` if ``seat`` played them: (those that
    would then hold it, those that would kill the holder and give the trick back to
    an earlier one).  ``void``: the seat holds no card of the main suit."""
    if not trick.plays:
        return FULL_PACK, 0
    m = trick.main
    ms = m // 9
    mr = m % 9
    h_seat, h, _ = trick.plays[trick.holders[-1]]
    hw = trick.holder_ways[-1]
    hr = h % 9
    level = rules.level
    hl = level(h_seat, h)
    amended = rules.reading >= READING
    ranked = amended and rules.shared
    ml = level(trick.main_seat, m) if ranked else 0
    suit = SUIT_MASKS[ms]
    off = FULL_PACK & ~suit
    res = BEATERS[m] & suit
    if hw == OLDER:
        res &= BEATERS[h]
    elif ranked and (hw == TRUMP or hw == SAME):
        res &= at_level(rules, seat, hl)
    if void:
        res |= switchers(trick, seat, rules)
    tm = rules.trump[seat]
    high = tm & off & RANK_ABOVE[mr]
    if ranked:
        high &= at_level(rules, seat, ml)
    if amended:
        if hr == SIX or hr == EIGHT:
            high &= ~SUIT_MASKS[h // 9]
    elif hw == TRUMP and (hr == SIX or hr == EIGHT):
        high = 0
    if high:
        if hw == LEAD or hw == ONE_LESS_WAY or (hw == SAME and not hl):
            res |= high
        elif hw == TRUMP:
            sm = rules.senior[seat]
            above = RANK_ABOVE[hr]
            if hl == 1:
                res |= (high & sm) | (high & ~sm & above)
            else:
                res |= high & sm & above
    same = RANK_MASK[mr] & off
    if hw == LEAD or hw == ONE_LESS_WAY:
        res |= same
        if not (amended and trick.interrupted):
            res |= ONE_LESS_BIT[m if hw == LEAD else h] & suit
    elif hw == SAME:
        res |= same if not hl else same & tm
    kill = 0
    if not trick.switched:
        kill = suit & BEATERS[h] & ~BEATERS[m] & ~res
    return res, kill


def state(trick: Trick) -> tuple[object, ...]:
    """All of a trick that decides what its next card does (:func:`takers`, and
    the trick that card leaves when it takes other than by a kill): the cards
    played so far, the main card and its seat, the holder's seat, card and way,
    and whether the trick was switched or interrupted.  Equal states answer
    alike, so that a memo (:class:`Memo`) may be keyed by them."""
    plays = trick.plays
    if not plays:
        return (0,)
    hs, hc, _ = plays[trick.holders[-1]]
    return (len(plays), trick.main, trick.main_seat, hs, hc, trick.holder_ways[-1], trick.switched,
            trick.interrupted)


class Memo(dict):
    """What the players' rules of thumb have worked out about tricks, by
    :func:`state` and for one :class:`TrickRules` (a searching player's decision
    keeps one: its imagined deals meet the same tricks again and again).  The
    answers are those of the functions it saves calling, so the choices made are
    the same with a memo or without."""

    __slots__ = ()


def takers_in(memo: Memo, trick: Trick, seat: int, void: bool, rules: TrickRules) -> tuple[int, int]:
    """:func:`takers`, remembered in ``memo`` (made for ``rules``)."""
    key = (state(trick), seat, void)
    got = memo.get(key)
    if got is None:
        got = memo[key] = takers(trick, seat, void, rules)
    return got


def legal_mask(trick: Trick, seat: int, hand: int, rules: TrickRules, memo: Memo | None = None) -> int:
    """The cards of ``hand`` the seat may play into ``trick`` (the engine's rule:
    follow the main suit, or play another card only if it takes)."""
    if not trick.plays:
        return hand
    follow = hand & SUIT_MASKS[trick.main // 9]
    if not follow:
        return hand
    if memo is None:
        hold, kill = takers(trick, seat, False, rules)
    else:
        hold, kill = takers_in(memo, trick, seat, False, rules)
    return follow | (hand & (hold | kill))


class Deal:
    """A deal in play with every card known: an imagined world, played out to its
    end.  Refills and the cards left out follow the engine."""

    __slots__ = ("n", "hands", "stock", "trick", "won", "played", "leader", "rules", "tricks_done")

    def __init__(self, n: int, hands: list[int], stock: list[int], trick: Trick, won: list[int], played: int,
                 leader: int, rules: TrickRules, tricks_done: int = 0) -> None:
        self.n = n
        self.hands = hands
        self.stock = stock
        self.trick = trick
        self.won = won
        self.played = played
        self.leader = leader
        self.rules = rules
        self.tricks_done = tricks_done

    @property
    def to_move(self) -> int:
        return (self.leader + len(self.trick.plays)) % self.n

    @property
    def over(self) -> bool:
        return not self.trick.plays and not any(self.hands)

    def legal(self, seat: int, memo: Memo | None = None) -> int:
        return legal_mask(self.trick, seat, self.hands[seat], self.rules, memo)

    def play(self, card: int) -> None:
        seat = self.to_move
        trick = self.trick
        hand = self.hands[seat]
        void = not trick.plays or not hand & SUIT_MASKS[trick.main // 9]
        self.hands[seat] = hand & ~(1 << card)
        self.played |= 1 << card
        play(trick, seat, card, void, self.rules)
        n = self.n
        if len(trick.plays) < n:
            return
        winner = trick.plays[trick.holders[-1]][0]
        mask = 0
        for _, c, _ in trick.plays:
            mask |= 1 << c
        self.won[winner] |= mask
        self.trick = Trick()
        self.leader = winner
        self.tricks_done += 1
        stock = self.stock
        if len(stock) >= n:
            for i in range(n):
                s = (winner + i) % n
                self.hands[s] |= 1 << stock.pop(0)
        elif stock:
            self.stock = []

    def scores(self) -> list[int]:
        return [score(w) for w in self.won]
