"""How a partie of Piquet begins or comes back: a new partie of the game chosen, a
saved one resumed (Ass's: :mod:`piquet_game.ass.view.family`).  Each opens its table by
the table's name (:meth:`piquet_game.view.app.App.scene`)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..ai import LEVELS
from ..controller import Controller, Seat
from ..net.headless import FIRST_DEALERS, host_controller, new_partie
from ..net.host import HostSession
from ..rules import Game
from ..rules.variant import Variant, variant_named
from .net_table import network_name, open_port


def saved_partie(app, mode: str = "computer"):
    """The partie of a kind (against the computer, or two players) its autosave
    holds, to offer for resuming (None: nothing to resume).  A damaged or newer
    save is told once, on the menu."""
    result = app.autosavers[mode].load()
    if result.notice and result.notice not in app.notices:
        app.notices.append(result.notice)
    return result.resumed


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
            fresh.append(Seat.computer(level, master.getrandbits(32), name, seats=variant.players))
    game = Game.new(random.Random(master.getrandbits(64)), variant, players=tuple(s.name for s in fresh))
    controller = Controller(game, fresh)
    viewer = 0 if fresh[0].is_human else 1
    app.stack.replace(app.scene("table", controller, viewer=viewer))


def computer_name(level: int) -> str:
    return LEVELS[level].name


def host_partie(app, port: int | None = None, variant: Variant | str | None = None, first: str = "cut",
                resumed=None, friends: int = 1) -> str:
    """Open the host's table of a partie of Piquet (a new one of ``variant``, the game
    chosen by default, or ``resumed``); "" or why it could not."""
    link = open_port(app, port)
    if isinstance(link, str):
        return link
    name = network_name(app, app.settings.player_name, 1)
    if resumed is not None:
        controller, seat = resumed.controller, resumed.viewer or 0
    else:
        chosen: Variant = (variant_named(variant) if isinstance(variant, str) else
                           variant if variant is not None else app.settings.game())
        game = new_partie(chosen, name, first if first in FIRST_DEALERS else "cut")
        friends = max(1, min(friends, chosen.players - 1))
        level = app.settings.level  # the computer in the seats no friend takes (three or four)
        controller = host_controller(game, Seat.human(name, auto_declare=not app.settings.own_declarations),
                                     friends=friends, level=level,
                                     seed=random.SystemRandom().randrange(1 << 30))
        seat = 0
    session = HostSession(controller, link, seat)  # its invitation's key drawn afresh
    if resumed is not None:
        session.mark_joined()
    app.stack.replace(app.scene("network-host", controller, session))
    return ""
