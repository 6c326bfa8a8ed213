"""Setting up a game of Ass: how many play, the trump option, and who sits in each
seat (a person, or the computer at a level), then the table.

Reached from the menu when the game chosen is Ass ("Play the computer" and "Two
players, one computer" both come here; the second starts with two people).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from ...common.names import NAME_MAX, clean_name
from ...i18n import N_, say
from ...view.backdrop import Backdrop
from ...view.palette import DIM, GOLD, INK
from ...vocabulary import shown_name
from ..ai import ASS_LEVELS
from ..phrases import TRUMP_OPTION_WORDS, rules_words, trump_option_words
from ..rules import AssRules
from ..store import AssAutosaver
from .family import SavedAss, start_ass

if TYPE_CHECKING:
    from ..ai import AssPlayer

PERSON = 0


def ass_levels() -> dict[int, type[AssPlayer]]:
    return dict(ASS_LEVELS)


class AssSetupScene(Backdrop):
    name = "ass-setup"
    title = N_("Ass")
    confirm_keys = (pygame.K_RETURN, pygame.K_KP_ENTER)  # a space is typed in a name

    def __init__(self, app, people: bool = False) -> None:
        super().__init__(app)
        self.people = people
        settings = app.settings
        self.level = min(max(settings.level, 1), max(ass_levels()))
        self.choices = [PERSON] + [self.level] * 5
        if people:
            self.choices[1] = PERSON
        saved = list(settings.names)
        first = saved[0] if people else settings.player_name
        self.names = [first, saved[1] if people else self.tr("Player {n}").format(n=2)] + \
            [self.tr("Player {n}").format(n=k + 1) for k in range(2, 6)]
        self.entries: dict[int, pygame_gui.elements.UITextEntryLine] = {}
        self.changed = False  # the players, the trumps or a seat chosen on this screen
        # the game of Ass left in the middle, if there is one

        self.saver = AssAutosaver()
        self.saved, notice = self.saver.load()
        if notice:
            app.notices.append(say(notice, self.tr))

    def resume_saved(self) -> None:
        if self.saved is not None:
            self.app.stack.replace(self.app.scene("ass-table", self.saved))

    @property
    def rules(self) -> AssRules:
        return self.app.settings.ass_rules()

    @property
    def subtitle(self) -> str:  # type: ignore[override]
        return rules_words(self.rules, self.tr)

    def rows(self) -> tuple[int, int, int, int, int]:
        w, h = self.app.size
        width = round(min(w * 0.9, h * 1.5))
        bh = max(30, round(h * 0.05))
        return (w - width) // 2, round(h * 0.2), width, bh, round(bh * 0.3)

    def build_ui(self) -> None:
        for k, entry in self.entries.items():  # keep what was typed
            self.names[k] = entry.get_text()
        self.entries = {}
        x0, y, width, bh, gap = self.rows()
        tr = self.tr
        if self.saved is not None:  # a game left in the middle: resume it first, unless
            # the person has begun to set up another on this screen (then a new game is)
            said = tr("Resume the game you left: {game}").format(game=rules_words(self.saved.game.rules, tr))
            self.button((x0, y, width, bh), said, self.resume_saved,
                        object_id=None if self.changed else "@primary",
                        tooltip=tr("Back to the game of Ass you left, exactly where it was"))
            y += bh + gap * 2
        label_w = round(width * 0.22)
        self._labels: list[tuple[str, float, bool]] = []
        rules = self.rules
        # how many play, and the trumps
        self._labels.append((tr("Players"), y + bh / 2, True))
        bw = round((width - label_w - gap * 5) / 5)
        for k, n in enumerate(range(2, 7)):
            self.button((x0 + label_w + k * (bw + gap), y, bw, bh), str(n),
                        partial(self.choose_rules, players=n),
                        object_id="@chosen" if rules.players == n else None,
                        tooltip=tr("{n} players").format(n=n))
        y += bh + gap
        self._labels.append((tr("Trumps"), y + bh / 2, True))
        for k, option in enumerate(range(1, 6)):
            self.button((x0 + label_w + k * (bw + gap), y, bw, bh), trump_option_words(option, tr),
                        partial(self.choose_rules, trumps=option),
                        object_id="@chosen" if rules.trumps == option else None,
                        tooltip=tr(TRUMP_OPTION_WORDS[option]))
        y += bh + gap * 4
        levels = ass_levels()
        name_w = round(width * 0.3)
        bx = x0 + label_w + name_w + gap * 2
        unit = (x0 + width - bx - len(levels) * gap) / (len(levels) + 1.8)
        for seat in range(rules.players):
            self._labels.append((tr("Seat {n}").format(n=seat + 1), y + bh / 2, seat == 0))
            if self.choices[seat] == PERSON:
                entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(x0 + label_w, y, name_w, bh),
                                                            self.app.ui)
                entry.set_text(self.names[seat])
                entry.set_text_length_limit(NAME_MAX)
                self.entries[seat] = self.add(entry)
            if seat > 0:
                x = bx
                for choice in [PERSON, *sorted(levels)]:
                    w = round(unit * (1.8 if choice == PERSON else 1))
                    said = tr("Person") if choice == PERSON else str(choice)
                    tip = tr("A person at this computer") if choice == PERSON else \
                        tr.labelled(tr(levels[choice].name), tr(levels[choice].description))
                    self.button((round(x), y, w, bh), said, partial(self.choose, seat, choice),
                                object_id="@chosen" if self.choices[seat] == choice else None, tooltip=tip)
                    x += w + gap
            y += bh + gap
        y += gap * 2
        half = (width - gap) // 2
        start = tr("Start a new game") if self.saved is not None else tr("Start the game")
        self.button((x0, y, half, bh), start, self.start,
                    object_id="@primary" if self.saved is None or self.changed else None)
        self.button((x0 + half + gap, y, width - half - gap, bh), tr("Back"), self.back)

    def choose_rules(self, players: int | None = None, trumps: int | None = None) -> None:
        self.app.settings.choose_ass(players, trumps)
        self.app.settings.save()
        self.changed = True
        self.rebuild()

    def choose(self, seat: int, choice: int) -> None:
        self.choices[seat] = choice
        self.changed = True
        self.rebuild()

    def rebuild(self) -> None:
        keep = self.focus_index
        self.clear_ui()
        self.build_ui()
        self.focus_index = keep

    def new_partie(self) -> bool:
        self.start()
        return True

    def seats(self) -> list[tuple[str, int | None]]:
        for k, entry in self.entries.items():
            self.names[k] = entry.get_text()
        levels = ass_levels()
        out: list[tuple[str, int | None]] = []
        taken: set[str] = set()
        for seat in range(self.rules.players):
            choice = self.choices[seat]
            fallback = self.tr("Player {n}").format(n=seat + 1)
            if choice == PERSON:
                name = clean_name(self.names[seat], fallback)
            else:  # the level's name as the game gives it, shown in each screen's language
                name = clean_name(levels[choice].name, fallback)
            base, k = name, 2
            while shown_name(name, self.tr).lower() in taken:
                name = clean_name(f"{base[:NAME_MAX - 4]} ({k})", fallback)
                k += 1
            taken.add(shown_name(name, self.tr).lower())
            out.append((name, None if choice == PERSON else choice))
        return out

    def start(self, confirmed: bool = False) -> None:
        """The new game, as set up here; a game left in the middle is not given up
        without asking first."""
        if self.saved is not None and not confirmed:
            self.app.push(self.app.scene("abandon", SavedAss(self.saved), partial(self.start, True)))
            return
        seats = self.seats()
        people = [name for name, level in seats if level is None]
        settings = self.app.settings
        if len(people) >= 2:
            settings.names = people[:2]
        else:
            settings.player_name = people[0]
        settings.save()
        start_ass(self.app, self.rules, seats)

    def draw_more(self, surface: pygame.Surface, fs: int) -> None:
        x0, _y, _width, _bh, _gap = self.rows()
        text = self.app.text
        for words, cy, strong in getattr(self, "_labels", []):
            text.blit(surface, words, fs, (x0, cy), GOLD if strong else INK, True, "midleft")
        levels = ass_levels()
        x0, _y, width, bh, gap = self.rows()
        label_w = round(width * 0.22)
        rows = [(w, cy) for w, cy, _ in getattr(self, "_labels", [])][2:]
        for seat, (_w, cy) in enumerate(rows):
            choice = self.choices[seat]
            if choice != PERSON and choice in levels:
                said = self.tr("the computer: {level}").format(level=self.tr(levels[choice].name))
                words, size = text.fitted(said, round(fs * 0.9), round(width * 0.3))
                text.blit(surface, words, size, (x0 + label_w, cy), DIM, False, "midleft")


__all__ = ["AssSetupScene", "start_ass"]
