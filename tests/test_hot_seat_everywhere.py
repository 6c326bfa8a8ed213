"""People at one computer in every game, a whole partie (Ass: a whole game) through
the real window: at every hand-over, nothing on the screen that every person at the
table may not know (no card face, and no card named in a word), and at the table
nothing the person at the keyboard may not know.

Piquet's seven games: two people at the two-handed tables; three people, and two
beside a computer, at Piquet Normand; four people, and two or three beside
computers, at four-handed Piquet.  Ass: two to six people.  Each case counts its
hand-overs, so a table that never handed over fails."""

from __future__ import annotations

import random
import re

import pygame
import pytest
from test_ass_window import person_move
from test_shared_screen import go_on, public_cards, shared_table
from test_window import cards_named
from ui_driver import SHOTS, click, find_button, key, make_app, tick

from piquet_game.ass.rules import AssPhase
from piquet_game.ass.rules.cards import card_name as ass_card_name
from piquet_game.ass.view import paint as ass_paint
from piquet_game.ass.view.family import start_ass
from piquet_game.ass.view.table import AssDealEndScene, AssPrivacyScene, AssTableScene
from piquet_game.ass.words import card_words as ass_card_words
from piquet_game.commentary import Commentator
from piquet_game.rules.variant import VARIANTS
from piquet_game.view.match import GameEndScene
from piquet_game.view.privacy import PrivacyScene
from piquet_game.view.summary import DealSummaryScene, PartieEndScene

OUT = SHOTS / "hot-seat"
NAMES = ("Ann", "Ben", "Cleo", "Dan", "Eve", "Finn")

#: (game, people's seats): every table of Piquet at one computer.
PIQUET_CASES = [
    ("rubicon", (0, 1)), ("au-cent", (0, 1)), ("russian", (0, 1)), ("picchetto", (0, 1)),
    ("contract", (0, 1)),
    ("normand", (0, 1, 2)), ("normand", (0, 2)),
    ("voleur", (0, 1, 2, 3)), ("voleur", (0, 1)), ("voleur", (0, 1, 3)),
]


class Watch:
    """Every card face and every line of text the window draws, checked as it is
    drawn against what may be known then: at a hand-over (or with nobody at the
    keyboard) what every seat knows, at the table what the person at the keyboard
    knows.  A line is checked when it is first drawn; one the commentary said in an
    earlier deal (the panel keeps the partie's last lines) told a card of that deal."""

    def __init__(self, app, table) -> None:
        self.app = app
        self.table = table
        self.leaks: list[str] = []
        self.lines_seen: set[str] = set()
        self._earlier: dict[tuple, list[str]] = {}
        self.faces = self.lines = 0
        real_face, real_render = app.cards.face, app.text.render

        def face(card, width):
            self.faces += 1
            # the cards drawn for a korolik's deal, face up in its callout, were seen by
            # all before the shuffle (PrivacySpy sets them apart the same way)
            table = self.table
            drawn_for_deal = {c for _seat, c in table.callout_cards} if table.callout is not None else set()
            if card not in drawn_for_deal and not self.may() >> card & 1:
                self.leaks.append(f"face {card} drawn {self.now()}")
            return real_face(card, width)

        def render(text, *args, **kwargs):
            if isinstance(text, str) and text not in self.lines_seen:
                self.lines_seen.add(text)
                self.lines += 1
                may = self.may()
                hidden = [card for card in cards_named(text) if not may >> card & 1]
                if hidden and not self.told_before(text):
                    self.leaks.append(f"{text!r} said {self.now()}")
            return real_render(text, *args, **kwargs)

        app.cards.face, app.text.render = face, render
        self._real = (real_face, real_render)

    def told_before(self, text: str) -> bool:
        """Whether ``text`` is (a row of) a line the commentary said in an earlier deal,
        to the person now at the keyboard (or to all)."""
        table = self.table
        viewer = None if self.hand_over() else table.viewer
        heard = table.controller.heard(viewer)
        key = (viewer, len(heard))
        if key not in self._earlier:  # the partie's commentary spoken again once a position
            commentator = Commentator(table.names, table.seen.variant, viewer, table.tr)
            earlier: list[str] = []
            current: list[str] = []
            for e in heard:
                if e.kind == "deal":
                    earlier += current
                    current = []
                current += [line.text for line in commentator.lines(e)]
            self._earlier = {key: earlier}
        return any(text in line for line in self._earlier[key])

    def hand_over(self) -> bool:
        return isinstance(self.app.stack.top, PrivacyScene)

    def may(self) -> int:
        table = self.table
        if self.hand_over() or table.viewer is None:
            return public_cards(table)
        return table.controller.view(table.viewer).known_cards

    def now(self) -> str:
        return f"for {self.table.viewer} (hand-over: {self.hand_over()})"

    def close(self) -> None:
        self.app.cards.face, self.app.text.render = self._real


