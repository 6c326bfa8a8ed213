"""Where everything on the table goes, computed from the window size alone.

No pygame: a :class:`TableLayout` is plain arithmetic on ``(width, height)``, so a
resize builds a new one and every card finds its place again, mid-flight included
(card sprites remember *slots*, never pixels).  Seats are drawn by side: the person
at the keyboard (or seat 0 when nobody's hand is shown) at the bottom.

A slot is ``(zone, index, count)``; zones are ``deck``, ``talon``, ``trick``,
``hand``/``shown``/``discard``/``won`` followed by a side (0 bottom, 1 top).
"""

from __future__ import annotations

from dataclasses import dataclass

BOTTOM, TOP = 0, 1


def clamp(x: float, lo: float, hi: float) -> float:
    return max(lo, min(hi, x))


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h

    def ints(self) -> tuple[int, int, int, int]:
        return (round(self.x), round(self.y), round(self.w), round(self.h))


HAND_STEP = 0.46  # a fanned card shows at least this fraction of its width
HAND_STEP_MAX = 0.62  # and at most this, where the row has room (wide windows)
SPREAD_MAX = 0.8  # a hand of fewer than twelve (three or four at the table) spreads to this
CARD_HEIGHT = 0.124  # a card's width, to the window's height, where the window is wide enough
FULL_HAND = {2: 12, 3: 10, 4: 8}  # the cards of a hand as dealt, by the seats at the table
SHOWN_STEP = 0.62
PILE_STEP = 0.012  # offset of stacked cards, fraction of card width
TRICK_DY = 0.06  # the second card of a trick lies this fraction of a card's height lower
WON_MAX = 24  # the most cards one player's pile of tricks holds
ROW_WIDTHS = 10.2  # a hand row's width in card widths: discards, gap, hand, gap (see position)


