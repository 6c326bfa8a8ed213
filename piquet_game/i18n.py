"""The game in the languages of its players: English, French, German, Italian and
Russian.

Every word a player sees is looked up in a gettext catalogue, one PO file a language
in ``piquet_game/locale/`` (English is the source language: its words are the keys).
The catalogues are read with Babel and compiled in memory, so no build step is
needed; Babel also writes each language's plural rule into its catalogue from the
Unicode CLDR data, so "1 очко, 2 очка, 5 очков" comes out right in Russian.  Numbers
said aloud ("quarante-neuf", "neunundvierzig", "сорок девять") come from num2words.

A :class:`Translator` is a plain object: the application holds the one of the
language chosen and hands it to what speaks (the scenes, the commentary, the
teacher); changing the language makes a new one, and the scenes redraw with it.
Strings are marked for ``tools/i18n_tool.py`` by the names of the calls:
``tr("Resume")``, ``tr.ntr("{n} card", "{n} cards", n)`` and
``tr.ptr("context", "text")`` (with ``self.tr`` in a scene).
"""

from __future__ import annotations

import gettext
import io
import locale
import os
from collections.abc import Mapping
from functools import lru_cache
from importlib import resources

#: The languages of the game, each named in itself.
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français", "de": "Deutsch", "it": "Italiano",
                             "ru": "Русский"}
