"""Picchetto (Picchetto's rules) in the engine: the point said by its value, the
dealer's Bianco after the non-dealer's exchange, the duty to head the trick, a point
for each trick won and 2 for the last, picca by either player, a match of Partita,
Rivincita and Bella to 150, 150 and 221.  Worked example P1, and P2's two figures
(the seed record of P2, a whole match, is replayed in test_worked_examples.py)."""

from __future__ import annotations

import random

import pytest
from helpers import cards, deal, declare_best, plays

from piquet_game.rules import Exchange, Game, IllegalActionError, Phase, Play, parse_card
from piquet_game.rules.record import game_to_record, replay
from piquet_game.rules.variant import PICCHETTO, variant_named

N, D = 0, 1  # the non-dealer (elder) and the dealer


def picchetto() -> Game:
    return Game(PICCHETTO, ("Nino", "Dario"), first_dealer=D, packet=2)






def p1() -> Game:
    game = picchetto()
    deal(game, "AC KC QC JC 7S 9S AS 8H 7H 9D 8D 8C", "KH QH JH TH 9H KS QS TS 8S AD KD 7C",
         talon="7D AH JS QD JD TD TC 9C")
    game.apply(Exchange(cards("8C")), N)
    assert game.phase is Phase.BLANCHE and game.to_move == D  # the dealer's Bianco, now
    game.apply(game.legal_actions()[0], D)
    game.apply(Exchange(0, False), D)
    return game


def test_p1_the_dealers_picca():
    game = p1()
    declare_best(game)
    said = next(e for e in game.log if e.kind == "announce" and e.cls == "point")
    assert said.info == (41,)  # "quarantuno": the value, the suit not named
    assert game.scores == [0, 23]  # non basta 5, the quint 15, three kings 3
    plays(game, "7S KS|KH 8H|QH 7H|JH JC|TH QC|9H KC|AD 9D|8S AS|AC 7C|8D KD|QS 9S|TS 7D")
    picca = [e for e in game.history[-1].events if e.kind == "pique"]
    assert [(e.seat, e.total) for e in picca] == [(D, 60)]  # the dealer's picca
    assert game.deal_scores == [[2, 74]] and game.tricks_won == [2, 10]
    last = [e for e in game.history[-1].events if e.kind == "last"]
    assert [(e.seat, e.points) for e in last] == [(D, 1)]  # the last trick counts 2 in all


def test_the_card_led_must_be_headed_when_it_can():
    game = p1()
    declare_best(game)
    game.apply(Play(parse_card("7S")), N)
    with pytest.raises(IllegalActionError) as err:
        game.apply(Play(parse_card("AD")), D)
    assert err.value.rule == "follow-suit"
    assert game.legal_plays() == cards("KS QS TS 8S")  # every spade beats the seven
    game.apply(Play(parse_card("KS")), D)
    game.apply(Play(parse_card("KH")), D)
    game.apply(Play(parse_card("8H")), N)  # cannot head: any heart
    game.apply(Play(parse_card("QH")), D)
    game.apply(Play(parse_card("7H")), N)
    game.apply(Play(parse_card("8S")), D)
    assert game.legal_plays() == cards("AS 9S")
    with pytest.raises(IllegalActionError) as err:
        game.apply(Play(parse_card("7D")), N)
    assert err.value.rule == "follow-suit"


