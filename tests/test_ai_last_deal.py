"""The Master in the last deal of a Rubicon partie plays for the settlement: a loser
under the rubicon pays the winner's points and his own, so near the end the deal's
margin is not what the partie is worth.  Each card is valued by the settlement of
its solved margin shared around the points the deal makes in all; checked here
against an exhaustive search through the engine, both seats playing for the
settlement, with every card known."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from piquet_game.ai.sampler import World
from piquet_game.ai.search import Master, split_margin
from piquet_game.ai.solver import Solver
from piquet_game.rules import PLAYS, RUBICON, Game, Phase, cards_of


@given(st.integers(0, 200), st.integers(-200, 200))
def test_a_margin_is_shared_around_the_deals_points(total, margin):
    mine, theirs = split_margin(total, margin)
    assert mine - theirs == margin and mine >= 0 and theirs >= 0
    assert max(total, abs(margin)) - 1 <= mine + theirs <= max(total, abs(margin))


def settlement(game: Game, seat: int) -> int:
    """What the partie is worth to ``seat``, both seats playing the rest of the deal
    for it, every score made by the engine (a tie, which another deal breaks: 0)."""
    if game.phase is not Phase.PLAY:
        if not game.is_over or game.winner is None:
            return 0
        return game.result if game.winner == seat else -game.result
    values = []
    for c in cards_of(game.legal_plays()):
        g = game.clone()
        g.apply(PLAYS[c])
        values.append(settlement(g, seat))
    return max(values) if game.to_move == seat else min(values)


def last_deal_at(seed: int, tricks_left: int) -> Game | None:
    """A random last deal (totals of 40 to 200 before it) played at random to a lead
    with ``tricks_left`` tricks to play."""
    rng = random.Random(seed)
    game = Game(RUBICON, first_dealer=seed % 2)
    game.deal_scores = [[rng.randint(40, 200), rng.randint(40, 200)]] + [[0, 0]] * (RUBICON.deals - 2)
    game.deal_random(rng)
    while not (game.phase is Phase.PLAY and not game.trick
               and game.hands[game.to_move].bit_count() == tricks_left):
        if game.to_move is None:
            return None
        game.apply(game.sample_action(rng))
    return game


def leads(seeds: int, tricks_left: int):
    """(game, seat to lead, its cards) for each of the first ``seeds`` random last deals
    that reach a lead with ``tricks_left`` tricks to play."""
    for seed in range(seeds):
        game = last_deal_at(seed, tricks_left)
        if game is not None:
            seat = game.to_move
            assert seat is not None
            yield game, seat, cards_of(game.legal_plays())


def known_values(game: Game, seat: int, cards: list[int]) -> tuple[list[float], list[int]]:
    """The Master's value of each card, and its solved margin, every card known."""
    valued = Master(seed=0).play_world_values(game.view(seat), cards)(World(game.hands[1 - seat], (), 0, 0))
    margins = Solver(RUBICON).move_values(game.hands, game.leader, (), tuple(game.scores),
                                          tuple(game.tricks_won))
    return valued, [margins[c] for c in cards]


@pytest.mark.slow
def test_in_the_last_deal_every_card_is_valued_for_the_settlement():
    """Over 200 random last-deal leads with three tricks to play, every card known: the
    card the Master values best is the settlement's best (exhaustive search) far more
    often than the margin's best, and gives up fewer settlement points in all."""
    positions = best_master = best_margin = lost_master = lost_margin = 0
    for game, seat, cards in leads(200, 3):
        exact = []
        for c in cards:
            g = game.clone()
            g.apply(PLAYS[c])
            exact.append(settlement(g, seat))
        valued, margins = known_values(game, seat, cards)
        mine = max(range(len(cards)), key=lambda i: (valued[i], -i))
        margin = max(range(len(cards)), key=lambda i: (margins[i], -i))
        positions += 1
        best_master += exact[mine] == max(exact)
        best_margin += exact[margin] == max(exact)
        lost_master += max(exact) - exact[mine]
        lost_margin += max(exact) - exact[margin]
    assert positions >= 150
    assert best_master >= positions - 4 and best_master > best_margin
    assert lost_master < lost_margin


def test_before_the_last_deal_the_master_plays_for_the_margin():
    """The same positions one deal earlier: the Master's values are the solved margins."""
    for game, seat, cards in leads(20, 3):
        game.deal_scores.pop()
        valued, margins = known_values(game, seat, cards)
        assert valued == margins


@pytest.mark.slow
def test_the_masters_hint_in_the_last_deal_speaks_of_the_partie():
    """The hint of a card in the last deal gives its gain in the partie's settlement;
    one deal earlier, in the deal's points."""
    checked = 0
    for game, seat, cards in leads(40, 4):
        if len(cards) < 2:
            continue
        legal = game.legal_actions()
        last = Master(seed=0).decide(game.view(seat), legal).reason.text
        game.deal_scores.pop()
        earlier = Master(seed=0).decide(game.view(seat), legal).reason.text
        assert "best for the partie" in last and "partie" not in earlier
        checked += 1
    assert checked >= 20
