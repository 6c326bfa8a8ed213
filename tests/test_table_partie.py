"""What a deal's end is worth in the partie at Piquet Normand's table of three: the
seats that reach the target leave winners, the one left pays each a stake, two left
race on (piquet_game.ai.table_partie)."""

from __future__ import annotations

import random

import pytest

from piquet_game.ai import make_player
from piquet_game.ai.partie import race_for
from piquet_game.ai.table import decide
from piquet_game.ai.table_partie import WITHIN, TableStakes, table_stakes_of
from piquet_game.rules import Game, Phase, Play
from piquet_game.rules.variant import NORMAND, VOLEUR

RACE = race_for(NORMAND.continuation)


def stakes(seat: int, dealer: int = 0, totals=(0, 0, 0)) -> TableStakes:
    return TableStakes(NORMAND.shape, RACE, totals, seat, dealer)


def test_who_reaches_the_target_leaves_a_winner_and_the_one_left_pays_each():
    assert [stakes(s).worth([104, 100, 80]) for s in range(3)] == [1.0, 1.0, -2.0]
    # all three at once: the lowest stays and pays
    assert [stakes(s).worth([104, 101, 120]) for s in range(3)] == [1.0, -2.0, 1.0]


def test_two_left_race_on_the_nearer_the_likelier_to_win():
    one = [stakes(s).worth([100, 95, 60]) for s in range(3)]
    assert one[0] == 1.0 and -2.0 < one[2] < one[1] < 1.0
    # the race as the last two's model values it: elder in its first deal is ahead
    # (the next deal passes on from this one's dealer, 0, to seat 1: seat 2 is elder)
    younger = stakes(1, dealer=0).worth([100, 80, 80])
    elder = stakes(1, dealer=1).worth([100, 80, 80])
    assert younger < elder
    assert younger + stakes(2, dealer=0).worth([100, 80, 80]) == pytest.approx(-1.0)


@pytest.mark.parametrize("seed", range(20))
def test_the_worths_of_the_three_seats_add_up_to_nothing(seed):
    """Each winner's stake is paid by the one left: whatever the totals, what the
    three seats expect adds up to nothing."""
    rng = random.Random(seed)
    for _ in range(50):
        final = [rng.randint(50, 130) for _ in range(3)]
        dealer = rng.randrange(3)
        assert sum(stakes(s, dealer).worth(final) for s in range(3)) == pytest.approx(0.0, abs=1e-9)


@pytest.mark.parametrize("seed", range(20))
def test_a_point_more_is_never_worth_less(seed):
    rng = random.Random(100 + seed)
    for _ in range(50):
        final = [rng.randint(50, 130) for _ in range(3)]
        seat, dealer = rng.randrange(3), rng.randrange(3)
        more = list(final)
        more[seat] += 1
        assert stakes(seat, dealer).worth(more) >= stakes(seat, dealer).worth(final) - 1e-9


def test_far_from_the_target_the_farthest_is_the_likeliest_left():
    worths = [stakes(s).worth([70, 60, 40]) for s in range(3)]
    assert worths[0] > worths[1] > worths[2]
    assert -2.0 < worths[2] and worths[0] < 1.0


def test_a_deal_s_points_are_added_to_the_totals_before_it():
    s = stakes(0, totals=(90, 70, 85))
    assert s([10, 0, 0]) == 1.0 == s.worth([100, 70, 85])
    assert s([9, 0, 0]) == s.worth([99, 70, 85]) < 1.0


def _view_at(totals, variant=NORMAND):
    game = Game.continued(variant, None, 0, [list(totals)])
    game.deal_random(random.Random(1))
    return game.view(game.to_move)


def test_the_partie_is_played_for_only_near_the_target_and_for_a_stake():
    assert table_stakes_of(_view_at((100 - WITHIN, 10, 20))) is not None
    assert table_stakes_of(_view_at((99 - WITHIN, 10, 20))) is None
    assert table_stakes_of(_view_at((90, 10, 20), NORMAND.with_options(settlement="difference"))) is None
    view = _view_at((80, 80, 80))
    got = table_stakes_of(view)
    assert got is not None and got.seat == view.seat and got.totals == (80, 80, 80)
    four = Game(VOLEUR, first_dealer=0)
    four.deal_random(random.Random(1))
    assert table_stakes_of(four.view(four.to_move)) is None


