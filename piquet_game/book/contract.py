"""The rules book's chapter on Contract Piquet (Contract Piquet's rules): the deal with no
exchange, carte blanche, the auction and its calls, the play and its over- and
under-tricks, pique and repique by the kind of contract, the partie; and worked
examples C1 and C2 replayed from the seed records by the engine.

Every number is read from :data:`~piquet_game.rules.variant.CONTRACT` (its
``bonus_rules``, ``contract_points``, ``settle``) or from the auction's own functions
(:mod:`piquet_game.rules.auction`), and every figure of the examples from the
replayed records; :func:`contract_facts` keeps them for the tests.  Built by
:func:`piquet_game.book.book`, which imports this module when it is called.

The chapter speaks the language of a :class:`~piquet_game.i18n.Translator`
(``contract_chapter(tr)``, English without one): its texts from the catalogue (area
``book``), numbers in words by ``tr.number``, sequences and sets named by
:class:`~piquet_game.vocabulary.Vocabulary`; the figures are the same in every language.
The helpers for counted words (:func:`tricks_words` and the rest) serve the chapters of
:mod:`piquet_game.book.tables` too.
"""

from __future__ import annotations

import functools

from ..commentary import score_words
from ..i18n import ENGLISH, N_, Translator
from ..rules import auction
from ..rules.actions import BIDS, CONTENT, DOUBLE, PASS, REDOUBLE, Call
from ..rules.combos import run_of, set_of
from ..rules.record import replay
from ..rules.variant import CONTRACT
from ..vocabulary import Vocabulary
from .blocks import Bullets, Chapter, Example, Fan, Heading, Para, Table, _held, _order, _seed

