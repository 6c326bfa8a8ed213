"""The tutorial in the window: the list of lessons, a lesson at the table, its end.

A :class:`TutorialScene` is a table whose game is the lesson's: the tutor's seat is
a :class:`~piquet_game.tutorial.runner.ScriptedTutor` behind the same controller as
any computer player, and the table advances only as the lesson's
:class:`~piquet_game.tutorial.runner.LessonRun` allows: a step to read waits for
"Go on", a step to click waits for the click, a move of the learner's is judged
before it reaches the game, so a wrong one is explained and changes nothing.
The side panel, widened, holds the lesson's words; the table shows its highlights.
"""

from __future__ import annotations

from functools import partial

import pygame

from ..controller import Controller, Seat
from ..i18n import N_
from ..rules import Blanche, Declare, Exchange, Play
from ..rules.actions import DECLARE_PHASES, Call, DeclClass
from ..tutorial.lesson import Lesson, errors_notice, load_lessons
from ..tutorial.runner import NOT_QUITE, Gate, LessonRun, ScriptedTutor, Verdict, seat_names, show_me
from .backdrop import Backdrop
from .learning import LESSON_ID, TITLE, progress_of
from .overlay import Overlay
from .starting import computer_name, start_game
from .table import TableScene
from .tablepaint import DIM_TEXT, ERROR, GOLD, INK, TablePainter
from .theme import theme_size

BOX = (34, 46, 38)
WRONG_BG = (70, 44, 30)


def lessons_of(app) -> list[Lesson]:
    """The lessons in the window's language, read once per window and again when
    the language changes; a broken lesson file is left out (a text file that
    cannot be used leaves its lesson in English) and the lessons menu says which."""
    lessons = app.lessons
    if lessons is None or any(le.language != app.tr.language for le in lessons):
        app.lesson_errors = []
        lessons = load_lessons(errors=app.lesson_errors, tr=app.tr)
        app.lessons = lessons
    return lessons


def lesson_now(app, lesson: Lesson) -> Lesson:
    """``lesson`` in the window's language now (itself if it is no longer read)."""
    return next((le for le in lessons_of(app) if le.id == lesson.id), lesson)


