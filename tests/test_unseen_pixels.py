"""Nothing a seat may not see reaches its screen: at each moment of a deal where the
person at the keyboard is asked to move, and at the deal's summary, the screen is
drawn, every card that seat has not seen is moved elsewhere among the places it
cannot see (the other hands, the talon's unseen cards, the others' discards, draws
and undeclared cards, the stock of Ass; in the game and in the table's sprites),
and the screen drawn again must be the same, pixel for pixel.

In Rubicon Piquet, a table of three (Piquet Normand), a table of four (four-handed
Piquet), Contract Piquet and Ass at four; and at a network guest's table, where the
host's hidden cards are swapped between two updates it sends."""

from __future__ import annotations

import json
import random

import pygame
import pytest
from ui_driver import SHOTS, make_app, tick
from unseen_swap import swap_ass, swap_piquet

from piquet_game.ai import make_player
from piquet_game.ass.rules import AssRules
from piquet_game.ass.view.family import start_ass
from piquet_game.ass.view.table import AssDealEndScene, AssTableScene
from piquet_game.controller import Controller, Seat
from piquet_game.net.host import HostSession
from piquet_game.rules import Game, Phase
from piquet_game.rules.variant import VARIANTS
from piquet_game.view.summary import DealSummaryScene
from piquet_game.view.table import TableScene


def pixels(app) -> bytes:
    app.draw()
    return pygame.image.tobytes(app.screen, "RGB")


def same_with_unseen_swapped(app, table, swapper, where: str) -> int:
    """The screen now, and again with the seat's unseen cards swapped (in the game
    and in the sprites), for three different swaps; how many cards moved."""
    controller = table.controller
    game = controller.game
    before = pixels(app)
    model = getattr(table, "model", None)
    sprites = list(model.sprites) if model is not None else []
    cards = [s.card for s in sprites]
    moved = 0
    for seed in (1, 2, 3):
        swapped, swap = swapper(game, table.viewer, seed)
        moved = max(moved, sum(1 for a, b in swap.mapping.items() if a != b))
        controller.game = swapped
        for sprite in sprites:
            if sprite.card is not None:
                sprite.card = swap.card(sprite.card)
        try:
            after = pixels(app)
        finally:
            controller.game = game
            for sprite, card in zip(sprites, cards, strict=True):
                sprite.card = card
        assert after == before, f"{where}: the screen changed when unseen cards were swapped (seed {seed})"
    assert pixels(app) == before  # restored
    return moved


def settle(app, table) -> None:
    for _ in range(400):
        tick(app)
        if table.model.is_idle() if hasattr(table, "model") else True:
            break


@pytest.mark.parametrize("name", ["rubicon", "normand", "voleur", "contract"])
def test_a_piquet_deal_draws_the_same_whatever_the_unseen_cards(piquet_home, name):
    variant = VARIANTS[name]
    n = variant.players
    names = ("You", "Bea", "Cal", "Dee")[:n]
    app = make_app(size=(1280, 800), animation="off")
    try:
        game = Game.new(random.Random(23), variant, players=names)
        seats = [Seat.human("You")] + [Seat.computer(1, 40 + s, names[s], seats=n) for s in range(1, n)]
        table = TableScene(app, Controller(game, seats), viewer=0)
        app.stack.replace(table)
        person = make_player(1, 7, n)
        looks = moved = 0
        for _ in range(20000):
            top = app.stack.top
            if isinstance(top, DealSummaryScene):
                for _ in range(600):
                    if top.tally.done:
                        break
                    tick(app)
                moved = max(moved, same_with_unseen_swapped(app, table, swap_piquet, f"{name}, the summary"))
                looks += 1
                break
            if top is table and table.looking():
                table.seen_hand()
            elif top is table and table.my_turn():
                g = table.controller.game
                where = f"{name}, deal 1, {g.phase.name.lower()}, move {looks}"
                moved = max(moved, same_with_unseen_swapped(app, table, swap_piquet, where))
                looks += 1
                table.submit(person.choose(g.view(0), g.legal_actions()))
            tick(app)
        assert looks >= 8, f"{name}: looked {looks} times"  # the moments were reached, not skipped
        assert moved >= 10  # cards were swapped (the others' hands at least)
    finally:
        app.close()


