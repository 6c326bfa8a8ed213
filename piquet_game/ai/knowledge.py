"""What one seat knows about the cards it cannot see, read from its :class:`SeatView` alone.

Every card of the pack is in one of these places: my hand, my discards, played, the
opponent's current hand (``H``), the opponent's discards (``D``), the talon still to be
drawn from (``T``, before the exchanges are over) or the rest, the cards nobody took
(``R``, after both exchanges).  :func:`knowledge` works out

* the cards whose place the seat knows: its own; the cards played; the cards the
  opponent scored in a declaration (still in his hand unless played since); the cards
  elder left of his share, in talon order, of which younger drew the top ones; a
  carte blanche shown (the whole hand before its owner's exchange, his hand or his
  discards after it); the rest when it was shown;
* for every other card, the places it may be in (``places``): not the opponent's hand
  for a suit he failed to follow or, for a carte blanche declared and not yet shown, a
  king, queen or jack; not his discards for a card he was not dealt; not the talon or
  the rest for a card he was dealt.  The counts of each place are known (his hand size,
  his exchange count, the talon, the rest), and a card that can fit in one place only,
  given all the counts, is put there (a Hall-condition check over the places);
* the facts of the declarations, as constraints on his hand *at declaration time*, that
  is his current hand plus the cards he has played since:

  - hard facts (:class:`Holds`), certainly true: elder announced a point of 5 -> he held
    five cards of one suit; a tie-break told -> he held a point of that length and value
    or a sequence of that length and top card; younger asked and answered "good" or
    "equal" -> he held a combination of elder's length that was lower or the same; a set
    announced -> he held that many cards of that rank.  Cards that every way of meeting a
    hard fact needs are added to his known hand;
  - soft facts (:class:`AtMost`), true unless he sank (declared less than he held): his
    best combination in the class was no better than what he announced or answered with;
    he held none in a class where he declared nothing (not used for the point, which every
    hand has).

A point said by its value (Picchetto) tells its length as well (the lengths' ranges of
totals do not overlap), so it is read as a length and a value.  Where a card played to a
trick must head it when it can (Picchetto), a lower card of the suit played to a trick
tells the opponent held none of the suit above the card led, then and so since.

The module is pure Python on card bitmasks and depends on nothing but the view.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..rules.actions import Call, DeclClass, Phase
from ..rules.cards import (
    BITS8,
    FULL_PACK,
    POPCOUNT8,
    RANK_MASKS,
    RANK_NAMES,
    RANK_PLURALS,
    RANK_VALUES,
    RUNS8,
    SUIT_MASKS,
    VALUE8,
    cards_of,
    mask_of,
    names,
)
from ..rules.combos import SEQUENCE_NAMES, combo_key
from ..rules.variant import RUBICON, Variant
from ..rules.view import SeatView

# Places of a card the seat cannot see, as bits.
HAND, DISCARDS, TALON, REST = 1, 2, 4, 8
PLACES = (HAND, DISCARDS, TALON, REST)
PLACE_NAMES = {HAND: "hand", DISCARDS: "discards", TALON: "talon", REST: "rest"}

COURTS = RANK_MASKS[4] | RANK_MASKS[5] | RANK_MASKS[6]
#: A value larger than any card total: ``(5, BIG)`` is "a point of five, whatever its value".
BIG = 1 << 20

#: The longest run in each suit byte.
MAXRUN8 = tuple(max((n for _, n in RUNS8[b]), default=0) for b in range(256))


@cache
def _subset_values(b: int, length: int) -> frozenset[int]:
    """The card totals of the ``length``-card subsets of the suit byte ``b``."""
    ranks = BITS8[b]
    out: set[int] = set()

    def rec(i: int, left: int, total: int) -> None:
        if left == 0:
            out.add(total)
            return
        for j in range(i, len(ranks) - left + 1):
            rec(j + 1, left - 1, total + RANK_VALUES[ranks[j]])

    rec(0, length, 0)
    return frozenset(out)


def point_length(value: int, variant: Variant = RUBICON) -> int:
    """The length of a point said by its value (Picchetto): in a 32-card pack the
    lengths' ranges of totals do not overlap (the rules common to the games), so the value
    tells it.  0 for a value no point makes."""
    values = sorted(variant.card_value(r) for r in range(8))
    for n in range(1, 9):
        if sum(values[:n]) <= value <= sum(values[-n:]):
            return n
    return 0


def announced_key(cls: DeclClass, info: tuple[int, ...], variant: Variant = RUBICON) -> tuple[int, ...]:
    """What elder's announcement says of his combination, as the head of its
    comparison key: the length of a point or a sequence, the size and rank of a set;
    a point said by its value (Picchetto), its length and value."""
    if cls is DeclClass.POINT and variant.point_said == "value" and info:
        return (point_length(info[0], variant), info[0])
    return info


def _low_value(b: int, length: int) -> int:
    """Total card value of the ``length`` lowest cards of a suit byte."""
    return sum(RANK_VALUES[r] for r in BITS8[b][:length])


# ---------------------------------------------------------------------------
# Facts from the declarations


@dataclass(frozen=True)
class Holds:
    """A hard fact: at declaration time the opponent held a combination of class ``cls``
    with ``length`` cards (the size, for a set) whose ``value`` -- the card total of a
    point, the top rank of a sequence, the rank of a set -- is anything (``relation``
    ``"any"``), exactly ``value`` (``"eq"``) or lower than ``value`` (``"lt"``)."""

    cls: DeclClass
    length: int
    value: int | None = None
    relation: str = "any"
    reason: str = ""

    def test(self, hand: int) -> bool:
        """True if a hand (the cards held at declaration time) meets the fact."""
        cls, n, rel = self.cls, self.length, self.relation
        v = self.value if self.value is not None else 0
        if cls is DeclClass.SET:
            return (hand & RANK_MASKS[v]).bit_count() >= n
        for sh in (0, 8, 16, 24):
            b = (hand >> sh) & 0xFF
            if POPCOUNT8[b] < n:
                continue
            if cls is DeclClass.POINT:
                if rel == "any":
                    return True
                if rel == "eq":
                    if v in _subset_values(b, n):
                        return True
                elif _low_value(b, n) < v:
                    return True
            else:
                if rel == "any":
                    if MAXRUN8[b] >= n:
                        return True
                elif rel == "eq":
                    m = ((1 << n) - 1) << (v - n + 1)
                    if b & m == m:
                        return True
                else:
                    for top, length in RUNS8[b]:
                        if length >= n and top - length + n < v:
                            return True
        return False

    def options(self) -> list[tuple[int, int]]:
        """The ways to meet the fact, each as (cards, k): at least ``k`` of ``cards``
        held.  The fact holds exactly when one of them is met."""
        cls, n, rel = self.cls, self.length, self.relation
        v = self.value if self.value is not None else 0
        if cls is DeclClass.SET:
            return [(RANK_MASKS[v], n)]
        out: list[tuple[int, int]] = []
        for s in range(4):
            sh = s << 3
            if cls is DeclClass.POINT:
                if rel == "any":
                    out.append((SUIT_MASKS[s], n))
                    continue
                sub = 0xFF
                while sub:
                    if POPCOUNT8[sub] == n:
                        val = VALUE8[sub]
                        if (rel == "eq" and val == v) or (rel == "lt" and val < v):
                            out.append((sub << sh, n))
                    sub = (sub - 1) & 0xFF
            else:
                if rel == "eq":
                    tops: range = range(v, v + 1)
                elif rel == "lt":
                    tops = range(n - 1, v)
                else:
                    tops = range(n - 1, 8)
                for top in tops:
                    out.append((((1 << n) - 1) << (top - n + 1) << sh, n))
        return out

    def __str__(self) -> str:
        n = self.length
        v = self.value if self.value is not None else 0
        if self.cls is DeclClass.SET:
            what = ("four " if n == 4 else "three ") + RANK_PLURALS[v]
            return f"held {what}"
        if self.cls is DeclClass.POINT:
            what = f"a point of {n}"
            if self.relation == "eq":
                what += f" making {v}"
            elif self.relation == "lt":
                what += f" making less than {v}"
            return f"held {what}"
        what = SEQUENCE_NAMES.get(n, f"sequence of {n}")
        if self.relation == "eq":
            what += f" to the {RANK_NAMES[v]}"
        elif self.relation == "lt":
            what += f" lower than to the {RANK_NAMES[v]}"
        return f"held a {what}"


@dataclass(frozen=True)
class AtMost:
    """A soft fact: the opponent's best combination of class ``cls`` at declaration time
    was no better than ``key`` (lower, if ``strict``); ``key`` None means he held no
    combination of the class at all.  True unless he sank."""

    cls: DeclClass
    key: tuple[int, ...] | None
    strict: bool = False
    reason: str = ""

    def test(self, hand: int, variant: Variant = RUBICON) -> bool:
        best = best_key(self.cls, hand, variant)
        if best is None:
            return True
        if self.key is None:
            return False
        return best < self.key if self.strict else best <= self.key

    def __str__(self) -> str:
        if self.key is None:
            return f"held no {self.cls.value}"
        return f"best {self.cls.value} {'below' if self.strict else 'at most'} {self.key}"


def best_key(cls: DeclClass, hand: int, variant: Variant = RUBICON) -> tuple[int, ...] | None:
    """The comparison key of the best combination a hand holds in a class, or None."""
    best: tuple[int, ...] | None = None
    if cls is DeclClass.POINT:
        for sh in (0, 8, 16, 24):
            b = (hand >> sh) & 0xFF
            if b:
                k = variant.point_key(POPCOUNT8[b], VALUE8[b])
                if best is None or k > best:
                    best = k
        return best
    if cls is DeclClass.SEQUENCE:
        lo = variant.min_sequence
        for sh in (0, 8, 16, 24):
            for top, n in RUNS8[(hand >> sh) & 0xFF]:
                if n >= lo and n in variant.sequence_scores:
                    k = (n, top)
                    if best is None or k > best:
                        best = k
        return best
    for r in range(7, variant.set_min_rank - 1, -1):
        n = (hand & RANK_MASKS[r]).bit_count()
        if n >= variant.min_set and n in variant.set_scores:
            k = (n, r)
            if best is None or k > best:
                best = k
    return best


# ---------------------------------------------------------------------------
# Knowledge


@dataclass(frozen=True)
class Knowledge:
    """What a seat knows about the cards it cannot see.  Card sets are bitmasks."""

    seat: int
    opponent: int
    opp_is_elder: bool
    phase: Phase
    variant: Variant
    #: my cards: hand now, discards, and every card played by either seat
    my_hand: int
    my_discards: int
    played: int
    #: the cards the opponent has played, and the suits (bit s) he failed to follow
    opp_played: int
    opp_voids: int
    #: the cards he has shown (a carte blanche, the combinations he scored)
    opp_shown: int
    #: his dealt hand, when a carte blanche showed it, else 0
    opp_dealt: int
    #: his current hand: its size, the cards certainly in it, the cards that may be
    opp_hand_size: int
    opp_in_hand: int
    opp_possible: int
    #: his exchange: the count (None before it), the cards certainly / possibly discarded
    opp_exchanged: int | None
    opp_discard_count: int
    opp_discards_known: int
    opp_discards_possible: int
    #: the talon still to be drawn from: its size, the cards known at its top in order
    talon_count: int
    talon_top: tuple[int, ...]
    #: the rest (left after both exchanges): its size, the cards known to be in it,
    #: the cards that may be in it
    rest_count: int
    rest_known: int
    rest_possible: int
    #: cards whose place the seat does not know (a card certainly in the talon but at an
    #: unknown depth counts as unknown)
    unknown: int
    #: each card the seat cannot place for certain, with the places (bits) it may be in
    places: tuple[tuple[int, int], ...]
    #: free slots in (hand, discards, talon, rest) once the known cards are placed
    free: tuple[int, int, int, int]
    #: facts from the declarations
    hard: tuple[Holds, ...]
    soft: tuple[AtMost, ...]
    #: True when a placement rule or a hard fact contradicted the counts and was dropped
    #: (never for a view of a real game)
    relaxed: bool = False
    #: the auction's calls (seat, call), in order (Contract Piquet; empty elsewhere)
    calls: tuple[tuple[int, Call], ...] = ()

    @property
    def opp_decl_hand_known(self) -> int:
        """Cards certainly held at declaration time."""
        return self.opp_in_hand | self.opp_played

    def explain(self) -> list[str]:
        """The facts in words, for a hint or a tutorial."""
        lines = []
        if self.opp_in_hand:
            lines.append("certainly holds " + " ".join(names(self.opp_in_hand)))
        voids = [("spades", "hearts", "diamonds", "clubs")[s] for s in range(4) if self.opp_voids >> s & 1]
        if voids:
            lines.append("holds no " + ", no ".join(voids))
        lines += [str(f) for f in self.hard]
        lines += [str(f) + " (unless he sank)" for f in self.soft]
        return lines


_CACHE: dict[int, tuple[SeatView, Knowledge]] = {}


def knowledge(view: SeatView) -> Knowledge:
    """What the seat of ``view`` knows (cached for the last views asked about)."""
    hit = _CACHE.get(id(view))
    if hit is not None and hit[0] is view:
        return hit[1]
    k = _knowledge(view)
    if len(_CACHE) >= 32:
        _CACHE.clear()
    _CACHE[id(view)] = (view, k)
    return k


def _knowledge(view: SeatView) -> Knowledge:
    variant = view.rules
    me = view.seat
    opp = 1 - me
    opp_is_elder = view.elder == opp
    if not view.dealt:
        raise ValueError("no deal has been dealt yet: there is nothing to know")

    my_n: int | None = None
    opp_n: int | None = view.opponent_exchanged
    peek_order: tuple[int, ...] = ()
    rest_shown_cards = 0
    opp_dealt = 0
    opp_scored = 0
    for e in view.events:
        kind = e.kind
        if kind == "exchange":
            if e.seat == me:
                my_n = e.info[0]
            else:
                opp_n = e.info[0]
        elif kind == "peek" and e.seat == me:
            peek_order = tuple(e.info)  # talon order, top first
        elif kind == "rest" and e.to is None:
            rest_shown_cards = e.cards
        elif kind in ("blanche", "blanche-shown") and e.seat == opp and e.cards:
            opp_dealt = e.cards
        elif kind in ("point", "sequence", "set") and e.seat == opp:
            opp_scored |= e.cards

    # tricks: the opponent's cards and the suits he could not follow; where a card
    # played to a trick must head it when it can, a lower card of the suit tells he
    # held none above the card led (then, and so since)
    opp_played = 0
    voids = 0
    unheaded = 0
    head = variant.must_head_trick
    for leader, lead, other, _winner in view.tricks:
        if leader == opp:
            opp_played |= 1 << lead
        else:
            opp_played |= 1 << other
            if (other >> 3) != (lead >> 3):
                voids |= 1 << (lead >> 3)
            elif head and other < lead:
                unheaded |= (0xFF << (lead & 24)) & ~((2 << lead) - 1)
    if view.trick and view.leader == opp:
        opp_played |= 1 << view.trick[0]

    played = view.played
    blank_hidden = bool(view.blanche[opp]) and not opp_dealt
    talon_total = sum(variant.talon_shares)

    forced_h = 0
    talon_top: tuple[int, ...] = ()
    rest_known = 0
    rest_count = 0
    cap_h = view.opponent_hand_size
    cap_d = opp_n or 0
    cap_t = view.talon_left
    cap_r = 0
    if my_n is not None and opp_n is not None:  # both have exchanged
        rest_count = talon_total - my_n - opp_n
        cap_t = 0
        if not opp_is_elder:
            # I am elder: younger drew the top ``opp_n`` of the cards I left
            k = opp_n or 0
            forced_h |= mask_of(peek_order[:k]) & ~played
            rest_known = mask_of(peek_order[k:])
        if view.rest_shown:
            rest_known |= rest_shown_cards
        cap_r = rest_count - rest_known.bit_count()
    elif not variant.exchange:  # no exchange: the talon lies out of play, unseen
        rest_count = cap_r = talon_total
        cap_t = 0
    elif my_n is not None and not opp_is_elder:
        # I am elder and younger has still to exchange: the cards I left are on top
        talon_top = peek_order
        cap_t -= len(peek_order)
    if opp_dealt and opp_n is None:
        forced_h |= opp_dealt & ~played
    forced_h |= opp_scored & ~played

    known = view.hand | view.discards | played | forced_h | mask_of(talon_top) | rest_known
    pool = FULL_PACK & ~known
    cap_h -= forced_h.bit_count()
    caps = [cap_h, cap_d, cap_t, cap_r]
    if pool.bit_count() != sum(caps) or min(caps) < 0:
        raise RuntimeError(
            f"the view does not add up: {pool.bit_count()} unseen cards for slots {caps} "
            f"(hand, discards, talon, rest)"
        )

    allowed: dict[int, int] = {}
    for c in cards_of(pool):
        b = 1 << c
        dealt_card = bool(opp_dealt & b)
        a = 0
        if cap_h and not (voids >> (c >> 3)) & 1 and not (blank_hidden and COURTS & b) \
                and not unheaded & b:
            a |= HAND
        if cap_d and (not opp_dealt or dealt_card):
            a |= DISCARDS
        if cap_t and not dealt_card:
            a |= TALON
        if cap_r and not dealt_card:
            a |= REST
        allowed[c] = a

    hard, soft = _declaration_facts(view, me, opp, opp_is_elder, variant)

    relaxed = False
    if not narrow(allowed, caps):
        # The rules of placement contradict the counts: that would be a fault in this
        # reading of the view.  Keep the counts and forget the per-card rules.
        relaxed = True
        open_places = sum(p for p, n in zip(PLACES, caps, strict=True) if n)
        for c in allowed:
            allowed[c] = open_places
        narrow(allowed, caps)

    # Cards every way of meeting a hard fact needs are in his hand.
    kept: list[Holds] = []
    for fact in hard:
        cand = forced_h | opp_played | sum(1 << c for c, a in allowed.items() if a & HAND)
        opts = [(m, k) for m, k in fact.options() if (m & cand).bit_count() >= k]
        if not opts:
            relaxed = True  # cannot be met: drop it rather than sample nothing
            continue
        kept.append(fact)
        need = cand
        for m, k in opts:
            need &= (m & cand) if (m & cand).bit_count() == k else 0
        need &= pool
        new = [c for c in cards_of(need) if allowed[c] != HAND]
        if new:
            trial = dict(allowed)
            for c in new:
                trial[c] = HAND
            if narrow(trial, caps):
                allowed = trial
            else:
                relaxed = True
    hard = kept

    in_hand = forced_h
    possible = forced_h
    disc_known = disc_possible = 0
    rest_possible = rest_known
    unknown = 0
    for c, a in allowed.items():
        b = 1 << c
        if a & HAND:
            possible |= b
            if a == HAND:
                in_hand |= b
        if a & DISCARDS:
            disc_possible |= b
            if a == DISCARDS:
                disc_known |= b
        if a & REST:
            rest_possible |= b
        if a not in (HAND, DISCARDS, REST):
            unknown |= b
    places = tuple(sorted(allowed.items()))
    return Knowledge(
        seat=me,
        opponent=opp,
        opp_is_elder=opp_is_elder,
        phase=view.phase,
        variant=variant,
        my_hand=view.hand,
        my_discards=view.discards,
        played=played,
        opp_played=opp_played,
        opp_voids=voids,
        opp_shown=view.opponent_shown,
        opp_dealt=opp_dealt,
        opp_hand_size=view.opponent_hand_size,
        opp_in_hand=in_hand,
        opp_possible=possible,
        opp_exchanged=opp_n,
        opp_discard_count=opp_n or 0,
        opp_discards_known=disc_known,
        opp_discards_possible=disc_possible,
        talon_count=view.talon_left,
        talon_top=talon_top,
        rest_count=rest_count,
        rest_known=rest_known,
        rest_possible=rest_possible,
        unknown=unknown,
        places=places,
        free=(cap_h, cap_d, cap_t, cap_r),
        hard=tuple(hard),
        soft=tuple(soft),
        relaxed=relaxed,
        calls=tuple(view.calls),
    )


def feasible(counts: dict[int, int], caps: list[int] | tuple[int, ...]) -> bool:
    """Can cards be put in places so that every place is filled exactly?  ``counts``
    maps a set of allowed places (bits) to how many cards have it.  Hall's condition:
    for every set of places X, the cards allowed only inside X fit in X."""
    if sum(counts.values()) != sum(caps):
        return False
    for x in range(16):
        room = 0
        for i in range(4):
            if x >> i & 1:
                room += caps[i]
        need = 0
        for a, n in counts.items():
            if a & ~x == 0:
                need += n
        if need > room:
            return False
    return True


def narrow(allowed: dict[int, int], caps: list[int]) -> bool:
    """Remove from each card the places it cannot take in any complete placement.
    Returns False (and changes nothing) if no complete placement exists."""
    counts: dict[int, int] = {}
    for a in allowed.values():
        counts[a] = counts.get(a, 0) + 1
    if not feasible(counts, caps):
        return False
    keep: dict[int, int] = {}
    for a in counts:
        ok = 0
        for i, p in enumerate(PLACES):
            if not a & p:
                continue
            if caps[i] == 0:
                continue
            counts[a] -= 1
            caps[i] -= 1
            if feasible(counts, caps):
                ok |= p
            counts[a] += 1
            caps[i] += 1
        keep[a] = ok
    for c, a in allowed.items():
        allowed[c] = keep[a]
    return True


def _declaration_facts(view: SeatView, me: int, opp: int, opp_is_elder: bool,
                       variant: Variant) -> tuple[list[Holds], list[AtMost]]:
    """The hard and soft facts about the opponent's hand from the declarations heard."""
    hard: list[Holds] = []
    soft: list[AtMost] = []
    by_cls: dict[str, list] = {}
    for e in view.events:
        if e.cls and e.kind in ("announce", "ask", "tiebreak", "answer", "point", "sequence", "set"):
            by_cls.setdefault(e.cls, []).append(e)
    for cls in DeclClass:
        evs = by_cls.get(cls.value)
        if not evs:
            continue
        announce = next((e for e in evs if e.kind == "announce"), None)
        if announce is None:
            continue
        info = tuple(announce.info)
        asked = any(e.kind == "ask" for e in evs)
        tie = next((tuple(e.info) for e in evs if e.kind == "tiebreak"), None)
        if cls is DeclClass.POINT and variant.point_said == "value" and info:
            # a point said by its value: its length and value are both known
            length, value = announced_key(cls, info, variant)
            info, tie = (length,), (value,)
        answer = next((e.word for e in evs if e.kind == "answer"), None)
        score = next((e for e in evs if e.kind == cls.value), None)
        opp_score = score if score is not None and score.seat == opp and score.combos else None
        if opp_score is not None:
            soft.append(AtMost(cls, combo_key(cls, opp_score.combos[0], variant), False,
                               "declared no less than he held"))
        if opp_is_elder:
            if not info:
                if cls is not DeclClass.POINT:
                    soft.append(AtMost(cls, None, False, f"declared no {cls.value}"))
                continue
            if cls is DeclClass.SET:
                size, rank = info
                hard.append(Holds(cls, size, rank, "eq", "announced"))
                if opp_score is None:
                    soft.append(AtMost(cls, (size, rank), False, "announced"))
                continue
            length = info[0]
            if tie is not None:
                hard.append(Holds(cls, length, tie[0], "eq", "told the tie-break"))
                if opp_score is None:
                    soft.append(AtMost(cls, (length, tie[0]), False, "announced"))
            else:
                hard.append(Holds(cls, length, None, "any", "announced"))
                if opp_score is None:
                    soft.append(AtMost(cls, (length, BIG), False, "announced"))
            continue
        # the opponent is younger and answered my announcement
        if not info:
            if opp_score is None and cls is not DeclClass.POINT and _answered(view, cls):
                soft.append(AtMost(cls, None, False, f"declared no {cls.value}"))
            continue
        if answer is None:
            continue  # he has not answered yet
        if cls is DeclClass.SET:
            mine: tuple[int, ...] = info
        elif score is not None and score.seat == me and score.combos:
            mine = combo_key(cls, score.combos[0], variant)
        elif tie is not None:
            mine = (info[0], tie[0])
        else:
            mine = (info[0], BIG)
        if answer == "good":
            if asked and tie is not None:
                hard.append(Holds(cls, info[0], tie[0], "lt", "asked and heard good"))
                soft.append(AtMost(cls, mine, True, "answered good"))
            elif cls is DeclClass.SET:
                soft.append(AtMost(cls, mine, True, "answered good"))
            else:
                soft.append(AtMost(cls, (info[0] - 1, BIG), False, "answered good"))
        elif answer == "equal" and tie is not None and cls is not DeclClass.SET:
            hard.append(Holds(cls, info[0], tie[0], "eq", "answered equal"))
            soft.append(AtMost(cls, mine, False, "answered equal"))
    return hard, soft


_NEXT = {DeclClass.POINT: Phase.DECLARE_SEQUENCE, DeclClass.SEQUENCE: Phase.DECLARE_SET,
         DeclClass.SET: Phase.PLAY}
_ORDER = [Phase.DECLARE_POINT, Phase.DECLARE_SEQUENCE, Phase.DECLARE_SET, Phase.PLAY]


def _answered(view: SeatView, cls: DeclClass) -> bool:
    """Has younger made his declaration in ``cls``?  (Only the phase tells, when elder
    declared nothing and younger declared nothing either.)"""
    if view.phase not in _ORDER:
        return True  # the deal is over
    return _ORDER.index(view.phase) >= _ORDER.index(_NEXT[cls])
