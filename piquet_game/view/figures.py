"""The court cards' figures, drawn with polygons: a pen in the card's frame, the
king, the queen and the jack, each in its suit's colours (the faces themselves are
laid out in :mod:`piquet_game.view.cardart`)."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

JACK, QUEEN, KING = 4, 5, 6  # the court ranks, as the engine numbers them (7 to ace: 0 to 7)

Colour = tuple[int, int, int]
Point = tuple[float, float]

INK = (34, 30, 38)  # outlines on court figures
GOLD = (226, 174, 46)
SKIN = (250, 214, 180)
CHEEK = (240, 160, 150)
STEEL = (208, 214, 224)
WOOD = (128, 84, 40)


def _quad(p0: Point, p1: Point, p2: Point, n: int = 10) -> list[Point]:
    """Points along a quadratic Bezier curve, excluding the end point."""
    out = []
    for i in range(n):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * t * (1 - t), t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out




class _Pen:
    """Draws onto ``surf`` in units of ``k`` pixels, filling then outlining each shape."""

    def __init__(self, surf: pygame.Surface, k: float, line: float = 0.015) -> None:
        self.surf, self.k = surf, k
        self.lw = max(1, round(line * k))

    def pts(self, points: list[Point]) -> list[Point]:
        return [(x * self.k, y * self.k) for x, y in points]

    def poly(self, fill: Colour | None, points: list[Point], line: Colour | None = INK) -> None:
        p = self.pts(points)
        if fill is not None:
            pygame.draw.polygon(self.surf, fill, p)
        if line is not None:
            pygame.draw.polygon(self.surf, line, p, self.lw)

    def ellipse(self, fill: Colour | None, cx: float, cy: float, rx: float, ry: float,
                line: Colour | None = INK) -> None:
        k = self.k
        rect = pygame.Rect(round((cx - rx) * k), round((cy - ry) * k), round(2 * rx * k), round(2 * ry * k))
        if fill is not None:
            pygame.draw.ellipse(self.surf, fill, rect)
        if line is not None:
            pygame.draw.ellipse(self.surf, line, rect, self.lw)

    def circle(self, fill: Colour | None, cx: float, cy: float, r: float, line: Colour | None = INK) -> None:
        self.ellipse(fill, cx, cy, r, r, line)

    def lines(self, colour: Colour, points: list[Point], width: float | None = None) -> None:
        w = self.lw if width is None else max(1, round(width * self.k))
        pygame.draw.lines(self.surf, colour, False, self.pts(points), w)


def _arc(cx: float, cy: float, rx: float, ry: float, a0: float, a1: float, n: int = 16) -> list[Point]:
    """Points on an ellipse from angle a0 to a1 (degrees, 0 = right, 90 = down)."""
    return [(cx + rx * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
             cy + ry * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]


def _mirror(points: list[Point]) -> list[Point]:
    return [(1 - x, y) for x, y in points]


def _mix(a: Colour, b: Colour, t: float) -> Colour:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


class _Palette:
    """Colours of a court figure: robe in the suit's colour, accents that contrast with it."""

    def __init__(self, suit_colour: Colour) -> None:
        dark = sum(suit_colour) < 120
        self.robe = (52, 54, 72) if dark else suit_colour
        self.robe_light = _mix(self.robe, (255, 255, 255), 0.35)
        bluish = suit_colour[2] > 150 and suit_colour[0] < 100
        self.accent = (190, 38, 48) if bluish else (44, 86, 178)  # never the robe's own colour
        self.jewel = (40, 120, 60) if bluish else (220, 40, 50)


