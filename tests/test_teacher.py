"""The teacher: phases narrated once per deal in order, every score explained with its
figures, nothing said about cards the viewer cannot see, and the teach setting."""

from __future__ import annotations

import dataclasses
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from piquet_game.commentary import number_words
from piquet_game.rules import RUBICON, Game
from piquet_game.rules.cards import RANK_NAMES, RANK_PLURALS, SUIT_NAMES, card_name
from piquet_game.rules.events import Event
from piquet_game.rules.record import loads
from piquet_game.rules.variant import PICCHETTO, RUSSIAN
from piquet_game.settings import Settings
from piquet_game.tutorial.teacher import PARTIE_END, PHASES, Note, Teacher

ROOT = Path(__file__).resolve().parents[1]
#: The seeds of the two-handed games: the teacher does not yet speak of a table of
#: three or four (Piquet Normand, the four-handed game).
SEEDS = sorted(p for p in (ROOT / "seeds").glob("*.json")
               if not p.name.startswith(("normand-", "voleur-")))
VIEWERS = (None, 0, 1)


def load(name: str) -> Game:
    return loads((ROOT / "seeds" / name).read_text(encoding="utf-8")).game


def random_partie(seed: int, players: tuple[str, str] = ("Ann", "Ben"), variant=RUBICON) -> Game:
    game = Game.new(random.Random(seed), variant, players=players)
    rng = random.Random(seed * 7919 + 1)
    while not game.is_over:
        game.play_random_deal(rng)
    return game


def games() -> list[tuple[str, Game]]:
    out = [(path.name, load(path.name)) for path in SEEDS]
    out += [(f"random {seed}", random_partie(seed)) for seed in range(12)]
    out += [(f"random russian {seed}", random_partie(seed, variant=RUSSIAN)) for seed in range(6)]
    out += [(f"random picchetto {seed}", random_partie(seed, variant=PICCHETTO)) for seed in range(2)]
    return out


GAMES = games()


def teach(game: Game, viewer: int | None) -> list[list[tuple[Event, list[Note]]]]:
    """Every event of every deal with the notes it gave, deal by deal."""
    teacher = Teacher(game.players, game.variant, viewer)
    return [[(e, teacher.notes(e)) for e in log.events] for log in game.history]


def mentions(text: str, points: int) -> bool:
    return re.search(rf"(?<![\d.]){points}(?!\d)", text) is not None


# ------------------------------------------------------------------- phases


@pytest.mark.parametrize("viewer", VIEWERS)
def test_each_phase_is_narrated_once_per_deal_in_order(viewer):
    for name, game in GAMES:
        for log, deal in zip(game.history, teach(game, viewer), strict=True):
            starts: dict[str, int] = {}  # phase -> index of the event that began it
            for i, (_, notes) in enumerate(deal):
                for note in notes:
                    if note.kind == "phase" and note.topic != PARTIE_END:
                        assert starts.setdefault(note.topic, i) == i, (name, log.number, note)
            v = game.variant
            blanche = [i for i, (e, _) in enumerate(deal) if e.kind == "blanche"]
            if blanche:  # told where it is first declared (Picchetto's dealer: after elder's exchange)
                assert starts.pop("blanche") == blanche[0], (name, log.number)
            expected = [p for p in PHASES if p != "blanche" and (p != "open-capot" or v.open_capot_points)
                        and (v.exchange or not p.startswith("exchange"))]
            if v.open_capot_points and "set" in starts:  # offered as soon as the sets are over
                assert starts["open-capot"] == starts["set"]
            if sum(e.kind == "trick" for e in log.events) < v.hand_size:
                # a game to a target ends where the target is reached: the phases
                # told are those the deal came to, in order
                assert v.target or v.game_targets
                assert sorted(starts, key=starts.get) == expected[:len(starts)], (name, log.number, starts)
                continue
            assert sorted(starts, key=starts.get) == expected, (name, log.number, starts)
            # each phase is told at the event that begins it
            kinds = {p: deal[i][0] for p, i in starts.items()}
            assert kinds["deal"].kind == "deal"
            if v.exchange:
                elder_x, younger_x = kinds["exchange-elder"], kinds["exchange-younger"]
                assert elder_x.kind == "exchange" and elder_x.seat != log.dealer
                assert younger_x.kind == "exchange" and younger_x.seat == log.dealer
            for cls in ("point", "sequence", "set"):
                assert (kinds[cls].kind, kinds[cls].cls) == ("announce", cls)
            assert kinds["play"].kind == "play"
            first_play = starts["play"]
            assert not any(e.kind == "play" for e, _ in deal[:first_play])
            # the count comes after the twelfth trick and its own points, before the end bonuses
            count = starts["count"]
            assert sum(e.kind == "trick" for e, _ in deal[:count]) == game.variant.hand_size
            assert kinds["count"].kind in ("last", "cards", "capot", "open-capot", "deal-end",
                                           "overtricks", "undertricks")


