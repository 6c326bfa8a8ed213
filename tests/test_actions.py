"""Actions: the text notation and its round trip, parse errors, the error classes."""

from __future__ import annotations

import pytest
from helpers import cards

from piquet_game.rules import (
    PLAYS,
    ActionSyntaxError,
    Blanche,
    DealCards,
    Declare,
    DeclClass,
    Exchange,
    IllegalActionError,
    NotYourTurnError,
    Play,
    WrongPhaseError,
    parse_action,
    parse_card,
)

ROUND_TRIP = [
    Blanche(True),
    Blanche(False),
    Exchange(cards("7C"), None),
    Exchange(cards("7C 8C 9D"), None),
    Exchange(cards("AS KS QS JS TS"), None),
    Exchange(cards("7H"), True),
    Exchange(cards("7H 8H"), False),
    Exchange(0, True),
    Exchange(0, False),
    Exchange(0, None),
    Declare(DeclClass.POINT, ()),
    Declare(DeclClass.POINT, (cards("AS KS QS"),)),
    Declare(DeclClass.SEQUENCE, ()),
    Declare(DeclClass.SEQUENCE, (cards("AS KS QS"),)),
    Declare(DeclClass.SEQUENCE, (cards("AS KS QS JS"), cards("9H 8H 7H"))),
    Declare(DeclClass.SET, ()),
    Declare(DeclClass.SET, (cards("AS AH AD AC"), cards("TS TH TD"))),
] + [Play(c) for c in range(32)]


@pytest.mark.parametrize("action", ROUND_TRIP, ids=str)
def test_notation_round_trip(action):
    text = str(action)
    back = parse_action(text)
    assert back == action
    assert type(back) is type(action)
    assert str(back) == text


def test_declare_round_trip_keeps_the_compared_combination_first():
    d = Declare(DeclClass.SEQUENCE, (cards("AS KS QS JS"), cards("9H 8H 7H")))
    back = parse_action(str(d))
    assert back.combos == d.combos


@pytest.mark.parametrize(
    "text, expected",
    [
        ("blanche", Blanche(True)),
        ("no-blanche", Blanche(False)),
        ("exchange 7C 8C", Exchange(cards("7C 8C"))),
        ("exchange 7C 8C 9D hide", Exchange(cards("7C 8C 9D"), False)),
        ("exchange 7H show", Exchange(cards("7H"), True)),
        ("exchange - show", Exchange(0, True)),
        ("exchange - hide", Exchange(0, False)),
        ("exchange 10C", Exchange(cards("TC"))),
        ("declare point AS KS QS", Declare(DeclClass.POINT, (cards("AS KS QS"),))),
        ("declare point -", Declare(DeclClass.POINT, ())),
        ("declare point", Declare(DeclClass.POINT, ())),
        ("declare sequence AS KS QS / 9H 8H 7H",
         Declare(DeclClass.SEQUENCE, (cards("AS KS QS"), cards("9H 8H 7H")))),
        ("declare set -", Declare(DeclClass.SET, ())),
        ("declare set KS KH KD", Declare(DeclClass.SET, (cards("KS KH KD"),))),
        ("play AS", Play(parse_card("AS"))),
        ("play 10S", Play(parse_card("TS"))),
        ("play qh", Play(parse_card("QH"))),
        ("  play   AS  ", Play(parse_card("AS"))),
    ],
)
def test_parse_examples(text, expected):
    assert parse_action(text) == expected


def test_written_forms():
    assert str(Blanche()) == "blanche"
    assert str(Blanche(False)) == "no-blanche"
    # card sets are named suits S H D C, highest rank first
    assert str(Exchange(cards("7C 8C 9D"))) == "exchange 9D 8C 7C"
    assert str(Exchange(0, True)) == "exchange - show"
    assert str(Exchange(cards("7H"), False)) == "exchange 7H hide"
    assert str(Declare(DeclClass.POINT, (cards("QS AS KS"),))) == "declare point AS KS QS"
    assert str(Declare(DeclClass.SET, ())) == "declare set -"
    assert (str(Declare(DeclClass.SEQUENCE, (cards("7H 8H 9H"), cards("JS QS KS"))))
            == "declare sequence 9H 8H 7H / KS QS JS")
    assert str(Play(parse_card("TS"))) == "play TS"


def test_plays_are_shared_objects():
    assert parse_action("play AS") is PLAYS[parse_card("AS")]
    assert all(PLAYS[c] == Play(c) for c in range(32))


def test_declaration_equality_ignores_the_order_after_the_first():
    a = Declare(DeclClass.SET, (cards("AS AH AD"), cards("KS KH KD")))
    b = Declare(DeclClass.SET, (cards("KS KH KD"), cards("AS AH AD")))
    assert a == b and hash(a) == hash(b)
    assert a != Declare(DeclClass.SEQUENCE, a.combos)
    assert a != Declare(DeclClass.SET, (cards("AS AH AD"),))
    assert a.cards == cards("AS AH AD KS KH KD")


def test_deal_cards_written_form():
    hands = (cards("AS KS QS JS TS 9S 8S 7S AH KH QH JH"), cards("TH 9H 8H 7H AD KD QD JD TD 9D 8D 7D"))
    talon = tuple(parse_card(n) for n in "AC KC QC JC TC 9C 8C 7C".split())
    text = str(DealCards(hands, talon))
    assert text == ("deal AS KS QS JS TS 9S 8S 7S AH KH QH JH | TH 9H 8H 7H AD KD QD JD TD 9D 8D 7D"
                    " | AC KC QC JC TC 9C 8C 7C")


@pytest.mark.parametrize(
    "text, words",
    [
        ("", "empty"),
        ("   ", "empty"),
        ("dance", "cannot read"),
        ("play", "cannot read"),
        ("play AS KS", "cannot read"),
        ("play XS", "'XS' is not a card"),
        ("blanche now", "cannot read"),
        ("no-blanche AS", "cannot read"),
        ("exchange", "cannot read"),
        ("exchange AS AS", "named twice"),
        ("exchange AS ZZ", "'ZZ' is not a card"),
        ("declare", "cannot read"),
        ("declare colour AS", "no declaration class 'colour'"),
        ("declare point AS 1S", "'1S' is not a card"),
        ("declare set AS AH / AS AD AC", None),  # a card in two combos is a rule, not syntax
    ],
)
def test_parse_errors(text, words):
    if words is None:
        parse_action(text)  # reads; the rules refuse it later
        return
    with pytest.raises(ActionSyntaxError) as info:
        parse_action(text)
    assert words in str(info.value)


def test_syntax_error_is_a_value_error_not_an_illegal_action():
    with pytest.raises(ValueError):
        parse_action("dance")
    assert not issubclass(ActionSyntaxError, IllegalActionError)


def test_error_classes():
    assert issubclass(NotYourTurnError, IllegalActionError)
    assert issubclass(WrongPhaseError, IllegalActionError)
    err = IllegalActionError("must follow suit: you hold a heart", "follow-suit")
    assert err.rule == "follow-suit"
    assert str(err) == "must follow suit: you hold a heart"
    assert IllegalActionError("x").rule == "illegal"
