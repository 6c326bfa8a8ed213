"""The table's side panel (the game and the deal, each side's scores and totals
against the target, the list of deals, a match's games, the contract, what the
players said), and the ground of the table's painter: its scene, the names it
speaks of the seats by."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..rules import Phase
from ..variant_words import deal_words, target_words
from .match_words import game_title, games_played
from .palette import DIM, ERROR, GOLD, INK, PANEL, TEACH
from .text import call_shown

if TYPE_CHECKING:
    from .tablepaint import PaintedScene


SPOKEN = frozenset(
    (
        "announce",
        "ask",
        "tiebreak",
        "answer",
        "blanche",
        "point",
        "sequence",
        "set",
        "repique",
        "pique",
        "lead",
        "win",
        "last",
        "cards",
        "capot",
        "call",
        "overtricks",
        "undertricks",
    )
)


class PanelPainter:
    """The side panel of the table, drawn from the scene's model and words."""

    def __init__(self, scene: PaintedScene) -> None:
        self.scene = scene
        self._veil: dict[int, pygame.Surface] = {}

    def relayout(self) -> None:
        self._veil.clear()

    @property
    def app(self):
        return self.scene.app

    def veil(self, width: int, height: int) -> pygame.Surface:
        surf = self._veil.get(width)
        if surf is None:
            surf = pygame.Surface((width, height), pygame.SRCALPHA)
            pygame.draw.rect(surf, (10, 20, 14, 120), surf.get_rect(), border_radius=max(3, width // 14))
            self._veil[width] = surf
        return surf

    def who(self, seat: int) -> str:
        """A seat's name, "You" for the person at the keyboard."""
        return self.scene.tr("You") if seat == getattr(self.scene, "viewer", None) else self.scene.names[seat]

    def mine(self, seat: int) -> bool:
        """Whether ``seat`` is spoken of as "your" (the person at the keyboard, or a
        player named "You" in a replay)."""
        name = self.scene.names[seat]
        return seat == getattr(self.scene, "viewer", None) or name.strip().lower() == "you"

    def said(self, line) -> str:
        """A line as shown: what a player says is prefixed with his name."""
        if line.seat is None or line.kind not in SPOKEN:
            return line.text
        return self.scene.tr.labelled(self.scene.names[line.seat], line.text)

    # ------------------------------------------------------------------ panel

    def draw_panel(self, surface: pygame.Surface) -> None:
        lay = self.scene.layout
        y = self.panel_background(surface)
        # while the partie cannot be saved (a full disk), it says so, quietly
        y = self.panel_head(surface, y, deal_note=self.scene.tr("not saved") if self.scene.not_saved else "",
                            note_colour=ERROR)
        y = self.panel_scores(surface, y)
        y = self.panel_deals(surface, y)
        if self.app.settings.teach and self.scene.teach_lines:
            y = self.panel_teacher(surface, y)
        self.panel_lines(surface, y, self.scene.panel_buttons_top() - lay.margin)

    def panel_background(self, surface: pygame.Surface) -> float:
        p = self.scene.layout.panel
        pygame.draw.rect(surface, PANEL, p.ints())
        pygame.draw.line(surface, (201, 169, 79), (p.x, 0), (p.x, p.h), 2)
        return self.scene.layout.margin

    def panel_x(self) -> tuple[float, float]:
        lay = self.scene.layout
        return lay.panel.x + lay.margin, lay.panel.right - lay.margin

    def panel_rule(self, surface: pygame.Surface, y: float, space: float) -> float:
        """A thin line across the panel, ``space`` (in font heights) below ``y``."""
        fs = self.scene.layout.font_px
        x0, x1 = self.panel_x()
        y += fs * space
        pygame.draw.line(surface, (80, 96, 84), (x0, y), (x1, y), 1)
        return y + fs * 0.5

    def panel_head(self, surface: pygame.Surface, y: float, title: str | None = None,
                   title_note: str = "", deal_note: str = "", note_colour=DIM) -> float:
        """The panel's title (the game's, unless another is given) and the deal
        number, each with an optional note on the right, in ``note_colour``."""
        y = self.panel_title(surface, y, title, title_note, note_colour)
        return self.panel_deal_line(surface, y, deal_note, note_colour)

    def panel_title(self, surface: pygame.Surface, y: float, title: str | None = None,
                    title_note: str = "", note_colour=DIM) -> float:
        """The panel's title, shrunk (or cut short) to leave its note room."""
        lay = self.scene.layout
        text = self.app.text
        fs = lay.font_px
        x0, x1 = self.panel_x()
        note_w = text.font(round(fs * 0.8)).size(title_note)[0] + fs * 0.6 if title_note else 0
        words, size = text.fitted(self.scene.tr(self.scene.seen.variant.title) if title is None else title,
                                  round(fs * 1.3), x1 - x0 - note_w, True)
        text.blit(surface, words, size, (x0, y), GOLD, True)
        if title_note:
            text.blit(surface, title_note, round(fs * 0.8), (x1, y + fs * 0.45), note_colour, False,
                      "topright")
        return y + fs * 1.9

    def panel_deal_line(self, surface: pygame.Surface, y: float, deal_note: str = "",
                        note_colour=DIM) -> float:
        """The deal being played ("Deal 4 of 6"; "Deal 4" in a game to a target)."""
        lay = self.scene.layout
        text = self.app.text
        fs = lay.font_px
        x0, x1 = self.panel_x()
        model = self.scene.model
        head = deal_words(self.scene.seen.variant, max(1, model.deal_no), model.game_starts, self.scene.tr)
        small = round(fs * 0.85)
        note_w = text.font(small).size(deal_note)[0] + fs if deal_note else 0
        below = bool(deal_note) and text.font(fs, True).size(head)[0] + note_w > x1 - x0
        words, size = text.fitted(head, fs, x1 - x0 - (0 if below else note_w), True)
        text.blit(surface, words, size, (x0, y), INK, True)
        if below:  # a long deal line ("Korolik 2, deal 1 of 2"): the note under it
            y += fs * 1.3
        if deal_note:
            text.blit(surface, deal_note, small, (x1, y + fs * 0.1), note_colour, False, "topright")
        return y + fs * 1.8

    def panel_scores(self, surface: pygame.Surface, y: float) -> float:
        """This deal's scores and the partie's, a row per player (in a game to a
        target, the running total against it; in a match, the game's, and the games
        each has won)."""
        scene, model, lay = self.scene, self.scene.model, self.scene.layout
        text = self.app.text
        fs = lay.font_px
        x0, x1 = self.panel_x()
        seen = scene.seen
        top = y
        col_deal, col_total = x1 - (x1 - x0) * 0.32, x1
        target = self.target()
        match = bool(seen.variant.shape.match_targets)
        tr = scene.tr
        text.blit(surface, tr("this deal"), round(fs * 0.8), (col_deal, y), DIM, False, "topright")
        # a game to a target: each running total, this deal's points in it, against the target
        variant = seen.variant
        said = target_words(variant, model.game_number, tr) if match else target_words(variant, tr=tr)
        text.blit(surface, said or tr("partie"), round(fs * 0.8), (col_total, y), DIM, False, "topright")
        y += fs * 1.3
        totals = self.shown_totals()
        # the names up to the widest of this deal's scores (two figures' room at least)
        figures = max(text.font(round(fs * 1.1), True).size(str(v))[0] for v in [*model.scores, 10])
        name_w = col_deal - (x0 + fs) - figures - fs * 0.4
        for seat, label in self.side_rows():
            moving = seen.to_move is not None and model.side_of(seen.to_move) == seat
            if moving and not seen.over and seen.phase is not Phase.DEAL:
                pygame.draw.circle(
                    surface, GOLD, (round(x0 + fs * 0.3), round(y + fs * 0.7)), max(3, fs // 4)
                )
            gone = seat in model.left and model.seats > 2
            said = tr("{name} (left)").format(name=label) if gone else label
            name, size = text.fitted(said, fs, name_w, True)
            rows = [name]
            if name != said:  # too long even a little smaller (partners' names): on two rows
                size = round(fs * 0.8)
                rows = text.wrap(said, size, round(name_w), True)
                if len(rows) > 2:
                    rows = [rows[0], text.fit(" ".join(rows[1:]), size, name_w, True)]
            for k, row in enumerate(rows):
                text.blit(surface, row, size, (x0 + fs, y + k * size * 1.2), DIM if gone else INK, True)
            text.blit(surface, str(model.scores[seat]), round(fs * 1.1), (col_deal, y), INK, True, "topright")
            text.blit(surface, str(totals[seat]), round(fs * 1.1), (col_total, y), GOLD, True, "topright")
            y += size * 1.2 * (len(rows) - 1)  # a name on two rows
            if target:
                self.progress_bar(surface, x0 + fs, col_total, y + fs * 1.45, totals[seat])
                y += fs * 0.45
            y += fs * 1.6
        if match:  # the games each has won
            a, b = model.bottom, 1 - model.bottom
            won = [model.game_winners.count(s) for s in (a, b)]
            mine = scene.tr("you") if a == getattr(scene, "viewer", None) else scene.names[a]
            scores = f"{mine} {won[0]}, {scene.names[b]} {won[1]}"
            said = scene.tr("Games won: {scores}.").format(scores=scores)
            y = self.panel_wrapped(surface, said.rstrip("."), round(fs * 0.9), y,
                                   GOLD if any(won) else DIM, True) + fs * 0.05
        if model.contract is not None:  # Contract Piquet: the contract, and the tricks it wants
            declarer, word, info = model.contract
            who = scene.tr("you") if declarer == getattr(scene, "viewer", None) else scene.names[declarer]
            said = scene.tr("Contract: {contract}").format(contract=f"{call_shown(word)}, {who}")
            y = self.panel_wrapped(surface, said, round(fs * 0.95), y, GOLD, True)
            tricks, minus = info[0], bool(info[1])
            taken = model.tricks_won[declarer]
            # to lose so many (minus): the tricks the opponent has taken count
            done = model.tricks_won[1 - declarer] if minus else taken
            left = seen.variant.hand_size - sum(model.tricks_won)
            tr = scene.tr
            if done >= tricks:
                fate = tr("made")
            elif done + left < tricks:
                fate = tr("broken")
            else:
                fate = tr("to make")
            line = (tr("Tricks lost: {done} of {tricks}, {fate}") if minus
                    else tr("Tricks won: {done} of {tricks}, {fate}"))
            line = line.format(done=done, tricks=tricks, fate=fate)
            words, size = text.fitted(line, round(fs * 0.85), x1 - x0)
            text.blit(surface, words, size, (x0, y), INK, False)
            y += fs * 1.35
        elif getattr(model, "thrown_in", False):
            y = self.panel_wrapped(surface, scene.tr("Thrown in: both passed"), round(fs * 0.9), y, GOLD,
                                   True) + fs * 0.05
        if model.open_capot is not None:  # announced in this deal: every trick, for 80
            seat = model.open_capot
            if seat == getattr(scene, "viewer", None):
                said = scene.tr("Open capot announced by you")
            else:
                said = scene.tr("Open capot announced by {name}").format(name=scene.names[seat])
            y = self.panel_wrapped(surface, said, round(fs * 0.9), y, GOLD, True) + fs * 0.05
        self.score_rect = pygame.Rect(round(x0 - fs * 0.3), round(top - fs * 0.3),
                                      round(x1 - x0 + fs * 0.6), round(y - top + fs * 0.2))
        return y

    def panel_wrapped(self, surface: pygame.Surface, said: str, size: int, y: float, colour,
                      bold: bool) -> float:
        """``said`` across the panel: on one row, a little smaller if it must, else
        on as many rows as it takes (a long name is never cut); below it."""
        text, fs = self.app.text, self.scene.layout.font_px
        x0, x1 = self.panel_x()
        smallest = max(6, round(size * 0.75))  # as far as a fitted line shrinks
        shown = size
        while shown > smallest and text.font(shown, bold).size(said)[0] > x1 - x0:
            shown -= 1
        rows = [said]
        if text.font(shown, bold).size(said)[0] > x1 - x0:
            shown, rows = size, text.wrap(said, size, round(x1 - x0), bold)
        for row in rows:
            text.blit(surface, row, shown, (x0, y), colour, bold)
            y += shown * 1.3
        return y + fs * 1.35 - size * 1.3

    def side_rows(self) -> list[tuple[int, str]]:
        """The sides that score, the bottom seat's first, each with its name: a
        player's, or partners' ("You & North")."""
        scene, model = self.scene, self.scene.model
        partners = scene.seen.variant.partnerships
        if not partners:
            n = model.seats
            return [((model.bottom + k) % n, scene.names[(model.bottom + k) % n]) for k in range(n)]
        mine = model.side_of(model.bottom)
        out = []
        for side in [mine] + [i for i in range(len(partners)) if i != mine]:
            seats = sorted(partners[side], key=lambda s: (s != model.bottom, s))
            out.append((side, " & ".join(self.who(s) for s in seats)))
        return out

    def side_heading(self, label: str) -> str:
        """A side's name over its column of the deals' table: partners' initials
        ("Y–N"), a player's name whole."""
        if self.scene.seen.variant.partnerships:
            return "–".join(part.strip()[:1] for part in label.split("&"))
        return label

    def target(self) -> int:
        """The total the game being played ends at, as the table shows it (0: a partie
        of deals)."""
        return self.scene.seen.variant.shape.target(self.scene.model.game_number)

    def totals(self) -> list[int]:
        """Each seat's total over the deals ended, as the table has shown them end (in
        a match, in the game being played)."""
        model = self.scene.model
        if not model.deal_results:
            return [0] * len(model.scores)
        if self.scene.seen.variant.shape.match_targets:
            return model.game_totals()
        return self.scene.seen.variant.totals(model.deal_results)

    def running_totals(self) -> list[int]:
        """Each seat's total with the points of the deal in play as far as the table
        has shown them scored (what a game to a target is played on)."""
        model = self.scene.model
        totals = self.totals()
        if model.deal_no > len(model.deal_results):  # a deal in play, not yet ended
            totals = [t + s for t, s in zip(totals, model.scores, strict=True)]
        return totals

    def shown_totals(self) -> list[int]:
        """The totals the panel and the labels show: running in a game to a target
        (its deal's points counted as they come), else over the deals ended."""
        return self.running_totals() if self.target() else self.totals()

    def progress_bar(self, surface: pygame.Surface, x0: float, x1: float, y: float, total: int) -> None:
        """A thin bar of a running total against the target, marked where a loser
        stays under the line (half-way: the difference is doubled below it)."""
        variant = self.scene.seen.variant
        target = self.target()
        fs = self.scene.layout.font_px
        h = max(3, round(fs * 0.22))
        r = pygame.Rect(round(x0), round(y), round(x1 - x0), h)
        pygame.draw.rect(surface, (48, 62, 52), r, border_radius=h // 2)
        done = min(1.0, max(0.0, total / target))
        if done > 0:
            pygame.draw.rect(surface, GOLD if done >= 1 else (176, 150, 84),
                             (r.x, r.y, max(h, round(r.w * done)), h), border_radius=h // 2)
        if 0 < variant.rubicon < target:
            mx = r.x + round(r.w * variant.rubicon / target)
            pygame.draw.line(surface, INK, (mx, r.y - 2), (mx, r.bottom + 1), 1)

    def panel_deals(self, surface: pygame.Surface, y: float) -> float:
        """The deals played so far (the first ones summed in one row when they are
        more than the panel has room for: a game to a target has no set number)."""
        scene, model, lay = self.scene, self.scene.model, self.scene.layout
        text = self.app.text
        fs = lay.font_px
        x0, x1 = self.panel_x()
        y = self.panel_rule(surface, y, 0.4)
        small = round(fs * 0.85)
        text.blit(surface, self.scene.tr("deal"), small, (x0, y), DIM)
        if model.seats > 2:
            return self.panel_side_deals(surface, y, small)
        a, b = model.bottom, 1 - model.bottom
        cx_a, cx_b = x0 + (x1 - x0) * 0.58, x1
        left = x0 + text.font(small).size(self.scene.tr("deal"))[0] + fs * 0.6
        y = self.panel_headings(surface, y, [scene.names[a], scene.names[b]], [cx_a, cx_b], left, small)
        # a match: each game won in one row, then the deals of the game being played
        games: list[tuple[str, int, int, int]] = []
        if scene.seen.variant.shape.match_targets:
            ended = games_played(scene)[:model.game_number - 1]  # before the game shown
            for k, (winner, totals) in enumerate(ended, 1):
                games.append((game_title(scene.seen.variant, k), totals[a], totals[b], winner))
        first_deal = model.game_starts[-1] if games else 0
        rows = [(str(i), d[a], d[b]) for i, d in enumerate(model.deal_results[first_deal:], 1)]
        most = max(2, self.deal_rows_room() - len(games))
        if len(rows) > most:  # the first deals in one row, the last ones each in its own
            first = len(rows) - most + 1
            rows = [(f"1–{first}", sum(r[1] for r in rows[:first]), sum(r[2] for r in rows[:first]))] \
                + rows[first:]
        for label, pa, pb, winner in games:
            text.blit(surface, label, small, (x0, y), INK, True)
            for seat, points, cx in ((a, pa, cx_a), (b, pb, cx_b)):
                won = seat == winner
                text.blit(surface, str(points), small, (cx, y), GOLD if won else INK, won, "topright")
            y += small * 1.35
        for label, pa, pb in rows:
            text.blit(surface, label, small, (x0, y), INK)
            text.blit(surface, str(pa), small, (cx_a, y), INK, False, "topright")
            text.blit(surface, str(pb), small, (cx_b, y), INK, False, "topright")
            y += small * 1.35
        return y

    def panel_headings(self, surface: pygame.Surface, y: float, labels: list[str], xs: list[float],
                       left: float, small: int) -> float:
        """The names over the deals' columns, each right-aligned on its column
        (``xs``), the first's room from ``left``: each name whole, a little smaller if
        it must; where even so one is too long, every other name a row lower, each
        with two columns' room.  Below them."""
        text = self.app.text
        gap = small * 0.6
        edges = [left - gap, *xs[:-1]]
        rooms = [x - edge - gap for x, edge in zip(xs, edges, strict=True)]
        smallest = round(small * 0.75)
        wide = any(text.font(smallest).size(label)[0] > room
                   for label, room in zip(labels, rooms, strict=True))
        if wide:  # the first on the second row (under "deal"), the second on the first, ...
            starts = [self.panel_x()[0], left] + [x + gap for x in xs[:-2]]
            rooms = [x - start for x, start in zip(xs, starts, strict=False)]
        for k, (label, x, room) in enumerate(zip(labels, xs, rooms, strict=True)):
            words, size = text.fitted(label, small, room)
            row = (1 - k % 2) if wide else 0
            text.blit(surface, words, size, (x, y + row * small * 1.3), DIM, False, "topright")
        return y + small * (1.45 + (1.3 if wide else 0))

    def panel_side_deals(self, surface: pygame.Surface, y: float, small: int) -> float:
        """The deals played so far at a table of three or four: a column a side."""
        model = self.scene.model
        text = self.app.text
        x0, x1 = self.panel_x()
        sides = self.side_rows()
        # a column a side right of the word "deal", each as wide as the others
        left = x0 + text.font(small).size(self.scene.tr("deal"))[0] + small * 0.6
        if len(sides) == 2:  # partners' initials: the columns at the right
            left = max(left, x0 + (x1 - x0) * 0.16)
        col_w = (x1 - left) / len(sides)
        xs = [left + (k + 1) * col_w for k in range(len(sides))]
        heads = [self.side_heading(label) for _side, label in sides]
        y = self.panel_headings(surface, y, heads, xs, left, small)
        rows = [(str(i), [d[side] for side, _ in sides]) for i, d in enumerate(model.deal_results, 1)]
        most = max(2, self.deal_rows_room())
        if len(rows) > most:
            first = len(rows) - most + 1
            rows = [(f"1–{first}", [sum(r[1][k] for r in rows[:first]) for k in range(len(sides))])] \
                + rows[first:]
        for label, points in rows:
            text.blit(surface, label, small, (x0, y), INK)
            for p, cx in zip(points, xs, strict=True):
                text.blit(surface, str(p), small, (cx, y), INK, False, "topright")
            y += small * 1.35
        return y

    def deal_rows_room(self) -> int:
        """How many rows the list of deals may take: as many as a partie of a set
        number of deals has (extra deals included), else a share of the panel's
        height, so that what the players said keeps room below."""
        variant = self.scene.seen.variant
        if variant.shape.deals and not variant.shape.goal and not variant.shape.match_targets:
            return variant.shape.deals + variant.shape.tie_deals
        lay = self.scene.layout
        return max(3, int(lay.height * 0.22 // (lay.font_px * 0.85 * 1.35)))

    def panel_teacher(self, surface: pygame.Surface, y: float) -> float:
        """Teaching while you play: the latest explanations, the newest brightest."""
        lay = self.scene.layout
        text = self.app.text
        fs = lay.font_px
        x0, x1 = self.panel_x()
        small = round(fs * 0.9)
        y = self.panel_rule(surface, y, 0.6)
        text.blit(surface, self.scene.tr("Teacher"), small, (x0, y), GOLD, True)
        y += small * 1.45
        lines = self.scene.teach_lines[-3:]
        width = round(x1 - x0)
        for k, line in enumerate(lines):
            colour = TEACH if k == len(lines) - 1 else DIM
            for row in text.wrap(line, small, width):
                text.blit(surface, row, small, (x0, y), colour)
                y += small * 1.3
            y += small * 0.3
        return y

    def panel_lines(self, surface: pygame.Surface, y: float, bottom_limit: float) -> None:
        """What the players said lately, as much as fits above ``bottom_limit``."""
        scene, lay = self.scene, self.scene.layout
        text = self.app.text
        fs = lay.font_px
        x0, x1 = self.panel_x()
        small = round(fs * 0.85)
        y = self.panel_rule(surface, y, 0.6)
        top = y
        bottom_limit -= small
        width = round(x1 - x0)
        room = max(0, int((bottom_limit - y) // (small * 1.3)))
        rows: list[tuple[str, tuple[int, int, int]]] = []
        for line in reversed(scene.lines):  # the newest lines, each whole, as many as fit
            wrapped = text.wrap(self.said(line), small, width)
            if len(rows) + len(wrapped) > room:
                break
            colour = INK if line.points else DIM
            rows = [(row if k == 0 else "  " + row, colour) for k, row in enumerate(wrapped)] + rows
        for row, colour in rows:
            text.blit(surface, row, small, (x0, y), colour)
            y += small * 1.3
        bottom = max(y, top + small * 2) + fs * 0.5
        self.commentary_rect = pygame.Rect(round(x0 - fs * 0.3), round(top - fs * 0.3),
                                           round(x1 - x0 + fs * 0.6), round(bottom - top))
