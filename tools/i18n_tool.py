"""The game's catalogues of words (piquet_game/locale/*.po).

    python tools/i18n_tool.py update [AREA]  # find every marked string; add the new ones to each
                                       # language (empty, to translate), drop the gone ones;
                                       # with an area (main, book, teacher, hints) that one only
    python tools/i18n_tool.py check    # every string translated in every language, with the
                                       # same {placeholders}; exit 1 and say what is missing
    python tools/i18n_tool.py missing fr [AREA]  # the strings French lacks, one a line

Each area of the game (piquet_game/i18n.py AREAS: the rules book, the teacher, the
hints) has its own file a language, locale/<area>/<language>.po, beside the main
locale/<language>.po.

Strings are marked by the calls ``tr(...)``, ``tr.ntr(singular, plural, n)`` and
``tr.ptr(context, text)`` (piquet_game/i18n.py); Babel reads them from the source.
"""

from __future__ import annotations

import copy
import io
import re
import sys
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.extract import extract_from_dir  # noqa: E402
from babel.messages.pofile import read_po, write_po  # noqa: E402

from piquet_game.i18n import AREAS, KEYWORDS, LANGUAGES, SOURCE, area_of  # noqa: E402

LOCALE = ROOT / "piquet_game" / "locale"
#: The languages whose first plural form is said of one (or none) alone.
ONE_ALONE = ("fr", "de", "it")
PLACEHOLDER = re.compile(r"\{[a-z_]*(?=[:}])")  # a placeholder's name ({n:genitive} is {n)
FIXED_DATE = datetime(2026, 11, 26, tzinfo=timezone.utc)


def template() -> Catalog:
    """Every marked string of the package, with where it is."""
    catalog = Catalog(project="piquet-game", fuzzy=False)
    method_map = [("**.py", "python")]
    for filename, lineno, message, comments, context in extract_from_dir(
            str(ROOT / "piquet_game"), method_map=method_map, keywords=KEYWORDS,
            comment_tags=("i18n:",), strip_comment_tags=True):
        catalog.add(message, None, [(f"piquet_game/{filename}", lineno)], auto_comments=comments,
                    context=context)
    return catalog


def templates() -> dict[str, Catalog]:
    """The marked strings by area (``''``: the main catalogue): a string marked in
    files of one area only belongs to it, any other to the main one."""
    out = {area: Catalog(project="piquet-game", fuzzy=False) for area in ("", *AREAS)}
    for message in template():
        if not message.id:
            continue
        areas = {area_of(path) for path, _ in message.locations}
        area = areas.pop() if len(areas) == 1 else ""
        out[area].add(message.id, None, message.locations, auto_comments=message.auto_comments,
                      context=message.context)
    return out


def po_path(language: str, area: str = "") -> Path:
    return (LOCALE / area / f"{language}.po") if area else (LOCALE / f"{language}.po")


def load(language: str, area: str = "") -> Catalog:
    path = po_path(language, area)
    if not path.exists():
        return Catalog(locale=language, project="piquet-game", fuzzy=False)
    with path.open("rb") as f:
        return read_po(f, locale=language)


def save(language: str, catalog: Catalog, area: str = "") -> None:
    name = LANGUAGES[language]
    part = f", {area}" if area else ""
    catalog.header_comment = (f"# The words of the Piquet game in {name} ({language}{part}).\n"
                              "# Written with tools/i18n_tool.py: run 'update' after marking new strings.")
    catalog.project, catalog.version = "piquet-game", "0.1.0"
    catalog.msgid_bugs_address = ""
    catalog.last_translator = "the piquet-game team"
    catalog.language_team = f"{name} <{language}>"
    catalog.creation_date = catalog.revision_date = FIXED_DATE  # no churn in the files
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, omit_header=False, sort_output=False, include_previous=False,
             no_location=True)
    path = po_path(language, area)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buffer.getvalue())


def all_problems(language: str, tmpls: dict[str, Catalog] | None = None) -> list[str]:
    """What is wrong with every catalogue of one language."""
    tmpls = tmpls or templates()
    return [line for area, tmpl in tmpls.items() for line in problems(language, load(language, area), tmpl)]


def problems(language: str, catalog: Catalog, tmpl: Catalog) -> list[str]:
    """What is wrong with one language's catalogue against the template."""
    out = []
    for message in tmpl:
        if not message.id:
            continue
        have = catalog.get(message.id, context=message.context)
        key = message.id if isinstance(message.id, str) else message.id[0]
        if have is None or not have.string or (isinstance(have.string, tuple) and not all(have.string)):
            out.append(f"{language}: not translated: {key!r}")
            continue
        if have.fuzzy:
            out.append(f"{language}: fuzzy: {key!r}")
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = have.string if isinstance(have.string, tuple) else (have.string,)
        wanted = set(PLACEHOLDER.findall(ids[-1]))
        for index, s in enumerate(strings):
            # a plural's first form, said of one alone ("une mise"), may leave the count
            # out where the language keeps that form for one (not Russian: "21 ставку")
            alone = len(ids) > 1 and index == 0 and language in ONE_ALONE
            count = set(PLACEHOLDER.findall(ids[0])) if alone else set()
            if set(PLACEHOLDER.findall(s)) - wanted - set(PLACEHOLDER.findall(ids[0])):
                out.append(f"{language}: a placeholder not in the English: {key!r} -> {s!r}")
            elif wanted - set(PLACEHOLDER.findall(s)) - {"{n"} - count:
                out.append(f"{language}: a placeholder left out: {key!r} -> {s!r}")
    return out


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else "check"
    tmpls = templates()
    languages = [code for code in LANGUAGES if code != SOURCE]
    count = sum(len(t) for t in tmpls.values())
    only = argv[2] if command == "update" and len(argv) > 2 else None  # one area alone ("main": the main one)
    only = "" if only == "main" else only
    if only is not None and only not in tmpls:
        print(f"no area {only!r}: the areas are main, {', '.join(AREAS)}")
        return 2
    if command == "update":
        for language in languages:
            known = {}  # every translation of every area: a string moved between areas keeps its words
            for area in tmpls:
                for m in load(language, area):
                    if m.id and m.string:
                        known.setdefault((m.id, m.context), m)
            for area, tmpl in tmpls.items():
                if only is not None and area != only:
                    continue
                catalog = load(language, area)
                # a copy: a string new to the catalogue is the template's own message, which
                # would carry this language's words into the next language's catalogue
                catalog.update(copy.deepcopy(tmpl), no_fuzzy_matching=True)
                catalog.obsolete.clear()
                for m in catalog:
                    if m.id and not m.string and (m.id, m.context) in known:
                        m.string = known[(m.id, m.context)].string
                save(language, catalog, area)
        print(f"{count} strings; catalogues updated: {', '.join(languages)}")
        return 0
    if command == "missing":
        language = argv[2]
        area = argv[3] if len(argv) > 3 else None
        area = "" if area == "main" else area
        for line in all_problems(language, tmpls):
            if area is None or line in problems(language, load(language, area), tmpls[area]):
                print(line)
        return 0
    found = [line for language in languages for line in all_problems(language, tmpls)]
    for line in found:
        print(line)
    print(f"{count} strings in {len(languages) + 1} languages: "
          + ("all translated" if not found else f"{len(found)} problems"))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
