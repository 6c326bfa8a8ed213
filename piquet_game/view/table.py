"""The table scene: where a partie is played.

The scene reads the game only through its :class:`~piquet_game.controller.Controller`.
The engine's events are queued and fed to the :class:`TableModel` one at a time,
each when the table has finished moving for the one before, so the commentary and
the cards keep pace; the controller is asked for the next move only when the queue
is empty and the table is still.  Computer moves are then paced by a short pause.

The person at the keyboard is the *viewer*.  Against the computer it is always the
person's seat.  In a game for two on one computer it is whoever must decide: when
that changes, a privacy screen covers the table and the table is laid out afresh
for the next player only after he clicks, so no face of the other hand is drawn.
"""

from __future__ import annotations

from collections import deque
from pathlib import Path

import pygame

from ..commentary import Commentator, Line, _Names
from ..common.events import Event
from ..controller import Controller, Seen
from ..i18n import ENGLISH, say
from ..rules import Blanche, Exchange, IllegalActionError, OpenCapot, Phase
from ..rules.actions import DECLARE_PHASES
from ..store.reviews import save_reviews
from ..tutorial.table_teacher import TableTeacher
from ..tutorial.teacher import Teacher
from ..variant_words import bid_meaning, contract_words
from ..vocabulary import Vocabulary, shown_name
from .layout import TableLayout, layout_for
from .match_words import game_title, match_games
from .scene import Scene
from .sound import TableCues
from .table_actions import BOX_ORDER, TableActions
from .table_input import MESSAGE_SECONDS, exchange_counts_words
from .table_model import TableModel
from .tablepaint import CALLOUT_FADE, TablePainter, glow_alpha
from .text import call_label
from .theme import theme_size

#: What each call's button says, in English (the tests find the buttons by it).
CALL_LABELS = {w: call_label(w, ENGLISH) for w in BOX_ORDER}

CALLOUT_SECONDS = 3.0  # a moment of the game told over the middle of the table


