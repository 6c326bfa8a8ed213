"""The computer players: legal, deterministic, blind to what their seat cannot see."""

from __future__ import annotations

import random

import pytest
from quick_players import quick_player

from piquet_game.ai import LEVELS, Decision, make_player
from piquet_game.rules import DealCards, Exchange, Game, Phase, shuffle_deal

ALL_LEVELS = sorted(LEVELS)


def play_deal(deal: DealCards, dealer: int, players, log=None):
    game = Game(first_dealer=dealer)
    game.apply(deal)
    while game.phase is not Phase.DEAL:
        seat = game.to_move
        action = players[seat].choose(game.view(seat), game.legal_actions())
        if log is not None:
            log.append((seat, action))
        game.apply(action, seat)  # raises on an illegal action
    return game


@pytest.mark.slow
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_every_level_plays_seeded_deals_legally(level):
    """Seeded deals at full strength, against the quick levels, in both seats: 100
    for levels 1 to 3, 50 for level 4, 6 for the Master, whose full-strength deal takes
    two seconds (every level's legality in every game and option is
    tests/test_ai_legal_everywhere.py's)."""
    rng = random.Random(level)
    for i in range({4: 50, 5: 6}.get(level, 100)):
        dealer = i & 1
        deal = shuffle_deal(rng, dealer)
        players = (make_player(level, i), make_player(1 + i % 3, i + 1)) if i % 2 else \
            (make_player(1 + i % 3, i + 1), make_player(level, i))
        game = play_deal(deal, dealer, players)
        assert len(game.tricks) == 12


@pytest.mark.slow
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_same_seed_same_choices(level):
    deal = shuffle_deal(random.Random(99), 0)
    logs = []
    for _ in range(2):
        log: list = []
        play_deal(deal, 0, (quick_player(level, 5), quick_player(min(level, 3), 6)), log)
        logs.append(log)
    assert logs[0] == logs[1]


def _swap_unseen(deal: DealCards, log, seat: int, game: Game):
    """A twin deal: one card of the opponent's discard and one card of the talon
    left face down change places; ``seat`` never sees either."""
    opp = 1 - seat
    view = game.view(seat)
    if game.rest_shown or not game.discards[opp] or not game.rest:
        return None
    unseen_rest = game.rest & ~view.known_cards
    x_mask = game.discards[opp] & ~view.known_cards
    if not unseen_rest or not x_mask:
        return None
    x = (x_mask & -x_mask).bit_length() - 1
    y = (unseen_rest & -unseen_rest).bit_length() - 1
    hands = list(deal.hands)
    hands[opp] = (hands[opp] & ~(1 << x)) | (1 << y)
    talon = tuple(x if c == y else c for c in deal.talon)
    new_log = []
    for s, a in log:
        if s == opp and isinstance(a, Exchange) and a.discard >> x & 1:
            a = Exchange((a.discard & ~(1 << x)) | (1 << y), a.show_rest)
        new_log.append((s, a))
    return DealCards((hands[0], hands[1]), talon), new_log


@pytest.mark.slow
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_choices_ignore_cards_the_seat_cannot_know(level):
    """Two games differing only in cards the seat never sees: the player, built
    with the same seed, makes the same choices in both."""
    checked = 0
    for i in range(40):
        rng = random.Random(1000 + i)
        dealer = i & 1
        seat = 1 - dealer  # elder: he never sees younger's discards or the hidden rest
        deal = shuffle_deal(rng, dealer)
        opp_rng = random.Random(i)
        log: list = []
        game = Game(first_dealer=dealer)
        game.apply(deal)
        player = quick_player(level, 7)
        while game.phase is not Phase.DEAL:
            s = game.to_move
            if s == seat:
                a = player.choose(game.view(s), game.legal_actions())
            else:
                a = game.sample_action(opp_rng)
                if isinstance(a, Exchange) and a.show_rest:
                    a = Exchange(a.discard, False)
            log.append((s, a))
            game.apply(a, s)
        twin = _swap_unseen(deal, log, seat, game)
        if twin is None:
            continue
        deal2, log2 = twin
        game2 = Game(first_dealer=dealer)
        game2.apply(deal2)
        player2 = quick_player(level, 7)
        for (s, a), (_, a2) in zip(log, log2, strict=True):
            if s == seat:
                assert player2.choose(game2.view(s), game2.legal_actions()) == a
            game2.apply(a2, s)
        checked += 1
        if checked >= (3 if level >= 4 else 8):
            break
    assert checked > 0


@pytest.mark.slow
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_hints_give_a_reason(level):
    rng = random.Random(3)
    game = Game(first_dealer=0)
    game.deal_random(rng)
    player = quick_player(level, 1)
    seen_phases = set()
    while game.phase is not Phase.DEAL:
        seat = game.to_move
        hint = player.hint(game.view(seat), game.legal_actions())
        assert isinstance(hint, Decision) and hint.reason and hint.action in game.legal_actions()
        seen_phases.add(game.phase)
        game.apply(hint.action, seat)
    assert Phase.PLAY in seen_phases and Phase.EXCHANGE_ELDER in seen_phases


def test_levels_have_names_and_descriptions():
    assert ALL_LEVELS == list(range(1, len(ALL_LEVELS) + 1))
    names = {LEVELS[k].name for k in ALL_LEVELS}
    assert len(names) == len(ALL_LEVELS)
    for k in ALL_LEVELS:
        assert LEVELS[k].level == k and LEVELS[k].description
    with pytest.raises(ValueError):
        make_player(99)
