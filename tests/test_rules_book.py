"""The rules book: every page laid out within itself at four window sizes, nothing
drawn over anything else, no word lost between pages; the keys and the contents
turn to the right pages; the book opens from the menu and from the pause menu of a
partie; every number of its worked examples and tables is the engine's; and in
French, German, Italian and Russian the book has the English chapters and blocks,
every text translated with the same figures, and its screen lays out in the app's
language (and again in another when the language is changed).

Screenshots: tests/output/screenshots/polish/rules-book-*.png (open them and look).
"""

from __future__ import annotations

import random
import subprocess
import sys

import pygame
import pytest
from ui_driver import ROOT, SHOTS, click, click_button, key, make_app, new_table, tick, wait_for_turn

from piquet_game.book import Bullets, Example, Heading, Para, Table, book, chapter_of, examples
from piquet_game.common.names import printable
from piquet_game.rules import DeclClass, is_blank
from piquet_game.rules.cards import mask_of, parse_cards
from piquet_game.rules.combos import combo_score, compare, point_value
from piquet_game.rules.variant import CONTRACT, RUBICON
from piquet_game.view.menu import MenuScene
from piquet_game.view.rulesbook import RulesBookScene
from piquet_game.view.summary import PauseScene

SIZES = [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)]
OUT = SHOTS / "polish"
EXAMPLE_SHOTS = {"Two points of five": "point", "Following suit": "trick", "A deal of 170": "deal-of-170"}


def open_book(size=(1280, 800)):
    app = make_app(size=size, animation="off")
    app.push(MenuScene(app))
    scene = RulesBookScene(app)
    app.push(scene)
    tick(app)
    return app, scene


def words_of(chapter) -> list[str]:
    """The words of a chapter's running text (headings, paragraphs, lists)."""
    out: list[str] = []
    for block in chapter.blocks:
        if isinstance(block, (Heading, Para)):
            out += block.text.split()
        elif isinstance(block, Bullets):
            for item in block.items:
                out += item.split()
    return out


def check_page(scene: RulesBookScene, where: str) -> None:
    m = scene.layout.m
    w, h = scene.app.size
    drawn = scene.drawn
    assert drawn, where
    assert pygame.Rect(0, 0, w, h).contains(m.panel)
    for i, d in enumerate(drawn):
        if d.parent >= 0:
            assert drawn[d.parent].rect.contains(d.rect), (where, d, drawn[d.parent])
        elif d.kind in ("head", "foot"):
            assert m.panel.contains(d.rect), (where, d)
        else:
            assert m.content.contains(d.rect), (where, d, m.content)
        for other in drawn[i + 1:]:
            if other.parent == d.parent:
                assert not d.rect.colliderect(other.rect), (where, d, other)
    for el in scene.buttons().values():  # the buttons below the page, inside the window
        assert not el.rect.colliderect(m.panel) and el.rect.bottom <= h and el.rect.top >= 0


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_page_fits_and_nothing_overlaps(size):
    app, scene = open_book(size)
    try:
        layout = scene.layout
        assert layout.m.fs >= 15 and layout.m.card_w >= 46
        seen: dict[int, list[str]] = {}
        fans: dict[int, int] = {}
        shots = {0: "contents", layout.first_page[4]: "sequences", len(layout.pages) - 1: "last"}
        for number, page in enumerate(layout.pages):  # the pages of a few worked examples
            for item, _ in page.items:
                title = getattr(getattr(item, "example", None), "title", "")
                if title in EXAMPLE_SHOTS:
                    shots.setdefault(number, EXAMPLE_SHOTS[title])
        for page in range(scene.page_count):
            scene.go(page)
            tick(app)
            where = f"{size} page {page + 1}"
            check_page(scene, where)
            number = [d.text for d in scene.drawn if d.kind == "foot"][-1]
            assert number == f"{page + 1} / {scene.page_count}"
            chapter = scene.chapter
            if chapter is None:
                assert sum(d.kind == "entry" for d in scene.drawn) == len(book())
            else:
                body = [d for d in scene.drawn if d.kind == "text" and d.parent == -1]
                assert body or any(d.kind in ("table", "example") for d in scene.drawn), where
                seen.setdefault(chapter, []).extend(w for d in body for w in d.text.split())
                fans[chapter] = fans.get(chapter, 0) + sum(d.kind == "fan" for d in scene.drawn)
            if size[0] <= 1920 and page in shots:
                OUT.mkdir(parents=True, exist_ok=True)
                app.save_screenshot(OUT / f"rules-book-{size[0]}x{size[1]}-{page + 1:02d}-{shots[page]}.png")
        for ch, chapter in enumerate(book()):
            # every word of the running text is on a page, in order: nothing cut
            # (table captions are drawn as text too, so compare as a subsequence)
            it = iter(seen[ch])
            assert all(word in it for word in words_of(chapter)), chapter.title
            assert fans.get(ch, 0) == sum(len(b.fans) for b in chapter.blocks if isinstance(b, Example))
    finally:
        app.close()


