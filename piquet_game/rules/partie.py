"""The state of a partie: the seats, the deals played and their scores, the deal
under way (hands, talon, tricks, scores), whose turn it is; a copy of it; the
draw for the deal. The base of :class:`~piquet_game.rules.game.Game`."""

from __future__ import annotations

import functools
import random
from typing import TypeVar

from . import auction
from .actions import (
    AUCTION,
    BLANCHE,
    DEAL,
    DECLARE_PHASES,
    EXCHANGE_ELDER,
    EXCHANGE_YOUNGER,
    OPEN_CAPOT,
    PARTIE_OVER,
    PLAY,
    Call,
    DeclClass,
    WrongPhaseError,
)
from .deal import SEAT_NAMES, DealLog, play_order
from .events import Event
from .variant import RUBICON, Variant, pique_pending_below
from .view import Standing

_Partie = TypeVar("_Partie", bound="PartieState")


@functools.lru_cache(maxsize=64)
def turns_of(seats: tuple[int, ...]) -> dict[int, tuple[int, ...]]:
    """From each seat at the table, the seats in the order of play (a trick led by
    it); made once for each table (callers never change it)."""
    k = len(seats)
    return {s: tuple(seats[(i + j) % k] for j in range(k)) for i, s in enumerate(seats)}


class PartieState(Standing):
    """A partie's state, and what is read from it."""

    def __init__(
        self,
        variant: Variant = RUBICON,
        players: tuple[str, ...] | None = None,
        first_dealer: int = 0,
        packet: int = 2,
        rng: random.Random | None = None,
    ) -> None:
        if players is None:
            players = SEAT_NAMES[variant.players]
        if len(players) != variant.players:
            raise ValueError(f"{variant.title} is played by {variant.players} players")
        if packet not in variant.packet_sizes:
            raise ValueError(f"cards are dealt in packets of {variant.packet_sizes}")
        self.variant = variant
        # a game to a target that ends the moment a total reaches it, in mid-deal
        self.target_mid_deal = variant.shape.ends_mid_deal
        self.players = tuple(players)
        self.first_dealer = first_dealer
        self.packet = packet
        self.rng = rng
        self.cut: list[tuple[int, ...]] = []
        # the first dealer of each korolik (a game of koroliks draws before each)
        self.korolik_dealers: list[int] = [first_dealer]
        # the draw for a korolik's deal, told as the first event of its first deal
        self.drawn_event: Event | None = (Event("korolik", first_dealer, info=(1,))
                                          if variant.shape.korolik else None)
        self.deal_scores: list[list[int]] = []
        # the seats at the table, in the order of play, and since which deal (a
        # player who reached the target left it: Piquet Normand); the dealer of
        # the first deal with them
        self.tables: list[tuple[int, tuple[int, ...], int]] = [(0, tuple(range(variant.players)),
                                                               first_dealer)]
        self.left: list[int] = []  # the players who left, winners, in order
        self.prior = 0  # deals before the first recorded, known by their scores only
        # a match of games: the deal each game began with, and who won each game over
        self.game_starts: list[int] = [0]
        self.game_winners: list[int] = []
        self.history: list[DealLog] = []
        self.phase = DEAL
        self.winner: int | None = None
        self.result: int | None = None
        self._clear_deal()

    # ------------------------------------------------------------------ state

    def _clear_deal(self) -> None:
        n = self.variant.players
        self.seats = self.tables[-1][1]  # at the table, in the order of play
        self.rules = self.rules_for_next_deal()
        self.dealer = self.next_dealer
        # from each seat, the seats in the order of play (a trick led by it)
        self.turns = turns_of(self.seats)
        self.order = play_order(self.dealer, self.seats)  # first hand ... the dealer
        self.elder = self.order[0]
        self.side_of = self.variant.sides_of_seats
        self.hands = [0] * n
        self.dealt: tuple[int, ...] = (0,) * n
        self.talon: list[int] = []
        self.discards = [0] * n
        self.drawn = [0] * n
        self.known_talon = [0] * n
        self.shown = [0] * n  # cards each seat has shown to the others, ever, in this deal
        self.rest = 0
        self.rest_shown: bool | None = None
        self.scores = [0] * self.variant.sides  # by side (a seat, or partners)
        self.decl_points = [0] * self.variant.sides  # carte blanche and combinations, in this deal
        self.elder_exchanged = False
        self.capot_calls: list[int] = []  # seats still to say whether they announce open capot
        self.calls: list[tuple[int, Call]] = []  # the auction, in order (Contract)
        self.contract: auction.Contract | None = None
        # (pique threshold, pique bonus, repique threshold, repique bonus) in this deal
        self.bonus = self.rules.bonus_rules()
        self.pique_pending = pique_pending_below(self.bonus[0], self.bonus[2])
        self.open_capot: int | None = None  # the seat that announced one
        # in a game that ends the moment a total reaches its target: what each side
        # may still score in this deal before it does (the totals are fixed in a deal)
        self.reach = (tuple(self.target - t for t in self.totals) if self.target_mid_deal else ())
        self.blanche = [False] * n
        self.blanche_pending: list[int] = []
        self.declared: dict[DeclClass, list[tuple[int, ...] | None]] = {}
        self.leader = self.elder
        self.trick: list[int] = []
        # (leader, the cards in the order played, winner): (leader, lead, other, winner) for two
        self.tricks: list[tuple[int, ...]] = []
        self.tricks_won = [0] * n  # by seat
        self.played = 0
        self.log: list[Event] = []

    def rules_for_next_deal(self) -> Variant:
        """The rules the next deal is played by: the variant's, or its continuation's
        once players have left the table (Piquet Normand's last two)."""
        return self.variant.rules_at(len(self.tables[-1][1]))

    def clone(self: _Partie) -> _Partie:
        """An independent copy (events and logs are shared, being immutable)."""
        g = type(self).__new__(type(self))
        g.__dict__.update(self.__dict__)
        for name in ("hands", "talon", "discards", "drawn", "known_talon", "shown", "scores",
                     "blanche", "blanche_pending", "trick", "tricks", "tricks_won", "log",
                     "deal_scores", "cut", "decl_points", "capot_calls", "korolik_dealers", "calls",
                     "game_starts", "game_winners", "tables", "left"):
            setattr(g, name, list(getattr(self, name)))
        g.deal_scores = [list(d) for d in self.deal_scores]
        g.declared = {k: list(v) for k, v in self.declared.items()}
        g.history = [
            DealLog(d.number, d.dealer, d.hands, d.talon, list(d.actions), list(d.events),
                    None if d.scores is None else list(d.scores), d.redealt, list(d.thrown_in))
            for d in self.history
        ]
        if g.history:
            g.history[-1].events = g.log
        if self.rng is not None:
            g.rng = random.Random()
            g.rng.setstate(self.rng.getstate())
        return g

    @property
    def next_dealer(self) -> int:
        """The dealer of the next deal to be dealt: the deal passes to the next seat
        in the order of play (two: the deals alternate), from the first cut, from
        the draw before each korolik, or from the dealer after whose deal a player
        left the table."""
        n = len(self.deal_scores)
        k = self.variant.shape.korolik
        if not k:
            start, seats, first = self.tables[-1]
            if len(self.tables) == 1:  # the first dealer, from the cut (or as set since)
                first = self.first_dealer
            return seats[(seats.index(first) + n - start) % len(seats)]
        first = self.korolik_dealers[min(n // k, len(self.korolik_dealers) - 1)]
        return (first + n % k) % 2

    def needs_draw(self) -> bool:
        """A korolik begins with the next deal and its dealer is not drawn yet."""
        k = self.variant.shape.korolik
        n = len(self.deal_scores)
        return bool(k) and self.phase is DEAL and n > 0 and n % k == 0 \
            and len(self.korolik_dealers) <= n // k

    def draw_for_deal(self, rng: random.Random | None = None, dealer: int | None = None,
                      drawn: tuple[int, ...] = ()) -> int:
        """The players draw for the deal of a new korolik (the lower card deals); a
        record says who dealt (``dealer``) and maybe the cards each seat drew
        (``drawn``).  The korolik's first dealer."""
        if not self.needs_draw():
            raise WrongPhaseError("nobody draws for the deal now", "no-draw")
        if drawn:
            self._check_drawn(drawn, dealer)
            low = min(c & 7 for c in drawn)
            dealer = next(s for s, c in enumerate(drawn) if c & 7 == low)
        if dealer is None:
            rng = rng or self.rng
            if rng is None:
                raise ValueError("no random.Random to draw with")
            while True:
                a, b = rng.sample(range(32), 2)
                self.cut.append((a, b))
                if a & 7 != b & 7:
                    break
            dealer = 0 if a & 7 < b & 7 else 1
            drawn = (a, b)
        self.korolik_dealers.append(dealer)
        self.dealer = dealer
        self.order = play_order(dealer, self.seats)
        self.elder = self.order[0]
        # told with the korolik's first deal, the first event of its log: the
        # korolik's number, then the card each seat drew (face up: everyone sees)
        self.drawn_event = Event("korolik", dealer, info=(len(self.korolik_dealers), *drawn))
        return dealer

    def tell_draw(self, drawn: tuple[int, ...]) -> None:
        """The cards each seat drew for the first korolik's deal (a record's): told
        with its first deal.  ValueError if they are not such a draw."""
        event = self.drawn_event
        if event is None or event.kind != "korolik" or event.info[:1] != (1,) or self.history:
            raise WrongPhaseError("no draw for the first korolik is to be told now", "no-draw")
        self._check_drawn(drawn, self.first_dealer)
        self.drawn_event = Event("korolik", self.first_dealer, info=(1, *drawn))

    def _check_drawn(self, drawn: tuple[int, ...], dealer: int | None) -> None:
        """A draw for the deal: a card each, of two ranks, the lower the dealer's."""
        if (len(drawn) != self.variant.players or len(set(drawn)) != len(drawn)
                or not all(type(c) is int and 0 <= c < 32 for c in drawn)):
            raise ValueError(f"a draw for the deal is a different card for each of the "
                             f"{self.variant.players} seats")
        low = min(c & 7 for c in drawn)
        lowest = [s for s, c in enumerate(drawn) if c & 7 == low]
        if len(lowest) != 1 or (dealer is not None and lowest != [dealer]):
            raise ValueError("the lower card of the draw deals")

    @property
    def younger(self) -> int:
        return self.dealer

    @property
    def loser(self) -> int | None:
        """Piquet Normand, once over: the one left at the table, who pays."""
        if self.phase is not PARTIE_OVER or not self.variant.shape.ends_between_deals:
            return None
        return next(s for s in self.tables[-1][1] if s not in self.left)

    def side(self, seat: int) -> int:
        """The side ``seat`` scores for: itself, or its partnership."""
        return self.side_of[seat]

    @property
    def deal_number(self) -> int:
        """1-based number of the current deal (between deals, of the next one)."""
        return len(self.deal_scores) + 1 if self.phase is DEAL else len(self.history)

    @property
    def is_over(self) -> bool:
        return self.phase is PARTIE_OVER

    @property
    def totals(self) -> list[int]:
        """Each seat's total: in a match of games, in the game being played (or the
        last one, once the match is over)."""
        return self.variant.game_totals(self.deal_scores, self.game_starts)

    @property
    def target(self) -> int:
        """The total that ends the game being played (0: a partie of fixed deals)."""
        return self.variant.shape.target(len(self.game_starts))

    @property
    def to_move(self) -> int | None:
        phase = self.phase
        if phase is PLAY:
            return self.turns[self.leader][len(self.trick)]
        if phase in DECLARE_PHASES:  # the seats declare in turn: the first not yet declared
            left = self.declared[DECLARE_PHASES[phase]].count(None)
            if left:
                return self.order[len(self.order) - left]
        if phase is EXCHANGE_ELDER:
            return self.elder
        if phase is EXCHANGE_YOUNGER:
            return self.dealer
        if phase is BLANCHE:
            return self.blanche_pending[0]
        if phase is OPEN_CAPOT:
            return self.capot_calls[0]
        if phase is AUCTION:
            return auction.to_call(self.calls, self.elder)
        return None
