"""What every command shares: its name, the language its words are printed in,
the players as the screen names them ("You" in the reader's language), a refusal
in one line, the version."""

from __future__ import annotations

import argparse
import re
from collections.abc import Sequence
from functools import lru_cache
from typing import TextIO

from .. import __version__
from ..i18n import ENGLISH, LANGUAGES, Translator
from ..rules import Game
from ..settings import Settings
from ..vocabulary import shown_name

PROG = "piquet"


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
        code = Settings.load().language_code
    return Translator(code)


def _language_code(text: str) -> str:
    code = text.strip().lower()
    if code not in LANGUAGES:
        raise argparse.ArgumentTypeError(f"no language {text!r}: choose one of {', '.join(LANGUAGES)}")
    return code


def version() -> str:
    return __version__


def _fail(message: str, err: TextIO) -> int:
    print(re.sub(r"[ \t\r\n]+", " ", message).strip(), file=err)  # a no-break space kept
    return 2


#: The most deals a simulated game of Ass is played to, unless ``--max-deals`` says otherwise:
#: nothing in the rules stops a game that keeps its players between 1 and 5 banks.
ASS_MAX_DEALS = 100


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


#: The options of ``piquet simulate`` that only Ass has (by their ``args`` names).
ASS_OPTIONS = ("players", "trumps", "suits", "games", "levels", "max_deals", "record")
