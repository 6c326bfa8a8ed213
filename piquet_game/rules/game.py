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
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations

from . import auction
from .actions import (
    CALLS,
    DECLARE_PHASES,
    DOUBLE,
    PLAYS,
    Action,
    Blanche,
    Call,
    DealCards,
    Declare,
    DeclClass,
    Exchange,
    IllegalActionError,
    NotYourTurnError,
    OpenCapot,
    Phase,
    Play,
    WrongPhaseError,
)
from .cards import (
    FULL_PACK,
    RANK_MASKS,
    SUIT_SINGULAR,
    cards_of,
    long_card_name,
    winning_index,
)
from .combos import (
    best_declaration,
    check_declaration,
    combo_key,
    compare,
    declaration_options,
    declaration_score,
)
from .events import NOBODY, Event
from .names import quoted
from .variant import RUBICON, Variant, pique_due, pique_pending_below
from .view import SeatView

COURTS = RANK_MASKS[4] | RANK_MASKS[5] | RANK_MASKS[6]

_PHASE_WORDS = {
    Phase.DEAL: "the cards are to be dealt",
    Phase.BLANCHE: "carte blanche is being declared",
    Phase.EXCHANGE_ELDER: "elder is exchanging",
    Phase.EXCHANGE_YOUNGER: "younger is exchanging",
    Phase.DECLARE_POINT: "the point is being declared",
    Phase.DECLARE_SEQUENCE: "sequences are being declared",
    Phase.DECLARE_SET: "sets are being declared",
    Phase.AUCTION: "the contract is being bid",
    Phase.OPEN_CAPOT: "an open capot may be announced",
    Phase.PLAY: "the tricks are being played",
    Phase.PARTIE_OVER: "the partie is over",
}
#: The phases a deal is in when a score has ended it before its last trick (a game to
#: a target reached: the partie over, or a game of a match won and the next to deal).
_CUT_SHORT = (Phase.PARTIE_OVER, Phase.DEAL)
_NEXT_CLASS_PHASE = {
    Phase.DECLARE_POINT: Phase.DECLARE_SEQUENCE,
    Phase.DECLARE_SEQUENCE: Phase.DECLARE_SET,
    Phase.DECLARE_SET: Phase.PLAY,
}


#: The seats' names by the number of players, in the order of play (counter-clockwise
#: round the table for three and four: the first hand is the dealer's right).
SEAT_NAMES = {2: ("South", "North"), 3: ("South", "East", "West"), 4: ("South", "East", "North", "West")}


def play_order(dealer: int, seats: Sequence[int]) -> tuple[int, ...]:
    """``seats`` (those at the table, in the order of play) from the dealer's next
    round to the dealer: first hand (elder) first, the dealer last."""
    i = list(seats).index(dealer)
    return tuple(seats[i + 1:]) + tuple(seats[:i + 1])


def is_blank(hand: int) -> bool:
    """Carte blanche: no king, queen or jack (aces allowed)."""
    return hand & COURTS == 0


def shuffle_deal(rng: random.Random, dealer: int, packet: int = 2, hand_size: int = 12,
                 seats: tuple[int, ...] = (0, 1), players: int | None = None) -> DealCards:
    """Shuffle a fresh pack and deal it as a dealer does: packets of ``packet``
    cards to ``seats`` (the seats at the table, in the order of play), first hand
    first and the dealer last, then the rest face down as the talon (top first).
    ``players``: how many hands the deal has (a seat that left the table gets none)."""
    pack = list(range(32))
    rng.shuffle(pack)
    n = len(seats)
    i = (seats.index(dealer) + 1) % n  # first hand: the seat after the dealer
    hands = [0] * (players or max(seats) + 1)
    pos = 0
    while pos < n * hand_size:
        for c in pack[pos : pos + packet]:
            hands[seats[i]] |= 1 << c
        pos += packet
        i = (i + 1) % n
    return DealCards(tuple(hands), tuple(pack[n * hand_size :]))


@dataclass
class DealLog:
    """One deal as it was played: its cards, every action with its seat, every
    event, and the deal's scores once it is over."""

    number: int
    dealer: int
    hands: tuple[int, ...]
    talon: tuple[int, ...]
    actions: list[tuple[int, Action]] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    scores: list[int] | None = None
    #: Passed out in the auction: the same dealer deals again, and nothing of this
    #: deal counts.  The deal dealt again keeps the ones thrown in before it.
    redealt: bool = False
    thrown_in: list[DealLog] = field(default_factory=list)

    @property
    def scoring_events(self) -> list[Event]:
        return [e for e in self.events if e.is_score]


