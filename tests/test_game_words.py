"""Russian Piquet and Picchetto in their own words: the commentary of every event, the
deal summary, the score sheet and the words of the screens (variant_words), driven by
the seeds' worked examples and by whole random parties and matches; the figures in the
words are the engine's, no game speaks another's terms, and no seat is told a card it
may not know."""

from __future__ import annotations

import random
import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from piquet_game.commentary import Commentator, Line, number_words
from piquet_game.rules import Event, Game
from piquet_game.rules.cards import RANK_NAMES, SUIT_NAMES
from piquet_game.rules.record import loads
from piquet_game.rules.variant import AU_CENT, PICCHETTO, RUBICON, RUSSIAN, VARIANTS
from piquet_game.scoresheet import deal_summary, partie_sheet
from piquet_game.tutorial.teacher import Teacher
from piquet_game.variant_words import (
    TERMS,
    answer_words,
    deal_words,
    game_name,
    game_of_deal,
    target_words,
    terms,
)

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT / "seeds"
PLAYERS = ("Ann", "Ben")
VIEWERS = (None, 0, 1)


def replayed(name: str) -> Game:
    return loads((SEEDS / name).read_text(encoding="utf-8")).game


def said(game: Game, viewer: int | None = None) -> list[Line]:
    c = Commentator(game.players, game.variant, viewer)
    return [line for log in game.history for e in log.events for line in c.lines(e)]


def texts(game: Game, viewer: int | None = None) -> list[str]:
    return [line.text for line in said(game, viewer)]


def partie(variant, seed: int) -> Game:
    game = Game.new(random.Random(seed), variant, players=PLAYERS)
    rng = random.Random(seed * 7919 + 3)
    while not game.is_over:
        game.play_random_deal(rng)
    return game


RUSSIAN_PARTIES = [partie(RUSSIAN, seed) for seed in range(30)]
MATCHES = [partie(PICCHETTO, seed) for seed in range(4)]


# ------------------------------------------------------------ the screens' words


def test_the_deal_as_each_game_counts_it():
    assert [deal_words(RUSSIAN, n) for n in (1, 2, 3, 4)] == [
        "Korolik 1, deal 1 of 2", "Korolik 1, deal 2 of 2",
        "Korolik 2, deal 1 of 2", "Korolik 2, deal 2 of 2"]
    starts = [0, 7, 15]  # the Partita's deals 1-7, the Rivincita's 8-15, the Bella from 16
    assert deal_words(PICCHETTO, 3, starts) == "Partita, deal 3"
    assert deal_words(PICCHETTO, 8, starts) == "Rivincita, deal 1"
    assert deal_words(PICCHETTO, 17, starts) == "Bella, deal 2"
    assert deal_words(PICCHETTO, 5) == "Deal 5"  # without the games' starts
    assert [game_of_deal(starts, n) for n in (1, 7, 8, 15, 16, 30)] == [1, 1, 2, 2, 3, 3]
    # the others as before
    assert deal_words(RUBICON, 4) == "Deal 4 of 6" and deal_words(AU_CENT, 9) == "Deal 9"
    assert deal_words(RUBICON, 4, [0]) == "Deal 4 of 6"


def test_the_games_of_a_match_and_their_targets():
    assert [game_name(PICCHETTO, n) for n in (1, 2, 3)] == ["Partita", "Rivincita", "Bella"]
    assert [PICCHETTO.shape.target(n) for n in (1, 2, 3)] == [150, 150, 221]
    assert target_words(PICCHETTO) == "to 150, 150 and 221" and target_words(PICCHETTO, 3) == "to 221"
    assert target_words(AU_CENT) == "to 100" and target_words(RUBICON) == "" and target_words(RUSSIAN) == ""
    assert AU_CENT.shape.target(1) == 100


