"""A recording laid out on one time axis, so a player can hand the window what happened between two moments.

Time is in recorded seconds since the run started (its RunInfo's wall clock, else the recording's start): steps
and samples share the recording machine's wall clock, so they stay in step whatever speed they are played at.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from dashboard.hardware.records import Snapshot
from dashboard.recording.fileformat import Recording
from dashboard.training.events import Event, RunInfo, from_record


@dataclass(frozen=True)
class Moment:
    """One thing that happened: a training event or a hardware sample, ``at`` seconds into the recording."""

    at: float
    event: Event | None = None
    sample: Snapshot | None = None


class Timeline:
    """The recording's events and samples in time order (events keep their own order)."""

    def __init__(self, recording: Recording) -> None:
        events = [event for event in map(from_record, recording.events) if event is not None]
        info = next((event for event in events if isinstance(event, RunInfo)), None)
        self.start = info.timestamp if info is not None and info.timestamp else recording.header.recorded_at
        moments: list[Moment] = []
        at = 0.0
        for event in events:
            stamp = getattr(event, "timestamp", None)
            if isinstance(stamp, float | int) and stamp:
                at = max(at, float(stamp) - self.start)  # a summary written after the last step keeps its place
            moments.append(Moment(at, event=event))
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
