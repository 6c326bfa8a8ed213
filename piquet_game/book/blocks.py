"""The blocks the rules book is made of (headings, paragraphs, lists, tables, worked
examples, pictures, chapters) and the words and records its chapters share: every
number they show is the engine's, every word the catalogue's (area ``book``)."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field
from importlib import resources

from ..i18n import Translator
from ..rules.cards import parse_card, rank_of, suit_of
from ..rules.combos import (
    SEQUENCE_NAMES,
    run_of,
    set_of,
)
from ..rules.record import loads
from ..rules.variant import RUBICON, Variant
from ..vocabulary import Vocabulary

V: Variant = RUBICON


@dataclass(frozen=True)
class Heading:
    text: str


@dataclass(frozen=True)
class Para:
    text: str


@dataclass(frozen=True)
class Bullets:
    items: tuple[str, ...]


@dataclass(frozen=True)
class Table:
    """A scoring table: a caption, a header row and rows of cells.  ``align`` has one
    letter per column: ``l`` left, ``c`` centred."""

    caption: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    align: str = ""


@dataclass(frozen=True)
class Fan:
    """Cards pictured side by side, with a word under them.  ``pack`` says whose cards
    they are: Piquet's 32 (``suit * 8 + rank``) or, ``"ass"``, the 36 of Ass
    (``suit * 9 + rank``, :mod:`piquet_game.ass.rules.cards`)."""

    label: str
    cards: tuple[int, ...]
    pack: str = "piquet"


@dataclass(frozen=True)
class Example:
    """A worked example: its cards, what is scored and why, and the numbers shown."""

    title: str
    fans: tuple[Fan, ...]
    caption: tuple[str, ...]
    facts: dict[str, int] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class Grid:
    """A picture of a square table of marks, drawn by the page at the size it has room
    for: Ass's beating table.  ``ranks`` (ranks of Ass, as the cards' corners show
    them) name the columns, ``across`` (the card played), and the rows, ``down`` (the
    card it meets); ``marks`` is a row of one letter a column for each row: ``b`` the
    column's card beats the row's, ``o`` it is one less than it, ``=`` the same card,
    ``.`` nothing.  ``legend`` says what ``b`` and ``o`` mean, and the ``caption``'s
    lines follow it.  Read like an example by what lists a block's texts (its title,
    fans and caption): it has no fans."""

    title: str
    across: str
    down: str
    ranks: tuple[int, ...]
    marks: tuple[str, ...]
    legend: tuple[str, str]
    caption: tuple[str, ...] = ()

    @property
    def fans(self) -> tuple[Fan, ...]:
        return ()


Block = Heading | Para | Bullets | Table | Example | Grid


@dataclass(frozen=True)
class Chapter:
    title: str
    blocks: tuple[Block, ...]


def cards(text: str) -> tuple[int, ...]:
    """``"AH KH QH"`` -> the cards, in the order written."""
    return tuple(parse_card(w) for w in text.split())


# ---------------------------------------------------------------- words


def _cap(text: str) -> str:
    """The text with its first letter a capital."""
    return text[:1].upper() + text[1:]


def _and(tr: Translator, items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c`` in the language of ``tr``."""
    if len(items) <= 1:
        return "".join(items)
    return tr("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def _or(tr: Translator, items: Sequence[str]) -> str:
    """``a``, ``a or b``, ``a, b or c`` in the language of ``tr``."""
    if len(items) <= 1:
        return "".join(items)
    return tr("{items} or {last}").format(items=", ".join(items[:-1]), last=items[-1])


def _values(tr: Translator, hand: Sequence[int]) -> str:
    """The cards' values as the point counts them: ``ace 11, king 10, ...``."""
    voc = Vocabulary(tr)
    return ", ".join(f"{voc.rank(rank_of(c))} {V.card_value(rank_of(c))}" for c in hand)


def _sequence_name(tr: Translator, length: int) -> str:
    """A sequence's name by its length alone: ``tierce``, ``quinte``, ``терц``."""
    return tr.ptr("sequence", SEQUENCE_NAMES[length])


def score_name(tr: Translator, kind: str, combos: Sequence[int] = ()) -> str:
    """What a score of the deal is called, for a table of scores: ``Point of three``,
    ``Tierce major × 4``, ``Fourteen aces and fourteen kings``, ``Repique``."""
    voc = Vocabulary(tr)
    if kind == "point" and combos:
        return _cap(tr.ptr("rules book", "point of {n}").format(n=tr.number(combos[0].bit_count())))
    if kind in ("sequence", "set") and combos:
        names: list[str] = []
        for m in combos:
            if kind == "sequence":
                if (run := run_of(m)) is not None:
                    names.append(voc.sequence(run[2], run[1]))
            elif (found := set_of(m)) is not None:
                names.append(voc.set(*found))
        grouped = [w if names.count(w) == 1 else tr("{combination} × {count}").format(
            combination=w, count=names.count(w)) for w in dict.fromkeys(names)]
        return _cap(_and(tr, grouped))
    words = {
        "blanche": voc.term("carte blanche"),
        "repique": voc.term("repique"),
        "pique": voc.term("pique"),
        "last": tr.ptr("rules book", "The last trick"),
        "cards": voc.term("the cards"),
        "capot": voc.term("capot"),
        "open-capot": voc.term("open capot"),
    }
    return _cap(words.get(kind, kind))


def example_title(tr: Translator, example: Example) -> str:
    """The line over a worked example: ``Example: A point of five``."""
    return tr("Example: {title}").format(title=example.title)


def contents_intro(tr: Translator, chapters: int) -> str:
    """The words over the contents of a book of ``chapters`` chapters."""
    return tr("Rubicon Piquet as this game plays it, and the other games, in {chapters} chapters. Click a "
              "chapter, or choose one with Up and Down and open it with Enter.").format(
        chapters=tr.number(chapters))


# ---------------------------------------------------------------- the examples


@functools.cache
def _seed(name: str):
    """The seed record ``name`` replayed by the engine: (the game, the record); read,
    never changed."""
    text = resources.files("piquet_game.seeds").joinpath(name).read_text(encoding="utf-8")
    result = loads(text)
    return result.game, result.record


def _order(cards_mask: int) -> tuple[int, ...]:
    """A hand's cards as it is held: by suit, the highest first."""
    held = (c for c in range(32) if cards_mask >> c & 1)
    return tuple(sorted(held, key=lambda c: (suit_of(c), -rank_of(c))))


def _held(log, seat: int) -> int:
    """The cards ``seat`` held after the exchange, from the deal's events."""
    hand = log.hands[seat]
    for e in log.events:
        if e.seat == seat and e.kind == "discard":
            hand &= ~e.cards
        elif e.seat == seat and e.kind == "draw":
            hand |= e.cards
    return hand
