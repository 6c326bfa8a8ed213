"""The scenes over the table: end of a deal, end of the partie, the privacy screen
between two players, and the pause menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..book import chapter_of
from ..commentary import _Names, match_words
from ..i18n import say
from ..scoresheet import deal_summary, partie_sheet
from ..variant_words import deal_words, game_name, game_of_deal, game_words, target_words
from .overlay import Overlay
from .palette import BORDER, DIM, GOLD, INK
from .tablepaint import ERROR
from .text import call_shown
from .tween import Tween, ease_out_cubic

if TYPE_CHECKING:
    from ..ass.view.table import AssTableScene
    from .table import TableScene


def addressee(table: TableScene) -> int | None:
    """The seat spoken to as "you": the person at the keyboard, nobody at a screen
    the players share (the whole table reads what is drawn there)."""
    return None if table.hot_seat else table.viewer


def side_labels(table: TableScene) -> list[str]:
    """The sides that score, by side: each player ("You" for the person at the
    keyboard; at a shared screen, every player by name), or partners ("You &
    North")."""
    names = _Names(table.names, addressee(table), table.tr)
    partners = table.seen.partie.variant.partnerships
    if not partners:
        return [names.who(s) for s in range(len(table.names))]
    return [" & ".join(names.who(s) for s in side) for side in partners]


def columns_x(r: pygame.Rect, count: int, first: float, last: float) -> list[float]:
    """The right edges of ``count`` columns of figures from ``first`` to ``last``
    (fractions of ``r``'s width)."""
    if count <= 1:
        return [r.x + r.w * last]
    return [r.x + r.w * (first + (last - first) * k / (count - 1)) for k in range(count)]


def column_heading(text, surface: pygame.Surface, label: str, fs: int, width: float,
                   topright: tuple[float, float]) -> int:
    """A column's name (bold) right-aligned at ``topright``: whole in ``width``, a
    little smaller if it must, else on two rows (partners' names); how many rows."""
    words, size = text.fitted(label, fs, width, True)
    if words == label:
        text.blit(surface, words, size, topright, INK, True, "topright")
        return 1
    size = round(fs * 0.85)
    rows = text.wrap(label, size, round(width), True)
    rows = rows if len(rows) <= 2 else [rows[0], " ".join(rows[1:])]
    x, y = topright
    for k, row in enumerate(rows):
        shown, fitted = text.fitted(row, size, width, True)
        text.blit(surface, shown, fitted, (x, y + k * fs * 1.1), INK, True, "topright")
    return len(rows)


class DealSummaryScene(Overlay):
    """Every scoring event of the deal just played, counted up, then the next deal."""

    table: TableScene | None  # drawn over a table of Piquet

    name = "deal-summary"

    def __init__(self, app, table: TableScene) -> None:
        super().__init__(app, table)
        partie = table.seen.partie  # what every seat knows: the deal's public events, the scores
        self.log = partie.history[-1]
        self.deal_index = len(partie.history) - 1
        self.lines = deal_summary(self.log, table.names, partie.variant, self.tr)
        self.tally = Tween(0.9 * max(0.3, app.settings.speed), 0.15, ease_out_cubic)
        if app.settings.speed == 0:
            self.tally.finish()
        self.last = partie.is_over

    def build_ui(self) -> None:
        assert self.table is not None

        row: list[tuple[str, object, str | None]] = [
            (self.table.deal_end_label(self.last), self.confirm, "@primary")]
        if self.table.reviewable():
            row.append((self.tr("Where did I lose points?"), self.review, None))
        self.button_row(row)

    def review(self) -> None:
        """The review of this deal, over the summary (Esc or Close comes back here)."""
        assert self.table is not None
        deal = self.deal_index - self.table.seen.partie.prior + 1
        self.app.push(self.table.review_scene(deal))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.tally.update(dt)

    def picture_key(self) -> tuple | None:
        return () if self.tally.done else None  # the scores count up

    def confirm(self) -> bool:
        assert self.table is not None
        table = self.table
        self.app.stack.pop(self)
        table.next_deal()
        if self.last:
            self.app.push(PartieEndScene(self.app, table))
        return True

    def draw(self, surface: pygame.Surface) -> None:
        assert self.table is not None
        r = self.draw_panel(surface)
        text = self.app.text
        fs = self.fs()
        names = self.table.names
        y: float = r.y + fs
        text.blit(surface, self.heading, round(fs * 1.4), (r.centerx, y), GOLD, True, "midtop")
        y += fs * 2.6
        contract = self.contract_words()
        if contract:  # Contract Piquet: the contract and how it went, under the heading
            y -= fs * 0.7
            words, size = text.fitted(contract, fs, r.w * 0.88, True)
            text.blit(surface, words, size, (r.centerx, y), INK, True, "midtop")
            y += fs * 1.6
        v = self.table.seen.partie.variant
        labels = side_labels(self.table) if v.players > 2 else list(names)
        col = columns_x(r, len(labels), 0.62 if len(labels) == 2 else 0.56, 0.88)
        width = (col[1] - col[0]) * 0.95 if len(col) > 1 else r.w * 0.3
        tall = max(column_heading(text, surface, label, fs, width if seat else r.w * 0.3, (col[seat], y))
                   for seat, label in enumerate(labels))
        y += fs * 1.6 + fs * 1.1 * (tall - 1)
        count = self.rows_shown()
        reached = self.reached_words()
        room = r.bottom - fs * (9 if reached else 6)  # the totals, and the button, below
        # every row in one size: a little smaller rather than cut, where three columns
        # leave less room, the same for all; on two rows if even so too long (a long
        # language)
        room_w = col[0] - text.font(fs).size("000")[0] - (r.x + r.w * 0.06)
        rows_said = [self.row_words(line, names, v.players) for line in self.lines]
        size = text.common_size(rows_said, fs, room_w)
        for line, said in zip(self.lines[:count], rows_said, strict=False):
            rows = [said]
            if text.font(size).size(said)[0] > room_w:
                rows = text.wrap(said, size, round(room_w))
                if len(rows) > 2:
                    rows = [rows[0], text.fit(" ".join(rows[1:]), size, room_w)]
            if line.seat is not None:
                side = v.side_of(line.seat)
                text.blit(surface, str(line.points), fs, (col[side], y), INK, False, "topright")
            for k, row in enumerate(rows):
                text.blit(surface, row, size, (r.x + r.w * 0.06, y + k * size * 1.3), INK)
            y += fs * 1.45 + size * 1.3 * (len(rows) - 1)
            if y > room:
                break
        if not self.lines:
            text.blit(surface, self.tr("Nobody scored."), fs, (r.x + r.w * 0.06, y), DIM)
            y += fs * 1.45
        y += fs * 0.3
        pygame.draw.line(surface, BORDER, (r.x + r.w * 0.06, y), (r.right - r.w * 0.06, y), 1)
        y += fs * 0.5
        scores = self.deal_shown(len(labels))
        text.blit(surface, self.tr("This deal"), fs, (r.x + r.w * 0.06, y), INK, True)
        for seat in range(len(labels)):
            text.blit(surface, str(scores[seat]), round(fs * 1.2), (col[seat], y), GOLD, True, "topright")
        y += fs * 1.7
        totals, label = self.running(len(labels))
        text.blit(surface, text.fit(label, fs, col[0] - text.font(fs).size("0000")[0] - (r.x + r.w * 0.06)),
                  fs, (r.x + r.w * 0.06, y), DIM)
        for seat in range(len(labels)):
            text.blit(surface, str(totals[seat]), fs, (col[seat], y), DIM, False, "topright")
        if reached:  # a game to a target: it ended here, in the middle of the deal or at its end
            y += fs * 1.7
            sentences = [part if part.endswith(".") else part + "." for part in reached.split(". ")]
            rows = [row for part in sentences for row in text.wrap(part, round(fs * 1.05), round(r.w * 0.88))]
            for row in rows[:2]:
                words, size = text.fitted(row, round(fs * 1.05), r.w * 0.88, True)
                text.blit(surface, words, size, (r.centerx, y), GOLD, True, "midtop")
                y += fs * 1.3

    def row_words(self, line, names, players: int) -> str:
        """A row's words; at three or four, whose ("Cleo: leads and tricks won")."""
        said = line.text
        if players > 2 and line.seat is not None:
            said = self.tr.labelled(names[line.seat], f"{said[:1].lower()}{said[1:]}")
        return said

    def rows_shown(self) -> int:
        """How many of the deal's rows are shown: they come one by one as the
        summary opens."""
        if self.tally.done:
            return len(self.lines)
        if not self.tally.started:
            return 0
        return min(len(self.lines), int(self.tally.value * len(self.lines)) + 1)

    def deal_shown(self, sides: int, count: int | None = None) -> list[int]:
        """The deal's points for each side in its first ``count`` rows (the rows
        shown): the deal's total grows with its rows, never ahead of them."""
        if count is None:
            count = self.rows_shown()
        if count >= len(self.lines) and self.log.scores is not None:
            return list(self.log.scores)  # the deal as the game counted it
        assert self.table is not None
        v = self.table.seen.partie.variant
        points = [0] * sides
        for line in self.lines[:count]:
            if line.seat is not None:
                points[v.side_of(line.seat)] += line.points
        return points

    def running(self, sides: int) -> tuple[list[int], str]:
        """The running totals as the summary shows them, counted as far as its rows
        (once counted, :meth:`so_far`'s), and what they are called."""
        totals, label = self.so_far()
        whole = self.deal_shown(sides, len(self.lines))
        shown = self.deal_shown(sides)
        return [t - w + n for t, w, n in zip(totals, whole, shown, strict=True)], label

    def contract_words(self) -> str:
        """The deal's contract and its fate: ``Contract 8+ redoubled, Ann: 10 tricks
        won of 8, made with two over`` ("" in a game without an auction)."""
        assert self.table is not None
        e = next((e for e in self.log.events if e.kind == "contract"), None)
        if e is None or e.seat is None:
            return ""
        names = self.table.names
        tricks, minus = e.info[0], bool(e.info[1])
        won = sum(1 for x in self.log.events if x.kind == "trick" and x.seat == e.seat)
        total = sum(1 for x in self.log.events if x.kind == "trick")
        made = total - won if minus else won
        tr = self.tr
        word = call_shown(e.word)
        if minus:
            head = tr("Contract {call}, {name}: {made} tricks lost of {tricks}")
        else:
            head = tr("Contract {call}, {name}: {made} tricks won of {tricks}")
        head = head.format(call=word, name=names[e.seat], made=made, tricks=tricks)
        if made > tricks:
            return tr("{contract}, made with {n} over").format(contract=head, n=made - tricks)
        if made == tricks:
            return tr("{contract}, made exactly").format(contract=head)
        return tr("{contract}, broken by {n}").format(contract=head, n=tricks - made)

    def game_number(self) -> int:
        """The game of a match this deal belongs to (1 in any other game)."""
        assert self.table is not None
        game = self.table.seen.partie
        return game_of_deal(game.game_starts, self.log.number) if game.variant.shape.match_targets else 1

    def so_far(self) -> tuple[list[int], str]:
        """The running totals after this deal and what they are called: "Partie so
        far, to 100"; in a match, the game's: "Rivincita so far, to 150"."""
        assert self.table is not None
        game = self.table.seen.partie
        v = game.variant
        tr = self.tr
        if v.shape.match_targets:
            number = self.game_number()
            first = game.game_starts[number - 1]
            totals = v.totals(game.deal_scores[first: self.log.number])
            return totals, tr("{game} so far, {target}").format(game=game_name(v, number),
                                                              target=target_words(v, number, tr))
        totals = v.totals(game.deal_scores[: self.log.number])
        target = target_words(v, tr=tr)
        if target:
            return totals, tr("Partie so far, {target}").format(target=target)
        return totals, tr("Partie so far")

    def game_won(self) -> tuple[int, int, tuple[int, ...]] | None:
        """(winner, game number, totals) of a game of a match won in this deal."""
        for e in self.log.events:
            if e.kind == "game-end" and e.seat is not None and len(e.info) >= 3:
                return e.seat, e.info[0], tuple(e.info[1:3])
        return None

    def reached_words(self) -> str:
        """What ended a game to a target, said once the deal is counted: "Ben reaches
        110: the game is over."; in a match, "Ben reaches 152 and wins the Partita.
        The Rivincita begins at 0, to 150." ("" for any other deal)."""
        assert self.table is not None
        game = self.table.seen.partie
        if self.tally.value < 1:
            return ""
        tr = self.tr
        names = _Names(self.table.names, addressee(self.table), tr)
        won = self.game_won()
        if won is not None:
            seat, number, totals = won
            v = game.variant
            text = names.pick(seat, tr("You reach {total} and win the {game}"),
                              tr("{name} reaches {total} and wins the {game}"), total=totals[seat],
                              game=game_name(v, number, tr))
            if game.is_over:
                games = [game.game_winners.count(s) for s in (0, 1)]
                return f"{text}. {match_words(names, game.winner, games)}"
            following = number + 1
            return tr("{won}. The {game} begins at 0, to {target}.").format(
                won=text, game=game_name(v, following, tr), target=v.shape.target(following))
        if not (self.last and game.variant.shape.goal and game.winner is not None):
            return ""
        totals = game.variant.totals(game.deal_scores[: self.log.number])
        return names.pick(game.winner, tr("You reach {total}: the game is over."),
                          tr("{name} reaches {total}: the game is over."), total=totals[game.winner])

    @property
    def heading(self) -> str:
        """"End of deal 3"; a deal that a target reached cut short: "Deal 3, cut
        short"; in a game of koroliks or a match, the deal as it is called there:
        "Korolik 1, deal 2 of 2", "Rivincita, deal 3, cut short"."""
        game = self.table.seen.partie if self.table is not None else None
        tr = self.tr
        if game is not None and (game.variant.shape.korolik or game.variant.shape.match_targets):
            words = deal_words(game.variant, self.log.number, game.game_starts, tr)
            return tr("{deal}, cut short").format(deal=words) if self.cut_short else words
        if game is not None and self.last and game.variant.shape.goal and self.cut_short:
            return tr("{deal}, cut short").format(deal=tr("Deal {deal}").format(deal=self.log.number))
        return tr("End of deal {deal}").format(deal=self.log.number)

    @property
    def cut_short(self) -> bool:
        """The deal ended before its last trick was played (a target reached)."""
        if self.log.scores is None or self.table is None:
            return False
        tricks = sum(e.kind == "trick" for e in self.log.events)
        return tricks < self.table.seen.partie.variant.hand_size


class PartieEndScene(Overlay):
    """The score sheet of the partie, the settlement, and play again."""

    table: TableScene | None  # drawn over a table of Piquet

    name = "partie-end"
    shade = 190

    def __init__(self, app, table: TableScene) -> None:
        super().__init__(app, table)
        self.sheet = partie_sheet(table.seen.partie, self.tr, players=table.names)

    @property
    def match(self) -> bool:
        """A match of games (Picchetto): a row for each game, and the games won."""
        return bool(self.sheet.get("games"))

    @property
    def koroliks(self) -> bool:
        return any(kind == "korolik" for *_, kind in self.sheet.get("rows", ()))

    def game_winner(self, label: str) -> int | None:
        """Who won the game of a match on the row called ``label``."""
        for g in self.sheet.get("games", ()):
            if label.startswith(g["name"]):
                return g["winner"]
        return None

    def rows(self, room: int) -> list[tuple[str, int | None, int | None, str]]:
        """The sheet's rows that fit in ``room`` lines: with many deals (a game to a
        target), the first ones summed in one row ("1–9")."""
        rows = list(self.sheet.get("rows") or [(str(n), a, b, "deal") for n, a, b in self.sheet["deals"]])
        if len(rows) > room and all(kind == "deal" for *_, kind in rows):
            first = len(rows) - room + 1
            summed = [sum(r_[seat] for r_ in rows[:first]) for seat in range(1, len(rows[0]) - 1)]
            rows = [(f"1–{first}", *summed, "deal")] + rows[first:]
        return rows

    def build_ui(self) -> None:
        assert self.table is not None
        self.choices = self.table.partie_end_buttons(self)
        self.button_row(self.choices)

    def confirm(self) -> bool:
        self.choices[0][1]()  # type: ignore[operator]
        return True

    def cancel(self) -> bool:
        self.choices[-1][1]()  # type: ignore[operator]
        return True

    def draw(self, surface: pygame.Surface) -> None:
        assert self.table is not None
        r = self.draw_panel(surface)
        text = self.app.text
        fs = self.fs()
        names = self.table.names
        sheet = self.sheet
        y: float = r.y + fs
        title = sheet["headline"]
        words, size = text.fitted(title, round(fs * 1.5), r.w * 0.92, True)
        text.blit(surface, words, size, (r.centerx, y), GOLD, True, "midtop")
        game_said = game_words(self.table.seen.partie.variant, tr=self.tr)
        game, gsize = text.fitted(game_said, round(fs * 0.8), r.w * 0.92)
        text.blit(surface, game, gsize, (r.centerx, y + fs * 2.2), DIM, False, "midtop")
        y += fs * 3.7
        # below the deals: the settlement's words, the notice, then the buttons
        said = [row for line in sheet["lines"] for row in text.wrap(line, fs, round(r.w * 0.86))]
        notice = say(self.table.keep_notice, self.tr)
        small = round(fs * 0.9)
        kept = text.wrap(notice, small, round(r.w * 0.86)) if notice else []
        buttons_top = r.bottom - max(34, round(self.app.size[1] * 0.052)) * 1.5
        line = max(fs * 1.4, text.font(fs).get_linesize())
        below = fs * 2 + len(said) * line + (fs * 0.4 + len(kept) * fs * 1.3 if kept else 0)
        labels = side_labels(self.table) if len(sheet["totals"]) > 2 or sheet.get("sides") else list(names)
        col = columns_x(r, len(labels), 0.55 if len(labels) == 2 else 0.46, 0.8 if len(labels) == 2 else 0.86)
        x0 = r.x + r.w * (0.2 if len(labels) == 2 else 0.1)
        label_room = col[0] - x0 - text.font(fs).size("0000")[0]
        text.blit(surface, self.tr("Game") if self.match else self.tr("Deal"), fs, (x0, y), DIM, True)
        width = r.w * (0.22 if len(labels) == 2 else 0.19)
        tall = max(column_heading(text, surface, label, fs, width, (col[seat], y))
                   for seat, label in enumerate(labels))
        y += fs * 1.6 + fs * 1.1 * (tall - 1)
        step = max(fs * 1.35, text.font(fs).get_linesize())
        room = max(2, int((buttons_top - y - fs * 0.4 - below) // step))
        for label, *values, kind in self.rows(room):
            if kind == "korolik":  # a heading: who dealt first in the korolik
                words, size = text.fitted(label, round(fs * 0.85), r.right - r.w * 0.12 - x0)
                text.blit(surface, words, size, (x0, y + fs * 0.1), DIM)
                y += step
                continue
            words, size = text.fitted(label, fs, label_room)
            indent = fs if self.koroliks else 0
            text.blit(surface, words, size, (x0 + indent, y), INK)
            won = self.game_winner(label) if kind == "game" else None
            for seat, value in enumerate(values):
                colour = GOLD if won == seat else INK
                text.blit(surface, str(value), fs, (col[seat], y), colour, won == seat, "topright")
            y += step
        pygame.draw.line(surface, BORDER, (r.x + r.w * 0.18, y), (r.right - r.w * 0.12, y), 1)
        y += fs * 0.4
        total = self.tr(sheet.get("total_label", "Total"))
        target = "" if self.match else target_words(self.table.seen.partie.variant, tr=self.tr)
        text.blit(surface, total, fs, (x0, y), INK, True)
        if target:
            tx = x0 + text.font(fs, True).size(total + " ")[0]
            text.blit(surface, target, round(fs * 0.8), (tx, y + fs * 0.15), DIM)
        for seat in range(len(labels)):
            text.blit(surface, str(sheet["totals"][seat]), fs, (col[seat], y), GOLD, True, "topright")
        y += fs * 2
        for row in said:
            text.blit(surface, row, fs, (r.centerx, y), INK, False, "midtop")
            y += line
        if kept:  # kept, or not: a full disk
            colour = ERROR if self.table.saver.unkept is not None else DIM
            y += fs * 0.4
            for row in kept:
                text.blit(surface, row, small, (r.centerx, y), colour, False, "midtop")
                y += fs * 1.3


class PauseScene(Overlay):
    """Esc during a partie: resume, rules, settings, or leave."""

    table: TableScene | AssTableScene | None  # the game of Piquet or of Ass paused

    name = "pause"

    def button_height(self) -> int:
        return max(34, round(self.app.size[1] * 0.055))

    def panel_rect(self) -> pygame.Rect:
        """As tall as its title and four buttons need (it was half empty)."""
        w, h = self.app.size
        bh = self.button_height()
        pw, ph = round(min(w * 0.4, h * 0.6)), round(bh * (1.8 + 3 * 1.35 + 1 + 0.75))
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def build_ui(self) -> None:
        assert self.table is not None
        r = self.panel_rect()
        h = self.button_height()
        w = round(r.w * 0.7)
        x = r.centerx - w // 2
        y = r.y + round(h * 1.8)
        for text, action, oid in (
            (self.tr("Resume"), self.back_to_table, "@primary"),
            (self.tr("Rules"), self.rules, None),
            (self.tr("Settings"), self.settings, None),
            (self.tr(self.table.leave_label), self.leave, None),
        ):
            self.button((x, y, w, h), text, action, object_id=oid)
            y += round(h * 1.35)

    def back_to_table(self) -> None:
        """Resume: the partie again (not Scene.resume, which is this screen uncovered)."""
        self.app.stack.pop(self)

    def cancel(self) -> bool:
        self.back_to_table()
        return True

    def confirm(self) -> bool:
        return self.cancel()

    def rules(self) -> None:
        """The rules book, open at the chapter of the game being played."""

        assert self.table is not None
        self.app.push(self.app.scene("rules", chapter_of(self.table.rules_game)))

    def settings(self) -> None:
        self.app.push(self.app.scene("settings"))

    def leave(self) -> None:
        assert self.table is not None
        self.table.leave()

    def draw(self, surface: pygame.Surface) -> None:
        r = self.draw_panel(surface)
        fs = self.fs()
        self.app.text.blit(surface, self.tr("Paused"), round(fs * 1.4), (r.centerx, r.y + fs), GOLD, True,
                           "midtop")
