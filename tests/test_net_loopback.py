"""Whole network parties on loopback, every wait bounded.

Every connection is to 127.0.0.1 (the in-process hosts listen there only; a
``piquet host`` process listens as the command does).

* in one process, a host's session and a guest's on their own threads, every
  message sent to the guest checked against the host's real game at that moment
  (the guest's knowledge only, as the hot-seat spy test checks the screen), in every
  two-player game;
* two processes (``piquet host --computer`` and ``piquet join --computer``);
* a dropped connection (the guest's cut, it comes back by itself) and a host killed
  and started again with ``--resume`` (the guest comes back to it by itself);
* misbehaving guests (junk, an oversized frame, a flood, another version, a second
  guest, illegal and out-of-turn decisions), after which the partie still ends;
* the weaknesses found and fixed: hellos refused and strangers who never say hello
  no longer hold the table, thrown-in deals, a guest back after the end.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import socket
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from piquet_game.ai import make_player
from piquet_game.controller import Seat
from piquet_game.net import headless
from piquet_game.net import link as link_module
from piquet_game.net.guest import GuestSession
from piquet_game.net.host import HostSession
from piquet_game.net.link import FLOOD_MESSAGES, JUNK_STRIKES, GuestLink, HostLink
from piquet_game.net.protocol import (
    MAX_GUEST_MESSAGE,
    MAX_MESSAGE,
    PROTOCOL,
    program_version,
    read_action,
    view_to_json,
)
from piquet_game.rules import IllegalActionError, Phase
from piquet_game.rules.actions import Exchange
from piquet_game.rules.cards import card_name
from piquet_game.rules.record import replay
from piquet_game.rules.variant import VARIANTS, variant_named

LOOPBACK = "127.0.0.1"
ROOT = Path(__file__).resolve().parents[1]
#: The longest any one partie may take here (level-1 players take a second or two).
PARTIE_SECONDS = 60.0
TWO_HANDED = sorted(name for name, v in VARIANTS.items() if v.players == 2)
#: The invitation's key of each host started here, by its port (a newcomer needs it).
KEYS: dict[int, str] = {}


def wait_for(condition, timeout: float, step: float = 0.01, also=None) -> bool:
    """Poll ``condition`` (calling ``also`` each time) until true or ``timeout``."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if also is not None:
            also()
        if condition():
            return True
        time.sleep(step)
    return bool(condition())


# ------------------------------------------------------------ in-process host


class GatedPlayer:
    """A computer player that waits, before each decision, for its gate to be open
    (at most 10 s): the test holds the host's turn still while the guest misbehaves."""

    def __init__(self, player, gate: threading.Event) -> None:
        self._player = player
        self._gate = gate

    def __getattr__(self, name):
        return getattr(self._player, name)

    def choose(self, view, legal):
        self._gate.wait(10)
        return self._player.choose(view, legal)


class Host:
    """A host's session on loopback, its partie served on a thread (a computer of
    level 1 in the host's seat), as ``piquet host --computer 1`` serves it."""

    def __init__(self, variant: str = "rubicon", seed: int = 1, host_seat: int = 0,
                 gate: threading.Event | None = None, name: str = "Computer 1") -> None:
        game = headless.new_partie(variant_named(variant), name, seed=seed, host_seat=host_seat)
        seat = Seat.computer(1, seed, name, seats=game.variant.players)
        if gate is not None:
            seat.player = GatedPlayer(seat.player, gate)
        self.controller = headless.host_controller(game, seat, host_seat)
        self.link = HostLink(0, LOOPBACK)
        self.port = self.link.port
        self.session = HostSession(self.controller, self.link, host_seat)
        KEYS[self.port] = self.session.key
        self.lines: list[str] = []
        self.result: bool | None = None
        self.error: BaseException | None = None
        self._stop = threading.Event()
        self.thread = threading.Thread(target=self._serve, name="test-host", daemon=True)

    def start(self) -> Host:
        self.thread.start()
        return self

    def _serve(self) -> None:
        try:
            self.result = headless.serve_partie(self.session, until=self._stop.is_set,
                                                timeout=PARTIE_SECONDS, say=self.lines.append)
        except BaseException as exc:  # reported on the test's thread
            self.error = exc

    def wait(self, timeout: float = 10.0) -> bool:
        self.thread.join(timeout)
        if self.error is not None:
            raise self.error
        return bool(self.result)

    @property
    def game(self):
        return self.controller.game

    def close(self) -> None:
        self._stop.set()
        self.thread.join(5)
        self.session.close()


def guest_session(port: int, name: str = "Guest", key: str | None = None) -> GuestSession:
    """A guest for the host on ``port``, with its invitation's key (unless ``key`` says another)."""
    session = GuestSession(None, name, key=KEYS.get(port, "") if key is None else key)
    session.link = GuestLink(LOOPBACK, port, session.hello)
    return session


# ------------------------------------------------------- the knowledge spy

VIEW_MASKS = ("hand", "dealt", "discards", "drawn", "talon_seen", "opponent_shown", "played")


def mentioned_cards(events: list, view: dict | None) -> int:
    """Every card a message names: its events' cards and combinations, its view's card sets."""
    cards = 0
    for e in events:
        cards |= e[4]
        for combo in e[5]:
            cards |= combo
    if view is not None:
        for key in VIEW_MASKS:
            cards |= view[key]
        for mask in view["shown"]:
            cards |= mask
        for trick in view["tricks"]:  # (leader, the cards played, winner)
            for card in trick[1:-1]:
                cards |= 1 << card
        for card in view["trick"]:
            cards |= 1 << card
    return cards


