"""The game's own words in the language of the screen: the ranks and suits, a card's
name, the sequences and sets as each tradition calls them, the answers to a
declaration, and the traditional terms of each tradition of the game.

Each word is looked up in the catalogues (``piquet_game/i18n.py``), with a context
where one English word is said two ways in another language (a suit alone, and a
suit in a card's name: "червы" and "дама червей").  A sequence's rank comes with
its preposition and article ("au roi", "à la dame", "bis zur Dame", "от дамы"),
and each set has its own entry ("quatorze d'as", "trois rois", "четырнадцать
тузов"), since no rule of ours could inflect them.  Pure Python: no pygame.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from .i18n import ENGLISH, N_, Translator
from .rules.cards import RANK_NAMES, RANK_PLURALS, SUIT_NAMES
from .rules.combos import point_value, run_of, set_of, suits_in
from .variant_words import Terms, terms

#: A sequence's rank as its name says it, by rank (seven to king; to the ace is "major").
_TO_RANK = ("to the seven", "to the eight", "to the nine", "to the ten", "to the jack",  # i18n: see _marks
            "to the queen", "to the king", "to the ace")  # i18n: said with tr.ptr, marked in _marks
_ANSWERS = {"good": "Good", "not-good": "Not good", "equal": "Equal"}  # i18n: said with tr.ptr, see _marks
_SEQUENCES = {3: "tierce", 4: "quart", 5: "quint", 6: "sixième", 7: "septième", 8: "huitième"}
_DEFAULT_TERMS = Terms()
#: A game's word for a score by the score's kind: the field of Terms that may be the
#: game's own, and the word of every other game.
_TERM_OF = {"blanche": ("blanche", "carte blanche"), "pique": ("pique", "pique"),  # i18n: see _marks
            "repique": ("repique", "repique"), "cards": ("cards", "the cards"),  # i18n: see _marks
            "capot": ("", "capot"), "open-capot": ("", "open capot")}  # i18n: said with tr.ptr, see _marks


class Vocabulary:
    """The words of one language (``tr``, a :class:`~piquet_game.i18n.Translator`)."""

    def __init__(self, tr: Translator | None = None, variant=None) -> None:
        self.tr = tr or ENGLISH
        self.terms = terms(variant) if variant is not None else _DEFAULT_TERMS

    def rank(self, rank: int) -> str:
        """``king``, ``roi``, ``König``, ``re``, ``король``."""
        return self.tr.ptr("rank", RANK_NAMES[rank])

    def suit(self, suit: int) -> str:
        """A suit named alone: ``hearts``, ``cœur``, ``Herz``, ``cuori``, ``червы``."""
        return self.tr.ptr("suit", SUIT_NAMES[suit])

    def suit_of_card(self, suit: int) -> str:
        """A suit as a card's name says it: ``cœur`` (dame de cœur), ``червей``."""
        return self.tr.ptr("suit of a card", SUIT_NAMES[suit])

    def card(self, card: int) -> str:
        """A card's name: ``queen of hearts``, ``dame de cœur``, ``Herz-Dame``,
        ``donna di cuori``, ``дама червей``."""
        rank, suit = card & 7, card >> 3
        return self.tr("{rank} of {suit}").format(rank=self.rank(rank),
                                                   suit=self.tr.ptr("suit of a card", SUIT_NAMES[suit]))

    def sequence_name(self, length: int) -> str:
        """A sequence by its length alone: ``quint``, ``quinte``, ``Quint``, ``квинта``."""
        return self.tr.ptr("sequence", _SEQUENCES.get(length, _SEQUENCES[8]))

    def to_rank(self, top: int) -> str:
        """To which card a sequence runs: ``to the king``, ``au roi``, ``от короля``."""
        return self.tr.ptr("sequence", _TO_RANK[top])

    def sequence(self, length: int, top: int, major: bool = True) -> str:
        """A sequence by its length and top card: ``quint to the king``, ``quinte au
        roi``, ``tierce major`` (to the ace; with ``major`` False ``tierce to the ace``
        in English, as a score is counted), ``квинта от короля``."""
        name = self.sequence_name(length)
        if top == 7 and major:
            return self.tr("{sequence} major").format(sequence=name)
        return self.tr("{sequence} {to_rank}").format(sequence=name, to_rank=self.to_rank(top))

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


    def describe(self, cls: str, mask: int) -> str:
        """A combination declared, whole: ``point of five in hearts (49)``, ``quint to
        the king in spades``, ``fourteen aces`` (``cls``: point, sequence or set)."""
        if cls == "point":
            length, value = point_value(mask)
            return self.tr("point of {n} in {suit} ({value})").format(
                n=self.tr.number(length), suit=self.suit(suits_in(mask)[0]), value=value)
        if cls == "sequence":
            run = run_of(mask)
            if run is not None:
                suit, top, length = run
                said = self.sequence(length, top, major=False)
                return self.tr("{sequence} in {suit}").format(sequence=said, suit=self.suit(suit))
        found = set_of(mask)
        if found is None:
            return self.tr("nothing")
        return self.set(*found)

    def game_term(self, kind: str) -> str:
        """The word of a score in this game (``blanche``, ``pique``, ``repique``,
        ``cards``, ``capot``, ``open-capot``): the game's own where it has one
        (Picchetto's ``Bianco``, ``picca``; Russian Piquet's ``the leza``), else the
        language's (``carte blanche``, ``pic``, ``les cartes``)."""
        field, word = _TERM_OF.get(kind, ("", kind.replace("-", " ")))
        own = getattr(self.terms, field) if field else word
        if field and own != getattr(_DEFAULT_TERMS, field):
            return self.tr.ptr("term", own)
        return self.tr.ptr("term", word)

    def game_answer(self, word: str) -> str:
        """Younger's answer in this game: ``Good``; Picchetto's ``Va bene (good)``,
        its own word followed by the language's where they differ."""
        own = {"good": self.terms.good, "not-good": self.terms.not_good, "equal": self.terms.equal}.get(word)
        if own is None:
            return word.replace("-", " ").capitalize()
        plain = self.answer(word)
        if own == _ANSWERS[word]:
            return plain
        said = self.tr.ptr("answer", own)
        if self.terms.glossed and said != plain:
            return self.tr("{word} ({meaning})").format(word=said, meaning=plain.lower())
        return said


