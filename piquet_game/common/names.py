"""Players' names, and strings from files shown safely.

A name read from a record, a save or the settings is a short line of printable
characters: 1 to :data:`NAME_MAX` characters, not blank, nothing that is not
printable (no control characters such as terminal escapes, no lone surrogates, no
invisible formatting characters).  :func:`name_problem` says what is wrong with a
name; :func:`clean_name` makes a usable name of what a person typed.

A value quoted in a message (an unknown card, a wrong format) comes from a file
that may be hostile: :func:`quoted` shows it shortened, with anything that is not
printable escaped, so a message is always one short line.
"""

from __future__ import annotations

from typing import Any

#: The longest name, in characters (the settings screen allows as many).
NAME_MAX = 24
#: How many characters of a value a message shows.
QUOTE_MAX = 40


def name_problem(value: Any) -> str | None:
    """What is wrong with ``value`` as a player's name, or None if it is a good name."""
    if not isinstance(value, str):
        return "a name is a string"
    if not value.strip():
        return "a name is not blank"
    if len(value) > NAME_MAX:
        return f"a name is at most {NAME_MAX} characters long"
    if not value.isprintable():
        return "a name holds only printable characters"
    return None


def clean_name(text: str, default: str) -> str:
    """A good name made of ``text``: what is not printable left out, spaces at the
    ends trimmed, cut to :data:`NAME_MAX`; ``default`` when nothing is left."""
    kept = "".join(ch for ch in text[:4 * NAME_MAX] if ch.isprintable()).strip()
    kept = kept[:NAME_MAX].rstrip()
    return kept or default


#: The spaces a text may hold besides the ordinary one: the no-break spaces that
#: French sets before a colon (and a thin one), drawn as spaces, never escaped.
SPACES = frozenset("\u00a0\u2009\u202f")


def printable(text: str, limit: int | None = None) -> str:
    """``text`` with every character that is not printable escaped (``\\x1b``,
    ``\\ud800``, ``\\n``), cut to about ``limit`` characters (with "...") when
    given: safe to print to a terminal or draw on a screen."""
    cut = limit is not None and len(text) > limit
    if cut:
        text = text[:limit]
    out = []
    for ch in text:
        if ch.isprintable() or ch in SPACES:
            out.append(ch)
        else:
            out.append(repr(ch)[1:-1])
    return "".join(out) + ("..." if cut else "")


def quoted(value: Any, limit: int = QUOTE_MAX, depth: int = 2) -> str:
    """``value`` as a message shows it: a string in quotes, anything else much as
    JSON would write it, each string cut to about ``limit`` characters and escaped
    (see :func:`printable`), a list to its first items, a number of many digits
    by its size."""
    if isinstance(value, str):
        return "'" + printable(value, limit) + "'"
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    if isinstance(value, int):
        digits = int(abs(value).bit_length() * 0.30103) + 1
        if digits > limit:
            return f"a number of about {digits} digits"
        return str(value)
    if isinstance(value, float):
        return printable(repr(value), limit)
    if isinstance(value, list):
        if depth <= 0:
            return "[...]" if value else "[]"
        items = [quoted(v, limit // 2, depth - 1) for v in value[:4]]
        return "[" + ", ".join(items + (["..."] if len(value) > 4 else [])) + "]"
    if isinstance(value, dict):
        return "{...}" if value else "{}"
    return printable(type(value).__name__, limit)


__all__ = ["NAME_MAX", "QUOTE_MAX", "clean_name", "name_problem", "printable", "quoted"]
