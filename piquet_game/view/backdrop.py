"""The backdrop of the menus and the screens beside the table: the cloth and a
title, Esc to go back, Enter to resume a saved partie or begin a new one."""

from __future__ import annotations

import pygame

from ..i18n import N_
from .families import resume_partie, screens_of
from .palette import GOLD, INK
from .scene import Scene


class Backdrop(Scene):
    """A scene drawn on the cloth with a title."""

    title = N_("Piquet")
    subtitle = ""
    keyboard_focus = True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.cloth(), (0, 0))
        w, h = surface.get_size()
        fs = max(16, round(h * 0.028))
        title = self.tr(self.title)
        self.app.text.blit(surface, title, round(fs * 2.6), (w / 2, h * 0.05), GOLD, True, "midtop")
        if self.subtitle:  # on one row, a little smaller if need be (a long offer, long names)
            words, size = self.app.text.fitted(self.tr(self.subtitle), fs, w * 0.96)
            self.app.text.blit(surface, words, size, (w / 2, h * 0.05 + fs * 3.6), INK, False, "midtop")
        self.draw_more(surface, fs)

    def draw_more(self, surface: pygame.Surface, fs: int) -> None:
        pass

    def picture_key(self) -> tuple | None:
        return ()  # its words and buttons change with the events the window draws on

    def back(self) -> None:
        self.app.stack.pop(self)

    # a screen that offers a saved partie (``resumable``): Enter resumes it, or
    # starts a new one (``new_partie``) when there is none
    resumable = None

    def new_partie(self) -> bool:
        """Enter with nothing to resume: the screen's new partie; False if it has none."""
        return False

    def resume_saved(self) -> None:
        if self.resumable is not None:
            resume_partie(self.app, self.resumable)

    def confirm(self) -> bool:
        if self.resumable is not None:
            self.resume_saved()
            return True
        return self.new_partie()

    def cancel(self) -> bool:
        """Esc goes back (the menu itself overrides :meth:`back`: it has nowhere to go)."""
        self.back()
        return True

    def column(self, width_frac: float = 0.36) -> tuple[int, int, int, int]:
        w, h = self.app.size
        bw = round(min(w * width_frac, h * 0.75))
        bh = max(36, round(h * 0.058))
        return (w - bw) // 2, round(h * 0.25), bw, bh


def game_button(scene, rect) -> object:
    """The button that names the game chosen and opens the choice of it."""
    settings = scene.app.settings
    tr = scene.tr
    name, blurb = screens_of(settings.game_kind).chosen(settings, tr)
    return scene.button(rect, tr("Game: {game}").format(game=name),
                        lambda: scene.app.push(scene.app.scene("game-choice")),
                        tooltip=blurb + " " + tr("Click to choose another game."))
