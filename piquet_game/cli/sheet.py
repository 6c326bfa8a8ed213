"""A partie's score sheet as the terminal prints it: each deal's events in words,
the deals' scores, the result and the settlement (``piquet replay``)."""

from __future__ import annotations

from collections.abc import Sequence

from ..common.events import Event
from ..i18n import ENGLISH, Translator
from ..rules import Game, Phase
from ..rules.record import Replay
from ..variant_words import game_name
from .words import (
    _join,
    _of,
    shown_players,
)

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
        paid = (tr.ntr("{n} stake", "{n} stakes", result) if v.shape.settlement == "stake"
                else tr.ntr("{n} point", "{n} points", result)).format(n=result)
        return _of(loser, tr("{names} left the table winners; you pay {paid}"),
                   tr("{names} left the table winners; {name} pays {paid}"), names=names, paid=paid)
    if game.is_over:
        if game.winner is None:
            played = len(game.deal_scores)
            return tr.ntr("drawn: {total} each after {n} deal", "drawn: {total} each after {n} deals",
                          played).format(total=game.totals[0], n=played)
        losing = 1 - game.winner
        if v.shape.match_targets:
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
        if v.shape.match_targets:
            number = len(game.game_starts)
            wins = [game.game_winners.count(s) for s in (0, 1)]
            return tr("unfinished: stopped after deal {deal}, in the {game} (to {target}), {first} to "
                      "{second}; games won {won} to {lost}").format(
                deal=played, game=game_name(v, number, tr), target=game.target, first=game.totals[0],
                second=game.totals[1], won=wins[0], lost=wins[1])
        if v.shape.goal:
            totals = tr(" to ").join(str(t) for t in game.totals)
            said = tr("unfinished: stopped after deal {deal}, {totals} (the game is to {target})").format(
                deal=played, totals=totals, target=v.shape.goal)
            if game.left:
                said += tr("; {names} left the table").format(
                    names=_join([shown[s] for s in game.left], tr))
            return said
        return tr("unfinished: stopped after deal {deal} of {deals}").format(deal=played, deals=v.shape.deals)
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
        if v.shape.korolik and (log.number - 1) % v.shape.korolik == 0:
            number = (log.number - 1) // v.shape.korolik + 1
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
                    game=game_name(v, number, tr), target=v.shape.target(number), winner=players[e.seat],
                    won=totals[e.seat], loser=players[1 - e.seat], lost=totals[1 - e.seat]))
    lines.append("-" * len(header))
    total = (tr("Total") if not v.shape.match_targets
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
