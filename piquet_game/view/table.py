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
from functools import partial
from pathlib import Path

import pygame

from ..ai.reason import hint_line
from ..commentary import Commentator, Line, _Names
from ..controller import Controller
from ..i18n import ENGLISH, N_, say
from ..rules import Blanche, Declare, Exchange, IllegalActionError, OpenCapot, Phase, Play
from ..rules.actions import CALLS, DECLARE_PHASES, Call, DeclClass
from ..rules.cards import bit, card_name, mask_of
from ..rules.combos import best_declaration
from ..rules.events import Event
from ..rules.record import game_to_record
from ..store.reviews import save_reviews
from ..tutorial.table_teacher import TableTeacher
from ..tutorial.teacher import Teacher
from ..variant_words import bid_meaning, call_words, contract_words
from ..vocabulary import Vocabulary, shown_name
from .layout import TableLayout, layout_for
from .match_words import game_title, match_games
from .scene import Scene
from .sound import TableCues
from .starting import start_game
from .table_model import TableModel
from .tablepaint import CALLOUT_FADE, TablePainter, glow_alpha
from .text import MINUS, call_label
from .theme import theme_size

#: The calls of the bidding box in the order the keyboard goes through them: the
#: bids by number, plus before minus, then the other calls.
BOX_ORDER = tuple(f"{n}{sign}" for n in range(7, 13) for sign in "+-") + \
    ("pass", "double", "redouble", "content")
#: What each call's button says, in English (the tests find the buttons by it).
CALL_LABELS = {w: call_label(w, ENGLISH) for w in BOX_ORDER}
#: What the calls that are not bids do, on their buttons' tooltips.
CALL_TIPS = {"pass": N_("Pass: a pass is final (P)"),
             "double": N_("Double the other's bid: over- and under-tricks count twice (D)"),
             "redouble": N_("Redouble: they count four times (R)"),
             "content": N_("Content: play the contract doubled (C)")}
#: Keys for the calls that are not bids.
CALL_KEYS = {pygame.K_p: "pass", pygame.K_d: "double", pygame.K_r: "redouble", pygame.K_c: "content"}

DRAG_PIXELS = 8
MESSAGE_SECONDS = 4.0
CALLOUT_SECONDS = 3.0  # a moment of the game told over the middle of the table


def exchange_counts_words(counts: tuple[int, ...] | list[int], tr=None) -> str:
    """The numbers of cards a seat may exchange, in words: ``1 to 5 cards``, ``3 cards``,
    ``3 to 5 cards, or none`` (in the words of ``tr``, a Translator: English by default)."""
    tr = tr or ENGLISH
    taken = [c for c in counts if c]
    if not taken:
        return tr("no cards")
    if len(taken) > 1:
        said = tr.ntr("{lo} to {n} card", "{lo} to {n} cards", max(taken)).format(lo=min(taken), n=max(taken))
    else:
        said = tr.ntr("{n} card", "{n} cards", taken[0]).format(n=taken[0])
    return tr("{cards}, or none").format(cards=said) if 0 in counts else said


