"""The computer at a table of three or four (Piquet Normand, the four-handed game),
and for the last two of a Normand partie, who play two-handed Piquet: there each
level is its own two-handed player (:mod:`piquet_game.ai.search`, the Master's
exchange, declarations and exact last tricks included), shown the seat's view
renumbered as a two-handed partie's (:mod:`.two_left`).

Levels 1 and 2 play by these rules; levels 3 to 5 play their cards by sampled
worlds (:mod:`.table_search`: 12, 24 and 48 deals of the hidden cards, each card
tried in each, the others playing at random a quarter of the time in those of
levels 4 and 5) and decide the rest by the rules.  The Master (level 5) plays its
worlds out by its own rule of thumb (:func:`.table_search.keen_card`), draws them
to meet what the others declared, plays the last four tricks of each exactly, every
seat at its best (:mod:`.table_solver`), and as Piquet Normand's dealer chooses his
exchange over worlds of the hidden hands and the talon, each played on through the
engine (:func:`search_exchange`).  What the rules do:

* **carte blanche**: declared when held;
* **the exchange** (Normand's dealer): the sevens to
  nines outside the longest suit, lowest first, as many as the rules allow (the
  beginner keeps his cards when he may);
* **declarations**: the best the rules allow, everything in the class;
* **play**: leading, a sure winner (the highest card of its suit still unseen) if
  there is one, else the lowest card of the longest suit; following, nothing spent
  on a trick the partner is winning for sure; the cheapest card that wins when it
  is the last to play or the card is sure, else the lowest; void, the lowest card of
  the shortest suit, winners kept.  The beginner (level 1) plays a legal card at
  random half the time.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from ..i18n import N_
from ..rules import SeatView
from ..rules.actions import DECLARE_PHASES, PLAYS, Action, Blanche, Declare, DeclClass, Exchange, Phase, Play
from ..rules.cards import cards_of, winning_index
from ..rules.combos import combo_key
from .base import Decision, Player
from .reason import Reason
from .table_partie import table_stakes_of
from .table_search import PlayoutRule, exchange_rows, keen_card, quick_card, search_card
from .two_left import is_two_left, two_handed_view

if TYPE_CHECKING:
    from .pool import ThinkPool

#: Worlds of the hidden cards the search levels deal out for each card they play,
#: and how often the others play a card at random in them (levels 4 and 5: their
#: card is chosen against more than one way of playing; measured in Normand, level 5
#: against level 3: -0.04 a deal with none, +0.58 with a quarter).
WORLDS = {3: 12, 4: 24, 5: 48}
NOISE = {3: 0.0, 4: 0.25, 5: 0.25}
#: From how few cards in hand the Master plays each world out exactly, every seat
#: playing its best (:mod:`.table_solver`).
EXACT = {3: 0, 4: 0, 5: 4}
#: The tables (players dealt to) at which the worlds of a level's card meet what the
#: others declared (:func:`.table_knowledge.declared`): measured, level 5 over level 3,
#: at Piquet Normand +1.30 a deal with them against +0.96 without (seed 41; seed 7:
#: +0.72 against +0.45); at the four-handed table, with the Master's own playouts
#: (:data:`RULES`), +3.52 against +2.87 (seed 7: +3.77 against +2.86; with the quick
#: rule's playouts reading them had not helped there: +2.19 against +2.61).
READS: dict[int, frozenset[int]] = {3: frozenset(), 4: frozenset(), 5: frozenset({3, 4})}
#: The rule every seat plays by in the worlds a level imagines: the quick rule, or the
#: Master's own (:func:`.table_search.keen_card`: it keeps its winners when void, wins
#: a trick only with a card that no seat still to play can beat, and leads to the
#: partner's best suit).  Measured, level 5 over level 3 (seeds 41 and 7): four-handed,
#: before it read the declarations there, +2.87 and +2.86 a deal with it against +2.61
#: and +1.72; Piquet Normand +1.42 and +1.14 against +1.30 and +0.72.
RULES: dict[int, PlayoutRule] = {3: quick_card, 4: quick_card, 5: keen_card}
#: The worlds over which the Master values Piquet Normand's dealer's exchange.
EXCHANGE_WORLDS = 24

SUIT = 0xFF
#: Declaring the best combination of a class, by the class.
DECLARE_BEST = {DeclClass.POINT: N_("declare your best point"),
                DeclClass.SEQUENCE: N_("declare your best sequence"),
                DeclClass.SET: N_("declare your best set")}


def _suit_of(card: int) -> int:
    return card >> 3


def _unseen(view: SeatView) -> int:
    """The cards this seat has not seen: in the other hands, or out of play."""
    return ((1 << 32) - 1) & ~view.known_cards


def is_sure(view: SeatView, card: int) -> bool:
    """No card of its suit above it is unseen (none can beat it)."""
    above = (SUIT << (8 * _suit_of(card))) & ~((2 << card) - 1)
    return not above & _unseen(view)


def trick_winner(view: SeatView) -> tuple[int, int] | None:
    """(seat, card) winning the trick on the table so far, or None."""
    if not view.trick:
        return None
    first, k = view.seats.index(view.leader), len(view.seats)
    order = [view.seats[(first + i) % k] for i in range(len(view.trick))]
    best = winning_index(view.trick)
    return order[best], view.trick[best]


def play_card(view: SeatView, cards: list[int]) -> tuple[int, Reason]:
    hand = view.hand
    lens = [(hand >> (8 * s) & SUIT).bit_count() for s in range(4)]
    current = trick_winner(view)
    if current is None:  # leading
        sure = [c for c in cards if is_sure(view, c)]
        if sure:
            card = max(sure, key=lambda c: (lens[_suit_of(c)], c))
            return card, Reason(N_("lead {the_card}: no card can beat it"), the_card=card)
        card = min(cards, key=lambda c: (-lens[_suit_of(c)], c & 7))
        return card, Reason(N_("lead {the_card}: the lowest of your longest suit"), the_card=card)
    seat, best = current
    last = len(view.trick) == len(view.seats) - 1
    led = _suit_of(view.trick[0])
    following = [c for c in cards if _suit_of(c) == led]
    partner = seat in view.partners
    if following:
        beating = [c for c in following if c > best]
        if partner and (last or is_sure(view, best)):
            card = min(following)
            return card, Reason(N_("play {the_card}: your partner has the trick"), the_card=card)
        if beating:
            if last:
                card = min(beating)
                return card, Reason(N_("play {the_card}: the cheapest card that wins the trick"),
                                    the_card=card)
            sure = [c for c in beating if is_sure(view, c)]
            if sure:
                card = min(sure)
                return card, Reason(N_("play {the_card}: it wins the trick whatever follows"), the_card=card)
        card = min(following)
        return card, Reason(N_("play {the_card}: keep your better cards"), the_card=card)
    # void in the suit led: the lowest card of the shortest suit, winners kept
    spare = [c for c in cards if not is_sure(view, c)] or cards
    card = min(spare, key=lambda c: (lens[_suit_of(c)], c & 7))
    return card, Reason(N_("throw {the_card}: you hold no {suit_one}"), the_card=card, suit_one=led)


def least_worth_keeping(hand: int) -> tuple[list[int], int]:
    """The cards of ``hand``, those least worth keeping first (the sevens to nines
    outside the longest suit, lowest first), and the longest suit."""
    lens = [(hand >> (8 * s) & SUIT).bit_count() for s in range(4)]
    longest = max(range(4), key=lambda s: (lens[s], s))
    order = sorted(cards_of(hand), key=lambda c: (_suit_of(c) == longest, c & 7, lens[_suit_of(c)]))
    return order, longest


def exchange(view: SeatView, legal: Sequence[Action], keep_all: bool) -> tuple[Exchange, Reason]:
    options = [a for a in legal if isinstance(a, Exchange)]
    counts = sorted({a.discard.bit_count() for a in options})
    order, longest = least_worth_keeping(view.hand)
    low = sum(1 for c in order if c & 7 <= 2 and _suit_of(c) != longest)
    want = 0 if keep_all else low
    n = min((k for k in counts if k >= want), default=counts[-1]) if want not in counts else want
    discard = 0
    for c in order[:n]:
        discard |= 1 << c
    action = _exchange_of(options, discard)
    assert action is not None, "a count of cards the rules allow is exchanged"
    if not action.discard:
        return action, Reason(N_("keep your cards: nothing low enough to change"))
    return action, Reason(N_("change the {cards}: the cards least worth keeping"), cards=action.discard)


def _exchange_of(options: Sequence[Exchange], discard: int) -> Exchange | None:
    """The exchange of ``discard``, the rest of the talon not shown when it may be hidden."""
    same = [a for a in options if a.discard == discard]
    return next((a for a in same if not a.show_rest), same[0] if same else None)


def exchange_candidates(view: SeatView, legal: Sequence[Action]) -> list[Exchange]:
    """The exchanges the Master weighs as Piquet Normand's dealer: the rule's first,
    then every exchange of the cards among the six least worth keeping."""
    options = [a for a in legal if isinstance(a, Exchange)]
    counts = {a.discard.bit_count() for a in options}
    rule, _ = exchange(view, legal, keep_all=False)
    low = least_worth_keeping(view.hand)[0][:6]
    candidates = [rule]
    for n in sorted(counts):
        for pick in combinations(low, n):
            action = _exchange_of(options, sum(1 << c for c in pick))
            if action is not None and action not in candidates:
                candidates.append(action)
    return candidates


def exchange_search_reason(best: Exchange, drawn: int, mean: float, partie: bool = False) -> Reason:
    """Why the exchange ``best`` is made: it ends best over ``drawn`` worlds, by
    ``mean`` points against the others on average (``partie``: for the partie, near
    its end)."""
    if partie:
        if not best.discard:
            return Reason.ntr("keep your cards: over {n} deal of the hidden cards that does best for you in "
                              "the partie, near its end",
                              "keep your cards: over {n} deals of the hidden cards that does best for you in "
                              "the partie, near its end", drawn)
        return Reason.ntr("change the {cards}: over {n} deal of the hidden cards that does best for you in "
                          "the partie, near its end",
                          "change the {cards}: over {n} deals of the hidden cards that does best for you in "
                          "the partie, near its end", drawn, cards=best.discard)
    if not best.discard:
        return Reason.ntr("keep your cards: over {n} deal of the hidden cards that ends best, "
                          "{mean} points against the others",
                          "keep your cards: over {n} deals of the hidden cards that ends best, "
                          "{mean} points against the others", drawn, mean=mean)
    return Reason.ntr("change the {cards}: over {n} deal of the hidden cards that ends best, {mean} "
                      "points against the others",
                      "change the {cards}: over {n} deals of the hidden cards that ends best, {mean} "
                      "points against the others", drawn, cards=best.discard, mean=mean)


def search_exchange(view: SeatView, legal: Sequence[Action], rng: random.Random,
                    worlds: int) -> tuple[Exchange, Reason] | None:
    """Piquet Normand's dealer at the Master's level: each of
    :func:`exchange_candidates` valued over worlds of the hidden hands and the talon
    (:func:`.table_search.exchange_rows`); the one that ends the deal best.  None
    where no world could be drawn."""
    candidates = exchange_candidates(view, legal)
    rule = candidates[0]
    worth = table_stakes_of(view)
    rows = exchange_rows(view, candidates, rng, worlds, RULES[5], worth)
    drawn = len(rows[rule])
    if not drawn:
        return None
    best = max(candidates, key=lambda a: (sum(rows[a]), a is rule))
    return best, exchange_search_reason(best, drawn, sum(rows[best]) / drawn, worth is not None)


def declare(view: SeatView, legal: Sequence[Action]) -> tuple[Declare, Reason]:
    options = [a for a in legal if isinstance(a, Declare)]
    scored = [a for a in options if a.combos]
    if not scored:
        return options[0], Reason(N_("nothing better to declare"))
    cls = DECLARE_PHASES[view.phase]
    best = max(scored, key=lambda a: (combo_key(cls, a.combos[0], view.rules), len(a.combos)))
    return best, Reason(DECLARE_BEST[cls])


def decide(view: SeatView, legal: Sequence[Action], rng: random.Random, level: int,
           play_worlds: int | None = None, exchange_worlds: int = EXCHANGE_WORLDS) -> tuple[Action, Reason]:
    """The action and its reason for a seat at a table of three or four; the search
    levels deal out ``play_worlds`` worlds for a card (by default the level's
    :data:`WORLDS`), the Master ``exchange_worlds`` for Piquet Normand's exchange."""
    phase = view.phase
    if phase is Phase.PLAY:
        cards = [a.card for a in legal if isinstance(a, Play)]
        if level <= 1 and rng.random() < 0.5:
            card = rng.choice(cards)
            return PLAYS[card], Reason(N_("play {the_card}"), the_card=card)
        if level >= 3 and len(cards) > 1:  # the hidden hands dealt out, each card tried in them
            level = min(level, 5)
            worth = table_stakes_of(view) if level >= 5 else None
            card, reason = search_card(view, cards, rng, play_worlds or WORLDS[level], NOISE[level],
                                       EXACT[level], len(view.seats) in READS[level], RULES[level], worth)
            return PLAYS[card], reason
        card, reason = play_card(view, cards)
        return PLAYS[card], reason
    if phase is Phase.BLANCHE:
        if Blanche(True) in legal:
            return Blanche(True), Reason(N_("a hand without king, queen or jack: carte blanche"))
        return Blanche(False), Reason(N_("no carte blanche"))
    if phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
        if level >= 5 and len(view.seats) == 3:  # Normand's dealer: searched
            searched = search_exchange(view, legal, rng, exchange_worlds)
            if searched is not None:
                return searched
        return exchange(view, legal, keep_all=level <= 1)
    if phase in DECLARE_PHASES:
        return declare(view, legal)
    raise ValueError(f"nothing to decide in phase {phase.value}")


