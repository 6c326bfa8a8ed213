"""The worked examples of the source rules (Rubicon Piquet, part 1) and of the source rules, replayed from the
records in seeds/.

Every expected score below is worked out by hand from the rules (the source rules (Rubicon Piquet, part 1)),
with the arithmetic in the comments; the records themselves are written by
tools/make_seeds.py, which must regenerate them byte for byte.
"""

from __future__ import annotations

import copy
import importlib.util
import json
import sys
from pathlib import Path

import pytest

from piquet_game.rules.record import dumps, game_to_record, loads

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT / "seeds"

E, Y = 0, 1  # in the single-deal examples seat 0 is elder, seat 1 deals

COURTS = set("KQJ")


def load(name: str):
    text = (SEEDS / name).read_text(encoding="utf-8")
    return text, loads(text)


def scoring(replay) -> list[tuple[str, int, int, int]]:
    """(kind, seat, points, total) of every scoring event of the single deal."""
    (deal,) = replay.summary()["deals"]
    return [(e["kind"], e["seat"], e["points"], e["total"]) for e in deal["events"]]


def answers(replay) -> list[tuple[str, str]]:
    """The dialogue of the declarations: (kind, class or word) of ask/answer events."""
    out = []
    for ev in replay.game.history[0].events:
        if ev.kind == "ask":
            out.append(("ask", ev.cls))
        elif ev.kind == "answer":
            out.append((ev.cls, ev.word))
    return out


def leads(seat: int, start: int, n: int) -> list[tuple[str, int, int, int]]:
    """n tricks led in a row by ``seat`` and won by him: 1 each (own lead, no win point)."""
    return [("lead", seat, 1, start + k) for k in range(1, n + 1)]


def hand_after_exchange(record: dict, seat: int) -> set[str]:
    """The seat's twelve cards after the exchanges, from the record's fields alone:
    dealt cards, less the discard, plus the cards drawn from the talon (elder from the
    top, younger from where elder stopped)."""
    deal = record["deals"][0]
    talon = list(deal["talon"])
    hand = set(deal["hands"][seat])
    elder = 1 - deal["dealer"]
    taken = 0
    for act in deal["actions"]:
        if act["act"] != "exchange":
            continue
        n = len(act["discard"])
        drawn = talon[taken:taken + n]
        taken += n
        if act["seat"] == seat:
            hand = (hand - set(act["discard"])) | set(drawn)
        if act["seat"] != elder:
            break
    return hand


def declared(record: dict, seat: int, cls: str):
    for act in record["deals"][0]["actions"]:
        if act["act"] == "declare" and act["seat"] == seat and act["class"] == cls:
            return act["cards"]
    raise AssertionError(f"seat {seat} made no {cls} declaration")


def is_blank(cards) -> bool:
    return not any(c[0] in COURTS for c in cards)


# ---------------------------------------------------------------------- example 1


def test_example_1_elder_scores_170():
    text, rp = load("example-1-elder-170.json")
    record = json.loads(text)
    elder_hand = hand_after_exchange(record, E)
    assert elder_hand == {r + s for r in "AKQ" for s in "SHDC"}
    younger_hand = hand_after_exchange(record, Y)
    for suit in "SHDC":  # three cards of each suit, all below the queen
        held = [c for c in younger_hand if c[1] == suit]
        assert len(held) == 3 and all(c[0] in "JT987" for c in held)
    assert 1 <= len(record["deals"][0]["actions"][0]["discard"]) <= 5
    assert scoring(rp) == [
        ("point", E, 3, 3),  # point of three, 31 against 29
        ("sequence", E, 12, 15),  # four tierces
        ("set", E, 42, 57),  # three quatorzes
        ("repique", E, 60, 117),  # 57 from combinations alone, younger has nothing
        *leads(E, 117, 12),  # leads and wins all twelve: 118 .. 129
        ("last", E, 1, 130),
        ("capot", E, 40, 170),  # instead of 10 for the cards
    ]
    # equal length: younger asks "making?", elder's 31 beats 29
    assert answers(rp) == [("ask", "point"), ("point", "good"), ("ask", "sequence"),
                           ("sequence", "good"), ("set", "good")]
    assert rp.summary()["deals"][0]["scores"] == [170, 0]


# ---------------------------------------------------------------------- example 2