class TableScene(Scene):
    name = "table"
    can_review = True  # a network guest's table cannot: the review reads the whole deal

    def __init__(self, app, controller: Controller, viewer: int | None = 0) -> None:
        super().__init__(app)
        self.controller = controller
        app.seat_computers(controller)  # the time they may think, and the cores
        game = controller.game
        self.hot_seat = controller.is_hot_seat
        if self.hot_seat:
            viewer = None
        self.viewer = viewer
        self.layout = self.make_layout()
        self.model = TableModel(
            self.layout,
            viewer,
            bottom=viewer if viewer is not None else 0,
            variant=game.variant,
            packet=game.packet,
            speed=app.settings.speed,
            players=tuple(s.name for s in controller.seats),
        )
        self.painter: TablePainter = TablePainter(self)
        self.commentator = Commentator(self.names, game.variant, viewer, self.tr)
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
        if game.phase is not Phase.DEAL:  # a game already under way (resumed)
            self.model.resync(controller.view(viewer if viewer is not None else 0), viewer)
            self.remember()
        else:
            self.model.dealer = game.next_dealer
            self.model.deal_results = [tuple(d) for d in game.deal_scores]  # a partie begun elsewhere
            self.model.game_starts, self.model.game_winners = match_games(game.variant, game.deal_scores)
            self.model.deal_no = len(game.deal_scores)
            if game.history:  # resumed between deals: the words know how far the partie has gone
                self.remember()
        # the games of a match whose end the table has shown (one won before: told then)
        self.game_over_shown = len(self.model.game_winners)
        # every action is saved as soon as it is made (the autosave of this kind of
        # partie), and a finished partie is kept with the others
        self.saver = app.saver_for(controller)
        controller.on_events = self.after_action
        self.apply_take_backs()

    def remember(self) -> None:
        """The teacher and the commentary as the partie went so far (after a resume
        or a take-back)."""
        self.teacher = self.make_teacher()
        self.teach_lines = []
        for log in self.game.history:
            for e in log.events:
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
            return TableTeacher(self.names, self.game.variant, self.viewer, tr=self.tr)
        return Teacher(self.names, self.game.variant, self.viewer, tr=self.tr)

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
    def game(self):
        return self.controller.game

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
        if self.looks and (self.looks[0] != seat or self.game.phase is not Phase.BLANCHE):
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
        viewer_sees = e.to is None if self.viewer is None else e.visible_to(self.viewer)
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
                g = self.game
                self.looks = [s for s in g.order if self.controller.seats[s].is_human]

    def callout_words(self, e: Event) -> tuple[str, str] | None:
        """The heading and words of a moment told over the table, or None: an open
        capot announced, the draw for a korolik's deal, a game of a match won."""
        tr = self.tr
        names = _Names(self.names, self.viewer, tr)
        v = self.game.variant
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
            on = "" if self.game.is_over else tr(": the others play on")
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
            if any(self.game.hands):
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
        if c.game.is_over:
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
        seat = c.game.to_move
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
        """Whether the review can take this table's deals: two players, the person at
        the keyboard one of them."""
        v = self.game.variant
        return (v.players == 2 and not v.auction and self.viewer in (0, 1) and not self.hot_seat
                and self.can_review)

    def review_scene(self, deal: int) -> Scene:
        """The review of a deal of this partie, kept with the table (and beside the
        partie once it is kept with the finished games)."""
        assert self.viewer is not None  # reviewed only when reviewable(): a seat is viewing
        return self.app.scene("review", game_to_record(self.game), deal, self.viewer, self, self.reviews,
                              keep=lambda review: self.keep_reviews())

    def keep_reviews(self) -> None:
        """Keep the deals reviewed beside the partie, once it is kept with the
        finished games (a review made after that is kept when it is made)."""
        path = self.kept_path
        if path is None or not self.reviews or self.viewer not in (0, 1) or self.hot_seat:
            return
        reviews = {(deal, self.viewer): review for deal, review in list(self.reviews.items())}
        save_reviews(path, game_to_record(self.game), reviews)

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

    def told(self, viewer: int | None) -> tuple[list[Line], Commentator]:
        """The partie's commentary so far as ``viewer`` may hear it (None: only what
        both players may), and the commentator that spoke it, ready for what
        comes next."""
        commentator = Commentator(self.names, self.game.variant, viewer, self.tr)
        lines: list[Line] = []
        for log in self.game.history:
            for e in log.events:
                lines.extend(commentator.lines(e))
        return lines[-60:], commentator

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
        if won <= self.game_over_shown or self.game.is_over:
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
            self.game.phase,
            self.viewer,
            frozenset(self.selected),
            self.show_rest,
            self.peek_available(),
            self.model.peek_open,
            len(self.game.calls),
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
            and self.game.phase not in (Phase.PLAY, Phase.PARTIE_OVER)
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
        if self.my_turn() and self.game.phase is Phase.AUCTION:
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
        g = self.game
        phase = g.phase
        n = len(self.selected)
        tr = self.tr
        if phase is Phase.BLANCHE:
            pts = g.variant.blanche_points
            return [
                (tr("Declare {blanche} ({points})").format(
                    blanche=Vocabulary(tr, g.variant).game_term("blanche"), points=pts),
                 lambda: self.submit(Blanche(True)), "@primary", True),
                (tr("Keep it quiet"), lambda: self.submit(Blanche(False)), None, True),
            ]
        if phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            lo, hi = g.exchange_range()
            counts = g.exchange_counts()
            out: list[tuple[str, object, str | None, bool]] = []
            if n > hi:
                out.append((tr("You may exchange at most {n}").format(n=hi), self.do_exchange, None, False))
            elif n in counts:
                out.append((tr("Exchange {n}").format(n=n) if n else tr("Take no cards"), self.do_exchange,
                            "@primary", True))
            else:  # a count the game does not allow (Russian Piquet: none, or three to five)
                said = exchange_counts_words(counts, tr)
                said = tr("Take {cards}").format(cards=said) if 0 in counts else \
                    tr("Choose {cards} to exchange").format(cards=said)
                out.append((said, self.do_exchange, None, False))
            if g.asks_to_show_rest(n):
                rest = tr("Rest: shown to both") if self.show_rest else tr("Rest: left unseen")
                out.append((rest, self.toggle_show_rest, None, True))
            return out
        if phase in DECLARE_PHASES:
            return self.declare_buttons(DECLARE_PHASES[phase])
        if phase is Phase.OPEN_CAPOT:
            pts = g.variant.open_capot_points
            announce = tr("Announce an open capot ({points})").format(points=pts)
            self.short_labels[announce] = tr("Open capot ({points})").format(points=pts)
            return [
                (tr("Play on"), lambda: self.submit(OpenCapot(False)), "@primary", True),
                (announce, self.announce_open_capot, None, True),
            ]
        return []

    # ------------------------------------------------------------ the auction

    def showing_auction(self) -> bool:
        """The bidding box is on the table: an auction under way, as far as the
        table has shown it (until its contract, or the deal thrown in, is told)."""
        m = self.model
        if not self.game.variant.auction or m.contract is not None or m.thrown_in or self.deal_over:
            return False
        return self.game.phase is Phase.AUCTION or bool(m.calls)

    def legal_calls(self) -> list[str]:
        """The words of the calls the viewer may make now, in the box's order."""
        if not self.my_turn() or self.game.phase is not Phase.AUCTION:
            return []
        legal = {a.word for a in self.controller.legal_actions() if isinstance(a, Call)}
        return [w for w in BOX_ORDER if w in legal]

    def bidding_buttons(self) -> None:
        """The bidding box's buttons: every call, the legal ones enabled."""
        # the last row's buttons as wide as their words in the language (in bold: the focus's)
        font = self.app.ui.get_theme().get_font_dictionary().find_font(theme_size(16, self.app.scale),
                                                                       "noto_sans", bold=True)
        parts = self.layout.bidding_parts(words_w={word: font.size(call_label(word, self.tr))[0]
                                                   for word in BOX_ORDER if not word[0].isdigit()})
        legal = self.legal_calls()
        if self.call_focus not in legal:
            # the safe call first: a pass, or content when doubled
            safe = [w for w in ("pass", "content") if w in legal]
            self.call_focus = safe[0] if safe else (legal[0] if legal else None)
        for word in BOX_ORDER:
            r = parts[word]
            ok = word in legal
            if word[0].isdigit():
                tr = self.tr  # the bid and what it undertakes, in the language shown
                meaning = bid_meaning(word, self.game.variant.hand_size, tr)
                tip = tr.labelled(call_words(word, tr).capitalize(), meaning)
            else:
                tip = self.tr(CALL_TIPS[word])
            label = call_label(word, self.tr)
            self.button((round(r.x), round(r.y), round(r.w), round(r.h)), label,
                        partial(self.make_call, word),
                        object_id="@primary" if word == self.call_focus and ok else None,
                        enabled=ok, tooltip=tip)

    def make_call(self, word: str) -> None:
        """A call of the auction, from its button or its key."""
        if self.my_turn() and self.game.phase is Phase.AUCTION:
            self.call_focus = None
            self.submit(CALLS[word])

    def move_call_focus(self, step: int) -> None:
        legal = self.legal_calls()
        if not legal:
            return
        i = legal.index(self.call_focus) if self.call_focus in legal else 0
        self.call_focus = legal[(i + step) % len(legal)]
        self.ui_key = None  # the focused button is drawn as the main one

    def auction_key(self, key: int) -> bool:
        """The keyboard in the bidding box: the arrows move along the legal calls,
        Enter makes the one the keyboard is on, P, D, R and C pass, double,
        redouble and say content.  Whether the key was one of these."""
        if key in (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
            self.move_call_focus(-1 if key in (pygame.K_LEFT, pygame.K_UP) else 1)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            legal = self.legal_calls()
            if self.call_focus in legal:
                self.make_call(self.call_focus)
            elif legal:
                self.make_call(legal[0])
            return True
        word = CALL_KEYS.get(key)
        if word is not None:
            if word in self.legal_calls():
                self.make_call(word)
            else:
                self.say_error(self.tr("You may not call {call} now").format(call=call_words(word, self.tr))
                               if word != "content" else self.tr("Content answers a double of your bid"))
            return True
        return False

    def announce_open_capot(self) -> None:
        """Announce an open capot: all twelve tricks, before the first lead (O)."""
        if self.my_turn() and self.game.phase is Phase.OPEN_CAPOT:
            self.submit(OpenCapot(True))

    def declare_buttons(self, cls: DeclClass) -> list[tuple[str, object, str | None, bool]]:
        g = self.game
        best = best_declaration(g.hands[self.viewer], cls, g.variant)
        vocab = Vocabulary(self.tr, g.variant)
        what = ", ".join(vocab.describe(cls.value, m) for m in best) or self.tr("nothing")
        label = self.tr("Declare {what}").format(what=what)
        out: list[tuple[str, object, str | None, bool]] = [
            (label, lambda: self.submit(Declare(cls, best)), "@primary", True)
        ]
        self.short_labels[label] = self.tr("Declare my best")  # where the bar is too short
        if self.selected:
            out.append((self.tr("Declare the cards raised"), self.declare_selected, None, True))
        out.append((self.tr("Declare nothing"), lambda: self.submit(Declare(cls, ())), None, True))
        return out

    def do_exchange(self) -> None:
        g = self.game
        discard = mask_of(self.selected)
        show = self.show_rest if g.asks_to_show_rest(len(self.selected)) else None
        self.submit(Exchange(discard, show))

    def toggle_show_rest(self) -> None:
        self.show_rest = not self.show_rest

    def toggle_peek(self) -> None:
        self.model.set_peek_open(not self.model.peek_open)
        self.peeked = True

    def declare_selected(self) -> None:
        cls = DECLARE_PHASES[self.game.phase]
        cards = sorted(self.selected)
        groups: dict[int, int] = {}
        for c in cards:
            key = c >> 3 if cls is not DeclClass.SET else c & 7
            groups[key] = groups.get(key, 0) | bit(c)
        combos = tuple(sorted(groups.values(), reverse=True))
        if cls is DeclClass.POINT and len(combos) > 1:
            self.say_error(self.tr("The point is the cards of one suit"))
            return
        legal = [a for a in self.controller.legal_actions() if isinstance(a, Declare)]
        for a in legal:  # the engine wants the best combination first: find it in the legal list
            if sorted(a.combos) == sorted(combos):
                self.submit(a)
                return
        self.submit(Declare(cls, combos))

    hint_label = (N_("Hint"), N_("What a sound player would do here (H)"))

    def open_menu(self) -> None:

        self.app.push(self.app.scene("pause", self))

    # the scenes over the table ask these, so a lesson can say other things
    leave_label = N_("Leave the partie")

    @property
    def rules_game(self) -> str:
        """The game whose rules the book opens at (a variant's name)."""
        return self.game.variant.name

    def leave(self) -> None:

        self.app.stack.replace(self.app.scene("menu"))

    def deal_end_label(self, last: bool) -> str:
        return self.tr("See the score sheet") if last else self.tr("Next deal")

    def partie_end_buttons(self, scene) -> list[tuple[str, object, str | None]]:
        def again() -> None:
            start_game(self.app, [(s.name, s.level) for s in self.controller.seats],
                       variant=self.game.variant)  # the same game again

        if self.saver.unkept is not None:  # a full disk: the partie is not kept yet
            def retry() -> None:
                self.keep_again()
                scene.clear_ui()
                scene.build_ui()

            return [(self.tr("Try again"), retry, "@primary"), (self.tr("Play again"), again, None),
                    (self.tr("Main menu"), self.leave, None)]
        return [(self.tr("Play again"), again, "@primary"), (self.tr("Main menu"), self.leave, None)]

    def highlights(self) -> tuple[str, ...]:
        """Cards and areas to draw attention to: the discards a hint advised, while
        the exchange they are for waits."""
        exchanging = self.game.phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER)
        if self.hinted and exchanging and self.my_turn():
            return tuple(card_name(c) for c in sorted(self.hinted))
        return ()

    def pulses(self) -> bool:
        """Whether the highlights pulse (a lesson's, to call the eye) or glow still (a
        hint's advice: the table waiting for the person is not drawn again)."""
        return False

    def show_hint(self) -> None:
        if not self.my_turn() or self.viewer is None:
            return
        try:
            decision = self.controller.hint(self.viewer)
        except ValueError:  # an adviser with nothing to say here (the auction, before it bids)
            self.message = self.tr("Hint: the computer gives no advice on this decision yet.")
            self.message_left = MESSAGE_SECONDS * 2
            return
        self.message = hint_line(decision.reason, self.tr)  # in the language of the screen
        self.message_left = MESSAGE_SECONDS * 2
        if isinstance(decision.action, Exchange) and self.game.phase in (
            Phase.EXCHANGE_ELDER,
            Phase.EXCHANGE_YOUNGER,
        ):
            # the cards advised glow; the cards chosen stay chosen until the person
            # takes the advice (H again) or chooses others
            advised = frozenset(c for c in range(32) if decision.action.discard >> c & 1)
            if advised and self.hinted == advised and self.selected != set(advised):
                self.selected = set(advised)
                self.model.lift(self.selected)
                self.message = self.tr("The cards advised are raised; the Exchange button discards them.")
            elif advised:
                self.message += " " + self.tr("Press H again to raise them.")
            self.hinted = advised
        elif isinstance(decision.action, Play) and decision.action.card in self.model.hand_cards():
            self.focus = self.model.hand_cards().index(decision.action.card)  # Enter plays it
        elif isinstance(decision.action, Call) and decision.action.word in self.legal_calls():
            self.call_focus = decision.action.word  # the keyboard on the call advised
            self.ui_key = None
        elif isinstance(decision.action, Play):
            hand = self.model.hand_cards()
            if decision.action.card in hand:
                self.focus = hand.index(decision.action.card)

    # ----------------------------------------------------------------- input

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The card of the viewer's hand under the mouse, topmost first."""
        sprites = self.model.zones["hand0"]
        n = len(sprites)
        for i in range(n - 1, -1, -1):
            sp = sprites[i]
            if sp.card is None or not sp.face_up:
                continue
            if self.layout.hand_rect(i, n, lifted=sp.lifted).contains(*pos):
                return sp.card
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            card = self.card_at(event.pos)
            if card is not None:
                self.drag = {"card": card, "start": event.pos, "pos": event.pos, "moved": False}
                hand = self.model.hand_cards()
                self.focus = hand.index(card)
                return True
            if self.layout.panel.contains(*event.pos):
                return False
            if self.my_turn() and self.game.phase is Phase.PLAY:
                return False
        elif event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag["pos"] = event.pos
            sx, sy = self.drag["start"]
            if abs(event.pos[0] - sx) + abs(event.pos[1] - sy) > DRAG_PIXELS:
                self.drag["moved"] = True
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            drag, self.drag = self.drag, None
            card = drag["card"]
            if drag["moved"]:
                hand_top = self.layout.bottom_y - self.layout.card_h / 2 - self.layout.lift
                if event.pos[1] < hand_top and self.game.phase is Phase.PLAY:
                    self.choose_card(card, deliberate=True)  # dragged to the table: played
                return True
            self.choose_card(card)
            return True
        elif event.type == pygame.KEYDOWN:
            return self.handle_key(event)
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        hand = self.model.hand_cards()
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.selected:
                self.selected.clear()
                self.model.lift(set())
            else:
                self.open_menu()
            return True
        if key == pygame.K_h:
            self.show_hint()
            return True
        if key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.take_back()
            return True
        if self.game.phase is Phase.AUCTION and self.my_turn() and self.auction_key(key):
            return True
        if key == pygame.K_o and self.game.phase is Phase.OPEN_CAPOT:
            self.announce_open_capot()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.looking():
            self.seen_hand()  # Enter presses "I have seen my cards" as it presses every main button
            return True
        if not hand:
            return False
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key == pygame.K_LEFT else 1
            self.focus = (self.focus + step) % len(hand)
            return True
        self.focus = min(self.focus, len(hand) - 1)
        if key in (pygame.K_SPACE, pygame.K_UP, pygame.K_DOWN):
            if self.game.phase is Phase.PLAY and key == pygame.K_SPACE:
                self.choose_card(hand[self.focus])
            elif key != pygame.K_DOWN or hand[self.focus] in self.selected:
                self.choose_card(hand[self.focus])
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.game.phase is Phase.PLAY:
                self.choose_card(hand[self.focus])
            else:
                self.press_primary()
            return True
        return False

    def press_primary(self) -> None:
        if not self.my_turn():
            return
        for _text, action, _oid, enabled in self.decision_buttons():
            if enabled:
                action()  # type: ignore[operator]
                return

    def choose_card(self, card: int, deliberate: bool = False) -> None:
        """A click (or key) on a card of the hand: select it for the exchange or a
        declaration, or play it (with the setting "confirm a play", a first click
        raises it and a second plays it; a card dragged to the table is played)."""
        g = self.game
        if not self.my_turn():
            if self.controller.thinking or (
                g.to_move is not None and not self.controller.seats[g.to_move].is_human
            ):
                self.say_error(self.tr("Wait: {name} is to move").format(name=self.names[g.to_move or 0]))
            return
        phase = g.phase
        if phase is Phase.PLAY:
            if self.app.settings.confirm_play and not deliberate and card not in self.selected:
                if card not in self.legal_cards():
                    self.submit(Play(card))  # the engine says why it may not be played
                    return
                self.selected = {card}
                self.model.lift(self.selected)
                self.message = self.tr("Click the {card} again to play it (Esc lowers it).").format(
                    card=Vocabulary(self.tr).card(card))
                self.message_left = MESSAGE_SECONDS
                return
            self.submit(Play(card))
            return
        if phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER) or (
            phase in DECLARE_PHASES and not self.controller.seats[self.viewer or 0].auto_declare
        ):
            if card in self.selected:
                self.selected.discard(card)
            else:
                lo, hi = (
                    g.exchange_range() if phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER) else (0, 12)
                )
                if len(self.selected) >= hi:
                    self.say_error(self.tr.ntr("You may exchange at most {n} card",
                                               "You may exchange at most {n} cards", hi).format(n=hi))
                    return
                self.selected.add(card)
            self.model.lift(self.selected)
            return
        if phase is Phase.BLANCHE:
            self.say_error(self.tr("First answer the question of {blanche}").format(
                blanche=Vocabulary(self.tr, g.variant).game_term("blanche")))
        elif phase is Phase.OPEN_CAPOT:
            self.say_error(self.tr("First say whether you announce an open capot, or play on"))
        elif phase is Phase.AUCTION:
            self.say_error(self.tr("First make your call in the bidding box"))

    def legal_cards(self) -> set[int]:
        if not self.my_turn() or self.game.phase is not Phase.PLAY:
            return set()
        plays = self.game.legal_plays()
        return {c for c in range(32) if plays >> c & 1}

    def prompt(self) -> str:
        """What the game waits for, in words."""
        g = self.game
        tr = self.tr
        if g.is_over:
            return tr("The partie is over.")
        if self.deal_over or not self.is_idle():
            return ""
        if self.looking():
            if self.drawn_look:
                return tr("Look at the cards you drew; the screen passes on next.")
            if self.round_table:
                return tr("Look at your cards; the others' turns come next.")
            return tr("Look at your cards; the exchange comes next.")
        seat = g.to_move
        if seat is None:
            return ""
        if not self.controller.seats[seat].is_human:
            return (
                tr("{name} is thinking…").format(name=self.names[seat])
                if self.controller.thinking
                else tr("{name} to move").format(name=self.names[seat])
            )
        if seat != self.viewer:
            return tr("{name} to move").format(name=self.names[seat])
        phase = g.phase
        if phase is Phase.BLANCHE:
            return tr("No king, queen or jack: {blanche}!").format(
                blanche=Vocabulary(tr, g.variant).game_term("blanche"))
        if phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            role = tr("You are elder") if phase is Phase.EXCHANGE_ELDER else \
                tr("You are the dealer") if g.rules.exchangers == "dealer" else tr("You are younger")
            counts = g.exchange_counts()
            taken = [c for c in counts if c]
            if not taken:
                return tr("{role}: no card is left to take.").format(role=role)
            if 0 not in counts:
                return tr("{role}: choose {cards} to discard.").format(
                    role=role, cards=exchange_counts_words(counts, tr))
            if min(taken) == 1 and len(taken) > 1:
                return tr.ntr("{role}: choose up to {n} card to discard, or take none.",
                              "{role}: choose up to {n} cards to discard, or take none.",
                              max(taken)).format(role=role, n=max(taken))
            return tr("{role}: choose {cards} to discard, or take none.").format(
                role=role, cards=exchange_counts_words(taken, tr))
        if phase in DECLARE_PHASES:
            cls = DECLARE_PHASES[phase]
            return tr({DeclClass.POINT: N_("Declare your point: raise cards to declare less."),
                       DeclClass.SEQUENCE: N_("Declare your sequence: raise cards to declare less."),
                       DeclClass.SET: N_("Declare your set: raise cards to declare less.")}[cls])
        if phase is Phase.AUCTION:
            if g.calls and g.calls[-1][1].word == "double":
                return tr("Your bid is doubled: redouble, or play it doubled (content).")
            return tr("Your call: bid for the tricks you will win (+) or lose ({minus}), or pass.").format(
                minus=MINUS)
        if phase is Phase.OPEN_CAPOT:
            pts = g.variant.open_capot_points
            return tr("Before the first lead: an open capot (every trick, {points})? Or play on.").format(
                points=pts)
        if phase is Phase.PLAY:
            if g.trick:
                return tr("Play to the {card}.").format(card=Vocabulary(tr).card(g.trick[0]))
            return tr("Your lead.")
        return ""

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
