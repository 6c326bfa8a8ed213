"""A time budget for a decision: the search stops when it is spent.

A player with a ``budget`` (seconds, :attr:`piquet_game.ai.base.Player.budget`)
starts a :class:`Deadline` when it is asked to decide.  The loops over the sampled
worlds look at it after each world: once it has passed, and at least
:data:`MIN_WORLDS` worlds are done, they stop, and the action best over the worlds
done so far is played (an *anytime* search).  Without a budget nothing is looked
at and the decision is exactly the unhurried one.

The clock is :func:`time.monotonic`, which the processes of one machine share, so
a deadline can be sent to the workers of a :class:`~piquet_game.ai.pool.ThinkPool`.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

#: Worlds always valued, whatever the clock says.
MIN_WORLDS = 8
#: Seconds a computer player may think over one decision in the window (and by
#: default in ``tools/bench_think.py``); tournaments and tests have no budget.
WINDOW_BUDGET = 0.8


@dataclass(frozen=True)
class Deadline:
    """The moment (on :func:`time.monotonic`) a decision's budget is spent."""

    end: float

    @classmethod
    def after(cls, seconds: float) -> Deadline:
        return cls(time.monotonic() + seconds)

    @classmethod
    def of(cls, budget: float | None) -> Deadline | None:
        """The deadline of a decision starting now with ``budget`` seconds (None: none)."""
        return None if budget is None else cls.after(budget)

    def passed(self) -> bool:
        return time.monotonic() >= self.end

    def left(self) -> float:
        """Seconds left (negative once passed)."""
        return self.end - time.monotonic()


def out_of_time(deadline: Deadline | None, done: int, least: int = MIN_WORLDS) -> bool:
    """Whether a loop that has done ``done`` worlds should stop: a deadline has
    passed and at least ``least`` are done."""
    return deadline is not None and done >= least and deadline.passed()


__all__ = ["MIN_WORLDS", "WINDOW_BUDGET", "Deadline", "out_of_time"]
