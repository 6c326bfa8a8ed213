"""The Master's worlds at a table of three or four meet what the others declared."""

from __future__ import annotations

import random

import pytest

from piquet_game.ai import make_player
from piquet_game.ai.table import READS
from piquet_game.ai.table_knowledge import Declared, declared, facts_met, played_by
from piquet_game.ai.table_search import play_rows, sample_world
from piquet_game.rules import Game, Phase
from piquet_game.rules.actions import DeclClass, Play
from piquet_game.rules.variant import NORMAND, VOLEUR


def at_trick(variant, seed: int, tricks: int) -> Game:
    """A deal of ``variant`` played by level-2 players (who declare as every computer
    player does) until ``tricks`` tricks are done."""
    game = Game.new(random.Random(seed), variant)
    game.deal_random(random.Random(seed))
    players = [make_player(2, seed=s, seats=variant.players) for s in range(variant.players)]
    while game.to_move is not None and (game.phase is not Phase.PLAY or len(game.tricks) < tricks):
        seat = game.to_move
        game.apply(players[seat].choose(game.view(seat), game.legal_actions()), seat)
    return game


@pytest.mark.parametrize("variant", [NORMAND, VOLEUR], ids=lambda v: v.name)
def test_the_facts_hold_of_the_hands_the_others_declared_from(variant):
    """Every fact a seat reads from the announcements is true of the other seats' real
    hands as they declared (their hands now and the cards they played since), at
    every trick of many deals."""
    checked = 0
    for seed in range(40):
        game = at_trick(variant, seed, seed % 7)
        if game.phase is not Phase.PLAY:
            continue
        view = game.view(game.to_move)
        played = played_by(view)
        facts = declared(view)
        assert view.seat not in facts and set(facts) <= set(view.seats)
        for seat, said in facts.items():
            assert len(said) == 3  # each class: something announced, or nothing
            assert {cls for cls, _, _ in said} == {DeclClass.POINT, DeclClass.SEQUENCE, DeclClass.SET}
            assert facts_met(game.hands[seat] | played[seat], said, view.rules) == len(said)
            checked += 1
        for seat in view.seats:  # the cards played, each by its seat
            mine = 0
            for t in game.tricks:
                i = view.seats.index(t[0])
                for j, c in enumerate(t[1:-1]):
                    if view.seats[(i + j) % len(view.seats)] == seat:
                        mine |= 1 << c
            assert played[seat] == mine
    assert checked > 60


@pytest.mark.parametrize("variant", [NORMAND, VOLEUR], ids=lambda v: v.name)
def test_the_worlds_drawn_with_the_facts_meet_them(variant):
    """Worlds drawn with the facts meet them far more often than worlds drawn without
    (four in five or more), and still hold each hand's size and the cards seen elsewhere."""
    met = {True: 0, False: 0}
    drawn = 0
    for seed in range(12):
        game = at_trick(variant, seed, 1)
        view = game.view(game.to_move)
        facts = declared(view)
        played = played_by(view)
        for with_facts in (True, False):
            rng = random.Random(seed)
            for _ in range(20):
                hands = sample_world(view, rng, declared_by=Declared(view) if with_facts else None)
                assert hands is not None and hands[view.seat] == view.hand
                drawn += with_facts
                for s in view.seats:
                    assert hands[s].bit_count() == game.hands[s].bit_count()
                    if s != view.seat:
                        assert not hands[s] & view.known_cards & ~(view.shown[s] & ~view.played)
                ok = all(facts_met(hands[s] | played[s], f, view.rules) == len(f) for s, f in facts.items())
                met[with_facts] += ok
    assert met[True] >= 0.8 * drawn
    assert met[False] < 0.6 * drawn


def test_a_person_who_sank_still_gets_worlds():
    """A seat that declared less than it held breaks a fact: the worlds meet as many
    of its facts as they can, and are still drawn."""
    game = at_trick(NORMAND, 3, 1)
    view = game.view(game.to_move)
    facts = declared(view)
    other = next(iter(facts))
    cls, _, key = facts[other][0]
    said = Declared(view)
    said.facts[other] = [(cls, True, (9, 99)), *said.facts[other][1:]]
    rng = random.Random(1)
    for _ in range(10):
        hands = sample_world(view, rng, declared_by=said)
        assert hands is not None and hands[view.seat] == view.hand


def test_only_the_master_reads_the_declarations_at_both_tables_and_its_card_is_legal(monkeypatch):
    """The Master's worlds meet what was declared at a table of three and of four;
    the lower levels' do not read it."""
    import piquet_game.ai.table as table

    assert READS == {3: frozenset(), 4: frozenset(), 5: frozenset({3, 4})}
    game = at_trick(VOLEUR, 5, 2)
    view = game.view(game.to_move)
    cards = [a.card for a in game.legal_actions() if isinstance(a, Play)]
    rows = play_rows(view, cards, random.Random(2), 12, read=True)
    assert set(rows) == set(cards) and all(len(r) == 12 for r in rows.values())
    reads: dict[int, bool] = {}
    real = table.search_card

    def spy(view, cards, rng, worlds, noise, exact, read, rule, worth=None):
        reads[worlds] = read
        return real(view, cards, rng, worlds, noise, exact, read, rule, worth)

    monkeypatch.setattr(table, "search_card", spy)
    for level in (3, 4, 5):
        player = make_player(level, seed=4, seats=4)
        assert player.choose(view, game.legal_actions()) in game.legal_actions()
    assert reads == {table.WORLDS[3]: False, table.WORLDS[4]: False, table.WORLDS[5]: True}


def test_the_last_two_of_a_normand_partie_are_read_without_facts():
    """Two left of a Normand partie announce as two-handed Piquet (a sequence by its
    length alone): no fact is read from them, and the table's search and review of
    their cards run as before."""
    game = Game.continued(NORMAND, None, 1, [[100, 10, 20]])
    game.deal_random(random.Random(8))
    players = {s: make_player(1, seed=s, seats=3) for s in game.seats}
    while game.phase is not Phase.PLAY or game.tricks or not game.trick:  # to the answer to the lead
        seat = game.to_move
        game.apply(players[seat].choose(game.view(seat), game.legal_actions()), seat)
    view = game.view(game.to_move)
    assert any(e.kind == "announce" and e.info and e.seat != view.seat for e in view.events)
    assert declared(view) == {}
    cards = [a.card for a in game.legal_actions() if isinstance(a, Play)]
    rows = play_rows(view, cards, random.Random(3), 6, read=True)
    assert all(len(r) == 6 for r in rows.values())
