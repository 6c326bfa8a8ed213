"""Sampling the cards a seat cannot see, consistently with everything it has seen and heard.

A :class:`World` places every card the seat does not know: the opponent's current hand,
the talon still to be drawn from (in order, top first), the opponent's discards and the
rest (the cards left after both exchanges).  :func:`sample_worlds` draws such worlds
from what :func:`piquet_game.ai.knowledge.knowledge` reads in the view.

How a world is drawn
--------------------
1. *Placement.*  Each unseen card may go to some places only (a suit the opponent
   failed to follow is not in his hand, a card he was dealt is not in the talon ...),
   and each place holds a known number of cards.  The cards are grouped by the places
   they allow; every way of sharing the groups out among the places is listed once per
   call with its number of card-level placements, so a world is drawn uniformly among
   all the placements that respect the counts and the per-card rules.  The talon order
   is a random shuffle below the cards known at its top.
2. *Hard facts* (:class:`~piquet_game.ai.knowledge.Holds`: an announced point of five
   needs five cards of a suit at declaration time, a tie-break told is held, an
   "equal" answer is the same key ...) are met by rejection: draw, test the opponent's
   hand at declaration time (his hand plus the cards he has played since), draw again.
   When that succeeds too rarely (fewer than one draw in ten after the first 24), the
   draws switch to a smarter proposal: for each fact not yet met, pick at random one of
   the ways of meeting it and put the cards it needs into his hand first, then place the
   rest as in 1.  This is a little less uniform but finds rare hands at once.  The effort
   is bounded: if no draw meets the hard facts after :data:`MAX_PLAIN` plain and
   :data:`MAX_WITNESS` smarter attempts, the last draw is used as it is (hard facts
   broken; this cannot happen for a view that came from a real game, since the real
   cards meet every fact).
3. *Soft facts and the opponent's choices* give each world a likelihood
   (:func:`likelihood`, at most 1): a factor :data:`SINK` for each soft fact broken (he
   answered "good" holding a better point, declared no sequence holding one, announced
   less than he held), :data:`ACE_DISCARD` for each ace among his discards (read more
   finely, :data:`DISCARD_RANK` for each discard by its rank), and for an
   elder who left cards of his share, :data:`WEAK_KEEP` for each ace or king short of
   ``2 + cards left`` in his hand; in Contract Piquet, the likelihood of his calls
   in the auction (:func:`piquet_game.ai.contract.auction_likelihood`).

   Unweighted (the default), a world is kept with probability equal to its likelihood
   divided by the highest likelihood met so far in the call, so the worlds follow the
   posterior: a soft fact is broken only as often as sinking explains it, or always when
   no world can keep it (the soft facts are then in effect dropped).  The effort is
   bounded: once :data:`SOFT_BUDGET` placements per world asked for have been drawn
   (counting those the hard facts turned down), the worlds still missing are picked
   among the draws turned down, each with probability proportional to its likelihood.

   Weighted (``weighted=True``), every world that meets the hard facts is kept and its
   likelihood is its ``weight``; the weights are relative, not normalised.

Everything is deterministic given the ``random.Random`` passed in.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from math import comb

from ..rules.actions import Phase
from ..rules.cards import FULL_PACK, RANK_MASKS, card_name, cards_of, mask_of
from ..rules.view import SeatView
from .contract import auction_likelihood
from .knowledge import (
    DISCARDS,
    HAND,
    PLACE_NAMES,
    PLACES,
    REST,
    TALON,
    Holds,
    Knowledge,
    knowledge,
    narrow,
)
from .simulate import rule_discard

#: likelihood factor for each soft fact a world breaks (the opponent sank)
SINK = 0.15
#: likelihood factor for each ace among the opponent's discards
ACE_DISCARD = 0.5
#: The finer reading of his discards (``read_discards``): a factor for each discard by
#: its rank, seven to ace, since a player throws his low cards first.  Over 400
#: mirrored pairs against level 4 it added +0.26 a deal to the Master (seed 2026),
#: and on top of its five solved discards +0.09 (seed 2026) and -0.02 (seed 11):
#: within the noise, kept for what it says of a player.
DISCARD_RANK = (1.0, 1.0, 0.9, 0.8, 0.75, 0.7, 0.6, ACE_DISCARD)
#: The plain reading: the aces alone.
DISCARD_ACES = (1.0,) * 7 + (ACE_DISCARD,)
#: likelihood factor for each ace or king short of 2 + the cards elder left of his share
WEAK_KEEP = 0.7
#: bounds on the effort per world
MAX_PLAIN = 200
MAX_WITNESS = 200
SOFT_BUDGET = 10
ENVELOPE_DRAWS = 16

ACES_KINGS = RANK_MASKS[7] | RANK_MASKS[6]


@dataclass(frozen=True)
class World:
    """One full placement of the cards the seat cannot see."""

    opp_hand: int
    talon: tuple[int, ...]
    opp_discards: int
    rest: int
    weight: float = 1.0


def sample_worlds(view: SeatView, rng: random.Random, n: int, weighted: bool = False,
                  read_discards: bool = False) -> list[World]:
    """``n`` worlds consistent with the view (see the module notes for how);
    ``read_discards``: his discards weighed by :data:`DISCARD_RANK`."""
    if n <= 0:
        return []
    k = knowledge(view)
    sampler = _Sampler(k, rng)
    out: list[World] = []
    if weighted:
        for _ in range(n):
            w = sampler.draw_hard()
            out.append(_with_weight(w, likelihood(k, w, read_discards)))
        return out
    if not k.soft and not _has_choice_factors(k):
        return [sampler.draw_hard() for _ in range(n)]
    # Rejection against the likelihood.  The envelope is the highest likelihood met so
    # far (first over a few draws made ahead), so a fact every world breaks costs nothing.
    # After SOFT_BUDGET draws per world the remaining worlds are picked among the draws
    # turned down, with probability proportional to their likelihood.
    seen = [sampler.draw_hard() for _ in range(min(ENVELOPE_DRAWS, 4 * n))]
    lks = [likelihood(k, w, read_discards) for w in seen]
    taken = [False] * len(seen)
    env = max(lks)
    budget = SOFT_BUDGET * n
    qi = 0
    while len(out) < n and (qi < len(seen) or sampler.drawn < budget):
        if qi < len(seen):
            lk = lks[qi]
        else:
            w = sampler.draw_hard()
            lk = likelihood(k, w, read_discards)
            seen.append(w)
            lks.append(lk)
            taken.append(False)
            if lk > env:
                env = lk
        if lk >= env or rng.random() * env < lk:
            out.append(seen[qi])
            taken[qi] = True
        qi += 1
    while len(out) < n:
        pool = [i for i in range(len(seen)) if not taken[i]] or list(range(len(seen)))
        total = sum(lks[i] for i in pool)
        x = rng.random() * total
        pick = pool[-1]
        for i in pool:
            x -= lks[i]
            if x < 0:
                pick = i
                break
        out.append(seen[pick])
        taken[pick] = True
    return out


def _has_choice_factors(k: Knowledge) -> bool:
    """Do the opponent's exchange choices or calls weigh worlds (see :func:`likelihood`)?"""
    return bool(k.opp_discard_count) or any(seat == k.opponent for seat, _ in k.calls)


