"""The computer players in Russian Piquet: the open capot announced only when it is
sure, and then made; the playouts, the greedy simulation, the declarations and the
solver score the deal as the engine does (a point for every lead and every trick,
the last trick 4 but not with a capot, leza 10, capot 40 or an announced one 80, a
pique for elder only that only younger's declarations block, a repique decided once
the declarations are over); every level plays whole parties, korolik draws and
exchanges of none or three to five included."""

from __future__ import annotations

import dataclasses
import random

import pytest
from helpers import card_list, cards, deal, declare_best
from quick_players import quick_player

from piquet_game.ai import make_player
from piquet_game.ai.capot import follower_reply, leader_sure, sure_capot
from piquet_game.ai.match import _play_out_deal, deal_stream, play_deal, play_partie
from piquet_game.ai.simulate import barred_of, declarations, greedy_card, greedy_playout, play_rules
from piquet_game.ai.solver import Solver
from piquet_game.rules import PLAYS, Declare, Exchange, Game, OpenCapot, Phase, cards_of
from piquet_game.rules.actions import DECLARE_PHASES
from piquet_game.rules.combos import best_declaration
from piquet_game.rules.playout import pique_barred, random_playout
from piquet_game.rules.record import replay
from piquet_game.rules.variant import RUSSIAN

E, Y = 0, 1


def at_first_lead(rng: random.Random, announce: bool = False) -> Game:
    """A random Russian deal played at random to its first lead (an open capot
    announced by nobody, or by elder when ``announce``)."""
    game = Game(RUSSIAN, first_dealer=rng.randrange(2))
    game.deal_random(rng)
    while game.phase is not Phase.PLAY:
        if game.phase is Phase.OPEN_CAPOT:
            game.apply(OpenCapot(announce and game.to_move == game.elder))
        else:
            game.apply(game.sample_action(rng))
    return game


def position(seed: int) -> Game:
    """A position of the trick play: some tricks played at random; for a third of the
    seeds elder stands a few points short of the pique, younger's declarations
    scoring nothing in half of those (then elder piques whatever the tricks give
    younger) and something in the other half."""
    rng = random.Random(seed)
    game = at_first_lead(rng, announce=seed % 7 == 0)
    for _ in range(2 * (seed % 5)):
        game.apply(game.sample_action(rng))
    if seed % 3 == 0:
        game.scores[game.elder] = RUSSIAN.pique_threshold - rng.randint(1, 6)
        game.decl_points[game.dealer] = 0 if seed % 2 else 3
        game.scores[game.dealer] = rng.randint(0, 6)
    return game


def rules_and_barred(game: Game):
    """What a player gives its simulations: the rules of the play (an announced open
    capot's points) and who may not pique."""
    rules = RUSSIAN
    if game.open_capot is not None:
        rules = dataclasses.replace(RUSSIAN, capot_points=RUSSIAN.open_capot_points)
    return rules, pique_barred(RUSSIAN, game.elder, game.decl_points)


def r1(level_elder: int = 3, level_younger: int = 3) -> tuple[Game, tuple]:
    """Worked example R1 at its open capot question: elder S A K Q J T 9, H A K Q,
    D A K Q against younger's C A K Q J, H J T 9 8, D J T 9 8, nobody exchanging."""
    game = Game(RUSSIAN, ("Elder", "Younger"), first_dealer=Y, packet=2)
    deal(game, "AS KS QS JS TS 9S AH KH QH AD KD QD", "AC KC QC JC JH TH 9H 8H JD TD 9D 8D")
    game.apply(Exchange(0), E)
    game.apply(Exchange(0), Y)
    declare_best(game)
    assert game.phase is Phase.OPEN_CAPOT and game.scores == [117, 0]
    return game, (make_player(level_elder, 1), make_player(level_younger, 2))


# ---------------------------------------------------------------------------
# The simulations score Russian Piquet as the engine does.

