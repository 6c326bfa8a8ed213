"""The menu, the setup of a game for two and the settings (the rules are the book of
:mod:`piquet_game.view.rulesbook`)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from ..common.names import NAME_MAX, clean_name
from ..i18n import N_, say
from ..store.history import recent_entries
from ..store.strength import suggestion
from .backdrop import Backdrop, game_button
from .families import Screens, resume_partie, screens_of
from .learning import progress_of
from .palette import GOLD, INK
from .starting import computer_name, saved_partie, start_game

if TYPE_CHECKING:
    from ..store.strength import Suggestion


class MenuScene(Backdrop):
    name = "menu"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.level = app.settings.level

        progress_of(app)  # read now, so a damaged progress file is told on the first screen
        self.resumable = self.saved_here()
        self.waiting = saved_partie(app, "two-players")  # offered on the two players' screen

    @property
    def family(self) -> Screens:
        """The family of the game chosen in the settings, in the window."""
        return screens_of(self.app.settings.game_kind)

    def saved_here(self):
        """The saved partie of the game chosen, offered on the menu: a game of Ass
        when Ass is chosen, else a partie of Piquet against the computer."""
        return self.family.saved(self.app)

    @property
    def subtitle(self) -> str:  # type: ignore[override]
        if self.resumable is not None:
            return self.resumable.offer(self.tr)
        return self.tr(self.family.blurb)

    def resume(self) -> None:
        self.resumable = self.saved_here()  # a game may have been finished, left or chosen since
        self.waiting = saved_partie(self.app, "two-players")
        super().resume()

    def build_ui(self) -> None:
        self.level = self.app.settings.level  # the settings screen may have changed it
        self.suggested = self.suggestion()
        x, y, bw, bh = self.column()
        gap = round(bh * 0.3)
        y = round(self.app.size[1] * 0.205)  # the game, then the partie against the computer
        game_button(self, (x, y, bw, round(bh * 0.8)))
        y += round(bh * 0.8) + gap
        tr = self.tr
        play = tr("Play {name} (level {level})").format(name=tr(computer_name(self.level)), level=self.level)
        if self.family.seats_first(self.app):  # who sits where next
            play = tr("Play the computer (level {level})").format(level=self.level)
        if self.resumable is not None:
            half = (bw - gap) // 2
            self.button((x, y, half, bh), tr("Resume"), self.resume_saved, object_id="@primary",
                        tooltip=tr("Back to the partie you left, exactly where it was"))
            self.button((x + half + gap, y, bw - half - gap, bh), tr("New partie"), self.play_computer,
                        tooltip=tr("{play}: a new partie (the saved one is given up)").format(play=play))
        else:
            self.button((x, y, bw, bh), play, self.play_computer, object_id="@primary")
        y += bh + gap
        levels = self.levels()
        n = len(levels)
        lw = (bw - (n - 1) * gap // 2) // n
        for i, level in enumerate(sorted(levels)):
            self.button(
                (x + i * (lw + gap // 2), y, lw, round(bh * 0.8)),
                str(level),
                partial(self.choose_level, level),
                object_id="@chosen" if level == self.level else None,
                tooltip=tr.labelled(tr(levels[level].name), tr(levels[level].description)),
            )
        y += round(bh * 0.8) + round(bh * 1.08)
        self._desc_y = y - round(bh * 0.86)
        for text, action in (
            (tr("Learn to play"), self.learn),
            (tr("Two players, one computer: resume") if self.waiting is not None
             else tr("Two players, one computer"), self.two_players),
            (tr("Play on the network"), self.network),
            (tr("Your games"), self.history),
            ((tr("Rules"), tr("Settings")), (self.rules, self.settings)),  # short words: one row
            (tr("Quit"), self.app.quit),
        ):
            if isinstance(text, tuple):
                half = (bw - gap) // 2
                self.button((x, y, half, bh), text[0], action[0])  # type: ignore[index]
                self.button((x + half + gap, y, bw - half - gap, bh), text[1], action[1])  # type: ignore[index]
            else:
                self.button((x, y, bw, bh), text, action)  # type: ignore[arg-type]
            y += bh + gap
        self._end_y = y

    def suggestion(self) -> Suggestion | None:
        """The next level to try, when the person wins most deals against the one
        chosen (:func:`piquet_game.store.strength.suggestion`, from the 40 newest kept
        parties, :func:`~piquet_game.store.history.recent_entries`); None otherwise."""
        try:
            return suggestion(recent_entries(), self.level)
        except Exception:  # noqa: BLE001 - a suggestion is never worth a crash
            return None

    def suggestion_words(self) -> str:
        """The suggestion as the menu says it ("" when there is none)."""
        said = getattr(self, "suggested", None)
        if said is None:
            return ""
        return self.tr("You win most deals against level {level}: try level {next}").format(
            level=said.level, next=said.next)

    def choose_level(self, level: int) -> None:
        self.level = level
        self.app.settings.level = level
        self.app.settings.save()
        self.clear_ui()
        self.build_ui()

    def play_computer(self) -> None:
        """A new game against the computer (who sits where first, where the table is
        not two: Ass, a table of three or four)."""
        self.family.against_computer(self.app, self.level)

    def two_players(self) -> None:
        self.family.people(self.app)

    def network(self) -> None:
        self.app.push(self.app.scene("network"))

    def learn(self) -> None:
        self.app.stack.replace(self.app.scene("lessons"))

    def history(self) -> None:
        self.app.push(self.app.scene(self.family.games))

    def rules(self) -> None:
        self.app.push(self.app.scene("rules"))

    def settings(self) -> None:
        self.app.push(self.app.scene("settings"))

    def back(self) -> None:
        """Esc on the menu stays on the menu."""

    confirm_keys = (pygame.K_RETURN, pygame.K_KP_ENTER)

    def new_partie(self) -> bool:
        self.play_computer()
        return True

    def levels(self) -> dict:
        """The computer's levels of the game chosen (Ass has its own players)."""
        return dict(self.family.family.levels)

    def draw_more(self, surface: pygame.Surface, fs: int) -> None:
        w, _ = surface.get_size()
        levels = self.levels()
        cls = levels.get(self.level) or levels[max(levels)]
        # the level's description, on one row where it fits (a little smaller if need
        # be), else on two: its words are longer in some languages
        said = self.tr.labelled(self.tr(cls.name), self.tr(cls.description))
        size = round(fs * 0.8)
        words, fitted = self.app.text.fitted(said, size, w * 0.94)
        rows = [said] if fitted >= round(size * 0.85) and words == said else \
            self.app.text.wrap(said, size, round(w * 0.9))[:2]
        if len(rows) == 1:
            words, size = self.app.text.fitted(said, size, w * 0.94)
            rows = [words]
        drawn = [(row, size, INK) for row in rows]
        suggested = self.suggestion_words()
        if suggested:  # the next level to try, below the description (then on one row, or left
            # to the buttons' tooltips if it does not fit one)
            words, fitted = self.app.text.fitted(said, round(fs * 0.8), w * 0.94)
            advice, own = self.app.text.fitted(suggested, round(fs * 0.8), w * 0.94)
            drawn = ([(words, fitted, INK)] if words == said else []) + [(advice, own, GOLD)]
            size = max(fitted, own)
        y = getattr(self, "_desc_y", 0) - (len(drawn) - 1) * size * 0.6
        for row, row_size, colour in drawn:
            self.app.text.blit(surface, row, row_size, (w / 2, y), colour, False, "midtop")
            y += row_size * 1.2
        # the last notices, each wrapped whole, below the buttons: the newest first
        # when there is not room for both
        size = round(fs * 0.72)
        step = size * 1.2
        bottom = surface.get_height() - fs * 0.3
        room = max(1, int((bottom - getattr(self, "_end_y", 0)) // step))
        rows = []
        for notice in reversed(self.app.notices[-2:]):
            wrapped = self.app.text.wrap(say(notice, self.tr), size, round(w * 0.94))
            if rows and len(rows) + len(wrapped) > room:
                break
            rows = wrapped + rows
        rows = rows[:room]
        for i, row in enumerate(rows):
            self.app.text.blit(surface, row, size, (w / 2, bottom - step * (len(rows) - i)),
                               (255, 214, 140), False, "midtop")


class TwoPlayerScene(Backdrop):
    """Two players on one computer: the partie they left, if one waits, and the
    names for a new one."""

    name = "two-players"
    confirm_keys = (pygame.K_RETURN, pygame.K_KP_ENTER)  # a space is typed in a name

    def __init__(self, app) -> None:
        super().__init__(app)
        self.resumable = saved_partie(app, "two-players")

    @property
    def subtitle(self) -> str:  # type: ignore[override]
        if self.resumable is not None:
            return self.resumable.offer(self.tr)
        if self.table_game:
            return self.tr("{game}: several people on one computer").format(
                game=self.tr(self.app.settings.game().title))
        return self.tr("Two players on one computer: name yourselves")

    @property
    def table_game(self) -> bool:
        """The game chosen is for three or four: who sits where is chosen next."""
        return self.app.settings.game().players > 2

    def build_ui(self) -> None:
        x, y, bw, bh = self.column()
        if self.resumable is not None:
            self.button((x, y, bw, bh), self.tr("Resume"), self.resume_saved, object_id="@primary",
                        tooltip=self.tr("Back to the partie you left, exactly where it was"))
            y += round(bh * 1.5)
        if self.table_game:  # names and seats on the next screen
            self.entries: list[pygame_gui.elements.UITextEntryLine] = []
            self._label_ys = []

            game_button(self, (x, y, bw, bh))
            y += round(bh * 1.3)
            self.button((x, y, bw, bh), self.tr("Choose who sits where"), self.start,
                        object_id=None if self.resumable is not None else "@primary",
                        tooltip=self.tr("A person or the computer in each seat, and your names"))
            self.button((x, y + round(bh * 1.3), bw, bh), self.tr("Back"), self.back)
            return
        names = self.app.settings.names
        self.entries = []
        for i in range(2):
            entry = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(x, y + round(bh * 0.9), bw, bh), self.app.ui
            )
            entry.set_text(names[i])
            entry.set_text_length_limit(NAME_MAX)
            self.entries.append(self.add(entry))
            y += round(bh * 2.4)
        top = y - round(bh * 4.8)
        self._label_ys = [top, top + round(bh * 2.4)]

        game_button(self, (x, y, bw, bh))  # the game they play
        y += round(bh * 1.3)
        if self.resumable is not None:
            self.button((x, y, bw, bh), self.tr("Start a new partie"), self.start,
                        tooltip=self.tr("A new partie between you two (the saved one is given up)"))
        else:
            self.button((x, y, bw, bh), self.tr("Start the partie"), self.start, object_id="@primary")
        self.button((x, y + round(bh * 1.3), bw, bh), self.tr("Back"), self.back)

    def new_partie(self) -> bool:
        self.start()
        return True

    def draw_more(self, surface: pygame.Surface, fs: int) -> None:
        x, _, _, bh = self.column()
        for i, y in enumerate(getattr(self, "_label_ys", [])):
            self.app.text.blit(
                surface,
                (self.tr("Player 1 (seat South)") if i == 0 else self.tr("Player 2 (seat North)")),
                fs,
                (x, y + bh * 0.75),
                INK,
                True,
                "bottomleft",
            )

    def start(self) -> None:
        if self.table_game:
            self.app.push(self.app.scene("table-seats", people=True))
            return
        player = self.tr("Player {number}")
        names = [clean_name(e.get_text(), player.format(number=i + 1)) for i, e in enumerate(self.entries)]
        if names[0] == names[1]:
            names[1] = clean_name(names[1][:NAME_MAX - 4] + " (2)", player.format(number=2))
        self.app.settings.names = names
        self.app.settings.save()
        start_game(self.app, [(names[0], None), (names[1], None)])


class AbandonScene(Backdrop):
    """A new partie while one is saved: give the saved one up, or resume it."""

    name = "abandon"
    title = N_("A partie is waiting")

    def __init__(self, app, saved, start) -> None:
        super().__init__(app)
        self.saved = saved
        self.start = start

    @property
    def subtitle(self) -> str:  # type: ignore[override]
        return self.saved.offer(self.tr)

    def build_ui(self) -> None:
        x, y, bw, bh = self.column(0.42)
        y += bh
        self.button((x, y, bw, bh), self.tr("Resume it"), self.resume_it, object_id="@primary")
        y += round(bh * 1.3)
        self.button((x, y, bw, bh), self.tr("Give it up and start the new partie"), self.give_up)
        y += round(bh * 1.3)
        self.button((x, y, bw, bh), self.tr("Back"), self.back)

    def resume_it(self) -> None:
        resume_partie(self.app, self.saved)

    def give_up(self) -> None:
        self.app.stack.pop(self)
        self.start()

    def confirm(self) -> bool:
        self.resume_it()
        return True

    def draw_more(self, surface: pygame.Surface, fs: int) -> None:
        w, h = surface.get_size()
        self.app.text.blit(surface, self.tr("A new partie takes the place of the one you left."), fs,
                           (w / 2, h * 0.205), INK, False, "midtop")
