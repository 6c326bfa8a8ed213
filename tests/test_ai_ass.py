"""The computer players of Ass (piquet_game.ass.ai) and tools/ass_tournament.py:
legal play everywhere, the same choices from the same seed, nothing read that the
seat cannot see, worlds that respect what it knows, and a small tournament."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from tool_loader import load_tool

from piquet_game.ai.base import Decision
from piquet_game.ass.ai import ASS_LEVELS, AssSearcher, make_ass_player
from piquet_game.ass.ai.fast import Memo, legal_mask, score, takers
from piquet_game.ass.ai.knowledge import (
    World,
    check_world,
    rebuild_trick,
    rules_of,
    sample_world,
    suit_caps,
    voids_in,
)
from piquet_game.ass.ai.policy import weigh
from piquet_game.ass.rules import NO, AssDeal, AssGame, AssPhase, AssPlay, AssRules
from piquet_game.ass.rules.cards import FULL_PACK, SUIT_MASKS, mask_of, parse_card, parse_cards, score_cards
from piquet_game.ass.rules.trick import KILL, READINGS, Trick, play, takes

ROOT = Path(__file__).resolve().parents[1]
TOOL = ROOT / "tools" / "ass_tournament.py"
CONFIGS = [(n, option) for n in range(2, 7) for option in range(1, 6) if not (option == 1 and n > 4)]


def _load_tool():
    return load_tool("ass_tournament.py")


def _quick(level: int, seed: int):
    """A player of the level; the searcher with few worlds, for speed."""
    player = make_ass_player(level, seed)
    if isinstance(player, AssSearcher):
        player.play_steps = 200
        player.min_worlds = 2
        player.max_worlds = 3
        player.bet_worlds = 3
    return player


def _play(game: AssGame, players, rng: random.Random, max_deals: int, check=None) -> list[str]:
    """Play to the end (or ``max_deals`` deals), each decision asserted legal; the
    actions as text."""
    actions: list[str] = []
    while not game.is_over:
        if game.phase is AssPhase.DEAL:
            if game.deal_number >= max_deals:
                break
            game.apply(game.shuffled(rng))
            continue
        seat = game.to_move
        view = game.view(seat)
        legal = game.legal_actions()
        if check is not None:
            check(game, seat)
        d = players[seat].decide(view, legal)
        assert isinstance(d, Decision) and d.action in legal
        assert str(d.reason)
        game.apply(d.action, seat)
        actions.append(f"{seat} {d.action}")
    return actions


# --------------------------------------------------------------- the tables


@pytest.mark.slow
@pytest.mark.parametrize("reading", READINGS)
def test_takers_and_legal_cards_match_the_engine(reading):
    """The AI's masks of the cards that would take, by either reading of the rules (a
    game begun by the first goes on by it, the computer's seats too)."""
    checked = 0
    for n, option in CONFIGS:
        rng = random.Random(n * 10 + option)
        game = AssGame.new(AssRules.make(n, option, reading=reading), rng=rng)
        for _ in range(60):
            if game.is_over:
                break
            if game.phase is AssPhase.PLAY:
                rules = game.rules.trick_rules([game.trump_suits_of(s) for s in range(n)])
                for seat in range(n):
                    for void in (False, True):
                        hold, kill = takers(game.trick, seat, void, rules)
                        for card in range(36):
                            way = takes(game.trick, seat, card, void, game.trick_rules)
                            assert bool(hold >> card & 1) == (bool(way) and way != KILL)
                            assert bool(kill >> card & 1) == (way == KILL)
                            checked += 1
                seat = game.to_move
                assert legal_mask(game.trick, seat, game.hands[seat], rules) == game.legal_plays()
            game.apply(game.sample_action(rng))
    assert checked > 10000


def _random_trick_rules(rng: random.Random, n: int, option: int, reading: int):
    """The rules of tricks of a table of ``n`` in ``option``, each seat's trump suit
    drawn where each has his own."""
    rules = AssRules.make(n, option, reading=reading)
    suits = [(u,) for u in rng.sample(range(4), n)] if option == 1 else [rules.shared_suits] * n
    return rules.trick_rules(suits)


