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

from piquet_game.rules import Blanche, Declare, Exchange, Play
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
LESSON_FILES = sorted((ROOT / "seeds" / "tutorial").glob("*.json"))
TOPICS = [  # the phases of Rubicon Piquet, in order, then one lesson for each other game
    "deal", "blanche", "exchange", "point", "sequences", "sets", "pique-repique", "tricks",
    "cards-capot", "partie", "au-cent",
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
        made = [a for _, a in log.actions if a != Blanche(False)]
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
