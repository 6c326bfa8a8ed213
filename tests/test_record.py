"""Game records (docs/RECORD-FORMAT.md): writing, reading back, and the errors a bad record
gives, each naming the deal and the action."""

from __future__ import annotations

import copy
import json
import random

import pytest
from helpers import cards, deal_game, run, snapshot

from piquet_game.rules import SCORING_KINDS, Blanche, Game, Phase
from piquet_game.rules.record import FORMAT, DealRecords, RecordError, dumps, game_to_record, loads, replay

# One deal, seat 0 dealing, so seat 1 ("Ben") is elder.  Elder exchanges 7D for 7H and holds
# six spades from the ace and hearts 7 to Q; younger holds A K of hearts, five diamonds and
# five clubs.  Nobody declares; elder leads his spades, then 7H, which younger wins; younger
# leads out.  Elder leads 7 tricks (7); younger wins one on elder's lead (1), leads 5 (5)
# and wins the last (1): 7 each, six tricks each, nobody has the cards.
ELDER = "AS KS QS JS TS 9S 8H 9H TH JH QH 7D"
YOUNGER = "AH KH AD KD QD JD TD AC KC QC JC TC"
TALON = "7H 8S 7S 9D 8D 9C 8C 7C"
PLAYS = ("AS AD KS KD QS QD JS JD TS TD 9S AC 7H AH "
         "KC 8H QC 9H JC TH TC JH KH QH").split()


def deal_actions() -> list[dict]:
    acts: list[dict] = [
        {"seat": 1, "act": "exchange", "discard": ["7D"]},
        {"seat": 0, "act": "exchange", "discard": [], "show_rest": False},
    ]
    for cls in ("point", "sequence", "set"):
        acts.append({"seat": 1, "act": "declare", "class": cls, "cards": []})
        acts.append({"seat": 0, "act": "declare", "class": cls, "cards": []})
    # elder leads tricks 1-7 and younger answers; younger, having won the seventh, leads 8-12
    seats = [1, 0] * 7 + [0, 1] * 5
    for seat, card in zip(seats, PLAYS, strict=True):
        acts.append({"seat": seat, "act": "play", "card": card})
    return acts


def one_deal(dealer: int = 0) -> dict:
    hands = [None, None]
    hands[1 - dealer] = ELDER.split()
    hands[dealer] = YOUNGER.split()
    acts = deal_actions()
    if dealer == 1:
        for a in acts:
            a["seat"] = 1 - a["seat"]
    return {"dealer": dealer, "hands": hands, "talon": TALON.split(), "actions": acts}


def record(*deals: dict) -> dict:
    return {"format": FORMAT, "variant": "rubicon", "players": ["Ann", "Ben"], "deals": list(deals)}


def error_of(rec: dict) -> RecordError:
    with pytest.raises(RecordError) as info:
        replay(rec)
    return info.value


# ------------------------------------------------------------------ reading a hand-made record


def test_hand_made_record_replays_to_seven_all():
    rp = replay(record(one_deal()))
    game = rp.game
    assert game.deal_scores == [[7, 7]]
    assert game.tricks_won == [6, 6]
    s = rp.summary()
    assert s["totals"] == [7, 7] and s["finished"] is False
    assert s["winner"] is None and s["result"] is None
    (d,) = s["deals"]
    assert d["dealer"] == 0 and d["scores"] == [7, 7]
    assert [(e["kind"], e["seat"]) for e in d["events"]] == (
        [("lead", 1)] * 7 + [("win", 0)] + [("lead", 0)] * 5 + [("last", 0)])
    assert d["events"][-1] == {"seat": 0, "kind": "last", "points": 1, "total": 7}
    assert all(e["kind"] in SCORING_KINDS for e in d["events"])


def test_two_deals_alternate():
    rp = replay(record(one_deal(0), one_deal(1)))
    assert rp.game.deal_scores == [[7, 7], [7, 7]]
    assert [log.dealer for log in rp.game.history] == [0, 1]


def test_unknown_fields_are_ignored():
    rec = record(one_deal())
    rec["comment"] = "a friendly game"
    rec["deals"][0]["note"] = {"weather": "rain"}
    for a in rec["deals"][0]["actions"]:
        a["think_ms"] = 250
    assert replay(rec).summary() == replay(record(one_deal())).summary()


