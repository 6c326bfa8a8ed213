"""Matches between computer players (piquet_game.ai.match) and tools/tournament.py."""

from __future__ import annotations

import json
import math
import random
import subprocess
import sys
from pathlib import Path

import pytest
from tool_loader import load_tool

from piquet_game.ai.base import Player
from piquet_game.ai.match import (
    DealResult,
    IllegalChoiceError,
    PairResult,
    PartieGame,
    PartiePairResult,
    pair_deal,
    play_deal,
    play_mirrored_pair,
    play_mirrored_partie,
)
from piquet_game.rules import Phase, Play, SeatView, names, shuffle_deal
from piquet_game.rules.record import loads, replay
from piquet_game.rules.variant import CONTRACT

ROOT = Path(__file__).resolve().parents[1]
TOOL = ROOT / "tools" / "tournament.py"


def _load_tool():
    return load_tool("tournament.py")


tournament = _load_tool()


class RandomPlayer(Player):
    """Plays a random legal action from its own rng; remembers what it was shown."""

    name = "random"

    def __init__(self, seed: int, level: int = 0, log: list | None = None) -> None:
        super().__init__(seed=seed)
        self.level = level
        self.log = log
        self.views: list[SeatView] = []

    def choose(self, view, legal):
        self.views.append(view)
        if self.log is not None:
            self.log.append((self.level, view.seat, view.dealt))
        return legal[self.rng.randrange(len(legal))]


def random_factory(level: int, seed: int) -> Player:
    return RandomPlayer(seed, level)


def replayed_scores(record: dict) -> list[list[int]]:
    """Each deal's scores as the record reader finds them, replaying every action."""
    rp = replay(record)
    return [list(s) for s in rp.game.deal_scores]


# ------------------------------------------------------------------ play_deal


def test_play_deal_scores_agree_with_a_replay_of_its_record():
    deal = shuffle_deal(random.Random(11), 1)
    players = (RandomPlayer(1), RandomPlayer(2))
    res = play_deal(deal, 1, players)
    assert res.dealer == 1
    rec = res.record
    assert len(rec["deals"]) == 1 and rec["deals"][0]["dealer"] == 1
    assert rec["deals"][0]["hands"] == [names(h) for h in deal.hands]
    # The record goes through the JSON text and is replayed by the engine on its own.
    assert [list(s) for s in loads(json.dumps(rec)).game.deal_scores] == [list(res.scores)]
    # Every call to choose is either a timed decision or a forced one.
    for seat in (0, 1):
        assert len(players[seat].views) == len(res.think_ms[seat]) + res.forced[seat]
        assert all(v.seat == seat for v in players[seat].views)
        assert all(t >= 0 for t in res.think_ms[seat])
    # Both seats were asked about carte blanche, and the twelve tricks were played.
    assert sum(len(p.views) for p in players) >= 24 + 2
    assert sum(1 for a in rec["deals"][0]["actions"] if a["act"] == "play") == 24


def test_play_deal_in_a_partie_shows_the_partie_to_the_players():
    deal = shuffle_deal(random.Random(5), 1)
    players = (RandomPlayer(3), RandomPlayer(4))
    res = play_deal(deal, 1, players, scores_before=[[12, 40], [25, 3]])
    first = players[0].views[0]
    assert first.deal_number == 3
    assert first.dealer == 1
    assert first.deal_scores == ((12, 40), (25, 3))
    assert first.totals == (37, 43)
    # The record holds this deal only, and it replays to the same scores.
    assert len(res.record["deals"]) == 1 and res.record["deals"][0]["dealer"] == 1
    assert replayed_scores(res.record) == [list(res.scores)]


def test_play_deal_refuses_a_partie_already_over():
    deal = shuffle_deal(random.Random(5), 0)
    finished = [[20, 10]] * 6
    with pytest.raises(ValueError):
        play_deal(deal, 0, (RandomPlayer(1), RandomPlayer(2)), scores_before=finished)


def test_an_illegal_choice_names_the_player_and_the_rule():
    class Cheat(RandomPlayer):
        name = "cheat"

        def choose(self, view, legal):
            if view.phase is Phase.PLAY:
                held = [c for c in range(32) if not view.hand >> c & 1 and not view.played >> c & 1]
                return Play(held[0])  # a card it does not hold
            return super().choose(view, legal)

    deal = shuffle_deal(random.Random(2), 0)
    with pytest.raises(IllegalChoiceError, match="cheat"):
        play_deal(deal, 0, (Cheat(1), Cheat(2)))


