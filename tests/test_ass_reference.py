"""The engine's tricks of Ass against an independent reading of the rules.

``tests/ass_reference.py`` was written from the rules of Ass (as amended on
2026-11-28) and source 002 alone, without the engine's code.  Here the engine and
that reading meet on thousands of tricks of every trump option, two to six
players:

* whole deals played by random legal moves: at every card, the cards the engine
  lets the seat play are the reading's, and the way each card took the trick and
  the seat that holds it after it are the reading's;
* tricks made of random cards, random seats' void hands included, where the corner
  cases the deals reach seldom (a kill giving the trick back, a switch over a trump,
  a senior trump over a junior) come often.

``python tests/test_ass_reference.py [DEALS] [TRICKS]`` prints the same comparison
with more of each, and how many tricks the amended rules decide otherwise than the
first reading did.
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import ass_reference as ref  # noqa: E402

from piquet_game.ass.rules import AssGame, AssPhase, AssPlay, AssRules  # noqa: E402
from piquet_game.ass.rules.cards import NUM_CARDS, card_name  # noqa: E402
from piquet_game.ass.rules.game import OWN  # noqa: E402
from piquet_game.ass.rules.trick import FIRST_READING, Trick, TrickRules, play  # noqa: E402
from piquet_game.rules.cards import iter_cards  # noqa: E402

#: (players, trump option) of every game there is
CONFIGS = [(n, option) for n in range(2, 7) for option in range(1, 6) if not (option == 1 and n > 4)]


@dataclass
class Counts:
    """What a comparison went through."""

    deals: int = 0
    tricks: int = 0
    plays: int = 0
    legal_checks: int = 0
    by_way: dict[str, int] = field(default_factory=dict)
    #: tricks the first reading decides otherwise (another way or another holder)
    first_reading_differs: int = 0

    def add(self, other: Counts) -> None:
        self.deals += other.deals
        self.tricks += other.tricks
        self.plays += other.plays
        self.legal_checks += other.legal_checks
        self.first_reading_differs += other.first_reading_differs
        for way, k in other.by_way.items():
            self.by_way[way] = self.by_way.get(way, 0) + k


def reading_args(rules: AssRules, suits: list[tuple[int, ...]]) -> tuple[int, dict[int, str] | None, str]:
    """(option, own, shared) as the reference takes them."""
    own = {s: "SHDC"[u[0]] for s, u in enumerate(suits) if u} if rules.trumps == OWN else None
    shared = "".join("SHDC"[u] for u in rules.trump_suits)
    return rules.trumps, own, shared


def first_reading_of(rules: TrickRules) -> TrickRules:
    return TrickRules(rules.trump, rules.senior, rules.shared, FIRST_READING)


def differs_in_first_reading(plays: list[tuple[int, int, bool]], rules: TrickRules, trick: Trick) -> bool:
    """Whether the first reading takes this trick otherwise (ways or holder)."""
    old = Trick()
    first = first_reading_of(rules)
    for seat, card, void in plays:
        play(old, seat, card, void, first)
    return [w for _, _, w in old.plays] != [w for _, _, w in trick.plays] or old.holder[0] != trick.holder[0]


def compare_deals(players: int, option: int, deals: int, seed: int) -> Counts:
    """Random legal deals of a game: every play checked against the reference."""
    rng = random.Random(seed)
    counts = Counts()
    game: AssGame | None = None
    while counts.deals < deals:
        if game is None or game.is_over:
            game = AssGame.new(AssRules.make(players, option), rng=rng)
            while game.phase is AssPhase.TRUMP:
                game.apply(game.sample_action(rng))
        game.apply(game.shuffled(rng))
        while game.phase is AssPhase.BID:
            game.apply(game.sample_action(rng))
        suits = [game.trump_suits_of(s) for s in range(players)]
        args = reading_args(game.rules, suits)
        plays: list[tuple[int, str, bool]] = []
        engine_plays: list[tuple[int, int, bool]] = []
        while game.phase is AssPhase.PLAY:
            seat = game.to_move
            assert seat is not None
            hand = {card_name(c) for c in iter_cards(game.hands[seat])}
            legal = {card_name(c) for c in iter_cards(game.legal_plays())}
            assert legal == ref.legal(*args, plays, seat, hand), (game.rules.key, suits, plays, seat, hand)
            counts.legal_checks += 1
            card = rng.choice(sorted(iter_cards(game.legal_plays())))
            void = game.main_suit_void(seat)
            events = game.apply(AssPlay(card))
            plays.append((seat, card_name(card), void))
            engine_plays.append((seat, card, void))
            ways, holder = ref.resolve(*args, plays)
            done = next((e for e in events if e.kind == "trick"), None)
            trick = game.tricks[-1] if done else game.trick
            assert [w for _, _, w in trick.plays] == ways, (game.rules.key, suits, plays)
            assert trick.holder[0] == holder, (game.rules.key, suits, plays)
            counts.plays += 1
            if done:
                counts.tricks += 1
                way = trick.holder[2]
                counts.by_way[way] = counts.by_way.get(way, 0) + 1
                first = differs_in_first_reading(engine_plays, game.trick_rules, trick)
                counts.first_reading_differs += first
                plays, engine_plays = [], []
        counts.deals += 1
    return counts


def random_rules(players: int, option: int, rng: random.Random) -> tuple[AssRules, list[tuple[int, ...]]]:
    if option == 3:
        rules = AssRules.make(players, option, (rng.randrange(4),))
    elif option == 4:
        rules = AssRules.make(players, option, tuple(rng.sample(range(4), 2)))
    else:
        rules = AssRules.make(players, option)
    if option == OWN:
        suits: list[tuple[int, ...]] = [(u,) for u in rng.sample(range(4), players)]
    else:
        suits = [rules.shared_suits] * players
    return rules, suits


def compare_tricks(players: int, option: int, tricks: int, seed: int) -> Counts:
    """Tricks of random cards (each a random seat's, void in the main suit or not at
    random for an eight), ways and holders checked card by card."""
    rng = random.Random(seed)
    counts = Counts()
    for _ in range(tricks):
        rules, suits = random_rules(players, option, rng)
        trick_rules = rules.trick_rules(suits)
        args = reading_args(rules, suits)
        cards = rng.sample(range(NUM_CARDS), players)
        # the main suit often, so that older, one-less and kill cards come up
        lead_suit = cards[0] // 9
        for k in range(1, players):
            if rng.random() < 0.5:
                free = [c for c in range(lead_suit * 9, lead_suit * 9 + 9) if c not in cards]
                if free:
                    cards[k] = rng.choice(free)
        trick = Trick()
        plays: list[tuple[int, str, bool]] = []
        engine_plays: list[tuple[int, int, bool]] = []
        for k, card in enumerate(cards):
            seat = k
            void = k > 0 and card // 9 != trick.main_suit and rng.random() < 0.6
            play(trick, seat, card, void, trick_rules)
            plays.append((seat, card_name(card), void))
            engine_plays.append((seat, card, void))
            ways, holder = ref.resolve(*args, plays)
            assert [w for _, _, w in trick.plays] == ways, (rules.key, suits, plays)
            assert trick.holder[0] == holder, (rules.key, suits, plays)
            counts.plays += 1
        counts.tricks += 1
        way = trick.holder[2]
        counts.by_way[way] = counts.by_way.get(way, 0) + 1
        counts.first_reading_differs += differs_in_first_reading(engine_plays, trick_rules, trick)
    return counts


@pytest.mark.parametrize(("players", "option"), CONFIGS)
def test_random_deals_agree_with_the_reference(players, option):
    counts = compare_deals(players, option, deals=12, seed=players * 10 + option)
    assert counts.tricks == 12 * (4 + (36 - 4 * players) // players) and counts.legal_checks == counts.plays


@pytest.mark.parametrize(("players", "option"), CONFIGS)
def test_random_tricks_agree_with_the_reference(players, option):
    counts = compare_tricks(players, option, tricks=400, seed=1000 + players * 10 + option)
    assert counts.tricks == 400
    if option in (3, 4, 5) and players >= 3:
        assert counts.first_reading_differs > 0  # the amended rules are met, and decide otherwise


def main(argv: list[str]) -> int:
    deals = int(argv[0]) if argv else 200
    tricks = int(argv[1]) if len(argv) > 1 else 5000
    print(f"{'game':>8} {'deals':>6} {'tricks':>7} {'plays':>8} {'legal':>8} {'first reading':>14}   "
          f"{'random tricks':>13} {'plays':>8} {'first reading':>14}")
    total_d, total_t = Counts(), Counts()
    by_option: dict[int, tuple[Counts, Counts]] = {}
    for players, option in CONFIGS:
        d = compare_deals(players, option, deals, seed=players * 10 + option)
        t = compare_tricks(players, option, tricks, seed=1000 + players * 10 + option)
        total_d.add(d)
        total_t.add(t)
        od, ot = by_option.setdefault(option, (Counts(), Counts()))
        od.add(d)
        ot.add(t)
        print(f"{f'ass-{players}-{option}':>8} {d.deals:>6} {d.tricks:>7} {d.plays:>8} {d.legal_checks:>8} "
              f"{d.first_reading_differs:>14}   {t.tricks:>13} {t.plays:>8} {t.first_reading_differs:>14}")
    print()
    for option, (d, t) in sorted(by_option.items()):
        print(f"option {option}: {d.tricks} tricks of random deals ({d.first_reading_differs} decided "
              f"otherwise by the first reading), {t.tricks} random tricks ({t.first_reading_differs})")
    print(f"all: {total_d.tricks} tricks of {total_d.deals} deals, {total_d.plays} plays and "
          f"{total_d.legal_checks} legal sets agreeing; {total_t.tricks} random tricks, "
          f"{total_t.plays} plays agreeing; no disagreement")
    print("tricks of the deals by the way the winning card took them:",
          ", ".join(f"{w or 'discard'} {k}" for w, k in sorted(total_d.by_way.items())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
