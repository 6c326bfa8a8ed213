"""What a lesson is made of: its steps, the record's deals and moves it walks
through, and the error of a lesson that cannot be taught (read by
:mod:`piquet_game.tutorial.lesson`, walked by :mod:`piquet_game.tutorial.runner`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..i18n import SOURCE
from ..rules import Action, DealCards


class LessonError(ValueError):
    """A lesson file that cannot be taught: names the file and the step."""


@dataclass(frozen=True)
class Step:
    kind: str
    text: str
    show: tuple[str, ...] = ()
    target: str = ""  # click: the area to find
    wrong: str = ""  # click: said of a click elsewhere
    why: str = ""  # do: why the record's move is the right one
    mistakes: dict[str, str] = field(default_factory=dict)
    until: int | None = None  # watch: action index of the deal, None for its end
    # filled in when the lesson is checked: the span of record items the step makes
    begin: int = 0
    end: int = 0


@dataclass(frozen=True)
class Item:
    """One thing that happens in the record: a deal (``action is None``) or a move."""

    deal: int
    index: int  # the action's index in its deal; -1 for the deal itself
    seat: int | None
    action: Action | None
    cards: DealCards | None = None
    dealer: int | None = None  # a deal's dealer (who drew the deal, in a new korolik)


@dataclass(frozen=True)
class Lesson:
    id: str
    number: int
    title: str
    seat: int
    steps: tuple[Step, ...]
    recap: tuple[str, ...]
    record: dict[str, Any]
    items: tuple[Item, ...]  # every deal and move of the record, in order
    start: int  # the number of items made silently before the lesson opens
    source: str = ""
    language: str = SOURCE  # the language the lesson was loaded for (its words are English
    # if the text file of that language was refused)

    @property
    def tutor(self) -> int:
        """The tutor's seat at two (at three or four, the first of :attr:`tutors`)."""
        return self.tutors[0]

    @property
    def tutors(self) -> tuple[int, ...]:
        """Every seat but the learner's: the tutor plays them all."""
        return tuple(s for s in range(len(self.players)) if s != self.seat)

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(self.record["players"])
