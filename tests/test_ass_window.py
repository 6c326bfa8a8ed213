"""Ass in the window: chosen on the game screen, set up, and played to the end, for
two and for four players, against the computer and between people on one
computer; every card face drawn is one its viewer may see."""

from __future__ import annotations

import random
import re

import pygame
import pytest
from ui_driver import SHOTS, Drawn, click, find_button, key, make_app, tick

import piquet_game.ass.phrases as ass_words
import piquet_game.ass.view.paint as ass_paint
from piquet_game.ass.rules import AssPhase, AssPlay, AssRules, Bet, ChooseTrump
from piquet_game.ass.rules.cards import SUIT_MASKS, iter_cards
from piquet_game.ass.view.family import start_ass
from piquet_game.ass.view.setup import AssSetupScene
from piquet_game.ass.view.table import AssDealEndScene, AssPrivacyScene, AssTableScene
from piquet_game.paths import config_dir
from piquet_game.settings import Settings
from piquet_game.view.gamechoice import GameChoiceScene
from piquet_game.view.menu import MenuScene

OUT = SHOTS / "ass"


class FaceSpy:
    """Every Ass face drawn, with the viewer then and whether the hand-over screen was up."""

    def __init__(self, monkeypatch, app) -> None:
        self.app = app
        self.table: AssTableScene | None = None
        self.bad: list[str] = []
        self.count = 0
        real = ass_paint.ass_face  # the table of Ass draws its faces there

        def spy(the_app, card, width):
            self.check(card)
            return real(the_app, card, width)

        monkeypatch.setattr(ass_paint, "ass_face", spy)

    def check(self, card: int) -> None:
        self.count += 1
        table = self.table
        if table is None:
            return
        if isinstance(self.app.stack.top, AssPrivacyScene):
            self.bad.append(f"card {card} drawn behind the hand-over screen")
        g = table.controller.game
        viewer = table.viewer
        hidden = sum(1 << c for c in g.stock) | g.out_of_play
        for seat, hand in enumerate(g.hands):
            if seat != viewer:
                hidden |= hand
        if hidden >> card & 1:
            self.bad.append(f"card {card} drawn for viewer {viewer}: another's or the stock's")


def person_move(app, table: AssTableScene, rng: random.Random) -> None:
    """The person at the keyboard decides with the mouse: a trump suit or go/no by
    its button, a card by clicking it in the hand."""
    g = table.controller.game
    if g.phase is AssPhase.TRUMP:
        suit = rng.choice([a.suit for a in g.legal_actions() if isinstance(a, ChooseTrump)])
        word = ass_words.suit_words(suit, app.tr).capitalize()
        button = app.stack.top.buttons().get(word)
        assert button is not None, word
        click(app, button.rect.center, frames=2)
    elif g.phase is AssPhase.BID:
        button = find_button(app, rng.choice(["Go (", "No ("]))
        click(app, button.rect.center, frames=2)
    else:
        legal = table.legal_cards()
        assert legal and all(AssPlay(c) in g.legal_actions() for c in legal)
        card = rng.choice(sorted(legal))
        rect = dict(table.hand_rects())[card]
        click(app, rect.center, frames=2)


def play_to_the_end(app, spy: FaceSpy, rng: random.Random, shots: str | None = None,
                    limit: int = 40000) -> dict:
    seen = {"privacy": 0, "deal-ends": 0, "moves": 0, "kinds": set()}
    for _frame in range(limit):
        tick(app, 1)
        top = app.stack.top
        if isinstance(top, AssPrivacyScene):
            seen["privacy"] += 1
            key(app, pygame.K_RETURN, frames=1)
            continue
        if isinstance(top, AssDealEndScene):
            seen["deal-ends"] += 1
            if shots and seen["deal-ends"] == 1:
                app.save_screenshot(OUT / f"{shots}-deal-end.png")
            if top.table.controller.game.is_over:
                if shots:
                    app.save_screenshot(OUT / f"{shots}-game-over.png")
                return seen
            click(app, find_button(app, "Next deal").rect.center, frames=2)
            continue
        if isinstance(top, AssTableScene):
            spy.table = top
            if top.my_turn():
                playing = top.controller.game.phase is AssPhase.PLAY and top.controller.game.trick.plays
                if shots and playing and "play" not in seen:
                    seen["play"] = True
                    app.save_screenshot(OUT / f"{shots}-play.png")
                seen["kinds"].add(top.controller.game.phase)
                person_move(app, top, rng)
                seen["moves"] += 1
    raise AssertionError("the game did not end")


