"""Choosing the game: every game of every family (Piquet's variants and Ass, each an
:class:`~piquet_game.view.entries.Entry`), its title, its sentence, and its
options as rows of choices.  The choice is kept in the settings and plays in every
new partie, against the computer and between two players, until it is changed.

Reached from the menu's and the two players' "Game: ..." button.  From the
keyboard alone: Tab and the arrows move the focus through the games and their
options, Enter (or Space) chooses, Esc or Enter on nothing goes back.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from ..i18n import N_
from .backdrop import Backdrop, game_button
from .entries import Entry
from .families import game_entries
from .palette import BORDER, DIM, GOLD, INK

CHOSEN_BG = (16, 34, 24, 170)
OTHER_BG = (16, 34, 24, 70)
RULE = (80, 96, 84)


@dataclass
class Block:
    """One game as laid out: its rectangle, the title button's, its sentence's rows
    (text, top-left) and each option row's label (text, midleft)."""

    variant: Entry  # the game (Piquet's variant, or Ass) as the list shows it
    rect: pygame.Rect
    title: pygame.Rect
    rows: list[tuple[str, tuple[int, int]]]
    labels: list[tuple[str, tuple[int, int]]]
    options: list[tuple[str, int, pygame.Rect]]  # (option, value, its button)


class GameChoiceScene(Backdrop):
    name = "game-choice"
    title = N_("Choose the game")
    subtitle = N_("For every new partie, against the computer or between two players")
    confirm_keys = (pygame.K_RETURN, pygame.K_KP_ENTER)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.blocks: list[Block] = []
        # the buttons as last built, by game and by (game, option, value) (tests click them)
        self.pickers: dict[object, object] = {}
        self.done_rect = pygame.Rect(0, 0, 0, 0)

    # ---------------------------------------------------------------- layout

    def sizes(self, scale: float | None = None) -> tuple[int, int, int, int]:
        """The text's size, a button's height, an option button's height, and the gap
        (all ``scale`` times smaller where the games do not fit otherwise: by default
        as last laid out)."""
        scale = getattr(self, "scale", 1.0) if scale is None else scale
        w, h = self.app.size
        fs = max(16, round(h * 0.028))
        bh = max(round(36 * scale), round(h * 0.058 * scale))
        return max(11, round(fs * 0.82 * scale)), bh, round(bh * 0.8), max(6, round(fs * 0.7 * scale))

    def layout(self) -> list[Block]:
        """Every game's block, one under the other: the title button on the left, the
        sentence on the right and under it the options, a row each; the room between
        the blocks shrinks (to a little more than their frames), then the text and the
        buttons, so that every game and Done fit the window."""
        for columns in (1, 2):  # the games in two columns when one is too long for the window
            for scale in (1.0, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6):
                blocks = self._layout(scale, columns)
                if blocks and self.fits(blocks):
                    return blocks
        return blocks

    def fits(self, blocks: list[Block]) -> bool:
        """Every block inside the window, and none on Done."""
        h = self.app.size[1]
        done = self.done_rect
        return all(b.rect.bottom <= h - 2 and not b.rect.colliderect(done.inflate(0, 4)) for b in blocks)

    def _layout(self, scale: float, columns: int = 1) -> list[Block]:
        """The blocks in ``columns`` columns: in one, each game's title button at the
        left of its sentence; in two, above it."""
        self.scale = scale
        w, h = self.app.size
        size, bh, obh, gap = self.sizes(scale)
        full = round(min(w * 0.86, h * 1.45)) if columns == 1 else round(w * 0.94)
        width = full if columns == 1 else (full - gap * 3) // 2
        left0 = (w - full) // 2
        text = self.app.text
        step = max(round(size * 1.35), text.font(size).get_linesize())
        settings = self.app.settings
        bold = text.font(size, True)
        entries = game_entries(settings)
        per_column = -(-len(entries) // columns)
        ys = [0] * columns  # laid out from 0, then moved down to the middle of the room below the subtitle
        blocks = []
        for index, variant in enumerate(entries):
            column = index // per_column
            x0 = left0 + column * (width + gap * 3)
            y = ys[column]
            if columns == 1:
                tw = round(width * 0.3)
                rx = x0 + tw + gap * 2
                title = pygame.Rect(x0, y, tw, bh)
            else:  # the title above the sentence, as wide as the block
                tw = width
                rx = x0
                title = pygame.Rect(x0, y, tw, bh)
                y += bh + gap // 2
            rw = x0 + width - rx
            top = title.y
            rows = text.wrap(variant.blurb(self.tr), size, rw)
            row_pos = [(row, (rx, y + k * step)) for k, row in enumerate(rows)]
            oy = y + len(rows) * step + gap // 2
            labels, options = [], []
            # an option a row, its choices in a column after the longest label
            tr = self.tr
            lw = max((bold.size(variant.option_words(o, tr))[0] for o, _ in variant.option_values),
                     default=0) + gap
            for option, values in variant.option_values:
                labels.append((variant.option_words(option, tr), (rx, oy + obh // 2)))
                widest = round(max(bold.size(variant.choice_words(option, v, tr))[0]
                                   for v in values) * 1.25)
                widest += gap * 2
                share = (rw - lw - gap * (len(values) - 1)) / max(1, len(values))
                ow = round(min(max(bh * 2.4, widest), share))
                for k, value in enumerate(values):
                    options.append((option, value, pygame.Rect(rx + lw + k * (ow + gap), oy, ow, obh)))
                oy += obh + gap
            bottom = max(top + bh, oy - gap if variant.option_values else y + len(rows) * step)
            rect = pygame.Rect(x0, top, width, bottom - top).inflate(gap * 2, gap * 2)
            blocks.append(Block(variant, rect, title, row_pos, labels, options))
            ys[column] = bottom
        y = max(ys)
        counts = [sum(1 for k in range(len(entries)) if k // per_column == c) for c in range(columns)]
        fs = max(16, round(h * 0.028))
        room_top = round(h * 0.05 + fs * 3.6 + fs * 1.4 + gap * 2)  # below the subtitle
        room_bottom = h - round(h * 0.03)
        content = y + bh  # the blocks with no room between them, and Done
        spaces = max(counts)  # between the blocks, and before Done
        space = max(round(gap * 2.6), min(gap * 4, (room_bottom - room_top - content) // spaces))
        total = content + space * spaces
        top = max(room_top, room_top + (room_bottom - room_top - total) // 3)
        for k, block in enumerate(blocks):
            dy = top + (k % per_column) * space
            block.rect.move_ip(0, dy)
            block.title.move_ip(0, dy)
            block.rows = [(row, (x, ry + dy)) for row, (x, ry) in block.rows]
            block.labels = [(label, (x, ly + dy)) for label, (x, ly) in block.labels]
            for _option, _value, rect in block.options:
                rect.move_ip(0, dy)
        done_w = round(bh * 4.5)
        if columns == 1:
            done_y = min(top + y + space * spaces, room_bottom - bh)
            self.done_rect = pygame.Rect((w - done_w) // 2, done_y, done_w, bh)
        else:  # under the shorter column
            ends = [top + ys[c] + space * (counts[c] - 1) for c in range(columns)]
            c = ends.index(min(ends))
            done_y = min(ends[c] + space, room_bottom - bh)
            done_x = left0 + c * (width + gap * 3) + (width - done_w) // 2
            self.done_rect = pygame.Rect(done_x, done_y, done_w, bh)
        return blocks

    def build_ui(self) -> None:
        self.blocks = self.layout()
        self.pickers = {}
        for block in self.blocks:
            name = block.variant.name
            chosen = block.variant.is_chosen(self.app.settings)
            tr = self.tr
            self.pickers[name] = self.button(
                block.title, tr(block.variant.title), partial(self.choose, name),
                object_id="@chosen" if chosen else None, tooltip=block.variant.blurb(tr))
            now = block.variant.options()
            for option, value, rect in block.options:
                said = block.variant.choice_words(option, value, tr)
                self.pickers[(name, option, value)] = self.button(
                    rect, said, partial(self.choose, name, **{option: value}),
                    object_id="@chosen" if now.get(option) == value else None,  # each game's own
                    tooltip=block.variant.choice_tip(option, value, said, tr))
        self.button(self.done_rect, self.tr("Done"), self.back, object_id="@primary")

    # ---------------------------------------------------------------- choices

    def is_chosen(self, name: str) -> bool:
        return any(entry.name == name and entry.is_chosen(self.app.settings)
                   for entry in game_entries(self.app.settings))

    def choose(self, name: str, **options: int) -> None:
        settings = self.app.settings
        for entry in game_entries(settings):
            if entry.name == name:
                entry.choose(settings, **options)
        settings.save()
        keep = self.focus_index
        self.clear_ui()
        self.build_ui()
        self.focus_index = keep

    def new_partie(self) -> bool:
        """Enter with the focus on nothing: back, the choice made."""
        self.back()
        return True

    # ---------------------------------------------------------------- drawing

    def draw_more(self, surface: pygame.Surface, fs: int) -> None:
        size, _bh, _obh, gap = self.sizes()
        text = self.app.text
        for block in self.blocks:
            mine = block.variant.is_chosen(self.app.settings)
            panel = pygame.Surface(block.rect.size, pygame.SRCALPHA)
            pygame.draw.rect(panel, CHOSEN_BG if mine else OTHER_BG, panel.get_rect(), border_radius=gap)
            surface.blit(panel, block.rect.topleft)
            pygame.draw.rect(surface, BORDER if mine else RULE, block.rect, width=max(1, fs // 14),
                             border_radius=gap)
            colour = INK if mine else DIM
            for row, pos in block.rows:
                text.blit(surface, row, size, pos, colour)
            for label, pos in block.labels:
                text.blit(surface, label, size, pos, GOLD if mine else DIM, True,
                          "midleft")


__all__ = ["GameChoiceScene", "game_button"]