def test_the_keys_turn_the_pages_and_the_contents_opens_chapters():
    app, scene = open_book()
    try:
        first = scene.layout.first_page
        assert scene.page == 0 and scene.focus == 0
        key(app, pygame.K_RIGHT)
        assert scene.page == 1 and scene.chapter == 0
        key(app, pygame.K_PAGEDOWN)
        key(app, pygame.K_PAGEDOWN)
        assert scene.page == 3
        key(app, pygame.K_LEFT)
        key(app, pygame.K_PAGEUP)
        assert scene.page == 1
        key(app, pygame.K_END)
        assert scene.page == scene.page_count - 1 and scene.chapter == len(book()) - 1
        key(app, pygame.K_RIGHT)  # no page after the last
        assert scene.page == scene.page_count - 1
        key(app, pygame.K_HOME)  # the contents, the chapter being read chosen
        assert scene.page == 0 and scene.focus == len(book()) - 1
        key(app, pygame.K_DOWN)  # from the last chapter round to the first
        assert scene.focus == 0
        key(app, pygame.K_DOWN)
        key(app, pygame.K_DOWN)
        key(app, pygame.K_UP)
        assert scene.focus == 1
        tick(app)
        focused = [d for d in scene.drawn if d.kind == "entry"]
        assert [d.text for d in focused][scene.focus] == book()[1].title
        key(app, pygame.K_RETURN)
        assert scene.page == first[1] and scene.chapter == 1
        tick(app)
        head = [d.text for d in scene.drawn if d.kind == "head"]
        assert head[0] == f"2. {book()[1].title}"
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.stack.top, MenuScene)
    finally:
        app.close()


def test_each_contents_entry_opens_its_chapter_and_the_buttons_turn_pages():
    app, scene = open_book((960, 600))
    try:
        for chapter, rect in scene.layout.entries:
            assert click_button(app, "Contents") or scene.page == 0
            assert scene.page == 0
            click(app, rect.center)
            assert scene.page == scene.layout.first_page[chapter], chapter
            tick(app)
            assert [d.text for d in scene.drawn if d.kind == "head"][0].endswith(book()[chapter].title)
        assert click_button(app, "Contents")
        assert not click_button(app, "Previous")  # disabled on the contents
        assert click_button(app, "Next") and scene.page == 1
        assert click_button(app, "Next") and scene.page == 2
        assert click_button(app, "Previous") and scene.page == 1
        scene.go(scene.page_count - 1)
        assert not click_button(app, "Next")
        # the mouse over an entry chooses it
        scene.go(0)
        rect = scene.layout.entries[4][1]
        motion = pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
        pygame.event.post(motion)
        tick(app)
        assert scene.focus == 4
    finally:
        app.close()


def test_a_resize_keeps_the_page_being_read():
    app, scene = open_book((1920, 1080))
    try:
        scene.open_chapter(7)
        scene.next()
        page = scene.layout.pages[scene.page]
        assert page.chapter == 7 and page.start > 0
        tick(app)
        app.resize(960, 600)
        tick(app)
        now = scene.layout.pages[scene.page]
        assert scene.layout.size == (960, 600)
        assert now.chapter == 7 and now.start <= page.start
        nxt = scene.layout.pages[scene.page + 1] if scene.page + 1 < scene.page_count else None
        assert nxt is None or nxt.chapter != 7 or nxt.start > page.start
        check_page(scene, "after resize")
        assert all(el.rect.right <= 960 and el.rect.bottom <= 600 for el in scene.buttons().values())
    finally:
        app.close()


def test_the_book_opens_from_the_main_menu():
    app = make_app(animation="off")
    try:
        app.push(MenuScene(app))
        tick(app)
        assert click_button(app, "Rules")
        assert isinstance(app.stack.top, RulesBookScene)
        assert click_button(app, "Next")
        assert app.stack.top.page == 1
        assert click_button(app, "Back")
        assert isinstance(app.stack.top, MenuScene)
    finally:
        app.close()


def test_the_book_opens_from_the_pause_menu_of_a_partie():
    app = make_app(animation="off")
    try:
        table = new_table(app)
        assert wait_for_turn(app, table) == "turn"
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.stack.top, PauseScene)
        assert click_button(app, "Rules")
        scene = app.stack.top
        assert isinstance(scene, RulesBookScene) and scene.opaque
        assert scene.chapter == 0  # open at the chapter of the game played: Rubicon's first
        tick(app)
        check_page(scene, "over the table")
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.stack.top, PauseScene)
        key(app, pygame.K_ESCAPE)
        assert app.stack.top is table
    finally:
        app.close()


# ------------------------------------------------------------ the numbers


def table_named(caption: str) -> Table:
    for chapter in book():
        for block in chapter.blocks:
            if isinstance(block, Table) and block.caption == caption:
                return block
    raise LookupError(caption)


def mask(text: str) -> int:
    return mask_of(parse_cards(text.split()))


def facts(title: str, *names: str) -> tuple[int, ...]:
    """The numbers a worked example shows, by name."""
    example = examples()[title]
    return tuple(example.facts[n] for n in names)


