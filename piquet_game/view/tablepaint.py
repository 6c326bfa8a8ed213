"""Drawing the table: the cloth, the cards, the labels, the score panel.

Everything is drawn from the :class:`TableModel` and the layout of the moment.
Surfaces that do not change from frame to frame (the cloth, card faces, the dimming
veil) are cached per window size, so a frame is mostly blits.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Protocol

import pygame

from ..ai import LEVELS
from ..rules import Phase, parse_card
from ..rules.deal import play_order
from ..variant_words import deal_words, target_words
from .layout import BOTTOM, LEFT, RIGHT, TOP
from .match_words import game_title, games_played
from .palette import DIM, ERROR, GOLD, INK
from .text import call_label, call_shown

if TYPE_CHECKING:
    from ..commentary import Line
    from ..i18n import Translator
    from ..rules import Game
    from .app import App
    from .layout import TableLayout
    from .table_model import TableModel


class PaintedScene(Protocol):
    """What the painter reads of the scene it draws: a table being played, or one
    replayed (piquet_game.view.replay.ReplayScene)."""

    app: App
    model: TableModel
    layout: TableLayout
    teach_lines: list[str]
    message: str
    focus: int
    drag: dict | None
    clock: float

    @property
    def names(self) -> tuple[str, ...]: ...
    @property
    def lines(self) -> Sequence[Line]: ...
    @property
    def tr(self) -> Translator: ...
    @property
    def game(self) -> Game: ...
    @property
    def not_saved(self) -> str: ...
    def my_turn(self) -> bool: ...
    def is_idle(self) -> bool: ...
    def prompt(self) -> str: ...
    def legal_cards(self) -> set[int]: ...
    def highlights(self) -> tuple[str, ...]: ...
    def pulses(self) -> bool: ...
    def showing_auction(self) -> bool: ...
    def panel_buttons_top(self) -> float: ...

CLOTH = {
    "green": ((34, 102, 62), (14, 52, 32)),
    "blue": ((30, 72, 118), (12, 32, 60)),
    "claret": ((112, 34, 48), (54, 14, 22)),
}
DIM_TEXT = DIM
PANEL = (22, 30, 25)
CALLOUT_FADE = 0.4  # seconds a callout takes to fade out at the end of its time
#: A highlight's glow pulses between these opacities, in this many steps each way: a
#: step is too small to see, and the table is drawn again only when the step changes.
GLOW_LOW, GLOW_HIGH, GLOW_STEPS = 50, 110, 15


def glow_alpha(clock: float) -> int:
    """The opacity of a highlight's glow ``clock`` seconds after the table opened (a
    pulse of about 1.6 s)."""
    step = round(GLOW_STEPS * (0.5 + 0.5 * math.sin(clock * 4.0)))
    return GLOW_LOW + step * (GLOW_HIGH - GLOW_LOW) // GLOW_STEPS


TEACH = (214, 232, 255)
SPOKEN = frozenset(
    (
        "announce",
        "ask",
        "tiebreak",
        "answer",
        "blanche",
        "point",
        "sequence",
        "set",
        "repique",
        "pique",
        "lead",
        "win",
        "last",
        "cards",
        "capot",
        "call",
        "overtricks",
        "undertricks",
    )
)


def cloth(
    size: tuple[int, int], colours: tuple[tuple[int, int, int], tuple[int, int, int]]
) -> pygame.Surface:
    """A felt with a soft light in the middle: drawn small, smoothly scaled up."""
    small = pygame.image.frombytes(felt_pixels(colours), FELT_SIZE, "RGB")
    return pygame.transform.smoothscale(small, size)


#: The felt's own size, before it is scaled to the window.
FELT_SIZE = (96, 60)


@lru_cache(maxsize=8)
def felt_pixels(colours: tuple[tuple[int, int, int], tuple[int, int, int]]) -> bytes:
    """The felt's pixels (RGB rows), from ``inner`` in the light to ``outer`` at the
    edges: worked out once a colour, and first while the menu shows
    (:meth:`App._warm`), not in the table's first frame."""
    w, h = FELT_SIZE
    (r0, g0, b0), (r1, g1, b1) = colours
    dr, dg, db = r1 - r0, g1 - g0, b1 - b0
    cx, cy = w * 0.42, h * 0.5
    out = bytearray()
    for y in range(h):
        dy = ((y - cy) / (h * 0.7)) ** 2
        for x in range(w):
            d = min(1.0, (((x - cx) / (w * 0.62)) ** 2 + dy) ** 0.5)
            t = d * d
            out += bytes((round(r0 + dr * t), round(g0 + dg * t), round(b0 + db * t)))
    return bytes(out)