class TableLayout:
    """Pixel positions for a window of ``width`` x ``height``.  ``wide_panel`` gives
    the side panel room for a lesson's text (the tutorial, teaching while you play)."""

    def __init__(self, width: int, height: int, wide_panel: bool = False, players: int = 2) -> None:
        self.players = players
        self.full_hand = FULL_HAND.get(players, 12)
        self.width = w = max(1, width)
        self.height = h = max(1, height)
        self.wide_panel = wide_panel
        if wide_panel:
            self.panel_w = round(clamp(0.3 * w, 300, 620))
        else:
            self.panel_w = round(clamp(0.21 * w, 230, 470))
        self.table_w = tw = w - self.panel_w
        self.margin = m = max(8, round(0.018 * h))
        # a row is the discards (five, fanned, at the left edge), a gap, twelve cards
        # fanned in the middle, a gap: 10.2 card widths across half-way each side
        unit = min(CARD_HEIGHT * h, (tw - 2 * m) / ROW_WIDTHS)
        self.card_w = cw = max(36, int(unit))
        self.card_h = ch = round(cw * 1.4)
        # a hand of twelve fanned as wide as its row allows: the row's width less
        # the discards and the gaps each side (see ROW_WIDTHS), over eleven steps;
        # the other seats' hands (backs) so; the hand at the bottom, of fewer cards
        # (eight at four), spread over the same width, up to SPREAD_MAX
        spare = (tw - 2 * m) / cw - ROW_WIDTHS
        self.back_step = clamp(HAND_STEP + spare / 11, HAND_STEP, HAND_STEP_MAX)
        self.hand_step = min(max(self.back_step, SPREAD_MAX if self.full_hand < 12 else 0.0),
                             self.back_step * 11 / max(1, self.full_hand - 1))
        # a lesson's highlight: a ring ``ring_pad`` out of its cards, ``ring_width``
        # wide, in a glow as wide again: ``ring`` is how far it reaches, and labels
        # keep that far from their cards
        self.ring_width = max(3, cw // 28)
        self.ring_pad = max(4, cw // 16)
        self.ring = self.ring_pad + 2 * self.ring_width + 1
        self.font_px = max(14, round(h * 0.024))
        # room above the top hand for its label, clear of a highlight round the
        # fan (whose ends rise a little)
        self.top_y = m + ch / 2 + round(1.4 * self.font_px + 0.04 * ch + self.ring)
        self.bottom_y = h - m - ch / 2 - 0.05 * ch
        self.lift = round(0.2 * ch)
        self.mid_y = (self.top_y + ch / 2 + self.bottom_y - ch / 2 - self.lift) / 2 - 0.05 * h
        self.center_x = tw / 2
        # the bar of buttons between the middle row and the hand: right of the
        # label of one's discards (it ends where the hand begins)
        bar_h = max(34, round(0.05 * h))
        bar_left = self.hand_left()
        self.bar = Rect(bar_left, self.bottom_y - ch / 2 - self.lift - bar_h - m / 2,
                        tw - m - bar_left, bar_h)
        # the commentary: below the trick, between the bar and the middle row, clear
        # of the piles of tricks at the right (and as far from the left edge)
        top = self.mid_y + (0.5 + TRICK_DY) * ch + m / 2
        side = tw - self.won_left() + m
        self.commentary = Rect(side, top, tw - 2 * side, max(20, self.bar.y - m / 2 - top))
        self.panel = Rect(tw, 0, self.panel_w, h)

    def card_scale(self, zone: str) -> float:
        """The size the cards of ``zone`` are drawn at, to a card's (smaller piles
        of tricks at a table of three or four)."""
        return 1.0

    def bar_x(self, total: float) -> float:
        """The left of a row of buttons ``total`` wide in the bar: centred on the
        table when it can be, else moved right as far as it must."""
        x = self.center_x - total / 2
        return max(self.bar.x, min(x, self.bar.right - total))

    # ----------------------------------------------------------------- slots

    def hand_x(self, index: int, count: int, step: float | None = None) -> float:
        step = self.hand_step if step is None else step
        span = (count - 1) * step * self.card_w
        return self.center_x - span / 2 + index * step * self.card_w

    def hand_left(self) -> float:
        """The left edge of the hand at the bottom as dealt (its fullest)."""
        return self.hand_x(0, self.full_hand) - self.card_w / 2

    def hand_right(self) -> float:
        """The right edge of the hand at the bottom as dealt."""
        return self.hand_x(self.full_hand - 1, self.full_hand) + self.card_w / 2

    def position(self, zone: str, index: int, count: int) -> tuple[float, float]:
        """Centre of the card at ``index`` of ``count`` in ``zone``."""
        cw, ch = self.card_w, self.card_h
        if zone == "deck":
            return (self.center_x - 2.2 * cw - index * PILE_STEP * cw,
                    self.mid_y - index * PILE_STEP * cw)
        if zone == "talon":
            return self._talon(index, count)
        if zone == "trick":
            dx = 0.3 * cw if index else -0.3 * cw
            return (self.center_x + dx, self.mid_y + (TRICK_DY * ch if index else -TRICK_DY * ch))
        name, side = zone[:-1], int(zone[-1])
        y = self.bottom_y if side == BOTTOM else self.top_y
        if name == "hand":
            x = self.hand_x(index, count, self.hand_step if side == BOTTOM else self.back_step)
            bend = (index - (count - 1) / 2) / max(1, count)
            arc = 0.05 * ch * bend * bend * 4
            return (x, y + arc if side == BOTTOM else y - arc)
        if name == "shown":
            x = self.hand_x(index, count, SHOWN_STEP)
            if side == BOTTOM:
                return (x, y - self.lift)
            return (x, y + 0.62 * ch)
        left = 0.75 * cw + self.margin
        if name == "discard":
            x = left + index * 0.18 * cw
            return (x, y + (-0.12 * ch if side == BOTTOM else 0.12 * ch))
        if name == "won":  # the pile grows to the left, each side's apart from the other's
            x = self.table_w - left - 0.3 * cw
            dy = 0.55 * ch
            return (x - index * PILE_STEP * cw, self.mid_y + (dy if side == BOTTOM else -dy))
        raise ValueError(f"no zone {zone!r}")

    def won_left(self) -> float:
        """The left edge of the fullest pile of tricks."""
        x, _ = self.position("won0", WON_MAX - 1, WON_MAX)
        return x - self.card_w / 2

    def _talon(self, index: int, count: int) -> tuple[float, float]:
        """The talon keeps its split: the first ``count - 3`` cards (what is left of
        elder's five) in one pile, the last three (younger's) in the other, once the
        deal is done.  Cards are numbered from the top of the talon."""
        cw = self.card_w
        x0 = self.margin + 0.75 * cw
        five_x, three_x = x0, x0 + 1.2 * cw
        elder_left = max(0, count - 3)
        if index < elder_left:
            k = elder_left - 1 - index  # lowest card at the bottom of the pile
            return (five_x + k * PILE_STEP * cw * 3, self.mid_y - k * PILE_STEP * cw * 3)
        k = count - 1 - index
        return (three_x + k * PILE_STEP * cw * 3, self.mid_y - k * PILE_STEP * cw * 3)

    def talon_fanned(self, index: int, count: int) -> tuple[float, float]:
        """Talon cards spread face up (the rest shown, elder looking at his)."""
        cw = self.card_w
        return (self.margin + 0.75 * cw + index * 0.42 * cw, self.mid_y)

    def bidding_box(self) -> Rect:
        """The bidding box of an auction (Contract Piquet): in the middle of the
        table, between the cards set aside at the left and the piles of tricks at
        the right, from under the top hand down to the bar of buttons (which the
        auction does not use)."""
        cw, ch, m = self.card_w, self.card_h, self.margin
        left = m + 2.55 * cw  # right of the two piles of the talon
        right = self.won_left() - m
        half = min(self.center_x - left, right - self.center_x, 5.5 * cw)
        top = self.top_y + ch / 2 + m
        return Rect(self.center_x - half, top, 2 * half, self.bar.bottom - top)

    def bidding_parts(self, buttons: bool = True, notes: int = 0,
                      span: tuple[float, float] | None = None,
                      words_w: dict[str, float] | None = None) -> dict[str, Rect]:
        """The parts of the bidding box: ``head`` (the prompt), ``table`` (the
        auction so far, a row for elder and one for younger), then a button for
        each bid (``7+`` ... ``12-``: a column for each number, plus above minus)
        and for ``pass``, ``double``, ``redouble`` and ``content`` in a row below.
        Without ``buttons`` (a replay): the head and the table, then ``notes``, room
        for so many rows of words.  ``span``: the box between these two x instead
        (a replay, right of the talon laid out face up).  ``words_w``: the width
        of each of the last row's words in the language shown, each button as wide
        as its words and a share of the room left."""
        box = self.bidding_box()
        if span is not None:
            width = min(span[1] - span[0], 11 * self.card_w)
            box = Rect((span[0] + span[1] - width) / 2, box.y, width, box.h)
        m, fs = self.margin, self.font_px
        pad, gap = m, max(4, round(m * 0.5))
        bh = min(self.bar.h, max(26, round(fs * 1.9)))
        inner_w = box.w - 2 * pad
        head_h = round(fs * 2.7)  # room for a prompt on two rows
        table_h = round(fs * 1.45) * 2 + round(fs * 0.3)
        note_h = round(fs * 1.25) * notes + (round(fs * 0.3) if notes else 0)
        used = head_h + table_h + (m + 3 * bh + 2 * gap if buttons else note_h)
        if box.h > used + 2 * pad:  # as tall as its contents, in the middle of its room
            box = Rect(box.x, box.y + (box.h - used) / 2 - pad, box.w, used + 2 * pad)
        y = box.y + pad
        parts = {"box": box, "head": Rect(box.x + pad, y, inner_w, head_h)}
        y += head_h
        parts["table"] = Rect(box.x + pad, y, inner_w, table_h)
        y += table_h
        if not buttons:
            parts["notes"] = Rect(box.x + pad, y + round(fs * 0.3), inner_w, max(0, note_h - round(fs * 0.3)))
            return parts
        y += m
        bw = (inner_w - 5 * gap) / 6
        for col, n in enumerate(range(7, 13)):
            for row, sign in enumerate("+-"):
                parts[f"{n}{sign}"] = Rect(box.x + pad + col * (bw + gap), y + row * (bh + gap), bw, bh)
        y += 2 * (bh + gap)
        # each as wide as its word wants, in proportion: "Redouble" in bold (the
        # call the keyboard is on) must fit the narrowest box
        words = ("pass", "double", "redouble", "content")
        room = inner_w - 3 * gap
        if words_w and sum(words_w[word] for word in words) <= room:
            spare = (room - sum(words_w[word] for word in words)) / len(words)
            weights = [words_w[word] + spare for word in words]
        else:
            weights = [len(word) + 4 for word in words]
        x = box.x + pad
        for word, weight in zip(words, weights, strict=True):
            w = room * weight / sum(weights)
            parts[word] = Rect(x, y, w, bh)
            x += w + gap
        return parts

    def trick_area(self) -> Rect:
        """Where the two cards of a trick lie, with a little room round them."""
        cw, ch = self.card_w, self.card_h
        half_w, half_h = 0.85 * cw, (0.52 + TRICK_DY) * ch
        return Rect(self.center_x - half_w, self.mid_y - half_h, 2 * half_w, 2 * half_h)

    def hand_rect(self, index: int, count: int, side: int = BOTTOM, lifted: bool = False) -> Rect:
        """The part of a fanned card a click lands on (the whole card for the last)."""
        x, y = self.position(f"hand{side}", index, count)
        if lifted:
            y -= self.lift
        cw, ch = self.card_w, self.card_h
        step = self.hand_step if side == BOTTOM else self.back_step
        visible = cw if index == count - 1 else step * cw
        return Rect(x - cw / 2, y - ch / 2, visible, ch)


LEFT, RIGHT = 2, 3  # the other two places round a table of three or four

#: Where a seat sits, by its distance after the person at the bottom in the order
#: of play (counter-clockwise round the table: the next seat is at his right).
PLACES = {2: (BOTTOM, TOP), 3: (BOTTOM, RIGHT, LEFT), 4: (BOTTOM, RIGHT, TOP, LEFT)}

PILE_SCALE = 0.72  # the cards of a pile of tricks at a table of three or four, to a card's size
COLUMN_STEP = 0.3  # the cards of a hand at the side overlap down to this fraction of their height
SIDE_SHOWN_STEP = 0.34  # cards shown by a seat at the side, fanned closer than at the top
PLAY_DX, PLAY_DY = 0.75, 0.3  # a trick's card lies towards its player: fractions of a card


class RoundLayout(TableLayout):
    """A table of three or four: the person at the bottom as at two, a partner (or
    the fourth) at the top, the others at the left and right in columns of
    overlapping cards.  A trick lies in the middle, each card towards the seat that
    played it (zones ``play`` and a place); each seat's tricks in a corner of the
    middle, the commentary between the lower two; the talon (Piquet Normand) at
    the top, where no seat of three sits.

    Places are ``BOTTOM``, ``TOP``, ``LEFT`` and ``RIGHT``; zones are named as at
    two (``hand2`` is the hand at the left)."""

    def __init__(self, width: int, height: int, wide_panel: bool = False, players: int = 4) -> None:
        super().__init__(width, height, wide_panel, players)
        m, cw, ch = self.margin, self.card_w, self.card_h
        tw = self.table_w
        self.col_top = self.top_y  # the centre of a side hand's first card
        self.col_bottom = max(self.col_top, self.bar.y - m - ch / 2)
        self.col_x = {LEFT: m + cw / 2, RIGHT: tw - m - cw / 2}
        # the piles of tricks, of smaller cards (two of them and their labels stand
        # one above the other at each side), in the corners of the middle
        pw, ph = PILE_SCALE * cw, PILE_SCALE * ch
        self.corner_x = (2 * m + cw + pw / 2, tw - 2 * m - cw - pw / 2)
        label = round(1.3 * self.font_px) + self.ring  # room for a label above each
        self.upper_y = self.top_y + ch / 2 + m + label + ph / 2
        self.lower_y = self.bar.y - m / 2 - ph / 2
        # the trick's four cards reach PLAY_DY + a half card above and below the middle
        top = self.mid_y + (0.5 + PLAY_DY) * ch + m / 2
        left = self.corner_x[0] + pw / 2 + m
        self.commentary = Rect(left, top, tw - 2 * left, max(20, self.bar.y - m / 2 - top))

    def card_scale(self, zone: str) -> float:
        return PILE_SCALE if zone.startswith("won") else 1.0

    def column_step(self, count: int) -> float:
        if count <= 1:
            return 0.0
        return min(COLUMN_STEP * self.card_h, (self.col_bottom - self.col_top) / (count - 1))

    def position(self, zone: str, index: int, count: int) -> tuple[float, float]:
        cw, ch, m = self.card_w, self.card_h, self.margin
        if zone in ("talon", "spread"):
            return self.talon_fanned(index, count) if zone == "spread" else self._talon(index, count)
        if zone == "trick":  # not used at three or four: the cards lie by seat
            return (self.center_x, self.mid_y)
        if zone == "deck":
            return super().position(zone, index, count)
        name, place = zone[:-1], int(zone[-1])
        if name == "play":
            dx = {LEFT: -PLAY_DX, RIGHT: PLAY_DX}.get(place, 0.0) * cw
            dy = {BOTTOM: PLAY_DY, TOP: -PLAY_DY}.get(place, 0.0) * ch
            return (self.center_x + dx, self.mid_y + dy)
        if name == "won":
            x = self.corner_x[1 if place in (BOTTOM, RIGHT) else 0]
            if place == TOP:  # under the left of the top hand, clear of the column at the left
                pw = PILE_SCALE * cw  # and of the card played at the left, the pile at its fullest
                under = self.hand_x(0, self.full_hand, self.back_step) - cw / 2 + pw / 2
                clear = self.center_x - (PLAY_DX + 0.5) * cw - m - pw / 2
                x = max(x, min(under, clear))
            y = self.lower_y if place in (BOTTOM, LEFT) else self.upper_y
            # each pile grows upwards, a little for each card up to three tricks'
            # (its label above it stays clear of the hand at the top), never
            # towards the middle nor the column beside it
            return (x, y - min(index, 12) * PILE_STEP * cw * 0.75)
        if place in (BOTTOM, TOP):
            if name == "discard" and place == TOP:  # right of the column at the left
                return (2 * m + 1.25 * cw + index * 0.18 * cw, self.top_y + 0.12 * ch)
            return super().position(zone, index, count)
        x = self.col_x[place]
        inward = 1 if place == LEFT else -1
        if name == "hand":
            return (x, self.col_top + index * self.column_step(count))
        if name == "shown":  # fanned towards the middle, half-way down the column
            k = index if place == LEFT else count - 1 - index
            return (x + inward * (cw + m + k * SIDE_SHOWN_STEP * cw), self.mid_y)
        if name == "discard":  # in the top row, where no seat of three sits, at this side
            return (self.center_x - inward * (2.9 - index * 0.18) * cw, self.top_y)
        raise ValueError(f"no zone {zone!r}")

    def _talon(self, index: int, count: int) -> tuple[float, float]:
        """At the top, where no seat of three sits: the dealer's two (Piquet
        Normand) side by side; the two left at the table play with a talon of eight
        in two piles, elder's five and younger's three."""
        cw = self.card_w
        if count <= 3:
            return (self.center_x + (index - (count - 1) / 2) * 1.1 * cw, self.top_y)
        elder_left = max(0, count - 3)
        if index < elder_left:
            k = elder_left - 1 - index
            return (self.center_x - 0.6 * cw + k * PILE_STEP * cw * 3, self.top_y - k * PILE_STEP * cw * 3)
        k = count - 1 - index
        return (self.center_x + 0.6 * cw + k * PILE_STEP * cw * 3, self.top_y - k * PILE_STEP * cw * 3)

    def talon_fanned(self, index: int, count: int) -> tuple[float, float]:
        return (self.center_x + (index - (count - 1) / 2) * 0.42 * self.card_w, self.top_y)

    def won_left(self) -> float:
        if not hasattr(self, "corner_x"):  # (while the table's part of __init__ runs)
            x, _ = TableLayout.position(self, "won0", WON_MAX - 1, WON_MAX)
            return x - self.card_w / 2
        return self.corner_x[1] - self.card_w / 2

    def trick_area(self) -> Rect:
        cw, ch = self.card_w, self.card_h
        half_w, half_h = (PLAY_DX + 0.6) * cw, (PLAY_DY + 0.55) * ch
        return Rect(self.center_x - half_w, self.mid_y - half_h, 2 * half_w, 2 * half_h)


def layout_for(players: int, width: int, height: int, wide_panel: bool = False) -> TableLayout:
    """The layout of a table of ``players`` seats."""
    if players > 2:
        return RoundLayout(width, height, wide_panel, players)
    return TableLayout(width, height, wide_panel)
