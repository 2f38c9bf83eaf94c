"""The Training lab's curves as data: which series a run's events make, and how. No Qt here.

A live run adds its events one at a time (``step_values``, ``paused_between``); a saved run is read and built all at
once, in numpy, on a worker thread (``read_curves``), with the same rules, so a run looks the same reopened as it
did live: warm-up steps left out of the speed plots, a gap where the run was paused, the smoothed loss.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from dashboard.timeseries import History, Smoothed
from dashboard.training.columns import RunColumns, field_number, open_metrics, parse_metrics, rank_field
from dashboard.training.events import EpochMetrics, RunInfo, StepMetrics, from_record
from dashboard.training.runs import RunRecord

STEP_CAPACITY = 200_000
"""Steps kept at full resolution (an hour of small steps); the plots draw a bounded summary of them."""
EPOCH_CAPACITY = 10_000
GIB = 1024**3
SMOOTHING = 0.05
"""Weight of the newest loss in the smoothed curve (an exponential moving average, as TensorBoard draws it)."""
PAUSE_GAP_S = 0.5
"""Wall-clock time between two steps beyond their training time (pauses are excluded from it) that breaks the
curves: a pause this long or longer shows as a gap, never as a straight line across it."""
CURVE_FIELDS = ("timestamp", "elapsed_seconds", "loss", "accuracy", "samples_per_second",
                "steady_samples_per_second", "step_seconds", "data_seconds", "process_rss_bytes",
                "memory_allocated_bytes", "memory_reserved_bytes", "warmup", "communication_seconds")
"""The StepMetrics fields the curves are made of."""


def rank_key(rank: int) -> str:
    """The key of one rank's throughput curve in a data-parallel run."""
    return f"rank{rank}"


def curve_fields(processes: int) -> tuple[str, ...]:
    """The fields to read for a run of ``processes`` ranks: each rank's throughput too when there are several."""
    if processes < 2:
        return CURVE_FIELDS
    return CURVE_FIELDS + tuple(rank_field("rank_samples_per_second", rank) for rank in range(processes))


def processes_of(document: dict[str, Any]) -> int:
    """How many ranks a saved run had, from the RunInfo kept in its config.json (1 for a run of an older version)."""
    model = document.get("model")
    processes = model.get("processes") if isinstance(model, dict) else None
    return processes if isinstance(processes, int) and not isinstance(processes, bool) and processes > 0 else 1


def step_values(step: StepMetrics, smoothed: Smoothed) -> dict[str, float | None]:
    """One step's row of the step curves (``smoothed`` takes its loss)."""
    ranks = {rank_key(rank): None if step.warmup else speed
             for rank, speed in enumerate(step.rank_samples_per_second or ())}
    waiting = None if step.warmup or step.communication_seconds is None else step.communication_seconds * 1000
    return ranks | {
        "comm_ms": waiting, "loss": step.loss, "loss_smooth": smoothed.add(step.loss), "accuracy": step.accuracy * 100,
        # Warm-up steps (first allocations, kernel selection) can take 50x longer: left out of the speed plots.
        "samples_per_second": None if step.warmup else step.samples_per_second,
        "steady": step.steady_samples_per_second,
        "step_ms": None if step.warmup else step.step_seconds * 1000,
        "data_ms": None if step.warmup else step.data_seconds * 1000,
        "rss": step.process_rss_bytes / GIB,
        "allocated": None if step.memory_allocated_bytes is None else step.memory_allocated_bytes / GIB,
        "reserved": None if step.memory_reserved_bytes is None else step.memory_reserved_bytes / GIB,
    }


def epoch_values(epoch: EpochMetrics) -> dict[str, float | None]:
    return {"val_loss": epoch.val_loss, "val_accuracy": epoch.val_accuracy * 100}


def paused_between(before: StepMetrics, after: StepMetrics) -> bool:
    """Whether the run was paused between two steps: wall-clock time passed that training time did not count."""
    wall = after.timestamp - before.timestamp
    trained = after.elapsed_seconds - before.elapsed_seconds
    return wall - trained >= PAUSE_GAP_S


