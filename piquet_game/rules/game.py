"""The rules engine: a partie of Piquet as a state machine.

>>> import random
>>> game = Game.new(random.Random(7))
>>> events = game.deal_random()        # the chance step: shuffle and deal
>>> game.phase, game.to_move == game.elder    # both seats are asked about carte blanche
(<Phase.BLANCHE: 'blanche'>, True)
>>> events = game.apply(game.sample_action(random.Random(1)))

``legal_actions()`` lists every action the seat to move may make; ``apply`` makes
one and returns the events it caused, or raises :class:`IllegalActionError` naming
the rule broken and changes nothing.  ``view(seat)`` is what one seat may know.
No pygame, no I/O, no globals; randomness comes only from a ``random.Random``.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

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
    PLAYS,
    Action,
    Blanche,
    Declare,
    DeclClass,
    Exchange,
    OpenCapot,
)
from .cards import (
    cards_of,
)
from .combos import (
    best_declaration,
)
from .deal import _PHASE_WORDS, DealLog, is_blank
from .events import Event
from .moves import Moves
from .variant import RUBICON, Variant
from .view import PublicDeal, PublicPartie, SeatView

if TYPE_CHECKING:
    from ..common.table_game import PlayedGame


class Game(Moves):
    """A partie.  Construct with :meth:`new` (which cuts for deal) or directly with
    the first dealer, then feed it a :class:`DealCards` for each deal."""

    kind = "piquet"

    @property
    def title(self) -> str:
        return self.variant.title

    def needs_no_person(self, seat: int, own_declarations: bool) -> Action | None:
        """A move ``seat`` need not think about: nothing left to announce once the other
        announced an open capot; the best declaration of the class, unless the person
        makes his own."""
        if self.phase is OPEN_CAPOT and self.open_capot is not None:
            return OpenCapot(False)
        if self.phase in DECLARE_PHASES and not own_declarations:
            cls = DECLARE_PHASES[self.phase]
            return Declare(cls, best_declaration(self.hands[seat], cls, self.variant))
        return None

    @classmethod
    def new(
        cls,
        rng: random.Random,
        variant: Variant = RUBICON,
        players: tuple[str, ...] | None = None,
        packet: int | None = None,
    ) -> Game:
        """Cut for deal (the lowest card deals; equal lowest ranks cut again), choose
        the packet size if none is given, and return the partie ready for its first deal."""
        cuts = []
        while True:
            drawn = rng.sample(range(32), variant.players)
            cuts.append(tuple(drawn))
            low = min(c & 7 for c in drawn)
            if sum(1 for c in drawn if c & 7 == low) == 1:
                break
        dealer = next(i for i, c in enumerate(drawn) if c & 7 == low)
        if packet is None:
            packet = variant.packet_sizes[rng.randrange(len(variant.packet_sizes))]
        game = cls(variant, players, dealer, packet, rng)
        game.cut = cuts
        if game.drawn_event is not None:  # the first korolik's draw: the cards drawn, face up
            game.drawn_event = Event("korolik", dealer, info=(1, *drawn))
        return game

    @classmethod
    def continued(cls, variant: Variant, players: tuple[str, ...] | None, dealer: int,
                  scores_before: list[list[int]], packet: int | None = None) -> Game:
        """A partie whose earlier deals are known only by their scores (one list a
        side each), ``dealer`` dealing the next: a partie kept from part-way, or a
        worked example that begins with the totals.  The players who reached a
        target looked at between deals have left.  ValueError if the partie was
        over before."""
        n = len(scores_before)
        seats = variant.players
        game = cls(variant, players, first_dealer=(dealer - n) % seats,
                   packet=packet or variant.packet_sizes[0])
        running = [0] * variant.sides
        for i, scores in enumerate(scores_before):
            if game.phase is PARTIE_OVER or (variant.shape.over_after(game.deal_scores)
                                                    and not variant.shape.ends_between_deals):
                raise ValueError("the partie was over before the deal recorded")
            mid_deal_target = variant.shape.ends_mid_deal
            if mid_deal_target and max(r + s for r, s in zip(running, scores, strict=True)) >= game.target:
                raise ValueError("the partie was over before the deal recorded")
            running = [r + s for r, s in zip(running, scores, strict=True)]
            log = DealLog(i + 1, game.next_dealer, (0,) * seats, (), scores=list(scores))
            game.history.append(log)
            game.deal_scores.append(list(scores))
            if variant.shape.ends_between_deals:
                game._leave([])
        if game.phase is PARTIE_OVER:
            raise ValueError("the partie was over before the deal recorded")
        game.phase = DEAL
        game.prior = n
        if game.next_dealer != dealer:
            raise ValueError(f"seat {game.next_dealer} deals after those deals, not seat {dealer}")
        game._clear_deal()
        return game

    # ------------------------------------------------------------ sampling

    def sample_action(self, rng: random.Random) -> Action:
        """A random legal action, drawn without listing them all: an exchange is a
        random count then random cards; a declaration is nothing, everything, or a
        random legal one.  Every action it returns is in :meth:`legal_actions`."""
        phase = self.phase
        if phase is PLAY:  # the k-th lowest legal card, k drawn at random
            legal = self.legal_plays()
            for _ in range(int(rng.random() * legal.bit_count())):
                legal &= legal - 1
            return PLAYS[(legal & -legal).bit_length() - 1]
        seat = self.to_move
        if seat is None:
            raise ValueError(f"no seat is to move: {_PHASE_WORDS[phase]}")
        if phase in DECLARE_PHASES:
            cls = DECLARE_PHASES[phase]
            r = rng.random()
            if r < 0.8:
                best = best_declaration(self.hands[seat], cls, self.rules)
                if (cls is DeclClass.POINT and self.rules.point_partner_rule
                        and self._point_refusal(seat, best) is not None):
                    best = ()  # not as good as the best so far, or a partner's equal
                return Declare(cls, best)
            if r < 0.9:
                return Declare(cls, ())
            return Declare(cls, rng.choice(self.declaration_options()))
        if phase in (EXCHANGE_ELDER, EXCHANGE_YOUNGER):
            lo, hi = self.exchange_range()
            counts = self.rules.exchange_counts(lo, hi)
            if len(counts) == hi - lo + 1:  # every count between (drawn as always)
                n = rng.randint(lo, hi)
            else:
                n = counts[rng.randrange(len(counts))]
            m = 0
            for c in rng.sample(cards_of(self.hands[seat]), n):
                m |= 1 << c
            shows = self._shows(n)
            show = shows[0] if len(shows) == 1 else rng.random() < 0.5
            return Exchange(m, show)
        if phase is OPEN_CAPOT:
            return OpenCapot(rng.random() < 0.02)
        if phase is AUCTION:
            calls = auction.legal_calls(self.calls, self.elder)
            return calls[rng.randrange(len(calls))]
        if phase is BLANCHE:
            return Blanche(is_blank(self.hands[seat]) and rng.random() < 0.8)
        raise ValueError(f"no seat is to move: {_PHASE_WORDS[phase]}")

    def play_random_deal(self, rng: random.Random) -> DealLog:
        """Deal from ``rng`` and play the deal to its end by :meth:`sample_action`."""
        self.deal_random(rng)
        while self.phase is not DEAL and self.phase is not PARTIE_OVER:
            self.apply(self.sample_action(rng))
        return self.history[-1]

    # ---------------------------------------------------------------- views

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know of the game now: its cards and what it has seen."""
        seats = self.seats
        # two: the opponent; more: the next seat (what is shown: by all the others)
        opp = seats[(seats.index(seat) + 1) % len(seats)] if seat in seats else (seat + 1) % len(self.hands)
        in_deal = self.phase not in (DEAL, PARTIE_OVER) or bool(self.history)
        exchanged = None
        for e in self.log:
            if e.kind == "exchange" and e.seat == opp:
                exchanged = e.info[0]
        others_shown = 0
        for s, m in enumerate(self.shown):
            if s != seat:
                others_shown |= m
        return SeatView(
            seat=seat,
            players=self.players,
            variant=self.variant.name,
            phase=self.phase,
            to_move=self.to_move,
            deal_number=self.deal_number,
            dealer=self.dealer,
            elder=self.elder,
            hand=self.hands[seat],
            dealt=self.dealt[seat] if in_deal else 0,
            discards=self.discards[seat],
            drawn=self.drawn[seat],
            talon_seen=self.known_talon[seat],
            opponent_shown=others_shown,
            played=self.played,
            opponent_hand_size=self.hands[opp].bit_count(),
            opponent_exchanged=exchanged,
            talon_left=len(self.talon),
            rest_shown=self.rest_shown,
            blanche=tuple(self.blanche),
            tricks=tuple(self.tricks),
            trick=tuple(self.trick),
            leader=self.leader,
            tricks_won=tuple(self.tricks_won),
            scores=tuple(self.scores),
            deal_scores=tuple(tuple(d) for d in self.deal_scores),
            totals=tuple(self.totals),
            events=tuple(e for e in self.log if e.to is None or e.to == seat),
            rules=self.rules,
            calls=tuple(self.calls),
            contract=self.contract,
            seats=seats,
            order=self.order,
            sides=self.side_of,
            shown=tuple(self.shown),
            hand_sizes=tuple(h.bit_count() for h in self.hands),
            left=tuple(self.left),
        )

    def public(self) -> PublicPartie:
        """What every seat knows of the partie (see :class:`PublicPartie`)."""
        return PublicPartie(
            players=self.players, variant=self.variant, packet=self.packet, next_dealer=self.next_dealer,
            phase=self.phase, deal_scores=tuple(tuple(d) for d in self.deal_scores),
            game_starts=tuple(self.game_starts), game_winners=tuple(self.game_winners), prior=self.prior,
            winner=self.winner, result=self.result,
            history=tuple(PublicDeal.of(log) for log in self.history),
            left=tuple(self.left), loser=self.loser,
        )

    def __repr__(self) -> str:
        return (f"<Game deal {self.deal_number} {self.phase.value} to_move={self.to_move} "
                f"scores={self.scores} totals={self.totals}>")


if TYPE_CHECKING:
    _GAME: type[PlayedGame] = Game  # mypy: Piquet's game meets the table's interface
