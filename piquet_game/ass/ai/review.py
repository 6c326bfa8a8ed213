"""The review of a deal of Ass: where a player lost banks, decision by decision.

Each decision of the seat in the deal with more than one choice (its go or no, and
every card it played) is valued over worlds consistent with what the seat saw at
that moment (:func:`~piquet_game.ass.ai.knowledge.sample_world`: the hands' sizes,
the voids its tricks showed, the stock; never the record's hidden cards), each
world played out to the end of the deal by every seat as the Card counter plays
(:func:`~piquet_game.ass.ai.players.play_out`), and each choice worth what the
Strategist weighs (:func:`~piquet_game.ass.ai.players.utility`): the banks the seat
keeps or drops, against the others' mean, the points as a tie-break.  A card's
worlds are the same for every card; so are a bet's for go and for no (the deal is
played out once a world; each bet scored against it; a bet yet to come from a seat
after this one counts as "no").

For each decision: the expected worth of the choice made and of the best, their
difference (the banks lost), its standard error over the worlds, and how many.
Pure Python, deterministic for a seed.  The shape is the review of Piquet's
(:mod:`piquet_game.ai.review`): ``total_loss``, ``ranked``, ``decisions`` with
``kind``, ``index``, ``trick``, ``loss``, ``error`` and ``worlds``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from ...ai.review import Cancelled, Losses, ReviewError, checked_edition, checked_float, checked_int
from ...common.errors import RecordError
from ..rules import AssAction, AssGame, AssPhase, AssPlay, AssView, Bet, card_name, parse_card
from ..rules.record import replay_ass_record
from .fast import Memo
from .knowledge import rebuild_trick, rules_of, sample_world, suit_caps, world_deal
from .players import play_out, utility

#: The edition of the review of Ass, kept with every review (as Piquet's,
#: :data:`piquet_game.ai.review.EDITION`): raised whenever its figures change meaning
#: or value, so that a review kept by an earlier edition is made again. 1: the
#: first (a review kept without an edition).
EDITION = 1
#: Worlds a card played is valued over, and a go or no.
PLAY_WORLDS = 48
BET_WORLDS = 96


@dataclass(frozen=True)
class AssDecision:
    """One decision reviewed: ``chosen`` and ``best`` in the record's notation
    (``go``, ``play 9S``), their worth in banks (the seat's, against the others'),
    the loss between them and its standard error over ``worlds`` worlds."""

    deal: int     # 1-based
    index: int    # the action's index in the deal
    trick: int    # 1-based trick of a card played; 0 for the bet
    kind: str     # "bet" or "play"
    chosen: str
    best: str
    chosen_value: float
    best_value: float
    loss: float
    error: float
    worlds: int
    chosen_card: int = -1  # the card played (-1 for a bet)
    best_card: int = -1


@dataclass(frozen=True)
class AssDealReview(Losses):
    deal: int
    seat: int
    decisions: tuple[AssDecision, ...]

    def to_json(self) -> dict:
        return {"game": "ass", "deal": self.deal, "seat": self.seat, "total_loss": round(self.total_loss, 4),
                "decisions": [asdict(d) for d in self.ranked()]}

    def to_data(self) -> dict:
        """The review as data to keep beside the kept game (:meth:`from_data` reads it)."""
        return {"game": "ass", "edition": EDITION, "deal": self.deal, "seat": self.seat,
                "decisions": [asdict(d) for d in self.decisions]}

    @classmethod
    def from_data(cls, data: Any) -> AssDealReview:
        """A review kept by :meth:`to_data`, checked field by field: a value of the
        wrong kind or out of range raises :class:`ValueError` (a damaged or hostile
        file is refused, never shown)."""
        if not isinstance(data, dict) or data.get("game") != "ass":
            raise ValueError("a review of Ass is an object that says so")
        checked_edition(data, EDITION)
        raw = data.get("decisions")
        if not isinstance(raw, list) or len(raw) > 200:
            raise ValueError("a review's decisions are a list of at most 200")
        return cls(checked_int(data.get("deal"), 1, 10_000), checked_int(data.get("seat"), 0, 5),
                   tuple(_decision_of(d) for d in raw))


def _notation(value: Any, kind: str) -> str:
    """A bet or a card in the record's notation (checked by reading it)."""
    if not isinstance(value, str) or len(value) > 8:
        raise ValueError("a choice is a short word")
    if kind == "bet":
        if value not in ("go", "no"):
            raise ValueError("a bet is go or no")
        return value
    parse_card(value)  # a CardNameError is a ValueError
    return value


def _decision_of(data: Any) -> AssDecision:
    if not isinstance(data, dict):
        raise ValueError("a decision is an object")
    kind = data.get("kind")
    if kind not in ("bet", "play"):
        raise ValueError("a decision of Ass is a bet or a card")
    loss = checked_float(data.get("loss"))
    if loss < 0:
        raise ValueError("a loss is not below zero")
    return AssDecision(checked_int(data.get("deal"), 1, 10_000), checked_int(data.get("index"), 0, 10_000),
                       checked_int(data.get("trick"), 0, 40), kind, _notation(data.get("chosen"), kind),
                       _notation(data.get("best"), kind), checked_float(data.get("chosen_value")),
                       checked_float(data.get("best_value")), loss, checked_float(data.get("error")),
                       checked_int(data.get("worlds"), 0, 100_000),
                       checked_int(data.get("chosen_card", -1), -1, 35),
                       checked_int(data.get("best_card", -1), -1, 35))


class AssReviewError(ReviewError):
    """A deal that cannot be reviewed, said in one line."""


