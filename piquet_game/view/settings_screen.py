"""The settings screen: each option a row of choices (a picker, the choice made
shown chosen), the volume a slider, and a preview of the cards, their back and
the table as they will look.  Every change applies at once and is kept.

From the keyboard alone: Tab and the arrows move the focus through the choices,
Enter (or Space) makes the focused one, Left and Right move the volume when it
has the focus, Esc goes back.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame
import pygame_gui

from ..ai import LEVELS
from ..common.names import NAME_MAX, clean_name
from ..i18n import LANGUAGES, N_, say
from ..rules.cards import parse_card
from ..settings import ANIMATION_SPEEDS, BACKS, TABLE_COLOURS, TAKE_BACKS
from .backdrop import Backdrop
from .cardart import INDEX_LETTERS
from .palette import INK
from .starting import computer_name
from .tablepaint import CLOTH, cloth

PREVIEW_CARDS = ("AD", "KC", "QH", "JS")  # one of each suit: the four colours show
DIM = (200, 205, 195)


@dataclass(frozen=True)
class Option:
    """One row of the screen: its key in the settings, its label, and its choices
    as (value, words, tooltip)."""

    key: str
    label: str
    choices: tuple[tuple[object, str, str], ...]


#: Each language named in the language of the screen.
LANGUAGE_WORDS = {"en": N_("English"), "fr": N_("French"), "de": N_("German"), "it": N_("Italian"),
                  "ru": N_("Russian")}
#: What each language's corner letters stand for.
INDEX_WORDS = {"en": N_("King, queen, jack (English)"), "fr": N_("Roi, dame, valet (French)"),
               "de": N_("König, Dame, Bube (German)"), "it": N_("Re, donna, fante (Italian)"),
               "ru": N_("Король, дама, валет (Russian)")}
#: The words of the animation speeds, the card backs and the table colours.
SPEED_WORDS = {"off": (N_("off"), N_("Cards jump")), "fast": (N_("fast"), N_("Cards move fast")),
               "normal": (N_("normal"), N_("Cards move at a normal pace")),
               "slow": (N_("slow"), N_("Cards move slowly"))}
BACK_WORDS = {"classic": (N_("classic"), N_("The classic back")),
              "lattice": (N_("lattice"), N_("The lattice back"))}
CLOTH_WORDS = {"green": (N_("green"), N_("A green cloth")), "blue": (N_("blue"), N_("A blue cloth")),
               "claret": (N_("claret"), N_("A claret cloth"))}


def options(tr) -> tuple[Option, ...]:
    """The rows of the screen in the words of ``tr`` (a Translator)."""
    def words(table: dict, key: str) -> tuple[str, str]:
        said, tip = table.get(key, (key, key))
        return tr(said), tr(tip)

    off, on = tr("off"), tr("on")
    return (
        Option("language", tr("Language"), tuple(
            (code, name, tr("The game's words in {language}").format(language=tr(LANGUAGE_WORDS[code])))
            for code, name in LANGUAGES.items())),
        Option("level", tr("Opponent"), tuple(
            (level, str(level), tr.labelled(tr(LEVELS[level].name), tr(LEVELS[level].description)))
            for level in sorted(LEVELS))),
        Option("animation", tr("Animation"), tuple((v, *words(SPEED_WORDS, v)) for v in ANIMATION_SPEEDS)),
        Option("four_colour", tr("Cards"), (
            (False, tr("two colours"), tr("Red hearts and diamonds, black spades and clubs")),
            (True, tr("four colours"), tr("Blue diamonds and green clubs")))),
        Option("back", tr("Card back"), tuple((b, *words(BACK_WORDS, b)) for b in BACKS)),
        Option("card_indices", tr("Card indices"), tuple(
            (code, " ".join(reversed(INDEX_LETTERS[code][:3])), tr(INDEX_WORDS[code]))
            for code in INDEX_LETTERS)),
        Option("table", tr("Table"), tuple((c, *words(CLOTH_WORDS, c)) for c in TABLE_COLOURS)),
        Option("own_declarations", tr("Declarations"), (
            (False, tr("made for me"), tr("The game declares your best point, sequence and set")),
            (True, tr("I make them"), tr("You choose what to declare")))),
        Option("teach", tr("Teach while you play"), (
            (False, off, tr("No teaching")), (True, on, tr("Each phase and score explained as you play")))),
        Option("take_backs", tr("Take-backs"), tuple(zip(
            TAKE_BACKS, (tr("never"), tr("levels 1 and 2"), tr("always")), (
                tr("Every decision stands"), tr("Ctrl+Z takes back a decision against the beginners' levels"),
                tr("Ctrl+Z takes back a decision against any level (the partie is marked)")), strict=True))),
        Option("confirm_play", tr("Playing a card"), (
            (False, tr("one click"), tr("A click plays the card")),
            (True, tr("two clicks"), tr("A first click raises the card, a second plays it")))),
        Option("mute", tr("Sound"), (
            (False, on, tr("Card sounds and chimes")), (True, tr("muted"), tr("Silence")))),
        Option("fullscreen", tr("Fullscreen (F11)"), (
            (False, off, tr("In a window")), (True, on, tr("The whole screen")))),
    )


class SettingsScene(Backdrop):
    name = "settings"
    title = N_("Settings")
    note = N_("Every change applies at once and is kept.")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.options = options(self.tr)
        # the buttons of each row by value, as last built (tests click them)
        self.pickers: dict[str, dict[object, pygame_gui.elements.UIButton]] = {}
        self.slider: pygame_gui.elements.UIHorizontalSlider | None = None
        self.preview_rect = pygame.Rect(0, 0, 0, 0)
        self.label_rows: list[tuple[str, pygame.Rect]] = []
        self._felt: tuple[tuple, pygame.Surface] | None = None

    # ---------------------------------------------------------------- layout

    def grid(self) -> tuple[int, int, int, int, int, int]:
        """x of the labels, x and width of the pickers, first row's y, row height,
        and the step from one row to the next."""
        w, h = self.app.size
        top = round(h * 0.15)
        rows = len(self.options) + 3  # the name, the options, the volume, Done
        step = min(round(h * 0.062), int((h * 0.985 - top) / rows))
        bh = round(step * 0.8)
        left = round(w * 0.04)
        label_w = round(w * 0.2)
        px = left + label_w
        pw = round(w * 0.62) - px
        return left, px, pw, top, bh, step

    def value(self, key: str) -> object:
        if key == "fullscreen":
            return self.app.fullscreen
        if key == "card_indices":  # by default the language's: shown as chosen
            return self.app.settings.indices_code
        if key == "language":  # by default the system's: shown as spoken
            return self.app.tr.language
        return getattr(self.app.settings, key)

    def language_changed(self) -> None:
        self.options = options(self.tr)
        super().language_changed()

    def build_ui(self) -> None:
        left, px, pw, y, bh, step = self.grid()
        self.pickers = {}
        self.label_rows = []
        gap = max(4, round(bh * 0.18))
        entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(px, y, pw, bh), self.app.ui)
        entry.set_text(self.app.settings.player_name)
        entry.set_text_length_limit(NAME_MAX)
        self.name_entry = self.add(entry)
        self.label_rows.append((self.tr("Your name"), pygame.Rect(left, y, px - left, bh)))
        y += step
        for option in self.options:
            self.label_rows.append((option.label, pygame.Rect(left, y, px - left, bh)))
            widths = self.picker_widths([words for _value, words, _tip in option.choices], pw, gap)
            chosen = self.value(option.key)
            row: dict[object, pygame_gui.elements.UIButton] = {}
            x = float(px)
            for (value, words, tip), cw in zip(option.choices, widths, strict=True):
                rect = (round(x), y, round(cw), bh)
                x += cw + gap
                row[value] = self.button(rect, words, partial(self.choose, option.key, value),
                                         object_id="@chosen" if value == chosen else None, tooltip=tip)
            self.pickers[option.key] = row
            y += step
            if option.key == "mute":
                self.label_rows.append((self.tr("Volume"), pygame.Rect(left, y, px - left, bh)))
                slider = pygame_gui.elements.UIHorizontalSlider(
                    pygame.Rect(px, y, pw, bh), self.app.settings.volume, (0, 100), self.app.ui,
                    click_increment=5)
                slider.keyboard_steps = self.step_volume  # type: ignore[attr-defined]
                self.slider = self.add(slider)
                y += step
        done_w = round(min((pw - gap) / 2, bh * 6))
        x = px + (pw - 2 * done_w - gap) // 2
        self.button((x, y + round(step * 0.1), done_w, bh), self.tr("About Piquet"), self.about,
                    tooltip=self.tr("The version, and where your saves and settings are kept"))
        self.button((x + done_w + gap, y + round(step * 0.1), done_w, bh), self.tr("Done"), self.back,
                    object_id="@primary")
        w, h = self.app.size
        pleft = round(w * 0.66)
        pw = round(w * 0.96) - pleft
        size = self.text_size()
        cw = self.preview_card_width(pw, h)
        rows = len(self.preview_lines(size, pw))
        ph = round(size * 2.2 + cw * 1.45 + size * (1.4 + 1.25 * rows))
        self.preview_rect = pygame.Rect(pleft, self.grid()[3], pw, ph)

    def picker_widths(self, words: list[str], width: int, gap: int) -> list[float]:
        """The widths of a row's buttons: equal, unless a choice's words (in the bold
        of a chosen button) would not fit; then each as wide as its words need, the
        room left shared equally (a row of languages: "Русский" beside "English")."""
        n = len(words)
        room = width - gap * (n - 1)
        font = self.app.ui.get_theme().get_font(["@chosen", "button"])
        need = [font.size(w)[0] + 14 for w in words]
        if max(need) <= room / n:
            return [room / n] * n
        if sum(need) >= room:
            return [room * k / sum(need) for k in need]
        extra = (room - sum(need)) / n
        return [k + extra for k in need]

    def preview_lines(self, size: int, width: int) -> list[tuple[str, tuple[int, int, int]]]:
        """The preview's caption, wrapped, and why there is no sound, if there is none."""
        s = self.app.settings
        tr = self.tr
        cards = tr("Four-colour cards") if s.four_colour else tr("Two-colour cards")
        caption = tr("{cards}, the {back} back, a {table} table.").format(
            cards=cards, back=tr(BACK_WORDS.get(s.back, (s.back,))[0]),
            table=tr(CLOTH_WORDS.get(s.table, (s.table,))[0])) + " " + tr(self.note)
        lines = [(row, DIM) for row in self.app.text.wrap(caption, size, width - size * 2)]
        trouble = getattr(getattr(self.app, "sounds", None), "trouble", "")
        if trouble:  # said whole (a very long reason from the system: ended with "…" on a fourth row)
            text = self.app.text
            rows = text.wrap(say(trouble, tr), size, width - size * 2)
            if len(rows) > 4:
                rows = rows[:3] + [text.fit(" ".join(rows[3:]) + " …", size, width - size * 2)]
            lines += [(row, (255, 214, 140)) for row in rows]
        return lines

    def text_size(self) -> int:
        return max(13, round(self.grid()[4] * 0.48))

    @staticmethod
    def preview_card_width(pw: int, h: int) -> int:
        """The preview's cards: a fan of four faces and a back across the panel."""
        return int(min(pw / (len(PREVIEW_CARDS) * 0.55 + 1.9 + 0.5), h * 0.2 / 1.45))

    # ---------------------------------------------------------------- choices

    def choose(self, key: str, value: object) -> None:
        s = self.app.settings
        self.save_name()
        if key == "fullscreen":
            if value != self.app.fullscreen:
                self.app.toggle_fullscreen()  # rebuilds every scene's ui
            return
        if key == "language":
            if value != self.app.tr.language:
                self.app.set_language(str(value))  # every screen open, this one too, in its words
            return
        setattr(s, key, value)
        if key in ("four_colour", "back", "card_indices"):
            self.app.apply_card_style()
        elif key == "mute":
            self.apply_sound()
        for scene in self.app.stack.scenes:  # the table beneath, told (it asks no one here)
            scene.settings_changed(key)
        s.save()
        keep = self.focus_index
        self.clear_ui()
        self.build_ui()
        self.focus_index = keep

    def apply_sound(self) -> None:
        apply = getattr(self.app, "apply_sound", None)
        if apply is not None:
            apply()

    def set_volume(self, volume: int) -> None:
        volume = max(0, min(100, int(volume)))
        if volume != self.app.settings.volume:
            self.app.settings.volume = volume
            self.apply_sound()
            self.app.settings.save()
            sounds = getattr(self.app, "sounds", None)
            if sounds is not None:
                sounds.play("play")  # the new level, heard
        if self.slider is not None and self.slider.get_current_value() != volume:
            self.slider.set_current_value(volume)

    def step_volume(self, step: int) -> None:
        self.set_volume(self.app.settings.volume + 5 * step)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.slider:
            self.set_volume(event.value)
            return True
        return super().handle_event(event)

    def save_name(self) -> None:
        name = clean_name(self.name_entry.get_text(), "")
        if name and name != self.app.settings.player_name:
            self.app.settings.player_name = name
            self.app.settings.save()

    def about(self) -> None:
        self.app.push(self.app.scene("about"))

    def back(self) -> None:
        self.save_name()
        self.app.stack.pop(self)

    def label(self, key: str) -> str:
        """The row's label and its choice in words ("Opponent: Classicist (level 3)")."""
        option = next(o for o in self.options if o.key == key)
        chosen = self.value(key)
        if key == "level":
            return self.tr("Opponent: {name} (level {level})").format(
                name=self.tr(computer_name(int(chosen))), level=chosen)  # type: ignore[call-overload]
        words = next((w for v, w, _ in option.choices if v == chosen), str(chosen))
        return self.tr.labelled(option.label, words)

    # ---------------------------------------------------------------- drawing

    def draw_more(self, surface: pygame.Surface, fs: int) -> None:
        text = self.app.text
        size = self.text_size()
        for words, rect in self.label_rows:
            for row in text.wrap(words, size, rect.w - 8)[:1]:
                text.blit(surface, row, size, (rect.x, rect.centery), INK, True, "midleft")
        self.draw_preview(surface, size)

    def draw_preview(self, surface: pygame.Surface, size: int) -> None:
        r = self.preview_rect
        if r.w <= 0 or r.h <= 0:
            return
        s = self.app.settings
        key = (r.size, s.table)
        if self._felt is None or self._felt[0] != key:
            self._felt = (key, cloth(r.size, CLOTH.get(s.table, CLOTH["green"])))
        surface.blit(self._felt[1], r.topleft)
        pygame.draw.rect(surface, (201, 169, 79), r, max(1, round(r.h / 150)), border_radius=6)
        text = self.app.text
        text.blit(surface, self.tr("Preview"), size, (r.centerx, r.y + size * 0.5), INK, True, "midtop")
        n = len(PREVIEW_CARDS)
        cw = self.preview_card_width(r.w, self.app.size[1])
        if cw < 12:
            return
        ch = round(cw * 1.45)
        y = round(r.y + size * 2.2)
        step = round(cw * 0.55)
        x = round(r.x + (r.w - (step * (n - 1) + cw + round(cw * 0.3) + cw)) / 2)
        for i, name in enumerate(PREVIEW_CARDS):
            surface.blit(self.app.cards.face(parse_card(name), cw), (x + i * step, y))
        bx = x + step * (n - 1) + cw + round(cw * 0.3)
        surface.blit(self.app.cards.back_surface(cw), (bx, y))
        cy = y + ch + size * 0.6
        for row, colour in self.preview_lines(size, r.w):
            text.blit(surface, row, size, (r.centerx, cy), colour, False, "midtop")
            cy += size * 1.25