@pytest.mark.slow
@pytest.mark.parametrize(("size", "players", "levels"), [((960, 600), 2, (1,)), ((1280, 800), 4, (2, 1, 2)),
                                                          ((1920, 1080), 2, (2,))])
def test_a_whole_game_against_the_computer(monkeypatch, piquet_home, size, players, levels):
    app = make_app(size=size, animation="off")
    try:
        spy = FaceSpy(monkeypatch, app)
        app.settings.choose_ass(players, 1)
        seats = [("You", None)] + [(f"C{k}", level) for k, level in enumerate(levels, 1)]
        start_ass(app, app.settings.ass_rules(), seats, seed=players)
        seen = play_to_the_end(app, spy, random.Random(size[0]), shots=f"{players}p-{size[0]}x{size[1]}")
        table = spy.table
        assert table is not None and table.controller.game.is_over and table.controller.game.winners
        assert seen["privacy"] == 0  # one person: no hand-over screen
        assert {AssPhase.TRUMP, AssPhase.BID, AssPhase.PLAY} <= seen["kinds"]
        assert seen["deal-ends"] >= 1 and spy.count > 0 and not spy.bad, spy.bad[:3]
        # the banks shown are the game's
        assert table.board.banks == table.controller.game.banks
    finally:
        app.close()


@pytest.mark.slow
def test_two_people_and_two_computers_share_the_screen(monkeypatch, piquet_home):
    app = make_app(size=(1280, 800), animation="fast")
    try:
        spy = FaceSpy(monkeypatch, app)
        app.settings.choose_ass(4, 1)
        start_ass(app, app.settings.ass_rules(), [("Ann", None), ("C1", 1), ("Bob", None), ("C2", 1)], seed=5)
        table = app.stack.top
        assert isinstance(table, AssTableScene) and table.hot_seat

        # every line of the commentary the panel lays out: one said to a seat is laid
        # out only while its person is at the keyboard
        wrapped: list[tuple[str, int | None, bool]] = []
        leaks: list[tuple[str, int | None]] = []
        real_wrap = app.text.wrap

        def wrap(text, *args, **kwargs):
            hidden = isinstance(app.stack.top, AssPrivacyScene)
            wrapped.append((text, table.viewer, hidden))
            tos = {to for to, said in table.lines if said == text}
            if tos and None not in tos and (hidden or table.viewer not in tos):
                leaks.append((text, table.viewer))
            return real_wrap(text, *args, **kwargs)

        monkeypatch.setattr(app.text, "wrap", wrap)
        seen = play_to_the_end(app, spy, random.Random(9))
        assert seen["privacy"] > 0 and not spy.bad, spy.bad[:3]
        assert table.controller.game.is_over
        # a line about a private card is for its person alone, never for a computer's seat
        private: dict[str, set[int]] = {}
        for to, text in table.lines:
            if to is not None:
                private.setdefault(text, set()).add(to)
        assert private and set().union(*private.values()) <= {0, 2}
        assert not leaks, leaks[:3]
        assert any(text in private for text, _, _ in wrapped)  # each did see his own
    finally:
        app.close()


