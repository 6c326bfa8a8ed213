"""Card faces, backs and shadows, drawn by our own code at whatever size the table needs.

Nothing is loaded from image files: every card is drawn with pygame shapes and the
NotoSans Bold font that ships with pygame-gui, on a surface two or three times the
target size, then smooth-scaled down once.  That keeps cards crisp at every window
size, from 50 px wide cards in a small window to 300 px on a 4K screen.

:class:`CardArt` renders on demand and caches per size; a window resize changes the
width, and the cache keeps only the few most recently used widths.

A card is an int ``suit * 8 + rank`` (see :mod:`piquet_game.rules.cards`).  Card
geometry below is in *card units*: 1.0 is the card's width, its height is 1.4.

The 36-card pack of Ass (:mod:`piquet_game.ass.rules.cards`, ``suit * 9 + rank``, ranks
six to ace) is drawn by the same code: :func:`render_ass_face` gives its seven to
ace exactly Piquet's faces, and its six two columns of three pips; :func:`ass_face`
keeps them in a small cache of their own.
"""

from __future__ import annotations

import functools
import importlib.resources
import math
from collections import OrderedDict

import pygame

from .figures import _FIGURES, GOLD, JACK, Colour, Point, _mix, _Palette, _Pen, _quad

CARD_ASPECT = 1.4
BACKS = ("classic", "lattice")
MAX_WIDTHS = 3  # how many card widths the cache keeps


# ---------------------------------------------------------------------------
# Palette

IVORY = (252, 250, 243)
BORDER = (128, 128, 134)
FRAME_BG = (248, 242, 226)
FRAME_LINE = (52, 58, 96)

SUIT_COLOURS_TWO = ((22, 22, 28), (206, 22, 38), (206, 22, 38), (22, 22, 28))
SUIT_COLOURS_FOUR = ((22, 22, 28), (206, 22, 38), (24, 78, 200), (14, 132, 58))

# ---------------------------------------------------------------------------
# Layout (card units)

CORNER_RADIUS = 0.06
INDEX_CX = 0.14  # centre line of the corner index
INDEX_TOP = 0.055
RANK_H = 0.24  # height of the rank glyph: big enough to read in a tight fan
RANK_MAX_W = 0.23
INDEX_GAP = 0.035
INDEX_PIP = 0.15
INDEX_BOX = (0.27, 0.52)  # the region a corner index may use
PIP_H = 0.15
PIP_COLS = (0.38, 0.5, 0.62)
PIP_TOP, PIP_BOTTOM = 0.19, 1.21
FRAME = (0.26, 0.075, 0.48)  # court frame: left, top, width (bottom mirrors top)

RANK_TEXT = ("7", "8", "9", "10", "J", "Q", "K", "A")
#: The letters of the jack, queen, king and ace in the corner indices, by language:
#: K Q J in English, R D V (roi, dame, valet) in French, K D B (König, Dame, Bube) in
#: German, R D F (re, donna, fante) in Italian, К Д В (король, дама, валет) in Russian.
INDEX_LETTERS = {"en": ("J", "Q", "K", "A"), "fr": ("V", "D", "R", "A"), "de": ("B", "D", "K", "A"),
                 "it": ("F", "D", "R", "A"), "ru": ("В", "Д", "К", "Т")}


#: The six of the 36-card pack, in this module's ranks (0 is the seven): Ass's lowest card.
SIX = -1


def rank_text(rank: int, indices: str = "en") -> str:
    """What a card's corner says of its rank, in the indices of ``indices`` (the six,
    :data:`SIX`, is "6" in every language)."""
    if rank == SIX:
        return "6"
    if rank < 4:
        return RANK_TEXT[rank]
    return INDEX_LETTERS.get(indices, INDEX_LETTERS["en"])[rank - 4]


#: This module's rank of each rank of Ass (0..8 = 6 7 8 9 J Q K T A, the game's order,
#: the ten between the king and the ace: :mod:`piquet_game.ass.rules.cards`).
ASS_RANKS = (SIX, 0, 1, 2, 4, 5, 6, 3, 7)


def ass_rank_text(rank: int, indices: str = "en") -> str:
    """The corner's word for a rank of Ass (0..8 = six, seven, eight, nine, jack, queen,
    king, ten, ace): ``6 7 8 9 J Q K 10 A`` in English, ``6 7 8 9 В Д К 10 Т`` in Russian."""
    return rank_text(ASS_RANKS[rank], indices)


