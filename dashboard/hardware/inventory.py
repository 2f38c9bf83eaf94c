"""The machine's static inventory: CPU, memory, software and every GPU any backend can see, read once."""

from __future__ import annotations

from collections.abc import Sequence

from dashboard.hardware.backend import GpuBackend
from dashboard.hardware.cpu import read_cpu_info, read_memory_info
from dashboard.hardware.records import BackendStatus, GpuInfo, Inventory
from dashboard.hardware.software import read_software_info


def default_backends() -> list[GpuBackend]:
    """One backend per vendor; each decides for itself whether it can run here."""
    from dashboard.hardware.amd import AmdBackend
    from dashboard.hardware.apple import AppleBackend
    from dashboard.hardware.nvidia import NvidiaBackend

    return [NvidiaBackend(), AmdBackend(), AppleBackend()]


def gpu_status_text(statuses: Sequence[BackendStatus], gpus: Sequence[GpuInfo]) -> str:
    """One sentence for people: which GPUs were found, or why none were."""
    if gpus:
        return "; ".join(s.reason for s in statuses if s.available)
    reasons = "; ".join(f"{s.vendor}: {s.reason}" for s in statuses)
    return f"running on CPU only ({reasons})" if reasons else "running on CPU only"


def read_inventory(backends: Sequence[GpuBackend]) -> Inventory:
    """Open every backend and read everything static. The backends stay open for the sampler."""
    statuses = [backend.open() for backend in backends]
    gpus: list[GpuInfo] = []
    for backend, status in zip(backends, statuses, strict=True):
        if status.available:
            gpus.extend(backend.inventory())
    return Inventory(
        cpu=read_cpu_info(),
        memory=read_memory_info(),
        software=read_software_info(),
        gpus=tuple(gpus),
        gpu_status=gpu_status_text(statuses, gpus),
    )


def read_inventory_once() -> Inventory:
    """The inventory from this machine's own backends, closed again: for commands that do not sample."""
    backends = default_backends()
    try:
        return read_inventory(backends)
    finally:
        for backend in backends:
            backend.close()
