"""The computer players in other variants than Rubicon: they read every rule from the
game's variant (a variant with other trick points, bonuses and exchange limits is
scored by their simulations and their solver exactly as the engine scores it), and
in Piquet au cent they play whole parties legally to the end, stop their
simulations where the engine ends the partie, and play for the partie's settlement
near the target."""

from __future__ import annotations

import dataclasses
import random
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import card_list, cards, deal, run
from quick_players import quick_player

from piquet_game.ai import make_player
from piquet_game.ai.match import deal_stream, play_mirrored_partie, play_partie
from piquet_game.ai.partie import GAME_WORTH, SCALE, Race, Stakes, race_for
from piquet_game.ai.search import Master
from piquet_game.ai.simulate import declarations, greedy_card, greedy_playout
from piquet_game.ai.solver import Solver
from piquet_game.rules import PLAYS, RUBICON, Declare, Game, Phase, Play, cards_of
from piquet_game.rules.actions import DECLARE_PHASES
from piquet_game.rules.combos import best_declaration
from piquet_game.rules.playout import random_playout
from piquet_game.rules.record import replay
from piquet_game.rules.variant import AU_CENT, NORMAND

ROOT = Path(__file__).resolve().parents[1]

#: Piquet Normand's last two, for each settlement: two-handed Piquet to the target,
#: looked at only when a deal is over (the last two finish the deal).
LAST_TWO = {settlement: NORMAND.with_options(settlement=settlement).continuation
            for settlement in ("stake", "difference")}
#: The games to a target whose simulations and solver are checked against the engine.
TARGET_GAMES = {"au-cent": AU_CENT, "last-two-stake": LAST_TWO["stake"],
                "last-two-difference": LAST_TWO["difference"]}

#: Rubicon with every number the trick play and the exchange use changed.
ODD = dataclasses.replace(
    RUBICON, name="odd-points", title="Odd points", lead_points=2, win_opponent_lead_points=3,
    win_own_lead_points=1, last_trick_points=5, cards_points=7, capot_points=25,
    pique_threshold=20, pique_bonus=15, repique_threshold=25, repique_bonus=45,
    sequence_scores={3: 4, 4: 6, 5: 12, 6: 13, 7: 14, 8: 15}, set_scores={3: 2, 4: 9},
    elder_exchange=(2, 4), younger_min_exchange=1,
)


# ---------------------------------------------------------------------------
# Positions from real deals.

def game_at_first_lead(rng: random.Random, variant=RUBICON, totals: tuple[int, int] | None = None) -> Game:
    """A deal played at random to its first lead; a game to a target standing at
    ``totals`` before it."""
    game = Game(variant, first_dealer=rng.randrange(2))
    if totals is not None:
        game.deal_scores = [list(totals)]
    game.deal_random(rng)
    while game.phase is not Phase.PLAY:
        game.apply(game.sample_action(rng))
        if game.phase is Phase.PARTIE_OVER:
            raise LookupError("the declarations reached the target")
    return game


def near_target(rng: random.Random, variant=AU_CENT, spread: int = 30, tricks_first: int = 0) -> Game:
    """An au cent deal at its first lead (or later), the totals before it close enough to
    the target that the tricks may end the partie."""
    while True:
        t = variant.target
        totals = (rng.randint(t - spread, t - 5), rng.randint(t - spread, t - 5))
        try:
            game = game_at_first_lead(rng, variant, totals)
        except LookupError:
            continue
        for _ in range(2 * tricks_first):
            if game.phase is not Phase.PLAY:
                break
            game.apply(game.sample_action(rng))
        if game.phase is Phase.PLAY and not game.trick:
            return game


def running(game: Game) -> list[int]:
    if game.phase is Phase.PLAY:
        return [t + s for t, s in zip(game.totals, game.scores, strict=True)]
    return list(game.totals)


# ---------------------------------------------------------------------------
# A variant with other numbers: the simulations score it as the engine does.

