"""An experiment measured in a child process: `dl-dashboard sweep` told the whole experiment as JSON.

The window's sweeps, comparisons and largest-batch searches run here for the reason its training runs do
(``dashboard.training.child``): measured in the window's own process they shared the interpreter lock with the
GUI, which held the window's event loop up to a third of a second and let the drawing disturb the figures.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

from dashboard.experiments.maxbatch import MaxBatchResult
from dashboard.experiments.plan import Experiment, experiment_to_dict
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.storage import largest_from_record, point_from_record
from dashboard.experiments.summary import ExperimentSummary, summarize_experiment
from dashboard.training.child import ChildCommand, RemoteControl, app_command

Item = SweepPoint | MaxBatchResult


def sweep_command(experiment: Experiment, saved: bool = True) -> list[str]:
    unsaved = () if saved else ("--unsaved",)
    return app_command("sweep", "--control-stdin", *unsaved, "--experiment-json",
                       json.dumps(experiment_to_dict(experiment)))


class ChildExperiment:
    """What ExperimentSession is to the command line, in a child process: iterate to measure; ``points``,
    ``largest``, ``path``, ``cancelled`` and ``summary()`` as the session has them."""

    def __init__(self, experiment: Experiment, control: RemoteControl | None = None, saved: bool = True) -> None:
        self.experiment = experiment
        self.saved = saved
        """False for a lesson's measurements: shown, not added to the saved experiments (as on the command line)."""
        self.control = control or RemoteControl()
        self.points: list[SweepPoint] = []
        self.largest: MaxBatchResult | None = None
        self.path: Path | None = None
        self.failure: str | None = None
        """Why the measuring ended early because a save failed, in the child's words, or None."""

    def __iter__(self) -> Iterator[Item]:
        for record in ChildCommand(sweep_command(self.experiment, self.saved), self.control, final="done"):
            event = record.get("event")
            if event == "point":
                point = point_from_record(record)
                self.points.append(point)
                yield point
            elif event == "largest":
                self.largest = largest_from_record(record)
                yield self.largest
            elif event == "done":
                self.path = Path(str(record["saved_in"])) if record.get("saved_in") else None
                self.failure = str(record["failure"]) if record.get("failure") else None

    @property
    def cancelled(self) -> bool:
        return self.control.stopped

    def summary(self) -> ExperimentSummary:
        return summarize_experiment(self.points, self.largest)


def unsaved_child_experiment(experiment: Experiment) -> ChildExperiment:
    """A lesson's measurement in a child process, saved nowhere: `lesson run` keeps none either (issue 33: the window's
    lessons filled the saved experiments with their sweeps)."""
    return ChildExperiment(experiment, saved=False)
