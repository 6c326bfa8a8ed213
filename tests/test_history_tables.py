"""Your games at a table of three or four, in the real window, headless: a kept
partie of Piquet Normand (players leave the table, the last one pays) and one of
four-handed partnership Piquet (scores by side) are listed, replayed with the
round table and every card face up, and counted in the statistics.

The parties are kept as the game keeps them (``store.history.try_keep``): Normand
from the seed where a player leaves (its players named as the window names them),
the four-handed game played to its end by computer players.  What the rows, the
replay and the figures say is worked out here from the engine's own game, never
written down.  Screenshots go to tests/output/screenshots/tables/.
"""

from __future__ import annotations

import json
import random
import re
from datetime import datetime, timedelta

import pygame
import pytest
from test_history_window import row_of, said
from ui_driver import ROOT, SHOTS, click, click_button, key, make_app, tick

from piquet_game.ai import make_player
from piquet_game.paths import data_dir
from piquet_game.rules import Game, Phase
from piquet_game.rules.cards import cards_of
from piquet_game.rules.record import replay
from piquet_game.rules.variant import VOLEUR
from piquet_game.store import history as store
from piquet_game.store import stats as store_stats
from piquet_game.variant_words import game_words
from piquet_game.view.games_words import result_words, signed_words
from piquet_game.view.history import HistoryScene
from piquet_game.view.layout import RoundLayout
from piquet_game.view.replay import PartieSteps, ReplayScene
from piquet_game.view.statistics import StatsScene

OUT = SHOTS / "tables"
START = datetime(2025, 3, 1, 20, 30).astimezone()
SIZES = [(960, 600), (1920, 1080)]


def normand_partie(you: int = 0) -> Game:
    """The seed's partie of Piquet Normand: two players leave the table, one pays;
    "You" in seat ``you``, the others named as the window names them."""
    names = ["East", "West"]
    players = [names.pop(0) if s != you else "You" for s in range(3)]
    rec = json.loads((ROOT / "seeds" / "normand-partie-a-player-leaves.json").read_text(encoding="utf-8"))
    game = replay(dict(rec, players=list(players))).game
    assert game.is_over and len(game.left) == 2 and game.loser is not None
    return game


def voleur_partie(seed: int = 5) -> Game:
    """A four-handed partie played to its end by computer players of levels 1 and 2."""
    game = Game.new(random.Random(seed), VOLEUR, players=("You", "East", "North", "West"))
    seats = [make_player(1 + s % 2, seed * 4 + s, 4) for s in range(4)]
    while not game.is_over:
        if game.phase is Phase.DEAL:
            game.deal_random()
            continue
        seat = game.to_move
        game.apply(seats[seat].choose(game.view(seat), game.legal_actions()), seat)
    return game


def keep(game: Game, when: datetime, viewer: int | None = 0, levels=None) -> None:
    mode = "computer" if viewer is not None else "two-players"
    if levels is None:
        levels = [None if s == viewer else 1 + s % 2 for s in range(game.variant.players)]
    kept = store.try_keep(game, viewer=viewer, mode=mode, finished=when, levels=levels)
    assert kept.path is not None, kept.reason


def stakes(n: int) -> str:
    return f"{n} stake" + ("" if n == 1 else "s")


def when_words(d: datetime) -> str:
    return f"{d.day} {d:%b %Y, %H:%M}"


@pytest.fixture
def app():
    a = make_app(size=(1280, 720))
    yield a
    a.close()


# ------------------------------------------------------------------ the store


