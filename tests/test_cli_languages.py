"""The command line in the player's language: ``--lang`` on ``piquet`` and on each
command, the game's language setting followed without it, the terminal game, the
replay's score sheet and the simulation's figures said in French, German, Italian
and Russian, with nothing left in English but the cards' notation."""

from __future__ import annotations

import io
import json
import random
import re
import sys
from pathlib import Path

import pytest

from piquet_game.cli import main
from piquet_game.cli.window import _run_settings
from piquet_game.i18n import Translator
from piquet_game.rules import Game, Phase
from piquet_game.rules.cards import names, parse_card
from piquet_game.rules.record import dumps, game_to_record
from piquet_game.rules.variant import PICCHETTO, RUBICON, RUSSIAN
from piquet_game.textplay import HELP, TextGame

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "piquet_game" / "locale"

#: Words that show an English sentence left untranslated.
ENGLISH_WORDS = (" the ", " you ", " your ", " and ", " of ", " trick", " wins ", " takes ", " deal ",
                 "Not allowed", "Goodbye", "Totals", "hand:")


def english_sentences() -> set[str]:
    """The English of every catalogue sentence translated into something else (a
    word the same in both, like "Total", is left out), placeholders and all."""
    from babel.messages.pofile import read_po

    out: set[str] = set()
    for path in [LOCALE / "fr.po", LOCALE / "terminal" / "fr.po"]:
        with path.open("rb") as f:
            for m in read_po(f, locale="fr"):
                if isinstance(m.id, str) and m.id and m.string and m.string != m.id and len(m.id) > 3:
                    out.add(m.id.strip())
    return out


def english_left(text: str) -> list[str]:
    """The lines of ``text`` that are, or hold, English."""
    sentences = english_sentences()
    bad = []
    for line in text.splitlines():
        said = line.strip()
        if said.startswith(">"):
            said = said[1:].strip()
        padded = f" {said} "
        if said in sentences or any(word in padded for word in ENGLISH_WORDS):
            bad.append(line)
    return bad


class Person:
    """Answers the terminal game as a person would, from the game's state (never from
    its English): the first choice offered, cards to discard, Enter between deals,
    the language's "yes" to showing the talon's rest; once each, asks for help, his
    hand and the score, and tries a card that breaks the follow-suit rule."""

    def __init__(self, out: io.StringIO, tr: Translator) -> None:
        self.out = out
        self.tr = tr
        self.tg: TextGame | None = None
        self.lines = 0
        self.asked: list[str] = []
        self.tried_revoke = False

    def readline(self) -> str:
        self.lines += 1
        if self.lines > 4000:
            return ""
        assert self.tg is not None
        g = self.tg.game
        if re.search(r"\(\w/\w\) $", self.out.getvalue()[-40:]):
            return self.tr.ptr("typed answer", "y") + "\n"
        if g.phase is Phase.DEAL:
            return "\n"
        for word in ("h", "hand", "score"):
            if word not in self.asked:
                self.asked.append(word)
                return self.tr.ptr("typed command", word) + "\n"
        hand = g.hands[0]
        if g.phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            taken = [n for n in g.exchange_counts() if n]
            count = min(taken, key=lambda n: abs(n - 2)) if taken else 0  # two, or the nearest allowed
            return " ".join(names(hand)[len(names(hand)) - count:]) + "\n"
        if g.phase is Phase.PLAY and g.trick and not self.tried_revoke:
            suit = g.trick[0] >> 3
            if hand >> (8 * suit) & 0xFF and hand & ~(0xFF << (8 * suit)):
                self.tried_revoke = True
                return next(c for c in names(hand) if parse_card(c) >> 3 != suit) + "\n"
        return "1\n"


def play_text(language: str, seed: int = 21, variant=RUBICON) -> tuple[TextGame, str]:
    out = io.StringIO()
    tr = Translator(language)
    person = Person(out, tr)
    tg = TextGame(seed=seed, inp=person, out=out, variant=variant, tr=tr)  # type: ignore[arg-type]
    person.tg = tg
    assert tg.run() == 0
    return tg, out.getvalue()


