"""Russian Piquet (Russian Piquet's rules) in the engine: exchanges of none or three to
five with no peek, the cards nobody took shown to both, sequences 13 to 18, a point
for every lead and every trick, the last trick 4 (not with a capot), leza 10, capot
40 or an announced open capot 80, pique for elder only and repique decided after the
declarations, both blocked only by the opponent's declarations, two koroliks of two
deals with a draw for the deal before each.  Worked examples R1 and R2."""

from __future__ import annotations

import random

import pytest
from helpers import cards, deal, declare_best, plays

from piquet_game.rules import (
    Exchange,
    Game,
    IllegalActionError,
    OpenCapot,
    Phase,
)
from piquet_game.rules.cards import card_name
from piquet_game.rules.record import RecordError, game_to_record, replay
from piquet_game.rules.variant import RUSSIAN, variant_named

E, Y = 0, 1


def russian(first_dealer: int = Y) -> Game:
    return Game(RUSSIAN, ("Elder", "Younger"), first_dealer=first_dealer, packet=2)






def scored(game: Game) -> list[tuple[str, int, int, int]]:
    return [(e.kind, e.seat, e.points, e.total) for e in game.history[-1].events if e.is_score]


def test_r1_an_open_capot_and_a_repique_decided_after_the_declarations():
    game = russian()
    deal(game, "AS KS QS JS TS 9S AH KH QH AD KD QD", "AC KC QC JC JH TH 9H 8H JD TD 9D 8D")
    assert game.exchange_counts() == (0, 3, 4, 5)
    game.apply(Exchange(0), E)
    game.apply(Exchange(0), Y)  # the cards nobody took are shown to both, without asking
    assert game.rest_shown and any(e.kind == "rest" and e.to is None for e in game.log)
    declare_best(game)
    assert game.phase is Phase.OPEN_CAPOT and game.scores == [117, 0]
    assert [k for k, *_ in scored(game)] == ["point", "sequence", "set", "repique"]
    assert scored(game)[1][2] == 16 + 13 + 13 and scored(game)[2][2] == 9
    game.apply(OpenCapot(True), E)
    game.apply(OpenCapot(False), Y)
    assert game.phase is Phase.PLAY and game.open_capot == E
    plays(game, "AS 8H|KS 9H|QS TH|JS JH|TS 8D|9S 9D|AH TD|KH JD|QH AC|AD KC|KD QC|QD JC")
    events = scored(game)
    assert ("last", E) not in [(k, s) for k, s, *_ in events]  # no extra three with a capot
    assert ("cards", E) not in [(k, s) for k, s, *_ in events]  # nor the leza
    assert events[-1][:3] == ("open-capot", E, 80)
    assert game.deal_scores == [[221, 0]]


def test_r1_unannounced_is_a_plain_capot():
    game = russian()
    deal(game, "AS KS QS JS TS 9S AH KH QH AD KD QD", "AC KC QC JC JH TH 9H 8H JD TD 9D 8D")
    game.apply(Exchange(0), E)
    game.apply(Exchange(0), Y)
    declare_best(game)
    game.apply(OpenCapot(False), E)
    game.apply(OpenCapot(False), Y)
    plays(game, "AS 8H|KS 9H|QS TH|JS JH|TS 8D|9S 9D|AH TD|KH JD|QH AC|AD KC|KD QC|QD JC")
    assert game.deal_scores == [[181, 0]]  # 117 + 24 + 40


def test_r2_pique_despite_a_lost_first_trick():
    game = russian()
    deal(game, "KS QS JS TS 8S 7H AH AD KD 9D 7C 8C", "AC KC QC 9C KH QH 9H 8H 8D 7D 9S 7S")
    game.apply(Exchange(0), E)
    game.apply(Exchange(0), Y)
    declare_best(game)
    assert game.scores == [19, 0]  # point 5; quart to the king, 14, beats younger's tierce
    game.apply(OpenCapot(False), E)
    game.apply(OpenCapot(False), Y)
    plays(game, "7H KH|8D AD|KS 9S|QS 7S|JS 9C|TS 8H|8S 9H|7C AC|KC 8C|7D KD|AH QH|9D QC")
    totals = [(k, s, t) for k, s, _, t in scored(game) if k in ("pique", "cards", "last")]
    assert ("pique", E, 60) in totals  # younger's first trick did not block it
    assert game.deal_scores == [[80, 6]]
    assert game.tricks_won == [9, 3]


def test_exchanges_of_none_or_three_to_five_and_no_peek():
    game = russian()
    deal(game, "AS KS QS JS TS 9S AH KH QH AD KD QD", "AC KC QC JC JH TH 9H 8H JD TD 9D 8D")
    for n in (1, 2):
        with pytest.raises(IllegalActionError) as err:
            game.apply(Exchange(cards(" ".join(["AS", "KS"][:n]))), E)
        assert err.value.rule == "exchange-count"
    game.apply(Exchange(cards("9S QH QD")), E)
    assert not any(e.kind == "peek" for e in game.log)  # no look at the cards left
    assert game.exchange_range() == (0, 5)  # younger: the two elder left, then his three
    with pytest.raises(IllegalActionError) as err:
        game.apply(Exchange(cards("8D"), None), Y)
    assert err.value.rule == "exchange-count"
    with pytest.raises(IllegalActionError) as err:
        game.apply(Exchange(cards("8D 9D TD"), False), Y)
    assert err.value.rule == "show-rest"  # nobody chooses: shown to both
    game.apply(Exchange(cards("8D 9D TD")), Y)
    assert game.rest_shown