@pytest.mark.slow
def test_the_master_plays_a_partie_from_near_the_target_to_its_end():
    rng = random.Random(5)
    for k in range(2):
        game = Game.continued(NORMAND, None, k, [[rng.randint(80, 97) for _ in range(3)]])
        players = [make_player(5, seed=s, seats=3) for s in range(3)]
        while not game.is_over:
            if game.to_move is None:
                game.deal_random(rng)
                continue
            seat = game.to_move
            legal = game.legal_actions()
            action = players[seat].choose(game.view(seat), legal)
            assert action in legal
            game.apply(action, seat)
        assert len(game.left) == 2


def test_near_the_target_the_master_says_it_plays_for_the_partie():
    """The Master's card near the target is chosen for the partie, and its reason says
    so (no points against the others, which it no longer counts); far from it, for
    the deal's points."""
    said = set()
    for totals in ((90, 85, 80), (10, 20, 30)):
        rng = random.Random(3)
        game = Game.continued(NORMAND, None, 0, [list(totals)])
        game.deal_random(rng)
        while game.phase is not Phase.PLAY or len(game.legal_actions()) < 2:
            game.apply(game.legal_actions()[0] if game.phase is not Phase.PLAY else game.sample_action(rng))
        view = game.view(game.to_move)
        action, reason = decide(view, game.legal_actions(), random.Random(1), 5)
        assert isinstance(action, Play) and action in game.legal_actions()
        said.add(("in the partie" in reason.text, dict(reason.values).get("mean") is None))
    assert said == {(True, True), (False, False)}


def _played(totals, seed: int = 2) -> dict:
    """The record of a deal of the table of three from ``totals``, played by level-2
    players (seat 0 deals: seat 1 is elder, seat 0 exchanges as dealer)."""
    from piquet_game.rules.record import game_to_record

    game = Game.continued(NORMAND, None, 0, [list(totals)])
    game.deal_random(random.Random(seed))
    players = [make_player(2, seed=s, seats=3) for s in range(3)]
    while game.to_move is not None:
        s = game.to_move
        game.apply(players[s].choose(game.view(s), game.legal_actions()), s)
    return game_to_record(game)


def _reviewed(totals, seat: int, seed: int = 2):
    """The review of ``seat`` in that deal, over a few worlds."""
    from piquet_game.ai.review import review_deal

    return review_deal(_played(totals, seed), 1, seat, play_worlds=6, exchange_worlds=6, declare_worlds=4)


def test_near_the_target_the_review_counts_the_partie_s_stakes_as_the_master_plays():
    """Near the target the Master plays for the partie's stakes, and the review values
    every decision as it does (100 to a stake) and says so; far from it, the deal's
    points. A seat at 99 all but leaves a winner whatever it does: its cards are each
    worth about a stake, and lose next to nothing, where their points would differ."""
    from piquet_game.ai.partie import GAME_WORTH
    from piquet_game.ai.review import FOR_STAKES

    said = []
    for seat in range(3):
        near = _reviewed((99, 70, 72), seat)
        assert near.for_partie and near.in_stakes and near.partie_note == FOR_STAKES
        for d in near.decisions:
            assert -2 * GAME_WORTH - 1e-9 <= d.chosen_value <= d.best_value <= GAME_WORTH + 1e-9, d
            assert seat or d.kind != "play" or (d.chosen_value >= 90.0 and d.loss <= 10.0), d
            if not seat and d.kind == "declare":  # each world: seat 0 leaves a winner, a stake
                assert d.worlds and d.chosen_value == pytest.approx(GAME_WORTH), d
            if d.why is not None and d.kind != "declare":
                said.append(d.why.text)
        if seat == 0:
            assert {"exchange", "declare", "play"} <= {d.kind for d in near.decisions}
    assert said and all("in the partie" in text for text in said)
    far = _reviewed((10, 20, 30), 0)
    assert not far.for_partie and far.partie_note is None
    said = [d.why.text for d in far.decisions if d.why is not None and d.kind != "declare"]
    assert said and all("points against the others" in text for text in said)


