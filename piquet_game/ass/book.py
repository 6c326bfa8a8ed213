"""The rules book's chapter on Ass, the 36-card game of the source documents: the
pack and its card points, the pairs, the five ways of trumps, the deal and the
refills, "go" or "no" and the banks, the first lead, the beating table as a
picture (:class:`~piquet_game.book.Grid`), the six ways of taking a trick, each
with one of the source's worked tricks, following, and the end of the game.

Ass is not a Piquet variant: nothing here reads :mod:`piquet_game.rules.variant`.
Every number comes from the Ass engine (:mod:`piquet_game.ass.rules`): the card points
and pairs from :mod:`~piquet_game.ass.rules.cards`, the targets from
:class:`~piquet_game.ass.rules.AssRules`, the beating table from ``BEATS`` and
``ONE_LESS``, and the winner of each worked trick from
:func:`~piquet_game.ass.rules.trick.resolve`; worked example A1 is counted by
``score_cards`` and ``bank_change``.  :func:`ass_facts` keeps the figures for the
tests.  Pure Python: no pygame.

The chapter speaks the language of a :class:`~piquet_game.i18n.Translator`
(``ass_chapter(tr)``, English without one).
"""

from __future__ import annotations

import functools

from ..book.blocks import Bullets, Chapter, Example, Fan, Grid, Heading, Para, Table
from ..i18n import ENGLISH, Translator
from .rules.cards import (
    ACE,
    BEATS,
    CLUBS,
    EIGHT,
    JACK,
    KING,
    KING_QUEEN,
    NINE,
    ONE_LESS,
    PACK_POINTS,
    PAIR_SUIT_BONUS,
    POINTS,
    QUEEN,
    QUEEN_JACK,
    SEVEN,
    SIX,
    SPADES,
    TEN,
    mask_of,
    parse_cards,
    raw_points,
    score_cards,
)
from .rules.game import HAND_SIZE, LOSE_AT, ONE_TRUMP, SENIOR_JUNIOR, START_BANKS, AssRules, bank_change
from .rules.trick import TrickRules, resolve

_MINUS = "\u2212"
#: The ranks of Ass, high to low: the order of the beating table's rows and columns.
ORDER = (ACE, TEN, KING, QUEEN, JACK, NINE, EIGHT, SEVEN, SIX)

#: The worked tricks of the chapter, one a way of taking a trick, from the source's
#: example game: the cards as played (player 1 leads, then 2, 3, 4), the suit that is
#: a trump for whoever plays it (None: no trumps), and the way it shows.
TRICKS = {
    "older": ("6S 8S QS 7C", None),
    "switch": ("8S 8C QC TC", None),
    "trump": ("6S JS 7C QH", CLUBS),
    "same": ("6S JS TC 6C", None),
    "one-less": ("KS QS JS 9S", None),
    "kill": ("6S 8S QS AS", None),
}

#: Tricks with trumps for all (the rules of Ass, amended 2026-11-28): the cards as
#: played (player 1 leads), the trump option and its suits.
SHARED_TRICKS = {
    "for-all": ("QC 9C QS AC", AssRules.make(4, ONE_TRUMP, (SPADES,))),
    "senior": ("JD KS TS AD", AssRules.make(4, SENIOR_JUNIOR)),
}

#: Worked example A1 (the rules of Ass): three players; what players 1 and 2 won
#: (player 3 won the rest) and their bets.
A1_CARDS = ("8S 8H AC TD KH QH 7S 9D 6C", "8D 8C QS QD QC AS TS TH 6S 6H 6D")
A1_GO = (False, True, True)


def _cards(text: str) -> tuple[int, ...]:
    return tuple(parse_cards(text.split()))


