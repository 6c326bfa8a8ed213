"""The rules book's chapters on the games of three and four: Piquet Normand and
four-handed Piquet (VARIANTS.md sections 5 and 6), with worked examples N1, N2, V1
and V2 replayed from their seed records by the engine and told as tables of the
scores in the order they were made.

Every number is read from :data:`~piquet_game.rules.variant.NORMAND` and
:data:`~piquet_game.rules.variant.VOLEUR` (and the Normand continuation's rules), and
every figure of the examples from the replayed records; :func:`table_facts` keeps
them for the tests.  Built by :func:`piquet_game.rules_book.book`, which imports this
module when it is called.  The examples are tables, not pictured hands: three or four
hands of cards do not fit a page.
"""

from __future__ import annotations

import functools

from .commentary import number_words
from .rules.variant import NORMAND, VOLEUR
from .rules_book import Bullets, Chapter, Heading, Para, Table, _seed

N1 = "normand-n1-dealer-exchange-and-repique.json"
N2 = "normand-n2-pique-and-leaving.json"
V1 = "voleur-v1-v2-partnership-point-and-repique.json"

_WHAT = {"point": "point", "sequence": "sequence", "set": "set", "repique": "repique", "pique": "pique",
         "blanche": "carte blanche", "cards": "the cards", "capot": "capot", "last": "the last trick"}


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


def _score_rows(name: str, sides: tuple[str, ...], side_of) -> tuple[tuple[str, ...], ...]:
    """The declarations' and bonuses' scores of a seed's last deal as rows (who and
    what, then each side's running score), the tricks summed in one row, the last
    trick and the cards, and the deal's scores."""
    game, _ = _seed(name)
    log = game.history[-1]
    running = [0] * len(sides)
    rows = []
    trick_points = [0] * len(sides)
    for e in log.scoring_events:
        s = side_of(e.seat)
        running[s] = e.total
        if e.kind in ("lead", "win"):
            trick_points[s] += e.points
            continue
        if any(trick_points) and e.kind in ("pique", "last", "cards", "capot"):
            rows.append(("Tricks so far", *(f"+{p}" if p else "" for p in trick_points)))
            trick_points = [0] * len(sides)
        cells = [""] * len(sides)
        cells[s] = str(e.total)
        rows.append((f"{game.players[e.seat]}: {_WHAT.get(e.kind, e.kind)} {e.points}", *cells))
    if any(trick_points):
        rows.append(("Tricks", *(f"+{p}" if p else "" for p in trick_points)))
    rows.append(("The deal", *(str(x) for x in (log.scores or running))))
    return tuple(rows)


def normand_chapter() -> Chapter:
    v, two = NORMAND, NORMAND.continuation
    assert two is not None
    f = table_facts()
    n, talon = v.hand_size, sum(v.talon_shares)
    pt, pb, rt, rb = v.bonus_rules()
    others = " or ".join(str(t) for t in dict(v.option_values)["target"][1:])
    return Chapter("Another game: Piquet Normand", (
        Para(f"Piquet Normand is played by three, each for himself, with the pack of 32 cards. Each "
             f"receives {number_words(n)} cards, two at a time, and {number_words(talon)} lie face down "
             "as the talon. The order of play is to the right, counter-clockwise: first hand is the "
             "dealer's right, the dealer plays last, and the deal passes to the right."),
        Heading("The deal and the exchange"),
        Bullets((
            f"Carte blanche, {v.blanche_points}, is declared first, in turn, on the cards as dealt.",
            f"Only the dealer exchanges: none, one or {number_words(v.younger_max_exchange)} cards, taken "
            "from the top of the talon. He may look at a card he leaves; the others never see the talon.",
        )),
        Heading("Declarations"),
        Para("The point, sequences and sets are compared as in Rubicon and declared in turn from first "
             "hand. The best at the table scores, with everything its holder declared in the class; if "
             "two hold the best equally, nobody scores the class."),
        Heading("Tricks"),
        Table("Points in the play", ("What", "Scores"), (
            ("Leading a trick", str(v.lead_points)),
            ("Winning a trick another led", str(v.win_opponent_lead_points)),
            ("The last trick", f"{v.last_trick_points} more"),
            ("Strictly more tricks than each other player", str(v.cards_points)),
            ("Every trick (capot), instead", str(v.capot_points)),
        ), "lc"),
        Para("A tie for the most tricks scores nothing for the cards."),
        Heading("Pique and repique"),
        Bullets((
            f"Repique: {rt} from carte blanche and declarations before any card is played makes "
            f"{rt + rb}.",
            f"Pique: {pt} reached with the tricks makes {pt + pb}; only first hand can make it, since he "
            "scores the first lead.",
            "Either is stopped by any score of either other player made earlier in the deal.",
        )),
        Heading("The end"),
        Bullets((
            f"The game is to {v.target} (or {others}), looked at when a deal is over: every player who "
            "has reached it leaves the table a winner.",
            f"The last two play on at two-handed Piquet from their totals: {number_words(two.hand_size)} "
            f"cards each, a talon of {sum(two.talon_shares)}, Rubicon's exchange and scores, pique and "
            f"repique at {two.pique_threshold}, until one reaches {two.target}.",
            "The player left without the target pays each winner a stake (or, as an option, each "
            "winner's total less his own).",
        )),
        Heading("Two deals, replayed by the game"),
        Para(f"N1. A deals; B is first hand, then C. A changes two cards for the talon's two and holds "
             f"hearts A K Q J T: his point and quint make 20 before a card is played, B and C at nothing, "
             f"so repique: {f['n1_repique_total']}; his trio of aces, {f['n1_set_total']}. He wins five "
             f"tricks of {number_words(f['n1_tricks'])}, B three, C two, and ends the deal with "
             f"{f['n1_score0']} to B's {f['n1_score1']} and C's {f['n1_score2']}."),
        Table("N1: the scores in the order made", ("", "A", "B", "C"),
              _score_rows(N1, ("A", "B", "C"), lambda s: s), "lccc"),
        Para(f"N2. Before the deal A has 85, B 50, C 92. B declares his point, quart and trio for 11, "
             f"leads and wins nine tricks: his ninth lead makes {pt}, pique, {pt + pb}. C wins the last "
             f"trick. B ends the deal with {f['n2_score1']}, {f['n2_total1']} in all: he leaves the table, "
             f"and A and C play on from {f['n2_total0']} and {f['n2_total2']}."),
        Table("N2: the scores in the order made", ("", "A", "B", "C"),
              _score_rows(N2, ("A", "B", "C"), lambda s: s), "lccc"),
    ))


