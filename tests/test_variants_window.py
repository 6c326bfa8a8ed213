"""Choosing the game in the window, and a game to a target played in it: the game
and its options are chosen from the menu and the two players' screen (mouse and
keyboard alone), kept, and played; the table, the deal summary and the partie's
end speak the game's own terms; a partie that ends in the middle of a deal shows
the deal's summary, then the partie's end.  Screenshots go to
tests/output/screenshots/variants/ (look at them)."""

from __future__ import annotations

import random

import pygame
import pytest
from ui_driver import SHOTS, Drawn, click, find_button, key, make_app, make_move, tick, wait_for_turn

from piquet_game.ass.phrases import ASS_BLURB
from piquet_game.controller import Controller, Seat
from piquet_game.paths import config_dir
from piquet_game.rules import Game
from piquet_game.rules.variant import AU_CENT, VARIANTS
from piquet_game.settings import Settings
from piquet_game.variant_words import option_label
from piquet_game.view.gamechoice import GameChoiceScene
from piquet_game.view.menu import MenuScene, TwoPlayerScene
from piquet_game.view.summary import DealSummaryScene, PartieEndScene
from piquet_game.view.table import TableScene

OUT = SHOTS / "variants"
SIZES = ((960, 600), (1280, 800), (1920, 1080))
IDS = [f"{w}x{h}" for w, h in SIZES]




def overlaps(app, scene=None) -> list:
    """What touches what on a screen: texts, buttons, and the window's edges."""
    scene = scene or app.stack.top
    app.stack.draw(app.screen)
    with Drawn(app) as drawn:  # the top scene's own words (a table beneath an overlay is covered)
        scene.draw(app.screen)
    w, h = app.size
    # each text's ink, near enough: its rectangle less the font's room above and below
    texts = [(t, r.inflate(0, -round(r.h * 0.24))) for t, r in drawn.items if t.strip()]
    buttons = [(el.text, el.rect) for el in scene._elements if hasattr(el, "text")]
    found = []
    for i, (t, r) in enumerate(texts):
        if r.x < 0 or r.y < 0 or r.right > w or r.bottom > h:
            found.append(("text off the window", t))
        for t2, r2 in texts[i + 1:]:
            if r.colliderect(r2):
                found.append(("text on text", t, t2))
        for b, br in buttons:
            if r.colliderect(br):
                found.append(("text on button", t, b))
    for i, (b, r) in enumerate(buttons):
        if r.x < 0 or r.y < 0 or r.right > w or r.bottom > h:
            found.append(("button off the window", b))
        for b2, r2 in buttons[i + 1:]:
            if r.colliderect(r2):
                found.append(("button on button", b, b2))
    return found


def open_menu(app) -> MenuScene:
    app.stack.replace(MenuScene(app))
    tick(app, 2)
    return app.stack.top


def open_choice(app) -> GameChoiceScene:
    click(app, find_button(app, "Game: ").rect.center, frames=3)
    scene = app.stack.top
    assert isinstance(scene, GameChoiceScene)
    return scene


def chosen(scene) -> list:
    return [k for k, b in scene.pickers.items() if "@chosen" in b.get_object_ids()]


# ------------------------------------------------------------------ choosing the game


def test_the_game_is_chosen_on_the_menu_kept_and_played(piquet_home):
    app = make_app(size=(1280, 800), animation="off", home=config_dir())
    try:
        menu = open_menu(app)
        assert find_button(app, "Game: ").text == "Game: Rubicon Piquet"
        scene = open_choice(app)
        # every game is offered by its title, with its sentence
        assert set(VARIANTS) <= set(scene.pickers)
        for block in scene.blocks:
            assert scene.pickers[block.variant.name].text == block.variant.title
            blurb = f"{ASS_BLURB} Trumps: each player his own trump suit." if block.variant.name == "ass" \
                else VARIANTS[block.variant.name].blurb
            assert " ".join(row for row, _ in block.rows) == blurb
        assert "ass" in scene.pickers  # and Ass, a game of its own, after them
        assert [k for k in chosen(scene) if isinstance(k, str)] == ["rubicon"]
        # each game's options show their current value, the games not chosen too
        for block in scene.blocks:
            for option, _values in block.variant.option_values:
                name = block.variant.name
                marked = [k for k in chosen(scene) if isinstance(k, tuple) and k[:2] == (name, option)]
                assert len(marked) == 1, (block.variant.name, option, marked)
        assert ("au-cent", "target", 100) in chosen(scene)
        click(app, scene.pickers[("au-cent", "target", 150)].rect.center, frames=3)
        scene = app.stack.top
        assert [k for k in chosen(scene) if isinstance(k, str)] == ["au-cent"]
        assert ("au-cent", "target", 150) in chosen(scene) and ("au-cent", "target", 100) not in chosen(scene)
        words = " ".join(row for block in scene.blocks for row, _ in block.rows)
        assert "reaches 150" in words and "less than 75" in words  # the sentence says the target chosen
        click(app, find_button(app, "Done").rect.center, frames=3)
        assert app.stack.top is menu
        assert find_button(app, "Game: ").text == "Game: Piquet au cent, to 150"
        kept = Settings.load()
        assert (kept.variant, kept.variant_options) == ("au-cent", {"au-cent": {"target": 150}})
        click(app, find_button(app, "Play ").rect.center, frames=3)
        table = app.stack.top
        assert isinstance(table, TableScene)
        assert table.controller.game.variant.name == "au-cent" and table.controller.game.variant.target == 150
    finally:
        app.close()


