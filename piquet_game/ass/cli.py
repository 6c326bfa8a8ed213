"""Ass at the terminal: ``piquet text --game ass`` (:mod:`piquet_game.ass.textplay`),
``piquet replay`` of a record of Ass, and ``piquet simulate
--game ass``, whole games between computer players (their words in English for
now; ``--json`` is data, as for Piquet)."""

from __future__ import annotations

import argparse
import json
import os
import random
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO, cast

from ..ai.review import ReviewError
from ..cli.sheet import (
    wrap_items,
)
from ..cli.words import (
    ASS_MAX_DEALS,
    PROG,
    _fail,
    _join,
)
from ..common.errors import IllegalActionError, RecordError
from ..common.names import printable
from ..controller import Seat
from ..i18n import ENGLISH, Translator, say
from ..net import headless
from ..net.host import HostSession
from ..net.link import HostLink
from ..net.protocol import DEFAULT_PORT
from ..paths import atomic_write
from ..vocabulary import ASS_LEVEL_NAMES
from .ai import ASS_LEVELS, make_ass_player
from .ai.review import review_ass_deal
from .net import AssWire, host_controller, remote_game
from .review_words import review_sentences as ass_review_sentences
from .rules import AssGame, AssPhase, AssRules
from .rules.cards import DIAMONDS, SUIT_NAMES, card_name, iter_cards, names
from .rules.game import NO_TRUMPS, OWN
from .rules.record import ass_record_of, ass_record_to_json, replay_ass_record
from .rules.trick import FIRST_READING
from .store import AssAutosaver, network_autosave_path
from .textplay import play as play_text

#: How the trump options are said (the rules of Ass).
ASS_TRUMPS = {1: "each player his own trump suit", 2: "no trumps", 3: "one trump suit for all",
              4: "two trump suits for all", 5: "spades senior trumps, diamonds junior trumps"}


#: The ways a card takes a trick of Ass, as the replay says them.
ASS_WAYS = ("lead", "older", "switch", "trump", "same", "one-less", "kill")


def _ass_suits(suits: Sequence[int]) -> str:
    return _join([SUIT_NAMES[s] for s in suits])


def ass_rules_text(game: Any) -> str:
    """The rules of a game of Ass in a sentence: trumps, targets, banks."""
    rules = game.rules
    trumps = ASS_TRUMPS[rules.trumps]
    if rules.trump_suits:
        trumps += f": {_ass_suits(rules.trump_suits)}"
    return (f"{trumps[0].upper()}{trumps[1:]}. Targets: go {rules.go_target}, no {rules.no_target}. "
            f"Each player starts with 3 banks; 0 banks wins, 6 loses.")


def ass_result_text(replayed: Any) -> str:
    """Who won a game of Ass, or where its record stops."""
    game = replayed.game
    players = game.players
    if game.is_over:
        won = [players[s] for s in game.winners]
        low = min(game.banks)
        verb = "wins" if len(won) == 1 else "win together"
        if low <= 0:
            return f"{_join(won)} {verb}, down to 0 banks"
        lost = [players[s] for s in range(game.n) if game.banks[s] >= 6]
        return (f"{_join(lost)} reached 6 banks; {_join(won)} {verb} with the fewest, "
                f"{low} bank{'s' if low != 1 else ''}")
    mover = players[game.to_move] if game.to_move is not None else ""
    if game.phase is AssPhase.TRUMP:
        return f"unfinished: the trump suits are being chosen ({mover} to choose)"
    if game.phase is AssPhase.DEAL:
        if not game.history:
            return "unfinished: no deal was played"
        return f"unfinished: stopped after deal {game.deal_number}"
    if game.phase is AssPhase.BID:
        return f"unfinished: deal {game.deal_number} stopped at the bets ({mover} to say go or no)"
    return f"unfinished: deal {game.deal_number} stopped at trick {len(game.tricks) + 1} ({mover} to play)"


