"""The rules of Rubicon Piquet as a book: chapters of paragraphs, scoring tables and
worked examples with their cards, for the Rules screen (:mod:`piquet_game.view.rulesbook`);
then a chapter for each other game (Piquet au cent, Russian Piquet, Picchetto,
Contract Piquet in :mod:`piquet_game.book.contract`, the games of three and four
in :mod:`piquet_game.book.tables`, and Ass, a game of its own with 36 cards, in
:mod:`piquet_game.ass.book`), its rules as this game
plays them (the rules of the source documents), its traditional words and its worked examples
replayed from the seed records.

No pygame here.  Every number in the book is read from the variant the game plays
(:data:`~piquet_game.rules.variant.RUBICON`), and every worked example is computed by
the engine itself: the point, sequences and sets by :mod:`piquet_game.rules.combos`,
the tricks by playing them in a :class:`~piquet_game.rules.game.Game`, the deal of 170
by replaying the shipped record of it, the partie by :meth:`Variant.settle`.  So the
book cannot say one thing while the game does another; each example keeps the
numbers it shows in ``facts`` for the tests to check.

The book speaks the language of a :class:`~piquet_game.i18n.Translator`
(``book(tr)``): every text is looked up in the catalogue (area ``book``), the numbers
said in words by ``tr.number`` and the cards, sequences and sets named by
:class:`~piquet_game.vocabulary.Vocabulary`; the figures are the same in every language.

A chapter is a title and a sequence of blocks: :class:`Heading`, :class:`Para`,
:class:`Bullets`, :class:`Table`, :class:`Example` and :class:`Grid` (a picture).
"""

from __future__ import annotations

import functools

from ..ass.book import ass_chapter
from ..i18n import ENGLISH, Translator
from .blocks import (
    Block,
    Bullets,
    Chapter,
    Example,
    Fan,
    Grid,
    Heading,
    Para,
    Table,
    contents_intro,
    example_title,
)
from .contract import contract_chapter
from .games import au_cent, picchetto, russian
from .rubicon import blanche, bonuses, exchange, pack, partie, play, point, sequences, sets
from .tables import normand_chapter, voleur_chapter

#: The book's first chapters are the rules of Rubicon Piquet; the other games follow.
RUBICON_CHAPTERS = 9
#: The chapter where each game's rules begin, by the game's name (the order of ``_book``).
GAME_CHAPTERS = {"rubicon": 0, "au-cent": 9, "russian": 10, "picchetto": 11, "contract": 12, "normand": 13,
                 "voleur": 14, "ass": 15}


def chapter_of(game: str) -> int:
    """Where the rules of ``game`` (a variant's name, or "ass") begin; Piquet
    Normand's last two, at two-handed Piquet, read Normand's chapter."""
    return GAME_CHAPTERS.get(game.partition("-two")[0], 0)


def book(tr: Translator = ENGLISH) -> tuple[Chapter, ...]:
    """The chapters of the rules, in order, in the language of ``tr`` (built once a
    language: the examples are played by the engine)."""
    return _book(tr.language)


@functools.cache
def _book(language: str) -> tuple[Chapter, ...]:
    """The book in ``language``, built once."""
    tr = ENGLISH if language == ENGLISH.language else Translator(language)
    return (pack(tr), blanche(tr), exchange(tr), point(tr), sequences(tr), sets(tr), play(tr),
            bonuses(tr), partie(tr), au_cent(tr), russian(tr), picchetto(tr), contract_chapter(tr),
            normand_chapter(tr), voleur_chapter(tr), ass_chapter(tr))


def examples(tr: Translator = ENGLISH) -> dict[str, Example]:
    """Every worked example of the book by its title."""
    return {b.title: b for ch in book(tr) for b in ch.blocks if isinstance(b, Example)}


__all__ = ["GAME_CHAPTERS", "RUBICON_CHAPTERS", "Block", "Bullets", "Chapter", "Example", "Fan", "Grid",
           "Heading", "Para", "Table", "book", "chapter_of", "contents_intro", "example_title", "examples"]