def test_example_2_carte_blanche_173():
    text, rp = load("example-2-blanche-173.json")
    record = json.loads(text)
    deal = record["deals"][0]
    assert is_blank(deal["hands"][E])
    assert deal["actions"][0] == {"seat": E, "act": "blanche"}
    assert len(deal["actions"][1]["discard"]) >= 3
    assert {"KH", "QH", "JH"} <= set(deal["talon"][: len(deal["actions"][1]["discard"])])
    assert hand_after_exchange(record, E) == {
        "AS", "AH", "AD", "AC", "TS", "TH", "TD", "TC", "KH", "QH", "JH", "9H"}
    assert scoring(rp) == [
        ("blanche", E, 10, 10),
        ("point", E, 6, 16),  # A K Q J T 9 of hearts, 60 against younger's six clubs, 54
        ("sequence", E, 16, 32),  # sixieme
        ("repique", E, 60, 92),  # 32 from blanche and combinations alone
        ("set", E, 28, 120),  # quatorzes of aces and tens
        *leads(E, 120, 12),  # 121 .. 132
        ("last", E, 1, 133),
        ("capot", E, 40, 173),
    ]
    assert answers(rp) == [("ask", "point"), ("point", "good"), ("sequence", "good"),
                           ("set", "good")]
    assert rp.summary()["deals"][0]["scores"] == [173, 0]


# ---------------------------------------------------------------------- example 3

# Elder's combinations in both deals: point 5, quint 15 + tierce 3, two quatorzes 28.
EX3_COMBINATIONS = [("point", E, 5, 5), ("sequence", E, 18, 23), ("set", E, 28, 51)]


def ex3_tricks(elder: int, younger: int) -> list[tuple[str, int, int, int]]:
    """The same trick play in 3a and 3b, from the given deal scores before it."""
    return [
        *leads(E, elder, 5),  # tricks 1-5: elder leads hearts and wins
        ("lead", E, 1, elder + 6),  # trick 6: KS led ...
        ("win", Y, 1, younger + 1),  # ... taken by the ace
        ("lead", Y, 1, younger + 2),  # tricks 7 and 8: younger's aces win
        ("lead", Y, 1, younger + 3),
        ("lead", Y, 1, younger + 4),  # trick 9: TD led ...
        ("win", E, 1, elder + 7),  # ... taken by KD
        *leads(E, elder + 7, 3),  # tricks 10-12
        ("last", E, 1, elder + 11),
        ("cards", E, 10, elder + 21),  # nine tricks to three
    ]


def test_example_3a_combinations_alone_repique():
    text, rp = load("example-3a-elder-repiques.json")
    record = json.loads(text)
    deal = record["deals"][0]
    assert is_blank(deal["hands"][Y])  # a carte blanche younger keeps quiet about
    assert not any(a["act"] == "blanche" for a in deal["actions"])
    assert scoring(rp) == EX3_COMBINATIONS + [("repique", E, 60, 111)] + ex3_tricks(111, 0)
    assert rp.summary()["deals"][0]["scores"] == [132, 4]


def test_example_3b_younger_blanche_first_no_repique():
    text_a, _ = load("example-3a-elder-repiques.json")
    text, rp = load("example-3b-younger-blanche-no-repique.json")
    deal_a, deal = json.loads(text_a)["deals"][0], json.loads(text)["deals"][0]
    # the same cards and the same play; only younger's carte blanche is declared
    assert (deal["hands"], deal["talon"]) == (deal_a["hands"], deal_a["talon"])
    assert deal["actions"][0] == {"seat": Y, "act": "blanche"}
    assert deal["actions"][1:] == deal_a["actions"]
    assert scoring(rp) == [("blanche", Y, 10, 10)] + EX3_COMBINATIONS + ex3_tricks(51, 10)
    assert rp.summary()["deals"][0]["scores"] == [72, 14]
    # younger shows his carte blanche only after elder's exchange
    kinds = [(ev.kind, ev.seat) for ev in rp.game.history[0].events]
    assert kinds.index(("exchange", E)) < kinds.index(("blanche-shown", Y))


# ---------------------------------------------------------------------- example 4


def ex4_tricks(elder: int, younger: int) -> list[tuple[str, int, int, int]]:
    """4a and 4b: elder leads all twelve, wins eleven; younger takes the last."""
    return [
        *leads(E, elder, 12),
        ("win", Y, 1, younger + 1),
        ("last", Y, 1, younger + 2),
        ("cards", E, 10, elder + 22),
    ]


