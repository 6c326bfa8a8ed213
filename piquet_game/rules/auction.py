"""The auction of Contract Piquet (Contract Piquet's rules): pure functions over the
calls made so far.

A bid is a number of tricks and a sign: ``8+`` is to win at least eight tricks,
``8-`` to lose at least eight (win at most four).  Bids rank by number and, at
equal number, minus above plus: 7+ < 7- < 8+ < 8- < ... < 12+ < 12-.  Elder speaks
first.  Each call is a higher bid, ``pass`` or, after the opponent's bid,
``double``; a pass is final.  The auction ends when a bid is passed (or made
after the opponent has passed) or doubled; after a double the declarer says
``redouble`` or ``content``.  Both passing at their first turn, the same dealer
deals again.

The calls are the engine's state (a list of (seat, :class:`Call`)); everything
else is worked out from them, so the auction has one representation.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import BID_RANKS, BIDS, CONTENT, DOUBLE, PASS, REDOUBLE, Call

Calls = list[tuple[int, Call]] | tuple[tuple[int, Call], ...]


@dataclass(frozen=True, slots=True)
class Contract:
    """The auction's outcome: ``declarer`` contracts to win (``minus`` False) or to
    lose (True) at least ``tricks`` tricks; ``multiplier`` 1, 2 (doubled) or 4
    (redoubled) on the over- and under-tricks."""

    declarer: int
    tricks: int
    minus: bool
    multiplier: int = 1

    @property
    def bid(self) -> Call:
        return Call(f"{self.tricks}{'-' if self.minus else '+'}")

    def __str__(self) -> str:
        return self.bid.word + {1: "", 2: " doubled", 4: " redoubled"}[self.multiplier]

    def result(self, declarer_tricks: int, total: int = 12) -> tuple[int, int]:
        """(over-tricks, under-tricks) of the declarer who took ``declarer_tricks``:
        the tricks beyond the contract, or short of it (one of them is 0)."""
        made = total - declarer_tricks if self.minus else declarer_tricks
        return (max(made - self.tricks, 0), max(self.tricks - made, 0))


def _last_bid(calls: Calls) -> tuple[int, Call] | None:
    for seat, call in reversed(calls):
        if call.word in BID_RANKS:
            return seat, call
    return None


def to_call(calls: Calls, elder: int) -> int | None:
    """The seat to call next, or None when the auction is over."""
    if not calls:
        return elder
    if is_over(calls):
        return None
    return 1 - calls[-1][0]  # the players call in turn (the declarer answers a double)


def is_over(calls: Calls) -> bool:
    """Whether no call is to be made: a bid passed, made after a pass, or doubled
    and answered; or both passed."""
    if not calls:
        return False
    seat, last = calls[-1]
    word = last.word
    if word == "redouble" or word == "content":
        return True
    passed = {s for s, c in calls if c.word == "pass"}
    if word == "pass":
        return len(passed) == 2 or _last_bid(calls) is not None
    if word in BID_RANKS:
        return (1 - seat) in passed  # the opponent has passed: it is final
    return False


def passed_out(calls: Calls) -> bool:
    """Both players passed without a bid: the same dealer deals again."""
    return is_over(calls) and _last_bid(calls) is None


def legal_calls(calls: Calls, elder: int) -> list[Call]:
    """The calls the seat to move may make (empty when the auction is over)."""
    if is_over(calls):
        return []
    if calls and calls[-1][1].word == "double":
        return [REDOUBLE, CONTENT]
    last = _last_bid(calls)
    out = [*(BIDS if last is None else BIDS[BID_RANKS[last[1].word] + 1:]), PASS]
    seat = to_call(calls, elder)
    if last is not None and last[0] != seat:
        out.append(DOUBLE)
    return out


def contract(calls: Calls) -> Contract | None:
    """The contract of a finished auction (None when passed out or not over)."""
    if not is_over(calls):
        return None
    last = _last_bid(calls)
    if last is None:
        return None
    seat, bid = last
    said = [c for _, c in calls]
    multiplier = 4 if REDOUBLE in said else 2 if DOUBLE in said else 1
    return Contract(seat, bid.tricks, bid.minus, multiplier)
