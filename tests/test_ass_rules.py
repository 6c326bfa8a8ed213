"""Ass (the rules of Ass): the source's 23 worked tricks, the worked examples
A1 and A2, and the engine's rules of dealing, following, refilling and banks."""

from __future__ import annotations

import dataclasses
import random

import pytest

from piquet_game.ass.rules import GO, NO, AssDeal, AssGame, AssPhase, AssPlay, AssRules, Bet, ChooseTrump
from piquet_game.ass.rules.actions import parse_ass_action
from piquet_game.ass.rules.cards import (
    FULL_PACK,
    PACK_POINTS,
    beats,
    mask_of,
    names,
    one_less,
    parse_card,
    parse_cards,
    raw_points,
    score_cards,
)
from piquet_game.ass.rules.game import bank_change
from piquet_game.ass.rules.trick import FIRST_READING, READING, TrickRules, resolve
from piquet_game.rules.actions import ActionSyntaxError, IllegalActionError, NotYourTurnError

# The example game of source 002: four players, player 1 leads; the trump column
# names the suit that is a trump (for whoever plays it), "-" for none; the winner
# as the source says.  ("Knave of Diamonds" is the jack of spades, see the source rules.)
SOURCE_TRICKS = """\
6S JS TS QH - 1
6S JS TS QH H 4
6S JS 7C QH C 3
6S JS TC QS - 4
6S JS TC QS C 4
6S 8S QS 7C - 3
6S 8S KS 7C - 1
6S 8S QS AS - 1
6S JS TC 6C - 4
6S JS TC 6C C 3
6S 6C TC 6H - 4
6S 6C TC 6H C 2
7S JS TS QH H 3
7S 8S JS 9S - 2
8S 9S 8C QC - 4
8S 8C QC TC - 4
JS 9S TC 6C - 2
JS 9S TC 6C C 3
JS 9S TS 6C - 3
JS 6C TS KS - 3
KS QS JS 9S - 4
KS 9S QS JS - 4
KS 9C QS JS C 4
"""
MORE_CHECKS = """\
6S 6C TC 6H C 2
KS 9C QS JS C 4
"""


def _trick(line: str):
    *cards, trump, winner = line.split()
    suit = None if trump == "-" else "SHDC".index(trump)
    trick = resolve([(i, parse_card(c)) for i, c in enumerate(cards)], TrickRules.for_whoever(suit))
    return trick, int(winner) - 1


@pytest.mark.parametrize("line", (SOURCE_TRICKS + MORE_CHECKS).splitlines())
def test_source_trick(line):
    trick, winner = _trick(line)
    assert trick.holder[0] == winner, (line, trick.plays)


def test_ways_are_named():
    assert [w for _, _, w in _trick("8S 8C QC TC - 4")[0].plays] == ["lead", "switch", "older", "older"]
    assert [w for _, _, w in _trick("KS QS JS 9S - 4")[0].plays] == ["lead"] + ["one-less"] * 3
    assert [w for _, _, w in _trick("6S 6C TC 6H C 2")[0].plays] == ["lead", "same", "", ""]


def test_a2_kill():
    """6S led; 8S older; QS older (beats both); AS beats QS but not 6S: a kill, and
    since QS beat 8S the trick goes back to the leader."""
    trick, _ = _trick("6S 8S QS AS - 1")
    assert [w for _, _, w in trick.plays] == ["lead", "older", "older", "kill"]
    assert trick.holder[:2] == (0, parse_card("6S"))
    switched, _ = _trick("8S 8C QC TC - 4")
    assert switched.main == parse_card("TC") and switched.switched


def test_beating_table():
    c = parse_card
    assert beats(c("6S"), c("AS")) and not beats(c("6S"), c("QS")) and not beats(c("6S"), c("8S"))
    assert not any(beats(c("7S"), c(r + "S")) for r in "689JQKTA")
    assert beats(c("8S"), c("KC")) and beats(c("KS"), c("KH")) and not beats(c("KS"), c("QH"))
    assert not beats(c("KS"), c("AS"))  # the source's "A" among a king's victims is dropped
    assert [one_less(c(x)) for x in "AS TS KS QS JS".split()] == [c(x) for x in "TS KS QS JS 9S".split()]
    assert one_less(c("9S")) is None and one_less(c("6S")) is None


