"""A lesson: a game record with a ``lesson`` object that says what to teach on it.

The lessons live in ``seeds/tutorial/`` (shipped with the game as the package
``piquet_game.seeds``).  Each file is an ordinary ``piquet-record/1`` record, so
``piquet replay`` plays it; readers of records ignore the extra field::

    "lesson": {
      "id": "point",                 # stable name: the progress file uses it
      "title": "The point",
      "seat": 0,                     # the learner's seat; the tutor plays the others
      "start": {"deal": 0, "action": 0},   # optional: earlier moves are made silently
      "steps": [ ... ],
      "recap": ["two or three short lines"]
    }

Steps, in order (every step may have ``show``: what to highlight, a list of card
names such as ``"AS"`` and area names from :data:`AREAS`):

``{"say": text}``
    An explanation; the learner reads it and goes on.
``{"click": area, "say": text, "wrong": text}``
    The learner finds an area of the table by clicking it; ``wrong`` is said of a
    click elsewhere.
``{"deal": text}``
    The next deal of the record is dealt while the text is shown.
``{"do": text, "why": text, "mistakes": {key: text}}``
    The learner makes his next move of the record.  The tutor's moves before it are
    played first.  A different move is refused, with ``why`` (or the ``mistakes``
    text whose key is the wrong move's notation, such as ``"play KS"``, or the rule
    the engine says it breaks, such as ``"follow-suit"``) and the right move.
``{"watch": text, "until": n}``
    The moves of the record up to action ``n`` of this deal (not included; ``"end"``
    for the end of the deal) are made, the learner's for him, while the text is shown.

A record leaves out the answers that say no: "no carte blanche" and "no open capot"
(Russian Piquet asks both players, before the first lead, whether they announce
one).  The tutor gives them as the game asks; the learner's are made for him.  In a
game of koroliks (Russian Piquet) the players draw for the deal before each korolik:
the lesson's record says who dealt, and the run makes the draw come out so.

A lesson is checked when it is loaded: its record must replay, and each step must
fit the record (a ``do`` step must find a move of the learner's with only the
tutor's moves before it, and so on); :class:`LessonError` says what does not.

The lesson's words in another language are a file beside the record, named after it
with the language's code (``04-point.json``: ``04-point.fr.json``)::

    {
      "format": "piquet-lesson-text/1",
      "lesson": "point",             # the id of the lesson it translates
      "language": "fr",
      "title": "Le point",
      "steps": [{"say": "..."}, {"do": "...", "why": "...", "mistakes": {"play KS": "..."}}, ...],
      "recap": ["...", "..."]
    }

one object a step, in the order of the lesson's, with exactly the texts the step
has (``say``, ``wrong``, ``deal``, ``do``, ``why``, ``watch``, and ``mistakes`` with
the same keys), and as many recap lines.  :func:`load_lessons` given a translator
gives each lesson the words of its language; a text file that is missing or does
not fit its lesson is refused in one line among the errors, and that lesson is
taught in English.
"""

from __future__ import annotations

from dataclasses import replace
from importlib import resources
from pathlib import Path
from typing import Any

from ..common.names import printable, quoted
from ..i18n import ENGLISH, N_, SOURCE, Translator
from ..rules import DealCards, IllegalActionError, parse_card
from ..rules.cards import CardNameError
from ..rules.record import RecordError, action_from_json, parse_json, replay
from ..store.files import read_limited
from .runner import walk  # a lesson is only good if it can be taught to its end
from .steps import Item, Lesson, LessonError, Step

#: Areas of the table a step may highlight or ask the learner to click, with their
#: names (``tr(AREAS[name])`` in the language of the screen).
AREAS = {
    "pack": N_("the pack"),
    "talon": N_("the talon"),
    "talon-elder": N_("elder's five cards of the talon"),
    "talon-younger": N_("younger's three cards of the talon"),
    "hand": N_("your hand"),
    "opponent": N_("your opponent's hand"),
    "trick": N_("the trick in the middle"),
    "discards": N_("your discards"),
    "tricks": N_("the tricks won"),
    "scores": N_("the scores"),
    "commentary": N_("what the players say"),
}
STEP_KINDS = ("say", "click", "deal", "do", "watch")