class LanguageScene(Backdrop):
    """The game's first start: the language, each named in itself, the system's
    offered (chosen, and Enter keeps it).  A choice applies at once and is kept; the
    settings change it later."""

    name = "language"
    title = N_("Language")
    subtitle = N_("Every word of the game in the language you choose; the settings change it at any time.")

    def build_ui(self) -> None:
        x, y, bw, bh = self.column(0.3)
        step = round(bh * 1.25)
        y = round(self.app.size[1] * 0.3)
        spoken = self.app.tr.language
        for i, (code, words) in enumerate(LANGUAGES.items()):
            self.button((x, y + i * step, bw, bh), words, partial(self.choose, code),
                        object_id="@chosen" if code == spoken else None,
                        tooltip=self.tr("The game's words in {language}").format(
                            language=self.tr(LANGUAGE_WORDS[code])))
        if self.focus_index is None:  # the keyboard starts on the language offered
            self.focus_index = list(LANGUAGES).index(spoken) if spoken in LANGUAGES else 0

    def choose(self, code: str) -> None:
        self.app.set_language(code)  # kept in the settings: the question is not asked again
        self.app.stack.pop(self)

    def confirm(self) -> bool:
        self.choose(self.app.tr.language)
        return True

    def cancel(self) -> bool:
        return self.confirm()


__all__ = ["LanguageScene", "Option", "SettingsScene", "options"]
