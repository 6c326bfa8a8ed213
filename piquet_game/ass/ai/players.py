"""The computer players of Ass, levels 1 to 3 (the fourth, the Master, is :mod:`.master`).

Each reads only its seat's :class:`~piquet_game.ass.rules.AssView` and the legal actions
(``game.legal_actions()``), never the game, and returns a
:class:`~piquet_game.ai.base.Decision`: the action and a reason a person can read.
Its only randomness is its own ``random.Random``: a player built with the same seed
and shown the same views makes the same choices.

1. :class:`AssNovice` plays a random legal action.
2. :class:`AssRuleplayer` follows the rules of thumb of :mod:`.policy`.
3. :class:`AssSearcher` draws worlds consistent with what it has seen
   (:mod:`.knowledge`), plays each candidate out to the end of the deal in each
   world with the quick rule for every seat (:func:`play_out_quick`), and keeps
   the candidate with the best mean bank change (the others' bank changes
   counted against it, the points as a tie-break).

The deals imagined can be played out by the Card counter's own rule
(:func:`play_out`, which the review uses) or by the quick rule
(:func:`play_out_quick`, about a quarter of its cost a card), which the searching
levels use: the time a decision of Ass may take is shared by many of them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, cast

from ...ai.base import Decision
from ...ai.reason import Reason
from ...i18n import N_
from ...vocabulary import ASS_LEVEL_NAMES
from ..rules.actions import GO, NO, PLAYS, AssAction, AssPlay, ChooseTrump
from ..rules.game import AssPhase, AssView, bank_change
from ..rules.trick import TrickRules
from ..words import TheCard
from . import policy, rollout
from .fast import Deal, Memo
from .knowledge import rebuild_trick, rules_of, sample_world, suit_caps, world_deal


def decision(action: AssAction, reason: Reason) -> Decision:
    """A :class:`Decision` holding an action of Ass."""
    return Decision(cast(Any, action), reason)


def action_of(d: Decision) -> AssAction:
    return cast(AssAction, d.action)


FORCED = N_("play {the_ass_card}, the only card you may play")
ONLY_SUIT = N_("take {suit} as your trumps: the only suit left")


class AssPlayer:
    """Base of the players of Ass: splits a decision by phase."""

    level = 0
    name = "player"
    description = ""

    def __init__(self, seed: int | None = 0, rng: random.Random | None = None) -> None:
        self.rng = rng if rng is not None else random.Random(seed)

    def choose(self, view: AssView, legal: Sequence[AssAction]) -> AssAction:
        return action_of(self.decide(view, legal))

    def hint(self, view: AssView, legal: Sequence[AssAction]) -> Decision:
        return self.decide(view, legal)

    def decide(self, view: AssView, legal: Sequence[AssAction]) -> Decision:
        if not legal:
            raise ValueError("no legal action to choose from")
        if view.phase is AssPhase.TRUMP:
            d = self.trump(view, [a for a in legal if isinstance(a, ChooseTrump)])
        elif view.phase is AssPhase.BID:
            d = self.bet(view)
        elif view.phase is AssPhase.PLAY:
            cards = [a.card for a in legal if isinstance(a, AssPlay)]
            if len(cards) == 1:
                d = decision(PLAYS[cards[0]], Reason(FORCED, the_ass_card=TheCard(cards[0])))
            else:
                d = self.play(view, cards)
        else:
            raise ValueError(f"nothing to decide in phase {view.phase.value}")
        assert d.action in legal, f"{self.name} chose an illegal action {d.action}"
        return d

    def trump(self, view: AssView, legal: list[ChooseTrump]) -> Decision:
        """Suits are chosen before any card is seen: any is as good."""
        if len(legal) == 1:
            return decision(legal[0], Reason(ONLY_SUIT, suit=legal[0].suit))
        choice = self.rng.choice(legal)
        return decision(choice, Reason(N_("take {suit} as your trumps: before the deal every suit is "
                                          "as good"), suit=choice.suit))

    def bet(self, view: AssView) -> Decision:
        raise NotImplementedError

    def play(self, view: AssView, cards: list[int]) -> Decision:
        raise NotImplementedError


class AssNovice(AssPlayer):
    level = 1
    name = ASS_LEVEL_NAMES[1]
    description = N_("Plays any legal card and says go or no at random.")

    def trump(self, view: AssView, legal: list[ChooseTrump]) -> Decision:
        choice = self.rng.choice(legal)
        return decision(choice, Reason(N_("{suit} as trumps, at random"), suit=choice.suit))

    def bet(self, view: AssView) -> Decision:
        go = self.rng.random() < 0.5
        return decision(GO if go else NO, Reason(N_("go, at random") if go else N_("no, at random")))

    def play(self, view: AssView, cards: list[int]) -> Decision:
        card = self.rng.choice(cards)
        return decision(PLAYS[card], Reason(N_("play {the_ass_card}, at random"), the_ass_card=TheCard(card)))


def _bet_reason(go: bool, mean: float, view: AssView, p_go: float, p_no: float) -> Reason:
    rules = view.rules
    if go:
        return Reason(N_("say go: you expect about {points} points, and reach the go target of {go} "
                         "{pct}% of the time (a bank less; a bank more if you miss)"),
                      points=round(mean), go=rules.go_target, pct=round(100 * p_go))
    return Reason(N_("say no: you expect about {points} points; the go target of {go} is too risky "
                     "({pct}%), and a missed no costs nothing"),
                  points=round(mean), go=rules.go_target, pct=round(100 * p_go))


def _play_reason(view: AssView, choice: policy.Choice) -> Reason:
    card = choice.card
    if not view.trick:
        if choice.p >= 0.6:
            return Reason(N_("lead {the_ass_card}: the others are unlikely to take it"),
                          the_ass_card=TheCard(card))
        return Reason(N_("lead {the_ass_card}: it gives little away if it is taken"),
                      the_ass_card=TheCard(card))
    if choice.p > 0.0:
        if len(view.trick) == view.n - 1:
            return Reason.ntr("take the trick with {the_ass_card}: {n} point for you",
                              "take the trick with {the_ass_card}: {n} points for you",
                              choice.gain, the_ass_card=TheCard(card))
        return Reason.ntr("take the trick with {the_ass_card}: {n} point, and the others are unlikely to "
                          "take it back", "take the trick with {the_ass_card}: {n} points, and the others "
                          "are unlikely to take it back", choice.gain, the_ass_card=TheCard(card))
    if card % 9 == 0:
        return Reason(N_("throw {the_ass_card} on a trick another player takes: a six counts minus one"),
                      the_ass_card=TheCard(card))
    return Reason(N_("nothing takes this trick cheaply: throw {the_ass_card}, worth the least to keep"),
                  the_ass_card=TheCard(card))


class AssRuleplayer(AssPlayer):
    level = 2
    name = ASS_LEVEL_NAMES[2]
    description = N_("Takes tricks holding points with its cheapest card, throws its sixes, keeps its "
                     "eights, and says go or no by the worth of its hand.")

    def bet(self, view: AssView) -> Decision:
        trump = rules_of(view).trump[view.seat]
        mean, spread = policy.estimate_points(view.n, view.hand, trump, view.first_leader == view.seat)
        p_go = policy.chance_at_least(mean, spread, view.rules.go_target)
        p_no = policy.chance_at_least(mean, spread, view.rules.no_target)
        go = policy.says_go(p_go, p_no)
        return decision(GO if go else NO, _bet_reason(go, mean, view, p_go, p_no))

    def play(self, view: AssView, cards: list[int]) -> Decision:
        rules = rules_of(view)
        trick = rebuild_trick(view.trick, rules)
        legal = 0
        for c in cards:
            legal |= 1 << c
        choices = policy.weigh(view.seat, view.n, view.hand, legal, trick, view.unseen, view.hand_sizes,
                               view.won, rules, suit_caps(view))
        choice = policy.best(choices)
        return decision(PLAYS[choice.card], _play_reason(view, choice))


def play_out(deal: Deal, memo: Memo | None = None) -> None:
    """Every seat plays the level-2 policy to the end of the deal
    (:func:`.rollout.play_out_rule`, the rule's cards said in one loop); ``memo``:
    what is known of tricks under the deal's rules (kept by a searching player for
    its whole decision)."""
    rollout.play_out_rule(deal, Memo() if memo is None else memo)


def play_out_quick(deal: Deal, memo: Memo | None = None) -> None:
    """Every seat plays the quick rule (:func:`.policy.quick_card`) to the end of the
    deal (:func:`.rollout.play_out_quick`, its cards said in one loop): about a
    quarter of the Card counter's cost a card."""
    rollout.play_out_quick(deal, Memo() if memo is None else memo)


