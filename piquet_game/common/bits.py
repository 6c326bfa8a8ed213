"""A set of cards as a bit mask: bit ``card`` set for each card held.

Each game numbers its own cards (Piquet's 32 as ``suit * 8 + rank``, Ass's 36 its
own way); these helpers know nothing of the numbering, only of the bits.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

Card = int
CardSet = int


def bit(card: Card) -> CardSet:
    return 1 << card


def mask_of(cards: Iterable[Card]) -> CardSet:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: CardSet) -> list[Card]:
    """The cards of a set in ascending order of their numbers."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def iter_cards(mask: CardSet) -> Iterator[Card]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def count(mask: CardSet) -> int:
    return mask.bit_count()


__all__ = ["Card", "CardSet", "bit", "cards_of", "count", "iter_cards", "mask_of"]