@pytest.mark.parametrize("viewer", VIEWERS)
def test_partie_end_is_told_once_after_the_last_deal(viewer):
    for name, game in GAMES:
        flat = [(e, n) for deal in teach(game, viewer) for e, ns in deal for n in ns]
        ends = [(e, n) for e, n in flat if n.topic == PARTIE_END]
        assert len(ends) == (1 if game.is_over else 0), name
        if ends:
            assert flat[-1][1] is ends[0][1] and ends[0][0].kind == "partie-end"
            if game.variant.game_targets:  # a match: the games won
                won = [game.game_winners.count(s) for s in (game.winner, 1 - game.winner)]
                said = f"{number_words(won[0])} games to {number_words(won[1]) if won[1] else 'none'}"
                assert said in ends[0][1].text, (name, ends[0][1].text)
            else:
                assert mentions(ends[0][1].text, game.result)


def test_first_deal_is_told_in_full_later_ones_briefly():
    game = dict(GAMES)["random 11"]
    deals = teach(game, 0)
    told = [[n.text for _, ns in deal for n in ns if n.kind == "phase" and n.topic == "point"]
            for deal in deals]
    assert len(told[0]) == 2 and "Repique" in told[0][1]  # the rule of repique comes with the first point
    assert all(len(t) == 1 and len(t[0]) < len(told[0][0]) for t in told[1:])
    first_deal = [n.text for _, ns in deals[0] for n in ns if n.topic == "deal"]
    assert "12 cards" in " ".join(first_deal) and "talon" in " ".join(first_deal)
    assert any("5 for elder" in t or "top 5 for elder" in t for t in first_deal)
    assert "1 to 5" in " ".join(first_deal)


# ------------------------------------------------------------- explanations


@pytest.mark.parametrize("viewer", VIEWERS)
def test_every_score_is_explained_once_with_its_points(viewer):
    explained = set()
    for name, game in GAMES:
        for deal in teach(game, viewer):
            seen_kinds: set[str] = set()
            for e, notes in deal:
                lines = [n for n in notes if n.kind == "explain"]
                if not e.is_score:
                    assert lines == [], (name, e, lines)
                    continue
                if e.kind in ("lead", "win") and e.kind in seen_kinds:
                    assert lines == [], (name, e, lines)  # counted without a word after the first
                    continue
                seen_kinds.add(e.kind)
                assert len(lines) == 1, (name, e, notes)
                note = lines[0]
                assert note.topic == e.kind and note.points == e.points
                assert mentions(note.text, e.points), (name, e, note.text)
                explained.add(e.kind)
    assert explained >= {"blanche", "point", "sequence", "set", "repique", "lead", "win", "last", "cards",
                         "capot"}


def notes_of(game: Game, viewer: int | None, kind: str) -> list[str]:
    """The lines about ``kind`` (a scoring or other event kind, or the partie's end),
    leaving out the narration of the phase of the same name."""
    return [n.text for deal in teach(game, viewer) for _, ns in deal for n in ns
            if n.topic == kind and (n.kind != "phase" or kind == PARTIE_END)]


def test_repique_explained_in_example_3a():
    game = load("example-3a-elder-repiques.json")
    [line] = notes_of(game, None, "repique")
    assert line.startswith("Repique:")
    assert "Elder reached 51" in line and "30 or more" in line and "60 more: 111" in line
    assert "before Younger had scored anything" in line
    assert "carte blanche and declarations alone" in line
    [seq] = notes_of(game, None, "sequence")
    assert "quint" in seq and "15" in seq and "five in a row" in seq
    assert "plus 10" in seq and "18 in all" in seq
    [sets] = notes_of(game, None, "set")
    assert "quatorze" in sets and "fourteen" in sets and "28" in sets


