"""Combinations: the point, sequences and sets, which declarations are legal, and
how declarations compare (the source rules (Rubicon Piquet, part 1), "Declarations")."""

from __future__ import annotations

import pytest
from helpers import cards
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_game.rules import RUBICON, DeclClass, IllegalActionError
from piquet_game.rules.cards import run_mask
from piquet_game.rules.combos import (
    best_declaration,
    best_point,
    check_declaration,
    combo_score,
    compare,
    declaration_options,
    declaration_score,
    describe_combo,
    held_sequences,
    held_sets,
    one_suit,
    point_value,
)

V = RUBICON
POINT, SEQUENCE, SET = DeclClass.POINT, DeclClass.SEQUENCE, DeclClass.SET


def combos(*texts: str) -> tuple[int, ...]:
    return tuple(cards(t) for t in texts)


def assert_refused(cls, declared, hand, rule, words=None):
    with pytest.raises(IllegalActionError) as info:
        check_declaration(cls, declared, hand, V)
    assert info.value.rule == rule
    if words:
        assert words in str(info.value)


# ---------------------------------------------------------------- point


def test_point_length_and_value():
    # ace 11, king queen jack 10, others their number
    assert point_value(cards("AS KS QS")) == (3, 31)
    assert point_value(cards("7H 8H 9H TH")) == (4, 34)
    assert point_value(cards("AD KD QD JD TD 9D 8D 7D")) == (8, 75)
    assert combo_score(POINT, cards("AS KS QS JS 7S"), V) == 5


def test_best_point_longest_suit_wins_over_value():
    # five spades worth 51 against six hearts worth 54 and 7+8+9+10+10+10 = 54
    hand = cards("AS KS QS JS TS 7H 8H 9H TH JH QH 7D")
    assert best_point(hand, V) == cards("7H 8H 9H TH JH QH")


def test_best_point_equal_length_broken_by_value():
    # spades A K 8 7 = 36, hearts Q J T 9 = 39: hearts is the point
    hand = cards("AS KS 8S 7S QH JH TH 9H 7D 8D 9D AC")
    assert best_point(hand, V) == cards("QH JH TH 9H")
    assert best_declaration(hand, POINT, V) == (cards("QH JH TH 9H"),)


def test_point_declarations():
    hand = cards("AS KS QS 7S AH KH 7D 8D 9D AC KC QC")
    check_declaration(POINT, combos("AS KS QS 7S"), hand, V)
    check_declaration(POINT, combos("AS 7S"), hand, V)  # sinking: fewer cards than held
    check_declaration(POINT, (), hand, V)
    assert_refused(POINT, combos("AS AH"), hand, "point-suit", "one suit")
    assert_refused(POINT, combos("AS KS", "QS"), hand, "point-one")
    assert_refused(POINT, combos("JS"), hand, "declare-not-held", "do not hold")
    assert_refused(POINT, (0,), hand, "declare-empty")


# ---------------------------------------------------------------- sequences


def test_sequence_scores_by_length():
    table = {3: 3, 4: 4, 5: 15, 6: 16, 7: 17, 8: 18}  # tierce .. huitième
    for n, score in table.items():
        assert combo_score(SEQUENCE, run_mask(0, 7, n), V) == score


def test_held_sequences_are_maximal_runs_best_first():
    hand = cards("AS KS QS JS 9S 8S 7S TH 9H 8H 7H AD")
    # quart to the ace in spades, quart to the ten in hearts, tierce to the nine in spades
    assert held_sequences(hand, 3) == [(0, 7, 4), (1, 3, 4), (0, 2, 3)]
    assert best_declaration(hand, SEQUENCE, V) == combos("AS KS QS JS", "TH 9H 8H 7H", "9S 8S 7S")


def test_a_quint_is_one_sequence_not_a_tierce_and_more():
    hand = cards("AS KS QS JS TS 7H 9H JD KD 7C 9C JC")
    assert best_declaration(hand, SEQUENCE, V) == combos("AS KS QS JS TS")
    assert declaration_score(SEQUENCE, best_declaration(hand, SEQUENCE, V), V) == 15


