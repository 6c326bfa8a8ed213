"""The fast random playout scores trick play exactly as the engine does."""

from __future__ import annotations

import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import contract_pique_29
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_game.ai.simulate import contract_rules
from piquet_game.rules import PLAYS, RUBICON, Game, Phase
from piquet_game.rules.playout import random_playout

ROOT = Path(__file__).resolve().parents[1]


def game_at_first_lead(rng: random.Random) -> Game:
    game = Game(first_dealer=rng.randrange(2))
    game.deal_random(rng)
    while game.phase is not Phase.PLAY:
        game.apply(game.sample_action(rng))
    return game


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 11))
def test_playout_matches_the_engine(seed, tricks_first):
    """Play ``tricks_first`` tricks through the engine, then the rest with the playout;
    replaying the playout's cards through the engine must give the same points,
    pique and the cards or capot included."""
    rng = random.Random(seed)
    game = game_at_first_lead(rng)
    for _ in range(2 * tricks_first):
        game.apply(game.sample_action(rng))
    scores = list(game.scores)
    won = list(game.tricks_won)
    trace: list[tuple[int, int]] = []
    p0, p1, won0 = random_playout(game.hands, game.leader, rng.random, RUBICON, scores, won, trace)
    assert len(trace) == 2 * (12 - tricks_first)
    for seat, card in trace:
        game.apply(PLAYS[card], seat)  # raises if the playout broke a rule
    assert game.phase is not Phase.PLAY
    assert [scores[0] + p0, scores[1] + p1] == game.deal_scores[-1]
    assert won[0] + won0 == game.tricks_won[0]


def test_playout_awards_a_pique_only_while_the_opponent_has_nothing():
    """Elder at 29 with younger at nothing reaches 30 with his first lead: a pique.
    The same cards played with younger at 1 give elder exactly the pique less."""
    game = game_at_first_lead(random.Random(5))
    elder = game.elder
    with_pique = [0, 0]
    with_pique[elder] = 29
    without = list(with_pique)
    without[1 - elder] = 1
    p1 = random_playout(game.hands, elder, random.Random(9).random, RUBICON, with_pique)
    p2 = random_playout(game.hands, elder, random.Random(9).random, RUBICON, without)
    assert p1[elder] - p2[elder] == RUBICON.pique_bonus
    assert p1[1 - elder] == p2[1 - elder] and p1[2] == p2[2]


@pytest.mark.parametrize("seed", range(30))
def test_playout_scores_a_plus_contracts_pique_at_29_as_the_engine(seed):
    """Contract Piquet, elder at exactly 29 in combinations, younger at nothing: the
    pique comes with elder's first trick point, if younger has not scored first.  The
    playout, given the contract's rules, scores the tricks as the engine does."""
    game = contract_pique_29()
    variant = contract_rules(game.variant, minus=False)
    rng = random.Random(seed)
    trace: list[tuple[int, int]] = []
    p0, p1, _ = random_playout(game.hands, game.leader, rng.random, variant, game.scores, game.tricks_won,
                               trace)
    for seat, card in trace:
        game.apply(PLAYS[card], seat)
    events = game.history[-1].events
    contract_points = [0, 0]
    for e in events:
        if e.kind in ("overtricks", "undertricks"):
            contract_points[e.seat] += e.points
    final = game.deal_scores[-1]
    assert [29 + p0, p1] == [final[0] - contract_points[0], final[1] - contract_points[1]]
    piqued = any(e.kind == "pique" for e in events)
    assert piqued == (game.tricks[0][-1] == 0)  # elder piques exactly when he wins the first trick


@pytest.mark.parametrize("args", [["--deals", "20", "--playouts", "200", "--hands", "200"]])
def test_bench_engine_runs(args):
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "bench_engine.py"), *args],
                         capture_output=True, text=True, check=True).stdout
    for label in ("full random deals", "trick-play playouts", "hands evaluated"):
        line = next(line for line in out.splitlines() if line.startswith(label))
        assert float(line.split(":")[1].split("/s")[0].replace(",", "")) > 0


def test_bench_engine_compares_two_checkouts_and_every_game_in_turn():
    """The side-by-side measures: a checkout against itself (here: this one) gives
    rates for both and the rounds' ratio with its quartiles; ``--games`` a line for
    every game but Rubicon, each with its ratio to Rubicon's rate."""
    from piquet_game.rules import VARIANTS

    tool = str(ROOT / "tools" / "bench_engine.py")
    out = subprocess.run([sys.executable, tool, "--against", str(ROOT), "--rounds", "3", "--deals", "10"],
                         capture_output=True, text=True, check=True).stdout
    ratio = next(line for line in out.splitlines() if line.strip().startswith("ratio:"))
    median = float(ratio.split(":")[1].split()[0])
    low, high = (float(x) for x in ratio.split("quartiles ")[1].split(")")[0].split(" to "))
    assert 0 < low <= median <= high
    out = subprocess.run([sys.executable, tool, "--games", "--rounds", "2", "--deals", "5"],
                         capture_output=True, text=True, check=True).stdout
    named = {line.split()[0] for line in out.splitlines()[1:] if line.strip()}
    assert named == set(VARIANTS) - {"rubicon"}
    bad = subprocess.run([sys.executable, tool, "--against", str(ROOT / "docs")], capture_output=True,
                         text=True)
    assert bad.returncode == 2 and "not a checkout of this project" in bad.stderr


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("valgrind") is None, reason="counting instructions needs valgrind")
def test_bench_engine_counts_the_instructions_of_a_deal():
    """``--instructions``: a checkout against itself takes the same instructions a
    deal, to a few in a hundred thousand (the hash seed is fixed; where objects lie
    in memory is not); alone it is refused."""
    tool = str(ROOT / "tools" / "bench_engine.py")
    out = subprocess.run([sys.executable, tool, "--against", str(ROOT), "--instructions", "--deals", "5",
                          "--variant", "voleur"], capture_output=True, text=True, check=True).stdout
    counts = [float(line.split(":")[1].replace(",", "")) for line in out.splitlines()[1:3]]
    assert all(c > 10000 for c in counts)
    ratio = float(next(line for line in out.splitlines() if "ratio:" in line).split(":")[1].split()[0])
    assert 0.995 < ratio < 1.005 and abs(ratio - counts[1] / counts[0]) < 0.001
    bad = subprocess.run([sys.executable, tool, "--instructions"], capture_output=True, text=True)
    assert bad.returncode == 2 and "goes with --against or --games" in bad.stderr
