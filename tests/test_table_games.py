"""Three and four at the table: Piquet Normand and four-handed Piquet (the source rules
sections 5 and 6) in the one engine.  The worked examples V1, V2, N1 and N2 replayed
from their seeds to the figures of the text; the partnership point rule; a player
leaving the table and the last two playing on by the two-handed rules; what each
seat may know (a partner's hand is hidden too)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_game.rules import (
    DealCards,
    Declare,
    DeclClass,
    Exchange,
    Game,
    IllegalActionError,
    Phase,
    Play,
    record,
)
from piquet_game.rules.cards import parse_card
from piquet_game.rules.combos import combo_key
from piquet_game.rules.variant import NORMAND, RUBICON, VOLEUR

SEEDS = Path(__file__).resolve().parents[1] / "seeds"
S, E, N, W = 0, 1, 2, 3  # four-handed: South and North against East and West
A, B, C = 0, 1, 2  # Normand


def seed(name: str) -> Game:
    return record.replay(json.loads((SEEDS / name).read_text(encoding="utf-8"))).game


def hand(text: str) -> int:
    m = 0
    for word in text.split():
        m |= 1 << parse_card(word)
    return m


def scores_of(game: Game, kind: str) -> list[tuple[int, int, int]]:
    """(seat, points, side's total after) of the deal's events of ``kind``."""
    return [(e.seat, e.points, e.total) for e in game.history[-1].events if e.kind == kind]


# ------------------------------------------------------------------ four-handed


def test_v1_and_v2_the_partnership_point_and_a_sides_repique():
    game = seed("voleur-v1-v2-partnership-point-and-repique.json")
    log = game.history[-1]
    assert game.variant is VOLEUR and log.dealer == N
    said = [(e.seat, e.cls, e.info) for e in log.events if e.kind == "announce"]
    # W: "point of 40"; S (39) and E (37) may not speak; N: "47"
    assert said[:4] == [(W, "point", (40,)), (S, "point", ()), (E, "point", ()), (N, "point", (47,))]
    assert scores_of(game, "point") == [(N, 5, 5)]
    # N's quint makes 20 with E-W at 0: the side's repique, 90; S's tierce scores with it
    assert scores_of(game, "sequence") == [(N, 15, 20), (S, 3, 93)]
    assert scores_of(game, "repique") == [(N, 70, 90)]
    assert scores_of(game, "set") == []
    # the tricks: leader and winner as V2 gives them
    assert [(t[0], t[-1]) for t in game.tricks] == [(W, N), (N, N), (N, S), (S, S), (S, E), (E, E),
                                                    (E, N), (N, N)]
    assert all(len(t) == 6 for t in game.tricks)  # leader, four cards, winner
    # no point for winning a partner's lead; the last trick and the cards to N-S
    assert [(s, p) for s, p, _t in scores_of(game, "win")] == [(N, 1), (E, 1), (N, 1)]
    assert scores_of(game, "last") == [(N, 1, 101)] and scores_of(game, "cards") == [(N, 10, 111)]
    assert log.scores == [111, 4] and game.totals == [111, 4]


def v1_hands(swaps: list[tuple[str, str]] = ()) -> list[int]:
    """V1's hands (South, East, North, West), some cards swapped between them."""
    game = seed("voleur-v1-v2-partnership-point-and-repique.json")
    hands = list(game.history[-1].hands)
    for x, y in swaps:
        cx, cy = parse_card(x), parse_card(y)
        i = next(k for k, h in enumerate(hands) if h >> cx & 1)
        j = next(k for k, h in enumerate(hands) if h >> cy & 1)
        hands[i] ^= (1 << cx) | (1 << cy)
        hands[j] ^= (1 << cx) | (1 << cy)
    return hands


def declare_points(hands: list[int]) -> Game:
    """Dealer North; each seat declares its point if the rules let it, else passes."""
    game = Game(VOLEUR, first_dealer=N)
    game.apply(DealCards(tuple(hands), ()))
    while game.phase is Phase.BLANCHE:
        game.apply(game.legal_actions()[-1])
    assert game.phase is Phase.DECLARE_POINT
    while game.phase is Phase.DECLARE_POINT:
        options = [o for o in game.declaration_options() if o]
        game.apply(Declare(DeclClass.POINT, options[0] if options else ()))
    return game


def test_a_point_equalled_across_the_sides_scores_nothing():
    """V1's aside: had S held 40 he could answer "equal"; with N unable to speak
    (his partner holds 40) and nobody above the tie, nobody scores the point."""
    hands = v1_hands([("8H", "9H"), ("8C", "7H")])  # S: hearts A Q T 9 = 40; N: clubs Q J T 9 = 39
    game = declare_points(hands)
    said = [(e.seat, e.info) for e in game.log if e.kind == "announce"]
    assert said == [(W, (40,)), (S, (40,)), (E, ()), (N, ())]
    assert not [e for e in game.log if e.kind == "point"] and game.scores == [0, 0]


def test_a_point_above_the_tie_wins_for_its_side():
    """And E with 41 (A K Q J) above the tie wins it for E-W: 4."""
    hands = v1_hands([("8H", "9H"), ("8C", "7H"), ("AD", "7D")])  # E: diamonds A K Q J = 41
    game = declare_points(hands)
    said = [(e.seat, e.info) for e in game.log if e.kind == "announce"]
    assert said == [(W, (40,)), (S, (40,)), (E, (41,)), (N, ())]
    assert [(e.seat, e.points) for e in game.log if e.kind == "point"] == [(E, 4)]
    assert game.scores == [0, 4]


def test_a_lower_point_or_a_partners_equal_is_refused_and_changes_nothing():
    game = Game(VOLEUR, first_dealer=N)
    game.apply(DealCards(tuple(v1_hands([("8H", "9H")])), ()))  # S: 40, equal to W's
    while game.phase is Phase.BLANCHE:
        game.apply(game.legal_actions()[-1])
    game.apply(Declare(DeclClass.POINT, (hand("AS KS QS 9S"),)))  # W: 40
    assert game.to_move == S
    assert Declare(DeclClass.POINT, (hand("AH QH TH 9H"),)) in game.legal_actions()  # equal: an opponent's
    game.apply(Declare(DeclClass.POINT, (hand("AH QH TH 9H"),)))
    assert game.to_move == E  # E's 37: lower than the best
    before = (list(game.scores), len(game.log), game.to_move)
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Declare(DeclClass.POINT, (hand("KD QD JD 7D"),)))
    assert refused.value.rule == "point-lower" and (list(game.scores), len(game.log), game.to_move) == before
    game.apply(Declare(DeclClass.POINT, ()))
    assert game.to_move == N and game.declaration_options()[-1] == (hand("QC JC TC 9C 8C"),)  # 47: better