@pytest.mark.parametrize("seed", range(12))
def test_random_playout_scores_a_variant_as_the_engine(seed):
    rng = random.Random(seed)
    game = game_at_first_lead(rng, ODD)
    for _ in range(2 * (seed % 5)):
        game.apply(game.sample_action(rng))
    if seed % 3 == 0:  # a pique within reach of the seat to lead
        game.scores[game.leader] = ODD.pique_threshold - 3
        game.scores[1 - game.leader] = 0
    scores, won = list(game.scores), list(game.tricks_won)
    trace: list[tuple[int, int]] = []
    p0, p1, won0 = random_playout(game.hands, game.leader, rng.random, ODD, scores, won, trace)
    for seat, card in trace:
        game.apply(PLAYS[card], seat)
    assert game.phase is Phase.DEAL
    assert [scores[0] + p0, scores[1] + p1] == game.deal_scores[-1]
    assert won[0] + won0 == game.tricks_won[0]


@pytest.mark.parametrize("seed", range(12))
def test_greedy_playout_scores_a_variant_as_the_engine(seed):
    rng = random.Random(100 + seed)
    game = game_at_first_lead(rng, ODD)
    for _ in range(2 * (seed % 4)):
        game.apply(game.sample_action(rng))
    if seed % 3 == 1:
        game.scores[game.leader] = ODD.pique_threshold - 2
        game.scores[1 - game.leader] = 0
    scores = list(game.scores)
    p = greedy_playout(game.hands, game.leader, ODD, scores, game.tricks_won)
    while game.phase is Phase.PLAY:  # the same greedy cards through the engine
        mover = game.to_move
        lead = game.trick[0] if game.trick else None
        game.apply(PLAYS[greedy_card(game.hands[mover], game.hands[1 - mover], lead)])
    assert [scores[0] + p[0], scores[1] + p[1]] == game.deal_scores[-1]


@pytest.mark.parametrize("seed", range(8))
def test_solver_value_is_the_engine_score_of_best_play_in_a_variant(seed):
    rng = random.Random(200 + seed)
    game = game_at_first_lead(rng, ODD)
    for _ in range(rng.randrange(4, 14)):
        game.apply(game.sample_action(rng))
    if seed % 2:
        mover = game.to_move
        game.scores[mover] = ODD.pique_threshold - rng.randint(2, 6)
        game.scores[1 - mover] = 0
    mover = game.to_move
    start = game.scores[mover] - game.scores[1 - mover]
    solver = Solver(ODD)
    value = solver.value(game.hands, game.leader, tuple(game.trick), tuple(game.scores),
                         tuple(game.tricks_won))
    while game.phase is Phase.PLAY:
        card, _ = solver.best(game.hands, game.leader, tuple(game.trick), tuple(game.scores),
                              tuple(game.tricks_won))
        game.apply(PLAYS[card])
    final = game.deal_scores[-1]
    assert final[mover] - final[1 - mover] - start == value


@pytest.mark.parametrize("seed", range(10))
def test_declarations_score_a_variant_as_the_engine(seed):
    rng = random.Random(300 + seed)
    game = Game(ODD, first_dealer=seed % 2)
    game.deal_random(rng)
    while game.phase not in DECLARE_PHASES:
        game.apply(game.sample_action(rng))
    before = list(game.scores)
    expected = declarations(game.hands, game.elder, ODD, before)
    while game.phase in DECLARE_PHASES:
        cls = DECLARE_PHASES[game.phase]
        game.apply(Declare(cls, best_declaration(game.hands[game.to_move], cls, ODD)))
    assert [game.scores[s] - before[s] for s in (0, 1)] == expected


#: Rubicon where a seat that exchanges takes three cards at least.
THREES = dataclasses.replace(RUBICON, name="threes", title="Threes", exchange_min_taken=3)


@pytest.mark.slow
@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("variant", [ODD, THREES], ids=["odd", "threes"])
def test_every_level_plays_a_variant_by_its_numbers(level, variant):
    """Elder exchanges two to four cards in the one and younger at least one; in the
    other each takes none or three at least: a level reading Rubicon's limits would
    choose an exchange the engine refuses."""
    rng = random.Random(level)
    for i in range(3 if level >= 4 else 20):
        game = Game(variant, first_dealer=i % 2)
        game.deal_random(rng)
        players = {0: make_player(level, i), 1: make_player(1 + i % 3, i + 1)}
        if i % 2:
            players = {0: players[1], 1: players[0]}
        while game.phase is not Phase.DEAL:
            seat = game.to_move
            action = players[seat].choose(game.view(seat), game.legal_actions())
            game.apply(action, seat)  # raises on an illegal action
        assert len(game.tricks) == 12
        exchanged = [e.info[0] for e in game.history[-1].events if e.kind == "exchange"]
        if variant is ODD:
            assert 2 <= exchanged[0] <= 4 and exchanged[1] >= 1
        else:
            assert exchanged[0] >= 3 and (exchanged[1] == 0 or exchanged[1] >= 3)


