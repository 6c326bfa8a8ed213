"""The phases of a game of Ass, its typed actions and their text notation.

``trump S`` (choose a trump suit, first option), ``go`` and ``no`` (the bet before
the first lead), ``play 6D``; a deal is ``deal 6S 7S 8S 9S | ... | stock``, the
hands in seat order and the stock top card first.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ...common.errors import ActionSyntaxError
from ...common.names import quoted
from .cards import SUITS, CardNameError, CardSet, card_name, names, parse_card


class AssPhase(enum.Enum):
    TRUMP = "trump"  # each player in turn chooses his own trump suit (first option)
    DEAL = "deal"  # waiting for the cards of the next deal
    BID = "bid"  # each player says go or no
    PLAY = "play"
    GAME_OVER = "game-over"


@dataclass(frozen=True, slots=True)
class AssDeal:
    """The chance step that starts a deal: each seat's four cards and the stock,
    top card first."""

    hands: tuple[CardSet, ...]
    stock: tuple[int, ...]

    def __str__(self) -> str:
        parts = [" ".join(names(h)) for h in self.hands]
        return "deal " + " | ".join(parts) + " | " + " ".join(card_name(c) for c in self.stock)


@dataclass(frozen=True, slots=True)
class ChooseTrump:
    suit: int

    def __str__(self) -> str:
        return "trump " + SUITS[self.suit]


@dataclass(frozen=True, slots=True)
class Bet:
    """"go" (``go=True``: the lower target, a bank more if missed) or "no"."""

    go: bool

    def __str__(self) -> str:
        return "go" if self.go else "no"


@dataclass(frozen=True, slots=True)
class AssPlay:
    card: int

    def __str__(self) -> str:
        return "play " + card_name(self.card)


AssAction = AssDeal | ChooseTrump | Bet | AssPlay

PLAYS = tuple(AssPlay(c) for c in range(36))
GO, NO = Bet(True), Bet(False)


def parse_ass_action(text: str) -> AssAction:
    """Read the notation ``str(action)`` writes (not ``deal``)."""
    words = text.split()
    if not words:
        raise ActionSyntaxError("empty action")
    verb, rest = words[0].lower(), words[1:]
    if verb == "go" and not rest:
        return GO
    if verb == "no" and not rest:
        return NO
    if verb == "trump" and len(rest) == 1:
        suit = rest[0].upper()
        if len(suit) != 1 or suit not in SUITS:
            raise ActionSyntaxError(f"no suit {quoted(rest[0])}: S, H, D or C")
        return ChooseTrump(SUITS.index(suit))
    if verb == "play" and len(rest) == 1:
        try:
            return PLAYS[parse_card(rest[0])]
        except CardNameError as exc:
            raise ActionSyntaxError(str(exc)) from None
    raise ActionSyntaxError(f"cannot read {quoted(text)} as an action of Ass")
