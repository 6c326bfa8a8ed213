"""The computer at a table of three or four (piquet_game/ai/table.py): every level
plays whole parties of Piquet Normand and of the four-handed game from any seat, and
its rules of play do what they say."""

from __future__ import annotations

import random

import pytest

from piquet_game.ai import LEVELS, make_player
from piquet_game.ai.base import WrongTable
from piquet_game.ai.table import TablePlayer, play_card, trick_winner
from piquet_game.rules import DealCards, Declare, Game, Phase, Play
from piquet_game.rules.cards import parse_card
from piquet_game.rules.variant import NORMAND, RUBICON, VOLEUR


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_the_player_for_the_table_is_chosen_where_it_is_made(level):
    """Two at the table: the level's own player; three or four: the table's, at the
    level's strength and under its name; any other number is refused."""
    two = make_player(level, 7)
    assert type(two) is LEVELS[level] and two.seats == (2,)
    for seats in (3, 4):
        table = make_player(level, 7, seats)
        assert type(table) is TablePlayer and table.seats == (3, 4)
        assert (table.level, table.name, table.description) == (level, two.name, two.description)
    for seats in (0, 1, 5):
        with pytest.raises(ValueError, match=f"no table of {seats}"):
            make_player(level, 7, seats)


@pytest.mark.parametrize(("variant", "made_for"), [(NORMAND, 2), (VOLEUR, 2), (RUBICON, 3), (RUBICON, 4)])
def test_a_player_at_a_table_it_was_not_made_for_says_so(variant, made_for):
    game = Game.new(random.Random(3), variant)
    game.deal_random()
    seat = game.to_move
    player = make_player(2, 1, made_for)
    with pytest.raises(WrongTable, match=f"not of {variant.players}: make it for its table"):
        player.decide(game.view(seat), game.legal_actions())
    right = make_player(2, 1, variant.players)
    assert right.decide(game.view(seat), game.legal_actions()).action in game.legal_actions()


def hand(text: str) -> int:
    m = 0
    for word in text.split():
        m |= 1 << parse_card(word)
    return m


@pytest.mark.slow
@pytest.mark.parametrize("variant", [NORMAND, VOLEUR], ids=lambda v: v.name)
@pytest.mark.parametrize("seed", range(3))
def test_every_level_plays_whole_parties_from_any_seat(variant, seed):
    rng = random.Random(seed)
    levels = [rng.randint(1, 5) for _ in range(variant.players)]
    game = Game.new(random.Random(seed), variant)
    players = [make_player(level, seed * 10 + s, variant.players) for s, level in enumerate(levels)]
    for _ in range(20000):
        if game.is_over:
            break
        if game.phase is Phase.DEAL:
            game.deal_random()
            continue
        seat = game.to_move
        legal = game.legal_actions()
        decision = players[seat].decide(game.view(seat), legal)
        assert decision.action in legal and decision.reason
        game.apply(decision.action, seat)
    assert game.is_over
    if variant is NORMAND:
        assert game.loser is not None and game.left


def four_handed_at_play() -> Game:
    """V1's deal (dealer North), everyone declaring nothing, at the first lead."""
    hands = ["8S AH QH TH 8H TD 9D 8D", "TS 7S 7H KD QD JD 7D 7C",
             "JS KH AD QC JC TC 9C 8C", "AS KS QS 9S JH 9H AC KC"]
    game = Game(VOLEUR, first_dealer=2)
    game.apply(DealCards(tuple(hand(h) for h in hands), ()))
    while game.phase is not Phase.PLAY:
        if game.phase is Phase.BLANCHE:
            game.apply(game.legal_actions()[-1])
        else:
            game.apply(Declare(game.legal_actions()[0].cls, ()))
    return game


def test_a_sure_winner_is_led_and_a_partners_sure_trick_is_not_overtaken():
    game = four_handed_at_play()
    west = game.to_move
    assert west == 3
    card, reason = play_card(game.view(west), [a.card for a in game.legal_actions()])
    assert card in (parse_card("AS"), parse_card("AC")) and "no card can beat it" in reason
    game.apply(Play(parse_card("AS")))  # West leads the ace of spades: sure
    game.apply(Play(parse_card("8S")))  # South follows
    east = game.to_move
    view = game.view(east)
    assert trick_winner(view) == (west, parse_card("AS")) and west in view.partners
    card, reason = play_card(view, [a.card for a in game.legal_actions()])
    assert card == parse_card("7S") and "partner" in reason  # the lowest, not the ten


