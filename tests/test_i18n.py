"""The game's words in five languages (piquet_game/i18n.py): every string marked in
the source translated in every catalogue, with the same placeholders (no word falls
back to English at run time); plural forms by each language's rule (Russian's three);
numbers in words from num2words; the system's language as the default; and in the
window, a change of language applied at once to the screen shown, every button's
words inside the button at 960x600 and 1920x1080.  Screenshots go to
tests/output/screenshots/languages/ (look at them)."""

from __future__ import annotations

import random
import sys

import pytest
from ui_driver import ROOT, SHOTS, Drawn, make_app, tick

sys.path.insert(0, str(ROOT / "tools"))

import i18n_tool  # noqa: E402

from piquet_game.i18n import LANGUAGES, SOURCE, Translator, system_language  # noqa: E402
from piquet_game.settings import Settings  # noqa: E402
from piquet_game.view.gamechoice import GameChoiceScene  # noqa: E402
from piquet_game.view.menu import MenuScene  # noqa: E402
from piquet_game.view.seats import TableSeatsScene  # noqa: E402
from piquet_game.view.settings_screen import SettingsScene  # noqa: E402
from piquet_game.view.tutorial import TutorialMenuScene  # noqa: E402

OUT = SHOTS / "languages"
OTHERS = [code for code in LANGUAGES if code != SOURCE]


@pytest.fixture(scope="module")
def template():
    return i18n_tool.template()


@pytest.mark.slow
def test_every_marked_string_is_translated_in_every_language(template):
    assert len(template) > 50
    problems = [line for code in OTHERS for line in i18n_tool.all_problems(code)]
    assert not problems, problems[:10]


@pytest.mark.slow
@pytest.mark.parametrize("code", OTHERS)
def test_no_translation_is_the_english_left_in_place(code, template):
    """A catalogue's words are its language's: only words that are the same in both
    (a name, "Picchetto", "Animation", "Volume") equal the English, one in fifteen
    at most."""
    t = Translator(code)
    same = [m.id for m in template if isinstance(m.id, str) and m.id
            and (t.ptr(m.context, m.id) if m.context else t(m.id)) == m.id]
    assert len(same) <= len(template) // 15, same
    # no sentence left in English (a pattern of placeholders or of punctuation may read the
    # same, and the game's own words: "Piquet au cent", Picchetto's answers in Italian)
    own = {"Piquet au cent", "Va bene", "Non basta"}
    assert all(" " not in word or "{" in word or word in own or not word.strip(" ;,.:")
               for word in same), same


def test_the_language_is_looked_up_not_the_english_returned():
    for code, word in (("fr", "Règles"), ("de", "Regeln"), ("it", "Regole"), ("ru", "Правила"),
                       ("en", "Rules")):
        assert Translator(code)("Rules") == word


@pytest.mark.parametrize("count,form", [(1, "человек"), (2, "человека"), (4, "человека"), (5, "человек"),
                                        (11, "человек"), (21, "человек"), (22, "человека"), (25, "человек")])
def test_russian_has_three_plural_forms(count, form):
    t = Translator("ru")
    said = t.ntr("Start the partie ({n} person)", "Start the partie ({n} people)", count).format(n=count)
    assert said == f"Начать партию ({count} {form})"


@pytest.mark.parametrize("code,one,two", [("en", "person", "people"), ("fr", "personne", "personnes"),
                                          ("de", "Mensch", "Menschen"), ("it", "persona", "persone")])
def test_two_plural_forms_elsewhere(code, one, two):
    t = Translator(code)
    words = [t.ntr("Start the partie ({n} person)", "Start the partie ({n} people)", n).format(n=n)
             for n in (1, 2, 3)]
    assert words[0].endswith(f"1 {one})") and words[1].endswith(f"2 {two})")
    assert words[2].endswith(f"3 {two})")


@pytest.mark.parametrize("code,words", [("en", "forty-nine"), ("fr", "quarante-neuf"),
                                        ("de", "neunundvierzig"), ("it", "quarantanove"),
                                        ("ru", "сорок девять")])
def test_numbers_are_said_in_each_language(code, words):
    assert Translator(code).number(49) == words


def test_the_systems_language_is_the_default_when_the_game_speaks_it():
    assert system_language({"LANG": "fr_FR.UTF-8"}) == "fr"
    assert system_language({"LANGUAGE": "de_AT:en", "LANG": "fr_FR.UTF-8"}) == "de"
    assert system_language({"LC_ALL": "ru_RU.UTF-8"}) == "ru"
    assert system_language({"LANG": "es_ES.UTF-8"}) == "en"  # not one of the five: English
    assert system_language({"LANG": "C"}) == "en"
    assert system_language({}) == "en"