@pytest.mark.parametrize("seed", range(24))
def test_random_playout_scores_russian_as_the_engine(seed):
    game = position(seed)
    rules, barred = rules_and_barred(game)
    scores, won = list(game.scores), list(game.tricks_won)
    trace: list[tuple[int, int]] = []
    p0, p1, won0 = random_playout(game.hands, game.leader, random.Random(seed).random, rules, scores, won,
                                  trace, barred=barred)
    for seat, card in trace:
        game.apply(PLAYS[card], seat)
    assert game.phase is Phase.DEAL
    assert [scores[0] + p0, scores[1] + p1] == game.deal_scores[-1]
    assert won[0] + won0 == game.tricks_won[0]


@pytest.mark.parametrize("seed", range(24))
def test_greedy_playout_scores_russian_as_the_engine(seed):
    game = position(100 + seed)
    rules, barred = rules_and_barred(game)
    scores = list(game.scores)
    p = greedy_playout(game.hands, game.leader, rules, scores, game.tricks_won, barred=barred)
    while game.phase is Phase.PLAY:
        mover = game.to_move
        lead = game.trick[0] if game.trick else None
        game.apply(PLAYS[greedy_card(game.hands[mover], game.hands[1 - mover], lead)])
    assert [scores[0] + p[0], scores[1] + p[1]] == game.deal_scores[-1]


@pytest.mark.parametrize("seed", range(12))
def test_solver_value_is_the_engine_score_of_best_play_in_russian(seed):
    game = position(200 + seed)
    rules, barred = rules_and_barred(game)
    mover = game.to_move
    start = game.scores[mover] - game.scores[1 - mover]
    solver = Solver(rules)
    args = (tuple(game.trick), tuple(game.scores), tuple(game.tricks_won))
    value = solver.value(game.hands, game.leader, *args, barred=barred)
    while game.phase is Phase.PLAY:
        card, _ = solver.best(game.hands, game.leader, tuple(game.trick), tuple(game.scores),
                              tuple(game.tricks_won), barred=barred)
        game.apply(PLAYS[card])
    final = game.deal_scores[-1]
    assert final[mover] - final[1 - mover] - start == value


def _best_margin(game: Game) -> int:
    """The margin the seat to move makes from here, both seats playing for their
    margin, every score made by the engine (a brute-force search)."""
    mover = game.to_move
    best = None
    for c in cards_of(game.legal_plays()):
        g = game.clone()
        g.apply(PLAYS[c])
        if g.phase is Phase.PLAY:
            v = _best_margin(g) * (1 if g.to_move == mover else -1)
            v += (g.scores[mover] - game.scores[mover]) - (g.scores[1 - mover] - game.scores[1 - mover])
        else:
            f = g.deal_scores[-1]
            v = (f[mover] - game.scores[mover]) - (f[1 - mover] - game.scores[1 - mover])
        if best is None or v > best:
            best = v
    assert best is not None
    return best


@pytest.mark.parametrize("seed", range(16))
def test_solver_agrees_with_the_engine_searched_by_brute_force(seed):
    """Three or four tricks left, elder a few points short of his pique (which the
    younger's tricks do not stop, his declarations having scored nothing) or the
    capot, its last trick and an announced open capot to play for."""
    rng = random.Random(300 + seed)
    game = at_first_lead(rng, announce=seed % 4 == 0)
    while game.hands[0].bit_count() > 3 + seed % 2 or game.trick:
        game.apply(game.sample_action(rng))
    if seed % 2:
        game.scores[game.elder] = RUSSIAN.pique_threshold - rng.randint(1, 7)
        game.decl_points[game.dealer] = 0
    rules, barred = rules_and_barred(game)
    values = Solver(rules).move_values(game.hands, game.leader, (), tuple(game.scores),
                                       tuple(game.tricks_won), barred=barred)
    assert max(values.values()) == _best_margin(game)


