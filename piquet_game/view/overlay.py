"""A screen over the table (a summary, a question, the pause menu): a panel in the
middle of the window, its buttons in a row, the table covered and still updated."""

from __future__ import annotations

from typing import Protocol

import pygame

from .palette import BORDER
from .scene import Scene

CARD = (24, 34, 28)


class CoveredTable(Protocol):
    """A table an overlay is drawn over (a game of Piquet's or of Ass): its
    movements go on beneath the overlay."""

    def update_covered(self, dt: float) -> None: ...


class Overlay(Scene):
    """A panel in the middle of the window over a darkened table."""

    opaque = False
    shade = 150
    keyboard_focus = True
    table: CoveredTable | None  # the subclasses say which table they are drawn over

    def __init__(self, app, table: CoveredTable | None = None) -> None:
        super().__init__(app)
        self.table = table
        self._shade: pygame.Surface | None = None

    def panel_rect(self) -> pygame.Rect:
        w, h = self.app.size
        pw, ph = round(min(w * 0.62, h * 1.05)), round(h * 0.78)
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def draw_panel(self, surface: pygame.Surface) -> pygame.Rect:
        size = surface.get_size()
        if self._shade is None or self._shade.get_size() != size:
            self._shade = pygame.Surface(size, pygame.SRCALPHA)
            self._shade.fill((0, 0, 0, self.shade))
        surface.blit(self._shade, (0, 0))
        r = self.panel_rect()
        pygame.draw.rect(surface, CARD, r, border_radius=14)
        pygame.draw.rect(surface, BORDER, r, width=2, border_radius=14)
        return r

    def fs(self) -> int:
        return max(14, round(self.app.size[1] * 0.024))

    def picture_key(self) -> tuple | None:
        return ()  # its words and buttons change with the events the window draws on

    def row_widths(self, texts: list[str]) -> tuple[list[int], int]:
        """The widths of a row of buttons with these words, and the gap between them:
        each as wide as its words need (in the bold of the main one), the row within
        the panel."""
        r = self.panel_rect()
        h = max(34, round(self.app.size[1] * 0.052))
        gap = round(h * 0.4)
        w = round(min(r.w * 0.4, h * 6, (r.w * 0.92 - (len(texts) - 1) * gap) / max(1, len(texts))))
        font = self.app.ui.get_theme().get_font(["@primary", "button"])
        widths = [max(w, font.size(text)[0] + round(h * 0.6)) for text in texts]
        room = r.w * 0.94 - (len(texts) - 1) * gap
        if sum(widths) > room:
            widths = [round(k * room / sum(widths)) for k in widths]
        return widths, gap

    def button_row(self, labels: list[tuple[str, object, str | None]]) -> None:
        """A row of buttons centred at the panel's foot, sized by :meth:`row_widths`."""
        r = self.panel_rect()
        h = max(34, round(self.app.size[1] * 0.052))
        widths, gap = self.row_widths([text for text, _action, _oid in labels])
        total = sum(widths) + (len(labels) - 1) * gap
        x = r.centerx - total // 2
        y = r.bottom - h - round(h * 0.5)
        for (text, action, oid), bw in zip(labels, widths, strict=True):
            self.button((x, y, bw, h), text, action, object_id=oid)  # type: ignore[arg-type]
            x += bw + gap

    def update(self, dt: float) -> None:
        if self.table is not None:
            self.table.update_covered(dt)
