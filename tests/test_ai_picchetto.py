"""The computer players in Picchetto: the duty to head the trick wherever plays are
made (the playouts, the greedy simulation, the solver's moves) and read back (a card
that did not head the trick tells the seat played it held none higher of the suit);
the point said by its value; no lead points, a point a trick and 2 for the last, the
picca by either seat; each game of the match played for the game, to its own target
(150, 150, 221), from the totals of the game being played; whole matches by every
level."""

from __future__ import annotations

import dataclasses
import random

import pytest
from helpers import card_list, cards, deal, declare_best
from quick_players import quick_player

from piquet_game.ai import make_player
from piquet_game.ai.knowledge import Holds, knowledge, point_length
from piquet_game.ai.match import deal_stream, play_partie
from piquet_game.ai.partie import GAME_WORTH, SCALE, Stakes, game_target, race_for, stakes_of
from piquet_game.ai.sampler import sample_worlds
from piquet_game.ai.simulate import greedy_card, greedy_playout
from piquet_game.ai.solver import Solver
from piquet_game.rules import PLAYS, Declare, Exchange, Game, Phase, Play, cards_of, parse_card
from piquet_game.rules.actions import DeclClass
from piquet_game.rules.combos import best_declaration
from piquet_game.rules.playout import random_playout
from piquet_game.rules.record import replay
from piquet_game.rules.variant import PICCHETTO

N, D = 0, 1  # the non-dealer (elder) and the dealer
#: Picchetto without the duty to head the trick (its option).
FREE = PICCHETTO.with_options(must_head_trick=False)


def at_first_lead(rng: random.Random, variant=PICCHETTO, totals: tuple[int, int] | None = None) -> Game:
    while True:
        game = Game(variant, first_dealer=rng.randrange(2))
        if totals is not None:
            game.deal_scores = [list(totals)]
        game.deal_random(rng)
        while game.phase is not Phase.PLAY and game.phase is not Phase.DEAL:
            game.apply(game.sample_action(rng))
        if game.phase is Phase.PLAY:
            return game


def position(seed: int, variant=PICCHETTO, totals: tuple[int, int] | None = None) -> Game:
    rng = random.Random(seed)
    game = at_first_lead(rng, variant, totals)
    for _ in range(2 * (seed % 5)):
        if game.phase is Phase.PLAY:
            game.apply(game.sample_action(rng))
    if seed % 3 == 0 and totals is None and game.phase is Phase.PLAY and not game.trick:
        # a picca in reach, of the seat to lead or (no lead points) of the other
        piquer = game.leader if seed % 2 else 1 - game.leader
        game.scores[piquer] = PICCHETTO.pique_threshold - rng.randint(1, 4)
        game.scores[1 - piquer] = 0
    return game


def p1() -> Game:
    """Worked example P1 after the exchanges (Picchetto's rules)."""
    game = Game(PICCHETTO, ("Nino", "Dario"), first_dealer=D, packet=2)
    deal(game, "AC KC QC JC 7S 9S AS 8H 7H 9D 8D 8C", "KH QH JH TH 9H KS QS TS 8S AD KD 7C",
         talon="7D AH JS QD JD TD TC 9C")
    game.apply(Exchange(cards("8C")), N)
    game.apply(game.legal_actions()[0], D)
    game.apply(Exchange(0, False), D)
    return game


# ---------------------------------------------------------------------------
# The duty to head, and the scores, in the simulations.

@pytest.mark.parametrize("variant", [PICCHETTO, FREE], ids=["head", "free"])
@pytest.mark.parametrize("seed", range(16))
def test_random_playout_plays_and_scores_picchetto_as_the_engine(seed, variant):
    """The engine refuses a card that does not head the trick when it could: a playout
    that forgot the duty would fail here.  In a game near its target too (from seed
    8), where the playout stops at the score that ends the game."""
    totals = (130 + seed % 7, 125 + seed % 11) if seed >= 8 else None
    game = position(seed, variant, totals)
    if game.phase is not Phase.PLAY:
        return
    scores, won = list(game.scores), list(game.tricks_won)
    need = Stakes(variant, game.totals, game.elder, game.target).need(scores) if totals else None
    trace: list[tuple[int, int]] = []
    p0, p1_, won0 = random_playout(game.hands, game.leader, random.Random(seed).random, variant, scores, won,
                                   trace, need=need)
    for seat, card in trace:
        game.apply(PLAYS[card], seat)
    assert game.phase is not Phase.PLAY
    assert [scores[0] + p0, scores[1] + p1_] == game.deal_scores[-1]


