"""A hint during the exchange shows the advice and never changes the cards chosen:
the advised discards glow; H again raises them; the Exchange button discards what
is raised, the person's own choice included."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import card_pos, click, click_button, key, make_app, new_table, wait_for_turn

from piquet_game.rules import Phase
from piquet_game.rules.cards import card_name, cards_of


def at_the_exchange(app):
    """A table against the computer, the person to exchange (elder or younger)."""
    for seed in range(1, 20):
        table = new_table(app, seed=seed)
        assert wait_for_turn(app, table) == "turn"
        if table.controller.game.phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            return table
    raise AssertionError("no seed gives the person an exchange")


def advice(table) -> set[int]:
    return set(cards_of(table.controller.hint(table.viewer).action.discard))


@pytest.mark.parametrize("size", [(1280, 800)])
def test_a_hint_never_replaces_the_cards_chosen(piquet_home, size):
    app = make_app(size=size)
    try:
        table = at_the_exchange(app)
        advised = advice(table)
        assert advised
        hand = table.model.hand_cards()
        mine = [c for c in sorted(hand, key=lambda c: -(c & 7)) if c not in advised][:2]  # the highest
        for card in mine:
            click(app, card_pos(table, card))
        assert table.selected == set(mine)
        key(app, pygame.K_h)
        assert table.selected == set(mine)  # the choice stands
        assert set(table.highlights()) == {card_name(c) for c in advised}  # the advice glows
        assert "H again" in table.message
        app.save_screenshot(__import__("ui_driver").SHOTS / "polish" / "hint-exchange-1280x800.png")
        seat = table.viewer
        assert click_button(app, "Exchange 2")
        assert set(cards_of(table.controller.view(seat).discards)) == set(mine)
        assert table.highlights() == ()  # the glow goes with the decision
    finally:
        app.close()


def test_h_again_takes_the_advice(piquet_home):
    app = make_app(size=(1280, 800))
    try:
        table = at_the_exchange(app)
        advised = advice(table)
        hand = table.model.hand_cards()
        other = next(c for c in hand if c not in advised)
        click(app, card_pos(table, other))
        key(app, pygame.K_h)
        assert table.selected == {other}
        key(app, pygame.K_h)  # taken: exactly the cards advised are raised
        assert table.selected == advised
        seat = table.viewer
        assert click_button(app, f"Exchange {len(advised)}")
        assert set(cards_of(table.controller.view(seat).discards)) == advised
    finally:
        app.close()
