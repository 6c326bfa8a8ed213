"""Screenshots of the table and the screens around it, before and after a round of
fixes, at 960x600, 1280x800 and 1920x1080.

The real window is driven headless (``SDL_VIDEODRIVER=dummy``) by posted mouse
events and ticked frames, on seeded deals, so that two versions of the game show
the same deal and can be compared picture by picture.  The tool uses only what both
the version of 4eb46ed and later ones have (the window, the table, the scenes
over it, the menu's helpers); a scene a version cannot show is skipped with a note.
Each run keeps every file of the game under a fresh temporary ``PIQUET_HOME``
(settings, saves, lessons' progress): a person's own files are never touched.

The pictures are written as ``<item>-<scene>-<label>-<W>x<H>.png``, where ``item``
is the number of the scene in this list:

 01 handover  two players on one computer: the hand-over screen right after the
              first player's exchange (it must show nothing of either hand)
 02 exchange  against a level-1 computer, teach while you play on: the table once
              elder (you, five cards) and younger (two) have exchanged, both piles
              of discards down by full hands; you make your own declarations, so
              the table waits there for your point
 03 play      a few tricks in, the computer having led: the whole table
 04 summary   the summary at the end of the first deal
 05 tutorial  the first lesson, at its first move, after "Show me"
 06 resumed   the partie of 03, saved mid-trick and resumed in a new window (the
              commentary and, teach while you play on, the teacher's box)
 07 menu      the main menu with that partie waiting
 07 settings  the settings screen
 07 rules     the rules screen

Regenerate (from a checkout's root; a checkout of another version goes first on
the import path, and ``--root`` checks that its package is the one imported)::

    PYTHONPATH=. timeout -s KILL 600 .venv/bin/python tools/polish_shots.py --root . --label after

    # the same shots of an earlier version, from a second worktree
    git worktree add /tmp/before 4eb46ed
    cd /tmp/before && PYTHONPATH=/tmp/before timeout -s KILL 600 \\
        /work/main/.venv/bin/python /work/main/tools/polish_shots.py --root /tmp/before \\
        --label before --out /work/main/tests/output/screenshots/polish
    git -C /work/main worktree remove --force /tmp/before

Options: ``--out DIR`` (default ``tests/output/screenshots/polish`` of the checkout
imported), ``--sizes 960x600,1280x800`` and ``--scenes handover,play`` for a part
of the set, ``--keep-home`` to keep the temporary game folder (its path is printed).
pygame does not stop on SIGTERM: run it under ``timeout -s KILL``.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib.util
import os
import random
import shutil
import sys
import tempfile
import time
import traceback
from pathlib import Path

SIZES = ((960, 600), (1280, 800), (1920, 1080))
SCENES = ("handover", "exchange", "play", "summary", "tutorial", "resumed", "menu", "settings", "rules")
ITEMS = {"handover": "01", "exchange": "02", "play": "03", "summary": "04", "tutorial": "05",
         "resumed": "06", "menu": "07", "settings": "07", "rules": "07"}
DT = 1 / 30
SECONDS = 120  # the longest a scene may take to reach its picture (computer's thinking included)
COMPUTER = "Novice"
#: The deal against the computer: you are elder, and after your exchange of five
#: the level-1 computer, younger, exchanges two (its discards lie on the table too).
SEED = 20


class Skip(Exception):
    """A scene this version cannot show (said, and the other scenes go on)."""


# ---------------------------------------------------------------- the import


def import_game(root: Path | None):
    """Import the game (the checkout at ``root`` first on the path, when given) and
    make its lessons and sounds the checkout's own: an editable install elsewhere
    maps ``piquet_game.seeds`` and ``piquet_game.sounds`` to its own folders."""
    if root is not None:
        sys.path.insert(0, str(root))
    import piquet_game

    where = Path(piquet_game.__file__).resolve().parent
    print(f"piquet_game imported from {where}")
    if root is not None:
        if where.parent != root:
            sys.exit(f"the package imported is not the one of {root}: {where}")
        for name, folder in (("piquet_game.seeds", root / "seeds"),
                             ("piquet_game.sounds", root / "assets" / "sounds")):
            init = folder / "__init__.py"
            if init.exists() and name not in sys.modules:
                spec = importlib.util.spec_from_file_location(name, init,
                                                              submodule_search_locations=[str(folder)])
                module = importlib.util.module_from_spec(spec)
                sys.modules[name] = module
                spec.loader.exec_module(module)
                print(f"{name} from {folder}")
    return piquet_game


# ------------------------------------------------------------------ driving


class Driver:
    """Drives one window: its own few steps (the tests' driver differs between
    versions), each a posted event or a ticked frame."""

    def __init__(self, size: tuple[int, int], home: Path, **settings) -> None:
        import pygame

        from piquet_game.settings import Settings
        from piquet_game.view.app import App

        self.pygame = pygame
        os.environ["PIQUET_HOME"] = str(home)
        known = {f.name for f in dataclasses.fields(Settings)}
        missing = sorted(set(settings) - known)
        if missing:
            raise Skip(f"this version has no setting {', '.join(missing)}")
        settings.setdefault("animation", "off")
        s = Settings(path=home / "config" / "settings.json", **settings)
        self.app = App(size=size, settings=s, fullscreen=False)
        self.size = size

    def close(self) -> None:
        self.app.close()

    def tick(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.app.frame(DT)

    def click(self, pos, frames: int = 2) -> None:
        pg = self.pygame
        pos = (round(pos[0]), round(pos[1]))
        pg.event.post(pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pg.event.post(pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1))
        pg.event.post(pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1))
        self.tick(frames)

    def park_mouse(self) -> None:
        """The mouse away from every button and card (no tooltip, no hover in a picture)."""
        pg = self.pygame
        pg.event.post(pg.event.Event(pg.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))
        self.tick(2)

    def button(self, prefix: str):
        top = self.app.stack.top
        for text, el in getattr(top, "buttons", dict)().items():
            if text.startswith(prefix):
                return el
        return None

    def press(self, prefix: str) -> bool:
        el = self.button(prefix)
        if el is None or not el.is_enabled:
            return False
        self.click(el.rect.center, frames=3)
        return True

    def shoot(self, out: Path, scene: str, label: str) -> Path:
        self.park_mouse()
        self.tick(3)
        w, h = self.app.size
        path = out / f"{ITEMS[scene]}-{scene}-{label}-{w}x{h}.png"
        self.app.save_screenshot(path)
        print(f"  wrote {path}")
        return path

    # ------------------------------------------------------------- the table

    def card_pos(self, table, card: int) -> tuple[float, float]:
        hand = table.model.zones["hand0"]
        for i, sp in enumerate(hand):
            if sp.card == card:
                r = table.layout.hand_rect(i, len(hand), lifted=sp.lifted)
                return (r.x + r.w / 2, r.y + r.h * 0.6)
        raise LookupError(f"card {card} is not in the hand")

    def settle(self, table, seconds: float = SECONDS) -> str:
        """Tick until the person at the table must decide ("turn"), or another
        scene is on top (its name)."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            top = self.app.stack.top
            if top is not table:
                return top.name
            if table.my_turn():
                self.tick(2)  # the buttons of the decision
                return "turn"
            self.tick()
            if table.controller.thinking:
                time.sleep(0.002)  # the computer thinks on its own thread
        raise RuntimeError("the table never asked for a move")

    def move(self, table, policy: str = "low") -> None:
        """A legal move made as a person makes it, by clicks: elder and younger
        discard as many as they may (the last cards of the hand), the
        declarations are the best, a trick gets the lowest legal card."""
        from piquet_game.rules import Phase
        from piquet_game.rules.actions import DECLARE_PHASES

        g = table.controller.game
        phase = g.phase
        hand = table.model.hand_cards()
        if phase is Phase.BLANCHE:
            ok = self.press("Declare carte blanche")
        elif phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            _lo, hi = g.exchange_range()
            n = max(1, min(hi, len(hand))) if phase is Phase.EXCHANGE_ELDER else min(hi, 1)
            for card in hand[len(hand) - n:]:
                self.click(self.card_pos(table, card))
            ok = self.press(f"Exchange {n}" if n else "Take no cards")
        elif phase in DECLARE_PHASES:
            ok = self.press("Declare")
        elif phase is Phase.PLAY:
            legal = [c for c in hand if c in table.legal_cards()]
            card = min(legal, key=lambda c: c & 7) if policy == "low" else legal[0]
            self.click(self.card_pos(table, card))
            ok = True
        else:
            raise RuntimeError(f"no move for {phase}")
        if not ok:
            there = list(self.app.stack.top.buttons())
            raise RuntimeError(f"the button for {phase.value} was not there: {there}")