def test_the_last_to_play_wins_with_the_cheapest_card():
    game = four_handed_at_play()
    game.apply(Play(parse_card("9S")))  # West leads the nine
    game.apply(Play(parse_card("8S")))  # South
    game.apply(Play(parse_card("7S")))  # East
    north = game.to_move
    assert north == 2
    card, reason = play_card(game.view(north), [a.card for a in game.legal_actions()])
    assert card == parse_card("JS") and "cheapest" in reason


def test_a_better_side_wins_more():
    """Two level-2 players against two beginners on the same deals, the sides swapped:
    the better side scores more (measured by tools: +5.8 a deal over 300 pairs)."""
    margin = 0
    for deal in range(40):
        for better in (0, 1):
            game = Game.new(random.Random(deal), VOLEUR)
            players = [make_player(2 if s % 2 == better else 1, deal + s, 4) for s in range(4)]
            game.deal_random()
            while game.phase not in (Phase.DEAL, Phase.PARTIE_OVER):
                game.apply(players[game.to_move].choose(game.view(game.to_move), game.legal_actions()))
            scores = game.history[-1].scores
            margin += scores[better] - scores[1 - better]
    assert margin > 0


def test_the_normand_dealer_changes_his_low_cards():
    game = Game.new(random.Random(4), NORMAND)
    game.deal_random()
    while game.phase is Phase.BLANCHE:
        game.apply(game.legal_actions()[-1])
    assert game.phase is Phase.EXCHANGE_YOUNGER
    dealer = game.to_move
    decision = make_player(3, 0, 3).decide(game.view(dealer), game.legal_actions())
    low = [c for c in range(32) if decision.action.discard >> c & 1]
    assert all(c & 7 <= 2 for c in low)  # sevens to nines only


# ------------------------------------------------------------------ sampled worlds


def _play_some(variant, seed: int, moves: int) -> Game:
    game = Game.new(random.Random(seed), variant)
    rng = random.Random(seed + 1)
    game.deal_random()
    for _ in range(moves):
        if game.phase in (Phase.DEAL, Phase.PARTIE_OVER):
            break
        game.apply(game.sample_action(rng))
    return game


@pytest.mark.parametrize("variant", [NORMAND, VOLEUR], ids=lambda v: v.name)
@pytest.mark.parametrize("seed", range(8))
def test_a_sampled_world_fits_everything_the_seat_knows(variant, seed):
    from piquet_game.ai.table_knowledge import voids
    from piquet_game.ai.table_search import sample_world

    game = _play_some(variant, seed, 10 + 4 * seed)
    if game.phase is not Phase.PLAY:
        return
    seat = game.to_move
    view = game.view(seat)
    void = voids(view)
    for k in range(10):
        hands = sample_world(view, random.Random(k))
        assert hands is not None
        assert hands[seat] == game.hands[seat]
        for s in game.seats:
            assert hands[s].bit_count() == game.hands[s].bit_count()
            if s == seat:
                continue
            held_shown = game.shown[s] & ~game.played
            assert hands[s] & view.known_cards & ~held_shown == 0  # nothing seen elsewhere
            assert game.shown[s] & ~game.played & hands[s] == game.shown[s] & ~game.played
            for suit in range(4):
                if void[s] >> suit & 1:
                    assert not hands[s] >> (8 * suit) & 0xFF
                    assert not game.hands[s] >> (8 * suit) & 0xFF  # the void is true
        others = [hands[s] for s in game.seats]
        assert sum(h.bit_count() for h in others) == len({c for h in others for c in range(32) if h >> c & 1})


def test_the_search_reads_only_the_view():
    """Two deals alike but for cards the seat to play has not seen (swapped between a
    partner and an opponent): the same card, the same reason."""
    from piquet_game.ai.table_search import search_card

    game = four_handed_at_play()
    game.apply(Play(parse_card("9S")))  # West leads
    south = game.to_move
    view = game.view(south)
    unseen = [c for c in range(32) if not view.known_cards >> c & 1]
    east_card = next(c for c in unseen if game.hands[1] >> c & 1 and c >> 3 != 0)
    north_card = next(c for c in unseen if game.hands[2] >> c & 1 and c >> 3 == east_card >> 3)
    other = game.clone()
    other.hands[1] ^= (1 << east_card) | (1 << north_card)
    other.hands[2] ^= (1 << east_card) | (1 << north_card)
    assert other.view(south) == view
    cards = [a.card for a in game.legal_actions()]
    assert search_card(view, cards, random.Random(3), 16) == search_card(other.view(south), cards,
                                                                          random.Random(3), 16)


