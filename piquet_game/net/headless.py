"""Network parties without a window: a computer player sits in a seat.

``piquet host --computer N`` and ``piquet join ADDRESS --computer N`` play a whole
partie over the network with a computer player of level N in this side's seat:
to try a connection (a friend's window against a computer at the other end), and
for the tests, which play whole parties between two processes on loopback.
Both print one line per deal, and the result; on standard error, every save that
failed and why, and why a guest gave up.  Exit status: 0 the partie was played
to its end (and, at the host, kept with the finished games); 1 it was not
finished (a guest refused or giving up once it had begun); 2 no partie (nothing
to resume, refused, no host, a host given up before any welcome);
3 (the host) finished but not kept: its last good save stays, and the next start
of the game keeps it.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from typing import Any

from ..common.events import Event
from ..controller import Controller, Seat
from ..families import family_of
from ..i18n import ENGLISH, say
from ..paths import remove_stale_temporaries
from ..rules import Game
from ..rules.variant import Variant
from ..scoresheet import partie_sheet
from ..store import network_seat
from ..store.autosave import Autosaver
from ..vocabulary import LEVEL_NAMES, unused_name
from .guest import GuestSession, Remote
from .host import HostSession
from .link import GuestLink, HostLink

#: Who deals the first deal: the cut decides, the host, or the guest.
FIRST_DEALERS = ("cut", "host", "guest")
#: Seconds ``piquet join --computer`` waits for a host's welcome before it gives up.
WELCOME_WITHIN = 30.0


def new_partie(variant: Variant, host_name: str, first: str = "cut", seed: int | None = None,
               host_seat: int = 0) -> Game:
    """The partie a host offers: seat ``host_seat`` is his; ``first`` says who deals
    first: the cut (as at the table, by default), the host, or the guest (the seat
    after the host's)."""
    rng = random.Random(seed)
    players = ["Guest"] * variant.players
    players[host_seat] = host_name
    if first == "cut":
        return Game.new(rng, variant, tuple(players))
    dealer = host_seat if first == "host" else (host_seat + 1) % variant.players
    return Game(variant, tuple(players), dealer, variant.packet_sizes[0], rng)


def host_controller(game: Game, host: Seat, host_seat: int = 0, guest_name: str = "Guest",
                    token: str = "", friends: int = 1, level: int = 2, seed: int = 0) -> Controller:
    """The host's controller: his seat, ``friends`` seats played from other computers
    (those after his), and the computer at ``level`` in any seat left (a table of
    three or four)."""
    n = game.variant.players
    if not 1 <= friends < n:
        raise ValueError(f"{game.variant.title}: 1 to {n - 1} friends at the table")
    seats: list[Seat] = [host] * n
    others = [(host_seat + k) % n for k in range(1, n)]
    players = list(game.players)
    taken = [players[host_seat]]
    for k, seat in enumerate(others):
        if k < friends:
            name = guest_name if k == 0 else f"{guest_name} {k + 1}"
            seats[seat] = Seat.at_distance(name, token if k == 0 else "")
        else:  # the level's name, numbered when two computers share it ("Master (2)")
            seats[seat] = Seat.computer(level, seed + seat, seats=n)
            seats[seat].name = unused_name(seats[seat].name, taken)
        players[seat] = seats[seat].name
        taken.append(players[seat])
    game.players = tuple(players)
    return Controller(game, seats)


def computer_hosting(controller: Controller, host_seat: int, level: int, seed: int) -> Controller:
    """A game saved by a host to be served with no window (``piquet host --computer
    N --resume``): where a person held the host's seat (the window hosted it), the
    computer of the game's family at ``level`` takes it, under the same name; else
    the controller as it is."""
    seat = controller.seats[host_seat]
    if not seat.is_human or seat.remote:
        return controller
    seats = list(controller.seats)
    seats[host_seat] = Seat.computer(level, seed, seat.name, controller.game.kind, len(seats))
    return Controller(controller.game, seats)


def serve_partie(session: HostSession, until: Callable[[], bool] | None = None, timeout: float = 600.0,
                 say: Callable[[str], None] | None = None, tick: float = 0.002,
                 after: Callable[[list[Event]], None] | None = None) -> bool:
    """Run a hosted partie until it is over (True) or ``until()`` / the timeout (False).
    Every batch of events the controller returns (a guest's move, a deal, a computer's
    move) is handed to ``after``, by default the session's sending to the guests."""
    c = session.controller
    hand_on = session.send_events if after is None else after
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        for events in session.poll():
            hand_on(events)
        for notice in list(session.notices):
            if say is not None:
                say(f"{notice.kind}: {notice.text}" + (f" ({notice.name})" if notice.name else ""))
        session.notices.clear()
        if c.game.is_over:
            return True
        if until is not None and until():
            return False
        if c.needs_deal():
            if session.connected:  # the next deal waits for the guest to be at the table
                hand_on(c.deal())
                if say is not None:
                    say(f"deal {len(c.game.history)}")
            else:
                time.sleep(0.02)
            continue
        moved = c.step()
        if moved is not None:
            hand_on(moved)
        elif c.thinking:
            c.wait(0.05)
        else:
            time.sleep(tick)
    return False


def play_as_guest(session: GuestSession, level: int, seed: int = 0, timeout: float = 600.0,
                  until: Callable[[], bool] | None = None, tick: float = 0.002,
                  give_up_after: int = 8, welcome_within: float = 30.0,
                  make: Callable[[int, int, int], Any] | None = None) -> bool:
    """A computer player of ``level`` plays the guest's seat until the partie is over
    and its record has come (True), or ``until()``, a refusal, a host given up
    (:attr:`GuestSession.failed`) or the timeout (False).  Nobody at the address
    after ``give_up_after`` tries, or no welcome in ``welcome_within`` seconds
    (whatever answers there): given up.  ``make(level, seed, seats)`` makes the
    player (by default the family's of the game the host plays)."""
    player = None  # made for its table once the host has said how many sit at it
    start = time.monotonic()
    end = start + timeout
    while time.monotonic() < end:
        session.poll()
        if session.refused or session.failed:
            return False
        c = session.controller
        if until is not None and until():
            return False
        if c is None:
            if session.link is not None and session.link.tries >= give_up_after:
                return False  # nobody hosts there
            if time.monotonic() - start > welcome_within:
                why = session.down if session.down and session.down != "dropped" else "no welcome"
                session.give_up(f"nothing a Piquet host says came from that address in {welcome_within:g} s "
                                f"({why})", "silent")
                return False
            time.sleep(0.01)
            continue
        c.resynced = False
        while c.step() is not None:
            pass
        if c.game.is_over and session.record is not None:
            return True
        seat = c.waiting_for_person()
        if seat is not None:
            view = c.game.view(seat)
            if player is None:
                player = (make or family_of(c.game).make_player)(level, seed, len(view.players))
            c.submit(player.choose(view, c.game.legal_actions()), seat)
        else:
            time.sleep(tick)
    return False


class SaveReport:
    """What the headless host says of its saves, on standard error: every save that
    failed and why, and the next one that was written again."""

    def __init__(self, saver, err) -> None:
        self.saver = saver
        self.err = err
        self.failed = 0

    def saved(self, ok: bool, controller: Controller) -> None:
        if ok:
            if self.failed:
                print(f"saved again ({self._where(controller)})", file=self.err, flush=True)
            self.failed = 0
            return
        if self.saver.refused:
            if not self.failed:
                print(f"not saved: {self.saver.path} is left alone (a newer version's, or unreadable)",
                      file=self.err, flush=True)
            self.failed += 1
        elif self.saver.trouble:
            self.failed += 1
            why = say(self.saver.trouble, ENGLISH)
            print(f"save failed ({self._where(controller)}): {why}", file=self.err, flush=True)

    @staticmethod
    def _where(controller: Controller) -> str:
        history = controller.game.history
        if not history:
            return "before the first deal"
        return f"deal {len(history)}, action {len(history[-1].actions)}"


def host_main(port: int, variant: Variant, level: int, seed: int | None, first: str,
              out=sys.stdout, resume: bool = False, friends: int = 1, err=None) -> int:
    """``piquet host --computer N``: serve one partie, a computer in the host's seat,
    saved after every action in the network partie's autosave (``--resume`` takes
    it up again: the guest who played it comes back by his token).  Prints the
    invitation's key (``key: ...``) for the guests: a newcomer needs it."""
    err = sys.stderr if err is None else err
    remove_stale_temporaries()  # what a run killed in the middle of a write left
    saver = Autosaver(mode="network")
    report = SaveReport(saver, err)
    controller = None
    host_seat = 0
    if resume:
        loaded = saver.load()
        if loaded.notice:
            print(say(loaded.notice, ENGLISH), file=err, flush=True)
        if loaded.resumed is None:
            print("no network partie to resume", file=out, flush=True)
            return 2
        controller = loaded.resumed.controller
        host_seat = loaded.resumed.viewer if loaded.resumed.viewer is not None else 0
        controller = computer_hosting(controller, host_seat, level, seed or 0)
    link = HostLink(port)
    if controller is None:
        name = LEVEL_NAMES[level]  # the level's name, said in each screen's language
        game = new_partie(variant, name, first, seed)
        controller = host_controller(game, Seat.computer(level, seed or 0, name, seats=game.variant.players),
                                     friends=friends, level=level, seed=seed or 0)
    session = HostSession(controller, link, host_seat)
    if resume:
        session.mark_joined()

    def after(events) -> None:
        session.send_events(events)
        if any(e.kind == "partie-end" for e in events):
            said = say(saver.finish(controller, host_seat), ENGLISH)
            if saver.unkept is not None:
                print(f"not kept: {said}", file=err, flush=True)
        else:
            report.saved(saver.save(controller, host_seat), controller)

    print(f"hosting {controller.game.variant.title} on port {link.port}", file=out, flush=True)
    print(f"key: {session.key}", file=out, flush=True)
    try:
        done = serve_partie(session, say=lambda line: print(line, file=out, flush=True), timeout=24 * 3600,
                            after=after)
        if done:
            time.sleep(0.5)  # the last update and the record reach the guest
            print(over_line(controller.game), file=out, flush=True)
            if saver.unkept is not None:
                return 3
        return 0 if done else 1
    finally:
        session.close()


def over_line(game) -> str:
    """The partie's end on one line, from what every seat knows of it: the totals,
    then who won, as the score sheet says it (``over: 221 70 (Ann wins the partie)``)."""
    public = game.public()
    totals = " ".join(map(str, public.totals))
    return f"over: {totals} ({partie_sheet(public, ENGLISH, players=public.players)['headline']})"


def join_main(host: str, port: int, level: int, name: str, seed: int = 0, out=sys.stdout, key: str = "",
              err=None, remotes: dict[str, Remote] | None = None,
              over_lines: dict[str, Callable[[Any], str]] | None = None) -> int:
    """``piquet join ADDRESS --computer N``: a computer plays this side's seat (its
    seat saved, so that joining the same address again takes it back; with no
    ``name``, the host names it by its level, as the game names computers), at the level
    of the family of the game the host plays (``remotes``: the games this side can
    join, by family; ``over_lines``: each one's last line, by default Piquet's
    :func:`over_line`).  A host that refuses, is not there, or does not welcome us
    in time: one line on standard error, and 2."""
    err = sys.stderr if err is None else err
    remove_stale_temporaries()
    session = guest_session(host, port, name, key=key, trouble=lambda line: print(line, file=err, flush=True),
                            remotes=remotes, computer=level)
    link = GuestLink(host, port, session.hello)
    session.link = link
    try:
        done = play_as_guest(session, level, seed, timeout=24 * 3600, welcome_within=WELCOME_WITHIN)
        began = 1 if session.controller is not None else 2  # a partie begun, and not finished
        if session.refused:
            print(f"refused: {session.refused}", file=err, flush=True)
            return began
        if session.failed:
            print(f"gave up on {host}:{port}: {session.failed}", file=err, flush=True)
            return began
        if session.controller is None:
            print(f"no host at {host}:{port} ({session.down or 'no answer'})", file=err, flush=True)
            return 2
        if done and session.controller is not None:
            said = (over_lines or {}).get(session.kind, over_line)
            print(said(session.controller.game), file=out, flush=True)
        return 0 if done else 1
    finally:
        session.close()


def guest_session(host: str, port: int, name: str, auto_declare: bool = True, key: str = "",
                  trouble: Callable[[str], None] | None = None,
                  remotes: dict[str, Remote] | None = None, computer: int = 0) -> GuestSession:
    """A guest's session that saves its seat when welcomed and clears it once the
    partie's record has come; joining the address of the seat saved takes it back
    (its token, and the name it played under).  ``trouble`` is told, in a line,
    what went wrong with the seat's file (set aside as damaged, not written)."""
    saved, notice = network_seat.load()
    if notice and trouble is not None:
        trouble(say(notice, ENGLISH))
    token = ""
    if saved is not None and (saved.host, saved.port) == (host, port):
        token, name = saved.token, saved.name or name
    session = GuestSession(None, name, auto_declare, token, key, remotes, computer)

    def welcomed(s: GuestSession) -> None:
        c = s.controller
        if c is None:
            return
        players = c.game.players
        game = c.game.variant.name if c.game.kind == "piquet" else c.game.kind  # Piquet's by its variant
        seat = network_seat.SavedSeat(host, port, s.name, s.token, players[s.host_seat], game)
        why = network_seat.save(seat)
        if why and trouble is not None:
            trouble(f"seat not saved (joining again will not take it back): {why}")

    session.on_welcome = welcomed
    session.on_record = lambda _record: network_seat.clear()
    return session


__all__ = ["FIRST_DEALERS", "computer_hosting", "host_controller", "new_partie", "play_as_guest",
           "serve_partie"]
