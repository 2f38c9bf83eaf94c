"""An experiment measured in a process of its own: `dl-dashboard agent`, here or over ssh, told the whole experiment.

The window's sweeps, comparisons and largest-batch searches run here for the reason its training runs do
(``dashboard.training.child``): measured in the window's own process they shared the interpreter lock with the
GUI, which held the window's event loop up to a third of a second and let the drawing disturb the figures.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from dashboard.errors import UserError
from dashboard.experiments.maxbatch import MaxBatchResult
from dashboard.experiments.plan import Experiment, experiment_to_dict
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.storage import (
    append_largest,
    append_point,
    largest_from_record,
    open_experiment,
    point_from_record,
)
from dashboard.experiments.summary import ExperimentSummary, summarize_experiment
from dashboard.hardware.records import Inventory, Snapshot
from dashboard.protocol.conversation import Conversation, link_dropped
from dashboard.protocol.messages import Event, EventName, Request
from dashboard.protocol.transport import HERE, Machine
from dashboard.text import fill, translate
from dashboard.training.child import RemoteControl, child_environment
from dashboard.training.hardware_log import HardwareLog
from dashboard.training.mirror import SampleInbox
from dashboard.training.runs import RunWriter

Item = SweepPoint | MaxBatchResult


def sweep_request(experiment: Experiment, saved: bool = True, outlive_link: bool = False) -> Request:
    return Request("sweep", experiment_to_dict(experiment), saved, outlive_link)


class ChildExperiment:
    """What ExperimentSession is to the command line, in a child process: iterate to measure; ``points``,
    ``largest``, ``path``, ``cancelled`` and ``summary()`` as the session has them."""

    def __init__(self, experiment: Experiment, control: RemoteControl | None = None, saved: bool = True,
                 machine: Machine = HERE, inventory: Inventory | None = None) -> None:
        self.experiment = experiment
        self.machine = machine
        self.inventory = inventory
        """The remote machine's inventory, kept with this machine's copy (a recording of that machine)."""
        self._samples = SampleInbox()
        self.saved = saved
        """False for a lesson's measurements: shown, not added to the saved experiments (as on the command line)."""
        self.control = control or RemoteControl()
        self.points: list[SweepPoint] = []
        self.largest: MaxBatchResult | None = None
        self.path: Path | None = None
        self.failure: str | None = None
        """Why the measuring ended early because a save failed, in the child's words, or None."""
        self.copy: Path | None = None
        """Measured on another machine: this machine's copy, written point by point as they stream in (``path`` is
        the folder on that machine)."""

    def __iter__(self) -> Iterator[Item]:
        mirrored = self.machine.remote and self.saved  # saved there, and copied here: it outlives a dropped link
        conversation = Conversation(sweep_request(self.experiment, self.saved, mirrored), self.control,
                                    EventName.DONE, self.machine, child_environment())
        copy: RunWriter | None = None
        hardware: HardwareLog | None = None
        origin: dict[str, Any] = {"host": self.machine.name, "program": self.machine.program}
        try:
            for message in conversation:
                if not isinstance(message, Event):
                    continue
                record, event = message.record(), message.name
                if mirrored and copy is None and event in ("point", "largest", "folder"):
                    copy = open_experiment(self.experiment, host=self.machine.name)
                    self.copy = copy.path
                    hardware = HardwareLog(copy.path, self.inventory)
                if event == "folder" and copy is not None:  # where it goes on, should the link drop
                    self.path = Path(str(record["run_dir"]))
                    origin |= {"folder": str(self.path), "pid": record.get("pid")}
                    copy.update_config(machine=origin, unfinished=True)
                if event == "point":
                    point = point_from_record(record)
                    self.points.append(point)
                    if copy is not None:
                        append_point(copy, point)
                    if hardware is not None:
                        hardware.extend(self._samples.take())
                    yield point
                elif event == "largest":
                    self.largest = largest_from_record(record)
                    if copy is not None:
                        append_largest(copy, self.largest)
                    yield self.largest
                elif event == "done":
                    self.path = Path(str(record["saved_in"])) if record.get("saved_in") else None
                    self.failure = str(record["failure"]) if record.get("failure") else None
                    if copy is not None and self.path is not None:
                        copy.update_config(machine=origin | {"folder": str(self.path)}, unfinished=False)
        except UserError as err:
            if copy is None or self.path is None or not link_dropped(conversation.returncode):
                raise
            raise UserError(fill(translate(
                "Experiments", "The link to {host} dropped before the experiment ended ({problem}). It goes on on "
                               "{host}, saved in {folder}: Reattach under the saved experiments follows it again, "
                               "and fetches the rest once it has ended."),
                host=self.machine.name, problem=str(err).rstrip("."), folder=str(self.path))) from err
        finally:
            if hardware is not None:
                hardware.extend(self._samples.take())
                hardware.close()
            if copy is not None:
                copy.close()

    def add_sample(self, snapshot: Snapshot) -> None:
        """From any thread: a sample of the remote machine (the window's, while it watches it), kept with this
        machine's copy; nothing for an experiment here, which samples its own."""
        if self.machine.remote:
            self._samples.put(snapshot)

    @property
    def cancelled(self) -> bool:
        return self.control.stopped

    def summary(self) -> ExperimentSummary:
        return summarize_experiment(self.points, self.largest)


def unsaved_child_experiment(experiment: Experiment) -> ChildExperiment:
    """A lesson's measurement in a child process, saved nowhere: `lesson run` keeps none either (issue 33: the window's
    lessons filled the saved experiments with their sweeps)."""
    return ChildExperiment(experiment, saved=False)
