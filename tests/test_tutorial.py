"""The tutorial's lessons and its tutor, without the window.

Every lesson in ``seeds/tutorial`` must replay as a record, be taught to its end
with its own moves, and refuse every other move with an explanation and no change
to the game.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest

from piquet_game.rules import Blanche, Declare, DeclClass, Exchange, OpenCapot, Play
from piquet_game.rules.actions import BIDS, CALLS, Call
from piquet_game.rules.record import dumps, game_to_record, replay
from piquet_game.tutorial.lesson import (
    AREAS,
    LessonError,
    lesson_from_record,
    lessons_dir,
    load_lessons,
)
from piquet_game.tutorial.runner import Gate, LessonRun, ScriptedTutor, _sentence, describe, walk

ROOT = Path(__file__).resolve().parents[1]
# the lessons, not their words in other languages (04-point.fr.json)
LESSON_FILES = sorted(p for p in (ROOT / "seeds" / "tutorial").glob("*.json") if "." not in p.stem)
TOPICS = [  # the phases of Rubicon Piquet, in order, then one lesson for each other game
    "deal", "blanche", "exchange", "point", "sequences", "sets", "pique-repique", "tricks",
    "cards-capot", "partie", "au-cent", "russian", "picchetto", "contract", "normand", "voleur",
]


def record_of(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_one_lesson_per_phase_in_order():
    lessons = load_lessons()
    assert [le.id for le in lessons] == TOPICS
    assert [le.number for le in lessons] == list(range(1, len(TOPICS) + 1))
    for le in lessons:
        assert le.title and 2 <= len(le.recap) <= 3
        assert any(s.kind == "do" for s in le.steps), f"{le.id}: the learner never moves"


def test_lessons_ship_with_the_package():
    """The game finds its lessons through the package, not the working directory."""
    assert Path(str(lessons_dir())).resolve() == (ROOT / "seeds" / "tutorial").resolve()


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda p: p.stem)
def test_lesson_record_replays_cleanly(path):
    data = record_of(path)
    result = replay(data)
    game = result.game
    assert len(game.history) == len(data["deals"])
    for log, deal in zip(game.history, data["deals"], strict=True):
        made = [a for _, a in log.actions if a not in (Blanche(False), OpenCapot(False))]
        assert len(made) == len(deal["actions"])  # every action was made, none ignored
    # and what the engine writes back replays to the same scores
    assert replay(game_to_record(game)).summary() == result.summary()


@pytest.mark.parametrize("path", LESSON_FILES[:1], ids=lambda p: p.stem)
def test_piquet_replay_reads_a_lesson(path):
    out = subprocess.run([sys.executable, "-m", "piquet_game", "replay", str(path), "--json"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "deals" in json.loads(out.stdout)


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda p: p.stem)
def test_lesson_is_taught_to_its_end(path):
    lesson = lesson_from_record(record_of(path), path.name)
    run = walk(lesson)
    assert run.finished and run.gate() is Gate.DONE
    # every move the steps make is the record's, in order
    consumed = lesson.steps[-1].end if lesson.steps else lesson.start
    assert run.position() >= consumed
    for step in lesson.steps:
        for name in step.show:
            assert name in AREAS or len(name) == 2


def _wrong_moves(run: LessonRun, expected) -> list:
    """Legal moves other than the lesson's, and one illegal move of the same kind."""
    g = run.game
    legal = [a for a in g.legal_actions() if run.judge(a) is not None]
    picks = legal[:3] + legal[-2:]
    hand = g.hands[run.learner]
    if isinstance(expected, Play):
        outside = [c for c in range(32) if not hand >> c & 1]
        picks.append(Play(outside[0]))  # a card he does not hold
    elif isinstance(expected, Exchange):
        picks.append(Exchange(hand))  # all twelve
    elif isinstance(expected, Declare):
        picks.append(Declare(expected.cls, (1 << next(c for c in range(32) if not hand >> c & 1),)))
    elif isinstance(expected, Blanche):
        picks.append(Blanche(not expected.declare))
    elif isinstance(expected, OpenCapot):
        picks.append(Play(next(c for c in range(32) if hand >> c & 1)))  # a card, before the lead
    elif isinstance(expected, Call):
        allowed = g.legal_actions()
        picks.append(next(c for c in CALLS.values() if c not in allowed))  # a call not allowed now
    return picks


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda p: p.stem)
def test_wrong_moves_are_explained_and_change_nothing(path):
    lesson = lesson_from_record(record_of(path), path.name)
    run = LessonRun(lesson)
    checked = 0
    for _ in range(5000):
        gate = run.gate()
        if gate is Gate.DONE:
            break
        if gate is Gate.LEARNER:
            expected = run.expected()
            step = run.step
            for wrong in _wrong_moves(run, expected):
                before = dumps(game_to_record(run.game))
                scores = list(run.game.scores)
                index = run.index
                verdict = run.judge(wrong)
                assert verdict is not None, f"{wrong} was taken for {expected}"
                # why it is wrong, and what is right, in words
                assert verdict.did and verdict.why and verdict.right
                assert describe(expected, run.game.variant)[1:] in verdict.right
                assert verdict.why in {_sentence(t) for t in (step.why, *step.mistakes.values())}
                # and nothing changed
                assert dumps(game_to_record(run.game)) == before
                assert run.game.scores == scores and run.index == index
                checked += 1
            assert run.judge(expected) is None
            run.apply_next()
            run.sync()
        elif gate is Gate.READ:
            if not run.go_on():
                run.sync()
        elif gate is Gate.CLICK:
            assert run.clicked("nowhere") is not None  # a wrong click is answered...
            assert run.gate() is Gate.CLICK  # ...and the lesson waits
            run.clicked(run.step.target)
        else:
            run.apply_next()
            run.sync()
    assert run.finished
    assert checked >= 3


