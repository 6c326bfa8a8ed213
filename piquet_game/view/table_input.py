"""The table's input: clicks, drags and keys on the cards, the buttons and the
bidding box, each turned into an action for the controller (the engine says
whether it is legal), or a word of what is expected."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..controller import Controller, Seen
from ..i18n import ENGLISH, N_
from ..rules import Exchange, Phase, Play
from ..rules.actions import DECLARE_PHASES, DeclClass
from ..vocabulary import Vocabulary
from .layout import TableLayout
from .scene import Scene
from .table_model import TableModel
from .text import MINUS


class TableInput(Scene):
    """The table's clicks, drags and keys (a part of :class:`~piquet_game.view.table.TableScene`)."""

    if TYPE_CHECKING:  # what the input asks of the table it belongs to (TableScene has them)
        controller: Controller
        model: TableModel
        layout: TableLayout
        viewer: int | None
        deal_over: bool
        message: str
        message_left: float
        drawn_look: bool
        drag: dict | None
        selected: set[int]

        @property
        def seen(self) -> Seen: ...
        @property
        def names(self) -> tuple[str, ...]: ...
        @property
        def round_table(self) -> bool: ...
        def is_idle(self) -> bool: ...
        def my_turn(self) -> bool: ...
        def looking(self) -> bool: ...
        def seen_hand(self) -> None: ...
        def submit(self, action) -> bool: ...
        def say_error(self, text: str) -> None: ...
        def take_back(self) -> None: ...
        def show_hint(self) -> None: ...
        def open_menu(self) -> None: ...
        def announce_open_capot(self) -> None: ...
        def auction_key(self, key: int) -> bool: ...
        def decision_buttons(self) -> list[tuple[str, object, str | None, bool]]: ...


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
            if self.my_turn() and self.seen.phase is Phase.PLAY:
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
                if event.pos[1] < hand_top and self.seen.phase is Phase.PLAY:
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
        if self.seen.phase is Phase.AUCTION and self.my_turn() and self.auction_key(key):
            return True
        if key == pygame.K_o and self.seen.phase is Phase.OPEN_CAPOT:
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
            if self.seen.phase is Phase.PLAY and key == pygame.K_SPACE:
                self.choose_card(hand[self.focus])
            elif key != pygame.K_DOWN or hand[self.focus] in self.selected:
                self.choose_card(hand[self.focus])
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.seen.phase is Phase.PLAY:
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
        seen = self.seen
        if not self.my_turn():
            if self.controller.thinking or (
                seen.to_move is not None and not self.controller.seats[seen.to_move].is_human
            ):
                self.say_error(self.tr("Wait: {name} is to move").format(name=self.names[seen.to_move or 0]))
            return
        phase = seen.phase
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
                hi = (max(self.exchange_counts(), default=0)
                      if phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER) else 12)
                if len(self.selected) >= hi:
                    self.say_error(self.tr.ntr("You may exchange at most {n} card",
                                               "You may exchange at most {n} cards", hi).format(n=hi))
                    return
                self.selected.add(card)
            self.model.lift(self.selected)
            return
        if phase is Phase.BLANCHE:
            self.say_error(self.tr("First answer the question of {blanche}").format(
                blanche=Vocabulary(self.tr, seen.variant).game_term("blanche")))
        elif phase is Phase.OPEN_CAPOT:
            self.say_error(self.tr("First say whether you announce an open capot, or play on"))
        elif phase is Phase.AUCTION:
            self.say_error(self.tr("First make your call in the bidding box"))

    def legal_cards(self) -> set[int]:
        """The cards the person at the keyboard may play now (the legal actions')."""
        if not self.my_turn() or self.seen.phase is not Phase.PLAY:
            return set()
        return {a.card for a in self.seen.legal if isinstance(a, Play)}

    def exchange_counts(self) -> tuple[int, ...]:
        """Every number of cards the person at the keyboard may exchange now, as the
        legal actions hold them (none when it is not his exchange)."""
        return tuple(sorted({a.discard.bit_count() for a in self.seen.legal if isinstance(a, Exchange)}))

    def asks_to_show_rest(self, n: int) -> bool:
        """Whether exchanging ``n`` cards, he also says if the cards he leaves are
        shown to both (younger leaving some, in a game that asks)."""
        return any(isinstance(a, Exchange) and a.show_rest is not None and a.discard.bit_count() == n
                   for a in self.seen.legal)

    def prompt(self) -> str:
        """What the game waits for, in words."""
        seen = self.seen
        tr = self.tr
        if seen.over:
            return tr("The partie is over.")
        if self.deal_over or not self.is_idle():
            return ""
        if self.looking():
            if self.drawn_look:
                return tr("Look at the cards you drew; the screen passes on next.")
            if self.round_table:
                return tr("Look at your cards; the others' turns come next.")
            return tr("Look at your cards; the exchange comes next.")
        seat = seen.to_move
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
        phase = seen.phase
        if phase is Phase.BLANCHE:
            return tr("No king, queen or jack: {blanche}!").format(
                blanche=Vocabulary(tr, seen.variant).game_term("blanche"))
        if phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            role = tr("You are elder") if phase is Phase.EXCHANGE_ELDER else \
                tr("You are the dealer") if seen.rules.exchangers == "dealer" else tr("You are younger")
            counts = self.exchange_counts()
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
            calls = seen.view.calls
            if calls and calls[-1][1].word == "double":
                return tr("Your bid is doubled: redouble, or play it doubled (content).")
            return tr("Your call: bid for the tricks you will win (+) or lose ({minus}), or pass.").format(
                minus=MINUS)
        if phase is Phase.OPEN_CAPOT:
            pts = seen.variant.open_capot_points
            return tr("Before the first lead: an open capot (every trick, {points})? Or play on.").format(
                points=pts)
        if phase is Phase.PLAY:
            if seen.view.trick:
                return tr("Play to the {card}.").format(card=Vocabulary(tr).card(seen.view.trick[0]))
            return tr("Your lead.")
        return ""


DRAG_PIXELS = 8


MESSAGE_SECONDS = 4.0


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
