"""Levels 1 to 3: players that follow rules, from a beginner's to the classical
principles.  Each decides in well under 50 ms.  Every number of the rules they use
(the exchange, the combinations, the tricks that win the cards) is the variant's, read
from the view.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n import N_
from ..rules import PLAYS, Action, Declare, Exchange, SeatView
from ..rules.actions import DeclClass, Phase
from ..rules.cards import POPCOUNT8, cards_of
from ..rules.combos import best_declaration
from ..vocabulary import LEVEL_NAMES
from .base import NOTHING_TO_DECLARE, Decision, Player
from .heuristics import card_keep_value, is_master, keep_order, longest_suit, suit
from .knowledge import knowledge
from .reason import Reason

#: Declaring everything in a class, by the class.
DECLARE_YOURS = {DeclClass.POINT: N_("declare your point: it may score"),
                 DeclClass.SEQUENCE: N_("declare your sequence: it may score"),
                 DeclClass.SET: N_("declare your set: it may score")}


def exchange_bounds(view: SeatView) -> tuple[int, int]:
    """(fewest, most) cards the seat may exchange now, by the variant's rules."""
    variant = view.rules
    if view.phase is Phase.EXCHANGE_ELDER:
        lo, hi = variant.elder_exchange
        return lo, min(hi, variant.talon_shares[0], view.talon_left)
    hi = view.talon_left
    if variant.younger_max_exchange:
        hi = min(hi, variant.younger_max_exchange)
    return variant.younger_min_exchange, hi


def exchange_counts(view: SeatView) -> tuple[int, ...]:
    """Every number of cards the seat may exchange now."""
    lo, hi = exchange_bounds(view)
    return view.rules.exchange_counts(lo, hi)


def fit_discard(view: SeatView, pick: list[int]) -> int:
    """The cards of ``pick`` (the most wanted gone first) as a discard of a size the
    rules allow: cut short to the largest allowed count not above it, or made up with
    the cards least worth keeping."""
    counts = exchange_counts(view)
    n = len(pick)
    if n not in counts:
        below = [k for k in counts if k <= n]
        n = max(below) if below else min(counts)
    if n > len(pick):
        pick = pick + [c for c in keep_order(view.hand, view.rules) if c not in pick]
    m = 0
    for c in pick[:n]:
        m |= 1 << c
    return m


def make_exchange(view: SeatView, discard: int) -> Exchange:
    """The Exchange for this discard, with younger's choice to keep the rest hidden
    (when the rules leave it to him)."""
    if (view.phase is Phase.EXCHANGE_YOUNGER and discard.bit_count() < view.talon_left
            and not view.rules.rest_shown_to_both):
        return Exchange(discard, False)
    return Exchange(discard, None)


def declare_all(view: SeatView, cls: DeclClass) -> Decision:
    combos = best_declaration(view.hand, cls, view.rules)
    if not combos:
        return Decision(Declare(cls, ()), Reason(NOTHING_TO_DECLARE[cls]))
    return Decision(Declare(cls, combos), Reason(DECLARE_YOURS[cls]))


def lowest(cards: list[int]) -> int:
    return min(cards, key=lambda c: (c & 7, c))


def highest(cards: list[int]) -> int:
    return max(cards, key=lambda c: (c & 7, -c))


class Novice(Player):
    """Level 1: legal moves with a little sense."""

    level = 1
    auction_worlds, auction_doubles, auction_margin = 0, False, 15.0
    name = LEVEL_NAMES[1]
    description = N_("Plays legal cards with a little sense: a gentle first opponent.")

    def exchange(self, view: SeatView, legal: Sequence[Action]) -> Decision:
        lo, hi = exchange_bounds(view)
        if view.phase is Phase.EXCHANGE_ELDER:
            n = self.rng.randint(max(lo, 2), hi) if hi >= 2 else hi
        else:
            n = self.rng.randint(lo, max(lo, min(hi, 2)))
        cards = sorted(cards_of(view.hand), key=lambda c: (c & 7, self.rng.random()))
        m = fit_discard(view, cards[:n])
        return Decision(make_exchange(view, m), Reason.ntr("change {n} of your lowest cards",
                                                           "change {n} of your lowest cards",
                                                           m.bit_count()))

    def declare(self, view: SeatView, cls: DeclClass, legal: list[Declare]) -> Decision:
        return declare_all(view, cls)

    def play(self, view: SeatView, cards: list[int]) -> Decision:
        if view.trick:
            lead = view.trick[0]
            winners = [c for c in cards if c >> 3 == lead >> 3 and c > lead]
            if winners and self.rng.random() < 0.5:
                c = lowest(winners)
                return Decision(PLAYS[c], Reason(N_("win the trick with {the_card}"), the_card=c))
            return Decision(PLAYS[lowest(cards)], Reason(N_("play a low card")))
        aces = [c for c in cards if c & 7 == 7]
        if aces and self.rng.random() < 0.5:
            return Decision(PLAYS[aces[0]], Reason(N_("lead an ace")))
        c = cards[int(self.rng.random() * len(cards))]
        return Decision(PLAYS[c], Reason(N_("lead any card")))