class KnowledgeSpy:
    """Called (on the host's thread) with every message the host sends the guest:
    checks it against the host's real game at that very moment."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.problems: list[str] = []
        self.types: Counter[str] = Counter()
        self.checked_cards = 0

    def __call__(self, message: dict) -> None:
        try:
            self.check(message)
        except Exception as exc:  # noqa: BLE001 - told on the test's thread
            self.problems.append(f"{message.get('type')}: {type(exc).__name__}: {exc}"[:400])

    def check(self, message: dict) -> None:
        session = self.host.session
        game = session.controller.game
        seat, other = session.guest_seat, session.host_seat
        kind = message["type"]
        self.types[kind] += 1
        json.dumps(message, allow_nan=False)  # it is JSON, as sent
        if kind == "record":
            assert game.is_over, "the record before the partie's end"
            assert self.types["record"] == 1, "a second record"
            return
        events: list = list(message.get("events", []))
        if kind == "welcome":
            assert message["seat"] == seat
            for deal in message["history"]:  # the deals before: only their events for this seat
                for e in deal["events"]:
                    assert e[9] is None or e[9] == seat, f"a past event for seat {e[9]}: {e}"
        state = message.get("state")
        view_json = None
        if state is not None:
            view = game.view(seat)
            view_json = state["view"]
            assert view_json == json.loads(json.dumps(view_to_json(view))), "not the guest seat's view"
            assert view_json["seat"] == seat and view_json["hand"] == game.hands[seat]
            events += view_json["events"]
            legal = state.get("legal", [])
            choices = bool(legal) or bool(state.get("exchange"))
            if choices:
                assert game.to_move == seat, f"choices sent while seat {game.to_move} is to move"
                actions = game.legal_actions()
                assert all(read_action(a) in actions for a in legal)
                assert {a for a in actions if not isinstance(a, Exchange)} <= {read_action(a) for a in legal}
            elif game.to_move == seat:  # the host makes this move for the guest
                assert session.controller.automatic(seat) is not None, "the guest's decision without choices"
            assert state["is_over"] == game.is_over
            # the guest's view only: the host's hand, discards and the talon stay unseen
            known = view.known_cards
            secret = (game.hands[other] | game.discards[other] | sum(1 << c for c in game.talon)) & ~known
            leaked = mentioned_cards(events, view_json) & secret
            assert not leaked, f"cards the guest does not know: {leaked:#x} in {events} / {view_json}"
            self.checked_cards += 1
        for e in events:
            assert e[9] is None or e[9] == seat, f"an event for seat {e[9]}: {e}"


# --------------------------------------------------------------- 1. the spy


def test_the_spy_sees_a_leak(closing):
    """The spy itself: a message naming a card of the host's hand, an event for the
    host's seat, or choices out of the guest's turn, are each seen."""
    host = Host("rubicon", seed=3)
    closing.append(host)
    game = host.game
    game.deal_random()
    while game.to_move != host.session.host_seat or game.phase is not Phase.PLAY:
        game.apply(game.sample_action(game.rng))
    spy = KnowledgeSpy(host)
    host.session.cids[host.session.guest_seat] = 1  # as if seated
    good = {"type": "update", "events": [], "state": host.session.state()}
    spy(good)
    assert not spy.problems
    secret = game.hands[host.session.host_seat]
    for bad in ({"events": [["play", 0, 0, 0, secret & -secret, [], [], "", "", None]]},
                {"events": [["hand", 0, 0, 0, 0, [], [], "", "", host.session.host_seat]]},
                {"state": dict(good["state"], legal=["play 7S"])},
                {"state": dict(good["state"], view=dict(good["state"]["view"], opponent_shown=secret))}):
        spy({**good, **bad})
    assert len(spy.problems) == 4, spy.problems
    spy({"type": "record", "record": {}})
    assert len(spy.problems) == 5


@pytest.mark.slow
@pytest.mark.parametrize("variant", TWO_HANDED)
def test_whole_partie_in_process_every_message_is_the_guests_knowledge(variant, closing):
    index = TWO_HANDED.index(variant)
    host_seat = index % 2  # the guest sits in either seat
    host = Host(variant, seed=100 + index, host_seat=host_seat)
    closing.append(host)
    spy = KnowledgeSpy(host)
    host.session.spy = spy
    host.start()
    guest = guest_session(host.port, "Spied")
    closing.append(guest)
    done = headless.play_as_guest(guest, 1, seed=index, timeout=PARTIE_SECONDS,
                                  until=lambda: bool(spy.problems) or host.error is not None)
    assert host.wait(10), host.lines[-5:]
    assert not spy.problems, spy.problems[:5]
    assert done, (guest.notices, guest.down, guest.refused)
    game = host.game
    assert game.is_over
    # everything was seen, and seen to be right
    assert spy.types["welcome"] == 1 and spy.types["record"] == 1
    assert spy.types["update"] >= 20 and spy.checked_cards == spy.types["update"] + 1
    assert host.session.refusals == 0 and guest.controller.seat == 1 - host_seat
    assert any(line.startswith("joined: Spied") for line in host.lines)
    # the same end at both tables, and the record says it too
    remote = guest.controller.game
    assert remote.is_over
    assert remote.public().totals == game.totals
    assert list(map(list, remote.public().deal_scores)) == game.deal_scores
    assert remote.winner == game.winner and remote.result == game.result
    # (a Contract deal thrown in is a deal of its own at the guest's: test_guest_history_of_thrown_in_deals)
    assert [d.scores for d in remote.history if d.scores] == [log.scores for log in game.history]
    replayed = replay(guest.record)
    assert replayed.game.is_over and replayed.game.totals == game.totals
    assert replayed.game.deal_scores == game.deal_scores
    assert replayed.record["variant"] == variant


# ------------------------------------------------------ 2. two processes


class Process:
    """``python -m piquet_game.cli ...`` with its own PIQUET_HOME, its lines read on a thread."""

    def __init__(self, args: list[str], home: Path, closing: list) -> None:
        env = dict(os.environ, PIQUET_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PYTHONUNBUFFERED="1", LANGUAGE="en")
        self.proc = subprocess.Popen([sys.executable, "-m", "piquet_game.cli", *args], cwd=ROOT, env=env,
                                     stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, text=True)
        closing.append(self.proc)
        self.lines: list[str] = []
        self._lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))
            self._lines.put(line.rstrip("\n"))
        self._lines.put(None)

    def line(self, starts: str, timeout: float) -> str:
        """The next line that starts with ``starts`` (AssertionError after ``timeout``)."""
        end = time.monotonic() + timeout
        while True:
            try:
                line = self._lines.get(timeout=max(0.01, end - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"no {starts!r} line in {timeout} s: {self.lines[-8:]}") from None
            if line is None:
                code = self.proc.wait(5)
                raise AssertionError(f"ended ({code}) with no {starts!r} line: {self.lines[-8:]}")
            if line.startswith(starts):
                return line

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(5)


def start_host(home: Path, closing: list, *more: str) -> tuple[Process, int]:
    host = Process(["host", "--computer", "1", *more], home, closing)
    port = int(host.line("hosting ", 30).split()[-1])
    KEYS[port] = host.line("key: ", 10).split()[-1]
    return host, port


def totals_of(line: str) -> list[int]:
    """The totals of an ``over: 117 95 (Ann wins the partie)`` line; who won is
    said after them, in brackets."""
    assert line.startswith("over: "), line
    figures, _, won = line[len("over: "):].partition(" (")
    assert won.endswith(")") and ("win" in won or "drawn" in won), line
    return [int(n) for n in figures.split()]


@pytest.mark.slow
def test_two_processes_play_a_whole_partie(tmp_path, closing):
    host, port = start_host(tmp_path / "host", closing, "--port", "0", "--seed", "7",
                            "--variant", "picchetto")
    assert "Picchetto" in host.lines[0]
    guest = Process(["join", f"{LOOPBACK}:{port}/{KEYS[port]}", "--computer", "1", "--seed", "3",
                     "--name", "Far"],
                    tmp_path / "guest", closing)
    guest_over, host_over = guest.line("over: ", PARTIE_SECONDS), host.line("over: ", 15)
    guest_totals, host_totals = totals_of(guest_over), totals_of(host_over)
    assert guest_totals == host_totals
    assert guest.proc.wait(10) == 0 and host.proc.wait(10) == 0
    assert "joined: Far" in host.lines and sum(line.startswith("deal ") for line in host.lines) >= 2
    # the host kept the finished partie with its games, and no autosave is left to resume
    data = tmp_path / "host" / "data"
    assert not (data / "autosave-network.json").exists()
    kept = [p for p in data.rglob("*.json") if p.is_file()]
    assert kept, list(data.rglob("*"))
    replayed = replay(json.loads(kept[0].read_text(encoding="utf-8")))
    assert replayed.game.is_over and replayed.game.totals == host_totals
    assert replayed.record["players"][1] == "Far"
    # who won, said by both the same way: the match's winner by name
    winner = replayed.record["players"][replayed.game.winner]
    assert guest_over.endswith(f"({winner} wins the match)"), guest_over
    assert host_over.partition(" (")[2] == guest_over.partition(" (")[2]


@pytest.mark.slow
def test_two_processes_play_a_whole_game_of_ass(tmp_path, closing):
    """``piquet host --game ass --computer N`` and ``piquet join --computer N``: a
    game of Ass at three (the host's seat and one more the computer's, a friend's
    process in the third) played to its end; both say the same banks and winners,
    and the host keeps the game with its games of Ass, the friend's seat a person's."""
    host, port = start_host(tmp_path / "host", closing, "--game", "ass", "--players", "3", "--trumps", "3",
                            "--port", "0", "--seed", "7")
    assert host.lines[0].startswith("hosting Ass for 3 (one trump suit for all)"), host.lines[0]
    guest = Process(["join", f"{LOOPBACK}:{port}/{KEYS[port]}", "--computer", "2", "--seed", "3"],
                    tmp_path / "guest", closing)  # no name: the host names it by its level
    guest_over, host_over = guest.line("over: ", PARTIE_SECONDS * 3), host.line("over: ", 15)
    assert guest_over == host_over and guest_over.startswith("over: banks "), (guest_over, host_over)
    assert guest.proc.wait(10) == 0 and host.proc.wait(10) == 0
    assert "joined: Card counter" in host.lines
    kept = [p for p in (tmp_path / "host" / "data").rglob("*-ass.json") if p.is_file()]
    assert len(kept) == 1, list((tmp_path / "host" / "data").rglob("*"))
    record = json.loads(kept[0].read_text(encoding="utf-8"))
    assert record["players"][1] == "Card counter"  # the guest's level's name (level 2 of Ass)
    assert record["people"] == [1] and record["levels"] == [1, None, 1]
    assert record["players"][::2] == ["Novice", "Novice (2)"]  # the level's name, said in each language
    banks = [int(b) for b in host_over.split("(")[0].split()[2:]]
    assert record["deals"][-1]["banks"] == banks


def test_host_refuses_what_ass_cannot_be(tmp_path):
    """The options of ``piquet host`` for Ass, checked before anything listens: one
    line and status 2 each."""
    env = dict(os.environ, PIQUET_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    cases = {("--game", "ass", "--computer", "5"): "Ass has levels 1 to 4, not 5",
             ("--game", "ass", "--players", "2", "--friends", "2", "--computer", "1"): "1 to 1 friends",
             ("--players", "6", "--trumps", "1", "--computer", "1"): "four players or fewer",
             ("--game", "ass", "--variant", "picchetto"): "--variant is an option of Piquet",
             ("--game", "piquet", "--players", "3"): "--players and --trumps are options of Ass"}
    for more, said in cases.items():
        done = subprocess.run([sys.executable, "-m", "piquet_game.cli", "host", "--port", "0", *more],
                              capture_output=True, text=True, timeout=60, env=env, cwd=ROOT)
        assert done.returncode == 2 and said in done.stderr and done.stderr.count("\n") == 1, (more, done)


@pytest.mark.slow
def test_host_process_and_guest_in_this_process(tmp_path, closing):
    host, port = start_host(tmp_path, closing, "--port", "0", "--seed", "11")
    guest = guest_session(port, "Here")
    closing.append(guest)
    assert headless.play_as_guest(guest, 1, seed=4, timeout=PARTIE_SECONDS)
    assert totals_of(host.line("over: ", 15)) == guest.controller.game.public().totals
    assert replay(guest.record).game.totals == guest.controller.game.public().totals
    assert host.proc.wait(10) == 0


# ------------------------------------------- 3. dropped and restored connections


def cut(link: GuestLink) -> bool:
    """Cut the guest's connection under it (as a network would): no close handshake."""
    conn = link._conn
    if conn is None:
        return False
    link._loop.loop.call_soon_threadsafe(conn.transport.abort)
    return True