ACE = 7


def card_size(width: int) -> tuple[int, int]:
    """Pixel size of a card ``width`` pixels wide."""
    return (width, round(width * CARD_ASPECT))


def shadow_pad(width: int) -> int:
    """How far :meth:`CardArt.shadow` reaches beyond the card on each side, in pixels.

    Blit the shadow at ``(x - pad + dx, y - pad + dy)`` for a card at ``(x, y)``, with a
    small ``dx, dy`` (say ``pad // 3``) to light the table from the top left.
    """
    return max(2, round(width * 0.06))


def _supersample(width: int) -> int:
    """Drawing scale: 4x for small cards, 2x for large.  (Powers of two: smoothscale
    by 3 loses a little alpha, leaving opaque cards at 253.)"""
    return 4 if width < 100 else 2


# ---------------------------------------------------------------------------
# Suit symbols, as shapes in a unit box (x and y in -0.5..0.5, y down)


def _fit(points: list[Point], y0: float = -0.5, y1: float = 0.5) -> list[Point]:
    """Stretch points to fill x in -0.5..0.5 and y in y0..y1."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    ax, bx, ay, by = min(xs), max(xs), min(ys), max(ys)
    return [((x - ax) / (bx - ax) - 0.5, y0 + (y - ay) / (by - ay) * (y1 - y0)) for x, y in points]


def _heart_curve(n: int = 80) -> list[Point]:
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x, y))
    return pts


def _stem(top_half: float, base_half: float, top: float) -> list[Point]:
    """A flared foot for spades and clubs, from ``top`` down to the bottom of the box."""
    right = _quad((top_half, top), (top_half * 1.2, 0.42), (base_half, 0.5))
    left = _quad((-base_half, 0.5), (-top_half * 1.2, 0.42), (-top_half, top))
    return right + [(base_half, 0.5)] + left + [(-top_half, top)]


def _diamond() -> list[Point]:
    corners = [(0.0, -0.5), (0.5, 0.0), (0.0, 0.5), (-0.5, 0.0)]
    pts: list[Point] = []
    for i in range(4):
        a, b = corners[i], corners[(i + 1) % 4]
        mid = ((a[0] + b[0]) / 2 * 0.86, (a[1] + b[1]) / 2 * 0.86)  # sides curve inwards
        pts += _quad(a, mid, b, 8)
    return pts


# Each suit: (width / height, [("poly", points) | ("circle", (x, y), r)]).
SUIT_SHAPES: tuple[tuple[float, list[tuple]], ...] = (
    (0.92, [("poly", _fit([(x, -y) for x, y in _heart_curve()], -0.5, 0.26)),
            ("poly", _stem(0.05, 0.25, 0.05))]),
    (1.0, [("poly", _fit(_heart_curve()))]),
    (0.78, [("poly", _diamond())]),
    (1.0, [("circle", (0.0, -0.255), 0.245), ("circle", (-0.255, 0.07), 0.245),
           ("circle", (0.255, 0.07), 0.245), ("circle", (0.0, 0.0), 0.14),
           ("poly", _stem(0.055, 0.24, 0.0))]),
)


def draw_suit(surf: pygame.Surface, suit: int, colour: Colour, cx: float, cy: float, height: float,
              flip: bool = False) -> None:
    """Draw a suit symbol ``height`` pixels tall centred on ``(cx, cy)``; ``flip`` turns it 180°."""
    aspect, parts = SUIT_SHAPES[suit]
    w, h = height * aspect, height
    s = -1.0 if flip else 1.0
    for kind, *data in parts:
        if kind == "poly":
            pygame.draw.polygon(surf, colour, [(cx + s * x * w, cy + s * y * h) for x, y in data[0]])
        else:
            (x, y), r = data
            pygame.draw.circle(surf, colour, (cx + s * x * w, cy + s * y * h), r * h)


# ---------------------------------------------------------------------------
# Fonts

_FONTS: dict[int, pygame.font.Font] = {}
_CAP: dict[int, tuple[int, int]] = {}


def _font(size: int) -> pygame.font.Font:
    """NotoSans Bold from pygame-gui at ``size``, or pygame's default font; cached per size."""
    if not pygame.font.get_init():  # pygame was quit and started again: old fonts are dead
        pygame.font.init()
        _FONTS.clear()
    font = _FONTS.get(size)
    if font is None:
        try:
            path = importlib.resources.files("pygame_gui.data") / "NotoSans-Bold.ttf"
            font = pygame.font.Font(str(path), size)
        except (ImportError, OSError, pygame.error):
            font = pygame.font.Font(None, size)
        _FONTS[size] = font
    return font


