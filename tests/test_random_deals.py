"""Two thousand seeded random deals, each checked against a scorer written here from
the source rules (Rubicon Piquet, part 1) alone.

Every partie starts with ``Game.new`` and is played by ``Game.sample_action``.  For
each deal the test replays the logged actions on its own: it checks that both seats
answer the carte blanche question, elder first, before any exchange (and that only a
hand without king, queen or jack declares one), tracks the hands through the
exchange, checks that every card played follows suit when it must, decides every
trick and every declaration class itself, and recomputes the scoring events (with
repique and pique) in the order the rules take them.  The engine's events and deal
scores must agree with it exactly.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from piquet_game.rules import Blanche, Declare, DeclClass, Exchange, Game, Phase, Play

DEALS = 2000

SEQUENCE_POINTS = {3: 3, 4: 4, 5: 15, 6: 16, 7: 17, 8: 18}
SET_POINTS = {3: 3, 4: 14}
CARD_VALUE = (7, 8, 9, 10, 10, 10, 10, 11)  # 7 8 9 T J Q K A
JACK, QUEEN, KING = 4, 5, 6


def cards(mask: int) -> list[int]:
    return [c for c in range(32) if mask >> c & 1]


def suit(card: int) -> int:
    return card // 8


def rank(card: int) -> int:
    return card % 8


def is_carte_blanche(hand: int) -> bool:
    return all(rank(c) not in (JACK, QUEEN, KING) for c in cards(hand))


def combo_key(cls: DeclClass, combo: int) -> tuple[int, ...]:
    cs = cards(combo)
    if cls is DeclClass.POINT:
        return (len(cs), sum(CARD_VALUE[rank(c)] for c in cs))
    if cls is DeclClass.SEQUENCE:
        return (len(cs), max(rank(c) for c in cs))
    return (len(cs), rank(cs[0]))


def combo_points(cls: DeclClass, combo: int) -> int:
    n = len(cards(combo))
    if cls is DeclClass.POINT:
        return n
    if cls is DeclClass.SEQUENCE:
        return SEQUENCE_POINTS[n]
    return SET_POINTS[n]


def check_combo_shape(cls: DeclClass, combo: int, hand: int) -> None:
    """The combination is held and has the shape its class demands."""
    cs = cards(combo)
    assert cs and combo & ~hand == 0
    if cls is DeclClass.POINT:
        assert len({suit(c) for c in cs}) == 1
    elif cls is DeclClass.SEQUENCE:
        assert len({suit(c) for c in cs}) == 1 and len(cs) >= 3
        ranks = sorted(rank(c) for c in cs)
        assert ranks == list(range(ranks[0], ranks[0] + len(ranks)))
    else:
        assert len({rank(c) for c in cs}) == 1 and len(cs) in (3, 4) and rank(cs[0]) >= 3


class DealScorer:
    """Scores one deal from its cards and actions, as the source rules (Rubicon Piquet, part 1) says."""

    def __init__(self, dealer: int, hands: tuple[int, ...], talon: tuple[int, ...]) -> None:
        self.elder, self.younger = 1 - dealer, dealer
        self.hands = list(hands)
        self.talon = list(talon)
        self.taken = 0  # talon cards taken so far
        self.scores = [0, 0]
        self.events: list[tuple[str, int, int, int]] = []
        self.declared: dict[DeclClass, int] = {}
        self.elder_decl: tuple[int, ...] = ()
        self.trick: list[tuple[int, int]] = []  # (seat, card)
        self.tricks: list[tuple[int, int, int, int]] = []  # (leader, lead, follow, winner)
        self.won = [0, 0]
        self.asked: list[int] = []  # seats that answered the carte blanche question

    def score(self, seat: int, kind: str, points: int, bonus: str | None = None) -> None:
        before = self.scores[seat]
        self.scores[seat] += points
        self.events.append((kind, seat, points, self.scores[seat]))
        other_has_nothing = self.scores[1 - seat] == 0
        if bonus == "repique" and before < 30 <= self.scores[seat] and other_has_nothing:
            self.scores[seat] += 60
            self.events.append(("repique", seat, 60, self.scores[seat]))
        if (bonus == "pique" and seat == self.elder and before < 30 <= self.scores[seat]
                and other_has_nothing):
            self.scores[seat] += 30
            self.events.append(("pique", seat, 30, self.scores[seat]))

    def act(self, seat: int, action: object) -> None:
        if isinstance(action, Blanche):
            # both seats are asked, elder first, whatever they hold, before any exchange;
            # only a hand with no king, queen or jack may be declared
            order = [self.elder, self.younger]
            assert len(self.asked) < 2 and seat == order[len(self.asked)]
            self.asked.append(seat)
            if action.declare:
                assert is_carte_blanche(self.hands[seat])
                self.score(seat, "blanche", 10, "repique")
        elif isinstance(action, Exchange):
            assert self.asked == [self.elder, self.younger], "exchange before both were asked"
            d = action.discard
            n = len(cards(d))
            assert d & ~self.hands[seat] == 0
            if seat == self.elder:
                assert self.taken == 0 and 1 <= n <= 5
            else:
                assert self.taken >= 1 and n <= 8 - self.taken
            drawn = self.talon[self.taken:self.taken + n]
            self.taken += n
            self.hands[seat] = self.hands[seat] & ~d | sum(1 << c for c in drawn)
        elif isinstance(action, Declare):
            for combo in action.combos:
                check_combo_shape(action.cls, combo, self.hands[seat])
            if seat == self.elder:
                self.elder_decl = action.combos
                return
            self.settle_class(action.cls, self.elder_decl, action.combos)
        else:
            assert isinstance(action, Play)
            self.play(seat, action.card)

    def settle_class(self, cls: DeclClass, elder: tuple[int, ...], younger: tuple[int, ...]) -> None:
        if not elder and not younger:
            return
        if not younger:
            winner = self.elder
        elif not elder:
            winner = self.younger
        else:
            ke, ky = combo_key(cls, elder[0]), combo_key(cls, younger[0])
            # the first combination is the best one declared
            assert all(combo_key(cls, m) <= ke for m in elder)
            assert all(combo_key(cls, m) <= ky for m in younger)
            if ke == ky:
                return
            winner = self.elder if ke > ky else self.younger
        won = elder if winner == self.elder else younger
        self.score(winner, cls.value, sum(combo_points(cls, m) for m in won), "repique")

    def play(self, seat: int, card: int) -> None:
        hand = self.hands[seat]
        assert hand >> card & 1
        if self.trick:
            led = suit(self.trick[0][1])
            if suit(card) != led:
                assert not any(suit(c) == led for c in cards(hand)), "did not follow suit"
        self.hands[seat] &= ~(1 << card)
        if not self.trick:
            expected_leader = self.elder if not self.tricks else self.tricks[-1][3]
            assert seat == expected_leader
            self.trick.append((seat, card))
            self.score(seat, "lead", 1, "pique")
            return
        leader, lead = self.trick[0]
        assert seat == 1 - leader
        self.trick = []
        winner = seat if suit(card) == suit(lead) and rank(card) > rank(lead) else leader
        self.tricks.append((leader, lead, card, winner))
        self.won[winner] += 1
        if winner != leader:
            self.score(winner, "win", 1, "pique")
        if len(self.tricks) == 12:
            self.score(winner, "last", 1, "pique")
            for s in (self.elder, self.younger):
                if self.won[s] == 12:
                    self.score(s, "capot", 40)
                elif self.won[s] >= 7:
                    self.score(s, "cards", 10)


def play_random_deals(count: int):
    """Yield each finished deal's log, playing seeded parties with sample_action."""
    seed = 0
    done = 0
    while done < count:
        game = Game.new(random.Random(seed))
        policy = random.Random(10_000_000 + seed)
        seed += 1
        while not game.is_over and done < count:
            if game.phase is Phase.DEAL:
                game.deal_random()
                continue
            mover = game.to_move
            assert mover in (0, 1)
            game.apply(game.sample_action(policy), mover)
            if game.phase in (Phase.DEAL, Phase.PARTIE_OVER):
                done += 1
                yield game, game.history[-1]


