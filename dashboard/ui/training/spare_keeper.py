"""Where the Training lab's runs train: here, with the spare training process (``dashboard.training.spare``) kept on
the page's clock (one is started a moment after the page is first shown and after each run, handed to the next run,
and ended with the page), or on the machine the window watches over ssh."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Slot

from dashboard.hardware.records import Inventory
from dashboard.protocol.transport import HERE, Machine
from dashboard.training.child import ChildRun
from dashboard.training.config import TrainConfig
from dashboard.training.spare import SpareProcess

SPARE_AFTER_MS = 1500
"""A spare starts this long after the page is first shown or a run ends (not while the window is still starting)."""


class SpareKeeper(QObject):
    """``soon()`` starts a spare after SPARE_AFTER_MS unless ``busy()`` (a run trains); ``take()`` hands it over."""

    def __init__(self, busy: Callable[[], bool], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._busy = busy
        self._spare = SpareProcess()
        self.enabled = os.environ.get("DL_DASHBOARD_SPARE", "1") != "0"
        """A run's first point in about 3 s instead of 7 on a 2-core machine (`bench first-point`).
        DL_DASHBOARD_SPARE=0 turns it off (the tests, where each spare costs seconds of CPU)."""
        self.timer = QTimer(self, singleShot=True, interval=SPARE_AFTER_MS)
        self.timer.timeout.connect(self.start_now)
        self.machine: Machine = HERE
        self.inventory: Inventory | None = None
        """The remote machine's, kept with this machine's copy of each run trained there."""

    def measure_on(self, machine: Machine, inventory: Inventory | None) -> None:
        self.machine, self.inventory = machine, inventory

    def child_run(self, config: TrainConfig) -> ChildRun:
        """The run of ``config`` where runs train now: with the spare here, or on the remote machine."""
        if self.machine.remote:
            return ChildRun(config, machine=self.machine, inventory=self.inventory)
        return ChildRun(config, spare=self.take())

    @property
    def waiting(self) -> bool:
        return self._spare.waiting

    @property
    def process(self) -> subprocess.Popen[str] | None:
        """The spare waiting (or None)."""
        return self._spare.process

    def soon(self) -> None:
        if not self.waiting:
            self.timer.start()

    @Slot()
    def start_now(self) -> None:
        if self.enabled and not self._busy() and not self.waiting:
            try:
                self._spare.start()
            except OSError:  # no spare (no memory for a process): the next run starts its own, as before
                return

    def take(self) -> subprocess.Popen[str] | None:
        """The spare for the run starting now, if there is one and it may be used."""
        return self._spare.take() if self.enabled else None

    def end(self) -> None:
        self.timer.stop()
        self._spare.end()
