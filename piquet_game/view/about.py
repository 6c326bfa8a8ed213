"""About Piquet: the version, what it runs on, and where it keeps a person's files."""

from __future__ import annotations

import platform
import re
from importlib import metadata

import pygame

from .. import __version__
from ..i18n import N_
from ..paths import config_dir, data_dir, log_dir
from .backdrop import Backdrop
from .palette import DIM, GOLD, INK


def installed_version(name: str) -> str:
    """A library's version as installed ("" where its metadata is not there)."""
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return ""


def about_rows(tr) -> list[tuple[str, str]]:
    """(what, said) for each row of the About screen, in the words of ``tr``."""
    return [
        (tr("Version"), __version__),
        (tr("Runs on"), " · ".join(part for part in (
            f"Python {platform.python_version()}", f"pygame-ce {pygame.version.ver}",
            f"pygame-gui {installed_version('pygame-gui')}".strip(), platform.system()) if part)),
        (tr("Your saves and kept games"), str(data_dir())),
        (tr("Your settings"), str(config_dir())),
        (tr("Reports of a crash"), str(log_dir())),
        (tr("Fonts"), tr("Noto Sans, under the SIL Open Font License")),
        (tr("Cards and sounds"), tr("drawn and made by the game itself")),
    ]


class AboutScene(Backdrop):
    name = "about"
    title = N_("About Piquet")
    subtitle = N_("The classic French card game for two, three or four")

    def build_ui(self) -> None:
        w, h = self.app.size
        bh = max(34, round(h * 0.055))
        bw = round(min(w * 0.3, bh * 6))
        self.button(((w - bw) // 2, round(h * 0.86), bw, bh), self.tr("Back"), self.back,
                    object_id="@primary")

    def confirm(self) -> bool:
        self.back()
        return True

    def rows_of(self, said: str, fs: int, width: float) -> list[str]:
        """``said`` on at most two rows of ``width``: by words, and a folder's path by its
        folders (no spaces to break at), the end of a long one kept."""
        text = self.app.text
        font = text.font(fs)
        rows = text.wrap(said, fs, round(width))
        if all(font.size(row)[0] <= width for row in rows) and len(rows) <= 2:
            return rows
        rows, row = [], ""
        for part in re.split(r"(?<=[/\\])", said):  # each folder with its separator
            if row and font.size(row + part)[0] > width:
                rows.append(row)
                row = ""
            row += part
        rows.append(row)
        if len(rows) > 2:
            rows = [text.fit(rows[0], fs, width), "…" + "".join(rows[len(rows) - 1:])]
        return [text.fit(r, fs, width) for r in rows]

    def draw_more(self, surface: pygame.Surface, fs: int) -> None:
        w, h = surface.get_size()
        text = self.app.text
        x0, x1 = w * 0.08, w * 0.92
        label_w = (x1 - x0) * 0.34
        y = h * 0.25
        for what, said in about_rows(self.tr):
            words, size = text.fitted(what, fs, label_w - fs, True)
            text.blit(surface, words, size, (x0, y), GOLD, True)
            rows = self.rows_of(said, fs, x1 - x0 - label_w)
            for row in rows:
                text.blit(surface, row, fs, (x0 + label_w, y), INK)
                y += fs * 1.35
            y += fs * 0.5
        note = self.tr("Piquet {version}: to play over the network, both computers need this version.")
        words, size = text.fitted(note.format(version=__version__), round(fs * 0.85), x1 - x0)
        text.blit(surface, words, size, (w / 2, min(y + fs, h * 0.8)), DIM, False, "midtop")


__all__ = ["AboutScene", "about_rows"]
