"""The words two computers say to each other over a partie: JSON messages.

The host's engine is the only authority.  The guest says who it is (``hello``),
then sends its decisions (``action``, in the record format's notation: ``play
9S``); the host answers each applied action with an ``update``: the events the
guest's seat may see (:meth:`Event.visible_to`) and the state of the table as
that seat may know it (its :class:`~piquet_game.rules.view.SeatView`, the public
state of the partie, and its legal actions when the decision is the guest's).
Nothing else of the deal ever crosses the wire: not the other hand, not the
talon, not a random state.  Once the partie is over the host sends its
``record``, as every replay would show it.

Messages are JSON objects with a ``type``; every field a peer reads is checked
here (kind, range, length), so a hostile peer's message is refused with a
:class:`ProtocolError` and changes nothing.  No pygame, no sockets here.
"""

from __future__ import annotations

import base64
import ipaddress
import json
import secrets
from typing import Any, NamedTuple

from .. import __version__
from ..rules.actions import CALLS, ActionSyntaxError, Call, Phase, parse_action
from ..rules.auction import Contract
from ..rules.events import Event
from ..rules.record import RecordError, parse_json
from ..rules.variant import Variant, variant_named
from ..rules.view import SeatView

#: The protocol's version: a peer that speaks another is refused with a clear line
#: (2: a newcomer's hello carries the key of the host's invitation).
PROTOCOL = 2
#: The port a host listens on unless told otherwise (TCP; open it to play over the internet).
DEFAULT_PORT = 48123
#: The largest message either side accepts (bytes): a whole partie's record fits.
MAX_MESSAGE = 1024 * 1024
#: The largest message a guest may send (its decisions and chat lines are short).
MAX_GUEST_MESSAGE = 4 * 1024
#: A chat line's length, and a name's.
MAX_CHAT = 200
MAX_NAME = 40
#: The quick phrases of the table, sent by their key and said in each player's language.
PHRASES = ("good", "not-good", "your-lead", "well-played", "thank-you", "again")

GUEST_TYPES = frozenset(("hello", "action", "chat", "phrase", "bye"))
HOST_TYPES = frozenset(("welcome", "update", "refusal", "chat", "phrase", "record", "bye", "refused",
                        "players"))


def program_version() -> str:
    """This program's version, as both sides must share it."""
    return __version__


class ProtocolError(ValueError):
    """A message that breaks the protocol: ``rule`` says which part."""

    def __init__(self, message: str, rule: str = "message") -> None:
        super().__init__(message)
        self.rule = rule


# ----------------------------------------------------------------- framing


def encode(message: dict[str, Any]) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def decode(text: str | bytes, limit: int = MAX_MESSAGE,
           types: frozenset[str] | None = None) -> dict[str, Any]:
    """The message in ``text``; ProtocolError for anything that is not one."""
    if isinstance(text, bytes | bytearray):
        raise ProtocolError("messages are text, not binary", "binary")
    if len(text) > limit:
        raise ProtocolError(f"a message of {len(text)} characters is over the limit of {limit}", "size")
    try:
        value = parse_json(text)
    except RecordError as exc:
        raise ProtocolError(str(exc), "json") from None
    if not isinstance(value, dict):
        raise ProtocolError("a message is a JSON object", "shape")
    kind = value.get("type")
    if not isinstance(kind, str) or (types is not None and kind not in types):
        raise ProtocolError(f"unknown message type {str(kind)[:20]!r}", "type")
    return value


