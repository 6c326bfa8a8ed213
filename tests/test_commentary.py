"""The commentary: the traditional words spoken for each event, the deal summary, the
partie sheet, and the Rules screen text."""

from __future__ import annotations

import random
import re
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from helpers import cards

from piquet_game.ai import make_player
from piquet_game.commentary import Commentator, Line, number_words
from piquet_game.rules import RUBICON, Event, Game, Phase
from piquet_game.rules.cards import parse_card
from piquet_game.rules.events import NOBODY
from piquet_game.rules.record import loads
from piquet_game.scoresheet import deal_summary, partie_sheet

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT / "seeds"
PLAYERS = ("Ann", "Ben")
ANN, BEN = 0, 1
DECLARED = ("blanche", "point", "sequence", "set", "repique", "pique")


def say(events: list[Event], viewer: int | None = None, players=PLAYERS) -> list[Line]:
    c = Commentator(players, RUBICON, viewer)
    return [line for e in events for line in c.lines(e)]


def texts(events: list[Event], viewer: int | None = None) -> list[str]:
    return [line.text for line in say(events, viewer)]


def play(seat: int, card: str) -> Event:
    return Event("play", seat, cards=1 << parse_card(card))


# ----------------------------------------------------------------- numbers


@pytest.mark.parametrize(
    ("n", "words"),
    [
        (0, "zero"), (7, "seven"), (10, "ten"), (13, "thirteen"), (20, "twenty"),
        (21, "twenty-one"), (49, "forty-nine"), (100, "one hundred"),
        (170, "one hundred and seventy"), (347, "three hundred and forty-seven"),
        (999, "nine hundred and ninety-nine"), (1000, "one thousand"),
        (1005, "one thousand and five"),
    ],
)
def test_number_words(n, words):
    assert number_words(n) == words


# ------------------------------------------------------------- the dialogue


@pytest.mark.parametrize(
    ("event", "text"),
    [
        (Event("announce", ANN, cls="point", info=(5,)), "Point of five."),
        (Event("announce", ANN, cls="sequence", info=(5,)), "Quint."),
        (Event("announce", ANN, cls="sequence", info=(3,)), "Tierce."),
        (Event("announce", ANN, cls="sequence", info=(6,)), "Sixième."),
        (Event("announce", ANN, cls="set", info=(4, 7)), "Fourteen aces."),
        (Event("announce", ANN, cls="set", info=(3, 6)), "Three kings."),
        (Event("announce", ANN, cls="point"), "No point."),
        (Event("announce", ANN, cls="sequence"), "No sequence."),
        (Event("announce", ANN, cls="set"), "Nothing."),
        (Event("answer", BEN, cls="point", word="good"), "Good."),
        (Event("answer", BEN, cls="point", word="not-good"), "Not good."),
        (Event("answer", BEN, cls="point", word="equal"), "Equal."),
        (Event("ask", BEN, cls="point"), "Making?"),
        (Event("ask", BEN, cls="sequence"), "To what?"),
        (Event("tiebreak", ANN, cls="point", info=(49,)), "Forty-nine."),
        (Event("tiebreak", ANN, cls="sequence", info=(6,)), "To the king."),
        (Event("exchange", ANN, info=(5,)), "Ann exchanges five."),
        (Event("exchange", BEN, info=(0,)), "Ben does not exchange."),
        (Event("rest", None, cards=cards("7H 9D")),
         "The rest is shown: the seven of hearts and the nine of diamonds."),
        (Event("deal", BEN, info=(3,)), "Deal three. Ben deals; Ann is elder."),
        (Event("deal-end", None, info=(30, 8)), "End of the deal: Ann 30, Ben 8."),
        (Event("point", ANN, 5, 5, cards=cards("AH KH QH 9H 8H"), combos=(cards("AH KH QH 9H 8H"),),
               cls="point"), "Point of five, five."),
        (Event("set", BEN, 14, 14, combos=(cards("AS AH AD AC"),), cls="set"), "Fourteen aces, fourteen."),
        (Event("repique", ANN, 60, 74), "Repique! Sixty more: seventy-four."),
        (Event("pique", ANN, 30, 44), "Pique! Thirty more: forty-four."),
        (Event("lead", ANN, 1, 17), "One for the lead, seventeen."),
        (Event("win", BEN, 1, 5), "One for the trick, five."),
        (Event("last", ANN, 1, 20), "And one for the last, twenty."),
        (Event("cards", ANN, 10, 30), "The cards: ten, thirty."),
        (Event("capot", ANN, 40, 170), "Capot! Forty, one hundred and seventy."),
        (Event("blanche", BEN, 10, 10), "Carte blanche, ten."),
    ],
)
def test_the_words(event, text):
    (line,) = say([event])
    assert line.text == text
    assert line.kind == event.kind
    assert line.points == event.points


