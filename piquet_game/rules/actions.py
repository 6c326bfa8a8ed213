"""Phases, typed actions and the errors an illegal action raises.

Actions carry no seat: an action is made by the seat to move, and
:meth:`Game.apply` takes the seat separately when the caller wants it checked.
Each action has a short text notation (``str(action)``) that
:func:`parse_action` reads back: ``blanche``, ``no-blanche``,
``exchange 7C 8C 9D``, ``exchange - show`` (younger takes none, shows the rest),
``declare point AS KS QS``, ``declare sequence AS KS QS / 9H 8H 7H``,
``declare set -``, ``play AS``, ``call 8+``, ``call pass``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..common.errors import ActionSyntaxError as ActionSyntaxError
from ..common.errors import GameError as GameError
from ..common.errors import IllegalActionError as IllegalActionError
from ..common.errors import NotYourTurnError as NotYourTurnError
from ..common.errors import WrongPhaseError as WrongPhaseError
from ..common.names import quoted
from .cards import CardNameError, CardSet, card_name, mask_of, names, parse_card


class Phase(enum.Enum):
    DEAL = "deal"  # waiting for the cards of the next deal
    BLANCHE = "blanche"
    EXCHANGE_ELDER = "exchange-elder"
    EXCHANGE_YOUNGER = "exchange-younger"
    DECLARE_POINT = "declare-point"
    DECLARE_SEQUENCE = "declare-sequence"
    DECLARE_SET = "declare-set"
    AUCTION = "auction"  # after carte blanche, where the game has an auction (Contract)
    OPEN_CAPOT = "open-capot"  # before the first lead, where the game has open capot
    PLAY = "play"
    PARTIE_OVER = "partie-over"

    # A member is its own and only equal: hashed by identity, in C (the engine looks
    # phases up in tables at every step; an enum's own hash is a Python call).
    __hash__ = object.__hash__


#: The phases as module names, for the engine's steps (``phase is PLAY``): a member
#: read from the enum's class (``Phase.PLAY``) goes through the enum's look-up hook,
#: a fifth of a microsecond at every test of a phase; a module name does not.
(DEAL, BLANCHE, EXCHANGE_ELDER, EXCHANGE_YOUNGER, DECLARE_POINT, DECLARE_SEQUENCE, DECLARE_SET, AUCTION,
 OPEN_CAPOT, PLAY, PARTIE_OVER) = tuple(Phase)


class DeclClass(enum.Enum):
    POINT = "point"
    SEQUENCE = "sequence"
    SET = "set"

    __hash__ = object.__hash__  # (as Phase's)


DECLARE_PHASES = {
    Phase.DECLARE_POINT: DeclClass.POINT,
    Phase.DECLARE_SEQUENCE: DeclClass.SEQUENCE,
    Phase.DECLARE_SET: DeclClass.SET,
}


@dataclass(frozen=True, slots=True)
class DealCards:
    """The chance step that starts a deal: each seat's twelve cards and the talon,
    top card first.  Made by :func:`piquet_game.rules.game.shuffle_deal` or read from
    a record."""

    hands: tuple[CardSet, ...]
    talon: tuple[int, ...]

    def __str__(self) -> str:
        parts = [" ".join(names(h)) for h in self.hands]
        return "deal " + " | ".join(parts) + " | " + " ".join(card_name(c) for c in self.talon)


@dataclass(frozen=True, slots=True)
class Blanche:
    """Declare carte blanche (``declare=True``) or keep quiet about it."""

    declare: bool = True

    def __str__(self) -> str:
        return "blanche" if self.declare else "no-blanche"


@dataclass(frozen=True, slots=True)
class OpenCapot:
    """Announce an open capot before the first lead (``announce=True``: all twelve
    tricks, for more than a capot's score), or not."""

    announce: bool = True

    def __str__(self) -> str:
        return "open-capot" if self.announce else "no-open-capot"


#: The words of the auction that are not bids.
CALL_WORDS = ("pass", "double", "redouble", "content")
#: Each bid's word and its place in the order 7+ < 7- < 8+ < ... < 12- (a look-up:
#: the auction asks it of every bid at every call).
BID_RANKS = {f"{n}{sign}": 2 * (n - 7) + (sign == "-") for n in range(7, 13) for sign in "+-"}


@dataclass(frozen=True, slots=True)
class Call:
    """A call in the auction (Contract Piquet), in its notation: a bid ``7+`` ...
    ``12+`` (win at least so many tricks) or ``7-`` ... ``12-`` (lose at least so
    many), ``pass``, ``double``, ``redouble`` or ``content``."""

    word: str

    @property
    def is_bid(self) -> bool:
        return self.word in BID_RANKS

    @property
    def tricks(self) -> int:
        """A bid's number of tricks (0 for the other calls)."""
        rank = BID_RANKS.get(self.word, -1)
        return 7 + rank // 2 if rank >= 0 else 0

    @property
    def minus(self) -> bool:
        """A bid to lose tricks."""
        return BID_RANKS.get(self.word, 0) % 2 == 1

    @property
    def rank(self) -> int:
        """A bid's place in the order 7+ < 7- < 8+ < ... < 12- (-1 for the others)."""
        return BID_RANKS.get(self.word, -1)

    def __str__(self) -> str:
        return "call " + self.word


#: Every bid, lowest first, and the other calls, one object each.
BIDS = tuple(Call(f"{n}{sign}") for n in range(7, 13) for sign in "+-")
PASS, DOUBLE, REDOUBLE, CONTENT = (Call(w) for w in CALL_WORDS)
CALLS = {c.word: c for c in (*BIDS, PASS, DOUBLE, REDOUBLE, CONTENT)}


@dataclass(frozen=True, slots=True)
class Exchange:
    """Discard these cards and draw as many from the talon.  ``show_rest`` is for
    younger when cards are left in the talon: True shows them to both, False to
    neither; it must be None otherwise."""

    discard: CardSet
    show_rest: bool | None = None

    def __str__(self) -> str:
        text = "exchange " + (" ".join(names(self.discard)) or "-")
        if self.show_rest is not None:
            text += " show" if self.show_rest else " hide"
        return text


@dataclass(frozen=True, slots=True, eq=False)
class Declare:
    """Declare in one class: ``combos`` is empty to declare nothing, one card set for
    the point, or sequences / sets with the one to compare first.  Two declarations
    are equal when they declare the same combinations (the order of the ones after
    the compared one does not matter, nor which of two equal ones is compared)."""

    cls: DeclClass
    combos: tuple[CardSet, ...] = ()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Declare):
            return NotImplemented
        return self.cls is other.cls and sorted(self.combos) == sorted(other.combos)

    def __hash__(self) -> int:
        return hash((self.cls, tuple(sorted(self.combos))))

    @property
    def cards(self) -> CardSet:
        m = 0
        for c in self.combos:
            m |= c
        return m

    def __str__(self) -> str:
        body = " / ".join(" ".join(names(c)) for c in self.combos) or "-"
        return f"declare {self.cls.value} {body}"