C1 = "contract-c1-plus-redoubled.json"
C2 = "contract-c2-minus-failed-doubled.json"
REDEAL = "contract-redeal-after-two-passes.json"
PIQUE_29 = "contract-pique-at-29.json"
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
    _deal_facts(PIQUE_29, "p29", f, words)
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
    records (C1, C2, the pique at 29, the deal thrown in after two passes)."""
    return dict(_contract_facts()[0])


def contract_calls() -> dict[str, str]:
    """The calls and contracts of the worked examples, as the chapter writes them."""
    return dict(_contract_facts()[1])


# ---------------------------------------------------------------- words


def cap(text: str) -> str:
    """The text with its first letter a capital (the rest as it is: German nouns keep theirs)."""
    return text[:1].upper() + text[1:]


#: The last word of a number that counts tricks, cards or deals, all feminine nouns in
#: French, Italian and Russian ("une levée", "una presa", "две взятки"), by language.
_FEMININE = {"fr": {"un": "une"}, "it": {"uno": "una"}, "ru": {"один": "одна", "два": "две"}}


def count_words(tr: Translator, n: int) -> str:
    """``n`` in words as it counts tricks, cards or deals: ``two``, ``deux``, ``две``."""
    words = tr.number(n)
    ending = _FEMININE.get(tr.language, {})
    head, sep, last = words.rpartition(" ")
    return head + sep + ending.get(last, last)


def tricks_words(tr: Translator, n: int) -> str:
    """``ten tricks``, ``dix levées``, ``zehn Stiche``, ``десять взяток``."""
    return tr.ntr("{count} trick", "{count} tricks", n).format(count=count_words(tr, n))


def cards_words(tr: Translator, n: int) -> str:
    """``twelve cards``, ``douze cartes``, ``двенадцать карт``."""
    return tr.ntr("{count} card", "{count} cards", n).format(count=count_words(tr, n))


def deals_words(tr: Translator, n: int) -> str:
    """``six deals``, ``six donnes``, ``шесть сдач``."""
    return tr.ntr("{count} deal", "{count} deals", n).format(count=count_words(tr, n))


def nothing_words(tr: Translator, points: int, more: bool = False) -> str:
    """A score in a table of points: ``1``, ``1 more`` (on top of the trick), or ``nothing``."""
    if not points:
        return tr("nothing")
    return tr("{points} more").format(points=points) if more else str(points)


#: Each call of the auction as the worked examples tell it, by who calls and what.
_CALLS = {
    ("elder", "bid"): N_("elder {bid}"), ("younger", "bid"): N_("younger {bid}"),
    ("elder", "double"): N_("elder doubles"), ("younger", "double"): N_("younger doubles"),
    ("elder", "redouble"): N_("elder redoubles"), ("younger", "redouble"): N_("younger redoubles"),
    ("elder", "content"): N_("elder is content"), ("younger", "content"): N_("younger is content"),
    ("elder", "pass"): N_("elder passes"), ("younger", "pass"): N_("younger passes"),
}
#: A contract as the worked examples write it, by its multiplier's word.
_CONTRACTS = {"doubled": N_("{bid} doubled"), "redoubled": N_("{bid} redoubled")}
#: The rows of the table of tricks over or short, by :func:`multipliers`' names.
_TIMES = {"not doubled": N_("Not doubled"), "doubled": N_("Doubled"), "redoubled": N_("Redoubled")}
#: The word for a loser under the line, by the variant's ``lurched``.
_LURCHED = {"rubiconed": N_("rubiconed")}


def _auction_line(tr: Translator, key: str, words: dict[str, str], f: dict[str, int]) -> str:
    parts = []
    for n in range(1, f[f"{key}_calls"] + 1):
        who = "elder" if f[f"{key}_call{n}_elder"] else "younger"
        word = words[f"{key}_call{n}"]
        what = "bid" if word[:1].isdigit() else word
        parts.append(tr(_CALLS[who, what]).format(bid=word))
    return cap(tr.ptr("between the calls of an auction", "; ").join(parts))


def _contract_text(tr: Translator, word: str) -> str:
    """``8+ redoubled``, ``8+ surcontré``."""
    bid, _, rest = word.partition(" ")
    return tr(_CONTRACTS[rest]).format(bid=bid) if rest in _CONTRACTS else word


def _scored(tr: Translator, log, seat: int, kind: str) -> str:
    """The combinations ``seat`` scored in a class of the deal: ``quint major``,
    ``fourteen aces``; the point by its number of cards: ``five``."""
    voc = Vocabulary(tr)
    names: list[str] = []
    for e in log.scoring_events:
        if e.seat != seat or e.kind != kind:
            continue
        for mask in e.combos:
            if kind == "point":
                names.append(tr.number(mask.bit_count()))
            elif kind == "sequence" and (run := run_of(mask)) is not None:
                names.append(voc.sequence(run[2], run[1]))
            elif kind == "set" and (found := set_of(mask)) is not None:
                names.append(voc.set(*found))
    return tr("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1]) \
        if len(names) > 1 else "".join(names)


def _fans(tr: Translator, log) -> tuple[Fan, Fan]:
    elder = 1 - log.dealer
    return (Fan(tr("Elder"), _order(_held(log, elder))), Fan(tr("Younger"), _order(_held(log, 1 - elder))))


def c1_example(tr: Translator = ENGLISH) -> tuple[Example, Table]:
    """Worked example C1: a plus contract, redoubled, and its table of scores."""
    game, _ = _seed(C1)
    log = game.history[0]
    elder = 1 - log.dealer
    f, w = contract_facts(), contract_calls()
    each = CONTRACT.contract_points
    younger_set = _scored(tr, log, 1 - elder, "set")
    caption = " ".join((
        tr("{auction}: the contract is {contract}, elder the declarer.").format(
            auction=_auction_line(tr, "c1", w, f), contract=_contract_text(tr, w["c1_contract"])),
        tr("Elder's point and quint make {declared}, short of the repique at {repique_at}; younger's "
           "{younger_set} score {points}.").format(
            declared=f["c1_elder_sequence_total"], repique_at=f["c1_repique_at"], younger_set=younger_set,
            points=f["c1_younger_set"]),
        tr("Elder wins {tricks} and reaches {reached} in the play, but younger has scored: no pique.").format(
            tricks=tricks_words(tr, f["c1_elder_tricks"]), reached=f["c1_elder_reached"]),
        cap(tr("{tricks} over, at {each} each times {multiplier}, redoubled: {points}.").format(
            tricks=tricks_words(tr, f["c1_overtricks"]), each=each, multiplier=f["c1_multiplier"],
            points=f["c1_elder_overtricks"])),
        tr("Elder {elder}, younger {younger}.").format(elder=f["c1_elder"], younger=f["c1_younger"]),
    ))
    example = Example(
        tr("A plus contract, redoubled"),
        _fans(tr, log),
        (caption,),
        {"declared": f["c1_elder_sequence_total"], "repique_at": f["c1_repique_at"],
         "younger_set": f["c1_younger_set"], "reached": f["c1_elder_reached"],
         "each": each, "multiplier": f["c1_multiplier"],
         "overtricks": f["c1_elder_overtricks"], "elder": f["c1_elder"], "younger": f["c1_younger"]},
    )
    rows = (
        (tr("Elder's point of {count}, good").format(count=_scored(tr, log, elder, "point")),
         str(f["c1_elder_point_total"]), "0"),
        (tr("His {sequence}").format(sequence=_scored(tr, log, elder, "sequence")),
         str(f["c1_elder_sequence_total"]), "0"),
        (tr("Younger's {younger_set} beat elder's trios").format(younger_set=younger_set),
         str(f["c1_set_elder_at"]), str(f["c1_younger_set_total"])),
        (cap(tr("{tricks} to {other}, {points} each").format(
            tricks=tricks_words(tr, f["c1_elder_tricks"]), other=count_words(tr, f["c1_younger_tricks"]),
            points=CONTRACT.win_own_lead_points)),
         str(f["c1_before_contract_elder"]), str(f["c1_before_contract_younger"])),
        (cap(tr("{tricks} over {bid}, {each} each times {multiplier}").format(
            tricks=tricks_words(tr, f["c1_overtricks"]), bid=w["c1_bid"], each=each,
            multiplier=f["c1_multiplier"])),
         str(f["c1_elder"]), str(f["c1_younger"])),
    )
    return example, Table(tr("A plus contract, redoubled: the scores as they stand"),
                          (tr("When"), tr("Elder"), tr("Younger")), rows, "lcc")


def c2_example(tr: Translator = ENGLISH) -> tuple[Example, Table]:
    """Worked example C2: a minus contract failed, doubled, and its table of scores."""
    game, _ = _seed(C2)
    log = game.history[0]
    elder = 1 - log.dealer
    f, w = contract_facts(), contract_calls()
    each = CONTRACT.contract_points
    lost = CONTRACT.hand_size - f["c2_younger_tricks"]
    caption = " ".join((
        tr("{auction}: the contract is {contract}, younger the declarer.").format(
            auction=_auction_line(tr, "c2", w, f), contract=_contract_text(tr, w["c2_contract"])),
        tr("Elder's point of six and sixième make {declared} with younger on nothing: past the minus "
           "contract's repique at {repique_at}, {repique}.").format(
            declared=f["c2_elder_sequence_total"], repique_at=f["c2_repique_at"],
            repique=f["c2_elder_repique_total"]),
        tr("Younger wins {tricks} and so loses only {lost}: {short} short of his {bid}, at {each} each "
           "times {multiplier}, doubled: {points} to elder.").format(
            tricks=tricks_words(tr, f["c2_younger_tricks"]), lost=count_words(tr, lost),
            short=tricks_words(tr, f["c2_undertricks"]), bid=count_words(tr, f["c2_tricks"]), each=each,
            multiplier=f["c2_multiplier"], points=f["c2_elder_undertricks"]),
        tr("Elder {elder}, younger {younger}.").format(elder=f["c2_elder"], younger=f["c2_younger"]),
    ))
    example = Example(
        tr("A minus contract failed, doubled"),
        _fans(tr, log),
        (caption,),
        {"declared": f["c2_elder_sequence_total"], "repique_at": f["c2_repique_at"],
         "repique": f["c2_elder_repique_total"], "each": each,
         "multiplier": f["c2_multiplier"], "undertricks": f["c2_elder_undertricks"], "elder": f["c2_elder"],
         "younger": f["c2_younger"]},
    )
    rows = (
        (tr("Elder's point of {count}, good").format(count=_scored(tr, log, elder, "point")),
         str(f["c2_elder_point_total"]), "0"),
        (tr("His {sequence}").format(sequence=_scored(tr, log, elder, "sequence")),
         str(f["c2_elder_sequence_total"]), "0"),
        (tr("Repique: past {repique_at}, younger on nothing").format(repique_at=f["c2_repique_at"]),
         str(f["c2_elder_repique_total"]), "0"),
        (cap(tr("{tricks} to {other}, {points} each").format(
            tricks=tricks_words(tr, f["c2_elder_tricks"]), other=count_words(tr, f["c2_younger_tricks"]),
            points=CONTRACT.win_own_lead_points)),
         str(f["c2_before_contract_elder"]), str(f["c2_before_contract_younger"])),
        (cap(tr("{tricks} short of {bid}, {each} each times {multiplier}, to elder").format(
            tricks=tricks_words(tr, f["c2_undertricks"]), bid=w["c2_bid"], each=each,
            multiplier=f["c2_multiplier"])),
         str(f["c2_elder"]), str(f["c2_younger"])),
    )
    return example, Table(tr("A minus contract failed, doubled: the scores as they stand"),
                          (tr("When"), tr("Elder"), tr("Younger")), rows, "lcc")


def pique_29_example(tr: Translator = ENGLISH) -> Example:
    """A plus contract's pique at exactly 29: combinations short of the repique, and
    the first trick won."""
    game, _ = _seed(PIQUE_29)
    log = game.history[0]
    f, w = contract_facts(), contract_calls()
    pique, after = f["p29_elder_pique"], f["p29_elder_pique_total"]
    caption = " ".join((
        tr("{auction}: the contract is {contract}, elder the declarer.").format(
            auction=_auction_line(tr, "p29", w, f), contract=w["p29_contract"]),
        tr("Elder's point, sequences and three tens make {declared} with younger on nothing: short of the "
           "repique at {repique_at}, but at the pique's {pique_at}.").format(
            declared=f["p29_elder_set_total"], repique_at=f["p29_repique_at"], pique_at=f["p29_pique_at"]),
        tr("No lead point is scored, so the pique waits for a trick: elder wins the first, {first}, and "
           "{pique_at} says {says}: {pique} more, {after}.").format(
            first=after - pique, pique_at=f["p29_pique_at"], says=f["p29_pique_at"] + pique, pique=pique,
            after=after),
        tr("He wins {tricks}, his contract exactly, which scores nothing more.").format(
            tricks=tricks_words(tr, f["p29_elder_tricks"])),
        tr("Elder {elder}, younger {younger}.").format(elder=f["p29_elder"], younger=f["p29_younger"]),
    ))
    return Example(
        tr("A plus contract's pique at 29"),
        _fans(tr, log),
        (caption,),
        {"declared": f["p29_elder_set_total"], "repique_at": f["p29_repique_at"],
         "pique_at": f["p29_pique_at"], "first": after - pique, "pique": pique, "after": after,
         "elder": f["p29_elder"], "younger": f["p29_younger"]},
    )


def contract_chapter(tr: Translator = ENGLISH) -> Chapter:
    """The chapter on Contract Piquet in the language of ``tr``."""
    v = CONTRACT
    voc = Vocabulary(tr)
    f = contract_facts()
    n = v.hand_size
    left = 32 - 2 * n
    low, high = BIDS[0], BIDS[-1]
    ranking = " < ".join(bid_text(b.word) for b in BIDS[:4]) + " < \u2026 < " + \
        " < ".join(bid_text(b.word) for b in BIDS[-2:])
    rows = tuple((cap(tr.number(b.tricks)), bid_text(b.word), bid_text(m.word),
                  count_words(tr, n - m.tricks) if n > m.tricks else tr.ptr("tricks", "none"))
                 for b, m in zip(BIDS[::2], BIDS[1::2], strict=True))
    times = multipliers()
    each = v.contract_points
    plus, minus = v.bonus_rules(False), v.bonus_rules(True)
    fixed = v.with_options(pique_bonus_mode="fixed")
    fplus, fminus = fixed.bonus_rules(False), fixed.bonus_rules(True)
    close, lurch = v.settle([200, 160])[1], v.settle([200, 120])[1]
    c1, c1_scores = c1_example(tr)
    c2, c2_scores = c2_example(tr)

    def makes(at: int, bonus: int) -> str:
        return tr("{at} makes {makes}").format(at=at, makes=at + bonus)

    return Chapter(tr("Another game: Contract Piquet"), (
        Para(tr("Contract Piquet, \u201cpicket with trade\u201d, is played by two with the pack of 32 cards. "
                "It has Rubicon's deal, declarations and tricks, but no exchange: in its place the players "
                "bid for a contract of tricks to win or to lose. A partie is {deals}, and the deal "
                "alternates.").format(deals=deals_words(tr, v.shape.deals))),
        Heading(tr("The deal")),
        Bullets((
            tr("Each player receives {cards}. The {left} left over are laid aside face down: they are out "
               "of play, and neither player ever sees them. Nobody exchanges.").format(
                cards=cards_words(tr, n), left=count_words(tr, left)),
            tr("A carte blanche, {points}, is declared at once on the cards as dealt, before the auction: no "
               "king, queen or jack, aces allowed.").format(points=v.blanche_points),
        )),
        Heading(tr("The auction")),
        Para(tr("Elder calls first, then the players call in turn. A bid is a number of tricks, from {low} "
                "to {high}, and a sign: {plus} undertakes to win at least {tricks}, {minus} to lose at least "
                "{eight}, that is to win {most} at most. The bids rank by number and, at equal number, minus "
                "above plus: {ranking}.").format(
            low=low.tricks, high=high.tricks, plus=bid_text("8+"), minus=bid_text("8-"),
            tricks=tricks_words(tr, 8), eight=count_words(tr, 8), most=count_words(tr, n - 8),
            ranking=ranking)),
        Table(tr("The bids, lowest first: along each row, then down"),
              (tr("Tricks"), tr("To win at least"), tr("To lose at least"), tr("So winning at most")), rows,
              "lccc"),
        Bullets((
            tr("Each call is a higher bid, \u201cpass\u201d, or, after the opponent's bid, "
               "\u201cdouble\u201d. A pass is final: a player who has passed calls no more."),
            tr("The auction ends when a bid is passed, or is made after the opponent has passed, or is "
               "doubled; after a double the bidder says \u201credouble\u201d or \u201ccontent\u201d. The "
               "last bidder is the declarer, and his bid the contract."),
            tr("If both players pass at their first turn, the cards are thrown in and the same dealer deals "
               "again; the deal thrown in is not one of the {deals}.").format(
            deals=count_words(tr, v.shape.deals)),
            tr("Elder still declares first and leads to the first trick, whoever the declarer is."),
        )),
        Heading(tr("Declarations and play")),
        Para(tr("The point, sequences and sets are declared as in Rubicon, elder first, with Rubicon's "
                "scores; a player may sink what he holds. Then {tricks} are played as in Rubicon.").format(
            tricks=tricks_words(tr, n))),
        Table(tr("Points in the play"), (tr("What"), tr("Scores")), (
            (tr("Leading a trick"), nothing_words(tr, v.lead_points)),
            (tr("Each trick won, whoever led it"), nothing_words(tr, v.win_own_lead_points)),
            (tr.ptr("a score in the play", "The last trick"),
             nothing_words(tr, v.last_trick_points, more=True)),
            (cap(voc.term("the cards")), nothing_words(tr, v.cards_points)),
            (cap(voc.term("capot")), nothing_words(tr, v.capot_points)),
        ), "lc"),
        Para(tr("After the last trick the contract is counted. For a plus contract the tricks over are the "
                "ones the declarer wins beyond his number; for a minus contract, the ones he loses beyond it "
                "(every trick he does not win he loses). Each trick over scores to the declarer, each trick "
                "short to his opponent, {each} a trick, times the multiplier; the tricks' own points are "
                "never multiplied. A contract made exactly scores nothing more.").format(each=each)),
        Table(tr("Each trick over or short"),
              (tr("The contract"), tr("Times"), tr("A trick over or short scores")),
              tuple((tr(_TIMES[name]), str(m), str(each * m)) for name, m in times.items()), "lcc"),
        Heading(tr("Pique and repique")),
        Table(tr("The thresholds by the contract"),
              (tr("Contract"), cap(voc.term("pique")), cap(voc.term("repique"))), (
                  (tr.ptr("contract", "Plus"), makes(plus[0], plus[1]), makes(plus[2], plus[3])),
                  (tr.ptr("contract", "Minus"), makes(minus[0], minus[1]), makes(minus[2], minus[3])),
              ), "lcc"),
        Bullets((
            tr("Repique: the threshold reached from carte blanche and declarations alone. Pique: reached "
               "with the tricks counted too. Either player may make them, the declarer or his opponent."),
            tr("A pique is scored with a trick won, since no point is scored for leading: carte blanche and "
               "declarations of exactly {plus_pique}, short of a plus contract's repique at {plus_repique}, "
               "pique with the first trick the player wins.").format(plus_pique=plus[0],
                                                                      plus_repique=plus[2]),
            tr("Either is stopped by any score of the opponent made earlier in the deal, in the strict "
               "order: carte blanche, the point, sequences, sets, then the tricks. The tricks over or short, "
               "counted after the last trick, never count towards them."),
            tr("An option adds the usual {pique_bonus} and {repique_bonus} at these thresholds instead: a "
               "plus contract's pique at {plus_pique} makes {plus_pique_makes}, its repique at "
               "{plus_repique} makes {plus_repique_makes}; a minus contract's make {minus_pique_makes} and "
               "{minus_repique_makes}.").format(
                pique_bonus=fixed.pique_bonus, repique_bonus=fixed.repique_bonus, plus_pique=fplus[0],
                plus_pique_makes=fplus[0] + fplus[1], plus_repique=fplus[2],
                plus_repique_makes=fplus[2] + fplus[3], minus_pique_makes=fminus[0] + fminus[1],
                minus_repique_makes=fminus[2] + fminus[3]),
        )),
        Heading(tr("The partie")),
        Para(" ".join((
            tr("After {deals} the higher total wins; at equal totals {more} are played.").format(
                deals=deals_words(tr, v.shape.deals),
                more=tr.ntr("{count} more deal", "{count} more deals", v.shape.tie_deals).format(
                    count=count_words(tr, v.shape.tie_deals))),
            tr("The rubicon is {rubicon}: against a loser with {rubicon} or more the winner scores {bonus} "
               "and the difference of the totals; against a loser under {rubicon}, {bonus} and both "
               "totals.").format(rubicon=v.rubicon, bonus=v.game_bonus),
        ))),
        Table(tr("Two parties settled"),
              (tr.ptr("a partie settled", "Won"), tr("The loser"), tr("The winner scores")), (
                  (tr("{winner} to {loser}").format(winner=200, loser=160), tr("not rubiconed"),
                   f"200 \u2212 160 + {v.game_bonus} = {close}"),
                  (tr("{winner} to {loser}").format(winner=200, loser=120),
                   tr(_LURCHED[v.lurched]) if v.lurched in _LURCHED else v.lurched,
                   f"200 + 120 + {v.game_bonus} = {lurch}"),
              ), "lll"),
        Heading(tr("The words")),
        Bullets((
            tr("The bids are said \u201cseven plus\u201d, \u201ceight minus\u201d; then \u201cpass\u201d, "
               "\u201cdouble\u201d, \u201credouble\u201d, \u201ccontent\u201d."),
            tr("In French: plus, moins, contre, surcontre. In Russian: \u201cплюс\u201d, \u201cминус\u201d, "
               "\u201cдубль\u201d, \u201cредубль\u201d, \u201cпас\u201d."),
        )),
        Heading(tr("Three deals, replayed by the game")),
        c1,
        c1_scores,
        c2,
        c2_scores,
        Para(tr("With the option of the usual bonus, elder's repique in that deal adds {repique} and he "
                "scores {elder}.").format(repique=f["c2_fixed_repique"], elder=f["c2_fixed_elder"])),
        pique_29_example(tr),
    ))


__all__ = ["C1", "C2", "PIQUE_29", "REDEAL", "bid_text", "c1_example", "c2_example", "cap", "cards_words",
           "contract_calls", "contract_chapter", "contract_facts", "count_words", "deals_words",
           "multipliers", "nothing_words", "pique_29_example", "tricks_words"]
