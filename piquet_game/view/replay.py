"""A kept partie replayed, one decision at a time, forward and back, every card
face up.

A position is rebuilt by playing the partie's actions up to that step through a
fresh :class:`~piquet_game.rules.Game` (:class:`PartieSteps`), and the table is laid
out from it by the table's own model and painter (:class:`ReplayPainter`): at a
table of three or four, the round table of the live game.  The review's marks on
the timeline show where points were lost."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ..commentary import Commentator, Line
from ..common.events import Event
from ..controller import Seen, seen_of
from ..i18n import ENGLISH, N_, say
from ..rules import Blanche, DealCards, Game, OpenCapot, Phase, Play
from ..rules.actions import Call
from ..rules.record import game_to_record
from ..store.reviews import load_reviews, save_reviews
from ..variant_words import game_words
from ..vocabulary import shown_name
from .layout import TableLayout, layout_for
from .review_words import BIG_LOSS, MARKED, review_sentences
from .scene import Scene
from .table_model import TableModel
from .tablepaint import DIM_TEXT, GOLD, INK, TablePainter
from .theme import theme_size

if TYPE_CHECKING:
    from ..ai.review import Decision


@dataclass(frozen=True)
class Position:
    """A partie after one step of its replay."""

    game: Game
    step: int
    said: tuple[Line, ...]  # the words of this step
    lines: tuple[Line, ...]  # the words of the deal so far
    trick: tuple[int, int, int] | None  # (lead, reply, winner) of a trick this step completed
    #: a trick this step completed, at any table: (leader, the cards in the order
    #: played..., winner)
    won_trick: tuple[int, ...] | None = None


_SPOKEN_PRIVATE = ("discard", "draw")


def _silent(action) -> bool:
    """An answer the replay folds into the step after it: no carte blanche, no open
    capot (records leave them out)."""
    return (isinstance(action, Blanche) and not action.declare) or \
        (isinstance(action, OpenCapot) and not action.announce)


def _neutral(event: Event) -> Event:
    """A private event a replay tells (the discards and the draws: every card is
    face up in a replay); other events unchanged."""
    if event.kind in _SPOKEN_PRIVATE and event.to is not None and event.to >= 0:
        return replace(event, to=None)
    return event


class PartieSteps:
    """The steps of a partie's replay: each deal as dealt, then each decision of the
    deal (the silent "no carte blanche" answers are folded into the step after).

    :meth:`at` rebuilds the position after a step by playing the partie's actions
    up to it through a fresh :class:`Game`, with a neutral commentator for the words,
    so a step back is a rebuild like any other."""

    def __init__(self, game: Game, tr=None) -> None:
        self.source = game
        self.tr = tr or ENGLISH  # the language of the commentary
        self.steps: list[tuple[int, int]] = []  # (deal index, action index; -1 for the deal)
        self.deal_starts: list[int] = []
        # every deal dealt, in order: a deal thrown in (Contract Piquet, both passed)
        # comes before the deal dealt again, with the number of the deal it belongs to
        # (its index in the partie's history); a partie recorded from part-way has no
        # cards for its earlier deals, known only by their scores: they are not shown
        self.prior = game.prior
        self.dealt = [(d, t) for d, log in enumerate(game.history) if d >= game.prior
                      for t in (*log.thrown_in, log)]
        for d, (number, log) in enumerate(self.dealt):
            if len(self.deal_starts) == number - self.prior:  # the first dealt of this deal's number
                self.deal_starts.append(len(self.steps))
            self.steps.append((d, -1))
            for j, (_seat, action) in enumerate(log.actions):
                if _silent(action):
                    continue
                self.steps.append((d, j))

    def __len__(self) -> int:
        return len(self.steps)

    @property
    def last(self) -> int:
        return max(0, len(self.steps) - 1)

    def deal_of(self, step: int) -> int:
        """The 0-based deal a step belongs to among the deals shown, as the review and
        :attr:`deal_starts` count them (a deal thrown in: the one dealt again)."""
        return self.dealt[self.steps[step][0]][0] - self.prior if self.steps else 0

    def clamp(self, step: int) -> int:
        return max(0, min(self.last, step))

    def at(self, step: int) -> Position:
        src = self.source
        if src.prior and len(src.history) > src.prior:  # from the totals the record begins with
            game = Game.continued(src.variant, src.players, src.history[src.prior].dealer,
                                  [list(s) for s in src.deal_scores[:src.prior]], packet=src.packet)
        else:
            game = Game(src.variant, src.players, first_dealer=src.history[0].dealer if src.history else 0,
                        packet=src.packet)
        if not self.steps:
            return Position(game, 0, (), (), None)
        step = self.clamp(step)
        deal, last = self.steps[step]
        speaker = Commentator(tuple(shown_name(p, self.tr) for p in src.players), src.variant, None, self.tr)
        lines: list[Line] = []
        said: list[Line] = []
        trick = None
        won_trick = None

        def speak(events: list[Event]) -> list[Line]:
            out: list[Line] = []
            for e in events:
                out.extend(speaker.lines(_neutral(e)))
            return out

        for d in range(deal + 1):
            log = self.dealt[d][1]
            if game.needs_draw():  # a new korolik: who drew the deal, as it was
                game.draw_for_deal(dealer=log.dealer)
            said = speak(game.apply(DealCards(log.hands, log.talon)))
            lines = list(said)
            pending: list[Line] = []
            stop = last if d == deal else len(log.actions) - 1
            for j in range(stop + 1):
                seat, action = log.actions[j]
                events = game.apply(action, seat)
                words = speak(events)
                lines.extend(words)
                pending.extend(words)
                if _silent(action):
                    continue
                said, pending = pending, []
                trick = won_trick = None
                if isinstance(action, Play):
                    done = next((e for e in events if e.kind == "trick"), None)
                    if done is not None and done.seat is not None and len(done.info) == 2:
                        trick = (done.info[0], done.info[1], done.seat)
                    if done is not None and game.tricks:
                        won_trick = tuple(game.tricks[-1])
        return Position(game, step, tuple(said), tuple(lines), trick, won_trick)


class ReplayPainter(TablePainter):
    """The table painter with the replay's panel and words."""

    scene: ReplayScene  # made by a ReplayScene for itself

    def draw_commentary(self, surface: pygame.Surface) -> None:
        scene, lay = self.scene, self.scene.layout
        text = self.app.text
        r = lay.commentary
        rows: list[tuple[str, int, tuple[int, int, int], bool]] = []
        review = scene.review_words()  # the review's word on the decision just made, if it lost points
        for scale in (1.1, 0.95, 0.8):  # smaller when the step said much (the end of a deal)
            fs = round(lay.font_px * scale)
            rows = []
            for k, line in enumerate(scene.said):
                size = fs if k == 0 else round(fs * 0.9)
                for row in text.wrap(self.said(line), size, round(r.w * 0.96), k == 0):
                    rows.append((row, size, INK if k == 0 else DIM_TEXT, k == 0))
            for k, words in enumerate(review):
                size = round(fs * 0.9)
                for row in text.wrap(words, size, round(r.w * 0.96), k == 0):
                    rows.append((row, size, GOLD if k == 0 else DIM_TEXT, False))
            step = fs * 1.3
            room = max(1, int(r.h // step))
            if len(rows) <= room:
                break
        if not rows:
            return
        rows = rows[:room]
        y = r.y + r.h / 2 - step * (len(rows) - 1) / 2
        for row, size, colour, bold in rows:
            text.blit(surface, row, size, (r.x + r.w / 2, y), colour, bold, "center")
            y += step

    def draw_bidding_box(self, surface: pygame.Surface) -> None:
        """The auction of a Contract Piquet deal as the table shows it while it is
        bid, without the buttons: what this step said at the head (the call, and
        the contract made or the deal thrown in below the table), the calls so far
        as the table's own small table."""
        scene, lay = self.scene, self.scene.layout
        text = self.app.text
        fs = lay.font_px
        lines = [self.said(line) for line in scene.said]
        head = lines[0] if lines else scene.tr("The auction")
        # right of the talon laid out face up, into the room of the piles of tricks
        # (none yet) as far as it must to be five cards wide
        spread = len(scene.model.zones["spread"])
        left = lay.talon_fanned(spread - 1, spread)[0] + lay.card_w / 2 + lay.margin if spread else \
            lay.bidding_box().x
        span = (left, min(lay.table_w - lay.margin, max(lay.won_left() - lay.margin, left + 5 * lay.card_w)))
        inner = lay.bidding_parts(buttons=False, span=span)["head"].w
        size = round(fs * 0.9)
        rows = [row for words in lines[1:] for row in text.wrap(words, size, round(inner))][:3]
        parts = lay.bidding_parts(buttons=False, notes=len(rows), span=span)
        self.draw_auction_box(surface, parts, head, INK)
        r = parts.get("notes")
        if r is None:
            return
        y = r.y
        for row in rows:
            words, wsize = text.fitted(row, size, r.w)
            text.blit(surface, words, wsize, (r.x + r.w / 2, y), GOLD, False, "midtop")
            y += round(fs * 1.25)

    def panel_head(self, surface: pygame.Surface, y: float, title: str | None = N_("Replay"),
                   title_note: str = "", deal_note: str = "", note_colour=DIM_TEXT) -> float:
        """"Replay" and when the partie finished; the game it was, its options too;
        the deal and the step."""
        scene, fs = self.scene, self.scene.layout.font_px
        x0, x1 = self.panel_x()
        tr = scene.tr
        y = self.panel_title(surface, y, tr(title) if title else title, scene.when)
        words, size = self.app.text.fitted(game_words(scene.game.variant, tr=tr), round(fs * 0.85), x1 - x0)
        self.app.text.blit(surface, words, size, (x0, y - fs * 0.3), DIM_TEXT)
        return self.panel_deal_line(surface, y + fs * 1.1, tr("step {step} of {steps}").format(
            step=scene.step + 1, steps=len(scene.steps)))

    def draw_panel(self, surface: pygame.Surface) -> None:
        lay = self.scene.layout
        y = self.panel_background(surface)
        y = self.panel_head(surface, y)
        y = self.panel_scores(surface, y)
        y = self.panel_deals(surface, y)
        self.panel_lines(surface, y, self.scene.panel_buttons_top() - lay.margin)


class ReplayScene(Scene):
    """One partie replayed: both hands, the talon, the discards and the tricks, face
    up, a step at a time.  Left/Right (or Space) step back and forward, Home/End go
    to the start and the end, Page Up/Page Down to the previous and next deal."""

    name = "replay"

    def __init__(self, app, game: Game, viewer: int | None = None, step: int = 0, when: str = "",
                 path: Path | None = None) -> None:
        super().__init__(app)
        self.steps = PartieSteps(game, self.tr)
        self.names = tuple(shown_name(name, self.tr) for name in game.players)
        self.bottom = viewer if type(viewer) is int and 0 <= viewer < len(self.names) else 0
        self.when = when
        self.layout = self.make_layout()
        self.model = TableModel(self.layout, self.bottom, bottom=self.bottom, variant=game.variant,
                                packet=game.packet, speed=0.0, players=self.names)
        self.painter = ReplayPainter(self)
        self.clock = 0.0
        self.focus = 0
        self.drag = None
        self.message = ""
        self.teach_lines: list[str] = []
        self.last_faces: set[int] = set()  # faces drawn in the last frame (tests)
        self.reviews: dict = {}  # the deals reviewed (R), by deal: kept beside the partie's file
        self.path = path  # the file the partie is kept in (None: a partie not kept)
        self.bar_span: tuple[int, int] | None = None  # where the row of buttons runs, once built
        self.position = self.steps.at(step)
        self._seen: tuple[object, Seen] | None = None  # the painter's reading, made once a step
        self.load_reviews()
        self.show()

    # ------------------------------------------------------------ what the painter asks

    @property
    def game(self) -> Game:
        return self.position.game

    @property
    def seen(self) -> Seen:
        """The replayed partie as its bottom seat saw it at this step (what the
        painter reads; the replay's own cards come from its model)."""
        position = self.position
        if self._seen is None or self._seen[0] is not position:
            self._seen = (position, seen_of(position.game, self.bottom))
        return self._seen[1]

    @property
    def step(self) -> int:
        return self.position.step

    @property
    def said(self) -> tuple[Line, ...]:
        return self.position.said

    @property
    def lines(self) -> tuple[Line, ...]:
        return self.position.lines

    def legal_cards(self) -> set[int]:
        return set()

    def my_turn(self) -> bool:
        return False

    def is_idle(self) -> bool:
        return True

    def prompt(self) -> str:
        return ""

    def highlights(self) -> tuple[str, ...]:
        return ()

    def pulses(self) -> bool:
        return False

    @property
    def not_saved(self) -> str:
        return ""  # a replay is of a partie kept: nothing to save

    def picture_key(self) -> tuple | None:
        """A step shown at once, nothing moving: what the replay is drawn from."""
        return (self.step, self.model.changes, self.message, self.focus, tuple(self.teach_lines),
                self.bar_span, len(self.reviews))

    def showing_auction(self) -> bool:
        """The auction's box is drawn: a Contract Piquet deal being bid, and the step
        of its last call (the contract made, or the deal thrown in)."""
        if not self.game.variant.auction or not self.steps:
            return False
        if self.game.phase is Phase.AUCTION:
            return True
        d, j = self.steps.steps[self.step]
        return j >= 0 and isinstance(self.steps.dealt[d][1].actions[j][1], Call)

    # ------------------------------------------------------------ stepping

    def show(self) -> None:
        """Lay the table out for the current position, every card face up."""
        pos = self.position
        self.model.resync(pos.game.view(self.bottom), self.bottom, reveal=pos.game)
        # a finished deal is still its own; numbered as the partie counts its deals
        self.model.deal_no = self.steps.prior + self.steps.deal_of(pos.step) + 1
        if pos.game.phase is Phase.DEAL and pos.game.calls:  # its auction and contract too
            c = pos.game.contract
            self.model.calls = [(s, call.word) for s, call in pos.game.calls]
            self.model.contract = None if c is None else \
                (c.declarer, str(c), (c.tricks, int(c.minus), c.multiplier))
            self.model.thrown_in = c is None
        if self.round_table and pos.won_trick is not None:
            self.show_trick(pos.won_trick)
        elif pos.trick is not None:  # the trick just won stays on the table for this step
            lead, reply, winner = pos.trick
            won = self.model.zones[f"won{self.model.side(winner)}"]
            if len(won) >= 2:
                for card in (lead, reply):
                    sp = won.pop()
                    sp.card, sp.face_up = card, True
                    self.model.zones["trick"].append(sp)

    def show_trick(self, won: tuple[int, ...]) -> None:
        """A table of three or four: the trick just won stays on the table for this
        step, each card before the seat that played it."""
        leader, *cards, winner = won
        pile = self.model.zones[f"won{self.model.side(winner)}"]
        if len(pile) < len(cards):
            return
        order = self.game.turns.get(leader, ())
        for k, card in enumerate(cards):
            if k >= len(order):
                return
            sp = pile.pop()
            sp.card, sp.face_up = card, True
            self.model.zones[f"play{self.model.side(order[k])}"].append(sp)

    def go(self, step: int) -> None:
        step = self.steps.clamp(step)
        if step == self.step and self.steps:
            return
        self.position = self.steps.at(step)
        self.show()
        if self.active:
            self.clear_ui()
            self.build_ui()

    def forward(self) -> None:
        self.go(self.step + 1)

    def back(self) -> None:
        self.go(self.step - 1)

    def start(self) -> None:
        self.go(0)

    def end(self) -> None:
        self.go(self.steps.last)

    def previous_deal(self) -> None:
        """To the start of this deal, or of the one before when already there."""
        starts = self.steps.deal_starts
        d = self.steps.deal_of(self.step)
        if starts and self.step == starts[d] and d > 0:
            d -= 1
        self.go(starts[d] if starts else 0)

    def next_deal(self) -> None:
        starts = self.steps.deal_starts
        d = self.steps.deal_of(self.step)
        if d + 1 < len(starts):
            self.go(starts[d + 1])

    def close(self) -> None:
        self.app.stack.pop(self)

    # ------------------------------------------------------------ the ui

    @property
    def round_table(self) -> bool:
        """Three or four at the table."""
        return len(self.names) > 2

    def make_layout(self) -> TableLayout:
        return layout_for(len(self.names), *self.app.size)

    def relayout(self) -> None:
        self.layout = self.make_layout()
        self.model.layout = self.layout
        self.painter.relayout()

    def panel_buttons_top(self) -> float:
        lay = self.layout
        h = round(lay.bar.h)
        return lay.height - lay.margin - 2 * h - round(lay.margin * 0.6)

    def build_ui(self) -> None:
        lay = self.layout
        bar = lay.bar
        h = round(bar.h)
        first, last = self.step <= 0, self.step >= self.steps.last
        d = self.steps.deal_of(self.step)
        tr = self.tr
        specs = (
            (tr("Previous deal"), self.previous_deal, None, not first,
             tr("The start of this deal or the one before (Page Up)")),
            (tr("Back"), self.back, None, not first, tr("One step back (Left)")),
            (tr("Forward"), self.forward, "@primary", not last, tr("One step forward (Right or Space)")),
            (tr("Next deal"), self.next_deal, None, d + 1 < len(self.steps.deal_starts),
             tr("The start of the next deal (Page Down)")),
        )
        font = self.app.ui.get_theme().get_font_dictionary().find_font(
            theme_size(16, self.app.scale), "noto_sans", bold=True)
        widths = [max(round(h * 2.6), font.size(text)[0] + round(h * 0.9)) for text, *_ in specs]
        gap = round(h * 0.3)
        total = sum(widths) + gap * (len(widths) - 1)
        # centred on the table, and inside it however long the words (no hand to keep clear of)
        x = round(lay.bar_x(total))
        if x + total > lay.table_w - lay.margin:
            x = round(max(lay.margin, lay.table_w - lay.margin - total))
        self.bar_span = (x, x + total)  # the timeline runs under the buttons
        for (text, action, oid, enabled, tip), w in zip(specs, widths, strict=True):
            self.button((x, round(bar.y), w, h), text, action, object_id=oid, tooltip=tip, enabled=enabled)
            x += w + gap
        pw = lay.panel_w
        bw = round((pw - 3 * lay.margin) / 2)
        y = round(self.panel_buttons_top())
        x0 = lay.table_w + lay.margin
        self.button((x0, y, bw, h), tr("Start"), self.start, tooltip=tr("The first deal as dealt (Home)"),
                    enabled=not first)
        self.button((x0 + bw + lay.margin, y, bw, h), tr("End"), self.end,
                    tooltip=tr("The partie's end (End)"), enabled=not last)
        self.button((x0, lay.height - lay.margin - h, 2 * bw + lay.margin, h), tr("Close"), self.close,
                    tooltip=tr("Back to your games (Esc)"))

    KEYS = {
        pygame.K_RIGHT: "forward",
        pygame.K_LEFT: "back",
        pygame.K_HOME: "start",
        pygame.K_END: "end",
        pygame.K_PAGEUP: "previous_deal",
        pygame.K_PAGEDOWN: "next_deal",
        pygame.K_r: "review",
    }

    def review(self) -> None:
        """R: the review of the deal shown, from the side of the seat at the bottom
        (the person's); each deal reviewed once, and kept beside the partie's file."""
        record = game_to_record(self.steps.source)
        self.app.push(self.app.scene("review", record, self.deal_number(), self.bottom, cache=self.reviews,
                                  keep=self.keep_review))

    def deal_number(self, step: int | None = None) -> int:
        """The 1-based number of the deal a step is in, as the review counts deals (a
        deal passed out in the auction has the number of the deal dealt again)."""
        return self.steps.deal_of(self.step if step is None else step) + 1

    def load_reviews(self) -> None:
        """The reviews kept beside the partie's file, from the bottom seat's side (a
        damaged file is moved aside, and said)."""
        if self.path is None:
            return

        kept, notice = load_reviews(self.path, game_to_record(self.steps.source))
        self.reviews.update({deal: review for (deal, seat), review in kept.items() if seat == self.bottom})
        if notice:
            self.message = say(notice, self.tr)

    def keep_review(self, review) -> None:
        """A review just made (on the review's worker): kept beside the partie's file."""
        if self.path is None:
            return

        save_reviews(self.path, game_to_record(self.steps.source), {(review.deal, self.bottom): review})

    # ------------------------------------------------------------ the review's marks

    def marks(self) -> list[tuple[int, Decision]]:
        """The steps of the deal shown at which a reviewed decision lost points
        (:data:`MARKED` or more), with the decision: the replay's timeline marks them."""
        if not self.steps.steps:
            return []
        review = self.reviews.get(self.deal_number())
        if review is None:
            return []
        dealt = self.steps.steps[self.step][0]
        number, log = self.steps.dealt[dealt]
        if log is not self.steps.source.history[number]:
            return []  # a deal passed out in the auction: the review is of the deal dealt again
        at = {j: k for k, (d, j) in enumerate(self.steps.steps) if d == dealt}
        return [(at[d.index], d) for d in review.decisions if d.loss >= MARKED and d.index in at]

    def review_words(self) -> list[str]:
        """What the review says of the decision just made at this step, if it lost
        points: the loss, the better choice and why."""
        for step, decision in self.marks():
            if step == self.step:
                return review_sentences(decision, self.tr)
        return []

    def deal_steps(self) -> tuple[int, int]:
        """The first and last step of the deal shown."""
        starts = self.steps.deal_starts
        d = self.steps.deal_of(self.step)
        first = starts[d] if starts else 0
        last = starts[d + 1] - 1 if d + 1 < len(starts) else self.steps.last
        return first, last

    def timeline_rect(self) -> pygame.Rect:
        """The strip of the deal's steps, under the buttons."""
        lay = self.layout
        bar = lay.bar
        h = max(6, round(bar.h * 0.22))
        y = round(bar.y + bar.h + max(3, bar.h * 0.18))
        x0, x1 = self.bar_span if self.bar_span else (round(lay.margin), round(lay.table_w - lay.margin))
        return pygame.Rect(x0, y, x1 - x0, h)

    def step_at(self, x: float) -> int:
        first, last = self.deal_steps()
        r = self.timeline_rect()
        if last <= first:
            return first
        k = round((x - r.x) / max(1, r.w) * (last - first))
        return max(first, min(last, first + k))

    def draw_timeline(self, surface: pygame.Surface) -> None:
        """The deal's steps as a strip, filled up to the step shown; a reviewed
        decision that lost points marked under it, a big loss in its own colour."""
        first, last = self.deal_steps()
        if last <= first:
            return
        r = self.timeline_rect()
        span = last - first
        pygame.draw.rect(surface, (22, 60, 40), r, border_radius=r.h // 2)
        done = r.copy()
        done.w = max(r.h, round(r.w * (self.step - first) / span))
        pygame.draw.rect(surface, (120, 150, 110), done, border_radius=r.h // 2)
        size = max(5, round(r.h * 1.1))
        for step, decision in self.marks():
            x = r.x + r.w * (step - first) / span
            colour = (230, 90, 60) if decision.loss >= BIG_LOSS else GOLD
            low = r.bottom + size + 1
            points = [(x, r.bottom + 1), (x - size * 0.7, low), (x + size * 0.7, low)]
            pygame.draw.polygon(surface, colour, points)
        x = r.x + r.w * (self.step - first) / span
        pygame.draw.circle(surface, INK, (round(x), r.centery), max(3, round(r.h * 0.75)))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in self.KEYS:
            getattr(self, self.KEYS[event.key])()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.timeline_rect().inflate(0, 16).collidepoint(event.pos):
            self.go(self.step_at(event.pos[0]))  # a click on the strip: that step of the deal
            return True
        return super().handle_event(event)

    def confirm(self) -> bool:
        self.forward()
        return True

    def cancel(self) -> bool:
        self.close()
        return True

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        self.last_faces = self.painter.draw(surface)
        self.draw_timeline(surface)

    def snapshot(self) -> tuple:
        """The position as laid out: every zone's cards and faces, the scores, the
        words (tests compare two ways of reaching a step)."""
        m = self.model
        zones = tuple((name, tuple((sp.card, sp.face_up) for sp in cards)) for name, cards in m.zones.items())
        return (self.step, zones, tuple(m.scores), tuple(m.deal_results), m.deal_no, m.dealer,
                tuple(line.text for line in self.said), tuple(line.text for line in self.lines))