def _text(obj: dict[str, Any], key: str, where: str, required: bool = True) -> str:
    value = obj.get(key, "")
    if not isinstance(value, str) or (required and not value.strip()):
        raise LessonError(f"{where}: {quoted(key)} must be a text")
    return value


def _show(obj: dict[str, Any], where: str) -> tuple[str, ...]:
    show = obj.get("show", [])
    if isinstance(show, str):
        show = [show]
    if not isinstance(show, list):
        raise LessonError(f"{where}: 'show' must be a list of cards and areas")
    out = []
    for name in show:
        if not isinstance(name, str):
            raise LessonError(f"{where}: 'show' must be a list of cards and areas")
        if name not in AREAS:
            try:
                parse_card(name)
            except CardNameError:
                raise LessonError(
                    f"{where}: cannot show {quoted(name)}: neither a card nor an area") from None
        out.append(name)
    return tuple(out)


def _step(obj: Any, where: str) -> Step:
    if not isinstance(obj, dict):
        raise LessonError(f"{where}: a step is an object")
    kinds = [k for k in ("click", "deal", "do", "watch") if k in obj]
    if len(kinds) > 1 or not kinds and "say" not in obj:
        raise LessonError(f"{where}: a step has one of {', '.join(STEP_KINDS)}")
    kind = kinds[0] if kinds else "say"
    show = _show(obj, where)
    if kind == "click":
        target = obj["click"]
        if target not in AREAS:
            raise LessonError(f"{where}: cannot click {quoted(target)}: not an area")
        return Step("click", _text(obj, "say", where), show, target=target,
                    wrong=_text(obj, "wrong", where))
    if kind == "deal":
        return Step("deal", _text(obj, "deal", where, required=False), show)
    if kind == "say":
        return Step("say", _text(obj, "say", where), show)
    if kind == "do":
        mistakes = obj.get("mistakes", {})
        if not isinstance(mistakes, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in mistakes.items()
        ):
            raise LessonError(f"{where}: 'mistakes' maps a move or a rule to a text")
        return Step("do", _text(obj, "do", where), show, why=_text(obj, "why", where),
                    mistakes=dict(mistakes))
    until = obj.get("until", "end")
    if until != "end" and (type(until) is not int or until < 0):
        raise LessonError(f"{where}: 'until' is an action index or \"end\"")
    return Step("watch", _text(obj, "watch", where, required=False), show,
                until=None if until == "end" else until)


def _items(record: dict[str, Any]) -> list[Item]:
    out: list[Item] = []
    for d, deal in enumerate(record["deals"]):
        hands = tuple(sum(1 << parse_card(c) for c in h) for h in deal["hands"])
        talon = tuple(parse_card(c) for c in deal["talon"])
        out.append(Item(d, -1, None, None, DealCards(hands, talon), deal["dealer"]))
        for j, obj in enumerate(deal["actions"]):
            seat, action = action_from_json(obj, d + 1, j, len(record["players"]))
            out.append(Item(d, j, seat, action))
    return out


def _start(lesson: dict[str, Any], items: list[Item], where: str) -> int:
    start = lesson.get("start", {"deal": 0, "action": 0})
    deal = start.get("deal", 0) if isinstance(start, dict) else None
    action = start.get("action", 0) if isinstance(start, dict) else None
    if type(deal) is not int or type(action) is not int or deal < 0 or action < 0:
        raise LessonError(f"{where}: 'start' is {{\"deal\": d, \"action\": a}}")
    for i, item in enumerate(items):
        if item.deal == deal and item.action is None:
            # action 0: the lesson opens before the deal is dealt
            count = sum(1 for it in items if it.deal == deal and it.action is not None)
            if action > count:
                raise LessonError(f"{where}: deal {deal + 1} has only {count} actions")
            return i if action == 0 else i + 1 + action
    raise LessonError(f"{where}: the record has no deal {deal + 1} to start at")


