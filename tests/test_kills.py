"""The window's own saves survive a kill at any moment.

A real process (``tests/kill_child.py``) makes the saves the window makes, through
the store's own API, over and over: the autosave of a partie of Piquet after every
action, the partie kept with the finished games at its end (the statistics are
computed from these), the autosave of a game of Ass and the game kept at its end.
It says what it is about to write and what it has written, and the test kills it
with SIGKILL at a random moment: a random time after it started, or a random
time (about as long as a write) after it began a save of a kind, so that kills
land in the middle of writes as well as between them.  After every kill the test
starts the game as the window does, in this process (the store reads the disk at
every call): the stale temporary files removed, the parties in progress loaded,
the kept games listed and counted; and then the next run goes on from there, so
that what is saved grows from kill to kill.

After every kill:

* nothing is damaged: no notice, nothing moved aside (``*.broken-*``), no
  traceback from the run, no temporary file left once the start has removed them;
* what is loaded is the last state the run said it had written, or the one it was
  writing when it was killed: never an older one, never none once one was said;
* a partie or game said to be kept is kept (once), and counted in the statistics;
  one killed while it was being kept is either kept or still saved as it was.

A run is forked from a process that has made the imports once
(``kill_child.py``): a real process, killed as any would be, without paying for
Python and the imports 200 times.
"""

from __future__ import annotations

import os
import queue
import random
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from piquet_game.ass import store as ass_store
from piquet_game.ass.rules.record import ass_record_of
from piquet_game.ass.store import AssAutosaver
from piquet_game.paths import remove_stale_temporaries
from piquet_game.store import history, stats
from piquet_game.store.autosave import Autosaver

ROOT = Path(__file__).resolve().parents[1]
CHILD = Path(__file__).with_name("kill_child.py")
LINE_TIMEOUT = 30.0  # seconds to wait for a line of the run: generous, never a measure

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL") or not hasattr(os, "fork"),
                                reason="processes killed outright and forked: POSIX")


# ------------------------------------------------------------------ what is on disk


@dataclass(frozen=True)
class State:
    """What the saves hold, as a start finds it: the partie of Piquet in progress
    (its number, deals begun and actions of the last; None: none to resume), the
    numbers of the parties kept, in order; the same for Ass."""

    piquet: tuple[int, ...] | None = None
    piquet_kept: tuple[int, ...] = ()
    ass: tuple[int, ...] | None = None
    ass_kept: tuple[int, ...] = ()


def after(state: State, op: tuple) -> State:
    """``state`` once the save ``op`` (as the run says it: kind, then numbers) is written."""
    kind, args = op[0], tuple(op[1:])
    if kind == "P":
        return replace(state, piquet=args)
    if kind == "PF":
        return replace(state, piquet=None, piquet_kept=tuple(sorted((*state.piquet_kept, args[0]))))
    if kind == "A":
        return replace(state, ass=args)
    if kind == "AF":
        return replace(state, ass=None, ass_kept=tuple(sorted((*state.ass_kept, args[0]))))
    raise AssertionError(f"no such save: {op}")


def number(name: str, prefix: str) -> int:
    assert name.startswith(prefix) and name[len(prefix):].isdigit(), f"not a player of this test: {name!r}"
    return int(name[len(prefix):])