class TutorialScene(TableScene):
    painter: TutorPainter  # __init__ puts the lesson's painter in place of the table's
    name = "lesson"
    leave_label = N_("Leave the lesson")
    hint_label = (N_("Show me"), N_("The lesson's move, made ready for you to check (H)"))

    def __init__(self, app, lesson: Lesson, step: int = 0) -> None:
        names = seat_names(lesson, app.settings.player_name, app.tr)
        self.lesson = lesson
        self.run = LessonRun(lesson, step, names=names, tr=app.tr)
        seats = [Seat.human(name, auto_declare=False) for name in names]
        for s in lesson.tutors:
            seats[s] = Seat(names[s], ScriptedTutor(self.run, names[s]), True, None)
        super().__init__(app, Controller(self.run.game, seats), viewer=lesson.seat)
        self.painter = TutorPainter(self)
        self.verdict: Verdict | None = None
        self.note = ""  # a word from the tutor that is not a verdict (a wrong click)
        self.ended = False
        self.saved_step = self.run.index
        self.wrong_moves = 0

    @property
    def wide_panel(self) -> bool:
        return True

    def language_changed(self) -> None:
        """The lesson goes on in the new language (its steps are the same)."""
        self.lesson = self.run.lesson = lesson_now(self.app, self.lesson)
        self.run.tr = self.app.tr
        self.verdict = None  # (said in the old language)
        self.note = ""
        super().language_changed()

    def after_action(self, events) -> None:
        """A lesson is not a partie: nothing to save or keep (the progress file
        remembers the step)."""

    @property
    def not_saved(self) -> str:
        return ""  # a lesson is not saved as a partie is

    # ------------------------------------------------------------ the flow

    @property
    def gate(self) -> Gate:
        return self.run.gate()

    def my_turn(self) -> bool:
        return self.gate is Gate.LEARNER and super().my_turn()

    def advance(self) -> None:
        c = self.controller
        if self.deal_over:
            super().advance()  # the deal's summary first
            return
        self.run.sync()
        self.step_changed()
        quiet = self.run.quiet_answer()
        if quiet is not None and quiet in self.lesson.tutors:
            events = c.step()
            if events is not None:
                self.feed(events)
            return
        if quiet == self.lesson.seat:
            self.feed(c.submit(Blanche(False), quiet))
            return
        gate = self.gate
        if gate is Gate.DONE:
            if not self.ended and self.active:
                self.ended = self.finish()
            return
        if gate is Gate.DEAL:
            item = self.run.next_item()
            assert item is not None and item.cards is not None
            self.feed(c.deal(item.cards))
        elif gate is Gate.TUTOR:
            events = c.step()
            if events is not None:
                self.feed(events)
                self.pace_computer()
        elif gate is Gate.AUTO or (gate is Gate.LEARNER and c.automatic(self.lesson.seat) is not None):
            move = self.run.next_move()
            assert move is not None
            self.feed(c.submit(move[1], move[0]))
        else:
            return
        self.run.sync()
        self.step_changed()

    def step_changed(self) -> None:
        if self.run.index != self.saved_step:
            self.saved_step = self.run.index
            self.verdict = None
            self.note = ""
            self.selected.clear()
            self.model.lift(set())
            if not self.run.finished:
                progress_of(self.app).set_step(self.lesson.id, self.run.index)
            self.ui_key = None

    def finish(self) -> bool:
        progress_of(self.app).mark_done(self.lesson.id)
        self.app.push(LessonEndScene(self.app, self))
        return True

    def next_deal(self) -> None:
        super().next_deal()
        self.run.sync()
        self.step_changed()

    def submit(self, action) -> bool:
        verdict = self.run.judge(action)
        if verdict is not None:
            self.verdict = verdict
            self.wrong_moves += 1
            self.note = ""
            self.say_error(self.tr("Not quite: the lesson says why"))
            self.ui_key = None
            return False
        self.verdict = None
        ok = super().submit(action)
        self.run.sync()
        self.step_changed()
        return ok

    def go_on(self) -> None:
        if self.run.go_on():
            self.step_changed()

    def confirm(self) -> bool:
        if self.gate is Gate.READ and self.is_idle() and not self.deal_over:
            self.go_on()
            return True
        return False

    # --------------------------------------------------------------- the ui

    def decision_key(self) -> tuple:
        return (super().decision_key(), self.run.index, self.gate, self.verdict is not None, self.note,
                self.is_idle())

    def build_ui(self) -> None:
        super().build_ui()
        lay = self.layout
        if self.gate is Gate.READ and self.is_idle() and not self.deal_over:
            h = round(lay.bar.h)
            x0, x1 = self.painter.panel_x()
            y = self.painter.lesson_box_bottom()
            w = round(min(x1 - x0, h * 4.2))
            self.button((round(x1 - w), round(y), w, h), self.tr("Go on"), self.go_on, object_id="@primary",
                        tooltip=self.tr("Next step of the lesson (Enter)"))

    def declare_buttons(self, cls: DeclClass) -> list[tuple[str, object, str | None, bool]]:
        out: list[tuple[str, object, str | None, bool]] = []
        if self.selected:
            out.append((self.tr("Declare the cards raised"), self.declare_selected, "@primary", True))
        else:
            out.append((self.tr("Raise the cards you declare"), self.declare_selected, None, False))
        out.append((self.tr("Declare nothing"), lambda: self.submit(Declare(cls, ())), None, True))
        return out

    def show_hint(self) -> None:
        """"Show me": the lesson's move, made ready but not made."""
        expected = self.run.expected()
        if expected is None or not self.my_turn():
            return
        self.message = show_me(expected, self.seen.variant, self.tr)
        self.message_left = 8.0
        if isinstance(expected, Exchange):
            self.selected = {c for c in range(32) if expected.discard >> c & 1}
            self.model.lift(self.selected)
        elif isinstance(expected, Declare):
            self.selected = {c for c in range(32) if expected.cards >> c & 1}
            self.model.lift(self.selected)
        elif isinstance(expected, Call) and expected.word in self.legal_calls():
            self.call_focus = expected.word  # the bidding box's ring on the lesson's call
        elif isinstance(expected, Play):
            hand = self.model.hand_cards()
            if expected.card in hand:
                self.focus = hand.index(expected.card)
        self.ui_key = None

    def picture_key(self) -> tuple | None:
        key = super().picture_key()
        return None if key is None else (*key, self.run.index, self.gate, self.verdict, self.note)

    def pulses(self) -> bool:
        return True  # a lesson's highlights call the eye

    def highlights(self) -> tuple[str, ...]:
        step = self.run.step
        if step is None or self.deal_over or not self.is_idle():
            return ()
        return step.show

    def prompt(self) -> str:
        gate = self.gate
        if gate is Gate.READ and self.is_idle() and not self.deal_over:
            return self.tr("Read the lesson, then Go on.")
        if gate is Gate.CLICK:
            return self.tr("Click where the lesson says.")
        if self.my_turn() and self.seen.phase in DECLARE_PHASES:
            return self.tr("Raise the cards you declare, or declare nothing.")
        return super().prompt()

    # ----------------------------------------------------------------- input

    def area_at(self, pos: tuple[int, int]) -> str | None:
        """The area of the table under the mouse (for the lesson's click steps)."""
        for name in ("hand", "opponent", "talon", "pack", "trick", "discards", "tricks", "scores",
                     "commentary"):
            for r in self.painter.highlight_rects((name,)):
                if r.collidepoint(pos):
                    return name
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.gate is Gate.CLICK
                and self.is_idle()):
            if any(el.rect.collidepoint(event.pos) for el in self._elements):
                return False  # a button: pygame-gui answers it
            said = self.run.clicked(self.area_at(event.pos))
            if said is None:
                self.step_changed()
            else:
                self.note = said
                self.ui_key = None
            return True
        return super().handle_event(event)

    def choose_card(self, card: int, deliberate: bool = False) -> None:
        gate = self.gate
        if gate is Gate.READ and self.is_idle():
            self.say_error(self.tr("Read the lesson, then press Go on"))
            return
        super().choose_card(card, deliberate)

    # ------------------------------------------------------------ leaving

    def leave(self) -> None:
        self.app.stack.replace(TutorialMenuScene(self.app))

    def deal_end_label(self, last: bool) -> str:
        return self.tr("Go on")

    def partie_end_buttons(self, scene) -> list[tuple[str, object, str | None]]:
        def go_on() -> None:
            self.app.stack.pop(scene)

        return [(self.tr("Go on"), go_on, "@primary")]