def _is_deal(items: list[Item], pos: int) -> bool:
    return pos < len(items) and items[pos].action is None


def _plan(steps: list[Step], items: list[Item], start: int, seat: int, where: str) -> list[Step]:
    """Give each step the span of record items it makes, checking it fits."""
    out: list[Step] = []
    pos = start
    for n, step in enumerate(steps, 1):
        here = f"{where}, step {n}"
        begin = pos
        if step.kind == "deal":
            if not _is_deal(items, pos):
                raise LessonError(f"{here}: the next thing in the record is not a deal")
            pos += 1
        elif step.kind in ("do", "watch"):
            if pos == 0 or _is_deal(items, pos):
                raise LessonError(f"{here}: the cards must be dealt first: add a deal step")
            deal = items[pos - 1].deal
            if step.kind == "do":
                j = pos
                while j < len(items) and not _is_deal(items, j) and items[j].seat != seat:
                    j += 1
                if j >= len(items) or _is_deal(items, j):
                    raise LessonError(f"{here}: the deal has no more moves of the learner's")
                pos = j + 1
            else:
                count = sum(1 for it in items if it.deal == deal and it.action is not None)
                current = items[pos].index if pos < len(items) and items[pos].deal == deal else count
                until = count if step.until is None else step.until
                if not current <= until <= count:
                    raise LessonError(
                        f"{here}: 'until' {until} is not between the next action ({current}) "
                        f"and the end of the deal ({count})"
                    )
                pos += until - current
        out.append(Step(step.kind, step.text, step.show, step.target, step.wrong, step.why,
                        step.mistakes, step.until, begin, pos))
    return out


def lesson_from_record(record: Any, source: str = "") -> Lesson:
    """Read and check the lesson in a record (a parsed JSON object)."""
    where = source or "lesson"
    try:
        replay(record)
    except RecordError as exc:
        raise LessonError(f"{where}: the record does not replay: {exc}") from None
    lesson = record.get("lesson")
    if not isinstance(lesson, dict):
        raise LessonError(f"{where}: the record has no 'lesson' object")
    lid = _text(lesson, "id", where)
    title = _text(lesson, "title", where)
    seat = lesson.get("seat", 0)
    seats = len(record.get("players", ()))
    if type(seat) is not int or not 0 <= seat < seats:
        raise LessonError(f"{where}: 'seat' is a seat of the record, 0 to {seats - 1}")
    number = lesson.get("number", 0)
    if type(number) is not int:
        raise LessonError(f"{where}: 'number' is a whole number")
    raw_steps = lesson.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise LessonError(f"{where}: 'steps' is a list of steps")
    recap = lesson.get("recap", [])
    if not isinstance(recap, list) or not all(isinstance(r, str) for r in recap) or not recap:
        raise LessonError(f"{where}: 'recap' is a list of lines")
    steps = [_step(obj, f"{where}, step {i}") for i, obj in enumerate(raw_steps, 1)]
    items = _items(record)
    start = _start(lesson, items, where)
    planned = _plan(steps, items, start, seat, where)
    result = Lesson(lid, number, title, seat, tuple(planned), tuple(recap), record, tuple(items), start,
                    source)
    try:
        walk(result)
    except (IllegalActionError, LessonError) as exc:
        raise LessonError(f"{where}: {exc}") from None
    return result


def load_lesson(path: Path | str) -> Lesson:
    path = Path(path)
    try:
        data = parse_json(read_limited(path).decode("utf-8"))
    except (OSError, ValueError) as exc:
        raise LessonError(f"{path.name}: cannot be read: {printable(str(exc), 200)}") from None
    return lesson_from_record(data, path.name)


def lessons_dir() -> Path:
    """Where the lessons are: ``seeds/tutorial`` (the package ``piquet_game.seeds``)."""
    return Path(str(resources.files("piquet_game.seeds") / "tutorial"))


