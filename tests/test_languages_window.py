"""A whole partie against the computer and a lesson, in the window, in each language
of the game: every word drawn is checked — inside the window, each button's words
inside the button, and none of them English — and screenshots are taken at 960x600
and at 1920x1080 of each moment (the exchange, the declarations, the play with a
hint shown, a deal's summary, the score sheet, a lesson's step).

The moves are the sound player's (the hint), made through the table as Enter makes
them; the clicks themselves are tested elsewhere.  Screenshots go to
tests/output/screenshots/lang/ (look at them)."""

from __future__ import annotations

import random
import re

import pytest
from ui_driver import SHOTS, Drawn, card_pos, click, click_button, drawn_frame, make_app, tick

from piquet_game.ai import make_player
from piquet_game.controller import Controller, Seat
from piquet_game.i18n import Translator
from piquet_game.rules import Blanche, Declare, Exchange, Game, OpenCapot, Phase, Play
from piquet_game.rules.actions import DECLARE_PHASES
from piquet_game.rules.cards import cards_of
from piquet_game.rules.variant import RUBICON
from piquet_game.tutorial.lesson import load_lessons
from piquet_game.tutorial.runner import Gate
from piquet_game.view.summary import DealSummaryScene, PartieEndScene
from piquet_game.view.table import TableScene
from piquet_game.view.tutorial import TutorialScene, open_lesson
from piquet_game.vocabulary import Vocabulary

OUT = SHOTS / "lang"
LANGS = ["fr", "de", "it", "ru"]
BIG = (1920, 1080)
#: English words no line of the other four languages has (a name or a card code aside).
ENGLISH = re.compile(r"\b(the|and|you|your|of|with|for|deal|deals|trick|tricks|elder|younger|is|are|to|"
                     r"wins|hint|makes|takes)\b", re.IGNORECASE)


def english(lines: list[str], code: str = "") -> list[str]:
    """The lines with English in them: a common English word, or (given the language)
    any of the game's English words or sentences that the language says otherwise
    (a level's "Novice" in German, "Rubicon Piquet" in Russian)."""
    found = [line for line in lines if ENGLISH.search(line)]
    if code:
        pattern = english_words(code)
        found += [line for line in lines if line not in found and pattern.search(line)]
    return found


_PATTERNS: dict[str, re.Pattern] = {}
_TEMPLATE: list = []


def english_words(code: str) -> re.Pattern:
    """The catalogue's English words and sentences that ``code`` says otherwise, as
    one pattern (whole words; a placeholder's sentence is left out)."""
    if code not in _PATTERNS:
        import sys

        from ui_driver import ROOT

        if not _TEMPLATE:   # the package's marked strings, read once
            sys.path.insert(0, str(ROOT / "tools"))
            import i18n_tool

            _TEMPLATE.extend(i18n_tool.template())
        t = Translator(code)
        template = _TEMPLATE
        # every word the language itself says (a word of both, "pique", "Novice", is not English there)
        own_words = " ".join(s for m in template for s in ([t.ptr(m.context, m.id) if m.context else t(m.id)]
                                                            if isinstance(m.id, str) else []))
        own_lower = own_words.lower()
        said = set()
        for m in template:
            if isinstance(m.id, str) and "{" not in m.id and len(m.id) >= 4 and m.id.strip() == m.id:
                own = t.ptr(m.context, m.id) if m.context else t(m.id)
                # the whole-word search only where the words are there at all (it is slow)
                mine = m.id.lower() in own_lower and re.search(rf"(?<!\w){re.escape(m.id)}(?!\w)",
                                                                 own_words, re.IGNORECASE)
                if own.lower() != m.id.lower() and not mine:
                    said.add(m.id)
        alternatives = "|".join(re.escape(s) for s in sorted(said, key=len, reverse=True))
        _PATTERNS[code] = re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])")
    return _PATTERNS[code]


class Watch:
    """The words of the screens met along the way, and what was wrong with them."""

    def __init__(self, app) -> None:
        self.app = app
        self.lines: set[str] = set()
        self.problems: list[str] = []

    def look(self, where: str) -> None:
        """Draw the screen once, keeping its words; each word inside the window and
        each button's words inside the button."""
        app = self.app
        w, h = app.size
        with Drawn(app) as drawn:
            drawn_frame(app)
        for text, rect in drawn.items:
            if not text.strip():
                continue
            self.lines.add(text)
            if rect.left < -1 or rect.right > w + 1 or rect.top < -1 or rect.bottom > h + 1:
                self.problems.append(f"{where}: off the window: {text!r} {rect}")
        for el in app.stack.top._elements:
            words = getattr(el, "text", None)
            font = getattr(el, "font", None)
            if words and font is not None and el.visible:
                self.lines.add(words)
                if font.size(words)[0] > el.rect.width - 4:
                    self.problems.append(f"{where}: a button too narrow: {words!r} {el.rect.width}")

    def shoot(self, name: str, both: bool = True) -> None:
        """Screenshots of this moment at the window's size and, resized, at 1920x1080
        (looked at there too), then back."""
        app = self.app
        size = app.size
        self.look(name)
        app.save_screenshot(OUT / f"{name}-{size[0]}x{size[1]}.png")
        if both:
            app.resize(*BIG)
            tick(app, 2)
            self.look(name + " (1920x1080)")
            app.save_screenshot(OUT / f"{name}-{BIG[0]}x{BIG[1]}.png")
            app.resize(*size)
            tick(app, 2)


