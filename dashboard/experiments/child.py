"""An experiment measured in a process of its own: `dl-dashboard agent`, here or over ssh, told the whole experiment.

The window's sweeps, comparisons and largest-batch searches run here for the reason its training runs do
(``dashboard.training.child``): measured in the window's own process they shared the interpreter lock with the
GUI, which held the window's event loop up to a third of a second and let the drawing disturb the figures.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from dashboard.experiments.maxbatch import MaxBatchResult
from dashboard.experiments.plan import Experiment, experiment_to_dict
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.storage import largest_from_record, point_from_record
from dashboard.experiments.summary import ExperimentSummary, summarize_experiment
from dashboard.protocol.conversation import Conversation
from dashboard.protocol.messages import Event, EventName, Request
from dashboard.protocol.transport import HERE, Machine
from dashboard.training.child import RemoteControl, child_environment

Item = SweepPoint | MaxBatchResult


def sweep_request(experiment: Experiment, saved: bool = True) -> Request:
    return Request("sweep", experiment_to_dict(experiment), saved)


class ChildExperiment:
    """What ExperimentSession is to the command line, in a child process: iterate to measure; ``points``,
    ``largest``, ``path``, ``cancelled`` and ``summary()`` as the session has them."""

    def __init__(self, experiment: Experiment, control: RemoteControl | None = None, saved: bool = True,
                 machine: Machine = HERE) -> None:
        self.experiment = experiment
        self.machine = machine
        self.saved = saved
        """False for a lesson's measurements: shown, not added to the saved experiments (as on the command line)."""
        self.control = control or RemoteControl()
        self.points: list[SweepPoint] = []
        self.largest: MaxBatchResult | None = None
        self.path: Path | None = None
        self.failure: str | None = None
        """Why the measuring ended early because a save failed, in the child's words, or None."""

    def __iter__(self) -> Iterator[Item]:
        conversation = Conversation(sweep_request(self.experiment, self.saved), self.control, EventName.DONE,
                                    self.machine, child_environment())
        for message in conversation:
            if not isinstance(message, Event):
                continue
            record, event = message.record(), message.name
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