def test_example_4a_equal_point_is_no_score():
    text, rp = load("example-4a-equal-point-younger-repiques.json")
    record = json.loads(text)
    point_e, point_y = declared(record, E, "point"), declared(record, Y, "point")
    values = {"A": 11, "K": 10, "Q": 10, "J": 10, "T": 10, "9": 9, "8": 8, "7": 7}
    assert len(point_e) == len(point_y) == 5
    assert sum(values[c[0]] for c in point_e) == sum(values[c[0]] for c in point_y) == 49
    assert scoring(rp) == [
        # the point: equal, nobody scores
        ("sequence", Y, 15, 15),  # quint beats quart
        ("set", Y, 17, 32),  # quatorze of tens 14 + three queens 3
        ("repique", Y, 60, 92),  # elder still has nothing: the Equal did not block it
        *ex4_tricks(0, 92),
    ]
    assert answers(rp) == [("ask", "point"), ("point", "equal"), ("sequence", "not-good"),
                           ("set", "not-good")]
    assert rp.summary()["deals"][0]["scores"] == [22, 94]


def test_example_4b_elder_point_blocks_younger_repique():
    text_a, _ = load("example-4a-equal-point-younger-repiques.json")
    text, rp = load("example-4b-elder-point-no-repique.json")
    deal_a, deal = json.loads(text_a)["deals"][0], json.loads(text)["deals"][0]
    assert deal["hands"] == deal_a["hands"]
    # only the nine and eight of clubs change places in the talon
    diff = [(a, b) for a, b in zip(deal_a["talon"], deal["talon"], strict=True) if a != b]
    assert sorted(diff) == [("8C", "9C"), ("9C", "8C")]
    assert scoring(rp) == [
        ("point", E, 5, 5),  # A K Q J 9 of clubs, 50 against 49
        ("sequence", Y, 15, 15),
        ("set", Y, 17, 32),  # 32, but elder has scored: no repique
        *ex4_tricks(5, 32),
    ]
    assert answers(rp) == [("ask", "point"), ("point", "good"), ("sequence", "not-good"),
                           ("set", "not-good")]
    assert rp.summary()["deals"][0]["scores"] == [27, 34]


def test_example_4c_equal_sequence_is_no_score():
    text, rp = load("example-4c-equal-sequence.json")
    record = json.loads(text)
    seq_e, seq_y = declared(record, E, "sequence"), declared(record, Y, "sequence")
    assert [c[0] for c in seq_e[0]] == [c[0] for c in seq_y[0]] == list("JT98")
    assert len(seq_e) == 2  # elder's tierce does not score either
    assert scoring(rp) == [
        ("point", Y, 6, 6),  # six spades beat four hearts
        # sequences: equal, nobody scores
        ("set", Y, 28, 34),  # quatorzes of aces and kings
        ("repique", Y, 60, 94),
        ("lead", E, 1, 1),  # elder leads the jack of hearts ...
        ("win", Y, 1, 95),  # ... younger takes it with the ace
        *leads(Y, 95, 11),  # and leads and wins the other eleven: 96 .. 106
        ("last", Y, 1, 107),
        ("capot", Y, 40, 147),
    ]
    assert answers(rp) == [("point", "not-good"), ("ask", "sequence"), ("sequence", "equal"),
                           ("set", "not-good")]
    assert rp.summary()["deals"][0]["scores"] == [1, 147]


# ---------------------------------------------------------------------- example 5


@pytest.mark.parametrize(
    "name, totals, winner, result",
    [
        # 113 has crossed the rubicon: 154 - 113 + 100
        ("example-5a-partie-154-113.json", [154, 113], 0, 141),
        # 93 is rubiconed: 154 + 93 + 100
        ("example-5b-partie-154-93-rubicon.json", [93, 154], 1, 347),
    ],
)
def test_example_5_partie_settlement(name, totals, winner, result):
    text, rp = load(name)
    summary = rp.summary()
    deals = summary["deals"]
    assert len(deals) == 6
    first = deals[0]["dealer"]
    assert [d["dealer"] for d in deals] == [(first + k) % 2 for k in range(6)]
    for d in deals:
        for seat in (0, 1):
            assert d["scores"][seat] == sum(e["points"] for e in d["events"] if e["seat"] == seat)
    assert [sum(d["scores"][s] for d in deals) for s in (0, 1)] == totals
    assert summary["totals"] == totals
    assert summary["finished"] is True
    assert summary["winner"] == winner
    assert summary["result"] == result
    assert rp.game.players == ("Napoleon", "Josephine")


