"""Figures of the package's structure, read from its source: what a newcomer meets.

    python tools/house.py            # the figures, a line each
    python tools/house.py --list     # and what each figure counts, place by place

- modules over 800 lines (the solver's hot loop is allowed to be);
- imports inside functions (each should say why on its line);
- import cycles: groups of modules that import each other, in a circle, at any depth
  (imports inside functions counted, since they only hide a circle; names imported
  only for annotations, under ``if TYPE_CHECKING:``, not: they never run);
- reads of the partie's shape (the variant's target, koroliks, games of a match, the
  number of deals, the settlement) outside the rules engine;
- the tables' reads of the whole game (``self.game``, ``controller.game``, ``g.``...) in
  the view's tables, their painters and the screens over them;
- places in the view that build another module's scene.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "piquet_game"
LONG = 800
ALLOWED_LONG = {"piquet_game/ai/solver.py"}  # the solver's hot loop, kept in one piece
SHAPE = re.compile(r"(?<!shape)\.(target|korolik|games_to_win|game_targets|target_at_deal_end|settlement"
                   r"|tie_deals|deals)\b(?!\s*=)")
TABLES = ("view/table.py", "view/table_input.py", "view/table_actions.py", "view/tablepaint.py",
          "view/panelpaint.py", "ass/view/table.py", "ass/view/paint.py", "ass/board.py",
          "view/summary.py", "view/privacy.py", "view/match.py", "view/match_words.py", "view/network.py",
          "view/tutorial.py")
# the game itself, however reached (``self.game``, ``controller.game``, ``table.game``, ``g.``);
# not the settings' chosen game (``settings.game()``) nor a module's name (``ass.game``)
WHOLE_GAME = re.compile(r"(?<!\bass)\.game\b(?!\()|\bg\.")


def modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def name_of(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def resolve(module: str, is_package: bool, node: ast.ImportFrom | ast.Import) -> list[str]:
    """The package's modules an import statement names (absolute names)."""
    if isinstance(node, ast.Import):
        return [a.name for a in node.names if a.name.startswith("piquet_game")]
    if node.level:
        base = module.split(".")
        base = base if is_package else base[:-1]
        base = base[: len(base) - (node.level - 1)]
        stem = ".".join(base + ([node.module] if node.module else []))
    else:
        stem = node.module or ""
    if not stem.startswith("piquet_game"):
        return []
    return [stem, *(f"{stem}.{a.name}" for a in node.names)]


class Walk(ast.NodeVisitor):
    def __init__(self) -> None:
        self.depth = 0
        self.imports: list[tuple[ast.Import | ast.ImportFrom, bool]] = []  # (node, inside a function)

    def visit_FunctionDef(self, node) -> None:
        self.depth += 1
        self.generic_visit(node)
        self.depth -= 1

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_If(self, node) -> None:
        """``if TYPE_CHECKING:`` imports never run: names for annotations only."""
        test = node.test
        if isinstance(test, ast.Name) and test.id == "TYPE_CHECKING" or \
                isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING":
            for child in node.orelse:
                self.visit(child)
            return
        self.generic_visit(node)

    def visit_Import(self, node) -> None:
        self.imports.append((node, self.depth > 0))

    def visit_ImportFrom(self, node) -> None:
        if node.module != "__future__":
            self.imports.append((node, self.depth > 0))


def graph(paths: list[Path]) -> tuple[dict[str, set[str]], list[str]]:
    """The import graph of the package's modules, and each import inside a function."""
    known = {name_of(p) for p in paths}
    edges: dict[str, set[str]] = defaultdict(set)
    inner: list[str] = []
    for path in paths:
        module = name_of(path)
        walk = Walk()
        source = path.read_text(encoding="utf-8")
        walk.visit(ast.parse(source))
        lines = source.splitlines()
        for node, inside in walk.imports:
            named = [t for t in resolve(module, path.name == "__init__.py", node)
                     if t in known and t != module]
            # "from package import module": the module, not the package's own names
            targets = [t for t in named if not any(o.startswith(t + ".") for o in named)] or named
            edges[module].update(targets)
            if inside:
                inner.append(f"{rel(path)}:{node.lineno}: {lines[node.lineno - 1].strip()}")
    return edges, inner


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges.get(root, ()))))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on.add(child)
                    work.append((child, iter(sorted(edges.get(child, ())))))
                    break
                if child in on:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        top = stack.pop()
                        on.discard(top)
                        group.append(top)
                        if top == node:
                            break
                    if len(group) > 1:
                        found.append(sorted(group))
    return found


def figures() -> dict[str, list[str]]:
    paths = modules()
    edges, inner = graph(paths)
    long = [f"{rel(p)}: {n} lines" for p in paths
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > LONG and rel(p) not in ALLOWED_LONG]
    circles = [f"{len(c)} modules: {', '.join(m.removeprefix('piquet_game.') for m in c)}"
               for c in cycles(edges)]
    shape = []
    for p in paths:
        if p.parent.name == "rules" or p.parent.name == "locale":
            continue
        for k, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1):
            if SHAPE.search(line) and ("variant" in line or "rules" in line or "v." in line):
                shape.append(f"{rel(p)}:{k}: {line.strip()}")
    whole = []
    for name in TABLES:
        path = PACKAGE / name
        if path.exists():
            whole += [f"piquet_game/{name}:{k}: {line.strip()}"
                      for k, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                      if WHOLE_GAME.search(line) and not line.lstrip().startswith(("from ", "import "))]
    scene_classes = {}
    for p in paths:
        if p.parent.name == "view":
            for node in ast.parse(p.read_text(encoding="utf-8")).body:
                if isinstance(node, ast.ClassDef) and node.name.endswith("Scene"):
                    scene_classes[node.name] = p
    built = []
    for p in paths:
        if p.parent.name != "view":
            continue
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id in scene_classes and scene_classes[node.func.id] != p:
                built.append(f"{rel(p)}:{node.lineno}: {node.func.id}")
    return {
        f"modules over {LONG} lines (the solver's hot loop apart)": long,
        "imports inside functions": inner,
        "import cycles": circles,
        "reads of the partie's shape outside rules/": shape,
        "reads of the whole game in the view's tables": whole,
        "places in the view building another module's scene": built,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="each place counted, under its figure")
    args = parser.parse_args(argv)
    for title, places in figures().items():
        print(f"{len(places):5d}  {title}")
        if args.list:
            for place in places:
                print(f"         {place}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