def _with_weight(w: World, weight: float) -> World:
    return World(w.opp_hand, w.talon, w.opp_discards, w.rest, weight)


def likelihood(k: Knowledge, world: World, read_discards: bool = False) -> float:
    """How likely the opponent's observed choices are in this world, relative to a
    world where all of them are what a straightforward player does (at most 1);
    ``read_discards``: each of his discards by its rank (:data:`DISCARD_RANK`), else
    his aces only."""
    decl = world.opp_hand | k.opp_played
    w = 1.0
    for fact in k.soft:
        if not fact.test(decl, k.variant):
            w *= SINK
    discards = world.opp_discards
    if discards:
        for rank, factor in enumerate(DISCARD_RANK if read_discards else DISCARD_ACES):
            if factor != 1.0:
                w *= factor ** (discards & RANK_MASKS[rank]).bit_count()
    if k.opp_is_elder and k.opp_exchanged is not None:
        left = k.variant.talon_shares[0] - k.opp_exchanged
        if left > 0:
            short = 2 + left - (decl & ACES_KINGS).bit_count()
            if short > 0:
                w *= WEAK_KEEP ** short
    if k.calls:
        w *= auction_likelihood(k.calls, k.opponent, decl, k.opp_is_elder)
    return w


def younger_exchange_worlds(view: SeatView, rng: random.Random, n: int) -> list[World] | None:
    """Younger's worlds before his exchange, drawn as the deal was made: elder dealt
    a hand at random from the cards younger cannot see, the talon the rest; elder's
    discard of as many cards as he exchanged made by the plain rule (his lowest cards
    outside his longest suit, :func:`~piquet_game.ai.simulate.rule_discard`), and his
    draws the top of the talon.  So elder's hand is what a player keeps and draws,
    not any twelve cards: with :func:`sample_worlds` younger's exchange was valued as
    if elder held a random hand, +10.1 a deal on average to younger against level 4
    over 200 deals, which made -8.1 (seed 2026); drawn so, -7.4 against -7.7.

    None where something else is known of elder's cards (he showed his hand for a
    carte blanche, called in an auction, or the counts do not make such a deal): then
    :func:`sample_worlds` reads what is known."""
    exchanged = view.opponent_exchanged
    if view.phase is not Phase.EXCHANGE_YOUNGER or exchanged is None or len(view.players) != 2:
        return None
    if view.opponent_shown or view.talon_seen or view.played or view.calls:
        return None
    known = view.hand | view.discards
    unseen = cards_of(FULL_PACK & ~known)
    size = view.opponent_hand_size
    if len(unseen) - size - exchanged != view.talon_left or not 0 <= exchanged <= size:
        return None
    out: list[World] = []
    for _ in range(n):
        rng.shuffle(unseen)
        dealt = mask_of(unseen[:size])
        talon = unseen[size:]
        discard = rule_discard(dealt, exchanged, exchanged, True, (exchanged,))
        hand = (dealt & ~discard) | mask_of(talon[:exchanged])
        out.append(World(hand, tuple(talon[exchanged:]), discard, 0))
    return out