def test_example_3b_says_why_there_is_no_repique():
    game = load("example-3b-younger-blanche-no-repique.json")
    assert notes_of(game, None, "repique") == []
    [blanche] = notes_of(game, None, "blanche")
    assert "no king, queen or jack" in blanche and "10" in blanche
    [sets] = notes_of(game, None, "set")
    assert "no repique" in sets and "Younger had already scored 10" in sets


def test_repique_in_example_1_for_the_viewer():
    game = load("example-1-elder-170.json")
    [line] = notes_of(game, 0, "repique")
    assert line == ("Repique: you reached 57 (30 or more) from carte blanche and declarations alone before "
                    "Younger had scored anything in this deal, so 60 more: 117.")
    [capot] = notes_of(game, 0, "capot")
    assert "all 12 tricks" in capot and "40" in capot and "instead of the 10" in capot
    [line1] = notes_of(game, 1, "repique")
    assert line1.startswith("Repique: Elder reached 57") and "before you had scored anything" in line1


def test_equal_does_not_block_younger_repique_in_example_4a():
    game = load("example-4a-equal-point-younger-repiques.json")
    [line] = notes_of(game, None, "repique")
    assert "Younger reached" in line and "60 more: 92" in line and "An Equal is no score" in line
    answers = notes_of(game, None, "answer")
    assert any(a.startswith("Equal: neither player scores for the point") for a in answers)


def find_pique() -> tuple[Game, Event]:
    """The first random deal with a pique (one deal in some forty has one)."""
    for seed in range(400):
        game = Game.new(random.Random(seed), players=("Ann", "Ben"))
        log = game.play_random_deal(random.Random(seed))
        for e in log.events:
            if e.kind == "pique":
                return game, e
    raise AssertionError("no pique in 400 random deals")


def test_pique_is_explained():
    game, event = find_pique()
    elder = 1 - game.history[0].dealer
    assert event.seat == elder
    [line] = notes_of(game, None, "pique")
    reached = event.total - event.points
    other = game.players[1 - elder]
    assert line == (f"Pique: {game.players[elder]} reached {reached} (30 or more) from declarations and "
                    f"trick points together before {other} had scored anything in this deal, so 30 more: "
                    f"{event.total}.")
    log = game.history[0].events
    trigger = log[log.index(event) - 1]  # the lead or trick that reached the threshold
    assert trigger.total == reached and trigger.total - trigger.points < 30 <= reached


def test_explanations_follow_the_variant_numbers():
    """The same deal under other numbers: the lines say the variant's figures."""
    variant = dataclasses.replace(
        RUBICON,
        name="test",
        sequence_scores={3: 3, 4: 4, 5: 25, 6: 26, 7: 27, 8: 28},
        set_scores={3: 3, 4: 14},
        repique_threshold=40,
        repique_bonus=50,
        capot_points=30,
    )
    base = load("example-1-elder-170.json")
    log = base.history[0]
    game = Game(variant, base.players, first_dealer=log.dealer)
    from piquet_game.rules.actions import DealCards

    game.apply(DealCards(log.hands, log.talon))
    for seat, action in log.actions:
        game.apply(action, seat)
    [seqs] = notes_of(game, None, "sequence")
    assert "A tierce, three in a row, counts 3: 1 for each card" in seqs
    [line] = notes_of(game, None, "repique")
    assert "(40 or more)" in line and "50 more" in line
    [capot] = notes_of(game, None, "capot")
    assert "counts 30 instead of the 10" in capot
    narration = [n.text for deal in teach(game, None) for _, ns in deal for n in ns if n.kind == "phase"]
    joined = " ".join(narration)
    assert "quint (5) 25" in joined and "reaches 40" in joined and "scores 50 more" in joined


def test_quint_rule_from_the_table():
    teacher = Teacher(("Ann", "Ben"), RUBICON, None)
    assert teacher._seq_rule(5) == "5, plus 10 for a run of five or more"
    assert teacher._seq_rule(8) == "8, plus 10 for a run of five or more"
    assert teacher._seq_rule(4) == "1 for each card"
    russian = Teacher(("Ann", "Ben"), dataclasses.replace(
        RUBICON, sequence_scores={3: 13, 4: 14, 5: 15, 6: 16, 7: 17, 8: 18}), None)
    assert russian._seq_rule(3) == "3, plus 10 for any sequence"