# ------------------------------------------------------------ Piquet au cent


@pytest.mark.parametrize(
    "name, before, scores, totals, winner, result",
    [
        # point: elder's six, 88 + 6 = 94; sequences: younger's quint, 95 + 15 = 110: the end
        ("au-cent-ac1-the-end-item-by-item.json", [88, 95],
         [("point", E, 6, 6), ("sequence", Y, 15, 15)], [94, 110], Y, 110 - 94),
        # point 4: 99; younger's tierce: 43; elder's three aces: 102, the end; 59 doubled
        ("au-cent-ac2-lurch-doubles.json", [95, 40],
         [("point", E, 4, 4), ("sequence", Y, 3, 3), ("set", E, 3, 7)], [102, 43], E, 2 * (102 - 43)),
        # point 6 and sixieme 16: 22; seven leads: 29; the eighth: 30, pique 60: 130
        ("au-cent-ac3-pique-crosses-the-target.json", [70, 55],
         [("point", E, 6, 6), ("sequence", E, 16, 22)] + leads(E, 22, 8) + [("pique", E, 30, 60)],
         [130, 55], E, 130 - 55),
    ],
)
def test_au_cent_examples(name, before, scores, totals, winner, result):
    text, rp = load(name)
    game = rp.game
    assert game.variant.name == "au-cent" and game.variant.target == 100
    assert [sum(d[s] for d in game.deal_scores[:-1]) for s in (0, 1)] == before
    last = game.history[-1]
    assert last.dealer == Y  # seat 0 is elder in the example's deal
    assert [(e.kind, e.seat, e.points, e.total) for e in last.events if e.is_score] == scores
    summary = rp.summary()
    assert summary["totals"] == totals and summary["finished"] is True
    assert (summary["winner"], summary["result"]) == (winner, result)
    assert [e.kind for e in last.events[-2:]] == ["deal-end", "partie-end"]


@pytest.mark.parametrize("name, scores, tricks_won", [
    # point 6; sixieme and two tierces 42; three trios 9: 57; repique 117; 24 for the
    # play, 141; the open capot 80: 221 (no extra for the last trick, no leza)
    ("russian-r1-open-capot.json", [221, 0], [12, 0]),
    # 19 in declarations; younger's first trick does not block the pique: 80 to 6
    ("russian-r2-pique-despite-a-lost-trick.json", [80, 6], [9, 3]),
])
def test_russian_examples(name, scores, tricks_won):
    text, rp = load(name)
    game = rp.game
    assert game.variant.name == "russian"
    assert game.deal_scores == [scores] and game.tricks_won == tricks_won
    kinds = [e.kind for e in game.history[0].events if e.is_score]
    if name.startswith("russian-r1"):
        assert kinds[:4] == ["point", "sequence", "set", "repique"] and kinds[-1] == "open-capot"
        assert "last" not in kinds and "cards" not in kinds
        assert any(e.kind == "capot-call" and e.seat == E for e in game.history[0].events)
    else:
        pique = [e for e in game.history[0].events if e.kind == "pique"]
        assert [(p.seat, p.total) for p in pique] == [(E, 60)]
        first = next(e for e in game.history[0].events if e.kind == "win")
        assert first.seat == Y  # younger took the first trick


def test_picchetto_example_p1():
    text, rp = load("picchetto-p1-the-dealers-picca.json")
    game = rp.game
    assert game.variant.name == "picchetto" and game.deal_scores == [[2, 74]]
    said = next(e for e in game.history[0].events if e.kind == "announce" and e.cls == "point")
    assert said.info == (41,)
    picca = [(e.seat, e.total) for e in game.history[0].events if e.kind == "pique"]
    assert picca == [(Y, 60)]  # the dealer's


P2 = "picchetto-p2-ripicca-and-the-bellas-221.json"
NINO, DARIO = 0, 1


def p2_ripicca_deal(game) -> int:
    """The index of P2's deal of the ripicca: the one deal with a ripicca of Nino's."""
    (k,) = [k for k, log in enumerate(game.history)
            if any(e.kind == "repique" and e.seat == NINO for e in log.events)]
    return k


