"""The contract every GPU backend (NVIDIA, AMD, Apple) fulfils.

A backend never raises out of these methods for a missing or unsupported reading: the field is None. ``open`` tells in
words why a backend cannot run (no driver, library not installed, not a Mac) so the app can say it to the user.
"""

from __future__ import annotations

from typing import Protocol

from dashboard.hardware.records import BackendStatus, GpuInfo, GpuSample


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
