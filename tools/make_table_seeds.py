"""Write the seeds of Piquet Normand and four-handed Piquet: the worked examples of
four-handed Piquet's rules and Piquet Normand's rules (V1 and V2 are one deal; N1; N2, which begins from the
totals before it) as game records, and a whole Normand partie in which a player
leaves the table.

    python tools/make_table_seeds.py [--check]

Each example's hands are chosen here to fit its text (the cards it names, the
declarations it says, nothing more to declare); its tricks, leader and winner of
each as the text gives them, are found by a search through the engine's legal plays.
``--check`` writes nothing and fails if a seed on disk differs.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from piquet_game.rules import DealCards, Declare, Exchange, Game, Phase, Play  # noqa: E402
from piquet_game.rules.actions import DECLARE_PHASES, Blanche  # noqa: E402
from piquet_game.rules.cards import parse_card, winning_index  # noqa: E402
from piquet_game.rules.combos import combo_key  # noqa: E402
from piquet_game.rules.record import dumps, game_to_record  # noqa: E402
from piquet_game.rules.variant import NORMAND, VOLEUR  # noqa: E402

SEEDS = ROOT / "seeds"


def hand(text: str) -> int:
    m = 0
    for word in text.split():
        m |= 1 << parse_card(word)
    return m


def best_legal(game: Game) -> Declare:
    """The seat's best declaration that the rules let it make (else nothing)."""
    cls = DECLARE_PHASES[game.phase]
    options = game.declaration_options()
    scored = [o for o in options if o]
    if not scored:
        return Declare(cls, ())
    return Declare(cls, max(scored, key=lambda o: (combo_key(cls, o[0], game.rules), len(o))))


def through_declarations(game: Game, exchange: dict[int, int] | None = None) -> None:
    """No carte blanche; the exchanges given (seat: discard); each seat's best legal
    declaration in each class."""
    while game.phase is not Phase.PLAY:
        if game.phase is Phase.BLANCHE:
            game.apply(Blanche(False))
        elif game.phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            game.apply(Exchange((exchange or {}).get(game.to_move, 0)))
        elif game.phase in DECLARE_PHASES:
            game.apply(best_legal(game))
        else:
            raise AssertionError(f"unexpected phase {game.phase}")


class Budget:
    """How many positions a search may still look at."""

    def __init__(self, nodes: int) -> None:
        self.nodes = nodes


def play_to_pattern(game: Game, pattern: list[tuple[int, int]], budget: Budget) -> Game | None:
    """The game played on so that trick k is led by pattern[k][0] and won by
    pattern[k][1] (a depth-first search over the legal cards), or None."""
    k = len(game.tricks)
    if k == len(pattern):
        return game
    if game.leader != pattern[k][0]:
        return None
    winner = pattern[k][1]

    def extend(g: Game) -> Game | None:
        if len(g.tricks) > k:  # the trick is over
            return play_to_pattern(g, pattern, budget) if g.tricks[-1][-1] == winner else None
        for action in g.legal_actions():
            budget.nodes -= 1
            if budget.nodes < 0:
                return None
            h = g.clone()
            h.apply(action)
            found = extend(h)
            if found is not None:
                return found
        return None

    return extend(game)


