"""The rules of Rubicon Piquet as a book: chapters of paragraphs, scoring tables and
worked examples with their cards, for the Rules screen (:mod:`piquet_game.view.rulesbook`);
then a chapter for each other game (Piquet au cent, Russian Piquet, Picchetto, and
Contract Piquet in :mod:`piquet_game.rules_book_contract`), its rules as this game
plays them (../shared/VARIANTS.md), its traditional words and its worked examples
replayed from the seed records.

No pygame here.  Every number in the book is read from the variant the game plays
(:data:`~piquet_game.rules.variant.RUBICON`), and every worked example is computed by
the engine itself: the point, sequences and sets by :mod:`piquet_game.rules.combos`,
the tricks by playing them in a :class:`~piquet_game.rules.game.Game`, the deal of 170
by replaying the shipped record of it, the partie by :meth:`Variant.settle`.  So the
book cannot say one thing while the game does another; each example keeps the
numbers it shows in ``facts`` for the tests to check.

A chapter is a title and a sequence of blocks: :class:`Heading`, :class:`Para`,
:class:`Bullets`, :class:`Table` and :class:`Example`.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from importlib import resources

from .commentary import combo_words, number_words, score_words
from .rules import Blanche, DealCards, Game, IllegalActionError, Phase, is_blank, parse_action
from .rules.actions import DECLARE_PHASES, Declare, DeclClass
from .rules.cards import RANK_NAMES, card_name, mask_of, parse_card, rank_of, suit_of
from .rules.combos import (
    SEQUENCE_NAMES,
    combo_score,
    compare,
    declaration_score,
    held_sets,
    point_value,
)
from .rules.record import loads, replay
from .rules.variant import AU_CENT, PICCHETTO, RUBICON, RUSSIAN, Variant

V: Variant = RUBICON


@dataclass(frozen=True)
class Heading:
    text: str


@dataclass(frozen=True)
class Para:
    text: str


@dataclass(frozen=True)
class Bullets:
    items: tuple[str, ...]


@dataclass(frozen=True)
class Table:
    """A scoring table: a caption, a header row and rows of cells.  ``align`` has one
    letter per column: ``l`` left, ``c`` centred."""

    caption: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    align: str = ""


@dataclass(frozen=True)
class Fan:
    """Cards pictured side by side, with a word under them."""

    label: str
    cards: tuple[int, ...]


@dataclass(frozen=True)
class Example:
    """A worked example: its cards, what is scored and why, and the numbers shown."""

    title: str
    fans: tuple[Fan, ...]
    caption: tuple[str, ...]
    facts: dict[str, int] = field(default_factory=dict, compare=False)


Block = Heading | Para | Bullets | Table | Example


@dataclass(frozen=True)
class Chapter:
    title: str
    blocks: tuple[Block, ...]


def cards(text: str) -> tuple[int, ...]:
    """``"AH KH QH"`` -> the cards, in the order written."""
    return tuple(parse_card(w) for w in text.split())


# ---------------------------------------------------------------- the examples


def suit_example() -> Example:
    suit = cards("7S 8S 9S TS JS QS KS AS")
    values = ", ".join(f"{RANK_NAMES[rank_of(c)]} {V.card_value(rank_of(c))}" for c in reversed(suit))
    return Example(
        "A suit, lowest to highest",
        (Fan("Spades", suit),),
        (f"Eight cards in each suit, the ace the highest. Their values, used only to break a tie "
         f"in the point: {values}.",),
        {"cards": len(suit)},
    )


def blanche_example() -> Example:
    hand = cards("AS TS 9S 7S AH 9H 8H TD 8D 7D AC TC")
    blank = is_blank(mask_of(hand))
    return Example(
        "A carte blanche",
        (Fan("Elder's twelve cards", hand),),
        (f"No king, queen or jack (aces do not spoil it): a carte blanche. Declared at once, "
         f"before the exchange, it scores {V.blanche_points}.",),
        {"blank": int(blank), "points": V.blanche_points if blank else 0, "cards": len(hand)},
    )


def point_example() -> Example:
    hand = cards("AH KH QH TH 8H")
    length, value = point_value(mask_of(hand))
    score = V.point_score(length, value)
    values = ", ".join(f"{RANK_NAMES[rank_of(c)]} {V.card_value(rank_of(c))}" for c in hand)
    return Example(
        "A point of five",
        (Fan("Elder's hearts", hand),),
        (f"\"Point of {number_words(length)}.\" Its total, if asked (\"Making?\"): {values}, "
         f"making {value}. Good, it scores {score}.",),
        {"length": length, "value": value, "score": score},
    )


def making_example() -> Example:
    elder, younger = cards("AH KH QH TH 8H"), cards("KS QS JS 9S 7S")
    (le, ve), (ly, vy) = point_value(mask_of(elder)), point_value(mask_of(younger))
    result = compare(DeclClass.POINT, (mask_of(elder),), (mask_of(younger),), V)
    winner = {1: "elder", -1: "younger", 0: "nobody"}[result]
    score = V.point_score(le, ve) if result > 0 else V.point_score(ly, vy) if result < 0 else 0
    return Example(
        "Two points of five",
        (Fan("Elder", elder), Fan("Younger", younger)),
        (f"Both points are of {number_words(le)}: \"Equal\". Younger asks \"Making?\": elder makes {ve}, "
         f"younger {vy}. The point goes to {winner}, who scores {score}.",),
        {"elder_value": ve, "younger_value": vy, "result": result, "score": score},
    )


def quint_example() -> Example:
    run = cards("AH KH QH JH TH")
    score = combo_score(DeclClass.SEQUENCE, mask_of(run), V)
    name = combo_words("sequence", mask_of(run))
    return Example(
        "A quint major",
        (Fan("Five hearts in a row", run),),
        (f"Ace, king, queen, jack and ten of hearts: a {name}, the best quint there is "
         f"(a quint major). It scores {score}.",),
        {"score": score},
    )


def sequences_example() -> Example:
    elder = cards("KS QS JS TS")
    quint, tierce = cards("QD JD TD 9D 8D"), cards("AC KC QC")
    mine = (mask_of(quint), mask_of(tierce))
    result = compare(DeclClass.SEQUENCE, (mask_of(elder),), mine, V)
    scored = declaration_score(DeclClass.SEQUENCE, mine, V) if result < 0 else 0
    q, t = (combo_score(DeclClass.SEQUENCE, m, V) for m in mine)
    return Example(
        "A quint against a quart",
        (Fan("Elder", elder), Fan("Younger", quint + tierce)),
        (f"Younger's quint is longer than elder's quart, whatever the cards: \"Not good\". Younger "
         f"scores his quint to the queen, {q}, and his tierce to the ace as well, {t}: {scored}. "
         f"Elder scores nothing for sequences.",),
        {"result": result, "quint": q, "tierce": t, "score": scored},
    )


def quatorze_example() -> Example:
    aces = cards("AS AH AD AC")
    score = combo_score(DeclClass.SET, mask_of(aces), V)
    return Example(
        "Fourteen aces",
        (Fan("A quatorze", aces),),
        (f"Four aces: a quatorze, called \"fourteen aces\". It scores {score}, and beats any "
         f"quatorze of lower rank.",),
        {"score": score},
    )


def sets_example() -> Example:
    elder, younger, nines = cards("AS AH AD"), cards("TS TH TD TC"), cards("9S 9H 9D 9C")
    result = compare(DeclClass.SET, (mask_of(elder),), (mask_of(younger),), V)
    score = combo_score(DeclClass.SET, mask_of(younger), V) if result < 0 else 0
    nine_sets = held_sets(mask_of(nines), V)
    return Example(
        "A trio, a quatorze and four nines",
        (Fan("Elder", elder), Fan("Younger", younger), Fan("Four nines", nines)),
        (f"Any quatorze beats any trio: younger's fourteen tens are good against elder's three "
         f"aces and score {score}. Four nines score nothing: nines never make a set.",),
        {"result": result, "score": score, "nine_sets": len(nine_sets)},
    )


def _deal(elder: str, younger: str, talon: str) -> Game:
    """A game whose first deal gives elder (seat 0) and younger these cards; neither
    declares carte blanche."""
    game = Game(V, ("Elder", "Younger"), first_dealer=1)
    game.apply(DealCards((mask_of(cards(elder)), mask_of(cards(younger))), cards(talon)))
    while game.phase is Phase.BLANCHE:
        game.apply(Blanche(False))
    return game


def _scores(events) -> dict[str, int]:
    return {f"{('elder', 'younger')[e.seat]}_{e.kind}": e.points for e in events if e.is_score}


def exchange_example() -> Example:
    """Elder changes three cards, played by the engine: what he draws, what he may look
    at, and how many younger may then change."""
    game = _deal("AS KS 9S 7S AH QH 8H 7H TD 8D 9C 7C",
                 "QS JS TS 8S KH JH TH 9H AD KD QD JD",
                 "AC KC 9D QC 7D JC TC 8C")
    elder_range = game.exchange_range()
    discard = cards("7H 8D 7C")
    events = game.apply(parse_action("exchange " + " ".join(card_name(c) for c in discard)))
    drawn = next(e.cards for e in events if e.kind == "draw")
    peek = next((e.info for e in events if e.kind == "peek"), ())
    low, high = game.exchange_range()
    return Example(
        "Elder changes three",
        (Fan("Discards", discard), Fan("Draws", tuple(c for c in range(32) if drawn >> c & 1)),
         Fan("May look at", tuple(peek))),
        (f"Elder may change from {elder_range[0]} to {elder_range[1]} cards. He discards three and "
         f"draws the top three of the talon; the {number_words(len(peek))} he left of his share he may "
         f"look at. Younger may then change from {low} up to {high} cards: first the "
         f"{number_words(len(peek))} elder left, then his own {number_words(V.talon_shares[1])}.",),
        {"elder_low": elder_range[0], "elder_high": elder_range[1], "drawn": drawn.bit_count(),
         "left": len(peek), "younger_high": high, "younger_low": low},
    )


def trick_examples() -> tuple[Example, Example]:
    """Two tricks played by the engine: younger follows suit and wins; then younger
    leads a suit elder lacks and wins his own lead."""
    game = _deal("KH 8H 7D 8D 9D TD JD 7S 8S 9S TS JS",
                 "AH 7H AC KC QC JC TC 9C QS KS AS QD",
                 "9H TH JH QH KD AD 7C 8C")
    for text in ("exchange 7S", "exchange - hide"):
        game.apply(parse_action(text))
    while game.phase in DECLARE_PHASES:  # neither declares anything: only the tricks score
        cls = {Phase.DECLARE_POINT: "point", Phase.DECLARE_SEQUENCE: "sequence"}.get(game.phase, "set")
        game.apply(Declare(DeclClass(cls), ()))
    first = game.apply(parse_action("play KH"))
    try:
        game.check(parse_action("play AC"))
        refused = ""
    except IllegalActionError as exc:
        refused = str(exc)
    first += game.apply(parse_action("play AH"))
    one = _scores(first)
    second = game.apply(parse_action("play AC")) + game.apply(parse_action("play 7D"))
    two = _scores(second)
    lead, win = one.get("elder_lead", 0), one.get("younger_win", 0)
    own = two.get("younger_win", 0)
    return (
        Example(
            "Following suit",
            (Fan("Elder leads", cards("KH")), Fan("Younger", cards("AH"))),
            (f"Elder leads the king of hearts: {lead} for the lead. Younger holds hearts, so he must "
             f"play one (a club would be refused: \"{refused}\"). His ace wins the trick: {win} for "
             f"winning a trick his opponent led.",),
            {"elder_lead": lead, "younger_win": win, "refused": int(bool(refused))},
        ),
        Example(
            "No card of the suit led",
            (Fan("Younger leads", cards("AC")), Fan("Elder", cards("7D"))),
            (f"Younger leads the ace of clubs: {two.get('younger_lead', 0)} for the lead. Elder has "
             f"no club and may play any card: he throws a small diamond. Younger wins the trick he "
             f"led, " + (f"which adds {own}." if own else "which adds nothing: the lead was counted."),),
            {"younger_lead": two.get("younger_lead", 0), "younger_win": own,
             "elder_points": sum(v for k, v in two.items() if k.startswith("elder"))},
        ),
    )


def capot_example() -> tuple[Example, Table]:
    """Source 004's deal of 170, replayed from the record shipped with the game: elder's
    hand, and the table of his scores in the order the engine made them."""
    record = resources.files("piquet_game.seeds").joinpath("example-1-elder-170.json")
    log = loads(record.read_text(encoding="utf-8")).game.history[0]
    elder = 1 - log.dealer
    hand = log.hands[elder]
    for e in log.events:
        if e.seat == elder and e.kind == "discard":
            hand &= ~e.cards
        elif e.seat == elder and e.kind == "draw":
            hand |= e.cards
    shown = tuple(sorted((c for c in range(32) if hand >> c & 1), key=lambda c: (suit_of(c), -rank_of(c))))
    rows: list[tuple[str, str, str]] = []
    tricks, total = 0, 0
    for e in log.scoring_events:
        if e.seat != elder:
            continue
        if e.kind in ("lead", "win"):
            tricks += e.points
        else:
            if tricks:
                rows.append(("Tricks led and won", str(tricks), str(total)))
                tricks = 0
            rows.append((score_words(e), str(e.points), str(e.total)))
        total = e.total
    younger = log.scores[1 - elder] if log.scores else 0
    declared = max((e.total for e in log.scoring_events
                    if e.seat == elder and e.kind in ("blanche", "point", "sequence", "set")), default=0)
    example = Example(
        "A deal of 170",
        (Fan("Elder, after the exchange", shown),),
        ("Elder holds ace, king and queen of every suit, and younger's cards are all lower. Elder's "
         f"point, sequences and sets make {declared} before younger has scored, so he repiques; then he "
         f"leads and wins every trick. He scores {total} in the deal, younger {younger}.",),
        {"total": total, "younger": younger, "declared": declared,
         "repique": sum(e.points for e in log.scoring_events if e.kind == "repique"),
         "capot": sum(e.points for e in log.scoring_events if e.kind == "capot")},
    )
    return example, Table("Elder's scores in the deal of 170, in order", ("Score", "Points", "Total"),
                          tuple(rows), "lcc")


def settle_facts() -> dict[str, int]:
    close = V.settle([154, 113])[1] or 0
    rubicon = V.settle([154, 93])[1] or 0
    return {"close": close, "rubicon": rubicon,
            "rubiconed": int(V.is_rubiconed([154, 93])), "not_rubiconed": int(not V.is_rubiconed([154, 113]))}


# ---------------------------------------------------------------- the chapters


def _pack() -> Chapter:
    talon = 32 - 2 * V.hand_size
    elder_share, younger_share = V.talon_shares
    return Chapter("The pack and the deal", (
        Para("Piquet is a game for two players with a pack of 32 cards: seven, eight, nine, ten, jack, "
             "queen, king and ace in each of the four suits. The ace is the highest card."),
        suit_example(),
        Heading("The deal"),
        Para(f"A partie is {number_words(V.deals)} deals, and the deal passes from one player to the other. "
             "The player who cuts the lower card deals first. The dealer is called younger hand; the "
             "other player is elder hand, and leads to the first trick."),
        Para(f"Each player receives {number_words(V.hand_size)} cards, dealt "
             f"{' or '.join(number_words(n) for n in V.packet_sizes)} at a time (the choice is made once for "
             f"the whole partie). The {number_words(talon)} cards left over are laid face down as the talon: "
             f"the top {number_words(elder_share)} are elder's share, the last {number_words(younger_share)} "
             "younger's."),
    ))


def _blanche() -> Chapter:
    return Chapter("Carte blanche", (
        Para(f"A hand of {number_words(V.hand_size)} cards without a king, queen or jack is a carte blanche. "
             f"Aces are allowed. It is worth {V.blanche_points} points, scored before anything else in "
             "the deal, but only if the player declares it: he may keep it secret instead."),
        Para("Elder declares a carte blanche and shows his hand at once. Younger declares his at once "
             "too, but shows it only after elder has made his exchange."),
        blanche_example(),
    ))


def _exchange() -> Chapter:
    low, high = V.elder_exchange
    return Chapter("The exchange", (
        Para("After carte blanche, each player may change cards with the talon, elder first."),
        Table("Who changes how many", ("Player", "Discards", "Then draws"), (
            ("Elder", f"at least {low}, at most {high}", "as many from the top of the talon"),
            ("Younger", f"from {V.younger_min_exchange} up to the cards left",
             "first any elder left, then from his own share"),
        ), "lll"),
        Bullets((
            f"Elder discards face down. If he takes fewer than {number_words(high)}, he may look at the "
            "cards he left of his share; they stay in the talon for younger.",
            "If cards are still left after younger's exchange, younger decides whether both players "
            "see them or neither does. They take no further part in the deal.",
            "Each player may look at his own discards at any time during the deal.",
        )),
        exchange_example(),
    ))


def _point() -> Chapter:
    return Chapter("The point", (
        Heading("The declarations"),
        Para("After the exchange come three classes of declarations, always in this order: the point, "
             "sequences, sets. In each class elder declares first and younger answers \"Good\" (elder's "
             "is better), \"Not good\" (his own is better) or \"Equal\". Only the winner of a class "
             "scores in it; on \"Equal\" nobody does. A player with nothing in a class has nothing to "
             "answer with, and the other scores what he declares."),
        Para("You may sink a combination: leave it undeclared, or declare less than you hold, to keep "
             "your hand hidden. What you do not declare does not score. What does score is shown in "
             "full to your opponent, suit and cards."),
        Para("At the table elder announces his scores, leads and counts one for the lead (\"Quint to "
             "the king, fifteen; and one for the lead, sixteen\"), and younger counts his own as he "
             "plays to the first trick."),
        Heading("The point"),
        Para("The point is the number of cards in your longest suit. When both are of the same length, "
             "younger asks \"Making?\" and the higher total of card values wins; if the totals are "
             "equal too, nobody scores. The winner scores one point for each card of his point."),
        point_example(),
        making_example(),
    ))


def _sequences() -> Chapter:
    rows = tuple((SEQUENCE_NAMES[n].capitalize(), number_words(n), str(V.sequence_scores[n]))
                 for n in sorted(V.sequence_scores))
    return Chapter("Sequences", (
        Para(f"A sequence is {number_words(V.min_sequence)} or more cards of one suit in unbroken order of "
             "rank, such as ten, jack, queen."),
        Table("What a sequence scores", ("Sequence", "Cards in a row", "Scores"), rows, "lcc"),
        Para("A longer sequence beats a shorter one. Between two of the same length younger asks \"To "
             "what?\" and the higher top card wins; if the tops are equal, nobody scores. The winner "
             "also scores every other sequence he declares, even ones lower than his opponent's best."),
        quint_example(),
        sequences_example(),
    ))


def _sets() -> Chapter:
    low = [RANK_NAMES[r] for r in range(V.set_min_rank)]
    high = [RANK_NAMES[r] for r in range(7, V.set_min_rank - 1, -1)]
    trio, quatorze = V.set_scores[3], V.set_scores[4]
    return Chapter("Sets", (
        Para("A set is three or four cards of the same rank, ten or higher. Three of a kind is a trio; "
             "four of a kind a quatorze (\"fourteen aces\")."),
        Table("What a set scores", ("Rank", "Three (trio)", "Four (quatorze)"), (
            (", ".join(high).capitalize(), str(trio), str(quatorze)),
            (", ".join(reversed(low)).capitalize(), "never", "never"),
        ), "lcc"),
        Para("Any quatorze beats any trio; between two of the same size the higher rank wins, so a tie "
             "cannot happen. The winner also scores every other set he declares."),
        quatorze_example(),
        sets_example(),
    ))


def _play() -> Chapter:
    first, second = trick_examples()
    return Chapter("The play", (
        Heading("Tricks"),
        Para(f"Elder leads to the first trick, and {number_words(V.hand_size)} tricks are played. You must "
             "follow suit if you can; if you cannot, you may play any card. There are no trumps: the "
             "higher card of the suit led wins the trick, and the winner leads to the next."),
        Table("Points in the play", ("What", "Scores"), (
            ("Leading a trick", str(V.lead_points)),
            ("Winning a trick your opponent led", str(V.win_opponent_lead_points)),
            ("Winning a trick you led", str(V.win_own_lead_points) if V.win_own_lead_points else "nothing"),
            ("Winning the last trick", f"{V.last_trick_points} more"),
            (f"The cards: winning {number_words(V.hand_size // 2 + 1)} to "
             f"{number_words(V.hand_size - 1)} tricks", str(V.cards_points)),
            (f"Capot: winning all {number_words(V.hand_size)}", f"{V.capot_points}, not {V.cards_points}"),
        ), "lc"),
        first,
        second,
        Heading("The last trick and the cards"),
        Para(f"Winning the last trick counts {V.last_trick_points} more. After it, the player who won "
             f"more tricks scores {V.cards_points} for the cards; at {number_words(V.hand_size // 2)} tricks "
             "each, nobody does."),
    ))


def _bonuses() -> Chapter:
    example, scores = capot_example()
    return Chapter("Pique, repique and capot", (
        Para("Whatever the order in which the scores are called at the table, for these bonuses the "
             "points are taken strictly in this order: carte blanche (elder's, then younger's), the "
             "point, sequences, sets, and only then the points of the play."),
        Table("The bonuses", ("Bonus", "Who", "When", "Adds"), (
            ("Repique", "either player",
             f"{V.repique_threshold} from carte blanche and declarations alone, the opponent having "
             "scored nothing in the deal",
             f"{V.repique_bonus} ({V.repique_threshold} becomes {V.repique_threshold + V.repique_bonus})"),
            ("Pique", "elder only",
             f"{V.pique_threshold} with the points of the play too, younger having scored nothing",
             f"{V.pique_bonus} ({V.pique_threshold} becomes {V.pique_threshold + V.pique_bonus})"),
            ("Capot", "either player", f"all {number_words(V.hand_size)} tricks won",
             f"{V.capot_points}, instead of {V.cards_points} for the cards"),
        ), "llll"),
        Para("An \"Equal\" is not a score and does not prevent a repique. Towards a pique count the "
             "points for leading, for winning tricks and for the last trick; the cards and capot, scored "
             "after the last trick, do not. Younger can never pique, because elder always scores one "
             "for the first lead before younger can win a trick."),
        example,
        scores,
    ))


def _partie() -> Chapter:
    facts = settle_facts()
    bonus, line = V.game_bonus, V.rubicon
    return Chapter("The end of the deal and of the partie", (
        Para("When the last trick is played, each player's points in the deal are added to his total. "
             f"After {number_words(V.deals)} deals the player with the higher total wins the partie, "
             "and what he wins depends on the loser's total."),
        Table("The partie", ("Result", "The winner scores"), (
            (f"The loser has {line} or more", f"{bonus} + the difference of the totals"),
            (f"The loser has less than {line}: he is rubiconed", f"{bonus} + both totals"),
            (f"Equal after {number_words(V.deals)} deals",
             f"{number_words(V.tie_deals).capitalize()} more deals, one dealt by each; if still equal, "
             "the partie is drawn"),
        ), "ll"),
        Para(f"The rubicon is the line of {line}: a loser who has not crossed it pays for both totals, "
             f"his own as well as the winner's, even when the winner too is under {line}."),
        Table("Two parties settled", ("Won", "The loser", "The winner scores"), (
            ("154 to 113", "not rubiconed", f"154 \u2212 113 + {bonus} = {facts['close']}"),
            ("154 to 93", "rubiconed", f"154 + 93 + {bonus} = {facts['rubicon']}"),
        ), "lll"),
    ))


#: The worked examples of Piquet au cent: the seed record, and what it shows.
CENT_EXAMPLES = (
    ("au-cent-ac1-the-end-item-by-item.json", "ac1"),
    ("au-cent-ac2-lurch-doubles.json", "ac2"),
    ("au-cent-ac3-pique-crosses-the-target.json", "ac3"),
)


def cent_facts() -> dict[str, tuple[int, ...]]:
    """Each au cent example replayed by the engine: the totals before its deal, the
    totals at the end, and what the winner scores."""
    out: dict[str, tuple[int, ...]] = {}
    for name, key in CENT_EXAMPLES:
        record = resources.files("piquet_game.seeds").joinpath(name)
        game = loads(record.read_text(encoding="utf-8")).game
        before = tuple(sum(d[s] for d in game.deal_scores[:-1]) for s in (0, 1))
        out[key] = before + tuple(game.totals) + (game.result or 0,)
    return out


def _au_cent() -> Chapter:
    v = AU_CENT
    f = cent_facts()

    def row(key: str, how: str) -> tuple[str, ...]:
        b0, b1, t0, t1, result = f[key]
        return (f"{b0} to {b1}", how, f"{t0} to {t1}", str(result))

    return Chapter("Another game: Piquet au cent", (
        Para("Piquet au cent is played with Rubicon's deal, exchange, declarations and tricks, "
             "pique and repique, but with no fixed number of deals: the deal alternates until "
             f"a player's total reaches {v.target}."),
        Heading("The end comes mid-deal"),
        Para(f"The game ends the moment a total reaches {v.target}, checked after every single score in "
             "the strict order: carte blanche, the point, sequences, sets, then the tricks one by "
             "one, the cards or capot last. The score that reaches it counts in full, a pique or "
             "repique it makes as well; nothing after it is scored or played."),
        Table("What the winner scores", ("The loser has", "The winner scores"), (
            (f"{v.rubicon} or more", "the difference of the totals"),
            (f"less than {v.rubicon}", "the difference, doubled"),
        ), "ll"),
        Para(f"The target is an option ({', '.join(str(t) for _, ts in v.option_values for t in ts)}); "
             "the line under which the loser pays double is half of it."),
        Table("Three endings, replayed by the game", ("Before the deal", "What ends it", "At the end",
                                                      "The winner scores"), (
            row("ac1", "younger's quint, before elder's quatorze is counted"),
            row("ac2", "elder's three aces; the loser under 50"),
            row("ac3", "elder's eighth lead: pique"),
        ), "llll"),
    ))


# ------------------------------------------------------------- Russian Piquet


@functools.cache
def _seed(name: str):
    """The seed record ``name`` replayed by the engine: (the game, the record); read,
    never changed."""
    text = resources.files("piquet_game.seeds").joinpath(name).read_text(encoding="utf-8")
    result = loads(text)
    return result.game, result.record


def _order(cards_mask: int) -> tuple[int, ...]:
    """A hand's cards as it is held: by suit, the highest first."""
    held = (c for c in range(32) if cards_mask >> c & 1)
    return tuple(sorted(held, key=lambda c: (suit_of(c), -rank_of(c))))


