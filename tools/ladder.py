"""Measure the ladder of the computer levels in every game, step by step.

    python tools/ladder.py [--game NAME ...] [--pairs 200] [--seed 41] [--jobs 1]
                           [--out DIR] [--ass-games 200] [--ass-search-games N] [--table]

Each step is one level against the level below it (2 over 1, 3 over 2, ...),
played by ``tools/tournament.py`` (mirrored pairs of deals, ``--parties 0``) for
the games of Piquet and by ``tools/ass_tournament.py`` (mirrored whole games) for
Ass, at four players (``--ass-search-games``: fewer games for the step to its
Master, level 4, whose games take about twenty seconds each on one core).  Each
step's summary is kept as JSON in ``--out`` (one file a step), so a run stopped
half-way goes on from the steps already measured, and ``--table`` prints the table
of margins from the files alone, without playing.

The table has one row a game and one column a step: the margin of the upper
level over the lower in points a deal (Ass: the banks a deal the lower level's
seats dropped more than the upper level's, and the share of games the upper
level won), with its 95% interval, marked "ok" when the interval is above zero.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import ass_tournament  # noqa: E402
import tournament  # noqa: E402

from piquet_game.ass.ai import ASS_LEVELS  # noqa: E402
from piquet_game.rules.variant import VARIANTS  # noqa: E402

PIQUET_STEPS = ((2, 1), (3, 2), (4, 3), (5, 4))
#: Ass at four, each his own trumps: the table the game is most often played at.
ASS_PLAYERS = 4


def ass_steps() -> tuple[tuple[int, int], ...]:
    levels = sorted(ASS_LEVELS)
    return tuple((hi, lo) for lo, hi in zip(levels, levels[1:], strict=False))


GAMES = (*VARIANTS, "ass")


def ass_games(args: argparse.Namespace, a: int) -> int:
    """Whole games of Ass a step plays: fewer for the step to the Master."""
    return args.ass_search_games if a >= 4 and args.ass_search_games else args.ass_games


def step_file(out: Path, game: str, a: int, b: int, seed: int, size: int) -> Path:
    return out / f"{game}-{a}-over-{b}-seed{seed}-n{size}.json"


def measure(game: str, a: int, b: int, args: argparse.Namespace) -> dict[str, Any]:
    if game == "ass":
        games = ass_games(args, a)
        argv = [str(a), str(b), "--players", str(ASS_PLAYERS), "--games", str(games),
                "--seed", str(args.seed), "--jobs", str(args.jobs)]
        summary = ass_tournament.run(a, b, players=ASS_PLAYERS, games=games, seed=args.seed, jobs=args.jobs)
        summary["elapsed_s"] = summary["seconds"]
        return {"command": shlex.join(["python", "tools/ass_tournament.py", *argv]), **summary}
    argv = [str(a), str(b), "--pairs", str(args.pairs), "--seed", str(args.seed), "--jobs", str(args.jobs),
            "--parties", "0", "--variant", game]
    summary = tournament.run_tournament(a, b, args.pairs, args.seed, args.jobs, 0,
                                        variant=tournament.variant_of(game, []))
    return {"command": shlex.join(["python", "tools/tournament.py", *argv]), **summary}


def cell(game: str, s: dict[str, Any] | None) -> str:
    if s is None:
        return "not measured"
    if game == "ass":
        m, lo, hi = s["margin_per_deal"]
        share = f", {100 * s['a_win_share'][0]:.0f}% of games won"
        unit = " banks"
    else:
        m, lo, hi, share, unit = s["margin"], s["ci_low"], s["ci_high"], "", ""
    mark = "ok" if lo > 0 else "**not above zero**"
    return f"{m:+.2f}{unit} [{lo:+.2f}, {hi:+.2f}]{share} {mark}"


def think_cell(game: str, s: dict[str, Any] | None) -> str:
    """The upper level's thinking time a decision: median and 95th percentile, ms."""
    if s is None:
        return "–"
    if game == "ass":
        t = s["think"]["A"]
        return f"{t['p50_ms']:.0f} / {t['p95_ms']:.0f}" if t["decisions"] else "–"
    t = s["think_ms"]["A"]
    return f"{t['median']:.1f} / {t['p95']:.0f}" if t["decisions"] else "–"


def _rows(out: Path, games: list[str], args: argparse.Namespace, head: list[str],
          cell_of: Callable[[str, dict[str, Any] | None], str], missing: str) -> str:
    """A table with a row a game and a column a step, each cell made from the step's
    kept results (``missing`` where the game has no such step)."""
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for game in games:
        steps = ass_steps() if game == "ass" else PIQUET_STEPS
        title = "Ass (four players)" if game == "ass" else VARIANTS[game].title
        cells = []
        for a, b in PIQUET_STEPS:
            if (a, b) not in steps:
                cells.append(missing)
                continue
            f = step_file(out, game, a, b, args.seed, ass_games(args, a) if game == "ass" else args.pairs)
            cells.append(cell_of(game, json.loads(f.read_text()) if f.is_file() else None))
        lines.append(f"| {title} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def think_table(out: Path, games: list[str], args: argparse.Namespace) -> str:
    """The upper level's thinking time at each step (ms, median / p95, one worker)."""
    return _rows(out, games, args, ["game", "level 2", "level 3", "level 4", "level 5"], think_cell, "–")


def table(out: Path, games: list[str], args: argparse.Namespace) -> str:
    return _rows(out, games, args, ["game", "2 over 1", "3 over 2", "4 over 3", "5 over 4"], cell,
                 "no such level")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="ladder.py", description=__doc__.split("\n")[0])
    p.add_argument("--game", action="append", choices=GAMES, help="a game (repeatable; default: all)")
    p.add_argument("--pairs", type=int, default=200, help="mirrored pairs of deals a step (Piquet)")
    p.add_argument("--ass-games", type=int, default=200, help="whole games a step (Ass)")
    p.add_argument("--ass-search-games", type=int, default=0,
                   help="whole games of the step to Ass's Master, level 4 (default: --ass-games)")
    p.add_argument("--seed", type=int, default=41)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--out", type=Path, default=Path("ladder-results"))
    p.add_argument("--table", action="store_true", help="print the table from the files, play nothing")
    args = p.parse_args(argv)
    games = args.game or list(GAMES)
    args.out.mkdir(parents=True, exist_ok=True)
    if not args.table:
        for game in games:
            for a, b in (ass_steps() if game == "ass" else PIQUET_STEPS):
                size = ass_games(args, a) if game == "ass" else args.pairs
                f = step_file(args.out, game, a, b, args.seed, size)
                if f.is_file():
                    continue
                summary = measure(game, a, b, args)
                f.write_text(json.dumps(summary))
                print(f"{game} {a} over {b}: {cell(game, summary)} ({summary.get('elapsed_s', 0):.0f} s)",
                      flush=True)
    print(table(args.out, games, args))
    print()
    print(think_table(args.out, games, args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