# --------------------------------------------------------------- mirrored pairs


def test_mirrored_pair_gives_each_side_both_hands():
    seen: list = []

    def factory(level, seed):
        return RandomPlayer(seed, level, seen)

    pair = play_mirrored_pair(4242, 1, 2, 9, factory=factory)
    deal, dealer = pair_deal(4242)
    assert pair.dealer == dealer == 0  # an even seed: seat 0 deals both times
    g0, g1 = (g.record["deals"][0] for g in pair.games)
    # The same cards in the same seats, the same talon and the same dealer.
    assert g0["hands"] == g1["hands"] == [names(h) for h in deal.hands]
    assert g0["talon"] == g1["talon"]
    assert g0["dealer"] == g1["dealer"] == dealer
    # A sits at seat 0 in the first game and at seat 1 in the second.
    assert pair.games[0].record["players"] == ["A (level 1)", "B (level 2)"]
    assert pair.games[1].record["players"] == ["B (level 2)", "A (level 1)"]
    # What the players were actually shown: A (level 1) held both dealt hands, B too.
    hands_of = {1: set(), 2: set()}
    for level, _seat, dealt in seen:
        hands_of[level].add(dealt)
    assert hands_of[1] == hands_of[2] == set(deal.hands)
    seats_of = {lvl: {s for lv, s, _ in seen if lv == lvl} for lvl in (1, 2)}
    assert seats_of == {1: {0, 1}, 2: {0, 1}}


def test_dealer_alternates_with_the_seed():
    assert pair_deal(7)[1] == 1 and pair_deal(8)[1] == 0
    pair = play_mirrored_pair(7, 1, 1, 3, factory=random_factory)
    assert pair.dealer == 1
    assert all(g.record["deals"][0]["dealer"] == 1 for g in pair.games)


def _deal_result(scores):
    return DealResult(0, scores, ([], []), (0, 0), {})


def test_margin_arithmetic_on_a_known_pair():
    # A (seat 0) scores 30 to B's 10; then A (seat 1) scores 25 to B's 5.
    pair = PairResult(0, 0, 0, 1, 2, (_deal_result((30, 10)), _deal_result((5, 25))))
    assert pair.a_scores == (30, 25)
    assert pair.b_scores == (10, 5)
    assert pair.margin == ((30 - 10) + (25 - 5)) / 2 == 20
    assert pair.a_deal_wins == 2
    # A wins one deal by 40, loses the other by 60: a margin of -10 a deal.
    pair = PairResult(0, 0, 0, 1, 2, (_deal_result((50, 10)), _deal_result((70, 10))))
    assert pair.a_scores == (50, 10) and pair.b_scores == (10, 70)
    assert pair.margin == -10
    assert pair.a_deal_wins == 1
    tie = PairResult(0, 0, 0, 1, 2, (_deal_result((7, 7)), _deal_result((3, 9))))
    assert tie.margin == 3 and tie.a_deal_wins == 1.5


def test_margin_of_a_played_pair_matches_the_replayed_records():
    pair = play_mirrored_pair(1001, 1, 1, 17, factory=random_factory)
    (s0,), (s1,) = (replayed_scores(g.record) for g in pair.games)
    # Game 0: A is seat 0; game 1: A is seat 1.
    expected = ((s0[0] - s0[1]) + (s1[1] - s1[0])) / 2
    assert pair.margin == expected
    assert pair.a_scores == (s0[0], s1[1])
    think = pair.think_ms
    assert len(think["A"]) == len(pair.games[0].think_ms[0]) + len(pair.games[1].think_ms[1])
    assert len(think["B"]) == len(pair.games[0].think_ms[1]) + len(pair.games[1].think_ms[0])
    assert pair.forced["A"] == pair.games[0].forced[0] + pair.games[1].forced[1]
    assert pair.forced["B"] == pair.games[0].forced[1] + pair.games[1].forced[0]


def test_a_pair_is_determined_by_its_seeds():
    a = play_mirrored_pair(555, 1, 2, 21, factory=random_factory)
    b = play_mirrored_pair(555, 1, 2, 21, factory=random_factory)
    assert [g.record for g in a.games] == [g.record for g in b.games]
    assert [g.scores for g in a.games] == [g.scores for g in b.games]
    assert a.margin == b.margin
    # Other player seeds, same cards: the players choose differently.
    c = play_mirrored_pair(555, 1, 2, 22, factory=random_factory)
    assert c.games[0].record["deals"][0]["hands"] == a.games[0].record["deals"][0]["hands"]
    assert [g.record for g in c.games] != [g.record for g in a.games]


