"""Your strength (piquet_game/store/strength.py): the rating on the scale of the
computer levels, from constructed deal results and from kept parties; its curve
after each partie; the next level the menu suggests; and the statistics screen and
the menu saying them in English and in French, fitting at 960x600 and 1920x1080.

Kept parties: worked example 5a (deal scores 8-20, 31-5, 26-20, 31-8, 35-7, 23-53:
seat 0 wins four deals of six) and 5b (33-9, 8-31, 11-27, 5-33, 25-13, 11-41: seat 1
wins four)."""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from test_history_window import FIVE_A, FIVE_B, keep, keep_known_games, said, seed_record
from test_screens_fit import look
from ui_driver import click_button, make_app, tick

from piquet_game.i18n import LANGUAGES, Translator
from piquet_game.rules.variant import VARIANTS
from piquet_game.store import history, stats
from piquet_game.store.history import Entry
from piquet_game.store.strength import (
    LEVEL_RATINGS,
    MIDDLE,
    MIN_DEALS,
    RECENT_DEALS,
    Result,
    Suggestion,
    curve,
    deal_results,
    estimate,
    estimate_results,
    expected,
    level_of,
    results_of,
    suggestion,
)
from piquet_game.view.games_words import strength_words
from piquet_game.view.menu import MenuScene
from piquet_game.view.statistics import StatsScene

START = datetime(2025, 3, 1, 20, 30).astimezone()
L = LEVEL_RATINGS


def won(level: int, n: int) -> list[Result]:
    return [Result(1.0, L[level], level)] * n


def lost(level: int, n: int) -> list[Result]:
    return [Result(0.0, L[level], level)] * n


def entry(n: int, scores: list[tuple[int, int]], level: int | None = 3, viewer: int | None = 0,
          mode: str = "computer", complete: bool = True) -> Entry:
    """A kept two-player partie against ``level``, the n-th in time, with these deal scores."""
    return Entry(path=Path(f"{n:04d}.json"), finished=START + timedelta(hours=n), players=("You", "Bot"),
                 viewer=viewer, opponent="Bot", level=level, mode=mode, totals=(0, 0), winner=0, result=1,
                 rubicon=False, deals=len(scores), complete=complete, deal_scores=tuple(scores))


def deals(wins: int, losses: int, ties: int = 0, seat: int = 0) -> list[tuple[int, int]]:
    """Deal scores the person (``seat``) wins, loses and ties, in that order."""
    one = [(30, 10)] * wins + [(10, 30)] * losses + [(20, 20)] * ties
    return [s if seat == 0 else (s[1], s[0]) for s in one]


# ------------------------------------------------------------------ the scale


def test_the_levels_are_placed_by_the_measured_ladder():
    assert L[3] == MIDDLE == 1500
    assert [round(L[k]) for k in range(1, 6)] == [1345, 1460, 1500, 1568, 1619]
    # each step gives the lower level the share of deals it won in the ladder
    assert expected(L[1], L[2]) == pytest.approx(1 - 0.659)
    assert expected(L[5], L[4]) == pytest.approx(0.574)
    for k in range(1, 6):
        assert level_of(L[k]) == pytest.approx(k)
    assert level_of((L[3] + L[4]) / 2) == pytest.approx(3.5)
    assert level_of(L[5] + 1000) > 5 and level_of(L[1] - 1000) < 1  # beyond, by the mean spacing


# ------------------------------------------------------------------ the estimate


def test_no_data_no_estimate():
    assert estimate([]) is None and estimate_results([]) is None and curve([]) == []
    # parties that do not count: between two players, unfinished, a level not known
    ignored = [entry(1, deals(5, 1), mode="two-players", viewer=None), entry(2, deals(5, 1), complete=False),
               entry(3, deals(5, 1), level=None)]
    assert estimate(ignored) is None and curve(ignored) == []


