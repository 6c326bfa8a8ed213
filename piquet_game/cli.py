"""The ``piquet`` command: play, replay a game record, simulate random deals.

``replay`` and ``simulate`` use the rules engine only; anything that needs a window
is imported inside the function that starts the game, so these commands never load
pygame.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections.abc import Sequence
from typing import Any, TextIO

from .rules import Game, Phase
from .rules.events import Event
from .rules.names import printable
from .rules.record import RecordError, Replay, loads
from .rules.variant import VARIANTS, variant_named
from .store.files import Refused, read_limited
from .variant_words import game_name, game_target

PROG = "piquet"

#: Scores made in trick play; consecutive ones are summed on the score sheet.
TRICK_KINDS = ("lead", "win")

_STOPPED_AT = {
    Phase.BLANCHE: "carte blanche",
    Phase.EXCHANGE_ELDER: "elder's exchange",
    Phase.EXCHANGE_YOUNGER: "younger's exchange",
    Phase.DECLARE_POINT: "the point",
    Phase.DECLARE_SEQUENCE: "the sequences",
    Phase.DECLARE_SET: "the sets",
    Phase.OPEN_CAPOT: "the open capot question",
    Phase.PLAY: "trick play",
}



def _is_you(name: str) -> bool:
    return name.strip().lower() == "you"


def _does(name: str, verb: str, partners: bool = False) -> str:
    """"Ann wins", but "You win" for a player called You (the tutorial's records), and
    "East and West win" for ``partners``."""
    return f"{name} {verb}" if _is_you(name) or partners else f"{name} {verb}s"

def version() -> str:
    try:
        from importlib.metadata import PackageNotFoundError
        from importlib.metadata import version as dist_version
    except ImportError:  # pragma: no cover
        return "unknown"
    try:
        return dist_version("piquet-game")
    except PackageNotFoundError:
        return "unknown (not installed)"


# ------------------------------------------------------------- score sheet


def deal_events(events: Sequence[Event], players: Sequence[str]) -> list[str]:
    """The scoring events of one deal, in order, each in a few words:
    ``Ann point 5 (5)``, ``Ann sequence 15 (20)``, ``tricks: Ann 7 (27) Ben 5 (5)``:
    who, what, the points and (the seat's running score in the deal).
    Runs of points for leading and winning tricks are summed per seat."""
    items: list[str] = []
    run: dict[int, list[int]] = {}  # seat -> [points, total], in order of first score

    def flush() -> None:
        if run:
            items.append("tricks: " + " ".join(f"{players[s]} {p} ({t})" for s, (p, t) in run.items()))
            run.clear()

    for e in events:
        if not e.is_score or e.seat is None:
            continue
        if e.kind in TRICK_KINDS:
            acc = run.setdefault(e.seat, [0, 0])
            acc[0] += e.points
            acc[1] = e.total
            continue
        flush()
        items.append(f"{players[e.seat]} {e.kind} {e.points} ({e.total})")
    flush()
    return items


def wrap_items(head: str, items: Sequence[str], width: int = 100, indent: str = "    ") -> list[str]:
    """``head`` then the items joined by commas, broken into lines between items."""
    lines: list[str] = []
    line = head
    for i, item in enumerate(items):
        piece = item + ("," if i < len(items) - 1 else "")
        if line.strip() and len(line) + 1 + len(piece) > width:
            lines.append(line)
            line = indent + piece
        else:
            line = f"{line} {piece}" if line and not line.endswith(" ") else line + piece
    lines.append(line)
    return lines


def side_names(game: Game) -> list[str]:
    """The name of each side: a player's, or the partners' ("South and North")."""
    v = game.variant
    if not v.partnerships:
        return list(game.players)
    return [" and ".join(game.players[s] for s in side) for side in v.partnerships]


def result_text(game: Game, actions_in_last_deal: int | None = None) -> str:
    """The state of the partie in words: who won and by what, drawn, or where it stopped."""
    players = side_names(game)
    if game.is_over and game.loser is not None:  # Piquet Normand: winners left, one pays
        names = " and ".join(game.players[s] for s in game.left)
        loser = game.players[game.loser]
        paid = (f"{game.result} stake{'s' if game.result != 1 else ''}" if game.variant.settlement == "stake"
                else f"{game.result} points")
        return f"{names} left the table winners; {_does(loser, 'pay')} {paid}"
    if game.is_over:
        if game.winner is None:
            return f"drawn: {game.totals[0]} each after {len(game.deal_scores)} deals"
        loser = 1 - game.winner
        if game.variant.game_targets:
            won = game.game_winners.count(game.winner)
            return (f"{_does(players[game.winner], 'win')} the match, {won} games to "
                    f"{len(game.game_winners) - won}")
        partners = bool(game.variant.partnerships)
        text = f"{_does(players[game.winner], 'win', partners)} the partie by {game.result}"
        if game.variant.is_rubiconed(game.totals):
            plural = _is_you(players[loser]) or partners
            text += (f" ({players[loser]} {'are' if plural else 'is'} "
                     f"{game.variant.lurched})")
        return text
    if game.phase is Phase.DEAL:
        if not game.deal_scores:
            return "unfinished: no deal was played"
        if game.variant.game_targets:
            number = len(game.game_starts)
            won = [game.game_winners.count(s) for s in (0, 1)]
            return (f"unfinished: stopped after deal {len(game.deal_scores)}, in the "
                    f"{game_name(game.variant, number)} (to {game.target}), "
                    f"{game.totals[0]} to {game.totals[1]}; "
                    f"games won {won[0]} to {won[1]}")
        if game.variant.target:
            left = (f"; {' and '.join(game.players[s] for s in game.left)} left the table"
                    if game.left else "")
            totals = " to ".join(str(t) for t in game.totals)
            return (f"unfinished: stopped after deal {len(game.deal_scores)}, "
                    f"{totals} (the game is to {game.variant.target}){left}")
        return f"unfinished: stopped after deal {len(game.deal_scores)} of {game.variant.deals}"
    where = _STOPPED_AT.get(game.phase, game.phase.value)
    if game.phase is Phase.PLAY:
        where = f"trick {len(game.tricks) + 1}"
    notes = []
    if game.to_move is not None:
        notes.append(f"{players[game.to_move]} to move")
    if actions_in_last_deal is not None:
        notes.append(f"{actions_in_last_deal} actions recorded")
    more = f" ({', '.join(notes)})" if notes else ""
    return f"unfinished: deal {game.deal_number} stopped at {where}{more}"


def score_sheet(replay: Replay, title: str = "") -> str:
    """The readable score sheet of a replayed record."""
    game = replay.game
    players = game.players
    sides = side_names(game)  # the columns: a player each, or a side each
    wname = max([len(p) for p in sides] + [5])
    wdealer = max([len(p) for p in players] + [6])
    lines = []
    if title:
        lines += [title, ""]
    header = f"{'Deal':>4}  {'Dealer':<{wdealer}}" + "".join(f"  {p:>{wname}}" for p in sides)
    lines += [header, "-" * len(header)]
    in_play = False
    v = game.variant
    for log in game.history:
        for thrown in log.thrown_in:
            lines.append(f"{thrown.number:>4}  {players[thrown.dealer]:<{wdealer}}  thrown in: both passed")
        if log.redealt:  # the last deal, thrown in: the same dealer deals again
            lines.append(f"{log.number:>4}  {players[log.dealer]:<{wdealer}}  thrown in: both passed")
            continue
        scores = log.scores
        mark = ""
        if scores is None:
            scores, mark, in_play = game.scores, "  *", True
        if v.korolik and (log.number - 1) % v.korolik == 0:
            number = (log.number - 1) // v.korolik + 1
            lines.append(f"Korolik {number}: {players[log.dealer]} drew the lower card and deals")
        row = f"{log.number:>4}  {players[log.dealer]:<{wdealer}}"
        lines.append(row + "".join(f"  {s:>{wname}}" for s in scores) + mark)
        for e in log.events:  # a game of a match won in this deal; a player leaving the table
            if e.kind == "leave" and e.seat is not None:
                lines.append(f"{players[e.seat]} left the table a winner, with {e.total}")
            if e.kind == "game-end" and e.seat is not None:
                number, *totals = e.info
                lines.append(f"{game_name(v, number)} to {game_target(v, number)}"
                             f": {players[e.seat]} {totals[e.seat]}, {players[1 - e.seat]} "
                             f"{totals[1 - e.seat]}; won by {players[e.seat]}")
    lines.append("-" * len(header))
    total = "Total" if not v.game_targets else ("Last game" if game.is_over else "This game")
    lines.append(f"{total:<{6 + wdealer}}" + "".join(f"  {t:>{wname}}" for t in game.totals))
    if in_play:
        lines.append("* deal in play, not counted in the totals")
    lines.append("")
    deals = replay.record.get("deals")
    last_actions = None
    if isinstance(deals, list) and deals and isinstance(deals[-1], dict):
        acts = deals[-1].get("actions")
        last_actions = len(acts) if isinstance(acts, list) else None
    lines.append("Result: " + result_text(game, last_actions))
    if game.history:
        lines += ["", "Scores in order, each with the player's running score in the deal:"]
        for log in game.history:
            items = deal_events(log.events, players) or ["no score"]
            calls = [f"{players[e.seat]} {e.word}" for e in log.events if e.kind == "call"]
            if calls:  # the auction, then the contract
                contract = next((f"{e.word} by {players[e.seat]}" for e in log.events
                                 if e.kind == "contract"), "thrown in")
                items = [f"auction {' '.join(calls)}: {contract}", *(items if not log.redealt else [])]
            lines += wrap_items(f"Deal {log.number} ({_does(players[log.dealer], 'deal')}):", items)
    return "\n".join(lines)


# ------------------------------------------------------------------ replay


def _fail(message: str, err: TextIO) -> int:
    print(" ".join(message.split()), file=err)
    return 2


def cmd_replay(path: str, as_json: bool, out: TextIO, err: TextIO) -> int:
    """Replay the record in ``path`` and print its score sheet (or the summary as
    JSON): 0; or one line on ``err`` saying why it cannot be, and 2.  Whatever the
    file holds, nothing here raises, waits on the file or reads more than
    :data:`~piquet_game.store.files.MAX_FILE_BYTES` of it."""
    shown = printable(os.fsdecode(path), 200)
    try:
        raw = read_limited(path)
    except FileNotFoundError:
        return _fail(f"{shown}: no such file", err)
    except Refused as exc:
        return _fail(f"{shown}: not read: {exc.reason}", err)
    except OSError as exc:
        return _fail(f"{shown}: cannot read the file: {exc.strerror or exc}", err)
    except Exception as exc:  # noqa: BLE001 - a path that cannot even be looked at
        return _fail(f"{shown}: cannot read the file: {type(exc).__name__}", err)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return _fail(f"{shown}: not UTF-8 text (byte {exc.start})", err)
    try:
        result = loads(text)
    except RecordError as exc:
        return _fail(f"{shown}: {printable(str(exc), 300)} [{exc.rule}]", err)
    except Exception as exc:  # noqa: BLE001 - a record must never crash the command
        return _fail(f"{shown}: the record could not be replayed: {type(exc).__name__}: "
                     f"{printable(str(exc), 200)}", err)
    if as_json:
        out.write(json.dumps(result.summary(), indent=2) + "\n")
    else:
        title = f"{shown}: {result.game.variant.title}, {' v '.join(side_names(result.game))}"
        out.write(score_sheet(result, title) + "\n")
    return 0


# ---------------------------------------------------------------- simulate

COUNTED = ("blanche", "repique", "pique", "capot", "cards")
CLASSES = ("point", "sequence", "set")


def simulate(deals: int, seed: int, variant_name: str = "rubicon") -> dict[str, Any]:
    """Play ``deals`` random legal deals, partie after partie, and gather figures.
    Everything but the timings depends on ``seed`` alone."""
    rng = random.Random(seed)
    variant = variant_named(variant_name)
    scored = {"capot": variant.capot_points, "cards": variant.cards_points}
    counted = (tuple(k for k in COUNTED if scored.get(k, 1))
               + (("open-capot",) if variant.open_capot_points else ())
               + (("overtricks", "undertricks") if variant.auction else ()))
    counts = dict.fromkeys(counted, 0)
    class_points = dict.fromkeys(CLASSES, 0)
    class_wins = dict.fromkeys(CLASSES, 0)
    elder_sum = younger_sum = 0
    parties = rubicons = drawn = games = redeals = 0
    game: Game | None = None
    start = time.perf_counter()
    for _ in range(deals):
        if game is None or game.is_over:
            game = Game.new(rng, variant)
        log = game.play_random_deal(rng)
        while log.redealt:  # passed out in the auction: the same dealer deals again
            redeals += 1
            log = game.play_random_deal(rng)
        assert log.scores is not None
        first = next(e.seat for e in log.events if e.kind == "hand")  # dealt to first: elder
        elder_sum += log.scores[game.variant.side_of(first)]
        younger_sum += log.scores[game.variant.side_of(log.dealer)]
        kinds_seen = set()
        for e in log.events:
            if e.kind in counts:
                kinds_seen.add(e.kind)
            if e.kind in class_points:
                class_points[e.kind] += e.points
                class_wins[e.kind] += 1
        for k in kinds_seen:
            counts[k] += 1
        games += sum(e.kind == "game-end" for e in log.events)
        if game.is_over:
            parties += 1
            if game.winner is None and game.loser is None:
                drawn += 1
            elif game.variant.is_rubiconed(game.totals):
                rubicons += 1
    seconds = time.perf_counter() - start
    n = max(deals, 1)
    unfinished = 0 if game is None or game.is_over else len(game.deal_scores)
    return {
        "variant": variant_name,
        "deals": deals,
        "seed": seed,
        "seconds": round(seconds, 4),
        "deals_per_second": round(deals / seconds, 1) if seconds > 0 else None,
        "mean_deal_score": {"elder": round(elder_sum / n, 2), "younger": round(younger_sum / n, 2)},
        "deals_with": counts,
        "declarations": {
            c: {"mean_points": round(class_points[c] / n, 2), "scored_in": class_wins[c]} for c in CLASSES
        },
        "parties_completed": parties,
        "games_completed": games,
        "redeals": redeals,
        "rubicons": rubicons,
        "drawn": drawn,
        "deals_of_unfinished_partie": unfinished,
    }



def simulate_text(s: dict[str, Any]) -> str:
    n = s["deals"]

    def pct(k: int) -> str:
        return f"{100 * k / n:5.1f}%" if n else "    -"

    rate = s["deals_per_second"]
    played = variant_named(s.get("variant", "rubicon"))
    first, last = ("elder", "younger") if played.players == 2 else ("first hand", "the dealer")
    if played.partnerships:
        first, last = f"{first}'s side", f"{last}'s side"
    lines = [
        f"Simulated {n} random deals of {variant_named(s.get('variant', 'rubicon')).title} "
        f"(seed {s['seed']}) in {s['seconds']:.3f} s"
        + (f", {rate:.0f} deals per second" if rate else ""),
        f"Mean deal score: {first} {s['mean_deal_score']['elder']:.2f}, "
        f"{last} {s['mean_deal_score']['younger']:.2f}",
        "Deals in which it happened:",
    ]
    names = {"blanche": "carte blanche", "cards": "the cards (most tricks)", "open-capot": "open capot made",
             "overtricks": "contract overtricks", "undertricks": "contract broken"}
    for k, v in s["deals_with"].items():
        lines.append(f"  {names.get(k, k):<22} {v:>7}  {pct(v)}")
    if s.get("redeals"):
        lines.append(f"  {'thrown in (both passed)':<22} {s['redeals']:>7}")
    lines.append("Declarations: mean points per deal, deals in which the class scored:")
    for c, d in s["declarations"].items():
        lines.append(f"  {c:<22} {d['mean_points']:>7.2f}  {pct(d['scored_in'])}")
    variant = variant_named(s.get("variant", "rubicon"))
    partie = "match" if variant.game_targets else "partie"
    done = [f"{s['parties_completed']}"]
    if variant.game_targets:
        done.append(f"{s.get('games_completed', 0)} games won in them and in the one in progress")
    if variant.lurched:
        done.append(f"{s['rubicons']} of them {variant.lurched}")
    if not variant.target_at_deal_end:  # (Normand: never drawn, one is left to pay)
        done.append(f"{s['drawn']} drawn")
    lines.append(
        f"{partie.capitalize()}{'es' if partie == 'match' else 's'} completed: " + ", ".join(done)
        + (f"; {s['deals_of_unfinished_partie']} deals of a {partie} in progress"
           if s["deals_of_unfinished_partie"] else "")
    )
    return "\n".join(lines)


# -------------------------------------------------------------------- play


def cmd_text(seed: int | None, level: int = 3, variant: str = "rubicon") -> int:
    from .textplay import play  # the game's own modules load only when a game starts

    return play(seed=seed, level=level, variant=variant_named(variant))


def cmd_window(args: argparse.Namespace, level: int | None = None, seed: int | None = None) -> int:
    """Open the window: the menu, or straight to a partie against ``level``.
    ``--frames N`` runs N frames and exits 0 (the smoke mode)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from .crashlog import last_fault, watch_faults, write_crash_log

    fault = last_fault()
    unwatch = watch_faults()
    app = None
    try:
        from .i18n import N_, Said
        from .view.app import App  # pygame loads only here

        app = App(size=args.size, fullscreen=True if args.fullscreen else None)
        if fault is not None:
            app.notices.append(Said(N_("The game stopped suddenly last time; what it was doing is in "
                                       "{file}."), file=str(fault)))
        if level is not None:
            from .view.menu import computer_name, start_game
            start_game(app, [(app.settings.player_name, None), (computer_name(level), level)], seed=seed)
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


# -------------------------------------------------------------------- main


def _non_negative(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError("must be 0 or more")
    return value


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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Piquet, the card game for two, three or four. With no command, opens the game's window.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    _window_options(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    p = sub.add_parser("play", help="open the window straight at a partie against the computer")
    p.add_argument("--seed", type=int, default=None, help="seed the shuffle and the computer's choices")
    p.add_argument("--level", type=int, choices=range(1, 6), default=3, metavar="1-5",
                   help="the computer's strength, 1 (Novice) to 5 (Master); 3 by default")
    _window_options(p)
    t = sub.add_parser("text", help="play a partie against the computer in the terminal")
    t.add_argument("--seed", type=int, default=None, help="seed the shuffle and the computer's choices")
    t.add_argument("--level", type=int, choices=range(1, 6), default=3, metavar="1-5",
                   help="the computer's strength, 1 (Novice) to 5 (Master); 3 by default")
    t.add_argument("--variant", choices=sorted(VARIANTS), default="rubicon",
                   help="the game played (rubicon)")
    r = sub.add_parser("replay", help="replay a game record and print its score sheet")
    r.add_argument("file", metavar="FILE", help="a piquet-record/1 JSON file")
    r.add_argument("--json", action="store_true", help="print the summary as JSON")
    s = sub.add_parser("simulate", help="play random legal deals and print figures")
    s.add_argument("--deals", type=_non_negative, default=1000, metavar="N", help="deals to play (1000)")
    s.add_argument("--seed", type=int, default=1, metavar="S", help="random seed (1)")
    s.add_argument("--json", action="store_true", help="print the figures as JSON")
    s.add_argument("--variant", choices=sorted(VARIANTS), default="rubicon",
                   help="the game played (rubicon)")
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
    if args.command == "replay":
        return cmd_replay(args.file, args.json, sys.stdout, sys.stderr)
    if args.command == "simulate":
        stats = simulate(args.deals, args.seed, args.variant)
        print(json.dumps(stats, indent=2) if args.json else simulate_text(stats))
        return 0
    if args.command == "text":
        return cmd_text(args.seed, args.level, args.variant)
    if args.screenshot and args.frames is None:
        print(f"{PROG}: --screenshot needs --frames N", file=sys.stderr)
        return 2
    if args.command == "play":
        return cmd_window(args, args.level, args.seed)
    return cmd_window(args)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
