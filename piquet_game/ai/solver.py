"""Exact trick-play solver: both hands known, both seats playing perfectly.

The value of a position is the points the seat to move will score in the rest of
the trick play minus the points the other seat will score, counted as the engine
counts them (:mod:`piquet_game.rules.game`, :mod:`piquet_game.rules.playout`): a
point for each lead, a point for each trick won on the opponent's lead, a point for
the last trick, the cards or capot at the end of the deal, and the pique when one
seat reaches the threshold while the other has nothing (scored point by point: the
lead, then the win, then the last trick).

Search
------
Alpha-beta, one call per trick: the seat to lead chooses a card, the other seat's
replies are tried inside the same call, and the position after the trick is searched
from its new leader's side.  Everything inside the search is relative to the leader:
``hl``/``hf`` are the leader's and the follower's hands, ``wl`` the tricks the
leader has won so far in the deal.

* Transposition table, keyed on what the value depends on and nothing else: in each
  suit, which seat holds each card still in play, high to low (the cards already
  played or out of the play are squeezed out, so "A 9 against K" is the same suit
  as "A 8 against Q"); the four suits sorted (there are no trumps, so suits are
  interchangeable); which bonus the tricks to come can still change (see
  :func:`_bonus_tables`); and, while a pique is possible, both scores.  Entries hold
  a lower bound, an upper bound and the best lead.  Such a key means the same thing
  in any deal, so one table serves every search a :class:`Solver` makes.
* Equivalent cards: cards of one seat in one suit with no card of the other seat
  between them (among the cards still in play) are interchangeable; only the lowest
  of each run is searched.  For the follower, the card led splits runs too.
* Move order: the table's best lead first, then sure winners, then the other leads,
  the highest of each suit first; the follower tries his cheapest winning card, then
  his lowest card; discards go from the cards the other seat can beat.
* Bounds without search: the leader's sure winners can be cashed at once, a lower
  bound (in each suit, his cards above all the follower holds there, or the whole
  suit when those outnumber the follower's cards of it); when they are all he
  holds the value is exact.  And the follower is sure of a trick each time the
  leader plays a card of a suit in which the follower holds a card above all of
  the leader's, as long as he holds one: in each suit, min(the follower's cards
  above the leader's highest, the leader's cards), an upper bound.
* The root: :meth:`Solver.value` uses MTD(f) (null-window searches converging on the
  value); :meth:`Solver.move_values` finds the value, then each distinct card's
  value the same way, knowing it is no better than the position's.

A game to a target
------------------
In a game to a target (Piquet au cent) the partie ends at the score that brings a
running total to the target, in the middle of the tricks if need be, and what a seat
plays for is the partie, not the deal's margin.  Given the deal's
:class:`~piquet_game.ai.partie.Stakes`, :meth:`Solver.value` and
:meth:`Solver.move_values` return what the partie is worth to the seat to move (in
the units of :meth:`Stakes.end`), the play searched exactly:

* while either seat can still reach the target in the tricks left (an upper bound
  on the points each can make: every trick, the last, the capot or the cards if it
  can still win them, the pique if it is still open), every score is made step by
  step as the engine makes it and the partie ends, worth its settlement, at the
  score that reaches the target; a deal that ends short of it is worth the
  continuation of the partie from its totals.  Positions are keyed on the hands,
  the leader's seat, his tricks and both scores, in a table of their own;
* once neither can, the rest of the deal is worth the continuation at the totals its
  margin leaves (:meth:`Stakes.convert`, increasing in the margin): the margin is
  searched as above, its window translated from the value's.

Where the target is looked at only once the deal is over (Piquet Normand's last
two, :attr:`Stakes.mid_deal` false), a score that reaches it ends nothing: the deal
is searched to its end and worth the partie's settlement there (both may have
reached it: the higher total wins), and no sure winners are cashed as a bound.
Once a seat has reached it, the settlement turns on the deal's final difference
alone, so the rest of the deal is searched for its margin, as out of reach.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from ..rules.cards import BITS8, HIGH8, POPCOUNT8
from ..rules.playout import Barred
from ..rules.variant import RUBICON, Variant, pique_due

if TYPE_CHECKING:
    from .partie import Stakes

INF = 1 << 20

# ---------------------------------------------------------------------------
# Per-suit tables, indexed by ``mine | other << 8`` for two disjoint suit bytes.

_CLASSES: list[tuple[int, ...]] = []   # lowest rank of each run of mine
_PATTERN: list[int] = []               # the suit with the absent cards squeezed out
_TOPS: list[int] = []                  # my sure winners, cashed from the top
_GUARDS: list[int] = []                # min(other's cards above all mine, my cards)
_LEAD: list[tuple[tuple[int, ...], tuple[int, ...]]] = []     # (sure winners, others high first)
_DISCARD: list[tuple[tuple[int, ...], tuple[int, ...]]] = []  # (beaten by other, not)
_FOLLOW: list[tuple[tuple[int, ...], ...]] = []               # by the rank other led
_FOLLOW_HEAD: list[tuple[tuple[int, ...], ...]] = []          # the same, heading when one can


def _build_tables() -> None:
    if _CLASSES:
        return
    size = 65536
    classes_t: list[tuple[int, ...]] = [()] * size
    pattern_t = [0] * size
    tops_t = [0] * size
    guards_t = [0] * size
    lead_t: list = [((), ())] * size
    discard_t: list = [((), ())] * size
    follow_t: list = [()] * size
    head_t: list = [()] * size
    for mine in range(256):
        for other in range(256):
            if mine & other:
                continue
            idx = mine | other << 8
            reps = []
            prev_mine = False
            for r in range(8):
                if mine >> r & 1:
                    if not prev_mine:
                        reps.append(r)
                    prev_mine = True
                elif other >> r & 1:
                    prev_mine = False
            classes = tuple(reps)
            classes_t[idx] = classes
            u = mine | other
            pat = 1
            for r in range(7, -1, -1):
                if u >> r & 1:
                    pat = pat << 1 | (mine >> r & 1)
            pattern_t[idx] = pat
            otop = HIGH8[other]
            mtop = HIGH8[mine]
            above = POPCOUNT8[mine >> (otop + 1)] if otop >= 0 else POPCOUNT8[mine]
            # cashed from the top, they exhaust the other's cards: the rest win too
            tops_t[idx] = POPCOUNT8[mine] if above >= POPCOUNT8[other] else above
            guards_t[idx] = min(POPCOUNT8[other >> (mtop + 1)], POPCOUNT8[mine]) if mine else 0
            lead_t[idx] = (tuple(r for r in classes if r > otop),
                           tuple(r for r in reversed(classes) if r < otop))
            discard_t[idx] = (tuple(r for r in classes if r < otop),
                              tuple(r for r in classes if r > otop))
            if mine:
                by_lead: list[tuple[int, ...]] = []
                heading: list[tuple[int, ...]] = []
                for lr in range(8):
                    if not other >> lr & 1:
                        by_lead.append(())
                        heading.append(())
                        continue
                    win = [r for r in classes if r > lr]
                    lose = [r for r in classes if r < lr]
                    order = win[:1] + lose[:1] + win[1:] + lose[1:]
                    by_lead.append(tuple(order))
                    heading.append(tuple(win or lose))
                follow_t[idx] = tuple(by_lead)
                head_t[idx] = tuple(heading)
    _CLASSES[:] = classes_t
    _PATTERN[:] = pattern_t
    _TOPS[:] = tops_t
    _GUARDS[:] = guards_t
    _LEAD[:] = lead_t
    _DISCARD[:] = discard_t
    _FOLLOW[:] = follow_t
    _FOLLOW_HEAD[:] = head_t


_BONUS_IDS: dict[tuple[int, ...], int] = {}


def _bonus_tables(variant: Variant, total: int) -> tuple[list[int], list[list[int]]]:
    """Tables for a deal of ``total`` tricks.

    ``diff[w]`` is what the cards or capot are worth to a seat that ends with ``w``
    tricks, less what they are worth to the other (all zero unless ``total`` is a
    whole deal; where a capot scores no last trick, less the last trick's bonus the
    search counted its holder).  ``ids[n][wl]`` names the function x -> diff[wl + x] for a leader
    who has won ``wl`` tricks with ``n`` to play: positions with the same function
    are worth the same, whatever the tricks won so far.
    """
    whole = total == variant.hand_size
    diff = []
    for w in range(total + 1):
        if whole:
            mine = variant.cards_bonus(w, total)
            theirs = variant.cards_bonus(total - w, total)
            diff.append((mine[1] if mine else 0) - (theirs[1] if theirs else 0))
        else:
            diff.append(0)
    if whole and variant.capot_cancels_last and total:
        # the capot's holder wins the last trick but scores no bonus for it: the
        # search scores it with the trick, the capot takes it back
        diff[total] -= variant.last_trick_points
        diff[0] += variant.last_trick_points
    ids = []
    for n in range(total + 1):
        row = []
        for wl in range(total - n + 1):
            vec = tuple(diff[wl:wl + n + 1])
            row.append(_BONUS_IDS.setdefault(vec, len(_BONUS_IDS)))
        ids.append(row)
    return diff, ids


def _trick_point_range(variant: Variant, n: int) -> dict[tuple[bool, int], tuple[int, int]]:
    """For ``n`` tricks, the first led by the leader: for each count ``a`` of tricks the
    leader wins, the (least, most) trick points he can make less the other's, pique
    aside.  Keyed by (True, a); entries for (False, a) are the same with the other
    seat leading first."""
    lwin = variant.lead_points + variant.win_own_lead_points
    llose = variant.lead_points - variant.win_opponent_lead_points
    last = variant.last_trick_points
    memo: dict[tuple[int, bool, int], tuple[int, int] | None] = {}

    def rng(k: int, lead_mine: bool, a: int) -> tuple[int, int] | None:
        if a < 0 or a > k:
            return None
        if k == 0:
            return (0, 0)
        key = (k, lead_mine, a)
        if key in memo:
            return memo[key]
        lo, hi = INF, -INF
        fin = last if k == 1 else 0
        # I win this trick
        sub = rng(k - 1, True, a - 1)
        if sub is not None:
            step = (lwin if lead_mine else -llose) + fin
            lo, hi = min(lo, step + sub[0]), max(hi, step + sub[1])
        # the other seat wins it
        sub = rng(k - 1, False, a)
        if sub is not None:
            step = (llose if lead_mine else -lwin) - fin
            lo, hi = min(lo, step + sub[0]), max(hi, step + sub[1])
        out = (lo, hi) if lo <= hi else None
        memo[key] = out
        return out

    out = {}
    for a in range(n + 1):
        for mine in (True, False):
            r = rng(n, mine, a)
            if r is not None:
                out[(mine, a)] = r
    return out


def _bound_tables(variant: Variant, diff: list[int]) -> tuple[list, list]:
    """``lower[n][wl][w]``: the least a leader with ``n`` tricks to play, ``wl`` won,
    who cashes ``w`` sure winners first, can end with (trick points and bonus, no
    pique).  ``upper[n][wl][g]``: the most he can end with when the follower is sure
    of ``g`` tricks."""
    total = len(diff) - 1
    lwin = variant.lead_points + variant.win_own_lead_points
    last = variant.last_trick_points
    lower: list = []
    upper: list = []
    by_n = [_trick_point_range(variant, n) for n in range(total + 1)]
    for n in range(total + 1):
        ranges = by_n[n]
        lrow, urow = [], []
        for wl in range(total - n + 1):
            lo_w = []
            for w in range(n + 1):
                if w == n:
                    lo_w.append(n * lwin + last + diff[wl + n])
                    continue
                rest = by_n[n - w]
                lo_w.append(w * lwin + min(rest[(True, a)][0] + diff[wl + w + a]
                                           for a in range(n - w + 1)))
            up_g = []
            for g in range(n + 1):
                up_g.append(max(ranges[(True, a)][1] + diff[wl + a] for a in range(n - g + 1)))
            lrow.append(lo_w)
            urow.append(up_g)
        lower.append(lrow)
        upper.append(urow)
    return lower, upper


_DEAL_TABLES: dict[tuple[int, int], tuple] = {}


def _deal_tables(variant: Variant, total: int) -> tuple:
    """(diff, ids, lower, upper) for deals of ``total`` tricks, built once."""
    key = (id(variant), total)
    got = _DEAL_TABLES.get(key)
    if got is None or got[0] is not variant:
        diff, ids = _bonus_tables(variant, total)
        lower, upper = _bound_tables(variant, diff)
        got = _DEAL_TABLES[key] = (variant, (diff, ids, lower, upper))
    return got[1]


class Solver:
    """Exact values of trick-play positions with every card known.

    Hands are bitmasks indexed by seat (``card = suit * 8 + rank``).  ``leader`` is
    the seat that leads, or led, the current trick; ``trick`` is ``()`` when the
    leader is to play, or ``(lead card,)`` when the follower is, the lead card being
    out of the leader's hand and its lead point already in ``scores``.  ``scores``
    are the deal scores so far (they matter for the pique only); ``won`` the tricks
    each seat has won.  When ``won`` and the tricks left do not make a whole deal,
    no cards or capot are counted (as :func:`piquet_game.rules.playout.random_playout`).

    The transposition table is kept between calls and serves any deal; it is emptied
    when it grows past ``max_entries``, or by :meth:`clear`.
    """

    def __init__(self, variant: Variant = RUBICON, max_entries: int = 500_000) -> None:
        _build_tables()
        self.variant = variant
        self.max_entries = max_entries
        self.tt: dict = {}
        self.nodes = 0
        self._machines: dict[tuple[int, bool], _Machine] = {}
        self._targets: dict[tuple, _TargetSearch] = {}

    def clear(self) -> None:
        self.tt.clear()
        self._targets.clear()

    # -- the questions ------------------------------------------------------------

    def value(self, hands: Sequence[int], leader: int, trick: Sequence[int] = (),
              scores: Sequence[int] = (0, 0), won: Sequence[int] = (0, 0),
              stakes: Stakes | None = None, barred: Barred = None) -> int:
        """The value of the rest of the trick play for the seat to move: the points
        it makes less the other's or, given the ``stakes`` of a game to a target,
        what the partie is worth to it.  ``barred``: who may not pique, where only
        the declarations block it (:mod:`piquet_game.rules.playout`; not read in a
        game to a target, where the scores as they stand decide)."""
        m, hl, hf, wl, sl, sf, n = self._setup(hands, leader, trick, scores, won,
                                               None if stakes is not None else barred)
        if stakes is not None:
            return self._target(m, stakes).root_value(hl, hf, leader, wl, sl, sf, n, tuple(trick))
        if not trick:
            return m.root_lead_value(hl, hf, wl, sl, sf, n)
        lc = trick[0]
        return _mtd(partial(m.follower_root, hl, hf, wl, sl, sf, n, lc), 0)

    def move_values(self, hands: Sequence[int], leader: int, trick: Sequence[int] = (),
                    scores: Sequence[int] = (0, 0), won: Sequence[int] = (0, 0),
                    stakes: Stakes | None = None, barred: Barred = None) -> dict[int, int]:
        """The value, for the seat to move, of each card it may play (what the partie
        is worth to it, given the ``stakes`` of a game to a target)."""
        m, hl, hf, wl, sl, sf, n = self._setup(hands, leader, trick, scores, won,
                                               None if stakes is not None else barred)
        if stakes is not None:
            return self._target(m, stakes).root_moves(hl, hf, leader, wl, sl, sf, n, tuple(trick))
        out: dict[int, int] = {}
        if not trick:
            best = m.root_lead_value(hl, hf, wl, sl, sf, n)
            for rep, members in m.lead_classes(hl, hf):
                val = _mtd(partial(m.lead_move, hl, hf, wl, sl, sf, n, rep), best, hi=best)
                for c in members:
                    out[c] = val
            return out
        lc = trick[0]
        best = _mtd(partial(m.follower_root, hl, hf, wl, sl, sf, n, lc), 0)
        for rep, members in m.reply_classes(hl | (1 << lc), hf, lc):
            # the follower's value is minus the leader's, which is at least -best
            val = -_mtd(partial(m.reply_move, hl, hf, wl, sl, sf, n, lc, rep), -best, lo=-best)
            for c in members:
                out[c] = val
        return out

    def best(self, hands: Sequence[int], leader: int, trick: Sequence[int] = (),
             scores: Sequence[int] = (0, 0), won: Sequence[int] = (0, 0),
             barred: Barred = None) -> tuple[int, int]:
        """(a best card for the seat to move, the value of the position)."""
        m, hl, hf, wl, sl, sf, n = self._setup(hands, leader, trick, scores, won, barred)
        if not trick:
            v = m.root_lead_value(hl, hf, wl, sl, sf, n)
            for lc in m.lead_order(hl, hf):
                if m.lead_move(hl, hf, wl, sl, sf, n, lc, v - 1, v) >= v:
                    return lc, v
        else:
            lc = trick[0]
            v = _mtd(partial(m.follower_root, hl, hf, wl, sl, sf, n, lc), 0)
            for fc in m.reply_order(hl | (1 << lc), hf, lc):
                # the follower's value is minus the leader's
                if m.reply_move(hl, hf, wl, sl, sf, n, lc, fc, -v, -v + 1) <= -v:
                    return fc, v
        raise AssertionError("no card reaches the value of the position")

    # -- machinery ----------------------------------------------------------------

    def _target(self, m: _Machine, stakes: Stakes) -> _TargetSearch:
        """The search of a game to a target for these stakes (its table kept while
        the stakes are the same: through a deal)."""
        if stakes.variant is not self.variant and stakes.variant != self.variant:
            raise ValueError("the stakes are of another variant than the solver's")
        key = (m.total, stakes.key)
        got = self._targets.get(key)
        if got is None:
            if len(self._targets) > 4:
                self._targets.clear()
            search = _TargetSearch if stakes.mid_deal else _DealEndSearch
            got = self._targets[key] = search(m, stakes)
        elif len(got.tt) > self.max_entries:
            got.tt.clear()
        return got

    def _setup(self, hands, leader, trick, scores, won, barred=None):
        """The machine and the position relative to the leader.  Where only the
        declarations block a pique (``barred`` given), the trick points never block
        it: the machine is told so, and the score of a seat barred from it is raised
        to the threshold, which it can then never reach (its value is read for the
        pique alone)."""
        h0, h1 = int(hands[0]), int(hands[1])
        if leader not in (0, 1):
            raise ValueError(f"the leader is seat 0 or 1, not {leader!r}")
        if h0 & h1 or (h0 | h1) >> 32:
            raise ValueError("the hands must be disjoint sets of the 32 cards")
        hl, hf = (h0, h1) if leader == 0 else (h1, h0)
        n = hl.bit_count()
        if trick:
            if len(trick) != 1:
                raise ValueError("a trick in progress holds the lead card only")
            lc = trick[0]
            if not 0 <= lc < 32 or (h0 | h1) >> lc & 1:
                raise ValueError("the card led must be a card out of both hands")
            n += 1
        if hf.bit_count() != n or n == 0:
            raise ValueError("the hands do not hold a position of the trick play")
        if len(self.tt) > self.max_entries:
            self.tt.clear()
        total = won[0] + won[1] + n
        free = barred is not None
        m = self._machines.get((total, free))
        if m is None:
            m = self._machines[(total, free)] = _Machine(self, total, free)
        sl, sf = scores[leader], scores[1 - leader]
        if barred is not None:
            below = self.variant.pique_pending_below
            if barred[leader]:
                sl = max(sl, below)
            if barred[1 - leader]:
                sf = max(sf, below)
        return m, hl, hf, won[leader], sl, sf, n


def _mtd(probe: Callable[[int, int], int], guess: int, lo: int = -INF, hi: int = INF) -> int:
    """The exact value of ``probe`` (a fail-soft search over a window), found with
    null-window probes starting from ``guess``; ``lo`` and ``hi`` are known bounds."""
    g = guess
    while lo < hi:
        beta = g + 1 if g == lo else g
        g = probe(beta - 1, beta)
        if g < beta:
            hi = g
        else:
            lo = g
    return g


def _steps(sl: int, sf: int, steps, v: Variant, free: bool = False) -> tuple[int, int]:
    """Score (seat, points) steps on the scores (leader, follower) point by point as
    the engine does: a seat reaching the pique threshold while the other has
    nothing adds the pique (``free``: whatever the other has, the scores of a seat
    barred from it having been raised to the threshold; see :meth:`Solver._setup`)."""
    s = [sl, sf]
    th, below = v.pique_threshold, v.pique_pending_below
    for seat, p in steps:
        if not p:
            continue
        before = s[seat]
        s[seat] = before + p
        if pique_due(before, before + p, th, below) and (free or s[1 - seat] == 0):
            s[seat] += v.pique_bonus
    return s[0], s[1]


def _members(mine: int, other: int, rep: int) -> list[int]:
    """The cards of ``mine`` equivalent to ``rep``: its run, up to the next card of
    ``other`` in the suit."""
    out = []
    sh = rep & 24
    b = mine >> sh & 255
    o = other >> sh & 255
    k = rep & 7
    while k < 8 and not o >> k & 1:
        if b >> k & 1:
            out.append(sh + k)
        k += 1
    return out


class _Machine:
    """The search for deals of one length (the bonus tables depend on it).  With
    ``free`` the pique is not blocked by the other seat's points, a seat barred from
    it coming with its score raised to the threshold (see :meth:`Solver._setup`)."""

    def __init__(self, solver: Solver, total: int, free: bool = False) -> None:
        self.solver = solver
        v = self.variant = solver.variant
        self.diff, self.bid, self.lower, self.upper = _deal_tables(v, total)
        self.total = total
        self.free = free
        #: the follower's replies, best first: heading the trick when he must
        self.follow = _FOLLOW_HEAD if v.must_head_trick else _FOLLOW
        th = self.th = v.pique_threshold
        below = self.below = v.pique_pending_below
        per = max(v.lead_points + v.win_own_lead_points, v.win_opponent_lead_points)
        last = v.last_trick_points
        #: a capot scores no last trick (its bonus is taken back in ``diff``)
        self.cancel_last = bool(v.capot_cancels_last and last and total == v.hand_size)

        def open_state(a: int, b: int, k: int) -> bool:
            """Whether a pique can still happen in the last ``k`` tricks from the
            scores (a, b)."""
            if k <= 0:
                return False
            reach = k * per + last
            if free:
                return (a < below and a + reach >= th) or (b < below and b + reach >= th)
            return (a < below and b == 0 and a + reach >= th) or (b < below and a == 0 and b + reach >= th)

        self.open_state = open_state
        self.search = self._make_search()
        self.search_open = self._make_search_open()

    # -- move lists -------------------------------------------------------------------

    def lead_order(self, hl: int, hf: int, first: int = -1) -> list[int]:
        """The leader's distinct leads, in search order."""
        moves = [first] if first >= 0 else []
        rest = []
        lead_t = _LEAD
        for sh in (0, 8, 16, 24):
            bl = hl >> sh & 255
            if bl:
                win, oth = lead_t[bl | (hf >> sh & 255) << 8]
                for r in win:
                    if sh + r != first:
                        moves.append(sh + r)
                for r in oth:
                    if sh + r != first:
                        rest.append(sh + r)
        return moves + rest

    def reply_order(self, hl_with_lead: int, hf: int, lc: int) -> list[int]:
        """The follower's distinct replies to ``lc``, in search order (``hl_with_lead``
        holds the lead card, which splits the follower's runs)."""
        sh = lc & 24
        bf = hf >> sh & 255
        if bf:
            return [sh + r for r in self.follow[bf | (hl_with_lead >> sh & 255) << 8][lc & 7]]
        hl = hl_with_lead & ~(1 << lc)
        out = []
        for part in (0, 1):
            for sh2 in (0, 8, 16, 24):
                b = hf >> sh2 & 255
                if b:
                    out += [sh2 + r for r in _DISCARD[b | (hl >> sh2 & 255) << 8][part]]
        return out

    def lead_classes(self, hl: int, hf: int) -> list[tuple[int, list[int]]]:
        """The leader's distinct leads with the cards each stands for."""
        return [(rep, _members(hl, hf, rep)) for rep in self.lead_order(hl, hf)]

    def reply_classes(self, hl_with_lead: int, hf: int, lc: int) -> list[tuple[int, list[int]]]:
        """The follower's distinct replies with the cards each stands for."""
        sh = lc & 24
        mine = hf & (255 << sh) if hf >> sh & 255 else hf
        return [(rep, _members(mine, hl_with_lead, rep)) for rep in self.reply_order(hl_with_lead, hf, lc)]

    # -- values of one move, with the scoring written out step by step -------------------

    def root_lead_value(self, hl, hf, wl, sl, sf, n) -> int:
        """The value for the leader, before his lead."""
        if self.open_state(sl, sf, n):
            return _mtd(lambda a, b: self.search_open(hl, hf, wl, sl, sf, a, b), 0)
        return _mtd(lambda a, b: self.search(hl, hf, wl, a, b), 0)

    def lead_move(self, hl, hf, wl, sl, sf, n, lc, alpha, beta) -> int:
        """Value for the leader of leading ``lc``: the follower's best reply."""
        v = self.variant
        sl2, sf2 = _steps(sl, sf, ((0, v.lead_points),), v, self.free)
        gain = sl2 - sl - (sf2 - sf)
        hl2 = hl ^ (1 << lc)
        worst = INF
        for fc in self.reply_order(hl, hf, lc):
            b = beta if beta < worst else worst
            val = gain + self.reply_move(hl2, hf, wl, sl2, sf2, n, lc, fc, alpha - gain, b - gain)
            if val < worst:
                worst = val
                if worst <= alpha:
                    break
        return worst

    def follower_root(self, hl, hf, wl, sl, sf, n, lc, alpha, beta) -> int:
        """Value for the follower of the trick ``lc`` (out of ``hl``, its lead point
        in ``sl``) with his best reply."""
        best = -INF
        for fc in self.reply_order(hl | (1 << lc), hf, lc):
            a = alpha if alpha > best else best
            val = -self.reply_move(hl, hf, wl, sl, sf, n, lc, fc, -beta, -a)
            if val > best:
                best = val
                if best >= beta:
                    break
        return best

    def reply_move(self, hl, hf, wl, sl, sf, n, lc, fc, alpha, beta) -> int:
        """Value for the leader of the trick ``lc`` (out of ``hl``, its lead point in
        ``sl``) answered by ``fc``, and of the play after it."""
        v = self.variant
        hf2 = hf ^ (1 << fc)
        fwins = (fc >> 3) == (lc >> 3) and fc > lc
        winner = 1 if fwins else 0
        steps = [(winner, v.win_opponent_lead_points if fwins else v.win_own_lead_points)]
        capot = self.cancel_last and n == 1 and (wl == 0 if fwins else wl + 1 == self.total)
        if n == 1 and not capot:
            steps.append((winner, v.last_trick_points))
        sl2, sf2 = _steps(sl, sf, steps, v, self.free)
        gain = sl2 - sl - (sf2 - sf)
        diff = self.diff
        if n == 1:
            if capot:  # no last trick scored: ``diff`` took it back, give it again
                last = v.last_trick_points
                return gain + (diff[wl] - last if fwins else diff[wl + 1] + last)
            return gain + (diff[wl] if fwins else diff[wl + 1])
        if fwins:
            wn = self.total - n - wl + 1   # the follower's tricks, this one included
            if self.open_state(sf2, sl2, n - 1):
                return gain - self.search_open(hf2, hl, wn, sf2, sl2, gain - beta, gain - alpha)
            return gain - self.search(hf2, hl, wn, gain - beta, gain - alpha)
        if self.open_state(sl2, sf2, n - 1):
            return gain + self.search_open(hl, hf2, wl + 1, sl2, sf2, alpha - gain, beta - gain)
        return gain + self.search(hl, hf2, wl + 1, alpha - gain, beta - gain)

    # -- the search ---------------------------------------------------------------------

    def _make_search(self):
        """The search while no pique can happen: value for the leader."""
        v = self.variant
        solver = self.solver
        diff, bid, total = self.diff, self.bid, self.total
        lower_t, upper_t = self.lower, self.upper
        tt = solver.tt
        tt_get = tt.get
        lwin = v.lead_points + v.win_own_lead_points      # the leader wins a trick he led
        llose = v.lead_points - v.win_opponent_lead_points  # the follower wins it
        last = v.last_trick_points
        tops = _TOPS
        guards = _GUARDS
        pattern = _PATTERN
        lead_t = _LEAD
        follow_t = self.follow
        discard_t = _DISCARD
        bits8 = BITS8
        popcount = POPCOUNT8

        def search(hl: int, hf: int, wl: int, alpha: int, beta: int) -> int:
            n = hl.bit_count()
            if n == 1:
                lc = hl.bit_length() - 1
                fc = hf.bit_length() - 1
                if (fc >> 3) == (lc >> 3) and fc > lc:
                    return llose - last + diff[wl]
                return lwin + last + diff[wl + 1]
            solver.nodes += 1
            i0 = (hl & 255) | (hf & 255) << 8
            i1 = (hl >> 8 & 255) | (hf >> 8 & 255) << 8
            i2 = (hl >> 16 & 255) | (hf >> 16 & 255) << 8
            i3 = (hl >> 24 & 255) | (hf >> 24 & 255) << 8
            w = tops[i0] + tops[i1] + tops[i2] + tops[i3]
            if w == n:
                return n * lwin + last + diff[wl + n]
            lower = lower_t[n][wl][w]
            if lower >= beta:
                return lower
            upper = upper_t[n][wl][guards[i0] + guards[i1] + guards[i2] + guards[i3]]
            if upper <= alpha:
                return upper
            p0 = pattern[i0]
            p1 = pattern[i1]
            p2 = pattern[i2]
            p3 = pattern[i3]
            ps = sorted((p0, p1, p2, p3))
            key = ps[0] | ps[1] << 9 | ps[2] << 18 | ps[3] << 27 | bid[n][wl] << 36
            e = tt_get(key)
            ttmove = -1
            lo = lower
            hi = upper
            if e is not None:
                elo, ehi, tm = e
                if elo > lo:
                    lo = elo
                if ehi < hi:
                    hi = ehi
                if tm >= 0:
                    tp = tm >> 3
                    if tp == p0:
                        ttmove = bits8[(i0 | i0 >> 8) & 255][tm & 7]
                    elif tp == p1:
                        ttmove = 8 + bits8[(i1 | i1 >> 8) & 255][tm & 7]
                    elif tp == p2:
                        ttmove = 16 + bits8[(i2 | i2 >> 8) & 255][tm & 7]
                    else:
                        ttmove = 24 + bits8[(i3 | i3 >> 8) & 255][tm & 7]
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
            # the leads, in order
            moves = [ttmove] if ttmove >= 0 else []
            rest = []
            for sh, i in ((0, i0), (8, i1), (16, i2), (24, i3)):
                if i & 255:
                    win, oth = lead_t[i]
                    for r in win:
                        moves.append(sh + r)
                    for r in oth:
                        rest.append(sh + r)
            moves += rest
            wf1 = total - n - wl + 1   # the follower's tricks if he wins this one
            wl1 = wl + 1
            best = -INF
            bestmove = -1
            for lc in moves:
                if lc == ttmove and bestmove >= 0:
                    continue
                hl2 = hl ^ (1 << lc)
                sh = lc & 24
                bf = hf >> sh & 255
                a = alpha if alpha > best else best
                worst = INF
                if bf:
                    lr = lc & 7
                    for fr in follow_t[bf | (hl >> sh & 255) << 8][lr]:
                        b = beta if beta < worst else worst
                        if fr > lr:
                            val = llose - search(hf ^ (1 << (sh + fr)), hl2, wf1, llose - b, llose - a)
                        else:
                            val = lwin + search(hl2, hf ^ (1 << (sh + fr)), wl1, a - lwin, b - lwin)
                        if val < worst:
                            worst = val
                            if worst <= a:
                                break
                else:
                    # the follower discards and cannot win the trick
                    done = False
                    for part in (0, 1):
                        for sh2 in (0, 8, 16, 24):
                            bf2 = hf >> sh2 & 255
                            if not bf2:
                                continue
                            for fr in discard_t[bf2 | (hl2 >> sh2 & 255) << 8][part]:
                                b = beta if beta < worst else worst
                                val = lwin + search(hl2, hf ^ (1 << (sh2 + fr)), wl1, a - lwin, b - lwin)
                                if val < worst:
                                    worst = val
                                    if worst <= a:
                                        done = True
                                        break
                            if done:
                                break
                        if done:
                            break
                if worst > best:
                    best = worst
                    bestmove = lc
                    if best >= beta:
                        break
            if best <= alpha:
                if best < hi:
                    hi = best
            elif best >= beta:
                if best > lo:
                    lo = best
            else:
                lo = hi = best
            sh = bestmove & 24
            tm = (pattern[(hl >> sh & 255) | (hf >> sh & 255) << 8] << 3
                  | popcount[(hl | hf) >> sh & ((1 << (bestmove & 7)) - 1)])
            tt[key] = (lo, hi, tm)
            return best

        return search

    def _make_search_open(self):
        """The search while a pique can still happen; (sl, sf) are the deal scores
        of the leader and the follower.  Value for the leader."""
        machine = self
        solver = self.solver
        v = self.variant
        bid = self.bid
        tt = solver.tt
        lp = v.lead_points
        free = self.free
        below = self.below
        pattern = _PATTERN
        bits8 = BITS8
        popcount = POPCOUNT8
        tops = _TOPS
        guards = _GUARDS
        lower_t, upper_t = self.lower, self.upper
        bonus = v.pique_bonus

        def search_open(hl: int, hf: int, wl: int, sl: int, sf: int, alpha: int, beta: int) -> int:
            n = hl.bit_count()
            solver.nodes += 1
            # keyed as the search without a pique is, on the suits' patterns, with the
            # scores (past the pique's reach, a score no longer matters for it)
            i0 = (hl & 255) | (hf & 255) << 8
            i1 = (hl >> 8 & 255) | (hf >> 8 & 255) << 8
            i2 = (hl >> 16 & 255) | (hf >> 16 & 255) << 8
            i3 = (hl >> 24 & 255) | (hf >> 24 & 255) << 8
            p0, p1, p2, p3 = pattern[i0], pattern[i1], pattern[i2], pattern[i3]
            ps = sorted((p0, p1, p2, p3))
            key = (ps[0] | ps[1] << 9 | ps[2] << 18 | ps[3] << 27, bid[n][wl],
                   sl if sl < below else below, sf if sf < below else below, free)
            # the bounds of the search without a pique, less a pique the follower may
            # still make, or more one the leader may
            lo = lower_t[n][wl][tops[i0] + tops[i1] + tops[i2] + tops[i3]] - (bonus if sf < below else 0)
            if lo >= beta:
                return lo
            hi = (upper_t[n][wl][guards[i0] + guards[i1] + guards[i2] + guards[i3]]
                  + (bonus if sl < below else 0))
            if hi <= alpha:
                return hi
            e = tt.get(key)
            ttmove = -1
            if e is not None:
                elo, ehi, tm = e
                if elo > lo:
                    lo = elo
                if ehi < hi:
                    hi = ehi
                if tm >= 0:
                    tp = tm >> 3
                    if tp == p0:
                        ttmove = bits8[(i0 | i0 >> 8) & 255][tm & 7]
                    elif tp == p1:
                        ttmove = 8 + bits8[(i1 | i1 >> 8) & 255][tm & 7]
                    elif tp == p2:
                        ttmove = 16 + bits8[(i2 | i2 >> 8) & 255][tm & 7]
                    else:
                        ttmove = 24 + bits8[(i3 | i3 >> 8) & 255][tm & 7]
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
            sl2, sf2 = _steps(sl, sf, ((0, lp),), v, free)
            gain = sl2 - sl - (sf2 - sf)
            best = -INF
            bestmove = -1
            for lc in machine.lead_order(hl, hf, ttmove):
                a = alpha if alpha > best else best
                hl2 = hl ^ (1 << lc)
                worst = INF
                for fc in machine.reply_order(hl, hf, lc):
                    b = beta if beta < worst else worst
                    val = gain + machine.reply_move(hl2, hf, wl, sl2, sf2, n, lc, fc, a - gain, b - gain)
                    if val < worst:
                        worst = val
                        if worst <= a:
                            break
                if worst > best:
                    best = worst
                    bestmove = lc
                    if best >= beta:
                        break
            if best <= alpha:
                hi = min(hi, best)
            elif best >= beta:
                lo = max(lo, best)
            else:
                lo = hi = best
            sh = bestmove & 24
            tm = (pattern[(hl >> sh & 255) | (hf >> sh & 255) << 8] << 3
                  | popcount[(hl | hf) >> sh & ((1 << (bestmove & 7)) - 1)])
            tt[key] = (lo, hi, tm)
            return best

        return search_open