def test_a_capot_scores_no_last_trick_and_an_open_capot_80():
    for announce, expected in ((False, 24 + 40), (True, 24 + 80)):
        game, players = r1()
        game.apply(OpenCapot(announce), E)
        game.apply(OpenCapot(False), Y)
        rules, barred = rules_and_barred(game)
        assert Solver(rules).value(game.hands, E, (), tuple(game.scores), (0, 0), barred=barred) == expected
        assert greedy_playout(game.hands, E, rules, game.scores, barred=barred) == (expected, 0)
        view = game.view(E)
        assert play_rules(view).capot_points == (80 if announce else 40)
        assert barred_of(view) == barred == (False, True)


@pytest.mark.parametrize("seed", range(16))
def test_declarations_score_russian_as_the_engine(seed):
    """The three classes, then the repique, decided once they are over and blocked
    only by the other seat's declarations."""
    rng = random.Random(400 + seed)
    game = Game(RUSSIAN, first_dealer=seed % 2)
    game.deal_random(rng)
    while game.phase not in DECLARE_PHASES:
        game.apply(game.sample_action(rng))
    before = list(game.scores)
    expected = declarations(game.hands, game.elder, RUSSIAN, before)
    while game.phase in DECLARE_PHASES:
        cls = DECLARE_PHASES[game.phase]
        game.apply(Declare(cls, best_declaration(game.hands[game.to_move], cls, RUSSIAN)))
    assert [game.scores[s] - before[s] for s in (0, 1)] == expected


def test_declarations_of_r1_repique_after_the_sets():
    game = Game(RUSSIAN, ("Elder", "Younger"), first_dealer=Y, packet=2)
    deal(game, "AS KS QS JS TS 9S AH KH QH AD KD QD", "AC KC QC JC JH TH 9H 8H JD TD 9D 8D")
    assert declarations(game.hands, E, RUSSIAN) == [117, 0]


# ---------------------------------------------------------------------------
# The open capot.

def test_the_sure_capot_of_a_leader():
    spades = lambda text: cards(text) & 0xFF  # noqa: E731
    # every card above all he may hold
    assert leader_sure(cards("AS KS QS"), 0, spades("JS TS 9S 8S 7S"), 12)
    # the ace and king clear his two spades: the seven wins too
    assert leader_sure(cards("AS KS 7S"), 0, spades("QS JS"), 12)
    # he may keep the king over the eight
    assert not leader_sure(cards("AS 8S 7S"), 0, spades("KS QS"), 12)
    # ... unless his hand has room for one card he may not have seen: then the ace clears it
    assert leader_sure(cards("AS 8S 7S"), cards("QH JH"), spades("KS QS") | cards("QH JH"), 3)
    # a card he certainly holds is above mine
    assert not leader_sure(cards("KS QS"), cards("AS"), cards("AS"), 12)


def test_the_sure_capot_of_younger_beats_every_lead():
    # elder may hold only low spades and hearts: younger beats each, then leads from the top
    mine = cards("AS KS QS JS TS AH KH QH JH TH AD KD")
    theirs = cards("9S 8S 7S 9H 8H 7H")
    replies = follower_reply(mine, 0, theirs, 6)
    assert replies is not None and set(replies) == set(card_list("9S 8S 7S 9H 8H 7H"))
    # a diamond he may lead is beaten by the king, the ace clearing the suit after it
    assert follower_reply(mine, 0, theirs | cards("QD"), 6) is not None
    # a club he may lead, which younger cannot beat
    assert follower_reply(mine, 0, theirs | cards("7C"), 6) is None


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_every_level_announces_r1s_open_capot_and_makes_it(level):
    game, players = r1(level, level)
    d = players[0].decide(game.view(E), game.legal_actions())
    assert d.action == OpenCapot(True) and "80" in d.reason
    game.apply(d.action, E)
    assert players[1].decide(game.view(Y), game.legal_actions()).action == OpenCapot(False)
    game.apply(OpenCapot(False), Y)
    _play_out_deal(game, players, ([], []), [0, 0])
    assert game.deal_scores == [[221, 0]]


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_no_level_announces_a_capot_it_cannot_be_sure_of(level):
    """Elder holds S K Q J T 9 8, H A K Q, D A K Q; younger throws the ace and seven of
    spades away and draws no spade: elder makes every trick, but he cannot know the
    ace is not in younger's hand, and does not announce."""
    game = Game(RUSSIAN, ("Elder", "Younger"), first_dealer=Y, packet=2)
    deal(game, "KS QS JS TS 9S 8S AH KH QH AD KD QD", "AS 7S AC KC QC JC JH TH 9H JD TD 9D",
         talon="7H 8H 7D 8D 7C 8C 9C TC")
    game.apply(Exchange(0), E)
    game.apply(Exchange(cards("AS 7S 9D")), Y)
    declare_best(game)
    assert game.phase is Phase.OPEN_CAPOT and game.to_move == E
    view = game.view(E)
    assert not sure_capot(view)
    player = make_player(level, 3)
    assert player.decide(view, game.legal_actions()).action == OpenCapot(False)
    # the cards as they lie: the capot is there for the taking, played by the solver
    rules, barred = rules_and_barred(game)
    assert Solver(rules).value(game.hands, E, (), tuple(game.scores), (0, 0), barred=barred) >= 40


