"""Games of Ass on disk: saved after every action and resumed exactly; finished
ones kept, listed, counted and replayed; damaged files set aside with a notice."""

from __future__ import annotations

import json
import random

import pytest
from ui_driver import SHOTS, click, find_button, make_app, tick

from piquet_game.ass.rules import AssRules
from piquet_game.ass.store import (
    AssAutosaver,
    autosave_path,
    keep,
    kept_dir,
    kept_games,
    rng_from,
    rng_state,
    stats_of,
)
from piquet_game.controller import Controller, Seat

OUT = SHOTS / "ass"


def new_controller(seed: int, players: int = 3, option: int = 1) -> Controller:
    from piquet_game.ass.rules import AssGame

    rng = random.Random(seed)
    seats = [Seat.human("You")] + [Seat.ass_computer(1 + k % 2, rng.getrandbits(32), f"C{k}")
                                   for k in range(1, players)]
    game = AssGame.new(AssRules.make(players, option), tuple(s.name for s in seats), rng=random.Random(seed))
    return Controller(game, seats)


def person(c: Controller, rng: random.Random) -> None:
    """Advance: deal, computers, and the person's random choice, one step."""
    if c.needs_deal():
        c.deal()
        return
    if c.game.to_move is None:
        return
    if c.waiting_for_person() is not None:
        c.submit(rng.choice(c.legal_actions()), 0)
        return
    c.run_until_person()


