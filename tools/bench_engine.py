"""Benchmark of the rules engine, on one core.

    python tools/bench_engine.py [--deals N] [--playouts N] [--hands N] [--seed S]

Prints:
  * full random deals per second: the chance step, carte blanche, both exchanges,
    the three declaration classes and the twelve tricks, through Game.apply with
    every check and event, choosing by Game.sample_action;
  * random trick-play playouts per second from the first lead
    (piquet_game.rules.playout.random_playout, the loop a search uses);
  * hands evaluated per second for all three declaration classes
    (piquet_game.rules.combos.hand_summary: best point, every sequence, every set).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_game.rules import RUBICON, Game, shuffle_deal  # noqa: E402
from piquet_game.rules.combos import hand_summary  # noqa: E402
from piquet_game.rules.playout import random_playout  # noqa: E402


def bench_deals(n: int, seed: int) -> float:
    rng = random.Random(seed)
    game = Game.new(random.Random(seed))
    done = 0
    start = time.perf_counter()
    while done < n:
        if game.is_over:
            game = Game.new(rng)
        game.play_random_deal(rng)
        done += 1
    return n / (time.perf_counter() - start)


def bench_playouts(n: int, seed: int) -> float:
    rng = random.Random(seed)
    deals = [shuffle_deal(rng, rng.randrange(2)).hands for _ in range(1000)]
    rand = rng.random
    start = time.perf_counter()
    for i in range(n):
        random_playout(deals[i % 1000], i & 1, rand, RUBICON)
    return n / (time.perf_counter() - start)


def bench_hands(n: int, seed: int) -> float:
    rng = random.Random(seed)
    hands = [h for _ in range(500) for h in shuffle_deal(rng, 0).hands]
    start = time.perf_counter()
    for i in range(n):
        hand_summary(hands[i % 1000], RUBICON)
    return n / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deals", type=int, default=5000)
    ap.add_argument("--playouts", type=int, default=100000)
    ap.add_argument("--hands", type=int, default=200000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    print(f"python {sys.version.split()[0]}, one process")
    rate = bench_deals(args.deals, args.seed)
    print(f"full random deals:        {rate:10,.0f} /s   ({args.deals} deals, deal to score)")
    rate = bench_playouts(args.playouts, args.seed)
    print(f"trick-play playouts:      {rate:10,.0f} /s   ({args.playouts} playouts from the first lead)")
    rate = bench_hands(args.hands, args.seed)
    print(f"hands evaluated:          {rate:10,.0f} /s   ({args.hands} hands, point + sequences + sets)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