def test_a_games_sentence_follows_its_options_in_every_language():
    """The numbers an option changes are put right in the translated sentence, and
    a clause an option changes is the translated clause."""
    from piquet_game.rules.variant import VARIANTS
    from piquet_game.variant_words import blurb_words, game_words

    au_cent = VARIANTS["au-cent"].with_options(target=150)
    picchetto = VARIANTS["picchetto"].with_options(must_head_trick=False)
    for code in LANGUAGES:
        t = Translator(code)
        said = blurb_words(au_cent, t)
        assert "150" in said and "75" in said and "100" not in said, (code, said)
        assert said != blurb_words(au_cent)  or code == "en"
        head = blurb_words(picchetto, t)
        assert t("the card led need not be headed") in head, (code, head)
        assert t("the card led must be headed when it can") not in head
        assert game_words(au_cent, tr=t) == f"{t('Piquet au cent')}, {t('to {value}').format(value=150)}"


def test_the_language_setting_is_kept_and_a_bad_one_refused(piquet_home):
    s = Settings.load()
    assert s.language == ""
    s.language = "it"
    s.save()
    assert Settings.load().language == "it" and Settings.load().language_code == "it"
    s.language = "klingon"
    s.save()
    assert Settings.load().language == ""  # not one of the five: the system's


def off_screen(app) -> list[str]:
    """Texts drawn (one frame) that reach out of the window."""
    w, h = app.size
    with Drawn(app) as drawn:
        app.stack.top.draw(app.screen)
    return [t for t, r in drawn.items if t.strip() and (r.x < 0 or r.right > w or r.y < 0 or r.bottom > h)]


def whole(app, name: str, size, scene=None) -> list[str]:
    """The screen shown (``scene`` pushed over it, and taken off after), every
    button's words inside it and every text inside the window; a screenshot; the
    buttons' words."""
    if scene is not None:
        app.push(scene)
    tick(app, 2)
    code = app.tr.language
    assert not fits(app), (code, name, fits(app))
    assert not off_screen(app), (code, name, off_screen(app))
    buttons = [el.text for el in app.stack.top._elements if getattr(el, "text", None)]
    tick(app)
    app.save_screenshot(OUT / f"{name}-{size[0]}x{size[1]}.png")
    if scene is not None:
        app.stack.pop()
        tick(app, 2)
    return buttons


def fits(app) -> list[tuple[str, int, int]]:
    """Buttons whose words are wider than they are (each button's own font)."""
    out = []
    measured = 0
    for el in app.stack.top._elements:
        text = getattr(el, "text", None)
        if not text or getattr(el, "font", None) is None:
            continue
        width = el.font.size(text)[0]
        measured += 1
        if width > el.rect.width - 4:
            out.append((text, width, el.rect.width))
    assert measured >= 1  # the buttons were measured, not skipped
    return out


@pytest.mark.slow
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)], ids=["960x600", "1920x1080"])
def test_the_menu_speaks_each_language_at_once_and_every_button_fits(piquet_home, size):
    app = make_app(size=size, animation="off")
    try:
        app.stack.replace(MenuScene(app))
        tick(app, 2)
        for code in LANGUAGES:
            app.set_language(code)
            tick(app, 2)
            texts = [el.text for el in app.stack.top._elements if getattr(el, "text", None)]
            assert Translator(code)("Rules") in texts and Translator(code)("Quit") in texts
            whole(app, f"menu-{code}", size)
            # the screen of who sits where, for four, in the same language
            app.settings.choose_game("voleur")
            whole(app, f"seats-{code}", size, TableSeatsScene(app))
            app.settings.choose_game("rubicon")
            tick(app, 2)
            # the lessons' page (the lessons' own words are still English)
            buttons = whole(app, f"lessons-{code}", size, TutorialMenuScene(app))
            assert Translator(code)("Teach while you play: off") in buttons
            # the choice of the game: titles, sentences and options
            choice = GameChoiceScene(app)
            whole(app, f"games-{code}", size, choice)
            assert all(not b.rect.colliderect(choice.done_rect) for b in choice.blocks)
            assert all(b.rect.bottom <= size[1] for b in choice.blocks)
            # the rules book's buttons and keys (its chapters are still English), each button its own words
            from piquet_game.view.rulesbook import RulesBookScene

            buttons = whole(app, f"rules-{code}", size, RulesBookScene(app))
            assert len(set(buttons)) == len(buttons) == 4, (code, buttons)
            # the settings, every row's label and choice in the language
            settings = SettingsScene(app)
            whole(app, f"settings-{code}", size, settings)
            assert settings.label("teach").startswith(Translator(code)("Teach while you play"))
            assert Translator(code)("Volume") in [words for words, _rect in settings.label_rows]
            tsize = settings.text_size()
            for words, rect in settings.label_rows:  # each label on its one row, whole
                assert app.text.font(tsize, True).size(words)[0] <= rect.w - 8, (code, words)
        assert app.settings.language == "ru"  # the last chosen, in the settings
    finally:
        app.close()