@pytest.mark.slow
def test_a_match_is_two_games_won_the_totals_starting_again():
    for seed in range(12):
        rng = random.Random(seed)
        game = Game.new(rng, PICCHETTO)
        while not game.is_over:
            game.play_random_deal(rng)
        wins = game.game_winners
        assert max(wins.count(0), wins.count(1)) == 2 and len(wins) in (2, 3)
        assert game.winner == wins[-1] and game.result == 2 - wins.count(1 - game.winner)
        targets = PICCHETTO.game_targets
        for k, start in enumerate(game.game_starts):
            end = game.game_starts[k + 1] if k + 1 < len(game.game_starts) else len(game.deal_scores)
            totals = [sum(d[s] for d in game.deal_scores[start:end]) for s in (0, 1)]
            before = [sum(d[s] for d in game.deal_scores[start:end - 1]) for s in (0, 1)]
            assert max(totals) >= targets[k] > max(before)  # each game ends as its target is reached
            assert totals.index(max(totals)) == wins[k]
        again = replay(game_to_record(game)).game
        assert again.game_winners == wins and again.totals == game.totals


def test_p2_the_bella_is_won_at_221_not_220():
    """D stands at 219 in the Bella: random deals from there end the match exactly
    when a total first reaches 221."""
    for seed in range(20):
        rng = random.Random(seed)
        game = Game(PICCHETTO, ("N", "D"), first_dealer=0, packet=2, rng=rng)
        game.deal_scores = [[150, 0], [0, 150], [0, 219]]
        game.game_starts = [0, 1, 2]
        game.game_winners = [0, 1]
        assert game.target == 221 and game.totals == [0, 219]
        while not game.is_over:
            log = game.play_random_deal(rng)
        running = [0, 219]
        ended_at = None
        for k, e in enumerate(e for e in log.events if e.is_score):
            running[e.seat] += e.points
            if ended_at is None and max(running) >= 221:
                ended_at = k
        assert ended_at is not None and max(game.totals) >= 221
        assert game.winner == game.totals.index(max(game.totals))


def test_the_p2_match_record_ends_each_game_at_its_target():
    """The seed of P2 is a whole match: each game ends in the deal, and with the score,
    that reaches its target, and the next begins with the next deal, from 0."""
    from pathlib import Path

    from piquet_game.rules.record import loads

    path = Path(__file__).resolve().parents[1] / "seeds" / "picchetto-p2-ripicca-and-the-bellas-221.json"
    game = loads(path.read_text(encoding="utf-8")).game
    starts = [*game.game_starts, len(game.deal_scores)]
    assert len(starts) == 4 and game.is_over
    for k, target in enumerate(PICCHETTO.game_targets):
        deals = game.deal_scores[starts[k]:starts[k + 1]]
        before = [sum(d[s] for d in deals[:-1]) for s in (0, 1)]
        log = game.history[starts[k + 1] - 1]
        running = list(before)
        reached = []
        for e in log.events:
            if e.is_score:
                running[e.seat] = before[e.seat] + e.total
                reached.append(max(running) >= target)
        assert reached[-1] and not any(reached[:-1])  # the last score of the deal reached it
        assert max(before) < target
        end = next(e for e in log.events if e.kind == "game-end")
        assert end.info == (k + 1, *running) and end.seat == running.index(max(running))


def test_p2_ripicca():
    """N: prima of six (60), va bene, 6; a sesta 16, 22; a poker of aces 14, 36: past 30
    with D at 0, ripicca, 96 in the deal."""
    game = picchetto()
    deal(game, "AS KS QS JS TS 9S AH AD AC 7H 7D 8C", "KH QH JH KD QD JD KC QC JC 8H 8D 9C",
         talon="7C 9H TH 9D TD TC 8S 7S")
    game.apply(Exchange(cards("8C")), N)
    game.apply(game.legal_actions()[0], D)
    game.apply(Exchange(0, False), D)
    declare_best(game)
    kinds = [(e.kind, e.seat, e.points, e.total) for e in game.log if e.is_score]
    assert kinds[:4] == [("point", N, 6, 6), ("sequence", N, 16, 22), ("set", N, 14, 36),
                         ("repique", N, 60, 96)]


def test_the_game_is_offered_and_found_by_name():
    from piquet_game.rules.variant import VARIANTS

    assert variant_named("picchetto") is PICCHETTO and VARIANTS["picchetto"] is PICCHETTO
