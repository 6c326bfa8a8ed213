"""The wire: websockets on an asyncio loop, on a thread beside the window's loop.

:class:`HostLink` listens, :class:`GuestLink` connects (and connects again after
a drop, until told to stop).  Both put what arrives in a thread-safe ``inbox``
that the game's own thread reads when it is ready, and send what it gives them;
neither knows the game.  The transport's own defences are here: a frame over the
size limit closes the connection (the library does it), so do a flood of
messages, text that is not a message several times over, and a connection that
is not seated in time (it has seconds to say hello).  Connections not yet seated
are held apart from the seated guests: one at a time from an address (a newer
one takes the older's place) and a few in all (the oldest goes first), so that
nobody who has not said hello keeps a guest from the table.  The host goes on
serving whatever a guest does.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import queue
import threading
import time
from collections import deque
from typing import Any

from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from .protocol import GUEST_TYPES, HOST_TYPES, MAX_GUEST_MESSAGE, MAX_MESSAGE, ProtocolError, decode, encode

#: More messages than this in one second from a guest: it is flooding.
FLOOD_MESSAGES = 150
#: Text that is not a message this many times: the guest is disconnected.
JUNK_STRIKES = 5
#: Seconds a new connection has to say hello (a guest says it at once).
HELLO_SECONDS = 3.0
#: Seconds more for the game to seat it or turn it away once it has (a frame or two).
SEAT_SECONDS = 10.0
#: Connections that have not said hello yet, at once: from one address, and in all.
#: A newer one from the same address takes the place of the older; past the limit
#: in all, the oldest goes.  Those that have said hello (the game seats them or
#: turns them away within a frame) and the seated guests never count here: nobody
#: who has not said hello keeps a guest from his seat.
PENDING_PER_ADDRESS = 1
MAX_PENDING = 16
#: Seconds between two tries of a guest to reach a host that went away.
RETRY_SECONDS = (0.5, 1.0, 2.0, 3.0)

#: Close codes (RFC 6455): policy violation, too big, going away.
POLICY, TOO_BIG, GOING_AWAY = 1008, 1009, 1001


class _Loop:
    """An asyncio loop on a daemon thread."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self._run, name=name, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()
        with contextlib.suppress(Exception):
            self.loop.run_until_complete(self.loop.shutdown_asyncgens())
        self.loop.close()

    def call(self, coro, timeout: float | None = None) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def spawn(self, coro) -> None:
        try:
            asyncio.run_coroutine_threadsafe(coro, self.loop)
        except RuntimeError:  # the loop has stopped
            coro.close()

    def stop(self) -> None:
        if self.loop.is_running():
            self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


