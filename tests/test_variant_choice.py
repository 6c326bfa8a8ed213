"""The game chosen for a new partie, kept in the settings (a bad value falls back to
the default, one by one), and the words the screens use for a game."""

from __future__ import annotations

import json

import pytest

from piquet_game.paths import config_dir
from piquet_game.rules.variant import AU_CENT, RUBICON, VARIANTS
from piquet_game.settings import Settings
from piquet_game.variant_words import deal_words, game_words, lurch_noun, option_label, options_words


def write(data: dict) -> None:
    p = config_dir() / "settings.json"
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(json.dumps({"format": 1, **data}), encoding="utf-8")


def test_the_default_game_is_rubicon_with_its_defaults(piquet_home):
    s = Settings.load()
    assert s.variant == "rubicon" and s.variant_options == {}
    assert s.game() is RUBICON


def test_the_game_and_its_options_are_kept(piquet_home):
    s = Settings.load()
    s.choose_game("au-cent", target=150)
    assert s.save()
    back = Settings.load()
    assert back.variant == "au-cent" and back.variant_options == {"au-cent": {"target": 150}}
    game = back.game()
    assert game.name == "au-cent" and game.target == 150 and game.rubicon == 75
    # another game chosen, and back: its options are remembered
    back.choose_game("rubicon")
    assert back.game() is RUBICON
    back.choose_game("au-cent")
    assert back.game().target == 150


def test_a_choice_not_offered_changes_nothing(piquet_home):
    s = Settings()
    s.choose_game("au-cent", target=120)  # not one of the values offered
    s.choose_game("bezique")              # no such game
    s.choose_game("rubicon", target=100)  # Rubicon has no target
    assert s.variant == "rubicon" and s.variant_options == {}


def test_bad_values_fall_back_to_the_defaults(piquet_home):
    write({"variant": "bezique", "variant_options": {
        "au-cent": {"target": 120, "deals": 3}, "rubicon": {"target": 100}, "nope": {"target": 100}}})
    s = Settings.load()
    assert (s.variant, s.variant_options) == ("rubicon", {}) and s.notice == ""
    for bad in ([1, 2], "au-cent", {"au-cent": [150]}, {"au-cent": {"target": "150"}},
                {"au-cent": {"target": True}}, {"au-cent": {"target": 150.0}}):
        write({"variant": "au-cent", "variant_options": bad})
        s = Settings.load()
        assert s.variant == "au-cent" and s.variant_options == {}, bad
        assert s.game() is AU_CENT
    write({"variant": 3, "variant_options": {"au-cent": {"target": 200, "other": 1}}})
    s = Settings.load()
    assert s.variant == "rubicon" and s.variant_options == {"au-cent": {"target": 200}}
    assert s.game_named("au-cent").target == 200


def test_the_words_of_a_game():
    cent = AU_CENT.with_options(target=150)
    assert game_words(RUBICON) == "Rubicon Piquet"
    assert game_words(AU_CENT) == "Piquet au cent, to 100"
    assert game_words(AU_CENT, changed_only=True) == "Piquet au cent"
    assert game_words(cent, changed_only=True) == "Piquet au cent, to 150"
    assert options_words(RUBICON) == "" and option_label("target") == "Play to"
    assert deal_words(RUBICON, 4) == "Deal 4 of 6" and deal_words(RUBICON, 7) == "Deal 7 (extra)"
    assert deal_words(AU_CENT, 9) == "Deal 9"
    assert (lurch_noun(RUBICON), lurch_noun(RUBICON, True)) == ("rubicon", "rubicons")
    assert (lurch_noun(AU_CENT), lurch_noun(AU_CENT, True)) == ("lurch", "lurches")
    from dataclasses import replace

    assert lurch_noun(replace(AU_CENT, lurched=""), True) == ""  # a game with no such line
    for variant in VARIANTS.values():  # every game has a title and a sentence for the menus
        assert variant.title and variant.blurb.endswith(".")