def _cap(size: int) -> tuple[int, int]:
    """(top, height) of a digit's ink inside a rendered line at ``size``."""
    cap = _CAP.get(size)
    if cap is None:
        r = _font(size).render("8", True, (0, 0, 0)).get_bounding_rect()
        cap = _CAP[size] = (r.y, r.h)
    return cap


def _rank_glyph(text: str, colour: Colour, cap_px: float, max_w: float) -> pygame.Surface:
    """The rank, its digits set tight, scaled so a digit is ``cap_px`` tall; top = cap top."""
    probe = 100
    size = max(6, round(cap_px * probe / _cap(probe)[1]))
    font = _font(size)
    top, cap_h = _cap(size)
    gap = cap_h * 0.06
    inks = []
    for ch in text:
        img = font.render(ch, True, colour)
        inks.append((img, img.get_bounding_rect()))
    width = sum(r.w for _, r in inks) + gap * (len(inks) - 1)
    height = max(r.bottom for _, r in inks) - top
    out = pygame.Surface((math.ceil(width), max(1, height)), pygame.SRCALPHA)
    x = 0.0
    for img, r in inks:
        out.blit(img, (round(x), r.y - top), r)
        x += r.w + gap
    if out.get_width() > max_w:
        out = pygame.transform.smoothscale(out, (round(max_w), out.get_height()))
    return out


# ---------------------------------------------------------------------------
# Drawing in units


# ---------------------------------------------------------------------------
# Court figures.  Each draws the top half of a court card in a panel one unit wide
# and ``hp`` units tall (the divide at the bottom); the card shows it twice, turned.


# ---------------------------------------------------------------------------
# Cards


def _blank(width: int, ss: int) -> tuple[pygame.Surface, float]:
    """A supersampled ivory card with rounded corners and a thin border; returns it and k."""
    w, h = card_size(width)
    surf = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    surf.fill((*BORDER, 0))  # transparent, but edges blend towards the border colour
    k = width * ss
    radius = max(2 * ss, round(CORNER_RADIUS * k))
    rect = surf.get_rect()
    pygame.draw.rect(surf, IVORY, rect, border_radius=radius)
    pygame.draw.rect(surf, BORDER, rect, width=max(ss, round(0.007 * k)), border_radius=radius)
    return surf, k


def _finish(surf: pygame.Surface, width: int) -> pygame.Surface:
    out = pygame.transform.smoothscale(surf, card_size(width))
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        out = out.convert_alpha()
    return out


def _index(rank: int, suit: int, colour: Colour, k: float, indices: str = "en") -> pygame.Surface:
    box = pygame.Surface((round(INDEX_BOX[0] * k), round(INDEX_BOX[1] * k)), pygame.SRCALPHA)
    glyph = _rank_glyph(rank_text(rank, indices), colour, RANK_H * k, RANK_MAX_W * k)
    cx = INDEX_CX * k
    box.blit(glyph, (round(cx - glyph.get_width() / 2), round(INDEX_TOP * k)))
    draw_suit(box, suit, colour, cx, (INDEX_TOP + RANK_H + INDEX_GAP + INDEX_PIP / 2) * k, INDEX_PIP * k)
    return box


def _pip_spots(rank: int) -> list[tuple[float, float]]:
    """(x, y) of each pip of a six to ten, in card units."""
    left, mid, right = PIP_COLS
    top, bottom = PIP_TOP, PIP_BOTTOM
    rows3 = [top, (top + bottom) / 2, bottom]
    rows4 = [top + (bottom - top) * i / 3 for i in range(4)]
    if rank == SIX:  # two columns of three
        return [(x, y) for x in (left, right) for y in rows3]
    if rank <= 1:  # seven, eight: columns of three, one or two in the middle
        spots = [(x, y) for x in (left, right) for y in rows3]
        spots.append((mid, (rows3[0] + rows3[1]) / 2))
        if rank == 1:
            spots.append((mid, (rows3[1] + rows3[2]) / 2))
    else:  # nine, ten: columns of four, one or two in the middle
        spots = [(x, y) for x in (left, right) for y in rows4]
        if rank == 2:
            spots.append((mid, (top + bottom) / 2))
        else:
            spots += [(mid, (rows4[0] + rows4[1]) / 2), (mid, (rows4[2] + rows4[3]) / 2)]
    return spots