# ---------------------------------------------------------------------------
# Piquet au cent: the simulations stop where the engine ends the partie.

@pytest.mark.parametrize("seed", range(16))
def test_random_playout_stops_where_the_partie_ends(seed):
    rng = random.Random(400 + seed)
    game = near_target(rng, spread=25, tricks_first=seed % 4)
    stakes = Stakes(AU_CENT, game.totals, game.elder)
    scores = list(game.scores)
    trace: list[tuple[int, int]] = []
    p0, p1, _ = random_playout(game.hands, game.leader, rng.random, AU_CENT, scores, game.tricks_won,
                               trace, need=stakes.need(scores))
    for seat, card in trace:
        game.apply(PLAYS[card], seat)
    assert game.phase is not Phase.PLAY  # the playout stopped where the engine did
    final = game.deal_scores[-1]
    assert [scores[0] + p0, scores[1] + p1] == final
    reached = max(game.totals) >= AU_CENT.target
    assert game.is_over == reached


@pytest.mark.parametrize("seed", range(16))
def test_greedy_playout_stops_where_the_partie_ends(seed):
    rng = random.Random(500 + seed)
    game = near_target(rng, spread=25, tricks_first=seed % 3)
    stakes = Stakes(AU_CENT, game.totals, game.elder)
    scores = list(game.scores)
    p = greedy_playout(game.hands, game.leader, AU_CENT, scores, game.tricks_won, need=stakes.need(scores))
    while game.phase is Phase.PLAY:
        mover = game.to_move
        lead = game.trick[0] if game.trick else None
        game.apply(PLAYS[greedy_card(game.hands[mover], game.hands[1 - mover], lead)])
    assert [scores[0] + p[0], scores[1] + p[1]] == game.deal_scores[-1]


@pytest.mark.parametrize("game_name", list(TARGET_GAMES))
@pytest.mark.parametrize("seed", range(16))
def test_declarations_stop_where_the_partie_ends(seed, game_name):
    """In Piquet au cent the declarations stop at the score that reaches the target;
    the last two of Piquet Normand declare in full (the target is looked at once the
    deal is over)."""
    variant = TARGET_GAMES[game_name]
    rng = random.Random(600 + seed)
    game = Game(variant, first_dealer=seed % 2)
    game.deal_scores = [[rng.randint(75, 97), rng.randint(75, 97)]]
    game.deal_random(rng)
    while game.phase not in DECLARE_PHASES and not game.is_over:
        game.apply(game.sample_action(rng))
    if game.is_over:
        return
    before = list(game.scores)
    stakes = Stakes(variant, game.totals, game.elder)
    assert (stakes.stop(before) is None) == (variant is not AU_CENT)
    got = declarations(game.hands, game.elder, variant, before, need=stakes.stop(before))
    while game.phase in DECLARE_PHASES:
        cls = DECLARE_PHASES[game.phase]
        game.apply(Declare(cls, best_declaration(game.hands[game.to_move], cls, variant)))
    after = game.deal_scores[-1] if game.is_over else game.scores
    assert [after[s] - before[s] for s in (0, 1)] == got


# ---------------------------------------------------------------------------
# The solver plays for the partie: against a search through the engine.

def _reach(game: Game) -> bool:
    """The solver's test: may a seat still reach the target in the tricks left (every
    trick, the last, the cards or capot it can still win, a pique still open)?"""
    v = game.variant
    n = game.hands[game.leader].bit_count()
    per = max(v.lead_points + v.win_own_lead_points, v.win_opponent_lead_points)
    total = len(game.tricks) + n
    for s in (0, 1):
        gain = n * per + v.last_trick_points
        if total == v.hand_size:
            b = v.cards_bonus(game.tricks_won[s] + n, total)
            gain += b[1] if b else 0
        mine, theirs = game.scores[s], game.scores[1 - s]
        if theirs == 0 and mine < v.pique_threshold <= mine + gain:
            gain += v.pique_bonus
        if game.totals[s] + mine + gain >= v.target:
            return True
    return False


