"""``piquet text --game ass``: a game of Ass in the terminal, two to six at the table,
the computer in the other seats; nothing of another hand printed; wrong answers
refused with the reason, and nothing changed."""

from __future__ import annotations

import io
import random
import re
import subprocess
import sys

import pytest

from piquet_game.ass.rules import AssPhase
from piquet_game.ass.rules.cards import card_name, iter_cards
from piquet_game.ass.textplay import AssTextGame
from piquet_game.ass.words import card_words
from piquet_game.i18n import Translator


class Answers:
    """The person's side: at each question, a legal choice, typed by its number or by
    the card's name; Enter between deals.  At every question it looks at what was
    printed so far for any card another seat holds."""

    def __init__(self, seed: int, out: io.StringIO, tr: Translator | None = None) -> None:
        self.tg: AssTextGame | None = None
        self.rng = random.Random(seed)
        self.out = out
        self.tr = tr
        self.asked = 0
        self.leaks: list[str] = []

    def readline(self) -> str:
        self.asked += 1
        if self.asked > 20000:
            return ""
        tg = self.tg
        assert tg is not None
        g = tg.game
        printed = self.out.getvalue()
        printed = printed[printed.rfind("===== "):]  # this deal's (a card comes back in the next)
        tokens = set(re.findall(r"[0-9JQKTA][SHDC]\b", printed))
        for seat in range(1, g.n):
            for c in iter_cards(g.hands[seat]):
                if card_name(c) in tokens or card_words(c, tg.tr) in printed:
                    self.leaks.append(f"{card_name(c)} of seat {seat} at question {self.asked}")
        if g.phase is AssPhase.DEAL or g.to_move != 0:
            return "\n"
        legal = g.legal_actions()
        k = self.rng.randrange(len(legal))
        if g.phase is AssPhase.PLAY and self.rng.random() < 0.5:
            return card_name(legal[k].card).lower() + "\n"
        if g.phase is AssPhase.BID and self.rng.random() < 0.5:
            return str(legal[k]) + "\n"
        return f"{k + 1}\n"


def play(players: int, seed: int, trumps: int | None = None, tr: Translator | None = None):
    out = io.StringIO()
    answers = Answers(seed, out, tr)
    kw = {"tr": tr} if tr is not None else {}
    tg = AssTextGame(seed, answers, out, players=players, trumps=trumps, level=1, **kw)  # type: ignore[arg-type]
    answers.tg = tg
    assert tg.run() == 0
    return tg, out.getvalue(), answers


@pytest.mark.parametrize("players, trumps", [(2, None), (3, 3), (4, None), (5, 5), (6, None)])
def test_a_whole_game_of_ass_in_the_terminal_at_every_table(players, trumps):
    tg, out, answers = play(players, 11 + players, trumps)
    g = tg.game
    assert g.is_over and g.winners, out[-2000:]
    assert "Goodbye" not in out
    assert "The game is over" in out
    for s in g.winners:
        assert f"Winner of the game: {g.players[s]}" in out
    assert out.count("===== Deal ") == g.deal_number
    assert answers.leaks == []
    # each of the person's bets and cards is said, as the window's table says them
    for log in g.history:
        for seat, action in log.actions:
            if seat == 0 and hasattr(action, "card"):
                assert f"({card_name(action.card)})" in out
    if trumps is None and players <= 4:
        assert out.count("as trumps") == players


def test_wrong_answers_are_refused_with_the_reason_and_change_nothing():
    out = io.StringIO()
    lines = iter(["1\n"])  # spades as trumps
    tg = AssTextGame(3, io.StringIO(), out, players=2, level=1)
    g = tg.game
    while g.phase is not AssPhase.PLAY or g.to_move != 0:
        if g.phase is AssPhase.DEAL:
            tg.show(g.deal_random())
        elif g.to_move == 0:
            tg.show(g.apply(g.legal_actions()[0], 0))
        else:
            tg.show(g.apply(g.legal_actions()[0], g.to_move))
    mine = g.hands[0]
    not_mine = next(c for c in range(36) if not mine >> c & 1 and not g.played >> c & 1)
    before = repr(g)
    tg.inp = io.StringIO(f"{card_name(not_mine)}\nZZ\n99\n\nhand\nscore\n" + next(lines))
    action = tg.ask()
    text = out.getvalue()
    assert "Not allowed: that card is not in your hand" in text
    assert "Not allowed: that is not a choice or a card" in text
    assert "Not allowed: choose a number from 1 to" in text
    assert "Not allowed: type the number or the name of a card" in text
    assert "Banks: you 3" in text
    assert repr(g) == before  # nothing applied while asking
    assert action in g.legal_actions()


def test_quitting_and_the_end_of_input_end_the_game_quietly():
    out = io.StringIO()
    tg = AssTextGame(5, io.StringIO("q\n"), out, players=4, level=1)
    assert tg.run() == 0 and "Goodbye." in out.getvalue()
    out = io.StringIO()
    tg = AssTextGame(5, io.StringIO(""), out, players=4, level=1)
    assert tg.run() == 0 and "Goodbye." in out.getvalue()


def test_ass_in_the_terminal_speaks_the_players_language():
    tr = Translator("fr")
    tg, out, answers = play(4, 21, None, tr)
    assert tg.game.is_over and answers.leaks == []
    assert "Vainqueur" in out or "gagn" in out.lower()
    assert "Your hand" not in out and "Banks:" not in out and "Press Enter" not in out


@pytest.mark.parametrize("argv, said", [
    (["--game", "ass", "--level", "5"], "Ass has levels 1 to 4, not 5"),
    (["--game", "ass", "--variant", "normand"], "--variant is an option of Piquet"),
    (["--players", "3"], "--players and --trumps are options of Ass"),
    (["--game", "ass", "--players", "5", "--trumps", "1"], "needs four players or fewer"),
])
def test_the_commands_wrong_options_are_refused_in_one_line(argv, said):
    r = subprocess.run([sys.executable, "-m", "piquet_game", "--lang", "en", "text", *argv],
                       input="", capture_output=True, text=True, timeout=300)
    assert r.returncode == 2
    assert said in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_the_command_plays_ass_until_the_input_ends():
    r = subprocess.run([sys.executable, "-m", "piquet_game", "--lang", "en", "text", "--game", "ass",
                        "--players", "3", "--seed", "8", "--level", "1"],
                       input="1\n1\n1\n1\n", capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert "Ass, 3 players, each player his own trump suit." in r.stdout
    assert "Goodbye." in r.stdout


def test_h_chooses_hearts_as_trumps_and_is_help_elsewhere():
    out = io.StringIO()
    tg = AssTextGame(2, io.StringIO("h\n"), out, players=2, level=1)
    g = tg.game
    while g.to_move != 0:
        tg.show(g.apply(g.legal_actions()[0], g.to_move))
    assert g.phase.value == "trump" and any(a.suit == 1 for a in g.legal_actions())
    assert str(tg.ask()) == "trump H"
    assert "Answer with the number" not in out.getvalue()