def field(message: dict[str, Any], key: str, kind: type | tuple[type, ...], default: Any = ...) -> Any:
    """``message[key]``, of ``kind`` (bool is never an int here)."""
    if key not in message:
        if default is ...:
            raise ProtocolError(f"{message.get('type')} has no {key}", "field")
        return default
    value = message[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        raise ProtocolError(f"{key} is not a {kinds[0].__name__}", "field")
    if not isinstance(value, kinds):
        raise ProtocolError(f"{key} is not a {kinds[0].__name__}", "field")
    return value


def text_field(message: dict[str, Any], key: str, limit: int, default: Any = ...) -> str:
    value = field(message, key, str, default)
    if len(value) > limit:
        raise ProtocolError(f"{key} is longer than {limit} characters", "field")
    return clean_text(value)


def clean_text(text: str) -> str:
    """Printable text on one line: a line break or tab is a space, other control
    characters go, and spaces run together."""
    kept = "".join(ch if ch.isprintable() else " " if ch.isspace() else "" for ch in text)
    return " ".join(kept.split())


def int_field(message: dict[str, Any], key: str, lo: int, hi: int, default: Any = ...) -> int:
    value = field(message, key, int, default)
    if not lo <= value <= hi:
        raise ProtocolError(f"{key} is out of range", "field")
    return value


def _int(value: Any, lo: int, hi: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise ProtocolError(f"{what} is not a number from {lo} to {hi}", "field")
    return value


def _ints(value: Any, lo: int, hi: int, what: str, most: int = 64) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) > most:
        raise ProtocolError(f"{what} is not a list of at most {most} numbers", "field")
    return tuple(_int(v, lo, hi, what) for v in value)


def _opt_int(value: Any, lo: int, hi: int, what: str) -> int | None:
    return None if value is None else _int(value, lo, hi, what)


def _str(value: Any, what: str, limit: int = 40) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise ProtocolError(f"{what} is not a word", "field")
    return value


CARDS = (1 << 32) - 1  # a set of Piquet's cards (Ass's pack of 36: ``pack=36``)
SCORE = 10**6


# ------------------------------------------------------------------ actions


def read_action(text: Any):
    """The action a peer wrote (a deal is never one a guest may send)."""
    if not isinstance(text, str) or len(text) > 200:
        raise ProtocolError("an action is a short line of notation", "action")
    if text.strip().lower().startswith("deal"):
        raise ProtocolError("the host deals", "action")
    try:
        return parse_action(text)
    except ActionSyntaxError as exc:
        raise ProtocolError(f"not an action: {exc}", "action") from None


# ------------------------------------------------------------------- events


def event_to_json(e: Event) -> list[Any]:
    return [e.kind, e.seat, e.points, e.total, e.cards, list(e.combos), list(e.info), e.word, e.cls, e.to]


def event_from_json(value: Any, pack: int = 32) -> Event:
    """An event a host sent; its cards from a pack of ``pack`` (Piquet's 32, Ass's 36)."""
    cards_limit = (1 << pack) - 1
    if not isinstance(value, list) or len(value) != 10:
        raise ProtocolError("an event is a list of ten fields", "event")
    kind, seat, points, total, cards, combos, info, word, cls, to = value
    return Event(_str(kind, "an event's kind", 20), _opt_int(seat, 0, 5, "a seat"),
                 _int(points, -SCORE, SCORE, "points"), _int(total, -SCORE, SCORE, "a total"),
                 _int(cards, 0, cards_limit, "cards"), _ints(combos, 0, cards_limit, "combinations", 12),
                 _ints(info, -SCORE, SCORE, "an event's numbers", 12), _str(word, "an event's word"),
                 _str(cls, "an event's class", 20), _opt_int(to, -2, 5, "an event's seat"))


def events_from_json(value: Any, most: int = 2000, pack: int = 32) -> list[Event]:
    if not isinstance(value, list) or len(value) > most:
        raise ProtocolError(f"events are a list of at most {most}", "event")
    return [event_from_json(v, pack) for v in value]


# ------------------------------------------------------------------ variants


def variant_to_json(v: Variant) -> dict[str, Any]:
    return {"name": v.name, "options": v.changed_options()}


def rules_to_json(rules: Variant, variant: Variant | None = None) -> dict[str, Any]:
    """The rules a deal is played by: a game's own, or (Piquet Normand, once one has
    left) its ``continuation``, sent as the game's with ``"continuation": true``."""
    if variant is not None and rules is not variant and variant.continuation == rules:
        return {**variant_to_json(variant), "continuation": True}
    return variant_to_json(rules)


def variant_from_json(value: Any) -> Variant:
    if not isinstance(value, dict):
        raise ProtocolError("a game's rules are an object", "variant")
    if value.get("continuation") is True:
        game = variant_from_json({k: v for k, v in value.items() if k != "continuation"})
        if game.continuation is None:
            raise ProtocolError(f"{game.name} has no continuation", "variant")
        return game.continuation
    name = _str(value.get("name"), "a game's name")
    options = value.get("options", {})
    if not isinstance(options, dict) or len(options) > 40:
        raise ProtocolError("a game's options are an object", "variant")
    for k, v in options.items():
        if not isinstance(v, bool | int | str) or (isinstance(v, str) and len(v) > 40) or len(k) > 40:
            raise ProtocolError("a game's option is a number, a word or true/false", "variant")
    try:
        return variant_named(name, options)
    except (KeyError, ValueError) as exc:
        raise ProtocolError(f"unknown rules: {str(exc)[:120]}", "variant") from None


# -------------------------------------------------------------------- views

_VIEW_INTS = ("deal_number", "dealer", "elder", "hand", "dealt", "discards", "drawn", "talon_seen",
              "opponent_shown", "played", "opponent_hand_size", "talon_left", "leader")


def view_to_json(v: SeatView, variant: Variant | None = None) -> dict[str, Any]:
    """A seat's view as JSON (``variant``: the partie's game, for rules that are its
    continuation's)."""
    out: dict[str, Any] = {k: getattr(v, k) for k in _VIEW_INTS}
    out.update(
        seat=v.seat, players=list(v.players), phase=v.phase.value, to_move=v.to_move,
        opponent_exchanged=v.opponent_exchanged, rest_shown=v.rest_shown, blanche=list(v.blanche),
        tricks=[list(t) for t in v.tricks], trick=list(v.trick), tricks_won=list(v.tricks_won),
        scores=list(v.scores), deal_scores=[list(d) for d in v.deal_scores], totals=list(v.totals),
        events=[event_to_json(e) for e in v.events], rules=rules_to_json(v.rules, variant),
        calls=[[s, c.word] for s, c in v.calls],
        contract=None if v.contract is None else [v.contract.declarer, v.contract.tricks,
                                                  v.contract.minus, v.contract.multiplier],
        seats=list(v.seats), order=list(v.order), sides=list(v.sides), shown=list(v.shown),
        hand_sizes=list(v.hand_sizes), left=list(v.left))
    return out


def _deal_rows(value: Any, most: int = 1000) -> tuple[tuple[int, ...], ...]:
    if not isinstance(value, list) or len(value) > most:
        raise ProtocolError("deal scores are a list", "view")
    return tuple(_ints(row, -SCORE, SCORE, "a deal's scores", 6) for row in value)


def view_from_json(value: Any) -> SeatView:
    if not isinstance(value, dict):
        raise ProtocolError("a view is an object", "view")
    try:
        ints = {k: _int(value[k], 0 if k != "leader" else -1, CARDS, k) for k in _VIEW_INTS}
        try:
            phase = Phase(value["phase"])
        except (ValueError, TypeError):
            raise ProtocolError("unknown phase", "view") from None
        players = value["players"]
        if not isinstance(players, list) or not 2 <= len(players) <= 6:
            raise ProtocolError("a view's players are a list", "view")
        calls = value["calls"]
        if not isinstance(calls, list) or len(calls) > 100:
            raise ProtocolError("calls are a list", "view")
        call_list = []
        for item in calls:
            if not isinstance(item, list) or len(item) != 2 or not isinstance(item[1], str) \
                    or item[1] not in CALLS:
                raise ProtocolError("a call is [seat, word]", "view")
            call_list.append((_int(item[0], 0, 5, "a seat"), Call(item[1])))
        contract = value["contract"]
        if contract is not None:
            if not isinstance(contract, list) or len(contract) != 4 or not isinstance(contract[2], bool):
                raise ProtocolError("a contract is [declarer, tricks, minus, multiplier]", "view")
            contract = Contract(_int(contract[0], 0, 5, "a seat"), _int(contract[1], 0, 12, "tricks"),
                                contract[2], _int(contract[3], 1, 4, "a multiplier"))
        rest = value["rest_shown"]
        if rest is not None and not isinstance(rest, bool):
            raise ProtocolError("rest_shown is true, false or null", "view")
        blanche = value["blanche"]
        if not isinstance(blanche, list) or len(blanche) > 6 or not all(isinstance(b, bool) for b in blanche):
            raise ProtocolError("blanche is a list of true/false", "view")
        tricks = value["tricks"]
        if not isinstance(tricks, list) or len(tricks) > 20:
            raise ProtocolError("tricks are a list", "view")
        return SeatView(
            seat=_int(value["seat"], 0, 5, "the seat"),
            players=tuple(_str(p, "a player's name", MAX_NAME * 4) for p in players),
            variant=_str(value["rules"].get("name") if isinstance(value["rules"], dict) else None, "rules"),
            phase=phase,
            to_move=_opt_int(value["to_move"], 0, 5, "the seat to move"),
            opponent_exchanged=_opt_int(value["opponent_exchanged"], 0, 12, "cards exchanged"),
            rest_shown=rest,
            blanche=tuple(blanche),
            tricks=tuple(_ints(t, 0, 31, "a trick", 12) for t in tricks),
            trick=_ints(value["trick"], 0, 31, "the trick", 6),
            tricks_won=_ints(value["tricks_won"], 0, 12, "tricks won", 6),
            scores=_ints(value["scores"], -SCORE, SCORE, "scores", 6),
            deal_scores=_deal_rows(value["deal_scores"]),
            totals=_ints(value["totals"], -SCORE, SCORE, "totals", 6),
            events=tuple(events_from_json(value["events"])),
            rules=variant_from_json(value["rules"]),
            calls=tuple(call_list),
            contract=contract,
            seats=_ints(value["seats"], 0, 5, "seats", 6),
            order=_ints(value["order"], 0, 5, "order", 6),
            sides=_ints(value["sides"], 0, 5, "sides", 6),
            shown=_ints(value["shown"], 0, CARDS, "shown", 6),
            hand_sizes=_ints(value["hand_sizes"], 0, 32, "hand sizes", 6),
            left=_ints(value["left"], 0, 5, "left", 6),
            **ints,
        )
    except KeyError as exc:
        raise ProtocolError(f"a view has no {exc.args[0]}", "view") from None


# ------------------------------------------------------------ address codes

_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no I, O, 0, 1: read aloud without doubt
#: The letters of an invitation's key: what a friend needs besides the address
#: (30 bits; a host takes no more than a few wrong keys from one address).
KEY_LETTERS = 6
#: The letters of a code that names an address and its port (48 bits).
_ADDRESS_LETTERS = 10


def new_key() -> str:
    """A fresh invitation key: six letters of the code's alphabet, drawn by the system's
    secure source."""
    return "".join(secrets.choice(_CODE_ALPHABET) for _ in range(KEY_LETTERS))


def key_text(text: str) -> str:
    """A key as typed (any case, dashes and spaces between), as the host compares it."""
    return text.replace("-", "").replace(" ", "").upper()


def is_key(text: str) -> bool:
    return len(text) == KEY_LETTERS and all(ch in _CODE_ALPHABET for ch in text)


def address_code(host: str, port: int, key: str = "") -> str | None:
    """A short code for an IPv4 address, its port and the invitation's key, to read
    to a friend: ``K7QD-2MXA-B4WX-YZ7Q`` (None for an address that is not IPv4)."""
    try:
        ip = ipaddress.IPv4Address(host)
    except ValueError:
        return None
    number = (int(ip) << 16) | port  # 48 bits: ten letters of five bits
    letters = []
    for _ in range(_ADDRESS_LETTERS):
        letters.append(_CODE_ALPHABET[number & 31])
        number >>= 5
    text = "".join(reversed(letters)) + key_text(key)
    return "-".join(text[i:i + 4] for i in range(0, len(text), 4))


def invitation_address(host: str, port: int, key: str = "") -> str:
    """The address form of an invitation, to type where no code can be made:
    ``192.168.1.20:48123/B4WXYZ`` (``[::1]:48123/B4WXYZ`` for IPv6)."""
    where = f"[{host}]" if ":" in host else host
    return f"{where}:{port}/{key}" if key else f"{where}:{port}"


class Invitation(NamedTuple):
    """Where a host is and the key of his invitation ("" when none was typed)."""

    host: str
    port: int
    key: str = ""


class AddressError(ValueError):
    """What a guest typed is not an address: ``kind`` is ``empty``, ``long``,
    ``host``, ``port`` or ``key`` (the window says each in its language)."""

    def __init__(self, message: str, kind: str) -> None:
        super().__init__(message)
        self.kind = kind


def _from_code(letters: str) -> Invitation | None:
    if len(letters) not in (_ADDRESS_LETTERS, _ADDRESS_LETTERS + KEY_LETTERS) \
            or not all(ch in _CODE_ALPHABET for ch in letters):
        return None
    number = 0
    for ch in letters[:_ADDRESS_LETTERS]:
        number = number * 32 + _CODE_ALPHABET.index(ch)
    port = number & 0xFFFF
    if number >> 48 or not port:
        return None
    return Invitation(str(ipaddress.IPv4Address(number >> 16)), port, letters[_ADDRESS_LETTERS:])


def _code(text: str) -> Invitation | None:
    """The invitation a code names, or None.  Sixteen letters (the address, the port
    and the key) read however they are typed; ten (an address's code alone) only
    grouped as a code is shown (``GAAA-BAFR-FN``), so that a host's name of ten
    letters is not taken for one."""
    letters = key_text(text)
    if len(letters) == _ADDRESS_LETTERS and not any(ch in text for ch in "- "):
        return None
    return _from_code(letters)


def parse_address(text: str) -> Invitation:
    """The host, port and key from what a guest types: a code, ``host:port/KEY``,
    ``host/KEY``, or an address without a key (the default port when it names
    none; the host then refuses a newcomer: his window shows the whole code).
    :class:`AddressError` with a clear line otherwise."""
    raw = text.strip()
    if not raw:
        raise AddressError("type the address or code the host shows", "empty")
    if len(raw) > 255:
        raise AddressError("that address is too long", "long")
    coded = _code(raw)
    if coded is not None:
        return coded
    if raw.count("/") > 1:  # a web address, a path: not a host's
        raise AddressError(f"{raw[:60]!r} is not an address: "
                           f"try 192.168.1.20:{DEFAULT_PORT} or the host's code", "host")
    raw, slash, key = raw.partition("/")
    key = key_text(key)
    if slash and not is_key(key):
        raise AddressError(f"{key[:20]!r} is not the host's key: {KEY_LETTERS} letters, as the host's "
                           "window shows them", "key")
    coded = _code(raw) if slash else None
    if coded is not None and not coded.key:  # an address's code, then its key: CODE/KEY
        return coded._replace(key=key)
    if raw.startswith("["):  # [IPv6]:port
        host, _, rest = raw[1:].partition("]")
        port_text = rest[1:] if rest.startswith(":") else ""
    elif raw.count(":") == 1:
        host, _, port_text = raw.partition(":")
    else:
        host, port_text = raw, ""
    host = host.strip()
    if not host or any(ch.isspace() or ch in "/?#@[]" for ch in host):
        raise AddressError(f"{raw[:60]!r} is not an address: "
                           f"try 192.168.1.20:{DEFAULT_PORT} or the host's code", "host")
    if port_text:
        if not port_text.isdigit() or not 0 < int(port_text) < 65536:
            raise AddressError(f"{port_text[:10]!r} is not a port (a number from 1 to 65535)", "port")
        return Invitation(host, int(port_text), key)
    return Invitation(host, DEFAULT_PORT, key)


def token_text(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


__all__ = [
    "DEFAULT_PORT", "KEY_LETTERS", "MAX_MESSAGE", "PROTOCOL", "AddressError", "Invitation", "ProtocolError",
    "address_code", "decode", "encode", "event_from_json", "event_to_json", "invitation_address", "is_key",
    "key_text", "new_key", "parse_address", "read_action", "view_from_json", "view_to_json",
]
