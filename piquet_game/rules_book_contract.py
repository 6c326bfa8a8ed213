"""The rules book's chapter on Contract Piquet (VARIANTS.md section 4): the deal with no
exchange, carte blanche, the auction and its calls, the play and its over- and
under-tricks, pique and repique by the kind of contract, the partie; and worked
examples C1 and C2 replayed from the seed records by the engine.

Every number is read from :data:`~piquet_game.rules.variant.CONTRACT` (its
``bonus_rules``, ``contract_points``, ``settle``) or from the auction's own functions
(:mod:`piquet_game.rules.auction`), and every figure of the examples from the
replayed records; :func:`contract_facts` keeps them for the tests.  Built by
:func:`piquet_game.rules_book.book`, which imports this module when it is called.
"""

from __future__ import annotations

import functools

from .commentary import number_words, score_words
from .rules import auction
from .rules.actions import BIDS, CONTENT, DOUBLE, PASS, REDOUBLE, Call
from .rules.record import replay
from .rules.variant import CONTRACT
from .rules_book import Bullets, Chapter, Example, Fan, Heading, Para, Table, _held, _order, _seed

C1 = "contract-c1-plus-redoubled.json"
C2 = "contract-c2-minus-failed-doubled.json"
REDEAL = "contract-redeal-after-two-passes.json"
_MINUS = "\u2212"


def bid_text(word: str) -> str:
    """A call as the book writes it: ``7-`` as "7−" (the minus sign)."""
    return word.replace("-", _MINUS) if word[:1].isdigit() else word


def multipliers() -> dict[str, int]:
    """What the auction makes of a bid passed, doubled and redoubled: the multiplier
    of the over- and under-tricks, asked of :func:`auction.contract`."""
    bid = BIDS[0]
    ends = {"not doubled": [(0, bid), (1, PASS)],
            "doubled": [(0, bid), (1, DOUBLE), (0, CONTENT)],
            "redoubled": [(0, bid), (1, DOUBLE), (0, REDOUBLE)]}
    out = {}
    for name, calls in ends.items():
        c = auction.contract(calls)
        assert c is not None
        out[name] = c.multiplier
    return out


def _deal_facts(name: str, key: str, f: dict[str, int], words: dict[str, str]) -> None:
    """One example deal replayed: its calls, its contract, each score of either seat as
    it was made, the tricks, the over- or under-tricks and the deal's scores; numbers
    into ``f``, calls into ``words``, each named ``key_...``."""
    game, _ = _seed(name)
    (log,) = game.history
    elder = 1 - log.dealer
    seats = {elder: "elder", 1 - elder: "younger"}
    calls = [(e.seat, e.word) for e in log.events if e.kind == "call"]
    for n, (seat, word) in enumerate(calls, 1):
        words[f"{key}_call{n}"] = bid_text(word)
        f[f"{key}_call{n}_elder"] = int(seat == elder)
    f[f"{key}_calls"] = len(calls)
    contract = next(e for e in log.events if e.kind == "contract")
    tricks, minus, multiplier = contract.info
    words[f"{key}_contract"] = bid_text(contract.word)
    words[f"{key}_bid"] = bid_text(Call(f"{tricks}{'-' if minus else '+'}").word)
    f[f"{key}_tricks"], f[f"{key}_minus"], f[f"{key}_multiplier"] = tricks, minus, multiplier
    f[f"{key}_declarer_elder"] = int(contract.seat == elder)
    pt, _, rt, _ = CONTRACT.bonus_rules(bool(minus))
    f[f"{key}_pique_at"], f[f"{key}_repique_at"] = pt, rt
    running = [0, 0]
    reached = 0  # the play's score at which elder reached the pique threshold, if he did
    for e in log.scoring_events:
        running[e.seat] = e.total
        who = seats[e.seat]
        if e.kind in ("point", "sequence", "set", "repique", "pique", "overtricks", "undertricks"):
            words[f"{key}_{who}_{e.kind}"] = score_words(e, CONTRACT)
            f[f"{key}_{who}_{e.kind}"] = e.points
            f[f"{key}_{who}_{e.kind}_total"] = e.total
            f[f"{key}_{e.kind}_elder_at"] = running[elder]
            f[f"{key}_{e.kind}_younger_at"] = running[1 - elder]
        if e.kind in ("overtricks", "undertricks"):
            f[f"{key}_{e.kind}"] = e.info[0]
            f[f"{key}_before_contract_elder"] = running[elder] - (e.points if e.seat == elder else 0)
            f[f"{key}_before_contract_younger"] = running[1 - elder] - (e.points if e.seat != elder else 0)
        if e.kind == "win" and e.seat == elder and not reached and e.total >= pt:
            reached = e.total
    f[f"{key}_elder_reached"] = reached
    f[f"{key}_pique"] = sum(1 for e in log.scoring_events if e.kind == "pique")
    f[f"{key}_repique"] = sum(1 for e in log.scoring_events if e.kind == "repique")
    f[f"{key}_elder_tricks"], f[f"{key}_younger_tricks"] = game.tricks_won[elder], game.tricks_won[1 - elder]
    f[f"{key}_elder"], f[f"{key}_younger"] = log.scores[elder], log.scores[1 - elder]
    f[f"{key}_each"] = CONTRACT.contract_points * multiplier


