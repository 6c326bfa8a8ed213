"""The review of a deal of Contract Piquet: the call is a decision too, valued as
the deal scores it once the contract stands (the contract's points and the trick
margin) over the hands the opponent may hold; the cards are valued to the contract;
nothing the person could not see is read; the window's summary offers it."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Sequence

import pytest

from piquet_game.ai import make_player
from piquet_game.ai.contract import Estimate, contract_value
from piquet_game.ai.review import DealReview, review_deal
from piquet_game.ai.review_contract import play_rows, play_worth, trick_counter
from piquet_game.i18n import ENGLISH, Translator
from piquet_game.rules import Game, Phase
from piquet_game.rules.actions import CALLS, Call, Exchange
from piquet_game.rules.record import game_to_record
from piquet_game.rules.variant import VARIANTS
from piquet_game.view.review_words import review_sentences

CONTRACT = VARIANTS["contract"]


def contract_deal(seed: int, first_call: str | None = "12+") -> tuple[dict, Game]:
    """A deal of Contract Piquet played out (dealt again while both pass): seat 0
    makes ``first_call`` as its first call when it may (the highest bid, on whatever
    hand), else plays as level 3; seat 1 level 3."""
    game = Game.new(random.Random(seed), CONTRACT, players=("You", "Classicist"))
    game.deal_random()
    players = [make_player(3, seed), make_player(3, seed + 1)]
    called = False
    while not game.is_over:
        if game.phase is Phase.DEAL:
            if game.history[-1].scores is not None:
                break
            game.deal_random()  # passed out: dealt again
            continue
        seat = game.to_move
        legal = game.legal_actions()
        action = players[seat].choose(game.view(seat), legal)
        if seat == 0 and game.phase is Phase.AUCTION and not called and first_call is not None:
            called = True
            if CALLS[first_call] in legal:
                action = CALLS[first_call]
        game.apply(action, seat)
    return game_to_record(game), game


def call_decisions(review: DealReview) -> list:
    return [d for d in review.decisions if d.kind == "call"]


@pytest.mark.slow
def test_the_review_of_a_contract_deal_names_a_losing_call():
    """Twelve plus called on a hand that wins far fewer: the review names the call,
    what it lost against the best call and the better one, in words."""
    for seed in range(1, 12):
        record, game = contract_deal(seed)
        if not any(seat == 0 and call == CALLS["12+"] for seat, call in game.calls):
            continue
        review = review_deal(record, 1, 0)
        calls = call_decisions(review)
        worst = next(d for d in calls if d.chosen == "call 12+")
        assert worst.best != worst.chosen and worst.loss >= 5, worst
        assert worst.loss == pytest.approx(worst.best_value - worst.chosen_value)
        assert worst.chosen_value < worst.best_value and worst.worlds >= 40
        assert review.ranked()[0].kind == "call"  # the costliest decision of the deal
        said = review_sentences(worst, ENGLISH)
        assert said[0].startswith("The auction: calling twelve plus lost about "), said
        best_word = worst.best.removeprefix("call ")
        assert said[0].endswith(" was better") and len(said) == 2  # and why the better call is better
        assert Call(best_word) in CALLS.values()
        french = review_sentences(worst, Translator("fr"))
        assert french[0] != said[0] and "12" not in french[0].split(":")[0]
        return
    raise AssertionError("no deal where the first call could be twelve plus")


@pytest.mark.slow
def test_a_good_call_loses_nothing_and_every_call_and_card_is_reviewed():
    record, game = contract_deal(4, first_call=None)  # both play as level 3
    review = review_deal(record, 1, 0)
    mine = [(i, a) for i, (s, a) in enumerate(game.history[0].actions) if s == 0]
    calls = call_decisions(review)
    assert calls and len(calls) == sum(isinstance(a, Call) for _i, a in mine)
    plays = [d for d in review.decisions if d.kind == "play"]
    assert plays and all(d.loss >= 0 for d in review.decisions)
    for d in calls:
        if d.best == d.chosen:
            assert d.loss == 0 and d.why is None


@pytest.mark.slow
def test_the_call_s_review_reads_no_card_the_person_could_not_see():
    """The opponent's hand changed over with the cards out of play (cards seat 0
    cannot see; the calls recorded stay): the call's review is the same to the last
    figure."""
    record, game = contract_deal(6, first_call=None)
    first = review_deal(record, 1, 0)
    twin = json.loads(json.dumps(record))
    deal = twin["deals"][0]
    deal["hands"][1][0], deal["talon"][-1] = deal["talon"][-1], deal["hands"][1][0]  # out of play
    # the twin's deal may not replay past the auction (its cards played differ):
    # only the calls, made before any card is shown, are compared
    deal["actions"] = [a for a in deal["actions"] if a["act"] in ("call", "blanche")]
    second = review_deal(twin, 1, 0)
    assert call_decisions(first) and call_decisions(first) == call_decisions(second)


def test_a_card_of_a_plus_contract_is_worth_the_contract_s_points_and_the_trick_margin():
    """At the last two tricks of a plus contract, with the opponent's two cards
    known, each card's value is what the deal's play scores: the contract's over- or
    under-tricks and the trick margin, the opponent answering as best he can (counted
    by hand here)."""
    for seed in range(1, 40):
        _record, game = contract_deal(seed, first_call=None)
        if game.contract is None or game.contract.minus:
            continue
        g = Game.new(random.Random(seed), CONTRACT, players=("You", "Classicist"))
        g.deal_random()
        for seat, action in game.history[0].actions:
            if g.phase is Phase.PLAY and g.to_move == 0 and not g.trick and g.hands[0].bit_count() == 2:
                break
            g.apply(action, seat)
        else:
            continue
        view = g.view(0)
        cards = [c for c in range(32) if g.hands[0] >> c & 1]
        worth = play_worth(view, list(g.hands), cards, trick_counter(view))
        rows = play_rows(view, cards, 8, random.Random(1), trick_counter(view))
        for card in cards:
            assert len(rows[card]) == 8  # a value a world
            mine = g.tricks_won[0] + last_two(card, g.hands[0] & ~(1 << card), g.hands[1])
            want = contract_value(Estimate((mine,), (mine,)), g.contract, 0, CONTRACT.contract_points)
            assert worth[card] == pytest.approx(want)
        return
    raise AssertionError("no plus contract reached its last two tricks with seat 0 to lead")


def beats(card: int, lead: int) -> bool:
    return card >> 3 == lead >> 3 and card > lead


def last_two(lead: int, mine: int, theirs: int) -> int:
    """The tricks seat 0 takes leading ``lead`` with one card left (``mine``), seat 1
    holding two (``theirs``) and answering for the most tricks he can take."""
    best_for_them = None
    theirs_cards = [c for c in range(32) if theirs >> c & 1]
    follow = [c for c in theirs_cards if c >> 3 == lead >> 3]
    for reply in follow or theirs_cards:
        first_mine = not beats(reply, lead)
        left = next(c for c in theirs_cards if c != reply)
        last = mine.bit_length() - 1
        if first_mine:  # seat 0 leads its last card
            second_mine = not beats(left, last)
        else:  # seat 1 leads its last card
            second_mine = beats(last, left)
        taken = first_mine + second_mine
        if best_for_them is None or taken < best_for_them:
            best_for_them = taken
    assert best_for_them is not None
    return best_for_them


@pytest.mark.slow
@pytest.mark.parametrize("name", ["contract", "normand", "voleur"])
def test_the_summary_of_a_deal_opens_its_review(piquet_home, name):
    """Against the computer at Contract Piquet, Piquet Normand and four-handed Piquet
    the deal's summary offers the review, which lists the calls with the cards (the
    cards alone at a table of three or four)."""
    import pygame
    from ui_driver import SHOTS, click_button, key, make_app, tick

    from piquet_game.controller import Controller, Seat
    from piquet_game.view.review import ReviewScene
    from piquet_game.view.summary import DealSummaryScene
    from piquet_game.view.table import TableScene

    app = make_app(size=(1280, 800), animation="off")
    try:
        variant = VARIANTS[name]
        names = ("You", "Novice", "Novice 2", "Novice 3")[: variant.players]
        game = Game.new(random.Random(9), variant, players=names)
        seats = [Seat.human("You")] + [Seat.computer(1, 9 + s, names[s], seats=variant.players)
                                       for s in range(1, variant.players)]
        table = TableScene(app, Controller(game, seats), viewer=0)
        app.stack.replace(table)
        called = False
        for _ in range(20000):
            top = app.stack.top
            if isinstance(top, DealSummaryScene):
                break
            if top is table and table.looking():
                table.seen_hand()
            elif top is table and table.my_turn():
                legal = game.legal_actions()
                pick = legal[0]
                if game.phase is Phase.AUCTION and not called and CALLS["12-"] in legal:
                    pick, called = CALLS["12-"], True  # the highest bid of all, on any hand
                table.submit(pick)
            tick(app)
        assert isinstance(app.stack.top, DealSummaryScene)
        assert click_button(app, "Where did I lose points?")
        review = app.stack.top
        assert isinstance(review, ReviewScene)
        deadline = time.monotonic() + 120
        while review.result is None and not review.failed and time.monotonic() < deadline:
            tick(app)
            time.sleep(1 / 60)
        assert review.result is not None, review.failed
        kinds = {d.kind for d in review.result.decisions}
        assert ("call" in kinds) == (name == "contract") and "play" in kinds
        tick(app, 2)
        lines = [words for words, _colour in review.lines()]
        if called:
            said = "The auction: calling twelve minus lost about"
            assert any(line.startswith(said) for line in lines), lines
        else:
            assert lines[0].startswith("About ")
        app.save_screenshot(SHOTS / "review" / f"review-{name}-1280x800.png")
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.stack.top, DealSummaryScene)
    finally:
        app.close()


# ------------------------------------------------------------ tables of three and four

def deal_played(variant, seed: int, levels: Sequence[int], change=None,
                players: tuple[str, ...] | None = None) -> tuple[dict, Game]:
    """The first deal of a partie of ``variant`` (from ``seed``) played out by computer
    players of ``levels``, one a seat (a deal passed out dealt again);
    ``change(game, seat, legal, action)``, if given, says the action made instead of
    the one a player chose."""
    game = Game.new(random.Random(seed), variant, players=players)
    seats = [make_player(level, seed + s, variant.players) for s, level in enumerate(levels)]
    game.deal_random()
    while not (game.phase is Phase.DEAL and game.history[-1].scores is not None) and not game.is_over:
        if game.phase is Phase.DEAL:
            game.deal_random()
            continue
        seat = game.to_move
        legal = game.legal_actions()
        action = seats[seat].choose(game.view(seat), legal)
        if change is not None:
            action = change(game, seat, legal, action)
        game.apply(action, seat)
    return game_to_record(game), game


def table_deal(name: str, seed: int, sink: bool = False) -> tuple[dict, Game]:
    """A deal at a table of three or four played out: seat 0 plays as the Novice (it
    makes mistakes), the others as level 3; with ``sink``, seat 0 declares nothing
    (or the least it may) whenever it declares."""
    variant = VARIANTS[name]

    def sunk(game, seat, legal, action):
        if sink and seat == 0 and game.phase.value.startswith("declare"):
            return min(legal, key=lambda a: len(a.combos))  # nothing, or the least allowed
        return action

    return deal_played(variant, seed, [1] + [3] * (variant.players - 1), sunk)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["normand", "voleur"])
def test_at_a_table_of_three_or_four_the_cards_are_reviewed_for_the_side(name):
    lost = []
    for seed in range(1, 6):
        record, game = table_deal(name, seed)
        review = review_deal(record, 1, 0)
        plays = [d for d in review.decisions if d.kind == "play"]
        assert plays and all(d.trick >= 1 for d in plays)
        # the exchange too, where seat 0 is Piquet Normand's dealer
        dealer = game.history[0].dealer == 0 and name == "normand"
        assert {d.kind for d in review.decisions} <= {"play", "declare"} | ({"exchange"} if dealer else set())
        assert not review.for_partie
        cards = [i for i, (s, a) in enumerate(game.history[0].actions) if s == 0 and hasattr(a, "card")]
        assert {d.index for d in plays} <= set(cards)
        for d in plays:
            assert d.loss >= 0 and d.worlds > 40
            if d.best != d.chosen:
                said = review_sentences(d, ENGLISH)
                assert said[0].startswith(f"Trick {d.trick}: ") and d.why is not None
                side = "your side" if name == "voleur" else "for you"
                assert side in said[1], said
                lost.append(d.loss)
    assert lost, "the Novice never lost a point in five deals"


@pytest.mark.slow
@pytest.mark.parametrize("name", ["normand", "voleur"])
def test_at_a_table_a_declaration_sunk_is_named_with_what_it_would_have_scored(name):
    """Seat 0 declares nothing whenever it may: the review names a declaration it
    should have made, what it lost, and why, played on through the engine."""
    for seed in range(1, 12):
        record, _game = table_deal(name, seed, sink=True)
        review = review_deal(record, 1, 0)
        sunk = [d for d in review.decisions if d.kind == "declare" and d.loss >= 0.5]
        if not sunk:
            continue
        d = sunk[0]
        assert d.chosen != d.best and d.best_cards and d.loss == pytest.approx(d.best_value - d.chosen_value)
        said = review_sentences(d, ENGLISH)
        assert " lost about " in said[0] and said[0].endswith("was better")
        assert "over the hands the others may hold" in said[1]
        return
    raise AssertionError("no declaration sunk at a cost in eleven deals")


@pytest.mark.slow
def test_piquet_normand_s_dealer_s_exchange_is_reviewed():
    """The dealer (seat 0) keeps his cards whenever he may change: the review values
    his exchange against the Master's over the worlds of the others' hands and the
    talon, and names a better one where keeping cost him points."""
    variant = VARIANTS["normand"]

    def kept(game, seat, legal, action):
        if seat == 0 and isinstance(action, Exchange):
            return next(a for a in legal if isinstance(a, Exchange) and not a.discard)
        return action

    found = 0
    for seed in range(1, 40):
        if Game.new(random.Random(seed), variant).next_dealer != 0:
            continue
        record, game = deal_played(variant, seed, [3, 3, 3], kept)
        review = review_deal(record, 1, 0, play_worlds=8, exchange_worlds=24, declare_worlds=8)
        changes = [d for d in review.decisions if d.kind == "exchange"]
        assert len(changes) == 1 and changes[0].index == next(
            i for i, (s, a) in enumerate(game.history[0].actions) if s == 0 and isinstance(a, Exchange))
        d = changes[0]
        assert d.worlds == 24 and d.loss >= 0 and d.loss == pytest.approx(d.best_value - d.chosen_value)
        if d.loss >= 0.5:
            assert d.best_cards and d.chosen_cards == 0
            said = review_sentences(d, ENGLISH)
            assert " lost about " in said[0] and "of the hidden cards that ends best" in said[1], said
            found += 1
        if found >= 2:
            return
    raise AssertionError(f"keeping his cards cost the dealer points in {found} deal(s) only")


def passed_out_then_played(seed: int = 4) -> tuple[dict, Game]:
    """A partie of Contract Piquet whose first deal is passed out (both pass) and
    dealt again, then played out: two deals in the record, one as the partie counts."""
    passes = 0

    def passed(game, seat, legal, action):
        nonlocal passes
        if game.phase is Phase.AUCTION and passes < 2 and not game.history[-1].thrown_in:
            action, passes = CALLS["pass"], passes + 1  # the first deal passed out
        return action

    return deal_played(CONTRACT, seed, [3, 3], passed, players=("You", "Classicist"))


def test_a_deal_passed_out_is_not_counted_by_the_command_nor_by_the_replay(tmp_path, piquet_home):
    import io

    from ui_driver import make_app

    from piquet_game.cli.records import cmd_review
    from piquet_game.view.replay import ReplayScene

    record, game = passed_out_then_played()
    assert len(record["deals"]) == 2 and len(game.history) == 1 and game.history[0].thrown_in
    path = tmp_path / "contract.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert cmd_review(str(path), None, 0, True, out, err) == 0, err.getvalue()
    reviews = json.loads(out.getvalue())
    assert [r["deal"] for r in reviews] == [1] and reviews[0]["decisions"]
    app = make_app(size=(960, 600), animation="off")
    try:
        scene = ReplayScene(app, game, viewer=0)
        steps = scene.steps
        assert steps.steps[0][0] == 0 and steps.steps[-1][0] == 1  # the deal passed out, then dealt again
        assert {scene.deal_number(k) for k in range(len(steps.steps))} == {1}
        scene.reviews[1] = review_deal(record, 1, 0, play_worlds=8, declare_worlds=8)
        scene.go(1)  # a step of the deal passed out: the review is of the deal dealt again
        assert scene.step == 1
        assert scene.marks() == []
    finally:
        app.close()