def test_a_partners_point_is_never_equalled():
    # S: hearts A Q T 9 = 40; N: clubs A J T 9 = 40 too
    hands = v1_hands([("8H", "9H"), ("8C", "7H"), ("AC", "QC")])
    game = Game(VOLEUR, first_dealer=N)
    game.apply(DealCards(tuple(hands), ()))
    while game.phase is Phase.BLANCHE:
        game.apply(game.legal_actions()[-1])
    game.apply(Declare(DeclClass.POINT, ()))  # W passes
    game.apply(Declare(DeclClass.POINT, (hand("AH QH TH 9H"),)))  # S: 40
    game.apply(Declare(DeclClass.POINT, ()))  # E passes
    assert game.to_move == N and game.declaration_options() == [()]
    before = (list(game.scores), len(game.log))
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Declare(DeclClass.POINT, (hand("AC JC TC 9C"),)))
    assert refused.value.rule == "partner-point" and (list(game.scores), len(game.log)) == before


def best_declared_afresh(game: Game, cls: DeclClass) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """The best combination declared so far in ``cls``, and the seats holding one as
    good (in the order of play), from every seat's declaration."""
    best, holders = None, []
    for s in game.order:
        combos = game.declared[cls][s]
        if combos:
            key = combo_key(cls, combos[0], game.rules)
            if best is None or key > best:
                best, holders = key, [s]
            elif key == best:
                holders.append(s)
    return None if best is None else (best, tuple(holders))