def test_each_game_s_traditional_words():
    assert terms(RUBICON) == terms(AU_CENT)  # Rubicon's English
    assert (terms(PICCHETTO).blanche, terms(PICCHETTO).pique, terms(PICCHETTO).repique) == (
        "Bianco", "picca", "ripicca")
    assert terms(RUSSIAN).cards == "the leza"
    assert [answer_words(PICCHETTO, w) for w in ("good", "not-good", "equal")] == [
        "Va bene (good)", "Non basta (not good)", "Uguale (equal)"]
    assert [answer_words(RUSSIAN, w) for w in ("good", "not-good", "equal")] == ["Good", "Not good", "Equal"]
    assert set(TERMS) <= set(VARIANTS)  # the table names only games that are played


# ------------------------------------------------------------ the worked examples


def test_r1_the_open_capot_in_words():
    game = replayed("russian-r1-open-capot.json")
    lines = [(line.seat, line.text) for line in said(game)]
    expected = [
        (None, "Korolik one: Younger drew the lower card and deals first."),
        (None, "Korolik one, deal one. Younger deals; Elder is elder."),
        (None, "The rest is shown: the eight and seven of spades; the seven of hearts; the seven of diamonds "
               "and the ten, nine, eight and seven of clubs."),
        (0, "Sixième to the ace and two tierces to the ace, forty-eight."),
        (0, "Repique! Sixty more: one hundred and seventeen."),
        (0, "Elder announces an open capot: all twelve tricks, for eighty."),
        (0, "Open capot, made! Eighty, two hundred and twenty-one."),
        (None, "End of the deal: Elder 221, Younger 0."),
    ]
    positions = [lines.index(item) for item in expected]
    assert positions == sorted(positions)
    joined = " ".join(text for _, text in lines)
    assert "for the last" not in joined and "leza" not in joined  # a capot counts neither
    summary = deal_summary(game.history[0], game.players, game.variant)
    assert [(line.text, line.points) for line in summary][-2:] == [
        ("Leads and tricks won, twenty-four", 24), ("Open capot, eighty", 80)]
    assert sum(line.points for line in summary) == 221


def test_r2_the_pique_despite_a_lost_trick_the_last_trick_of_four_and_the_leza():
    game = replayed("russian-r2-pique-despite-a-lost-trick.json")
    lines = texts(game)
    assert "Pique! Thirty more: sixty." in lines
    assert "And three more for the last (the last trick counts four), seventy." in lines
    assert "The leza: ten, eighty." in lines
    summary = [(line.text, line.points) for line in deal_summary(game.history[0], game.players, game.variant)]
    assert ("The last trick, three more (four in all)", 3) in summary and ("The leza, ten", 10) in summary
    assert ("Pique, thirty", 30) in summary


def test_p1_the_point_said_by_its_value_and_the_dealer_s_picca():
    game = replayed("picchetto-p1-the-dealers-picca.json")
    lines = [(line.seat, line.text) for line in said(game)]
    expected = [
        (None, "Partita, deal one. Younger deals; Elder is elder."),
        (0, "Forty-one."),
        (1, "Non basta (not good): forty-nine. Point of five, five."),
        (0, "Quart."),
        (1, "Non basta (not good)."),
        (1, "Quint to the king, twenty."),
        (1, "Picca! Thirty more: sixty."),
        (1, "And one more for the last (the last trick counts two), sixty-four."),
        (1, "The cards: ten, seventy-four."),
    ]
    positions = [lines.index(item) for item in expected]
    assert positions == sorted(positions)
    joined = " ".join(text for _, text in lines)
    assert "Making?" not in joined and "Point of four." not in joined  # the value is said, not the length
    summary = [(line.text, line.points) for line in deal_summary(game.history[0], game.players, game.variant)]
    assert ("Tricks won, ten", 10) in summary and ("Picca, thirty", 30) in summary  # no points for leading