@pytest.mark.slow
def test_guest_connection_cut_and_restored(tmp_path, closing):
    host, port = start_host(tmp_path, closing, "--port", "0", "--seed", "21")
    guest = guest_session(port, "Cut")
    closing.append(guest)
    cuts: list[tuple[int, bool]] = []

    def maybe_cut() -> bool:
        c = guest.controller
        if c is None or not guest.connected or len(cuts) >= 2:
            return False
        deals = len(c.game.history)
        # the first cut right after a decision of the guest went out (its answer not come;
        # in the second deal, whenever), the second in the middle of a trick of the fourth deal
        first = not cuts and deals >= 1 and (c.awaiting or deals >= 2)
        if first or (len(cuts) == 1 and deals >= 4 and c.game.view_now.trick):
            if cut(guest.link):
                cuts.append((deals, c.awaiting))
        return False

    assert headless.play_as_guest(guest, 1, seed=5, timeout=PARTIE_SECONDS, until=maybe_cut)
    assert len(cuts) == 2, cuts
    kinds = [kind for kind, *_ in guest.notices]
    assert kinds.count("down") == 2 and kinds.count("back") == 2, guest.notices
    assert totals_of(host.line("over: ", 15)) == guest.controller.game.public().totals
    assert sum(line.startswith("back: Cut") for line in host.lines) == 2, host.lines
    assert sum(line.startswith("left: ") for line in host.lines) >= 2
    assert replay(guest.record).game.totals == guest.controller.game.public().totals


