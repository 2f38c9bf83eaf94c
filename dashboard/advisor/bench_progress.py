"""How far a benchmark run has got, in seconds: each planned step's expected duration, refined as measurements
come in, and the time left computed from them, never from a count of items.

A run is a sequence of steps (read the peaks, each micro-benchmark, time the model). Each has an expected duration;
the step under way may be re-estimated while it runs (the model timing knows its step time after the first training
step). The fraction done is the time spent over the time spent plus the time left, so a step that takes longer than
expected slows the bar instead of leaving it at a number that stays wrong, and it only reaches 1 once the last step
has ended. Thread-safe: the run's thread advances it, the window's thread reads it.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from dashboard.text import fill, translate

MAX_UNFINISHED = 0.99
"""The largest fraction shown before the last step has ended."""
MIN_LEFT_S = 0.1
"""Seconds left assumed for a step that has run past its expected duration (it is not done yet)."""


@dataclass(frozen=True)
class PlannedStep:
    """One step of a run and how long it is expected to take, in seconds."""

    label: str
    """In the reader's language: shown while the step runs, never stored."""
    expected_s: float
    kind: str = "test"
    """"prepare", "test" (one micro-benchmark), "model" (timing the user's model) or "profile" (one step of it under
    the profiler, on a GPU)."""


@dataclass(frozen=True)
class BenchProgress:
    """A run's progress at one moment, in seconds and steps."""

    elapsed_s: float
    left_s: float
    """Expected seconds still to go: the step under way and every step after it."""
    done: int
    """Measurements finished (the prepare step is not one)."""
    total: int
    current: str
    """The step under way, in words in the reader's language ("" when the run has ended)."""
    finished: bool = False
    overdue: bool = False
    """The step under way has run past its expected duration."""
    planned: bool = False
    """The expected durations come from this device's peaks and the model's profile (not yet the rough guess)."""

    @property
    def fraction(self) -> float:
        """0 to 1 by time: spent / (spent + left); below 1 until the run has ended."""
        if self.finished:
            return 1.0
        total = self.elapsed_s + self.left_s
        return 0.0 if total <= 0 else min(MAX_UNFINISHED, self.elapsed_s / total)

    @property
    def expected_total_s(self) -> float:
        return self.elapsed_s + self.left_s


class ProgressTracker:
    """The steps of one run, the one under way and when it began, on an injectable clock."""

    def __init__(self, steps: Sequence[PlannedStep], clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._lock = threading.Lock()
        self._steps = list(steps)
        self._current = -1
        """Index of the step under way; -1 before the start, len(steps) once finished."""
        self._run_started = 0.0
        self._step_started = 0.0
        self._detail = ""
        self._planned = False

    @property
    def steps(self) -> tuple[PlannedStep, ...]:
        with self._lock:
            return tuple(self._steps)

    @property
    def expected_total_s(self) -> float:
        """The sum of every step's expected duration as now planned."""
        with self._lock:
            return sum(step.expected_s for step in self._steps)

    def replan(self, steps: Sequence[PlannedStep]) -> None:
        """Replace the steps not yet begun, once the device and model are known (the steps done stay as they
        were, and the one under way keeps running)."""
        with self._lock:
            kept = self._steps[:max(self._current, 0) + 1] if self._current >= 0 else []
            self._steps = kept + list(steps)[len(kept):]
            self._planned = True

    def expect(self, index: int, seconds: float) -> None:
        """A new expected duration for a step not yet ended (a measured rate foresees it better)."""
        with self._lock:
            if index >= max(self._current, 0) and index < len(self._steps):
                self._steps[index] = replace(self._steps[index], expected_s=max(0.0, seconds))

    def expect_current(self, seconds_from_its_start: float, detail: str = "") -> None:
        """The step under way is now expected to take this long in all (from when it began)."""
        with self._lock:
            if 0 <= self._current < len(self._steps):
                step = self._steps[self._current]
                self._steps[self._current] = replace(step, expected_s=max(0.0, seconds_from_its_start))
                self._detail = detail

    @property
    def current_index(self) -> int:
        with self._lock:
            return self._current

    def start(self) -> None:
        with self._lock:
            self._run_started = self._step_started = self.clock()
            self._current = 0
            self._detail = ""

    def next_step(self) -> None:
        """The step under way has ended; the next one begins now."""
        with self._lock:
            self._current = min(self._current + 1, len(self._steps))
            self._step_started = self.clock()
            self._detail = ""

    def finish(self) -> None:
        with self._lock:
            if self._current < 0:
                self._run_started = self.clock()
            self._current = len(self._steps)
            self._detail = ""

    def snapshot(self) -> BenchProgress:
        with self._lock:
            now = self.clock()
            measurements = [i for i, step in enumerate(self._steps) if step.kind != "prepare"]
            total = len(measurements)
            if self._current < 0:
                left = sum(step.expected_s for step in self._steps)
                return BenchProgress(0.0, left, 0, total, "", planned=self._planned)
            elapsed = now - self._run_started
            done = sum(1 for i in measurements if i < self._current)
            if self._current >= len(self._steps):
                return BenchProgress(elapsed, 0.0, done, total, "", finished=True, planned=self._planned)
            step = self._steps[self._current]
            in_step = now - self._step_started
            overdue = in_step > step.expected_s
            left = max(step.expected_s - in_step, MIN_LEFT_S)
            left += sum(later.expected_s for later in self._steps[self._current + 1:])
            current = fill(translate("Advisor", "{step} ({detail})"), step=step.label, detail=self._detail) \
                if self._detail else step.label
            return BenchProgress(elapsed, left, done, total, current, overdue=overdue, planned=self._planned)


def duration_text(seconds: float) -> str:
    """A duration as an estimate deserves: "under 1 s", "about 8 s", "about 35 s", "about 1 min 20 s"."""
    if seconds < 0.75:
        return translate("Advisor", "under 1 s")
    if seconds < 10:
        return fill(translate("Advisor", "about {seconds} s"), seconds=max(1, round(seconds)))
    if seconds < 60:
        return fill(translate("Advisor", "about {seconds} s"), seconds=5 * round(seconds / 5))
    minutes, rest = divmod(10 * round(seconds / 10), 60)
    if rest:
        return fill(translate("Advisor", "about {minutes} min {seconds} s"), minutes=minutes, seconds=rest)
    return fill(translate("Advisor", "about {minutes} min"), minutes=minutes)
