"""Lessons and benchmarks, kept as recordings to replay on another machine. Neither saves a folder, so what they
yield is stamped and kept in memory while the hardware is sampled, and written as one recording when they end:
a lesson's progress and points with its outcome (figures and reading) last; a benchmark's peaks and each result.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dashboard.experiments.points import SweepPoint
from dashboard.lessons.catalog import Lesson
from dashboard.lessons.lab import LessonProgress
from dashboard.lessons.run import LessonOutcome
from dashboard.recording.fileformat import Recording, new_header, write_recording
from dashboard.training.hardware_log import try_recorder

if TYPE_CHECKING:
    from dashboard.advisor.session import BenchmarkRun

LESSON_KEY = "lesson"
"""A lesson recording's document names its lesson here: {"key", "number", "title", "size", "devices"}."""
BENCH_KEY = "bench"
"""A benchmark recording's document says what was measured: {"device", "device_name", "quick"}."""


class MemoryRecorder:
    """Stamps each item something yields as a recording's event line, and samples the hardware meanwhile.

    ``line`` turns an item into its event (None: not kept). Use as a context manager, or through ``recorded``,
    so the sampling thread always stops.
    """

    def __init__(self, kind: str, title: str, document: dict[str, Any],
                 line: Callable[[object], dict[str, Any] | None]) -> None:
        self.kind, self.title, self.document = kind, title, document
        self.started = time.time()
        self.events: list[dict[str, Any]] = []
        self._line = line
        self._hardware = try_recorder(None, kind)

    def add(self, item: object) -> None:
        event = self._line(item)
        if event is not None:
            self.events.append({**event, "timestamp": time.time()})

    def recorded(self, items: Iterable[object]) -> Iterator[object]:
        """``items``, each kept as it passes; the sampling stops when they end (or are closed early)."""
        with self:
            for item in items:
                self.add(item)
                yield item

    def stop(self) -> None:
        if self._hardware is not None:
            self._hardware.stop()

    def recording(self, last: dict[str, Any] | None = None) -> Recording:
        """What was kept (and ``last``, stamped now, as the final event); stop first: the samples end there."""
        events = [*self.events, *([{**last, "timestamp": time.time()}] if last is not None else [])]
        inventory = self._hardware.inventory if self._hardware is not None else None
        samples = self._hardware.taken if self._hardware is not None else []
        document = {"config": {}, "created": self.started, **self.document}
        return Recording(new_header(self.title, inventory, self.started, kind=self.kind), document, inventory,
                         events, samples)

    def __enter__(self) -> MemoryRecorder:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


class LessonRecorder(MemoryRecorder):
    """A lesson as it runs; ``recording(outcome)`` ends it with the lesson's figures and reading."""

    def __init__(self, lesson: Lesson, size: str, devices: list[str]) -> None:
        named = {"key": lesson.key, "number": lesson.number, "title": lesson.title, "size": size,
                 "devices": list(devices)}
        super().__init__("lesson", f"Lesson {lesson.number}: {lesson.title}", {LESSON_KEY: named}, _lesson_line)

    def recording(self, last: LessonOutcome | dict[str, Any] | None = None) -> Recording:
        outcome = last.to_dict() if isinstance(last, LessonOutcome) else last
        return super().recording({"event": "outcome", **outcome} if outcome is not None else None)

    def write(self, target: Path, outcome: LessonOutcome) -> Recording:
        recording = self.recording(outcome)
        write_recording(target, recording)
        return recording


def _lesson_line(item: object) -> dict[str, Any] | None:
    if isinstance(item, SweepPoint):
        return {"event": "point", **dataclasses.asdict(item)}
    if isinstance(item, LessonProgress):
        return {"event": "progress", "fraction": item.fraction, "text": item.text}
    return None


class BenchRecorder(MemoryRecorder):
    """A micro-benchmark run as it measures: the device's peaks, then each result; titled with the device's name,
    which the run learns as it reads the peaks."""

    def __init__(self, run: BenchmarkRun) -> None:
        self._run = run
        super().__init__("bench", "", {BENCH_KEY: {"device": run.device, "quick": run.quick}}, _bench_line)

    def recording(self, last: dict[str, Any] | None = None) -> Recording:
        run = self._run
        self.title = f"Micro-benchmarks on {run.device} ({run.device_name})"
        self.document[BENCH_KEY]["device_name"] = run.device_name
        return super().recording(last)


def _bench_line(item: object) -> dict[str, Any] | None:
    from dashboard.advisor.microbench import BenchResult
    from dashboard.advisor.peaks import Peaks

    if isinstance(item, Peaks):
        return {"event": "peaks", **item.to_dict()}
    if isinstance(item, BenchResult):
        return {"event": "bench", **dataclasses.asdict(item)}
    from dashboard.advisor.source_record import model_line

    return model_line(item)  # the model's timed point, its calibration and its profiled step, or None
