"""Benchmark of the rules engine, on one core.

    python tools/bench_engine.py [--deals N] [--playouts N] [--hands N] [--seed S]
                                 [--variant NAME] [--option KEY=VALUE ...]
    python tools/bench_engine.py --against DIR [--rounds R] [--deals N] [--variant NAME]
    python tools/bench_engine.py --games [--rounds R] [--deals N]
    python tools/bench_engine.py --games --instructions [--deals N]

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
by side: a process for each, kept, taking turns at chunks of ``--deals`` deals for
``--rounds`` rounds, so that neighbouring chunks meet the machine as it is; it
prints the ratio of each round's two rates, the median and quartiles over the
rounds (what a burst of other work does to one round it does to both runs).
``--games`` measures every game's full random deals the same way, in turn with
Rubicon's, and each one's ratio to Rubicon.

``--instructions`` (with ``--against`` or ``--games``) counts instead of timing: each
run's deals are played once under valgrind's callgrind, which counts the machine
instructions they take (Python's hash seed fixed: the same count run after run, to a
few in a hundred thousand, whatever else the machine is doing), less those of a run
of no deals; it prints the instructions a deal and the
ratio (the fewer instructions, the higher the ratio).  An instruction is not a
fixed time, but where the timed ratios drift with the machine's load, this one does
not.

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
import os
import random
import re
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

#: The measuring process of one checkout: it reads "variant deals seed" lines and
#: answers each with the seconds its deals took.  It uses only what every checkout
#: since the first benchmark has (``Game.new``, ``play_random_deal``, ``is_over``), so
#: that an earlier commit's engine is measured by the same loop.
WORKER = """
import random, sys, time
sys.path.insert(0, sys.argv[1])
from piquet_game.rules import Game
try:
    from piquet_game.rules import VARIANTS
except ImportError:
    VARIANTS = {}
games = {}
for line in sys.stdin:
    name, n, seed = line.split()
    n = int(n)
    rng = random.Random(int(seed))
    def new():
        return Game.new(rng, VARIANTS[name]) if name != "rubicon" else Game.new(rng)
    game = games.get(name) or new()
    start = time.perf_counter()
    for _ in range(n):
        if game.is_over:
            game = new()
        game.play_random_deal(rng)
    spent = time.perf_counter() - start
    games[name] = game
    print(spent, flush=True)
"""


class Worker:
    """A measuring process of one checkout, kept for the whole comparison."""

    def __init__(self, checkout: Path) -> None:
        self.proc = subprocess.Popen([sys.executable, "-c", WORKER, str(checkout)], cwd=checkout,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def deals(self, variant: str, n: int, seed: int) -> float:
        """The seconds ``n`` random deals of ``variant`` took."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(f"{variant} {n} {seed}\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"the measuring process stopped (exit {self.proc.wait()})")
        return float(line)

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self.proc.wait()