def seed_with_elder(seat: int = 0, first: int = SEED) -> int:
    """:data:`SEED`, or, should a version cut for the deal otherwise, the first
    seed after it whose partie has ``seat`` elder in the first deal."""
    from piquet_game.rules import Game

    seed = first
    while Game.new(random.Random(seed)).next_dealer != 1 - seat:
        seed += 1
    if seed != first:
        print(f"  note: seed {first} does not make you elder here; seed {seed} does")
    return seed


def table_against_computer(d: Driver, seed: int):
    from piquet_game.controller import Controller, Seat
    from piquet_game.rules import Game
    from piquet_game.view.table import TableScene

    name = d.app.settings.player_name or "You"
    seats = [Seat.human(name, auto_declare=not d.app.settings.own_declarations),
             Seat.computer(1, seed, COMPUTER)]
    game = Game.new(random.Random(seed), players=(seats[0].name, seats[1].name))
    table = TableScene(d.app, Controller(game, seats), viewer=0)
    d.app.stack.replace(table)
    return table


# ------------------------------------------------------------------- scenes


def shot_handover(d: Driver, out: Path, label: str) -> None:
    from piquet_game.controller import Controller, Seat
    from piquet_game.rules import Game, Phase
    from piquet_game.view.privacy import PrivacyScene
    from piquet_game.view.table import TableScene

    seed = 2
    game = Game.new(random.Random(seed), players=("Ann", "Ben"))
    table = TableScene(d.app, Controller(game, [Seat.human("Ann"), Seat.human("Ben")]))
    d.app.stack.replace(table)
    exchanged = False
    end = time.monotonic() + SECONDS
    while time.monotonic() < end:
        top = d.app.stack.top
        if isinstance(top, PrivacyScene):
            if exchanged:
                d.shoot(out, "handover", label)
                return
            if not d.press(f"{top.who}: show my cards"):
                top.ready()
                d.tick()
        elif table.looking():
            if not d.press("I have seen my cards"):
                table.seen_hand()
                d.tick()
        elif table.my_turn():
            phase = table.controller.game.phase
            d.move(table)
            exchanged = exchanged or phase is Phase.EXCHANGE_ELDER
        elif top is not table:
            raise Skip(f"{top.name} came before a hand-over after the exchange")
        else:
            d.tick()
    raise RuntimeError("no hand-over screen after the first exchange")