def _held(log, seat: int) -> int:
    """The cards ``seat`` held after the exchange, from the deal's events."""
    hand = log.hands[seat]
    for e in log.events:
        if e.seat == seat and e.kind == "discard":
            hand &= ~e.cards
        elif e.seat == seat and e.kind == "draw":
            hand |= e.cards
    return hand


def russian_facts() -> dict[str, int]:
    """Russian Piquet's worked examples R1 and R2 as the engine replays their seed
    records: elder's scores in R1 class by class, what the same capot scores when it
    is not announced (the record replayed without the announcement), and R2's scores
    at the moments its text names."""
    game, record = _seed("russian-r1-open-capot.json")
    log = game.history[0]
    elder = 1 - log.dealer
    f: dict[str, int] = {}
    for e in log.scoring_events:
        if e.seat == elder and e.kind in ("point", "sequence", "set", "repique", "open-capot"):
            f[f"r1_{e.kind}"], f[f"r1_{e.kind}_total"] = e.points, e.total
    f["r1_play"] = sum(e.points for e in log.scoring_events if e.kind in ("lead", "win"))
    f["r1_before_capot"] = f["r1_repique_total"] + f["r1_play"]
    f["r1_total"], f["r1_younger"] = log.scores[elder], log.scores[1 - elder]
    f["r1_sequences"] = len(next(e.combos for e in log.scoring_events if e.kind == "sequence"))
    f["r1_last"] = sum(e.points for e in log.scoring_events if e.kind in ("last", "cards", "capot"))
    silent = {**record, "deals": [dict(record["deals"][0], actions=[
        a for a in record["deals"][0]["actions"] if a["act"] != "open-capot"])]}
    f["r1_unannounced"] = replay(silent).game.deal_scores[0][elder]
    game, _ = _seed("russian-r2-pique-despite-a-lost-trick.json")
    log = game.history[0]
    elder = 1 - log.dealer
    running = [0, 0]
    tricks = 0
    won = 0  # the points of the last trick won
    for e in log.scoring_events:
        running[e.seat] = e.total
        if e.kind in ("point", "sequence"):
            f[f"r2_{e.kind}"] = e.points
            f[f"r2_{e.kind}_total"] = running[elder]
        if e.kind == "win":
            tricks += 1
            won = e.points
            if tricks == 1:
                f["r2_first_winner_is_younger"] = int(e.seat != elder)
                f["r2_t1_elder"], f["r2_t1_younger"] = running[elder], running[1 - elder]
        if e.kind == "pique":
            f["r2_pique_trick"] = tricks + 1
            f["r2_pique"] = e.total
            f["r2_pique_younger"] = running[1 - elder]
        if e.kind == "last":
            f["r2_last"] = e.points + won  # the trick's own point and the last trick's
            f["r2_last_elder"], f["r2_last_younger"] = running[elder], running[1 - elder]
        if e.kind == "cards":
            f["r2_leza"] = e.points
    f["r2_elder"], f["r2_younger"] = log.scores[elder], log.scores[1 - elder]
    f["r2_elder_tricks"], f["r2_younger_tricks"] = game.tricks_won[elder], game.tricks_won[1 - elder]
    return f


