"""Every game can do everything: tools/capabilities.py tries each capability of each
of the eight games (the computer at every level, a shared screen, the network's
words, the review, the terminal) and every cell of its table says yes; a
capability that fails is said, not raised."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import capabilities  # noqa: E402


@pytest.mark.slow
def test_every_game_has_every_capability(tmp_path):
    text, rows = capabilities.table(None)
    assert len(rows) == 8
    for title, row in rows.items():
        for column in capabilities.COLUMNS[:-1]:
            assert row[column] == "yes", (title, column, row[column])
    assert text.count("\n") == 9 and "| Ass (2 to 6) | yes | yes | yes | yes | yes |" in text


def test_a_capability_that_fails_is_said_and_the_ladder_is_read_from_its_files(tmp_path):
    assert capabilities.attempt(lambda: True) == "yes"
    assert capabilities.attempt(lambda: False) == "no"
    said = capabilities.attempt(lambda: 1 / 0)
    assert said.startswith("no (ZeroDivisionError")
    assert capabilities.ladder_cell(tmp_path, "normand") == "0 of 4 steps measured"
    for a in (2, 3, 4, 5):
        summary = {"a": a, "b": a - 1, "ci_low": -0.5 if a == 5 else 0.4}
        (tmp_path / f"normand-{a}-over-{a - 1}-seed1-n200.json").write_text(json.dumps(summary))
    assert capabilities.ladder_cell(tmp_path, "normand") == "measured; not above zero: 5 over 4"
