"""The exact trick-play solver against a plain minimax and against the engine."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import cards, contract_pique_29, deal_game, run

from piquet_game.ai.simulate import contract_rules
from piquet_game.ai.solver import Solver
from piquet_game.rules import PLAYS, RUBICON, Game, Phase

ROOT = Path(__file__).resolve().parents[1]
V = RUBICON


# ---------------------------------------------------------------------------
# A reference written from the rules alone: every line of play, no pruning, no table.

def _add(scores: list[int], seat: int, points: int) -> None:
    """Score points for a seat, with the pique: reaching 30 (from below) while the
    other seat has nothing adds 30."""
    if not points:
        return
    before = scores[seat]
    scores[seat] += points
    if before < V.pique_threshold <= scores[seat] and scores[1 - seat] == 0:
        scores[seat] += V.pique_bonus


def _legal(hands, leader, trick) -> list[int]:
    mover = 1 - leader if trick else leader
    hand = hands[mover]
    if trick:
        follow = hand & (0xFF << (trick[0] & ~7))
        if follow:
            hand = follow
    return [c for c in range(32) if hand >> c & 1]


def _play(hands, leader, trick, scores, won, card):
    """The position after ``card`` is played by the seat to move."""
    mover = 1 - leader if trick else leader
    hands = list(hands)
    hands[mover] &= ~(1 << card)
    scores = list(scores)
    won = list(won)
    if not trick:
        _add(scores, mover, V.lead_points)
        return hands, leader, (card,), scores, won
    lead = trick[0]
    winner = mover if card >> 3 == lead >> 3 and card > lead else leader
    won[winner] += 1
    _add(scores, winner, V.win_opponent_lead_points if winner != leader else V.win_own_lead_points)
    if not hands[0] and not hands[1]:
        _add(scores, winner, V.last_trick_points)
        total = won[0] + won[1]
        if total == 12:
            for s in (0, 1):
                if won[s] == 12:
                    scores[s] += 40
                elif won[s] >= 7:
                    scores[s] += 10
    return hands, winner, (), scores, won


def brute_final(hands, leader, trick, scores, won) -> tuple[int, int]:
    """The final scores when each seat plays to maximize its score less the other's."""
    if not hands[0] and not hands[1]:
        return scores[0], scores[1]
    mover = 1 - leader if trick else leader
    best = None
    for card in _legal(hands, leader, trick):
        final = brute_final(*_play(hands, leader, trick, scores, won, card))
        if best is None or final[mover] - final[1 - mover] > best[mover] - best[1 - mover]:
            best = final
    return best


def brute_move_values(hands, leader, trick, scores, won) -> dict[int, int]:
    mover = 1 - leader if trick else leader
    base = scores[mover] - scores[1 - mover]
    out = {}
    for card in _legal(hands, leader, trick):
        final = brute_final(*_play(hands, leader, trick, scores, won, card))
        out[card] = final[mover] - final[1 - mover] - base
    return out


# ---------------------------------------------------------------------------
# Positions from real deals.

def game_at_first_lead(rng: random.Random) -> Game:
    game = Game(first_dealer=rng.randrange(2))
    game.deal_random(rng)
    while game.phase is not Phase.PLAY:
        game.apply(game.sample_action(rng))
    return game


def small_position(seed: int):
    """A position with 2 to 5 tricks left, sometimes in mid-trick, with scores and
    tricks won chosen so that the pique, the cards and the capot are in play."""
    rng = random.Random(seed)
    game = game_at_first_lead(rng)
    left = rng.randint(2, 5)
    for _ in range(2 * (12 - left) + rng.randrange(2)):
        game.apply(game.sample_action(rng))
    scores = list(game.scores)
    won = list(game.tricks_won)
    kind = seed % 4
    if kind == 1:
        # a pique within reach of one seat while the other has nothing
        s = rng.randrange(2)
        scores[s] = rng.randint(30 - left - 1, 29)
        scores[1 - s] = 0
        if game.trick and s != game.leader:
            scores[s] = 0
            scores[1 - s] = rng.randint(30 - left - 1, 29)
    elif kind == 2:
        # capot still possible for one seat
        s = rng.randrange(2)
        played = sum(won)
        won = [played, 0] if s == 0 else [0, played]
    elif kind == 3:
        # the cards hang on the last tricks
        played = sum(won)
        w0 = rng.randint(max(0, played - 6), min(6, played))
        won = [w0, played - w0]
    return tuple(game.hands), game.leader, tuple(game.trick), tuple(scores), tuple(won)