def test_picchetto_example_p2_the_ripicca():
    text, rp = load(P2)
    game = rp.game
    assert game.variant.name == "picchetto" and game.players == ("Nino", "Dario")
    k = p2_ripicca_deal(game)
    starts = game.game_starts
    assert starts[1] <= k < starts[2]  # in the Rivincita
    # Nino has 20, Dario 35 before it; Dario deals
    assert [sum(d[s] for d in game.deal_scores[starts[1]:k]) for s in (0, 1)] == [20, 35]
    log = game.history[k]
    assert log.dealer == DARIO
    said = next(e for e in log.events if e.kind == "announce" and e.cls == "point")
    assert said.seat == NINO and said.info == (60,)  # the prima said by its value
    answer = next(e for e in log.events if e.kind == "answer" and e.cls == "point")
    assert answer.seat == DARIO and answer.word == "good"  # "va bene"
    scores = [(e.kind, e.seat, e.points, e.total) for e in log.events if e.is_score]
    # prima 6; sesta 16, 22; poker of aces 14, 36; past 30 with Dario at 0: ripicca, 96
    assert scores[:4] == [("point", NINO, 6, 6), ("sequence", NINO, 16, 22), ("set", NINO, 14, 36),
                          ("repique", NINO, 60, 96)]
    assert 20 + scores[3][3] == 116
    # then nine tricks and the cards: 135 to 39
    assert log.scores == [115, 4] and [20 + 115, 35 + 4] == [135, 39]
    assert "Nino 20, Dario 35" in text and "Nino 116" in text and "135 to 39" in text


def test_picchetto_example_p2_the_bellas_221():
    text, rp = load(P2)
    game = rp.game
    assert game.game_winners == [DARIO, NINO, DARIO]  # Partita, Rivincita, Bella
    assert game.is_over and game.winner == DARIO and game.result == 1  # two games to one
    assert len(game.game_starts) == 3 and game.target == 221
    log = game.history[-1]
    before = [sum(d[s] for d in game.deal_scores[game.game_starts[2]:-1]) for s in (0, 1)]
    running = [(e.kind, e.seat, before[e.seat] + e.total) for e in log.events if e.is_score]
    # Dario stands at 219; a trick won makes 220, not enough; the next makes 221
    assert running[-2:] == [("win", DARIO, 220), ("win", DARIO, 221)]
    assert max(t for _, s, t in running[:-2] if s == DARIO) == 219
    assert [w for *_, w in game.tricks[-2:]] == [DARIO, DARIO]
    assert game.totals == [152, 221] and game.totals[NINO] < 221
    # the match ends on that trick, in the middle of the deal
    assert [e.kind for e in log.events[-3:]] == ["deal-end", "game-end", "partie-end"]
    assert len(game.tricks) < 12 and game.hands[NINO] and game.hands[DARIO]
    end = next(e for e in log.events if e.kind == "game-end")
    assert end.seat == DARIO and end.info == (3, 152, 221)
    assert f"Dario begins it at {before[DARIO]} (Nino {before[NINO]})" in text
    assert f"trick {len(game.tricks) - 1} takes him from 219 to 220" in text


def test_picchetto_example_p2_at_220_is_not_over():
    """The record cut before the card that wins the trick of 221: Dario has 220 and the
    Bella goes on; with that card, the match is his."""
    text, rp = load(P2)
    data = json.loads(text)
    last = data["deals"][-1]
    cut = copy.deepcopy(data)
    cut["deals"][-1]["actions"] = last["actions"][:-1]
    game = loads(json.dumps(cut)).game
    assert not game.is_over and game.phase.value == "play"
    assert game.totals[DARIO] + game.scores[DARIO] == 220 and game.target == 221


