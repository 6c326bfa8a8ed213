"""The rules of Rubicon Piquet as a book: chapters of paragraphs, scoring tables and
worked examples with their cards, for the Rules screen (:mod:`piquet_game.view.rulesbook`);
then a chapter for each other game (Piquet au cent, Russian Piquet, Picchetto,
Contract Piquet in :mod:`piquet_game.rules_book_contract`, the games of three and four
in :mod:`piquet_game.rules_book_tables`, and Ass, a game of its own with 36 cards, in
:mod:`piquet_game.rules_book_ass`), its rules as this game
plays them (../shared/VARIANTS.md), its traditional words and its worked examples
replayed from the seed records.

No pygame here.  Every number in the book is read from the variant the game plays
(:data:`~piquet_game.rules.variant.RUBICON`), and every worked example is computed by
the engine itself: the point, sequences and sets by :mod:`piquet_game.rules.combos`,
the tricks by playing them in a :class:`~piquet_game.rules.game.Game`, the deal of 170
by replaying the shipped record of it, the partie by :meth:`Variant.settle`.  So the
book cannot say one thing while the game does another; each example keeps the
numbers it shows in ``facts`` for the tests to check.

The book speaks the language of a :class:`~piquet_game.i18n.Translator`
(``book(tr)``): every text is looked up in the catalogue (area ``book``), the numbers
said in words by ``tr.number`` and the cards, sequences and sets named by
:class:`~piquet_game.vocabulary.Vocabulary`; the figures are the same in every language.

A chapter is a title and a sequence of blocks: :class:`Heading`, :class:`Para`,
:class:`Bullets`, :class:`Table`, :class:`Example` and :class:`Grid` (a picture).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field
from importlib import resources

from .i18n import ENGLISH, Translator
from .rules import Blanche, DealCards, Game, IllegalActionError, Phase, is_blank, parse_action
from .rules.actions import DECLARE_PHASES, Declare, DeclClass
from .rules.cards import card_name, mask_of, parse_card, rank_of, suit_of
from .rules.combos import (
    SEQUENCE_NAMES,
    combo_score,
    compare,
    declaration_score,
    held_sets,
    point_value,
    run_of,
    set_of,
)
from .rules.record import loads, replay
from .rules.variant import AU_CENT, PICCHETTO, RUBICON, RUSSIAN, Variant
from .vocabulary import Vocabulary

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
    """Cards pictured side by side, with a word under them.  ``pack`` says whose cards
    they are: Piquet's 32 (``suit * 8 + rank``) or, ``"ass"``, the 36 of Ass
    (``suit * 9 + rank``, :mod:`piquet_game.ass.cards`)."""

    label: str
    cards: tuple[int, ...]
    pack: str = "piquet"


@dataclass(frozen=True)
class Example:
    """A worked example: its cards, what is scored and why, and the numbers shown."""

    title: str
    fans: tuple[Fan, ...]
    caption: tuple[str, ...]
    facts: dict[str, int] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class Grid:
    """A picture of a square table of marks, drawn by the page at the size it has room
    for: Ass's beating table.  ``ranks`` (ranks of Ass, as the cards' corners show
    them) name the columns, ``across`` (the card played), and the rows, ``down`` (the
    card it meets); ``marks`` is a row of one letter a column for each row: ``b`` the
    column's card beats the row's, ``o`` it is one less than it, ``=`` the same card,
    ``.`` nothing.  ``legend`` says what ``b`` and ``o`` mean, and the ``caption``'s
    lines follow it.  Read like an example by what lists a block's texts (its title,
    fans and caption): it has no fans."""

    title: str
    across: str
    down: str
    ranks: tuple[int, ...]
    marks: tuple[str, ...]
    legend: tuple[str, str]
    caption: tuple[str, ...] = ()

    @property
    def fans(self) -> tuple[Fan, ...]:
        return ()


Block = Heading | Para | Bullets | Table | Example | Grid


@dataclass(frozen=True)
class Chapter:
    title: str
    blocks: tuple[Block, ...]


def cards(text: str) -> tuple[int, ...]:
    """``"AH KH QH"`` -> the cards, in the order written."""
    return tuple(parse_card(w) for w in text.split())


# ---------------------------------------------------------------- words


def _cap(text: str) -> str:
    """The text with its first letter a capital."""
    return text[:1].upper() + text[1:]


def _and(tr: Translator, items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c`` in the language of ``tr``."""
    if len(items) <= 1:
        return "".join(items)
    return tr("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def _or(tr: Translator, items: Sequence[str]) -> str:
    """``a``, ``a or b``, ``a, b or c`` in the language of ``tr``."""
    if len(items) <= 1:
        return "".join(items)
    return tr("{items} or {last}").format(items=", ".join(items[:-1]), last=items[-1])


def _values(tr: Translator, hand: Sequence[int]) -> str:
    """The cards' values as the point counts them: ``ace 11, king 10, ...``."""
    voc = Vocabulary(tr)
    return ", ".join(f"{voc.rank(rank_of(c))} {V.card_value(rank_of(c))}" for c in hand)


def _sequence_name(tr: Translator, length: int) -> str:
    """A sequence's name by its length alone: ``tierce``, ``quinte``, ``терц``."""
    return tr.ptr("sequence", SEQUENCE_NAMES[length])


def score_name(tr: Translator, kind: str, combos: Sequence[int] = ()) -> str:
    """What a score of the deal is called, for a table of scores: ``Point of three``,
    ``Tierce major × 4``, ``Fourteen aces and fourteen kings``, ``Repique``."""
    voc = Vocabulary(tr)
    if kind == "point" and combos:
        return _cap(tr.ptr("rules book", "point of {n}").format(n=tr.number(combos[0].bit_count())))
    if kind in ("sequence", "set") and combos:
        names: list[str] = []
        for m in combos:
            if kind == "sequence":
                if (run := run_of(m)) is not None:
                    names.append(voc.sequence(run[2], run[1]))
            elif (found := set_of(m)) is not None:
                names.append(voc.set(*found))
        grouped = [w if names.count(w) == 1 else tr("{combination} × {count}").format(
            combination=w, count=names.count(w)) for w in dict.fromkeys(names)]
        return _cap(_and(tr, grouped))
    words = {
        "blanche": voc.term("carte blanche"),
        "repique": voc.term("repique"),
        "pique": voc.term("pique"),
        "last": tr.ptr("rules book", "The last trick"),
        "cards": voc.term("the cards"),
        "capot": voc.term("capot"),
        "open-capot": voc.term("open capot"),
    }
    return _cap(words.get(kind, kind))


def example_title(tr: Translator, example: Example) -> str:
    """The line over a worked example: ``Example: A point of five``."""
    return tr("Example: {title}").format(title=example.title)


def contents_intro(tr: Translator, chapters: int) -> str:
    """The words over the contents of a book of ``chapters`` chapters."""
    return tr("Rubicon Piquet as this game plays it, and the other games, in {chapters} chapters. Click a "
              "chapter, or choose one with Up and Down and open it with Enter.").format(
        chapters=tr.number(chapters))


# ---------------------------------------------------------------- the examples


def suit_example(tr: Translator = ENGLISH) -> Example:
    suit = cards("7S 8S 9S TS JS QS KS AS")
    return Example(
        tr("A suit, lowest to highest"),
        (Fan(_cap(Vocabulary(tr).suit(suit_of(suit[0]))), suit),),
        (tr("Eight cards in each suit, the ace the highest. Their values, used only to break a tie in the "
            "point: {values}.").format(values=_values(tr, tuple(reversed(suit)))),),
        {"cards": len(suit)},
    )


def blanche_example(tr: Translator = ENGLISH) -> Example:
    hand = cards("AS TS 9S 7S AH 9H 8H TD 8D 7D AC TC")
    blank = is_blank(mask_of(hand))
    return Example(
        tr("A carte blanche"),
        (Fan(tr("Elder's twelve cards"), hand),),
        (tr("No king, queen or jack (aces do not spoil it): a carte blanche. Declared at once, before the "
            "exchange, it scores {points}.").format(points=V.blanche_points),),
        {"blank": int(blank), "points": V.blanche_points if blank else 0, "cards": len(hand)},
    )


def point_example(tr: Translator = ENGLISH) -> Example:
    hand = cards("AH KH QH TH 8H")
    length, value = point_value(mask_of(hand))
    score = V.point_score(length, value)
    return Example(
        tr("A point of five"),
        (Fan(tr("Elder's hearts"), hand),),
        (tr("\"Point of {length}.\" Its total, if asked (\"Making?\"): {values}, making {value}. Good, it "
            "scores {score}.").format(length=tr.number(length), values=_values(tr, hand), value=value,
                                      score=score),),
        {"length": length, "value": value, "score": score},
    )


def making_example(tr: Translator = ENGLISH) -> Example:
    elder, younger = cards("AH KH QH TH 8H"), cards("KS QS JS 9S 7S")
    (le, ve), (ly, vy) = point_value(mask_of(elder)), point_value(mask_of(younger))
    result = compare(DeclClass.POINT, (mask_of(elder),), (mask_of(younger),), V)
    score = V.point_score(le, ve) if result > 0 else V.point_score(ly, vy) if result < 0 else 0
    said = tr("Both points are of {length}: \"Equal\". Younger asks \"Making?\": elder makes {elder}, "
              "younger {younger}.").format(length=tr.number(le), elder=ve, younger=vy)
    if result > 0:
        won = tr("The point goes to elder, who scores {score}.").format(score=score)
    elif result < 0:
        won = tr("The point goes to younger, who scores {score}.").format(score=score)
    else:
        won = tr("Nobody scores the point.")
    return Example(
        tr("Two points of five"),
        (Fan(tr("Elder"), elder), Fan(tr("Younger"), younger)),
        (f"{said} {won}",),
        {"elder_value": ve, "younger_value": vy, "result": result, "score": score},
    )


def quint_example(tr: Translator = ENGLISH) -> Example:
    run = cards("AH KH QH JH TH")
    score = combo_score(DeclClass.SEQUENCE, mask_of(run), V)
    _, top, length = run_of(mask_of(run)) or (0, 7, 5)
    return Example(
        tr("A quint major"),
        (Fan(tr("Five hearts in a row"), run),),
        (tr("Ace, king, queen, jack and ten of hearts make the best quint there is: {name}. It scores "
            "{score}.").format(name=Vocabulary(tr).sequence(length, top), score=score),),
        {"score": score},
    )


def sequences_example(tr: Translator = ENGLISH) -> Example:
    elder = cards("KS QS JS TS")
    quint, tierce = cards("QD JD TD 9D 8D"), cards("AC KC QC")
    mine = (mask_of(quint), mask_of(tierce))
    result = compare(DeclClass.SEQUENCE, (mask_of(elder),), mine, V)
    scored = declaration_score(DeclClass.SEQUENCE, mine, V) if result < 0 else 0
    q, t = (combo_score(DeclClass.SEQUENCE, m, V) for m in mine)
    return Example(
        tr("A quint against a quart"),
        (Fan(tr("Elder"), elder), Fan(tr("Younger"), quint + tierce)),
        (tr("Younger's quint is longer than elder's quart, whatever the cards: \"Not good\". Younger scores "
            "his quint to the queen, {quint}, and his tierce to the ace as well, {tierce}: {score}. Elder "
            "scores nothing for sequences.").format(quint=q, tierce=t, score=scored),),
        {"result": result, "quint": q, "tierce": t, "score": scored},
    )


def quatorze_example(tr: Translator = ENGLISH) -> Example:
    aces = cards("AS AH AD AC")
    score = combo_score(DeclClass.SET, mask_of(aces), V)
    rank, size = set_of(mask_of(aces)) or (7, 4)
    return Example(
        tr("Fourteen aces"),
        (Fan(tr("A quatorze"), aces),),
        (tr("Four aces: a quatorze, called \"{name}\". It scores {score}, and beats any quatorze of lower "
            "rank.").format(name=Vocabulary(tr).set(rank, size), score=score),),
        {"score": score},
    )


def sets_example(tr: Translator = ENGLISH) -> Example:
    elder, younger, nines = cards("AS AH AD"), cards("TS TH TD TC"), cards("9S 9H 9D 9C")
    result = compare(DeclClass.SET, (mask_of(elder),), (mask_of(younger),), V)
    score = combo_score(DeclClass.SET, mask_of(younger), V) if result < 0 else 0
    nine_sets = held_sets(mask_of(nines), V)
    return Example(
        tr("A trio, a quatorze and four nines"),
        (Fan(tr("Elder"), elder), Fan(tr("Younger"), younger), Fan(tr("Four nines"), nines)),
        (tr("Any quatorze beats any trio: younger's fourteen tens are good against elder's three aces and "
            "score {score}. Four nines score nothing: nines never make a set.").format(score=score),),
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


def exchange_example(tr: Translator = ENGLISH) -> Example:
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
        tr("Elder changes three"),
        (Fan(tr("Discards"), discard), Fan(tr("Draws"), tuple(c for c in range(32) if drawn >> c & 1)),
         Fan(tr("May look at"), tuple(peek))),
        (tr("Elder may change from {low} to {high} cards. He discards three and draws the top three of the "
            "talon; the {left} he left of his share he may look at. Younger may then change from "
            "{younger_low} up to {younger_high} cards: first the {left} elder left, then his own "
            "{own}.").format(low=elder_range[0], high=elder_range[1], left=tr.number(len(peek)),
                             younger_low=low, younger_high=high, own=tr.number(V.talon_shares[1])),),
        {"elder_low": elder_range[0], "elder_high": elder_range[1], "drawn": drawn.bit_count(),
         "left": len(peek), "younger_high": high, "younger_low": low},
    )


def trick_examples(tr: Translator = ENGLISH) -> tuple[Example, Example]:
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
    must = (tr("Younger holds hearts, so he must play one: a club would be refused.") if refused
            else tr("Younger may play any card."))
    adds = (tr("Younger wins the trick he led, which adds {points}.").format(points=own) if own
            else tr("Younger wins the trick he led, which adds nothing: the lead was counted."))
    return (
        Example(
            tr("Following suit"),
            (Fan(tr("Elder leads"), cards("KH")), Fan(tr("Younger"), cards("AH"))),
            (" ".join((tr("Elder leads the king of hearts: {lead} for the lead.").format(lead=lead), must,
                       tr("His ace wins the trick: {win} for winning a trick his opponent led.").format(
                           win=win))),),
            {"elder_lead": lead, "younger_win": win, "refused": int(bool(refused))},
        ),
        Example(
            tr("No card of the suit led"),
            (Fan(tr("Younger leads"), cards("AC")), Fan(tr("Elder"), cards("7D"))),
            (" ".join((tr("Younger leads the ace of clubs: {lead} for the lead. Elder has no club and may "
                          "play any card: he throws a small diamond.").format(
                           lead=two.get("younger_lead", 0)), adds)),),
            {"younger_lead": two.get("younger_lead", 0), "younger_win": own,
             "elder_points": sum(v for k, v in two.items() if k.startswith("elder"))},
        ),
    )


def capot_example(tr: Translator = ENGLISH) -> tuple[Example, Table]:
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
                rows.append((tr("Tricks led and won"), str(tricks), str(total)))
                tricks = 0
            rows.append((score_name(tr, e.kind, e.combos), str(e.points), str(e.total)))
        total = e.total
    younger = log.scores[1 - elder] if log.scores else 0
    declared = max((e.total for e in log.scoring_events
                    if e.seat == elder and e.kind in ("blanche", "point", "sequence", "set")), default=0)
    example = Example(
        tr("A deal of 170"),
        (Fan(tr("Elder, after the exchange"), shown),),
        (tr("Elder holds ace, king and queen of every suit, and younger's cards are all lower. Elder's "
            "point, sequences and sets make {declared} before younger has scored, so he repiques; then he "
            "leads and wins every trick. He scores {total} in the deal, younger {younger}.").format(
            declared=declared, total=total, younger=younger),),
        {"total": total, "younger": younger, "declared": declared,
         "repique": sum(e.points for e in log.scoring_events if e.kind == "repique"),
         "capot": sum(e.points for e in log.scoring_events if e.kind == "capot")},
    )
    return example, Table(tr("Elder's scores in the deal of 170, in order"), _score_header(tr), tuple(rows),
                          "lcc")


def _score_header(tr: Translator) -> tuple[str, str, str]:
    """The header of a table of scores in the order made: what, its points, the total."""
    return tr.ptr("rules book", "Score"), tr("Points"), tr("Total")


def settle_facts() -> dict[str, int]:
    close = V.settle([154, 113])[1] or 0
    rubicon = V.settle([154, 93])[1] or 0
    return {"close": close, "rubicon": rubicon,
            "rubiconed": int(V.is_rubiconed([154, 93])), "not_rubiconed": int(not V.is_rubiconed([154, 113]))}


# ---------------------------------------------------------------- the chapters


def _pack(tr: Translator) -> Chapter:
    talon = 32 - 2 * V.hand_size
    elder_share, younger_share = V.talon_shares
    n = tr.number
    return Chapter(tr("The pack and the deal"), (
        Para(tr("Piquet is a game for two players with a pack of 32 cards: seven, eight, nine, ten, jack, "
                "queen, king and ace in each of the four suits. The ace is the highest card.")),
        suit_example(tr),
        Heading(tr("The deal")),
        Para(tr("A partie is {deals} deals, and the deal passes from one player to the other. The player who "
                "cuts the lower card deals first. The dealer is called younger hand; the other player is "
                "elder hand, and leads to the first trick.").format(deals=n(V.deals))),
        Para(tr("Each player receives {cards} cards, dealt {packets} at a time (the choice is made once for "
                "the whole partie). The {talon} cards left over are laid face down as the talon: the top "
                "{elder} are elder's share, the last {younger} younger's.").format(
            cards=n(V.hand_size), packets=_or(tr, [n(k) for k in V.packet_sizes]), talon=n(talon),
            elder=n(elder_share), younger=n(younger_share))),
    ))


def _blanche(tr: Translator) -> Chapter:
    return Chapter(tr("Carte blanche"), (
        Para(tr("A hand of {cards} cards without a king, queen or jack is a carte blanche. Aces are allowed. "
                "It is worth {points} points, scored before anything else in the deal, but only if the "
                "player declares it: he may keep it secret instead.").format(
            cards=tr.number(V.hand_size), points=V.blanche_points)),
        Para(tr("Elder declares a carte blanche and shows his hand at once. Younger declares his at once "
                "too, but shows it only after elder has made his exchange.")),
        blanche_example(tr),
    ))


def _exchange(tr: Translator) -> Chapter:
    low, high = V.elder_exchange
    return Chapter(tr("The exchange"), (
        Para(tr("After carte blanche, each player may change cards with the talon, elder first.")),
        Table(tr("Who changes how many"), (tr("Player"), tr("Discards"), tr("Then draws")), (
            (tr("Elder"), tr("at least {low}, at most {high}").format(low=low, high=high),
             tr("as many from the top of the talon")),
            (tr("Younger"), tr("from {low} up to the cards left").format(low=V.younger_min_exchange),
             tr("first any elder left, then from his own share")),
        ), "lll"),
        Bullets((
            tr("Elder discards face down. If he takes fewer than {high}, he may look at the cards he left of "
               "his share; they stay in the talon for younger.").format(high=tr.number(high)),
            tr("If cards are still left after younger's exchange, younger decides whether both players see "
               "them or neither does. They take no further part in the deal."),
            tr("Each player may look at his own discards at any time during the deal."),
        )),
        exchange_example(tr),
    ))


def _point(tr: Translator) -> Chapter:
    return Chapter(tr("The point"), (
        Heading(tr("The declarations")),
        Para(tr("After the exchange come three classes of declarations, always in this order: the point, "
                "sequences, sets. In each class elder declares first and younger answers \"Good\" (elder's "
                "is better), \"Not good\" (his own is better) or \"Equal\". Only the winner of a class "
                "scores in it; on \"Equal\" nobody does. A player with nothing in a class has nothing to "
                "answer with, and the other scores what he declares.")),
        Para(tr("You may sink a combination: leave it undeclared, or declare less than you hold, to keep "
                "your hand hidden. What you do not declare does not score. What does score is shown in "
                "full to your opponent, suit and cards.")),
        Para(tr("At the table elder announces his scores, leads and counts one for the lead (\"Quint to "
                "the king, fifteen; and one for the lead, sixteen\"), and younger counts his own as he "
                "plays to the first trick.")),
        Heading(tr("The point")),
        Para(tr("The point is the number of cards in your longest suit. When both are of the same length, "
                "younger asks \"Making?\" and the higher total of card values wins; if the totals are "
                "equal too, nobody scores. The winner scores one point for each card of his point.")),
        point_example(tr),
        making_example(tr),
    ))


def _sequences(tr: Translator) -> Chapter:
    rows = tuple((_cap(_sequence_name(tr, k)), tr.number(k), str(V.sequence_scores[k]))
                 for k in sorted(V.sequence_scores))
    return Chapter(tr("Sequences"), (
        Para(tr("A sequence is {cards} or more cards of one suit in unbroken order of rank, such as ten, "
                "jack, queen.").format(cards=tr.number(V.min_sequence))),
        Table(tr("What a sequence scores"), (tr("Sequence"), tr("Cards in a row"), tr("Scores")), rows,
              "lcc"),
        Para(tr("A longer sequence beats a shorter one. Between two of the same length younger asks \"To "
                "what?\" and the higher top card wins; if the tops are equal, nobody scores. The winner "
                "also scores every other sequence he declares, even ones lower than his opponent's best.")),
        quint_example(tr),
        sequences_example(tr),
    ))


def _sets(tr: Translator) -> Chapter:
    voc = Vocabulary(tr)
    low = [voc.rank(r) for r in range(V.set_min_rank)]
    high = [voc.rank(r) for r in range(7, V.set_min_rank - 1, -1)]
    trio, quatorze = V.set_scores[3], V.set_scores[4]
    never = tr("never")
    return Chapter(tr("Sets"), (
        Para(tr("A set is three or four cards of the same rank, ten or higher. Three of a kind is a trio; "
                "four of a kind a quatorze (\"{name}\").").format(name=voc.set(7, 4))),
        Table(tr("What a set scores"), (tr("Rank"), tr("Three (trio)"), tr("Four (quatorze)")), (
            (_cap(", ".join(high)), str(trio), str(quatorze)),
            (_cap(", ".join(reversed(low))), never, never),
        ), "lcc"),
        Para(tr("Any quatorze beats any trio; between two of the same size the higher rank wins, so a tie "
                "cannot happen. The winner also scores every other set he declares.")),
        quatorze_example(tr),
        sets_example(tr),
    ))


def _play(tr: Translator) -> Chapter:
    first, second = trick_examples(tr)
    n = tr.number
    return Chapter(tr("The play"), (
        Heading(tr("Tricks")),
        Para(tr("Elder leads to the first trick, and {tricks} tricks are played. You must follow suit if you "
                "can; if you cannot, you may play any card. There are no trumps: the higher card of the "
                "suit led wins the trick, and the winner leads to the next.").format(tricks=n(V.hand_size))),
        Table(tr("Points in the play"), (tr("What"), tr("Scores")), (
            (tr("Leading a trick"), str(V.lead_points)),
            (tr("Winning a trick your opponent led"), str(V.win_opponent_lead_points)),
            (tr("Winning a trick you led"),
             str(V.win_own_lead_points) if V.win_own_lead_points else tr("nothing")),
            (tr("Winning the last trick"), tr("{points} more").format(points=V.last_trick_points)),
            (tr("The cards: winning {low} to {high} tricks").format(low=n(V.hand_size // 2 + 1),
                                                                   high=n(V.hand_size - 1)),
             str(V.cards_points)),
            (tr("Capot: winning all {tricks}").format(tricks=n(V.hand_size)),
             tr("{capot}, not {cards}").format(capot=V.capot_points, cards=V.cards_points)),
        ), "lc"),
        first,
        second,
        Heading(tr("The last trick and the cards")),
        Para(tr("Winning the last trick counts {last} more. After it, the player who won more tricks scores "
                "{cards} for the cards; at {half} tricks each, nobody does.").format(
            last=V.last_trick_points, cards=V.cards_points, half=n(V.hand_size // 2))),
    ))


def _bonuses(tr: Translator) -> Chapter:
    example, scores = capot_example(tr)
    becomes = tr("{bonus} ({threshold} becomes {total})")
    return Chapter(tr("Pique, repique and capot"), (
        Para(tr("Whatever the order in which the scores are called at the table, for these bonuses the "
                "points are taken strictly in this order: carte blanche (elder's, then younger's), the "
                "point, sequences, sets, and only then the points of the play.")),
        Table(tr("The bonuses"), (tr("Bonus"), tr("Who"), tr("When"), tr("Adds")), (
            (tr("Repique"), tr("either player"),
             tr("{threshold} from carte blanche and declarations alone, the opponent having scored nothing "
                "in the deal").format(threshold=V.repique_threshold),
             becomes.format(bonus=V.repique_bonus, threshold=V.repique_threshold,
                            total=V.repique_threshold + V.repique_bonus)),
            (tr("Pique"), tr("elder only"),
             tr("{threshold} with the points of the play too, younger having scored nothing").format(
                 threshold=V.pique_threshold),
             becomes.format(bonus=V.pique_bonus, threshold=V.pique_threshold,
                            total=V.pique_threshold + V.pique_bonus)),
            (tr("Capot"), tr("either player"),
             tr("all {tricks} tricks won").format(tricks=tr.number(V.hand_size)),
             tr("{capot}, instead of {cards} for the cards").format(capot=V.capot_points,
                                                                    cards=V.cards_points)),
        ), "llll"),
        Para(tr("An \"Equal\" is not a score and does not prevent a repique. Towards a pique count the "
                "points for leading, for winning tricks and for the last trick; the cards and capot, scored "
                "after the last trick, do not. Younger can never pique, because elder always scores one "
                "for the first lead before younger can win a trick.")),
        example,
        scores,
    ))


def _partie(tr: Translator) -> Chapter:
    facts = settle_facts()
    bonus, line = V.game_bonus, V.rubicon
    deals = tr.number(V.deals)
    return Chapter(tr("The end of the deal and of the partie"), (
        Para(tr("When the last trick is played, each player's points in the deal are added to his total. "
                "After {deals} deals the player with the higher total wins the partie, and what he wins "
                "depends on the loser's total.").format(deals=deals)),
        Table(tr("The partie"), (tr("Result"), tr("The winner scores")), (
            (tr("The loser has {line} or more").format(line=line),
             tr("{bonus} + the difference of the totals").format(bonus=bonus)),
            (tr("The loser has less than {line}: he is rubiconed").format(line=line),
             tr("{bonus} + both totals").format(bonus=bonus)),
            (tr("Equal after {deals} deals").format(deals=deals),
             tr("{more} more deals, one dealt by each; if still equal, the partie is drawn").format(
                 more=_cap(tr.number(V.tie_deals)))),
        ), "ll"),
        Para(tr("The rubicon is the line of {line}: a loser who has not crossed it pays for both totals, his "
                "own as well as the winner's, even when the winner too is under {line}.").format(line=line)),
        Table(tr("Two parties settled"),
              (tr.ptr("rules book", "Won"), tr("The loser"), tr("The winner scores")), (
            (tr("{winner} to {loser}").format(winner=154, loser=113), tr("not rubiconed"),
             f"154 \u2212 113 + {bonus} = {facts['close']}"),
            (tr("{winner} to {loser}").format(winner=154, loser=93), tr("rubiconed"),
             f"154 + 93 + {bonus} = {facts['rubicon']}"),
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


def _au_cent(tr: Translator) -> Chapter:
    v = AU_CENT
    f = cent_facts()
    to = tr("{winner} to {loser}")

    def row(key: str, how: str) -> tuple[str, ...]:
        b0, b1, t0, t1, result = f[key]
        return (to.format(winner=b0, loser=b1), how, to.format(winner=t0, loser=t1), str(result))

    return Chapter(tr("Another game: Piquet au cent"), (
        Para(tr("Piquet au cent is played with Rubicon's deal, exchange, declarations and tricks, pique and "
                "repique, but with no fixed number of deals: the deal alternates until a player's total "
                "reaches {target}.").format(target=v.target)),
        Heading(tr("The end comes mid-deal")),
        Para(tr("The game ends the moment a total reaches {target}, checked after every single score in the "
                "strict order: carte blanche, the point, sequences, sets, then the tricks one by one, the "
                "cards or capot last. The score that reaches it counts in full, a pique or repique it makes "
                "as well; nothing after it is scored or played.").format(target=v.target)),
        Table(tr("What the winner scores"), (tr("The loser has"), tr("The winner scores")), (
            (tr("{line} or more").format(line=v.rubicon), tr("the difference of the totals")),
            (tr("less than {line}").format(line=v.rubicon), tr("the difference, doubled")),
        ), "ll"),
        Para(tr("The target is an option ({targets}); the line under which the loser pays double is half of "
                "it.").format(targets=", ".join(str(t) for _, ts in v.option_values for t in ts))),
        Table(tr("Three endings, replayed by the game"), (tr("Before the deal"), tr("What ends it"),
                                                          tr("At the end"), tr("The winner scores")), (
            row("ac1", tr("younger's quint, before elder's quatorze is counted")),
            row("ac2", tr("elder's three aces; the loser under {line}").format(line=v.rubicon)),
            row("ac3", tr("elder's eighth lead: pique")),
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


def r1_example(tr: Translator = ENGLISH) -> tuple[Example, Table]:
    game, _ = _seed("russian-r1-open-capot.json")
    log = game.history[0]
    elder = 1 - log.dealer
    f = russian_facts()
    example = Example(
        tr("An open capot"),
        (Fan(tr("Elder"), _order(_held(log, elder))), Fan(tr("Younger"), _order(_held(log, 1 - elder)))),
        (tr("Neither exchanges. Elder's point, sequences and sets make {declared} while younger declares "
            "nothing that scores: a repique, {repique}. Before the first lead he announces an open capot, "
            "leads from the top and wins all twelve tricks: {total} in the deal, younger {younger}. "
            "Unannounced, the capot would have made {unannounced}.").format(
            declared=f["r1_set_total"], repique=f["r1_repique_total"], total=f["r1_total"],
            younger=f["r1_younger"], unannounced=f["r1_unannounced"]),),
        {"total": f["r1_total"], "declared": f["r1_set_total"], "repique": f["r1_repique_total"],
         "unannounced": f["r1_unannounced"], "younger": f["r1_younger"]},
    )
    s = RUSSIAN.sequence_scores
    rows = (
        (tr("Point of six, good"), str(f["r1_point"]), str(f["r1_point_total"])),
        (tr("Sixième and two tierces, {sixieme} + {tierce} + {tierce}").format(sixieme=s[6], tierce=s[3]),
         str(f["r1_sequence"]), str(f["r1_sequence_total"])),
        (tr("Three aces, kings and queens"), str(f["r1_set"]), str(f["r1_set_total"])),
        (tr("Repique"), str(f["r1_repique"]), str(f["r1_repique_total"])),
        (tr("Twelve leads and twelve tricks; no extra for the last, no leza"), str(f["r1_play"]),
         str(f["r1_before_capot"])),
        (tr("Open capot"), str(f["r1_open-capot"]), str(f["r1_open-capot_total"])),
    )
    return example, Table(tr("Elder's scores in the open capot, in order"), _score_header(tr), rows, "lcc")


def r2_example(tr: Translator = ENGLISH) -> Example:
    game, _ = _seed("russian-r2-pique-despite-a-lost-trick.json")
    log = game.history[0]
    elder = 1 - log.dealer
    f = russian_facts()
    return Example(
        tr("A pique despite a lost trick"),
        (Fan(tr("Elder"), _order(_held(log, elder))), Fan(tr("Younger"), _order(_held(log, 1 - elder)))),
        (tr("Neither exchanges. Elder's declarations make {declared}, younger's nothing. Younger wins the "
            "first trick, which in Rubicon would stop elder's pique; here it does not, and elder's lead at "
            "trick {trick} makes 30: a pique, {pique}. Elder scores {elder} in the deal, younger "
            "{younger}.").format(declared=f["r2_sequence_total"], trick=f["r2_pique_trick"],
                                 pique=f["r2_pique"], elder=f["r2_elder"], younger=f["r2_younger"]),),
        {"declared": f["r2_sequence_total"], "trick": f["r2_pique_trick"], "pique": f["r2_pique"],
         "elder": f["r2_elder"], "younger": f["r2_younger"]},
    )


def r2_table(tr: Translator = ENGLISH) -> Table:
    f = russian_facts()
    q, t = RUSSIAN.sequence_scores[4], RUSSIAN.sequence_scores[3]
    rows = (
        (tr("Elder's point of five, good"), str(f["r2_point_total"]), "0"),
        (tr("His quart to the king, {quart}, beats younger's tierce, {tierce}").format(quart=q, tierce=t),
         str(f["r2_sequence_total"]), "0"),
        (tr("Trick 1: elder leads, younger wins it"), str(f["r2_t1_elder"]), str(f["r2_t1_younger"])),
        (tr("Trick {trick}: elder's lead makes 30, a pique").format(trick=f["r2_pique_trick"]),
         str(f["r2_pique"]), str(f["r2_pique_younger"])),
        (tr("Trick 12, the last: it counts {points}").format(points=f["r2_last"]), str(f["r2_last_elder"]),
         str(f["r2_last_younger"])),
        (tr("The leza: {elder} tricks to {younger}").format(elder=tr.number(f["r2_elder_tricks"]),
                                                             younger=tr.number(f["r2_younger_tricks"])),
         str(f["r2_elder"]), str(f["r2_younger"])),
    )
    return Table(tr("A pique despite a lost trick: the scores as they stand"), (tr("When"), tr("Elder"),
                                                                                tr("Younger")), rows, "lcc")


def _russian(tr: Translator) -> Chapter:
    v = RUSSIAN
    n = tr.number
    low, high = v.exchange_min_taken, v.elder_exchange[1]
    seq = ", ".join(f"{_sequence_name(tr, k)} {v.sequence_scores[k]}" for k in sorted(v.sequence_scores))
    example, scores = r1_example(tr)
    return Chapter(tr("Another game: Russian Piquet"), (
        Para(tr("Russian Piquet is a game for two with the pack of 32 cards. A partie is two koroliks of "
                "{korolik} deals, {deals} deals in all. Before each korolik the players draw: the lower card "
                "deals its first deal, and the deal then alternates, so each player deals once in each "
                "korolik.").format(korolik=n(v.korolik), deals=n(v.deals))),
        Heading(tr("The deal and the exchange")),
        Para(tr("Each player receives {cards} cards, {packet} at a time; of the {left} left, {elder} are "
                "elder's share of the talon and {dealer} the dealer's.").format(
            cards=n(v.hand_size), packet=n(v.packet_sizes[0]), left=n(32 - 2 * v.hand_size),
            elder=n(v.talon_shares[0]), dealer=n(v.talon_shares[1]))),
        Bullets((
            tr("Each player takes no card at all, or {low} to {high}: elder first from his {share}, without "
               "looking at the talon before he discards; then the dealer, first what elder left of the "
               "five, then his own three.").format(low=n(low), high=n(high), share=n(v.talon_shares[0])),
            tr("Once both have exchanged, the cards nobody took are turned face up for both players. Each "
               "may look at his own discards."),
            tr("Carte blanche, {points}, is declared on the cards as dealt, before the exchange: no king, "
               "queen or jack, aces allowed. It counts as a declaration.").format(points=v.blanche_points),
        )),
        Heading(tr("Declarations")),
        Para(tr("The point, sequences and sets are declared as in Rubicon, elder first; the point scores one "
                "a card. Sequences score more: {sequences}. Two identical best sequences cancel: neither "
                "player scores any sequence. A quatorze scores {quatorze}, a trio {trio}, of tens or better; "
                "the higher set wins and its holder scores all his sets.").format(
            sequences=seq, quatorze=v.set_scores[4], trio=v.set_scores[3])),
        Heading(tr("The play")),
        Table(tr("Points in the play"), (tr("What"), tr("Scores")), (
            (tr("Each lead"), str(v.lead_points)),
            (tr("Each trick won, whoever led it (a trick you lead and win: 2)"), str(v.win_own_lead_points)),
            (tr.ptr("rules book", "The last trick"), tr("{points} in all").format(points=v.win_own_lead_points
                                                                + v.last_trick_points)),
            (tr("The leza: more than {tricks} tricks").format(tricks=n(v.hand_size // 2)),
             str(v.cards_points)),
            (tr("Capot: all twelve tricks"),
             tr("{capot}, without the last trick's extra or the leza").format(capot=v.capot_points)),
            (tr("Open capot: a capot announced before the first lead"), str(v.open_capot_points)),
        ), "lc"),
        Para(tr("Either player may announce an open capot, after the declarations and before the first card "
                "is led. An announcement that fails costs nothing.")),
        Heading(tr("Pique and repique")),
        Bullets((
            tr("Repique: {threshold} from carte blanche and declarations alone becomes {total}, for either "
               "player. It is counted once the declarations are over.").format(
                threshold=v.repique_threshold, total=v.repique_threshold + v.repique_bonus),
            tr("Pique: {threshold} with the points of the play becomes {total}, for elder only: a pique "
               "needs the first lead.").format(threshold=v.pique_threshold,
                                               total=v.pique_threshold + v.pique_bonus),
            tr("Only the opponent's declarations stop them: carte blanche, point, sequences or sets, "
               "whenever scored in the deal. His tricks never do."),
        )),
        Para(tr("After {deals} deals the higher total wins the difference of the totals; equal totals draw "
                "the partie. There is no rubicon.").format(deals=n(v.deals))),
        Heading(tr("The words")),
        Bullets((
            tr("\u201cГодятся\u201d (good), \u201cне годится\u201d (not good), \u201cравны\u201d (equal); "
               "the point is said by its number of cards, \u201cпять\u201d (five)."),
            tr("Carte blanche: \u201cбелые карты\u201d. Tierce, quart, quint: \u201cтерц\u201d, "
               "\u201cкварта\u201d, \u201cквинта\u201d, said with their score, \u201cтри тринадцать\u201d, "
               "\u201cчетыре четырнадцать\u201d, \u201cпять пятнадцать\u201d, up to \u201cвосемь "
               "восемнадцать\u201d; to the ace, \u201cмажор\u201d."),
            tr("Three aces: \u201cтри туза\u201d; a quatorze: \u201cчетырнадцать\u201d. Pique and repique: "
               "\u201cпик\u201d, \u201cрепик\u201d."),
            tr("The leza: \u201cлеза\u201d; the last trick: \u201cпоследняя взятка\u201d; capot and open "
               "capot: \u201cкапот\u201d, \u201cоткрытый капот\u201d; the partie and the korolik: "
               "\u201cпартия\u201d, \u201cкоролик\u201d."),
        )),
        Heading(tr("Two deals, replayed by the game")),
        example,
        scores,
        r2_example(tr),
        r2_table(tr),
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


def p1_example(tr: Translator = ENGLISH) -> tuple[Example, Table]:
    game, _ = _seed("picchetto-p1-the-dealers-picca.json")
    log = game.history[0]
    dealer = log.dealer
    f = picchetto_facts()
    example = Example(
        tr("The dealer's picca"),
        (Fan(tr("The dealer, after the exchange"), _order(_held(log, dealer))),
         Fan(tr("The non-dealer"), _order(_held(log, 1 - dealer)))),
        (tr("The non-dealer says \u201c{said}\u201d for his four clubs; the dealer's five hearts make "
            "{value}: \u201cnon basta\u201d. The dealer's declarations make {declared}; he wins the first "
            "{tricks} tricks and the seventh makes 30 with the non-dealer on nothing: picca, {picca}. He "
            "ends the deal with {dealer}, the non-dealer {other}.").format(
            said=f["p1_said"], value=f["p1_value"], declared=f["p1_set_total"],
            tricks=tr.number(f["p1_picca_trick"]), picca=f["p1_picca"], dealer=f["p1_dealer"],
            other=f["p1_other"]),),
        {"said": f["p1_said"], "value": f["p1_value"], "declared": f["p1_set_total"],
         "picca": f["p1_picca"], "dealer": f["p1_dealer"], "other": f["p1_other"]},
    )
    rows = (
        (tr("Prima: \u201c{said}\u201d against {value}, non basta").format(said=f["p1_said"],
                                                                            value=f["p1_value"]),
         str(f["p1_point"]), str(f["p1_point_total"])),
        (tr("Seconda: a quint to the king beats the quarta"), str(f["p1_sequence"]),
         str(f["p1_sequence_total"])),
        (tr("Terza: a tris of kings"), str(f["p1_set"]), str(f["p1_set_total"])),
        (tr("Tricks 1 to {trick}, each won").format(trick=f["p1_picca_trick"]),
         str(f["p1_before_picca"] - f["p1_set_total"]), str(f["p1_before_picca"])),
        (tr("Picca"), str(f["p1_picca"] - f["p1_before_picca"]), str(f["p1_picca"])),
        (tr("Tricks {trick} to 12, the last counting {last}").format(trick=f["p1_picca_trick"] + 1,
                                                                    last=f["p1_last"]),
         str(f["p1_last_dealer"] - f["p1_picca"]), str(f["p1_last_dealer"])),
        (tr("The cards: {tricks} tricks").format(tricks=tr.number(f["p1_dealer_tricks"])), str(f["p1_cards"]),
         str(f["p1_dealer"])),
    )
    return example, Table(tr("The dealer's scores in the picca, in order"), _score_header(tr), rows, "lcc")


def p2_example(tr: Translator = ENGLISH) -> Example:
    game, _ = _seed("picchetto-p2-ripicca-and-the-bellas-221.json")
    (log,) = [lg for lg in game.history if any(e.kind == "repique" for e in lg.events)]
    n = 1 - log.dealer
    f = picchetto_facts()
    return Example(
        tr("The ripicca"),
        (Fan(tr("The non-dealer, after the exchange"), _order(_held(log, n))),
         Fan(tr("The dealer"), _order(_held(log, 1 - n)))),
        (tr("In a Rivincita the non-dealer has {before}, the dealer {dealer_before}. The non-dealer says "
            "\u201c{said}\u201d for his spades, \u201cva bene\u201d; with his sesta and his poker of aces he "
            "passes 30 before the dealer has scored: a ripicca, {ripicca} in the deal and {after} in the "
            "game. The deal ends {end} to {dealer_end}.").format(
            before=f["p2_n_before"], dealer_before=f["p2_d_before"], said=f["p2_said"],
            ripicca=f["p2_repique_total"], after=f["p2_n_after"], end=f["p2_n_end"],
            dealer_end=f["p2_d_end"]),),
        {"n_before": f["p2_n_before"], "d_before": f["p2_d_before"], "said": f["p2_said"],
         "ripicca": f["p2_repique_total"], "n_after": f["p2_n_after"], "n_end": f["p2_n_end"],
         "d_end": f["p2_d_end"]},
    )


def _picchetto(tr: Translator) -> Chapter:
    v = PICCHETTO
    n = tr.number
    lo, hi = v.elder_exchange
    seq = ", ".join(str(v.sequence_scores[k]) for k in sorted(v.sequence_scores))
    targets = v.game_targets
    f = picchetto_facts()
    example, scores = p1_example(tr)
    return Chapter(tr("Another game: Picchetto"), (
        Para(tr("Picchetto, the Italian game, is played by two with the pack of 32 cards. The dealer gives "
                "{cards} cards each and lays the {left} left as two packets, {first} over {second}; the "
                "deal alternates.").format(cards=n(v.hand_size), left=n(32 - 2 * v.hand_size),
                                           first=n(v.talon_shares[0]), second=n(v.talon_shares[1]))),
        Heading(tr("Bianco and the exchange")),
        Bullets((
            tr("A non-dealer without a king, queen or jack declares \u201cBianco\u201d, shows his cards and "
               "scores {points}. Then he must change from {low} to {high} cards from the packet of "
               "five.").format(points=v.blanche_points, low=n(lo), high=n(hi)),
            tr("The dealer declares his Bianco after the non-dealer's exchange, then changes from none to "
               "every card left, what remains of the five first."),
        )),
        Heading(tr("The honours")),
        Bullets((
            tr("Prima, the point: the non-dealer says the total of his best suit, ace 11, king, queen and "
               "jack 10, the others their pips, without naming the suit. The dealer answers \u201cva "
               "bene\u201d, \u201cuguale\u201d or \u201cnon basta\u201d. The better total scores one a "
               "card; equal totals score nothing. A longer suit is always worth more, so the winner is the "
               "one Rubicon's count would find."),
            tr("Seconda, sequences, said by length and top card (\u201cfour to the king\u201d): from three "
               "to eight cards they score {scores}; the winner scores his smaller ones too.").format(
                scores=seq),
            tr("Terza, sets of tens or better: a tris {tris}, a poker {poker}; any poker beats any tris, and "
               "the winner scores all his.").format(tris=v.set_scores[3], poker=v.set_scores[4]),
        )),
        Heading(tr("The play")),
        Para(tr("The non-dealer leads. You must follow suit and, when you follow, head the trick: play a "
                "card higher than the one led if you hold one. With no card of the suit, play any card.")),
        Table(tr("Points in the play"), (tr("What"), tr("Scores")), (
            (tr("Leading a trick"), tr("nothing")),
            (tr("Each trick won"), str(v.win_own_lead_points)),
            (tr.ptr("rules book", "The last trick"), tr("{points} in all").format(points=v.win_own_lead_points
                                                                + v.last_trick_points)),
            (tr("The cards: more than {cards} cards, {tricks} tricks or more").format(
                cards=v.hand_size, tricks=n(v.hand_size // 2 + 1)), str(v.cards_points)),
            (tr("Capot: all twelve tricks"),
             tr("{capot}, instead of {cards}").format(capot=v.capot_points, cards=v.cards_points)),
        ), "lc"),
        Bullets((
            tr("Ripicca: {threshold} from Bianco and honours alone becomes {total}.").format(
                threshold=v.repique_threshold, total=v.repique_threshold + v.repique_bonus),
            tr("Picca: {threshold} with tricks too becomes {total}. With no points for leading, the dealer "
               "can picca as well as the non-dealer.").format(threshold=v.pique_threshold,
                                                              total=v.pique_threshold + v.pique_bonus),
            tr("Either is stopped by any score of the opponent made earlier in the deal, in the strict "
               "order: Bianco, prima, seconda, terza, then the tricks."),
        )),
        Heading(tr("The match")),
        Para(tr("A match is three games: the Partita and the Rivincita are won by the first to {partita} and "
                "{rivincita}, the Bella by the first to exceed {below}, {bella}. Each score is checked as it "
                "is made and the game ends there, even in the middle of a deal; the totals start again at 0 "
                "for the next game, and the deal goes on alternating. Two games won take the match: a player "
                "who wins the first two plays no Bella.").format(
            partita=targets[0], rivincita=targets[1], below=targets[2] - 1, bella=targets[2])),
        Para(tr("Options: the duty to head the trick may be left out, and the dealer may be made to take at "
                "least one card.")),
        Heading(tr("The words")),
        Bullets((
            tr("\u201cBianco\u201d: carte blanche. The point is said as its total, \u201cquarantuno\u201d "
               "(41), \u201cquarantanove\u201d (49)."),
            tr("\u201cVa bene\u201d (good), \u201cuguale\u201d (equal), \u201cnon basta\u201d (not enough)."),
            tr("Terza, quarta, quinta, sesta, settima, ottava; \u201cquattro al Re\u201d, four to the king; "
               "\u201call'Asso\u201d, to the ace. \u201cTris\u201d and \u201cPoker\u201d."),
            tr("\u201cPicca\u201d and \u201cRipicca\u201d; \u201cle carte\u201d, the cards; \u201cultima "
               "presa\u201d, the last trick; cappotto, capot; \u201cPartita, Rivincita, Bella\u201d."),
        )),
        Heading(tr("Two examples, replayed by the game")),
        example,
        scores,
        p2_example(tr),
        Table(tr("The ripicca, in order"), (tr.ptr("rules book", "Score"), tr("Points"), tr("In the deal"),
                                            tr("In the Rivincita")), (
            (tr("Prima of six"), str(f["p2_point"]), str(f["p2_point_total"]),
             str(f["p2_n_before"] + f["p2_point_total"])),
            (tr("Sesta"), str(f["p2_sequence"]), str(f["p2_sequence_total"]),
             str(f["p2_n_before"] + f["p2_sequence_total"])),
            (tr("Poker of aces"), str(f["p2_set"]), str(f["p2_set_total"]),
             str(f["p2_n_before"] + f["p2_set_total"])),
            (tr("Ripicca: past 30, the dealer on nothing"), str(f["p2_repique"]), str(f["p2_repique_total"]),
             str(f["p2_n_after"])),
        ), "lccc"),
        Para(tr("Later, in the Bella, that dealer stands at {before}. A trick won makes {made}: not enough, "
                "for {made} does not exceed {below}. The next trick he wins makes {won}: he wins the Bella "
                "there, in the middle of the deal, {won} to {loser}, and the match, {games_won} games to "
                "{games_lost}.").format(
            before=f["p2_bella_219"], made=f["p2_bella_220"], below=targets[2] - 1, won=f["p2_bella_221"],
            loser=f["p2_loser_total"], games_won=n(f["p2_games_won"]), games_lost=n(f["p2_games_lost"]))),
    ))


#: The book's first chapters are the rules of Rubicon Piquet; the other games follow.
RUBICON_CHAPTERS = 9
#: The chapter where each game's rules begin, by the game's name (the order of ``_book``).
GAME_CHAPTERS = {"rubicon": 0, "au-cent": 9, "russian": 10, "picchetto": 11, "contract": 12, "normand": 13,
                 "voleur": 14, "ass": 15}


def chapter_of(game: str) -> int:
    """Where the rules of ``game`` (a variant's name, or "ass") begin; Piquet
    Normand's last two, at two-handed Piquet, read Normand's chapter."""
    return GAME_CHAPTERS.get(game.partition("-two")[0], 0)


def book(tr: Translator = ENGLISH) -> tuple[Chapter, ...]:
    """The chapters of the rules, in order, in the language of ``tr`` (built once a
    language: the examples are played by the engine)."""
    return _book(tr.language)


@functools.cache
def _book(language: str) -> tuple[Chapter, ...]:
    """The book in ``language``, built once."""
    from .rules_book_ass import ass_chapter  # they build on this module's blocks
    from .rules_book_contract import contract_chapter
    from .rules_book_tables import normand_chapter, voleur_chapter

    tr = ENGLISH if language == ENGLISH.language else Translator(language)
    return (_pack(tr), _blanche(tr), _exchange(tr), _point(tr), _sequences(tr), _sets(tr), _play(tr),
            _bonuses(tr), _partie(tr), _au_cent(tr), _russian(tr), _picchetto(tr), contract_chapter(tr),
            normand_chapter(tr), voleur_chapter(tr), ass_chapter(tr))


def examples(tr: Translator = ENGLISH) -> dict[str, Example]:
    """Every worked example of the book by its title."""
    return {b.title: b for ch in book(tr) for b in ch.blocks if isinstance(b, Example)}