def test_mistakes_text_is_used_for_its_move():
    lesson = load_lessons()[1]  # carte blanche: "no-blanche" has its own words
    run = LessonRun(lesson)
    while run.gate() is not Gate.LEARNER:
        if run.gate() is Gate.READ:
            run.go_on() or run.sync()
        else:
            run.apply_next()
            run.sync()
    step = run.step
    assert isinstance(run.expected(), Blanche)
    verdict = run.judge(Blanche(False))
    assert step.mistakes["no-blanche"].rstrip(".") in verdict.why


def test_resuming_part_way_rebuilds_the_same_game():
    for lesson in load_lessons():
        full = LessonRun(lesson)
        for k in range(len(lesson.steps)):
            resumed = LessonRun(lesson, step=k)
            assert resumed.index == k or lesson.steps[k].kind in ("deal", "do", "watch")
            assert resumed.position() == (lesson.steps[k].begin if k else lesson.start)
        assert full.index == 0


def test_scripted_tutor_plays_only_the_record():
    lesson = load_lessons()[2]  # the exchange: the tutor is elder and exchanges first
    run = LessonRun(lesson)
    tutor = ScriptedTutor(run)
    while run.gate() is not Gate.TUTOR:
        run.go_on() or run.apply_next()
        run.sync()
    seat, action = run.next_move()
    assert seat == lesson.tutor
    chosen = tutor.choose(run.game.view(seat), run.game.legal_actions())
    assert chosen == action
    with pytest.raises(LessonError):
        tutor.choose(run.game.view(1 - seat), run.game.legal_actions())


# ----------------------------------------------------------------- broken lessons


def broken(mutate) -> dict:
    data = copy.deepcopy(record_of(LESSON_FILES[0]))
    mutate(data)
    return data


