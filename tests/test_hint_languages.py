"""The hints in the player's language: every reason the computer gives is a marked
message of the catalogue, with its cards, suits and counts kept as values, and says
itself in French, German, Italian and Russian, all of it translated (no English left,
no placeholder unfilled), over many decisions of every level in several games; the
English is the words it always was; the table's hint line speaks the screen's
language."""

from __future__ import annotations

import ast
import random
from functools import cache
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from quick_players import quick_player

from piquet_game.ai import LEVELS
from piquet_game.ai.base import SURE_CAPOT_ONLY, Decision
from piquet_game.ai.reason import Reason, hint_line
from piquet_game.i18n import ENGLISH, N_, Translator
from piquet_game.rules import Game, Phase
from piquet_game.rules.cards import parse_card
from piquet_game.rules.variant import VARIANTS

ROOT = Path(__file__).resolve().parents[1]
AI = ROOT / "piquet_game" / "ai"
LOCALE = ROOT / "piquet_game" / "locale" / "hints"
LANGUAGES = ("fr", "de", "it", "ru")
GAMES = ("rubicon", "au-cent", "russian", "picchetto", "contract", "normand", "voleur")


# -- what the source marks ------------------------------------------------------

def _literal(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _is_n(node: ast.AST) -> bool:
    """``N_("literal")``."""
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "N_"
            and len(node.args) == 1 and _literal(node.args[0]) is not None)


def _tables(tree: ast.Module) -> set[str]:
    """The module's names bound to a marked message, or to a table of marked messages."""
    out = set()
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            value = node.value
            if _is_n(value) or (isinstance(value, ast.Dict) and value.values
                                and all(_is_n(v) for v in value.values)):
                out.add(node.targets[0].id)
    return out


def unmarked_reasons(source: str, imported: frozenset[str] = frozenset()) -> list[int]:
    """The lines of ``source`` that build a Reason from words not marked for the
    catalogue: ``Reason(text)`` wants ``N_("...")``, a name bound to one or a table
    of them (``imported``: such names from other modules); ``Reason.ntr`` wants two
    literal strings."""
    tree = ast.parse(source)
    known = _tables(tree) | imported
    bad = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Name) and func.id == "Reason":
            arg = node.args[0] if node.args else None
            ok = arg is not None and (
                _is_n(arg)
                or (isinstance(arg, ast.Name) and arg.id in known)
                or (isinstance(arg, ast.Subscript) and isinstance(arg.value, ast.Name)
                    and arg.value.id in known))
            if not ok:
                bad.append(node.lineno)
        elif (isinstance(func, ast.Attribute) and func.attr == "ntr" and isinstance(func.value, ast.Name)
              and func.value.id == "Reason"):
            if len(node.args) < 3 or _literal(node.args[0]) is None or _literal(node.args[1]) is None:
                bad.append(node.lineno)
    return bad


@cache
def marked() -> frozenset:
    """Every message the AI's files mark: a text, or (singular, plural) for ``Reason.ntr``."""
    out: set = set()
    for path in sorted(AI.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _is_n(node):
                out.add(_literal(node.args[0]))
            elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                  and node.func.attr == "ntr" and len(node.args) >= 2
                  and _literal(node.args[0]) and _literal(node.args[1])):
                out.add((_literal(node.args[0]), _literal(node.args[1])))
    return frozenset(out)


def is_marked(reason: Reason) -> bool:
    return reason.messages in marked()


@cache
def catalogue(language: str, area: str = "hints"):
    path = (LOCALE.parent / area / f"{language}.po") if area else (LOCALE.parent / f"{language}.po")
    with path.open("rb") as f:
        return read_po(f, locale=language)


# -- many decisions ---------------------------------------------------------------

