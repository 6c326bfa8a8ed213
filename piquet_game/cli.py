"""The ``piquet`` command: play, replay a game record, simulate random deals.

``replay`` and ``simulate`` use the rules engine only; anything that needs a window
is imported inside the function that starts the game, so these commands never load
pygame.

Everything printed for the player is in his language: ``--lang CODE`` (on ``piquet``
or on any command), else the game's language setting.  The ``--json`` output is
data and stays in its own English keys; the help of the options is English.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import time
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, TextIO

from . import __version__
from .i18n import ENGLISH, LANGUAGES, N_, Translator
from .rules import Game, Phase
from .rules.actions import IllegalActionError
from .rules.events import Event
from .rules.names import printable, quoted
from .rules.record import RecordError, Replay, parse_json, replay
from .rules.variant import VARIANTS, variant_named
from .store.files import Refused, read_limited
from .variant_words import game_name, game_target

PROG = "piquet"

#: Scores made in trick play; consecutive ones are summed on the score sheet.
TRICK_KINDS = ("lead", "win")

#: Where an unfinished deal stopped, said ``tr.ptr("stopped at", ...)``.
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
    """Whether a player is called You (the tutorial's records, a person who kept the
    default name), in any of the game's languages."""
    said = name.strip().lower()
    return said == "you" or said in _you_words()


@lru_cache(maxsize=1)
def _you_words() -> frozenset[str]:
    return frozenset(Translator(code)("You").lower() for code in LANGUAGES)


def shown_players(game: Game, tr: Translator = ENGLISH) -> tuple[str, ...]:
    """The players' names as shown: those the game gives (You, a level's, a seat's)
    in the language of ``tr``, any other as written."""
    from .vocabulary import shown_name

    return tuple(shown_name(p, tr) for p in game.players)


def _of(name: str, you: str, other: str, many: str | None = None, partners: bool = False, /,
        **values) -> str:
    """One of the sentences (translated already) of a player: ``you`` of a player
    called You (the tutorial's records), ``many`` of partners (``{names}``), else
    ``other`` (``{name}``): so "You win", "Ann wins", "East and West win"."""
    if partners and many is not None:
        return many.format(names=name, **values)
    if _is_you(name):
        return you.format(**values)
    return other.format(name=name, **values)