def r1_example() -> tuple[Example, Table]:
    game, _ = _seed("russian-r1-open-capot.json")
    log = game.history[0]
    elder = 1 - log.dealer
    f = russian_facts()
    example = Example(
        "An open capot",
        (Fan("Elder", _order(_held(log, elder))), Fan("Younger", _order(_held(log, 1 - elder)))),
        (f"Neither exchanges. Elder's point, sequences and sets make {f['r1_set_total']} while younger "
         f"declares nothing that scores: a repique, {f['r1_repique_total']}. Before the first lead he "
         f"announces an open capot, leads from the top and wins all twelve tricks: "
         f"{f['r1_total']} in the deal, younger {f['r1_younger']}. Unannounced, the capot would have "
         f"made {f['r1_unannounced']}.",),
        {"total": f["r1_total"], "declared": f["r1_set_total"], "repique": f["r1_repique_total"],
         "unannounced": f["r1_unannounced"], "younger": f["r1_younger"]},
    )
    rows = (
        ("Point of six, good", str(f["r1_point"]), str(f["r1_point_total"])),
        (f"Sixième and two tierces, {RUSSIAN.sequence_scores[6]} + {RUSSIAN.sequence_scores[3]} + "
         f"{RUSSIAN.sequence_scores[3]}", str(f["r1_sequence"]), str(f["r1_sequence_total"])),
        ("Three aces, kings and queens", str(f["r1_set"]), str(f["r1_set_total"])),
        ("Repique", str(f["r1_repique"]), str(f["r1_repique_total"])),
        ("Twelve leads and twelve tricks; no extra for the last, no leza", str(f["r1_play"]),
         str(f["r1_before_capot"])),
        ("Open capot", str(f["r1_open-capot"]), str(f["r1_open-capot_total"])),
    )
    return example, Table("Elder's scores in the open capot, in order", ("Score", "Points", "Total"), rows,
                          "lcc")