def _children(game: Game):
    for c in cards_of(game.legal_plays()):
        g = game.clone()
        g.apply(PLAYS[c])
        yield c, g


def _margin_final(game: Game) -> list[int]:
    """The deal's final scores when each seat plays for its margin (engine scoring)."""
    if game.phase is not Phase.PLAY:
        return game.deal_scores[-1]
    mover = game.to_move
    best = None
    for _, g in _children(game):
        f = _margin_final(g)
        if best is None or f[mover] - f[1 - mover] > best[mover] - best[1 - mover]:
            best = f
    assert best is not None
    return best


def _value0(game: Game, stakes: Stakes) -> int:
    """What the partie is worth to seat 0, both seats playing for it, every score made
    by the engine: the settlement once the engine ends the partie, the continuation when
    the deal ends short of the target, and out of the target's reach the continuation
    at the margin's totals."""
    if game.phase is not Phase.PLAY:
        t = game.totals
        return stakes.end(0, t[0], t[1])
    if not game.trick and not _reach(game):
        leader = game.leader
        final = _margin_final(game)
        margin = (final[leader] - final[1 - leader]) - (game.scores[leader] - game.scores[1 - leader])
        r = running(game)
        n = game.hands[leader].bit_count()
        v = stakes.convert(leader, r[leader], r[1 - leader], n, margin)
        return v if leader == 0 else -v
    values = [_value0(g, stakes) for _, g in _children(game)]
    return max(values) if game.to_move == 0 else min(values)


@pytest.mark.parametrize("game_name", list(TARGET_GAMES))
@pytest.mark.parametrize("seed", range(30))
def test_solver_plays_for_the_partie_as_the_engine_scores_it(seed, game_name):
    """Near the target (and, from seed 20, further from it, where the search leaves the
    target's reach on the way), with 2 to 4 tricks left; in Piquet au cent the partie
    ends where a total reaches the target, for Piquet Normand's last two only when the
    deal is over (both may reach it: the higher total wins)."""
    variant = TARGET_GAMES[game_name]
    rng = random.Random(700 + seed)
    game = near_target(rng, variant, spread=22 if seed < 20 else 45, tricks_first=12 - (2 + seed % 3))
    stakes = Stakes(variant, game.totals, game.elder)
    leader = game.leader
    sign = 1 if leader == 0 else -1
    solver = Solver(variant)
    args = (game.hands, leader, (), tuple(game.scores), tuple(game.tricks_won))
    assert solver.value(*args, stakes=stakes) == sign * _value0(game, stakes)
    if _reach(game):
        values = solver.move_values(*args, stakes=stakes)
        assert values == {c: sign * _value0(g, stakes) for c, g in _children(game)}
    # in mid-trick, for the follower
    card = cards_of(game.legal_plays())[0]
    game.apply(PLAYS[card])
    if game.phase is Phase.PLAY and _reach(game):
        follower = game.to_move
        fsign = 1 if follower == 0 else -1
        values = solver.move_values(game.hands, game.leader, tuple(game.trick), tuple(game.scores),
                                    tuple(game.tricks_won), stakes=stakes)
        assert values == {c: fsign * _value0(g, stakes) for c, g in _children(game)}


def test_the_last_two_search_the_deal_to_its_end():
    """Positions where the seat to lead reaches the target with his lead point: in
    Piquet au cent the partie is over there, his; the last two play the deal out,
    and in some of them the other seat ends it higher and wins."""
    rng = random.Random(3)
    variant = LAST_TWO["stake"]
    seen = overtaken = 0
    while seen < 12:
        game = near_target(rng, variant, spread=12, tricks_first=8 + seen % 3)
        leader = game.leader
        mine, theirs = running(game)[leader], running(game)[1 - leader]
        if not (mine < variant.target <= mine + variant.lead_points) or theirs >= variant.target:
            continue
        seen += 1
        args = (game.hands, leader, (), tuple(game.scores), tuple(game.tricks_won))
        reached = mine + variant.lead_points
        cent = Stakes(AU_CENT, game.totals, game.elder)
        assert Solver(AU_CENT).value(*args, stakes=cent) == cent.end(leader, reached, theirs)
        two = Stakes(variant, game.totals, game.elder)
        value = Solver(variant).value(*args, stakes=two)
        assert value == (1 if leader == 0 else -1) * _value0(game, two)
        overtaken += value < two.end(leader, reached, theirs)
    assert overtaken >= 1


