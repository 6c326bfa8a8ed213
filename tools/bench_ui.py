"""Frame times of the table with cards in flight, headless.

    python tools/bench_ui.py [--frames 600] [--sizes 1280x800,1920x1080] [--json]

For each size: a partie between two computer players (level 2) on the real table
scene at normal animation speed, ended deals dealt again at once so cards are
always moving; each frame is ``App.frame`` (events, update, draw, flip) timed with
``perf_counter`` (a frame in which nothing changed is not drawn: the frames drawn
are counted).  Then the same for the tutorial: every lesson taken in turn with
its own moves (steps read at once), highlights pulsing and the lesson's words in the
panel.  Also the time from the start of the process to the first frame of the menu
(imports, window, theme, fonts included), as ``piquet`` starts, and the time to read
and check the ten lessons, as the lessons menu does when first opened.
"""

from __future__ import annotations

import time

T0 = time.perf_counter()

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("PIQUET_HOME", tempfile.mkdtemp(prefix="piquet-bench-"))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from piquet_game.controller import Controller, Seat  # noqa: E402
from piquet_game.rules import Game  # noqa: E402
from piquet_game.tutorial.lesson import load_lessons  # noqa: E402
from piquet_game.tutorial.runner import Gate  # noqa: E402
from piquet_game.view.app import App  # noqa: E402
from piquet_game.view.menu import MenuScene  # noqa: E402
from piquet_game.view.summary import DealSummaryScene, PartieEndScene  # noqa: E402
from piquet_game.view.table import TableScene  # noqa: E402
from piquet_game.view.tutorial import LessonEndScene, TutorialScene  # noqa: E402


def first_frame() -> tuple[App, float]:
    app = App()
    app.push(MenuScene(app))
    app.frame(1 / 60)
    return app, time.perf_counter() - T0


def bench(app: App, size: tuple[int, int], frames: int, seed: int = 1) -> dict:
    app.resize(*size)
    game = Game.new(random.Random(seed), players=("South", "North"))
    seats = [Seat.computer(2, seed), Seat.computer(2, seed + 1)]
    table = TableScene(app, Controller(game, seats), viewer=0)
    app.stack.replace(table)
    times: list[float] = []
    moving: list[int] = []
    draws = app.draws
    for _ in range(frames):
        top = app.stack.top
        if isinstance(top, (DealSummaryScene, PartieEndScene)):
            if table.controller.game.is_over:
                game = Game.new(random.Random(seed := seed + 7), players=("South", "North"))
                table = TableScene(
                    app, Controller(game, [Seat.computer(2, seed), Seat.computer(2, seed + 1)]), 0
                )
                app.stack.replace(table)
            else:
                app.stack.pop(top)
                table.next_deal()
        t = time.perf_counter()
        app.frame(1 / 60)
        times.append((time.perf_counter() - t) * 1000)
        moving.append(sum(1 for sp in table.model.sprites if sp.move is not None and not sp.move.done))
    times.sort()
    return {
        "size": f"{size[0]}x{size[1]}",
        "frames": frames,
        "median_ms": round(statistics.median(times), 2),
        "p95_ms": round(times[int(0.95 * (len(times) - 1))], 2),
        "max_ms": round(times[-1], 2),
        "frames_with_cards_moving": sum(1 for m in moving if m),
        "frames_drawn": app.draws - draws,
    }


def bench_lessons(app: App, size: tuple[int, int], frames: int) -> dict:
    """Frame times while the lessons are taken, one after another."""
    app.resize(*size)
    lessons = load_lessons()
    k = 0
    scene = TutorialScene(app, lessons[k])
    app.stack.replace(scene)
    times: list[float] = []
    draws = app.draws
    for _ in range(frames):
        top = app.stack.top
        if isinstance(top, LessonEndScene):
            k = (k + 1) % len(lessons)
            scene = TutorialScene(app, lessons[k])
            app.stack.replace(scene)
        elif top is not scene and top is not None:
            top.confirm()
        elif scene.is_idle() and not scene.deal_over:
            gate = scene.gate
            if gate is Gate.READ:
                scene.go_on()
            elif gate is Gate.CLICK:
                scene.run.clicked(scene.run.step.target)
                scene.step_changed()
            elif gate is Gate.LEARNER and scene.my_turn():
                scene.submit(scene.run.expected())
        t = time.perf_counter()
        app.frame(1 / 60)
        times.append((time.perf_counter() - t) * 1000)
    times.sort()
    return {
        "size": f"{size[0]}x{size[1]} lessons",
        "frames": frames,
        "median_ms": round(statistics.median(times), 2),
        "p95_ms": round(times[int(0.95 * (len(times) - 1))], 2),
        "max_ms": round(times[-1], 2),
        "frames_with_cards_moving": -1,
        "frames_drawn": app.draws - draws,
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--sizes", default="1280x800,1920x1080")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    app, start = first_frame()
    t = time.perf_counter()
    load_lessons()
    load_ms = round((time.perf_counter() - t) * 1000, 1)
    results = {"first_frame_s": round(start, 3), "lessons_load_ms": load_ms, "runs": []}
    for text in args.sizes.split(","):
        w, h = (int(x) for x in text.split("x"))
        results["runs"].append(bench(app, (w, h), args.frames))
        results["runs"].append(bench_lessons(app, (w, h), args.frames))
    app.close()
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        print(f"start to first frame: {results['first_frame_s']:.3f} s; "
              f"reading and checking the lessons: {results['lessons_load_ms']:.1f} ms")
        for r in results["runs"]:
            print(
                f"{r['size']:>10}: median {r['median_ms']:.2f} ms, p95 {r['p95_ms']:.2f} ms, "
                f"max {r['max_ms']:.2f} ms over {r['frames']} frames, {r['frames_drawn']} drawn"
                + (f" ({r['frames_with_cards_moving']} with cards moving)"
                   if r["frames_with_cards_moving"] >= 0 else "")
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
