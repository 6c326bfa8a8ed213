"""Every screen of a whole partie of each of the eight games, played by a person
against the computer in the window, at 960x600, 1280x800 and 1920x1080, in each of
the five languages (the partie is played once, and each screen is looked at in
every language in turn, the language changed as a person may change it at any
time): each time the person is asked to move, each deal's summary (counted up),
each game's end between games (Picchetto) and the partie's end, drawn and every
word on it checked (tests/test_screens_fit.py's checks): inside the window, inside
the panel that holds it (the table, its commentary, its side panel; an overlay's
panel), no two lines on each other nor under a button, no line cut short with an
ellipsis, each button's words inside the button.

The person's moves are a level-1 player's (Ass: a random legal one), made through
the table as a click or a key makes them; the computer plays at levels 1 and 2.
Screenshots of each game's table, first summary and end, in English and Russian at
each size, go to tests/output/screenshots/parties/ (look at them)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pygame
import pytest
from test_screens_fit import Looked, table_zones
from ui_driver import SHOTS, make_app, tick

from piquet_game.ai import make_player
from piquet_game.ass.rules import AssPhase, AssRules
from piquet_game.ass.view.family import start_ass
from piquet_game.ass.view.table import AssDealEndScene, AssPrivacyScene, AssTableScene
from piquet_game.controller import Controller, Seat
from piquet_game.i18n import LANGUAGES
from piquet_game.rules import Game, Phase
from piquet_game.rules.variant import VARIANTS
from piquet_game.view.match import GameEndScene
from piquet_game.view.summary import DealSummaryScene, PartieEndScene
from piquet_game.view.table import TableScene

OUT = SHOTS / "parties"
SIZES = [(960, 600), (1280, 800), (1920, 1080)]
SHOWN = ("en", "ru")  # the languages whose screens are kept as pictures
#: names as long as the setup screens let people type, of each seat
NAMES = ("Maximilian", "Bartholomew", "Christabel", "Dorothea")


def played(app, frames: int = 1) -> None:
    """Frames of the game going on between two looks, not drawn (a look draws the
    screen it checks): the window's updates, the computer's moves, the saves."""
    app.draw = lambda *_args, **_kwargs: None
    try:
        tick(app, frames)
    finally:
        del app.draw


class Partie:
    """The screens of one partie, each looked at as it comes: each deal and its
    summary in one of the three sizes in turn, the window resized between deals
    (as a person may resize it at any time); the first summary, a game's end and
    the partie's end in all three."""

    def __init__(self, app, game: str, languages: Sequence[str] = tuple(LANGUAGES)) -> None:
        self.app, self.game = app, game
        self.codes = list(languages)  # the languages each screen is looked at in
        self.problems: list[str] = []
        self.looks = 0
        self.deal = 0  # the deal being played, from 0: its size
        self.shots: set[tuple[str, int, str]] = set()  # (the shot, the width, the language) taken
        self.languages: set[str] = set()  # the languages looked in

    def look(self, where: str, zones, dots=None, shot: str | None = None, every: bool = False) -> None:
        """The screen on top in each language in turn (:meth:`look_in`), from the one
        the window speaks now."""
        codes = self.codes
        first = codes.index(self.app.tr.language) if self.app.tr.language in codes else 0
        for code in codes[first:] + codes[:first]:
            if self.app.tr.language != code:
                self.app.set_language(code)
            self.look_in(where, zones, dots, shot, every)

    def look_in(self, where: str, zones, dots=None, shot: str | None = None, every: bool = False) -> None:
        """The screen on top at the deal's size (``every``: at each, and each screen
        with a ``shot`` so): ``zones()`` its panels there, ``dots()`` where a line
        may end with "..." (or None); a screenshot as ``shot`` the first time
        (English and Russian)."""
        app = self.app
        turn = SIZES[self.deal % len(SIZES)]
        language = app.tr.language
        self.languages.add(language)
        shoot = bool(shot) and language in SHOWN and any((shot, w, language) not in self.shots
                                                         for w, _ in SIZES)
        for w, h in SIZES if every or shoot else [turn]:
            if app.size != (w, h):
                app.resize(w, h)
                played(app, 2)  # a frame or two: the buttons built again for the size (drawn below)
            tag = f"{self.game}-{app.tr.language}-{w}x{h}"
            looked = Looked(app, f"{tag} {where}")
            looked.draw()
            assert looked.lines, f"{tag} {where}: nothing drawn"
            self.problems += looked.check(list(zones()), dots() if dots else None)
            self.looks += 1
            if shoot and (shot, w, language) not in self.shots:  # the first such moment, the whole frame
                self.shots.add((shot, w, language))
                app.draw()
                app.save_screenshot(OUT / f"{tag}-{shot}.png")

    def overlay(self, top, where: str, shot: str | None = None, every: bool = False) -> None:
        """A screen over the table (a summary counted up, an end), at the deal's
        size, or at each (``every``, and the first of each ``shot``)."""
        tally = getattr(top, "tally", None)
        for _ in range(3000):  # a summary counted up, its button shown
            played(self.app)
            if tally is None or tally.done:
                break
        played(self.app, 2)
        self.look(where, lambda: [pygame.Rect(top.panel_rect())], shot=shot, every=every)


