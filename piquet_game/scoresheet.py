"""The written record of a partie's scores: a deal's summary in lines, and the score
sheet (the deals, the koroliks or the games of a match, the totals, the settlement
in words), agreeing with what the engine worked out."""

from __future__ import annotations

from collections.abc import Sequence

from .commentary import (
    _TRICK_KINDS,
    Line,
    _join,
    _Names,
    _settlement,
    _wins,
    contract_result_words,
    last_trick_worth,
    left_words,
    match_words,
    score_words,
    side_speaker,
)
from .i18n import ENGLISH, Translator
from .variant_words import (
    game_name,
)


def deal_summary(log, players: Sequence[str], variant, tr: Translator = ENGLISH) -> list[Line]:
    """Every score of a finished deal (a :class:`~piquet_game.rules.game.DealLog`), one
    line each in scoring order, with the points for leading and winning tricks summed
    into one ``tricks`` line per player: ``Point of five, five``, ``Leads and tricks won, seven``.
    Each text names the score and the points it made (words, no closing stop: these are
    entries of a score sheet) in the game's words (``Bianco, ten``, ``The leza, ten``);
    ``seat`` says whose it is and ``points`` the number."""
    entries: list[list] = []  # [seat, kind, points, text]; tricks texts are filled in at the end
    tricks: dict[int, list] = {}
    worth = last_trick_worth(variant)
    for e in log.events:
        if not e.is_score or e.seat is None:
            continue
        if e.kind in _TRICK_KINDS:
            if e.seat not in tricks:
                tricks[e.seat] = [e.seat, "tricks", 0, ""]
                entries.append(tricks[e.seat])
            tricks[e.seat][2] += e.points
            continue
        text = f"{score_words(e, variant, tr)}, {tr.number(e.points)}"
        if e.kind in ("overtricks", "undertricks"):
            count = tr.number(e.info[0] if e.info else 0)
            said = contract_result_words(e, variant, tr).partition(": ")[2]
            if e.kind == "overtricks":
                text = tr("Overtricks {count}, {sum}").format(count=count, sum=said)
            else:
                text = tr("Contract broken by {count}, {sum}").format(count=count, sum=said)
        if e.kind == "last" and worth:
            text = tr("{score} more ({worth} in all)").format(score=text, worth=tr.number(worth))
        entries.append([e.seat, e.kind, e.points, text])
    label = tr("Leads and tricks won") if variant.lead_points else tr("Tricks won")
    for entry in tricks.values():
        entry[3] = f"{label}, {tr.number(entry[2])}"
    return [Line(seat, text, kind, points) for seat, kind, points, text in entries]


def korolik_rows(game, tr: Translator = ENGLISH,
                 players: Sequence[str] | None = None) -> list[tuple[str, int | None, int | None, str]]:
    """The score sheet's rows in a game of koroliks: a heading for each korolik (who
    drew the lower card and dealt first in it), then its deals."""
    who = _Names(players or game.players, None, tr)
    v = game.variant
    rows: list[tuple[str, int | None, int | None, str]] = []
    for number, d in enumerate(game.deal_scores, 1):
        korolik, deal = v.shape.korolik_of_deal(number)
        if deal == 1:
            dealer = game.history[number - 1].dealer if len(game.history) >= number else None
            if dealer is not None:
                head = who.pick(dealer, tr("Korolik {korolik}: you deal first"),
                                tr("Korolik {korolik}: {name} deals first"), korolik=korolik)
            else:
                head = tr("Korolik {korolik}").format(korolik=korolik)
            rows.append((head, None, None, "korolik"))
        rows.append((tr("Deal {deal}").format(deal=deal), d[0], d[1], "deal"))
    return rows


def match_games(game, tr: Translator = ENGLISH) -> list[dict]:
    """The games of a match so far (Picchetto): each with its ``number``, ``name``
    (Partita ...), ``target``, the ``totals`` it ended with (or stands at), its
    ``winner`` (None while it is played) and its ``deals`` (first, last), 1-based."""
    v = game.variant
    starts = list(game.game_starts)
    out = []
    for i, first in enumerate(starts):
        last = starts[i + 1] if i + 1 < len(starts) else len(game.deal_scores)
        if last <= first and i >= len(game.game_winners):
            continue  # a game not yet begun
        totals = tuple(v.totals(game.deal_scores[first:last]))
        winner = game.game_winners[i] if i < len(game.game_winners) else None
        out.append({"number": i + 1, "name": game_name(v, i + 1, tr), "target": v.shape.target(i + 1),
                    "totals": totals, "winner": winner, "deals": (first + 1, last)})
    return out


def _after(played: int, tr: Translator) -> str:
    return tr.ntr("After {n} deal", "After {n} deals", played).format(n=tr.number(played))