# ------------------------------------------------------------ mirrored parties


def test_mirrored_partie_plays_the_same_deals_with_seats_swapped():
    pp = play_mirrored_partie(31, 1, 2, 5, factory=random_factory)
    assert pp.first_dealer == 1
    d0, d1 = (g.record["deals"] for g in pp.games)
    common = min(len(d0), len(d1))
    assert common >= 6
    for x, y in zip(d0[:common], d1[:common], strict=True):
        assert x["hands"] == y["hands"] and x["talon"] == y["talon"] and x["dealer"] == y["dealer"]
    assert [d["dealer"] for d in d0[:6]] == [1, 0, 1, 0, 1, 0]
    for i, g in enumerate(pp.games):
        rp = replay(g.record)
        assert rp.game.is_over
        assert tuple(rp.game.totals) == g.totals
        assert (rp.game.winner, rp.game.result) == (g.winner, g.result)
        assert g.deals == len(g.record["deals"])
        outcome = pp.a_outcome(i)
        a_total, b_total = g.totals[i], g.totals[1 - i]
        assert outcome == (1.0 if a_total > b_total else 0.0 if a_total < b_total else 0.5)


def _partie_game(totals, winner, result):
    return PartieGame(totals, winner, result, 6, ([], []), (0, 0), {})


def test_partie_pair_arithmetic():
    # A wins the first partie as seat 0; B wins the second, where B is seat 0.
    pp = PartiePairResult(0, 0, 0, 1, 2, (_partie_game((150, 90), 0, 340), _partie_game((130, 120), 0, 350)))
    assert pp.a_wins == 1.0
    assert pp.a_points == 340 - 350
    # A wins both: the second as seat 1.
    pp = PartiePairResult(0, 0, 0, 1, 2, (_partie_game((150, 90), 0, 340), _partie_game((80, 200), 1, 380)))
    assert pp.a_wins == 2.0 and pp.a_points == 720
    drawn = PartiePairResult(0, 0, 0, 1, 2, (_partie_game((120, 120), None, None),
                                             _partie_game((80, 200), 0, 380)))
    assert drawn.a_wins == 0.5 and drawn.a_points == -380


# ----------------------------------------------------------------- statistics


def test_mean_ci_percentile_and_elo():
    m, sd, lo, hi = tournament.mean_ci([1.0, 3.0, 5.0, 7.0])
    assert m == 4.0
    assert sd == pytest.approx(math.sqrt(20 / 3))
    assert lo == pytest.approx(4.0 - 1.96 * math.sqrt(20 / 3) / 2)
    assert hi == pytest.approx(4.0 + 1.96 * math.sqrt(20 / 3) / 2)
    assert tournament.percentile([5.0, 1.0, 3.0], 0.5) == 3.0
    assert tournament.percentile(list(map(float, range(101))), 0.95) == pytest.approx(95.0)
    assert tournament.percentile([0.0, 10.0], 0.95) == pytest.approx(9.5)
    assert tournament.percentile([], 0.5) is None
    assert tournament.elo_of(0.5, 10) == (0.0, False)
    elo, clipped = tournament.elo_of(0.75, 10)  # 3 to 1 odds
    assert elo == pytest.approx(400 * math.log10(3)) and not clipped
    elo, clipped = tournament.elo_of(1.0, 10)  # clipped to 9.5 of 10
    assert clipped and elo == pytest.approx(400 * math.log10(0.95 / 0.05))


def test_seeds_are_deterministic_and_the_dealer_alternates():
    d1, p1 = tournament.pair_seeds(7, 6)
    d2, p2 = tournament.pair_seeds(7, 6)
    assert (d1, p1) == (d2, p2)
    assert [d % 2 for d in d1] == [0, 1, 0, 1, 0, 1]
    assert len(set(p1)) == 6
    assert tournament.pair_seeds(8, 6)[0] != d1
    assert set(tournament.partie_seeds(7, 6)[0]).isdisjoint(d1)


