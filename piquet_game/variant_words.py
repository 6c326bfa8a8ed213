"""A game (a :class:`~piquet_game.rules.variant.Variant`) in the words the screens use:
its options ("to 150"), its name with them ("Piquet au cent, to 150"), the deal
being played ("Deal 4 of 6", "Deal 7"), the word for a loser under the line
("rubicon", "lurch").  Everything is read from the variant, never from its name,
so a game added to ``VARIANTS`` is spoken of without a word changed here.
Pure Python: no pygame.
"""

from __future__ import annotations

import re
from dataclasses import fields
from typing import Any

from .rules.variant import VARIANTS, Variant

#: How an option is named where it is chosen, and its value in a few words, by the
#: option's name: a format, or the words of each value ("" for a value not worth
#: saying after the game's name: the usual rule); an option not listed is spoken as
#: "<name> <value>".
OPTION_WORDS: dict[str, tuple[str, str | dict[Any, str]]] = {
    "target": ("Play to", "to {}"),
    "must_head_trick": ("Head the trick", {True: "", False: "no duty to head the trick"}),
    "younger_min_exchange": ("Dealer exchanges at least", {0: "", 1: "the dealer exchanges one at least"}),
}


def option_label(name: str) -> str:
    """What a row of an option's choices is called: ``Play to``."""
    label = OPTION_WORDS.get(name)
    return label[0] if label else name.replace("_", " ").capitalize()


def option_value_words(name: str, value: Any) -> str:
    """One value of an option: ``to 150``."""
    words = OPTION_WORDS.get(name)
    if words is None:
        return f"{name.replace('_', ' ')} {value}"
    said = words[1]
    return said.get(value, str(value)) if isinstance(said, dict) else said.format(value)


def options_words(variant: Variant, changed_only: bool = False) -> str:
    """A game's options in words, ``to 150`` ("" for a game without options, or
    with every option as by default when ``changed_only``)."""
    options = variant.changed_options() if changed_only else variant.options()
    said = (option_value_words(name, value) for name, value in options.items())
    return ", ".join(words for words in said if words)


def game_words(variant: Variant, changed_only: bool = False) -> str:
    """A game's title with its options: ``Piquet au cent, to 150``, ``Rubicon Piquet``."""
    options = options_words(variant, changed_only)
    return f"{variant.title}, {options}" if options else variant.title


def deal_words(variant: Variant, number: int) -> str:
    """The deal being played: ``Deal 4 of 6``, ``Deal 7 (extra)``, or in a game to a
    target (no set number of deals) ``Deal 4``."""
    if variant.target or not variant.deals:
        return f"Deal {number}"
    if number <= variant.deals:
        return f"Deal {number} of {variant.deals}"
    return f"Deal {number} (extra)"


def lurch_noun(variant: Variant, plural: bool = False) -> str:
    """The noun of the variant's word for a loser under the line: ``rubicon``
    (rubiconed), ``lurch`` (lurched); ``plural``: ``rubicons``, ``lurches``."""
    word = variant.lurched
    noun = word[:-2] if word.endswith("ed") and len(word) > 4 else word
    if not noun or not plural:  # "": a game with no such line
        return noun
    return noun + ("es" if noun.endswith(("ch", "sh", "s", "x", "z")) else "s")


def blurb_words(variant: Variant) -> str:
    """The game's sentence for the menus, its numbers as its options make them: the
    sentence is written for the game's defaults ("until one player reaches 100 ...
    less than 50"), and each whole number of it that is a rule changed by the
    options is put right ("reaches 150 ... less than 75"), all at once."""
    base = VARIANTS.get(variant.name)
    text = variant.blurb
    if base is None or base == variant:
        return text
    changes: dict[int, int | None] = {}
    for f in fields(variant):
        old, new = getattr(base, f.name), getattr(variant, f.name)
        if type(old) is int and type(new) is int and old != new:
            changes[old] = new if changes.get(old, new) == new else None  # two rules, one number: left
    changes = {old: new for old, new in changes.items() if new is not None}
    if not changes:
        return text
    pattern = re.compile(r"(?<![\d.])(" + "|".join(str(old) for old in changes) + r")(?!\d)")
    return pattern.sub(lambda m: str(changes[int(m.group(1))]), text)


def target_words(variant: Variant) -> str:
    """What a game to a target is played to, ``to 100`` ("" for a game of deals)."""
    return f"to {variant.target}" if variant.target else ""


__all__ = ["OPTION_WORDS", "blurb_words", "deal_words", "game_words", "lurch_noun", "option_label",
           "option_value_words", "options_words", "target_words"]
