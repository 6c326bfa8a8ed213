"""The rules book's chapters on the games of three and four: Piquet Normand and
four-handed Piquet (four-handed Piquet's rules and Piquet Normand's rules), with worked examples N1, N2, V1
and V2 replayed from their seed records by the engine and told as tables of the
scores in the order they were made.

Every number is read from :data:`~piquet_game.rules.variant.NORMAND` and
:data:`~piquet_game.rules.variant.VOLEUR` (and the Normand continuation's rules), and
every figure of the examples from the replayed records; :func:`table_facts` keeps
them for the tests.  Built by :func:`piquet_game.book.book`, which imports this
module when it is called.  The examples are tables, not pictured hands: three or four
hands of cards do not fit a page.

Each chapter speaks the language of a :class:`~piquet_game.i18n.Translator`
(``normand_chapter(tr)``, English without one), as the chapter on Contract Piquet does.
"""

from __future__ import annotations

import functools

from ..i18n import ENGLISH, N_, Translator
from ..rules.combos import set_of
from ..rules.variant import NORMAND, VOLEUR
from ..vocabulary import Vocabulary
from .blocks import Bullets, Chapter, Heading, Para, Table, _seed
from .contract import cap, cards_words, count_words, deals_words, nothing_words, tricks_words

N1 = "normand-n1-dealer-exchange-and-repique.json"
N2 = "normand-n2-pique-and-leaving.json"
V1 = "voleur-v1-v2-partnership-point-and-repique.json"

#: The seats of the examples, as the table names them (A, B and C are letters in every language).
_SEATS = {"North": N_("North"), "East": N_("East"), "South": N_("South"), "West": N_("West")}


@functools.cache
def _facts() -> dict[str, int]:
    f: dict[str, int] = {}
    for key, name in (("n1", N1), ("n2", N2), ("v", V1)):
        game, _ = _seed(name)
        log = game.history[-1]
        for i, score in enumerate(log.scores or ()):
            f[f"{key}_score{i}"] = score
        for kind in ("point", "sequence", "set", "repique", "pique", "cards", "last"):
            found = [e for e in log.events if e.kind == kind]
            f[f"{key}_{kind}"] = sum(e.points for e in found)
            f[f"{key}_{kind}_total"] = found[-1].total if found else 0
        f[f"{key}_tricks"] = len(game.tricks)
        for i, total in enumerate(game.totals):
            f[f"{key}_total{i}"] = total
        f[f"{key}_left"] = len(game.left)
    return f


def table_facts() -> dict[str, int]:
    """The figures of the chapters' examples as the engine replays their seeds."""
    return dict(_facts())


def _what(tr: Translator, e) -> str:
    """A score's kind in a row of the examples' tables: ``point``, ``sequence``, a
    set as a trio or a quatorze, the traditional terms (``repique``, ``the cards``)."""
    voc = Vocabulary(tr)
    if e.kind == "point":
        return tr.ptr("kind of score", "point")
    if e.kind == "sequence":
        return tr.ptr("kind of score", "sequence")
    if e.kind == "set":
        sizes = {found[1] for found in map(set_of, e.combos) if found is not None}
        if sizes == {3}:
            return tr.ptr("kind of score, a trio", "set")
        if sizes == {4}:
            return tr.ptr("kind of score, a quatorze", "set")
        return tr.ptr("kind of score", "set")
    if e.kind == "blanche":
        return voc.term("carte blanche")
    if e.kind == "cards":
        return voc.term("the cards")
    if e.kind == "last":
        return tr("the last trick")
    if e.kind in ("pique", "repique", "capot"):
        return voc.term(e.kind)
    return e.kind


def _seat(tr: Translator, name: str) -> str:
    """A seat's name: ``North``, ``Nord``, ``Север``; ``A`` stays ``A``."""
    return tr(_SEATS[name]) if name in _SEATS else name


def _score_rows(tr: Translator, name: str, sides: int, side_of) -> tuple[tuple[str, ...], ...]:
    """The declarations' and bonuses' scores of a seed's last deal as rows (who and
    what, then each of the ``sides``' running score), the tricks summed in one row,
    the last trick and the cards, and the deal's scores."""
    game, _ = _seed(name)
    log = game.history[-1]
    running = [0] * sides
    rows = []
    trick_points = [0] * sides
    for e in log.scoring_events:
        s = side_of(e.seat)
        running[s] = e.total
        if e.kind in ("lead", "win"):
            trick_points[s] += e.points
            continue
        if any(trick_points) and e.kind in ("pique", "last", "cards", "capot"):
            rows.append((tr("Tricks so far"), *(f"+{p}" if p else "" for p in trick_points)))
            trick_points = [0] * sides
        cells = [""] * sides
        cells[s] = str(e.total)
        said = tr("{who}: {what} {points}").format(who=_seat(tr, game.players[e.seat]), what=_what(tr, e),
                                                   points=e.points)
        rows.append((said, *cells))
    if any(trick_points):
        rows.append((tr("Tricks"), *(f"+{p}" if p else "" for p in trick_points)))
    rows.append((tr.ptr("the scores of a deal", "The deal"), *(str(x) for x in (log.scores or running))))
    return tuple(rows)


