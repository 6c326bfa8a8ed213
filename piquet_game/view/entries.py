"""Each game as the choice of the game lists it: its name and title, its sentence,
its options as rows of choices and their words, whether it is the one chosen, and
choosing it.  Piquet's seven variants and Ass meet the same :class:`Entry`; the
screen loops over the families' entries (:func:`piquet_game.view.families.entries`)
and never tests which game an entry is."""

from __future__ import annotations

from typing import Any, Protocol

from ..i18n import ENGLISH, N_
from ..rules.variant import Variant
from ..variant_words import CHOICE_WORDS, blurb_words, option_label, option_tip
from .ass_words import ASS_BLURB, TRUMP_OPTION_WORDS, trump_option_words, trumps_words

ASS_LABELS = {"players": N_("Players"), "trumps": N_("Trumps")}


def _marks(tr) -> None:
    """The words above, spelt out for the catalogues (never called)."""
    tr.ptr("trumps", "own"), tr.ptr("trumps", "none"), tr.ptr("trumps", "one"), tr.ptr("trumps", "two")
    tr.ptr("trumps", "ranked")


class Entry(Protocol):
    """A game in the list of games to choose from."""

    name: str
    title: str
    option_values: tuple[tuple[str, tuple[Any, ...]], ...]

    def options(self) -> dict[str, Any]:
        """Each option's value as last chosen."""

    def blurb(self, tr) -> str:
        """The game's sentence."""

    def option_words(self, option: str, tr) -> str:
        """What a row of an option's choices is called."""

    def choice_words(self, option: str, value: Any, tr) -> str:
        """One choice's words on its button."""

    def choice_tip(self, option: str, value: Any, said: str, tr) -> str:
        """What a choice means (not its button's words again)."""

    def is_chosen(self, settings) -> bool: ...

    def choose(self, settings, **options: Any) -> None:
        """Make it the game of the next partie (with some of its options)."""


def value_words(value: object, option: str = "", tr=None) -> str:
    """An option's value on its button: ``150``, ``yes``, ``no``, ``reach 60/90``
    (in the words of ``tr``, a Translator: English by default)."""
    tr = tr or ENGLISH
    said = CHOICE_WORDS.get(option, {}).get(value)
    if said:
        return tr(said)
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    return str(value)


class PiquetEntry:
    """A variant of Piquet, with the options last chosen for it."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.name = variant.name
        self.title = variant.title
        self.option_values = variant.option_values

    def options(self) -> dict[str, Any]:
        return self.variant.options()

    def blurb(self, tr) -> str:
        return blurb_words(self.variant, tr)

    def option_words(self, option: str, tr) -> str:
        return option_label(option, tr)

    def choice_words(self, option: str, value: Any, tr) -> str:
        return value_words(value, option, tr)

    def choice_tip(self, option: str, value: Any, said: str, tr) -> str:
        return tr.labelled(self.option_words(option, tr), option_tip(option, value, tr))

    def is_chosen(self, settings) -> bool:
        return not settings.plays_ass and self.name == settings.variant

    def choose(self, settings, **options: Any) -> None:
        settings.choose_game(self.name, **options)


class AssEntry:
    """Ass, beside the games of Piquet: how many play, and its trump option."""

    name = "ass"
    title = N_("Ass")
    option_values: tuple[tuple[str, tuple[Any, ...]], ...] = (
        ("players", (2, 3, 4, 5, 6)), ("trumps", (1, 2, 3, 4, 5)))

    def __init__(self, settings) -> None:
        self.settings = settings

    def options(self) -> dict[str, int]:
        rules = self.settings.ass_rules()
        return {"players": rules.players, "trumps": rules.trumps}

    def blurb(self, tr) -> str:
        """Its sentence, with the trump option chosen, its suits named."""
        chosen = trumps_words(self.settings.ass_rules(), tr)
        return tr(ASS_BLURB) + " " + tr("Trumps: {option}.").format(option=chosen)

    def option_words(self, option: str, tr) -> str:
        return tr(ASS_LABELS[option])

    def choice_words(self, option: str, value: Any, tr) -> str:
        """The trump options by the words of the setup's buttons."""
        return trump_option_words(value, tr) if option == "trumps" else str(value)

    def choice_tip(self, option: str, value: Any, said: str, tr) -> str:
        if option == "trumps":  # what the short word means
            return tr.labelled(tr(self.title), tr(TRUMP_OPTION_WORDS[value]))
        return tr.labelled(self.option_words(option, tr), said)

    def is_chosen(self, settings) -> bool:
        return settings.plays_ass

    def choose(self, settings, **options: Any) -> None:
        settings.choose_ass(**options)


__all__ = ["ASS_LABELS", "AssEntry", "Entry", "PiquetEntry", "value_words"]
