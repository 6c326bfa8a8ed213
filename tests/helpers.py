"""Building deals by hand for the tests.

``deal_game("AS KS ...", "AH KH ...", "QC 8S ...", dealer=0)`` returns a :class:`Game`
whose first deal gives elder and younger those twelve cards and the talon (top card
first).  Both seats are asked about carte blanche at the start of every deal; these
helpers answer "no-blanche" for both, so the game waits for elder's exchange, unless
``ask_blanche=True`` leaves the question to the test.
``run(game, "exchange 7C", "exchange - hide", "declare point AS KS QS")`` applies
actions written in the notation of :func:`parse_action`, each made by the seat to
move, and returns the events they caused.
"""

from __future__ import annotations

import random

from piquet_game.rules import (
    PLAYS,
    RUBICON,
    Action,
    Blanche,
    DealCards,
    Declare,
    Event,
    Game,
    Phase,
    Variant,
    cards_of,
    parse_action,
    parse_card,
)
from piquet_game.rules.cards import FULL_PACK

__all__ = ["blank_deal", "card_list", "cards", "contract_pique_29", "deal", "deal_game", "run", "scores_of",
           "snapshot"]


def card_list(text: str) -> list[int]:
    """The cards named in a space-separated string, in the order written."""
    return [parse_card(w) for w in text.split() if w != "-"]


def cards(text: str) -> int:
    """The set (bitmask) of the cards named in a space-separated string."""
    m = 0
    for c in card_list(text):
        m |= 1 << c
    return m


def deal(game: Game, elder: str, younger: str, talon: str | None = None,
         ask_blanche: bool = False) -> list[Event]:
    """Deal the game's next deal by hand.  Without ``talon`` the talon is the eight
    cards left over, in ascending order (spades first, low cards first).  Unless
    ``ask_blanche``, both seats then decline carte blanche."""
    dealer = game.next_dealer
    hands = [0, 0]
    hands[1 - dealer] = cards(elder)
    hands[dealer] = cards(younger)
    if talon is None:
        order = cards_of(FULL_PACK & ~(hands[0] | hands[1]))
    else:
        order = card_list(talon)
    events = game.apply(DealCards((hands[0], hands[1]), tuple(order)))
    if not ask_blanche:
        while game.phase is Phase.BLANCHE:
            events += game.apply(Blanche(False))
    return events


def deal_game(elder: str, younger: str, talon: str | None = None, dealer: int = 0,
              ask_blanche: bool = False, variant: Variant = RUBICON,
              players: tuple[str, str] = ("South", "North")) -> Game:
    """A new partie with ``dealer`` dealing first, its first deal dealt by hand."""
    game = Game(variant, players, first_dealer=dealer)
    deal(game, elder, younger, talon, ask_blanche)
    return game


def run(game: Game, *actions: str | Action) -> list[Event]:
    """Apply each action (notation text or an action object) for the seat to move."""
    events: list[Event] = []
    for a in actions:
        action = parse_action(a) if isinstance(a, str) else a
        events.extend(game.apply(action, seat=game.to_move))
    return events


def scores_of(events: list[Event]) -> list[tuple[str, int | None, int, int]]:
    """The scoring events as (kind, seat, points, running total)."""
    return [(e.kind, e.seat, e.points, e.total) for e in events if e.is_score]


def snapshot(game: Game) -> tuple:
    """Everything an illegal action must leave unchanged."""
    return (
        game.phase,
        game.to_move,
        tuple(game.hands),
        tuple(game.talon),
        tuple(game.discards),
        tuple(game.scores),
        tuple(game.blanche),
        len(game.log),
        len(game.history),
        len(game.history[-1].actions) if game.history else 0,
        tuple(tuple(d) for d in game.deal_scores),
        tuple(game.trick),
    )


def blank_deal(rng: random.Random, blank_seat: int) -> DealCards:
    """A random deal in which ``blank_seat`` holds a carte blanche (no king, queen or jack)."""
    plain = [c for c in range(32) if c % 8 not in (4, 5, 6)]
    rng.shuffle(plain)
    hands = [0, 0]
    for c in plain[:12]:
        hands[blank_seat] |= 1 << c
    rest = [c for c in range(32) if not hands[blank_seat] >> c & 1]
    rng.shuffle(rest)
    for c in rest[:12]:
        hands[1 - blank_seat] |= 1 << c
    return DealCards((hands[0], hands[1]), tuple(rest[12:]))


def declare_best(game: Game) -> None:
    """Each seat declares its best, class by class, while the deal is in its declarations."""
    from piquet_game.rules.actions import DECLARE_PHASES
    from piquet_game.rules.combos import best_declaration

    while game.phase in DECLARE_PHASES:
        seat = game.to_move
        cls = DECLARE_PHASES[game.phase]
        game.apply(Declare(cls, best_declaration(game.hands[seat], cls, game.variant)), seat)


def plays(game: Game, tricks: str) -> None:
    """Play the tricks written "7S KS|KH 8H|...": each card by the seat to move."""
    for trick in tricks.split("|"):
        for card in trick.split():
            game.apply(PLAYS[parse_card(card)], game.to_move)


def contract_pique_29(options: dict | None = None) -> Game:
    """Contract Piquet at the first lead of a deal in which elder (seat 0, Ann) has
    exactly 29 in combinations: point of six (6), sixieme to the ace (16), a quart to
    the jack (4), three tens (3); younger (Ben) nothing.  Ann bid 7+ and Ben passed."""
    from piquet_game.rules.variant import variant_named

    game = deal_game("AS KS QS JS TS 9S JH TH 9H 8H TD 7C", "8S 7S AH QH 7H AD QD 9D 7D KC 9C 8C",
                     "KH KD JD 8D AC QC JC TC", dealer=1, variant=variant_named("contract", options),
                     players=("Ann", "Ben"))
    run(game, "call 7+", "call pass", "declare point AS KS QS JS TS 9S", "declare point -",
        "declare sequence AS KS QS JS TS 9S / JH TH 9H 8H", "declare sequence -", "declare set TS TH TD",
        "declare set -")
    assert game.phase is Phase.PLAY and game.scores == [29, 0]
    return game