def _or(tr: Translator, items: list[str]) -> str:
    """``a``, ``a or b``, ``a, b or c`` in the language of ``tr``."""
    if len(items) <= 1:
        return "".join(items)
    return tr("{first} or {last}").format(first=", ".join(items[:-1]), last=items[-1])


def normand_chapter(tr: Translator = ENGLISH) -> Chapter:
    """The chapter on Piquet Normand in the language of ``tr``."""
    v, two = NORMAND, NORMAND.continuation
    assert two is not None
    voc = Vocabulary(tr)
    f = table_facts()
    n, talon = v.hand_size, sum(v.talon_shares)
    pt, pb, rt, rb = v.bonus_rules()
    others = _or(tr, [str(t) for t in dict(v.option_values)["target"][1:]])
    return Chapter(tr("Another game: Piquet Normand"), (
        Para(tr("Piquet Normand is played by three, each for himself, with the pack of 32 cards. Each "
                "receives {cards}, two at a time, and {talon} lie face down as the talon. The order of play "
                "is to the right, counter-clockwise: first hand is the dealer's right, the dealer plays "
                "last, and the deal passes to the right.").format(
            cards=cards_words(tr, n), talon=count_words(tr, talon))),
        Heading(tr("The deal and the exchange")),
        Bullets((
            tr("Carte blanche, {points}, is declared first, in turn, on the cards as dealt.").format(
                points=v.blanche_points),
            tr("Only the dealer exchanges: none, one or {cards}, taken from the top of the talon. He may "
               "look at a card he leaves; the others never see the talon.").format(
                cards=cards_words(tr, v.younger_max_exchange)),
        )),
        Heading(tr("Declarations")),
        Para(tr("The point, sequences and sets are compared as in Rubicon and declared in turn from first "
                "hand. The best at the table scores, with everything its holder declared in the class; if "
                "two hold the best equally, nobody scores the class.")),
        Heading(tr("Tricks")),
        Table(tr("Points in the play"), (tr("What"), tr("Scores")), (
            (tr("Leading a trick"), nothing_words(tr, v.lead_points)),
            (tr("Winning a trick another led"), nothing_words(tr, v.win_opponent_lead_points)),
            (tr.ptr("a score in the play", "The last trick"),
             nothing_words(tr, v.last_trick_points, more=True)),
            (tr("Strictly more tricks than each other player"), nothing_words(tr, v.cards_points)),
            (tr("Every trick (capot), instead"), nothing_words(tr, v.capot_points)),
        ), "lc"),
        Para(tr("A tie for the most tricks scores nothing for the cards.")),
        Heading(tr("Pique and repique")),
        Bullets((
            tr("Repique: {at} from carte blanche and declarations before any card is played makes "
               "{makes}.").format(at=rt, makes=rt + rb),
            tr("Pique: {at} reached with the tricks makes {makes}; only first hand can make it, since he "
               "scores the first lead.").format(at=pt, makes=pt + pb),
            tr("Either is stopped by any score of either other player made earlier in the deal."),
        )),
        Heading(tr("The end")),
        Bullets((
            tr("The game is to {target} (or {others}), looked at when a deal is over: every player who has "
               "reached it leaves the table a winner.").format(target=v.shape.goal, others=others),
            tr("The last two play on at two-handed Piquet from their totals: {cards} each, a talon of "
               "{talon}, Rubicon's exchange and scores, pique and repique at {threshold}, until one reaches "
               "{target}.").format(cards=cards_words(tr, two.hand_size), talon=sum(two.talon_shares),
                                   threshold=two.pique_threshold, target=two.target),
            tr("When every player still at the table reaches the target in the same deal, the lowest "
               "total does not leave: at the last two, a player who reaches {target} exactly can still "
               "lose, to one who passes it in that deal with more. Equal totals play on.").format(
                target=two.target),
            tr("The player left without the target pays each winner a stake (or, as an option, each "
               "winner's total less his own)."),
        )),
        Heading(tr("Two deals, replayed by the game")),
        Para(tr("N1. A deals; B is first hand, then C. A changes two cards for the talon's two and holds "
                "hearts A K Q J T: his point and quint make 20 before a card is played, B and C at nothing, "
                "so repique: {repique}; his trio of aces, {set}. He wins five tricks of {tricks}, B three, C "
                "two, and ends the deal with {a} to B's {b} and C's {c}.").format(
            repique=f["n1_repique_total"], set=f["n1_set_total"],
            tricks=count_words(tr, f["n1_tricks"]), a=f["n1_score0"], b=f["n1_score1"], c=f["n1_score2"])),
        Table(tr("N1: the scores in the order made"), ("", "A", "B", "C"),
              _score_rows(tr, N1, 3, lambda s: s), "lccc"),
        Para(tr("N2. Before the deal A has 85, B 50, C 92. B declares his point, quart and trio for 11, "
                "leads and wins nine tricks: his ninth lead makes {at}, {pique}, {makes}. C wins the last "
                "trick. B ends the deal with {score}, {total} in all: he leaves the table, and A and C play "
                "on from {a} and {c}.").format(
            at=pt, pique=voc.term("pique"), makes=pt + pb, score=f["n2_score1"], total=f["n2_total1"],
            a=f["n2_total0"], c=f["n2_total2"])),
        Table(tr("N2: the scores in the order made"), ("", "A", "B", "C"),
              _score_rows(tr, N2, 3, lambda s: s), "lccc"),
    ))