def test_out_of_reach_the_solver_values_the_margin():
    """Where neither seat can reach the target in the deal, what the partie is worth
    rises with the margin: the cards are in the margin's order."""
    rng = random.Random(5)
    done = 0
    while done < 6:
        game = game_at_first_lead(rng, AU_CENT, (0, 0))
        stakes = Stakes(AU_CENT, game.totals, game.elder)
        if stakes.within_reach(game.scores, 12):
            continue
        done += 1
        solver = Solver(AU_CENT)
        args = (game.hands, game.leader, (), tuple(game.scores), tuple(game.tricks_won))
        margins = solver.move_values(*args)
        values = solver.move_values(*args, stakes=stakes)
        for c in margins:
            for d in margins:
                if margins[c] > margins[d]:
                    assert values[c] > values[d]
                elif margins[c] == margins[d]:
                    assert values[c] == values[d]


@pytest.mark.parametrize("settlement", ["stake", "difference"])
def test_once_a_last_two_total_is_at_the_target_the_deal_counts_by_its_difference(settlement):
    """The last two's settlement, one total at the target: whatever points the rest of
    the deal brings each, it turns on the final difference alone (what lets the solver
    search that rest for its margin)."""
    variant = LAST_TWO[settlement]
    stakes = Stakes(variant, (90, 80), elder=0)
    worths = set()
    for mine, theirs in ((100, 93), (97, 104), (101, 101), (120, 60)):
        for margin in range(-25, 26):
            want = stakes.settled(0, mine, theirs, margin)
            for b in range(0, 30):
                a = b + margin
                if a >= 0:
                    assert stakes.end(0, mine + a, theirs + b) == want
            worths.add(want)
    if settlement == "stake":  # won, lost, or equal (played on)
        assert worths == {round(SCALE * GAME_WORTH), 0, -round(SCALE * GAME_WORTH)}
    else:  # the difference
        assert stakes.settled(0, 100, 93, 5) == stakes.end(0, 112, 100) > stakes.settled(0, 100, 93, 4) > 0


def test_what_the_partie_is_worth():
    race = race_for(AU_CENT)
    assert race is race_for(AU_CENT) and isinstance(race, Race)
    s = Stakes(AU_CENT, (60, 40), elder=0)
    # settled as the engine settles: the difference, doubled against a loser under 50
    assert s.utility(0, 104, 49) == 110 and s.utility(1, 49, 104) == -110
    assert s.utility(0, 100, 60) == 40
    for a, b in ((0, 0), (30, 70), (95, 40), (60, 61)):
        for e in (True, False):
            assert race.continuation(a, b, e) == pytest.approx(-race.continuation(b, a, not e))
    # more of my own points is better, more of his worse; the lurch is worth steering for
    assert race.continuation(80, 60, True) > race.continuation(70, 60, True) > race.continuation(70, 70, True)
    assert race.continuation(90, 45, True) > race.continuation(90, 55, True) + 15
    assert race.continuation(99, 49, True) > race.continuation(99, 51, True) + 10
    # a point short of the target as elder of the next deal, the settlement is all but made
    assert race.continuation(99, 80, True) == pytest.approx(race.settlement(100, 80), abs=3)
    assert s.end(0, 70, 40) == round(SCALE * race.continuation(70, 40, False))


# ---------------------------------------------------------------------------
# The levels play au cent.

PAIRS = [(a, b) for a in range(1, 6) for b in range(a + 1, 6)] + [(5, 5)]


def quick(level: int, seed: int):
    """A level with fewer samples (the same code, a little weaker)."""
    return quick_player(level, seed, divisor=4, least=4, width=4)


@pytest.mark.slow
@pytest.mark.parametrize(("a", "b"), PAIRS)
def test_levels_play_whole_parties_of_au_cent(a, b):
    """A partie between every two levels, the search levels with fewer samples (to 100
    with levels 1 to 3, to 50 with the searching levels, which plays the end of a
    partie in every deal), legally to the end."""
    variant = AU_CENT if b <= 3 else AU_CENT.with_options(target=50)
    seed = 10 * a + b
    players = (quick(a, seed), quick(b, seed + 1))
    if seed % 2:
        players = players[::-1]
    result = play_partie(deal_stream(seed, variant), seed % 2, players, variant=variant)
    assert max(result.totals) >= variant.target > min(result.totals)
    assert result.winner == (0 if result.totals[0] > result.totals[1] else 1)
    assert result.result == variant.settle(list(result.totals))[1]
    again = replay(result.record).game  # the record replays to the same end
    assert again.is_over and again.totals == list(result.totals)


