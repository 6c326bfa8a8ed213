"""Ass on the network in the real window (headless): a friend's window plays a whole
game against a host on a thread; the host's window hosts a game from the network
screen, waits under its panel with the code, hears a friend's line and plays to
the end, the game kept.  Every face a friend's window draws is one its seat knows.
Screenshots: tests/output/screenshots/network/ass-*."""

from __future__ import annotations

import json
import random
import threading
import time

import pygame
import pytest
from test_ass_window import person_move
from test_net_window import tick
from ui_driver import SHOTS, click, find_button, make_app

from piquet_game.ass.ai import make_ass_player
from piquet_game.ass.net import AssWire, host_controller, remote_game
from piquet_game.ass.rules import AssRules
from piquet_game.ass.store import kept_games
from piquet_game.ass.view import paint as ass_paint
from piquet_game.ass.view.network import AssGuestTableScene, AssHostTableScene
from piquet_game.ass.view.table import AssDealEndScene
from piquet_game.controller import Seat
from piquet_game.net import headless
from piquet_game.net.guest import REMOTES, GuestSession
from piquet_game.net.host import HostSession
from piquet_game.net.link import GuestLink, HostLink
from piquet_game.view.menu import MenuScene
from piquet_game.view.network import NetworkScene, join_partie

OUT = SHOTS / "network"
SIZES = [(960, 600), (1280, 800), (1920, 1080)]


def shot(app, name: str) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(OUT / f"ass-{name}-{app.size[0]}x{app.size[1]}.png"))


def at_every_size(app, name: str) -> None:
    size = app.size
    for w, h in SIZES:
        app.resize(w, h)
        tick(app, 2)
        shot(app, name)
    app.resize(*size)
    tick(app, 2)


def play_window(app, table, rng: random.Random, seconds: float = 200.0, shots: str = "") -> dict:
    """Play the person's seat of ``table`` with clicks until the game's end shows."""
    seen = {"moves": 0, "deals": 0}
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        tick(app)
        top = app.stack.top
        if isinstance(top, AssDealEndScene):
            seen["deals"] += 1
            if top.table.seen.over:
                if shots:
                    shot(app, f"{shots}-game-over")
                return seen
            click(app, find_button(app, "Next deal").rect.center, frames=2)
        elif top is table and table.my_turn():
            if shots and seen["moves"] == 3:
                at_every_size(app, f"{shots}-play")
            person_move(app, table, rng)
            seen["moves"] += 1
    raise AssertionError(f"the game did not end: {app.stack.top!r}")


def seat_friend(port: int, results: dict, key: str = "", token: str = "", seed: int = 2,
                until=None, welcome=None) -> threading.Thread:
    """Ben, a friend's computer player of Ass, at the host on ``port`` (in a thread,
    started): whether his game ended, his seat's token and the banks he saw, in
    ``results``."""
    def run() -> None:
        s = GuestSession(None, "Ben", key=key, token=token, remotes={**REMOTES, "ass": remote_game})
        s.link = GuestLink("127.0.0.1", port, s.hello)
        s.on_welcome = welcome
        try:
            results["done"] = headless.play_as_guest(s, 1, seed=seed, timeout=220, make=make_ass_player,
                                                     until=until)
            results["token"] = s.token
            results["banks"] = s.controller.game.public().banks if s.controller else None
        finally:
            s.close()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


def wait_connected(app, table) -> None:
    end = time.monotonic() + 30
    while not table.connected and time.monotonic() < end:
        tick(app)
    assert table.connected and table.names[1] == "Ben"


def ass_network_screen(app) -> NetworkScene:
    """The network screen, Ass at three with one trump suit chosen, over the menu."""
    app.settings.game_kind = "ass"
    app.settings.choose_ass(3, 1)
    app.push(MenuScene(app))
    scene = NetworkScene(app)
    app.push(scene)
    tick(app, 2)
    return scene