@pytest.mark.parametrize("mutate, words", [
    (lambda d: d.pop("lesson"), "no 'lesson'"),
    (lambda d: d["lesson"]["steps"].append({"frobnicate": 1}), "a step has one of"),
    (lambda d: d["lesson"]["steps"][0].update(show=["XX"]), "neither a card nor an area"),
    (lambda d: d["lesson"]["steps"].insert(0, {"do": "play", "why": "x"}), "dealt first"),
    (lambda d: d["lesson"]["steps"].append({"do": "again", "why": "x"}), "no more moves"),
    (lambda d: d["lesson"]["steps"].append({"watch": "", "until": 99}), "'until'"),
    (lambda d: d["deals"][0]["actions"][0].update(discard=["7H"]), "does not replay"),
    (lambda d: d["lesson"].update(recap=[]), "'recap'"),
    (lambda d: d["lesson"]["steps"][2].update(click="moon"), "not an area"),
])
def test_a_broken_lesson_says_what_is_wrong(mutate, words):
    with pytest.raises(LessonError, match=words.replace("'", ".").replace("(", ".")):
        lesson_from_record(broken(mutate), "broken.json")


def test_a_do_step_on_a_forced_move_is_refused():
    """A move the game makes by itself (the only legal one, such as the last card)
    cannot be taught: the lesson is refused when it is loaded."""
    from piquet_game.ai import make_player

    data = record_of(LESSON_FILES[0])
    game = replay(data).game
    players = [make_player(2, 1), make_player(2, 2)]
    while game.phase.value != "deal":
        seat = game.to_move
        game.apply(players[seat].choose(game.view(seat), game.legal_actions()), seat)
    data["deals"] = game_to_record(game)["deals"]
    actions = data["deals"][0]["actions"]
    last = max(i for i, a in enumerate(actions) if a["seat"] == 0)
    steps = data["lesson"]["steps"]
    for step in steps:  # the lesson stops after the exchange, as before
        if step.get("until") == "end":
            step["until"] = 2
    assert lesson_from_record(data)  # the longer record alone changes nothing
    steps.append({"watch": "", "until": last})
    steps.append({"do": "Play your last card.", "why": "It is the only one."})
    with pytest.raises(LessonError, match="only legal move"):
        lesson_from_record(data, "forced.json")


def test_a_broken_lesson_file_is_left_out_and_named(tmp_path):
    import shutil

    for p in LESSON_FILES[:3]:
        shutil.copy(p, tmp_path / p.name)
    (tmp_path / LESSON_FILES[1].name).write_text('{"format": "piquet-record/1", "deals": [', encoding="utf-8")
    with pytest.raises(LessonError):
        load_lessons(tmp_path)
    errors: list[str] = []
    lessons = load_lessons(tmp_path, errors)
    assert [le.id for le in lessons] == ["deal", "exchange"]
    assert len(errors) == 1 and LESSON_FILES[1].name in errors[0]


# ------------------------------------------------ the other games' lessons


def test_unrecorded_open_capot_answers_are_given_as_the_game_asks():
    """A record leaves out "no open capot" as it does "no carte blanche": the tutor
    gives his when asked, the learner's is made for him, and neither counts as a
    move of the record."""
    from piquet_game.rules import Phase
    from piquet_game.tutorial.runner import NO_CAPOT

    lesson = next(le for le in load_lessons() if le.id == "russian")
    run = LessonRun(lesson)
    seen = []
    for _ in range(5000):
        gate = run.gate()
        if gate is Gate.DONE:
            break
        if run.game.phase is Phase.OPEN_CAPOT and gate not in (Gate.READ, Gate.CLICK):
            seat, action = run.next_move()
            seen.append((seat, action, gate))
            if action == NO_CAPOT:
                assert run.quiet_answer() is None
                assert gate is (Gate.AUTO if seat == lesson.seat else Gate.TUTOR)
            before = run.position()
            run.apply_next()
            assert run.position() == before + (0 if action == NO_CAPOT else 1)
            run.sync()
        elif gate is Gate.READ:
            run.go_on() or run.sync()
        else:
            run.apply_next()
            run.sync()
    assert run.finished
    # deal 1: the learner announces (his move), the tutor says no; deal 2: both say no
    assert [(s, str(a), g.value) for s, a, g in seen] == [
        (0, "open-capot", "learner"), (1, "no-open-capot", "tutor"),
        (1, "no-open-capot", "tutor"), (0, "no-open-capot", "auto")]
    assert describe(OpenCapot(True)) == "announce an open capot"
    assert describe(OpenCapot(False)) == "announce no open capot"


