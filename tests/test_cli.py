"""The command line: replay, simulate, the terminal game, and what they import."""

from __future__ import annotations

import copy
import io
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from piquet_game.cli import main
from piquet_game.rules import Exchange, Game, Phase, is_blank
from piquet_game.rules.cards import names, parse_card
from piquet_game.rules.record import dumps, game_to_record, loads, replay
from piquet_game.textplay import TextGame

ROOT = Path(__file__).resolve().parents[1]


def random_partie(seed: int, players: tuple[str, str] = ("Ann", "Ben"), max_steps: int | None = None) -> Game:
    rng = random.Random(seed)
    game = Game.new(random.Random(seed + 1000), players=players)
    steps = 0
    while not game.is_over and (max_steps is None or steps < max_steps):
        if game.phase is Phase.DEAL:
            game.deal_random()
        else:
            game.apply(game.sample_action(rng))
        steps += 1
    return game


@pytest.fixture(scope="module")
def finished_record() -> dict:
    return game_to_record(random_partie(11))


def write(tmp_path: Path, record: dict | str, name: str = "game.json") -> Path:
    path = tmp_path / name
    path.write_text(record if isinstance(record, str) else dumps(record), encoding="utf-8")
    return path


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# --------------------------------------------------------------------- a deal worked out by hand

# the source rules' worked example 1.  Ben deals, so Ann is elder.  Ann is dealt A K Q of
# every suit except the queen of clubs, plus the seven of spades; the queen of clubs
# is on top of the talon.  She discards the seven and draws the queen.  Ben declines
# every class (sinking is allowed).  Ann: point 3 (3), four tierces 12 (15), three
# quatorzes 42 (57) which pass 30 while Ben has nothing: repique 60 (117).  She then
# leads all twelve tricks and wins them: 12 for leading (129), 1 for the last (130),
# 40 for capot (170).  Ben scores nothing.
ANN = ["AS", "KS", "QS", "7S", "AH", "KH", "QH", "AD", "KD", "QD", "AC", "KC"]
BEN = ["JS", "TS", "9S", "8S", "JH", "TH", "9H", "8H", "JD", "TD", "9D", "8D"]
TALON = ["QC", "7H", "7D", "JC", "TC", "9C", "8C", "7C"]


def example_one_record() -> dict:
    actions: list[dict] = [
        {"seat": 0, "act": "exchange", "discard": ["7S"]},
        {"seat": 1, "act": "exchange", "discard": [], "show_rest": False},
        {"seat": 0, "act": "declare", "class": "point", "cards": ["AS", "KS", "QS"]},
        {"seat": 1, "act": "declare", "class": "point", "cards": []},
        {"seat": 0, "act": "declare", "class": "sequence",
         "cards": [["AS", "KS", "QS"], ["AH", "KH", "QH"], ["AD", "KD", "QD"], ["AC", "KC", "QC"]]},
        {"seat": 1, "act": "declare", "class": "sequence", "cards": []},
        {"seat": 0, "act": "declare", "class": "set",
         "cards": [["AS", "AH", "AD", "AC"], ["KS", "KH", "KD", "KC"], ["QS", "QH", "QD", "QC"]]},
        {"seat": 1, "act": "declare", "class": "set", "cards": []},
    ]
    ben = list(BEN)
    for suit in "SHDC":
        for rank in "AKQ":
            lead = rank + suit
            follow = next((c for c in ben if c[1] == suit), ben[0])  # follow suit if he can
            ben.remove(follow)
            actions.append({"seat": 0, "act": "play", "card": lead})
            actions.append({"seat": 1, "act": "play", "card": follow})
    return {"format": "piquet-record/1", "variant": "rubicon", "players": ["Ann", "Ben"],
            "deals": [{"dealer": 1, "hands": [ANN, BEN], "talon": TALON, "actions": actions}]}


def table_rows(out: str) -> list[list[str]]:
    return [line.split() for line in out.splitlines() if re.match(r"^\s+\d+\s", line)]


