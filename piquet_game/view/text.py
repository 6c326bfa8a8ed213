"""Fonts and cached text surfaces (the table redraws every frame; text rarely changes)."""

from __future__ import annotations

import re
from collections import OrderedDict
from importlib import resources

import pygame

from ..common.names import printable
from ..i18n import N_

_FONT_FILES = {False: "NotoSans-Regular.ttf", True: "NotoSans-Bold.ttf"}
#: Where the font is looked for: the game's own copy (assets/fonts, with its licence,
#: the SIL Open Font License), then pygame-gui's (the same Noto Sans, which its buttons use).
_FONT_PACKAGES = ("piquet_game.fonts", "pygame_gui.data")
#: The most characters of one line drawn (a longer one is cut, with "...").
MAX_CHARS = 300
#: The minus sign as the window draws it.  The font (pygame-gui's Noto Sans, for the
#: painted text and the buttons alike) draws U+2212 MINUS SIGN with its hyphen's
#: glyph, so a minus bid would read "7-"; its U+2012 FIGURE DASH is a true minus, as
#: wide as the plus sign and at the height of the plus sign's bar.
MINUS = "\u2012"
_BID_MINUS = re.compile(r"(?<=\d)-")


def call_shown(word: str) -> str:
    """A call or a contract of Contract Piquet as the window shows it, the one place
    a bid's sign is turned for display (records keep ``Call.word``): ``7-`` ->
    "7‒", ``8- doubled`` -> "8‒ doubled", ``8+`` and ``pass`` unchanged."""
    return _BID_MINUS.sub(MINUS, word)


#: What a call that is not a bid is called on its button, and in the bidding box.
CALL_NAMES = {"pass": N_("Pass"), "double": N_("Double"), "redouble": N_("Redouble"),
              "content": N_("Content")}


def call_label(word: str, tr) -> str:
    """A call as the bidding box shows it, in the words of ``tr``: a bid by its
    figures ("8‒"), the other calls as their buttons say them ("Passe" in German)."""
    if word[:1].isdigit():
        return call_shown(word)
    return tr(CALL_NAMES[word]) if word in CALL_NAMES else word


def drawn_minus(text: str) -> str:
    """``text`` as drawn: a minus sign in the glyph that looks like one."""
    return text.replace("\u2212", MINUS) if "\u2212" in text else text


def font_file(size: int, bold: bool = False) -> pygame.font.Font:
    """Noto Sans (Latin and Cyrillic with every accent) at ``size`` pixels: the
    game's own copy, else pygame-gui's, else pygame's default font."""
    for package in _FONT_PACKAGES:
        try:
            path = resources.files(package) / _FONT_FILES[bold]
            with resources.as_file(path) as p:
                return pygame.font.Font(str(p), size)
        except (OSError, FileNotFoundError, ModuleNotFoundError, pygame.error):
            continue
    f = pygame.font.Font(None, size)
    f.set_bold(bold)
    return f


class Text:
    def __init__(self, limit: int = 400) -> None:
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._fitted: dict[tuple, tuple[str, int]] = {}
        self._wrapped: dict[tuple, tuple[str, ...]] = {}
        self.limit = limit

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (max(6, size), bold)
        f = self._fonts.get(key)
        if f is None:
            f = font_file(key[0], bold)
            self._fonts[key] = f
        return f

    def render(self, text: str, size: int, colour: tuple[int, int, int] = (240, 240, 230),
               bold: bool = False) -> pygame.Surface:
        key = (text, size, colour, bold)
        surf = self._cache.get(key)
        if surf is None:
            shown = drawn_minus(text)
            if len(shown) > MAX_CHARS or not shown.isprintable():
                # a line from a file can be anything: never one too long to draw, nor
                # characters a font cannot take (control codes, lone surrogates)
                shown = printable(shown, MAX_CHARS)
            surf = self.font(size, bold).render(shown, True, colour)
            self._cache[key] = surf
            if len(self._cache) > self.limit:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return surf

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Break ``text`` into lines no wider than ``width`` pixels.  Remembered: the
        panels wrap their lines every frame."""
        found = self._remembered(self._wrapped, (text, size, width, bold),
                                 lambda: tuple(self._wrap(text, size, width, bold)))
        return list(found)

    def _wrap(self, text: str, size: int, width: int, bold: bool) -> list[str]:
        font = self.font(size, bold)
        lines: list[str] = []
        for para in text.split("\n"):
            if not para.isprintable():
                para = printable(para)
            line = ""
            # broken at spaces only: a no-break space (French, before a colon) holds
            for word in (w for w in re.split(r"[ \t]+", para) if w):
                if len(word) > MAX_CHARS:
                    word = printable(word, MAX_CHARS)
                trial = f"{line} {word}".strip()
                if line and font.size(drawn_minus(trial))[0] > width:
                    lines.append(line)
                    line = word
                else:
                    line = trial
            lines.append(line)
        return lines

    def fit(self, text: str, size: int, width: float, bold: bool = False) -> str:
        """``text`` cut short with an ellipsis to fit ``width`` pixels."""
        font = self.font(size, bold)
        if font.size(drawn_minus(text))[0] <= width:
            return text
        while text and font.size(drawn_minus(text) + "…")[0] > width:
            text = text[:-1]
        return text.rstrip() + "…"

    def fitted(self, text: str, size: int, width: float, bold: bool = False) -> tuple[str, int]:
        """``text`` in ``size``, or a size down to three quarters of it, that fits
        ``width`` pixels; cut short with an ellipsis if even the smallest does not.
        Remembered: the table asks every frame."""
        def make() -> tuple[str, int]:
            shown, smallest = size, max(6, round(size * 0.75))
            while shown > smallest and self.font(shown, bold).size(drawn_minus(text))[0] > width:
                shown -= 1
            return (self.fit(text, shown, width, bold), shown)

        return self._remembered(self._fitted, (text, size, round(width), bold), make)

    def common_size(self, texts: list[str], size: int, width: float, bold: bool = False) -> int:
        """The one size, from ``size`` down to three quarters of it, in which each of
        ``texts`` fits ``width`` if it can: rows of a table drawn alike."""
        smallest = max(6, round(size * 0.75))
        shown = size
        widest = max(texts, key=lambda t: self.font(size, bold).size(t)[0], default="")
        while shown > smallest and self.font(shown, bold).size(widest)[0] > width:
            shown -= 1
        return shown

    def _remembered(self, store: dict, key: tuple, make):
        """``store[key]``, made by ``make()`` the first time; the oldest forgotten
        past :attr:`limit` entries."""
        found = store.get(key)
        if found is None:
            found = store[key] = make()
            if len(store) > self.limit:
                store.pop(next(iter(store)))
        return found

    def blit(self, surface: pygame.Surface, text: str, size: int, pos: tuple[float, float],
             colour: tuple[int, int, int] = (240, 240, 230), bold: bool = False,
             anchor: str = "topleft") -> pygame.Rect:
        surf = self.render(text, size, colour, bold)
        rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        surface.blit(surf, rect)
        return rect
