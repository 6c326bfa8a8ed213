"""Who sits at a table of three or four (Piquet Normand, four-handed Piquet): for
each seat a person, named, or the computer at one of its levels.  Against the
computer the person sits South and chooses the others' levels (a partner's and the
opponents' in the partnership game); with several people on one computer any seats
may be people, and the privacy screen comes between any two of them."""

from __future__ import annotations

from functools import partial

import pygame
import pygame_gui

from ..ai import LEVELS
from ..common.names import NAME_MAX, clean_name
from ..i18n import N_
from ..rules.deal import SEAT_NAMES
from ..rules.variant import Variant
from ..vocabulary import shown_name
from .backdrop import Backdrop
from .palette import DIM, GOLD, INK
from .starting import start_game

PERSON = 0  # the choice of a seat that a person takes (else a level, 1 to 5)


#: The seats' names, as the game says them in each language.
SEAT_WORDS = {"South": N_("South"), "East": N_("East"), "North": N_("North"), "West": N_("West")}


def seat_role(tr, variant: Variant, seat: int) -> str:
    """What a seat is to South: partner or opponent (the partnership game), or
    where it sits."""
    name = tr(SEAT_NAMES[variant.players][seat])
    if seat == 0:
        return tr("{seat}, you").format(seat=name)
    if variant.partnerships:
        if variant.side_of(seat) == variant.side_of(0):
            return tr("{seat}, your partner").format(seat=name)
        return tr("{seat}, your opponent").format(seat=name)
    return name


class TableSeatsScene(Backdrop):
    name = "table-seats"
    confirm_keys = (pygame.K_RETURN, pygame.K_KP_ENTER)  # a space is typed in a name

    def __init__(self, app, people: bool = False, variant: Variant | None = None) -> None:
        super().__init__(app)
        self.variant = variant or app.settings.game()
        self.people = people
        n = self.variant.players
        level = app.settings.level
        self.choices = [PERSON] + [level] * (n - 1)
        if people:  # a second person: the partner facing South, or the next seat
            self.choices[2 if self.variant.partnerships else 1] = PERSON
        saved = list(app.settings.names)
        self.names = [app.settings.player_name if not people else saved[0]] + \
            [saved[1] if k == 1 and len(saved) > 1 else self.tr("Player {n}").format(n=k + 1)
             for k in range(1, n)]
        self.entries: dict[int, pygame_gui.elements.UITextEntryLine] = {}

    @property
    def title(self) -> str:  # type: ignore[override]
        return self.variant.title

    @property
    def subtitle(self) -> str:  # type: ignore[override]
        if self.variant.partnerships:
            return self.tr("Who sits at the table: your partner faces you, the opponents sit at your sides")
        return self.tr("Who sits at the table: a person, or the computer at a level")

    def rows(self) -> tuple[int, int, int, int, int]:
        w, h = self.app.size
        width = round(min(w * 0.9, h * 1.5))
        bh = max(32, round(h * 0.056))
        return (w - width) // 2, round(h * 0.26), width, bh, round(bh * 0.45)

    def build_ui(self) -> None:
        for k, entry in self.entries.items():  # keep what was typed
            self.names[k] = entry.get_text()
        self.entries = {}
        x0, y, width, bh, gap = self.rows()
        label_w = round(width * 0.27)
        name_w = round(width * 0.28)
        bx = x0 + label_w + name_w + gap * 2
        unit = (x0 + width - bx - 5 * (gap // 2)) / 6.8  # "Person" 1.8 units wide, a level one
        self._label_rows = []
        for seat in range(self.variant.players):
            self._label_rows.append((seat, y + bh / 2))
            if self.choices[seat] == PERSON:
                entry = pygame_gui.elements.UITextEntryLine(
                    pygame.Rect(x0 + label_w + gap, y, name_w, bh), self.app.ui)
                entry.set_text(self.names[seat])
                entry.set_text_length_limit(NAME_MAX)
                self.entries[seat] = self.add(entry)
            bx_k = bx
            for choice in [PERSON, *sorted(LEVELS)]:
                if seat == 0:
                    break  # South is always a person
                bw = round(unit * (1.8 if choice == PERSON else 1))
                text = self.tr("Person") if choice == PERSON else str(choice)
                tip = self.tr("A person at this computer") if choice == PERSON else \
                    self.tr.labelled(self.tr(LEVELS[choice].name), self.tr(LEVELS[choice].description))
                self.button((round(bx_k), y, bw, bh), text, partial(self.choose, seat, choice),
                            object_id="@chosen" if self.choices[seat] == choice else None, tooltip=tip)
                bx_k += bw + gap // 2
            y += bh + gap * 2
        y += gap
        people = sum(1 for c in self.choices if c == PERSON)
        start = self.tr("Start the partie") if people == 1 else self.tr.ntr(
            "Start the partie ({n} person)", "Start the partie ({n} people)", people).format(n=people)
        half = (width - gap) // 2
        self.button((x0, y, half, bh), start, self.start, object_id="@primary")
        self.button((x0 + half + gap, y, width - half - gap, bh), self.tr("Back"), self.back)

    def choose(self, seat: int, choice: int) -> None:
        self.choices[seat] = choice
        self.clear_ui()
        self.build_ui()

    def new_partie(self) -> bool:
        self.start()
        return True

    def seats(self) -> list[tuple[str, int | None]]:
        """(name, level) for each seat, level None for a person; every name its own."""
        for k, entry in self.entries.items():
            self.names[k] = entry.get_text()
        out: list[tuple[str, int | None]] = []
        taken: set[str] = set()
        for seat, choice in enumerate(self.choices):
            fallback = self.tr("Player {n}").format(n=seat + 1)
            if choice == PERSON:
                name = clean_name(self.names[seat], fallback)
            else:  # the seat's name as the game gives it, shown in each screen's language
                name = clean_name(SEAT_NAMES[self.variant.players][seat], fallback)
            base, k = name, 2
            while shown_name(name, self.tr).lower() in taken:
                name = clean_name(f"{base[:NAME_MAX - 4]} ({k})", fallback)
                k += 1
            taken.add(shown_name(name, self.tr).lower())
            out.append((name, None if choice == PERSON else choice))
        return out

    def start(self) -> None:
        seats = self.seats()
        people = [name for name, level in seats if level is None]
        if self.people:
            self.app.settings.names = people[:2] + self.app.settings.names[len(people[:2]):]
        else:
            self.app.settings.player_name = people[0]
        self.app.settings.save()
        start_game(self.app, seats, variant=self.variant)

    def draw_more(self, surface: pygame.Surface, fs: int) -> None:
        x0, _y, width, bh, gap = self.rows()
        label_w = round(width * 0.27)
        text = self.app.text
        for seat, cy in getattr(self, "_label_rows", []):
            words, size = text.fitted(seat_role(self.tr, self.variant, seat), fs, label_w, True)
            text.blit(surface, words, size, (x0, cy), GOLD if seat == 0 else INK, True, "midleft")
            choice = self.choices[seat]
            if choice != PERSON:
                said = self.tr("the computer: {level}").format(level=self.tr(LEVELS[choice].name))
                words, size = text.fitted(said, round(fs * 0.9), round(width * 0.28))
                text.blit(surface, words, size, (x0 + label_w + gap, cy), DIM, False, "midleft")


__all__ = ["TableSeatsScene", "seat_role"]
