"""``piquet`` and ``piquet play``, ``host`` and ``join``: the window (its settings
for this run, a crash told in one line and logged), or a computer player at a
network table with no window."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from typing import Any

from ..common.names import printable
from ..crashlog import last_fault, watch_faults, write_crash_log
from ..i18n import N_, Said
from ..net import headless
from ..net.guest import REMOTES
from ..net.protocol import DEFAULT_PORT, parse_address
from ..rules.variant import variant_named
from ..settings import Settings
from .words import (
    PROG,
    _fail,
)

#: Ass's commands in the terminal, loaded as they run (the shell reaches Ass's package
#: by the names of its modules, as :data:`piquet_game.cli.TEXT_GAMES` does).
ASS_CLI = "piquet_game.ass.cli"


def _ass_cli() -> Any:
    return importlib.import_module(ASS_CLI)


def _run_settings(code: str):
    """The settings with the language ``code`` for this run only: the file keeps the
    language it had, unless the player chooses another in the window."""
    class RunSettings(Settings):
        saved_language = ""

        def to_json(self) -> dict:
            data = super().to_json()
            if self.language == code:
                data["language"] = self.saved_language
            return data

    settings = RunSettings.load()
    assert isinstance(settings, RunSettings)  # load() builds an instance of cls
    settings.saved_language, settings.language = settings.language, code
    return settings


def cmd_window(args: argparse.Namespace, level: int | None = None, seed: int | None = None,
               start: str = "", start_at: tuple = ()) -> int:
    """Open the window: the menu, or straight to a partie against ``level``, or to
    the network's table (``start``: "host", or "join" the host ``start_at``, as
    (host, port, name, key)).
    ``--frames N`` runs N frames and exits 0 (the smoke mode).  ``--lang`` sets the
    language for this run, not saved in the settings."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    fault = last_fault()
    unwatch = watch_faults()
    app = None
    try:
        from ..view import app as window  # pygame loads here, in the try: a window that cannot start
        from ..view import network, starting  # is told in one line (and replay, simulate never load it)

        settings = _run_settings(args.lang) if getattr(args, "lang", None) else None
        app = window.App(size=args.size, settings=settings, fullscreen=True if args.fullscreen else None)
        if fault is not None:
            app.notices.append(Said(N_("The game stopped suddenly last time; what it was doing is in "
                                       "{file}."), file=str(fault)))
        if level is not None:
            seats = [(app.settings.player_name, None), (starting.computer_name(level), level)]
            starting.start_game(app, seats, seed=seed)
        if start == "host" and args.game == "ass":
            from ..view.families import screens_of  # the window's side of the families, with pygame

            rules = _ass_cli().host_rules(args)
            assert not isinstance(rules, str)  # checked before the window opens
            app.settings.choose_ass(rules.players, rules.trumps)
            screens_of("ass").host(app, args.port, args.friends, "")
        elif start == "host":
            starting.host_partie(app, port=args.port, variant=args.variant, first=args.first,
                                 friends=args.friends)
        elif start == "join":
            network.join_partie(app, *start_at)
        return app.run(frames=args.frames, screenshot=args.screenshot)
    except Exception as exc:  # noqa: BLE001 - the window could not start, or failed past its crash screen
        log = write_crash_log(exc)
        where = f"the details are in {log}" if log is not None else "the details are above"
        said = printable(str(exc), 120)
        print(f"{PROG}: the game stopped: {type(exc).__name__}{': ' + said if said else ''}; {where}",
              file=sys.stderr)
        return 1
    finally:
        try:
            if app is not None:
                app.close()
        finally:
            unwatch()


def cmd_network(args: argparse.Namespace) -> int:
    """``piquet host`` and ``piquet join``: the window at the network screen, or,
    with ``--computer``, a computer player in this side's seat and no window."""
    if args.command == "join":
        try:
            host, port, key = parse_address(args.address)
        except ValueError as exc:
            return _fail(f"{PROG} join: {exc}", sys.stderr)
    elif args.game == "piquet" and (args.players is not None or args.trumps is not None):
        return _fail(f"{PROG} host: --players and --trumps are options of Ass; Piquet is played by "
                     "--variant", sys.stderr)
    elif args.game == "ass" or args.players is not None or args.trumps is not None:
        args.game = "ass"
        if args.variant is not None:
            return _fail(f"{PROG} host: --variant is an option of Piquet; Ass is played by --players and "
                         "--trumps", sys.stderr)
        ass_cli = _ass_cli()  # Ass's computer players load only for a game of Ass
        if args.computer is not None:
            return ass_cli.cmd_host(args, sys.stdout, sys.stderr)
        problem = ass_cli.host_rules(args)
        if isinstance(problem, str):
            return _fail(f"{PROG} host: {problem}", sys.stderr)
    if args.computer is None:
        if args.screenshot and args.frames is None:
            return _fail(f"{PROG}: --screenshot needs --frames N", sys.stderr)
        if args.command == "host":
            return cmd_window(args, start="host")
        return cmd_window(args, start="join", start_at=(host, port, args.name, key))

    if args.command == "host":
        port = args.port if args.port is not None else DEFAULT_PORT
        try:
            variant = variant_named(args.variant or "rubicon")
            if args.friends >= variant.players:
                return _fail(f"{PROG} host: {variant.title} has {variant.players} seats: "
                             f"at most {variant.players - 1} friends", sys.stderr)
            return headless.host_main(port, variant, args.computer, args.seed, args.first,
                                      resume=args.resume, friends=args.friends)
        except OSError as exc:
            return _fail(f"{PROG} host: cannot listen on port {port}: {exc.strerror or exc}", sys.stderr)
    name = printable(args.name or "", 40)  # none: the host names the seat by the computer's level
    remotes, over_lines = _ass_cli().network_games()  # a host may play Ass: its game and its last line
    return headless.join_main(host, port, args.computer, name, args.seed, key=key,
                              remotes={**REMOTES, **remotes}, over_lines=over_lines)