def voleur_chapter() -> Chapter:
    v = VOLEUR
    f = table_facts()
    pt, pb, rt, rb = v.bonus_rules()
    return Chapter("Another game: Piquet for four", (
        Para(f"Four play, two against two: partners sit facing each other and pool their scores. Each "
             f"receives {number_words(v.hand_size)} cards, two at a time; there is no talon and no exchange. "
             "The order of play is to the right: first hand is the dealer's right."),
        Heading("Declarations"),
        Bullets((
            f"Carte blanche, {v.blanche_points}, then the point, sequences and sets, each declared in turn "
            "from first hand.",
            "The point is said by its value (\u201cforty\u201d). A player may declare it only when it is "
            "better than the best declared so far, or equal to an opponent's; never equal to his "
            "partner's. The best point at the table scores for its side, one a card; if the two sides "
            "hold the best equally, nobody scores it.",
            "Sequences and sets are compared as in Rubicon. The side holding the best scores every "
            "sequence (or set) declared by either partner, even the lower ones; equal bests on the two "
            "sides score nothing.",
        )),
        Heading("Tricks"),
        Table("Points in the play, to the side", ("What", "Scores"), (
            ("Leading a trick", str(v.lead_points)),
            ("Winning a trick an opponent led", str(v.win_opponent_lead_points)),
            ("Winning a trick your partner led", str(v.win_own_lead_points) if v.win_own_lead_points
             else "nothing"),
            ("The last trick", f"{v.last_trick_points} more"),
            (f"{number_words(v.hand_size // 2 + 1).capitalize()} tricks or more of "
             f"{number_words(v.hand_size)}", str(v.cards_points)),
            (f"All {number_words(v.hand_size)} (capot), instead", str(v.capot_points)),
        ), "lc"),
        Heading("Pique and repique"),
        Para(f"By sides: repique, {rt} from carte blanche and declarations, makes {rt + rb}; pique, {pt} "
             f"with the tricks, makes {pt + pb}, and only first hand's side can make it. Either is stopped "
             "by any score of the other side made earlier in the deal."),
        Heading("The partie"),
        Para(f"{number_words(v.deals).capitalize()} deals, played by sides as Rubicon is: the rubicon is "
             f"{v.rubicon} and the bonus {v.game_bonus}."),
        Heading("A deal, replayed by the game"),
        Para("V1 and V2. North deals; West, South, East and North speak in turn. West says "
             "\u201cforty\u201d; "
             "South holds 39 and East 37, and may not speak; North says \u201cforty-seven\u201d and scores "
             f"{f['v_point']} for North and South. His quint to the queen makes 20 with East and West at "
             f"nothing: repique, {rt + rb}; South's tierce to the ten scores with it. North and South win "
             f"six tricks: {f['v_score0']} to {f['v_score1']}."),
        Table("V2: the scores in the order made", ("", "North and South", "East and West"),
              _score_rows(V1, ("North and South", "East and West"), v.side_of), "lcc"),
    ))


__all__ = ["N1", "N2", "V1", "normand_chapter", "table_facts", "voleur_chapter"]