def hints_of(game_name: str, level: int, deals: int, seed: int) -> list[Decision]:
    """Every seat's hint at every decision of ``deals`` seeded deals, each seat a
    player of ``level``."""
    variant = VARIANTS[game_name]
    rng = random.Random(seed)
    game = Game.new(random.Random(seed + 1), variant)
    players = [quick_player(level, seed + s, seats=variant.players) for s in range(variant.players)]
    out: list[Decision] = []
    started = 0
    for _ in range(2000):
        if game.phase is Phase.PARTIE_OVER:
            break
        if game.phase is Phase.DEAL:
            if started == deals:
                break
            started += 1
            game.deal_random(rng)
            continue
        legal = game.legal_actions()
        seat = game.to_move
        assert seat is not None
        try:
            decision = players[seat].hint(game.view(seat), legal)
        except ValueError:  # an adviser with nothing to say (the table says so itself)
            decision = Decision(legal[0], SURE_CAPOT_ONLY)
        out.append(decision)
        game.apply(decision.action, seat)
    return out


@pytest.fixture(scope="module")
def decisions() -> list[Decision]:
    out = []
    for i, name in enumerate(GAMES):
        for level in sorted(LEVELS):
            out += hints_of(name, level, deals=2, seed=100 * i + level)
    return out


@pytest.mark.slow
def test_many_decisions_of_every_level_and_game(decisions):
    kinds = {d.reason.messages for d in decisions}
    assert len(decisions) > 1500 and len(kinds) > 50


@pytest.mark.slow
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_reason_speaks_the_language(decisions, language):
    tr = Translator(language)
    for d in decisions:
        english = str(d.reason)
        words = d.reason.words(tr)
        assert "{" not in words and "}" not in words, words
        assert words != english, (language, english)
        line = hint_line(d.reason, tr)
        assert words[1:] in line and "Hint" not in line


@pytest.mark.slow
def test_every_reason_given_is_a_marked_message(decisions):
    unmarked = {d.reason.text for d in decisions if not is_marked(d.reason)}
    assert not unmarked


def test_a_reason_of_unmarked_words_is_caught():
    plain = Reason("keep the change")
    assert not is_marked(plain)
    assert plain.words(Translator("fr")) == "keep the change"  # no French: the test above fails it
    assert unmarked_reasons('Reason("keep the change")') == [1]
    assert unmarked_reasons('Reason(f"win with the {card}", card=c)') == [1]
    assert unmarked_reasons('Reason.ntr("{n} card", plural, n)') == [1]
    marked_ones = 'Reason(N_("win"))\nT = {1: N_("a")}\nReason(T[1])\nReason.ntr("a", "b", 2)'
    assert unmarked_reasons(marked_ones) == []


@pytest.mark.slow
def test_every_reason_in_the_source_is_marked():
    """Each Reason the AI's files build takes a marked message: ``N_``, a table of
    them, or ``Reason.ntr`` with its two forms written out."""
    imported: set[str] = set()
    for path in AI.glob("*.py"):
        imported |= _tables(ast.parse(path.read_text(encoding="utf-8")))
    for path in sorted(AI.glob("*.py")):
        assert not unmarked_reasons(path.read_text(encoding="utf-8"), frozenset(imported)), path.name


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_marked_message_is_translated(language):
    cat = catalogue(language)
    forms = 3 if language == "ru" else 2
    for message in marked():
        entry = cat.get(message) or catalogue(language, "").get(message)  # "{first} and {last}": main
        assert entry is not None and entry.string, (language, message)
        if isinstance(message, tuple):
            assert len(entry.string) == forms and all(entry.string), (language, message)
    for context in ("a six", "a seven", "an eight", "a nine", "a ten", "a jack", "a queen", "a king",
                    "an ace"):
        entry = cat.get("the {card}", context=context)
        assert entry is not None and "{card}" in entry.string


