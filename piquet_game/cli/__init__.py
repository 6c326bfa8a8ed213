"""The ``piquet`` command: play in the window or in a terminal, replay or review a
game record, simulate random deals or games of Ass, play over the network.

Each command lives in a module of its own (:mod:`.records`, :mod:`.simulate`,
:mod:`.text`, :mod:`.window`; Ass's in :mod:`piquet_game.ass.cli`); the two that start a game are loaded
when they run (:func:`command`), so ``replay`` and ``simulate`` never load pygame.

Everything printed for the player is in his language: ``--lang CODE`` (on ``piquet``
or on any command), else the game's language setting.  The ``--json`` output is
data and stays in its own English keys; the help of the options is English.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from types import ModuleType

from ..i18n import ENGLISH, LANGUAGES
from ..rules.variant import VARIANTS
from .words import ASS_MAX_DEALS, PROG, _language_code, _levels, language, version


def command(name: str) -> ModuleType:
    """A command's module (``records``, ``simulate``, ``text``, ``window``), loaded
    as the command runs: ``--version`` loads none, ``replay`` never the window's
    pygame nor the computer players of Ass."""
    return importlib.import_module(f"{__name__}.{name}")


#: ``piquet simulate --game G``: each family's module of the command, loaded as it runs.
SIMULATORS = {"piquet": f"{__name__}.simulate", "ass": "piquet_game.ass.cli"}
#: ``piquet text --game G``: each family's game in the terminal (``cmd_text(args, tr)``).
TEXT_GAMES = {"piquet": f"{__name__}.text", "ass": "piquet_game.ass.cli"}


def _non_negative(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError("must be 0 or more")
    return value


def _positive(text: str) -> int:
    value = _non_negative(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be 1 or more")
    return value


def _suits(text: str) -> tuple[int, ...]:
    letters = text.strip().upper()
    if not letters or any(ch not in "SHDC" for ch in letters) or len(set(letters)) != len(letters):
        raise argparse.ArgumentTypeError(f"suits are letters S H D C, each once, like SH, not {text!r}")
    return tuple("SHDC".index(ch) for ch in letters)


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"a size is WIDTHxHEIGHT, like 1280x800, not {text!r}") from None
    if w < 1 or h < 1:
        raise argparse.ArgumentTypeError("a size must be positive")
    return (w, h)


def _window_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--frames", type=_non_negative, default=None, metavar="N",
                        help="run N frames of the first screen, then exit (a smoke test)")
    parser.add_argument("--screenshot", default=None, metavar="FILE",
                        help="with --frames: save the last frame as a PNG")
    parser.add_argument("--size", type=_size, default=None, metavar="WxH", help="window size (1280x800)")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 toggles)")


def _language_option(parser: argparse.ArgumentParser, top: bool = False) -> None:
    """``--lang CODE``: the language of the words shown; on a command it stands
    beside the one given before the command (the last given wins)."""
    parser.add_argument("--lang", type=_language_code, default=None if top else argparse.SUPPRESS,
                        metavar="CODE", help=f"the language of the game's words ({', '.join(LANGUAGES)}); "
                        "the game's language setting by default")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Piquet, the card game for two, three or four. With no command, opens the game's window.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    _window_options(parser)
    _language_option(parser, top=True)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    p = sub.add_parser("play", help="open the window straight at a partie against the computer")
    p.add_argument("--seed", type=int, default=None, help="seed the shuffle and the computer's choices")
    p.add_argument("--level", type=int, choices=range(1, 6), default=3, metavar="1-5",
                   help="the computer's strength, 1 (Novice) to 5 (Master); 3 by default")
    _window_options(p)
    _language_option(p)
    t = sub.add_parser("text", help="play a partie of Piquet, or a game of Ass, against the computer in the "
                       "terminal")
    t.add_argument("--game", choices=tuple(TEXT_GAMES), default="piquet", help="Piquet (by default) or Ass")
    t.add_argument("--seed", type=int, default=None, help="seed the shuffle and the computer's choices")
    t.add_argument("--level", type=int, choices=range(1, 6), default=3, metavar="1-5",
                   help="the computer's strength, 1 (Novice) to 5 (Master; Ass: 1 to 4); 3 by default")
    t.add_argument("--variant", choices=sorted(VARIANTS), default=None,
                   help="Piquet: the game played (rubicon)")
    t.add_argument("--players", type=int, choices=range(2, 7), default=None, metavar="2-6",
                   help="Ass: the number of players, you and the computer's (4)")
    t.add_argument("--trumps", type=int, choices=range(1, 6), default=None, metavar="1-5",
                   help="Ass: the trump option, as for simulate (1 up to four players, 2 for five or six)")
    _language_option(t)
    r = sub.add_parser("replay", help="replay a game record and print its score sheet")
    r.add_argument("file", metavar="FILE", help="a piquet-record/1 JSON file")
    r.add_argument("--json", action="store_true", help="print the summary as JSON")
    _language_option(r)
    v = sub.add_parser("review", help="review a kept partie: where points were lost, decision by decision")
    v.add_argument("file", metavar="FILE", help="a piquet-record/1 JSON file (a kept partie)")
    v.add_argument("--deal", type=int, default=None, metavar="N",
                   help="only deal N, numbered as the partie counts its deals (from 1)")
    v.add_argument("--seat", type=int, choices=range(6), default=None, metavar="0-5",
                   help="whose decisions (the record's viewer, else 0)")
    v.add_argument("--json", action="store_true", help="print the review as JSON")
    v.add_argument("--jobs", type=int, default=None, metavar="N",
                   help="worker processes valuing the decisions (default: the number of cores)")
    _language_option(v)
    s = sub.add_parser("simulate", help="play random legal deals (Piquet) or games between computer "
                       "players (Ass) and print figures")
    s.add_argument("--game", choices=tuple(SIMULATORS), default="piquet",
                   help="Piquet (random legal deals, by default) or Ass (whole games)")
    s.add_argument("--deals", type=_non_negative, default=None, metavar="N",
                   help="Piquet: deals to play (1000)")
    s.add_argument("--seed", type=int, default=1, metavar="S", help="random seed (1)")
    s.add_argument("--json", action="store_true", help="print the figures as JSON")
    s.add_argument("--variant", choices=sorted(VARIANTS), default=None,
                   help="Piquet: the game played (rubicon)")
    s.add_argument("--players", type=int, choices=range(2, 7), default=None, metavar="2-6",
                   help="Ass: the number of players (4)")
    s.add_argument("--trumps", type=int, choices=range(1, 6), default=None, metavar="1-5",
                   help="Ass: the trump option: 1 each his own suit (the default, up to four players), "
                   "2 no trumps (the default for five or six), 3 one suit, 4 two suits, "
                   "5 spades over diamonds")
    s.add_argument("--suits", type=_suits, default=None, metavar="SUITS",
                   help="Ass: the trump suits of options 3 and 4 (S; SH by default)")
    s.add_argument("--games", type=_non_negative, default=None, metavar="G", help="Ass: games to play (100)")
    s.add_argument("--levels", type=_levels, default=None, metavar="L[,L...]",
                   help="Ass: the computer players' level, one for all or one a seat; 0 or random: random "
                   "legal moves")
    s.add_argument("--max-deals", type=_positive, default=None, metavar="N",
                   help=f"Ass: stop a game unfinished after N deals ({ASS_MAX_DEALS})")
    s.add_argument("--record", default=None, metavar="DIR", help="Ass: write each game's record in DIR")
    _language_option(s)
    h = sub.add_parser("host", help="host a partie for a friend at another computer (the window, or "
                       "--computer for a computer player in your seat)")
    h.add_argument("--port", type=_port, default=None, metavar="P",
                   help="the TCP port to listen on (48123; open it to play over the internet)")
    h.add_argument("--game", choices=tuple(TEXT_GAMES), default=None,
                   help="Piquet (by default) or Ass")
    h.add_argument("--variant", choices=sorted(VARIANTS), default=None,
                   help="the game of Piquet played (the one chosen in the window's settings)")
    h.add_argument("--players", type=int, choices=range(2, 7), default=None, metavar="2-6",
                   help="Ass: how many sit at the table (4)")
    h.add_argument("--trumps", type=int, choices=range(1, 6), default=None, metavar="1-5",
                   help="Ass: the trump option (1, each his own, for four or fewer; else 2, no trumps)")
    h.add_argument("--friends", type=int, choices=(1, 2, 3), default=1,
                   help="at a table of three or four: how many friends join (the computer plays "
                   "the other seats); 1 by default")
    h.add_argument("--first", choices=("cut", "host", "guest"), default="cut",
                   help="who deals first: the cut (the default), you or your friend")
    h.add_argument("--computer", type=int, choices=range(1, 6), default=None, metavar="1-5",
                   help="no window: a computer player of this level plays your seat")
    h.add_argument("--seed", type=int, default=None, help="with --computer: seed the shuffle and its choices")
    h.add_argument("--resume", action="store_true",
                   help="with --computer: take up the network partie saved (the same guest comes back)")
    _window_options(h)
    _language_option(h)
    j = sub.add_parser("join", help="join a friend's partie at another computer")
    j.add_argument("address", metavar="ADDRESS",
                   help="what the host's window shows: its code, or address:port/KEY")
    j.add_argument("--name", default=None, help="your name at the table (the settings' by default)")
    j.add_argument("--computer", type=int, choices=range(1, 6), default=None, metavar="1-5",
                   help="no window: a computer player of this level plays your seat")
    j.add_argument("--seed", type=int, default=0, help="with --computer: seed its choices")
    _window_options(j)
    _language_option(j)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return run(args)
    except BrokenPipeError:  # the reader of our output went away (e.g. `| head`)
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return 1


def run(args: argparse.Namespace) -> int:
    code = getattr(args, "lang", None)
    if args.command == "replay":
        tr = ENGLISH if args.json else language(code)  # JSON is data: its keys and words stay as they are
        return command("records").cmd_replay(args.file, args.json, sys.stdout, sys.stderr, tr)
    if args.command == "review":
        tr = ENGLISH if args.json else language(code)
        jobs = args.jobs if args.jobs is not None else (os.cpu_count() or 1)
        return command("records").cmd_review(args.file, args.deal, args.seat, args.json, sys.stdout,
                                             sys.stderr, tr, max(1, jobs))
    if args.command == "simulate":  # each family's own command, by --game
        simulating = importlib.import_module(SIMULATORS[args.game])
        return simulating.cmd_simulate(args, sys.stdout, sys.stderr, language(code))
    if args.command == "text":  # each family's own game in the terminal, by --game
        return importlib.import_module(TEXT_GAMES[args.game]).cmd_text(args, sys.stderr, language(code))
    if args.command in ("host", "join"):
        return command("window").cmd_network(args)
    if args.screenshot and args.frames is None:
        print(f"{PROG}: --screenshot needs --frames N", file=sys.stderr)
        return 2
    if args.command == "play":
        return command("window").cmd_window(args, args.level, args.seed)
    return command("window").cmd_window(args)


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port: {text!r}") from None
    if not 0 <= value < 65536:
        raise argparse.ArgumentTypeError(f"a port is a number from 1 to 65535, not {value}")
    return value


__all__ = ["PROG", "build_parser", "command", "main", "run", "version"]
