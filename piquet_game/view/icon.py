"""The program's icon, drawn by the game's own card art: the ace of hearts over the
ace of spades, fanned, on a clear square (the window's icon, and the build's icon
files at 16 to 512 pixels).  Small sizes are the ace of hearts alone, upright: two
fanned cards are a blur at 16 pixels."""

from __future__ import annotations

import pygame

from ..rules.cards import parse_card
from .cardart import CARD_ASPECT, render_face

#: The sizes the icon files carry (the build writes each).
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

#: Below this size the icon is one card.
FAN_FROM = 48


def draw_icon(size: int) -> pygame.Surface:
    """The icon, ``size`` pixels square, with an alpha channel (16 to 1024)."""
    if not isinstance(size, int) or not 16 <= size <= 1024:
        raise ValueError(f"an icon is 16 to 1024 pixels square, not {size!r}")
    # drawn at twice the size (cards under 100 pixels at four times), then scaled:
    # smooth edges at every size
    big = size * 2
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    if size < FAN_FROM:
        height = big * 0.98
        width = max(8, round(height / CARD_ASPECT))
        card = render_face(parse_card("AH"), width)
        canvas.blit(card, card.get_rect(center=(big / 2, big / 2)))
    else:
        height = big * 0.80
        width = max(8, round(height / CARD_ASPECT))
        for name, angle, dx in (("AS", 14, -0.13), ("AH", -10, 0.11)):
            card = pygame.transform.rotozoom(render_face(parse_card(name), width), angle, 1.0)
            canvas.blit(card, card.get_rect(center=(big * (0.5 + dx), big * 0.52)))
    return pygame.transform.smoothscale(canvas, (size, size))


__all__ = ["FAN_FROM", "ICON_SIZES", "draw_icon"]
