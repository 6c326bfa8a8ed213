"""A game other than Rubicon, kept: the partie in progress saved and resumed with
its options (a new one before its first deal too), offered in its own terms; the
finished parties listed with their game, and the statistics kept by game, each in
the game's own word for a loser under the line.  Screenshots of the list and the
statistics go to tests/output/screenshots/variants/."""

from __future__ import annotations

import json
import random
from datetime import datetime, timedelta
from pathlib import Path

import pygame
import pytest
from ui_driver import SHOTS, click, find_button, key, make_app, tick

from piquet_game.controller import Controller, Seat
from piquet_game.rules import Game
from piquet_game.rules.record import replay
from piquet_game.rules.variant import AU_CENT
from piquet_game.store import history, stats
from piquet_game.store.autosave import Autosaver
from piquet_game.view.history import HistoryScene
from piquet_game.view.replay import ReplayScene
from piquet_game.view.statistics import StatsScene

ROOT = Path(__file__).resolve().parents[1]
OUT = SHOTS / "variants"
SIZES = ((960, 600), (1280, 800), (1920, 1080))
START = datetime(2026, 3, 7, 10, 0).astimezone()
AC = {n: f"au-cent-ac{n}-{name}.json" for n, name in (
    (1, "the-end-item-by-item"), (2, "lurch-doubles"), (3, "pique-crosses-the-target"))}


def seed_record(name: str) -> dict:
    return json.loads((ROOT / "seeds" / name).read_text(encoding="utf-8"))


def cut(record: dict, deals: int, actions: int | None = None) -> dict:
    """The record as far as ``deals`` deals (and ``actions`` of the next)."""
    rec = dict(record)
    rec["deals"] = [dict(d) for d in record["deals"][:deals + (1 if actions is not None else 0)]]
    if actions is not None:
        rec["deals"][-1]["actions"] = rec["deals"][-1]["actions"][:actions]
    return rec


def save_and_load(ctrl: Controller, viewer=0):
    assert Autosaver().save(ctrl, viewer)
    got = Autosaver().load()
    assert got.notice == "" and got.resumed is not None
    return got.resumed


# ------------------------------------------------------------------ the partie in progress


def test_a_new_partie_to_150_is_resumed_to_150_before_its_first_deal(piquet_home):
    variant = AU_CENT.with_options(target=150)
    game = Game.new(random.Random(3), variant, players=("Ann", "Classicist"))
    ctrl = Controller(game, [Seat.human("Ann"), Seat.computer(3, 7, "Classicist")])
    resumed = save_and_load(ctrl)
    assert resumed.game.variant == variant and resumed.game.variant.rubicon == 75
    assert resumed.offer() == ("Resume your partie against Classicist (Piquet au cent, to 150): deal 1, "
                               "no score yet?")


def test_a_partie_to_a_target_is_resumed_as_it_was_and_offered_in_its_terms(piquet_home):
    record = seed_record(AC[1])
    game = replay(cut(record, 2, actions=3)).game  # in the third deal, its exchanges made
    ctrl = Controller(game, [Seat.human("Elder"), Seat.computer(3, 1, "Younger")])
    resumed = save_and_load(ctrl)
    assert resumed.game.variant == game.variant and resumed.game.totals == game.totals
    offer = resumed.offer()
    assert offer.startswith("Resume your partie against Younger (Piquet au cent, to 100): deal 3, ")
    assert "of" not in offer.split(":")[1].split(",")[0]
    # between two players, the same
    two = Controller(replay(cut(record, 3)).game, [Seat.human("Elder"), Seat.human("Younger")])
    assert Autosaver(mode="two-players").save(two, None)
    offer = Autosaver(mode="two-players").load().resumed.offer()
    assert offer == ("Resume the partie between Elder and Younger (Piquet au cent, to 100): deal 4, "
                     "Younger leads 95 to 88?")


def test_a_save_with_options_the_game_does_not_take_is_set_aside(piquet_home):
    game = Game.new(random.Random(3), AU_CENT, players=("Ann", "Classicist"))
    ctrl = Controller(game, [Seat.human("Ann"), Seat.computer(3, 7, "Classicist")])
    saver = Autosaver()
    assert saver.save(ctrl, 0)
    data = json.loads(saver.path.read_text(encoding="utf-8"))
    data["record"]["options"] = {"target": "lots"}
    saver.path.write_text(json.dumps(data), encoding="utf-8")
    got = Autosaver().load()
    assert got.resumed is None and "damaged" in got.notice


# ------------------------------------------------------------------ the games kept


def keep_all() -> list:
    """Two parties of Rubicon and the three worked examples of Piquet au cent (the
    second to 100 as it is; kept against Classicist, from the winner's seat or the
    loser's), oldest first."""
    n = 0

    def keep(record: dict, viewer, mode="computer", level=3) -> None:
        nonlocal n
        n += 1
        game = replay(record).game
        assert history.keep(game, viewer=viewer, mode=mode, level=level,
                            finished=START + timedelta(hours=n)) is not None

    keep(seed_record("example-5a-partie-154-113.json"), 0)          # Rubicon: won 141
    keep(seed_record("example-5b-partie-154-93-rubicon.json"), 0)   # Rubicon: lost 347, rubiconed
    keep(seed_record(AC[1]), 0)                                      # au cent: lost 16 (94 to 110)
    keep(seed_record(AC[2]), 0)                                      # au cent: won 118, lurched
    keep(seed_record(AC[3]), 1)                                      # au cent: lost 75 (55 to 130)
    keep(seed_record(AC[2]), None, mode="two-players", level=None)   # two players
    found, notices = history.entries()
    assert notices == [] and len(found) == 6
    return found