def voleur_chapter(tr: Translator = ENGLISH) -> Chapter:
    """The chapter on four-handed Piquet in the language of ``tr``."""
    v = VOLEUR
    f = table_facts()
    pt, pb, rt, rb = v.bonus_rules()
    north, east, south, west = (_seat(tr, s) for s in ("North", "East", "South", "West"))
    sides = (tr("{first} and {last}").format(first=north, last=south),
             tr("{first} and {last}").format(first=east, last=west))
    return Chapter(tr("Another game: Piquet for four"), (
        Para(tr("Four play, two against two: partners sit facing each other and pool their scores. Each "
                "receives {cards}, two at a time; there is no talon and no exchange. The order of play is to "
                "the right: first hand is the dealer's right.").format(cards=cards_words(tr, v.hand_size))),
        Heading(tr("Declarations")),
        Bullets((
            tr("Carte blanche, {points}, then the point, sequences and sets, each declared in turn from "
               "first hand.").format(points=v.blanche_points),
            tr("The point is said by its value (\u201c{forty}\u201d). A player may declare it only when it "
               "is better than the best declared so far, or equal to an opponent's; never equal to his "
               "partner's. The best point at the table scores for its side, one a card; if the two sides "
               "hold the best equally, nobody scores it.").format(forty=tr.number(40)),
            tr("Sequences and sets are compared as in Rubicon. The side holding the best scores every "
               "sequence (or set) declared by either partner, even the lower ones; equal bests on the two "
               "sides score nothing."),
        )),
        Heading(tr("Tricks")),
        Table(tr("Points in the play, to the side"), (tr("What"), tr("Scores")), (
            (tr("Leading a trick"), nothing_words(tr, v.lead_points)),
            (tr("Winning a trick an opponent led"), nothing_words(tr, v.win_opponent_lead_points)),
            (tr("Winning a trick your partner led"), nothing_words(tr, v.win_own_lead_points)),
            (tr.ptr("a score in the play", "The last trick"),
             nothing_words(tr, v.last_trick_points, more=True)),
            (cap(tr("{tricks} or more of {all}").format(tricks=tricks_words(tr, v.hand_size // 2 + 1),
                                                        all=count_words(tr, v.hand_size))),
             nothing_words(tr, v.cards_points)),
            (tr("All {all} (capot), instead").format(all=count_words(tr, v.hand_size)),
             nothing_words(tr, v.capot_points)),
        ), "lc"),
        Heading(tr("Pique and repique")),
        Para(tr("By sides: repique, {repique_at} from carte blanche and declarations, makes {repique_makes}; "
                "pique, {pique_at} with the tricks, makes {pique_makes}, and only first hand's side can make "
                "it. Either is stopped by any score of the other side made earlier in the deal.").format(
            repique_at=rt, repique_makes=rt + rb, pique_at=pt, pique_makes=pt + pb)),
        Heading(tr("The partie")),
        Para(cap(tr("{deals}, played by sides as Rubicon is: the rubicon is {rubicon} and the bonus "
                    "{bonus}.").format(deals=deals_words(tr, v.shape.deals), rubicon=v.rubicon,
                                       bonus=v.game_bonus))),
        Heading(tr("A deal, replayed by the game")),
        Para(tr("V1 and V2. North deals; West, South, East and North speak in turn. West says "
                "\u201c{forty}\u201d; South holds 39 and East 37, and may not speak; North says "
                "\u201c{forty_seven}\u201d and scores {point} for North and South. His quint to the queen "
                "makes 20 with East and West at nothing: repique, {repique}; South's tierce to the ten "
                "scores with it. North and South win six tricks: {ns} to {ew}.").format(
            forty=tr.number(40), forty_seven=tr.number(47), point=f["v_point"], repique=rt + rb,
            ns=f["v_score0"], ew=f["v_score1"])),
        Table(tr("V2: the scores in the order made"), ("", *sides),
              _score_rows(tr, V1, 2, v.side_of), "lcc"),
    ))


__all__ = ["N1", "N2", "V1", "normand_chapter", "table_facts", "voleur_chapter"]
