"""``piquet simulate``: random legal deals of a game of Piquet, and how often each
thing happened in them (carte blanche, pique, repique, capot...)."""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any, TextIO

from ..i18n import ENGLISH, Translator
from ..rules import Game
from ..rules.variant import variant_named
from .words import ASS_OPTIONS, PROG, _fail, _join

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


def cmd_simulate(args: argparse.Namespace, out: TextIO, err: TextIO, tr: Translator = ENGLISH) -> int:
    """``piquet simulate`` (Piquet): 0 and the figures of random legal deals; or one
    line on ``err`` and 2 for an option of Ass's."""
    ass_only = [f"--{k.replace('_', '-')}" for k in ASS_OPTIONS if getattr(args, k) is not None]
    if ass_only:
        said = "is an option" if len(ass_only) == 1 else "are options"
        return _fail(f"{PROG} simulate: {_join(ass_only)} {said} of --game ass", err)
    stats = simulate(args.deals if args.deals is not None else 1000, args.seed, args.variant or "rubicon")
    out.write((json.dumps(stats, indent=2) if args.json else simulate_text(stats, tr)) + "\n")
    return 0


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
    if variant.shape.match_targets:
        done.append(tr("{n} games won in them and in the one in progress").format(
            n=s.get("games_completed", 0)))
    if variant.lurched:
        lurched = tr.ptr("loser under the line", variant.lurched)
        done.append(tr("{n} of them {lurched}").format(n=s["rubicons"], lurched=lurched))
    if not variant.shape.ends_between_deals:  # (Normand: never drawn, one is left to pay)
        done.append(tr("{n} drawn").format(n=s["drawn"]))
    said = (tr("Matches completed: {figures}") if variant.shape.match_targets
            else tr("Parties completed: {figures}")).format(figures=", ".join(done))
    unfinished = s["deals_of_unfinished_partie"]
    if unfinished:
        if variant.shape.match_targets:
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