def partie_sheet(game, tr: Translator = ENGLISH, viewer: int | None = None,
                 players: Sequence[str] | None = None) -> dict:
    """The partie's score sheet: the deals played, the totals, and the settlement in words
    (agreeing with ``game.result``, which the engine worked out from ``game.variant``).

    ``rows`` are what the sheet shows, each (label, first seat's, second seat's, kind):
    the deals (``deal``), in a game of koroliks under a heading for each (``korolik``,
    no figures), in a match one row for each game (``game``) with its totals.
    ``total_label`` names the row below them, whose figures are ``totals`` (the games
    won, ``games_won``, in a match).  ``players`` are the names as the screen shows
    them (the game's own by default)."""
    who = _Names(players or game.players, viewer, tr)
    v = game.variant
    if v.players > 2:
        return _table_sheet(game, who)
    deals = [(number, d[0], d[1]) for number, d in enumerate(game.deal_scores, 1)]
    totals = tuple(game.totals)
    after = _after(len(game.deal_scores), tr)
    rubicon = False
    sheet: dict = {"deals": deals, "winner": game.winner, "result": game.result or 0}
    if v.shape.match_targets:
        games = match_games(game, tr)
        won = tuple(list(game.game_winners).count(s) for s in (0, 1))
        count = tr.ntr("{n} game", "{n} games", len(games)).format(n=tr.number(len(games)))
        lines = [tr("{after}, {games}: {won}.").format(after=after, games=count,
                                                       won=_games_won_words(who, games))]
        if game.is_over:
            lines.append(match_words(who, game.winner, won))
        else:
            lines.append(tr("The match is not over."))
        headline = (tr("The match is not over") if not game.is_over
                    else _wins(who, game.winner, tr("the match")))
        sheet.update(games=games, games_won=won, total_label=tr("Games won"), totals=won,
                     game_totals=totals,
                     rows=[(tr("{game}, to {target}").format(game=g["name"], target=g["target"]),
                            g["totals"][0], g["totals"][1], "game") for g in games])
    else:
        lines = [tr("{after}: {scores}.").format(after=after, scores=who.scores(totals))]
        if game.is_over:
            rubicon = game.winner is not None and v.is_rubiconed(list(totals))
            lines += _settlement(who, v, totals, game.winner, game.result)
        else:
            lines.append(tr("The partie is not over."))
        if not game.is_over:
            headline = tr("The partie is not over")
        elif game.winner is None:
            headline = tr("The partie is drawn")
        else:
            headline = _wins(who, game.winner, tr("the partie"))
        rows = (korolik_rows(game, tr, who.players) if v.shape.korolik
                else [(str(n), a, b, "deal") for n, a, b in deals])
        sheet.update(total_label=tr("Total"), totals=totals, rows=rows)
    sheet.update(headline=headline, rubicon=rubicon, lines=lines)
    return sheet


def _table_sheet(game, who: _Names) -> dict:
    """:func:`partie_sheet` for a table of three or four: a column for each side that
    scores (each player, or partners), and the end as the game has it (those who
    left the table winners and who pays them; partners rubiconed or not)."""
    v, tr = game.variant, who.tr
    totals = tuple(game.totals)
    sides = side_speaker(who, v)
    lines = [tr("{after}: {scores}.").format(after=_after(len(game.deal_scores), tr),
                                             scores=who.scores(totals, v.partnerships))]
    if not game.is_over:
        headline = tr("The partie is not over")
        lines.append(tr("The partie is not over."))
    elif game.loser is not None:
        headline = who.pick_many(game.left, tr("You leave the table a winner"),
                                 tr("{name} leaves the table a winner"),
                                 tr("{names} leave the table winners"),
                                 tr("You and {names} leave the table winners"))
        said = left_words(who, game.left, game.loser, game.result, v, sheet=True)
        each = tr(" (a stake to each)") if len(game.left) > 1 and v.shape.settlement == "stake" else ""
        lines.append(f"{said}{each}.")
        # all the last at the table reached it at once
        if v.shape.goal and totals[game.loser] >= v.shape.goal:
            lines.append(tr("Every player still at the table reached {target} in the same deal: the "
                            "lowest total stays, and pays.").format(target=v.shape.goal))
    elif game.winner is None:
        headline = tr("The partie is drawn")
        lines += _settlement(sides, v, totals, None, game.result)
    else:
        headline = _wins(sides, game.winner, tr("the partie"))
        lines += _settlement(sides, v, totals, game.winner, game.result)
    rows = [(str(n), *d, "deal") for n, d in enumerate(game.deal_scores, 1)]
    return {"deals": [(n, *d) for n, d in enumerate(game.deal_scores, 1)], "winner": game.winner,
            "result": game.result or 0, "total_label": tr("Total"), "totals": totals, "rows": rows,
            "headline": headline, "rubicon": bool(game.winner is not None and v.is_rubiconed(list(totals))),
            "lines": lines, "sides": [sides.who(i) for i in range(len(totals))]}


def _games_won_words(who: _Names, games: list[dict]) -> str:
    """``Ann won the Partita and the Bella, Ben the Rivincita``; a game still played:
    ``the Bella is being played``."""
    tr = who.tr
    parts: list[str] = []
    for seat in (0, 1):
        names = [tr("the {game}").format(game=g["name"]) for g in games if g["winner"] == seat]
        if names:
            games_said = _join(names, tr)
            if parts:
                parts.append(who.pick(seat, tr("you {games}"), tr("{name} {games}"), games=games_said))
            else:
                parts.append(who.pick(seat, tr("You won {games}"), tr("{name} won {games}"),
                                      games=games_said))
    playing = [g for g in games if g["winner"] is None]
    if playing:
        parts.append(tr("the {game} is being played").format(game=playing[0]["name"]))
    if not parts:
        return tr("no game won yet")
    return ", ".join(parts)
