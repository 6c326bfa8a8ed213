"""The declared interface of a game at a table: what the controller, the screens,
the saves and the network ask of a game, whichever game it is.

Three games meet it: Piquet's :class:`~piquet_game.rules.game.Game` (its seven
variants), Ass's :class:`~piquet_game.ass.rules.AssGame`, and a network guest's
:class:`~piquet_game.net.guest.RemoteGame` (which plays nothing itself: the host
applies the moves, so it meets :class:`SeatedGame` only).  Each module of those
classes checks, for mypy, that its class meets the protocol; where the games
differ (the moves a person need not think about, what the game is called) the
difference is a method of the game, not a test of its type elsewhere.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol


class SeatedGame(Protocol):
    """A game as its seats see it: who plays, whose turn, what may be done, and what
    one seat may know."""

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names, by seat (their number is the number of seats)."""

    @property
    def title(self) -> str:
        """The game's name as the program speaks of it ("Rubicon Piquet", "Ass")."""

    @property
    def kind(self) -> str:
        """Which family of games: "piquet" or "ass" (the computer players and the
        words of each family are its own)."""

    @property
    def phase(self) -> Any:
        """Where the game stands (each family has its phases)."""

    @property
    def to_move(self) -> int | None:
        """The seat to act, or None (a deal to make, or the game over)."""

    @property
    def is_over(self) -> bool: ...

    @property
    def awaits_deal(self) -> bool:
        """Whether the next step is a deal (the cards are to be dealt)."""

    @property
    def playing(self) -> bool:
        """Whether the cards are being played (a trick under way, or its first lead)."""

    @property
    def position(self) -> tuple[int, int]:
        """Where the partie stands, as a take-back and the screen's caches count it:
        (deals begun, actions in the last one); before the first deal, (0, the
        choices made before it)."""

    @property
    def deal_number(self) -> int: ...

    def legal_actions(self) -> Sequence[Any]:
        """Every action the seat to move may make now: the one source of legality."""

    def view(self, seat: int) -> Any:
        """What ``seat`` may know, and nothing more."""

    def public(self) -> Any:
        """What every seat knows of the partie (its deals' public events and scores,
        the totals, the result): no card of any hand."""


class PlayedGame(SeatedGame, Protocol):
    """A game played here: moves applied (an illegal one raises a typed error and
    changes nothing), deals made from a random source, copies taken."""

    def apply(self, action: Any, seat: int | None = None) -> list[Any]: ...

    def deal_random(self, rng: random.Random | None = None) -> list[Any]: ...

    def clone(self) -> Any: ...

    def needs_no_person(self, seat: int, own_declarations: bool) -> Any:
        """A move ``seat`` need not think about beyond the one legal action or the last
        card (the game's own: Piquet's declarations made for him, the open capot
        once the other announced one), or None."""


__all__ = ["PlayedGame", "SeatedGame"]