def russian_korolik_record() -> dict:
    """A Russian partie of three random deals: the third opens the second korolik,
    whose first dealer the players drew for."""
    import random

    from piquet_game.rules import Game
    from piquet_game.rules.variant import RUSSIAN

    for seed in range(100):
        rng = random.Random(seed)
        game = Game.new(rng, RUSSIAN, ("You", "Tutor"))
        for _ in range(3):
            game.play_random_deal(rng)
        if game.history[2].dealer == game.history[1].dealer:  # the draw broke the alternation
            return game_to_record(game)
    raise AssertionError("no such partie")


def test_a_lesson_runs_across_a_korolik_draw():
    data = russian_korolik_record()
    data["lesson"] = {
        "id": "korolik", "title": "A new korolik", "seat": 0, "start": {"deal": 1, "action": 0},
        "steps": [{"deal": "The second deal."}, {"watch": "", "until": "end"},
                  {"deal": "The players have drawn for the deal: a new korolik."},
                  {"watch": ""}],
        "recap": ["Two koroliks of two deals."],
    }
    lesson = lesson_from_record(data, "korolik.json")
    run = walk(lesson)
    assert run.game.korolik_dealers == [data["deals"][0]["dealer"], data["deals"][2]["dealer"]]
    assert run.game.deal_scores == replay(data).game.deal_scores
    # re-entered at the new korolik's deal: the draw is made as the record says
    again = LessonRun(lesson, step=2)
    assert again.gate() is Gate.DEAL and not again.game.needs_draw()
    assert again.game.next_dealer == data["deals"][2]["dealer"]
    again.apply_next()
    assert again.game.history[-1].dealer == data["deals"][2]["dealer"]


# What each step of the new games' lessons says in figures, and where each figure comes
# from in the game as the engine has played the lesson to the end of that step.  Every
# number written in a step (its text, its "why", its mistakes) must be one of these,
# and each of these must be written.


def _scored(game, kind=None, seat=None):
    return [e for e in game.log if e.is_score and (kind is None or e.kind == kind)
            and (seat is None or e.seat == seat)]


def _combo_scores(game, cls, seat):
    from piquet_game.rules.combos import combo_score

    combos = game.declared[cls][seat] or ()
    return [combo_score(cls, m, game.variant) for m in combos]


def _point_value(game, seat):
    from piquet_game.rules.combos import point_value

    (m,) = game.declared[DeclClass.POINT][seat]
    return point_value(m)[1]


def _said(game, cls):
    return next(e.info[0] for e in game.log if e.kind == "announce" and e.cls == cls)


def _bid(game, n):
    """The number of tricks of the ``n``-th call of the deal's auction."""
    return game.calls[n][1].tricks


def _contract(game):
    """(tricks, minus, multiplier) of the deal's contract, from its event."""
    return next(e.info for e in game.log if e.kind == "contract")


def _multipliers():
    from piquet_game.book.contract import multipliers

    return list(multipliers().values())