@pytest.mark.slow
def test_ass_is_chosen_on_the_game_screen_and_set_up(piquet_home):
    app = make_app(size=(960, 600), animation="off", home=config_dir())
    try:
        app.push(MenuScene(app))
        tick(app, 2)
        click(app, find_button(app, "Game: ").rect.center, frames=3)
        scene = app.stack.top
        assert isinstance(scene, GameChoiceScene)
        click(app, scene.pickers["ass"].rect.center, frames=3)
        click(app, app.stack.top.pickers[("ass", "players", 4)].rect.center, frames=3)
        click(app, app.stack.top.pickers[("ass", "trumps", 3)].rect.center, frames=3)
        app.save_screenshot(OUT / "choice-960x600.png")
        kept = Settings.load()
        assert (kept.game_kind, kept.ass_players, kept.ass_trumps) == ("ass", 4, 3)
        click(app, find_button(app, "Done").rect.center, frames=3)
        assert find_button(app, "Game: ").text.startswith("Game: Ass, 4 players")
        click(app, find_button(app, "Play the computer").rect.center, frames=3)
        setup = app.stack.top
        assert isinstance(setup, AssSetupScene)
        # six players: each his own trumps is for four at most, so the trumps stay one suit
        click(app, setup.buttons()["6"].rect.center, frames=3)
        assert app.settings.ass_rules().players == 6 and app.settings.ass_rules().trumps == 3
        for size in ((960, 600), (1280, 800), (1920, 1080)):
            app.resize(*size)
            tick(app, 2)
            app.save_screenshot(OUT / f"setup-{size[0]}x{size[1]}.png")
            for el in app.stack.top.buttons().values():
                assert app.screen.get_rect().contains(el.rect), el.text
        click(app, find_button(app, "Start the game").rect.center, frames=3)
        table = app.stack.top
        assert isinstance(table, AssTableScene) and table.n == 6 and table.rules.trumps == 3
        assert [s.is_human for s in table.controller.seats] == [True] + [False] * 5
        tick(app, 30)
        app.save_screenshot(OUT / "table-6p-1920x1080.png")
        # a Piquet game chosen again plays Piquet
        kept = Settings.load()
        kept.choose_game("rubicon")
        assert not kept.plays_ass
    finally:
        app.close()


@pytest.mark.slow
def test_a_wrong_click_is_refused_with_a_reason(monkeypatch, piquet_home):
    app = make_app(size=(1280, 800), animation="off")
    try:
        app.settings.choose_ass(2, 2)
        start_ass(app, app.settings.ass_rules(), [("You", None), ("C", 1)], seed=11)
        table = app.stack.top
        for _ in range(4000):
            tick(app, 1)
            g = table.controller.game
            if table.my_turn() and g.phase is AssPhase.BID:
                click(app, find_button(app, "Go (").rect.center)
            elif table.my_turn() and g.phase is AssPhase.PLAY and g.trick.plays:
                main = g.trick.main_suit
                hand = g.hands[0]
                wrong = [c for c, _ in table.hand_rects() if c not in table.legal_cards()]
                if hand & SUIT_MASKS[main] and wrong:
                    before = (g.hands[0], len(g.trick.plays))
                    click(app, dict(table.hand_rects())[wrong[0]].center)
                    assert (g.hands[0], len(g.trick.plays)) == before
                    assert table.message.startswith("You must follow"), table.message
                    return
                click(app, dict(table.hand_rects())[sorted(table.legal_cards())[0]].center)
            elif table.my_turn() and g.phase is AssPhase.PLAY:
                click(app, table.hand_rects()[0][1].center)
            elif isinstance(app.stack.top, AssDealEndScene):
                if table.controller.game.is_over:
                    break
                key(app, pygame.K_RETURN)
        pytest.skip("no wrong card came up in this game")
    finally:
        app.close()


def test_board_follows_the_events():
    from piquet_game.ass.board import AssBoard
    from piquet_game.ass.rules import AssGame, AssRules

    rng = random.Random(4)
    for players, option in ((2, 1), (4, 1), (5, 5), (6, 3)):
        game = AssGame.new(AssRules.make(players, option), rng=rng)
        board = AssBoard(game.rules, game.players)
        while not game.is_over and game.deal_number < 30:
            for e in game.apply(game.sample_action(rng)):
                board.apply(e)
            if game.phase is AssPhase.PLAY:
                assert board.hands == game.hands and board.counts == [h.bit_count() for h in game.hands]
                assert [c for _, c, _ in board.trick] == game.trick.cards
                assert board.won == game.won and board.stock == len(game.stock)
                if game.trick.plays:
                    assert board.holder == game.trick.holder[0] and board.main == game.trick.main
                    assert board.holder_card == game.trick.holder[1]
            assert board.banks == game.banks
        assert board.trumps == [game.trump_suits_of(s) for s in range(players)]