#: A raced search looks again at its candidates every this many worlds.
RACE_EVERY = 4


def raced(rows: Sequence[Sequence[float]], alive: list[int], z: float) -> list[int]:
    """The candidates of ``alive`` still worth playing out: a candidate is dropped
    when, world by world, it did worse than the best so far by more than ``z``
    standard errors of the mean difference (each world plays every candidate, so
    the differences are paired and their luck cancels)."""
    k = len(rows[alive[0]])
    lead = max(alive, key=lambda i: sum(rows[i]))
    top = rows[lead]
    kept = []
    for i in alive:
        if i != lead:
            diffs = [a - b for a, b in zip(top, rows[i], strict=True)]
            mean = sum(diffs) / k
            var = sum((d - mean) ** 2 for d in diffs) / (k - 1)
            if mean > 0.0 and mean * mean * k > z * z * var:
                continue
        kept.append(i)
    return kept


#: A tie-break: this many banks for a point of the seat's lead over the others.
POINT_WEIGHT = 0.004


def deal_value(view: AssView, scores: Sequence[int], bets: Sequence[bool | None],
               change_of: Callable[[int, bool, int], float]) -> float:
    """The worth of a deal's end to this seat: its bank change against it, the
    others' mean change for it, and the points as a tie-break; a seat's change is
    ``change_of(points, go, target)``."""
    n = view.n
    rules = view.rules
    me = view.seat
    total = 0.0
    others = 0.0
    for s in range(n):
        go = bool(bets[s])
        change = change_of(scores[s], go, rules.target(go))
        if s == me:
            total -= change
        else:
            total += change / (n - 1)
            others += scores[s]
    return total + POINT_WEIGHT * (scores[me] - others / (n - 1))


