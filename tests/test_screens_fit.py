"""Text that fits: every screen the other language tests do not cover, in each of
the five languages at 960x600 and at 1920x1080, drawn once and every word on it
checked — each button's words inside the button (its own font), each line drawn
inside the window and inside its panel (an overlay's panel, the table's panel and
commentary, the rules book's page), no two lines of the screen's own drawing on
each other nor a line under a button, and no line cut short with an ellipsis.

The screens: your games (parties of several games kept), the statistics of a
two-player game, of Piquet Normand and of the four-handed game, a replay in the
middle of a deal; the crash screen; the round table of three and of four in the
middle of the play; the summary of every deal and the score sheet of a whole partie
of four-handed Piquet, of Piquet Normand, of Contract Piquet (and its bidding box
open) and of Russian Piquet (koroliks); Picchetto's end of a game between games;
every page of the rules book's longest chapter; the first start's language screen
and every lesson's end.  The players' names are short: no line may be cut.  (The
menu, the seats, the lessons page, the game choice, the settings, the hand-over and
the pause are tests/test_i18n.py's; a partie and a lesson played are
tests/test_languages_window.py's.)

The game states are played once by computer players and copied for each test.
Screenshots go to tests/output/screenshots/fit/ (look at them)."""

from __future__ import annotations

import functools
import random
from datetime import datetime, timedelta
from pathlib import Path

import pygame
import pytest
from test_i18n import fits
from ui_driver import SHOTS, Drawn, make_app, tick

from piquet_game.ai import make_player
from piquet_game.controller import Controller, Seat
from piquet_game.i18n import LANGUAGES
from piquet_game.rules import Game, Phase, Play
from piquet_game.rules.variant import VARIANTS
from piquet_game.view.table import TableScene

OUT = SHOTS / "fit"
CODES = list(LANGUAGES)
SIZES = [(960, 600), (1920, 1080)]
SIZE_IDS = [f"{w}x{h}" for w, h in SIZES]
START = datetime(2025, 3, 1, 20, 30).astimezone()


def every(test):
    """``test`` for each language and each of the two sizes."""
    test = pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)(test)
    return pytest.mark.parametrize("code", CODES)(test)


# ------------------------------------------------------------------ the checks


def clash(a: pygame.Rect, b: pygame.Rect, gap: int = 3) -> bool:
    """Two lines' boxes on each other, or side by side less than ``gap`` pixels
    apart, on more than a quarter of a line down (a font's box is taller than its
    letters: lines set close touch)."""
    c = a.inflate(2 * gap, 0).clip(b)
    return c.w > 0 and c.h > 0.25 * min(a.h, b.h)


class Looked:
    """One frame of the screen on top, its words and what is wrong with them."""

    def __init__(self, app, where: str) -> None:
        self.app, self.where = app, where
        self.lines: list[tuple[str, pygame.Rect]] = []
        self.cut: dict[str, str] = {}  # a line shortened with "…" -> its whole words
        self.problems: list[str] = []

    def draw(self) -> None:
        """The top scene's own drawing, every line and every shortening recorded."""
        app, text = self.app, self.app.text
        real_fit = text.fit

        def fit(words, *args, **kwargs):
            said = real_fit(words, *args, **kwargs)
            if said != words:
                self.cut[said] = words
            return said

        text._fitted.clear()  # fitted remembers: the shortening is made again, and seen
        text.fit = fit
        try:
            with Drawn(app) as drawn:
                app.stack.top.draw(app.screen)
        finally:
            del text.fit
        self.lines = [(t, r) for t, r in drawn.items if t.strip()]

    def check(self, zones: list[pygame.Rect] = (), dots: pygame.Rect | None = None) -> list[str]:
        """What is wrong: ``zones`` the screen's panels (each line inside the
        smallest that holds its middle, and in one of them); ``dots`` where a line
        ending with "..." was cut short (the table's commentary; elsewhere the
        words' own)."""
        app, where = self.app, self.where
        problems = self.problems
        for words, width, room in fits(app):
            problems.append(f"{where}: button too narrow: {words!r} {width} > {room - 4}")
        window = pygame.Rect((0, 0), app.size)
        buttons = [(el.text, el.rect) for el in app.stack.top._elements
                   if getattr(el, "text", None) and el.visible]
        for i, (words, rect) in enumerate(self.lines):
            if not window.contains(rect):
                problems.append(f"{where}: off the window: {words!r} {rect}")
            if zones:
                holding = [z for z in zones if z.collidepoint(rect.center)]
                if not holding:
                    problems.append(f"{where}: outside the panel: {words!r} {rect}")
                else:
                    zone = min(holding, key=lambda z: z.w * z.h)
                    if not zone.contains(rect):
                        problems.append(f"{where}: over the panel's edge: {words!r} {rect} {zone}")
            whole = self.cut.get(words)
            if whole is not None or (
                    dots is not None and words.endswith("...") and dots.contains(rect)):
                problems.append(f"{where}: cut short: {words!r} (of {whole!r})")
            for other, box in self.lines[i + 1:]:
                if other != words and clash(rect, box):
                    problems.append(f"{where}: lines on each other: {words!r} {rect} / {other!r} {box}")
            for label, box in buttons:
                if clash(rect, box, 0):
                    problems.append(f"{where}: a line under the button {label!r}: {words!r}")
        return problems