def drawn_lines(app, scene):
    """The words ``scene`` draws, each with the rectangle it takes on the screen."""
    lines = []
    blit = app.text.blit

    def record(surface, words, *args, **kwargs):
        rect = blit(surface, words, *args, **kwargs)
        lines.append((words, rect))
        return rect

    app.text.blit = record
    try:
        scene.draw(app.screen)
    finally:
        del app.text.blit
    return lines


@pytest.mark.slow
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)], ids=["960x600", "1920x1080"])
def test_the_hand_over_screen_and_the_pause_in_each_language(piquet_home, size):
    """Two people on one computer: the screen between them says whose turn it is and
    why, whole, in each language; so does the pause menu over the table."""
    import random

    from ui_driver import hot_seat_deal

    from piquet_game.rules import Phase, is_blank
    from piquet_game.rules.deal import shuffle_deal
    from piquet_game.view.privacy import PrivacyScene
    from piquet_game.view.summary import PauseScene

    app = make_app(size=size, animation="off")
    try:
        rng = random.Random(3)
        deal = shuffle_deal(rng, 1)
        while any(is_blank(h) for h in deal.hands):
            deal = shuffle_deal(rng, 1)
        game, table = hot_seat_deal(app, deal)
        for _ in range(50):
            if isinstance(app.stack.top, PrivacyScene):
                break
            tick(app)
        privacy = app.stack.top
        assert isinstance(privacy, PrivacyScene) and game.phase is not Phase.DEAL
        for code in LANGUAGES:
            app.set_language(code)
            tick(app, 2)
            t = Translator(code)
            texts = [el.text for el in app.stack.top._elements if getattr(el, "text", None)]
            assert t("{who}: show my cards").format(who=privacy.who) in texts
            assert not fits(app), (code, fits(app))
            assert not off_screen(app), (code, off_screen(app))
            small = round(max(16, round(size[1] * 0.03)) * 0.85)
            rows = app.text.wrap(privacy.why(), small, round(size[0] * 0.8))
            assert len(rows) <= 4, (code, rows)
            tick(app)
            app.save_screenshot(OUT / f"privacy-{code}-{size[0]}x{size[1]}.png")
            # each line of words clear of the others, all of them above the button
            lines = drawn_lines(app, privacy)
            assert len(lines) >= 3 + len(rows), (code, lines)
            for i, (words, rect) in enumerate(lines):
                for other, box in lines[i + 1:]:
                    assert not rect.colliderect(box), (code, words, other)
            ready = t("{who}: show my cards").format(who=privacy.who)
            button = next(el for el in privacy._elements if getattr(el, "text", None) == ready)
            assert max(rect.bottom for _, rect in lines) <= button.rect.top, code
        app.set_language("en")
        privacy.ready()
        tick(app, 2)
        app.push(PauseScene(app, table))
        for code in LANGUAGES:
            app.set_language(code)
            tick(app, 2)
            assert Translator(code)("Leave the partie") in [el.text for el in app.stack.top._elements]
            assert not fits(app), (code, fits(app))
            assert not off_screen(app), (code, off_screen(app))
    finally:
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)], ids=["960x600", "1920x1080"])
def test_the_table_speaks_each_language_with_nothing_on_anything(piquet_home, size):
    """The table's buttons, prompts and panel buttons in each language, at the
    exchange and in the play: every button's words inside it, nothing drawn over
    cards or other words (the test of every table)."""
    from test_table_zones import problems
    from ui_driver import make_move, new_table, wait_for_turn

    from piquet_game.controller import Seat
    from piquet_game.rules import Phase

    app = make_app(size=size, animation="off")
    try:
        table = new_table(app, [Seat.human("You"), Seat.computer(2, 4, "Apprentice")], seed=12)
        seen = set()
        for _ in range(30):
            if wait_for_turn(app, table) != "turn":
                break
            phase = table.controller.game.phase
            if phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER, Phase.PLAY) and phase not in seen:
                seen.add(phase)
                english = table.prompt()
                assert english
                for code in LANGUAGES:
                    app.set_language(code)
                    tick(app, 2)
                    t = Translator(code)
                    texts = [el.text for el in app.stack.top._elements if getattr(el, "text", None)]
                    assert t("Menu") in texts and t("Hint") in texts, (code, texts)
                    assert not fits(app), (code, fits(app))
                    assert problems(app, table, f"{code} {phase.value}") == []
                    assert (table.prompt() == english) == (code == "en"), (code, table.prompt())
                    tick(app)
                    app.save_screenshot(OUT / f"table-{phase.value}-{code}-{size[0]}x{size[1]}.png")
                app.set_language("en")
                tick(app, 2)
            make_move(app, table)
        assert len(seen) == 2
    finally:
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)], ids=["960x600", "1920x1080"])
def test_your_games_and_the_replay_in_each_language(piquet_home, size):
    """The kept parties' list (its columns, results and buttons) and a replay's
    buttons and panel, in each language, whole."""
    from datetime import datetime

    from test_ass_store import new_controller, run
    from test_history_tables import keep, normand_partie

    from piquet_game.ass.store import keep as keep_ass
    from piquet_game.view.history import HistoryScene

    keep(normand_partie(), datetime(2025, 3, 1, 20, 30).astimezone())
    ass = new_controller(5, players=2)
    run(ass, random.Random(5), 20000)
    assert keep_ass(ass) is not None  # a game of Ass kept too: its button on the list
    app = make_app(size=size, animation="off")
    try:
        app.stack.replace(MenuScene(app))
        tick(app, 2)
        for code in LANGUAGES:
            app.set_language(code)
            t = Translator(code)
            history = HistoryScene(app)
            buttons = whole(app, f"games-kept-{code}", size, history)
            assert t("Statistics") in buttons and t("Back") in buttons and t("Games of Ass") in buttons
            app.push(history)
            tick(app, 2)
            history.open(0)
            tick(app, 3)
            replay = app.stack.top
            assert replay is not history
            buttons = whole(app, f"replay-{code}", size)
            assert t("Forward") in buttons and t("Close") in buttons
            lay = replay.layout
            for el in replay._elements:  # the bar's buttons on the table, the panel's on the panel
                on_table = el.rect.x < lay.table_w
                assert not on_table or el.rect.right <= lay.table_w, (code, el.text, el.rect)
            app.stack.pop()
            app.stack.pop()
            tick(app, 2)
            # the statistics: the headings of its columns, two lines each, in the language
            from piquet_game.view.statistics import StatsScene

            stats = StatsScene(app)
            whole(app, f"statistics-{code}", size, stats)
            headings = [lines for lines, _attr in stats.columns()]
            assert (t("Paid"), "") in headings  # Normand: who left a winner, who paid
            assert t("All against the computer") in [label for label, _f, _total in stats.rows]
    finally:
        app.close()


