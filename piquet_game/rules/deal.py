"""A deal's parts: the order of play, a blank hand, the shuffle and deal, the log of
a deal as it was played, and the words and tables of the phases the engine uses."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from .actions import (
    AUCTION,
    BLANCHE,
    DEAL,
    DECLARE_POINT,
    DECLARE_SEQUENCE,
    DECLARE_SET,
    EXCHANGE_ELDER,
    EXCHANGE_YOUNGER,
    OPEN_CAPOT,
    PARTIE_OVER,
    PLAY,
    Action,
    DealCards,
)
from .cards import (
    RANK_MASKS,
)
from .events import Event

COURTS = RANK_MASKS[4] | RANK_MASKS[5] | RANK_MASKS[6]

_PHASE_WORDS = {
    DEAL: "the cards are to be dealt",
    BLANCHE: "carte blanche is being declared",
    EXCHANGE_ELDER: "elder is exchanging",
    EXCHANGE_YOUNGER: "younger is exchanging",
    DECLARE_POINT: "the point is being declared",
    DECLARE_SEQUENCE: "sequences are being declared",
    DECLARE_SET: "sets are being declared",
    AUCTION: "the contract is being bid",
    OPEN_CAPOT: "an open capot may be announced",
    PLAY: "the tricks are being played",
    PARTIE_OVER: "the partie is over",
}
#: The phases a deal is in when a score has ended it before its last trick (a game to
#: a target reached: the partie over, or a game of a match won and the next to deal).
_CUT_SHORT = (PARTIE_OVER, DEAL)
_NEXT_CLASS_PHASE = {
    DECLARE_POINT: DECLARE_SEQUENCE,
    DECLARE_SEQUENCE: DECLARE_SET,
    DECLARE_SET: PLAY,
}


#: The seats' names by the number of players, in the order of play (counter-clockwise
#: round the table for three and four: the first hand is the dealer's right).
SEAT_NAMES = {2: ("South", "North"), 3: ("South", "East", "West"), 4: ("South", "East", "North", "West")}


def play_order(dealer: int, seats: Sequence[int]) -> tuple[int, ...]:
    """``seats`` (those at the table, in the order of play) from the dealer's next
    round to the dealer: first hand (elder) first, the dealer last."""
    i = list(seats).index(dealer)
    return tuple(seats[i + 1:]) + tuple(seats[:i + 1])


def is_blank(hand: int) -> bool:
    """Carte blanche: no king, queen or jack (aces allowed)."""
    return hand & COURTS == 0


def shuffle_deal(rng: random.Random, dealer: int, packet: int = 2, hand_size: int = 12,
                 seats: tuple[int, ...] = (0, 1), players: int | None = None) -> DealCards:
    """Shuffle a fresh pack and deal it as a dealer does: packets of ``packet``
    cards to ``seats`` (the seats at the table, in the order of play), first hand
    first and the dealer last, then the rest face down as the talon (top first).
    ``players``: how many hands the deal has (a seat that left the table gets none)."""
    pack = list(range(32))
    rng.shuffle(pack)
    n = len(seats)
    i = (seats.index(dealer) + 1) % n  # first hand: the seat after the dealer
    hands = [0] * (players or max(seats) + 1)
    pos = 0
    while pos < n * hand_size:
        for c in pack[pos : pos + packet]:
            hands[seats[i]] |= 1 << c
        pos += packet
        i = (i + 1) % n
    return DealCards(tuple(hands), tuple(pack[n * hand_size :]))


@dataclass
class DealLog:
    """One deal as it was played: its cards, every action with its seat, every
    event, and the deal's scores once it is over."""

    number: int
    dealer: int
    hands: tuple[int, ...]
    talon: tuple[int, ...]
    actions: list[tuple[int, Action]] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    scores: list[int] | None = None
    #: Passed out in the auction: the same dealer deals again, and nothing of this
    #: deal counts.  The deal dealt again keeps the ones thrown in before it.
    redealt: bool = False
    thrown_in: list[DealLog] = field(default_factory=list)

    @property
    def scoring_events(self) -> list[Event]:
        return [e for e in self.events if e.is_score]
