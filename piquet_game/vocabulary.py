"""The game's own words in the language of the screen: the ranks and suits, a card's
name, the sequences and sets as each tradition calls them, the answers to a
declaration, and the traditional terms (../shared/VARIANTS.md section 8).

Each word is looked up in the catalogues (``piquet_game/i18n.py``), with a context
where one English word is said two ways in another language (a suit alone, and a
suit in a card's name: "червы" and "дама червей").  A sequence's rank comes with
its preposition and article ("au roi", "à la dame", "bis zur Dame", "от дамы"),
and each set has its own entry ("quatorze d'as", "trois rois", "четырнадцать
тузов"), since no rule of ours could inflect them.  Pure Python: no pygame.
"""

from __future__ import annotations

from .i18n import ENGLISH, Translator
from .rules.cards import RANK_NAMES, RANK_PLURALS, SUIT_NAMES

#: A sequence's rank as its name says it, by rank (seven to king; to the ace is "major").
_TO_RANK = ("to the seven", "to the eight", "to the nine", "to the ten", "to the jack", "to the queen",
            "to the king")
_ANSWERS = {"good": "Good", "not-good": "Not good", "equal": "Equal"}
_SEQUENCES = {3: "tierce", 4: "quart", 5: "quint", 6: "sixième", 7: "septième", 8: "huitième"}


class Vocabulary:
    """The words of one language (``tr``, a :class:`~piquet_game.i18n.Translator`)."""

    def __init__(self, tr: Translator | None = None) -> None:
        self.tr = tr or ENGLISH

    def rank(self, rank: int) -> str:
        """``king``, ``roi``, ``König``, ``re``, ``король``."""
        return self.tr.ptr("rank", RANK_NAMES[rank])

    def suit(self, suit: int) -> str:
        """A suit named alone: ``hearts``, ``cœur``, ``Herz``, ``cuori``, ``червы``."""
        return self.tr.ptr("suit", SUIT_NAMES[suit])

    def card(self, card: int) -> str:
        """A card's name: ``queen of hearts``, ``dame de cœur``, ``Herz-Dame``,
        ``donna di cuori``, ``дама червей``."""
        rank, suit = card & 7, card >> 3
        return self.tr("{rank} of {suit}").format(rank=self.rank(rank),
                                                   suit=self.tr.ptr("suit of a card", SUIT_NAMES[suit]))

    def sequence(self, length: int, top: int) -> str:
        """A sequence by its length and top card: ``quint to the king``, ``quinte au
        roi``, ``tierce majeure`` (to the ace), ``квинта от короля``."""
        name = self.tr.ptr("sequence", _SEQUENCES.get(length, _SEQUENCES[8]))
        if top == 7:
            return self.tr("{sequence} major").format(sequence=name)
        return self.tr("{sequence} {to_rank}").format(sequence=name,
                                                     to_rank=self.tr.ptr("sequence", _TO_RANK[top]))

    def set(self, rank: int, size: int) -> str:
        """A set: ``fourteen aces``, ``quatorze d'as``, ``three kings``, ``trois rois``
        (tens and up; four of a kind is a quatorze, three a trio)."""
        if size == 4:
            return self.tr.ptr("quatorze", f"fourteen {RANK_PLURALS[rank]}")
        return self.tr.ptr("trio", f"three {RANK_PLURALS[rank]}")

    def answer(self, word: str) -> str:
        """The answer to a declaration: ``good``, ``not-good`` or ``equal`` as the
        language's players say it: ``Bon``, ``Gut``, ``Va bene``, ``Годятся``."""
        english = _ANSWERS[word]
        return self.tr.ptr("answer", english)

    def term(self, word: str) -> str:
        """A traditional term: ``carte blanche``, ``pique``, ``repique``, ``capot``,
        ``the cards``, ``open capot``."""
        return self.tr.ptr("term", word)


def _marks(tr) -> None:
    """Every word above, spelt out for the catalogues (never called: ``tools/i18n_tool.py``
    reads the calls)."""
    tr.ptr("rank", "seven"), tr.ptr("rank", "eight"), tr.ptr("rank", "nine"), tr.ptr("rank", "ten")
    tr.ptr("rank", "jack"), tr.ptr("rank", "queen"), tr.ptr("rank", "king"), tr.ptr("rank", "ace")
    tr.ptr("suit", "spades"), tr.ptr("suit", "hearts"), tr.ptr("suit", "diamonds"), tr.ptr("suit", "clubs")
    tr.ptr("suit of a card", "spades"), tr.ptr("suit of a card", "hearts")
    tr.ptr("suit of a card", "diamonds"), tr.ptr("suit of a card", "clubs")
    tr.ptr("sequence", "tierce"), tr.ptr("sequence", "quart"), tr.ptr("sequence", "quint")
    tr.ptr("sequence", "sixième"), tr.ptr("sequence", "septième"), tr.ptr("sequence", "huitième")
    tr.ptr("sequence", "to the seven"), tr.ptr("sequence", "to the eight"), tr.ptr("sequence", "to the nine")
    tr.ptr("sequence", "to the ten"), tr.ptr("sequence", "to the jack"), tr.ptr("sequence", "to the queen")
    tr.ptr("sequence", "to the king")
    tr.ptr("quatorze", "fourteen tens"), tr.ptr("quatorze", "fourteen jacks")
    tr.ptr("quatorze", "fourteen queens"), tr.ptr("quatorze", "fourteen kings")
    tr.ptr("quatorze", "fourteen aces")
    tr.ptr("trio", "three tens"), tr.ptr("trio", "three jacks"), tr.ptr("trio", "three queens")
    tr.ptr("trio", "three kings"), tr.ptr("trio", "three aces")
    tr.ptr("answer", "Good"), tr.ptr("answer", "Not good"), tr.ptr("answer", "Equal")
    tr.ptr("term", "carte blanche"), tr.ptr("term", "pique"), tr.ptr("term", "repique")
    tr.ptr("term", "capot"), tr.ptr("term", "open capot"), tr.ptr("term", "the cards")


__all__ = ["Vocabulary"]