def test_go_and_no_are_said_with_their_targets(piquet_home):
    app = make_app(size=(1280, 800), animation="off")
    try:
        app.settings.choose_ass(3, 2)
        start_ass(app, app.settings.ass_rules(), [("You", None), ("A", 1), ("B", 1)], seed=2)
        table = app.stack.top
        for _ in range(400):
            tick(app, 1)
            if table.my_turn():
                break
        assert table.controller.game.phase is AssPhase.BID
        assert find_button(app, "Go (56)") is not None and find_button(app, "No (80)") is not None
        assert "Go or no?" in table.prompt()
        click(app, find_button(app, "No (80)").rect.center, frames=3)
        assert (table.controller.game.bets[0] is False
                or isinstance(table.controller.game.history[-1].actions[0][1], Bet))
    finally:
        app.close()


@pytest.mark.slow
def test_the_lesson_on_the_beating_table(piquet_home):
    from test_ass_rules import SOURCE_TRICKS

    from piquet_game.ass.view.lesson import STEPS, AssLessonScene, trick_of
    from piquet_game.view.learning import LESSON_ID, progress_of
    from piquet_game.view.tutorial import TutorialMenuScene

    source = {" ".join(line.split()[:5]): int(line.split()[5]) - 1 for line in SOURCE_TRICKS.splitlines()}
    app = make_app(size=(960, 600), animation="off")
    try:
        app.stack.replace(TutorialMenuScene(app))
        tick(app, 2)
        click(app, find_button(app, "Ass: the beating table").rect.center, frames=3)
        lesson = app.stack.top
        assert isinstance(lesson, AssLessonScene)
        wrong_once = False
        amended = 0
        for k, step in enumerate(STEPS):
            assert lesson.index == k
            if step.cards:
                # the lesson's answer is the engine's, and the source's; where the source has no
                # such trick (the rules as amended), the independent reading's (tests/ass_reference.py)
                winner = trick_of(step).holder[0]
                if step.option or step.owner or f"{step.cards} {step.trump or '-'}" not in source:
                    assert reference_winner(step) == winner
                    amended += 1
                else:
                    assert source[f"{step.cards} {step.trump or '-'}"] == winner
                onward = "Finish" if k == len(STEPS) - 1 else "Next"
                assert not find_button(app, onward).is_enabled  # an answer first
                guess = winner if wrong_once else (winner + 1) % 4
                click(app, find_button(app, f"Player {guess + 1}").rect.center, frames=3)
                if not wrong_once:
                    wrong_once = True
                    size = app.size
                    app.save_screenshot(OUT / f"lesson-wrong-{size[0]}x{size[1]}.png")
                if k == 5:
                    for size in ((1280, 800), (1920, 1080)):
                        app.resize(*size)
                        tick(app, 2)
                        app.save_screenshot(OUT / f"lesson-{size[0]}x{size[1]}.png")
                    app.resize(960, 600)
                    tick(app, 2)
            click(app, find_button(app, "Finish" if k == len(STEPS) - 1 else "Next").rect.center, frames=3)
        assert isinstance(app.stack.top, TutorialMenuScene)
        assert progress_of(app).is_done(LESSON_ID)
        assert amended == 4  # one-less cut short, the trump's own six, trumps for all, senior and junior
    finally:
        app.close()


def reference_winner(step) -> int:
    """The seat that takes a lesson step's trick by the independent reading."""
    import ass_reference as ref

    cards = step.cards.split()
    if step.option == 5:
        args: tuple = (5, None, "")
    elif step.option:
        args = (step.option, None, step.trump)
    elif step.owner:
        args = (1, {step.owner - 1: step.trump}, "")
    else:
        args = (1, {k: step.trump for k, c in enumerate(cards) if c[1] == step.trump}, "")
    plays = [(k, c, k > 0 and c[1] != cards[0][1]) for k, c in enumerate(cards)]
    return ref.resolve(*args, plays)[1]