def test_replay_example_deal_by_hand(tmp_path, capsys):
    path = write(tmp_path, example_one_record())
    code, out, err = run_cli(capsys, "replay", str(path))
    assert code == 0 and err == ""
    assert table_rows(out) == [["1", "Ben", "170", "0"]]
    total = next(line for line in out.splitlines() if line.startswith("Total"))
    assert total.split() == ["Total", "170", "0"]
    assert "unfinished: stopped after deal 1 of 6" in out
    events = " ".join(out.split("Deal 1 (Ben deals):")[1].split())
    assert events == ("Ann point 3 (3), Ann sequence 12 (15), Ann set 42 (57), Ann repique 60 (117), "
                      "tricks: Ann 12 (129), Ann last 1 (130), Ann capot 40 (170)")


def test_replay_table_and_json(tmp_path, capsys, finished_record):
    path = write(tmp_path, finished_record)
    code, out, err = run_cli(capsys, "replay", str(path), "--json")
    assert code == 0 and err == ""
    summary = json.loads(out)
    assert summary == loads(path.read_text(encoding="utf-8")).summary()
    assert summary == replay(copy.deepcopy(finished_record)).summary()
    deal_scores = [d["scores"] for d in summary["deals"]]
    assert summary["totals"] == [sum(s[0] for s in deal_scores), sum(s[1] for s in deal_scores)]
    assert summary["finished"] is True

    code, out, err = run_cli(capsys, "replay", str(path))
    assert code == 0 and err == ""
    rows = table_rows(out)
    players = finished_record["players"]
    assert [r[0] for r in rows] == [str(i) for i in range(1, len(deal_scores) + 1)]
    for row, deal, scores in zip(rows, finished_record["deals"], deal_scores, strict=True):
        assert row[1] == players[deal["dealer"]]
        assert [int(row[2]), int(row[3])] == scores
    total = next(line for line in out.splitlines() if line.startswith("Total")).split()
    assert [int(total[1]), int(total[2])] == summary["totals"]
    # The result, worked out from the totals by the rule of the partie.
    a, b = summary["totals"]
    assert a != b
    winner, loser = (0, 1) if a > b else (1, 0)
    hi, lo = max(a, b), min(a, b)
    expected = 100 + hi + lo if lo < 100 else 100 + hi - lo
    assert summary["winner"] == winner and summary["result"] == expected
    line = f"{players[winner]} wins the partie by {expected}"
    if lo < 100:
        line += f" ({players[loser]} is rubiconed)"
    assert line in out
    # Each deal's list of scores ends on the deal's score for each seat.
    for n, scores in enumerate(deal_scores, 1):
        block = out.split(f"Deal {n} (")[1].split("\nDeal ")[0]
        for seat, name in enumerate(players):
            running = re.findall(rf"{name} (?:[a-z]+ )?\d+ \((\d+)\)", block)
            assert int(running[-1] if running else 0) == scores[seat]


def test_replay_unfinished_deal(tmp_path, capsys):
    game = random_partie(5, max_steps=60)
    assert not game.is_over and game.phase is not Phase.DEAL
    path = write(tmp_path, game_to_record(game))
    code, out, err = run_cli(capsys, "replay", str(path))
    assert code == 0
    assert f"unfinished: deal {len(game.history)} stopped at" in out
    assert "* deal in play" in out
    code, out, err = run_cli(capsys, "replay", str(path), "--json")
    summary = json.loads(out)
    assert summary["finished"] is False and summary["winner"] is None
    assert summary["deals"][-1]["scores"] == game.scores


# --------------------------------------------------------------------- broken records


