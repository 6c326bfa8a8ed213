"""What a seat at a table of three or four knows of the hands it cannot see, read
from its :class:`~piquet_game.rules.SeatView` alone: the cards each seat has played
and the suits it has shown it lacks, and what the others' announcements tell of the
hands they declared from (:func:`declared`), made ready for drawing worlds
(:class:`Declared`, used by :func:`.table_search.sample_world`).

A combination announced was the best of its class in the hand it was declared from
(the hand now and the cards played since), and a silence says that hand had nothing
better than the best announced before it: every computer player declares so.  The
last two of a Piquet Normand partie announce as two-handed Piquet does, and are not
read here.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from itertools import combinations

from ..rules import SeatView
from ..rules.actions import DeclClass
from ..rules.cards import POPCOUNT8, RANK_MASKS, VALUE8, cards_of
from ..rules.variant import Variant
from .knowledge import announced_key, best_key

SUIT = 0xFF


def plays_of(view: SeatView) -> Iterator[tuple[int, int, int]]:
    """Each card played in this deal, in order: (its seat, the card, the suit led)."""
    seats = view.seats
    tricks = [(t[0], t[1:-1]) for t in view.tricks]
    if view.trick:
        tricks.append((view.leader, view.trick))
    for leader, cards in tricks:
        if leader not in seats:
            continue
        first = seats.index(leader)
        led = cards[0] >> 3
        for i, c in enumerate(cards):
            yield seats[(first + i) % len(seats)], c, led


def voids(view: SeatView) -> list[int]:
    """For each seat, the suits (bits 0-3) it has shown it holds none of."""
    out = [0] * len(view.players)
    for seat, card, led in plays_of(view):
        if card >> 3 != led:
            out[seat] |= 1 << led
    return out


def played_by(view: SeatView) -> list[int]:
    """The cards each seat has played in this deal."""
    out = [0] * len(view.players)
    for seat, card, _ in plays_of(view):
        out[seat] |= 1 << card
    return out


#: One fact of a seat's announcement in a class: (class, its best combination of the
#: class was the key announced (True) or no better than the key, None for none (False),
#: the key).
Fact = tuple[DeclClass, bool, "tuple[int, ...] | None"]
ANNOUNCED = {"point": DeclClass.POINT, "sequence": DeclClass.SEQUENCE, "set": DeclClass.SET}


def declared(view: SeatView) -> dict[int, list[Fact]]:
    """What each other seat's announcements tell of its hand as it declared (its hand
    now and the cards it has played since): a combination announced was its best of
    the class; nothing announced, that its best was no better than the best announced
    before it in the class (or that it held none, when none was).  Every computer
    player declares so (:func:`.table.declare`); a person who sank a combination breaks
    a fact, and the worlds then meet as many of his as they can.  None are read from
    the last two of a Normand partie, who announce as at two-handed Piquet (a length
    before its value)."""
    facts: dict[int, list[Fact]] = {}
    if len(view.seats) < 3:  # the last two of a Normand partie announce as two-handed Piquet does
        return facts
    best: dict[DeclClass, tuple[int, ...]] = {}
    for e in view.events:
        cls = ANNOUNCED.get(e.cls) if e.kind == "announce" and e.seat is not None else None
        if cls is None or e.seat is None:
            continue
        if e.info:
            key = announced_key(cls, e.info, view.rules)
            if cls not in best or key > best[cls]:
                best[cls] = key
            fact: Fact = (cls, True, key)
        else:
            fact = (cls, False, best.get(cls))
        if e.seat != view.seat:
            facts.setdefault(e.seat, []).append(fact)
    return facts


def facts_met(hand: int, facts: Sequence[Fact], rules: Variant) -> int:
    """How many of a seat's facts (:func:`declared`) a hand as it declared meets."""
    met = 0
    for cls, said, key in facts:
        held = best_key(cls, hand, rules)
        if said:
            met += held == key
        else:
            met += held is None or (key is not None and held <= key)
    return met


#: Draws of a world before the one that met the most of the declared facts is kept.
DECLARED_TRIES = 12