def test_one_result_is_a_modest_move_from_the_middle():
    up, down = estimate_results(won(3, 1)), estimate_results(lost(3, 1))
    assert up is not None and down is not None
    assert 1500 < up.rating < 1550 and 1450 < down.rating < 1500
    assert up.rating - 1500 == pytest.approx(1500 - down.rating)
    assert 3.0 < up.level < 4.0 and 2.0 < down.level < 3.0
    assert up.deals == 1 and up.margin > 150  # one deal says little


def test_beating_level_3_and_losing_to_level_5_lands_between_them():
    results = won(3, 8) + lost(3, 2) + won(5, 3) + lost(5, 7)
    s = estimate_results(results * 5)
    assert s is not None and 3 < s.level < 5
    assert L[3] < s.rating < L[5]
    # figures: 100 deals give about 1580 ± 65 (level 4.3)
    assert s.rating == pytest.approx(1580, abs=5) and s.margin == pytest.approx(65, abs=5)


def test_more_results_narrow_the_interval():
    mix = won(3, 6) + lost(3, 4)
    fits = [estimate_results(mix * k) for k in (1, 4, 16, 64)]
    margins = [f.margin for f in fits if f is not None]
    assert len(margins) == 4
    assert all(a > b for a, b in zip(margins, margins[1:], strict=False))
    # with the data outweighing the prior, four times the deals halve it
    assert margins[3] == pytest.approx(margins[2] / 2, rel=0.1)
    assert fits[3] is not None and fits[3].low < fits[3].rating < fits[3].high
    # 60% against level 3 settles about 70 points above it (400 log10(1.5))
    assert fits[3].rating == pytest.approx(1500 + 70.4, abs=4)


@pytest.mark.parametrize("winning", [True, False])
def test_all_wins_or_all_losses_stay_bounded(winning):
    for n in (1, 12, 200, 2000):
        s = estimate_results(won(5, n) if winning else lost(1, n))
        assert s is not None and s.error > 0
        assert abs(s.rating - 1500) < 1200  # finite: the prior holds it
        assert (s.rating > L[5]) if winning and n >= 12 else True
        assert (s.rating < L[1]) if not winning and n >= 12 else True


def test_a_tie_counts_half():
    assert estimate_results([Result(0.5, L[4], 4)] * 40).rating == pytest.approx(L[4] - 35, abs=35)
    half = estimate_results(won(3, 20) + lost(3, 20))
    ties = estimate_results([Result(0.5, L[3], 3)] * 40)
    assert half.rating == pytest.approx(ties.rating) == pytest.approx(1500)


# ------------------------------------------------------------------ from kept parties


def test_each_deal_is_a_result_against_the_level():
    e = entry(1, [(30, 10), (10, 30), (20, 20)], level=4)
    assert [r.score for r in results_of(e)] == [1.0, 0.0, 0.5]
    assert all(r.against == L[4] and r.level == 4 for r in results_of(e))
    seat1 = entry(2, [(30, 10), (10, 30)], level=2, viewer=1)  # the person's seat's scores
    assert [r.score for r in results_of(seat1)] == [0.0, 1.0]


def test_a_kept_partie_gives_its_deals():
    record = dict(seed_record(FIVE_A), mode="computer", viewer=0, opponent="Classicist", level=3)
    e = history.entry_of(Path("20250301-203000-classicist.json"), record)
    assert [r.score for r in results_of(e)] == [0, 1, 1, 1, 1, 0]


def test_piquet_normand_compares_the_person_with_each_computer_at_the_table():
    normand = VARIANTS["normand"]
    e = Entry(path=Path("n.json"), finished=START, players=("You", "East", "West"), viewer=0, opponent=None,
              level=None, mode="computer", totals=(0, 0, 0), winner=None, result=None, rubicon=False,
              deals=3, deal_scores=((30, 10, 40), (20, 20, 5), (0, 50, 10)), variant=normand,
              levels=(None, 2, 4), at_table=((0, 1, 2), (0, 1, 2), (1, 2)))
    got = [[(r.score, r.level) for r in deal] for deal in deal_results(e)]
    assert got == [[(1.0, 2), (0.0, 4)], [(0.5, 2), (1.0, 4)]]  # the third deal he had left


