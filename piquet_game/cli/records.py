"""``piquet replay`` and ``piquet review``: a game record read with limits (a
broken one refused in one line), replayed by the engine, printed as the score
sheet or as JSON; a deal reviewed for where points were lost."""

from __future__ import annotations

import json
import os
from typing import TextIO

from ..ai.reason import hint_line
from ..ai.review import ReviewError, review_deal, review_pool
from ..ass.cli import replayed_text, review_ass_text
from ..common.names import printable, quoted
from ..i18n import ENGLISH, N_, Translator, say
from ..rules.record import RecordError, parse_json, replay
from ..store.files import Refused, read_limited
from .sheet import (
    score_sheet,
    side_names,
)
from .words import (
    _fail,
)


def read_record_text(path: str, shown: str, tr: Translator = ENGLISH) -> tuple[str | None, str]:
    """The text of the record file ``path`` (``shown`` as the player sees its name)
    and ""; or None and the one line saying why it is not read, in the language of
    ``tr``: missing, not an ordinary file (a named pipe, a device, a socket), larger
    than :data:`~piquet_game.store.files.MAX_FILE_BYTES`, a folder, a loop of links,
    not to be opened, not UTF-8.  The one reading of ``replay`` and ``review``:
    nothing here raises, waits on the file or reads more than the limit of it."""
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
            out.write(replayed_text(data, shown, as_json) + "\n")
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
                "set": N_("The sets"), "call": N_("The auction")}


def cmd_review(path: str, deal: int | None, seat: int | None, as_json: bool, out: TextIO, err: TextIO,
               tr: Translator = ENGLISH, jobs: int = 1) -> int:
    """Review a kept partie's deals (piquet_game.ai.review): each decision of the
    seat (the record's viewer, else 0) valued over the worlds he could imagine, the
    biggest losses first; 0, or one line on ``err`` and 2.  ``jobs`` worker
    processes value the decisions side by side (1: in this process)."""

    shown = printable(os.fsdecode(path), 200)
    text, why = read_record_text(path, shown, tr)
    if text is None:
        return _fail(why, err)
    try:
        data = parse_json(text)
        if isinstance(data, dict) and data.get("game") == "ass":  # Ass's review, its words
            return review_ass_text(data, shown, deal, seat, as_json, out, err, tr)
        if isinstance(data, dict) and "game" in data and data["game"] != "piquet":
            raise RecordError(f"a record of the game {quoted(data['game'])}: review reads records of "
                              "Piquet and of Ass", rule="game")
        result = replay(data)
    except RecordError as exc:
        return _fail(f"{shown}: {printable(str(exc), 300)} [{exc.rule}]", err)
    except Exception as exc:  # noqa: BLE001 - a record must never crash the command, as in replay
        return _fail(tr("{file}: the record could not be replayed: {reason}").format(
            file=shown, reason=f"{type(exc).__name__}: {printable(str(exc), 200)}"), err)
    record = result.record
    viewer = record.get("viewer")
    if seat is None:
        seat = viewer if type(viewer) is int and 0 <= viewer < result.game.variant.players else 0
    # the deals are numbered as the partie counts them, as the window does: a record begun
    # from the totals of earlier deals (its scores_before) begins after them
    prior = result.game.prior
    count = len(result.game.history) - prior
    if deal is not None and not prior < deal <= prior + count:
        held = f"deal {prior + 1} only" if count == 1 else f"deals {prior + 1} to {prior + count}"
        return _fail(f"{shown}: no deal {deal}: the record holds {held}", err)
    deals = [deal - prior] if deal is not None else list(range(1, count + 1))
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
        as_data = [r.to_json() for r in reviews]
        for review in as_data:  # the deal as the partie counts it, the review's and each decision's
            review["deal"] += prior
            for d in review["decisions"]:
                d["deal"] += prior
        out.write(json.dumps(as_data, indent=2) + "\n")
        return 0
    name = result.game.players[seat]
    for r in reviews:
        head = tr("Deal {deal}, as {name} saw it: about {loss} points lost in all, over {n} decisions")
        loss = tr.decimal(r.total_loss)
        out.write(head.format(deal=r.deal + prior, name=name, loss=loss, n=len(r.decisions)) + "\n")
        if r.partie_note:  # the values are the partie's settlement, not the deal's margin
            out.write("  " + tr(r.partie_note) + "\n")
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
