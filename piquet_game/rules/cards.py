"""Cards, card names and card sets as bitmasks.

A card is a small int ``suit * 8 + rank``: suits ``S H D C`` are 0..3 and ranks
``7 8 9 T J Q K A`` are 0..7, so the ace of clubs is 31.  A set of cards is an int
with bit ``card`` set; each suit occupies one byte, which lets the engine answer
"does he hold a heart?" with a shift and a mask, and look up per-suit facts
(length, value, runs) in 256-entry tables.

Names are two characters, rank then suit: ``TS`` is the ten of spades.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

# The bit-mask helpers are the house's (Ass's cards use them too); Piquet's
# modules take them from here with Piquet's names of the cards.
from ..common.bits import Card as Card
from ..common.bits import CardSet as CardSet
from ..common.bits import bit as bit
from ..common.bits import cards_of as cards_of
from ..common.bits import count as count
from ..common.bits import iter_cards as iter_cards
from ..common.bits import mask_of as mask_of
from ..common.names import quoted

RANKS = "789TJQKA"
SUITS = "SHDC"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
SUIT_SINGULAR = ("spade", "heart", "diamond", "club")
RANK_NAMES = ("seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
RANK_PLURALS = ("sevens", "eights", "nines", "tens", "jacks", "queens", "kings", "aces")

#: Card values used to compare points of equal length: ace 11, courts and ten 10.
RANK_VALUES = (7, 8, 9, 10, 10, 10, 10, 11)

NUM_CARDS = 32
FULL_PACK = (1 << NUM_CARDS) - 1

SUIT_MASKS = tuple(0xFF << (8 * s) for s in range(4))
RANK_MASKS = tuple(sum(1 << (s * 8 + r) for s in range(4)) for r in range(8))


def make_card(rank: int, suit: int) -> Card:
    return suit * 8 + rank


def rank_of(card: Card) -> int:
    return card & 7


def suit_of(card: Card) -> int:
    return card >> 3


def card_name(card: Card) -> str:
    return RANKS[card & 7] + SUITS[card >> 3]


def long_card_name(card: Card) -> str:
    """``'queen of hearts'``."""
    return f"{RANK_NAMES[card & 7]} of {SUIT_NAMES[card >> 3]}"


class CardNameError(ValueError):
    """A string that does not name a card."""


_NAME_TO_CARD = {card_name(c): c for c in range(NUM_CARDS)}


def parse_card(name: str) -> Card:
    """Parse ``'TS'`` (also ``'10S'``, lower case) into a card."""
    if not isinstance(name, str):
        raise CardNameError(f"a card is written as a two-letter string, not {quoted(name)}")
    key = name.strip().upper()
    if key.startswith("10"):
        key = "T" + key[2:]
    try:
        return _NAME_TO_CARD[key]
    except KeyError:
        raise CardNameError(
            f"{quoted(name)} is not a card: write rank (7 8 9 T J Q K A) then suit (S H D C)"
        ) from None


def winning_index(trick: Sequence[Card]) -> int:
    """Which card of a trick (in the order played, led first) wins it: the highest
    of the suit led, no trumps."""
    led = trick[0] >> 3
    best = 0
    for i in range(1, len(trick)):
        if trick[i] >> 3 == led and trick[i] > trick[best]:
            best = i
    return best


def names(mask_or_cards: CardSet | Iterable[Card]) -> list[str]:
    """Card names of a set, highest rank first within each suit, suits S H D C."""
    cards = cards_of(mask_or_cards) if isinstance(mask_or_cards, int) else list(mask_or_cards)
    return [card_name(c) for c in sorted(cards, key=lambda c: (c >> 3, -(c & 7)))]


def parse_cards(items: Iterable[str]) -> list[Card]:
    return [parse_card(s) for s in items]


def suit_byte(mask: CardSet, suit: int) -> int:
    return (mask >> (suit << 3)) & 0xFF


# ---------------------------------------------------------------------------
# Per-suit lookup tables, indexed by the byte of ranks a player holds in a suit.

POPCOUNT8 = tuple(bin(b).count("1") for b in range(256))
VALUE8 = tuple(sum(RANK_VALUES[r] for r in range(8) if b >> r & 1) for b in range(256))
HIGH8 = tuple(b.bit_length() - 1 for b in range(256))  # -1 for empty
BITS8 = tuple(tuple(r for r in range(8) if b >> r & 1) for b in range(256))


def _runs(b: int) -> tuple[tuple[int, int], ...]:
    """Maximal runs of consecutive ranks in a suit byte, as (top rank, length)."""
    runs = []
    r = 7
    while r >= 0:
        if b >> r & 1:
            top = r
            while r >= 0 and b >> r & 1:
                r -= 1
            runs.append((top, top - r))
        else:
            r -= 1
    return tuple(runs)


RUNS8 = tuple(_runs(b) for b in range(256))


def run_mask(suit: int, top: int, length: int) -> CardSet:
    """The cards of the run of ``length`` cards in ``suit`` whose highest rank is ``top``."""
    return (((1 << length) - 1) << (top - length + 1)) << (suit << 3)
