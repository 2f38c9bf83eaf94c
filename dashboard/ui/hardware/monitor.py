"""The hardware thread: opens the GPU backends, reads the inventory once, then samples until stopped.

A Task like every other background job: the generator yields the Inventory, then one Snapshot per interval. The
sampling loop wakes at once when told to stop, and NVML shuts down only after it has stopped, on the same thread.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence

from PySide6.QtCore import QObject, Signal, Slot

from dashboard.advisor.gpu_matching import with_catalogue_facts
from dashboard.hardware.backend import GpuBackend
from dashboard.hardware.inventory import read_inventory
from dashboard.hardware.records import Inventory, Snapshot
from dashboard.hardware.sampler import DEFAULT_INTERVAL_S, Sampler, SamplingLoop
from dashboard.ui.workers import Task

BackendFactory = Callable[[], Sequence[GpuBackend]]


class HardwareMonitor(QObject):
    """GUI-side owner of the hardware thread: start, change the interval, stop and wait."""

    sig_inventory = Signal(object)  # Inventory
    sig_snapshot = Signal(object)  # Snapshot
    sig_failed = Signal(str)

    def __init__(self, backend_factory: BackendFactory, interval_s: float = DEFAULT_INTERVAL_S,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._backend_factory = backend_factory
        self._interval_s = interval_s
        self._lock = threading.Lock()
        self._loop: SamplingLoop | None = None
        self._stopping = False
        self._task = Task("hardware", self._readings, stop=self._stop_sampling, parent=self)
        self._task.sig_item.connect(self._on_task_item)
        self._task.sig_failed.connect(self.sig_failed)

    def _readings(self) -> Iterator[Inventory | Snapshot]:
        """Runs on the hardware thread."""
        backends = list(self._backend_factory())
        sampler: Sampler | None = None
        try:
            yield with_catalogue_facts(read_inventory(backends))
            sampler = Sampler(backends)
            with self._lock:
                if self._stopping:
                    return
                self._loop = loop = SamplingLoop(sampler, self._interval_s)
            yield from loop.snapshots()
        finally:
            if sampler is not None:
                sampler.close()  # NVML shuts down only after the loop has stopped

    def _stop_sampling(self) -> None:
        with self._lock:
            self._stopping = True
            if self._loop is not None:
                self._loop.stop()

    @Slot(object)
    def _on_task_item(self, item: Inventory | Snapshot) -> None:
        if isinstance(item, Inventory):
            self.sig_inventory.emit(item)
        else:
            self.sig_snapshot.emit(item)

    @property
    def interval_s(self) -> float:
        return self._interval_s

    def start(self) -> None:
        self._task.start()

    def set_interval(self, interval_s: float) -> None:
        """Takes effect at once, even in the middle of a long wait."""
        with self._lock:
            self._interval_s = interval_s
            if self._loop is not None:
                self._loop.set_interval(interval_s)

    def stop(self, timeout_ms: int = 10_000) -> bool:
        """Stop sampling and wait for the thread; True when it has ended."""
        return self._task.stop(timeout_ms)
