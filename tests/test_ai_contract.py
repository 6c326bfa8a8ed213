"""The computer players in Contract Piquet: the auction by the worth of each call
over the worlds a seat may face, the play of a minus contract by ducking."""

from __future__ import annotations

import random

import pytest

from piquet_game.ai import make_player
from piquet_game.ai.contract import (
    MINUS_SPREAD,
    PLUS_SPREAD,
    Estimate,
    auction_likelihood,
    choose_call,
    minus_guess,
    misere_card,
    misere_tricks,
    plus_guess,
    worlds,
)
from piquet_game.ai.sampler import sample_worlds
from piquet_game.ai.simulate import play_rules
from piquet_game.ai.solver import Solver
from piquet_game.rules import Blanche, DealCards, Game, Phase, Play, mask_of, parse_cards
from piquet_game.rules.actions import CALLS, DOUBLE, PASS, REDOUBLE
from piquet_game.rules.variant import CONTRACT


def dealt(elder: str, younger: str, talon: str) -> Game:
    game = Game(CONTRACT, ("Elder", "Younger"), first_dealer=1)
    game.apply(DealCards((mask_of(parse_cards(elder.split())), mask_of(parse_cards(younger.split()))),
                         tuple(parse_cards(talon.split()))))
    while game.phase is Phase.BLANCHE:
        game.apply(Blanche(False))
    return game


STRONG = ("AS KS QS JS TS AH KH QH JH AD KD QD", "9S 8S 7S TH 9H 8H 7H JD TD 9D 8D 7D",
          "AC KC QC JC TC 9C 8C 7C")
WEAK = ("7S 8S 9S 7H 8H 9H 7D 8D 9D 7C 8C 9C", "AS KS QS JS AH KH QH JH AD KD QD JD",
        "TS TH TD AC KC QC JC TC")


@pytest.mark.parametrize("level", [1, 3, 5])
def test_a_hand_of_tricks_bids_plus_and_a_hand_of_low_cards_bids_minus(level):
    game = dealt(*STRONG)
    d = make_player(level, 1).decide(game.view(0), game.legal_actions())
    assert d.action.is_bid and not d.action.minus and "tricks in spades and hearts" in d.reason
    game = dealt(*WEAK)
    d = make_player(level, 1).decide(game.view(0), game.legal_actions())
    assert d.action.is_bid and d.action.minus, d
    assert "ducking, with your low spades and hearts" in d.reason  # the suits: the order of the pack


def test_a_contract_that_fails_in_every_world_is_doubled_and_a_sure_one_redoubled():
    game = dealt(*WEAK)  # younger holds the tricks: elder's plus bid fails
    game.apply(CALLS["12+"], 0)
    d = make_player(5, 1).decide(game.view(1), game.legal_actions())
    assert d.action in (DOUBLE, CALLS["12-"]) or d.action.is_bid
    est = Estimate(plus=(12,) * 8, minus=(12,) * 8)  # every trick, whatever is done
    view = game.view(1)
    call, _ = choose_call(view, game.legal_actions(), Estimate(plus=(12,) * 8, minus=(0,) * 8))
    assert call == DOUBLE or (call.is_bid and call.rank > CALLS["12+"].rank)
    game.apply(DOUBLE, 1)
    call, reason = choose_call(game.view(0), game.legal_actions(), Estimate(plus=(12,) * 8, minus=(12,) * 8))
    assert call == REDOUBLE and "redouble" in reason
    call, _ = choose_call(game.view(0), game.legal_actions(), Estimate(plus=(0,) * 8, minus=(0,) * 8),
                          doubles=False)
    assert call != REDOUBLE
    assert est.mean_plus == 12