def test_host_resumes_no_game_of_ass_when_none_is_saved(tmp_path):
    env = dict(os.environ, PIQUET_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "piquet_game.cli", "host", "--port", "0", "--game", "ass",
                           "--computer", "1", "--resume"], capture_output=True, text=True, timeout=60,
                          env=env, cwd=ROOT)
    assert done.returncode == 2 and done.stdout == "no network game of Ass to resume\n", done


@pytest.mark.slow
def test_ass_host_killed_and_resumed(tmp_path, closing):
    """``piquet host --game ass --computer N`` saves the game after every action;
    killed in the middle and started again with ``--resume``, it takes the game up
    where it stood, the friend comes back to his seat by himself (his token), and
    the game ends, kept, its save cleared."""
    from piquet_game.ass.ai import make_ass_player
    from piquet_game.ass.net import remote_game
    from piquet_game.ass.rules import AssPhase
    from piquet_game.net.guest import REMOTES

    host, port = start_host(tmp_path, closing, "--game", "ass", "--players", "3", "--port", "0",
                            "--seed", "13")
    guest = GuestSession(None, "Patient", key=KEYS[port], remotes={**REMOTES, "ass": remote_game})
    guest.link = GuestLink(LOOPBACK, port, guest.hello)
    closing.append(guest)

    def second_deal_begun() -> bool:
        c = guest.controller
        return c is not None and c.game.public().deals >= 2 and c.game.public().phase is AssPhase.PLAY

    assert not headless.play_as_guest(guest, 1, seed=6, timeout=PARTIE_SECONDS, until=second_deal_begun,
                                      make=make_ass_player)
    save = tmp_path / "data" / "autosave-ass-network.json"
    assert save.exists() and not (tmp_path / "data" / "autosave-ass.json").exists()
    seats = json.loads(save.read_text(encoding="utf-8"))["seats"]
    assert [s["kind"] for s in seats] == ["computer", "remote", "computer"] and seats[1]["name"] == "Patient"
    before = guest.controller.game.public().deals
    host.kill()
    assert wait_for(lambda: not guest.connected and bool(guest.down), 10, also=guest.poll), guest.down
    time.sleep(1.0)  # a try or two at a closed port
    guest.poll()
    assert not guest.connected and guest.refused == ""
    host2, port2 = start_host(tmp_path, closing, "--game", "ass", "--port", str(port), "--resume")
    assert port2 == port and host2.lines[0].startswith("hosting Ass for 3"), host2.lines
    assert headless.play_as_guest(guest, 1, seed=6, timeout=PARTIE_SECONDS * 3, make=make_ass_player)
    assert any(line.startswith("back: Patient") for line in host2.lines)
    game = guest.controller.game
    assert game.public().deals >= before  # taken up where it was, not begun again
    over = host2.line("over: ", 15)
    assert over.startswith("over: banks ") and [int(b) for b in over.split("(")[0].split()[2:]] == \
        list(game.public().banks)
    assert host2.proc.wait(10) == 0
    assert not save.exists()
    kept = [p for p in (tmp_path / "data").rglob("*-ass.json") if p.is_file()]
    assert len(kept) == 1 and json.loads(kept[0].read_text(encoding="utf-8"))["players"][1] == "Patient"


@pytest.mark.slow
def test_a_game_of_ass_the_window_hosted_is_resumed_without_it(tmp_path, closing, monkeypatch):
    """A network game of Ass saved by the window (the host's seat a person's) taken up
    by ``piquet host --game ass --computer N --resume``: the computer plays the host's
    seat, the friend comes back by his token, and the game ends."""
    from piquet_game.ass.ai import make_ass_player
    from piquet_game.ass.net import host_controller as ass_host
    from piquet_game.ass.net import remote_game
    from piquet_game.ass.rules import AssRules
    from piquet_game.ass.store import AssAutosaver, network_autosave_path
    from piquet_game.net.guest import REMOTES

    monkeypatch.setenv("PIQUET_HOME", str(tmp_path))
    c = ass_host(AssRules.make(3, 3), Seat.human("Ann"), friends=1, level=1, seed=5)
    c.seats[1] = Seat.at_distance("Ben", "tok-" + "b" * 12)
    c.game.players = ("Ann", "Ben", c.game.players[2])
    c.deal()
    assert AssAutosaver(network_autosave_path(), network=True).save(c)
    host, port = start_host(tmp_path, closing, "--game", "ass", "--port", "0", "--resume")
    assert host.lines[0].startswith("hosting Ass for 3"), host.lines
    guest = GuestSession(None, "Ben", token="tok-" + "b" * 12, remotes={**REMOTES, "ass": remote_game})
    guest.link = GuestLink(LOOPBACK, port, guest.hello)
    closing.append(guest)
    assert headless.play_as_guest(guest, 1, seed=2, timeout=PARTIE_SECONDS * 3, make=make_ass_player)
    assert guest.controller.game.public().players[0] == "Ann"
    assert host.line("over: ", 15).startswith("over: banks ") and host.proc.wait(10) == 0
    assert not network_autosave_path().exists()


