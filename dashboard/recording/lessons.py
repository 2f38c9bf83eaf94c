"""A lesson measured on one machine, kept as a recording to replay on another: a lesson saves no folder, so what it
yields (progress, each point) is stamped and kept in memory while the hardware is sampled, and written as one
recording of kind "lesson" when it ends, with its outcome (figures and reading) as the last event.
"""

from __future__ import annotations

import dataclasses
import logging
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from dashboard.experiments.points import SweepPoint
from dashboard.lessons.catalog import Lesson
from dashboard.lessons.lab import LessonProgress
from dashboard.lessons.run import LessonOutcome
from dashboard.recording.fileformat import Recording, new_header, write_recording
from dashboard.training.hardware_log import HardwareRecorder

log = logging.getLogger(__name__)

LESSON_KEY = "lesson"
"""The recording's document names its lesson here: {"key", "number", "title", "size", "devices"}."""


class LessonRecorder:
    """Stamps what a LessonRun yields and samples the hardware meanwhile; ``write`` ends it as one recording.

    Use as a context manager around the run, so the sampling thread always stops.
    """

    def __init__(self, lesson: Lesson, size: str, devices: list[str]) -> None:
        self.started = time.time()
        self.events: list[dict[str, Any]] = []
        self._lesson = {"key": lesson.key, "number": lesson.number, "title": lesson.title, "size": size,
                        "devices": list(devices)}
        try:
            self._hardware: HardwareRecorder | None = HardwareRecorder(None)
        except Exception as err:  # noqa: BLE001 - any failure to sample leaves the lesson as it was
            log.warning("no hardware samples for the lesson: %s", err)
            self._hardware = None

    def add(self, item: object) -> None:
        """A point or a progress step of the lesson, as it is yielded."""
        if isinstance(item, SweepPoint):
            self.events.append({"event": "point", **dataclasses.asdict(item), "timestamp": time.time()})
        elif isinstance(item, LessonProgress):
            self.events.append({"event": "progress", "fraction": item.fraction, "text": item.text,
                                "timestamp": time.time()})

    def recorded(self, run: Iterable[object]) -> Iterator[object]:
        """``run``'s items, each kept as it passes; the sampling stops when the run ends (or is closed early)."""
        with self:
            for item in run:
                self.add(item)
                yield item

    def stop(self) -> None:
        if self._hardware is not None:
            self._hardware.stop()

    def recording(self, outcome: LessonOutcome) -> Recording:
        """The lesson as measured, its outcome last (stop first: the samples end there)."""
        events = [*self.events, {"event": "outcome", **outcome.to_dict(), "timestamp": time.time()}]
        inventory = self._hardware.inventory if self._hardware is not None else None
        samples = self._hardware.taken if self._hardware is not None else []
        title = f"Lesson {self._lesson['number']}: {self._lesson['title']}"
        document = {"config": {}, "created": self.started, LESSON_KEY: self._lesson}
        return Recording(new_header(title, inventory, self.started, kind="lesson"), document, inventory, events,
                         samples)

    def write(self, target: Path, outcome: LessonOutcome) -> Recording:
        recording = self.recording(outcome)
        write_recording(target, recording)
        return recording

    def __enter__(self) -> LessonRecorder:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