def test_the_worlds_are_the_unseen_cards_and_respect_a_void_shown():
    game = dealt(*STRONG)
    game.apply(CALLS["7+"], 0)
    game.apply(PASS, 1)
    declarer = make_player(1, 1)  # declares all it holds
    while game.phase is not Phase.PLAY:
        game.apply(declarer.choose(game.view(game.to_move), game.legal_actions()))
    game.apply(Play(parse_cards(["AS"])[0]), 0)
    game.apply(Play(parse_cards(["7S"])[0]), 1)
    game.apply(Play(parse_cards(["AH"])[0]), 0)
    game.apply(Play(parse_cards(["7H"])[0]), 1)
    view = game.view(1)  # younger: elder holds the cards he showed and has not played
    played = sum((1 << a) | (1 << b) for _, a, b, _ in view.tricks)
    shown = view.opponent_shown & ~played
    assert shown  # the declarations showed some of elder's cards
    for hand in worlds(view, 20, random.Random(1)):
        assert hand.bit_count() == view.opponent_hand_size
        assert hand & shown == shown and not hand & view.known_cards & ~shown
    spades = mask_of(parse_cards("8S 9S".split()))
    game = dealt(*WEAK)  # elder leads a spade, younger does not follow: younger holds none
    game.apply(CALLS["7-"], 0)
    game.apply(PASS, 1)
    while game.phase is not Phase.PLAY:
        game.apply(game.legal_actions()[0])
    assert game.view(0).hand & spades


def test_misere_tricks_counts_as_the_engine_plays_the_ducking_cards():
    rng = random.Random(4)
    for _ in range(20):
        game = Game.new(rng, CONTRACT)
        game.deal_random(rng)
        while game.phase is not Phase.PLAY:
            if game.phase is Phase.AUCTION:
                game.apply(CALLS["7-"] if not game.calls else PASS)
            else:
                game.apply(game.legal_actions()[0])
        hands = list(game.hands)
        expected = misere_tricks(hands, game.leader, 0)
        while game.phase is Phase.PLAY:
            seat = game.to_move
            other = game.hands[1 - seat] if not game.trick else None
            game.apply(Play(misere_card(game.hands[seat], game.trick, other)))
        assert game.tricks_won[0] == expected


def test_in_a_minus_contract_every_level_ducks_under_the_card_led():
    game = dealt("AS 9S 8S AH KH QH AD KD QD AC KC QC", "KS QS JS TS 7S JH TH 9H JD TD 9D JC",
                 "8H 7H 8D 7D TC 9C 8C 7C")
    game.apply(CALLS["7+"], 0)
    game.apply(CALLS["7-"], 1)
    game.apply(PASS, 0)
    while game.phase is not Phase.PLAY:
        game.apply(game.legal_actions()[0])
    game.apply(Play(parse_cards(["9S"])[0]), 0)  # elder leads the nine of spades
    for level in range(1, 6):
        d = make_player(level, 2).decide(game.view(1), game.legal_actions())
        assert d.action.card == parse_cards(["7S"])[0], (level, d)  # the only card under it


@pytest.mark.slow
@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_every_level_bids_and_plays_a_whole_partie(level):
    rng = random.Random(level)
    game = Game.new(rng, CONTRACT)
    players = [make_player(level, 1), make_player(level, 2)]
    deals = 0
    while not game.is_over and deals < (6 if level < 4 else 2):
        if game.phase is Phase.DEAL:
            game.deal_random(rng)
            continue
        seat = game.to_move
        d = players[seat].decide(game.view(seat), game.legal_actions())
        assert d.reason
        game.apply(d.action, seat)
        deals += game.phase is Phase.DEAL and bool(game.history[-1].scores)
    assert deals >= 2


def test_a_mirrored_pair_of_contract_deals_counts_a_deal_thrown_in_as_nothing():
    from piquet_game.ai.match import play_mirrored_pair

    class Passer:
        """A seat that passes whatever it holds, and plays as level 1 otherwise."""

        def __init__(self) -> None:
            self.inner = make_player(1, 0)

        def choose(self, view, legal):
            return PASS if PASS in legal else self.inner.choose(view, legal)

    result = play_mirrored_pair(7, 1, 2, 0, factory=lambda level, seed: Passer(), variant=CONTRACT)
    assert result.margin == 0 and result.a_scores == (0, 0) and result.b_scores == (0, 0)


# ---------------------------------------------------------------- what the auction says


def _mean_guess(hands, elder: bool) -> float:
    return sum(plus_guess(h, elder) for h in hands) / len(hands)


