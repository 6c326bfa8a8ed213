"""The learner's progress through the lessons, as the window keeps it (loaded once
a window, a damaged file told once), and the lesson of Ass the lessons' list offers."""

from __future__ import annotations

from ..i18n import N_
from ..tutorial.progress import Progress


def progress_of(app) -> Progress:
    """The learner's progress, loaded once per window (its notice told once)."""
    progress = app.progress
    if progress is None:
        progress = Progress.load()
        app.progress = progress
        if progress.notice:
            app.notices.append(progress.notice)
            progress.notice = ""
    return progress


LESSON_ID = "ass-beating-table"


TITLE = N_("Ass: the beating table")