@pytest.mark.parametrize("k", [0, 1, 2, 5, 8, 9, 21, 30])
def test_a_record_stopping_part_way_replays_to_that_state(k):
    rec = record(one_deal())
    rec["deals"][0]["actions"] = rec["deals"][0]["actions"][:k]
    got = replay(rec).game
    expected = deal_game(ELDER, YOUNGER, TALON, ask_blanche=True, players=("Ann", "Ben"))
    acts = ["no-blanche", "no-blanche", "exchange 7D", "exchange - hide"] + ["declare point -"] * 2 + [
        "declare sequence -"] * 2 + ["declare set -"] * 2 + [f"play {c}" for c in PLAYS]
    # the reader answers "no" to carte blanche only when a later action needs it
    n = k + 2 if k else 0
    run(expected, *acts[:n])
    assert snapshot(got) == snapshot(expected)
    assert got.phase is not Phase.DEAL
    summary = replay(rec).summary()
    assert summary["finished"] is False
    assert summary["deals"][0]["scores"] == list(expected.scores)


# ------------------------------------------------------------------ carte blanche in records

BLANK = "AS TS 9S 8S 7S AH TH 9H 8H 7H AD TD"
COURTS12 = "KS QS JS KH QH JH KD QD JD KC QC JC"
BLANK_TALON = "9D 8D 7D AC TC 9C 8C 7C"


def blank_deal(elder_blank: bool = True) -> dict:
    # seat 0 deals: seat 1 is elder
    elder, younger = (BLANK, COURTS12) if elder_blank else (COURTS12, BLANK)
    return {"dealer": 0, "hands": [younger.split(), elder.split()], "talon": BLANK_TALON.split(),
            "actions": [{"seat": 1, "act": "exchange", "discard": [elder.split()[-1]]}]}


def test_declined_blanche_is_implicit():
    rp = replay(record(blank_deal()))
    game = rp.game
    assert game.blanche == [False, False]
    assert [(s, a) for s, a in game.history[0].actions[:2]] == [(1, Blanche(False)), (0, Blanche(False))]
    assert game.scores == [0, 0]
    assert game.phase is Phase.EXCHANGE_YOUNGER
    # and writing it out again leaves the declined blanche out
    assert game_to_record(game)["deals"][0]["actions"] == blank_deal()["actions"]


def test_declared_blanche_is_recorded_and_scores():
    d = blank_deal()
    d["actions"].insert(0, {"seat": 1, "act": "blanche"})
    rp = replay(record(d))
    assert rp.game.blanche == [False, True]
    assert rp.summary()["deals"][0]["events"] == [{"seat": 1, "kind": "blanche", "points": 10, "total": 10}]
    written = game_to_record(rp.game)["deals"][0]["actions"]
    assert written == d["actions"]
    assert replay(json.loads(dumps(game_to_record(rp.game)))).game.scores == [0, 10]


def test_younger_blanche_after_elders_implicit_no():
    d = blank_deal(elder_blank=False)
    d["actions"].insert(0, {"seat": 0, "act": "blanche"})
    rp = replay(record(d))
    assert rp.game.blanche == [True, False]
    assert rp.game.scores == [10, 0]
    assert rp.game.history[0].actions[0] == (1, Blanche(False))


def test_blanche_errors():
    d = blank_deal()
    d["actions"].insert(0, {"seat": 0, "act": "blanche"})  # younger holds courts
    err = error_of(record(d))
    assert (err.deal, err.action, err.rule) == (1, 0, "blanche-hand")
    assert str(err).startswith("deal 1, action 0: carte blanche is a hand with no king, queen or jack")
    d = blank_deal()
    d["actions"].append({"seat": 0, "act": "exchange", "discard": [], "show_rest": True})
    d["actions"].append({"seat": 1, "act": "blanche"})  # elder, after the exchanges
    err = error_of(record(d))
    assert (err.deal, err.action, err.rule) == (1, 2, "blanche-late")
    assert "before elder's exchange" in str(err)


# ------------------------------------------------------------------ errors name deal and action


def test_illegal_play():
    rec = record(one_deal())
    acts = rec["deals"][0]["actions"]
    j = 8 + 13  # younger's answer to 7H, the seventh trick
    assert acts[j] == {"seat": 0, "act": "play", "card": "AH"}
    acts[j]["card"] = "KC"
    err = error_of(rec)
    assert (err.deal, err.action, err.rule) == (1, j, "follow-suit")
    assert str(err) == f"deal 1, action {j}: must follow suit: you hold a heart"


def test_card_not_held():
    rec = record(one_deal())
    rec["deals"][0]["actions"][8]["card"] = "AH"
    err = error_of(rec)
    assert (err.deal, err.action, err.rule) == (1, 8, "not-held")
    assert str(err) == "deal 1, action 8: you do not hold the ace of hearts"


