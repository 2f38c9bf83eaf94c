"""An experiment measured over ssh whose link dropped, followed again: it went on on its machine (its agent outlives
the link) and saved itself there; the agent's ``follow`` request sends the points this machine's copy lacks, then
each as it is measured, until the experiment's process ends (``dashboard.training.follow`` for a run)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from dashboard.errors import UserError
from dashboard.experiments.child import Item
from dashboard.experiments.maxbatch import MaxBatchResult
from dashboard.experiments.plan import experiment_from_dict
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.storage import append_largest, append_point, largest_from_record, point_from_record
from dashboard.experiments.summary import ExperimentSummary, summarize_experiment
from dashboard.protocol.conversation import Conversation, Uncontrolled
from dashboard.protocol.messages import Event, EventName, Request
from dashboard.protocol.transport import Machine
from dashboard.training.follow import FollowControl, followed_on, metrics_lines
from dashboard.training.runs import RunWriter, read_run, read_run_document


class FollowExperiment:
    """Iterate to follow again, from this machine's ``copy``, an experiment whose link dropped: the copy's points
    first, then the rest as they are measured there, each added to the copy. The Experiments page runs it as it runs a
    ChildExperiment (``points``, ``largest``, ``path``, ``copy``, ``cancelled``, ``summary()``); ``control.stop()``
    stops the following, and the experiment goes on there."""

    def __init__(self, copy: Path) -> None:
        document = read_run_document(copy)
        host = followed_on(document)
        origin = document.get("machine")
        if host is None or not isinstance(origin, dict) or "experiment" not in document:
            raise UserError(f"{copy.name} was not measured on another machine, or its folder there is not known")
        self.machine = Machine(host, str(origin.get("program") or "dl-dashboard"))
        self.path: Path | None = Path(str(origin["folder"]))
        """Where it is saved on its machine; ``copy`` is this machine's."""
        self.pid = origin.get("pid")
        self.copy = copy
        self.unfinished = bool(document.get("unfinished"))
        self.experiment = experiment_from_dict(document["experiment"])
        self.control = FollowControl()
        self.points: list[SweepPoint] = []
        self.largest: MaxBatchResult | None = None
        self.failure: str | None = None

    def __iter__(self) -> Iterator[Item]:
        for record in read_run(self.copy).events:
            if (item := self._item(record)) is not None:
                yield item
        if not self.unfinished:  # followed to its end already
            return
        request = Request("follow", {"folder": str(self.path), "skip": metrics_lines(self.copy), "pid": self.pid,
                                     "final": None})
        conversation = Conversation(request, Uncontrolled(), None, self.machine)
        self.control.listen_to(conversation)
        writer = RunWriter.continuing(self.copy)
        try:
            for message in conversation:
                if isinstance(message, Event) and (item := self._item(message.record())) is not None:
                    if isinstance(item, MaxBatchResult):
                        append_largest(writer, item)
                    else:
                        append_point(writer, item)
                    yield item
            if not self.control.stopped:  # its process there has ended: the copy is whole
                writer.update_config(unfinished=False)
        finally:
            writer.close()

    def _item(self, record: dict[str, object]) -> Item | None:
        if record.get("event") == EventName.POINT:
            point = point_from_record(dict(record))
            self.points.append(point)
            return point
        if record.get("event") == EventName.LARGEST:
            self.largest = largest_from_record(dict(record))
            return self.largest
        return None

    @property
    def cancelled(self) -> bool:
        return self.control.stopped

    def summary(self) -> ExperimentSummary:
        return summarize_experiment(self.points, self.largest)
