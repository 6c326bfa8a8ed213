"""No words for the player bypass the catalogue: every string literal of the view,
the commentary and the vocabulary that reads as words (two words, or one capitalised
word) is the argument of a catalogue call (``tr``, ``ntr``, ``ptr``, ``N_``, or a
``Said``/``Reason`` made of a marked message), a docstring, an error raised for a
programmer, a key or a name the code compares, or it stands on a line that says why
it is not shown (a comment beginning ``i18n:``).  The rule is checked on the source
(Python's ``ast``), so a new English sentence drawn on the screen fails here before
a player sees it; and it is shown to catch one."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "piquet_game"
FILES = (sorted((ROOT / "view").glob("*.py")) + sorted((ROOT / "tutorial").glob("*.py"))
         + [ROOT / name for name in ("commentary.py", "vocabulary.py", "textplay.py", "store/files.py")])
CATALOGUE_CALLS = {"tr", "ntr", "ptr", "N_", "Said", "Reason"}
#: Calls whose string arguments are names, patterns or keys, never words shown.
NOT_SHOWN_CALLS = {"get", "getattr", "setattr", "hasattr", "startswith", "endswith", "split", "rsplit",
                   "join", "replace", "strip", "rstrip", "lstrip", "partition", "encode", "decode", "Color",
                   "Rect",
                   "zone", "position", "find", "removeprefix", "removesuffix", "warning", "error", "info",
                   "debug", "exception", "format_datetime", "format_date", "open", "files", "joinpath",
                   "set_caption", "resources", "image", "fromkeys", "index", "count", "load", "tween"}
#: Calls whose words argument (the second) is drawn: any literal there is shown.
DRAWN_CALLS = {"blit", "fitted", "fit", "wrap", "say_error", "say_notice", "button"}
WORDS = re.compile(r"[A-Za-z]{2,}[,.:;!?']?\s+[A-Za-z]{2,}|^[A-Z][a-z]{2,}[.!?]?$")


def _name(func: ast.expr) -> str:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def bypasses(source: str) -> list[tuple[int, str]]:
    """The literals of ``source`` that read as words and reach no catalogue: (line, text)."""
    tree = ast.parse(source)
    lines = source.splitlines()
    exempt: set[int] = set()
    drawn: set[int] = set()  # literals drawn as they are: English whatever their form

    def skip(node: ast.AST) -> None:
        exempt.update(id(n) for n in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                skip(body[0])
        elif isinstance(node, ast.Call) and _name(node.func) in CATALOGUE_CALLS:
            skip(node)
        elif isinstance(node, ast.Call) and _name(node.func) in NOT_SHOWN_CALLS:
            for arg in node.args:
                skip(arg)
        elif isinstance(node, ast.Call) and _name(node.func) in DRAWN_CALLS:
            shown = [a for a in node.args[:2] if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            drawn.update(id(a) for a in shown if re.search(r"[A-Za-z]{2,}", a.value))
        elif isinstance(node, (ast.Raise, ast.Assert, ast.Compare, ast.Subscript)):
            skip(node)
        elif isinstance(node, ast.Dict):
            for key in node.keys:
                if key is not None:
                    skip(key)
        elif isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__"
                                                    for t in node.targets):
            skip(node)
    found = []
    for node in ast.walk(tree):
        if id(node) in exempt:
            continue
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
        elif isinstance(node, ast.JoinedStr):
            text = " ".join(v.value for v in node.values
                            if isinstance(v, ast.Constant) and isinstance(v.value, str))
            if not re.search(r"[A-Za-z]{3,}", text):
                continue
        else:
            continue
        if not WORDS.search(text.strip()) and id(node) not in drawn:
            continue
        first, last = node.lineno, getattr(node, "end_lineno", node.lineno) or node.lineno
        said = " ".join(lines[first - 1:last])
        if "# i18n:" in said:
            continue
        if isinstance(node, ast.JoinedStr):
            exempt.update(id(v) for v in node.values)  # reported once, as the f-string
        found.append((first, text))
    return sorted(found)


@pytest.mark.slow
def test_no_words_for_the_player_bypass_the_catalogue():
    found = [f"{path.relative_to(ROOT)}:{line}: {text[:60]!r}"
             for path in FILES for line, text in bypasses(path.read_text(encoding="utf-8"))]
    assert len(FILES) > 20
    assert not found, "\n".join(found)


def test_the_rule_catches_words_drawn_past_the_catalogue():
    source = '''
def draw(self, surface):
    """A docstring is not shown."""
    self.text.blit(surface, f"Deal {self.number} is over", 12)
    self.text.blit(surface, self.tr("Deal {deal} is over").format(deal=1), 12)
    self.say_error("You may not play now")
    if kind == "partie-end":
        raise ValueError("no such zone: a programmer's error")
    label = N_("Marked where written")
    colour = {"Gold leaf": 1}["Gold leaf"]
    self.title = "Piquet"  # i18n: the game's name, the same in every language
    self.text.blit(surface, "oldest", 10)
    return "Exchange"
'''
    found = bypasses(source)
    assert [line for line, _text in found] == [4, 6, 12, 13], found
