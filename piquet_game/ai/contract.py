"""The computer's auction and contract play in Contract Piquet (Contract Piquet's rules).

Bidding reads only the seat's view: its twelve cards, and the twenty it has not
seen, of which the opponent holds twelve and eight lie out of play.  Worlds are
drawn from those (:func:`worlds`), and in each the tricks this seat takes are
counted two ways:

* **plus play** (both seats trying to win tricks, as in a plus contract): the
  exact solver (:class:`~piquet_game.ai.solver.Solver`) with Contract's trick
  points, a point for each trick and nothing else, so its value is the trick
  margin;
* **minus play** (both seats trying to lose tricks, as in a minus contract: the
  declarer wants to lose them, and so does the defender, each trick lost by the
  declarer being ten points to the one or the other): a greedy ducking playout
  (:func:`misere_tricks`).

Over- and under-tricks are linear in the tricks, so each call's worth is an
average over the worlds (:func:`call_values`): a bid as if it stood, a pass as the
opponent's contract standing (or a redeal, worth nothing), a double as his
contract doubled, redouble or content as one's own doubled or redoubled.  The
level sets how many worlds are drawn and whether a double is considered; the
beginner draws none and counts its cards instead (:func:`counted`).  A call's
reason names the suits the tricks lie in (:func:`trick_suits`, :func:`ducking_suits`).

In the play of a minus contract every level ducks (:func:`misere_card`): the
solver plays to win tricks, which a minus contract turns upside down.

What the auction says about the opponent's hand
-----------------------------------------------
His calls tell something of his twelve cards: a bid of nine plus is made on a
hand that wins about nine tricks, a pass with the auction open to him on one that
holds too little either way, a double on a hand that beats the contract.  Each
hand he may hold gets a likelihood of his calls (:func:`auction_likelihood`, at
most 1), from a quick guess of the tricks it takes (:func:`plus_guess`,
:func:`minus_guess`: straight lines fitted to the solver's count and to the
ducking playout over random deals, within about 1.3 and 2.4 tricks).  The worlds
drawn for the auction and the minus play (:func:`worlds`) and the search levels'
worlds (:mod:`piquet_game.ai.sampler`) follow it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..i18n import N_
from ..rules import SeatView
from ..rules.actions import CONTENT, DOUBLE, PASS, REDOUBLE, Call
from ..rules.auction import Contract
from ..rules.cards import cards_of
from .anytime import Deadline, out_of_time
from .knowledge import knowledge
from .reason import Reason
from .solver import Solver

SUIT = 0xFF


@dataclass(frozen=True)
class Estimate:
    """Tricks this seat takes in each world drawn: in plus play and in minus play."""

    plus: tuple[int, ...]
    minus: tuple[int, ...]

    @property
    def mean_plus(self) -> float:
        return sum(self.plus) / len(self.plus)

    @property
    def mean_minus(self) -> float:
        return sum(self.minus) / len(self.minus)


def worlds(view: SeatView, n: int, rng: random.Random) -> list[int]:
    """``n`` hands the opponent may hold, drawn among the cards unseen (the cards
    he has shown and not played are his, none is in a suit he has shown void in:
    the placements of :func:`piquet_game.ai.knowledge.knowledge`), each kept with
    the likelihood of his calls (:func:`auction_likelihood`); after ``20 n`` draws
    the hands still missing are the likeliest of those turned down."""
    k = knowledge(view)
    known = k.opp_in_hand
    allowed = cards_of(k.opp_possible & ~known)
    size = k.opp_hand_size - known.bit_count()
    calls = tuple(view.calls)
    informative = any(seat == view.opponent for seat, _ in calls)
    out: list[int] = []
    turned_down: list[tuple[float, int]] = []
    draws = 0
    while len(out) < n:
        hand = known
        for c in rng.sample(allowed, size):
            hand |= 1 << c
        draws += 1
        if not informative:
            out.append(hand)
            continue
        w = auction_likelihood(calls, view.opponent, hand | k.opp_played, view.elder == view.opponent)
        if rng.random() < w:
            out.append(hand)
        else:
            turned_down.append((w, hand))
        if draws >= 20 * n and len(out) < n:
            turned_down.sort(key=lambda t: -t[0])
            out.extend(h for _, h in turned_down[: n - len(out)])
    return out


# ------------------------------------------------------------ reading the auction

#: the quick guesses: a constant, elder (1 or 0), then aces, kings, queens, jacks,
#: tens, the cards beyond four in each suit, the suits void, the sevens to nines
PLUS_FIT = (0.29, 0.96, 1.47, 1.03, 0.57, 0.33, 0.07, 0.04, -0.19, 0.0)
MINUS_FIT = (0.37, 0.18, 1.68, 1.23, 0.82, 0.71, 0.31, 0.36, -1.67, -0.37)
#: how far off the guesses are (tricks), and the least likelihood given to a call
PLUS_SPREAD, MINUS_SPREAD = 1.3, 2.4
FLOOR = 0.03
#: an opening pass: the guesses of the hands the computer opens with a pass lie
#: below about 7.2 tricks in plus play and above 4.3 in minus play (the guesses of
#: its 7+ above 6, of its 7- below 7)
PASS_PLUS, PASS_MINUS, PASS_SPREAD = 7.2, 4.3, 0.8


def _features(hand: int, elder: bool) -> tuple[float, ...]:
    lens = [(hand >> (8 * s) & SUIT).bit_count() for s in range(4)]
    ranks = [sum(hand >> (8 * s + r) & 1 for s in range(4)) for r in (7, 6, 5, 4, 3)]
    lows = sum(hand >> (8 * s + r) & 1 for s in range(4) for r in (0, 1, 2))
    return (1.0, float(elder), *map(float, ranks), float(sum(max(0, n - 4) for n in lens)),
            float(lens.count(0)), float(lows))


def plus_guess(hand: int, elder: bool) -> float:
    """About how many tricks a twelve-card ``hand`` takes when both play to win them."""
    return sum(a * b for a, b in zip(PLUS_FIT, _features(hand, elder), strict=True))


def minus_guess(hand: int, elder: bool) -> float:
    """About how many tricks ``hand`` is left with when both duck."""
    return sum(a * b for a, b in zip(MINUS_FIT, _features(hand, elder), strict=True))


def _above(x: float, spread: float) -> float:
    """How likely a quantity guessed ``x`` too low is to be at least 0 (a logistic
    curve with the guess's spread)."""
    return 1.0 / (1.0 + math.exp(-1.7 * x / spread))


def auction_likelihood(calls: Sequence[tuple[int, Call]], seat: int, hand: int, elder: bool) -> float:
    """How likely ``seat``'s calls are if he was dealt ``hand`` (relative, at most 1):
    a plus bid of t asks for about t - 1 tricks or more, a minus bid of t for about
    13 - t or fewer when ducking; a pass with no bid before it, for a hand short of
    a plus contract and of a minus one (:data:`PASS_PLUS`); a double, for a
    hand that beats the contract doubled."""
    w = 1.0
    plus = minus = None
    last: tuple[int, Call] | None = None
    for who, call in calls:
        if who == seat:
            if plus is None or minus is None:
                plus, minus = plus_guess(hand, elder), minus_guess(hand, elder)
            if call.is_bid and not call.minus:
                w *= _above(plus - (call.tricks - 1), PLUS_SPREAD)
            elif call.is_bid:
                w *= _above((13 - call.tricks) - minus, MINUS_SPREAD)
            elif call == PASS and last is None:
                w *= _above(PASS_PLUS - plus, PASS_SPREAD) * _above(minus - PASS_MINUS, PASS_SPREAD)
            elif call == DOUBLE and last is not None:
                theirs = last[1]
                if theirs.minus:  # the declarer is left with more than 12 - t tricks
                    w *= _above(theirs.tricks - 0.5 - minus, MINUS_SPREAD)
                else:  # the declarer wins fewer than t
                    w *= _above(plus - (12.5 - theirs.tricks), PLUS_SPREAD)
        if call.is_bid:
            last = (who, call)
    return max(w, FLOOR)


def misere_card(hand: int, trick: Sequence[int], opponent: int | None = None) -> int:
    """The card a seat trying to lose tricks plays from ``hand``: following, the
    highest card below the one led (else its lowest of the suit); void, its highest
    card (the most dangerous kept); leading, the lowest card of the suit in which
    the opponent holds the most cards above it (or, not knowing his hand, its lowest
    card of its longest suit)."""
    if trick:
        lead = trick[0]
        suit = hand & (SUIT << (lead & ~7))
        if suit:
            below = suit & ((1 << lead) - 1)
            return below.bit_length() - 1 if below else (suit & -suit).bit_length() - 1
        return hand.bit_length() - 1
    best, key = -1, None
    for s in range(4):
        mine = hand & (SUIT << (8 * s))
        if not mine:
            continue
        low = (mine & -mine).bit_length() - 1
        if opponent is not None:
            theirs = opponent & (SUIT << (8 * s))
            above = (theirs >> (low + 1)).bit_count()
            k = (above, -low)
        else:
            k = (mine.bit_count(), -low)
        if key is None or k > key:
            best, key = low, k
    return best


def misere_tricks(hands: Sequence[int], leader: int, seat: int, trick: Sequence[int] = ()) -> int:
    """Tricks ``seat`` takes from here when both seats duck (:func:`misere_card`),
    every card known; ``trick`` holds the card led by ``leader`` if one is."""
    h = [int(hands[0]), int(hands[1])]
    taken = 0
    lead_card = trick[0] if trick else None
    while h[0] | h[1] or lead_card is not None:
        if lead_card is None:
            lead_card = misere_card(h[leader], (), h[1 - leader])
            h[leader] &= ~(1 << lead_card)
        other = misere_card(h[1 - leader], (lead_card,))
        h[1 - leader] &= ~(1 << other)
        winner = 1 - leader if other >> 3 == lead_card >> 3 and other > lead_card else leader
        taken += winner == seat
        leader, lead_card = winner, None
    return taken


def estimate(view: SeatView, n: int, rng: random.Random, solver: Solver,
             deadline: Deadline | None = None) -> Estimate:
    """The tricks this seat takes in ``n`` worlds, in plus play and in minus play,
    the elder leading (before the first trick).  Given a ``deadline``, the worlds
    valued stop when it passes (all ``n`` are drawn, as without one)."""
    plus: list[int] = []
    minus: list[int] = []
    seat = view.seat
    for opp in worlds(view, n, rng):
        if out_of_time(deadline, len(plus)):
            break
        hands = [0, 0]
        hands[seat], hands[1 - seat] = view.hand, opp
        v = solver.value(hands, view.elder, scores=(1, 1))  # scores: no pique in the count
        lead_tricks = (len(cards_of(view.hand)) + v) // 2
        plus.append(lead_tricks if view.elder == seat else view.hand.bit_count() - lead_tricks)
        minus.append(misere_tricks(hands, view.elder, seat))
    return Estimate(tuple(plus), tuple(minus))


def contract_value(est: Estimate, c: Contract, seat: int, each: int = 10) -> float:
    """What contract ``c`` is worth to ``seat`` on average (contract points and the
    trick margin, as a difference of scores), the play as the contract makes it."""
    total = 0.0
    worlds_ = est.minus if c.minus else est.plus
    for mine in worlds_:
        declarer = mine if c.declarer == seat else 12 - mine
        made = 12 - declarer if c.minus else declarer
        points = each * c.multiplier * (made - c.tricks)
        total += (points if c.declarer == seat else -points) + 2 * mine - 12
    return total / len(worlds_)


def call_values(view: SeatView, legal: Sequence[Call], est: Estimate) -> dict[Call, float]:
    """Each legal call's worth to this seat (see the module's text)."""
    seat, each = view.seat, view.rules.contract_points
    last = next(((s, c) for s, c in reversed(view.calls) if c.is_bid), None)
    doubled = bool(view.calls) and view.calls[-1][1] == DOUBLE
    out: dict[Call, float] = {}
    for call in legal:
        if call.is_bid:
            out[call] = contract_value(est, Contract(seat, call.tricks, call.minus), seat, each)
        elif call in (REDOUBLE, CONTENT, DOUBLE) and last is not None:
            mult = 4 if call == REDOUBLE else 2  # doubled by this seat, or answering its double
            out[call] = contract_value(est, Contract(last[0], last[1].tricks, last[1].minus, mult),
                                       seat, each)
        elif call == PASS:
            standing = last is not None and not doubled
            out[call] = (contract_value(est, Contract(last[0], last[1].tricks, last[1].minus), seat, each)
                         if standing and last is not None else 0.0)
    return out


def choose_call(view: SeatView, legal: Sequence[Call], est: Estimate, doubles: bool = True,
                margin: float = 0.0) -> tuple[Call, Reason]:
    """The call of the highest worth, with its reason.  A bid must be worth
    ``margin`` more than passing (a cautious bidder's margin); ``doubles`` False
    never doubles nor redoubles."""
    values = call_values(view, legal, est)
    if not doubles:
        values.pop(DOUBLE, None)
        if CONTENT in values:
            values.pop(REDOUBLE, None)
    base = values.get(PASS, values.get(CONTENT, 0.0))

    def worth(c: Call) -> float:
        return values[c] - (margin if c.is_bid else 0.0)

    best = max(values, key=lambda c: (worth(c), c == PASS, -c.rank))
    if best.is_bid and worth(best) <= base:
        best = PASS if PASS in values else best
    return best, call_reason(best, est, values[best], view.hand)


def trick_suits(hand: int) -> list[int]:
    """The suits a hand's tricks lie in when it plays to win them (its honours and
    its length, weighed as :data:`PLUS_FIT` weighs them), strongest first, at most two."""
    worth = []
    for s in range(4):
        suit = hand >> (8 * s) & SUIT
        w = sum(PLUS_FIT[2 + i] * (suit >> r & 1) for i, r in enumerate((7, 6, 5, 4, 3)))
        w += 0.5 * max(0, suit.bit_count() - 4)
        if w >= 1.4:
            worth.append((w, -s, s))
    return [s for *_, s in sorted(worth, reverse=True)[:2]]


def ducking_suits(hand: int) -> list[int]:
    """The suits a hand ducks in best: held with a seven or an eight and no ace, those
    with most low cards first, at most two."""
    out = []
    for s in range(4):
        suit = hand >> (8 * s) & SUIT
        if suit & 0b11 and not suit & 0x80:
            out.append(((suit & 0b111).bit_count(), -suit.bit_count(), -s, s))
    return [s for *_, s in sorted(out, reverse=True)[:2]]


def call_reason(call: Call, est: Estimate, value: float, hand: int = 0) -> Reason:
    """Why a call was chosen, in the words of a hint (``hand``: the caller's
    cards, to name the suits its tricks lie in)."""
    plus, minus = round(est.mean_plus), round(12 - est.mean_minus)
    if call.is_bid and not call.minus:
        where = tuple(trick_suits(hand))
        if where:
            return Reason.ntr("bid {bid}: you hold about {n} trick in {suits} when you play to win them",
                              "bid {bid}: you hold about {n} tricks in {suits} when you play to win them",
                              plus, bid=call.word, suits=where)
        return Reason.ntr("bid {bid}: you hold about {n} trick when you play to win them",
                          "bid {bid}: you hold about {n} tricks when you play to win them",
                          plus, bid=call.word)
    if call.is_bid:
        where = tuple(ducking_suits(hand))
        if where:
            return Reason.ntr("bid {bid}: ducking, with your low {suits}, you can lose about {n} trick",
                              "bid {bid}: ducking, with your low {suits}, you can lose about {n} tricks",
                              minus, bid=call.word, suits=where)
        return Reason.ntr("bid {bid}: ducking, you can lose about {n} trick",
                          "bid {bid}: ducking, you can lose about {n} tricks", minus, bid=call.word)
    if call == DOUBLE:
        return Reason(N_("double: his contract fails in most of the hands he may hold"))
    if call == REDOUBLE:
        return Reason(N_("redouble: your contract is made in most of the hands he may hold"))
    if call == CONTENT:
        return Reason(N_("content: redoubling would risk too much"))
    return Reason(N_("pass: about {plus} tricks to win or {minus} to lose is not enough to bid higher"),
                  plus=plus, minus=minus)


def counted(view: SeatView) -> Estimate:
    """The tricks a hand takes by a simple count of its cards (:func:`plus_guess`,
    :func:`minus_guess`), no world imagined: the beginner's estimate."""
    elder = view.elder == view.seat
    def clamp(x: float) -> int:
        return min(12, max(0, round(x)))
    return Estimate((clamp(plus_guess(view.hand, elder)),), (clamp(minus_guess(view.hand, elder)),))


def minus_play(view: SeatView, cards: list[int], rng: random.Random, n: int) -> tuple[int, Reason]:
    """A card for the play of a minus contract: with ``n`` worlds, the card after
    which this seat takes the fewest tricks in ducking play on average; with none,
    :func:`misere_card`."""
    if n <= 0 or len(cards) == 1:
        card = misere_card(view.hand, view.trick)
        if card not in cards:
            card = min(cards)
        return card, Reason(N_("play {the_card}: in a minus contract both sides duck"), the_card=card)
    opps = worlds(view, n, rng)
    best, best_v = cards[0], None
    for card in cards:
        total = 0
        for opp in opps:
            hands = [0, 0]
            hands[view.seat], hands[view.opponent] = view.hand & ~(1 << card), opp
            if view.trick:  # this seat follows: the trick is decided now
                lead = view.trick[0]
                won = card >> 3 == lead >> 3 and card > lead
                leader = view.seat if won else view.opponent
                total += won + misere_tricks(hands, leader, view.seat)
            else:
                total += misere_tricks(hands, view.seat, view.seat, (card,))
        if best_v is None or total < best_v:
            best, best_v = card, total
    return best, Reason(N_("play {the_card}: it leaves you the fewest tricks to take"), the_card=best)
