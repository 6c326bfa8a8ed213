"""Play on the network in the real window (headless), against a second process on loopback.

The guest's window plays a whole partie against ``piquet host --computer``; the
host's window plays one against ``piquet join --computer``, whose process is
killed half-way and started again: the host's table waits under its panel, the
guest takes its seat back by the token it saved, and the partie ends kept in the
host's games.  Every card face either window draws is one its seat knows.
Screenshots: tests/output/screenshots/network/.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest
from test_redraw import SkipCheck
from ui_driver import DT, SHOTS, key, make_app

from piquet_game.ai import make_player
from piquet_game.view.menu import MenuScene
from piquet_game.view.network import HostTableScene, NetworkScene, join_partie
from piquet_game.view.starting import host_partie

OUT = SHOTS / "network"
SIZES = [(960, 600), (1280, 800), (1920, 1080)]


def shot(app, name: str) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(OUT / f"{name}-{app.size[0]}x{app.size[1]}.png"))


def tick(app, n: int = 1) -> None:
    """Frames, each followed by a moment's rest as the window's own loop takes (its
    clock waits for the next frame): without it the frames hold the interpreter and
    the network's thread waits for its turn."""
    for _ in range(n):
        app.frame(DT)
        time.sleep(0.001)


def spawn(args: list[str], home: Path) -> subprocess.Popen:
    env = dict(os.environ, PIQUET_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.Popen([sys.executable, "-m", "piquet_game.cli", *args], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


#: The invitation's key of each host process, by its port (a newcomer needs it).
KEYS: dict[int, str] = {}


def host_process(home: Path, *more: str) -> tuple[subprocess.Popen, int]:
    proc = spawn(["host", "--computer", "2", "--port", "0", *more], home)
    line = proc.stdout.readline()  # "hosting Rubicon Piquet on port N"
    assert line.startswith("hosting"), line
    port = int(line.split()[-1])
    key = proc.stdout.readline()  # "key: ABCDEF"
    assert key.startswith("key: "), key
    KEYS[port] = key.split()[-1]
    return proc, port


def stop(proc: subprocess.Popen, wait: float = 0.0) -> str:
    """The process's output, once it has ended (by itself within ``wait`` seconds, or killed)."""
    try:
        proc.wait(wait)
    except subprocess.TimeoutExpired:
        pass
    if proc.poll() is None:
        proc.kill()
    out, _ = proc.communicate(timeout=10)
    return out or ""


class FaceSpy:
    """Every face the window draws, with the deal the table is in then."""

    def __init__(self, app) -> None:
        self.app = app
        self.table = None
        self.drawn: list[tuple[int, int]] = []
        real = app.cards.face

        def face(card, width):
            if self.table is not None:
                self.drawn.append((card, self.table.model.deal_no))
            return real(card, width)

        app.cards.face = face


def knowledge(known: dict[int, int], view) -> None:
    """What a seat knows of each deal, as its view grows (knowledge only grows in a deal)."""
    known[view.deal_number] = known.get(view.deal_number, 0) | view.known_cards


def check_faces(spy: FaceSpy, known: dict[int, int]) -> None:
    assert spy.drawn, "no card face was drawn"
    for card, deal in spy.drawn:
        seen = known.get(deal, 0) | known.get(deal + 1, 0)  # the next deal's first frames
        assert seen >> card & 1, f"the face of card {card} was drawn in deal {deal}, unknown to this seat"


@pytest.mark.slow
def test_network_screen_fits_and_refuses_bad_input(piquet_home):
    for size in SIZES:
        app = make_app(size=size, home=piquet_home)
        try:
            app.push(MenuScene(app))
            tick(app, 2)
            assert "Play on the network" in app.stack.top.buttons()
            app.stack.top.network()
            tick(app, 2)
            scene = app.stack.top
            assert isinstance(scene, NetworkScene)
            w, h = app.size
            for text, button in scene.buttons().items():
                r = button.rect
                assert 0 <= r.left and r.right <= w and 0 <= r.top and r.bottom <= h, text
            shot(app, "network-screen")
            scene.entries["address"].set_text("not an address at all")
            scene.join()
            assert "not an address" in scene.error
            scene.entries["address"].set_text("10.0.0.1:99999")
            scene.join()
            assert "port" in scene.error
            tick(app, 1)
            shot(app, "network-screen-error")
        finally:
            app.close()


def test_hosting_on_a_port_in_use_says_so(piquet_home):
    app = make_app(home=piquet_home)
    blocker = socket.socket()
    try:
        blocker.bind(("0.0.0.0", 0))
        blocker.listen()
        port = blocker.getsockname()[1]
        app.push(MenuScene(app))
        why = host_partie(app, port=port)
        assert f"Port {port} cannot be opened" in why
        assert isinstance(app.stack.top, MenuScene)  # nothing lost: still on the menu
    finally:
        blocker.close()
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize("size", [SIZES[0]], ids=lambda s: f"{s[0]}x{s[1]}")
def test_guest_window_plays_a_whole_partie(piquet_home, tmp_path, size):
    """A whole partie in the guest's window, at the smallest size (the network screen
    is checked at every size above; the table is the local one, checked at every size
    by the table's own tests).  In the first deal, every frame the window does not draw
    looks as a fresh drawing of it would."""
    host, port = host_process(tmp_path / "host-home", "--seed", "4")
    app = make_app(size=size, home=piquet_home, animation="fast")
    spy = FaceSpy(app)
    known: dict[int, int] = {}
    player = make_player(1, 1)
    try:
        app.push(MenuScene(app))
        join_partie(app, "127.0.0.1", port, "Ann", KEYS.get(port, ""))
        tick(app, 1)
        shot(app, "guest-joining")
        table = None
        shots: set[str] = set()
        end = time.monotonic() + 150
        check = SkipCheck(app)
        while time.monotonic() < end:
            if table is None or table.model.deal_no <= 1:  # the first deal: frames not drawn checked
                check.tick("the guest's first deal")
            else:
                tick(app)
            top = app.stack.top
            if top.name == "joining":
                continue
            if table is None:
                table = spy.table = top
                assert top.name == "network-guest"
            knowledge(known, table.controller.game.view_now)
            if top is not table:
                if top.name not in shots:
                    shots.add(top.name)
                    shot(app, f"guest-{top.name}")
                if top.name == "partie-end":
                    break
                top.confirm()
                continue
            if table.my_turn():
                phase = table.controller.game.phase.value
                if phase not in shots:
                    shots.add(phase)
                    shot(app, f"guest-{phase}")
                table.submit(player.choose(table.controller.view(table.viewer),
                                           table.controller.legal_actions()))
        assert table is not None and table.controller.game.is_over, "the partie did not end"
        assert check.skipped and not check.wrong, (check.skipped, check.wrong)
        tick(app, 5)
        assert table.kept_path is not None  # the host's record, kept with the guest's games
        kept = json.loads(table.kept_path.read_text())
        assert kept["mode"] == "network" and kept["viewer"] == table.viewer
        out = stop(host, wait=15)
        totals = " ".join(map(str, table.seen.partie.totals))
        assert f"over: {totals}" in out
        check_faces(spy, known)
    finally:
        stop(host)
        app.close()


@pytest.mark.slow
def test_host_window_waits_for_a_dropped_guest_and_finishes(piquet_home, tmp_path):
    app = make_app(home=piquet_home, animation="fast")
    spy = FaceSpy(app)
    known: dict[int, int] = {}
    player = make_player(1, 2)
    guest_home = tmp_path / "guest-home"
    guest = None
    try:
        app.push(MenuScene(app))
        assert host_partie(app, port=0, variant="rubicon", first="host") == ""
        table = app.stack.top
        assert isinstance(table, HostTableScene)
        spy.table = table
        tick(app, 3)
        assert table.away_words() and not table.my_turn()
        shot(app, "host-waiting")
        port = table.session.link.port
        guest = spawn(["join", f"127.0.0.1:{port}/{table.session.key}", "--computer", "1", "--name", "Bob"],
                      guest_home)
        dropped = restarted = False
        check = SkipCheck(app)  # frames not drawn that differ from a fresh drawing
        end = time.monotonic() + 150
        while time.monotonic() < end and not table.controller.game.is_over:
            if len(table.controller.game.history) <= 1:  # waiting for the guest, then the first deal
                check.tick()
            else:
                tick(app)
            knowledge(known, table.controller.view(table.viewer))
            top = app.stack.top
            if top is not table:
                top.confirm()
                continue
            hosted = table.controller.game
            if not dropped and len(hosted.history) >= 2 and hosted.phase.value == "play":
                guest.kill()  # the friend's program goes away mid-deal
                guest.wait(10)
                dropped = True
                until = time.monotonic() + 20
                while table.connected and time.monotonic() < until:
                    check.tick()
                assert not table.connected
                for _ in range(40):  # the table waits under its panel, still
                    check.tick()
                assert table.away_words()[0].startswith("Bob has left the table")
                assert not table.my_turn()
                shot(app, "host-guest-away")
                assert (guest_home / "data" / "network-seat.json").exists()  # the guest's seat, saved
                guest = spawn(["join", f"127.0.0.1:{port}", "--computer", "1"], guest_home)
                restarted = True
                continue
            if table.my_turn():
                table.submit(player.choose(table.controller.view(table.viewer),
                                           table.controller.legal_actions()))
        assert dropped and restarted
        assert not check.wrong, check.wrong
        assert table.controller.game.is_over, "the partie did not end"
        assert table.controller.game.players[1] == "Bob"  # the same guest came back, by his token
        for _ in range(200):
            tick(app)
            if app.stack.top.name == "partie-end":
                break
        shot(app, "host-partie-end")
        assert table.kept_path is not None
        kept = json.loads(table.kept_path.read_text())
        assert kept["mode"] == "network" and kept["viewer"] == 0 and kept["opponent"] == "Bob"
        out = stop(guest, wait=15)
        assert "over: " + " ".join(map(str, table.controller.game.totals)) in out
        assert not (guest_home / "data" / "network-seat.json").exists()  # cleared once over
        check_faces(spy, known)
    finally:
        if guest is not None:
            stop(guest)
        app.close()


def test_host_resumes_a_saved_network_partie_for_its_guest_only(piquet_home):
    from piquet_game.controller import Seat
    from piquet_game.net.guest import GuestSession
    from piquet_game.net.headless import host_controller, new_partie
    from piquet_game.net.link import GuestLink
    from piquet_game.rules.variant import variant_named
    from piquet_game.store.autosave import Autosaver

    game = new_partie(variant_named("au-cent"), "Ann", "host", seed=3)
    controller = host_controller(game, Seat.human("Ann"), guest_name="Bob", token="secret-token-1")
    controller.deal()
    assert Autosaver(mode="network").save(controller, 0)
    app = make_app(home=piquet_home)
    links = []
    try:
        app.push(MenuScene(app))
        app.stack.top.network()
        tick(app, 2)
        scene = app.stack.top
        assert isinstance(scene, NetworkScene) and scene.saved is not None
        assert "Bob" in scene.subtitle and "Resume" in scene.buttons()
        scene.port = 0  # any free port
        key(app, pygame.K_RETURN, frames=1)  # Enter does what the highlighted Resume does
        table = app.stack.top
        assert isinstance(table, HostTableScene)
        tick(app, 3)
        assert table.away_words()[0].startswith("Bob has left the table")
        shot(app, "host-resumed-waiting")
        port = table.session.link.port

        def joined(token: str, name: str, key: str = "") -> GuestSession:
            s = GuestSession(None, name, token=token, key=key)
            s.link = GuestLink("127.0.0.1", port, s.hello)
            links.append(s.link)
            end = time.monotonic() + 15
            while time.monotonic() < end and s.controller is None and not s.refused:
                tick(app)
                s.poll()
                time.sleep(0.01)
            return s

        stranger = joined("", "Eve")  # without the invitation's key
        assert stranger.controller is None and stranger.refused_rule == "key"
        friend = joined("", "Eve", table.session.key)  # with it: the seat is Bob's
        assert friend.controller is None and friend.refused_rule == "taken"
        bob = joined("secret-token-1", "Bob")
        assert bob.controller is not None and bob.controller.seat == 1
        tick(app, 3)
        assert table.connected and not table.away_words()
        assert bob.controller.game.deal_number == 1 and bob.controller.game.variant.name == "au-cent"
        assert bob.controller.game.view_now.hand == game.hands[1]  # his own hand, as dealt before
    finally:
        for link in links:
            link.stop()
        app.close()


def test_chat_line_and_quick_phrases_cross_both_ways(piquet_home):
    from piquet_game.net.guest import GuestSession
    from piquet_game.net.link import GuestLink

    app = make_app(home=piquet_home)
    link = None
    try:
        app.push(MenuScene(app))
        app.settings.player_name = "Ann"
        assert host_partie(app, port=0, variant="rubicon", first="guest") == ""
        table = app.stack.top
        guest = GuestSession(None, "Bob", key=table.session.key)
        link = guest.link = GuestLink("127.0.0.1", table.session.link.port, guest.hello)
        end = time.monotonic() + 15
        while time.monotonic() < end and not (guest.connected and table.connected):
            tick(app)
            guest.poll()
        assert guest.connected and table.connected
        guest.chat("Hello\nAnn\x07, good luck " + "x" * 500)  # one line, no control characters, cut short
        guest.phrase("your-lead")
        guest.phrase("no-such-phrase")  # not one of the phrases: not said
        end = time.monotonic() + 10
        while time.monotonic() < end and table.message != "Bob: Your lead.":
            tick(app)
        said = [line.text for line in table.lines if line.kind == "chat"]  # kept in the side panel
        assert len(said) == 2
        assert said[0].startswith("Bob: Hello Ann, good luck x") and len(said[0]) <= len("Bob: ") + 200
        assert said[1] == "Bob: Your lead."
        table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=pygame.KMOD_CTRL,
                                              unicode=""))  # Ctrl+1: "Good."
        table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_t, mod=0, unicode="t"))
        assert table._chat is not None  # T opens the line
        table._chat.set_text("Thanks, Bob")
        table.close_chat(True)
        heard = []
        end = time.monotonic() + 10
        while time.monotonic() < end and len(heard) < 2:
            tick(app)
            guest.poll()
            heard += [n for n in guest.notices if n[0] in ("chat", "phrase")]
            guest.notices.clear()
        assert heard == [("phrase", "good", "Ann"), ("chat", "Thanks, Bob", "Ann")]
    finally:
        if link is not None:
            link.stop()
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize("size", [(960, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_guest_window_at_a_table_of_three(piquet_home, tmp_path, size):
    """Piquet Normand: the host (a computer), another guest (a computer at a third
    process) and this window; a whole deal, every face drawn one this seat knows."""
    host, port = host_process(tmp_path / "host-home", "--variant", "normand", "--friends", "2",
                              "--seed", "8")
    other = spawn(["join", f"127.0.0.1:{port}/{KEYS[port]}", "--computer", "1", "--name", "Carl"],
                  tmp_path / "carl")
    app = make_app(size=size, home=piquet_home, animation="fast")
    spy = FaceSpy(app)
    known: dict[int, int] = {}
    player = make_player(1, 3, 3)  # a table of three
    try:
        app.push(MenuScene(app))
        join_partie(app, "127.0.0.1", port, "Ann", KEYS.get(port, ""))
        table = None
        end = time.monotonic() + 90
        summary = False
        while time.monotonic() < end and not summary:
            tick(app)
            top = app.stack.top
            if top.name == "joining":
                continue
            if table is None:
                table = spy.table = top
                assert top.name == "network-guest" and top.round_table
            knowledge(known, table.controller.game.view_now)
            if top is not table:
                if top.name == "deal-summary":
                    shot(app, "guest-table-deal-summary")
                    summary = True
                top.confirm()
                continue
            if table.my_turn():
                if table.seen.phase.value == "play" and not table.seen.view.trick:
                    shot(app, "guest-table-play")
                table.submit(player.choose(table.controller.view(table.viewer),
                                           table.controller.legal_actions()))
        assert summary, "the first deal did not end"
        assert set(table.names) >= {"Ann", "Carl"}
        check_faces(spy, known)
    finally:
        stop(other)
        stop(host)
        app.close()


def test_network_screen_offers_friends_at_a_table(piquet_home):
    app = make_app(size=(960, 600), home=piquet_home)
    try:
        app.settings.variant = "voleur"
        app.push(MenuScene(app))
        app.stack.top.network()
        tick(app, 2)
        scene = app.stack.top
        buttons = scene.buttons()
        assert {"1 friend", "2 friends", "3 friends"} <= set(buttons)
        scene.choose_friends(3)
        tick(app, 1)
        shot(app, "network-screen-table")
        scene.port = 0
        scene.host()
        table = app.stack.top
        assert isinstance(table, HostTableScene)
        assert len(table.session.guest_seats) == 3 and table.round_table
        tick(app, 3)
        assert table.away_words()[0] == "Waiting for your friends to join (0 of 3 at the table)"
        shot(app, "host-table-waiting")
    finally:
        app.close()


def test_the_joining_screen_shows_its_news_as_they_come(piquet_home):
    """Joining an address where nobody listens: "Connecting to…", then "Trying … again"
    once the link is down, each drawn as it comes although nothing else happens on
    the screen (every frame it does not draw looks as a fresh drawing)."""
    free = socket.socket()
    free.bind(("127.0.0.1", 0))
    port = free.getsockname()[1]
    free.close()  # nobody listens there now
    app = make_app(size=(960, 600), home=piquet_home)
    session = None
    try:
        app.push(MenuScene(app))
        join_partie(app, "127.0.0.1", port, "Ann", KEYS.get(port, ""))
        scene = app.stack.top
        session = scene.session
        assert scene.name == "joining" and scene.subtitle.startswith("Connecting to")
        check = SkipCheck(app)
        end = time.monotonic() + 20
        while time.monotonic() < end and not scene.subtitle.startswith("Trying"):
            check.tick("joining")
        assert scene.subtitle.startswith(f"Trying 127.0.0.1:{port} again"), scene.subtitle
        for _ in range(10):
            check.tick("joining")
        assert check.skipped and not check.wrong, check.wrong
        shot(app, "guest-trying-again")
    finally:
        if session is not None:
            session.close()
        app.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_host_s_window_shows_the_invitation_with_its_key_and_tells_of_a_stranger(piquet_home, size):
    """The code the host reads to his friend names the address, the port and the
    key; the address form carries the key too.  Someone who tries without it is
    turned away, and the host's window says so, once."""
    from websockets.sync.client import connect

    from piquet_game.net.protocol import PROTOCOL, parse_address, program_version

    app = make_app(size=size, home=piquet_home)
    try:
        app.push(MenuScene(app))
        assert host_partie(app, port=0, variant="rubicon", first="host") == ""
        table = app.stack.top
        assert isinstance(table, HostTableScene)
        tick(app, 3)
        key, port = table.session.key, table.session.link.port
        rows = table.away_words()
        code_row = next(r for r in rows if r.startswith("Your code: "))
        code = code_row.split(": ", 1)[1]
        assert len(code) == 19 and parse_address(code) == (table.address, port, key)
        address_row = next(r for r in rows if r.startswith("Or the address: "))
        assert address_row.endswith(f":{port}/{key}")
        assert parse_address(address_row.split(": ", 1)[1]) == (table.address, port, key)
        shot(app, "host-invitation")
        hello = {"type": "hello", "protocol": PROTOCOL, "version": program_version(), "name": "Eve"}
        said = "Someone at 127.0.0.1 tried to join without your code: turned away."
        for attempt in range(2):
            answer = None
            with connect(f"ws://127.0.0.1:{port}/", open_timeout=5, close_timeout=1) as ws:
                ws.send(json.dumps(hello))
                end = time.monotonic() + 15
                while answer is None and time.monotonic() < end:
                    tick(app)  # the window hears the wire as it draws its frames
                    with contextlib.suppress(TimeoutError):
                        answer = json.loads(ws.recv(timeout=0.02))
            assert answer is not None and answer["type"] == "refused" and answer["rule"] == "key"
            tick(app, 5)
            if attempt == 0:
                assert table.message == said
                shot(app, "host-stranger-told")
                table.message = ""
            else:  # told once an address
                assert table.message == ""
        assert not table.session.connected and not table.session.joined_before
    finally:
        app.close()


def test_the_joining_screen_gives_up_a_host_that_sends_junk(piquet_home, closing):
    """A Piquet host says a welcome; this one sends junk: the joining screen gives it
    up at once, says why in words, and Cancel goes back to the menu."""
    from test_net_hostile import FakeHost

    fake = FakeHost("junk")
    closing.append(fake)
    app = make_app(size=(960, 600), home=piquet_home)
    try:
        app.push(MenuScene(app))
        join_partie(app, "127.0.0.1", fake.port, "Ann", "ABCDEF")
        scene = app.stack.top
        assert scene.name == "joining"
        end = time.monotonic() + 30
        while time.monotonic() < end and not scene.subtitle.startswith("Given up"):
            tick(app)
        assert scene.subtitle == "Given up: that address sends what no Piquet host sends", scene.subtitle
        assert scene.session.failed_kind == "junk" and not scene.session.link._running
        tick(app, 2)
        shot(app, "joining-given-up")
        scene.back()
        assert isinstance(app.stack.top, MenuScene)
    finally:
        app.close()


def test_the_saved_network_partie_of_piquet_is_not_offered_while_ass_is_chosen(piquet_home):
    """The network screen offers to host the saved partie of Piquet again only while
    a game of Piquet is chosen: with Ass chosen there is nothing to resume (no game of
    Ass on the network is saved), and Piquet chosen again offers it."""
    from piquet_game.controller import Seat
    from piquet_game.net.headless import host_controller, new_partie
    from piquet_game.rules.variant import variant_named
    from piquet_game.store.autosave import Autosaver

    game = new_partie(variant_named("au-cent"), "Ann", "host", seed=3)
    controller = host_controller(game, Seat.human("Ann"), guest_name="Bob", token="secret-token-1")
    controller.deal()
    assert Autosaver(mode="network").save(controller, 0)
    app = make_app(home=piquet_home)
    try:
        app.settings.choose_ass(4, 1)
        app.push(MenuScene(app))
        app.stack.top.network()
        tick(app, 2)
        scene = app.stack.top
        assert isinstance(scene, NetworkScene) and scene.saved is None
        assert "Bob" not in scene.subtitle and "Resume" not in scene.buttons()
        assert "Host a game" in scene.buttons() and "Host a partie" not in scene.buttons()  # Ass's noun
        app.settings.choose_game("au-cent")
        scene.rebuild()
        tick(app, 2)
        assert scene.saved is not None and "Bob" in scene.subtitle and "Resume" in scene.buttons()
        assert "Host a new partie" in scene.buttons()
    finally:
        app.close()
