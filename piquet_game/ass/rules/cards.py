"""The 36-card pack of Ass, its card points and its beating table.

A card is a small int ``suit * 9 + rank``: suits ``S H D C`` are 0..3 (as in the
Piquet engine) and ranks are 0..8 in the game's order, lowest first:
``6 7 8 9 J Q K T A`` (the ten ranks between the king and the ace).  A set of cards
is an int with bit ``card`` set, nine bits a suit.

Names are two characters, rank then suit: ``TS`` is the ten of spades, ``6D`` the
six of diamonds.

The beating table (the rules of Ass) says which card of a suit beats which
other card of the same suit; it is not the order of the ranks (a six beats a
king, a seven beats nothing).  Across suits a card beats the card of its own rank,
and an eight beats every card.
"""

from __future__ import annotations

from collections.abc import Iterable

# a set of cards is a set of bits whatever the pack: the Piquet engine's bit helpers serve both
from ...common.bits import cards_of, iter_cards
from ...common.bits import mask_of as mask_of
from ...common.names import quoted

RANKS = "6789JQKTA"
SUITS = "SHDC"
SIX, SEVEN, EIGHT, NINE, JACK, QUEEN, KING, TEN, ACE = range(9)
SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
RANK_NAMES = ("six", "seven", "eight", "nine", "jack", "queen", "king", "ten", "ace")
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")

NUM_CARDS = 36
FULL_PACK = (1 << NUM_CARDS) - 1
SUIT_MASKS = tuple(0x1FF << (9 * s) for s in range(4))

#: Card points by rank: 8 = 16, A = 12, T = 10, K = 5, Q = 3, J = 1, 9 = 0, 7 = 0, 6 = -1.
POINTS = (-1, 0, 16, 0, 1, 3, 5, 10, 12)
#: A king and a queen of one suit won by one player count this instead of 5 + 3.
KING_QUEEN = 25
#: A queen and a jack of one suit (the queen not in a king-queen pair): instead of 3 + 1.
QUEEN_JACK = 15
#: A pair's owner who won four or more cards of its suit adds this.
PAIR_SUIT_BONUS = 10
#: The points of the whole pack without pairs (46 a suit).
PACK_POINTS = 4 * sum(POINTS)

_BEATS_TEXT = {  # same suit: the ranks a card beats (the rules of Ass)
    "6": "79JKTA", "7": "", "8": "679JTA", "9": "7", "J": "79",
    "Q": "6789J", "K": "789JQ", "T": "79JQK", "A": "79JQKT",
}
#: BEATS[p] is a 9-bit mask of the ranks a card of rank p beats in its own suit.
BEATS = tuple(sum(1 << RANKS.index(r) for r in _BEATS_TEXT[RANKS[p]]) for p in range(9))
#: The one-less card of a rank: a ten on an ace, a king on a ten, a queen on a king,
#: a jack on a queen, a nine on a jack; -1 where there is none.
ONE_LESS = {ACE: TEN, TEN: KING, KING: QUEEN, QUEEN: JACK, JACK: NINE}

Card = int
CardSet = int


def make_card(rank: int, suit: int) -> Card:
    return suit * 9 + rank


def rank_of(card: Card) -> int:
    return card % 9


def suit_of(card: Card) -> int:
    return card // 9


def card_name(card: Card) -> str:
    return RANKS[card % 9] + SUITS[card // 9]


def long_card_name(card: Card) -> str:
    return f"{RANK_NAMES[card % 9]} of {SUIT_NAMES[card // 9]}"


def beats(p: Card, x: Card) -> bool:
    """Whether card ``p`` beats card ``x`` by the table: in one suit as the table
    says; across suits, the same rank, or any card by an eight."""
    if p // 9 == x // 9:
        return bool(BEATS[p % 9] >> (x % 9) & 1)
    return p % 9 == x % 9 or p % 9 == EIGHT


def one_less(card: Card) -> Card | None:
    """The card one less than ``card`` in its suit (the ten of an ace ...), or None."""
    r = ONE_LESS.get(card % 9)
    return None if r is None else card - card % 9 + r


class CardNameError(ValueError):
    """A string that does not name a card of the 36-card pack."""


_NAME_TO_CARD = {card_name(c): c for c in range(NUM_CARDS)}


def parse_card(name: str) -> Card:
    """``'TS'`` (also ``'10S'``, lower case) as a card."""
    if not isinstance(name, str):
        raise CardNameError(f"a card is written as a two-letter string, not {quoted(name)}")
    key = name.strip().upper()
    if key.startswith("10"):
        key = "T" + key[2:]
    card = _NAME_TO_CARD.get(key)
    if card is None:
        raise CardNameError(f"{quoted(name)} is not a card: write rank (6 7 8 9 T J Q K A) "
                            "then suit (S H D C)")
    return card


def parse_cards(items: Iterable[str]) -> list[Card]:
    return [parse_card(s) for s in items]


def names(mask_or_cards: CardSet | Iterable[Card]) -> list[str]:
    """Names of a set, suits S H D C, highest rank first in each suit."""
    cards = cards_of(mask_or_cards) if isinstance(mask_or_cards, int) else list(mask_or_cards)
    return [card_name(c) for c in sorted(cards, key=lambda c: (c // 9, -(c % 9)))]


def suit_cards(mask: CardSet, suit: int) -> CardSet:
    return mask & SUIT_MASKS[suit]


def score_cards(won: CardSet) -> int:
    """The points of the cards a player won: card points, with a king and queen of a
    suit counting 25 (else a queen and jack 15), and 10 more for a pair in a suit
    of which he won four cards or more."""
    total = 0
    for suit in range(4):
        held = (won >> (9 * suit)) & 0x1FF
        if not held:
            continue
        total += sum(POINTS[r] for r in range(9) if held >> r & 1)
        pair = 0
        if held >> KING & 1 and held >> QUEEN & 1:
            pair = KING_QUEEN - POINTS[KING] - POINTS[QUEEN]
        elif held >> QUEEN & 1 and held >> JACK & 1:
            pair = QUEEN_JACK - POINTS[QUEEN] - POINTS[JACK]
        if pair:
            total += pair + (PAIR_SUIT_BONUS if held.bit_count() >= 4 else 0)
    return total


def raw_points(won: CardSet) -> int:
    """Card points without the pairs."""
    return sum(POINTS[c % 9] for c in iter_cards(won))
