"""What the end of a deal is worth in a game to a target (Piquet au cent).

In such a game the partie ends the moment a running total reaches the target, in the
middle of a deal if need be, and the winner scores the difference, doubled when the
loser is under the lurch (half the target).  Near the end, reaching the target first,
or keeping the opponent from it, matters more than the deal's margin; the searching
players value an outcome by what it is worth in the partie:

* a simulation that reaches the target stops there (:mod:`piquet_game.ai.simulate`,
  :mod:`piquet_game.ai.solver`): the partie is over and worth its settlement,
  :meth:`Variant.settle`, to the seat that reached it and minus that to the other
  (where the target is looked at only once the deal is over, Piquet Normand's last
  two, the deal is played to its end and settled there: :meth:`Stakes.stop`);
* a deal that ends with neither total at the target is worth what the partie is
  expected to be worth from the totals it leaves: :meth:`Race.continuation`.

The continuation comes from a model of the deals to come: each player's score in a
deal is drawn, independently, from the scores elder and younger make
(:func:`deal_score_model`: deals simulated with the plain rules of
:mod:`piquet_game.ai.simulate`, the same every time for a variant), elder and
younger alternating, each player making his deal's points at an even pace through
the deal.  A player who reaches the target in a deal does so when he has made the
share of his deal's points he needed (on average, in four bands); the other player
then stands where his own deal has taken him by that share of it, unless he got
there first.  From this, for each total, the chance of reaching the target in
exactly ``k`` more deals with a given share, and what the other player scores if
he reaches it first in deal ``k`` with that share (the difference, the lurch
doubling it), are computed by a backward recursion over the totals.  The tables
are worked out once per variant and process, and the model never touches a
player's random numbers.

Everything here reads the :class:`Variant`: the target, the lurch, the settlement,
and the deal scores, which follow its trick points, bonuses and tables.

A match of games (Picchetto: games to 150, 150 and 221, the first to win two) is
valued the same way, game by game: each game is a race to its target, and what a
seat plays for is the game, worth :data:`GAME_WORTH` to the seat that wins it and
minus that to the other, whatever the totals (a game won is a game won).  Which
game is being played, and so its target, is read from the deals' scores
(:func:`game_target`).  Within a deal, the match's worth is an increasing function of
the chance to win the game being played, so playing for the game is playing for
the match.

The last two of a Piquet Normand partie play two-handed Piquet to the target, the
one left at the table paying each winner.  Where he pays a stake (the partie's
``settlement`` option, which the two left's rules carry), what matters is who gets
there first, not by how much: the race is valued as a game of a match is
(:data:`GAME_WORTH` to the first to the target; a deal that takes both there goes
to the higher total).  Where he pays the difference of totals, the race is valued
by the difference between the two, as in Piquet au cent (what the one left also
pays the first winner is not counted: the two left's view no longer holds his
total).  Either way, once a total has reached the target the settlement turns on
the deal's final difference alone (:meth:`Stakes.settled`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import floor

from ..rules.deal import is_blank, shuffle_deal
from ..rules.variant import Variant
from ..rules.view import SeatView
from .simulate import declarations, greedy_playout, rule_counts, rule_discard

#: Utilities handed to the exact solver are whole numbers: settlement points times this.
SCALE = 16
#: Deals simulated for the model of a deal's scores.
MODEL_DEALS = 1200
#: The recursion's totals are counted in steps of ``ceil(target / GRID)`` points.
GRID = 200
#: The points a player is taken to pass the target by, in the settlement to come.
OVERSHOOT = 2.0
#: Bands of the share of his deal's score a player has made when he reaches the target.
SHARES = 4
#: What a game of a match is worth to its winner (in the units of a settlement), and
#: the race of the last two for a stake.
GAME_WORTH = 100


def deal_score_model(variant: Variant, deals: int = MODEL_DEALS) -> tuple[list[float], list[float]]:
    """The distribution of elder's and of younger's score in a deal (index: points),
    from ``deals`` deals played with plain rules and every card known to both: carte
    blanche, the exchange of :func:`rule_discard`, every combination declared, the
    tricks by the greedy rule.  The same for the same variant, always."""
    rng = random.Random(f"piquet-deal-score-model/{variant.name}/{variant.shape.goal}")
    counts: list[list[int]] = [[], []]
    elder, younger = 0, 1
    shares = variant.talon_shares
    for _ in range(deals):
        deal = shuffle_deal(rng, younger, 2, variant.hand_size)
        hands = list(deal.hands)
        talon = list(deal.talon)
        scores = [0, 0]
        for s in (elder, younger):
            if variant.blanche_points and is_blank(hands[s]):
                scores[s] += variant.blanche_points
        for s in (elder, younger):
            lo, allowed = rule_counts(variant, s == elder, len(talon) if s == younger else shares[0])
            d = rule_discard(hands[s], lo, max(allowed), s == elder, allowed)
            k = d.bit_count()
            drawn = 0
            for c in talon[:k]:
                drawn |= 1 << c
            del talon[:k]
            hands[s] = (hands[s] & ~d) | drawn
        decl = declarations(hands, elder, variant, scores)
        scores = [scores[0] + decl[0], scores[1] + decl[1]]
        tricks = greedy_playout(hands, elder, variant, scores)
        for s in (elder, younger):
            x = scores[s] + tricks[s]
            row = counts[s]
            if x >= len(row):
                row.extend([0] * (x + 1 - len(row)))
            row[x] += 1
    return ([c / deals for c in counts[0]], [c / deals for c in counts[1]])


class Race:
    """The partie to a target as a race between two totals (see the module notes);
    in a match of games, one game to ``target``, won or lost."""

    def __init__(self, variant: Variant, target: int | None = None) -> None:
        target = target or variant.shape.goal
        if not target:
            raise ValueError(f"{variant.title} is not played to a target")
        self.variant = variant
        self.target = target
        #: a game of a match: won or lost, whatever the totals
        self.match = bool(variant.shape.match_targets)
        #: the last two at a table where the one left pays each winner a stake (Piquet
        #: Normand): the first to the target wins the stake, whatever the totals
        self.stake = variant.shape.settlement == "stake"
        step = self.step = max(1, -(-self.target // GRID))
        cells = self.cells = -(-self.target // step)   # totals below the target, in steps
        dists = []
        for dist in deal_score_model(variant):
            binned = [0.0] * (cells + 1)
            for x, p in enumerate(dist):
                if p:
                    binned[min(cells, round(x / step))] += p
            dists.append([(x, p) for x, p in enumerate(binned) if p])
        self._dists = dists   # [elder's, younger's]: (steps, probability)
        self._tables()
        self._memo: dict[tuple[int, int, bool], float] = {}

    # -- the settlement ---------------------------------------------------------------

    def settlement(self, mine: float, theirs: float) -> float:
        """What the partie is worth to me when it ends mine to theirs (a game of a
        match: its worth, to the seat that reached the target)."""
        if self.match:
            return float(GAME_WORTH if mine >= self.target else -GAME_WORTH if theirs >= self.target else 0)
        if self.stake:  # the first to the target; both at once (a deal's end): the higher, equal plays on
            if mine >= self.target and (theirs < self.target or mine > theirs):
                return float(GAME_WORTH)
            if theirs >= self.target and (mine < self.target or theirs > mine):
                return float(-GAME_WORTH)
            return 0.0
        winner, result = self.variant.settle([int(mine), int(theirs)])
        if winner is None or result is None:
            return 0.0
        return float(result if winner == 0 else -result)

    def _win_weight(self, theirs_cell: float) -> float:
        """What I score when I reach the target first, the other player at this total."""
        if self.match or self.stake:
            return GAME_WORTH
        theirs = theirs_cell * self.step
        lost = self.target + OVERSHOOT - theirs
        return lost * 2 if theirs < self.variant.rubicon else lost

    # -- the recursion -----------------------------------------------------------------

    def _tables(self) -> None:
        """For each total (in steps) and role in the next deal (0 elder, 1 younger),
        and each share of his last deal's score a player has made when he reaches the
        target (the shares in :data:`SHARES` bands): ``reach[k][band]``, the chance of
        reaching the target in deal k + 1 from now with that share, and
        ``weight[k][band]``, what the other player wins (his settlement) if he
        reaches it in deal k + 1 with that share while this player, scoring through
        that deal at an even pace, has not reached it by then."""
        n = self.cells
        dists = self._dists
        bands = SHARES
        centres = [(b + 0.5) / bands for b in range(bands)]
        # the band of the share made at the crossing, by role and points needed
        band_of: list[list[int]] = [[0] * (n + 1), [0] * (n + 1)]
        for role in (0, 1):
            for r in range(1, n + 1):
                num = den = 0.0
                for x, p in dists[role]:
                    if x >= r:
                        num += p * r / x
                        den += p
                band_of[role][r] = min(bands - 1, int(bands * num / den)) if den else bands - 1
        win_weight = self._win_weight
        survive = [[1.0] * n, [1.0] * n]   # P(not reached in the deals so far), by role now
        reach_prev: list[list[list[float]]] | None = None   # [band][role][total]
        weight_prev: list[list[list[float]]] | None = None
        reach: list[list[list[list[float]]]] = []
        weight: list[list[list[list[float]]]] = []
        for _ in range(5000):   # until no total is left unreached (a safety bound)
            new_survive = [[0.0] * n, [0.0] * n]
            new_reach = [[[0.0] * n, [0.0] * n] for _ in range(bands)]
            new_weight = [[[0.0] * n, [0.0] * n] for _ in range(bands)]
            for role in (0, 1):
                dist = dists[role]
                nxt = 1 - role
                prev_surv = survive[nxt]
                for i in range(n):
                    room = n - i
                    s = 0.0
                    if reach_prev is None or weight_prev is None:   # the first deal
                        tail = 0.0
                        ws = [0.0] * bands
                        for x, p in dist:
                            if x >= room:
                                tail += p
                            else:
                                s += p
                            for b in range(bands):
                                at = i + centres[b] * x
                                if at < n:   # still short when the other crosses
                                    ws[b] += p * win_weight(at)
                        new_reach[band_of[role][room]][role][i] = tail
                        for b in range(bands):
                            new_weight[b][role][i] = ws[b]
                    else:
                        rs = [0.0] * bands
                        ws = [0.0] * bands
                        for x, p in dist:
                            if x >= room:
                                continue
                            s += p * prev_surv[i + x]
                            for b in range(bands):
                                rs[b] += p * reach_prev[b][nxt][i + x]
                                ws[b] += p * weight_prev[b][nxt][i + x]
                        for b in range(bands):
                            new_reach[b][role][i] = rs[b]
                            new_weight[b][role][i] = ws[b]
                    new_survive[role][i] = s
            reach.append(new_reach)
            weight.append(new_weight)
            survive = new_survive
            reach_prev = new_reach
            weight_prev = new_weight
            if max(max(survive[0]), max(survive[1])) < 1e-6:
                break
        self.reach = reach
        self.weight = weight

    def continuation(self, mine: float, theirs: float, elder_next: bool) -> float:
        """What the partie is worth to me, on average, with totals mine to theirs (both
        under the target) after a deal, elder in the next deal or not."""
        i = max(0.0, min(self.cells - 1.0, mine / self.step))
        j = max(0.0, min(self.cells - 1.0, theirs / self.step))
        i0, j0 = floor(i), floor(j)
        fi, fj = i - i0, j - j0
        i1, j1 = min(i0 + 1, self.cells - 1), min(j0 + 1, self.cells - 1)
        c = self._cell
        v = (1 - fi) * ((1 - fj) * c(i0, j0, elder_next) + fj * c(i0, j1, elder_next))
        if fi:
            v += fi * ((1 - fj) * c(i1, j0, elder_next) + fj * c(i1, j1, elder_next))
        return v

    def _cell(self, i: int, j: int, elder_next: bool) -> float:
        key = (i, j, elder_next)
        got = self._memo.get(key)
        if got is not None:
            return got
        me = 0 if elder_next else 1
        him = 1 - me
        v = 0.0
        for reach_k, weight_k in zip(self.reach, self.weight, strict=True):
            for reach_b, weight_b in zip(reach_k, weight_k, strict=True):
                v += reach_b[me][i] * weight_b[him][j] - reach_b[him][j] * weight_b[me][i]
        self._memo[key] = v
        return v


_RACES: dict[tuple[str, int], Race] = {}


def race_for(variant: Variant, target: int | None = None) -> Race:
    """The :class:`Race` of a variant played to a target (``target``: that of a game
    of a match), built once per process."""
    key = (repr(variant), target or variant.shape.goal)
    race = _RACES.get(key)
    if race is None:
        race = _RACES[key] = Race(variant, target)
    return race


def game_target(view: SeatView) -> int:
    """The target of the game a view is in: the variant's (au cent), or in a match of
    games the target of the game being played, found from the deals' scores (a
    game ends in the deal whose scores bring a total to its target); 0 for a partie
    of fixed deals."""
    variant = view.rules
    targets = variant.shape.match_targets
    if not targets:
        return variant.shape.goal
    games = 0
    run = [0, 0]
    for d in view.deal_scores:
        run = [run[0] + d[0], run[1] + d[1]]
        if max(run) >= targets[min(games, len(targets) - 1)]:
            games += 1
            run = [0, 0]
    return targets[min(games, len(targets) - 1)]


class Stakes:
    """One deal of a game to a target, as the seats' stakes in the partie: built from
    the partie's totals before the deal and its elder.  Totals here are running
    totals (the partie's before the deal plus the deal's scores so far)."""

    def __init__(self, variant: Variant, totals: Sequence[int], elder: int,
                 target: int | None = None) -> None:
        self.variant = variant
        self.race = race_for(variant, target)
        self.target = self.race.target
        self.base = (int(totals[0]), int(totals[1]))
        self.elder = elder
        #: the dealer of this deal is elder in the next
        self.next_elder = 1 - elder
        self.key = (repr(variant), self.target, self.base, elder)
        #: a total that reaches the target ends the partie at once (Piquet au cent, a
        #: game of a match); else it is looked at once the deal is over, the deal
        #: played out (Piquet Normand's last two: both may reach it, the higher wins)
        self.mid_deal = variant.shape.ends_mid_deal
        self._conv: dict[tuple[int, int, int, int, int], int] = {}
        v = variant
        #: the points of a trick and of the rest of a deal, for :meth:`convert`
        self._per_trick = v.lead_points + (v.win_opponent_lead_points + v.win_own_lead_points) / 2

    def need(self, scores: Sequence[int]) -> tuple[int, int]:
        """The points each seat needs to reach the target, from these deal scores."""
        t = self.target
        return (t - self.base[0] - scores[0], t - self.base[1] - scores[1])

    def stop(self, scores: Sequence[int]) -> tuple[int, int] | None:
        """Where a simulated deal stops, from these deal scores: the points each seat
        needs (:meth:`need`) where the partie ends the moment a total reaches the
        target; None where the deal is played out to its end."""
        return self.need(scores) if self.mid_deal else None

    def within_reach(self, scores: Sequence[int], tricks: int, bonuses: bool = True) -> bool:
        """Whether a seat may reach the target in the ``tricks`` left of the deal from
        these deal scores: every trick, the last, the cards and, with ``bonuses``,
        the capot and a pique while the other seat has nothing."""
        v = self.variant
        per = max(v.lead_points + v.win_own_lead_points, v.win_opponent_lead_points)
        top = tricks * per + v.last_trick_points + (max(v.capot_points, v.cards_points) if bonuses
                                                    else v.cards_points)
        for seat, need in enumerate(self.need(scores)):
            gain = top
            if bonuses and scores[1 - seat] == 0 and scores[seat] < v.pique_pending_below:
                gain += v.pique_bonus
            if gain >= need:
                return True
        return False

    def utility(self, seat: int, mine: float, theirs: float) -> float:
        """What the partie is worth to ``seat`` with running totals mine to theirs:
        the settlement if one has reached the target, else the continuation (the
        deal being over)."""
        if mine >= self.target or theirs >= self.target:
            return self.race.settlement(mine, theirs)
        return self.race.continuation(mine, theirs, seat == self.next_elder)

    def outcome(self, seat: int, scores: Sequence[int]) -> float:
        """:meth:`utility` for ``seat`` with these deal scores (by seat)."""
        other = 1 - seat
        return self.utility(seat, self.base[seat] + scores[seat], self.base[other] + scores[other])

    # -- for the exact solver: whole numbers --------------------------------------------

    def settled(self, seat: int, mine: int, theirs: int, margin: int) -> int:
        """:meth:`end` for a deal whose rest makes ``seat`` ``margin`` more points than
        the other, from running totals mine to theirs of which one has reached the
        target, looked at once the deal is over (Piquet Normand's last two): the
        settlement then turns on the final difference alone (the higher total wins
        a stake, or the difference, never doubled: the two left's rules have no
        lurch), so any totals with that difference give it."""
        if margin >= 0:
            return self.end(seat, mine + margin, theirs)
        return self.end(seat, mine, theirs - margin)

    def end(self, seat: int, mine: int, theirs: int) -> int:
        """:meth:`utility` in the solver's units."""
        return round(self.utility(seat, mine, theirs) * SCALE)

    def convert(self, seat: int, mine: int, theirs: int, tricks: int, margin: int) -> int:
        """What the rest of the deal is worth to ``seat`` (running totals mine to
        theirs, ``tricks`` to play, out of the target's reach) if it makes ``margin``
        more points than the other: the continuation at the totals that margin
        leaves, the deal's remaining points shared accordingly.  Increasing in the
        margin, so the margin's best play is this value's best play too."""
        key = (seat, mine, theirs, tricks, margin)
        got = self._conv.get(key)
        if got is None:
            v = self.variant
            rest = tricks * self._per_trick + v.last_trick_points + v.cards_points
            a = mine + (rest + margin) / 2
            b = theirs + (rest - margin) / 2
            cap = self.target - 1
            a, b = min(max(a, 0.0), cap), min(max(b, 0.0), cap)
            got = self._conv[key] = round(self.race.continuation(a, b, seat == self.next_elder) * SCALE)
        return got


#: The last view asked about and its stakes, one pair replaced whole: a player
#: thinking on one thread never reads the stakes of a view asked about on another.
_last: tuple[SeatView | None, Stakes | None] = (None, None)


def stakes_of(view: SeatView) -> Stakes | None:
    """The stakes of the deal a view is in, for a game to a target (None otherwise:
    then a deal is played for its margin)."""
    global _last
    variant = view.rules
    if not variant.shape.goal and not variant.shape.match_targets:
        return None
    seen, stakes = _last
    if seen is view and stakes is not None:
        return stakes
    stakes = Stakes(variant, view.totals, view.elder, game_target(view))
    _last = (view, stakes)
    return stakes
