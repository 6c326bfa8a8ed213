"""Benchmark of the rules engine, on one core.

    python tools/bench_engine.py [--deals N] [--playouts N] [--hands N] [--seed S]
                                 [--variant NAME] [--option KEY=VALUE ...]

Prints:
  * full random deals per second: the chance step, carte blanche, both exchanges,
    the three declaration classes and the twelve tricks, through Game.apply with
    every check and event, choosing by Game.sample_action;
  * random trick-play playouts per second from the first lead
    (piquet_game.rules.playout.random_playout, the loop a search uses);
  * hands evaluated per second for all three declaration classes
    (piquet_game.rules.combos.hand_summary: best point, every sequence, every set).

``--variant`` measures another game (``au-cent``: Piquet au cent), ``--option`` sets
one of its options (``target=150``, ``must_head_trick=false``).  In a game to a target
the deals are those of parties played to it (a partie ends, and a new one starts, as
a total reaches it, in the middle of a deal if need be), and each playout is given
the points each seat needs, drawn between 1 and the target, and stops where one
reaches it; in a match of games (Picchetto) the deals are those of whole matches,
the playouts' targets those of its first game.  Where only the declarations block a
pique (Russian Piquet) the playouts are told that elder may pique, as at a first
lead after declarations in which younger scored nothing.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_game.rules import RUBICON, VARIANTS, Game, Variant, shuffle_deal  # noqa: E402
from piquet_game.rules.combos import hand_summary  # noqa: E402
from piquet_game.rules.playout import pique_barred, random_playout  # noqa: E402
from piquet_game.rules.variant import variant_with  # noqa: E402


def bench_deals(n: int, seed: int, variant: Variant = RUBICON) -> float:
    rng = random.Random(seed)
    game = Game.new(random.Random(seed), variant)
    done = 0
    start = time.perf_counter()
    while done < n:
        if game.is_over:
            game = Game.new(rng, variant)
        game.play_random_deal(rng)
        done += 1
    return n / (time.perf_counter() - start)


def bench_playouts(n: int, seed: int, variant: Variant = RUBICON) -> float:
    rng = random.Random(seed)
    deals = [shuffle_deal(rng, rng.randrange(2), 2, variant.hand_size).hands for _ in range(1000)]
    target = variant.target or (variant.game_targets[0] if variant.game_targets else 0)
    needs = ([(rng.randint(1, target), rng.randint(1, target)) for _ in range(1000)]
             if target else [None] * 1000)
    barred = [pique_barred(variant, leader, (0, 0)) for leader in (0, 1)]
    rand = rng.random
    start = time.perf_counter()
    for i in range(n):
        random_playout(deals[i % 1000], i & 1, rand, variant, need=needs[i % 1000], barred=barred[i & 1])
    return n / (time.perf_counter() - start)


def bench_hands(n: int, seed: int, variant: Variant = RUBICON) -> float:
    rng = random.Random(seed)
    hands = [h for _ in range(500) for h in shuffle_deal(rng, 0, 2, variant.hand_size).hands]
    start = time.perf_counter()
    for i in range(n):
        hand_summary(hands[i % 1000], variant)
    return n / (time.perf_counter() - start)


def variant_of(name: str, options: list[str]) -> Variant:
    """The variant ``name`` with ``KEY=VALUE`` options set; ValueError if one is wrong."""
    return variant_with(name, options)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deals", type=int, default=5000)
    ap.add_argument("--playouts", type=int, default=100000)
    ap.add_argument("--hands", type=int, default=200000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variant", default="rubicon", choices=sorted(VARIANTS))
    ap.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                    help="an option of the variant, e.g. target=150 (repeatable)")
    args = ap.parse_args(argv)
    try:
        variant = variant_of(args.variant, args.option)
    except (KeyError, ValueError) as exc:
        ap.error(str(exc.args[0] if exc.args else exc))
    options = "".join(f", {k} {v}" for k, v in variant.options().items())
    print(f"python {sys.version.split()[0]}, one process, {variant.title}{options}")
    rate = bench_deals(args.deals, args.seed, variant)
    print(f"full random deals:        {rate:10,.0f} /s   ({args.deals} deals, deal to score)")
    rate = bench_playouts(args.playouts, args.seed, variant)
    print(f"trick-play playouts:      {rate:10,.0f} /s   ({args.playouts} playouts from the first lead)")
    rate = bench_hands(args.hands, args.seed, variant)
    print(f"hands evaluated:          {rate:10,.0f} /s   ({args.hands} hands, point + sequences + sets)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