# ---------------------------------------------------------------- partie end


def test_rubicon_settlement_in_example_5b():
    game = load("example-5b-partie-154-93-rubicon.json")
    [line] = notes_of(game, None, PARTIE_END)
    assert "rubicon" in line and "347" in line and "154 + 93 + 100 = 347" in line
    assert "Napoleon finished under 100" in line and "Josephine scores" in line
    [mine] = notes_of(game, 0, PARTIE_END)
    assert "You finished under 100" in mine and "Josephine scores both totals" in mine
    [won] = notes_of(game, 1, PARTIE_END)
    assert "you score both totals" in won


def test_no_rubicon_in_example_5a():
    game = load("example-5a-partie-154-113.json")
    [line] = notes_of(game, None, PARTIE_END)
    assert "rubicon" not in line.lower()
    assert "154 - 113 + 100 = 141" in line and "Both reached 100" in line


def test_deal_end_gives_the_running_totals():
    game = load("example-5b-partie-154-93-rubicon.json")
    ends = notes_of(game, None, "deal-end")
    assert len(ends) == 6
    totals = [0, 0]
    for line, log in zip(ends, game.history, strict=True):
        totals = [totals[0] + log.scores[0], totals[1] + log.scores[1]]
        assert f"Napoleon {totals[0]}, Josephine {totals[1]}" in line


# ------------------------------------------------------------ what is hidden


_LONG = re.compile(rf"\b({'|'.join(RANK_NAMES)}) of ({'|'.join(SUIT_NAMES)})\b")
_SHORT = re.compile(r"\b[789TJQKA][SHDC]\b")
_TOP = re.compile(rf"\bto the ({'|'.join(RANK_NAMES)}) in ({'|'.join(SUIT_NAMES)})\b")
_QUATORZE = re.compile(rf"\bfourteen ({'|'.join(RANK_PLURALS)})\b")


def named_cards(text: str) -> set[int]:
    """The cards a line names, or names by implication (the top of a sequence, the
    four cards of a quatorze)."""
    out = set()
    for rank, suit in _LONG.findall(text) + _TOP.findall(text):
        out.add(SUIT_NAMES.index(suit) * 8 + RANK_NAMES.index(rank))
    for name in _SHORT.findall(text):
        out.add([c for c in range(32) if card_name(c) == name][0])
    for plural in _QUATORZE.findall(text):
        r = RANK_PLURALS.index(plural)
        out |= {s * 8 + r for s in range(4)}
    return out


def test_named_cards_finds_cards():
    assert named_cards("quint to the ace in hearts, and the KS") == {15, 6}
    assert named_cards("fourteen kings") == {6, 14, 22, 30}
    assert named_cards("the queen of clubs") == {29}


@pytest.mark.parametrize("viewer", VIEWERS)
def test_no_line_names_a_card_the_viewer_cannot_see(viewer):
    checked = 0
    for name, game in GAMES:
        teacher = Teacher(game.players, game.variant, viewer)
        for log in game.history:
            seen = 0
            for e in log.events:
                visible = e.to is None if viewer is None else e.visible_to(viewer)
                lines = teacher.lines(e)
                if not visible:
                    assert lines == [], (name, e)
                    continue
                seen |= e.cards
                for c in e.combos:
                    seen |= c
                if e.kind == "announce" and e.cls == "set" and len(e.info) == 2 and e.info[0] == 4:
                    seen |= sum(1 << (s * 8 + e.info[1]) for s in range(4))  # "fourteen queens": all four
                for line in lines:
                    for card in named_cards(line):
                        checked += 1
                        assert seen >> card & 1, (name, viewer, card_name(card), line)
    assert checked > 50  # the check did look at named cards


@pytest.mark.parametrize("viewer", VIEWERS)
def test_hidden_events_change_nothing(viewer):
    """Teaching the whole stream or only what the viewer sees gives the same lines."""
    for name, game in GAMES:
        full = Teacher(game.players, game.variant, viewer)
        seen = Teacher(game.players, game.variant, viewer)
        for log in game.history:
            for e in log.events:
                visible = e.to is None if viewer is None else e.visible_to(viewer)
                got = full.lines(e)
                assert got == (seen.lines(e) if visible else []), (name, e)


