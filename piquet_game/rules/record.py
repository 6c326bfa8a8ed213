"""Game records (``piquet-record/1``, see docs/RECORD-FORMAT.md): write, read, validate.

Everything here works on JSON-shaped Python values or JSON text; reading and writing
files is the caller's business.  Reading a record *replays* it through the engine,
so a record is valid exactly when every action in it is legal.  Nothing in a
record is executed: it is only ever parsed as data.

The engine asks both seats about carte blanche at the start of every deal (so that
being asked tells nothing); a record holds only the declarations.  When the engine
waits on a seat's carte blanche answer and the record's next action is not that
seat's ``blanche``, the reader answers "no" for that seat.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..common.errors import GameError
from ..common.errors import RecordError as RecordError
from ..common.jsontext import FORMAT as FORMAT
from ..common.jsontext import parse_json as parse_json
from ..common.names import name_problem, quoted
from .actions import (
    CALLS,
    Action,
    Blanche,
    Call,
    DealCards,
    Declare,
    DeclClass,
    Exchange,
    IllegalActionError,
    OpenCapot,
    Phase,
    Play,
)
from .cards import CardNameError, card_name, mask_of, names, parse_card
from .deal import DealLog
from .game import Game
from .variant import variant_named

# ------------------------------------------------------------------ writing


def action_to_json(seat: int, action: Action) -> dict[str, Any] | None:
    """The record form of one action (None for an action records leave out)."""
    if isinstance(action, Play):
        return {"seat": seat, "act": "play", "card": card_name(action.card)}
    if isinstance(action, Declare):
        if action.cls is DeclClass.POINT:
            cards: list[Any] = names(action.combos[0]) if action.combos else []
        else:
            cards = [names(m) for m in action.combos]
        return {"seat": seat, "act": "declare", "class": action.cls.value, "cards": cards}
    if isinstance(action, Exchange):
        out: dict[str, Any] = {"seat": seat, "act": "exchange", "discard": names(action.discard)}
        if action.show_rest is not None:
            out["show_rest"] = action.show_rest
        return out
    if isinstance(action, Blanche):
        return {"seat": seat, "act": "blanche"} if action.declare else None
    if isinstance(action, OpenCapot):
        return {"seat": seat, "act": "open-capot"} if action.announce else None
    if isinstance(action, Call):
        return {"seat": seat, "act": "call", "call": action.word}
    raise TypeError(f"not a recordable action: {action!r}")


def deal_to_record(log: DealLog) -> dict[str, Any]:
    """The record of one deal as far as it has been played."""
    actions = [a for a in (action_to_json(s, act) for s, act in log.actions) if a is not None]
    deal: dict[str, Any] = {"dealer": log.dealer}
    drawn = next((e.info[1:] for e in log.events[:1] if e.kind == "korolik" and len(e.info) > 1), ())
    if drawn:  # a korolik's first deal: the cards the players drew for it
        deal["drawn"] = [card_name(c) for c in drawn]
    deal.update({
        "hands": [names(h) for h in log.hands],
        "talon": [card_name(c) for c in log.talon],
        "actions": actions,
    })
    return deal


class DealRecords:
    """Each deal's record made once and made again only when its deal has changed
    (an action more, or another last action after a take-back): a partie saved
    after every action spends its time on the deal being played, not on the
    finished ones.  It holds the deals of the last partie recorded, no others."""

    def __init__(self) -> None:
        self._made: dict[int, tuple[DealLog, int, object, dict[str, Any]]] = {}

    def of(self, logs: list[DealLog]) -> list[dict[str, Any]]:
        made: dict[int, tuple[DealLog, int, object, dict[str, Any]]] = {}
        out = []
        for log in logs:
            n = len(log.actions)
            last = log.actions[-1] if n else None
            entry = self._made.get(id(log))
            if entry is None or entry[0] is not log or entry[1] != n or entry[2] is not last:
                entry = (log, n, last, deal_to_record(log))
            made[id(log)] = entry
            out.append(entry[3])
        self._made = made
        return out


def game_to_record(game: Game, deal_records: DealRecords | None = None, **extra: Any) -> dict[str, Any]:
    """The record of a partie as far as it has been played.  ``extra`` fields are
    added at the top level (readers ignore fields they do not know).
    ``deal_records``: the deals already recorded, for a caller who records the same
    partie again and again (see :class:`DealRecords`; the deals it gives are
    shared, not to be changed)."""
    # a deal thrown in (passed out) comes before the deal dealt again
    logs = [d for kept in game.history[game.prior:] for d in (*kept.thrown_in, kept)]
    deals = deal_records.of(logs) if deal_records is not None else [deal_to_record(log) for log in logs]
    record: dict[str, Any] = {
        "format": FORMAT,
        "variant": game.variant.name,
        "players": list(game.players),
        "deals": deals,
    }
    options = game.variant.changed_options()
    if options:  # the variant's options set otherwise than by default
        record["options"] = options
    if game.prior:  # a partie recorded from part-way: its earlier deals by their scores
        record["scores_before"] = [list(d) for d in game.deal_scores[:game.prior]]
    record.update(extra)
    return record


def _drawn(deal: dict, n: int, seats: int) -> tuple[int, ...]:
    """A deal's ``drawn`` (a korolik's first deal: a card each seat drew for it), or
    () where the record does not say."""
    if "drawn" not in deal:
        return ()
    value = deal["drawn"]
    if not isinstance(value, list) or len(value) != seats:
        raise RecordError(f"drawn must be a list of {seats} cards, not {quoted(value)}", n, rule="field-type")
    return tuple(_cards(value, n, None, "the cards drawn"))


def dumps(record: dict[str, Any]) -> str:
    """JSON text of a record: one action a line, so records diff well."""
    lines = ["{"]
    head = {k: v for k, v in record.items() if k != "deals"}
    for k, v in head.items():
        lines.append(f"  {json.dumps(k)}: {json.dumps(v)},")
    lines.append('  "deals": [')
    for i, deal in enumerate(record.get("deals", [])):
        lines.append("    {")
        for k in deal:
            if k == "actions":
                continue
            lines.append(f"      {json.dumps(k)}: {json.dumps(deal[k])},")
        acts = deal.get("actions", [])
        lines.append('      "actions": [')
        for j, a in enumerate(acts):
            lines.append("        " + json.dumps(a) + ("," if j < len(acts) - 1 else ""))
        lines.append("      ]")
        lines.append("    }" + ("," if i < len(record["deals"]) - 1 else ""))
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------ reading


def _card(value: Any, deal: int, action: int | None, what: str) -> int:
    try:
        return parse_card(value)
    except CardNameError as exc:
        raise RecordError(f"{what}: {exc}", deal, action, "card-name") from None


def _cards(value: Any, deal: int, action: int | None, what: str) -> list[int]:
    if not isinstance(value, list):
        raise RecordError(f"{what} must be a list of cards", deal, action, "field-type")
    cards = [_card(v, deal, action, what) for v in value]
    if len(set(cards)) != len(cards):
        raise RecordError(f"{what} names a card twice", deal, action, "card-twice")
    return cards


def _seat_words(players: int) -> str:
    """"0 or 1", "0, 1 or 2"...: the seats of a game of ``players``."""
    seats = [str(s) for s in range(players)]
    return ", ".join(seats[:-1]) + " or " + seats[-1]


def _field(obj: dict[str, Any], key: str, deal: int | None, action: int | None) -> Any:
    if key not in obj:
        raise RecordError(f"missing field {quoted(key)}", deal, action, "field-missing")
    return obj[key]


def action_from_json(obj: Any, deal: int, index: int, players: int = 2) -> tuple[int, Action]:
    """(seat, action) from its record form (a game of ``players``); raises
    :class:`RecordError`."""
    if not isinstance(obj, dict):
        raise RecordError("an action must be an object", deal, index, "field-type")
    seat = _field(obj, "seat", deal, index)
    if type(seat) is not int or not 0 <= seat < players:
        raise RecordError(f"seat must be {_seat_words(players)}, not {quoted(seat)}", deal, index,
                          "field-type")
    act = _field(obj, "act", deal, index)
    if act == "play":
        return seat, Play(_card(_field(obj, "card", deal, index), deal, index, "the card played"))
    if act == "blanche":
        return seat, Blanche(True)
    if act == "open-capot":
        return seat, OpenCapot(True)
    if act == "call":
        word = _field(obj, "call", deal, index)
        call = CALLS.get(word) if isinstance(word, str) else None
        if call is None:
            raise RecordError(f"no call {quoted(word)}: a bid 7+ to 12+ or 7- to 12-, pass, double, "
                              "redouble or content", deal, index, "field-value")
        return seat, call
    if act == "exchange":
        discard = _cards(_field(obj, "discard", deal, index), deal, index, "the discard")
        show = obj.get("show_rest")
        if show is not None and not isinstance(show, bool):
            raise RecordError("show_rest must be true or false", deal, index, "field-type")
        return seat, Exchange(mask_of(discard), show)
    if act == "declare":
        cls_name = _field(obj, "class", deal, index)
        try:
            cls = DeclClass(cls_name)
        except ValueError:
            raise RecordError(f"no declaration class {quoted(cls_name)}: point, sequence or set",
                              deal, index, "field-value") from None
        cards = _field(obj, "cards", deal, index)
        if not isinstance(cards, list):
            raise RecordError("cards must be a list", deal, index, "field-type")
        if cls is DeclClass.POINT:
            combos: tuple[int, ...] = (mask_of(_cards(cards, deal, index, "the point")),) if cards else ()
        else:
            groups = []
            for g in cards:
                groups.append(mask_of(_cards(g, deal, index, f"a {cls.value}")))
                if not g:
                    raise RecordError(f"an empty {cls.value} in the list", deal, index, "field-value")
            combos = tuple(groups)
        return seat, Declare(cls, combos)
    raise RecordError(f"unknown act {quoted(act)}", deal, index, "field-value")


@dataclass
class Replay:
    """A record replayed: the game as it stands after the last action."""

    game: Game
    record: dict[str, Any]

    def summary(self) -> dict[str, Any]:
        """The object ``piquet replay --json`` prints."""
        game = self.game
        deals = []
        for log in game.history:
            scores = log.scores if log.scores is not None else list(game.scores)
            deals.append({
                "dealer": log.dealer,
                "scores": list(scores),
                "events": [
                    {"seat": e.seat, "kind": e.kind, "points": e.points, "total": e.total}
                    for e in log.events if e.is_score
                ],
            })
        return {
            "deals": deals,
            "totals": game.totals,
            "finished": game.is_over,
            "winner": game.winner,
            "result": game.result,
            **({"left": list(game.left), "loser": game.loser}
               if game.variant.shape.ends_between_deals else {}),
        }


def replay(record: Any) -> Replay:
    """Validate a record by playing it through the engine."""
    if not isinstance(record, dict):
        raise RecordError("a record is a JSON object", rule="field-type")
    fmt = _field(record, "format", None, None)
    if fmt != FORMAT:
        raise RecordError(f"format {quoted(fmt)} is not {quoted(FORMAT)}", rule="format")
    kind = record.get("game", "piquet")
    if kind != "piquet":  # a record of another game of the program (Ass: piquet_game.ass.rules.record)
        raise RecordError(f"a record of the game {quoted(kind)}, not of Piquet", rule="game")
    variant_name = _field(record, "variant", None, None)
    if not isinstance(variant_name, str):
        raise RecordError(f"variant must be a name, not {quoted(variant_name)}", rule="field-type")
    options = record.get("options", {})
    if not isinstance(options, dict):
        raise RecordError(f"options must be an object, not {quoted(options)}", rule="field-type")
    try:
        variant = variant_named(variant_name, options)
    except KeyError as exc:
        raise RecordError(str(exc.args[0]), rule="variant") from None
    except ValueError as exc:
        raise RecordError(str(exc), rule="variant-option") from None
    players = _field(record, "players", None, None)
    if (not isinstance(players, list) or len(players) != variant.players
            or not all(isinstance(p, str) for p in players)):
        raise RecordError(f"players must be a list of {variant.players} names", rule="field-type")
    for k, name in enumerate(players):
        problem = name_problem(name)
        if problem is not None:
            raise RecordError(f"player {k}'s name {quoted(name)}: {problem}", rule="player-name")
    deals = _field(record, "deals", None, None)
    if not isinstance(deals, list):
        raise RecordError("deals must be a list", rule="field-type")
    before = _scores_before(record.get("scores_before", []), variant)
    game: Game | None = None
    for i, deal in enumerate(deals):
        n = i + 1
        if not isinstance(deal, dict):
            raise RecordError("a deal must be an object", n, rule="field-type")
        dealer = _field(deal, "dealer", n, None)
        if type(dealer) is not int or not 0 <= dealer < variant.players:
            raise RecordError(f"dealer must be {_seat_words(variant.players)}, not {quoted(dealer)}", n,
                              rule="field-type")
        if game is None:
            try:
                game = Game.continued(variant, tuple(players), dealer, before) if before else \
                    Game(variant, tuple(players), first_dealer=dealer)
            except ValueError as exc:
                raise RecordError(str(exc), rule="scores-before") from None
        if game.phase is Phase.PARTIE_OVER:
            raise RecordError("the partie was over before this deal", n, rule="partie-over")
        if game.phase is not Phase.DEAL:
            raise RecordError("the deal before this one was not played to its end", n,
                              rule="deal-unfinished")
        drawn = _drawn(deal, n, variant.players)
        try:
            if game.needs_draw():  # a new korolik: the record says who drew the deal (and what)
                game.draw_for_deal(dealer=dealer, drawn=drawn)
            elif drawn:  # the first korolik's draw, told with the partie's first deal
                game.tell_draw(drawn)
        except (ValueError, GameError) as exc:
            raise RecordError(f"drawn: {exc}", n, rule="drawn") from None
        if dealer != game.next_dealer:
            raise RecordError(f"the deal alternates: seat {game.next_dealer} deals this one", n,
                              rule="dealer-order")
        hands_v = _field(deal, "hands", n, None)
        if not isinstance(hands_v, list) or len(hands_v) != variant.players:
            raise RecordError(f"hands must be {variant.players} lists of cards", n, rule="field-type")
        hands = tuple(mask_of(_cards(h, n, None, f"hand {k}")) for k, h in enumerate(hands_v))
        talon = tuple(_cards(_field(deal, "talon", n, None), n, None, "the talon"))
        try:
            game.apply(DealCards(hands, talon))
        except IllegalActionError as exc:
            raise RecordError(str(exc), n, None, exc.rule) from None
        actions = _field(deal, "actions", n, None)
        if not isinstance(actions, list):
            raise RecordError("actions must be a list", n, rule="field-type")
        for j, obj in enumerate(actions):
            seat, action = action_from_json(obj, n, j, variant.players)
            try:
                while game.phase is Phase.BLANCHE and not (isinstance(action, Blanche)
                                                           and seat == game.to_move):
                    game.apply(Blanche(False))
                while game.phase is Phase.OPEN_CAPOT and not (isinstance(action, OpenCapot)
                                                              and seat == game.to_move):
                    game.apply(OpenCapot(False))
                game.apply(action, seat)
            except IllegalActionError as exc:
                raise RecordError(str(exc), n, j, exc.rule) from None
    if game is None:
        game = Game(variant, tuple(players))
    return Replay(game, record)


#: The most deals a record's ``scores_before`` may hold.
MAX_DEALS_BEFORE = 1000


def _scores_before(value: Any, variant) -> list[list[int]]:
    """The scores of the deals of a partie before those recorded (a partie kept from
    part-way, a worked example that begins with the totals): a list of deals, each
    a list of one whole number a side."""
    if not isinstance(value, list) or len(value) > MAX_DEALS_BEFORE:
        raise RecordError(f"scores_before must be a list of at most {MAX_DEALS_BEFORE} deals",
                          rule="field-type")
    out = []
    for scores in value:
        if (not isinstance(scores, list) or len(scores) != variant.sides
                or any(type(x) is not int or not 0 <= x < 10**6 for x in scores)):
            raise RecordError(f"each deal of scores_before is {variant.sides} whole numbers from 0",
                              rule="field-type")
        out.append(list(scores))
    return out


def loads(text: str) -> Replay:
    """Parse JSON text (see :func:`parse_json`) and replay it."""
    return replay(parse_json(text))