@pytest.mark.parametrize("code", ["en", "fr"])
def test_the_review_command_says_its_points_are_the_partie_s_stakes(tmp_path, code):
    """The command's review of a deal near the target says, in the reader's language,
    that its points are the partie's stakes; its JSON says so too."""
    import io
    import json

    from piquet_game.ai.review import FOR_PARTIE, FOR_STAKES
    from piquet_game.cli.records import cmd_review
    from piquet_game.i18n import Translator

    path = tmp_path / "near.json"
    path.write_text(json.dumps(_played((99, 70, 72))), encoding="utf-8")
    tr = Translator(code)
    out, err = io.StringIO(), io.StringIO()
    assert cmd_review(str(path), 2, 2, False, out, err, tr) == 0, err.getvalue()  # deal 2 of the partie
    assert tr(FOR_STAKES) in out.getvalue() and tr(FOR_PARTIE) not in out.getvalue()
    assert tr(FOR_STAKES) != FOR_STAKES or code == "en"
    out = io.StringIO()
    assert cmd_review(str(path), 2, 2, True, out, err) == 0
    (said,) = json.loads(out.getvalue())
    assert said["for_partie"] is True and said["in_stakes"] is True and said["deal"] == 2


def test_the_review_command_numbers_a_deal_as_the_partie_does():
    """A partie recorded from part-way (the seeds' worked example begins at deal 2,
    from the totals of deal 1) is reviewed deal by deal as the partie counts them, as
    the window's replay numbers them: "Deal 2", ``--deal 2``, and its JSON's deal 2;
    a deal it does not hold is refused in one line."""
    import io
    import json
    from pathlib import Path

    from piquet_game.cli.records import cmd_review

    path = Path(__file__).resolve().parents[1] / "seeds" / "normand-n2-pique-and-leaving.json"
    assert json.loads(path.read_text(encoding="utf-8"))["scores_before"] == [[85, 50, 92]]
    out, err = io.StringIO(), io.StringIO()
    assert cmd_review(str(path), None, 1, False, out, err) == 0, err.getvalue()
    assert out.getvalue().startswith("Deal 2, as ") and "Deal 1" not in out.getvalue()
    again = io.StringIO()
    assert cmd_review(str(path), 2, 1, False, again, err) == 0
    assert again.getvalue() == out.getvalue()
    out = io.StringIO()
    assert cmd_review(str(path), 2, 1, True, out, err) == 0
    (said,) = json.loads(out.getvalue())
    assert said["deal"] == 2 and said["decisions"] and {d["deal"] for d in said["decisions"]} == {2}
    for missing in (1, 3):
        out, err = io.StringIO(), io.StringIO()
        assert cmd_review(str(path), missing, 1, False, out, err) == 2 and out.getvalue() == ""
        assert err.getvalue().count("\n") == 1
        assert f"no deal {missing}: the record holds deal 2 only" in err.getvalue()


