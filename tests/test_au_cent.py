"""Piquet au cent (Piquet au cent's rules): the partie ends the moment a running total
reaches the target, checked after every score in the strict order of section 0; the
score that reaches it counts in full; the winner scores the difference, doubled
when the loser has less than half the target.  The worked examples AC1-AC3, and
the mechanism in random parties."""

from __future__ import annotations

import random

import pytest
from helpers import cards, deal, declare_best

from piquet_game.rules import Exchange, Game, IllegalActionError, Play
from piquet_game.rules.cards import parse_card
from piquet_game.rules.record import RecordError, game_to_record, replay
from piquet_game.rules.variant import AU_CENT, RUBICON, variant_named


def after(totals: tuple[int, int], variant=AU_CENT) -> Game:
    """An au cent partie standing at ``totals`` after one deal, seat 0 to be elder
    in the next."""
    game = Game(variant, ("Elder", "Younger"), first_dealer=0)
    game.deal_scores = [list(totals)]  # the deals before, as their totals
    return game




def test_ac1_the_end_is_checked_item_by_item():
    game = after((88, 95))
    deal(game, "AS KS JS 9S 8S 7S KH QH JH TH 7D KC", "QD JD TD 9D 8D QS TS AH 9H AC QC JC",
         talon="KD AD 8H 7H TC 9C 8C 7C")
    assert game.elder == 0
    game.apply(Exchange(cards("7D")), 0)
    game.apply(Exchange(0, False), 1)
    declare_best(game)
    # point: elder 6 (55), good: 94; sequences: younger's quint, 15: 110, the end
    assert game.is_over and game.winner == 1 and game.totals == [94, 110]
    assert game.result == 16  # 110 - 94, elder has 50 or more
    kinds = [(e.kind, e.seat, e.points) for e in game.history[-1].events if e.is_score]
    assert kinds == [("point", 0, 6), ("sequence", 1, 15)]  # his quatorze is never scored
    assert game.history[-1].events[-1].kind == "partie-end"


def test_ac2_a_loser_under_fifty_pays_double():
    game = after((95, 40))
    deal(game, "AS JS 9S 7S AH QH TH 8H AD JD 8D TC", "9C 8C 7C KS QS 8S KH 9H 7H KD QD 9D",
         talon="QC TS JH TD 7D AC KC JC")
    game.apply(Exchange(cards("TC")), 0)
    game.apply(Exchange(0, False), 1)
    declare_best(game)
    assert game.is_over and game.totals == [102, 43]
    assert (game.winner, game.result) == (0, 118)  # (102 - 43) doubled: younger has less than 50
    kinds = [(e.kind, e.seat, e.points) for e in game.history[-1].events if e.is_score]
    assert kinds == [("point", 0, 4), ("sequence", 1, 3), ("set", 0, 3)]


def test_ac3_a_pique_crosses_the_target_and_counts_in_full():
    game = after((70, 55))
    deal(game, "AS KS QS JS TS 9S AH 8H 7H 8D 7D KC", "8S 7S KH JH 9H AD QD TD AC QC TC 8C",
         talon="7C QH TH KD JD 9D JC 9C")
    game.apply(Exchange(cards("KC")), 0)
    game.apply(Exchange(0, False), 1)
    declare_best(game)
    assert game.scores == [22, 0] and not game.is_over  # point 6 and a sixieme: no repique
    rng = random.Random(3)
    for lead in ("AS", "KS", "QS", "JS", "TS", "9S", "AH"):
        game.apply(Play(parse_card(lead)), 0)
        game.apply(Play(rng.choice([c for c in range(32) if game.legal_plays() >> c & 1])), 1)
    assert game.scores == [29, 0] and game.totals[0] + game.scores[0] == 99
    game.apply(Play(parse_card("8D")), 0)  # the lead makes 30: pique, 60 in the deal
    assert game.is_over and game.totals == [130, 55] and (game.winner, game.result) == (0, 75)
    assert [e.kind for e in game.history[-1].events[-4:]] == ["lead", "pique", "deal-end", "partie-end"]


def test_nothing_can_be_played_after_the_end():
    game = after((95, 40))
    deal(game, "AS JS 9S 7S AH QH TH 8H AD JD 8D TC", "9C 8C 7C KS QS 8S KH 9H 7H KD QD 9D",
         talon="QC TS JH TD 7D AC KC JC")
    game.apply(Exchange(cards("TC")), 0)
    game.apply(Exchange(0, False), 1)
    declare_best(game)
    assert game.is_over and game.legal_actions() == [] and game.to_move is None
    with pytest.raises(IllegalActionError) as err:
        game.apply(Play(parse_card("AS")), 0)
    assert err.value.rule


@pytest.mark.parametrize("seed", range(40))
def test_random_parties_end_as_the_target_is_reached(seed):
    rng = random.Random(seed)
    game = Game.new(rng, AU_CENT)
    while not game.is_over:
        game.play_random_deal(rng)
    totals = game.totals
    assert max(totals) >= 100 and game.winner == totals.index(max(totals))
    before = [sum(d[i] for d in game.deal_scores[:-1]) for i in (0, 1)]
    assert max(before) < 100  # no deal before the last reached it
    # the last score of the partie is the one that reached it: nothing after it
    events = [e for e in game.history[-1].events if e.is_score]
    running = list(before)
    reached_at = None
    for k, e in enumerate(events):
        running[e.seat] += e.points
        if max(running) >= 100 and reached_at is None:
            reached_at = k
    assert reached_at is not None and reached_at >= len(events) - 2  # a pique or repique may follow it
    hi, lo = max(totals), min(totals)
    assert game.result == (hi - lo) * (2 if lo < 50 else 1)
    # and the record replays to the same end
    again = replay(game_to_record(game)).game
    assert again.is_over and again.totals == totals and again.result == game.result


def test_the_target_is_an_option_kept_in_the_record():
    v = variant_named("au-cent", {"target": 150})
    assert (v.target, v.rubicon) == (150, 75) and v.changed_options() == {"target": 150}
    rng = random.Random(5)
    game = Game.new(rng, v)
    while not game.is_over:
        game.play_random_deal(rng)
    assert max(game.totals) >= 150
    rec = game_to_record(game)
    assert rec["options"] == {"target": 150}
    assert replay(rec).game.variant.target == 150
    assert "options" not in game_to_record(Game.new(random.Random(1), AU_CENT))
    for bad in ({"target": "many"}, {"target": 5}, {"deals": 3}):
        with pytest.raises(RecordError) as err:
            replay({**rec, "options": bad})
        assert err.value.rule == "variant-option"
    with pytest.raises(RecordError):
        replay({**rec, "options": ["target", 150]})


def test_rubicon_has_no_target_and_no_options():
    assert RUBICON.target == 0 and RUBICON.options() == {}
    with pytest.raises(ValueError):
        RUBICON.with_options(target=100)
