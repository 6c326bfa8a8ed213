"""Each game as the choice of the game lists it: its name and title, its sentence,
its options as rows of choices and their words, whether it is the one chosen, and
choosing it.  Piquet's seven variants and Ass
(:class:`~piquet_game.ass.view.family.AssEntry`) meet the same :class:`Entry`; the
screen loops over the families' entries (:func:`piquet_game.view.families.entries`)
and never tests which game an entry is."""

from __future__ import annotations

from typing import Any, Protocol

from ..i18n import ENGLISH
from ..rules.variant import Variant
from ..variant_words import CHOICE_WORDS, blurb_words, option_label, option_tip


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


__all__ = ["Entry", "PiquetEntry", "value_words"]