def test_sequences_are_named_and_counted_together():
    quint = cards("KS QS JS TS 9S")
    tierce = cards("AH KH QH")
    e = Event("sequence", ANN, 18, 23, combos=(quint, tierce), cls="sequence")
    assert texts([e]) == ["Quint to the king and tierce to the ace, twenty-three."]
    four = tuple(cards(f"A{s} K{s} Q{s}") for s in "SHDC")
    e = Event("sequence", ANN, 12, 15, combos=four, cls="sequence")
    assert texts([e]) == ["Four tierces to the ace, fifteen."]


def test_the_lead_repeats_elder_s_count():
    quint = cards("KS QS JS TS 9S")
    events = [
        Event("announce", ANN, cls="set"),
        Event("sequence", ANN, 15, 15, cards=quint, combos=(quint,), cls="sequence"),
        play(ANN, "KS"),
        Event("lead", ANN, 1, 16),
    ]
    assert texts(events) == [
        "Nothing.",
        "Quint to the king, fifteen.",
        "Ann leads the king of spades.",
        "Quint to the king, fifteen; and one for the lead, sixteen.",
    ]


def test_the_count_is_broken_when_the_other_player_speaks():
    quint = cards("KS QS JS TS 9S")
    events = [
        Event("sequence", ANN, 15, 15, combos=(quint,), cls="sequence"),
        Event("announce", ANN, cls="set", info=(3, 6)),
        Event("answer", BEN, cls="set", word="not-good"),
        Event("set", BEN, 3, 3, combos=(cards("AS AH AD"),), cls="set"),
        play(ANN, "KS"),
        Event("lead", ANN, 1, 16),
    ]
    assert texts(events)[-1] == "One for the lead, sixteen."


def test_plays_name_the_card_and_the_follower_s_rank():
    events = [play(ANN, "AS"), play(BEN, "9S"), Event("trick", ANN), play(ANN, "KH"), play(BEN, "7C")]
    assert texts(events) == [
        "Ann leads the ace of spades.",
        "Ben plays the nine.",
        "Ann takes the trick.",
        "Ann leads the king of hearts.",
        "Ben plays the seven of clubs.",
    ]
    assert texts(events, viewer=ANN)[:3] == [
        "You lead the ace of spades.", "Ben plays the nine.", "You take the trick."
    ]


def test_the_viewer_is_you():
    assert texts([Event("deal", ANN, info=(1,))], viewer=ANN) == ["Deal one. You deal; Ben is elder."]
    assert texts([Event("deal", BEN, info=(2,))], viewer=ANN) == ["Deal two. Ben deals; you are elder."]
    assert texts([Event("exchange", ANN, info=(3,))], viewer=ANN) == ["You exchange three."]
    assert texts([Event("exchange", BEN, info=(0,))], viewer=BEN) == ["You do not exchange."]


