"""A game (a :class:`~piquet_game.rules.variant.Variant`) in the words the screens use:
its options ("to 150"), its name with them ("Piquet au cent, to 150"), the deal
being played ("Deal 4 of 6", "Deal 7", "Korolik 1, deal 2 of 2", "Partita, deal 3"),
the games of a match ("Partita", "Rivincita", "Bella"), the word for a loser under
the line ("rubicon", "lurch").  The rules are read from the variant's fields, never
from its name, so a game added to ``VARIANTS`` is spoken of without a word changed
here.  The one exception is :data:`TERMS`, the table of each game's traditional words
(Picchetto's "Bianco", "picca" and "va bene", Russian Piquet's "leza"), which is
keyed by the variant's name: those words are the game's own and say nothing of its
rules.  Pure Python: no pygame.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from .i18n import ENGLISH, N_
from .rules.shape import game_of_deal
from .rules.variant import VARIANTS, Variant

#: How an option is named where it is chosen, and its value in a few words, by the
#: option's name: a format, or the words of each value ("" for a value not worth
#: saying after the game's name: the usual rule); an option not listed is spoken as
#: "<name> <value>".
OPTION_WORDS: dict[str, tuple[str, str | dict[Any, str]]] = {
    "target": (N_("Play to"), N_("to {value}")),
    "must_head_trick": (N_("Head the trick"), {True: "", False: N_("no duty to head the trick")}),
    "younger_min_exchange": (N_("Dealer exchanges at least"),
                             {0: "", 1: N_("the dealer exchanges one at least")}),
    "pique_bonus_mode": (N_("Pique bonus"),
                         {"reach": "", "fixed": N_("pique and repique a fixed 30 and 60")}),
    # Piquet Normand: the one left pays each winner a stake (said of the game when
    # not so), or the difference of totals
    "settlement": (N_("Settlement"), {"stake": "", "difference": N_("the loser pays the differences")}),
}

#: An option's value on its button where the value alone says too little, by option.
CHOICE_WORDS: dict[str, dict[Any, str]] = {
    "pique_bonus_mode": {"reach": N_("reach 60/90"), "fixed": N_("fixed +30/+60")},
    "settlement": {"stake": N_("stake"), "difference": N_("difference")},
}


#: What an option's value means, for its button's tooltip (the button says the value):
#: by option, then value; a value not here says its option's words (OPTION_WORDS).
OPTION_TIPS: dict[str, dict[Any, str]] = {
    "must_head_trick": {True: N_("the card led must be headed when it can"),
                        False: N_("the card led need not be headed")},
    "younger_min_exchange": {0: N_("the dealer may exchange none")},
    "pique_bonus_mode": {"reach": N_("a pique makes a count of thirty sixty, a repique ninety")},
    "settlement": {"stake": N_("the one left at the table pays each winner a stake")},
}


def option_tip(name: str, value: Any, tr=ENGLISH) -> str:
    """What one value of an option means, in a few words: ``the partie is played to
    150 points``, ``the card led need not be headed``."""
    said = OPTION_TIPS.get(name, {}).get(value)
    if said:
        return tr(said)
    if name == "target":
        return tr("the partie is played to {value} points").format(value=value)
    return option_value_words(name, value, tr)


#: The words of a game's sentence (its blurb) that a yes/no or chosen option makes,
#: by option and value: the default's words are put right when the option is changed.
BLURB_CLAUSES: dict[str, dict[Any, str]] = {
    "must_head_trick": {True: N_("the card led must be headed when it can"),
                        False: N_("the card led need not be headed")},
}


def option_label(name: str, tr=ENGLISH) -> str:
    """What a row of an option's choices is called: ``Play to`` (in the words of
    ``tr``, a Translator: English by default)."""
    label = OPTION_WORDS.get(name)
    return tr(label[0]) if label else name.replace("_", " ").capitalize()


def option_value_words(name: str, value: Any, tr=ENGLISH) -> str:
    """One value of an option: ``to 150``."""
    words = OPTION_WORDS.get(name)
    if words is None:
        return f"{name.replace('_', ' ')} {value}"
    said = words[1]
    if isinstance(said, dict):
        chosen = said.get(value, str(value))
        return tr(chosen) if chosen else ""
    return tr(said).format(value=value)


def options_words(variant: Variant, changed_only: bool = False, tr=ENGLISH) -> str:
    """A game's options in words, ``to 150`` ("" for a game without options, or
    with every option as by default when ``changed_only``)."""
    options = variant.changed_options() if changed_only else variant.options()
    said = (option_value_words(name, value, tr) for name, value in options.items())
    return ", ".join(words for words in said if words)


def game_words(variant: Variant, changed_only: bool = False, tr=ENGLISH) -> str:
    """A game's title with its options: ``Piquet au cent, to 150``, ``Rubicon Piquet``."""
    options = options_words(variant, changed_only, tr)
    return f"{tr(variant.title)}, {options}" if options else tr(variant.title)