def test_two_cards_are_no_sequence():
    hand = cards("AS KS 9H 8H JD 9D 7D AC QC TC 8C 7S")
    assert best_declaration(hand, SEQUENCE, V) == ()
    assert declaration_options(SEQUENCE, hand, V) == [()]


SEPTIEME = cards("AS KS QS JS TS 9S 8S AH KH QH 7D 7C")


def test_sinking_part_of_a_sequence_is_allowed():
    check_declaration(SEQUENCE, combos("KS QS JS"), SEPTIEME, V)
    check_declaration(SEQUENCE, combos("AS KS QS JS"), SEPTIEME, V)
    # two runs cut from one septième, the jack left out between them
    check_declaration(SEQUENCE, combos("AS KS QS", "TS 9S 8S"), SEPTIEME, V)
    assert declaration_score(SEQUENCE, combos("AS KS QS", "TS 9S 8S"), V) == 6
    check_declaration(SEQUENCE, combos("AS KS QS JS TS 9S 8S", "AH KH QH"), SEPTIEME, V)
    assert declaration_score(SEQUENCE, combos("AS KS QS JS TS 9S 8S", "AH KH QH"), V) == 20


def test_touching_runs_in_one_declaration_refused():
    assert_refused(SEQUENCE, combos("AS KS QS", "JS TS 9S"), SEPTIEME, "sequence-touch", "one sequence")
    assert_refused(SEQUENCE, combos("AS KS QS JS", "TS 9S 8S"), SEPTIEME, "sequence-touch")


def test_bad_sequences_refused():
    assert_refused(SEQUENCE, combos("AS KS"), SEPTIEME, "sequence-length", "at least 3")
    assert_refused(SEQUENCE, combos("AS QS JS"), SEPTIEME, "sequence-run", "rank order")
    assert_refused(SEQUENCE, combos("KH QH JH"), SEPTIEME, "declare-not-held")
    assert_refused(SEQUENCE, combos("AS KS QH"), SEPTIEME, "sequence-run")
    assert_refused(SEQUENCE, combos("AS KS QS", "QS JS TS"), SEPTIEME, "declare-overlap")
    assert_refused(SEQUENCE, combos("AD KD QD"), SEPTIEME, "declare-not-held")


def test_declare_your_best_sequence_first():
    assert_refused(SEQUENCE, combos("AH KH QH", "AS KS QS JS"), SEPTIEME, "declare-order",
                   "declare your best sequence first")
    # a tierce to the king before a tierce to the ace: the ace is higher
    assert_refused(SEQUENCE, combos("KS QS JS", "AH KH QH"), SEPTIEME, "declare-order")
    # two tierces to the ace are equal: either may be compared
    check_declaration(SEQUENCE, combos("AH KH QH", "AS KS QS"), SEPTIEME, V)
    check_declaration(SEQUENCE, combos("AS KS QS", "AH KH QH"), SEPTIEME, V)


# ---------------------------------------------------------------- sets

SETS_HAND = cards("AS AH AD AC KS KH KD 9S 9H 9D 9C TS")


def test_set_scores_and_held_sets():
    assert held_sets(SETS_HAND, V) == [(7, 4), (6, 3)]
    assert best_declaration(SETS_HAND, SET, V) == combos("AS AH AD AC", "KS KH KD")
    assert declaration_score(SET, best_declaration(SETS_HAND, SET, V), V) == 17  # quatorze + trio
    assert combo_score(SET, cards("TS TH TD"), V) == 3
    assert combo_score(SET, cards("TS TH TD TC"), V) == 14


def test_nines_and_lower_never_count():
    assert_refused(SET, combos("9S 9H 9D 9C"), SETS_HAND, "set-low", "nines never make a set")
    assert_refused(SET, combos("9S 9H 9D"), SETS_HAND, "set-low")
    low = cards("7S 7H 7D 7C 8S 8H 8D 8C 9S 9H 9D 9C")
    assert best_declaration(low, SET, V) == ()
    assert declaration_options(SET, low, V) == [()]
    assert held_sets(low, V) == []


def test_tens_count():
    hand = cards("TS TH TD 9S 9H 9D AS KH QD JC 7C 8C")
    assert best_declaration(hand, SET, V) == combos("TS TH TD")


