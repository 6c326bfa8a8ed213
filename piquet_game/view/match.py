"""A match of games (Picchetto's Partita, Rivincita and Bella): the moment a game is
won in the middle of a deal and the next one begins, every total back at 0.

Shown over the table after the summary of the deal that ended the game, before the
next deal: the games played with their totals, the games won by each, and what the
next game is played to.  Everything it says is known to both players.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..commentary import _Names
from ..variant_words import target_words
from .match_words import game_title, games_played
from .overlay import Overlay
from .palette import BORDER, DIM, GOLD, INK

if TYPE_CHECKING:
    from .table import TableScene


class GameEndScene(Overlay):
    """A game of the match is won and the match goes on: the games so far, the
    games won by each, and the next game, its totals starting again at 0."""

    table: TableScene | None  # drawn over a table of Piquet

    name = "game-end"

    def __init__(self, app, table: TableScene) -> None:
        super().__init__(app, table)
        self.games = games_played(table)
        variant = table.seen.variant
        self.next_number = len(self.games) + 1
        tr = self.tr
        self.next_name = game_title(variant, self.next_number, tr)
        names = _Names(table.names, table.viewer, tr)
        winner, totals = self.games[-1]
        game = game_title(variant, len(self.games), tr)
        self.heading = names.pick(winner, tr("You win the {game}"), tr("{name} wins the {game}"), game=game)
        if any(table.seen.view.hand_sizes):
            self.said = names.pick(winner, tr("You reach {total} to {other}: the deal stopped there."),
                                   tr("{name} reaches {total} to {other}: the deal stopped there."),
                                   total=totals[winner], other=totals[1 - winner])
        else:
            self.said = names.pick(winner, tr("You reach {total} to {other} at the end of the deal."),
                                   tr("{name} reaches {total} to {other} at the end of the deal."),
                                   total=totals[winner], other=totals[1 - winner])
        won = [sum(1 for w, _t in self.games if w == s) for s in (0, 1)]
        self.won_words = tr("Games won: {scores}.").format(scores=names.scores(won))
        self.next_words = tr("Next, the {game}, {target}: the totals start again at 0.").format(
            game=self.next_name, target=target_words(variant, self.next_number, tr))

    def panel_rect(self) -> pygame.Rect:
        w, h = self.app.size
        fs = self.fs()
        pw = round(min(w * 0.62, h * 1.05))
        rows = len(self.app.text.wrap(self.next_words, fs, round(pw * 0.9)))
        content = fs * (1 + 2.3 + 1.9 + 1.5 + 0.4 + 1.5 * len(self.games) + 0.4 + 1.8 + 1.4 * rows)
        button = max(34, round(h * 0.052))
        ph = min(h - 2 * fs, round(content + fs + button * 2))
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def build_ui(self) -> None:
        self.button_row([(self.tr("Play the {game}").format(game=self.next_name), self.confirm, "@primary")])

    def confirm(self) -> bool:
        self.app.stack.pop(self)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        assert self.table is not None
        r = self.draw_panel(surface)
        text = self.app.text
        fs = self.fs()
        width = r.w * 0.9
        y: float = r.y + fs
        words, size = text.fitted(self.heading, round(fs * 1.4), width, True)
        text.blit(surface, words, size, (r.centerx, y), GOLD, True, "midtop")
        y += fs * 2.3
        words, size = text.fitted(self.said, fs, width)
        text.blit(surface, words, size, (r.centerx, y), INK, False, "midtop")
        y += fs * 1.9
        # the games so far: each one's name, what it was played to, the totals
        variant = self.table.seen.variant
        left = r.x + r.w * 0.12
        col = [r.x + r.w * 0.66, r.x + r.w * 0.88]
        for seat in (0, 1):
            name, nsize = text.fitted(self.table.names[seat], fs, r.w * 0.2, True)
            text.blit(surface, name, nsize, (col[seat], y), INK, True, "topright")
        y += fs * 1.5
        pygame.draw.line(surface, BORDER, (left, y), (r.right - r.w * 0.1, y), 1)
        y += fs * 0.4
        for k, (winner, totals) in enumerate(self.games, 1):
            title = game_title(variant, k, self.tr)
            text.blit(surface, title, fs, (left, y), INK, True)
            tx = left + text.font(fs, True).size(title + " ")[0]
            text.blit(surface, target_words(variant, k, self.tr), round(fs * 0.8), (tx, y + fs * 0.15), DIM)
            for seat in (0, 1):
                colour, bold = (GOLD, True) if seat == winner else (INK, False)
                text.blit(surface, str(totals[seat]), fs, (col[seat], y), colour, bold, "topright")
            y += fs * 1.5
        y += fs * 0.4
        words, size = text.fitted(self.won_words, fs, width, True)
        text.blit(surface, words, size, (r.centerx, y), GOLD, True, "midtop")
        y += fs * 1.8
        for row in text.wrap(self.next_words, fs, round(width)):
            text.blit(surface, row, fs, (r.centerx, y), INK, False, "midtop")
            y += fs * 1.4


__all__ = ["GameEndScene", "game_title", "games_played"]
