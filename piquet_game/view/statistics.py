"""The statistics of the games kept (``store.stats``): the figures by opponent, a
chart of the last results and, beside it, the person's strength on the scale of
the computer levels with its curve (``store.strength``)."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from ..i18n import ENGLISH, N_
from ..rules.variant import RUBICON, VARIANTS, Variant
from ..store import stats as store_stats
from ..store.stats import game_key
from ..store.strength import LEVEL_RATINGS
from ..variant_words import game_words, lurch_noun
from ..vocabulary import shown_name
from .backdrop import Backdrop
from .games_words import (
    LOST,
    ROW_BG,
    RULE,
    WON,
    load_entries,
    opponent_words,
    signed_words,
    strength_words,
)
from .palette import BORDER
from .tablepaint import DIM_TEXT, GOLD, INK

STAT_COLUMNS = (  # heading (two lines), what it shows
    (("Played", ""), "played"),  # i18n: HEADING_WORDS
    (("Won", ""), "won"),  # i18n: HEADING_WORDS
    (("Lost", ""), "lost"),  # i18n: HEADING_WORDS
    (("Drawn", ""), "drawn"),  # i18n: HEADING_WORDS
    (("Rubicons", "given"), "rubicons_given"),  # i18n: HEADING_WORDS
    (("Rubicons", "suffered"), "rubicons_suffered"),  # i18n: HEADING_WORDS
    (("Points", "a deal"), "average_per_deal"),  # i18n: HEADING_WORDS
    (("Best", "partie"), "best_partie"),  # i18n: HEADING_WORDS
    (("Best", "deal"), "highest_deal"),  # i18n: HEADING_WORDS
    (("Piques", ""), "piques"),  # i18n: HEADING_WORDS
    (("Repiques", ""), "repiques"),  # i18n: HEADING_WORDS
    (("Capots", ""), "capots"),  # i18n: HEADING_WORDS
)


HEADING_WORDS = (N_("Played"), N_("Won"), N_("Lost"), N_("Drawn"), N_("Rubicons\ngiven"),
                 N_("Rubicons\nsuffered"), N_("Lurches\ngiven"), N_("Lurches\nsuffered"),
                 N_("Points\na deal"), N_("Best\npartie"), N_("Best\ndeal"), N_("Piques"), N_("Repiques"),
                 N_("Capots"), N_("Left\na winner"), N_("Paid"), N_("Games\nwon"), N_("Games\nlost"),
                 N_("Open\ncapots"), N_("Contracts\nbid"), N_("Contracts\nmade"), N_("Contracts\nbroken"))


def figure_words(figures, attr: str, tr=None) -> str:
    """One figure as the table shows it, in the language of ``tr`` (a dash for none)."""
    value = getattr(figures, attr, None)
    if value is None:
        return "–"
    if isinstance(value, float):
        return (tr or ENGLISH).decimal(value)
    return str(value)


class StatsScene(Backdrop):
    """The figures of the kept parties of one game (a row of the games chooses it,
    when parties of more than one are kept) by opponent and overall, a chart of
    the last results against the computer in that game and, beside it, the
    person's strength against the computer (every game) with its curve."""

    name = "statistics"
    title = N_("Statistics")

    def __init__(self, app, entries: list | None = None) -> None:
        super().__init__(app)

        if entries is None:
            entries, notices = load_entries()
            app.notices.extend(notices)
        self.entries = list(entries)
        self.stats = store_stats.compute(self.entries)
        self.games = self.game_order()
        self.game = self.first_game()
        self.rows = self.table_rows()
        self.bars: list[tuple[int, pygame.Rect]] = []  # the chart's bars as last drawn (tests)
        self.pickers: dict[str, object] = {}  # the games' buttons by key, as last built (tests)
        self.curve_rect = pygame.Rect(0, 0, 0, 0)  # the strength's curve as last drawn (tests)

    # ------------------------------------------------------------ the game shown

    def game_order(self) -> list[str]:
        """The games with kept parties, as VARIANTS orders them (options after)."""
        names = list(VARIANTS)
        return sorted(self.stats.variants, key=lambda k: (
            names.index(self.stats.variants[k].name) if self.stats.variants[k].name in names else len(names),
            k))

    def first_game(self) -> str | None:
        """The game chosen for the next partie if it has kept parties, else the game
        of the latest partie kept."""
        chosen = game_key(self.app.settings.game())
        if chosen in self.stats.variants:
            return chosen
        done = [e for e in self.entries if getattr(e, "complete", True)]
        if not done:
            return None
        latest = max(done, key=lambda e: (getattr(e, "when", 0.0), str(getattr(e, "path", ""))))
        return game_key(getattr(latest, "variant", RUBICON))

    @property
    def variant(self) -> Variant:
        """The game whose figures are shown."""
        return self.stats.variants.get(self.game or "", RUBICON)

    def game_entries(self) -> list:
        """The finished parties of the game shown."""
        return [e for e in self.entries if getattr(e, "complete", True)
                and game_key(getattr(e, "variant", RUBICON)) == self.game]

    def choose_game(self, key: str) -> None:
        if key not in self.stats.variants:
            return
        self.game = key
        self.rows = self.table_rows()
        keep = self.focus_index
        self.clear_ui()
        self.build_ui()
        self.focus_index = keep

    def columns(self) -> tuple:
        """The table's columns, the loser under the line in the game's word
        ("Rubicons given", "Lurches given"); a match of games counts the games won and
        lost, not the best partie; a game with open capots counts them too; a game
        that scores no capot (Contract Piquet) has no column for them, and one with
        an auction counts its contracts bid, made and broken.  Piquet Normand, where
        the winners leave the table and the last one pays, counts the parties left a
        winner and paid, never drawn."""
        variant = self.variant
        word = lurch_noun(variant, plural=True).capitalize()
        leaving = variant.shape.ends_between_deals
        out = []
        for lines, attr in STAT_COLUMNS:
            if leaving and attr in ("won", "lost", "drawn"):
                if attr != "drawn":
                    head = ("Left", "a winner") if attr == "won" else ("Paid", "")  # i18n: HEADING_WORDS
                    out.append((head, attr))
            elif attr.startswith("rubicons_"):
                if word:  # a game with no such line: none
                    out.append(((word, lines[1]), attr))
            elif attr == "best_partie" and variant.shape.match_targets:
                out += [(("Games", "won"), "games_won"),  # i18n: HEADING_WORDS
                        (("Games", "lost"), "games_lost")]  # i18n: HEADING_WORDS
            elif attr == "capots" and not variant.capot_points:
                pass  # the game scores no capot: nothing to count
            else:
                out.append((lines, attr))
            if attr == "capots" and variant.open_capot_points:
                out.append((("Open", "capots"), "open_capots"))  # i18n: HEADING_WORDS
            if attr == "capots" and variant.auction:  # the contracts won in the auction, and how they went
                out += [(("Contracts", "bid"), "contracts"),  # i18n: HEADING_WORDS
                        (("Contracts", "made"), "contracts_made"),  # i18n: HEADING_WORDS
                        (("Contracts", "broken"), "contracts_broken")]  # i18n: HEADING_WORDS
        return tuple((self.heading(lines), attr) for lines, attr in out)

    def heading(self, lines: tuple[str, str]) -> tuple[str, str]:
        """A heading's two lines in the language (see HEADING_WORDS)."""
        key = "\n".join(part for part in lines if part)
        said = self.tr(key).split("\n")
        return (said[0], said[1] if len(said) > 1 else "")

    @property
    def subtitle(self) -> str:  # type: ignore[override]
        entries = self.game_entries()
        n = len(entries)
        tr = self.tr
        if not n:
            return tr("Finish a partie to see your figures here")
        two = any(getattr(e, "mode", "") == "two-players" for e in entries)
        note = " · " + tr("two-player parties count from the first player's side, not in your totals") \
            if two else ""
        if two and self.variant.players > 2:  # people sharing the computer at a table
            note = " · " + tr("parties of people sharing the computer count from the first seat's side, "
                              "not in yours")
        backs = sum(1 for e in entries if getattr(e, "take_backs", 0))
        marked = tr.ntr(", {n} with take-backs", ", {n} with take-backs", backs).format(n=backs) \
            if backs else ""
        said = tr.ntr("from {n} partie kept", "from {n} parties kept", n).format(n=n) + marked + note
        if len(self.games) > 1:  # the row of games says which
            return said[0].upper() + said[1:]
        return tr.labelled(game_words(self.variant, changed_only=True, tr=tr), said)

    def table_rows(self) -> list[tuple[str, Any, bool]]:
        """(label, figures, is the total) for each row of the game shown: against
        each computer player by level, then the two-player groups, then the
        person's overall figures in that game."""
        levels: dict[str, int] = {}
        players: dict[tuple[str, str], tuple[str, ...]] = {}
        tables: dict[str, Any] = {}  # a table's computer players, kept in English: a partie of theirs
        for e in self.entries:
            if len(getattr(e, "players", ())) > 2 and e.mode == "computer":
                tables.setdefault(e.opponent or "", e)
            if getattr(e, "level", None):
                levels.setdefault(e.opponent or "", e.level)
            players.setdefault((e.opponent or "", e.mode), tuple(e.players))
        rows = []
        for (game, opponent, mode), figures in self.stats.groups.items():
            if game != self.game:
                continue
            tr = self.tr
            if mode == "computer":
                level = levels.get(opponent)
                name = shown_name(opponent, tr)
                label = tr("{name} (level {level})").format(name=name, level=level) if level else name
                if opponent in tables:  # who sat at the table, said in the language
                    label = opponent_words(tables[opponent], tr)
                order = (0, level or 99, opponent)
            else:
                names = players.get((opponent, mode), ("", opponent))
                if len(names) > 2:  # a table: who sat with seat 0, partners and opponents
                    label = f"{shown_name(names[0], tr)} {opponent}" if opponent.startswith("with ") \
                        else tr("{name} with {others}").format(name=shown_name(names[0], tr), others=opponent)
                else:
                    label = tr("{a} v {b}").format(a=shown_name(names[0], tr), b=shown_name(names[1], tr)) \
                        if names[0] else \
                        tr("Two players v {name}").format(name=opponent)
                order = (1, 0, label)
            rows.append((order, label, figures))
        rows.sort(key=lambda r: r[0])
        out = [(label, figures, False) for _order, label, figures in rows]
        overall = self.stats.games.get(self.game or "")
        if overall is not None and overall.played:
            out.append((self.tr("All against the computer"), overall, True))
        return out

    def picker_rect(self) -> pygame.Rect:
        """Where the row of games goes (only when more than one has parties kept)."""
        w, h = self.app.size
        fs = max(16, round(h * 0.028))
        bh = max(36, round(h * 0.058))
        width = round(min(w * 0.94, h * 2.1))
        return pygame.Rect((w - width) // 2, round(h * 0.05 + fs * 5.6), width, round(bh * 0.75))

    def build_ui(self) -> None:
        w, h = self.app.size
        bh = max(36, round(h * 0.058))
        bw = round(min(w * 0.2, bh * 4.5))
        self.pickers = {}
        if len(self.games) > 1:  # a row of the games, the one shown chosen
            row = self.picker_rect()
            gap = round(bh * 0.25)
            pw = min(round(bh * 6), (row.w - gap * (len(self.games) - 1)) // len(self.games))
            x = row.centerx - (pw * len(self.games) + gap * (len(self.games) - 1)) // 2
            for key in self.games:
                variant = self.stats.variants[key]
                said = game_words(variant, changed_only=True, tr=self.tr)
                self.pickers[key] = self.button(
                    (x, row.y, pw, row.h), said,
                    partial(self.choose_game, key), object_id="@chosen" if key == self.game else None,
                    tooltip=self.tr("Your figures in {game}").format(game=said))
                x += pw + gap
        y = h - round(h * 0.035) - bh
        self.button(((w - bw) // 2, y, bw, bh), self.tr("Back"), self.back, object_id="@primary")

    def layout_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The table's rectangle and the chart's."""
        w, h = self.app.size
        fs = max(16, round(h * 0.028))
        bh = max(36, round(h * 0.058))
        width = round(min(w * 0.94, h * 2.1))
        x = (w - width) // 2
        top = round(h * 0.05 + fs * 5.5)
        if len(self.games) > 1:  # below the row of games
            top = self.picker_rect().bottom + round(fs * 0.5)
        bottom = h - round(h * 0.035) - bh - round(fs * 0.8)
        row_h = self.row_height(width, fs)
        head_h = round(fs * 0.7 * 2.6)
        avail = bottom - top
        max_rows = max(1, int((avail * 0.55 - head_h) // row_h))
        shown = min(len(self.rows), max_rows) if self.rows else 1
        table_h = head_h + shown * row_h + round(fs * 0.4)
        table = pygame.Rect(x, top, width, table_h)
        chart_top = table.bottom + round(fs * 0.9)
        chart = pygame.Rect(x, chart_top, width, max(round(fs * 6), bottom - chart_top))
        return table, chart

    def draw_more(self, surface: pygame.Surface, fs: int) -> None:
        table, chart = self.layout_rects()
        if not self.rows:
            text = self.app.text
            w, h = surface.get_size()
            for k, row in enumerate(text.wrap(self.tr(
                    "No parties kept yet: your figures and the chart of your last results "
                    "appear here once you have finished a partie."), fs, round(w * 0.6))):
                text.blit(surface, row, fs, (w / 2, h * 0.36 + k * fs * 1.5), INK, False, "midtop")
            return
        self.draw_table(surface, table, fs)
        overall = self.stats.games.get(self.game or "")
        bars, strength = self.chart_rects(chart, fs)
        self.draw_chart(surface, bars, fs, list(overall.last_results) if overall is not None else [])
        if strength is not None:
            self.draw_strength(surface, strength, fs)

    def chart_rects(self, chart: pygame.Rect, fs: int) -> tuple[pygame.Rect, pygame.Rect | None]:
        """The chart of the last results and, at its right, the person's strength
        (None when there is none to show: no deal against the computer yet)."""
        if self.stats.strength is None:
            return chart, None
        side = round(max(chart.w * 0.34, min(chart.w * 0.45, fs * 17)))
        gap = round(fs * 0.6)
        return (pygame.Rect(chart.x, chart.y, chart.w - side - gap, chart.h),
                pygame.Rect(chart.right - side, chart.y, side, chart.h))

    def draw_strength(self, surface: pygame.Surface, r: pygame.Rect, fs: int) -> None:
        """The person's strength against the computer, every game together
        (``store.strength``): about which level, the rating and its 95% interval,
        and below, its curve after each partie, the levels' places as lines."""
        strength = self.stats.strength
        if strength is None:
            return
        text, tr = self.app.text, self.tr
        small = round(fs * 0.7)
        panel = pygame.Surface(r.size, pygame.SRCALPHA)
        panel.fill((12, 24, 18, 150))
        surface.blit(panel, r.topleft)
        pygame.draw.rect(surface, RULE, r, width=1, border_radius=6)
        x, room = r.x + fs * 0.6, r.w - fs * 1.2
        y = r.y + fs * 0.4
        words, size = text.fitted(tr("Your strength"), round(fs * 0.85), room, True)
        text.blit(surface, words, size, (x, y), INK, True)
        y += round(fs * 0.85) * 1.45
        head, rating, span = strength_words(strength, tr)
        words, size = text.fitted(head, fs, room, True)
        text.blit(surface, words, size, (x, y), GOLD, True)
        y += fs * 1.35
        n = strength.deals
        lines = [(rating, INK), (span, INK),
                 (tr.ntr("from {n} deal against the computer, all games",
                         "from {n} deals against the computer, all games", n).format(n=n), DIM_TEXT)]
        for words, colour in lines:
            if words:
                said, size = text.fitted(words, small, room)
                text.blit(surface, said, size, (x, y), colour)
                y += small * 1.3
        points = self.stats.strength_curve
        label_w = text.font(small).size("5")[0] + fs * 0.4
        plot = pygame.Rect(round(x + label_w), round(y + small * 0.7), round(room - label_w),
                           round(r.bottom - fs * 0.35 - small * 1.3 - (y + small * 0.7)))
        self.curve_rect = plot
        if plot.h < fs * 1.5 or not points:  # no room for the curve
            return
        ratings = [p.strength.rating for p in points]
        lo = min(min(LEVEL_RATINGS.values()), min(ratings)) - 15
        hi = max(max(LEVEL_RATINGS.values()), max(ratings)) + 15

        def y_of(value: float) -> float:
            value = min(hi, max(lo, value))
            return plot.bottom - (value - lo) / (hi - lo) * plot.h

        last_label = None
        for level in sorted(LEVEL_RATINGS, reverse=True):  # the levels' lines, each labelled if room
            ly = round(y_of(LEVEL_RATINGS[level]))
            pygame.draw.line(surface, (60, 76, 64), (plot.x, ly), (plot.right, ly), 1)
            if last_label is None or ly - last_label >= small * 1.15:
                text.blit(surface, str(level), small, (plot.x - fs * 0.3, ly), DIM_TEXT, False, "midright")
                last_label = ly
        count = len(points)
        step = plot.w / max(1, count - 1)

        def x_of(k: int) -> float:
            return plot.x + (step * k if count > 1 else plot.w / 2)

        band = pygame.Surface(plot.size, pygame.SRCALPHA)  # the 95% interval round the line

        def at(px: float, py: float) -> tuple[float, float]:
            return px - plot.x, py - plot.y

        if count > 1:
            upper = [at(x_of(k), y_of(p.strength.high)) for k, p in enumerate(points)]
            lower = [at(x_of(k), y_of(p.strength.low)) for k, p in enumerate(points)]
            pygame.draw.polygon(band, (*GOLD, 50), upper + lower[::-1])
        else:
            pygame.draw.line(band, (*GOLD, 90), at(x_of(0), y_of(points[0].strength.high)),
                             at(x_of(0), y_of(points[0].strength.low)), 3)
        surface.blit(band, plot.topleft)
        clip = surface.get_clip()
        surface.set_clip(plot.inflate(4, 4))
        line = [(x_of(k), y_of(v)) for k, v in enumerate(ratings)]
        if count > 1:
            pygame.draw.lines(surface, GOLD, False, line, 2)
        surface.set_clip(clip)
        pygame.draw.circle(surface, GOLD, (round(line[-1][0]), round(line[-1][1])), max(3, round(fs * 0.2)))
        if count > 1:
            text.blit(surface, self.tr("oldest"), small, (plot.x, r.bottom - fs * 0.35), DIM_TEXT, False,
                      "bottomleft")
            text.blit(surface, self.tr("latest"), small, (plot.right, r.bottom - fs * 0.35), DIM_TEXT, False,
                      "bottomright")

    def label_column(self, width: int, fs: int) -> tuple[float, dict[str, tuple[list[str], int]]]:
        """The labels' column of a table ``width`` wide: wider for the longer labels
        of a table of three or four, as long as the columns keep room for their
        headings in the smallest size; and each label's lines there, with their size
        (on two lines, a little smaller if need be, when one is too long: who sat at
        a table of four)."""
        text = self.app.text
        size = round(fs * 0.8)
        widest = max((text.font(size, True).size(label)[0] for label, _f, _t in self.rows), default=0)
        words = [part for lines, _attr in self.columns() for part in lines if part]
        heads = max(text.font(10).size(word)[0] for word in words) + fs * 0.5
        label_w = max(width * 0.22, min(width * 0.32, widest + fs * 0.8, width - heads * len(self.columns())))
        room = label_w - fs * 0.6
        lines: dict[str, tuple[list[str], int]] = {}
        for label, _f, _t in self.rows:
            said, lsize = text.fitted(label, size, room, True)
            lines[label] = ([said], lsize)
            if said == label:
                continue
            for count in (2, 3):
                for lsize in range(size, max(6, round(size * 0.75)) - 1, -1):
                    rows = text.wrap(label, lsize, round(room), True)
                    font = text.font(lsize, True)
                    if len(rows) <= count and all(font.size(row)[0] <= room for row in rows):
                        break
                if len(rows) <= count:
                    break
            if len(rows) > 3:  # even so: the rest cut short on the third line
                rows = rows[:2] + [text.fit(" ".join(rows[2:]), lsize, room, True)]
            lines[label] = (rows, lsize)
        return label_w, lines

    def row_height(self, width: int, fs: int) -> int:
        """The height of the table's rows: two or three lines high when a label needs them."""
        count = max((len(rows) for rows, _size in self.label_column(width, fs)[1].values()), default=1)
        return round(fs * 0.8 * (1.6 + 1.1 * (count - 1)))

    def draw_table(self, surface: pygame.Surface, r: pygame.Rect, fs: int) -> None:
        text = self.app.text
        size = round(fs * 0.8)
        head_h = round(fs * 0.7 * 2.6)
        row_h = self.row_height(r.w, fs)
        label_w, label_lines = self.label_column(r.w, fs)
        columns = self.columns()
        words = [part for lines, _attr in columns for part in lines if part]
        col_w = (r.w - label_w) / len(columns)
        head = round(fs * 0.7)  # smaller if the headings would touch in a narrow window
        while head > 10 and max(text.font(head).size(word)[0] for word in words) > col_w - fs * 0.5:
            head -= 1
        x_of = [r.x + label_w + (k + 1) * col_w - head * 0.5 for k in range(len(columns))]
        for (lines, _attr), x in zip(columns, x_of, strict=True):
            for k, line in enumerate(reversed([part for part in lines if part])):
                y = r.y + head_h - head * (1.3 + 1.2 * k)
                text.blit(surface, line, head, (x, y), DIM_TEXT, False, "topright")
        pygame.draw.line(surface, BORDER, (r.x, r.y + head_h), (r.right, r.y + head_h), 1)
        y = r.y + head_h + round(fs * 0.2)
        room = max(1, (r.bottom - y) // row_h)
        rows = self.rows if len(self.rows) <= room else self.rows[: room - 1] + self.rows[-1:]
        stripe = pygame.Surface((r.w, row_h), pygame.SRCALPHA)
        for k, (label, figures, total) in enumerate(rows):
            if total:
                pygame.draw.line(surface, RULE, (r.x, y), (r.right, y), 1)
            elif k % 2 == 0:
                stripe.fill(ROW_BG)
                surface.blit(stripe, (r.x, y))
            cy = y + row_h / 2
            colour = GOLD if total else INK
            said, lsize = label_lines[label]
            step = text.font(lsize, True).get_linesize()
            for n, row in enumerate(said):
                ry = cy + (n - (len(said) - 1) / 2) * step
                text.blit(surface, row, lsize, (r.x + fs * 0.3, ry), colour, True, "midleft")
            for (_lines, attr), x in zip(columns, x_of, strict=True):
                figure = figure_words(figures, attr, self.tr)
                text.blit(surface, figure, size, (x, cy), colour, total, "midright")
            y += row_h

    def draw_chart(self, surface: pygame.Surface, r: pygame.Rect, fs: int, results: list[int]) -> None:
        """The last results as bars above (won) and below (lost) a zero line, each
        labelled with its score, the oldest on the left."""
        text = self.app.text
        small = round(fs * 0.7)
        panel = pygame.Surface(r.size, pygame.SRCALPHA)
        panel.fill((12, 24, 18, 150))
        surface.blit(panel, r.topleft)
        pygame.draw.rect(surface, RULE, r, width=1, border_radius=6)
        n = len(results)
        # a match of games (Picchetto) is won by games, not a partie's points
        tr = self.tr
        leaving = self.variant.shape.ends_between_deals  # Piquet Normand: winners leave, one pays
        if not n:
            title = tr("Your results against the computer")
        elif self.variant.shape.match_targets:
            title = tr.ntr("Your last match against the computer",
                           "Your last {n} matches against the computer", n).format(n=n)
        else:
            title = tr.ntr("Your last partie against the computer",
                           "Your last {n} parties against the computer", n).format(n=n)
        text.blit(surface, title, round(fs * 0.85), (r.x + fs * 0.6, r.y + fs * 0.4), INK, True)
        if self.variant.shape.match_targets:
            said = tr("won above the line, lost below: the games each was won by")
        else:
            said = tr("won above the line, lost below: the score of each partie")
        if leaving:
            said = tr("left a winner above the line, paid below: the stakes of each partie") \
                if self.variant.shape.settlement == "stake" else \
                tr("left a winner above the line, paid below: the points of each partie")
        # beside the title when there is room (the whole width), else under it (beside the strength)
        below = (text.font(round(fs * 0.85), True).size(title)[0] + text.font(small).size(said)[0]
                 + fs * 1.8 > r.w)
        if below:
            said, fitted = text.fitted(said, small, r.w - fs * 1.2)
            text.blit(surface, said, fitted, (r.x + fs * 0.6, r.y + fs * 0.45 + round(fs * 0.85) * 1.3),
                      DIM_TEXT)
        else:
            text.blit(surface, said, small,
                      (r.right - fs * 0.6, r.y + fs * 0.55), DIM_TEXT, False, "topright")
        if not results:
            text.blit(surface, tr("No partie against the computer yet."), round(fs * 0.8), r.center, DIM_TEXT,
                      False, "center")
            return
        axis_w = text.font(small).size("−0000")[0] + fs * 0.6
        extra = small * 1.3 if below else 0
        plot = pygame.Rect(round(r.x + axis_w), round(r.y + fs * 2.2 + small * 1.3 + extra),
                           round(r.w - axis_w - fs * 0.8),
                           round(r.h - fs * 2.2 - small * 1.3 * 2 - fs * 1.4 - extra))
        top_value = max(1, max(abs(v) for v in results))
        step = 50 if top_value <= 300 else 100
        if leaving and top_value <= 10:  # stakes: a few each
            step = 2
        scale_top = ((top_value + step - 1) // step) * step
        zero_y = plot.centery
        half = plot.h / 2

        def y_of(value: float) -> float:
            return zero_y - value / scale_top * half

        for value in (scale_top, scale_top // 2, 0, -scale_top // 2, -scale_top):
            line_y = round(y_of(value))
            colour = (150, 160, 150) if value == 0 else (60, 76, 64)
            pygame.draw.line(surface, colour, (plot.x, line_y), (plot.right, line_y), 2 if value == 0 else 1)
            text.blit(surface, signed_words(value), small, (plot.x - fs * 0.4, line_y), DIM_TEXT, False,
                      "midright")
        slots = max(n, 10)
        slot = plot.w / slots
        bar_w = max(3, round(slot * 0.62))
        axis = small  # the axis's size; the bars' own labels smaller if need be, each within its slot
        widest = [signed_words(v) for v in results] + ([self.tr("drawn")] if 0 in results else [])
        while small > 8 and max(text.font(small).size(words)[0] for words in widest) > slot - 2:
            small -= 1
        self.bars = []
        for k, value in enumerate(results):
            cx = plot.x + slot * (k + 0.5)
            y = y_of(value)
            if value > 0:
                rect = pygame.Rect(round(cx - bar_w / 2), round(y), bar_w, max(1, round(zero_y - y)))
                pygame.draw.rect(surface, WON, rect, border_top_left_radius=3, border_top_right_radius=3)
                self.bars.append((value, rect))
                text.blit(surface, signed_words(value), small, (cx, rect.y - 2), WON, False, "midbottom")
            elif value < 0:
                rect = pygame.Rect(round(cx - bar_w / 2), round(zero_y), bar_w, max(1, round(y - zero_y)))
                pygame.draw.rect(surface, LOST, rect, border_bottom_left_radius=3,
                                 border_bottom_right_radius=3)
                self.bars.append((value, rect))
                text.blit(surface, signed_words(value), small, (cx, rect.bottom + 2), LOST, False, "midtop")
            else:
                pygame.draw.circle(surface, GOLD, (round(cx), round(zero_y)), max(3, bar_w // 4))
                self.bars.append((0, pygame.Rect(round(cx), round(zero_y), 0, 0)))
                text.blit(surface, self.tr("drawn"), small, (cx, zero_y - fs * 0.3), GOLD, False, "midbottom")
        if n > 1:  # one partie has no oldest and latest (under the last bar, clear of the first word)
            oldest, latest = self.tr("oldest"), self.tr("latest")
            font = text.font(axis)
            right = min(plot.right, max(plot.x + slot * n,
                                        plot.x + font.size(oldest)[0] + fs * 0.8 + font.size(latest)[0]))
            text.blit(surface, oldest, axis, (plot.x, r.bottom - fs * 0.35), DIM_TEXT, False, "bottomleft")
            text.blit(surface, latest, axis, (right, r.bottom - fs * 0.35), DIM_TEXT, False, "bottomright")
