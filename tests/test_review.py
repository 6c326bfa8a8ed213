"""The review of a deal (piquet_game/ai/review.py): on a position of perfect
information its figures are the solver's, exactly; a card that loses points is named
with the loss the solver gives it; the review never reads a card the person could not
see (unseen cards swapped, the same review); and `piquet review` prints it, in the
language asked, or refuses a file in one line."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from piquet_game.ai import make_player
from piquet_game.ai.review import ReviewError, game_at_deal_start, review_deal
from piquet_game.ai.simulate import barred_of
from piquet_game.ai.solver import Solver
from piquet_game.rules import Exchange, Game, Phase, Play
from piquet_game.rules.record import game_to_record, replay

ROOT = Path(__file__).resolve().parents[1]


def open_deal(seed: int) -> tuple[dict, int]:
    """A Rubicon deal in which younger takes no card and shows the rest to both: elder
    then knows every card of younger's hand (32 less his own, his discards, what he
    drew and the rest).  Elder plays as the Novice, so he makes mistakes; the record,
    and elder's seat."""
    rng = random.Random(seed)
    game = Game(first_dealer=1)
    game.deal_random(rng)
    players = [make_player(1, seed), make_player(3, seed + 1)]
    while game.phase is not Phase.DEAL:
        seat = game.to_move
        if game.phase is Phase.EXCHANGE_YOUNGER:
            action = Exchange(0, True)
        else:
            action = players[seat].choose(game.view(seat), game.legal_actions())
        game.apply(action, seat)
    return game_to_record(game), 0


@pytest.mark.slow
@pytest.mark.parametrize("seed", [3, 8])
def test_on_perfect_information_the_review_is_the_solver_s(seed):
    record, elder = open_deal(seed)
    review = review_deal(record, 1, elder)
    plays = [d for d in review.decisions if d.kind == "play"]
    assert plays and all(d.error == 0.0 for d in plays)  # one world only: no uncertainty
    # the same positions, solved with every hand in view
    at = game_at_deal_start(record, 1)
    full = replay(record).game.history[0]
    checked = 0
    solver = Solver(at.variant)
    for index, (who, action) in enumerate(full.actions):
        mine = next((d for d in plays if d.index == index), None)
        if mine is not None:
            view = at.view(elder)
            values = solver.move_values(at.hands, at.leader, tuple(at.trick), at.scores, at.tricks_won,
                                        barred=barred_of(view))
            legal = [a.card for a in at.legal_actions() if isinstance(a, Play)]
            best = max(values[c] for c in legal)
            assert mine.chosen_value == pytest.approx(values[action.card])
            assert mine.best_value == pytest.approx(best)
            assert mine.loss == pytest.approx(best - values[action.card])
            checked += 1
        at.apply(action, who)
    assert checked == len(plays)


@pytest.mark.slow
def test_a_card_that_loses_points_is_named_with_its_loss():
    """Over seeded open deals played by the Novice, some card loses points; the
    review ranks it first among the plays and names the better card."""
    for seed in range(1, 30):
        record, elder = open_deal(seed)
        plays = [d for d in review_deal(record, 1, elder).ranked() if d.kind == "play"]
        if plays and plays[0].loss >= 2:
            worst = plays[0]
            assert worst.best != worst.chosen
            assert worst.loss == pytest.approx(worst.best_value - worst.chosen_value)
            assert all(d.loss <= worst.loss for d in plays)
            return
    raise AssertionError("no costly card in 29 deals of the Novice")


