"""The rules book's chapter on Ass: in the book after the Piquet games (Ass is not a
Piquet variant); its numbers, its beating table and its worked tricks the Ass
engine's; in French, German, Italian and Russian the English blocks with every text
translated and the same figures; and on the Rules screen every page of it laid out
within itself at 960x600, 1280x800, 1920x1080 and 3840x2160, the beating table a
picture (a 9x9 grid with the ranks as the cards' corners show them), the cards of
its examples Ass's own faces.

Screenshots: tests/output/screenshots/ass/rules-*.png (open them and look).
"""

from __future__ import annotations

import re

import pygame
import pytest
from test_ass_rules import SOURCE_TRICKS
from test_rules_book import check_page
from ui_driver import SHOTS, make_app, tick

from piquet_game.ass.book import (
    ORDER,
    TRICKS,
    ass_chapter,
    ass_facts,
    beating_marks,
    played,
    played_for_all,
)
from piquet_game.ass.rules.cards import (
    BEATS,
    KING_QUEEN,
    ONE_LESS,
    PACK_POINTS,
    POINTS,
    QUEEN_JACK,
    RANKS,
    card_name,
)
from piquet_game.ass.rules.game import AssRules
from piquet_game.book import Bullets, Example, Grid, Heading, Para, Table, book
from piquet_game.common.names import printable
from piquet_game.i18n import ENGLISH, Translator
from piquet_game.rules.variant import VARIANTS
from piquet_game.view.menu import MenuScene
from piquet_game.view.rulesbook import RulesBookScene

OUT = SHOTS / "ass"
TITLE = "Another game: Ass"
LANGUAGES = ("fr", "de", "it", "ru")
#: The way each worked trick shows, as the engine names it.
WAY = {"older": "older", "switch": "switch", "trump": "trump", "same": "same", "one-less": "one-less",
       "kill": "kill"}


def texts(block) -> list[str]:
    """Every text of a block: a picture's too (its axes and legend), a fan's label."""
    if isinstance(block, (Heading, Para)):
        return [block.text]
    if isinstance(block, Bullets):
        return list(block.items)
    if isinstance(block, Table):
        return [block.caption, *block.header, *(c for r in block.rows for c in r)]
    if isinstance(block, Grid):
        return [block.title, block.across, block.down, *block.legend, *block.caption]
    return [block.title, *(f.label for f in block.fans), *block.caption]


def shape(block) -> tuple:
    if isinstance(block, Bullets):
        return ("bullets", len(block.items))
    if isinstance(block, Table):
        return ("table", len(block.header), tuple(len(r) for r in block.rows), block.align)
    if isinstance(block, Example):
        return ("example", tuple((f.cards, f.pack) for f in block.fans), len(block.caption), block.facts)
    if isinstance(block, Grid):
        return ("grid", block.ranks, block.marks, len(block.legend), len(block.caption))
    return (type(block).__name__,)


# ------------------------------------------------------------------ the content


def test_the_chapter_is_the_books_last_and_no_variant():
    chapters = book()
    assert chapters[-1].title == TITLE and chapters[-1] == ass_chapter() == ass_chapter(ENGLISH)
    assert [c.title for c in chapters].count(TITLE) == 1
    assert chapters[-2].title == "Another game: Piquet for four"  # the Piquet games first, in their order
    assert not any("ass" in name or "Ass" in v.title for name, v in VARIANTS.items())


def test_the_beating_table_is_the_engines():
    grids = [b for b in ass_chapter().blocks if isinstance(b, Grid)]
    assert len(grids) == 1
    grid = grids[0]
    assert grid.ranks == ORDER and [RANKS[r] for r in ORDER] == list("ATKQJ9876")
    assert grid.marks == beating_marks() and len(grid.marks) == 9 and all(len(row) == 9 for row in grid.marks)
    assert grid.fans == ()
    for i, met in enumerate(ORDER):
        for j, card in enumerate(ORDER):
            mark = grid.marks[i][j]
            assert (mark == "=") == (i == j)
            assert (mark == "b") == bool(BEATS[card] >> met & 1), (RANKS[card], RANKS[met])
            assert (mark == "o") == (ONE_LESS.get(met) == card), (RANKS[card], RANKS[met])
    said = "".join(grid.marks)
    assert said.count("b") == sum(b.bit_count() for b in BEATS) and said.count("o") == len(ONE_LESS) == 5
    # the source's table, column by column: a six beats 7 9 J K T A, a seven nothing, an eight not Q K
    column = {RANKS[card]: "".join(RANKS[met] for i, met in enumerate(ORDER) if grid.marks[i][j] == "b")
              for j, card in enumerate(ORDER)}
    assert column == {"A": "TKQJ97", "T": "KQJ97", "K": "QJ987", "Q": "J9876", "J": "97", "9": "7",
                      "8": "ATJ976", "7": "", "6": "ATKJ97"}


