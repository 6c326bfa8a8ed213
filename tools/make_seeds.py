"""Write the seed records in seeds/: the worked examples of the source rules (Rubicon Piquet, part 1) and of
the source rules (Piquet au cent: AC1 to AC3; Russian Piquet: R1 and R2; Picchetto: P1, P2).

    python tools/make_seeds.py [--out DIR]

Examples 1 to 4 are single deals built from the card lists below: the cards dealt,
the talon and every decision, played through the rules engine and written with
``piquet_game.rules.record``, so each file is exactly the engine's record format.
Example 5 is two whole partie of six random legal deals, found by a reproducible
search (see :func:`find_partie`) whose totals are 154 to 113 and 154 to 93.

The au cent examples start from totals reached in earlier deals (88 to 95, ...):
three random legal deals found by the same kind of search lead to them, then the
example's deal is played as its text says.  Picchetto's P2 is a whole match of random
legal deals around one deal written out (see :func:`find_p2`).

Running the script again writes the same files byte for byte.
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_game.rules import (  # noqa: E402
    RUBICON,
    Blanche,
    DealCards,
    Game,
    Phase,
    Play,
    mask_of,
    parse_action,
    parse_cards,
)
from piquet_game.rules.combos import best_declaration  # noqa: E402
from piquet_game.rules.record import dumps, game_to_record  # noqa: E402
from piquet_game.rules.variant import AU_CENT, PICCHETTO, RUSSIAN  # noqa: E402

SEEDS_DIR = Path(__file__).resolve().parents[1] / "seeds"

# In the single-deal examples seat 0 is elder and seat 1 deals (younger).
ELDER, YOUNGER = 0, 1
DEAL_PLAYERS = ("Elder", "Younger")


@dataclass(frozen=True)
class DealSpec:
    """One deal written out by hand: the cards, then the decisions in order.

    ``actions`` are ``(seat, text)`` in the notation of
    :func:`piquet_game.rules.parse_action`; ``tricks`` are the twelve tricks, each
    the card led then the card played to it.  Both seats answer the carte blanche
    question first, elder then younger: with the ``blanche`` or ``no-blanche`` the
    actions open with for that seat, or else ``no-blanche``.  As the record format
    says, ``no-blanche`` is applied but not written.
    """

    filename: str
    title: str
    description: str
    elder: str
    younger: str
    talon: str
    actions: tuple[tuple[int, str], ...]
    tricks: tuple[str, ...]


def play_spec(spec: DealSpec) -> Game:
    """Drive a game through the deal; any illegal step raises."""
    game = Game(RUBICON, DEAL_PLAYERS, first_dealer=YOUNGER)
    hands = (mask_of(parse_cards(spec.elder.split())), mask_of(parse_cards(spec.younger.split())))
    game.apply(DealCards(hands, tuple(parse_cards(spec.talon.split()))))
    actions = [(seat, parse_action(text)) for seat, text in spec.actions]
    # Every deal opens by asking both seats, elder first, whether they declare
    # carte blanche, whatever they hold.
    while game.phase is Phase.BLANCHE:
        seat = game.to_move
        if actions and actions[0][0] == seat and isinstance(actions[0][1], Blanche):
            game.apply(actions.pop(0)[1], seat)
        else:
            game.apply(Blanche(False), seat)
    for seat, action in actions:
        game.apply(action, seat)
    for trick in spec.tricks:
        lead, follow = parse_cards(trick.split())
        game.apply(Play(lead), game.leader)
        game.apply(Play(follow), 1 - game.leader)
    if len(game.deal_scores) != 1:
        raise AssertionError(f"{spec.filename}: the deal was not played to its end")
    return game


def spec_record(spec: DealSpec) -> str:
    game = play_spec(spec)
    return dumps(game_to_record(game, title=spec.title, description=spec.description))


E, Y = ELDER, YOUNGER

EXAMPLE_1 = DealSpec(
    filename="example-1-elder-170.json",
    title="Worked example 1: elder scores 170 in one deal",
    description=(
        "Source 004's highest score in one deal. Elder discards 7S 8H and draws QD QC, "
        "so that he holds A K Q of every suit; younger ends with three cards in each suit, "
        "all lower. Point of three: younger asks 'making?', elder makes 31 against 29, good: 3. "
        "Four tierces to the ace: 12 (15). Three quatorzes, aces, kings and queens: 42 (57). "
        "Repique: 60 (117). Elder leads all twelve tricks and wins them: 12 for the leads "
        "(129), 1 for the last (130), 40 for capot: 170. Younger scores nothing."
    ),
    elder="AS KS QS 7S AH KH QH 8H AD KD AC KC",
    younger="JS TS 9S 8S TH 9H 7H JD 8D 9C 8C 7C",
    talon="QD QC JH TC 9D TD 7D JC",
    actions=(
        (E, "exchange 7S 8H"),
        (Y, "exchange 8S 9H 7C hide"),
        (E, "declare point AS KS QS"),
        (Y, "declare point JS TS 9S"),
        (E, "declare sequence AS KS QS / AH KH QH / AD KD QD / AC KC QC"),
        (Y, "declare sequence JS TS 9S"),
        (E, "declare set AS AH AD AC / KS KH KD KC / QS QH QD QC"),
        (Y, "declare set JS JH JD / TS TH TC"),
    ),
    tricks=("AS 9S", "KS TS", "QS JS", "AH 7H", "KH TH", "QH JH",
            "AD 8D", "KD 9D", "QD JD", "AC 8C", "KC 9C", "QC TC"),
)

EXAMPLE_2 = DealSpec(
    filename="example-2-blanche-173.json",
    title="Worked example 2: carte blanche and 173 in one deal",
    description=(
        "Source 004's theoretical best. Elder is dealt a carte blanche (no king, queen or "
        "jack) and declares it: 10. He discards four (8S 7S 7H 7D) and draws KH QH JH 9H, "
        "so that he holds four aces, four tens and K Q J 9 of hearts. Point of six in hearts: "
        "younger has six clubs too and asks 'making?', 60 against 54, good: 6 (16). Sixieme "
        "to the ace: 16 (32). Repique: 60 (92). Quatorzes of aces and tens: 28 (120). "
        "Younger never takes a trick, so elder wins all twelve: 12 for the leads and 1 for the "
        "last (133), 40 for capot: 173. Younger scores nothing."
    ),
    elder="AS TS 8S 7S AH TH 7H AD TD 7D AC TC",
    younger="KS QS JS 8H KD QD 9D KC QC JC 9C 8C",
    talon="KH QH JH 9H 7C 9S JD 8D",
    actions=(
        (E, "blanche"),
        (E, "exchange 8S 7S 7H 7D"),
        (Y, "exchange JS 8H show"),
        (E, "declare point AH KH QH JH TH 9H"),
        (Y, "declare point KC QC JC 9C 8C 7C"),
        (E, "declare sequence AH KH QH JH TH 9H"),
        (Y, "declare sequence KC QC JC / 9C 8C 7C"),
        (E, "declare set AS AH AD AC / TS TH TD TC"),
        (Y, "declare set KS KD KC / QS QD QC"),
    ),
    tricks=("TS 9S", "AS KS", "TD 9D", "AD KD", "TC 9C", "AC KC",
            "AH QS", "KH QD", "QH QC", "JH JC", "TH 8C", "9H 7C"),
)

_EX3_CARDS = dict(
    elder="AH KH QH JH TH KS QS JS KC 7D 8D 7C",
    younger="AS TS 9S 8S 7S AD TD 9D AC TC 9C 8C",
    talon="KD QD QC JD 7H 9H 8H JC",
)
_EX3_DECLARATIONS = (
    (E, "exchange 7D 8D 7C"),
    (Y, "exchange 9C 8C hide"),
    (E, "declare point AH KH QH JH TH"),
    (Y, "declare point AS TS 9S 8S 7S"),
    (E, "declare sequence AH KH QH JH TH / KS QS JS"),
    (Y, "declare sequence TS 9S 8S 7S / JD TD 9D"),
    (E, "declare set KS KH KD KC / QS QH QD QC"),
    (Y, "declare set AS AD AC / TS TD TC"),
)
_EX3_TRICKS = ("AH 7H", "KH 7S", "QH 8S", "JH 9D", "TH JD", "KS AS",
               "AD QD", "AC QC", "TD KD", "KC TC", "QS TS", "JS 9S")

EXAMPLE_3A = DealSpec(
    filename="example-3a-elder-repiques.json",
    title="Worked example 3a: elder's combinations alone reach 30: repique",
    description=(
        "Younger is dealt a carte blanche but keeps quiet about it, so it does not score. "
        "Elder draws KD QD QC. Point of five in hearts, 51 against younger's 45: 5. "
        "Quint to the ace in hearts and tierce to the king in spades: 18 (23). Quatorzes of "
        "kings and queens: 28 (51), and since younger has nothing, repique: 60 (111). "
        "Tricks: elder leads tricks 1-6 and 10-12 (9), wins younger's lead at trick 9 (1) "
        "and the last (1), and with nine tricks the cards (10): 132. Younger wins trick 6 (1) "
        "and leads 7-9 (3): 4. Compare example 3b, the same deal with younger's carte "
        "blanche declared."
    ),
    actions=((Y, "no-blanche"),) + _EX3_DECLARATIONS,
    tricks=_EX3_TRICKS,
    **_EX3_CARDS,
)

EXAMPLE_3B = DealSpec(
    filename="example-3b-younger-blanche-no-repique.json",
    title="Worked example 3b: younger's carte blanche counts first: no repique",
    description=(
        "The deal of example 3a, but younger declares his carte blanche: 10, scored before "
        "any combination (it is shown after elder's exchange). Elder's combinations are the "
        "same, point 5, sequences 18 (23), quatorzes 28 (51), but younger has already "
        "scored, so there is no repique. Same tricks: elder 72, younger 14."
    ),
    actions=((Y, "blanche"),) + _EX3_DECLARATIONS,
    tricks=_EX3_TRICKS,
    **_EX3_CARDS,
)

_EX4_YOUNGER = "KS QS JS TS TH QH 7H TD QD 7D 7C 8D"
_EX4_ACTIONS_AFTER_POINT = (
    (E, "declare sequence AC KC QC JC"),
    (Y, "declare sequence KS QS JS TS 9S"),
    (E, "declare set AH AD AC / KH KD KC / JH JD JC"),
    (Y, "declare set TS TH TD TC / QS QH QD"),
)

EXAMPLE_4A = DealSpec(
    filename="example-4a-equal-point-younger-repiques.json",
    title="Worked example 4a: an Equal point is no score: younger repiques",
    description=(
        "Elder's point is five clubs, A K Q J 8, worth 49; younger's is five spades, K Q J T 9, "
        "also 49. Younger asks 'making?', elder says 49, younger answers 'equal': neither "
        "scores. Younger's quint to the king beats elder's quart: 15. Younger's quatorze of "
        "tens beats elder's three trios; with his trio of queens: 17 (32). Elder has scored "
        "nothing, since an Equal is not a score, so younger repiques: 60 (92). Elder leads "
        "all twelve tricks (12) and wins eleven, the cards (10): 22; younger wins the last "
        "with the king of spades, 1 for the trick and 1 for the last: 94."
    ),
    elder="AC KC QC JC AH KH AD KD 8S 7S 9H 9D",
    younger=_EX4_YOUNGER,
    talon="JH JD 8C TC 9S AS 8H 9C",
    actions=(
        (E, "exchange 7S 9H 9D"),
        (Y, "exchange 7C 8D show"),
        (E, "declare point AC KC QC JC 8C"),
        (Y, "declare point KS QS JS TS 9S"),
    ) + _EX4_ACTIONS_AFTER_POINT,
    tricks=("AC TC", "KC 7D", "QC 7H", "JC TD", "8C QD", "AH TH",
            "KH QH", "JH 9S", "AD TS", "KD JS", "JD QS", "8S KS"),
)

EXAMPLE_4B = DealSpec(
    filename="example-4b-elder-point-no-repique.json",
    title="Worked example 4b: elder scores the point: younger does not repique",
    description=(
        "Example 4a with one card changed: elder draws the nine of clubs instead of the "
        "eight, so his point, A K Q J 9 of clubs, makes 50 against younger's 49 and is good: "
        "5. Younger's quint 15 and sets 17 bring him to 32 as before, but elder has scored, "
        "so there is no repique. Same tricks: elder 27, younger 34."
    ),
    elder="AC KC QC JC AH KH AD KD 8S 7S 9H 9D",
    younger=_EX4_YOUNGER,
    talon="JH JD 9C TC 9S AS 8H 8C",
    actions=(
        (E, "exchange 7S 9H 9D"),
        (Y, "exchange 7C 8D show"),
        (E, "declare point AC KC QC JC 9C"),
        (Y, "declare point KS QS JS TS 9S"),
    ) + _EX4_ACTIONS_AFTER_POINT,
    tricks=("AC TC", "KC 7D", "QC 7H", "JC TD", "9C QD", "AH TH",
            "KH QH", "JH 9S", "AD TS", "KD JS", "JD QS", "8S KS"),
)

EXAMPLE_4C = DealSpec(
    filename="example-4c-equal-sequence.json",
    title="Worked example 4c: an Equal sequence is no score",
    description=(
        "Younger's point of six spades beats elder's four hearts: 6. In sequences both hold "
        "a quart to the jack (elder in hearts, younger in spades): younger asks 'to what?', "
        "elder says the jack, younger answers 'equal': neither scores, not even elder's "
        "other sequence, a tierce to the queen. Younger's quatorzes of aces and kings: 28 "
        "(34), and as elder has scored nothing, repique: 60 (94). Elder leads the jack of "
        "hearts (1); younger wins it and every other trick: 12 for leads and wins (106), 1 "
        "for the last, 40 for capot: 147."
    ),
    elder="JH TH 9H 8H JD QC TC 8C QS 7S 9D 7C",
    younger="AS KS JS TS 9S 7H AH KH AD KD AC KC",
    talon="QD TD 8S QH 8D 7D JC 9C",
    actions=(
        (E, "exchange 9D 7C"),
        (Y, "exchange 7H hide"),
        (E, "declare point JH TH 9H 8H"),
        (Y, "declare point AS KS JS TS 9S 8S"),
        (E, "declare sequence JH TH 9H 8H / QD JD TD"),
        (Y, "declare sequence JS TS 9S 8S"),
        (E, "declare set QS QD QC / TH TD TC"),
        (Y, "declare set AS AH AD AC / KS KH KD KC"),
    ),
    tricks=("JH AH", "KH 8H", "AD TD", "KD JD", "AC 8C", "KC TC",
            "AS 7S", "KS QS", "JS 9H", "TS TH", "9S QD", "8S QC"),
)

DEAL_SPECS = (EXAMPLE_1, EXAMPLE_2, EXAMPLE_3A, EXAMPLE_3B, EXAMPLE_4A, EXAMPLE_4B, EXAMPLE_4C)


# ---------------------------------------------------------------------------
# Example 5: whole partie found by search.

PARTIE_PLAYERS = ("Napoleon", "Josephine")
#: Each deal k of a partie searched from ``seed`` is dealt and played with
#: ``random.Random(seed * SEED_STRIDE + k * DEAL_STRIDE + attempt)``.
SEED_STRIDE = 1_000_000
DEAL_STRIDE = 10_000
#: Random deals tried for the last deal before the fifth is chosen to meet them.
LAST_DEAL_POOL = 2_000
#: While choosing deals 1 to 4, each seat's remaining target must lie between these
#: per-deal averages over the deals still to come.
BAND = (10, 30)


@dataclass(frozen=True)
class PartieSpec:
    filename: str
    title: str
    target: tuple[int, int]
    seed: int
    text: str


EXAMPLE_5A = PartieSpec(
    filename="example-5a-partie-154-113.json",
    title="Worked example 5a: a partie won 154 to 113 scores 141",
    target=(154, 113),
    seed=0,
    text=(
        "A partie of six random legal deals ending Napoleon 154, Josephine 113. Josephine "
        "has crossed the rubicon of 100, so Napoleon scores 100 + 154 - 113 = 141."
    ),
)

EXAMPLE_5B = PartieSpec(
    filename="example-5b-partie-154-93-rubicon.json",
    title="Worked example 5b: a partie won 154 to 93, the loser rubiconed, scores 347",
    target=(93, 154),
    seed=1,
    text=(
        "A partie of six random legal deals ending Josephine 154, Napoleon 93. Napoleon is "
        "under 100, rubiconed, so Josephine scores 100 + 154 + 93 = 347."
    ),
)

PARTIE_SPECS = (EXAMPLE_5A, EXAMPLE_5B)


def deal_rng(seed: int, deal: int, attempt: int) -> random.Random:
    return random.Random(seed * SEED_STRIDE + deal * DEAL_STRIDE + attempt)


def play_random_deal(game: Game, rng: random.Random) -> None:
    """Deal from ``rng`` and play the deal out with random legal actions."""
    game.deal_random(rng)
    while game.to_move is not None:
        game.apply(game.sample_action(rng))


def try_deal(game: Game, seed: int, deal: int, attempt: int) -> Game:
    trial = game.clone()
    play_random_deal(trial, deal_rng(seed, deal, attempt))
    return trial


def find_partie(target: tuple[int, int], seed: int) -> tuple[Game, list[int]]:
    """A partie cut from ``random.Random(seed)`` whose final totals are ``target``,
    and the attempt chosen for each deal.

    A deal's scores depend only on its dealer, the packet size and its random
    stream, so the search goes deal by deal: deals 1 to 4 take the first attempt that
    keeps each seat's remaining target within :data:`BAND` per deal still to come; the
    sixth deal's outcomes are tabled for attempts ``0 .. LAST_DEAL_POOL - 1``; the
    fifth deal takes the first attempt that leaves exactly one of those outcomes.
    Everything is seeded, so the same search finds the same partie every time.
    """
    game = Game.new(random.Random(seed), players=PARTIE_PLAYERS)
    deals = RUBICON.deals
    attempts: list[int] = []
    lo, hi = BAND
    for k in range(1, deals - 1):
        left = deals - k
        for attempt in range(DEAL_STRIDE):
            trial = try_deal(game, seed, k, attempt)
            remaining = [t - s for t, s in zip(target, trial.totals, strict=True)]
            if all(lo * left <= r <= hi * left for r in remaining):
                break
        else:
            raise RuntimeError(f"seed {seed}: no deal {k} keeps {target} in reach")
        game = trial
        attempts.append(attempt)
    # Deals alternate, so the sixth deal's dealer is known from the cut.
    last_dealer = (game.first_dealer + deals - 1) % 2
    table: dict[tuple[int, ...], int] = {}
    for attempt in range(LAST_DEAL_POOL):
        probe = Game(RUBICON, PARTIE_PLAYERS, first_dealer=last_dealer, packet=game.packet)
        play_random_deal(probe, deal_rng(seed, deals, attempt))
        table.setdefault(tuple(probe.deal_scores[0]), attempt)
    for attempt in range(DEAL_STRIDE):
        trial = try_deal(game, seed, deals - 1, attempt)
        need = tuple(t - s for t, s in zip(target, trial.totals, strict=True))
        if need in table:
            break
    else:
        raise RuntimeError(f"seed {seed}: no fifth deal meets a tabled sixth deal")
    game = trial
    attempts.append(attempt)
    last = table[need]
    game = try_deal(game, seed, deals, last)
    attempts.append(last)
    if not game.is_over or tuple(game.totals) != tuple(target):
        raise AssertionError(f"seed {seed}: the partie ended {game.totals}, not {target}")
    return game, attempts


def partie_record(spec: PartieSpec) -> str:
    game, attempts = find_partie(spec.target, spec.seed)
    description = (
        f"{spec.text} Found by tools/make_seeds.py: cut for deal and packet size from "
        f"random.Random({spec.seed}); deal k played with random legal actions from "
        f"random.Random({spec.seed} * {SEED_STRIDE} + k * {DEAL_STRIDE} + attempt), "
        f"attempts by deal {attempts}. Deal scores ({game.players[0]}-{game.players[1]}): "
        + ", ".join(f"{a}-{b}" for a, b in game.deal_scores)
        + "."
    )
    return dumps(game_to_record(game, title=spec.title, description=description))


# --------------------------------------------------------------- Piquet au cent


def declare_all_best(game: Game) -> None:
    """Each seat declares its best in every class, as long as the declarations last."""
    from piquet_game.rules import Declare
    from piquet_game.rules.actions import DECLARE_PHASES

    while game.phase in DECLARE_PHASES:
        seat = game.to_move
        cls = DECLARE_PHASES[game.phase]
        game.apply(Declare(cls, best_declaration(game.hands[seat], cls, game.variant)), seat)


@dataclass(frozen=True)
class CentSpec:
    """An au cent example: the totals before its deal (seat 0, elder in it, first),
    the deal's cards, elder's discards (younger takes none), every class declared at
    its best, then the leads and replies given."""

    filename: str
    title: str
    description: str
    before: tuple[int, int]
    elder: str
    younger: str
    talon: str
    discard: str
    tricks: tuple[str, ...] = ()
    seed: int = 0


CENT_PLAYERS = ("Elder", "Younger")
#: Deals played before an example's: dealers 0, 1, 0, so that seat 1 deals it.
CENT_LEAD_IN = 3

AC1 = CentSpec(
    filename="au-cent-ac1-the-end-item-by-item.json",
    title="Piquet au cent, example AC1: the end is checked item by item",
    description=(
        "Elder 88, younger 95. Point: elder's six (55) is good, 94. Sequences: younger's "
        "quint in diamonds, 15, makes 110 and the game is over at once: elder's quatorze "
        "of kings and the play are never scored. Younger wins 110 - 94 = 16."),
    before=(88, 95),
    elder="AS KS JS 9S 8S 7S KH QH JH TH 7D KC",
    younger="QD JD TD 9D 8D QS TS AH 9H AC QC JC",
    talon="KD AD 8H 7H TC 9C 8C 7C", discard="7D", seed=11,
)
AC2 = CentSpec(
    filename="au-cent-ac2-lurch-doubles.json",
    title="Piquet au cent, example AC2: a loser under 50 pays double",
    description=(
        "Elder 95, younger 40. Point: elder's four, good, 99. Sequences: younger's tierce, "
        "43. Sets: elder's three aces make 102, the end. 102 - 43 = 59, doubled because "
        "younger has less than 50: 118."),
    before=(95, 40),
    elder="AS JS 9S 7S AH QH TH 8H AD JD 8D TC",
    younger="9C 8C 7C KS QS 8S KH 9H 7H KD QD 9D",
    talon="QC TS JH TD 7D AC KC JC", discard="TC", seed=12,
)
AC3 = CentSpec(
    filename="au-cent-ac3-pique-crosses-the-target.json",
    title="Piquet au cent, example AC3: a pique crosses the target",
    description=(
        "Elder 70, younger 55. Elder's point of six and sixieme make 22; he leads and wins "
        "seven tricks, 29 in the deal, 99 in all. His eighth lead makes 30: pique, 60 in "
        "the deal, 130, the end. 130 - 55 = 75."),
    before=(70, 55),
    elder="AS KS QS JS TS 9S AH 8H 7H 8D 7D KC",
    younger="8S 7S KH JH 9H AD QD TD AC QC TC 8C",
    talon="7C QH TH KD JD 9D JC 9C", discard="KC",
    tricks=("AS 8S", "KS 7S", "QS 9H", "JS JH", "TS 8C", "9S TC", "AH KH", "8D"), seed=13,
)
CENT_SPECS = (AC1, AC2, AC3)


def find_lead_in(totals: tuple[int, int], seed: int) -> tuple[Game, list[int]]:
    """An au cent partie whose :data:`CENT_LEAD_IN` random legal deals (dealers 0, 1,
    0) end at ``totals``: the first deals take the first attempt that keeps what is
    left in reach, the last is chosen from a table of outcomes, as in
    :func:`find_partie`."""
    game = Game(AU_CENT, CENT_PLAYERS, first_dealer=0, packet=2)
    attempts: list[int] = []
    for k in range(1, CENT_LEAD_IN - 1):
        left = CENT_LEAD_IN - k
        for attempt in range(DEAL_STRIDE):
            trial = try_deal(game, seed, k, attempt)
            remaining = [t - s for t, s in zip(totals, trial.totals, strict=True)]
            if all(0 <= r <= 45 * left for r in remaining):
                break
        else:
            raise RuntimeError(f"seed {seed}: no deal {k} keeps {totals} in reach")
        game = trial
        attempts.append(attempt)
    last_dealer = (CENT_LEAD_IN - 1) % 2
    table: dict[tuple[int, ...], int] = {}
    for attempt in range(LAST_DEAL_POOL * 5):
        probe = Game(AU_CENT, CENT_PLAYERS, first_dealer=last_dealer, packet=2)
        play_random_deal(probe, deal_rng(seed, CENT_LEAD_IN, attempt))
        table.setdefault(tuple(probe.deal_scores[0]), attempt)
    for attempt in range(DEAL_STRIDE):
        trial = try_deal(game, seed, CENT_LEAD_IN - 1, attempt)
        need = tuple(t - s for t, s in zip(totals, trial.totals, strict=True))
        if need in table:
            break
    else:
        raise RuntimeError(f"seed {seed}: no deal meets a tabled last deal for {totals}")
    attempts.append(attempt)
    attempts.append(table[need])
    game = try_deal(trial, seed, CENT_LEAD_IN, table[need])
    if tuple(game.totals) != totals or game.phase is not Phase.DEAL:
        raise AssertionError(f"seed {seed}: the lead-in ended {game.totals}, not {totals}")
    return game, attempts


def play_cent(spec: CentSpec) -> tuple[Game, list[int]]:
    from piquet_game.rules import Exchange

    game, attempts = find_lead_in(spec.before, spec.seed)
    hands = (mask_of(parse_cards(spec.elder.split())), mask_of(parse_cards(spec.younger.split())))
    game.apply(DealCards(hands, tuple(parse_cards(spec.talon.split()))))
    while game.phase is Phase.BLANCHE:
        game.apply(Blanche(False))
    game.apply(Exchange(mask_of(parse_cards(spec.discard.split()))), ELDER)
    game.apply(Exchange(0, False), YOUNGER)
    declare_all_best(game)
    for trick in spec.tricks:
        for card in parse_cards(trick.split()):
            game.apply(Play(card), game.to_move)
    if not game.is_over:
        raise AssertionError(f"{spec.filename}: the game did not end")
    return game, attempts


def cent_record(spec: CentSpec) -> str:
    game, attempts = play_cent(spec)
    description = (
        f"{spec.description} The totals before the example's deal come from three random "
        f"legal deals found by tools/make_seeds.py (random.Random({spec.seed} * {SEED_STRIDE} "
        f"+ k * {DEAL_STRIDE} + attempt), attempts {attempts}).")
    return dumps(game_to_record(game, title=spec.title, description=description))


# --------------------------------------------------------------- Russian Piquet


@dataclass(frozen=True)
class RussianSpec:
    """A single deal of Russian Piquet: seat 1 deals, neither exchanges, every class
    declared at its best, the open capot announced by elder or not, then the tricks
    (each the card led, then the other)."""

    filename: str
    title: str
    description: str
    elder: str
    younger: str
    talon: str
    open_capot: bool
    tricks: tuple[str, ...]


R1 = RussianSpec(
    filename="russian-r1-open-capot.json",
    title="Russian Piquet, example R1: an open capot, 221",
    description=(
        "Point 6, good: 6. Elder's sixieme and two tierces, 16 + 13 + 13: 48. Three aces, kings "
        "and queens beat younger's jacks, 9: 57. Younger has nothing in declarations: repique, "
        "117. Elder announces open capot, leads from the top and wins all twelve: 12 leads and "
        "12 tricks, 141, no extra for the last trick nor leza with a capot; the open capot 80: 221."),
    elder="AS KS QS JS TS 9S AH KH QH AD KD QD",
    younger="AC KC QC JC JH TH 9H 8H JD TD 9D 8D",
    talon="8S 7S 7H 7D TC 9C 8C 7C", open_capot=True,
    tricks=("AS 8H", "KS 9H", "QS TH", "JS JH", "TS 8D", "9S 9D", "AH TD", "KH JD", "QH AC", "AD KC",
            "KD QC", "QD JC"),
)
R2 = RussianSpec(
    filename="russian-r2-pique-despite-a-lost-trick.json",
    title="Russian Piquet, example R2: pique despite a lost first trick",
    description=(
        "Point 5, good: 5; a quart to the king, 14, beats younger's tierce: 19. Younger wins the "
        "first trick (elder 20, younger 1) but has nothing in declarations, so elder's seventh "
        "lead makes 30 and a pique, 60. The last trick counts 4 and nine tricks the leza, 10: "
        "elder 80, younger 6."),
    elder="KS QS JS TS 8S 7H AH AD KD 9D 7C 8C",
    younger="AC KC QC 9C KH QH 9H 8H 8D 7D 9S 7S",
    talon="AS JH TH QD JD TD JC TC", open_capot=False,
    tricks=("7H KH", "8D AD", "KS 9S", "QS 7S", "JS 9C", "TS 8H", "8S 9H", "7C AC", "KC 8C", "7D KD",
            "AH QH", "9D QC"),
)
RUSSIAN_SPECS = (R1, R2)


def play_russian(spec: RussianSpec) -> Game:
    from piquet_game.rules import Exchange, OpenCapot

    game = Game(RUSSIAN, DEAL_PLAYERS, first_dealer=YOUNGER, packet=2)
    hands = (mask_of(parse_cards(spec.elder.split())), mask_of(parse_cards(spec.younger.split())))
    game.apply(DealCards(hands, tuple(parse_cards(spec.talon.split()))))
    while game.phase is Phase.BLANCHE:
        game.apply(Blanche(False))
    game.apply(Exchange(0), ELDER)
    game.apply(Exchange(0), YOUNGER)
    declare_all_best(game)
    game.apply(OpenCapot(spec.open_capot), ELDER)
    game.apply(OpenCapot(False), YOUNGER)
    for trick in spec.tricks:
        for card in parse_cards(trick.split()):
            game.apply(Play(card), game.to_move)
    if len(game.deal_scores) != 1:
        raise AssertionError(f"{spec.filename}: the deal was not played to its end")
    return game


# --------------------------------------------------------------------- Picchetto

P1_TITLE = "Picchetto, example P1: the dealer's picca"
P1_DESCRIPTION = (
    "The non-dealer says \"41\" (clubs A K Q J); the dealer's 49 (hearts K Q J T 9): \"non "
    "basta\", 5. His quint to the king, 15, beats the quart: 20; three kings, 3: 23. A point for "
    "each trick won: he reaches 30 at the seventh trick with the non-dealer at 0, picca, 60; "
    "the last trick 2 and the cards 10: 74 to 2.")


def play_p1() -> Game:
    from piquet_game.rules import Exchange

    game = Game(PICCHETTO, DEAL_PLAYERS, first_dealer=YOUNGER, packet=2)
    hands = (mask_of(parse_cards("AC KC QC JC 7S 9S AS 8H 7H 9D 8D 8C".split())),
             mask_of(parse_cards("KH QH JH TH 9H KS QS TS 8S AD KD 7C".split())))
    game.apply(DealCards(hands, tuple(parse_cards("7D AH JS QD JD TD TC 9C".split()))))
    game.apply(Blanche(False), ELDER)
    game.apply(Exchange(mask_of(parse_cards(["8C"]))), ELDER)
    game.apply(Blanche(False), YOUNGER)
    game.apply(Exchange(0, False), YOUNGER)
    declare_all_best(game)
    for trick in ("7S KS", "KH 8H", "QH 7H", "JH JC", "TH QC", "9H KC", "AD 9D", "8S AS", "AC 7C",
                  "8D KD", "QS 9S", "TS 7D"):
        for card in parse_cards(trick.split()):
            game.apply(Play(card), game.to_move)
    if game.deal_scores != [[2, 74]]:
        raise AssertionError(f"P1 ended {game.deal_scores}")
    return game


# P2: a whole match of random legal deals, around the deal of the ripicca.

P2_FILENAME = "picchetto-p2-ripicca-and-the-bellas-221.json"
P2_TITLE = "Picchetto, example P2: ripicca, and the Bella's 221"
P2_PLAYERS = ("Nino", "Dario")
NINO, DARIO = 0, 1
P2_SEED = 21
#: The totals in the Rivincita before the deal of the ripicca (Nino, Dario).
P2_BEFORE = (20, 35)
#: The deal of the ripicca: Dario deals; Nino puts out the eight of clubs for the seven.
P2_NINO = "AS KS QS JS TS 9S AH AD AC 7H 7D 8C"
P2_DARIO = "KH QH JH KD QD JD KC QC JC 8H 8D 9C"
P2_TALON = "7C 9H TH 9D TD TC 8S 7S"
P2_TRICKS = ("AS 9C", "KS 8D", "QS JC", "JS JD", "TS QC", "9S QD", "AH 8H", "AD KD", "AC KC", "7H JH",
             "QH 7D", "KH 7C")


def match_game(game: Game) -> int:
    """The number (1, 2, 3) of the game of the match being played."""
    return len(game.game_starts)


def p2_bella_end(game: Game) -> bool:
    """The match is over, Dario having won the Bella with a trick that took him from
    220 to 221, the trick before it, won by him too, from 219 to 220."""
    if not game.is_over or game.winner != DARIO or match_game(game) != 3:
        return False
    log = game.history[-1]
    start = [sum(d[s] for d in game.deal_scores[game.game_starts[-1]:-1]) for s in (0, 1)]
    last = [(e.kind, e.seat, start[e.seat] + e.total) for e in log.events if e.is_score][-2:]
    return (last == [("win", DARIO, 220), ("win", DARIO, 221)]
            and [t[3] for t in game.tricks[-2:]] == [DARIO, DARIO])


def find_p2(seed: int = P2_SEED) -> tuple[Game, dict[str, list[int]]]:
    """A Picchetto match between Nino (seat 0) and Dario (seat 1) that shows P2.

    Deal k is played with random legal actions from ``deal_rng(seed, k, attempt)``,
    each deal taking the first attempt that keeps to the plan: Dario, kept ahead in
    it, wins the Partita, ending it after a number of deals that leaves Dario to deal the Rivincita's third;
    the Rivincita's first deal keeps what is left of :data:`P2_BEFORE` in reach, its
    second is the first attempt that meets it exactly (tried as a deal on its own: a
    deal that reaches no target scores the same wherever it is played); the third is the deal
    of the ripicca, written out; then Nino wins the Rivincita; in the Bella, a deal
    that does not end it leaves Dario ahead, and the deal that ends it is one where
    Dario's tricks take him from 219 to 220 and then to 221 (:func:`p2_bella_end`).
    """
    from piquet_game.rules import Exchange

    game = Game.new(random.Random(seed), PICCHETTO, P2_PLAYERS)
    attempts: dict[str, list[int]] = {"partita": [], "rivincita": [], "bella": []}

    def next_deal(ok, what: str) -> None:
        nonlocal game
        k = len(game.deal_scores) + 1
        for attempt in range(DEAL_STRIDE):
            trial = try_deal(game, seed, k, attempt)
            if ok(trial):
                game = trial
                attempts[what].append(attempt)
                return
        raise RuntimeError(f"seed {seed}: no deal {k} for the {what}")

    def partita(trial: Game) -> bool:
        if match_game(trial) == 1:  # Dario kept ahead
            return trial.totals[DARIO] >= trial.totals[NINO]
        # won by Dario, the Rivincita's third deal then dealt by Dario
        return trial.game_winners == [DARIO] and trial.next_dealer == DARIO
    while match_game(game) == 1:
        next_deal(partita, "partita")
    # the Rivincita: two random deals to P2_BEFORE, the second from a table
    next_deal(lambda t: all(0 <= b - x <= 45 for b, x in zip(P2_BEFORE, t.totals, strict=True)),
              "rivincita")
    k = len(game.deal_scores) + 1
    need = [b - x for b, x in zip(P2_BEFORE, game.totals, strict=True)]
    for attempt in range(LAST_DEAL_POOL * 5):  # a deal's scores, played alone, are the same
        probe = Game(PICCHETTO, P2_PLAYERS, first_dealer=game.next_dealer, packet=game.packet)
        play_random_deal(probe, deal_rng(seed, k, attempt))
        if probe.deal_scores[0] == need:
            break
    else:
        raise RuntimeError(f"seed {seed}: no Rivincita deal scores {need}")
    game = try_deal(game, seed, k, attempt)
    attempts["rivincita"].append(attempt)
    if tuple(game.totals) != P2_BEFORE or game.next_dealer != DARIO or match_game(game) != 2:
        raise AssertionError(f"seed {seed}: the Rivincita stands {game.totals}, not {P2_BEFORE}")
    # the deal of the ripicca
    hands = (mask_of(parse_cards(P2_NINO.split())), mask_of(parse_cards(P2_DARIO.split())))
    game.apply(DealCards(hands, tuple(parse_cards(P2_TALON.split()))))
    game.apply(Blanche(False), NINO)
    game.apply(Exchange(mask_of(parse_cards(["8C"]))), NINO)
    game.apply(Blanche(False), DARIO)
    game.apply(Exchange(0, False), DARIO)
    declare_all_best(game)
    for trick in P2_TRICKS:
        for card in parse_cards(trick.split()):
            game.apply(Play(card), game.to_move)
    # Nino wins the Rivincita
    while match_game(game) == 2:
        next_deal(lambda t: match_game(t) == 2 or t.game_winners[-1] == NINO, "rivincita")
    # the Bella, to Dario's 221
    while not game.is_over:
        next_deal(lambda t: p2_bella_end(t) or (not t.is_over and t.totals[DARIO] >= t.totals[NINO]),
                  "bella")
    return game, attempts


def p2_record(seed: int = P2_SEED) -> str:
    game, attempts = find_p2(seed)
    starts = game.game_starts
    ripicca = starts[1] + 3  # the Rivincita's third deal, 1-based
    bella = len(game.deal_scores)
    wins = [e for log in game.history for e in log.events if e.kind == "game-end"]
    ends = ", ".join(f"{('Partita', 'Rivincita', 'Bella')[e.info[0] - 1]} to {P2_PLAYERS[e.seat]} "
                     f"in deal {n} ({e.info[1]} to {e.info[2]})"
                     for n, e in ((next(log.number for log in game.history if e in log.events), e)
                                  for e in wins))
    before = [sum(d[s] for d in game.deal_scores[starts[2]:-1]) for s in (0, 1)]
    trick = len(game.tricks)
    description = (
        f"Nino and Dario play a match of random legal deals around one written out. Deal "
        f"{ripicca}, in the Rivincita: Nino 20, Dario 35; Dario deals. Nino's prima of six, spades "
        f"A K Q J T 9, is said as 60: \"va bene\", 6; his sesta 16, 22; his poker of aces 14, 36; "
        f"past 30 with Dario at 0: ripicca, 60 more, 96 in the deal and Nino 116 (then nine tricks "
        f"and the cards, 135 to 39). Deal {bella}, in the Bella: Dario begins it at {before[DARIO]} "
        f"(Nino {before[NINO]}); winning trick {trick - 1} takes him from 219 to 220, not enough, "
        f"and trick {trick} to 221: he wins the Bella and the match, two games to one. Games won: "
        f"{ends}. Found by tools/make_seeds.py: cut for deal and packet size from random.Random("
        f"{seed}); deal k played with random legal actions from random.Random({seed} * "
        f"{SEED_STRIDE} + k * {DEAL_STRIDE} + attempt), attempts by deal: Partita "
        f"{attempts['partita']}, Rivincita {attempts['rivincita']}, Bella {attempts['bella']}.")
    return dumps(game_to_record(game, title=P2_TITLE, description=description))


# ---------------------------------------------------------------------------


def build_all() -> dict[str, str]:
    """Every seed file's name and text."""
    out = {spec.filename: spec_record(spec) for spec in DEAL_SPECS}
    for partie in PARTIE_SPECS:
        out[partie.filename] = partie_record(partie)
    for cent in CENT_SPECS:
        out[cent.filename] = cent_record(cent)
    for spec in RUSSIAN_SPECS:
        game = play_russian(spec)
        out[spec.filename] = dumps(game_to_record(game, title=spec.title, description=spec.description))
    out["picchetto-p1-the-dealers-picca.json"] = dumps(
        game_to_record(play_p1(), title=P1_TITLE, description=P1_DESCRIPTION))
    out[P2_FILENAME] = p2_record()
    return out


def write_all(directory: Path) -> list[Path]:
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in build_all().items():
        path = directory / name
        path.write_text(text, encoding="utf-8", newline="\n")
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=SEEDS_DIR, help="directory to write (default: seeds/)")
    args = parser.parse_args(argv)
    for path in write_all(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