def look(app, where: str, zones=(), shot: str | None = None, dots=None) -> list[str]:
    """The screen on top drawn and checked (see :class:`Looked`); a screenshot."""
    tick(app, 2)
    looked = Looked(app, where)
    looked.draw()
    assert looked.lines, f"{where}: nothing drawn"
    found = looked.check(list(zones), dots)
    if shot:
        tick(app)
        w, h = app.size
        app.save_screenshot(OUT / f"{shot}-{app.tr.language}-{w}x{h}.png")
    return found


def table_zones(table) -> list[pygame.Rect]:
    """The table's own parts: the table, its commentary, the panel."""
    lay = table.layout
    return [pygame.Rect(0, 0, round(lay.table_w), lay.height), pygame.Rect(lay.commentary.ints()),
            pygame.Rect(lay.panel.ints())]


# ------------------------------------------------------------------ the states


def played(variant, seed: int, stop, players=None) -> Game:
    """A partie of ``variant`` played by computer players (levels 1 and 2) until
    ``stop(game, plays)`` holds after an action, ``plays`` the cards played in the
    deal so far."""
    n = variant.players
    names = players or (("You", "Novice") if n == 2 else ("You", "East", "West") if n == 3
                        else ("You", "East", "North", "West"))
    game = Game.new(random.Random(seed), variant, players=names)
    seats = [make_player(1 + s % 2, seed * 4 + s, n) for s in range(n)]
    plays = 0
    for _ in range(100000):
        if stop(game, plays):
            return game
        assert not game.is_over, "the partie ended first"
        if game.phase is Phase.DEAL:
            game.deal_random()
            plays = 0
            continue
        seat = game.to_move
        action = seats[seat].choose(game.view(seat), game.legal_actions())
        game.apply(action, seat)
        plays += isinstance(action, Play)
    raise AssertionError("never stopped")


def mid_play(game: Game, plays: int) -> bool:
    return game.phase is Phase.PLAY and plays >= 5 and game.to_move == 0


def at_end(game: Game, _plays: int) -> bool:
    return game.is_over


@functools.cache
def state(name: str) -> Game:
    """The game states the screens are shown at, each played once."""
    v = VARIANTS
    return {
        "normand-play": lambda: played(v["normand"], 3, mid_play),
        "voleur-play": lambda: played(v["voleur"], 4, mid_play),
        "normand-end": lambda: played(v["normand"], 3, at_end),
        "voleur-end": lambda: played(v["voleur"], 5, at_end),
        "contract-auction": lambda: played(v["contract"], 11, lambda g, _p: g.phase is Phase.AUCTION
                                           and g.to_move == 0 and bool(g.calls)),
        "contract-end": lambda: played(v["contract"], 11, at_end),
        "picchetto-game": lambda: played(v["picchetto"], 6, lambda g, _p: g.phase is Phase.DEAL
                                         and len(g.game_winners) == 1),
        "russian-end": lambda: played(v["russian"], 3, at_end),
    }[name]()