@pytest.mark.slow
def test_a_partie_the_window_hosted_is_resumed_without_it(tmp_path, closing, monkeypatch):
    """A network partie saved by the window (the host's seat a person's) taken up by
    ``piquet host --computer N --resume``: the computer plays the host's seat, the
    guest comes back by his token, and the partie ends."""
    from piquet_game.store.autosave import Autosaver

    monkeypatch.setenv("PIQUET_HOME", str(tmp_path))
    game = headless.new_partie(variant_named("rubicon"), "Ann", "host", seed=3)
    controller = headless.host_controller(game, Seat.human("Ann"), guest_name="Bob", token="secret-token-1")
    controller.deal()
    assert Autosaver(mode="network").save(controller, 0)
    host, port = start_host(tmp_path, closing, "--port", "0", "--resume")
    guest = GuestSession(None, "Bob", token="secret-token-1")
    guest.link = GuestLink(LOOPBACK, port, guest.hello)
    closing.append(guest)
    assert headless.play_as_guest(guest, 1, seed=4, timeout=PARTIE_SECONDS)
    assert guest.controller.game.public().players[0] == "Ann"
    assert totals_of(host.line("over: ", 15)) == guest.controller.game.public().totals
    assert host.proc.wait(10) == 0


@pytest.mark.slow
def test_host_killed_and_resumed(tmp_path, closing):
    host, port = start_host(tmp_path, closing, "--port", "0", "--seed", "31")
    guest = guest_session(port, "Patient")
    closing.append(guest)

    def third_deal_begun() -> bool:
        c = guest.controller
        return c is not None and len(c.game.history) >= 3 and c.game.phase is Phase.PLAY

    assert not headless.play_as_guest(guest, 1, seed=6, timeout=PARTIE_SECONDS, until=third_deal_begun)
    before = len(guest.controller.game.history)
    assert (tmp_path / "data" / "autosave-network.json").exists()
    host.kill()
    # the guest sees the host go, and keeps trying
    assert wait_for(lambda: not guest.connected and bool(guest.down), 10, also=guest.poll), guest.down
    assert guest.controller.waiting_for_person() is None
    time.sleep(1.0)  # a try or two at a closed port
    guest.poll()
    assert not guest.connected and guest.refused == ""
    host2, port2 = start_host(tmp_path, closing, "--port", str(port), "--resume")
    assert port2 == port
    assert headless.play_as_guest(guest, 1, seed=6, timeout=PARTIE_SECONDS)
    assert ("back", "Novice", "") in guest.notices
    assert any(line.startswith("back: Patient") for line in host2.lines)
    game = guest.controller.game
    assert len(game.history) >= before  # taken up where it was, not begun again
    assert totals_of(host2.line("over: ", 15)) == game.public().totals
    assert replay(guest.record).game.totals == game.public().totals
    assert host2.proc.wait(10) == 0


