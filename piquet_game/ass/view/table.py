"""The table of Ass: two to six seats round the cloth, the trick in the middle with
the way each card took it, the banks as counters, go/no and the trump suits asked
as buttons, hints, and two or more people on one computer behind the privacy
screen.

The scene shares the program's shell: the :class:`~piquet_game.controller.Controller`
advances the game (the computer thinks on its worker thread), the events are
animated one by one by time-based tweens (:mod:`piquet_game.view.tween`), and what
the table shows is :class:`~piquet_game.ass.board.AssBoard`, kept from those
events.  A face is drawn up only for the person at the keyboard; between two
people's turns the privacy screen hides the table, and the commentary keeps a
line about a private card for its owner alone.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from ...ai.reason import hint_line
from ...common.errors import IllegalActionError
from ...common.events import Event
from ...controller import Controller, Seen
from ...i18n import N_
from ...i18n import say as say_words
from ...store.reviews import save_reviews
from ...view.cardart import CARD_ASPECT
from ...view.overlay import Overlay
from ...view.palette import DIM, GOLD, INK
from ...view.privacy import PrivacyScene
from ...view.scene import Scene
from ...view.sound import TableCues
from ...view.tween import Tween, ease_in_out_cubic, lerp
from ...vocabulary import shown_name
from ..ai.review import AssDealReview
from ..board import AssBoard
from ..commentary import Said, Speak, event_said
from ..phrases import bet_words, reading_words, suit_words
from ..rules import AssAction, AssPhase, AssPlay, AssRules, Bet, ChooseTrump
from ..store import AssAutosaver
from .family import ASS_REVIEWER, start_ass
from .paint import AssTablePaint

MESSAGE_SECONDS = 4.0


@dataclass
class Flight:
    """A card moving across the table: from ``start`` to ``end`` (centres)."""

    card: int  # -1: face down
    start: tuple[float, float]
    end: tuple[float, float]
    tween: Tween
    width: int
    face_up: bool

    def pos(self) -> tuple[float, float]:
        t = self.tween.value
        return lerp(self.start[0], self.end[0], t), lerp(self.start[1], self.end[1], t)


class AssTableScene(AssTablePaint):
    name = "ass-table"
    leave_label = N_("Leave the game")
    rules_game = "ass"  # the game whose rules the book opens at

    def __init__(self, app, controller: Controller) -> None:
        super().__init__(app)
        self.controller = controller
        app.seat_computers(controller)
        self.hot_seat = controller.is_hot_seat
        humans = controller.humans
        self.viewer: int | None = None if self.hot_seat or not humans else humans[0]
        self.bottom = humans[0] if humans else 0
        public = self.seen.partie  # what every seat knows of the game
        self.rules: AssRules = public.rules
        resumed = bool(public.deals or public.trumps_chosen)
        # a game resumed: the board as it stands, each person at the screen's own hand in it
        self.board = (AssBoard.of_views({s: controller.seen(s).view for s in humans or [0]}, public)
                      if resumed else AssBoard(self.rules, public.players))
        self.pending: deque[Event] = deque()
        self.flights: list[Flight] = []
        self.hidden: set[int] = set()  # cards flying: not drawn where they land yet
        self.incoming = [0] * self.rules.players  # face-down cards flying to a seat
        self.hold = 0.0  # seconds the table stays still (a trick to look at)
        self.collect: tuple[list[tuple[int, int, str]], int] | None = None
        self.showing: list[tuple[int, int, str]] = []  # the trick taken, until it is gathered
        self.lines: list[tuple[int | None, str]] = []  # (the seat it is for or None, words)
        self.said: list[Said] = []  # the lines in any language: ``lines`` is them in the screen's
        self.message = ""
        self.message_left = 0.0
        self.hint: tuple[str, int | None] | None = None  # (words, card) for the viewer
        self.focus = 0
        self.ui_key: tuple | None = None
        self.deal_over = False
        self.clock = 0.0
        self.taken = 0  # the events taken (the board moved on by each)

        self.cues = TableCues(app.sounds)  # the cards' sounds, timed to their movements
        if resumed:
            for speak in self.resumed_words():
                self.add_said((None, speak))
        # every action is saved at once (feed); a finished game is kept with the others
        self.saver = AssAutosaver()
        self.reviews: dict = {}  # the deals reviewed, by deal
        self.kept_path: Path | None = None
        self.save_notice = ""

    def resumed_words(self) -> list[Speak]:
        """What the commentary says first of a game taken up where it stood."""
        said: list[Speak] = [lambda tr, names: tr("The game goes on where it was left")]
        if reading_words(self.rules, self.tr):  # begun by the first reading: it goes on by it
            said.append(lambda tr, names: reading_words(self.rules, tr))
        return said

    def after_action(self, events: list[Event]) -> None:
        if any(e.kind == "game-over" for e in events):
            self.kept_path = self.saver.finish(self.controller)
            if self.kept_path is None:
                self.save_notice = self.tr("The game could not be kept with your games")
            else:
                self.keep_reviews()
            return
        if not self.saver.save(self.controller) and self.saver.trouble and not self.save_notice:
            self.save_notice = self.tr("The game is not being saved: {why}").format(
                why=say_words(self.saver.trouble, self.tr))
            self.message, self.message_left = self.save_notice, MESSAGE_SECONDS * 2
    # ------------------------------------------------------------ the state

    @property
    def seen(self) -> Seen:
        """What the screen may show: the seat at the keyboard's, or at a shared screen
        the bottom seat's (whose hand the table then keeps face down)."""
        return self.controller.seen(self.viewer if self.viewer is not None else self.bottom)

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names as the screen shows them: a name the game gave ("You",
        a level's) in the screen's language."""
        return tuple(shown_name(s.name, self.tr) for s in self.controller.seats)

    @property
    def n(self) -> int:
        return self.rules.players

    @property
    def busy(self) -> bool:
        return bool(self.flights) or self.hold > 0 or self.collect is not None

    def is_idle(self) -> bool:
        return not self.pending and not self.busy

    def my_turn(self) -> bool:
        seat = self.controller.waiting_for_person()
        return seat is not None and seat == self.viewer and self.is_idle() and not self.deal_over

    @property
    def speed(self) -> float:
        return self.app.settings.speed

    # ------------------------------------------------------------- the flow

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = ""
        self.update_covered(dt)
        if self.is_idle():
            self.advance()
        if self.active and self.my_turn():
            self.cues.your_turn((self.viewer,))  # a chime for each new decision
        key = self.decision_key()
        if key != self.ui_key and self.active:
            self.clear_ui()
            self.build_ui()

    def update_covered(self, dt: float) -> None:
        self.cues.update(dt)
        for f in list(self.flights):
            f.tween.update(dt)
        self.flights = [f for f in self.flights if not f.tween.done]
        if self.hold > 0:
            self.hold -= dt
        if self.hold <= 0 and self.collect is not None and not self.flights:
            self.gather()
        while self.pending and not self.busy:
            self.take_event(self.pending.popleft())

    def advance(self) -> None:
        c = self.controller
        if self.deal_over:
            if self.active:
                if self.hot_seat and self.viewer is not None:
                    self.set_viewer(None)  # the whole table reads the end of the deal
                self.app.push(AssDealEndScene(self.app, self))
            return
        if self.seen.over:
            return
        if c.needs_deal():
            if self.hot_seat:
                self.set_viewer(None)
            self.feed(c.deal())
            return
        seat = self.seen.to_move
        if seat is None:
            return
        events = c.step()
        if events is not None:
            self.feed(events)
            if not c.seats[seat].is_human:
                self.hold = max(self.hold, 0.35 * self.speed)
            return
        person = c.waiting_for_person()
        if person is not None and person != self.viewer and self.active and not c.seats[person].remote:
            if self.hot_seat:
                self.app.push(AssPrivacyScene(self.app, self, person))
            else:
                self.set_viewer(person)

    def feed(self, events: list[Event]) -> None:
        """Each batch of events the controller returned, once: the game saved, then
        the events animated in order."""
        self.after_action(events)
        self.pending.extend(events)
        while self.pending and not self.busy:
            self.take_event(self.pending.popleft())

    def set_viewer(self, seat: int | None) -> None:
        self.viewer = seat
        if seat is not None:
            self.bottom = seat
        self.hint = None
        self.focus = 0
        self.ui_key = None

    def next_deal(self) -> None:
        self.deal_over = False

    def take_event(self, e: Event) -> None:
        self.taken += 1
        self.board.apply(e)
        self.say(e)
        self.sound(e)
        kind = e.kind
        if kind == "play" and e.seat is not None:
            card = e.cards.bit_length() - 1
            self.hidden.add(card)
            seat = e.seat
            start = self.hand_centre(seat)
            end = self.trick_slot(len(self.board.trick) - 1)
            width = self.trick_card_width()
            face = True

            def landed(c: int = card) -> None:
                self.hidden.discard(c)

            self.flights.append(Flight(card, start, end, Tween(0.3 * self.speed, easing=ease_in_out_cubic,
                                                               on_done=landed), width, face))
            self.hint = None
        elif kind == "trick" and e.seat is not None:
            self.showing = list(self.board.last_trick)
            self.collect = (self.showing, e.seat)
            self.hold = 1.1 * self.speed
        elif kind == "draw" and e.seat is not None:
            seat = e.seat
            card = e.cards.bit_length() - 1
            order = (seat - (self.board.last_winner or 0)) % self.n
            self.incoming[seat] += 1
            if seat == self.viewer:
                self.hidden.add(card)

            def drawn(s: int = seat, c: int = card) -> None:
                self.incoming[s] -= 1
                self.hidden.discard(c)

            self.flights.append(Flight(card, self.stock_centre(), self.hand_centre(seat),
                                       Tween(0.22 * self.speed, delay=0.08 * order * self.speed,
                                             on_done=drawn),
                                       self.small_card_width(), False))
        elif kind == "deal":
            self.hold = 0.4 * self.speed
            self.showing = []
        elif kind == "deal-end":
            self.deal_over = True
            self.hold = 0.6 * self.speed

    def sound(self, e: Event) -> None:
        """The sound of a public event (a card drawn is heard as the stock's refill,
        whoever drew it), timed to what moves."""
        cues = self.cues
        cues.taken += 1
        speed = self.speed
        if e.kind == "deal":
            cues.at(0.0, "shuffle")
            cues.at(0.3 * speed, "deal")
        elif e.kind == "play":
            cues.at(0.3 * speed, "play")
        elif e.kind == "trick":
            cues.at(1.1 * speed, "gather")
        elif e.kind == "refill":
            cues.at(0.1 * speed, "slide")
        elif e.kind == "game-over":
            cues.at(0.4 * speed, "fanfare")

    def gather(self) -> None:
        """The trick taken flies to its winner."""
        assert self.collect is not None
        cards, winner = self.collect
        self.collect = None
        end = self.seat_anchor(winner)
        for index, (_seat, card, _way) in enumerate(cards):
            self.flights.append(Flight(card, self.trick_slot(index), end, Tween(0.3 * self.speed),
                                       self.trick_card_width(), True))
        self.showing = []

    # ------------------------------------------------------------ the words

    def say(self, e: Event) -> None:
        seats = self.controller.seats
        said = event_said(e, self.board, lambda seat: seats[seat].is_human)
        if said:
            self.add_said(said)

    def add_said(self, said: Said) -> None:
        """Add a line to the commentary, in the screen's language (the last 80 kept)."""
        self.said = [*self.said[-79:], said]
        self.lines = [*self.lines[-79:], (said[0], said[1](self.tr, self.names))]

    def language_changed(self) -> None:
        """The language was changed: the buttons are built again, and the commentary
        so far is said again in it."""
        super().language_changed()
        names = self.names
        self.lines = [(to, speak(self.tr, names)) for to, speak in self.said]

    def visible_lines(self) -> list[str]:
        return [text for to, text in self.lines if to is None or to == self.viewer]

    def say_error(self, text: str) -> None:
        self.message = text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")
        self.message_left = MESSAGE_SECONDS

    # ----------------------------------------------------------- the places

    def table_rect(self) -> pygame.Rect:
        w, h = self.app.size
        return pygame.Rect(0, 0, w - self.panel_width(), h)

    def panel_width(self) -> int:
        w, h = self.app.size
        return round(min(w * 0.27, h * 0.62))

    def card_width(self) -> int:
        w, h = self.app.size
        return max(40, round(min(h * 0.125, self.table_rect().w * 0.1)))

    def trick_card_width(self) -> int:
        return max(32, round(self.card_width() * (0.8 if self.n <= 4 else 0.68)))

    def small_card_width(self) -> int:
        return max(24, round(self.card_width() * 0.5))

    def place(self, seat: int) -> int:
        """Where a seat sits, counted clockwise from the bottom (the keyboard's)."""
        return (seat - self.bottom) % self.n

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """The centre of a seat's place on the cloth: the bottom at the foot of the
        table, the others round an ellipse clockwise (a seat's left neighbour next)."""
        r = self.table_rect()
        cx, cy = r.centerx, r.centery - r.h * 0.04
        rx, ry = r.w * 0.38, r.h * 0.36
        k = self.place(seat)
        angle = 2 * math.pi * k / self.n
        return cx - rx * math.sin(angle), cy + ry * math.cos(angle)

    def hand_centre(self, seat: int) -> tuple[float, float]:
        if self.place(seat) == 0:
            r = self.table_rect()
            return r.centerx, r.bottom - self.card_width() * CARD_ASPECT * 0.62
        return self.seat_anchor(seat)

    def trick_slot(self, index: int) -> tuple[float, float]:
        """The centre of the ``index``-th card of a trick: the cards in a row in the
        middle of the table in the order played, the lead on the left."""
        r = self.table_rect()
        cw = self.trick_card_width()
        step = cw * 1.28
        cx, cy = r.centerx, r.centery - r.h * 0.03
        return cx + (index - (self.n - 1) / 2) * step, cy

    def stock_centre(self) -> tuple[float, float]:
        r = self.table_rect()
        sw = self.small_card_width()
        return r.x + sw * 1.2, r.y + sw * CARD_ASPECT * 0.9

    def hand_rects(self) -> list[tuple[int, pygame.Rect]]:
        """The viewer's cards as laid out at the foot of the table, left to right."""
        if self.viewer is None:
            return []
        cards = sorted(self.cards_in(self.board.hands[self.viewer]), key=lambda c: (c // 9, -(c % 9)))
        cards = [c for c in cards if c not in self.hidden]
        cw = self.card_width()
        ch = round(cw * CARD_ASPECT)
        gap = round(cw * 0.12)
        total = len(cards) * cw + max(0, len(cards) - 1) * gap
        cx, cy = self.hand_centre(self.viewer)
        x = round(cx - total / 2)
        out = []
        legal = self.legal_cards()
        for card in cards:
            lift = round(ch * 0.1) if card in legal and self.my_turn() else 0
            out.append((card, pygame.Rect(x, round(cy - ch / 2) - lift, cw, ch)))
            x += cw + gap
        return out

    @staticmethod
    def cards_in(mask: int) -> list[int]:
        return [c for c in range(36) if mask >> c & 1]

    def legal_cards(self) -> set[int]:
        seen = self.seen
        if self.viewer is None or seen.phase is not AssPhase.PLAY or seen.to_move != self.viewer:
            return set()
        return {a.card for a in seen.legal if isinstance(a, AssPlay)}

    # --------------------------------------------------------------- the ui

    def decision_key(self) -> tuple:
        seen = self.seen
        return (seen.phase, seen.to_move, self.my_turn(), self.viewer, self.app.size, seen.partie.deals,
                self.hint is not None)

    def build_ui(self) -> None:
        self.ui_key = self.decision_key()
        if self.my_turn() and self.seen.phase is AssPhase.PLAY:  # the keyboard on a card it may play
            legal = self.legal_cards()
            cards = [c for c, _ in self.hand_rects()]
            self.focus = next((i for i, c in enumerate(cards) if c in legal), 0)
        w, h = self.app.size
        pw = self.panel_width()
        px = w - pw
        bh = max(32, round(h * 0.05))
        gap = round(bh * 0.3)
        tr = self.tr
        half = (pw - gap * 3) // 2
        y = h - bh - gap
        self.button((px + gap, y, half, bh), tr("Hint"), self.show_hint, enabled=self.my_turn(),
                    tooltip=tr("What the computer would do, and why"))
        self.button((px + gap * 2 + half, y, half, bh), tr("Menu"), self.open_menu,
                    tooltip=tr("Pause: the rules, the settings, or leave"))
        if not self.my_turn():
            return
        seen = self.seen
        r = self.table_rect()
        cw = self.card_width()
        top = round(r.bottom - cw * CARD_ASPECT * 1.25 - bh - gap * 2)
        if seen.phase is AssPhase.TRUMP:
            suits = [a.suit for a in seen.legal if isinstance(a, ChooseTrump)]
            bw = round(min(r.w * 0.2, bh * 4))
            x = r.centerx - (len(suits) * bw + (len(suits) - 1) * gap) // 2
            for suit in suits:
                self.button((x, top, bw, bh), suit_words(suit, tr).capitalize(),
                            self.press(ChooseTrump(suit)),
                            tooltip=tr("A card of this suit is a trump for you alone"))
                x += bw + gap
        elif seen.phase is AssPhase.BID:
            bw = round(min(r.w * 0.3, bh * 6))
            x = r.centerx - bw - gap // 2
            rules = self.rules
            self.button((x, top, bw, bh), tr("Go ({target})").format(target=rules.go_target),
                        self.press(Bet(True)), object_id="@primary",
                        tooltip=tr("Reach {target} points to drop a bank; miss, and a bank more").format(
                            target=rules.go_target))
            self.button((x + bw + gap, top, bw, bh), tr("No ({target})").format(target=rules.no_target),
                        self.press(Bet(False)),
                        tooltip=tr("Reach {target} points to drop a bank; miss, and nothing changes").format(
                            target=rules.no_target))

    def press(self, action: AssAction) -> Callable[[], None]:
        """A button's action: :meth:`act` on ``action`` (whether it was taken is not asked)."""

        def pressed() -> None:
            self.act(action)

        return pressed

    def act(self, action) -> bool:
        seat = self.viewer
        if seat is None:
            return False
        try:
            events = self.controller.submit(action, seat)
        except IllegalActionError as exc:
            self.say_error(str(exc))
            return False
        self.message = ""
        self.feed(events)
        return True

    def show_hint(self) -> None:
        if not self.my_turn() or self.viewer is None:
            return
        try:
            decision = self.controller.hint(self.viewer)
        except Exception:  # noqa: BLE001 - a hint is never worth a crash
            self.say_error(self.tr("No hint now"))
            return
        action = decision.action
        card = action.card if isinstance(action, AssPlay) else None
        self.hint = (hint_line(decision.reason, self.tr), card)  # the reason names the choice
        self.ui_key = None

    def open_menu(self) -> None:
        self.app.push(self.app.scene("pause", self))

    def leave(self) -> None:
        self.app.stack.replace(self.app.scene("menu"))

    def game_over_buttons(self, scene: AssDealEndScene) -> list[tuple[str, Any, str | None]]:
        """The buttons of the game's end: the same players again, or the menu (and the
        review of the last deal)."""
        row = [(self.tr("New game"), scene.again, "@primary"), (self.tr("Menu"), scene.menu, None)]
        if self.reviewable():
            row.append((self.tr("Where did I lose points?"), scene.review, None))
        return row

    #: whether this table's deals may be reviewed (a network friend's table holds none of the cards)
    can_review = True

    def reviewable(self) -> bool:
        """Whether the review can take the deal just played: the person at the keyboard
        one of the players (at one computer, whose review it would be is nobody's)."""
        return self.viewer is not None and not self.hot_seat and self.can_review

    def keep_reviews(self) -> None:
        """The deals reviewed at this table, kept beside the game once it is kept (a
        review made after that is kept when it is made)."""
        if self.kept_path is None or not self.reviews or self.viewer is None:
            return
        save_reviews(self.kept_path, self.controller.record(),
                     {(deal, self.viewer): review for deal, review in list(self.reviews.items())},
                     AssDealReview.from_data)

    def review_scene(self) -> Scene:
        """The review of the deal just played (each deal reviewed once: kept with the table)."""
        assert self.viewer is not None
        record = self.controller.record()
        deal = self.board.deal_number
        return self.app.scene("review", record, deal, self.viewer, self, self.reviews,
                              keep=lambda review: self.keep_reviews(), reviewer=ASS_REVIEWER)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        for card, rect in reversed(self.hand_rects()):
            if rect.collidepoint(pos):
                return card
        return None

    def choose_card(self, card: int) -> None:
        if not self.my_turn():
            return
        if self.seen.phase is not AssPhase.PLAY:
            self.say_error(self.tr("Not now: say go or no first") if self.seen.phase is AssPhase.BID
                           else self.tr("Not now"))
            return
        self.act(AssPlay(card))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            card = self.card_at(event.pos)
            if card is not None:
                self.choose_card(card)
                return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_menu()
                return True
            if self.my_turn() and self.seen.phase is AssPhase.BID and event.key in (
                    pygame.K_g, pygame.K_n, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.act(Bet(event.key != pygame.K_n))  # Enter: go, the first button
                return True
            if self.my_turn() and self.seen.phase is AssPhase.TRUMP:
                suit = {pygame.K_s: 0, pygame.K_h: 1, pygame.K_d: 2, pygame.K_c: 3}.get(event.key)
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                    suit = next(a.suit for a in self.seen.legal if isinstance(a, ChooseTrump))
                if suit is not None:
                    if ChooseTrump(suit) in self.seen.legal:
                        self.act(ChooseTrump(suit))
                    else:
                        self.say_error(self.tr("{suit} are taken: choose another suit").format(
                            suit=suit_words(suit, self.tr).capitalize()))
                    return True
            if event.key == pygame.K_h:
                self.show_hint()
                return True
            cards = [c for c, _ in self.hand_rects()]
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and cards:
                self.focus = (self.focus + (1 if event.key == pygame.K_RIGHT else -1)) % len(cards)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and cards and \
                    self.seen.phase is AssPhase.PLAY:
                self.choose_card(cards[min(self.focus, len(cards) - 1)])
                return True
        return super().handle_event(event)


class AssPrivacyScene(PrivacyScene):
    """Two people or more, one screen: the table hidden until the next one is ready
    (the Piquet table's screen; the last public line and why are Ass's)."""

    name = "ass-privacy"

    def __init__(self, app, table: AssTableScene, seat: int) -> None:
        Scene.__init__(self, app)
        self.table = table  # type: ignore[assignment]
        self.seat = seat
        public = [text for to, text in table.lines if to is None]
        self.last_public = public[-1] if public else ""

    @property
    def before_the_deal(self) -> bool:
        """The trumps are chosen before the first deal, aloud, from no cards."""
        return self.table.seen.phase is AssPhase.TRUMP and not self.table.seen.partie.deals

    def ready_words(self) -> str:
        if self.before_the_deal:
            return self.tr("{who}: ready").format(who=self.who)
        return super().ready_words()

    def look_away(self, other: str) -> str:
        if self.before_the_deal:  # nobody need look away, and no cards come next
            return self.tr("No card is dealt yet: nobody need look away.")
        return super().look_away(other)

    def why(self) -> str:
        """Why the computer changes hands here, in words that tell nothing of a hand."""
        table, tr = self.table, self.tr
        who = table.names[self.seat]
        others = [n for s, n in enumerate(table.names) if s != self.seat]
        other = others[0] if len(others) == 1 else tr("the others")
        phase = table.seen.phase
        if phase is AssPhase.TRUMP:
            return tr("{who} chooses a trump suit next; every choice is said aloud.").format(who=who)
        if phase is AssPhase.BID:
            said = tr("{who} says go or no next, from a hand {other} may not see.")
            return said.format(who=who, other=other)
        return tr("{who} plays next, from a hand {other} may not see.").format(who=who, other=other)


class AssDealEndScene(Overlay):
    """The end of a deal: each player's points against his target, and the banks."""

    name = "ass-deal-end"
    table: AssTableScene

    def panel_rect(self) -> pygame.Rect:
        w, h = self.app.size
        rows = self.table.n + 4
        fs = max(14, round(h * 0.026))
        ph = min(round(h * 0.9), round(fs * 2.0 * rows + h * 0.16))
        pw = round(min(w * 0.7, h * 1.15))
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def build_ui(self) -> None:
        if self.table.seen.over:
            self.button_row(self.table.game_over_buttons(self))
        else:
            row: list[tuple[str, Any, str | None]] = [(self.tr("Next deal"), self.next_deal, "@primary")]
            if self.table.reviewable():
                row.append((self.tr("Where did I lose points?"), self.review, None))
            self.button_row(row)

    def review(self) -> None:
        """The review of the deal just played, from the seat at the keyboard's side."""
        self.app.push(self.table.review_scene())

    def next_deal(self) -> None:
        self.app.stack.pop(self)
        self.table.next_deal()

    def again(self) -> None:
        c = self.table.controller
        seats = [(s.name, s.level if not s.is_human else None) for s in c.seats]
        start_ass(self.app, self.table.rules, seats)

    def menu(self) -> None:
        self.table.leave()

    def confirm(self) -> bool:
        if self.table.seen.over:
            self.table.game_over_buttons(self)[0][1]()  # the first: the one Enter means
        else:
            self.next_deal()
        return True

    def cancel(self) -> bool:
        return self.confirm() if not self.table.seen.over else False

    def draw(self, surface: pygame.Surface) -> None:
        r = self.draw_panel(surface)
        h = self.app.size[1]
        fs = max(14, round(h * 0.026))
        text = self.app.text
        tr = self.tr
        b = self.table.board
        game = self.table.seen.partie
        title = tr("Deal {number}").format(number=tr.number(b.deal_number))
        title = title[:1].upper() + title[1:]  # a heading ("первая сдача" begins one)
        if game.is_over:
            winners = ", ".join(self.table.names[s] for s in game.winners)
            title = tr("The game is over. Winner: {who}").format(who=winners) if len(game.winners) == 1 else \
                tr("The game is over. Winners: {who}").format(who=winners)
        words, size = text.fitted(title, round(fs * 1.3), r.w * 0.92, True)
        text.blit(surface, words, size, (r.centerx, r.y + fs), GOLD, True, "midtop")
        cols = (0.05, 0.36, 0.5, 0.64, 0.8)
        heads = (tr("Player"), tr("Said"), tr("Points"), tr("Target"), tr("Banks"))
        y = r.y + fs * 3.4
        for head, cx in zip(heads, cols, strict=True):
            text.blit(surface, head, round(fs * 0.85), (r.x + r.w * cx, y), DIM, True, "topleft")
        y += fs * 1.6
        results = b.results or []
        for seat, res in enumerate(results):
            name, size = text.fitted(self.table.names[seat], fs, r.w * 0.3, True)
            text.blit(surface, name, size, (r.x + r.w * cols[0], y), INK, True)
            text.blit(surface, bet_words(res.go, tr), fs, (r.x + r.w * cols[1], y), INK)
            colour = (150, 230, 170) if res.points >= res.target else INK
            text.blit(surface, str(res.points), fs, (r.x + r.w * cols[2], y), colour, True)
            text.blit(surface, str(res.target), fs, (r.x + r.w * cols[3], y), INK)
            change = {-1: "−1", 1: "+1", 0: "±0"}[res.change]
            text.blit(surface, f"{res.banks}  ({change})", fs, (r.x + r.w * cols[4], y),
                      GOLD if res.change < 0 else INK, True)
            y += fs * 1.7


__all__ = ["AssDealEndScene", "AssPrivacyScene", "AssTableScene"]


def _marks(tr) -> None:
    """The one rank Ass has that Piquet has not, spelt out for the catalogues (never
    called: ``tools/i18n_tool.py`` reads the calls; the others are in vocabulary.py)."""
    tr.ptr("rank", "six")