class TablePlayer(Player):
    """A computer player of a level at a table of three or four (Normand, four-handed,
    and the last two of a Normand partie): the table's own rules above, at the
    strength of its level, whose name and description it takes."""

    seats = (3, 4)

    #: The worker processes the two-handed player of the last two may think on
    #: (given by the controller, as to a two-handed player).
    pool: ThinkPool | None = None

    def __init__(self, level: type[Player], seed: int | None = None,
                 rng: random.Random | None = None) -> None:
        super().__init__(seed, rng)
        self.level, self.name, self.description = level.level, level.name, level.description
        # the worlds its search deals out for a card, and for the Master's exchange
        self.play_worlds = WORLDS.get(min(self.level, 5), 0)
        self.exchange_worlds = EXCHANGE_WORLDS
        # the last two of a Normand partie play two-handed Piquet: the level's own player
        self.two_handed = level(rng=self.rng)

    def _decide(self, view: SeatView, legal: Sequence[Action]) -> Decision:
        if is_two_left(view):
            return self._decide_two_left(view, legal)
        return Decision(*decide(view, legal, self.rng, self.level, self.play_worlds, self.exchange_worlds))

    def _decide_two_left(self, view: SeatView, legal: Sequence[Action]) -> Decision:
        """Two left of a Normand partie: the level's two-handed player decides, on the
        view renumbered as a two-handed partie's, with this player's random state, time
        and pool."""
        player = self.two_handed
        player.rng = self.rng  # (the table player's, which a resumed partie sets anew)
        player.budget = self.budget
        if hasattr(type(player), "pool"):
            player.pool = self.pool  # type: ignore[attr-defined]
        return player.decide(two_handed_view(view), legal)
