"""The review of a deal of Ass: the bet and each card valued over the worlds the seat
could imagine (never the hidden cards), in banks; `piquet review` of a record of
Ass; the deal's end at a table of Ass offers it."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time

import pytest

from piquet_game.ass.ai import make_ass_player
from piquet_game.ass.ai.review import AssReviewError, review_ass_deal
from piquet_game.ass.review_words import review_sentences
from piquet_game.ass.rules import AssGame, AssPlay, AssRules, Bet
from piquet_game.ass.rules.record import ass_record_of
from piquet_game.i18n import ENGLISH, Translator


def ass_deal(seed: int, players: int = 4) -> tuple[dict, AssGame]:
    """The first deal of a game of Ass played out: seat 0 the Novice (it errs), the
    others the Card counter."""
    game = AssGame.new(AssRules.make(players), rng=random.Random(seed))
    seats = [make_ass_player(1 if s == 0 else 2, seed + s, players) for s in range(players)]
    while not game.is_over and not (game.awaits_deal and game.deal_number == 1):
        if game.awaits_deal:
            game.deal_random()
            continue
        s = game.to_move
        game.apply(seats[s].choose(game.view(s), game.legal_actions()), s)
    return ass_record_of(game), game


def test_the_bet_and_every_card_with_a_choice_are_reviewed_in_banks():
    lost = 0
    for seed in range(1, 6):
        record, game = ass_deal(seed)
        review = review_ass_deal(record, 1, 0)
        mine = [(i, a) for i, (s, a) in enumerate(game.history[0].actions) if s == 0]
        assert review.decisions and {d.index for d in review.decisions} <= {i for i, _ in mine}
        assert [d.kind for d in review.decisions][0] == "bet"
        assert all(d.kind in ("bet", "play") and d.loss >= 0 and d.worlds >= 48 for d in review.decisions)
        for d in review.decisions:
            action = dict(mine)[d.index]
            if d.kind == "bet":
                assert isinstance(action, Bet) and d.chosen == str(action) and d.trick == 0
            else:
                assert isinstance(action, AssPlay) and d.chosen_card == action.card and d.trick >= 1
            if d.loss >= 0.05:
                lost += 1
                assert d.best != d.chosen and d.loss == pytest.approx(d.best_value - d.chosen_value)
                said = review_sentences(d, ENGLISH)[0]
                assert " lost about " in said and said.endswith(" was better")
                assert said.startswith("Go or no: saying " if d.kind == "bet" else f"Trick {d.trick}: ")
                assert review_sentences(d, Translator("fr"))[0] != said
        assert json.loads(json.dumps(review.to_json()))["decisions"]
    assert lost, "the Novice never lost a bank's worth in five deals"


def test_the_bet_s_review_reads_no_hidden_card():
    """The other hands and the stock dealt otherwise (the seat's own cards kept): the
    review of its go or no, made before any card is played, is the same."""
    record, game = ass_deal(3)
    bets_only = json.loads(json.dumps(record))
    deal = bets_only["deals"][0]
    deal["actions"] = [a for a in deal["actions"] if a in ("go", "no")]
    deal.pop("points", None)
    deal.pop("banks", None)
    first = review_ass_deal(bets_only, 1, 0)
    parts = deal["cards"].removeprefix("deal ").split(" | ")
    hands = [p.split() for p in parts[:-1]]
    stock = parts[-1].split()
    hands[1][0], stock[-1] = stock[-1], hands[1][0]
    hands[2][1], hands[3][2] = hands[3][2], hands[2][1]
    deal["cards"] = "deal " + " | ".join([*(" ".join(h) for h in hands), " ".join(stock)])
    second = review_ass_deal(bets_only, 1, 0)
    assert first.decisions and first.decisions[0].kind == "bet"
    assert first.decisions[0] == second.decisions[0]


def test_a_review_of_ass_reads_back_as_kept_and_refuses_hostile_values():
    from piquet_game.ass.ai.review import AssDealReview

    record, _game = ass_deal(5)
    review = review_ass_deal(record, 1, 0)
    kept = json.loads(json.dumps(review.to_data()))
    assert AssDealReview.from_data(kept) == review
    good = kept["decisions"][0]
    for bad in ({"loss": -1.0}, {"loss": float("nan")}, {"kind": "exchange"}, {"chosen": "6S", "kind": "bet"},
                {"best_card": 36}, {"worlds": "many"}, {"index": -1}):
        with pytest.raises(ValueError):
            AssDealReview.from_data({**kept, "decisions": [{**good, **bad}]})
    for bad_review in ({**kept, "game": "piquet"}, {**kept, "deal": 0}, {**kept, "seat": 6}, [], "review"):
        with pytest.raises(ValueError):
            AssDealReview.from_data(bad_review)


def test_what_cannot_be_reviewed_is_said():
    record, _game = ass_deal(2)
    with pytest.raises(AssReviewError):
        review_ass_deal(record, 5, 0)
    with pytest.raises(AssReviewError):
        review_ass_deal(record, 1, 4)
    with pytest.raises(AssReviewError):
        review_ass_deal({"format": "nonsense"}, 1, 0)


@pytest.mark.slow
def test_piquet_review_reads_a_record_of_ass(tmp_path):
    record, game = ass_deal(4)
    path = tmp_path / "ass.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    run = [sys.executable, "-m", "piquet_game", "--lang", "en", "review", str(path)]
    r = subprocess.run(run, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith(f"Deal 1, as {game.players[0]} saw it: about ")
    assert " banks lost in all, over " in r.stdout
    r = subprocess.run([*run, "--json", "--seat", "2"], capture_output=True, text=True, timeout=300)
    data = json.loads(r.stdout)
    assert data[0]["game"] == "ass" and data[0]["seat"] == 2 and data[0]["decisions"]
    r = subprocess.run([*run[:-1], "--seat", "3", "--deal", "7", str(path)], capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 2 and "no deal 7" in r.stderr and len(r.stderr.strip().splitlines()) == 1


@pytest.mark.slow
def test_the_end_of_a_deal_of_ass_offers_its_review(piquet_home):
    import pygame
    from test_ass_window import person_move
    from ui_driver import SHOTS, click_button, key, make_app, tick

    from piquet_game.ass.view.family import start_ass
    from piquet_game.ass.view.table import AssDealEndScene
    from piquet_game.view.review import ReviewScene

    app = make_app(size=(1280, 800), animation="off")
    try:
        app.settings.choose_ass(3, 1)
        start_ass(app, app.settings.ass_rules(), [("You", None), ("Card counter", 2), ("Novice", 1)], seed=6)
        table = app.stack.top
        rng = random.Random(6)
        for _ in range(20000):
            tick(app)
            if isinstance(app.stack.top, AssDealEndScene):
                break
            if app.stack.top is table and table.my_turn():
                person_move(app, table, rng)
        assert isinstance(app.stack.top, AssDealEndScene)
        assert click_button(app, "Where did I lose points?")
        review = app.stack.top
        assert isinstance(review, ReviewScene)
        end = time.monotonic() + 120
        while review.result is None and not review.failed and time.monotonic() < end:
            tick(app)
            time.sleep(1 / 60)
        assert review.result is not None, review.failed
        tick(app, 2)
        lines = [words for words, _colour in review.lines()]
        assert lines[0].startswith("About ") and " banks lost in this deal" in lines[0]
        app.save_screenshot(SHOTS / "review" / "review-ass-1280x800.png")
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.stack.top, AssDealEndScene)
    finally:
        app.close()


@pytest.mark.slow
def test_the_replay_of_a_kept_game_of_ass_reviews_a_deal_and_marks_its_costly_cards(piquet_home):
    import pygame
    from ui_driver import SHOTS, key, make_app, tick

    from piquet_game.ass.store import keep, kept_games
    from piquet_game.ass.view.games import AssReplayScene
    from piquet_game.controller import Controller, Seat
    from piquet_game.view.review import ReviewScene

    game = AssGame.new(AssRules.make(3), players=("You", "Card counter", "Strategist"), rng=random.Random(9))
    seats = [make_ass_player(1, 9, 3), make_ass_player(2, 10, 3), make_ass_player(2, 11, 3)]
    while not game.is_over:
        if game.awaits_deal:
            game.deal_random()
            continue
        s = game.to_move
        game.apply(seats[s].choose(game.view(s), game.legal_actions()), s)
    controller = Controller(game, [Seat.human("You"), Seat.ass_computer(2, 1, "Card counter", 3),  # type: ignore
                                   Seat.ass_computer(2, 2, "Strategist", 3)])
    assert keep(controller) is not None
    kept = kept_games()[0][0]
    app = make_app(size=(960, 600), animation="off")
    try:
        replay = AssReplayScene(app, kept)
        app.stack.replace(replay)
        tick(app, 2)
        assert replay.seat == 0 and "Where did I lose points?" in replay.buttons()
        marked: dict = {}
        for deal in range(len(replay.replay.deals)):  # the deals until one has a costly card
            key(app, pygame.K_r)
            review = app.stack.top
            assert isinstance(review, ReviewScene)
            end = time.monotonic() + 60
            while review.result is None and not review.failed and time.monotonic() < end:
                tick(app)
                time.sleep(1 / 60)
            assert review.result is not None and review.result.deal == deal + 1, review.failed
            key(app, pygame.K_ESCAPE)
            assert app.stack.top is replay and deal + 1 in replay.reviews
            marked = replay.marked()
            if marked:
                break
            replay.go(1)
        assert marked and all(loss >= 0.1 for loss in marked.values())
        # the reviews are kept beside the game: a new replay has them without reviewing again
        from piquet_game.store.reviews import reviews_path

        assert reviews_path(kept.path).is_file()
        again = AssReplayScene(app, kept)
        assert set(again.reviews) == set(replay.reviews)
        assert again.reviews[1] == replay.reviews[1]
        # a hostile review (a card that is none) is dropped, and the deal reviewed again
        from piquet_game.store.reviews import fingerprint

        data = replay.reviews[1].to_data()
        data["decisions"][0] = {**data["decisions"][0], "chosen": "ZZ", "kind": "play"}
        hostile = {"format": 1, "partie": fingerprint(kept.record), "reviews": {"1/0": data}}
        reviews_path(kept.path).write_text(json.dumps(hostile))
        assert 1 not in AssReplayScene(app, kept).reviews
        # a review of another edition (its figures not this version's) is made again
        from piquet_game.ass.ai.review import EDITION

        data = replay.reviews[1].to_data()
        assert data["edition"] == EDITION
        stale = {"format": 1, "partie": fingerprint(kept.record), "reviews": {"1/0": {**data, "edition": 99}}}
        reviews_path(kept.path).write_text(json.dumps(stale))
        assert 1 not in AssReplayScene(app, kept).reviews
        del stale["reviews"]["1/0"]["edition"]  # one kept without an edition is of the first: this one's
        reviews_path(kept.path).write_text(json.dumps(stale))
        assert AssReplayScene(app, kept).reviews[1] == replay.reviews[1]
        for size in ((960, 600), (1280, 800), (1920, 1080)):
            app.resize(*size)
            tick(app, 2)
            app.save_screenshot(SHOTS / "review" / f"ass-replay-marks-{size[0]}x{size[1]}.png")
    finally:
        app.close()


def test_a_game_kept_at_a_friend_s_computer_is_reviewed_from_the_friend_s_seat(piquet_home):
    from piquet_game.ass.store import keep, kept_games
    from piquet_game.controller import Controller, Seat

    record, game = ass_deal(7, players=3)
    while not game.is_over:
        if game.awaits_deal:
            game.deal_random()
            continue
        game.apply(game.legal_actions()[0], game.to_move)
    seats = [Seat.at_distance("Host", ""), Seat.human("Ben"), Seat.at_distance("Cleo", "")]
    path = keep(Controller(game, seats))  # type: ignore[arg-type]
    assert path is not None
    kept = next(k for k in kept_games()[0] if k.path == path)
    assert kept.record["viewer"] == 1 and list(kept.people) == [0, 1, 2]
    import pygame  # noqa: F401 - the window's replay
    from ui_driver import make_app

    from piquet_game.ass.view.games import AssReplayScene

    app = make_app(size=(960, 600), animation="off")
    try:
        assert AssReplayScene(app, kept).seat == 1
    finally:
        app.close()