class Proxy:
    """A TCP relay on loopback whose guest side can be cut while its host side stays
    open and silent: the host does not see the drop (a network gone, no reset)."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.listener = socket.create_server((LOOPBACK, 0))
        self.port = self.listener.getsockname()[1]
        self.pairs: list[tuple[socket.socket, socket.socket]] = []
        self.silent: set[int] = set()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            upstream = socket.create_connection((LOOPBACK, self.target), timeout=5)
            upstream.settimeout(None)
            self.pairs.append((client, upstream))
            index = len(self.pairs) - 1
            for src, dst in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(src, dst, index), daemon=True).start()

    def _pump(self, src: socket.socket, dst: socket.socket, index: int) -> None:
        with contextlib.suppress(OSError):
            while True:
                data = src.recv(65536)
                if not data or index in self.silent:
                    break
                dst.sendall(data)
            if index not in self.silent:
                dst.shutdown(socket.SHUT_WR)

    def cut_guest_side(self) -> None:
        for index, (client, _) in enumerate(self.pairs):
            if index not in self.silent:
                self.silent.add(index)
                with contextlib.suppress(OSError):
                    client.shutdown(socket.SHUT_RDWR)
                client.close()

    def close(self) -> None:
        self.listener.close()
        for client, upstream in self.pairs:
            client.close()
            upstream.close()


@pytest.mark.slow
def test_guest_back_before_the_host_saw_the_drop(closing):
    """A network gone without a word: the guest's side sees the drop, the host's not
    yet (its pings take 10 s and more).  The guest, by his token, on a new
    connection replaces the old one (it was refused 'taken' for good before)."""
    host = Host("rubicon", seed=63).start()
    closing.append(host)
    proxy = Proxy(host.port)
    closing.append(proxy)
    guest = GuestSession(None, "Roamer", key=host.session.key)
    guest.link = GuestLink(LOOPBACK, proxy.port, guest.hello)
    closing.append(guest)

    def second_deal() -> bool:
        return guest.controller is not None and len(guest.controller.game.history) >= 2

    assert not headless.play_as_guest(guest, 1, seed=2, timeout=PARTIE_SECONDS, until=second_deal)
    proxy.cut_guest_side()  # the guest's side drops; the host's stays open, silent
    assert wait_for(lambda: not guest.connected, 5, also=guest.poll)
    assert host.session.connected  # the host has not seen it (its pings take 10 s and more)
    assert wait_for(lambda: guest.connected or bool(guest.refused), 6, also=guest.poll)
    assert guest.refused == "" and guest.connected, guest.refused
    assert ("back", "Computer 1", "") in guest.notices
    assert headless.play_as_guest(guest, 1, seed=2, timeout=PARTIE_SECONDS)
    assert host.wait(10) and guest.controller.game.public().totals == host.game.totals
    assert sum(line.startswith("back: Roamer") for line in host.lines) == 1


# ------------------------------------------------------- 4. misbehaving guests


def ws_url(port: int) -> str:
    return f"ws://{LOOPBACK}:{port}/"


def raw(port: int, source: str = LOOPBACK):
    """A websocket to the host on ``port`` from ``source`` (any address of the loopback network)."""
    sock = socket.create_connection((LOOPBACK, port), timeout=5, source_address=(source, 0))
    return connect(ws_url(port), sock=sock, open_timeout=5, close_timeout=2, max_size=MAX_MESSAGE,
                   compression=None)


def hello(**more) -> str:
    message = {"type": "hello", "protocol": PROTOCOL, "version": program_version(), "name": "Raw"}
    message.update(more)
    return json.dumps(message)


def read_until_closed(ws, timeout: float = 5.0) -> tuple[list[dict], int | None, str]:
    """Every message until the host closes the connection: (messages, close code, reason)."""
    messages: list[dict] = []
    end = time.monotonic() + timeout
    try:
        while time.monotonic() < end:
            messages.append(json.loads(ws.recv(timeout=max(0.01, end - time.monotonic()))))
    except ConnectionClosed:
        return messages, ws.close_code, ws.close_reason or ""
    except TimeoutError:
        pass
    raise AssertionError(f"still open after {timeout} s: {messages[-3:]}")


def send_quietly(ws, text) -> bool:
    try:
        ws.send(text)
        return True
    except ConnectionClosed:
        return False


JUNK = [("not json", "json"), (b"\x00\x01binary", "binary"), ("[1, 2]", "shape"),
        ('{"type": "steal"}', "type"), ('{"type": "chat", "n": ' + "[" * 1500 + "]" * 1500 + "}", "json"),
        ('{"type": "chat", "n": NaN}', "json"), ('{"type": "welcome"}', "type")]


def junk_guest(port: int, first: int = 0) -> None:
    """Text that is not a message, again and again: refused each time (with the rule
    it broke), then disconnected."""
    with raw(port) as ws:
        rules = []
        for k in range(JUNK_STRIKES):
            text, rule = JUNK[(first + k) % len(JUNK)]
            ws.send(text)
            answer = json.loads(ws.recv(timeout=5))
            assert answer["type"] == "refusal" and answer["message"], answer
            rules.append((answer["rule"], rule))
        messages, code, reason = read_until_closed(ws)
    assert all(got == expected for got, expected in rules), rules
    assert not messages and code == link_module.POLICY and "broken" in reason


def oversized_stranger(port: int) -> None:
    with raw(port) as ws:
        send_quietly(ws, "y" * (MAX_GUEST_MESSAGE * 4))
        messages, code, _ = read_until_closed(ws)
    assert code == link_module.TOO_BIG and not messages


def flooding_guest(port: int) -> int:
    """More than FLOOD_MESSAGES messages in a second: disconnected.  How many went."""
    sent = 0
    with raw(port) as ws:
        chat = json.dumps({"type": "chat", "text": "flood"})
        for _ in range(FLOOD_MESSAGES * 3):
            if not send_quietly(ws, chat):
                break
            sent += 1
        messages, code, reason = read_until_closed(ws)
    assert code == link_module.POLICY and "too many messages" in reason, (code, reason)
    assert all(m["type"] == "refusal" for m in messages)  # "say hello first", and no more
    assert len(messages) <= FLOOD_MESSAGES
    return sent


def refused_hello(port: int, rule: str, source: str = LOOPBACK, **more) -> str:
    """A hello with ``more`` in it, from ``source``: refused with ``rule``, and closed."""
    with raw(port, source) as ws:
        ws.send(hello(**more))
        messages, code, _ = read_until_closed(ws)
    assert messages and messages[0]["type"] == "refused", messages
    assert messages[0]["rule"] == rule, messages[0]
    assert code == link_module.POLICY
    return messages[0]["message"]


@pytest.mark.slow
def test_misbehaving_guests_and_the_partie_goes_on(closing):
    gate = threading.Event()
    gate.set()
    hold = threading.Event()  # set: hold the host's next decision in the play still
    host = Host("rubicon", seed=41, host_seat=0, gate=gate)
    closing.append(host)

    def hold_host_turn(message: dict) -> None:  # on the host's thread, as the message is built
        state = message.get("state")
        if hold.is_set() and state and state["view"]["to_move"] == host.session.host_seat \
                and state["view"]["phase"] == "play":
            gate.clear()
            hold.clear()

    host.session.spy = hold_host_turn
    host.start()
    port = host.port

    # -------- before the guest is there: strangers are turned away, the seat stays free
    message = refused_hello(port, "version", version="0.0.0-another")
    assert "version" in message and program_version() in message and "0.0.0-another" in message
    assert "version" in refused_hello(port, "version", protocol=PROTOCOL + 1)
    junk_guest(port)
    oversized_stranger(port)
    assert flooding_guest(port) > FLOOD_MESSAGES
    assert not host.session.connected and not host.session.joined_before
    assert wait_for(lambda: host.link.connections == 0, 5)

    # -------- the guest sits down and plays, misbehaving now and then
    guest = guest_session(port, "Rascal")
    closing.append(guest)
    received: list[dict] = []
    guest.spy = received.append
    player = make_player(1, 9)
    probes: dict[str, tuple[str, str] | None] = dict.fromkeys(
        ("not-held", "wrong-phase", "not-your-turn", "garbage", "deal", "second-guest", "wrong-token",
         "junk-while-playing", "oversized-while-playing"))

    def refusal_after(count: int) -> dict:
        assert wait_for(lambda: any(m["type"] == "refusal" for m in received[count:]), 5, also=guest.poll)
        return next(m for m in received[count:] if m["type"] == "refusal")

    def engine_rule(action, seat: int) -> str:
        with pytest.raises(IllegalActionError) as info:
            host.game.check(action, seat)  # the host waits for the guest: its game is still
        return info.value.rule

    def send_bad(text: str) -> dict:
        count = len(received)
        assert guest.link.send({"type": "action", "action": text})
        return refusal_after(count)

    end = time.monotonic() + PARTIE_SECONDS
    while time.monotonic() < end:
        guest.poll()
        assert not guest.refused and host.error is None
        c = guest.controller
        if c is None:
            time.sleep(0.01)
            continue
        while c.step() is not None:
            pass
        g = c.game
        if g.is_over and guest.record is not None:
            break
        deals = len(g.history)
        if deals >= 2 and probes["second-guest"] is None:
            # a second guest, and one with a token of his own making: the seat is taken
            assert 0 < len(refused_hello(port, "taken", name="Usurper", key=KEYS[port])) < 300
            probes["second-guest"] = ("taken", "taken")
            assert 0 < len(refused_hello(port, "taken", token="forged-token-123", key=KEYS[port])) < 300
            probes["wrong-token"] = ("taken", "taken")
            junk_guest(port, first=3)
            probes["junk-while-playing"] = ("closed", "closed")
            oversized_stranger(port)
            probes["oversized-while-playing"] = ("closed", "closed")
        if deals >= 2 and g.phase is Phase.PLAY and probes["not-your-turn"] is None and not hold.is_set() \
                and gate.is_set():
            hold.set()  # the host's next turn in the play is held still
        if not gate.is_set() and g.to_move == host.session.host_seat and not c.updates:
            # the host's turn, held: a card of the guest's own hand, out of turn
            card = (g.view_now.hand & -g.view_now.hand).bit_length() - 1
            answer = send_bad(f"play {card_name(card)}")
            probes["not-your-turn"] = (answer["rule"], "not-your-turn")
            gate.set()
            continue
        seat = c.waiting_for_person()
        if seat is None:
            time.sleep(0.002)
            continue
        view = g.view(seat)
        if g.phase is Phase.PLAY and probes["not-held"] is None:
            unseen = ~(view.hand | view.played) & 0xFFFFFFFF
            card = (unseen & -unseen).bit_length() - 1
            action = read_action(f"play {card_name(card)}")
            expected = engine_rule(action, seat)
            probes["not-held"] = (send_bad(str(action))["rule"], expected)
            continue
        if g.phase is Phase.PLAY and probes["wrong-phase"] is None:
            action = read_action("call pass")
            probes["wrong-phase"] = (send_bad(str(action))["rule"], engine_rule(action, seat))
            continue
        if probes["garbage"] is None:
            probes["garbage"] = (send_bad("play the ace of everything")["rule"], "action")
            probes["deal"] = (send_bad("deal 0 12 7S 8S 9S")["rule"], "action")
            continue
        c.submit(player.choose(view, g.legal_actions()), seat)

    assert host.wait(10), host.lines[-5:]
    assert all(probes.values()), probes
    for name, (got, expected) in probes.items():
        assert got == expected, (name, got, expected)
    assert probes["not-held"][1] == "not-held" and probes["wrong-phase"][1] == "wrong-phase"
    game = host.game
    assert game.is_over and guest.controller.game.public().totals == game.totals
    assert replay(guest.record).game.totals == game.totals
    assert host.session.refusals >= 5  # the guest's refused decisions, counted
    assert sum(line.startswith("illegal") for line in host.lines) == 2  # the engine's refusals
    assert sum(line.startswith("refused: ") for line in host.lines) >= 4
    assert [k for k, *_ in guest.notices].count("refusal") == 5
    assert host.session.guest_seat == guest.controller.seat and host.game.players[1] == "Rascal"


@pytest.mark.slow
def test_after_the_misbehaving_a_well_behaved_guest_plays_a_whole_partie(closing):
    """Strangers before the guest, an oversized frame from the guest itself (it is
    disconnected, comes back by its token and the partie ends)."""
    host = Host("au-cent", seed=51, host_seat=1).start()
    closing.append(host)
    junk_guest(host.port, first=5)
    flooding_guest(host.port)
    guest = guest_session(host.port, "Steady")
    closing.append(guest)
    oversized: list[bool] = []

    def oversize_once() -> bool:
        c = guest.controller
        if not oversized and c is not None and guest.connected and len(c.game.history) >= 2:
            oversized.append(guest.link.send({"type": "chat", "text": "z" * (MAX_GUEST_MESSAGE * 2)}))
        return False

    assert headless.play_as_guest(guest, 1, seed=8, timeout=PARTIE_SECONDS, until=oversize_once)
    assert oversized == [True]
    assert host.wait(10)
    kinds = [k for k, *_ in guest.notices]
    assert "down" in kinds and "back" in kinds, guest.notices
    assert guest.controller.game.public().totals == host.game.totals


# ------------------------------------------------------ known weaknesses (bugs)


def test_refused_hellos_do_not_hold_the_table(monkeypatch, closing):
    monkeypatch.setattr(link_module, "HELLO_SECONDS", 0.5)
    host = Host("rubicon", seed=61).start()
    closing.append(host)
    stack = contextlib.ExitStack()
    closing.append(stack)
    for k in range(8):
        ws = stack.enter_context(raw(host.port))
        ws.send(hello(name=5 if k % 2 else "n" * 200))
        answer = json.loads(ws.recv(timeout=5))
        assert answer["type"] == "refused" and answer["rule"] == "field"  # turned away, and closed
    guest = guest_session(host.port, "Locked out")
    closing.append(guest)
    assert wait_for(lambda: guest.connected, 4, also=guest.poll), (guest.down, host.link.connections)


def test_a_stranger_who_chats_without_hello_is_disconnected(monkeypatch, closing):
    monkeypatch.setattr(link_module, "HELLO_SECONDS", 0.5)
    host = Host("rubicon", seed=62).start()
    closing.append(host)
    closed = False
    with raw(host.port) as ws:
        end = time.monotonic() + 2.5
        while time.monotonic() < end:
            if not send_quietly(ws, json.dumps({"type": "chat", "text": "still here"})):
                closed = True
                break
            try:
                ws.recv(timeout=0.2)
            except TimeoutError:
                pass
            except ConnectionClosed as exc:  # closed by the host: no hello in time
                assert exc.rcvd is not None and exc.rcvd.code == 1008
                closed = True
                break
    assert closed


def test_a_computer_with_no_name_of_its_own_is_named_by_its_level(closing):
    """A friend's computer (``piquet join --computer N`` with no ``--name``) is named
    at the host's table by its level, as the game names computers, numbered when
    another seat has that name; a name of its own is kept; a level the game does not
    have leaves the seat's name; a level that is not a number turns the hello away."""
    cases = [("Novice", {"name": "", "computer": 1}, "Novice (2)"),
             ("Computer 1", {"name": "", "computer": 5}, "Master"),
             ("Computer 1", {"name": "Master", "computer": 2}, "Apprentice"),  # the game's name: not his own
             ("Computer 1", {"name": "Far", "computer": 5}, "Far"),
             ("Computer 1", {"name": "", "computer": 9}, "Guest"),
             ("Computer 1", {"name": ""}, "Guest")]
    for k, (host_name, said, named) in enumerate(cases):
        host = Host("rubicon", seed=70 + k, name=host_name).start()
        closing.append(host)
        with raw(host.port) as ws:
            ws.send(hello(key=host.session.key, **said))
            welcome = json.loads(ws.recv(timeout=10))
        assert welcome["type"] == "welcome" and welcome["players"] == [host_name, named], (said, welcome)
        assert host.game.players == (host_name, named)  # named before the welcome went
    assert GuestSession(None, "", computer=4).hello()["computer"] == 4  # what a guest's computer says
    host = Host("rubicon", seed=79).start()
    closing.append(host)
    with raw(host.port) as ws:
        ws.send(hello(key=host.session.key, name="", computer="5"))
        answer = json.loads(ws.recv(timeout=10))
    assert answer["type"] == "refused" and answer["rule"] == "field"