class HostLink:
    """Listens on ``port`` (0: any free port; :attr:`port` says which)."""

    def __init__(self, port: int, host: str = "0.0.0.0") -> None:  # noqa: S104 - a host serves its network
        self.inbox: queue.Queue[tuple] = queue.Queue()
        self._ids = itertools.count(1)
        self._conns: dict[int, ServerConnection] = {}
        # connections that have not said hello yet (on the loop's thread): their address, oldest first
        self._pending: dict[int, str] = {}
        self._seated: set[int] = set()  # connections the game has seated (admit)
        self._dropped: set[int] = set()  # connections made to go for newer ones, not yet closed
        self._loop = _Loop("piquet-host-link")
        try:
            self._server = self._loop.call(self._start(host, port), timeout=10)
        except BaseException:
            self._loop.stop()
            raise
        self.port: int = self._server.sockets[0].getsockname()[1]

    async def _start(self, host: str, port: int):
        return await serve(self._handle, host, port, max_size=MAX_GUEST_MESSAGE, max_queue=16,
                           compression=None, ping_interval=10, ping_timeout=20, close_timeout=2,
                           server_header=None)

    def _make_room(self, peer: str) -> None:
        """Before a new connection from ``peer``: the older one that has not said
        hello from the same address goes, and the oldest of all when there are too
        many."""
        mine = [cid for cid, where in self._pending.items() if where == peer]
        gone = mine[:max(0, len(mine) - PENDING_PER_ADDRESS + 1)]
        rest = [cid for cid in self._pending if cid not in gone]
        gone += rest[:max(0, len(rest) - MAX_PENDING + 1)]
        for cid in gone:
            del self._pending[cid]
            self._dropped.add(cid)  # a hello it sent as it goes is not heard
            self.close(cid, "a newer one took its place")

    async def _handle(self, conn: ServerConnection) -> None:
        peer = str(conn.remote_address[0]) if conn.remote_address else "?"
        self._make_room(peer)
        cid = next(self._ids)
        self._conns[cid] = conn
        self._pending[cid] = peer
        self.inbox.put(("open", cid, peer))
        reason = "closed"
        times: deque[float] = deque()
        strikes = 0
        opened = time.monotonic()
        greeted = False  # a hello has come: the game seats it or turns it away
        try:
            while True:
                try:
                    if cid in self._seated:
                        timeout = None
                    else:
                        timeout = max(0.0, opened + HELLO_SECONDS + (SEAT_SECONDS if greeted else 0.0)
                                      - time.monotonic())
                    text = await asyncio.wait_for(conn.recv(), timeout)
                except asyncio.TimeoutError:
                    if cid in self._seated:
                        continue  # seated as the time ran out
                    reason = "no hello"
                    await conn.close(POLICY, "say hello first")
                    break
                if cid in self._dropped:
                    reason = "replaced"
                    break
                now = time.monotonic()
                times.append(now)
                while times and now - times[0] > 1.0:
                    times.popleft()
                if len(times) > FLOOD_MESSAGES:
                    reason = "flood"
                    await conn.close(POLICY, "too many messages")
                    break
                try:
                    message = decode(text, MAX_GUEST_MESSAGE, GUEST_TYPES)
                except ProtocolError as exc:
                    strikes += 1
                    self.inbox.put(("junk", cid, exc.rule, str(exc)))
                    await conn.send(encode({"type": "refusal", "rule": exc.rule, "message": str(exc)}))
                    if strikes >= JUNK_STRIKES:
                        reason = "junk"
                        await conn.close(POLICY, "too many broken messages")
                        break
                    continue
                if message["type"] == "hello":
                    greeted = True
                    self._pending.pop(cid, None)  # said: the game answers it at once
                self.inbox.put(("message", cid, message))
        except ConnectionClosed as exc:
            code = exc.rcvd.code if exc.rcvd is not None else None
            reason = "too big" if exc.sent is not None and exc.sent.code == TOO_BIG else \
                f"closed ({code})" if code is not None else "dropped"
        finally:
            self._conns.pop(cid, None)
            self._pending.pop(cid, None)
            self._seated.discard(cid)
            self._dropped.discard(cid)
            self.inbox.put(("closed", cid, reason))

    def admit(self, cid: int) -> None:
        """The game has seated this connection: no deadline now, and it no longer
        counts among those waiting to be seated."""
        with contextlib.suppress(RuntimeError):  # the loop has stopped
            self._loop.loop.call_soon_threadsafe(self._admit, cid)

    def is_open(self, cid: int) -> bool:
        """The connection is still there (a message read late may come from one that
        closed since: nobody is seated on it)."""
        return cid in self._conns and cid not in self._dropped

    def _admit(self, cid: int) -> None:
        if cid in self._conns:
            self._seated.add(cid)
            self._pending.pop(cid, None)

    @property
    def pending(self) -> int:
        """Connections open that have not said hello yet."""
        return len(self._pending)

    def send(self, cid: int, message: dict[str, Any]) -> None:
        conn = self._conns.get(cid)
        if conn is not None:
            self._loop.spawn(self._send(conn, encode(message)))

    async def _send(self, conn: ServerConnection, text: str) -> None:
        with contextlib.suppress(ConnectionClosed):
            await conn.send(text)

    def close(self, cid: int, reason: str = "", code: int = POLICY) -> None:
        conn = self._conns.get(cid)
        if conn is not None:
            self._loop.spawn(self._close(conn, code, reason[:100]))

    async def _close(self, conn: ServerConnection, code: int, reason: str) -> None:
        with contextlib.suppress(ConnectionClosed):
            await conn.close(code, reason)

    @property
    def connections(self) -> int:
        return len(self._conns)

    def stop(self) -> None:
        async def shut() -> None:
            self._server.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 3)

        with contextlib.suppress(Exception):
            self._loop.call(shut(), timeout=5)
        self._loop.stop()


