"""What the hardware was and did during a run, stored beside its metrics: the machine's inventory once, at the
start (inventory.json, atomically), then every hardware sample taken while it ran (samples.jsonl, one flushed line
each, like metrics.jsonl). Steps and samples both carry wall-clock timestamps: one clock, one time axis.

A recording made from the folder carries them to another machine, whose window then redraws this machine's spec
cards and hardware plots. Read back as untrusted files: a sample line of the wrong types is skipped and counted, an
inventory that cannot be used is None.
"""

from __future__ import annotations

import contextlib
import json
import logging
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from dashboard.hardware.backend import GpuBackend
from dashboard.hardware.records import Inventory, Snapshot, to_dict
from dashboard.hardware.sampler import Sampler, SamplingLoop
from dashboard.jsontools import json_safe
from dashboard.training.disk import WriteFailed
from dashboard.training.run_schema import SkippedLines, count_torn_last_line
from dashboard.typed_json import WrongType, record_from_json

log = logging.getLogger(__name__)

INVENTORY_FILE = "inventory.json"
SAMPLES_FILE = "samples.jsonl"
MAX_INVENTORY_BYTES = 1_000_000
"""An inventory is a few kilobytes: anything larger is not one."""


def inventory_to_json(inventory: Inventory) -> dict[str, Any]:
    return json_safe(to_dict(inventory))


def inventory_from_json(data: Any, where: str = "inventory") -> Inventory:
    """An Inventory from untrusted JSON; WrongType names the field that does not fit."""
    inventory: Inventory = record_from_json(Inventory, data, where=where)
    return inventory


def snapshot_to_json(snapshot: Snapshot) -> dict[str, Any]:
    return json_safe(to_dict(snapshot))


def snapshot_from_json(data: Any, where: str = "sample") -> Snapshot:
    """A Snapshot from untrusted JSON; WrongType names the field that does not fit."""
    snapshot: Snapshot = record_from_json(Snapshot, data, where=where)
    return snapshot


class HardwareLog:
    """Writes one run's inventory and samples into its folder. Close it (or use it as a context manager).

    A failed write raises WriteFailed naming the file; the samples written before it stay.
    """

    def __init__(self, folder: Path, inventory: Inventory | None) -> None:
        from dashboard.training.runs import write_json_atomically

        self.folder = folder
        try:
            if inventory is not None:
                write_json_atomically(folder / INVENTORY_FILE, inventory_to_json(inventory))
            self._samples = open(folder / SAMPLES_FILE, "a", encoding="utf-8")  # noqa: SIM115 - closed in close()
        except OSError as err:
            raise WriteFailed.of(err, folder / SAMPLES_FILE) from None
        self.written = 0

    def append(self, snapshot: Snapshot) -> None:
        try:
            self._samples.write(json.dumps(snapshot_to_json(snapshot)) + "\n")
            self._samples.flush()
        except OSError as err:
            raise WriteFailed.of(err, self.folder / SAMPLES_FILE) from None
        self.written += 1

    def extend(self, snapshots: list[Snapshot]) -> None:
        for snapshot in snapshots:
            self.append(snapshot)

    def close(self) -> None:
        if not self._samples.closed:
            with contextlib.suppress(OSError):  # a failed write was reported when it failed
                self._samples.close()

    def __enter__(self) -> HardwareLog:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def read_inventory(folder: Path) -> Inventory | None:
    """The inventory stored with a run, or None when there is none or it cannot be used."""
    path = folder / INVENTORY_FILE
    try:
        if path.stat().st_size > MAX_INVENTORY_BYTES:
            return None
        return inventory_from_json(json.loads(path.read_bytes()))
    except (OSError, ValueError, RecursionError):  # missing, unreadable, not JSON, wrong types (WrongType)
        return None


def read_samples(folder: Path, skipped: SkippedLines | None = None) -> list[Snapshot]:
    """Every usable sample stored with a run, in the order taken; lines that are not are counted in ``skipped``."""
    skipped = skipped if skipped is not None else SkippedLines()
    try:
        data = (folder / SAMPLES_FILE).read_bytes()
    except OSError:
        return []
    samples = []
    for line in data.split(b"\n"):
        if not line.strip():
            continue
        try:
            samples.append(snapshot_from_json(json.loads(line)))
        except WrongType:
            skipped.wrong_types += 1
        except (ValueError, RecursionError):
            skipped.unreadable += 1
    count_torn_last_line(data, skipped)
    return samples


