"""The exact play of a deal's last tricks at a table of three or four
(piquet_game.ai.table_solver), against a plain search of every card by every seat."""

from __future__ import annotations

import random

import pytest

from piquet_game.ai.table_search import playout
from piquet_game.ai.table_solver import TableSolver
from piquet_game.rules.cards import winning_index
from piquet_game.rules.variant import NORMAND, VOLEUR, pique_due

SIDES = {3: (0, 1, 2), 4: (0, 1, 0, 1)}


def plain_values(rules, hands, me, leader, scores, won):
    """Each card ``me`` may lead worth to his side, every card of every seat tried:
    his side maximises its deal score less the others' mean, the others minimise it."""
    n = rules.players
    seats, sides = list(range(n)), SIDES[n]
    mine = sides[me]

    def margin(points):
        others = [x for i, x in enumerate(points) if i != mine]
        return points[mine] - sum(others) / len(others)

    def add(points, side, k):
        points = list(points)
        before = points[side]
        points[side] += k
        if pique_due(before, points[side], rules.pique_threshold, rules.pique_pending_below) and \
                all(x == 0 for i, x in enumerate(points) if i != side):
            points[side] += rules.pique_bonus
        return points

    def value(hands, pos, trick, points, won):
        if len(trick) == n:
            order = [seats[(pos + i) % n] for i in range(n)]
            w = order[winning_index(trick)]
            side = sides[w]
            k = rules.win_opponent_lead_points if side != sides[order[0]] else rules.win_own_lead_points
            points = add(points, side, k) if k else points
            won = list(won)
            won[side] += 1
            if sum(won) == rules.hand_size:
                if rules.last_trick_points:
                    points = add(points, side, rules.last_trick_points)
                award = rules.cards_award(won, rules.hand_size)
                if award is not None:
                    points = list(points)
                    points[award[0]] += award[2]
                return margin(points)
            return value(hands, seats.index(w), [], points, won)
        seat = seats[(pos + len(trick)) % n]
        if not trick and rules.lead_points:
            points = add(points, sides[seat], rules.lead_points)
        suit = 0xFF << (8 * (trick[0] >> 3)) if trick else 0
        pool = hands[seat] & suit or hands[seat]
        results = []
        for c in (c for c in range(32) if pool >> c & 1):
            rest = list(hands)
            rest[seat] &= ~(1 << c)
            results.append(value(rest, pos, [*trick, c], points, won))
        return max(results) if sides[seat] == mine else min(results)

    out = {}
    for c in (c for c in range(32) if hands[me] >> c & 1):
        points = add(scores, sides[me], rules.lead_points) if rules.lead_points else list(scores)
        rest = list(hands)
        rest[me] &= ~(1 << c)
        out[c] = value(rest, seats.index(leader), [c], points, won)
    return out


def position(rules, rng, left):
    """The last ``left`` cards of each hand, tricks won before them and scores so far
    (now and then all nothing, so that a pique is still to be made)."""
    n = rules.players
    deck = rng.sample(range(32), n * left)
    hands = [sum(1 << c for c in deck[i * left:(i + 1) * left]) for i in range(n)]
    sides = max(SIDES[n]) + 1
    won = [0] * sides
    for _ in range(rules.hand_size - left):
        won[rng.randrange(sides)] += 1
    scores = [0] * sides if rng.random() < 0.3 else [rng.choice((0, 3, 12, 25)) for _ in range(sides)]
    return hands, won, scores


@pytest.mark.parametrize("rules", [NORMAND, VOLEUR], ids=["normand", "voleur"])
def test_the_solver_values_every_card_as_the_plain_search_does(rules):
    rng = random.Random(8)
    for _ in range(40):
        hands, won, scores = position(rules, rng, rng.randint(1, 3))
        me = rng.randrange(rules.players)
        solver = TableSolver(rules, range(rules.players), SIDES[rules.players], me)
        cards = [c for c in range(32) if hands[me] >> c & 1]
        got = solver.card_values(hands, me, me, [], scores, won, True, cards)
        assert got == pytest.approx(plain_values(rules, hands, me, me, scores, won))


@pytest.mark.parametrize("rules", [NORMAND, VOLEUR], ids=["normand", "voleur"])
def test_with_one_card_each_the_solver_counts_as_the_playout_does(rules):
    """Every seat's last card forced: the solver's value is the quick playout's."""
    rng = random.Random(4)
    n = rules.players
    for _ in range(30):
        hands, won, scores = position(rules, rng, 1)
        me = rng.randrange(n)
        card = hands[me].bit_length() - 1
        solver = TableSolver(rules, range(n), SIDES[n], me)
        got = solver.card_values(hands, me, me, [], scores, won, True, [card])[card]
        rest = list(hands)
        rest[me] = 0
        pts = playout(rest, list(range(n)), SIDES[n], me, [card], rules, scores, won, lead_pending=True)
        side = SIDES[n][me]
        others = [p for i, p in enumerate(pts) if i != side]
        assert got == pytest.approx(pts[side] - sum(others) / len(others))


def test_cards_no_card_in_play_separates_are_tried_once():
    """Holding the nine and ten of a suit whose cards between them are played, or
    the other's: one of them is searched, and both are given its value."""
    rules = NORMAND
    nine, ten, jack = 2, 3, 4  # spades: seven 0, eight 1, nine 2, ten 3, jack 4
    hands = [1 << nine | 1 << ten, 1 << jack | 1 << 9, 1 << 0 | 1 << 10]
    solver = TableSolver(rules, range(3), SIDES[3], 0)
    values = solver.card_values(hands, 0, 0, [], [5, 5, 5], [3, 2, 3], True, [nine, ten])
    assert values[nine] == values[ten]
    assert TableSolver._choices(hands[0], None, hands[0] | hands[1] | hands[2]) == [nine]
    # a card of another between them: both are tried
    hands = [1 << nine | 1 << jack, 1 << ten | 1 << 9, 1 << 0 | 1 << 10]
    assert sorted(TableSolver._choices(hands[0], None, hands[0] | hands[1] | hands[2])) == [nine, jack]