def follow_suit_breach(record: dict) -> tuple[dict, int, int]:
    """Change one follower's card in the record to a card of another suit that he
    holds while holding the suit led.  Returns (record, deal, action index)."""
    for d, deal in enumerate(record["deals"]):
        hands = [set(h) for h in deal["hands"]]
        talon = list(deal["talon"])
        lead = None
        for j, act in enumerate(deal["actions"]):
            seat = act["seat"]
            if act["act"] == "exchange":
                n = len(act["discard"])
                hands[seat] -= set(act["discard"])
                hands[seat] |= set(talon[:n])
                del talon[:n]
            elif act["act"] == "play":
                if lead is None:
                    lead = act["card"]
                else:
                    suit = lead[1]
                    others = sorted(c for c in hands[seat] if c[1] != suit)
                    if act["card"][1] == suit and others:
                        bad = copy.deepcopy(record)
                        bad["deals"][d]["actions"][j]["card"] = others[0]
                        return bad, d + 1, j
                    lead = None
                hands[seat].discard(act["card"])
    raise AssertionError("no trick where a player followed suit holding another suit")


def one_error_line(capsys, path: Path) -> str:
    code, out, err = run_cli(capsys, "replay", str(path))
    assert code == 2
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert str(path) in lines[0]
    return lines[0]


def test_replay_illegal_play(tmp_path, capsys, finished_record):
    bad, deal, index = follow_suit_breach(finished_record)
    line = one_error_line(capsys, write(tmp_path, bad))
    assert f"deal {deal}, action {index}:" in line
    assert "must follow suit" in line and "follow-suit" in line


def test_replay_missing_field(tmp_path, capsys, finished_record):
    bad = copy.deepcopy(finished_record)
    acts = bad["deals"][1]["actions"]
    j = next(i for i, a in enumerate(acts) if a["act"] == "play")
    del acts[j]["card"]
    line = one_error_line(capsys, write(tmp_path, bad))
    assert f"deal 2, action {j}:" in line and "missing field 'card'" in line


def test_replay_bad_card_name(tmp_path, capsys, finished_record):
    bad = copy.deepcopy(finished_record)
    acts = bad["deals"][0]["actions"]
    j = len(acts) - 1
    assert acts[j]["act"] == "play"
    acts[j]["card"] = "1X"
    line = one_error_line(capsys, write(tmp_path, bad))
    assert f"deal 1, action {j}:" in line and "'1X' is not a card" in line


def test_replay_card_held_by_nobody(tmp_path, capsys):
    record = example_one_record()
    record["deals"][0]["actions"][-1]["card"] = "AS"  # Ben never held it
    line = one_error_line(capsys, write(tmp_path, record))
    assert "deal 1, action 31:" in line and "you do not hold the ace of spades" in line