def test_the_english_is_the_words_it_was():
    qs, jh, seven_h, qd = (parse_card(c) for c in ("QS", "JH", "7H", "QD"))
    assert str(Reason(N_("win the trick with {the_card}"), the_card=qs)) == \
        "win the trick with the queen of spades"
    assert (str(Reason.ntr("change {n} ({codes}), keeping your guards and your {suit}",
                           "change {n} ({codes}), keeping your guards and your {suit}",
                           3, codes=1 << jh | 1 << seven_h | 1 << qd, suit=3))
            == "change 3 (JH 7H QD), keeping your guards and your clubs")
    bid = Reason.ntr("bid {bid}: you hold about {n} trick in {suits} when you play to win them",
                     "bid {bid}: you hold about {n} tricks in {suits} when you play to win them",
                     9, bid="9+", suits=(0, 1))
    assert str(bid) == "bid 9+: you hold about 9 tricks in spades and hearts when you play to win them"
    assert "tricks in spades and hearts" in bid  # what the older tests look for
    gain = Reason(N_("throw {the_card}: it costs least ({gain} over the next best)"), the_card=jh, gain=1.25)
    assert str(gain) == "throw the jack of hearts: it costs least (+1.2 over the next best)"
    assert gain.words(Translator("de")) == ("Herz-Bube abwerfen: das kostet am wenigsten (+1,2 gegenüber "
                                            "der nächstbesten Karte)")
    assert hint_line(Reason(N_("lead an ace"))) == "Hint: Lead an ace."
    assert str(Reason(N_("no {suit_one}: throw {the_card}"), suit_one=3, the_card=qs)) == \
        "no club: throw the queen of spades"


def ass_reasons() -> list[tuple[Reason, object]]:
    """The reasons of Ass's three levels over a few deals of three players, one of
    each message, with the action each was given for."""
    from piquet_game.ass.ai import ASS_LEVELS
    from piquet_game.ass.rules import AssGame, AssRules

    seen: dict[str, tuple[Reason, object]] = {}
    for seed in range(6):
        rng = random.Random(seed)
        game = AssGame.new(AssRules(players=3), rng=rng)
        players = [ASS_LEVELS[level](seed=seed) for level in (1, 2, 3)]
        for _ in range(3):
            if game.to_move is None and not game.is_over:
                game.deal_random(rng)
            while game.to_move is not None:
                seat = game.to_move
                d = players[seat].decide(game.view(seat), game.legal_actions())
                seen.setdefault(d.reason.text, (d.reason, d.action))
                game.apply(d.action, seat)
    return list(seen.values())


@pytest.mark.slow
def test_ass_hints_name_their_card_or_suit_in_the_language_of_the_screen():
    """Every reason of Ass names the card played (or the suit chosen) in words of
    the language, never by its English code (``6S``), so the hint line says the
    choice by itself."""
    import re

    from piquet_game.ass.rules import AssPlay, ChooseTrump
    from piquet_game.ass.rules.cards import SUIT_NAMES, card_name, make_card
    from piquet_game.ass.words import TheCard
    from piquet_game.ass.words import card_words as ass_card_words

    reasons = ass_reasons()
    played = [(r, a) for r, a in reasons if isinstance(a, AssPlay)]
    assert len(played) >= 8, [r.text for r, _ in reasons]
    assert any(isinstance(a, ChooseTrump) for _, a in reasons)
    for language in ("en", *LANGUAGES):
        tr = Translator(language)
        for reason, action in reasons:
            words = hint_line(reason, tr)
            assert "{" not in words, words
            if isinstance(action, AssPlay):
                name = ass_card_words(action.card, tr)
                assert name.lower() in words.lower(), (language, words, name)
                assert not re.search(rf"\b{re.escape(card_name(action.card))}\b", words), words
            elif isinstance(action, ChooseTrump):
                suit = tr.ptr("suit", SUIT_NAMES[action.suit])
                assert suit.lower() in words.lower(), (language, words)
    six = Reason(N_("throw {the_ass_card} on a trick another player takes: a six counts minus one"),
                 the_ass_card=TheCard(make_card(0, 0)))
    assert str(six) == "throw the six of spades on a trick another player takes: a six counts minus one"
    assert six.words(Translator("fr")).startswith("jetez le six de pique ")
    assert six.words(Translator("it")).startswith("scarta il sei di picche ")


