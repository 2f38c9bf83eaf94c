"""The hardware threads: one opens the GPU backends, reads the quick inventory, then samples until stopped; the other
reads the inventory's slow parts meanwhile (py-cpuinfo, the RAM copy speed, the PyTorch build).

Each is a Task like every other background job. The sampling loop wakes at once when told to stop, and NVML shuts
down only after it has stopped, on the same thread. The window gets up to three inventories, each fuller than the
last: the cached one from the last launch (``cached_inventory``, read on the GUI thread before the first paint),
the quick one (only when there was no cache: the cached one says more), and the fresh one, quick and slow parts
together, which is saved to the cache for the next launch.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence

from PySide6.QtCore import QObject, Signal, Slot

from dashboard.hardware import inventory as machine_inventory
from dashboard.hardware.backend import GpuBackend
from dashboard.hardware.inventory import Detail, read_quick_inventory, with_details
from dashboard.hardware.inventory_cache import InventoryCache
from dashboard.hardware.records import CpuInfo, Inventory, MemoryInfo, Snapshot, SoftwareInfo
from dashboard.hardware.sampler import DEFAULT_INTERVAL_S, Sampler, SamplingLoop
from dashboard.ui.workers import Task

BackendFactory = Callable[[], Sequence[GpuBackend]]
INVENTORY_SOURCES = ("cache", "quick", "fresh")
"""Where an inventory the window shows came from: the last launch, the quick reading, or the whole fresh one."""
_DETAIL_KINDS = frozenset({CpuInfo, MemoryInfo, SoftwareInfo})


class HardwareMonitor(QObject):
    """GUI-side owner of the hardware threads: start, change the interval, stop and wait."""

    sig_inventory = Signal(object, str)
    """An Inventory, and which reading it is: "quick" or "fresh" (see INVENTORY_SOURCES)."""
    sig_snapshot = Signal(object)  # Snapshot
    sig_failed = Signal(str)

    def __init__(self, backend_factory: BackendFactory, interval_s: float = DEFAULT_INTERVAL_S,
                 parent: QObject | None = None, cache: InventoryCache | None = None) -> None:
        super().__init__(parent)
        self._backend_factory = backend_factory
        self._interval_s = interval_s
        self._cache = cache
        self._cache_shown = False
        self._quick: Inventory | None = None
        self._details: list[Detail] = []
        self.fresh: Inventory | None = None
        """The whole inventory read by this launch, once it has arrived."""
        self._lock = threading.Lock()
        self._loop: SamplingLoop | None = None
        self._stopping = False
        self._task = Task("hardware", self._readings, stop=self._stop_sampling, parent=self)
        self._task.sig_item.connect(self._on_task_item)
        self._task.sig_failed.connect(self.sig_failed)
        # Looked up when the window opens, not imported, so the tests can put a fixed machine's parts in its place.
        self._details_task = Task("inventory", machine_inventory.read_details, parent=self)
        self._details_task.sig_item.connect(self._on_detail)
        self._details_task.sig_failed.connect(self._on_details_failed)

    def cached_inventory(self) -> Inventory | None:
        """The last launch's inventory on this machine, or None (no cache, another machine's, unreadable). Read on
        the caller's thread: a millisecond. Once one was given, the quick reading is not sent (it says less)."""
        inventory = self._cache.load() if self._cache is not None else None
        if inventory is not None:
            self._cache_shown = True
        return inventory

    def _readings(self) -> Iterator[Inventory | Snapshot]:
        """Runs on the hardware thread."""
        from dashboard.advisor.gpu_matching import with_catalogue_facts

        backends = list(self._backend_factory())
        sampler: Sampler | None = None
        try:
            yield with_catalogue_facts(read_quick_inventory(backends))
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
            self._quick = item
            if not self._finish_inventory() and not self._cache_shown:
                self.sig_inventory.emit(item, "quick")
        else:
            self.sig_snapshot.emit(item)

    @Slot(object)
    def _on_detail(self, detail: Detail) -> None:
        self._details.append(detail)
        self._finish_inventory()

    @Slot(str)
    def _on_details_failed(self, message: str) -> None:
        self.sig_failed.emit(f"reading the inventory failed: {message}")

    def _finish_inventory(self) -> bool:
        """Once the quick reading and every slow part are in: the fresh inventory, sent and cached. True if sent."""
        if self.fresh is not None or self._quick is None or {type(d) for d in self._details} != _DETAIL_KINDS:
            return False
        self.fresh = with_details(self._quick, self._details)
        if self._cache is not None:
            self._cache.save(self.fresh)
        self.sig_inventory.emit(self.fresh, "fresh")
        return True

    @property
    def interval_s(self) -> float:
        return self._interval_s

    def start(self) -> None:
        self._task.start()
        self._details_task.start()

    def set_interval(self, interval_s: float) -> None:
        """Takes effect at once, even in the middle of a long wait."""
        with self._lock:
            self._interval_s = interval_s
            if self._loop is not None:
                self._loop.set_interval(interval_s)

    def stop(self, timeout_ms: int = 10_000) -> bool:
        """Stop sampling and reading, and wait for both threads; True when both have ended."""
        ended = [task.stop(timeout_ms) for task in (self._task, self._details_task)]
        return all(ended)