def test_the_worked_examples_are_the_engines_and_the_rules():
    """Each number an example states is one of its facts; each fact is checked here
    against the engine (combos, the variant) and against the figures of the source rules of Rubicon Piquet."""
    five, other = mask("AH KH QH TH 8H"), mask("KS QS JS 9S 7S")
    assert point_value(five) == facts("A point of five", "length", "value") == (5, 49)
    assert facts("A point of five", "score") == (RUBICON.point_score(5, 49),) == (5,)
    assert facts("Two points of five", "result") == (compare(DeclClass.POINT, (five,), (other,), RUBICON),)
    assert facts("Two points of five", "elder_value", "younger_value", "score") == (49, 46, 5)
    quint = combo_score(DeclClass.SEQUENCE, mask("AH KH QH JH TH"), RUBICON)
    assert facts("A quint major", "score") == (quint,) == (15,)
    assert facts("A quint against a quart", "result", "quint", "tierce", "score") == (-1, 15, 3, 18)
    aces = combo_score(DeclClass.SET, mask("AS AH AD AC"), RUBICON)
    assert facts("Fourteen aces", "score") == (aces,) == (14,)
    assert facts("A trio, a quatorze and four nines", "result", "score", "nine_sets") == (-1, 14, 0)
    hand = mask_of(examples()["A carte blanche"].fans[0].cards)
    assert is_blank(hand) and hand.bit_count() == 12
    assert facts("A carte blanche", "points") == (RUBICON.blanche_points,) == (10,)
    assert facts("Elder changes three", "elder_low", "elder_high", "drawn", "left") == (1, 5, 3, 2)
    assert facts("Elder changes three", "younger_low", "younger_high") == (0, 5)
    assert facts("Following suit", "elder_lead", "younger_win", "refused") == (1, 1, 1)
    assert facts("No card of the suit led", "younger_lead", "younger_win", "elder_points") == (1, 0, 0)
    # the source rules' worked example 1: 57 from combinations, repique 60, capot 40, 170
    assert facts("A deal of 170", "declared", "repique", "capot", "total", "younger") == (57, 60, 40, 170, 0)
    scores = table_named("Elder's scores in the deal of 170, in order")
    assert sum(int(r[1]) for r in scores.rows) == 170
    assert [r[2] for r in scores.rows] == ["3", "15", "57", "117", "129", "130", "170"]
    silent = {"result", "refused", "blank", "cards", "nine_sets", "elder_points", "younger_win", "elder_low",
              "younger_low", "left", "drawn", "younger", "repique", "capot"}
    for example in examples().values():
        text = " ".join(example.caption)
        for name, value in example.facts.items():
            if name not in silent:
                assert str(value) in text, (example.title, name, value)


def test_the_tables_say_what_the_variant_plays():
    seq = table_named("What a sequence scores")
    assert [int(r[2]) for r in seq.rows] == [3, 4, 15, 16, 17, 18]
    assert [int(r[2]) for r in seq.rows] == [RUBICON.sequence_scores[n] for n in range(3, 9)]
    assert [r[0] for r in seq.rows] == ["Tierce", "Quart", "Quint", "Sixième", "Septième", "Huitième"]
    sets = table_named("What a set scores")
    assert sets.rows[0][1:] == ("3", "14") and sets.rows[1][1:] == ("never", "never")
    assert sets.rows[0][0] == "Ace, king, queen, jack, ten"
    play = dict(table_named("Points in the play").rows)
    assert play["Leading a trick"] == "1" and play["Winning a trick your opponent led"] == "1"
    assert play["Winning the last trick"] == "1 more"
    assert play["The cards: winning seven to eleven tricks"] == "10"
    assert play["Capot: winning all twelve"] == "40, not 10"
    bonuses = {r[0]: r for r in table_named("The bonuses").rows}
    assert bonuses["Repique"][3] == "60 (30 becomes 90)" and bonuses["Pique"][3] == "30 (30 becomes 60)"
    assert bonuses["Pique"][1] == "elder only" and bonuses["Capot"][3].startswith("40")
    settled = table_named("Two parties settled").rows
    assert settled[0][2].endswith("= 141") and settled[1][2].endswith("= 347")
    assert RUBICON.settle([154, 113]) == (0, 141) and RUBICON.settle([154, 93]) == (0, 347)


TOPICS = {
    "The pack and the deal": ("32 cards", "talon", "younger", "elder", "six deals"),
    "Carte blanche": ("without a king, queen or jack", "10 points"),
    "The exchange": ("discard", "at least 1, at most 5"),
    "The point": ("making?", "longest suit", "sink", "point, sequences, sets"),
    "Sequences": ("tierce", "quint", "sixième", "to what?"),
    "Sets": ("quatorze", "fourteen aces", "nine"),
    "The play": ("follow suit", "no trumps", "lead", "for the cards"),
    "Pique, repique and capot": ("repique", "pique", "60", "30", "capot", "40"),
    "The end of the deal and of the partie": ("rubiconed", "six deals", "347", "141", "drawn"),
    "Another game: Piquet au cent": ("mid-deal", "strict order", "doubled", "88 to 95", "16", "118", "75"),
    "Another game: Russian Piquet": ("korolik", "three to five", "turned face up", "tierce 13", "quart 14",
                                     "trio 3", "leza", "4 in all", "open capot", "80", "costs nothing",
                                     "elder only", "declarations", "tricks never", "difference",
                                     "draw the partie", "годятся", "белые карты", "три тринадцать",
                                     "открытый капот", "221", "181", "80", "trick 7"),
    "Another game: Picchetto": ("bianco", "after the non-dealer's exchange", "one to five", "va bene",
                                "uguale", "non basta", "ace 11", "3, 4, 15, 16, 17, 18", "tris 3",
                                "poker 14", "head the trick", "nothing", "2 in all", "40, instead of 10",
                                "ripicca", "picca", "dealer can picca", "partita", "rivincita", "bella",
                                "exceed 220, 221", "quattro al re", "ultima presa", "41", "49", "74",
                                "non-dealer has 20, the dealer 35", "116", "219", "220", "221"),
    "Another game: Contract Piquet": ("picket with trade", "no exchange", "out of play",
                                      "neither player ever sees", "carte blanche", "before the auction",
                                      "7+ < 7\u2212 < 8+ < 8\u2212",
                                      "12+ < 12\u2212", "pass", "double", "redouble", "content",
                                      "a pass is final", "same dealer deals again", "declarer",
                                      "whoever led it", "never multiplied", "29 makes 60", "30 makes 90",
                                      "21 makes 60", "21 makes 90", "rubicon is 150", "190", "470",
                                      "8+ redoubled", "110", "7\u2212 doubled", "136", "127"),
    "Another game: Piquet Normand": ("three", "each for himself", "counter-clockwise", "only the dealer",
                                     "the others never see the talon", "in turn", "nobody scores",
                                     "strictly more tricks", "makes 90",
                                     "20 reached with the tricks makes 60",
                                     "only first hand", "leaves the table a winner", "two-handed",
                                     "pays each winner", "a: repique 70", "110", "121", "85 and 94"),
    "Another game: Piquet for four": ("two against two", "facing each other", "no talon", "by its value",
                                      "never equal to his partner's", "either partner", "nothing",
                                      "five tricks or more of eight", "makes 90", "first hand's side",
                                      "rubicon is 100", "north: repique 70", "111 to 4"),
    "Another game: Ass": ("36 cards", "six to ace", "banks", "\u201cgo\u201d", "\u201cno\u201d", "older",
                          "switch", "trump", "same rank", "one less", "kill", "thrown away", "184", "116",
                          "128", "lowest diamond", "fewest banks"),
}


