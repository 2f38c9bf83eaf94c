"""Background work for the GUI: the hardware worker reads the inventory and then samples, on its own thread.

The worker only emits signals carrying frozen records; it never touches a widget. Stopping is cooperative: the
sampling loop wakes at once when told to stop, then the thread's event loop quits and the GUI waits for it.
"""

from __future__ import annotations

import logging
import threading
import weakref
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QThread, Signal, Slot

from dashboard.advisor.gpu_matching import with_catalogue_facts
from dashboard.hardware.backend import GpuBackend
from dashboard.hardware.inventory import read_inventory
from dashboard.hardware.records import Inventory, Snapshot
from dashboard.hardware.sampler import DEFAULT_INTERVAL_S, Sampler, SamplingLoop
from dashboard.training.control import RunControl

log = logging.getLogger(__name__)

BackendFactory = Callable[[], Sequence[GpuBackend]]

_started_threads: weakref.WeakSet[QThread] = weakref.WeakSet()

USER_FACING_ERRORS = {"ConfigError", "DatasetUnavailable"}
"""Errors whose message is written for a person (and named here, so this module need not import torch)."""


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
            inventory: Inventory = with_catalogue_facts(read_inventory(backends))
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


class TrainingWorker(QObject):
    """Lives on the training thread: prepares and runs one recorded training run.

    Events go into a locked buffer the GUI drains on its own timer, so a fast run cannot flood the event queue and
    redraws stay at the GUI's pace however fast the steps are.
    """

    sig_failed = Signal(str)  # the run could not start: the message says why
    sig_finished = Signal(object)  # RunSummary, or None when preparation failed

    def __init__(self, config: object, control: RunControl) -> None:
        super().__init__()
        self._config = config
        self._lock = threading.Lock()
        self._events: list[object] = []
        self.control = control

    def take_events(self) -> list[object]:
        """Everything that arrived since the last call (called from the GUI thread)."""
        with self._lock:
            events, self._events = self._events, []
        return events

    @Slot()
    def run(self) -> None:
        summary = None
        try:
            from dashboard.training.config import ConfigError
            from dashboard.training.control import RunControl
            from dashboard.training.datasets import DatasetUnavailable
            from dashboard.training.engine import RunSummary
            from dashboard.training.session import RecordedRun

            if self.control is None:
                self.control = RunControl()
            recorded = RecordedRun(self._config, self.control)
            try:
                recorded.prepare()
            except (ConfigError, DatasetUnavailable, ValueError) as err:
                self.sig_failed.emit(str(err))
                return
            for event in recorded:
                with self._lock:
                    self._events.append(event)
                if isinstance(event, RunSummary):
                    summary = event
        except Exception as err:  # noqa: BLE001 - reported to the user; the app stays alive
            log.exception("training worker failed")
            self.sig_failed.emit(f"{type(err).__name__}: {err}")
        finally:
            self.sig_finished.emit(summary)


class TrainingRunner(QObject):
    """GUI-side owner of one training thread: start, pause, resume, stop and wait."""

    sig_failed = Signal(str)
    sig_finished = Signal(object)

    def __init__(self, config: object, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("training")
        self.worker = TrainingWorker(config, RunControl())
        self.worker.moveToThread(self._thread)
        self._thread.started.connect(self.worker.run)
        self.worker.sig_finished.connect(self._thread.quit)
        self.worker.sig_failed.connect(self.sig_failed)
        self.worker.sig_finished.connect(self.sig_finished)

    @property
    def control(self):  # noqa: ANN201 - RunControl
        return self.worker.control

    def start(self) -> None:
        _started_threads.add(self._thread)
        self._thread.start()

    def is_running(self) -> bool:
        return self._thread.isRunning()

    def stop(self, timeout_ms: int = 15_000) -> bool:
        """Ask the run to stop (it records a "stopped" summary) and wait for the thread."""
        self.control.stop()
        if not self._thread.isRunning():
            return True
        self._thread.quit()  # the queued quit from sig_finished cannot run while this thread waits
        return self._thread.wait(timeout_ms)


class _CallWorker(QObject):
    sig_done = Signal(int, object)
    sig_failed = Signal(int, str)

    @Slot(int, object)
    def execute(self, ticket: int, function: object) -> None:
        try:
            self.sig_done.emit(ticket, function())
        except Exception as err:  # noqa: BLE001 - reported to the caller as text
            self.sig_failed.emit(ticket, f"{type(err).__name__}: {err}")


class BackgroundCalls(QObject):
    """Runs short jobs (building a model to count its parameters) on one thread, in order, off the GUI thread.

    Each ``submit`` returns a ticket; answers carry it, so a caller can ignore answers to questions it has since
    replaced.
    """

    sig_done = Signal(int, object)
    sig_failed = Signal(int, str)
    _sig_execute = Signal(int, object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName(name)
        self._worker = _CallWorker()
        self._worker.moveToThread(self._thread)
        self._sig_execute.connect(self._worker.execute)
        self._worker.sig_done.connect(self.sig_done)
        self._worker.sig_failed.connect(self.sig_failed)
        self._ticket = 0

    def submit(self, function: Callable[[], object]) -> int:
        if not self._thread.isRunning():
            _started_threads.add(self._thread)
            self._thread.start()
        self._ticket += 1
        self._sig_execute.emit(self._ticket, function)
        return self._ticket

    @property
    def latest_ticket(self) -> int:
        return self._ticket

    def stop(self, timeout_ms: int = 10_000) -> bool:
        """Finish the job in hand, drop the rest, and end the thread."""
        if not self._thread.isRunning():
            return True
        self._thread.quit()
        return self._thread.wait(timeout_ms)


class _IteratorWorker(QObject):
    sig_item = Signal(object)
    sig_failed = Signal(str)
    sig_finished = Signal()

    def __init__(self, make_iterator: Callable[[], object]) -> None:
        super().__init__()
        self._make_iterator = make_iterator

    @Slot()
    def run(self) -> None:
        try:
            for item in self._make_iterator():
                self.sig_item.emit(item)
        except Exception as err:  # noqa: BLE001 - shown to the user; the app stays alive
            if type(err).__name__ not in USER_FACING_ERRORS:
                log.exception("background iteration failed")
            plain = type(err).__name__ in USER_FACING_ERRORS  # their message already says what to do
            self.sig_failed.emit(str(err) if plain else f"{type(err).__name__}: {err}")
        finally:
            self.sig_finished.emit()


class IteratorRunner(QObject):
    """Runs a slow iterator (a sweep: one item every few seconds) on its own thread and emits each item.

    Cancelling is the iterator's business (it watches a RunControl); ``stop`` then waits for the thread.
    """

    sig_item = Signal(object)
    sig_failed = Signal(str)
    sig_finished = Signal()

    def __init__(self, name: str, make_iterator: Callable[[], object], control: RunControl,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.control = control
        self._thread = QThread()
        self._thread.setObjectName(name)
        self._worker = _IteratorWorker(make_iterator)
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.run)
        self._worker.sig_finished.connect(self._thread.quit)
        self._worker.sig_item.connect(self.sig_item)
        self._worker.sig_failed.connect(self.sig_failed)
        self._worker.sig_finished.connect(self.sig_finished)

    def start(self) -> None:
        _started_threads.add(self._thread)
        self._thread.start()

    def is_running(self) -> bool:
        return self._thread.isRunning()

    def stop(self, timeout_ms: int = 30_000) -> bool:
        self.control.stop()
        if not self._thread.isRunning():
            return True
        self._thread.quit()
        return self._thread.wait(timeout_ms)