def r2_example() -> Example:
    game, _ = _seed("russian-r2-pique-despite-a-lost-trick.json")
    log = game.history[0]
    elder = 1 - log.dealer
    f = russian_facts()
    return Example(
        "A pique despite a lost trick",
        (Fan("Elder", _order(_held(log, elder))), Fan("Younger", _order(_held(log, 1 - elder)))),
        (f"Neither exchanges. Elder's declarations make {f['r2_sequence_total']}, younger's nothing. "
         "Younger wins the first trick, which in Rubicon would stop elder's pique; here it does not, "
         f"and elder's lead at trick {f['r2_pique_trick']} makes 30: a pique, {f['r2_pique']}. Elder "
         f"scores {f['r2_elder']} in the deal, younger {f['r2_younger']}.",),
        {"declared": f["r2_sequence_total"], "trick": f["r2_pique_trick"], "pique": f["r2_pique"],
         "elder": f["r2_elder"], "younger": f["r2_younger"]},
    )


def r2_table() -> Table:
    f = russian_facts()
    q, t = RUSSIAN.sequence_scores[4], RUSSIAN.sequence_scores[3]
    rows = (
        ("Elder's point of five, good", str(f["r2_point_total"]), "0"),
        (f"His quart to the king, {q}, beats younger's tierce, {t}", str(f["r2_sequence_total"]), "0"),
        ("Trick 1: elder leads, younger wins it", str(f["r2_t1_elder"]), str(f["r2_t1_younger"])),
        (f"Trick {f['r2_pique_trick']}: elder's lead makes 30, a pique", str(f["r2_pique"]),
         str(f["r2_pique_younger"])),
        (f"Trick 12, the last: it counts {f['r2_last']}", str(f["r2_last_elder"]), str(f["r2_last_younger"])),
        (f"The leza: {number_words(f['r2_elder_tricks'])} tricks to {number_words(f['r2_younger_tricks'])}",
         str(f["r2_elder"]), str(f["r2_younger"])),
    )
    return Table("A pique despite a lost trick: the scores as they stand", ("When", "Elder", "Younger"), rows,
                 "lcc")