def test_kept_parties_of_three_and_four_are_listed_with_the_persons_result():
    normand, voleur = normand_partie(), voleur_partie()
    loser = normand.loser
    winner_seat = normand.left[0]
    keep(normand, START, viewer=loser)                                  # the person paid
    keep(normand_partie(winner_seat), START + timedelta(hours=1), viewer=winner_seat)
    keep(voleur, START + timedelta(hours=2), viewer=0)
    keep(voleur, START + timedelta(hours=3), viewer=None, levels=[None, 2, None, 1])  # people sharing
    found, notices = store.entries()
    assert notices == [] and len(found) == 4
    shared, four, won, paid = found  # newest first

    assert paid.players == normand.players and paid.totals == tuple(normand.totals)
    assert paid.left == tuple(normand.left) and paid.loser == loser
    assert paid.outcome == "lost" and paid.gain == -normand.result
    others = [s for s in range(3) if s != loser]
    assert paid.opponent == " and ".join(f"{normand.players[s]} (level {1 + s % 2})" for s in others)
    # the deals he played: all of them, the one who pays never leaves
    assert all(paid.played_deal(k) for k in range(paid.deals))

    assert won.outcome == "won" and won.gain == 1  # a stake from the one who pays
    assert result_words(won) == f"left a winner with {normand.totals[winner_seat]}"
    assert result_words(paid) == f"paid {stakes(normand.result)} with {normand.totals[loser]}"
    # the one who left first played no more after the deal he left
    first_out = next(k for k, seats in enumerate(won.at_table) if winner_seat not in seats)
    assert not won.played_deal(first_out) and won.played_deal(first_out - 1)

    side = VOLEUR.side_of(0)
    assert four.totals == tuple(voleur.totals) and len(four.totals) == 2
    assert four.side == side and four.opponent == "with North (level 1), against East and West (level 2)"
    want = "won" if voleur.winner == side else "drawn" if voleur.winner is None else "lost"
    assert four.outcome == want
    assert four.gain == (voleur.result if want == "won" else -voleur.result if want == "lost" else 0)
    assert shared.mode == "two-players" and shared.viewer is None
    assert result_words(shared) == (
        "drawn {}–{}".format(*voleur.totals) if voleur.winner is None else
        f"{' and '.join(voleur.players[s] for s in VOLEUR.partnerships[voleur.winner])} won "
        f"{voleur.totals[voleur.winner]}–{voleur.totals[1 - voleur.winner]}")
    assert shared.opponent == "with North, against East (level 2) and West (level 1)"
    # the scores of the deals and the bonuses are the sides'
    assert four.deal_scores == tuple(tuple(d) for d in voleur.deal_scores)
    repiques = sum(1 for log in voleur.history for e in log.events
                   if e.kind == "repique" and VOLEUR.side_of(e.seat) == side)
    assert four.bonuses["repique"][side] == repiques


def test_a_kept_table_partie_is_not_kept_twice_and_is_named_by_its_players(piquet_home):
    game = normand_partie()
    keep(game, START)
    keep(game, START + timedelta(hours=1))  # the same partie again: the same file
    files = sorted((data_dir() / "games").glob("*.json"))
    assert [f.name for f in files] == [f"{START:%Y%m%d-%H%M%S}-east-west.json"]
    data = json.loads(files[0].read_text(encoding="utf-8"))
    assert data["levels"] == [None, 2, 1] and data["opponent"] is None and data["viewer"] == 0
    assert replay(data).game.totals == game.totals  # a game record like any other


