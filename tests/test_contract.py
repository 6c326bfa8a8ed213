"""Contract Piquet (Contract Piquet's rules), the engine: the auction, no exchange, the
contract's over- and under-tricks, pique and repique thresholds by the kind of
contract, the redeal when both pass; its worked examples and seeds replayed."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import contract_pique_29, run, scores_of

from piquet_game.rules import Blanche, DealCards, Game, IllegalActionError, Phase, parse_action
from piquet_game.rules.actions import BIDS, CALLS, CONTENT, DOUBLE, PASS, REDOUBLE, Call
from piquet_game.rules.auction import Contract, contract, is_over, legal_calls, passed_out
from piquet_game.rules.record import game_to_record, replay
from piquet_game.rules.variant import CONTRACT, variant_named

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT / "seeds"
E, Y = 0, 1


def calls(*words_by_seat: tuple[int, str]) -> list[tuple[int, Call]]:
    return [(seat, CALLS[w]) for seat, w in words_by_seat]


def load(name: str):
    return replay(json.loads((SEEDS / name).read_text(encoding="utf-8")))


# ----------------------------------------------------------------------- the auction

def test_bids_rank_by_number_then_minus_above_plus():
    words = [b.word for b in BIDS]
    assert words[:4] == ["7+", "7-", "8+", "8-"] and words[-1] == "12-" and len(words) == 12
    assert all(a.rank < b.rank for a, b in zip(BIDS, BIDS[1:], strict=False))
    assert parse_action("call 8-") is CALLS["8-"] and str(CALLS["8-"]) == "call 8-"


def test_elder_opens_with_a_bid_or_a_pass_and_may_not_double_nothing():
    assert legal_calls([], E) == [*BIDS, PASS]
    after = calls((E, "8+"))
    assert legal_calls(after, E) == [*BIDS[3:], PASS, DOUBLE]  # higher bids, pass, double


def test_a_bid_passed_or_doubled_and_answered_ends_the_auction():
    assert contract(calls((E, "7+"), (Y, "pass"))) == Contract(E, 7, False, 1)
    c1 = calls((E, "7+"), (Y, "7-"), (E, "8+"), (Y, "double"))
    assert not is_over(c1) and legal_calls(c1, E) == [REDOUBLE, CONTENT]
    assert contract([*c1, (E, REDOUBLE)]) == Contract(E, 8, False, 4)
    assert contract(calls((E, "7+"), (Y, "7-"), (E, "double"), (Y, "content"))) == Contract(Y, 7, True, 2)
    # a pass is final: after elder's pass, younger's bid stands at once
    assert contract(calls((E, "pass"), (Y, "9-"))) == Contract(Y, 9, True, 1)
    assert passed_out(calls((E, "pass"), (Y, "pass"))) and contract(calls((E, "pass"), (Y, "pass"))) is None


def test_contract_scores_over_and_under_tricks():
    plus, minus = Contract(E, 8, False, 4), Contract(Y, 7, True, 2)
    assert plus.result(10) == (2, 0) and plus.result(8) == (0, 0) and plus.result(5) == (0, 3)
    assert minus.result(7) == (0, 2) and minus.result(5) == (0, 0)
    assert minus.result(3) == (2, 0)  # tricks lost: 12 - won
    assert str(plus) == "8+ redoubled" and str(minus) == "7- doubled"


def deal_game(seed: int = 3) -> Game:
    rng = random.Random(seed)
    game = Game.new(rng, CONTRACT)
    game.deal_random(rng)
    while game.phase is Phase.BLANCHE:
        game.apply(Blanche(False))
    return game


def test_no_exchange_the_talon_out_of_play_and_unseen_then_the_auction():
    game = deal_game()
    assert game.phase is Phase.AUCTION and game.to_move == game.elder and game.talon == []
    for seat in (0, 1):
        view = game.view(seat)
        assert view.talon_seen == 0 and view.talon_left == 0 and not view.known_cards & game.rest
        assert not any(e.kind == "rest" for e in view.events)  # the rest is no one's to see


def test_illegal_calls_are_refused_naming_the_rule_and_change_nothing():
    game = deal_game()
    game.apply(CALLS["9+"], game.elder)
    before = (list(game.calls), game.phase, game.to_move)
    for call, rule in ((CALLS["8-"], "bid-higher"), (CALLS["9+"], "bid-higher"),
                       (REDOUBLE, "redouble"), (CONTENT, "redouble"), (Call("13+"), "no-call")):
        with pytest.raises(IllegalActionError) as err:
            game.apply(call, game.dealer)
        assert err.value.rule == rule, call
        assert (game.calls, game.phase, game.to_move) == before
    with pytest.raises(IllegalActionError) as err:
        game.apply(CALLS["9-"], game.elder)
    assert err.value.rule == "not-your-turn"
    game.apply(DOUBLE, game.dealer)
    with pytest.raises(IllegalActionError) as err:
        game.apply(PASS, game.elder)
    assert err.value.rule == "call-after-double"
    with pytest.raises(IllegalActionError) as err:
        game.apply(DOUBLE, game.elder)
    assert err.value.rule == "call-after-double"
    game.apply(CONTENT, game.elder)
    assert game.contract == Contract(game.elder, 9, False, 2) and game.phase is Phase.DECLARE_POINT
    with pytest.raises(IllegalActionError) as err:
        game.apply(PASS)
    assert err.value.rule == "wrong-phase"


def test_both_pass_and_the_same_dealer_deals_again_nothing_of_it_counting():
    game = deal_game(5)
    dealer, number = game.dealer, game.deal_number
    events = game.apply(PASS) + game.apply(PASS)
    assert [e.kind for e in events] == ["call", "call", "redeal"] and game.phase is Phase.DEAL
    assert game.deal_scores == [] and game.next_dealer == dealer
    game.deal_random(random.Random(9))
    assert game.dealer == dealer and game.deal_number == number and len(game.history) == 1
    assert len(game.history[0].thrown_in) == 1 and game.scores == [0, 0]
    # the record keeps the deal thrown in before the deal dealt again
    rec = game_to_record(game)
    assert len(rec["deals"]) == 2 and rec["deals"][0]["actions"][-1] == {"seat": game.dealer,
                                                                        "act": "call", "call": "pass"}
    again = replay(rec).game
    assert len(again.history) == 1 and len(again.history[0].thrown_in) == 1


# ------------------------------------------------------------------ worked examples

@pytest.mark.parametrize("name, scores, kinds", [
    ("contract-c1-plus-redoubled.json", [110, 16], [("overtricks", E, 80)]),
    ("contract-c2-minus-failed-doubled.json", [136, 7], [("repique", E, 69), ("undertricks", E, 40)]),
    ("contract-failed-plus.json", [27, 39], [("undertricks", Y, 20)]),
    ("contract-redeal-after-two-passes.json", [29, 5], []),
    ("contract-pique-at-29.json", [67, 5], [("pique", E, 31)]),
])
def test_the_seeds_replay_to_the_figures_of_the_text(name, scores, kinds):
    game = load(name).game
    assert game.deal_scores == [scores]
    found = [(e.kind, e.seat, e.points) for e in game.history[0].events
             if e.kind in ("repique", "pique", "overtricks", "undertricks")]
    assert found == kinds
    assert not any(e.kind in ("last", "cards", "capot", "lead") for e in game.history[0].events)


def test_c1_the_plus_pique_at_29_is_blocked_and_c2_the_minus_repique_at_21_is_not():
    c1 = load("contract-c1-plus-redoubled.json").game
    elder_totals = [e.total for e in c1.history[0].events if e.is_score and e.seat == E]
    assert 29 in elder_totals and not any(e.kind == "pique" for e in c1.history[0].events)
    c2 = load("contract-c2-minus-failed-doubled.json").game
    assert c2.contract == Contract(Y, 7, True, 2) and c2.tricks_won == [5, 7]


@pytest.mark.parametrize(("options", "pique", "after"),
                         [(None, 31, 61), ({"pique_bonus_mode": "fixed"}, 30, 60)])
def test_a_plus_contracts_29_in_combinations_piques_with_the_first_trick_won(options, pique, after):
    """the rules common to the games and Contract Piquet's rules: no lead points in a plus contract, so
    combinations of exactly 29 (short of the repique's 30) pique with the first trick
    the player wins: 30, and 29 says 60."""
    game = contract_pique_29(options)
    assert not scores_of(run(game, "play AS")) and game.scores == [29, 0]  # no lead point
    assert scores_of(run(game, "play 7S")) == [("win", E, 1, 30), ("pique", E, pique, after)]
    # the pique is made once: the next trick adds its point alone
    assert scores_of(run(game, "play KS", "play 8S")) == [("win", E, 1, after + 1)]


def test_the_29_does_not_pique_once_the_opponent_has_taken_a_trick():
    game = contract_pique_29()
    assert scores_of(run(game, "play JH", "play AH")) == [("win", Y, 1, 1)]  # Ben takes the first trick
    assert scores_of(run(game, "play AD", "play TD")) == [("win", Y, 1, 2)]
    assert scores_of(run(game, "play 8S", "play AS")) == [("win", E, 1, 30)]
    assert not any(e.kind == "pique" for e in game.history[0].events) and game.scores == [30, 2]


def test_the_fixed_pique_bonus_option_gives_c2_127():
    rec = json.loads((SEEDS / "contract-c2-minus-failed-doubled.json").read_text(encoding="utf-8"))
    game = replay({**rec, "options": {"pique_bonus_mode": "fixed"}}).game
    assert game.deal_scores == [[127, 7]]  # 22 + 60 + 5 + 40
    assert variant_named("contract", {"pique_bonus_mode": "fixed"}).bonus_rules(True) == (21, 30, 21, 60)
    assert CONTRACT.bonus_rules(False) == (29, 31, 30, 60) and CONTRACT.bonus_rules(True) == (21, 39, 21, 69)
    with pytest.raises(ValueError):
        CONTRACT.with_options(pique_bonus_mode="both")


def test_a_partie_of_six_deals_with_a_rubicon_of_150():
    rng = random.Random(11)
    game = Game.new(rng, CONTRACT)
    while not game.is_over:
        game.play_random_deal(rng)
    hi, lo = max(game.totals), min(game.totals)
    assert len(game.deal_scores) in (6, 8)
    if hi != lo:
        assert game.result == (150 + hi - lo if lo >= 150 else 150 + hi + lo)
    assert replay(game_to_record(game)).game.deal_scores == game.deal_scores


def test_a_record_with_a_call_that_breaks_the_auction_exits_2_naming_it(tmp_path):
    rec = json.loads((SEEDS / "contract-c1-plus-redoubled.json").read_text(encoding="utf-8"))
    rec["deals"][0]["actions"][2] = {"seat": 0, "act": "call", "call": "7+"}  # not higher than 7-
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "piquet_game", "replay", str(path)],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2
    assert out.stderr.strip().count("\n") == 0 and "deal 1, action 2" in out.stderr
    assert "higher than 7-" in out.stderr


def test_a_deal_of_the_contract_seeds_is_spoken_in_the_replay(capsys):
    from piquet_game.cli import main

    assert main(["replay", str(SEEDS / "contract-c1-plus-redoubled.json")]) == 0
    out = capsys.readouterr().out
    assert "auction Elder 7+ Younger 7- Elder 8+ Younger double Elder redouble: 8+ redoubled by Elder" in out
    assert "Elder overtricks 80 (110)" in out


def test_the_seeds_are_written_by_the_tool():
    sys.path.insert(0, str(ROOT / "tools"))
    from make_contract_seeds import build_contract

    for name, text in build_contract().items():
        assert (SEEDS / name).read_text(encoding="utf-8") == text


def test_the_deal_cards_of_a_contract_deal_are_checked_as_any_other():
    game = Game(CONTRACT, ("A", "B"))
    with pytest.raises(IllegalActionError):
        game.apply(DealCards((1, 2), ()))


@pytest.mark.slow
def test_every_legal_call_applies_and_every_other_is_refused_with_nothing_changed():
    from hypothesis import given, settings
    from hypothesis import strategies as st

    @settings(max_examples=60, deadline=None)
    @given(st.integers(0, 10_000), st.integers(0, 10_000))
    def check(game_seed, policy_seed):
        game = deal_game(game_seed)
        policy = random.Random(policy_seed)
        while game.phase is Phase.AUCTION:
            legal = game.legal_actions()
            snapshot = (list(game.calls), game.phase, game.to_move, list(game.log), game.contract)
            for call in CALLS.values():
                if call in legal:
                    trial = game.clone()
                    trial.apply(call, game.to_move)
                    assert trial.calls[-1] == (game.to_move, call)
                else:
                    with pytest.raises(IllegalActionError):
                        game.apply(call, game.to_move)
                    assert (game.calls, game.phase, game.to_move, game.log, game.contract) == snapshot
            game.apply(policy.choice(legal))
        assert game.phase in (Phase.DEAL, Phase.DECLARE_POINT)
        assert (game.contract is None) == (game.phase is Phase.DEAL)

    check()