def test_the_au_cent_chapter_shows_what_the_engine_replays():
    from piquet_game.book.games import cent_facts

    assert cent_facts() == {"ac1": (88, 95, 94, 110, 16), "ac2": (95, 40, 102, 43, 118),
                            "ac3": (70, 55, 130, 55, 75)}


def test_the_russian_chapter_shows_what_the_engine_replays():
    """the source rules' R1 and R2, from the seed records: every figure of their texts."""
    from piquet_game.book.games import russian_facts

    f = russian_facts()
    # R1: point 6; sixième and two tierces 16 + 13 + 13 = 42, 48; three trios 9, 57; repique 117;
    # 12 leads and 12 tricks, 141, no last-trick extra or leza with a capot; open capot 80, 221
    assert [f[f"r1_{k}"] for k in ("point", "sequence", "set", "repique", "play", "open-capot")] == \
        [6, 42, 9, 60, 24, 80]
    assert [f[f"r1_{k}_total"] for k in ("point", "sequence", "set", "repique")] == [6, 48, 57, 117]
    assert (f["r1_before_capot"], f["r1_total"], f["r1_younger"], f["r1_last"]) == (141, 221, 0, 0)
    assert f["r1_sequences"] == 3 and 16 + 13 + 13 == f["r1_sequence"]
    assert f["r1_unannounced"] == 117 + 24 + 40 == 181  # the same record, the capot not announced
    # R2: point 5, quart 14, 19; T1 E/Y: 20 and 1; T7's lead 30, pique 60; the last trick 4, leza 10
    assert (f["r2_point_total"], f["r2_sequence"], f["r2_sequence_total"]) == (5, 14, 19)
    assert (f["r2_first_winner_is_younger"], f["r2_t1_elder"], f["r2_t1_younger"]) == (1, 20, 1)
    assert (f["r2_pique_trick"], f["r2_pique"]) == (7, 60)
    assert (f["r2_last"], f["r2_last_elder"], f["r2_leza"]) == (4, 70, 10)
    assert (f["r2_elder"], f["r2_younger"], f["r2_elder_tricks"], f["r2_younger_tricks"]) == (80, 6, 9, 3)
    rows = table_named("Elder's scores in the open capot, in order").rows
    assert [r[2] for r in rows] == ["6", "48", "57", "117", "141", "221"]
    assert sum(int(r[1]) for r in rows) == 221
    rows = table_named("A pique despite a lost trick: the scores as they stand").rows
    assert [(r[1], r[2]) for r in rows] == [("5", "0"), ("19", "0"), ("20", "1"), ("60", "2"), ("70", "6"),
                                            ("80", "6")]
    play = dict(table_named("Points in the play").rows)  # the first such table: Rubicon's
    assert play["Leading a trick"] == "1"


def test_the_picchetto_chapter_shows_what_the_engine_replays():
    """the source rules' P1 and P2, from the seed records: every figure of their texts."""
    from piquet_game.book.games import picchetto_facts

    f = picchetto_facts()
    # P1: "41" against 49, non basta 5; quint 15, 20; tris 3, 23; T7 makes 30, picca 60; 74 to 2
    assert (f["p1_said"], f["p1_value"], f["p1_point"]) == (41, 49, 5)
    assert [f[f"p1_{k}_total"] for k in ("point", "sequence", "set")] == [5, 20, 23]
    assert (f["p1_picca_trick"], f["p1_before_picca"], f["p1_picca"]) == (7, 30, 60)
    assert (f["p1_last"], f["p1_last_dealer"], f["p1_last_other"], f["p1_cards"]) == (2, 64, 2, 10)
    assert (f["p1_dealer"], f["p1_other"], f["p1_dealer_tricks"]) == (74, 2, 10)
    # P2: N 20, D 35; "60" va bene 6; sesta 16, 22; poker 14, 36; ripicca 60, 96; N 116
    assert (f["p2_n_before"], f["p2_d_before"], f["p2_said"]) == (20, 35, 60)
    assert [f[f"p2_{k}"] for k in ("point", "sequence", "set", "repique")] == [6, 16, 14, 60]
    assert [f[f"p2_{k}_total"] for k in ("point", "sequence", "set", "repique")] == [6, 22, 36, 96]
    assert f["p2_n_after"] == 116 and (f["p2_n_end"], f["p2_d_end"]) == (135, 39)
    # the Bella: D at 219, a trick makes 220 (not enough), the next 221: the match, two games to one
    assert (f["p2_bella_219"], f["p2_bella_220"], f["p2_bella_221"]) == (219, 220, 221)
    assert f["p2_bella_winner_is_dealer"] == 1
    assert (f["p2_games_won"], f["p2_games_lost"], f["p2_loser_total"]) == (2, 1, 152)
    rows = table_named("The dealer's scores in the picca, in order").rows
    assert [r[2] for r in rows] == ["5", "20", "23", "30", "60", "64", "74"]
    assert sum(int(r[1]) for r in rows) == 74
    rows = table_named("The ripicca, in order").rows
    assert [r[1:] for r in rows] == [("6", "6", "26"), ("16", "22", "42"), ("14", "36", "56"),
                                     ("60", "96", "116")]