def utility(view: AssView, scores: Sequence[int], bets: Sequence[bool | None]) -> float:
    """:func:`deal_value` by the banks each seat's points add (:func:`bank_change`)."""
    return deal_value(view, scores, bets, bank_change)


class AssSearcher(AssRuleplayer):
    level = 3
    name = ASS_LEVEL_NAMES[3]
    description = N_("Imagines the cards it cannot see and plays each choice out to the end of the deal, "
                     "keeping the one that saves the most banks.")

    #: Card plays imagined per decision (shared among candidates and worlds), and
    #: the worlds drawn at least and at most; the worlds of a go or no.
    play_steps = 1500
    min_worlds = 8
    max_worlds = 60
    bet_worlds = 60
    #: Candidates raced (:func:`raced`) from this many worlds on, every
    #: :data:`RACE_EVERY` worlds, dropped at ``race_z`` standard errors behind; 0:
    #: every candidate played out in every world.
    race_from = 0
    race_z = 2.5
    #: The most entries the memo kept from decision to decision may hold before it
    #: is begun again (:meth:`memo_for`).
    memo_limit = 30_000

    def __init__(self, seed: int | None = 0, rng: random.Random | None = None) -> None:
        super().__init__(seed, rng)
        self._memo = Memo()
        self._memo_rules: tuple[object, ...] = ()

    def memo_for(self, rules: TrickRules) -> Memo:
        """The memo of what is known of tricks under ``rules``, kept from one decision
        to the next while the rules stay the same (a game's deals meet the same states
        of a trick again and again); begun again for other rules, or once it holds
        :attr:`memo_limit` entries.  Its answers are those of the functions it saves
        calling, so the choices are the same as with a memo for each decision."""
        key = (rules.trump, rules.senior, rules.shared, rules.reading)
        if key != self._memo_rules or len(self._memo) >= self.memo_limit:
            self._memo = Memo()
            self._memo_rules = key
        return self._memo

    def play_out(self, deal: Deal, memo: Memo) -> None:
        """An imagined deal played to its end by every seat, by the quick rule;
        ``memo``: the decision's (:class:`~.fast.Memo`)."""
        play_out_quick(deal, memo)

    def reach(self, points: int, target: int) -> float:
        """How far an imagined deal's ``points`` count as reaching ``target``: 1 or 0."""
        return 1.0 if points >= target else 0.0

    def value(self, view: AssView, scores: list[int], bets: Sequence[bool | None]) -> float:
        """An imagined deal's end worth to this seat (:func:`utility`)."""
        return utility(view, scores, bets)

    def bet(self, view: AssView) -> Decision:
        trick_rules = rules_of(view)
        caps = suit_caps(view)
        trick = rebuild_trick(view.trick, trick_rules)
        rules = view.rules
        reach_go = reach_no = 0.0
        total = 0
        memo = self.memo_for(trick_rules)
        for _ in range(self.bet_worlds):
            deal = world_deal(view, sample_world(view, self.rng, caps), trick_rules, trick)
            self.play_out(deal, memo)
            points = deal.scores()[view.seat]
            total += points
            reach_go += self.reach(points, rules.go_target)
            reach_no += self.reach(points, rules.no_target)
        k = self.bet_worlds
        p_go, p_no = reach_go / k, reach_no / k
        go = policy.says_go(p_go, p_no)
        return decision(GO if go else NO, _bet_reason(go, total / k, view, p_go, p_no))

    def worlds_for(self, view: AssView, candidates: int) -> int:
        left = sum(view.hand_sizes) + view.stock_left
        return max(self.min_worlds, min(self.max_worlds, self.play_steps // max(1, candidates * left)))

    def play(self, view: AssView, cards: list[int]) -> Decision:
        rules = rules_of(view)
        trick = rebuild_trick(view.trick, rules)
        caps = suit_caps(view)
        legal = 0
        for c in cards:
            legal |= 1 << c
        rule_choices = policy.weigh(view.seat, view.n, view.hand, legal, trick, view.unseen, view.hand_sizes,
                                    view.won, rules, caps)
        worlds = self.worlds_for(view, len(cards))
        rows: list[list[float]] = [[] for _ in cards]
        alive = list(range(len(cards)))
        bets = view.bets
        memo = self.memo_for(rules)
        drawn = 0
        while drawn < worlds:
            world = sample_world(view, self.rng, caps)
            for i in alive:
                deal = world_deal(view, world, rules, trick)
                deal.play(cards[i])
                self.play_out(deal, memo)
                rows[i].append(self.value(view, deal.scores(), bets))
            drawn += 1
            if self.race_from and len(alive) > 1 and drawn >= self.race_from and drawn % RACE_EVERY == 0:
                alive = raced(rows, alive, self.race_z)
                if len(alive) == 1:
                    break
        rule = {c.card: c for c in rule_choices}
        best = max(alive, key=lambda i: (round(sum(rows[i]) / drawn, 6), rule[cards[i]].value))
        card = cards[best]
        return decision(PLAYS[card], _search_reason(view, card, rule[card], drawn))


def _search_reason(view: AssView, card: int, choice: policy.Choice, worlds: int) -> Reason:
    if not view.trick:
        return Reason(N_("lead {the_ass_card}: of your cards it did best over {worlds} imagined deals"),
                      the_ass_card=TheCard(card), worlds=worlds)
    if choice.p > 0.0:
        return Reason(N_("take the trick with {the_ass_card}: of your cards it did best over {worlds} "
                         "imagined deals"), the_ass_card=TheCard(card), worlds=worlds)
    return Reason(N_("throw {the_ass_card}: of your cards it did best over {worlds} imagined deals"),
                  the_ass_card=TheCard(card), worlds=worlds)


__all__ = ["POINT_WEIGHT", "AssNovice", "AssPlayer", "AssRuleplayer", "AssSearcher", "deal_value", "decision",
           "play_out", "play_out_quick", "utility"]