def test_sinking_a_quatorze_as_a_trio():
    check_declaration(SET, combos("AS AH AD"), SETS_HAND, V)
    assert declaration_score(SET, combos("AS AH AD"), V) == 3
    check_declaration(SET, combos("AH AD AC", "KS KH KD"), SETS_HAND, V)


def test_bad_sets_refused():
    assert_refused(SET, combos("AS AH"), SETS_HAND, "set-size")
    assert_refused(SET, combos("AS KS KH"), SETS_HAND, "set-rank", "one rank")
    assert_refused(SET, combos("QS QH QD"), SETS_HAND, "declare-not-held")
    assert_refused(SET, combos("AS AH AD", "AC AS AH"), SETS_HAND, "declare-overlap")


def test_declare_your_best_set_first():
    # any quatorze beats any trio
    assert_refused(SET, combos("KS KH KD", "AS AH AD AC"), SETS_HAND, "declare-order",
                   "declare your best set first")
    hand = cards("AS AH AD TS TH TD TC KS KH KD 7S 8S")
    assert_refused(SET, combos("AS AH AD", "TS TH TD TC"), hand, "declare-order")
    check_declaration(SET, combos("TS TH TD TC", "AS AH AD", "KS KH KD"), hand, V)
    # among trios the higher rank first
    # after the one compared, the others may come in any order
    check_declaration(SET, combos("TS TH TD TC", "KS KH KD", "AS AH AD"), hand, V)
    assert_refused(SET, combos("KS KH KD", "AS AH AD"), hand, "declare-order")


# ---------------------------------------------------------------- comparing


def test_compare_points():
    assert compare(POINT, combos("AS KS QS JS"), combos("AH KH QH JH"), V) == 0  # 41 each: equal
    assert compare(POINT, combos("7S 8S 9S TS JS"), combos("AH KH QH JH"), V) == 1  # longer wins
    assert compare(POINT, combos("AS KS QS 7S"), combos("AH KH QH JH"), V) == -1  # 38 < 41
    assert compare(POINT, combos("AS KS QS 8S"), combos("AH KH QH 7H"), V) == 1  # 39 > 38


def test_compare_sequences():
    assert compare(SEQUENCE, combos("AS KS QS"), combos("9H 8H 7H TH"), V) == -1  # longer wins
    assert compare(SEQUENCE, combos("KS QS JS"), combos("AH KH QH"), V) == -1  # higher top
    assert compare(SEQUENCE, combos("AS KS QS"), combos("AH KH QH"), V) == 0  # equal
    # only the first declared sequence is compared
    assert compare(SEQUENCE, combos("AS KS QS", "9D 8D 7D"), combos("AH KH QH"), V) == 0
    assert compare(SEQUENCE, combos("TS 9S 8S 7S", "AD KD QD"), combos("AH KH QH JH"), V) == -1


def test_compare_sets():
    assert compare(SET, combos("AS AH AD"), combos("TS TH TD TC"), V) == -1  # quatorze beats trio
    assert compare(SET, combos("KS KH KD"), combos("QS QH QD"), V) == 1
    assert compare(SET, combos("AS AH AD AC"), combos("KS KH KD KC"), V) == 1


def test_compare_with_nothing_declared():
    for cls, decl in ((POINT, combos("7S 8S")), (SEQUENCE, combos("9S 8S 7S")), (SET, combos("TS TH TD"))):
        assert compare(cls, (), (), V) == 0
        assert compare(cls, decl, (), V) == 1
        assert compare(cls, (), decl, V) == -1


def test_descriptions():
    assert describe_combo(POINT, cards("AH KH QH JH 9H"), V) == "point of 5 in hearts (50)"
    assert describe_combo(SEQUENCE, cards("KS QS JS TS"), V) == "quart to the king in spades"
    assert describe_combo(SET, cards("KS KH KD"), V) == "three kings"
    assert describe_combo(SET, cards("TS TH TD TC"), V) == "fourteen tens"


# ---------------------------------------------------------------- declaration options


def _rank_mask(r: int) -> int:
    return sum(1 << (s * 8 + r) for s in range(4))


def _runs_in(hand: int) -> list[int]:
    out = []
    for s in range(4):
        for top in range(8):
            for n in range(3, top + 2):
                m = sum(1 << (s * 8 + r) for r in range(top - n + 1, top + 1))
                if hand & m == m:
                    out.append(m)
    return out