def test_the_contract_chapter_shows_what_the_engine_replays():
    """the source rules' C1 and C2, from the seed records: every figure of their texts and
    tables; and the deal thrown in after two passes, as the chapter tells it."""
    from piquet_game.book.contract import contract_calls, contract_facts

    f, w = contract_facts(), contract_calls()
    # C1: 7+, 7-, 8+, double, redouble: 8+ redoubled, elder's. Point 5, quint 15, 20 (no repique,
    # short of 30); younger's quatorze 14; ten tricks to two, 30 and 16, 29 reached but no pique;
    # two over at 10 x 4 = 80: 110 to 16
    assert [w[f"c1_call{n}"] for n in range(1, 6)] == ["7+", "7\u2212", "8+", "double", "redouble"]
    assert [f[f"c1_call{n}_elder"] for n in range(1, 6)] == [1, 0, 1, 0, 1]
    assert (w["c1_contract"], f["c1_declarer_elder"], f["c1_multiplier"]) == ("8+ redoubled", 1, 4)
    assert (f["c1_elder_point"], f["c1_elder_sequence"], f["c1_elder_sequence_total"]) == (5, 15, 20)
    assert (f["c1_younger_set"], f["c1_repique_at"], f["c1_pique_at"], f["c1_repique"]) == (14, 30, 29, 0)
    assert (f["c1_elder_tricks"], f["c1_younger_tricks"]) == (10, 2)
    assert (f["c1_before_contract_elder"], f["c1_before_contract_younger"]) == (30, 16)
    assert (f["c1_elder_reached"], f["c1_pique"]) == (29, 0)
    assert (f["c1_overtricks"], f["c1_elder_overtricks"], f["c1_elder"], f["c1_younger"]) == (2, 80, 110, 16)
    assert f["c1_elder_overtricks"] == f["c1_overtricks"] * CONTRACT.contract_points * f["c1_multiplier"]
    # C2: 7+, 7-, double, content: 7- doubled, younger's. Point 6, sixieme 16, 22; repique past the
    # minus threshold 21: 91; seven tricks to five: 96 and 7; two short at 10 x 2 = 40: 136 to 7
    assert [w[f"c2_call{n}"] for n in range(1, 5)] == ["7+", "7\u2212", "double", "content"]
    assert (w["c2_contract"], f["c2_declarer_elder"], f["c2_multiplier"]) == ("7\u2212 doubled", 0, 2)
    assert (f["c2_elder_point"], f["c2_elder_sequence_total"], f["c2_repique_at"]) == (6, 22, 21)
    assert (f["c2_elder_repique"], f["c2_elder_repique_total"]) == (69, 91)
    assert (f["c2_younger_tricks"], f["c2_before_contract_elder"], f["c2_before_contract_younger"]) == \
        (7, 96, 7)
    assert (f["c2_undertricks"], f["c2_elder_undertricks"], f["c2_elder"], f["c2_younger"]) == (2, 40, 136, 7)
    assert f["c2_fixed_elder"] == 22 + 60 + 5 + 40 == 127 and f["c2_fixed_repique"] == 60
    # the pique at 29: 7+ passed; point 6, sequences 20, three tens 3: 29 with younger on nothing, short
    # of the plus repique at 30; the first trick won makes 30 and the pique, 31 more: 61; seven tricks to
    # five, the contract made exactly: 67 to 5
    assert [w[f"p29_call{n}"] for n in range(1, 3)] == ["7+", "pass"] and w["p29_contract"] == "7+"
    assert (f["p29_elder_set_total"], f["p29_repique_at"], f["p29_pique_at"]) == (29, 30, 29)
    assert f["p29_repique"] == 0
    assert (f["p29_elder_pique"], f["p29_elder_pique_total"], f["p29_pique_younger_at"]) == (31, 61, 0)
    assert (f["p29_elder_tricks"], f["p29_younger_tricks"], f["p29_elder"], f["p29_younger"]) == (7, 5, 67, 5)
    example = next(b for b in {c.title: c for c in book()}["Another game: Contract Piquet"].blocks
                   if isinstance(b, Example) and b.title == "A plus contract's pique at 29")
    assert "elder wins the first, 30, and 29 says 60: 31 more, 61" in example.caption[0]
    assert example.facts == {"declared": 29, "repique_at": 30, "pique_at": 29, "first": 30, "pique": 31,
                             "after": 61, "elder": 67, "younger": 5}
    # both passed: one deal thrown in, dealt again by the same dealer, and not counted
    assert (f["redeal_records"], f["redeal_thrown"], f["redeal_same_dealer"], f["redeal_counted"]) == \
        (2, 1, 1, 1)
    rows = table_named("A plus contract, redoubled: the scores as they stand").rows
    assert [r[1:] for r in rows] == [("5", "0"), ("20", "0"), ("20", "14"), ("30", "16"), ("110", "16")]
    rows = table_named("A minus contract failed, doubled: the scores as they stand").rows
    assert [r[1:] for r in rows] == [("6", "0"), ("22", "0"), ("91", "0"), ("96", "7"), ("136", "7")]
    chapter = {c.title: c for c in book()}["Another game: Contract Piquet"]
    text = " ".join(b.text for b in chapter.blocks if isinstance(b, Para))
    assert "adds 60 and he scores 127" in text


