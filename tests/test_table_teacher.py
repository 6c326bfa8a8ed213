"""The teacher at a table of three or four, fed the events of the worked examples:
each phase told in full once (the order round the table, the dealer's talon,
partners and the partner rule of the point, the tricks of three or four cards, the
cards and the capot), a repique or pique explained for its side, a player leaving
the table, and nothing of a hand the viewer may not see."""

from __future__ import annotations

import json
from pathlib import Path

from piquet_game.rules.cards import cards_of, long_card_name
from piquet_game.rules.record import replay
from piquet_game.tutorial.table_teacher import TableTeacher

SEEDS = Path(__file__).resolve().parents[1] / "seeds"


def taught(name: str, viewer: int | None) -> tuple[list[str], object]:
    game = replay(json.loads((SEEDS / name).read_text(encoding="utf-8"))).game
    teacher = TableTeacher(game.players, game.variant, viewer)
    lines: list[str] = []
    for log in game.history:
        for e in log.events:
            lines += teacher.lines(e)
    return lines, game


def test_the_partnership_deal_is_taught_with_the_partner_rule():
    lines, game = taught("voleur-v1-v2-partnership-point-and-repique.json", 1)
    text = " ".join(lines)
    assert lines[0].startswith("Deal 1: North deals eight cards each")
    assert "no talon, no exchange" in lines[0] and "West is first hand" in lines[0]
    assert "South and North against you and West" in lines[0]
    assert "never equal to his partner's" in text  # the partner rule, once
    assert text.count("The point:") == 1
    # the side's repique: North and South reached 20 before East and West scored
    repique = next(line for line in lines if line.startswith("Repique"))
    assert "South and North reached 20" in repique and "ninety" in repique
    assert any("not by a partner" in line for line in lines)  # the tricks, for partners
    assert any("the side with five tricks or more" in line for line in lines)


def test_the_normand_deal_and_the_player_leaving():
    lines, game = taught("normand-n2-pique-and-leaving.json", None)
    text = " ".join(lines)
    assert "only the dealer may buy" in lines[0]
    assert "Pique: B reached 20 in the play" in text
    leave = next(line for line in lines if "leaves the table" in line or "leave the table" in line)
    assert leave.startswith("B reached the target") and "A and C play on" in leave
    assert game.left == [1]


def test_the_teacher_names_no_card_the_viewer_may_not_see():
    """Seat 0 is taught the Normand deal in which it is the dealer: no line names a
    card of another hand before it is shown or played."""
    game = replay(json.loads((SEEDS / "normand-n1-dealer-exchange-and-repique.json")
                             .read_text(encoding="utf-8"))).game
    for viewer in (0, 1, 2):
        teacher = TableTeacher(game.players, game.variant, viewer)
        known = 0
        for log in game.history:
            known = log.hands[viewer]
            for e in log.events:
                if e.visible_to(viewer):
                    known |= e.cards
                    for c in e.combos:
                        known |= c
                for line in teacher.lines(e):
                    for card in range(32):
                        if long_card_name(card) in line:
                            assert known >> card & 1, (viewer, line)
    assert cards_of(game.history[0].hands[0])


def test_a_player_named_you_is_spoken_of_in_lower_case_mid_sentence():
    """The score sheet of a Normand partie in which the one who pays is called
    "You": "...; you pay two stakes", not "...; You pay"."""
    import random

    from piquet_game.rules import Game, Phase
    from piquet_game.rules.variant import VARIANTS
    from piquet_game.scoresheet import partie_sheet

    game = Game.new(random.Random(1), VARIANTS["normand"], players=("You", "East", "West"))
    rng = random.Random(2)
    while not game.is_over:  # random legal play to the end (seed 1: "You" is left to pay)
        if game.phase is Phase.DEAL:
            game.deal_random()
        else:
            game.apply(game.sample_action(rng), game.to_move)
    assert game.loser == 0
    lines = " ".join(partie_sheet(game)["lines"])
    assert "; you pay" in lines and "You pay" not in lines


def test_the_first_score_of_each_kind_is_explained_for_its_side():
    lines, game = taught("voleur-v1-v2-partnership-point-and-repique.json", None)
    point = next(line for line in lines if "best point at the table" in line)
    assert point.startswith("North held the best point") and "for South and North" in point
    seq = next(line for line in lines if "best sequence at the table" in line)
    assert "every sequence either partner declared counts for South and North" in seq
    cards = next(line for line in lines if "the cards" in line and "took" in line)
    assert cards.startswith("South and North took five tricks or more") and cards.endswith("10.")
    # each kind explained once in the deal, though scored more than once (two sequences)
    assert sum("best sequence" in line for line in lines) == 1
    lines, _game = taught("normand-n1-dealer-exchange-and-repique.json", 0)
    assert any(line.startswith("You held the best point at the table: 5") for line in lines)
    assert any("every sequence you declared counts: 15" in line for line in lines)