@pytest.mark.slow
@pytest.mark.parametrize(("game", "people"), PIQUET_CASES, ids=lambda x: x if isinstance(x, str) else
                         f"{len(x)}people")
def test_a_whole_partie_at_one_computer_shows_each_person_only_his_own(piquet_home, game, people):
    variant = VARIANTS[game]
    app = make_app(size=(1280, 800), animation="off")
    try:
        names = NAMES[: variant.players]
        table = shared_table(app, variant, people, names, seed=41 + len(people))
        watch = Watch(app, table)
        hand_overs: dict[int, int] = {}
        deals = games = 0
        for _ in range(400000):
            top = app.stack.top
            if isinstance(top, PartieEndScene):
                break
            if isinstance(top, PrivacyScene):
                hand_overs[top.seat] = hand_overs.get(top.seat, 0) + 1
                app.draw()  # the whole hand-over screen, drawn now
                if sum(hand_overs.values()) == 3:
                    app.save_screenshot(OUT / f"{game}-{len(people)}-hand-over.png")
            elif isinstance(top, DealSummaryScene):
                deals += 1
                app.draw()
                key(app, pygame.K_RETURN, frames=2)
                continue
            elif isinstance(top, GameEndScene):  # a game of a match won: the next one
                games += 1
                app.draw()
                key(app, pygame.K_RETURN, frames=2)
                assert app.stack.top is not top
                continue
            go_on(app, table)
        else:
            raise AssertionError(f"the partie never ended: {app.stack.top!r} {table.controller.game!r}")
        g = table.controller.game
        assert g.is_over and deals == len(g.deal_scores)
        assert (games > 0) == bool(variant.shape.match_targets)
        assert not watch.leaks, watch.leaks[:5]
        assert watch.faces > 100 and watch.lines > 50  # the drawing was watched
        # every person was handed the screen, in every deal
        assert set(hand_overs) == set(people), hand_overs
        assert sum(hand_overs.values()) >= deals * len(people), (hand_overs, deals)
        app.save_screenshot(OUT / f"{game}-{len(people)}-partie-end.png")
    finally:
        app.close()


class AssWatch:
    """Every face of Ass drawn and every line of text, with the person at the keyboard
    and whether the hand-over screen was up: none may show a card in another's hand,
    in the stock or put aside unseen (at a hand-over: in anybody's hand).  A line is
    checked when first drawn; one said in an earlier deal told a card of that deal."""

    def __init__(self, monkeypatch, app) -> None:
        self.app = app
        self.table: AssTableScene | None = None
        self.leaks: list[str] = []
        self.seen: set[str] = set()  # each text is checked when first drawn
        real_face = ass_paint.ass_face
        real_render = app.text.render

        def face(the_app, card, width):
            self.check_card(card, "face")
            return real_face(the_app, card, width)

        def render(text, *args, **kwargs):
            if self.table is not None and isinstance(text, str) and text not in self.seen:
                self.seen.add(text)
                for card in self.hidden():
                    if ass_card_words(card, app.tr) in text or re.search(rf"\b{card_code(card)}\b", text):
                        if not self.told_before(text):
                            self.leaks.append(f"{text!r} for {self.table.viewer}")
            return real_render(text, *args, **kwargs)

        monkeypatch.setattr(ass_paint, "ass_face", face)
        monkeypatch.setattr(app.text, "render", render)

    def told_before(self, text: str) -> bool:
        """Whether ``text`` is (a row of) a line said before this deal's first line (the
        panel keeps the game's last lines: they told cards of their own deal)."""
        assert self.table is not None
        said = [line for _to, line in self.table.lines]
        starts = [k for k, line in enumerate(said) if line.startswith("Deal ")]
        earlier = said[: starts[-1]] if starts else []
        return any(text in line for line in earlier)

    def hidden(self) -> list[int]:
        table = self.table
        assert table is not None
        g = table.controller.game
        handing_over = isinstance(self.app.stack.top, AssPrivacyScene)
        viewer = None if handing_over else table.viewer
        mask = sum(1 << c for c in g.stock) | g.out_of_play
        for seat, hand in enumerate(g.hands):
            if seat != viewer:
                mask |= hand
        return [c for c in range(36) if mask >> c & 1]

    def check_card(self, card: int, what: str) -> None:
        if self.table is not None and card in self.hidden():
            self.leaks.append(f"{what} {card} for {self.table.viewer}")