def _russian() -> Chapter:
    v = RUSSIAN
    low, high = v.exchange_min_taken, v.elder_exchange[1]
    seq = ", ".join(f"{SEQUENCE_NAMES[n]} {v.sequence_scores[n]}" for n in sorted(v.sequence_scores))
    example, scores = r1_example()
    return Chapter("Another game: Russian Piquet", (
        Para(f"Russian Piquet is a game for two with the pack of 32 cards. A partie is two koroliks of "
             f"{number_words(v.korolik)} deals, {number_words(v.deals)} deals in all. Before each korolik "
             "the players draw: the lower card deals its first deal, and the deal then alternates, so "
             "each player deals once in each korolik."),
        Heading("The deal and the exchange"),
        Para(f"Each player receives {number_words(v.hand_size)} cards, "
             f"{number_words(v.packet_sizes[0])} at a time; of the {number_words(32 - 2 * v.hand_size)} "
             f"left, {number_words(v.talon_shares[0])} are elder's share of the talon and "
             f"{number_words(v.talon_shares[1])} the dealer's."),
        Bullets((
            f"Each player takes no card at all, or {number_words(low)} to {number_words(high)}: elder "
            f"first from his {number_words(v.talon_shares[0])}, without looking at the talon before he "
            "discards; then the dealer, first what elder left of the five, then his own three.",
            "Once both have exchanged, the cards nobody took are turned face up for both players. Each "
            "may look at his own discards.",
            f"Carte blanche, {v.blanche_points}, is declared on the cards as dealt, before the exchange: "
            "no king, queen or jack, aces allowed. It counts as a declaration.",
        )),
        Heading("Declarations"),
        Para(f"The point, sequences and sets are declared as in Rubicon, elder first; the point scores "
             f"one a card. Sequences score more: {seq}. Two identical best sequences cancel: neither "
             f"player scores any sequence. A quatorze scores {v.set_scores[4]}, a trio "
             f"{v.set_scores[3]}, of tens or better; the higher set wins and its holder scores all "
             "his sets."),
        Heading("The play"),
        Table("Points in the play", ("What", "Scores"), (
            ("Each lead", str(v.lead_points)),
            ("Each trick won, whoever led it (a trick you lead and win: 2)", str(v.win_own_lead_points)),
            ("The last trick", f"{v.win_own_lead_points + v.last_trick_points} in all"),
            (f"The leza: more than {number_words(v.hand_size // 2)} tricks", str(v.cards_points)),
            ("Capot: all twelve tricks", f"{v.capot_points}, without the last trick's extra or the leza"),
            ("Open capot: a capot announced before the first lead", str(v.open_capot_points)),
        ), "lc"),
        Para("Either player may announce an open capot, after the declarations and before the first "
             "card is led. An announcement that fails costs nothing."),
        Heading("Pique and repique"),
        Bullets((
            f"Repique: {v.repique_threshold} from carte blanche and declarations alone becomes "
            f"{v.repique_threshold + v.repique_bonus}, for either player. It is counted once the "
            "declarations are over.",
            f"Pique: {v.pique_threshold} with the points of the play becomes "
            f"{v.pique_threshold + v.pique_bonus}, for elder only: a pique needs the first lead.",
            "Only the opponent's declarations stop them: carte blanche, point, sequences or sets, "
            "whenever scored in the deal. His tricks never do.",
        )),
        Para(f"After {number_words(v.deals)} deals the higher total wins the difference of the totals; "
             "equal totals draw the partie. There is no rubicon."),
        Heading("The words"),
        Bullets((
            "\u201cГодятся\u201d (good), \u201cне годится\u201d (not good), \u201cравны\u201d (equal); "
            "the point is said by its number of cards, \u201cпять\u201d (five).",
            "Carte blanche: \u201cбелые карты\u201d. Tierce, quart, quint: \u201cтерц\u201d, "
            "\u201cкварта\u201d, \u201cквинта\u201d, said with their score, \u201cтри тринадцать\u201d, "
            "\u201cчетыре четырнадцать\u201d, \u201cпять пятнадцать\u201d, up to \u201cвосемь "
            "восемнадцать\u201d; to the ace, \u201cмажор\u201d.",
            "Three aces: \u201cтри туза\u201d; a quatorze: \u201cчетырнадцать\u201d. Pique and repique: "
            "\u201cпик\u201d, \u201cрепик\u201d.",
            "The leza: \u201cлеза\u201d; the last trick: \u201cпоследняя взятка\u201d; capot and open "
            "capot: \u201cкапот\u201d, \u201cоткрытый капот\u201d; the partie and the korolik: "
            "\u201cпартия\u201d, \u201cкоролик\u201d.",
        )),
        Heading("Two deals, replayed by the game"),
        example,
        scores,
        r2_example(),
        r2_table(),
    ))