def test_a_deal_of_ass_draws_the_same_whatever_the_unseen_cards(piquet_home):
    app = make_app(size=(1280, 800), animation="off")
    try:
        start_ass(app, AssRules.make(4, 3), [("You", None), ("Bea", 1), ("Cal", 1), ("Dee", 1)], seed=5)
        rng = random.Random(3)
        looks = moved = 0
        for _ in range(20000):
            top = app.stack.top
            if isinstance(top, AssDealEndScene):
                moved = max(moved, same_with_unseen_swapped(app, top.table, swap_ass, "Ass, the deal's end"))
                looks += 1
                break
            if isinstance(top, AssTableScene) and top.my_turn():
                g = top.controller.game
                where = f"Ass, {g.phase.name.lower()}, move {looks}"
                moved = max(moved, same_with_unseen_swapped(app, top, swap_ass, where))
                looks += 1
                top.act(rng.choice(list(g.legal_actions())))
            tick(app)
        assert looks >= 4, f"looked {looks} times"
        assert moved >= 8
    finally:
        app.close()


def guest_pixels(app, welcome: dict) -> bytes:
    """The guest's window, its table drawn from the host's ``welcome`` alone (the
    message as it crosses the wire: JSON), as it stands once the table is up."""
    from test_net_protocol import FakeLink

    from piquet_game.net.guest import GuestSession
    from piquet_game.view.network import GuestTableScene

    link = FakeLink()
    session = GuestSession(link, "Guest")
    link.inbox.put(("open",))
    link.inbox.put(("message", json.loads(json.dumps(welcome))))
    session.poll()
    assert session.controller is not None, session.notices
    app.stack.replace(GuestTableScene(app, session))
    tick(app, 3)
    return pixels(app)


@pytest.mark.parametrize("name", ["rubicon", "normand", "contract"])
def test_a_network_guest_is_sent_the_same_whatever_the_unseen_cards(name):
    """A guest's table is drawn from what the host sends it alone (its seat's view,
    the deals' events it saw, the actions offered): at every action of a deal, what
    the host would send the guest is the same, byte for byte, with the cards the
    guest's seat has not seen swapped; and the guest's window, its table drawn from
    each of those messages, shows the same pixels."""
    variant = VARIANTS[name]
    n = variant.players
    names = ("Host", "Guest", "Cal", "Dee")[:n]
    game = Game.new(random.Random(31), variant, players=names)
    guest = 1
    seats = [Seat.human("Host"), Seat(name="Guest", remote=True)] + \
        [Seat.computer(1, 50 + s, names[s], seats=n) for s in range(2, n)]
    controller = Controller(game, seats)
    host = HostSession(controller, link=None, host_seat=0)
    chooser = make_player(1, 9, n)
    dealing = random.Random(4)
    looked = moved = deals = drawn = 0
    screens: set[int] = set()  # the guest's screens met: they follow the partie
    app = make_app(size=(1280, 800), animation="off")
    while game.phase is not Phase.PARTIE_OVER:  # deals to the end (Contract's passed out: dealt again)
        if game.phase is Phase.DEAL and (looked >= 20 or deals >= 8):
            break
        if game.phase is Phase.DEAL:
            game.deal_random(dealing)
            deals += 1
            continue
        welcome = host.welcome(guest)
        sent = json.dumps(welcome, sort_keys=True)
        seen = guest_pixels(app, welcome)
        if len(screens) == 6:  # a table in play, to look at
            app.save_screenshot(SHOTS / "unseen" / f"guest-{name}-1280x800.png")
        screens.add(hash(seen))
        for seed in (1, 2):
            swapped, swap = swap_piquet(game, guest, seed)
            moved = max(moved, sum(1 for a, b in swap.mapping.items() if a != b))
            controller.game = swapped
            try:
                again = host.welcome(guest)
            finally:
                controller.game = game
            where = f"{name}, {game.phase.name.lower()}"
            assert json.dumps(again, sort_keys=True) == sent, f"{where}: another table would be sent"
            assert guest_pixels(app, again) == seen, f"{where}: the guest's window shows another table"
            drawn += 1
        looked += 1
        seat = game.to_move
        game.apply(chooser.choose(game.view(seat), game.legal_actions()), seat)
    app.close()
    assert looked >= 20 and moved >= 10 and drawn >= 40 and len(screens) >= 10
