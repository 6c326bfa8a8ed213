"""Play two computer levels of Ass against each other, whole games, and measure.

    python tools/ass_tournament.py A B [--players 2] [--trumps 1] [--games 200] [--seed 1]
                                       [--jobs 2] [--cap 200] [--json]

A and B are levels (piquet_game.ass.ai.ASS_LEVELS).  Games are played in mirrored
pairs: the same first dealer and the same sequence of deals (deal k of pair i
shuffled from a seed of (seed, i, k), seat s given the same four cards and the
same stock in both games of the pair), with the levels' seats swapped.  With two
players the seats are A B, then B A; with more they alternate A B A B ..., then
B A B A ...  (``--games`` counts games: a pair is two.)

Reported, per level:

  * the games won (a win shared by several seats counts shared; a game stopped
    at the cap is won by the seats with the fewest banks), with a 95% interval;
  * the banks a seat of the level dropped (-) or added (+) per deal, fewer being
    better (a player wins by reaching 0), and A's margin over B per deal with its
    95% interval (B's change minus A's: positive when A does better);
  * A's points per deal over B's, a seat's (the finer measure where both sides
    nearly always reach their targets, as two players do);
  * the targets each side's seats missed, "go" and "no" apart (with two players
    a missed target is what separates two good levels in banks: all else is a
    bank dropped by each, every deal);
  * the decisions' thinking time (median, 95th percentile, most), counting only
    decisions with more than one legal action;
  * how many games reached the cap of deals (a game where everybody says "no"
    and misses could go on for ever).

The intervals are normal approximations over the pairs (mean +/- 1.96 sd /
sqrt(pairs)).  Results depend only on the levels, the rules and the seed (not on
--jobs); timings vary.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import shlex
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import tournament as piquet_tournament  # noqa: E402  (the statistics of Piquet's tournaments)

from piquet_game.ass.ai import ASS_LEVELS, make_ass_player  # noqa: E402
from piquet_game.ass.rules import AssDeal, AssGame, AssPhase, AssRules  # noqa: E402
from piquet_game.ass.rules.game import HAND_SIZE  # noqa: E402

Z95 = 1.96
DEFAULT_CAP = 200


# ------------------------------------------------------------------ deals


def deal_of(seed: int, pair: int, number: int, players: int) -> AssDeal:
    """Deal ``number`` (from 1) of pair ``pair``: seat s gets the cards s*4 .. s*4+3
    of a pack shuffled from the seed, the stock is the rest, whoever deals."""
    pack = list(range(36))
    random.Random(f"ass-tournament/{seed}/{pair}/{number}").shuffle(pack)
    hands = tuple(sum(1 << c for c in pack[HAND_SIZE * s:HAND_SIZE * (s + 1)]) for s in range(players))
    return AssDeal(hands, tuple(pack[HAND_SIZE * players:]))


def first_dealer(seed: int, pair: int, players: int) -> int:
    return random.Random(f"ass-tournament/{seed}/{pair}/dealer").randrange(players)


def seating(players: int, swapped: bool) -> tuple[str, ...]:
    """The side of each seat: A B A B ... (B A B A ... when swapped)."""
    first, second = ("B", "A") if swapped else ("A", "B")
    return tuple(first if s % 2 == 0 else second for s in range(players))


def player_seed(seed: int, pair: int, side: str, seat: int) -> int:
    return random.Random(f"ass-tournament/{seed}/{pair}/player/{side}/{seat}").getrandbits(32)


# ---------------------------------------------------------------- playing


@dataclass
class GameResult:
    sides: tuple[str, ...]  # "A" or "B", by seat
    banks: list[int]
    share: list[float]  # each seat's part of the win (1 / winners, 0 for the others)
    changes: list[int]  # each seat's banks added over the game (negative: dropped)
    points: list[int]  # each seat's points over the game's deals
    deals: int
    capped: bool
    #: thinking times of the decisions with a choice, by side
    times: dict[str, list[float]] = field(default_factory=dict)
    #: each seat's deals that missed their target: a "go" (a bank more), a "no" (no bank)
    missed_go: list[int] = field(default_factory=list)
    missed_no: list[int] = field(default_factory=list)


def play_game(rules: AssRules, levels: dict[str, int], sides: tuple[str, ...], seed: int, pair: int,
              cap: int = DEFAULT_CAP) -> GameResult:
    """One game, each seat played by the level of its side, its deals those of ``pair``."""
    n = rules.players
    players = [make_ass_player(levels[side], seed=player_seed(seed, pair, side, s))
               for s, side in enumerate(sides)]
    game = AssGame(rules, dealer=first_dealer(seed, pair, n), rng=random.Random(0))
    times: dict[str, list[float]] = {"A": [], "B": []}
    capped = False
    points = [0] * n
    missed_go = [0] * n
    missed_no = [0] * n
    while not game.is_over:
        if game.phase is AssPhase.DEAL:
            if game.deal_number >= cap:
                capped = True
                break
            game.apply(deal_of(seed, pair, game.deal_number + 1, n))
            continue
        seat = game.to_move
        assert seat is not None
        legal = game.legal_actions()
        view = game.view(seat)
        start = time.perf_counter()
        action = players[seat].choose(view, legal)
        spent = time.perf_counter() - start
        if len(legal) > 1:
            times[sides[seat]].append(spent)
        for e in game.apply(action, seat):
            if e.kind == "bank" and e.info[0] < e.info[1]:
                (missed_go if e.word == "go" else missed_no)[e.seat] += 1
            elif e.kind == "deal-end":
                points = [p + q for p, q in zip(points, game.points, strict=True)]
    banks = list(game.banks)
    winners = game.winners or tuple(s for s in range(n) if banks[s] == min(banks))
    share = [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]
    changes = [b - 3 for b in banks]
    return GameResult(sides, banks, share, changes, points, game.deal_number, capped, times, missed_go,
                      missed_no)


def play_pair(rules: AssRules, a: int, b: int, seed: int, pair: int,
              cap: int = DEFAULT_CAP) -> list[GameResult]:
    """The two games of a mirrored pair."""
    levels = {"A": a, "B": b}
    return [play_game(rules, levels, seating(rules.players, swapped), seed, pair, cap)
            for swapped in (False, True)]


def _pair_job(args: tuple[AssRules, int, int, int, int, int]) -> list[GameResult]:
    return play_pair(*args)


# ------------------------------------------------------------- statistics


def mean_ci(values: Sequence[float]) -> tuple[float, float, float]:
    """(mean, low, high): the 95% normal-approximation interval of the mean (tournament.py's)."""
    m, _sd, low, high = piquet_tournament.mean_ci(values)
    return m, low, high


percentile = piquet_tournament.percentile


def summarize(results: list[list[GameResult]]) -> dict[str, Any]:
    """The numbers of a tournament from its pairs' games, by side."""
    win_a: list[float] = []  # per pair: A's part of the wins, per game
    per_deal: dict[str, list[float]] = {"A": [], "B": []}  # per pair: a seat's bank change per deal
    margin: list[float] = []  # per pair: B's change per deal minus A's
    points: list[float] = []  # per pair: A's points per deal minus B's, a seat's
    times: dict[str, list[float]] = {"A": [], "B": []}
    deals = capped = 0
    missed = {"A": [0, 0], "B": [0, 0]}  # a side's missed "go"s and "no"s, all its seats
    for games in results:
        wins = 0.0
        change = {"A": 0.0, "B": 0.0}
        gained = {"A": 0.0, "B": 0.0}
        seats = {"A": 0, "B": 0}
        pair_deals = 0
        for g in games:
            pair_deals += g.deals
            deals += g.deals
            capped += g.capped
            for s, side in enumerate(g.sides):
                if g.missed_go:
                    missed[side][0] += g.missed_go[s]
                    missed[side][1] += g.missed_no[s]
                change[side] += g.changes[s]
                gained[side] += g.points[s]
                seats[side] += 1
                if side == "A":
                    wins += g.share[s]
            for side, t in g.times.items():
                times[side].extend(t)
        win_a.append(wins / len(games))
        # a seat's change per deal: its side's changes over its seats, over the deals of a game
        rate = {side: change[side] / seats[side] * len(games) / max(1, pair_deals) for side in change}
        for side in rate:
            per_deal[side].append(rate[side])
        margin.append(rate["B"] - rate["A"])
        per_seat = {side: gained[side] / seats[side] * len(games) / max(1, pair_deals) for side in gained}
        points.append(per_seat["A"] - per_seat["B"])
    out: dict[str, Any] = {"pairs": len(results), "games": sum(len(g) for g in results), "deals": deals,
                           "capped": capped}
    m, lo, hi = mean_ci(win_a)
    out["a_win_share"] = [round(m, 4), round(max(lo, 0.0), 4), round(min(hi, 1.0), 4)]
    out["banks_per_deal"] = {}
    for side in ("A", "B"):
        m, lo, hi = mean_ci(per_deal[side])
        out["banks_per_deal"][side] = [round(m, 4), round(lo, 4), round(hi, 4)]
    m, lo, hi = mean_ci(margin)
    out["margin_per_deal"] = [round(m, 4), round(lo, 4), round(hi, 4)]
    m, lo, hi = mean_ci(points)
    out["points_margin_per_deal"] = [round(m, 2), round(lo, 2), round(hi, 2)]
    out["missed"] = {side: {"go": v[0], "no": v[1]} for side, v in missed.items()}
    out["think"] = {}
    for side in ("A", "B"):
        t = times[side]
        out["think"][side] = {"decisions": len(t),
                              "p50_ms": _ms(percentile(t, 0.5)), "p95_ms": _ms(percentile(t, 0.95)),
                              "max_ms": _ms(max(t) if t else None)}
    return out


def _ms(x: float | None) -> float | None:
    return None if x is None else round(1000 * x, 1)


def run(a: int, b: int, players: int = 2, trumps: int = 1, games: int = 200, seed: int = 1, jobs: int = 1,
        cap: int = DEFAULT_CAP) -> dict[str, Any]:
    """Play ``games`` games (mirrored pairs) and summarize them."""
    rules = AssRules.make(players, trumps)
    pairs = max(2, math.ceil(games / 2))
    jobs_args = [(rules, a, b, seed, i, cap) for i in range(pairs)]
    start = time.perf_counter()
    if jobs <= 1:
        results = [_pair_job(x) for x in jobs_args]
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_pair_job, jobs_args, chunksize=1))
    out = {"a": a, "b": b, "players": players, "trumps": trumps, "rules": rules.key, "seed": seed, "cap": cap,
           **summarize(results), "seconds": round(time.perf_counter() - start, 1)}
    return out


