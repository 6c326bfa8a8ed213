"""What the teacher keeps of the partie and of the deal under way (who deals, the
tricks, the declarations and scores so far, the phases told), and how an event
moves it on: the ground every part of the teacher reads."""

from __future__ import annotations

from collections.abc import Sequence

from ...common.events import Event
from ...i18n import ENGLISH, Translator
from ...rules.variant import Variant
from ...variant_words import terms
from .teaching import _CLASSES, PARTIE_END, Teaching


class DealState(Teaching):
    """The partie and the deal as the teacher follows them, event by event."""

    # set by _new_deal (called by __init__ and at each deal)
    _minus: bool | None  # the kind of the deal's contract, once there is one
    _played: bool  # the first card is led

    def __init__(self, players: Sequence[str], variant: Variant, viewer: int | None = None, *,
                 tr: Translator = ENGLISH) -> None:
        super().__init__(players, variant, viewer, tr=tr)
        self.terms = terms(variant)
        self.deal_scores: list[tuple[int, ...]] = []  # each finished deal's scores by seat
        self._told: set[str] = set()  # phases explained in full in this partie
        self._partie_told = False
        # a match of games: the winner of each game so far, and the deal its game began with
        self._game_winners: list[int] = []
        self._game_start = 0  # index in deal_scores
        self._korolik: tuple[int, int] | None = None  # (number, dealer) of a korolik's draw, untold
        self._new_deal(0, None)

    # -------------------------------------------------------------- deal state

    def _new_deal(self, number: int, dealer: int | None) -> None:
        self.number = number
        self.dealer = dealer
        self._narrated: list[str] = []
        self._scores = [0, 0]
        self._classes: dict[str, dict[str, object]] = {}  # what was said in each class
        self._equal = False  # an Equal was answered in this deal
        self._elder_took: int | None = None
        self._leader: int | None = None  # who led the trick in progress
        self._last_leader: int | None = None  # who led the trick just finished
        self._tricks = [0, 0]
        self._trick_count = 0
        self._quiet: set[str] = set()  # lead / win: explained once in this deal
        self._decl = [0, 0]  # carte blanche and combinations scored, by seat
        self._bonus = [False, False]  # a repique or pique scored, by seat
        self._minus = None
        self._played = False
        self._capot_call: int | None = None  # the seat that announced an open capot
        self._repique_told: set[int] = set()  # seats told why they made no repique

    @property
    def elder(self) -> int | None:
        return None if self.dealer is None else 1 - self.dealer

    def _follow(self, e: Event) -> str | None:
        """Keep up with the deal (who deals, who leads, the tricks won), and say which
        phase this event begins or belongs to, if any."""
        k = e.kind
        if k == "deal":
            return "deal"
        if k == "blanche":
            return "blanche"
        if k == "exchange":
            if self.dealer is None and "exchange-elder" not in self._narrated:
                self.dealer = None if e.seat is None else 1 - e.seat  # joined mid-deal
            return "exchange-elder" if e.seat == self.elder else "exchange-younger"
        if k == "announce":
            if self.dealer is None and e.seat is not None:
                self.dealer = 1 - e.seat
            return e.cls if e.cls in _CLASSES else None
        if k == "capot-call":
            self._capot_call = e.seat
            return None
        if k == "play":
            if self._leader is None:
                self._leader = e.seat
            return "play"
        if k == "trick":
            self._tricks[e.seat] += 1  # type: ignore[index]
            self._trick_count += 1
            self._last_leader, self._leader = self._leader, None
            return None
        if k in ("last", "cards", "capot", "open-capot", "deal-end") \
                and self._trick_count >= self.variant.hand_size:
            return "count"  # after the last trick's own points
        if k == "partie-end":
            return PARTIE_END
        return None

    def _thresholds(self) -> tuple[int, int, int, int]:
        """(pique threshold, pique bonus, repique threshold, repique bonus) in this
        deal: by the kind of contract in a game with an auction, once there is one."""
        return self.variant.bonus_rules(self._minus)

    def _class_said(self, cls: str) -> dict[str, object]:
        return self._classes.setdefault(cls, {})
