"""A game of Ass as a state machine: the trump choice, deals, the bet, tricks with
refills from the stock, the score and the banks.

:class:`AssRules` fixes a game's parameters (players, trump option, the targets);
:class:`AssGame` is one game from the first deal to the end.  As in the Piquet
engine: one source of legality (:meth:`AssGame.legal_actions`), typed actions,
:class:`~piquet_game.rules.actions.IllegalActionError` naming the broken rule
(the game unchanged), events in order, a per-seat view (:class:`AssView`), and no
randomness but the game's own ``random.Random``.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...common.errors import IllegalActionError, NotYourTurnError, WrongPhaseError
from ...common.events import Event
from .actions import GO, NO, PLAYS, AssAction, AssDeal, AssPhase, AssPlay, Bet, ChooseTrump
from .cards import (
    DIAMONDS,
    FULL_PACK,
    HEARTS,
    NUM_CARDS,
    SPADES,
    SUIT_MASKS,
    SUIT_NAMES,
    card_name,
    iter_cards,
    long_card_name,
    score_cards,
)
from .trick import READING, READINGS, Trick, TrickRules, play, takes

if TYPE_CHECKING:
    from ...common.table_game import PlayedGame

#: The trump options, by number (the rules of Ass).
OWN, NO_TRUMPS, ONE_TRUMP, TWO_TRUMPS, SENIOR_JUNIOR = 1, 2, 3, 4, 5
TRUMP_OPTIONS = (OWN, NO_TRUMPS, ONE_TRUMP, TWO_TRUMPS, SENIOR_JUNIOR)
HAND_SIZE = 4
START_BANKS = 3
LOSE_AT = 6


@dataclass(frozen=True)
class AssRules:
    """A game's parameters.  ``trump_suits``: the suit of the third option, the two
    of the fourth (fixed for the game; the first option's suits are chosen at the
    table, the fifth's are spades over diamonds).  ``no_target_six``: the "no"
    target of six players (116, or the source's printed 128).  ``reading``: the
    reading of the rules of tricks the game is played by (:mod:`.trick`: today's,
    or the first for a game begun before the amendment of 2026-11-28)."""

    players: int = 2
    trumps: int = OWN
    trump_suits: tuple[int, ...] = ()
    no_target_six: int = 116
    reading: int = READING

    def __post_init__(self) -> None:
        if not isinstance(self.players, int) or not 2 <= self.players <= 6:
            raise ValueError("Ass is played by two to six players")
        if self.trumps not in TRUMP_OPTIONS:
            raise ValueError("the trump option is 1 to 5")
        if self.trumps == OWN and self.players > 4:
            raise ValueError("each player his own trump suit needs four players or fewer")
        want = {ONE_TRUMP: 1, TWO_TRUMPS: 2}.get(self.trumps, 0)
        suits = self.trump_suits
        if len(suits) != want or len(set(suits)) != want or any(s not in range(4) for s in suits):
            raise ValueError(f"trump option {self.trumps} has {want} trump suits fixed for the game")
        if self.no_target_six not in (116, 128):
            raise ValueError("the no target of six players is 116 or 128")
        if self.reading not in READINGS:
            raise ValueError(f"the reading of the rules is one of {READINGS}")

    @classmethod
    def make(cls, players: int = 2, trumps: int = OWN, suits: Sequence[int] | None = None,
             no_target_six: int = 116, reading: int = READING) -> AssRules:
        """Rules with the usual suits of an option when none are given (spades; spades
        and hearts)."""
        if suits is None:
            suits = {ONE_TRUMP: (SPADES,), TWO_TRUMPS: (SPADES, HEARTS)}.get(trumps, ())
        return cls(players, trumps, tuple(suits), no_target_six, reading)

    @property
    def shared_suits(self) -> tuple[int, ...]:
        """The trump suits that are everybody's (none in the first and second options;
        spades and diamonds in the fifth)."""
        if self.trumps == SENIOR_JUNIOR:
            return (SPADES, DIAMONDS)
        return tuple(sorted(self.trump_suits))

    def trick_rules(self, suits: Sequence[Sequence[int]]) -> TrickRules:
        """What taking a trick depends on, from each seat's trump suits (its own in the
        first option: ``AssView.trumps``)."""
        return TrickRules.of_suits(suits, senior_spades=self.trumps == SENIOR_JUNIOR,
                                   shared=self.trumps in (ONE_TRUMP, TWO_TRUMPS, SENIOR_JUNIOR),
                                   reading=self.reading)

    @property
    def go_target(self) -> int:
        return 44 + 12 * (self.players - 2)

    @property
    def no_target(self) -> int:
        return self.no_target_six if self.players == 6 else self.go_target + 24

    def target(self, go: bool) -> int:
        return self.go_target if go else self.no_target

    @property
    def key(self) -> str:
        """The rules as a record writes them: ``ass-2-1``, ``ass-4-3-S``, ``ass-6-2-128``
        (the reading is a field of its own in a record)."""
        text = f"ass-{self.players}-{self.trumps}"
        if self.trump_suits:
            text += "-" + "".join("SHDC"[s] for s in self.trump_suits)
        if self.players == 6 and self.no_target_six != 116:
            text += f"-{self.no_target_six}"
        return text

    @classmethod
    def from_key(cls, text: str, reading: int = READING) -> AssRules:
        parts = text.split("-") if isinstance(text, str) and len(text) <= 20 else []
        try:
            if len(parts) < 3 or parts[0] != "ass":
                raise ValueError
            players, trumps = int(parts[1]), int(parts[2])
            rest = parts[3:]
            suits: tuple[int, ...] = ()
            if rest and rest[0].isalpha():
                suits = tuple("SHDC".index(ch) for ch in rest.pop(0))
            six = int(rest.pop(0)) if rest else 116
            if rest:
                raise ValueError
            return cls(players, trumps, suits, six, reading)
        except (ValueError, IndexError):
            raise ValueError("not the rules of a game of Ass") from None


def bank_change(points: int, go: bool, target: int) -> int:
    """The banks a player's deal adds: reaching the target drops one bank; a "go"
    that misses adds one, a "no" that misses nothing."""
    if points >= target:
        return -1
    return 1 if go else 0


@dataclass
class AssDealLog:
    """One deal as played: its dealer, the cards and every action, by seat."""

    dealer: int
    cards: AssDeal | None = None
    actions: list[tuple[int, AssAction]] = field(default_factory=list)


class AssStanding:
    """Where a game of Ass stands, read from its phase: the engine's game and a network
    friend's (:class:`piquet_game.ass.net.RemoteAssGame`) alike (each says its ``phase``)."""

    phase: AssPhase

    @property
    def awaits_deal(self) -> bool:
        return self.phase is AssPhase.DEAL

    @property
    def playing(self) -> bool:
        """A card to play (a suit left to choose counts as play too)."""
        return self.phase is AssPhase.PLAY