def test_p2_the_ripicca_the_games_and_the_match():
    game = replayed("picchetto-p2-ripicca-and-the-bellas-221.json")
    lines = texts(game)
    assert "Ripicca! Sixty more: ninety-six." in lines
    assert "Dario wins the Partita, 154 to 149; the Rivincita begins, to 150: the totals start again at 0." \
        in lines
    assert "Nino wins the Rivincita, 150 to 70; the Bella begins, to 221: the totals start again at 0." \
        in lines
    assert lines[-2:] == ["Dario wins the Bella, 221 to 152.", "Dario wins the match, two games to one."]
    assert lines.count("Rivincita, deal one. Dario deals; Nino is elder.") == 1
    sheet = partie_sheet(game)
    assert sheet["headline"] == "Dario wins the match"
    assert sheet["lines"] == ["After twenty-six deals, three games: Nino won the Rivincita, Dario the "
                              "Partita and the Bella.", "Dario wins the match, two games to one."]
    assert sheet["rows"] == [("Partita, to 150", 149, 154, "game"), ("Rivincita, to 150", 150, 70, "game"),
                             ("Bella, to 221", 152, 221, "game")]
    assert sheet["totals"] == sheet["games_won"] == (1, 2) and sheet["total_label"] == "Games won"
    assert [g["winner"] for g in sheet["games"]] == game.game_winners
    assert [deal_words(game.variant, n, game.game_starts) for n in (10, 11, 16, 26)] == [
        "Partita, deal 10", "Rivincita, deal 1", "Bella, deal 1", "Bella, deal 11"]


# ------------------------------------------------------------ whole random games

_RANKS = "|".join(RANK_NAMES)
_SUITS = "|".join(SUIT_NAMES)
_GROUP = re.compile(rf"\bthe ((?:(?:{_RANKS})(?:, | and ))*(?:{_RANKS})) of ({_SUITS})\b")


def named_cards(text: str) -> set[int]:
    """The cards a line names: ``the king and seven of hearts``, ``the ace of spades``."""
    out = set()
    for ranks, suit in _GROUP.findall(text):
        for rank in re.split(r", | and ", ranks):
            out.add(SUIT_NAMES.index(suit) * 8 + RANK_NAMES.index(rank))
    return out


def test_named_cards_reads_card_lists():
    assert named_cards("the king and seven of hearts; the ace, ten and nine of clubs") == {14, 8, 31, 27, 26}
    assert named_cards("Ann leads the queen of spades.") == {5}


def every_line(game: Game):
    """(viewer, event, lines) for every event of the game and each viewer."""
    for viewer in VIEWERS:
        c = Commentator(game.players, game.variant, viewer)
        for log in game.history:
            for e in log.events:
                yield viewer, e, c.lines(e)


@pytest.mark.parametrize("variant", [RUSSIAN, PICCHETTO], ids=["russian", "picchetto"])
def test_every_event_of_whole_games_is_spoken_with_the_engine_s_figures(variant):
    games = RUSSIAN_PARTIES if variant is RUSSIAN else MATCHES
    kinds = set()
    for game in games:
        for viewer, e, lines in every_line(game):
            seen = e.to is None if viewer is None else e.visible_to(viewer)
            if not seen:
                assert lines == [], (viewer, e)
            for line in lines:
                assert line.text and "None" not in line.text and "  " not in line.text, line
                assert line.text[0].isupper() and line.text[-1] in ".!?", line.text
                assert line.kind == e.kind
            if e.is_score and e.seat is not None:
                (line,) = lines
                assert line.points == e.points and line.seat == e.seat
                assert line.text.endswith(number_words(e.total) + "."), line.text
                if e.kind not in ("blanche", "point", "sequence", "set"):  # a declaration: its total
                    assert number_words(e.points) in line.text.lower(), line.text
            if e.kind == "deal-end" and viewer is None:
                (line,) = lines
                assert line.text.endswith(f"{game.players[0]} {e.info[0]}, {game.players[1]} {e.info[1]}.")
            kinds.add(e.kind)
        for log in game.history:
            summary = deal_summary(log, game.players, game.variant)
            for seat in (0, 1):
                assert sum(line.points for line in summary if line.seat == seat) == log.scores[seat]
    if variant is RUSSIAN:
        assert {"korolik", "last", "cards", "capot-call", "pique", "repique"} <= kinds
    else:
        assert {"game-end", "partie-end", "pique"} <= kinds


