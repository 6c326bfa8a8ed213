"""The review of a deal: where a person lost points, as a chess program reviews a game.

Each decision the person made in the deal — his exchange, his declarations (sinking
what he held, or showing it) and every card he played — is valued by the Master's
machinery over worlds consistent with what he knew at that moment: the hidden cards
are sampled from his seat's view (``SeatView``), never read from the record, so the
review blames nothing he could not have seen.  For each decision: the expected
score of his choice and of the best choice, both as (his
points - the opponent's) to the end of the deal, the loss between them, its standard
error over the worlds, and how many worlds.  The trick play is solved exactly in
each world (the solver); an exchange is valued as the Master values one (the
declarations counted, the tricks solved), the candidates being its shortlist and the
person's own discard.  A declaration is valued by playing the deal on in each
world through the engine itself (the person's choice or another, the remaining
declarations made in full by both, the tricks solved), so every rule of the variant
that a declaration touches (a repique, a pique blocked) is counted as the game
counts it.  What a declaration tells the opponent is not valued: in the worlds the
opponent's hand is placed, so showing or sinking changes only the points scored.
Younger's answer to "show the rest?" is not reviewed for the same reason.

In Contract Piquet the call is a decision too, and the cards are played to a
contract: both are valued as the deal scores them once the contract stands, the
contract's points and the trick margin (:mod:`piquet_game.ai.review_contract`); its
declarations as in every game.  At a table of three or four the cards played are
reviewed, each valued for the seat's side (a partner's play for the side) over the
deals of the hidden cards consistent with what the seat saw (what the others
declared among it), the deal finished in each by the Master's rule of thumb
(:func:`piquet_game.ai.table_search.play_rows`, :func:`~piquet_game.ai.table_search.keen_card`),
and so are the declarations (:mod:`piquet_game.ai.review_table`) and Piquet
Normand's dealer's exchange (its candidates the Master's,
:func:`piquet_game.ai.table.exchange_candidates`).  Every one of them is valued in
the deal's points, but near the target at Piquet Normand's table of three, where
the Master plays for the partie (:mod:`piquet_game.ai.table_partie`): there they
are valued as it values them, in the partie's stakes, 100 to a stake
(:func:`piquet_game.ai.review_table.partie_worth`; the review says so,
:data:`FOR_STAKES`).  Piquet Normand's last two play two-handed Piquet: their
exchanges and cards are reviewed as a table of two's, on the seat's view
renumbered (:mod:`piquet_game.ai.two_left`), for their race's settlement as the
Master plays it, and their declarations in the same unit.  The decisions are
independent of each other, so ``review_deal`` can value them on a pool of worker
processes (``executor``): both cores.  Pure Python, deterministic for a seed, with
or without the pool.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import random
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass
from functools import lru_cache
from string import Formatter
from typing import Any

from ..i18n import N_, Translator
from ..rules import Declare, Exchange, Game, OpenCapot, Phase, Play
from ..rules.actions import CALLS, DECLARE_PHASES, Call, DeclClass
from ..rules.cards import card_name, cards_of
from ..rules.combos import best_declaration
from ..rules.deal import DealLog
from ..rules.record import replay
from ..rules.view import SeatView
from .contract import call_reason
from .partie import stakes_of
from .pool import watch_parent
from .reason import Reason
from .review_contract import call_rows, play_rows, trick_counter
from .review_table import declare_rows as table_declare_rows
from .review_table import partie_worth
from .rulebased import exchange_reason
from .sampler import World
from .search import EXCHANGE_TASK, PLAY_TASK, Master
from .table import RULES, exchange_candidates, exchange_search_reason
from .table_search import exchange_rows, search_reason
from .table_search import play_rows as table_play_rows
from .two_left import is_two_left, two_handed_view

#: Worlds sampled for a card played, for an exchange, and for a declaration.
PLAY_WORLDS = 96
EXCHANGE_WORLDS = 64
DECLARE_WORLDS = 48
#: Worlds sampled for a call of the auction (Contract Piquet).
CALL_WORLDS = 48
#: The most declarations valued for one decision (the person's, everything held,
#: nothing, then the others the rules allow, in their order).
DECLARE_CANDIDATES = 6

#: Why a declaration is better than the one made.
DECLARE_BETTER = N_("declare {cards}: over the hands the opponent may hold it scores {gain} points more "
                    "than what you declared")
DECLARE_NOTHING = N_("declare nothing: over the hands the opponent may hold it is worth {gain} points more "
                     "than what you declared")
#: Why a declaration is better than the one made, at a table of three or four.
TABLE_DECLARE_BETTER = N_("declare {cards}: over the hands the others may hold it scores {gain} points "
                          "more than what you declared")
TABLE_DECLARE_NOTHING = N_("declare nothing: over the hands the others may hold it is worth {gain} points "
                           "more than what you declared")
#: Said once over a review whose values are the partie's settlement (a game to a
#: target, the last deal of a rubicon partie), not the deal's margin.
FOR_PARTIE = N_("This deal is played for the partie: its points here are the partie's settlement, "
                "not the deal's score.")
#: ... where the partie is settled in stakes (Piquet Normand: the one left pays each
#: winner a stake), its values counted 100 to a stake.
FOR_STAKES = N_("This deal is played for the partie: its points here are the partie's stakes, 100 to a "
                "stake, not the deal's score.")

#: The edition of the review's valuation, kept with every review: raised whenever what
#: a review's figures mean, or how the Master values a decision, changes, so that a
#: review kept by an earlier edition is made again, never shown as this one's
#: (:func:`checked_edition`).  1: every deal in points (a review kept without an
#: edition); 2: Piquet Normand near the target, and its last two, in the partie's
#: stakes.
EDITION = 2


@dataclass(frozen=True)
class Decision:
    """One decision of the person, reviewed.  ``chosen`` and ``best`` are actions in
    the record's notation; ``chosen_value`` and ``best_value`` the expected (his
    points - the opponent's) to the end of the deal; ``loss`` their difference (0
    when he chose the best), ``error`` its standard error over ``worlds`` worlds."""

    deal: int          # 1-based
    index: int         # the action's index in the deal (0-based)
    trick: int         # 1-based trick of a card played; 0 for the exchange and a declaration
    kind: str          # "call", "exchange", "declare" or "play"
    chosen: str
    best: str
    chosen_value: float
    best_value: float
    loss: float
    error: float
    worlds: int
    chosen_cards: int = 0  # the card played, or the cards discarded or declared (a set)
    best_cards: int = 0
    #: why the best choice is best, in the words of the hints (a Reason: said in a
    #: language with ``why.words(tr)``; None where the choice made was the best)
    why: Reason | None = None
    #: the class of a declaration ("point", "sequence", "set"); "" for the others
    cls: str = ""


KINDS = ("call", "exchange", "declare", "play")


class Losses:
    """What a deal's review says in all (of any game): the points (or banks) its
    decisions lost, and the decisions by loss, the biggest first."""

    decisions: tuple

    @property
    def partie_note(self) -> str | None:
        """The line said once over the review where its values are not the deal's
        points (a message to translate), or None."""
        return None

    @property
    def total_loss(self) -> float:
        return sum(d.loss for d in self.decisions)

    def ranked(self) -> list:
        """The decisions by loss, the biggest first (in the deal's order among equals)."""
        return sorted(self.decisions, key=lambda d: (-d.loss, d.index))


@dataclass(frozen=True)
class DealReview(Losses):
    deal: int
    seat: int
    decisions: tuple[Decision, ...]
    #: Whether the values are the partie's settlement, not the deal's margin: in a
    #: game to a target, and in the last deal of a rubicon partie, where the Master
    #: plays for the partie (:meth:`Master.plays_for_partie`; said by :data:`FOR_PARTIE`).
    for_partie: bool = False
    #: Whether those values are the partie's stakes, 100 to a stake (Piquet Normand
    #: near the target, and its last two racing for a stake; said by :data:`FOR_STAKES`).
    in_stakes: bool = False

    @property
    def partie_note(self) -> str | None:
        if self.in_stakes:
            return FOR_STAKES
        return FOR_PARTIE if self.for_partie else None

    def to_json(self) -> dict:
        """The review as JSON (the ``why`` in English words: for people and tools)."""
        decisions = []
        for d in self.ranked():
            said = asdict(d)
            said["why"] = str(d.why) if d.why is not None else None
            decisions.append(said)
        return {"deal": self.deal, "seat": self.seat, "total_loss": round(self.total_loss, 3),
                "for_partie": self.for_partie, "in_stakes": self.in_stakes, "decisions": decisions}

    def to_data(self) -> dict:
        """The review as data to keep (:meth:`from_data` reads it back): the ``why``
        kept as its message and values, to be said in any language."""
        decisions = []
        for d in self.decisions:
            said = asdict(d)
            said["why"] = None if d.why is None else \
                {"text": d.why.text, "plural": d.why.plural, "values": [list(v) for v in d.why.values]}
            decisions.append(said)
        return {"edition": EDITION, "deal": self.deal, "seat": self.seat, "for_partie": self.for_partie,
                "in_stakes": self.in_stakes, "decisions": decisions}

    @classmethod
    def from_data(cls, data: Any) -> DealReview:
        """A review kept by :meth:`to_data`, checked field by field: a value of the
        wrong kind or out of range raises :class:`ValueError` (a damaged or hostile
        file is refused, never shown)."""
        if not isinstance(data, dict):
            raise ValueError("a review is an object")
        checked_edition(data, EDITION)
        deal, seat = checked_int(data.get("deal"), 1, 10_000), checked_int(data.get("seat"), 0, 3)
        raw = data.get("decisions")
        if not isinstance(raw, list) or len(raw) > 200:
            raise ValueError("a review's decisions are a list of at most 200")
        for_partie = data.get("for_partie", False)  # absent from a review kept before it was said
        in_stakes = data.get("in_stakes", False)  # ... and from one kept before stakes were
        if type(for_partie) is not bool or type(in_stakes) is not bool:
            raise ValueError("a review's for_partie and in_stakes are true or false")
        if in_stakes and not for_partie:
            raise ValueError("a review counted in the partie's stakes is played for the partie")
        return cls(deal, seat, tuple(_decision_of(d) for d in raw), for_partie, in_stakes)


_MASK = (1 << 32) - 1


def checked_int(value: Any, lo: int, hi: int) -> int:
    """A whole number from ``lo`` to ``hi`` read from a kept file (ValueError otherwise)."""
    if type(value) is not int or not lo <= value <= hi:
        raise ValueError(f"a whole number from {lo} to {hi} was expected")
    return value


def checked_float(value: Any) -> float:
    """A finite number of sensible size read from a kept file (ValueError otherwise)."""
    if type(value) not in (int, float) or not math.isfinite(value) or abs(value) > 1e6:
        raise ValueError("a finite number was expected")
    return float(value)


class LaterEdition(ValueError):
    """A kept review of a later edition than this version's (made by a newer version
    of the game): not shown here, and its file never written over."""


def checked_edition(data: dict, edition: int) -> None:
    """Refuse (ValueError) a kept review of another edition than ``edition``, its
    family's (:data:`EDITION`): one kept without an edition is of the first. Its
    figures are not this version's, so it is made again, not shown; one of a later
    edition raises :class:`LaterEdition`."""
    kept = checked_int(data.get("edition", 1), 1, 1_000)
    if kept > edition:
        raise LaterEdition(f"a review of edition {kept}, later than this version's {edition}")
    if kept != edition:
        raise ValueError(f"a review of edition {kept}: this version's reviews are of edition {edition}")


def _text(value: Any, limit: int = 200) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise ValueError(f"a text of at most {limit} characters was expected")
    return value


#: The values a kept reason may carry, by name: what each must be.
_REASON_VALUES: dict[str, Callable[[Any], Any]] = {
    "card": lambda v: checked_int(v, 0, 31), "the_card": lambda v: checked_int(v, 0, 31),
    "king": lambda v: checked_int(v, 0, 31),
    "cards": lambda v: checked_int(v, 0, _MASK), "codes": lambda v: checked_int(v, 0, _MASK),
    "suit": lambda v: checked_int(v, 0, 3), "suit_one": lambda v: checked_int(v, 0, 3),
    "gain": checked_float, "mean": checked_float, "n": lambda v: checked_int(v, 0, 100),
    "bid": lambda v: _call_word(v), "plus": lambda v: checked_int(v, 0, 12),
    "minus": lambda v: checked_int(v, 0, 12),
    "suits": lambda v: _suits(v),
}


def _call_word(value: Any) -> str:
    if not isinstance(value, str) or value not in CALLS:
        raise ValueError("a call is one of the auction's")
    return value


def _suits(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) > 4:
        raise ValueError("suits are a short list")
    return tuple(checked_int(v, 0, 3) for v in value)


def _reason_of(data: Any) -> Reason | None:
    """A kept reason, only if its message is one of the game's own (translated in the
    catalogue) and its placeholders plain names of the values it carries."""
    if data is None:
        return None
    if not isinstance(data, dict):
        raise ValueError("a reason is an object")
    text, plural = _text(data.get("text"), 400), _text(data.get("plural", ""), 400)
    values = data.get("values")
    if not isinstance(values, list) or len(values) > 8:
        raise ValueError("a reason's values are a short list")
    checked: dict[str, Any] = {}
    for item in values:
        if not isinstance(item, list) or len(item) != 2 or item[0] not in _REASON_VALUES:
            raise ValueError("a reason's value is a known name and its value")
        checked[item[0]] = _REASON_VALUES[item[0]](item[1])
    for message in (text, plural) if plural else (text,):
        for _literal, field, spec, conversion in Formatter().parse(message):
            if field is not None and (field not in checked or spec or conversion):
                raise ValueError("a reason's words name only its values")
    french = Translator("fr")  # every message of the game has its French words
    known = french.ntr(text, plural, 2) != plural if plural else french(text) != text
    if not known:
        raise ValueError("a reason is one of the game's own messages")
    if plural and "n" not in checked:
        raise ValueError("a reason with a plural has its count")
    return Reason.restored(text, plural, checked)


def _decision_of(data: Any) -> Decision:
    if not isinstance(data, dict):
        raise ValueError("a decision is an object")
    kind = data.get("kind")
    if kind not in KINDS:
        raise ValueError("a decision is a call, an exchange, a declaration or a card played")
    cls = _text(data.get("cls", ""), 10)
    if cls and cls not in {c.value for c in DeclClass}:
        raise ValueError("a declaration's class is the point, the sequence or the set")
    loss = checked_float(data.get("loss"))
    if loss < 0:
        raise ValueError("a loss is not below zero")
    return Decision(
        checked_int(data.get("deal"), 1, 10_000), checked_int(data.get("index"), 0, 10_000),
        checked_int(data.get("trick"), 0, 12), kind, _text(data.get("chosen")), _text(data.get("best")),
        checked_float(data.get("chosen_value")), checked_float(data.get("best_value")), loss,
        checked_float(data.get("error")), checked_int(data.get("worlds"), 0, 100_000),
        checked_int(data.get("chosen_cards", 0), 0, _MASK), checked_int(data.get("best_cards", 0), 0, _MASK),
        _reason_of(data.get("why")), cls)


class ReviewError(ValueError):
    """A deal that cannot be reviewed (its number, the table's size), said in one line."""


def _mean_and_error(diffs: list[float], weights: list[float]) -> tuple[float, float]:
    total = sum(weights)
    mean = sum(w * d for w, d in zip(weights, diffs, strict=True)) / total
    if len(diffs) < 2:
        return mean, 0.0
    var = sum(w * (d - mean) ** 2 for w, d in zip(weights, diffs, strict=True)) / total
    effective = total * total / sum(w * w for w in weights)  # the worlds' weights spread the sample
    return mean, math.sqrt(var / max(1.0, effective - 1.0))


def _means(per_world: dict[Any, list[float]], weights: list[float]) -> dict[Any, float]:
    """Each candidate's mean over the worlds (weighted)."""
    total = sum(weights)
    return {k: sum(w * v for w, v in zip(weights, vs, strict=True)) / total for k, vs in per_world.items()}


def _per_world(master: Master, view: SeatView, kind: str, candidates: Sequence[int], worlds: list[World],
               unit: float = 1.0) -> dict[int, list[float]]:
    """Each candidate's value in each world (divided by ``unit``), valued as the
    Master values them when it decides (:meth:`Strategist.rows`), every world."""
    rows = master.rows(view, (kind, tuple(candidates)), worlds, None)
    return {c: [row[k] / unit for _i, row in rows] for k, c in enumerate(candidates)}


@dataclass(frozen=True)
class _Valued:
    """A decision valued: the best choice, both values, the loss and its error."""

    best: Any
    chosen_value: float
    best_value: float
    loss: float
    error: float
    worlds: int
    why: Reason


def _valued(per_world: dict[Any, list[float]], weights: list[float], means: dict[Any, float], chosen: Any,
            best: Any, why: Reason) -> _Valued:
    diffs = [b - c for b, c in zip(per_world[best], per_world[chosen], strict=True)]
    loss, error = _mean_and_error(diffs, weights)
    return _Valued(best, means[chosen], means[best], max(0.0, loss), error, len(weights), why)


def _review_play(master: Master, view: SeatView, legal: list, chosen: Play, worlds_n: int) -> _Valued:
    cards = [a.card for a in legal if isinstance(a, Play)]
    worlds = master.worlds(view, worlds_n)
    weights = [w.weight for w in worlds]
    per_world = _per_world(master, view, PLAY_TASK, cards, worlds, master.trick_unit(view, 1.0))
    means = _means(per_world, weights)
    best = max(cards, key=lambda c: (means[c], -(c & 7)))
    # why, against the card played (its gain the points the better card keeps over it)
    why = master.play_reason(view, best, {best: means[best], chosen.card: means[chosen.card]})
    return _valued(per_world, weights, means, chosen.card, best, why)


def _review_call(master: Master, view: SeatView, legal: list, chosen: Call, worlds_n: int) -> _Valued:
    calls = [a for a in legal if isinstance(a, Call)]
    per_world, est = call_rows(view, calls, worlds_n, master.rng, trick_counter(view))
    weights = [1.0] * len(per_world[chosen])
    means = _means(per_world, weights)
    best = max(calls, key=lambda c: (means[c], c == chosen, -c.rank))
    return _valued(per_world, weights, means, chosen, best, call_reason(best, est, means[best], view.hand))


def _review_contract_play(master: Master, view: SeatView, legal: list, chosen: Play,
                          worlds_n: int) -> _Valued:
    cards = [a.card for a in legal if isinstance(a, Play)]
    per_world = play_rows(view, cards, worlds_n, master.rng, trick_counter(view))
    weights = [1.0] * len(per_world[chosen.card])
    means = _means(per_world, weights)
    best = max(cards, key=lambda c: (means[c], c == chosen.card, -(c & 7)))
    why = master.play_reason(view, best, {best: means[best], chosen.card: means[chosen.card]})
    return _valued(per_world, weights, means, chosen.card, best, why)


def _review_table_play(master: Master, view: SeatView, legal: list, chosen: Play,
                       worlds_n: int) -> _Valued:
    """A card at a table of three or four, valued for the seat's side (see the module),
    or near the target in the partie (:func:`.review_table.partie_worth`)."""
    cards = [a.card for a in legal if isinstance(a, Play)]
    partie = partie_worth(view)
    worth = None if partie is None else partie.worth
    per_world = table_play_rows(view, cards, master.rng, worlds_n, read=True, rule=RULES[5], worth=worth)
    weights = [1.0] * len(per_world[chosen.card])
    if not weights:  # no deal of the hidden cards fits what the seat saw: nothing to say
        return _Valued(chosen.card, 0.0, 0.0, 0.0, 0.0, 0,
                       search_reason(view, chosen.card, 0, 0.0, partie is not None))
    means = _means(per_world, weights)
    best = max(cards, key=lambda c: (means[c], c == chosen.card, -c))
    why = search_reason(view, best, len(weights), means[best], partie is not None)
    return _valued(per_world, weights, means, chosen.card, best, why)


def _review_table_declare(master: Master, at: Game, seat: int, legal: list, chosen: Declare,
                          worlds_n: int) -> _Valued:
    """A declaration at a table of three or four, valued for the seat's side (see
    :mod:`piquet_game.ai.review_table`)."""
    candidates = _declare_candidates(at, seat, chosen, legal)
    partie = partie_worth(at.view(seat))
    per_world = table_declare_rows(at, seat, candidates, master.rng, worlds_n,
                                   None if partie is None else partie.worth)
    weights = [1.0] * len(per_world[chosen])
    if not weights:  # no deal of the hidden cards fits what the seat saw: nothing to say
        return _Valued(chosen, 0.0, 0.0, 0.0, 0.0, 0, Reason(TABLE_DECLARE_NOTHING, gain=0.0))
    means = _means(per_world, weights)
    best = max(candidates, key=lambda d: (means[d], d == chosen))
    gain = means[best] - means[chosen]
    why = (Reason(TABLE_DECLARE_BETTER, cards=best.cards, gain=gain) if best.combos
           else Reason(TABLE_DECLARE_NOTHING, gain=gain))
    return _valued(per_world, weights, means, chosen, best, why)


def _review_table_exchange(master: Master, view: SeatView, legal: list, chosen: Exchange,
                           worlds_n: int) -> _Valued:
    """Piquet Normand's dealer's exchange, valued over the worlds of the hidden hands
    and the talon, each played on through the engine (:func:`.table.search_exchange`)."""
    candidates = list(dict.fromkeys([chosen, *exchange_candidates(view, legal)]))
    partie = partie_worth(view)
    per_world = exchange_rows(view, candidates, master.rng, worlds_n, RULES[5],
                              None if partie is None else partie.worth)
    weights = [1.0] * len(per_world[chosen])
    if not weights:  # no deal of the hidden cards fits what the seat saw: nothing to say
        return _Valued(chosen, 0.0, 0.0, 0.0, 0.0, 0,
                       exchange_search_reason(chosen, 0, 0.0, partie is not None))
    means = _means(per_world, weights)
    best = max(candidates, key=lambda a: (means[a], a == chosen))
    return _valued(per_world, weights, means, chosen, best,
                   exchange_search_reason(best, len(weights), means[best], partie is not None))


def _review_exchange(master: Master, view: SeatView, chosen: Exchange, worlds_n: int) -> _Valued:
    candidates = list(dict.fromkeys([chosen.discard, *master.exchange_shortlist(view)]))
    worlds = master.worlds(view, worlds_n)
    weights = [w.weight for w in worlds]
    per_world = _per_world(master, view, EXCHANGE_TASK, candidates, worlds)
    means = _means(per_world, weights)
    best = max(candidates, key=lambda d: means[d])
    return _valued(per_world, weights, means, chosen.discard, best, exchange_reason(view, best))


def _declare_candidates(at: Game, seat: int, chosen: Declare, legal: Sequence) -> list[Declare]:
    cls = chosen.cls
    full = Declare(cls, best_declaration(at.hands[seat], cls, at.rules))
    options = [a for a in legal if isinstance(a, Declare)]
    out = [chosen]
    for d in (full, Declare(cls, ()), *options):
        if len(out) >= DECLARE_CANDIDATES:
            break
        if d in options and d not in out:
            out.append(d)
    return out


def declare_value(master: Master, at: Game, seat: int, opp_hand: int, action: Declare) -> float:
    """What the rest of the deal is worth to ``seat`` (his points less the other's,
    or in a game to a target what the partie is worth) when he makes the declaration
    ``action`` now and the other seat holds ``opp_hand``: the engine plays the deal
    on, the remaining declarations made in full by both and no open capot announced,
    and the tricks are solved."""
    g = at.clone()
    opp = 1 - seat
    g.hands[opp] = opp_hand
    g.apply(action, seat)
    for _ in range(16):
        if g.phase not in DECLARE_PHASES and g.phase is not Phase.OPEN_CAPOT:
            break
        who = g.to_move
        if who is None:
            break
        legal = g.legal_actions()
        if g.phase is Phase.OPEN_CAPOT:
            move = OpenCapot(False) if OpenCapot(False) in legal else legal[0]
        else:
            cls = DECLARE_PHASES[g.phase]
            full = Declare(cls, best_declaration(g.hands[who], cls, g.rules))
            move = full if full in legal else legal[0]
        g.apply(move, who)
    scores = [g.scores[0], g.scores[1]]
    view = g.view(seat)
    if g.phase is Phase.PLAY:
        return master.outcome_value(view, [g.hands[0], g.hands[1]], scores, scores)
    stakes = stakes_of(view)  # the partie ended in the declarations (a target reached)
    if stakes is not None:
        return stakes.outcome(seat, scores)
    return float(scores[seat] - scores[opp])


def _review_declare(master: Master, at: Game, seat: int, legal: list, chosen: Declare, worlds_n: int
                    ) -> _Valued:
    candidates = _declare_candidates(at, seat, chosen, legal)
    view = at.view(seat)
    worlds = master.worlds(view, worlds_n)
    weights = [w.weight for w in worlds]
    per_world = {d: [declare_value(master, at, seat, w.opp_hand, d) for w in worlds] for d in candidates}
    means = _means(per_world, weights)
    best = max(candidates, key=lambda d: (means[d], d == chosen))
    gain = means[best] - means[chosen]
    why = Reason(DECLARE_BETTER, cards=best.cards, gain=gain) if best.combos else Reason(DECLARE_NOTHING,
                                                                                          gain=gain)
    return _valued(per_world, weights, means, chosen, best, why)


def _discard_words(mask: int) -> str:
    return "exchange " + (" ".join(card_name(c) for c in cards_of(mask)) or "-")


def _action_words(action) -> str:
    if isinstance(action, Play):
        return card_name(action.card)
    if isinstance(action, Exchange):
        return _discard_words(action.discard)
    return str(action)


def game_at_deal_start(record: dict, deal: int) -> Game:
    """The partie of ``record`` as deal ``deal`` (1-based) is dealt, before its first action."""
    deals = record.get("deals", [])
    head = dict(record)
    head["deals"] = [*deals[: deal - 1], {**deals[deal - 1], "actions": []}]
    return replay(head).game


class Cancelled(Exception):
    """The review was called off (``progress`` answered False)."""


REVIEWED = (Call, Play, Exchange, Declare)


def _reviewed(at: Game, who: int, action, seat: int) -> bool:
    """Whether an action is a decision of ``seat`` the review values (one of a choice;
    at a table of three or four, a card played, a declaration, or an exchange: Piquet
    Normand's dealer's with the three still at the table, either one of its last two's)."""
    if at.variant.players == 2:
        kinds: tuple[type, ...] = REVIEWED
    else:
        kinds = (Play, Declare, Exchange) if len(at.seats) < 4 else (Play, Declare)
    return who == seat and isinstance(action, kinds) and len(at.legal_actions()) > 1


def _review_at(master: Master, at: Game, seat: int, action, deal: int, index: int, trick: int, seed: int,
               worlds: tuple[int, int, int]) -> Decision:
    """Review the decision ``action`` of ``seat``, the ``index``-th of the deal, in the
    position ``at`` (each decision its own worlds, drawn from the seed and the index)."""
    play_worlds, exchange_worlds, declare_worlds = worlds
    legal = at.legal_actions()
    view = at.view(seat)
    # Piquet Normand's last two play two-handed Piquet: their cards and exchanges are
    # reviewed as a table of two's, on the view renumbered (their declarations as the
    # table's, through the engine)
    two_left = is_two_left(view)
    table = at.variant.players > 2 and not two_left
    if two_left and isinstance(action, (Play, Exchange)):
        view = two_handed_view(view)
    master.rng = random.Random(seed * 1_000_003 + index)
    cls = ""
    if isinstance(action, Call):
        v = _review_call(master, view, legal, action, CALL_WORLDS)
        kind, trick, best = "call", 0, str(v.best)
        chosen_cards = best_cards = 0
    elif isinstance(action, Play) and table:
        v = _review_table_play(master, view, legal, action, play_worlds)
        kind, best = "play", card_name(v.best)
        chosen_cards, best_cards = 1 << action.card, 1 << v.best
    elif isinstance(action, Play) and at.variant.auction:
        v = _review_contract_play(master, view, legal, action, play_worlds)
        kind, best = "play", card_name(v.best)
        chosen_cards, best_cards = 1 << action.card, 1 << v.best
    elif isinstance(action, Play):
        v = _review_play(master, view, legal, action, play_worlds)
        kind, best = "play", card_name(v.best)
        chosen_cards, best_cards = 1 << action.card, 1 << v.best
    elif isinstance(action, Exchange) and table:
        v = _review_table_exchange(master, view, legal, action, exchange_worlds)
        kind, trick, best = "exchange", 0, _discard_words(v.best.discard)
        chosen_cards, best_cards = action.discard, v.best.discard
    elif isinstance(action, Exchange):
        v = _review_exchange(master, view, action, exchange_worlds)
        kind, trick, best = "exchange", 0, _discard_words(v.best)
        chosen_cards, best_cards = action.discard, v.best
    elif at.variant.players > 2:
        v = _review_table_declare(master, at, seat, legal, action, declare_worlds)
        kind, trick, best, cls = "declare", 0, str(v.best), action.cls.value
        chosen_cards, best_cards = action.cards, v.best.cards
    else:
        v = _review_declare(master, at, seat, legal, action, declare_worlds)
        kind, trick, best, cls = "declare", 0, str(v.best), action.cls.value
        chosen_cards, best_cards = action.cards, v.best.cards
    # why the better one (none where the choice made was the best, or the better one gains nothing)
    said: Reason | None = v.why
    same = v.best == action if kind in ("declare", "call") else chosen_cards == best_cards
    if same or abs(dict(v.why.values).get("gain", 1.0)) < 0.05:
        said = None
    return Decision(deal, index, trick, kind, _action_words(action), best, v.chosen_value, v.best_value,
                    v.loss, v.error, v.worlds, chosen_cards, best_cards, said, cls)


def _checked(record: dict, deal: int, seat: int) -> Game:
    """The partie of a record replayed, once the deal and seat are known to be ones
    the review can take (else :class:`ReviewError`)."""
    game = replay(record).game
    kept = game.history[game.prior:]
    if not 1 <= deal <= len(kept):
        raise ReviewError(f"no deal {deal}: the record has {len(kept)}")
    players = game.variant.players
    if not 0 <= seat < players:
        raise ReviewError(f"the seat is 0 to {players - 1}")
    return game


def _kept_deal(game: Game, deal: int) -> tuple[DealLog, int]:
    """Deal ``deal`` as the partie counts its deals (1-based from the record's first;
    a deal passed out in the auction and dealt again is not one of them), and its
    1-based place among the record's deals (where each deal passed out has its own)."""
    kept = game.history[game.prior:]
    log = kept[deal - 1]
    before = sum(1 + len(earlier.thrown_in) for earlier in kept[: deal - 1])
    return log, before + len(log.thrown_in) + 1


def _walk(at: Game, actions: Sequence[tuple[int, Any]]) -> Iterator[tuple[int, int, Any, int]]:
    """A deal's actions played on ``at``: each (index, seat, action, trick: the
    1-based trick it is in, 0 before the play) given while ``at`` stands before it,
    and applied once the caller has looked."""
    tricks = 0
    for index, (who, action) in enumerate(actions):
        if at.phase is Phase.PLAY and not at.trick:
            tricks += 1
        yield index, who, action, tricks
        at.apply(action, who)


def review_decision(record: dict, deal: int, seat: int, index: int, seed: int,
                    worlds: tuple[int, int, int]) -> Decision:
    """One decision of a deal reviewed on its own, from the record (the work of one
    worker process: every argument is plain data)."""
    log, place = _kept_deal(replay(record).game, deal)
    at = game_at_deal_start(record, place)
    for i, _who, action, trick in _walk(at, log.actions):
        if i == index:
            return _review_at(_worker_master(), at, seat, action, deal, index, trick, seed, worlds)
    raise ReviewError(f"no action {index} in deal {deal}")


@lru_cache(maxsize=1)
def _worker_master() -> Master:
    """The Master a worker process reviews with, made once (its solver's tables kept
    from one decision to the next; each decision draws its worlds from its own seed)."""
    return Master(rng=random.Random(0))


def review_deal(record: dict, deal: int, seat: int, seed: int = 1,
                play_worlds: int = PLAY_WORLDS, exchange_worlds: int = EXCHANGE_WORLDS,
                declare_worlds: int = DECLARE_WORLDS,
                progress: Callable[[int, int], bool] | None = None,
                executor: Executor | None = None) -> DealReview:
    """Review the decisions of ``seat`` in deal ``deal`` (1-based) of a record.
    ``progress(done, total)`` is told after each decision reviewed; answering False
    calls the review off (:class:`Cancelled`).  ``executor`` (a process pool): the
    decisions are valued there, side by side, with the same figures as here."""
    game = _checked(record, deal, seat)
    log, place = _kept_deal(game, deal)
    at = game_at_deal_start(record, place)
    worlds = (play_worlds, exchange_worlds, declare_worlds)
    walk = at.clone()
    indices = [index for index, who, action, _trick in _walk(walk, log.actions)
               if _reviewed(walk, who, action, seat)]
    total = len(indices)
    if progress is not None and not progress(0, total):
        raise Cancelled
    for_partie, in_stakes = _played_for(at.view(seat))
    if executor is not None:
        return DealReview(deal, seat, _on_pool(executor, record, deal, seat, seed, worlds, indices, progress),
                          for_partie, in_stakes)
    master = Master(rng=random.Random(seed))
    out: list[Decision] = []
    for index, _who, action, trick in _walk(at, log.actions):
        if index in indices:
            out.append(_review_at(master, at, seat, action, deal, index, trick, seed, worlds))
            if progress is not None and not progress(len(out), total):
                raise Cancelled
    return DealReview(deal, seat, tuple(out), for_partie, in_stakes)


def _played_for(view: SeatView) -> tuple[bool, bool]:
    """Whether the review of a deal that begins at ``view`` counts the partie's worth,
    not the deal's points, as the Master plays it (:attr:`DealReview.for_partie`),
    and whether in stakes (:attr:`DealReview.in_stakes`)."""
    if len(view.players) == 2:  # a table of two (the last two at a larger one are reviewed as its)
        return Master.plays_for_partie(view), False
    partie = partie_worth(view)
    return partie is not None, partie is not None and partie.stakes


def review_pool(workers: int | None = None) -> ProcessPoolExecutor:
    """A pool of worker processes for :func:`review_deal` (``workers``: the number of
    cores by default), started fresh (spawned, never forked: the window has threads);
    its owner shuts it down, and a worker whose owner is gone ends itself."""
    return ProcessPoolExecutor(max_workers=workers or os.cpu_count() or 1,
                               mp_context=multiprocessing.get_context("spawn"), initializer=watch_parent)


def _on_pool(executor: Executor, record: dict, deal: int, seat: int, seed: int, worlds: tuple[int, int, int],
             indices: list[int], progress: Callable[[int, int], bool] | None) -> tuple[Decision, ...]:
    """The decisions valued on a pool in the deal's order (the exchange, the costliest,
    first), told as each comes back; returned in the deal's order."""
    futures: dict[Future, int] = {executor.submit(review_decision, record, deal, seat, i, seed, worlds): i
                                  for i in indices}
    done: dict[int, Decision] = {}
    try:
        for future in as_completed(futures):
            done[futures[future]] = future.result()
            if progress is not None and not progress(len(done), len(indices)):
                raise Cancelled
    finally:
        for future in futures:
            future.cancel()
    return tuple(done[i] for i in indices)


__all__ = ["EDITION", "FOR_PARTIE", "FOR_STAKES", "Cancelled", "checked_edition", "checked_float",
           "checked_int", "DealReview", "Decision", "LaterEdition", "Losses", "ReviewError", "declare_value",
           "game_at_deal_start", "review_deal", "review_decision", "review_pool"]