def test_the_lesson_names_the_trumps_of_each_trick():
    from piquet_game.ass.view.lesson import STEPS, trumps_said
    from piquet_game.i18n import ENGLISH

    said = {step.cards: trumps_said(step, ENGLISH) for step in STEPS if step.cards}
    assert said["6C 6H TH 7C"] == "hearts are player 3's trumps"
    assert said["QC 9C QS AC"] == "spades are trumps for all"
    assert said["JD KS TS AD"] == "Spades are senior trumps for all, diamonds junior"
    assert said["7S JS TS QH"] == "hearts are trumps" and said["6S JS TC QS"] == "No trumps"


@pytest.mark.parametrize(("code", "said"), [("en", "Deal 1, dealt by"), ("fr", "Donne 1, donnée par"),
                                            ("ru", "Сдача 1, сдаёт")])
def test_the_deal_is_numbered_in_figures(piquet_home, code, said):
    app = make_app(size=(960, 600), animation="off", language=code)
    try:
        app.settings.choose_ass(2, 2)
        start_ass(app, app.settings.ass_rules(), [("A", None), ("B", 1)], seed=1)
        table = app.stack.top
        tick(app, 5)
        assert any(text.startswith(said) for _to, text in table.lines), table.lines[:3]
    finally:
        app.close()


@pytest.mark.parametrize(("lead", "eights"), [("6S", False), ("7H", True)])
def test_the_prompt_says_an_eight_switches_only_when_one_would(piquet_home, lead, eights):
    """Spades senior, diamonds junior: the person holds no card of the main suit.  Under
    the six of spades (a senior trump) his eight of clubs would not switch, a plain
    card under a higher level; under the seven of hearts, a plain card, it would."""
    from piquet_game.ass.rules import GO, AssDeal, AssGame, AssRules
    from piquet_game.ass.rules.cards import mask_of, parse_card, parse_cards
    from piquet_game.controller import Controller, Seat

    game = AssGame(AssRules.make(2, 5), ("Ann", "You"), dealer=1)
    mine = "8C 8S JD QC" if lead == "7H" else "8C 8H JD QC"  # no heart, or no spade
    hands = (mask_of(parse_cards("6S 6D 7H 9C".split())), mask_of(parse_cards(mine.split())))
    used = hands[0] | hands[1]
    game.apply(AssDeal(hands, tuple(c for c in range(36) if not used >> c & 1)))
    game.apply(GO)
    game.apply(GO)
    game.apply(AssPlay(parse_card(lead)), 0)
    app = make_app(size=(1280, 800), animation="off")
    try:
        app.push(AssTableScene(app, Controller(game, [Seat.ass_computer(2, 1, "Ann"), Seat.human("You")])))
        tick(app, 3)
        table = app.stack.top
        assert table.my_turn()
        suit = "spades" if lead == "6S" else "hearts"
        expected = f"No {suit}: play any card" + (" (an eight switches the trick)" if eights else "")
        assert table.prompt() == expected
        assert any(game.way_of(c, 1) == "switch" for c in iter_cards(game.hands[1])) == eights
        app.save_screenshot(OUT / f"prompt-{suit}-1280x800.png")
    finally:
        app.close()


def test_the_menu_says_the_game_chosen_is_for_two_to_six(piquet_home):
    """Ass chosen: the menu's line under the title says two to six, not Piquet's two,
    three or four; Piquet chosen again, Piquet's."""
    app = make_app(size=(960, 600))
    try:
        app.settings.choose_ass(5, 2)
        menu = MenuScene(app)
        app.stack.replace(menu)
        tick(app, 2)
        assert menu.subtitle == "Ass, the 36-card game for two to six"
        app.save_screenshot(OUT / "menu-ass-960x600.png")
        app.settings.choose_game("rubicon")
        assert "two, three or four" in menu.subtitle
    finally:
        app.close()