def test_the_contract_chapter_reads_its_numbers_from_the_variant():
    """The thresholds from Variant.bonus_rules, the trick over or short from
    contract_points and the auction's multipliers, the bids in the auction's order,
    the partie from settle; the chapter is listed with the other games'."""
    from piquet_game.book.contract import bid_text, multipliers
    from piquet_game.rules.actions import BIDS

    chapters = book()
    titles = [c.title for c in chapters]
    at = titles.index("Another game: Contract Piquet")
    assert titles[at - 3:at] == [
        "Another game: Piquet au cent", "Another game: Russian Piquet", "Another game: Picchetto"]
    contract = chapters[at]
    tables = {b.caption: b for b in contract.blocks if isinstance(b, Table)}
    plus, minus = CONTRACT.bonus_rules(False), CONTRACT.bonus_rules(True)
    thresholds = {r[0]: r[1:] for r in tables["The thresholds by the contract"].rows}
    assert thresholds["Plus"] == (f"{plus[0]} makes {plus[0] + plus[1]}",
                                  f"{plus[2]} makes {plus[2] + plus[3]}")
    assert thresholds["Minus"] == (f"{minus[0]} makes {minus[0] + minus[1]}",
                                   f"{minus[2]} makes {minus[2] + minus[3]}")
    assert (plus[0], minus[0]) == CONTRACT.contract_pique and (plus[2], minus[2]) == CONTRACT.contract_repique
    assert thresholds == {"Plus": ("29 makes 60", "30 makes 90"), "Minus": ("21 makes 60", "21 makes 90")}
    times = tables["Each trick over or short"].rows
    assert multipliers() == {"not doubled": 1, "doubled": 2, "redoubled": 4}
    assert [(r[1], r[2]) for r in times] == [(str(m), str(m * CONTRACT.contract_points)) for m in (1, 2, 4)]
    bids = tables["The bids, lowest first: along each row, then down"].rows
    assert [b for r in bids for b in r[1:3]] == [bid_text(b.word) for b in BIDS]
    assert [b.rank for b in BIDS] == list(range(len(BIDS)))  # along each row, then down: the auction's order
    assert bids[0][3] == "five" and bids[-1][3] == "none"
    play = dict(tables["Points in the play"].rows)
    assert play == {"Leading a trick": "nothing", "Each trick won, whoever led it": "1",
                    "The last trick": "nothing", "The cards": "nothing", "Capot": "nothing"}
    settled = tables["Two parties settled"].rows
    assert settled[0][2].endswith(f"= {CONTRACT.settle([200, 160])[1]}") and settled[0][2].endswith("= 190")
    assert settled[1][2].endswith(f"= {CONTRACT.settle([200, 120])[1]}") and settled[1][2].endswith("= 470")
    assert settled[1][1] == "rubiconed" and CONTRACT.is_rubiconed([200, 120])
    fixed = CONTRACT.with_options(pique_bonus_mode="fixed").bonus_rules(False)
    words = " ".join(i for b in contract.blocks if isinstance(b, Bullets) for i in b.items)
    assert f"pique at {fixed[0]} makes {fixed[0] + fixed[1]}" in words and fixed[0] + fixed[1] == 59


def test_the_other_games_chapters_read_their_numbers_from_the_variants():
    from piquet_game.rules.variant import PICCHETTO, RUSSIAN

    chapters = {c.title: c for c in book()}
    russian, picchetto = chapters["Another game: Russian Piquet"], chapters["Another game: Picchetto"]
    tables = {id(ch): {b.caption: b for b in ch.blocks if isinstance(b, Table)}
              for ch in (russian, picchetto)}
    play = dict(tables[id(russian)]["Points in the play"].rows)
    assert play["The last trick"] == f"{1 + RUSSIAN.last_trick_points} in all" == "4 in all"
    assert play["Open capot: a capot announced before the first lead"] == str(RUSSIAN.open_capot_points)
    play = dict(tables[id(picchetto)]["Points in the play"].rows)
    assert play["Leading a trick"] == "nothing" and PICCHETTO.lead_points == 0
    assert play["The last trick"] == "2 in all" and play["Each trick won"] == "1"


def test_the_book_covers_every_topic_in_its_chapters():
    chapters = book()
    assert [c.title for c in chapters] == list(TOPICS)
    for chapter in chapters:
        parts = [chapter.title]
        for b in chapter.blocks:
            if isinstance(b, (Heading, Para)):
                parts.append(b.text)
            elif isinstance(b, Bullets):
                parts += b.items
            elif isinstance(b, Table):
                parts += [b.caption, *b.header, *(c for r in b.rows for c in r)]
            elif isinstance(b, Example):
                parts += [b.title, *b.caption]
        text = " ".join(parts).lower()
        for word in TOPICS[chapter.title]:
            assert word in text, (chapter.title, word)


