"""Nobody locked out, nothing lost: the network parties against a hostile world.

* connections that never say hello (fifty from one address, more from many) keep
  neither a newcomer from his seat nor a seated guest from coming back;
* a stranger without the invitation's key is turned away before the friend
  joins, while he plays and while he is away, and the host is told;
* a guest gives up a host that never welcomes it (junk, a message too large, a
  welcome that does not read, a refusal with endless words, silence, something
  that is not a websocket at all), with one line and exit 2;
* the headless host says every save that failed, and a finished partie it could
  not keep is not lost (exit 3, the last good save kept);
* the headless host and guest remove what killed runs left half written;
* a guest named "Guest" keeps his name.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from test_net_loopback import (
    KEYS,
    LOOPBACK,
    PARTIE_SECONDS,
    ROOT,
    Host,
    Process,
    cut,
    guest_session,
    raw,
    read_until_closed,
    refused_hello,
    start_host,
    totals_of,
    wait_for,
)
from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed

from piquet_game.net import guest as guest_module
from piquet_game.net import headless
from piquet_game.net import link as link_module
from piquet_game.net.protocol import PROTOCOL, program_version
from piquet_game.paths import data_dir
from piquet_game.store.autosave import Autosaver

SILENT = 50


def silent(port: int, source: str = LOOPBACK):
    """A websocket to the host that never says a word (from ``source``: any address
    of the loopback network)."""
    return raw(port, source)


def alive(ws) -> bool:
    """The host has not closed this connection (a quick look, nothing sent)."""
    try:
        ws.recv(timeout=0.01)
    except TimeoutError:
        return True
    except ConnectionClosed:
        return False
    return True


# ------------------------------------------------------------------ the slots


@pytest.mark.slow
def test_fifty_silent_connections_keep_nobody_from_the_table(monkeypatch, closing):
    """Fifty connections from one address that never say hello: one at a time is
    kept (the newer takes the older's place), so a guest joins at once, and a
    seated guest whose connection was cut comes back at once, fifty more open.
    The hello deadline is made long here: only the slots' rule can let them in."""
    monkeypatch.setattr(link_module, "HELLO_SECONDS", 120.0)
    host = Host("rubicon", seed=71).start()
    closing.append(host)
    stack = contextlib.ExitStack()
    closing.append(stack)
    silents = [stack.enter_context(silent(host.port)) for _ in range(SILENT)]
    assert wait_for(lambda: host.link.pending == 1, 10), host.link.pending
    assert alive(silents[-1]) and sum(map(alive, silents)) == 1  # only the newest is kept
    guest = guest_session(host.port, "Ann")
    closing.append(guest)
    t0 = time.monotonic()
    assert wait_for(lambda: guest.connected, 30, also=guest.poll), (guest.down, guest.refused)
    joined = time.monotonic() - t0

    def second_deal() -> bool:
        c = guest.controller
        return c is not None and len(c.game.history) >= 2 and guest.connected

    assert not headless.play_as_guest(guest, 1, seed=3, timeout=PARTIE_SECONDS, until=second_deal)
    silents += [stack.enter_context(silent(host.port)) for _ in range(SILENT)]
    assert cut(guest.link)
    assert wait_for(lambda: not guest.connected, 10, also=guest.poll)
    t0 = time.monotonic()
    assert wait_for(lambda: guest.connected, 30, also=guest.poll), (guest.down, guest.refused)
    back = time.monotonic() - t0
    assert ("back", "Computer 1", "") in guest.notices
    assert host.link.pending <= 1
    assert headless.play_as_guest(guest, 1, seed=3, timeout=PARTIE_SECONDS)
    assert host.wait(10) and guest.controller.game.public().totals == host.game.totals
    print(f"joined in {joined:.3f} s, back in {back:.3f} s (the reconnection waits 0.5 s first)")


def test_silent_connections_from_many_addresses_are_few_at_once(monkeypatch, closing):
    """From forty addresses of the loopback network: never more than MAX_PENDING
    kept at once (the oldest go), and the guest joins."""
    monkeypatch.setattr(link_module, "HELLO_SECONDS", 120.0)
    host = Host("rubicon", seed=72).start()
    closing.append(host)
    stack = contextlib.ExitStack()
    closing.append(stack)
    try:
        silents = [stack.enter_context(silent(host.port, f"127.0.0.{k + 2}")) for k in range(40)]
    except OSError as exc:  # pragma: no cover - a system without the whole loopback network
        pytest.skip(f"no loopback addresses but 127.0.0.1 here: {exc}")
    assert wait_for(lambda: host.link.pending == link_module.MAX_PENDING, 10), host.link.pending
    assert wait_for(lambda: sum(map(alive, silents)) == link_module.MAX_PENDING, 10)
    assert all(alive(ws) for ws in silents[-link_module.MAX_PENDING:])  # the newest are kept
    guest = guest_session(host.port, "Ann")
    closing.append(guest)
    assert wait_for(lambda: guest.connected, 30, also=guest.poll), (guest.down, guest.refused)
    assert host.link.pending <= link_module.MAX_PENDING


@pytest.mark.slow
def test_the_hello_deadline_is_short(closing):
    assert link_module.HELLO_SECONDS <= 5
    host = Host("rubicon", seed=73).start()
    closing.append(host)
    with silent(host.port) as ws:
        messages, code, reason = read_until_closed(ws, link_module.HELLO_SECONDS + 10)
    assert not messages and code == link_module.POLICY and "hello" in reason


# ------------------------------------------------------------------ the key


def stranger(port: int, source: str, rule: str = "key", **more) -> str:
    """A hello from ``source`` (the name, a token...): refused with ``rule``, and closed."""
    return refused_hello(port, rule, source, **more)


@pytest.mark.slow
def test_a_stranger_without_the_key_is_refused_at_every_stage(closing):
    host = Host("rubicon", seed=74).start()
    closing.append(host)
    port, key = host.port, host.session.key
    other = "127.0.0.9"
    # before the friend joins: no key, a wrong one, an old code's (the address alone)
    assert "invitation" in stranger(port, other, name="Eve")
    assert "invitation" in stranger(port, other, name="Eve", key="AAAAAA" if key != "AAAAAA" else "BBBBBB")
    assert "invitation" in stranger(port, other, name="Eve", key=key[:5])
    assert not host.session.joined_before and not host.session.connected
    friend = guest_session(port, "Ann")
    closing.append(friend)
    stages: list[str] = []

    def try_strangers() -> bool:
        c = friend.controller
        if c is None:
            return False
        if not stages and friend.connected and len(c.game.history) >= 1:
            stranger(port, other, name="Eve")  # while he plays
            stranger(port, other, name="Eve", token=host.controller.seats[1].token[:-1] + "x")
            stages.append("playing")
        elif stages == ["playing"] and len(c.game.history) >= 2 and cut(friend.link):
            friend.link.give_up()  # he stays away while the stranger tries
            assert wait_for(lambda: not host.session.connected, 10)
            stranger(port, other, name="Eve")  # while he is away
            stranger(port, LOOPBACK, name="Eve")  # from his own address too
            # the key, from an address that tried no wrong one, and not his token: the seat is his
            stranger(port, "127.0.0.10", "taken", name="Eve", key=key)
            stages.append("away")
            return True
        return False

    assert not headless.play_as_guest(friend, 1, seed=5, timeout=PARTIE_SECONDS, until=try_strangers)
    assert stages == ["playing", "away"]
    # he comes back by his token (his link was stopped: a new one, as a restarted program would)
    back = guest_module.GuestSession(None, "Ann", token=friend.token)
    back.link = link_module.GuestLink(LOOPBACK, port, back.hello)
    closing.append(back)
    assert headless.play_as_guest(back, 1, seed=5, timeout=PARTIE_SECONDS)
    assert host.wait(10) and back.controller.game.public().totals == host.game.totals
    assert host.game.players[1] == "Ann" and "Eve" not in host.game.players
    # the host was told, once for each address that tried
    told = [line for line in host.lines if line.startswith("stranger: ")]
    assert told == [f"stranger: {other}", f"stranger: {LOOPBACK}"], told


@pytest.mark.slow
def test_wrong_keys_from_one_address_stop_its_newcomers(closing):
    host = Host("rubicon", seed=75).start()
    closing.append(host)
    port, key = host.port, host.session.key
    for _ in range(5):
        stranger(port, "127.0.0.11", name="Guessing", key="ZZZZZZ" if key != "ZZZZZZ" else "YYYYYY")
    # the right key from that address, now: refused (he guessed it)
    assert "too many wrong keys" in stranger(port, "127.0.0.11", name="Guessing", key=key)
    # another address with the key sits down
    friend = guest_session(port, "Ann")
    closing.append(friend)
    assert headless.play_as_guest(friend, 1, seed=2, timeout=PARTIE_SECONDS)
    assert host.wait(10)


@pytest.mark.slow
def test_the_headless_host_prints_its_key_and_the_guest_joins_by_the_address_form(tmp_path, closing):
    host, port = start_host(tmp_path / "host", closing, "--port", "0", "--seed", "9")
    key = KEYS[port]
    assert len(key) == 6
    without = Process(["join", f"{LOOPBACK}:{port}", "--computer", "1", "--name", "Eve"], tmp_path / "eve",
                      closing)
    assert without.proc.wait(30) == 2
    refusal = "refused: this partie is by invitation"
    assert any(line.startswith(refusal) for line in without.lines), without.lines
    guest = Process(["join", f"{LOOPBACK}:{port}/{key.lower()}", "--computer", "1", "--name", "Ann"],
                    tmp_path / "ann", closing)
    assert totals_of(guest.line("over: ", PARTIE_SECONDS)) == totals_of(host.line("over: ", 15))
    assert guest.proc.wait(10) == 0 and host.proc.wait(10) == 0
    assert f"stranger: {LOOPBACK}" in host.lines


# --------------------------------------------------------------- the name


def test_a_guest_named_guest_keeps_his_name(closing):
    host = Host("rubicon", seed=76).start()
    closing.append(host)
    guest = guest_session(host.port, "Guest")
    closing.append(guest)
    assert wait_for(lambda: guest.connected, 30, also=guest.poll)
    assert host.game.players[1] == "Guest" and guest.controller.game.players[1] == "Guest"


def test_at_a_table_of_three_the_second_guest_of_a_name_is_told_apart(closing):
    from piquet_game.controller import Seat
    from piquet_game.net.host import HostSession
    from piquet_game.rules.variant import variant_named

    link = link_module.HostLink(0, LOOPBACK)
    game = headless.new_partie(variant_named("normand"), "Host", seed=3)
    controller = headless.host_controller(game, Seat.computer(1, 3, "Host"), friends=2, level=1)
    session = HostSession(controller, link, 0)
    closing.append(session)
    guests = []
    for _ in range(2):
        g = guest_module.GuestSession(None, "Guest", key=session.key)
        g.link = link_module.GuestLink(LOOPBACK, link.port, g.hello)
        closing.append(g)
        guests.append(g)
        assert wait_for(lambda g=g: g.connected, 30, also=lambda g=g: (session.poll(), g.poll()))
    assert controller.game.players == ("Host", "Guest", "Guest (3)")


# ------------------------------------------------------------ bad hosts


class FakeHost:
    """A server on loopback that is no Piquet host: ``kind`` says how it behaves."""

    def __init__(self, kind: str, welcome: dict | None = None) -> None:
        self.kind = kind
        self.welcome = welcome  # "welcome-then-refused": a real host's welcome, then a refusal
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.port = asyncio.run_coroutine_threadsafe(self._start(), self.loop).result(10)

    async def _start(self) -> int:
        if self.kind in ("no-handshake", "http"):
            self.server = await asyncio.start_server(self._tcp, LOOPBACK, 0)
        else:
            self.server = await serve(self._ws, LOOPBACK, 0, max_size=None, compression=None)
        return self.server.sockets[0].getsockname()[1]

    async def _tcp(self, reader, writer) -> None:
        if self.kind == "http":
            await reader.read(1000)
            writer.write(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n")
            await writer.drain()
        await asyncio.sleep(120)  # and never anything more
        writer.close()

    async def _ws(self, conn) -> None:
        with contextlib.suppress(ConnectionClosed):
            await conn.recv()  # the guest's hello
            k = self.kind
            if k == "junk":
                for _ in range(10):
                    await conn.send("this is not a message")
            elif k == "huge":
                await conn.send("x" * (2 * 1024 * 1024))
            elif k == "binary":
                await conn.send(b"\x00\x01\x02" * 10)
            elif k == "seat-99":
                await conn.send(json.dumps({"type": "welcome", "protocol": PROTOCOL,
                                            "version": program_version(), "seat": 99, "token": "t" * 16,
                                            "players": ["A", "B"]}))
            elif k == "welcome-broken":
                await conn.send(json.dumps({"type": "welcome", "players": "everyone"}))
            elif k == "long-refused":
                await conn.send(json.dumps({"type": "refused", "rule": "r" * 5000,
                                            "message": "no\n\x07" * 100_000}))
            elif k == "updates-only":
                for _ in range(50):
                    await conn.send(json.dumps({"type": "update", "events": [], "state": {}}))
            elif k == "chat-only":
                for _ in range(20):
                    await conn.send(json.dumps({"type": "chat", "text": "hi", "name": "?"}))
                    await asyncio.sleep(0.2)
            elif k == "welcome-then-refused":
                await conn.send(json.dumps(self.welcome))
                await asyncio.sleep(0.5)
                await conn.send(json.dumps({"type": "refused", "rule": "taken", "message": "go away"}))
            await asyncio.sleep(120)  # "silent" and the others: nothing more, ever

    def close(self) -> None:
        async def shut() -> None:
            self.server.close()
            for task in asyncio.all_tasks():
                if task is not asyncio.current_task():
                    task.cancel()
            await asyncio.sleep(0.1)

        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(shut(), self.loop).result(5)
        self.loop.call_soon_threadsafe(self.loop.stop)


BAD_HOSTS = ["junk", "huge", "binary", "seat-99", "welcome-broken", "long-refused", "updates-only",
             "chat-only", "silent", "no-handshake", "http"]


@pytest.mark.slow
@pytest.mark.parametrize("kind", BAD_HOSTS)
def test_the_guest_gives_up_a_bad_host_with_one_line(kind, monkeypatch, closing):
    """In process, the waits made short: every kind of bad host is given up with one
    line on standard error and 2, none waited on for ever."""
    monkeypatch.setattr(guest_module, "WELCOME_SECONDS", 2.0)
    monkeypatch.setattr(headless, "WELCOME_WITHIN", 4.0)
    fake = FakeHost(kind)
    closing.append(fake)
    out, err = io.StringIO(), io.StringIO()
    result: list[int] = []
    worker = threading.Thread(target=lambda: result.append(
        headless.join_main(LOOPBACK, fake.port, 1, "Ann", out=out, err=err, key="ABCDEF")), daemon=True)
    worker.start()
    worker.join(60)
    assert result == [2], (result, err.getvalue())
    lines = [line for line in err.getvalue().splitlines() if line.strip()]
    assert len(lines) == 1 and len(lines[0]) < 300, lines
    assert lines[0].startswith(("gave up on ", "refused: ", "no host at ")), lines
    assert out.getvalue() == ""
    if kind == "long-refused":
        assert lines[0].startswith("refused: no")


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["junk", "silent"])
def test_the_join_command_gives_up_a_bad_host(kind, tmp_path, closing):
    """The real command, its real waits."""
    fake = FakeHost(kind)
    closing.append(fake)
    guest = Process(["join", f"{LOOPBACK}:{fake.port}/ABCDEF", "--computer", "1"], tmp_path, closing)
    line = guest.line("gave up on ", guest_module.WELCOME_SECONDS + headless.WELCOME_WITHIN + 30)
    assert guest.proc.wait(10) == 2
    assert ("not a Piquet host's" in line) if kind == "junk" else ("no welcome" in line), line


# ------------------------------------------------------- the headless host's saves


FULL_DISK = """
import errno, os, sys
after = int(os.environ["FSYNC_AFTER"])
real = os.fsync
count = [0]
def fsync(fd):
    count[0] += 1
    if count[0] > after:
        raise OSError(errno.ENOSPC, "No space left on device")
    return real(fd)
os.fsync = fsync
from piquet_game.cli import main
sys.exit(main(sys.argv[1:]))
"""


def full_disk_host(home: Path, after: int, closing: list,
                   *more: str) -> tuple[subprocess.Popen, int, list[str]]:
    """``piquet host --computer 1`` whose disk fills after ``after`` writes."""
    env = dict(os.environ, PIQUET_HOME=str(home), PYTHONUNBUFFERED="1", LANGUAGE="en", FSYNC_AFTER=str(after))
    command = [sys.executable, "-c", FULL_DISK, "host", "--computer", "1", "--port", "0", *more]
    proc = subprocess.Popen(command,
                            cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    closing.append(proc)
    port = int(proc.stdout.readline().split()[-1])
    KEYS[port] = proc.stdout.readline().split()[-1]
    errors: list[str] = []
    threading.Thread(target=lambda: errors.extend(line.rstrip("\n") for line in proc.stderr),
                     daemon=True).start()
    return proc, port, errors


@pytest.mark.slow
@pytest.mark.parametrize("after", [0, 40], ids=["full", "space-for-a-deal"])
def test_the_headless_host_on_a_full_disk_says_so_and_loses_nothing(after, tmp_path, closing, monkeypatch):
    home = tmp_path / "host"
    proc, port, errors = full_disk_host(home, after, closing, "--seed", "5")
    guest = guest_session(port, "Ann")
    closing.append(guest)
    assert headless.play_as_guest(guest, 1, seed=1, timeout=PARTIE_SECONDS)
    assert proc.wait(30) == 3  # finished, not kept
    out = proc.stdout.read()
    assert "over: " in out
    failed = [line for line in errors if line.startswith("save failed (")]
    assert failed and all("No space left on device" in line for line in failed), errors
    assert any(line.startswith("not kept: ") for line in errors), errors
    save = home / "data" / "autosave-network.json"
    kept = [p for p in (home / "data").rglob("*.json") if p != save]
    assert not kept  # nothing could be written with the finished games
    if after == 0:
        assert failed[0].startswith("save failed (deal 1,")
        assert not save.exists()
        return
    # a little room: the first saves were written, then every one that failed was told;
    # the last good save is still there, whole, and a start of the game takes it up
    assert save.exists()
    monkeypatch.setenv("PIQUET_HOME", str(home))
    loaded = Autosaver(mode="network").load()
    assert loaded.resumed is not None and not loaded.notice
    assert not loaded.resumed.game.is_over
    deal_of_first_failure = int(failed[0].split("deal ")[1].split(",")[0])
    assert len(loaded.resumed.game.history) <= deal_of_first_failure
    assert len(failed) > 10  # each one, not only the first


@pytest.mark.slow
def test_the_headless_host_says_nothing_of_saves_when_all_goes_well(tmp_path, closing):
    proc, port, errors = full_disk_host(tmp_path / "host", 10**9, closing, "--seed", "6")
    guest = guest_session(port, "Ann")
    closing.append(guest)
    assert headless.play_as_guest(guest, 1, seed=1, timeout=PARTIE_SECONDS)
    assert proc.wait(30) == 0
    assert errors == []


# ------------------------------------------------------- half-written files


def dead_pid() -> int:
    pid = 4_000_000
    while True:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return pid
        except PermissionError:
            pass
        pid += 1


def stale(folder: Path, name: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f".{name}.{dead_pid()}.140000000.tmp"
    path.write_text("{" * 30_000)
    return path


@pytest.mark.slow
def test_the_headless_host_removes_what_killed_runs_left(tmp_path, closing):
    home = tmp_path / "home"
    left = [stale(home / "data", "autosave-network.json"), stale(home / "data", "network-seat.json"),
            stale(home / "data" / "games", "a-partie.json")]
    mine = home / "data" / f".autosave-network.json.{os.getpid()}.1.tmp"  # a live process's: kept
    mine.write_text("{")
    host = Process(["host", "--computer", "1", "--port", "0"], home, closing)
    host.line("key: ", 30)
    assert not any(p.exists() for p in left) and mine.exists()
    host.kill()


def test_the_headless_guest_removes_what_killed_runs_left(monkeypatch):
    monkeypatch.setattr(link_module, "RETRY_SECONDS", (0.01,))  # nobody there: given up at once
    left = [stale(data_dir(), "network-seat.json"), stale(data_dir() / "games", "a-partie.json")]
    err = io.StringIO()
    assert headless.join_main(LOOPBACK, 1, 1, "Ann", out=io.StringIO(), err=err, key="ABCDEF") == 2
    assert err.getvalue().startswith("no host at 127.0.0.1:1")
    assert not any(p.exists() for p in left)


@pytest.mark.slow
def test_the_headless_guest_says_when_its_seat_cannot_be_saved(tmp_path, closing):
    """Its seat's file, damaged, is set aside and said; a disk that refuses the new
    one is said too; the partie is played all the same."""
    host = Host("rubicon", seed=77).start()
    closing.append(host)
    home = tmp_path / "guest"
    (home / "data").mkdir(parents=True)
    (home / "data" / "network-seat.json").write_text('{"format": 1, "host": 5')
    env = dict(os.environ, PIQUET_HOME=str(home), PYTHONUNBUFFERED="1", LANGUAGE="en", FSYNC_AFTER="0")
    where = f"{LOOPBACK}:{host.port}/{host.session.key}"
    proc = subprocess.Popen([sys.executable, "-c", FULL_DISK, "join", where, "--computer", "1"], cwd=ROOT,
                            env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    closing.append(proc)
    out, err = proc.communicate(timeout=PARTIE_SECONDS + 30)
    assert proc.returncode == 0, err
    assert "over: " in out
    lines = err.splitlines()
    assert any(line.startswith("Your network seat was damaged") for line in lines), lines
    assert "seat not saved (joining again will not take it back): No space left on device" in lines, lines
    assert host.wait(10)


# ------------------------------------------------- found by a review of the above


def test_a_token_of_any_characters_is_refused_and_the_host_goes_on(closing):
    """Tokens are compared as bytes: one of letters no token has (or far too long)
    is a stranger's, refused, and never stops the host."""
    host = Host("rubicon", seed=78).start()
    closing.append(host)
    friend = guest_session(host.port, "Ann")
    closing.append(friend)
    assert wait_for(lambda: friend.connected, 30, also=friend.poll)
    for token in ("é" * 16, "日本語のトークン", "\u0000\u200b", "t" * 1000):
        stranger(host.port, "127.0.0.12", name="Eve", token=token)
        stranger(host.port, "127.0.0.13", "taken", name="Eve", token=token, key=host.session.key)
    assert host.error is None
    assert headless.play_as_guest(friend, 1, seed=4, timeout=PARTIE_SECONDS)
    assert host.wait(10)


class QueuedHostLink:
    """A host's link with no socket: the test fills its inbox, and says which
    connections are open."""

    def __init__(self) -> None:
        self.inbox: queue.Queue = queue.Queue()
        self.open: set[int] = set()
        self.sent: list[tuple[int, dict]] = []

    def send(self, cid: int, message: dict) -> None:
        self.sent.append((cid, message))

    def close(self, cid: int, reason: str = "") -> None:
        self.open.discard(cid)

    def admit(self, cid: int) -> None:
        pass

    def is_open(self, cid: int) -> bool:
        return cid in self.open

    def stop(self) -> None:
        pass


def newcomer(key: str, name: str = "Ann") -> dict:
    return {"type": "hello", "protocol": PROTOCOL, "version": program_version(), "name": name, "token": "",
            "key": key}


def test_a_hello_read_after_its_connection_closed_seats_nobody():
    """The game's thread read a hello late, after its connection closed (the welcome
    could not reach the guest): nobody is seated on it, and the friend who comes
    back with the key takes the seat."""
    from piquet_game.controller import Seat
    from piquet_game.net.host import HostSession
    from piquet_game.rules.variant import variant_named

    link = QueuedHostLink()
    game = headless.new_partie(variant_named("rubicon"), "Host", seed=1)
    session = HostSession(headless.host_controller(game, Seat.computer(1, 1, "Host")), link, 0)
    link.inbox.put(("open", 1, "10.0.0.5"))
    link.inbox.put(("message", 1, newcomer(session.key)))
    link.inbox.put(("closed", 1, "no hello"))
    session.poll()
    assert not session.has_joined(1) and not session.cids
    link.open.add(2)
    link.inbox.put(("open", 2, "10.0.0.5"))
    link.inbox.put(("message", 2, newcomer(session.key)))
    session.poll()
    assert session.has_joined(1) and session.cids == {1: 2}
    assert [m["type"] for cid, m in link.sent if cid == 2] == ["welcome"]


def test_hellos_without_a_key_are_not_guesses_and_a_block_ends(monkeypatch):
    from piquet_game.controller import Seat
    from piquet_game.net import host as host_module
    from piquet_game.rules.variant import variant_named

    monkeypatch.setattr(host_module, "BLOCKED_SECONDS", 0.3)
    link = QueuedHostLink()
    game = headless.new_partie(variant_named("rubicon"), "Host", seed=1)
    session = host_module.HostSession(headless.host_controller(game, Seat.computer(1, 1, "Host")), link, 0)
    wrong = "AAAAAA" if session.key != "AAAAAA" else "BBBBBB"

    def hello_from(cid: int, key: str) -> str:
        link.open.add(cid)
        link.inbox.put(("open", cid, "10.0.0.7"))
        link.inbox.put(("message", cid, newcomer(key)))
        session.poll()
        answer = next(m for c, m in link.sent if c == cid)
        return answer["type"] if answer["type"] == "welcome" else answer["message"]

    for cid in range(1, 11):  # ten hellos with no key at all (an old code, a saved address)
        assert "by invitation" in hello_from(cid, "")
    for cid in range(11, 16):  # five guesses
        assert "by invitation" in hello_from(cid, wrong)
    assert "too many wrong keys" in hello_from(16, session.key)
    time.sleep(0.4)  # the block ends
    assert hello_from(17, session.key) == "welcome"
    assert [n.kind for n in session.notices].count("stranger") == 1  # told once


def test_the_guest_gives_up_only_a_host_that_never_welcomes_it(monkeypatch):
    """The wait for a welcome runs while a connection is open: a host gone, then
    unreachable for longer than that, is still tried; connections that open and
    close again and again without a welcome are given up; once given up, a welcome
    that comes late is not heard."""
    from test_net_protocol import FakeLink

    monkeypatch.setattr(guest_module, "WELCOME_SECONDS", 0.2)
    guest = guest_module.GuestSession(FakeLink(), "Ann", key="ABCDEF")
    guest.link.inbox.put(("open",))
    guest.link.inbox.put(("closed", "dropped"))
    guest.poll()
    for _ in range(3):
        time.sleep(0.1)
        guest.link.inbox.put(("retry", "refused"))
        guest.poll()
    assert not guest.failed  # nobody there for a while: tried again
    for _ in range(guest_module.OPENS_BEFORE_WELCOME - 1):
        guest.link.inbox.put(("open",))
        guest.link.inbox.put(("closed", "too big"))
    guest.poll()
    assert guest.failed and guest.failed_kind == "junk", guest.failed
    host = Host("rubicon", seed=79)  # (its session makes the welcome; it serves nothing)
    try:
        guest.link.inbox.put(("open",))
        guest.link.inbox.put(("message", host.session.welcome(1)))
        guest.poll()
        assert guest.controller is None and not guest.connected
    finally:
        host.session.close()


def test_a_guest_turned_away_once_the_partie_began_exits_1(monkeypatch, closing):
    """Welcomed, then refused: the partie began and was not finished (1), not "no
    partie" (2)."""
    real = Host("rubicon", seed=80)  # (its session makes a real welcome; it serves nothing)
    try:
        welcome = json.loads(json.dumps(real.session.welcome(1)))
    finally:
        real.session.close()
    fake = FakeHost("welcome-then-refused", welcome)
    closing.append(fake)
    err = io.StringIO()
    result: list[int] = []
    worker = threading.Thread(target=lambda: result.append(
        headless.join_main(LOOPBACK, fake.port, 1, "Ann", out=io.StringIO(), err=err, key="ABCDEF")),
        daemon=True)
    worker.start()
    worker.join(60)
    assert result == [1], (result, err.getvalue())
    assert err.getvalue() == "refused: go away\n"