ME, TUTOR = 0, 1
FIGURES = {
    ("russian", 6): lambda g: [g.variant.sequence_scores[n] for n in (3, 4, 5, 8)]
    + [_scored(g, "point")[0].points] + _combo_scores(g, DeclClass.SEQUENCE, ME)
    + [_scored(g, k)[0].points for k in ("sequence", "set")]
    + [_scored(g, k)[0].total for k in ("sequence", "set")],
    ("russian", 7): lambda g: [_scored(g, "set")[0].total, g.variant.repique_bonus,
                               _scored(g, "repique")[0].total],
    ("russian", 8): lambda g: [g.variant.open_capot_points, g.variant.capot_points],
    ("russian", 10): lambda g: [
        sum(e.points for e in _scored(g) if e.kind in ("lead", "win")), _scored(g, "win")[-1].total,
        _scored(g, "open-capot")[0].points, g.scores[ME], g.scores[TUTOR], g.variant.capot_points,
        g.scores[ME] - g.variant.open_capot_points + g.variant.capot_points],
    ("russian", 13): lambda g: [_scored(g, "point")[0].points, _scored(g, "sequence")[0].points,
                                *_combo_scores(g, DeclClass.SEQUENCE, ME), g.scores[TUTOR]],
    ("russian", 14): lambda g: [_scored(g, "lead", TUTOR)[0].total, _scored(g, "win", ME)[0].points],
    ("russian", 15): lambda g: [g.scores[ME]],
    ("russian", 17): lambda g: [g.variant.pique_threshold, _scored(g, "pique")[0].total],
    ("russian", 19): lambda g: [_scored(g, "last")[0].points + g.variant.win_own_lead_points,
                                _scored(g, "cards")[0].points, g.scores[TUTOR], g.scores[ME]],
    ("picchetto", 4): lambda g: [_said(g, "point"), g.variant.card_value(6), g.variant.card_value(2),
                                 _point_value(g, ME)],
    ("picchetto", 5): lambda g: [_said(g, "point"), _point_value(g, ME), _scored(g, "point")[0].points],
    ("picchetto", 6): lambda g: [_scored(g, k)[0].points for k in ("sequence", "set")]
    + [_scored(g, k)[0].total for k in ("sequence", "set")],
    ("picchetto", 8): lambda g: [_scored(g, "win")[0].points, g.scores[ME], g.scores[TUTOR],
                                 g.variant.pique_threshold,
                                 g.variant.pique_threshold + g.variant.pique_bonus],
    ("picchetto", 9): lambda g: [g.scores[ME]],
    ("picchetto", 10): lambda g: [g.variant.pique_threshold, g.variant.win_own_lead_points],
    ("picchetto", 12): lambda g: [g.variant.pique_threshold, _scored(g, "pique")[0].total,
                                  g.variant.repique_threshold + g.variant.repique_bonus],
    ("picchetto", 14): lambda g: [_scored(g, "last")[0].points + g.variant.win_own_lead_points,
                                  _scored(g, "cards")[0].points, *g.scores, *g.variant.game_targets],
    ("contract", 1): lambda g: [g.variant.rubicon],
    ("contract", 3): lambda g: [BIDS[0].tricks, BIDS[2].tricks, BIDS[-1].tricks],
    ("contract", 4): lambda g: [_bid(g, 0), g.variant.contract_points],
    ("contract", 5): lambda g: [_bid(g, 1)],
    ("contract", 6): lambda g: [_bid(g, 1), _bid(g, 2)],
    ("contract", 8): lambda g: [_contract(g)[0]],
    ("contract", 9): lambda g: [_contract(g)[0], g.variant.win_own_lead_points, g.variant.contract_points,
                                *_multipliers(), g.variant.contract_points * _contract(g)[2]],
    ("contract", 11): lambda g: [_scored(g, "point")[0].points, _scored(g, "sequence")[0].points,
                                 _scored(g, "sequence")[0].total, _scored(g, "set")[0].points,
                                 _scored(g, "set")[0].total],
    ("contract", 12): lambda g: [*(lambda p, m: [p[2], p[2] + p[3], p[0], p[0] + p[1], m[0], m[2]])(
        g.variant.bonus_rules(False), g.variant.bonus_rules(True)), g.scores[ME]],
    ("contract", 13): lambda g: [g.variant.win_own_lead_points],
    ("contract", 15): lambda g: [g.scores[ME], g.variant.bonus_rules(False)[0]],
    ("contract", 16): lambda g: [g.variant.bonus_rules(False)[0]],
    ("contract", 18): lambda g: [g.variant.bonus_rules(False)[0], _scored(g, "pique")[0].total],
    ("contract", 20): lambda g: [
        _scored(g, "overtricks")[0].info[0], _contract(g)[0], g.variant.contract_points, _contract(g)[2],
        _scored(g, "overtricks")[0].points, g.scores[ME], g.scores[TUTOR],
        g.variant.contract_points * _multipliers()[1],  # content: doubled
        g.variant.contract_points * _contract(g)[2] * 1],  # one short, redoubled, to the tutor
}


