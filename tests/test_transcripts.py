"""The commentary of seeded deals in each language against the reviewed transcripts
in tests/transcripts/ (see its README): a seeded Rubicon deal with a repique, the
score sheet and settlement of a whole partie, Picchetto's own words (Bianco, picca,
Va bene) and Russian Piquet's (the leza, the open capot).  Run as a script, it writes
the transcripts again, for review."""

from __future__ import annotations

import sys
from importlib import resources
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from piquet_game.commentary import Commentator  # noqa: E402
from piquet_game.i18n import LANGUAGES, Translator  # noqa: E402
from piquet_game.rules.record import loads  # noqa: E402
from piquet_game.scoresheet import deal_summary, partie_sheet  # noqa: E402

HERE = Path(__file__).resolve().parent / "transcripts"
#: The seeds told, each by the seat whose words are heard ("you").
SEEDS = (("example-3a-elder-repiques.json", 0), ("example-5b-partie-154-93-rubicon.json", 1),
         ("picchetto-p1-the-dealers-picca.json", 0), ("russian-r1-open-capot.json", 1),
         ("voleur-v1-v2-partnership-point-and-repique.json", 0))


def transcript(code: str) -> list[str]:
    """Every line the table says of the seeds, in the language ``code``."""
    tr = Translator(code)
    out: list[str] = []
    for name, viewer in SEEDS:
        game = loads((resources.files("piquet_game.seeds") / name).read_text(encoding="utf-8")).game
        out.append(f"## {name} ({game.players[viewer]})")
        speaker = Commentator(tuple(game.players), game.variant, viewer, tr)
        for log in game.history:
            for event in log.events:
                out += [line.text for line in speaker.lines(event)]
            if log.scores is not None:
                out += [f"  | {line.text}" for line in deal_summary(log, game.players, game.variant, tr)]
        sheet = partie_sheet(game, tr, viewer)
        out += [f"  = {sheet['headline']}", *(f"  = {line}" for line in sheet["lines"])]
    return out


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_commentary_reads_as_reviewed(code):
    path = HERE / f"{code}.txt"
    reviewed = path.read_text(encoding="utf-8").splitlines()
    said = transcript(code)
    assert len(said) > 150
    for i, (ours, theirs) in enumerate(zip(said, reviewed, strict=False)):
        assert ours == theirs, f"{path.name}, line {i + 1}"
    assert len(said) == len(reviewed)


def test_each_language_says_it_its_own_way():
    """The transcripts differ line by line from the English, but for the figures."""
    english = transcript("en")
    for code in LANGUAGES:
        if code == "en":
            continue
        said = transcript(code)
        same = [a for a, b in zip(said, english, strict=True) if a == b and not a.startswith("##")
                and any(c.isalpha() for c in a)]
        assert len(same) <= len(said) // 20, (code, same[:10])


if __name__ == "__main__":
    for code in LANGUAGES:
        (HERE / f"{code}.txt").write_text("\n".join(transcript(code)) + "\n", encoding="utf-8")
        print(f"wrote {HERE / (code + '.txt')}")
