"""People at one computer at the tables of three and four, and at Ass: the end of the
deal and the hand-overs, through the real scenes.

- The summary of a deal at a shared screen is drawn over no one's hand: only the
  cards every seat has seen are face up beneath it (never the dealer's discards).
- The summary counts up row by row, and at every frame its deal total is the sum of
  the rows shown and its running total the partie's before the deal plus that; once
  counted it is the deal as the game scored it, row by row, and equals the side panel
  and the score sheet (a whole partie of four-handed Piquet).
- Its columns and rows name the players and the sides: nobody is "You" there.
- What was said to the person who held the screen (a refused click) is not shown to
  the next one; a hand-over's last line says who said it.
- Ass: the hand-over before any card is dealt asks nobody to look away.

Screenshots go to tests/output/screenshots/shared/ (look at them)."""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest
from test_ass_window import person_move
from ui_driver import SHOTS, PrivacySpy, card_pos, click, click_button, key, make_app, make_move, tick

from piquet_game.ass.rules import AssPhase
from piquet_game.ass.view.family import start_ass
from piquet_game.ass.view.table import AssDealEndScene, AssPrivacyScene, AssTableScene
from piquet_game.controller import Controller, Seat
from piquet_game.rules import Game, Phase
from piquet_game.rules.variant import VARIANTS
from piquet_game.view.privacy import PrivacyScene
from piquet_game.view.summary import DealSummaryScene, PartieEndScene
from piquet_game.view.table import TableScene

NORMAND, VOLEUR = VARIANTS["normand"], VARIANTS["voleur"]
OUT = SHOTS / "shared"
TRICK_KINDS = ("lead", "win")  # summed into one row a player


def shared_table(app, variant, people: tuple[int, ...], names: tuple[str, ...], seed: int) -> TableScene:
    seats = [Seat.human(name) if s in people else Seat.computer(1, seed + s, name, seats=len(names))
             for s, name in enumerate(names)]
    game = Game.new(random.Random(seed), variant, players=names)
    table = TableScene(app, Controller(game, seats))
    app.stack.replace(table)
    assert table.hot_seat
    return table


def drawn_texts(app, scene) -> list[tuple[str, float, float, str, bool]]:
    """Every text ``scene`` draws now: (text, x, y, anchor, bold), in order."""
    calls: list[tuple[str, float, float, str, bool]] = []
    real = app.text.blit

    def spy(surface, text, size, pos, colour=(240, 240, 230), bold=False, anchor="topleft"):
        calls.append((text, pos[0], pos[1], anchor, bold))
        return real(surface, text, size, pos, colour, bold, anchor)

    app.text.blit = spy
    try:
        scene.draw(app.screen.copy())
    finally:
        del app.text.blit
    return calls


def read_summary(app, scene: DealSummaryScene, sides: int) -> dict:
    """The summary as drawn: its column labels, its rows (text, side, points), the
    deal's total and the running total, each side's."""
    calls = drawn_texts(app, scene)
    at = next(i for i, c in enumerate(calls) if c[0] == "This deal")
    before, after = calls[:at], calls[at + 1:]
    heads = [i for i, c in enumerate(before) if c[3] == "topright"][:sides]
    cols = [before[i][1] for i in heads]
    body = before[heads[-1] + 1:]

    def side(x: float) -> int:
        return min(range(sides), key=lambda k: abs(cols[k] - x))

    points = {round(c[2]): (side(c[1]), int(c[0])) for c in body if c[3] == "topright"}
    rows = [(c[0], *points.get(round(c[2]), (None, 0))) for c in body if c[3] == "topleft"]
    figures = [c for c in after if c[3] == "topright"]
    return {"labels": [before[i][0] for i in heads], "rows": rows,
            "deal": [int(c[0]) for c in figures[:sides]],
            "so_far": [int(c[0]) for c in figures[sides: 2 * sides]]}