def test_a_reason_is_a_small_value():
    r = Reason(N_("win the trick with {the_card}"), the_card=5)
    assert r == Reason(N_("win the trick with {the_card}"), the_card=5) and hash(r)
    with pytest.raises(AttributeError):
        r.text = "other"  # type: ignore[misc]
    assert r.value == {"the_card": 5}
    given = Decision(None, "the lesson's move").reason  # type: ignore[arg-type]
    assert isinstance(given, Reason) and str(given) == "the lesson's move"
    assert Reason.plain("as written").words(Translator("ru")) == "as written"


def test_cards_take_their_article():
    fr, it = Translator("fr"), Translator("it")
    ace, queen, eight = parse_card("AS"), parse_card("QH"), parse_card("8D")
    reason = Reason(N_("play {the_card}"), the_card=ace)
    assert reason.words(fr) == "jouez l'as de pique" and reason.words(it) == "gioca l'asso di picche"
    assert Reason(N_("play {the_card}"), the_card=queen).words(fr) == "jouez la dame de cœur"
    assert Reason(N_("play {the_card}"), the_card=eight).words(it) == "gioca l'otto di quadri"
    assert Reason(N_("play {the_card}"), the_card=queen).words(Translator("ru")) == "сыграйте: дама червей"


def test_russian_counts_take_their_forms():
    ru = Translator("ru")
    said = [Reason.ntr("change {n} of your lowest cards", "change {n} of your lowest cards", n).words(ru)
            for n in (1, 3, 5)]
    assert said == ["смените 1 самую младшую карту", "смените 3 самые младшие карты",
                    "смените 5 самых младших карт"]


@pytest.mark.slow
def test_the_table_hint_line_speaks_french(piquet_home):
    """The Hint button, the screen in French: the line in French, the reason the
    adviser's, said in French."""
    from ui_driver import click_button, make_app, new_table, tick

    app = make_app(size=(1280, 800), animation="off", language="fr")
    try:
        table = new_table(app, seed=7)
        fr = Translator("fr")
        shown = 0
        for _ in range(4000):
            if app.stack.top is not table:  # the deal's summary
                break
            if not table.my_turn():
                tick(app)
                continue
            assert table.viewer is not None
            advice = table.controller.hint(table.viewer)
            assert click_button(app, fr("Hint"))
            line = table.message
            # the exchange's advice says how to take it ("Appuyez encore sur H ...")
            assert line.startswith(hint_line(advice.reason, fr)) and line.startswith("Conseil\u202f: ")
            assert line != hint_line(advice.reason, ENGLISH) and "{" not in line
            shown += 1
            if shown >= 12:
                break
            assert table.submit(advice.action)
            tick(app)
        assert shown >= 12
    finally:
        app.close()


def test_a_hint_line_spells_every_card_out():
    """The hint shown to a player names its cards in words, in English too (the
    short notation stays in the English reason written to logs)."""
    from piquet_game.i18n import Translator

    jh, seven_h, qd = (parse_card(c) for c in ("JH", "7H", "QD"))
    reason = Reason.ntr("change {n} ({codes}), keeping your guards and your {suit}",
                        "change {n} ({codes}), keeping your guards and your {suit}",
                        3, codes=1 << jh | 1 << seven_h | 1 << qd, suit=3)
    assert hint_line(reason) == ("Hint: Change 3 (jack of hearts, seven of hearts, queen of diamonds), "
                                 "keeping your guards and your clubs.")
    assert str(reason) == "change 3 (JH 7H QD), keeping your guards and your clubs"
    assert hint_line(reason, Translator("fr")) == hint_line(reason, Translator("fr"))
    assert "JH" not in hint_line(reason, Translator("de"))