def test_the_setup_names_the_game_it_resumes_and_a_change_makes_a_new_one_the_default(piquet_home):
    """A two-player game of Ass left in the middle: the menu, Ass chosen, offers that
    game (not a partie of Piquet saved too) with Resume and New partie; the setup
    offers to resume it by name ("... : Ass, 2 players, ..."), as its main button;
    once the players are changed to four, starting a new game is the main button,
    and Enter asks before the saved game is given up; given up, a game of four."""
    from ui_driver import click_button

    from piquet_game.view.menu import AbandonScene
    from piquet_game.view.starting import start_game

    app = make_app(size=(1280, 800), animation="off")
    try:
        start_game(app, [("You", None), ("Novice", 1)])  # a partie of Piquet waits as well
        tick(app, 5)
        app.settings.choose_ass(2, 1)
        start_ass(app, app.settings.ass_rules(), [("You", None), ("C1", 1)], seed=3)
        for _ in range(400):
            tick(app)
            if isinstance(app.stack.top, AssTableScene) and app.stack.top.my_turn():
                break
        saved_game = app.stack.top.controller.game
        app.stack.replace(MenuScene(app))
        tick(app, 2)
        menu = app.stack.top
        assert menu.subtitle == "Resume the game you left: Ass, 2 players, each player his own trump suit"
        assert find_button(app, "Play the computer") is None and find_button(app, "Resume") is not None
        key(app, pygame.K_RETURN, frames=3)  # Enter resumes the game of Ass, not the Piquet partie
        assert isinstance(app.stack.top, AssTableScene) and app.stack.top.controller.game.rules.players == 2
        assert app.stack.top.controller.game.history == saved_game.history
        app.stack.replace(MenuScene(app))
        tick(app, 2)
        assert click_button(app, "New partie")
        setup = app.stack.top
        assert isinstance(setup, AssSetupScene) and setup.saved is not None
        resume = next(b for t, b in setup.buttons().items() if t.startswith("Resume the game you left"))
        assert resume.text.endswith("Ass, 2 players, each player his own trump suit")
        assert "@primary" in resume.get_object_ids()
        # "4" is a number of players and a computer level: the players' row is the higher
        fours = [el for el in setup._elements if getattr(el, "text", None) == "4"]
        assert len(fours) == 2  # the players, and the level of the one computer seat
        click(app, min(fours, key=lambda el: el.rect.y).rect.center, frames=3)
        resume = next(b for t, b in setup.buttons().items() if t.startswith("Resume the game you left"))
        start = setup.buttons()["Start a new game"]
        assert "@primary" not in resume.get_object_ids() and "@primary" in start.get_object_ids()
        app.save_screenshot(OUT / "setup-changed-1280x800.png")
        key(app, pygame.K_RETURN, frames=3)
        asked = app.stack.top
        assert isinstance(asked, AbandonScene)  # the saved game is not given up unasked
        assert asked.subtitle.startswith("Resume the game you left: Ass, 2 players")
        app.save_screenshot(OUT / "setup-abandon-1280x800.png")
        assert click_button(app, "Give it up and start the new partie")
        table = app.stack.top
        assert isinstance(table, AssTableScene) and table.controller.game.rules.players == 4
    finally:
        app.close()


def test_the_single_trump_suit_is_named_wherever_the_option_is(piquet_home):
    """One trump suit for all: which suit is said (spades), on the menu's game button,
    the setup's heading and the game choice's sentence; the choice screen names the
    trump options by the setup's words, not by numbers."""
    from piquet_game.view.gamechoice import GameChoiceScene

    app = make_app(size=(1280, 800))
    try:
        app.settings.choose_ass(3, 3)
        menu = MenuScene(app)
        app.stack.replace(menu)
        tick(app, 2)
        assert find_button(app, "Game: ").text == "Game: Ass, 3 players, one trump suit for all: spades"
        app.settings.choose_ass(3, 4)
        app.push(GameChoiceScene(app))
        tick(app, 2)
        scene = app.stack.top
        words = " ".join(row for block in scene.blocks for row, _ in block.rows)
        assert "Trumps: two trump suits for all: spades and hearts." in words
        labels = [b.text for k, b in scene.pickers.items()
                  if isinstance(k, tuple) and k[:2] == ("ass", "trumps")]
        assert labels == ["own", "none", "one", "two", "ranked"]
        app.push(AssSetupScene(app))
        tick(app, 2)
        assert app.stack.top.subtitle == "Ass, 3 players, two trump suits for all: spades and hearts"
    finally:
        app.close()


