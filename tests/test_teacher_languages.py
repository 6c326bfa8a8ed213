"""The teacher in French, German, Italian and Russian: every worked example of the
seeds (each game: Rubicon, Piquet au cent, Russian Piquet, Picchetto, Contract
Piquet, Piquet Normand and the four-handed game) narrated in each language, line for
line with the English: every line translated (none the English of the same event),
no placeholder left, no English word; and the Russian counts in their plural forms."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from piquet_game.i18n import ENGLISH, Translator
from piquet_game.rules import Game
from piquet_game.rules.record import replay
from piquet_game.tutorial.table_teacher import TableTeacher
from piquet_game.tutorial.teacher import Note, Teacher

ROOT = Path(__file__).resolve().parents[1]
SEEDS = sorted((ROOT / "seeds").glob("*.json"))
LANGUAGES = ("fr", "de", "it", "ru")
VIEWERS = (None, 0, 1)
#: English words that have no business in a line of another language (the players'
#: names in the seeds are none of them).
ENGLISH_WORDS = re.compile(r"\b(the|and|of|you|your|with|trick|tricks|deal|deals|scores|reached|wins|"
                           r"elder|younger|leads?)\b")


def load(path: Path) -> Game:
    return replay(json.loads(path.read_text(encoding="utf-8"))).game


GAMES = [(path.name, load(path)) for path in SEEDS]


def narrate(game: Game, viewer: int | None, tr: Translator) -> list[list[Note]]:
    """The notes of every event of the partie, event by event."""
    kind = TableTeacher if game.variant.players > 2 else Teacher
    teacher = kind(game.players, game.variant, viewer, tr=tr)
    return [teacher.notes(e) for log in game.history for e in log.events]


def test_every_game_is_among_the_seeds():
    assert {game.variant.name for _, game in GAMES} >= {"rubicon", "au-cent", "russian", "picchetto",
                                                         "contract", "normand", "voleur"}


def test_english_is_the_default():
    for _, game in GAMES[:4]:
        kind = TableTeacher if game.variant.players > 2 else Teacher
        plain = kind(game.players, game.variant, 0)
        said = kind(game.players, game.variant, 0, tr=ENGLISH)
        for log in game.history:
            for e in log.events:
                assert plain.lines(e) == said.lines(e)


@pytest.mark.slow
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_line_is_translated(language):
    tr = Translator(language)
    checked = 0
    for name, game in GAMES:
        for viewer in VIEWERS:
            english = narrate(game, viewer, ENGLISH)
            translated = narrate(game, viewer, tr)
            assert len(english) == len(translated)
            for en, there in zip(english, translated, strict=True):
                # the same notes, about the same things, with the same figures
                assert [(n.kind, n.topic, n.points) for n in en] == \
                    [(n.kind, n.topic, n.points) for n in there], (name, viewer)
                for a, b in zip(en, there, strict=True):
                    if not a.text:
                        assert not b.text
                        continue
                    checked += 1
                    assert b.text != a.text, (language, name, a.text)
                    assert "{" not in b.text and "}" not in b.text, (language, name, b.text)
                    found = ENGLISH_WORDS.search(b.text)
                    assert found is None, (language, name, found and found.group(0), b.text)
                    assert "  " not in b.text and "None" not in b.text, (language, name, b.text)
                    # every figure of the English line is said in the translation too (a
                    # single card may be said by the singular alone)
                    for figure in set(re.findall(r"(?<![\d.])\d+(?!\d)", a.text)) - {"1"}:
                        assert re.search(rf"(?<![\d.]){figure}(?!\d)", b.text), (language, name, figure,
                                                                               a.text, b.text)
    assert checked > 500


def _russian_form(n: int) -> int:
    """0 for 1 (21, 31 ...), 1 for 2 to 4 (22 ...), 2 for the rest."""
    if n % 10 == 1 and n % 100 != 11:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


#: A count said in the nominative, and its noun's three forms.
_RUSSIAN_COUNTS = [
    (re.compile(r"(?:вы|Ann|Ben|Elder|Younger|Napoleon|Josephine|Nino|Dario) (\d+) (взятк[аи]|взяток)\b"),
     ("взятка", "взятки", "взяток")),
    (re.compile(r"Сыгран[оа] (\d+) (сдач[аи]?)\b"), ("сдача", "сдачи", "сдач")),
    (re.compile(r"снесл?[иа]? (\d+) (карт[уы]?)\b"), ("карту", "карты", "карт")),
]


def test_russian_counts_take_the_right_plural_form():
    tr = Translator("ru")
    seen: set[int] = set()
    for _, game in GAMES:
        for viewer in VIEWERS:
            for notes in narrate(game, viewer, tr):
                for note in notes:
                    for pattern, forms in _RUSSIAN_COUNTS:
                        for number, noun in pattern.findall(note.text):
                            n = int(number)
                            assert noun == forms[_russian_form(n)], (n, noun, note.text)
                            seen.add(_russian_form(n))
    assert seen == {0, 1, 2}  # 1, 2 to 4 and 5 or more were all said
    # and each count the teacher says, for 1, 2 and 5
    said = {n: tr.ntr("you {n} trick", "you {n} tricks", n).format(n=n) for n in (1, 2, 5)}
    assert said == {1: "вы 1 взятка", 2: "вы 2 взятки", 5: "вы 5 взяток"}
    deals = [tr.ntr("After {n} deal of {deals}, the totals: {scores}.",
                    "After {n} deals of {deals}, the totals: {scores}.", n).format(n=n, deals=6, scores="")
             for n in (1, 2, 5)]
    assert [d.split(" из ")[0] for d in deals] == ["Сыграна 1 сдача", "Сыграно 2 сдачи", "Сыграно 5 сдач"]
    cards = [tr.ntr("Younger's exchange: you took {n} card from the talon.",
                    "Younger's exchange: you took {n} cards from the talon.", n).format(n=n)
             for n in (1, 2, 5)]
    assert [c.rsplit(" ", 2)[-2:] for c in cards] == [["1", "карту."], ["2", "карты."], ["5", "карт."]]


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_game_speaks_its_own_words(language):
    """Picchetto's words in every language (its answers glossed where they are not the
    language's own), Russian Piquet's leza; the usual words elsewhere."""
    tr = Translator(language)
    texts = {name: " ".join(n.text for notes in narrate(game, 0, tr) for n in notes) for name, game in GAMES}
    picchetto = texts["picchetto-p1-the-dealers-picca.json"]
    assert "Va bene" in picchetto or "Non basta" in picchetto
    assert "Partita" in texts["picchetto-p2-ripicca-and-the-bellas-221.json"]
    leza = {"fr": "leza", "de": "Leza", "it": "leza", "ru": "леза"}[language]
    assert leza in texts["russian-r2-pique-despite-a-lost-trick.json"]
    assert leza not in texts["example-1-elder-170.json"]