class _TargetSearch:
    """The search of a game to a target (see the module notes), for one deal length
    and one deal's stakes.  Values are for the leader, in the units of
    :meth:`Stakes.end`; ``ls`` is the leader's seat, ``sl``/``sf`` the deal scores of
    the leader and the follower.  The table is keyed as the margin's is (the suits'
    patterns, sorted) with the leader's seat, his tricks and both scores."""

    def __init__(self, machine: _Machine, stakes: Stakes) -> None:
        self.m = machine
        v = self.v = machine.variant
        self.stakes = stakes
        self.tt: dict = {}
        self.target = stakes.target
        self.base = stakes.base
        total = self.total = machine.total
        self.whole = machine.total == v.hand_size
        per = max(v.lead_points + v.win_own_lead_points, v.win_opponent_lead_points)
        self.last = v.last_trick_points
        self.th = v.pique_threshold
        self.below = v.pique_pending_below
        self.pique = v.pique_bonus
        self.lead_points = v.lead_points
        self.win_points = (v.win_own_lead_points, v.win_opponent_lead_points)
        # the most a seat with ``won`` tricks can still make in ``n`` tricks, pique aside
        self.gain = [[n * per + self.last + self.bonus(won, n) for won in range(total + 1)]
                     for n in range(total + 1)]
        self.best_bonus = max((self.bonus(w, 0) for w in range(total + 1)), default=0)
        self.per = per

    # -- bounds -----------------------------------------------------------------------

    def bonus(self, won: int, n: int) -> int:
        """The most the cards or capot can bring a seat with ``won`` tricks and ``n``
        to play."""
        if not self.whole or won + n > self.total:
            return 0
        b = self.v.cards_bonus(won + n, self.total)
        return b[1] if b else 0

    def reach(self, ls: int, wl: int, sl: int, sf: int, n: int) -> bool:
        """Whether either seat may still reach the target in the ``n`` tricks left."""
        row = self.gain[n]
        gl = row[wl]
        gf = row[self.total - n - wl]
        th, below = self.th, self.below
        if sf == 0 and sl < below and sl + gl >= th:
            gl += self.pique
        if sl == 0 and sf < below and sf + gf >= th:
            gf += self.pique
        t = self.target
        return self.base[ls] + sl + gl >= t or self.base[1 - ls] + sf + gf >= t

    def cash(self, ls: int, sl: int, sf: int, n: int, sure: int) -> int | None:
        """A lower bound for a leader with ``sure`` winners: cashed one after the other,
        they take him to the target while the follower scores nothing (None if they
        do not, or if they are every trick left)."""
        if sure == 0 or sure >= n:
            return None
        t = self.target - self.base[ls]
        if sl + sure * self.per < t and not (sf == 0 and sl < self.below):
            return None
        lead = self.lead_points
        win = self.win_points[0]
        for _ in range(sure):
            if lead:
                sl, sf = self.step(sl, sf, 0, lead)
                if sl >= t:
                    return self.end(ls, sl, sf)
            if win:
                sl, sf = self.step(sl, sf, 0, win)
                if sl >= t:
                    return self.end(ls, sl, sf)
        return None

    def margin_bound(self, n: int) -> int:
        return n * self.per + self.last + self.best_bonus + self.pique

    def step(self, sl: int, sf: int, w: int, p: int) -> tuple[int, int]:
        """``p`` points to the leader (``w`` 0) or the follower (1), the pique with them."""
        th, below = self.th, self.below
        if w:
            if sl == 0 and pique_due(sf, sf + p, th, below):
                return sl, sf + p + self.pique
            return sl, sf + p
        if sf == 0 and pique_due(sl, sl + p, th, below):
            return sl + p + self.pique, sf
        return sl + p, sf

    # -- values -----------------------------------------------------------------------

    def end(self, ls: int, sl: int, sf: int) -> int:
        return self.stakes.end(ls, self.base[ls] + sl, self.base[1 - ls] + sf)

    def reached(self, ls: int, sl: int, sf: int) -> bool:
        """Whether a total has reached the target with these scores."""
        t = self.target
        return self.base[ls] + sl >= t or self.base[1 - ls] + sf >= t

    #: Whether these scores end the partie before the deal is over: a total that
    #: reaches the target does, here.
    over = reached

    def conv(self, ls: int, sl: int, sf: int, n: int) -> Callable[[int], int]:
        """What the rest of the deal is worth to the leader by the margin it makes
        him, where that is all it counts by (out of the target's reach,
        :meth:`reach`): the partie's continuation (:meth:`Stakes.convert`)."""
        return partial(self.stakes.convert, ls, self.base[ls] + sl, self.base[1 - ls] + sf, n)

    def converted(self, hl: int, hf: int, ls: int, wl: int, sl: int, sf: int, n: int,
                  alpha: int, beta: int) -> int:
        """The value of a position whose rest counts by its margin alone (out of
        the target's reach, :meth:`reach`): the margin searched in the window that
        the value's window translates to, then converted (:meth:`conv`)."""
        conv = self.conv(ls, sl, sf, n)
        top = self.margin_bound(n)
        best, worst = conv(top), conv(-top)   # what the best and the worst margins are worth
        if best <= alpha:
            return best            # every margin fails low
        if worst >= beta:
            return worst           # every margin fails high
        if worst == best:
            return best            # every margin is worth the same (a stake won whatever it is)
        if worst > alpha:
            ma = -INF
        else:                      # the largest margin worth no more than alpha
            lo, hi = -top, top     # conv(lo) <= alpha < conv(hi)
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if conv(mid) <= alpha:
                    lo = mid
                else:
                    hi = mid
            ma = lo
        if best < beta:
            mb = INF
        else:                      # the smallest margin worth beta or more
            lo, hi = -top, top     # conv(lo) < beta <= conv(hi)
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if conv(mid) >= beta:
                    hi = mid
                else:
                    lo = mid
            mb = hi
        m = self.m
        if m.open_state(sl, sf, n):
            r = m.search_open(hl, hf, wl, sl, sf, ma, mb)
        else:
            r = m.search(hl, hf, wl, ma, mb)
        return conv(max(-top, min(top, r)))

    def node(self, hl: int, hf: int, ls: int, wl: int, sl: int, sf: int, alpha: int, beta: int) -> int:
        """The leader to lead: his value."""
        n = hl.bit_count()
        if not self.reach(ls, wl, sl, sf, n):
            return self.converted(hl, hf, ls, wl, sl, sf, n, alpha, beta)
        if self.lead_points:
            sl2, sf2 = self.step(sl, sf, 0, self.lead_points)
            if self.over(ls, sl2, sf2):   # the lead point ends the partie, whatever is led
                return self.end(ls, sl2, sf2)
        else:
            sl2, sf2 = sl, sf
        self.m.solver.nodes += 1
        i0 = (hl & 255) | (hf & 255) << 8
        i1 = (hl >> 8 & 255) | (hf >> 8 & 255) << 8
        i2 = (hl >> 16 & 255) | (hf >> 16 & 255) << 8
        i3 = (hl >> 24 & 255) | (hf >> 24 & 255) << 8
        pattern = _PATTERN
        p0, p1, p2, p3 = pattern[i0], pattern[i1], pattern[i2], pattern[i3]
        ps = sorted((p0, p1, p2, p3))
        key = (ps[0] | ps[1] << 9 | ps[2] << 18 | ps[3] << 27, ls, wl, sl, sf)
        tt = self.tt
        e = tt.get(key)
        ttmove = -1
        lo, hi = -INF, INF
        if e is None:
            tops = _TOPS
            cash = self.cash(ls, sl, sf, n, tops[i0] + tops[i1] + tops[i2] + tops[i3])
            if cash is not None:
                if cash >= beta:
                    return cash
                lo = cash
                if lo > alpha:
                    alpha = lo
        else:
            lo, hi, tm = e
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
            if tm >= 0:
                tp = tm >> 3
                bits8 = BITS8
                if tp == p0:
                    ttmove = bits8[(i0 | i0 >> 8) & 255][tm & 7]
                elif tp == p1:
                    ttmove = 8 + bits8[(i1 | i1 >> 8) & 255][tm & 7]
                elif tp == p2:
                    ttmove = 16 + bits8[(i2 | i2 >> 8) & 255][tm & 7]
                else:
                    ttmove = 24 + bits8[(i3 | i3 >> 8) & 255][tm & 7]
        m = self.m
        best = -INF
        bestmove = -1
        for lc in m.lead_order(hl, hf, ttmove):
            a = alpha if alpha > best else best
            val = self.led(hl, hf, ls, wl, sl2, sf2, n, lc, a, beta)
            if val > best:
                best = val
                bestmove = lc
                if best >= beta:
                    break
        if best <= alpha:
            if best < hi:
                hi = best
        elif best >= beta:
            if best > lo:
                lo = best
        else:
            lo = hi = best
        sh = bestmove & 24
        tm = (pattern[(hl >> sh & 255) | (hf >> sh & 255) << 8] << 3
              | POPCOUNT8[(hl | hf) >> sh & ((1 << (bestmove & 7)) - 1)])
        tt[key] = (lo, hi, tm)
        return best

    def led(self, hl: int, hf: int, ls: int, wl: int, sl: int, sf: int, n: int, lc: int,
            alpha: int, beta: int) -> int:
        """The leader's value of leading ``lc`` (out of ``hl``, its lead point scored
        in ``sl``): the follower's best reply."""
        hl2 = hl ^ (1 << lc)
        worst = INF
        for fc in self.m.reply_order(hl, hf, lc):
            b = beta if beta < worst else worst
            val = self.reply(hl2, hf, ls, wl, sl, sf, n, lc, fc, alpha, b)
            if val < worst:
                worst = val
                if worst <= alpha:
                    break
        return worst

    def reply(self, hl2: int, hf: int, ls: int, wl: int, sl: int, sf: int, n: int, lc: int, fc: int,
              alpha: int, beta: int) -> int:
        """The leader's value of the trick ``lc`` (out of ``hl2``, its lead point in
        ``sl``) answered by ``fc``, and of the play after it."""
        fwins = (fc >> 3) == (lc >> 3) and fc > lc
        w = 1 if fwins else 0
        p = self.win_points[w]
        if p:
            sl, sf = self.step(sl, sf, w, p)
            if self.over(ls, sl, sf):
                return self.end(ls, sl, sf)
        if n == 1:
            capot = self.m.cancel_last and (wl == 0 if fwins else wl + 1 == self.total)
            if self.last and not capot:
                sl, sf = self.step(sl, sf, w, self.last)
                if self.over(ls, sl, sf):
                    return self.end(ls, sl, sf)
            if self.whole:
                v = self.v
                wl_end = wl + 1 - w
                b = v.cards_bonus(wl_end, self.total)
                if b:
                    sl += b[1]
                b = v.cards_bonus(self.total - wl_end, self.total)
                if b:
                    sf += b[1]
            return self.end(ls, sl, sf)
        hf2 = hf ^ (1 << fc)
        if fwins:
            wn = self.total - n - wl + 1   # the follower's tricks, this one included
            return -self.node(hf2, hl2, 1 - ls, wn, sf, sl, -beta, -alpha)
        return self.node(hl2, hf2, ls, wl + 1, sl, sf, alpha, beta)

    # -- the root -----------------------------------------------------------------------

    def root_value(self, hl: int, hf: int, leader: int, wl: int, sl: int, sf: int, n: int,
                   trick: tuple[int, ...]) -> int:
        """The value for the seat to move."""
        if not trick:
            return self.node(hl, hf, leader, wl, sl, sf, -INF, INF)
        return max(self.root_moves(hl, hf, leader, wl, sl, sf, n, trick).values())

    def root_moves(self, hl: int, hf: int, leader: int, wl: int, sl: int, sf: int, n: int,
                   trick: tuple[int, ...]) -> dict[int, int]:
        """The value of each card the seat to move may play, for it."""
        m = self.m
        out: dict[int, int] = {}
        if not trick:
            sl2, sf2 = self.step(sl, sf, 0, self.lead_points) if self.lead_points else (sl, sf)
            ended = self.over(leader, sl2, sf2)
            reach = self.reach(leader, wl, sl, sf, n)
            for rep, members in m.lead_classes(hl, hf):
                if ended:
                    val = self.end(leader, sl2, sf2)
                elif reach:
                    val = self.led(hl, hf, leader, wl, sl2, sf2, n, rep, -INF, INF)
                else:
                    val = self.converted_move(hl, hf, leader, wl, sl, sf, n, rep)
                for c in members:
                    out[c] = val
            return out
        lc = trick[0]
        reach = self.reach(leader, wl, sl, sf, n)
        for rep, members in m.reply_classes(hl | (1 << lc), hf, lc):
            if reach:
                val = -self.reply(hl, hf, leader, wl, sl, sf, n, lc, rep, -INF, INF)
            else:
                val = self.converted_reply(hl, hf, leader, wl, sl, sf, n, lc, rep)
            for c in members:
                out[c] = val
        return out

    def converted_move(self, hl: int, hf: int, ls: int, wl: int, sl: int, sf: int, n: int, lc: int) -> int:
        """The rest by its margin alone: the leader's value of leading ``lc``."""
        m = self.m
        margin = _mtd(partial(m.lead_move, hl, hf, wl, sl, sf, n, lc), 0)
        return self.conv(ls, sl, sf, n)(margin)

    def converted_reply(self, hl: int, hf: int, ls: int, wl: int, sl: int, sf: int, n: int, lc: int,
                        fc: int) -> int:
        """The rest by its margin alone: the follower's value of answering ``lc`` with ``fc``."""
        m = self.m
        margin = -_mtd(partial(m.reply_move, hl, hf, wl, sl, sf, n, lc, fc), 0)
        return self.conv(1 - ls, sf, sl, n)(margin)