#: The names the game gives players itself (a person who kept the default name, the
#: computer's levels, the seats of a table): said in the language of the screen.
_OWN_NAMES = ("You", "Computer", "South", "East", "North", "West")  # i18n: said with tr, see _marks
#: The computer's levels of Piquet by number, the names the game gives the players it
#: makes (each player of :mod:`piquet_game.ai` takes its name from here).
LEVEL_NAMES = {1: N_("Novice"), 2: N_("Apprentice"), 3: N_("Classicist"), 4: N_("Strategist"),
               5: N_("Master")}


#: The computer's levels of Ass by number, the names the game gives the players it
#: makes (each player of :mod:`piquet_game.ass.ai` takes its name from here).
ASS_LEVEL_NAMES = {1: N_("Novice"), 2: N_("Card counter"), 3: N_("Strategist"), 4: N_("Master")}
#: A name the game numbered to tell it from another at the same table: ``Master (2)``.
_NUMBERED = re.compile(r"(.+) \(([1-9][0-9]?)\)")


def shown_name(name: str, tr: Translator | None = None) -> str:
    """A player's name as the screen shows it: a name the game gave (``You``, a
    level's ``Master``, a seat's ``North``, and such a name numbered, ``Card counter
    (2)``) in the screen's language, any other as the player wrote it.  The records
    keep the name as it was given."""
    tr = tr or ENGLISH
    if is_given_name(name):
        return tr(name)
    numbered = _NUMBERED.fullmatch(name)
    if numbered is not None and is_given_name(numbered.group(1)):
        return f"{tr(numbered.group(1))} ({numbered.group(2)})"
    return name


def numbered(name: str, k: int) -> str:
    """The ``k``-th of the players the game gives one name at a table (from 1): the
    first as it is, the next ``Master (2)``, ``Master (3)``: a name :func:`shown_name`
    says in the screen's language."""
    return name if k <= 1 else f"{name} ({k})"


def unused_name(name: str, taken: Collection[str]) -> str:
    """The first of ``name``, ``name (2)``, ``name (3)`` ... (:func:`numbered`) that
    no player of ``taken`` has: a computer seated beside another of its level."""
    k = 1
    while numbered(name, k) in taken:
        k += 1
    return numbered(name, k)


def is_given_name(name: str) -> bool:
    """A name the game gives players itself (shown in each screen's language): not
    one to go to another computer, where "You" would be the wrong player."""
    return name in _OWN_NAMES or name in LEVEL_NAMES.values() or name in ASS_LEVEL_NAMES.values()


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
    tr.ptr("sequence", "to the king"), tr.ptr("sequence", "to the ace")
    tr.ptr("term", "Bianco"), tr.ptr("term", "picca"), tr.ptr("term", "ripicca"), tr.ptr("term", "the leza")
    tr.ptr("answer", "Va bene"), tr.ptr("answer", "Non basta"), tr.ptr("answer", "Uguale")
    tr.ptr("class", "point"), tr.ptr("class", "sequence"), tr.ptr("class", "set")
    tr.ptr("loser under the line", "rubiconed"), tr.ptr("loser under the line", "lurched")
    tr("You"), tr("Computer"), tr("South"), tr("East"), tr("North"), tr("West")
    tr.ptr("quatorze", "fourteen tens"), tr.ptr("quatorze", "fourteen jacks")
    tr.ptr("quatorze", "fourteen queens"), tr.ptr("quatorze", "fourteen kings")
    tr.ptr("quatorze", "fourteen aces")
    tr.ptr("trio", "three tens"), tr.ptr("trio", "three jacks"), tr.ptr("trio", "three queens")
    tr.ptr("trio", "three kings"), tr.ptr("trio", "three aces")
    tr.ptr("answer", "Good"), tr.ptr("answer", "Not good"), tr.ptr("answer", "Equal")
    tr.ptr("term", "carte blanche"), tr.ptr("term", "pique"), tr.ptr("term", "repique")
    tr.ptr("term", "capot"), tr.ptr("term", "open capot"), tr.ptr("term", "the cards")


__all__ = ["ASS_LEVEL_NAMES", "LEVEL_NAMES", "Vocabulary", "is_given_name", "numbered", "shown_name",
           "unused_name"]
