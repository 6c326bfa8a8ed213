"""The rules book's chapters on Contract Piquet, Piquet Normand and four-handed
Piquet in each language of the game: the same blocks as the English (their kinds,
the items of each list, the rows and columns of each table, the hands of each
example), every text translated, the same figures in each text as the English, and
every placeholder filled.  Pure Python: no pygame.
"""

from __future__ import annotations

import re

import pytest

from piquet_game.book import Bullets, Chapter, Example, Heading, Para, Table
from piquet_game.book.contract import contract_chapter
from piquet_game.book.tables import normand_chapter, voleur_chapter
from piquet_game.i18n import ENGLISH, LANGUAGES, SOURCE, Translator

CHAPTERS = {"contract": contract_chapter, "normand": normand_chapter, "voleur": voleur_chapter}
OTHERS = [code for code in LANGUAGES if code != SOURCE]
#: Texts written alike in English and in another language: the game's own names and
#: words that the language keeps as they are.
SAME = {
    "fr": {"Capot", "Plus"},
    "de": {"Plus", "Minus", "Pique", "Repique", "Capot"},
    "it": set(),
    "ru": set(),
}
_WORD = re.compile(r"[A-Za-z]{3,}")
_NUMBER = re.compile(r"\d+")


def texts(block) -> list[str]:
    """Every text of a block, in order."""
    if isinstance(block, (Heading, Para)):
        return [block.text]
    if isinstance(block, Bullets):
        return list(block.items)
    if isinstance(block, Table):
        return [block.caption, *block.header, *(cell for row in block.rows for cell in row)]
    assert isinstance(block, Example)
    return [block.title, *(fan.label for fan in block.fans), *block.caption]


def shape(block) -> tuple:
    """What a block is made of, whatever its words: its kind and the number of its parts."""
    if isinstance(block, Bullets):
        return ("bullets", len(block.items))
    if isinstance(block, Table):
        return ("table", len(block.header), tuple(len(row) for row in block.rows), block.align)
    if isinstance(block, Example):
        return ("example", tuple(fan.cards for fan in block.fans), len(block.caption), block.facts)
    return (type(block).__name__.lower(),)


def pairs(english: Chapter, other: Chapter) -> list[tuple[str, str]]:
    """Each text of the English chapter beside the same text in another language."""
    out = [(english.title, other.title)]
    for a, b in zip(english.blocks, other.blocks, strict=True):
        out += list(zip(texts(a), texts(b), strict=True))
    return out


@pytest.fixture(scope="module")
def english() -> dict[str, Chapter]:
    return {name: make() for name, make in CHAPTERS.items()}


def test_the_chapters_are_english_without_a_translator(english):
    """Called with no argument, as the book did before it spoke other languages."""
    for name, make in CHAPTERS.items():
        assert make(ENGLISH) == english[name]
    assert english["contract"].title == "Another game: Contract Piquet"
    assert english["normand"].title == "Another game: Piquet Normand"
    assert english["voleur"].title == "Another game: Piquet for four"


@pytest.mark.parametrize("language", OTHERS)
@pytest.mark.parametrize("name", list(CHAPTERS))
def test_a_chapter_has_the_english_blocks(english, name, language):
    chapter = CHAPTERS[name](Translator(language))
    assert [shape(b) for b in chapter.blocks] == [shape(b) for b in english[name].blocks]


@pytest.mark.parametrize("language", OTHERS)
@pytest.mark.parametrize("name", list(CHAPTERS))
def test_every_text_is_translated_with_the_english_figures(english, name, language):
    chapter = CHAPTERS[name](Translator(language))
    untranslated, figures, unfilled = [], [], []
    for en, said in pairs(english[name], chapter):
        if "{" in said or "}" in said:
            unfilled.append(said)
        if _WORD.search(en) and said == en and said not in SAME[language]:
            untranslated.append(said)
        if sorted(_NUMBER.findall(said)) != sorted(_NUMBER.findall(en)):
            figures.append((en, said))
    assert not unfilled, unfilled
    assert not untranslated, untranslated
    assert not figures, figures


@pytest.mark.parametrize("language", OTHERS)
def test_the_worked_examples_name_their_cards_in_the_language(language):
    """The combinations of C1 and C2 named by the game's vocabulary, the calls in the
    language's words, the trick counts in words (the pique at 29's too)."""
    tr = Translator(language)
    chapter = contract_chapter(tr)
    examples = [b for b in chapter.blocks if isinstance(b, Example)]
    assert len(examples) == 3
    seven = {"fr": "sept levées", "de": "sieben Stiche", "it": "sette prese", "ru": "семь взяток"}[language]
    assert seven in " ".join(examples[2].caption)  # the pique at 29: seven tricks, the contract made
    said = " ".join(examples[0].caption)
    words = {"fr": ("surcontre", "quatorze d'as", "dix levées"),
             "de": ("Rekontra", "Quatorze Asse", "zehn Stiche"),
             "it": ("surcontro", "poker d'assi", "dieci prese"),
             "ru": ("редубль", "четырнадцать тузов", "десять взяток")}[language]
    for word in words:
        assert word in said, (word, said)
