"""The game as the source rules (Rubicon Piquet, part 1) plays it, on deals built by hand.

Every score below is worked out from the rules in the comment beside it.  With
``dealer=0`` (the default of :func:`helpers.deal_game`) seat 0 is younger and
seat 1 elder; the players are ("South", "North").
"""

from __future__ import annotations

import random

import pytest
from helpers import cards, deal, deal_game, run, scores_of, snapshot

from piquet_game.rules import (
    RUBICON,
    Blanche,
    DealCards,
    Exchange,
    Game,
    IllegalActionError,
    NotYourTurnError,
    Phase,
    Play,
    WrongPhaseError,
    is_blank,
    parse_action,
    parse_card,
    shuffle_deal,
)
from piquet_game.rules.events import NOBODY

YOUNGER, ELDER = 0, 1


def refused(game, action, rule, words=None, seat=None, error=IllegalActionError):
    """The action is refused for the named rule and the game is left as it was."""
    if isinstance(action, str):
        action = parse_action(action)
    before = snapshot(game)
    with pytest.raises(error) as info:
        game.apply(action, seat=seat)
    assert info.value.rule == rule
    if words:
        assert words in str(info.value)
    assert snapshot(game) == before
    return info.value


def kinds(events, *wanted):
    return [e.kind for e in events if not wanted or e.kind in wanted]


def to_declarations(elder, younger, talon, elder_discard, dealer=0):
    """Deal, let elder exchange the named cards and younger take none (hiding the rest)."""
    game = deal_game(elder, younger, talon, dealer)
    run(game, f"exchange {elder_discard}", "exchange - hide")
    assert game.phase is Phase.DECLARE_POINT
    return game


# =============================================================== the cut and the deal


def rank(card: int) -> int:
    return card & 7


def test_cut_lower_card_deals_and_ties_cut_again():
    recut_seen = False
    for seed in range(60):
        game = Game.new(random.Random(seed))
        *ties, (a, b) = game.cut
        for x, y in ties:
            assert x != y and rank(x) == rank(y)
        recut_seen |= bool(ties)
        assert rank(a) != rank(b)
        lower = 0 if rank(a) < rank(b) else 1
        assert game.first_dealer == lower
        assert game.phase is Phase.DEAL and game.to_move is None
        game.deal_random()
        assert game.dealer == lower and game.elder == 1 - lower
    assert recut_seen, "no tie in 60 cuts: the recut was never exercised"


def test_cut_is_deterministic_per_seed():
    packets = set()
    for seed in range(20):
        g1, g2 = Game.new(random.Random(seed)), Game.new(random.Random(seed))
        assert g1.cut == g2.cut
        assert (g1.first_dealer, g1.packet) == (g2.first_dealer, g2.packet)
        g1.deal_random()
        g2.deal_random()
        assert g1.hands == g2.hands and g1.talon == g2.talon
        packets.add(g1.packet)
    assert packets == {2, 3}  # the packet size is chosen once per partie