def test_missing_fields():
    rec = record(one_deal())
    del rec["deals"][0]["actions"][8]["card"]
    err = error_of(rec)
    assert (err.deal, err.action, err.rule) == (1, 8, "field-missing")
    assert str(err) == "deal 1, action 8: missing field 'card'"

    rec = record(one_deal())
    del rec["deals"][0]["actions"][3]["class"]
    assert str(error_of(rec)) == "deal 1, action 3: missing field 'class'"

    rec = record(one_deal())
    del rec["deals"][0]["actions"][0]["seat"]
    assert str(error_of(rec)) == "deal 1, action 0: missing field 'seat'"

    rec = record(one_deal(), one_deal(1))
    del rec["deals"][1]["talon"]
    err = error_of(rec)
    assert (err.deal, err.action) == (2, None)
    assert str(err) == "deal 2: missing field 'talon'"

    rec = record(one_deal())
    del rec["players"]
    err = error_of(rec)
    assert (err.deal, err.action) == (None, None)
    assert str(err) == "missing field 'players'"


def test_wrong_seat():
    rec = record(one_deal())
    rec["deals"][0]["actions"][8]["seat"] = 0  # elder (seat 1, Ben) leads the first trick
    err = error_of(rec)
    assert (err.deal, err.action, err.rule) == (1, 8, "not-your-turn")
    assert str(err) == "deal 1, action 8: it is not your turn: Ben is to move"

    rec = record(one_deal())
    rec["deals"][0]["actions"][0]["seat"] = 0  # younger cannot exchange first
    err = error_of(rec)
    assert (err.deal, err.action, err.rule) == (1, 0, "not-your-turn")

    rec = record(one_deal())
    rec["deals"][0]["actions"][0]["seat"] = 2
    err = error_of(rec)
    assert (err.deal, err.action, err.rule) == (1, 0, "field-type")


def test_bad_cards():
    rec = record(one_deal())
    rec["deals"][0]["actions"][8]["card"] = "XS"
    err = error_of(rec)
    assert (err.deal, err.action, err.rule) == (1, 8, "card-name")
    assert str(err).startswith("deal 1, action 8: the card played: 'XS' is not a card")

    rec = record(one_deal())
    rec["deals"][0]["actions"][0]["discard"] = ["7D", "1S"]
    err = error_of(rec)
    assert (err.deal, err.action, err.rule) == (1, 0, "card-name")
    assert "'1S' is not a card" in str(err)

    rec = record(one_deal())
    rec["deals"][0]["hands"][0][0] = "ZZ"
    err = error_of(rec)
    assert (err.deal, err.action, err.rule) == (1, None, "card-name")
    assert str(err).startswith("deal 1: hand 0: 'ZZ' is not a card")

    rec = record(one_deal())
    rec["deals"][0]["talon"][0] = "AS"  # AS is elder's: the pack is wrong
    err = error_of(rec)
    assert (err.deal, err.action, err.rule) == (1, None, "deal-pack")


def test_wrong_dealer_order():
    rec = record(one_deal(0), one_deal(0))
    err = error_of(rec)
    assert (err.deal, err.action, err.rule) == (2, None, "dealer-order")
    assert str(err) == "deal 2: the deal alternates: seat 1 deals this one"


def test_deal_not_finished_before_the_next():
    first = one_deal(0)
    first["actions"] = first["actions"][:20]
    err = error_of(record(first, one_deal(1)))
    assert (err.deal, err.action, err.rule) == (2, None, "deal-unfinished")
    assert str(err) == "deal 2: the deal before this one was not played to its end"


def test_bad_documents():
    assert error_of({**record(), "format": "piquet-record/9"}).rule == "format"
    assert error_of({**record(), "variant": "skat"}).rule == "variant"
    assert error_of({**record(), "players": ["Ann"]}).rule == "field-type"
    with pytest.raises(RecordError) as info:
        loads("{not json")
    assert info.value.rule == "json" and str(info.value).startswith("not JSON")
    with pytest.raises(RecordError):
        loads("[1, 2]")


def test_unknown_act():
    rec = record(one_deal())
    rec["deals"][0]["actions"][8]["act"] = "lead"
    err = error_of(rec)
    assert (err.deal, err.action, err.rule) == (1, 8, "field-value")
    assert "unknown act 'lead'" in str(err)


# ------------------------------------------------------------------ writing and reading back


def random_partie(seed: int, stop_after: int | None = None) -> Game:
    rng = random.Random(seed)
    game = Game.new(rng)
    steps = 0
    while not game.is_over and (stop_after is None or steps < stop_after):
        if game.phase is Phase.DEAL:
            game.deal_random()
        else:
            game.apply(game.sample_action(rng))
        steps += 1
    return game


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_round_trip_of_a_whole_partie(seed):
    game = random_partie(seed)
    rec = game_to_record(game)
    assert rec["format"] == FORMAT and rec["variant"] == "rubicon"
    assert rec["players"] == list(game.players)
    text = dumps(rec)
    assert json.loads(text) == rec
    rp = loads(text)
    assert rp.game.deal_scores == game.deal_scores
    assert rp.game.totals == game.totals
    assert (rp.game.winner, rp.game.result) == (game.winner, game.result)
    assert rp.game.is_over
    assert [(d.dealer, d.hands, d.talon) for d in rp.game.history] == [
        (d.dealer, d.hands, d.talon) for d in game.history]
    assert [d.actions for d in rp.game.history] == [d.actions for d in game.history]
    assert game_to_record(rp.game) == rec
    s = rp.summary()
    assert s["finished"] is True and s["totals"] == game.totals
    assert (s["winner"], s["result"]) == (game.winner, game.result)
    assert [d["scores"] for d in s["deals"]] == game.deal_scores
    for d in s["deals"]:
        for seat in (0, 1):
            assert sum(e["points"] for e in d["events"] if e["seat"] == seat) == d["scores"][seat]


