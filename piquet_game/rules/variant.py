"""Variant descriptions: every rule of a Piquet game that is not the core machinery.

Design
------
The engine (:mod:`piquet_game.rules.game`) knows the *shape* of a deal of Piquet: a
deal of cards, optional carte blanche, exchanges against a talon, declarations class
by class in a fixed order with an elder-first dialogue, trick play with follow-suit and
no trumps, bonuses for reaching a threshold before the opponent has scored, and a
partie made of deals.  Everything that differs between the games in the source
documents is read from a :class:`Variant`:

* numbers: players, cards per hand, talon size and how it is shared, how many cards
  each seat may exchange, the tables for sequences and sets, the trick points, the
  thresholds and bonuses of pique and repique, the number of deals;
* decisions, as methods a subclass overrides: how a point is compared
  (:meth:`Variant.point_key` -- Picchetto compares by card value only), when a pique
  or repique is earned (:meth:`Variant.may_repique`, :meth:`Variant.may_pique` --
  Russian piquet looks only at the opponent's declarations), when a partie is over
  and what it is worth (:meth:`Variant.partie_over`, :meth:`Variant.settle` --
  Piquet au cent ends at 100 as each score is made and doubles against a loser
  under 50).

A later variant is a subclass or a :func:`dataclasses.replace` of :data:`RUBICON`.
The engine never tests a variant's name.  Phases a variant enters by its fields:
the open capot (``open_capot_points``, Russian Piquet), the auction and no exchange
(``auction``, ``exchange``, Contract Piquet).  Three and four seats (Piquet Normand,
the four-handed game) are ``players``, ``partnerships`` and ``exchangers``: seats are
numbered in the order of play, so "the next seat" is one rule for every game, and a
side is a seat or a partnership.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..common.names import quoted
from ..i18n import N_
from .cards import RANK_VALUES
from .shape import FixedDeals, LeavingAtTarget, MatchOfGames, PartieShape, ToTarget


@dataclass(frozen=True)
class Variant:
    name: str = "rubicon"
    title: str = N_("Rubicon Piquet")
    players: int = 2
    #: The sides, each a tuple of seats (seats are numbered in the order of play);
    #: none: each player is a side of his own.
    partnerships: tuple[tuple[int, ...], ...] = ()
    #: Who exchanges with the talon: "both" (elder, then younger) or "dealer" (the
    #: dealer alone, looking at the cards he leaves: Piquet Normand).
    exchangers: str = "both"
    #: The point among partners (four-handed): a point is declared only when it is
    #: better than the best so far, or equal to an opponent's; a partner's is never
    #: equalled.
    point_partner_rule: bool = False
    hand_size: int = 12
    #: The talon, top first, is cut into shares: elder's share first.
    talon_shares: tuple[int, ...] = (5, 3)
    #: Cards dealt at a time; the partie chooses one of these once.
    packet_sizes: tuple[int, ...] = (2, 3)
    #: Carte blanche: points for a hand with no king, queen or jack (0 = no such score).
    blanche_points: int = 10
    #: Elder's exchange (min, max).  Younger may take from ``younger_min_exchange`` up
    #: to what is left, or to ``younger_max_exchange`` (0: no limit).
    elder_exchange: tuple[int, int] = (1, 5)
    younger_min_exchange: int = 0
    younger_max_exchange: int = 0
    #: A seat that takes any card takes at least this many (Russian Piquet: 3).
    exchange_min_taken: int = 1
    #: Elder looks at the cards he left of his share (Russian Piquet: no peek).
    elder_peeks: bool = True
    #: The cards nobody took are shown to both, younger does not choose (Russian).
    rest_shown_to_both: bool = False
    #: Sequence score by length.
    sequence_scores: dict[int, int] = field(
        default_factory=lambda: {3: 3, 4: 4, 5: 15, 6: 16, 7: 17, 8: 18}
    )
    #: Set score by size, and the lowest rank (index into 7 8 9 T J Q K A) that counts.
    set_scores: dict[int, int] = field(default_factory=lambda: {3: 3, 4: 14})
    set_min_rank: int = 3
    #: Trick points.
    lead_points: int = 1
    win_opponent_lead_points: int = 1
    win_own_lead_points: int = 0
    last_trick_points: int = 1
    cards_points: int = 10
    capot_points: int = 40
    #: Repique: reaching the threshold from carte blanche and combinations alone.
    repique_threshold: int = 30
    repique_bonus: int = 60
    #: Pique: reaching the threshold with trick points counted, before the end bonuses.
    pique_threshold: int = 30
    pique_bonus: int = 30
    #: What blocks pique and repique: "any" score of the opponent in the deal so far
    #: (Rubicon), or only his "declarations" in the deal, at any time (Russian: his
    #: carte blanche, point, sequences and sets; then repique is decided once the
    #: declarations are over, and only elder may pique).
    blocking: str = "any"
    #: The last trick's bonus is not scored by a capot (Russian).
    capot_cancels_last: bool = False
    #: An open capot announced before the first lead and made scores this instead of
    #: the capot (0: the game has no open capot).
    open_capot_points: int = 0
    #: Deals in a korolik, before each of which the players draw for the deal (0: the
    #: deal alternates from the first cut).
    korolik: int = 0
    #: The partie: deals, extra deals when tied, the rubicon.
    deals: int = 6
    tie_deals: int = 2
    rubicon: int = 100
    game_bonus: int = 100
    #: A game to a target (au cent): the partie ends the moment a running total
    #: reaches it, checked after every score (0: a partie of ``deals`` deals).  The
    #: winner scores the difference, doubled when the loser has less than ``rubicon``.
    target: int = 0
    #: A match of games (Picchetto: 150, 150, then 221): each game is to its target,
    #: ended as in ``target``, the totals start again at 0 for the next; the match
    #: goes to the first to win ``games_to_win`` of them.
    game_targets: tuple[int, ...] = ()
    games_to_win: int = 2
    #: The target is looked at only when a deal is over, and every player who has
    #: reached it leaves the table a winner; the last two play on by the
    #: ``continuation``'s rules (Piquet Normand).  ``settlement``: the one left
    #: without the target pays each winner a "stake", or the "difference" of totals.
    target_at_deal_end: bool = False
    continuation: Variant | None = None
    settlement: str = "stake"
    #: Younger declares carte blanche after elder's exchange (Picchetto's Bianco).
    younger_blanche_after_exchange: bool = False
    #: A card played to a trick must beat the card led when it can (Picchetto).
    must_head_trick: bool = False
    #: What elder says of his point: its "length" (Rubicon) or its "value" (Picchetto).
    point_said: str = "length"
    #: The players exchange with the talon (Contract Piquet: no; its eight cards stay
    #: face down, out of play, unseen by either).
    exchange: bool = True
    #: An auction for a contract of tricks after carte blanche (Contract Piquet).
    auction: bool = False
    #: Each trick over or short of a contract: this many points, times the multiplier.
    contract_points: int = 10
    #: Pique and repique thresholds under a plus and a minus contract.
    contract_pique: tuple[int, int] = (29, 21)
    contract_repique: tuple[int, int] = (30, 21)
    #: "reach": reaching a contract's threshold makes the score 60 (pique) or 90
    #: (repique), as elsewhere; "fixed": the usual 30 or 60 is added at the threshold.
    pique_bonus_mode: str = "reach"
    #: The options a player may set, with the values offered (the first is the
    #: default); :meth:`with_options` makes the variant with other values.
    option_values: tuple[tuple[str, tuple[Any, ...]], ...] = ()
    #: What a loser under ``rubicon`` is said to be.
    lurched: str = "rubiconed"
    #: One sentence for the menus and the README.
    blurb: str = N_("Six deals; a loser under 100 is rubiconed and pays for both totals.")

    # -- options ---------------------------------------------------------------------

    def options(self) -> dict[str, Any]:
        """The variant's options as they are set here."""
        return {name: getattr(self, name) for name, _ in self.option_values}

    def changed_options(self) -> dict[str, Any]:
        """The options set otherwise than by default (what a record must say)."""
        base = VARIANTS.get(self.name)
        if base is None:
            return self.options()
        return {k: v for k, v in self.options().items() if getattr(base, k) != v}

    def with_options(self, **options: Any) -> Variant:
        """This variant with other option values; raises ValueError for an option it
        does not have or a value out of its range."""
        known = dict(self.option_values)
        changes: dict[str, Any] = {}
        for name, value in options.items():
            if name not in known:
                raise ValueError(f"{self.title} has no option {quoted(name)}")
            changes[name] = _option_value(name, known[name], value)
        if "target" in changes and self.rubicon:  # the lurch is half the target
            changes["rubicon"] = changes["target"] // 2
        if self.continuation is not None:  # the two left play to the target, for the settlement
            carried = {k: changes[k] for k in ("target", "settlement") if k in changes}
            if carried:
                changes["continuation"] = replace(self.continuation, **carried)
        return replace(self, **changes) if changes else self

    # -- seats and sides ----------------------------------------------------------

    def rules_at(self, at_table: int) -> Variant:
        """The rules a deal is played by with ``at_table`` players still at the table:
        the variant's, or its continuation's once some have left (Piquet Normand's
        last two play two-handed Piquet)."""
        if self.continuation is not None and at_table < self.players:
            return self.continuation
        return self

    @property
    def sides(self) -> int:
        """How many sides score: the partnerships, or each player for himself."""
        return len(self.partnerships) if self.partnerships else self.players

    def side_of(self, seat: int) -> int:
        for i, side in enumerate(self.partnerships):
            if seat in side:
                return i
        return seat

    @functools.cached_property
    def sides_of_seats(self) -> tuple[int, ...]:
        """Each seat's side (:meth:`side_of`), by seat."""
        return tuple(self.side_of(s) for s in range(self.players))

    # -- declarations -----------------------------------------------------------

    def point_key(self, length: int, value: int) -> tuple[int, ...]:
        """How two points compare: longer wins, then the higher total card value."""
        return (length, value)

    def point_score(self, length: int, value: int) -> int:
        return length

    def sequence_score(self, length: int) -> int:
        return self.sequence_scores[length]

    def set_score(self, size: int) -> int:
        return self.set_scores[size]

    @property
    def min_sequence(self) -> int:
        return min(self.sequence_scores)

    @property
    def min_set(self) -> int:
        return min(self.set_scores)

    def card_value(self, rank: int) -> int:
        return RANK_VALUES[rank]

    # -- bonuses -----------------------------------------------------------------

    def may_repique(self, scores_before: list[int], seat: int) -> bool:
        """Repique when every other seat has nothing in this deal."""
        return all(s == 0 for i, s in enumerate(scores_before) if i != seat)

    def may_pique(self, scores_before: list[int], seat: int) -> bool:
        """Pique when every other seat has nothing in this deal (combinations
        scored before the tricks count, so younger can never pique in Rubicon)."""
        return all(s == 0 for i, s in enumerate(scores_before) if i != seat)

    @property
    def pique_pending_below(self) -> int:
        """The deal score below which a seat's pique may still come
        (:func:`pique_pending_below`), by this variant's thresholds."""
        return pique_pending_below(self.pique_threshold, self.repique_threshold)

    def bonus_rules(self, minus: bool | None = None) -> tuple[int, int, int, int]:
        """(pique threshold, pique bonus, repique threshold, repique bonus); in a game
        with an auction they depend on the contract (``minus``: a minus contract;
        None before there is one)."""
        pique = (self.pique_threshold, self.pique_bonus)
        repique = (self.repique_threshold, self.repique_bonus)
        if not self.auction or minus is None:
            return (*pique, *repique)
        pt, rt = self.contract_pique[minus], self.contract_repique[minus]
        if self.pique_bonus_mode == "fixed":
            return (pt, self.pique_bonus, rt, self.repique_bonus)
        return (pt, sum(pique) - pt, rt, sum(repique) - rt)

    def exchange_counts(self, lo: int, hi: int) -> tuple[int, ...]:
        """How many cards a seat may exchange, between ``lo`` and ``hi``."""
        return tuple(n for n in range(lo, hi + 1) if n == 0 or n >= self.exchange_min_taken)

    def cards_bonus(self, tricks_won: int, total_tricks: int) -> tuple[str, int] | None:
        """The bonus for the tricks a seat won: ("capot", 40), ("cards", 10) or None."""
        if tricks_won == total_tricks and self.capot_points:
            return ("capot", self.capot_points)
        if tricks_won * 2 > total_tricks and self.cards_points:
            return ("cards", self.cards_points)
        return None

    def cards_award(self, side_tricks: Sequence[int], total_tricks: int) -> tuple[int, str, int] | None:
        """The side that scores for the tricks, and what: the side with strictly more
        tricks than each other side scores "the cards", or the capot when it took
        them all (two sides: more than half; Normand: most, a tie for most scoring
        nothing).  (side, kind, points) or None."""
        most = max(side_tricks)
        if side_tricks.count(most) > 1:
            return None
        side = side_tricks.index(most)
        if most == total_tricks and self.capot_points:
            return (side, "capot", self.capot_points)
        if self.cards_points and (len(side_tricks) > 2 or most * 2 > total_tricks):
            return (side, "cards", self.cards_points)
        return None

    # -- the partie ----------------------------------------------------------------

    @functools.cached_property
    def shape(self) -> PartieShape:
        """How a partie of this game is shaped and when it ends (the one owner of those
        rules: see :mod:`piquet_game.rules.shape`)."""
        if self.game_targets:
            return MatchOfGames(self.game_targets, self.games_to_win)
        if self.target and self.target_at_deal_end:
            return LeavingAtTarget(self.target, self.settlement)
        if self.target:
            return ToTarget(self.target)
        return FixedDeals(self.deals, self.tie_deals, self.korolik)

    def totals(self, deal_scores: Sequence[Sequence[int]]) -> list[int]:
        """Each side's total over the deals played (a side: a seat, or partners)."""
        return [sum(d[i] for d in deal_scores) for i in range(self.sides)]

    def game_totals(self, deal_scores: Sequence[Sequence[int]], game_starts: Sequence[int]) -> list[int]:
        """Each side's total in the game being played: in a match of games, since the
        last game began (the last one, once the match is over); else the partie's."""
        return self.totals(deal_scores[game_starts[-1]:])

    def settle(self, totals: list[int]) -> tuple[int | None, int | None]:
        """(winner, what the winner scores); (None, None) for a drawn partie."""
        a, b = totals
        if a == b:
            return (None, None)
        winner = 0 if a > b else 1
        hi, lo = max(a, b), min(a, b)
        if self.target:  # the difference, doubled against a loser under the lurch
            return (winner, (hi - lo) * (2 if lo < self.rubicon else 1))
        if lo >= self.rubicon:
            return (winner, self.game_bonus + hi - lo)
        return (winner, self.game_bonus + hi + lo)

    def is_rubiconed(self, totals: list[int]) -> bool:
        return min(totals) < self.rubicon and totals[0] != totals[1]