def partie_in_process(variant: str, seed: int, host_seat: int = 0) -> tuple[Host, GuestSession]:
    host = Host(variant, seed=seed, host_seat=host_seat).start()
    guest = guest_session(host.port)
    try:
        assert headless.play_as_guest(guest, 1, seed=seed, timeout=PARTIE_SECONDS)
        assert host.wait(10)
    finally:
        guest.close()
        host.close()
    return host, guest


@pytest.mark.slow
def test_guest_history_of_thrown_in_deals():
    host, guest = partie_in_process("contract", 104)
    game, remote = host.game, guest.controller.game
    assert any(log.thrown_in for log in game.history), "a partie with a deal thrown in"
    assert [(d.number, d.dealer) for d in remote.history] == [(g.number, g.dealer) for g in game.history]
    assert [len(d.thrown_in) for d in remote.history] == [len(log.thrown_in) for log in game.history]


@pytest.mark.slow
def test_guest_back_after_the_end_gets_the_record(closing):
    host = Host("rubicon", seed=64).start()
    closing.append(host)
    guest = guest_session(host.port, "Late")
    closing.append(guest)
    assert headless.play_as_guest(guest, 1, seed=1, timeout=PARTIE_SECONDS)
    assert host.wait(10)
    token = guest.token
    guest.close()  # (say his program stopped before the record was kept)
    closing.remove(guest)
    # the host's table stays at the partie's end, its session open and read
    again = GuestSession(None, "Late", token=token)
    again.link = GuestLink(LOOPBACK, host.port, again.hello)
    closing.append(again)

    def both() -> None:
        host.session.poll()
        again.poll()

    assert wait_for(lambda: again.controller is not None, 5, also=both)
    assert again.controller.game.is_over and not again.refused
    assert wait_for(lambda: again.record is not None, 2, also=both)