def is_text_file(path: Path) -> bool:
    """Whether ``path`` is a lesson's words in a language (``04-point.fr.json``),
    not a lesson."""
    return "." in path.stem


def text_path(path: Path | str, language: str) -> Path:
    """Where the words in ``language`` of the lesson at ``path`` are."""
    path = Path(path)
    return path.with_name(f"{path.stem}.{language}.json")


def load_lessons(directory: Path | None = None, errors: list[str] | None = None,
                 tr: Translator | None = None) -> list[Lesson]:
    """Every lesson, in order of their numbers, in the language of ``tr`` (English
    if none).  A lesson that cannot be taught raises :class:`LessonError`, or,
    given an ``errors`` list, is left out and its error added to the list (the
    window shows the others).  A text file that cannot be used is treated in the
    same way, except that its lesson is kept, in English."""
    directory = directory or lessons_dir()
    tr = tr or ENGLISH
    lessons: list[Lesson] = []
    for path in sorted(directory.glob("*.json")):
        if is_text_file(path):
            continue
        try:
            lesson = load_lesson(path)
            if any(le.id == lesson.id for le in lessons):
                raise LessonError(f"{path.name}: another lesson has the id {quoted(lesson.id)}")
        except LessonError as exc:
            if errors is None:
                raise
            errors.append(tr("{error}; the lesson is left out.").format(error=exc))
            continue
        try:
            lesson = lesson_in(lesson, text_path(path, tr.language), tr)
        except LessonError as exc:
            if errors is None:
                raise
            errors.append(str(exc))
            lesson = replace(lesson, language=tr.language)
        lessons.append(lesson)
    return sorted(lessons, key=lambda lesson: (lesson.number, lesson.id))


# ------------------------------------------------------------- the words in a language

TEXT_FORMAT = "piquet-lesson-text/1"
#: The largest text file read: a lesson's words are some 10 KB.
TEXT_LIMIT = 256 * 1024
#: The keys of a step that hold its words ("mistakes" holds a text a key).
TEXT_KEYS = ("say", "wrong", "deal", "do", "why", "watch")


def _refused(tr: Translator, path: Path, lesson: Lesson, reason: str) -> LessonError:
    return LessonError(tr("{file}: {reason}; lesson {number} is shown in English.").format(
        file=path.name, reason=reason, number=lesson.number))


def _english_keys(raw: dict[str, Any]) -> list[str]:
    keys = [k for k in TEXT_KEYS if k in raw]
    return keys + ["mistakes"] if "mistakes" in raw else keys


def _string(value: Any, english: Any, tr: Translator, where: str) -> str:
    """A translated text: a string, not blank where the English is not."""
    if not isinstance(value, str):
        raise ValueError(tr("{where} is not a text").format(where=where))
    if not value.strip() and isinstance(english, str) and english.strip():
        raise ValueError(tr("{where} is empty").format(where=where))
    return value


