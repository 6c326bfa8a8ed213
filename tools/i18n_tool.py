"""The game's catalogues of words (piquet_game/locale/*.po).

    python tools/i18n_tool.py update   # find every marked string; add the new ones to each
                                       # language (empty, to translate), drop the gone ones
    python tools/i18n_tool.py check    # every string translated in every language, with the
                                       # same {placeholders}; exit 1 and say what is missing
    python tools/i18n_tool.py missing fr   # the strings French lacks, one a line

Strings are marked by the calls ``tr(...)``, ``tr.ntr(singular, plural, n)`` and
``tr.ptr(context, text)`` (piquet_game/i18n.py); Babel reads them from the source.
"""

from __future__ import annotations

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

from piquet_game.i18n import KEYWORDS, LANGUAGES, SOURCE  # noqa: E402

LOCALE = ROOT / "piquet_game" / "locale"
PLACEHOLDER = re.compile(r"\{[a-z_]*\}")
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


def load(language: str) -> Catalog:
    path = LOCALE / f"{language}.po"
    if not path.exists():
        return Catalog(locale=language, project="piquet-game", fuzzy=False)
    with path.open("rb") as f:
        return read_po(f, locale=language)


def save(language: str, catalog: Catalog) -> None:
    name = LANGUAGES[language]
    catalog.header_comment = (f"# The words of the Piquet game in {name} ({language}).\n"
                              "# Written with tools/i18n_tool.py: run 'update' after marking new strings.")
    catalog.project, catalog.version = "piquet-game", "0.1.0"
    catalog.msgid_bugs_address = ""
    catalog.last_translator = "the piquet-game team"
    catalog.language_team = f"{name} <{language}>"
    catalog.creation_date = catalog.revision_date = FIXED_DATE  # no churn in the files
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, omit_header=False, sort_output=False, include_previous=False,
             no_location=True)
    (LOCALE / f"{language}.po").write_bytes(buffer.getvalue())


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
        for s in strings:
            if set(PLACEHOLDER.findall(s)) - wanted - set(PLACEHOLDER.findall(ids[0])):
                out.append(f"{language}: a placeholder not in the English: {key!r} -> {s!r}")
            elif wanted - set(PLACEHOLDER.findall(s)) - {"{n}"}:
                out.append(f"{language}: a placeholder left out: {key!r} -> {s!r}")
    return out


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else "check"
    tmpl = template()
    languages = [code for code in LANGUAGES if code != SOURCE]
    if command == "update":
        for language in languages:
            catalog = load(language)
            catalog.update(tmpl, no_fuzzy_matching=True)
            catalog.obsolete.clear()
            save(language, catalog)
        print(f"{len(tmpl)} strings; catalogues updated: {', '.join(languages)}")
        return 0
    if command == "missing":
        language = argv[2]
        for line in problems(language, load(language), tmpl):
            print(line)
        return 0
    found = [line for language in languages for line in problems(language, load(language), tmpl)]
    for line in found:
        print(line)
    print(f"{len(tmpl)} strings in {len(languages) + 1} languages: "
          + ("all translated" if not found else f"{len(found)} problems"))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