def test_the_best_point_kept_between_asks_is_always_worked_out_afresh():
    """The best declared so far (kept between its two asks at each declaration) is
    the one worked out afresh, through random deals of the four-handed table and
    Normand, a clone going its own way from the middle of the declarations."""
    rng = random.Random(12)
    checked = 0
    for variant in (VOLEUR, NORMAND):
        game = Game.new(random.Random(3), variant)
        twin = None
        for _ in range(4000):
            if game.is_over:
                break
            if game.phase is Phase.DEAL:
                game.deal_random()
                continue
            for g in filter(None, (game, twin)):
                for cls in g.declared:
                    slots = g.declared[cls]
                    said = [s for s in g.order if slots[s] is not None]
                    assert said == list(g.order[:len(said)])  # the seats declare in the order of play
                    kept = g._best_declared(cls)
                    assert kept == best_declared_afresh(g, cls)
                    g.__dict__.pop("_best_kept", None)
                    assert g._best_declared(cls) == kept
                    checked += 1
            if twin is None and game.declared and rng.random() < 0.3:
                twin = game.clone()
            game.apply(game.sample_action(rng))
            if twin is not None and not twin.is_over:
                if twin.phase is Phase.DEAL:
                    twin.deal_random()
                else:
                    twin.apply(twin.sample_action(rng))
    assert checked > 1000


def test_the_points_offered_among_partners_are_exactly_those_the_rules_allow():
    """At every point declared at the four-handed table, the points offered are
    every part of a suit of the hand that the check lets be declared, and only
    those (a lower point, or a partner's equal, refused with its rule)."""
    rng = random.Random(5)
    game = Game.new(random.Random(8), VOLEUR)
    seen = set()
    for _ in range(3000):
        if game.is_over:
            game = Game.new(rng, VOLEUR)
        if game.phase is Phase.DEAL:
            game.deal_random()
            continue
        if game.phase is Phase.DECLARE_POINT:
            suits = [game.hands[game.to_move] >> (8 * s) & 0xFF for s in range(4)]
            every = [()] + [((part & b) << (8 * s),) for s, b in enumerate(suits)
                            for part in range(1, 256) if part & b == part]
            allowed = []
            for combos in every:
                try:
                    game.check(Declare(DeclClass.POINT, combos))
                    allowed.append(combos)
                except IllegalActionError as refused:
                    seen.add(refused.rule)
            assert sorted(game.declaration_options()) == sorted(allowed)
        game.apply(game.sample_action(rng))
    assert {"point-lower", "partner-point"} <= seen


# ------------------------------------------------------------------ Normand


def test_n1_the_dealers_exchange_and_a_repique():
    game = seed("normand-n1-dealer-exchange-and-repique.json")
    log = game.history[-1]
    assert game.variant is NORMAND and log.dealer == A and game.order == (B, C, A)
    # only the dealer exchanged: two cards, both the talon's, making hearts A K Q J T
    exchanges = [(s, a) for s, a in log.actions if a.__class__.__name__ == "Exchange"]
    assert [(s, a.discard) for s, a in exchanges] == [(A, hand("8S 7S"))]
    assert game.drawn[A] == hand("JH TH") and game.hands[A] == 0
    said = {(e.seat, e.cls): e.info for e in log.events if e.kind == "announce"}
    assert said[(B, "point")] == (5, 48) and said[(A, "point")] == (5, 51) and said[(C, "point")][0] == 4
    assert scores_of(game, "point") == [(A, 5, 5)] and scores_of(game, "sequence") == [(A, 15, 20)]
    assert scores_of(game, "repique") == [(A, 70, 90)] and scores_of(game, "set") == [(A, 3, 93)]
    assert [(t[0], t[-1]) for t in game.tricks] == [(B, A), (A, A), (A, A), (A, A), (A, B), (B, B),
                                                    (B, C), (C, C), (C, B), (B, A)]
    assert game.tricks_won == [5, 3, 2] and scores_of(game, "cards") == [(A, 10, 110)]
    assert log.scores == [110, 6, 3]


