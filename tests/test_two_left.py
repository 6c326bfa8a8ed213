"""The last two of a Piquet Normand partie are played by each level's two-handed
player, on the seat's view renumbered as a two-handed partie's."""

from __future__ import annotations

import random

import pytest

from piquet_game.ai import LEVELS, TablePlayer, make_player
from piquet_game.ai.two_left import is_two_left, two_handed_view
from piquet_game.rules import Game
from piquet_game.rules.variant import NORMAND


def two_left(seed: int, scores: list[int] = [100, 10, 20], dealer: int = 1) -> Game:  # noqa: B006
    """A Normand partie whose first deal left seats 1 and 2 at the table (seat 0
    reached 100), the next deal dealt from ``seed``."""
    game = Game.continued(NORMAND, None, dealer, [scores])
    assert game.seats == (1, 2) and game.left == [0]
    game.deal_random(random.Random(seed))
    return game


def test_the_view_of_the_last_two_is_a_two_handed_view_of_seats_0_and_1():
    game = two_left(3)
    for seat, new in ((1, 0), (2, 1)):
        view = game.view(seat)
        assert is_two_left(view)
        two = two_handed_view(view)
        assert not is_two_left(two)
        assert two.seat == new and two.opponent == 1 - new
        assert two.seats == (0, 1) and two.sides == (0, 1) and two.left == ()
        assert two.players == (game.players[1], game.players[2])
        assert two.hand == view.hand and two.dealt == view.dealt and two.played == view.played
        assert two.dealer == 0 and two.elder == 1  # seat 1 dealt; seat 2 is elder
        assert two.to_move == (None if view.to_move is None else view.to_move - 1)
        assert two.totals == (10, 20) and two.deal_scores == ((10, 20),)
        assert two.hand_sizes == (12, 12) and two.scores == (0, 0)
        assert two.rules is view.rules and two.rules.players == 2
        for e, f in zip(view.events, two.events, strict=True):  # every event's seat moved with it
            assert f.kind == e.kind and f.seat == (None if e.seat is None else e.seat - 1)
    with pytest.raises(ValueError, match="not two players left"):
        two_handed_view(Game.new(random.Random(1), NORMAND).view(0))


def test_the_tricks_and_events_of_a_deal_of_the_last_two_are_renumbered():
    game = two_left(5)
    players = {s: make_player(2, seed=s, seats=3) for s in game.seats}
    while game.phase.value != "play" or len(game.tricks) < 3:
        seat = game.to_move
        game.apply(players[seat].choose(game.view(seat), game.legal_actions()), seat)
    view = game.view(2)
    two = two_handed_view(view)
    assert len(two.tricks) == 3
    for t, u in zip(view.tricks, two.tricks, strict=True):
        assert u == (t[0] - 1, t[1], t[2], t[3] - 1)
    assert two.tricks_won == (view.tricks_won[1], view.tricks_won[2])
    assert two.scores == (view.scores[1], view.scores[2])
    assert two.leader == view.leader - 1


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_each_level_plays_the_last_two_as_its_two_handed_player(level):
    """At every decision of a deal of the last two, the table's player of a level
    chooses what the level's two-handed player, seeded alike and shown the
    renumbered views, chooses; the deal ends legally."""
    game = two_left(11)
    table = {s: make_player(level, seed=40 + s, seats=3) for s in game.seats}
    two = {s: LEVELS[level](seed=40 + s) for s in game.seats}
    assert all(isinstance(p, TablePlayer) for p in table.values())
    decisions = 0
    while game.to_move is not None:
        seat = game.to_move
        legal = game.legal_actions()
        view = game.view(seat)
        chosen = table[seat].choose(view, legal)
        assert chosen == two[seat].choose(two_handed_view(view), legal)
        game.apply(chosen, seat)
        decisions += 1
    assert decisions > 24 and game.history[-1].scores is not None


def test_the_two_handed_player_of_the_last_two_thinks_with_the_table_player_s_time_and_pool():
    """The time a decision may take and the worker processes given to the table's
    player (as the controller gives them) are the two-handed player's when two are
    left."""
    game = two_left(2)
    player = make_player(5, seed=1, seats=3)
    assert isinstance(player, TablePlayer) and hasattr(type(player), "pool")
    asked = []

    class Pool:  # a pool that declines every task: the decision is then made in this process
        def rows(self, cls, view, *args):
            asked.append((cls, view.seats, view.seat))

    marker = Pool()
    player.budget = 30.0
    player.pool = marker  # type: ignore[assignment]
    while len(game.legal_actions()) == 1:  # to the first decision with a choice
        game.apply(game.legal_actions()[0], game.to_move)
    seat = game.to_move
    assert player.two_handed.budget is None
    player.choose(game.view(seat), game.legal_actions())
    assert player.two_handed.budget == 30.0
    assert player.two_handed.pool is marker
    assert asked and all(cls is LEVELS[5] and seats == (0, 1) for cls, seats, _ in asked)


