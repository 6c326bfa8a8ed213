"""The scenes over the table: end of a deal, end of the partie, the privacy screen
between two players, and the pause menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..commentary import _Names, deal_summary, partie_sheet
from ..rules import Phase
from ..variant_words import game_words, target_words
from .palette import BORDER, DIM, GOLD, INK
from .scene import Scene
from .tablepaint import ERROR
from .tween import Tween, ease_out_cubic

if TYPE_CHECKING:
    from .table import TableScene

CARD = (24, 34, 28)


class Overlay(Scene):
    """A panel in the middle of the window over a darkened table."""

    opaque = False
    shade = 150
    keyboard_focus = True

    def __init__(self, app, table: TableScene | None = None) -> None:
        super().__init__(app)
        self.table = table
        self._shade: pygame.Surface | None = None

    def panel_rect(self) -> pygame.Rect:
        w, h = self.app.size
        pw, ph = round(min(w * 0.62, h * 1.05)), round(h * 0.78)
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def draw_panel(self, surface: pygame.Surface) -> pygame.Rect:
        size = surface.get_size()
        if self._shade is None or self._shade.get_size() != size:
            self._shade = pygame.Surface(size, pygame.SRCALPHA)
            self._shade.fill((0, 0, 0, self.shade))
        surface.blit(self._shade, (0, 0))
        r = self.panel_rect()
        pygame.draw.rect(surface, CARD, r, border_radius=14)
        pygame.draw.rect(surface, BORDER, r, width=2, border_radius=14)
        return r

    def fs(self) -> int:
        return max(14, round(self.app.size[1] * 0.024))

    def button_row(self, labels: list[tuple[str, object, str | None]]) -> None:
        r = self.panel_rect()
        h = max(34, round(self.app.size[1] * 0.052))
        gap = round(h * 0.4)
        w = round(min(r.w * 0.4, h * 6, (r.w * 0.92 - (len(labels) - 1) * gap) / max(1, len(labels))))
        total = len(labels) * w + (len(labels) - 1) * gap
        x = r.centerx - total // 2
        y = r.bottom - h - round(h * 0.5)
        for text, action, oid in labels:
            self.button((x, y, w, h), text, action, object_id=oid)  # type: ignore[arg-type]
            x += w + gap

    def update(self, dt: float) -> None:
        if self.table is not None:
            self.table.update_covered(dt)


class DealSummaryScene(Overlay):
    """Every scoring event of the deal just played, counted up, then the next deal."""

    name = "deal-summary"

    def __init__(self, app, table: TableScene) -> None:
        super().__init__(app, table)
        game = table.game
        self.log = game.history[-1]
        self.lines = deal_summary(self.log, table.names, game.variant)
        self.tally = Tween(0.9 * max(0.3, app.settings.speed), 0.15, ease_out_cubic)
        if app.settings.speed == 0:
            self.tally.finish()
        self.last = game.is_over

    def build_ui(self) -> None:
        assert self.table is not None
        self.button_row([(self.table.deal_end_label(self.last), self.confirm, "@primary")])

    def update(self, dt: float) -> None:
        super().update(dt)
        self.tally.update(dt)

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
        y = r.y + fs
        text.blit(surface, self.heading, round(fs * 1.4), (r.centerx, y), GOLD, True, "midtop")
        y += fs * 2.6
        col = [r.x + r.w * 0.62, r.x + r.w * 0.88]
        for seat in (0, 1):
            text.blit(surface, names[seat], fs, (col[seat], y), INK, True, "topright")
        y += fs * 1.6
        shown = self.tally.value * len(self.lines)
        running = [0, 0]
        game = self.table.game
        reached = self.reached_words()
        room = r.bottom - fs * (7.7 if reached else 6)  # the totals, and the button, below
        for i, line in enumerate(self.lines):
            if i >= shown + 0.999:
                break
            words = text.fit(line.text, fs, col[0] - text.font(fs).size("000")[0] - (r.x + r.w * 0.06))
            text.blit(surface, words, fs, (r.x + r.w * 0.06, y), INK)
            if line.seat is not None:
                running[line.seat] += line.points
                text.blit(surface, str(line.points), fs, (col[line.seat], y), INK, False, "topright")
            y += fs * 1.45
            if y > room:
                break
        if not self.lines:
            text.blit(surface, "Nobody scored.", fs, (r.x + r.w * 0.06, y), DIM)
            y += fs * 1.45
        y += fs * 0.3
        pygame.draw.line(surface, BORDER, (r.x + r.w * 0.06, y), (r.right - r.w * 0.06, y), 1)
        y += fs * 0.5
        scores = self.log.scores or [0, 0]
        text.blit(surface, "This deal", fs, (r.x + r.w * 0.06, y), INK, True)
        for seat in (0, 1):
            value = round(scores[seat] * self.tally.value)
            text.blit(surface, str(value), round(fs * 1.2), (col[seat], y), GOLD, True, "topright")
        y += fs * 1.7
        totals = game.variant.totals(game.deal_scores[: self.log.number])
        target = target_words(game.variant)
        label = f"Partie so far, {target}" if target else "Partie so far"
        text.blit(surface, text.fit(label, fs, col[0] - text.font(fs).size("0000")[0] - (r.x + r.w * 0.06)),
                  fs, (r.x + r.w * 0.06, y), DIM)
        for seat in (0, 1):
            text.blit(surface, str(totals[seat]), fs, (col[seat], y), DIM, False, "topright")
        if reached:  # a game to a target: it ended here, in the middle of the deal or at its end
            y += fs * 1.7
            words, size = text.fitted(reached, round(fs * 1.1), r.w * 0.88, True)
            text.blit(surface, words, size, (r.centerx, y), GOLD, True, "midtop")

    def reached_words(self) -> str:
        """What ended a game to a target, said once the deal is counted: "Ben reaches
        110: the game is over." ("" for any other deal)."""
        assert self.table is not None
        game = self.table.game
        if not (self.last and game.variant.target and game.winner is not None):
            return ""
        totals = game.variant.totals(game.deal_scores[: self.log.number])
        if self.tally.value < 1:
            return ""
        said = _Names(self.table.names, self.table.viewer).does(game.winner, "reach")
        return f"{said} {totals[game.winner]}: the game is over."

    @property
    def heading(self) -> str:
        """"End of deal 3"; a deal that a target reached cut short: "Deal 3, cut short"."""
        game = self.table.game if self.table is not None else None
        if game is not None and self.last and game.variant.target and self.cut_short:
            return f"Deal {self.log.number}, cut short"
        return f"End of deal {self.log.number}"

    @property
    def cut_short(self) -> bool:
        """The deal ended before its last trick was played (a target reached)."""
        return bool(self.log.scores is not None and self.table is not None
                    and any(self.table.game.hands)) if self.last else False


