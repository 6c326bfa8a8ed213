"""How a partie begins or comes back: a new partie of the game chosen, a saved one
resumed, a game of Ass left in the middle offered again.  Each opens its table by
the table's name (:meth:`piquet_game.view.app.App.scene`)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from ..ai import LEVELS
from ..ass import AssGame, AssRules
from ..ass.trick import READING
from ..controller import Controller, Seat
from ..i18n import say
from ..rules import Game
from ..rules.variant import Variant
from ..store.ass_store import AssAutosaver
from .ass_words import rules_words


def saved_partie(app, mode: str = "computer"):
    """The partie of a kind (against the computer, or two players) its autosave
    holds, to offer for resuming (None: nothing to resume).  A damaged or newer
    save is told once, on the menu."""
    result = app.autosavers[mode].load()
    if result.notice and result.notice not in app.notices:
        app.notices.append(result.notice)
    return result.resumed


class SavedAss:
    """A game of Ass left in the middle, offered as a saved partie is: what the menu
    and the question before a new game say of it, and its controller."""

    def __init__(self, controller: Controller) -> None:
        self.controller = controller

    def offer(self, tr) -> str:
        return tr("Resume the game you left: {game}").format(game=rules_words(self.controller.game.rules, tr))


def saved_ass(app) -> SavedAss | None:
    """The game of Ass its autosave holds (None: nothing to resume); a damaged save
    told once."""
    controller, notice = AssAutosaver().load()
    if notice:
        said = say(notice, app.tr)
        if said not in app.notices:
            app.notices.append(said)
    return SavedAss(controller) if controller is not None else None


def start_game(app, seats: Sequence[tuple[str, int | None]], seed: int | None = None,
               confirmed: bool = False, variant: Variant | None = None) -> None:
    """A new partie of ``variant`` (by default the game chosen in the settings, with
    its options): ``seats`` are (name, level), level None for a person.  A saved
    partie of the same kind is not given up without asking: the player confirms
    first (one against the computer and one between two players both wait)."""

    if variant is None:
        variant = app.settings.game()
    if not confirmed:
        mode = "two-players" if sum(level is None for _, level in seats) >= 2 else "computer"
        saved = saved_partie(app, mode)
        if saved is not None:
            app.push(app.scene("abandon", saved, lambda: start_game(app, seats, seed, confirmed=True,
                                                                 variant=variant)))
            return
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 30)
    master = random.Random(seed)
    fresh: list[Seat] = []
    for name, level in seats:
        if level is None:
            fresh.append(Seat.human(name, auto_declare=not app.settings.own_declarations))
        else:
            fresh.append(Seat.computer(level, master.getrandbits(32), name))
    game = Game.new(random.Random(master.getrandbits(64)), variant, players=tuple(s.name for s in fresh))
    controller = Controller(game, fresh)
    viewer = 0 if fresh[0].is_human else 1
    app.stack.replace(app.scene("table", controller, viewer=viewer))


def computer_name(level: int) -> str:
    return LEVELS[level].name


def start_ass(app, rules: AssRules, seats: Sequence[tuple[str, int | None]], seed: int | None = None) -> None:
    """A new game of Ass with these seats ((name, level), level None for a person),
    played by today's reading of the rules of tricks (the rules of a game resumed
    from before the amendment, played again, keep their options alone)."""
    rules = dataclasses.replace(rules, reading=READING)
    master = random.Random(seed)
    fresh = []
    for name, level in seats:
        if level is None:
            fresh.append(Seat.human(name))
        else:
            fresh.append(Seat.ass_computer(level, master.getrandbits(32), name))
    game = AssGame.new(rules, tuple(s.name for s in fresh), rng=random.Random(master.getrandbits(64)))
    controller = Controller(game, fresh)  # type: ignore[arg-type]
    app.stack.replace(app.scene("ass-table", controller))
