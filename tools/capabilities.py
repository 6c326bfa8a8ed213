"""What each game can do, found by doing it: the table of the games' capabilities.

    python tools/capabilities.py [--ladder DIR]

For each of the eight games it tries, in this process and in a second or two:

* **vs computer**: every computer level of its family is made for its table and
  chooses a legal action in the first position of a deal;
* **one computer**: a controller with people in every seat is a shared screen (the
  window hands it over between them: tests/test_hot_seat_everywhere.py);
* **network**: the host's wire says the state of a friend's seat, and a friend's
  game made from that welcome has the very view of that seat;
* **review**: a deal played by the Novice at every seat is reviewed from seat 0's
  side, and the review values at least one decision;
* **terminal**: ``piquet text`` starts it and ends quietly at the end of input;
* **ladder**: each step of its ladder measured by ``tools/ladder.py`` in ``DIR``
  (its results, one file a step), "all steps above zero" or what is not.

Prints the table in Markdown, a cell "yes" or what failed.
"""

from __future__ import annotations

import argparse
import io
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_game.ai.review import review_deal  # noqa: E402
from piquet_game.ass.ai.review import review_ass_deal  # noqa: E402
from piquet_game.ass.net import AssWire, remote_game  # noqa: E402
from piquet_game.ass.net import host_controller as ass_host  # noqa: E402
from piquet_game.ass.rules import AssGame, AssRules  # noqa: E402
from piquet_game.ass.rules.record import ass_record_of  # noqa: E402
from piquet_game.ass.textplay import AssTextGame  # noqa: E402
from piquet_game.controller import Controller, Seat  # noqa: E402
from piquet_game.families import FAMILIES  # noqa: E402
from piquet_game.net.guest import piquet_remote  # noqa: E402
from piquet_game.net.headless import host_controller, new_partie  # noqa: E402
from piquet_game.net.host import PiquetWire  # noqa: E402
from piquet_game.rules import Game, Phase  # noqa: E402
from piquet_game.rules.record import game_to_record  # noqa: E402
from piquet_game.rules.variant import VARIANTS  # noqa: E402
from piquet_game.textplay import TextGame  # noqa: E402

COLUMNS = ("vs computer", "one computer", "network", "review", "terminal", "ladder")
ASS_PLAYERS = 4


def _piquet_deal(name: str, seed: int = 3) -> Game:
    """A deal of ``name`` played out by the Novice at every seat (dealt again while
    all pass, in Contract Piquet)."""
    variant = VARIANTS[name]
    game = Game.new(random.Random(seed), variant)
    make = FAMILIES["piquet"].make_player
    players = [make(1, seed + s, variant.players) for s in range(variant.players)]
    game.deal_random()
    while not (game.phase is Phase.DEAL and game.history[-1].scores is not None) and not game.is_over:
        if game.phase is Phase.DEAL:
            game.deal_random()
            continue
        seat = game.to_move
        game.apply(players[seat].choose(game.view(seat), game.legal_actions()), seat)
    return game


def _ass_deal(seed: int = 3) -> AssGame:
    game = AssGame.new(AssRules.make(ASS_PLAYERS), rng=random.Random(seed))
    make = FAMILIES["ass"].make_player
    players = [make(1, seed + s, ASS_PLAYERS) for s in range(ASS_PLAYERS)]
    while not game.is_over and not (game.awaits_deal and game.deal_number == 1):
        if game.awaits_deal:
            game.deal_random()
            continue
        seat = game.to_move
        game.apply(players[seat].choose(game.view(seat), game.legal_actions()), seat)
    return game


def attempt(fn: Callable[[], bool]) -> str:
    """Run a check: "yes", "no", or what went wrong, in a few words."""
    try:
        return "yes" if fn() else "no"
    except Exception as exc:  # noqa: BLE001 - a capability that fails is said, not raised
        return f"no ({type(exc).__name__}: {str(exc)[:60]})"


def _row(computer, one_computer, network, review, terminal) -> dict[str, str]:
    return {"vs computer": attempt(computer), "one computer": attempt(one_computer),
            "network": attempt(network), "review": attempt(review), "terminal": attempt(terminal)}


