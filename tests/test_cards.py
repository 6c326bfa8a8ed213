"""Cards: names, parsing and card sets."""

from __future__ import annotations

import pytest

from piquet_game.rules import card_name, cards_of, mask_of, names, parse_card, parse_cards
from piquet_game.rules.cards import (
    FULL_PACK,
    RANK_VALUES,
    CardNameError,
    long_card_name,
    rank_of,
    run_mask,
    suit_of,
)

ALL_NAMES = [r + s for s in "SHDC" for r in "789TJQKA"]


def test_thirty_two_distinct_cards_round_trip():
    seen = set()
    for name in ALL_NAMES:
        c = parse_card(name)
        assert 0 <= c < 32
        assert card_name(c) == name
        seen.add(c)
    assert len(seen) == 32
    for c in range(32):
        assert parse_card(card_name(c)) == c


def test_card_numbering_suit_then_rank():
    # suits S H D C are 0..3, ranks 7 8 9 T J Q K A are 0..7, card = suit * 8 + rank
    assert parse_card("7S") == 0
    assert parse_card("AS") == 7
    assert parse_card("7H") == 8
    assert parse_card("TH") == 8 + 3
    assert parse_card("QD") == 16 + 5
    assert parse_card("AC") == 31
    assert rank_of(parse_card("KD")) == 6 and suit_of(parse_card("KD")) == 2


def test_ten_written_with_two_digits_and_lower_case():
    assert parse_card("10S") == parse_card("TS")
    assert parse_card("10h") == parse_card("TH")
    assert parse_card("ts") == parse_card("TS")
    assert parse_card(" qd ") == parse_card("QD")
    assert card_name(parse_card("10C")) == "TC"


@pytest.mark.parametrize("bad", ["XS", "1S", "AZ", "", "A", "ASX", "11S", "6H", "S A", "10"])
def test_bad_names_rejected_with_a_clear_message(bad):
    with pytest.raises(CardNameError) as info:
        parse_card(bad)
    msg = str(info.value)
    assert repr(bad) in msg
    assert "rank" in msg and "suit" in msg


@pytest.mark.parametrize("bad", [5, None, ["AS"]])
def test_non_strings_rejected(bad):
    with pytest.raises(CardNameError) as info:
        parse_card(bad)
    assert "string" in str(info.value)


def test_card_name_error_is_a_value_error():
    with pytest.raises(ValueError):
        parse_card("ZZ")


def test_long_names():
    assert long_card_name(parse_card("QH")) == "queen of hearts"
    assert long_card_name(parse_card("TS")) == "ten of spades"
    assert long_card_name(parse_card("7C")) == "seven of clubs"


def test_mask_round_trip():
    cs = parse_cards(["AS", "7H", "TD", "KC", "9S"])
    m = mask_of(cs)
    assert m.bit_count() == 5
    assert cards_of(m) == sorted(cs)
    assert mask_of(cards_of(m)) == m
    assert mask_of([]) == 0 and cards_of(0) == []
    # naming a card twice is still one card in a set
    assert mask_of(cs + cs) == m


def test_full_pack_mask():
    assert FULL_PACK == mask_of(range(32))
    assert cards_of(FULL_PACK) == list(range(32))


def test_names_order_suits_shdc_highest_first():
    m = mask_of(parse_cards(["7C", "AC", "9D", "TS", "KS", "8H"]))
    assert names(m) == ["KS", "TS", "8H", "9D", "AC", "7C"]
    # a list of cards is named the same way
    assert names(parse_cards(["7C", "KS"])) == ["KS", "7C"]
    assert names(0) == []


def test_card_values_for_the_point():
    # ace 11, king queen jack 10, the others their number
    assert RANK_VALUES == (7, 8, 9, 10, 10, 10, 10, 11)


def test_run_mask():
    # the quart to the king in hearts
    assert run_mask(1, 6, 4) == mask_of(parse_cards(["KH", "QH", "JH", "TH"]))
    assert run_mask(3, 2, 3) == mask_of(parse_cards(["9C", "8C", "7C"]))
