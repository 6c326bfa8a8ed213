"""Your games of Ass: the statistics of the games kept, the list of them, and the
replay of one, deal by deal, every trick with the way each card took it.

The games are read from their records (:func:`piquet_game.ass.store.kept_games`);
a file that cannot be read is named on the screen and left where it is.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from ...i18n import N_, say
from ...store.reviews import load_reviews, save_reviews
from ...view.backdrop import Backdrop
from ...view.cardart import CARD_ASPECT
from ...view.families import other_kept
from ...view.games_words import when_words
from ...view.palette import DIM, ERROR, GOLD, INK
from ...vocabulary import shown_name
from ..ai.review import AssDealReview
from ..phrases import WAY_WORDS, bet_words, reading_words, rules_words
from ..rules.record import replay_ass_record
from ..rules.trick import FIRST_READING
from ..store import KeptGame, kept_games, stats_of
from .family import ASS_REVIEWER
from .words import ass_face

#: A card the review found cost this many banks or more is marked on the tricks, in red
#: (the gold frame is the card that took the trick).
COSTLY = 0.1
LOSS = (232, 96, 82)

PAGE = 8


def percent(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "–"


class AssGamesScene(Backdrop):
    name = "ass-games"
    title = N_("Your games of Ass")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.games, self.problems = kept_games()
        self.page = 0
        #: The other families' kept games (Piquet's): a button leads to each list.
        self.other_games = other_kept(self.name)

    @property
    def subtitle(self) -> str:  # type: ignore[override]
        if not self.games:
            return self.tr("No game of Ass kept yet: the games you finish are kept here")
        return self.tr.ntr("{n} game kept", "{n} games kept", len(self.games)).format(n=len(self.games))

    def build_ui(self) -> None:
        w, h = self.app.size
        bh = max(30, round(h * 0.048))
        gap = round(bh * 0.25)
        width = round(min(w * 0.86, h * 1.45))
        x = (w - width) // 2
        y = round(h * 0.3)
        shown = self.games[self.page * PAGE:(self.page + 1) * PAGE]
        for game in shown:
            self.button((x, y, width, bh), self.line(game), partial(self.open, game),
                        tooltip=self.tr("Replay this game, deal by deal"))
            y += bh + gap
        y = h - bh - round(h * 0.04)
        more = (self.page + 1) * PAGE < len(self.games)
        specs: list[tuple[str, Callable[[], None], str | None, bool]] = [
            (self.tr("Newer"), lambda: self.turn(-1), None, self.page > 0)]
        for other in self.other_games:
            specs.append((self.tr(other.games_button), partial(self.other_list, other.games),
                          None, True))
        specs += [(self.tr("Back"), self.back, "@primary", True),
                  (self.tr("Older"), lambda: self.turn(1), None, more)]
        each = (width - gap * (len(specs) - 1)) // len(specs)
        for k, (words, action, oid, enabled) in enumerate(specs):
            self.button((x + k * (each + gap), y, each, bh), words, action, object_id=oid, enabled=enabled)

    def line(self, game: KeptGame) -> str:
        tr = self.tr
        names = [shown_name(name, tr) for name in game.players]
        winners = ", ".join(names[s] for s in game.winners)
        when = when_words(game.when, tr.language)
        said = tr("{when} · {players} · won by {winners} · {n} deals").format(
            when=when, players=", ".join(names), winners=winners or "–", n=game.deals)
        if game.rules.reading == FIRST_READING:
            said = tr("{game} · by the earlier rules").format(game=said)
        return said

    def other_list(self, games: str) -> None:
        """Another family's kept games, in place of this list (Back leads where it did)."""

        self.app.stack.pop(self)
        self.app.push(self.app.scene(games))

    def turn(self, step: int) -> None:
        self.page = max(0, self.page + step)
        self.clear_ui()
        self.build_ui()

    def open(self, game: KeptGame) -> None:
        self.app.push(AssReplayScene(self.app, game))

    def draw_more(self, surface: pygame.Surface, fs: int) -> None:
        w, h = surface.get_size()
        text = self.app.text
        s = stats_of(self.games)
        tr = self.tr
        y = round(h * 0.19)
        if s.games:
            said = tr("Against the computer: {won} of {games} games won ({pct}); in {deals} deals, "
                      "{dropped} banks dropped and {added} added").format(
                won=s.won, games=s.games, pct=percent(s.won, s.games), deals=s.deals, dropped=s.dropped,
                added=s.added)
            words, size = text.fitted(said, fs, w * 0.94)
            text.blit(surface, words, size, (w / 2, y), INK, False, "midtop")
            said = tr("Go reached {go} of {goes} times ({go_pct}); no reached {no} of {nos} "
                      "({no_pct})").format(
                go=s.go_reached, goes=s.go, go_pct=percent(s.go_reached, s.go), no=s.no_reached, nos=s.no,
                no_pct=percent(s.no_reached, s.no))
            words, size = text.fitted(said, fs, w * 0.94)
            text.blit(surface, words, size, (w / 2, y + fs * 1.4), DIM, False, "midtop")
        if self.problems:
            said = tr("Not read: {files}").format(files="; ".join(self.problems[:2]))
            words, size = text.fitted(said, round(fs * 0.8), w * 0.94)
            text.blit(surface, words, size, (w / 2, h * 0.27), ERROR, False, "midtop")