def test_the_book_content_does_not_import_pygame():
    code = "import sys, piquet_game.book as b; b.book(); print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "False"


def test_the_chapters_on_three_and_four_show_what_the_engine_replays():
    """Piquet Normand's and four-handed Piquet's chapters: their worked examples'
    scores are the seeds' as the engine replays them, in the order made, and the
    rules' numbers the variants'."""
    from piquet_game.book.tables import N1, N2, V1, table_facts
    from piquet_game.rules import record
    from piquet_game.rules.variant import NORMAND, VOLEUR

    chapters = {c.title: c for c in book()}
    seeds = ROOT / "seeds"
    facts = table_facts()
    normand, four = "Another game: Piquet Normand", "Another game: Piquet for four"
    for title, name, fact, caption in ((normand, N1, "n1", "N1"), (normand, N2, "n2", "N2"),
                                      (four, V1, "v", "V2")):
        game = record.loads((seeds / name).read_text(encoding="utf-8")).game
        log = game.history[-1]
        assert [facts[f"{fact}_score{i}"] for i in range(len(log.scores))] == log.scores
        tables = [b for b in chapters[title].blocks if isinstance(b, Table)]
        rows = next(t.rows for t in tables if t.caption.startswith(caption + ":"))
        assert rows[-1][1:] == tuple(str(x) for x in log.scores)  # the deal's scores, last
        # each declared score and bonus in the order the engine made them
        made = [(game.players[e.seat], e.kind, e.points) for e in log.scoring_events
                if e.kind not in ("lead", "win")]
        said = [r[0] for r in rows if ":" in r[0]]
        assert len(said) == len(made)
        for words, (who, _kind, points) in zip(said, made, strict=True):
            assert words.startswith(f"{who}: ") and words.endswith(f" {points}")
    from piquet_game.commentary import number_words

    paras = " ".join(b.text for b in chapters[normand].blocks if isinstance(b, Para))
    assert f"receives {number_words(NORMAND.hand_size)} cards" in paras
    points = [b for b in chapters[four].blocks if isinstance(b, Table) and b.caption.startswith("Points")]
    plays = {r[0]: r[1] for b in points for r in b.rows}
    assert plays["Leading a trick"] == str(VOLEUR.lead_points)
    assert plays["All eight (capot), instead"] == str(VOLEUR.capot_points)


# ------------------------------------------------------------ the languages

LANGUAGES = ("fr", "de", "it", "ru")


def texts_of(block) -> list[str]:
    """Every text of a block, in order: a heading's or paragraph's, each item of a
    list, a table's caption, header and cells, an example's title, fans and captions."""
    if isinstance(block, (Heading, Para)):
        return [block.text]
    if isinstance(block, Bullets):
        return list(block.items)
    if isinstance(block, Table):
        return [block.caption, *block.header, *(c for r in block.rows for c in r)]
    return [block.title, *(f.label for f in block.fans), *block.caption]


def shape(block) -> tuple:
    """What a block is, without its words: its kind, the size of its lists and tables,
    its cards."""
    if isinstance(block, Bullets):
        return ("bullets", len(block.items))
    if isinstance(block, Table):
        return ("table", len(block.header), tuple(len(r) for r in block.rows), block.align)
    if isinstance(block, Example):
        return ("example", tuple(f.cards for f in block.fans), len(block.caption), block.facts)
    return (type(block).__name__,)


def figures(text: str) -> list[str]:
    """The numbers written in figures in a text, in order of size."""
    import re

    return sorted(re.findall(r"\d+", text), key=int)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_book_in_each_language_has_the_english_chapters_blocks_and_figures(language):
    """The same chapters, blocks of the same kinds, lists and tables of the same sizes,
    the same cards and facts; every figure of a text, in every block, the same in its
    translation; and nothing the screen could not draw as written."""
    from piquet_game.i18n import Translator

    english, other = book(), book(Translator(language))
    assert book(Translator(language)) is other  # built once a language
    assert len(other) == len(english)
    for en, ch in zip(english, other, strict=True):
        assert [shape(b) for b in ch.blocks] == [shape(b) for b in en.blocks], en.title
        for a, b in zip(en.blocks, ch.blocks, strict=True):
            for x, y in zip(texts_of(a), texts_of(b), strict=True):
                assert figures(y) == figures(x), (language, en.title, x, y)
                assert printable(y) == y, (language, y)  # drawn as written: no escaped character


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_text_of_the_rules_is_left_in_english(language):
    """Every chapter title, heading, paragraph, list item, table caption and example
    title and caption of the book is translated."""
    from piquet_game.i18n import Translator

    for en, ch in zip(book(), book(Translator(language)), strict=True):
        title = en.title
        assert ch.title != title
        for a, b in zip(en.blocks, ch.blocks, strict=True):
            if isinstance(a, Table):
                pairs = [(a.caption, b.caption)]
            elif isinstance(a, Example):
                pairs = [(a.title, b.title), *zip(a.caption, b.caption, strict=True)]
            else:
                pairs = list(zip(texts_of(a), texts_of(b), strict=True))
            for x, y in pairs:
                assert y != x and "{" not in y, (language, title, x)