def test_private_events_of_the_other_seat_say_nothing():
    game = load("example-3a-elder-repiques.json")
    teacher = Teacher(game.players, game.variant, 0)
    for e in game.history[0].events:
        lines = teacher.lines(e)
        if e.kind in ("discard", "draw", "peek", "hand") and e.seat == 1:
            assert lines == []
        if e.kind == "rest" and e.to is not None:
            assert lines == []


# ----------------------------------------------------------------- grammar


def test_you_and_names_agree_with_their_verbs():
    bad_you = re.compile(r"\b[Yy]ou (scores|is|has|wins|leads|counts|deals|shows|takes)\b")
    bad_name = re.compile(r"\b(Ann|Ben) (score|are|have|lead|count|deal|show|also count)\b")
    for viewer in VIEWERS:
        for seed in range(4):
            game = random_partie(100 + seed)
            for deal in teach(game, viewer):
                for _, notes in deal:
                    for note in notes:
                        assert not bad_you.search(note.text), note.text
                        assert not bad_name.search(note.text), note.text
                        assert "None" not in note.text and "  " not in note.text, note.text
                        assert "your had" not in note.text and "Your had" not in note.text
                        if viewer is None:
                            assert not re.search(r"\byou (score|reached|won|put|drew|took)\b", note.text)


def test_the_viewer_is_you():
    game = load("example-3a-elder-repiques.json")
    text = " ".join(t for deal in teach(game, 0) for _, ns in deal for n in ns for t in [n.text])
    assert "you score 1 for leading" in text and "Younger deals, so you are elder hand" in text
    text1 = " ".join(t for deal in teach(game, 1) for _, ns in deal for n in ns for t in [n.text])
    assert "You deal, so Elder is elder hand" in text1 and "Elder scores 1 for leading" in text1


def test_viewer_can_change_between_events():
    teacher = Teacher(("Ann", "Ben"), RUBICON, None)
    teacher.viewer = 1
    assert teacher.viewer == 1 and teacher.names.who(1) == "You"


def test_teacher_does_not_import_pygame():
    code = ("import sys, piquet_game.tutorial.teacher as t; "
            "assert 'pygame' not in sys.modules, 'pygame imported'")
    subprocess.run([sys.executable, "-c", code], check=True)


# ---------------------------------------------------------------- the setting


def test_teach_setting_is_saved_and_loaded(tmp_path):
    path = tmp_path / "settings.json"
    assert Settings(path=path).teach is False
    s = Settings(path=path, teach=True)
    assert s.save()
    assert json.loads(path.read_text())["teach"] is True
    assert Settings.load(path).teach is True
    path.write_text(json.dumps({"format": 1, "teach": "yes"}))
    assert Settings.load(path).teach is False  # a bad value falls back to the default


def test_settings_screen_toggles_teaching(tmp_path):
    pytest.importorskip("pygame")
    from ui_driver import click, make_app, tick

    from piquet_game.view.settings_screen import SettingsScene

    app = make_app(size=(960, 600), home=tmp_path)
    app.push(SettingsScene(app))
    tick(app, 3)
    assert app.stack.top.label("teach") == "Teach while you play: off"
    click(app, app.stack.top.pickers["teach"][True].rect.center, frames=3)
    assert app.settings.teach is True
    assert app.stack.top.label("teach") == "Teach while you play: on"
    assert Settings.load(tmp_path / "settings.json").teach is True


# ------------------------------------------------------- Russian Piquet and Picchetto


def taught(game: Game, viewer: int | None = None) -> list[Note]:
    return [n for deal in teach(game, viewer) for _, ns in deal for n in ns]