def test_n2_first_hands_pique_and_a_player_leaving():
    game = seed("normand-n2-pique-and-leaving.json")
    assert game.deal_scores[0] == [85, 50, 92]  # before the deal, as the text begins
    log = game.history[-1]
    assert log.dealer == A and game.order == (B, C, A)
    assert [e.kind for e in log.events if e.is_score][:3] == ["point", "sequence", "set"]
    assert log.events[[e.kind for e in log.events].index("set")].total == 11
    # B leads and wins nine tricks; the ninth lead makes 20: pique, 60
    piques = scores_of(game, "pique")
    assert piques == [(B, 40, 60)]
    leads = [e for e in log.events if e.kind == "lead"]
    pique_at = [e.kind for e in log.events].index("pique")
    assert log.events[pique_at - 1] is leads[8] and leads[8].total == 20
    assert [(t[0], t[-1]) for t in game.tricks] == [(B, B)] * 9 + [(B, C)]
    assert log.scores == [0, 71, 2] and game.totals == [85, 121, 94]
    # B leaves a winner; A and C play on at two-handed Piquet from 85 and 94
    assert game.left == [B] and any(e.kind == "leave" and e.seat == B for e in log.events)
    assert game.phase is Phase.DEAL and game.tables[-1][1] == (A, C)
    rules = game.rules_for_next_deal()
    assert rules.players == 2 or rules.hand_size == RUBICON.hand_size
    assert rules.pique_threshold == 30 and rules.capot_points == 40
    assert game.next_dealer == C  # the deal passes on from A, to the next still at the table
    game.deal_random(random.Random(7))
    assert game.hands[B] == 0 and game.hands[A].bit_count() == game.hands[C].bit_count() == 12
    assert len(game.talon) == 8 and game.phase is Phase.BLANCHE
    while game.phase not in (Phase.DEAL, Phase.PARTIE_OVER):
        game.apply(game.sample_action(random.Random(len(game.log))))
    assert game.deal_scores[-1][B] == 0 and len(game.deal_scores[-1]) == 3


def test_a_normand_partie_where_a_player_leaves_replays_to_its_end():
    game = seed("normand-partie-a-player-leaves.json")
    assert game.is_over and len(game.left) >= 1
    totals = game.totals
    assert all(totals[s] >= game.target for s in game.left)
    loser = game.loser
    assert loser is not None and loser not in game.left
    end = game.history[-1].events[-1]
    assert end.kind == "partie-end" and end.seat == loser and end.word == "pays"
    assert end.points == len(game.left) == game.result  # a stake to each winner
    # the deals after the leaving were two-handed: twelve cards each to the two left
    start = game.tables[1][0]
    for log in game.history[start:]:
        assert sorted(h.bit_count() for h in log.hands) == [0, 12, 12] and len(log.talon) == 8


def test_the_settlement_may_be_the_difference():
    game = seed("normand-partie-a-player-leaves.json")
    data = record.game_to_record(game)
    data["options"] = {"settlement": "difference"}
    replayed = record.replay(data).game
    totals = replayed.totals
    assert replayed.result == sum(totals[s] - totals[replayed.loser] for s in replayed.left)


def test_only_the_dealer_exchanges_and_sees_what_he_leaves():
    game = Game.new(random.Random(11), NORMAND)
    game.deal_random()
    while game.phase is Phase.BLANCHE:
        game.apply(game.legal_actions()[-1])
    assert game.phase is Phase.EXCHANGE_YOUNGER and game.to_move == game.dealer
    assert game.exchange_counts() == (0, 1, 2)
    talon = list(game.talon)
    low = sorted(c for c in range(32) if game.hands[game.dealer] >> c & 1)[:1]
    game.apply(Exchange(1 << low[0]))
    left = 1 << talon[1]
    assert game.known_talon[game.dealer] & left and game.rest == left
    others = [s for s in game.seats if s != game.dealer]
    assert all(not game.view(s).talon_seen & left for s in others)
    assert game.phase is Phase.DECLARE_POINT


# ------------------------------------------------------------------ what a seat knows


def seen_by(game: Game, seat: int) -> int:
    """Every card ``seat`` has a right to have seen in the deal: its own, what it drew
    and left (the dealer), what the others showed, what was played."""
    log = game.history[-1]
    known = log.hands[seat] | game.drawn[seat] | game.known_talon[seat] | game.played
    for s in range(game.variant.players):
        known |= game.shown[s]
    return known