def test_the_games_kept_say_their_game(piquet_home):
    found = keep_all()
    cent = [e for e in found if e.variant.name == "au-cent"]
    assert len(cent) == 4 and all(e.variant.target == 100 for e in cent)
    assert [e.variant.name for e in found if e.variant.name != "au-cent"] == ["rubicon", "rubicon"]
    ac2 = next(e for e in cent if e.result == 118 and e.mode == "computer")
    assert ac2.rubicon and ac2.outcome == "won"


def test_the_statistics_are_kept_by_game(piquet_home):
    s = stats.compute(keep_all())
    assert set(s.games) == {"rubicon", "au-cent"}
    assert s.variants["au-cent"].title == "Piquet au cent"
    cent = s.games["au-cent"]
    assert (cent.played, cent.won, cent.lost) == (3, 1, 2)
    assert (cent.rubicons_given, cent.rubicons_suffered) == (1, 0)
    assert cent.last_results == [-16, 118, -75] and cent.best_partie == 118
    rub = s.games["rubicon"]
    assert (rub.played, rub.won, rub.lost, rub.rubicons_suffered) == (2, 1, 1, 1)
    assert s.overall.played == 5  # every game against the computer
    assert set(s.groups) == {("rubicon", "Josephine", "computer"), ("au-cent", "Younger", "computer"),
                             ("au-cent", "Elder", "computer"), ("au-cent", "Younger", "two-players")}
    # a game's options keep its figures apart
    other = AU_CENT.with_options(target=150)
    assert stats.game_key(other) == "au-cent target=150" and stats.game_key(AU_CENT) == "au-cent"


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_list_and_the_statistics_show_the_game(piquet_home, size):
    from test_variants_window import Drawn, overlaps

    w, h = size
    app = make_app(size=size, animation="off")
    try:
        entries = keep_all()
        app.stack.replace(HistoryScene(app))
        tick(app, 2)
        with Drawn(app) as drawn:
            app.stack.top.draw(app.screen)
        seen = [t for t, _r in drawn.items]
        assert seen.count("Piquet au cent") == 4 and seen.count("Rubicon Piquet") == 2
        assert seen.count("Lurch") == 2 and seen.count("Rubicon") == 1  # AC2 twice, 5b once
        assert overlaps(app) == []
        app.save_screenshot(OUT / f"history-{w}x{h}.png")
        click(app, find_button(app, "Statistics").rect.center, frames=3)
        scene = app.stack.top
        assert isinstance(scene, StatsScene)
        assert scene.game == "rubicon" and set(scene.pickers) == {"rubicon", "au-cent"}
        assert [label for label, _f, _t in scene.rows] == ["Josephine (level 3)", "All against the computer"]
        assert scene.columns()[4][0] == ("Rubicons", "given")
        click(app, scene.pickers["au-cent"].rect.center, frames=3)
        scene = app.stack.top
        assert scene.game == "au-cent" and "@chosen" in scene.pickers["au-cent"].get_object_ids()
        columns = scene.columns()
        assert columns[4][0] == ("Lurches", "given") and columns[5][0] == ("Lurches", "suffered")
        labels = [label for label, _f, _t in scene.rows]
        assert labels == ["Elder (level 3)", "Younger (level 3)", "Elder v Younger",
                          "All against the computer"]
        assert scene.rows[-1][1].last_results == [-16, 118, -75]
        with Drawn(app) as drawn:
            scene.draw(app.screen)
        seen = [t for t, _r in drawn.items]
        assert "Lurches" in seen and "Rubicons" not in seen
        assert [v for v, _r in scene.bars] == [-16, 118, -75]
        assert overlaps(app) == []
        app.save_screenshot(OUT / f"statistics-au-cent-{w}x{h}.png")
        # from the keyboard: the games' row is the first thing the focus reaches
        key(app, pygame.K_TAB)
        assert scene.focused() is scene.pickers["rubicon"]
        key(app, pygame.K_RETURN)
        assert app.stack.top.game == "rubicon"
        assert len(entries) == 6
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_replay_of_a_partie_to_a_target(piquet_home, size):
    from test_variants_window import Drawn

    w, h = size
    app = make_app(size=size, animation="off")
    try:
        game = replay(seed_record(AC[1])).game
        scene = ReplayScene(app, game, viewer=0, when="7 Mar 2026, 11:00")
        app.stack.replace(scene)
        key(app, pygame.K_END)
        tick(app, 2)
        with Drawn(app) as drawn:
            scene.draw(app.screen)
        panel = [t for t, r in drawn.items if r.x >= scene.layout.table_w]
        assert "Replay" in panel and "Piquet au cent, to 100" in panel and "Deal 4" in panel
        assert not any("of 6" in t for t in panel)
        said = " ".join(line.text for line in scene.said)
        assert "Younger reaches 110: the game is over." in said and "the difference, 110 - 94 = 16" in said
        app.save_screenshot(OUT / f"replay-au-cent-end-{w}x{h}.png")
    finally:
        app.close()
