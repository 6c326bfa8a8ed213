"""The reason of a computer player's decision, said in the player's language.

A :class:`Reason` is a small value: a message marked for the catalogue (English, the
catalogue's key, with ``{placeholders}``) and the values it speaks of, kept as data
(cards, suits, counts) until the reason is shown.  The players build many decisions
in a search, so nothing is translated when one is made; ``reason.words(tr)`` says it
in the language of ``tr`` when it is shown, and ``str(reason)`` in English.

A value is said by the name of its placeholder:

* ``card``, ``king``: a card (0-31), by its name (``queen of hearts``, ``dame de cœur``);
* ``the_card``: a card with the article its rank takes (``the queen of hearts``, ``la
  dame de cœur``, ``l'as de pique``; bare where the language has none, or where the
  article would change with the sentence: ``Herz-Dame``, ``дама червей``);
* ``cards``: a set of cards (a mask), their names one after the other;
* ``codes``: a set of cards, in English in the short notation (``7S 8S 9D``), in
  another language by their names;
* ``suit``: a suit (0-3), named alone (``hearts``, ``cœur``);
* ``suit_one``: a suit said of one card (``heart``; in another language as ``suit``);
* ``suits``: suits (a tuple), ``spades and hearts``;
* a float (``gain``, ``mean``): signed, one decimal, with the language's decimal sign;
* a value that says itself (:class:`Said`: another game's card, say, with its
  article: :class:`piquet_game.ass.words.TheCard`): by its own words;
* anything else (counts, a bid's word ``9+``): as it is written.

A message that depends on a count has a plural (:meth:`Reason.ntr`, marked as
``tr.ntr`` is): the count is its value ``n``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from ..i18n import ENGLISH, N_, Translator
from ..rules.cards import SUIT_SINGULAR, card_name, cards_of, long_card_name
from ..vocabulary import Vocabulary

#: The hint line of the table: the reason after a word that says it is advice.
HINT_LINE = N_("Hint: {reason}.")
#: Two or more things in a row: ``spades and hearts``, ``spades, hearts and clubs``.
AND = N_("{first} and {last}")


@dataclass(frozen=True, slots=True, init=False)
class Reason:
    """A reason: ``text``, a marked message (its English plural in ``plural`` when
    it has one), and ``values``, what its placeholders stand for (name, value)."""

    text: str
    values: tuple[tuple[str, Any], ...]
    plural: str

    def __init__(self, text: str, /, **values: Any) -> None:
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "values", tuple(values.items()))
        object.__setattr__(self, "plural", "")

    @classmethod
    def ntr(cls, singular: str, plural: str, n: int, /, **values: Any) -> Reason:
        """A reason whose words follow the count ``n`` (``{n}`` in the message)."""
        reason = cls(singular, n=n, **values)
        object.__setattr__(reason, "plural", plural)
        return reason

    @classmethod
    def restored(cls, text: str, plural: str, values: dict[str, Any]) -> Reason:
        """A reason read back from a file (a kept review): its message as it was
        kept, which the reader has checked to be one of the catalogue's."""
        reason = cls(text, **values)
        object.__setattr__(reason, "plural", plural)
        return reason

    @classmethod
    def plain(cls, text: str) -> Reason:
        """Words not of the catalogue, shown as they are written in every language (a
        caller's own reason, given as a string: a lesson's scripted move)."""
        return cls(text)

    @property
    def value(self) -> dict[str, Any]:
        """The values by their names."""
        return dict(self.values)

    @property
    def messages(self) -> str | tuple[str, str]:
        """The catalogue's key of the message: the text, or (singular, plural)."""
        return (self.text, self.plural) if self.plural else self.text

    def words(self, tr: Translator = ENGLISH, spelled: bool = False) -> str:
        """The reason in the language of ``tr``; ``spelled``: every card named in
        words, the short notation of English (``{codes}``: ``7S 7H``) too, as a line
        shown to a player says them."""
        values = dict(self.values)
        text = tr.ntr(self.text, self.plural, values["n"]) if self.plural else tr(self.text)
        if not values:
            return text
        vocabulary = Vocabulary(tr)
        return text.format(**{k: _names(_in_order(v), tr, vocabulary) if spelled and k == "codes"
                              else _say(k, v, tr, vocabulary) for k, v in values.items()})

    def __str__(self) -> str:
        return self.words(ENGLISH)

    def __contains__(self, text: str) -> bool:
        """Whether the English words hold ``text``."""
        return text in str(self)