def _ass_play(name: str, card: str, way: str, holder: str) -> str:
    if way == "lead":
        return f"{name} leads {card}"
    if way == "kill":
        return f"{name} {card} kills (back to {holder})"
    if not way:
        return f"{name} {card} discarded"
    return f"{name} {card} takes ({way})"


def replayed_text(data: Any, shown_file: str, as_json: bool) -> str:
    """``piquet replay`` of a record of Ass (``data``, its JSON read): its summary as
    JSON, or :func:`ass_replay_text`.  A broken record raises
    :class:`~piquet_game.common.errors.RecordError`."""
    replayed = replay_ass_record(data)
    return json.dumps(replayed.summary(), indent=2) if as_json else ass_replay_text(replayed, shown_file)


def ass_replay_text(replayed: Any, shown_file: str = "") -> str:
    """A replayed record of Ass deal by deal and trick by trick, in English."""

    game = replayed.game
    players = game.players
    n = game.n
    lines = []
    title = replayed.record.get("title")
    head = f"Ass, {n} players ({game.rules.key}): {', '.join(players)}"
    lines.append(f"{shown_file}: {head}" if shown_file else head)
    if isinstance(title, str) and title.strip():
        lines.append(printable(title, 200))
    lines.append(ass_rules_text(game))
    if game.rules.reading == FIRST_READING:
        lines.append("Played by the first reading of the rules of tricks, before they were amended on "
                     "28 November 2026: replayed by that reading, as it was played.")
    if game.trump_choices:
        chosen = [f"{players[s]} {_ass_suits([a.suit])}" for s, a in game.trump_choices]
        lines.append("Trumps chosen in turn: " + ", ".join(chosen) + ".")
    for d, log in zip(replayed.deals, game.history, strict=True):
        dealer = players[d.dealer]
        lines += ["", f"Deal {d.number} ({dealer} deals)"]
        assert log.cards is not None
        hands = [f"{players[s]} {' '.join(names(log.cards.hands[s]))}" for s in range(n)]
        lines += wrap_items("  Hands:", hands, indent="    ")
        stock = [card_name(c) for c in log.cards.stock]
        left_out = len(stock) % n
        lines += wrap_items(f"  Stock ({len(stock)} cards, top first):", [" ".join(stock)], indent="    ")
        if left_out:
            lines.append(f"  Out of play: {' '.join(stock[-left_out:])} (too few to give every player one)")
        bets = []
        plays: list[str] = []
        trick_number = 0
        for e in d.events:
            if e.kind == "bet" and e.seat is not None:
                bets.append(f"{players[e.seat]} {e.word} ({e.info[0]})")
            elif e.kind == "first-lead" and e.seat is not None:
                lines += wrap_items("  Bets, with the targets:", bets, indent="    ")
                bets = []
                why = "the player at the dealer's left"
                if d.number == 1:
                    held = 0
                    for h in log.cards.hands:
                        held |= h
                    low = next((c for c in iter_cards(held) if c // 9 == DIAMONDS), None)
                    why = f"the lowest diamond dealt, {card_name(low)}" if low is not None else \
                        "no diamond was dealt: the player at the dealer's left"
                lines.append(f"  {players[e.seat]} leads first ({why}).")
            elif e.kind == "play" and e.seat is not None:
                holder, card = e.info
                plays.append(_ass_play(players[e.seat], card_name(card), e.word, players[holder]))
            elif e.kind == "trick" and e.seat is not None:
                trick_number += 1
                how = "as the leader" if e.word == "lead" else f"({e.word})"
                plays[-1] += f": {players[e.seat]} wins the trick {how}"
                lines += wrap_items(f"  Trick {trick_number}:", plays, indent="      ")
                plays = []
            elif e.kind == "bank" and e.seat is not None:
                points, target = e.info
                reached = points >= target
                change = {-1: f"one bank less, {e.total}", 1: f"one bank more, {e.total}"}.get(
                    e.points, f"banks stay at {e.total}")
                said = f"{points} point{'s' if abs(points) != 1 else ''}"
                lines.append(f"  {players[e.seat]}: {said}, said {e.word} (target {target}): "
                             f"{'reached' if reached else 'missed'}, {change}")
        if d.banks is None:  # the deal in play
            if bets:  # not all said yet
                lines += wrap_items("  Bets, with the targets:", bets, indent="    ")
            if plays:
                lines += wrap_items(f"  Trick {trick_number + 1} (in play):", plays, indent="      ")
        else:
            lines.append("  Banks: " + ", ".join(f"{players[s]} {d.banks[s]}" for s in range(n)))
    lines += ["", f"Result: {ass_result_text(replayed)}"]
    if game.history:
        lines.append("Banks: " + ", ".join(f"{players[s]} {game.banks[s]}" for s in range(n)))
    return "\n".join(lines)


def ass_players(levels: Sequence[int] | None, n: int, seed: int) -> tuple[list[Any], list[str]]:
    """The computer players of a simulated game: a chooser a seat (``game, rng ->
    action``), and what each seat is.  The players of :mod:`piquet_game.ass.ai`
    play; at level 0 a seat makes random legal moves."""
    wanted = list(levels) if levels else [1]
    if len(wanted) == 1:
        wanted *= n
    if len(wanted) != n:
        raise ValueError(f"--levels gives {len(wanted)} levels for {n} players: give one, or one a seat")

    def random_chooser(game: Any, rng: random.Random) -> Any:
        return game.sample_action(rng)

    choosers: list[Any] = []
    said: list[str] = []
    for seat, level in enumerate(wanted):
        if not level:
            choosers.append(random_chooser)
            said.append("random")
            continue
        player = make_ass_player(level, seed * 1000 + seat, n)

        def chooser(game: Any, rng: random.Random, player: Any = player) -> Any:
            return player.choose(game.view(game.to_move), game.legal_actions())

        choosers.append(chooser)
        said.append(f"level {level}")
    return choosers, said


def simulate_ass(games: int, seed: int, players: int = 4, trumps: int | None = None,
                 suits: Sequence[int] | None = None, levels: Sequence[int] | None = None,
                 max_deals: int = ASS_MAX_DEALS, record_dir: str | None = None) -> dict[str, Any]:
    """Play ``games`` games of Ass between computer players and gather figures; each
    game is stopped after ``max_deals`` deals if it has not ended.  With
    ``record_dir``, every game's record is written there.  Everything but the timings
    depends on the arguments alone.  Raises ValueError for rules that do not go
    together, OSError for a record that cannot be written."""

    option = trumps if trumps is not None else (1 if players <= 4 else 2)
    rules = AssRules.make(players, option, suits)
    choosers, said = ass_players(levels, players, seed)
    rng = random.Random(seed)
    folder = Path(record_dir) if record_dir else None
    finished = capped = deals = finished_deals = shared = kills = discards = 0
    wins = [0] * players
    bets = {"go": [0, 0], "no": [0, 0]}  # said, target reached
    points_sum = 0
    ways = dict.fromkeys(ASS_WAYS[:-1], 0)
    written = 0
    start = time.perf_counter()
    for number in range(games):
        game = AssGame.new(rules, rng=random.Random(rng.randrange(2**32)))
        while not game.is_over:
            if game.phase is AssPhase.DEAL:
                if game.deal_number >= max_deals:
                    break
                events = game.apply(game.shuffled())
            else:
                seat = game.to_move
                assert seat is not None
                action = choosers[seat](game, rng)
                events = game.apply(action)
            for e in events:
                if e.kind == "play":
                    kills += e.word == "kill"
                    discards += not e.word
                elif e.kind == "trick":
                    ways[e.word] = ways.get(e.word, 0) + 1
                elif e.kind == "bank":
                    points, target = e.info
                    bets[e.word][0] += 1
                    bets[e.word][1] += points >= target
                    points_sum += points
                elif e.kind == "deal-end":
                    deals += 1
        if game.is_over:
            finished += 1
            finished_deals += game.deal_number
            shared += len(game.winners) > 1
            for s in game.winners:
                wins[s] += 1
        else:
            capped += 1
        if folder is not None:
            record = ass_record_of(game, simulated={"seed": seed, "game": number + 1, "players": said})
            atomic_write(folder / f"{rules.key}-seed{seed}-{number + 1:04d}.json", ass_record_to_json(record))
            written += 1
    seconds = time.perf_counter() - start
    return {
        "game": "ass",
        "variant": rules.key,
        "players": players,
        "trumps": option,
        "seed": seed,
        "seat_players": said,
        "games": games,
        "finished": finished,
        "stopped_at_max_deals": capped,
        "max_deals": max_deals,
        "deals": deals,
        "mean_deals_per_finished_game": round(finished_deals / finished, 2) if finished else None,
        "seconds": round(seconds, 4),
        "wins_by_seat": wins,
        "shared_wins": shared,
        "bets": {k: {"said": v[0], "reached": v[1]} for k, v in bets.items()},
        "mean_points": round(points_sum / (deals * players), 2) if deals else None,
        "tricks_won_by_way": ways,
        "kills": kills,
        "discards": discards,
        "records_written": written,
        "record_dir": os.fsdecode(folder) if folder is not None else None,
    }


def cmd_simulate(args: argparse.Namespace, out: TextIO, err: TextIO, tr: Any = None) -> int:
    """``piquet simulate --game ass``: 0 and the figures; or one line on ``err`` and 2
    for options that do not go together, a record that cannot be written or a
    computer player that breaks a rule.  (Its figures are in English: ``tr`` is
    the same command's for Piquet's.)"""
    piquet_only = [f"--{k}" for k in ("deals", "variant") if getattr(args, k) is not None]
    if piquet_only:
        said = "is an option" if len(piquet_only) == 1 else "are options"
        return _fail(f"{PROG} simulate: {_join(piquet_only)} {said} of Piquet; Ass plays --games", err)
    players = args.players if args.players is not None else 4
    try:
        stats = simulate_ass(args.games if args.games is not None else 100, args.seed, players, args.trumps,
                             args.suits, args.levels,
                             args.max_deals if args.max_deals is not None else ASS_MAX_DEALS, args.record)
    except IllegalActionError as exc:
        return _fail(f"{PROG} simulate: a computer player broke a rule: {printable(str(exc), 200)}", err)
    except ValueError as exc:
        return _fail(f"{PROG} simulate: {printable(str(exc), 200)}", err)
    except OSError as exc:
        where = printable(os.fsdecode(exc.filename), 200) if exc.filename else ""
        return _fail(f"{PROG} simulate: cannot write the records{' in ' + where if where else ''}: "
                     f"{exc.strerror or type(exc).__name__}", err)
    out.write((json.dumps(stats, indent=2) if args.json else simulate_ass_text(stats)) + "\n")
    return 0


def simulate_ass_text(s: dict[str, Any]) -> str:
    """The figures of :func:`simulate_ass` in words (English)."""
    games = s["games"]

    def pct(k: int, of: int) -> str:
        return f"{100 * k / of:.1f}%" if of else "-"

    trumps = ASS_TRUMPS[s["trumps"]]
    lines = [f"Simulated {games} game{'s' if games != 1 else ''} of Ass, {s['players']} players, {trumps} "
             f"({s['variant']}), seed {s['seed']}, in {s['seconds']:.3f} s"]
    kinds = sorted(set(s["seat_players"]))
    if len(kinds) == 1:
        who = "random legal moves" if kinds[0] == "random" else f"the computer at {kinds[0]}"
        lines.append(f"Players: {who} at every seat")
    else:
        lines.append("Players: " + ", ".join(f"seat {k} {p}" for k, p in enumerate(s["seat_players"])))
    mean = s["mean_deals_per_finished_game"]
    average = f", in {mean:.2f} deals on average" if mean is not None else ""
    lines.append(f"Finished: {s['finished']}{average}")
    lines.append(f"Stopped unfinished after {s['max_deals']} deals (a game of Ass need never end): "
                 f"{s['stopped_at_max_deals']}")
    lines.append(f"Deals played: {s['deals']}")
    wins = ", ".join(f"seat {k} {w}" for k, w in enumerate(s["wins_by_seat"]))
    lines.append(f"Wins by seat: {wins} (a shared win counts for each winner; {s['shared_wins']} shared)")
    go, no = s["bets"]["go"], s["bets"]["no"]
    def times(k: int) -> str:
        return f"{k} time{'s' if k != 1 else ''}"

    lines.append(f"Bets: go said {times(go['said'])}, its target reached in "
                 f"{pct(go['reached'], go['said'])}; no said {times(no['said'])}, reached in "
                 f"{pct(no['reached'], no['said'])}")
    if s["mean_points"] is not None:
        lines.append(f"Mean points of a player in a deal: {s['mean_points']:.2f}")
    tricks = sum(s["tricks_won_by_way"].values())
    lines += wrap_items(f"Tricks ({tricks}) won by the way the winning card took them:",
                        [f"{way} {pct(k, tricks)}" for way, k in s["tricks_won_by_way"].items()], indent="  ")
    lines.append(f"Kills: {s['kills']}; cards discarded: {s['discards']}")
    if s["record_dir"] is not None:
        lines.append(f"Records written: {s['records_written']}, in {printable(s['record_dir'], 200)}")
    return "\n".join(lines)


def cmd_text(args: argparse.Namespace, err: TextIO, tr: Translator = ENGLISH) -> int:
    """``piquet text --game ass``: the options checked (one clear line and status 2
    when one is wrong), then the game."""
    players = args.players if args.players is not None else 4
    if args.variant is not None:
        err.write(f"{PROG} text: --variant is an option of Piquet; Ass is played by --players and --trumps\n")
        return 2
    if args.level not in ASS_LEVELS:
        err.write(f"{PROG} text: Ass has levels {min(ASS_LEVELS)} to {max(ASS_LEVELS)}, not {args.level}\n")
        return 2
    try:
        rules = AssRules.make(players, args.trumps if args.trumps is not None else
                              OWN if players <= 4 else NO_TRUMPS)
    except ValueError as exc:
        err.write(f"{PROG} text: {exc}\n")
        return 2
    return play_text(args.seed, players=rules.players, trumps=rules.trumps, level=args.level, tr=tr)


def host_rules(args: argparse.Namespace) -> AssRules | str:
    """The rules of the game of Ass ``piquet host`` offers (``--players``, 4 by
    default, and ``--trumps``), or why they cannot be played with ``--friends``."""
    players = args.players if args.players is not None else 4
    try:
        rules = AssRules.make(players, args.trumps if args.trumps is not None else
                              OWN if players <= 4 else NO_TRUMPS)
    except ValueError as exc:
        return str(exc)
    if not 1 <= args.friends < rules.players:
        return f"Ass at {rules.players} has {rules.players} seats: 1 to {rules.players - 1} friends"
    return rules


def over_line(game: Any) -> str:
    """A game of Ass's end on one line, from what every seat knows of it: the banks,
    then who won (``over: banks 0 3 2 (Ann wins the game)``)."""
    public = game.public()
    winners = [public.players[k] for k in public.winners]
    who = (f"{winners[0]} wins the game" if len(winners) == 1 else
           f"{_join(winners)} win the game together" if winners else "nobody wins")
    return f"over: banks {' '.join(map(str, public.banks))} ({who})"


def network_games() -> tuple[dict[str, Any], dict[str, Any]]:
    """What ``piquet join --computer`` needs to play a host's game of Ass: the
    guest's game made from the welcome, and the game's last line, by family."""
    return {"ass": remote_game}, {"ass": over_line}


def cmd_host(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """``piquet host --game ass --computer N``: serve one game of Ass, a computer
    of Ass's level ``N`` in the host's seat and in the seats no friend takes,
    saved after every action in the network game's autosave (``--resume`` takes it
    up again: each friend who played it comes back by his token); the game kept
    with the games of Ass when it is over, and its save cleared."""
    if args.computer not in ASS_LEVELS:
        return _fail(f"{PROG} host: Ass has levels {min(ASS_LEVELS)} to {max(ASS_LEVELS)}, "
                     f"not {args.computer}", err)
    saver = AssAutosaver(network_autosave_path(), network=True)
    if args.resume:
        controller, notice = saver.load()
        if notice:
            print(say(notice, ENGLISH), file=err, flush=True)
        if controller is None:
            print("no network game of Ass to resume", file=out, flush=True)
            return 2
        rules = cast(AssGame, controller.game).rules
        host_seat = next(k for k, s in enumerate(controller.seats) if not s.remote)
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 30)
        controller = headless.computer_hosting(controller, host_seat, args.computer, seed)
    else:
        problem = host_rules(args)
        if isinstance(problem, str):
            return _fail(f"{PROG} host: {problem}", err)
        rules = problem
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 30)
        level = args.computer
        host = Seat.ass_computer(level, seed, ASS_LEVEL_NAMES[level], rules.players)  # said in each language
        controller = host_controller(rules, host, args.friends, level, seed)
        host_seat = 0
    port = args.port if args.port is not None else DEFAULT_PORT
    try:
        link = HostLink(port)
    except OSError as exc:
        return _fail(f"{PROG} host: cannot listen on port {port}: {exc.strerror or exc}", err)
    session = HostSession(controller, link, host_seat, wire=AssWire())
    if args.resume:
        session.mark_joined()
    report = headless.SaveReport(saver, err)
    kept: list[Path | None] = []

    def after(events) -> None:
        session.send_events(events)
        if any(e.kind == "game-over" for e in events):
            kept.append(saver.finish(controller))
        else:
            report.saved(saver.save(controller), controller)

    print(f"hosting Ass for {rules.players} ({ASS_TRUMPS[rules.trumps]}) on port {link.port}", file=out,
          flush=True)
    print(f"key: {session.key}", file=out, flush=True)
    try:
        done = headless.serve_partie(session, say=lambda line: print(line, file=out, flush=True),
                                     timeout=24 * 3600, after=after)
        if not done:
            return 1
        time.sleep(0.5)  # the last update and the record reach the friends
        print(over_line(controller.game), file=out, flush=True)
        if not kept or kept[0] is None:
            print("not kept: the game could not be written with the games of Ass", file=err, flush=True)
            return 3
        return 0
    finally:
        session.close()


def review_ass_text(data: dict, shown: str, deal: int | None, seat: int | None, as_json: bool, out: TextIO,
                    err: TextIO, tr: Translator = ENGLISH) -> int:
    """``piquet review`` of a record of Ass: each decision of the seat (the record's
    viewer, else the first person's, else 0) valued over the worlds it could imagine,
    the biggest losses first; 0, or one line on ``err`` and 2."""
    try:
        game = replay_ass_record(data).game
    except RecordError as exc:
        return _fail(f"{shown}: {printable(str(exc), 300)} [{exc.rule}]", err)
    people = data.get("people")
    if seat is None:
        first = people[0] if isinstance(people, list) and people else 0
        first = data.get("viewer", first)
        seat = first if type(first) is int and 0 <= first < game.n else 0
    deals = [deal] if deal is not None else list(range(1, len(game.history) + 1))
    try:
        reviews = [review_ass_deal(data, n, seat) for n in deals]
    except ReviewError as exc:
        return _fail(f"{shown}: {exc}", err)
    if as_json:
        out.write(json.dumps([r.to_json() for r in reviews], indent=2) + "\n")
        return 0
    name = game.players[seat]
    for r in reviews:
        head = tr("Deal {deal}, as {name} saw it: about {loss} banks lost in all, over {n} decisions")
        said = head.format(deal=r.deal, name=name, loss=tr.decimal(r.total_loss), n=len(r.decisions))
        out.write(said + "\n")
        for d in r.ranked():
            if d.loss >= 0.005:
                out.write("  " + " ".join(ass_review_sentences(d, tr)) + "\n")
    return 0