@pytest.mark.parametrize("block", range(8))
def test_values_agree_with_plain_minimax(block):
    solver = Solver()
    for seed in range(block * 25, block * 25 + 25):
        hands, leader, trick, scores, won = small_position(seed)
        expected = brute_move_values(hands, leader, trick, scores, won)
        got = solver.move_values(hands, leader, trick, scores, won)
        assert got == expected, (seed, hands, leader, trick, scores, won)
        assert solver.value(hands, leader, trick, scores, won) == max(expected.values())
        card, value = solver.best(hands, leader, trick, scores, won)
        assert expected[card] == value == max(expected.values())


def test_values_agree_with_minimax_on_deals_that_are_not_whole():
    """Hands dealt at random with no tricks won before: no cards or capot count."""
    rng = random.Random(77)
    solver = Solver()
    for _ in range(60):
        n = rng.randint(1, 4)
        deck = rng.sample(range(32), 2 * n)
        hands = (sum(1 << c for c in deck[:n]), sum(1 << c for c in deck[n:]))
        leader = rng.randrange(2)
        scores = (0, 0) if rng.random() < 0.5 else ((27, 0) if leader == 0 else (0, 27))
        expected = brute_move_values(hands, leader, (), scores, (0, 0))
        assert solver.move_values(hands, leader, (), scores, (0, 0)) == expected


# ---------------------------------------------------------------------------
# Positions worked out by hand.

def test_holding_every_winner_makes_capot():
    """Elder holds the eight spades and the four top hearts: he leads and wins all
    twelve tricks: 12 for the leads, 1 for the last, 40 for capot; younger nothing."""
    elder = cards("AS KS QS JS TS 9S 8S 7S AH KH QH JH")
    younger = cards("TH 9H 8H 7H AD KD QD JD TD 9D 8D 7D")
    solver = Solver()
    assert solver.value((elder, younger), 0) == 12 + 1 + 40
    # from 20 with younger at nothing, the tenth lead makes 30: the pique adds 30
    assert solver.value((elder, younger), 0, scores=(20, 0)) == 12 + 1 + 40 + 30
    # had younger a point, no pique
    assert solver.value((elder, younger), 0, scores=(20, 1)) == 53
    # every card is as good as another
    assert set(solver.move_values((elder, younger), 0).values()) == {53}


def test_lose_the_small_card_first_to_win_the_last_trick():
    """Leader AS 7H, follower KS 8H, two tricks, nothing else won in the deal (so no
    cards).  Ace first: leader 1 (lead) + 1 (lead) = 2, follower 1 (wins the heart)
    + 1 (last) = 2, worth 0.  Seven of hearts first: the follower wins it (1 each),
    must lead the king into the ace: follower 1 (lead), leader 1 (win) + 1 (last):
    3 to 2, worth 1."""
    hands = (cards("AS 7H"), cards("KS 8H"))
    values = Solver().move_values(hands, 0)
    assert values == {cards_one("AS"): 0, cards_one("7H"): 1}


def test_the_lead_point_that_reaches_thirty_piques_even_on_a_lost_trick():
    """Leader at 27, follower at 0; leader AS KS 7H, follower QS JS 8H.  Cashing the
    two spades makes 29; leading the seven makes 30 while the follower has nothing:
    pique, 60, before the follower wins the trick (1) and the last (1).  Leader
    3 + 30, follower 2: worth 31.  The seven first gives the follower a point at once
    (no pique) and the lead; whichever spade he leads, the leader wins it and the
    last: leader 4, follower 2: worth 2."""
    hands = (cards("AS KS 7H"), cards("QS JS 8H"))
    values = Solver().move_values(hands, 0, scores=(27, 0))
    assert values == {cards_one("AS"): 31, cards_one("KS"): 31, cards_one("7H"): 2}
    assert Solver().value(hands, 0, scores=(27, 0)) == 31


