"""Benchmark of the rules engine, on one core.

    python tools/bench_engine.py [--deals N] [--playouts N] [--hands N] [--seed S]
                                 [--variant NAME] [--option KEY=VALUE ...]
    python tools/bench_engine.py --against DIR [--rounds R] [--deals N] [--variant NAME]
    python tools/bench_engine.py --games [--rounds R] [--deals N]

Prints:
  * full random deals per second: the chance step, carte blanche, both exchanges,
    the three declaration classes and the twelve tricks, through Game.apply with
    every check and event, choosing by Game.sample_action;
  * random trick-play playouts per second from the first lead
    (piquet_game.rules.playout.random_playout, the loop a search uses);
  * hands evaluated per second for all three declaration classes
    (piquet_game.rules.combos.hand_summary: best point, every sequence, every set).

``--against DIR`` measures the full random deals of this checkout and of another
one (``DIR``, a checkout of an earlier commit: ``git worktree add DIR COMMIT``) side
by side, each in a fresh process, alternating ``--rounds`` times so that both meet
the machine as it is; it prints each one's median and their ratio.  ``--games``
measures every game's full random deals the same way, alternating with Rubicon's,
and each one's ratio to Rubicon.

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
import statistics
import subprocess
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


HERE = Path(__file__).resolve().parents[1]


def deals_in_process(checkout: Path, variant: str, deals: int, seed: int) -> float:
    """Full random deals a second, measured by ``checkout``'s own benchmark in a
    fresh process (its engine, its interpreter's state)."""
    script = checkout / "tools" / "bench_engine.py"
    command = [sys.executable, str(script), "--deals", str(deals), "--playouts", "1", "--hands", "1",
               "--seed", str(seed)]
    if variant != "rubicon":  # (an older benchmark measures Rubicon only, and knows no --variant)
        command += ["--variant", variant]
    out = subprocess.run(command,
                         capture_output=True, text=True, check=True, cwd=checkout).stdout
    line = next(ln for ln in out.splitlines() if ln.startswith("full random deals:"))
    return float(line.split(":")[1].split("/s")[0].replace(",", ""))


def side_by_side(runs: dict[str, tuple[Path, str]], rounds: int, deals: int,
                 seed: int) -> dict[str, tuple[float, float]]:
    """Each run's best and median deals a second over ``rounds`` rounds, the runs
    taken in turn within each round (the first one first in even rounds, last in
    odd ones).  The best is the figure to compare on a shared machine: a round can
    only be slowed by what else runs, never sped up."""
    rates: dict[str, list[float]] = {name: [] for name in runs}
    names = list(runs)
    for r in range(rounds):
        for name in names if r % 2 == 0 else reversed(names):
            checkout, variant = runs[name]
            rates[name].append(deals_in_process(checkout, variant, deals, seed + r))
    return {name: (max(v), statistics.median(v)) for name, v in rates.items()}


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
    ap.add_argument("--against", type=Path, metavar="DIR",
                    help="another checkout: both measured side by side, in turn")
    ap.add_argument("--games", action="store_true", help="every game measured in turn with Rubicon")
    ap.add_argument("--rounds", type=int, default=5, help="rounds of --against or --games (default 5)")
    args = ap.parse_args(argv)
    if args.against is not None:
        if not (args.against / "tools" / "bench_engine.py").is_file():
            ap.error(f"{args.against} is not a checkout of this project (no tools/bench_engine.py)")
        runs = {"this checkout": (HERE, args.variant), str(args.against): (args.against, args.variant)}
        rates = side_by_side(runs, args.rounds, args.deals, args.seed)
        here, there = rates["this checkout"], rates[str(args.against)]
        print(f"full random deals of {args.variant}, {args.rounds} rounds of {args.deals} deals, in turn "
              "(best, median):")
        print(f"  this checkout: {here[0]:10,.0f} /s {here[1]:10,.0f} /s")
        print(f"  {args.against}: {there[0]:10,.0f} /s {there[1]:10,.0f} /s")
        print(f"  ratio: {here[0] / there[0]:.3f} (best), {here[1] / there[1]:.3f} (median)")
        return 0
    if args.games:
        print(f"full random deals, the best of {args.rounds} rounds of {args.deals} deals, each game in turn "
              "with Rubicon:")
        for name in VARIANTS:
            if name == "rubicon":
                continue
            rates = side_by_side({"rubicon": (HERE, "rubicon"), name: (HERE, name)}, args.rounds, args.deals,
                                 args.seed)
            print(f"  {name:10} {rates[name][0]:10,.0f} /s   rubicon {rates['rubicon'][0]:10,.0f} /s   "
                  f"ratio {rates[name][0] / rates['rubicon'][0]:.3f}")
        return 0
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