def test_a_playout_heads_the_trick_when_it_can():
    """Younger holds the king and the seven of spades when the nine is led: every
    playout plays the king; without the duty, some play the seven."""
    hands = [cards("9S AH KH QH JH TH 9H 8H 7H AD KD QD"), cards("KS 7S AC KC QC JC TC 9C 8C 7C JD TD")]
    for variant, heads in ((PICCHETTO, True), (FREE, False)):
        replies = set()
        for seed in range(40):
            trace: list[tuple[int, int]] = []
            rng = random.Random(seed)
            first = [0]

            def rand(rng=rng, first=first) -> float:
                # the leader's first card is the nine of spades (his lowest), then at random
                first[0] += 1
                return 0.0 if first[0] == 1 else rng.random()

            random_playout(hands, 0, rand, variant, trace=trace)
            assert trace[0] == (0, parse_card("9S"))
            replies.add(trace[1][1])
        assert (replies == {parse_card("KS")}) == heads


@pytest.mark.parametrize("seed", range(12))
def test_greedy_playout_scores_picchetto_as_the_engine(seed):
    game = position(100 + seed)
    scores = list(game.scores)
    p = greedy_playout(game.hands, game.leader, PICCHETTO, scores, game.tricks_won)
    while game.phase is Phase.PLAY:
        mover = game.to_move
        lead = game.trick[0] if game.trick else None
        game.apply(PLAYS[greedy_card(game.hands[mover], game.hands[1 - mover], lead)])
    assert [scores[0] + p[0], scores[1] + p[1]] == game.deal_scores[-1]


@pytest.mark.parametrize("seed", range(10))
def test_solver_value_is_the_engine_score_of_best_play_in_picchetto(seed):
    game = position(200 + seed)
    mover = game.to_move
    start = game.scores[mover] - game.scores[1 - mover]
    solver = Solver(PICCHETTO)
    value = solver.value(game.hands, game.leader, tuple(game.trick), tuple(game.scores),
                         tuple(game.tricks_won))
    while game.phase is Phase.PLAY:
        card, _ = solver.best(game.hands, game.leader, tuple(game.trick), tuple(game.scores),
                              tuple(game.tricks_won))
        game.apply(PLAYS[card])
    final = game.deal_scores[-1]
    assert final[mover] - final[1 - mover] - start == value


def test_the_solver_only_heads_the_trick_and_values_the_duty():
    """P1 after the seven of spades is led: the dealer's every spade heads it, so the
    solver's replies are his spades; over the last tricks the duty changes the value
    of a position (the follower must overtake when he would rather not)."""
    game = p1()
    declare_best(game)
    game.apply(Play(parse_card("7S")), N)
    values = Solver(PICCHETTO).move_values(game.hands, N, tuple(game.trick), tuple(game.scores), (0, 0))
    assert set(values) == set(card_list("KS QS TS 8S"))
    # two tricks left: the leader leads the eight of hearts into the follower's ace and
    # seven; heading it costs the follower the last trick (his seven then loses to the nine)
    hands = [cards("8H 9H"), cards("AH 7H")]
    head = Solver(PICCHETTO).move_values(hands, 0, (), (5, 5), (5, 5))
    free = Solver(FREE).move_values(hands, 0, (), (5, 5), (5, 5))
    eight = parse_card("8H")
    assert head[eight] != free[eight]
    assert Solver(PICCHETTO).move_values([cards("9H"), cards("AH 7H")], 0, (parse_card("8H"),),
                                         (5, 5), (5, 5)).keys() == {parse_card("AH")}


# ---------------------------------------------------------------------------
# What the tricks and the declarations tell.