def test_replay_bad_json(tmp_path, capsys, finished_record):
    text = dumps(finished_record)
    line = one_error_line(capsys, write(tmp_path, text[: len(text) // 2]))
    assert "not JSON" in line


def test_replay_not_utf8(tmp_path, capsys):
    path = tmp_path / "latin1.json"
    path.write_bytes('{"players": ["Zoé"]}'.encode("latin-1"))
    line = one_error_line(capsys, path)
    assert "UTF-8" in line


def test_replay_deeply_nested(tmp_path, capsys):
    line = one_error_line(capsys, write(tmp_path, "[" * 100_000))
    assert "game.json" in line


def test_replay_missing_file(tmp_path, capsys):
    path = tmp_path / "nowhere.json"
    line = one_error_line(capsys, path)
    assert "no such file" in line


# --------------------------------------------------------------------- simulate


def test_simulate_text(capsys):
    code, out, err = run_cli(capsys, "simulate", "--deals", "20", "--seed", "3")
    assert code == 0 and err == ""
    assert out.startswith("Simulated 20 random deals of Rubicon Piquet (seed 3)")
    for word in ("elder", "younger", "carte blanche", "repique", "pique", "capot", "the cards",
                 "point", "sequence", "set", "Parties completed:"):
        assert word in out


def test_simulate_and_replay_piquet_au_cent(capsys, tmp_path):
    code, out, err = run_cli(capsys, "simulate", "--deals", "300", "--seed", "4", "--variant", "au-cent")
    assert code == 0 and err == ""
    assert out.startswith("Simulated 300 random deals of Piquet au cent (seed 4)")
    assert "of them lurched" in out
    import random

    from piquet_game.rules import Game
    from piquet_game.rules.record import dumps, game_to_record
    from piquet_game.rules.variant import AU_CENT

    rng = random.Random(8)
    game = Game.new(rng, AU_CENT, players=("Ann", "Ben"))
    while not game.is_over:
        game.play_random_deal(rng)
    path = tmp_path / "cent.json"
    path.write_text(dumps(game_to_record(game)), encoding="utf-8")
    code, out, err = run_cli(capsys, "replay", str(path))
    assert code == 0 and err == "" and "Piquet au cent" in out
    winner = game.players[game.winner]
    assert f"{winner} wins the partie by {game.result}" in out


@pytest.mark.slow
def test_simulate_russian_piquet_and_picchetto_speak_their_own_partie(capsys):
    import json

    code, out, err = run_cli(capsys, "simulate", "--deals", "120", "--seed", "5", "--variant", "russian")
    assert code == 0 and err == "" and "random deals of Russian Piquet" in out
    assert "open capot made" in out and "of them" not in out  # no lurch in Russian Piquet
    code, out, err = run_cli(capsys, "simulate", "--deals", "120", "--seed", "5", "--variant", "picchetto",
                             "--json")
    s = json.loads(out)
    assert code == 0 and s["variant"] == "picchetto" and s["games_completed"] >= 2 * s["parties_completed"]
    code, out, err = run_cli(capsys, "simulate", "--deals", "120", "--seed", "5", "--variant", "picchetto")
    assert f"Matches completed: {s['parties_completed']}, {s['games_completed']} games won" in out


def test_replay_of_a_picchetto_match_and_a_russian_partie_speaks_their_games(capsys, tmp_path):
    import random

    from piquet_game.rules import Game
    from piquet_game.rules.record import dumps, game_to_record
    from piquet_game.rules.variant import PICCHETTO, RUSSIAN

    for variant in (PICCHETTO, RUSSIAN):
        rng = random.Random(3)
        game = Game.new(rng, variant, players=("Ann", "Ben"))
        while not game.is_over:
            game.play_random_deal(rng)
        path = tmp_path / f"{variant.name}.json"
        path.write_text(dumps(game_to_record(game)), encoding="utf-8")
        code, out, err = run_cli(capsys, "replay", str(path))
        assert code == 0 and err == ""
        winner, loser = game.players[game.winner], game.players[1 - game.winner]
        if variant is PICCHETTO:
            names = ("Partita", "Rivincita", "Bella")[:len(game.game_winners)]
            for number, name in enumerate(names, 1):
                end = next(e for d in game.history for e in d.events
                           if e.kind == "game-end" and e.info[0] == number)
                won, target = game.players[end.seat], PICCHETTO.game_targets[number - 1]
                assert f"{name} to {target}: {won} {end.info[1 + end.seat]}" in out
            won = game.game_winners.count(game.winner)
            assert f"{winner} wins the match, {won} games to {len(game.game_winners) - won}" in out
        else:
            for k, dealer in enumerate(game.korolik_dealers, 1):
                assert f"Korolik {k}: {game.players[dealer]} drew the lower card and deals" in out
            assert f"{winner} wins the partie by {game.result}" in out and loser in out


def test_simulate_contract_piquet_counts_its_contracts_and_redeals(capsys):
    import json

    code, out, err = run_cli(capsys, "simulate", "--deals", "200", "--seed", "1", "--variant", "contract",
                             "--json")
    s = json.loads(out)
    assert code == 0 and s["redeals"] > 0 and "capot" not in s["deals_with"]
    assert s["deals_with"]["undertricks"] + s["deals_with"]["overtricks"] > 0
    code, out, err = run_cli(capsys, "simulate", "--deals", "200", "--seed", "1", "--variant", "contract")
    assert f"thrown in (both passed) {s['redeals']:>7}" in out and "contract broken" in out


def test_simulate_json_is_deterministic(capsys):
    def figures(seed: int) -> dict:
        code, out, _ = run_cli(capsys, "simulate", "--deals", "25", "--seed", str(seed), "--json")
        assert code == 0
        data = json.loads(out)
        assert data.pop("seconds") >= 0
        data.pop("deals_per_second")
        return data

    a = figures(9)
    assert a == figures(9)
    assert a != figures(10)
    assert a["deals"] == 25
    # Six deals make a partie unless tied: four parties at most, and what is left over.
    assert a["parties_completed"] in (3, 4)
    assert a["rubicons"] + a["drawn"] <= a["parties_completed"]
    assert a["deals_of_unfinished_partie"] < 8
    # Capot and the cards exclude each other; each happens at most once a deal.
    assert a["deals_with"]["capot"] + a["deals_with"]["cards"] <= 25
    # Every deal has a point to score unless both declare nothing or tie.
    assert 0 < a["declarations"]["point"]["scored_in"] <= 25
    assert a["mean_deal_score"]["elder"] > 0 and a["mean_deal_score"]["younger"] > 0


def test_simulate_matches_a_replay_of_the_same_deals():
    """The mean elder score equals the one computed from the games themselves."""
    from piquet_game.cli.simulate import simulate

    stats = simulate(12, 4)
    rng = random.Random(4)
    elder = younger = 0
    game = None
    for _ in range(12):
        if game is None or game.is_over:
            game = Game.new(rng)
        game.deal_random(rng)
        while game.phase is not Phase.DEAL and not game.is_over:
            game.apply(game.sample_action(rng))
        log = game.history[-1]
        assert log.scores is not None
        elder += log.scores[1 - log.dealer]
        younger += log.scores[log.dealer]
    assert stats["mean_deal_score"] == {"elder": round(elder / 12, 2), "younger": round(younger / 12, 2)}


def test_version(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0
    assert capsys.readouterr().out.startswith("piquet ")


# --------------------------------------------------------------------- no pygame


def subprocess_env() -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    return env


@pytest.mark.slow
@pytest.mark.parametrize("command", ["replay", "simulate"])
def test_commands_do_not_import_pygame(tmp_path, finished_record, command):
    path = write(tmp_path, finished_record)
    args = ["replay", str(path)] if command == "replay" else ["simulate", "--deals", "5"]
    proc = subprocess.run([sys.executable, "-X", "importtime", "-m", "piquet_game", *args],
                          capture_output=True, text=True, cwd=tmp_path, env=subprocess_env(), timeout=60)
    assert proc.returncode == 0, proc.stderr
    imported = [line.rsplit("|", 1)[-1].strip() for line in proc.stderr.splitlines() if "|" in line]
    assert "piquet_game.rules.game" in imported  # the import log is really there
    assert not [m for m in imported if m.split(".")[0] in ("pygame", "pygame_gui")]

    code = ("import sys; from piquet_game.cli import main; rc = main(sys.argv[1:]); "
            "sys.stdout.flush(); print('PYGAME' if 'pygame' in sys.modules else 'CLEAN'); sys.exit(rc)")
    proc = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          cwd=tmp_path, env=subprocess_env(), timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[-1] == "CLEAN"


# --------------------------------------------------------------------- the terminal game


def first_deal(seed: int) -> Game:
    """The game a TextGame with this seed plays, after its first deal."""
    game = TextGame(seed, io.StringIO(), io.StringIO()).game
    game.deal_random()
    return game


@pytest.mark.slow
def test_text_game_subprocess_reaches_the_tricks_and_exits_on_eof():
    seed = next(s for s in range(100) if not any(is_blank(h) for h in first_deal(s).hands))
    game = first_deal(seed)
    if game.elder == 0:
        answers = [names(game.hands[0])[-1]]  # discard one card
    else:
        answers = ["", "n"]  # younger takes nothing and leaves the rest unseen
    answers += ["1"] * 30  # declare everything, then play the first card offered
    proc = subprocess.run([sys.executable, "-m", "piquet_game", "text", "--seed", str(seed)],
                          input="\n".join(answers) + "\n", capture_output=True, text=True,
                          cwd=ROOT, env=subprocess_env(), timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    out = proc.stdout
    assert "Deal 1" in out
    assert "takes the trick." in out and "After trick 1:" in out
    assert "--- End of the deal:" in out
    assert out.rstrip().endswith("Goodbye.")
    # The computer's hand is never shown: no line lists its twelve cards.
    theirs = names(game.hands[1])
    for line in out.splitlines():
        assert sum(1 for c in theirs if re.search(rf"\b{c}\b", line)) < 6, line


class Player:
    """Answers the text game's questions from what it shows, like a person would,
    and tries one card that breaks the follow-suit rule once."""

    def __init__(self, out: io.StringIO) -> None:
        self.out = out
        self.tg: TextGame | None = None
        self.lines = 0
        self.tried_revoke = False

    def readline(self) -> str:
        self.lines += 1
        if self.lines > 3000:
            return ""
        assert self.tg is not None
        g = self.tg.game
        tail = self.out.getvalue()[-200:]
        if tail.endswith("(y/n) "):
            return "y\n"
        if tail.endswith("(q to quit). "):
            return "\n"
        hand = g.hands[0]
        if g.phase is Phase.EXCHANGE_ELDER:
            return " ".join(names(hand)[-2:]) + "\n"
        if g.phase is Phase.EXCHANGE_YOUNGER:
            return names(hand)[-1] + "\n"
        if g.phase is Phase.PLAY and g.trick and not self.tried_revoke:
            suit = g.trick[0] >> 3
            if hand >> (8 * suit) & 0xFF and hand & ~(0xFF << (8 * suit)):
                self.tried_revoke = True
                other = next(c for c in names(hand) if parse_card(c) >> 3 != suit)
                return other + "\n"
        return "1\n"  # carte blanche, declarations, the first card offered


def test_text_game_whole_partie():
    out = io.StringIO()
    player = Player(out)
    tg = TextGame(seed=21, inp=player, out=out)  # type: ignore[arg-type]
    player.tg = tg
    assert tg.run() == 0
    text = out.getvalue()
    assert tg.game.is_over
    assert "The partie is over" in text
    assert "Not allowed: must follow suit" in text
    assert text.count("After trick 1:") == len(tg.game.deal_scores)
    assert "Goodbye" not in text
    # The computer's discards leave play unseen: none of them is ever named in that deal.
    blocks = text.split("===== Deal ")[1:]
    assert len(blocks) == len(tg.game.history)
    for block, log in zip(blocks, tg.game.history, strict=True):
        exchange = next(a for s, a in log.actions if s == 1 and isinstance(a, Exchange))
        shown = "\n".join(line for line in block.splitlines() if "e.g." not in line)  # not the example
        for card in names(exchange.discard):
            assert not re.search(rf"\b{card}\b", shown), (card, shown)
    # The final table holds the engine's totals.
    final = text.split("The partie is over")[1]
    assert re.search(rf"Total\s+{tg.game.totals[0]}\s+{tg.game.totals[1]}", final)


def test_text_game_quits_and_reports_bad_input():
    out = io.StringIO()
    tg = TextGame(seed=2, inp=io.StringIO("help\nZZ\nq\n"), out=out)
    assert tg.run() == 0
    text = out.getvalue()
    assert "Answer with the number of a choice" in text
    assert "Not allowed:" in text
    assert text.rstrip().endswith("Goodbye.")


def test_text_command_plays_in_the_terminal(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["text"]) == 0
    assert "Goodbye." in capsys.readouterr().out


def test_main_without_command_opens_the_window(tmp_path):
    shot = tmp_path / "menu.png"
    assert main(["--frames", "3", "--screenshot", str(shot), "--size", "960x600"]) == 0
    assert shot.stat().st_size > 1000


def test_play_opens_the_table(tmp_path):
    shot = tmp_path / "table.png"
    assert main(["play", "--level", "1", "--seed", "4", "--frames", "20", "--screenshot", str(shot)]) == 0
    assert shot.stat().st_size > 1000