def test_a_trick_in_progress_is_valued_for_the_follower():
    """The leader (seat 1) led the 7 of hearts and holds KS; seat 0 holds 8H AS and
    must follow with the eight: he wins (1), leads the ace (1) and wins the last (1):
    worth 3 to him."""
    hands = (cards("8H AS"), cards("KS"))
    values = Solver().move_values(hands, 1, trick=(cards_one("7H"),), scores=(0, 1))
    assert values == {cards_one("8H"): 3}
    hands = (cards("9S AS"), cards("KS"))
    values = Solver().move_values(hands, 1, trick=(cards_one("7H"),), scores=(0, 1))
    # void in hearts: discard.  Keep the ace: seat 1 leads the king into it:
    # seat 1 +1, seat 0 +1 (win) +1 (last): worth 1.  Keep the nine: seat 1 wins with
    # the king: seat 1 +1 (lead) +1 (last): worth -2.
    assert values == {cards_one("9S"): 1, cards_one("AS"): -2}


def cards_one(name: str) -> int:
    return cards(name).bit_length() - 1


# ---------------------------------------------------------------------------
# The value is what the engine scores when both seats follow the solver.

def play_out_with_solver(game: Game, solver: Solver) -> None:
    while game.phase is Phase.PLAY:
        card, value = solver.best(game.hands, game.leader, tuple(game.trick),
                                  tuple(game.scores), tuple(game.tricks_won))
        mover = game.to_move
        before = game.scores[mover] - game.scores[1 - mover]
        game.apply(PLAYS[card])
        if game.phase is Phase.PLAY:
            # the value of the position after the card, from the same side
            after = solver.value(game.hands, game.leader, tuple(game.trick),
                                 tuple(game.scores), tuple(game.tricks_won))
            if game.to_move != mover:
                after = -after
            now = game.scores[mover] - game.scores[1 - mover]
            assert now - before + after == value


@pytest.mark.parametrize("seed", range(12))
def test_value_is_the_score_the_engine_gives_to_best_play(seed):
    rng = random.Random(1000 + seed)
    game = game_at_first_lead(rng)
    plies = 0 if seed < 4 else rng.randrange(1, 16)
    for _ in range(plies):
        game.apply(game.sample_action(rng))
    if seed % 3 == 2:
        # put the seat to move within reach of a pique (the engine takes the scores
        # as they stand)
        mover = game.to_move
        game.scores[mover] = 30 - rng.randint(2, 8)
        game.scores[1 - mover] = 0
    mover = game.to_move
    start = game.scores[mover] - game.scores[1 - mover]
    solver = Solver()
    value = solver.value(game.hands, game.leader, tuple(game.trick), tuple(game.scores),
                         tuple(game.tricks_won))
    play_out_with_solver(game, solver)
    final = game.deal_scores[-1]
    assert final[mover] - final[1 - mover] - start == value


def test_a_pique_through_the_engine():
    """Elder exchanges 8C for 7C and scores point of six (6), sixieme (16) and three
    aces (3): 25, younger declaring nothing.  He holds nine sure winners (six spades,
    two aces, and the 7C, younger having no club); his 7H 8H 7D are below every red
    card younger holds, and younger, with ten red cards and at most five to throw
    (four on the spades, one on the club), keeps enough to cover them: nine tricks
    for elder, the cards (10), no capot.  In trick points a trick is worth +1 to
    elder when he leads and wins it, -1 when younger leads and wins it, 0 when it
    changes the lead, and the last trick 1 more to its winner: nine tricks to three
    come to at most 9 - 3 + 1 = 7, the last trick included.  Cashing five spades
    first makes 30 at the fifth lead while younger has nothing: the pique, 30 more.
    So 47 at most, and elder gets it: spades first, then the 7H; younger, left with
    six red cards, must lead into the aces, and elder keeps the 7C for the last."""
    game = deal_game("AS KS QS JS TS 9S AH AD 7H 8H 7D 8C",
                     "8S 7S KH QH JH TH 9H KD QD JD TD 9D",
                     "7C AC KC QC JC TC 9C 8D", dealer=1)
    run(game, "exchange 8C", "exchange - hide",
        "declare point AS KS QS JS TS 9S", "declare point -",
        "declare sequence AS KS QS JS TS 9S", "declare sequence -",
        "declare set AS AH AD", "declare set -")
    assert game.phase is Phase.PLAY
    elder = game.elder
    assert game.scores[elder] == 25 and game.scores[1 - elder] == 0
    solver = Solver()
    value = solver.value(game.hands, game.leader, (), tuple(game.scores), tuple(game.tricks_won))
    assert value == 47
    play_out_with_solver(game, solver)
    assert [e.seat for e in game.history[-1].events if e.kind == "pique"] == [elder]
    final = game.deal_scores[-1]
    assert final[elder] - final[1 - elder] == 25 + 47


