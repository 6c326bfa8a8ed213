"""Time-based tweens with easing, ticked by hand: no pygame, no clock.

A :class:`Tween` runs from 0 to 1 over ``duration`` seconds after ``delay``; its
:attr:`~Tween.value` is the eased progress.  :class:`Timeline` holds the tweens in
flight and says when all are done.  Tests tick them with ``update(dt)``.
"""

from __future__ import annotations

import math
from collections.abc import Callable

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_in_out_sine(t: float) -> float:
    return -(math.cos(math.pi * t) - 1) / 2


class Tween:
    """Progress from 0 to 1 over ``duration`` seconds after ``delay`` seconds."""

    __slots__ = ("duration", "delay", "easing", "elapsed", "on_done", "_fired")

    def __init__(self, duration: float, delay: float = 0.0, easing: Easing = ease_in_out_cubic,
                 on_done: Callable[[], None] | None = None) -> None:
        self.duration = max(0.0, duration)
        self.delay = max(0.0, delay)
        self.easing = easing
        self.elapsed = 0.0
        self.on_done = on_done
        self._fired = False

    @property
    def raw(self) -> float:
        """Linear progress, 0 before the delay ends, 1 when done."""
        t = self.elapsed - self.delay
        if t <= 0:
            return 0.0 if self.duration > 0 or self.elapsed < self.delay else 1.0
        if self.duration <= 0:
            return 1.0
        return min(1.0, t / self.duration)

    @property
    def value(self) -> float:
        return self.easing(self.raw)

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def update(self, dt: float) -> None:
        self.elapsed += max(0.0, dt)
        if self.done and not self._fired:
            self._fired = True
            if self.on_done is not None:
                self.on_done()

    def finish(self) -> None:
        self.update(self.delay + self.duration - self.elapsed)


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


class Timeline:
    """The tweens in flight; finished ones are dropped on update."""

    def __init__(self) -> None:
        self.tweens: list[Tween] = []

    def add(self, tween: Tween) -> Tween:
        self.tweens.append(tween)
        return tween

    def update(self, dt: float) -> None:
        for tw in list(self.tweens):
            tw.update(dt)
        self.tweens = [tw for tw in self.tweens if not tw.done]

    @property
    def busy(self) -> bool:
        return bool(self.tweens)

    def finish_all(self) -> None:
        for tw in list(self.tweens):
            tw.finish()
        self.tweens.clear()