def test_a_number_said_inflected_where_a_translation_asks():
    """A number in words is a string a translation may inflect: Russian cases, genders
    and ordinals, figures, a capital; a spec a language does not need changes nothing."""
    ru, fr, en = Translator("ru"), Translator("fr"), Translator("en")
    assert f"после {ru.number(6):genitive,feminine} сдач" == "после шести сдач"
    assert f"{ru.number(1):ordinal,feminine} сдача" == "первая сдача"
    assert f"прикупает {ru.number(1):accusative,feminine}" == "прикупает одну"
    assert f"Donne {fr.number(3):digits}" == "Donne 3"
    assert f"{en.number(60):capital} more" == "Sixty more"
    assert fr.number(49) == "quarante-neuf" and f"{fr.number(2):genitive}" == "deux"
    assert ru.ntr("{n} point", "{n} points", 21).format(n=ru.number(21)) == "двадцать одно очко"


def test_no_language_is_left_with_another_s_words():
    """A translation copied from another language by mistake (German, Italian or
    Russian words that are the French ones: "L'écart" for the exchange): none, in
    any area of the catalogues.  Words the languages share (a name, Nord, la leza in
    Italian) are told apart: Russian has no Latin sentence, German and Italian no
    French letters or words."""
    import re

    from piquet_game.i18n import AREAS

    french = {}
    for area in ("", *AREAS):
        for m in i18n_tool.load("fr", area):
            if m.id:
                french[(m.id, m.context)] = m.string
    french_only = re.compile(r"[éçœêûôâ]|\b(vous|votre|ou|avec|les|des|du)\b")
    found = []
    for code in ("de", "it", "ru"):
        for area in ("", *AREAS):
            for m in i18n_tool.load(code, area):
                if not m.id or not m.string or french.get((m.id, m.context)) != m.string:
                    continue
                words = m.string if isinstance(m.string, str) else " ".join(m.string)
                english = m.id if isinstance(m.id, str) else " ".join(m.id)
                plain = re.sub(r"\{[^}]*\}", "", words)
                if plain == english or plain.lower() == english.lower():
                    continue
                if code == "ru" and re.search("[A-Za-z]{3}", plain) and not re.search("[а-яА-Я]", plain):
                    found.append((code, area, english))
                elif code != "ru" and french_only.search(plain):
                    found.append((code, area, english))
    assert not found, found