@pytest.mark.parametrize("lesson_id", ["russian", "picchetto", "contract"])
def test_the_new_games_lessons_say_the_engines_figures(lesson_id):
    import re

    lesson = next(le for le in load_lessons() if le.id == lesson_id)
    for n, step in enumerate(lesson.steps, 1):
        # the game at the end of the step: re-entered at the next one
        game = LessonRun(lesson, step=n).game if n < len(lesson.steps) else walk(lesson).game
        texts = [step.text, step.why, *step.mistakes.values()]
        written = {int(w) for t in texts for w in re.findall(r"\d+", t)}
        figures = FIGURES.get((lesson_id, n))
        expected = set(figures(game)) if figures else set()
        assert written == expected, (lesson_id, n, step.text)


def test_the_new_games_lessons_teach_by_doing():
    """Russian Piquet: the learner exchanges three, announces the open capot that
    scores 80, and wins a trick that does not stop elder's pique.  Picchetto: he
    answers a point said by its value, must head the trick, and piques as dealer."""
    lessons = {le.id: le for le in load_lessons()}
    moves = {}
    for lid in ("russian", "picchetto"):
        run = LessonRun(lessons[lid])
        moves[lid] = []
        while run.gate() is not Gate.DONE:
            if run.gate() is Gate.READ:
                run.go_on() or run.sync()
                continue
            if run.gate() is Gate.LEARNER:
                moves[lid].append(str(run.expected()))
            run.apply_next()
            run.sync()
    assert moves["russian"] == ["exchange 9C 8C 7C", "open-capot", "play KH"]
    assert moves["picchetto"] == ["declare point KH QH JH TH 9H", "play KS", "play AD"]
    game = walk(lessons["russian"]).game
    assert game.variant.name == "russian" and game.deal_scores == [[221, 0], [6, 80]]
    first, second = game.history
    assert any(e.kind == "open-capot" and e.points == 80 and e.seat == ME for e in first.events)
    pique = next(e for e in second.events if e.kind == "pique")
    won_first = next(e for e in second.events if e.kind == "win")
    assert pique.seat == TUTOR == 1 - second.dealer and won_first.seat == ME  # elder's, all the same
    game = walk(lessons["picchetto"]).game
    assert game.variant.name == "picchetto" and game.deal_scores == [[74, 2]]
    log = game.history[0]
    assert log.dealer == ME and [e.seat for e in log.events if e.kind == "pique"] == [ME]
    said = next(e for e in log.events if e.kind == "announce" and e.cls == "point")
    assert said.seat == TUTOR and said.info == (41,)


def test_the_learner_must_head_the_trick_in_picchetto():
    lesson = next(le for le in load_lessons() if le.id == "picchetto")
    run = LessonRun(lesson)
    while not (run.gate() is Gate.LEARNER and isinstance(run.expected(), Play)):
        run.go_on() if run.gate() is Gate.READ else run.apply_next()
        run.sync()
    from piquet_game.rules import parse_card

    verdict = run.judge(Play(parse_card("8S")))  # a spade, but lower than the nine led
    assert verdict is not None and "must head the trick" in verdict.did.lower()
    assert verdict.why == _sentence(run.step.mistakes["head-trick"])


