"""Every level is legal in every game by construction: for each shipped variant with
every combination of its options, each level's exchange (and every other decision of
the deal) is one the engine offers — younger made to take a card when the rules say
so even with nothing he wants to change, elder held to his limits.  A property test
over seeds for the quick levels; the search levels, lighter, over every variant."""

from __future__ import annotations

import itertools
import random

import pytest
from helpers import card_list
from hypothesis import given, settings
from hypothesis import strategies as st
from quick_players import quick_player

from piquet_game.ai import make_player
from piquet_game.ai.heuristics import card_keep_value, keep_order
from piquet_game.ai.rulebased import Classicist
from piquet_game.rules import DealCards, Exchange, Game, Phase, mask_of
from piquet_game.rules.variant import VARIANTS


def every_variant():
    """Each shipped game with each combination of its options."""
    out = []
    for name in sorted(VARIANTS):
        base = VARIANTS[name]
        names = [option for option, _values in base.option_values]
        for values in itertools.product(*(v for _o, v in base.option_values)):
            out.append(base.with_options(**dict(zip(names, values, strict=True))))
    return out


VARIANTS_ALL = every_variant()


def play_deal_with(game: Game, players) -> None:
    """The deal to its end, every decision checked against the engine's offer."""
    while game.phase not in (Phase.DEAL, Phase.PARTIE_OVER):
        seat = game.to_move
        legal = game.legal_actions()
        action = players[seat].choose(game.view(seat), legal)
        assert action in legal, (game.variant.name, game.phase, action)
        game.apply(action, seat)


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), index=st.integers(0, len(VARIANTS_ALL) - 1),
       level=st.sampled_from([1, 2, 3]))
def test_the_quick_levels_are_legal_in_every_game_and_option(seed, index, level):
    variant = VARIANTS_ALL[index]
    rng = random.Random(seed)
    game = Game(variant, first_dealer=rng.randrange(variant.players))
    game.deal_random(rng)
    n = variant.players
    players = [make_player(level if s == seed % n else 1 + (s + seed) % 3, seed + s, n)
               for s in range(variant.players)]
    play_deal_with(game, players)


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS_ALL,
                         ids=lambda v: "-".join([v.name, *map(str, v.options().values())]))
def test_the_search_levels_are_legal_in_every_game_and_option(variant):
    rng = random.Random(len(variant.name))
    game = Game(variant, first_dealer=0)
    game.deal_random(rng)
    players = [quick_player(4 + s % 2, s, seats=variant.players) for s in range(variant.players)]
    play_deal_with(game, players)


def test_younger_takes_the_card_the_rules_ask_even_with_nothing_to_change():
    """Picchetto with the option that the dealer exchanges one card at least: younger
    holds the four top cards of three suits, nothing he would change, and still
    takes one, his card least worth keeping."""
    variant = VARIANTS["picchetto"].with_options(younger_min_exchange=1)
    younger = card_list("AS KS QS JS AH KH QH JH AD KD QD JD")
    elder = card_list("TS 9S 8S 7S TH 9H 8H 7H TD 9D 8D 7D")
    talon = card_list("AC KC QC JC TC 9C 8C 7C")
    for elder_takes in (1, 3, 5):
        game = Game(variant, first_dealer=1)
        game.apply(DealCards((mask_of(elder), mask_of(younger)), talon))
        while game.phase is not Phase.EXCHANGE_ELDER:
            game.apply(game.legal_actions()[0])
        game.apply(Exchange(mask_of(elder[:elder_takes]), None))
        while game.phase is not Phase.EXCHANGE_YOUNGER:
            game.apply(game.legal_actions()[0])
        view = game.view(game.to_move)
        assert all(card_keep_value(view.hand, c, view.rules) >= Classicist.younger_threshold
                   for c in keep_order(view.hand, view.rules)[:3])  # nothing he wants to change
        decision = Classicist(seed=1).exchange(view, game.legal_actions())
        assert isinstance(decision.action, Exchange) and decision.action.discard.bit_count() == 1
        assert decision.action in game.legal_actions()
