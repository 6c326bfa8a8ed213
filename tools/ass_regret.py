"""How well Ass's searching levels choose their cards, against a deep search, and at what cost.

    python tools/ass_regret.py [--positions 240] [--reference 400] [--players 4] [--seed 11]
                               [VARIANT ...]

Positions are drawn from games of the Strategist against itself (every third card
decision with a choice).  Each is valued by a deep search: every legal card played
out in ``--reference`` worlds drawn from what the seat has seen, every seat by the
Card counter's rule, each world's end scored as the Master scores it.  Each
VARIANT then decides every position; its *regret* at a position is the deep
value of the best card less that of the card it chose (0 when it chose the best),
and it is reported as a mean with its standard error, with the share of positions
where it chose the best, and its mean think time.

A VARIANT is a level (``3``, ``4``), optionally with settings of its search
(``4:race_from=0``, ``4:max_worlds=50,race_z=1.5``); by default ``3 4``.  The deep
values are a model (its imagined seats play the Card counter's rule), so the regret
says how near a variant comes to that search, not how it does at the table: whole
games (``tools/ass_tournament.py``) decide.  It is quick, and a variant's settings
can be compared on the same positions.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_ass import rules_for  # noqa: E402  (the benchmark's table: each his own trumps up to four)

from piquet_game.ass.ai import ASS_LEVELS, make_ass_player  # noqa: E402
from piquet_game.ass.ai.master import expected_value  # noqa: E402
from piquet_game.ass.ai.review import play_rows  # noqa: E402
from piquet_game.ass.rules import AssGame, AssPhase, AssPlay, AssView  # noqa: E402


def positions(count: int, players: int, seed: int) -> list[tuple[AssView, list[Any]]]:
    """Every third card decision with a choice in games of the Strategist against itself."""
    rng = random.Random(seed)
    seats = [make_ass_player(3, seed + k, players) for k in range(players)]
    out: list[tuple[AssView, list[Any]]] = []
    met = 0
    while len(out) < count:
        game = AssGame.new(rules_for(players), rng=rng)
        while not game.is_over and len(out) < count:
            if game.phase is AssPhase.DEAL:
                game.apply(game.shuffled())
                continue
            seat = game.to_move
            assert seat is not None
            legal = game.legal_actions()
            if game.phase is AssPhase.PLAY and len(legal) > 1:
                met += 1
                if met % 3 == 0:
                    out.append((game.view(seat), legal))
            game.apply(seats[seat].choose(game.view(seat), legal))
    return out


def deep_values(view: AssView, legal: Sequence[Any], worlds: int, seed: int) -> dict[int, float]:
    """Each legal card's mean worth over ``worlds`` worlds (see the module's text):
    the review's worlds, each deal's end valued as the Master values it."""
    cards = [a.card for a in legal if isinstance(a, AssPlay)]
    rows = play_rows(view, cards, random.Random(seed), worlds, expected_value)
    return {c: sum(r) / len(r) for c, r in rows.items()}


def parse_variant(text: str) -> tuple[int, dict[str, float]]:
    """``4:race_from=0,race_z=1.5`` as (4, {"race_from": 0.0, "race_z": 1.5})."""
    level_text, _, rest = text.partition(":")
    try:
        level = int(level_text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a level: {level_text!r}") from None
    if level not in ASS_LEVELS:
        raise argparse.ArgumentTypeError(f"no level {level}: levels are {sorted(ASS_LEVELS)}")
    settings: dict[str, float] = {}
    for part in filter(None, rest.split(",")):
        name, _, value = part.partition("=")
        player = ASS_LEVELS[level]
        known = hasattr(player, name) and not name.startswith("_")
        if not known or not isinstance(getattr(player, name), int | float):
            raise argparse.ArgumentTypeError(f"level {level} has no setting {name!r}")
        try:
            settings[name] = float(value)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a number: {value!r}") from None
    return level, settings


def make(level: int, settings: dict[str, float], seed: int, players: int) -> Any:
    player = make_ass_player(level, seed, players)
    for name, value in settings.items():
        setattr(player, name, type(getattr(player, name))(value))
    return player


def measure(variant: str, cases: list[tuple[AssView, list[Any]]], deep: list[dict[int, float]],
            players: int) -> dict[str, Any]:
    level, settings = parse_variant(variant)
    regrets: list[float] = []
    times: list[float] = []
    for i, ((view, legal), values) in enumerate(zip(cases, deep, strict=True)):
        player = make(level, settings, 100 + i, players)
        start = time.perf_counter()
        action = player.choose(view, legal)
        times.append(time.perf_counter() - start)
        regrets.append(max(values.values()) - values[action.card])
    return {"variant": variant, "regret": statistics.mean(regrets),
            "error": statistics.stdev(regrets) / len(regrets) ** 0.5,
            "best": sum(r < 1e-12 for r in regrets) / len(regrets), "ms": 1000 * statistics.mean(times)}


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("variants", nargs="*", default=["3", "4"], metavar="VARIANT")
    p.add_argument("--positions", type=int, default=240)
    p.add_argument("--reference", type=int, default=400, help="worlds of the deep search a position")
    p.add_argument("--players", type=int, default=4, choices=range(2, 7))
    p.add_argument("--seed", type=int, default=11)
    args = p.parse_args(argv)
    for v in args.variants:
        try:
            parse_variant(v)
        except argparse.ArgumentTypeError as exc:
            p.error(str(exc))
    if args.positions < 2 or args.reference < 1:
        p.error("--positions must be 2 or more and --reference 1 or more")
    start = time.perf_counter()
    cases = positions(args.positions, args.players, args.seed)
    deep = [deep_values(v, legal, args.reference, args.seed * 1000 + i) for i, (v, legal) in enumerate(cases)]
    print(f"{len(cases)} positions, {args.players} players, seed {args.seed}, deep search of "
          f"{args.reference} worlds ({time.perf_counter() - start:.0f} s)")
    for v in args.variants:
        r = measure(v, cases, deep, args.players)
        print(f"{r['variant']:<34} regret {r['regret']:.4f} +- {r['error']:.4f}  "
              f"best {100 * r['best']:.0f}%  think {r['ms']:.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