def _mean_error(diffs: list[float]) -> tuple[float, float]:
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return mean, 0.0
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def _judged(rows: dict[Any, list[float]], chosen: Any) -> tuple[Any, float, float, float, float, int]:
    """(best, chosen's mean, best's mean, loss, error, worlds) of a decision's rows."""
    n = len(rows[chosen])
    means = {k: sum(v) / n for k, v in rows.items()}
    best = max(rows, key=lambda k: (round(means[k], 9), k == chosen))
    loss, error = _mean_error([b - c for b, c in zip(rows[best], rows[chosen], strict=True)])
    return best, means[chosen], means[best], max(0.0, loss), error, n


def play_rows(view: AssView, cards: list[int], rng: random.Random, worlds: int,
              value: Callable[[AssView, list[int], Any], float] = utility) -> dict[int, list[float]]:
    """Each card's worth to the seat in each world drawn (see the module's text), an
    imagined deal's end valued by ``value`` (the banks it adds, by default)."""
    rules = rules_of(view)
    trick = rebuild_trick(view.trick, rules)
    caps = suit_caps(view)
    rows: dict[int, list[float]] = {c: [] for c in cards}
    memo = Memo()  # what is known of tricks under these rules, for the whole decision
    for _ in range(worlds):
        world = sample_world(view, rng, caps)
        for card in cards:
            deal = world_deal(view, world, rules, trick)
            deal.play(card)
            play_out(deal, memo)
            rows[card].append(value(view, deal.scores(), view.bets))
    return rows


def bet_rows(view: AssView, rng: random.Random, worlds: int) -> dict[bool, list[float]]:
    """Go's and no's worth to the seat in each world drawn (the deal played out once
    a world, each bet scored against it)."""
    rules = rules_of(view)
    trick = rebuild_trick(view.trick, rules)
    caps = suit_caps(view)
    rows: dict[bool, list[float]] = {True: [], False: []}
    memo = Memo()
    for _ in range(worlds):
        deal = world_deal(view, sample_world(view, rng, caps), rules, trick)
        play_out(deal, memo)
        scores = deal.scores()
        for go in (True, False):
            bets = list(view.bets)
            bets[view.seat] = go
            rows[go].append(utility(view, scores, bets))
    return rows


def _review_at(at: AssGame, seat: int, action: AssAction, deal: int, index: int, trick: int,
               seed: int) -> AssDecision:
    view = at.view(seat)
    rng = random.Random(seed * 1_000_003 + index)
    if isinstance(action, Bet):
        rows = bet_rows(view, rng, BET_WORLDS)
        best, cv, bv, loss, error, n = _judged(rows, action.go)
        return AssDecision(deal, index, 0, "bet", str(action), "go" if best else "no", cv, bv, loss, error, n)
    assert isinstance(action, AssPlay)
    cards = [a.card for a in at.legal_actions() if isinstance(a, AssPlay)]
    played = play_rows(view, cards, rng, PLAY_WORLDS)
    best, cv, bv, loss, error, n = _judged(played, action.card)
    return AssDecision(deal, index, trick, "play", card_name(action.card), card_name(best), cv, bv, loss,
                       error, n, action.card, best)


def _at_deal_start(record: dict, deal: int) -> AssGame:
    """The game of ``record`` as deal ``deal`` (1-based) is dealt, before its first action."""
    head = dict(record)
    deals = record.get("deals", [])
    start = {k: v for k, v in deals[deal - 1].items() if k not in ("points", "banks")}
    head["deals"] = [*deals[: deal - 1], {**start, "actions": []}]
    return replay_ass_record(head).game


def review_ass_deal(record: dict, deal: int, seat: int, seed: int = 1,
                    progress: Callable[[int, int], bool] | None = None,
                    executor: Any = None) -> AssDealReview:
    """Review the decisions of ``seat`` in deal ``deal`` (1-based) of a record of Ass.
    ``progress(done, total)`` is told after each decision; answering False calls the
    review off (:class:`~piquet_game.ai.review.Cancelled`).  ``executor`` is not used:
    the review of a deal of Ass takes about a second on one core."""
    try:
        game = replay_ass_record(record).game
    except RecordError as exc:
        raise AssReviewError(f"the record cannot be replayed: {exc}") from None
    if not 1 <= deal <= len(game.history):
        raise AssReviewError(f"no deal {deal}: the record has {len(game.history)}")
    if not 0 <= seat < game.n:
        raise AssReviewError(f"the seat is 0 to {game.n - 1}")
    actions = game.history[deal - 1].actions
    at = _at_deal_start(record, deal)
    walk = at.clone()
    chosen: list[tuple[int, int]] = []  # (index, trick) of the seat's decisions with a choice
    tricks = 0
    for index, (who, action) in enumerate(actions):
        if walk.phase is AssPhase.PLAY and not walk.trick.plays:
            tricks += 1
        if who == seat and len(walk.legal_actions()) > 1:
            chosen.append((index, tricks if isinstance(action, AssPlay) else 0))
        walk.apply(action, who)
    total = len(chosen)
    if progress is not None and not progress(0, total):
        raise Cancelled
    out: list[AssDecision] = []
    wanted = dict(chosen)
    for index, (who, action) in enumerate(actions):
        if index in wanted:
            out.append(_review_at(at, seat, action, deal, index, wanted[index], seed))
            if progress is not None and not progress(len(out), total):
                raise Cancelled
        at.apply(action, who)
    return AssDealReview(deal, seat, tuple(out))


__all__ = ["BET_WORLDS", "EDITION", "PLAY_WORLDS", "AssDealReview", "AssDecision", "AssReviewError",
           "bet_rows", "play_rows", "review_ass_deal"]
