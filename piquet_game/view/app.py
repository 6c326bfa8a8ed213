"""The window and its loop.

:class:`App` opens the resizable window (default 1280x800, from 960x600 to 4K,
F11 for fullscreen), holds the pygame-gui manager, the card art, the settings and
the scene stack, and runs frames: events to the top scene, ``update(dt)`` for the
scenes, then ``draw``.  ``App.frame(dt)`` is one frame, so tests drive the real
window frame by frame with posted events.  ``App.run(frames=N, screenshot=...)``
is the smoke mode of ``piquet --frames N --screenshot FILE``.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pygame
import pygame_gui

from ..ai.anytime import WINDOW_BUDGET
from ..ai.pool import ThinkPool
from ..controller import Controller
from ..crashlog import write_crash_log
from ..i18n import Translator, warm_numbers
from ..paths import remove_stale_temporaries
from ..settings import Settings
from ..store.autosave import MODES, Autosaver, mode_of
from .cardart import CardArt
from .icon import draw_icon
from .scene import Scene, SceneStack
from .scenes import SCENES
from .sound import Sounds
from .tablepaint import CLOTH, cloth, felt_pixels
from .text import Text
from .theme import load_theme, ui_scale

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (960, 600)
FPS = 60
#: Seconds at most between two frames drawn while nothing changes (see
#: App.frame): whatever changed unseen shows within this.
REDRAW_AT_LEAST = 1.0
#: Seconds a computer player may think over one decision in the window: the
#: searches play their best so far when it is spent (piquet_game.ai.anytime).
THINK_BUDGET = WINDOW_BUDGET


class App:
    def __init__(self, size: tuple[int, int] | None = None, settings: Settings | None = None,
                 fullscreen: bool | None = None) -> None:
        # the display and the fonts only (not pygame.init()): the sound is opened by
        # Sounds.open, which keeps a system's complaints off the terminal where there
        # is no audio device
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Piquet")
        pygame.display.set_icon(draw_icon(64))  # the two aces, before the window opens
        remove_stale_temporaries()  # what a run stopped in the middle of a write left
        self.settings = settings if settings is not None else Settings.load()
        # the card sounds and chimes (silent, with sounds.trouble saying why, where
        # there is no audio device)
        self.sounds = Sounds(volume=self.settings.volume, muted=self.settings.mute)
        self.sounds.open()
        self.windowed_size = size or DEFAULT_SIZE
        self.fullscreen = self.settings.fullscreen if fullscreen is None else fullscreen
        self.screen = self._set_mode()
        self.scale = ui_scale(self.screen.get_height())
        self.ui = pygame_gui.UIManager(self.screen.get_size(), load_theme(self.scale),
                                       enable_live_theme_updates=False)
        self._managers: dict[float, pygame_gui.UIManager] = {}  # the others' scales, kept
        self.text = Text()
        self.tr = Translator(self.settings.language_code)  # the words, in the language chosen
        threading.Thread(target=self._warm, name="warm-up", daemon=True).start()
        self.ui.set_locale(self.tr.language)
        self.cards = CardArt(four_colour=self.settings.four_colour, back=self.settings.back,
                             indices=self.settings.indices_code)
        self.stack = SceneStack()
        self.running = True
        self.frames = 0
        self.draws = 0  # the frames drawn: a window where nothing changes skips drawing (App.frame)
        self._drawn: tuple | None = None  # what the last frame drawn showed (App.looks_as_drawn)
        self._since_drawn = 0.0
        self.clock = pygame.time.Clock()
        self.exit_status = 0
        self.notices: list[str] = [self.settings.notice] if self.settings.notice else []
        self._cloth: tuple[tuple, pygame.Surface] | None = None
        # the tutorial's lessons and the learner's progress, read when first wanted
        self.lessons: list | None = None
        self.lesson_errors: list[str] = []
        self.crash_log: Path | None = None
        # the parties in progress, one of each kind, saved after every action
        self.autosavers = {mode: Autosaver(mode=mode) for mode in MODES}
        self.progress = None
        # the warm worker processes the Master thinks on, started with its first
        # table and shut down by close()
        self._think_pool: ThinkPool | None = None

    # ---------------------------------------------------------------- window

    def _set_mode(self) -> pygame.Surface:
        if self.fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.fullscreen = False
        w, h = self.windowed_size
        return pygame.display.set_mode((max(MIN_SIZE[0], w), max(MIN_SIZE[1], h)), pygame.RESIZABLE)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def resize(self, width: int, height: int) -> None:
        """Re-lay out every scene for a new window size (also called on the
        window's own resize events)."""
        width, height = max(MIN_SIZE[0], width), max(MIN_SIZE[1], height)
        if self.screen.get_size() != (width, height):
            self.windowed_size = (width, height)
            self.screen = pygame.display.set_mode((width, height), pygame.RESIZABLE)
        self._relayout()

    def _relayout(self) -> None:
        for scene in self.stack.scenes:
            scene.clear_ui()
        scale = ui_scale(self.screen.get_height())
        if scale != self.scale:  # the theme of each scale made once (a window dragged to and fro)
            self._managers[self.scale] = self.ui
            self.scale = scale
            self.ui = self._managers.get(scale) or pygame_gui.UIManager(
                self.screen.get_size(), load_theme(scale), enable_live_theme_updates=False)
            self.ui.set_locale(self.tr.language)
        self.ui.set_window_resolution(self.screen.get_size())
        for scene in self.stack.scenes:
            scene.relayout()
        top = self.stack.top
        if top is not None and top.active:
            top.build_ui()

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        self.screen = self._set_mode()
        self.settings.fullscreen = self.fullscreen
        self.settings.save()
        self._relayout()

    def _warm(self) -> None:
        """On a thread of its own as the window opens: what the table's first frame
        would otherwise wait for (the numbers in words, the felt's pixels), made
        while the menu shows."""
        warm_numbers()
        felt_pixels(CLOTH.get(self.settings.table, CLOTH["green"]))

    def cloth(self) -> pygame.Surface:
        """The table's cloth at the window's size and colour, drawn once per change."""
        key = (self.screen.get_size(), self.settings.table)
        if self._cloth is None or self._cloth[0] != key:
            surf = cloth(key[0], CLOTH.get(self.settings.table, CLOTH["green"])).convert()
            self._cloth = (key, surf)
        return self._cloth[1]

    def saver_for(self, controller: Controller) -> Autosaver:
        """The autosaver of a partie's kind (against the computer, or two players)."""
        return self.autosavers[mode_of(controller.seats)]

    def set_language(self, code: str) -> None:
        """Speak ``code`` from now on ("" for the system's language): kept in the
        settings, and every screen open is built again in it at once."""
        self.settings.language = code
        self.settings.save()
        self.tr = Translator(self.settings.language_code)
        self.ui.set_locale(self.tr.language)
        self.apply_card_style()  # the cards' corners follow the language, unless chosen
        for scene in self.stack.scenes:
            scene.language_changed()

    def apply_card_style(self) -> None:
        self.cards.set_style(four_colour=self.settings.four_colour, back=self.settings.back,
                             indices=self.settings.indices_code)

    def apply_sound(self) -> None:
        """The settings' volume (0 to 100) and mute, at once (sounds playing included)."""
        self.sounds.apply(self.settings.volume, self.settings.mute)

    # ------------------------------------------------------------------ loop

    def scene(self, name: str, *args, **kwargs) -> Scene:
        """A new screen of this window, by its name (see :mod:`piquet_game.view.scenes`):
        ``app.push(app.scene("settings"))``; what it needs after the window comes
        after the name."""
        try:
            kind = SCENES[name]
        except KeyError:
            raise ValueError(f"no screen is named {name!r}") from None
        return kind(self, *args, **kwargs)

    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def quit(self, status: int = 0) -> None:
        self.running = False
        self.exit_status = status

    def frame(self, dt: float) -> None:
        """One frame: the events, the scenes' and the ui's updates, then the
        drawing, unless nothing came and nothing changed since the last frame drawn
        (a table waiting for a click is not drawn sixty times a second)."""
        events = pygame.event.get()
        for event in events:
            self.dispatch(event)
        self.stack.update(dt)
        self.ui.update(dt)
        self._since_drawn += dt
        showing = None if events or self._since_drawn >= REDRAW_AT_LEAST else self._showing()
        if showing is None or not self.looks_as_drawn(showing):
            self.draw(showing)
        self.frames += 1

    def looks_as_drawn(self, showing: tuple) -> bool:
        """Whether the window would draw what it last drew: the same scenes, size,
        words and buttons (``showing``, from :meth:`_showing`), no name being typed
        (its cursor blinks), and each scene shown with the picture key it was drawn
        with (:meth:`Scene.picture_key`)."""
        return None not in showing[-1] and showing == self._drawn and not any(
            isinstance(el, pygame_gui.elements.UITextEntryLine) for el in self.ui.get_focus_set() or ())

    def _showing(self) -> tuple:
        top = self.stack.top
        return (tuple(self.stack.scenes), top is not None and top.active, self.screen.get_size(),
                self.tr, self.settings.table, self.cards.style,
                tuple((id(image), tuple(rect)) for image, rect, *_ in self.ui.get_sprite_group().visible),
                tuple(s.picture_key() for s in self.stack.visible()))

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.resize(event.w, event.h)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        self.ui.process_events(event)
        self.stack.handle_event(event)

    def draw(self, showing: tuple | None = None) -> None:
        """Draw the frame; ``showing`` is what it shows (:meth:`_showing`) when the
        caller has worked it out already (drawing does not change it)."""
        self.stack.draw(self.screen)
        self.ui.draw_ui(self.screen)
        if self.stack.top is not None:
            self.stack.top.draw_focus(self.screen)
        pygame.display.flip()
        self.draws += 1
        self._drawn = showing if showing is not None else self._showing()
        self._since_drawn = 0.0

    def run(self, frames: int | None = None, screenshot: str | os.PathLike | None = None) -> int:
        """Run until the window closes, or for ``frames`` frames; save the last frame."""
        if self.stack.top is None:
            self.push(self.scene("menu"))
            if self.settings.first_start and not self.settings.language:
                self.push(self.scene("language"))  # the first start: the language, the system's offered
        crashes = 0
        while self.running:
            dt = self.clock.tick(FPS) / 1000.0
            try:
                self.frame(min(dt, 0.1))
                crashes = 0
            except Exception as exc:  # the crash screen, not a vanished window
                crashes += 1
                if crashes > 2:  # the crash screen itself fails: give up, the log is written
                    raise
                self.crashed(exc)
            if frames is not None and self.frames >= frames:
                break
        if screenshot:
            self.save_screenshot(screenshot)
        return self.exit_status

    def crashed(self, exc: BaseException) -> None:
        """An unexpected error: log its traceback and show the crash screen."""
        log = write_crash_log(exc)
        self.crash_log = log
        self.stack.replace(self.scene("crash", exc, log))

    def save_screenshot(self, path: str | os.PathLike) -> Path:
        """The window's picture now, drawn whole first (a frame with nothing new is
        not drawn, so the screen may hold less), saved as an image."""
        self.draw()
        out = Path(path)
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(out))
        return out

    def close(self) -> None:
        """Close the window (pygame's fonts stay valid for a next window in the same
        process) and stop the computer's worker processes."""
        pool, self._think_pool = self._think_pool, None
        if pool is not None:
            pool.shutdown(wait=False)
        pygame.display.quit()

    # ---------------------------------------------------------------- thinking

    def seat_computers(self, controller: Controller) -> None:
        """The computer players of a table: each decision within
        :data:`THINK_BUDGET`, the Master's worlds valued on the worker processes."""
        wants_pool = any(s.player is not None and hasattr(type(s.player), "pool") for s in controller.seats)
        controller.think_with(THINK_BUDGET, self.think_pool() if wants_pool else None)

    def think_pool(self) -> ThinkPool | None:
        """The worker processes (started when first asked for; None where they cannot
        start: the computer then thinks in this process)."""
        if self._think_pool is None:
            try:
                self._think_pool = ThinkPool()
            except Exception:  # noqa: BLE001 - no processes here: think in this one
                return None
        return self._think_pool