def test_four_handed_rates_the_persons_half_of_the_side():
    voleur = VARIANTS["voleur"]
    partner = next(s for s in range(1, 4) if voleur.side_of(s) == voleur.side_of(0))
    levels = [None, 3, 3, 3]
    levels[partner] = 5
    e = Entry(path=Path("v.json"), finished=START, players=("You", "East", "North", "West"), viewer=0,
              opponent=None, level=None, mode="computer", totals=(0, 0), winner=0, result=1, rubicon=False,
              deals=2, deal_scores=((40, 10), (10, 40)), variant=voleur, levels=tuple(levels))
    results = results_of(e)
    assert [(r.score, r.share, r.partner, r.against, r.level) for r in results] == [
        (1.0, 0.5, L[5] / 2, L[3], 3), (0.0, 0.5, L[5] / 2, L[3], 3)]
    # a person as the partner: not counted
    levels[partner] = None
    assert results_of(Entry(**{**e.__dict__, "levels": tuple(levels)})) == []


def test_the_curve_has_one_point_per_partie_in_order():
    parties = [entry(k, deals(4 + k % 3, 2), level=2 + k % 3) for k in range(8)]
    parties.insert(3, entry(20, deals(3, 3), mode="two-players", viewer=None))  # not counted
    shuffled = parties[:]
    random.Random(4).shuffle(shuffled)
    points = curve(shuffled)
    assert len(points) == 8
    assert [p.finished for p in points] == [START + timedelta(hours=k) for k in range(8)]
    assert [p.strength.deals for p in points] == [6 * (k + 1) + sum(k2 % 3 for k2 in range(k + 1))
                                                  for k in range(8)]
    assert [p.strength.parties for p in points] == list(range(1, 9))
    whole = estimate(parties)
    assert whole is not None and points[-1].strength.rating == pytest.approx(whole.rating)
    assert stats.compute(shuffled).strength == points[-1].strength
    assert stats.compute(shuffled).strength_curve == points


# ------------------------------------------------------------------ the next level


def kept(level: int, *scores: list[tuple[int, int]]) -> list[Entry]:
    return [entry(k, s, level=level) for k, s in enumerate(scores)]


@pytest.mark.parametrize("wins,losses,ties,suggested", [
    (8, 4, 0, True),     # 67% of 12
    (7, 5, 0, False),    # 58% of 12
    (11, 0, 0, False),   # every deal, but fewer than 12
    (9, 6, 0, True),     # exactly 60% of 15
    (8, 6, 1, False),    # 8.5 of 15: a tie is a half
    (18, 12, 0, True),   # exactly 60% of 30
    (17, 12, 1, False),
])
def test_the_next_level_is_suggested_exactly_at_the_threshold(wins, losses, ties, suggested):
    parties = kept(3, deals(wins, losses, ties))
    got = suggestion(parties, 3)
    assert (got is not None) == suggested
    if suggested:
        assert got == Suggestion(3, 4, float(wins), wins + losses + ties)
    assert MIN_DEALS == 12 and RECENT_DEALS == 30


def test_the_suggestion_reads_the_last_deals_against_that_level_only():
    old_wins = entry(0, deals(30, 0))
    recent_losses = entry(1, deals(10, 20))
    assert suggestion([old_wins, recent_losses], 3) is None  # only the last 30 deals count
    assert suggestion([old_wins], 3) == Suggestion(3, 4, 30.0, 30)
    elsewhere = entry(2, deals(30, 0), level=2)
    assert suggestion([elsewhere, recent_losses], 3) is None
    assert suggestion([elsewhere], 2) == Suggestion(2, 3, 30.0, 30)
    # whole parties, newest first, across several: 4 + 4 of the last 12 deals
    assert suggestion(kept(3, deals(4, 2), deals(2, 4)), 3) is None
    assert suggestion(kept(3, deals(4, 2), deals(4, 2)), 3) == Suggestion(3, 4, 8.0, 12)


def test_never_above_level_5():
    assert suggestion(kept(5, deals(40, 0)), 5) is None
    assert suggestion(kept(4, deals(40, 0)), 4) == Suggestion(4, 5, 30.0, 30)