class TableScene(TableActions):
    name = "table"
    can_review = True  # a network guest's table cannot: the review reads the whole deal

    def __init__(self, app, controller: Controller, viewer: int | None = 0) -> None:
        super().__init__(app)
        self.controller = controller
        app.seat_computers(controller)  # the time they may think, and the cores
        seen = controller.seen(viewer if viewer is not None else 0)
        self.hot_seat = controller.is_hot_seat
        if self.hot_seat:
            viewer = None
        self.viewer = viewer
        self.layout = self.make_layout()
        self.model = TableModel(
            self.layout,
            viewer,
            bottom=viewer if viewer is not None else 0,
            variant=seen.variant,
            packet=seen.partie.packet,
            speed=app.settings.speed,
            players=tuple(s.name for s in controller.seats),
        )
        self.painter: TablePainter = TablePainter(self)
        self.commentator = Commentator(self.names, seen.variant, viewer, self.tr)
        # teaching while you play: fed every event, shown when the setting is on
        self.teacher = self.make_teacher()
        self.teach_lines: list[str] = []
        self.cues = TableCues(app.sounds)  # the sounds of the events, as the cards move
        self.pending: deque[Event] = deque()
        self.lines: list[Line] = []
        self.pause_left = 0.0
        self.clock = 0.0  # seconds since the table opened (the pulse of highlights)
        self.selected: set[int] = set()
        self.focus = 0
        self.call_focus: str | None = None  # the call the keyboard is on in the bidding box
        self.show_rest = False
        self.message = ""
        self.message_left = 0.0
        self.notice = ""  # the last word about the game itself (say_notice)
        self.hinted: frozenset[int] = frozenset()  # the discards a hint advised (they glow)
        # a moment told over the middle of the table (an open capot announced, the draw
        # for a korolik's deal, a game of a match won): (heading, words), and how long
        self.callout: tuple[str, str] | None = None
        self.callout_left = 0.0
        self.callout_public = True  # the callout's event was told to every seat
        self.callout_cards: tuple[tuple[int, int], ...] = ()  # (seat, card) shown in it, face up
        self.keep_notice = ""  # what the partie's end says of keeping it ("" when all went well)
        self.reviews: dict = {}  # the deals reviewed (piquet_game.ai.review), by deal: each made once
        self.kept_path: Path | None = None  # the file the finished partie is kept in
        self.drag: dict | None = None
        self.deal_over = False
        self.partie_over = False
        self.ui_key: tuple | None = None
        self.short_labels: dict[str, str] = {}  # a button's words, said short when they do not fit
        self.last_faces: set[int] = set()  # faces drawn in the last frame (tests)
        self.peeked = False
        # two players on one computer: at each deal younger looks at his new hand
        # first (and answers carte blanche there if he holds one: elder's court
        # cards have answered for elder at once), then elder answers and exchanges
        # in one sitting.  The screens that pass the keyboard are the same whoever
        # holds a blank hand (two blank hands cannot be dealt from 32 cards), and
        # there is one pass fewer than a look each
        self.looks: list[int] = []
        self.drawn_look = False  # the look is at the cards just drawn (not a new hand)
        if seen.phase is not Phase.DEAL:  # a game already under way (resumed)
            self.model.resync(controller.view(viewer if viewer is not None else 0), viewer)
            self.remember()
        else:
            partie = seen.partie
            self.model.dealer = partie.next_dealer
            self.model.deal_results = list(partie.deal_scores)  # a partie begun elsewhere
            self.model.game_starts, self.model.game_winners = match_games(partie.variant, partie.deal_scores)
            self.model.deal_no = len(partie.deal_scores)
            if partie.history:  # resumed between deals: the words know how far the partie has gone
                self.remember()
        # the games of a match whose end the table has shown (one won before: told then)
        self.game_over_shown = len(self.model.game_winners)
        # every action is saved as soon as it is made (the autosave of this kind of
        # partie), and a finished partie is kept with the others
        self.saver = app.saver_for(controller)
        self.apply_take_backs()

    def remember(self) -> None:
        """The teacher and the commentary as the partie went so far (after a resume
        or a take-back)."""
        self.teacher = self.make_teacher()
        self.teach_lines = []
        for e in self.controller.heard(self.viewer):
            self.teach_lines = (self.teach_lines + self.teacher.lines(e))[-8:]
        self.retell()

    def apply_take_backs(self) -> None:
        """Take-backs as the settings allow them against this opponent (never
        between two players)."""
        levels = [s.level for s in self.controller.seats if not s.is_human]
        level = levels[0] if len(levels) == 1 else None
        self.controller.take_backs = self.app.settings.take_backs_against(level)

    def make_teacher(self):
        """Teaching while you play: the table of three or four has its own words."""
        if self.round_table:
            return TableTeacher(self.names, self.seen.variant, self.viewer, tr=self.tr)
        return Teacher(self.names, self.seen.variant, self.viewer, tr=self.tr)

    def take_back(self) -> None:
        """Ctrl+Z: take back the person's last decision and the computer's reply."""
        seat = self.viewer
        c = self.controller
        if not c.take_backs:
            self.say_error(self.tr("Take-backs are off for this partie (see the settings)"))
            return
        if seat is None or not self.is_idle() or not c.can_take_back(seat):
            self.say_error(self.tr("There is no decision of yours in this deal to take back now"))
            return
        c.take_back(seat)
        self.pending.clear()
        self.model.resync(c.view(seat), seat)
        self.remember()
        self.selected.clear()
        self.focus = 0
        self.ui_key = None
        self.saver.save(c, seat)  # the save follows the table back
        self.message = self.tr("Taken back: your last decision and what followed it.")
        self.message_left = MESSAGE_SECONDS
    @property
    def names(self) -> tuple[str, ...]:
        return tuple(shown_name(s.name, self.tr) for s in self.controller.seats)

    @property
    def round_table(self) -> bool:
        """Three or four at the table."""
        return len(self.controller.seats) > 2

    @property
    def seen(self) -> Seen:
        """What the screen may show: the seat at the keyboard's, or at a shared screen
        the bottom seat's (whose hand the table then keeps face down)."""
        return self.controller.seen(self.viewer if self.viewer is not None else self.model.bottom)

    # ------------------------------------------------------------ layout

    @property
    def wide_panel(self) -> bool:
        """The side panel has room for a teacher's words."""
        return self.app.settings.teach

    def make_layout(self) -> TableLayout:
        return layout_for(len(self.controller.seats), *self.app.size, wide_panel=self.wide_panel)

    def relayout(self) -> None:
        self.layout = self.make_layout()
        self.model.layout = self.layout
        self.painter.relayout()
        self.ui_key = None

    def resume(self) -> None:
        super().resume()
        self.apply_take_backs()  # the settings may have changed under the pause menu
        self.ui_key = None

    # ------------------------------------------------------------ the flow

    def is_idle(self) -> bool:
        return not self.pending and not self.model.busy and self.pause_left <= 0

    def my_turn(self) -> bool:
        """Whether the game waits for the person at the keyboard, the table still."""
        seat = self.controller.waiting_for_person()
        if self.looks and (self.looks[0] != seat or self.seen.phase is not Phase.BLANCHE):
            return False
        return seat is not None and seat == self.viewer and self.is_idle() and not self.deal_over

    def looking(self) -> bool:
        """Two players: the viewer is looking at his new hand, with nothing to decide."""
        return bool(self.looks) and self.looks[0] == self.viewer and self.is_idle() and not self.my_turn()

    def seen_hand(self) -> None:
        if self.looks and self.looks[0] == self.viewer:
            self.looks.pop(0)
            self.drawn_look = False
            self.ui_key = None

    def update(self, dt: float) -> None:
        self.model.speed = self.app.settings.speed
        self.clock += dt
        if self.layout.wide_panel != self.wide_panel:  # the setting changed in the pause menu
            self.relayout()
        self.model.update(dt)
        self.cues.update(dt)
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = ""
        if self.callout_left > 0:
            self.callout_left -= dt
            if self.callout_left <= 0:
                self.callout, self.callout_cards = None, ()
        if self.pause_left > 0:
            self.pause_left -= dt
        while self.pending and not self.model.busy:
            self.take_event(self.pending.popleft())
        if self.is_idle():
            self.advance()
        if self.active and (self.my_turn() or self.looking()):
            # a chime when a decision comes to the person at the keyboard; two players
            # on one computer: also for only looking at a new hand, so that it does
            # not tell who holds a carte blanche
            self.cues.your_turn((self.viewer, len(self.looks)))
        key = self.decision_key()
        if key != self.ui_key and self.active:
            self.clear_ui()
            self.build_ui()

    def update_covered(self, dt: float) -> None:
        self.model.update(dt)
        self.cues.update(dt)

    def take_event(self, e: Event) -> None:
        moves = self.cues.mark(self.model)
        self.model.apply(e)
        self.cues.event(e, self.model, self.viewer, moves)
        viewer_sees = e.visible_to(self.viewer)
        if viewer_sees:
            for line in self.commentator.lines(e):
                self.lines.append(line)
            self.lines = self.lines[-60:]
        taught = self.teacher.lines(e)
        if taught:
            self.teach_lines = (self.teach_lines + taught)[-8:]
        if viewer_sees:
            callout = self.callout_words(e)
            if callout is not None:
                self.callout, self.callout_left = callout, CALLOUT_SECONDS
                self.callout_public = e.to is None
                # a korolik's draw for the deal: each seat's card, shown beside the words
                drawn = e.info[1:] if e.kind == "korolik" else ()
                self.callout_cards = tuple(enumerate(drawn)) if len(drawn) == len(self.names) else ()
        if e.kind == "deal-end":
            self.deal_over = True
        elif e.kind == "partie-end":
            self.partie_over = True
        elif e.kind == "deal":
            self.deal_over = False
            self.peeked = False
            self.drawn_look = False
            if self.hot_seat and e.seat is not None and not self.round_table:
                self.looks = [e.seat]  # younger (the dealer) first
            elif self.hot_seat:  # three or four: each person at the table looks in turn
                self.looks = [s for s in self.seen.view.order if self.controller.seats[s].is_human]

    def callout_words(self, e: Event) -> tuple[str, str] | None:
        """The heading and words of a moment told over the table, or None: an open
        capot announced, the draw for a korolik's deal, a game of a match won."""
        tr = self.tr
        names = _Names(self.names, self.viewer, tr)
        v = self.seen.variant
        if e.kind == "capot-call" and e.seat is not None:
            return (tr("Open capot!"), names.pick(e.seat, tr("You announce every trick, for {points}"),
                                                  tr("{name} announces every trick, for {points}"),
                                                  points=v.open_capot_points))
        if e.kind == "contract" and e.seat is not None:
            bid = e.word.partition(" ")[0]
            return (tr("Contract: {contract}").format(contract=contract_words(e.word, tr)),
                    names.pick(e.seat, tr("You undertake {meaning}"), tr("{name} undertakes {meaning}"),
                               meaning=bid_meaning(bid, v.hand_size, tr)))
        if e.kind == "redeal" and e.seat is not None:
            return (tr("Thrown in"), names.pick(e.seat, tr("Both passed: you deal again"),
                                                tr("Both passed: {name} deals again")))
        if e.kind == "leave" and e.seat is not None:
            on = "" if self.seen.over else tr(": the others play on")
            return (names.pick(e.seat, tr("You leave the table"), tr("{name} leaves the table")),
                    names.pick(e.seat, tr("You reached the target with {total}{more}"),
                               tr("{name} reached the target with {total}{more}"), total=e.total, more=on))
        if e.kind == "korolik" and e.seat is not None:
            number = e.info[0] if e.info else 1
            return (tr("Korolik {korolik}").format(korolik=number),
                    names.pick(e.seat, tr("You drew the lower card and deal first"),
                               tr("{name} drew the lower card and deals first")))
        if e.kind == "game-end" and e.seat is not None and len(e.info) >= 3:
            number, totals = e.info[0], e.info[1:3]
            hi, lo = totals[e.seat], totals[1 - e.seat]
            game = game_title(v, number, tr)
            if any(self.controller.view(self.model.bottom).hand_sizes):  # cards left: cut short
                said = names.pick(e.seat, tr("You reach {total} to {other}: the deal stops here"),
                                  tr("{name} reaches {total} to {other}: the deal stops here"),
                                  total=hi, other=lo)
            else:
                said = names.pick(e.seat, tr("You reach {total} to {other} at the end of the deal"),
                                  tr("{name} reaches {total} to {other} at the end of the deal"),
                                  total=hi, other=lo)
            return (names.pick(e.seat, tr("{game} to you"), tr("{game} to {name}"), game=game), said)
        return None

    def advance(self) -> None:
        """The table is still: show the end of a deal, deal, or get the next move."""
        c = self.controller
        if self.deal_over:
            self.show_deal_end()
            return
        if self.seen.over:
            return
        if self.match_moment():
            return
        if c.needs_deal():
            if self.hot_seat and self.viewer is not None:
                self.set_viewer(None)
            self.feed(c.deal())
            return
        if self.hot_seat and self.looks:
            events = c.step()  # the answers every hand with a court card gets, at once
            if events is not None:
                self.feed(events)
            elif self.looks[0] != self.viewer and self.active:
                self.app.push(self.app.scene("privacy", self, self.looks[0]))
            return
        seat = self.seen.to_move
        if seat is None:
            return
        computer = not c.seats[seat].is_human
        events = c.step()
        if events is not None:
            self.feed(events)
            if computer:
                self.pace_computer()
            return
        person = c.waiting_for_person()
        if person is not None and person != self.viewer and self.hot_seat and self.active:
            self.app.push(self.app.scene("privacy", self, person))

    def show_deal_end(self) -> None:
        """The deal is over and the table still: its summary, over the table. At a
        shared screen the whole table reads it, so the table beneath shows no one's
        hand or discards, and nobody is "you"."""
        if self.active:
            if self.hot_seat and self.viewer is not None:
                self.share_screen()

            self.app.push(self.app.scene("deal-summary", self))

    def after_action(self, events: list[Event]) -> None:
        """The controller made an action: save the partie, or keep it if it is over.
        A save that fails is told once, quietly, and so is the next one that works;
        the partie's end tells on its own screen whether it was kept."""
        viewer = None if self.hot_seat else self.viewer
        saver = self.saver
        if any(e.kind == "partie-end" for e in events):
            saver.kept = None
            self.keep_notice = saver.finish(self.controller, viewer)
            self.kept_path = saver.kept
            self.keep_reviews()
        else:
            saver.save(self.controller, viewer)
        for news in saver.take_news():
            self.say_notice(say(news, self.tr))

    def keep_again(self) -> str:
        """The partie's end: try again to keep a partie that could not be kept."""
        self.saver.kept = None
        self.keep_notice = self.saver.keep_again()
        self.kept_path = self.saver.kept
        self.keep_reviews()
        return self.keep_notice

    def settings_changed(self, key: str) -> None:
        if key == "own_declarations":  # the people at the table declare for themselves, or not
            for seat in self.controller.seats:
                if seat.is_human:
                    seat.auto_declare = not self.app.settings.own_declarations

    def reviewable(self) -> bool:
        """Whether the review can take this table's deals: the person at the keyboard
        one of the players (at one computer, whose review it would be is nobody's)."""
        return self.viewer is not None and not self.hot_seat and self.can_review

    def review_scene(self, deal: int) -> Scene:
        """The review of a deal of this partie, kept with the table (and beside the
        partie once it is kept with the finished games)."""
        assert self.viewer is not None  # reviewed only when reviewable(): a seat is viewing
        return self.app.scene("review", self.controller.record(), deal, self.viewer, self, self.reviews,
                              keep=lambda review: self.keep_reviews())

    def keep_reviews(self) -> None:
        """Keep the deals reviewed beside the partie, once it is kept with the
        finished games (a review made after that is kept when it is made)."""
        path = self.kept_path
        if path is None or not self.reviews or self.viewer is None or self.hot_seat:
            return
        reviews = {(deal, self.viewer): review for deal, review in list(self.reviews.items())}
        save_reviews(path, self.controller.record(), reviews)

    @property
    def not_saved(self) -> str:
        """Why the partie is not being saved ("" while it is)."""
        return self.saver.trouble

    def say_notice(self, text: str) -> None:
        """A word about the game itself (not a rule): shown a while where the
        commentary is."""
        self.message = self.notice = text
        self.message_left = MESSAGE_SECONDS * 2

    def pace_computer(self) -> None:
        """A pause after a computer's move, so the person sees it made."""
        self.pause_left = self.model.timing.computer_pause * max(0.5, self.app.settings.speed)

    def feed(self, events: list[Event]) -> None:
        """Each batch of events the controller returned, once: the partie saved (or
        sent, at a network table), then the events animated in order."""
        self.after_action(events)
        self.pending.extend(events)
        while self.pending and not self.model.busy:
            self.take_event(self.pending.popleft())

    def set_viewer(self, seat: int | None) -> None:
        """The person at the keyboard changes (two players on one computer)."""
        self.viewer = seat
        view_seat = seat if seat is not None else self.model.bottom
        self.model.resync(self.controller.view(view_seat), seat)
        self.new_eyes()

    def share_screen(self) -> None:
        """The deal is over and the whole table reads the screen: nobody at the
        keyboard, the table as the deal ended, with only what every seat has seen face
        up (no hand, no discards), and the commentary everyone heard."""
        public = ~0
        for seat in range(len(self.names)):
            public &= self.controller.view(seat).known_cards
        self.viewer = None
        self.model.conceal(public)
        self.new_eyes()

    def new_eyes(self) -> None:
        """Someone else reads the screen now: nothing said or taught to the one who
        held it stays (a word about the game itself, a save that failed, does)."""
        self.retell()  # the commentary as the person now at the keyboard may hear it
        self.teacher.viewer = self.viewer  # the same teacher: it knows how far the deal has gone
        self.teach_lines = []  # what it taught was for the other person's eyes
        self.selected.clear()
        self.hinted = frozenset()
        self.focus = 0
        self.ui_key = None
        if self.message != self.notice:
            self.message, self.message_left = "", 0.0
        if not self.callout_public:
            self.callout, self.callout_left, self.callout_cards = None, 0.0, ()

    def told(self, viewer: int | None, unshown: int = 0) -> tuple[list[Line], Commentator]:
        """The partie's commentary so far as ``viewer`` may hear it (None: only what
        both players may), and the commentator that spoke it, ready for what
        comes next; the last ``unshown`` events heard left to be spoken as they are
        shown."""
        heard = self.controller.heard(viewer)
        if unshown:
            heard = heard[:-unshown]
        starts = [i for i, e in enumerate(heard) if e.kind == "deal"]
        deals = 3  # the last deals spoken, the earlier ones only noted: enough for the panel's 60 lines
        while True:
            first = starts[-deals] if len(starts) >= deals else 0
            commentator = Commentator(self.names, self.seen.variant, viewer, self.tr)
            lines: list[Line] = []
            for i, e in enumerate(heard):
                if i < first:
                    commentator.note(e)
                else:
                    lines.extend(commentator.lines(e))
            if len(lines) >= 60 or first == 0:
                return lines[-60:], commentator
            deals += 3

    def language_changed(self) -> None:
        """The language was changed: the buttons are built again, and the commentary
        so far is spoken anew in it (the events still to be shown are spoken as they
        come); a callout said in the old language is put away."""
        super().language_changed()
        unshown = sum(1 for e in self.pending if e.visible_to(self.viewer))
        self.lines, self.commentator = self.told(self.viewer, unshown)
        self.callout, self.callout_left, self.callout_cards = None, 0.0, ()

    def retell(self) -> None:
        """Speak the partie so far anew for the person at the keyboard: after a
        resume, and when the keyboard passes to the other player (the lines the
        first one read were his alone)."""
        self.lines, self.commentator = self.told(self.viewer)

    def next_deal(self) -> None:
        """From the deal summary: deal again."""
        self.deal_over = False

    def match_moment(self) -> bool:
        """A game of a match was won in the deal just summed up, and the match goes on:
        its own screen first (the games won, the totals starting again), then the next
        deal.  Whether it was shown."""
        won = len(self.model.game_winners)
        if won <= self.game_over_shown or self.seen.over:
            return False
        if self.active:
            self.game_over_shown = won
            self.app.push(self.app.scene("game-end", self))
        return True

    def submit(self, action) -> bool:
        seat = self.viewer
        if seat is None:
            return False
        self.message = ""  # before the action: saving it may have something to say
        self.hinted = frozenset()
        try:
            events = self.controller.submit(action, seat)
        except IllegalActionError as exc:
            self.say_error(str(exc))
            return False
        self.selected.clear()
        if isinstance(action, Blanche) and self.looks and self.looks[0] == seat:
            self.looks.pop(0)
        if isinstance(action, Exchange) and action.discard and self.hot_seat and not self.looks:
            # the cards drawn are seen by the one who drew them before the screen
            # passes on: he looks, then "I have seen my cards"
            self.looks = [seat]
            self.drawn_look = True
        self.feed(events)
        return True

    def say_error(self, text: str) -> None:
        self.message = text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")
        self.message_left = MESSAGE_SECONDS

    # --------------------------------------------------------------- buttons

    def decision_key(self) -> tuple:
        if not self.my_turn():
            return ("wait", self.peek_available(), self.model.peek_open, self.looking())
        return (
            self.can_take_back(),
            self.seen.phase,
            self.viewer,
            frozenset(self.selected),
            self.show_rest,
            self.peek_available(),
            self.model.peek_open,
            len(self.seen.view.calls),
        )

    def panel_buttons_top(self) -> float:
        """The top of the buttons at the foot of the side panel."""
        lay = self.layout
        top = lay.height - lay.margin - round(lay.bar.h)
        if self.controller.take_backs:
            top -= round(lay.bar.h) + lay.margin
        return top

    def can_take_back(self) -> bool:
        return self.viewer is not None and self.controller.can_take_back(self.viewer)

    def peek_available(self) -> bool:
        return (
            bool(self.model.peek)
            and self.seen.phase not in (Phase.PLAY, Phase.PARTIE_OVER)
            and self.is_idle()
            and not self.deal_over
        )

    def build_ui(self) -> None:
        self.ui_key = self.decision_key()
        lay = self.layout
        bar = lay.bar
        h = round(bar.h)
        y = round(bar.y)
        specs: list[tuple[str, object, str | None, bool]] = []  # text, action, object id, enabled
        if self.my_turn() and self.seen.phase is Phase.AUCTION:
            self.bidding_buttons()
        elif self.my_turn():
            specs = self.decision_buttons()
        elif self.looking():
            specs = [(self.tr("I have seen my cards"), self.seen_hand, "@primary", True)]
        if self.peek_available():
            text = self.tr("Put the talon back") if self.model.peek_open else \
                self.tr("Look at the cards you left")
            specs.append((text, self.toggle_peek, None, True))
        font = (
            self.app.ui.get_theme()
            .get_font_dictionary()
            .find_font(theme_size(16, self.app.scale), "noto_sans", bold=True)
        )
        gap = round(h * 0.3)

        def widths_of(texts: list[str]) -> list[int]:
            return [max(round(h * 3), font.size(t)[0] + round(h * 0.9)) for t in texts]

        texts = [spec[0] for spec in specs]
        tips: list[str | None] = [None] * len(specs)
        widths = widths_of(texts)
        if sum(widths) + gap * (len(widths) - 1) > bar.w:  # a long declaration: said short
            for i, t in enumerate(texts):
                if t in self.short_labels:
                    texts[i], tips[i] = self.short_labels[t], t
            widths = widths_of(texts)
        room = bar.w - gap * max(0, len(widths) - 1)
        if sum(widths) > room:  # still too wide: every button narrower, none off the bar
            widths = [int(w * room / sum(widths)) for w in widths]
        total = sum(widths) + gap * max(0, len(widths) - 1)
        x = round(lay.bar_x(total))
        for (_, action, oid, enabled), text, tip, w in zip(specs, texts, tips, widths, strict=True):
            self.button((x, y, w, h), text, action, object_id=oid, enabled=enabled,  # type: ignore[arg-type]
                        tooltip=tip)
            x += w + gap
        pw = lay.panel_w
        bw = round((pw - 3 * lay.margin) / 2)
        by = lay.height - lay.margin - h
        self.button(
            (lay.table_w + lay.margin, by, bw, h),
            self.tr("Menu"),
            self.open_menu,
            tooltip=self.tr("Rules, settings, or leave the partie (Esc)"),
        )
        self.button(
            (lay.table_w + 2 * lay.margin + bw, by, bw, h),
            self.tr(self.hint_label[0]),
            self.show_hint,
            tooltip=self.tr(self.hint_label[1]),
            enabled=self.my_turn(),
        )
        if self.controller.take_backs:
            self.button(
                (lay.table_w + lay.margin, by - h - lay.margin, pw - 2 * lay.margin, h),
                self.tr("Take back"),
                self.take_back,
                tooltip=self.tr("Take back your last decision and the reply to it (Ctrl+Z)"),
                enabled=self.can_take_back(),
            )

    def decision_buttons(self) -> list[tuple[str, object, str | None, bool]]:
        seen = self.seen
        phase = seen.phase
        n = len(self.selected)
        tr = self.tr
        if phase is Phase.BLANCHE:
            pts = seen.variant.blanche_points
            return [
                (tr("Declare {blanche} ({points})").format(
                    blanche=Vocabulary(tr, seen.variant).game_term("blanche"), points=pts),
                 lambda: self.submit(Blanche(True)), "@primary", True),
                (tr("Keep it quiet"), lambda: self.submit(Blanche(False)), None, True),
            ]
        if phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            counts = self.exchange_counts()
            hi = max(counts, default=0)
            out: list[tuple[str, object, str | None, bool]] = []
            if n > hi > 0:
                out.append((tr("You may exchange at most {n}").format(n=hi), self.do_exchange, None, False))
            elif n in counts:
                out.append((tr("Exchange {n}").format(n=n) if n else tr("Take no cards"), self.do_exchange,
                            "@primary", True))
            else:  # a count the game does not allow (Russian Piquet: none, or three to five)
                said = exchange_counts_words(counts, tr)
                said = tr("Take {cards}").format(cards=said) if 0 in counts else \
                    tr("Choose {cards} to exchange").format(cards=said)
                out.append((said, self.do_exchange, None, False))
            if self.asks_to_show_rest(n):
                rest = tr("Rest: shown to both") if self.show_rest else tr("Rest: left unseen")
                out.append((rest, self.toggle_show_rest, None, True))
            return out
        if phase in DECLARE_PHASES:
            return self.declare_buttons(DECLARE_PHASES[phase])
        if phase is Phase.OPEN_CAPOT:
            pts = seen.variant.open_capot_points
            announce = tr("Announce an open capot ({points})").format(points=pts)
            self.short_labels[announce] = tr("Open capot ({points})").format(points=pts)
            return [
                (tr("Play on"), lambda: self.submit(OpenCapot(False)), "@primary", True),
                (announce, self.announce_open_capot, None, True),
            ]
        return []

    # ------------------------------------------------------------------ draw

    def picture_key(self) -> tuple | None:
        """None while a card moves, something is dragged or a callout fades; else
        what the table is drawn from (the events taken, the prompt, the words, the
        buttons, the choice being made, the highlights and the step of their pulse)."""
        if self.model.moving or self.drag is not None \
                or (self.callout is not None and self.callout_left < CALLOUT_FADE):
            return None
        lit = self.highlights()
        return (lit, glow_alpha(self.clock) if lit and self.pulses() else 0,
                self.model.changes, len(self.pending), self.layout, self.is_idle(),
                self.my_turn(), self.deal_over, self.controller.thinking, self.prompt(), self.message,
                self.callout, self.ui_key, tuple(self.lines), tuple(self.teach_lines), tuple(self.looks),
                frozenset(self.selected), self.focus, self.call_focus, self.show_rest)

    def draw(self, surface: pygame.Surface) -> None:
        self.last_faces = self.painter.draw(surface)
