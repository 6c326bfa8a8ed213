"""The game's own saves, made over and over by a process that is killed: the child
of ``tests/test_kills.py``.

Started as ``python kill_child.py`` with ``PIQUET_HOME`` set to the test's folder,
it imports what the saves need (the store, the rules, the players and the
controller, never pygame: a window's start is costly, and so would 200 of them
be), says ``zygote <pid>`` and waits for orders on its standard input, one a line:

``run BASE SEED GAMES``
    fork a run of the game (a real process, with nothing in it but the imports, as
    a new one would be) playing Piquet (``GAMES`` holds ``P``), Ass (``A``) or
    both, the person's moves drawn from ``random.Random(SEED)``; say ``forked <pid>``;
``reap PID``
    wait for that run, once it has been killed, and say ``reaped <pid> <status>``,
    so that nothing of it is left (a process not reaped would still count as
    running, and its temporary files as in use);
``quit``
    end.

A run starts as the window does (the saved partie of Piquet resumed if there is
one, else a new one; the saved game of Ass likewise) and says::

    ready <pid> P <partie> <deals> <actions> A <game> <trumps> <deals> <actions>

(``-`` for a partie or a game it has begun afresh), then plays for ever, an action
of Piquet and then one of Ass (or of one of them), each saved as the window saves
it after every action, through the
store's own API: the autosave of Piquet after every action (``P``), the partie kept
with the finished games at its end (``PF``), the autosave of Ass (``A``) and the
game of Ass kept at its end (``AF``).  Before each save it says what it writes,
and after the call returned successfully that it was written::

    begin P <partie> <deals> <actions>      done P <partie> <deals> <actions>
    begin PF <partie>                       done PF <partie>
    begin A <game> <trumps> <deals> <actions>
    begin AF <game>                         ...

A partie or a game is known by its number, in the names of its players ("Ann7"
against "Bot7" in Piquet, "You7" against "C1" and "C2" in Ass); the new ones a run
begins are numbered from ``BASE``.  Everything is said in one write of a line,
so that the lines of the runs and of this process never mix.  Anything going
wrong (a save not written, an exception) is said on the standard error, and the
run ends, which the test sees: a run ends only by being killed.

With ``KILL_CHILD_BREAK=in-place`` in its environment, the files are written where
they are instead of by :func:`piquet_game.paths.atomic_write` (the test of the test).
"""

from __future__ import annotations

import os
import random
import sys
import traceback

from piquet_game.ass.rules import AssGame, AssRules
from piquet_game.ass.store import AssAutosaver
from piquet_game.controller import Controller, Seat
from piquet_game.rules import Game
from piquet_game.rules.variant import AU_CENT, RUBICON
from piquet_game.store.autosave import Autosaver


def say(*words: object) -> None:
    """One line on the standard output, in one write (never mixed with another's)."""
    os.write(1, (" ".join(str(w) for w in words) + "\n").encode())


class Trouble(Exception):
    """A save that did not return as it should."""


def piquet_key(game) -> tuple[int, int]:
    """Where a partie of Piquet stands: the deals begun, the actions of the last."""
    return (len(game.history), len(game.history[-1].actions) if game.history else 0)


def ass_key(game) -> tuple[int, int, int]:
    """Where a game of Ass stands: the trumps chosen, the deals begun, the actions of the last."""
    return (len(game.trump_choices), len(game.history), len(game.history[-1].actions) if game.history else 0)


def number_of(name: str, prefix: str) -> int:
    if not name.startswith(prefix) or not name[len(prefix):].isdigit():
        raise Trouble(f"not a player of this test: {name!r}")
    return int(name[len(prefix):])


def new_piquet(number: int) -> Controller:
    """A partie against the computer (level 1), Rubicon Piquet or Piquet au cent."""
    master = random.Random(number)
    seats = [Seat.human(f"Ann{number}"), Seat.computer(1, master.getrandbits(32), f"Bot{number}")]
    variant = RUBICON if number % 2 == 0 else AU_CENT
    game = Game.new(random.Random(master.getrandbits(64)), variant, players=tuple(s.name for s in seats))
    return Controller(game, seats)


def new_ass(number: int) -> Controller:
    """A game of Ass of three: the person and two computers (levels 1 and 2)."""
    master = random.Random(number)
    seats = [Seat.human(f"You{number}")] + [Seat.ass_computer(1 + k % 2, master.getrandbits(32), f"C{k}")
                                             for k in range(1, 3)]
    game = AssGame.new(AssRules.make(3, 1), tuple(s.name for s in seats), rng=random.Random(number))
    return Controller(game, seats)