@pytest.mark.parametrize("packet", [2, 3])
@pytest.mark.parametrize("dealer", [0, 1])
def test_deal_in_packets(packet, dealer):
    d = shuffle_deal(random.Random(5), dealer, packet)
    pack = list(range(32))
    random.Random(5).shuffle(pack)
    # the dealer deals a packet to elder, one to himself, and so on; eight cards are left
    elder_cards = [pack[i] for i in range(24) if (i // packet) % 2 == 0]
    younger_cards = [pack[i] for i in range(24) if (i // packet) % 2 == 1]
    assert d.hands[1 - dealer] == sum(1 << c for c in elder_cards)
    assert d.hands[dealer] == sum(1 << c for c in younger_cards)
    assert d.talon == tuple(pack[24:])


@pytest.mark.parametrize("packet", [2, 3])
def test_twelve_twelve_eight(packet):
    for seed in range(10):
        game = Game.new(random.Random(seed), packet=packet)
        game.deal_random()
        a, b = game.hands
        assert a.bit_count() == 12 and b.bit_count() == 12 and len(game.talon) == 8
        t = sum(1 << c for c in game.talon)
        assert a & b == 0 and (a | b) & t == 0 and (a | b | t) == (1 << 32) - 1


def test_packets_of_two_or_three_only():
    with pytest.raises(ValueError):
        Game(packet=4)


def test_a_deal_must_be_the_whole_pack():
    game = Game()
    full = DealCards((cards("AS KS QS JS TS 9S 8S 7S AH KH QH JH"),
                      cards("TH 9H 8H 7H AD KD QD JD TD 9D 8D 7D")),
                     tuple(parse_card(n) for n in "AC KC QC JC TC 9C 8C 7C".split()))
    refused(game, DealCards((full.hands[0], full.hands[1] & ~cards("7D")), full.talon), "deal-size")
    refused(game, DealCards(full.hands, full.talon[:7]), "deal-talon")
    refused(game, DealCards(full.hands, full.talon[:7] + (parse_card("AS"),)), "deal-pack")
    game.apply(full)
    assert game.phase is Phase.BLANCHE  # both seats are asked about carte blanche


# =============================================================== carte blanche

BLANK = "AS TS 9S 8S 7S AH TH 9H 8H 7H AD TD"
# an ordinary deal, used for the exchange
EX_ELDER = "AS KS QS JS 7H 8H 9H AD KD 7C 8C 9C"
EX_YOUNGER = "TS 9S 8S 7S AH KH QH JH QD JD TD 9D"
EX_TALON = "AC KC QC JC TC TH 8D 7D"
COURTS12 = "KS QS JS KH QH JH KD QD JD KC QC JC"


def test_is_blank_means_no_king_queen_or_jack():
    assert is_blank(cards(BLANK))  # aces are allowed
    assert not is_blank(cards("JS TS 9S 8S 7S AH TH 9H 8H 7H AD TD"))
    assert not is_blank(cards("AS TS 9S 8S 7S AH TH 9H 8H 7H AD KD"))


def test_elder_declares_blanche_scores_at_once_and_shows_it():
    game = deal_game(BLANK, COURTS12, "9D 8D 7D AC TC 9C 8C 7C", ask_blanche=True)
    assert game.phase is Phase.BLANCHE and game.to_move == ELDER
    assert set(game.legal_actions()) == {Blanche(True), Blanche(False)}
    events = run(game, "blanche")
    assert scores_of(events) == [("blanche", ELDER, 10, 10)]
    (ev,) = [e for e in events if e.kind == "blanche"]
    assert ev.cards == cards(BLANK) and ev.to is None
    assert game.view(YOUNGER).opponent_shown == cards(BLANK)
    assert ev in game.view(YOUNGER).events
    assert game.blanche == [False, True]
    # younger is asked too; holding courts he can only say no
    assert game.phase is Phase.BLANCHE and game.to_move == YOUNGER
    assert game.legal_actions() == [Blanche(False)]
    run(game, "no-blanche")
    assert game.phase is Phase.EXCHANGE_ELDER and game.to_move == ELDER
    assert game.scores == [0, 10]


def test_blanche_is_optional_and_cannot_be_declared_late():
    game = deal_game(BLANK, COURTS12, "9D 8D 7D AC TC 9C 8C 7C", ask_blanche=True)
    events = run(game, "no-blanche", "no-blanche")
    assert scores_of(events) == []
    assert game.phase is Phase.EXCHANGE_ELDER
    refused(game, "blanche", "blanche-late", "before elder's exchange", seat=ELDER,
            error=WrongPhaseError)
    run(game, "exchange 7S")
    refused(game, "blanche", "blanche-late", seat=YOUNGER, error=WrongPhaseError)
    assert game.scores == [0, 0] and game.blanche == [False, False]


def test_blanche_only_for_a_hand_without_king_queen_or_jack():
    game = deal_game(EX_ELDER, EX_YOUNGER, EX_TALON, ask_blanche=True)
    assert game.phase is Phase.BLANCHE and game.to_move == ELDER
    assert game.legal_actions() == [Blanche(False)]
    refused(game, "blanche", "blanche-hand", "no king, queen or jack")
    run(game, "no-blanche")
    refused(game, "blanche", "blanche-hand", "no king, queen or jack", seat=YOUNGER)
    refused(game, "no-blanche", "not-your-turn", seat=ELDER, error=NotYourTurnError)
    events = run(game, "no-blanche")
    assert scores_of(events) == [] and game.phase is Phase.EXCHANGE_ELDER


# elder holds eleven courts and the seven of clubs; the jack of clubs is on top of the talon
BLANCHE_Y = dict(elder="KS QS JS KH QH JH KD QD JD KC QC 7C", younger=BLANK,
                 talon="JC 9D 8D 7D AC TC 9C 8C")


def test_younger_declares_at_once_but_shows_after_elders_exchange():
    game = deal_game(**BLANCHE_Y, ask_blanche=True)
    assert game.phase is Phase.BLANCHE and game.to_move == ELDER
    run(game, "no-blanche")
    assert game.to_move == YOUNGER
    assert set(game.legal_actions()) == {Blanche(True), Blanche(False)}
    events = run(game, "blanche")
    assert scores_of(events) == [("blanche", YOUNGER, 10, 10)]
    (ev,) = [e for e in events if e.kind == "blanche"]
    assert ev.cards == 0
    assert game.view(ELDER).opponent_shown == 0
    assert game.phase is Phase.EXCHANGE_ELDER and game.to_move == ELDER
    events = run(game, "exchange 7C")
    (shown,) = [e for e in events if e.kind == "blanche-shown"]
    assert shown.seat == YOUNGER and shown.cards == cards(BLANK) and shown.to is None
    assert game.view(ELDER).opponent_shown == cards(BLANK)
    assert game.hands[ELDER] == cards(COURTS12)


@pytest.mark.parametrize("younger_blanche", [True, False])
def test_younger_blanche_blocks_elders_repique(younger_blanche):
    # RULES example 3.  Elder: point of 3 (3), four tierces K-Q-J (12, 15), quatorzes of
    # kings, queens, jacks (42, 57).  Younger declares nothing.  Without younger's
    # blanche elder repiques when the sets take him past 30: 57 + 60 = 117.
    game = deal_game(**BLANCHE_Y, ask_blanche=True)
    run(game, "no-blanche", "blanche" if younger_blanche else "no-blanche", "exchange 7C",
        "exchange - hide")
    events = run(
        game,
        "declare point KS QS JS", "declare point -",
        "declare sequence KS QS JS / KH QH JH / KD QD JD / KC QC JC", "declare sequence -",
        "declare set KS KH KD KC / QS QH QD QC / JS JH JD JC", "declare set -",
    )
    expected = [("point", ELDER, 3, 3), ("sequence", ELDER, 12, 15), ("set", ELDER, 42, 57)]
    if younger_blanche:
        assert scores_of(events) == expected
        assert game.scores == [10, 57]
    else:
        assert scores_of(events) == expected + [("repique", ELDER, 60, 117)]
        assert game.scores == [0, 117]
    assert game.phase is Phase.PLAY


# =============================================================== the exchange

EX = dict(elder=EX_ELDER, younger=EX_YOUNGER, talon=EX_TALON)


def test_elder_exchange_errors_name_the_rule_and_change_nothing():
    game = deal_game(**EX)
    refused(game, "exchange -", "elder-min", "at least 1")
    refused(game, "exchange AS KS QS JS 7H 8H", "elder-max", "at most 5")
    refused(game, "exchange TS", "not-held", "you cannot discard the ten of spades: you do not hold it")
    refused(game, "exchange 7H show", "show-rest", "only younger")
    refused(game, "exchange TS", "not-your-turn", "it is not your turn: North is to move",
            seat=YOUNGER, error=NotYourTurnError)


def test_elder_exchange_draws_from_the_top_and_peeks_at_what_he_left():
    game = deal_game(**EX)
    events = run(game, "exchange 7C 8C 9C")
    assert game.hands[ELDER] == cards("AS KS QS JS 7H 8H 9H AD KD AC KC QC")
    assert game.talon == [parse_card(n) for n in "JC TC TH 8D 7D".split()]
    by_kind = {e.kind: e for e in events}
    assert by_kind["exchange"].info == (3,) and by_kind["exchange"].to is None
    assert by_kind["discard"].cards == cards("7C 8C 9C") and by_kind["discard"].to == ELDER
    assert by_kind["draw"].cards == cards("AC KC QC") and by_kind["draw"].to == ELDER
    # he took fewer than five: he may look at the two he left, privately
    assert by_kind["peek"].cards == cards("JC TC") and by_kind["peek"].to == ELDER
    assert not any(e.kind in ("peek", "discard", "draw") for e in game.view(YOUNGER).events)
    assert game.view(ELDER).talon_seen & cards("JC TC") == cards("JC TC")
    assert game.view(YOUNGER).talon_seen == 0
    assert game.view(ELDER).discards == cards("7C 8C 9C")
    assert game.view(YOUNGER).opponent_exchanged == 3
    assert game.phase is Phase.EXCHANGE_YOUNGER and game.to_move == YOUNGER
    assert game.exchange_range() == (0, 5)


def test_elder_taking_five_peeks_at_nothing():
    game = deal_game(**EX)
    events = run(game, "exchange 7H 8H 9H 8C 9C")
    assert "peek" not in kinds(events)
    assert game.hands[ELDER] == cards("AS KS QS JS AD KD 7C AC KC QC JC TC")
    assert game.exchange_range() == (0, 3)


def test_younger_exchange_errors_name_the_rule_and_change_nothing():
    game = deal_game(**EX)
    run(game, "exchange 7C 8C 9C")
    refused(game, "exchange TS 9S 8S 7S AH KH hide", "younger-max", "only 5 are left in the talon")
    refused(game, "exchange TS 9S", "show-rest", "say whether both see them or neither does")
    refused(game, "exchange TS 9S 8S 7S AH show", "show-rest", "no cards are left")
    refused(game, "exchange AS hide", "not-held")
    refused(game, "exchange TS hide", "not-your-turn", seat=ELDER, error=NotYourTurnError)


def test_younger_draws_elders_leftovers_first_and_shows_the_rest():
    game = deal_game(**EX)
    run(game, "exchange 7C 8C 9C")
    events = run(game, "exchange 7S 8S show")
    # the two elder left come first, then younger's own three
    assert game.hands[YOUNGER] == cards("TS 9S AH KH QH JH QD JD TD 9D JC TC")
    (rest,) = [e for e in events if e.kind == "rest"]
    assert rest.cards == cards("TH 8D 7D") and rest.to is None
    for seat in (0, 1):
        assert game.view(seat).talon_seen & cards("TH 8D 7D") == cards("TH 8D 7D")
    assert game.rest_shown is True
    assert game.phase is Phase.DECLARE_POINT and game.to_move == ELDER


def test_younger_may_hide_the_rest_from_both():
    game = deal_game(**EX)
    run(game, "exchange 7C 8C 9C")
    events = run(game, "exchange 7S 8S 9S TS hide")
    assert game.hands[YOUNGER] == cards("AH KH QH JH QD JD TD 9D JC TC TH 8D")
    (rest,) = [e for e in events if e.kind == "rest"]
    assert rest.cards == cards("7D") and rest.to == NOBODY
    for seat in (0, 1):
        assert not rest.visible_to(seat)
        assert not game.view(seat).talon_seen & cards("7D")
    assert game.rest_shown is False


def test_younger_taking_all_and_taking_none():
    game = deal_game(**EX)
    run(game, "exchange 7H 8H 9H 8C 9C")
    events = run(game, "exchange TS 9S 8S")
    assert game.hands[YOUNGER] == cards("7S AH KH QH JH QD JD TD 9D TH 8D 7D")
    assert "rest" not in kinds(events) and game.rest_shown is None

    game = deal_game(**EX)
    run(game, "exchange 7C")
    events = run(game, "exchange - show")
    assert game.hands[YOUNGER] == cards(EX["younger"])
    (rest,) = [e for e in events if e.kind == "rest"]
    assert rest.cards == cards("KC QC JC TC TH 8D 7D")


# =============================================================== declarations

# Elder's exchange: 7H out, 7D in.  Elder then holds spades A K Q J 9 (50), diamonds T 9 8 7,
# clubs 9 8 7; younger hearts A K Q J 8 (49), A K Q of diamonds and clubs, the seven of spades.
DIALOGUE = ("AS KS QS JS 9S TD 9D 8D 7C 8C 9C 7H", "AH KH QH JH 8H AD KD QD AC KC QC 7S",
            "7D TS 8S TH 9H JD JC TC", "7H")


def test_point_of_equal_length_asks_making():
    game = to_declarations(*DIALOGUE)
    events = run(game, "declare point AS KS QS JS 9S")
    assert [(e.kind, e.seat, e.info) for e in events] == [("announce", ELDER, (5,))]
    assert game.to_move == YOUNGER
    events = run(game, "declare point AH KH QH JH 8H")
    assert [(e.kind, e.seat, e.info, e.word) for e in events if not e.is_score] == [
        ("ask", YOUNGER, (), ""), ("tiebreak", ELDER, (50,), ""), ("answer", YOUNGER, (), "good")]
    assert scores_of(events) == [("point", ELDER, 5, 5)]
    (ev,) = [e for e in events if e.is_score]
    assert ev.cards == cards("AS KS QS JS 9S")  # what is scored is shown
    assert game.view(YOUNGER).opponent_shown == cards("AS KS QS JS 9S")
    assert game.phase is Phase.DECLARE_SEQUENCE and game.to_move == ELDER


def test_shorter_point_answered_good_without_a_question():
    game = to_declarations(*DIALOGUE)
    events = run(game, "declare point AS KS QS JS 9S", "declare point AH KH QH JH")
    assert kinds(events, "ask", "tiebreak") == []
    assert [e.word for e in events if e.kind == "answer"] == ["good"]
    assert scores_of(events) == [("point", ELDER, 5, 5)]


def test_longer_point_not_good():
    game = to_declarations(*DIALOGUE)
    # elder sinks to four spades: younger's five hearts are better
    events = run(game, "declare point AS KS QS JS", "declare point AH KH QH JH 8H")
    assert [e.word for e in events if e.kind == "answer"] == ["not-good"]
    assert scores_of(events) == [("point", YOUNGER, 5, 5)]
    assert game.view(ELDER).opponent_shown == cards("AH KH QH JH 8H")


def test_the_whole_dialogue_equal_sequences_and_nothing_declared():
    game = to_declarations(*DIALOGUE)
    run(game, "declare point AS KS QS JS 9S", "declare point AH KH QH JH 8H")  # elder 5
    # sequences: quart to the ace against quart to the ace: "to what?" "ace": equal,
    # and then nobody scores, not even the other sequences either side declared
    events = run(game, "declare sequence AS KS QS JS / TD 9D 8D 7D / 9C 8C 7C",
                 "declare sequence AH KH QH JH / AD KD QD / AC KC QC")
    assert [(e.kind, e.seat, e.info, e.word) for e in events] == [
        ("announce", ELDER, (4,), ""), ("ask", YOUNGER, (), ""), ("tiebreak", ELDER, (7,), ""),
        ("answer", YOUNGER, (), "equal")]
    # sets: elder has none (nines never count); younger scores his three trios
    events = run(game, "declare set -")
    assert [(e.kind, e.info) for e in events] == [("announce", ())]
    events = run(game, "declare set AH AD AC / KH KD KC / QH QD QC")
    assert kinds(events, "answer") == []
    assert scores_of(events) == [("set", YOUNGER, 9, 9)]
    assert game.scores == [9, 5]
    assert game.phase is Phase.PLAY and game.to_move == ELDER


def test_younger_declaring_nothing_lets_elder_score():
    game = to_declarations(*DIALOGUE)
    events = run(game, "declare point AS KS QS JS 9S", "declare point -")
    assert [e.word for e in events if e.kind == "answer"] == ["good"]
    assert scores_of(events) == [("point", ELDER, 5, 5)]


def test_nobody_declaring_scores_nobody():
    game = to_declarations(*DIALOGUE)
    events = run(game, "declare point -", "declare point -")
    assert scores_of(events) == [] and kinds(events, "answer") == []
    assert game.phase is Phase.DECLARE_SEQUENCE


# Elder: hearts K Q J 9 7 (46) with the tierce to the king.  Younger: spades A K Q 9 (40),
# the tierce to the ace and the tierce to the nine in diamonds.
TO_WHAT = ("KH QH JH 9H 7H AD TD 8C TC QC AC 7S", "AS KS QS 9S 9D 8D 7D JD 8H TH KC 9C",
           "JS TS 8S AH KD QD JC 7C", "7S")


def test_to_what_and_the_winner_scores_every_sequence_he_declares():
    game = to_declarations(*TO_WHAT)
    events = run(game, "declare point KH QH JH 9H 7H", "declare point AS KS QS 9S")
    assert scores_of(events) == [("point", ELDER, 5, 5)]
    events = run(game, "declare sequence KH QH JH", "declare sequence AS KS QS / 9D 8D 7D")
    assert [(e.kind, e.info, e.word) for e in events if not e.is_score] == [
        ("announce", (3,), ""), ("ask", (), ""), ("tiebreak", (6,), ""), ("answer", (), "not-good")]
    # 3 + 3: the tierce to the nine counts though it is lower than elder's tierce to the king
    assert scores_of(events) == [("sequence", YOUNGER, 6, 6)]
    (ev,) = [e for e in events if e.is_score]
    assert set(ev.combos) == {cards("AS KS QS"), cards("9D 8D 7D")}


# Elder: trios of aces and kings, four nines.  Younger: the quatorze of tens.
SETS = ("AS AH AD KS KH KD 9S 9H 9D 9C 7S 8H", "TS TH TD TC QS QH JS JH 7D 8D 7C 8C",
        "8S 7H QD JD AC KC QC JC", "7S")


def test_a_quatorze_beats_any_trio_and_nines_never_count():
    game = to_declarations(*SETS)
    run(game, "declare point AH KH 9H 8H", "declare point QS JS TS")  # elder 4
    events = run(game, "declare sequence -", "declare sequence QS JS TS / QH JH TH")
    assert scores_of(events) == [("sequence", YOUNGER, 6, 6)]
    refused(game, "declare set 9S 9H 9D 9C", "set-low", "nines never make a set")
    refused(game, "declare set KS KH KD / AS AH AD", "declare-order", "declare your best set first")
    events = run(game, "declare set AS AH AD / KS KH KD")
    assert [(e.kind, e.info) for e in events] == [("announce", (3, 7))]  # "three aces"
    events = run(game, "declare set TS TH TD TC")
    assert kinds(events, "ask", "tiebreak") == []
    assert [e.word for e in events if e.kind == "answer"] == ["not-good"]
    assert scores_of(events) == [("set", YOUNGER, 14, 20)]
    assert game.scores == [20, 4]


def test_sinking_a_quatorze_as_a_trio_loses_to_higher_trios():
    game = to_declarations(*SETS)
    run(game, "declare point AH KH 9H 8H", "declare point QS JS TS",
        "declare sequence -", "declare sequence QS JS TS / QH JH TH")
    events = run(game, "declare set AS AH AD / KS KH KD", "declare set TS TH TD")
    assert [e.word for e in events if e.kind == "answer"] == ["good"]
    assert scores_of(events) == [("set", ELDER, 6, 10)]  # both trios: 4 + 3 + 3


def test_declaration_errors_change_nothing():
    game = to_declarations(*DIALOGUE)
    refused(game, "declare point AH KH QH", "declare-not-held", "do not hold")
    refused(game, "declare sequence AS KS QS JS", "class-order", "the point is declared now",
            error=WrongPhaseError)
    refused(game, "declare point AH KH QH JH 8H", "not-your-turn", seat=YOUNGER, error=NotYourTurnError)
    run(game, "declare point AS KS QS JS 9S")
    refused(game, "declare point AS KS QS JS 9S", "declare-not-held")  # younger's turn now
    run(game, "declare point -", "declare sequence -", "declare sequence -")
    refused(game, "declare point -", "class-order", "sets are declared now, not the point",
            error=WrongPhaseError)


# =============================================================== repique

def test_an_equal_does_not_block_younger_repique():
    # RULES example 4 on a deal of its own (elder exchanges 8C for 7C).
    # Point: younger's five spades (45) beat elder's four hearts: younger 5.  Sequences:
    # tierce to the nine each: equal, no score.  Sets: elder none; younger two quatorzes
    # 28, 33, and elder still has nothing: repique, 93.
    game = to_declarations("9H 8H 7H QH JS TS JD 8D 7D QC TC 8C", "AS AH AD AC KS KH KD KC 9S 8S 7S 9D",
                           "7C QS JH TH QD TD JC 9C", "8C")
    events = run(game, "declare point QH 9H 8H 7H", "declare point AS KS 9S 8S 7S",
                 "declare sequence 9H 8H 7H", "declare sequence 9S 8S 7S",
                 "declare set -", "declare set AS AH AD AC / KS KH KD KC")
    assert [e.word for e in events if e.kind == "answer"] == ["not-good", "equal"]
    assert scores_of(events) == [("point", YOUNGER, 5, 5), ("set", YOUNGER, 28, 33),
                                 ("repique", YOUNGER, 60, 93)]
    assert game.scores == [93, 0]


# The deal of RULES example 1: elder exchanges 7C for QC and holds A K Q of every suit;
# younger holds J T 9 of every suit.
EXAMPLE1 = ("AS KS QS AH KH QH AD KD QD AC KC 7C", "JS TS 9S JH TH 9H JD TD 9D JC TC 9C",
            "QC 8S 7S 8H 7H 8D 7D 8C", "7C")
ELDER_LEADS_1 = "AS KS QS AH KH QH AD KD QD AC KC QC".split()


def play_out(game, leads):
    """Elder leads the named cards in turn (winning each trick); younger answers with his
    lowest legal card.  Returns the events."""
    events = []
    for name in leads:
        assert game.to_move == game.elder
        events += run(game, f"play {name}")
        low = game.legal_plays() & -game.legal_plays()
        reply = low.bit_length() - 1
        events += game.apply(Play(reply))
    return events


def test_example_1_elder_scores_170():
    game = to_declarations(*EXAMPLE1)
    events = run(game, "declare point AS KS QS", "declare point JS TS 9S",
                 "declare sequence AS KS QS / AH KH QH / AD KD QD / AC KC QC", "declare sequence JS TS 9S",
                 "declare set AS AH AD AC / KS KH KD KC / QS QH QD QC",
                 "declare set JS JH JD JC / TS TH TD TC")
    # point 3 ("making?" 31 against 29), four tierces 12 (15), three quatorzes 42 (57), repique (117)
    assert [e.word for e in events if e.kind == "answer"] == ["good", "good", "good"]
    assert [e.info for e in events if e.kind == "tiebreak"] == [(31,), (7,)]
    assert scores_of(events) == [("point", ELDER, 3, 3), ("sequence", ELDER, 12, 15),
                                 ("set", ELDER, 42, 57), ("repique", ELDER, 60, 117)]
    events = play_out(game, ELDER_LEADS_1)
    # twelve leads, 1 for the last, 40 for capot: 170
    expected = [("lead", ELDER, 1, 117 + k) for k in range(1, 13)]
    expected += [("last", ELDER, 1, 130), ("capot", ELDER, 40, 170)]
    assert scores_of(events) == expected
    assert game.deal_scores == [[0, 170]]
    assert game.phase is Phase.DEAL


@pytest.mark.parametrize(
    "point, sets, expected_tail",
    [
        # 2 + 12 + 3 = 17; twelve leads make 29, the last trick 30: pique, 60; capot 100
        ("AS KS", "QS QH QD", [("last", ELDER, 1, 30), ("pique", ELDER, 30, 60), ("capot", ELDER, 40, 100)]),
        # 3 + 12 + 3 = 18; the twelfth lead makes 30: pique, 60; last 61; capot 101
        ("AS KS QS", "QS QH QD", [("pique", ELDER, 30, 60), ("last", ELDER, 1, 61),
                                  ("capot", ELDER, 40, 101)]),
        # 3 + 12 = 15; 28 after the tricks: the 40 for capot does not make a pique
        ("AS KS QS", "-", [("last", ELDER, 1, 28), ("capot", ELDER, 40, 68)]),
    ],
)
def test_pique_counts_leads_and_last_trick_but_not_capot(point, sets, expected_tail):
    game = to_declarations(*EXAMPLE1)
    run(game, f"declare point {point}", "declare point -",
        "declare sequence AS KS QS / AH KH QH / AD KD QD / AC KC QC", "declare sequence -",
        f"declare set {sets}", "declare set -")
    before = game.scores[ELDER]
    events = play_out(game, ELDER_LEADS_1)
    got = scores_of(events)
    leads = [s for s in got if s[0] == "lead"]
    assert len(leads) == 12 and all(s[1] == ELDER and s[2] == 1 for s in leads)
    assert leads[0][3] == before + 1
    assert [s for s in got if s[0] != "lead"] == [s for s in expected_tail if s[0] != "lead"]
    assert game.deal_scores == [[0, expected_tail[-1][3]]]
    assert ("pique" in kinds(events)) == any(s[0] == "pique" for s in expected_tail)


# Elder: the quint to the ace in spades, AH AD and low cards.  Younger: 9 8 7 of spades,
# K Q J T of hearts and of diamonds, KC.  Elder exchanges 7C for 8C.
PIQUE = ("AS KS QS JS TS AH AD 7H 8H 7D 8D 7C", "9S 8S 7S KH QH JH TH KD QD JD TD KC",
         "8C 9H 9D AC QC JC TC 9C", "7C")


def test_pique_a_whole_deal():
    game = to_declarations(*PIQUE)
    events = run(game, "declare point AS KS QS JS TS", "declare point KH QH JH TH",
                 "declare sequence AS KS QS JS TS", "declare sequence KH QH JH TH / KD QD JD TD / 9S 8S 7S",
                 "declare set AS AH AD", "declare set KH KD KC")
    # point 5; quint 15 (20) beats younger's quarts; trio of aces 3 (23) beats trio of kings
    assert scores_of(events) == [("point", ELDER, 5, 5), ("sequence", ELDER, 15, 20),
                                 ("set", ELDER, 3, 23)]
    events = run(game,
                 "play AS", "play 7S", "play KS", "play 8S", "play QS", "play 9S",
                 "play JS", "play TD", "play TS", "play JD", "play AH", "play TH",
                 "play AD", "play QD")
    # seven leads, each won by elder: 24 .. 30, and younger still has nothing: pique, 60
    assert scores_of(events) == [("lead", ELDER, 1, 23 + k) for k in range(1, 8)] + [
        ("pique", ELDER, 30, 60)]
    assert game.tricks_won == [0, 7]
    events = run(game,
                 "play 7H", "play JH",   # younger wins elder's lead: 1
                 "play KH", "play 8H",   # younger leads: 2
                 "play QH", "play 8C",   # 3 (elder cannot follow)
                 "play KD", "play 7D",   # 4
                 "play KC", "play 8D")   # 5, and the last trick: 6
    assert scores_of(events) == [
        ("lead", ELDER, 1, 61), ("win", YOUNGER, 1, 1), ("lead", YOUNGER, 1, 2), ("lead", YOUNGER, 1, 3),
        ("lead", YOUNGER, 1, 4), ("lead", YOUNGER, 1, 5), ("last", YOUNGER, 1, 6),
        ("cards", ELDER, 10, 71)]  # seven tricks to five: 10 for the cards
    assert game.deal_scores == [[6, 71]]


def test_younger_can_never_pique():
    # Younger: quint to the ace in spades and four aces; elder declares nothing.  Younger has
    # 15 + 14 = 29 (no repique).  Elder leads (1); younger wins it: 30, but elder is not at 0.
    game = to_declarations("7H 9H JH KH KD JD 9D KC JC 9C 9S 7S", "AS KS QS JS TS AH AD AC 7D 8D 7C 8C",
                           "8S QH TH 8H QD TD QC TC", "7S")
    events = run(game, "declare point -", "declare point -", "declare sequence -",
                 "declare sequence AS KS QS JS TS", "declare set -", "declare set AS AH AD AC")
    assert scores_of(events) == [("sequence", YOUNGER, 15, 15), ("set", YOUNGER, 14, 29)]
    assert game.legal_plays() == cards("7H 9H JH KH KD JD 9D KC JC 9C 9S 8S")
    events = run(game, "play 7H")
    assert game.legal_plays() == cards("AH")  # must follow suit
    events += run(game, "play AH")
    assert scores_of(events) == [("lead", ELDER, 1, 1), ("win", YOUNGER, 1, 30)]
    assert "pique" not in kinds(events)
    assert game.scores == [30, 1]


def test_example_2_blanche_then_repique_173():
    # Elder's blank hand: A T 9 8 7 of spades, the other aces and tens, 9H.  He declares it
    # (10), exchanges 8S 7S 9H for KS QS JS: point of six (60 against younger's 54) 6, 16;
    # sixième 16, 32, repique 92; quatorzes of aces and tens 28, 120; all twelve tricks
    # 12 + 1 + capot 40 = 173.
    game = deal_game("AS TS 9S 8S 7S AH AD AC TH TD TC 9H", "KD QD JD JC 8H 7H 9D 8D 7D 9C 8C 7C",
                     "KS QS JS KH QH JH KC QC", ask_blanche=True)
    events = run(game, "blanche", "no-blanche", "exchange 8S 7S 9H", "exchange - hide")
    assert game.hands[ELDER] == cards("AS KS QS JS TS 9S AH AD AC TH TD TC")
    events += run(game, "declare point AS KS QS JS TS 9S", "declare point KD QD JD 9D 8D 7D",
                  "declare sequence AS KS QS JS TS 9S", "declare sequence KD QD JD / 9D 8D 7D / 9C 8C 7C",
                  "declare set AS AH AD AC / TS TH TD TC", "declare set -")
    assert scores_of(events) == [("blanche", ELDER, 10, 10), ("point", ELDER, 6, 16),
                                 ("sequence", ELDER, 16, 32), ("repique", ELDER, 60, 92),
                                 ("set", ELDER, 28, 120)]
    # younger throws his courts on the spades; then everything he holds is lower
    events = run(game, "play AS", "play KD", "play KS", "play QD", "play QS", "play JD",
                 "play JS", "play JC", "play TS", "play 8H", "play 9S", "play 7H")
    events += play_out(game, "AH TH AD TD AC TC".split())
    assert game.tricks_won == [0, 12]
    assert scores_of(events)[-2:] == [("last", ELDER, 1, 133), ("capot", ELDER, 40, 173)]
    assert game.deal_scores == [[0, 173]]


# =============================================================== trick play

# Elder: six spades from the ace and hearts 7 to Q (after exchanging 7D for 7H).
# Younger: A K of hearts and five diamonds, five clubs.
SIX_SIX = ("AS KS QS JS TS 9S 8H 9H TH JH QH 7D", "AH KH AD KD QD JD TD AC KC QC JC TC",
           "7H 8S 7S 9D 8D 9C 8C 7C", "7D")
NOTHING_DECLARED = ["declare point -"] * 2 + ["declare sequence -"] * 2 + ["declare set -"] * 2
SIX_SIX_PLAY = ["play AS", "play AD", "play KS", "play KD", "play QS", "play QD",
                "play JS", "play JD", "play TS", "play TD", "play 9S", "play AC",
                "play 7H", "play AH",
                "play KC", "play 8H", "play QC", "play 9H", "play JC", "play TH",
                "play TC", "play JH", "play KH", "play QH"]


def play_six_six(game):
    """Deal the next deal as SIX_SIX and play it to six tricks each: 7 points a side."""
    elder, younger, talon, discard = SIX_SIX
    deal(game, elder, younger, talon)
    return run(game, f"exchange {discard}", "exchange - hide", *NOTHING_DECLARED, *SIX_SIX_PLAY)


def test_six_tricks_each_nobody_scores_the_cards():
    game = to_declarations(*SIX_SIX)
    events = run(game, *NOTHING_DECLARED, *SIX_SIX_PLAY)
    # elder leads seven tricks (7); younger wins the seventh on elder's lead (1), leads five
    # (5) and wins the last (1): 7 each, and at six tricks each nobody has the cards
    assert game.tricks_won == [6, 6]
    assert "cards" not in kinds(events) and "capot" not in kinds(events)
    assert game.deal_scores == [[7, 7]]
    assert [(k, s) for k, s, _, _ in scores_of(events)] == (
        [("lead", ELDER)] * 7 + [("win", YOUNGER)] + [("lead", YOUNGER)] * 5 + [("last", YOUNGER)])


def test_no_trumps_the_higher_card_of_the_suit_led_wins():
    game = to_declarations(*SIX_SIX)
    run(game, *NOTHING_DECLARED)
    events = run(game, "play 9S", "play AD")  # the ace of diamonds cannot win a spade lead
    (trick,) = [e for e in events if e.kind == "trick"]
    assert trick.seat == ELDER and trick.info == (parse_card("9S"), parse_card("AD"))
    assert game.to_move == ELDER
    events = run(game, "play 7H", "play KH")
    (trick,) = [e for e in events if e.kind == "trick"]
    assert trick.seat == YOUNGER and game.to_move == YOUNGER
    assert scores_of(events) == [("lead", ELDER, 1, 2), ("win", YOUNGER, 1, 1)]
    events = run(game, "play AH", "play 8H")  # younger wins his own lead: only the lead counts
    assert scores_of(events) == [("lead", YOUNGER, 1, 2)]


def test_must_follow_suit():
    game = to_declarations(*SIX_SIX)
    run(game, *NOTHING_DECLARED, "play 7H")
    assert game.legal_plays() == cards("AH KH")
    assert set(game.legal_actions()) == {Play(parse_card("AH")), Play(parse_card("KH"))}
    refused(game, "play KC", "follow-suit", "must follow suit: you hold a heart")
    refused(game, "play KC", "follow-suit", "must follow suit: you hold a heart", seat=YOUNGER)
    refused(game, "play AS", "not-held", "you do not hold the ace of spades")


def test_a_void_player_may_play_any_card():
    game = to_declarations(*SIX_SIX)
    run(game, *NOTHING_DECLARED, "play AS")
    assert game.legal_plays() == game.hands[YOUNGER]


def test_trick_turn_errors():
    game = to_declarations(*SIX_SIX)
    run(game, *NOTHING_DECLARED)
    refused(game, "play AD", "not-your-turn", "it is not your turn: North is to move", seat=YOUNGER,
            error=NotYourTurnError)
    refused(game, "play AH", "not-held", "you do not hold the ace of hearts")
    run(game, "play AS")
    refused(game, "play KS", "not-your-turn", "South is to move", seat=ELDER, error=NotYourTurnError)


def test_elder_capot():
    game = to_declarations(*SIX_SIX)
    events = run(game, *NOTHING_DECLARED,
                 "play AS", "play AH", "play KS", "play KH", "play QS", "play AD",
                 "play JS", "play KD", "play TS", "play QD", "play 9S", "play JD")
    events += play_out(game, "7H 8H 9H TH JH QH".split())
    # twelve leads and the last trick: 13, then 40 for capot (which makes no pique)
    assert game.tricks_won == [0, 12]
    assert scores_of(events)[-3:] == [("lead", ELDER, 1, 12), ("last", ELDER, 1, 13),
                                      ("capot", ELDER, 40, 53)]
    assert "cards" not in kinds(events) and "pique" not in kinds(events)
    assert game.deal_scores == [[0, 53]]


def test_younger_capot():
    game = to_declarations(*SIX_SIX)
    events = run(game, *NOTHING_DECLARED, "play 7H", "play AH", "play KH", "play 8H")
    for lead, reply in zip("AD KD QD JD TD AC KC QC JC TC".split(),
                           "9H TH JH QH AS KS QS JS TS 9S".split(), strict=True):
        events += run(game, f"play {lead}", f"play {reply}")
    # younger wins elder's lead (1), leads eleven (12), the last (13), capot (53); elder 1
    assert game.tricks_won == [12, 0]
    assert scores_of(events)[0] == ("lead", ELDER, 1, 1)
    assert scores_of(events)[-2:] == [("last", YOUNGER, 1, 13), ("capot", YOUNGER, 40, 53)]
    assert game.deal_scores == [[53, 1]]


# =============================================================== wrong phase

def test_wrong_phase_errors():
    game = deal_game(**EX)
    refused(game, "play AS", "wrong-phase", "no card is played now: elder is exchanging",
            error=WrongPhaseError)
    refused(game, "declare point AS KS QS JS", "wrong-phase", "no declaring now", error=WrongPhaseError)
    full = DealCards((game.hands[0], game.hands[1]), tuple(game.talon))
    refused(game, full, "wrong-phase", "no dealing now", error=WrongPhaseError)
    run(game, "exchange 7C", "exchange - hide")
    refused(game, "exchange AS", "wrong-phase", "no exchanging now", error=WrongPhaseError)
    refused(game, "play AS", "wrong-phase", "the point is being declared", error=WrongPhaseError)
    run(game, *NOTHING_DECLARED)
    assert game.phase is Phase.PLAY
    refused(game, "declare set -", "wrong-phase", error=WrongPhaseError)
    refused(game, "exchange AS", "wrong-phase", error=WrongPhaseError)


def test_between_deals_no_one_is_to_move():
    game = Game()
    assert game.phase is Phase.DEAL and game.to_move is None and game.legal_actions() == []
    refused(game, "play AS", "wrong-phase", "the cards are to be dealt", error=WrongPhaseError)
    refused(game, "play AS", "not-your-turn", "no one is to move", seat=0, error=NotYourTurnError)
    refused(game, Exchange(cards("AS")), "wrong-phase", error=WrongPhaseError)


# =============================================================== the partie

def test_settlement():
    settle = RUBICON.settle
    assert settle([154, 113]) == (0, 141)  # 100 + 154 - 113
    assert settle([113, 154]) == (1, 141)
    assert settle([154, 93]) == (0, 347)  # rubiconed: 100 + 154 + 93
    assert settle([93, 154]) == (1, 347)
    assert settle([90, 80]) == (0, 270)  # rubiconed though the winner is under 100 too
    assert settle([150, 100]) == (0, 150)  # 100 is over the rubicon
    assert settle([120, 99]) == (0, 319)
    assert settle([77, 77]) == (None, None)
    assert RUBICON.is_rubiconed([154, 93]) and not RUBICON.is_rubiconed([154, 113])


def test_partie_over_on_score_lists():
    over = RUBICON.shape.over_after
    assert not over([])
    assert not over([[10, 5]] * 5)
    assert over([[10, 5]] * 6)
    assert not over([[7, 7]] * 6)  # tied after six: two more deals
    assert not over([[7, 7]] * 6 + [[50, 0]])  # both extra deals are played
    assert not over([[7, 7]] * 6 + [[0, 0]])
    assert over([[7, 7]] * 6 + [[50, 0], [0, 10]])
    assert over([[7, 7]] * 8)  # still tied: drawn
    assert RUBICON.settle(RUBICON.totals([[7, 7]] * 8)) == (None, None)


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_seeded_partie_flow(seed):
    rng = random.Random(seed)
    game = Game.new(rng)
    first = game.first_dealer
    while not game.is_over:
        if game.phase is Phase.DEAL:
            assert game.to_move is None
            game.deal_random()
        else:
            game.apply(game.sample_action(rng))
    n = len(game.deal_scores)
    after_six = RUBICON.totals(game.deal_scores[:6])
    assert n == (6 if after_six[0] != after_six[1] else 8)
    for i, log in enumerate(game.history):
        assert log.dealer == (first + i) % 2  # the deal alternates
        assert log.scores == game.deal_scores[i]
        for seat in (0, 1):
            assert sum(e.points for e in log.scoring_events if e.seat == seat) == log.scores[seat]
    assert game.totals == RUBICON.totals(game.deal_scores)
    assert (game.winner, game.result) == RUBICON.settle(game.totals)
    end = game.history[-1].events[-1]
    assert end.kind == "partie-end" and end.seat == game.winner and end.info == tuple(game.totals)
    assert game.to_move is None and game.legal_actions() == []
    with pytest.raises(WrongPhaseError):
        game.deal_random(random.Random(0))


def test_six_deals_alternating_then_settled():
    # deal 1: example 1 (elder, seat 1, scores 170); deals 2-6 seven all
    game = Game(first_dealer=0)
    elder, younger, talon, discard = EXAMPLE1
    deal(game, elder, younger, talon)
    run(game, f"exchange {discard}", "exchange - hide",
        "declare point AS KS QS", "declare point -",
        "declare sequence AS KS QS / AH KH QH / AD KD QD / AC KC QC", "declare sequence -",
        "declare set AS AH AD AC / KS KH KD KC / QS QH QD QC", "declare set -")
    play_out(game, ELDER_LEADS_1)
    assert game.deal_scores == [[0, 170]]
    for k in range(2, 7):
        assert game.phase is Phase.DEAL and game.next_dealer == (k - 1) % 2
        play_six_six(game)
    assert [log.dealer for log in game.history] == [0, 1, 0, 1, 0, 1]
    assert game.is_over
    assert game.totals == [35, 205]
    assert (game.winner, game.result) == (1, 100 + 205 + 35)  # seat 0 is rubiconed
    assert game.phase is Phase.PARTIE_OVER and game.to_move is None
    refused(game, "play AS", "wrong-phase", "the partie is over", error=WrongPhaseError)
    refused(game, DealCards(game.history[0].hands, game.history[0].talon), "wrong-phase",
            error=WrongPhaseError)


def test_tie_after_six_deals_two_more_then_drawn():
    game = Game(first_dealer=1)
    for _ in range(6):
        play_six_six(game)
    assert game.totals == [42, 42]
    assert not game.is_over and game.phase is Phase.DEAL
    play_six_six(game)
    assert not game.is_over
    events = play_six_six(game)
    assert game.is_over and len(game.deal_scores) == 8
    assert game.totals == [56, 56]
    assert game.winner is None and game.result is None
    end = events[-1]
    assert end.kind == "partie-end" and end.seat is None and end.info == (56, 56)


def test_tie_broken_in_the_extra_deals():
    game = Game(first_dealer=0)
    for _ in range(6):
        play_six_six(game)
    assert game.totals == [42, 42] and game.next_dealer == 0
    elder, younger, talon, discard = EXAMPLE1
    deal(game, elder, younger, talon)  # seat 1 is elder again
    run(game, f"exchange {discard}", "exchange - hide",
        "declare point AS KS QS", "declare point -",
        "declare sequence AS KS QS / AH KH QH / AD KD QD / AC KC QC", "declare sequence -",
        "declare set AS AH AD AC / KS KH KD KC / QS QH QD QC", "declare set -")
    play_out(game, ELDER_LEADS_1)
    assert game.totals == [42, 212]
    assert not game.is_over  # the eighth deal is still played
    play_six_six(game)
    assert game.is_over and game.totals == [49, 219]
    assert (game.winner, game.result) == (1, 100 + 219 + 49)


def test_each_game_has_one_shape_that_says_when_its_partie_ends():
    """The shape of each game's partie (rules/shape.py), the one owner of when a
    partie, a game or a match ends, and what a game is played to."""
    from piquet_game.rules.shape import FixedDeals, LeavingAtTarget, MatchOfGames, ToTarget
    from piquet_game.rules.variant import VARIANTS

    kinds = {name: type(v.shape) for name, v in VARIANTS.items()}
    assert kinds == {"rubicon": FixedDeals, "au-cent": ToTarget, "russian": FixedDeals,
                     "picchetto": MatchOfGames, "contract": FixedDeals, "normand": LeavingAtTarget,
                     "voleur": FixedDeals}
    cent, picchetto, russian, normand = (VARIANTS[n].shape
                                         for n in ("au-cent", "picchetto", "russian", "normand"))
    assert cent.target() == 100 and cent.ends_mid_deal and not cent.is_match
    assert VARIANTS["au-cent"].with_options(target=150).shape.target() == 150
    assert [picchetto.target(k) for k in (1, 2, 3, 4)] == [150, 150, 221, 221]
    assert picchetto.ends_mid_deal and picchetto.is_match
    assert not picchetto.match_over([0]) and picchetto.match_over([0, 0]) and not picchetto.match_over([0, 1])
    assert picchetto.match_over([0, 1, 1]) and picchetto.match_over([1, 0, 0])
    assert normand.ends_between_deals and not normand.ends_mid_deal and normand.target() == 100
    assert RUBICON.shape.target() == 0 and not RUBICON.shape.reached([500, 0])
    assert cent.reached([99, 100]) and not cent.reached([99, 98])
    assert russian.over_after([[1, 2]] * 4) and not russian.over_after([[1, 1]] * 3)
    assert russian.over_after([[5, 5]] * 4)  # no extra deals when tied: drawn
    assert [russian.korolik_of_deal(n) for n in (1, 2, 3, 4)] == [(1, 1), (1, 2), (2, 1), (2, 2)]
    assert RUBICON.shape.korolik_of_deal(5) == (5, 1)