class Game:
    """A partie.  Construct with :meth:`new` (which cuts for deal) or directly with
    the first dealer, then feed it a :class:`DealCards` for each deal."""

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
        self.players = tuple(players)
        self.first_dealer = first_dealer
        self.packet = packet
        self.rng = rng
        self.cut: list[tuple[int, ...]] = []
        # the first dealer of each korolik (a game of koroliks draws before each)
        self.korolik_dealers: list[int] = [first_dealer]
        # the draw for a korolik's deal, told as the first event of its first deal
        self.drawn_event: Event | None = (Event("korolik", first_dealer, info=(1,))
                                          if variant.korolik else None)
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
        self.phase = Phase.DEAL
        self.winner: int | None = None
        self.result: int | None = None
        self._clear_deal()

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
            if game.phase is Phase.PARTIE_OVER or (variant.partie_over(game.deal_scores)
                                                    and not variant.target_at_deal_end):
                raise ValueError("the partie was over before the deal recorded")
            mid_deal_target = (variant.target or variant.game_targets) and not variant.target_at_deal_end
            if mid_deal_target and max(r + s for r, s in zip(running, scores, strict=True)) >= game.target:
                raise ValueError("the partie was over before the deal recorded")
            running = [r + s for r, s in zip(running, scores, strict=True)]
            log = DealLog(i + 1, game.next_dealer, (0,) * seats, (), scores=list(scores))
            game.history.append(log)
            game.deal_scores.append(list(scores))
            if variant.target_at_deal_end:
                game._leave([])
        if game.phase is Phase.PARTIE_OVER:
            raise ValueError("the partie was over before the deal recorded")
        game.phase = Phase.DEAL
        game.prior = n
        if game.next_dealer != dealer:
            raise ValueError(f"seat {game.next_dealer} deals after those deals, not seat {dealer}")
        game._clear_deal()
        return game

    # ------------------------------------------------------------------ state

    def _clear_deal(self) -> None:
        n = self.variant.players
        self.seats = self.tables[-1][1]  # at the table, in the order of play
        self.rules = self.rules_for_next_deal()
        self.dealer = self.next_dealer
        # from each seat, the seats in the order of play (a trick led by it)
        k = len(self.seats)
        self.turns = {s: tuple(self.seats[(i + j) % k] for j in range(k)) for i, s in enumerate(self.seats)}
        self.order = play_order(self.dealer, self.seats)  # first hand ... the dealer
        self.elder = self.order[0]
        self.side_of = tuple(self.variant.side_of(s) for s in range(n))
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
        self.open_capot: int | None = None  # the seat that announced one
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

    def clone(self) -> Game:
        """An independent copy (events and logs are shared, being immutable)."""
        g = Game.__new__(Game)
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
        k = self.variant.korolik
        if not k:
            start, seats, first = self.tables[-1]
            if len(self.tables) == 1:  # the first dealer, from the cut (or as set since)
                first = self.first_dealer
            return seats[(seats.index(first) + n - start) % len(seats)]
        first = self.korolik_dealers[min(n // k, len(self.korolik_dealers) - 1)]
        return (first + n % k) % 2

    def needs_draw(self) -> bool:
        """A korolik begins with the next deal and its dealer is not drawn yet."""
        k = self.variant.korolik
        n = len(self.deal_scores)
        return bool(k) and self.phase is Phase.DEAL and n > 0 and n % k == 0 \
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
        if self.phase is not Phase.PARTIE_OVER or not self.variant.target_at_deal_end:
            return None
        return next(s for s in self.tables[-1][1] if s not in self.left)

    def side(self, seat: int) -> int:
        """The side ``seat`` scores for: itself, or its partnership."""
        return self.side_of[seat]

    @property
    def deal_number(self) -> int:
        """1-based number of the current deal (between deals, of the next one)."""
        return len(self.deal_scores) + 1 if self.phase is Phase.DEAL else len(self.history)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.PARTIE_OVER

    @property
    def totals(self) -> list[int]:
        """Each seat's total: in a match of games, in the game being played (or the
        last one, once the match is over)."""
        return self.variant.totals(self.deal_scores[self.game_starts[-1]:])

    @property
    def target(self) -> int:
        """The total that ends the game being played (0: a partie of fixed deals)."""
        v = self.variant
        if v.game_targets:
            return v.game_targets[min(len(self.game_starts) - 1, len(v.game_targets) - 1)]
        return v.target

    @property
    def to_move(self) -> int | None:
        phase = self.phase
        if phase is Phase.PLAY:
            return self.turns[self.leader][len(self.trick)]
        if phase in DECLARE_PHASES:
            slots = self.declared[DECLARE_PHASES[phase]]
            for s in self.order:
                if slots[s] is None:
                    return s
        if phase is Phase.EXCHANGE_ELDER:
            return self.elder
        if phase is Phase.EXCHANGE_YOUNGER:
            return self.dealer
        if phase is Phase.BLANCHE:
            return self.blanche_pending[0]
        if phase is Phase.OPEN_CAPOT:
            return self.capot_calls[0]
        if phase is Phase.AUCTION:
            return auction.to_call(self.calls, self.elder)
        return None

    # ------------------------------------------------------------- legality

    def legal_plays(self) -> int:
        """The cards the seat to move may play, as a set (0 outside trick play)."""
        if self.phase is not Phase.PLAY:
            return 0
        hand = self.hands[self.turns[self.leader][len(self.trick)]]
        if self.trick:
            follow = hand & (0xFF << (self.trick[0] & ~7))
            if follow:
                if self.rules.must_head_trick:  # higher cards of the suit, if any
                    higher = follow & ~((2 << self.trick[0]) - 1)
                    if higher:
                        return higher
                return follow
        return hand

    def exchange_range(self) -> tuple[int, int]:
        """(fewest, most) cards the seat to move may exchange now (see
        :meth:`exchange_counts` for the counts between them a variant allows)."""
        v = self.rules
        if self.phase is Phase.EXCHANGE_ELDER:
            lo, hi = v.elder_exchange
            return lo, min(hi, v.talon_shares[0], len(self.talon))
        if self.phase is Phase.EXCHANGE_YOUNGER:
            hi = len(self.talon)
            if v.younger_max_exchange:
                hi = min(hi, v.younger_max_exchange)
            return v.younger_min_exchange, hi
        return (0, -1)

    def exchange_counts(self) -> tuple[int, ...]:
        """Every number of cards the seat to move may exchange now."""
        lo, hi = self.exchange_range()
        return self.rules.exchange_counts(lo, hi)

    def asks_to_show_rest(self, n: int) -> bool:
        """Whether the seat to move, exchanging ``n`` cards now, also says if the
        cards it leaves are shown to both (younger leaving some, in a game that asks)."""
        return n < len(self.talon) and self._shows(n) != (None,)

    def _shows(self, n: int) -> tuple[bool | None, ...]:
        """The show_rest answers younger may give, exchanging ``n`` cards (none when
        the dealer alone exchanges: what he leaves, he alone sees)."""
        if (self.phase is not Phase.EXCHANGE_YOUNGER or n == len(self.talon)
                or self.rules.rest_shown_to_both or self.rules.exchangers == "dealer"):
            return (None,)
        return (True, False)

    def declaration_options(self, seat: int | None = None) -> list[tuple[int, ...]]:
        """What the seat to move (or ``seat``) may declare in the class being
        declared: :func:`~piquet_game.rules.combos.declaration_options`, and among
        partners (the four-handed game) a point only better than the best declared
        so far, or equal to an opponent's: never a partner's."""
        cls = DECLARE_PHASES[self.phase]
        seat = self.to_move if seat is None else seat
        options = declaration_options(cls, self.hands[seat], self.rules)  # type: ignore[index]
        if cls is not DeclClass.POINT or not self.rules.point_partner_rule:
            return options
        return [o for o in options if self._point_refused(seat, o) is None]  # type: ignore[arg-type]

    def _point_refused(self, seat: int, combos: Sequence[int]) -> IllegalActionError | None:
        """Among partners (``point_partner_rule``): why ``seat`` may not declare the
        point ``combos`` now (lower than the best so far, or equal to a partner's),
        or None.  Declaring nothing is always allowed."""
        if not combos:
            return None
        best = self._best_declared(DeclClass.POINT)
        if best is None:
            return None
        key = combo_key(DeclClass.POINT, combos[0], self.rules)
        if key < best[0]:
            return IllegalActionError("a point is declared only when it is as good as the best so far: "
                                      "declare a better or an equal one, or pass", "point-lower")
        if key == best[0] and any(self.side_of[h] == self.side_of[seat] for h in best[1]):
            return IllegalActionError("your partner's point is as good: declare a better one, or pass",
                                      "partner-point")
        return None

    def _best_declared(self, cls: DeclClass) -> tuple[tuple[int, ...], list[int]] | None:
        """The best combination declared so far in ``cls`` (its key) and the seats
        holding one as good, or None."""
        best: tuple[int, ...] | None = None
        holders: list[int] = []
        for s in self.order:
            combos = self.declared[cls][s]
            if not combos:
                continue
            key = combo_key(cls, combos[0], self.rules)
            if best is None or key > best:
                best, holders = key, [s]
            elif key == best:
                holders.append(s)
        return None if best is None else (best, holders)

    def legal_actions(self) -> list[Action]:
        """Every action the seat to move may make; empty when no seat is to move
        (between deals, feed a :class:`DealCards`; after the partie, nothing)."""
        phase = self.phase
        if phase is Phase.PLAY:
            return [PLAYS[c] for c in cards_of(self.legal_plays())]
        if phase in DECLARE_PHASES:
            cls = DECLARE_PHASES[phase]
            return [Declare(cls, combos) for combos in self.declaration_options()]
        if phase is Phase.BLANCHE:
            if is_blank(self.hands[self.blanche_pending[0]]):
                return [Blanche(True), Blanche(False)]
            return [Blanche(False)]
        if phase is Phase.OPEN_CAPOT:
            return [OpenCapot(True), OpenCapot(False)]
        if phase is Phase.AUCTION:
            return list(auction.legal_calls(self.calls, self.elder))
        if phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            hand = self.hands[self.to_move]  # type: ignore[index]
            cards = cards_of(hand)
            out: list[Action] = []
            for n in self.exchange_counts():
                shows = self._shows(n)
                for combo in combinations(cards, n):
                    m = 0
                    for c in combo:
                        m |= 1 << c
                    for show in shows:
                        out.append(Exchange(m, show))
            return out
        return []

    def is_legal(self, action: Action) -> bool:
        try:
            self.check(action)
        except IllegalActionError:
            return False
        return True

    def check(self, action: Action, seat: int | None = None) -> None:
        """Raise :class:`IllegalActionError` if the action may not be made now."""
        phase = self.phase
        if seat is not None and seat != self.to_move:
            if self.to_move is None:
                raise NotYourTurnError(f"no one is to move: {_PHASE_WORDS[phase]}", "not-your-turn")
            raise NotYourTurnError(
                f"it is not your turn: {self.players[self.to_move]} is to move", "not-your-turn"
            )
        if isinstance(action, Play):
            if phase is not Phase.PLAY:
                raise WrongPhaseError(f"no card is played now: {_PHASE_WORDS[phase]}", "wrong-phase")
            card = action.card
            if not isinstance(card, int) or not 0 <= card < 32:
                raise IllegalActionError("that is not a card", "no-card")
            mover = self.turns[self.leader][len(self.trick)]
            hand = self.hands[mover]
            if not hand >> card & 1:
                raise IllegalActionError(f"you do not hold the {long_card_name(card)}", "not-held")
            if self.trick:
                led = self.trick[0] >> 3
                if (card >> 3) != led and hand & (0xFF << (led << 3)):
                    raise IllegalActionError(
                        f"must follow suit: you hold a {SUIT_SINGULAR[led]}", "follow-suit"
                    )
                if (self.rules.must_head_trick and card < self.trick[0]
                        and hand & (0xFF << (led << 3)) & ~((2 << self.trick[0]) - 1)):
                    raise IllegalActionError(
                        f"must head the trick: you hold a {SUIT_SINGULAR[led]} higher than the "
                        f"{long_card_name(self.trick[0])}", "head-trick")
            return
        if isinstance(action, Declare):
            if phase not in DECLARE_PHASES:
                raise WrongPhaseError(f"no declaring now: {_PHASE_WORDS[phase]}", "wrong-phase")
            cls = DECLARE_PHASES[phase]
            if action.cls is not cls:
                raise WrongPhaseError(
                    f"the {cls.value} is declared now, not the {action.cls.value}"
                    if cls is DeclClass.POINT
                    else f"{cls.value}s are declared now, not the {action.cls.value}",
                    "class-order",
                )
            check_declaration(cls, action.combos, self.hands[self.to_move], self.rules)  # type: ignore[index]
            if cls is DeclClass.POINT and self.rules.point_partner_rule:
                refused = self._point_refused(self.to_move, action.combos)  # type: ignore[arg-type]
                if refused is not None:
                    raise refused
            return
        if isinstance(action, Exchange):
            if phase not in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
                raise WrongPhaseError(f"no exchanging now: {_PHASE_WORDS[phase]}", "wrong-phase")
            seat_ = self.to_move
            hand = self.hands[seat_]  # type: ignore[index]
            d = action.discard
            if not isinstance(d, int) or d < 0 or d & ~FULL_PACK:
                raise IllegalActionError("the discard must be a set of cards", "no-card")
            if d & ~hand:
                missing = cards_of(d & ~hand)[0]
                raise IllegalActionError(
                    f"you cannot discard the {long_card_name(missing)}: you do not hold it", "not-held"
                )
            n = d.bit_count()
            lo, hi = self.exchange_range()
            if lo <= n <= hi and n not in self.exchange_counts():
                least = self.rules.exchange_min_taken
                raise IllegalActionError(f"take no card, or at least {least}", "exchange-count")
            if phase is Phase.EXCHANGE_ELDER:
                if n < lo:
                    raise IllegalActionError(f"elder must exchange at least {lo} card", "elder-min")
                if n > hi:
                    raise IllegalActionError(f"elder may exchange at most {hi} cards", "elder-max")
                if action.show_rest is not None:
                    raise IllegalActionError("only younger says whether the rest is shown", "show-rest")
            else:
                who = "the dealer" if self.rules.exchangers == "dealer" else "younger"
                if n < lo:
                    raise IllegalActionError(f"{who} must exchange at least {lo} cards", "younger-min")
                if n > hi:
                    raise IllegalActionError(
                        f"{who} may exchange at most {hi} cards"
                        + (f": only {hi} are left in the talon" if hi == len(self.talon) else ""),
                        "younger-max",
                    )
                shows = self._shows(n)
                if action.show_rest not in shows:
                    if shows == (None,) and n < len(self.talon):
                        raise IllegalActionError("the cards nobody takes are shown to both", "show-rest")
                    if shows == (None,):
                        raise IllegalActionError("no cards are left in the talon to show", "show-rest")
                    raise IllegalActionError(
                        "cards are left in the talon: say whether both see them or neither does"
                        if shows == (True, False) else "the dealer alone sees the cards he leaves",
                        "show-rest",
                    )
            return
        if isinstance(action, Blanche):
            if phase in (Phase.DEAL, Phase.PARTIE_OVER):
                raise WrongPhaseError(f"no carte blanche now: {_PHASE_WORDS[phase]}", "wrong-phase")
            if phase is not Phase.BLANCHE:
                raise WrongPhaseError(
                    "carte blanche is declared at once, before elder's exchange", "blanche-late"
                )
            if action.declare and not is_blank(self.hands[self.blanche_pending[0]]):
                raise IllegalActionError(
                    "carte blanche is a hand with no king, queen or jack: yours has one", "blanche-hand"
                )
            return
        if isinstance(action, OpenCapot):
            if phase is not Phase.OPEN_CAPOT:
                raise WrongPhaseError("an open capot is announced before the first lead", "wrong-phase")
            return
        if isinstance(action, Call):
            self._check_call(action)
            return
        if isinstance(action, DealCards):
            if phase is not Phase.DEAL:
                raise WrongPhaseError(f"no dealing now: {_PHASE_WORDS[phase]}", "wrong-phase")
            if self.needs_draw():
                raise WrongPhaseError("the players draw for the deal of the new korolik first",
                                      "korolik-draw")
            rules = self.rules_for_next_deal()
            hs = rules.hand_size
            seats = self.tables[-1][1]
            if len(action.hands) != self.variant.players or any(
                    not isinstance(h, int) or h.bit_count() != (hs if s in seats else 0)
                    for s, h in enumerate(action.hands)):
                raise IllegalActionError(f"each player at the table is dealt {hs} cards", "deal-size")
            talon = action.talon
            if len(talon) != sum(rules.talon_shares) or len(set(talon)) != len(talon):
                raise IllegalActionError(
                    f"the talon is {sum(rules.talon_shares)} different cards", "deal-talon"
                )
            tmask = 0
            for c in talon:
                if not isinstance(c, int) or not 0 <= c < 32:
                    raise IllegalActionError("the talon holds a card that does not exist", "deal-talon")
                tmask |= 1 << c
            seen = tmask
            for h in action.hands:
                if seen & h:
                    raise IllegalActionError("the hands and talon must be the 32 cards, each once",
                                             "deal-pack")
                seen |= h
            if seen != FULL_PACK:
                raise IllegalActionError("the hands and talon must be the 32 cards, each once", "deal-pack")
            return
        raise IllegalActionError(f"{action!r} is not an action", "no-action")

    def _check_call(self, call: Call) -> None:
        """Raise :class:`IllegalActionError` for a call that may not be made now."""
        if self.phase is not Phase.AUCTION:
            raise WrongPhaseError(f"no bidding now: {_PHASE_WORDS[self.phase]}", "wrong-phase")
        if not isinstance(call.word, str) or CALLS.get(call.word) != call:
            raise IllegalActionError(f"{quoted(call.word)} is not a call: a bid 7+ to 12+ or 7- to "
                                     "12-, pass, double, redouble or content", "no-call")
        if call in auction.legal_calls(self.calls, self.elder):
            return
        if self.calls and self.calls[-1][1] == DOUBLE:
            raise IllegalActionError("your contract is doubled: say redouble or content",
                                     "call-after-double")
        if call.is_bid:
            last = next(c for _, c in reversed(self.calls) if c.is_bid)
            raise IllegalActionError(f"a bid must be higher than {last.word}", "bid-higher")
        if call == DOUBLE:
            raise IllegalActionError("only the opponent's bid can be doubled", "double")
        raise IllegalActionError(f"{call.word} answers a double, and none was made", "redouble")

    # --------------------------------------------------------------- applying

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Make the action for the seat to move (checked against ``seat`` if given).
        Returns the events it caused, in order."""
        if self.phase is Phase.PLAY and type(action) is Play and seat is None:
            # Hot path: the same checks as check(), inlined.
            card = action.card
            mover = self.turns[self.leader][len(self.trick)]
            hand = self.hands[mover]
            legal = hand
            if self.trick:
                follow = hand & (0xFF << (self.trick[0] & ~7))
                if follow:
                    legal = follow
                    if self.rules.must_head_trick:
                        legal = follow & ~((2 << self.trick[0]) - 1) or follow
            if type(card) is not int or not 0 <= card < 32 or not legal >> card & 1:
                self.check(action)
            return self._play(mover, card)
        self.check(action, seat)
        if isinstance(action, DealCards):
            return self._deal(action)
        who = self.to_move
        assert who is not None
        if isinstance(action, Play):
            return self._play(who, action.card)
        mover = who
        self.history[-1].actions.append((mover, action))
        if isinstance(action, Declare):
            return self._declare(mover, action)
        if isinstance(action, Exchange):
            return self._exchange(mover, action)
        if isinstance(action, OpenCapot):
            return self._open_capot(mover, action.announce)
        if isinstance(action, Call):
            return self._call(mover, action)
        assert isinstance(action, Blanche)
        return self._blanche(mover, action.declare)

    def deal_random(self, rng: random.Random | None = None) -> list[Event]:
        """The chance step, from ``rng`` or the game's own."""
        rng = rng or self.rng
        if rng is None:
            raise ValueError("no random.Random to deal with")
        if self.needs_draw():  # the korolik's draw, told with its first deal
            self.draw_for_deal(rng)
        return self.apply(self.shuffled(rng))

    def shuffled(self, rng: random.Random) -> DealCards:
        """A shuffle of the pack dealt for the next deal, by its dealer, to the seats
        at the table."""
        return shuffle_deal(rng, self.next_dealer, self.packet, self.rules_for_next_deal().hand_size,
                            self.tables[-1][1], self.variant.players)

    def rules_for_next_deal(self) -> Variant:
        """The rules the next deal is played by: the variant's, or its continuation's
        once players have left the table (Piquet Normand's last two)."""
        return self.variant.rules_at(len(self.tables[-1][1]))

    def _emit(self, events: list[Event], event: Event) -> None:
        events.append(event)
        self.log.append(event)

    def _score(self, events: list[Event], seat: int, kind: str, points: int, bonus: str | None,
               **extra: object) -> None:
        """Add points to the score of ``seat``'s side (``seat`` made them); ``bonus`` is
        "repique" or "pique" when reaching the threshold with this score would earn one."""
        scores = self.scores
        side = self.side_of[seat]
        before = scores[side]
        after = before + points
        scores[side] = after
        self._emit(events, Event(kind, seat, points, after, **extra))  # type: ignore[arg-type]
        v = self.rules
        if bonus == "repique":
            self.decl_points[side] += points
        if bonus is None:
            pass
        elif bonus == "pique":
            th, extra_pts = self.bonus[0], self.bonus[1]
            pending = pique_pending_below(th, self.bonus[2])
            if pique_due(before, after, th, pending) and self._unblocked("pique", seat):
                scores[side] = after + extra_pts
                self._emit(events, Event("pique", seat, extra_pts, after + extra_pts))
        elif v.blocking == "any":  # (blocked by declarations: decided after them)
            th, extra_pts = self.bonus[2], self.bonus[3]
            if before < th <= after and v.may_repique(scores, side):
                scores[side] = after + extra_pts
                self._emit(events, Event("repique", seat, extra_pts, after + extra_pts))
        self._check_target(events)

    def _unblocked(self, bonus: str, seat: int) -> bool:
        """Whether nothing of the other sides' blocks ``seat``'s pique or repique."""
        v = self.rules
        side = self.side_of[seat]
        if v.blocking == "declarations":  # only elder piques; tricks never block
            return (bonus == "repique" or seat == self.elder) and \
                all(p == 0 for i, p in enumerate(self.decl_points) if i != side)
        return v.may_pique(self.scores, side) if bonus == "pique" else v.may_repique(self.scores, side)

    def _after_declarations(self, events: list[Event]) -> None:
        """The declarations are over: a repique decided only now (Russian), then the
        open capot question, or the first lead."""
        v = self.rules
        if v.blocking == "declarations":
            th, extra_pts = self.bonus[2], self.bonus[3]
            for s in self.order:
                side = self.side_of[s]
                if self.decl_points[side] >= th and self._unblocked("repique", s):
                    self.scores[side] += extra_pts
                    self._emit(events, Event("repique", s, extra_pts, self.scores[side]))
                    self._check_target(events)
                    if self.phase in _CUT_SHORT:
                        return
        if v.open_capot_points:
            self.phase = Phase.OPEN_CAPOT
            self.capot_calls = list(self.order)
        else:
            self._enter_class(Phase.PLAY)

    def _open_capot(self, seat: int, announce: bool) -> list[Event]:
        events: list[Event] = []
        self.capot_calls.pop(0)
        if announce and self.open_capot is None:
            self.open_capot = seat
            self._emit(events, Event("capot-call", seat))  # announced: all twelve tricks
        if not self.capot_calls:
            self._enter_class(Phase.PLAY)
        return events

    def _check_target(self, events: list[Event]) -> None:
        """A game to a target ends the moment a running total reaches it: the score
        that reached it counts in full (its pique or repique too), nothing after it
        is scored or played, and the deal ends where it stands."""
        target = self.target
        if not target or self.variant.target_at_deal_end:
            return
        running = [t + s for t, s in zip(self.totals, self.scores, strict=True)]
        if max(running) < target:
            return
        v = self.variant
        if not v.game_targets:
            self._end_deal(events, partie_over=True)
            return
        # a game of the match is won: the deal ends here; the match, or the next game
        winner = running.index(max(running))
        self.game_winners.append(winner)
        won = self.game_winners.count(winner)
        number = len(self.game_winners)
        over = won >= v.games_to_win or number >= len(v.game_targets)
        self._end_deal(events, partie_over=over, game_won=(winner, number, running))

    def _deal(self, action: DealCards) -> list[Event]:
        thrown: list[DealLog] = []
        if self.history and self.history[-1].redealt:  # the deal thrown in, kept with this one
            last = self.history.pop()
            thrown = [*last.thrown_in, last]
            last.thrown_in = []
        self._clear_deal()
        self.hands = list(action.hands)
        self.dealt = tuple(action.hands)
        self.talon = list(action.talon)
        number = len(self.deal_scores) + 1
        self.history.append(DealLog(number, self.dealer, tuple(action.hands), tuple(action.talon),
                                    thrown_in=thrown))
        events: list[Event] = []
        if self.drawn_event is not None:
            self._emit(events, self.drawn_event)
            self.drawn_event = None
        self._emit(events, Event("deal", self.dealer, info=(number,)))
        for s in self.order:
            self._emit(events, Event("hand", s, cards=self.hands[s], to=s))
        # Every seat is asked, first hand first, whatever it holds: a question put only
        # to a seat holding a blank hand would tell the others it holds one.
        if not self.rules.blanche_points:
            self.blanche_pending = []
        elif self.rules.younger_blanche_after_exchange:  # younger is asked after elder exchanges
            self.blanche_pending = [self.elder]
        else:
            self.blanche_pending = list(self.order)
        self.history[-1].events = self.log
        if self.blanche_pending:
            self.phase = Phase.BLANCHE
        else:
            self._after_blanche(events)
        return events

    def _blanche(self, seat: int, declare: bool) -> list[Event]:
        events: list[Event] = []
        self.blanche_pending.pop(0)
        if declare:
            self.blanche[seat] = True
            # shown at once, but younger's when elder is still to exchange (he would
            # exchange knowing it): shown after elder's exchange, or when he has spoken
            if seat != self.dealer or self.rules.younger_blanche_after_exchange or len(self.order) > 2:
                self.shown[seat] |= self.hands[seat]  # shown at once
                self._score(events, seat, "blanche", self.rules.blanche_points, "repique",
                            cards=self.hands[seat])
            else:
                self._score(events, seat, "blanche", self.rules.blanche_points, "repique")
            if self.phase in _CUT_SHORT:  # a game to a target, reached
                return events
        if not self.blanche_pending:
            self._after_blanche(events)
        return events

    def _after_blanche(self, events: list[Event]) -> None:
        """Carte blanche is answered: the exchange, or in a game without one (the
        talon out of play, unseen) the auction or the declarations."""
        if self.rules.exchange:
            first = self.elder_exchanged or self.rules.exchangers == "dealer"
            self.phase = Phase.EXCHANGE_YOUNGER if first else Phase.EXCHANGE_ELDER
            return
        rest = 0
        for c in self.talon:
            rest |= 1 << c
        self.rest, self.rest_shown, self.talon = rest, False, []
        if rest:
            self._emit(events, Event("rest", None, cards=rest, to=NOBODY))
        if self.blanche[self.dealer] and not self.shown[self.dealer]:
            # younger's blanche is shown once elder has spoken
            self.shown[self.dealer] |= self.dealt[self.dealer]
            self._emit(events, Event("blanche-shown", self.dealer, cards=self.dealt[self.dealer]))
        if self.rules.auction:
            self.phase = Phase.AUCTION
        else:
            self._enter_class(Phase.DECLARE_POINT)

    def _call(self, seat: int, call: Call) -> list[Event]:
        events: list[Event] = []
        self.calls.append((seat, call))
        self._emit(events, Event("call", seat, word=call.word))
        if not auction.is_over(self.calls):
            return events
        contract = auction.contract(self.calls)
        if contract is None:  # both passed: the same dealer deals again
            self.history[-1].redealt = True
            self._emit(events, Event("redeal", self.dealer))
            self.phase = Phase.DEAL
            return events
        self.contract = contract
        self.bonus = self.rules.bonus_rules(contract.minus)
        self._emit(events, Event("contract", contract.declarer, word=str(contract),
                                 info=(contract.tricks, int(contract.minus), contract.multiplier)))
        self._enter_class(Phase.DECLARE_POINT)
        return events

    def _exchange(self, seat: int, action: Exchange) -> list[Event]:
        events: list[Event] = []
        d = action.discard
        n = d.bit_count()
        drawn = 0
        for c in self.talon[:n]:
            drawn |= 1 << c
        del self.talon[:n]
        self.hands[seat] = (self.hands[seat] & ~d) | drawn
        self.discards[seat] = d
        self.drawn[seat] = drawn
        self.known_talon[seat] |= drawn
        self._emit(events, Event("exchange", seat, info=(n,)))
        self._emit(events, Event("discard", seat, cards=d, to=seat))
        self._emit(events, Event("draw", seat, cards=drawn, to=seat))
        if seat == self.elder and self.rules.exchangers == "both":
            left = 0
            order = tuple(self.talon[: self.rules.talon_shares[0] - n])
            for c in order:
                left |= 1 << c
            if left and self.rules.elder_peeks:
                self.known_talon[seat] |= left
                self._emit(events, Event("peek", seat, cards=left, info=order, to=seat))
            if self.blanche[self.dealer]:
                self.shown[self.dealer] |= self.dealt[self.dealer]
                self._emit(events, Event("blanche-shown", self.dealer, cards=self.dealt[self.dealer]))
            self.elder_exchanged = True
            if self.rules.younger_blanche_after_exchange and self.rules.blanche_points:
                self.blanche_pending = [self.dealer]  # the dealer's Bianco comes now
                self.phase = Phase.BLANCHE
            else:
                self.phase = Phase.EXCHANGE_YOUNGER
        else:
            rest = 0
            for c in self.talon:
                rest |= 1 << c
            self.rest = rest
            if rest and self.rules.exchangers == "dealer":  # he alone looks at what he left
                self.rest_shown = False
                self.known_talon[seat] |= rest
                self._emit(events, Event("rest", None, cards=rest, to=seat))
            elif rest:
                self.rest_shown = bool(action.show_rest) or self.rules.rest_shown_to_both
                if self.rest_shown:
                    for s in self.seats:
                        self.known_talon[s] |= rest
                    self._emit(events, Event("rest", None, cards=rest))
                else:
                    self._emit(events, Event("rest", None, cards=rest, to=NOBODY))
            self.talon = []
            self._enter_class(Phase.DECLARE_POINT)
        return events

    def _enter_class(self, phase: Phase) -> None:
        self.phase = phase
        if phase in DECLARE_PHASES:  # a seat away from the table has declared nothing
            self.declared[DECLARE_PHASES[phase]] = [None if s in self.seats else () for s in
                                                    range(self.variant.players)]
        else:
            self.leader = self.elder

    def _declare(self, seat: int, action: Declare) -> list[Event]:
        events: list[Event] = []
        cls = action.cls
        v = self.rules
        combos = tuple(action.combos)
        slots = self.declared[cls]
        slots[seat] = combos
        if len(self.order) > 2 or seat == self.elder:  # an announcement, in turn
            self._emit(events, Event("announce", seat, cls=cls.value, info=self._announce_info(cls, combos)))
            if seat != self.order[-1]:
                return events
        holder: int | None = None
        if len(self.order) == 2:  # two: younger answers elder, asking for the tie-break when he must
            elder_combos = slots[self.elder] or ()
            if elder_combos:
                ke = combo_key(cls, elder_combos[0], v)
                ky = combo_key(cls, combos[0], v) if combos else None
                head = 2 if cls is DeclClass.SET else 1
                if ky is not None and ky[:head] == ke[:head] and len(ke) > head:
                    self._emit(events, Event("ask", seat, cls=cls.value))
                    self._emit(events, Event("tiebreak", self.elder, cls=cls.value, info=tuple(ke[head:])))
            outcome = compare(cls, elder_combos, combos, v)
            if elder_combos:
                word = "good" if outcome > 0 else "not-good" if outcome < 0 else "equal"
                self._emit(events, Event("answer", seat, cls=cls.value, word=word))
            if outcome:
                holder = self.elder if outcome > 0 else seat
        else:  # the best at the table, unless another side holds one as good
            best = self._best_declared(cls)
            if best is not None and len({self.side_of[h] for h in best[1]}) == 1:
                holder = best[1][0]
        # the class is declared: the best scores for its side
        if holder is not None:
            side = self.side_of[holder]
            # the holder's combinations, then (sequences and sets) his partners'
            scorers = [holder] + ([s for s in self.order if s != holder and self.side_of[s] == side]
                                  if cls is not DeclClass.POINT else [])
            for s in scorers:
                won = slots[s] or ()
                if not won:
                    continue
                shown = 0
                for m in won:
                    shown |= m
                self.shown[s] |= shown
                self._score(events, s, cls.value, declaration_score(cls, won, v), "repique",
                            cards=shown, combos=won, cls=cls.value)
                if self.phase in _CUT_SHORT:  # a game to a target, reached
                    return events
        following = _NEXT_CLASS_PHASE[self.phase]
        if following is Phase.PLAY:
            self._after_declarations(events)
        else:
            self._enter_class(following)
        return events

    def _announce_info(self, cls: DeclClass, combos: tuple[int, ...]) -> tuple[int, ...]:
        """What is said of a class: by elder, opening it at a table of two, the
        length of his point or sequence, the size and rank of his set; at a table of
        three or four, by each in turn, all of it at once (the point's length and
        value, the sequence's length and top card); the value alone of a point said
        by its value; or nothing."""
        if not combos:
            return ()
        key = combo_key(cls, combos[0], self.rules)
        if cls is DeclClass.POINT and self.rules.point_said == "value":
            return (key[1],)  # the total of the suit, the suit not named
        if len(self.order) > 2:
            return tuple(key)
        return tuple(key[:2]) if cls is DeclClass.SET else tuple(key[:1])

    def _play(self, seat: int, card: int) -> list[Event]:
        events: list[Event] = []
        self.history[-1].actions.append((seat, PLAYS[card]))
        self.hands[seat] &= ~(1 << card)
        self.played |= 1 << card
        v = self.rules
        trick = self.trick
        self._emit(events, Event("play", seat, cards=1 << card))
        trick.append(card)
        if len(trick) == 1:
            if v.lead_points:
                self._score(events, seat, "lead", v.lead_points, "pique")
            return events
        if len(trick) < len(self.seats):
            return events
        # the trick is complete: the highest card of the suit led wins it
        leader = self.leader
        winner = self.turns[leader][winning_index(trick)]
        self.tricks.append((leader, *trick, winner))
        self.trick = []
        self.tricks_won[winner] += 1
        cards = 0
        for card_i in trick:
            cards |= 1 << card_i
        self._emit(events, Event("trick", winner, cards=cards, info=tuple(trick)))
        side = self.side_of
        pts = v.win_opponent_lead_points if side[winner] != side[leader] else v.win_own_lead_points
        self.leader = winner
        if pts:
            self._score(events, winner, "win", pts, "pique")
        if self.phase in _CUT_SHORT or len(self.tricks) < v.hand_size:
            return events
        total = len(self.tricks)
        by_side = [0] * self.variant.sides
        for s in self.seats:
            by_side[side[s]] += self.tricks_won[s]
        capot = by_side[side[winner]] == total
        if v.last_trick_points and not (capot and v.capot_cancels_last):
            self._score(events, winner, "last", v.last_trick_points, "pique")
        award = v.cards_award(by_side, total)
        if award is not None and self.phase not in _CUT_SHORT:
            won_side, kind, points = award
            # scored by the side's player with the most tricks (the first in turn of equals)
            scorer = max((x for x in self.order if side[x] == won_side), key=lambda x: self.tricks_won[x])
            if kind == "capot" and self.open_capot == scorer:
                kind, points = "open-capot", v.open_capot_points
            self._score(events, scorer, kind, points, None)
        if self.contract is not None and self.phase not in _CUT_SHORT:
            c = self.contract
            over, under = c.result(self.tricks_won[c.declarer], total)
            each = v.contract_points * c.multiplier
            if over:
                self._score(events, c.declarer, "overtricks", over * each, None, info=(over,))
            if under:
                self._score(events, 1 - c.declarer, "undertricks", under * each, None, info=(under,))
        if self.phase not in _CUT_SHORT:
            self._end_deal(events)
        return events

    def _end_deal(self, events: list[Event], partie_over: bool = False,
                  game_won: tuple[int, int, list[int]] | None = None) -> None:
        scores = list(self.scores)
        self.deal_scores.append(scores)
        self.history[-1].scores = scores
        self._emit(events, Event("deal-end", None, info=tuple(scores)))
        if game_won is not None:
            winner, number, running = game_won
            self._emit(events, Event("game-end", winner, info=(number, *running)))
            if partie_over:  # the match: the games won by each
                self.winner = winner
                self.result = self.variant.games_to_win - self.game_winners.count(1 - winner)
                self.phase = Phase.PARTIE_OVER
                games = tuple(self.game_winners.count(s) for s in (0, 1))
                self._emit(events, Event("partie-end", winner, self.result, info=games))
            else:  # the totals start again for the next game
                self.game_starts.append(len(self.deal_scores))
                self.phase = Phase.DEAL
            return
        if self.variant.target_at_deal_end and self._leave(events):
            return
        if partie_over or self.variant.partie_over(self.deal_scores):
            totals = self.totals
            self.winner, self.result = self.variant.settle(totals)
            self.phase = Phase.PARTIE_OVER
            self._emit(events, Event("partie-end", self.winner, self.result or 0, info=tuple(totals)))
        else:
            self.phase = Phase.DEAL

    def _leave(self, events: list[Event]) -> bool:
        """After a deal of a game whose target is looked at between deals (Piquet
        Normand): every player at the table who has reached it leaves a winner,
        highest total first; when one player is left (or none: all reached it in the
        same deal, the lowest of them is left), the partie is over and he pays each
        winner.  Whether it is over."""
        totals = self.totals
        seats = self.tables[-1][1]
        reached = sorted((s for s in seats if totals[s] >= self.target), key=lambda s: -totals[s])
        if not reached:
            return False
        if len(reached) == len(seats):  # all reached it at once: the lowest stay (equal: play on)
            low = min(totals[s] for s in seats)
            reached = [s for s in reached if totals[s] != low]
        for s in reached:
            self.left.append(s)
            self._emit(events, Event("leave", s, totals[s], totals[s], info=(len(self.left),)))
        stay = tuple(s for s in seats if s not in reached)
        if len(stay) > 1:
            if reached:  # the deal passes on from this deal's dealer, to the next still there
                i = seats.index(self.history[-1].dealer)
                following = next(s for s in seats[i + 1:] + seats[:i + 1] if s in stay)
                self.tables.append((len(self.deal_scores), stay, following))
            self.phase = Phase.DEAL
            return True
        loser = stay[0]
        self.winner = None
        if self.variant.settlement == "difference":
            self.result = sum(totals[s] - totals[loser] for s in self.left)
        else:
            self.result = len(self.left)  # a stake to each winner
        self.phase = Phase.PARTIE_OVER
        # ``seat`` is the one who pays, ``points`` what he pays in all
        self._emit(events, Event("partie-end", loser, self.result, info=tuple(totals), word="pays"))
        return True

    # ------------------------------------------------------------ sampling

    def sample_action(self, rng: random.Random) -> Action:
        """A random legal action, drawn without listing them all: an exchange is a
        random count then random cards; a declaration is nothing, everything, or a
        random legal one.  Every action it returns is in :meth:`legal_actions`."""
        phase = self.phase
        if phase is Phase.PLAY:
            legal = cards_of(self.legal_plays())
            return PLAYS[legal[int(rng.random() * len(legal))]]
        seat = self.to_move
        if seat is None:
            raise ValueError(f"no seat is to move: {_PHASE_WORDS[phase]}")
        if phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
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
        if phase is Phase.OPEN_CAPOT:
            return OpenCapot(rng.random() < 0.02)
        if phase is Phase.AUCTION:
            calls = auction.legal_calls(self.calls, self.elder)
            return calls[rng.randrange(len(calls))]
        if phase in DECLARE_PHASES:
            cls = DECLARE_PHASES[phase]
            r = rng.random()
            if r < 0.8:
                best = best_declaration(self.hands[seat], cls, self.rules)
                if (cls is DeclClass.POINT and self.rules.point_partner_rule
                        and self._point_refused(seat, best) is not None):
                    best = ()  # not as good as the best so far, or a partner's equal
                return Declare(cls, best)
            if r < 0.9:
                return Declare(cls, ())
            return Declare(cls, rng.choice(self.declaration_options()))
        if phase is Phase.BLANCHE:
            return Blanche(is_blank(self.hands[seat]) and rng.random() < 0.8)
        raise ValueError(f"no seat is to move: {_PHASE_WORDS[phase]}")

    def play_random_deal(self, rng: random.Random) -> DealLog:
        """Deal from ``rng`` and play the deal to its end by :meth:`sample_action`."""
        self.deal_random(rng)
        while self.phase is not Phase.DEAL and self.phase is not Phase.PARTIE_OVER:
            self.apply(self.sample_action(rng))
        return self.history[-1]

    # ---------------------------------------------------------------- views

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know of the game now: its cards and what it has seen."""
        seats = self.seats
        # two: the opponent; more: the next seat (what is shown: by all the others)
        opp = seats[(seats.index(seat) + 1) % len(seats)] if seat in seats else (seat + 1) % len(self.hands)
        in_deal = self.phase not in (Phase.DEAL, Phase.PARTIE_OVER) or bool(self.history)
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

    def __repr__(self) -> str:
        return (f"<Game deal {self.deal_number} {self.phase.value} to_move={self.to_move} "
                f"scores={self.scores} totals={self.totals}>")