def summary_disagrees(summary: DealSummaryScene, table: TableScene,
                      counted: list[tuple[list[int], list[int], int]]) -> list[str]:
    """A deal's summary, counted up, against the side panel beside it: the deal's
    points (the game's own count of it) and the running totals (a game to a target:
    as they stood when it was reached, mid-deal). Kept in ``counted`` for the sheet."""
    sides = len(table.painter.shown_totals())
    deal = summary.deal_shown(sides)
    totals, _label = summary.running(sides)
    problems = []
    where = f"{table.controller.game.variant.name} deal {summary.log.number}'s summary"
    if deal != list(summary.log.scores):
        problems.append(f"{where}: this deal {deal}, the game counted {summary.log.scores}")
    if totals != table.painter.shown_totals():
        problems.append(f"{where}: totals {totals}, the panel {table.painter.shown_totals()}")
    counted.append((deal, totals, summary.game_number()))
    return problems


def sheet_disagrees(sheet: dict, counted: list[tuple[list[int], list[int], int]], variant) -> list[str]:
    """The score sheet at the partie's end against the summaries of its deals: each
    deal's row, and the totals (a match: each game's, as its last deal left them)."""
    where = f"{variant.name} score sheet"
    problems = []
    rows = [list(d[1:]) for d in sheet["deals"]]
    if rows != [deal for deal, _totals, _game in counted]:
        problems.append(f"{where}: deals {rows}, the summaries {[c[0] for c in counted]}")
    if variant.game_targets:
        games = {number: totals for _deal, totals, number in counted}  # each game's last summary
        shown = {k: list(g["totals"]) for k, g in enumerate(sheet["games"], 1)}
        if shown != games:
            problems.append(f"{where}: games {shown}, the summaries {games}")
    elif list(sheet["totals"]) != counted[-1][1]:
        problems.append(f"{where}: totals {sheet['totals']}, the last summary {counted[-1][1]}")
    return problems


def piquet_partie(app, name: str) -> Partie:
    variant = VARIANTS[name]
    n = variant.players
    names = ("You",) + NAMES[1:n]
    game = Game.new(random.Random(17), variant, players=names)
    seats = [Seat.human("You")] + [Seat.computer(1 + s % 2, 30 + s, names[s], seats=n) for s in range(1, n)]
    table = TableScene(app, Controller(game, seats), viewer=0)
    app.stack.replace(table)
    person = make_player(1, 5, n)
    seen = Partie(app, name)
    deals = moves = 0
    counted: list[tuple[list[int], list[int], int]] = []  # each summary's deal, totals, game
    for _ in range(200000):
        top = app.stack.top
        if isinstance(top, PartieEndScene):
            seen.overlay(top, "the partie's end", shot="end", every=True)
            seen.problems += sheet_disagrees(top.sheet, counted, variant)
            return seen
        if isinstance(top, DealSummaryScene):
            deals += 1
            seen.overlay(top, f"deal {deals}'s summary", shot="summary", every=deals == 1)
            seen.problems += summary_disagrees(top, table, counted)
            seen.deal = deals
            top.confirm()
        elif isinstance(top, GameEndScene):
            seen.overlay(top, "a game's end", shot="game-end", every=True)
            top.confirm()
        elif top is table and table.looking():
            table.seen_hand()
        elif top is table and table.my_turn():
            g = table.controller.game
            mid = g.phase is Phase.PLAY and deals == 0 and moves > (10 if n == 2 else 5)
            seen.look(f"deal {deals + 1}, {g.phase.name.lower()}", lambda: table_zones(table),
                      lambda: pygame.Rect(table.layout.commentary.ints()), shot="table" if mid else None)
            table.submit(person.choose(g.view(0), g.legal_actions()))
            moves += 1
        played(app)
    raise AssertionError(f"{name}: the partie never ended")


def ass_partie(app) -> Partie:
    """A game of Ass in the window's language (its table's words are said as the
    events come, in the language of that moment: a game is played in each)."""
    seen = Partie(app, "ass", [app.tr.language])
    start_ass(app, AssRules.make(4, 3), [("You", None)] + [(n, 1) for n in NAMES[1:]], seed=9)
    rng = random.Random(3)
    deals = moves = 0
    for _ in range(200000):
        top = app.stack.top
        if isinstance(top, AssDealEndScene):
            deals += 1
            over = top.table.controller.game.is_over
            seen.overlay(top, f"deal {deals}'s end", shot="end" if over else "summary",
                         every=over or deals == 1)
            if top.table.controller.game.is_over:
                return seen
            seen.deal = deals
            top.next_deal()
        elif isinstance(top, AssPrivacyScene):
            raise AssertionError("one person at the table: no hand-over")
        elif isinstance(top, AssTableScene) and top.my_turn():
            g = top.controller.game

            def zones(t=top):
                w, h = app.size
                return [t.table_rect(), pygame.Rect(w - t.panel_width(), 0, t.panel_width(), h)]

            seen.look(f"deal {deals + 1}, {g.phase.name.lower()}", zones,
                      shot="table" if g.phase is AssPhase.PLAY and g.trick.plays and moves > 4 else None)
            top.act(rng.choice(list(g.legal_actions())))
            moves += 1
        played(app)
    raise AssertionError("the game of Ass never ended")


#: Each game of Piquet once, every screen looked at in the five languages; Ass once
#: in each language.
PARTIES = [(game, "") for game in VARIANTS] + [("ass", code) for code in LANGUAGES]


@pytest.mark.slow
@pytest.mark.parametrize(("game", "code"), PARTIES, ids=[f"{g}-{c}" if c else g for g, c in PARTIES])
def test_every_screen_of_a_whole_partie_fits(piquet_home, game, code):
    app = make_app(size=SIZES[0], animation="off", language=code or "en")
    try:
        seen = ass_partie(app) if game == "ass" else piquet_partie(app, game)
        assert seen.looks > 20 * len(seen.codes)  # the screens were looked at, not skipped
        assert seen.languages == set(seen.codes)
        assert not seen.problems, "\n".join(dict.fromkeys(seen.problems))
    finally:
        app.close()