@pytest.mark.parametrize("code", ["ru", "de"])
def test_a_name_the_game_gave_is_said_in_the_language(piquet_home, code):
    """The person keeps the name the game gives ("You"): at a table of Ass in
    Russian or German the names, the log and the trick say it in that language, as
    Piquet's table does, never "You"."""
    from piquet_game.i18n import Translator

    app = make_app(size=(1280, 800), animation="off", language=code)
    try:
        start_ass(app, AssRules.make(3, 3), [("You", None), ("Novice", 1), ("Master", 2)], seed=5)
        table = app.stack.top
        for _ in range(600):
            tick(app)
            if table.my_turn() and table.controller.game.phase is AssPhase.PLAY and len(table.lines) > 6:
                break
        t = Translator(code)
        assert table.names == (t("You"), t("Novice"), t("Master"))
        said = [text for _to, text in table.lines]
        assert said and not any(re.search(r"\bYou\b", line) for line in said), said
        with Drawn(app) as drawn:
            app.draw()
        assert not any(re.search(r"\bYou\b", words) for words, _r in drawn.items)
    finally:
        app.close()


def test_the_commentary_is_said_again_in_a_language_chosen_mid_game(piquet_home):
    """A language chosen in the middle of a game of Ass: every line of the
    commentary so far is said again in it (the trumps, the deal, the bets, the cards
    and the tricks), the names too, and the lines to come are said in it."""
    from piquet_game.i18n import Translator

    app = make_app(size=(1280, 800), animation="off")
    try:
        start_ass(app, AssRules.make(3, 1), [("You", None), ("Novice", 1), ("Card counter", 2)], seed=4)
        table = app.stack.top
        rng = random.Random(1)
        for _ in range(600):
            tick(app)
            if table.my_turn():
                if table.controller.game.phase is AssPhase.PLAY and len(table.lines) > 8:
                    break
                person_move(app, table, rng)
        before = [text for _to, text in table.lines]
        assert any("as trumps" in line for line in before)
        assert any(line.startswith("Deal 1") for line in before)
        assert any("points to drop a bank" in line for line in before), before
        app.set_language("fr")
        t = Translator("fr")
        after = [text for _to, text in table.lines]
        assert len(after) == len(before) and after != before
        assert not any("as trumps" in line or "points to drop a bank" in line for line in after), after
        assert any(line.startswith(t("Deal {number}, dealt by {who}").split("{")[0]) for line in after)
        assert table.names[0] == t("You")
        count = len(table.said)
        for _ in range(40):
            if table.my_turn():
                person_move(app, table, rng)
            tick(app)
            if len(table.said) > count + 2:
                break
        assert len(table.said) > count
        assert [text for _to, text in table.lines] == [speak(t, table.names) for _to, speak in table.said]
    finally:
        app.set_language("en")
        app.close()


def test_the_computers_named_by_the_setup_follow_the_language(piquet_home):
    """The setup names each computer by its level as the game gives it (numbered
    when two share one), so that the table says it in the language of the screen,
    and again in another chosen mid-game; the kept game holds the names as given."""
    from piquet_game.i18n import Translator

    app = make_app(size=(1280, 800), animation="off", language="fr")
    try:
        app.settings.choose_ass(4, 1)
        setup = AssSetupScene(app)
        app.push(setup)
        tick(app, 2)
        setup.choices[1:4] = [2, 2, 4]
        setup.entries[0].set_text("Compteur de cartes")  # a person's name the same as a computer's, in French
        seats = setup.seats()
        assert seats == [("Compteur de cartes", None), ("Card counter (2)", 2), ("Card counter (3)", 2),
                         ("Master", 4)]
        setup.start()
        table = app.stack.top
        assert isinstance(table, AssTableScene)
        assert [s.name for s in table.controller.seats] == [name for name, _level in seats]
        fr = Translator("fr")
        assert table.names == ("Compteur de cartes", "Compteur de cartes (2)", "Compteur de cartes (3)",
                               fr("Master"))
        app.set_language("de")
        de = Translator("de")
        assert table.names == ("Compteur de cartes", f"{de('Card counter')} (2)", f"{de('Card counter')} (3)",
                               de("Master"))
        with Drawn(app) as drawn:
            app.draw()
        shown = " ".join(words for words, _r in drawn.items)
        assert de("Card counter") in shown and "Card counter" not in shown
    finally:
        app.set_language("en")
        app.close()