@pytest.mark.slow
@pytest.mark.parametrize("language", ["fr", "de", "it", "ru"])
def test_a_whole_partie_in_the_terminal_speaks_the_language(language):
    tg, text = play_text(language)
    tr = Translator(language)
    assert tg.game.is_over, text[-2000:]
    assert english_left(text) == []
    assert tr("The partie is over") in text
    assert tr("Not allowed: {reason}").format(reason=tr("you must follow suit")) in text
    assert tr("Your hand: {cards}").format(cards="") in text
    # the help says in the language that cards are typed in the game's notation
    assert "7 8 9 T J Q K A" in text and tr("Goodbye.") not in text
    # the final sheet holds the engine's totals
    final = text.split(tr("The partie is over"))[1]
    assert re.search(rf"{re.escape(tr('Total'))}\s+{tg.game.totals[0]}\s+{tg.game.totals[1]}", final)


def test_the_russian_partie_has_no_latin_word_but_the_cards_and_the_engine_commands():
    _tg, text = play_text("ru")
    help_text = Translator("ru")(HELP)
    assert help_text.splitlines()[0] in text
    rest = text
    for line in help_text.format(hand="", score="", quit="").splitlines():
        rest = rest.replace(line, "")
    latin = set(re.findall(r"[A-Za-z]{2,}", rest)) - {"Enter"}
    assert all(re.fullmatch(r"[2-9TJQKA][SHDC]", word) for word in latin), sorted(latin)


@pytest.mark.parametrize("variant", [RUSSIAN, PICCHETTO], ids=lambda v: v.name)
def test_the_games_of_their_own_words_are_played_in_french(variant):
    tg, text = play_text("fr", seed=5, variant=variant)
    assert tg.game.is_over, text[-2000:]
    assert english_left(text) == []


