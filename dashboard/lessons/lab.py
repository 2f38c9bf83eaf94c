"""What every lesson's measurement shares: the devices, the size, the stop button, progress by units of work, and
experiments measured the way the caller asks (in this process, or in the window's child process).

Free of torch at import: torch loads when a lesson measures, on the thread that iterates it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from dashboard.experiments.maxbatch import MaxBatchResult
from dashboard.experiments.plan import Experiment
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.shown_labels import shown_series
from dashboard.text import Said, again, fill, say, translate
from dashboard.training.control import RunControl

SIZES = ("normal", "tiny")
""""normal" finishes in under a minute on a 2-core CPU; "tiny" in a few seconds, for tests."""


@dataclass(frozen=True)
class LessonProgress:
    fraction: float
    """0..1 of the lesson's expected work."""
    text: str
    """"simple-cnn on cpu batch 64 (3 of 8)"; ``Said`` when a lesson made it, so the window can say it again."""
    seconds_left: float | None


@dataclass
class Findings:
    """What a lesson's script found: the measured points, the estimates beside them, the figures, what this machine
    lacks, and the reading in two layers: the takeaway a lecturer reads out (one or two sentences, at most about 30
    words) and the details behind it (every figure, the noise, the repeats, other programs' CPU use)."""

    points: list[SweepPoint] = field(default_factory=list)
    estimates: list[SweepPoint] = field(default_factory=list)
    figures: dict[str, Any] = field(default_factory=dict)
    note: str = ""
    takeaway: str = ""
    details: str = ""


Step = LessonProgress | SweepPoint
Script = Generator[Step, None, None]
"""A lesson's measurement: yields progress and each measured point, and fills the Findings it was given."""


class Lab:
    """The bench a lesson measures on: devices, size, control, how experiments are measured, and the progress."""

    def __init__(self, devices: Sequence[str], control: RunControl, size: str,
                 measure_with: Callable[[Experiment], Any], clock: Callable[[], float] = time.monotonic) -> None:
        self.devices = tuple(devices) or ("cpu",)
        self.control = control
        self.size = size
        self.measure_with = measure_with
        self._clock = clock
        self._started = clock()
        self.units = 1
        self.done = 0
        self.cpu_load: list[float] = []
        """Percent of the CPU that other processes used during each measured stretch (for the busy warning)."""

    @property
    def tiny(self) -> bool:
        return self.size == "tiny"

    @property
    def gpu(self) -> str | None:
        """The first accelerator given, or None: lessons that compare devices measure it beside the CPU."""
        return next((device for device in self.devices if device != "cpu"), None)

    def plan(self, units: int) -> None:
        """The lesson will measure this many units (points, benchmarks): progress is a fraction of them."""
        self.units = max(1, units)

    def progress(self, step: str, advance: int = 1) -> LessonProgress:
        """``step`` (what was just measured, ``Said`` when it has words) done, with how many of how many."""
        self.done = min(self.units, self.done + advance)
        done, units = self.done, self.units
        fraction = done / units
        elapsed = self._clock() - self._started
        left = elapsed * (1 - fraction) / fraction if fraction > 0 else None
        return LessonProgress(fraction, say(lambda: fill(translate("Lessons", "{step} ({done} of {units})"),
                                                         step=again(step), done=done, units=units)), left)

    def measure(self, experiment: Experiment, repeats: int = 1, relabel: Callable[[SweepPoint], SweepPoint]
                | None = None) -> Generator[Step, None, MaxBatchResult | None]:
        """Measure ``experiment`` ``repeats`` times over (a point measured twice shows how much it varies), yielding
        each point and a progress step after it; returns a largest-batch search's result.

        A stop reaches an in-process session at once; a child process hears of it after the point in flight.
        """
        from dashboard.experiments.noise import OtherCpuMeter

        largest = None
        for _ in range(repeats):
            if self.control.stopped:
                return largest
            session = self.measure_with(experiment)
            load = OtherCpuMeter()
            load.start()
            for item in session:
                if self.control.stopped:
                    session.control.stop()
                if isinstance(item, MaxBatchResult):
                    largest = item
                    continue
                point = relabel(item) if relabel else item
                yield point
                yield self.progress(measured_step(point.series, point.batch_size, point.seq_len))
            self.cpu_load.append(load.stop() or 0.0)
        return largest


def measured_step(series: str, batch: int, seq_len: int | None = None) -> Said:
    """What was just measured: a series at a batch, or at a sequence length in a sweep over lengths."""
    if seq_len is not None:
        return say(lambda: fill(translate("Lessons", "{series} at sequence length {length}"),
                                series=shown_series(series), length=seq_len))
    return say(lambda: fill(translate("Lessons", "{series} batch {batch}"), series=shown_series(series), batch=batch))


def with_label(label: str) -> Callable[[SweepPoint], SweepPoint]:
    return lambda point: replace(point, label=label)