@dataclass(frozen=True)
class Terms:
    """A game's traditional words for what every game of Piquet has: the English of
    Rubicon Piquet by default.  The answers are said as written and, when ``glossed``,
    followed by the English (``Va bene (good)``)."""

    blanche: str = "carte blanche"
    pique: str = "pique"
    repique: str = "repique"
    cards: str = "the cards"
    good: str = "Good"
    not_good: str = "Not good"
    equal: str = "Equal"
    glossed: bool = False
    #: The games of a match, by number (Picchetto).
    games: tuple[str, ...] = ()


#: Each game's own words, keyed by the variant's name (each game's own words): a table
#: of words, not of rules; a game not listed speaks Rubicon's English.
TERMS: dict[str, Terms] = {
    "russian": Terms(cards="the leza"),
    "picchetto": Terms(blanche="Bianco", pique="picca", repique="ripicca", good="Va bene",
                       not_good="Non basta", equal="Uguale", glossed=True,
                       games=("Partita", "Rivincita", "Bella")),
}
_ENGLISH = Terms()
_GLOSS = {"good": "good", "not-good": "not good", "equal": "equal"}


def terms(variant: Variant) -> Terms:
    """The game's traditional words (:data:`TERMS`)."""
    return TERMS.get(variant.name, _ENGLISH)


def answer_words(variant: Variant, word: str) -> str:
    """Younger's answer to a declaration (``good``, ``not-good``, ``equal``) in the
    game's words: ``Good``, ``Non basta (not good)``."""
    t = terms(variant)
    said = {"good": t.good, "not-good": t.not_good, "equal": t.equal}.get(word)
    if said is None:
        return word.replace("-", " ").capitalize()
    return f"{said} ({_GLOSS[word]})" if t.glossed else said


def game_name(variant: Variant, number: int, tr=ENGLISH) -> str:
    """The ``number``-th game of a match (1-based): ``Partita``, ``Rivincita``,
    ``Bella`` in Picchetto (the game's own names, in every language); ``Game 2`` in
    a game without names for them."""
    names = terms(variant).games
    return names[number - 1] if 1 <= number <= len(names) else tr("Game {number}").format(number=number)


def deal_words(variant: Variant, number: int, starts: Sequence[int] = (), tr=ENGLISH) -> str:
    """The deal being played: ``Deal 4 of 6``, ``Deal 7 (extra)``, in a game to a
    target (no set number of deals) ``Deal 4``, in a game of koroliks ``Korolik 1,
    deal 2 of 2``, and in a match of games, given the deal each game began with
    (``Game.game_starts``), the game and the deal in it: ``Partita, deal 3``."""
    if variant.shape.korolik:
        korolik, deal = variant.shape.korolik_of_deal(number)
        return tr("Korolik {korolik}, deal {deal} of {deals}").format(korolik=korolik, deal=deal,
                                                                       deals=variant.shape.korolik)
    if variant.shape.match_targets and starts:
        game = game_of_deal(starts, number)
        return tr("{game}, deal {deal}").format(game=game_name(variant, game), deal=number - starts[game - 1])
    if variant.shape.goal or not variant.shape.deals:
        return tr("Deal {deal}").format(deal=number)
    if number <= variant.shape.deals:
        return tr("Deal {deal} of {deals}").format(deal=number, deals=variant.shape.deals)
    return tr("Deal {deal} (extra)").format(deal=number)


def lurch_noun(variant: Variant, plural: bool = False) -> str:
    """The noun of the variant's word for a loser under the line: ``rubicon``
    (rubiconed), ``lurch`` (lurched); ``plural``: ``rubicons``, ``lurches``."""
    word = variant.lurched
    noun = word[:-2] if word.endswith("ed") and len(word) > 4 else word
    if not noun or not plural:  # "": a game with no such line
        return noun
    return noun + ("es" if noun.endswith(("ch", "sh", "s", "x", "z")) else "s")