def test_no_game_speaks_another_s_terms():
    rubicon_only = re.compile(r"\b(rubicon\w*|lurch\w*)\b", re.IGNORECASE)
    french_bonus = re.compile(r"\b(re)?pique\b|carte blanche|\bGood\.|\bNot good\.|\bEqual\.", re.IGNORECASE)
    for game in RUSSIAN_PARTIES[:10] + MATCHES:
        words = [line.text for _, _, lines in every_line(game) for line in lines]
        teacher = Teacher(game.players, game.variant, 0)
        words += [t for log in game.history for e in log.events for t in teacher.lines(e)]
        sheet = partie_sheet(game)
        words += sheet["lines"] + [sheet["headline"]]
        words += [line.text for log in game.history for line in deal_summary(log, game.players, game.variant)]
        for text in words:
            assert not rubicon_only.search(text), text
            if game.variant is PICCHETTO:
                assert not french_bonus.search(text), text
        joined = " ".join(words)
        if game.variant is PICCHETTO:
            assert "Partita" in joined and ("Va bene" in joined or "Non basta" in joined)
        else:
            assert "Korolik" in joined and "leza" in joined and "Partita" not in joined
            assert "Left in the talon" not in joined  # elder does not look at the talon in Russian Piquet


def test_the_russian_settlement_is_the_difference_and_a_drawn_partie_is_drawn():
    drawn = 0
    for game in RUSSIAN_PARTIES:
        sheet = partie_sheet(game)
        hi, lo = max(game.totals), min(game.totals)
        last = sheet["lines"][-1]
        if game.winner is None:
            drawn += 1
            assert last == f"The partie is drawn, {hi} all."
            continue
        winner = game.players[game.winner]
        assert game.result == hi - lo
        assert last == f"{winner} wins by {game.result}, the difference: {hi} - {lo} = {game.result}."
        assert texts(game)[-1] == last
        labels = [label for label, *_ in sheet["rows"]]
        assert labels[0].startswith("Korolik 1: ") and labels[3].startswith("Korolik 2: ")
        assert [label for label in labels if label.startswith("Deal")] == ["Deal 1", "Deal 2"] * 2
        deal_rows = [(a, b) for _label, a, b, kind in sheet["rows"] if kind == "deal"]
        assert deal_rows == [tuple(d) for d in game.deal_scores]
        # the korolik's first dealer, as the engine drew him
        for k, label in ((0, labels[0]), (1, labels[3])):
            assert label.startswith(f"Korolik {k + 1}: {game.players[game.korolik_dealers[k]]} deals first")
    assert drawn < len(RUSSIAN_PARTIES)
    draw = SimpleNamespace(players=PLAYERS, history=[], deal_scores=[[40, 30], [30, 40], [20, 25], [25, 20]],
                           totals=[115, 115], is_over=True, winner=None, result=None, variant=RUSSIAN)
    sheet = partie_sheet(draw)
    assert sheet["lines"] == ["After four deals: Ann 115, Ben 115.", "The partie is drawn, 115 all."]
    assert sheet["headline"] == "The partie is drawn"
    assert [row[0] for row in sheet["rows"]] == [
        "Korolik 1", "Deal 1", "Deal 2", "Korolik 2", "Deal 1", "Deal 2"]
    c = Commentator(PLAYERS, RUSSIAN, None)
    assert [line.text for line in c.lines(Event("partie-end", None, 0, info=(115, 115)))] == [
        "The partie is drawn, 115 all."]