def table_at(app, name: str, frames: int = 2) -> TableScene:
    """The table of state ``name`` (a copy), the person in seat 0, the computer in
    the others, after ``frames`` frames (none: a screen over it comes at once, before
    the table deals again)."""
    game = state(name).clone()
    seats = [Seat.human(game.players[0])] + [Seat.computer(1, s, game.players[s], seats=len(game.players))
                                             for s in range(1, len(game.players))]
    table = TableScene(app, Controller(game, seats), viewer=0)
    app.stack.replace(table)
    tick(app, frames)
    return table


def every_deal(app, name: str) -> list[str]:
    """The summary of each deal of the finished partie ``name`` over its table, as
    each deal ended, then its score sheet; screenshots of the last deal's and of the
    sheet."""
    from piquet_game.scoresheet import deal_summary
    from piquet_game.view.summary import DealSummaryScene, PartieEndScene

    table = table_at(app, name, 0)
    game = table.controller.game
    summary = DealSummaryScene(app, table)
    app.push(summary)
    found = []
    for k, log in enumerate(game.history):
        summary.log = log
        summary.lines = deal_summary(log, table.names, game.variant, app.tr)
        summary.last = k == len(game.history) - 1
        summary.clear_ui()
        summary.build_ui()
        found += look(app, f"{name} deal {log.number} summary", [summary.panel_rect()],
                      shot=f"summary-{name}" if summary.last else None)
    app.stack.pop()
    sheet = PartieEndScene(app, table)
    app.push(sheet)
    found += look(app, f"{name} sheet", [sheet.panel_rect()], shot=f"sheet-{name}")
    return found


@pytest.fixture
def app(code, size):
    a = make_app(size=size, animation="off", language=code)
    yield a
    a.close()


# ------------------------------------------------------------------ the screens


@pytest.mark.slow
@every
def test_your_games_the_statistics_and_a_replay(app, code, size):
    from test_history_tables import keep, normand_partie
    from test_history_window import keep_known_games

    from piquet_game.view.history import HistoryScene
    from piquet_game.view.menu import MenuScene
    from piquet_game.view.statistics import StatsScene

    keep_known_games()  # Rubicon Piquet: four parties, against the computer and between two
    keep(normand_partie(), START + timedelta(days=5), viewer=0, levels=[None, 3, 3])
    keep(kept_voleur().clone(), START + timedelta(days=6), viewer=0, levels=[None, 2, 2, 2])
    app.stack.replace(MenuScene(app))
    history = HistoryScene(app)
    app.push(history)
    found = look(app, "your games", shot="games")
    assert len(history.entries) == 6
    rubicon = next(i for i, e in enumerate(history.entries) if e.variant.name == "rubicon")
    replay = history.open(rubicon)
    assert replay is not None
    step = next(s for s in range(len(replay.steps)) if replay.steps.deal_of(s) == 1
                and replay.steps.at(s).game.phase is Phase.PLAY and replay.steps.at(s).game.played >= 4)
    replay.go(step)
    found += look(app, "replay", table_zones(replay), shot="replay", dots=table_zones(replay)[1])
    app.stack.pop()
    stats = StatsScene(app)
    app.push(stats)
    for game in ("rubicon", "voleur", "normand"):
        stats.choose_game(game)
        found += look(app, f"statistics of {game}", shot=f"statistics-{game}")
    assert not found, found


@functools.cache
def kept_voleur() -> Game:
    """The four-handed partie of tests/test_history_tables.py, played once."""
    from test_history_tables import voleur_partie

    return voleur_partie()


@every
def test_the_crash_screen(app, code, size):
    from piquet_game.view.crash import CrashScene

    log = Path("/home/marguerite-antoinette/.local/state/piquet/logs/crash-20250301-203000.log")
    app.stack.replace(CrashScene(app, RuntimeError("the cloth caught fire"), log))
    found = look(app, "crash", shot="crash")
    app.stack.replace(CrashScene(app, OSError("no room left on the device"), None))
    found += look(app, "crash, no log", shot="crash-no-log")
    assert not found, found


@pytest.mark.slow
@every
def test_the_round_tables_their_summaries_and_sheets(app, code, size):
    found = []
    for name in ("normand-play", "voleur-play"):
        table = table_at(app, name)
        assert table.my_turn() and table.controller.game.phase is Phase.PLAY
        found += look(app, name, table_zones(table), shot=f"table-{name}",
                      dots=table_zones(table)[1])
    found += every_deal(app, "voleur-end")
    found += every_deal(app, "normand-end")
    assert not found, found