@pytest.mark.slow
def test_run_tournament_with_random_players():
    out = tournament.run_tournament(1, 1, 6, seed=3, jobs=1, parties=1, factory=random_factory)
    again = tournament.run_tournament(1, 1, 6, seed=3, jobs=1, parties=1, factory=random_factory)
    for key in ("margin", "ci_low", "ci_high", "sd", "deal_win_rate", "win_rate", "elo", "partie_points"):
        assert out[key] == again[key]
    assert out["think_ms"]["A"]["decisions"] == again["think_ms"]["A"]["decisions"]
    assert out["ci_low"] <= out["margin"] <= out["ci_high"]
    assert out["pairs"] == 6 and out["deals"] == 12
    assert out["parties"] == 1 and out["parties_played"] == 2
    assert out["elo_basis"] == "deals"  # two parties are too few to rate
    # The margin is the mean of the pairs' margins, played again here one by one.
    deal_s, player_s = tournament.pair_seeds(3, 6)
    margins = [play_mirrored_pair(d, 1, 1, p, factory=random_factory).margin
               for d, p in zip(deal_s, player_s, strict=True)]
    assert out["margin"] == pytest.approx(sum(margins) / 6, abs=1e-4)
    other = tournament.run_tournament(1, 1, 6, seed=4, jobs=1, parties=0, factory=random_factory)
    assert other["margin"] != out["margin"] or other["sd"] != out["sd"]
    assert other["win_rate"] is None and other["win_rate_ci"] is None
    assert out["win_rate_ci"] is None  # one mirrored pair of parties gives no interval


def test_contract_tournament_counts_the_contracts_each_side_won_and_made():
    """In a game with an auction each side's contracts, and those made, are counted
    from the deals as the records replay them."""
    out = tournament.run_tournament(1, 1, 6, seed=5, jobs=1, parties=0, factory=random_factory,
                                    variant=CONTRACT)
    bid = {"A": 0, "B": 0}
    made = {"A": 0, "B": 0}
    deal_s, player_s = tournament.pair_seeds(5, 6)
    for d, p in zip(deal_s, player_s, strict=True):
        pair = play_mirrored_pair(d, 1, 1, p, factory=random_factory, variant=CONTRACT)
        for i, game in enumerate(pair.games):
            g = replay(game.record).game
            if g.history[-1].redealt:
                assert game.contract is None
                continue
            c = g.contract
            assert c is not None and game.contract is not None and game.contract[0] == c.declarer
            side = "A" if c.declarer == i else "B"
            bid[side] += 1
            broken = any(e.kind == "undertricks" for e in g.history[-1].events)
            assert game.contract[1] is not broken
            made[side] += not broken
    assert sum(bid.values()) > 0
    for side in ("A", "B"):
        assert out["contracts"][side]["bid"] == bid[side]
        assert out["contracts"][side]["made"] == made[side]
    assert "contracts won in the auction" in tournament.report({**out, "command": "x"})
    assert "contracts" not in tournament.run_tournament(1, 1, 2, seed=5, jobs=1, parties=0,
                                                        factory=random_factory)


# ---------------------------------------------------------------------- CLI


def _make_player_available() -> bool:
    try:
        from piquet_game.ai import make_player  # noqa: F401
    except ImportError:
        return False
    return True


needs_levels = pytest.mark.skipif(
    not _make_player_available(),
    reason="piquet_game.ai.make_player is not importable: the CLI plays levels and has none yet")


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(TOOL), *args], capture_output=True, text=True,
                          timeout=120, cwd=ROOT)


@pytest.mark.slow
@needs_levels
def test_cli_json_level_against_itself():
    run = _cli("1", "1", "--pairs", "8", "--seed", "5", "--parties", "1", "--jobs", "2", "--json")
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert out["command"] == "python tools/tournament.py 1 1 --pairs 8 --seed 5 --parties 1 --jobs 2 --json"
    assert (out["a"], out["b"], out["seed"], out["pairs"], out["parties"]) == (1, 1, 5, 8, 1)
    for key in ("margin", "ci_low", "ci_high", "win_rate", "elo"):
        assert isinstance(out[key], (int, float)), key
    assert out["ci_low"] <= out["margin"] <= out["ci_high"]
    assert 0.0 <= out["win_rate"] <= 1.0
    for side in ("A", "B"):
        t = out["think_ms"][side]
        assert isinstance(t["median"], float) and isinstance(t["p95"], float)
        assert 0.0 <= t["median"] <= t["p95"] <= t["max"]
        assert t["decisions"] > 8 * 2 * 10  # at least ten choices a deal, each side
    # The same seed on one worker: the same results (only the timings differ).
    one = json.loads(_cli("1", "1", "--pairs", "8", "--seed", "5", "--parties", "1", "--jobs", "1",
                          "--json").stdout)
    for key in ("margin", "ci_low", "ci_high", "sd", "deal_win_rate", "win_rate", "elo", "partie_points"):
        assert one[key] == out[key], key
    assert one["think_ms"]["A"]["decisions"] == out["think_ms"]["A"]["decisions"]


