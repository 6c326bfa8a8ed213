"""Your strength: a rating on the scale of the computer levels, from the kept parties.

Pure (no pygame, nothing read here): it works on the :class:`~piquet_game.store.history.Entry`
of each kept partie, as :mod:`piquet_game.store.stats` does.

**What counts.**  The person's finished parties against the computer
(:attr:`~piquet_game.store.history.Entry.personal`), every game together (the levels are the
same players in every game), one result for each deal the person played: won (the
higher deal score, 1), lost (0) or tied (a half), as ``tools/tournament.py`` counts
the deals of its mirrored pairs.  A deal is a result against the computer players
it was played against:

- two players: against the opponent's level (:attr:`Entry.level`; a partie whose
  level is not known does not count);
- Piquet Normand (three, each for himself): against each computer player at the
  table in that deal, one by one (the person's deal score against his); a player
  who had left the table is not compared;
- four-handed Piquet (two against two): the side's deal score against the other
  side's; the side's rating is the mean of the person's and the partner's, the
  other side's the mean of its two levels (so the person's half of it is rated).
  A partie with a person in another seat, or a level not known, does not count.

Parties with take-backs count like the others (the statistics say how many there are).

**The scale.**  Level 3 is at 1500 and the others are spaced by the share of the
deals each level won against the level below in the measured ladder (Rubicon
Piquet, 200 mirrored pairs each, ``tools/tournament.py L L-1 --pairs 200 --seed 11``):
level 2 over 1 65.9%, 3 over 2 55.8%, 4 over 3 59.6%, 5 over 4 57.4% (levels 3 and
5 as they play since their last change); a share ``p`` is ``400 log10(p / (1 - p))``
points (Elo's logistic curve).  So level 1 is at 1345, 2 at 1460, 3 at 1500, 4 at
1568 and 5 at 1619 (:data:`LEVEL_RATINGS`).  These
are deal ratings: a deal Elo, smaller than a partie Elo of the same players.  The
ladder was measured in Rubicon Piquet; the other games use the same places.

**The estimate.**  The rating ``r`` that makes the deals most likely, the expected
score of a deal against rating ``o`` being ``1 / (1 + 10 ** ((o - r) / 400))``,
with a weak prior: a normal of mean 1500 (level 3) and deviation
:data:`PRIOR_DEVIATION` (worth about twelve deals against an equal), so that one result, or every
deal won or every one lost, still gives a finite, modest estimate (the most
probable rating, found by Newton's method on a concave function).  Its standard
error is from the curvature there (``1 / sqrt(-d2 log L / dr2)``); the 95%
interval is the rating ± 1.96 of them.  A rating is said as a level too
(:func:`level_of`): "about level 3.4", by straight lines between the levels'
places, and beyond levels 1 and 5 by their mean spacing.

**The curve.**  :func:`curve`: the estimate after each kept partie that has
results, oldest first, from every result up to that partie.

**The next level** (:func:`suggestion`): over the person's last
:data:`RECENT_DEALS` deals against a level (parties where every computer player
played that level, newest first; a deal of Piquet Normand is the mean of its
results against the two others), when there are at least :data:`MIN_DEALS` and
at least :data:`WIN_SHARE` of them were won (a tie a half), the next level is
suggested; never above level 5.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from .history import Entry

#: The share of the deals each level won against the level below in the measured
#: ladder (Rubicon Piquet, 200 mirrored pairs, README "The computer players").
LADDER_DEAL_SHARES = {2: 0.659, 3: 0.558, 4: 0.596, 5: 0.574}
#: Where level 3 is on the scale.
MIDDLE = 1500.0
#: The prior's deviation, in rating points: about twelve deals' worth against an equal.
PRIOR_DEVIATION = 100.0
#: The 95% interval is the rating ± this many standard errors.
Z95 = 1.96
#: The next level is suggested from this many of the last deals against a level...
RECENT_DEALS = 30
#: ...when there are at least this many...
MIN_DEALS = 12
#: ...and at least this share of them were won.
WIN_SHARE = 0.6
#: The highest level.
TOP_LEVEL = 5


def points_of(share: float) -> float:
    """The rating difference that gives an expected score of ``share``."""
    return 400.0 * math.log10(share / (1.0 - share))


def _ladder() -> dict[int, float]:
    ratings = {3: MIDDLE}
    for level in (2, 1):
        ratings[level] = ratings[level + 1] - points_of(LADDER_DEAL_SHARES[level + 1])
    for level in (4, 5):
        ratings[level] = ratings[level - 1] + points_of(LADDER_DEAL_SHARES[level])
    return dict(sorted(ratings.items()))


#: Each level's place on the rating scale.
LEVEL_RATINGS: dict[int, float] = _ladder()
#: The mean spacing of the levels, used beyond levels 1 and 5.
SPACING = (LEVEL_RATINGS[TOP_LEVEL] - LEVEL_RATINGS[1]) / (TOP_LEVEL - 1)
_K = math.log(10.0) / 400.0


def expected(rating: float, against: float) -> float:
    """The expected score of a deal at ``rating`` against ``against``."""
    return 1.0 / (1.0 + 10.0 ** ((against - rating) / 400.0))


def level_of(rating: float) -> float:
    """A rating as a level: 3.0 at level 3's place, 3.5 half-way to level 4's."""
    levels = sorted(LEVEL_RATINGS)
    if rating <= LEVEL_RATINGS[levels[0]]:
        return levels[0] - (LEVEL_RATINGS[levels[0]] - rating) / SPACING
    if rating >= LEVEL_RATINGS[levels[-1]]:
        return levels[-1] + (rating - LEVEL_RATINGS[levels[-1]]) / SPACING
    for low, high in zip(levels, levels[1:], strict=False):
        a, b = LEVEL_RATINGS[low], LEVEL_RATINGS[high]
        if rating <= b:
            return low + (rating - a) / (b - a)
    return float(levels[-1])  # not reached


@dataclass(frozen=True)
class Result:
    """One deal's result for the person against computer players.

    The expected score is :func:`expected` of ``share * r + partner`` (the person's
    side) against ``against`` (the other side): alone, ``share`` is 1 and
    ``partner`` 0; with a partner, ``share`` is 0.5 and ``partner`` half the
    partner's rating."""

    score: float                 # 1 won, 0.5 tied, 0 lost
    against: float               # the opponents' rating (a side's: the mean of two)
    level: int | None = None     # the opponents' level, when they all played one
    share: float = 1.0
    partner: float = 0.0

    @property
    def key(self) -> tuple[float, float, float]:
        return (self.against, self.share, self.partner)