def _texts(data: Any, lesson: Lesson, language: str, tr: Translator) -> Lesson:
    """The lesson with the words of ``data`` (a parsed text file); ValueError says
    what does not fit."""
    if not isinstance(data, dict) or data.get("format") != TEXT_FORMAT:
        raise ValueError(tr("it is not a lesson's text (format {format})").format(format=TEXT_FORMAT))
    if data.get("lesson") != lesson.id:
        raise ValueError(tr("it is the text of another lesson ({other}), not of {lesson}").format(
            other=printable(str(data.get("lesson")), 40), lesson=lesson.id))
    if data.get("language") != language:
        raise ValueError(tr("it is written in {other}, not in {language}").format(
            other=printable(str(data.get("language")), 40), language=language))
    raw = lesson.record["lesson"]
    title = _string(data.get("title"), raw["title"], tr, quoted("title"))
    steps = data.get("steps")
    if not isinstance(steps, list) or len(steps) != len(lesson.steps):
        count = len(steps) if isinstance(steps, list) else 0
        raise ValueError(tr.ntr("it has {count} step where the lesson has {steps}",
                                "it has {count} steps where the lesson has {steps}", count).format(
            count=count, steps=len(lesson.steps)))
    recap = data.get("recap")
    if not isinstance(recap, list) or len(recap) != len(lesson.recap):
        count = len(recap) if isinstance(recap, list) else 0
        raise ValueError(tr.ntr("it has {count} recap line where the lesson has {lines}",
                                "it has {count} recap lines where the lesson has {lines}", count).format(
            count=count, lines=len(lesson.recap)))
    recap = [_string(line, english, tr, tr("recap line {n}").format(n=n))
             for n, (line, english) in enumerate(zip(recap, lesson.recap, strict=True), 1)]
    out: list[Step] = []
    for n, (obj, step, english) in enumerate(zip(steps, lesson.steps, raw["steps"], strict=True), 1):
        keys = _english_keys(english)
        if not isinstance(obj, dict) or sorted(obj) != sorted(keys):
            got = ", ".join(sorted(printable(str(k), 20) for k in obj)) if isinstance(obj, dict) else ""
            raise ValueError(tr("step {step} has the texts {keys} where the lesson has {english}").format(
                step=n, keys=got or "-", english=", ".join(sorted(keys))))
        words = {k: _string(obj[k], english[k], tr, tr("step {step}, {key}").format(step=n, key=quoted(k)))
                 for k in keys if k != "mistakes"}
        mistakes = dict(step.mistakes)
        if "mistakes" in keys:
            given = obj["mistakes"]
            if not isinstance(given, dict) or sorted(given) != sorted(english["mistakes"]):
                raise ValueError(tr("step {step} explains other mistakes than the lesson's").format(step=n))
            mistakes = {k: _string(v, english["mistakes"][k], tr,
                                   tr("step {step}, {key}").format(step=n, key=f"'mistakes' {quoted(k)}"))
                        for k, v in given.items()}
        text = words.get("say" if step.kind in ("say", "click") else step.kind, step.text)
        out.append(replace(step, text=text, wrong=words.get("wrong", step.wrong),
                           why=words.get("why", step.why), mistakes=mistakes))
    return replace(lesson, title=title, steps=tuple(out), recap=tuple(recap), language=language)


def lesson_in(lesson: Lesson, path: Path | str, tr: Translator) -> Lesson:
    """``lesson`` with the words of the text file ``path`` in the language of ``tr``
    (for English, the lesson's own).  Raises :class:`LessonError`, in one line in
    that language, when the file is missing or does not fit the lesson."""
    path = Path(path)
    language = tr.language
    if language == SOURCE:
        return replace(lesson, language=language)
    try:
        data = parse_json(read_limited(path, TEXT_LIMIT).decode("utf-8"))
    except FileNotFoundError:
        raise _refused(tr, path, lesson, tr("there is no such file")) from None
    except (OSError, ValueError) as exc:
        reason = tr("it cannot be read ({error})").format(error=printable(str(exc), 120))
        raise _refused(tr, path, lesson, reason) from None
    try:
        return _texts(data, lesson, language, tr)
    except ValueError as exc:
        raise _refused(tr, path, lesson, str(exc)) from None


def errors_notice(errors: list[str], tr: Translator = ENGLISH) -> str:
    """What the lessons' menu says of the lesson files that could not be used."""
    if not errors:
        return ""
    if len(errors) == 1:
        return tr("A lesson file could not be used: {error}").format(error=errors[0])
    return tr.ntr("{n} lesson file could not be used; the first: {error}",
                  "{n} lesson files could not be used; the first: {error}", len(errors)).format(
        n=len(errors), error=errors[0])


__all__ = ["AREAS", "Lesson", "LessonError", "Step", "TEXT_FORMAT", "errors_notice", "lesson_in",
           "lesson_from_record", "load_lesson", "load_lessons", "text_path"]