def test_the_numbers_are_said_in_the_language_of_the_book():
    """Numbers in words and the game's words come from the translator and the
    vocabulary: the French book says "six donnes", "douze cartes", "quinte majeure"."""
    from piquet_game.i18n import Translator

    chapters = book(Translator("fr"))
    text = " ".join(t for ch in chapters[:12] for b in ch.blocks for t in texts_of(b))
    for words in ("six donnes", "douze cartes", "quinte majeure", "quatorze d'as", "Tierce majeure × 4",
                  "Quatrième", "Seizième", "as 11, roi 10"):
        assert words in text, words
    ru = " ".join(t for ch in book(Translator("ru"))[:12] for b in ch.blocks for t in texts_of(b))
    for words in ("шесть", "двенадцать", "четырнадцать тузов"):
        assert words in ru, words


@pytest.mark.slow
@pytest.mark.parametrize(("language", "size"), [("fr", (960, 600)), ("fr", (1920, 1080)), ("de", (960, 600)),
                                               ("it", (960, 600)), ("ru", (960, 600))])
def test_the_rules_screen_in_another_language(language, size):
    """The Rules screen in the app's language: the contents and every page of the
    book laid out within itself, nothing drawn over anything else."""
    from piquet_game.i18n import Translator

    app = make_app(size=size, animation="off", language=language)
    try:
        app.push(MenuScene(app))
        scene = RulesBookScene(app)
        app.push(scene)
        tick(app)
        chapters = book(Translator(language))
        assert scene.chapters is chapters
        entries = [d.text for d in scene.drawn if d.kind == "entry"]
        assert entries == [c.title for c in chapters]
        assert [d.text for d in scene.drawn if d.kind == "head"] == [app.tr("The rules of the games")]
        for page in range(scene.page_count):
            scene.go(page)
            tick(app)
            check_page(scene, f"{language} {size} page {page + 1}")
            if page == 1:
                body = " ".join(d.text for d in scene.drawn if d.kind == "text")
                assert chapters[0].blocks[0].text.split()[0] in body
            if size == (960, 600) and page in (0, scene.layout.first_page[3]):
                OUT.mkdir(parents=True, exist_ok=True)
                app.save_screenshot(OUT / f"rules-book-{language}-{size[0]}x{size[1]}-{page + 1:02d}.png")
    finally:
        app.close()


def test_changing_the_language_rebuilds_the_book_at_the_same_chapter():
    from piquet_game.i18n import Translator

    app, scene = open_book()
    try:
        scene.open_chapter(4)
        tick(app)
        app.set_language("fr")
        tick(app)
        assert scene.chapters is book(Translator("fr")) and scene.chapter == 4
        heads = [d.text for d in scene.drawn if d.kind == "head"]
        assert heads[0] == f"5. {book(Translator('fr'))[4].title}"
        assert app.tr("Next") != "Next" and click_button(app, app.tr("Next"))
        assert scene.chapter in (4, 5)
    finally:
        app.close()


@pytest.mark.parametrize(("name", "title"), [("russian", "Russian Piquet"), ("contract", "Contract Piquet"),
                                             ("normand", "Piquet Normand"), ("voleur", "Piquet for four")])
def test_the_rules_opened_from_a_partie_open_at_that_game_s_chapter(name, title):
    """Rules, from the pause menu of a partie of another game: the book opens at that
    game's chapter (it opened on the contents)."""
    from piquet_game.controller import Controller, Seat
    from piquet_game.rules import Game
    from piquet_game.rules.variant import VARIANTS
    from piquet_game.view.table import TableScene

    app = make_app(animation="off")
    try:
        variant = VARIANTS[name]
        names = ("You", "B", "C", "D")[:variant.players]
        seats = [Seat.human("You")] + [Seat.computer(1, k, n, seats=variant.players)
                                        for k, n in enumerate(names[1:])]
        game = Game.new(random.Random(2), variant, players=names)
        table = TableScene(app, Controller(game, seats), viewer=0)
        app.stack.replace(table)
        tick(app, 3)
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.stack.top, PauseScene)
        assert click_button(app, "Rules")
        scene = app.stack.top
        assert isinstance(scene, RulesBookScene)
        assert scene.chapter == chapter_of(name) and title in scene.chapters[scene.chapter].title
        assert scene.page == scene.layout.first_page[scene.chapter]
    finally:
        app.close()


def test_the_rules_opened_from_a_game_of_ass_open_at_its_chapter():
    from piquet_game.ass.view.family import start_ass

    app = make_app(animation="off")
    try:
        app.settings.choose_ass(3, 1)
        start_ass(app, app.settings.ass_rules(), [("You", None), ("B", 1), ("C", 1)], seed=2)
        tick(app, 3)
        app.push(PauseScene(app, app.stack.top))
        assert click_button(app, "Rules")
        scene = app.stack.top
        assert isinstance(scene, RulesBookScene) and "Ass" in scene.chapters[scene.chapter].title
    finally:
        app.close()


def test_normand_s_chapter_says_a_player_at_the_target_can_still_lose():
    """The rule the engine plays (all still at the table reach the target in one deal:
    the lowest stays), said in the chapter: at the last two, reaching the target
    exactly can still lose to one who passes it with more."""
    chapter = book()[chapter_of("normand")]
    text = " ".join(" ".join(b.items) if isinstance(b, Bullets) else getattr(b, "text", "")
                    for b in chapter.blocks)
    assert "reaches 100 exactly can still lose" in text and "Equal totals play on" in text
