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
    if (ROOT / "assets" / "sounds" / "__init__.py").exists():
        found.add("piquet_game.sounds")
    assert found == listed
    assert config["package-dir"] == {"piquet_game.seeds": "seeds", "piquet_game.sounds": "assets/sounds"}
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