@dataclass(frozen=True)
class Strength:
    """The estimate: a rating, its standard error, and what it was made from."""

    rating: float
    error: float                 # the standard error, in rating points
    deals: int                   # the results counted
    parties: int = 0             # the parties they came from

    @property
    def margin(self) -> float:
        """Half the 95% interval."""
        return Z95 * self.error

    @property
    def low(self) -> float:
        return self.rating - self.margin

    @property
    def high(self) -> float:
        return self.rating + self.margin

    @property
    def level(self) -> float:
        """The rating as a level ("about level 3.4")."""
        return level_of(self.rating)

    @property
    def low_level(self) -> float:
        return level_of(self.low)

    @property
    def high_level(self) -> float:
        return level_of(self.high)


@dataclass(frozen=True)
class Point:
    """The estimate after one kept partie (a point of the curve)."""

    finished: datetime | None
    strength: Strength


def _score(mine: int, theirs: int) -> float:
    return 1.0 if mine > theirs else 0.0 if mine < theirs else 0.5


def counted(entry: Entry) -> bool:
    """Whether a kept partie counts: the person's, finished, against the computer."""
    return entry.complete and entry.personal


def deal_results(entry: Entry) -> list[tuple[Result, ...]]:
    """The person's results in each deal he played of a kept partie, against the
    computer players (see the module's words); empty when the partie does not count."""
    if not counted(entry):
        return []
    me, seat = entry.side, entry.seat
    n = len(entry.players)
    out: list[tuple[Result, ...]] = []
    if n == 2:
        if entry.level not in LEVEL_RATINGS:
            return []
        against = LEVEL_RATINGS[entry.level]
        for scores in entry.deal_scores:
            if len(scores) == 2:
                out.append((Result(_score(scores[me], scores[1 - me]), against, entry.level),))
        return out
    variant = entry.variant
    others = [s for s in range(n) if s != seat]
    levels: dict[int, int] = {}
    for s in others:
        level = entry.levels[s] if s < len(entry.levels) else None
        if level is None or level not in LEVEL_RATINGS:
            return []  # a person in another seat, or a level not known
        levels[s] = level
    if variant.partnerships:
        partners = [s for s in others if variant.side_of(s) == me]
        opponents = [s for s in others if variant.side_of(s) != me]
        if len(partners) != 1 or not opponents:
            return []
        them = variant.side_of(opponents[0])
        against = sum(LEVEL_RATINGS[levels[s]] for s in opponents) / len(opponents)
        one = {levels[s] for s in opponents}
        side_level = one.pop() if len(one) == 1 else None
        partner = LEVEL_RATINGS[levels[partners[0]]] / 2
        for scores in entry.deal_scores:
            if max(me, them) < len(scores):
                out.append((Result(_score(scores[me], scores[them]), against, side_level, 0.5, partner),))
        return out
    for k, scores in enumerate(entry.deal_scores):  # each for himself: one by one
        if not entry.played_deal(k) or me >= len(scores):
            continue
        at = entry.at_table[k] if k < len(entry.at_table) else tuple(range(n))
        said = tuple(Result(_score(scores[me], scores[s]), LEVEL_RATINGS[levels[s]], levels[s])
                     for s in others if s in at and s < len(scores))
        if said:
            out.append(said)
    return out