def test_the_quick_guesses_follow_the_solver_and_the_ducking_playout():
    """On fresh random deals the fitted lines stay within their stated spreads."""
    solver = Solver(CONTRACT)
    rng = random.Random(2027)
    plus_err = minus_err = 0.0
    n = 120
    for _ in range(n):
        cards = list(range(32))
        rng.shuffle(cards)
        hands = [mask_of(cards[:12]), mask_of(cards[12:24])]
        elder_tricks = (12 + solver.value(hands, 0, scores=(1, 1))) // 2
        plus_err += (plus_guess(hands[0], True) - elder_tricks) ** 2
        minus_err += (minus_guess(hands[1], False) - misere_tricks(hands, 0, 1)) ** 2
    assert (plus_err / n) ** 0.5 < PLUS_SPREAD * 1.25
    assert (minus_err / n) ** 0.5 < MINUS_SPREAD * 1.25


def test_a_bid_makes_a_strong_hand_likelier_and_an_opening_pass_a_weak_one():
    strong, weak = mask_of(parse_cards("AS KS QS AH KH QH AD KD 9D AC KC 8C".split())), \
        mask_of(parse_cards("7S 8S 9S 7H 8H TH 7D 8D 9D 7C 8C JC".split()))
    ten_plus = ((0, CALLS["10+"]),)
    assert auction_likelihood(ten_plus, 0, strong, True) > 0.9
    assert auction_likelihood(ten_plus, 0, weak, True) < 0.1
    middling = mask_of(parse_cards("AS 9S 8S KH TH 7H QD JD 8D AC TC 7C".split()))
    opening_pass = ((0, PASS),)  # a pass where any bid was open: neither a plus nor a minus hand
    for extreme in (strong, weak):
        assert auction_likelihood(opening_pass, 0, extreme, True) < \
            0.25 * auction_likelihood(opening_pass, 0, middling, True)
    # another seat's calls say nothing of this one's hand
    assert auction_likelihood(ten_plus, 1, weak, False) == 1.0


@pytest.mark.parametrize("call", ["10+", "pass"])
def test_the_worlds_drawn_follow_the_opponents_call(call):
    """Younger imagines elder's hand: after elder's 10+ his hands are stronger than
    before it, after his opening pass fewer of them are strong; the search levels'
    sampler as well."""
    rng = random.Random(11)
    cards = list(range(32))
    rng.shuffle(cards)
    game = Game(CONTRACT, ("Elder", "Younger"), first_dealer=1)
    game.apply(DealCards((mask_of(cards[:12]), mask_of(cards[12:24])), tuple(cards[24:])))
    while game.phase is Phase.BLANCHE:
        game.apply(Blanche(False))
    # younger's view as the auction opens (it says nothing of elder's hand yet)
    before = worlds(game.view(1), 300, random.Random(1))
    game.apply(CALLS[call] if call != "pass" else PASS, 0)
    after = worlds(game.view(1), 300, random.Random(1))
    sampled = [w.opp_hand for w in sample_worlds(game.view(1), random.Random(1), 300)]
    shift, shift_sampled = _mean_guess(after, True) - _mean_guess(before, True), \
        _mean_guess(sampled, True) - _mean_guess(before, True)
    if call == "10+":
        assert shift > 0.8 and shift_sampled > 0.8
    else:
        def strong(hands):
            return sum(plus_guess(h, True) >= 7.5 for h in hands) / len(hands)
        assert strong(before) > 0.1
        assert strong(after) < 0.5 * strong(before) and strong(sampled) < 0.5 * strong(before)


def test_the_play_is_valued_at_the_contracts_pique_and_repique():
    """Once the contract is known, the simulations and the solver read the pique and
    repique of a plus or a minus contract (not Rubicon's 30 and 30)."""
    for bid, minus in (("7+", False), ("7-", True)):
        game = dealt(*STRONG)
        game.apply(CALLS[bid], 0)
        game.apply(PASS, 1)
        rules = play_rules(game.view(0))
        pt, pb, rt, rb = CONTRACT.bonus_rules(minus)
        assert (rules.pique_threshold, rules.pique_bonus, rules.repique_threshold, rules.repique_bonus) == \
            (pt, pb, rt, rb)
        assert rules.pique_threshold == CONTRACT.contract_pique[minus]
    assert play_rules(dealt(*STRONG).view(0)) is CONTRACT  # before the contract: the variant's own