@pytest.mark.slow
def test_a_friend_s_window_plays_a_whole_game_of_ass(piquet_home, monkeypatch):
    rules = AssRules.make(4)
    controller = host_controller(rules, Seat.ass_computer(1, 3, "Host", 4), friends=1, level=1, seed=3)
    link = HostLink(0, "127.0.0.1")
    session = HostSession(controller, link, 0, wire=AssWire())
    server = threading.Thread(target=headless.serve_partie, args=(session,), kwargs={"timeout": 240},
                              daemon=True)
    server.start()
    app = make_app(size=(1280, 800), home=piquet_home, animation="fast")
    faces: list[tuple[int, bool]] = []
    known: dict[int, int] = {}  # by deal: the cards the friend's seat was told of (its hand, those played)
    real = ass_paint.ass_face

    def spy(the_app, card, width):  # each face: whether the friend's seat was told of it in the deal shown
        table = app.stack.top if isinstance(app.stack.top, AssGuestTableScene) else None
        if table is not None:
            view = table.seen.view
            known[view.deal_number] = known.get(view.deal_number, 0) | view.hand | view.played
            shown = table.board.deal_number
            faces.append((card, bool(known.get(shown, 0) >> card & 1)))
        return real(the_app, card, width)

    monkeypatch.setattr(ass_paint, "ass_face", spy)
    try:
        kept_before = len(kept_games()[0])
        app.push(MenuScene(app))
        join_partie(app, "127.0.0.1", link.port, "Ann", session.key)
        tick(app, 1)
        end = time.monotonic() + 30
        while app.stack.top.name == "joining" and time.monotonic() < end:
            tick(app)
        table = app.stack.top
        assert isinstance(table, AssGuestTableScene), table
        assert table.viewer == 1 and not table.hot_seat
        seen = play_window(app, table, random.Random(5), shots="guest")
        assert seen["moves"] > 5 and seen["deals"] >= 1
        assert controller.game.is_over
        assert table.seen.partie.banks == tuple(controller.game.banks)
        assert [f for f in faces if not f[1]] == [], "a face the friend's seat does not know"
        assert len(faces) > 20
        # the host's record came, and is kept with the friend's games of Ass
        end = time.monotonic() + 20
        while table.kept_path is None and time.monotonic() < end:
            tick(app)
        assert table.kept_path is not None and len(kept_games()[0]) == kept_before + 1
        # the friend's copy says which seats the computer played (the host's here too), at which level
        kept = json.loads(table.kept_path.read_text(encoding="utf-8"))
        assert kept["people"] == [1] and kept["viewer"] == 1 and kept["levels"] == [1, None, 1, 1]
    finally:
        session.close()
        app.close()


@pytest.mark.slow
def test_the_host_s_window_hosts_ass_waits_for_a_friend_and_plays_to_the_end(piquet_home):
    app = make_app(size=(1280, 800), home=piquet_home, animation="fast")
    friend: dict = {}
    try:
        scene = ass_network_screen(app)
        at_every_size(app, "network-screen")
        assert "2 friends" in scene.buttons()  # three at the table: one or two friends
        scene.port = 0
        scene.host()
        assert scene.error == ""
        table = app.stack.top
        assert isinstance(table, AssHostTableScene)
        tick(app, 2)
        rows = table.away_words()
        assert rows[0] == "Waiting for your friend to join" and any("Your code" in r for r in rows)
        at_every_size(app, "host-waiting")
        session = table.session
        thread = seat_friend(session.link.port, friend, key=session.key,
                             welcome=lambda g: g.chat("Hello from Ben"))
        wait_connected(app, table)
        assert table.away_words() == []
        end = time.monotonic() + 20
        while not any("Hello from Ben" in text for _to, text in table.lines) and time.monotonic() < end:
            tick(app)
        assert ("Ben: Hello from Ben" in table.message and
                any("Hello from Ben" in text for _to, text in table.lines)), (table.message, table.lines[-3:])
        shot(app, "host-hears-a-friend")
        play_window(app, table, random.Random(8), shots="host")
        thread.join(60)
        game = table.controller.game
        assert game.is_over and friend.get("done") is True and friend["banks"] == tuple(game.banks)
        assert table.kept_path is not None and table.kept_path.exists()
    finally:
        app.close()


