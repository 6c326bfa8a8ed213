"""The tables read one object for the seat at the screen, never the game.

The controller hands the view :meth:`~piquet_game.controller.Controller.seen`: the
seat's view, its legal actions and what every seat knows of the partie.  Here the
controller notes every read of its game made from a module of the view while a
deal is played through the window (the table, its input and painters, the
hand-overs, the summary, the score sheet, Ass's table): there must be none.  The
same controller is then read from a module that is not the view, to show the spy
sees reads at all.
"""

from __future__ import annotations

import random
import sys

import pytest
from ui_driver import make_app, make_move, tick

from piquet_game.ass.rules import AssRules
from piquet_game.ass.rules.game import AssGame
from piquet_game.ass.view.table import AssDealEndScene, AssTableScene
from piquet_game.controller import Controller, Seat
from piquet_game.rules import Game
from piquet_game.rules.variant import VARIANTS
from piquet_game.view.privacy import PrivacyScene
from piquet_game.view.summary import DealSummaryScene
from piquet_game.view.table import TableScene


class Watched(Controller):
    """A controller that notes each read of its game from a module of the view."""

    readers: list[str]

    @property  # type: ignore[override]
    def game(self):
        frame = sys._getframe(1)
        module = frame.f_globals.get("__name__", "")
        if module.startswith("piquet_game.view"):
            self.readers.append(f"{module}:{frame.f_lineno} ({frame.f_code.co_name})")
        return self._game

    @game.setter
    def game(self, value) -> None:
        self.readers = getattr(self, "readers", [])
        self._game = value


def test_the_spy_sees_a_read_from_the_view():
    """The spy is not blind: a read made from a module of the view is noted."""
    c = Watched(Game.new(random.Random(1)), [Seat.human("You"), Seat.computer(1, 1)])
    assert c.seen(0).view.seat == 0 and c.readers == []  # the controller's own reads are not the view's
    spoken = {"__name__": "piquet_game.view.table", "c": c}
    exec("c.game.phase", spoken)  # noqa: S102 - a read as a module of the view would make it
    assert c.readers and c.readers[0].startswith("piquet_game.view.table:")


def play_piquet_deal(app, table: TableScene, limit: int = 30000) -> int:
    """Play the deal through the window, as the people at it would; past its summary
    to the next deal's first decision.  How many decisions were made."""
    made = 0
    summed = False
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, PrivacyScene):
            top.confirm()
        elif isinstance(top, DealSummaryScene):
            for _ in range(600):
                if top.tally.done:
                    break
                tick(app)
            app.draw()  # the summary over the table, drawn
            top.confirm()
            summed = True
        elif top is table:
            if table.looking():
                table.seen_hand()
            elif table.my_turn():
                if summed:
                    return made
                make_move(app, table)
                made += 1
                continue
        tick(app)
    raise AssertionError(f"the deal did not end ({made} decisions made)")


@pytest.mark.parametrize("name, people", [("rubicon", 1), ("contract", 1), ("normand", 3), ("voleur", 2)])
def test_a_piquet_table_reads_only_the_seat_screen(piquet_home, name, people):
    variant = VARIANTS[name]
    n = variant.players
    names = ("Ann", "Bea", "Cal", "Dee")[:n]
    app = make_app(size=(1280, 800), animation="off")
    try:
        game = Game.new(random.Random(31), variant, players=names)
        seats = [Seat.human(names[s]) if s < people else Seat.computer(1, 50 + s, names[s], seats=n)
                 for s in range(n)]
        controller = Watched(game, seats)
        table = TableScene(app, controller, viewer=0)
        app.stack.replace(table)
        made = play_piquet_deal(app, table)
        assert made >= 4 * people
        assert controller.readers == [], "the view read the game:\n" + "\n".join(controller.readers[:20])
    finally:
        app.close()


def test_the_table_of_ass_reads_only_the_seat_screen(piquet_home):
    app = make_app(size=(1280, 800), animation="off")
    try:
        rules = AssRules.make(4, 3)
        players = ("Ann", "Bea", "Cal", "Dee")
        game = AssGame.new(rules, players, rng=random.Random(9))
        seats = [Seat.human("Ann"), Seat.human("Bea"), Seat.ass_computer(1, 3, "Cal"),
                 Seat.ass_computer(1, 4, "Dee")]
        controller = Watched(game, seats)
        table = AssTableScene(app, controller)
        app.stack.replace(table)
        rng = random.Random(5)
        made = 0
        for _ in range(30000):
            top = app.stack.top
            if isinstance(top, AssDealEndScene):
                app.draw()
                break
            if isinstance(top, PrivacyScene):
                top.confirm()
            elif top is table and table.my_turn():
                table.act(rng.choice(list(table.seen.legal)))
                made += 1
            tick(app)
        else:
            raise AssertionError("the deal of Ass did not end")
        assert made >= 4
        assert controller.readers == [], "the view read the game:\n" + "\n".join(controller.readers[:20])
    finally:
        app.close()