@dataclass
class RunCurves:
    """A saved run ready to draw: its step and epoch curves, and what the page shows beside them."""

    record: RunRecord
    """Its document and every line but the steps (info, epochs, summary), with the unreadable-line count."""
    steps: History
    epochs: History
    started: float
    """Wall-clock time zero of its plots."""
    step_count: int
    info: RunInfo | None
    last_step: StepMetrics | None

    @property
    def path(self) -> Path:
        return self.record.path


def build_curves(columns: RunColumns) -> RunCurves:
    """Every curve of a saved run at once, by the rules a live run follows step by step (``step_values``, a gap
    where ``paused_between``); the display summaries are built too, so drawing it costs only its points."""
    record = columns.record
    started = record.started
    steps = History(STEP_CAPACITY)
    c = columns.steps
    if columns.step_count:
        warmup = c["warmup"] > 0.5
        smoothed = Smoothed(SMOOTHING)
        ranks = {rank_key(rank): np.where(warmup, np.nan, c[rank_field("rank_samples_per_second", rank)])
                  for rank in range(processes_of(record.document)) if rank_field("rank_samples_per_second", rank) in c}
        values = ranks | {
            "comm_ms": np.where(warmup, np.nan, c["communication_seconds"] * 1000),
            "loss": c["loss"],
            "loss_smooth": np.array([smoothed.add(loss) for loss in c["loss"].tolist()]),
            "accuracy": c["accuracy"] * 100,
            "samples_per_second": np.where(warmup, np.nan, c["samples_per_second"]),
            "steady": c["steady_samples_per_second"],
            "step_ms": np.where(warmup, np.nan, c["step_seconds"] * 1000),
            "data_ms": np.where(warmup, np.nan, c["data_seconds"] * 1000),
            "rss": c["process_rss_bytes"] / GIB,
            "allocated": c["memory_allocated_bytes"] / GIB,
            "reserved": c["memory_reserved_bytes"] / GIB,
        }
        t = c["timestamp"] - started
        # A gap row (NaN, at the time of the step before) in front of every step that follows a pause.
        paused = np.diff(c["timestamp"]) - np.diff(c["elapsed_seconds"]) >= PAUSE_GAP_S
        before = np.flatnonzero(paused) + 1
        steps.extend(np.insert(t, before, t[before - 1]),
                     {name: np.insert(column, before, np.nan) for name, column in values.items()})
    epochs = History(EPOCH_CAPACITY)
    info = None
    epoch_rows: list[tuple[float, dict[str, float | None]]] = []
    for event in map(from_record, record.events):
        if isinstance(event, RunInfo):
            info = event
        elif isinstance(event, EpochMetrics):
            epoch_rows.append((event.timestamp - started, epoch_values(event)))
    for time, row in epoch_rows:
        epochs.append(time, row)
    for history in (steps, epochs):
        for name in history.names():
            history.display(name)  # the summaries, here rather than on the GUI thread
    return RunCurves(record, steps, epochs, started, columns.step_count, info, columns.last_step)


def read_curves(path: Path, stop: Callable[[], bool] | None = None) -> Iterator[int | RunCurves]:
    """Read a saved run: first how many steps it has (read quickly, to say what is coming), then its curves.

    ``stop`` is asked as it goes; when it says True, reading ends with ``columns.Interrupted``.
    """
    metrics = open_metrics(path)
    yield metrics.step_count
    yield build_curves(parse_metrics(metrics, curve_fields(processes_of(metrics.document)), stop))


def curves_of_record(record: RunRecord) -> RunCurves:
    """The curves of a run already read as a RunRecord (every line a dict)."""
    steps = [event for event in record.training_events() if isinstance(event, StepMetrics)]
    others = RunRecord(path=record.path, document=record.document, skipped=record.skipped,
                       events=[event for event in record.events if event.get("event") != "step"])
    columns = {name: np.array([field_number(step, name) for step in steps], dtype=np.float64)
               for name in curve_fields(processes_of(record.document))}
    return build_curves(RunColumns(others, columns, steps[-1] if steps else None))

