"""An event: what an action made happen, in the order it happened.

Every game's ``apply`` returns a list of events.  A view animates them, a tutorial
explains them, the score sheet sums the scoring ones.  An event with ``to`` set is
private to that seat (your own draws, the cards elder may look at); ``to is None``
means every seat sees it, and :data:`NOBODY` that no seat does.
:meth:`Event.visible_to` is the one test of that.  Each game names its own kinds
(Piquet's in :mod:`piquet_game.rules.events`, Ass's in :mod:`piquet_game.ass.rules.game`).
"""

from __future__ import annotations

from dataclasses import dataclass

from .bits import CardSet

#: The kinds of event that score points in a deal's count: Piquet's declarations,
#: tricks and contracts.  (Ass counts no points in a deal: its ``bank`` events move
#: the players' banks, counted apart.)
SCORING_KINDS = frozenset(
    ("blanche", "point", "sequence", "set", "repique", "pique", "lead", "win", "last", "cards", "capot",
     "open-capot", "overtricks", "undertricks")
)
NOBODY = -2  # ``to`` of an event that no seat sees (cards left face down)


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    seat: int | None = None
    points: int = 0
    total: int = 0
    cards: CardSet = 0
    combos: tuple[CardSet, ...] = ()
    info: tuple[int, ...] = ()
    word: str = ""
    cls: str = ""
    to: int | None = None

    @property
    def is_score(self) -> bool:
        """Whether the event scores in a deal's count (see :data:`SCORING_KINDS`)."""
        return self.kind in SCORING_KINDS

    def visible_to(self, seat: int | None) -> bool:
        """Whether ``seat`` was told the event (None: the whole table, which is told
        only what every seat is)."""
        return self.to is None or (seat is not None and self.to == seat)

    def __str__(self) -> str:
        """The event in a log line (the cards as a mask: each game names its own)."""
        parts = [self.kind]
        if self.seat is not None:
            parts.append(f"seat {self.seat}")
        if self.cls:
            parts.append(self.cls)
        if self.points or self.is_score:
            parts.append(f"+{self.points} = {self.total}")
        if self.cards:
            parts.append(f"cards {self.cards:#x}")
        if self.info:
            parts.append(str(self.info))
        if self.word:
            parts.append(self.word)
        return " ".join(parts)


__all__ = ["NOBODY", "SCORING_KINDS", "Event"]
