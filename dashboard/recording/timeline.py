"""A recording laid out on one time axis, so a player can hand the window what happened between two moments.

Time is in recorded seconds since the run (or the experiment's measuring) started (a run's RunInfo's wall clock,
else the recording's start): steps, points and samples share the recording machine's wall clock, so they stay in
step whatever speed they are played at.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from dashboard.hardware.records import Snapshot
from dashboard.recording.fileformat import Recording
from dashboard.training.events import Event, RunInfo, from_record
from dashboard.typed_json import record_from_json

if TYPE_CHECKING:  # imported when a recording of their kind is laid out: the window's first paint needs none
    from dashboard.advisor.microbench import BenchResult
    from dashboard.advisor.peaks import Peaks
    from dashboard.advisor.source_record import Recorded
    from dashboard.experiments.maxbatch import MaxBatchResult
    from dashboard.experiments.points import SweepPoint
    from dashboard.lessons.lab import LessonProgress
    from dashboard.lessons.run import LessonOutcome

    Measurement = SweepPoint | MaxBatchResult | LessonProgress | LessonOutcome | Peaks | BenchResult | Recorded
    """What an experiment, a lesson or a benchmark yielded: a point, a search's outcome, a lesson's progress or
    its outcome, a device's peaks, a benchmark's result, the model's timed point, calibration or profiled step."""


@dataclass(frozen=True)
class Moment:
    """One thing that happened, ``at`` seconds into the recording: a training event, an experiment's or a lesson's
    measurement, or a hardware sample."""

    at: float
    event: Event | None = None
    sample: Snapshot | None = None
    measurement: Measurement | None = None


class Timeline:
    """The recording's events (or measurements) and samples in time order (events keep their own order)."""

    def __init__(self, recording: Recording) -> None:
        self.start = recording.header.recorded_at
        stamped: list[tuple[Any, Moment]] = []
        if recording.header.kind != "run":
            for record in recording.events:
                measurement = _measurement(record)
                if measurement is not None:
                    stamped.append((record.get("timestamp"), Moment(0.0, measurement=measurement)))
        else:
            events = [event for event in map(from_record, recording.events) if event is not None]
            info = next((event for event in events if isinstance(event, RunInfo)), None)
            if info is not None and info.timestamp:
                self.start = info.timestamp
            stamped = [(getattr(event, "timestamp", None), Moment(0.0, event=event)) for event in events]
        moments: list[Moment] = []
        at = 0.0
        for stamp, moment in stamped:
            if isinstance(stamp, float | int) and stamp:
                at = max(at, float(stamp) - self.start)  # a summary written after the last step keeps its place
            moments.append(replace(moment, at=at))
        moments += [Moment(sample.timestamp - self.start, sample=sample) for sample in recording.samples]
        moments.sort(key=lambda moment: moment.at)  # stable: events that share a time keep their order
        self.moments = moments
        self._times = [moment.at for moment in moments]
        self.first = min(0.0, self._times[0]) if moments else 0.0
        """Where playing starts: 0, or earlier when samples were taken while the run was being prepared."""
        self.duration = max(0.0, self._times[-1]) if moments else 0.0

    def between(self, after: float, until: float) -> list[Moment]:
        """What happened after ``after`` and up to ``until`` (seconds into the recording)."""
        return self.moments[bisect.bisect_right(self._times, after):bisect.bisect_right(self._times, until)]

    def until(self, until: float) -> list[Moment]:
        """Everything up to ``until``, from the start (a seek redraws from scratch)."""
        return self.moments[:bisect.bisect_right(self._times, until)]


def _measurement(record: dict[str, Any]) -> Measurement | None:
    """An experiment's, a lesson's or a benchmark's line as what it measured (checked when the recording was
    read); None for other lines."""
    from dashboard.advisor.microbench import BenchResult
    from dashboard.advisor.peaks import Peaks
    from dashboard.advisor.source_record import MODEL_LINES, from_model_line
    from dashboard.experiments.maxbatch import MaxBatchResult
    from dashboard.experiments.storage import point_from_record
    from dashboard.lessons.lab import LessonProgress
    from dashboard.lessons.run import LessonOutcome

    if record.get("event") == "point":
        return point_from_record(record)
    if record.get("event") == "largest":
        result: MaxBatchResult = record_from_json(MaxBatchResult, record)
        return result
    if record.get("event") == "progress":
        return LessonProgress(float(record["fraction"]), str(record["text"]), None)
    if record.get("event") == "outcome":
        return LessonOutcome.from_dict(record)
    if record.get("event") in ("peaks", "bench"):
        typed: Peaks | BenchResult = record_from_json(Peaks if record["event"] == "peaks" else BenchResult, record)
        return typed
    if record.get("event") in MODEL_LINES:
        return from_model_line(record)
    return None