SOURCE = "en"
#: How tools/i18n_tool.py finds the marked strings: the call names and their arguments.
KEYWORDS = {"tr": None, "ntr": (1, 2), "ptr": ((1, "c"), 2), "N_": None}
CATALOGUE_LIMIT = 4_000_000  # bytes: a catalogue larger than this is not one of ours
#: Whether a player who has not chosen a language gets his system's (when it is one
#: of the five; else English).  The catalogues cover every word of the game.
SYSTEM_DEFAULT = True


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language of the system when it is one of the game's, else English: the
    first of ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set, then
    the locale Python sees."""
    env = os.environ if environ is None else environ
    candidates: list[str] = []
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            candidates.extend(value.split(":"))
    if environ is None:
        try:
            code = locale.getlocale()[0]
        except ValueError:
            code = None
        if code:
            candidates.append(code)
    for value in candidates:
        code = value.strip().lower()[:2]
        if code in LANGUAGES:
            return code
        if value.strip() and value.strip().upper() not in ("C", "POSIX"):
            break  # the first language the system names, even one the game does not speak
    return SOURCE


#: The catalogue's areas: each is a PO file of its own a language
#: (``locale/<area>/<language>.po``), so the words of one part of the game can be
#: written without touching another's; a string belongs to the area of the files
#: that mark it (to the main catalogue, ``locale/<language>.po``, when any other file
#: marks it too).  Paths are inside the package.
AREAS: dict[str, tuple[str, ...]] = {
    "book": ("book/", "ass/book.py"),
    "teacher": ("tutorial/teacher/", "tutorial/table_teacher.py"),
    "hints": ("ai/", "ass/ai/", "ass/words.py"),
    "lessons": ("tutorial/lesson.py", "tutorial/runner.py", "tutorial/progress.py"),
    "terminal": ("textplay.py", "cli/", "ass/cli.py", "ass/textplay.py"),
}


def area_of(path: str) -> str:
    """The area of a source file (``''``: the main catalogue), from its path inside the
    package (``book/rubicon.py``, ``ai/table.py``)."""
    path = path.replace("\\", "/").removeprefix("piquet_game/")
    for area, prefixes in AREAS.items():
        if any(path == p or (p.endswith("/") and path.startswith(p)) for p in prefixes):
            return area
    return ""


def catalogue_texts(language: str) -> list[str]:
    """The PO files of ``language`` as text, the main one first, then each area's
    (none for English, or for a file that is missing)."""
    if language == SOURCE:
        return []
    root = resources.files("piquet_game.locale")
    out = []
    total = 0
    for where in ("", *AREAS):
        path = (root / where / f"{language}.po") if where else (root / f"{language}.po")
        try:
            data = path.read_bytes()
        except (OSError, FileNotFoundError):
            continue
        total += len(data)
        if total > CATALOGUE_LIMIT:
            raise ValueError(f"the {language} catalogues are larger than {CATALOGUE_LIMIT} bytes")
        out.append(data.decode("utf-8"))
    return out


@lru_cache(maxsize=len(LANGUAGES))
def _translations(language: str) -> gettext.NullTranslations:
    """The compiled catalogues of ``language``, every area in one (the identity for
    English)."""
    texts = catalogue_texts(language)
    if not texts:
        return gettext.NullTranslations()
    from babel.messages.mofile import write_mo  # Babel's catalogue reader: loaded for a translation only
    from babel.messages.pofile import read_po  # (English, the game's own words, never needs it)

    catalog = read_po(io.StringIO(texts[0]), locale=language)
    for text in texts[1:]:
        for message in read_po(io.StringIO(text), locale=language):
            if message.id and catalog.get(message.id, context=message.context) is None:
                catalog[message.id] = message
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


def N_(message: str) -> str:
    """Marks ``message`` for the catalogue where it is written, to be translated
    where it is shown (a table of words defined once: ``tr(label)`` there)."""
    return message


#: The inflections a translation may ask of a number in words, as num2words names them
#: (Russian: "после {n:genitive} сдач", "{n:feminine} карта").
_CASES = ("nominative", "genitive", "dative", "accusative", "instrumental", "prepositional")
_GENDERS = {"masculine": "m", "feminine": "f", "neuter": "n"}


@lru_cache(maxsize=4096)
def _words(n: int, language: str, case: str = "", gender: str = "", ordinal: bool = False) -> str:
    from num2words import num2words  # type: ignore[import-untyped]  # loads every language: see warm_numbers

    extra = {"to": "ordinal"} if ordinal else {}
    if language == "ru":  # the one language of the game whose numbers decline
        extra.update((k, v) for k, v in (("case", case), ("gender", gender)) if v)
    return str(num2words(n, lang=language, **extra))


def warm_numbers() -> None:
    """Load what says numbers in words (the first number said loads every language of
    ``num2words``: a fifth of a second, once).  The window calls it on a thread of its
    own as it opens (:meth:`App._warm`), so no frame of the table waits for it."""
    _words(1, SOURCE)


@lru_cache(maxsize=len(LANGUAGES))
def _decimal_sign(language: str) -> str:
    from babel.numbers import get_decimal_symbol  # Babel's locale data: loaded for a decimal said only

    try:
        return str(get_decimal_symbol(language))
    except Exception:  # noqa: BLE001 - a language Babel does not know: the figure as written
        return "."


class Spoken(str):
    """A number in words (``str``: ``"forty-nine"``) that a translation may inflect
    with a format spec: ``{n:genitive}``, ``{n:feminine}``, ``{n:accusative,feminine}``,
    ``{n:ordinal,feminine}`` ("первая"), in figures, ``{n:digits}``, or with a
    capital, ``{n:capital}`` (a spec the language does not need is ignored)."""

    value: int
    language: str

    def __new__(cls, n: int, language: str = SOURCE) -> Spoken:
        self = super().__new__(cls, _words(n, language))
        self.value, self.language = n, language
        return self

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self)
        words = [w.strip() for w in spec.split(",")]
        if "digits" in words:  # the figure, where the language writes it so ("Donne 3")
            return str(self.value)
        if words == ["capital"]:  # at the head of a sentence ("Sixty more")
            return self[:1].upper() + self[1:]
        case = next((w for w in words if w in _CASES), "")
        gender = next((_GENDERS[w] for w in words if w in _GENDERS), "")
        return _words(self.value, self.language, case, gender, "ordinal" in words)


#: a label and its words: the colon set as each language sets it
LABELLED = N_("{label}: {words}")


class Translator:
    """The words of one language.  ``tr("Resume")`` is its text; ``tr.ntr`` chooses
    the plural form for a count; ``tr.ptr`` tells apart one English word meant two
    ways; ``tr.number(49)`` says a number in words."""

    def __init__(self, language: str = SOURCE) -> None:
        self.language = language if language in LANGUAGES else SOURCE
        self._t = _translations(self.language)

    def __call__(self, message: str) -> str:
        return self._t.gettext(message)

    def ntr(self, singular: str, plural: str, count: int) -> str:
        return self._t.ngettext(singular, plural, count)

    def ptr(self, context: str, message: str) -> str:
        return self._t.pgettext(context, message)

    def labelled(self, label: str, words: str) -> str:
        """``words`` after ``label`` and a colon, as the language sets a colon (in
        French, after a narrow no-break space): "Ben: Point of five."."""
        return self(LABELLED).format(label=label, words=words)

    def decimal(self, value: float, spec: str = ".1f") -> str:
        """A number with decimals as this language writes it (``spec`` as Python's
        format): ``3.4`` in English, ``3,4`` in French, German, Italian and Russian
        (the decimal sign from Babel's CLDR data)."""
        text = format(value, spec)
        return text.replace(".", _decimal_sign(self.language)) if "." in text else text

    def number(self, n: int) -> Spoken:
        """``n`` in words, as a player of this language says it (a :class:`Spoken`: a
        translation may ask for it inflected, ``{n:genitive}``)."""
        return Spoken(n, self.language)

    @property
    def name(self) -> str:
        """The language's own name for itself."""
        return LANGUAGES[self.language]


class Said(str):
    """Words made where no language is known (a notice of the files, in the part of
    the game that has no screen): the English as a ``str``, and what makes it — a
    catalogue message marked with ``N_`` and its values — so that a screen says it in
    its own language with :func:`say`.  A value that is itself ``Said`` is said in
    that language too."""

    message: str
    values: dict

    def __new__(cls, message: str, /, **values) -> Said:
        english = message.format(**values) if values else message
        self = super().__new__(cls, english)
        self.message, self.values = message, values
        return self

    def words(self, tr: Translator) -> str:
        values = {k: say(v, tr) for k, v in self.values.items()}
        text = tr(self.message)
        return text.format(**values) if values else text


def say(words: object, tr: Translator) -> str:
    """``words`` in the language of ``tr``: a :class:`Said` in its words, anything
    else as it is (a name, or words made already in a language)."""
    return words.words(tr) if isinstance(words, Said) else str(words)


#: The words as written (English): the ``tr`` of a function given none.
ENGLISH = Translator()


__all__ = ["AREAS", "ENGLISH", "LANGUAGES", "N_", "SOURCE", "Said", "Spoken", "Translator", "say",
           "system_language"]