@pytest.mark.slow
@pytest.mark.parametrize("variant", [NORMAND, VOLEUR], ids=lambda v: v.name)
@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1))
def test_no_view_holds_a_card_its_seat_has_not_seen(variant, game_seed, policy_seed):
    game = Game.new(random.Random(game_seed), variant)
    policy = random.Random(policy_seed)
    for _ in range(3000):
        if game.is_over or len(game.deal_scores) >= 3:
            break
        if game.phase is Phase.DEAL:
            game.deal_random()
        else:
            game.apply(game.sample_action(policy))
        for seat in game.seats:
            view = game.view(seat)
            known = seen_by(game, seat)
            assert view.hand == game.hands[seat] and view.known_cards & ~known == 0
            for e in view.events:
                assert e.to is None or e.to == seat
                assert (e.cards | sum(e.combos)) & ~known == 0 or e.kind == "trick", (seat, e)
            # a partner's hand is as hidden as an opponent's
            for other in view.partners:
                assert view.known_cards & game.hands[other] & ~game.shown[other] == 0


def test_a_deal_must_give_each_player_at_the_table_his_cards():
    game = Game(NORMAND)
    dealt = game.shuffled(random.Random(1))
    with pytest.raises(IllegalActionError) as refused:
        game.apply(DealCards(dealt.hands[:2], dealt.talon))
    assert refused.value.rule == "deal-size"
    game.apply(dealt)
    assert [h.bit_count() for h in game.hands] == [10, 10, 10] and len(game.talon) == 2


def test_a_record_says_which_seat_in_the_game_of_its_players():
    game = seed("voleur-v1-v2-partnership-point-and-repique.json")
    data = record.game_to_record(game)
    data["deals"][0]["actions"][0]["seat"] = 4
    with pytest.raises(record.RecordError) as refused:
        record.replay(data)
    assert "0, 1, 2 or 3" in str(refused.value)
    data = record.game_to_record(game)
    data["deals"][0]["hands"] = data["deals"][0]["hands"][:2]
    with pytest.raises(record.RecordError):
        record.replay(data)


def test_scores_before_must_be_a_side_each():
    data = json.loads((SEEDS / "normand-n2-pique-and-leaving.json").read_text(encoding="utf-8"))
    for bad in ([[85, 50]], [[85, 50, -1]], [["85", 50, 92]], "85", [[85, 50, 92]] * 2000):
        data["scores_before"] = bad
        with pytest.raises(record.RecordError):
            record.replay(data)
    data["scores_before"] = [[120, 0, 0]]  # A had left the table: the dealer is wrong, or the table
    with pytest.raises(record.RecordError):
        record.replay(data)


def test_a_trick_of_four_is_won_by_the_highest_of_the_suit_led():
    game = seed("voleur-v1-v2-partnership-point-and-repique.json")
    for t in game.tricks:
        leader, cards, winner = t[0], t[1:-1], t[-1]
        led = cards[0] >> 3
        best = max(range(4), key=lambda i: cards[i] if cards[i] >> 3 == led else -1)
        assert game.turns[leader][best] == winner
    assert isinstance(game.history[-1].actions[-1][1], Play)


# ------------------------------------------------------------------ the command line