def shot_exchange(d: Driver, out: Path, label: str) -> None:
    from piquet_game.rules import Phase

    table = table_against_computer(d, seed_with_elder())
    if d.settle(table) != "turn":
        raise Skip("the deal did not come to the exchange")
    while table.controller.game.phase in (Phase.BLANCHE, Phase.EXCHANGE_ELDER):
        d.move(table)
        if d.settle(table) != "turn":
            raise Skip("the deal did not come back to the person")
    if table.controller.game.phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
        raise Skip(f"still in {table.controller.game.phase.value}")
    d.shoot(out, "exchange", label)


def play_some(d: Driver, table, tricks: int) -> None:
    """Play to the point where ``tricks`` tricks are done and the computer has led
    the next (or, failing that, any later turn of the person's)."""
    from piquet_game.rules import Phase

    while True:
        where = d.settle(table)
        if where != "turn":
            raise Skip(f"the deal ended ({where}) before the picture")
        g = table.controller.game
        if g.phase is Phase.PLAY and len(g.tricks) >= tricks and (len(g.trick) == 1 or len(g.tricks) >= 9):
            return
        d.move(table)


def shot_play(d: Driver, out: Path, label: str) -> None:
    table = table_against_computer(d, seed_with_elder())
    play_some(d, table, 3)
    d.shoot(out, "play", label)


