"""The table of Ass drawn: the hands round the table, the stock, the trick with each
card's way of taking it, the banks and bets, the panel and its lines, the cards in
flight; from the table's state, for the seat at the screen."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...view.cardart import CARD_ASPECT, SUIT_COLOURS_TWO, draw_suit
from ...view.palette import BORDER, DIM, ERROR, GOLD, INK
from ...view.scene import Scene
from ..phrases import WAY_WORDS, bet_words, reading_words, rules_words, suit_words
from ..rules import AssPhase
from ..rules.cards import score_cards
from .words import ass_face

if TYPE_CHECKING:
    from ...controller import Seen

PANEL_BG = (16, 30, 22, 205)
HOLD_COLOUR = (255, 214, 92)
TURN_COLOUR = (150, 230, 170)


class AssTablePaint(Scene):
    """The drawing of the table of Ass (a part of :class:`~piquet_game.ass.view.table.AssTableScene`)."""

    if TYPE_CHECKING:  # what the drawing reads of the table it belongs to (AssTableScene has them)
        board: Any
        bottom: Any
        collect: Any
        controller: Any
        deal_over: Any
        flights: Any
        focus: Any
        hidden: Any
        hint: Any
        hold: Any
        incoming: Any
        lines: Any
        message: Any
        pending: Any
        rules: Any
        save_notice: Any
        showing: Any
        taken: Any
        ui_key: Any
        viewer: Any

        @property
        def seen(self) -> Seen: ...

        @property
        def n(self) -> Any: ...

        @property
        def names(self) -> Any: ...
        def card_width(self, *args: Any, **kwargs: Any) -> Any: ...
        def hand_centre(self, *args: Any, **kwargs: Any) -> Any: ...
        def hand_rects(self, *args: Any, **kwargs: Any) -> Any: ...
        def legal_cards(self, *args: Any, **kwargs: Any) -> Any: ...
        def my_turn(self, *args: Any, **kwargs: Any) -> Any: ...
        def panel_width(self, *args: Any, **kwargs: Any) -> Any: ...
        def place(self, *args: Any, **kwargs: Any) -> Any: ...
        def seat_anchor(self, *args: Any, **kwargs: Any) -> Any: ...
        def small_card_width(self, *args: Any, **kwargs: Any) -> Any: ...
        def stock_centre(self, *args: Any, **kwargs: Any) -> Any: ...
        def table_rect(self, *args: Any, **kwargs: Any) -> Any: ...
        def trick_card_width(self, *args: Any, **kwargs: Any) -> Any: ...
        def trick_slot(self, *args: Any, **kwargs: Any) -> Any: ...
        def visible_lines(self, *args: Any, **kwargs: Any) -> Any: ...

    # -------------------------------------------------------------- drawing

    def picture_key(self) -> tuple | None:
        """None while a card flies; else what the table is drawn from (the events
        taken, the words, the buttons, the prompt)."""
        if self.flights:
            return None
        return (self.taken, len(self.pending), self.hold > 0, self.collect is not None,
                tuple(self.showing), frozenset(self.hidden), tuple(self.incoming), tuple(self.lines),
                self.message, self.hint, self.focus, self.ui_key, self.deal_over, self.viewer, self.bottom,
                self.controller.thinking, self.prompt(), self.save_notice)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.cloth(), (0, 0))
        w, h = surface.get_size()
        fs = max(14, round(h * 0.022))
        for seat in range(self.n):
            self.draw_seat(surface, seat, fs)
        self.draw_stock(surface, fs)
        self.draw_trick(surface, fs)
        self.draw_hand(surface, fs)
        for f in self.flights:
            if not f.tween.started:
                continue
            x, y = f.pos()
            art = ass_face(self.app, f.card, f.width) if f.face_up and f.card >= 0 else \
                self.app.cards.back_surface(f.width)
            surface.blit(art, art.get_rect(center=(round(x), round(y))))
        self.draw_panel(surface, fs)

    def draw_seat(self, surface: pygame.Surface, seat: int, fs: int) -> None:
        text = self.app.text
        b = self.board
        x, y = self.seat_anchor(seat)
        bottom = self.place(seat) == 0
        if bottom:
            r = self.table_rect()
            x, y = r.x + r.w * 0.12, r.bottom - fs * 6.2
        else:
            count = b.counts[seat] - self.incoming[seat]
            sw = self.small_card_width()
            sh = round(sw * CARD_ASPECT)
            step = round(sw * 0.35)
            total = sw + step * max(0, count - 1)
            back = self.app.cards.back_surface(sw)
            for i in range(max(0, count)):
                surface.blit(back, (round(x - total / 2 + i * step), round(y - sh * 0.95)))
        turn = self.seen.to_move == seat and not self.seen.over
        name = self.names[seat]
        colour = TURN_COLOUR if turn else GOLD
        words, size = text.fitted(name, fs, self.table_rect().w * 0.24, True)
        text.blit(surface, words, size, (x, y + fs * 0.1), colour, True, "midtop")
        # the banks as counters, then the trumps and the bet
        row_y = y + fs * 1.5
        banks = b.banks[seat]
        radius = max(3, round(fs * 0.32))
        shown = min(banks, 8)
        bx = x - (shown * radius * 2.6) / 2 + radius
        for i in range(shown):
            centre = (round(bx + i * radius * 2.6), round(row_y + radius))
            pygame.draw.circle(surface, (214, 170, 64), centre, radius)
            pygame.draw.circle(surface, (90, 64, 20), centre, radius, 1)
        said = self.tr.ntr("{n} bank", "{n} banks", banks).format(n=banks)
        text.blit(surface, said, round(fs * 0.8), (x, row_y + radius * 2 + 2), INK, False, "midtop")
        extra = []
        bet = b.bets[seat]
        if bet is not None:
            extra.append(bet_words(bet, self.tr))
        if b.won[seat]:
            extra.append(self.tr("{points} pts").format(points=score_cards(b.won[seat])))
        if seat == b.dealer and b.deal_number:
            extra.append(self.tr("dealer"))
        ty = row_y + radius * 2 + fs * 1.05
        if b.trumps[seat]:
            sx = x - fs * 0.6 * len(b.trumps[seat])
            for suit in b.trumps[seat]:
                draw_suit(surface, suit, SUIT_COLOURS_TWO[suit] if suit in (1, 2) else (235, 235, 235),
                          sx + fs * 0.5, ty + fs * 0.55, fs * 0.9)
                sx += fs * 1.2
            ty += fs * 1.1
        if extra:
            text.blit(surface, " · ".join(extra), round(fs * 0.8), (x, ty), DIM, False, "midtop")

    def draw_stock(self, surface: pygame.Surface, fs: int) -> None:
        left = self.board.stock
        if left <= 0:
            return
        sw = self.small_card_width()
        x, y = self.stock_centre()
        back = self.app.cards.back_surface(sw)
        for i in range(min(4, max(1, left // 4))):
            surface.blit(back, back.get_rect(center=(round(x + i * 2), round(y - i * 2))))
        self.app.text.blit(surface, self.tr("Stock: {n}").format(n=left), round(fs * 0.8),
                           (x, y + sw * CARD_ASPECT * 0.6), DIM, False, "midtop")

    def draw_trick(self, surface: pygame.Surface, fs: int) -> None:
        b = self.board
        plays = b.trick or self.showing
        if not plays:
            return
        holder = b.holder if b.trick else (b.last_winner if self.showing else None)
        holder_card = b.holder_card if b.trick else next((c for s, c, _ in plays if s == holder), None)
        cw = self.trick_card_width()
        text = self.app.text
        small = round(fs * 0.78)
        room = cw * 1.25
        # words wider than a card's place (long names, six at a small table) on two
        # rows, every other card's a row further out, each with two places' room
        shown = [(self.names[seat], self.tr(WAY_WORDS.get(way, WAY_WORDS[""])), card == holder_card)
                 for seat, card, way in plays]
        wide = any(text.font(small, bold).size(words)[0] > room
                   for name, tag, holds in shown for words, bold in ((name, False), (tag, holds)))
        row = round(small * 1.3) if wide else 0
        if wide:
            room = cw * 1.28 * 2 - cw * 0.2
        for index, (_seat, card, _way) in enumerate(plays):
            if card in self.hidden:
                continue
            x, y = self.trick_slot(index)
            face = ass_face(self.app, card, cw)
            rect = face.get_rect(center=(round(x), round(y)))
            surface.blit(face, rect)
            name, tag, holds = shown[index]
            if holds:
                pygame.draw.rect(surface, HOLD_COLOUR, rect.inflate(6, 6), width=3, border_radius=6)
            out = row * (index % 2)
            words, size = text.fitted(name, small, room)
            text.blit(surface, words, size, (rect.centerx, rect.top - 4 - out), INK, False, "midbottom")
            colour = HOLD_COLOUR if holds else (INK if plays[index][2] else DIM)
            words, size = text.fitted(tag, small, room, holds)
            text.blit(surface, words, size, (rect.centerx, rect.bottom + 3 + out), colour, holds, "midtop")
            if card == b.main and b.trick:
                words, size = text.fitted(self.tr("main card"), small, room)
                below = out + small * 1.3 + (row if index % 2 == 0 else 0)  # under the odd cards' words
                text.blit(surface, words, size, (rect.centerx, rect.bottom + 3 + below), DIM, False, "midtop")
        if holder is not None:
            r = self.table_rect()
            said = self.tr("Held by {who}").format(who=self.names[holder]) if b.trick else \
                self.tr("Taken by {who}").format(who=self.names[holder])
            top = self.trick_slot(0)[1] - cw * CARD_ASPECT / 2 - small * 1.6 - row
            words, size = text.fitted(said, fs, r.w * 0.5, True)
            text.blit(surface, words, size, (r.centerx, top - fs * 0.5), HOLD_COLOUR, True, "midbottom")

    def draw_hand(self, surface: pygame.Surface, fs: int) -> None:
        if self.viewer is None:
            # nobody at the keyboard may see: the bottom seat's cards face down
            seat = self.bottom
            count = self.board.counts[seat] - self.incoming[seat]
            cw = self.card_width()
            cx, cy = self.hand_centre(seat)
            back = self.app.cards.back_surface(cw)
            gap = round(cw * 0.12)
            total = count * cw + max(0, count - 1) * gap
            for i in range(max(0, count)):
                surface.blit(back, back.get_rect(center=(round(cx - total / 2 + cw / 2 + i * (cw + gap)),
                                                         round(cy))))
            return
        legal = self.legal_cards()
        mine = self.my_turn()
        hint_card = self.hint[1] if self.hint else None
        rects = self.hand_rects()
        for i, (card, rect) in enumerate(rects):
            face = ass_face(self.app, card, rect.w)
            surface.blit(face, rect)
            if mine and self.seen.phase is AssPhase.PLAY and card not in legal:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((0, 0, 0, 110))
                surface.blit(shade, rect)
            if card == hint_card:
                pygame.draw.rect(surface, (140, 200, 255), rect.inflate(8, 8), width=3, border_radius=8)
            elif mine and self.seen.phase is AssPhase.PLAY and i == self.focus % max(1, len(rects)):
                pygame.draw.rect(surface, (255, 236, 160), rect.inflate(6, 6), width=2, border_radius=7)
        if mine:
            words = self.prompt()
            r = self.table_rect()
            top = min((rect.top for _, rect in rects), default=r.bottom - 40)
            self.app.text.blit(surface, words, fs, (r.centerx, top - fs * 0.6), TURN_COLOUR, True,
                               "midbottom")

    def prompt(self) -> str:
        view = self.seen.view  # the seat's own cards, and the trick as it stands
        tr = self.tr
        if view.phase is AssPhase.TRUMP:
            return tr("Choose your trump suit")
        if view.phase is AssPhase.BID:
            return tr("Go or no? Your four cards are dealt")
        if not view.trick:
            return tr("Your lead: any card")
        main = view.main // 9
        suit = suit_words(main, tr)
        if view.hand & (0x1FF << (9 * main)):
            return tr("Follow {suit}, or take the trick with another card").format(suit=suit)
        if any(way == "switch" for _, way in view.ways):
            return tr("No {suit}: play any card (an eight switches the trick)").format(suit=suit)
        return tr("No {suit}: play any card").format(suit=suit)

    def draw_panel(self, surface: pygame.Surface, fs: int) -> None:
        w, h = surface.get_size()
        pw = self.panel_width()
        rect = pygame.Rect(w - pw, 0, pw, h)
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        panel.fill(PANEL_BG)
        surface.blit(panel, rect)
        pygame.draw.line(surface, BORDER, rect.topleft, rect.bottomleft, 2)
        text = self.app.text
        pad = round(fs * 0.8)
        x = rect.x + pad
        width = pw - pad * 2
        y = pad
        for row in text.wrap(rules_words(self.rules, self.tr), fs, width, True)[:2]:
            text.blit(surface, row, fs, (x, y), GOLD, True)
            y += round(fs * 1.3)
        b = self.board
        small = round(fs * 0.85)
        reading = reading_words(self.rules, self.tr)
        for row in text.wrap(reading, small, width)[:3] if reading else ():
            text.blit(surface, row, small, (x, y), DIM)
            y += round(small * 1.3)
        if b.deal_number:
            said = self.tr("Deal {number} · go {go}, no {no}").format(
                number=b.deal_number, go=self.rules.go_target, no=self.rules.no_target)
            text.blit(surface, said, small, (x, y), INK)
            y += round(fs * 1.4)
        bottom_limit = h - max(32, round(h * 0.05)) * 2 - pad
        notes: list[tuple[str, tuple[int, int, int]]] = []
        if self.message:
            notes.append((self.message, ERROR))
        if self.hint and self.my_turn():
            notes.append((self.hint[0], (170, 210, 255)))
        note_rows: list[tuple[str, tuple[int, int, int]]] = []
        for note, colour in notes:
            note_rows += [(row, colour) for row in text.wrap(note, small, width)]
        step = round(small * 1.3)
        room = (bottom_limit - y) // step - len(note_rows) - 1
        rows: list[str] = []
        for line in reversed(self.visible_lines()):
            wrapped = text.wrap(line, small, width)
            if len(rows) + len(wrapped) > room:
                break
            rows = wrapped + rows
        for row in rows:
            text.blit(surface, row, small, (x, y), DIM)
            y += step
        y = bottom_limit - len(note_rows) * step
        for row, colour in note_rows:
            text.blit(surface, row, small, (x, y), colour)
            y += step