def is_consistent(view: SeatView, world: World) -> bool:
    """True if the world could be the real one: every hard rule of :func:`knowledge`
    holds (sizes, the pack exactly once, known cards in their places, suits he failed to
    follow, cards only where they may be, the hard facts of the declarations)."""
    return not violations(view, world)


def violations(view: SeatView, world: World) -> list[str]:
    """What makes a world impossible given the view, in words (empty if nothing)."""
    k = knowledge(view)
    out: list[str] = []
    h, d, r = world.opp_hand, world.opp_discards, world.rest
    t = 0
    for c in world.talon:
        t |= 1 << c
    if h.bit_count() != k.opp_hand_size:
        out.append(f"his hand has {h.bit_count()} cards, not {k.opp_hand_size}")
    if d.bit_count() != k.opp_discard_count:
        out.append(f"his discards are {d.bit_count()} cards, not {k.opp_discard_count}")
    if len(world.talon) != k.talon_count or t.bit_count() != len(world.talon):
        out.append(f"the talon is {len(world.talon)} cards, not {k.talon_count} different ones")
    if r.bit_count() != k.rest_count:
        out.append(f"the rest is {r.bit_count()} cards, not {k.rest_count}")
    mine = k.my_hand | k.my_discards | k.played
    parts = (mine, h, d, t, r)
    total = 0
    overlap = 0
    for p in parts:
        overlap |= total & p
        total |= p
    if overlap or total != FULL_PACK:
        out.append("the cards are not the pack exactly once")
    if k.opp_in_hand & ~h:
        out.append("a card certainly in his hand is missing")
    if h & ~k.opp_possible:
        out.append("his hand holds a card that cannot be there")
    for s in range(4):
        if k.opp_voids >> s & 1 and h & (0xFF << (8 * s)):
            out.append(f"he holds a card of suit {s} he failed to follow")
    if k.talon_top and tuple(world.talon[: len(k.talon_top)]) != k.talon_top:
        out.append("the talon does not start with the cards known on top")
    if k.rest_known & ~r:
        out.append("a card known to be in the rest is elsewhere")
    where = {HAND: h, DISCARDS: d, TALON: t, REST: r}
    for c, allowed in k.places:
        b = 1 << c
        place = next((p for p, m in where.items() if m & b), 0)
        if not place & allowed:
            where_name = PLACE_NAMES.get(place, "nowhere")
            out.append(f"the {card_name(c)} cannot be in the {where_name}")
    decl = h | k.opp_played
    for fact in k.hard:
        if not fact.test(decl):
            out.append(f"he {fact} ({fact.reason}), but not in this world")
    return out