def piquet_row(name: str) -> dict[str, str]:
    variant = VARIANTS[name]
    n = variant.players
    family = FAMILIES["piquet"]

    def computer() -> bool:
        game = Game.new(random.Random(1), variant)
        game.deal_random()
        while game.legal_actions() and len(game.legal_actions()) == 1:
            game.apply(game.legal_actions()[0], game.to_move)
        seat = game.to_move
        return all(family.make_player(level, 1, n).choose(game.view(seat), game.legal_actions())
                   in game.legal_actions() for level in family.levels)

    def one_computer() -> bool:
        game = Game.new(random.Random(1), variant)
        return Controller(game, [Seat.human(f"P{s}") for s in range(n)]).is_hot_seat

    def network() -> bool:
        game = new_partie(variant, "Host", seed=2)
        controller = host_controller(game, Seat.human("Host"), friends=n - 1)
        game.deal_random()
        wire = PiquetWire()
        said = {**wire.welcome_fields(controller), "history": wire.history(controller, 1),
                "state": wire.state(controller, 1)}
        welcome = json.loads(json.dumps(said))
        remote = piquet_remote(1, game.players, welcome)
        return remote.view(1).hand == game.view(1).hand and remote.phase is game.phase

    def review() -> bool:
        record = game_to_record(_piquet_deal(name))
        return bool(review_deal(record, 1, 0, play_worlds=4, exchange_worlds=4, declare_worlds=4).decisions)

    def terminal() -> bool:
        out = io.StringIO()
        ended = TextGame(1, io.StringIO(""), out, level=1, variant=variant).run() == 0
        return ended and "Goodbye" in out.getvalue()

    return _row(computer, one_computer, network, review, terminal)


def ass_row() -> dict[str, str]:
    family = FAMILIES["ass"]
    rules = AssRules.make(ASS_PLAYERS)

    def computer() -> bool:
        game = AssGame.new(rules, rng=random.Random(1))
        seat = game.to_move
        assert seat is not None
        return all(family.make_player(level, 1, ASS_PLAYERS).choose(game.view(seat), game.legal_actions())
                   in game.legal_actions() for level in family.levels)

    def one_computer() -> bool:
        game = AssGame.new(rules, rng=random.Random(1))
        return Controller(game, [Seat.human(f"P{s}") for s in range(ASS_PLAYERS)]).is_hot_seat  # type: ignore

    def network() -> bool:
        controller = ass_host(rules, Seat.human("Host"), friends=2, level=1, seed=2)
        controller.game.apply(controller.game.legal_actions()[0], controller.game.to_move)
        wire = AssWire()
        said = {**wire.welcome_fields(controller), "state": wire.state(controller, 1)}
        welcome = json.loads(json.dumps(said))
        remote = remote_game(1, controller.game.players, welcome)
        return remote.view(1) == controller.game.view(1)  # type: ignore[attr-defined]

    def review() -> bool:
        return bool(review_ass_deal(ass_record_of(_ass_deal()), 1, 0).decisions)

    def terminal() -> bool:
        out = io.StringIO()
        return AssTextGame(1, io.StringIO(""), out, level=1).run() == 0 and "Goodbye" in out.getvalue()

    return _row(computer, one_computer, network, review, terminal)


def ladder_cell(directory: Path | None, game: str) -> str:
    """How many of its steps are measured, and those whose interval is not above zero."""
    if directory is None:
        return "not looked at (--ladder DIR)"
    files = sorted(directory.glob(f"{game}-*-over-*.json"))
    steps = 2 if game == "ass" else 4
    if len(files) < steps:
        return f"{len(files)} of {steps} steps measured"
    weak = []
    for f in files:
        s = json.loads(f.read_text())
        low = s["margin_per_deal"][1] if game == "ass" else s["ci_low"]
        if low <= 0:
            weak.append(f"{s['a']} over {s['b']}")
    return "all steps above zero" if not weak else "measured; not above zero: " + ", ".join(weak)


def table(ladder: Path | None) -> tuple[str, dict[str, dict[str, str]]]:
    rows: dict[str, dict[str, str]] = {}
    for name, variant in VARIANTS.items():
        rows[variant.title] = {**piquet_row(name), "ladder": ladder_cell(ladder, name)}
    rows["Ass (2 to 6)"] = {**ass_row(), "ladder": ladder_cell(ladder, "ass")}
    lines = ["| game | " + " | ".join(COLUMNS) + " |", "|---|" + "---|" * len(COLUMNS)]
    for title, row in rows.items():
        lines.append(f"| {title} | " + " | ".join(row[c] for c in COLUMNS) + " |")
    return "\n".join(lines), rows


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="capabilities.py", description=__doc__.split("\n")[0])
    p.add_argument("--ladder", type=Path, default=None, help="the folder of tools/ladder.py's results")
    args = p.parse_args(argv)
    text, _rows = table(args.ladder)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
