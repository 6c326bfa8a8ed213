"""What one seat may know (the only thing a strategy is given), and what every seat
knows of the partie.

A :class:`SeatView` is an immutable snapshot.  Its card sets are exactly those the
seat has seen: its own hand, dealt cards, discards and draws; the talon cards it
looked at (elder's right to see the cards he left) or that younger showed; the
cards the opponent showed (a carte blanche, the combinations he scored); the cards
played.  Declarations and answers come as the events the seat heard, in order.
The opponent's undeclared cards, discards and draws are never in it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from .actions import Call, Phase
from .auction import Contract
from .events import Event
from .variant import RUBICON, Variant

HEARD_KINDS = frozenset(("announce", "ask", "tiebreak", "answer", "blanche", "point", "sequence", "set",
                         "repique"))


class _Dealt(Protocol):
    """What :class:`Standing` reads: the phase, and the deals so far (each with its
    actions)."""

    @property
    def phase(self) -> Phase: ...

    @property
    def history(self) -> Sequence[Any]: ...


class Standing:
    """Where a partie of Piquet stands, as the controller asks any game at a table
    (:class:`~piquet_game.common.table_game.SeatedGame`): the engine's partie and the
    network guest's, from their phase and their deals."""

    @property
    def awaits_deal(self: _Dealt) -> bool:
        return self.phase is Phase.DEAL

    @property
    def playing(self: _Dealt) -> bool:
        return self.phase is Phase.PLAY

    @property
    def position(self: _Dealt) -> tuple[int, int]:
        return (len(self.history), len(self.history[-1].actions)) if self.history else (0, 0)


@dataclass(frozen=True)
class SeatView:
    seat: int
    players: tuple[str, ...]
    variant: str
    phase: Phase
    to_move: int | None
    deal_number: int
    dealer: int
    elder: int
    # own cards
    hand: int
    dealt: int
    discards: int
    drawn: int
    # seen cards
    talon_seen: int
    opponent_shown: int
    played: int
    # counts
    opponent_hand_size: int
    opponent_exchanged: int | None
    talon_left: int
    rest_shown: bool | None
    # declarations and tricks
    blanche: tuple[bool, ...]
    #: (leader, the cards in the order played, winner): four numbers for two players
    tricks: tuple[tuple[int, ...], ...]
    trick: tuple[int, ...]
    leader: int
    tricks_won: tuple[int, ...]
    # scores
    scores: tuple[int, ...]
    deal_scores: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]
    events: tuple[Event, ...]
    #: The variant's rules in full, its options set (``variant`` is its name).
    rules: Variant = field(default=RUBICON, compare=False)
    #: The auction so far, public (Contract Piquet), and its contract once over.
    calls: tuple[tuple[int, Call], ...] = ()
    contract: Contract | None = None
    #: Three or four at the table: the seats playing this deal in the order of play,
    #: its order of speaking (first hand ... the dealer), each seat's side, the
    #: cards each seat has shown (own included), each seat's number of cards, and
    #: the players who have left the table (winners, Piquet Normand).
    seats: tuple[int, ...] = (0, 1)
    order: tuple[int, ...] = ()
    sides: tuple[int, ...] = (0, 1)
    shown: tuple[int, ...] = ()
    hand_sizes: tuple[int, ...] = ()
    left: tuple[int, ...] = ()

    @property
    def opponent(self) -> int:
        """The other seat (two players)."""
        return 1 - self.seat

    @property
    def partners(self) -> tuple[int, ...]:
        """The other seats of this seat's side (none but in a partnership)."""
        return tuple(s for s in self.seats if s != self.seat and self.sides[s] == self.sides[self.seat])

    @property
    def is_elder(self) -> bool:
        return self.seat == self.elder

    @property
    def heard(self) -> tuple[Event, ...]:
        """The declaration dialogue so far: announcements, questions, answers and
        the combinations scored (with their cards)."""
        return tuple(e for e in self.events if e.kind in HEARD_KINDS)

    @property
    def known_cards(self) -> int:
        """Every card this seat has seen this deal."""
        return (self.hand | self.dealt | self.discards | self.drawn | self.talon_seen
                | self.opponent_shown | self.played)


@dataclass(frozen=True)
class PublicDeal:
    """One deal as every seat knows it: its number and dealer, the events told to
    the whole table (every score among them), and its scores once it is over."""

    number: int
    dealer: int
    events: tuple[Event, ...]
    scores: tuple[int, ...] | None
    redealt: bool = False

    @classmethod
    def of(cls, log: Any) -> PublicDeal:
        """A deal's log (the engine's, or the one a network guest keeps) as every seat
        knows it: the events told to the whole table."""
        return cls(log.number, log.dealer, tuple(e for e in log.events if e.to is None),
                   None if log.scores is None else tuple(log.scores), log.redealt)


@dataclass(frozen=True)
class PublicPartie:
    """What every seat knows of the partie: who plays what, each deal's public events
    and scores, the games of a match, the totals and the result.  No card of any
    hand, discard or draw is in it (a deal's ``events`` are those with ``to is
    None``).  The score sheet, the deal's summary and the side panel read it."""

    players: tuple[str, ...]
    variant: Variant
    packet: int
    next_dealer: int
    phase: Phase
    deal_scores: tuple[tuple[int, ...], ...]
    game_starts: tuple[int, ...]
    game_winners: tuple[int, ...]
    prior: int
    winner: int | None
    result: int | None
    history: tuple[PublicDeal, ...]
    #: the players who left the table, winners, in order, and the one who pays
    #: (Piquet Normand)
    left: tuple[int, ...] = ()
    loser: int | None = None

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.PARTIE_OVER

    @property
    def totals(self) -> list[int]:
        """Each side's total: in a match of games, in the game being played (or the
        last one, once the match is over)."""
        return self.variant.game_totals(self.deal_scores, self.game_starts)