def test_russian_open_capot_is_taught_when_offered_announced_and_made():
    game = load("russian-r1-open-capot.json")
    notes = taught(game, 0)
    topics = [n.topic for n in notes]
    offer = notes[topics.index("open-capot")]
    assert offer.kind == "phase" and "80 instead of the capot's 40" in offer.text
    assert "costs nothing" in offer.text and "before the first card is led" in offer.text
    assert topics.index("open-capot") < topics.index("capot-call") < topics.index("play")
    call = notes[topics.index("capot-call")].text
    assert call.startswith("You announce an open capot: all 12 tricks.") and "80 instead of 40" in call
    [made] = [n.text for n in notes if n.topic == "open-capot" and n.kind == "explain"]
    assert "took them: 80 instead of the capot's 40" in made and "nothing for the leza" in made
    text = " ".join(n.text for n in notes)
    assert "none, or 3 to 5" in text and "Nobody may look at the talon" in text
    assert "turned face up for both" in text and "may look at them" not in text
    assert "Korolik 1, deal 1 of 2. The players drew for the deal: Younger drew the lower card" in text
    assert "The last trick scores 3 more (4 in all)" in text and "for the leza" in text
    assert "Pique: only elder can" in text and "younger's tricks do not stop it" in text


def test_russian_pique_despite_a_lost_trick():
    game = load("russian-r2-pique-despite-a-lost-trick.json")
    [pique] = notes_of(game, None, "pique")
    assert pique == ("Pique: Elder reached 30 (30 or more) from declarations and trick points together, "
                     "and Younger scored nothing in declarations (Younger's 2 from the tricks do not stop "
                     "it), so 30 more: 60.")
    [last] = notes_of(game, None, "last")
    assert "worth 3 more" in last and "the last trick counts 4" in last
    [leza] = notes_of(game, None, "cards")
    assert leza == "The leza: Elder won 9 of the 12 tricks, more than half, so 10 for the leza."


def russian_deal(seed: int) -> Game:
    game = Game.new(random.Random(seed), RUSSIAN, players=("Ann", "Ben"))
    game.play_random_deal(random.Random(seed))
    return game


@pytest.mark.parametrize(("seed", "kind", "said"), [
    (49, "set", "That reaches 30, but no repique: Ben has scored 4 in declarations."),
    (28, "repique", "No repique for Ann, though Ann has 30 in declarations: Ben scored 3 in declarations "
                    "too."),
    (32, "win", "That reaches 30, but no pique: only elder can make one in this game."),
    (25, "last", "That reaches 30, but no pique: Ben scored 19 in declarations."),
])
def test_the_russian_blocking_rule_is_explained_when_it_blocks(seed, kind, said):
    game = russian_deal(seed)
    lines = [n.text for n in taught(game) if n.topic == kind]
    assert any(said in line for line in lines), lines
    assert not any(e.kind in ("repique", "pique") and e.seat == 0 for e in game.history[0].events) or \
        kind in ("win", "last")


def test_picchetto_point_by_value_picca_and_the_duty_to_head():
    game = load("picchetto-p1-the-dealers-picca.json")
    [point] = notes_of(game, None, "point")
    assert point.startswith("Point: Younger's hearts made 49 (five cards) and won (Non basta (not good): "
                            "more than Elder's forty-one), so Younger scores 5")
    [picca] = notes_of(game, None, "pique")
    assert picca.startswith("Picca: Younger reached 30") and "so 30 more: 60" in picca
    text = " ".join(n.text for n in taught(game, None))
    assert "says the total value of his longest suit" in text and "Va bene (good), Non basta (not good) or " \
        "Uguale (equal)" in text
    assert "You must head the trick" in text and "Either player can: nothing is scored for leading" in text
    assert "Partita, deal 1. The first to reach 150 wins the Partita" in text
    assert "the Bella (to 221)" in text and "(Bianco) counts 10: elder declares it before his exchange, " \
        "younger after it" in text
    assert "repique" not in text.lower().replace("ripicca", "") and not re.search(r"\bpique\b", text.lower())


def test_picchetto_games_end_mid_deal_and_the_match_is_won_by_games():
    game = load("picchetto-p2-ripicca-and-the-bellas-221.json")
    ends = notes_of(game, None, "game-end")
    assert ends[0].startswith("Dario reached 150 (154) and wins the Partita, 154 to 149: it ends at once, "
                              "in the middle of the deal")
    assert "The Rivincita begins: the totals start again at 0" in ends[0]
    assert "have won a game each, so it decides the match" in ends[1]
    assert ends[2].startswith("Dario reached 221, more than 220, and wins the Bella, 221 to 152")
    [end] = notes_of(game, 0, PARTIE_END)
    assert end == ("End of the match: You won the Rivincita; Dario won the Partita and the Bella. Dario wins "
                   "the match, two games to one: the first to win 2 games wins it, whatever the points.")
    [ripicca] = notes_of(game, None, "repique")
    assert ripicca.startswith("Ripicca: Nino reached 36") and "from Bianco and declarations alone" in ripicca
    deal_ends = notes_of(game, None, "deal-end")
    assert deal_ends[0] == ("After 1 deal of the Partita, the totals: Nino 11, Dario 24; the first to reach "
                            "150 wins it.")
    assert "After 1 deal of the Rivincita" in " ".join(deal_ends)


