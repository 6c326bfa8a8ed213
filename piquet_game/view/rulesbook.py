"""The Rules screen as a book: a contents page, the chapters in pages, scoring tables
and worked examples with their cards (the content is :mod:`piquet_game.book`,
the pages :mod:`piquet_game.view.bookpage`).

Keys: Up/Down and Enter on the contents; Left/Right, Page Up/Page Down (or Space) turn
the pages; Home goes to the contents, End to the last page; Esc closes the book.  The
mouse clicks a chapter on the contents, the buttons under the page, or turns pages
with the wheel.  The book is laid out again for every window size and keeps the page
being read.
"""

from __future__ import annotations

import pygame

from ..book import RUBICON_CHAPTERS, book
from ..i18n import N_
from .backdrop import Backdrop
from .bookpage import BORDER, DIM, FOCUS_BG, GOLD, INK, PAGE, RULE, BookLayout, Drawn

NEXT_KEYS = (pygame.K_RIGHT, pygame.K_PAGEDOWN)
PREVIOUS_KEYS = (pygame.K_LEFT, pygame.K_PAGEUP)


class RulesBookScene(Backdrop):
    name = "rules"
    #: The contents' title, and the running head of each part of the book.
    title = N_("The rules of the games")
    rubicon = N_("The rules of Rubicon Piquet")
    others = N_("The other games")

    def __init__(self, app, chapter: int | None = None) -> None:
        super().__init__(app)
        self.chapters = book(self.tr)
        self._layout: BookLayout | None = None
        self.page = 0
        self.focus = 0  # the chapter chosen on the contents
        #: Everything the last frame drew on the page, for the tests.
        self.drawn: list[Drawn] = []
        if chapter is not None:
            self.open_chapter(chapter)

    # ------------------------------------------------------------ layout

    @property
    def layout(self) -> BookLayout:
        """The book at the window's size; after a resize, the page that shows what was
        at the top of the page being read."""
        size = self.app.size
        old = self._layout
        if old is not None and old.size == size:
            return old
        where = old.pages[self.page] if old is not None else None
        book = self._layout = BookLayout(self.chapters, size, self.app.text, self.app.cards, self.tr)
        if where is not None:
            self.page = book.page_of(where.chapter, where.start)
        return book

    def language_changed(self) -> None:
        """The book in the new language, open at the page that shows what was at the top
        of the page being read."""
        old = self._layout
        where = old.pages[self.page] if old is not None else None
        self.chapters = book(self.tr)
        self._layout = None
        if where is not None:
            self.page = self.layout.page_of(where.chapter, where.start)
        super().language_changed()

    def relayout(self) -> None:
        self.layout  # noqa: B018 (laid out now, so the buttons are built for the new pages)

    @property
    def page_count(self) -> int:
        return len(self.layout.pages)

    @property
    def chapter(self) -> int | None:
        """The chapter of the page shown (None: the contents)."""
        return self.layout.pages[self.page].chapter

    # ------------------------------------------------------------ the ui

    def build_ui(self) -> None:
        m = self.layout.m
        panel, bh = m.panel, m.bh
        bw = min(round(panel.w * 0.2), bh * 5)
        gap = round(bh * 0.4)
        y = m.buttons_y
        last = self.page_count - 1
        tr = self.tr
        self.button((panel.x, y, bw, bh), tr("Previous"), self.previous, enabled=self.page > 0,
                    tooltip=tr("The page before (Left, Page Up)"))
        self.button((panel.centerx - bw - gap // 2, y, bw, bh), tr("Contents"), self.contents,
                    enabled=self.page > 0, tooltip=tr("The list of chapters (Home)"))
        self.button((panel.centerx + gap - gap // 2, y, bw, bh), tr("Back"), self.back,
                    tooltip=tr("Close the book (Esc)"))
        self.button((panel.right - bw, y, bw, bh), tr("Next"), self.next, object_id="@primary",
                    enabled=self.page < last, tooltip=tr("The next page (Right, Page Down)"))

    def go(self, page: int) -> None:
        page = max(0, min(self.page_count - 1, page))
        if page == self.page:
            return
        if page == 0 and self.chapter is not None:
            self.focus = self.chapter
        self.page = page
        if self.active:
            self.clear_ui()
            self.build_ui()

    def next(self) -> None:
        self.go(self.page + 1)

    def previous(self) -> None:
        self.go(self.page - 1)

    def contents(self) -> None:
        self.go(0)

    def open_chapter(self, chapter: int) -> None:
        self.focus = chapter
        self.go(self.layout.first_page[chapter])

    # ------------------------------------------------------------ events

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key in NEXT_KEYS:
                self.next()
                return True
            if key in PREVIOUS_KEYS:
                self.previous()
                return True
            if key == pygame.K_HOME:
                self.contents()
                return True
            if key == pygame.K_END:
                self.go(self.page_count - 1)
                return True
            if self.page == 0 and key in (pygame.K_UP, pygame.K_DOWN):
                step = -1 if key == pygame.K_UP else 1
                self.focus = (self.focus + step) % len(self.chapters)
                return True
        elif event.type == pygame.MOUSEWHEEL:
            self.go(self.page - event.y)
            return True
        elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and self.page == 0:
            entry = self.entry_at(event.pos)
            if entry is not None:
                self.focus = entry
                if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                    self.open_chapter(entry)
                    return True
        return super().handle_event(event)

    def entry_at(self, pos) -> int | None:
        for chapter, rect in self.layout.entries:
            if rect.collidepoint(pos):
                return chapter
        return None

    def confirm(self) -> bool:
        """Enter opens the chapter chosen on the contents; on a page it turns it."""
        if self.page == 0:
            self.open_chapter(self.focus)
        else:
            self.next()
        return True

    # ------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.cloth(), (0, 0))
        layout = self.layout
        m, t = layout.m, self.app.text
        self.drawn = drawn = []
        radius = max(6, m.fs // 2)
        pygame.draw.rect(surface, PAGE, m.panel, border_radius=radius)
        pygame.draw.rect(surface, BORDER, m.panel, width=m.line_w, border_radius=radius)
        chapter = self.chapter
        if chapter is None:
            head, side = self.tr(self.title), ""
        else:
            part = self.rubicon if chapter < RUBICON_CHAPTERS else self.others
            head, side = f"{chapter + 1}. {self.chapters[chapter].title}", self.tr(part)
        # the chapter's title in the room the book's leaves it (smaller, or cut short, if long)
        room = m.header.w - (t.font(m.small).size(side)[0] + m.fs if side else 0)
        head, size = t.fitted(head, m.title, room, True)
        r = t.blit(surface, head, size, m.header.topleft, GOLD, True)
        drawn.append(Drawn("head", r, head))
        if side:
            r = t.blit(surface, side, m.small, m.header.bottomright, DIM, False, "bottomright")
            drawn.append(Drawn("head", r, side))
        rule_y = m.header.bottom + round(m.fs * 0.4)
        pygame.draw.line(surface, RULE, (m.header.x, rule_y), (m.header.right, rule_y), 1)
        if chapter is None:
            self.draw_contents(surface)
        else:
            x, y = m.content.topleft
            for item, dy in layout.pages[self.page].items:
                item.draw(layout, surface, x, y + dy, drawn)
        keys = (self.tr("Up, Down: choose   Enter: open   Esc: close") if chapter is None
                else self.tr("Left, Right: turn the page   Home: contents   Esc: close"))
        r = t.blit(surface, keys, m.small, m.footer.topleft, DIM)
        drawn.append(Drawn("foot", r, keys))
        number = f"{self.page + 1} / {self.page_count}"
        r = t.blit(surface, number, m.small, m.footer.topright, INK, True, "topright")
        drawn.append(Drawn("foot", r, number))

    def draw_contents(self, surface: pygame.Surface) -> None:
        layout = self.layout
        m, t, drawn = layout.m, self.app.text, self.drawn
        y = m.content.y
        for line in layout.contents_intro():
            r = t.blit(surface, line, m.fs, (m.content.x, y), INK)
            drawn.append(Drawn("text", r, line))
            y += m.step
        # every title at one size: the largest at which each fits its entry
        size = m.sub
        bold = t.font(m.sub, True)
        for chapter, rect in layout.entries:
            room = rect.w - 3 * round(m.fs * 0.6) - bold.size(str(layout.first_page[chapter] + 1))[0]
            title = f"{chapter + 1}.  {self.chapters[chapter].title}"
            size = min(size, t.fitted(title, m.sub, room, True)[1])
        for chapter, rect in layout.entries:
            focused = chapter == self.focus
            if focused:
                pygame.draw.rect(surface, FOCUS_BG, rect, border_radius=max(4, m.fs // 3))
                pygame.draw.rect(surface, GOLD, rect, width=2, border_radius=max(4, m.fs // 3))
            parent = len(drawn)
            drawn.append(Drawn("entry", rect, self.chapters[chapter].title))
            pad = round(m.fs * 0.6)
            colour = (255, 250, 236) if focused else INK
            number = str(layout.first_page[chapter] + 1)
            label = f"{chapter + 1}.  {self.chapters[chapter].title}"
            left = t.blit(surface, label, size, (rect.x + pad, rect.centery), colour, focused, "midleft")
            drawn.append(Drawn("text", left, label, parent))
            right = t.blit(surface, number, m.sub, (rect.right - pad, rect.centery), colour, True, "midright")
            drawn.append(Drawn("text", right, number, parent))
            # dotted leaders from the title to the page number
            dot, step = max(2, m.fs // 8), max(6, m.fs // 2)
            x = left.right + step
            while x < right.left - step:
                pygame.draw.circle(surface, DIM, (x, left.bottom - round(m.sub * 0.35)), dot // 2 + 1)
                x += step
