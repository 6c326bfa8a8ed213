"""The deal summary and the score sheet of Russian Piquet and Picchetto in the window:
the deal as the game counts it ("Korolik 2, deal 2 of 2", "Partita, deal 7, cut
short"), the running totals of the game of the match, a game of the match won
("the Rivincita begins at 0, to 150"), the koroliks under their headings and the games
of the match with the games won on the score sheet; nothing overlaps.  Screenshots go
to tests/output/screenshots/variants/."""

from __future__ import annotations

import random

import pytest
from test_variants_window import overlaps
from ui_driver import SHOTS, Drawn, make_app, tick

from piquet_game.controller import Controller, Seat
from piquet_game.rules import Game, Phase
from piquet_game.rules.variant import PICCHETTO, RUSSIAN
from piquet_game.view.summary import DealSummaryScene, PartieEndScene
from piquet_game.view.table import TableScene

OUT = SHOTS / "variants"
SIZES = ((960, 600), (1920, 1080))
IDS = [f"{w}x{h}" for w, h in SIZES]


def played(variant, seed: int, until=None) -> Game:
    """A partie of ``variant`` played at random from ``seed``, to its end or until
    ``until(game)`` holds between two deals."""
    game = Game.new(random.Random(seed), variant, players=("You", "Novice"))
    rng = random.Random(seed + 17)
    while not game.is_over and not (until is not None and until(game)):
        game.play_random_deal(rng)
    return game


def table_of(app, game: Game) -> TableScene:
    """The table of ``game``, not ticked: between two deals it would deal the next."""
    table = TableScene(app, Controller(game, [Seat.human("You"), Seat.computer(1, 1, "Novice")]), viewer=0)
    app.stack.replace(table)
    return table


def drawn_words(app, scene) -> list[str]:
    with Drawn(app) as drawn:
        scene.draw(app.screen)
    return [t for t, _r in drawn.items]


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_a_russian_partie_s_last_deal_and_its_score_sheet(piquet_home, size):
    w, h = size
    app = make_app(size=size, animation="off")
    try:
        game = played(RUSSIAN, 3)
        table = table_of(app, game)
        summary = DealSummaryScene(app, table)
        app.push(summary)
        tick(app, 3)
        assert summary.heading == "Korolik 2, deal 2 of 2" and not summary.cut_short
        assert summary.reached_words() == ""
        totals, label = summary.so_far()
        assert totals == game.totals and label == "Partie so far"
        words = drawn_words(app, summary)
        assert "Korolik 2, deal 2 of 2" in words and "This deal" in words
        assert overlaps(app) == []
        app.save_screenshot(OUT / f"russian-deal-summary-{w}x{h}.png")
        app.stack.pop(summary)
        end = PartieEndScene(app, table)
        app.push(end)
        tick(app, 3)
        words = drawn_words(app, end)
        dealers = [game.players[d] for d in game.korolik_dealers]
        # the dealer of each korolik by name ("you" for a player called You)
        assert any(t.lower().startswith(f"korolik 1: {dealers[0]}".lower()) for t in words)
        assert any(t.lower().startswith(f"korolik 2: {dealers[1]}".lower()) for t in words)
        assert words.count("Deal 1") == 2 and words.count("Deal 2") == 2 and "Total" in words
        hi, lo = max(game.totals), min(game.totals)
        assert any(f"by {game.result}, the difference: {hi} - {lo} = {game.result}." in t for t in words)
        assert not any("rubicon" in t.lower() or "lurch" in t.lower() for t in words)
        assert overlaps(app) == []
        app.save_screenshot(OUT / f"russian-score-sheet-{w}x{h}.png")
    finally:
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_a_game_of_the_match_won_then_the_match_s_score_sheet(piquet_home, size):
    w, h = size
    app = make_app(size=size, animation="off")
    try:
        game = played(PICCHETTO, 3, until=lambda g: len(g.game_winners) == 1)
        assert game.phase is Phase.DEAL and len(game.game_starts) == 2
        table = table_of(app, game)
        summary = DealSummaryScene(app, table)
        app.push(summary)
        tick(app, 40)
        log = game.history[-1]
        deals = log.number
        seat = game.game_winners[0]
        end = next(e for e in log.events if e.kind == "game-end")
        total = end.info[1 + seat]
        cut = sum(e.kind == "trick" for e in log.events) < 12
        assert summary.heading == f"Partita, deal {deals}" + (", cut short" if cut else "")
        said = "You reach" if seat == 0 else "Novice reaches"
        win = "win" if seat == 0 else "wins"
        assert summary.reached_words() == (f"{said} {total} and {win} the Partita. "
                                           "The Rivincita begins at 0, to 150.")
        totals, label = summary.so_far()
        assert label == "Partita so far, to 150" and totals[seat] == total
        words = drawn_words(app, summary)
        assert "Partita so far, to 150" in words
        assert overlaps(app) == []
        app.save_screenshot(OUT / f"picchetto-partita-won-{w}x{h}.png")
        app.stack.pop(summary)
        # the match played on to its end
        rng = random.Random(99)
        while not game.is_over:
            game.play_random_deal(rng)
        table = table_of(app, game)
        sheet_scene = PartieEndScene(app, table)
        app.push(sheet_scene)
        tick(app, 3)
        words = drawn_words(app, sheet_scene)
        assert "Game" in words and "Games won" in words
        assert "Partita, to 150" in words and "Rivincita, to 150" in words
        games_won = [game.game_winners.count(s) for s in (0, 1)]
        assert str(games_won[0]) in words and str(games_won[1]) in words
        if len(game.game_winners) == 3:
            assert "Bella, to 221" in words
        text = " ".join(words)
        assert "the match" in text and "games to" in text
        assert overlaps(app) == []
        app.save_screenshot(OUT / f"picchetto-score-sheet-{w}x{h}.png")
    finally:
        app.close()