def test_private_events_only_for_their_seat():
    discard = Event("discard", ANN, cards=cards("7C 8C 9D"), to=ANN)
    draw = Event("draw", ANN, cards=cards("AS KH"), to=ANN)
    peek = Event("peek", ANN, cards=cards("TH JD"), to=ANN)
    hand = Event("hand", ANN, cards=cards("AS KH"), to=ANN)
    hidden = Event("rest", None, cards=cards("7H 9D"), to=NOBODY)
    assert texts([discard, draw, peek], viewer=ANN) == [
        "You discard the nine of diamonds and the eight and seven of clubs.",
        "You draw the ace of spades and the king of hearts.",
        "Left in the talon: the ten of hearts and the jack of diamonds.",
    ]
    four = Event("draw", ANN, cards=cards("QS QH 7H 8D 9C"), to=ANN)
    assert texts([four], viewer=ANN) == [
        "You draw the queen of spades; the queen and seven of hearts; the eight of diamonds "
        "and the nine of clubs."]
    for e in (discard, draw, peek, hand, hidden):
        assert say([e], viewer=BEN) == []
        assert say([e], viewer=None) == []
    assert say([hand], viewer=ANN) == []
    assert say([hidden], viewer=ANN) == []


def test_partie_end_line():
    e = Event("partie-end", ANN, 141, info=(154, 113))
    assert texts([e]) == ["Ann wins the partie: 154 - 113 = 41, plus 100 for the game: 141."]
    e = Event("partie-end", BEN, 347, info=(93, 154))
    assert texts([e], viewer=ANN) == [
        "Ben wins the partie. You are rubiconed (under 100): Ben scores 154 + 93 + 100 = 347."
    ]
    assert texts([Event("partie-end", None, 0, info=(120, 120))]) == ["The partie is drawn, 120 all."]


# ----------------------------------------------------- worked examples (seeds)


def replayed(name: str) -> Game:
    return loads((SEEDS / name).read_text(encoding="utf-8")).game


def test_example_one_in_words():
    g = replayed("example-1-elder-170.json")
    said = [(line.seat, line.text) for line in say(g.history[0].events, players=g.players)]
    expected = [
        (0, "Point of three, three."),
        (0, "Four tierces to the ace, fifteen."),
        (0, "Fourteen aces, fourteen kings and fourteen queens, fifty-seven."),
        (0, "Repique! Sixty more: one hundred and seventeen."),
        (0, "Repique, one hundred and seventeen; and one for the lead, one hundred and eighteen."),
        (0, "And one for the last, one hundred and thirty."),
        (0, "Capot! Forty, one hundred and seventy."),
        (None, "End of the deal: Elder 170, Younger 0."),
    ]
    positions = [said.index(item) for item in expected]
    assert positions == sorted(positions)


def test_example_two_summary():
    g = replayed("example-2-blanche-173.json")
    log = g.history[0]
    summary = [(line.seat, line.text, line.points) for line in deal_summary(log, g.players, g.variant)]
    assert summary == [
        (0, "Carte blanche, ten", 10),
        (0, "Point of six, six", 6),
        (0, "Sixième to the ace, sixteen", 16),
        (0, "Repique, sixty", 60),
        (0, "Fourteen aces and fourteen tens, twenty-eight", 28),
        (0, "Leads and tricks won, twelve", 12),
        (0, "The last trick, one", 1),
        (0, "Capot, forty", 40),
    ]
    assert sum(p for _, _, p in summary) == log.scores[0] == 173


@pytest.mark.parametrize(
    ("name", "lines"),
    [
        ("example-5a-partie-154-113.json", [
            "After six deals: Napoleon 154, Josephine 113.",
            "Napoleon wins the partie: 154 - 113 = 41, plus 100 for the game: 141.",
        ]),
        ("example-5b-partie-154-93-rubicon.json", [
            "After six deals: Napoleon 93, Josephine 154.",
            "Josephine wins the partie.",
            "Napoleon is rubiconed (under 100): Josephine scores 154 + 93 + 100 = 347.",
        ]),
    ],
)
def test_partie_sheet_of_the_worked_examples(name, lines):
    g = replayed(name)
    sheet = partie_sheet(g)
    assert sheet["lines"] == lines
    assert sheet["result"] == g.result
    assert sheet["winner"] == g.winner
    assert sheet["rubicon"] == ("rubicon" in name)
    assert sheet["totals"] == tuple(g.totals)
    assert [(n, a, b) for n, a, b in sheet["deals"]] == [
        (i + 1, a, b) for i, (a, b) in enumerate(g.deal_scores)
    ]


