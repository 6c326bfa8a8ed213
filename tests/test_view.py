"""Seat views keep secrets: a view holds only cards its seat has seen, and two games
that differ only in cards a seat has not seen look the same to that seat."""

from __future__ import annotations

import random

import pytest
from helpers import blank_deal
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_game.rules import (
    Blanche,
    DealCards,
    Declare,
    Exchange,
    Game,
    Phase,
    Play,
    shuffle_deal,
)

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
COURT_RANKS = (4, 5, 6)  # jack, queen, king
SCORED_COMBOS = ("point", "sequence", "set")


def mask(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards(m: int) -> list[int]:
    return [c for c in range(32) if m >> c & 1]


def blank(hand: int) -> bool:
    return all(c % 8 not in COURT_RANKS for c in cards(hand))


# ------------------------------------------------------------ what a seat knows


def knowledge(game: Game, seat: int) -> int:
    """Every card ``seat`` has a right to have seen in the current (or last) deal,
    worked out from the deal's cards and actions by the rules of the source rules of Rubicon Piquet."""
    if not game.history:
        return 0
    log = game.history[-1]
    elder, younger = 1 - log.dealer, log.dealer
    talon = log.talon
    known = log.hands[seat]  # his own twelve
    younger_blanche = False
    elder_took = 0
    declared: dict[tuple[int, str], int] = {}
    for s, action in log.actions:
        if isinstance(action, Blanche) and action.declare:
            if s == elder:
                known |= log.hands[elder]  # elder shows his carte blanche at once
            else:
                younger_blanche = True
        elif isinstance(action, Exchange):
            n = action.discard.bit_count()
            if s == elder:
                elder_took = n
                if seat == elder:
                    # his discards, his draws and the cards he left of his five
                    known |= action.discard | mask(talon[:5])
                if younger_blanche:
                    known |= log.hands[younger]  # shown once elder has exchanged
            else:
                if seat == younger:
                    known |= action.discard | mask(talon[elder_took:elder_took + n])
                if action.show_rest:
                    known |= mask(talon[elder_took + n:])
        elif isinstance(action, Declare):
            declared[(s, action.cls.value)] = action.cards
        elif isinstance(action, Play):
            known |= 1 << action.card
    opp = 1 - seat
    for e in log.events:
        if e.kind in SCORED_COMBOS and e.seat == opp:
            # what the opponent scored is shown; it is what he declared in that class
            assert e.cards and e.cards & ~declared[(opp, e.kind)] == 0
            known |= e.cards
    return known


def view_card_sets(view) -> dict[str, int]:
    sets = {
        "hand": view.hand, "dealt": view.dealt, "discards": view.discards, "drawn": view.drawn,
        "talon_seen": view.talon_seen, "opponent_shown": view.opponent_shown,
        "played": view.played, "trick": mask(view.trick),
        "tricks": mask(c for _, lead, other, _ in view.tricks for c in (lead, other)),
    }
    for i, e in enumerate(view.events):
        m = e.cards
        for combo in e.combos:
            m |= combo
        if e.kind == "trick":
            m |= mask(e.info)
        sets[f"event {i} {e.kind}"] = m
    return sets


def assert_views_keep_secrets(game: Game) -> None:
    for seat in (0, 1):
        view = game.view(seat)
        known = knowledge(game, seat)
        for name, m in view_card_sets(view).items():
            assert m & ~known == 0, (seat, name, m & ~known)
        # and it shows all of it
        assert view.known_cards == known, seat
        for e in view.events:
            assert e.to is None or e.to == seat, (seat, e)
        if game.history:
            assert view.hand == game.hands[seat]


@pytest.mark.slow
@settings(max_examples=30, deadline=None)
@given(SEEDS, SEEDS)
def test_no_view_holds_a_card_its_seat_has_not_seen(game_seed, policy_seed):
    game = Game.new(random.Random(game_seed))
    policy = random.Random(policy_seed)
    assert_views_keep_secrets(game)
    while not game.is_over:
        if game.phase is Phase.DEAL:
            game.deal_random()
        elif game.phase is Phase.DECLARE_POINT or policy.random() < 0.5:
            game.apply(game.sample_action(policy))
        elif game.phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            game.apply(game.sample_action(policy))
        else:
            game.apply(policy.choice(game.legal_actions()))
        assert_views_keep_secrets(game)


@settings(max_examples=20, deadline=None)
@given(SEEDS, st.integers(0, 1), st.integers(0, 1), st.booleans())
def test_views_keep_secrets_around_carte_blanche(seed, dealer, blank_seat, declare):
    rng = random.Random(seed)
    game = Game(first_dealer=dealer)
    game.apply(blank_deal(rng, blank_seat))
    assert_views_keep_secrets(game)
    # both seats are asked, elder first; the other seat holds courts and says no
    for seat in (1 - dealer, dealer):
        assert game.phase is Phase.BLANCHE and game.to_move == seat
        game.apply(Blanche(declare and seat == blank_seat), seat)
        assert_views_keep_secrets(game)
    assert game.phase is Phase.EXCHANGE_ELDER
    while game.phase is not Phase.DEAL:
        game.apply(game.sample_action(rng))
        assert_views_keep_secrets(game)
    # a declared carte blanche is seen by the opponent (elder's at once, younger's
    # after elder's exchange); one kept quiet is not
    opp_view = game.view(1 - blank_seat)
    dealt = game.history[-1].hands[blank_seat]
    assert (opp_view.opponent_shown & dealt == dealt) == declare


# ------------------------------------------ games that differ in unseen cards only


def paired_deals(rng: random.Random, seat_is_elder: bool, mode: str):
    """Two deals that differ by swapping a card X of the opponent's hand with a
    talon card Y that ``seat`` never sees, and a plan for the exchange.

    ``draw``: Y is drawn by the opponent, who keeps X: both games end the exchange
    with the same hands.  ``discard``: the opponent discards X (Y in the second game)
    and Y lies in the rest, left face down: the same hands again.  ``rest``: the
    opponent keeps X, Y (of the same suit) lies in the rest face down: the hands
    differ by X and Y until he plays X.
    """
    while True:
        dealer = rng.randrange(2)
        elder = 1 - dealer
        seat = elder if seat_is_elder else dealer
        opp = 1 - seat
        deal = shuffle_deal(rng, dealer)
        talon = list(deal.talon)
        n_e = rng.randint(1, 5)
        n_y = rng.randint(0, 8 - n_e)
        show = None if n_e + n_y == 8 else (mode == "draw" and rng.random() < 0.5)
        n_opp = n_e if opp == elder else n_y
        if mode == "draw":
            # elder's draws are unseen by younger; younger's draws from his own
            # three are unseen by elder (elder looks at all of his five)
            positions = range(0, n_e) if opp == elder else range(max(5, n_e), n_e + n_y)
        else:
            positions = range(max(n_e + n_y, 5 if seat == elder else 0), 8)
        if mode == "discard" and n_opp == 0:
            continue
        positions = list(positions)
        if not positions:
            continue
        p = rng.choice(positions)
        y = talon[p]
        opp_hand = deal.hands[opp]
        xs = cards(opp_hand)
        if mode == "rest":
            xs = [c for c in xs if c // 8 == y // 8]
        if not xs:
            continue
        x = rng.choice(xs)
        hand2 = opp_hand & ~(1 << x) | (1 << y)
        if blank(opp_hand) or blank(hand2):
            continue
        talon2 = list(talon)
        talon2[p] = x
        hands2 = list(deal.hands)
        hands2[opp] = hand2
        deal2 = DealCards(tuple(hands2), tuple(talon2))
        others = [c for c in cards(opp_hand) if c != x]
        if mode == "discard":
            d1 = mask(rng.sample(others, n_opp - 1)) | 1 << x
            d2 = d1 & ~(1 << x) | 1 << y
        else:
            d1 = d2 = mask(rng.sample(others, n_opp))
        seat_discard = mask(rng.sample(cards(deal.hands[seat]), n_e if seat == elder else n_y))
        return dict(dealer=dealer, seat=seat, opp=opp, x=x, y=y, deals=(deal, deal2),
                    opp_discards=(d1, d2), seat_discard=seat_discard, show=show)


@settings(max_examples=60, deadline=None)
@given(SEEDS, st.booleans(), st.sampled_from(["draw", "discard", "rest"]))
def test_unseen_cards_do_not_change_a_view(seed, seat_is_elder, mode):
    rng = random.Random(seed)
    plan = paired_deals(rng, seat_is_elder, mode)
    seat, opp, x = plan["seat"], plan["opp"], plan["x"]
    games = [Game(first_dealer=plan["dealer"]) for _ in range(2)]
    for game, deal in zip(games, plan["deals"], strict=True):
        game.apply(deal)
    assert games[0].hands[opp] != games[1].hands[opp]

    steps = 0
    while True:
        assert games[0].view(seat) == games[1].view(seat), steps
        g1, g2 = games
        if g1.phase is Phase.DEAL:
            break
        mover = g1.to_move
        assert g2.to_move == mover
        if g1.phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            show = plan["show"] if g1.phase is Phase.EXCHANGE_YOUNGER else None
            if mover == seat:
                pair = (Exchange(plan["seat_discard"], show),) * 2
            else:
                pair = tuple(Exchange(d, show) for d in plan["opp_discards"])
        else:
            options = g1.legal_actions()
            if mover == opp and mode == "rest":
                # the opponent keeps X out of sight: he neither declares nor plays it
                options = [a for a in options
                           if not (isinstance(a, Play) and a.card == x)
                           and not (isinstance(a, Declare) and a.cards >> x & 1)]
                if not options:
                    break
            action = rng.choice(options)
            pair = (action, action)
        for game, action in zip(games, pair, strict=True):
            assert game.is_legal(action), action
            game.apply(action, mover)
        steps += 1

    if mode == "rest":
        # at least the exchange and the three classes were compared
        assert steps >= 8
        assert games[0].hands[opp] >> x & 1
    else:
        # the whole deal was compared, to its score
        assert games[0].phase is Phase.DEAL and steps >= 8 + 24
        assert games[0].deal_scores == games[1].deal_scores
        # while the opponent's own view of it did differ
        assert games[0].view(opp).dealt != games[1].view(opp).dealt


def test_the_comparison_sees_a_difference_in_seen_cards():
    """The same swap, with the seat's own card: the views must differ."""
    rng = random.Random(5)
    deal = shuffle_deal(rng, 0)
    a, b = cards(deal.hands[1])[0], deal.talon[7]
    hands2 = (deal.hands[0], deal.hands[1] & ~(1 << a) | 1 << b)
    talon2 = deal.talon[:7] + (a,)
    g1, g2 = Game(first_dealer=0), Game(first_dealer=0)
    g1.apply(deal)
    g2.apply(DealCards(hands2, talon2))
    assert g1.view(1) != g2.view(1)
    assert g1.view(1).hand != g2.view(1).hand


def turn_order_pair(rng: random.Random, holder_is_elder: bool):
    """Two deals that differ only in the holder's hand, by one card no one else sees:
    in the first he holds a carte blanche, in the second a court from the talon
    instead of one of his plain cards.  The court lies where the holder alone draws
    it (elder's five for elder; younger's own three, below the five elder looks at,
    for younger), so once he has drawn it the two games hold the same cards."""
    dealer = 0
    elder = 1 - dealer
    holder = elder if holder_is_elder else dealer
    positions = range(0, 5) if holder_is_elder else range(5, 8)
    while True:
        deal = blank_deal(rng, holder)
        courts = [p for p in positions if deal.talon[p] % 8 in COURT_RANKS]
        if courts:
            break
    p = rng.choice(courts)
    court = deal.talon[p]
    plain = rng.choice(cards(deal.hands[holder]))
    hands2 = list(deal.hands)
    hands2[holder] = deal.hands[holder] & ~(1 << plain) | 1 << court
    talon2 = list(deal.talon)
    talon2[p] = plain
    # elder takes all five, younger all three: each draws exactly his own share
    n_e, n_y = 5, 3
    keep_out = 1 << plain | 1 << court
    discards = {}
    for seat, n in ((elder, n_e), (dealer, n_y)):
        pool = [c for c in cards(deal.hands[seat]) if not keep_out >> c & 1]
        discards[seat] = mask(rng.sample(pool, n))
    return dealer, holder, (deal, DealCards(tuple(hands2), tuple(talon2))), discards


def assert_turn_order_hides_a_quiet_blanche(rng: random.Random, holder_is_elder: bool) -> None:
    dealer, holder, deals, discards = turn_order_pair(rng, holder_is_elder)
    elder = 1 - dealer
    other = 1 - holder
    games = [Game(first_dealer=dealer) for _ in range(2)]
    for game, deal in zip(games, deals, strict=True):
        game.apply(deal)
    g1, g2 = games
    assert blank(g1.hands[holder]) and not blank(g2.hands[holder])
    assert g1.hands[holder] != g2.hands[holder] and g1.hands[other] == g2.hands[other]

    # The same turns in both games, seen alike by the other seat: both seats are
    # asked, elder first, and the holder may say yes only in the first game.
    turns = []
    while True:
        assert g1.view(other) == g2.view(other), turns
        assert (g1.phase, g1.to_move) == (g2.phase, g2.to_move)
        if g1.phase is Phase.DEAL:
            break
        mover = g1.to_move
        turns.append((g1.phase, mover))
        if g1.phase is Phase.BLANCHE:
            if mover == holder:
                assert set(g1.legal_actions()) == {Blanche(True), Blanche(False)}
                assert g2.legal_actions() == [Blanche(False)]
            else:
                assert g1.legal_actions() == g2.legal_actions() == [Blanche(False)]
            action = Blanche(False)  # the holder keeps quiet
        elif g1.phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            action = Exchange(discards[mover], None)
        else:
            assert g1.hands == g2.hands  # the holder has drawn the court in both
            action = rng.choice(g1.legal_actions())
        for game in games:
            game.apply(action, mover)
    assert turns[:4] == [(Phase.BLANCHE, elder), (Phase.BLANCHE, dealer),
                         (Phase.EXCHANGE_ELDER, elder), (Phase.EXCHANGE_YOUNGER, dealer)]
    assert len(turns) == 4 + 6 + 24 and g1.deal_scores == g2.deal_scores

    # the comparison does see a carte blanche declared: it is announced at once
    g3, g4 = Game(first_dealer=dealer), Game(first_dealer=dealer)
    g3.apply(deals[0])
    g4.apply(deals[1])
    for seat in (elder, dealer):
        g3.apply(Blanche(seat == holder), seat)
        g4.apply(Blanche(False), seat)
    assert g3.view(other) != g4.view(other)
    assert any(e.kind == "blanche" and e.seat == holder for e in g3.view(other).events)


@pytest.mark.parametrize("blank_seat", ["elder", "younger"])
def test_a_carte_blanche_kept_quiet_is_not_revealed_by_the_turn_order(blank_seat):
    for seed in range(5):
        assert_turn_order_hides_a_quiet_blanche(random.Random(seed), blank_seat == "elder")
