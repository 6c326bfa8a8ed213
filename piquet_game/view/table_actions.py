"""The table's decisions: the bidding box of Contract Piquet (its calls by mouse and
keys), the exchange and the declarations, the open capot, the hint, what is
highlighted, and the buttons at a deal's and at a partie's end."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..ai.reason import hint_line
from ..i18n import N_
from ..rules import Declare, Exchange, OpenCapot, Phase, Play
from ..rules.actions import CALLS, DECLARE_PHASES, Call, DeclClass
from ..rules.cards import bit, card_name, mask_of
from ..rules.combos import best_declaration
from ..variant_words import bid_meaning, call_words
from ..vocabulary import Vocabulary
from .starting import start_game
from .table_input import MESSAGE_SECONDS, TableInput
from .text import call_label
from .theme import theme_size

if TYPE_CHECKING:
    from ..store.autosave import Autosaver


class TableActions(TableInput):
    """The table's decisions (a part of :class:`~piquet_game.view.table.TableScene`):
    the bidding box, the exchange and the declarations, the open capot, the hint,
    what is highlighted, and the buttons at a deal's and a partie's end."""

    if TYPE_CHECKING:  # what these ask of the table they belong to (TableScene has them)
        saver: Autosaver
        short_labels: dict[str, str]
        call_focus: str | None
        show_rest: bool
        hinted: frozenset[int]
        ui_key: tuple | None

        def keep_again(self) -> str: ...

    # ------------------------------------------------------------ the auction

    def showing_auction(self) -> bool:
        """The bidding box is on the table: an auction under way, as far as the
        table has shown it (until its contract, or the deal thrown in, is told)."""
        m = self.model
        if not self.seen.variant.auction or m.contract is not None or m.thrown_in or self.deal_over:
            return False
        return self.seen.phase is Phase.AUCTION or bool(m.calls)

    def legal_calls(self) -> list[str]:
        """The words of the calls the viewer may make now, in the box's order."""
        if not self.my_turn() or self.seen.phase is not Phase.AUCTION:
            return []
        legal = {a.word for a in self.seen.legal if isinstance(a, Call)}
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
                meaning = bid_meaning(word, self.seen.variant.hand_size, tr)
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
        if self.my_turn() and self.seen.phase is Phase.AUCTION:
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
        if self.my_turn() and self.seen.phase is Phase.OPEN_CAPOT:
            self.submit(OpenCapot(True))

    def declare_buttons(self, cls: DeclClass) -> list[tuple[str, object, str | None, bool]]:
        seen = self.seen
        assert self.viewer is not None  # the buttons of the person at the screen, who declares
        best = best_declaration(seen.view.hand, cls, seen.variant)
        vocab = Vocabulary(self.tr, seen.variant)
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
        discard = mask_of(self.selected)
        show = self.show_rest if self.asks_to_show_rest(len(self.selected)) else None
        self.submit(Exchange(discard, show))

    def toggle_show_rest(self) -> None:
        self.show_rest = not self.show_rest

    def toggle_peek(self) -> None:
        self.model.set_peek_open(not self.model.peek_open)
        self.peeked = True

    def declare_selected(self) -> None:
        cls = DECLARE_PHASES[self.seen.phase]
        cards = sorted(self.selected)
        groups: dict[int, int] = {}
        for c in cards:
            key = c >> 3 if cls is not DeclClass.SET else c & 7
            groups[key] = groups.get(key, 0) | bit(c)
        combos = tuple(sorted(groups.values(), reverse=True))
        if cls is DeclClass.POINT and len(combos) > 1:
            self.say_error(self.tr("The point is the cards of one suit"))
            return
        legal = [a for a in self.seen.legal if isinstance(a, Declare)]
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
        return self.seen.variant.name

    def leave(self) -> None:
        self.app.stack.replace(self.app.scene("menu"))

    def deal_end_label(self, last: bool) -> str:
        return self.tr("See the score sheet") if last else self.tr("Next deal")

    def partie_end_buttons(self, scene) -> list[tuple[str, object, str | None]]:
        def again() -> None:
            start_game(self.app, [(s.name, s.level) for s in self.controller.seats],
                       variant=self.seen.variant)  # the same game again

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
        exchanging = self.seen.phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER)
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
        if isinstance(decision.action, Exchange) and self.seen.phase in (
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


#: The calls of the bidding box in the order the keyboard goes through them: the
#: bids by number, plus before minus, then the other calls.
BOX_ORDER = tuple(f"{n}{sign}" for n in range(7, 13) for sign in "+-") + \
    ("pass", "double", "redouble", "content")


#: What the calls that are not bids do, on their buttons' tooltips.
CALL_TIPS = {"pass": N_("Pass: a pass is final (P)"),
             "double": N_("Double the other's bid: over- and under-tricks count twice (D)"),
             "redouble": N_("Redouble: they count four times (R)"),
             "content": N_("Content: play the contract doubled (C)")}


#: Keys for the calls that are not bids.
CALL_KEYS = {pygame.K_p: "pass", pygame.K_d: "double", pygame.K_r: "redouble", pygame.K_c: "content"}
