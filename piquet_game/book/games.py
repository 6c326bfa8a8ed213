"""The rules book's chapters on the other games of two played with Rubicon's deal:
Piquet au cent, Russian Piquet and Picchetto, each ending replayed from the seed
records by the engine."""

from __future__ import annotations

from importlib import resources

from ..i18n import ENGLISH, Translator
from ..rules.actions import DeclClass
from ..rules.combos import (
    point_value,
)
from ..rules.record import loads, replay
from ..rules.variant import AU_CENT, PICCHETTO, RUSSIAN
from .blocks import (
    Bullets,
    Chapter,
    Example,
    Fan,
    Heading,
    Para,
    Table,
    _held,
    _order,
    _seed,
    _sequence_name,
)
from .rubicon import _score_header

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


def au_cent(tr: Translator) -> Chapter:
    v = AU_CENT
    f = cent_facts()
    to = tr("{winner} to {loser}")

    def row(key: str, how: str) -> tuple[str, ...]:
        b0, b1, t0, t1, result = f[key]
        return (to.format(winner=b0, loser=b1), how, to.format(winner=t0, loser=t1), str(result))

    return Chapter(tr("Another game: Piquet au cent"), (
        Para(tr("Piquet au cent is played with Rubicon's deal, exchange, declarations and tricks, pique and "
                "repique, but with no fixed number of deals: the deal alternates until a player's total "
                "reaches {target}.").format(target=v.shape.goal)),
        Heading(tr("The end comes mid-deal")),
        Para(tr("The game ends the moment a total reaches {target}, checked after every single score in the "
                "strict order: carte blanche, the point, sequences, sets, then the tricks one by one, the "
                "cards or capot last. The score that reaches it counts in full, a pique or repique it makes "
                "as well; nothing after it is scored or played.").format(target=v.shape.goal)),
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


def russian(tr: Translator) -> Chapter:
    v = RUSSIAN
    n = tr.number
    low, high = v.exchange_min_taken, v.elder_exchange[1]
    seq = ", ".join(f"{_sequence_name(tr, k)} {v.sequence_scores[k]}" for k in sorted(v.sequence_scores))
    example, scores = r1_example(tr)
    return Chapter(tr("Another game: Russian Piquet"), (
        Para(tr("Russian Piquet is a game for two with the pack of 32 cards. A partie is two koroliks of "
                "{korolik} deals, {deals} deals in all. Before each korolik the players draw: the lower card "
                "deals its first deal, and the deal then alternates, so each player deals once in each "
                "korolik.").format(korolik=n(v.shape.korolik), deals=n(v.shape.deals))),
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
                "the partie. There is no rubicon.").format(deals=n(v.shape.deals))),
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


def picchetto(tr: Translator) -> Chapter:
    v = PICCHETTO
    n = tr.number
    lo, hi = v.elder_exchange
    seq = ", ".join(str(v.sequence_scores[k]) for k in sorted(v.sequence_scores))
    targets = v.shape.match_targets
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