def test_a_carte_blanche_shown_then_changed_is_drawn_as_his_or_out_of_play():
    """The Normand dealer shows a carte blanche, then changes two of its cards: to the
    others those two may be anywhere but in another's hand; every world still deals
    each hand its size (this once failed: the cards shown counted as held)."""
    from piquet_game.ai.table_search import sample_world
    from piquet_game.rules import Blanche, Exchange

    dealer = 0
    blank = hand("AS TS 9S 8S AH TH 9H 8H AD TD")  # no king, queen or jack
    rest = [c for c in range(32) if not blank >> c & 1]
    first = sum(1 << c for c in rest[:10])
    second = sum(1 << c for c in rest[10:20])
    talon = tuple(rest[20:22])
    game = Game(NORMAND, first_dealer=dealer)
    game.apply(DealCards((blank, first, second), talon))
    while game.phase is Phase.BLANCHE:
        game.apply(Blanche(game.to_move == dealer))
    assert game.shown[dealer] == blank
    game.apply(Exchange(hand("8S 8H")))  # two of the cards shown go out
    while game.phase is not Phase.PLAY:
        game.apply(Declare(game.legal_actions()[0].cls, ()))
    seat = game.to_move
    assert seat != dealer
    view = game.view(seat)
    for k in range(20):
        hands = sample_world(view, random.Random(k))
        assert hands is not None and hands[dealer].bit_count() == 10
        others = [s for s in game.seats if s not in (dealer, seat)]
        assert all(not hands[s] & blank for s in others)  # a card he showed is never another's


def test_the_master_s_normand_exchange_is_searched_and_reads_only_the_view():
    """Piquet Normand's dealer at level 5: an exchange valued over worlds, said so in
    its reason; the same exchange when the cards he has not seen (the others' and the
    talon) are dealt otherwise; and a world the engine plays from his view exactly."""
    from piquet_game.ai.table import search_exchange
    from piquet_game.ai.table_search import sample_world, world_game

    for seed in range(4):
        game = Game.new(random.Random(seed), NORMAND)
        game.deal_random()
        while game.phase is Phase.BLANCHE:
            game.apply(game.legal_actions()[-1])
        dealer = game.to_move
        view = game.view(dealer)
        legal = game.legal_actions()
        decision = make_player(5, 0, 3).decide(view, legal)
        assert decision.action in legal and "of the hidden cards that ends best" in decision.reason.text
        # the others' hands and the talon changed: what the dealer decides is not
        other = game.clone()
        others = [s for s in range(3) if s != dealer]
        a, b = other.hands[others[0]], other.hands[others[1]]
        other.hands[others[0]], other.hands[others[1]] = b, a
        assert other.view(dealer) == view
        assert search_exchange(view, legal, random.Random(1), 8) == \
            search_exchange(other.view(dealer), legal, random.Random(1), 8)
        # a world drawn stands where the deal stands, for the dealer
        hands = sample_world(view, random.Random(2))
        world = world_game(view, hands, random.Random(2))
        assert world is not None and world.legal_actions() == legal
        assert world.view(dealer).hand == view.hand and world.phase is game.phase


def _cards(*names: str) -> int:
    mask = 0
    for name in names:
        mask |= 1 << parse_card(name)
    return mask


FOUR_SIDES = (0, 1, 0, 1)


def test_the_master_s_playout_rule_keeps_its_winners_when_void():
    """Void in hearts, holding the lone ace of clubs: the quick rule throws the
    lowest card of the shortest suit (the ace); the Master's keeps the winner and
    throws the lowest card that is not one, from the longest suit."""
    from piquet_game.ai.table_search import keen_card, quick_card

    hands = [_cards("9H", "KD", "8C", "7S"), _cards("7H", "JS", "QS", "8S"),
             _cards("AC", "7D", "9D", "QD"), _cards("10H", "AD", "9C", "9S")]
    trick, order = [parse_card("8H")], [1, 2, 3, 0]
    assert quick_card(hands, 2, trick, order, FOUR_SIDES, False) == parse_card("AC")
    assert keen_card(hands, 2, trick, order, FOUR_SIDES, False) == parse_card("7D")