def _join(items: Sequence[str], tr: Translator = ENGLISH) -> str:
    """``a``, ``a and b``, ``a, b and c`` (the ``and`` in ``tr``'s language)."""
    if len(items) <= 1:
        return "".join(items)
    return tr("{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])


def language(code: str | None) -> Translator:
    """The translator of ``code``, or with none given of the game's language setting
    (the one chosen in the window, or the system's)."""
    if not code:
        from .settings import Settings

        code = Settings.load().language_code
    return Translator(code)


def _language_code(text: str) -> str:
    code = text.strip().lower()
    if code not in LANGUAGES:
        raise argparse.ArgumentTypeError(f"no language {text!r}: choose one of {', '.join(LANGUAGES)}")
    return code


def version() -> str:
    return __version__


# ------------------------------------------------------------- score sheet


def deal_events(events: Sequence[Event], players: Sequence[str], tr: Translator = ENGLISH) -> list[str]:
    """The scoring events of one deal, in order, each in a few words:
    ``Ann point 5 (5)``, ``Ann sequence 15 (20)``, ``tricks: Ann 7 (27) Ben 5 (5)``:
    who, what, the points and (the seat's running score in the deal).
    Runs of points for leading and winning tricks are summed per seat."""
    items: list[str] = []
    run: dict[int, list[int]] = {}  # seat -> [points, total], in order of first score

    def flush() -> None:
        if run:
            items.append(tr("tricks: {scores}").format(scores=" ".join(
                tr("{name} {points} ({total})").format(name=players[s], points=p, total=t)
                for s, (p, t) in run.items())))
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
        items.append(tr("{name} {score} {points} ({total})").format(
            name=players[e.seat], score=tr.ptr("score sheet", e.kind), points=e.points, total=e.total))
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


def side_names(game: Game, tr: Translator = ENGLISH) -> list[str]:
    """The name of each side: a player's, or the partners' ("South and North")."""
    v = game.variant
    if not v.partnerships:
        return list(shown_players(game, tr))
    players = shown_players(game, tr)
    return [_join([players[s] for s in side], tr) for side in v.partnerships]


def result_text(game: Game, actions_in_last_deal: int | None = None, tr: Translator = ENGLISH) -> str:
    """The state of the partie in words: who won and by what, drawn, or where it stopped."""
    players = side_names(game, tr)
    shown = shown_players(game, tr)
    v = game.variant
    if game.is_over and game.loser is not None:  # Piquet Normand: winners left, one pays
        names = _join([shown[s] for s in game.left], tr)
        loser = shown[game.loser]
        result = game.result
        assert result is not None  # set when the partie ends
        paid = (tr.ntr("{n} stake", "{n} stakes", result) if v.settlement == "stake"
                else tr.ntr("{n} point", "{n} points", result)).format(n=result)
        return _of(loser, tr("{names} left the table winners; you pay {paid}"),
                   tr("{names} left the table winners; {name} pays {paid}"), names=names, paid=paid)
    if game.is_over:
        if game.winner is None:
            played = len(game.deal_scores)
            return tr.ntr("drawn: {total} each after {n} deal", "drawn: {total} each after {n} deals",
                          played).format(total=game.totals[0], n=played)
        losing = 1 - game.winner
        if v.game_targets:
            won = game.game_winners.count(game.winner)
            return _of(players[game.winner], tr("You win the match, {won} games to {lost}"),
                       tr("{name} wins the match, {won} games to {lost}"), won=won,
                       lost=len(game.game_winners) - won)
        partners = bool(v.partnerships)
        text = _of(players[game.winner], tr("You win the partie by {result}"),
                   tr("{name} wins the partie by {result}"), tr("{names} win the partie by {result}"),
                   partners, result=game.result)
        if v.is_rubiconed(game.totals):
            lurched = tr.ptr("loser under the line", v.lurched)
            text += " " + _of(players[losing], tr("(You are {lurched})"), tr("({name} is {lurched})"),
                              tr("({names} are {lurched})"), partners, lurched=lurched)
        return text
    if game.phase is Phase.DEAL:
        played = len(game.deal_scores)
        if not played:
            return tr("unfinished: no deal was played")
        if v.game_targets:
            number = len(game.game_starts)
            wins = [game.game_winners.count(s) for s in (0, 1)]
            return tr("unfinished: stopped after deal {deal}, in the {game} (to {target}), {first} to "
                      "{second}; games won {won} to {lost}").format(
                deal=played, game=game_name(v, number, tr), target=game.target, first=game.totals[0],
                second=game.totals[1], won=wins[0], lost=wins[1])
        if v.target:
            totals = tr(" to ").join(str(t) for t in game.totals)
            said = tr("unfinished: stopped after deal {deal}, {totals} (the game is to {target})").format(
                deal=played, totals=totals, target=v.target)
            if game.left:
                said += tr("; {names} left the table").format(
                    names=_join([shown[s] for s in game.left], tr))
            return said
        return tr("unfinished: stopped after deal {deal} of {deals}").format(deal=played, deals=v.deals)
    where = tr.ptr("stopped at", _STOPPED_AT[game.phase]) if game.phase in _STOPPED_AT else game.phase.value
    if game.phase is Phase.PLAY:
        where = tr("trick {n}").format(n=len(game.tricks) + 1)
    notes = []
    if game.to_move is not None:
        notes.append(tr("{name} to move").format(name=players[game.to_move]))
    if actions_in_last_deal is not None:
        notes.append(tr.ntr("{n} action recorded", "{n} actions recorded", actions_in_last_deal).format(
            n=actions_in_last_deal))
    said = tr("unfinished: deal {deal} stopped at {where}").format(deal=game.deal_number, where=where)
    return said + (f" ({', '.join(notes)})" if notes else "")


def _call(word: str, tr: Translator) -> str:
    """A call or a contract as the score sheet writes it: ``7+``, ``pass``, ``8+ redoubled``
    (the words in the language of ``tr``)."""
    bid, _, rest = word.partition(" ")
    if bid in ("pass", "double", "redouble", "content"):
        bid = tr.ptr("call", bid)
    return f"{bid} {tr(rest) if rest in ('doubled', 'redoubled') else rest}".strip()


def score_sheet(replay: Replay, title: str = "", tr: Translator = ENGLISH) -> str:
    """The readable score sheet of a replayed record."""
    game = replay.game
    players = shown_players(game, tr)
    sides = side_names(game, tr)  # the columns: a player each, or a side each
    wname = max([len(p) for p in sides] + [5])
    deal_head, dealer_head = tr("Deal"), tr("Dealer")
    wdeal = max(4, len(deal_head))
    wdealer = max([len(p) for p in players] + [6, len(dealer_head)])
    lines = []
    if title:
        lines += [title, ""]
    header = f"{deal_head:>{wdeal}}  {dealer_head:<{wdealer}}" + "".join(f"  {p:>{wname}}" for p in sides)
    lines += [header, "-" * len(header)]
    in_play = False
    v = game.variant
    thrown_in = tr("thrown in: both passed")
    for log in game.history:
        for thrown in log.thrown_in:
            lines.append(f"{thrown.number:>{wdeal}}  {players[thrown.dealer]:<{wdealer}}  {thrown_in}")
        if log.redealt:  # the last deal, thrown in: the same dealer deals again
            lines.append(f"{log.number:>{wdeal}}  {players[log.dealer]:<{wdealer}}  {thrown_in}")
            continue
        scores = log.scores
        mark = ""
        if scores is None:
            scores, mark, in_play = game.scores, "  *", True
        if v.korolik and (log.number - 1) % v.korolik == 0:
            number = (log.number - 1) // v.korolik + 1
            lines.append(_of(players[log.dealer], tr("Korolik {number}: you drew the lower card and deal"),
                             tr("Korolik {number}: {name} drew the lower card and deals"), number=number))
        row = f"{log.number:>{wdeal}}  {players[log.dealer]:<{wdealer}}"
        lines.append(row + "".join(f"  {s:>{wname}}" for s in scores) + mark)
        for e in log.events:  # a game of a match won in this deal; a player leaving the table
            if e.kind == "leave" and e.seat is not None:
                lines.append(_of(players[e.seat], tr("You left the table a winner, with {total}"),
                                 tr("{name} left the table a winner, with {total}"), total=e.total))
            if e.kind == "game-end" and e.seat is not None:
                number, *totals = e.info
                lines.append(tr("{game} to {target}: {winner} {won}, {loser} {lost}; won by {winner}").format(
                    game=game_name(v, number, tr), target=game_target(v, number), winner=players[e.seat],
                    won=totals[e.seat], loser=players[1 - e.seat], lost=totals[1 - e.seat]))
    lines.append("-" * len(header))
    total = (tr("Total") if not v.game_targets
             else tr("Last game") if game.is_over else tr("This game"))
    lines.append(f"{total:<{2 + wdeal + wdealer}}" + "".join(f"  {t:>{wname}}" for t in game.totals))
    if in_play:
        lines.append(tr("* deal in play, not counted in the totals"))
    lines.append("")
    deals = replay.record.get("deals")
    last_actions = None
    if isinstance(deals, list) and deals and isinstance(deals[-1], dict):
        acts = deals[-1].get("actions")
        last_actions = len(acts) if isinstance(acts, list) else None
    lines.append(tr("Result: {result}").format(result=result_text(game, last_actions, tr)))
    if game.history:
        lines += ["", tr("Scores in order, each with the player's running score in the deal:")]
        for log in game.history:
            items = deal_events(log.events, players, tr) or [tr("no score")]
            calls = [tr("{name} {call}").format(name=players[e.seat], call=_call(e.word, tr))
                     for e in log.events if e.kind == "call" and e.seat is not None]
            if calls:  # the auction, then the contract
                contract = next((tr("{contract} by {name}").format(contract=_call(e.word, tr),
                                                                   name=players[e.seat])
                                 for e in log.events if e.kind == "contract" and e.seat is not None),
                                tr("thrown in"))
                items = [tr("auction {calls}: {contract}").format(calls=" ".join(calls), contract=contract),
                         *(items if not log.redealt else [])]
            head = _of(players[log.dealer], tr("Deal {number} (you deal):"),
                       tr("Deal {number} ({name} deals):"), number=log.number)
            lines += wrap_items(head, items)
    return "\n".join(lines)


# ------------------------------------------------------------------ replay


def _fail(message: str, err: TextIO) -> int:
    print(re.sub(r"[ \t\r\n]+", " ", message).strip(), file=err)  # a no-break space kept
    return 2


def read_record_text(path: str, shown: str, tr: Translator = ENGLISH) -> tuple[str | None, str]:
    """The text of the record file ``path`` (``shown`` as the player sees its name)
    and ""; or None and the one line saying why it is not read, in the language of
    ``tr``: missing, not an ordinary file (a named pipe, a device, a socket), larger
    than :data:`~piquet_game.store.files.MAX_FILE_BYTES`, a folder, a loop of links,
    not to be opened, not UTF-8.  The one reading of ``replay`` and ``review``:
    nothing here raises, waits on the file or reads more than the limit of it."""
    from .i18n import say

    try:
        raw = read_limited(path)
    except FileNotFoundError:
        return None, tr("{file}: no such file").format(file=shown)
    except Refused as exc:
        return None, tr("{file}: not read: {reason}").format(file=shown, reason=say(exc.reason, tr))
    except OSError as exc:  # a folder, a loop of links, no permission: as the system says it
        return None, tr("{file}: cannot read the file: {reason}").format(file=shown,
                                                                         reason=exc.strerror or exc)
    except Exception as exc:  # noqa: BLE001 - a path that cannot even be looked at
        return None, tr("{file}: cannot read the file: {reason}").format(file=shown,
                                                                         reason=type(exc).__name__)
    try:
        return raw.decode("utf-8"), ""
    except UnicodeDecodeError as exc:
        return None, tr("{file}: not UTF-8 text (byte {n})").format(file=shown, n=exc.start)


def cmd_replay(path: str, as_json: bool, out: TextIO, err: TextIO, tr: Translator = ENGLISH) -> int:
    """Replay the record in ``path`` and print its score sheet (or the summary as
    JSON): 0; or one line on ``err`` saying why it cannot be, and 2.  Whatever the
    file holds, nothing here raises, waits on the file or reads more than
    :data:`~piquet_game.store.files.MAX_FILE_BYTES` of it.  The sheet and the
    reasons are in the language of ``tr``; the JSON is data, in its own keys; the
    engine's account of a record it refuses is in English."""
    shown = printable(os.fsdecode(path), 200)
    text, why = read_record_text(path, shown, tr)
    if text is None:
        return _fail(why, err)
    try:
        data = parse_json(text)
        if isinstance(data, dict) and "game" in data and data["game"] != "piquet":  # Ass, or unknown
            from .ass.record import replay_ass_record

            ass = replay_ass_record(data)
            out.write(json.dumps(ass.summary(), indent=2) + "\n" if as_json
                      else ass_replay_text(ass, shown) + "\n")
            return 0
        result = replay(data)
    except RecordError as exc:
        return _fail(f"{shown}: {printable(str(exc), 300)} [{exc.rule}]", err)
    except Exception as exc:  # noqa: BLE001 - a record must never crash the command
        return _fail(tr("{file}: the record could not be replayed: {reason}").format(
            file=shown, reason=f"{type(exc).__name__}: {printable(str(exc), 200)}"), err)
    if as_json:
        out.write(json.dumps(result.summary(), indent=2) + "\n")
    else:
        sides = side_names(result.game, tr)
        title = tr("{file}: {game}, {players}").format(file=shown, game=tr(result.game.variant.title),
                                                      players=tr(" v ").join(sides))
        out.write(score_sheet(result, title, tr) + "\n")
    return 0


#: Where a decision of a deal was made, by its kind (a declaration by its class).
REVIEW_WHERE = {"exchange": N_("The exchange"), "point": N_("The point"), "sequence": N_("The sequences"),
                "set": N_("The sets")}


def cmd_review(path: str, deal: int | None, seat: int | None, as_json: bool, out: TextIO, err: TextIO,
               tr: Translator = ENGLISH, jobs: int = 1) -> int:
    """Review a kept partie's deals (piquet_game.ai.review): each decision of the
    seat (the record's viewer, else 0) valued over the worlds he could imagine, the
    biggest losses first; 0, or one line on ``err`` and 2.  ``jobs`` worker
    processes value the decisions side by side (1: in this process)."""
    from .ai.reason import hint_line
    from .ai.review import FOR_PARTIE, ReviewError, review_deal, review_pool

    shown = printable(os.fsdecode(path), 200)
    text, why = read_record_text(path, shown, tr)
    if text is None:
        return _fail(why, err)
    try:
        data = parse_json(text)
        if isinstance(data, dict) and "game" in data and data["game"] != "piquet":
            raise RecordError(f"a record of the game {quoted(data['game'])}: review reads records of "
                              "Piquet only", rule="game")
        result = replay(data)
    except RecordError as exc:
        return _fail(f"{shown}: {printable(str(exc), 300)} [{exc.rule}]", err)
    except Exception as exc:  # noqa: BLE001 - a record must never crash the command, as in replay
        return _fail(tr("{file}: the record could not be replayed: {reason}").format(
            file=shown, reason=f"{type(exc).__name__}: {printable(str(exc), 200)}"), err)
    record = result.record
    viewer = record.get("viewer")
    if seat is None:
        seat = viewer if type(viewer) is int and viewer in (0, 1) else 0
    count = len(record.get("deals", []))
    deals = [deal] if deal is not None else list(range(1, count + 1))
    reviews = []
    pool = review_pool(jobs) if jobs > 1 else None
    try:
        for n in deals:
            reviews.append(review_deal(record, n, seat, executor=pool))
    except ReviewError as exc:
        return _fail(f"{shown}: {exc}", err)
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    if as_json:
        out.write(json.dumps([r.to_json() for r in reviews], indent=2) + "\n")
        return 0
    name = result.game.players[seat]
    for r in reviews:
        head = tr("Deal {deal}, as {name} saw it: about {loss} points lost in all, over {n} decisions")
        loss = tr.decimal(r.total_loss)
        out.write(head.format(deal=r.deal, name=name, loss=loss, n=len(r.decisions)) + "\n")
        if r.for_partie:  # the values are the partie's settlement, not the deal's margin
            out.write("  " + tr(FOR_PARTIE) + "\n")
        for d in r.ranked():
            if d.loss < 0.05:
                continue
            if d.kind == "play":
                where = tr("Trick {trick}").format(trick=d.trick)
            else:
                where = tr(REVIEW_WHERE.get(d.cls or d.kind, REVIEW_WHERE["exchange"]))
            line = tr("{where}: {chosen} lost about {loss} points (± {error}, {worlds} worlds); best: {best}")
            out.write("  " + line.format(where=where, chosen=d.chosen, loss=tr.decimal(d.loss),
                                         error=tr.decimal(d.error), worlds=d.worlds, best=d.best) + "\n")
            if d.why is not None:  # why the better one, as a hint says it
                out.write("    " + hint_line(d.why, tr) + "\n")
        best = sum(1 for d in r.decisions if d.loss < 0.05)
        if best:
            said = tr.ntr("{n} decision was the best", "{n} decisions were the best", best)
            out.write("  " + said.format(n=best) + "\n")
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
        # dealt to first: elder
        first = next(e.seat for e in log.events if e.kind == "hand" and e.seat is not None)
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



#: The figures of a simulation by their keys, as the text says them (``tr.ptr("simulation", ...)``).
_HAPPENED = {"blanche": "carte blanche", "repique": "repique", "pique": "pique", "capot": "capot",
             "cards": "the cards (most tricks)", "open-capot": "open capot made",
             "overtricks": "contract overtricks", "undertricks": "contract broken",
             "point": "point", "sequence": "sequence", "set": "set"}


def simulate_text(s: dict[str, Any], tr: Translator = ENGLISH) -> str:
    """The figures of :func:`simulate` in words, in the language of ``tr``."""
    n = s["deals"]

    def pct(k: int) -> str:
        return f"{100 * k / n:5.1f}%" if n else "    -"

    rate = s["deals_per_second"]
    variant = variant_named(s.get("variant", "rubicon"))
    if variant.players == 2:
        first, last = tr("elder"), tr("younger")
    elif variant.partnerships:
        first, last = tr("first hand's side"), tr("the dealer's side")
    else:
        first, last = tr("first hand"), tr("the dealer")
    head = tr.ntr("Simulated {n} random deal of {game} (seed {seed}) in {seconds} s",
                  "Simulated {n} random deals of {game} (seed {seed}) in {seconds} s", n).format(
        n=n, game=tr(variant.title), seed=s["seed"], seconds=f"{s['seconds']:.3f}")
    if rate:
        head += tr(", {rate} deals per second").format(rate=f"{rate:.0f}")
    lines = [
        head,
        tr("Mean deal score: {first} {elder}, {last} {younger}").format(
            first=first, last=last, elder=f"{s['mean_deal_score']['elder']:.2f}",
            younger=f"{s['mean_deal_score']['younger']:.2f}"),
        tr("Deals in which it happened:"),
    ]
    happened = {k: tr.ptr("simulation", _HAPPENED[k]) if k in _HAPPENED else k for k in s["deals_with"]}
    classes = {c: tr.ptr("simulation", _HAPPENED[c]) if c in _HAPPENED else c for c in s["declarations"]}
    thrown = tr("thrown in (both passed)")
    width = max([22, *map(len, happened.values()), *map(len, classes.values()), len(thrown)])
    for k, v in s["deals_with"].items():
        lines.append(f"  {happened[k]:<{width}} {v:>7}  {pct(v)}")
    if s.get("redeals"):
        lines.append(f"  {thrown:<{width}} {s['redeals']:>7}")
    lines.append(tr("Declarations: mean points per deal, deals in which the class scored:"))
    for c, d in s["declarations"].items():
        lines.append(f"  {classes[c]:<{width}} {d['mean_points']:>7.2f}  {pct(d['scored_in'])}")
    done = [str(s["parties_completed"])]
    if variant.game_targets:
        done.append(tr("{n} games won in them and in the one in progress").format(
            n=s.get("games_completed", 0)))
    if variant.lurched:
        lurched = tr.ptr("loser under the line", variant.lurched)
        done.append(tr("{n} of them {lurched}").format(n=s["rubicons"], lurched=lurched))
    if not variant.target_at_deal_end:  # (Normand: never drawn, one is left to pay)
        done.append(tr("{n} drawn").format(n=s["drawn"]))
    said = (tr("Matches completed: {figures}") if variant.game_targets
            else tr("Parties completed: {figures}")).format(figures=", ".join(done))
    unfinished = s["deals_of_unfinished_partie"]
    if unfinished:
        if variant.game_targets:
            more = tr.ntr("; {n} deal of a match in progress", "; {n} deals of a match in progress",
                          unfinished)
        else:
            more = tr.ntr("; {n} deal of a partie in progress", "; {n} deals of a partie in progress",
                          unfinished)
        said += more.format(n=unfinished)
    lines.append(said)
    return "\n".join(lines)


def _marks(tr: Translator) -> None:
    """The words of the tables above, spelt out for the catalogues (never called:
    ``tools/i18n_tool.py`` reads the calls)."""
    tr.ptr("stopped at", "carte blanche"), tr.ptr("stopped at", "elder's exchange")
    tr.ptr("stopped at", "younger's exchange"), tr.ptr("stopped at", "the point")
    tr.ptr("stopped at", "the sequences"), tr.ptr("stopped at", "the sets")
    tr.ptr("stopped at", "the open capot question"), tr.ptr("stopped at", "trick play")
    tr.ptr("simulation", "carte blanche"), tr.ptr("simulation", "repique"), tr.ptr("simulation", "pique")
    tr.ptr("simulation", "capot"), tr.ptr("simulation", "the cards (most tricks)")
    tr.ptr("simulation", "open capot made"), tr.ptr("simulation", "contract overtricks")
    tr.ptr("simulation", "contract broken"), tr.ptr("simulation", "point"), tr.ptr("simulation", "sequence")
    tr.ptr("simulation", "set")
    # the scores of a deal on the score sheet, by the event's kind
    tr.ptr("score sheet", "blanche"), tr.ptr("score sheet", "point"), tr.ptr("score sheet", "sequence")
    tr.ptr("score sheet", "set"), tr.ptr("score sheet", "repique"), tr.ptr("score sheet", "pique")
    tr.ptr("score sheet", "lead"), tr.ptr("score sheet", "win"), tr.ptr("score sheet", "last")
    tr.ptr("score sheet", "cards"), tr.ptr("score sheet", "capot"), tr.ptr("score sheet", "open-capot")
    tr.ptr("score sheet", "overtricks"), tr.ptr("score sheet", "undertricks")


# --------------------------------------------------------------------- Ass
#
# The replay and the simulation of Ass speak English only for now (their words are
# not in the catalogues yet); ``--json`` is data, as for Piquet.

#: How the trump options are said (VARIANTS.md section 7).
ASS_TRUMPS = {1: "each player his own trump suit", 2: "no trumps", 3: "one trump suit for all",
              4: "two trump suits for all", 5: "spades senior trumps, diamonds junior trumps"}
#: The ways a card takes a trick of Ass, as the replay says them.
ASS_WAYS = ("lead", "older", "switch", "trump", "same", "one-less", "kill")
#: The most deals a simulated game of Ass is played to, unless ``--max-deals`` says otherwise:
#: nothing in the rules stops a game that keeps its players between 1 and 5 banks.
ASS_MAX_DEALS = 100


def _ass_suits(suits: Sequence[int]) -> str:
    from .ass.cards import SUIT_NAMES

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
    from .ass import AssPhase

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


def ass_replay_text(replayed: Any, shown_file: str = "") -> str:
    """A replayed record of Ass deal by deal and trick by trick, in English."""
    from .ass.cards import DIAMONDS, card_name, iter_cards, names
    from .ass.trick import FIRST_READING

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


def _levels(text: str) -> list[int]:
    """``--levels``: one level for every seat, or one a seat, by commas; 0 (or
    ``random``) for random legal moves."""
    out = []
    for word in text.split(","):
        word = word.strip().lower()
        if word == "random":
            out.append(0)
            continue
        try:
            level = int(word)
        except ValueError:
            raise argparse.ArgumentTypeError(f"a level is a whole number (0: random), not {word!r}") from None
        if not 0 <= level <= 99:
            raise argparse.ArgumentTypeError("a level is 0 (random moves) to 99")
        out.append(level)
    return out


def ass_players(levels: Sequence[int] | None, n: int, seed: int) -> tuple[list[Any], list[str], str]:
    """The computer players of a simulated game: a chooser a seat (``game, rng ->
    action``), what each seat is, and a note ("" or why the levels asked for are
    not played).  The players of :mod:`piquet_game.ai.ass` play when it is there;
    without it (or with level 0) a seat makes random legal moves."""
    wanted = list(levels) if levels else [1]
    if len(wanted) == 1:
        wanted *= n
    if len(wanted) != n:
        raise ValueError(f"--levels gives {len(wanted)} levels for {n} players: give one, or one a seat")
    note = ""
    make: Any = None
    if any(wanted):
        try:
            from .ai.ass import make_ass_player as make
        except ImportError:
            note = ("the computer players of Ass (piquet_game.ai.ass) are not there: random legal moves "
                    "instead")
            wanted = [0] * n

    def random_chooser(game: Any, rng: random.Random) -> Any:
        return game.sample_action(rng)

    choosers: list[Any] = []
    said: list[str] = []
    for seat, level in enumerate(wanted):
        if not level or make is None:
            choosers.append(random_chooser)
            said.append("random")
            continue
        player = make(level, seed * 1000 + seat)

        def chooser(game: Any, rng: random.Random, player: Any = player) -> Any:
            return player.choose(game.view(game.to_move), game.legal_actions())

        choosers.append(chooser)
        said.append(f"level {level}")
    return choosers, said, note


def simulate_ass(games: int, seed: int, players: int = 4, trumps: int | None = None,
                 suits: Sequence[int] | None = None, levels: Sequence[int] | None = None,
                 max_deals: int = ASS_MAX_DEALS, record_dir: str | None = None) -> dict[str, Any]:
    """Play ``games`` games of Ass between computer players and gather figures; each
    game is stopped after ``max_deals`` deals if it has not ended.  With
    ``record_dir``, every game's record is written there.  Everything but the timings
    depends on the arguments alone.  Raises ValueError for rules that do not go
    together, OSError for a record that cannot be written."""
    from pathlib import Path

    from .ass import AssGame, AssPhase, AssRules
    from .ass.record import ass_record_of, ass_record_to_json
    from .paths import atomic_write

    option = trumps if trumps is not None else (1 if players <= 4 else 2)
    rules = AssRules.make(players, option, suits)
    choosers, said, note = ass_players(levels, players, seed)
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
        "note": note,
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


#: The options of ``piquet simulate`` that only Ass has (by their ``args`` names).
ASS_OPTIONS = ("players", "trumps", "suits", "games", "levels", "max_deals", "record")


def cmd_simulate_ass(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """``piquet simulate --game ass``: 0 and the figures; or one line on ``err`` and 2
    for options that do not go together, a record that cannot be written or a
    computer player that breaks a rule."""
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
    if s["note"]:
        lines.append(f"Note: {s['note']}")
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


# -------------------------------------------------------------------- play


def cmd_text(seed: int | None, level: int = 3, variant: str = "rubicon", tr: Translator = ENGLISH) -> int:
    from .textplay import play  # the game's own modules load only when a game starts

    return play(seed=seed, level=level, variant=variant_named(variant), tr=tr)


def _run_settings(code: str):
    """The settings with the language ``code`` for this run only: the file keeps the
    language it had, unless the player chooses another in the window."""
    from .settings import Settings

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
               start=None) -> int:
    """Open the window: the menu, or straight to a partie against ``level``.
    ``--frames N`` runs N frames and exits 0 (the smoke mode).  ``--lang`` sets the
    language for this run, not saved in the settings."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from .crashlog import last_fault, watch_faults, write_crash_log

    fault = last_fault()
    unwatch = watch_faults()
    app = None
    try:
        from .i18n import Said
        from .view.app import App  # pygame loads only here

        settings = _run_settings(args.lang) if getattr(args, "lang", None) else None
        app = App(size=args.size, settings=settings, fullscreen=True if args.fullscreen else None)
        if fault is not None:
            app.notices.append(Said(N_("The game stopped suddenly last time; what it was doing is in "
                                       "{file}."), file=str(fault)))
        if level is not None:
            from .view.starting import computer_name, start_game
            start_game(app, [(app.settings.player_name, None), (computer_name(level), level)], seed=seed)
        if start is not None:
            start(app)
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
    t = sub.add_parser("text", help="play a partie against the computer in the terminal")
    t.add_argument("--seed", type=int, default=None, help="seed the shuffle and the computer's choices")
    t.add_argument("--level", type=int, choices=range(1, 6), default=3, metavar="1-5",
                   help="the computer's strength, 1 (Novice) to 5 (Master); 3 by default")
    t.add_argument("--variant", choices=sorted(VARIANTS), default="rubicon",
                   help="the game played (rubicon)")
    _language_option(t)
    r = sub.add_parser("replay", help="replay a game record and print its score sheet")
    r.add_argument("file", metavar="FILE", help="a piquet-record/1 JSON file")
    r.add_argument("--json", action="store_true", help="print the summary as JSON")
    _language_option(r)
    v = sub.add_parser("review", help="review a kept partie: where points were lost, decision by decision")
    v.add_argument("file", metavar="FILE", help="a piquet-record/1 JSON file (a kept partie)")
    v.add_argument("--deal", type=int, default=None, metavar="N", help="only deal N (1-based)")
    v.add_argument("--seat", type=int, choices=(0, 1), default=None,
                   help="whose decisions (the record's viewer, else 0)")
    v.add_argument("--json", action="store_true", help="print the review as JSON")
    v.add_argument("--jobs", type=int, default=None, metavar="N",
                   help="worker processes valuing the decisions (default: the number of cores)")
    _language_option(v)
    s = sub.add_parser("simulate", help="play random legal deals (Piquet) or games between computer "
                       "players (Ass) and print figures")
    s.add_argument("--game", choices=("piquet", "ass"), default="piquet",
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
                   "legal moves (the default when piquet_game.ai.ass is not there)")
    s.add_argument("--max-deals", type=_positive, default=None, metavar="N",
                   help=f"Ass: stop a game unfinished after N deals ({ASS_MAX_DEALS})")
    s.add_argument("--record", default=None, metavar="DIR", help="Ass: write each game's record in DIR")
    _language_option(s)
    h = sub.add_parser("host", help="host a partie for a friend at another computer (the window, or "
                       "--computer for a computer player in your seat)")
    h.add_argument("--port", type=_port, default=None, metavar="P",
                   help="the TCP port to listen on (48123; open it to play over the internet)")
    h.add_argument("--variant", choices=sorted(VARIANTS), default=None,
                   help="the game played (the one chosen in the window's settings)")
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
        return cmd_replay(args.file, args.json, sys.stdout, sys.stderr, tr)
    if args.command == "review":
        tr = ENGLISH if args.json else language(code)
        jobs = args.jobs if args.jobs is not None else (os.cpu_count() or 1)
        return cmd_review(args.file, args.deal, args.seat, args.json, sys.stdout, sys.stderr, tr,
                          max(1, jobs))
    if args.command == "simulate":
        if args.game == "ass":
            return cmd_simulate_ass(args, sys.stdout, sys.stderr)
        ass_only = [f"--{k.replace('_', '-')}" for k in ASS_OPTIONS if getattr(args, k) is not None]
        if ass_only:
            said = "is an option" if len(ass_only) == 1 else "are options"
            return _fail(f"{PROG} simulate: {_join(ass_only)} {said} of --game ass", sys.stderr)
        deals = args.deals if args.deals is not None else 1000
        stats = simulate(deals, args.seed, args.variant or "rubicon")
        print(json.dumps(stats, indent=2) if args.json else simulate_text(stats, language(code)))
        return 0
    if args.command == "text":
        return cmd_text(args.seed, args.level, args.variant, language(code))
    if args.command in ("host", "join"):
        return cmd_network(args)
    if args.screenshot and args.frames is None:
        print(f"{PROG}: --screenshot needs --frames N", file=sys.stderr)
        return 2
    if args.command == "play":
        return cmd_window(args, args.level, args.seed)
    return cmd_window(args)


def cmd_network(args: argparse.Namespace) -> int:
    """``piquet host`` and ``piquet join``: the window at the network screen, or,
    with ``--computer``, a computer player in this side's seat and no window."""
    from .net.protocol import DEFAULT_PORT, parse_address

    if args.command == "join":
        try:
            host, port, key = parse_address(args.address)
        except ValueError as exc:
            return _fail(f"{PROG} join: {exc}", sys.stderr)
    if args.computer is None:
        if args.screenshot and args.frames is None:
            return _fail(f"{PROG}: --screenshot needs --frames N", sys.stderr)
        if args.command == "host":
            return cmd_window(args, start=lambda app: _start_hosting(app, args))
        return cmd_window(args, start=lambda app: _start_joining(app, host, port, args.name, key))
    from .net import headless

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
    name = printable(args.name or f"Computer {args.computer}", 40)
    return headless.join_main(host, port, args.computer, name, args.seed, key=key)


def _start_hosting(app, args: argparse.Namespace) -> None:
    from .view.network import host_partie

    host_partie(app, port=args.port, variant=args.variant, first=args.first, friends=args.friends)


def _start_joining(app, host: str, port: int, name: str | None, key: str = "") -> None:
    from .view.network import join_partie

    join_partie(app, host, port, name, key)


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port: {text!r}") from None
    if not 0 <= value < 65536:
        raise argparse.ArgumentTypeError(f"a port is a number from 1 to 65535, not {value}")
    return value


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