class Declared:
    """What the other seats declared, ready for the worlds (:func:`.table_search.sample_world`):
    each seat's facts (:func:`declared`), the cards it has played, and the ways each
    combination it announced can be held.  Made once for the worlds of a decision."""

    def __init__(self, view: SeatView) -> None:
        self.rules = view.rules
        self.facts = declared(view)
        self.played = played_by(view)
        #: the best set each seat said it held (what it announced, or the best before
        #: its silence; none: (0, 0)), where it said
        self.set_bound = {seat: key or (0, 0) for seat, said in self.facts.items()
                          for cls, _, key in said if cls is DeclClass.SET}
        #: the longest suit each seat may hold: its point's length, said or bounded
        self.longest = {seat: key[0] for seat, said in self.facts.items()
                        for cls, _, key in said if cls is DeclClass.POINT and key}
        self._ways: dict[tuple[int, int], list[tuple[DeclClass, tuple[int, ...], list[tuple[int, int]]]]] = {}

    def ways(self, seat: int, allowed: int) -> list[tuple[DeclClass, tuple[int, ...], list[tuple[int, int]]]]:
        """For each combination ``seat`` announced (its point last), the ways its hand
        now (drawn from ``allowed``) can hold it with the cards it has played: (the
        cards it must hold, the cards it must not), the latter the rest of a point's
        suit."""
        cached = self._ways.get((seat, allowed))
        if cached is not None:
            return cached
        played = self.played[seat]
        out: list[tuple[DeclClass, tuple[int, ...], list[tuple[int, int]]]] = []
        for cls, said, key in sorted(self.facts.get(seat, ()), key=lambda f: f[0] is DeclClass.POINT):
            if not said or key is None:
                continue
            ways: list[tuple[int, int]] = []
            if cls is DeclClass.POINT:
                length, value = key[0], key[-1]
                for suit in range(4):
                    shift = 8 * suit
                    mine, free = played >> shift & SUIT, allowed >> shift & SUIT
                    sub = free
                    while True:  # every set of the suit's free cards, the empty one last
                        b = sub | mine
                        if POPCOUNT8[b] == length and VALUE8[b] == value:
                            ways.append((sub << shift, (free & ~sub) << shift))
                        if not sub:
                            break
                        sub = (sub - 1) & free
            elif cls is DeclClass.SEQUENCE:
                length, top = key
                run = ((1 << length) - 1) << (top - length + 1)
                for suit in range(4):
                    cards = run << (8 * suit)
                    if cards & ~played & ~allowed == 0:
                        ways.append((cards & ~played, 0))
            else:
                size, rank = key
                rank_cards = RANK_MASKS[rank]
                have = (rank_cards & played).bit_count()
                for chosen in combinations(cards_of(rank_cards & allowed), max(0, size - have)):
                    m = 0
                    for c in chosen:
                        m |= 1 << c
                    ways.append((m, 0))
            if ways:
                out.append((cls, key, ways))
        self._ways[(seat, allowed)] = out
        return out

    def best_world(self, view: SeatView, order: Sequence[int], must: Sequence[int], pool: int,
                   allowed_of: Callable[[int, int], int], rng: random.Random) -> list[int] | None:
        """A world of :meth:`world` drawn again until, with the cards each seat has
        played, every seat meets what it declared: the first that does, else the one
        meeting the most facts in :data:`DECLARED_TRIES` draws (None if none could be
        drawn)."""
        best, most = None, -1
        total = sum(len(f) for f in self.facts.values())
        for _ in range(DECLARED_TRIES):
            hands = self.world(view, order, must, pool, allowed_of, rng)
            if hands is None:
                continue
            met = sum(facts_met(hands[s] | self.played[s], f, self.rules) for s, f in self.facts.items())
            if met > most:
                best, most = hands, met
            if met == total:
                break
        return best

    def world(self, view: SeatView, order: Sequence[int], must: Sequence[int], pool: int,
              allowed_of: Callable[[int, int], int], rng: random.Random) -> list[int] | None:
        """A hand for each seat of ``order``: first, for every seat, one way of each
        combination it announced (drawn at random among those the cards left allow),
        then the rest of each hand at random from the cards left, no suit longer than
        the point the seat announced and no set better than the best it said; None
        if the cards run out."""
        start = pool
        hands = [0] * len(view.players)
        hands[view.seat] = view.hand
        banned = [0] * len(view.players)
        longest = [self.longest.get(s, 8) for s in range(len(view.players))]
        for s in order:
            hand = must[s]
            free = allowed_of(s, pool) | hand
            for _cls, _key, ways in self.ways(s, allowed_of(s, start) | hand):
                fit = [w for w in ways if w[0] & ~free == 0 and w[0] & banned[s] == 0 and w[1] & hand == 0]
                if fit:
                    cards, out = fit[int(rng.random() * len(fit))]
                    hand |= cards
                    banned[s] |= out
            hands[s] = hand
            pool &= ~hand
        for s in order:
            extra = view.hand_sizes[s] - hands[s].bit_count()
            left = cards_of(allowed_of(s, pool) & ~banned[s])
            if extra < 0 or len(left) < extra:
                return None
            hand = self._fill(s, hands[s], left, extra, longest[s], rng)
            hands[s] = hand
            pool &= ~hand
        return hands

    def _fill(self, seat: int, hand: int, cards: list[int], extra: int, longest: int,
              rng: random.Random) -> int:
        """``hand`` and ``extra`` more of ``cards`` at random: a card that would make a
        suit longer than ``longest`` or a set better than the seat said, last."""
        rng.shuffle(cards)
        held = self.played[seat] | hand
        count = [(held >> (8 * suit) & SUIT).bit_count() for suit in range(4)]
        ranks = [(held & RANK_MASKS[r]).bit_count() for r in range(8)]
        top_set = self.set_bound.get(seat, (9, 9))
        low = self.rules.min_set
        late = []
        for c in cards:
            if not extra:
                break
            r = c & 7
            n = ranks[r] + 1
            if count[c >> 3] < longest and (n < low or (n, r) <= top_set or r < self.rules.set_min_rank):
                hand |= 1 << c
                count[c >> 3] += 1
                ranks[r] = n
                extra -= 1
            else:
                late.append(c)
        for c in late[:extra]:
            hand |= 1 << c
        return hand


__all__ = ["DECLARED_TRIES", "Declared", "Fact", "declared", "facts_met", "played_by", "plays_of", "voids"]
