"""The sure capot: may a seat announce an open capot (Russian Piquet) knowing it will
win every trick, whatever the opponent holds?

The seat to lead wins every trick by leading each suit from the top when, in every
suit, the cards it holds above all the opponent could hold there outnumber the cards
of the suit he can hold: the opponent must follow, so he is out of the suit before
a lower card of it is led (the solver's sure winners, :data:`solver._TOPS`, taken
against every holding at once).  That is exactly the trick play's capot in every
holding the seat cannot rule out, played without a squeeze, and it is the same play
in all of them, so the capot is sure: nothing the opponent holds or does can stop
it.  The opponent's possible holdings are read from :func:`knowledge.knowledge`: the
cards he certainly holds (shown in a declaration, or needed by what he announced), the
cards he may hold (neither seen elsewhere nor excluded), his hand's size.

Younger, who does not lead the first trick, is sure of a capot when every card the
opponent may lead can be beaten by a card after which the leader's capot is sure.

The computer players announce an open capot only when it is sure, and then play
it as proven (:func:`capot_card`); a failed announcement would cost nothing, but
a capot a level claims to be sure never fails.
"""

from __future__ import annotations

from ..rules import SeatView
from ..rules.cards import POPCOUNT8
from .knowledge import knowledge


def _suit(mask: int, s: int) -> int:
    return (mask >> (s << 3)) & 0xFF


def _suit_sure(mine: int, known: int, possible: int, free: int) -> bool:
    """Whether leading one suit from the top wins every trick in it (suit bytes):
    ``mine`` my cards, ``known`` the opponent's certain cards of the suit,
    ``possible`` every card of it he may hold (``known`` among them), ``free`` the
    places in his hand not taken by his certain cards (of every suit)."""
    k = POPCOUNT8[mine]
    if not k or not possible:
        return True
    for top in range(7, -1, -1):
        if not possible >> top & 1:
            continue
        if known >> (top + 1):
            continue   # a card he certainly holds is higher: this one is not his top
        if not known >> top & 1 and free < 1:
            continue   # no room for it
        below = possible & ((2 << top) - 1) & ~known   # uncertain cards up to ``top``
        m = POPCOUNT8[known] + min(POPCOUNT8[below], free)
        above = POPCOUNT8[mine >> (top + 1)]
        if above < min(k, m):
            return False
    return True


def leader_sure(hand: int, known: int, possible: int, size: int) -> bool:
    """Whether the seat to lead, holding ``hand``, wins every trick left by leading
    each suit from the top against every hand of ``size`` cards holding ``known``
    within ``possible``."""
    free = size - known.bit_count()
    return all(_suit_sure(_suit(hand, s), _suit(known, s), _suit(possible, s), free)
               for s in range(4))


def follower_reply(hand: int, known: int, possible: int, size: int) -> dict[int, int] | None:
    """Before the first lead by the opponent: for every card he may lead, a card of
    mine that beats it and leaves my capot sure as leader; None when some lead
    cannot be answered so."""
    replies: dict[int, int] = {}
    for lead in range(32):
        if not possible >> lead & 1:
            continue
        sh = lead & 24
        mine = _suit(hand, lead >> 3)
        winners = [sh + r for r in range(8) if mine >> r & 1 and sh + r > lead]
        after_known = known & ~(1 << lead)
        after_possible = possible & ~(1 << lead)
        for card in winners:   # the cheapest first
            if leader_sure(hand & ~(1 << card), after_known, after_possible, size - 1):
                replies[lead] = card
                break
        else:
            return None
    return replies


def sure_capot(view: SeatView) -> bool:
    """Whether the seat of ``view`` wins every trick of the deal whatever the
    opponent holds and plays (before any card is played, or later in the deal
    while it has won every trick)."""
    if view.tricks_won[1 - view.seat]:
        return False
    k = knowledge(view)
    known = k.opp_in_hand
    possible = k.opp_possible | known
    size = k.opp_hand_size
    if view.trick:
        if view.leader == view.seat:
            return leader_sure(view.hand, known, possible, size)
        lead = view.trick[0]
        sh = lead & 24
        mine = _suit(view.hand, lead >> 3)
        return any(leader_sure(view.hand & ~(1 << (sh + r)), known, possible, size)
                   for r in range(8) if mine >> r & 1 and sh + r > lead)
    if view.leader == view.seat:
        return leader_sure(view.hand, known, possible, size)
    return follower_reply(view.hand, known, possible, size) is not None


def capot_card(view: SeatView, cards: list[int]) -> int | None:
    """The card that keeps a sure capot sure (the top card of a suit as leader, the
    cheapest winner that leaves it sure as follower), or None when the capot is not
    sure."""
    if not sure_capot(view):
        return None
    k = knowledge(view)
    known = k.opp_in_hand
    possible = k.opp_possible | known
    size = k.opp_hand_size
    if view.trick and view.leader != view.seat:
        lead = view.trick[0]
        for c in sorted(cards):
            if c >> 3 == lead >> 3 and c > lead and \
                    leader_sure(view.hand & ~(1 << c), known, possible, size):
                return c
        return None
    # as leader: the top card of a suit, first where it is above all he may hold
    best = None
    for s in range(4):
        mine = _suit(view.hand, s)
        if not mine:
            continue
        top = (s << 3) + mine.bit_length() - 1
        master = not _suit(possible, s) >> (top & 7)
        key = (master, POPCOUNT8[mine])
        if top in cards and (best is None or key > best[0]):
            best = (key, top)
    return best[1] if best is not None else None


def announced_by(view: SeatView) -> int | None:
    """The seat that announced an open capot in this deal, if any."""
    for e in view.events:
        if e.kind == "capot-call":
            return e.seat
    return None


__all__ = ["announced_by", "capot_card", "follower_reply", "leader_sure", "sure_capot"]
