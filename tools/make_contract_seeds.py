"""Write the seed records of Contract Piquet (Contract Piquet's rules) into seeds/.

    python tools/make_contract_seeds.py [--out DIR]

Each seed is a deal written out by hand: the cards, the auction, then every class
declared at its best and the twelve tricks; any illegal step raises.  Worked
examples C1 and C2 are played to the figures of the text, and two more deals show
a redeal after two passes and a plus contract that fails.  ``tools/make_seeds.py``
writes these with the others.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_seeds import DEAL_PLAYERS, ELDER, SEEDS_DIR, YOUNGER, declare_all_best  # noqa: E402

from piquet_game.rules import Blanche, DealCards, Game, Phase, Play, mask_of, parse_cards  # noqa: E402
from piquet_game.rules.actions import CALLS  # noqa: E402
from piquet_game.rules.record import dumps, game_to_record  # noqa: E402
from piquet_game.rules.variant import CONTRACT  # noqa: E402

E, Y = ELDER, YOUNGER


@dataclass(frozen=True)
class Hands:
    """The cards of one deal: elder's, younger's and the talon (out of play)."""

    elder: str
    younger: str
    talon: str

    def deal(self) -> DealCards:
        hands = (mask_of(parse_cards(self.elder.split())), mask_of(parse_cards(self.younger.split())))
        return DealCards(hands, tuple(parse_cards(self.talon.split())))


@dataclass(frozen=True)
class ContractDeal:
    """A deal of Contract Piquet: its cards, the calls (seat, word) and, unless the
    auction is passed out, the twelve tricks (each the card led, then the other)."""

    hands: Hands
    calls: tuple[tuple[int, str], ...]
    tricks: tuple[str, ...] = ()


@dataclass(frozen=True)
class ContractSpec:
    filename: str
    title: str
    description: str
    deals: tuple[ContractDeal, ...]
    scores: tuple[tuple[int, int], ...]  # each deal's scores as the text gives them


C1_HANDS = Hands("KS QS JS TS 9S KH QH 9H 8H KD QD 8D", "AS AH AD AC 8S 7S JH TH JD TD 9C 8C",
                 "7H 9D 7D KC QC JC TC 7C")
C2_HANDS = Hands("AH KH QH JH TH 9H AS 8S KD 7D QC 7C", "KS JS 9S 7S AD QD TD 8D AC KC 9C 8C",
                 "QS TS 8H 7H JD 9D JC TC")

C1 = ContractSpec(
    filename="contract-c1-plus-redoubled.json",
    title="Contract Piquet, example C1: a plus contract, redoubled",
    description=(
        "Elder 7+, younger 7-, elder 8+, younger doubles, elder redoubles. Elder's point 5 and "
        "quint to the king, 20; younger's quatorze of aces, 14: no repique. Elder wins ten "
        "tricks, 30 (his 29 comes after younger's 14: no pique), younger two, 16. Two "
        "overtricks at 10, redoubled: 80. Elder 110, younger 16."),
    deals=(ContractDeal(C1_HANDS, ((E, "7+"), (Y, "7-"), (E, "8+"), (Y, "double"), (E, "redouble")),
                        ("KD AD", "JD QD", "KH JH", "QH TH", "9H AH", "8S KS", "8H TD", "8D AS",
                         "QS 7S", "JS AC", "TS 9C", "9S 8C")),),
    scores=((110, 16),),
)
C2 = ContractSpec(
    filename="contract-c2-minus-failed-doubled.json",
    title="Contract Piquet, example C2: a minus contract failed, doubled",
    description=(
        "Elder 7+, younger 7-, elder doubles, younger is content. Elder's point 6 and sixieme, "
        "22; younger has nothing, so elder's 22 passes the minus repique threshold of 21: 91. "
        "Younger wins seven tricks, 7, elder five, 96. Younger lost only five tricks: two short "
        "of his seven, at 10 doubled, 40 to elder. Elder 136, younger 7."),
    deals=(ContractDeal(C2_HANDS, ((E, "7+"), (Y, "7-"), (E, "double"), (Y, "content")),
                        ("QC AC", "KC 7C", "9C KD", "8C 7D", "AD AH", "QD KH", "TD QH", "KS AS",
                         "JH 8D", "TH JS", "9H 9S", "8S 7S")),),
    scores=((136, 7),),
)
REDEAL = ContractSpec(
    filename="contract-redeal-after-two-passes.json",
    title="Contract Piquet: both pass, the same dealer deals again",
    description=(
        "Both players pass: the cards are thrown in and the same dealer deals again. In the "
        "new deal elder bids 7+ and younger passes. Elder's point 6 and sixieme, 22, short of "
        "the plus repique threshold of 30. Younger wins the first five tricks; elder the last "
        "seven, 29, the plus pique threshold, but younger has scored: no pique. The contract "
        "made exactly scores nothing more. Elder 29, younger 5."),
    deals=(ContractDeal(C1_HANDS, ((E, "pass"), (Y, "pass"))),
           ContractDeal(C2_HANDS, ((E, "7+"), (Y, "pass")),
                        ("QC AC", "KC 7C", "9C KD", "8C 7D", "AD AH", "KS AS", "KH QD", "QH TD",
                         "JH 8D", "TH JS", "9H 9S", "8S 7S"))),
    scores=((29, 5),),
)
FAILED_PLUS = ContractSpec(
    filename="contract-failed-plus.json",
    title="Contract Piquet: a plus contract that fails",
    description=(
        "Elder bids 9+ and younger passes: elder must win nine tricks. Elder's point 5 and quint, "
        "20; younger's quatorze of aces, 14. Elder wins only seven tricks, 27, younger five, "
        "19: two tricks short, at 10 each, 20 to younger. Elder 27, younger 39."),
    deals=(ContractDeal(C1_HANDS, ((E, "9+"), (Y, "pass")),
                        ("KD AD", "AC QD", "9C 8D", "8C KH", "JH QH", "KS AS", "8S QS", "JS 7S",
                         "TS AH", "9S TH", "9H JD", "8H TD")),),
    scores=((27, 39),),
)
PIQUE_AT_29 = ContractSpec(
    filename="contract-pique-at-29.json",
    title="Contract Piquet: a plus contract's pique at exactly 29",
    description=(
        "Elder bids 7+ and younger passes. Elder's point of six, 6, his sixieme to the ace, 16, and "
        "a quart to the jack, 4, then three tens, 3: 29, younger nothing; short of the plus "
        "repique threshold of 30. With no lead points, the pique comes with the first trick he "
        "wins: the first trick makes 30, and 29 says 60, 31 more: 61. Elder wins the first six "
        "tricks and the last, 67; younger five, 5. The contract made exactly scores nothing more. "
        "Elder 67, younger 5."),
    deals=(ContractDeal(Hands("AS KS QS JS TS 9S JH TH 9H 8H TD 7C", "8S 7S AH QH 7H AD QD 9D 7D KC 9C 8C",
                              "KH KD JD 8D AC QC JC TC"),
                        ((E, "7+"), (Y, "pass")),
                        ("AS 7S", "KS 8S", "QS 7D", "JS 9D", "TS 8C", "9S 9C", "JH AH", "AD TD",
                         "QD 7C", "KC 8H", "QH TH", "7H 9H")),),
    scores=((67, 5),),
)
CONTRACT_SPECS = (C1, C2, REDEAL, FAILED_PLUS, PIQUE_AT_29)


def play_contract(spec: ContractSpec) -> Game:
    """Drive a game through the spec's deals (seat 1 deals the first); raises on any
    illegal step or a score other than the text's."""
    game = Game(CONTRACT, DEAL_PLAYERS, first_dealer=YOUNGER, packet=2)
    for deal in spec.deals:
        game.apply(deal.hands.deal())
        while game.phase is Phase.BLANCHE:
            game.apply(Blanche(False))
        for seat, word in deal.calls:
            game.apply(CALLS[word], seat)
        declare_all_best(game)
        for trick in deal.tricks:
            for card in parse_cards(trick.split()):
                game.apply(Play(card), game.to_move)
        if game.phase is not Phase.DEAL:
            raise AssertionError(f"{spec.filename}: a deal was not played to its end")
    if [tuple(s) for s in game.deal_scores] != list(spec.scores):
        raise AssertionError(f"{spec.filename}: the deals scored {game.deal_scores}, not {spec.scores}")
    return game


def build_contract() -> dict[str, str]:
    """Each Contract Piquet seed's file name and text."""
    return {spec.filename: dumps(game_to_record(play_contract(spec), title=spec.title,
                                                description=spec.description))
            for spec in CONTRACT_SPECS}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=SEEDS_DIR, help="directory to write (default: seeds/)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, text in build_contract().items():
        path = args.out / name
        path.write_text(text, encoding="utf-8", newline="\n")
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