class Apprentice(Player):
    """Level 2: simple rules."""

    level = 2
    # a bid worth more than a trick above passing: with 5 it made 29% of its
    # contracts against level 4 over 200 mirrored pairs, bidding on its solver-valued
    # worlds and playing by rules
    auction_worlds, auction_doubles, auction_margin = 6, False, 12.0
    name = LEVEL_NAMES[2]
    description = N_("Simple rules: keeps the long suit, declares everything, follows cheaply.")

    def exchange(self, view: SeatView, legal: Sequence[Action]) -> Decision:
        lo, hi = exchange_bounds(view)
        long_s = longest_suit(view.hand)
        outside = [c for c in cards_of(view.hand) if c >> 3 != long_s]
        outside.sort(key=lambda c: (c & 7, c))
        if view.phase is Phase.EXCHANGE_ELDER:
            pick = [c for c in outside if c & 7 < 6][:hi]  # never an ace or king
            if len(pick) < lo:
                pick = sorted(cards_of(view.hand), key=lambda c: (c & 7, c))[:lo]
            why = Reason.ntr("change {n} low card outside your {suit}", "change {n} low cards outside "
                             "your {suit}", len(pick), suit=long_s)
        else:
            pick = [c for c in outside if c & 7 <= 2][: min(hi, 3)]
            why = (Reason.ntr("change {n} small card outside your {suit}", "change {n} small cards "
                              "outside your {suit}", len(pick), suit=long_s) if pick
                   else Reason(N_("keep your cards: nothing small to change")))
        m = fit_discard(view, pick)
        if m.bit_count() != len(pick):
            why = Reason.ntr("change {n} card, as the rules allow, keeping your {suit}", "change {n} cards, "
                             "as the rules allow, keeping your {suit}", m.bit_count(), suit=long_s)
        return Decision(make_exchange(view, m), why)

    def declare(self, view: SeatView, cls: DeclClass, legal: list[Declare]) -> Decision:
        return declare_all(view, cls)

    def play(self, view: SeatView, cards: list[int]) -> Decision:
        if view.trick:
            return follow_cheaply(view, cards)
        long_s = longest_suit(view.hand)
        in_long = [c for c in cards if c >> 3 == long_s]
        c = highest(in_long or cards)
        return Decision(PLAYS[c], Reason(N_("lead from your long suit, {suit}"), suit=c >> 3))


def follow_cheaply(view: SeatView, cards: list[int]) -> Decision:
    lead = view.trick[0]
    same = [c for c in cards if c >> 3 == lead >> 3]
    if same:
        winners = [c for c in same if c > lead]
        if winners:
            c = min(winners)
            return Decision(PLAYS[c], Reason(N_("win cheaply with {the_card}"), the_card=c))
        c = min(same)
        return Decision(PLAYS[c], Reason(N_("cannot win: play your lowest card of the suit")))
    c = discard_choice(view.hand, cards)
    return Decision(PLAYS[c], Reason(N_("no {suit_one}: throw {the_card}"), suit_one=lead >> 3, the_card=c))


def discard_choice(hand: int, cards: list[int], out: int | None = None) -> int:
    """The card to throw when you cannot follow: low, from a short suit, never
    unguarding a king or giving up a card that may still win."""

    def cost(c: int) -> tuple[float, int]:
        s, r = c >> 3, c & 7
        b = suit(hand, s)
        n = POPCOUNT8[b]
        v = r * 1.0
        if out is not None and is_master(c, out):
            v += 8
        if b & 0x40 and n == 2 and r != 6:
            v += 4  # the guard to a king
        if b & 0x20 and n == 3 and r < 5:
            v += 2  # a guard to a queen
        v += 0.3 * n if out is None else 0.0
        return (v, c)

    return min(cards, key=cost)


