"""Three and four at the table in the window (Piquet Normand, four-handed Piquet),
through the real scenes: who sits where chosen on its screen, the round table laid
out with nothing on anything at three sizes, whole parties against the computer to
the score sheet (a Normand player leaving the table, partners scoring as one), and
several people on one computer with nothing private shown to the wrong one, on the
table or in any word.  Screenshots go to tests/output/screenshots/tables/ (look at
them)."""

from __future__ import annotations

import random

import pytest
from test_table_zones import ROUND_SAME, problems
from test_window import cards_named
from ui_driver import SHOTS, PrivacySpy, click_button, make_app, make_move, tick

from piquet_game.controller import Controller, Seat
from piquet_game.rules import Game, Phase
from piquet_game.rules.variant import VARIANTS
from piquet_game.view.menu import MenuScene
from piquet_game.view.privacy import PrivacyScene
from piquet_game.view.seats import TableSeatsScene
from piquet_game.view.summary import DealSummaryScene, PartieEndScene
from piquet_game.view.table import TableScene

NORMAND, VOLEUR = VARIANTS["normand"], VARIANTS["voleur"]
OUT = SHOTS / "tables"
SIZES = ((960, 600), (1280, 800), (1920, 1080))
IDS = [f"{w}x{h}" for w, h in SIZES]
LONG = "Bartholomew-Maximilian"


def computer_table(app, variant, seed: int = 4, level: int = 2, name: str = "You") -> TableScene:
    n = variant.players
    others = ("East", "North", "West") if n == 4 else ("East", "West")
    seats = [Seat.human(name)] + [Seat.computer(level, seed + i, others[i], seats=n) for i in range(n - 1)]
    game = Game.new(random.Random(seed), variant, players=tuple(s.name for s in seats))
    table = TableScene(app, Controller(game, seats), viewer=0)
    app.stack.replace(table)
    return table


def test_who_sits_where_is_chosen_on_its_own_screen(piquet_home):
    """Against the computer: the partner's level and each opponent's; the person
    is South and the computer seats are named by their places."""
    app = make_app(size=(960, 600), animation="off")
    try:
        app.settings.choose_game("voleur")
        app.stack.replace(MenuScene(app))
        tick(app, 2)
        assert click_button(app, "Play ")
        scene = app.stack.top
        assert isinstance(scene, TableSeatsScene)
        tick(app, 2)
        app.save_screenshot(OUT / "seats-voleur-960x600.png")
        scene.choose(2, 5)  # the partner, North: level 5
        scene.choose(1, 1)  # East: level 1
        assert click_button(app, "Start the partie")
        table = app.stack.top
        assert isinstance(table, TableScene) and table.controller.game.variant.name == "voleur"
        seats = [(s.name, s.level) for s in table.controller.seats]
        assert seats[0][1] is None and seats[1] == ("East", 1) and seats[2] == ("North", 5)
        assert seats[3] == ("West", app.settings.level)
        assert not table.hot_seat and table.viewer == 0
    finally:
        app.close()


def test_several_people_choose_their_seats_and_names(piquet_home):
    app = make_app(size=(1280, 800), animation="off")
    try:
        app.settings.choose_game("normand")
        scene = TableSeatsScene(app, people=True)
        app.push(scene)
        tick(app, 2)
        scene.choose(2, 0)  # West: a person too
        scene.entries[1].set_text("Ann")
        scene.entries[2].set_text("ann")  # the same name, said twice
        tick(app, 2)
        seats = scene.seats()
        assert [level for _n, level in seats] == [None, None, None]
        assert seats[1][0] == "Ann" and seats[2][0] != "ann" and seats[2][0].startswith("ann")
        scene.start()
        table = app.stack.top
        assert isinstance(table, TableScene) and table.hot_seat and table.viewer is None
    finally:
        app.close()