def test_the_game_is_chosen_from_the_keyboard_alone(piquet_home):
    app = make_app(size=(960, 600), animation="off")
    try:
        menu = open_menu(app)
        key(app, pygame.K_TAB)
        assert menu.focused().text.startswith("Game: ")
        key(app, pygame.K_RETURN)
        scene = app.stack.top
        assert isinstance(scene, GameChoiceScene)
        order = [el.text for el in scene.focusable()]
        assert order == ["Rubicon Piquet", "Piquet au cent", "100", "150", "200", "Russian Piquet",
                         "Picchetto", "yes", "no", "0", "1", "Contract Piquet", "reach 60/90",
                         "fixed +30/+60", "Piquet Normand", "100", "150", "200", "stake", "difference",
                         "Four-handed Piquet", "Ass", "2", "3", "4", "5", "6", "own", "none", "one", "two",
                         "ranked", "Done"]
        for _ in range(5):  # to 200
            key(app, pygame.K_DOWN)
        assert scene.focused().text == "200"
        key(app, pygame.K_RETURN)
        scene = app.stack.top
        assert app.settings.game().target == 200 and scene.focused().text == "200"  # the focus stays
        key(app, pygame.K_LEFT)
        key(app, pygame.K_LEFT)
        key(app, pygame.K_LEFT)
        assert scene.focused().text == "Piquet au cent"
        app.save_screenshot(OUT / "choice-keyboard-960x600.png")
        key(app, pygame.K_ESCAPE)
        assert app.stack.top is menu and menu.focused().text == "Game: Piquet au cent, to 200"
        key(app, pygame.K_TAB)
        assert menu.focused().text.startswith("Play ")
        key(app, pygame.K_RETURN)  # the partie against the computer, of that game
        table = app.stack.top
        assert isinstance(table, TableScene) and table.controller.game.variant.target == 200
    finally:
        app.close()


def test_two_players_play_the_game_chosen(piquet_home):
    app = make_app(size=(1280, 800), animation="off")
    try:
        open_menu(app)
        app.push(TwoPlayerScene(app))
        tick(app, 2)
        assert find_button(app, "Game: ").text == "Game: Rubicon Piquet"
        scene = open_choice(app)
        click(app, scene.pickers["au-cent"].rect.center, frames=3)
        key(app, pygame.K_ESCAPE)
        assert app.stack.top.name == "two-players"
        assert find_button(app, "Game: ").text == "Game: Piquet au cent, to 100"
        click(app, find_button(app, "Start the partie").rect.center, frames=3)
        table = app.stack.top
        assert isinstance(table, TableScene) and table.hot_seat
        assert table.controller.game.variant.name == "au-cent" and table.controller.game.variant.target == 100
    finally:
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_choice_screens_fit_and_nothing_overlaps(piquet_home, size):
    app = make_app(size=size, animation="off")
    try:
        w, h = size
        app.settings.choose_game("au-cent", target=150)
        menu = open_menu(app)
        app.notices.append("A notice as long as a real one: your settings file was damaged, it is kept as "
                           "settings.broken-20261121-101500.json and the defaults are used.")
        tick(app, 2)
        assert overlaps(app) == []
        app.save_screenshot(OUT / f"menu-{w}x{h}.png")
        scene = open_choice(app)
        tick(app, 2)
        assert overlaps(app) == []
        for block in scene.blocks:  # each game's words and choices inside its frame
            assert block.rect.contains(block.title)
            assert all(block.rect.contains(r) for _o, _v, r in block.options)
        app.save_screenshot(OUT / f"choice-{w}x{h}.png")
        key(app, pygame.K_ESCAPE)
        app.push(TwoPlayerScene(app))
        tick(app, 2)
        assert overlaps(app) == []
        app.save_screenshot(OUT / f"two-players-{w}x{h}.png")
        assert menu is app.stack.scenes[0]
    finally:
        app.close()


# ------------------------------------------------------------------ a game to a target at the table


