"""The package list in pyproject.toml covers every package, and the seed records
(the tutorial's lessons among them) and the sounds ship with the game."""

from __future__ import annotations

import sys
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    tomllib = None

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(tomllib is None, reason="tomllib is Python 3.11+")
def test_every_package_is_listed():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    listed = set(config["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "piquet_game").rglob("__init__.py")}
    found |= {"piquet_game.seeds" + "".join("." + part for part in p.parent.relative_to(ROOT / "seeds").parts)
              for p in (ROOT / "seeds").rglob("__init__.py")}
    for asset in ("sounds", "fonts"):
        if (ROOT / "assets" / asset / "__init__.py").exists():
            found.add(f"piquet_game.{asset}")
    assert found == listed
    assert config["package-dir"] == {"piquet_game.seeds": "seeds", "piquet_game.sounds": "assets/sounds",
                                     "piquet_game.fonts": "assets/fonts"}
    assert "*.json" in config["package-data"]["piquet_game.seeds.tutorial"]
    assert "*.wav" in config["package-data"]["piquet_game.sounds"]


def test_the_seeds_are_importable_as_a_package():
    from importlib import resources

    names = {p.name for p in resources.files("piquet_game.seeds.tutorial").iterdir()}
    assert any(n.endswith(".json") for n in names)
    assert {p.name for p in (ROOT / "seeds" / "tutorial").glob("*.json")} <= names


def test_the_sounds_are_importable_as_a_package():
    from importlib import resources

    names = {p.name for p in resources.files("piquet_game.sounds").iterdir()}
    assert {p.name for p in (ROOT / "assets" / "sounds").glob("*.wav")} <= names
    assert "LICENSE" in names


def test_the_font_ships_with_its_licence_and_draws_every_word_of_every_language():
    """Noto Sans, regular and bold, with the SIL Open Font License, in the package;
    every character of every translation (accents, Cyrillic, the typographer's quotes
    and dashes) has its glyph in it, in both weights."""
    from importlib import resources

    import pygame

    from piquet_game.i18n import AREAS, LANGUAGES
    from piquet_game.view.text import font_file

    names = {p.name for p in resources.files("piquet_game.fonts").iterdir()}
    assert {"NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "LICENSE"} <= names
    licence = (resources.files("piquet_game.fonts") / "LICENSE").read_text(encoding="utf-8")
    assert "SIL Open Font License" in licence
    sys.path.insert(0, str(ROOT / "tools"))
    import i18n_tool

    chars: set[str] = set()
    for code in LANGUAGES:
        if code == "en":
            continue
        for area in ("", *AREAS):
            for m in i18n_tool.load(code, area):
                strings = m.string if isinstance(m.string, tuple) else (m.string,)
                chars.update(c for s in strings if s for c in s if c.isprintable())
    for path in (ROOT / "seeds" / "tutorial").glob("*.*.json"):  # the lessons' own words
        chars.update(c for c in path.read_text(encoding="utf-8") if c.isprintable())
    assert {"é", "ü", "ß", "à", "œ", "ё", "Щ", "«", "„", "—", "×"} <= chars
    pygame.font.init()
    for bold in (False, True):
        font = font_file(18, bold)
        missing = [c for c in sorted(chars) if font.metrics(c)[0] is None]
        assert not missing, (bold, missing)
