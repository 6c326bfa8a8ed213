"""Imagined deals played out fast: a deal to its end, every seat choosing its card
by the Card counter's rule (:func:`play_out_rule`, as :func:`~.policy.rule_card`
would) or by the quick rule (:func:`play_out_quick`, as
:func:`~.policy.quick_card` would).

Each is its rule and :meth:`~.fast.Deal.play` said again in one loop, for the
searching levels' imagined deals, where nearly all of their time goes.  A loop
keeps by the trick what the rule reads afresh for every card (the cards of the
trick, who holds it, the score of the cards each seat has won), and the
decision's memo keeps, by the trick's state, what each card would take and the
way it takes the trick.  Every value is computed by the same operations in the
same order as the rule's own, so that the same cards are chosen: the tests play
thousands of deals both ways and compare them card by card.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..rules.cards import FULL_PACK, SUIT_MASKS
from ..rules.trick import LEAD, place, play, takes
from .fast import SUIT_SCORE, Deal, Memo, raw, score, state, takers
from .policy import KEEP, KEEP_TRUMP, QUICK_TAKE, SHED, holder_after_kill, threats

#: The key under which a memo keeps what each seat spends a card by keeping it.
_SPENT = "spent"
#: ... and what it costs to give a card away (:data:`~.policy.SHED`).
_SHED = "shed"
#: The last item of the key under which a memo keeps the way a card takes a trick.
_WAY = "way"


def _costs(memo: Memo, key: str, by_rank: Sequence[float],
           trumps: tuple[int, ...]) -> list[tuple[float, ...]]:
    """costs[seat][card]: ``by_rank`` of the card's rank, :data:`~.policy.KEEP_TRUMP`
    more for a trump of the seat, as the rules of thumb count it; remembered in
    ``memo`` (made for one set of rules) under ``key``."""
    got = memo.get(key)
    if got is None:
        got = memo[key] = [tuple(by_rank[c % 9] + (KEEP_TRUMP if t >> c & 1 else 0.0) for c in range(36))
                           for t in trumps]
    return got


def play_out_rule(deal: Deal, memo: Memo, tricks: int = 99) -> None:
    """Every seat plays the Card counter's rule to the end of ``deal``, or until
    ``tricks`` more tricks are done; ``memo``: what is known of tricks under the
    deal's rules (a searching player keeps one for its whole decision)."""
    _play_out(deal, memo, tricks, False)


def play_out_quick(deal: Deal, memo: Memo) -> None:
    """Every seat plays the quick rule (:func:`~.policy.quick_card`) to the end of
    ``deal``; ``memo``: the decision's."""
    _play_out(deal, memo, 99, True)


