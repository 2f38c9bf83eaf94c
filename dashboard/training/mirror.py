"""A run trained on another machine, saved on this one as its events stream in.

The remote agent saves the run where it trains; the window keeps its own copy, line by line as each event arrives,
so that a link that drops mid-run loses nothing already shown, and the run is listed, reopened and exported here like
any other. The copy holds the remote machine's inventory and the hardware samples the window received from it while
the run trained (``inventory.json`` and ``samples.jsonl``, as a recording needs them), and names the host, its
dl-dashboard command, the remote folder and the run's process there in its config (``machine``), so that a run whose
link dropped can be followed again.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from dashboard.hardware.records import Inventory, Snapshot
from dashboard.protocol.transport import Machine
from dashboard.training.config import TrainConfig
from dashboard.training.events import Event, RunSummary
from dashboard.training.hardware_log import HardwareLog
from dashboard.training.runs import RunWriter, read_run_document


class RunMirror:
    """This machine's copy of a run trained on ``machine``: ``record`` each event as it comes, ``close`` at the end.
    ``continuing`` a copy adds to it (the run followed again after a dropped link)."""

    def __init__(self, writer: RunWriter, machine: Machine, inventory: Inventory | None = None) -> None:
        self.machine = machine
        self._summarised = False
        self._writer = writer
        self.path = writer.path
        self._origin: dict[str, Any] = {**read_run_document(self.path).get("machine", {}), "host": machine.name,
                                        "program": machine.program}
        self._hardware = HardwareLog(self.path, inventory)

    @classmethod
    def new(cls, config: TrainConfig, machine: Machine, inventory: Inventory | None = None,
            root: Path | None = None) -> RunMirror:
        """A new copy, in this machine's runs (``root``), holding ``machine``'s ``inventory``."""
        return cls(RunWriter(config, root, extra={"machine": {"host": machine.name, "program": machine.program}}),
                   machine, inventory)

    @classmethod
    def continuing(cls, copy: Path, machine: Machine) -> RunMirror:
        """More of the run this copy holds (followed again after a dropped link)."""
        return cls(RunWriter.continuing(copy), machine)

    def set_origin(self, folder: Path, pid: int | None) -> None:
        """Where the run is saved on its machine, and its process there: what following it again needs."""
        self._origin.update(folder=str(folder), pid=pid)
        self._writer.update_config(machine=self._origin)

    def record(self, event: Event) -> None:
        """The event, as a run here records it."""
        self._writer.record(event)
        if isinstance(event, RunSummary):
            self._summarised = True

    def add_samples(self, snapshots: list[Snapshot]) -> None:
        """The remote machine's samples, as the window received them during the run."""
        self._hardware.extend(snapshots)

    def close(self, unfinished: str | None = None) -> None:
        """Close the copy; ``unfinished``: why no summary came (the link dropped), kept as its message (it is listed
        as interrupted, with every event that arrived)."""
        if unfinished is not None and not self._summarised:
            self._writer.update_config(message=unfinished)
        self._writer.close()
        self._hardware.close()


class SampleInbox:
    """A remote machine's samples, handed over from the window's thread and taken by the run's for its copy."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._samples: list[Snapshot] = []

    def put(self, snapshot: Snapshot) -> None:
        with self._lock:
            self._samples.append(snapshot)

    def take(self) -> list[Snapshot]:
        with self._lock:
            taken, self._samples = self._samples, []
        return taken