def target_table(app, totals=(95, 40), seed=5, variant=AU_CENT, hot_seat=False) -> TableScene:
    """A partie of ``variant`` standing at ``totals`` after a first deal (given as
    its totals), the person in seat 0, the next deal to come."""
    names = ("Ann", "Ben") if hot_seat else ("You", "Novice")
    game = Game.new(random.Random(seed), variant, players=names)
    game.deal_scores = [list(totals)]
    seats = ([Seat.human("Ann"), Seat.human("Ben")] if hot_seat
             else [Seat.human("You"), Seat.computer(1, seed, "Novice")])
    table = TableScene(app, Controller(game, seats), viewer=0)
    app.stack.replace(table)
    return table


def panel_words(app, table) -> list[str]:
    """Every text the table draws in its side panel this frame."""
    with Drawn(app) as drawn:
        table.draw(app.screen)
    return [t for t, r in drawn.items if r.x >= table.layout.table_w]


ENDINGS = [(size, 2, "") for size in SIZES] + [((1280, 800), 6, "-difference")]


@pytest.mark.slow
@pytest.mark.parametrize(("size", "seed", "name"), ENDINGS, ids=[f"{w}x{h}{n}" for (w, h), _s, n in ENDINGS])
def test_a_partie_to_100_ends_in_the_middle_of_a_deal(piquet_home, size, seed, name):
    """From 95 to 40: seed 2 ends at 102 to 40 (the loser lurched: the difference
    doubled), seed 6 at 100 to 54 (the difference)."""
    from test_table_zones import problems

    w, h = size
    app = make_app(size=size, animation="off")
    try:
        table = target_table(app, seed=seed)
        found: list = []
        shot = False
        while (where := wait_for_turn(app, table)) == "turn":
            found += problems(app, table, f"{table.controller.game.phase.value}")
            words = panel_words(app, table)
            assert "Piquet au cent" in words and "to 100" in words and "Deal 2" in words
            assert not any("of 6" in t or "Rubicon" in t for t in words)
            if not shot:
                app.save_screenshot(OUT / f"table-au-cent-{w}x{h}{name}.png")
                shot = True
            make_move(app, table)
        assert found == []  # nothing on the table overlaps at any decision
        game = table.controller.game
        assert game.is_over and max(game.totals) >= 100
        # the deal's summary first, then the partie's end
        summary = app.stack.top
        assert where == "deal-summary" and isinstance(summary, DealSummaryScene) and summary.last
        assert any(game.hands), "the deal is cut short: cards are left in the hands"
        assert summary.heading == "Deal 2, cut short"
        tick(app, 3)
        winner = game.winner
        total = game.totals[winner]
        said = "You reach" if winner == 0 else "Novice reaches"
        assert summary.reached_words() == f"{said} {total}: the game is over."
        assert overlaps(app) == []
        app.save_screenshot(OUT / f"deal-cut-short-{w}x{h}{name}.png")
        assert find_button(app, "See the score sheet") is not None
        key(app, pygame.K_RETURN, frames=3)
        end = app.stack.top
        assert isinstance(end, PartieEndScene)
        lines = " ".join(end.sheet["lines"])
        assert f"{said} {total}: the game is over." in lines
        hi, lo = max(game.totals), min(game.totals)
        assert (hi, lo) == ((102, 40) if seed == 2 else (100, 54))
        if lo < 50:
            assert "less than 50, lurched, so the difference is doubled" in lines
            assert f"({hi} - {lo}) × 2 = {game.result}" in lines and game.result == (hi - lo) * 2
        else:
            assert f"the difference, {hi} - {lo} = {game.result}" in lines
        assert "rubicon" not in lines.lower()
        # the commentary ended the same way, in the game's words
        assert table.lines[-1].text.startswith(f"{said} {total}: the game is over.")
        assert table.lines[-2].text.startswith("The deal stops here:")
        tick(app, 2)
        assert overlaps(app) == []
        app.save_screenshot(OUT / f"partie-end-au-cent-{w}x{h}{name}.png")
        # kept with the other games, as a partie of Piquet au cent
        assert app.stack.top is end and "kept" not in table.keep_notice
        # play again: the same game
        key(app, pygame.K_RETURN, frames=3)
        again = app.stack.top
        assert isinstance(again, TableScene) and again is not table
        assert again.controller.game.variant == game.variant and not again.controller.game.deal_scores
    finally:
        app.close()


