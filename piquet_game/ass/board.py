"""What the table of Ass shows, kept from the engine's events one by one.

The window animates the events in order, so the table cannot read the game (it is
ahead of what has been shown): :class:`AssBoard` is the table as shown so far.  It
keeps every hand from the private events (the window decides whose it draws face
up: only the person at the keyboard's), the public counts, the trick with the way
each card took it, the cards each player won, the bets and the banks.  Pure
Python: tested without a window.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..common.events import Event
from .rules import AssRules
from .rules.game import NO_TRUMPS, OWN, SENIOR_JUNIOR, START_BANKS


@dataclass
class SeatResult:
    """A seat's deal as the deal's end tells it."""

    go: bool
    points: int
    target: int
    change: int
    banks: int


@dataclass
class AssBoard:
    rules: AssRules
    players: tuple[str, ...]
    hands: list[int] = field(default_factory=list)
    counts: list[int] = field(default_factory=list)
    trumps: list[tuple[int, ...]] = field(default_factory=list)
    bets: list[bool | None] = field(default_factory=list)
    banks: list[int] = field(default_factory=list)
    won: list[int] = field(default_factory=list)
    dealer: int = 0
    deal_number: int = 0
    stock: int = 0
    first_leader: int | None = None
    #: the trick being played: (seat, card, way), way "" for a card that did not take
    trick: list[tuple[int, int, str]] = field(default_factory=list)
    holder: int | None = None
    #: the card that holds the trick and the main card, as the last play left them
    holder_card: int | None = None
    main: int | None = None
    #: the trick just taken (shown until the next lead) and who took it
    last_trick: list[tuple[int, int, str]] = field(default_factory=list)
    last_winner: int | None = None
    results: list[SeatResult] | None = None
    winners: tuple[int, ...] = ()
    over: bool = False

    def __post_init__(self) -> None:
        n = self.rules.players
        self.hands = self.hands or [0] * n
        self.counts = self.counts or [0] * n
        self.trumps = self.trumps or [fixed_trumps(self.rules)] * n
        self.bets = self.bets or [None] * n
        self.banks = self.banks or [START_BANKS] * n
        self.won = self.won or [0] * n

    @property
    def n(self) -> int:
        return self.rules.players

    @classmethod
    def of_views(cls, views: dict[int, Any], public: Any) -> AssBoard:
        """The table as the game stands (a game resumed from its save), from the views
        of the seats the screen serves (the people at it: their own hands) and what
        every seat knows; the other hands are their counts alone."""
        view = next(iter(views.values()))
        board = cls(public.rules, public.players)
        board.hands = [views[s].hand if s in views else 0 for s in range(board.n)]
        board.counts = list(view.hand_sizes)
        board.trumps = list(view.trumps)
        board.bets = list(view.bets)
        board.banks = list(view.banks)
        board.won = list(view.won)
        board.dealer = public.last_dealer
        board.deal_number = view.deal_number
        board.stock = view.stock_left
        board.first_leader = view.first_leader
        board.trick = list(view.trick)
        if view.trick:
            board.holder = view.holder
            board.holder_card = next(card for seat, card, _ in view.trick if seat == view.holder)
            board.main = view.main
        return board

    def apply(self, e: Event) -> None:
        kind = e.kind
        if kind == "trump" and e.seat is not None:
            self.trumps[e.seat] = (e.info[0],)
        elif kind == "deal":
            n = self.n
            self.dealer = e.seat or 0
            self.deal_number = e.info[0] if e.info else self.deal_number + 1
            self.hands = [0] * n
            self.counts = [0] * n
            self.bets = [None] * n
            self.won = [0] * n
            self.trick, self.last_trick = [], []
            self.holder = self.holder_card = self.main = self.last_winner = None
            self.results = None
            self.stock = 36 - 4 * n
            self.counts = [4] * n
        elif kind == "hand" and e.seat is not None:
            self.hands[e.seat] = e.cards
        elif kind == "bet" and e.seat is not None:
            self.bets[e.seat] = e.word == "go"
        elif kind == "first-lead":
            self.first_leader = e.seat
        elif kind == "play" and e.seat is not None:
            card = e.cards.bit_length() - 1
            if not self.trick:
                self.last_trick, self.last_winner = [], None
                self.main = card
            self.hands[e.seat] &= ~e.cards
            self.counts[e.seat] -= 1
            self.trick.append((e.seat, card, e.word))
            self.holder = e.info[0] if e.info else self.holder
            if e.word:  # a card that took the trick (a kill gives it back to an earlier one)
                if e.word == "kill":
                    self.holder_card = next(c for s, c, _ in self.trick if s == self.holder)
                else:
                    self.holder_card = card
                    if e.word == "switch" or (e.word == "older" and self._switched()):
                        self.main = card
        elif kind == "trick" and e.seat is not None:
            self.won[e.seat] |= e.cards
            self.last_trick, self.last_winner = self.trick, e.seat
            self.trick, self.holder, self.holder_card = [], None, None
        elif kind == "draw" and e.seat is not None:
            self.hands[e.seat] |= e.cards
        elif kind == "refill" and e.info:
            # the counts: every seat drew one (the cards themselves came privately)
            self.counts = [c + 1 for c in self.counts]
            self.stock = e.info[0]
        elif kind == "bank" and e.seat is not None:
            if self.results is None:
                self.results = [SeatResult(False, 0, 0, 0, b) for b in self.banks]
            points, target = e.info
            self.results[e.seat] = SeatResult(e.word == "go", points, target, e.points, e.total)
            self.banks[e.seat] = e.total
        elif kind in ("deal-end", "stock-out"):
            self.stock = 0
        elif kind == "winner" and e.seat is not None:
            self.winners = (*self.winners, e.seat)
        elif kind == "game-over":
            self.over = True

    def _switched(self) -> bool:
        return any(w == "switch" for _, _, w in self.trick[:-1])


def fixed_trumps(rules: AssRules) -> tuple[int, ...]:
    """The trump suits every player has from the start (none in the first option,
    whose suits are chosen at the table)."""
    if rules.trumps in (OWN, NO_TRUMPS):
        return ()
    if rules.trumps == SENIOR_JUNIOR:
        return (0, 2)
    return rules.trump_suits


__all__ = ["AssBoard", "SeatResult", "fixed_trumps"]
