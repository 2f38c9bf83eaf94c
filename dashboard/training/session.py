"""A training run that records itself: the engine's events, each appended to the run folder as it happens.

A write that fails (disk full, read-only, ...) stops the run cooperatively: it ends as "failed" with a message
saying where and what is kept, and whatever was written before stays on disk.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from dashboard.training.config import TrainConfig
from dashboard.training.control import RunControl
from dashboard.training.disk import WriteFailed, check_data_dir
from dashboard.training.engine import Prepared, prepare, run
from dashboard.training.events import EpochMetrics, Event, RunSummary, StepMetrics
from dashboard.training.hardware_log import try_recorder
from dashboard.training.runs import RunWriter, environment_summary, runs_dir

if TYPE_CHECKING:
    from dashboard.training.distributed import Group


class RecordedRun:
    """Prepare first (bad configs, an unusable data folder and missing datasets raise before any folder exists),
    then train and record.

    Iterating yields the engine's events; ``path`` is the run folder once iteration has begun. A run folder that
    cannot be created raises WriteFailed (nothing is left on disk); a write that fails later ends the run with a
    "failed" summary instead (``failure`` holds its message).
    """

    def __init__(self, config: TrainConfig, control: RunControl | None = None,
                 progress: Callable[[str], None] | None = None, root: Path | None = None,
                 sample_hardware: bool = True, group: Group | None = None) -> None:
        self.config = config
        self.group = group
        """Rank 0's place in a data-parallel run: it records for every rank."""
        self.sample_hardware = sample_hardware
        """Store the machine's inventory and a hardware sample a second in the run folder, for recordings."""
        self.control = control or RunControl()
        self._progress = progress
        self._root = root
        self.path: Path | None = None
        self.prepared: Prepared | None = None
        self.failure: str | None = None

    def prepare(self) -> Prepared:
        if self.prepared is None:
            check_data_dir(self._root or runs_dir())  # before the dataset is built: the cheap refusal first
            self.prepared = prepare(self.config, progress=self._progress, group=self.group)
        return self.prepared

    def __iter__(self) -> Iterator[Event]:
        prepared = self.prepare()
        with RunWriter(self.config, self._root, extra=environment_summary(self.config.device)) as writer, \
                contextlib.ExitStack() as hardware:
            self.path = writer.path
            recorder = try_recorder(writer.path, "run") if self.sample_hardware else None
            if recorder is not None:
                hardware.enter_context(recorder)
            step = 0
            saved_step: int | None = None
            for event in run(prepared, self.control):
                if isinstance(event, StepMetrics | EpochMetrics):
                    step = event.step
                if self.failure is None:
                    try:
                        writer.record(event)
                        if isinstance(event, StepMetrics):
                            saved_step = event.step
                    except WriteFailed as err:
                        self.failure = failure_message(err, step, saved_step)
                        self.control.stop()  # the engine ends at its next check; nothing more is written
                if isinstance(event, RunSummary) and self.failure is not None:
                    event = dataclasses.replace(event, status="failed", message=self.failure)
                yield event


def failure_message(err: WriteFailed, step: int, saved_step: int | None) -> str:
    """"disk full at step 35 (.../metrics.jsonl); the run up to step 34 is saved": what failed, where, what is kept."""
    kept = "no step was saved" if saved_step is None else f"the run up to step {saved_step} is saved"
    return f"{err.reason} at step {step} ({err.path}); {kept}"