@functools.cache
def _contract_facts() -> tuple[dict[str, int], dict[str, str]]:
    f: dict[str, int] = {}
    words: dict[str, str] = {}
    _deal_facts(C1, "c1", f, words)
    _deal_facts(C2, "c2", f, words)
    # C2 with the option that adds the usual bonus at the contract's thresholds
    _, record = _seed(C2)
    fixed = replay({**record, "options": {"pique_bonus_mode": "fixed"}}).game
    f["c2_fixed_elder"] = fixed.deal_scores[0][1 - fixed.history[0].dealer]
    f["c2_fixed_repique"] = next(e.points for e in fixed.log if e.kind == "repique")
    # both passing: the same dealer deals again, and the deal thrown in is not counted
    game, record = _seed(REDEAL)
    (log,) = game.history
    f["redeal_records"] = len(record["deals"])
    f["redeal_thrown"] = len(log.thrown_in)
    f["redeal_same_dealer"] = int(all(d.dealer == log.dealer for d in log.thrown_in))
    f["redeal_counted"] = len(game.deal_scores)
    return f, words


def contract_facts() -> dict[str, int]:
    """The figures of the chapter's worked examples as the engine replays their seed
    records (C1, C2, the deal thrown in after two passes)."""
    return dict(_contract_facts()[0])


def contract_calls() -> dict[str, str]:
    """The calls and contracts of the worked examples, as the chapter writes them."""
    return dict(_contract_facts()[1])


def _auction_line(key: str, words: dict[str, str], f: dict[str, int]) -> str:
    parts = []
    for n in range(1, f[f"{key}_calls"] + 1):
        who = "elder" if f[f"{key}_call{n}_elder"] else "younger"
        word = words[f"{key}_call{n}"]
        said = {"double": "doubles", "redouble": "redoubles", "content": "is content",
                "pass": "passes"}.get(word, word)
        parts.append(f"{who} {said}" if not word[:1].isdigit() else f"{who} {word}")
    line = "; ".join(parts)
    return line[:1].upper() + line[1:]


