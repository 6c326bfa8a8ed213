"""Scenes and the scene stack.

A scene has ``enter``/``exit`` (pushed, popped), ``pause``/``resume`` (covered and
uncovered by another scene), ``handle_event``, ``update(dt)`` and ``draw``.  Its
pygame-gui elements are built in :meth:`Scene.build_ui` and dropped when it is
covered or the window changes size, so every position comes from the current
window.  A scene that is not ``opaque`` is drawn over the one beneath it.

A scene with ``keyboard_focus`` (the menus and the screens over the table) is
used from the keyboard alone: Tab, Down and Right move a visible focus to the
next button, Shift+Tab, Up and Left to the one before, and Enter (or Space)
presses it; before the focus is moved, Enter presses the scene's main button
(:meth:`Scene.confirm`).  The focus keeps its place when the scene's buttons are
rebuilt (a choice made, the window resized).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from .theme import theme_size

if TYPE_CHECKING:
    from .app import App


FOCUS_NEXT = (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT)
FOCUS_BACK = (pygame.K_UP, pygame.K_LEFT)
FOCUS_COLOUR = (255, 236, 160)


class Scene:
    opaque = True
    name = "scene"
    confirm_keys: tuple[int, ...] = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
    keyboard_focus = False

    def __init__(self, app: App) -> None:
        self.app = app
        self._elements: list = []
        self._actions: dict[object, Callable[[], None]] = {}
        self._recent: dict[object, Callable[[], None]] = {}
        self.active = False
        self.focus_index: int | None = None  # the keyboard's focus among focusable()

    @property
    def tr(self):
        """The words of the language chosen (see :mod:`piquet_game.i18n`)."""
        return self.app.tr

    def language_changed(self) -> None:
        """The language was changed: the buttons are built again in it (what is
        drawn each frame follows by itself)."""
        if self.active:
            self.clear_ui()
            self.build_ui()

    # ------------------------------------------------------------ lifecycle

    def enter(self) -> None:
        self.active = True
        self.build_ui()

    def exit(self) -> None:
        self.active = False
        self.clear_ui()

    def pause(self) -> None:
        self.active = False
        self.clear_ui()

    def resume(self) -> None:
        self.active = True
        self.build_ui()

    def settings_changed(self, key: str) -> None:
        """A setting was changed on the settings screen (``key``, its name): what the
        screen keeps of it follows (the window's own are the app's)."""

    def relayout(self) -> None:
        """The window changed size: recompute positions (the ui is rebuilt by the app)."""

    # --------------------------------------------------------------- the ui

    def build_ui(self) -> None:
        pass

    def clear_ui(self) -> None:
        for el in self._elements:
            el.kill()
        self._elements = []
        # a press reaches us a frame after the click: a button rebuilt in between
        # (the table changed under the mouse) still does what it said
        self._recent = self._actions
        self._actions = {}

    def add(self, element, action: Callable[[], None] | None = None):
        self._elements.append(element)
        if action is not None:
            self._actions[element] = action
        return element

    def button(self, rect: pygame.Rect | tuple, text: str, action: Callable[[], None],
               object_id: str | None = None, tooltip: str | None = None, enabled: bool = True):
        btn = pygame_gui.elements.UIButton(
            relative_rect=pygame.Rect(rect), text=text, manager=self.app.ui,
            object_id=object_id, tool_tip_text=tooltip)
        if tooltip:
            btn.tool_tip_wrap_width = self.tooltip_width(tooltip)
        if not enabled:
            btn.disable()
        return self.add(btn, action)

    def tooltip_width(self, tooltip: str) -> int:
        """The width of a button's tooltip: as wide as its words on one row, up to
        about forty characters, then wrapped (pygame-gui's own is a narrow column
        of 170 pixels whatever the words)."""
        scale = max(1.0, self.app.scale)
        font = self.app.ui.get_theme().get_font_dictionary().find_font(theme_size(16, self.app.scale),
                                                                       "noto_sans")
        return min(round(360 * scale), font.size(tooltip)[0] + round(44 * scale))

    def focusable(self) -> list:
        """The elements the keyboard's focus moves through, in order: the enabled
        buttons and the text entries."""
        return [el for el in self._elements
                if (isinstance(el, pygame_gui.elements.UIButton) and el.is_enabled)
                or isinstance(el, pygame_gui.elements.UITextEntryLine)
                or getattr(el, "keyboard_steps", None) is not None]

    def focused(self):
        """The element with the keyboard's focus, or None."""
        items = self.focusable()
        if self.focus_index is None or not items:
            return None
        return items[min(self.focus_index, len(items) - 1)]

    def move_focus(self, step: int) -> None:
        items = self.focusable()
        if not items:
            return
        for el in items:  # a name being typed in stops taking the keys
            if isinstance(el, pygame_gui.elements.UITextEntryLine) and el.is_focused:
                el.unfocus()
        if self.focus_index is None:
            self.focus_index = 0 if step > 0 else len(items) - 1
        else:
            self.focus_index = (min(self.focus_index, len(items) - 1) + step) % len(items)
        el = items[self.focus_index]
        if isinstance(el, pygame_gui.elements.UITextEntryLine):
            el.focus()

    def press_focused(self) -> bool:
        """Enter on the focused element: press the button.  False if there is none."""
        el = self.focused()
        if el is None or isinstance(el, pygame_gui.elements.UITextEntryLine):
            return False
        action = self._actions.get(el)
        if action is None:
            return False
        action()
        return True

    def _typing(self) -> bool:
        return any(isinstance(el, pygame_gui.elements.UITextEntryLine) and el.is_focused
                   for el in self._elements)

    def _focus_key(self, event: pygame.event.Event) -> bool:
        """The keyboard's focus keys; whether the key was one."""
        key = event.key
        typing = self._typing()
        if key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if typing and key not in (pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_KP_ENTER):
            return False  # the entry's own keys: the arrows move in the name
        if key in FOCUS_NEXT or key in FOCUS_BACK:
            el = self.focused()
            steps = getattr(el, "keyboard_steps", None)
            if steps is not None and key in (pygame.K_LEFT, pygame.K_RIGHT):
                steps(-1 if key == pygame.K_LEFT else 1)  # a slider moves
                return True
            self.move_focus(1 if key in FOCUS_NEXT else -1)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) or (key == pygame.K_SPACE and not typing):
            return self.press_focused()
        return False

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The ring around the focused element (drawn over the ui)."""
        if not self.keyboard_focus or not self.active:
            return
        el = self.focused()
        if el is None:
            return
        width = max(2, round(surface.get_height() / 300))
        pygame.draw.rect(surface, FOCUS_COLOUR, el.rect.inflate(width * 4, width * 4), width,
                         border_radius=width * 3)

    def buttons(self) -> dict[str, object]:
        """The scene's buttons by their text (tests click them)."""
        return {el.text: el for el in self._elements if isinstance(el, pygame_gui.elements.UIButton)}

    # ---------------------------------------------------------------- loop

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            action = self._actions.get(event.ui_element) or self._recent.get(event.ui_element)
            if action is not None:
                action()
                return True
        if event.type == pygame.KEYDOWN:
            if self.keyboard_focus and self._focus_key(event):
                return True
            if event.key in self.confirm_keys:
                return self.confirm()
            if event.key == pygame.K_ESCAPE:
                return self.cancel()
        return False

    def confirm(self) -> bool:
        """Enter (or Space): the scene's main action.  True if there was one."""
        return False

    def cancel(self) -> bool:
        """Esc: back out of the scene.  True if it did something."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def picture_key(self) -> tuple | None:
        """What the scene's picture is drawn from, besides the window's events and
        buttons: while it is the one the last frame was drawn with, the window
        skips drawing (see :meth:`App.frame`).  None, the default, for a scene
        whose picture changes by itself (a clock, a progress bar, cards moving):
        it is drawn every frame."""
        return None


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self, scene: Scene | None = None) -> Scene | None:
        if not self.scenes or (scene is not None and self.scenes[-1] is not scene):
            return None
        old = self.scenes.pop()
        old.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return old

    def replace(self, scene: Scene) -> None:
        """Swap the whole stack for ``scene``."""
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def find(self, kind: type) -> Scene | None:
        for s in reversed(self.scenes):
            if isinstance(s, kind):
                return s
        return None

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.scenes:
            self.scenes[-1].handle_event(event)

    def update(self, dt: float) -> None:
        """The top scene runs; the ones beneath keep their animations going."""
        for s in list(self.scenes):
            if s is self.top:
                s.update(dt)
            else:
                s.update_covered(dt) if hasattr(s, "update_covered") else None

    def visible(self) -> list[Scene]:
        """The scenes a frame draws: the top one and those beneath it up to the
        first opaque one, bottom first."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def draw(self, surface: pygame.Surface) -> None:
        for s in self.visible():
            s.draw(surface)