def test_piquet_replay_prints_sides_and_players_leaving(capsys):
    from piquet_game.cli import main

    assert main(["replay", str(SEEDS / "voleur-v1-v2-partnership-point-and-repique.json")]) == 0
    out = capsys.readouterr().out
    assert "South and North v East and West" in out
    assert "South and North    East and West" in out and "111                4" in out
    assert main(["replay", str(SEEDS / "normand-partie-a-player-leaves.json")]) == 0
    out = capsys.readouterr().out
    game = seed("normand-partie-a-player-leaves.json")
    first = game.players[game.left[0]]
    assert f"{first} left the table a winner, with {game.totals[game.left[0]]}" in out
    assert f"{game.players[game.loser]} pays {game.result} stakes" in out
    assert main(["replay", "--json", str(SEEDS / "normand-partie-a-player-leaves.json")]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["left"] == game.left and data["loser"] == game.loser and data["winner"] is None


@pytest.mark.parametrize("name", ["normand", "voleur"])
def test_piquet_simulate_plays_the_games_of_three_and_four(name, capsys):
    from piquet_game.cli import main

    assert main(["simulate", "--variant", name, "--deals", "60", "--seed", "3", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["deals"] == 60 and data["parties_completed"] >= 1
    if name == "normand":
        assert data["drawn"] == 0
    assert main(["simulate", "--variant", name, "--deals", "20", "--seed", "3"]) == 0
    text = capsys.readouterr().out
    side = "'s side" if name == "voleur" else ""
    assert f"Mean deal score: first hand{side} " in text and f", the dealer{side} " in text


# ------------------------------------------------------------------ the commentary


def commentary(name: str, viewer: int | None) -> list[tuple[int | None, str]]:
    from piquet_game.commentary import Commentator

    game = seed(name)
    c = Commentator(game.players, game.variant, viewer)
    return [(line.seat, line.text) for log in game.history for e in log.events for line in c.lines(e)]


def test_the_commentary_speaks_of_first_hand_sides_and_the_table_said_in_turn():
    said = commentary("voleur-v1-v2-partnership-point-and-repique.json", None)
    texts = [t for _s, t in said]
    assert texts[0] == "Deal one. North deals; West is first hand."
    # each in turn: W's forty, S and E silent, N's forty-seven, which scores five
    assert said[1:6] == [(W, "Forty."), (S, "No point."), (E, "No point."), (N, "Forty-seven."),
                         (N, "Point of five, five.")]
    assert (W, "Tierce major.") in said and (N, "Quint to the queen.") in said
    assert (N, "Repique! Seventy more: ninety.") in said and (S, "Tierce to the ten, ninety-three.") in said
    assert texts[-1] == "End of the deal: South and North 111, East and West 4."


def test_the_commentary_tells_who_leaves_and_who_pays():
    said = [t for _s, t in commentary("normand-n2-pique-and-leaving.json", None)]
    assert "Deal two. A deals; B is first hand." in said
    assert "Point of four, making forty-one." in said and "Quart major." in said
    assert said[-1] == "B leaves the table a winner, with one hundred and twenty-one."
    game = seed("normand-partie-a-player-leaves.json")
    said = [t for _s, t in commentary("normand-partie-a-player-leaves.json", game.left[0])]
    others = [game.players[s] for s in game.left[1:]]
    assert said[-1] == (f"You and {' and '.join(others)} have left the table winners; "
                        f"{game.players[game.loser]} pays two stakes.")
    # after the first left, the deal is two-handed again: the other is elder
    start = game.tables[1][0]
    deal_lines = [t for t in said if t.startswith("Deal ")]
    assert all("elder" in t for t in deal_lines[start:])
    assert all("first hand" in t for t in deal_lines[:start])


@pytest.mark.parametrize("name", ["normand", "voleur"])
def test_a_whole_partie_is_played_in_the_terminal(name):
    """``piquet text --variant normand|voleur``: you and the computer's two or three,
    answered with the first choice (or Enter) every time, to the end of the partie;
    nothing of another seat's hand is printed."""
    import io

    from piquet_game.rules.variant import variant_named
    from piquet_game.textplay import TextGame

    answers = io.StringIO("1\n\n" * 3000)
    out = io.StringIO()
    text_game = TextGame(seed=5, inp=answers, out=out, level=2, variant=variant_named(name))
    assert text_game.run() == 0
    game = text_game.game
    said = out.getvalue()
    assert game.is_over, said[-2000:]
    assert "===== The partie is over =====" in said
    if name == "voleur":
        assert "You and North against East and West" in said
        assert "You and North" in said.split("===== The partie is over =====")[1]
    else:
        assert " pay" in said.split("===== The partie is over =====")[1]
    # the only hands printed are yours: in each deal, cards you were dealt or drew
    deal = -1
    for line in said.splitlines():
        if line.startswith("===== ") and "Deal" in line:
            deal += 1
        if line.startswith("Your hand:"):
            log = game.history[deal]
            yours = log.hands[0]
            for c in log.talon:
                yours |= 1 << c
            for word in line.split(":", 1)[1].split():
                assert yours >> parse_card(word) & 1, (deal, line)


def test_partners_win_and_are_rubiconed_in_the_plural():
    from piquet_game.cli.sheet import result_text

    game = Game.new(random.Random(4), VOLEUR, ("Ann", "Ben", "Cy", "Di"))
    policy = random.Random(5)
    while not game.is_over:
        if game.phase is Phase.DEAL:
            game.deal_random()
        else:
            game.apply(game.sample_action(policy))
    words = result_text(game)
    assert game.winner is not None and VOLEUR.is_rubiconed(game.totals)  # (random play scores little)
    sides = ["Ann and Cy", "Ben and Di"]
    loser = sides[1 - game.winner]
    assert words == f"{sides[game.winner]} win the partie by {game.result} ({loser} are rubiconed)"
