"""One experiment from request to reading, the same for the command line and the window: validate, load the data,
measure point by point (each saved as it is measured, from the first point on), then summarise. A save that
fails (disk full, read-only, ...) ends the measuring there: the points measured stay in ``points``, those saved
stay on disk, and ``failure`` says what happened.

Importing this module is cheap: torch loads when the session measures, on the thread that iterates it.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from dashboard.experiments.maxbatch import MaxBatchResult
from dashboard.experiments.plan import Experiment
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.summary import ExperimentSummary, summarize_experiment
from dashboard.training.config import validate
from dashboard.training.control import RunControl
from dashboard.training.disk import WriteFailed, check_data_dir
from dashboard.training.hardware_log import try_recorder

if TYPE_CHECKING:
    from dashboard.training.hardware_log import HardwareRecorder
    from dashboard.training.runs import RunWriter

log = logging.getLogger(__name__)

Item = SweepPoint | MaxBatchResult


class ExperimentSession:
    """Iterate to measure: yields each SweepPoint as measured, and a search's MaxBatchResult at its end.

    ``points`` and ``largest`` grow as it goes; ``path`` is the saved experiment's folder once a point exists (a
    request that fails before its first point leaves nothing on disk). Cancel through ``control``: the points
    measured so far stay, on disk and in ``summary()``.
    """

    def __init__(self, experiment: Experiment, control: RunControl | None = None, root: Path | None = None,
                 record: bool = True, sample_hardware: bool = True) -> None:
        self.experiment = experiment
        self.sample_hardware = record and sample_hardware
        """Store the machine's inventory and a hardware sample a second with the points, for recordings."""
        self.control = control or RunControl()
        self.points: list[SweepPoint] = []
        self.largest: MaxBatchResult | None = None
        self.path: Path | None = None
        self.failure: str | None = None
        """Why the measuring ended early because a save failed ("disk full at point 3 (path); ..."), or None."""
        self._root = root
        self._record = record
        self._probes: dict | None = None

    def validate(self) -> None:
        """Refuse a series that cannot run here (fp16 on the CPU, an unknown device) before anything is measured."""
        largest = max(self.experiment.batch_sizes)
        for variant in self.experiment.variants:
            validate(replace(variant.config, batch_size=1 if self.experiment.search_limit else largest))

    def prepare(self) -> None:
        """Validate, check the data folder, then load each kind of input data once (a dataset that is not here
        raises now)."""
        if self._probes is not None:
            return
        from dashboard.experiments.storage import experiments_dir
        from dashboard.experiments.sweep import probes_for

        self.validate()
        if self._record:
            check_data_dir(self._root or experiments_dir())
        self._probes = probes_for(self.experiment.variants, self.control)

    def __iter__(self) -> Iterator[Item]:
        from dashboard.experiments.storage import open_experiment

        self.prepare()
        writer: RunWriter | None = None
        started = time.time()
        hardware = try_recorder(None, "experiment") if self.sample_hardware else None  # samples wait for the folder
        try:
            for item in self._measurements():
                try:
                    if self._record and writer is None:
                        writer = open_experiment(self.experiment, self._root, started)
                        self.path = writer.path
                        _attach(hardware, writer.path)
                    if writer is not None:
                        _save(writer, item)  # on disk as measured: a crash keeps every finished point
                except WriteFailed as err:
                    self.failure = self._failure_message(err)
                if isinstance(item, MaxBatchResult):
                    self.largest = item
                else:
                    self.points.append(item)
                yield item
                if self.failure is not None:
                    return  # measuring on would measure what cannot be kept
        finally:
            if hardware is not None:
                hardware.stop()
            if writer is not None:
                writer.close()

    def _measurements(self) -> Iterator[Item]:
        from dashboard.experiments.sweep import compare, search_largest_batch

        experiment = self.experiment
        assert self._probes is not None, "prepare() comes first"
        if experiment.search_limit is not None:
            config = experiment.variants[0].config
            probe = next(iter(self._probes.values()))
            return search_largest_batch(config, experiment.search_limit, control=self.control, probe=probe,
                                        seconds=experiment.seconds_per_point)
        return compare(experiment.variants, experiment.batch_sizes, experiment.seconds_per_point, self.control,
                       self._probes, loss_steps=experiment.loss_steps, seq_lens=experiment.seq_lens)

    def _failure_message(self, err: WriteFailed) -> str:
        """"disk full at point 3 (path); the 2 points before it are saved in <folder>": what failed, what is kept."""
        at = f"point {len(self.points) + 1}"
        if self.path is None:
            return f"{err.reason} at {at} ({err.path}); nothing was saved"
        return f"{err.reason} at {at} ({err.path}); the {len(self.points)} point(s) before it are saved in {self.path}"

    @property
    def cancelled(self) -> bool:
        return self.control.stopped

    def summary(self) -> ExperimentSummary:
        """What the points measured so far say (each series' best and knee batch, crossovers, the reading)."""
        return summarize_experiment(self.points, self.largest)


def _attach(hardware: HardwareRecorder | None, folder: Path) -> None:
    """The samples go into the experiment's folder from now on; a folder that refuses them is logged, not fatal."""
    if hardware is None:
        return
    try:
        hardware.attach(folder)
    except WriteFailed as err:
        log.warning("no hardware samples for %s: %s", folder, err)


def _save(writer: RunWriter, item: Item) -> None:
    from dashboard.experiments.storage import append_largest, append_point

    if isinstance(item, MaxBatchResult):
        append_largest(writer, item)
    else:
        append_point(writer, item)