def c1_example() -> tuple[Example, Table]:
    game, _ = _seed(C1)
    log = game.history[0]
    elder = 1 - log.dealer
    f, w = contract_facts(), contract_calls()
    example = Example(
        "A plus contract, redoubled",
        (Fan("Elder", _order(_held(log, elder))), Fan("Younger", _order(_held(log, 1 - elder)))),
        (f"{_auction_line('c1', w, f)}: the contract is {w['c1_contract']}, elder the declarer. Elder's "
         f"point and quint make {f['c1_elder_sequence_total']}, short of the repique at "
         f"{f['c1_repique_at']}; younger's {w['c1_younger_set'].lower()} score {f['c1_younger_set']}. "
         f"Elder wins {number_words(f['c1_elder_tricks'])} tricks and reaches {f['c1_elder_reached']} in the "
         f"play, but younger has scored: no pique. {_tricks(f['c1_overtricks']).capitalize()} over, at "
         f"{CONTRACT.contract_points} each times {f['c1_multiplier']}, redoubled: "
         f"{f['c1_elder_overtricks']}. Elder {f['c1_elder']}, younger {f['c1_younger']}.",),
        {"declared": f["c1_elder_sequence_total"], "repique_at": f["c1_repique_at"],
         "younger_set": f["c1_younger_set"], "reached": f["c1_elder_reached"],
         "each": CONTRACT.contract_points, "multiplier": f["c1_multiplier"],
         "overtricks": f["c1_elder_overtricks"], "elder": f["c1_elder"], "younger": f["c1_younger"]},
    )
    rows = (
        (f"Elder's {w['c1_elder_point'].lower()}, good", str(f["c1_elder_point_total"]), "0"),
        (f"His {w['c1_elder_sequence'].lower()}", str(f["c1_elder_sequence_total"]), "0"),
        (f"Younger's {w['c1_younger_set'].lower()} beat elder's trios", str(f["c1_set_elder_at"]),
         str(f["c1_younger_set_total"])),
        (f"{_tricks(f['c1_elder_tricks']).capitalize()} to {number_words(f['c1_younger_tricks'])}, "
         f"{CONTRACT.win_own_lead_points} each",
         str(f["c1_before_contract_elder"]), str(f["c1_before_contract_younger"])),
        (f"{_tricks(f['c1_overtricks']).capitalize()} over {w['c1_bid']}, {CONTRACT.contract_points} each "
         f"times {f['c1_multiplier']}",
         str(f["c1_elder"]), str(f["c1_younger"])),
    )
    return example, Table("A plus contract, redoubled: the scores as they stand",
                          ("When", "Elder", "Younger"), rows, "lcc")


def c2_example() -> tuple[Example, Table]:
    game, _ = _seed(C2)
    log = game.history[0]
    elder = 1 - log.dealer
    f, w = contract_facts(), contract_calls()
    lost = CONTRACT.hand_size - f["c2_younger_tricks"]
    example = Example(
        "A minus contract failed, doubled",
        (Fan("Elder", _order(_held(log, elder))), Fan("Younger", _order(_held(log, 1 - elder)))),
        (f"{_auction_line('c2', w, f)}: the contract is {w['c2_contract']}, younger the declarer. Elder's "
         f"point of six and sixième make {f['c2_elder_sequence_total']} with younger on nothing: past the "
         f"minus contract's repique at {f['c2_repique_at']}, {f['c2_elder_repique_total']}. Younger wins "
         f"{number_words(f['c2_younger_tricks'])} tricks and so loses only {number_words(lost)}: "
         f"{_tricks(f['c2_undertricks'])} short of his {number_words(f['c2_tricks'])}, at "
         f"{CONTRACT.contract_points} each times {f['c2_multiplier']}, doubled: "
         f"{f['c2_elder_undertricks']} to elder. Elder {f['c2_elder']}, younger {f['c2_younger']}.",),
        {"declared": f["c2_elder_sequence_total"], "repique_at": f["c2_repique_at"],
         "repique": f["c2_elder_repique_total"], "each": CONTRACT.contract_points,
         "multiplier": f["c2_multiplier"], "undertricks": f["c2_elder_undertricks"], "elder": f["c2_elder"],
         "younger": f["c2_younger"]},
    )
    rows = (
        (f"Elder's {w['c2_elder_point'].lower()}, good", str(f["c2_elder_point_total"]), "0"),
        (f"His {w['c2_elder_sequence'].lower()}", str(f["c2_elder_sequence_total"]), "0"),
        (f"Repique: past {f['c2_repique_at']}, younger on nothing", str(f["c2_elder_repique_total"]), "0"),
        (f"{_tricks(f['c2_elder_tricks']).capitalize()} to {number_words(f['c2_younger_tricks'])}, "
         f"{CONTRACT.win_own_lead_points} each",
         str(f["c2_before_contract_elder"]), str(f["c2_before_contract_younger"])),
        (f"{_tricks(f['c2_undertricks']).capitalize()} short of {w['c2_bid']}, {CONTRACT.contract_points} "
         f"each times {f['c2_multiplier']}, to elder",
         str(f["c2_elder"]), str(f["c2_younger"])),
    )
    return example, Table("A minus contract failed, doubled: the scores as they stand",
                          ("When", "Elder", "Younger"), rows, "lcc")