def _random_trick_cards(rng: random.Random, n: int) -> list[int]:
    """A trick's ``n`` cards at random, each after the first of the main suit half the time."""
    cards = rng.sample(range(36), n)
    for k in range(1, n):
        if rng.random() < 0.5:
            free = [c for c in range(cards[0] // 9 * 9, cards[0] // 9 * 9 + 9) if c not in cards]
            cards[k] = rng.choice(free) if free else cards[k]
    return cards


@pytest.mark.slow
@pytest.mark.parametrize("reading", READINGS)
def test_takers_match_the_engine_on_tricks_of_random_cards(reading):
    """Tricks of random cards, half of them of the main suit, each played by its seat
    as void or not at random: before each card, the masks of every seat are the
    engine's card by card (the kills, switches over levels and one-less chains cut
    short that random deals meet seldom)."""
    rng = random.Random(reading)
    checked = 0
    for n, option in CONFIGS:
        for _ in range(40):
            trick_rules = _random_trick_rules(rng, n, option, reading)
            cards = _random_trick_cards(rng, n)
            trick = Trick()
            for seat, card in enumerate(cards):
                if trick.plays:
                    for void in (False, True):
                        hold, kill = takers(trick, seat, void, trick_rules)
                        for c in range(36):
                            way = takes(trick, seat, c, void, trick_rules)
                            assert bool(hold >> c & 1) == (bool(way) and way != KILL), (cards, seat, c, void)
                            assert bool(kill >> c & 1) == (way == KILL)
                            checked += 1
                play(trick, seat, card, card // 9 != trick.main_suit and rng.random() < 0.6, trick_rules)
    assert checked > 50000


@pytest.mark.parametrize("reading", READINGS)
def test_a_memo_of_tricks_changes_no_weight(reading):
    """The rule's weights with one memo kept over many tricks under the same rules
    (as a searching player keeps one for a decision) are those worked out afresh,
    card by card: a memo's key holds all that decides what it saves."""
    rng = random.Random(10 + reading)
    checked = 0
    for n, option in CONFIGS:
        trick_rules = _random_trick_rules(rng, n, option, reading)
        memo = Memo()
        for _ in range(120):
            cards = _random_trick_cards(rng, n)
            trick = Trick()
            for seat, card in enumerate(cards):
                rest = [c for c in range(36) if c not in cards]
                if trick.plays and rng.random() < 0.5:  # a hand void in the main suit, to switch
                    rest.sort(key=lambda c: c // 9 == trick.main_suit)
                    rest[:28] = rng.sample(rest[:28], 28)
                else:
                    rng.shuffle(rest)
                hand = mask_of(rest[:4]) | 1 << card
                unseen = mask_of(rest[4:4 + rng.randrange(0, 20)])
                sizes = [rng.randrange(0, 5) for _ in range(n)]
                won = [mask_of(rng.sample(rest[24:], 3)) for _ in range(n)]
                legal = legal_mask(trick, seat, hand, trick_rules)
                kept = weigh(seat, n, hand, legal, trick, unseen, sizes, won, trick_rules, memo=memo)
                fresh = weigh(seat, n, hand, legal, trick, unseen, sizes, won, trick_rules)
                assert [(c.card, c.value, c.p, c.gain, c.holder) for c in kept] == \
                    [(c.card, c.value, c.p, c.gain, c.holder) for c in fresh], (cards, seat)
                checked += len(kept)
                void = bool(trick.plays) and not hand & ~(1 << card) & SUIT_MASKS[trick.main_suit]
                play(trick, seat, card, void and card // 9 != trick.main_suit, trick_rules)
        assert len(memo) > 50
    assert checked > 3000


def test_score_by_lookup():
    rng = random.Random(1)
    for _ in range(300):
        won = rng.getrandbits(36) & FULL_PACK
        assert score(won) == score_cards(won)


# ------------------------------------------------------------ legal play


@pytest.mark.parametrize(("n", "option"), CONFIGS)
def test_every_level_plays_legally(n, option):
    rules = AssRules.make(n, option)
    for level in sorted(ASS_LEVELS):
        rng = random.Random(1000 * level + 10 * n + option)
        game = AssGame.new(rules, rng=rng)
        players = [_quick(level, seed=s) for s in range(n)]
        _play(game, players, rng, max_deals=1 if level >= 3 else 4)
        assert game.deal_number >= 1


def test_mixed_levels_play_whole_games():
    for n, option in ((2, 1), (4, 1), (3, 5), (6, 4)):
        rng = random.Random(n + option)
        game = AssGame.new(AssRules.make(n, option), rng=rng)
        players = [_quick(1 + s % 2, seed=s) for s in range(n)]
        _play(game, players, rng, max_deals=60)
        assert game.is_over or game.deal_number == 60


def test_levels_have_names_and_descriptions():
    assert set(ASS_LEVELS) == {1, 2, 3, 4}
    for level, cls in ASS_LEVELS.items():
        assert cls.level == level and cls.name and cls.description and "\n" not in cls.description
        assert isinstance(make_ass_player(level, seed=3), cls)
    with pytest.raises(ValueError):
        make_ass_player(9)


def test_forced_and_no_choice():
    game = AssGame.new(AssRules.make(2, 2), rng=random.Random(2))
    game.apply(game.shuffled(random.Random(2)))
    view = game.view(game.to_move)
    with pytest.raises(ValueError):
        make_ass_player(2).decide(view, [])


# ----------------------------------------------------------- determinism


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_same_seed_same_choices(level):
    runs = []
    for _ in range(2):
        rng = random.Random(77)
        game = AssGame.new(AssRules.make(3, 1), rng=rng)
        players = [_quick(level, seed=5 + s) for s in range(3)]
        runs.append(_play(game, players, rng, max_deals=1 if level >= 3 else 3))
    assert runs[0] == runs[1] and len(runs[0]) > 10


# --------------------------------------------------- nothing hidden is read


def _reshuffled_unseen(game: AssGame, seat: int, rng: random.Random) -> AssGame:
    """A copy of the game where the cards ``seat`` cannot see (the other hands and
    the stock) are dealt again at random, hand sizes kept."""
    other = game.clone()
    hidden = [c for s in range(other.n) if s != seat for c in range(36) if other.hands[s] >> c & 1]
    hidden += other.stock
    rng.shuffle(hidden)
    i = 0
    for s in range(other.n):
        if s == seat:
            continue
        size = other.hands[s].bit_count()
        other.hands[s] = sum(1 << c for c in hidden[i:i + size])
        i += size
    other.stock = hidden[i:]
    return other


@pytest.mark.slow
@pytest.mark.parametrize(("n", "option"), [(2, 1), (3, 5), (4, 1), (5, 3), (6, 2)])
def test_decisions_ignore_the_hidden_cards(n, option):
    rng = random.Random(n * 7 + option)
    game = AssGame.new(AssRules.make(n, option), rng=rng)
    movers = [make_ass_player(2, seed=s) for s in range(n)]
    compared = 0
    while not game.is_over and game.deal_number <= 2:
        if game.phase is AssPhase.DEAL:
            game.apply(game.shuffled(rng))
            continue
        seat = game.to_move
        legal = game.legal_actions()
        if game.phase in (AssPhase.PLAY, AssPhase.BID) and len(legal) > 1:
            other = _reshuffled_unseen(game, seat, rng)
            assert other.view(seat) == game.view(seat) and other.legal_actions() == legal
            for level in (2, 3, 4):
                a = _quick(level, seed=9).decide(game.view(seat), legal)
                b = _quick(level, seed=9).decide(other.view(seat), legal)
                assert a.action == b.action and str(a.reason) == str(b.reason)
            compared += 1
        game.apply(movers[seat].choose(game.view(seat), legal), seat)
    assert compared > 5


def test_the_views_players_read_are_frozen():
    """The players get the view and a list: nothing else of the game."""
    game = AssGame.new(AssRules.make(4, 1), rng=random.Random(4))
    player = make_ass_player(2)
    while game.phase is not AssPhase.PLAY:
        if game.phase is AssPhase.DEAL:
            game.apply(game.shuffled(random.Random(4)))
        else:
            seat = game.to_move
            game.apply(player.choose(game.view(seat), game.legal_actions()), seat)
    view = game.view(game.to_move)
    with pytest.raises(AttributeError):
        view.hand = 0  # type: ignore[misc]


# ------------------------------------------------------------------ worlds


@pytest.mark.parametrize(("n", "option"), [(2, 1), (3, 2), (4, 1), (5, 5), (6, 3)])
def test_worlds_respect_what_the_seat_knows(n, option):
    rng = random.Random(n * 31 + option)
    game = AssGame.new(AssRules.make(n, option), rng=rng)
    players = [make_ass_player(2, seed=s) for s in range(n)]
    tight = drawn = 0
    while not game.is_over and game.deal_number <= 3:
        if game.phase is AssPhase.DEAL:
            game.apply(game.shuffled(rng))
            continue
        if game.phase is AssPhase.PLAY:
            for seat in range(n):
                view = game.view(seat)
                rules = rules_of(view)
                trick = rebuild_trick(view.trick, rules)
                assert trick.plays == game.trick.plays and trick.holders == game.trick.holders
                assert trick.main == game.trick.main
                caps = suit_caps(view)
                check_world(view, World(list(game.hands), list(game.stock)))  # the real one fits
                for _ in range(2):
                    world = sample_world(view, rng, caps)
                    check_world(view, world)
                    drawn += 1
                tight += sum(caps[s][u] < view.hand_sizes[s] for s in range(n) for u in range(4))
        seat = game.to_move
        game.apply(players[seat].choose(game.view(seat), game.legal_actions()), seat)
    assert drawn > 50 and tight > 0


def test_voids_read_from_a_trick():
    # 6S led, 7H does not take: seat 1 had no spade; 8C from seat 2 switches: no spade either;
    # then QC takes as older and becomes the main card, 9D from seat 3 discarded: no club
    c = parse_card
    plays = ((0, c("6S"), "lead"), (1, c("7H"), ""), (2, c("8C"), "switch"), (3, c("QC"), "older"),
             (4, c("9D"), ""))
    assert voids_in(plays) == [(1, 0), (2, 0), (4, 3)]


def test_a_void_shown_this_trick_keeps_the_suit_out_of_the_worlds():
    def deal(*hands: str):
        masks = tuple(mask_of(parse_cards(h.split())) for h in hands)
        used = masks[0] | masks[1] | masks[2]
        return AssDeal(masks, tuple(c for c in range(36) if not used >> c & 1))

    game = AssGame(AssRules.make(3, 2), dealer=2)
    game.apply(deal("6S 6D 7C 9C", "7H 9H JH 7D", "8D JD QD KD"))
    for _ in range(3):
        game.apply(NO)
    game.apply(AssPlay(parse_card("6S")), 0)
    game.apply(AssPlay(parse_card("7H")), 1)  # off suit, not taking: seat 1 has no spade
    view = game.view(2)
    caps = suit_caps(view)
    assert caps[1][0] == 0 and caps[0][0] == view.hand_sizes[0]
    rng = random.Random(1)
    for _ in range(50):
        world = sample_world(view, rng, caps)
        check_world(view, world)
        assert not world.hands[1] & SUIT_MASKS[0]
    # after the trick and its refill, one card drawn: at most one spade
    game.apply(AssPlay(parse_card("8D")), 2)
    assert suit_caps(game.view(2))[1][0] == 1


# -------------------------------------------------------------- tournament


def test_tournament_functions():
    tool = _load_tool()
    rules = AssRules.make(2, 1)
    # the same deal for the same pair and number, whoever sits where
    d1, d2 = tool.deal_of(3, 0, 1, 2), tool.deal_of(3, 0, 1, 2)
    assert d1 == d2 and tool.deal_of(3, 1, 1, 2) != d1
    assert tool.seating(4, False) == ("A", "B", "A", "B") and tool.seating(4, True) == ("B", "A", "B", "A")
    games = tool.play_pair(rules, 2, 1, seed=3, pair=0, cap=10)
    assert [g.sides for g in games] == [("A", "B"), ("B", "A")]
    for g in games:
        assert g.deals >= 1 and len(g.banks) == 2 and abs(sum(g.share) - 1.0) < 1e-9
    pair2 = tool.play_pair(rules, 2, 1, seed=3, pair=1, cap=10)
    summary = tool.summarize([games, pair2])
    assert summary["games"] == 4 and summary["pairs"] == 2
    assert 0.0 <= summary["a_win_share"][0] <= 1.0
    # the targets missed: every deal a seat drops a bank at its target, adds one at a
    # missed go, keeps its banks at a missed no
    for g in games:
        for s in range(2):
            assert g.changes[s] == 2 * g.missed_go[s] + g.missed_no[s] - g.deals
    assert summary["missed"]["B"]["go"] + summary["missed"]["B"]["no"] == sum(
        g.missed_go[s] + g.missed_no[s] for g in games for s in range(2) if g.sides[s] == "B") + sum(
        g.missed_go[s] + g.missed_no[s] for g in pair2 for s in range(2) if g.sides[s] == "B")
    four = tool.run(2, 1, players=4, trumps=3, games=4, seed=2, jobs=1, cap=3)
    assert four["capped"] >= 0 and four["deals"] <= 4 * 3
    text = tool.report(four)
    assert "banks per deal" in text and "think" in text
    assert tool.main(["2", "1", "--games", "4", "--players", "3", "--trumps", "5", "--cap", "2"]) == 0


# ---------------------------------------------------------------- go or no


def test_go_or_no_from_the_chances():
    from piquet_game.ass.ai.policy import says_go

    assert says_go(1.0, 1.0)  # both sure: a "go" never misses, and drops its bank as well
    assert says_go(0.99, 0.9) and says_go(0.8, 0.4)
    assert not says_go(0.5, 0.1)  # a coin-toss "go": a bank more half the time; "no" costs nothing
    assert not says_go(0.9, 0.85)  # the "no" misses less than twice as often as the "go"


@pytest.mark.parametrize("level", [2, 3, 4])
def test_a_sure_hand_says_go(level):
    """Four eights with two players: every imagined deal reaches both targets, and
    a "no" could only cost a bank (it drops one at 68, a "go" at 44)."""
    game = AssGame(AssRules.make(2, 2), dealer=1)
    eights = mask_of(parse_cards("8S 8H 8D 8C".split()))
    rest = [c for c in range(36) if not eights >> c & 1]
    game.apply(AssDeal((eights, sum(1 << c for c in rest[:4])), tuple(rest[4:])))
    assert game.phase is AssPhase.BID and game.to_move == 0
    player = make_ass_player(level, seed=5)
    if isinstance(player, AssSearcher):
        player.bet_worlds = 30
    d = player.decide(game.view(0), game.legal_actions())
    assert str(d.action) == "go", d.reason
