"""The learner's progress through the tutorial: a small JSON file in the data directory.

For each lesson (by its id) the file remembers whether it has been completed at least
once and, when it was left part-way, the step to resume at::

    {"format": 1, "lessons": {"point": {"done": true, "step": 0}, "sequences": {"done": false, "step": 3}}}

:meth:`Progress.load` never fails, in the same way as :class:`piquet_game.settings.Settings`:
a missing file gives empty progress; an unreadable one gives empty progress that is
not saved; a broken one is moved aside (renamed with a timestamp) and progress starts
afresh; a file written by a newer version is left untouched and never overwritten.
Single bad entries are dropped and the good ones kept.  Whenever something is wrong
the player is told once through :attr:`Progress.notice`, a plain attribute the menu
shows (and may clear).  :meth:`Progress.save` never raises either: if the progress
cannot be written the tutorial goes on without it.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from ..i18n import N_, Said
from ..paths import atomic_write, data_dir
from ..store.files import read_json, set_aside

FORMAT = 1
KIND_WORDS = N_("tutorial progress file")


@dataclass(frozen=True)
class LessonRecord:
    """What is remembered of one lesson: completed at least once, and where to resume."""

    done: bool = False
    step: int = 0

    def to_json(self) -> dict:
        return {"done": self.done, "step": self.step}

    @classmethod
    def from_json(cls, value: object) -> LessonRecord | None:
        """The record stored as ``value``, or None if it is not a valid record.
        A missing field takes its default; unknown fields are ignored."""
        if not isinstance(value, dict):
            return None
        done = value.get("done", False)
        step = value.get("step", 0)
        if not isinstance(done, bool):
            return None
        if not isinstance(step, int) or isinstance(step, bool) or step < 0:
            return None
        return cls(done=done, step=step)


def _check_id(lesson_id: object) -> str:
    if not isinstance(lesson_id, str):
        raise TypeError(f"a lesson id is a str, not {type(lesson_id).__name__}")
    return lesson_id


@dataclass
class Progress:
    lessons: dict[str, LessonRecord] = field(default_factory=dict)
    # not saved
    path: Path | None = field(default=None, repr=False, compare=False)
    notice: str = field(default="", repr=False, compare=False)
    read_only: bool = field(default=False, repr=False, compare=False)
    _told_unsaved: bool = field(default=False, repr=False, compare=False)

    # -- the file --------------------------------------------------------------------

    @classmethod
    def default_path(cls) -> Path:
        return data_dir() / "tutorial.json"

    def to_json(self) -> dict:
        return {
            "format": FORMAT,
            "lessons": {k: self.lessons[k].to_json() for k in sorted(self.lessons)},
        }

    @classmethod
    def load(cls, path: Path | None = None) -> Progress:
        path = path or cls.default_path()
        progress = cls(path=path)
        loaded = read_json(path, KIND_WORDS, FORMAT)
        progress.notice = loaded.notice
        if loaded.read_only:
            progress.read_only = progress._told_unsaved = True
        data = loaded.data
        if data is None:
            return progress
        lessons = data.get("lessons", {})
        if not isinstance(lessons, dict):
            aside = set_aside(path, KIND_WORDS)
            progress.notice = aside.notice
            progress.read_only = progress._told_unsaved = aside.read_only
            return progress
        for lesson_id, value in lessons.items():
            record = LessonRecord.from_json(value)
            if record is not None and record != LessonRecord():
                progress.lessons[lesson_id] = record
        return progress

    def save(self) -> bool:
        """Write the progress; False (and the tutorial goes on) if it cannot be written.
        The first failure puts a word for the player in :attr:`notice`."""
        if self.read_only or self.path is None:
            return False
        try:
            atomic_write(self.path, json.dumps(self.to_json(), indent=2) + "\n")
            return True
        except OSError as exc:
            if not self._told_unsaved:
                self._told_unsaved = True
                reason = exc.strerror or exc.__class__.__name__
                self.notice = Said(N_("Your tutorial progress cannot be saved ({reason}); the lessons can "
                                      "still be played."), reason=reason)
            return False

    # -- questions ---------------------------------------------------------------------

    def _record(self, lesson_id: str) -> LessonRecord:
        return self.lessons.get(_check_id(lesson_id), LessonRecord())

    def is_done(self, lesson_id: str) -> bool:
        """Whether the lesson has been completed at least once."""
        return self._record(lesson_id).done

    def step_of(self, lesson_id: str) -> int:
        """The step to resume the lesson at (0: from the start)."""
        return self._record(lesson_id).step

    def started(self, lesson_id: str) -> bool:
        """Whether the lesson was left part-way (step past the first, not finished since);
        true also for a completed lesson being played again."""
        return self._record(lesson_id).step > 0

    def done_count(self, ids: Iterable[str]) -> int:
        """How many of the lessons ``ids`` have been completed (each id counted once)."""
        return sum(1 for lesson_id in set(ids) if self.is_done(lesson_id))

    # -- changes (each one saved at once) ------------------------------------------------

    def _put(self, lesson_id: str, record: LessonRecord) -> bool:
        if record == LessonRecord():
            self.lessons.pop(lesson_id, None)
        else:
            self.lessons[lesson_id] = record
        return self.save()

    def set_step(self, lesson_id: str, step: int) -> bool:
        """Remember that the lesson is to resume at ``step``; whether it was saved."""
        if not isinstance(step, int) or isinstance(step, bool):
            raise TypeError(f"a step is an int, not {type(step).__name__}")
        if step < 0:
            raise ValueError(f"a step cannot be negative: {step}")
        old = self._record(lesson_id)
        return self._put(lesson_id, LessonRecord(done=old.done, step=step))

    def mark_done(self, lesson_id: str) -> bool:
        """The lesson has been completed: done, and the next time starts from the beginning."""
        _check_id(lesson_id)
        return self._put(lesson_id, LessonRecord(done=True, step=0))

    def reset(self, lesson_id: str) -> bool:
        """Start the lesson from the beginning next time; a completed lesson stays completed."""
        old = self._record(lesson_id)
        return self._put(lesson_id, LessonRecord(done=old.done, step=0))