#: Options that take any whole number in a range, not only the values offered.
OPEN_OPTIONS: dict[str, tuple[int, int]] = {"target": (10, 10_000)}


def pique_pending_below(pique_threshold: int, repique_threshold: int) -> int:
    """The deal score below which a seat's pique may still come.

    A pique is scored as a trick point is scored, when the seat's deal score then
    stands at or above the pique threshold (the rules common to the games): from a score
    below it, or from carte blanche and combinations that reached it but not the
    repique's higher threshold (a plus contract: exactly 29 piques with the first
    trick point, at 29 says 60).  A seat at or above both thresholds has repiqued or
    piqued already, or was blocked: it can pique no more."""
    return max(pique_threshold, repique_threshold)


def pique_due(before: int, after: int, pique_threshold: int, pending_below: int) -> bool:
    """Whether a trick point taking a seat's deal score from ``before`` to ``after``
    makes its pique, the blocking rule aside: at or above the threshold, from a
    score at which the pique was still to come (``pending_below``:
    :func:`pique_pending_below`)."""
    return before < pending_below and after >= pique_threshold


def _option_value(name: str, offered: tuple[Any, ...], value: Any) -> Any:
    """``value`` for the option ``name`` (offered ``offered``), or ValueError: a yes/no
    option takes true or false, a number one of the values offered (a target, any
    whole number in its range)."""
    if isinstance(offered[0], bool):
        if type(value) is not bool:
            raise ValueError(f"option {name} must be true or false, not {quoted(value)}")
        return value
    if isinstance(offered[0], str):
        if value not in offered or type(value) is not str:
            raise ValueError(f"option {name} must be one of {', '.join(offered)}, not {quoted(value)}")
        return value
    if name in OPEN_OPTIONS:
        lo, hi = OPEN_OPTIONS[name]
        if type(value) is not int or not lo <= value <= hi:
            raise ValueError(f"option {name} must be a whole number from {lo} to {hi}, "
                             f"not {quoted(value)}")
        return value
    if type(value) is not int or value not in offered:
        choices = ", ".join(str(v) for v in offered)
        raise ValueError(f"option {name} must be one of {choices}, not {quoted(value)}")
    return value