def _play_out(deal: Deal, memo: Memo, tricks: int, quick: bool) -> None:
    """The loop of both: ``tricks`` more tricks at most, each card chosen by the
    quick rule (``quick``) or by the Card counter's."""
    n = deal.n
    rules = deal.rules
    hands = deal.hands
    won = deal.won
    spent_of = _costs(memo, _SPENT, KEEP, rules.trump)  # what a card is worth kept, for both rules
    shed_of = _costs(memo, _SHED, SHED, rules.trump)
    scores = [score(w) for w in won]
    suit_score = SUIT_SCORE
    suit_masks = SUIT_MASKS
    get = memo.get
    last_index = n - 1
    share = n - 1
    trick = deal.trick
    plays = trick.plays
    before = 0  # the cards of the trick
    for _, c, _ in plays:
        before |= 1 << c
    played = deal.played
    leader = deal.leader
    stop = deal.tricks_done + tricks
    while any(hands) and deal.tricks_done < stop:
        k = len(plays)
        seat = (leader + k) % n
        hand = hands[seat]
        at = state(trick)
        if k:
            follow = hand & suit_masks[trick.main // 9]
            void = not follow
            if follow or not quick:  # (the quick rule asks a void hand only for a trick worth taking)
                taken = get((at, seat, void))
                if taken is None:
                    taken = memo[at, seat, void] = takers(trick, seat, void, rules)
                hold, kill = taken
                legal = follow | (hand & (hold | kill)) if follow else hand
            else:
                hold = kill = -1  # not asked (yet)
                legal = hand
        else:
            void = True
            hold, kill = FULL_PACK, 0
            legal = hand
        if legal & (legal - 1) == 0:
            card = legal.bit_length() - 1
        elif quick:  # policy.quick_card
            card = -1
            if k:
                worth = raw(before)
                if worth > 0 and (k == last_index or worth >= QUICK_TAKE):  # worth taking: can it?
                    if hold < 0:
                        taken = get((at, seat, void))
                        if taken is None:
                            taken = memo[at, seat, void] = takers(trick, seat, void, rules)
                        hold, kill = taken
                    if hold & legal:
                        card = _least(hold & legal, spent_of[seat])  # the card worth least kept
            if card < 0:
                card = _least(legal, shed_of[seat])  # the card that costs least to give away
        else:  # policy.weights and policy.top, for a deal with every card known
            won_seat = won[seat]
            mine = scores[seat]
            holding = plays[trick.holders[-1]][0] if k else seat
            last = k == last_index
            unseen = FULL_PACK & ~hand & ~played
            total = unseen.bit_count()
            spent = spent_of[seat]
            card = -1
            best = 0.0
            rest = legal
            while rest:
                bit = rest & -rest
                rest ^= bit
                c = bit.bit_length() - 1
                cards = before | bit
                if hold & bit:  # it takes the trick and holds it, for now
                    joined = won_seat | cards
                    gain = (suit_score[joined & 511] + suit_score[joined >> 9 & 511]
                            + suit_score[joined >> 18 & 511] + suit_score[joined >> 27 & 511]) - mine
                    if last:
                        p = 1.0
                    else:
                        got = get((at, seat, c, void))
                        if got is None:
                            after = trick.copy()
                            play(after, seat, c, void, rules)
                            got = memo[at, seat, c, void] = threats(after, seat, n, rules)
                        if not total:  # policy.chance_kept, with no suit limits
                            p = 1.0
                        else:
                            void_share = 1.0 - (unseen & suit_masks[got[0]]).bit_count() / total
                            p = 1.0
                            for s, threat, eights in got[1]:
                                h = hands[s].bit_count()
                                if not h:
                                    continue
                                threat &= unseen
                                t = float(threat.bit_count())
                                extra = (eights & unseen & ~threat).bit_count()
                                if extra:
                                    t += void_share ** h * extra
                                if t:
                                    share_taken = t / total
                                    p *= (1.0 - (share_taken if share_taken < 1.0 else 1.0)) ** h
                    if p < 1.0:
                        value = p * gain - (1.0 - p) * raw(cards) / share - spent[c]
                    else:
                        value = float(gain) - spent[c]
                else:  # it takes nothing (p = 0: its own gain counts for nothing)
                    holder = holder_after_kill(trick, seat, c, void, rules) if kill & bit else holding
                    if holder != seat:
                        given = score(won[holder] | cards) - scores[holder]
                    else:
                        given = raw(cards)
                    value = 0.0 - given / share - spent[c]
                if card < 0 or value > best + 1e-9:
                    card, best = c, value
        # Deal.play, the way the card takes the trick remembered by the trick's state
        bit = 1 << card
        hands[seat] = hand & ~bit
        played |= bit
        before |= bit
        if not k:
            way = LEAD
        elif hold >= 0 and not (hold | kill) & bit:  # a card that does not take (fast.takers knows them all)
            way = ""
        else:
            known = get((at, seat, card, void, _WAY))
            if known is None:
                known = memo[at, seat, card, void, _WAY] = takes(trick, seat, card, void, rules)
            way = known
        if way:
            place(trick, seat, card, way)
        else:
            plays.append((seat, card, way))
        if k < last_index:
            continue
        winner = _end_trick(deal, before)
        scores[winner] = score(won[winner])
        trick = deal.trick
        plays = trick.plays
        before = 0
        leader = winner
    deal.trick = trick
    deal.played = played
    deal.leader = leader


def _least(cards: int, cost: tuple[float, ...]) -> int:
    """The card of ``cards`` that costs least by ``cost`` (by card); ties to the
    lowest card, as :func:`~.policy.quick_card`'s."""
    card = -1
    low = 1e9
    while cards:
        bit = cards & -cards
        cards ^= bit
        c = bit.bit_length() - 1
        if cost[c] < low:
            card, low = c, cost[c]
    return card


def _end_trick(deal: Deal, cards: int) -> int:
    """:meth:`~.fast.Deal.play`'s end of a trick (its ``cards`` all played): the
    cards to the seat that takes it, who leads next, a new trick and the refills.
    The seat that took it."""
    trick = deal.trick
    winner = trick.plays[trick.holders[-1]][0]
    deal.won[winner] |= cards
    trick.clear()  # the deal's own trick (a world's deal holds a copy), begun again
    deal.leader = winner
    deal.tricks_done += 1
    n = deal.n
    stock = deal.stock
    if len(stock) >= n:
        hands = deal.hands
        for i in range(n):
            hands[(winner + i) % n] |= 1 << stock.pop(0)
    elif stock:
        deal.stock = []
    return winner


__all__ = ["play_out_quick", "play_out_rule"]
