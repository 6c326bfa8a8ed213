"""Swap the cards a seat has not seen: the same table, seen from that seat, with other
cards in the places it cannot see (the other hands, the talon's unseen cards, the
others' discards and draws, what they declared without showing).

Used by tests/test_unseen_pixels.py: a screen drawn for the seat must be the same,
pixel for pixel, whatever those cards are.  Every place of the game that holds a card
is mapped, the current deal's log and actions included, so a screen that read any
of them would change."""

from __future__ import annotations

import dataclasses
import random

from piquet_game.ass.rules import AssGame
from piquet_game.ass.rules.actions import AssDeal, AssPlay
from piquet_game.rules import Game
from piquet_game.rules.actions import DealCards, Declare, Exchange, Play
from piquet_game.rules.cards import iter_cards, mask_of
from piquet_game.rules.events import Event


def permutation(unseen: list[int], rng: random.Random) -> dict[int, int]:
    """A shuffle of ``unseen`` that moves every card it can (each card to another)."""
    moved = unseen[:]
    if len(unseen) > 1:
        moved = unseen[1:] + unseen[:1]  # every card elsewhere...
        rng.shuffle(moved)  # ...then shuffled, fixed points undone below
        for i, card in enumerate(unseen):
            if moved[i] == card:
                j = (i + 1) % len(unseen)
                moved[i], moved[j] = moved[j], moved[i]
    return dict(zip(unseen, moved, strict=True))


class Swap:
    """A mapping of cards (those not in it stay) over masks, cards and events."""

    def __init__(self, mapping: dict[int, int]) -> None:
        self.mapping = mapping

    def card(self, card: int) -> int:
        return self.mapping.get(card, card)

    def mask(self, mask: int) -> int:
        return mask_of(self.card(c) for c in iter_cards(mask))

    def event(self, e: Event) -> Event:
        return dataclasses.replace(e, cards=self.mask(e.cards), combos=tuple(self.mask(c) for c in e.combos))

    def action(self, action):
        if isinstance(action, DealCards):
            return DealCards(tuple(self.mask(h) for h in action.hands),
                             tuple(self.card(c) for c in action.talon))
        if isinstance(action, Exchange):
            return dataclasses.replace(action, discard=self.mask(action.discard))
        if isinstance(action, Declare):
            return dataclasses.replace(action, combos=tuple(self.mask(c) for c in action.combos))
        if isinstance(action, Play):
            return Play(self.card(action.card))
        return action


def swap_piquet(game: Game, seat: int, seed: int = 1) -> tuple[Game, Swap]:
    """A copy of ``game`` with every card ``seat`` has not seen moved elsewhere among
    the unseen places; ``seat``'s view of it is the same (checked)."""
    view = game.view(seat)
    known = view.known_cards
    unseen = [c for c in range(32) if not known >> c & 1]
    swap = Swap(permutation(unseen, random.Random(seed)))
    g = game.clone()
    for name in ("hands", "discards", "drawn", "known_talon", "shown"):
        setattr(g, name, [swap.mask(m) for m in getattr(g, name)])
    g.dealt = tuple(swap.mask(m) for m in g.dealt)
    g.talon = [swap.card(c) for c in g.talon]
    g.rest = swap.mask(g.rest)
    g.declared = {cls: [None if d is None else tuple(swap.mask(c) for c in d) for d in said]
                  for cls, said in g.declared.items()}
    g.log = [swap.event(e) for e in g.log]
    if g.history:
        log = g.history[-1]
        log.hands = tuple(swap.mask(h) for h in log.hands)
        log.talon = tuple(swap.card(c) for c in log.talon)
        log.actions = [(s, swap.action(a)) for s, a in log.actions]
        log.events = g.log
    assert g.view(seat) == view, "the swap changed what the seat knows"
    return g, swap


def swap_ass(game: AssGame, seat: int, seed: int = 1) -> tuple[AssGame, Swap]:
    """A copy of a game of Ass with every card ``seat`` has not seen (the other hands,
    the stock, the cards left out) moved elsewhere among them; ``seat``'s view of it
    is the same (checked)."""
    view = game.view(seat)
    unseen = [c for c in range(36) if view.unseen >> c & 1]
    swap = Swap(permutation(unseen, random.Random(seed)))
    g = game.clone()
    g.hands = [swap.mask(h) for h in g.hands]
    g.stock = [swap.card(c) for c in g.stock]
    g.out_of_play = swap.mask(g.out_of_play)
    if g.history:
        log = g.history[-1]
        if log.cards is not None:
            log.cards = AssDeal(tuple(swap.mask(h) for h in log.cards.hands),
                                tuple(swap.card(c) for c in log.cards.stock))
        log.actions = [(s, AssPlay(swap.card(a.card)) if isinstance(a, AssPlay) else a)
                       for s, a in log.actions]
    assert g.view(seat) == view, "the swap changed what the seat knows"
    return g, swap