def tricks_first(n_seats: int, size: int, fixed: list[int], pool: int, pattern, rng: random.Random,
                 tries: int = 20000) -> tuple[list[int], list[int]] | None:
    """Hands that can play ``pattern`` (leader, winner of each trick), built trick by
    trick: each seat plays a card it was given (``fixed``) or one taken from ``pool``,
    following suit when it can; a seat that does not follow is void in that suit from
    then on.  (Hands of ``size`` cards made only of what was played, the cards in
    the order played), or None."""
    suit = 0xFF
    for _ in range(tries):
        held = list(fixed)  # cards each seat must hold, not yet played
        played = [0] * n_seats
        void = [0] * n_seats  # suits (bits 0-3) a seat has shown it has none of
        free = pool
        ok = True
        sequence: list[int] = []
        for leader, winner in pattern:
            cards = []
            seat = leader
            for _k in range(n_seats):
                room = size - played[seat].bit_count() - held[seat].bit_count()
                if cards:
                    led = cards[0] >> 3
                    mine = held[seat] & (suit << (8 * led))
                    options = [c for c in range(32) if mine >> c & 1]
                    if not mine and not void[seat] >> led & 1 and room > 0:
                        options += [c for c in range(32) if free >> c & 1 and c >> 3 == led]
                    if not options:  # void in the suit led: any other card
                        options = [c for c in range(32) if held[seat] >> c & 1 and c >> 3 != led]
                        if room > 0:
                            options += [c for c in range(32) if free >> c & 1 and c >> 3 != led
                                        and not void[seat] >> (c >> 3) & 1]
                        if options:
                            void[seat] |= 1 << led
                else:
                    options = [c for c in range(32) if held[seat] >> c & 1]
                    if room > 0:
                        options += [c for c in range(32) if free >> c & 1 and not void[seat] >> (c >> 3) & 1]
                if not options:
                    ok = False
                    break
                # the winner plays high in the suit led, the others low, mostly
                c = rng.choice(options)
                if cards and rng.random() < 0.7:
                    led = cards[0] >> 3
                    same = [o for o in options if o >> 3 == led]
                    if same:
                        c = max(same) if seat == winner else min(same)
                held[seat] &= ~(1 << c)
                free &= ~(1 << c)
                played[seat] |= 1 << c
                cards.append(c)
                seat = (seat + 1) % n_seats
            if not ok:
                break
            if (leader + winning_index(cards)) % n_seats != winner:
                ok = False
                break
            sequence += cards
        if ok and all(h == 0 for h in held) and all(p.bit_count() == size for p in played):
            return played, sequence
    return None


def said(game: Game) -> list[tuple[int, str, tuple[int, ...]]]:
    """The announcements of the deal: (seat, class, what was said)."""
    return [(e.seat, e.cls, e.info) for e in game.log if e.kind == "announce"]


def search(variant, players, dealer, fixed: list[str], talon: str, pattern, wanted, seed: int,
           exchange=None, before=None, tries: int = 4000) -> Game:
    """Deal ``fixed`` cards to each seat and the rest of the pack (less the talon) at
    random to fill the hands, until the declarations are ``wanted`` (a test of the
    game after them) and the tricks can follow ``pattern``."""
    rng = random.Random(seed)
    fixed_masks = [hand(h) for h in fixed]
    talon_cards = tuple(parse_card(c) for c in talon.split())
    used = 0
    for m in fixed_masks:
        used |= m
    for c in talon_cards:
        used |= 1 << c
    pool = [c for c in range(32) if not used >> c & 1]
    size = variant.hand_size
    for _ in range(tries):
        rng.shuffle(pool)
        hands, i = [], 0
        for m in fixed_masks:
            need = size - m.bit_count()
            extra = 0
            for c in pool[i:i + need]:
                extra |= 1 << c
            hands.append(m | extra)
            i += need
        game = Game.continued(variant, players, dealer, before) if before else \
            Game(variant, players, first_dealer=dealer, packet=2)
        game.apply(DealCards(tuple(hands), talon_cards))
        through_declarations(game, exchange)
        if not wanted(game):
            continue
        found = play_to_pattern(game, pattern, Budget(20000))
        if found is not None:
            return found
    raise SystemExit("no deal found for the example")


def v1_v2() -> Game:
    """V1 and V2: dealer North; W, S, E, N in turn (seats South 0, East 1, North 2,
    West 3).  W's point of 40 (spades A K Q 9), S's 39 not declarable, E's 37
    (diamonds K Q J 7) neither, N's 47 (clubs Q J T 9 8); W's tierce major, S's tierce
    to the ten, E's tierce to the king, N's quint to the queen; no set; the tricks
    W/N N/N N/S S/S S/E E/E E/N N/N: N-S 111, E-W 4."""
    s, e, n, w = 0, 1, 2, 3
    fixed = ["AH QH TH 8H TD 9D 8D", "KD QD JD 7D", "QC JC TC 9C 8C", "AS KS QS 9S"]
    pattern = [(w, n), (n, n), (n, s), (s, s), (s, e), (e, e), (e, n), (n, n)]
    expect = [(w, "point", (40,)), (s, "point", ()), (e, "point", ()), (n, "point", (47,)),
              (w, "sequence", (3, 7)), (s, "sequence", (3, 3)), (e, "sequence", (3, 6)),
              (n, "sequence", (5, 5)), (w, "set", ()), (s, "set", ()), (e, "set", ()), (n, "set", ())]

    def wanted(g: Game) -> bool:
        return said(g) == expect and g.scores == [93, 0]

    return search(VOLEUR, ("South", "East", "North", "West"), n, fixed, "", pattern, wanted, 1)