def _held(cards: tuple[int, ...]) -> tuple[int, ...]:
    """Cards as a hand holds them: spades, hearts, diamonds, clubs, each highest first."""
    return tuple(sorted(cards, key=lambda c: (c // 9, -(c % 9))))


def played(name: str):
    """One worked trick resolved by the engine."""
    text, trump = TRICKS[name]
    return resolve([(i, c) for i, c in enumerate(_cards(text))], TrickRules.for_whoever(trump))


def played_for_all(name: str):
    """One trick with trumps for all resolved by the engine."""
    text, rules = SHARED_TRICKS[name]
    cards = _cards(text)
    return resolve(list(enumerate(cards)), rules.trick_rules([rules.shared_suits] * len(cards)))


def beating_marks() -> tuple[str, ...]:
    """The beating table in one suit, a row of marks for each card met (the rows, in
    :data:`ORDER`) by each card played (the columns, in the same order): ``b`` beats,
    ``o`` one less, ``=`` the same card, ``.`` neither."""
    rows = []
    for met in ORDER:
        row = ""
        for card in ORDER:
            if card == met:
                row += "="
            elif BEATS[card] >> met & 1:
                row += "b"
            elif ONE_LESS.get(met) == card:
                row += "o"
            else:
                row += "."
        rows.append(row)
    return tuple(rows)


@functools.cache
def _facts() -> dict[str, int]:
    f: dict[str, int] = {}
    for name in TRICKS:
        trick = played(name)
        f[f"{name}_winner"] = trick.holder[0] + 1
    for name in SHARED_TRICKS:
        f[f"{name}_winner"] = played_for_all(name).holder[0] + 1
    three = AssRules.make(3)
    f["a1_go"], f["a1_no"] = three.go_target, three.no_target
    won = [mask_of(_cards(text)) for text in A1_CARDS]
    won.append(((1 << 36) - 1) & ~won[0] & ~won[1])
    for i, (mask, go) in enumerate(zip(won, A1_GO, strict=True)):
        f[f"a1_p{i + 1}"] = score_cards(mask)
        f[f"a1_b{i + 1}"] = START_BANKS + bank_change(score_cards(mask), go, three.target(go))
    f["a1_raw1"] = raw_points(won[0])
    f["a1_pack"] = PACK_POINTS
    for players in range(2, 7):
        rules = AssRules.make(players, 2)
        f[f"go{players}"], f[f"no{players}"] = rules.go_target, rules.no_target
    f["no6_printed"] = AssRules.make(6, 2, no_target_six=128).no_target
    return f


def ass_facts() -> dict[str, int]:
    """The chapter's figures as the engine makes them: each worked trick's winner
    (``older_winner`` ...), example A1's points and banks, the targets by players."""
    return dict(_facts())


def _points_text(points: int) -> str:
    return f"{_MINUS}{-points}" if points < 0 else str(points)


def _a1_sum(cards: tuple[int, ...]) -> str:
    """Player 1's count in A1, card by card as held, a king and queen of a suit as one
    term: ``16 + 0 + 25 + 16 + 10 + 0 + 12 − 1``."""
    held = mask_of(cards)
    terms: list[str] = []
    for card in cards:
        rank, base = card % 9, card - card % 9
        pair = held >> (base + KING) & 1 and held >> (base + QUEEN) & 1
        if pair and rank in (KING, QUEEN):
            if rank == KING or not held >> (base + KING) & 1:
                terms.append(str(KING_QUEEN))
            continue
        terms.append(_points_text(POINTS[rank]))
    text = " + ".join(terms)
    return text.replace(f"+ {_MINUS}", f"{_MINUS} ")


def _trick_example(tr: Translator, name: str, title: str, rule: str, said: str, **values: int) -> Example:
    """A worked trick: its cards in the order played, the way's rule, then the trick
    told (``said``, its ``{winner}`` the engine's)."""
    cards = _cards(TRICKS[name][0])
    fan = Fan(tr("Players 1 to {last}").format(last=len(cards)), cards, "ass")
    winner = _facts()[f"{name}_winner"]
    return Example(title, (fan,), (rule, said.format(winner=winner, **values)), {"winner": winner})


def _ways(tr: Translator) -> tuple[Example, ...]:
    trump_player = 1 + next(i for i, c in enumerate(_cards(TRICKS["trump"][0])) if c // 9 == CLUBS)
    return (
        _trick_example(
            tr, "older", tr("Older: a higher card of the main suit"),
            tr("A card of the main suit that beats the main card in the table takes the trick from any "
               "holder; after another older card, it must beat that one too."),
            tr("The eight of spades beats the six: player 2 holds. The queen beats the six and the eight: "
               "player {winner} takes.")),
        _trick_example(
            tr, "switch", tr("Switch: an eight of another suit"),
            tr("An eight of another suit, from a player with no card of the main suit, takes the trick from "
               "any holder and becomes the main card: its suit is the main suit now, and each older card "
               "after it becomes the main card in turn."),
            tr("Player 2 has no spade: his eight of clubs switches. The queen of clubs beats it, the ten "
               "beats the queen: player {winner} takes.")),
        _trick_example(
            tr, "trump", tr("Trump: a trump above the main card"),
            tr("A trump of its player, not of the main suit and ranking above the main card, takes the trick "
               "from the leader, a plain card of the same rank, a one-less card or a lower trump; never from "
               "an older card, a six or eight of its own suit, or a trump of the main card's rank."),
            tr("Clubs are player {trump_player}'s trumps: the seven of clubs ranks above the six of spades, "
               "and player {winner} takes."), trump_player=trump_player),
        _trick_example(
            tr, "same", tr("Same rank: the main card's rank in another suit"),
            tr("A card of the main card's rank in another suit takes the trick from the leader, a one-less "
               "card or a plain card of that rank; a trump one also from a trump of that rank."),
            tr("Neither the jack of spades nor the ten of clubs beats the six of spades; the six of clubs "
               "has its rank: player {winner} takes.")),
        _trick_example(
            tr, "one-less", tr("One less: the card just below, down a chain"),
            tr("While the leader holds the trick, the card one less than the main card in its suit takes "
               "it: a ten on an ace, a king on a ten, a queen on a king, a jack on a queen, a nine on a "
               "jack; then the card one less than that one, down the chain. Only as long as nobody else "
               "has taken the trick: once another card has, the chain is over, even if a kill gives the "
               "trick back."),
            tr("Queen on king, jack on queen, nine on jack, all spades: player {winner} takes.")),
        _trick_example(
            tr, "kill", tr("Kill: beating the holder, not the main card"),
            tr("A card of the main suit that beats the holder but not the main card, before any switch, "
               "kills the holder: the trick goes back to the last earlier holder that no later card beats, "
               "in the end the leader."),
            tr("The eight beats the six of spades, the queen the six and the eight. The ace beats the queen, "
               "not the six: it kills the queen, which had beaten the eight, and player {winner} takes.")),
    )


def _for_all(tr: Translator) -> tuple[Para, Example, Example]:
    """Trumps for all: the levels, and two tricks."""
    f = _facts()
    plain = _cards(SHARED_TRICKS["for-all"][0])
    senior = _cards(SHARED_TRICKS["senior"][0])
    return (
        Para(tr("With trumps for all (one suit, two suits, or senior and junior) a trump stands above every "
                "plain card, and a senior trump above every junior one: a card never takes the trick as "
                "older from a card of a higher level that took it as a trump or by the same rank; an eight "
                "never switches over a main card or a holder of a higher level; a junior trump never takes "
                "as a trump under a senior main card, and a senior trump takes from a junior one whatever "
                "their ranks. The same rank keeps its rule. With each player's own trumps, a card of the "
                "main suit does take from a trump.")),
        Example(tr("A plain card against a trump"),
                (Fan(tr("Players 1 to {last}").format(last=len(plain)), plain, "ass"),),
                (tr("Spades are trumps for all. The queen of spades has the queen of clubs' rank and takes; "
                    "the ace of clubs beats the queen of clubs, but a plain card never takes as older from a "
                    "trump: player {winner} takes.").format(winner=f["for-all_winner"]),),
                {"winner": f["for-all_winner"]}),
        Example(tr("Senior and junior"),
                (Fan(tr("Players 1 to {last}").format(last=len(senior)), senior, "ass"),),
                (tr("The jack of diamonds, a junior trump, is led. The king of spades, a senior trump "
                    "ranking above it, takes; the ten of spades ranks above the king and takes from it. The "
                    "ace of diamonds beats the jack, but never takes as older from a senior trump: player "
                    "{winner} takes.").format(winner=f["senior_winner"]),),
                {"winner": f["senior_winner"]}),
    )


def a1_example(tr: Translator = ENGLISH) -> Example:
    f = _facts()
    cards = _held(_cards(A1_CARDS[0]))
    return Example(
        tr("Banks for three"),
        (Fan(tr("Player 1 won"), cards, "ass"),),
        (tr("Three play: the targets are {go} for \u201cgo\u201d and {no} for \u201cno\u201d. Player 1 says "
            "\u201cno\u201d, players 2 and 3 \u201cgo\u201d. Player 1 counts {sum} = {p1}, the king and "
            "queen of hearts together {pair}; with three hearts only, no {bonus} more. Short of {no}: he "
            "keeps {b1} banks.").format(go=f["a1_go"], no=f["a1_no"], sum=_a1_sum(cards), p1=f["a1_p1"],
                                        pair=KING_QUEEN, bonus=PAIR_SUIT_BONUS, b1=f["a1_b1"]),
         tr("Player 2's cards count {p2}, at least {go}: he has {b2} banks. Player 3 has the rest, {pack} "
            "\u2212 {raw} \u2212 {p2} = {p3}, short of {go}: {b3} banks.").format(
             p2=f["a1_p2"], go=f["a1_go"], b2=f["a1_b2"], pack=f["a1_pack"], raw=f["a1_raw1"],
             p3=f["a1_p3"], b3=f["a1_b3"])),
        {"go": f["a1_go"], "no": f["a1_no"], "p1": f["a1_p1"], "p2": f["a1_p2"], "p3": f["a1_p3"],
         "b1": f["a1_b1"], "b2": f["a1_b2"], "b3": f["a1_b3"]},
    )


def beating_grid(tr: Translator = ENGLISH) -> Grid:
    return Grid(
        tr("Which card beats which, in one suit"),
        tr("The card played"),
        tr("The card it meets"),
        ORDER,
        beating_marks(),
        (tr("the card played beats it"), tr("the card played is one less than it")),
        (tr("It is not the order of the ranks: a six beats a king, a seven beats nothing."),
         tr("Of another suit, a card beats the card of its own rank, and an eight beats every card.")),
    )


def ass_chapter(tr: Translator = ENGLISH) -> Chapter:
    """The chapter on Ass in the language of ``tr``."""
    f = _facts()
    n = tr.number
    suit = _cards("AS TS KS QS JS 9S 8S 7S 6S")
    counted = tuple(Fan(_points_text(POINTS[c % 9]), (c,), "ass") for c in suit)  # its points under each
    k_q, q_j = POINTS[KING] + POINTS[QUEEN], POINTS[QUEEN] + POINTS[JACK]
    targets = tuple((str(p), str(f[f"go{p}"]), str(f[f"no{p}"])) for p in range(2, 7))
    return Chapter(tr("Another game: Ass"), (
        Para(tr("Ass is a game of tricks of its own, for two to six players, with a pack of 36 cards, six "
                "to ace in each suit. It is not a kind of Piquet: its ranks have another order, which card "
                "beats which is said by a table, and each player plays his deal for a target of points, to "
                "lose his banks.")),
        Heading(tr("The pack and the card points")),
        Example(tr("What the cards count"), counted, (
            tr("The ranks, high to low: ace, ten, king, queen, jack, nine, eight, seven, six. This order "
               "says which trump is the higher and which card ranks above another; which card beats which "
               "is the beating table's. Under each card, what it counts when a deal is scored: {suit} a "
               "suit, {pack} the pack.").format(suit=sum(POINTS), pack=PACK_POINTS),),
            {"suit": sum(POINTS), "pack": PACK_POINTS}),
        Bullets((
            tr("A king and a queen of one suit among the cards a player won count {kq} instead of {k_q}; a "
               "queen and a jack of one suit {qj} instead of {q_j}. A queen serves one pair only, the "
               "better.").format(kq=KING_QUEEN, k_q=k_q, qj=QUEEN_JACK, q_j=q_j),
            tr("A pair counts {bonus} more when its owner won four cards or more of its suit.").format(
                bonus=PAIR_SUIT_BONUS),
        )),
        Heading(tr("Trumps")),
        Para(tr("The trumps are chosen before the first deal, in one of five ways, and stay for the whole "
                "game:")),
        Bullets((
            tr("Each his own, the usual way: each player chooses a different trump suit, in turn from the "
               "dealer's left (four players at most). A card is a trump only for the player whose suit it "
               "is."),
            tr("No trumps."),
            tr("One trump suit for all."),
            tr("Two trump suits for all, equal."),
            tr("Senior and junior: spades are senior trumps and beat everything; diamonds are junior trumps "
               "and beat only junior and plain cards; hearts and clubs are plain."),
        )),
        *_for_all(tr),
        Heading(tr("Dealing and refilling")),
        Bullets((
            tr("The first dealer is chosen by lot; afterwards the player who led first in a deal deals the "
               "next. Play goes clockwise, to the left."),
            tr("Each player receives {cards} cards, one at a time; the rest is the stock.").format(
                cards=n(HAND_SIZE)),
            tr("After each trick every player draws a card, the winner of the trick first, as long as the "
               "stock holds one for each: all always hold as many cards. A remainder too small for that "
               "stays out of play."),
        )),
        Heading(tr("Go or no, and the banks")),
        Para(tr("Each player starts with {banks} banks. Having looked at his cards, before the first "
                "lead, each says in turn from the dealer's left \u201cgo\u201d or \u201cno\u201d. At the end "
                "of the deal each counts the cards he won against his target:").format(banks=n(START_BANKS))),
        Table(tr("The targets"), (tr("Players"), tr("\u201cGo\u201d"), tr("\u201cNo\u201d")), targets, "ccc"),
        Bullets((
            tr("\u201cGo\u201d: reaching the target drops a bank; missing it adds one."),
            tr("\u201cNo\u201d: reaching the target drops a bank; missing it changes nothing."),
            tr("With six players the \u201cno\u201d target is {no}, 24 more than \u201cgo\u201d as "
               "everywhere else; an option makes it {printed}, as the original rules print it.").format(
                no=f["no6"], printed=f["no6_printed"]),
        )),
        a1_example(tr),
        Heading(tr("The first lead")),
        Para(tr("In the first deal of a game the holder of the lowest diamond leads: the six, else the "
                "seven, and so on; if nobody holds a diamond, the player at the dealer's left. In later "
                "deals the player at the dealer's left leads. The winner of a trick leads to the next.")),
        Heading(tr("The beating table")),
        beating_grid(tr),
        Heading(tr("Taking a trick")),
        Para(tr("The card led is the main card and its suit the main suit; the card that takes the trick so "
                "far is the holder, at first the card led. Each card played takes the trick in one of six "
                "ways, or is thrown away. In the examples four play, player 1 leading.")),
        *_ways(tr),
        Heading(tr("Following")),
        Para(tr("A player who does not take the trick must play a card of the main suit if he has one; a "
                "card of another suit only when it takes the trick, and an eight switches only for a player "
                "with no card of the main suit. The last holder takes the trick, draws first and leads to "
                "the next.")),
        Heading(tr("The end of the game")),
        Bullets((
            tr("When the hands are played out, each player counts the cards he won, and his banks change as "
               "his target says."),
            tr("A player with no bank left wins; several at once win together."),
            tr("A player who reaches {lose} banks loses and the game ends: the player with the fewest banks "
               "wins.").format(lose=LOSE_AT),
            tr("If all reach {lose} together, they play on until a deal leaves them unequal; the fewest "
               "banks win.").format(lose=LOSE_AT),
        )),
    ))


__all__ = ["ORDER", "SHARED_TRICKS", "TRICKS", "a1_example", "ass_chapter", "ass_facts", "beating_grid",
           "beating_marks", "played", "played_for_all"]