# ------------------------------------------------------------------- Picchetto


def picchetto_facts() -> dict[str, int]:
    """Picchetto's worked examples P1 and P2 as the engine replays their seed records."""
    f: dict[str, int] = {}
    game, _ = _seed("picchetto-p1-the-dealers-picca.json")
    log = game.history[0]
    dealer, other = log.dealer, 1 - log.dealer
    f["p1_said"] = next(e.info[0] for e in log.events if e.kind == "announce" and e.cls == "point")
    (point,) = game.declared[DeclClass.POINT][dealer]
    f["p1_value"] = point_value(point)[1]
    running = [0, 0]
    tricks = 0
    won = 0
    for e in log.scoring_events:
        running[e.seat] = e.total
        if e.kind in ("point", "sequence", "set"):
            f[f"p1_{e.kind}"], f[f"p1_{e.kind}_total"] = e.points, e.total
        if e.kind == "win":
            tricks += 1
            won = e.points
        if e.kind == "pique":
            f["p1_picca_trick"], f["p1_picca"] = tricks, e.total
            f["p1_before_picca"] = e.total - e.points
        if e.kind == "last":
            f["p1_last"] = e.points + won
            f["p1_last_dealer"], f["p1_last_other"] = running[dealer], running[other]
        if e.kind == "cards":
            f["p1_cards"] = e.points
    f["p1_dealer"], f["p1_other"] = log.scores[dealer], log.scores[other]
    f["p1_dealer_tricks"] = game.tricks_won[dealer]
    game, _ = _seed("picchetto-p2-ripicca-and-the-bellas-221.json")
    starts = game.game_starts
    (k,) = [k for k, lg in enumerate(game.history) if any(e.kind == "repique" for e in lg.events)]
    log = game.history[k]
    n = 1 - log.dealer
    before = [sum(d[s] for d in game.deal_scores[starts[1]:k]) for s in (0, 1)]
    f["p2_n_before"], f["p2_d_before"] = before[n], before[1 - n]
    f["p2_said"] = next(e.info[0] for e in log.events if e.kind == "announce" and e.cls == "point")
    for e in log.scoring_events:
        if e.seat == n and e.kind in ("point", "sequence", "set", "repique"):
            f[f"p2_{e.kind}"], f[f"p2_{e.kind}_total"] = e.points, e.total
    f["p2_n_after"] = before[n] + f["p2_repique_total"]
    f["p2_n_end"], f["p2_d_end"] = before[n] + log.scores[n], before[1 - n] + log.scores[1 - n]
    last = game.history[-1]
    start = [sum(d[s] for d in game.deal_scores[starts[2]:-1]) for s in (0, 1)]
    wins = [(start[e.seat] + e.total, e.seat) for e in last.scoring_events if e.kind == "win"]
    w = game.winner if game.winner is not None else 0
    f["p2_bella_220"], f["p2_bella_221"] = (t for t, _ in wins[-2:])
    f["p2_bella_219"] = f["p2_bella_220"] - PICCHETTO.win_own_lead_points
    f["p2_bella_trick"] = len(game.tricks)
    f["p2_bella_winner_is_dealer"] = int(w == log.dealer)  # the dealer of the ripicca's deal
    f["p2_games_won"] = game.game_winners.count(w)
    f["p2_games_lost"] = game.game_winners.count(1 - w)
    f["p2_loser_total"] = game.totals[1 - w]
    return f


