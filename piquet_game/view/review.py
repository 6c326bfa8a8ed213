"""The review of the deal just played ("where did I lose points?"), over the table.

The review (:func:`piquet_game.ai.review.review_deal`) runs on a worker thread while
the screen shows its progress; the window stays responsive and Esc calls it off.
Then the decisions that cost points are listed, the biggest first, each with the
card or the discard chosen, the better one, and the points it lost about (with the
uncertainty of the worlds it was valued over), and the deal's expected loss in all.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from typing import TYPE_CHECKING

import pygame

from ..ai.review import Cancelled, DealReview, ReviewError, review_pool
from ..common.names import printable
from .overlay import CoveredTable, Overlay
from .palette import DIM, GOLD, INK
from .review_words import BIG_LOSS, MARKED, NEGLIGIBLE, PIQUET_REVIEWER, Reviewer, review_sentences

if TYPE_CHECKING:
    pass


class ReviewScene(Overlay):
    """The review of one deal (1-based) of a partie's record, from ``seat``'s side,
    computed on a worker; ``cache`` keeps the reviews made (by deal), so a deal is
    reviewed once for the table or the replay that holds it."""

    name = "review"
    shade = 190

    def __init__(self, app, record: dict, deal: int, seat: int, table: CoveredTable | None = None,
                 cache: dict[int, DealReview] | None = None,
                 keep: Callable[[DealReview], None] | None = None,
                 reviewer: Reviewer = PIQUET_REVIEWER) -> None:
        super().__init__(app, table)
        self.reviewer = reviewer
        self.deal = deal
        # the deal as the partie counts it: after the deals a record from part-way
        # begins with, known by their scores (the review counts from the record's first)
        before = record.get("scores_before")
        self.shown_deal = deal + (len(before) if isinstance(before, list) else 0)
        self.done = 0
        self.total = 0
        self.cache = cache if cache is not None else {}
        self.keep = keep
        self.result: DealReview | None = self.cache.get(deal)
        self.failed = ""
        self._cancel = False
        self.seconds = 0.0  # how long the review took (0 when it was kept already)
        self._worker = threading.Thread(target=self._work, args=(record, seat), daemon=True)
        if self.result is None:
            self._worker.start()

    def picture_key(self) -> tuple | None:
        return (self.done, self.total, self.result is not None, self.failed)  # the worker's progress

    def _work(self, record: dict, seat: int) -> None:
        def progress(done: int, total: int) -> bool:
            self.done, self.total = done, total
            return not self._cancel

        start = time.perf_counter()
        pool = None
        try:
            if self.reviewer.pooled and (os.cpu_count() or 1) > 1:  # both cores: the decisions side by side
                try:
                    pool = review_pool()
                except (OSError, ValueError, RuntimeError):
                    pool = None  # one core it is
            try:
                result = self.reviewer.review(record, self.deal, seat, progress=progress, executor=pool)
            except BrokenProcessPool:  # a worker stopped: the review is made here
                result = self.reviewer.review(record, self.deal, seat, progress=progress)
            self.seconds = time.perf_counter() - start
            self.cache[self.deal] = result
            if self.keep is not None:  # kept beside the game first, then shown (never shown and lost)
                self.keep(result)
            self.result = result
        except Cancelled:
            pass
        except ReviewError as exc:
            self.failed = str(exc)
        except Exception as exc:  # noqa: BLE001 - a review that fails says so; it never leaves the overlay waiting
            self.failed = printable(f"{type(exc).__name__}: {exc}", 200)
        finally:
            if pool is not None:
                pool.shutdown(wait=False, cancel_futures=True)

    @property
    def running(self) -> bool:
        return self._worker.is_alive()

    def build_ui(self) -> None:
        self.button_row([(self.tr("Close"), self.close, "@primary")])

    def close(self) -> None:
        self._cancel = True
        self.app.stack.pop(self)

    def confirm(self) -> bool:
        self.close()
        return True

    def cancel(self) -> bool:
        self.close()  # Esc: the review is called off if it still runs
        return True

    def lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """What the review says, each line with its colour."""
        tr = self.tr
        result = self.result
        if result is None:
            return []
        head = tr(self.reviewer.head).format(loss=tr.decimal(result.total_loss), n=len(result.decisions))
        out = [(head, GOLD)]
        if result.partie_note:  # the values are the partie's settlement, not the deal's margin
            out.append((tr(result.partie_note), DIM))
        for d in result.ranked():
            if d.loss < NEGLIGIBLE:
                continue
            head, *why = self.reviewer.sentences(d, tr)
            out.append((head, INK))
            out.extend(("    " + words, DIM) for words in why)
        best = sum(1 for d in result.decisions if d.loss < NEGLIGIBLE)
        if best:
            said = tr.ntr("{n} decision was the best", "{n} decisions were the best", best)
            out.append((said.format(n=best), DIM))
        worlds = max((d.worlds for d in result.decisions), default=0)
        out.append((tr("Each decision valued over up to {n} deals you could have imagined then, never the "
                       "cards you could not see.").format(n=worlds), DIM))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        r = self.draw_panel(surface)
        text = self.app.text
        fs = self.fs()
        width = round(r.w * 0.9)
        y: float = r.y + fs
        title, size = text.fitted(self.tr("Review of deal {deal}").format(deal=self.shown_deal),
                                  round(fs * 1.4), width, True)
        text.blit(surface, title, size, (r.centerx, y), GOLD, True, "midtop")
        y += fs * 2.4
        if self.failed:
            for row in text.wrap(self.tr("This deal cannot be reviewed: {reason}").format(reason=self.failed),
                                 fs, width):
                text.blit(surface, row, fs, (r.centerx, y), INK, False, "midtop")
                y += fs * 1.3
            return
        if self.result is None:
            if self.total:
                said = self.tr("Reviewing decision {done} of {total}…")
                said = said.format(done=self.done, total=self.total)
            else:  # the decisions not yet counted
                said = self.tr("Reviewing the deal…")
            text.blit(surface, said, fs, (r.centerx, y), INK, False, "midtop")
            bar = pygame.Rect(r.x + (r.w - width) // 2, round(y + fs * 2), width, max(6, fs // 2))
            pygame.draw.rect(surface, DIM, bar, width=1, border_radius=3)
            if self.total:
                filled = bar.inflate(-2, -2)
                filled.w = round(filled.w * self.done / self.total)
                pygame.draw.rect(surface, GOLD, filled, border_radius=3)
            text.blit(surface, self.tr("Esc calls it off"), round(fs * 0.85), (r.centerx, bar.bottom + fs),
                      DIM, False, "midtop")
            return
        bottom = r.bottom - max(34, round(self.app.size[1] * 0.052)) * 1.7
        small = round(fs * 0.9)
        for words, colour in self.lines():
            rows = text.wrap(words, small, width)
            if y + len(rows) * small * 1.3 > bottom:
                break
            for row in rows:
                text.blit(surface, row, small, (r.x + (r.w - width) // 2, y), colour, colour is GOLD)
                y += small * 1.3
            y += small * 0.35


__all__ = ["BIG_LOSS", "MARKED", "ReviewScene", "review_sentences"]