# ------------------------------------------------------------------ the screens


def test_the_statistics_show_the_rating_in_english_and_in_french():
    keep_known_games()  # 2 of 6 deals won against level 2, 6 of 12 against level 3
    for code, title in (("en", "Your strength"), ("fr", "Votre force")):
        app = make_app(size=(1280, 720), animation="off", language=code)
        try:
            scene = StatsScene(app)
            app.stack.replace(scene)
            words = [t for t, _r in said(app, 2)]
            strength = scene.stats.strength
            assert strength is not None and strength.deals == 18 and strength.parties == 3
            assert 1400 < strength.rating < 1500
            head, rating, span = strength_words(strength, Translator(code))
            assert title in words and head in words and rating in words and span in words
            if code == "fr":
                assert head.startswith("Niveau ") and "," in head and rating.startswith("Classement ")
            else:
                assert head.startswith("About level ") and "." in head
            assert len(scene.stats.strength_curve) == 3
        finally:
            app.close()


@pytest.mark.slow
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)], ids=["960x600", "1920x1080"])
def test_the_statistics_with_twenty_results_and_the_rating_fit(size):
    """Twenty parties and more (the chart's bars beside the rating and its curve):
    nothing cut, nothing on anything, in each language."""
    keep_known_games()
    for k in range(20):
        record = seed_record(FIVE_A if k % 3 else FIVE_B)
        keep(record, START + timedelta(days=10, hours=k), players=["You", "Classicist"], viewer=k % 2,
             opponent="Classicist", level=3 + k % 2)
    found = []
    app = make_app(size=size, animation="off")
    try:
        for code in LANGUAGES:
            app.set_language(code)
            scene = StatsScene(app)
            app.stack.replace(scene)
            found += look(app, f"statistics-{code}", shot="strength-statistics")
            assert len(scene.bars) == 20 and len(scene.stats.strength_curve) == 23
            assert scene.curve_rect.h > 20
    finally:
        app.close()
    assert not found, found


@pytest.mark.slow
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)], ids=["960x600", "1920x1080"])
def test_the_menu_suggests_the_next_level_when_it_applies(size):
    # 5a as seat 0 and 5b as seat 1: four deals of six each, 8 of 12 against level 3
    keep(seed_record(FIVE_A), START, players=["You", "Classicist"], viewer=0, opponent="Classicist", level=3)
    keep(seed_record(FIVE_B), START + timedelta(days=1), players=["Classicist", "You"], viewer=1,
         opponent="Classicist", level=3)
    app = make_app(size=size, animation="off", level=3)
    found = []
    try:
        for code, words in (
                ("en", "You win most deals against level 3: try level 4"),
                ("fr", "Vous gagnez la plupart des donnes contre le niveau 3\u202f: essayez le niveau 4")):
            app.set_language(code)
            app.stack.replace(MenuScene(app))
            tick(app, 2)
            assert app.stack.top.suggested == Suggestion(3, 4, 8.0, 12)
            assert words in [t for t, _r in said(app, 2)]
            found += look(app, f"menu-{code}", shot="strength-menu")
        for code in ("de", "it", "ru"):  # the longer words fit too
            app.set_language(code)
            app.stack.replace(MenuScene(app))
            said_here = [t for t, _r in said(app, 2)]
            assert Translator(code)("You win most deals against level {level}: try level {next}").format(
                level=3, next=4) in said_here
            found += look(app, f"menu-{code}", shot="strength-menu")
        app.set_language("en")
        assert click_button(app, "4")  # taking it is choosing the level, as ever
        assert app.settings.level == 4 and app.stack.top.suggested is None
        assert not any("try level" in t for t, _r in said(app, 2))
    finally:
        app.close()
    assert not found, found


def test_no_suggestion_without_most_deals_won():
    keep_known_games()  # 6 of 12 against level 3
    app = make_app(size=(960, 600), animation="off", level=3)
    try:
        app.stack.replace(MenuScene(app))
        assert app.stack.top.suggested is None
        assert not any("try level" in t for t, _r in said(app, 2))
    finally:
        app.close()