def test_a_plus_contracts_pique_at_29_through_the_engine():
    """Contract Piquet: elder at exactly 29 in combinations, younger at nothing, a plus
    contract.  The pique (29 says 60: 31 more) comes with elder's first trick point if
    younger has not scored first.  Elder leads and can take the first trick, so the
    solver counts the pique in his value (younger at a point instead, the same cards
    are worth exactly the pique less), and both playing the solver's cards, the engine
    scores what it said."""
    game = contract_pique_29()
    solver = Solver(contract_rules(game.variant, minus=False))
    value = solver.value(game.hands, game.leader, (), tuple(game.scores), tuple(game.tricks_won))
    assert value - solver.value(game.hands, game.leader, (), (29, 1), tuple(game.tricks_won)) == 31
    play_out_with_solver(game, solver)
    events = game.history[-1].events
    assert [(e.kind, e.seat, e.points) for e in events if e.kind == "pique"] == [("pique", 0, 31)]
    contract_points = sum(e.points if e.seat == 0 else -e.points for e in events
                          if e.kind in ("overtricks", "undertricks"))
    final = game.deal_scores[-1]
    assert final[0] - final[1] - contract_points - 29 == value


# ---------------------------------------------------------------------------
# The table, the arguments.

def test_one_table_serves_many_deals():
    rng = random.Random(5)
    shared = Solver()
    for _ in range(12):
        game = game_at_first_lead(rng)
        for _ in range(rng.randrange(0, 9)):
            game.apply(game.sample_action(rng))
        args = (game.hands, game.leader, tuple(game.trick), tuple(game.scores), tuple(game.tricks_won))
        assert shared.move_values(*args) == Solver().move_values(*args)
    assert shared.tt
    shared.clear()
    assert not shared.tt


def test_a_small_table_is_emptied_when_full():
    rng = random.Random(6)
    solver = Solver(max_entries=50)
    game = game_at_first_lead(rng)
    args = (game.hands, game.leader, (), tuple(game.scores), tuple(game.tricks_won))
    first = solver.value(*args)
    assert len(solver.tt) > 50
    assert solver.value(*args) == first


@pytest.mark.parametrize("hands, leader, trick", [
    ((cards("AS KS"), cards("AS 7H")), 0, ()),         # a card in both hands
    ((cards("AS KS"), cards("7H")), 0, ()),            # unequal hands
    ((cards("AS"), cards("7H 8H")), 0, (cards_one("AS"),)),  # the lead card still held
    ((cards("AS"), cards("7H")), 2, ()),               # no such seat
    ((0, 0), 0, ()),                                   # nothing to play
])
def test_positions_that_cannot_arise_are_refused(hands, leader, trick):
    with pytest.raises(ValueError):
        Solver().value(hands, leader, trick)


def test_bench_solver_runs():
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "bench_solver.py"), "--positions", "3"],
                         capture_output=True, text=True, check=True).stdout
    rows = [line.split() for line in out.splitlines() if line[:2] in ("12", "10", "8 ")]
    assert [(r[0], r[1]) for r in rows] == [(t, m) for t in ("12", "10", "8")
                                            for m in ("value", "move_values")]
    for r in rows:
        assert all(float(x) >= 0 for x in r[2:6])