def test_partie_sheet_drawn_and_unfinished():
    drawn = SimpleNamespace(players=PLAYERS, history=[], deal_scores=[[60, 60], [60, 60]],
                            totals=[120, 120], is_over=True, winner=None, result=None, variant=RUBICON)
    sheet = partie_sheet(drawn)
    assert sheet["lines"] == ["After two deals: Ann 120, Ben 120.", "The partie is drawn, 120 all."]
    assert sheet["winner"] is None and not sheet["rubicon"]
    g = Game.new(random.Random(3), players=PLAYERS)
    g.play_random_deal(random.Random(4))
    sheet = partie_sheet(g)
    assert sheet["lines"][-1] == "The partie is not over."
    assert len(sheet["deals"]) == 1 and sheet["winner"] is None


# ------------------------------------------------------------ real games


def settle_in_text(line: str) -> int:
    """Work out the arithmetic written in a settlement line and check it is right."""
    m = re.search(r"(\d+) - (\d+) = (\d+), plus (\d+) for the game: (\d+)\.$", line)
    if m:
        hi, lo, diff, bonus, result = map(int, m.groups())
        assert hi - lo == diff and diff + bonus == result
        return result
    m = re.search(r"(\d+) \+ (\d+) \+ (\d+) = (\d+)\.$", line)
    assert m, line
    hi, lo, bonus, result = map(int, m.groups())
    assert hi + lo + bonus == result
    return result


def check_lead_count(lines: list[Line]) -> int:
    """Each lead line repeats its seat's last declared count if the other player has not
    spoken since; returns how many lead lines did."""
    repeated = 0
    for i, line in enumerate(lines):
        if line.kind != "lead":
            continue
        seat = line.seat
        prefix = None
        for before in reversed(lines[:i]):
            if before.seat is not None and before.seat != seat:
                break
            if before.seat == seat and before.kind in DECLARED:
                if before.kind in ("repique", "pique"):
                    total = re.search(r": (.*)\.$", before.text).group(1)
                    prefix = f"{before.kind.capitalize()}, {total}"
                else:
                    prefix = before.text[:-1]
                break
            if before.seat == seat and before.points:
                break
        if prefix is None:
            assert line.text.startswith("One for the lead, "), line.text
        else:
            assert line.text.startswith(prefix + "; and one for the lead, "), (prefix, line.text)
            repeated += 1
    return repeated


def test_whole_deals_played_by_the_computer():
    repeated = 0
    for seed in range(4):
        g = Game.new(random.Random(seed), players=PLAYERS)
        players = [make_player(1 + seed % 2, seed), make_player(2, seed + 10)]
        viewer = seed % 2
        c = Commentator(PLAYERS, g.variant, viewer)
        lines: list[Line] = []
        for _ in range(2):
            events = g.deal_random(random.Random(100 + seed))
            while g.phase is not Phase.DEAL and not g.is_over:
                s = g.to_move
                events += g.apply(players[s].choose(g.view(s), g.legal_actions()), s)
            for e in events:
                said = c.lines(e)
                lines += said
                if e.is_score:
                    (line,) = said
                    assert line.text.endswith(number_words(e.total) + "."), line.text
                    assert line.points == e.points
            log = g.history[-1]
            assert sum(line.points for line in deal_summary(log, PLAYERS, g.variant)) == sum(log.scores)
        repeated += check_lead_count(lines)
        assert any(line.text.startswith("You ") for line in lines)
        assert lines[0].text.startswith("Deal one.")
    assert repeated > 0


