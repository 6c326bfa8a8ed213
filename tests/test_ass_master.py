"""The quick rule of Ass's imagined deals (policy.quick_card, players.play_out_quick)
and the Master's scoring of an imagined deal's end (master.target_chance,
master.expected_value)."""

from __future__ import annotations

import argparse
import random

import pytest

from piquet_game.ass.ai import ASS_LEVELS, AssMaster, AssSearcher, rollout
from piquet_game.ass.ai.fast import Memo, legal_mask
from piquet_game.ass.ai.knowledge import rebuild_trick, rules_of, sample_world, suit_caps, world_deal
from piquet_game.ass.ai.master import TARGET_SPREAD, expected_value, target_chance
from piquet_game.ass.ai.players import POINT_WEIGHT, play_out_quick, raced, utility
from piquet_game.ass.ai.policy import KEEP, SHED, quick_card, rule_card
from piquet_game.ass.rules import PLAYS, AssGame, AssPhase, AssRules
from piquet_game.ass.rules.cards import FULL_PACK, mask_of, parse_card, parse_cards
from piquet_game.ass.rules.trick import READINGS, Trick, TrickRules, play

CONFIGS = [(2, 1), (3, 5), (4, 1), (5, 3), (6, 2)]


def _trick(rules: TrickRules, plays: list[tuple[int, str]]) -> Trick:
    trick = Trick()
    for seat, name in plays:
        card = parse_card(name)
        play(trick, seat, card, bool(trick.plays) and card // 9 != trick.main // 9, rules)
    return trick


def test_the_last_to_play_takes_points_with_the_card_worth_least_kept():
    rules = TrickRules.of_suits([(0,), (1,)])
    trick = _trick(rules, [(0, "AD")])
    hand = mask_of(parse_cards("6D AC 7S 9H".split()))
    legal = legal_mask(trick, 1, hand, rules)
    assert legal == mask_of(parse_cards(["6D", "AC"]))  # the six takes as older, the ace by its rank
    assert KEEP[0] < KEEP[8]
    assert quick_card(1, 2, hand, legal, trick, rules) == parse_card("6D")


def test_a_trick_worth_nothing_is_not_taken_and_the_cheapest_card_goes():
    rules = TrickRules.of_suits([(0,), (1,)])
    trick = _trick(rules, [(0, "7D")])
    hand = mask_of(parse_cards("6D 9D AD 8S".split()))
    legal = legal_mask(trick, 1, hand, rules)
    card = quick_card(1, 2, hand, legal, trick, rules)
    assert card == parse_card("9D") and SHED[3] == min(SHED[r] for r in (0, 3, 8))


def test_an_eight_is_kept_when_another_card_will_do():
    rules = TrickRules.of_suits([(0,), (1,), (2,)])
    hand = mask_of(parse_cards("8C 7C 9S".split()))
    assert quick_card(0, 3, hand, hand, Trick(), rules) in (parse_card("7C"), parse_card("9S"))


@pytest.mark.parametrize(("n", "option"), CONFIGS)
def test_quick_play_out_is_legal_and_ends_the_deal(n, option):
    rng = random.Random(n * 10 + option)
    game = AssGame.new(AssRules.make(n, option), rng=rng)
    seen = 0
    while not game.is_over and game.deal_number <= 2:
        if game.phase is AssPhase.DEAL:
            game.apply(game.shuffled(rng))
            continue
        seat = game.to_move
        legal = game.legal_actions()
        if game.phase is AssPhase.PLAY:
            view = game.view(seat)
            rules = rules_of(view)
            trick = rebuild_trick(view.trick, rules)
            deal = world_deal(view, sample_world(view, rng, suit_caps(view)), rules, trick)
            # every card the quick rule picks is legal where it is played
            while any(deal.hands):
                mover = deal.to_move
                mask = deal.legal(mover)
                card = quick_card(mover, n, deal.hands[mover], mask, deal.trick, rules)
                assert mask >> card & 1
                deal.play(card)
            assert deal.over and not deal.stock
            won = 0
            for w in deal.won:
                assert not won & w
                won |= w
            # every card is won but the few the stock could not share out at the end
            assert won & ~FULL_PACK == 0 and won.bit_count() > 36 - n
            seen += 1
        game.apply(legal[rng.randrange(len(legal))], seat)
    assert seen > 5


ALL_CONFIGS = [(n, option) for n in range(2, 7) for option in range(1, 6) if not (option == 1 and n > 4)]


def _rule(s, deal):
    hand = deal.hands[s]
    return rule_card(s, deal.n, hand, deal.legal(s), deal.trick, FULL_PACK & ~hand & ~deal.played,
                     [h.bit_count() for h in deal.hands], deal.won, deal.rules)


def _quick(s, deal):
    return quick_card(s, deal.n, deal.hands[s], deal.legal(s), deal.trick, deal.rules)


@pytest.mark.slow
@pytest.mark.parametrize("reading", READINGS)
@pytest.mark.parametrize(("fast_rollout", "rule"),
                         [(rollout.play_out_rule, _rule), (rollout.play_out_quick, _quick)],
                         ids=["counter", "quick"])
def test_the_fast_rollouts_play_their_rules_card_by_card(reading, fast_rollout, rule, monkeypatch):
    """The imagined deals played out in one loop (:mod:`.rollout`) are their rules
    (the Card counter's :func:`policy.rule_card`, the quick :func:`policy.quick_card`,
    with the engine's play), card by card: every table and trump option, worlds
    drawn from positions of random games, one memo kept for each position's worlds
    as a decision keeps it (the other loop's deals played in it too), each deal begun
    by a legal card of the seat to move as a search begins it."""
    placed: list[tuple[int, int]] = []
    end_trick = rollout._end_trick

    def recording(deal, cards):  # every card of the deal, trick by trick, in the order played
        placed.extend((seat, card) for seat, card, _ in deal.trick.plays)
        return end_trick(deal, cards)

    monkeypatch.setattr(rollout, "_end_trick", recording)
    rng = random.Random(30 + reading)
    cards = 0
    for n, option in ALL_CONFIGS:
        game = AssGame.new(AssRules.make(n, option, reading=reading), rng=rng)
        positions = 0
        while not game.is_over and positions < 12:
            if game.phase is AssPhase.DEAL:
                game.apply(game.shuffled(rng))
                continue
            seat = game.to_move
            if game.phase is AssPhase.PLAY and rng.random() < 0.3:
                positions += 1
                view = game.view(seat)
                rules = rules_of(view)
                trick = rebuild_trick(view.trick, rules)
                memo = Memo()
                loops = (rollout.play_out_rule, rollout.play_out_quick)
                other = loops[1] if fast_rollout is loops[0] else loops[0]
                for _ in range(4):
                    world = sample_world(view, rng, suit_caps(view))
                    fast, slow = world_deal(view, world, rules, trick), world_deal(view, world, rules, trick)
                    other(world_deal(view, world, rules, trick), memo)
                    first = [c for c in range(36) if fast.legal(seat) >> c & 1]
                    card = rng.choice(first)
                    fast.play(card)
                    slow.play(card)
                    placed.clear()
                    begun = len(fast.trick.plays)  # the trick's cards before the loop's first
                    fast_rollout(fast, memo)
                    del placed[:begun]
                    expected = []
                    while any(slow.hands):
                        s = slow.to_move
                        card = rule(s, slow)
                        expected.append((s, card))
                        slow.play(card)
                    assert placed == expected, (n, option, view.seat)
                    assert (fast.hands, fast.won, fast.leader, fast.played, fast.stock, fast.tricks_done,
                            fast.trick) == (slow.hands, slow.won, slow.leader, slow.played, slow.stock,
                                            slow.tricks_done, slow.trick)
                    cards += len(expected)
            game.apply(game.sample_action(rng), seat)
    assert cards > 20000


def test_a_rollout_stopped_after_some_tricks_goes_on_as_if_whole():
    """:func:`rollout.play_out_rule` stopped after two tricks, then played on, ends
    as the whole deal played at once."""
    whole, parts = _twin_deals(8)
    rollout.play_out_rule(whole, Memo())
    rollout.play_out_rule(parts, Memo(), 2)
    assert parts.tricks_done == 2 and any(parts.hands) and not parts.trick.plays
    rollout.play_out_rule(parts, Memo())
    assert (parts.won, parts.leader, parts.played, parts.tricks_done) == (
        whole.won, whole.leader, whole.played, whole.tricks_done)


def _first_card_view(n: int, rng: random.Random):
    """The view of the first seat to play a card in a new game of ``n`` (each his own
    trumps), the first legal trump and bet taken."""
    game = AssGame.new(AssRules.make(n, 1), rng=rng)
    while game.phase is not AssPhase.PLAY:
        if game.phase is AssPhase.DEAL:
            game.apply(game.shuffled(rng))
        else:
            game.apply(game.legal_actions()[0], game.to_move)
    return game.view(game.to_move)


def _twin_deals(seed: int):
    """Two deals of one world, drawn for the first seat to play in a new game of four."""
    rng = random.Random(seed)
    view = _first_card_view(4, rng)
    rules = rules_of(view)
    world = sample_world(view, rng, suit_caps(view))
    return tuple(world_deal(view, world, rules, rebuild_trick(view.trick, rules)) for _ in range(2))


def test_play_out_quick_is_the_quick_rule_played_to_the_end():
    a, b = _twin_deals(5)
    rules = a.rules
    play_out_quick(a)
    while any(b.hands):
        s = b.to_move
        b.play(quick_card(s, b.n, b.hands[s], b.legal(s), b.trick, rules))
    assert a.won == b.won and a.over


def test_target_chance_is_a_half_at_the_target_and_rises_with_the_points():
    assert target_chance(68, 68) > 0.5 > target_chance(67, 68)
    assert abs(target_chance(67, 68) + target_chance(68, 68) - 1.0) < 1e-9
    values = [target_chance(p, 92) for p in range(-20, 250)]
    assert all(a <= b for a, b in zip(values, values[1:], strict=False))
    assert values[0] < 1e-6 and values[-1] > 0.9999 and target_chance(-200, 92) == 0.0
    assert 0.72 < target_chance(round(92 - 0.5 + TARGET_SPREAD), 92) < 0.76


def test_expected_value_is_the_step_utility_far_from_the_targets():
    view = _first_card_view(3, random.Random(2))
    rules = view.rules
    bets = (True, False, None)
    for scores in ([200, 0, 0], [0, 200, 0], [0, 0, 200], [200, 200, 0], [0, 0, 0]):
        assert expected_value(view, scores, bets) == pytest.approx(utility(view, scores, bets), abs=5e-3)
    # near a target the Master counts part of a bank: a point more is worth more than the tie-break
    me = view.seat
    near = [0, 0, 0]
    near[me] = rules.target(bool(bets[me])) - 1
    more = list(near)
    more[me] += 1
    assert expected_value(view, more, bets) - expected_value(view, near, bets) > 5 * POINT_WEIGHT
    assert utility(view, more, bets) - utility(view, near, bets) > 0.5  # the step: a whole bank


def test_the_master_is_the_fourth_level_and_searches_wider():
    assert ASS_LEVELS[4] is AssMaster and issubclass(AssMaster, AssSearcher)
    assert AssMaster.play_steps > AssSearcher.play_steps and AssMaster.bet_worlds >= AssSearcher.bet_worlds


def test_a_race_drops_a_card_that_trails_world_after_world():
    rng = random.Random(3)
    lead = [rng.gauss(0.0, 1.0) for _ in range(16)]
    behind = [v - 0.5 + rng.gauss(0.0, 0.05) for v in lead]  # the same luck, half a bank worse
    noisy = [v + rng.gauss(0.0, 1.0) for v in lead]  # as good, by other luck
    rows = [behind, lead, noisy, list(lead)]
    assert raced(rows, [0, 1, 2, 3], 1.25) == [1, 2, 3]  # the leader and its equals stay
    assert raced(rows, [1, 2], 1.25) == [1, 2]
    # a card behind by little, with much spread, is not yet dropped; with a looser bar it is
    slightly = [v - 0.3 + rng.gauss(0.0, 1.0) for v in lead]
    assert raced([lead, slightly], [0, 1], 3.0) == [0, 1]
    assert raced([lead, slightly], [0, 1], 0.1) == [0]


def test_a_raced_search_stops_early_only_where_one_card_is_clear():
    """A Master that races (``race_from`` worlds on; the shipped Master does not)
    never draws more worlds than the full search, stops early in some decisions,
    and plays a legal card."""
    assert AssMaster.race_from == 0 and AssSearcher.race_from == 0
    rng = random.Random(7)
    early = 0
    for k in range(10):
        view = _first_card_view(4, rng)
        legal = [PLAYS[c] for c in range(36) if view.hand >> c & 1]
        racer, full = AssMaster(seed=k), AssMaster(seed=k)
        racer.race_from, racer.race_z = 8, 1.5
        d, e = racer.decide(view, legal), full.decide(view, legal)
        assert d.action in legal and e.action in legal
        drawn, every = dict(d.reason.values)["worlds"], dict(e.reason.values)["worlds"]
        assert racer.race_from <= drawn <= every == full.worlds_for(view, len(legal))
        early += drawn < every
    assert early > 0


def test_the_regret_tool_values_positions_and_refuses_what_no_level_has(capsys):
    from tool_loader import load_tool

    tool = load_tool("ass_regret.py")
    assert tool.parse_variant("4:race_from=0,race_z=1.5") == (4, {"race_from": 0.0, "race_z": 1.5})
    for bad in ("9", "x", "4:worlds=3", "4:race_z=fast", "4:name=1"):
        with pytest.raises(argparse.ArgumentTypeError):
            tool.parse_variant(bad)
    assert tool.main(["3", "4:max_worlds=8,min_worlds=2,bet_worlds=4", "--positions", "3", "--reference", "6",
                      "--players", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("3 positions, 3 players") and len(out) == 3
    for line in out[1:]:
        regret = float(line.split("regret ")[1].split()[0])
        assert regret >= 0.0 and "think" in line


class _FreshMemo(AssSearcher):
    """The Strategist with a memo of its own for every decision, as it was."""

    def memo_for(self, rules):
        return Memo()


@pytest.mark.parametrize(("n", "option"), [(3, 5), (4, 1), (6, 2)])
def test_a_memo_kept_from_decision_to_decision_makes_the_same_choices(n, option):
    """A searching player keeps its memo of tricks over its decisions while the trick
    rules stay the same: the same cards and bets, decision for decision, as a memo
    begun for each decision, over whole deals at the table (the Master's own
    decisions too); the memo kept grows over the deals, and is begun again for other
    rules and once it holds its limit."""
    rng = random.Random(60 + n)
    game = AssGame.new(AssRules.make(n, option), rng=rng)
    kept = [AssSearcher(seed=40 + s) for s in range(n)]
    fresh = [_FreshMemo(seed=40 + s) for s in range(n)]
    master, master_fresh = AssMaster(seed=3), AssMaster(seed=3)
    master_fresh.memo_for = lambda rules: Memo()  # type: ignore[method-assign]
    sizes = []
    deals = decisions = 0
    while not game.is_over and deals < 3:
        if game.phase is AssPhase.DEAL:
            game.apply(game.shuffled(rng))
            continue
        seat = game.to_move
        view, legal = game.view(seat), game.legal_actions()
        action = kept[seat].choose(view, legal)
        assert action == fresh[seat].choose(view, legal), (n, option, decisions)
        if seat == 0 and len(legal) > 1 and decisions % 5 == 0:
            assert master.choose(view, legal) == master_fresh.choose(view, legal)
        decisions += len(legal) > 1
        events = game.apply(action, seat)
        if any(e.kind == "deal-end" for e in events):
            deals += 1
            sizes.append(len(kept[0]._memo))
    assert decisions > 10 * n and sizes[0] > 0 and sizes[-1] > sizes[0]
    rules = rules_of(game.view(0))
    memo = kept[0].memo_for(rules)
    assert kept[0].memo_for(rules) is memo
    other = TrickRules(rules.trump, rules.senior, not rules.shared, rules.reading)
    assert kept[0].memo_for(other) is not memo and len(kept[0].memo_for(other)) == 0
    full = kept[1].memo_for(rules)
    kept[1].memo_limit = len(full)
    assert kept[1].memo_for(rules) is not full


def test_a_trick_cleared_is_a_new_trick():
    """``Trick.clear`` (an imagined deal's finished trick begun again in place) leaves
    what a new trick is, switched, killed and interrupted tricks too."""
    rules = TrickRules.of_suits([(0,), (1,), (2,), (3,)])
    rng = random.Random(9)
    for _ in range(200):
        trick = Trick()
        cards = rng.sample(range(36), 4)
        for seat, card in enumerate(cards):
            play(trick, seat, card, bool(trick.plays) and card // 9 != trick.main // 9, rules)
        assert trick != Trick()
        trick.clear()
        assert trick == Trick()
