"""A run trained on another machine, saved on this one as its events stream in.

The remote agent saves the run where it trains; the window keeps its own copy, line by line as each event arrives,
so that a link that drops mid-run loses nothing already shown, and the run is listed, reopened and exported here like
any other. The copy holds the remote machine's inventory and the hardware samples the window received from it while
the run trained (``inventory.json`` and ``samples.jsonl``, as a recording needs them), and names the host and the
remote folder in its config.
"""

from __future__ import annotations

from pathlib import Path

from dashboard.hardware.records import Inventory, Snapshot
from dashboard.training.config import TrainConfig
from dashboard.training.events import Event, RunSummary
from dashboard.training.hardware_log import HardwareLog
from dashboard.training.runs import RunWriter


class RunMirror:
    """This machine's copy of a run trained on ``host``: ``record`` each event as it comes, ``close`` at the end."""

    def __init__(self, config: TrainConfig, host: str, inventory: Inventory | None = None,
                 root: Path | None = None) -> None:
        self.host = host
        self._summarised = False
        self._writer = RunWriter(config, root, extra={"machine": {"host": host}})
        self.path = self._writer.path
        self._hardware = HardwareLog(self.path, inventory)

    def record(self, event: Event, remote_folder: Path | None = None) -> None:
        """The event, as a run here records it; with the summary, where the run is saved on its machine."""
        self._writer.record(event)
        if isinstance(event, RunSummary):
            self._summarised = True
            if remote_folder is not None:
                self._writer.update_config(machine={"host": self.host, "folder": str(remote_folder)})

    def add_samples(self, snapshots: list[Snapshot]) -> None:
        """The remote machine's samples, as the window received them during the run."""
        for snapshot in snapshots:
            self._hardware.append(snapshot)

    def close(self, unfinished: str | None = None) -> None:
        """Close the copy; ``unfinished``: why no summary came (the link dropped), kept as its message (it is listed
        as interrupted, with every event that arrived)."""
        if unfinished is not None and not self._summarised:
            self._writer.update_config(message=unfinished)
        self._writer.close()
        self._hardware.close()
