"""Statistics of the kept parties, from records whose outcomes are known.

The records are the worked examples: 5a (Napoleon wins 154 to 113, scoring 141) and
5b (Josephine wins 154 to 93, Napoleon rubiconed, 347), and parties put together
from their deals and from the one-deal examples (example 1: elder 170 with a
repique and a capot; 3a: elder 132 to 4 with a repique; 4a: younger 94 to 22 with a
repique), and a drawn partie made of deals each followed by its mirror image.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from piquet_game.rules.record import replay
from piquet_game.store import history, stats
from piquet_game.store.history import Entry
from piquet_game.store.stats import Figures

ROOT = Path(__file__).resolve().parents[1]
START = datetime(2025, 1, 1, 12, 0, 0).astimezone()


def seed(name: str) -> dict:
    return json.loads((ROOT / "seeds" / name).read_text(encoding="utf-8"))


A = seed("example-5a-partie-154-113.json")
B = seed("example-5b-partie-154-93-rubicon.json")


def mirror(deal: dict) -> dict:
    """The same deal with the seats swapped (the scores swap too)."""
    return {"dealer": 1 - deal["dealer"], "hands": [deal["hands"][1], deal["hands"][0]],
            "talon": deal["talon"], "actions": [{**a, "seat": 1 - a["seat"]} for a in deal["actions"]]}


def record(deals: list[dict]) -> dict:
    return {"format": "piquet-record/1", "variant": "rubicon", "players": ["Napoleon", "Josephine"],
            "deals": deals}


def big_partie() -> dict:
    """5a's deals 1, 3 and 5 (8-20, 26-20, 35-7) with examples 1 (170-0), 3a (132-4)
    and 4a (22-94) between them: Napoleon 393, Josephine 145, Napoleon scores
    100 + 393 - 145 = 348.  Napoleon repiques twice and makes one capot, Josephine
    repiques once."""
    one = seed("example-1-elder-170.json")["deals"][0]
    three = seed("example-3a-elder-repiques.json")["deals"][0]
    four = seed("example-4a-equal-point-younger-repiques.json")["deals"][0]
    d = A["deals"]
    return record([d[0], one, d[2], three, d[4], four])


def drawn_partie() -> dict:
    """Four deals each followed by its mirror: 116 all after six deals, 158 all after
    the two extra deals: drawn."""
    a, b = A["deals"], B["deals"]
    deals = []
    for d in (a[0], a[2], a[4], b[0]):
        deals += [d, mirror(d)]
    return record(deals)


def keep(rec: dict, n: int, **extra) -> None:
    game = replay(rec).game
    assert game.is_over
    assert history.keep(game, finished=START + timedelta(hours=n), **extra) is not None


@pytest.fixture
def kept():
    """Seven kept parties, oldest first."""
    keep(A, 1, viewer=0, mode="computer", level=3)                        # won 141
    keep(B, 2, viewer=0, mode="computer", level=3)                        # lost 347, rubiconed
    keep(big_partie(), 3, viewer=0, mode="computer", level=3)             # won 348
    keep(B, 4, viewer=1, mode="computer", level=5)                        # won 347 as Josephine
    keep(drawn_partie(), 5, viewer=0, mode="computer", level=3)           # drawn
    keep(A, 6, viewer=None, mode="two-players")                           # not the person's
    half = dict(A, deals=A["deals"][:3])                                  # not finished: not counted
    path = history.games_dir() / "20250101-190000-josephine.json"
    path.write_text(json.dumps(dict(half, mode="computer", viewer=0, opponent="Josephine")), encoding="utf-8")
    found, notices = history.entries()
    assert notices == [] and len(found) == 7
    return found


def test_the_records_have_the_outcomes_the_figures_assume():
    big = replay(big_partie()).game
    assert big.totals == [393, 145] and big.winner == 0 and big.result == 348
    drawn = replay(drawn_partie()).game
    assert drawn.is_over and len(drawn.deal_scores) == 8
    assert drawn.totals == [158, 158] and drawn.winner is None
    assert [sum(d[i] for d in drawn.deal_scores[:6]) for i in (0, 1)] == [116, 116]


def test_overall_figures_are_the_persons(kept):
    o = stats.compute(kept).overall
    assert (o.played, o.won, o.lost, o.drawn) == (5, 3, 1, 1)
    assert (o.rubicons_given, o.rubicons_suffered) == (1, 1)
    assert o.best_partie == 348
    assert o.deals == 6 + 6 + 6 + 6 + 8
    # 154 (5a) + 93 (5b) + 393 (put together) + 154 (5b as Josephine) + 158 (drawn)
    assert o.points == 952
    assert o.average_per_deal == pytest.approx(952 / 32)
    assert o.highest_deal == 170
    assert (o.piques, o.repiques, o.capots) == (0, 2, 1)
    assert o.last_results == [141, -347, 348, 347, 0]


def test_figures_by_opponent_and_mode(kept):
    groups = stats.compute(kept).groups
    assert set(groups) == {("rubicon", "Josephine", "computer"), ("rubicon", "Napoleon", "computer"),
                           ("rubicon", "Josephine", "two-players")}
    jo = groups[("rubicon", "Josephine", "computer")]
    assert (jo.played, jo.won, jo.lost, jo.drawn) == (4, 2, 1, 1)
    assert jo.last_results == [141, -347, 348, 0]
    assert (jo.rubicons_given, jo.rubicons_suffered) == (0, 1)
    nap = groups[("rubicon", "Napoleon", "computer")]
    assert (nap.played, nap.won, nap.rubicons_given, nap.best_partie) == (1, 1, 1, 347)
    assert (nap.points, nap.deals, nap.highest_deal) == (154, 6, 41)
    two = groups[("rubicon", "Josephine", "two-players")]  # seen from seat 0, Napoleon
    assert (two.played, two.won, two.last_results, two.capots) == (1, 1, [141], 0)
    assert (two.points, two.highest_deal) == (154, 35)


def test_bonuses_are_counted_for_the_persons_seat():
    keep(big_partie(), 1, viewer=1, mode="computer", level=4)  # the person is Josephine
    s = stats.compute(history.entries()[0])
    assert (s.overall.repiques, s.overall.capots, s.overall.piques) == (1, 0, 0)
    assert s.overall.highest_deal == 94 and s.overall.last_results == [-348]


def test_the_order_given_does_not_change_the_figures(kept):
    assert stats.compute(kept) == stats.compute(list(reversed(kept)))


def test_no_games_no_figures():
    s = stats.compute([])
    assert s.overall == Figures() and s.groups == {} and s.games == {}
    assert s.overall.average_per_deal is None and s.overall.best_partie is None


def entry(n: int, winner: int | None, result: int | None, viewer: int = 0, rubicon: bool = False,
          piques: tuple[int, int] = (0, 0)) -> Entry:
    return Entry(path=Path(f"{n:04d}.json"), finished=START + timedelta(minutes=n), players=("Ann", "Bot"),
                 viewer=viewer, opponent="Bot", level=1, mode="computer", totals=(0, 0), winner=winner,
                 result=result, rubicon=rubicon, deals=1, deal_scores=((10, 5),),
                 bonuses={"pique": piques, "repique": (0, 0), "capot": (0, 0)})


def test_the_last_twenty_results_oldest_first():
    entries = [entry(n, 0 if n % 3 else 1, 100 + n) for n in range(25)]
    entries.append(entry(25, None, None))
    s = stats.compute(entries).overall
    assert s.played == 26
    expected = [(100 + n) if n % 3 else -(100 + n) for n in range(6, 25)] + [0]
    assert s.last_results == expected and len(expected) == 20


def test_piques_are_the_persons():
    s = stats.compute([entry(1, 0, 120, piques=(1, 0)), entry(2, 1, 130, viewer=1, piques=(2, 1)),
                       entry(3, 0, 110, piques=(0, 3))]).overall
    assert s.piques == 1 + 1 + 0


def test_a_match_counts_its_games_and_an_open_capot_its_capot():
    """Picchetto's P2 match (Dario wins the Partita and the Bella, Nino the Rivincita)
    counts in games; Russian R1's open capot, made by elder, counts as a capot and as
    an open capot."""
    p2 = seed("picchetto-p2-ripicca-and-the-bellas-221.json")
    match = history.entry_of(Path("20250101-120000-match.json"),
                             {**p2, "mode": "computer", "viewer": 1, "opponent": "Nino", "level": 1})
    assert match.games == (1, 2) and match.winner == 1 and match.complete
    figures = Figures()
    figures.add(match)
    assert (figures.won, figures.games_won, figures.games_lost) == (1, 2, 1)
    r1 = seed("russian-r1-open-capot.json")
    one = history.entry_of(Path("20250101-120000-r1.json"), {**r1, "mode": "computer", "viewer": 0})
    assert one.open_capots == (1, 0) and one.games is None
    figures = Figures()
    figures.add(one)
    assert (figures.capots, figures.open_capots) == (1, 1)
    assert stats.game_key(match.variant) == "picchetto" and stats.game_key(one.variant) == "russian"