def test_french_sets_a_narrow_no_break_space_before_its_double_punctuation():
    """French puts a narrow no-break space (U+202F) before a colon, a semicolon, a
    question and an exclamation mark, and inside guillemets: every French sentence
    of every catalogue (the game's, the rules book's, the lessons', the teacher's,
    the hints', the terminal's), none with an ordinary space or none at all; the
    window breaks a line at spaces only, so the mark never starts a row alone; a
    label and its words ("Ben : Point de cinq") are set so by the catalogue too."""
    import glob
    import re

    from babel.messages.pofile import read_po

    nb = "\u202f"
    before = re.compile(r"(.)([:;!?]+)(?=\s|$|»|\")")
    bad = []
    paths = [ROOT / "piquet_game" / "locale" / "fr.po"] + [
        ROOT / p for p in sorted(glob.glob("piquet_game/locale/*/fr.po", root_dir=ROOT))]
    for path in paths:
        with open(path, "rb") as f:
            catalogue = read_po(f, locale="fr")
        for m in catalogue:
            if not m.id:
                continue
            for said in m.string if isinstance(m.string, tuple) else (m.string,):
                for found in before.finditer(said):
                    if found.group(1) != nb:
                        bad.append((path.parent.name, said))
                if re.search(r"«(?!\u202f)|(?<!\u202f)»", said):
                    bad.append((path.parent.name, said))
    assert len(paths) >= 6 and not bad, bad[:10]
    t = Translator("fr")
    assert t.labelled("Ben", "Point de cinq.") == "Ben\u202f: Point de cinq."
    assert Translator("de").labelled("Ben", "Punkt.") == "Ben: Punkt."
    import pygame

    from piquet_game.view.text import Text

    pygame.font.init()
    text = Text()
    said = t("You discard {cards}.").format(cards="le sept de cœur")
    assert "\u202f:" in said
    for width in range(40, 400, 7):
        rows = text.wrap(said, 16, width)
        assert not any(row.startswith(":") for row in rows), rows


def test_a_string_moved_between_areas_keeps_each_language_s_words(tmp_path, monkeypatch):
    """``update`` moves a string marked in another area now (a level's name, from the
    hints to the main catalogue) with its translation: each language's own, never
    the language updated before it."""
    from babel.messages.catalog import Catalog

    from piquet_game.i18n import AREAS

    monkeypatch.setattr(i18n_tool, "LOCALE", tmp_path)
    words = {"fr": "Compteur", "de": "Zähler", "it": "Contatore", "ru": "Счётчик"}
    for code, said in words.items():
        hints = Catalog(locale=code, project="piquet-game", fuzzy=False)
        hints.add("Counter", said)
        i18n_tool.save(code, hints, "hints")
    tmpls = {area: Catalog(project="piquet-game", fuzzy=False) for area in ("", *AREAS)}
    tmpls[""].add("Counter", None, [("piquet_game/vocabulary.py", 1)])
    monkeypatch.setattr(i18n_tool, "templates", lambda: tmpls)
    assert i18n_tool.main(["i18n_tool.py", "update"]) == 0
    for code, said in words.items():
        assert {m.id: m.string for m in i18n_tool.load(code) if m.id} == {"Counter": said}, code
        assert not [m for m in i18n_tool.load(code, "hints") if m.id], code
