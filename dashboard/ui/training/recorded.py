"""What a recording of a training run says of the run itself: its settings, its model's size and how long it ran.

The Training lab shows these while the recording plays, in place of this machine's choices and measurements: the
form the recorded settings, the time axes the recorded run's length (a live run's first ETA guessed 45 s for the
H100 run of 6.4 s).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dashboard.recording.fileformat import Recording
from dashboard.training.config import TrainConfig
from dashboard.training.facts import ModelFacts
from dashboard.training.run_schema import UnreadableRun, saved_config


@dataclass(frozen=True)
class RecordedRun:
    config: TrainConfig | None
    """None when the recording's settings cannot be read by this version (the form then keeps its own)."""
    facts: ModelFacts | None
    """The model's size as the run measured it (no input shape: a recording does not keep one)."""
    duration: float | None
    """Seconds from the run's start (its RunInfo) to its last event or hardware sample."""


def recorded_run(recording: Recording) -> RecordedRun:
    document = recording.document
    try:
        config: TrainConfig | None = saved_config(document.get("config"))
    except UnreadableRun:
        config = None
    model = document.get("model")
    info = next((event for event in recording.events if event.get("event") == "info"), None)
    return RecordedRun(config, _facts(model if isinstance(model, dict) else info), _duration(recording, info))


def _facts(model: dict[str, Any] | None) -> ModelFacts | None:
    if model is None:
        return None
    try:
        return ModelFacts(str(model["model"]), int(model["parameters"]), int(model["trainable_parameters"]),
                          int(model["flops_per_sample"]), ())
    except (KeyError, TypeError, ValueError):
        return None


def _duration(recording: Recording, info: dict[str, Any] | None) -> float | None:
    start = info.get("timestamp") if info is not None else None
    if not isinstance(start, int | float) or not start:
        return None
    stamps = [stamp for event in recording.events
              if isinstance(stamp := event.get("timestamp"), int | float) and stamp]
    end = max(stamps, default=start) - start
    summary = next((event for event in reversed(recording.events) if event.get("event") == "summary"), None)
    elapsed = summary.get("elapsed_seconds") if summary is not None else None
    if isinstance(elapsed, int | float):
        end = max(end, float(elapsed))
    if recording.samples:
        end = max(end, max(sample.timestamp for sample in recording.samples) - start)
    return end if end > 0 else None