def test_a_card_that_did_not_head_the_trick_tells_none_higher_was_held():
    """In random deals, wherever the opponent followed a lead with a lower card, his
    possible cards and every world the sampler imagines hold none of the suit above
    the card led; without the duty, no such reading."""
    checked = 0
    for variant in (PICCHETTO, FREE):
        for seed in range(30):
            rng = random.Random(500 + seed)
            game = at_first_lead(rng, variant)
            for _ in range(2 * 6):
                if game.phase is Phase.PLAY:
                    game.apply(game.sample_action(rng))
            if game.phase is not Phase.PLAY:
                continue
            for seat in (0, 1):
                view = game.view(seat)
                k = knowledge(view)
                worlds = sample_worlds(view, random.Random(seed), 6)
                for leader, lead, other, _ in game.tricks:
                    if leader != seat or other >> 3 != lead >> 3 or other > lead:
                        continue
                    above = (0xFF << (lead & 24)) & ~((2 << lead) - 1)
                    unseen_above = above & ~(view.hand | view.played | view.discards)
                    if variant is PICCHETTO:
                        checked += 1
                        assert not k.opp_possible & above
                        assert all(not w.opp_hand & above for w in worlds)
                        assert not game.hands[1 - seat] & above  # the truth agrees
                    elif unseen_above & game.hands[1 - seat]:
                        assert k.opp_possible & unseen_above  # nothing was read
    assert checked >= 10


def test_the_point_said_by_its_value_is_read():
    """P1: the non-dealer says 41 (clubs A K Q J); the dealer's quint beats it.  The
    dealer knows a point of four cards making 41 was held."""
    assert [point_length(v, PICCHETTO) for v in (11, 21, 31, 41, 51, 60, 68, 75)] == [1, 2, 3, 4, 5, 6, 7, 8]
    game = p1()
    declare_best(game)
    view = game.view(D)
    k = knowledge(view)
    assert Holds(DeclClass.POINT, 4, 41, "eq", "told the tie-break") in k.hard
    # only clubs can make 41 in four cards, with the dealer's seven of clubs out: the
    # ace and three of the king, queen, jack and ten
    assert k.opp_in_hand & cards("AC")
    clubs = cards("AC KC QC JC TC 9C 8C 7C")
    for w in sample_worlds(view, random.Random(3), 20):
        held = w.opp_hand & clubs
        assert held & cards("AC") and (held & cards("KC QC JC TC")).bit_count() >= 3
    # the non-dealer, who heard "non basta", saw the dealer's quint scored
    assert cards("KH QH JH TH 9H") & ~knowledge(game.view(N)).opp_in_hand == 0


def test_a_younger_master_says_good_to_a_better_point_said_by_its_value():
    """The dealer, holding a four-card point worth less than the 41 said, declares
    nothing ("va bene") rather than show it."""
    game = Game(PICCHETTO, ("Nino", "Dario"), first_dealer=D, packet=2)
    deal(game, "AC KC QC JC 7S 9S AS 8H 7H 9D 8D 8C", "KH QH JH 9H 7D KS QS TS 8S AD KD 7C",
         talon="TH AH JS QD JD TD TC 9C")
    game.apply(Exchange(cards("8C")), N)
    game.apply(game.legal_actions()[0], D)
    game.apply(Exchange(0, False), D)
    game.apply(Declare(DeclClass.POINT, best_declaration(game.hands[N], DeclClass.POINT, PICCHETTO)), N)
    d = make_player(5, 1).decide(game.view(D), game.legal_actions())
    assert d.action == Declare(DeclClass.POINT, ())


# ---------------------------------------------------------------------------
# The match: each game played for, to its own target.

@pytest.mark.slow
def test_the_game_being_played_and_its_target():
    game = Game(PICCHETTO, first_dealer=0)
    game.deal_scores = [[60, 30], [95, 10]]   # 155: the Partita is won
    game.game_starts, game.game_winners = [0, 2], [0]
    game.deal_scores += [[40, 100], [10, 60]]  # 160: the Rivincita too
    game.game_starts.append(4)
    game.game_winners.append(1)
    game.deal_random(random.Random(1))
    view = game.view(0)
    assert game.target == 221 == game_target(view)
    stakes = stakes_of(view)
    assert stakes is not None and stakes.target == 221 and stakes.base == (0, 0)
    # a game won is worth the same whatever the totals
    assert stakes.utility(0, 221, 10) == stakes.utility(0, 230, 219) == GAME_WORTH
    assert stakes.utility(1, 221, 10) == GAME_WORTH and stakes.utility(0, 10, 221) == -GAME_WORTH
    race = race_for(PICCHETTO, 150)
    c = race.continuation
    assert c(140, 20, True) > c(100, 20, True) > c(100, 60, True)
    assert -GAME_WORTH < race.continuation(0, 0, True) < GAME_WORTH