def test_picchetto_example_p2_through_piquet_replay(capsys):
    from piquet_game.cli import main

    assert main(["replay", str(SEEDS / P2)]) == 0
    out = capsys.readouterr().out
    assert "Picchetto" in out and "Nino v Dario" in out
    assert "Nino repique 60 (96)" in out  # the ripicca, in the score sheet's words
    assert "Dario 221" in out and "Nino 152" in out and "wins the match" in out
    assert main(["replay", str(SEEDS / P2), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["finished"] is True and summary["winner"] == DARIO and summary["result"] == 1
    assert summary["totals"] == [152, 221]
    k = p2_ripicca_deal(loads((SEEDS / P2).read_text(encoding="utf-8")).game)
    events = summary["deals"][k]["events"]
    assert [(e["kind"], e["points"], e["total"]) for e in events[:4]] == [
        ("point", 6, 6), ("sequence", 16, 22), ("set", 14, 36), ("repique", 60, 96)]
    assert summary["deals"][k]["scores"] == [115, 4]


def test_au_cent_example_through_piquet_replay(capsys):
    from piquet_game.cli import main

    assert main(["replay", str(SEEDS / "au-cent-ac2-lurch-doubles.json")]) == 0
    out = capsys.readouterr().out
    assert "Piquet au cent" in out and "wins the partie by 118" in out and "lurched" in out


# ---------------------------------------------------------------------- the files


ALL_SEEDS = sorted(p.name for pattern in ("example-*.json", "au-cent-*.json", "russian-*.json",
                                          "picchetto-*.json") for p in SEEDS.glob(pattern))


def test_every_example_is_present():
    assert ALL_SEEDS == sorted([
        "example-1-elder-170.json",
        "example-2-blanche-173.json",
        "example-3a-elder-repiques.json",
        "example-3b-younger-blanche-no-repique.json",
        "example-4a-equal-point-younger-repiques.json",
        "example-4b-elder-point-no-repique.json",
        "example-4c-equal-sequence.json",
        "example-5a-partie-154-113.json",
        "example-5b-partie-154-93-rubicon.json",
        "au-cent-ac1-the-end-item-by-item.json",
        "au-cent-ac2-lurch-doubles.json",
        "au-cent-ac3-pique-crosses-the-target.json",
        "russian-r1-open-capot.json",
        "russian-r2-pique-despite-a-lost-trick.json",
        "picchetto-p1-the-dealers-picca.json",
        "picchetto-p2-ripicca-and-the-bellas-221.json",
    ])


@pytest.mark.parametrize("name", ALL_SEEDS)
def test_seed_is_the_engines_own_record(name):
    """Writing the replayed game again gives the file back: it is in the engine's
    format, and carries a title and a description."""
    text, rp = load(name)
    data = json.loads(text)
    assert data["title"] and data["description"]
    extra = {k: data[k] for k in ("title", "description")}
    assert dumps(game_to_record(rp.game, **extra)) == text


@pytest.mark.slow
def test_make_seeds_regenerates_the_files(tmp_path, monkeypatch):
    """`python tools/make_seeds.py` writes exactly the committed files."""
    spec = importlib.util.spec_from_file_location("make_seeds", ROOT / "tools" / "make_seeds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "make_seeds", module)  # dataclasses look the module up
    spec.loader.exec_module(module)
    assert module.main(["--out", str(tmp_path)]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ALL_SEEDS
    for name in ALL_SEEDS:
        assert (tmp_path / name).read_bytes() == (SEEDS / name).read_bytes(), name


# ------------------------------------------------------------ the format's document


def test_the_record_format_document_says_what_the_reader_reads():
    """docs/RECORD-FORMAT.md: every game by its name, every option, the open capot's
    act; and each complete record it shows replays as it says."""
    import re

    from piquet_game.rules import parse_card
    from piquet_game.rules.variant import VARIANTS

    doc = (ROOT / "docs" / "RECORD-FORMAT.md").read_text(encoding="utf-8")
    for name, variant in VARIANTS.items():
        assert f"`{name}`" in doc, name
        for option, _values in variant.option_values:
            assert f"`{option}`" in doc, option
    assert '"act": "open-capot"' in doc and "korolik" in doc and "`head-trick`" in doc
    records = []
    for block in re.findall(r"```json\n(.*?)```", doc, re.S):
        if "..." not in block and '"format"' in block:  # not a sketch
            records.append(json.loads(block))
    games = {r["variant"]: loads(json.dumps(r)).game for r in records}
    assert set(games) == {"au-cent", "russian", "picchetto", "contract"}
    assert games["au-cent"].target == 150 and not games["au-cent"].history
    russian = games["russian"]
    assert russian.open_capot == 0 and russian.scores == [119, 0] and len(russian.tricks) == 1
    picchetto = games["picchetto"]
    first = [(e.kind, e.seat, e.points) for e in picchetto.history[0].events if e.is_score][0]
    assert first == ("blanche", 1, 10)  # the dealer's Bianco, after the non-dealer's exchange
    assert picchetto.tricks == [(0, parse_card("KS"), parse_card("AS"), 1)]  # headed