def rows_scored(log, variant) -> Counter:
    """The deal's scores as the game made them, a row each as a summary lists them
    (leads and tricks summed a player): (seat, kind, points)."""
    rows: Counter = Counter()
    tricks: Counter = Counter()
    for e in log.events:
        if e.is_score and e.seat is not None:
            if e.kind in TRICK_KINDS:
                tricks[e.seat] += e.points
            else:
                rows[(e.seat, e.kind, e.points)] += 1
    for seat, points in tricks.items():
        rows[(seat, "tricks", points)] += 1
    return rows


def public_cards(table: TableScene) -> int:
    known = ~0
    for seat in range(len(table.names)):
        known &= table.controller.view(seat).known_cards
    return known


def go_on(app, table: TableScene) -> None:
    """One step of the people at the table: a hand-over, a look, a move, or a frame."""
    top = app.stack.top
    if isinstance(top, PrivacyScene):
        assert click_button(app, f"{top.who}: show my cards")
    elif top is table and table.looking():
        assert click_button(app, "I have seen my cards")
    elif top is table and table.my_turn():
        assert table.viewer == table.controller.game.to_move
        make_move(app, table)
    else:
        tick(app)


# ------------------------------------------------------------ four-handed, whole partie

@pytest.mark.slow
def test_a_four_handed_partie_at_one_computer_every_summary_is_the_deal_scored(piquet_home):
    """Two people as opponents (Ann, Ben) and two computers: each deal's summary
    counts up row by row, agreeing with itself at every frame, then equals the deal
    as scored (row by row), the side panel and, at the end, the score sheet; its
    columns name the sides; nothing private is face up beneath it."""
    app = make_app(size=(1280, 800), animation="fast")
    spy = PrivacySpy(app)
    try:
        names = ("Ann", "Ben", "Cleo", "Dan")
        table = shared_table(app, VOLEUR, (0, 1), names, seed=7)
        spy.table = table
        game = table.controller.game
        counted: list[list[int]] = []
        frames_counting = 0
        for _ in range(200000):
            top = app.stack.top
            if isinstance(top, PartieEndScene):
                break
            if not isinstance(top, DealSummaryScene):
                spy.drawn.clear()
                go_on(app, table)
                continue
            log = top.log
            number = log.number
            before = VOLEUR.totals(game.deal_scores[: number - 1])
            while True:  # every frame of the count, then the summary counted
                seen = read_summary(app, top, 2)
                shown = [0, 0]
                for _text, side, points in seen["rows"]:
                    if side is not None:
                        shown[side] += points
                assert seen["deal"] == shown, (number, seen)
                assert seen["so_far"] == [b + s for b, s in zip(before, shown, strict=True)], (number, seen)
                if top.tally.done:
                    break
                frames_counting += 1
                tick(app)
            # the labels name both partners of each side; nobody is "You"
            assert seen["labels"] == ["Ann & Cleo", "Ben & Dan"], seen["labels"]
            assert not any("You" in text or "you " in text for text, *_ in seen["rows"])
            # row by row: whose, what, how much, as the game scored it
            drawn = Counter()
            for text, side, points in seen["rows"]:
                seat = names.index(text.partition(":")[0])
                assert VOLEUR.side_of(seat) == side, text
                drawn[(seat, points)] += 1
            scored = rows_scored(log, VOLEUR)
            expected: Counter = Counter()
            for (seat, _kind, points), k in scored.items():
                expected[(seat, points)] += k
            assert drawn == expected, (number, seen["rows"], scored)
            kinds = {kind for _seat, kind, _points in scored}
            assert "tricks" in kinds and "last" in kinds
            # the deal as scored, the side panel's figures
            assert seen["deal"] == list(log.scores) == list(game.deal_scores[number - 1])
            assert seen["deal"] == list(table.model.scores)
            assert seen["so_far"] == table.painter.totals()
            counted.append(seen["deal"])
            # the table beneath: nothing face up that not every seat has seen
            public = public_cards(table)
            assert table.viewer is None
            spy.drawn.clear()
            app.draw()  # the whole window, the table beneath the summary too
            faces = [card for card, _viewer, _private in spy.drawn]
            assert not [c for c in faces if not public >> c & 1]
            if number == 1:
                app.save_screenshot(OUT / "four-handed-summary-1280x800.png")
            key(app, pygame.K_RETURN, frames=2)
        else:
            raise AssertionError("the partie never ended")
        assert frames_counting > 0  # the summaries were watched counting up
        sheet = app.stack.top.sheet
        assert [[a, b] for _n, a, b in sheet["deals"]] == counted == game.deal_scores
        assert list(sheet["totals"]) == VOLEUR.totals(game.deal_scores) == table.painter.totals()
        app.save_screenshot(OUT / "four-handed-partie-end-1280x800.png")
    finally:
        spy.close()
        app.close()