def hinted_move(table: TableScene) -> None:
    """The sound player's move (the hint's), made through the table."""
    decision = table.controller.hint(table.viewer)
    table.submit(decision.action)


@pytest.mark.slow
@pytest.mark.parametrize("code", LANGS)
def test_a_whole_partie_against_the_computer_in_each_language(piquet_home, code):
    app = make_app(size=(960, 600), animation="off", language=code)
    watch = Watch(app)
    try:
        assert app.tr.language == code
        seats = [Seat.human("You"), Seat.computer(1, 11, "Novice")]
        game = Game.new(random.Random(7), RUBICON, players=("You", "Novice"))
        table = TableScene(app, Controller(game, seats), viewer=0)
        app.stack.replace(table)
        shots: set[str] = set()
        summaries = moves = 0
        for _ in range(100000):
            top = app.stack.top
            if isinstance(top, PartieEndScene):
                tick(app, 2)
                watch.shoot(f"{code}-partie-end")
                break
            if isinstance(top, DealSummaryScene):
                tick(app, 60)  # counted up
                if summaries in (0, 3):
                    watch.shoot(f"{code}-deal-summary-{summaries + 1}")
                else:
                    watch.look("deal summary")
                summaries += 1
                top.confirm()
            elif top is table and table.looking():
                table.seen_hand()
            elif top is table and table.my_turn():
                phase = table.controller.game.phase
                moment = ("exchange" if phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER)
                          else "declare" if phase in DECLARE_PHASES
                          else "play" if phase is Phase.PLAY else "")
                if moment and moment not in shots and (moment != "play" or moves > 20):
                    shots.add(moment)
                    if moment == "play":
                        table.show_hint()  # the hint and its reason, in the language
                        tick(app, 2)
                    watch.shoot(f"{code}-{moment}")
                elif moves % 7 == 0:
                    watch.look(f"move {moves}")
                hinted_move(table)
                moves += 1
            tick(app)
        else:
            raise AssertionError("the partie never ended")
        assert table.controller.game.is_over and summaries >= 6
        for line in table.lines:  # the whole running commentary of the partie
            watch.lines.add(line.text)
        assert not watch.problems, watch.problems[:10]
        assert not english(sorted(watch.lines), code), english(sorted(watch.lines), code)[:10]
        t = Translator(code)
        sheet = app.stack.top.sheet
        assert sheet["total_label"] == t("Total")
        # the winner spoken of as the language speaks of him: "you" with its own verb
        partie = t("the partie")
        wins = {0: t("You win {rest}").format(rest=partie),
                1: t("{name} wins {rest}").format(name=table.names[1], rest=partie)}
        assert sheet["headline"] == wins[table.controller.game.winner], sheet["headline"]
        assert len(watch.lines) > 100  # the words were seen, not skipped
    finally:
        app.close()


def lesson_move(app, scene: TutorialScene, t: Translator) -> None:
    """The lesson's move, by clicks on the buttons as the language names them."""
    expected = scene.run.expected()
    if isinstance(expected, Exchange):
        for card in cards_of(expected.discard):
            click(app, card_pos(scene, card))
        n = expected.discard.bit_count()
        assert click_button(app, t("Exchange {n}").format(n=n) if n else t("Take no cards"))
    elif isinstance(expected, Declare):
        if not expected.combos:
            assert click_button(app, t("Declare nothing"))
        else:
            for card in cards_of(expected.cards):
                click(app, card_pos(scene, card))
            assert click_button(app, t("Declare the cards raised"))
    elif isinstance(expected, Play):
        click(app, card_pos(scene, expected.card))
    elif isinstance(expected, Blanche):
        said = Vocabulary(t, scene.controller.game.variant).game_term("blanche")
        label = t("Declare {blanche} ({points})").split("{blanche}")[0] + said
        assert click_button(app, label if expected.declare else t("Keep it quiet"))
    elif isinstance(expected, OpenCapot):
        assert click_button(app, t("Play on"))
    else:
        raise AssertionError(f"no way to make {expected}")