@pytest.mark.slow
def test_the_host_leaves_a_game_of_ass_and_resumes_it_and_the_friend_takes_his_seat_back(piquet_home):
    """The host's game of Ass is saved after every action, apart from the game at
    this computer: left in the middle, it is offered again on the network's screen,
    naming the friend; resumed, the friend comes back by his seat's token alone (no
    key), the game goes on where it stood, and once over it is kept and its save
    cleared."""
    from piquet_game.ass.store import autosave_path, network_autosave_path

    app = make_app(size=(1280, 800), home=piquet_home, animation="fast")
    friend: dict = {}
    stop = threading.Event()
    try:
        scene = ass_network_screen(app)
        assert scene.saved is None and "Resume" not in scene.buttons()
        scene.port = 0
        scene.host()
        table = app.stack.top
        assert isinstance(table, AssHostTableScene)
        session = table.session
        thread = seat_friend(session.link.port, friend, key=session.key, until=stop.is_set)
        rng = random.Random(8)
        moves = 0
        end = time.monotonic() + 120
        while moves < 4 and time.monotonic() < end:
            tick(app)
            top = app.stack.top
            if isinstance(top, AssDealEndScene):
                click(app, find_button(app, "Next deal").rect.center, frames=2)
            elif top is table and table.my_turn():
                person_move(app, table, rng)
                moves += 1
        assert moves == 4 and not table.seen.over
        tick(app, 5)
        path = network_autosave_path()
        assert path.is_file() and not autosave_path().exists()  # apart from the game at this computer
        saved = json.loads(path.read_text(encoding="utf-8"))
        assert [s["kind"] for s in saved["seats"]] == ["person", "remote", "computer"]
        assert saved["seats"][1]["name"] == "Ben" and saved["seats"][1]["token"] == session.seat.token
        assert table.kept_when_left()
        actions = len(table.controller.record()["deals"][-1]["actions"])
        stop.set()
        thread.join(30)
        assert friend.get("token") == session.seat.token
        table.leave()
        tick(app, 2)

        # the network's screen offers the game again, naming the friend
        scene = NetworkScene(app)
        app.push(scene)
        tick(app, 2)
        assert scene.saved is not None and "Resume" in scene.buttons()
        assert scene.subtitle.startswith("Resume the game with Ben: Ass, 3 players")
        # the saved game first, then a new game's choices with the button that hosts it
        buttons = scene.buttons()
        assert (buttons["Game: Ass, 3 players, each player his own trump suit"].rect.bottom
                < buttons["Resume"].rect.top < buttons["Resume"].rect.bottom
                < buttons["1 friend"].rect.top < buttons["1 friend"].rect.bottom
                < buttons["Host a new game"].rect.top)
        at_every_size(app, "network-resume")
        scene.port = 0
        click(app, scene.buttons()["Resume"].rect.center, frames=3)
        assert scene.error == ""
        table = app.stack.top
        assert isinstance(table, AssHostTableScene)
        assert len(table.controller.record()["deals"][-1]["actions"]) == actions  # where it stood
        assert table.away_words() and not table.connected
        thread = seat_friend(table.session.link.port, friend, token=friend["token"], seed=3)  # no key
        wait_connected(app, table)
        kept_before = len(kept_games()[0])
        play_window(app, table, random.Random(9))
        thread.join(60)
        assert friend.get("done") is True and table.controller.game.is_over
        assert table.kept_path is not None and len(kept_games()[0]) == kept_before + 1
        assert not path.exists()  # kept, then cleared: not offered again
        assert not table.kept_when_left()
    finally:
        stop.set()
        app.close()
