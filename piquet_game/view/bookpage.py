"""The pages of the rules book: sizes from the window, the chapters flowed into pages
with the real font metrics, and the drawing of each thing on a page (the pictures too:
Ass's beating table, :class:`GridItem`, drawn with pygame at the size the page has
room for).

:class:`BookLayout` is computed for one window size: the page's rectangles
(:class:`Metrics`), the contents page and the pages of every chapter.  A chapter is
flowed item by item -- a line of text, a table, a worked example -- and a new page
begins where the next item would not fit, so a page never cuts or overflows; a
heading is never left alone at the bottom of a page.  Everything drawn is recorded
as a :class:`Drawn` (kind, rectangle, parent), which the tests read.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from ..book import (
    Bullets,
    Chapter,
    Example,
    Fan,
    Grid,
    Heading,
    Para,
    Table,
    contents_intro,
    example_title,
)
from ..i18n import ENGLISH, Translator
from .cardart import ass_face, ass_rank_text, card_size
from .palette import BORDER, DIM, GOLD, INK

if TYPE_CHECKING:
    from .text import Text

PAGE = (26, 36, 30)
RULE = (122, 112, 78)
HEAD_BG = (74, 62, 32)
BOX_BG = (35, 50, 41)
FOCUS_BG = (112, 90, 40)
SAME_BG = (18, 25, 21)  # a cell of the beating table where a card would meet itself
ONE_LESS = (126, 190, 236)  # the one-less mark: a ring, apart from the gold disc of "beats"


@dataclass(frozen=True)
class Drawn:
    """One thing drawn on a page: ``kind`` is head or foot (above and below the
    page's text), text, table, cell, mark (in a picture's table, or its legend),
    example, fan or entry; ``parent`` the index of the thing it lies in (-1: the page
    itself)."""

    kind: str
    rect: pygame.Rect
    text: str = ""
    parent: int = -1


class Metrics:
    """Every size of the book for one window size, from its height (and width)."""

    def __init__(self, size: tuple[int, int], text: Text) -> None:
        w, h = size
        self.size = size
        self.fs = max(15, round(h * 0.026))
        self.small = max(13, round(self.fs * 0.85))
        self.title = round(self.fs * 1.45)
        self.sub = round(self.fs * 1.12)
        self.card_w = max(46, round(h * 0.08))
        self.step = text.font(self.fs).get_height() + round(self.fs * 0.1)
        self.bh = max(34, round(h * 0.055))
        margin = round(h * 0.025)
        self.buttons_y = h - margin - self.bh
        pw = min(round(w * 0.94), round(h * 1.2))
        top = round(h * 0.03)
        self.panel = pygame.Rect((w - pw) // 2, top, pw, self.buttons_y - round(h * 0.02) - top)
        pad = round(self.fs * 1.3)
        self.pad = pad
        self.line_w = max(2, round(h / 450))  # the page's border
        head_h = text.font(self.title, True).get_height()
        self.header = pygame.Rect(self.panel.x + pad, self.panel.y + round(pad * 0.6), pw - 2 * pad, head_h)
        foot_h = text.font(self.small).get_height()
        self.footer = pygame.Rect(self.panel.x + pad, self.panel.bottom - round(pad * 0.5) - foot_h,
                                  pw - 2 * pad, foot_h)
        top = self.header.bottom + round(self.fs * 0.9)
        self.content = pygame.Rect(self.panel.x + pad, top, pw - 2 * pad,
                                   self.footer.top - round(self.fs * 0.6) - top)


# ---------------------------------------------------------------- items


class Item:
    """One thing in a chapter's flow, measured for a width."""

    h = 0
    space = 0  # room above it, unless it opens a page
    keep = False  # never the last thing on a page (a heading, a paragraph's first line)

    def draw(self, book: BookLayout, surface, x: int, y: int, drawn: list[Drawn]) -> None:
        raise NotImplementedError


@dataclass
class TextLine(Item):
    text: str
    size: int
    colour: tuple[int, int, int] = INK
    bold: bool = False
    indent: int = 0
    bullet: bool = False
    h: int = 0
    space: int = 0
    keep: bool = False

    def draw(self, book, surface, x, y, drawn):
        t = book.text
        if self.bullet:
            t.blit(surface, "\u2022", self.size, (x + self.indent * 0.35, y), GOLD, True, "midtop")
        rect = t.blit(surface, self.text, self.size, (x + self.indent, y), self.colour, self.bold)
        drawn.append(Drawn("text", rect, self.text))