@pytest.mark.parametrize("bad", [
    {"levels": [None, 2]},
    {"levels": "three"},
    {"levels": [None, "two", 1]},
    {"viewer": 3},
], ids=["levels-short", "levels-not-a-list", "level-not-a-number", "viewer-off-the-table"])
def test_a_damaged_kept_partie_of_three_is_set_aside(bad, piquet_home):
    keep(normand_partie(), START)
    [path] = (data_dir() / "games").glob("*.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**data, **bad}), encoding="utf-8")
    found, notices = store.entries()
    assert found == [] and len(notices) == 1 and path.name in notices[0]
    assert not path.exists() and list(path.parent.glob("*.broken-*"))


# ------------------------------------------------------------------ the statistics


def test_the_figures_of_normand_are_the_persons_and_of_four_handed_the_sides():
    normand, voleur = normand_partie(), voleur_partie()
    keep(normand, START, viewer=normand.loser)
    keep(normand_partie(normand.left[0]), START + timedelta(hours=1), viewer=normand.left[0])
    keep(voleur, START + timedelta(hours=2), viewer=0)
    keep(voleur, START + timedelta(hours=3), viewer=1)  # the other side of the same partie
    entries, _ = store.entries()
    stats = store_stats.compute(entries)
    figures = stats.games["normand"]
    assert (figures.played, figures.won, figures.lost, figures.drawn) == (2, 1, 1, 0)
    assert figures.last_results == [-normand.result, 1]
    # the deals each played, his own points in them (the one who left plays no more)
    first = normand.left[0]
    tables = normand.tables

    def seated(seat: int) -> list[int]:
        out = []
        for d in range(len(normand.deal_scores)):
            table = max((t for t in tables if t[0] <= d), key=lambda t: t[0])
            if seat in table[1]:
                out.append(d)
        return out

    deals = seated(normand.loser) + seated(first)
    points = sum(normand.deal_scores[d][normand.loser] for d in seated(normand.loser)) + \
        sum(normand.deal_scores[d][first] for d in seated(first))
    assert figures.deals == len(deals) < 2 * len(normand.deal_scores)
    assert figures.points == points
    assert figures.average_per_deal == pytest.approx(points / len(deals))

    four = stats.games["voleur"]
    assert four.played == 2 and four.deals == 2 * len(voleur.deal_scores)
    assert four.points == sum(d[0] + d[1] for d in voleur.deal_scores)  # both sides, one partie each
    if voleur.winner is not None:
        assert (four.won, four.lost) == (1, 1)
        assert sorted(four.last_results) == [-voleur.result, voleur.result]
    assert four.highest_deal == max(max(d) for d in voleur.deal_scores)


# ------------------------------------------------------------------ the window


def keep_both() -> tuple[Game, Game]:
    normand, voleur = normand_partie(), voleur_partie()
    keep(normand, START, viewer=0, levels=[None, 3, 3])  # as the seats screen sets them: one level
    keep(voleur, START + timedelta(days=1), viewer=0, levels=[None, 2, 2, 2])
    return normand, voleur


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_your_games_lists_and_replays_a_table_of_three_and_of_four(size):
    normand, voleur = keep_both()
    app = make_app(size=size)
    try:
        history = HistoryScene(app)
        app.stack.replace(history)
        assert history.notices == [] and len(history.entries) == 2
        seen = said(app, 2)
        # the newest first: four-handed, then Normand, each with its result from the person's side
        mine, theirs = voleur.totals[VOLEUR.side_of(0)], voleur.totals[1 - VOLEUR.side_of(0)]
        outcome = "won" if voleur.winner == VOLEUR.side_of(0) else "lost" if voleur.winner is not None \
            else "drawn"
        signed = voleur.result if outcome == "won" else -voleur.result if outcome == "lost" else 0
        row = row_of(seen, when_words(START + timedelta(days=1)))
        assert row[0] == "Four-handed Piquet"
        assert f"{outcome} {mine}–{theirs}" in row  # after who sat at the table (on two lines if long)
        assert row[-2:] == [signed_words(signed), str(len(voleur.deal_scores))]
        row = row_of(seen, when_words(START))
        assert row[0] == "Piquet Normand"
        paid = normand.loser == 0
        assert row[2] == (f"paid {stakes(normand.result)} with {normand.totals[0]}" if paid
                          else f"left a winner with {normand.totals[0]}")
        assert row[-2:] == [signed_words(-normand.result if paid else 1), str(len(normand.deal_scores))]
        OUT.mkdir(parents=True, exist_ok=True)
        app.save_screenshot(OUT / f"history-{size[0]}x{size[1]}.png")

        for index, game, name in ((1, normand, "normand"), (0, voleur, "voleur")):
            app.stack.replace(history)
            tick(app, 2)
            rect = dict(history.row_rects())[index]
            click(app, rect.center)
            scene = app.stack.top
            assert isinstance(scene, ReplayScene) and scene.game.players == game.players
            assert isinstance(scene.layout, RoundLayout) and scene.round_table
            tick(app, 2)
            # the deal as dealt: every hand and the talon face up
            g = scene.game
            dealt = set(cards_of(sum(g.hands))) | set(g.talon)
            assert len(dealt) == 32 and dealt <= scene.last_faces
            for seat in range(g.variant.players):
                assert {sp.card for sp in scene.model.zone("hand", seat)} == set(cards_of(g.hands[seat]))
            app.save_screenshot(OUT / f"replay-{name}-dealt-{size[0]}x{size[1]}.png")
            shots = {
                # a trick just completed stays on the table, each card before its player
                "trick": lambda s: (s.position.won_trick is not None and s.game.phase is Phase.PLAY
                                    and len(s.game.history) == 2),
                # Normand: a player has left the table and the last two play on
                "left": lambda s: (bool(s.game.left) and s.game.phase is Phase.PLAY
                                   and len(s.game.tricks) == 3),
                "end": lambda s: s.step == s.steps.last,
            }
            for label, reached in shots.items():
                if label == "left" and name != "normand":
                    continue
                while not reached(scene) and scene.step < scene.steps.last:
                    scene.go(scene.step + 1)
                assert reached(scene), label
                tick(app, 2)
                if label == "trick":
                    leader, *cards, winner = scene.game.tricks[-1]
                    order = scene.game.turns[leader]
                    for seat, card in zip(order, cards, strict=True):
                        assert [sp.card for sp in scene.model.zone("play", seat)] == [card]
                    assert set(cards) <= scene.last_faces
                if label == "left":
                    gone = scene.game.left[0]
                    assert not scene.model.zone("hand", gone)  # nothing dealt to who left
                    held = set(cards_of(sum(scene.game.hands)))
                    assert held and held <= scene.last_faces
                if label == "end":
                    assert scene.game.is_over and scene.game.totals == game.totals
                    assert scene.said[-1].kind == "partie-end"
                app.save_screenshot(OUT / f"replay-{name}-{label}-{size[0]}x{size[1]}.png")
            # the table fits the window, every card on it
            for sp, where in scene.model.draw_order():
                x, y = scene.model.position(sp, where)
                assert 0 <= x <= scene.layout.table_w and 0 <= y <= size[1]
            assert click_button(app, "Close")
    finally:
        app.close()


@pytest.mark.slow
def test_stepping_a_table_back_lands_where_opening_there_does(app):
    game = voleur_partie(7)
    walked = ReplayScene(app, game, viewer=0)
    app.stack.replace(walked)
    tick(app, 2)
    for _ in range(30):
        key(app, pygame.K_RIGHT, frames=1)
    for _ in range(9):
        key(app, pygame.K_LEFT, frames=1)
    assert walked.step == 21
    assert walked.snapshot() == ReplayScene(app, game, viewer=0, step=21).snapshot()
    # every step of the partie lays out, and a position is a function of its step
    for step in range(0, len(walked.steps), 11):
        walked.go(step)
        assert walked.snapshot() == ReplayScene(app, game, viewer=0, step=step).snapshot()
    # a new window size lays out the same position again, round table and all
    before = walked.snapshot()
    app.resize(1920, 1080)
    tick(app, 2)
    assert isinstance(walked.layout, RoundLayout) and walked.snapshot() == before


def test_the_replayed_tricks_are_spoken_as_played_by_four():
    """The third and fourth cards of a trick are played to the card led, not led."""
    game = voleur_partie(3)
    steps = PartieSteps(game)
    words = [line.text for line in steps.at(steps.deal_starts[1] - 1).lines]
    leads = [w for w in words if re.match(r"^\w+ leads? the ", w)]
    tricks = [w for w in words if w.endswith("the trick.")]
    assert len(leads) == len(tricks) == VOLEUR.hand_size


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_statistics_of_normand_and_four_handed(size):
    normand, voleur = keep_both()
    keep(voleur, START + timedelta(days=2), viewer=None, levels=[None, 2, None, 1])  # people sharing
    app = make_app(size=size)
    try:
        stats = StatsScene(app)
        app.stack.replace(stats)
        tick(app, 2)
        assert set(stats.pickers) == {"normand", "voleur"}
        assert [game_words(stats.stats.variants[k], changed_only=True) for k in stats.games] == \
            ["Piquet Normand", "Four-handed Piquet"]  # as the games are listed
        stats.choose_game("normand")
        tick(app, 2)
        headings = [lines for lines, _attr in stats.columns()]
        assert ("Left", "a winner") in headings and ("Paid", "") in headings
        assert not any(lines[0] in ("Drawn", "Rubicons") for lines in headings)
        words = [t for t, _r in said(app)]
        paid = normand.loser == 0
        assert "Piquet Normand" in [el.text for el in stats.pickers.values()]
        assert "left a winner above the line, paid below: the stakes of each partie" in words
        assert [v for v, _rect in stats.bars] == [-normand.result if paid else 1]
        app.save_screenshot(OUT / f"statistics-normand-{size[0]}x{size[1]}.png")
        stats.choose_game("voleur")
        tick(app, 2)
        headings = [lines for lines, _attr in stats.columns()]
        assert ("Rubicons", "given") in headings and ("Won", "") in headings
        figures = stats.stats.games["voleur"]
        assert figures.deals == len(voleur.deal_scores)
        assert figures.points == sum(d[VOLEUR.side_of(0)] for d in voleur.deal_scores)
        seen = said(app)
        row = row_of(seen, "All against the computer")
        assert f"{figures.points / figures.deals:.1f}" in row
        # people sharing the computer: apart, from the first seat's side
        labels = [label for label, _figures, _total in stats.rows]
        assert "You with North, against East (level 2) and West (level 1)" in labels
        assert len(stats.stats.groups) == 3 and figures.played == 1
        app.save_screenshot(OUT / f"statistics-voleur-{size[0]}x{size[1]}.png")
    finally:
        app.close()


def test_the_names_the_game_gave_are_listed_in_the_language():
    """A kept partie holds the names as the game gave them ("East (2)", "Master");
    the list says them in the screen's language, a person's name as written."""
    from types import SimpleNamespace

    from piquet_game.i18n import Translator
    from piquet_game.rules.variant import NORMAND
    from piquet_game.view.games_words import opponent_words

    fr = Translator("fr")
    table = SimpleNamespace(players=("Est", "East (2)", "West"), viewer=0, variant=NORMAND,
                            levels=[None, 2, 3])
    assert opponent_words(table, fr) == fr("{first} and {last}").format(
        first=fr("{name} (level {level})").format(name=f"{fr('East')} (2)", level=2),
        last=fr("{name} (level {level})").format(name=fr("West"), level=3))
    two = SimpleNamespace(players=("You", "Master"), viewer=0, opponent="Master", level=5)
    assert opponent_words(two, fr) == fr("{name} (level {level})").format(name=fr("Master"), level=5)
    shared = SimpleNamespace(players=("You", "Ann"), viewer=None, totals=(120, 90), winner=0)
    assert opponent_words(shared, fr) == fr("{first} and {last}").format(first=fr("You"), last="Ann")
    assert result_words(shared, fr) == fr("{name} won {a}–{b}").format(name=fr("You"), a=120, b=90)


def test_a_review_made_in_the_replay_of_a_table_of_three_is_read_back(app):
    """A deal of Piquet Normand reviewed in the replay is kept beside the partie and read
    back when the replay is opened again (its timeline marks then come from it), not
    reviewed again."""
    from piquet_game.ai.review import EDITION, review_deal
    from piquet_game.rules.record import game_to_record
    from piquet_game.store.reviews import reviews_path

    keep(normand_partie(), START)
    found, notices = store.entries()
    [entry] = found
    path = entry.path
    record = game_to_record(store.load_game(path))
    history = HistoryScene(app, found, notices)
    app.stack.replace(history)
    tick(app, 2)
    index = [e.path for e in found].index(path)
    scene = history.open(index)
    assert scene is not None and scene.round_table and scene.reviews == {}
    made = review_deal(record, 1, scene.bottom, play_worlds=4, exchange_worlds=4, declare_worlds=4)
    scene.keep_review(made)
    app.stack.pop(scene)
    again = history.open(index)
    assert again is not None and again.reviews == {1: made}
    # a review kept by an earlier edition of the review (its figures not this
    # version's) is not shown: the deal is reviewed again, and that review replaces it
    app.stack.pop(again)
    kept_file = reviews_path(path)
    data = json.loads(kept_file.read_text(encoding="utf-8"))
    [key] = data["reviews"]
    assert data["reviews"][key]["edition"] == EDITION
    del data["reviews"][key]["edition"]
    kept_file.write_text(json.dumps(data), encoding="utf-8")
    stale = history.open(index)
    assert stale is not None and stale.reviews == {}
    stale.keep_review(made)
    assert json.loads(kept_file.read_text(encoding="utf-8"))["reviews"][key]["edition"] == EDITION
    app.stack.pop(stale)
    reopened = history.open(index)
    assert reopened is not None and reopened.reviews == {1: made}
    # one of a later edition (kept by a newer version of the game) is not shown either,
    # and its file is never written over
    app.stack.pop(reopened)
    data = json.loads(kept_file.read_text(encoding="utf-8"))
    data["reviews"][key]["edition"] = EDITION + 1
    later = json.dumps(data)
    kept_file.write_text(later, encoding="utf-8")
    newer = history.open(index)
    assert newer is not None and newer.reviews == {}
    newer.keep_review(made)
    assert kept_file.read_text(encoding="utf-8") == later