def shot_summary(d: Driver, out: Path, label: str) -> None:
    table = table_against_computer(d, seed_with_elder())
    while True:
        where = d.settle(table)
        if where != "turn":
            break
        d.move(table)
    if where != "deal-summary":
        raise Skip(f"{where} came at the end of the deal, not its summary")
    d.tick(10)
    d.shoot(out, "summary", label)


def shot_tutorial(d: Driver, out: Path, label: str) -> None:
    from piquet_game.tutorial.lesson import load_lessons
    from piquet_game.tutorial.runner import Gate
    from piquet_game.view.tutorial import open_lesson

    lesson = load_lessons()[0]
    scene = open_lesson(d.app, lesson)
    end = time.monotonic() + SECONDS
    while time.monotonic() < end:
        top = d.app.stack.top
        if top is not scene:
            raise Skip(f"{top.name} came before the lesson's first move")
        idle = scene.is_idle() and not scene.deal_over
        gate = scene.gate
        if idle and gate is Gate.READ:
            d.tick(2)
            if not d.press("Go on"):
                scene.go_on()
                d.tick()
        elif idle and gate is Gate.CLICK:
            d.click(scene.painter.highlight_rects((scene.run.step.target,))[0].center)
        elif gate is Gate.LEARNER and scene.my_turn():
            d.tick(2)
            if not d.press("Show me"):
                scene.show_hint()
            d.tick(3)
            if not scene.message.startswith("Show me"):
                raise Skip(f"no 'Show me' line after the button (the message: {scene.message!r})")
            d.shoot(out, "tutorial", label)
            return
        elif gate is Gate.DONE:
            raise Skip("the first lesson has no move of the learner's")
        else:
            d.tick()
    raise RuntimeError("the lesson never came to the learner's move")


def shot_resumed(d: Driver, out: Path, label: str) -> None:
    """The partie the play scene left in this folder, resumed in this (new) window."""
    from piquet_game.view.families import resume_partie
    from piquet_game.view.starting import saved_partie

    resumed = saved_partie(d.app)
    if resumed is None:
        raise Skip("no saved partie to resume (the play scene saves it)")
    resume_partie(d.app, resumed)
    table = d.app.stack.top
    if d.settle(table, 30) != "turn":
        raise Skip("the resumed table did not wait for the person")
    d.tick(5)
    d.shoot(out, "resumed", label)


def shot_screens(d: Driver, out: Path, label: str, scenes: list[str]) -> None:
    """The menu (a partie waiting, from the play scene), the settings, the rules."""
    from piquet_game.view.menu import MenuScene

    menu = MenuScene(d.app)
    d.app.stack.replace(menu)
    d.tick(3)
    if menu.resumable is None:
        print("  note: no partie waits on the menu (the play scene was not run)")
    if "menu" in scenes:
        d.shoot(out, "menu", label)
    for name in ("settings", "rules"):
        if name not in scenes:
            continue
        opener = getattr(menu, name, None)
        if opener is None:
            print(f"  skipped {name}: this version's menu does not open it")
            continue
        opener()
        d.tick(5)
        d.shoot(out, name, label)
        d.app.stack.pop()
        d.tick(3)