def _in_order(mask: int) -> list[int]:
    """The cards of a set by suit, the highest of each first."""
    return sorted(cards_of(mask), key=lambda c: (c >> 3, -(c & 7)))


def _names(cards: list[int], tr: Translator, vocabulary: Vocabulary) -> str:
    if tr.language == ENGLISH.language:
        return ", ".join(long_card_name(c) for c in cards)
    return ", ".join(vocabulary.card(c) for c in cards)


def _suits(suits: tuple[int, ...], tr: Translator, vocabulary: Vocabulary) -> str:
    words = [vocabulary.suit(s) for s in suits]
    if len(words) < 2:
        return "".join(words)
    return tr(AND).format(first=", ".join(words[:-1]), last=words[-1])


def _codes(mask: int, tr: Translator, vocabulary: Vocabulary) -> str:
    if tr.language == ENGLISH.language:
        return " ".join(card_name(c) for c in _in_order(mask))
    return _names(_in_order(mask), tr, vocabulary)


def _suit_one(suit: int, tr: Translator, vocabulary: Vocabulary) -> str:
    return SUIT_SINGULAR[suit] if tr.language == ENGLISH.language else vocabulary.suit(suit)


#: "the {card}" by the card's rank, seven to ace: each language's article for the rank.
THE: tuple[Callable[[Translator], str], ...] = (
    lambda tr: tr.ptr("a seven", "the {card}"), lambda tr: tr.ptr("an eight", "the {card}"),
    lambda tr: tr.ptr("a nine", "the {card}"), lambda tr: tr.ptr("a ten", "the {card}"),
    lambda tr: tr.ptr("a jack", "the {card}"), lambda tr: tr.ptr("a queen", "the {card}"),
    lambda tr: tr.ptr("a king", "the {card}"), lambda tr: tr.ptr("an ace", "the {card}"),
)


def _the_card(card: int, tr: Translator, vocabulary: Vocabulary) -> str:
    return THE[card & 7](tr).format(card=vocabulary.card(card))


_SAY: dict[str, Callable[[Any, Translator, Vocabulary], str]] = {
    "card": lambda c, tr, v: v.card(c),
    "the_card": _the_card,
    "king": lambda c, tr, v: v.card(c),
    "cards": lambda m, tr, v: _names(cards_of(m), tr, v),
    "codes": _codes,
    "suit": lambda s, tr, v: v.suit(s),
    "suit_one": _suit_one,
    "suits": _suits,
}


@runtime_checkable
class Said(Protocol):
    """A value of a reason that says itself in the language of ``tr``."""

    def words(self, tr: Translator) -> str: ...


def _say(name: str, value: Any, tr: Translator, vocabulary: Vocabulary) -> str:
    if isinstance(value, Said):
        return value.words(tr)
    say = _SAY.get(name)
    if say is not None:
        return say(value, tr, vocabulary)
    if isinstance(value, float):
        return tr.decimal(value, "+.1f")
    return str(value)


def hint_line(reason: Reason, tr: Translator = ENGLISH) -> str:
    """The table's hint line: ``Hint: keep your guards.`` in the language of ``tr``,
    every card in words ("Change 3 (seven of spades, ...)")."""
    words = reason.words(tr, spelled=True)
    return tr(HINT_LINE).format(reason=words[:1].upper() + words[1:])


__all__ = ["HINT_LINE", "THE", "Reason", "Said", "hint_line"]