def test_a1_points_and_banks():
    """Three players: go 56, no 80.  P1 ("no") 78 with K+Q of hearts: no change; P2
    ("go") 70: a bank less; P3 ("go") the rest, 53: a bank more."""
    rules = AssRules.make(3)
    assert (rules.go_target, rules.no_target) == (56, 80)
    p1 = mask_of(parse_cards("8S 8H AC TD KH QH 7S 9D 6C".split()))
    p2 = mask_of(parse_cards("8D 8C QS QD QC AS TS TH 6S 6H 6D".split()))
    p3 = FULL_PACK & ~p1 & ~p2
    assert (score_cards(p1), raw_points(p1)) == (78, 61)
    assert score_cards(p2) == 70 and score_cards(p3) == 53 == PACK_POINTS - 61 - 70
    assert [bank_change(78, False, 80), bank_change(70, True, 56), bank_change(53, True, 56)] == [0, -1, 1]
    results = ((78, False), (70, True), (53, True))
    assert [3 + bank_change(p, go, rules.target(go)) for p, go in results] == [3, 2, 4]


def test_pairs():
    s = lambda text: score_cards(mask_of(parse_cards(text.split())))  # noqa: E731
    assert s("KH QH") == 25 and s("QH JH") == 15 and s("KH QH JH") == 26  # the queen serves the better pair
    assert s("KH QH 7H 9H") == 35 and s("KH QH 7H") == 25  # +10 with four of the suit
    assert s("KH QS") == 8 and PACK_POINTS == 184


@pytest.mark.parametrize(("players", "go", "no"), [(2, 44, 68), (3, 56, 80), (4, 68, 92), (5, 80, 104),
                                                   (6, 92, 116)])
def test_targets(players, go, no):
    rules = AssRules.make(players, 2)
    assert (rules.go_target, rules.no_target) == (go, no)
    assert AssRules.make(6, 2, no_target_six=128).no_target == 128


def test_rules_checked():
    with pytest.raises(ValueError):
        AssRules.make(5, 1)  # own trumps for four at most
    with pytest.raises(ValueError):
        AssRules(2, 3, ())
    with pytest.raises(ValueError):
        AssRules(7)
    for rules in (AssRules.make(2), AssRules.make(4, 3, (2,)), AssRules.make(6, 4, no_target_six=128)):
        assert AssRules.from_key(rules.key) == rules
    for bad in ("ass", "ass-9-1", "piquet-2-1", "ass-2-3-X", "ass-2-1-S", 7, "ass-" + "1" * 99):
        with pytest.raises(ValueError):
            AssRules.from_key(bad)  # type: ignore[arg-type]


def _deal(*hands: str, stock: str = "") -> AssDeal:
    masks = tuple(mask_of(parse_cards(h.split())) for h in hands)
    used = 0
    for m in masks:
        used |= m
    named = parse_cards(stock.split())
    for c in named:
        used |= 1 << c
    rest = [c for c in range(36) if not used >> c & 1]
    return AssDeal(masks, tuple(named + rest))


def test_trump_choice_and_first_lead():
    g = AssGame(AssRules.make(3), dealer=0)
    assert g.phase is AssPhase.TRUMP and g.to_move == 1
    g.apply(ChooseTrump(1), 1)
    with pytest.raises(IllegalActionError) as err:
        g.apply(ChooseTrump(1), 2)
    assert err.value.rule == "trump-taken"
    g.apply(ChooseTrump(3))
    g.apply(ChooseTrump(0))
    assert g.phase is AssPhase.DEAL and g.trump_suits_of(0) == (0,) and g.trump_suits_of(2) == (3,)
    # seat 2 holds the lowest diamond (7D; nobody has 6D): it leads the first deal
    g.apply(_deal("AS KS QS JS", "AH KH QH JH", "7D 8D AC KC", stock="6D"))
    assert g.phase is AssPhase.BID and g.to_move == 1
    for _ in range(3):
        g.apply(GO)
    assert g.phase is AssPhase.PLAY and g.to_move == 2


def test_following_and_refill():
    g = AssGame(AssRules.make(2, 2), dealer=1)
    g.apply(_deal("6S 7H 8C 9D", "AS KH QH 7C", stock="TS TH"))
    g.apply(NO)
    g.apply(GO)
    assert g.to_move == 0  # the lowest diamond dealt, 9D, is seat 0's: it leads
    g.apply(AssPlay(parse_card("6S")))
    # seat 1 holds the ace of spades: it must follow; no heart or club takes a six
    assert names(g.legal_plays()) == ["AS"]
    with pytest.raises(IllegalActionError) as err:
        g.apply(AssPlay(parse_card("KH")))
    assert err.value.rule == "follow" and g.hands[1].bit_count() == 4
    with pytest.raises(IllegalActionError) as err:
        g.apply(AssPlay(parse_card("AC")))
    assert err.value.rule == "not-in-hand"
    before = (list(g.hands), list(g.stock))
    with pytest.raises(NotYourTurnError):
        g.apply(AssPlay(parse_card("7H")), 0)
    assert (list(g.hands), list(g.stock)) == before
    events = g.apply(AssPlay(parse_card("AS")))
    # the ace does not beat the six: the leader keeps the trick and draws first
    trick = next(e for e in events if e.kind == "trick")
    assert trick.seat == 0 and trick.word == "lead"
    draws = [(e.seat, names(e.cards)) for e in events if e.kind == "draw"]
    assert draws == [(0, ["TS"]), (1, ["TH"])] and all(e.to == e.seat for e in events if e.kind == "draw")
    assert g.to_move == 0 and g.hands[0].bit_count() == g.hands[1].bit_count() == 4


