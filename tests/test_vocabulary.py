"""The game's own words in each language (piquet_game/vocabulary.py), as the
traditions of the sources say them: a card's name,
a sequence by its length and top card, each set, the answers and the terms."""

from __future__ import annotations

import pytest

from piquet_game.i18n import LANGUAGES, Translator
from piquet_game.rules import parse_card
from piquet_game.vocabulary import Vocabulary

QH, KS, AD, TC = (parse_card(c) for c in ("QH", "KS", "AD", "TC"))
KING, QUEEN, ACE, TEN = 6, 5, 7, 3


@pytest.mark.parametrize("code,queen_of_hearts,king_of_spades", [
    ("en", "queen of hearts", "king of spades"),
    ("fr", "dame de cœur", "roi de pique"),
    ("de", "Herz-Dame", "Pik-König"),
    ("it", "donna di cuori", "re di picche"),
    ("ru", "дама червей", "король пик"),
])
def test_a_cards_name(code, queen_of_hearts, king_of_spades):
    v = Vocabulary(Translator(code))
    assert v.card(QH) == queen_of_hearts and v.card(KS) == king_of_spades


@pytest.mark.parametrize("code,quint_king,tierce_major,quart_queen", [
    ("en", "quint to the king", "tierce major", "quart to the queen"),
    ("fr", "quinte au roi", "tierce majeure", "quatrième à la dame"),
    ("de", "Quint bis zum König", "Tierce major", "Quart bis zur Dame"),
    ("it", "quinta al re", "terza all'asso", "quarta alla donna"),
    ("ru", "квинта от короля", "терц-мажор", "кварта от дамы"),
])
def test_a_sequence_by_its_length_and_top(code, quint_king, tierce_major, quart_queen):
    v = Vocabulary(Translator(code))
    assert v.sequence(5, KING) == quint_king
    assert v.sequence(3, ACE) == tierce_major
    assert v.sequence(4, QUEEN) == quart_queen


@pytest.mark.parametrize("code,fourteen_aces,three_kings,fourteen_tens", [
    ("en", "fourteen aces", "three kings", "fourteen tens"),
    ("fr", "quatorze d'as", "trois rois", "quatorze de dix"),
    ("de", "Quatorze Asse", "drei Könige", "Quatorze Zehnen"),
    ("it", "poker d'assi", "tris di re", "poker di dieci"),
    ("ru", "четырнадцать тузов", "три короля", "четырнадцать десяток"),
])
def test_each_set(code, fourteen_aces, three_kings, fourteen_tens):
    v = Vocabulary(Translator(code))
    assert (v.set(ACE, 4), v.set(KING, 3), v.set(TEN, 4)) == (fourteen_aces, three_kings, fourteen_tens)


@pytest.mark.parametrize("code,answers,pique", [
    ("en", ("Good", "Not good", "Equal"), "pique"),
    ("fr", ("Bon", "Pas bon", "Égal"), "pic"),
    ("de", ("Gut", "Nicht gut", "Gleich"), "Pique"),
    ("it", ("Va bene", "Non basta", "Uguale"), "picca"),
    ("ru", ("Годятся", "Не годится", "Равны"), "пик"),
])
def test_the_answers_and_terms_of_each_tradition(code, answers, pique):
    v = Vocabulary(Translator(code))
    assert tuple(v.answer(w) for w in ("good", "not-good", "equal")) == answers
    assert v.term("pique") == pique


def test_every_card_sequence_and_set_has_a_name_of_its_own_in_every_language():
    for code in LANGUAGES:
        v = Vocabulary(Translator(code))
        assert len({v.card(c) for c in range(32)}) == 32
        assert len({v.sequence(n, top) for n in range(3, 9) for top in range(n - 1, 8)}) == \
            sum(8 - (n - 1) for n in range(3, 9))
        assert len({v.set(r, s) for r in range(3, 8) for s in (3, 4)}) == 10


@pytest.mark.parametrize("code", ["fr", "de", "it", "ru"])
def test_a_name_the_game_gave_is_shown_in_the_language_numbered_or_not(code):
    """The names the game gives (a level of Piquet or of Ass, a seat of a table,
    "You"), numbered or not, are shown in the screen's language; a person's name,
    numbered or not, as it was written."""
    from piquet_game.vocabulary import ASS_LEVEL_NAMES, LEVEL_NAMES, is_given_name, shown_name

    t = Translator(code)
    for given in ("You", "East", *LEVEL_NAMES.values(), *ASS_LEVEL_NAMES.values()):
        assert is_given_name(given)
        assert t(given) != given or given in ("Novice",), (code, given)
        assert shown_name(given, t) == t(given)
        assert shown_name(f"{given} (2)", t) == f"{t(given)} (2)"
        assert shown_name(f"{given} (12)", t) == f"{t(given)} (12)"
    for person in ("Ann", "Ann (2)", "Card counter (0)", "Card counter (123)", "Card counter(2)",
                   "(2)", " (2)", "card counter (2)"):
        assert shown_name(person, t) == person, person
    assert not is_given_name("Card counter (2)")  # numbered, it is not sent over as a given name
