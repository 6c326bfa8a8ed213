"""What may be done now: the one source of legality (``legal_actions``, ``check``),
each refusal a typed error that names the rule broken."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from ..common.names import quoted
from . import auction
from .actions import (
    AUCTION,
    BLANCHE,
    CALLS,
    DEAL,
    DECLARE_PHASES,
    DOUBLE,
    EXCHANGE_ELDER,
    EXCHANGE_YOUNGER,
    OPEN_CAPOT,
    PARTIE_OVER,
    PLAY,
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
    Play,
    WrongPhaseError,
)
from .cards import (
    FULL_PACK,
    SUIT_SINGULAR,
    cards_of,
    long_card_name,
)
from .combos import (
    check_declaration,
    combo_key,
    declaration_options,
)
from .deal import _PHASE_WORDS, is_blank
from .partie import PartieState

#: Why a point is refused among partners, by the code of its rule.
_POINT_REFUSALS = {
    "point-lower": "a point is declared only when it is as good as the best so far: declare a better or an "
                   "equal one, or pass",
    "partner-point": "your partner's point is as good: declare a better one, or pass",
}


def _point_below(key: tuple[int, ...], floor: tuple[tuple[int, ...], bool]) -> str | None:
    """Among partners: the code of the rule that refuses a point of ``key`` over the
    best so far (``floor``: its key, and whether the seat's partner holds it), or
    None."""
    best, partner = floor
    if key < best:
        return "point-lower"
    if key == best and partner:
        return "partner-point"
    return None


class Legality(PartieState):
    """The legal actions, and why any other is refused."""


    def legal_plays(self) -> int:
        """The cards the seat to move may play, as a set (0 outside trick play)."""
        if self.phase is not PLAY:
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
        if self.phase is EXCHANGE_ELDER:
            lo, hi = v.elder_exchange
            return lo, min(hi, v.talon_shares[0], len(self.talon))
        if self.phase is EXCHANGE_YOUNGER:
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
        if (self.phase is not EXCHANGE_YOUNGER or n == len(self.talon)
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
        floor = self._point_floor(seat)  # type: ignore[arg-type]
        if floor is None:
            return options
        rules = self.rules
        return [o for o in options if not o or _point_below(combo_key(cls, o[0], rules), floor) is None]

    def _point_floor(self, seat: int) -> tuple[tuple[int, ...], bool] | None:
        """Among partners: the key of the best point declared so far, and whether a
        partner of ``seat`` declared one as good; None before any point."""
        best = self._best_declared(DeclClass.POINT)
        if best is None:
            return None
        side = self.side_of
        mine = side[seat]
        return best[0], any(side[h] == mine for h in best[1])

    def _point_refusal(self, seat: int, combos: Sequence[int]) -> str | None:
        """Among partners (``point_partner_rule``): the code of the rule that bars
        ``seat`` from declaring the point ``combos`` now (``point-lower``: lower than
        the best so far; ``partner-point``: equal to a partner's), or None.
        Declaring nothing is always allowed."""
        if not combos:
            return None
        floor = self._point_floor(seat)
        if floor is None:
            return None
        return _point_below(combo_key(DeclClass.POINT, combos[0], self.rules), floor)

    def _point_refused(self, seat: int, combos: Sequence[int]) -> IllegalActionError | None:
        """:meth:`_point_refusal` as the error that names its rule, or None."""
        code = self._point_refusal(seat, combos)
        return None if code is None else IllegalActionError(_POINT_REFUSALS[code], code)

    def _best_declared(self, cls: DeclClass) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """The best combination declared so far in ``cls`` (its key) and the seats
        holding one as good, or None.  The seats declare in the order of play, so
        those that have are the first of it; the last answer is kept with the
        class's declarations (a list of this deal's) and how many had declared, and
        only the seats that have declared since are weighed (each declaration at a
        table of four asks it twice: what may be declared, and what scores)."""
        slots = self.declared[cls]
        order = self.order
        done = len(order) - slots.count(None)
        kept = self.__dict__.get("_best_kept")
        if kept is not None and kept[0] is slots and kept[1] <= done:
            if kept[1] == done:
                return kept[2]
            start, answer = kept[1], kept[2]
        else:
            start, answer = 0, None
        best, holders = (None, []) if answer is None else (answer[0], list(answer[1]))
        for s in order[start:done]:
            combos = slots[s]
            if not combos:
                continue
            key = combo_key(cls, combos[0], self.rules)
            if best is None or key > best:
                best, holders = key, [s]
            elif key == best:
                holders.append(s)
        answer = None if best is None else (best, tuple(holders))
        self._best_kept = (slots, done, answer)
        return answer

    def legal_actions(self) -> list[Action]:
        """Every action the seat to move may make; empty when no seat is to move
        (between deals, feed a :class:`DealCards`; after the partie, nothing)."""
        phase = self.phase
        if phase is PLAY:
            return [PLAYS[c] for c in cards_of(self.legal_plays())]
        if phase in DECLARE_PHASES:
            cls = DECLARE_PHASES[phase]
            return [Declare(cls, combos) for combos in self.declaration_options()]
        if phase is BLANCHE:
            if is_blank(self.hands[self.blanche_pending[0]]):
                return [Blanche(True), Blanche(False)]
            return [Blanche(False)]
        if phase is OPEN_CAPOT:
            return [OpenCapot(True), OpenCapot(False)]
        if phase is AUCTION:
            return list(auction.legal_calls(self.calls, self.elder))
        if phase in (EXCHANGE_ELDER, EXCHANGE_YOUNGER):
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
            if phase is not PLAY:
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
            declarer = self.to_move
            check_declaration(cls, action.combos, self.hands[declarer], self.rules)  # type: ignore[index]
            if cls is DeclClass.POINT and self.rules.point_partner_rule:
                refused = self._point_refused(declarer, action.combos)  # type: ignore[arg-type]
                if refused is not None:
                    raise refused
            return
        if isinstance(action, Exchange):
            if phase not in (EXCHANGE_ELDER, EXCHANGE_YOUNGER):
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
            if phase is EXCHANGE_ELDER:
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
            if phase in (DEAL, PARTIE_OVER):
                raise WrongPhaseError(f"no carte blanche now: {_PHASE_WORDS[phase]}", "wrong-phase")
            if phase is not BLANCHE:
                raise WrongPhaseError(
                    "carte blanche is declared at once, before elder's exchange", "blanche-late"
                )
            if action.declare and not is_blank(self.hands[self.blanche_pending[0]]):
                raise IllegalActionError(
                    "carte blanche is a hand with no king, queen or jack: yours has one", "blanche-hand"
                )
            return
        if isinstance(action, OpenCapot):
            if phase is not OPEN_CAPOT:
                raise WrongPhaseError("an open capot is announced before the first lead", "wrong-phase")
            return
        if isinstance(action, Call):
            self._check_call(action)
            return
        if isinstance(action, DealCards):
            if phase is not DEAL:
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
        if self.phase is not AUCTION:
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