def test_two_koroliks_with_a_draw_for_the_deal_before_each():
    rng = random.Random(4)
    game = Game.new(rng, RUSSIAN)
    dealers = []
    while not game.is_over:
        log = game.play_random_deal(rng)
        dealers.append(log.dealer)
    assert len(game.deal_scores) == 4
    assert dealers[1] == 1 - dealers[0] and dealers[3] == 1 - dealers[2]
    assert len(game.korolik_dealers) == 2 and game.korolik_dealers[1] == dealers[2]
    hi, lo = max(game.totals), min(game.totals)
    assert game.result == (hi - lo if hi != lo else None)
    again = replay(game_to_record(game)).game
    assert again.totals == game.totals and [d.dealer for d in again.history] == dealers


def test_a_deal_cannot_be_dealt_before_the_draw():
    from piquet_game.rules import DealCards

    rng = random.Random(5)
    game = Game.new(rng, RUSSIAN)
    for _ in range(2):
        game.play_random_deal(rng)
    assert game.needs_draw()
    with pytest.raises(IllegalActionError) as err:
        game.apply(DealCards((cards("AS"), cards("KS")), ()))
    assert err.value.rule == "korolik-draw"
    game.draw_for_deal(dealer=0)
    assert not game.needs_draw() and game.next_dealer == 0


@pytest.mark.parametrize("seed", range(30))
def test_random_parties_play_by_the_russian_rules(seed):
    rng = random.Random(seed)
    game = Game.new(rng, RUSSIAN)
    while not game.is_over:
        log = game.play_random_deal(rng)
        kinds = [e.kind for e in log.scoring_events]
        elder = 1 - log.dealer
        # pique is elder's only; trick points: a point for each lead and each trick
        assert all(e.seat == elder for e in log.scoring_events if e.kind == "pique")
        trick_points = sum(e.points for e in log.scoring_events if e.kind in ("lead", "win"))
        assert trick_points == 24
        capot = "capot" in kinds or "open-capot" in kinds
        assert ("last" in kinds) != capot and not (capot and "cards" in kinds)
        assert kinds.count("repique") <= 1
        for e in log.scoring_events:
            if e.kind == "repique":  # decided once the declarations are over
                other = 1 - e.seat
                assert not any(x.seat == other and x.kind in ("blanche", "point", "sequence", "set")
                               for x in log.scoring_events)
    rec = game_to_record(game)
    assert replay(rec).game.totals == game.totals


def test_the_game_is_offered_and_found_by_name():
    from piquet_game.rules.variant import VARIANTS

    assert variant_named("russian") is RUSSIAN and VARIANTS["russian"] is RUSSIAN


def test_each_korolik_is_told_with_its_first_deal_and_who_drew_to_deal_it():
    rng = random.Random(4)
    game = Game.new(rng, RUSSIAN)
    told = []
    while not game.is_over:
        events = game.deal_random(rng)
        told.append([e for e in events if e.kind == "korolik"])
        assert [e.kind for e in game.log[:len(told[-1]) + 1]][-1] == "deal"
        while not game.is_over and game.phase is not Phase.DEAL:
            game.apply(rng.choice(game.legal_actions()))
    assert [len(t) for t in told] == [1, 0, 1, 0]
    first, second = told[0][0], told[2][0]
    # each told with the korolik's number and the card each seat drew, face up
    assert first.seat == game.korolik_dealers[0] and first.info[0] == 1 and len(first.info) == 3
    low = min(c & 7 for c in first.info[1:])
    assert [s for s, c in enumerate(first.info[1:]) if c & 7 == low] == [first.seat]
    a, b = game.cut[-1]  # the draw: the lower card deals
    assert second.info == (2, a, b) and second.seat == game.korolik_dealers[1] == (0 if a & 7 < b & 7 else 1)
    assert game.history[2].dealer == second.seat
    record = game_to_record(game)
    assert [d.get("drawn") for d in record["deals"]][:3] == [
        [card_name(c) for c in first.info[1:]], None, [card_name(a), card_name(b)]]
    again = replay(record).game
    told_again = [e.info for d in again.history for e in d.events if e.kind == "korolik"]
    assert told_again == [first.info, second.info]
    # a record that says who dealt, not what was drawn, still reads (the words alone are told)
    for kept in record["deals"]:
        kept.pop("drawn", None)
    bare = replay(record).game
    assert [e.info for d in bare.history for e in d.events if e.kind == "korolik"] == [(1,), (2,)]
    # and a draw that does not make its dealer deal is refused, in one line
    record = game_to_record(game)
    record["deals"][2]["drawn"] = list(reversed(record["deals"][2]["drawn"]))
    with pytest.raises(RecordError, match="drawn: the lower card of the draw deals"):
        replay(record)
