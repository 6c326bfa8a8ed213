"""The window driven at random, looking for a crash.

    python tools/chaos.py menu [--seed S] [--frames N] [--lang L]
    python tools/chaos.py games [--seed S] [--games rubicon,contract,...] [--lang L]

``menu``: from the main menu, ``--frames`` frames of random input, as a careless
hand gives it: clicks (on a button of the screen shown, mostly), right clicks, keys
(Esc, Enter, Tab, the arrows, H, Page Up and Down...), the wheel, drags, and now and
then a new size of the window.  Wherever it leads (the tables, the lessons, the
rules book, the settings, the network screens, Ass), the window must go on.

``games``: a whole partie of each game against computers of random levels (1 to 4),
the person's moves being the hint's, made as the table makes a click's.  Between
moves, at random: a new size, a hint asked for, a take-back, the pause menu and one
of its buttons, the deal's review opened at the summary and cancelled, the language
changed and back, random keys and clicks, frames left to run.

Each run opens the real window headless (SDL dummy drivers) with a fresh temporary
home (settings, saves and kept games), never the player's own files.  It stops at
the first error that reaches the crash screen or escapes a frame, prints its
traceback and exits 1; else it prints what it saw and exits 0.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

KEYS = ("ESCAPE", "RETURN", "TAB", "UP", "DOWN", "LEFT", "RIGHT", "SPACE", "h", "PAGEUP", "PAGEDOWN",
        "HOME", "END", "a", "1", "BACKSPACE", "z", "r")
SIZES = ((960, 600), (1280, 800), (1920, 1080), (1000, 700), (1100, 640))
LANGUAGES = ("en", "fr", "de", "it", "ru")


class Crash(Exception):
    """An error reached the crash screen or escaped a frame."""


def open_window(language: str, animation: str = "fast"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["PIQUET_HOME"] = tempfile.mkdtemp(prefix="piquet-chaos-")
    from piquet_game.settings import Settings
    from piquet_game.view.app import App

    return App(size=(1280, 800), settings=Settings(path=None, language=language, animation=animation),
               fullscreen=False)


class Hand:
    """Random input posted to the window, one frame at a time."""

    def __init__(self, app, rng: random.Random) -> None:
        import pygame

        self.pygame = pygame
        self.app = app
        self.rng = rng
        self.frames = 0
        self.scenes: set[str] = set()

    def frame(self, dt: float = 1 / 30) -> None:
        """One frame of the window; a crash raises :class:`Crash`."""
        self.scenes.add(type(self.app.stack.top).__name__)
        try:
            self.app.frame(dt)
        except Exception as exc:  # noqa: BLE001 - what this tool looks for
            raise Crash(traceback.format_exc()) from exc
        self.frames += 1
        log = self.app.crash_log
        if log is not None:
            raise Crash(Path(log).read_text(encoding="utf-8", errors="replace")[-4000:])

    def post(self, kind: int, **attrs) -> None:
        self.pygame.event.post(self.pygame.event.Event(kind, **attrs))

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        pg = self.pygame
        self.post(pg.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
        self.post(pg.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pg.MOUSEBUTTONUP, pos=pos, button=button)

    def key(self, name: str) -> None:
        pg = self.pygame
        k = getattr(pg, f"K_{name}")
        self.post(pg.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
        self.post(pg.KEYUP, key=k, mod=0, unicode="", scancode=0)

    def anywhere(self) -> tuple[int, int]:
        w, h = self.app.size
        return self.rng.randrange(w), self.rng.randrange(h)

    def something(self, leave: bool = True) -> None:
        """One random act: a click (on a button, mostly), a key, the wheel, a drag or a
        new size.  Without ``leave``, no Escape (it would leave the table)."""
        rng, pg = self.rng, self.pygame
        r = rng.random()
        top = self.app.stack.top
        if r < 0.45:
            buttons = [el for el in getattr(top, "_elements", []) if getattr(el, "visible", True)]
            if buttons and rng.random() < 0.8:
                self.click(rng.choice(buttons).rect.center)
            else:
                self.click(self.anywhere(), rng.choice((1, 1, 1, 3)))
        elif r < 0.7:
            name = rng.choice(KEYS)
            self.key("TAB" if name == "ESCAPE" and (not leave or rng.random() < 0.6) else name)
        elif r < 0.75:
            self.post(pg.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False, precise_x=0.0, precise_y=0.0)
        elif r < 0.95:
            a, b = self.anywhere(), self.anywhere()
            self.post(pg.MOUSEBUTTONDOWN, pos=a, button=1)
            self.post(pg.MOUSEMOTION, pos=b, rel=(1, 1), buttons=(1, 0, 0))
            self.post(pg.MOUSEBUTTONUP, pos=b, button=1)
        else:
            self.app.resize(*rng.choice(SIZES))


def run_menu(seed: int, frames: int, language: str) -> str:
    from piquet_game.view.menu import MenuScene

    app = open_window(language)
    hand = Hand(app, random.Random(seed))
    try:
        app.push(MenuScene(app))
        while hand.frames < frames:
            if hand.rng.random() < 0.35:
                hand.something()
            hand.frame()
            if not app.running or app.stack.top is None:  # quit from the menu: open it again
                app.running = True
                app.stack.replace(MenuScene(app))
        seen = ", ".join(sorted(hand.scenes))
        return f"menu, seed {seed}, {language}: {hand.frames} frames; screens: {seen}"
    finally:
        app.close()


def run_game(seed: int, game: str, language: str, limit: int = 200_000) -> str:
    """A whole partie of ``game`` with interruptions between the person's moves."""
    from piquet_game.rules.variant import VARIANTS
    from piquet_game.view.starting import start_game
    from piquet_game.view.summary import DealSummaryScene, PartieEndScene
    from piquet_game.view.table import TableScene

    rng = random.Random(seed)
    variant = VARIANTS[game]
    app = open_window(language, rng.choice(("off", "fast", "normal")))
    hand = Hand(app, rng)
    moves = interruptions = reviews = 0
    try:
        seats = [("You", None)] + [(f"C{k}", rng.randint(1, 4)) for k in range(1, variant.players)]
        start_game(app, seats, seed=seed, confirmed=True, variant=variant)
        table = app.stack.top
        assert isinstance(table, TableScene)
        controller = table.controller
        while hand.frames < limit:
            top = app.stack.top
            if isinstance(top, PartieEndScene):
                break
            if isinstance(top, DealSummaryScene):
                review: Any = top.buttons().get(app.tr("Where did I lose points?"))
                if review is not None and rng.random() < 0.3:
                    reviews += 1
                    hand.click(review.rect.center)
                    for _ in range(rng.randrange(2, 40)):
                        hand.frame()
                    hand.key("ESCAPE")
                    hand.frame()
                if app.stack.top is top:
                    top.confirm()
            elif top is not table:  # a panel over the table: Escape, else taken off
                hand.key("ESCAPE")
                hand.frame()
                if app.stack.top is top:
                    app.stack.pop(top)
            elif table.looking():
                table.seen_hand()
            elif table.my_turn() and table.is_idle():
                if rng.random() < 0.3:
                    interruptions += 1
                    interrupt(hand, table)
                else:
                    seat = table.viewer
                    assert seat is not None
                    table.submit(controller.hint(seat).action)
                    moves += 1
            elif rng.random() < 0.02:
                interruptions += 1
                hand.something(leave=False)
            hand.frame()
        else:
            raise Crash(f"{game}: the partie did not end in {limit} frames")
        return (f"{game}, seed {seed}, {language}: ended ({moves} moves, {interruptions} interruptions, "
                f"{reviews} reviews opened and cancelled, {hand.frames} frames)")
    finally:
        app.close()