def p1_example() -> tuple[Example, Table]:
    game, _ = _seed("picchetto-p1-the-dealers-picca.json")
    log = game.history[0]
    dealer = log.dealer
    f = picchetto_facts()
    example = Example(
        "The dealer's picca",
        (Fan("The dealer, after the exchange", _order(_held(log, dealer))),
         Fan("The non-dealer", _order(_held(log, 1 - dealer)))),
        (f"The non-dealer says \u201c{f['p1_said']}\u201d for his four clubs; the dealer's five hearts "
         f"make {f['p1_value']}: \u201cnon basta\u201d. The dealer's declarations make "
         f"{f['p1_set_total']}; he wins the first {number_words(f['p1_picca_trick'])} tricks and the "
         f"seventh makes 30 with the non-dealer on nothing: picca, {f['p1_picca']}. He ends the deal "
         f"with {f['p1_dealer']}, the non-dealer {f['p1_other']}.",),
        {"said": f["p1_said"], "value": f["p1_value"], "declared": f["p1_set_total"],
         "picca": f["p1_picca"], "dealer": f["p1_dealer"], "other": f["p1_other"]},
    )
    rows = (
        (f"Prima: \u201c{f['p1_said']}\u201d against {f['p1_value']}, non basta", str(f["p1_point"]),
         str(f["p1_point_total"])),
        ("Seconda: a quint to the king beats the quarta", str(f["p1_sequence"]), str(f["p1_sequence_total"])),
        ("Terza: a tris of kings", str(f["p1_set"]), str(f["p1_set_total"])),
        (f"Tricks 1 to {f['p1_picca_trick']}, each won", str(f["p1_before_picca"] - f["p1_set_total"]),
         str(f["p1_before_picca"])),
        ("Picca", str(f["p1_picca"] - f["p1_before_picca"]), str(f["p1_picca"])),
        (f"Tricks {f['p1_picca_trick'] + 1} to 12, the last counting {f['p1_last']}",
         str(f["p1_last_dealer"] - f["p1_picca"]), str(f["p1_last_dealer"])),
        (f"The cards: {number_words(f['p1_dealer_tricks'])} tricks", str(f["p1_cards"]), str(f["p1_dealer"])),
    )
    return example, Table("The dealer's scores in the picca, in order", ("Score", "Points", "Total"), rows,
                          "lcc")


def p2_example() -> Example:
    game, _ = _seed("picchetto-p2-ripicca-and-the-bellas-221.json")
    (log,) = [lg for lg in game.history if any(e.kind == "repique" for e in lg.events)]
    n = 1 - log.dealer
    f = picchetto_facts()
    return Example(
        "The ripicca",
        (Fan("The non-dealer, after the exchange", _order(_held(log, n))),
         Fan("The dealer", _order(_held(log, 1 - n)))),
        (f"In a Rivincita the non-dealer has {f['p2_n_before']}, the dealer {f['p2_d_before']}. The "
         f"non-dealer says \u201c{f['p2_said']}\u201d for his spades, \u201cva bene\u201d; with his "
         f"sesta and his poker of aces he passes 30 before the dealer has scored: a ripicca, "
         f"{f['p2_repique_total']} in the deal and {f['p2_n_after']} in the game. The deal ends "
         f"{f['p2_n_end']} to {f['p2_d_end']}.",),
        {"n_before": f["p2_n_before"], "d_before": f["p2_d_before"], "said": f["p2_said"],
         "ripicca": f["p2_repique_total"], "n_after": f["p2_n_after"], "n_end": f["p2_n_end"],
         "d_end": f["p2_d_end"]},
    )