class TutorPainter(TablePainter):
    """The table, with the lesson in the side panel."""

    def draw_panel(self, surface: pygame.Surface) -> None:
        lay = self.scene.layout
        y = self.panel_background(surface)
        y = self.lesson_box(surface, y)
        y = self.panel_scores(surface, y + lay.font_px * 0.6)
        if self.scene.model.deal_results:
            y = self.panel_deals(surface, y)
        self.panel_lines(surface, y, self.scene.panel_buttons_top() - lay.margin)

    def lesson_rows(self) -> tuple[list[str], list[tuple[str, tuple[int, int, int]]]]:
        """The step's text and the tutor's answer, wrapped to the panel."""
        scene: TutorialScene = self.scene  # type: ignore[assignment]
        text = self.app.text
        fs = scene.layout.font_px
        x0, x1 = self.panel_x()
        width = round(x1 - x0)
        step = scene.run.step
        body = text.wrap(step.text, fs, width) if step is not None and step.text else []
        answer: list[tuple[str, tuple[int, int, int]]] = []
        v = scene.verdict
        small = round(fs * 0.92)
        inner = round(width - fs)
        if v is not None:
            answer.append((scene.tr(NOT_QUITE), ERROR))
            for part, colour in ((v.did, INK), (v.why, INK), (v.right, GOLD)):
                for row in text.wrap(part, small, inner) if part else []:
                    answer.append((row, colour))
        elif scene.note:
            for row in text.wrap(scene.note, small, inner):
                answer.append((row, ERROR))
        return body, answer

    def lesson_box_bottom(self) -> float:
        """Where the lesson's words end (the Go on button goes there): the words
        laid out as :meth:`lesson_box` draws them, without drawing."""
        return self.lesson_words(None, self.scene.layout.margin)

    def lesson_box(self, surface: pygame.Surface, y: float) -> float:
        scene: TutorialScene = self.scene  # type: ignore[assignment]
        y = self.lesson_words(surface, y)
        if scene.gate is Gate.READ and scene.is_idle() and not scene.deal_over:
            y += scene.layout.bar.h + scene.layout.font_px * 0.4  # the Go on button
        return y

    def lesson_words(self, surface: pygame.Surface | None, y: float) -> float:
        """The title, the progress, the step's text and the tutor's answer, from
        ``y`` down; drawn on ``surface`` unless it is None.  Where they end."""
        scene: TutorialScene = self.scene  # type: ignore[assignment]
        fs = scene.layout.font_px
        x0, x1 = self.panel_x()
        lesson = scene.lesson
        text = self.app.text
        for row in text.wrap(lesson.title, round(fs * 1.4), round(x1 - x0), bold=True):
            if surface is not None:
                text.blit(surface, row, round(fs * 1.4), (x0, y), GOLD, True)
            y += fs * 1.4 * 1.3
        y += fs * 0.2
        if surface is not None:
            steps = len(lesson.steps)
            done = min(scene.run.index, steps)
            said = scene.tr("Lesson {number} · step {step} of {steps}").format(
                number=lesson.number, step=min(done + 1, steps), steps=steps)
            text.blit(surface, said, round(fs * 0.8), (x0, y), DIM_TEXT)
            # a thin bar of progress through the lesson
            bar_y = round(y + fs * 1.05)
            pygame.draw.line(surface, (70, 84, 74), (x0, bar_y), (x1, bar_y), 3)
            pygame.draw.line(surface, GOLD, (x0, bar_y), (x0 + (x1 - x0) * done / max(1, steps), bar_y), 3)
        y += fs * 1.2 + fs * 0.8
        body, answer = self.lesson_rows()
        for row in body:
            if surface is not None:
                text.blit(surface, row, fs, (x0, y), INK)
            y += fs * 1.32
        if answer:
            small = round(fs * 0.92)
            y += fs * 0.6
            if surface is not None:
                box = pygame.Rect(round(x0), round(y - fs * 0.3), round(x1 - x0),
                                  round(len(answer) * small * 1.3 + fs * 0.6))
                pygame.draw.rect(surface, WRONG_BG, box, border_radius=max(4, fs // 3))
                pygame.draw.rect(surface, ERROR, box, width=1, border_radius=max(4, fs // 3))
            for k, (row, colour) in enumerate(answer):
                if surface is not None:
                    text.blit(surface, row, small, (x0 + fs * 0.5, y), colour, k == 0)
                y += small * 1.3
            y += fs * 0.6
        return y + fs * 0.5


class LessonEndScene(Overlay):
    """The recap of a lesson, then the next one."""

    name = "lesson-end"

    def __init__(self, app, table: TutorialScene) -> None:
        super().__init__(app, table)
        self.lesson = table.lesson
        self.find_next()

    def find_next(self) -> None:
        lessons = lessons_of(self.app)
        ids = [le.id for le in lessons]
        i = ids.index(self.lesson.id) if self.lesson.id in ids else -1
        self.next_lesson = lessons[i + 1] if 0 <= i < len(lessons) - 1 else None

    def language_changed(self) -> None:
        self.lesson = lesson_now(self.app, self.lesson)
        self.find_next()
        super().language_changed()

    def panel_rect(self) -> pygame.Rect:
        w, h = self.app.size
        pw, ph = round(min(w * 0.56, h * 0.95)), round(h * 0.6)
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def build_ui(self) -> None:
        row: list[tuple[str, object, str | None]] = []
        if self.next_lesson is not None:
            said = self.tr("Next: {lesson}").format(lesson=self.next_lesson.title)
            if not self.row_fits([said, self.tr("All lessons"), self.tr("Once more")]):
                said = self.tr("Next lesson")  # a long title in a long language: the lesson's name is above
            row.append((said, self.next, "@primary"))
        else:
            row.append((self.tr("Play a partie"), self.play, "@primary"))
        row.append((self.tr("All lessons"), self.all_lessons, None))
        row.append((self.tr("Once more"), self.again, None))
        self.button_row(row)

    def natural_widths(self, texts: list[str]) -> tuple[list[int], int, float]:
        """Each button's width for its words, the gap, and how much the row must
        shrink to fit the panel (1: not at all)."""
        r = self.panel_rect()
        h = max(34, round(self.app.size[1] * 0.052))
        gap = round(h * 0.3)
        font = self.app.ui.get_theme().get_font_dictionary().find_font(theme_size(16, self.app.scale),
                                                                       "noto_sans", bold=True)
        widths = [max(round(h * 3.2), font.size(t)[0] + round(h * 0.9)) for t in texts]
        total = sum(widths) + gap * (len(texts) - 1)
        return widths, gap, min(1.0, (r.w - 2 * gap) / total)

    def row_fits(self, texts: list[str]) -> bool:
        return self.natural_widths(texts)[2] >= 1.0

    def row_widths(self, texts: list[str]) -> tuple[list[int], int]:
        """The lesson's end sizes its buttons its own way (placed by Overlay.button_row)."""
        widths, gap, scale = self.natural_widths(texts)
        return [round(w * scale) for w in widths], gap

    def next(self) -> None:
        assert self.next_lesson is not None
        open_lesson(self.app, self.next_lesson)

    def play(self) -> None:
        level = 1
        start_game(self.app, [(self.app.settings.player_name, None), (computer_name(level), level)])

    def all_lessons(self) -> None:
        self.app.stack.replace(TutorialMenuScene(self.app))

    def again(self) -> None:
        progress_of(self.app).reset(self.lesson.id)
        open_lesson(self.app, self.lesson, restart=True)

    def confirm(self) -> bool:
        if self.next_lesson is not None:
            self.next()
        else:
            self.play()
        return True

    def cancel(self) -> bool:
        self.all_lessons()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        r = self.draw_panel(surface)
        text = self.app.text
        fs = self.fs()
        y = r.y + fs * 1.2
        said = self.tr("Lesson {number} done").format(number=self.lesson.number)
        text.blit(surface, said, round(fs * 0.95), (r.centerx, y), DIM_TEXT, False, "midtop")
        y += fs * 1.6
        text.blit(surface, self.lesson.title, round(fs * 1.5), (r.centerx, y), GOLD, True, "midtop")
        y += fs * 3
        width = round(r.w * 0.8)
        for line in self.lesson.recap:
            rows = text.wrap(line, fs, width - fs * 2)
            pygame.draw.circle(surface, GOLD, (round(r.centerx - width / 2 + fs * 0.4), round(y + fs * 0.7)),
                               max(3, fs // 5))
            for row in rows:
                text.blit(surface, row, fs, (r.centerx - width / 2 + fs * 1.4, y), INK)
                y += fs * 1.4
            y += fs * 0.5


def open_lesson(app, lesson: Lesson, restart: bool = False) -> TutorialScene:
    """Open a lesson where the learner left it (or from the start)."""
    progress = progress_of(app)
    step = 0 if restart else progress.step_of(lesson.id)
    if step >= len(lesson.steps):
        step = 0
    scene = TutorialScene(app, lesson, step)
    app.stack.replace(scene)
    return scene


class TutorialMenuScene(Backdrop):
    """The lessons, with the ones done marked and the ones begun to resume."""

    name = "lessons"
    title = N_("Learn to play")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.read_lessons()
        self.marks: list[tuple[pygame.Rect, str]] = []

    def read_lessons(self) -> None:
        self.lessons = lessons_of(self.app)
        self.error = errors_notice(self.app.lesson_errors, self.tr)

    def language_changed(self) -> None:
        self.read_lessons()
        super().language_changed()

    def choose(self, lesson: Lesson) -> None:
        """Open ``lesson`` where the learner left it."""
        open_lesson(self.app, lesson)

    @property
    def subtitle(self) -> str:  # type: ignore[override]
        progress = progress_of(self.app)
        ids = [le.id for le in self.lessons] + [LESSON_ID]  # Ass's lesson is listed too
        done = progress.done_count(ids)
        return self.tr.ntr("{n} short lesson · {done} done", "{n} short lessons · {done} done",
                           len(ids)).format(n=len(ids), done=done)

    def build_ui(self) -> None:
        w, h = self.app.size
        progress = progress_of(self.app)
        # every lesson, Piquet's then Ass's beating table, in two columns
        items: list[tuple[str, object, str]] = []
        for lesson in self.lessons:
            state = "done" if progress.is_done(lesson.id) else (
                "begun" if progress.started(lesson.id) else "")
            label = f"{lesson.number}. {lesson.title}"
            if progress.started(lesson.id):
                label += "  " + self.tr("(step {step})").format(step=progress.step_of(lesson.id) + 1)
            items.append((label, partial(self.choose, lesson), state))
        items.append((self.tr(TITLE), lambda: self.app.stack.replace(self.app.scene("ass-lesson")),
                      "done" if progress.is_done(LESSON_ID) else ""))
        cols = 2
        rows = (len(items) + cols - 1) // cols
        y0 = round(h * 0.24)
        # the rows, then the teacher's switch and Back on one row, all within the window
        bh = round(min(max(34, h * 0.056), (h * 0.97 - y0) / (rows * 1.3 + 1.8)))
        gap = round(bh * 0.3)
        col_w = round(min(w * 0.4, h * 0.7))
        x_start = (w - cols * col_w - gap * 3) // 2
        self.marks = []
        for i, (label, action, state) in enumerate(items):
            col, row = divmod(i, rows)
            x = x_start + col * (col_w + gap * 3)
            y = y0 + row * (bh + gap)
            mark = bh + gap // 2
            self.button((x + mark, y, col_w - mark, bh), label, action,  # type: ignore[arg-type]
                        object_id="@chosen" if state == "done" else None,
                        tooltip=self.tr("Done: play it again") if state == "done" else (
                            self.tr("Resume where you left it") if state == "begun" else
                            self.tr("Start this lesson")))
            self.marks.append((pygame.Rect(x, y, mark, bh), state))
        y = y0 + rows * (bh + gap) + bh // 2
        teach = self.tr("Teach while you play: on") if self.app.settings.teach else \
            self.tr("Teach while you play: off")
        bw = round(min(w * 0.3, h * 0.5))
        x = (w - 2 * bw - gap) // 2
        self.button((x, y, bw, bh), teach, self.toggle_teach,
                    tooltip=self.tr("In ordinary games, explain each phase and each score as it happens"))
        self.button((x + bw + gap, y, bw, bh), self.tr("Back"), self.back, object_id="@primary")

    def toggle_teach(self) -> None:
        self.app.settings.teach = not self.app.settings.teach
        self.app.settings.save()
        self.clear_ui()
        self.build_ui()

    def back(self) -> None:
        self.app.stack.replace(self.app.scene("menu"))

    def draw_more(self, surface: pygame.Surface, fs: int) -> None:
        for rect, state in self.marks:
            cx, cy = rect.centerx - rect.w // 8, rect.centery
            r = max(6, rect.h // 3)
            if state == "done":
                pygame.draw.circle(surface, GOLD, (cx, cy), r)
                pts = [(cx - r * 0.5, cy), (cx - r * 0.1, cy + r * 0.45), (cx + r * 0.55, cy - r * 0.4)]
                pygame.draw.lines(surface, (30, 40, 32), False, pts, max(2, r // 3))
            elif state == "begun":
                pygame.draw.circle(surface, GOLD, (cx, cy), r, max(2, r // 4))
                pygame.draw.circle(surface, GOLD, (cx, cy), max(2, r // 3))
            else:
                pygame.draw.circle(surface, (120, 140, 125), (cx, cy), r, max(1, r // 5))
        if self.error:
            w, h = surface.get_size()
            for k, row in enumerate(self.app.text.wrap(self.error, round(fs * 0.8), round(w * 0.9))[:3]):
                self.app.text.blit(surface, row, round(fs * 0.8), (w / 2, h * 0.9 + k * fs), ERROR, False,
                                   "center")


__all__ = ["LessonEndScene", "TutorialMenuScene", "TutorialScene", "open_lesson"]