#: The default game, Rubicon Piquet, as the source documents give its rules.
RUBICON = Variant()

#: Piquet au cent (Piquet au cent's rules): Rubicon's deal, played until a running
#: total reaches the target (100), checked after every score; the difference,
#: doubled when the loser has less than half the target.
AU_CENT = Variant(
    name="au-cent", title=N_("Piquet au cent"), deals=0, tie_deals=0, rubicon=50, game_bonus=0,
    target=100, option_values=(("target", (100, 150, 200)),), lurched="lurched",
    blurb=N_("Deal after deal until one player reaches 100, the moment he reaches it; "
            "the winner scores the difference, doubled if the loser has less than 50."),
)

#: Russian Piquet (Russian Piquet's rules).  Exchanges of none or three to
#: five, the cards nobody took shown to both, sequences 13 to 18, a point for each
#: lead and each trick, the last trick 4, leza 10, capot 40 or an open capot 80,
#: pique for elder only and the Russian blocking rule, two koroliks of two deals.
RUSSIAN = Variant(
    name="russian", title=N_("Russian Piquet"), elder_exchange=(0, 5), younger_max_exchange=5,
    exchange_min_taken=3, elder_peeks=False, rest_shown_to_both=True,
    sequence_scores={3: 13, 4: 14, 5: 15, 6: 16, 7: 17, 8: 18},
    win_own_lead_points=1, last_trick_points=3, capot_cancels_last=True, blocking="declarations",
    open_capot_points=80, korolik=2, deals=4, tie_deals=0, rubicon=0, game_bonus=0,
    packet_sizes=(2,), lurched="",
    blurb=N_("Two koroliks of two deals; a point for every lead and every trick, the last "
            "trick 4, an open capot 80; the higher total wins the difference."),
)