class Classicist(Player):
    """Level 3: the classical principles of Cavendish and Parlett."""

    level = 3
    # Its worlds are valued by the solver's play, and it plays by rules: a bid must
    # be worth a trick more than passing (measured over 80 mirrored pairs against
    # level 5: 61% of its contracts made, against 22% with no margin), and in a
    # minus contract it weighs each card over a few worlds, as the search levels do.
    auction_worlds, auction_margin, minus_worlds = 12, 10.0, 6
    name = LEVEL_NAMES[3]
    description = N_("The classical principles: counts every card, keeps its guards, presses its long "
                     "suit and cashes winners to secure the cards.")

    #: Younger changes a card worth less than this to keep (see card_keep_value).
    younger_threshold = 8.0

    def exchange(self, view: SeatView, legal: Sequence[Action]) -> Decision:
        """Elder takes all he may, giving up the cards least worth keeping; younger
        changes at most three, only cards of little worth, to keep his guards."""
        lo, hi = exchange_bounds(view)
        order = keep_order(view.hand, view.rules)
        if view.phase is Phase.EXCHANGE_ELDER:
            pick = order[:hi]
        else:
            pick = [c for c in order[: min(hi, 3)]
                    if card_keep_value(view.hand, c, view.rules) < self.younger_threshold]
            if len(pick) < lo:  # the rules ask for more than he wants to change: his least worth keeping
                pick += [c for c in order if c not in pick][: lo - len(pick)]
        m = fit_discard(view, pick)
        return Decision(make_exchange(view, m), exchange_reason(view, m))

    # -- declarations -------------------------------------------------------------

    def declare(self, view: SeatView, cls: DeclClass, legal: list[Declare]) -> Decision:
        return declare_all(view, cls)

    # -- trick play ---------------------------------------------------------------

    def play(self, view: SeatView, cards: list[int]) -> Decision:
        out = knowledge(view).opp_possible
        if view.trick:
            return self.follow(view, cards, out)
        return self.lead(view, cards, out)

    def follow(self, view: SeatView, cards: list[int], out: int) -> Decision:
        lead = view.trick[0]
        same = [c for c in cards if c >> 3 == lead >> 3]
        if same:
            winners = [c for c in same if c > lead]
            if winners:
                c = min(winners)
                return Decision(PLAYS[c], Reason(N_("take the trick cheaply with {the_card}"), the_card=c))
            c = min(same)
            return Decision(PLAYS[c], Reason(N_("cannot win it: play your lowest")))
        c = discard_choice(view.hand, cards, out)
        s = c >> 3
        b = suit(view.hand, s)
        if b & 0x40 and c & 7 != 6 and POPCOUNT8[b] > 2:
            why = Reason(N_("throw {the_card}, keeping the guard to your {king}"),
                         the_card=c, king=s << 3 | 6)
        else:
            why = Reason(N_("throw {the_card}: it cannot win a trick"), the_card=c)
        return Decision(PLAYS[c], why)

    def lead(self, view: SeatView, cards: list[int], out: int) -> Decision:
        hand = view.hand
        masters = [c for c in cards if is_master(c, out)]
        tricks_left = hand.bit_count()
        my_won = view.tricks_won[view.seat]
        opp_won = view.tricks_won[1 - view.seat]
        majority = view.rules.hand_size // 2 + 1   # the tricks that win the cards
        # Cash winners: from the shortest suit first (the long suit keeps its length
        # for the end, where its low cards win once the opponent has none left).
        if masters:
            c = min(masters, key=lambda c: (POPCOUNT8[suit(hand, c >> 3)], -(c & 7)))
            if my_won + len(masters) >= majority and my_won < majority:
                why = Reason(N_("cash {the_card}: your winners secure the cards"), the_card=c)
            elif opp_won == 0 and tricks_left <= len(masters) + 1:
                why = Reason(N_("cash {the_card}: play for capot"), the_card=c)
            else:
                why = Reason(N_("{the_card} is the best card left in {suit}: cash it"),
                             the_card=c, suit=c >> 3)
            return Decision(PLAYS[c], why)
        elder = view.seat == view.elder
        long_s = longest_suit(hand)
        in_long = sorted((c for c in cards if c >> 3 == long_s), key=lambda c: c & 7)
        if elder and in_long:
            # Attack from the top of a sequence in the long suit; without one, elder
            # leads safely, as younger guards (a low card led gives a cheap trick).
            b = suit(hand, long_s)
            top = max(in_long)
            if top & 7 >= 4 and b >> ((top & 7) - 1) & 1:
                return Decision(PLAYS[top], Reason(N_("attack in {suit} from the top of your sequence"),
                                                   suit=long_s))
        elif in_long:
            # Younger presses his long suit from the top: it draws elder's high cards
            # while his own guards stay home.
            c = in_long[-1]
            return Decision(PLAYS[c], Reason(N_("lead from your long suit, {suit}"), suit=long_s))
        # Guard: lead from a suit where you hold nothing worth protecting.
        def risk(c: int) -> tuple[float, int]:
            s = c >> 3
            b = suit(hand, s)
            v = (c & 7) * 1.0
            if b & 0x40 and POPCOUNT8[b] <= 2:
                v += 6
            if b & 0x20 and POPCOUNT8[b] <= 3:
                v += 3
            return (v - 0.5 * POPCOUNT8[b], c)

        c = min(cards, key=risk)
        return Decision(PLAYS[c], Reason(N_("lead {the_card}: keep your guards"), the_card=c))


def exchange_reason(view: SeatView, discard: int) -> Reason:
    n = discard.bit_count()
    kept = view.hand & ~discard
    long_s = longest_suit(kept)
    if view.phase is Phase.EXCHANGE_ELDER:
        return Reason.ntr("change {n} ({codes}): keep your {suit} for the point and attack",
                          "change {n} ({codes}): keep your {suit} for the point and attack",
                          n, codes=discard, suit=long_s)
    if n == 0:
        return Reason(N_("keep your hand: it is guarded"))
    return Reason.ntr("change {n} ({codes}), keeping your guards and your {suit}",
                      "change {n} ({codes}), keeping your guards and your {suit}",
                      n, codes=discard, suit=long_s)


__all__ = ["Apprentice", "Classicist", "Novice"]