@pytest.mark.parametrize("name", list(TRICKS))
def test_each_way_is_shown_by_one_of_the_sources_tricks(name):
    """Each worked trick is a line of the source's example game (tests/test_ass_rules.py)
    and the engine takes it the way the example is named, by the winner it names."""
    cards, trump = TRICKS[name]
    trick = played(name)
    winner = trick.holder[0] + 1
    line = f"{cards} {'-' if trump is None else 'SHDC'[trump]} {winner}"
    assert line in SOURCE_TRICKS.splitlines(), line
    assert ass_facts()[f"{name}_winner"] == winner
    ways = [w for _, _, w in trick.plays]
    assert WAY[name] in ways, (name, ways)
    if name == "kill":  # a kill hands the trick back: here to the leader
        assert trick.holder[2] == "lead"
    elif name == "switch":  # after the switch, older cards of the new main suit
        assert trick.switched and trick.holder[2] == "older"
    else:
        assert trick.holder[2] == WAY[name]
    examples = [b for b in ass_chapter().blocks if isinstance(b, Example) and b.facts.get("winner") == winner
                and b.fans[0].cards == tuple(trick.cards)]
    assert len(examples) == 1
    example = examples[0]
    assert example.fans[0].pack == "ass" and example.fans[0].label == "Players 1 to 4"
    assert f"player {winner} takes" in example.caption[-1]


def test_the_tricks_with_trumps_for_all_are_the_engines():
    """The chapter's two tricks with trumps for all, as the engine takes them: the ace of
    clubs, a plain card, does not take from the queen of spades (spades for all); the
    ace of diamonds, a junior trump, not from the ten of spades, a senior one.  Its rule
    of the trump's own six or eight, and of the one-less chain, in the words of today's
    reading."""
    assert [w for _, _, w in played_for_all("for-all").plays] == ["lead", "", "same", ""]
    assert [w for _, _, w in played_for_all("senior").plays] == ["lead", "trump", "trump", ""]
    f = ass_facts()
    chapter = ass_chapter()
    for title, name, winner in (("A plain card against a trump", "for-all", 3),
                                ("Senior and junior", "senior", 3)):
        example = next(b for b in chapter.blocks if isinstance(b, Example) and b.title == title)
        assert f[f"{name}_winner"] == winner == example.facts["winner"]
        assert example.fans[0].cards == tuple(played_for_all(name).cards)
        assert f"player {winner} takes" in example.caption[-1]
    words = " ".join(text for b in chapter.blocks for text in (b.caption if isinstance(b, Example) else
                                                               (b.text,) if isinstance(b, Para) else ()))
    assert "a six or eight of its own suit" in words and "a trump six or eight" not in words
    assert "even if a kill gives the trick back" in words


