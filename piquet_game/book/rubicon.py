"""The rules book's chapters on Rubicon Piquet: the pack, carte blanche, the
exchange, the point, sequences, sets, the play, pique and repique and capot, the
partie; each worked example played by the engine."""

from __future__ import annotations

from importlib import resources

from ..i18n import ENGLISH, Translator
from ..rules import Blanche, DealCards, Game, IllegalActionError, Phase, is_blank, parse_action
from ..rules.actions import DECLARE_PHASES, Declare, DeclClass
from ..rules.cards import card_name, mask_of, rank_of, suit_of
from ..rules.combos import (
    combo_score,
    compare,
    declaration_score,
    held_sets,
    point_value,
    run_of,
    set_of,
)
from ..rules.record import loads
from ..vocabulary import Vocabulary
from .blocks import (
    Bullets,
    Chapter,
    Example,
    Fan,
    Heading,
    Para,
    Table,
    V,
    _cap,
    _or,
    _sequence_name,
    _values,
    cards,
    score_name,
)


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


def pack(tr: Translator) -> Chapter:
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


def blanche(tr: Translator) -> Chapter:
    return Chapter(tr("Carte blanche"), (
        Para(tr("A hand of {cards} cards without a king, queen or jack is a carte blanche. Aces are allowed. "
                "It is worth {points} points, scored before anything else in the deal, but only if the "
                "player declares it: he may keep it secret instead.").format(
            cards=tr.number(V.hand_size), points=V.blanche_points)),
        Para(tr("Elder declares a carte blanche and shows his hand at once. Younger declares his at once "
                "too, but shows it only after elder has made his exchange.")),
        blanche_example(tr),
    ))


def exchange(tr: Translator) -> Chapter:
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


def point(tr: Translator) -> Chapter:
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


def sequences(tr: Translator) -> Chapter:
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


def sets(tr: Translator) -> Chapter:
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


def play(tr: Translator) -> Chapter:
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


def bonuses(tr: Translator) -> Chapter:
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


def partie(tr: Translator) -> Chapter:
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


