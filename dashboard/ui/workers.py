"""Background work for the GUI: the hardware worker reads the inventory and then samples, on its own thread.

The worker only emits signals carrying frozen records; it never touches a widget. Stopping is cooperative: the
sampling loop wakes at once when told to stop, then the thread's event loop quits and the GUI waits for it.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QThread, Signal, Slot

from dashboard.hardware.backend import GpuBackend
from dashboard.hardware.inventory import read_inventory
from dashboard.hardware.records import Inventory, Snapshot
from dashboard.hardware.sampler import DEFAULT_INTERVAL_S, Sampler, SamplingLoop

log = logging.getLogger(__name__)

BackendFactory = Callable[[], Sequence[GpuBackend]]

_started_threads: weakref.WeakSet[QThread] = weakref.WeakSet()


def running_threads() -> list[QThread]:
    """Every worker thread this module started that still runs (tests assert there are none left)."""
    return [t for t in list(_started_threads) if t.isRunning()]


class HardwareWorker(QObject):
    """Lives on the hardware thread: opens the GPU backends, reads the inventory once, then samples until stopped."""

    sig_inventory = Signal(object)  # Inventory
    sig_snapshot = Signal(object)  # Snapshot
    sig_failed = Signal(str)
    sig_finished = Signal()

    def __init__(self, backend_factory: BackendFactory, interval_s: float) -> None:
        super().__init__()
        self._backend_factory = backend_factory
        self._interval_s = interval_s
        self._loop: SamplingLoop | None = None
        self._stop_requested = False

    @Slot()
    def run(self) -> None:
        sampler: Sampler | None = None
        try:
            backends = list(self._backend_factory())
            inventory: Inventory = read_inventory(backends)
            self.sig_inventory.emit(inventory)
            sampler = Sampler(backends)
            self._loop = SamplingLoop(sampler, self._interval_s)
            if self._stop_requested:
                self._loop.stop()
            self._loop.run(self._emit_snapshot)
        except Exception as err:  # noqa: BLE001 - any failure must reach the user, not kill the thread silently
            log.exception("hardware worker failed")
            self.sig_failed.emit(f"{type(err).__name__}: {err}")
        finally:
            if sampler is not None:
                sampler.close()  # NVML shuts down only after the loop has stopped
            self.sig_finished.emit()

    def _emit_snapshot(self, snapshot: Snapshot) -> None:
        self.sig_snapshot.emit(snapshot)

    def set_interval(self, interval_s: float) -> None:
        """Thread-safe: called from the GUI thread while ``run`` is busy sampling."""
        self._interval_s = interval_s
        if self._loop is not None:
            self._loop.set_interval(interval_s)

    def request_stop(self) -> None:
        """Thread-safe. Takes effect within one wake-up of the sampling loop."""
        self._stop_requested = True
        if self._loop is not None:
            self._loop.stop()


class HardwareMonitor(QObject):
    """GUI-side owner of the hardware thread: start, change interval, stop and wait."""

    sig_inventory = Signal(object)
    sig_snapshot = Signal(object)
    sig_failed = Signal(str)

    def __init__(self, backend_factory: BackendFactory, interval_s: float = DEFAULT_INTERVAL_S,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("hardware")
        self._worker = HardwareWorker(backend_factory, interval_s)
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.run)
        self._worker.sig_finished.connect(self._thread.quit)
        self._worker.sig_inventory.connect(self.sig_inventory)
        self._worker.sig_snapshot.connect(self.sig_snapshot)
        self._worker.sig_failed.connect(self.sig_failed)
        self._interval_s = interval_s

    @property
    def interval_s(self) -> float:
        return self._interval_s

    def start(self) -> None:
        _started_threads.add(self._thread)
        self._thread.start()

    def set_interval(self, interval_s: float) -> None:
        self._interval_s = interval_s
        self._worker.set_interval(interval_s)

    def stop(self, timeout_ms: int = 10_000) -> bool:
        """Stop sampling and wait for the thread; True when it has ended."""
        self._worker.request_stop()
        if not self._thread.isRunning():
            return True
        self._thread.quit()
        return self._thread.wait(timeout_ms)