def test_piquet_text_takes_the_language(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["text", "--lang", "it", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "Tu contro il computer (seme 3)." in out and out.rstrip().endswith("Arrivederci.")
    assert main(["--lang", "de", "text", "--seed", "3"]) == 0
    assert "Auf Wiedersehen." in capsys.readouterr().out


# ------------------------------------------------------------------ replay and simulate


def finished_record(variant=RUBICON, seed: int = 11) -> str:
    rng = random.Random(seed)
    game = Game.new(rng, variant, players=("Ann", "Ben"))
    while not game.is_over:
        game.play_random_deal(rng)
    return dumps(game_to_record(game))


def test_piquet_replay_in_german(tmp_path, capsys):
    path = tmp_path / "partie.json"
    path.write_text(finished_record(), encoding="utf-8")
    assert main(["replay", "--lang", "de", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Rubikon-Pikett, Ann gegen Ben" in out and "Ergebnis: " in out
    assert "gewinnt die Partie mit" in out and "Die Punkte der Reihe nach" in out
    assert "Spiel 1 (" in out and "Summe" in out
    assert english_left(out.replace(str(path), "")) == []
    for word in ("Result", "wins", "Deal", "Dealer", "tricks:", "point"):
        assert word not in out
    # the JSON is data: the same in every language
    assert main(["replay", "--json", "--lang", "de", str(path)]) == 0
    german = json.loads(capsys.readouterr().out)
    assert main(["replay", "--json", str(path)]) == 0
    assert german == json.loads(capsys.readouterr().out)


def test_piquet_replay_of_a_match_in_russian(tmp_path, capsys):
    path = tmp_path / "match.json"
    path.write_text(finished_record(PICCHETTO, 3), encoding="utf-8")
    assert main(["--lang", "ru", "replay", str(path)]) == 0
    out = capsys.readouterr().out.replace(str(path), "")
    assert "выигрывает матч" in out and "Итог: " in out
    latin = set(re.findall(r"[A-Za-z]{2,}", out)) - {"Ann", "Ben", "Partita", "Rivincita", "Bella"}
    assert not latin, sorted(latin)


def test_piquet_replay_refuses_a_missing_file_in_the_language(tmp_path, capsys):
    path = tmp_path / "nowhere.json"
    assert main(["replay", "--lang", "fr", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.strip() == f"{path}\u202f: fichier introuvable"


def test_piquet_simulate_in_italian(capsys):
    assert main(["simulate", "--lang", "it", "--deals", "40", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("40 smazzate a caso di Picchetto Rubicone simulate (seme 3)")
    assert "Partite finite:" in out and "Dichiarazioni:" in out and "primo di mano" in out
    assert english_left(out) == []
    for word in ("Simulated", "elder", "younger", "Parties", "drawn", "repique"):
        assert word not in out
    assert main(["simulate", "--lang", "it", "--deals", "40", "--seed", "3", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["deals"] == 40


@pytest.mark.parametrize("name", ["picchetto", "contract", "voleur"])
def test_piquet_simulate_of_every_kind_of_game_in_russian(name, capsys):
    assert main(["simulate", "--lang", "ru", "--deals", "60", "--seed", "2", "--variant", name]) == 0
    out = capsys.readouterr().out
    latin = set(re.findall(r"[A-Za-z]{2,}", out))
    assert not latin, sorted(latin)


# ------------------------------------------------------------------ the setting, and a bad code


def write_settings(home: Path, **values) -> Path:
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": 1, **values}), encoding="utf-8")
    return path


def test_the_language_setting_is_followed_without_lang(piquet_home, capsys, tmp_path, monkeypatch):
    write_settings(piquet_home, language="fr")
    assert main(["simulate", "--deals", "20", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "coups au hasard" in out and "Parties terminées" in out
    assert main(["simulate", "--deals", "20", "--seed", "3", "--lang", "en"]) == 0  # --lang wins
    assert capsys.readouterr().out.startswith("Simulated 20 random deals")
    path = tmp_path / "partie.json"
    path.write_text(finished_record(), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert "Résultat\u202f: " in capsys.readouterr().out
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["text", "--seed", "2"]) == 0
    assert "Au revoir." in capsys.readouterr().out


@pytest.mark.parametrize("argv", [["--lang", "xx"], ["text", "--lang", "english"],
                                  ["replay", "--lang", "EN_x", "f"], ["simulate", "--lang", ""],
                                  ["play", "--lang", "es"]])
def test_an_unknown_language_is_refused(argv, capsys):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    last = err.strip().splitlines()[-1]
    assert "--lang" in last and "no language" in last and "en, fr, de, it, ru" in last


def test_lang_sets_the_window_language_for_the_run_only(piquet_home):
    path = write_settings(piquet_home, language="fr", volume=40)
    settings = _run_settings("ru")
    assert settings.language_code == "ru" and settings.volume == 40
    assert settings.save()
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["language"] == "fr" and saved["volume"] == 40  # the file keeps the language chosen
    settings.language = "it"  # chosen in the window during the run: kept
    assert settings.save()
    assert json.loads(path.read_text(encoding="utf-8"))["language"] == "it"


def test_the_window_opens_in_the_language_given(piquet_home, tmp_path):
    path = write_settings(piquet_home, language="de")
    shot = tmp_path / "menu.png"
    assert main(["--lang", "ru", "--frames", "3", "--screenshot", str(shot), "--size", "960x600"]) == 0
    assert shot.stat().st_size > 1000
    assert json.loads(path.read_text(encoding="utf-8"))["language"] == "de"


def test_the_names_the_game_gives_are_said_in_the_language(tmp_path, capsys):
    """A record of the window's game keeps "You" and the level's name as given; the
    replay shows them in the language, and speaks of "you" with the verb of you."""
    rng = random.Random(4)
    game = Game.new(rng, players=("You", "Master"))
    while not game.is_over:
        game.play_random_deal(rng)
    path = tmp_path / "mine.json"
    path.write_text(dumps(game_to_record(game)), encoding="utf-8")
    assert main(["replay", "--lang", "fr", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Piquet Rubicon, Vous contre Maître" in out and "Master" not in out
    assert re.search(r"Résultat\u202f: (Vous gagnez|Maître gagne) la partie de \d+", out)
    assert main(["replay", str(path)]) == 0
    assert re.search(r"Result: (You win|Master wins) the partie by \d+", capsys.readouterr().out)
