"""The contract every GPU backend (NVIDIA, AMD, Apple) fulfils, and the lifecycle they share.

A backend never raises out of these methods for a missing or unsupported reading: the field is None. ``open`` tells in
words why a backend cannot run (no driver, library not installed, not a Mac) so the app can say it to the user.
"""

from __future__ import annotations

import logging
import threading
from abc import ABC, abstractmethod
from typing import Protocol, runtime_checkable

from dashboard.hardware.records import BackendStatus, GpuInfo, GpuSample


@runtime_checkable
class GpuBackend(Protocol):
    vendor: str

    def open(self) -> BackendStatus:
        """Initialise the vendor library once. Safe to call again; returns the same status."""
        ...

    def inventory(self) -> list[GpuInfo]:
        """Static facts of every GPU this backend sees (empty when not available)."""
        ...

    def sample(self, slow: bool) -> list[GpuSample]:
        """One reading per GPU. With ``slow=False`` the fields in SLOW_GPU_FIELDS may be left None."""
        ...

    def close(self) -> None:
        """Release the vendor library. Called only after sampling has stopped."""
        ...


class BackendLifecycle(ABC):
    """What every vendor backend does the same way around its vendor code, so each backend keeps only that code.

    ``open`` answers once and keeps the status; the library is shut down only if it was started, and only once (NVML
    and amdsmi count starts and shutdowns); a reading the library lacks is logged once, not on every tick. The GUI
    and the sampler thread may both reach a backend, so ``open`` and ``close`` hold the backend's lock.
    """

    vendor: str

    def __init__(self, log: logging.Logger) -> None:
        self._log = log
        """The vendor module's logger, so a message names the backend it came from."""
        self._status: BackendStatus | None = None
        self._library_started = False
        self._logged: set[str] = set()
        self._lock = threading.RLock()

    # ------------------------------------------------------------ what each backend provides

    @abstractmethod
    def _open(self) -> BackendStatus:
        """Start the vendor library and find the GPUs; called once, under the lock."""

    @abstractmethod
    def _shut_down_library(self) -> None:
        """Release the vendor library; called only after ``_mark_library_started``, and once."""

    @abstractmethod
    def _forget(self) -> None:
        """Drop what ``close`` must not keep; called under the lock after the library is shut down."""

    # ------------------------------------------------------------ the shared lifecycle

    def open(self) -> BackendStatus:
        """Start once; later calls return the first answer."""
        with self._lock:
            if self._status is None:
                self._status = self._open()
            return self._status

    def close(self) -> None:
        """Shut the library down if our start succeeded, then forget what the backend says it must."""
        with self._lock:
            self._shut_down()
            self._forget()

    @property
    def _is_available(self) -> bool:
        """Opened, and found GPUs to read."""
        return self._status is not None and self._status.available

    def _available(self, reason: str) -> BackendStatus:
        return BackendStatus(vendor=self.vendor, available=True, reason=reason)

    def _unavailable(self, reason: str) -> BackendStatus:
        return BackendStatus(vendor=self.vendor, available=False, reason=reason)

    def _mark_library_started(self) -> None:
        """Say the vendor library's start succeeded, so ``_shut_down`` must release it."""
        self._library_started = True

    def _shut_down(self) -> None:
        """Release the library once, only if it was started; a failure here must not fail the app's exit."""
        if not self._library_started:
            return
        self._library_started = False
        try:
            self._shut_down_library()
        except Exception as err:  # noqa: BLE001 - shutting down is best effort
            self._log.debug("%s library shutdown failed: %r", self.vendor, err)

    def _log_once(self, key: str, message: str, *args: object, level: int = logging.INFO) -> None:
        """Log ``message`` the first time ``key`` comes up: a missing reading would otherwise log on every tick."""
        if key in self._logged:
            return
        self._logged.add(key)
        self._log.log(level, message, *args)
