"""Warm worker processes for the Master's worlds: both cores on one decision.

A :class:`ThinkPool` owns a :class:`concurrent.futures.ProcessPoolExecutor` (one
worker a core by default) started with the ``spawn`` context (never ``fork``: the
window's process has threads and pygame).  Each worker keeps its own player of
each level it is asked for, so its solver's transposition table lives from one
move to the next.

A player hands the pool a task (the cards of a trick, or the discards of an
exchange) and its sampled worlds; the worlds are dealt out to the workers in
interleaved shares, each worker values its share world by world with the same
arithmetic as the player in its own process (:meth:`Strategist.world_rows`), and
the rows come back sorted by world, so the player sums them in the same order and
decides exactly as it would alone.  With a deadline, each share stops when it
passes (having done its part of the minimum of worlds).

The pool is never required: :meth:`ThinkPool.rows` answers None when it cannot
(its workers died, a share failed or took far too long), and the player then
values the worlds itself.  A broken pool starts fresh workers for the next
decision, a few times at most.  Whoever creates a pool shuts it down
(:meth:`ThinkPool.shutdown`; the window does so when it closes).
"""

from __future__ import annotations

import math
import multiprocessing
import os
import threading
import time
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import wait as wait_futures
from typing import TYPE_CHECKING

from ..rules import SeatView
from .anytime import Deadline
from .sampler import World
from .solver import _build_tables

if TYPE_CHECKING:
    from .search import Strategist, Task

#: Seconds past a decision's deadline a share may take before the pool is given up.
GRACE = 5.0
#: Times fresh workers are started after the pool broke.
RESTARTS = 2

Row = tuple[int, list[float]]


class ThinkPool:
    """Worker processes that value sampled worlds (see the module's notes)."""

    def __init__(self, workers: int | None = None, context: str = "spawn", shares: int = 2) -> None:
        self.workers = max(1, workers or os.cpu_count() or 1)
        self.context = context
        self.shares = shares  # shares of the worlds per worker
        self.failures = 0
        self.closed = False
        self._executor: ProcessPoolExecutor | None = None
        self.start()

    # -- life ---------------------------------------------------------------------

    def start(self) -> None:
        """Start the workers and warm them (imports, the solver's tables), without
        waiting for them."""
        if self.closed or self._executor is not None:
            return
        ctx = multiprocessing.get_context(self.context)
        self._executor = ProcessPoolExecutor(self.workers, mp_context=ctx, initializer=_warm)
        for _ in range(self.workers):
            self._executor.submit(_ready)

    @property
    def available(self) -> bool:
        return not self.closed and (self._executor is not None or self.failures <= RESTARTS)

    def wait_ready(self, timeout: float = 60.0) -> bool:
        """Block until every worker has started and warmed up (tools and tests): until
        each worker has answered, not only the first ones warm (on a busy machine one
        worker may take every question while another still starts)."""
        executor = self._executor
        if executor is None:
            return False
        end = time.monotonic() + timeout
        answered: set[int] = set()
        pause = 0.05  # each question holds its worker a while, so the others take theirs
        while len(answered) < self.workers:
            left = end - time.monotonic()
            if left <= 0:
                return False
            futures = [executor.submit(_ready, pause) for _ in range(self.workers)]
            done, _ = wait_futures(futures, left)
            if len(done) < len(futures) or any(f.exception() is not None for f in done):
                return False
            answered |= {f.result() for f in done}
            pause = min(1.0, pause * 2)
        return True

    def shutdown(self, wait: bool = True) -> None:
        self.closed = True
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=wait, cancel_futures=True)

    def _broke(self) -> None:
        """A share failed: drop these workers; fresh ones start (and warm) at once
        for the next decision, a few times at most."""
        self.failures += 1
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)
        if self.failures <= RESTARTS:
            self.start()

    def pids(self) -> list[int]:
        """The workers' process ids (tests)."""
        executor = self._executor
        procs = getattr(executor, "_processes", None) or {}
        return sorted(procs)

    # -- work ---------------------------------------------------------------------

    def rows(self, player: type[Strategist], view: SeatView, task: Task, worlds: Sequence[World],
             deadline: Deadline | None, least: int) -> list[Row] | None:
        """The rows of ``worlds`` for ``task`` (as :meth:`Strategist.rows`), valued by
        a ``player`` of that class in each worker; None when the pool cannot answer."""
        executor = self._executor
        if executor is None or self.closed:
            return None
        count = min(len(worlds), self.workers * self.shares)
        if count == 0:
            return []
        indexed = list(enumerate(worlds))
        end = deadline.end if deadline is not None else None
        each = math.ceil(least / count)
        try:
            futures: list[Future] = [executor.submit(_share, player, view, task, indexed[k::count], end, each)
                                     for k in range(count)]
        except Exception:  # noqa: BLE001 - a broken or shut pool: this process values the worlds
            self._broke()
            return None
        timeout = None if deadline is None else max(0.0, deadline.left()) + GRACE
        done, pending = wait_futures(futures, timeout)
        if pending or any(f.exception() is not None for f in done):
            for f in pending:
                f.cancel()
            self._broke()
            return None
        out: list[Row] = []
        for f in futures:
            out.extend(f.result())
        out.sort(key=lambda row: row[0])
        return out


# -- in the workers -------------------------------------------------------------------

#: The worker's players, one of each class asked for (their solvers' tables kept).
_players: dict[type, Strategist] = {}


#: How much lower a worker's scheduling priority is than the window's (``os.nice``):
#: the window's frames come first when both want a core.
WORKER_NICENESS = 5


def _warm() -> None:
    """A worker's start: yield the cores to the window first (:data:`WORKER_NICENESS`),
    import the players and build the solver's tables; and leave with the window
    (:func:`watch_parent`)."""
    if hasattr(os, "nice"):
        try:
            os.nice(WORKER_NICENESS)
        except OSError:  # not allowed here: the same priority as the window
            pass
    watch_parent()
    _build_tables()


def watch_parent(every: float = 1.0) -> None:
    """In a worker process: end it once the process that started it is gone (killed,
    or crashed without shutting its pool down), so that no idle worker outlives
    the game.  A daemon thread looks every ``every`` seconds."""
    started_by = multiprocessing.parent_process()  # the process that spawned it, even if already gone
    parent = started_by.pid if started_by is not None and started_by.pid else os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(every)
        os._exit(0)

    threading.Thread(target=watch, name="piquet-watch-parent", daemon=True).start()


def _ready(pause: float = 0.0) -> int:
    if pause:
        time.sleep(pause)
    return os.getpid()


def _share(player: type[Strategist], view: SeatView, task: Task, worlds: list[tuple[int, World]],
           end: float | None, least: int) -> list[Row]:
    """A worker values its share of the worlds (until ``end``, at least ``least``)."""
    got = _players.get(player)
    if got is None:
        got = _players[player] = player(seed=0)
    deadline = Deadline(end) if end is not None else None
    return got.world_rows(view, task, worlds, deadline, least)


__all__ = ["GRACE", "RESTARTS", "ThinkPool"]