@pytest.mark.slow
def test_the_review_never_reads_a_card_the_person_could_not_see():
    """Elder's exchange reviewed twice: once as dealt, once with two cards of younger's
    hand and of younger's share of the talon changed over (cards elder cannot see):
    the same review, to the last figure."""
    rng = random.Random(5)
    game = Game(first_dealer=1)
    game.deal_random(rng)
    while game.phase is not Phase.EXCHANGE_ELDER:  # no carte blanche
        game.apply(game.legal_actions()[0])
    seat = game.to_move
    action = make_player(3, 1).choose(game.view(seat), game.legal_actions())
    game.apply(action, seat)
    record = game_to_record(game)
    first = review_deal(record, 1, seat)
    twin = json.loads(json.dumps(record))
    deal = twin["deals"][0]
    younger = 1 - seat
    a, b = deal["hands"][younger][0], deal["talon"][7]  # the talon's last card: younger's share
    deal["hands"][younger][0], deal["talon"][7] = b, a
    second = review_deal(twin, 1, seat)
    assert first.decisions and first.decisions[0].kind == "exchange"
    assert first == second


def test_the_review_refuses_what_it_cannot_review():
    record, _ = open_deal(3)
    with pytest.raises(ReviewError):
        review_deal(record, 2, 0)
    with pytest.raises(ReviewError):
        review_deal(record, 1, 2)
    from importlib import resources

    from piquet_game.rules.record import parse_json

    # a table of three is reviewed (its cards, for the side: tests/test_review_contract.py); three seats
    seed = resources.files("piquet_game.seeds") / "normand-n1-dealer-exchange-and-repique.json"
    normand = parse_json(seed.read_text(encoding="utf-8"))
    with pytest.raises(ReviewError):
        review_deal(normand, 1, 3)
    kinds = {d.kind for d in review_deal(normand, 1, 0, play_worlds=8, declare_worlds=8).decisions}
    assert kinds and kinds <= {"play", "declare", "exchange"}
    # Contract Piquet is reviewed, its calls with its cards (tests/test_review_contract.py)
    contract = parse_json((resources.files("piquet_game.seeds") / "contract-c1-plus-redoubled.json")
                          .read_text(encoding="utf-8"))
    reviewed = review_deal(contract, 1, 0, play_worlds=8, declare_worlds=8)
    assert any(d.kind == "call" for d in reviewed.decisions)