@pytest.mark.slow
@pytest.mark.parametrize("code", ["en", "de"])
def test_the_window_s_review_near_the_target_says_its_points_are_stakes(piquet_home, code):
    """The window's review of a deal near the target at the table of three: under the
    loss in all, the line that says its points are the partie's stakes, every line
    inside the panel."""
    from ui_driver import SHOTS, Drawn, make_app, tick

    from piquet_game.ai.review import FOR_STAKES, review_deal
    from piquet_game.i18n import Translator
    from piquet_game.rules.record import replay
    from piquet_game.view.replay import ReplayScene
    from piquet_game.view.review import ReviewScene

    record = _played((99, 70, 72))
    kept = {1: review_deal(record, 1, 2, play_worlds=4, exchange_worlds=4, declare_worlds=4)}
    line = Translator(code)(FOR_STAKES)
    app = make_app(size=(960, 600), animation="off", language=code)
    try:
        scene = ReplayScene(app, replay(record).game, viewer=2)
        app.stack.replace(scene)
        scene.go(scene.steps.deal_starts[0] + 12)
        review = ReviewScene(app, record, 1, 2, cache=kept)
        app.push(review)
        for size in ((960, 600), (1280, 800), (1920, 1080)):
            app.resize(*size)
            tick(app, 2)
            lines = [words for words, _colour in review.lines()]
            assert lines[1] == line
            assert review.shown_deal == scene.model.deal_no == 2  # the partie's second, as the replay says
            app.save_screenshot(SHOTS / "review" / f"review-normand-stakes-{code}-{size[0]}x{size[1]}.png")
            panel = review.panel_rect()
            with Drawn(app) as drawn:
                review.draw(app.screen)
            assert all(panel.contains(rect) for words, rect in drawn.items if words.strip())
            assert any(line.split()[0] in words for words, _rect in drawn.items)
            title = Translator(code)("Review of deal {deal}").format(deal=2)
            assert any(words == title for words, _rect in drawn.items)
    finally:
        app.close()


def test_the_guess_of_who_is_left_is_fitted_by_a_tool_that_beats_no_guess(capsys):
    """``tools/fit_table_left.py``: parties played from near the target, who was left
    at their end; the guess in use (the same softmax the Master values the partie by)
    explains who was left better than a third each, and the farthest from the target
    is the likeliest left more often than not."""
    import json
    import math

    from tool_loader import load_tool

    from piquet_game.ai.table_partie import MIN_SPREAD, SPREAD, left_chances

    tool = load_tool("fit_table_left.py")
    samples = [s for k in range(6) for s in tool.one_partie(k, seed=3, level=2, low=60)]
    assert samples
    for totals, left in samples:
        assert len(totals) == 3 and max(totals) < 100 <= max(totals) + WITHIN and left in range(3)
    assert tool.main(["--parties", "40", "--seed", "3", "--level", "2", "--low", "60", "--try", "0.5:14",
                      "--json"]) == 0
    said = json.loads(capsys.readouterr().out)
    assert said["in_use"]["spread"] == SPREAD and said["in_use"]["min_spread"] == MIN_SPREAD
    assert said["in_use"]["loglik"] > said["flat_loglik"] == round(math.log(1 / 3), 4)
    assert said["best"]["loglik"] >= said["in_use"]["loglik"]
    assert said["in_use"]["likeliest_left"] > 0.4
    # the Master's own value of a deal's end, nobody at the target, is that guess's
    totals = (90, 80, 70)
    chance = left_chances(totals, 100)
    assert chance[2] > chance[1] > chance[0] and sum(chance) == pytest.approx(1.0)
    assert stakes(1).worth(totals) == pytest.approx((1 - chance[1]) - 2 * chance[1])


def test_the_table_parties_tool_plays_whole_parties_and_counts_what_they_pay(capsys):
    """``tools/table_parties.py``: a partie played from chosen totals to its end pays
    what the engine settles (the stakes or the differences add up to nothing), a level
    against itself gains nothing, and the figures do not depend on the workers."""
    import json

    from tool_loader import load_tool

    tool = load_tool("table_parties.py")
    for settlement in ("stake", "difference"):
        variant = NORMAND.with_options(settlement=settlement)
        for k in range(3):
            paid = tool.one_partie((80 + k, 90, 70), k % 3, k, (1, 2, 1), k, variant)
            assert sum(paid) == 0 and sorted(paid)[0] < 0
            if settlement == "stake":
                assert sorted(paid) == [-2.0, 1.0, 1.0]
    same = {}
    for jobs in ("1", "2"):
        assert tool.main(["2", "1", "--starts", "4", "--from", "70:97", "--jobs", jobs, "--json"]) == 0
        said = json.loads(capsys.readouterr().out)
        same[jobs] = (said["margin"], said["ci"])
        assert said["unit"] == "stakes" and said["think_ms"]["decisions"] > 0
    assert same["1"] == same["2"]
    assert tool.main(["2", "2", "--starts", "3", "--from", "80:97", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["margin"] == 0.0