def test_the_master_s_playout_rule_wins_against_the_seats_still_to_play():
    """Second to play: the king beats the eight led and every heart still to come,
    though the leader keeps the ace; the quick rule, counting the leader's ace,
    plays low.  With the partner's card winning against everyone still to play, the
    lowest; when a later seat beats the partner's card, the cheapest that wins."""
    from piquet_game.ai.table_search import keen_card, quick_card

    hands = [_cards("AH", "7C", "8C"), _cards("KH", "7H", "9C"), _cards("QH", "10C", "JC"),
             _cards("9H", "QC", "KC")]
    order = [0, 1, 2, 3]
    trick = [parse_card("8H")]
    assert keen_card(hands, 1, trick, order, FOUR_SIDES, False) == parse_card("KH")
    assert quick_card(hands, 1, trick, order, FOUR_SIDES, False) == parse_card("7H")
    # the partner (seat 2) led the jack; seat 1, still to play, holds only the eight
    hands = [_cards("AH", "9H", "8C"), _cards("8H", "9C", "7D"), _cards("10C", "JC", "QC"),
             _cards("9S", "KC", "8D")]
    order, trick = [2, 3, 0, 1], [parse_card("JH"), parse_card("7S")]
    assert keen_card(hands, 0, trick, order, FOUR_SIDES, False) == parse_card("9H")  # the partner wins
    hands[1] = _cards("KH", "9C", "7D")  # a later seat beats the partner's jack: the ace wins
    assert keen_card(hands, 0, trick, order, FOUR_SIDES, False) == parse_card("AH")


def test_the_master_s_playout_rule_leads_to_the_partner_s_best_suit():
    """No sure card to lead: the quick rule leads the lowest of the longest suit;
    the Master's leads low to the suit whose best card the partner holds."""
    from piquet_game.ai.table_search import keen_card, quick_card

    hands = [_cards("KS", "7S", "8H", "9H", "10H", "7D"), _cards("AS", "JH", "QH", "8D", "9D", "10D"),
             _cards("AD", "7C", "8C", "9C", "10C", "JC"), _cards("QS", "JS", "KH", "AH", "QC", "KC")]
    assert quick_card(hands, 0, [], [0, 1, 2, 3], FOUR_SIDES, False) == parse_card("8H")
    assert keen_card(hands, 0, [], [0, 1, 2, 3], FOUR_SIDES, False) == parse_card("7D")


@pytest.mark.parametrize("players", [3, 4])
def test_the_master_s_playout_rule_plays_only_legal_cards(players):
    """Random hands and tricks: the card is in the hand, of the suit led when the
    hand holds it."""
    from piquet_game.ai.table_search import keen_card

    rng = random.Random(players)
    sides = FOUR_SIDES if players == 4 else (0, 1, 2)
    for _ in range(3000):
        pack = list(range(32))
        rng.shuffle(pack)
        size = rng.randint(1, 7)
        hands = [sum(1 << c for c in pack[s * size:(s + 1) * size]) for s in range(players)]
        first = rng.randrange(players)
        order = [(first + i) % players for i in range(players)]
        played = rng.randrange(players)
        trick = [pack[players * size + i] for i in range(played)]
        seat = order[played]
        card = keen_card(hands, seat, trick, order, sides, played == players - 1)
        assert hands[seat] >> card & 1
        if trick and hands[seat] & (0xFF << (trick[0] & ~7)):
            assert card >> 3 == trick[0] >> 3


def test_the_playout_rules_tool_measures_the_master_s_rule_above_the_quick_rule(capsys):
    """``tools/playout_rules.py``: the Master's rule of the playouts against the quick
    rule on the same cards scores more at both tables (measured over 3,000 deals:
    +1.13 a deal at Piquet Normand, +3.8 at the four-handed table); the quick rule
    against itself, nothing."""
    from tool_loader import load_tool

    from piquet_game.ai.table_search import quick_card

    tool = load_tool("playout_rules.py")
    for variant in (NORMAND, VOLEUR):
        mean, error = tool.margin(variant, quick_card, 50, 3)
        assert (mean, error) == (0.0, 0.0)
    assert tool.main(["--deals", "400", "--seed", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines] == ["Piquet Normand", "Four-handed Piquet"]
    for line in lines:
        mean = float(line.split("quick rule ")[1].split()[0])
        error = float(line.split("standard error ")[1].split(",")[0])
        assert mean > 4 * error > 0, line