@pytest.mark.slow
@every
def test_contract_piquets_bidding_box_and_summaries(app, code, size):
    table = table_at(app, "contract-auction")
    assert table.showing_auction() and table.my_turn()
    found = look(app, "bidding box", table_zones(table), shot="contract-auction",
                 dots=table_zones(table)[1])
    found += every_deal(app, "contract-end")
    assert not found, found


@pytest.mark.slow
@every
def test_picchettos_game_end_and_russian_piquets_summaries_and_sheet(app, code, size):
    from piquet_game.view.match import GameEndScene

    table = table_at(app, "picchetto-game", 0)
    moment = GameEndScene(app, table)
    app.push(moment)
    found = look(app, "picchetto game end", [moment.panel_rect()], shot="game-end-picchetto")
    found += every_deal(app, "russian-end")
    assert app.stack.top.koroliks
    assert not found, found


@pytest.mark.slow
@every
def test_the_rules_books_longest_chapter(app, code, size):
    from piquet_game.view.rulesbook import RulesBookScene

    book = RulesBookScene(app)
    app.stack.replace(book)
    tick(app, 2)
    layout = book.layout
    pages = [layout.first_page[c + 1] - layout.first_page[c] if c + 1 < len(book.chapters)
             else book.page_count - layout.first_page[c] for c in range(len(book.chapters))]
    longest = max(range(len(pages)), key=pages.__getitem__)
    book.open_chapter(longest)
    m = layout.m
    found = []
    for k in range(pages[longest]):
        found += look(app, f"rules chapter {longest + 1} page {k + 1}", [m.panel, m.content],
                      shot="rules" if k == 0 else None)
        book.next()
    assert not found, found


@pytest.mark.slow
@every
def test_the_language_screen_and_every_lessons_end(app, code, size):
    from piquet_game.view.menu import MenuScene
    from piquet_game.view.settings_screen import LanguageScene
    from piquet_game.view.tutorial import LessonEndScene, lessons_of, open_lesson

    app.stack.replace(MenuScene(app))
    app.push(LanguageScene(app))
    found = look(app, "language", shot="language")
    lessons = lessons_of(app)
    scene = open_lesson(app, lessons[0])
    end = LessonEndScene(app, scene)
    app.push(end)
    for lesson in lessons:
        end.lesson = lesson
        end.find_next()
        end.clear_ui()
        end.build_ui()
        found += look(app, f"lesson {lesson.number} end", [end.panel_rect()],
                      shot="lesson-end" if lesson is lessons[0] else None)
    assert not found, found


@functools.cache
def reviewed_deal():
    """A deal whose review holds a declaration sunk, with its reason, and other costly
    decisions (tests/test_review.py's open deals), reviewed once: the record, the
    seat and the review."""
    from test_review import sunk_deal

    from piquet_game.ai.review import review_deal

    for seed in range(1, 40):
        made = sunk_deal(seed)
        if made is not None:
            record, elder, _worth = made
            return record, elder, review_deal(record, 1, elder, play_worlds=8, exchange_worlds=8,
                                              declare_worlds=8)
    raise AssertionError("no deal with a point to sink")


@pytest.mark.slow
@every
def test_the_review_and_the_replays_marks(app, code, size):
    """The review of a deal (its costliest decisions and why), and the replay at the
    step of the costliest decision, its review said in the commentary."""
    from piquet_game.rules.record import replay as replay_record
    from piquet_game.view.replay import ReplayScene
    from piquet_game.view.review import ReviewScene

    record, seat, review = reviewed_deal()
    assert any(d.kind == "declare" and d.loss > 0 for d in review.decisions)
    scene = ReplayScene(app, replay_record(record).game, viewer=seat)
    app.stack.replace(scene)
    scene.reviews[1] = review
    step, _worst = max(scene.marks(), key=lambda m: m[1].loss)
    scene.go(step)
    zones = table_zones(scene)
    found = look(app, "replay with a review", zones, shot="replay-review", dots=zones[1])
    panel = ReviewScene(app, record, 1, seat, cache={1: review})
    app.push(panel)
    found += look(app, "review", [panel.panel_rect()], shot="review")
    assert not found, found