def _draw_pips(surf: pygame.Surface, k: float, rank: int, suit: int, colour: Colour, height: float) -> None:
    mid_y = height / 2
    for x, y in _pip_spots(rank):
        draw_suit(surf, suit, colour, x * k, y * k, PIP_H * k, flip=y * k > mid_y + 1)


def _draw_ace(surf: pygame.Surface, k: float, suit: int, colour: Colour, height: float) -> None:
    cx, cy = 0.5 * k, height / 2
    ring = _mix(GOLD, IVORY, 0.15)
    pygame.draw.circle(surf, ring, (cx, cy), 0.255 * k, max(1, round(0.018 * k)))
    pygame.draw.circle(surf, ring, (cx, cy), 0.225 * k, max(1, round(0.006 * k)))
    for a in range(0, 360, 30):
        x, y = cx + 0.285 * k * math.cos(math.radians(a)), cy + 0.285 * k * math.sin(math.radians(a))
        pygame.draw.circle(surf, ring, (x, y), 0.012 * k)
    draw_suit(surf, suit, colour, cx, cy, 0.33 * k)


def _draw_court(surf: pygame.Surface, k: float, rank: int, suit: int, colour: Colour, height: float) -> None:
    fx, fy, fw = (round(v * k) for v in FRAME)
    fh = round(height) - 2 * fy
    half = fh // 2
    panel = pygame.Surface((fw, half), pygame.SRCALPHA)
    panel.fill(FRAME_BG)
    _FIGURES[rank](_Pen(panel, fw), _Palette(colour), half / fw)
    draw_suit(panel, suit, colour, 0.13 * fw, 0.14 * fw, 0.17 * fw)
    surf.blit(panel, (fx, fy))
    surf.blit(pygame.transform.flip(panel, True, True), (fx, fy + fh - half))
    line = max(1, round(0.008 * k))
    pygame.draw.rect(surf, FRAME_LINE, (fx, fy, fw, fh), line)
    pygame.draw.line(surf, FRAME_LINE, (fx, fy + fh / 2), (fx + fw - 1, fy + fh / 2), line)


def render_face(card: int, width: int, four_colour: bool = False, indices: str = "en") -> pygame.Surface:
    """Draw one card face ``width`` pixels wide, its corner indices in the letters of
    ``indices`` (a language; no caching: see :class:`CardArt`)."""
    return _render_face(card & 7, card >> 3, width, four_colour, indices)