def side_by_side(runs: dict[str, tuple[Path, str]], rounds: int, deals: int,
                 seed: int) -> dict[str, tuple[float, float, list[float]]]:
    """Each run's deals a second over ``rounds`` rounds: in each round every run
    plays ``deals`` deals in turn (the first one first in even rounds, last in odd
    ones), each in its own process kept from round to round, so that neighbouring
    chunks meet the machine as it is.  Per run: (deals a second over all rounds,
    the best round's, and each round's rate).  The ratio to quote is the median of
    the rounds' ratios (:func:`round_ratios`): a burst of other work slows one round
    of both runs, not one run of all rounds."""
    workers: dict[str, Worker] = {}
    spent: dict[str, list[float]] = {name: [] for name in runs}
    names = list(runs)
    try:
        for name, (checkout, _) in runs.items():
            workers[name] = Worker(checkout)
        for name in names:  # a first chunk each, not counted: imports and caches warmed
            workers[name].deals(runs[name][1], max(1, deals // 10), seed)
        for r in range(rounds):
            for name in names if r % 2 == 0 else reversed(names):
                spent[name].append(workers[name].deals(runs[name][1], deals, seed + 1 + r))
    finally:
        for w in workers.values():
            w.close()
    return {name: (deals * rounds / sum(t), deals / min(t), [deals / x for x in t])
            for name, t in spent.items()}


def instructions(checkout: Path, variant: str, deals: int, seed: int) -> int:
    """The machine instructions the measuring process of ``checkout`` takes for
    ``deals`` random deals of ``variant`` (callgrind's count, with Python's start
    and imports)."""
    try:
        command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c",
                   WORKER, str(checkout)]
        done = subprocess.run(command, cwd=checkout, input=f"{variant} {deals} {seed}\n", capture_output=True,
                              text=True, check=False, env={**os.environ, "PYTHONHASHSEED": "0"})
    except FileNotFoundError:
        raise SystemExit("--instructions needs valgrind (Debian's package valgrind)") from None
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode or found is None:
        raise RuntimeError(f"callgrind did not count the deals of {variant}: {done.stderr.strip()[-300:]}")
    return int(found.group(1))


def instructions_a_deal(checkout: Path, variant: str, deals: int, seed: int) -> float:
    """The instructions a random deal of ``variant`` takes in ``checkout``: a run of
    ``deals`` deals less a run of none."""
    return (instructions(checkout, variant, deals, seed) - instructions(checkout, variant, 0, seed)) / deals


def round_ratios(a: list[float], b: list[float]) -> tuple[float, float, float]:
    """The median of the rounds' ratios a/b, and its lower and upper quartiles."""
    ratios = sorted(x / y for x, y in zip(a, b, strict=True))
    q = statistics.quantiles(ratios, n=4, method="inclusive") if len(ratios) > 1 else [ratios[0]] * 3
    return statistics.median(ratios), q[0], q[2]


def variant_of(name: str, options: list[str]) -> Variant:
    """The variant ``name`` with ``KEY=VALUE`` options set; ValueError if one is wrong."""
    return variant_with(name, options)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deals", type=int, default=None,
                    help="deals to measure (default 5000; with --against or --games, a round's chunk: 500)")
    ap.add_argument("--playouts", type=int, default=100000)
    ap.add_argument("--hands", type=int, default=200000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variant", default="rubicon", choices=sorted(VARIANTS))
    ap.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                    help="an option of the variant, e.g. target=150 (repeatable)")
    ap.add_argument("--against", type=Path, metavar="DIR",
                    help="another checkout: both measured side by side, in turn")
    ap.add_argument("--games", action="store_true", help="every game measured in turn with Rubicon")
    ap.add_argument("--rounds", type=int, default=21, help="rounds of --against or --games (default 21)")
    ap.add_argument("--instructions", action="store_true",
                    help="with --against or --games: the instructions a deal takes (callgrind), not time")
    args = ap.parse_args(argv)
    if args.deals is None:
        args.deals = 500 if args.against is not None or args.games else 5000
    if args.deals < 1 or args.rounds < 1:
        ap.error("--deals and --rounds must be at least 1")
    if args.instructions and args.against is None and not args.games:
        ap.error("--instructions goes with --against or --games")
    if args.against is not None:
        if not (args.against / "piquet_game" / "rules").is_dir():
            ap.error(f"{args.against} is not a checkout of this project (no piquet_game/rules)")
        if args.instructions:
            here_i = instructions_a_deal(HERE, args.variant, args.deals, args.seed)
            there_i = instructions_a_deal(args.against, args.variant, args.deals, args.seed)
            print(f"instructions a random deal of {args.variant} ({args.deals} deals, callgrind):")
            print(f"  this checkout: {here_i:12,.0f}")
            print(f"  {args.against}: {there_i:12,.0f}")
            print(f"  ratio: {there_i / here_i:.3f} (as deals a second: the fewer instructions, the higher)")
            return 0
        runs = {"this checkout": (HERE, args.variant), str(args.against): (args.against, args.variant)}
        rates = side_by_side(runs, args.rounds, args.deals, args.seed)
        here, there = rates["this checkout"], rates[str(args.against)]
        mid, low, high = round_ratios(here[2], there[2])
        print(f"full random deals of {args.variant}, {args.rounds} rounds of {args.deals} deals, in turn "
              "(all rounds, best round):")
        print(f"  this checkout: {here[0]:10,.0f} /s {here[1]:10,.0f} /s")
        print(f"  {args.against}: {there[0]:10,.0f} /s {there[1]:10,.0f} /s")
        print(f"  ratio: {mid:.3f} (median of the rounds' ratios; quartiles {low:.3f} to {high:.3f}), "
              f"{here[0] / there[0]:.3f} (all rounds), {here[1] / there[1]:.3f} (best rounds)")
        return 0
    if args.games and args.instructions:
        print(f"instructions a random deal ({args.deals} deals of each game, callgrind), and each game's "
              "ratio to Rubicon as deals a second (Rubicon's count over the game's):")
        rubicon = instructions_a_deal(HERE, "rubicon", args.deals, args.seed)
        print(f"  {'rubicon':10} {rubicon:12,.0f}")
        for name in VARIANTS:
            if name != "rubicon":
                count = instructions_a_deal(HERE, name, args.deals, args.seed)
                print(f"  {name:10} {count:12,.0f}   ratio {rubicon / count:.3f}")
        return 0
    if args.games:
        print(f"full random deals, {args.rounds} rounds of {args.deals} deals, each game in turn with "
              "Rubicon (the ratio: the median of the rounds' ratios, and its quartiles):")
        for name in VARIANTS:
            if name == "rubicon":
                continue
            rates = side_by_side({"rubicon": (HERE, "rubicon"), name: (HERE, name)}, args.rounds, args.deals,
                                 args.seed)
            mid, low, high = round_ratios(rates[name][2], rates["rubicon"][2])
            print(f"  {name:10} {rates[name][0]:10,.0f} /s   rubicon {rates['rubicon'][0]:10,.0f} /s   "
                  f"ratio {mid:.3f} ({low:.3f} to {high:.3f})")
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