@pytest.mark.slow
@pytest.mark.parametrize("code", LANGS)
def test_a_lesson_in_each_language(piquet_home, code):
    t = Translator(code)
    lesson = next(le for le in load_lessons(None, [], t) if le.id == "point")
    app = make_app(size=(960, 600), animation="off", language=code)
    watch = Watch(app)
    try:
        scene = open_lesson(app, lesson)
        shot = 0
        for _ in range(400):
            for _frame in range(4000):
                top = app.stack.top
                if top is not scene or (scene.is_idle() and not scene.deal_over
                                        and scene.gate in (Gate.READ, Gate.CLICK, Gate.LEARNER)
                                        and (scene.gate is not Gate.LEARNER or scene.my_turn())):
                    break
                tick(app)
            tick(app, 2)
            top = app.stack.top
            if top.name == "lesson-end":
                watch.shoot(f"{code}-lesson-end", both=False)
                break
            if top is not scene:
                watch.look(top.name)
                assert click_button(app, t("Go on"))
                continue
            if shot in (1, 5, 9):
                watch.shoot(f"{code}-lesson-step{scene.run.index + 1}")
            else:
                watch.look(f"step {scene.run.index + 1}")
            shot += 1
            if scene.gate is Gate.READ:
                assert click_button(app, t("Go on"))
            elif scene.gate is Gate.CLICK:
                click(app, scene.painter.highlight_rects((scene.run.step.target,))[0].center)
            else:
                lesson_move(app, scene, t)
                assert scene.verdict is None, scene.verdict
        else:
            raise AssertionError("the lesson did not end")
        assert scene.run.finished and scene.wrong_moves == 0
        for step in lesson.steps:  # what the lesson said was its own language's
            watch.lines.add(step.text)
        assert not watch.problems, watch.problems[:10]
        assert not english(sorted(watch.lines), code), english(sorted(watch.lines), code)[:10]
    finally:
        app.close()


def test_the_english_detector_finds_english():
    assert english(["Vous entamez : roi de trèfle.", "You lead the king of clubs."]) == [
        "You lead the king of clubs."]
    assert not english(["Punkt von fünf.", "Quatorze d'as", "Korolik 2, сдача 1", "Va bene (bon)"])


@pytest.mark.slow
@pytest.mark.parametrize("code", LANGS)
def test_the_menu_offers_a_saved_partie_in_each_language(piquet_home, code):
    """A partie left in the middle: the menu's offer to resume it names the game, the
    deal and the score in the language, and fits the window."""
    from piquet_game.view.menu import MenuScene

    app = make_app(size=(960, 600), animation="off", language=code)
    watch = Watch(app)
    try:
        seats = [Seat.human("You"), Seat.computer(1, 11, "Novice")]
        game = Game.new(random.Random(7), RUBICON, players=("You", "Novice"))
        table = TableScene(app, Controller(game, seats), viewer=0)
        app.stack.replace(table)
        moves = 0
        for _ in range(20000):
            if app.stack.top is table and table.looking():
                table.seen_hand()
            elif app.stack.top is table and table.my_turn():
                hinted_move(table)
                moves += 1
                if moves == 12:
                    break
            elif app.stack.top is not table:
                app.stack.top.confirm()
            tick(app)
        tick(app, 5)
        menu = MenuScene(app)
        app.stack.replace(menu)
        tick(app, 2)
        offer = menu.subtitle
        t = Translator(code)
        assert offer.startswith(t("Resume your partie against {name}").format(name=t("Novice")))
        assert t("Rubicon Piquet") in offer and offer.endswith("?")
        watch.shoot(f"{code}-menu-resume", both=False)
        assert offer in watch.lines or any(offer.startswith(line.rstrip("…")) for line in watch.lines)
        assert not watch.problems, watch.problems
        assert not english([offer], code), offer
    finally:
        app.close()


def test_the_commentary_so_far_is_spoken_anew_when_the_language_changes(piquet_home):
    """Half a deal against the computer in English, then French chosen: every line of
    the table's commentary is the French one, as a table that had spoken French from
    the start says it, and the deal goes on in French."""
    from ui_driver import new_table, wait_for_turn

    app = make_app(home=piquet_home, animation="off")
    try:
        table = new_table(app, [Seat.human("You"), Seat.computer(2, 5)], seed=8)
        player = make_player(2, 3)
        for _ in range(400):
            assert wait_for_turn(app, table) == "turn"
            game = table.controller.game
            if game.phase is Phase.PLAY and len(game.tricks) >= 4:
                break
            table.submit(player.choose(game.view(0), game.legal_actions()))
            tick(app)
        english_lines = [line.text for line in table.lines]
        assert any("trick" in text for text in english_lines)
        app.set_language("fr")
        french = [line.text for line in table.lines]
        assert len(french) == len(english_lines) and french != english_lines
        assert french == [line.text for line in table.told(table.viewer)[0]]
        assert not any("trick" in text or " plays " in text for text in french), french
        game = table.controller.game
        table.submit(player.choose(game.view(0), game.legal_actions()))
        for _ in range(60):
            tick(app)
        assert [line.text for line in table.lines] == [line.text for line in table.told(table.viewer)[0]]
    finally:
        app.close()