def start(home: Path) -> tuple[State, list[str], int]:
    """A start of the game, as the window's: the temporary files of a run stopped
    in the middle of a write removed, the parties in progress loaded, the kept
    games listed and counted.  What it found, what is wrong with it, and how many
    temporary files there were."""
    problems: list[str] = []
    temporaries = [p for p in home.rglob("*.tmp")]
    remove_stale_temporaries()
    left = sorted(str(p.relative_to(home)) for p in home.rglob("*.tmp"))
    if left:
        problems.append(f"temporary files left after the start: {left}")
    loaded = Autosaver(mode="computer").load()
    if loaded.notice or loaded.read_only:
        problems.append(f"the autosave of Piquet: {loaded.notice!r}")
    piquet = None
    if loaded.resumed is not None:
        game = loaded.resumed.game
        piquet = (number(game.players[0], "Ann"), len(game.history),
                  len(game.history[-1].actions) if game.history else 0)
    other = Autosaver(mode="two-players").load()
    if other.notice or other.resumed is not None:
        problems.append(f"the autosave of two players: {other.notice!r}")
    ass_controller, notice = AssAutosaver().load()
    if notice:
        problems.append(f"the autosave of Ass: {notice!r}")
    ass = None
    if ass_controller is not None:
        game = ass_controller.game
        ass = (number(game.players[0], "You"), len(game.trump_choices), len(game.history),
               len(game.history[-1].actions) if game.history else 0)
    entries, notices = history.entries()
    if notices:
        problems.append(f"the kept parties: {notices!r}")
    if not all(e.complete and e.mode == "computer" for e in entries):
        problems.append("a kept partie is not a finished one against the computer")
    figures = stats.compute(entries).overall
    if figures.played != len(entries):
        problems.append(f"the statistics count {figures.played} parties of the {len(entries)} kept")
    kept_ass, said = ass_store.kept_games()
    if said:
        problems.append(f"the kept games of Ass: {said!r}")
    ass_figures = ass_store.stats_of(kept_ass)
    if ass_figures.games != len(kept_ass):
        problems.append(f"the statistics of Ass count {ass_figures.games} games of the {len(kept_ass)} kept")
    broken = sorted(str(p.relative_to(home)) for p in home.rglob("*.broken-*"))
    if broken:
        problems.append(f"files moved aside as damaged: {broken}")
    state = State(piquet, tuple(sorted(number(e.players[0], "Ann") for e in entries)),
                  ass, tuple(sorted(number(g.players[0], "You") for g in kept_ass)))
    return state, problems, len(temporaries)


# ------------------------------------------------------------------ the runs