#: Picchetto (Picchetto's rules).  The point said by its value,
#: the dealer's Bianco after the non-dealer's exchange, a card played to a trick
#: heading it when it can, a point for each trick won and 2 for the last, picca by
#: either player, a match of Partita, Rivincita and Bella to 150, 150 and 221.
PICCHETTO = Variant(
    name="picchetto", title=N_("Picchetto"), lead_points=0, win_own_lead_points=1,
    younger_blanche_after_exchange=True, must_head_trick=True, point_said="value",
    deals=0, tie_deals=0, rubicon=0, game_bonus=0, game_targets=(150, 150, 221), lurched="",
    option_values=(("must_head_trick", (True, False)), ("younger_min_exchange", (0, 1))),
    blurb=N_("A match of three games, to 150, 150 and 221; a point for each trick won, the "
            "last 2; the card led must be headed when it can."),
)

#: Contract Piquet (Contract Piquet's rules).  No exchange; an auction for a contract of tricks won
#: or lost, doubled and redoubled; a point for each trick won and nothing else for
#: the tricks but 10 for each trick over or short of the contract; pique and repique
#: thresholds by the kind of contract; six deals and a rubicon of 150.
CONTRACT = Variant(
    name="contract", title=N_("Contract Piquet"), exchange=False, auction=True,
    lead_points=0, win_own_lead_points=1, last_trick_points=0, cards_points=0, capot_points=0,
    rubicon=150, game_bonus=150,
    option_values=(("pique_bonus_mode", ("reach", "fixed")),),
    blurb=N_("No exchange: bid for the tricks you will win or lose, doubled and redoubled; "
            "10 for each trick over or short; six deals, a rubicon of 150."),
)