def _robe(pen: _Pen, pal: _Palette, hp: float, neck: float = 0.8) -> None:
    """Robe with rounded shoulders, a cape lined in the accent colour and a gold front."""
    bottom = hp + 0.05
    shoulder = _quad((0.0, 1.0), (0.08, neck + 0.02), (0.34, neck), 12) + [(0.34, neck)]
    pen.poly(pal.robe, shoulder + _mirror(shoulder)[::-1] + [(1.05, bottom), (-0.05, bottom)])
    edge = shoulder[5]
    for side in (lambda p: p, _mirror):
        pen.poly(pal.accent, side(shoulder[:6] + [(0.27, bottom), (-0.05, bottom)]))
        pen.poly(GOLD, side([edge, (edge[0] + 0.035, edge[1] - 0.008), (0.31, bottom), (0.27, bottom)]))
    pen.poly(GOLD, [(0.44, neck), (0.56, neck), (0.59, bottom), (0.41, bottom)])
    y = neck + 0.1
    while y < hp:
        pen.circle(pal.robe, 0.5, y, 0.025)
        y += 0.12


def _arm(pen: _Pen, pal: _Palette, hand: Point, left: bool = False) -> None:
    """A sleeved arm from the shoulder to a hand at ``hand`` (given for the right side)."""
    hx, hy = hand
    side: Callable[[list[Point]], list[Point]] = _mirror if left else (lambda p: p)
    pen.poly(pal.robe_light, side([(0.64, 0.86), (0.8, 0.9), (hx + 0.04, hy - 0.05), (hx - 0.04, hy + 0.03)]))
    pen.poly(GOLD, side([(hx + 0.04, hy - 0.05), (hx + 0.065, hy - 0.02), (hx - 0.015, hy + 0.06),
                         (hx - 0.04, hy + 0.03)]))
    pen.circle(SKIN, *side([(hx, hy + 0.04)])[0], 0.045)


def _face(pen: _Pen, cy: float, rx: float, ry: float, *, lady: bool = False, young: bool = False) -> None:
    """Neck and face: eyes, brows, nose and mouth; rosy cheeks for the queen and the jack."""
    pen.poly(SKIN, [(0.45, cy + ry * 0.6), (0.55, cy + ry * 0.6), (0.56, 0.84), (0.44, 0.84)])
    pen.ellipse(SKIN, 0.5, cy, rx, ry)
    ey = cy - ry * 0.08
    if lady or young:
        pen.circle(CHEEK, 0.5 - rx * 0.55, cy + ry * 0.3, rx * 0.18, None)
        pen.circle(CHEEK, 0.5 + rx * 0.55, cy + ry * 0.3, rx * 0.18, None)
    for dx in (-1, 1):
        ex = 0.5 + dx * rx * 0.38
        pen.ellipse((255, 255, 255), ex, ey, rx * 0.17, ry * 0.09, None)
        pen.circle((40, 60, 110), ex, ey, rx * 0.09, None)
        brow_y = ey - ry * (0.2 if lady else 0.17)
        pen.lines(INK, [(ex - dx * rx * 0.2, brow_y + ry * 0.03), (ex + dx * rx * 0.18, brow_y)])
    nose = [(0.5, ey + ry * 0.08), (0.5 - rx * 0.12, cy + ry * 0.33), (0.5 + rx * 0.05, cy + ry * 0.36)]
    pen.lines(INK, nose)
    mouth = [(0.5 - rx * 0.28, cy + ry * 0.55), (0.5, cy + ry * 0.63), (0.5 + rx * 0.28, cy + ry * 0.55),
             (0.5, cy + ry * 0.7)]
    pen.poly((200, 40, 60) if lady else (170, 60, 60), mouth, None)