def test_the_two_handed_player_of_the_last_two_draws_from_the_table_player_s_random_state():
    """A resumed partie gives the table's player a random state of its own (a new
    ``rng``): the two-handed player of the last two draws from that one, so that a
    resumed partie goes on as the one left."""
    game = two_left(4)
    while len(game.legal_actions()) == 1:
        game.apply(game.legal_actions()[0], game.to_move)
    seat = game.to_move
    first = make_player(1, seed=9, seats=3)
    again = make_player(1, seed=0, seats=3)
    again.rng = random.Random(9)  # as a resumed partie sets it
    view, legal = game.view(seat), game.legal_actions()
    for _ in range(6):
        assert first.choose(view, legal) == again.choose(view, legal)
    assert again.two_handed.rng is again.rng


def test_a_deal_of_the_last_two_is_reviewed_as_two_handed_piquet():
    """The review of a deal of Normand's last two values the seat's exchange and its
    cards as a table of two's (the exchange among them, which the table's review
    leaves out), its declarations as the table's; every decision has its worlds."""
    from piquet_game.ai.review import review_deal
    from piquet_game.rules.record import game_to_record

    game = two_left(6)
    players = {s: make_player(2, seed=s, seats=3) for s in game.seats}
    while game.to_move is not None:
        seat = game.to_move
        game.apply(players[seat].choose(game.view(seat), game.legal_actions()), seat)
    record = game_to_record(game)
    for seat in game.seats:
        review = review_deal(record, 1, seat, play_worlds=6, exchange_worlds=6, declare_worlds=4)
        kinds = {d.kind for d in review.decisions}
        assert {"exchange", "play"} <= kinds
        assert all(d.worlds > 0 for d in review.decisions)
        for d in review.decisions:
            assert d.loss >= -1e-9 and d.best_value >= d.chosen_value - 1e-9


@pytest.mark.parametrize("settlement", ["stake", "difference"])
def test_the_last_two_play_for_the_partie_s_settlement(settlement):
    """The two left's rules carry the partie's settlement (and its target), and their
    search values the race by it: for a stake, the first to the target wins it
    whatever the totals (a deal that takes both there: the higher); for the
    difference, by how much."""
    from piquet_game.ai.partie import GAME_WORTH, stakes_of

    variant = NORMAND.with_options(settlement=settlement)
    assert variant.rules_at(2).shape.settlement == settlement
    wider = NORMAND.with_options(target=150, settlement=settlement)
    assert wider.rules_at(2).shape.settlement == settlement and wider.rules_at(2).target == 150
    assert NORMAND.with_options(target=150).rules_at(2).shape.settlement == "stake"
    game = Game.continued(variant, None, 1, [[100, 10, 20]])
    game.deal_random(random.Random(4))
    stakes = stakes_of(two_handed_view(game.view(1)))
    assert stakes is not None and stakes.target == 100 and stakes.base == (10, 20)
    race = stakes.race
    if settlement == "stake":
        assert race.settlement(110, 90) == race.settlement(101, 20) == GAME_WORTH
        assert race.settlement(90, 130) == race.settlement(20, 101) == -GAME_WORTH
        assert race.settlement(105, 110) == -GAME_WORTH and race.settlement(112, 104) == GAME_WORTH
        assert race.settlement(104, 104) == 0
    else:
        assert race.settlement(110, 90) == 20 and race.settlement(101, 20) == 81
        assert race.settlement(90, 130) == -40
    # the race from the totals: better nearer the target, worse when the other is
    near, far = race.continuation(90, 50, True), race.continuation(60, 50, True)
    assert near > far and race.continuation(60, 90, True) < far
    if settlement == "stake":
        behind, ahead = race.continuation(10, 95, False), race.continuation(95, 10, False)
        assert -GAME_WORTH <= behind < ahead <= GAME_WORTH