def run(c: Controller, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if c.game.is_over:
            return
        person(c, rng)


def test_a_saved_game_goes_on_exactly_as_it_would_have(piquet_home):
    c = new_controller(1)
    saver = AssAutosaver()
    run(c, random.Random(2), 25)
    assert not c.game.is_over and c.game.deal_number >= 1
    assert saver.save(c)
    resumed, notice = AssAutosaver().load()
    assert notice == "" and resumed is not None
    assert resumed.game.banks == c.game.banks and resumed.game.hands == c.game.hands
    assert [s.name for s in resumed.seats] == [s.name for s in c.seats]
    # both go on with the same decisions of the person: the same game to the end
    a, b = random.Random(7), random.Random(7)
    for _ in range(3000):
        if c.game.is_over:
            break
        person(c, a)
        person(resumed, b)
        assert repr(c.game) == repr(resumed.game)
    assert c.game.is_over and resumed.game.is_over and c.game.winners == resumed.game.winners


@pytest.mark.parametrize("damage", ["garbage", "rng", "seats", "record", "level", "dir", "huge"])
def test_a_damaged_save_is_set_aside_with_a_notice(piquet_home, damage):
    c = new_controller(3)
    run(c, random.Random(4), 12)
    saver = AssAutosaver()
    assert saver.save(c)
    path = autosave_path()
    data = json.loads(path.read_text())
    if damage == "garbage":
        path.write_bytes(b"\xff\xfe{not json")
    elif damage == "rng":
        data["rng"][1][0] = -5
        path.write_text(json.dumps(data))
    elif damage == "seats":
        data["seats"][1]["name"] = "Someone else"
        path.write_text(json.dumps(data))
    elif damage == "record":
        data["record"]["deals"][0]["actions"].append("play 6S")
        path.write_text(json.dumps(data))
    elif damage == "level":
        data["seats"][1]["level"] = 99
        path.write_text(json.dumps(data))
    elif damage == "dir":
        path.unlink()
        path.mkdir()
    elif damage == "huge":
        path.write_text(" " * (11 * 1024 * 1024))
    resumed, notice = AssAutosaver().load()
    assert resumed is None and notice, damage
    if damage != "dir":
        assert not path.exists() or damage == "dir"
        assert any(".broken-" in p.name for p in path.parent.iterdir())


def network_controller(seed: int) -> Controller:
    """A host's game of Ass at three: the host, a friend at another computer (with
    the token a session gives his seat), the computer."""
    from piquet_game.ass.net import host_controller

    c = host_controller(AssRules.make(3, 1), Seat.human("Host"), friends=1, level=2, seed=seed)
    c.seats[1].token = "tok-" + "x" * 12
    return c


def test_the_host_s_network_game_is_saved_apart_with_its_friend_s_token(piquet_home):
    """The host's game on the network goes to its own file, each friend's seat with
    its token, and comes back with them; the game at this computer alone is another
    file, and neither reads the other's kind of seats."""
    from piquet_game.ass.store import network_autosave_path

    c = network_controller(5)
    c.seats[1] = Seat.at_distance("Ben", c.seats[1].token)
    c.game.players = ("Host", "Ben", c.game.players[2])
    rng = random.Random(6)
    for _ in range(30):  # the friend's seat played here as if from his computer
        if c.needs_deal():
            c.deal()
        elif (seat := c.game.to_move) is not None and c.seats[seat].player is None:
            c.submit(rng.choice(c.legal_actions()), seat)
        else:
            c.run_until_person()
    saver = AssAutosaver(network_autosave_path(), network=True)
    assert saver.save(c) and network_autosave_path().is_file() and not autosave_path().exists()
    resumed, notice = AssAutosaver(network_autosave_path(), network=True).load()
    assert notice == "" and resumed is not None
    assert [(s.name, s.remote, s.token, s.level) for s in resumed.seats] == \
        [(s.name, s.remote, s.token, s.level) for s in c.seats]
    assert resumed.humans == [0] and resumed.remote == 1 and repr(resumed.game) == repr(c.game)
    # the game at this computer alone never takes a seat at another computer
    network_autosave_path().rename(autosave_path())
    alone, notice = AssAutosaver().load()
    assert alone is None and notice and any(".broken-" in p.name for p in autosave_path().parent.iterdir())


@pytest.mark.parametrize("token", [None, 5, "", "short", "x" * 65, "tok\u00e9" + "x" * 10,
                                   "tok\n" + "x" * 10])
def test_a_network_save_without_a_fit_token_is_set_aside(piquet_home, token):
    from piquet_game.ass.store import network_autosave_path

    c = network_controller(7)
    c.seats[1] = Seat.at_distance("Ben", "tok-" + "y" * 12)
    c.game.players = ("Host", "Ben", c.game.players[2])
    assert AssAutosaver(network_autosave_path(), network=True).save(c)
    path = network_autosave_path()
    data = json.loads(path.read_text())
    data["seats"][1]["token"] = token
    path.write_text(json.dumps(data))
    resumed, notice = AssAutosaver(network_autosave_path(), network=True).load()
    assert resumed is None and "network game of Ass" in str(notice)
    assert not path.exists() and any(".broken-" in p.name for p in path.parent.iterdir())


def test_a_network_save_with_no_friend_in_it_is_set_aside(piquet_home):
    from piquet_game.ass.store import network_autosave_path

    c = new_controller(8)
    path = network_autosave_path()
    assert AssAutosaver(path, network=True).save(c)
    resumed, notice = AssAutosaver(path, network=True).load()
    assert resumed is None and notice and not path.exists()


def test_random_states_are_checked():
    state = rng_state(random.Random(5))
    assert rng_from(state) == random.Random(5).getstate()
    for bad in (None, [], [2, state[1], None], [3, state[1][:-1], None], [3, state[1], "x"],
                [3, [0] * 624 + [700], None]):
        with pytest.raises(ValueError):
            rng_from(bad)


@pytest.mark.slow
def test_finished_games_are_kept_listed_counted_and_replayed(piquet_home):
    for seed in (5, 6, 7):
        c = new_controller(seed, players=2, option=2)
        run(c, random.Random(seed), 20000)
        assert c.game.is_over
        assert keep(c) is not None
    (kept_dir() / "zz-damaged.json").write_text("{broken")
    games, problems = kept_games()
    assert len(games) == 3 and len(problems) == 1 and "zz-damaged.json" in problems[0]
    assert (kept_dir() / "zz-damaged.json").exists()  # a list never moves the player's files
    s = stats_of(games)
    assert s.games == 3 and s.deals == sum(g.deals for g in games)
    assert s.won == sum(0 in g.winners for g in games)
    assert s.go + s.no == s.deals and s.dropped + s.added <= s.deals
    # the window: the list, the statistics and a replay
    from piquet_game.ass.view.games import AssGamesScene, AssReplayScene

    app = make_app(size=(1280, 800), animation="off")
    try:
        app.push(AssGamesScene(app))
        tick(app, 2)
        app.save_screenshot(OUT / "games-1280x800.png")
        import pygame_gui

        lines = [b for b in app.stack.top._elements
                 if isinstance(b, pygame_gui.elements.UIButton) and " · won by " in b.text]
        assert len(lines) == 3
        click(app, lines[0].rect.center, frames=3)
        replay = app.stack.top
        assert isinstance(replay, AssReplayScene)
        for size in ((960, 600), (1280, 800), (1920, 1080)):
            app.resize(*size)
            tick(app, 2)
            app.save_screenshot(OUT / f"replay-{size[0]}x{size[1]}.png")
        if find_button(app, "Next deal").is_enabled:
            click(app, find_button(app, "Next deal").rect.center, frames=3)
            assert replay.deal == 1
    finally:
        app.close()


@pytest.mark.slow
def test_the_window_saves_resumes_and_keeps(piquet_home):
    from piquet_game.ass.rules.actions import AssPhase
    from piquet_game.ass.view.family import start_ass
    from piquet_game.ass.view.setup import AssSetupScene
    from piquet_game.ass.view.table import AssDealEndScene, AssTableScene

    app = make_app(size=(1280, 800), animation="off")
    try:
        app.settings.choose_ass(2, 2)
        start_ass(app, app.settings.ass_rules(), [("You", None), ("C", 1)], seed=8)
        table = app.stack.top
        rng = random.Random(1)
        while (table.controller.game.deal_number < 1 or table.controller.game.phase is not AssPhase.PLAY
               or len(table.controller.game.tricks) < 2):
            tick(app, 1)
            if table.my_turn():
                table.act(rng.choice(table.controller.game.legal_actions()))
        assert autosave_path().is_file()
        saved = json.loads(autosave_path().read_text())
        assert saved["record"]["game"] == "ass"
        app.stack.replace(AssSetupScene(app))
        tick(app, 2)
        click(app, find_button(app, "Resume the game you left").rect.center, frames=3)
        again = app.stack.top
        assert isinstance(again, AssTableScene) and again.controller.game is not table.controller.game
        # the same game, where it was left (the computer may have moved on since)
        done = [str(a) for _, a in table.controller.game.history[-1].actions]
        assert [str(a) for _, a in again.controller.game.history[-1].actions][:len(done)] == done
        assert again.controller.game.deal_number == table.controller.game.deal_number
        assert again.board.banks == table.controller.game.banks
        for _ in range(40000):
            tick(app, 1)
            top = app.stack.top
            if isinstance(top, AssDealEndScene):
                if top.table.controller.game.is_over:
                    break
                top.next_deal()
            elif isinstance(top, AssTableScene) and top.my_turn():
                top.act(rng.choice(top.controller.game.legal_actions()))
        assert again.controller.game.is_over and again.kept_path is not None and again.kept_path.is_file()
        assert not autosave_path().exists()
        games, problems = kept_games()
        assert len(games) == 1 and not problems and games[0].people == (0,)
    finally:
        app.close()


def test_your_games_of_piquet_and_of_ass_lead_to_each_other(piquet_home):
    """Whichever game is chosen, the games of the other kind are one click away: the
    list of parties has a button to the games of Ass when any is kept, and that list
    one back; each takes the other's place (Back leads to the menu), and the button
    is not there when nothing of the other kind is kept."""
    from test_history_window import computer_partie

    from piquet_game.ass.view.games import AssGamesScene
    from piquet_game.store import history
    from piquet_game.view.history import HistoryScene
    from piquet_game.view.menu import MenuScene

    app = make_app(size=(960, 600), animation="off")
    try:
        app.stack.replace(MenuScene(app))
        click(app, find_button(app, "Your games").rect.center, frames=2)
        assert isinstance(app.stack.top, HistoryScene)
        assert find_button(app, "Games of Ass") is None  # nothing of Ass kept
        app.stack.top.back()
        tick(app, 2)
        assert history.keep(computer_partie(3), viewer=0, mode="computer", opponent="Novice", level=1)
        c = new_controller(5, players=2)
        run(c, random.Random(5), 20000)
        assert keep(c) is not None
        click(app, find_button(app, "Your games").rect.center, frames=2)
        assert isinstance(app.stack.top, HistoryScene) and len(app.stack.top.entries) == 1
        click(app, find_button(app, "Games of Ass").rect.center, frames=2)
        top = app.stack.top
        assert isinstance(top, AssGamesScene) and len(top.games) == 1
        assert len(app.stack.scenes) == 2  # in the list's place, over the menu
        click(app, find_button(app, "Games of Piquet").rect.center, frames=2)
        assert isinstance(app.stack.top, HistoryScene) and len(app.stack.scenes) == 2
        click(app, find_button(app, "Back").rect.center, frames=2)
        assert isinstance(app.stack.top, MenuScene)
        app.settings.choose_ass(2, 1)  # Ass chosen: its own list first, Piquet's one click away
        click(app, find_button(app, "Your games").rect.center, frames=2)
        assert isinstance(app.stack.top, AssGamesScene)
        assert find_button(app, "Games of Piquet") is not None
        app.save_screenshot(OUT / "ass-games-and-piquet-960x600.png")
    finally:
        app.close()


def test_a_finished_game_not_yet_kept_is_never_written_over(piquet_home, monkeypatch):
    """The disk refused to keep a finished game at its end: its save stays, and the
    next game's first save keeps it first, or, while it still cannot, writes nothing
    over it."""
    from piquet_game.ass import store as ass_store

    c = new_controller(5, players=2, option=2)
    run(c, random.Random(5), 20000)
    assert c.game.is_over
    nxt = new_controller(6, players=2, option=2)
    run(nxt, random.Random(6), 5)
    saver = AssAutosaver()  # the next game's table, as "New game" opens it
    with monkeypatch.context() as full:
        full.setattr(ass_store, "keep", lambda *a, **k: None)  # a full disk for the kept games
        assert AssAutosaver().finish(c) is None
        finished = autosave_path().read_text()
        assert not saver.save(nxt) and "not yet kept" in saver.trouble
        assert autosave_path().read_text() == finished
    assert saver.save(nxt)  # room again: kept first, then the new game saved
    games, _ = kept_games()
    assert len(games) == 1 and games[0].players == tuple(c.game.players)
    assert AssAutosaver().load()[0] is not None  # the new game, offered


def test_a_network_save_with_no_seat_of_the_host_s_is_set_aside(piquet_home):
    """Every seat a friend's at another computer: nobody here hosts it; set aside."""
    from piquet_game.ass.store import network_autosave_path

    c = network_controller(9)
    c.seats[1] = Seat.at_distance("Ben", "tok-" + "y" * 12)
    c.game.players = ("Host", "Ben", c.game.players[2])
    path = network_autosave_path()
    assert AssAutosaver(path, network=True).save(c)
    data = json.loads(path.read_text())
    data["seats"] = [{"name": s["name"], "kind": "remote", "token": "tok-" + str(k) * 12}
                     for k, s in enumerate(data["seats"])]
    path.write_text(json.dumps(data))
    resumed, notice = AssAutosaver(path, network=True).load()
    assert resumed is None and notice and not path.exists()


def test_the_headless_host_s_report_tells_of_a_network_save_of_ass_left_alone(piquet_home):
    """A newer version's save in the network game's place: the game of Ass is not saved
    over it, and the headless host's report says so in a line (and goes on)."""
    import io

    from piquet_game.ass.store import network_autosave_path
    from piquet_game.net.headless import SaveReport

    c = network_controller(10)
    path = network_autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": 99, "kind": "ass"}))
    saver = AssAutosaver(path, network=True)
    err = io.StringIO()
    report = SaveReport(saver, err)
    report.saved(saver.save(c), c)
    report.saved(saver.save(c), c)
    assert saver.refused and err.getvalue().count("\n") == 1 and "left alone" in err.getvalue()
    assert json.loads(path.read_text())["format"] == 99