class GuestLink:
    """Connects to ``ws://host:port``, says ``hello()`` (called at every connection:
    the words may change, a token once the host has given one), and connects
    again after a drop until :meth:`stop` or :meth:`give_up`."""

    def __init__(self, host: str, port: int, hello) -> None:
        self.inbox: queue.Queue[tuple] = queue.Queue()
        self.host, self.port = host, port
        self._hello = hello
        self._conn: Any = None
        self._running = True
        self.connected = False
        self.tries = 0
        self._loop = _Loop("piquet-guest-link")
        self._loop.spawn(self._run())

    @property
    def uri(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"ws://{host}:{self.port}/"

    async def _run(self) -> None:
        while self._running:
            reason = "dropped"
            try:
                async with connect(self.uri, max_size=MAX_MESSAGE, compression=None, open_timeout=5,
                                   ping_interval=10, ping_timeout=20, close_timeout=2, proxy=None,
                                   user_agent_header=None) as conn:
                    self._conn = conn
                    self.connected = True
                    self.tries = 0
                    await conn.send(encode(self._hello()))
                    self.inbox.put(("open",))
                    async for text in conn:
                        try:
                            message = decode(text, MAX_MESSAGE, HOST_TYPES)
                        except ProtocolError as exc:
                            self.inbox.put(("junk", exc.rule, str(exc)))
                            continue
                        self.inbox.put(("message", message))
                    reason = conn.close_reason or "closed"
            except ConnectionClosed as exc:
                if exc.sent is not None and exc.sent.code == TOO_BIG:
                    reason = "too big"  # the host sent more than any message of the game
                else:
                    reason = exc.rcvd.reason if exc.rcvd is not None and exc.rcvd.reason else "dropped"
            except (OSError, InvalidHandshake, asyncio.TimeoutError, TimeoutError) as exc:
                reason = _why(exc)
            except InvalidURI:
                self.inbox.put(("closed", "not an address"))
                self._running = False
                break
            finally:
                self._conn = None
                was = self.connected
                self.connected = False
            if self._running:
                self.inbox.put(("closed", reason) if was or self.tries == 0 else ("retry", reason))
                self.tries += 1
                await asyncio.sleep(RETRY_SECONDS[min(self.tries - 1, len(RETRY_SECONDS) - 1)])

    def send(self, message: dict[str, Any]) -> bool:
        """Send if connected; whether it was sent (a drop loses nothing: the host
        sends the whole state again when the guest is back)."""
        conn = self._conn
        if conn is None:
            return False
        self._loop.spawn(self._send(conn, encode(message)))
        return True

    async def _send(self, conn, text: str) -> None:
        with contextlib.suppress(ConnectionClosed):
            await conn.send(text)

    def give_up(self, hang_up: bool = False) -> None:
        """Stop connecting again (the host refused us for good, or we gave it up:
        ``hang_up`` closes the connection open now too)."""
        self._running = False
        conn = self._conn
        if hang_up and conn is not None:
            self._loop.spawn(self._hang_up(conn))

    async def _hang_up(self, conn) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(conn.close(GOING_AWAY, "given up"), 2)

    def stop(self) -> None:
        if not self._loop.thread.is_alive():
            return  # stopped before
        self._running = False
        conn = self._conn

        async def shut() -> None:
            if conn is not None:
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(conn.close(GOING_AWAY, "bye"), 2)
            for task in asyncio.all_tasks():
                if task is not asyncio.current_task():
                    task.cancel()

        with contextlib.suppress(Exception):
            self._loop.call(shut(), timeout=4)
        self._loop.stop()


def _why(exc: BaseException) -> str:
    if isinstance(exc, ConnectionRefusedError):
        return "refused"
    if isinstance(exc, asyncio.TimeoutError | TimeoutError):
        return "timeout"
    if isinstance(exc, InvalidHandshake):
        return "not a host"
    return "unreachable"


__all__ = ["GuestLink", "HostLink"]