def test_each_game_of_a_match_is_announced_with_the_engine_s_totals():
    for game in MATCHES:
        lines = texts(game)
        ends = [e for log in game.history for e in log.events if e.kind == "game-end"]
        assert len(ends) == len(game.game_winners)
        for e in ends:
            number, *totals = e.info
            seat = e.seat
            head = (f"{game.players[seat]} wins the {game_name(PICCHETTO, number)}, {totals[seat]} to "
                    f"{totals[1 - seat]}")
            spoken = [t for t in lines if t.startswith(head)]
            assert len(spoken) == 1
            assert max(totals) >= PICCHETTO.shape.target(number)
        won = [game.game_winners.count(s) for s in (0, 1)]
        loser = won[1 - game.winner]
        assert lines[-1] == (f"{game.players[game.winner]} wins the match, {number_words(won[game.winner])} "
                             f"games to {number_words(loser) if loser else 'none'}.")
        sheet = partie_sheet(game)
        assert [g["totals"] for g in sheet["games"]] == [
            tuple(game.variant.totals(game.deal_scores[a:b]))
            for a, b in zip(game.game_starts, [*game.game_starts[1:], len(game.deal_scores)], strict=True)]
        # the deals are counted again from one in each game
        for number, first in enumerate(game.game_starts, 1):
            assert f"{game_name(PICCHETTO, number)}, deal one." in " ".join(lines)
            name = game_name(PICCHETTO, number)
            assert deal_words(PICCHETTO, first + 1, game.game_starts) == f"{name}, deal 1"


# ------------------------------------------------------------ what each seat may know


@pytest.mark.parametrize("variant", [RUSSIAN, PICCHETTO], ids=["russian", "picchetto"])
def test_no_line_names_a_card_its_reader_may_not_know(variant):
    """Two players on one screen (viewer None) read only what both may know; a seat
    reads its own hand, discards and draws, never the other's.  The cards nobody took
    are shown to both in Russian Piquet (public), a discard is private."""
    games = RUSSIAN_PARTIES[:8] if variant is RUSSIAN else MATCHES[:2]
    checked = public_rest = 0
    for game in games:
        for viewer in VIEWERS:
            c = Commentator(game.players, game.variant, viewer)
            teacher = Teacher(game.players, game.variant, viewer)
            for log in game.history:
                known = 0
                for e in log.events:
                    visible = e.to is None if viewer is None else e.visible_to(viewer)
                    lines = [line.text for line in c.lines(e)] + teacher.lines(e)
                    if not visible:
                        assert lines == [], (viewer, e)
                        continue
                    known |= e.cards
                    for m in e.combos:
                        known |= m
                    if e.kind in ("discard", "draw", "peek", "hand"):
                        assert e.seat == viewer and viewer is not None
                    if e.kind == "rest" and e.to is None:
                        public_rest += 1
                        assert variant is not RUSSIAN or all(line for line in lines)
                    for text in lines:
                        for card in named_cards(text):
                            checked += 1
                            assert known >> card & 1, (viewer, e, text)
    assert checked > 100
    if variant is RUSSIAN:
        assert public_rest > 0


def test_the_russian_untaken_cards_are_spoken_to_both_and_the_discards_to_their_owner_alone():
    game = RUSSIAN_PARTIES[0]
    for log in game.history:
        rest = [e for e in log.events if e.kind == "rest"]
        discards = [e for e in log.events if e.kind == "discard" and e.cards]
        for viewer in VIEWERS:
            c = Commentator(game.players, game.variant, viewer)
            spoken = {id(e): [line.text for line in c.lines(e)] for e in log.events}
            for e in rest:
                assert e.to is None
                if e.cards:
                    assert spoken[id(e)] and spoken[id(e)][0].startswith("The rest is shown: ")
            for e in discards:
                if viewer == e.seat:
                    assert spoken[id(e)][0].startswith("You discard ")
                else:
                    assert spoken[id(e)] == []