# ---------------------------------------------------------------------------


class _Plan:
    """Every way to share the groups of cards out among the places, with weights."""

    __slots__ = ("groups", "shares", "cum", "base_h", "ok")

    def __init__(self, allowed: dict[int, int] | list[tuple[int, int]], free: tuple[int, ...],
                 base_h: int) -> None:
        groups: dict[int, list[int]] = {}
        items = allowed.items() if isinstance(allowed, dict) else allowed
        for c, a in items:
            groups.setdefault(a, []).append(c)
        self.groups = [(a, tuple(cs)) for a, cs in sorted(groups.items())]
        self.base_h = base_h
        self.shares: list[tuple[tuple[int, int, int, int], ...]] = []
        weights: list[int] = []
        caps = list(free)

        def rec(i: int, acc: list[tuple[int, int, int, int]], weight: int) -> None:
            if i == len(self.groups):
                if not any(caps):
                    self.shares.append(tuple(acc))
                    weights.append(weight)
                return
            a, cs = self.groups[i]
            places = [j for j in range(4) if a & PLACES[j]]
            for split in _splits(len(cs), [caps[j] for j in places]):
                counts = [0, 0, 0, 0]
                left = len(cs)
                wt = weight
                for j, m in zip(places, split, strict=True):
                    counts[j] = m
                    wt *= comb(left, m)
                    left -= m
                    caps[j] -= m
                acc.append((counts[0], counts[1], counts[2], counts[3]))
                rec(i + 1, acc, wt)
                acc.pop()
                for j, m in zip(places, split, strict=True):
                    caps[j] += m

        rec(0, [], 1)
        self.ok = bool(self.shares)
        total = 0
        self.cum: list[int] = []
        for w in weights:
            total += w
            self.cum.append(total)

    def draw(self, rng: random.Random) -> tuple[int, int, list[int], int]:
        """(hand, discards, talon cards in random order, rest)."""
        if len(self.shares) == 1:
            share = self.shares[0]
        else:
            x = rng.random() * self.cum[-1]
            lo, hi = 0, len(self.cum) - 1
            while lo < hi:
                mid = (lo + hi) // 2
                if self.cum[mid] > x:
                    hi = mid
                else:
                    lo = mid + 1
            share = self.shares[lo]
        rand = rng.random
        hand = self.base_h
        disc = rest = 0
        talon: list[int] = []
        for (_a, cs), (nh, nd, nt, nr) in zip(self.groups, share, strict=True):
            if nh == len(cs):
                for c in cs:
                    hand |= 1 << c
                continue
            if nd == len(cs):
                for c in cs:
                    disc |= 1 << c
                continue
            if nr == len(cs):
                for c in cs:
                    rest |= 1 << c
                continue
            # A partial Fisher-Yates shuffle: the largest part takes what is left.
            parts = (nh, nd, nt, nr)
            big = max(range(4), key=parts.__getitem__)
            perm = list(cs)
            m = len(perm)
            cut = m - parts[big]
            for i in range(cut):
                j = i + int(rand() * (m - i))
                perm[i], perm[j] = perm[j], perm[i]
            i = 0
            for p in range(4):
                if p == big:
                    chosen = perm[cut:]
                else:
                    chosen = perm[i:i + parts[p]]
                    i += parts[p]
                if p == 2:
                    talon.extend(chosen)
                else:
                    m = 0
                    for c in chosen:
                        m |= 1 << c
                    if p == 0:
                        hand |= m
                    elif p == 1:
                        disc |= m
                    else:
                        rest |= m
        return hand, disc, talon, rest


