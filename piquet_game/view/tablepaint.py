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
from .layout import BOTTOM, LEFT, RIGHT, TOP
from .palette import DIM, ERROR, GOLD, INK, PANEL
from .panelpaint import PanelPainter
from .text import call_label

if TYPE_CHECKING:
    from ..commentary import Line
    from ..controller import Seen
    from ..i18n import Translator
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
    def seen(self) -> Seen: ...
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
CALLOUT_FADE = 0.4  # seconds a callout takes to fade out at the end of its time
#: A highlight's glow pulses between these opacities, in this many steps each way: a
#: step is too small to see, and the table is drawn again only when the step changes.
GLOW_LOW, GLOW_HIGH, GLOW_STEPS = 50, 110, 15


def glow_alpha(clock: float) -> int:
    """The opacity of a highlight's glow ``clock`` seconds after the table opened (a
    pulse of about 1.6 s)."""
    step = round(GLOW_STEPS * (0.5 + 0.5 * math.sin(clock * 4.0)))
    return GLOW_LOW + step * (GLOW_HIGH - GLOW_LOW) // GLOW_STEPS




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


class TablePainter(PanelPainter):
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
        if not self.scene.seen.variant.exchange:
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
            partners = scene.seen.variant.partnerships
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
        at_left = not scene.seen.variant.exchange
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
            to_move = scene.seen.to_move
            if scene.seen.phase is Phase.AUCTION and to_move == seat and len(mine) - first < fits:
                x = t.x + label_w + (len(mine) - first + 0.5) * col_w
                text.blit(surface, "?", small, (x, y), DIM_TEXT, True, "center")

    def line_height(self, size: int, bold: bool) -> int:
        """The height a row of text takes when drawn."""
        font = self.app.text.font(size, bold)
        return max(font.get_linesize(), font.get_height(), font.size("Ág")[1])

    def speaker(self, seat: int) -> str:
        return self.scene.names[seat]

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
