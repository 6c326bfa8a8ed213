"""The project's documents say everything themselves: the map of the package in
docs/ARCHITECTURE.md names every module under its package (a module added or split
without its line fails here), and every link of the README and docs/ leads to a
file of the repository."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def modules() -> set[tuple[str, str]]:
    """(package folder, module file) of every module of the package."""
    return {(p.parent.relative_to(ROOT).as_posix(), p.name)
            for p in (ROOT / "piquet_game").rglob("*.py") if "__pycache__" not in p.parts}


def mapped() -> set[tuple[str, str]]:
    """(package folder, module file) of every line of the map: ``- `name.py`: ...``
    under a heading ``### `piquet_game/...` ``."""
    found = set()
    folder = None
    for line in (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8").splitlines():
        heading = re.match(r"###\s+`(piquet_game(?:/[\w/]+?)?)/?`", line)
        if heading:
            folder = heading.group(1)
            continue
        if line.startswith("## "):
            folder = None
        item = re.match(r"-\s+`([\w]+\.py)`", line)
        if folder and item:
            found.add((folder, item.group(1)))
    return found


def test_the_architecture_maps_every_module_of_the_package():
    have, listed = modules(), mapped()
    assert len(listed) > 100  # the map was read, not skipped
    assert not have - listed, f"modules missing from docs/ARCHITECTURE.md: {sorted(have - listed)}"
    assert not listed - have, f"docs/ARCHITECTURE.md lists modules that are gone: {sorted(listed - have)}"


def test_every_link_of_the_documents_stays_in_the_repository():
    links = 0
    for doc in DOCS:
        text = doc.read_text(encoding="utf-8")
        assert "../shared" not in text, f"{doc.name} points outside the repository"
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text):
            if re.match(r"[a-z]+:", target):
                continue  # a web address, not a file of the repository
            links += 1
            path = (doc.parent / target).resolve()
            assert path.is_relative_to(ROOT), f"{doc.name}: {target} leaves the repository"
            assert path.exists(), f"{doc.name}: {target} is not a file of the repository"
    assert links >= 10