def blurb_words(variant: Variant, tr=ENGLISH) -> str:
    """The game's sentence for the menus, its numbers as its options make them: the
    sentence is written for the game's defaults ("until one player reaches 100 ...
    less than 50"), and each whole number of it that is a rule changed by the
    options is put right ("reaches 150 ... less than 75"), all at once (in any
    language: its numbers are the same)."""
    base = VARIANTS.get(variant.name)
    text = tr(variant.blurb)
    if base is None or base == variant:
        return text
    for name, said in BLURB_CLAUSES.items():  # a clause an option changed
        old_value, new_value = getattr(base, name, None), getattr(variant, name, None)
        if old_value != new_value and old_value in said and new_value in said:
            text = text.replace(tr(said[old_value]), tr(said[new_value]))
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


def target_words(variant: Variant, game: int = 0, tr=ENGLISH) -> str:
    """What a game to a target is played to, ``to 100`` ("" for a game of deals); in a
    match, what its ``game``-th game is played to (``to 221``), or with no game given
    all of them (``to 150, 150 and 221``)."""
    targets = variant.shape.match_targets
    if targets:
        if game:
            return tr("to {value}").format(value=variant.shape.target(game))
        said = [str(t) for t in targets]
        value = tr("{first} and {last}").format(first=", ".join(said[:-1]), last=said[-1]) \
            if len(said) > 1 else said[0]
        return tr("to {value}").format(value=value)
    return tr("to {value}").format(value=variant.shape.goal) if variant.shape.goal else ""


_MULTIPLIED = {2: N_("doubled"), 4: N_("redoubled")}
#: The calls that are words, said with ``tr.ptr("call", word)``.
_CALLS = {"pass": "pass", "double": "double", "redouble": "redouble", "content": "content"}


def call_words(word: str, tr=ENGLISH) -> str:
    """A call of the auction (Contract Piquet) as said: ``8+`` "eight plus", ``7-``
    "seven minus", ``pass``, ``double``, ``redouble``, ``content``."""
    if word[:-1].isdigit() and word[-1] in "+-":
        n = tr.number(int(word[:-1]))
        return (tr("{n} plus") if word[-1] == "+" else tr("{n} minus")).format(n=n)
    said = _CALLS.get(word)
    return tr.ptr("call", said) if said else word


def bid_meaning(word: str, hand_size: int = 12, tr=ENGLISH) -> str:
    """What a bid undertakes: ``8+`` "to win eight tricks or more", ``7-`` "to lose
    seven tricks or more (win five at most)"."""
    n = int(word[:-1])
    if word.endswith("+"):
        return tr("to win {n} tricks or more").format(n=tr.number(n))
    return tr("to lose {n} tricks or more (win {most} at most)").format(n=tr.number(n),
                                                                       most=tr.number(hand_size - n))


def contract_words(word: str, tr=ENGLISH) -> str:
    """A contract as said: ``8+ redoubled`` "eight plus, redoubled"."""
    bid, _, rest = word.partition(" ")
    if not rest:
        return call_words(bid, tr)
    said = _MULTIPLIED.get({"doubled": 2, "redoubled": 4}.get(rest, 0))
    return tr("{call}, {multiplied}").format(call=call_words(bid, tr), multiplied=tr(said) if said else rest)


def multiplier_words(multiplier: int, tr=ENGLISH) -> str:
    """``doubled``, ``redoubled`` or "" (undoubled)."""
    if multiplier == 1:
        return ""
    said = _MULTIPLIED.get(multiplier)
    return tr(said) if said else tr("times {n}").format(n=multiplier)


def _marks(tr) -> None:
    """The calls, spelt out for the catalogues (never called)."""
    tr.ptr("call", "pass"), tr.ptr("call", "double"), tr.ptr("call", "redouble"), tr.ptr("call", "content")


__all__ = ["CHOICE_WORDS", "OPTION_WORDS", "TERMS", "Terms", "bid_meaning", "call_words", "contract_words",
           "multiplier_words", "answer_words", "blurb_words", "deal_words", "game_name",
           "game_of_deal", "game_words", "lurch_noun", "option_label",
           "option_value_words", "options_words", "target_words", "terms"]
