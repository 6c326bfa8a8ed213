"""The review of a deal: where a person lost points, as a chess program reviews a game.

Each decision the person made in the deal — his exchange and every card he played —
is valued by the Master's machinery over worlds consistent with what he knew at that
moment: the hidden cards are sampled from his seat's view (``SeatView``), never read
from the record, so the review blames nothing he could not have seen.  For each
decision: the expected score of his choice and of the best choice, both as (his
points - the opponent's) to the end of the deal, the loss between them, its standard
error over the worlds, and how many worlds.  The trick play is solved exactly in
each world (the solver); an exchange is valued as the Master values one (the
declarations counted, the tricks solved), the candidates being its shortlist and the
person's own discard.

A deal of two players only (a table of three or four is not reviewed yet, nor
Contract Piquet, whose tricks are played to a contract), and the declarations are
not reviewed yet (sinking and showing the rest included).  Pure
Python, deterministic for a seed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import asdict, dataclass

from ..rules import Exchange, Game, Phase, Play
from ..rules.cards import card_name, cards_of
from ..rules.record import replay
from ..rules.view import SeatView
from .reason import Reason
from .rulebased import exchange_reason
from .search import Master

#: Worlds sampled for a card played, and for an exchange.
PLAY_WORLDS = 24
EXCHANGE_WORLDS = 16


@dataclass(frozen=True)
class Decision:
    """One decision of the person, reviewed.  ``chosen`` and ``best`` are actions in
    the record's notation; ``chosen_value`` and ``best_value`` the expected (his
    points - the opponent's) to the end of the deal; ``loss`` their difference (0
    when he chose the best), ``error`` its standard error over ``worlds`` worlds."""

    deal: int          # 1-based
    index: int         # the action's index in the deal (0-based)
    trick: int         # 1-based trick of a card played; 0 for the exchange
    kind: str          # "exchange" or "play"
    chosen: str
    best: str
    chosen_value: float
    best_value: float
    loss: float
    error: float
    worlds: int
    chosen_cards: int = 0  # the card played, or the cards discarded (a set)
    best_cards: int = 0
    #: why the best choice is best, in the words of the hints (a Reason: said in a
    #: language with ``why.words(tr)``; None where the choice made was the best)
    why: Reason | None = None


@dataclass(frozen=True)
class DealReview:
    deal: int
    seat: int
    decisions: tuple[Decision, ...]

    @property
    def total_loss(self) -> float:
        return sum(d.loss for d in self.decisions)

    def ranked(self) -> list[Decision]:
        """The decisions by points lost, the biggest first."""
        return sorted(self.decisions, key=lambda d: (-d.loss, d.index))

    def to_json(self) -> dict:
        decisions = []
        for d in self.ranked():
            said = asdict(d)
            said["why"] = str(d.why) if d.why is not None else None
            decisions.append(said)
        return {"deal": self.deal, "seat": self.seat, "total_loss": round(self.total_loss, 3),
                "decisions": decisions}


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


def _review_play(master: Master, view: SeatView, legal: list, chosen: Play, worlds_n: int
                 ) -> tuple[int, float, float, float, float, int, Reason]:
    cards = [a.card for a in legal if isinstance(a, Play)]
    worlds = master.worlds(view, worlds_n)
    per_world = [master.trick_values(view, cards, [w]) for w in worlds]
    weights = [w.weight for w in worlds]
    total = sum(weights)
    means = {c: sum(w * v[c] for w, v in zip(weights, per_world, strict=True)) / total for c in cards}
    best = max(cards, key=lambda c: (means[c], -(c & 7)))
    loss, error = _mean_and_error([v[best] - v[chosen.card] for v in per_world], weights)
    why = master.play_reason(view, best, means)
    return best, means[chosen.card], means[best], max(0.0, loss), error, len(worlds), why


def _review_exchange(master: Master, view: SeatView, chosen: Exchange, worlds_n: int
                     ) -> tuple[int, float, float, float, float, int, Reason]:
    candidates = list(dict.fromkeys([chosen.discard, *master.exchange_shortlist(view)]))
    worlds = master.worlds(view, worlds_n)
    weights = [w.weight for w in worlds]
    per_world = {d: [master.simulate_exchange(view, d, [w]) for w in worlds] for d in candidates}
    total = sum(weights)
    means = {d: sum(w * v for w, v in zip(weights, per_world[d], strict=True)) / total for d in candidates}
    best = max(candidates, key=lambda d: means[d])
    diffs = [b - c for b, c in zip(per_world[best], per_world[chosen.discard], strict=True)]
    loss, error = _mean_and_error(diffs, weights)
    why = exchange_reason(view, best)
    return best, means[chosen.discard], means[best], max(0.0, loss), error, len(worlds), why


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


def review_deal(record: dict, deal: int, seat: int, seed: int = 1,
                play_worlds: int = PLAY_WORLDS, exchange_worlds: int = EXCHANGE_WORLDS,
                progress: Callable[[int, int], bool] | None = None) -> DealReview:
    """Review the decisions of ``seat`` in deal ``deal`` (1-based) of a record.
    ``progress(done, total)`` is told after each decision reviewed; answering False
    calls the review off (:class:`Cancelled`)."""
    game = replay(record).game
    if game.variant.players != 2:
        raise ReviewError("only a deal of two players can be reviewed")
    if game.variant.auction:
        raise ReviewError("a deal of Contract Piquet is not reviewed yet")
    history = game.history
    if len(history) != len(record.get("deals", [])) or any(log.redealt or log.thrown_in for log in history):
        raise ReviewError("a record with a deal thrown in is not reviewed yet")
    if not 1 <= deal <= len(history):
        raise ReviewError(f"no deal {deal}: the record has {len(history)}")
    if seat not in (0, 1):
        raise ReviewError("the seat is 0 or 1")
    log = history[deal - 1]
    at = game_at_deal_start(record, deal)
    total = _decisions(at, log.actions, seat)
    master = Master(rng=random.Random(seed))
    out: list[Decision] = []
    tricks = 0
    if progress is not None and not progress(0, total):
        raise Cancelled
    for index, (who, action) in enumerate(log.actions):
        if at.phase is Phase.PLAY and not at.trick:
            tricks += 1
        legal = at.legal_actions()
        if who == seat and len(legal) > 1 and isinstance(action, (Play, Exchange)):
            view = at.view(seat)
            master.rng = random.Random(seed * 1_000_003 + index)  # each decision its own worlds
            if isinstance(action, Play):
                card, cv, bv, loss, err, n, why = _review_play(master, view, legal, action, play_worlds)
                kind, trick, best = "play", tricks, card_name(card)
                chosen_cards, best_cards = 1 << action.card, 1 << card
            else:
                mask, cv, bv, loss, err, n, why = _review_exchange(master, view, action, exchange_worlds)
                kind, trick, best = "exchange", 0, _discard_words(mask)
                chosen_cards, best_cards = action.discard, mask
            # why the better one (none where the choice made was the best, or the better one gains nothing)
            said: Reason | None = why
            if chosen_cards == best_cards or abs(dict(why.values).get("gain", 1.0)) < 0.05:
                said = None
            out.append(Decision(deal, index, trick, kind, _action_words(action), best, cv, bv, loss, err, n,
                                chosen_cards, best_cards, said))
            if progress is not None and not progress(len(out), total):
                raise Cancelled
        at.apply(action, who)
    return DealReview(deal, seat, tuple(out))


def _decisions(start: Game, actions, seat: int) -> int:
    """How many decisions of ``seat`` a deal's actions hold (the ones reviewed)."""
    import copy

    at = copy.deepcopy(start)
    count = 0
    for who, action in actions:
        if who == seat and isinstance(action, (Play, Exchange)) and len(at.legal_actions()) > 1:
            count += 1
        at.apply(action, who)
    return count


__all__ = ["Cancelled", "Decision", "DealReview", "ReviewError", "game_at_deal_start", "review_deal"]