# ------------------------------------------------------------------------- Normand

@pytest.mark.slow
@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("variant", [NORMAND, VOLEUR], ids=lambda v: v.name)
def test_at_one_computer_the_summary_shows_no_one_s_hand_or_discards(piquet_home, size, variant):
    """Normand, Ann and Ben with a computer (the dealer discards); four-handed, Ann
    and Ben opponents with two computers: the summary comes straight after the last
    card; beneath it the discards and every hand lie face down, and it names every
    player and side ("Ben", not "You") and whose row is whose."""
    app = make_app(size=size, animation="fast")
    spy = PrivacySpy(app)
    try:
        names = ("Ann", "Ben", "Cleo", "Dan")[:variant.players]
        table = shared_table(app, variant, (0, 1), names, seed=3)
        spy.table = table
        game = table.controller.game
        for _ in range(100000):
            top = app.stack.top
            if isinstance(top, DealSummaryScene):
                break
            spy.drawn.clear()
            go_on(app, table)
        else:
            raise AssertionError("the deal never ended")
        top.tally.finish()
        tick(app, 2)
        spy.drawn.clear()
        app.save_screenshot(OUT / f"{variant.name}-summary-{size[0]}x{size[1]}.png")  # drawn whole
        public = public_cards(table)
        faces = [card for card, _viewer, _private in spy.drawn]
        assert not [c for c in faces if not public >> c & 1]
        for seat in range(variant.players):
            assert not [c for c in faces if table.controller.view(seat).discards >> c & 1]
        if variant is NORMAND:
            assert table.controller.view(game.history[-1].dealer).discards  # the dealer did discard
            seen = read_summary(app, top, 3)
            assert seen["labels"] == list(names)
        else:
            seen = read_summary(app, top, 2)
            assert seen["labels"] == ["Ann & Cleo", "Ben & Dan"]
        assert all(text.partition(":")[0] in names for text, side, _ in seen["rows"] if side is not None)
        assert seen["deal"] == list(game.deal_scores[-1]) == list(table.model.scores)
    finally:
        spy.close()
        app.close()


@pytest.mark.slow
def test_normand_hand_overs_say_who_said_the_last_words(piquet_home):
    """A hand-over's last line is one everybody heard, with whose it was: "Ben:
    nothing.", never a bare "Nothing."."""
    app = make_app(size=(1280, 800), animation="off")
    try:
        names = ("Ann", "Ben", "Cleo")
        table = shared_table(app, NORMAND, (0, 1, 2), names, seed=3)
        spoken = 0
        for _ in range(100000):
            top = app.stack.top
            if isinstance(top, DealSummaryScene):
                break
            if isinstance(top, PrivacyScene):
                public = table.told(None)[0]
                last = public[-1] if public else None
                said = [text for text, *_ in drawn_texts(app, top) if text.startswith("Last: ")]
                if last is not None and last.seat is not None and last.kind == "announce":
                    spoken += 1
                    assert said == [f"Last: {names[last.seat]}: {last.text}"], said
            go_on(app, table)
        assert spoken > 0  # hand-overs after a declaration were seen
    finally:
        app.close()