def _children(game: Game):
    for c in cards_of(game.legal_plays()):
        g = game.clone()
        g.apply(PLAYS[c])
        yield c, g


def _game_value0(game: Game, stakes: Stakes) -> int:
    """What the game is worth to seat 0, both seats playing for it, every score made
    by the engine, while the target is within reach: the game's worth once a total
    reaches the target, else the continuation from the deal's end."""
    if game.phase is not Phase.PLAY:
        if game.game_winners:
            return GAME_WORTH * SCALE * (1 if game.game_winners[-1] == 0 else -1)
        t = game.totals
        return stakes.end(0, t[0], t[1])
    values = [_game_value0(g, stakes) for _, g in _children(game)]
    return max(values) if game.to_move == 0 else min(values)


@pytest.mark.parametrize("seed", range(10))
def test_near_the_target_the_solver_plays_for_the_game_as_the_engine_scores_it(seed):
    """Three tricks left, both totals a few tricks from 150."""
    rng = random.Random(700 + seed)
    while True:
        totals = (rng.randint(135, 145), rng.randint(135, 145))
        game = at_first_lead(rng, PICCHETTO, totals)
        for _ in range(2 * 9):
            if game.phase is not Phase.PLAY:
                break
            game.apply(game.sample_action(rng))
        if game.phase is Phase.PLAY and not game.trick:
            running = [t + s for t, s in zip(game.totals, game.scores, strict=True)]
            if max(running) >= 143:
                break
    stakes = Stakes(PICCHETTO, game.totals, game.elder, 150)
    sign = 1 if game.leader == 0 else -1
    got = Solver(PICCHETTO).value(game.hands, game.leader, (), tuple(game.scores), tuple(game.tricks_won),
                                  stakes=stakes)
    assert got == sign * _game_value0(game, stakes)


# ---------------------------------------------------------------------------
# Whole matches.

#: A short match (games to 40, 40 and 60) for the searching levels.
SHORT = dataclasses.replace(PICCHETTO, game_targets=(40, 40, 60))


def quick(level: int, seed: int):
    return quick_player(level, seed, least=4)


@pytest.mark.slow
@pytest.mark.parametrize(("a", "b", "variant"), [(1, 2, PICCHETTO), (2, 3, PICCHETTO), (3, 1, PICCHETTO),
                                                 (4, 2, SHORT), (5, 3, SHORT)])
def test_levels_play_whole_matches(a, b, variant):
    seed = 10 * a + b
    players = (quick(a, seed), quick(b, seed + 1))
    result = play_partie(deal_stream(seed, variant), seed % 2, players, variant=variant)
    assert result.winner in (0, 1) and result.result in (1, 2)
    if variant is PICCHETTO:   # (a record names its variant: the short match is not one)
        again = replay(result.record).game
        assert again.is_over and again.game_winners.count(result.winner) == 2
        assert max(again.totals) >= again.target


# ---------------------------------------------------------------------------
# The tools.

@pytest.mark.slow
def test_tournament_and_benches_play_picchetto():
    import json
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    out = subprocess.run(
        [sys.executable, str(root / "tools" / "tournament.py"), "2", "1", "--pairs", "2", "--seed", "2",
         "--parties", "1", "--jobs", "1", "--variant", "picchetto", "--json"],
        capture_output=True, text=True, timeout=120, cwd=root)
    assert out.returncode == 0, out.stderr
    s = json.loads(out.stdout)
    assert s["variant"] == "picchetto" and s["parties_played"] == 2
    assert s["partie_points"] is not None and abs(s["partie_points"]) <= 2   # matches won by 2 or 1 games
    for tool, extra in (("bench_engine.py", ["--deals", "30", "--playouts", "300", "--hands", "300"]),
                        ("bench_solver.py", ["--positions", "2"])):
        out = subprocess.run(
            [sys.executable, str(root / "tools" / tool), *extra, "--variant", "picchetto",
             "--option", "must_head_trick=false"],
            capture_output=True, text=True, timeout=120, cwd=root)
        assert out.returncode == 0, out.stderr
        assert "Picchetto, must_head_trick False" in out.stdout