def test_people_at_one_computer_come_to_the_seats_from_the_menu(piquet_home):
    """The people's screen of a game for three or four asks no names itself: it
    leads to who sits where, people preset in two seats facing (partners)."""
    app = make_app(size=(960, 600), animation="off")
    try:
        app.settings.choose_game("voleur")
        app.stack.replace(MenuScene(app))
        tick(app, 2)
        assert click_button(app, "Two players")
        tick(app, 2)
        assert app.stack.top.entries == []
        app.save_screenshot(OUT / "people-voleur-960x600.png")
        assert click_button(app, "Choose who sits where")
        scene = app.stack.top
        assert isinstance(scene, TableSeatsScene) and scene.people
        assert [level is None for _name, level in scene.seats()] == [True, False, True, False]
    finally:
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize("variant", [NORMAND, VOLEUR], ids=["normand", "voleur"])
@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_nothing_on_the_round_table_overlaps(piquet_home, size, variant):
    """Each decision of two deals, long names, with and without the teacher."""
    for teach in (False, True):
        app = make_app(size=size, animation="off", teach=teach)
        try:
            table = computer_table(app, variant, name=LONG)
            found: list = []
            decisions = 0
            while decisions < 40 and len(table.controller.game.deal_scores) < 2:
                top = app.stack.top
                if isinstance(top, DealSummaryScene):
                    top.confirm()
                elif top is table and table.my_turn():
                    phase = table.controller.game.phase.value
                    found += problems(app, table, f"{phase} {decisions}", ROUND_SAME)
                    make_move(app, table)
                    decisions += 1
                tick(app)
            assert decisions >= 10
            assert not found, found[:5]
        finally:
            app.close()


def play_partie(app, table, shots: str, mid_flight: int = 3) -> list[str]:
    """Every decision made with clicks until the score sheet; screenshots of the table
    with cards in flight (``mid_flight`` frames after a move), of a deal's summary
    and of the sheet.  The table's words at the end."""
    w, h = app.size
    moves = 0
    summaries = 0
    for _ in range(200000):
        top = app.stack.top
        if isinstance(top, PartieEndScene):
            tick(app, 3)
            app.save_screenshot(OUT / f"{shots}-end-{w}x{h}.png")
            break
        if isinstance(top, DealSummaryScene):
            if summaries == 0:
                tick(app, 30)
                app.save_screenshot(OUT / f"{shots}-summary-{w}x{h}.png")
            summaries += 1
            top.confirm()
        elif top is table and table.my_turn():
            make_move(app, table)
            moves += 1
            if moves in (4, 12):  # the card just played still on its way to the trick
                tick(app, mid_flight)
                app.save_screenshot(OUT / f"{shots}-play{moves}-{w}x{h}.png")
        tick(app)
    else:
        raise AssertionError("the partie never ended")
    return [line.text for line in table.lines]


# The whole parties are played at one size each (the smallest for the table of four,
# the largest for the table of three); every phase is checked at every size above.
@pytest.mark.slow
@pytest.mark.parametrize("size", [(960, 600)], ids=["960x600"])
def test_a_whole_partnership_partie_against_the_computer(piquet_home, size):
    app = make_app(size=size, animation="fast")
    try:
        table = computer_table(app, VOLEUR, seed=6)
        words = play_partie(app, table, "voleur")
        game = table.controller.game
        assert game.is_over and len(game.deal_scores) >= 6
        sheet = app.stack.top.sheet
        assert sheet["totals"] == tuple(game.totals) and len(sheet["rows"]) == len(game.deal_scores)
        winners = "You and North" if game.winner == 0 else "East and West"
        assert sheet["headline"] == f"{winners} win the partie"
        assert any("win the partie" in w for w in words)
        # the panel shows two sides, each with its total
        assert [label for _side, label in table.painter.side_rows()] == ["You & North", "East & West"]
    finally:
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1920, 1080)], ids=["1920x1080"])
def test_a_whole_normand_partie_against_the_computer(piquet_home, size):
    app = make_app(size=size, animation="fast")
    try:
        table = computer_table(app, NORMAND, seed=9)
        left_seen: list[int] = []
        real = table.take_event

        def spy(e):
            real(e)
            if e.kind == "leave":
                left_seen.append(e.seat)
                tick(app, 2)
                app.save_screenshot(OUT / f"normand-leaves-{size[0]}x{size[1]}.png")
                assert e.seat in table.model.left
                label = table.painter.seat_label(e.seat)
                assert "left the table" in label

        table.take_event = spy  # type: ignore[method-assign]
        words = play_partie(app, table, "normand")
        game = table.controller.game
        assert game.is_over and game.loser is not None and left_seen == game.left
        sheet = app.stack.top.sheet
        assert "the table" in sheet["headline"] and len(sheet["totals"]) == 3
        assert any("pay" in line for line in sheet["lines"])
        assert any("left the table" in w for w in words)
    finally:
        app.close()