#: Piquet Normand (Piquet Normand's rules): three players, ten cards each, a talon of
#: two that only the dealer may take from (none, one or two cards, looking at what he
#: leaves); pique and repique at 20; 10 for most tricks, 20 for the capot; to a target
#: looked at after each deal, every player who reaches it leaving a winner, the last
#: two playing on at two-handed Piquet from their totals; the loser pays each winner.
NORMAND = Variant(
    name="normand", title=N_("Piquet Normand"), players=3, hand_size=10, talon_shares=(0, 2),
    packet_sizes=(2,), exchangers="dealer", elder_exchange=(0, 0), younger_max_exchange=2,
    capot_points=20, repique_threshold=20, repique_bonus=70, pique_threshold=20, pique_bonus=40,
    deals=0, tie_deals=0, rubicon=0, game_bonus=0, target=100, target_at_deal_end=True,
    continuation=replace(RUBICON, name="normand-two", title="Piquet Normand, two left",
                         deals=0, tie_deals=0, rubicon=0, game_bonus=0, target=100,
                         target_at_deal_end=True, lurched=""),
    option_values=(("target", (100, 150, 200)), ("settlement", ("stake", "difference"))),
    lurched="",
    blurb=N_("Three players, ten cards each; only the dealer takes from the talon; pique and "
            "repique at 20; who reaches 100 leaves a winner, and the last one pays."),
)