class TablePainter:
    def __init__(self, scene: PaintedScene) -> None:
        self.scene = scene
        self._veil: dict[int, pygame.Surface] = {}

    def relayout(self) -> None:
        self._veil.clear()

    @property
    def app(self):
        return self.scene.app

    def veil(self, width: int, height: int) -> pygame.Surface:
        surf = self._veil.get(width)
        if surf is None:
            surf = pygame.Surface((width, height), pygame.SRCALPHA)
            pygame.draw.rect(surf, (10, 20, 14, 120), surf.get_rect(), border_radius=max(3, width // 14))
            self._veil[width] = surf
        return surf

    # ------------------------------------------------------------------ frame

    def draw(self, surface: pygame.Surface) -> set[int]:
        surface.blit(self.app.cloth(), (0, 0))
        self.draw_labels(surface)
        faces = self.draw_cards(surface)
        scene = self.scene
        if getattr(scene, "showing_auction", None) is not None and scene.showing_auction():
            self.draw_bidding_box(surface)  # the auction: its box in the commentary's place
        elif getattr(scene, "callout", None) is not None and not scene.my_turn():
            self.draw_callout(surface)  # in the commentary's place while it lasts (not a prompt's)
        else:
            self.draw_commentary(surface)
        self.draw_panel(surface)
        self.draw_highlights(surface, self.scene.highlights(), self.scene.clock)
        return faces

    def draw_cards(self, surface: pygame.Surface) -> set[int]:
        scene, model, lay = self.scene, self.scene.model, self.scene.layout
        art = self.app.cards
        cw, ch = lay.card_w, lay.card_h
        shadow = art.shadow(cw)
        legal = scene.legal_cards()
        playing = bool(legal)
        hand = model.zones["hand0"]
        focus_sprite = hand[scene.focus] if scene.my_turn() and 0 <= scene.focus < len(hand) else None
        drag = scene.drag if scene.drag and scene.drag.get("moved") else None
        faces: set[int] = set()
        for sp, where in model.draw_order():
            if drag is not None and sp.card == drag["card"] and where[0] == "hand0":
                x, y = drag["pos"]
            else:
                x, y = model.position(sp, where)
            face = sp.shows_face
            # a pile of tricks at three or four is of smaller cards: drawn at its own
            # width when resting there, scaled on the way to it
            size = model.size_scale(sp, where)
            sw = cw if size > 0.999 else max(1, round(cw * size))
            resting = size > 0.999 or abs(size - lay.card_scale(where[0])) < 1e-3
            if face and sp.card is not None:
                surf = art.face(sp.card, sw if resting else cw)
                faces.add(sp.card)
            else:
                surf = art.back_surface(sw if resting else cw)
            if resting:
                card_shadow = shadow if sw == cw else art.shadow(sw)
            else:  # on its way between sizes
                surf = pygame.transform.smoothscale(surf, (sw, max(1, round(ch * size))))
                sized = (max(1, round(shadow.get_width() * size)), max(1, round(shadow.get_height() * size)))
                card_shadow = pygame.transform.smoothscale(shadow, sized)
            scale = model.flip_scale(sp)
            if scale < 0.999:
                surf = pygame.transform.smoothscale(surf, (max(1, round(sw * scale)), surf.get_height()))
            rect = surf.get_rect(center=(round(x), round(y)))
            spad = (card_shadow.get_width() - sw) // 2
            surface.blit(card_shadow, (rect.x - spad + round(sw * 0.02), rect.y - spad + round(sw * 0.04)))
            surface.blit(surf, rect)
            if playing and where[0] == "hand0" and sp.card not in legal:
                surface.blit(self.veil(cw, ch), rect)
            if sp is focus_sprite:
                pygame.draw.rect(
                    surface, GOLD, rect.inflate(4, 4), width=max(2, cw // 40), border_radius=max(3, cw // 12)
                )
        return faces

    def draw_labels(self, surface: pygame.Surface) -> None:
        """The seats' names, and whose each pile is: each label clear of every card
        and of a lesson's highlight around them, shrunk (or cut short) to its room."""
        scene, model, lay = self.scene, self.scene.model, self.scene.layout
        if model.seats > 2:
            self.draw_round_labels(surface)
            return
        text = self.app.text
        fs = lay.font_px
        small = round(fs * 0.85)
        m, cw, ch = lay.margin, lay.card_w, lay.card_h
        ring = lay.ring  # how far a highlight reaches out of its cards
        hand_left = lay.hand_left()
        hand_right = lay.hand_right()
        for side, seat in ((BOTTOM, model.bottom), (TOP, 1 - model.bottom)):
            role = scene.tr("dealer") if seat == model.dealer else scene.tr("elder")
            label = f"{scene.names[seat]} · {role}"
            if side == TOP:
                words, size = text.fitted(label, fs, lay.table_w - 2 * m, True)
                y = min(lay.position("hand1", i, 12)[1] for i in (0, 11)) - ch / 2 - ring  # the fan's ends
                text.blit(surface, words, size, (lay.center_x, y), INK, True, "midbottom")
            else:  # in the corner, right of the fullest hand
                words, size = text.fitted(label, fs, lay.table_w - 2 * m - hand_right - ring, True)
                text.blit(surface, words, size, (lay.table_w - m, lay.height - m), INK, True, "bottomright")
            won = model.zones[f"won{side}"]
            if won:  # below the pile at the bottom, above it at the top, right of the commentary
                wx, wy = lay.position(f"won{side}", 0, len(won))
                left, right = lay.commentary.right + m / 2, lay.table_w - m
                words, size = text.fitted(self.tricks_label(seat, len(won) // 2), small, right - left)
                width = text.font(size).size(words)[0]
                x = max(left + width / 2, min(right - width / 2, wx))
                off = ch / 2 + ring
                text.blit(surface, words, size, (x, wy + off if side == BOTTOM else wy - off), DIM_TEXT,
                          False, "midtop" if side == BOTTOM else "midbottom")
            discards = model.zones[f"discard{side}"]
            if discards:  # above the pile, left of the hand (the bar of buttons begins there)
                dx, dy = lay.position(f"discard{side}", 0, len(discards))
                words, size = text.fitted(self.discards_label(seat), small,
                                          hand_left - ring - (dx - cw / 2))
                text.blit(surface, words, size, (dx - cw / 2, dy - ch / 2 - ring), DIM_TEXT, False,
                          "bottomleft")
        if model.zones["talon"] or model.zones["spread"]:
            _, ty = lay.position("talon", 0, 8)
            text.blit(surface, self.talon_label(), small, (m, ty - ch / 2 - ring), DIM_TEXT, False,
                      "bottomleft")

    def talon_label(self) -> str:
        """What the cards left after the deal are: the talon (shown, when the game
        shows what nobody took), or in a game without an exchange (Contract Piquet)
        cards nobody plays, not a talon."""
        tr = self.scene.tr
        if not self.scene.game.variant.exchange:
            return tr("Not dealt")
        return tr("Talon (shown)") if self.scene.model.rest_shown else tr("Talon")

    def seat_label(self, seat: int, short: bool = False, brief: int = 0) -> str:
        """A seat at a table of three or four: its name, the computer's level, its
        role in the deal (dealer, first hand, partner) and its side's total.
        ``brief``: 1 without the level, 2 without the total as well (where the
        whole does not fit: the panel says both)."""
        scene, model = self.scene, self.scene.model
        name = scene.names[seat]
        seats = getattr(scene.controller, "seats", None) if hasattr(scene, "controller") else None
        level = seats[seat].level if seats is not None and not brief else None
        if level is not None:
            if LEVELS[level].name != name:
                name = f"{name} ({scene.tr(LEVELS[level].name)})"
        words = [name]
        tr = scene.tr
        if seat in model.left:
            words.append(tr("left") if short else tr("left the table"))
        else:
            at = model.at_table()
            if seat == model.dealer:
                words.append(tr("dealer"))
            elif model.dealer in at and play_order(model.dealer, at)[0] == seat:
                words.append(tr("first hand"))
            partners = scene.game.variant.partnerships
            if partners and seat != model.bottom and model.side_of(seat) == model.side_of(model.bottom):
                words.append(tr("partner"))
        if brief < 2:
            totals = self.shown_totals()
            words.append(str(totals[model.side_of(seat)]))
        return " · ".join(words)

    def fitting_label(self, seat: int, size: int, room: float, short: bool = False) -> tuple[str, int]:
        """A seat's label (bold) in ``room``: whole if it fits, a little smaller if
        need be; else without the computer's level, then without the total."""
        text = self.app.text
        smallest = round(size * 0.8)
        for brief in (0, 1):
            said = self.seat_label(seat, short, brief)
            if text.font(smallest, True).size(said)[0] <= room:
                return text.fitted(said, size, room, True)
        return text.fitted(self.seat_label(seat, short, 2), size, room, True)

    def draw_round_labels(self, surface: pygame.Surface) -> None:
        """Three or four at the table: each seat's label above its cards (the
        bottom's in the corner, as at two), and whose each pile is."""
        scene = self.scene
        model, lay = scene.model, scene.layout
        text = self.app.text
        fs = lay.font_px
        small = round(fs * 0.85)
        m, cw, ch = lay.margin, lay.card_w, lay.card_h
        ring = lay.ring
        y_top = lay.top_y - ch / 2 - ring  # above the cards at the top and at the sides
        places = {model.side(s): s for s in range(model.seats)}
        top_w = 0.0
        if TOP in places:
            words, size = self.fitting_label(places[TOP], fs, lay.table_w * 0.44)
            top_w = text.font(size, True).size(words)[0]
            text.blit(surface, words, size, (lay.center_x, y_top), INK, True, "midbottom")
        elif model.zones["talon"] or model.zones["spread"]:  # the talon's label there instead
            top_w = text.font(small).size(self.talon_label())[0]
        room = (lay.table_w - top_w) / 2 - 2 * m if top_w else lay.table_w / 2 - 2 * m
        for place, anchor, x in ((LEFT, "bottomleft", m), (RIGHT, "bottomright", lay.table_w - m)):
            if place in places:
                seat = places[place]
                colour = DIM_TEXT if seat in model.left else INK
                words, size = self.fitting_label(seat, fs, room)
                text.blit(surface, words, size, (x, y_top), colour, True, anchor)
        # the bottom's label in the corner at the right; where nobody sets cards aside
        # (four at the table) at the left, which has more room beside a hand of eight
        at_left = not scene.game.variant.exchange
        room = lay.hand_left() - m - ring if at_left else lay.table_w - 2 * m - lay.hand_right() - ring
        words, size = self.fitting_label(model.bottom, fs, room, short=True)
        colour = DIM_TEXT if model.bottom in model.left else INK
        text.blit(surface, words, size, (m, lay.height - m) if at_left else (lay.table_w - m, lay.height - m),
                  colour, True, "bottomleft" if at_left else "bottomright")
        for place, seat in places.items():
            won = model.zones[f"won{place}"]
            if won:  # above each pile (its top card), from its outer edge inwards
                wx, wy = lay.position(f"won{place}", len(won) - 1, len(won))
                scale = lay.card_scale("won0")
                said = self.tricks_label(seat, model.tricks_won[seat])
                words, size = text.fitted(said, small, 2.6 * cw)
                outer = place in (LEFT, TOP)  # the piles at the left: the label's left edge on theirs
                edge = wx - cw * scale / 2 if outer else wx + cw * scale / 2
                text.blit(surface, words, size, (edge, wy - ch * scale / 2 - ring), DIM_TEXT, False,
                          "bottomleft" if outer else "bottomright")
        discards = model.zones["discard0"]
        if discards:
            dx, dy = lay.position("discard0", 0, len(discards))
            hand_left = lay.hand_left()
            room = hand_left - ring - (dx - cw / 2)
            words, size = text.fitted(self.discards_label(model.bottom), small, room)
            text.blit(surface, words, size, (dx - cw / 2, dy - ch / 2 - ring), DIM_TEXT, False, "bottomleft")
        if model.zones["talon"] or model.zones["spread"]:
            cards = model.zones["talon"] or model.zones["spread"]
            x0 = min(lay.position("talon", i, len(cards))[0] for i in range(len(cards)))
            label = self.talon_label()
            if TOP not in places:  # above it, where a seat at the top would be named
                text.blit(surface, label, small, (lay.center_x, y_top), DIM_TEXT, False, "midbottom")
            else:
                text.blit(surface, label, small, (x0 - cw / 2 - m, lay.top_y), DIM_TEXT, False, "midright")

    def who(self, seat: int) -> str:
        """A seat's name, "You" for the person at the keyboard."""
        return self.scene.tr("You") if seat == getattr(self.scene, "viewer", None) else self.scene.names[seat]

    def mine(self, seat: int) -> bool:
        """Whether ``seat`` is spoken of as "your" (the person at the keyboard, or a
        player named "You" in a replay)."""
        name = self.scene.names[seat]
        return seat == getattr(self.scene, "viewer", None) or name.strip().lower() == "you"

    def tricks_label(self, seat: int, count: int) -> str:
        """Whose a pile of tricks is, and how many: "Your tricks: 3", "Ben's tricks: 2"."""
        tr = self.scene.tr
        if self.mine(seat):
            return tr("Your tricks: {n}").format(n=count)
        return tr("{name}'s tricks: {n}").format(name=self.scene.names[seat], n=count)

    def discards_label(self, seat: int) -> str:
        """Whose cards set aside these are: "Your discards", "Ben's discards"."""
        tr = self.scene.tr
        if self.mine(seat):
            return tr("Your discards")
        return tr("{name}'s discards").format(name=self.scene.names[seat])

    def draw_commentary(self, surface: pygame.Surface) -> None:
        """The message, or the last line said and the prompt: each wrapped inside
        the commentary's area, never cut at its edges."""
        scene, lay = self.scene, self.scene.layout
        r = lay.commentary
        fs = round(lay.font_px * 1.15)
        y = r.y + r.h / 2
        if scene.message:
            self.centred(surface, scene.message, fs, ERROR, True, y, 3)
            return
        prompt = scene.prompt()
        last = scene.lines[-1] if scene.lines else None
        if last is not None and (not prompt or not scene.is_idle() or last.kind in ("deal-end",)):
            self.centred(surface, self.said(last), fs, INK, True, y, 3)
        elif prompt:
            size, rows = self.rows(prompt, fs, True)
            small = round(fs * 0.85)
            said = self.said(last) if last is not None else ""
            said_size, said_rows = self.rows(said, small, False) if said else (small, [])
            step = max(said_size * 1.25, self.line_height(said_size, False))
            h1 = self.line_height(said_size, False) + step * (len(said_rows) - 1) if said else 0
            h2 = self.line_height(size, True)
            gap = max(2, round(fs * 0.15))
            if said and len(rows) == 1 and h1 + gap + h2 <= r.h:  # the line said above the prompt, whole
                top = y - (h1 + gap + h2) / 2
                self.centred(surface, said, small, DIM_TEXT, False, top + h1 / 2, len(said_rows))
                self.centred(surface, prompt, fs, GOLD, True, top + h1 + gap + h2 / 2, 1)
            else:  # the prompt first: all of it, the line before it left out if need be
                self.centred(surface, prompt, fs, GOLD, True, y, 3)

    def rows(self, words: str, fs: int, bold: bool) -> tuple[int, list[str]]:
        """``words`` wrapped to the commentary's width: on one row in a size down
        to three quarters of ``fs`` if they fit so, else on rows of ``fs``."""
        text, width = self.app.text, round(self.scene.layout.commentary.w * 0.96)
        size, smallest = fs, int(fs * 0.75)
        rows = text.wrap(words, size, width, bold)
        while len(rows) > 1 and size > smallest:  # a little smaller rather than broken
            size = max(smallest, size - max(1, fs // 12))
            rows = text.wrap(words, size, width, bold)
        if len(rows) > 1:  # broken all the same: at the full size, to be read
            size, rows = fs, text.wrap(words, fs, width, bold)
        return size, rows

    def centred(self, surface: pygame.Surface, words: str, fs: int, colour, bold: bool, middle: float,
                rows_max: int) -> None:
        """``words`` centred on the commentary's line ``middle``, inside its width
        (see :meth:`rows`), on up to ``rows_max`` rows; what still does not fit
        ends with "..."."""
        text, r = self.app.text, self.scene.layout.commentary
        size, rows = self.rows(words, fs, bold)
        if len(rows) > rows_max:
            rows = rows[:rows_max]
            rows[-1] = rows[-1] + "..."
        step = max(size * 1.25, self.line_height(size, bold))
        y = middle - (len(rows) - 1) * step / 2
        for row in rows:
            text.blit(surface, row, size, (r.x + r.w / 2, y), colour, bold, "center")
            y += step

    def draw_callout(self, surface: pygame.Surface) -> None:
        """A moment of the game where the commentary is, in its place while it lasts
        (an open capot announced, a korolik's draw, a game of a match won): a heading
        in gold and a line, on a frame that fades out; clear of every card.  A draw
        for the deal shows the cards drawn, one at each end of the frame."""
        scene, lay = self.scene, self.scene.layout
        callout = getattr(scene, "callout", None)
        if callout is None:
            return
        heading, words = callout
        text = self.app.text
        box = pygame.Rect(lay.commentary.ints())
        fade = max(0.0, min(1.0, getattr(scene, "callout_left", 1.0) / CALLOUT_FADE))
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        radius = max(4, lay.font_px // 2)
        pygame.draw.rect(panel, (*PANEL, round(200 * fade)), panel.get_rect(), border_radius=radius)
        pygame.draw.rect(panel, (*GOLD, round(255 * fade)), panel.get_rect(), width=2, border_radius=radius)
        surface.blit(panel, box.topleft)
        if fade < 0.35:
            return
        drawn = getattr(scene, "callout_cards", ())
        inner = self.callout_cards(surface, box, drawn) if drawn else box
        fs = round(lay.font_px * 1.15)
        big, small = round(fs * 1.3), fs
        width = round(inner.w - lay.font_px)
        rows = text.wrap(words, small, width) if drawn else self.rows(words, small, False)[1]
        gap = max(2, round(fs * 0.12))
        # each row a pixel apart at least: a row's box is centred on a half pixel
        head_h, row_h = self.line_height(big, True) + gap, self.line_height(small, False) + 1
        while len(rows) > 1 and head_h + len(rows) * row_h > box.h:  # fewer rows, then smaller
            rows = rows[:-1]
        while big > fs * 0.8 and head_h + len(rows) * row_h > box.h:
            big, small = big - 1, max(10, small - 1)
            head_h, row_h = self.line_height(big, True) + gap, self.line_height(small, False) + 1
        y = box.centery - (head_h + len(rows) * row_h) / 2
        words_, size = text.fitted(heading, big, width, True)
        text.blit(surface, words_, size, (inner.centerx, y + head_h / 2), GOLD, True, "center")
        y += head_h
        for row in rows:
            words_, size = text.fitted(row, small, width)
            text.blit(surface, words_, size, (inner.centerx, y + row_h / 2), INK, False, "center")
            y += row_h

    def callout_cards(self, surface: pygame.Surface, box: pygame.Rect, drawn) -> pygame.Rect:
        """The cards of a draw for the deal at the two ends of the callout's frame,
        each with its drawer's name under it; the room left between them."""
        lay, text = self.scene.layout, self.app.text
        small = round(lay.font_px * 0.8)
        pad = max(4, lay.margin // 2)
        cw = min(lay.card_w, round((box.h - 2 * pad - small * 1.4) / 1.4))
        ch = round(cw * 1.4)
        side = round(max(cw, min(3 * small * 3, box.w * 0.18)))  # each end's room: the card and its name
        ends = (box.x + pad + side / 2, box.right - pad - side / 2)
        for (seat, card), x in zip(drawn, ends, strict=False):
            face = self.app.cards.face(card, max(12, cw))
            rect = face.get_rect(center=(round(x), round(box.y + pad + ch / 2)))
            surface.blit(face, rect)
            words, size = text.fitted(self.who(seat), small, side)
            text.blit(surface, words, size, (rect.centerx, rect.bottom + 2), INK, False, "midtop")
        inner = side + 2 * pad
        return pygame.Rect(box.x + inner, box.y, max(1, box.w - 2 * inner), box.h)

    def draw_bidding_box(self, surface: pygame.Surface) -> None:
        """The bidding box (its buttons are the scene's): a frame, the prompt (or the
        last call said, or a message) at its head, and the auction so far as a small
        table, a row for elder and one for younger, a column for each round."""
        scene, lay = self.scene, self.scene.layout
        parts = lay.bidding_parts()
        if scene.message:
            words, colour = scene.message, ERROR
        else:
            words, colour = scene.prompt(), GOLD
            if not words and scene.lines:
                words, colour = self.said(scene.lines[-1]), INK
        if not words:
            words, colour = self.scene.tr("The auction"), GOLD
        self.draw_auction_box(surface, parts, words, colour)
        # the keyboard's call: a ring round its button
        fs = lay.font_px
        focus = getattr(scene, "call_focus", None)
        if focus and scene.my_turn() and focus in parts:
            r = pygame.Rect(parts[focus].ints()).inflate(6, 6)
            pygame.draw.rect(surface, (255, 236, 160), r, width=2, border_radius=max(3, fs // 4))

    def draw_auction_box(self, surface: pygame.Surface, parts: dict, words: str,
                         colour: tuple[int, int, int]) -> None:
        """The frame of the box of ``parts`` (see :meth:`TableLayout.bidding_parts`),
        ``words`` at its head and the auction so far in its ``table``: the bidding box
        at the table, the auction's box in a replay."""
        text = self.app.text
        fs = self.scene.layout.font_px
        box = pygame.Rect(parts["box"].ints())
        radius = max(4, fs // 2)
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*PANEL, 215), panel.get_rect(), border_radius=radius)
        pygame.draw.rect(panel, GOLD, panel.get_rect(), width=2, border_radius=radius)
        surface.blit(panel, box.topleft)
        head = parts["head"]
        size = round(fs * 1.05)
        rows = [words]
        if text.font(round(size * 0.8), True).size(words)[0] > head.w:  # two rows, a little smaller
            size = round(fs * 0.85)
            rows = text.wrap(words, size, round(head.w), True)
            rows = rows if len(rows) <= 2 else [rows[0], " ".join(rows[1:])]
        step = self.line_height(size, True)
        y = head.y + head.h / 2 - step * (len(rows) - 1) / 2
        for row in rows:
            said, fitted = text.fitted(row, size, head.w, True)
            text.blit(surface, said, fitted, (head.x + head.w / 2, y), colour, True, "center")
            y += step
        self.draw_auction_table(surface, parts["table"])

    def draw_auction_table(self, surface: pygame.Surface, t) -> None:
        """The auction so far in ``t`` (a layout rectangle): elder's row, then
        younger's, each naming its player, a column for each round, the bids in gold,
        the doubles in red; a "?" where the one to call next will."""
        scene = self.scene
        text = self.app.text
        fs = scene.layout.font_px
        model = scene.model
        elder = 1 - model.dealer
        row_h = round(fs * 1.45)
        small = round(fs * 0.9)
        font = text.font(small, True)
        labels = []
        tr = scene.tr
        for seat in (elder, 1 - elder):
            role = tr("Elder") if seat == elder else tr("Younger")
            who = tr("you") if seat == getattr(scene, "viewer", None) else scene.names[seat]
            labels.append(tr("{role}, {name}").format(role=role, name=who))
        label_w = min(t.w * 0.5, max(font.size(label)[0] for label in labels) + fs * 0.9)
        calls = model.calls
        rounds = max(1, (len(calls) + 1) // 2)
        # a column for each round, as wide as its widest call ("redouble") needs
        need = max((font.size(call_label(word, scene.tr))[0] for _s, word in calls), default=0) + fs * 0.4
        col_w = max(fs * 2.6, need, (t.w - label_w) / max(4, rounds))
        fits = max(1, int((t.w - label_w) // col_w))
        first = max(0, rounds - fits)  # the latest rounds, where they are too many
        pygame.draw.line(surface, (80, 96, 84), (t.x, t.y + row_h), (t.right, t.y + row_h), 1)
        pygame.draw.line(surface, (80, 96, 84), (t.x + label_w - fs * 0.3, t.y),
                         (t.x + label_w - fs * 0.3, t.y + 2 * row_h), 1)
        # both names at one size: the smaller of the two each fits at
        lsize = min(text.fitted(label, small, label_w - fs * 0.6, True)[1] for label in labels)
        for row, seat in enumerate((elder, 1 - elder)):
            y = t.y + row * row_h + row_h / 2
            label, _ = text.fitted(labels[row], lsize, label_w - fs * 0.6, True)
            text.blit(surface, label, lsize, (t.x, y), DIM_TEXT, True, "midleft")
            mine = [c for i, c in enumerate(calls) if i % 2 == row]
            for k, (_seat, word) in enumerate(mine[first:]):
                x = t.x + label_w + (k + 0.5) * col_w
                bold = word[0].isdigit() or word in ("double", "redouble")
                colour = GOLD if word[0].isdigit() else ERROR if word in ("double", "redouble") else INK
                cell, csize = text.fitted(call_label(word, scene.tr), small, col_w - fs * 0.3, bold)
                text.blit(surface, cell, csize, (x, y), colour, bold, "center")
            to_move = scene.game.to_move
            if scene.game.phase is Phase.AUCTION and to_move == seat and len(mine) - first < fits:
                x = t.x + label_w + (len(mine) - first + 0.5) * col_w
                text.blit(surface, "?", small, (x, y), DIM_TEXT, True, "center")

    def line_height(self, size: int, bold: bool) -> int:
        """The height a row of text takes when drawn."""
        font = self.app.text.font(size, bold)
        return max(font.get_linesize(), font.get_height(), font.size("Ág")[1])

    def speaker(self, seat: int) -> str:
        return self.scene.names[seat]

    def said(self, line) -> str:
        """A line as shown: what a player says is prefixed with his name."""
        if line.seat is None or line.kind not in SPOKEN:
            return line.text
        return self.scene.tr.labelled(self.scene.names[line.seat], line.text)

    # ------------------------------------------------------------------ panel

    def draw_panel(self, surface: pygame.Surface) -> None:
        lay = self.scene.layout
        y = self.panel_background(surface)
        # while the partie cannot be saved (a full disk), it says so, quietly
        y = self.panel_head(surface, y, deal_note=self.scene.tr("not saved") if self.scene.not_saved else "",
                            note_colour=ERROR)
        y = self.panel_scores(surface, y)
        y = self.panel_deals(surface, y)
        if self.app.settings.teach and self.scene.teach_lines:
            y = self.panel_teacher(surface, y)
        self.panel_lines(surface, y, self.scene.panel_buttons_top() - lay.margin)

    def panel_background(self, surface: pygame.Surface) -> float:
        p = self.scene.layout.panel
        pygame.draw.rect(surface, PANEL, p.ints())
        pygame.draw.line(surface, (201, 169, 79), (p.x, 0), (p.x, p.h), 2)
        return self.scene.layout.margin

    def panel_x(self) -> tuple[float, float]:
        lay = self.scene.layout
        return lay.panel.x + lay.margin, lay.panel.right - lay.margin

    def panel_rule(self, surface: pygame.Surface, y: float, space: float) -> float:
        """A thin line across the panel, ``space`` (in font heights) below ``y``."""
        fs = self.scene.layout.font_px
        x0, x1 = self.panel_x()
        y += fs * space
        pygame.draw.line(surface, (80, 96, 84), (x0, y), (x1, y), 1)
        return y + fs * 0.5

    def panel_head(self, surface: pygame.Surface, y: float, title: str | None = None,
                   title_note: str = "", deal_note: str = "", note_colour=DIM_TEXT) -> float:
        """The panel's title (the game's, unless another is given) and the deal
        number, each with an optional note on the right, in ``note_colour``."""
        y = self.panel_title(surface, y, title, title_note, note_colour)
        return self.panel_deal_line(surface, y, deal_note, note_colour)

    def panel_title(self, surface: pygame.Surface, y: float, title: str | None = None,
                    title_note: str = "", note_colour=DIM_TEXT) -> float:
        """The panel's title, shrunk (or cut short) to leave its note room."""
        lay = self.scene.layout
        text = self.app.text
        fs = lay.font_px
        x0, x1 = self.panel_x()
        note_w = text.font(round(fs * 0.8)).size(title_note)[0] + fs * 0.6 if title_note else 0
        words, size = text.fitted(self.scene.tr(self.scene.game.variant.title) if title is None else title,
                                  round(fs * 1.3), x1 - x0 - note_w, True)
        text.blit(surface, words, size, (x0, y), GOLD, True)
        if title_note:
            text.blit(surface, title_note, round(fs * 0.8), (x1, y + fs * 0.45), note_colour, False,
                      "topright")
        return y + fs * 1.9

    def panel_deal_line(self, surface: pygame.Surface, y: float, deal_note: str = "",
                        note_colour=DIM_TEXT) -> float:
        """The deal being played ("Deal 4 of 6"; "Deal 4" in a game to a target)."""
        lay = self.scene.layout
        text = self.app.text
        fs = lay.font_px
        x0, x1 = self.panel_x()
        model = self.scene.model
        head = deal_words(self.scene.game.variant, max(1, model.deal_no), model.game_starts, self.scene.tr)
        small = round(fs * 0.85)
        note_w = text.font(small).size(deal_note)[0] + fs if deal_note else 0
        below = bool(deal_note) and text.font(fs, True).size(head)[0] + note_w > x1 - x0
        words, size = text.fitted(head, fs, x1 - x0 - (0 if below else note_w), True)
        text.blit(surface, words, size, (x0, y), INK, True)
        if below:  # a long deal line ("Korolik 2, deal 1 of 2"): the note under it
            y += fs * 1.3
        if deal_note:
            text.blit(surface, deal_note, small, (x1, y + fs * 0.1), note_colour, False, "topright")
        return y + fs * 1.8

    def panel_scores(self, surface: pygame.Surface, y: float) -> float:
        """This deal's scores and the partie's, a row per player (in a game to a
        target, the running total against it; in a match, the game's, and the games
        each has won)."""
        scene, model, lay = self.scene, self.scene.model, self.scene.layout
        text = self.app.text
        fs = lay.font_px
        x0, x1 = self.panel_x()
        g = scene.game
        top = y
        col_deal, col_total = x1 - (x1 - x0) * 0.32, x1
        target = self.target()
        match = bool(g.variant.game_targets)
        tr = scene.tr
        text.blit(surface, tr("this deal"), round(fs * 0.8), (col_deal, y), DIM_TEXT, False, "topright")
        # a game to a target: each running total, this deal's points in it, against the target
        said = target_words(g.variant, model.game_number, tr) if match else target_words(g.variant, tr=tr)
        text.blit(surface, said or tr("partie"), round(fs * 0.8), (col_total, y), DIM_TEXT, False, "topright")
        y += fs * 1.3
        totals = self.shown_totals()
        # the names up to the widest of this deal's scores (two figures' room at least)
        figures = max(text.font(round(fs * 1.1), True).size(str(v))[0] for v in [*model.scores, 10])
        name_w = col_deal - (x0 + fs) - figures - fs * 0.4
        for seat, label in self.side_rows():
            moving = g.to_move is not None and model.side_of(g.to_move) == seat
            if moving and not g.is_over and g.phase is not Phase.DEAL:
                pygame.draw.circle(
                    surface, GOLD, (round(x0 + fs * 0.3), round(y + fs * 0.7)), max(3, fs // 4)
                )
            gone = seat in model.left and model.seats > 2
            said = tr("{name} (left)").format(name=label) if gone else label
            name, size = text.fitted(said, fs, name_w, True)
            rows = [name]
            if name != said:  # too long even a little smaller (partners' names): on two rows
                size = round(fs * 0.8)
                rows = text.wrap(said, size, round(name_w), True)
                if len(rows) > 2:
                    rows = [rows[0], text.fit(" ".join(rows[1:]), size, name_w, True)]
            for k, row in enumerate(rows):
                text.blit(surface, row, size, (x0 + fs, y + k * size * 1.2), DIM_TEXT if gone else INK, True)
            text.blit(surface, str(model.scores[seat]), round(fs * 1.1), (col_deal, y), INK, True, "topright")
            text.blit(surface, str(totals[seat]), round(fs * 1.1), (col_total, y), GOLD, True, "topright")
            y += size * 1.2 * (len(rows) - 1)  # a name on two rows
            if target:
                self.progress_bar(surface, x0 + fs, col_total, y + fs * 1.45, totals[seat])
                y += fs * 0.45
            y += fs * 1.6
        if match:  # the games each has won
            a, b = model.bottom, 1 - model.bottom
            won = [model.game_winners.count(s) for s in (a, b)]
            mine = scene.tr("you") if a == getattr(scene, "viewer", None) else scene.names[a]
            scores = f"{mine} {won[0]}, {scene.names[b]} {won[1]}"
            said = scene.tr("Games won: {scores}.").format(scores=scores)
            y = self.panel_wrapped(surface, said.rstrip("."), round(fs * 0.9), y,
                                   GOLD if any(won) else DIM_TEXT, True) + fs * 0.05
        if model.contract is not None:  # Contract Piquet: the contract, and the tricks it wants
            declarer, word, info = model.contract
            who = scene.tr("you") if declarer == getattr(scene, "viewer", None) else scene.names[declarer]
            said = scene.tr("Contract: {contract}").format(contract=f"{call_shown(word)}, {who}")
            y = self.panel_wrapped(surface, said, round(fs * 0.95), y, GOLD, True)
            tricks, minus = info[0], bool(info[1])
            taken = model.tricks_won[declarer]
            # to lose so many (minus): the tricks the opponent has taken count
            done = model.tricks_won[1 - declarer] if minus else taken
            left = g.variant.hand_size - sum(model.tricks_won)
            tr = scene.tr
            if done >= tricks:
                fate = tr("made")
            elif done + left < tricks:
                fate = tr("broken")
            else:
                fate = tr("to make")
            line = (tr("Tricks lost: {done} of {tricks}, {fate}") if minus
                    else tr("Tricks won: {done} of {tricks}, {fate}"))
            line = line.format(done=done, tricks=tricks, fate=fate)
            words, size = text.fitted(line, round(fs * 0.85), x1 - x0)
            text.blit(surface, words, size, (x0, y), INK, False)
            y += fs * 1.35
        elif getattr(model, "thrown_in", False):
            y = self.panel_wrapped(surface, scene.tr("Thrown in: both passed"), round(fs * 0.9), y, GOLD,
                                   True) + fs * 0.05
        if model.open_capot is not None:  # announced in this deal: every trick, for 80
            seat = model.open_capot
            if seat == getattr(scene, "viewer", None):
                said = scene.tr("Open capot announced by you")
            else:
                said = scene.tr("Open capot announced by {name}").format(name=scene.names[seat])
            y = self.panel_wrapped(surface, said, round(fs * 0.9), y, GOLD, True) + fs * 0.05
        self.score_rect = pygame.Rect(round(x0 - fs * 0.3), round(top - fs * 0.3),
                                      round(x1 - x0 + fs * 0.6), round(y - top + fs * 0.2))
        return y

    def panel_wrapped(self, surface: pygame.Surface, said: str, size: int, y: float, colour,
                      bold: bool) -> float:
        """``said`` across the panel: on one row, a little smaller if it must, else
        on as many rows as it takes (a long name is never cut); below it."""
        text, fs = self.app.text, self.scene.layout.font_px
        x0, x1 = self.panel_x()
        smallest = max(6, round(size * 0.75))  # as far as a fitted line shrinks
        shown = size
        while shown > smallest and text.font(shown, bold).size(said)[0] > x1 - x0:
            shown -= 1
        rows = [said]
        if text.font(shown, bold).size(said)[0] > x1 - x0:
            shown, rows = size, text.wrap(said, size, round(x1 - x0), bold)
        for row in rows:
            text.blit(surface, row, shown, (x0, y), colour, bold)
            y += shown * 1.3
        return y + fs * 1.35 - size * 1.3

    def side_rows(self) -> list[tuple[int, str]]:
        """The sides that score, the bottom seat's first, each with its name: a
        player's, or partners' ("You & North")."""
        scene, model = self.scene, self.scene.model
        partners = scene.game.variant.partnerships
        if not partners:
            n = model.seats
            return [((model.bottom + k) % n, scene.names[(model.bottom + k) % n]) for k in range(n)]
        mine = model.side_of(model.bottom)
        out = []
        for side in [mine] + [i for i in range(len(partners)) if i != mine]:
            seats = sorted(partners[side], key=lambda s: (s != model.bottom, s))
            out.append((side, " & ".join(self.who(s) for s in seats)))
        return out

    def side_heading(self, label: str) -> str:
        """A side's name over its column of the deals' table: partners' initials
        ("Y–N"), a player's name whole."""
        if self.scene.game.variant.partnerships:
            return "–".join(part.strip()[:1] for part in label.split("&"))
        return label

    def target(self) -> int:
        """The total the game being played ends at, as the table shows it (0: a partie
        of deals)."""
        variant = self.scene.game.variant
        if variant.game_targets:
            return variant.game_targets[min(self.scene.model.game_number, len(variant.game_targets)) - 1]
        return variant.target

    def totals(self) -> list[int]:
        """Each seat's total over the deals ended, as the table has shown them end (in
        a match, in the game being played)."""
        model = self.scene.model
        if not model.deal_results:
            return [0] * len(model.scores)
        if self.scene.game.variant.game_targets:
            return model.game_totals()
        return self.scene.game.variant.totals([list(d) for d in model.deal_results])

    def running_totals(self) -> list[int]:
        """Each seat's total with the points of the deal in play as far as the table
        has shown them scored (what a game to a target is played on)."""
        model = self.scene.model
        totals = self.totals()
        if model.deal_no > len(model.deal_results):  # a deal in play, not yet ended
            totals = [t + s for t, s in zip(totals, model.scores, strict=True)]
        return totals

    def shown_totals(self) -> list[int]:
        """The totals the panel and the labels show: running in a game to a target
        (its deal's points counted as they come), else over the deals ended."""
        return self.running_totals() if self.target() else self.totals()

    def progress_bar(self, surface: pygame.Surface, x0: float, x1: float, y: float, total: int) -> None:
        """A thin bar of a running total against the target, marked where a loser
        stays under the line (half-way: the difference is doubled below it)."""
        variant = self.scene.game.variant
        target = self.target()
        fs = self.scene.layout.font_px
        h = max(3, round(fs * 0.22))
        r = pygame.Rect(round(x0), round(y), round(x1 - x0), h)
        pygame.draw.rect(surface, (48, 62, 52), r, border_radius=h // 2)
        done = min(1.0, max(0.0, total / target))
        if done > 0:
            pygame.draw.rect(surface, GOLD if done >= 1 else (176, 150, 84),
                             (r.x, r.y, max(h, round(r.w * done)), h), border_radius=h // 2)
        if 0 < variant.rubicon < target:
            mx = r.x + round(r.w * variant.rubicon / target)
            pygame.draw.line(surface, INK, (mx, r.y - 2), (mx, r.bottom + 1), 1)

    def panel_deals(self, surface: pygame.Surface, y: float) -> float:
        """The deals played so far (the first ones summed in one row when they are
        more than the panel has room for: a game to a target has no set number)."""
        scene, model, lay = self.scene, self.scene.model, self.scene.layout
        text = self.app.text
        fs = lay.font_px
        x0, x1 = self.panel_x()
        y = self.panel_rule(surface, y, 0.4)
        small = round(fs * 0.85)
        text.blit(surface, self.scene.tr("deal"), small, (x0, y), DIM_TEXT)
        if model.seats > 2:
            return self.panel_side_deals(surface, y, small)
        a, b = model.bottom, 1 - model.bottom
        cx_a, cx_b = x0 + (x1 - x0) * 0.58, x1
        left = x0 + text.font(small).size(self.scene.tr("deal"))[0] + fs * 0.6
        y = self.panel_headings(surface, y, [scene.names[a], scene.names[b]], [cx_a, cx_b], left, small)
        # a match: each game won in one row, then the deals of the game being played
        games: list[tuple[str, int, int, int]] = []
        if scene.game.variant.game_targets:
            ended = games_played(scene)[:model.game_number - 1]  # before the game shown
            for k, (winner, totals) in enumerate(ended, 1):
                games.append((game_title(scene.game.variant, k), totals[a], totals[b], winner))
        first_deal = model.game_starts[-1] if games else 0
        rows = [(str(i), d[a], d[b]) for i, d in enumerate(model.deal_results[first_deal:], 1)]
        most = max(2, self.deal_rows_room() - len(games))
        if len(rows) > most:  # the first deals in one row, the last ones each in its own
            first = len(rows) - most + 1
            rows = [(f"1–{first}", sum(r[1] for r in rows[:first]), sum(r[2] for r in rows[:first]))] \
                + rows[first:]
        for label, pa, pb, winner in games:
            text.blit(surface, label, small, (x0, y), INK, True)
            for seat, points, cx in ((a, pa, cx_a), (b, pb, cx_b)):
                won = seat == winner
                text.blit(surface, str(points), small, (cx, y), GOLD if won else INK, won, "topright")
            y += small * 1.35
        for label, pa, pb in rows:
            text.blit(surface, label, small, (x0, y), INK)
            text.blit(surface, str(pa), small, (cx_a, y), INK, False, "topright")
            text.blit(surface, str(pb), small, (cx_b, y), INK, False, "topright")
            y += small * 1.35
        return y

    def panel_headings(self, surface: pygame.Surface, y: float, labels: list[str], xs: list[float],
                       left: float, small: int) -> float:
        """The names over the deals' columns, each right-aligned on its column
        (``xs``), the first's room from ``left``: each name whole, a little smaller if
        it must; where even so one is too long, every other name a row lower, each
        with two columns' room.  Below them."""
        text = self.app.text
        gap = small * 0.6
        edges = [left - gap, *xs[:-1]]
        rooms = [x - edge - gap for x, edge in zip(xs, edges, strict=True)]
        smallest = round(small * 0.75)
        wide = any(text.font(smallest).size(label)[0] > room
                   for label, room in zip(labels, rooms, strict=True))
        if wide:  # the first on the second row (under "deal"), the second on the first, ...
            starts = [self.panel_x()[0], left] + [x + gap for x in xs[:-2]]
            rooms = [x - start for x, start in zip(xs, starts, strict=False)]
        for k, (label, x, room) in enumerate(zip(labels, xs, rooms, strict=True)):
            words, size = text.fitted(label, small, room)
            row = (1 - k % 2) if wide else 0
            text.blit(surface, words, size, (x, y + row * small * 1.3), DIM_TEXT, False, "topright")
        return y + small * (1.45 + (1.3 if wide else 0))

    def panel_side_deals(self, surface: pygame.Surface, y: float, small: int) -> float:
        """The deals played so far at a table of three or four: a column a side."""
        model = self.scene.model
        text = self.app.text
        x0, x1 = self.panel_x()
        sides = self.side_rows()
        # a column a side right of the word "deal", each as wide as the others
        left = x0 + text.font(small).size(self.scene.tr("deal"))[0] + small * 0.6
        if len(sides) == 2:  # partners' initials: the columns at the right
            left = max(left, x0 + (x1 - x0) * 0.16)
        col_w = (x1 - left) / len(sides)
        xs = [left + (k + 1) * col_w for k in range(len(sides))]
        heads = [self.side_heading(label) for _side, label in sides]
        y = self.panel_headings(surface, y, heads, xs, left, small)
        rows = [(str(i), [d[side] for side, _ in sides]) for i, d in enumerate(model.deal_results, 1)]
        most = max(2, self.deal_rows_room())
        if len(rows) > most:
            first = len(rows) - most + 1
            rows = [(f"1–{first}", [sum(r[1][k] for r in rows[:first]) for k in range(len(sides))])] \
                + rows[first:]
        for label, points in rows:
            text.blit(surface, label, small, (x0, y), INK)
            for p, cx in zip(points, xs, strict=True):
                text.blit(surface, str(p), small, (cx, y), INK, False, "topright")
            y += small * 1.35
        return y

    def deal_rows_room(self) -> int:
        """How many rows the list of deals may take: as many as a partie of a set
        number of deals has (extra deals included), else a share of the panel's
        height, so that what the players said keeps room below."""
        variant = self.scene.game.variant
        if variant.deals and not variant.target and not variant.game_targets:
            return variant.deals + variant.tie_deals
        lay = self.scene.layout
        return max(3, int(lay.height * 0.22 // (lay.font_px * 0.85 * 1.35)))

    def panel_teacher(self, surface: pygame.Surface, y: float) -> float:
        """Teaching while you play: the latest explanations, the newest brightest."""
        lay = self.scene.layout
        text = self.app.text
        fs = lay.font_px
        x0, x1 = self.panel_x()
        small = round(fs * 0.9)
        y = self.panel_rule(surface, y, 0.6)
        text.blit(surface, self.scene.tr("Teacher"), small, (x0, y), GOLD, True)
        y += small * 1.45
        lines = self.scene.teach_lines[-3:]
        width = round(x1 - x0)
        for k, line in enumerate(lines):
            colour = TEACH if k == len(lines) - 1 else DIM_TEXT
            for row in text.wrap(line, small, width):
                text.blit(surface, row, small, (x0, y), colour)
                y += small * 1.3
            y += small * 0.3
        return y

    def panel_lines(self, surface: pygame.Surface, y: float, bottom_limit: float) -> None:
        """What the players said lately, as much as fits above ``bottom_limit``."""
        scene, lay = self.scene, self.scene.layout
        text = self.app.text
        fs = lay.font_px
        x0, x1 = self.panel_x()
        small = round(fs * 0.85)
        y = self.panel_rule(surface, y, 0.6)
        top = y
        bottom_limit -= small
        width = round(x1 - x0)
        room = max(0, int((bottom_limit - y) // (small * 1.3)))
        rows: list[tuple[str, tuple[int, int, int]]] = []
        for line in reversed(scene.lines):  # the newest lines, each whole, as many as fit
            wrapped = text.wrap(self.said(line), small, width)
            if len(rows) + len(wrapped) > room:
                break
            colour = INK if line.points else DIM_TEXT
            rows = [(row if k == 0 else "  " + row, colour) for k, row in enumerate(wrapped)] + rows
        for row, colour in rows:
            text.blit(surface, row, small, (x0, y), colour)
            y += small * 1.3
        bottom = max(y, top + small * 2) + fs * 0.5
        self.commentary_rect = pygame.Rect(round(x0 - fs * 0.3), round(top - fs * 0.3),
                                           round(x1 - x0 + fs * 0.6), round(bottom - top))

    # -------------------------------------------------------------- highlights

    def highlight_rects(self, names: tuple[str, ...]) -> list[pygame.Rect]:
        """The rectangles of the cards and areas a lesson points at."""
        model, lay = self.scene.model, self.scene.layout
        cw, ch = lay.card_w, lay.card_h
        out: list[pygame.Rect] = []

        def card_rect(sp, where) -> pygame.Rect:
            x, y = model.position(sp, where)
            return pygame.Rect(round(x - cw / 2), round(y - ch / 2), cw, ch)

        order = model.draw_order()
        in_hand: list[tuple[int, int, bool]] = []

        def union(zone: str, pick=None) -> None:
            rects = [card_rect(sp, w) for sp, w in order if w[0] == zone and (pick is None or pick(w))]
            if rects:
                out.append(rects[0].unionall(rects[1:]))

        for name in names:
            if name == "pack":
                union("deck")
            elif name == "hand":
                union("hand0")
            elif name == "opponent":
                union("hand1")
            elif name == "talon":
                union("talon")
                union("spread")
            elif name == "talon-elder":
                union("talon", lambda w: w[1] < w[2] - 3)
            elif name == "talon-younger":
                union("talon", lambda w: w[1] >= w[2] - 3)
            elif name == "trick":
                out.append(pygame.Rect(lay.trick_area().ints()))
            elif name == "discards":
                union("discard0")
            elif name == "tricks":
                union("won0")
                union("won1")
            elif name == "scores":
                if getattr(self, "score_rect", None) is not None:
                    out.append(self.score_rect)
            elif name == "commentary":
                if getattr(self, "commentary_rect", None) is not None:
                    out.append(self.commentary_rect)
            else:
                try:
                    card = parse_card(name)
                except ValueError:
                    continue
                for sp, w in order:
                    if sp.card == card and sp.face_up:
                        if w[0] == "hand0":
                            in_hand.append((w[1], w[2], w[3]))
                        else:
                            out.append(card_rect(sp, w))
                        break
        # cards of the fanned hand: the part of each that shows, neighbours in one frame
        in_hand.sort()
        run: list[pygame.Rect] = []
        for k, (i, n, lifted) in enumerate(in_hand):
            run.append(pygame.Rect(lay.hand_rect(i, n, lifted=lifted).ints()))
            if k == len(in_hand) - 1 or in_hand[k + 1][0] != i + 1:
                out.append(run[0].unionall(run[1:]))
                run = []
        return out

    def draw_highlights(self, surface: pygame.Surface, names: tuple[str, ...], clock: float) -> None:
        if not names:
            return
        lay = self.scene.layout
        alpha = glow_alpha(clock) if self.scene.pulses() else GLOW_HIGH
        width, pad = lay.ring_width, lay.ring_pad
        radius = max(6, lay.card_w // 9)
        for r in self.highlight_rects(names):
            r = r.inflate(2 * pad, 2 * pad)
            glow = pygame.Surface((r.w + 4 * width, r.h + 4 * width), pygame.SRCALPHA)
            pygame.draw.rect(glow, (*GOLD, alpha), glow.get_rect(),
                             width=2 * width, border_radius=radius + width)
            surface.blit(glow, (r.x - 2 * width, r.y - 2 * width))
            pygame.draw.rect(surface, GOLD, r, width=width, border_radius=radius)