def test_the_points_the_pairs_and_the_banks_are_the_engines():
    chapter = ass_chapter()
    counted = next(b for b in chapter.blocks if isinstance(b, Example) and b.title == "What the cards count")
    assert [card_name(f.cards[0]) for f in counted.fans] == "AS TS KS QS JS 9S 8S 7S 6S".split()
    assert [f.label for f in counted.fans] == ["12", "10", "5", "3", "1", "0", "16", "0", "\u22121"]
    assert all(f.pack == "ass" for f in counted.fans) and counted.facts == {"suit": 46, "pack": PACK_POINTS}
    assert sum(POINTS) == 46 and PACK_POINTS == 184
    targets = next(b for b in chapter.blocks if isinstance(b, Table) and b.caption == "The targets")
    rules = [AssRules.make(n, 2) for n in range(2, 7)]
    assert targets.rows == tuple((str(r.players), str(r.go_target), str(r.no_target)) for r in rules)
    assert targets.rows[-1] == ("6", "92", "116")
    words = " ".join(t for b in chapter.blocks for t in texts(b))
    assert f"count {KING_QUEEN} instead of 8" in words and f"{QUEEN_JACK} instead of 4" in words
    assert "an option makes it 128" in words
    a1 = next(b for b in chapter.blocks if isinstance(b, Example) and b.title == "Banks for three")
    assert a1.facts == {"go": 56, "no": 80, "p1": 78, "p2": 70, "p3": 53, "b1": 3, "b2": 2, "b3": 4}
    assert "16 + 0 + 25 + 16 + 10 + 0 + 12 \u2212 1 = 78" in a1.caption[0]
    assert "184 \u2212 61 \u2212 70 = 53" in a1.caption[1]
    assert [card_name(c) for c in a1.fans[0].cards] == "8S 7S KH QH 8H TD 9D AC 6C".split()


@pytest.mark.slow
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_chapter_in_each_language(language):
    """The English blocks and cards; every text translated (the picture's axes and
    legend too), with the English figures and no placeholder left."""
    english, other = ass_chapter(), ass_chapter(Translator(language))
    assert other == book(Translator(language))[-1]
    assert other.title != english.title
    assert [shape(b) for b in other.blocks] == [shape(b) for b in english.blocks]
    for a, b in zip(english.blocks, other.blocks, strict=True):
        for x, y in zip(texts(a), texts(b), strict=True):
            assert "{" not in y and "}" not in y and printable(y) == y, (language, y)
            assert sorted(re.findall(r"\d+", y)) == sorted(re.findall(r"\d+", x)), (language, x, y)
            if re.search(r"[A-Za-z]{3}", x):
                assert y != x, (language, x)


# ------------------------------------------------------------------ the screen


def open_chapter(size, **settings):
    app = make_app(size=size, animation="off", **settings)
    app.push(MenuScene(app))
    scene = RulesBookScene(app)
    app.push(scene)
    tick(app)
    chapter = len(scene.chapters) - 1
    scene.open_chapter(chapter)
    tick(app)
    first = scene.layout.first_page[chapter]
    return app, scene, range(first, scene.page_count)


@pytest.mark.slow
@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_page_of_the_chapter_fits_and_the_table_is_a_picture(size, monkeypatch):
    from piquet_game.view import bookpage

    faces: list[tuple[int, int, bool, str]] = []
    real = bookpage.ass_face

    def spy(card, width, four_colour=False, indices="en"):
        faces.append((card, width, four_colour, indices))
        return real(card, width, four_colour, indices)

    monkeypatch.setattr(bookpage, "ass_face", spy)
    app, scene, pages = open_chapter(size)
    try:
        m = scene.layout.m
        chapter = scene.chapters[-1]
        grids = 0
        fans = 0
        for number, page in enumerate(pages, 1):
            scene.go(page)
            tick(app)
            assert scene.chapter == len(scene.chapters) - 1
            check_page(scene, f"{size} page {page + 1}")
            drawn = scene.drawn
            assert not [d.text for d in drawn if d.text.endswith("\u2026")], "no title cut short"
            fans += sum(d.kind == "fan" for d in drawn)
            for i, d in enumerate(drawn):
                if d.kind == "table" and d.text == "Which card beats which, in one suit":
                    grids += 1
                    cells = [c.text for c in drawn if c.parent == i and c.kind == "cell"]
                    assert cells[::2] == cells[1::2] == ["A", "10", "K", "Q", "J", "9", "8", "7", "6"]
                    marks = [c for c in drawn if c.parent == i and c.kind == "mark"]
                    assert len(marks) == sum(row.count("b") + row.count("o") for row in beating_marks())
                    cell = d.rect.w / 10
                    assert d.rect.w == d.rect.h and cell >= min(30, m.fs * 1.8), (size, cell)
                    assert m.content.contains(d.rect)
                    legend = [c for c in drawn if c.parent == -1 and c.kind == "mark"]
                    assert [c.text for c in legend] == ["b", "o"]
            if size[0] <= 1920:
                OUT.mkdir(parents=True, exist_ok=True)
                app.save_screenshot(OUT / f"rules-{size[0]}x{size[1]}-{number:02d}.png")
        assert grids == 1, "the beating table is drawn once, whole, on one page"
        examples = [b for b in chapter.blocks if isinstance(b, Example)]
        assert fans == sum(len(e.fans) for e in examples)
        shown = {(c, four, indices) for c, _, four, indices in faces}
        wanted = {(c, False, "en") for e in examples for f in e.fans for c in f.cards}
        assert shown == wanted, "every card of the examples drawn as Ass's face, in the app's style"
        assert len(pages) <= 14
    finally:
        app.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_chapter_on_the_screen_in_each_language(language):
    """Every page fits at 960x600; the table's page is kept as a screenshot."""
    app, scene, pages = open_chapter((960, 600), language=language)
    try:
        title = book(Translator(language))[-1].blocks
        grid = next(b for b in title if isinstance(b, Grid))
        for page in pages:
            scene.go(page)
            tick(app)
            check_page(scene, f"{language} page {page + 1}")
            assert not [d.text for d in scene.drawn if d.text.endswith("\u2026")], "no title cut short"
            if any(d.kind == "table" and d.text == grid.title for d in scene.drawn):
                OUT.mkdir(parents=True, exist_ok=True)
                app.save_screenshot(OUT / f"rules-{language}-960x600-table.png")
    finally:
        app.close()