# ------------------------------------------- tables of three or four, several guests


@pytest.mark.slow
@pytest.mark.parametrize(("variant", "friends"),
                         [("normand", 1), ("normand", 2), ("voleur", 1), ("voleur", 3)])
def test_a_table_of_three_or_four_with_guests_plays_to_the_end(variant, friends):
    """Piquet Normand and four-handed Piquet over the network: the friends in the
    seats after the host's, the computer in the others; every message to each guest
    is checked against the host's real game at that moment, as for two."""
    from piquet_game.controller import Seat
    from piquet_game.net.guest import GuestSession
    from piquet_game.net.host import HostSession
    from piquet_game.net.link import GuestLink, HostLink
    from piquet_game.net.protocol import view_to_json
    from piquet_game.rules.variant import variant_named

    link = HostLink(0, "127.0.0.1")
    game = headless.new_partie(variant_named(variant), "Host", seed=11 + friends)
    host = Seat.computer(1, 11, "Host", seats=game.variant.players)
    controller = headless.host_controller(game, host, friends=friends, level=1)
    session = HostSession(controller, link, 0)
    problems: list = []

    def spy(message: dict) -> None:
        if message["type"] not in ("update", "welcome"):
            if message["type"] == "record" and not controller.game.is_over:
                problems.append("a record before the end")
            return
        seat = message["state"]["view"]["seat"]
        if seat not in session.guest_seats:
            problems.append(("a view of seat", seat))
        if message["state"]["view"] != view_to_json(controller.game.view(seat), controller.game.variant):
            problems.append(("view", seat))
        for e in message.get("events", []):
            if e[9] is not None and e[9] != seat:
                problems.append(("event for another seat", e))
        if message["state"]["legal"] and controller.game.to_move != seat:
            problems.append(("choices out of turn", seat))

    session.spy = spy
    server = threading.Thread(target=headless.serve_partie, args=(session,), kwargs={"timeout": 90},
                              daemon=True)
    server.start()
    results: dict[int, tuple] = {}

    def guest(k: int) -> None:
        s = GuestSession(None, f"Friend {k}", key=session.key)
        s.link = GuestLink("127.0.0.1", link.port, s.hello)
        try:
            ok = headless.play_as_guest(s, 1, seed=k, timeout=90)
            c = s.controller
            results[k] = (ok, c.seat if c else None, list(c.game.public().totals) if c else None,
                          s.record is not None)
        finally:
            s.close()

    threads = [threading.Thread(target=guest, args=(k,), daemon=True) for k in range(friends)]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join(100)
        server.join(10)
    finally:
        session.close()
    assert game.is_over, "the partie did not end"
    assert problems == []
    assert sorted(r[1] for r in results.values()) == session.guest_seats
    for ok, _seat, totals, recorded in results.values():
        assert ok and recorded and totals == list(game.totals)
    names = set(game.players)
    assert {f"Friend {k}" for k in range(friends)} <= names