def test_a_sure_capot_is_made_in_every_world_level_5_imagines():
    """Deals where elder is dealt twelve of the sixteen court cards and aces and keeps
    them, younger exchanging and both declaring at random: wherever the rule says
    sure, leading each suit from the top wins every trick in every world the sampler
    places the unseen cards in, and the solver finds the capot's value there."""
    from piquet_game.ai.sampler import sample_worlds
    from piquet_game.rules import DealCards

    high = [c for c in range(32) if c & 7 >= 4]
    sure = unsure = 0
    rng = random.Random(9)
    for _ in range(60):
        dealer = rng.randrange(2)
        elder_hand = sum(1 << c for c in rng.sample(high, 12))
        rest = [c for c in range(32) if not elder_hand >> c & 1]
        rng.shuffle(rest)
        hands = [0, 0]
        hands[1 - dealer] = elder_hand
        hands[dealer] = sum(1 << c for c in rest[:12])
        game = Game(RUSSIAN, first_dealer=dealer)
        game.apply(DealCards((hands[0], hands[1]), tuple(rest[12:])))
        while game.phase is not Phase.OPEN_CAPOT:
            keep = game.phase is Phase.EXCHANGE_ELDER
            game.apply(Exchange(0) if keep else game.sample_action(rng))
        view = game.view(game.elder)
        rules, barred = rules_and_barred(game)
        if not sure_capot(view):
            unsure += 1
            continue
        sure += 1
        solver = Solver(rules)
        for w in sample_worlds(view, random.Random(1), 6):
            h = [0, 0]
            h[game.elder], h[game.dealer] = view.hand, w.opp_hand
            assert solver.value(h, game.elder, (), tuple(game.scores), (0, 0), barred=barred) \
                >= 24 + rules.capot_points
            leader = game.elder
            while h[leader]:   # each suit from the top, the opponent keeping his best
                lc = max(cards_of(h[leader]), key=lambda c: c & 7)
                h[leader] ^= 1 << lc
                follow = h[1 - leader] & (0xFF << (lc & 24))
                fc = min(cards_of(follow)) if follow else min(cards_of(h[1 - leader]))
                h[1 - leader] ^= 1 << fc
                assert not (fc >> 3 == lc >> 3 and fc > lc)
    assert sure >= 3 and unsure >= 3


# ---------------------------------------------------------------------------
# Whole parties.

def quick(level: int, seed: int):
    """A level with fewer samples (the same code, a little weaker)."""
    return quick_player(level, seed, least=4)