def report(s: dict[str, Any]) -> str:
    a, b = s["a"], s["b"]
    name = {"A": f"level {a} ({ASS_LEVELS[a].name})", "B": f"level {b} ({ASS_LEVELS[b].name})"}
    lines = [f"Ass, {s['players']} players, trump option {s['trumps']} ({s['rules']}), seed {s['seed']}: "
             f"A = {name['A']} against B = {name['B']}",
             f"{s['games']} games in {s['pairs']} mirrored pairs, {s['deals']} deals, "
             f"{s['capped']} games stopped at the cap of {s['cap']} deals, {s['seconds']} s"]
    w = s["a_win_share"]
    lines.append(f"games won by A: {100 * w[0]:.1f}%  (95% CI {100 * w[1]:.1f}% .. {100 * w[2]:.1f}%)")
    for side in ("A", "B"):
        m, lo, hi = s["banks_per_deal"][side]
        lines.append(f"banks per deal, a seat of {side}: {m:+.3f}  (95% CI {lo:+.3f} .. {hi:+.3f}; fewer is "
                     "better)")
    m, lo, hi = s["margin_per_deal"]
    lines.append(f"A's bank margin per deal over B: {m:+.3f}  (95% CI {lo:+.3f} .. {hi:+.3f}; positive: A "
                 "better)")
    m, lo, hi = s["points_margin_per_deal"]
    lines.append(f"A's points per deal over B's (a seat's): {m:+.1f}  (95% CI {lo:+.1f} .. {hi:+.1f})")
    for side in ("A", "B"):
        k = s["missed"][side]
        lines.append(f"targets missed by {side}'s seats: {k['go']} go (a bank more each), {k['no']} no")
    for side, t in s["think"].items():
        lines.append(f"think {side}: {t['decisions']} decisions, median {t['p50_ms']} ms, "
                     f"p95 {t['p95_ms']} ms, max {t['max_ms']} ms")
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description="Ass: two computer levels in mirrored whole games.")
    p.add_argument("a", type=int, help="level A")
    p.add_argument("b", type=int, help="level B")
    p.add_argument("--players", type=int, default=2, help="2 to 6 (default 2)")
    p.add_argument("--trumps", type=int, default=1, help="trump option 1-5 (default 1)")
    p.add_argument("--games", type=int, default=200, help="games, in mirrored pairs (default 200)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--cap", type=int, default=DEFAULT_CAP, help="deals at most in a game (default 200)")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    args = parser.parse_args(args_list)
    for level in (args.a, args.b):
        if level not in ASS_LEVELS:
            parser.error(f"no level {level}: levels are {sorted(ASS_LEVELS)}")
    if args.games < 4:
        parser.error("--games must be at least 4 (two mirrored pairs)")
    if args.jobs < 1 or args.cap < 1:
        parser.error("--jobs and --cap must be at least 1")
    try:
        AssRules.make(args.players, args.trumps)
    except ValueError as exc:
        parser.error(str(exc))
    summary = {"command": shlex.join(["python", "tools/ass_tournament.py", *args_list]),
               **run(args.a, args.b, args.players, args.trumps, args.games, args.seed, args.jobs, args.cap)}
    print(json.dumps(summary) if args.json else report(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