def results_of(entry: Entry) -> list[Result]:
    """Every result of a kept partie, deal by deal."""
    return [r for deal in deal_results(entry) for r in deal]


class _Tally:
    """The results so far, grouped by opponents (few groups, however many deals)."""

    def __init__(self) -> None:
        self.groups: dict[tuple[float, float, float], list[float]] = {}  # key -> [score sum, count]
        self.deals = 0

    def add(self, results: Iterable[Result]) -> None:
        for r in results:
            group = self.groups.setdefault(r.key, [0.0, 0.0])
            group[0] += r.score
            group[1] += 1
            self.deals += 1

    def fit(self, parties: int = 0) -> Strength | None:
        if not self.deals:
            return None
        inverse = 1.0 / (PRIOR_DEVIATION * PRIOR_DEVIATION)
        rating = MIDDLE
        curvature = inverse
        for _ in range(60):
            slope = -(rating - MIDDLE) * inverse
            curvature = inverse
            for (against, share, partner), (won, count) in self.groups.items():
                p = expected(share * rating + partner, against)
                slope += share * _K * (won - count * p)
                curvature += share * share * _K * _K * count * p * (1.0 - p)
            step = max(-400.0, min(400.0, slope / curvature))
            rating += step
            if abs(step) < 1e-6:
                break
        return Strength(rating, 1.0 / math.sqrt(curvature), self.deals, parties)


def _in_order(entries: Iterable[Entry]) -> list[Entry]:
    return sorted(entries, key=lambda e: (e.when, e.path.name))


def estimate(entries: Iterable[Entry]) -> Strength | None:
    """The person's strength from the kept parties (None before any result)."""
    tally = _Tally()
    parties = 0
    for entry in entries:
        results = results_of(entry)
        if results:
            tally.add(results)
            parties += 1
    return tally.fit(parties)


def estimate_results(results: Iterable[Result]) -> Strength | None:
    """The strength from results given one by one (None when there are none)."""
    tally = _Tally()
    tally.add(results)
    return tally.fit()


def curve(entries: Iterable[Entry]) -> list[Point]:
    """The estimate after each kept partie that has results, oldest first."""
    tally = _Tally()
    points: list[Point] = []
    for entry in _in_order(entries):
        results = results_of(entry)
        if not results:
            continue
        tally.add(results)
        fitted = tally.fit(len(points) + 1)
        if fitted is not None:
            points.append(Point(entry.finished, fitted))
    return points


@dataclass(frozen=True)
class Suggestion:
    """The next level to try: ``won`` of the last ``deals`` deals against ``level``."""

    level: int
    next: int
    won: float
    deals: int


def _all_at(entry: Entry, level: int) -> bool:
    """Whether every computer player of a kept partie played ``level``."""
    if len(entry.players) == 2:
        return entry.level == level
    others = [lv for s, lv in enumerate(entry.levels) if s != entry.seat]
    return bool(others) and all(lv == level for lv in others)


def recent_deals(entries: Iterable[Entry], level: int, count: int = RECENT_DEALS) -> list[float]:
    """The person's last ``count`` deals against ``level``, newest first: each
    deal's score (1 won, 0.5 tied, 0 lost; against two, the mean of the two)."""
    scores: list[float] = []
    for entry in reversed(_in_order(entries)):
        if not _all_at(entry, level):
            continue
        for deal in reversed(deal_results(entry)):
            scores.append(sum(r.score for r in deal) / len(deal))
            if len(scores) >= count:
                return scores
    return scores


def suggestion(entries: Iterable[Entry], level: int, *, recent: int = RECENT_DEALS,
               least: int = MIN_DEALS, share: float = WIN_SHARE) -> Suggestion | None:
    """The next level to try when the person wins most deals against ``level``:
    at least ``least`` of his last ``recent`` deals against it, ``share`` of them
    won (a tie a half); None otherwise, and above level 5."""
    if level >= TOP_LEVEL or level not in LEVEL_RATINGS:
        return None
    scores = recent_deals(entries, level, recent)
    won = sum(scores)
    if len(scores) < least or won < share * len(scores) - 1e-9:
        return None
    return Suggestion(level, level + 1, won, len(scores))


__all__ = ["LADDER_DEAL_SHARES", "LEVEL_RATINGS", "MIN_DEALS", "PRIOR_DEVIATION", "RECENT_DEALS",
           "WIN_SHARE", "Point", "Result", "Strength", "Suggestion", "curve", "deal_results", "estimate",
           "estimate_results", "expected", "level_of", "points_of", "recent_deals", "results_of",
           "suggestion"]