def interrupt(hand: Hand, table) -> None:
    """Something between two moves of the person."""
    app, rng = hand.app, hand.rng
    r = rng.random()
    if r < 0.15:
        app.resize(*rng.choice(SIZES))
    elif r < 0.3:
        hand.key("h")
    elif r < 0.4:
        pg = hand.pygame
        hand.post(pg.KEYDOWN, key=pg.K_z, mod=pg.KMOD_CTRL, unicode="", scancode=0)
    elif r < 0.55:  # the pause menu, and one of its buttons that keeps the partie
        hand.key("ESCAPE")
        hand.frame()
        pause = app.stack.top
        if pause is not table:
            keep = [b for text, b in pause.buttons().items()
                    if text in (app.tr("Resume"), app.tr("Rules"), app.tr("Settings"))]
            if keep:
                hand.click(rng.choice(keep).rect.center)
    elif r < 0.65:
        before = app.tr.language
        app.set_language(rng.choice(LANGUAGES))
        hand.frame()
        app.set_language(before)
    elif r < 0.85:
        for _ in range(rng.randrange(1, 4)):
            hand.something(leave=False)
            hand.frame()
    else:
        for _ in range(rng.randrange(1, 30)):
            hand.frame()
    hand.frame()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("mode", choices=("menu", "games"))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--frames", type=int, default=6000, help="menu: frames of random input")
    ap.add_argument("--games", default="rubicon,au-cent,russian,picchetto,contract,normand,voleur",
                    help="games: the games played, one partie each")
    ap.add_argument("--lang", default="en", choices=LANGUAGES)
    args = ap.parse_args(argv)
    begun = time.perf_counter()
    try:
        if args.mode == "menu":
            print(run_menu(args.seed, args.frames, args.lang))
        else:
            for game in args.games.split(","):
                print(run_game(args.seed, game.strip(), args.lang), flush=True)
    except Crash as crash:
        print(f"CRASH\n{crash}", file=sys.stderr)
        return 1
    print(f"{time.perf_counter() - begun:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