def test_two_players_see_the_deal_cut_short_then_the_end(piquet_home):
    from piquet_game.view.privacy import PrivacyScene

    app = make_app(size=(1280, 800), animation="off")
    try:
        table = target_table(app, totals=(96, 30), seed=8, hot_seat=True)
        for _ in range(3000):
            top = app.stack.top
            if isinstance(top, DealSummaryScene):
                break
            if isinstance(top, PrivacyScene):
                top.confirm()
            elif table.looking():
                table.seen_hand()
            elif table.my_turn():
                make_move(app, table)
            tick(app)
        summary = app.stack.top
        assert isinstance(summary, DealSummaryScene) and summary.last and table.controller.game.is_over
        assert summary.reached_words().startswith(f"{table.names[table.controller.game.winner]} reaches ")
        key(app, pygame.K_RETURN, frames=3)
        assert isinstance(app.stack.top, PartieEndScene)
        assert "the game is over" in " ".join(app.stack.top.sheet["lines"])
    finally:
        app.close()


def test_the_panel_counts_the_running_total_against_the_target(piquet_home):
    app = make_app(size=(1280, 800), animation="off")
    try:
        table = target_table(app, totals=(60, 45), variant=AU_CENT.with_options(target=150))
        wait_for_turn(app, table)
        while table.model.scores == [0, 0]:
            make_move(app, table)
            wait_for_turn(app, table)
        words = panel_words(app, table)
        assert "Piquet au cent" in words and "to 150" in words and "Deal 2" in words
        scores = table.model.scores
        assert str(60 + scores[0]) in words and str(45 + scores[1]) in words  # this deal counted in
    finally:
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)], ids=["960x600", "1920x1080"])
def test_a_long_partie_to_200_fits_the_panel_and_the_score_sheet(piquet_home, size):
    """Fifteen deals before this one: the first ones are summed in one row, on the
    panel and on the score sheet, and nothing runs over."""
    w, h = size
    app = make_app(size=size, animation="off")
    try:
        variant = AU_CENT.with_options(target=200)
        table = target_table(app, totals=(10, 12), seed=2, variant=variant)
        table.controller.game.deal_scores = [[10 + k % 4, 12 - k % 5] for k in range(15)]
        table.controller.game.deal_scores[-1] = [20, 30]  # 179 to 172: the target of 200 within reach
        table.model.deal_results = [tuple(d) for d in table.controller.game.deal_scores]
        table.model.deal_no = 15
        assert wait_for_turn(app, table) == "turn"
        words = panel_words(app, table)
        first = next(t for t in words if t.startswith("1–"))
        assert "to 200" in words and "Deal 16" in words
        rows = table.painter.deal_rows_room()
        assert first == f"1–{15 - rows + 1}" and str(15) in words
        app.save_screenshot(OUT / f"table-long-partie-{w}x{h}.png")
        while wait_for_turn(app, table) == "turn":
            make_move(app, table)
        key(app, pygame.K_RETURN, frames=3)
        end = app.stack.top
        assert isinstance(end, PartieEndScene) and table.controller.game.is_over
        tick(app, 2)
        with Drawn(app) as drawn:
            end.draw(app.screen)
        said = [t for t, _r in drawn.items]
        assert any(t.startswith("1–") for t in said) and str(len(table.controller.game.deal_scores)) in said
        buttons_top = min(el.rect.top for el in end._elements)
        assert all(r.bottom <= buttons_top for _t, r in drawn.items if r.y > end.panel_rect().y)
        assert overlaps(app) == []
        app.save_screenshot(OUT / f"partie-end-long-{w}x{h}.png")
    finally:
        app.close()


@pytest.mark.parametrize("code", ["en", "fr", "ru"])
def test_an_options_tooltip_says_what_the_choice_means_not_its_buttons_words(piquet_home, code):
    """Each option's button says its value ("Yes", "150", "stake"); its tooltip says
    what the value means ("Head the trick: the card led need not be headed"), never
    the button's words again, and no two values of an option say the same."""
    from piquet_game.i18n import Translator

    app = make_app(size=(1280, 800), language=code)
    try:
        open_menu(app)
        app.push(GameChoiceScene(app))
        tick(app, 3)
        scene = app.stack.top
        tr = Translator(code)
        tips: dict[tuple[str, str], set[str]] = {}
        seen = 0
        for key, button in scene.pickers.items():
            if not isinstance(key, tuple) or key[0] == "ass":
                continue
            name, option, _value = key
            tip = button.tool_tip_text
            words = button.text
            assert tip and tr.labelled(option_label(option, tr), "") in tip + " ", (key, tip)
            said = tip.split(": ", 1)[-1] if code != "fr" else tip.split("\u202f: ", 1)[-1]
            again = said.lower() == words.lower() or said.lower().endswith(", " + words.lower())
            assert not again, (key, tip)
            tips.setdefault((name, option), set()).add(said)
            seen += 1
        assert seen >= 10
        assert all(len(said) > 1 for said in tips.values()), tips
    finally:
        app.close()
