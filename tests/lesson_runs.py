"""A lesson run to its end at size tiny on this CPU (the GPU side estimated), as several test modules read it."""

from __future__ import annotations

from dashboard.lessons.catalog import find_lesson
from dashboard.lessons.run import LessonOutcome, LessonRun
from dashboard.training.control import RunControl


def run_lesson(key: str, control: RunControl | None = None) -> tuple[LessonOutcome, list]:
    run = LessonRun(find_lesson(key), ["cpu"], control=control, size="tiny")
    items = list(run)
    assert run.outcome is not None
    return run.outcome, items