@pytest.mark.slow
def test_piquet_review_prints_the_review_in_the_language_asked(tmp_path):
    record, elder = open_deal(8)
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    run = [sys.executable, "-m", "piquet_game", "review", str(path), "--seat", str(elder)]
    out = subprocess.run(run + ["--json"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data[0]["deal"] == 1 and data[0]["decisions"]
    losses = [d["loss"] for d in data[0]["decisions"]]
    assert losses == sorted(losses, reverse=True)
    fr = subprocess.run(run + ["--lang", "fr"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert fr.returncode == 0 and fr.stdout.startswith("Donne 1, vue par ")
    bad = subprocess.run([sys.executable, "-m", "piquet_game", "review", str(tmp_path / "none.json")],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1


@pytest.mark.slow
@pytest.mark.parametrize("code", ["en", "fr"])
def test_the_deal_summary_opens_the_review_on_a_worker(piquet_home, code):
    """After a deal against the computer the summary offers the review; it runs on a
    worker (the window keeps drawing, a progress bar), then lists the decisions that
    cost points in the language, every line inside the panel; Esc leaves it."""
    import time

    import pygame
    from ui_driver import SHOTS, Drawn, click_button, key, make_app, tick

    from piquet_game.controller import Controller, Seat
    from piquet_game.i18n import Translator
    from piquet_game.view.review import ReviewScene
    from piquet_game.view.summary import DealSummaryScene
    from piquet_game.view.table import TableScene

    t = Translator(code)
    app = make_app(size=(960, 600), animation="off", language=code)
    try:
        game = Game.new(random.Random(4), players=("You", "Novice"))
        seats = [Seat.human("You"), Seat.computer(1, 4, "Novice")]
        table = TableScene(app, Controller(game, seats), viewer=0)
        app.stack.replace(table)
        for _ in range(20000):
            top = app.stack.top
            if isinstance(top, DealSummaryScene):
                break
            if top is table and table.looking():
                table.seen_hand()
            elif top is table and table.my_turn():
                first = [a for a in game.legal_actions()][0]  # the first legal move: not always the best
                table.submit(first)
            tick(app)
        assert isinstance(app.stack.top, DealSummaryScene)
        assert click_button(app, t("Where did I lose points?"))
        review = app.stack.top
        assert isinstance(review, ReviewScene)
        frames = 0
        deadline = time.monotonic() + 60
        while review.result is None and not review.failed and time.monotonic() < deadline:
            tick(app)  # the window keeps drawing while the worker reviews
            time.sleep(1 / 60)  # at the window's pace (its clock waits between frames)
            frames += 1
        assert review.result is not None and review.result.decisions, review.failed
        assert frames > 1
        tick(app, 2)
        lines = [words for words, _colour in review.lines()]
        head = t("About {loss} points lost in this deal, over {n} decisions").split("{")[0]
        assert lines[0].startswith(head)
        app.save_screenshot(SHOTS / "review" / f"review-{code}-960x600.png")
        assert t("Close") in review.buttons()
        panel = review.panel_rect()
        with Drawn(app) as drawn:
            review.draw(app.screen)
        assert drawn.items and all(panel.contains(rect) for words, rect in drawn.items if words.strip())
        app.resize(1920, 1080)
        tick(app, 2)
        app.save_screenshot(SHOTS / "review" / f"review-{code}-1920x1080.png")
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.stack.top, DealSummaryScene)
    finally:
        app.close()


def test_esc_calls_a_running_review_off(piquet_home):
    from ui_driver import make_app

    from piquet_game.controller import Controller, Seat
    from piquet_game.view.table import TableScene

    app = make_app(size=(960, 600), animation="off")
    try:
        record, elder = open_deal(8)
        game = replay(record).game
        seats = [Seat.human("You"), Seat.computer(1, 4, "Novice")]
        table = TableScene(app, Controller(game, seats), viewer=elder)
        app.stack.replace(table)
        review = table.review_scene(1)
        app.push(review)
        review.cancel()
        review._worker.join(timeout=30)
        assert not review.running and app.stack.top is table
    finally:
        app.close()


@pytest.mark.slow
def test_the_replay_reviews_the_deal_shown_once(piquet_home):
    """In the replay of a kept partie, R reviews the deal shown from the person's side;
    asked again, the review is the one made (kept while the replay is open)."""
    import time

    import pygame
    from ui_driver import key, make_app, tick

    from piquet_game.view.replay import ReplayScene
    from piquet_game.view.review import ReviewScene

    record, elder = open_deal(8)
    game = replay(record).game
    app = make_app(size=(960, 600), animation="off")
    try:
        scene = ReplayScene(app, game, viewer=elder, step=5)
        app.stack.replace(scene)
        tick(app, 2)
        key(app, pygame.K_r)
        review = app.stack.top
        assert isinstance(review, ReviewScene) and review.deal == 1
        deadline = time.monotonic() + 60
        while review.result is None and not review.failed and time.monotonic() < deadline:
            tick(app)
            time.sleep(1 / 60)
        assert review.result is not None and review.result == review_deal(record, 1, elder)
        key(app, pygame.K_ESCAPE)
        assert app.stack.top is scene
        key(app, pygame.K_r)
        again = app.stack.top
        assert isinstance(again, ReviewScene) and again.result is review.result and not again.running
    finally:
        app.close()


@pytest.mark.slow
def test_the_review_says_why_the_better_choice_is_better():
    """A costly decision carries the reason the better choice is better, as a hint
    says it, in any language; the JSON carries its English."""
    from piquet_game.ai.reason import hint_line
    from piquet_game.i18n import Translator

    for seed in range(1, 30):
        record, elder = open_deal(seed)
        review = review_deal(record, 1, elder)
        costly = [d for d in review.ranked() if d.loss >= 1 and d.why is not None]
        if costly:
            d = costly[0]
            assert d.why is not None and str(d.why)
            assert hint_line(d.why, Translator("fr")) != hint_line(d.why, Translator("en"))
            first = review.ranked()[0]
            said = review.to_json()["decisions"][0]["why"]
            assert said == (str(first.why) if first.why is not None else None)
            assert all(x.why is None for x in review.decisions if x.chosen_cards == x.best_cards)
            return
    raise AssertionError("no costly decision with a reason in 29 deals")


def sunk_deal(seed: int) -> tuple[dict, int, int] | None:
    """An open deal (younger takes no card and shows the rest) in which elder's point
    is strictly better than younger's and elder declares nothing in the point: the
    record, elder's seat and what his point would have scored; None if the cards of
    this seed give elder no better point."""
    from piquet_game.rules import Declare
    from piquet_game.rules.actions import DeclClass
    from piquet_game.rules.combos import best_declaration, combo_key, declaration_score

    rng = random.Random(seed)
    game = Game(first_dealer=1)
    game.deal_random(rng)
    players = [make_player(3, seed), make_player(3, seed + 1)]
    elder = None
    worth = 0
    while game.phase is not Phase.DEAL:
        seat = game.to_move
        if game.phase is Phase.EXCHANGE_YOUNGER:
            action = Exchange(0, True)
        elif game.phase is Phase.DECLARE_POINT and seat == game.elder and elder is None:
            elder = seat
            mine = best_declaration(game.hands[seat], DeclClass.POINT, game.rules)
            theirs = best_declaration(game.hands[1 - seat], DeclClass.POINT, game.rules)
            if not mine or (theirs and combo_key(DeclClass.POINT, theirs[0], game.rules)
                            >= combo_key(DeclClass.POINT, mine[0], game.rules)):
                return None
            worth = declaration_score(DeclClass.POINT, mine, game.rules)
            action = Declare(DeclClass.POINT, ())
        else:
            action = players[seat].choose(game.view(seat), game.legal_actions())
        game.apply(action, seat)
    if elder is None:
        return None
    return game_to_record(game), elder, worth


@pytest.mark.slow
def test_a_point_sunk_is_named_with_what_it_would_have_scored():
    """Elder, knowing every card (younger showed the rest), declares nothing in the
    point though his is better: the review names the point, the full point as the
    better declaration, and a loss of at least what the point scores, with no
    uncertainty (every world he can imagine is the deal itself)."""
    found = 0
    for seed in range(1, 40):
        made = sunk_deal(seed)
        if made is None:
            continue
        record, elder, worth = made
        review = review_deal(record, 1, elder, play_worlds=4)
        point = [d for d in review.decisions if d.kind == "declare" and d.cls == "point"]
        assert len(point) == 1
        d = point[0]
        assert d.chosen_cards == 0 and d.best_cards != 0 and d.error == 0.0  # every world the same
        assert d.loss >= worth - 1e-9
        assert d.why is not None and "declare" in str(d.why)
        found += 1
        if found == 3:
            return
    raise AssertionError(f"only {found} deals of 39 with a better point for elder")


def test_the_review_reads_back_as_it_was_kept_and_refuses_hostile_values():
    from piquet_game.ai.review import DealReview

    record, elder = open_deal(8)
    review = review_deal(record, 1, elder, play_worlds=4, exchange_worlds=4, declare_worlds=4)
    data = json.loads(json.dumps(review.to_data()))
    assert DealReview.from_data(data) == review
    hostile = json.loads(json.dumps(data))
    costly = next(d for d in hostile["decisions"] if d["why"] is not None)
    for text in ("{the_card.__class__.__init__.__globals__}", "not one of the game's messages {gain}",
                 "lead {the_card}: best on average {0}"):
        costly["why"]["text"] = text
        with pytest.raises(ValueError):
            DealReview.from_data(hostile)
    for field, value in (("loss", "1"), ("loss", float("nan")), ("kind", "bid"), ("chosen_cards", -1),
                         ("trick", 99), ("chosen", "x" * 5000)):
        bad = json.loads(json.dumps(data))
        bad["decisions"][0][field] = value
        with pytest.raises(ValueError):
            DealReview.from_data(bad)
    with pytest.raises(ValueError):
        DealReview.from_data([])


def test_reviews_are_kept_beside_the_partie_and_a_damaged_file_is_set_aside(tmp_path):
    from piquet_game.store.reviews import load_reviews, reviews_path, save_reviews

    record, elder = open_deal(8)
    review = review_deal(record, 1, elder, play_worlds=4, exchange_worlds=4, declare_worlds=4)
    kept = tmp_path / "20260101-120000-novice.json"
    kept.write_text(json.dumps(record))
    assert load_reviews(kept, record) == ({}, "")
    assert save_reviews(kept, record, {(1, elder): review}) == ""
    assert load_reviews(kept, record) == ({(1, elder): review}, "")
    other = json.loads(json.dumps(record))
    other["deals"][0]["actions"] = other["deals"][0]["actions"][:-1]
    assert load_reviews(kept, other)[0] == {}  # another partie under the same name: not its reviews
    path = reviews_path(kept)
    path.write_text('{"format": 1, "partie": ')  # damaged
    found, notice = load_reviews(kept, record)
    assert found == {} and notice
    assert not path.exists() and list(path.parent.glob("*.broken-*"))
    assert save_reviews(kept, record, {(1, elder): review}) == ""
    assert load_reviews(kept, record)[0] == {(1, elder): review}
    path.unlink()
    path.mkdir()  # a folder in its place: nothing read, nothing raised
    assert load_reviews(kept, record)[0] == {}
    assert save_reviews(kept, record, {(1, elder): review}) != ""


@pytest.mark.slow
def test_the_review_on_a_pool_of_processes_is_the_same():
    from piquet_game.ai.review import review_pool

    record, elder = open_deal(8)
    worlds = {"play_worlds": 6, "exchange_worlds": 4, "declare_worlds": 4}
    here = review_deal(record, 1, elder, **worlds)
    seen = []
    pool = review_pool(2)
    try:
        there = review_deal(record, 1, elder, progress=lambda done, total: seen.append((done, total)) or True,
                            executor=pool, **worlds)
    finally:
        pool.shutdown()
    assert there == here
    assert seen[0] == (0, len(here.decisions)) and seen[-1] == (len(here.decisions), len(here.decisions))


@pytest.mark.slow
@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_the_replay_marks_costly_decisions_on_its_timeline(piquet_home, size):
    """A kept partie whose deal was reviewed: the replay, opened again, reads the
    review kept beside the file (nothing computed), marks each decision that lost
    points on the deal's timeline, says at that step what it lost and what was
    better, and a click on the timeline goes to the step under it."""
    import pygame
    from ui_driver import SHOTS, click, make_app, tick

    from piquet_game.store.reviews import save_reviews
    from piquet_game.view.replay import ReplayScene
    from piquet_game.view.review_words import MARKED, review_sentences

    for seed in range(1, 30):
        record, elder = open_deal(seed)
        review = review_deal(record, 1, elder, play_worlds=4, exchange_worlds=4, declare_worlds=4)
        if sum(d.loss >= MARKED for d in review.decisions) >= 2:
            break
    else:
        raise AssertionError("no deal with two costly decisions")
    piquet_home.mkdir(parents=True, exist_ok=True)
    kept = piquet_home / "kept.json"
    kept.write_text(json.dumps(record))
    assert save_reviews(kept, record, {(1, elder): review}) == ""
    app = make_app(size=size, animation="off")
    try:
        scene = ReplayScene(app, replay(record).game, viewer=elder, path=kept)
        app.stack.replace(scene)
        tick(app, 2)
        assert scene.reviews == {1: review}
        marks = scene.marks()
        costly = sorted((d for d in review.decisions if d.loss >= MARKED), key=lambda d: d.index)
        assert [d for _, d in marks] == costly
        step, worst = max(marks, key=lambda m: m[1].loss)
        scene.go(step)
        tick(app, 2)
        said = scene.review_words()
        assert said == review_sentences(worst, app.tr) and said[0]
        strip = scene.timeline_rect()
        assert strip.right <= scene.layout.table_w and strip.bottom < size[1]
        for button in app.ui.get_sprite_group().sprites():  # clear of the buttons
            if hasattr(button, "rect") and button.visible and button.rect.w < size[0] / 2:
                assert not strip.colliderect(button.rect) or button.rect.x >= scene.layout.table_w
        SHOTS.joinpath("review").mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, SHOTS / "review" / f"replay-marks-{size[0]}x{size[1]}.png")
        first, last = scene.deal_steps()
        click(app, (strip.x + 2, strip.centery))
        assert scene.step == first
        click(app, (strip.right - 2, strip.centery))
        assert scene.step == last
    finally:
        app.close()


def test_the_tables_reviews_are_kept_beside_the_partie_once_it_is_kept(piquet_home):
    """The reviews made at the table are written beside the partie's file when the
    partie is kept (and a review made after that, when it is made); the replay of
    that file reads them back, so they are not made again."""
    from ui_driver import make_app, new_table

    from piquet_game.rules.record import game_to_record
    from piquet_game.store.reviews import load_reviews, reviews_path
    from piquet_game.view.replay import ReplayScene

    record, elder = open_deal(8)
    review = review_deal(record, 1, elder, play_worlds=4, exchange_worlds=4, declare_worlds=4)
    app = make_app(size=(960, 600), animation="off")
    try:
        table = new_table(app, viewer=0)
        table.reviews[1] = review
        table.keep_reviews()  # not kept yet: nothing written
        kept = piquet_home / "data" / "games" / "kept.json"
        assert not reviews_path(kept).exists()
        kept.parent.mkdir(parents=True, exist_ok=True)
        kept.write_text(json.dumps(game_to_record(table.controller.game)))
        table.kept_path = kept
        table.keep_reviews()
        assert load_reviews(kept, game_to_record(table.controller.game))[0] == {(1, 0): review}
        scene = ReplayScene(app, table.controller.game, viewer=0, path=kept)
        assert scene.reviews == {1: review}
    finally:
        app.close()


def whole_partie(seed: int, variant_name: str = "rubicon") -> dict:
    """A whole partie of two computer players (levels 1 and 2), as a record."""
    from test_history_window import computer_partie

    from piquet_game.rules.variant import VARIANTS

    return game_to_record(computer_partie(seed, 2, variant=VARIANTS[variant_name]))


@pytest.mark.slow
def test_the_last_deal_s_review_says_its_points_are_the_partie_s_settlement(tmp_path):
    """In the last deal of a rubicon partie the Master plays for the settlement, so the
    review's figures are the settlement's: the review says so, in the window's words
    and the command's, and keeps it; in an earlier deal it says nothing of the kind.
    In a game to a target every deal is played for the partie."""
    from piquet_game.ai.review import EDITION, FOR_PARTIE, DealReview
    from piquet_game.i18n import Translator

    record = whole_partie(4)
    last = len(record["deals"])
    assert last >= 6
    small = {"play_worlds": 4, "exchange_worlds": 4, "declare_worlds": 4}
    first = review_deal(record, 1, 0, **small)
    final = review_deal(record, last, 0, **small)
    assert not first.for_partie and final.for_partie
    assert final.decisions and all(d.kind in ("exchange", "declare", "play") for d in final.decisions)
    kept = json.loads(json.dumps(final.to_data()))
    assert DealReview.from_data(kept) == final
    assert kept["edition"] == EDITION
    for stale in ({"edition": 1}, {"edition": EDITION + 1}):  # another edition's figures: made again
        with pytest.raises(ValueError, match="edition"):
            DealReview.from_data({**kept, **stale})
    old = dict(kept)
    del old["edition"]  # a review kept before editions were kept is of the first
    with pytest.raises(ValueError, match="edition 1"):
        DealReview.from_data(old)
    old = dict(kept)
    del old["for_partie"]  # without the flag: the deal's points
    assert DealReview.from_data(old).for_partie is False
    kept["for_partie"] = "yes"
    with pytest.raises(ValueError):
        DealReview.from_data(kept)
    path = tmp_path / "partie.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    for deal, code, said in ((1, "en", False), (last, "fr", True)):
        run = [sys.executable, "-m", "piquet_game", "review", str(path), "--deal", str(deal),
               "--seat", "0", "--lang", code]
        out = subprocess.run(run, cwd=ROOT, capture_output=True, text=True, timeout=300)
        assert out.returncode == 0, out.stderr
        line = Translator(code)(FOR_PARTIE)
        assert (line in out.stdout) is said, (deal, code)
        assert line != FOR_PARTIE or code == "en"
    au_cent = whole_partie(5, "au-cent")
    assert review_deal(au_cent, 1, 0, **small).for_partie


@pytest.mark.slow
@pytest.mark.parametrize("code", ["en", "ru"])
def test_the_window_s_review_of_a_last_deal_says_so_inside_its_panel(piquet_home, code):
    """The review of a partie's last deal, shown over its replay at that deal: under the
    loss in all, the line that says its points are the settlement's, every line inside
    the panel."""
    from ui_driver import SHOTS, Drawn, make_app, tick

    from piquet_game.ai.review import FOR_PARTIE
    from piquet_game.i18n import Translator
    from piquet_game.view.replay import ReplayScene
    from piquet_game.view.review import ReviewScene

    record = whole_partie(4)
    last = len(record["deals"])
    kept = {last: review_deal(record, last, 0, play_worlds=4, exchange_worlds=4, declare_worlds=4)}
    app = make_app(size=(960, 600), animation="off", language=code)
    try:
        scene = ReplayScene(app, replay(record).game, viewer=0)
        app.stack.replace(scene)
        scene.go(scene.steps.deal_starts[last - 1] + 12)   # the last deal, some cards played
        assert scene.game.deal_number == last
        review = ReviewScene(app, record, last, 0, cache=kept)
        app.push(review)
        for size in ((960, 600), (1920, 1080)):
            app.resize(*size)
            tick(app, 2)
            lines = [words for words, _colour in review.lines()]
            assert lines[1] == Translator(code)(FOR_PARTIE)
            app.save_screenshot(SHOTS / "review" / f"review-last-deal-{code}-{size[0]}x{size[1]}.png")
            panel = review.panel_rect()
            with Drawn(app) as drawn:
                review.draw(app.screen)
            assert all(panel.contains(rect) for words, rect in drawn.items if words.strip())
            assert any(Translator(code)(FOR_PARTIE).split()[0] in words for words, _rect in drawn.items)
    finally:
        app.close()


def test_a_review_that_fails_says_so_and_never_leaves_the_overlay_waiting(piquet_home):
    """Whatever goes wrong in the review's worker, the overlay says the deal cannot be
    reviewed and why, in one line inside its panel; it does not wait for ever."""
    import time
    from dataclasses import replace as replaced

    from ui_driver import Drawn, make_app, tick

    from piquet_game.view.review import ReviewScene
    from piquet_game.view.review_words import PIQUET_REVIEWER

    def broken(record, deal, seat, progress=None, executor=None):
        raise RuntimeError("a broken review")

    reviewer = replaced(PIQUET_REVIEWER, review=broken, pooled=False)
    app = make_app(size=(960, 600), animation="off")
    try:
        review = ReviewScene(app, {"deals": []}, 1, 0, reviewer=reviewer)
        app.push(review)
        end = time.monotonic() + 60
        while review.running and time.monotonic() < end:
            tick(app)
            time.sleep(1 / 60)
        tick(app, 2)
        assert not review.running and review.result is None
        assert review.failed == "RuntimeError: a broken review"
        with Drawn(app) as drawn:
            review.draw(app.screen)
        said = [words for words, _rect in drawn.items]
        assert any("This deal cannot be reviewed: RuntimeError: a broken review" in words for words in said)
    finally:
        app.close()