def _tricks(n: int) -> str:
    return f"{number_words(n)} trick{'s' if n != 1 else ''}"


def _nothing(points: int, more: str = "") -> str:
    return f"{points}{more}" if points else "nothing"


def contract_chapter() -> Chapter:
    v = CONTRACT
    f = contract_facts()
    n = v.hand_size
    left = 32 - 2 * n
    low, high = BIDS[0], BIDS[-1]
    ranking = " < ".join(bid_text(b.word) for b in BIDS[:4]) + " < \u2026 < " + \
        " < ".join(bid_text(b.word) for b in BIDS[-2:])
    rows = tuple((number_words(b.tricks).capitalize(), bid_text(b.word), bid_text(m.word),
                  number_words(n - m.tricks) if n > m.tricks else "none")
                 for b, m in zip(BIDS[::2], BIDS[1::2], strict=True))
    times = multipliers()
    each = v.contract_points
    plus, minus = v.bonus_rules(False), v.bonus_rules(True)
    fixed = v.with_options(pique_bonus_mode="fixed")
    fplus, fminus = fixed.bonus_rules(False), fixed.bonus_rules(True)
    close, lurch = v.settle([200, 160])[1], v.settle([200, 120])[1]
    c1, c1_scores = c1_example()
    c2, c2_scores = c2_example()
    return Chapter("Another game: Contract Piquet", (
        Para(f"Contract Piquet, \u201cpicket with trade\u201d, is played by two with the pack of 32 cards. "
             "It has Rubicon's deal, declarations and tricks, but no exchange: in its place the players bid "
             f"for a contract of tricks to win or to lose. A partie is {number_words(v.deals)} deals, and "
             "the deal alternates."),
        Heading("The deal"),
        Bullets((
            f"Each player receives {number_words(n)} cards. The {number_words(left)} left over are laid "
            "aside face down: they are out of play, and neither player ever sees them. Nobody exchanges.",
            f"A carte blanche, {v.blanche_points}, is declared at once on the cards as dealt, before the "
            "auction: no king, queen or jack, aces allowed.",
        )),
        Heading("The auction"),
        Para(f"Elder calls first, then the players call in turn. A bid is a number of tricks, from "
             f"{low.tricks} to {high.tricks}, and a sign: {bid_text('8+')} undertakes to win at least eight "
             f"tricks, {bid_text('8-')} to lose at least eight, that is to win {number_words(n - 8)} at "
             f"most. The bids rank by number and, at equal number, minus above plus: {ranking}."),
        Table("The bids, lowest first: along each row, then down",
              ("Tricks", "To win at least", "To lose at least", "So winning at most"), rows, "lccc"),
        Bullets((
            "Each call is a higher bid, \u201cpass\u201d, or, after the opponent's bid, \u201cdouble\u201d. "
            "A pass is final: a player who has passed calls no more.",
            "The auction ends when a bid is passed, or is made after the opponent has passed, or is "
            "doubled; after a double the bidder says \u201credouble\u201d or \u201ccontent\u201d. The last "
            "bidder is the declarer, and his bid the contract.",
            "If both players pass at their first turn, the cards are thrown in and the same dealer deals "
            f"again; the deal thrown in is not one of the {number_words(v.deals)}.",
            "Elder still declares first and leads to the first trick, whoever the declarer is.",
        )),
        Heading("Declarations and play"),
        Para("The point, sequences and sets are declared as in Rubicon, elder first, with Rubicon's scores; "
             "a player may sink what he holds. Then twelve tricks are played as in Rubicon."),
        Table("Points in the play", ("What", "Scores"), (
            ("Leading a trick", _nothing(v.lead_points)),
            ("Each trick won, whoever led it", _nothing(v.win_own_lead_points)),
            ("The last trick", _nothing(v.last_trick_points, " more")),
            ("The cards", _nothing(v.cards_points)),
            ("Capot", _nothing(v.capot_points)),
        ), "lc"),
        Para("After the last trick the contract is counted. For a plus contract the tricks over are the "
             "ones the declarer wins beyond his number; for a minus contract, the ones he loses beyond it "
             "(every trick he does not win he loses). Each trick over scores to the declarer, each trick "
             f"short to his opponent, {each} a trick, times the multiplier; the tricks' own points are never "
             "multiplied. A contract made exactly scores nothing more."),
        Table("Each trick over or short", ("The contract", "Times", "A trick over or short scores"),
              tuple((name.capitalize(), str(m), str(each * m)) for name, m in times.items()), "lcc"),
        Heading("Pique and repique"),
        Table("The thresholds by the contract", ("Contract", "Pique", "Repique"), (
            ("Plus", f"{plus[0]} makes {plus[0] + plus[1]}", f"{plus[2]} makes {plus[2] + plus[3]}"),
            ("Minus", f"{minus[0]} makes {minus[0] + minus[1]}", f"{minus[2]} makes {minus[2] + minus[3]}"),
        ), "lcc"),
        Bullets((
            "Repique: the threshold reached from carte blanche and declarations alone. Pique: reached with "
            "the tricks counted too. Either player may make them, the declarer or his opponent.",
            "Either is stopped by any score of the opponent made earlier in the deal, in the strict order: "
            "carte blanche, the point, sequences, sets, then the tricks. The tricks over or short, counted "
            "after the last trick, never count towards them.",
            f"An option adds the usual {fixed.pique_bonus} and {fixed.repique_bonus} at these thresholds "
            f"instead: a plus contract's pique at {fplus[0]} makes {fplus[0] + fplus[1]}, its repique at "
            f"{fplus[2]} makes {fplus[2] + fplus[3]}; a minus contract's make {fminus[0] + fminus[1]} and "
            f"{fminus[2] + fminus[3]}.",
        )),
        Heading("The partie"),
        Para(f"After {number_words(v.deals)} deals the higher total wins; at equal totals "
             f"{number_words(v.tie_deals)} more deals are played. The rubicon is {v.rubicon}: against a "
             f"loser with {v.rubicon} or more the winner scores {v.game_bonus} and the difference of the "
             f"totals; against a loser under {v.rubicon}, {v.game_bonus} and both totals."),
        Table("Two parties settled", ("Won", "The loser", "The winner scores"), (
            ("200 to 160", "not rubiconed", f"200 \u2212 160 + {v.game_bonus} = {close}"),
            ("200 to 120", v.lurched, f"200 + 120 + {v.game_bonus} = {lurch}"),
        ), "lll"),
        Heading("The words"),
        Bullets((
            "The bids are said \u201cseven plus\u201d, \u201ceight minus\u201d; then \u201cpass\u201d, "
            "\u201cdouble\u201d, \u201credouble\u201d, \u201ccontent\u201d.",
            "In French: plus, moins, contre, surcontre. In Russian: \u201cплюс\u201d, \u201cминус\u201d, "
            "\u201cдубль\u201d, \u201cредубль\u201d, \u201cпас\u201d.",
        )),
        Heading("Two deals, replayed by the game"),
        c1,
        c1_scores,
        c2,
        c2_scores,
        Para(f"With the option of the usual bonus, elder's repique in that deal adds {f['c2_fixed_repique']} "
             f"and he scores {f['c2_fixed_elder']}."),
    ))


__all__ = ["C1", "C2", "REDEAL", "bid_text", "c1_example", "c2_example", "contract_calls", "contract_chapter",
           "contract_facts", "multipliers"]