@pytest.mark.slow
def test_two_thousand_random_deals_score_as_the_rules_say():
    kinds = Counter()
    deals = 0
    for game, log in play_random_deals(DEALS):
        deals += 1
        ref = DealScorer(log.dealer, log.hands, log.talon)
        for seat, action in log.actions:
            ref.act(seat, action)
        # the question was put to both seats in every deal, whatever they held
        assert ref.asked == [ref.elder, ref.younger]
        engine_events = [(e.kind, e.seat, e.points, e.total) for e in log.scoring_events]
        assert engine_events == ref.events, f"deal {log.number} of a partie"
        assert log.scores == ref.scores
        assert game.deal_scores[log.number - 1] == ref.scores
        kinds.update(k for k, *_ in ref.events)

        # every card dealt was played, twelve tricks, as the engine also says
        assert len(ref.tricks) == 12 and game.tricks == ref.tricks
        assert ref.hands == [0, 0]
        assert sum(ref.won) == 12 and game.tricks_won == ref.won

        # trick points: 12 leads, 1 per trick won on the opponent's lead, 1 for the last
        trick_points = sum(e.points for e in log.scoring_events if e.kind in ("lead", "win", "last"))
        won_on_opponent_lead = sum(1 for leader, _, _, winner in ref.tricks if winner != leader)
        assert trick_points == 12 + won_on_opponent_lead + 1

        # the cards / capot bonus appears exactly for a seat that won 7 or more tricks
        for s in (0, 1):
            bonus = [e for e in log.scoring_events if e.kind in ("cards", "capot") and e.seat == s]
            if ref.won[s] == 12:
                assert [(e.kind, e.points) for e in bonus] == [("capot", 40)]
            elif ref.won[s] >= 7:
                assert [(e.kind, e.points) for e in bonus] == [("cards", 10)]
            else:
                assert bonus == []
        # younger can never pique: elder's first lead comes before any trick of his
        assert not any(e.kind == "pique" and e.seat == log.dealer for e in log.scoring_events)

    assert deals == DEALS
    # the random deals did exercise every ordinary way of scoring
    for kind in ("point", "sequence", "set", "lead", "win", "last", "cards"):
        assert kinds[kind] > 0, kind