def test_the_contract_lesson_bids_redoubles_and_plays_the_contract():
    """Contract Piquet: the learner opens 7+, outbids the tutor's 7- with 8+, redoubles
    his double, leads the hearts and piques at the plus contract's 29; one trick over,
    redoubled.  What the engine made of it, and the recap's figures the variant's."""
    import re

    from piquet_game.rules import Phase
    from piquet_game.rules.actions import CONTENT, DOUBLE, PASS, REDOUBLE

    lesson = next(le for le in load_lessons() if le.id == "contract")
    run = LessonRun(lesson)
    moves, offered = [], []
    while run.gate() is not Gate.DONE:
        if run.gate() is Gate.READ:
            run.go_on() or run.sync()
            continue
        if run.gate() is Gate.LEARNER:
            moves.append(str(run.expected()))
            if run.game.phase is Phase.AUCTION:
                offered.append([str(a) for a in run.game.legal_actions()])
        run.apply_next()
        run.sync()
    assert moves == ["call 7+", "call 8+", "call redouble", "play AH", "play JH"]
    # the first call: every bid and pass; then a higher bid, pass or double; then redouble or content
    assert offered[0] == [str(c) for c in (*BIDS, PASS)]
    assert offered[1] == [str(c) for c in (*BIDS[2:], PASS, DOUBLE)]
    assert offered[2] == [str(REDOUBLE), str(CONTENT)]
    game = walk(lesson).game
    log = game.history[0]
    assert game.variant.name == "contract" and log.dealer == TUTOR and game.deal_scores == [[105, 3]]
    assert [(s, c.word) for s, c in game.calls] == [(ME, "7+"), (TUTOR, "7-"), (ME, "8+"), (TUTOR, "double"),
                                                    (ME, "redouble")]
    contract = next(e for e in log.events if e.kind == "contract")
    assert contract.seat == ME and contract.info == (8, 0, 4)
    pique = next(e for e in log.events if e.kind == "pique")
    assert pique.seat == ME and pique.total == 60
    assert pique.total - pique.points == game.variant.bonus_rules(False)[0] == 29
    assert not any(e.kind == "repique" for e in log.events) and game.tricks_won == [9, 3]
    over = next(e for e in log.events if e.kind == "overtricks")
    assert over.info == (1,) and over.points == 1 * game.variant.contract_points * 4 == 40
    # the recap's numbers: the bids' and the thresholds'
    plus, minus = game.variant.bonus_rules(False), game.variant.bonus_rules(True)
    written = {int(w) for line in lesson.recap for w in re.findall(r"\d+", line)}
    assert written == {BIDS[0].tricks, BIDS[2].tricks, BIDS[-1].tricks, game.variant.win_own_lead_points,
                       plus[0], plus[2], minus[0], minus[2]}


def test_a_wrong_call_is_explained():
    """A pass where the lesson bids 8+ gets its own words; a bid not higher than the
    last is refused by the engine's rule, with the step's reason."""
    lesson = next(le for le in load_lessons() if le.id == "contract")
    run = LessonRun(lesson)
    while not (run.gate() is Gate.LEARNER and run.expected() == CALLS["8+"]):
        run.go_on() if run.gate() is Gate.READ else run.apply_next()
        run.sync()
    step = run.step
    verdict = run.judge(CALLS["pass"])
    assert verdict.did == "You chose to pass." and verdict.why == _sentence(step.mistakes["call pass"])
    assert verdict.right == "Bid 8+."
    verdict = run.judge(Call("7+"))
    assert "higher than 7-" in verdict.did and verdict.why == _sentence(step.why)
    assert run.judge(CALLS["8-"]).why == _sentence(step.mistakes["call 8-"])
    assert describe(CALLS["8-"]) == "bid 8\u2212" and describe(CALLS["content"]) == "say content"