@pytest.mark.slow
def test_every_event_of_200_random_deals():
    rng = random.Random(2024)
    game = None
    checked = partie_ends = 0
    for _ in range(200):
        if game is None or game.is_over:
            game = Game.new(rng, players=PLAYERS)
            commentators = {v: Commentator(PLAYERS, game.variant, v) for v in (None, ANN, BEN)}
        log = game.play_random_deal(rng)
        for e in log.events:
            for viewer, c in commentators.items():
                said = c.lines(e)
                seen = e.to is None if viewer is None else e.visible_to(viewer)
                if not seen:
                    assert said == [], (viewer, e)
                for line in said:
                    assert line.text and "None" not in line.text, (e, line)
                    assert line.text[0].isupper() and line.text[-1] in ".!?", line.text
                    assert line.kind == e.kind
                    if viewer is not None and line.text.startswith("You "):
                        assert line.seat == viewer or e.seat == viewer
                checked += 1
        summary = deal_summary(log, PLAYERS, game.variant)
        for seat in (ANN, BEN):
            assert sum(line.points for line in summary if line.seat == seat) == log.scores[seat]
            tricks = [line.points for line in summary if line.seat == seat and line.kind == "tricks"]
            made = sum(e.points for e in log.events if e.seat == seat and e.kind in ("lead", "win"))
            assert tricks == ([made] if made else [])
        assert {line.kind for line in summary} <= set(DECLARED) | {"tricks", "last", "cards", "capot"}
        assert all(line.text and "None" not in line.text for line in summary)
        if game.is_over:
            partie_ends += 1
            sheet = partie_sheet(game)
            assert sheet["result"] == game.result and sheet["winner"] == game.winner
            assert sheet["rubicon"] == game.variant.is_rubiconed(game.totals)
            assert settle_in_text(sheet["lines"][-1]) == game.result
            assert sum(a for _, a, _ in sheet["deals"]) == game.totals[0]
    assert checked > 10000 and partie_ends >= 20


# ------------------------------------------------------------ no pygame


def test_commentary_does_not_import_pygame():
    code = ("import sys, piquet_game.commentary; "
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                         check=True)
    assert out.stdout.strip() == "False"


def test_a_player_called_you_gets_verbs_that_agree():
    """The tutorial's records call the learner "You": "You win", never "You wins"."""
    from pathlib import Path

    from piquet_game.rules.record import loads

    path = Path(__file__).resolve().parents[1] / "seeds" / "tutorial" / "10-partie.json"
    game = loads(path.read_text(encoding="utf-8")).game
    sheet = partie_sheet(game)
    assert game.players[game.winner] == "You"
    assert sheet["headline"] == "You win the partie"
    text = " ".join(sheet["lines"])
    assert "You wins" not in text and "You scores" not in text and "You score " in text


@pytest.mark.parametrize("name", ["picchetto", "normand", "voleur"])
def test_the_last_deals_spoken_after_the_earlier_only_noted_are_spoken_as_in_full(name):
    """A hand-over retells only the partie's last deals, the earlier ones noted (the
    deal's number, who left, the games of a match won): their lines are those the
    whole partie spoken from its start says of them."""
    from piquet_game.ai import make_player
    from piquet_game.commentary import Commentator
    from piquet_game.rules import Game
    from piquet_game.rules.variant import VARIANTS

    variant = VARIANTS[name]
    game = Game.new(random.Random(7), variant)
    players = [make_player(1, 7 + s, variant.players) for s in range(variant.players)]
    while not game.is_over:
        if game.awaits_deal:
            game.deal_random()
            continue
        seat = game.to_move
        game.apply(players[seat].choose(game.view(seat), game.legal_actions()), seat)
    events = [e for log in game.history for e in log.events]
    kinds = {e.kind for e in events}
    assert ("game-end" in kinds) == (name == "picchetto") and ("leave" in kinds) == (name == "normand")
    for viewer in (None, 0):
        whole = Commentator(game.players, variant, viewer)
        full = [line for e in events for line in whole.lines(e)]
        starts = [i for i, e in enumerate(events) if e.kind == "deal"]
        for first in starts[1:]:
            part = Commentator(game.players, variant, viewer)
            for e in events[:first]:
                part.note(e)
            spoken = [line for e in events[first:] for line in part.lines(e)]
            assert spoken == full[len(full) - len(spoken):]