class PartieEndScene(Overlay):
    """The score sheet of the partie, the settlement, and play again."""

    name = "partie-end"
    shade = 190

    def __init__(self, app, table: TableScene) -> None:
        super().__init__(app, table)
        self.sheet = partie_sheet(table.game)

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
        y = r.y + fs
        title = sheet["headline"]
        words, size = text.fitted(title, round(fs * 1.5), r.w * 0.92, True)
        text.blit(surface, words, size, (r.centerx, y), GOLD, True, "midtop")
        game, gsize = text.fitted(game_words(self.table.game.variant), round(fs * 0.8), r.w * 0.92)
        text.blit(surface, game, gsize, (r.centerx, y + fs * 2.2), DIM, False, "midtop")
        y += fs * 3.7
        # below the deals: the settlement's words, the notice, then the buttons
        said = [row for line in sheet["lines"] for row in text.wrap(line, fs, round(r.w * 0.86))]
        notice = self.table.keep_notice
        small = round(fs * 0.9)
        kept = text.wrap(notice, small, round(r.w * 0.86)) if notice else []
        buttons_top = r.bottom - max(34, round(self.app.size[1] * 0.052)) * 1.5
        line = max(fs * 1.4, text.font(fs).get_linesize())
        below = fs * 2 + len(said) * line + (fs * 0.4 + len(kept) * fs * 1.3 if kept else 0)
        col = [r.x + r.w * 0.55, r.x + r.w * 0.8]
        text.blit(surface, "Deal", fs, (r.x + r.w * 0.2, y), DIM, True)
        for seat in (0, 1):
            name, nsize = text.fitted(names[seat], fs, r.w * 0.22, True)
            text.blit(surface, name, nsize, (col[seat], y), INK, True, "topright")
        y += fs * 1.6
        step = max(fs * 1.35, text.font(fs).get_linesize())
        room = max(2, int((buttons_top - y - fs * 0.4 - below) // step))
        rows = [(str(n), a, b) for n, a, b in sheet["deals"]]
        if len(rows) > room:  # many deals (a game to a target): the first ones in one row
            first = len(rows) - room + 1
            rows = [(f"1–{first}", sum(r_[1] for r_ in rows[:first]), sum(r_[2] for r_ in rows[:first]))] \
                + rows[first:]
        for number, a, b in rows:
            text.blit(surface, number, fs, (r.x + r.w * 0.2, y), INK)
            text.blit(surface, str(a), fs, (col[0], y), INK, False, "topright")
            text.blit(surface, str(b), fs, (col[1], y), INK, False, "topright")
            y += step
        pygame.draw.line(surface, BORDER, (r.x + r.w * 0.18, y), (r.right - r.w * 0.12, y), 1)
        y += fs * 0.4
        target = target_words(self.table.game.variant)
        text.blit(surface, "Total", fs, (r.x + r.w * 0.2, y), INK, True)
        if target:
            tx = r.x + r.w * 0.2 + text.font(fs, True).size("Total ")[0]
            text.blit(surface, target, round(fs * 0.8), (tx, y + fs * 0.15), DIM)
        for seat in (0, 1):
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


class PrivacyScene(Scene):
    """Two players, one screen: hides the table until the next player is ready."""

    name = "privacy"
    keyboard_focus = True

    def __init__(self, app, table: TableScene, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        # the last thing both players may know: never the cards the one who just
        # played drew or discarded, however the table spoke them to him
        public = table.told(None)[0]
        self.last_public = public[-1].text if public else ""

    @property
    def who(self) -> str:
        return self.table.names[self.seat]

    def build_ui(self) -> None:
        w, h = self.app.size
        bh = max(40, round(h * 0.065))
        bw = round(min(w * 0.5, bh * 9))
        self.button(
            ((w - bw) // 2, round(h * 0.58), bw, bh),
            f"{self.who}: show my cards",
            self.ready,
            object_id="@primary",
        )

    def ready(self) -> None:
        table = self.table
        self.app.stack.pop(self)
        table.set_viewer(self.seat)

    def confirm(self) -> bool:
        self.ready()
        return True

    def update(self, dt: float) -> None:
        self.table.update_covered(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((16, 28, 20))
        w, h = surface.get_size()
        fs = max(16, round(h * 0.03))
        text = self.app.text
        other = self.table.names[1 - self.seat]
        text.blit(
            surface,
            f"Pass the computer to {self.who}",
            round(fs * 1.6),
            (w / 2, h * 0.33),
            GOLD,
            True,
            "center",
        )
        text.blit(
            surface,
            f"{other}, please look away: {self.who}'s cards come next.",
            fs,
            (w / 2, h * 0.43),
            INK,
            False,
            "center",
        )
        y = h * 0.47
        for row in text.wrap(self.why(), round(fs * 0.85), round(w * 0.8))[:2]:
            text.blit(surface, row, round(fs * 0.85), (w / 2, y), INK, False, "center")
            y += fs * 1.15
        last = self.last_public
        if last:
            text.blit(surface, f"Last: {last}", round(fs * 0.8), (w / 2, y + fs * 0.2), DIM, False, "center")

    def why(self) -> str:
        """Why the computer changes hands here, in words that tell nothing of a hand."""
        table, who = self.table, self.who
        other = table.names[1 - self.seat]
        phase = table.game.phase
        if table.looks:
            return (f"{who} looks at his new hand first, and {other} then exchanges: every deal "
                    "passes the same way, so that nobody can tell who holds a carte blanche.")
        if phase in (Phase.BLANCHE, Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            return f"{who} exchanges next: the cards {who} discards and draws are for {who}'s eyes only."
        if phase is Phase.PLAY:
            return f"{who} plays next, from a hand {other} may not see."
        return f"{who} declares next, from a hand {other} may not see."


class PauseScene(Overlay):
    """Esc during a partie: resume, rules, settings, or leave."""

    name = "pause"

    def panel_rect(self) -> pygame.Rect:
        w, h = self.app.size
        pw, ph = round(min(w * 0.4, h * 0.6)), round(h * 0.56)
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def build_ui(self) -> None:
        r = self.panel_rect()
        h = max(34, round(self.app.size[1] * 0.055))
        w = round(r.w * 0.7)
        x = r.centerx - w // 2
        y = r.y + round(h * 1.8)
        for text, action, oid in (
            ("Resume", self.cancel, "@primary"),
            ("Rules", self.rules, None),
            ("Settings", self.settings, None),
            (self.table.leave_label, self.leave, None),
        ):
            self.button((x, y, w, h), text, action, object_id=oid)
            y += round(h * 1.35)

    def cancel(self) -> bool:
        self.app.stack.pop(self)
        return True

    def confirm(self) -> bool:
        return self.cancel()

    def rules(self) -> None:
        from .rulesbook import RulesBookScene

        self.app.push(RulesBookScene(self.app))

    def settings(self) -> None:
        from .settings_screen import SettingsScene

        self.app.push(SettingsScene(self.app))

    def leave(self) -> None:
        assert self.table is not None
        self.table.leave()

    def draw(self, surface: pygame.Surface) -> None:
        r = self.draw_panel(surface)
        fs = self.fs()
        self.app.text.blit(surface, "Paused", round(fs * 1.4), (r.centerx, r.y + fs), GOLD, True, "midtop")