def _king(pen: _Pen, pal: _Palette, hp: float) -> None:
    _robe(pen, pal, hp)
    # a sword held upright at the right
    pen.poly(STEEL, [(0.86, 0.07), (0.893, 0.14), (0.893, 0.98), (0.827, 0.98), (0.827, 0.14)])
    pen.lines((150, 156, 170), [(0.86, 0.16), (0.86, 0.96)])
    pen.poly(GOLD, [(0.75, 0.97), (0.97, 0.97), (0.97, 1.015), (0.75, 1.015)])
    pen.poly(WOOD, [(0.84, 1.015), (0.88, 1.015), (0.88, 1.2), (0.84, 1.2)])
    pen.circle(GOLD, 0.86, 1.22, 0.03)
    _arm(pen, pal, (0.86, 1.06))
    # ermine collar
    pen.ellipse((250, 250, 250), 0.5, 0.86, 0.3, 0.075)
    for x in (0.3, 0.4, 0.6, 0.7):
        pen.poly(INK, [(x, 0.84), (x + 0.012, 0.87), (x, 0.9), (x - 0.012, 0.87)], None)
    cy, rx, ry = 0.53, 0.165, 0.19
    hair = (214, 214, 220)
    pen.ellipse(hair, 0.5, cy + 0.02, rx + 0.05, ry + 0.02)
    _face(pen, cy, rx, ry)
    # beard and moustache
    beard = [(0.5 - rx, cy + 0.02)] + _arc(0.5, cy + 0.02, rx, ry * 1.6, 180, 0, 18)[1:]
    beard += [(0.5 + rx * 0.7, cy + 0.02), (0.5 + rx * 0.45, cy + ry * 0.75), (0.5, cy + ry * 0.82),
              (0.5 - rx * 0.45, cy + ry * 0.75), (0.5 - rx * 0.7, cy + 0.02)]
    pen.poly(hair, beard)
    half = [(0.5 + rx * 0.55, cy + ry * 0.5), (0.5 + rx * 0.75, cy + ry * 0.75), (0.5, cy + ry * 0.62)]
    pen.poly(hair, [(0.5, cy + ry * 0.45)] + half + [(1 - x, y) for x, y in half[1::-1]])
    pen.lines(INK, [(0.5 - rx * 0.2, cy + ry * 0.72), (0.5 + rx * 0.2, cy + ry * 0.72)])
    # crown: velvet cap, pointed rim with pearls, jewelled band
    base, band = 0.33, 0.075
    pen.ellipse(pal.robe, 0.5, 0.24, 0.17, 0.12)
    tips = [(0.31, 0.14), (0.405, 0.18), (0.5, 0.09), (0.595, 0.18), (0.69, 0.14)]
    rim = [(0.31, base)]
    for i, t in enumerate(tips):
        rim.append(t)
        if i < len(tips) - 1:
            rim.append(((t[0] + tips[i + 1][0]) / 2, base - 0.08))
    rim.append((0.69, base))
    pen.poly(GOLD, rim)
    for x, y in tips:
        pen.circle((250, 250, 245), x, y - 0.02, 0.025)
    pen.poly(GOLD, [(0.3, base - band), (0.7, base - band), (0.7, base), (0.3, base)])
    pen.circle(pal.accent, 0.5, base - band / 2, 0.028)
    for x in (0.4, 0.6):
        pen.circle(pal.jewel, x, base - band / 2, 0.018)


