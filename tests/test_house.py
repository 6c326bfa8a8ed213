"""The house's structure, read from its source (``tools/house.py``): no import cycle
between any two modules of the package, the imports of the registries of the games
included (the import contracts set those aside at the top only); few imports inside
functions, each with its reason on its line; no module over 800 lines but the
solver's hot loop."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def house():
    spec = importlib.util.spec_from_file_location("house_figures", ROOT / "tools" / "house.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("house_figures", module)
    spec.loader.exec_module(module)
    return module


def test_the_cycle_finder_finds_a_circle():
    h = house()
    assert h.cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert h.cycles({"a": {"b"}, "b": set(), "c": {"a", "b"}}) == []


def test_no_import_cycle_between_any_two_modules():
    h = house()
    edges, _ = h.graph(h.modules())
    assert len(edges) > 150  # the package was read, not skipped
    # the registries of the games do reach Ass's package, and its screens the window's
    assert "piquet_game.ass.view.family" in edges["piquet_game.view.families"]
    assert "piquet_game.view.family" in edges["piquet_game.ass.view.family"]
    assert h.cycles(edges) == []


def test_few_imports_inside_functions_each_with_its_reason():
    h = house()
    _, inner = h.graph(h.modules())
    assert len(inner) < 20, inner
    for line in inner:
        assert "#" in line.split(": ", 1)[1], f"no reason given: {line}"


def test_no_module_over_800_lines_but_the_solver():
    figures = house().figures()
    assert figures["modules over 800 lines (the solver's hot loop apart)"] == []