def _picchetto() -> Chapter:
    v = PICCHETTO
    lo, hi = v.elder_exchange
    seq = ", ".join(str(v.sequence_scores[n]) for n in sorted(v.sequence_scores))
    targets = v.game_targets
    f = picchetto_facts()
    example, scores = p1_example()
    return Chapter("Another game: Picchetto", (
        Para(f"Picchetto, the Italian game, is played by two with the pack of 32 cards. The dealer gives "
             f"{number_words(v.hand_size)} cards each and lays the {number_words(32 - 2 * v.hand_size)} "
             f"left as two packets, {number_words(v.talon_shares[0])} over "
             f"{number_words(v.talon_shares[1])}; the deal alternates."),
        Heading("Bianco and the exchange"),
        Bullets((
            f"A non-dealer without a king, queen or jack declares \u201cBianco\u201d, shows his cards and "
            f"scores {v.blanche_points}. Then he must change from {number_words(lo)} to "
            f"{number_words(hi)} cards from the packet of five.",
            "The dealer declares his Bianco after the non-dealer's exchange, then changes from none to "
            "every card left, what remains of the five first.",
        )),
        Heading("The honours"),
        Bullets((
            "Prima, the point: the non-dealer says the total of his best suit, ace 11, king, queen and "
            "jack 10, the others their pips, without naming the suit. The dealer answers \u201cva "
            "bene\u201d, \u201cuguale\u201d or \u201cnon basta\u201d. The better total scores one "
            "a card; equal totals score nothing. A longer suit is always worth more, so the winner is "
            "the one Rubicon's count would find.",
            f"Seconda, sequences, said by length and top card (\u201cfour to the king\u201d): from "
            f"three to eight cards they score {seq}; the winner scores his smaller ones too.",
            f"Terza, sets of tens or better: a tris {v.set_scores[3]}, a poker {v.set_scores[4]}; any "
            "poker beats any tris, and the winner scores all his.",
        )),
        Heading("The play"),
        Para("The non-dealer leads. You must follow suit and, when you follow, head the trick: play a "
             "card higher than the one led if you hold one. With no card of the suit, play any card."),
        Table("Points in the play", ("What", "Scores"), (
            ("Leading a trick", "nothing"),
            ("Each trick won", str(v.win_own_lead_points)),
            ("The last trick", f"{v.win_own_lead_points + v.last_trick_points} in all"),
            (f"The cards: more than {v.hand_size} cards, {number_words(v.hand_size // 2 + 1)} tricks or "
             "more", str(v.cards_points)),
            ("Capot: all twelve tricks", f"{v.capot_points}, instead of {v.cards_points}"),
        ), "lc"),
        Bullets((
            f"Ripicca: {v.repique_threshold} from Bianco and honours alone becomes "
            f"{v.repique_threshold + v.repique_bonus}.",
            f"Picca: {v.pique_threshold} with tricks too becomes {v.pique_threshold + v.pique_bonus}. "
            "With no points for leading, the dealer can picca as well as the non-dealer.",
            "Either is stopped by any score of the opponent made earlier in the deal, in the strict "
            "order: Bianco, prima, seconda, terza, then the tricks.",
        )),
        Heading("The match"),
        Para(f"A match is three games: the Partita and the Rivincita are won by the first to "
             f"{targets[0]} and {targets[1]}, the Bella by the first to exceed {targets[2] - 1}, "
             f"{targets[2]}. Each score is checked as it is made and the game ends there, even in the "
             "middle of a deal; the totals start again at 0 for the next game, and the deal goes on "
             "alternating. Two games won take the match: a player who wins the first two plays no Bella."),
        Para("Options: the duty to head the trick may be left out, and the dealer may be made to take at "
             "least one card."),
        Heading("The words"),
        Bullets((
            "\u201cBianco\u201d: carte blanche. The point is said as its total, \u201cquarantuno\u201d "
            "(41), \u201cquarantanove\u201d (49).",
            "\u201cVa bene\u201d (good), \u201cuguale\u201d (equal), \u201cnon basta\u201d (not "
            "enough).",
            "Terza, quarta, quinta, sesta, settima, ottava; \u201cquattro al Re\u201d, four to the king; "
            "\u201call'Asso\u201d, to the ace. \u201cTris\u201d and \u201cPoker\u201d.",
            "\u201cPicca\u201d and \u201cRipicca\u201d; \u201cle carte\u201d, the cards; \u201cultima "
            "presa\u201d, the last trick; cappotto, capot; \u201cPartita, Rivincita, Bella\u201d.",
        )),
        Heading("Two examples, replayed by the game"),
        example,
        scores,
        p2_example(),
        Table("The ripicca, in order", ("Score", "Points", "In the deal", "In the Rivincita"), (
            ("Prima of six", str(f["p2_point"]), str(f["p2_point_total"]),
             str(f["p2_n_before"] + f["p2_point_total"])),
            ("Sesta", str(f["p2_sequence"]), str(f["p2_sequence_total"]),
             str(f["p2_n_before"] + f["p2_sequence_total"])),
            ("Poker of aces", str(f["p2_set"]), str(f["p2_set_total"]),
             str(f["p2_n_before"] + f["p2_set_total"])),
            ("Ripicca: past 30, the dealer on nothing", str(f["p2_repique"]), str(f["p2_repique_total"]),
             str(f["p2_n_after"])),
        ), "lccc"),
        Para(f"Later, in the Bella, that dealer stands at {f['p2_bella_219']}. A trick won makes "
             f"{f['p2_bella_220']}: not enough, for {f['p2_bella_220']} does not exceed {targets[2] - 1}. "
             f"The next trick he wins makes {f['p2_bella_221']}: he wins the Bella there, in the middle of "
             f"the deal, {f['p2_bella_221']} to {f['p2_loser_total']}, and the match, "
             f"{number_words(f['p2_games_won'])} games to {number_words(f['p2_games_lost'])}."),
    ))


@functools.cache
def book() -> tuple[Chapter, ...]:
    """The chapters of the rules, in order (built once: the examples are played by the engine)."""
    from .rules_book_contract import contract_chapter  # they build on this module's blocks
    from .rules_book_tables import normand_chapter, voleur_chapter

    return (_pack(), _blanche(), _exchange(), _point(), _sequences(), _sets(), _play(), _bonuses(),
            _partie(), _au_cent(), _russian(), _picchetto(), contract_chapter(), normand_chapter(),
            voleur_chapter())


def examples() -> dict[str, Example]:
    """Every worked example of the book by its title."""
    return {b.title: b for ch in book() for b in ch.blocks if isinstance(b, Example)}
