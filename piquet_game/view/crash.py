"""When something goes wrong: the traceback goes to the log directory, and the
player sees a screen that says what happened and where the log is.

The game in progress was saved after its last action (the autosave), so the menu
offers to resume it; nothing the player did is lost.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from ..common.names import printable
from ..crashlog import write_crash_log
from ..i18n import N_
from .backdrop import Backdrop
from .palette import DIM, ERROR, INK


class CrashScene(Backdrop):
    """Something went wrong: say what, and where the details are."""

    name = "crash"
    title = N_("Something went wrong")

    def __init__(self, app, exc: BaseException, log: Path | None) -> None:
        super().__init__(app)
        said = printable(str(exc), 200)
        self.what = f"{type(exc).__name__}: {said}" if said else type(exc).__name__
        self.log = log

    def build_ui(self) -> None:
        w, h = self.app.size
        bh = max(36, round(h * 0.058))
        bw = round(min(w * 0.3, h * 0.5))
        gap = round(bh * 0.4)
        y = round(h * 0.68)
        self.button(((w - 2 * bw - gap) // 2, y, bw, bh), self.tr("Back to the menu"), self.to_menu,
                    object_id="@primary")
        self.button(((w + gap) // 2, y, bw, bh), self.tr("Quit"), self.app.quit)

    def to_menu(self) -> None:
        self.app.stack.replace(self.app.scene("menu"))

    def confirm(self) -> bool:
        self.to_menu()
        return True

    def cancel(self) -> bool:
        self.to_menu()
        return True

    def draw_more(self, surface: pygame.Surface, fs: int) -> None:
        w, h = surface.get_size()
        text = self.app.text
        width = round(w * 0.8)
        y = h * 0.24
        lines = [
            (self.tr("The game met an error it did not expect and stopped what it was doing."), INK),
            (self.tr("A partie in progress was saved after its last move: the menu offers to resume "
                     "it."), INK),
            (self.what, ERROR),
            (self.tr("The details are in {path}").format(path=self.log) if self.log else
             self.tr("The details could not be written to the log folder; they were printed instead."), DIM),
        ]
        for line, colour in lines:
            for row in text.wrap(line, fs, width):
                text.blit(surface, row, fs, (w / 2, y), colour, False, "midtop")
                y += fs * 1.45
            y += fs * 0.5


__all__ = ["CrashScene", "write_crash_log"]
