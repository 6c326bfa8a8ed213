"""Play two computer levels against each other and measure the difference.

    python tools/tournament.py A B --pairs N --seed S [--jobs J] [--parties M] [--json]
                                   [--variant NAME] [--option KEY=VALUE ...]

A and B are levels 1 to 5.  Every comparison is mirrored: a deal is played twice
with the seats swapped, the same cards in the same seats and the same dealer, so
each side holds each hand once (piquet_game.ai.match).  Prints:

  * the mean margin of A over B per deal, with a 95% confidence interval (normal
    approximation over the N pairs: mean +/- 1.96 sd / sqrt(N));
  * the share of deals A scored more in;
  * the partie win rate of A, from M mirrored parties (2M parties: six deals, or
    eight when tied, shuffled once and played twice with the seats swapped; a
    drawn partie counts half).  Parties are played whole, with the players seeing
    the partie's score, rather than made up by adding isolated deals six at a time.
    Default M = N/10 rounded up; 0 plays none;
  * an Elo difference, from the partie win rate when at least 20 parties were
    played, else from the deal win rate (said which: a deal Elo is not a partie Elo);
  * each side's median and 95th-percentile thinking time per decision in ms
    (decisions with a single legal action are not counted).

``--variant`` plays another game than Rubicon Piquet (``au-cent``: Piquet au cent,
``russian``: Russian Piquet, ``picchetto``: Picchetto), ``--option`` sets one of its
options (``--option target=150``, ``--option must_head_trick=false``).  In a game to
a target a partie lasts until a running total reaches it, its deals shuffled as they
are needed; the pairs of deals are each the first deal of such a partie; the
partie's score is the settlement (the difference, doubled against a loser under
half the target), reported with its 95% interval.  A Russian partie is its four
deals, the players drawing for the deal before each korolik (the same draws in both
parties of a mirrored pair); a Picchetto partie is a whole match, its score the
games it was won by (2 or 1).

At a table of three or four (``normand``, ``voleur``) a deal is played with A at
each seat in turn against B players, beside B players at every seat (Piquet
Normand), or by two A partners against two B, then the sides swapped; the margin
is what A scored at a seat less what B scored there (with sides, A's side's score
less B's).  At Piquet Normand the report adds the same measure of the seat's score
less the others' mean: what A also took from the others, as the margins of two
players and of two sides count it.

Results depend only on the levels, the variant and the seed (and not on --jobs);
timings vary.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import shlex
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_game.ai.match import (  # noqa: E402
    PairResult,
    PartiePairResult,
    PlayerFactory,
    TablePairResult,
    play_mirrored_pair,
    play_mirrored_partie,
    play_table_pair,
)
from piquet_game.rules.variant import RUBICON, VARIANTS, Variant, variant_with  # noqa: E402

LEVELS = (1, 2, 3, 4, 5)
Z95 = 1.96
#: Fewer parties than this and the Elo is taken from the deals instead.
MIN_PARTIES_FOR_ELO = 20


# ----------------------------------------------------------------- seeds


def seed_base(seed: int, kind: str) -> int:
    """A large number drawn from (seed, kind); consecutive seeds are taken from it,
    so the dealer (the seed's parity) alternates from one pair to the next."""
    return random.Random(f"piquet-tournament/{seed}/{kind}").getrandbits(48) * 2


def pair_seeds(seed: int, count: int) -> tuple[list[int], list[int]]:
    """(deal seeds, player seeds) of the pairs of a tournament."""
    d, p = seed_base(seed, "deal"), seed_base(seed, "players")
    return [d + i for i in range(count)], [p + i for i in range(count)]


def partie_seeds(seed: int, count: int) -> tuple[list[int], list[int]]:
    d, p = seed_base(seed, "partie"), seed_base(seed, "partie-players")
    return [d + i for i in range(count)], [p + i for i in range(count)]


# ------------------------------------------------------------ statistics


def mean_ci(values: Sequence[float]) -> tuple[float, float, float, float]:
    """(mean, sd, low, high): the 95% normal-approximation interval of the mean."""
    n = len(values)
    m = statistics.fmean(values)
    sd = statistics.stdev(values) if n > 1 else 0.0
    half = Z95 * sd / math.sqrt(n)
    return m, sd, m - half, m + half


def percentile(values: Sequence[float], q: float) -> float | None:
    """The q-quantile (0..1) by linear interpolation between order statistics."""
    if not values:
        return None
    s = sorted(values)
    pos = q * (len(s) - 1)
    lo = math.floor(pos)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (pos - lo)


def elo_of(rate: float, games: int) -> tuple[float, bool]:
    """The Elo difference that gives this expected score, and whether the rate had
    to be clipped (all won or all lost) to half a game from the end."""
    clipped = False
    floor = 0.5 / max(games, 1)
    if rate < floor:
        rate, clipped = floor, True
    elif rate > 1 - floor:
        rate, clipped = 1 - floor, True
    return 400.0 * math.log10(rate / (1 - rate)), clipped


def _round(x: float | None, digits: int = 4) -> float | None:
    return None if x is None else round(x, digits)


def think_summary(times: list[float], forced: int) -> dict[str, Any]:
    return {
        "median": _round(percentile(times, 0.5)),
        "p95": _round(percentile(times, 0.95)),
        "max": _round(max(times) if times else None),
        "decisions": len(times),
        "forced": forced,
    }


# --------------------------------------------------------------- playing


def _run(fn: Callable[..., Any], args: Iterable[tuple[Any, ...]], jobs: int, count: int) -> list[Any]:
    if not count:
        return []
    columns = list(zip(*args, strict=True))
    if jobs <= 1:
        return list(map(fn, *columns))
    chunk = max(1, count // (jobs * 4))
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(fn, *columns, chunksize=chunk))


def run_tournament(a: int, b: int, pairs: int, seed: int, jobs: int = 1, parties: int = 0,
                   factory: PlayerFactory | None = None, variant: Variant = RUBICON) -> dict[str, Any]:
    """Play the pairs and parties and return the summary (the --json object,
    without the command line)."""
    if pairs < 2:
        raise ValueError("at least two pairs are needed for a confidence interval")
    if variant.players > 2:
        return run_table_tournament(a, b, pairs, seed, jobs, factory, variant)
    start = time.perf_counter()
    deal_s, player_s = pair_seeds(seed, pairs)
    pair_fn = partial(play_mirrored_pair, factory=factory, variant=variant)
    pair_results: list[PairResult] = _run(
        pair_fn, ((d, a, b, p) for d, p in zip(deal_s, player_s, strict=True)), jobs, pairs)
    partie_s, pplayer_s = partie_seeds(seed, parties)
    partie_fn = partial(play_mirrored_partie, factory=factory, variant=variant)
    partie_results: list[PartiePairResult] = _run(
        partie_fn, ((d, a, b, p) for d, p in zip(partie_s, pplayer_s, strict=True)), jobs, parties)

    margin, sd, ci_low, ci_high = mean_ci([r.margin for r in pair_results])
    deal_rate, _, deal_low, deal_high = mean_ci([r.a_deal_wins / 2 for r in pair_results])

    out: dict[str, Any] = {
        "a": a, "b": b, "seed": seed, "variant": variant.name, "options": variant.options(),
        "pairs": pairs, "deals": 2 * pairs,
        "margin": round(margin, 4), "sd": round(sd, 4),
        "ci_low": round(ci_low, 4), "ci_high": round(ci_high, 4),
        "deal_win_rate": round(deal_rate, 4),
        "parties": parties, "parties_played": 2 * parties,
        "win_rate": None, "win_rate_ci": None, "partie_points": None, "partie_points_ci": None,
        "deals_per_partie": None,
    }
    if parties:
        rate, _, low, high = mean_ci([r.a_wins / 2 for r in partie_results])
        out["win_rate"] = round(rate, 4)
        if parties >= 2:
            out["win_rate_ci"] = [round(max(low, 0.0), 4), round(min(high, 1.0), 4)]
        points, _, plow, phigh = mean_ci([r.a_points / 2 for r in partie_results])
        out["partie_points"] = round(points, 2)
        if parties >= 2:
            out["partie_points_ci"] = [round(plow, 2), round(phigh, 2)]
        out["deals_per_partie"] = round(statistics.fmean(g.deals for r in partie_results for g in r.games), 2)
    if variant.auction:  # the contracts each side won in the auction of the pairs' deals, and made
        out["contracts"] = {}
        for side in ("A", "B"):
            bid = sum(r.contracts(side)[0] for r in pair_results)
            made = sum(r.contracts(side)[1] for r in pair_results)
            out["contracts"][side] = {"bid": bid, "made": made,
                                      "made_rate": round(made / bid, 4) if bid else None}
    if 2 * parties >= MIN_PARTIES_FOR_ELO:
        elo, clipped = elo_of(out["win_rate"], 2 * parties)
        out["elo_basis"] = "parties"
    else:
        elo, clipped = elo_of(deal_rate, 2 * pairs)
        out["elo_basis"] = "deals"
    out["elo"] = round(elo, 1)
    out["elo_clipped"] = clipped

    times: dict[str, list[float]] = {"A": [], "B": []}
    forced = {"A": 0, "B": 0}
    results: list[PairResult | PartiePairResult] = [*pair_results, *partie_results]
    for r in results:
        for side, ts in r.think_ms.items():
            times[side].extend(ts)
        for side, n in r.forced.items():
            forced[side] += n
    out["think_ms"] = {side: think_summary(times[side], forced[side]) for side in ("A", "B")}
    out["jobs"] = jobs
    out["elapsed_s"] = round(time.perf_counter() - start, 2)
    return out


def run_table_tournament(a: int, b: int, pairs: int, seed: int, jobs: int,
                         factory: PlayerFactory | None, variant: Variant) -> dict[str, Any]:
    """Three or four at the table: ``pairs`` deals, each played as
    :func:`piquet_game.ai.match.play_table_pair` does (sides swapped, or A at every
    seat against B players beside B players at every seat)."""
    start = time.perf_counter()
    deal_s, player_s = pair_seeds(seed, pairs)
    fn = partial(play_table_pair, factory=factory, variant=variant)
    results: list[TablePairResult] = _run(fn, ((d, a, b, p) for d, p in zip(deal_s, player_s, strict=True)),
                                          jobs, pairs)
    margin, sd, low, high = mean_ci([r.margin for r in results])
    rel, rel_sd, rel_low, rel_high = mean_ci([r.relative for r in results])
    times: dict[str, list[float]] = {"A": [], "B": []}
    forced = {"A": 0, "B": 0}
    for r in results:
        for side in ("A", "B"):
            times[side].extend(r.think_ms[side])
            forced[side] += r.forced[side]
    return {
        "a": a, "b": b, "seed": seed, "variant": variant.name, "options": variant.options(),
        "table": "sides" if variant.partnerships else "seats", "players": variant.players,
        "pairs": pairs, "deals": pairs,
        "margin": round(margin, 4), "sd": round(sd, 4), "ci_low": round(low, 4), "ci_high": round(high, 4),
        "relative": {"margin": round(rel, 4), "sd": round(rel_sd, 4), "ci_low": round(rel_low, 4),
                     "ci_high": round(rel_high, 4)},
        "think_ms": {side: think_summary(times[side], forced[side]) for side in ("A", "B")},
        "jobs": jobs, "elapsed_s": round(time.perf_counter() - start, 2),
    }


# ----------------------------------------------------------------- output


def _ms(x: float) -> str:
    return f"{x:.3f}" if x < 10 else f"{x:.1f}"


def report_table(s: dict[str, Any]) -> str:
    """The report of a tournament at a table of three or four."""
    a, b = s["a"], s["b"]
    variant = VARIANTS.get(s["variant"], RUBICON)
    if s["table"] == "sides":
        how = (f"two level-{a} partners (A) against two level-{b} (B), then the same cards with the "
               "sides swapped")
        what = "A's side's score less B's"
    else:
        how = (f"a level-{a} player (A) at each seat in turn against level-{b} players, and level-{b} "
               "players at every seat, on the same cards")
        what = f"what A scored at a seat less what a level-{b} player scored there, over the seats"
    lines = [
        f"command: {s['command']}",
        f"variant: {variant.title}",
        f"A = level {a}, B = level {b}, seed {s['seed']}: {s['deals']} deals, each played as {how}",
        f"margin of A over B: {s['margin']:+.2f} points a deal, 95% CI [{s['ci_low']:+.2f}, "
        f"{s['ci_high']:+.2f}] ({what}; mean +/- 1.96 sd/sqrt(N) over the deals, sd {s['sd']:.2f})",
    ]
    rel = s.get("relative")
    if s["table"] == "seats" and rel:
        lines.append(f"the same of the seat's score less the others' mean (what A also took from the "
                     f"others): {rel['margin']:+.2f} points a deal, 95% CI [{rel['ci_low']:+.2f}, "
                     f"{rel['ci_high']:+.2f}] (sd {rel['sd']:.2f})")
    lines.append("thinking time per decision (ms; decisions with one legal action not counted):")
    for side, level in (("A", a), ("B", b)):
        t = s["think_ms"][side]
        if t["decisions"]:
            lines.append(f"  {side} level {level}: median {_ms(t['median'])}, p95 {_ms(t['p95'])}, "
                         f"max {_ms(t['max'])} over {t['decisions']} decisions ({t['forced']} forced)")
    lines.append(f"{s['elapsed_s']:.1f} s on {s['jobs']} worker(s)")
    return "\n".join(lines)


def report(s: dict[str, Any]) -> str:
    if s.get("table"):
        return report_table(s)
    a, b = s["a"], s["b"]
    variant = VARIANTS.get(s.get("variant", "rubicon"), RUBICON)
    options = "".join(f", {k} {v}" for k, v in (s.get("options") or {}).items())
    lines = [
        f"command: {s['command']}",
        f"variant: {variant.title}{options}",
        f"A = level {a}, B = level {b}, seed {s['seed']}: {s['pairs']} mirrored pairs "
        f"({s['deals']} deals; each deal played twice with the seats swapped, same cards, same dealer)",
        f"margin of A over B: {s['margin']:+.2f} points a deal, "
        f"95% CI [{s['ci_low']:+.2f}, {s['ci_high']:+.2f}] "
        f"(mean +/- 1.96 sd/sqrt(N) over the {s['pairs']} pairs, sd {s['sd']:.2f})",
        f"deals won by A (higher deal score, a tie counts half): {100 * s['deal_win_rate']:.1f}%",
    ]
    if s["parties"]:
        if s["win_rate_ci"] is None:
            ci = "no interval from a single mirrored pair"
        else:
            lo, hi = s["win_rate_ci"]
            ci = f"95% CI {100 * lo:.1f}-{100 * hi:.1f}% over the pairs"
        lines.append(
            f"partie win rate of A: {100 * s['win_rate']:.1f}% ({ci}) "
            f"over {s['parties_played']} parties: {s['parties']} mirrored pair{'s' * (s['parties'] != 1)}, "
            f"each partie's deals "
            f"shuffled once and played twice with the seats swapped, a drawn partie counting half; "
            f"A's mean partie score {s['partie_points']:+.1f}"
            + (f", 95% CI [{s['partie_points_ci'][0]:+.1f}, {s['partie_points_ci'][1]:+.1f}]"
               if s.get("partie_points_ci") else "")
            + (f"; {s['deals_per_partie']:.2f} deals a partie" if s.get("deals_per_partie") else ""))
    else:
        lines.append("partie win rate of A: not measured (--parties 0)")
    clip = ""
    if s["elo_clipped"]:
        clip = " (every game went one way: the rate is clipped half a game from the end)"
    if s["elo_basis"] == "parties":
        basis = "from the partie win rate"
    else:
        basis = (f"from the deal win rate, since fewer than {MIN_PARTIES_FOR_ELO} parties were played; "
                 "it rates single deals and is not comparable to a partie Elo")
    lines.append(f"Elo of A relative to B: {s['elo']:+.0f}, {basis}{clip}")
    if s.get("contracts"):
        lines.append(f"contracts won in the auction of the {s['deals']} deals, and made:")
        for side, level in (("A", a), ("B", b)):
            c = s["contracts"][side]
            rate = f"{100 * c['made_rate']:.1f}% made" if c["made_rate"] is not None else "none bid"
            lines.append(f"  {side} level {level}: {c['bid']} contracts, {c['made']} made ({rate})")
    lines.append("thinking time per decision (ms; decisions with one legal action not counted):")
    for side, level in (("A", a), ("B", b)):
        t = s["think_ms"][side]
        if t["decisions"]:
            lines.append(f"  {side} level {level}: median {_ms(t['median'])}, p95 {_ms(t['p95'])}, "
                         f"max {_ms(t['max'])} over {t['decisions']} decisions ({t['forced']} forced)")
        else:
            lines.append(f"  {side} level {level}: no decisions with a choice")
    lines.append(f"{s['elapsed_s']:.1f} s on {s['jobs']} worker(s)")
    return "\n".join(lines)


def level_problem(level: int) -> str | None:
    """Why a level cannot play yet (None when it can)."""
    try:
        from piquet_game.ai import make_player
    except ImportError as exc:
        return f"the computer levels cannot be loaded: {exc}"
    try:
        make_player(level, 0)
    except ValueError as exc:
        return str(exc)
    return None


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="tournament.py",
        description="Mirrored deals and parties between two computer levels.")
    p.add_argument("a", type=int, choices=LEVELS, metavar="A", help="level of side A (1-5)")
    p.add_argument("b", type=int, choices=LEVELS, metavar="B", help="level of side B (1-5)")
    p.add_argument("--pairs", type=int, required=True, help="mirrored pairs of deals (at least 2)")
    p.add_argument("--seed", type=int, required=True, help="seed of every deal and player")
    p.add_argument("--jobs", type=int, default=None, help="worker processes (default: the number of cores)")
    p.add_argument("--parties", type=int, default=None,
                   help="mirrored pairs of parties for the partie win rate (default: pairs/10 rounded up)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--variant", default="rubicon", choices=sorted(VARIANTS),
                   help="the game played (default: rubicon)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="an option of the variant, e.g. target=150 (repeatable)")
    return p


def variant_of(name: str, options: Sequence[str]) -> Variant:
    """The variant ``name`` with ``KEY=VALUE`` options set; ValueError if one is wrong."""
    return variant_with(name, options)


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    args = parser.parse_args(args_list)
    if args.pairs < 2:
        parser.error("--pairs must be at least 2")
    if args.parties is not None and args.parties < 0:
        parser.error("--parties cannot be negative")
    jobs = args.jobs if args.jobs is not None else (os.cpu_count() or 1)
    if jobs < 1:
        parser.error("--jobs must be at least 1")
    for level in (args.a, args.b):
        problem = level_problem(level)
        if problem:
            parser.error(problem)
    try:
        variant = variant_of(args.variant, args.option)
    except (KeyError, ValueError) as exc:
        parser.error(str(exc.args[0] if exc.args else exc))
    parties = args.parties if args.parties is not None else math.ceil(args.pairs / 10)
    command = shlex.join(["python", "tools/tournament.py", *args_list])
    summary = {"command": command,
               **run_tournament(args.a, args.b, args.pairs, args.seed, jobs, parties, variant=variant)}
    if args.json:
        print(json.dumps(summary))
    else:
        print(report(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