def privacy_deal(variant, people: tuple[int, ...], seed: int = 5, deals: int = 1) -> dict:
    """People at ``people``'s seats (the computer at the others) play ``deals`` deals
    of ``variant`` on one computer: every face drawn and every card named checked
    against what the person at the keyboard may know (on the hand-over screen,
    what every person may): a face against this deal's knowledge, a word against
    what was known when it was said (so far in the partie)."""
    app = make_app(size=(1280, 800), animation="off")
    spy = PrivacySpy(app)
    drawn, said = spy.drawn, spy.said
    try:
        n = variant.players
        seats = [Seat.human(f"P{s}") if s in people else Seat.computer(2, seed + s, f"C{s}", seats=n)
                 for s in range(n)]
        game = Game.new(random.Random(seed), variant, players=tuple(s.name for s in seats))
        controller = Controller(game, seats)
        table = TableScene(app, controller)
        spy.table = table
        app.stack.replace(table)
        violations: list = []
        passes: list[int] = []
        deciders: list[int] = []

        # what each person has seen, and what all have, since the partie began (the
        # commentary of a deal is read in the next: its cards were known then)
        seen_by = dict.fromkeys(people, 0)
        public = [0]

        def check() -> None:
            may_all = ~0
            for s in people:
                seen_by[s] |= controller.view(s).known_cards
                may_all &= controller.view(s).known_cards
            public[0] |= may_all
            for card, viewer, private in drawn:  # a face: what is known in this deal
                may = may_all if private or viewer is None else controller.view(viewer).known_cards
                if not may >> card & 1:
                    violations.append((viewer, private, card))
            drawn.clear()
            for text, viewer, private in said:
                may = public[0] if private or viewer is None else seen_by[viewer]
                violations.extend((viewer, private, text) for c in cards_named(text) if not may >> c & 1)
            said.clear()

        for _ in range(60000):
            top = app.stack.top
            if isinstance(top, DealSummaryScene):
                if len(game.deal_scores) >= deals:
                    break
                top.confirm()
            elif isinstance(top, PrivacyScene):
                passes.append(top.seat)
                tick(app)
                check()
                if len(passes) == 1:
                    app.save_screenshot(OUT / f"privacy-{variant.name}.png")
                assert click_button(app, f"{top.who}: show my cards")
            elif top is table and table.looking():
                assert click_button(app, "I have seen my cards")
            elif top is table and table.my_turn():
                assert table.viewer == game.to_move  # decides only for himself
                deciders.append(table.viewer)
                if game.phase is Phase.BLANCHE:
                    assert click_button(app, "Declare ")
                else:
                    make_move(app, table)
            else:
                tick(app)
            check()
        assert isinstance(app.stack.top, DealSummaryScene)
        assert not violations, violations[:3]
        return {"passes": passes, "deciders": deciders, "game": game}
    finally:
        app.close()


@pytest.mark.slow
def test_four_people_on_one_computer_see_only_their_own_cards():
    seen = privacy_deal(VOLEUR, (0, 1, 2, 3))
    assert set(seen["deciders"]) == {0, 1, 2, 3}
    assert set(seen["passes"]) == {0, 1, 2, 3} and len(seen["passes"]) >= 8 * 4 // 2


@pytest.mark.slow
def test_partners_on_one_computer_against_the_computer_see_only_their_own_cards():
    """A partner's hand is hidden from his partner too."""
    seen = privacy_deal(VOLEUR, (0, 2), seed=8)
    assert set(seen["deciders"]) == {0, 2} and set(seen["passes"]) == {0, 2}


@pytest.mark.slow
def test_three_people_play_normand_deals_in_private():
    seen = privacy_deal(NORMAND, (0, 1, 2), seed=3, deals=2)
    assert set(seen["deciders"]) == {0, 1, 2}


def test_the_seats_named_by_the_game_follow_the_language(piquet_home):
    """The computers' seats are named as the game gives them (East, North, West),
    so that the table says them in the language of the screen, and again in another
    chosen mid-partie; a person who took a seat's name in the language is told from
    the computer by a number."""
    from piquet_game.i18n import Translator

    app = make_app(size=(1280, 800), animation="off", language="fr")
    try:
        app.settings.choose_game("normand")
        scene = TableSeatsScene(app)
        app.push(scene)
        tick(app, 2)
        fr = Translator("fr")
        scene.entries[0].set_text(fr("East"))
        seats = scene.seats()
        assert [name for name, _level in seats] == [fr("East"), "East (2)", "West"]
        scene.start()
        table = app.stack.top
        assert isinstance(table, TableScene)
        assert table.names == (fr("East"), f"{fr('East')} (2)", fr("West"))
        app.set_language("de")
        de = Translator("de")
        assert table.names == (fr("East"), f"{de('East')} (2)", de("West"))
    finally:
        app.set_language("en")
        app.close()