def test_off_suit_card_that_takes_is_legal():
    g = AssGame(AssRules.make(2, 2), dealer=1)
    g.apply(_deal("6S 7H 8C 9D", "7S 6H AD QC"))
    g.apply(GO)
    g.apply(GO)
    g.apply(AssPlay(parse_card("6S")))
    # 7S follows; 6H takes by the same rank: both legal, the rest not
    assert names(g.legal_plays()) == ["7S", "6H"]


def test_parse():
    for text in ("go", "no", "trump H", "play TS", "play 10s"):
        action = parse_ass_action(text)
        assert parse_ass_action(str(action)) == action
    assert parse_ass_action("no") == Bet(False)
    for bad in ("", "trump X", "play 5S", "play", "bid go", "go now"):
        with pytest.raises(ActionSyntaxError):
            parse_ass_action(bad)


def test_deal_checked():
    g = AssGame(AssRules.make(2, 2))
    good = g.shuffled(random.Random(1))
    with pytest.raises(IllegalActionError):
        g.apply(AssDeal(good.hands, good.stock[:-1]))
    with pytest.raises(IllegalActionError):
        g.apply(AssDeal((good.hands[0], good.hands[0]), good.stock))
    with pytest.raises(IllegalActionError):
        g.apply(GO)
    assert g.phase is AssPhase.DEAL and not g.history
    g.apply(good)


def _play_out(g: AssGame, rng: random.Random, max_deals: int = 300) -> None:
    """Random legal play to the end, checking the invariants at every step."""
    n = g.n
    while not g.is_over and g.deal_number < max_deals:
        if g.phase is AssPhase.PLAY:
            held = 0
            for h in g.hands:
                assert not held & h
                held |= h
            parts = held | g.played | g.out_of_play | sum(1 << c for c in g.stock)
            assert parts == FULL_PACK
            if not g.trick.plays:  # every hand the same size at each lead
                assert len({h.bit_count() for h in g.hands}) == 1
            for seat in range(n):
                view = g.view(seat)
                assert view.hand == g.hands[seat]
                assert not view.hand & ~g.hands[seat]
                assert view.unseen & g.hands[seat] == 0
        action = g.sample_action(rng)
        events = g.apply(action)
        if any(e.kind == "deal-end" for e in events):
            assert sum(g.won) | g.out_of_play == FULL_PACK
            assert sum(raw_points(w) for w in g.won) + raw_points(g.out_of_play) == PACK_POINTS
            tricks = len(g.tricks)
            refills = (36 - 4 * n) // n
            assert tricks == 4 + refills
            assert g.out_of_play.bit_count() == (36 - 4 * n) % n


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games(players):
    for option in (1, 2, 3, 4, 5):
        if option == 1 and players > 4:
            continue
        for seed in range(6):
            rng = random.Random(seed * 10 + option)
            g = AssGame.new(AssRules.make(players, option), rng=rng)
            _play_out(g, rng)
            if g.is_over:
                assert g.winners and min(g.banks) == min(g.banks[s] for s in g.winners)
                assert all(g.banks[s] == min(g.banks) for s in g.winners)


def test_illegal_action_changes_nothing():
    rng = random.Random(5)
    g = AssGame.new(AssRules.make(4, 1), rng=rng)
    for _ in range(40):
        if g.is_over:
            break
        snapshot = repr(g), g.phase, list(g.banks), g.to_move
        for bad in (ChooseTrump(9), AssPlay(99), AssPlay(parse_card("6S")), GO):
            try:
                g.check(bad)
            except IllegalActionError:
                with pytest.raises(IllegalActionError):
                    g.apply(bad)
                assert (repr(g), g.phase, list(g.banks), g.to_move) == snapshot
        g.apply(g.sample_action(rng))