def ac2() -> object:
    """Piquet au cent's worked example AC2: 95 to 40, elder's point, younger's tierce
    and elder's three take elder to 102 in the declarations; the deal stops there."""
    from helpers import cards, deal
    from test_au_cent import after, declare_best

    from piquet_game.rules import Exchange

    game = after((95, 40))
    deal(game, "AS JS 9S 7S AH QH TH 8H AD JD 8D TC", "9C 8C 7C KS QS 8S KH 9H 7H KD QD 9D",
         talon="QC TS JH TD 7D AC KC JC")
    game.apply(Exchange(cards("TC")), 0)
    game.apply(Exchange(0, False), 1)
    declare_best(game)
    assert game.is_over and (game.winner, game.result) == (0, 118)
    return game


def test_the_table_speaks_of_a_game_to_a_target_in_its_own_words():
    from piquet_game.commentary import Commentator
    from piquet_game.scoresheet import partie_sheet
    from piquet_game.tutorial.teacher import Teacher

    game = ac2()
    said = []
    commentator = Commentator(game.players, game.variant, 1)
    teacher = Teacher(game.players, game.variant, 1)
    taught = []
    for log in game.history:
        for e in log.events:
            said += [line.text for line in commentator.lines(e)]
            taught += teacher.lines(e)
    assert said[-2] == "The deal stops here: Elder 7, you 3."
    assert said[-1] == ("Elder reaches 102: the game is over. Elder wins the partie: you have less than 50, "
                        "lurched, so the difference is doubled: (102 - 43) × 2 = 118.")
    sheet = partie_sheet(game)
    assert sheet["lines"][1:] == [
        "Elder reaches 102: the game is over.",
        "Elder wins the partie: Younger has less than 50, lurched, so the difference is doubled: "
        "(102 - 43) × 2 = 118."]
    assert sheet["rubicon"] is True  # the loser under the line, whatever the game calls it
    text = " ".join(taught)
    assert "which is called being lurched" in text and "(102 - 43) × 2 = 118" in text
    assert "rubicon" not in (text + " ".join(said) + " ".join(sheet["lines"])).lower()
    assert " of 0" not in text and "deals of" not in text


def test_a_yes_no_option_takes_true_or_false_and_a_number_option_its_offered_values():
    from piquet_game.rules.variant import PICCHETTO
    free = PICCHETTO.with_options(must_head_trick=False)
    assert free.must_head_trick is False and free.changed_options() == {"must_head_trick": False}
    assert PICCHETTO.with_options(younger_min_exchange=1).younger_min_exchange == 1
    for bad in ({"must_head_trick": 1}, {"must_head_trick": "no"}, {"younger_min_exchange": 2},
                {"younger_min_exchange": True}):
        with pytest.raises(ValueError):
            PICCHETTO.with_options(**bad)


def test_a_yes_no_option_is_kept_only_as_true_or_false(piquet_home):
    s = Settings.load()
    s.choose_game("picchetto", must_head_trick=1)  # 1 == True in Python, but not an option value
    assert s.variant == "rubicon"
    s.choose_game("picchetto", must_head_trick=False)
    s.save()
    back = Settings.load()
    assert back.variant == "picchetto" and back.game().must_head_trick is False
    write({"variant": "picchetto", "variant_options": {"picchetto": {"must_head_trick": 0}}})
    assert Settings.load().game().must_head_trick is True


def test_the_sentence_of_a_game_follows_its_yes_no_option():
    from piquet_game.rules.variant import PICCHETTO
    from piquet_game.variant_words import blurb_words

    assert "the card led must be headed when it can" in blurb_words(PICCHETTO)
    free = blurb_words(PICCHETTO.with_options(must_head_trick=False))
    assert "need not be headed" in free and "must be headed" not in free
    assert "150, 150 and 221" in free