class AssReplayScene(Backdrop):
    """A kept game, a deal at a time: the bets, every trick (who led, each card and
    the way it took the trick, who took it), the points and the banks."""

    name = "ass-replay"
    title = N_("Replay")

    def __init__(self, app, kept: KeptGame) -> None:
        super().__init__(app)
        self.kept = kept
        self.replay = replay_ass_record(kept.record)
        self.deal = 0
        #: whose decisions the review weighs (the person at this computer, else the first
        #: person at the table), and the
        #: deals reviewed (by deal): their costly cards are marked on the tricks
        viewer = kept.record.get("viewer")  # the person at this computer, when the record says it
        first = kept.people[0] if kept.people else 0
        self.seat = viewer if type(viewer) is int and 0 <= viewer < len(kept.players) else first
        self.reviews: dict = {}
        kept_reviews, notice = load_reviews(kept.path, kept.record, AssDealReview.from_data)
        self.reviews.update({deal: r for (deal, seat), r in kept_reviews.items() if seat == self.seat})
        if notice:
            app.notices.append(say(notice, self.tr))

    @property
    def subtitle(self) -> str:  # type: ignore[override]
        rules = self.replay.game.rules
        reading = reading_words(rules, self.tr)
        return f"{rules_words(rules, self.tr)} · {reading}" if reading else rules_words(rules, self.tr)

    def build_ui(self) -> None:
        w, h = self.app.size
        bh = max(30, round(h * 0.048))
        gap = round(bh * 0.3)
        labels = (self.tr("Previous deal"), self.tr("Back"), self.tr("Next deal"),
                  self.tr("Where did I lose points?"))
        font = self.app.ui.get_theme().get_font(["@primary", "button"])
        widest = max(font.size(label)[0] for label in labels) + round(bh * 0.8)
        bw = round(min(w * 0.31, max(bh * 5, widest)))
        y = h - bh - round(h * 0.03)
        x = w // 2 - (3 * bw + 2 * gap) // 2
        last = len(self.replay.deals) - 1
        self.button((x, y, bw, bh), self.tr("Previous deal"), lambda: self.go(-1), enabled=self.deal > 0)
        self.button((x + bw + gap, y, bw, bh), self.tr("Back"), self.back, object_id="@primary")
        self.button((x + 2 * (bw + gap), y, bw, bh), self.tr("Next deal"), lambda: self.go(1),
                    enabled=self.deal < last)
        if self.replay.deals:
            tip = self.tr("R: the review of this deal, from {name}'s side").format(
                name=shown_name(self.replay.game.players[self.seat], self.tr))
            where = (w - bw - round(w * 0.03), round(h * 0.03), bw, bh)
            self.button(where, self.tr("Where did I lose points?"), self.review, tooltip=tip)

    def review(self) -> None:
        """The review of the deal shown, from the first person's side (each deal once)."""
        self.app.push(self.app.scene("review", self.kept.record, self.deal + 1, self.seat, None, self.reviews,
                                     keep=self.keep_review, reviewer=ASS_REVIEWER))

    def keep_review(self, review) -> None:
        """A review just made (on the review's worker): kept beside the game's file."""
        save_reviews(self.kept.path, self.kept.record, {(review.deal, self.seat): review},
                     AssDealReview.from_data)

    def marked(self) -> dict[int, float]:
        """The cards of the deal shown whose review found them costly: card, banks lost."""
        review = self.reviews.get(self.deal + 1)
        if review is None:
            return {}
        return {d.chosen_card: d.loss for d in review.decisions if d.kind == "play" and d.loss >= COSTLY}

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r and self.replay.deals:
            self.review()
            return True
        return super().handle_event(event)

    def go(self, step: int) -> None:
        self.deal = max(0, min(len(self.replay.deals) - 1, self.deal + step))
        self.clear_ui()
        self.build_ui()

    def cancel(self) -> bool:
        self.back()
        return True

    def draw_more(self, surface: pygame.Surface, fs: int) -> None:
        if not self.replay.deals:
            return
        w, h = surface.get_size()
        text = self.app.text
        tr = self.tr
        d = self.replay.deals[self.deal]
        names = [shown_name(name, tr) for name in self.replay.game.players]
        small = round(fs * 0.78)
        bets = {e.seat: e.word for e in d.events if e.kind == "bet"}
        head = tr("Deal {number} of {total}: {who} deals").format(
            number=d.number, total=len(self.replay.deals), who=names[d.dealer])
        said = " · ".join(f"{names[s]} {bet_words(bets.get(s) == 'go', tr)}"
                          for s in range(len(names)))
        y = round(h * 0.05 + fs * 5.4)
        text.blit(surface, head, fs, (w / 2, y), GOLD, True, "midtop")
        words, size = text.fitted(said, small, w * 0.94)
        text.blit(surface, words, size, (w / 2, y + fs * 1.4), INK, False, "midtop")
        # the tricks, in columns of rows: each card with its player's initial and its way
        tricks: list[list[tuple[int, int, str]]] = []
        winners: list[int] = []
        current: list[tuple[int, int, str]] = []
        for e in d.events:
            if e.kind == "play" and e.seat is not None:
                current.append((e.seat, e.info[1], e.word))
            elif e.kind == "trick" and e.seat is not None:
                tricks.append(current)
                winners.append(e.seat)
                current = []
        top = y + fs * 3.2
        bottom = h - max(30, round(h * 0.048)) - round(h * 0.06)
        marked = self.marked()
        n = len(names)
        count = max(1, len(tricks))
        font = text.font(small)
        tag_w = max(font.size(f"{name[:10]}: {tr(word)}")[0] for name in names for word in WAY_WORDS.values())
        # as many columns of tricks as make the cards biggest
        best: tuple[float, int] = (0, 1)  # (the card's width, the columns)
        for columns in (1, 2, 3):
            per_column = -(-count // columns)
            row_h = (bottom - top) / per_column
            col_w = w * 0.94 / columns
            by_height = row_h * 0.9 / CARD_ASPECT
            by_width = (col_w - small * 2.4 - n * (tag_w + 10)) / n
            best = max(best, (min(by_height, by_width, h * 0.12), columns))
        columns = best[1]
        cw = max(16, round(best[0]))
        per_column = -(-count // columns)
        row_h = (bottom - top) / per_column
        col_w = w * 0.94 / columns
        for k, (plays, winner) in enumerate(zip(tricks, winners, strict=True)):
            col, row = divmod(k, per_column)
            x = w * 0.03 + col * col_w
            ry = top + row * row_h
            text.blit(surface, f"{k + 1}.", small, (x, ry + cw * CARD_ASPECT / 2), DIM, False, "midleft")
            x += small * 2.2
            holder_card = next((c for s, c, way in reversed(plays) if way and way != "kill" and s == winner),
                               plays[0][1] if plays else None)
            for seat, card, way in plays:
                face = ass_face(self.app, card, cw)
                rect = face.get_rect(topleft=(round(x), round(ry)))
                surface.blit(face, rect)
                if card == holder_card:
                    pygame.draw.rect(surface, (255, 214, 92), rect.inflate(4, 4), width=2, border_radius=4)
                if seat == self.seat and card in marked:  # the review found it costly
                    pygame.draw.rect(surface, LOSS, rect.inflate(10, 10), width=3, border_radius=6)
                tag = tr(WAY_WORDS.get(way, WAY_WORDS[""])) if way else "–"
                words, size = text.fitted(f"{names[seat][:10]}: {tag}", small, tag_w)
                text.blit(surface, words, size, (rect.right + 4, rect.centery), INK if way else DIM, False,
                          "midleft")
                x += cw + tag_w + 10
        if d.points is not None and d.banks is not None:
            said = " · ".join(tr("{who}: {points} points, {banks} banks").format(
                who=names[s], points=d.points[s], banks=d.banks[s]) for s in range(n))
            words, size = text.fitted(said, small, w * 0.94)
            text.blit(surface, words, size, (w / 2, bottom + fs * 0.2), GOLD, True, "midtop")


__all__ = ["AssGamesScene", "AssReplayScene"]