def test_end_of_game():
    g = AssGame(AssRules.make(2, 2), dealer=0)
    g.banks = [1, 5]
    rng = random.Random(3)
    g.apply(g.shuffled(rng))
    g.apply(GO)
    g.apply(NO)
    while g.phase is AssPhase.PLAY:
        g.apply(g.sample_action(rng))
    p = g.points
    assert p[0] + p[1] >= 184 - 2  # pairs only add; both players take every card
    a, b = 1 + bank_change(p[0], False, 68), 5 + bank_change(p[1], True, 44)
    assert g.banks == [a, b]
    if a == 0 or b >= 6:
        assert g.is_over and g.winners == (0,)
    else:
        assert g.phase is AssPhase.DEAL


def test_all_at_six_play_on():
    g = AssGame(AssRules.make(2, 2), dealer=0)
    g.banks = [5, 5]
    g.won = [0, 0]
    g.bets = [True, True]
    events: list = []
    g._end_deal(events)  # neither reached its target: both at six together
    assert g.banks == [6, 6] and g.phase is AssPhase.DEAL and not g.winners
    g.banks = [6, 6]
    g.won = [FULL_PACK, 0]
    g.bets = [True, True]
    g._end_deal(events)
    assert g.banks == [5, 7] and g.winners == (0,) and g.is_over


# ------------------------------------------------- the rules as amended (2026-11-28)
# the rules of Ass: "Trumps for all (options 3-5), amended 2026-11-28", the
# Trump way and the One-less way.  Each trick is resolved by today's reading and by
# the first, which the games begun before the amendment keep.


def _amended(option: int, cards: str, own: str = "", suits: str = "", voids: tuple[int, ...] = ()):
    """The trick of ``cards`` (seat 0 first) under trump ``option`` by each reading:
    (today's, the first).  ``own``: each seat's own trump suit (option 1), ``suits``:
    the trump suits for all (options 3 and 4)."""
    n = len(cards.split())
    rules = AssRules.make(n if option != 1 else max(n, 2), option,
                          tuple("SHDC".index(u) for u in suits) if option in (3, 4) else None)
    if option == 1:
        seat_suits = [("SHDC".index(u),) for u in own]
    else:
        seat_suits = [rules.shared_suits] * n
    played = [(i, parse_card(c)) for i, c in enumerate(cards.split())]
    void = [i in voids for i in range(n)]
    out = []
    for reading in (READING, FIRST_READING):
        trick_rules = dataclasses.replace(rules, reading=reading).trick_rules(seat_suits)
        out.append(resolve(played, trick_rules, void))
    return out


def _ways(trick) -> list[str]:
    return [w for _, _, w in trick.plays]


def test_a_junior_trump_does_not_take_under_a_senior_main_card_and_must_follow():
    """Option 5, two players: 6S led; the second holds QS and QD.  QD would have been a
    trump above the six; under a senior main card it takes nothing, so it is refused
    while he holds a spade, and QS takes as older."""
    today, first = _amended(5, "6S QD")
    assert _ways(today) == ["lead", ""] and today.holder[0] == 0
    assert _ways(first) == ["lead", "trump"] and first.holder[0] == 1
    g = AssGame(AssRules.make(2, 5), dealer=1)
    g.apply(_deal("6S 7H 8C 9D", "QS QD 7C JH", stock="6D"))
    g.apply(GO)
    g.apply(GO)
    assert g.to_move == 0
    g.apply(AssPlay(parse_card("6S")))
    assert names(g.legal_plays()) == ["QS"]
    with pytest.raises(IllegalActionError) as err:
        g.apply(AssPlay(parse_card("QD")))
    assert err.value.rule == "follow" and g.hands[1].bit_count() == 4
    events = g.apply(AssPlay(parse_card("QS")))
    trick = next(e for e in events if e.kind == "trick")
    assert trick.seat == 1 and trick.word == "older"
    old = AssGame(AssRules.make(2, 5, reading=FIRST_READING), dealer=1)
    old.apply(_deal("6S 7H 8C 9D", "QS QD 7C JH", stock="6D"))
    old.apply(GO)
    old.apply(GO)
    old.apply(AssPlay(parse_card("6S")))
    assert names(old.legal_plays()) == ["QS", "QD"]  # the first reading let QD take


def test_a_plain_card_does_not_take_as_older_from_a_trump():
    """Option 3, spades for all: QC led, 9C, QS (the same rank, a trump), AC: the ace
    beats the queen of clubs but is a plain card, and the queen of spades keeps it."""
    today, first = _amended(3, "QC 9C QS AC", suits="S")
    assert _ways(today) == ["lead", "", "same", ""] and today.holder[0] == 2
    assert _ways(first)[-1] == "older" and first.holder[0] == 3