class Zygote:
    """``kill_child.py``: the process the runs are forked from."""

    def __init__(self, home: Path, errors: Path, environ: dict[str, str] | None = None) -> None:
        self.errors = errors
        env = {**os.environ, "PIQUET_HOME": str(home), "PYTHONPATH": str(ROOT), **(environ or {})}
        with open(errors, "wb") as err:
            self.proc = subprocess.Popen([sys.executable, str(CHILD)], stdin=subprocess.PIPE,
                                         stdout=subprocess.PIPE, stderr=err, cwd=ROOT, env=env)
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.live: set[int] = set()  # the runs forked and not yet reaped
        threading.Thread(target=self._read, daemon=True).start()
        first = self.line()
        assert first.startswith("zygote "), first

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for raw in self.proc.stdout:
            self.lines.put(raw.decode("utf-8", "replace").rstrip("\n"))
        self.lines.put(None)

    def line(self) -> str:
        try:
            line = self.lines.get(timeout=LINE_TIMEOUT)
        except queue.Empty:
            raise AssertionError(f"nothing said for {LINE_TIMEOUT} s; errors: {self.error_text()}") from None
        if line is None:
            raise AssertionError(f"the child ended; errors: {self.error_text()}")
        words = line.split()
        if words[0] == "forked":
            self.live.add(int(words[1]))
        elif words[0] == "reaped":
            self.live.discard(int(words[1]))
        return line

    def order(self, *words: object) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write((" ".join(str(w) for w in words) + "\n").encode())
        self.proc.stdin.flush()

    def error_text(self) -> str:
        return self.errors.read_text(encoding="utf-8", errors="replace")

    def close(self) -> None:
        """End the runs still going (a test that failed before their kill), then this."""
        try:
            for pid in list(self.live):
                os.kill(pid, signal.SIGKILL)
                self.order("reap", pid)
            while self.live:
                self.line()
        except (OSError, AssertionError):
            pass
        try:
            self.order("quit")
            self.proc.stdin.close()  # type: ignore[union-attr]
            self.proc.wait(timeout=LINE_TIMEOUT)
        except (OSError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()


@dataclass
class Round:
    """One run, from its start to its kill, as the test follows it."""

    state: State                 # what the start before it found, then what it said it wrote
    pending: tuple | None = None  # the save it began and did not say it finished
    pid: int = 0
    ready: str = ""
    done: int = 0                # the saves it said it wrote

    def hear(self, line: str) -> tuple | None:
        """Follow a line of the run; the save it begins, if it is one."""
        words = line.split()
        if words[0] == "forked":
            self.pid = int(words[1])
        elif words[0] == "ready":
            self.ready = line
        elif words[0] in ("begin", "done"):
            op = (words[1], *(int(w) for w in words[2:]))
            if words[0] == "begin":
                assert self.pending is None, f"{line!r} while {self.pending} is not done"
                self.pending = op
                return op
            assert self.pending == op, f"{line!r} after beginning {self.pending}"
            self.state, self.pending = after(self.state, op), None
            self.done += 1
        else:
            raise AssertionError(f"an unexpected line: {line!r}")
        return None


def said(state: State) -> str:
    """What a run starting from ``state`` says it resumes (as in its ``ready`` line)."""
    p = " ".join(map(str, state.piquet)) if state.piquet is not None else "- - -"
    a = " ".join(map(str, state.ass)) if state.ass is not None else "- - - -"
    return f"P {p} A {a}"


#: how the kill is timed, with its weight: a time after the run is ready, or after
#: it began a save of a kind (then about the time such a save takes)
TRIGGERS = (("any", 0.5), ("P", 0.18), ("A", 0.18), ("PF", 0.07), ("AF", 0.07))
DELAYS = {"any": 0.3, "P": 0.012, "A": 0.012, "PF": 0.04, "AF": 0.03}


def kill_and_start(home: Path, rounds: int, seed: int, environ: dict[str, str] | None = None) -> dict:
    """``rounds`` runs, each killed and followed by a start that must find the last
    good state; raises AssertionError with what was found otherwise.  What happened,
    counted."""
    rng = random.Random(seed)
    kinds, weights = zip(*TRIGGERS, strict=True)
    zygote = Zygote(home, home.parent / "kill-child-errors.txt", environ)
    counts = {"rounds": 0, "saves": 0, "mid-write": 0, "mid-save": 0,
              **{f"kill at {k}": 0 for k in kinds}}
    state, problems, _ = start(home)
    assert not problems and state == State(), (state, problems)
    try:
        for n in range(rounds):
            trigger = rng.choices(kinds, weights)[0]
            delay = rng.uniform(0, DELAYS[trigger])
            run = Round(state)
            games = {"P": "P", "PF": "P", "A": "A", "AF": "A"}.get(trigger) or rng.choice(("P", "A", "PA"))
            zygote.order("run", 100 * (n + 1), n, games)
            # until the moment: the run ready (and forked), or beginning a save of the kind
            while not (run.pid and run.ready) or (trigger != "any" and
                                                  (run.pending is None or run.pending[0] != trigger)):
                run.hear(zygote.line())
            time.sleep(delay)
            os.kill(run.pid, signal.SIGKILL)
            zygote.order("reap", run.pid)
            while True:
                line = zygote.line()
                if line.startswith("reaped "):
                    status = int(line.split()[2])
                    break
                run.hear(line)
            where = f"round {n} (kill {trigger}, {delay * 1000:.1f} ms, pending {run.pending})"
            assert run.ready.split()[2:] == said(state).split(), \
                f"{where}: the run resumed {run.ready!r}, the start before it found {state}"
            errors = zygote.error_text()
            assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL and not errors, \
                f"{where}: the run ended otherwise than killed (status {status}): {errors}"
            found, problems, temporaries = start(home)
            allowed = [run.state] + ([after(run.state, run.pending)] if run.pending is not None else [])
            if found not in allowed:
                problems.append(f"the start found {found}, the run had written {run.state} and was "
                                f"writing {run.pending}")
            assert not problems, f"{where}: " + "; ".join(problems)
            counts["rounds"] += 1
            counts["saves"] += run.done
            counts[f"kill at {trigger}"] += 1
            counts["mid-write"] += temporaries > 0
            counts["mid-save"] += run.pending is not None
            state = found
    finally:
        zygote.close()
    counts["parties kept"] = len(state.piquet_kept)
    counts["games of Ass kept"] = len(state.ass_kept)
    return counts


@pytest.mark.slow
def test_every_start_after_a_kill_finds_the_last_good_state(piquet_home, capsys):
    began = time.monotonic()
    counts = kill_and_start(piquet_home, rounds=200, seed=20251128)
    with capsys.disabled():
        print(f"\n{counts}, {time.monotonic() - began:.0f} s")
    # the kills came in the middle of writes, and the parties went on to their ends
    assert counts["rounds"] == 200 and counts["mid-write"] > 0
    assert counts["parties kept"] > 0 and counts["games of Ass kept"] > 0


@pytest.mark.slow
def test_the_kills_find_a_save_written_in_place(piquet_home):
    """The test can fail: with the files written where they are (no temporary file
    renamed over them), a kill in the middle of a write leaves a damaged save,
    which a start finds."""
    with pytest.raises(AssertionError, match=r"^round \d+ .*(damaged|moved aside|could not|the start found)"):
        kill_and_start(piquet_home, rounds=200, seed=7, environ={"KILL_CHILD_BREAK": "in-place"})


# ------------------------------------------------------------------ what the kills found


def test_the_temporaries_of_a_run_stopped_while_keeping_a_game_are_removed(piquet_home):
    """A run killed while it kept a game of Ass (``games/ass``) or the reviews of a
    partie (``games/reviews``) left its temporary file there: the start removes it."""
    from piquet_game.paths import data_dir

    dead = [data_dir() / "games" / folder / f".x.json.999999999.{k}.tmp"
            for k, folder in enumerate(("ass", "reviews"))]
    for path in dead:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("half a game", encoding="utf-8")
    assert remove_stale_temporaries() == 2
    assert not any(path.exists() for path in dead)


def finished_ass(number: int):
    """A game of Ass of ``kill_child.py`` played to its end, saved after every
    action but the last, as the window saves it; its controller and autosaver."""
    from kill_child import advance, new_ass

    controller, saver, person = new_ass(number), AssAutosaver(), random.Random(number)
    for _ in range(100_000):
        if any(e.kind == "game-over" for e in advance(controller, person)):
            return controller, saver
        assert saver.save(controller)
    raise AssertionError("the game of Ass never ended")


@pytest.mark.slow
@pytest.mark.parametrize("stop", ["before", "saved", "kept", "cleared"])
def test_a_game_of_ass_stopped_while_it_is_kept_is_kept_once_and_not_offered(piquet_home, stop):
    """The game stopped at each step of its keeping: before it (the game resumed
    where it was last saved), its end saved (kept at the next start), kept and its
    save not yet cleared (not offered again: offered, it would be finished and kept
    twice), or all done."""
    controller, saver = finished_ass(5)
    if stop != "before":
        assert saver.save(controller)  # what finish() does first
    if stop in ("kept", "cleared"):
        assert ass_store.keep(controller) is not None
    if stop == "cleared":
        saver.clear()
    for _ in range(2):  # a start, and the next one
        resumed, notice = AssAutosaver().load()
        assert notice == ""
        kept, problems = ass_store.kept_games()
        assert not problems
        if stop == "before":
            assert resumed is not None and not kept
            assert len(resumed.game.history[-1].actions) + 1 == len(controller.game.history[-1].actions)
        else:
            assert resumed is None and not ass_store.autosave_path().exists()
            assert [g.players for g in kept] == [controller.game.players]
            assert kept[0].record["deals"] == ass_record_of(controller.game)["deals"]