def recording_inventory(backends: Sequence[GpuBackend]) -> Inventory:
    """The machine's inventory for a run's folder, in milliseconds: the window's cached reading when it is this
    machine's, else the quick reading with PyTorch's part filled in (a training process has imported it already)
    and without the RAM copy measurement, which would take a second and disturb the run about to start."""
    from dashboard.hardware.inventory import read_quick_inventory, with_details
    from dashboard.hardware.inventory_cache import InventoryCache
    from dashboard.hardware.software import read_software_info

    quick = read_quick_inventory(backends)  # opens the backends for the sampler too
    cached = InventoryCache.default().load()
    if cached is not None and len(cached.gpus) == len(quick.gpus):
        return cached
    return with_details(quick, [read_software_info()])


class HardwareRecorder:
    """Samples the hardware on a thread of its own while a run trains, into the run folder's HardwareLog.

    Cheap (a sample costs about half a millisecond, once per ``interval_s``), so every run carries what the machine
    did. Without a folder yet (an experiment makes its folder at its first point, so that one failing before leaves
    nothing) the samples wait in memory until ``attach``. A write that fails ends the recording of samples, not the
    run: its metrics matter more.
    """

    def __init__(self, folder: Path | None, interval_s: float = 1.0,
                 backends: Sequence[GpuBackend] | None = None) -> None:
        from dashboard.hardware.inventory import default_backends

        self._backends = list(default_backends() if backends is None else backends)
        self.inventory = recording_inventory(self._backends)
        self._sampler = Sampler(self._backends)
        self._loop = SamplingLoop(self._sampler, interval_s)
        self._lock = threading.Lock()  # the log and the waiting samples, between the thread and attach()
        self._waiting: list[Snapshot] = []
        self.log: HardwareLog | None = None
        self.problem: str | None = None
        if folder is not None:
            try:
                self.attach(folder)
            except WriteFailed:
                self._sampler.close()
                raise
        self._thread = threading.Thread(target=self._run, name="hardware-recorder", daemon=True)
        self._thread.start()

    def attach(self, folder: Path) -> None:
        """Write the inventory and the samples taken so far into ``folder``, and every later one as it comes;
        WriteFailed when the folder refuses the first of them."""
        with self._lock:
            log_ = HardwareLog(folder, self.inventory)
            try:
                for snapshot in self._waiting:
                    log_.append(snapshot)
            except WriteFailed:
                log_.close()
                raise
            self.log, self._waiting = log_, []

    @property
    def taken(self) -> list[Snapshot]:
        """The samples kept in memory: all of them when no folder was ever attached (a lesson's recording)."""
        with self._lock:
            return list(self._waiting)

    def _run(self) -> None:
        try:
            snapshots = self._loop.snapshots()
            next(snapshots)  # taken as the loop starts, its CPU share covers no time: not a reading
            for snapshot in snapshots:
                with self._lock:
                    if self.log is None:
                        self._waiting.append(snapshot)
                    else:
                        self.log.append(snapshot)
        except WriteFailed as err:
            self.problem = f"hardware samples stopped: {err.reason} ({err.path})"
            log.warning(self.problem)

    def stop(self) -> None:
        """Stop sampling (within a wake-up), wait for the thread, close the file and the backends."""
        self._loop.stop()
        self._thread.join()
        if self.log is not None:
            self.log.close()
        self._sampler.close()

    def __enter__(self) -> HardwareRecorder:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def try_recorder(folder: Path | None, what: str) -> HardwareRecorder | None:
    """A HardwareRecorder for ``folder`` (None: samples kept until ``attach``), or None when it cannot start (a
    write refused, a driver failing): the samples are what a recording shows beside the results, never a reason
    for ``what`` (a run, an experiment, a lesson) to fail."""
    try:
        return HardwareRecorder(folder)
    except Exception as err:  # noqa: BLE001 - any failure to sample leaves the measuring as it was
        log.warning("no hardware samples for the %s: %s", what, err)
        return None