def test_a_junior_trump_does_not_take_as_older_from_a_senior_trump():
    """Option 5, five players: JD led (a junior trump), KS and TS (senior trumps), 6C,
    AD: the ace of diamonds beats the jack, but TS, a senior trump, keeps the trick."""
    today, first = _amended(5, "JD KS TS 6C AD")
    assert _ways(today) == ["lead", "trump", "trump", "", ""] and today.holder[0] == 2
    assert _ways(first)[-1] == "older" and first.holder[0] == 4


def test_an_eight_does_not_switch_over_a_higher_level():
    """Options 3 and 5: an eight from a void hand does not switch over a main card or a
    holder of a higher level than its own."""
    today, first = _amended(3, "6S 8C", suits="S", voids=(1,))
    assert _ways(today) == ["lead", ""] and _ways(first) == ["lead", "switch"]
    today, first = _amended(5, "JD 8C 8S", voids=(1, 2))  # plain under junior: no; senior: yes
    assert _ways(today) == ["lead", "", "switch"] and today.holder[0] == 2
    assert _ways(first) == ["lead", "switch", "switch"]
    today, _ = _amended(5, "7C KS 8D", voids=(2,))  # a junior eight under a senior trump holder
    assert _ways(today) == ["lead", "trump", ""] and today.holder[0] == 1


def test_a_senior_trump_takes_from_a_junior_one_whatever_their_ranks():
    today, first = _amended(5, "7C AD 9S")
    assert _ways(today) == ["lead", "trump", "trump"] and today.holder[0] == 2
    assert _ways(first) == _ways(today)  # so it was already


def test_a_trump_does_not_take_from_a_six_or_eight_of_its_own_suit():
    """Option 1, three players, each his own trump (spades, diamonds, hearts): 8C led,
    8H (plain for its player) takes by the same rank; TH, the third player's trump,
    ranks above the eight of clubs but does not take from the eight of its own suit."""
    today, first = _amended(1, "8C 8H TH", own="SDH")
    assert _ways(today) == ["lead", "same", ""] and today.holder[0] == 1
    assert _ways(first)[-1] == "trump" and first.holder[0] == 2


def test_a_six_or_eight_of_another_suit_does_not_stop_a_trump():
    """Option 4, spades and hearts for all: 7C led, 8S (a trump, its player not void
    in clubs) takes as a trump; TH, a trump of the same level ranking above the eight,
    takes from it: the eight is not of its suit.  The first reading stopped every
    trump at a trump six or eight."""
    today, first = _amended(4, "7C 8S TH", suits="SH")
    assert _ways(today) == ["lead", "trump", "trump"] and today.holder[0] == 2
    assert _ways(first) == ["lead", "trump", ""] and first.holder[0] == 1


def test_one_less_only_while_nobody_has_taken_the_trick():
    """Option 2, six players: QD AD KD 6D JD.  AD takes as older; KD is discarded; 6D
    beats the ace, not the queen: a kill, and the trick goes back to the leader's
    queen.  JD, the queen's one-less card, no longer takes: the queen's player does."""
    today, first = _amended(2, "QD AD KD 6D JD")
    assert _ways(today) == ["lead", "older", "", "kill", ""] and today.holder[0] == 0
    assert _ways(first)[-1] == "one-less" and first.holder[0] == 4


def test_the_one_less_chain_is_broken_by_a_card_taken_in_between():
    """Option 2, five players: KS led, QS one less, KH takes by the same rank, 8S beats
    the king of hearts but not the king of spades: a kill, back to QS.  JS would have
    carried the chain on; the chain was interrupted, so it does not."""
    today, first = _amended(2, "KS QS KH 8S JS")
    assert _ways(today) == ["lead", "one-less", "same", "kill", ""] and today.holder[0] == 1
    assert _ways(first)[-1] == "one-less" and first.holder[0] == 4
    unbroken, _ = _amended(2, "KS QS JS 9S")  # nobody in between: the chain goes on
    assert _ways(unbroken) == ["lead", "one-less", "one-less", "one-less"]


def test_the_amended_rules_leave_the_sources_tricks_as_they_were():
    """Every worked trick of source 002 (option 1) gives the same winner by both
    readings: the amendment touches none of them."""
    for line in (SOURCE_TRICKS + MORE_CHECKS).splitlines():
        *cards, trump, winner = line.split()
        suit = None if trump == "-" else "SHDC".index(trump)
        played = [(i, parse_card(c)) for i, c in enumerate(cards)]
        for reading in (READING, FIRST_READING):
            assert resolve(played, TrickRules.for_whoever(suit, reading=reading)).holder[0] == int(winner) - 1