def _text_h(text: Text, size: int, bold: bool = False) -> int:
    return text.font(size, bold).get_height()


class TableItem(Item):
    """A table with ruled rows and columns under its caption; the widths of the columns
    are their text's, shrunk (the words wrapped) where the page is too narrow."""

    def __init__(self, table: Table, book: BookLayout, width: int) -> None:
        m, t = book.m, book.text
        self.table = table
        self.padx, self.pady = round(m.fs * 0.55), round(m.fs * 0.3)
        self.line = _text_h(t, m.fs) + round(m.fs * 0.05)
        self.caption_h = _text_h(t, m.fs, True) + round(m.fs * 0.35)
        rows = [table.header, *table.rows]
        cols = len(table.header)
        nat = [max(t.font(m.fs, True).size(r[c])[0] for r in rows) + 2 * self.padx for c in range(cols)]
        least = [max(t.font(m.fs, True).size(word)[0] for r in rows for word in r[c].split()) + 2 * self.padx
                 for c in range(cols)]
        self.widths = _fit_columns(nat, least, width)
        self.rows: list[tuple[int, list[list[str]]]] = []
        for i, row in enumerate(rows):
            cells = [t.wrap(cell, m.fs, self.widths[c] - 2 * self.padx, bold=i == 0)
                     for c, cell in enumerate(row)]
            self.rows.append((max(len(c) for c in cells) * self.line + 2 * self.pady, cells))
        self.w = sum(self.widths)
        self.h = self.caption_h + sum(h for h, _ in self.rows) + 1
        self.space = round(m.fs * 0.9)
        self.align = table.align or "l" + "c" * (cols - 1)

    def draw(self, book, surface, x, y, drawn):
        m, t = book.m, book.text
        rect = t.blit(surface, self.table.caption, m.fs, (x, y), GOLD, True)
        drawn.append(Drawn("text", rect, self.table.caption))
        top = y + self.caption_h
        grid = pygame.Rect(x, top, self.w, self.h - self.caption_h)
        parent = len(drawn)
        drawn.append(Drawn("table", grid, self.table.caption))
        pygame.draw.rect(surface, HEAD_BG, (x, top, self.w, self.rows[0][0]))
        ry = top
        for i, (rh, cells) in enumerate(self.rows):
            cx = x
            for c, lines in enumerate(cells):
                cw = self.widths[c]
                for k, line in enumerate(lines):
                    ly = ry + self.pady + k * self.line
                    colour = GOLD if i == 0 else INK
                    if self.align[c] == "c":
                        r = t.blit(surface, line, m.fs, (cx + cw / 2, ly), colour, i == 0, "midtop")
                    else:
                        r = t.blit(surface, line, m.fs, (cx + self.padx, ly), colour, i == 0)
                    drawn.append(Drawn("cell", r, line, parent))
                cx += cw
            ry += rh
            if i + 1 < len(self.rows):
                pygame.draw.line(surface, BORDER if i == 0 else RULE, (x, ry), (x + self.w - 1, ry), 1)
        cx = x
        for cw in self.widths[:-1]:
            cx += cw
            pygame.draw.line(surface, RULE, (cx, top), (cx, grid.bottom - 1), 1)
        pygame.draw.rect(surface, BORDER, grid, 1)