@needs_levels
def test_cli_text_report():
    run = _cli("1", "2", "--pairs", "4", "--seed", "1", "--jobs", "1")
    assert run.returncode == 0, run.stderr
    text = run.stdout
    assert "command: python tools/tournament.py 1 2 --pairs 4 --seed 1 --jobs 1" in text
    assert "margin of A over B" in text and "95% CI" in text
    assert "partie win rate of A" in text
    assert "from the deal win rate" in text  # one mirrored partie by default: too few to rate
    assert "median" in text and "p95" in text


@pytest.mark.slow
def test_cli_rejects_bad_arguments():
    assert _cli("1", "9", "--pairs", "4", "--seed", "1").returncode == 2
    assert _cli("1", "1", "--pairs", "1", "--seed", "1").returncode == 2
    assert _cli("1", "1", "--seed", "1").returncode == 2


# ------------------------------------------------------- three and four at the table


@pytest.mark.slow
@pytest.mark.parametrize("name", ["voleur", "normand"])
def test_a_table_of_three_or_four_compares_levels_on_the_same_cards(name):
    """Four-handed: sides of A and of B, then the sides swapped; Normand: A at each
    seat against B players, against B players at every seat.  Equal levels score
    nothing over each other on any deal (the same cards, the same play); a better
    level scores more; the report says how the deals were played."""
    from piquet_game.ai.match import play_table_pair, table_deal
    from piquet_game.rules.variant import VARIANTS

    variant = VARIANTS[name]
    deal, dealer = table_deal(3, variant)
    assert table_deal(3, variant) == (deal, dealer) and 0 <= dealer < variant.players
    assert [play_table_pair(d, 2, 2, d, variant=variant).margin for d in range(6)] == [0.0] * 6
    assert [play_table_pair(d, 2, 2, d, variant=variant).relative for d in range(3)] == [0.0] * 3
    tool = _load_tool()
    summary = tool.run_tournament(2, 1, 40, 7, jobs=1, variant=variant)
    assert summary["deals"] == 40 and summary["margin"] > 0
    assert summary["ci_low"] <= summary["margin"] <= summary["ci_high"]
    text = tool.report({"command": "python tools/tournament.py 2 1", **summary})
    assert ("two level-2 partners" if name == "voleur" else "at each seat in turn") in text
    rel = summary["relative"]
    assert rel["ci_low"] <= rel["margin"] <= rel["ci_high"]
    if name == "voleur":  # a side's score less the other's is relative already
        assert rel == {k: summary[k] for k in ("margin", "sd", "ci_low", "ci_high")}
        assert "the others' mean" not in text
    else:
        assert rel["margin"] != summary["margin"] and "less the others' mean" in text
    assert summary["think_ms"]["A"]["decisions"] > 0


def test_the_relative_margin_at_a_table_of_three_counts_what_the_others_lost():
    """At Piquet Normand the relative margin of a deal is, seat by seat, the seat's
    score less the others' mean with A there, less the same with B there: worked out
    here from the deal's scores themselves."""
    from piquet_game.ai import make_player
    from piquet_game.ai.match import _table_scores, play_table_pair, player_seeds, table_deal
    from piquet_game.rules.variant import NORMAND

    deal_seed, player_seed = 11, 5
    deal, dealer = table_deal(deal_seed, NORMAND)
    seed_a, seed_b = player_seeds(player_seed)

    def scores(a_seat):
        players = [make_player(3 if s == a_seat else 1, seed=(seed_a if s == a_seat else seed_b) + 2 * s,
                               seats=3) for s in range(3)]
        names = ["A" if s == a_seat else "B" for s in range(3)]
        return _table_scores(deal, dealer, players, NORMAND, names, {"A": [], "B": []}, {"A": 0, "B": 0})

    base = scores(None)
    own = relative = 0.0
    for seat in range(3):
        got = scores(seat)
        own += got[seat] - base[seat]
        relative += (got[seat] - (sum(got) - got[seat]) / 2) - (base[seat] - (sum(base) - base[seat]) / 2)
    assert own != pytest.approx(relative)  # a deal where the two measures differ
    result = play_table_pair(deal_seed, 3, 1, player_seed, variant=NORMAND)
    assert result.margin == pytest.approx(own / 3)
    assert result.relative == pytest.approx(relative / 3)
