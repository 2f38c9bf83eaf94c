"""A training run that records itself: the engine's events, each appended to the run folder as it happens."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from pathlib import Path

from dashboard.training.config import TrainConfig
from dashboard.training.control import RunControl
from dashboard.training.engine import Prepared, prepare, run
from dashboard.training.events import Event, RunInfo, RunSummary
from dashboard.training.runs import RunWriter, environment_summary


class RecordedRun:
    """Prepare first (bad configs and missing datasets raise before any folder exists), then train and record.

    Iterating yields the engine's events; ``path`` is the run folder once iteration has begun.
    """

    def __init__(self, config: TrainConfig, control: RunControl | None = None,
                 progress: Callable[[str], None] | None = None, root: Path | None = None) -> None:
        self.config = config
        self.control = control or RunControl()
        self._progress = progress
        self._root = root
        self.path: Path | None = None
        self.prepared: Prepared | None = None

    def prepare(self) -> Prepared:
        if self.prepared is None:
            self.prepared = prepare(self.config, progress=self._progress)
        return self.prepared

    def __iter__(self) -> Iterator[Event]:
        prepared = self.prepare()
        with RunWriter(self.config, self._root, extra=environment_summary(self.config.device)) as writer:
            self.path = writer.path
            for event in run(prepared, self.control):
                writer.append_event(event)
                if isinstance(event, RunInfo):
                    writer.update_config(model=dataclasses.asdict(event))
                elif isinstance(event, RunSummary):
                    writer.update_config(status=event.status, message=event.message)
                yield event