def _fit_columns(nat: list[int], least: list[int], width: int) -> list[int]:
    """Column widths: the natural ones if they fit, widened to a comfortable table;
    else the widest columns narrowed to a common cap (never below their longest word)."""
    total = sum(nat)
    if total <= width:
        goal = min(width, max(total, round(width * 0.62)))
        extra = goal - total
        out = [n + extra * n // total for n in nat]
        out[0] += goal - sum(out)
        return out
    lo, hi = 0, max(nat)
    while lo < hi:  # the largest cap for which the table fits
        cap = (lo + hi + 1) // 2
        if sum(min(n, max(cap, a)) for n, a in zip(nat, least, strict=True)) <= width:
            lo = cap
        else:
            hi = cap - 1
    out = [min(n, max(lo, a)) for n, a in zip(nat, least, strict=True)]
    spare = width - sum(out)
    if spare > 0:  # what the cap leaves goes to the columns it narrowed
        narrowed = [i for i, (o, n) in enumerate(zip(out, nat, strict=True)) if o < n] or [0]
        for i in narrowed:
            out[i] += spare // len(narrowed)
        out[narrowed[0]] += spare % len(narrowed)
    return out


class ExampleItem(Item):
    """A worked example in a box: its title, the cards in small fans with a word under
    each, and the caption beside them (or under them on a narrow page)."""

    def __init__(self, example: Example, book: BookLayout, width: int) -> None:
        m, t = book.m, book.text
        self.example = example
        self.pad = round(m.fs * 0.7)
        inner = width - 2 * self.pad
        self.w = width
        self.title_h = _text_h(t, m.fs, True) + round(m.fs * 0.4)
        self.card_w = m.card_w
        gap = round(m.fs * 1.2)
        self.fans: list[tuple[Fan, int, int, int]] = []  # fan, x in the box, width of its block, step
        x = 0
        label_h = _text_h(t, m.small) if any(f.label for f in example.fans) else 0
        for fan in example.fans:
            n = len(fan.cards)
            step = round(self.card_w * 0.42)
            fan_w = self.card_w + step * (n - 1)
            block = max(fan_w, t.font(m.small).size(fan.label)[0])
            self.fans.append((fan, x, block, step))
            x += block + gap
        fans_w = x - gap
        ch = card_size(self.card_w)[1]
        self.fans_h = ch + (round(m.small * 0.25) + label_h if label_h else 0)
        self.card_h = ch
        beside = inner - fans_w - gap
        self.side = beside >= m.fs * 15
        cap_w = beside if self.side else inner
        self.caption: list[str] = []
        self.para_starts: set[int] = set()
        for para in example.caption:
            if self.caption:
                self.para_starts.add(len(self.caption))
            self.caption.extend(t.wrap(para, m.fs, cap_w))
        self.cap_x = fans_w + gap if self.side else 0
        self.line = m.step
        self.para_gap = round(m.fs * 0.25)
        cap_h = len(self.caption) * self.line + len(self.para_starts) * self.para_gap
        if self.side:
            body = max(self.fans_h, cap_h)
            self.fans_y = (body - self.fans_h) // 2
            self.cap_y = (body - cap_h) // 2
        else:
            body = self.fans_h + round(m.fs * 0.6) + cap_h
            self.fans_y, self.cap_y = 0, self.fans_h + round(m.fs * 0.6)
        self.h = 2 * self.pad + self.title_h + body
        self.space = round(m.fs * 0.9)

    def draw(self, book, surface, x, y, drawn):
        m, t = book.m, book.text
        box = pygame.Rect(x, y, self.w, self.h)
        pygame.draw.rect(surface, BOX_BG, box, border_radius=max(4, m.fs // 3))
        pygame.draw.rect(surface, RULE, box, 1, border_radius=max(4, m.fs // 3))
        parent = len(drawn)
        drawn.append(Drawn("example", box, self.example.title))
        ix, iy = x + self.pad, y + self.pad
        title, size = t.fitted(example_title(book.tr, self.example), m.fs, self.w - 2 * self.pad, True)
        r = t.blit(surface, title, size, (ix, iy), GOLD, True)
        drawn.append(Drawn("text", r, self.example.title, parent))
        body = iy + self.title_h
        for fan, fx, block, step in self.fans:
            n = len(fan.cards)
            fan_w = self.card_w + step * (n - 1)
            left = ix + fx + (block - fan_w) // 2
            top = body + self.fans_y
            for i, card in enumerate(fan.cards):
                surface.blit(_face(book, fan, card, self.card_w), (left + i * step, top))
            drawn.append(Drawn("fan", pygame.Rect(left, top, fan_w, self.card_h),
                               " ".join(str(c) for c in fan.cards), parent))
            if fan.label:
                below = top + self.card_h + round(m.small * 0.25)
                r = t.blit(surface, fan.label, m.small, (ix + fx + block / 2, below), DIM, False, "midtop")
                drawn.append(Drawn("text", r, fan.label, parent))
        ly = body + self.cap_y
        for i, line in enumerate(self.caption):
            if i in self.para_starts:
                ly += self.para_gap
            r = t.blit(surface, line, m.fs, (ix + self.cap_x, ly), INK)
            drawn.append(Drawn("text", r, line, parent))
            ly += self.line


def _face(book: BookLayout, fan: Fan, card: int, width: int) -> pygame.Surface:
    """A card of a fan: Piquet's from the app's cards, Ass's from their own cache, in
    the same colours and corner letters."""
    if fan.pack == "ass":
        four, indices = getattr(book.cards, "four_colour", False), getattr(book.cards, "indices", "en")
        return ass_face(card, width, bool(four), indices)
    return book.cards.face(card, width)


def mark_radius(cell: int) -> int:
    """The radius of a mark in a cell ``cell`` pixels wide."""
    return max(3, round(cell * 0.27))


def draw_mark(surface: pygame.Surface, mark: str, centre: tuple[int, int], r: int) -> None:
    """A mark of the beating table: a gold disc where the card beats, a blue ring
    where it is one less."""
    if mark == "b":
        pygame.draw.circle(surface, GOLD, centre, r)
    elif mark == "o":
        pygame.draw.circle(surface, ONE_LESS, centre, r, max(2, round(r * 0.38)))


class GridItem(Item):
    """A picture of a square table of marks, Ass's beating table: the ranks across
    the top (the card played) and down the side (the card it meets) as the cards'
    corners show them, a mark in each cell, and beside the table (under it on a
    narrow page) what the marks mean and the caption.  The cells are as large as the
    page has room for, up to about two lines of text."""

    def __init__(self, grid: Grid, book: BookLayout, width: int, height: int) -> None:
        m, t = book.m, book.text
        self.grid = grid
        n = len(grid.ranks)
        self.w = width
        self.caption_h = _text_h(t, m.fs, True) + round(m.fs * 0.35)
        label_h = _text_h(t, m.small)
        self.across_h = label_h + round(m.fs * 0.25)
        self.side_w = label_h + round(m.fs * 0.25)  # the label down the side, turned
        self.gap = round(m.fs * 1.2)
        self.key = round(m.fs * 1.5)  # the room of a mark in the legend
        self.line = m.step
        # as tall as a page leaves under a heading, so that the heading goes with it
        heading = _text_h(t, m.sub, True) + round(m.fs * 0.9)
        room = height - heading - self.caption_h - self.across_h
        cell = max(16, min(round(m.fs * 2.1), room // (n + 1), (width - self.side_w) // (n + 1)))
        legend_w = width - self.side_w - (n + 1) * cell - self.gap
        self.beside = legend_w >= m.fs * 11
        if not self.beside:
            legend_w = width
        self.legend = self._legend(book, legend_w)
        legend_h = self._legend_h()
        if not self.beside:  # the cells smaller, for the legend under the table to fit the page
            cell = max(16, min(cell, (room - self.gap - legend_h) // (n + 1)))
        self.cell = cell
        self.grid_w = (n + 1) * cell
        self.legend_x = self.side_w + self.grid_w + self.gap if self.beside else 0
        self.legend_y = self.caption_h + self.across_h if self.beside else (
            self.caption_h + self.across_h + self.grid_w + self.gap)
        table_h = self.caption_h + self.across_h + self.grid_w
        self.h = max(table_h, self.legend_y + legend_h) if self.beside else self.legend_y + legend_h
        self.space = round(m.fs * 0.9)

    def _legend(self, book: BookLayout, width: int) -> list[tuple[str, list[str]]]:
        """The legend's entries, (mark, lines): the two marks, then the caption's
        paragraphs (mark "")."""
        m, t = book.m, book.text
        room = width - self.key - round(m.fs * 0.3)  # beside the mark
        out = [(mark, t.wrap(words, m.fs, room)) for mark, words in zip("bo", self.grid.legend, strict=True)]
        out += [("", t.wrap(words, m.fs, width)) for words in self.grid.caption]
        return out

    def _legend_h(self) -> int:
        para = round(self.line * 0.35)
        return sum(len(lines) * self.line for _, lines in self.legend) + para * (len(self.legend) - 1)

    def draw(self, book, surface, x, y, drawn):
        m, t = book.m, book.text
        grid, cell, n = self.grid, self.cell, len(self.grid.ranks)
        rect = t.blit(surface, grid.title, m.fs, (x, y), GOLD, True)
        drawn.append(Drawn("text", rect, grid.title))
        gx, gy = x + self.side_w, y + self.caption_h + self.across_h
        body = pygame.Rect(gx + cell, gy + cell, n * cell, n * cell)
        across, size = t.fitted(grid.across, m.small, body.w)
        rect = t.blit(surface, across, size, (body.centerx, y + self.caption_h), DIM, False, "midtop")
        drawn.append(Drawn("text", rect, grid.across))
        down, size = t.fitted(grid.down, m.small, body.h)
        turned = pygame.transform.rotate(t.render(down, size, DIM), 90)
        rect = turned.get_rect(center=(x + self.side_w // 2, body.centery))
        surface.blit(turned, rect)
        drawn.append(Drawn("text", rect, grid.down))
        table = pygame.Rect(gx, gy, self.grid_w, self.grid_w)
        parent = len(drawn)
        drawn.append(Drawn("table", table, grid.title))
        pygame.draw.rect(surface, BOX_BG, body)
        pygame.draw.rect(surface, HEAD_BG, (gx, gy, self.grid_w, cell))
        pygame.draw.rect(surface, HEAD_BG, (gx, gy + cell, cell, n * cell))
        indices = getattr(book.cards, "indices", "en")
        size = max(10, min(m.fs, round(cell * 0.5)))
        for i, rank in enumerate(grid.ranks):
            label = ass_rank_text(rank, indices)
            for centre in ((gx + (i + 1.5) * cell, gy + cell / 2), (gx + cell / 2, gy + (i + 1.5) * cell)):
                r = t.blit(surface, label, size, centre, GOLD, True, "center")
                drawn.append(Drawn("cell", r, label, parent))
        for row, marks in enumerate(grid.marks):
            for col, mark in enumerate(marks):
                box = pygame.Rect(body.x + col * cell, body.y + row * cell, cell, cell)
                if mark == "=":
                    pygame.draw.rect(surface, SAME_BG, box)
                    pygame.draw.line(surface, RULE, box.topleft, (box.right - 1, box.bottom - 1), 1)
                elif mark in "bo":
                    r = mark_radius(cell)
                    draw_mark(surface, mark, box.center, r)
                    drawn.append(Drawn("mark", pygame.Rect(0, 0, 2 * r, 2 * r).move(box.centerx - r,
                                                                                   box.centery - r),
                                       mark, parent))
        for i in range(1, n + 1):  # the rules between the cells, the header's heavier
            colour = BORDER if i == 1 else RULE
            pygame.draw.line(surface, colour, (gx + i * cell, gy), (gx + i * cell, table.bottom - 1), 1)
            pygame.draw.line(surface, colour, (gx, gy + i * cell), (table.right - 1, gy + i * cell), 1)
        pygame.draw.rect(surface, BORDER, table, 1)
        ly = y + self.legend_y
        para = round(self.line * 0.35)
        for mark, lines in self.legend:
            lx = x + self.legend_x
            if mark:  # as large as in the table, if the line has room
                r = min(mark_radius(cell), self.line // 2 - 1, self.key // 2)
                centre = (lx + self.key // 2, ly + self.line // 2)
                draw_mark(surface, mark, centre, r)
                drawn.append(Drawn("mark", pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r), mark))
                lx += self.key + round(m.fs * 0.3)
            for line in lines:
                r = t.blit(surface, line, m.fs, (lx, ly), INK)
                drawn.append(Drawn("text", r, line))
                ly += self.line
            ly += para


# ---------------------------------------------------------------- pages


@dataclass
class Page:
    """A page: the chapter it belongs to (None: the contents) and the items on it
    with their heights from the top of the page's text."""

    chapter: int | None
    start: int = 0  # the index in the chapter's flow of its first item
    items: list[tuple[Item, int]] = field(default_factory=list)


class BookLayout:
    """The book laid out for one window size."""

    def __init__(self, chapters: tuple[Chapter, ...], size: tuple[int, int], text: Text, cards,
                 tr: Translator = ENGLISH) -> None:
        self.text, self.cards = text, cards
        self.tr = tr  # the language of the words the layout adds (the contents, the examples' titles)
        self.m = m = Metrics(size, text)
        self.size = size
        self.chapters = chapters
        self.pages: list[Page] = [Page(None)]
        self.first_page: list[int] = []
        for i, chapter in enumerate(chapters):
            self.first_page.append(len(self.pages))
            self.pages.extend(self._paginate(i, self.flow(chapter, m.content.w), m.content.h))
        self.entries = self._contents()

    # ---- flow

    def flow(self, chapter: Chapter, width: int) -> list[Item]:
        m, t = self.m, self.text
        items: list[Item] = []
        for block in chapter.blocks:
            if isinstance(block, Heading):
                for k, line in enumerate(t.wrap(block.text, m.sub, width, bold=True)):
                    items.append(TextLine(line, m.sub, GOLD, True, h=_text_h(t, m.sub, True),
                                          space=round(m.fs * 0.8) if k == 0 else 0, keep=True))
            elif isinstance(block, Para):
                lines = t.wrap(block.text, m.fs, width)
                for k, line in enumerate(lines):
                    # no line of a paragraph alone at the foot or the head of a page
                    keep = len(lines) > 1 and k in (0, len(lines) - 2)
                    items.append(TextLine(line, m.fs, h=m.step, space=round(m.fs * 0.55) if k == 0 else 0,
                                          keep=keep))
            elif isinstance(block, Bullets):
                indent = round(m.fs * 1.3)
                for j, entry in enumerate(block.items):
                    for k, line in enumerate(t.wrap(entry, m.fs, width - indent)):
                        space = (round(m.fs * 0.55) if j == 0 else round(m.fs * 0.3)) if k == 0 else 0
                        items.append(TextLine(line, m.fs, indent=indent, bullet=k == 0, h=m.step,
                                              space=space))
            elif isinstance(block, Table):
                items.append(TableItem(block, self, width))
            elif isinstance(block, Example):
                items.append(ExampleItem(block, self, width))
            elif isinstance(block, Grid):
                items.append(GridItem(block, self, width, m.content.h))
        return items

    @staticmethod
    def _paginate(chapter: int, items: list[Item], height: int) -> list[Page]:
        pages = [Page(chapter, 0)]
        y = 0
        for i, item in enumerate(items):
            page = pages[-1]
            gap = item.space if page.items else 0
            need = gap + item.h
            if item.keep:  # a heading goes with what follows it
                j = i + 1
                while j < len(items) and items[j - 1].keep:
                    need += items[j].space + items[j].h
                    j += 1
            if page.items and y + need > height:
                pages.append(Page(chapter, i))
                page, y, gap = pages[-1], 0, 0
            page.items.append((item, y + gap))
            y += gap + item.h
        return pages

    # ---- the contents

    def _contents(self) -> list[tuple[int, pygame.Rect]]:
        """Each chapter's entry on the contents page: (chapter, rectangle)."""
        m = self.m
        area = m.content
        intro = self.contents_intro()
        top = area.y + len(intro) * m.step + round(m.fs * 0.8)
        n = len(self.chapters)
        row = min(round(m.fs * 2.3), (area.bottom - top) // max(1, n))
        if row - max(2, row // 10) >= self.text.font(m.sub).get_linesize() + 2:  # one column
            w = min(area.w, round(m.fs * 34))
            x = area.centerx - w // 2
            return [(i, pygame.Rect(x, top + i * row, w, row - max(2, row // 10))) for i in range(n)]
        # too many chapters for one column: two, down the first then the second
        per = -(-n // 2)
        row = min(round(m.fs * 2.3), (area.bottom - top) // max(1, per))
        gap = m.fs
        w = min(area.w, round(m.fs * 68))
        col = (w - gap) // 2
        x = area.centerx - w // 2
        return [(i, pygame.Rect(x + (i // per) * (col + gap), top + (i % per) * row, col,
                                row - max(2, row // 10))) for i in range(n)]

    def contents_intro(self) -> list[str]:
        m = self.m
        return self.text.wrap(contents_intro(self.tr, len(self.chapters)), m.fs, m.content.w)

    def page_of(self, chapter: int | None, start: int) -> int:
        """The page that shows item ``start`` of a chapter (the contents for None)."""
        if chapter is None:
            return 0
        best = self.first_page[chapter]
        for i, page in enumerate(self.pages):
            if page.chapter == chapter and page.start <= start:
                best = i
        return best