# -------------------------------------------------------------- four-handed hand-over

@pytest.mark.slow
def test_a_refused_click_is_not_shown_to_the_next_person(piquet_home):
    """Ann and Ben, opponents, with two computers: whoever holds the screen clicks a
    card while a computer is to move and is told "Wait: Dan is to move". When the
    screen passes to the other with those words still up, the other's first frame
    shows no such word."""
    app = make_app(size=(1280, 800), animation="fast")
    spy = PrivacySpy(app)
    try:
        names = ("Ann", "Ben", "Cleo", "Dan")
        table = shared_table(app, VOLEUR, (0, 1), names, seed=7)
        spy.table = table
        game = table.controller.game
        refused: str | None = None
        passed = 0
        for _ in range(200000):
            top = app.stack.top
            if isinstance(top, DealSummaryScene):
                if passed >= 2 or len(game.deal_scores) >= 3:
                    break
                key(app, pygame.K_RETURN, frames=2)
                continue
            if top is table and refused is None and game.phase is Phase.PLAY and table.viewer is not None \
                    and game.to_move in (2, 3) and table.model.hand_cards():
                click(app, card_pos(table, table.model.hand_cards()[0]))
                refused = f"Wait: {names[game.to_move]} is to move."
                assert table.message == refused, table.message
                continue
            if isinstance(top, PrivacyScene) and refused is not None:
                if table.message == refused:  # still up as the screen passes
                    spy.said.clear()
                    assert click_button(app, f"{top.who}: show my cards")  # and its first frames
                    assert table.viewer == top.seat
                    words = [text for text, viewer, private in spy.said if viewer == top.seat and not private]
                    assert words and not [w for w in words if w.startswith("Wait")], words
                    assert table.message == ""
                    passed += 1
                refused = None
                continue
            go_on(app, table)
        assert passed >= 1  # the words were up as the screen passed, at least once
    finally:
        spy.close()
        app.close()


# ------------------------------------------------------------------------------ Ass

@pytest.mark.slow
def test_ass_hand_over_before_the_trumps_asks_nobody_to_look_away(piquet_home):
    """Three people and a computer at Ass, each choosing his own trump suit: the
    first hand-overs come before any card is dealt and say so; the first after the
    deal asks the others to look away; the end of a deal is drawn over no hand."""
    app = make_app(size=(1280, 800), animation="off")
    try:
        app.settings.choose_ass(4, 1)
        seats = [("Ann", None), ("Ben", None), ("Cleo", None), ("Dan", 1)]
        start_ass(app, app.settings.ass_rules(), seats, seed=4)
        table = app.stack.top
        assert isinstance(table, AssTableScene) and table.hot_seat
        rng = random.Random(4)
        before: list[list[str]] = []
        after: list[list[str]] = []
        for _ in range(40000):
            tick(app)
            top = app.stack.top
            if isinstance(top, AssPrivacyScene):
                words = [text for text, *_ in drawn_texts(app, top)] + list(top.buttons())
                (before if top.table.controller.game.phase is AssPhase.TRUMP else after).append(words)
                if len(before) == 1:
                    app.save_screenshot(OUT / "ass-hand-over-trumps-1280x800.png")
                key(app, pygame.K_RETURN, frames=1)
            elif isinstance(top, AssDealEndScene):
                assert table.viewer is None
                app.save_screenshot(OUT / "ass-deal-end-1280x800.png")
                break
            elif top is table and table.my_turn():
                person_move(app, table, rng)
        assert before and after
        for words in before:
            assert not [w for w in words if "come next" in w or "please look away" in w], words
            assert "No card is dealt yet: nobody need look away." in words, words
        assert any("please look away" in w for w in after[0]), after[0]
        assert [w for w in before[0] if w.endswith(": ready")] and not [w for w in before[0] if "cards" in w]
        assert [w for w in after[0] if w.endswith(": show my cards")]
    finally:
        app.close()