def render_ass_face(card: int, width: int, four_colour: bool = False, indices: str = "en") -> pygame.Surface:
    """Draw one card of Ass's 36-card pack (``suit * 9 + rank``, ranks in the game's
    order 6 7 8 9 J Q K T A: see :data:`ASS_RANKS`) as :func:`render_face` draws
    Piquet's: the seven to the ace are the very same faces, the six two columns of
    three pips (no caching: see :func:`ass_face`)."""
    if not isinstance(card, int) or not 0 <= card < 36:
        raise ValueError(f"no such card of Ass: {card!r}")
    return _render_face(ASS_RANKS[card % 9], card // 9, width, four_colour, indices)


@functools.lru_cache(maxsize=4 * 36)
def ass_face(card: int, width: int, four_colour: bool = False, indices: str = "en") -> pygame.Surface:
    """A card of Ass (see :func:`render_ass_face`), rendered once and kept: a small
    cache of its own, the size of the pack drawn four ways (say two widths in two
    styles), that the Piquet cache (:class:`CardArt`) knows nothing of.  The surface
    is shared: blit it, never draw on it."""
    if not isinstance(width, int) or width < 8:
        raise ValueError(f"card width must be an int of at least 8 pixels, not {width!r}")
    return render_ass_face(card, width, four_colour, indices if indices in INDEX_LETTERS else "en")


def _render_face(rank: int, suit: int, width: int, four_colour: bool, indices: str) -> pygame.Surface:
    """A face by rank (0..7 = seven to ace, :data:`SIX` the six) and suit."""
    colour = (SUIT_COLOURS_FOUR if four_colour else SUIT_COLOURS_TWO)[suit]
    ss = _supersample(width)
    surf, k = _blank(width, ss)
    height = surf.get_height()
    if rank == ACE:
        _draw_ace(surf, k, suit, colour, height)
    elif rank >= JACK:
        _draw_court(surf, k, rank, suit, colour, height)
    else:
        _draw_pips(surf, k, rank, suit, colour, height)
    index = _index(rank, suit, colour, k, indices)
    surf.blit(index, (0, 0))
    surf.blit(pygame.transform.flip(index, True, True),
              (surf.get_width() - index.get_width(), height - index.get_height()))
    return _finish(surf, width)


# ---------------------------------------------------------------------------
# Backs


def _masked(pattern: pygame.Surface, radius: int) -> pygame.Surface:
    """The pattern cut to a rounded rectangle."""
    mask = pygame.Surface(pattern.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return pattern


def _lattice(pat: pygame.Surface, k: float) -> None:
    w, h = pat.get_size()
    pat.fill((20, 42, 108))
    step = 0.09 * k
    light, thin = (92, 132, 214), max(1, round(0.012 * k))
    n = int((w + h) / step) + 2
    cx, cy = w / 2, h / 2
    for i in range(-n, n + 1):  # lines through the centre keep the pattern symmetric
        off = i * step
        pygame.draw.line(pat, light, (cx + off - h, cy - h), (cx + off + h, cy + h), thin)
        pygame.draw.line(pat, light, (cx + off + h, cy - h), (cx + off - h, cy + h), thin)
    for i in range(-n, n + 1):
        for j in range(-n, n + 1):
            x, y = cx + (i + j) * step / 2, cy + (j - i) * step / 2
            if -step < x < w + step and -step < y < h + step:
                if (i + j) % 2 == 0:
                    pygame.draw.circle(pat, (226, 234, 252), (x, y), 0.016 * k)
                else:
                    pygame.draw.circle(pat, (44, 72, 150), (x, y), 0.02 * k)
    inset = round(0.035 * k)
    pygame.draw.rect(pat, (20, 42, 108), pat.get_rect(), round(0.03 * k))
    pygame.draw.rect(pat, (226, 234, 252), pat.get_rect().inflate(-2 * inset, -2 * inset),
                     max(1, round(0.01 * k)), border_radius=round(0.03 * k))


def _classic(pat: pygame.Surface, k: float) -> None:
    w, h = pat.get_size()
    field, hatch, gold = (118, 20, 40), (138, 38, 58), (226, 182, 84)
    pat.fill(field)
    step, thin = 0.035 * k, max(1, round(0.005 * k))
    x: float = -h
    while x < w + h:
        pygame.draw.line(pat, hatch, (x, 0), (x + h, h), thin)
        pygame.draw.line(pat, hatch, (x + h, 0), (x, h), thin)
        x += step
    rect = pat.get_rect()
    for inset, lw in ((0.03, 0.014), (0.055, 0.006)):
        r = rect.inflate(-2 * round(inset * k), -2 * round(inset * k))
        pygame.draw.rect(pat, gold, r, max(1, round(lw * k)), border_radius=round(0.025 * k))
    cx, cy = w / 2, h / 2
    for sx in (-1, 1):  # fleurons in the corners
        for sy in (-1, 1):
            fx, fy = cx + sx * (w / 2 - 0.13 * k), cy + sy * (h / 2 - 0.13 * k)
            d = 0.045 * k
            diamond = [(fx, fy - d), (fx + d * 0.7, fy), (fx, fy + d), (fx - d * 0.7, fy)]
            pygame.draw.polygon(pat, gold, diamond)
            pygame.draw.circle(pat, field, (fx, fy), d * 0.25)
    # the medallion
    pygame.draw.circle(pat, (92, 12, 28), (cx, cy), 0.27 * k)
    pygame.draw.circle(pat, gold, (cx, cy), 0.27 * k, max(1, round(0.016 * k)))
    pygame.draw.circle(pat, gold, (cx, cy), 0.235 * k, max(1, round(0.005 * k)))
    for a in range(0, 360, 45):
        ang = math.radians(a)
        ux, uy = math.cos(ang), math.sin(ang)
        petal = []
        for i in range(25):  # out along one side of the petal, back along the other
            t = i / 12 if i <= 12 else (24 - i) / 12
            along = (0.025 + 0.19 * t) * k
            across = (0.045 if i <= 12 else -0.045) * k * math.sin(math.pi * t)
            petal.append((cx + along * ux - across * uy, cy + along * uy + across * ux))
        pygame.draw.polygon(pat, gold if a % 90 == 0 else (196, 120, 70), petal)
    pygame.draw.circle(pat, gold, (cx, cy), 0.05 * k)
    pygame.draw.circle(pat, field, (cx, cy), 0.025 * k)


_BACK_PAINTERS = {"classic": _classic, "lattice": _lattice}


def render_back(back: str, width: int) -> pygame.Surface:
    """Draw one card back ``width`` pixels wide (no caching)."""
    ss = _supersample(width)
    surf, k = _blank(width, ss)
    edge = 2 * round(0.008 * k)
    pygame.draw.rect(surf, (255, 255, 255), surf.get_rect().inflate(-edge, -edge),
                     border_radius=max(2 * ss, round(CORNER_RADIUS * k)))
    margin = round(0.055 * k)
    inner = surf.get_rect().inflate(-2 * margin, -2 * margin)
    pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
    _BACK_PAINTERS[back](pattern, k)
    surf.blit(_masked(pattern, round(0.035 * k)), inner.topleft)
    return _finish(surf, width)


def render_shadow(width: int) -> pygame.Surface:
    """A soft shadow the size of a card plus :func:`shadow_pad` on every side."""
    pad = shadow_pad(width)
    w, h = card_size(width)
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    radius = max(2, round(CORNER_RADIUS * width))
    pygame.draw.rect(surf, (0, 0, 0, 120), (pad, pad, w, h), border_radius=radius)
    surf = pygame.transform.gaussian_blur(surf, max(1, pad * 2 // 3), repeat_edge_pixels=False)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


# ---------------------------------------------------------------------------
# The cache


class CardArt:
    """Card faces, backs and shadows at any width, rendered once and cached per width.

    ``four_colour`` and ``back`` are part of every cache key, so changing them (with
    :meth:`set_style`) serves the new look at once.  The cache keeps only the
    :data:`MAX_WIDTHS` most recently used widths; ``rendered`` counts cache misses.
    """

    def __init__(self, four_colour: bool = False, back: str = "classic", indices: str = "en") -> None:
        if back not in BACKS:
            raise ValueError(f"unknown card back {back!r}; choose one of {BACKS}")
        self.four_colour = bool(four_colour)
        self.back = back
        self.indices = indices if indices in INDEX_LETTERS else "en"
        self.rendered = 0
        self._cache: OrderedDict[int, dict[tuple, pygame.Surface]] = OrderedDict()

    def set_style(self, four_colour: bool | None = None, back: str | None = None,
                  indices: str | None = None) -> None:
        if indices is not None:
            self.indices = indices if indices in INDEX_LETTERS else "en"
        if back is not None:
            if back not in BACKS:
                raise ValueError(f"unknown card back {back!r}; choose one of {BACKS}")
            self.back = back
        if four_colour is not None:
            self.four_colour = bool(four_colour)

    @property
    def style(self) -> tuple[bool, str, str]:
        """The four colours, the back and the corners' letters: what a card looks like."""
        return (self.four_colour, self.back, self.indices)

    def face(self, card: int, width: int) -> pygame.Surface:
        if not 0 <= card < 32:
            raise ValueError(f"no such card: {card!r}")
        return self._get(width, ("face", card, self.four_colour, self.indices),
                         lambda: render_face(card, width, self.four_colour, self.indices))

    def back_surface(self, width: int) -> pygame.Surface:
        return self._get(width, ("back", self.back), lambda: render_back(self.back, width))

    def shadow(self, width: int) -> pygame.Surface:
        return self._get(width, ("shadow",), lambda: render_shadow(width))

    def clear(self) -> None:
        self._cache.clear()

    @property
    def cached_widths(self) -> list[int]:
        """Widths in the cache, least recently used first."""
        return list(self._cache)

    def __len__(self) -> int:
        """How many surfaces are cached."""
        return sum(len(d) for d in self._cache.values())

    def _get(self, width: int, key: tuple, render) -> pygame.Surface:
        if not isinstance(width, int) or width < 8:
            raise ValueError(f"card width must be an int of at least 8 pixels, not {width!r}")
        bucket = self._cache.get(width)
        if bucket is None:
            bucket = self._cache[width] = {}
            while len(self._cache) > MAX_WIDTHS:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(width)
        surf = bucket.get(key)
        if surf is None:
            surf = bucket[key] = render()
            self.rendered += 1
        return surf