class AssGame(AssStanding):
    """A game of Ass between ``rules.players`` seats, clockwise (seat ``i + 1`` sits
    at ``i``'s left)."""

    def __init__(self, rules: AssRules, players: Sequence[str] | None = None, dealer: int = 0,
                 rng: random.Random | None = None) -> None:
        n = rules.players
        self.rules = rules
        self.players = tuple(players) if players is not None else tuple(f"Player {i + 1}" for i in range(n))
        if len(self.players) != n:
            raise ValueError(f"{n} players want {n} names")
        if not 0 <= dealer < n:
            raise ValueError("no such dealer")
        self.rng = rng if rng is not None else random.Random()
        self.dealer = dealer
        self.banks = [START_BANKS] * n
        #: each seat's own trump suit (first option; None until chosen)
        self.own_trumps: list[int | None] = [None] * n
        self.trump_choices: list[tuple[int, ChooseTrump]] = []
        self.history: list[AssDealLog] = []
        self.winners: tuple[int, ...] = ()
        self.phase = AssPhase.TRUMP if rules.trumps == OWN else AssPhase.DEAL
        #: what taking a trick depends on (made again as each own trump is chosen)
        self.trick_rules = rules.trick_rules([self.trump_suits_of(s) for s in range(n)])
        self._clear_deal()

    @classmethod
    def new(cls, rules: AssRules, players: Sequence[str] | None = None, rng: random.Random | None = None,
            dealer: int | None = None) -> AssGame:
        """A new game; the first dealer drawn by lot from ``rng`` unless given."""
        rng = rng if rng is not None else random.Random()
        if dealer is None:
            dealer = rng.randrange(rules.players)
        return cls(rules, players, dealer, rng)

    def _clear_deal(self) -> None:
        n = self.rules.players
        self.hands = [0] * n
        self.stock: list[int] = []
        self.out_of_play = 0  # cards too few to refill every hand: never played
        self.bets: list[bool | None] = [None] * n
        self.won = [0] * n
        self.trick = Trick()
        self.tricks: list[Trick] = []
        self.leader = (self.dealer + 1) % n
        self.first_leader = self.leader
        self.played = 0
        self.points: tuple[int, ...] = ()

    kind = "ass"
    title = "Ass"

    def needs_no_person(self, seat: int, own_declarations: bool) -> AssAction | None:
        """Ass asks nothing a person need not think about beyond the one legal action
        or the last card (the controller sees to those)."""
        return None

    def clone(self) -> AssGame:
        return copy.deepcopy(self, {id(self.rules): self.rules})

    # ----------------------------------------------------------------- state

    @property
    def n(self) -> int:
        return self.rules.players

    @property
    def deal_number(self) -> int:
        return len(self.history)

    @property
    def is_over(self) -> bool:
        return self.phase is AssPhase.GAME_OVER

    @property
    def position(self) -> tuple[int, int]:
        """Before the first deal, the trump suits chosen count the moves."""
        if not self.history:
            return (0, len(self.trump_choices))
        return (len(self.history), len(self.history[-1].actions))

    @property
    def to_move(self) -> int | None:
        n = self.n
        if self.phase is AssPhase.TRUMP:
            return (self.dealer + 1 + len(self.trump_choices)) % n
        if self.phase is AssPhase.BID:
            return (self.dealer + 1 + sum(b is not None for b in self.bets)) % n
        if self.phase is AssPhase.PLAY:
            return (self.leader + len(self.trick.plays)) % n
        return None

    def trump_level(self, seat: int, card: int) -> int:
        """0: a plain card for ``seat``; 1: a trump; 2: a senior trump (fifth option)."""
        return self.trick_rules.level(seat, card)

    def trump_suits_of(self, seat: int) -> tuple[int, ...]:
        if self.rules.trumps == OWN:
            own = self.own_trumps[seat]
            return () if own is None else (own,)
        return self.rules.shared_suits

    def main_suit_void(self, seat: int) -> bool:
        ms = self.trick.main_suit
        return ms < 0 or not self.hands[seat] & SUIT_MASKS[ms]

    def legal_plays(self, seat: int | None = None) -> int:
        """The cards the seat to move (or ``seat``) may play, as a set."""
        seat = self.to_move if seat is None else seat
        if seat is None or self.phase is not AssPhase.PLAY:
            return 0
        hand = self.hands[seat]
        if not self.trick.plays:
            return hand
        follow = hand & SUIT_MASKS[self.trick.main_suit]
        if not follow:
            return hand
        extra = 0
        for card in iter_cards(hand & ~follow):
            if takes(self.trick, seat, card, False, self.trick_rules):
                extra |= 1 << card
        return follow | extra

    def way_of(self, card: int, seat: int | None = None) -> str:
        """The way ``card`` would take the trick in play if the seat to move (or
        ``seat``) played it now ("" if it would not; "lead" for a lead)."""
        seat = self.to_move if seat is None else seat
        if seat is None or self.phase is not AssPhase.PLAY:
            return ""
        return takes(self.trick, seat, card, self.main_suit_void(seat), self.trick_rules)

    def legal_actions(self) -> list[AssAction]:
        if self.phase is AssPhase.TRUMP:
            taken = {a.suit for _, a in self.trump_choices}
            return [ChooseTrump(s) for s in range(4) if s not in taken]
        if self.phase is AssPhase.BID:
            return [GO, NO]
        if self.phase is AssPhase.PLAY:
            return [PLAYS[c] for c in iter_cards(self.legal_plays())]
        return []

    def check(self, action: AssAction, seat: int | None = None) -> None:
        """Raise the error ``action`` would raise, or nothing."""
        if isinstance(action, AssDeal):
            self._check_deal(action)
            return
        mover = self.to_move
        if mover is None:
            raise WrongPhaseError(f"nobody is to move: the game is at {self.phase.value}", "no-move")
        if seat is not None and seat != mover:
            raise NotYourTurnError(f"it is {self.players[mover]}'s turn, not {self.players[seat]}'s", "turn")
        if isinstance(action, ChooseTrump):
            if self.phase is not AssPhase.TRUMP:
                raise WrongPhaseError("trump suits are chosen before the first deal only", "phase")
            if not isinstance(action.suit, int) or action.suit not in range(4):
                raise IllegalActionError("no such suit", "suit")
            for s, a in self.trump_choices:
                if a.suit == action.suit:
                    raise IllegalActionError(f"{SUIT_NAMES[action.suit]} are already the trumps of "
                                             f"{self.players[s]}: each player has a different trump suit",
                                             "trump-taken")
            return
        if isinstance(action, Bet):
            if self.phase is not AssPhase.BID:
                raise WrongPhaseError("go or no is said after the deal, before the first lead", "phase")
            return
        if isinstance(action, AssPlay):
            if self.phase is not AssPhase.PLAY:
                raise WrongPhaseError(f"no card is played now: the game is at {self.phase.value}", "phase")
            card = action.card
            if not isinstance(card, int) or not 0 <= card < NUM_CARDS or not self.hands[mover] >> card & 1:
                raise IllegalActionError("that card is not in your hand", "not-in-hand")
            if not self.legal_plays(mover) >> card & 1:
                raise IllegalActionError(
                    f"you must follow {SUIT_NAMES[self.trick.main_suit]}: the {long_card_name(card)} "
                    "does not take the trick", "follow")
            return
        raise IllegalActionError(f"{action!r} is not an action of Ass", "unknown")

    def _check_deal(self, action: AssDeal) -> None:
        if self.phase is not AssPhase.DEAL:
            raise WrongPhaseError("cards are dealt only between deals", "phase")
        n = self.n
        if len(action.hands) != n or any(h.bit_count() != HAND_SIZE for h in action.hands):
            raise IllegalActionError(f"a deal gives {HAND_SIZE} cards to each of {n} players", "deal")
        seen = 0
        for h in action.hands:
            if h & seen or h & ~FULL_PACK:
                raise IllegalActionError("a card is dealt twice", "deal")
            seen |= h
        for c in action.stock:
            if not 0 <= c < NUM_CARDS or seen >> c & 1:
                raise IllegalActionError("a card is dealt twice", "deal")
            seen |= 1 << c
        if seen != FULL_PACK:
            raise IllegalActionError("a deal uses the whole pack of 36", "deal")

    # ------------------------------------------------------------- advancing

    def apply(self, action: AssAction, seat: int | None = None) -> list[AssEvent]:
        """Make ``action`` (checked first; an illegal one changes nothing) and return
        what happened."""
        self.check(action, seat)
        events: list[AssEvent] = []
        if isinstance(action, AssDeal):
            self._deal(action, events)
            return events
        mover = self.to_move
        assert mover is not None
        if isinstance(action, ChooseTrump):
            self.trump_choices.append((mover, action))
            self.own_trumps[mover] = action.suit
            self.trick_rules = self.rules.trick_rules([self.trump_suits_of(s) for s in range(self.n)])
            events.append(Event("trump", mover, info=(action.suit,)))
            if len(self.trump_choices) == self.n:
                self.phase = AssPhase.DEAL
            return events
        self.history[-1].actions.append((mover, action))
        if isinstance(action, Bet):
            self.bets[mover] = action.go
            events.append(Event("bet", mover, word="go" if action.go else "no",
                                info=(self.rules.target(action.go),)))
            if all(b is not None for b in self.bets):
                self.phase = AssPhase.PLAY
                self.leader = self.first_leader
                events.append(Event("first-lead", self.leader))
            return events
        assert isinstance(action, AssPlay)
        self._play(mover, action.card, events)
        return events

    def shuffled(self, rng: random.Random | None = None) -> AssDeal:
        """A shuffled deal: four cards to each, one at a time from the dealer's left."""
        rng = rng if rng is not None else self.rng
        pack = list(range(NUM_CARDS))
        rng.shuffle(pack)
        n = self.n
        hands = [0] * n
        for i in range(HAND_SIZE * n):
            hands[(self.dealer + 1 + i) % n] |= 1 << pack[i]
        return AssDeal(tuple(hands), tuple(pack[HAND_SIZE * n:]))

    def deal_random(self, rng: random.Random | None = None) -> list[AssEvent]:
        return self.apply(self.shuffled(rng))

    def _deal(self, action: AssDeal, events: list[AssEvent]) -> None:
        n = self.n
        self._clear_deal()
        self.history.append(AssDealLog(self.dealer, action))
        self.hands = list(action.hands)
        self.stock = list(action.stock)
        events.append(Event("deal", self.dealer, info=(self.deal_number,)))
        for s in range(n):
            events.append(Event("hand", s, cards=self.hands[s], to=s))
        if self.deal_number == 1:  # the first lead: the lowest diamond
            for card in range(DIAMONDS * 9, DIAMONDS * 9 + 9):
                holder = next((s for s in range(n) if self.hands[s] >> card & 1), None)
                if holder is not None:
                    self.first_leader = holder
                    break
        self.phase = AssPhase.BID

    def _play(self, seat: int, card: int, events: list[AssEvent]) -> None:
        void = self.main_suit_void(seat)
        self.hands[seat] &= ~(1 << card)
        self.played |= 1 << card
        way = play(self.trick, seat, card, void, self.trick_rules)
        holder = self.trick.holder[0]
        events.append(Event("play", seat, cards=1 << card, word=way, info=(holder, card)))
        if len(self.trick.plays) < self.n:
            return
        winner = holder
        cards = self.trick.cards
        mask = 0
        for c in cards:
            mask |= 1 << c
        self.won[winner] |= mask
        self.tricks.append(self.trick)
        events.append(Event("trick", winner, cards=mask, word=self.trick.holder[2], info=tuple(cards)))
        self.trick = Trick()
        self.leader = winner
        n = self.n
        if len(self.stock) >= n:
            for i in range(n):
                s = (winner + i) % n
                c = self.stock.pop(0)
                self.hands[s] |= 1 << c
                events.append(Event("draw", s, cards=1 << c, to=s))
            events.append(Event("refill", winner, info=(len(self.stock),)))
        elif self.stock:  # too few to give one to each: left out, face down
            for c in self.stock:
                self.out_of_play |= 1 << c
            events.append(Event("stock-out", info=(len(self.stock),)))
            self.stock = []
        if not any(self.hands):
            self._end_deal(events)

    def _end_deal(self, events: list[AssEvent]) -> None:
        n = self.n
        points = tuple(score_cards(w) for w in self.won)
        self.points = points
        for s in range(n):
            go = bool(self.bets[s])
            target = self.rules.target(go)
            change = bank_change(points[s], go, target)
            self.banks[s] += change
            events.append(Event("bank", s, points=change, total=self.banks[s], word="go" if go else "no",
                                info=(points[s], target)))
        events.append(Event("deal-end", info=points))
        self.dealer = self.first_leader  # the one who led first deals the next
        zero = tuple(s for s in range(n) if self.banks[s] <= 0)
        winners: tuple[int, ...] = ()
        if zero:
            winners = zero
        elif max(self.banks) >= LOSE_AT and len(set(self.banks)) > 1:
            low = min(self.banks)
            winners = tuple(s for s in range(n) if self.banks[s] == low)
        if winners:
            self.winners = winners
            self.phase = AssPhase.GAME_OVER
            for s in winners:
                events.append(Event("winner", s))
            events.append(Event("game-over", info=tuple(self.banks)))
        else:
            self.phase = AssPhase.DEAL

    # ------------------------------------------------------------------ views

    def view(self, seat: int) -> AssView:
        return AssView(
            seat=seat, players=self.players, rules=self.rules, phase=self.phase, to_move=self.to_move,
            deal_number=self.deal_number, dealer=self.dealer, hand=self.hands[seat],
            trumps=tuple(self.trump_suits_of(s) for s in range(self.n)),
            bets=tuple(self.bets), trick=tuple(self.trick.plays),
            holder=self.trick.holder[0] if self.trick.plays else None,
            main=self.trick.main if self.trick.plays else None, switched=self.trick.switched,
            leader=self.leader, first_leader=self.first_leader, won=tuple(self.won), played=self.played,
            tricks=tuple(tuple(t.plays) for t in self.tricks),
            hand_sizes=tuple(h.bit_count() for h in self.hands), stock_left=len(self.stock),
            banks=tuple(self.banks), winners=self.winners,
            ways=(tuple((c, self.way_of(c, seat)) for c in iter_cards(self.hands[seat]))
                  if seat == self.to_move and self.phase is AssPhase.PLAY and self.trick.plays else ()),
        )

    def public(self) -> AssPublic:
        """What every seat knows of the game (see :class:`AssPublic`)."""
        return AssPublic(self.players, self.rules, self.phase, len(self.history),
                         self.history[-1].dealer if self.history else self.dealer, len(self.trump_choices),
                         tuple(self.banks), tuple(self.winners))

    def sample_action(self, rng: random.Random) -> AssAction:
        """A random legal action (a random deal between deals)."""
        if self.phase is AssPhase.DEAL:
            return self.shuffled(rng)
        return rng.choice(self.legal_actions())

    def __repr__(self) -> str:
        return (f"<AssGame {self.rules.key} deal {self.deal_number} {self.phase.value} banks {self.banks} "
                f"hands {[card_name(c) for h in self.hands for c in iter_cards(h)]}>")