class _DealEndSearch(_TargetSearch):
    """The search of a game whose target is looked at only once the deal is over
    (Piquet Normand's last two, :attr:`Stakes.mid_deal` false): a score that reaches
    the target ends nothing, so the deal is searched to its end, and no winners are
    cashed up to the target as a bound; once a total has reached it, the settlement
    turns on the deal's final difference alone, so the rest is searched for its
    margin, as out of reach (:meth:`Stakes.settled`)."""

    def over(self, ls: int, sl: int, sf: int) -> bool:
        return False

    def cash(self, ls: int, sl: int, sf: int, n: int, sure: int) -> int | None:
        return None

    def reach(self, ls: int, wl: int, sl: int, sf: int, n: int) -> bool:
        """Whether the rest of the deal is still searched score by score: no total has
        reached the target yet, and one still may."""
        return not self.reached(ls, sl, sf) and super().reach(ls, wl, sl, sf, n)

    def conv(self, ls: int, sl: int, sf: int, n: int) -> Callable[[int], int]:
        """Once a total has reached the target, the settlement the deal's final
        margin makes (:meth:`Stakes.settled`); else the continuation."""
        if self.reached(ls, sl, sf):
            return partial(self.stakes.settled, ls, self.base[ls] + sl, self.base[1 - ls] + sf)
        return super().conv(ls, sl, sf, n)
