"""What the end of a deal at Piquet Normand's table of three is worth in the partie.

At the table of three every seat that reaches the target when a deal is over leaves
a winner; if all three reach it at once, the lowest stays.  When one is left he pays
each winner; when two are left they race on at two-handed Piquet.  Near the target,
then, what a seat plays for is leaving the table before the others, not the deal's
points: a deal that takes it to 100 is worth a stake, one that leaves it at 99 and
takes another seat there may cost it two.

:class:`TableStakes` values a deal's end, for the seat of a view, in stakes (each
winner +1, the one left -1 for each winner), where the one left pays each winner a
stake (the settlement by default; where he pays the difference, the deal is played
for its points, as it is far from the target):

* the seats that reach the target leave (all three: the lowest stays), each +1;
* one left: he pays each winner;
* two left: the race between them at two-handed Piquet, valued by the model of the
  last two's partie (:meth:`.partie.Race.continuation`, the chance each has of
  reaching the target first), the loser paying each winner;
* nobody at the target: which seat will be left is guessed from the distances to the
  target, the farthest the likeliest (a softmax, :data:`SPREAD`), each seat worth
  its chance of not being left less twice its chance of being left.

It is used only while a seat's total is within :data:`WITHIN` points of the target
before the deal; farther away, a deal is played for its points.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import exp

from ..rules import SeatView
from ..rules.shape import LeavingAtTarget
from .partie import GAME_WORTH, Race, race_for

#: How near the target (points) a total must be before the deal for the partie to be
#: played for rather than the deal's points.
WITHIN = 40
#: The softmax's spread (points) over the distances to the target, as a share of the
#: mean distance, and its least: the farther all are, the less a few points tell.
#: Fitted to who was left in parties played from near the target
#: (``tools/fit_table_left.py``): the best of a grid for level 3's players was 0.6
#: and 12 (2,000 parties), for the Master's 0.35 to 0.4 and 16 (300); these two are
#: within 0.006 of the best log-likelihood in each (0.4 and 8, set by hand before,
#: 0.03 to 0.045 off).
SPREAD = 0.5
MIN_SPREAD = 14.0


class TableStakes:
    """The partie's worth of a deal's end at the table of three, for one seat (see the
    module notes); ``shape``: the partie's (who leaves, who deals next, as the engine
    has it), ``race``: the last two's, ``totals``: each seat's total before the deal,
    ``dealer``: this deal's dealer (the next deal passes on from him)."""

    def __init__(self, shape: LeavingAtTarget, race: Race, totals: Sequence[int], seat: int,
                 dealer: int) -> None:
        self.shape = shape
        self.race = race
        self.target = shape.goal
        self.totals = tuple(totals)
        self.seat = seat
        self.dealer = dealer
        self._memo: dict[tuple[int, ...], float] = {}

    def __call__(self, points: Sequence[int]) -> float:
        """What a deal that scores ``points`` (by seat) is worth to the seat."""
        key = tuple(points)
        got = self._memo.get(key)
        if got is None:
            final = [t + p for t, p in zip(self.totals, points, strict=True)]
            got = self._memo[key] = self.worth(final)
        return got

    def worth(self, final: Sequence[int]) -> float:
        """What the partie is worth to the seat with these totals after the deal."""
        seats = range(len(final))
        me = self.seat
        reached = self.shape.leaving(final, seats)  # all there at once: the lowest stay
        stay = [s for s in seats if s not in reached]
        if not reached:
            return self.before_anyone(final)
        if me in reached:
            return 1.0
        if len(stay) == 1:
            return -float(len(reached))
        other = stay[0] if stay[1] == me else stay[1]
        if final[me] >= self.target:  # two equal at the top of the target: they play on, even
            p = 0.5
        else:  # the race of the last two
            next_dealer = self.shape.dealer_after(seats, self.dealer, stay)
            value = self.race.continuation(final[me], final[other], me != next_dealer)
            p = (value / GAME_WORTH + 1.0) / 2.0  # the chance of reaching the target first
        return p - (1.0 - p) * (len(reached) + 1)

    def before_anyone(self, final: Sequence[int]) -> float:
        """Nobody at the target: the seat's chance of not being the one left less
        twice its chance of being him (:func:`left_chances`)."""
        left = left_chances(final, self.target)[self.seat]
        return (1.0 - left) - (len(final) - 1) * left


def left_chances(totals: Sequence[int], target: int, spread: float = SPREAD,
                 least: float = MIN_SPREAD) -> list[float]:
    """Each seat's chance of being the one left, nobody at the target yet: a softmax
    of the distances to it, the farthest the likeliest, its width ``spread`` times
    the mean distance and at least ``least`` points."""
    far = [target - t for t in totals]
    width = max(least, spread * sum(far) / len(far))
    top = max(far)
    weights = [exp((d - top) / width) for d in far]
    total = sum(weights)
    return [w / total for w in weights]


def table_stakes_of(view: SeatView) -> TableStakes | None:
    """The partie's worth for the seat of a view at Piquet Normand's table of three,
    where the one left pays a stake and a total is within :data:`WITHIN` of the
    target; None otherwise (the deal is played for its points)."""
    variant = view.rules
    shape = variant.shape
    if len(view.seats) != 3 or not isinstance(shape, LeavingAtTarget) or shape.settlement != "stake":
        return None
    if variant.continuation is None or max(view.totals) + WITHIN < shape.goal:
        return None
    return TableStakes(shape, race_for(variant.continuation), view.totals, view.seat, view.dealer)


__all__ = ["MIN_SPREAD", "SPREAD", "WITHIN", "TableStakes", "left_chances", "table_stakes_of"]