def _splits(n: int, caps: list[int]):
    """Ways to write ``n`` as a sum of len(caps) parts, part j at most caps[j]."""
    if len(caps) == 1:
        if n <= caps[0]:
            yield (n,)
        return
    if not caps:
        return
    room_after = sum(caps[1:])
    for m in range(max(0, n - room_after), min(n, caps[0]) + 1):
        for rest in _splits(n - m, caps[1:]):
            yield (m,) + rest


class _Sampler:
    """Draws worlds that meet the hard facts, switching to the smarter proposal when
    plain rejection succeeds too rarely."""

    def __init__(self, k: Knowledge, rng: random.Random) -> None:
        self.k = k
        self.rng = rng
        self.plan = _Plan(list(k.places), k.free, k.opp_in_hand & ~self._pool_mask())
        if not self.plan.ok:
            raise RuntimeError("no placement of the unseen cards fits the counts")
        self.hard = k.hard
        self.tries = 0
        self.hits = 0
        self.drawn = 0
        self.smart = False
        self.options: dict[int, list[tuple[int, int]]] = {}
        self.plans: dict[int, _Plan | None] = {}
        self.cand = k.opp_possible | k.opp_played

    def _pool_mask(self) -> int:
        m = 0
        for c, _a in self.k.places:
            m |= 1 << c
        return m

    def _world(self, plan: _Plan) -> World:
        hand, disc, talon, rest = plan.draw(self.rng)
        self.drawn += 1
        k = self.k
        if talon:
            self.rng.shuffle(talon)
        order = k.talon_top + tuple(talon) if k.talon_count else ()
        return World(hand, order, disc, rest | k.rest_known)

    def _meets(self, w: World) -> bool:
        decl = w.opp_hand | self.k.opp_played
        for fact in self.hard:
            if not fact.test(decl):
                return False
        return True

    def draw_hard(self) -> World:
        w = self._world(self.plan)
        if not self.hard:
            return w
        if not self.smart:
            for _ in range(MAX_PLAIN):
                self.tries += 1
                if self._meets(w):
                    self.hits += 1
                    return w
                if self.tries >= 24 and self.hits * 10 < self.tries:
                    self.smart = True
                    break
                w = self._world(self.plan)
        for _ in range(MAX_WITNESS):
            sw = self._smart_world()
            if sw is not None and self._meets(sw):
                return sw
        return w

    def _smart_world(self) -> World | None:
        """Put into his hand the cards of one random way of meeting each unmet fact,
        then place the others."""
        k = self.k
        rng = self.rng
        held = k.opp_in_hand | k.opp_played
        extra = 0
        order = list(range(len(self.hard)))
        rng.shuffle(order)
        for i in order:
            fact: Holds = self.hard[i]
            cur = held | extra
            if fact.test(cur):
                continue
            opts = self.options.get(i)
            if opts is None:
                opts = [(m, n) for m, n in fact.options() if (m & self.cand).bit_count() >= n]
                self.options[i] = opts
            if not opts:
                return None
            m, need_n = opts[int(rng.random() * len(opts))]
            need = need_n - (m & cur).bit_count()
            if need > 0:
                free = [c for c in range(32) if (m & self.cand & ~cur) >> c & 1]
                if len(free) < need:
                    return None
                for c in rng.sample(free, need):
                    extra |= 1 << c
        if (k.opp_in_hand | extra).bit_count() > k.opp_hand_size:
            return None
        if extra in self.plans:
            plan = self.plans[extra]
        else:
            allowed = dict(k.places)
            for c in range(32):
                if extra >> c & 1:
                    allowed[c] = HAND
            caps = list(k.free)
            plan = None
            if narrow(allowed, caps):
                plan = _Plan(allowed, tuple(caps), k.opp_in_hand & ~self._pool_mask())
                if not plan.ok:
                    plan = None
            if len(self.plans) < 512:
                self.plans[extra] = plan
        if plan is None:
            return None
        return self._world(plan)