def card_code(card: int) -> str:
    return ass_card_name(card)


@pytest.mark.slow
@pytest.mark.parametrize("people", [2, 3, 4, 5, 6])
def test_a_whole_game_of_ass_at_one_computer_shows_each_person_only_his_own(monkeypatch, piquet_home, people):
    app = make_app(size=(1280, 800), animation="off")
    try:
        watch = AssWatch(monkeypatch, app)
        trumps = 1 if people <= 4 else 2
        app.settings.choose_ass(people, trumps)
        start_ass(app, app.settings.ass_rules(), [(NAMES[s], None) for s in range(people)], seed=people)
        table = app.stack.top
        assert isinstance(table, AssTableScene) and table.hot_seat
        watch.table = table
        rng = random.Random(people)
        hand_overs: dict[int, int] = {}
        deals = 0
        for _ in range(400000):
            tick(app)
            top = app.stack.top
            if isinstance(top, AssPrivacyScene):
                hand_overs[top.seat] = hand_overs.get(top.seat, 0) + 1
                app.draw()
                if sum(hand_overs.values()) == 2:
                    app.save_screenshot(OUT / f"ass-{people}-hand-over.png")
                key(app, pygame.K_RETURN, frames=1)
            elif isinstance(top, AssDealEndScene):
                assert table.viewer is None
                deals += 1
                app.draw()
                if table.controller.game.is_over:
                    app.save_screenshot(OUT / f"ass-{people}-game-over.png")
                    break
                click(app, find_button(app, "Next deal").rect.center, frames=2)
            elif top is table and table.my_turn():
                person_move(app, table, rng)
        else:
            raise AssertionError("the game never ended")
        g = table.controller.game
        assert g.is_over and deals == g.deal_number
        assert not watch.leaks, watch.leaks[:5]
        assert set(hand_overs) == set(range(people)), hand_overs
        # each person, each deal: handed the screen to bet and at least once to play
        assert sum(hand_overs.values()) >= 2 * deals, (hand_overs, deals)
        assert g.phase is AssPhase.GAME_OVER
    finally:
        app.close()


def test_the_watch_sees_a_face_or_a_word_of_another_hand(piquet_home):
    """The checks above can fail: a face of Ben's drawn while Ann holds the screen,
    and his card named in a line, are both caught."""
    app = make_app(size=(960, 600), animation="off")
    try:
        table = shared_table(app, VARIANTS["normand"], (0, 1, 2), NAMES[:3], seed=3)
        watch = Watch(app, table)
        for _ in range(2000):
            if app.stack.top is table and table.viewer == 0 and not table.looking():
                break
            go_on(app, table)
        assert table.viewer == 0
        g = table.controller.game
        bens = next(c for c in range(32) if g.hands[1] >> c & 1)
        anns = next(c for c in range(32) if g.hands[0] >> c & 1)
        assert not watch.leaks
        app.cards.face(anns, 60)
        app.text.render(f"You hold the {' of '.join(card_words_of(anns))}", 20)
        assert not watch.leaks
        app.cards.face(bens, 60)
        assert watch.leaks == [f"face {bens} drawn for 0 (hand-over: False)"]
        app.text.render(f"Ben holds the {' of '.join(card_words_of(bens))}", 20)
        assert len(watch.leaks) == 2 and "Ben holds" in watch.leaks[1]
        watch.close()
    finally:
        app.close()


def card_words_of(card: int) -> tuple[str, str]:
    """(rank, suit) of a card of Piquet in English words."""
    ranks = ("seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
    suits = ("spades", "hearts", "diamonds", "clubs")
    return ranks[card & 7], suits[card >> 3]