@pytest.mark.slow
@pytest.mark.parametrize(("a", "b"), [(1, 2), (2, 3), (3, 1), (3, 3), (4, 1), (5, 2)])
def test_levels_play_whole_russian_parties(a, b):
    """Four deals in two koroliks, the players drawing for the deal before the second;
    every exchange none or three to five; the record replays to the same end."""
    seed = 10 * a + b
    players = (quick(a, seed), quick(b, seed + 1))
    result = play_partie(deal_stream(seed, RUSSIAN), seed % 2, players, variant=RUSSIAN,
                         draws=random.Random(seed))
    assert result.deals == 4
    assert result.winner == (None if result.totals[0] == result.totals[1]
                             else 0 if result.totals[0] > result.totals[1] else 1)
    again = replay(result.record).game
    assert again.is_over and again.totals == list(result.totals)
    assert len(again.korolik_dealers) == 2
    for log in again.history:
        counts = [e.info[0] for e in log.events if e.kind == "exchange"]
        assert all(n in (0, 3, 4, 5) for n in counts)


def test_a_deal_of_a_second_korolik():
    """A deal played as the third of a partie: its dealer is the one the draw chose."""
    rng = random.Random(4)
    game = Game(RUSSIAN, first_dealer=0)
    game.deal_random(rng)
    result = play_deal(next(deal_stream(8, RUSSIAN)), 0, (make_player(2, 1), make_player(3, 2)),
                       scores_before=[[30, 20], [10, 40]], variant=RUSSIAN)
    assert result.dealer == 0 and len(result.record["deals"]) == 1


# ---------------------------------------------------------------------------
# The tools.

@pytest.mark.slow
def test_tournament_and_bench_play_russian():
    import json
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    out = subprocess.run(
        [sys.executable, str(root / "tools" / "tournament.py"), "1", "3", "--pairs", "2", "--seed", "2",
         "--parties", "1", "--jobs", "1", "--variant", "russian", "--json"],
        capture_output=True, text=True, timeout=120, cwd=root)
    assert out.returncode == 0, out.stderr
    s = json.loads(out.stdout)
    assert s["variant"] == "russian" and s["parties_played"] == 2 and s["deals_per_partie"] == 4
    out = subprocess.run(
        [sys.executable, str(root / "tools" / "bench_engine.py"), "--deals", "30", "--playouts", "300",
         "--hands", "300", "--variant", "russian"],
        capture_output=True, text=True, timeout=120, cwd=root)
    assert out.returncode == 0, out.stderr
    assert "Russian Piquet" in out.stdout and "playouts" in out.stdout


# ---------------------------------------------------------------------------
# What a seat knows, in both games.

@pytest.mark.parametrize("name", ["russian", "picchetto"])
@pytest.mark.parametrize("seed", range(8))
def test_the_true_cards_are_always_among_those_a_seat_imagines(name, seed):
    """Random deals of Russian Piquet (no peek, the cards nobody took shown to both,
    the open capot question) and Picchetto (the point said by its value, the dealer's
    Bianco after the exchange, the duty to head): before every action, for both seats,
    the cards really held break no rule the seat's knowledge draws (what it certainly
    holds, what he may hold, the facts of the declarations), and every world sampled
    is consistent with the view."""
    from piquet_game.ai.knowledge import knowledge
    from piquet_game.ai.sampler import World, is_consistent, sample_worlds, violations
    from piquet_game.rules.variant import variant_named

    variant = variant_named(name)
    rng = random.Random(900 + seed)
    game = Game.new(rng, variant)
    check = random.Random(seed)
    for _ in range(2):
        if game.is_over:
            break
        game.deal_random(rng)
        while game.phase not in (Phase.DEAL, Phase.PARTIE_OVER):
            for seat in (0, 1):
                view = game.view(seat)
                opp = 1 - seat
                exchanged = any(e.kind == "exchange" and e.seat == opp for e in game.log)
                real = World(game.hands[opp], tuple(game.talon), game.discards[opp] if exchanged else 0,
                             game.rest)
                assert violations(view, real) == [], (game.phase, seat)
                k = knowledge(view)
                assert k.opp_in_hand & ~game.hands[opp] == 0
                assert game.hands[opp] & ~k.opp_possible == 0
                if check.random() < 0.15:
                    for w in sample_worlds(view, check, 3, weighted=seat == 0):
                        assert is_consistent(view, w), violations(view, w)
            game.apply(game.sample_action(rng))