AssEvent = Event


@dataclass(frozen=True)
class AssView:
    """What one seat may know: its own hand; the trumps, the bets, every card played
    (the tricks are taken face up and counted at the end); how many cards each
    holds and the stock holds; the banks.  Never another hand or the stock."""

    seat: int
    players: tuple[str, ...]
    rules: AssRules
    phase: AssPhase
    to_move: int | None
    deal_number: int
    dealer: int
    hand: int
    trumps: tuple[tuple[int, ...], ...]
    bets: tuple[bool | None, ...]
    trick: tuple[tuple[int, int, str], ...]
    holder: int | None
    main: int | None
    switched: bool
    leader: int
    first_leader: int
    won: tuple[int, ...]
    played: int
    tricks: tuple[tuple[tuple[int, int, str], ...], ...]
    hand_sizes: tuple[int, ...]
    stock_left: int
    banks: tuple[int, ...]
    winners: tuple[int, ...] = ()
    #: The seat to play, a trick under way: each card of its hand and the way it
    #: would take the trick now ("" if it would not), as the seat can work it out.
    ways: tuple[tuple[int, str], ...] = ()

    @property
    def n(self) -> int:
        return self.rules.players

    @property
    def unseen(self) -> int:
        """The cards this seat has not seen: the other hands, the stock, and any left out."""
        return FULL_PACK & ~self.hand & ~self.played


@dataclass(frozen=True)
class AssPublic:
    """What every seat knows of a game of Ass: who plays by what rules, how many deals
    have been made and who dealt the last, the trump suits chosen before the first
    deal, the banks and the winners.  No card of any hand or of the stock."""

    players: tuple[str, ...]
    rules: AssRules
    phase: AssPhase
    deals: int
    last_dealer: int
    trumps_chosen: int
    banks: tuple[int, ...]
    winners: tuple[int, ...]

    @property
    def variant(self) -> AssRules:
        return self.rules

    @property
    def is_over(self) -> bool:
        return self.phase is AssPhase.GAME_OVER


if TYPE_CHECKING:
    _GAME: type[PlayedGame] = AssGame  # mypy: Ass's game meets the table's interface
