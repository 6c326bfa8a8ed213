"""Write and check the tutorial's lessons (``seeds/tutorial/*.json``).

    python tools/lesson_tool.py check [FILE ...]       # check, and print each lesson step by step
    python tools/lesson_tool.py complete FILE [--level 3] [--seed 1]
    python tools/lesson_tool.py format FILE ...

``check`` loads each lesson as the game does and prints a walk through it: every
step, the moves it makes, the learner's hand where he must move, and the scores.
``complete`` plays the last deal of the record to its end with two computer players
of the given level (the moves already written stay) and writes the file back.
``format`` rewrites a file in the layout of the others: the record one action a
line, then the lesson.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_game.ai import make_player  # noqa: E402
from piquet_game.rules import Phase, names  # noqa: E402
from piquet_game.rules.actions import DECLARE_PHASES  # noqa: E402
from piquet_game.rules.combos import best_declaration, describe_combo  # noqa: E402
from piquet_game.rules.record import dumps, game_to_record, replay  # noqa: E402
from piquet_game.tutorial.lesson import LessonError, lesson_from_record, lessons_dir  # noqa: E402
from piquet_game.tutorial.runner import Gate, LessonRun  # noqa: E402


def write(path: Path, record: dict) -> None:
    body = {k: v for k, v in record.items() if k != "lesson"}
    text = dumps(body).rstrip()
    lesson = record.get("lesson")
    if lesson is not None:
        assert text.endswith("}")
        inner = json.dumps(lesson, indent=2, ensure_ascii=False).replace("\n", "\n  ")
        text = text[:-1].rstrip() + ',\n  "lesson": ' + inner + "\n}"
    path.write_text(text + "\n", encoding="utf-8")


def hand_words(run: LessonRun, seat: int) -> str:
    g = run.game
    hand = g.hands[seat]
    by_suit = []
    for s in range(4):
        cards = [n for n in names(hand) if "SHDC".index(n[1]) == s]
        if cards:
            by_suit.append(" ".join(cards))
    return " | ".join(by_suit)


def check(paths: list[Path]) -> int:
    status = 0
    for path in paths:
        try:
            lesson = lesson_from_record(json.loads(path.read_text(encoding="utf-8")), path.name)
        except (LessonError, ValueError) as exc:
            print(f"FAIL {exc}")
            status = 1
            continue
        print(f"== {path.name}: lesson {lesson.number} {lesson.title!r} (id {lesson.id}), "
              f"learner seat {lesson.seat}, {len(lesson.steps)} steps")
        run = LessonRun(lesson)
        last_step = -1
        for _ in range(10_000):
            gate = run.gate()
            if run.index != last_step and run.step is not None:
                last_step = run.index
                st = run.step
                text = st.text.replace("\n", " ")
                print(f"  step {run.index + 1} [{st.kind}] items {st.begin}..{st.end} "
                      f"show={list(st.show)}: {text[:100]}{'…' if len(text) > 100 else ''}")
            if gate is Gate.DONE:
                break
            if gate is Gate.READ:
                if not run.go_on():
                    run.sync()
                continue
            if gate is Gate.CLICK:
                assert run.step is not None
                run.clicked(run.step.target)
                continue
            move = run.next_move()
            if gate is Gate.LEARNER:
                g = run.game
                print(f"      learner's hand: {hand_words(run, run.learner)}")
                if g.phase in DECLARE_PHASES:
                    cls = DECLARE_PHASES[g.phase]
                    best = best_declaration(g.hands[run.learner], cls, g.variant)
                    print("      best: " + (", ".join(describe_combo(cls, m, g.variant) for m in best)
                                           or "nothing"))
                print(f"      LEARNER: {move[1] if move else 'deal'}")
            before = list(run.game.scores)
            run.apply_next()
            after = list(run.game.scores)
            if gate is not Gate.LEARNER:
                who = "tutor" if move and move[0] == run.lesson.tutor else "auto"
                print(f"      {who}: {move[1] if move else 'deal'}"
                      + (f"   scores {before} -> {after}" if before != after else ""))
            elif before != after:
                print(f"      scores {before} -> {after}")
            run.sync()
        print(f"  recap: {list(lesson.recap)}")
        print(f"  end: phase {run.game.phase.value}, scores {run.game.scores}, totals {run.game.totals}")
    return status


def complete(path: Path, level: int, seed: int) -> int:
    record = json.loads(path.read_text(encoding="utf-8"))
    game = replay({k: v for k, v in record.items() if k != "lesson"}).game
    players = [make_player(level, seed), make_player(level, seed + 1)]
    while game.phase not in (Phase.DEAL, Phase.PARTIE_OVER):
        seat = game.to_move
        assert seat is not None
        game.apply(players[seat].choose(game.view(seat), game.legal_actions()), seat)
    fresh = game_to_record(game)
    record["deals"] = fresh["deals"]
    write(path, record)
    print(f"{path.name}: deal played to its end; scores {game.deal_scores[-1] if game.deal_scores else '-'}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("check")
    c.add_argument("files", nargs="*", type=Path)
    m = sub.add_parser("complete")
    m.add_argument("file", type=Path)
    m.add_argument("--level", type=int, default=3)
    m.add_argument("--seed", type=int, default=1)
    f = sub.add_parser("format")
    f.add_argument("files", nargs="+", type=Path)
    args = ap.parse_args(argv)
    random.seed(0)
    if args.cmd == "check":
        return check(args.files or sorted(lessons_dir().glob("*.json")))
    if args.cmd == "complete":
        return complete(args.file, args.level, args.seed)
    for p in args.files:
        write(p, json.loads(p.read_text(encoding="utf-8")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
