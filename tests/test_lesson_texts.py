"""The lessons in French, German, Italian and Russian: a text file a lesson and a
language beside its record (``seeds/tutorial/04-point.fr.json``), with the same steps
and the same keys as the English, nothing left in English, and the words of the
buttons as the buttons say them.  A text file that is missing or does not fit its
lesson is refused in one line and the lesson is taught in English.  A lesson taken
in the window in French (and German) shows its words, and follows a change of the
language.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from dataclasses import replace
from fnmatch import fnmatch
from pathlib import Path

import pytest

from piquet_game.i18n import Translator
from piquet_game.rules import Exchange, Play, parse_card, variant_named
from piquet_game.tutorial.lesson import (
    TEXT_FORMAT,
    TEXT_KEYS,
    TEXT_LIMIT,
    errors_notice,
    lesson_in,
    lessons_dir,
    load_lesson,
    load_lessons,
    text_path,
)
from piquet_game.tutorial.runner import Gate, LessonRun, describe, seat_names, walk
from piquet_game.variant_words import terms

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    tomllib = None

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT / "seeds" / "tutorial"
LESSON_FILES = sorted(p for p in SEEDS.glob("*.json") if "." not in p.stem)
LANGUAGES = ("fr", "de", "it", "ru")
#: Written with the lessons' machinery; the Italian and Russian texts come from another hand.
OWN = ("fr", "de")
#: Texts that are the same in every language: the game's own names.
WORDS_OF_ART = {"Picchetto"}
ENGLISH = {le.source: le for le in load_lessons()}


def english_of(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))["lesson"]


def texts_of(path: Path, language: str) -> dict | None:
    target = text_path(path, language)
    return json.loads(target.read_text(encoding="utf-8")) if target.exists() else None


def pairs(english: dict, texts: dict) -> list[tuple[str, str, str]]:
    """(where, English, translation) for every text of a lesson."""
    out = [("title", english["title"], texts["title"])]
    recap = zip(english["recap"], texts["recap"], strict=False)
    out += [(f"recap {n}", e, t) for n, (e, t) in enumerate(recap, 1)]
    for n, (e, t) in enumerate(zip(english["steps"], texts["steps"], strict=False), 1):
        for key in TEXT_KEYS:
            if key in e and key in t:
                out.append((f"step {n} {key}", e[key], t[key]))
        for key, text in e.get("mistakes", {}).items():
            if key in t.get("mistakes", {}):
                out.append((f"step {n} mistakes {key}", text, t["mistakes"][key]))
    return out


def present(language: str) -> list[Path]:
    return [p for p in LESSON_FILES if text_path(p, language).exists()]


# --------------------------------------------------------------------- the files


def test_there_are_sixteen_lessons_and_the_texts_are_not_lessons():
    assert len(LESSON_FILES) == 16 and len(ENGLISH) == 16
    errors: list[str] = []
    assert len(load_lessons(errors=errors)) == 16 and errors == []


@pytest.mark.parametrize("language", OWN)
def test_every_lesson_has_its_text(language):
    missing = [text_path(p, language).name for p in LESSON_FILES if not text_path(p, language).exists()]
    assert not missing, f"lesson texts missing: {', '.join(missing)}"


@pytest.mark.parametrize("language", [pytest.param(lang, id=f"{lang}-other-author") for lang in ("it", "ru")])
def test_every_lesson_has_its_text_in_italian_and_russian(language):
    """Written apart from the French and German: the files still missing are named."""
    missing = [text_path(p, language).name for p in LESSON_FILES if not text_path(p, language).exists()]
    assert not missing, f"{len(missing)} {language} lesson texts still missing: {', '.join(missing)}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_texts_load_with_no_error(language):
    """Every text file there is fits its lesson (the missing ones are named by the test above)."""
    errors: list[str] = []
    lessons = load_lessons(errors=errors, tr=Translator(language))
    missing = [text_path(p, language).name for p in LESSON_FILES if not text_path(p, language).exists()]
    refused = [e for e in errors if not any(e.startswith(name) for name in missing)]
    assert refused == []
    assert len(lessons) == 16 and all(le.language == language for le in lessons)
    by_source = {le.source: le for le in lessons}
    for path in present(language):
        lesson, texts = by_source[path.name], texts_of(path, language)
        assert lesson.title == texts["title"] and list(lesson.recap) == texts["recap"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_same_steps_and_keys_as_the_english(language):
    for path in present(language):
        english, texts = english_of(path), texts_of(path, language)
        name = text_path(path, language).name
        assert texts["format"] == TEXT_FORMAT and texts["language"] == language, name
        assert texts["lesson"] == english["id"], name
        assert len(texts["steps"]) == len(english["steps"]), name
        assert len(texts["recap"]) == len(english["recap"]), name
        for n, (e, t) in enumerate(zip(english["steps"], texts["steps"], strict=False), 1):
            keys = {k for k in TEXT_KEYS if k in e} | ({"mistakes"} if "mistakes" in e else set())
            assert set(t) == keys, f"{name}, step {n}: {sorted(t)} where the English has {sorted(keys)}"
            if "mistakes" in e:
                assert set(t["mistakes"]) == set(e["mistakes"]), f"{name}, step {n}: the mistakes' keys"
        for where, _, text in pairs(english, texts):
            assert isinstance(text, str) and text.strip(), f"{name}, {where}: not a text"


@pytest.mark.parametrize("language", LANGUAGES)
def test_nothing_is_left_in_english(language):
    left = [f"{text_path(p, language).name}, {where}: {e!r}"
            for p in present(language) for where, e, t in pairs(english_of(p), texts_of(p, language))
            if t == e and e.strip() and e not in WORDS_OF_ART]
    assert not left, "left in English:\n" + "\n".join(left)


def blanche_button(tr: Translator, points: int = 10) -> str:
    """The carte blanche button's words: the game's term for it in the language."""
    blanche = tr.ptr("term", terms(variant_named("rubicon")).blanche)
    return tr("Declare {blanche} ({points})").format(blanche=blanche, points=points)


def button_words(tr: Translator) -> list[tuple[re.Pattern, object]]:
    """The buttons a lesson names, as the table writes them (view/table.py): how each
    is found in an English text, and its words in ``tr``'s language."""
    return [
        (re.compile(r"Exchange (\d)"), lambda m: tr("Exchange {n}").format(n=int(m.group(1)))),
        (re.compile(r"Declare carte blanche \((\d+)\)"),
         lambda m: blanche_button(tr, int(m.group(1)))),
        (re.compile(r"Declare the cards raised"), lambda m: tr("Declare the cards raised")),
        (re.compile(r"Rest: left unseen"), lambda m: tr("Rest: left unseen")),
        (re.compile(r"Rest: shown to both"), lambda m: tr("Rest: shown to both")),
        (re.compile(r"\bGo on\b"), lambda m: tr("Go on")),
        (re.compile(r"\bShow me\b"), lambda m: tr("Show me")),
    ]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_buttons_are_named_as_they_say(language):
    """A text that tells the learner to press a button names it with the button's own
    words in that language (the main catalogue's)."""
    tr = Translator(language)
    wrong = []
    for path in present(language):
        for where, e, t in pairs(english_of(path), texts_of(path, language)):
            for pattern, words in button_words(tr):
                for m in pattern.finditer(e):
                    if words(m) not in t:
                        wrong.append(f"{text_path(path, language).name}, {where}: no {words(m)!r} in {t!r}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.slow
def test_the_button_words_are_the_tables():
    """The words the check above looks for are the buttons' own: the exchange's and
    the declaration's buttons as a French and a German table show them."""
    from ui_driver import card_pos, click, find_button, make_app, tick

    from piquet_game.view.tutorial import open_lesson

    for language, lesson_id in (("fr", "deal"), ("de", "point")):
        tr = Translator(language)
        app = make_app(animation="off", language=language)
        try:
            lesson = next(le for le in load_lessons(tr=tr) if le.id == lesson_id)
            scene = open_lesson(app, lesson)
            expected = reach_move(app, scene, tr)
            mask = expected.discard if isinstance(expected, Exchange) else expected.cards
            cards = [c for c in range(32) if mask >> c & 1]
            for card in cards:
                click(app, card_pos(scene, card))
            tick(app, 2)
            label = tr("Exchange {n}").format(n=len(cards)) if isinstance(expected, Exchange) \
                else tr("Declare the cards raised")
            assert find_button(app, label) is not None, (language, label, list(app.stack.top.buttons()))
            assert label in scene.run.step.text
        finally:
            app.close()


@pytest.mark.parametrize("language", OWN)
def test_the_carte_blanche_button_says_what_the_lesson_says(language, piquet_home):
    """Lesson 2 tells the learner to press the carte blanche button by its words."""
    from ui_driver import find_button, make_app

    from piquet_game.view.tutorial import open_lesson

    tr = Translator(language)
    app = make_app(animation="off", language=language)
    try:
        lesson = next(le for le in load_lessons(tr=tr) if le.id == "blanche")
        scene = open_lesson(app, lesson)
        reach_move(app, scene, tr)
        label = blanche_button(tr)
        assert label in scene.run.step.text
        assert find_button(app, label) is not None, f"the button says {list(app.stack.top.buttons())}"
    finally:
        app.close()


def test_pyproject_ships_the_text_files():
    if tomllib is None:
        pytest.skip("tomllib is Python 3.11+")
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    assert "piquet_game.seeds.tutorial" in config["packages"]
    assert config["package-dir"]["piquet_game.seeds"] == "seeds"
    patterns = config["package-data"]["piquet_game.seeds.tutorial"]
    texts = sorted(SEEDS.glob("*.*.json"))
    assert texts and all(any(fnmatch(p.name, pat) for pat in patterns) for p in texts)
    # and the game reads them where the package puts them
    shipped = {p.name for p in lessons_dir().glob("*.fr.json")}
    assert shipped == {text_path(p, "fr").name for p in LESSON_FILES}


# ------------------------------------------------------------ refused, in one line


@pytest.fixture
def one_lesson(tmp_path) -> Path:
    """A folder with lesson 1 and its French text."""
    shutil.copy(SEEDS / "01-deal.json", tmp_path / "01-deal.json")
    shutil.copy(SEEDS / "01-deal.fr.json", tmp_path / "01-deal.fr.json")
    return tmp_path


def french(folder: Path) -> tuple[list, list[str]]:
    errors: list[str] = []
    return load_lessons(folder, errors, Translator("fr")), errors


def test_the_french_text_is_taught(one_lesson):
    lessons, errors = french(one_lesson)
    assert errors == [] and len(lessons) == 1
    lesson, texts = lessons[0], texts_of(one_lesson / "01-deal.json", "fr")
    english = ENGLISH["01-deal.json"]
    assert lesson.language == "fr" and lesson.title == texts["title"]
    for step, en, t in zip(lesson.steps, english.steps, texts["steps"], strict=True):
        assert step.text == t.get("say", t.get(step.kind, ""))
        assert step.wrong == t.get("wrong", "") and step.why == t.get("why", "")
        # the same step of the same record: only the words differ
        assert (step.kind, step.show, step.target, step.until, step.begin, step.end) == \
            (en.kind, en.show, en.target, en.until, en.begin, en.end)
    assert walk(lesson).finished


def damage(folder: Path, change) -> None:
    path = folder / "01-deal.fr.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


def set_step_key(n: int, key: str, value) -> object:
    return lambda d: d["steps"][n].__setitem__(key, value)


REFUSALS = {
    "wrong lesson id": (lambda d: d.__setitem__("lesson", "point"), "point"),
    "wrong language": (lambda d: d.__setitem__("language", "de"), "de"),
    "not a lesson text": (lambda d: d.__setitem__("format", "piquet-record/1"), TEXT_FORMAT),
    "a step fewer": (lambda d: d["steps"].pop(), "8"),
    "a step more": (lambda d: d["steps"].append({"say": "Encore."}), "10"),
    "a recap line fewer": (lambda d: d["recap"].pop(), "2"),
    "a key more": (set_step_key(0, "why", "Pourquoi."), "l'étape 1"),
    "a key of another kind": (lambda d: d["steps"].__setitem__(2, {"say": "C.", "why": "N."}), "l'étape 3"),
    "a number for a text": (set_step_key(1, "deal", 12), "étape 2, 'deal'"),
    "a list for a text": (set_step_key(0, "say", ["Le piquet"]), "étape 1, 'say'"),
    "an empty text": (set_step_key(0, "say", "  "), "étape 1, 'say' est vide"),
    "a title that is not a text": (lambda d: d.__setitem__("title", None), "'title' n'est pas un texte"),
    "not an object": (lambda d: d.clear(), TEXT_FORMAT),
}


@pytest.mark.parametrize("change", REFUSALS, ids=list(REFUSALS))
def test_a_text_that_does_not_fit_is_refused_in_one_line(one_lesson, change):
    how, said = REFUSALS[change]
    damage(one_lesson, how)
    lessons, errors = french(one_lesson)
    assert len(lessons) == 1 and len(errors) == 1, errors
    line = errors[0]
    assert "\n" not in line and line.startswith("01-deal.fr.json\u202f: ") and said in line, line
    assert line.endswith("la leçon 1 est montrée en anglais.")  # said in the learner's language
    lesson = lessons[0]
    english = ENGLISH["01-deal.json"]
    assert lesson.title == english.title and lesson.steps == english.steps and lesson.recap == english.recap
    assert lesson.language == "fr"  # loaded for French: not read again at each look
    with pytest.raises(ValueError):  # without an errors list, refused as a lesson is
        load_lessons(one_lesson, tr=Translator("fr"))


def test_mistakes_other_than_the_lessons_are_refused(tmp_path):
    shutil.copy(SEEDS / "04-point.json", tmp_path)
    shutil.copy(SEEDS / "04-point.fr.json", tmp_path)
    path = tmp_path / "04-point.fr.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    step = next(s for s in data["steps"] if "mistakes" in s)
    step["mistakes"]["play AS"] = step["mistakes"].pop("point-suit")
    path.write_text(json.dumps(data), encoding="utf-8")
    lessons, errors = french(tmp_path)
    assert len(errors) == 1 and "04-point.fr.json" in errors[0] and lessons[0].title == "The point"


@pytest.mark.parametrize("how", ["missing", "not json", "not utf-8", "empty", "huge", "a folder", "a pipe"])
def test_a_file_that_cannot_be_read_is_refused_in_one_line(one_lesson, how):
    path = one_lesson / "01-deal.fr.json"
    path.unlink()
    if how == "not json":
        path.write_text('{"format": "piquet-lesson-text/1", "steps": [', encoding="utf-8")
    elif how == "not utf-8":
        path.write_bytes(b'{"title": "\xe9t\xe9"}')
    elif how == "empty":
        path.write_bytes(b"")
    elif how == "huge":
        path.write_bytes(b" " * (TEXT_LIMIT + 1) + b"{}")
    elif how == "a folder":
        path.mkdir()
    elif how == "a pipe":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no named pipes here")
        os.mkfifo(path)
    lessons, errors = french(one_lesson)
    assert len(lessons) == 1 and len(errors) == 1, errors
    assert "\n" not in errors[0] and errors[0].startswith("01-deal.fr.json\u202f: ")
    assert ("ce fichier n'existe pas" if how == "missing" else "il ne peut pas être lu") in errors[0]
    assert lessons[0].title == ENGLISH["01-deal.json"].title


def test_english_needs_no_text_file(one_lesson):
    (one_lesson / "01-deal.fr.json").write_text("not even JSON", encoding="utf-8")
    errors: list[str] = []
    lessons = load_lessons(one_lesson, errors)
    assert errors == [] and lessons[0].title == "The pack, the deal and the talon"
    assert lesson_in(lessons[0], one_lesson / "nowhere.json", Translator("en")).language == "en"


def test_a_broken_lesson_is_still_left_out_and_said_so(one_lesson):
    (one_lesson / "02-blanche.json").write_text("{", encoding="utf-8")
    lessons, errors = french(one_lesson)
    assert len(lessons) == 1 and len(errors) == 1
    assert errors[0].startswith("02-blanche.json") and errors[0].endswith("la leçon est laissée de côté.")
    notice = errors_notice(errors, Translator("fr"))
    assert notice.startswith("Un fichier de leçon n'a pas pu servir\u202f: 02-blanche.json")
    two = errors_notice(errors * 2, Translator("ru"))
    assert two.startswith("2 файла урока")


# ----------------------------------------------------------- the tutor's own words


def test_the_tutor_speaks_the_language():
    fr, de = Translator("fr"), Translator("de")
    qh = Play(parse_card("QH"))
    assert describe(qh, None, fr) == "jouer la dame de cœur"
    assert describe(Play(parse_card("AS")), None, fr) == "jouer l'as de pique"
    assert describe(qh, None, de) == "Herz-Dame spielen"
    discard = Exchange((1 << parse_card("7C")) | (1 << parse_card("8C")))
    assert describe(discard, None, fr) == "écarter le huit de trèfle et le sept de trèfle"
    assert describe(discard) == "discard the eight of clubs and the seven of clubs"
    lesson = ENGLISH["15-normand.json"]
    assert seat_names(lesson, "", fr)[lesson.seat] == "Vous"
    assert seat_names(ENGLISH["01-deal.json"], "", de) == ("Sie", "Lehrer")
    assert seat_names(ENGLISH["16-voleur.json"], "Ann", fr) == ("Sud", "Ann", "Nord", "Ouest")
    assert seat_names(ENGLISH["01-deal.json"], "Lehrer", de) == ("Sie", "Lehrer")
    assert seat_names(ENGLISH["01-deal.json"], "You", fr) == ("Vous", "Professeur")  # the default name


def test_a_wrong_move_is_explained_in_french():
    tr = Translator("fr")
    lesson = next(le for le in load_lessons(tr=tr) if le.id == "tricks")
    run = LessonRun(lesson, tr=tr)
    while run.gate() is not Gate.LEARNER:
        if run.gate() is Gate.READ:
            run.go_on()
        else:
            run.apply_next()
            run.sync()
    step = run.step
    verdict = run.judge(Play(parse_card("AS")))
    assert verdict is not None
    assert verdict.did == "Vous avez joué l'as de pique."
    assert verdict.why == step.mistakes["play AS"]
    assert verdict.right == "Jouer le sept de carreau."
    assert run.judge(Play(parse_card("7D"))) is None


# ------------------------------------------------------------------ in the window


def settle(app, scene, limit: int = 4000) -> str:
    """Tick until the lesson waits for the learner, or another scene is on top."""
    from ui_driver import tick

    for _ in range(limit):
        if app.stack.top is not scene:
            return app.stack.top.name
        if scene.is_idle() and not scene.deal_over and scene.gate in (Gate.READ, Gate.CLICK, Gate.LEARNER) \
                and (scene.gate is not Gate.LEARNER or scene.my_turn()):
            tick(app, 2)
            return scene.gate.value
        tick(app)
    raise AssertionError(f"the lesson never waited for the learner (gate {scene.gate})")


def reach_move(app, scene, tr: Translator):
    """Go on (with the button's words in ``tr``'s language) to the learner's next move."""
    from ui_driver import click, click_button

    for _ in range(100):
        where = settle(app, scene)
        if where == "learner":
            return scene.run.expected()
        if where == "click":
            click(app, scene.painter.highlight_rects((scene.run.step.target,))[0].center)
        else:
            assert click_button(app, tr("Go on")), list(app.stack.top.buttons())
    raise AssertionError("no move of the learner's")


@pytest.mark.slow
def test_a_lesson_in_french_shows_the_french_texts(piquet_home):
    from ui_driver import card_pos, click, click_button, find_button, make_app, tick

    from piquet_game.view.tutorial import TutorialMenuScene, lessons_of

    tr = Translator("fr")
    texts = texts_of(SEEDS / "01-deal.json", "fr")
    app = make_app(animation="off", language="fr")
    try:
        app.stack.replace(TutorialMenuScene(app))
        tick(app, 2)
        assert app.lesson_errors == [] and lessons_of(app)[0].title == texts["title"]
        assert click_button(app, "1. " + texts["title"])  # the menu lists the French titles
        scene = app.stack.top
        assert scene.name == "lesson" and scene.lesson.title == texts["title"]
        assert scene.run.game.players == ("Vous", "Professeur")
        seen = []
        for _ in range(60):
            where = settle(app, scene)
            if where == "lesson-end":
                break
            step = scene.run.step
            body, _ = scene.painter.lesson_rows()
            seen.append(" ".join(body))
            assert step.text == texts["steps"][scene.run.index].get("say",
                                                                     texts["steps"][scene.run.index].get(step.kind))
            if where == "read":
                assert click_button(app, tr("Go on"))
            elif where == "click":
                click(app, scene.painter.highlight_rects((step.target,))[0].center)
            else:
                expected = scene.run.expected()
                for card in range(32):
                    if expected.discard >> card & 1:
                        click(app, card_pos(scene, card))
                label = tr("Exchange {n}").format(n=expected.discard.bit_count())
                assert label in step.text and find_button(app, label) is not None
                assert click_button(app, label)
            tick(app, 2)
        end = app.stack.top
        assert end.name == "lesson-end" and list(end.lesson.recap) == texts["recap"]
        assert seen[0].startswith("Le piquet se joue à deux")
        assert find_button(app, tr("All lessons")) is not None
    finally:
        app.close()


@pytest.mark.slow
def test_a_wrong_move_in_french_and_a_change_of_language(piquet_home):
    from ui_driver import card_pos, click, make_app, tick

    tr = Translator("fr")
    app = make_app(animation="off", language="fr")
    try:
        from piquet_game.view.tutorial import lessons_of, open_lesson

        lesson = next(le for le in lessons_of(app) if le.id == "tricks")
        scene = open_lesson(app, lesson)
        expected = reach_move(app, scene, tr)
        wrong = next(c for c in scene.model.hand_cards() if c != expected.card)
        click(app, card_pos(scene, wrong))
        tick(app, 3)
        verdict = scene.verdict
        assert verdict is not None and verdict.right.startswith("Jouer ")
        _, answer = scene.painter.lesson_rows()
        assert answer[0][0] == "Pas tout à fait."
        step = scene.run.index
        # the language changes: the same step of the same lesson, in German
        app.set_language("de")
        tick(app, 2)
        german = texts_of(SEEDS / "08-tricks.json", "de")
        assert scene.lesson.title == german["title"] and scene.run.index == step
        assert scene.run.step.text == german["steps"][step]["do"]
        assert scene.lesson is scene.run.lesson and scene.run.tr.language == "de"
        assert all(le.language == "de" for le in lessons_of(app))
    finally:
        app.close()


@pytest.mark.slow
def test_the_lessons_menu_follows_the_language(piquet_home):
    from ui_driver import find_button, make_app, tick

    from piquet_game.view.tutorial import TutorialMenuScene

    app = make_app(animation="off", language="de")
    try:
        app.stack.replace(TutorialMenuScene(app))
        tick(app, 2)
        german = texts_of(SEEDS / "04-point.json", "de")["title"]
        assert find_button(app, "4. " + german) is not None
        app.set_language("fr")
        tick(app, 2)
        french_title = texts_of(SEEDS / "04-point.json", "fr")["title"]
        assert find_button(app, "4. " + french_title) is not None and find_button(app, "4. " + german) is None
    finally:
        app.close()


def test_a_refused_text_is_said_in_the_menu(piquet_home, tmp_path, monkeypatch):
    from ui_driver import make_app, tick

    import piquet_game.view.tutorial as tutorial_view
    from piquet_game.view.tutorial import TutorialMenuScene

    folder = tmp_path / "lessons"
    folder.mkdir()
    for path in LESSON_FILES[:2]:
        shutil.copy(path, folder)
        shutil.copy(text_path(path, "fr"), folder)
    (folder / "02-blanche.fr.json").write_text("[]", encoding="utf-8")
    real = tutorial_view.load_lessons
    monkeypatch.setattr(tutorial_view, "load_lessons", lambda **kw: real(folder, **kw))
    app = make_app(animation="off", language="fr")
    try:
        menu = TutorialMenuScene(app)
        app.stack.replace(menu)
        tick(app, 2)
        assert len(menu.lessons) == 2 and menu.lessons[1].title == ENGLISH["02-blanche.json"].title
        failed = "Un fichier de leçon n'a pas pu servir\u202f: 02-blanche.fr.json\u202f: "
        assert menu.error.startswith(failed)
        assert menu.lessons[0].title == texts_of(SEEDS / "01-deal.json", "fr")["title"]
    finally:
        app.close()


def test_a_lesson_made_without_files_is_english_and_keeps_its_words():
    lesson = load_lesson(SEEDS / "01-deal.json")
    assert lesson.language == "en"
    other = replace(lesson, title="x")
    assert lesson_in(other, SEEDS / "01-deal.fr.json", Translator("fr")).title == \
        texts_of(SEEDS / "01-deal.json", "fr")["title"]