def test_no_deal_after_the_partie():
    game = random_partie(7)
    rec = game_to_record(game)
    extra = copy.deepcopy(rec["deals"][-2])  # dealt by the seat whose turn it would be
    rec["deals"].append(extra)
    err = error_of(rec)
    assert (err.deal, err.rule) == (len(rec["deals"]), "partie-over")


@pytest.mark.parametrize("steps", [1, 2, 3, 4, 10, 40, 100, 250])
def test_round_trip_part_way(steps):
    game = random_partie(11, stop_after=steps)
    rp = loads(dumps(game_to_record(game)))
    assert rp.game.deal_scores == game.deal_scores
    if game.phase is not Phase.DEAL and all(a == Blanche(False) for _, a in game.history[-1].actions):
        # declined blanches are not written, and the reader supplies them only when a
        # later action needs them: the replay waits on the first answer of the deal
        assert rp.game.phase is Phase.BLANCHE and not rp.game.history[-1].actions
        assert rp.game.hands == game.hands and rp.game.scores == game.scores
    else:
        assert snapshot(rp.game) == snapshot(game)


def test_record_of_an_empty_partie():
    rp = replay(record())
    assert rp.game.history == [] and rp.game.phase is Phase.DEAL
    assert rp.summary() == {"deals": [], "totals": [0, 0], "finished": False, "winner": None,
                            "result": None}


def test_point_and_sequence_cards_in_a_record():
    # a record's declarations: the point as one list, sequences and sets as lists of lists
    game = deal_game("AS KS QS JS 9S TD 9D 8D 7C 8C 9C 7H", "AH KH QH JH 8H AD KD QD AC KC QC 7S",
                     "7D TS 8S TH 9H JD JC TC")
    run(game, "exchange 7H", "exchange - hide", "declare point AS KS QS JS 9S", "declare point -",
        "declare sequence AS KS QS JS / TD 9D 8D 7D", "declare sequence AH KH QH JH / AD KD QD")
    acts = game_to_record(game)["deals"][0]["actions"]
    assert acts[2] == {"seat": 1, "act": "declare", "class": "point", "cards": ["AS", "KS", "QS", "JS", "9S"]}
    assert acts[3] == {"seat": 0, "act": "declare", "class": "point", "cards": []}
    assert acts[4]["cards"] == [["AS", "KS", "QS", "JS"], ["TD", "9D", "8D", "7D"]]
    assert acts[1] == {"seat": 0, "act": "exchange", "discard": [], "show_rest": False}
    assert "show_rest" not in acts[0]
    rp = loads(dumps(game_to_record(game)))
    assert rp.game.scores == game.scores == [0, 5]  # point 5 to elder; sequences equal
    assert rp.game.hands == game.hands and rp.game.hands[1] & cards("7D")


@pytest.mark.parametrize("variant", ["rubicon", "contract", "normand", "voleur"])
def test_deals_recorded_once_are_the_deals_recorded_afresh(variant):
    """A save after every action takes the finished deals' records from the last
    save (DealRecords): after every action of a whole partie they are what the
    partie records afresh, and so is a deal whose last action was taken back and
    made otherwise (as many actions, another last one)."""
    from piquet_game.rules.variant import VARIANTS

    rng = random.Random(11)
    game = Game.new(random.Random(3), VARIANTS[variant])
    kept = DealRecords()
    steps = 0
    while not game.is_over and steps < 3000:
        game.apply(game.shuffled(rng) if game.phase is Phase.DEAL else game.sample_action(rng))
        steps += 1
        assert game_to_record(game, kept) == game_to_record(game), steps
    assert game.is_over and len(game.history) >= 2
    # the last action of the last deal changed in place: the deal is recorded again
    log = game.history[-1]
    seat, action = log.actions[-1]
    before = game_to_record(game, kept)["deals"][-1]["actions"]
    other = next(a for s, a in reversed(log.actions[:-1]) if s != seat or a != action)
    log.actions[-1] = (seat, other)
    after = game_to_record(game, kept)
    assert after == game_to_record(game) and after["deals"][-1]["actions"] != before
