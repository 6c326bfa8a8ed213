"""Benchmark of Ass: the engine, the records and the computer's think time, on one core.

    python tools/bench_ass.py [--deals N] [--decisions N] [--seed S]

Prints, for two, four and six players (each his own trumps where there are four
or fewer, else no trumps):
  * random deals per second through AssGame.apply, every action checked, its
    events made (the deal, the bets, every trick, the refills, the banks);
  * records written and read back (replayed through the engine) per second, for
    whole games;
  * each level's think time per decision (median, p95, max, in ms) over
    ``--decisions`` decisions met in games of that level against itself; only
    decisions with more than one legal action count.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_game.ass.ai import ASS_LEVELS, make_ass_player  # noqa: E402
from piquet_game.ass.rules import AssGame, AssPhase, AssRules  # noqa: E402
from piquet_game.ass.rules.record import ass_record_of, replay_ass_record  # noqa: E402


def rules_for(players: int) -> AssRules:
    return AssRules.make(players, 1 if players <= 4 else 2)


def random_deals(players: int, deals: int, seed: int) -> float:
    """Random deals per second (new games as games end)."""
    rng = random.Random(seed)
    done = 0
    start = time.perf_counter()
    while done < deals:
        game = AssGame.new(rules_for(players), rng=rng)
        while not game.is_over and done < deals and game.deal_number <= 60:
            events = game.apply(game.sample_action(rng))
            done += any(e.kind == "deal-end" for e in events)
    return done / (time.perf_counter() - start)


def records(players: int, games: int, seed: int) -> float:
    """Whole games' records written and replayed per second."""
    rng = random.Random(seed)
    played = []
    for _ in range(games):
        game = AssGame.new(rules_for(players), rng=rng)
        while not game.is_over and game.deal_number < 40:
            game.apply(game.sample_action(rng))
        played.append(game)
    start = time.perf_counter()
    for game in played:
        replay_ass_record(ass_record_of(game))
    return games / (time.perf_counter() - start)


def think_times(level: int, players: int, decisions: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    seats = [make_ass_player(level, seed + k) for k in range(players)]
    times: list[float] = []
    while len(times) < decisions:
        game = AssGame.new(rules_for(players), rng=rng)
        while not game.is_over and game.deal_number < 30 and len(times) < decisions:
            if game.phase is AssPhase.DEAL:
                game.apply(game.shuffled())
                continue
            seat = game.to_move
            assert seat is not None
            legal = game.legal_actions()
            start = time.perf_counter()
            action = seats[seat].choose(game.view(seat), legal)
            if len(legal) > 1:
                times.append((time.perf_counter() - start) * 1000)
            game.apply(action, seat)
    return times


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--decisions", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for players in (2, 4, 6):
        print(f"{players} players: {random_deals(players, args.deals, args.seed):,.0f} random deals/s, "
              f"{records(players, args.games, args.seed):,.0f} whole games' records replayed/s")
        for level in sorted(ASS_LEVELS):
            times = think_times(level, players, args.decisions, args.seed)
            print(f"  level {level}: median {statistics.median(times):.2f} ms, p95 {p95(times):.2f} ms, "
                  f"max {max(times):.2f} ms over {len(times)} decisions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