def test_random_parties_end_as_the_rules_say():
    """Six deals, or eight after a tie; the result follows the rubicon rule."""
    for seed in range(60):
        game = Game.new(random.Random(seed))
        policy = random.Random(seed + 77)
        while not game.is_over:
            if game.phase is Phase.DEAL:
                game.deal_random()
            else:
                game.apply(game.sample_action(policy))
        n = len(game.deal_scores)
        six = [sum(d[s] for d in game.deal_scores[:6]) for s in (0, 1)]
        assert n == 6 if six[0] != six[1] else n == 8
        # dealers alternate, starting with the one who cut lower
        a, b = game.cut[-1]
        first = 0 if a % 8 < b % 8 else 1
        assert [log.dealer for log in game.history] == [(first + i) % 2 for i in range(n)]
        totals = [sum(d[s] for d in game.deal_scores) for s in (0, 1)]
        assert game.totals == totals
        if totals[0] == totals[1]:
            assert game.winner is None and game.result is None
            continue
        hi, lo = max(totals), min(totals)
        assert game.winner == totals.index(hi)
        assert game.result == (100 + hi - lo if lo >= 100 else 100 + hi + lo)


# ------------------------------------------------------------------ Piquet au cent


class CentScorer(DealScorer):
    """The same scorer, for Piquet au cent (Piquet au cent's rules): the running totals
    start at ``before``; the first score that brings one to 100 (with the pique or
    repique it makes) ends the game, and nothing may happen after it."""

    def __init__(self, dealer: int, hands, talon, before: list[int]) -> None:
        super().__init__(dealer, hands, talon)
        self.before = before
        self.over = False

    class Ended(Exception):
        """A score was due after the game ended: it, and the rest of its action, are not."""

    def score(self, seat: int, kind: str, points: int, bonus: str | None = None) -> None:
        if self.over:
            raise CentScorer.Ended(kind)
        super().score(seat, kind, points, bonus)
        if max(b + s for b, s in zip(self.before, self.scores, strict=True)) >= 100:
            self.over = True

    def act(self, seat: int, action: object) -> None:
        assert not self.over, f"{action} made after the game was over"
        try:
            super().act(seat, action)
        except CentScorer.Ended:
            pass


@pytest.mark.slow
def test_two_thousand_random_deals_of_au_cent_score_as_its_rules_say():
    from piquet_game.rules.variant import AU_CENT

    seed = deals = ended = 0
    while deals < DEALS:
        game = Game.new(random.Random(seed), AU_CENT)
        policy = random.Random(20_000_000 + seed)
        seed += 1
        while not game.is_over:
            before = list(game.totals)
            log = game.play_random_deal(policy)
            deals += 1
            ref = CentScorer(log.dealer, log.hands, log.talon, before)
            for seat, action in log.actions:
                ref.act(seat, action)
            assert [(e.kind, e.seat, e.points, e.total) for e in log.scoring_events] == ref.events
            assert log.scores == ref.scores
            assert ref.over == game.is_over
            if not ref.over:  # a whole deal, as in Rubicon
                assert len(ref.tricks) == 12 and ref.hands == [0, 0]
        ended += 1
        totals = game.totals
        hi, lo = max(totals), min(totals)
        assert hi >= 100 and game.winner == totals.index(hi)
        assert game.result == (hi - lo) * (2 if lo < 50 else 1)
    assert ended > 50