def advance(c: Controller, person: random.Random) -> list:
    """One action: a deal, the person's (a random legal one), an automatic one or a
    computer's (thought on its thread and waited for); its events."""
    if c.needs_deal():
        return c.deal()
    seat = c.waiting_for_person()
    if seat is not None:
        return c.submit(c.game.sample_action(person), seat)
    if c.game.to_move is None:
        raise Trouble(f"nobody to move in {c.game!r}")
    for _ in range(100_000):
        events = c.step()
        if events is not None:
            return events
        c.wait()
    raise Trouble("the controller never moved")


def run(base: int, seed: int, games: str) -> None:
    """One run of the game, until it is killed, playing Piquet (``games`` holds
    ``P``), Ass (``A``) or both, an action of each in turn."""
    person = random.Random(seed)
    numbers = iter(range(base, base + 1_000_000))
    # the start, as the window's: the saved parties are offered
    saver = Autosaver(mode="computer")
    loaded = saver.load()
    if loaded.notice:
        raise Trouble(f"the autosave of Piquet: {loaded.notice}")
    ass_saver = AssAutosaver()
    ass, notice = ass_saver.load()
    if notice:
        raise Trouble(f"the autosave of Ass: {notice}")
    if loaded.resumed is not None:
        piquet = loaded.resumed.controller
        p = number_of(piquet.seats[0].name, "Ann")
        said_p = [p, *piquet_key(piquet.game)]
    else:
        p = next(numbers)
        piquet = new_piquet(p)
        said_p = ["-", "-", "-"]
    if ass is not None:
        q = number_of(ass.seats[0].name, "You")
        said_a = [q, *ass_key(ass.game)]
    else:
        q = next(numbers)
        ass = new_ass(q)
        said_a = ["-", "-", "-", "-"]
    say("ready", os.getpid(), "P", *said_p, "A", *said_a)
    while True:
        if "P" in games:
            piquet, p = piquet_action(piquet, p, saver, person, numbers)
        if "A" in games:
            ass, q = ass_action(ass, q, ass_saver, person, numbers)


def piquet_action(piquet: Controller, p: int, saver: Autosaver, person: random.Random, numbers):
    """An action of the partie of Piquet, saved; at its end, the partie kept and a new one begun."""
    events = advance(piquet, person)
    if any(e.kind == "partie-end" for e in events):
        say("begin PF", p)
        words = saver.finish(piquet, 0)
        if words or saver.kept is None:
            raise Trouble(f"the partie was not kept: {words}")
        say("done PF", p)
        p = next(numbers)
        return new_piquet(p), p
    key = piquet_key(piquet.game)
    say("begin P", p, *key)
    if not saver.save(piquet, 0):
        raise Trouble(f"the partie was not saved: {saver.trouble}")
    say("done P", p, *key)
    return piquet, p


def ass_action(ass: Controller, q: int, saver: AssAutosaver, person: random.Random, numbers):
    """An action of the game of Ass, saved; at its end, the game kept and a new one begun."""
    events = advance(ass, person)
    if any(e.kind == "game-over" for e in events):
        say("begin AF", q)
        if saver.finish(ass) is None:
            raise Trouble("the game of Ass was not kept")
        say("done AF", q)
        q = next(numbers)
        return new_ass(q), q
    key = ass_key(ass.game)
    say("begin A", q, *key)
    if not saver.save(ass):
        raise Trouble(f"the game of Ass was not saved: {saver.trouble}")
    say("done A", q, *key)
    return ass, q


def write_in_place(path, text: str) -> None:
    """What the game's writes would be without :func:`piquet_game.paths.atomic_write`:
    the file written over where it is (``KILL_CHILD_BREAK=in-place``, to see that
    the test finds what a kill does to such a write)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def main() -> None:
    if os.environ.get("KILL_CHILD_BREAK") == "in-place":
        from piquet_game.ass import store as ass_store
        from piquet_game.store import files

        files.atomic_write = ass_store.atomic_write = write_in_place
    say("zygote", os.getpid())
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        order = line.split()
        if order[0] == "run":
            pid = os.fork()
            if pid == 0:  # the run: it ends only by being killed
                code = 1
                try:
                    run(int(order[1]), int(order[2]), order[3])
                except BaseException:  # told on the standard error, whatever it is
                    traceback.print_exc()
                finally:
                    sys.stderr.flush()
                    os._exit(code)
            say("forked", pid)
        elif order[0] == "reap":
            pid = int(order[1])
            _, status = os.waitpid(pid, 0)
            say("reaped", pid, status)
        elif order[0] == "quit":
            return


if __name__ == "__main__":
    main()
