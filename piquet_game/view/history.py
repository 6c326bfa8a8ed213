"""The games kept: the list of finished parties, newest first, a page at a time
(``store.history.entries``); a click on a row opens it in the replay, a button the
statistics.  A partie at a table of three or four (Piquet Normand, four-handed
Piquet) is listed like any other; its result is the person's side's (in Normand,
whether he left the table a winner or paid)."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from ..i18n import N_, say
from ..rules.variant import RUBICON
from ..store import history as store
from ..variant_words import game_words, lurch_noun
from .backdrop import Backdrop
from .families import other_kept
from .games_words import (
    LOSER_WORDS,
    LOST,
    ROW_BG,
    ROW_HOVER,
    WON,
    _count,
    _seat_of,
    load_entries,
    opponent_words,
    result_words,
    signed_result,
    signed_words,
    take_back_words,
    when_words,
)
from .palette import BORDER
from .scene import Scene
from .tablepaint import DIM_TEXT, ERROR, GOLD, INK

# ================================================================ the list


class HistoryScene(Backdrop):
    """The parties kept, newest first, one row each, a page at a time.  A click (or
    Enter) on a row opens its replay; Up/Down choose a row, Page Up/Down turn pages."""

    name = "history"
    title = N_("Your games")

    COLUMNS = (  # heading, share of the width, alignment
        (N_("Finished"), 0.16, "left"),
        (N_("Game"), 0.17, "left"),
        (N_("Opponent"), 0.23, "left"),
        (N_("Result"), 0.19, "left"),
        ("", 0.09, "left"),
        (N_("Score"), 0.09, "right"),
        (N_("Deals"), 0.07, "right"),
    )

    def __init__(self, app, entries: list | None = None, notices: list[str] | None = None) -> None:
        super().__init__(app)
        if entries is None:
            entries, notices = load_entries()
        self.entries = list(entries)
        # told on this screen, once a window: a damaged file is moved aside as it is told, but a
        # file from a newer version stays and would be told at every visit
        told = getattr(app, "told_notices", None)
        if told is None:
            told = set()
            app.told_notices = told
        self.notices = [n for n in dict.fromkeys(notices or []) if n not in told]
        told.update(self.notices)
        self.page = 0
        self.selected = 0
        self.hover: int | None = None
        self.message = ""
        #: The other families' kept games (Ass's): a button leads to each list.
        self.other_games = other_kept(self.name)

    @property
    def subtitle(self) -> str:  # type: ignore[override]
        n = len(self.entries)
        tr = self.tr
        if not n:
            return tr("The parties you finish are kept here")
        pages = self.pages
        kept = tr.ntr("{n} partie kept", "{n} parties kept", n).format(n=n)
        if pages > 1:
            kept += " · " + tr("page {page} of {pages}").format(page=self.page + 1, pages=pages)
        return kept + " · " + tr("click one to replay it")

    # ------------------------------------------------------------ geometry

    def metrics(self) -> dict[str, Any]:
        w, h = self.app.size
        fs = max(16, round(h * 0.028))
        bh = max(36, round(h * 0.058))
        width = round(min(w * 0.92, h * 1.5))
        x = (w - width) // 2
        top = round(h * 0.05 + fs * 5.4)
        button_y = h - round(h * 0.04) - bh
        notes = len(self.note_rows(round(fs * 0.75), w))
        bottom = button_y - round(fs * 0.8) - round(notes * fs * 1.1)
        row_h = round(fs * 1.85)
        head_h = round(fs * 1.5)
        per_page = max(1, (bottom - top - head_h) // row_h)
        return {"fs": fs, "bh": bh, "x": x, "width": width, "top": top, "row_h": row_h,
                "head_h": head_h, "per_page": per_page, "button_y": button_y, "bottom": bottom}

    def note_rows(self, size: int, width: int) -> list[str]:
        """The message and the last two notices, wrapped (two rows each at most)."""
        rows: list[str] = []
        for note in ([self.message] if self.message else []) + self.notices[-2:]:
            wrapped = self.app.text.wrap(say(note, self.tr), size, round(width * 0.92))
            if len(wrapped) > 2:
                wrapped = [wrapped[0], self.app.text.fit(" ".join(wrapped[1:]), size, width * 0.92)]
            rows.extend(wrapped)
        return rows

    @property
    def pages(self) -> int:
        per = self.metrics()["per_page"]
        return max(1, (len(self.entries) + per - 1) // per)

    def row_rects(self) -> list[tuple[int, pygame.Rect]]:
        """(entry index, rectangle) of each row on the page shown."""
        m = self.metrics()
        per = m["per_page"]
        first = self.page * per
        out = []
        for k, index in enumerate(range(first, min(len(self.entries), first + per))):
            y = m["top"] + m["head_h"] + k * m["row_h"]
            out.append((index, pygame.Rect(m["x"], y, m["width"], m["row_h"] - 2)))
        return out

    def row_at(self, pos: tuple[int, int]) -> int | None:
        for index, rect in self.row_rects():
            if rect.collidepoint(pos):
                return index
        return None

    # ------------------------------------------------------------ the ui

    def build_ui(self) -> None:
        m = self.metrics()
        self.page = max(0, min(self.page, self.pages - 1))
        bh, w = m["bh"], self.app.size[0]
        specs: list[tuple[str, Any, str | None, bool]] = []
        tr = self.tr
        if self.pages > 1:
            specs.append((tr("Newer"), self.newer, None, self.page > 0))
            specs.append((tr("Older"), self.older, None, self.page < self.pages - 1))
        specs.append((tr("Statistics"), self.statistics, None, True))
        for other in self.other_games:
            specs.append((tr(other.games_button), partial(self.other_list, other.games),
                          None, True))
        specs.append((tr("Back"), self.back, "@primary", True))
        bw = round(min(w * 0.18, bh * 4.2))
        gap = round(bh * 0.35)
        total = len(specs) * bw + (len(specs) - 1) * gap
        x = (w - total) // 2
        for text, action, oid, enabled in specs:
            self.button((x, m["button_y"], bw, bh), text, action, object_id=oid, enabled=enabled)
            x += bw + gap

    def rebuild(self) -> None:
        self.clear_ui()
        self.build_ui()

    def other_list(self, games: str) -> None:
        """Another family's kept games, in place of this list (Back leads where it did)."""

        self.app.stack.pop(self)
        self.app.push(self.app.scene(games))

    def newer(self) -> None:
        if self.page > 0:
            self.page -= 1
            self.selected = self.page * self.metrics()["per_page"]
            self.rebuild()

    def older(self) -> None:
        if self.page < self.pages - 1:
            self.page += 1
            self.selected = self.page * self.metrics()["per_page"]
            self.rebuild()

    def statistics(self) -> None:
        self.app.push(self.app.scene("statistics", self.entries))

    def back(self) -> None:
        if len(self.app.stack.scenes) > 1:
            self.app.stack.pop(self)
        else:
            self.app.stack.replace(self.app.scene("menu"))

    def open(self, index: int) -> Scene | None:
        """The replay of entry ``index``, pushed; None (and a message) if its file
        cannot be read any more."""
        if not 0 <= index < len(self.entries):
            return None
        entry = self.entries[index]
        self.selected = index
        try:
            game = store.load_game(entry.path)
        except Exception as exc:  # noqa: BLE001 - a file changed since it was listed
            said = self.tr("This partie could not be read: {reason}").format(reason=say(exc, self.tr))
            self.message = said[:160]
            self.rebuild()
            return None
        self.message = ""
        scene = self.app.scene("replay", game, viewer=getattr(entry, "viewer", None),
                            when=when_words(getattr(entry, "finished", None), self.tr.language),
                            path=entry.path)
        self.app.push(scene)
        return scene

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.row_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.row_at(event.pos)
            if index is not None:
                self.open(index)
                return True
        elif event.type == pygame.MOUSEWHEEL:
            (self.newer if event.y > 0 else self.older)()
            return True
        elif event.type == pygame.KEYDOWN and self.entries:
            per = self.metrics()["per_page"]
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -per, pygame.K_PAGEDOWN: per}
            if event.key in moves:
                self.selected = max(0, min(len(self.entries) - 1, self.selected + moves[event.key]))
                page = self.selected // per
                if page != self.page:
                    self.page = page
                    self.rebuild()
                return True
        return super().handle_event(event)

    confirm_keys = (pygame.K_RETURN, pygame.K_KP_ENTER)

    def confirm(self) -> bool:
        if self.entries:
            self.open(self.selected)
            return True
        return False

    # ------------------------------------------------------------ drawing

    def draw_more(self, surface: pygame.Surface, fs: int) -> None:
        m = self.metrics()
        text = self.app.text
        w, h = surface.get_size()
        size = round(fs * 0.9)
        small = round(fs * 0.75)
        x0, width = m["x"], m["width"]
        if not self.entries:
            for k, row in enumerate(text.wrap(self.tr(
                    "No parties kept yet. Each partie you play to its end is kept here, to replay it "
                    "move by move and to count in your statistics."), fs, round(width * 0.8))):
                text.blit(surface, row, fs, (w / 2, h * 0.36 + k * fs * 1.5), INK, False, "midtop")
        else:
            cols = []
            x = x0 + round(fs * 0.6)
            inner = width - round(fs * 1.2)
            for heading, share, align in self.COLUMNS:
                cw = inner * share
                cols.append((x, cw, align))
                if heading:
                    ax = x + cw - fs * 0.4 if align == "right" else x
                    # the kind of game played, not a game of a match (the words differ elsewhere)
                    said = self.tr.ptr("kept games", "Game") if heading == "Game" else self.tr(heading)
                    said, hsize = text.fitted(said, small, cw - fs * 0.3)
                    text.blit(surface, said, hsize, (ax, m["top"] + m["head_h"] * 0.45), DIM_TEXT, False,
                              "midright" if align == "right" else "midleft")
                x += cw
            y_rule = m["top"] + m["head_h"] - 3
            pygame.draw.line(surface, BORDER, (x0, y_rule), (x0 + width, y_rule), 1)
            stripe = pygame.Surface((width, m["row_h"] - 2), pygame.SRCALPHA)
            for k, (index, rect) in enumerate(self.row_rects()):
                entry = self.entries[index]
                chosen = index == self.hover or index == self.selected
                stripe.fill(ROW_HOVER if chosen else (ROW_BG if k % 2 == 0 else (0, 0, 0, 0)))
                surface.blit(stripe, rect.topleft)
                if index == self.selected:
                    pygame.draw.rect(surface, GOLD, rect, width=max(1, fs // 12), border_radius=4)
                self.draw_row(surface, entry, rect, cols, size)
        y = m["bottom"] + round(fs * 0.4)
        for row in self.note_rows(small, w):
            text.blit(surface, row, small, (w / 2, y), ERROR, False, "midtop")
            y += fs * 1.1

    def draw_row(self, surface: pygame.Surface, entry, rect: pygame.Rect, cols, size: int) -> None:
        text = self.app.text
        cy = rect.centery
        outcome = getattr(entry, "outcome", None)
        signed = signed_result(entry)
        finished = getattr(entry, "complete", True)
        variant = getattr(entry, "variant", RUBICON)
        # the loser under the line, in the game's word: "Rubicon", "Lurch"
        rubicon = self.tr(LOSER_WORDS.get(lurch_noun(variant), lurch_noun(variant).capitalize())) \
            if getattr(entry, "rubicon", False) else ""
        if _seat_of(entry) is None:  # two players: what the winner scored, named in the result
            score, score_colour, rubicon_colour = str(abs(signed)), INK, GOLD
        else:
            score = signed_words(signed)
            score_colour = WON if signed > 0 else LOST if signed < 0 else INK
            rubicon_colour = LOST if outcome == "lost" else GOLD
        tr = self.tr
        values = (
            (when_words(getattr(entry, "finished", None), tr.language), DIM_TEXT, False),
            (game_words(variant, changed_only=True, tr=tr), DIM_TEXT, False),
            (opponent_words(entry, tr), INK, True),
            ((result_words(entry, tr) + take_back_words(entry, tr)) if finished else tr("not finished"), INK,
             False),
            (rubicon, rubicon_colour, True),
            (score if finished else "", score_colour, True),
            (str(_count(getattr(entry, "deals", 0))), DIM_TEXT, False),
        )
        for k, ((value, colour, bold), (x, cw, align)) in enumerate(zip(values, cols, strict=True)):
            if not value:
                continue
            if k + 1 < len(values) and not values[k + 1][0] and align == "left" == cols[k + 1][2]:
                cw += cols[k + 1][1]  # the next column is empty on this row: room to run on
            room = cw - size * 0.6
            fitted, shown = text.fitted(value, size, room, bold)
            if fitted != value and align == "left":  # too long for one line (who sat at a table of four)
                rows, small = self.two_lines(value, shown, room, rect.h, bold)
                if rows:
                    step = text.font(small, bold).get_linesize()
                    for n, row in enumerate(rows):
                        text.blit(surface, row, small, (x, cy + (n - 0.5) * step), colour, bold, "midleft")
                    continue
            value = fitted
            if align == "right":
                text.blit(surface, value, shown, (x + cw - size * 0.4, cy), colour, bold, "midright")
            else:
                text.blit(surface, value, shown, (x, cy), colour, bold, "midleft")

    def two_lines(self, words: str, size: int, width: float, height: int, bold: bool
                  ) -> tuple[list[str], int]:
        """``words`` on two lines of a row ``height`` high, each no wider than
        ``width``, in the largest size up to ``size`` that fits; no lines if none
        does."""
        text = self.app.text
        for small in range(size, 7, -1):
            rows = text.wrap(words, small, round(width), bold)
            if len(rows) <= 2 and 2 * text.font(small, bold).get_linesize() <= height + 2 \
                    and all(text.font(small, bold).size(row)[0] <= width for row in rows):
                return rows, small
        return [], size


# ========================================================== the statistics


__all__ = ["HistoryScene"]
