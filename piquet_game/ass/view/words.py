"""A card of Ass's face on the screens, from the card art's cache (the words of
Ass are :mod:`piquet_game.ass.words`)."""

from __future__ import annotations

import pygame

from ...view import cardart


def ass_face(app, card: int, width: int) -> pygame.Surface:
    """An Ass card's face from the card art's cache."""
    cards = app.cards
    render = cardart.render_ass_face
    return cards._get(width, ("ass-face", card, cards.four_colour, cards.indices),
                      lambda: render(card, width, cards.four_colour, cards.indices))
