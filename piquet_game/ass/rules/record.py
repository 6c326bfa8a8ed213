"""Game records of Ass (docs/RECORD-FORMAT.md, "Records of Ass"): write, read, validate.

An Ass record is a ``piquet-record/1`` JSON object with ``"game": "ass"``; its
``variant`` is the rules' key (:attr:`AssRules.key`, ``ass-4-1``).  The cards of
a deal are one string in the notation of :class:`~piquet_game.ass.rules.actions.AssDeal`
(``deal 6S 7S 8S 9S | ... | stock``) and its actions are strings in the notation
of :func:`~piquet_game.ass.rules.actions.parse_ass_action` (``go``, ``no``, ``play 6S``);
a record names no seat for an action, since the engine knows whose turn it is.
Its ``reading`` is the reading of the rules of tricks the game was played by
(:mod:`piquet_game.ass.rules.trick`): a record without one was written before the
readings were told apart, and is replayed by the first, as it was played.

Reading a record *replays* it through :class:`AssGame`, so a record is valid
exactly when every action in it is legal; an illegal one is refused with the
engine's message, the deal and the action's index.  Everything read may be
hostile: every list and string is measured before it is used, and a value quoted
in a message is shortened and escaped (:func:`~piquet_game.common.names.quoted`).
Nothing in a record is executed.  A game in progress (mid-deal, or while the
trump suits are being chosen) is recorded and read back as it stands.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from ...common.errors import ActionSyntaxError, IllegalActionError, RecordError
from ...common.events import Event
from ...common.jsontext import FORMAT, parse_json
from ...common.names import name_problem, quoted
from .actions import AssDeal, AssPhase, ChooseTrump, parse_ass_action
from .cards import SUITS, CardNameError, card_name, mask_of, parse_card
from .game import OWN, AssGame, AssRules
from .trick import FIRST_READING, READINGS

#: The value of ``game`` in a record of Ass (a record without ``game`` is Piquet's).
GAME = "ass"
#: The most deals a record may hold (a simulated game is stopped long before).
MAX_DEALS = 2000
#: The most actions a deal may hold (at most six bets and thirty-six cards).
MAX_ACTIONS = 64
#: The longest action string, and the longest deal string, in characters.
MAX_ACTION_TEXT = 40
MAX_DEAL_TEXT = 400


def is_ass_record(data: Any) -> bool:
    """Whether ``data`` (a record's JSON value) says it is a record of Ass."""
    return isinstance(data, dict) and data.get("game") == GAME


# ------------------------------------------------------------------ writing


def deal_text(deal: AssDeal) -> str:
    """A deal in the record's notation: ``deal 6S 7S 8S 9S | ... | stock``, the
    hands in seat order and the stock top card first."""
    return str(deal)


def ass_record_of(game: AssGame, results: bool = True, **extra: Any) -> dict[str, Any]:
    """The record of ``game`` as far as it has been played.  ``results``: each
    finished deal carries its ``points`` and the ``banks`` after it, which a reader
    checks.  ``extra`` fields are added at the top level (readers ignore fields they
    do not know)."""
    first_dealer = game.history[0].dealer if game.history else game.dealer
    record: dict[str, Any] = {
        "format": FORMAT,
        "game": GAME,
        "variant": game.rules.key,
        "reading": game.rules.reading,
        "players": list(game.players),
        "first_dealer": first_dealer,
    }
    if game.rules.trumps == OWN:
        record["trump_choices"] = [str(action) for _, action in game.trump_choices]
    deals: list[dict[str, Any]] = []
    for log in game.history:
        assert log.cards is not None
        deals.append({"dealer": log.dealer, "cards": deal_text(log.cards),
                      "actions": [str(action) for _, action in log.actions]})
    record["deals"] = deals
    if results:
        for deal, (points, banks) in zip(deals, _results(game, first_dealer), strict=False):
            deal["points"], deal["banks"] = list(points), list(banks)
    record.update(extra)
    return record


def _results(game: AssGame, first_dealer: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """The points and the banks after each finished deal of ``game``, as the engine
    makes them: its actions replayed from the start on a new game."""
    again = AssGame(game.rules, game.players, first_dealer)
    for _, choice in game.trump_choices:
        again.apply(choice)
    out = []
    for log in game.history:
        assert log.cards is not None
        again.apply(log.cards)
        for _, action in log.actions:
            again.apply(action)
        if again.phase in (AssPhase.DEAL, AssPhase.GAME_OVER):
            out.append((tuple(again.points), tuple(again.banks)))
    return out


def ass_record_to_json(record: dict[str, Any]) -> str:
    """JSON text of an Ass record: a line a field, the bets of a deal on one line
    and then a trick a line, so that records read and compare well."""
    players = record.get("players")
    n = len(players) if isinstance(players, list) and players else 4
    lines = ["{"]
    head = [(k, v) for k, v in record.items() if k != "deals"]
    deals = record.get("deals", [])
    for k, v in head:
        lines.append(f"  {json.dumps(k)}: {json.dumps(v)},")
    lines.append('  "deals": [')
    for i, deal in enumerate(deals):
        lines.append("    {")
        keys = list(deal)
        at = keys.index("actions") if "actions" in keys else len(keys)
        for k in keys[:at]:
            lines.append(f"      {json.dumps(k)}: {json.dumps(deal[k])},")
        acts = deal.get("actions", [])
        after = keys[at + 1:]
        first_play = next((k for k, a in enumerate(acts) if isinstance(a, str) and a.startswith("play")),
                          len(acts))
        rows = [acts[:first_play]] if first_play else []  # the bets on a line, then a trick a line
        rows += [acts[k:k + n] for k in range(first_play, len(acts), n)]
        lines.append('      "actions": [')
        for j, row in enumerate(rows):
            text = ", ".join(json.dumps(a) for a in row)
            lines.append("        " + text + ("," if j < len(rows) - 1 else ""))
        lines.append("      ]" + ("," if after else ""))
        for j, k in enumerate(after):
            comma = "," if j < len(after) - 1 else ""
            lines.append(f"      {json.dumps(k)}: {json.dumps(deal[k])}{comma}")
        lines.append("    }" + ("," if i < len(deals) - 1 else ""))
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------ reading


def parse_deal(text: Any, players: int) -> AssDeal:
    """A deal from its notation ``deal H1 | H2 | ... | stock`` (``players`` hands,
    then the stock, top card first).  Raises :class:`ActionSyntaxError` for text
    that is not a deal, :class:`CardNameError` for a card that is not one.  Whether
    the deal is a good one (four cards each, the whole pack once) is the engine's
    business."""
    if not isinstance(text, str) or len(text) > MAX_DEAL_TEXT:
        raise ActionSyntaxError(f"a deal is a string of at most {MAX_DEAL_TEXT} characters, "
                                f"not {quoted(text)}")
    words = text.split(None, 1)
    if not words or words[0].lower() != "deal":
        raise ActionSyntaxError(f"a deal starts with the word deal: {quoted(text)}")
    parts = (words[1] if len(words) > 1 else "").split("|")
    if len(parts) != players + 1:
        raise ActionSyntaxError(f"a deal of {players} players is {players} hands and the stock, "
                                f"separated by |, not {len(parts)} parts")
    hands = []
    for part in parts[:-1]:
        cards = [parse_card(w) for w in part.split()]
        if len(set(cards)) != len(cards):
            raise ActionSyntaxError(f"a hand names a card twice: {quoted(part.strip())}")
        hands.append(mask_of(cards))
    stock = tuple(parse_card(w) for w in parts[-1].split())
    return AssDeal(tuple(hands), stock)


@dataclass
class AssDealReplay:
    """One deal as replayed: its number (1-based), dealer, the events in order,
    and, once it is finished, each seat's points and the banks after it."""

    number: int
    dealer: int
    events: list[Event] = field(default_factory=list)
    actions: int = 0
    points: tuple[int, ...] | None = None
    banks: tuple[int, ...] | None = None


@dataclass
class AssReplay:
    """A record of Ass replayed: the game as it stands after the last action, the
    events of the trump choices and of each deal."""

    game: AssGame
    record: dict[str, Any]
    trump_events: list[Event] = field(default_factory=list)
    deals: list[AssDealReplay] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        """The object ``piquet replay --json`` prints for a record of Ass."""
        game = self.game
        deals = []
        for d in self.deals:
            tricks: list[dict[str, Any]] = []
            plays: list[dict[str, Any]] = []
            bets: dict[int, str] = {}
            first_leader = None
            for e in d.events:
                if e.kind == "bet" and e.seat is not None:
                    bets[e.seat] = e.word
                elif e.kind == "first-lead":
                    first_leader = e.seat
                elif e.kind == "play":
                    plays.append({"seat": e.seat, "card": card_name(e.info[1]), "way": e.word or "discarded",
                                  "holder": e.info[0]})
                elif e.kind == "trick":
                    tricks.append({"leader": plays[0]["seat"], "plays": plays, "winner": e.seat,
                                   "way": e.word})
                    plays = []
            if plays:  # the trick being played
                tricks.append({"leader": plays[0]["seat"], "plays": plays, "winner": None, "way": None})
            targets = [game.rules.target(bets[s] == "go") if s in bets else None for s in range(game.n)]
            deals.append({
                "number": d.number,
                "dealer": d.dealer,
                "first_leader": first_leader,
                "bets": [bets.get(s) for s in range(game.n)],
                "targets": targets,
                "tricks": tricks,
                "points": list(d.points) if d.points is not None else None,
                "banks": list(d.banks) if d.banks is not None else None,
            })
        return {
            "game": GAME,
            "variant": game.rules.key,
            "reading": game.rules.reading,
            "players": list(game.players),
            "trumps": [[SUITS[x] for x in game.trump_suits_of(s)] for s in range(game.n)],
            "deals": deals,
            "banks": list(game.banks),
            "finished": game.is_over,
            "winners": list(game.winners),
            "phase": game.phase.value,
            "to_move": game.to_move,
        }


def _field(obj: dict[str, Any], key: str, deal: int | None = None) -> Any:
    if key not in obj:
        raise RecordError(f"missing field {quoted(key)}", deal, None, "field-missing")
    return obj[key]


def _seat(value: Any, players: int, what: str, deal: int | None = None) -> int:
    if type(value) is not int or not 0 <= value < players:
        seats = ", ".join(str(s) for s in range(players - 1)) + f" or {players - 1}"
        raise RecordError(f"{what} must be a seat, {seats}, not {quoted(value)}", deal, None, "field-type")
    return value


def _numbers(value: Any, players: int, what: str, deal: int) -> tuple[int, ...]:
    if (not isinstance(value, list) or len(value) != players
            or any(type(x) is not int or not -10**6 < x < 10**6 for x in value)):
        raise RecordError(f"{what} must be {players} whole numbers, not {quoted(value)}", deal, None,
                          "field-type")
    return tuple(value)


def _action(text: Any, deal: int | None, index: int, what: str = "an action") -> Any:
    if not isinstance(text, str) or len(text) > MAX_ACTION_TEXT:
        raise RecordError(f"{what} is a string of at most {MAX_ACTION_TEXT} characters, such as "
                          f"'go' or 'play 6S', not {quoted(text)}", deal, index, "field-type")
    try:
        return parse_ass_action(text)
    except ActionSyntaxError as exc:
        raise RecordError(str(exc), deal, index, "field-value") from None


def replay_ass_record(data: Any, rng: random.Random | None = None) -> AssReplay:
    """Validate an Ass record by playing it through the engine; the game reached
    (with ``rng`` for its later shuffles) and what happened.  Raises
    :class:`~piquet_game.rules.record.RecordError` naming the deal, the action's
    index and the rule broken."""
    if not isinstance(data, dict):
        raise RecordError("a record is a JSON object", rule="field-type")
    fmt = _field(data, "format")
    if fmt != FORMAT:
        raise RecordError(f"format {quoted(fmt)} is not {quoted(FORMAT)}", rule="format")
    game_word = _field(data, "game")
    if game_word != GAME:
        raise RecordError(f"game {quoted(game_word)}: the records read here are of Piquet (no game field) "
                          f"or of Ass (game {quoted(GAME)})", rule="game")
    key = _field(data, "variant")
    reading = data.get("reading", FIRST_READING)  # a record written before there were readings: the first
    if type(reading) is not int or reading not in READINGS:
        raise RecordError(f"reading {quoted(reading)} is not a reading of the rules: 1 (the first, before "
                          f"2026-11-28) or 2 (today's)", rule="reading")
    try:
        rules = AssRules.from_key(key, reading)
    except ValueError:
        raise RecordError(f"variant {quoted(key)} is not the rules of a game of Ass, such as 'ass-4-1' "
                          "(players, then the trump option 1 to 5)", rule="variant") from None
    n = rules.players
    players = _field(data, "players")
    if not isinstance(players, list) or len(players) != n:
        raise RecordError(f"players must be a list of {n} names", rule="field-type")
    for k, name in enumerate(players):
        problem = name_problem(name)
        if problem is not None:
            raise RecordError(f"player {k}'s name {quoted(name)}: {problem}", rule="player-name")
    first_dealer = _seat(_field(data, "first_dealer"), n, "first_dealer")
    game = AssGame(rules, tuple(players), first_dealer, rng)
    replayed = AssReplay(game, data)
    choices = data.get("trump_choices", [])
    if not isinstance(choices, list) or len(choices) > (n if rules.trumps == OWN else 0):
        allowed = f"at most {n}" if rules.trumps == OWN else "none: every player has the same trumps"
        raise RecordError(f"trump_choices must be a list of trump suits chosen in turn, {allowed}",
                          rule="field-type")
    for j, text in enumerate(choices):
        action = _action(text, None, j, "a trump choice")
        if not isinstance(action, ChooseTrump):
            raise RecordError(f"trump choice {j}: {quoted(text)} is not a trump choice such as 'trump S'",
                              rule="field-value")
        try:
            replayed.trump_events += game.apply(action)
        except IllegalActionError as exc:
            raise RecordError(f"trump choice {j}: {exc}", rule=exc.rule) from None
    deals = _field(data, "deals")
    if not isinstance(deals, list) or len(deals) > MAX_DEALS:
        raise RecordError(f"deals must be a list of at most {MAX_DEALS} deals", rule="field-type")
    for i, deal in enumerate(deals):
        number = i + 1
        if not isinstance(deal, dict):
            raise RecordError("a deal must be an object", number, rule="field-type")
        if game.phase is AssPhase.TRUMP:
            raise RecordError("the trump suits were not all chosen before the first deal", number,
                              rule="trumps-unfinished")
        if game.is_over:
            raise RecordError("the game was over before this deal", number, rule="game-over")
        if game.phase is not AssPhase.DEAL:
            raise RecordError("the deal before this one was not played to its end", number,
                              rule="deal-unfinished")
        if "dealer" in deal:
            dealer = _seat(deal["dealer"], n, "dealer", number)
            if dealer != game.dealer:
                why = ("the first dealer" if number == 1
                       else "the player who led first in the deal before deals")
                raise RecordError(f"seat {game.dealer} deals this one ({why}), not seat {dealer}", number,
                                  rule="dealer-order")
        try:
            cards = parse_deal(_field(deal, "cards", number), n)
        except ActionSyntaxError as exc:
            raise RecordError(f"cards: {exc}", number, rule="field-value") from None
        except CardNameError as exc:
            raise RecordError(f"cards: {exc}", number, rule="card-name") from None
        log = AssDealReplay(number, game.dealer)
        replayed.deals.append(log)
        try:
            log.events += game.apply(cards)
        except IllegalActionError as exc:
            raise RecordError(f"cards: {exc}", number, None, exc.rule) from None
        actions = _field(deal, "actions", number)
        if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
            raise RecordError(f"actions must be a list of at most {MAX_ACTIONS} actions", number,
                              rule="field-type")
        for j, text in enumerate(actions):
            action = _action(text, number, j)
            try:
                log.events += game.apply(action)
            except IllegalActionError as exc:
                raise RecordError(str(exc), number, j, exc.rule) from None
            log.actions += 1
        if game.deal_number == number and game.phase in (AssPhase.DEAL, AssPhase.GAME_OVER):
            log.points, log.banks = tuple(game.points), tuple(game.banks)
        for key_name, got, what in (("points", log.points, "points"), ("banks", log.banks, "banks")):
            if key_name not in deal:
                continue
            expected = _numbers(deal[key_name], n, what, number)
            if got is None:
                raise RecordError(f"the deal is not finished, but the record gives its {what}", number,
                                  rule="result")
            if expected != got:
                raise RecordError(f"the record says {what} {list(expected)}; the replay makes them "
                                  f"{list(got)}", number, rule="result")
    return replayed


def load_ass_record(data: Any, rng: random.Random | None = None) -> AssGame:
    """The game an Ass record holds, replayed to its last action (see
    :func:`replay_ass_record`)."""
    return replay_ass_record(data, rng).game


def loads_ass_record(text: str) -> AssReplay:
    """Parse JSON text (:func:`~piquet_game.rules.record.parse_json`: no NaN, no
    number of more than 30 digits) and replay it as a record of Ass."""
    return replay_ass_record(parse_json(text))


__all__ = ["GAME", "MAX_ACTIONS", "MAX_DEALS", "AssDealReplay", "AssReplay", "ass_record_of",
           "ass_record_to_json", "deal_text", "is_ass_record", "load_ass_record", "loads_ass_record",
           "parse_deal", "replay_ass_record"]