#: Four-handed partnership Piquet, Piquet voleur (four-handed Piquet's rules): partners
#: facing each other, eight cards each, no talon; the point said by its value and
#: never equalled by a partner; a side scores every combination its partners declare
#: when it holds the best; side scores; pique and repique at 20; six deals by sides.
VOLEUR = Variant(
    name="voleur", title=N_("Four-handed Piquet"), players=4, partnerships=((0, 2), (1, 3)),
    hand_size=8, talon_shares=(), packet_sizes=(2,), exchange=False, point_said="value",
    point_partner_rule=True, repique_threshold=20, repique_bonus=70, pique_threshold=20,
    pique_bonus=40,
    blurb=N_("Two against two, eight cards each and no talon; partners pool their scores; "
            "pique and repique at 20; six deals, a rubicon of 100."),
)

#: The games offered, in the order they are listed.
VARIANTS: dict[str, Variant] = {v.name: v for v in (RUBICON, AU_CENT, RUSSIAN, PICCHETTO, CONTRACT,
                                                      NORMAND, VOLEUR)}


def variant_with(name: str, options: Sequence[str]) -> Variant:
    """The variant ``name`` with options written ``KEY=VALUE`` (a whole number, true or
    false, or a word), as the tools take them; KeyError for an unknown name,
    ValueError for an option written wrong or that the variant does not take."""
    values: dict[str, Any] = {}
    for text in options:
        key, sep, value = text.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"an option is KEY=VALUE, not {quoted(text)}")
        low = value.strip().lower()
        if low in ("true", "false"):
            values[key.strip()] = low == "true"
            continue
        try:
            values[key.strip()] = int(value)
        except ValueError:
            values[key.strip()] = value.strip()
    return variant_named(name, values)


def variant_named(name: str, options: dict[str, Any] | None = None) -> Variant:
    """The variant called ``name`` with ``options`` set; KeyError for an unknown
    name, ValueError for an option it does not take."""
    try:
        variant = VARIANTS[name]
    except KeyError:
        known = ", ".join(sorted(VARIANTS))
        raise KeyError(f"unknown variant {quoted(name)} (known: {known})") from None
    return variant.with_options(**options) if options else variant