def test_the_tables_letters_follow_the_card_indices_and_the_faces_the_colours():
    """The rank letters of the table are the cards' corners' (the setting, not the
    language), and the examples' faces are drawn in four colours when the cards are."""
    app, scene, pages = open_chapter((1280, 800), card_indices="ru", four_colour=True)
    try:
        assert app.cards.indices == "ru" and app.cards.four_colour
        seen = False
        for page in pages:
            scene.go(page)
            tick(app)
            drawn = scene.drawn
            for i, d in enumerate(drawn):
                if d.kind == "table" and d.text == "Which card beats which, in one suit":
                    cells = [c.text for c in drawn if c.parent == i and c.kind == "cell"]
                    assert cells[::2] == ["Т", "10", "К", "Д", "В", "9", "8", "7", "6"]
                    seen = True
                    app.save_screenshot(OUT / "rules-1280x800-table-russian-indices.png")
        assert seen
    finally:
        app.close()
    from piquet_game.view.cardart import ass_face, render_ass_face

    face, drawn = ass_face(0, 60, True, "ru"), render_ass_face(0, 60, True, "ru")
    assert pygame.image.tobytes(face, "RGBA") == pygame.image.tobytes(drawn, "RGBA")


@pytest.mark.slow
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_no_line_of_the_chapter_is_cut_or_on_another(language, size):
    """tests/test_screens_fit.py's checks (each line inside the page, none on another
    nor under a button, none cut short) on every page of the chapter, as that file
    makes them on the book's longest chapter."""
    from test_screens_fit import look

    app, scene, pages = open_chapter(size, language=language)
    try:
        m = scene.layout.m
        found: list[str] = []
        for page in pages:
            scene.go(page)
            found += look(app, f"{language} {size} ass page {page + 1}", [m.panel, m.content])
        assert not found, found
    finally:
        app.close()


def test_the_running_head_names_the_part_of_the_book():
    """The Rubicon chapters' pages are headed as its rules, Ass's (and the other
    games') as the other games, and the contents as the rules of all the games."""
    from piquet_game.book import RUBICON_CHAPTERS

    # the count of Rubicon's chapters is a literal beside the book's order: it must mark
    # where the other games begin
    titles = [c.title for c in book()]
    assert not any(t.startswith("Another game") for t in titles[:RUBICON_CHAPTERS])
    assert all(t.startswith("Another game") for t in titles[RUBICON_CHAPTERS:])
    app, scene, pages = open_chapter((1280, 800))
    try:
        heads = [d.text for d in scene.drawn if d.kind == "head"]
        assert "The other games" in heads and not any("Rubicon" in h for h in heads), heads
        scene.open_chapter(2)  # the exchange
        tick(app)
        assert "The rules of Rubicon Piquet" in [d.text for d in scene.drawn if d.kind == "head"]
        scene.contents()
        tick(app)
        assert [d.text for d in scene.drawn if d.kind == "head"] == ["The rules of the games"]
    finally:
        app.close()