# --------------------------------------------------------------------- main


def run_size(size, out: Path, label: str, scenes: list[str], home: Path) -> list[str]:
    """Every scene asked for, at one size; the scenes that failed."""
    w, h = size
    failed: list[str] = []
    root = home / f"{w}x{h}"

    def attempt(scene: str, folder: str, fn, **settings) -> None:
        print(f"{scene} at {w}x{h}")
        d = None
        try:
            d = Driver(size, root / folder, **settings)
            fn(d)
        except Skip as exc:
            print(f"  skipped {scene} at {w}x{h}: {exc}")
        except Exception:  # noqa: BLE001 - one scene's failure is told, the others go on
            traceback.print_exc()
            print(f"  FAILED {scene} at {w}x{h}")
            failed.append(f"{scene} {w}x{h}")
        finally:
            if d is not None:
                d.close()

    if "handover" in scenes:
        attempt("handover", "handover", lambda d: shot_handover(d, out, label))
    if "exchange" in scenes:
        attempt("exchange", "exchange", lambda d: shot_exchange(d, out, label), teach=True,
                own_declarations=True)
    if "summary" in scenes:
        attempt("summary", "summary", lambda d: shot_summary(d, out, label))
    if "tutorial" in scenes:
        attempt("tutorial", "tutorial", lambda d: shot_tutorial(d, out, label))
    # play, resumed and the screens share a folder: the partie left mid-trick by
    # the first is resumed by the second and waits on the menu of the third
    if "play" in scenes or "resumed" in scenes or any(s in scenes for s in ("menu", "settings", "rules")):
        def play(d: Driver) -> None:
            if "play" in scenes:
                shot_play(d, out, label)
            else:
                play_some(d, table_against_computer(d, seed_with_elder()), 3)
        attempt("play", "partie", play)
    if "resumed" in scenes:
        attempt("resumed", "partie", lambda d: shot_resumed(d, out, label), teach=True)
    screens = [s for s in ("menu", "settings", "rules") if s in scenes]
    if screens:
        attempt("/".join(screens), "partie", lambda d: shot_screens(d, out, label, screens))
    return failed


def parse_size(text: str) -> tuple[int, int]:
    w, _, h = text.lower().partition("x")
    return int(w), int(h)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--label", required=True, help="before or after (any word: it goes in the names)")
    parser.add_argument("--out", type=Path, help="folder of the pictures (default: the checkout's "
                        "tests/output/screenshots/polish)")
    parser.add_argument("--root", type=Path,
                        help="the checkout to import (put first on the path, and checked)")
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--scenes", default=",".join(SCENES))
    parser.add_argument("--keep-home", action="store_true", help="keep the temporary game folder")
    args = parser.parse_args(argv)
    scenes = [s for s in args.scenes.split(",") if s]
    unknown = [s for s in scenes if s not in SCENES]
    if unknown:
        parser.error(f"no scene {', '.join(unknown)} (the scenes: {', '.join(SCENES)})")
    sizes = [parse_size(s) for s in args.sizes.split(",") if s]

    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    home = Path(tempfile.mkdtemp(prefix="piquet-polish-"))
    os.environ["PIQUET_HOME"] = str(home)  # before the game is imported: nothing of a person's is read
    print(f"game files under {home}")
    root = args.root.resolve() if args.root else None
    package = import_game(root)
    checkout = Path(package.__file__).resolve().parents[1]
    out = args.out or checkout / "tests" / "output" / "screenshots" / "polish"
    out.mkdir(parents=True, exist_ok=True)
    failed: list[str] = []
    try:
        for size in sizes:
            failed += run_size(size, out, args.label, scenes, home)
    finally:
        if not args.keep_home:
            shutil.rmtree(home, ignore_errors=True)
    if failed:
        print("failed: " + "; ".join(failed))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
