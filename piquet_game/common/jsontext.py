"""The JSON of the game's files, read with limits, and the name of the record format.

Every record, save, setting and network message is JSON; :func:`parse_json` reads it
refusing what no file of the game holds (NaN, Infinity, numbers of hundreds of
digits, nesting deep enough to exhaust the stack), with one
:class:`~.errors.RecordError` (rule ``json``) that says what is wrong.
"""

from __future__ import annotations

import json
import math
from typing import Any

from .errors import RecordError
from .names import quoted

#: The format of a game record, Piquet's and Ass's alike (docs/RECORD-FORMAT.md).
FORMAT = "piquet-record/1"

#: The most digits a number in a record (or any of the game's files) may have.
MAX_DIGITS = 30


def _parse_int(text: str) -> int:
    if len(text) > MAX_DIGITS + 1:
        raise RecordError(f"a number of {len(text.lstrip('-'))} digits: "
                          f"no number here has more than {MAX_DIGITS}", rule="json")
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text[:400]) if len(text) <= 400 else math.inf
    if not math.isfinite(value):
        raise RecordError(f"{quoted(text, 20)} is not a number a record can hold", rule="json")
    return value


def _parse_constant(text: str) -> Any:
    raise RecordError(f"{text} is not a number a record can hold", rule="json")


def parse_json(text: str) -> Any:
    """The JSON value of ``text`` (a UTF-8 byte order mark at its start is
    skipped), for the game's files: NaN, Infinity and numbers of more than
    :data:`MAX_DIGITS` digits are refused.  Raises :class:`RecordError` (rule
    ``json``) for text that is not such JSON."""
    if text.startswith("\ufeff"):
        text = text[1:]
    try:
        return json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                          parse_constant=_parse_constant)
    except json.JSONDecodeError as exc:
        raise RecordError(f"not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}",
                          rule="json") from None
    except RecursionError:
        raise RecordError("not JSON a record can hold: nested too deeply", rule="json") from None


__all__ = ["FORMAT", "MAX_DIGITS", "parse_json"]