@pytest.mark.slow
def test_a_full_strength_partie_of_au_cent():
    """Level 5 at full strength against level 3, a whole partie to 100, both seats in turn."""
    pair = play_mirrored_partie(3, 5, 3, 4, variant=AU_CENT)
    for game in pair.games:
        assert max(game.totals) >= 100 and game.result == AU_CENT.settle(list(game.totals))[1]


def test_near_the_target_master_plays_for_the_settlement():
    """Younger stands at 96 and so does elder (86 and 85 before the deal) with three
    tricks to play: younger leads from TS JH JD, elder holds KH QD 9D.  For the margin
    the ten of spades is best (a trick won, -11 to -13); but elder then takes the last
    two tricks and the cards, and reaches the target with them, at 109 against 98: 11.
    Leading a jack, younger loses the last three tricks and elder reaches 100 with the
    last one, before the cards are counted: 100 to 97, 3.  The Master plays for the
    partie in au cent, for the margin in Rubicon."""
    game = Game(AU_CENT, first_dealer=1)
    game.deal_scores = [[86, 85]]
    deal(game, "9S QS 7H 8H TH TD QD KD 9C TC KC AC", "8S TS KS AS JH AH 7D 8D JD AD 8C QC",
         talon="JS 9D KH QH 7C 7S JC 9H")
    run(game, "exchange 9S TH 8H 7H TD", "exchange 8D 7D 8C",
        "declare point AC KC TC 9C 7C", "declare point AS KS TS 8S 7S",
        "declare sequence -", "declare sequence -",
        "declare set KH KD KC / QS QH QD", "declare set AS AH AD / JH JD JC",
        *[f"play {c}" for c in "AC JC KC QC TC 7S 9C 8S 7C 9H KD AD AS JS AH QH KS QS".split()])
    assert running(game) == [96, 96] and game.to_move == 0 and game.elder == 1
    assert game.hands == [cards("TS JH JD"), cards("KH 9D QD")]
    view, legal = game.view(0), game.legal_actions()
    ten, jacks = Play(card_list("TS")[0]), {Play(c) for c in card_list("JH JD")}
    assert Master(seed=0).choose(view, legal) in jacks
    assert Master(seed=0).choose(dataclasses.replace(view, rules=RUBICON), legal) == ten
    # the reasons, every card known: the margins, and the partie through the engine
    margins = Solver(RUBICON).move_values(game.hands, 0, (), tuple(game.scores), tuple(game.tricks_won))
    assert [margins[c] for c in card_list("TS JH JD")] == [-11, -13, -13]
    stakes = Stakes(AU_CENT, game.totals, game.elder)
    after = dict(_children(game))
    assert [_value0(after[c], stakes) for c in card_list("TS JH JD")] == [-11 * SCALE, -3 * SCALE, -3 * SCALE]


# ---------------------------------------------------------------------------
# The tools.

@pytest.mark.slow
def test_tournament_plays_a_variant_with_options():
    out = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "tournament.py"), "1", "2", "--pairs", "3", "--seed", "2",
         "--parties", "2", "--jobs", "1", "--variant", "au-cent", "--option", "target=150", "--json"],
        capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    import json

    s = json.loads(out.stdout)
    assert s["variant"] == "au-cent" and s["options"] == {"target": 150}
    assert s["parties_played"] == 4 and s["deals_per_partie"] >= 2
    assert s["partie_points_ci"][0] <= s["partie_points"] <= s["partie_points_ci"][1]
    bad = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "tournament.py"), "1", "2", "--pairs", "3", "--seed", "2",
         "--variant", "au-cent", "--option", "targe=150"],
        capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert bad.returncode == 2 and "no option" in bad.stderr


@pytest.mark.slow
def test_bench_engine_measures_a_variant():
    out = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "bench_engine.py"), "--deals", "50", "--playouts", "500",
         "--hands", "500", "--variant", "au-cent", "--option", "target=150"],
        capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert "Piquet au cent, target 150" in out.stdout and "playouts" in out.stdout
