"""Speed of the deal review ("where did I lose points?").

    python tools/bench_review.py [--deals 12] [--seed 1] [--level 2] [--jobs 2] [--variant rubicon]

Deals of Rubicon Piquet (or of ``--variant``: Contract Piquet's deals are played
out, dealt again while both pass, their calls reviewed too; at a table of three or
four, the cards) are played
between a player of ``--level`` (the person reviewed, who makes mistakes) and the
Classicist, and each is reviewed from the person's side at the worlds the game uses
(``PLAY_WORLDS``, ``EXCHANGE_WORLDS``, ``DECLARE_WORLDS``, ``CALL_WORLDS``): in one
process, and on a pool of ``--jobs`` worker processes as the window does (the pool's
start counted once, as the window pays it for each review it opens, and
separately).  Prints the seconds a deal takes (median and the longest) and the
decisions reviewed a deal.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_game.ai import make_player  # noqa: E402
from piquet_game.ai.review import review_deal, review_pool  # noqa: E402
from piquet_game.rules import Game, Phase  # noqa: E402
from piquet_game.rules.record import game_to_record  # noqa: E402
from piquet_game.rules.variant import VARIANTS, Variant  # noqa: E402


def played(seed: int, level: int, variant: Variant = VARIANTS["rubicon"]) -> tuple[dict, int]:
    """One deal played out, as a record, and the seat of the person (seat 0)."""
    rng = random.Random(seed)
    game = Game(variant=variant, first_dealer=seed % 2)
    game.deal_random(rng)
    players = [make_player(level if s == 0 else 3, seed + s, variant.players) for s in range(variant.players)]
    while not (game.phase is Phase.DEAL and game.history[-1].scores is not None) and not game.is_over:
        if game.phase is Phase.DEAL:  # passed out in the auction: dealt again
            game.deal_random(rng)
            continue
        seat = game.to_move
        game.apply(players[seat].choose(game.view(seat), game.legal_actions()), seat)
    return game_to_record(game), 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--deals", type=int, default=12)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--level", type=int, default=2, help="the level of the person reviewed (2)")
    p.add_argument("--jobs", type=int, default=2, help="worker processes of the pool (2)")
    p.add_argument("--variant", default="rubicon", choices=sorted(VARIANTS))
    args = p.parse_args(argv)
    records = [played(args.seed + k, args.level, VARIANTS[args.variant]) for k in range(args.deals)]
    one: list[float] = []
    decisions: list[int] = []
    for record, seat in records:
        start = time.perf_counter()
        review = review_deal(record, 1, seat)
        one.append(time.perf_counter() - start)
        decisions.append(len(review.decisions))
    start = time.perf_counter()
    pool = review_pool(args.jobs)
    pooled: list[float] = []
    try:
        first = True
        for record, seat in records:
            begin = time.perf_counter()
            review_deal(record, 1, seat, executor=pool)
            pooled.append(time.perf_counter() - begin)
            if first:
                started = pooled[0]
                first = False
    finally:
        pool.shutdown()
    whole = time.perf_counter() - start
    per = statistics.mean(decisions)
    print(f"{args.deals} deals of {VARIANTS[args.variant].title}, level {args.level}, reviewed, "
          f"{per:.1f} decisions a deal")
    print(f"one process:      median {statistics.median(one):.2f} s a deal, longest {max(one):.2f} s")
    print(f"pool of {args.jobs} workers: median {statistics.median(pooled):.2f} s a deal, "
          f"longest {max(pooled):.2f} s (the first, with the pool's start: {started:.2f} s; "
          f"all {whole:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