@dataclass(frozen=True, slots=True)
class Play:
    card: int

    def __str__(self) -> str:
        return "play " + card_name(self.card)


Action = DealCards | Blanche | OpenCapot | Call | Exchange | Declare | Play

#: One Play object per card, so trick play allocates nothing.
PLAYS = tuple(Play(c) for c in range(32))


def _mask_from_words(words: list[str]) -> CardSet:
    if words == ["-"]:
        return 0
    try:
        cards = [parse_card(w) for w in words]
    except CardNameError as exc:
        raise ActionSyntaxError(str(exc)) from None
    if len(set(cards)) != len(cards):
        raise ActionSyntaxError("a card is named twice")
    return mask_of(cards)


def parse_action(text: str) -> Action:
    """Read the notation that ``str(action)`` writes (not ``deal``)."""
    words = text.split()
    if not words:
        raise ActionSyntaxError("empty action")
    verb, rest = words[0].lower(), words[1:]
    if verb == "blanche" and not rest:
        return Blanche(True)
    if verb == "no-blanche" and not rest:
        return Blanche(False)
    if verb == "open-capot" and not rest:
        return OpenCapot(True)
    if verb == "no-open-capot" and not rest:
        return OpenCapot(False)
    if verb == "call" and len(rest) == 1:
        call = CALLS.get(rest[0].lower())
        if call is None:
            raise ActionSyntaxError(f"no call {quoted(rest[0])}: a bid 7+ to 12+ or 7- to 12-, "
                                    "pass, double, redouble or content")
        return call
    if verb == "play" and len(rest) == 1:
        try:
            return PLAYS[parse_card(rest[0])]
        except CardNameError as exc:
            raise ActionSyntaxError(str(exc)) from None
    if verb == "exchange" and rest:
        show: bool | None = None
        if rest[-1].lower() in ("show", "hide"):
            show = rest[-1].lower() == "show"
            rest = rest[:-1]
        return Exchange(_mask_from_words(rest or ["-"]), show)
    if verb == "declare" and rest:
        try:
            cls = DeclClass(rest[0].lower())
        except ValueError:
            raise ActionSyntaxError(
                f"no declaration class {quoted(rest[0])}: point, sequence or set") from None
        body = rest[1:]
        if not body or body == ["-"]:
            return Declare(cls, ())
        groups: list[list[str]] = [[]]
        for w in body:
            if w == "/":
                groups.append([])
            else:
                groups[-1].append(w)
        return Declare(cls, tuple(_mask_from_words(g) for g in groups if g))
    raise ActionSyntaxError(f"cannot read {quoted(text)} as an action")