def test_the_dealer_s_bianco_is_declared_after_the_non_dealer_s_exchange():
    from helpers import blank_deal

    from piquet_game.rules import Blanche, Phase

    game = Game(PICCHETTO, ("Ann", "Ben"), first_dealer=1)
    rng = random.Random(5)
    game.apply(blank_deal(rng, 1))
    while game.phase is not Phase.DEAL and not game.is_over:
        bianco = game.phase is Phase.BLANCHE and game.to_move == 1
        game.apply(Blanche(True) if bianco else game.sample_action(rng))
    notes = taught(game, 0)
    [bianco] = [n.text for n in notes if n.topic == "blanche" and n.kind == "explain"]
    assert bianco == ("Bianco: the twelve cards Ben was dealt hold no king, queen or jack; declared after "
                      "your exchange, as younger does, that counts 10, and they are shown.")
    kinds = [e.kind for e in game.history[0].events]
    assert kinds.index("exchange") < kinds.index("blanche")  # after the non-dealer's exchange
    rule = next(n.text for n in notes if n.topic == "blanche" and n.kind == "phase")
    assert rule.startswith("Bianco: a hand dealt with no king, queen or jack counts 10.")


def test_contract_piquet_is_taught_with_its_own_talon_and_the_contracts_thresholds():
    from piquet_game.rules.record import replay
    from piquet_game.tutorial.teacher import Teacher

    root = Path(__file__).resolve().parents[1] / "seeds"
    said = {}
    for name in ("contract-c1-plus-redoubled.json", "contract-c2-minus-failed-doubled.json"):
        game = replay(json.loads((root / name).read_text(encoding="utf-8"))).game
        teacher = Teacher(game.players, game.variant)
        said[name] = " ".join(n.text for e in game.history[0].events for n in teacher.notes(e))
    c1, c2 = said.values()
    for text in (c1, c2):
        assert "out of play, seen by nobody: there is no exchange" in text
        assert "elder exchanges" not in text.lower() and "Elder's exchange" not in text
    assert "Repique: whoever reaches 30" in c1 and "60 more" in c1  # a plus contract: 30
    assert "Repique: whoever reaches 21" in c2 and "69 more: 91" in c2  # a minus contract: 21, to 90
    assert "reaches 30" not in c2


def test_a_plus_contracts_29_blocked_is_told_with_the_first_trick_point():
    """Contract Piquet: elder at exactly 29 (point of eight, huitieme and a tierce),
    younger at 9 for three trios, scored before the tricks.  Elder's first trick makes
    30 and no pique, since younger has scored: the teacher says why there."""
    from helpers import deal_game, run, scores_of

    from piquet_game.rules.variant import CONTRACT

    game = deal_game("AS KS QS JS TS 9S 8S 7S JH TH 9H 7C", "AH AD AC KH KD KC QH QD QC 8H 7H JD",
                     dealer=1, variant=CONTRACT, players=("Ann", "Ben"))
    run(game, "call 7+", "call pass", "declare point AS KS QS JS TS 9S 8S 7S", "declare point -",
        "declare sequence AS KS QS JS TS 9S 8S 7S / JH TH 9H", "declare sequence -", "declare set -",
        "declare set AH AD AC / KH KD KC / QH QD QC")
    assert game.scores == [29, 9]
    teacher = Teacher(game.players, game.variant, 0)
    for e in game.history[-1].events:
        teacher.notes(e)
    events = run(game, "play AS", "play 7H")
    assert scores_of(events) == [("win", 0, 1, 30)]  # no pique
    text = " ".join(n.text for e in events for n in teacher.notes(e))
    assert "That reaches 29, but no pique: Ben had already scored 9 in this deal." in text