def _queen(pen: _Pen, pal: _Palette, hp: float) -> None:
    cy, rx, ry = 0.53, 0.155, 0.185
    hair = (104, 58, 30)
    # long hair falling to the shoulders, behind everything
    pen.poly(hair, _arc(0.5, cy, rx + 0.06, ry + 0.04, 180, 360, 16)
             + [(0.5 + rx + 0.09, 0.9), (0.5 - rx - 0.09, 0.9)])
    _robe(pen, pal, hp, neck=0.82)
    # open neckline with a pearl necklace
    pen.poly(SKIN, _arc(0.5, 0.82, 0.14, 0.1, 0, 180, 12))
    for x, y in _arc(0.5, 0.8, 0.12, 0.075, 20, 160, 7):
        pen.circle((252, 252, 248), x, y, 0.016)
    _face(pen, cy, rx, ry, lady=True)
    # fringe
    pen.poly(hair, _arc(0.5, cy - 0.02, rx + 0.01, ry * 0.92, 180, 360, 14)
             + [(0.5 + rx * 0.9, cy - ry * 0.45), (0.5, cy - ry * 0.62), (0.5 - rx * 0.9, cy - ry * 0.45)])
    # rounded crown: a velvet cap in a gold coronet of rounded lobes, each with a pearl
    pen.ellipse(pal.robe, 0.5, 0.27, 0.14, 0.1)
    base, top = 0.37, 0.305
    lobes = [(0.35, 0.045), (0.425, 0.065), (0.5, 0.09), (0.575, 0.065), (0.65, 0.045)]
    rim: list[Point] = [(0.3125, base)]
    for x, lift in lobes:
        rim += _arc(x, top, 0.0375, lift, 180, 360, 8)
    rim.append((0.6875, base))
    pen.poly(GOLD, rim)
    pen.lines(INK, [(0.3125, top), (0.6875, top)])
    for x, lift in lobes:
        pen.circle((252, 252, 248), x, top - lift - 0.012, 0.02)
    pen.circle(pal.accent, 0.5, top - 0.035, 0.022)
    pen.circle(pal.accent, 0.5, (top + base) / 2, 0.02)
    # a flower held up at the left
    pen.lines((40, 130, 50), [(0.2, 1.3), (0.19, 1.05), (0.2, 0.9)], 0.025)
    pen.poly((60, 150, 60), [(0.19, 1.02), (0.08, 0.96), (0.13, 1.06)])
    _arm(pen, pal, (0.8, 1.04), left=True)
    petal = (236, 84, 120) if pal.accent[2] > 100 else (250, 240, 250)
    for x, y in _arc(0.2, 0.87, 0.05, 0.05, -90, 198, 4):
        pen.circle(petal, x, y, 0.042)
    pen.circle(GOLD, 0.2, 0.87, 0.03)


def _jack(pen: _Pen, pal: _Palette, hp: float) -> None:
    _robe(pen, pal, hp)
    pen.poly(GOLD, [(0.33, 0.8), (0.67, 0.8), (0.7, 0.86), (0.5, 0.9), (0.3, 0.86)])
    # a halberd held at the right
    pen.poly(WOOD, [(0.84, 0.12), (0.88, 0.12), (0.88, hp + 0.05), (0.84, hp + 0.05)])
    pen.poly(STEEL, [(0.86, 0.02), (0.885, 0.13), (0.835, 0.13)])
    pen.poly(STEEL, [(0.88, 0.15), (0.95, 0.1), (0.975, 0.2), (0.95, 0.3), (0.88, 0.25)])
    pen.poly(STEEL, [(0.84, 0.17), (0.76, 0.2), (0.84, 0.23)])
    _arm(pen, pal, (0.86, 1.0))
    cy, rx, ry = 0.55, 0.15, 0.17
    hair = (196, 138, 52)
    pen.ellipse(hair, 0.5, cy - 0.01, rx + 0.035, ry + 0.01)
    for dx in (-1, 1):
        pen.circle(hair, 0.5 + dx * (rx + 0.01), cy + ry * 0.45, 0.045)
    _face(pen, cy, rx, ry, young=True)
    pen.poly(hair, _arc(0.5, cy - 0.02, rx + 0.01, ry * 0.9, 180, 360, 12)
             + [(0.5 + rx * 0.8, cy - ry * 0.55), (0.5 - rx * 0.8, cy - ry * 0.55)])
    # a soft cap worn at an angle, plume standing up behind it
    plume = _quad((0.6, 0.33), (0.86, 0.28), (0.83, 0.03)) + _quad((0.83, 0.03), (0.7, 0.2), (0.58, 0.3))
    pen.poly((250, 250, 246), plume)
    pen.lines(INK, _quad((0.6, 0.32), (0.78, 0.24), (0.82, 0.05), 8))
    pen.poly(pal.accent, _arc(0.49, 0.34, 0.2, 0.13, 180, 360, 18) + [(0.71, 0.37), (0.27, 0.37)])
    pen.poly(GOLD, [(0.3, 0.33), (0.69, 0.33), (0.7, 0.39), (0.29, 0.39)])
    pen.circle(pal.robe, 0.38, 0.36, 0.025)


_FIGURES = {JACK: _jack, QUEEN: _queen, KING: _king}