def _one_run(m: int) -> bool:
    low = m & -m
    x = m // low
    return x & (x + 1) == 0 and (m.bit_length() - 1) // 8 == (low.bit_length() - 1) // 8


def _sets_in(hand: int) -> list[int]:
    out = []
    for r in range(3, 8):  # tens and higher
        held = [c for c in range(32) if (hand & _rank_mask(r)) >> c & 1]
        if len(held) >= 3:
            for leave in [None] + held if len(held) == 4 else [None]:
                m = sum(1 << c for c in held if c != leave)
                if m.bit_count() in (3, 4):
                    out.append(m)
    return out


def _legal_by_hand(cls, hand: int) -> set[frozenset[int]]:
    """Every legal declaration, worked out from the rules independently of the engine."""
    if cls is POINT:
        out = {frozenset()}
        for s in range(4):
            b = (hand >> (8 * s)) & 0xFF
            for sub in range(1, 256):
                if sub & b == sub:
                    out.add(frozenset([sub << (8 * s)]))
        return out
    cands = _runs_in(hand) if cls is SEQUENCE else _sets_in(hand)
    out: set[frozenset[int]] = set()

    def ok(a: int, b: int) -> bool:
        if a & b:
            return False
        return not (cls is SEQUENCE and _one_run(a | b))  # touching runs are one run

    def rec(i: int, chosen: list[int]) -> None:
        if i == len(cands):
            out.add(frozenset(chosen))
            return
        rec(i + 1, chosen)
        if all(ok(cands[i], c) for c in chosen):
            chosen.append(cands[i])
            rec(i + 1, chosen)
            chosen.pop()

    rec(0, [])
    return out


FIXED_HANDS = [
    SEPTIEME,
    SETS_HAND,
    cards("AS KS QS JS TS 9S 8S 7S AH KH QH JH"),  # huitième and a quart
    cards("AS AH AD AC KS KH KD KC QS QH QD QC"),  # three quatorzes, four tierces
    cards("AS KS QS JS TS 7H 9H JD KD 7C 9C JC"),
    cards("TS TH TD TC 9S 9H 9D 9C 8S 8H 8D 8C"),
]


def _check_options(hand: int) -> None:
    for cls in (POINT, SEQUENCE, SET):
        options = declaration_options(cls, hand, V)
        assert options[0] == ()
        as_sets = [frozenset(o) for o in options]
        assert len(set(as_sets)) == len(as_sets), "an option is listed twice"
        assert set(as_sets) == _legal_by_hand(cls, hand)
        for o in options:
            check_declaration(cls, o, hand, V)
        best = best_declaration(hand, cls, V)
        check_declaration(cls, best, hand, V)
        assert frozenset(best) in set(as_sets)
        top = max(declaration_score(cls, o, V) for o in options)
        assert declaration_score(cls, best, V) == top


@pytest.mark.parametrize("hand", FIXED_HANDS)
def test_declaration_options_fixed_hands(hand):
    _check_options(hand)


def test_declaration_option_counts():
    quint = cards("AS KS QS JS TS 7H 9H JD KD 7C 9C JC")
    # nothing, three tierces, two quarts, the quint
    assert len(declaration_options(SEQUENCE, quint, V)) == 7
    # nothing plus every non-empty part of each suit: 31 + 3 + 3 + 7
    assert len(declaration_options(POINT, quint, V)) == 45
    kings = cards("KS KH KD KC 7S 8H 9D 7C 8C 9S 7H 7D")
    # nothing, four trios, the quatorze
    assert len(declaration_options(SET, kings, V)) == 6


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 31), min_size=12, max_size=12, unique=True))
def test_declaration_options_random_hands(hand_cards):
    hand = 0
    for c in hand_cards:
        hand |= 1 << c
    _check_options(hand)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 3), st.booleans())
def test_one_suit_names_the_suit_of_cards_all_of_one_suit(bits, suit, within):
    mask = (bits & 0xFF) << (8 * suit) if within else bits
    suits = {c // 8 for c in range(32) if mask >> c & 1}
    assert one_suit(mask) == (suits.pop() if len(suits) == 1 else None)
