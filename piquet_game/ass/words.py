"""A card of Ass in words, in the player's language: ``six of spades``, ``six de
pique``; and with the article its rank takes (``the six of spades``), as a value of
a computer player's reason (:class:`~piquet_game.ai.reason.Reason`) says itself."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..ai.reason import THE
from ..i18n import Translator
from .rules.cards import RANK_NAMES, SUIT_NAMES


def card_words(card: int, tr: Translator) -> str:
    """A card of Ass (0-35, six to ace in each suit) by its name in the language of
    ``tr``: ``six of spades``, ``six de pique``."""
    rank = tr.ptr("rank", RANK_NAMES[card % 9])
    suit = tr.ptr("suit of a card", SUIT_NAMES[card // 9])
    return tr("{rank} of {suit}").format(rank=rank, suit=suit)


#: "the {card}" for a card of Ass by its rank (six, seven, eight, nine, jack, queen,
#: king, ten, ace: Ass's order): the six's own article, then those of Piquet's ranks.
_THE: tuple[Callable[[Translator], str], ...] = (
    lambda tr: tr.ptr("a six", "the {card}"), THE[0], THE[1], THE[2], THE[4], THE[5], THE[6], THE[3], THE[7],
)


@dataclass(frozen=True, slots=True)
class TheCard:
    """A card of Ass with its article (``the six of spades``, ``le six de pique``,
    ``Pik-Sechs``), as a reason's value."""

    card: int

    def words(self, tr: Translator) -> str:
        return _THE[self.card % 9](tr).format(card=card_words(self.card, tr))


__all__ = ["TheCard", "card_words"]