def n1() -> Game:
    """N1: A deals (seat 0), B (1) and C (2) before him.  A discards the eight and
    seven of spades for the talon's jack and ten of hearts: hearts A K Q J T (point
    51, quint major) and a trio of aces; B's point 48 and tierce to the king; C's
    point of four; the tricks B/A A/A A/A A/A A/B B/B B/C C/C C/B B/A: A 110, B 6,
    C 3.  The hands are built from the tricks (:func:`tricks_first`)."""
    a, b, c = 0, 1, 2
    pattern = [(b, a), (a, a), (a, a), (a, a), (a, b), (b, b), (b, c), (c, c), (c, b), (b, a)]
    fixed = [hand("AH KH QH JH TH AS AD"), hand("AC KC TC 9C 8C KS QS JS"), 0]
    out = hand("8S 7S")  # A's discards
    pool = ((1 << 32) - 1) & ~(fixed[0] | fixed[1] | out)
    rng = random.Random(5)
    for _ in range(200):
        found = tricks_first(3, 10, fixed, pool, pattern, rng)
        if found is None:
            continue
        finals, sequence = found
        dealt = [finals[a] & ~hand("JH TH") | out, finals[b], finals[c]]
        game = Game(NORMAND, ("A", "B", "C"), first_dealer=a, packet=2)
        game.apply(DealCards(tuple(dealt), (parse_card("JH"), parse_card("TH"))))
        through_declarations(game, {a: out})
        s = {(e.seat, e.cls): e.info for e in game.log if e.kind == "announce"}
        if not (s[(a, "point")] == (5, 51) and s[(b, "point")] == (5, 48) and s[(c, "point")][:1] == (4,)
                and s[(b, "sequence")] == (3, 6) and s[(a, "sequence")] == (5, 7)
                and s[(a, "set")] == (3, 7) and game.scores == [93, 0, 0]):
            continue
        for card in sequence:
            game.apply(Play(card))
        return game
    raise SystemExit("no deal found for N1")


def n2() -> Game:
    """N2: before the deal A 85, B 50, C 92; A deals, B is first hand.  B's point of
    four, quart major and trio of aces make 11, A and C score nothing; B leads and
    wins nine tricks, the ninth lead making 20: pique, 60; C wins the tenth with the
    last: B 71, C 2, A 0, and B leaves the table with 121."""
    a, b, c = 0, 1, 2
    fixed = ["QH JH TS 9S KD QD JD TD 9C 8C", "AS KS QS JS AH KH 8H 7H AD 7C",
             "TH 9H 8S 7S 9D 8D 7D AC KC QC"]
    pattern = [(b, b)] * 9 + [(b, c)]

    def wanted(g: Game) -> bool:
        return g.scores == [0, 11, 0]

    return search(NORMAND, ("A", "B", "C"), a, fixed, "JC TC", pattern, wanted, 3, before=[[85, 50, 92]],
                  tries=1)


def normand_partie() -> Game:
    """A whole partie of Piquet Normand, every move drawn at random among the legal
    ones, in which a player leaves the table and the last two play on by the
    two-handed rules: the first such partie from seed 1 up."""
    for seed in range(1, 1000):
        game = Game.new(random.Random(seed), NORMAND, ("A", "B", "C"))
        rng = random.Random(seed + 1)
        while not game.is_over:
            game.play_random_deal(rng)
        tables = [len(seats) for _start, seats, _first in game.tables]
        if tables == [3, 2] and 2 <= len(game.deal_scores) - game.tables[1][0] <= 4:
            return game
    raise SystemExit("no such partie")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="write nothing; fail if a seed differs")
    args = parser.parse_args()
    seeds = {
        "voleur-v1-v2-partnership-point-and-repique.json": v1_v2(),
        "normand-n1-dealer-exchange-and-repique.json": n1(),
        "normand-n2-pique-and-leaving.json": n2(),
        "normand-partie-a-player-leaves.json": normand_partie(),
    }
    failed = False
    for name, game in seeds.items():
        text = dumps(game_to_record(game))
        path = SEEDS / name
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                print(f"{name}: differs", file=sys.stderr)
                failed = True
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}: {game.history[-1].scores}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