def _last_two_deal(scores: list[int], seed: int, settlement: str = "stake") -> Game:
    """A deal of the last two played to its end by level-2 players (seats 1 and 2 at
    the totals ``scores[1:]``)."""
    game = Game.continued(NORMAND.with_options(settlement=settlement), None, 1, [scores])
    game.deal_random(random.Random(seed))
    players = {s: make_player(2, seed=s, seats=3) for s in game.seats}
    while game.to_move is not None:
        seat = game.to_move
        game.apply(players[seat].choose(game.view(seat), game.legal_actions()), seat)
    return game


@pytest.mark.parametrize("seed", range(4))
def test_the_review_s_worth_of_a_last_two_s_deal_is_the_engine_s_settlement(seed):
    """What the review counts a deal of the last two worth (partie_worth) is the
    settlement the engine makes of it: from 99 against 10, the one who gets there
    wins the stake, 100 to the review."""
    from piquet_game.ai.partie import GAME_WORTH
    from piquet_game.ai.review import game_at_deal_start
    from piquet_game.ai.review_table import partie_worth
    from piquet_game.rules.record import game_to_record

    game = _last_two_deal([100, 99, 10], seed)
    assert game.is_over
    loser = next(s for s in (1, 2) if s not in game.left)
    start = game_at_deal_start(game_to_record(game), 1)
    scores = game.history[-1].scores
    for seat in (1, 2):
        worth = partie_worth(start.view(seat))
        assert worth is not None and worth.stakes
        assert worth.worth(scores) == (-GAME_WORTH if seat == loser else GAME_WORTH)


@pytest.mark.parametrize("settlement", ["stake", "difference"])
def test_a_last_two_s_review_counts_the_partie_and_says_so(settlement):
    """The last two's cards and exchange are reviewed as the Master plays them, for
    the partie's settlement, and their declarations in the same unit: the review says
    so (in stakes, 100 to a stake, where the one left pays a stake). Seat 1 at 99
    against 10 all but has the stake: every decision is worth between losing and
    winning it (seat 2 may still make 90 in a deal: a repique and more), and once
    the declarations have taken seat 1 past the target, every card of this deal is
    worth about the stake, where the deal's points would be its margin."""
    from piquet_game.ai.partie import GAME_WORTH
    from piquet_game.ai.review import FOR_PARTIE, FOR_STAKES, DealReview, review_deal
    from piquet_game.rules.record import game_to_record

    record = game_to_record(_last_two_deal([100, 99, 10], 3, settlement))
    review = review_deal(record, 1, 1, play_worlds=6, exchange_worlds=6, declare_worlds=4)
    assert review.for_partie and review.in_stakes is (settlement == "stake")
    assert review.partie_note == (FOR_STAKES if settlement == "stake" else FOR_PARTIE)
    assert {"exchange", "declare", "play"} <= {d.kind for d in review.decisions}
    if settlement == "stake":
        for d in review.decisions:
            assert -GAME_WORTH - 1e-9 <= d.chosen_value <= d.best_value <= GAME_WORTH + 1e-9, d
            assert d.kind != "play" or d.chosen_value >= 90.0, d
            if d.kind == "declare":  # each world's end: the stake won or lost (seat 1 always there)
                total = d.chosen_value * d.worlds
                assert d.worlds and abs(total - GAME_WORTH * round(total / GAME_WORTH)) < 1e-6, d
    kept = review.to_data()
    assert DealReview.from_data(kept) == review
    assert kept["in_stakes"] is review.in_stakes
    for damaged in ({"in_stakes": "yes"}, {"in_stakes": True, "for_partie": False}):
        with pytest.raises(ValueError):
            DealReview.from_data({**kept, **damaged})
    old = dict(kept)
    del old["in_stakes"]  # without the field: not in stakes
    assert DealReview.from_data(old).in_stakes is False
    del old["edition"]  # ... and a review kept before the stakes were said is made again
    with pytest.raises(ValueError, match="edition"):
        DealReview.from_data(old)


def test_a_seat_that_has_left_has_nothing_of_the_last_two_s_deal_reviewed():
    """The seat that reached the target and left makes no decision in the last two's
    deals: its review of one is empty, played for nothing, and does not fail."""
    from piquet_game.ai.review import review_deal
    from piquet_game.rules.record import game_to_record

    record = game_to_record(_last_two_deal([100, 99, 10], 3))
    review = review_deal(record, 1, 0, play_worlds=4, exchange_worlds=4, declare_worlds=4)
    assert review.decisions == () and not review.for_partie and review.partie_note is None
