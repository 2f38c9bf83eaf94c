"""The machine's static inventory: CPU, memory, software and every GPU any backend can see, read once.

The window reads it in two steps so its spec cards never wait for the slow parts: ``read_quick_inventory`` opens
the backends and reads the GPUs, the CPU from the kernel, the memory size and the OS (milliseconds, without
importing PyTorch), then ``read_details`` yields what takes seconds (py-cpuinfo, the RAM copy speed, the PyTorch
build), which ``with_details`` puts in its place.
"""

from __future__ import annotations

import dataclasses
import platform
import sys
from collections.abc import Iterator, Sequence

from dashboard.hardware.backend import GpuBackend
from dashboard.hardware.cpu import quick_cpuinfo, read_cpu_info, read_cpu_info_fast, read_memory_info
from dashboard.hardware.records import BackendStatus, CpuInfo, GpuInfo, Inventory, MemoryInfo, SoftwareInfo
from dashboard.hardware.software import read_software_info

Detail = CpuInfo | MemoryInfo | SoftwareInfo
"""One of the slow parts of an inventory, as ``read_details`` yields them."""


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


def no_gpu_reasons(statuses: Sequence[BackendStatus], gpus: Sequence[GpuInfo]) -> tuple[tuple[str, str], ...]:
    """(vendor, reason) of each backend when none found a GPU; () when one did."""
    return () if gpus else tuple((s.vendor, s.reason) for s in statuses)


def open_backends(backends: Sequence[GpuBackend]) -> tuple[list[BackendStatus], tuple[GpuInfo, ...]]:
    """Open every backend and read its GPUs; the backends stay open for the sampler."""
    statuses = [backend.open() for backend in backends]
    gpus: list[GpuInfo] = []
    for backend, status in zip(backends, statuses, strict=True):
        if status.available:
            gpus.extend(backend.inventory())
    return statuses, tuple(gpus)


def read_inventory(backends: Sequence[GpuBackend]) -> Inventory:
    """Open every backend and read everything static. The backends stay open for the sampler."""
    statuses, gpus = open_backends(backends)
    return Inventory(
        cpu=read_cpu_info_fast(),
        memory=read_memory_info(),
        software=read_software_info(),
        gpus=gpus,
        gpu_status=gpu_status_text(statuses, gpus),
        gpu_reasons=no_gpu_reasons(statuses, gpus),
    )


def read_quick_inventory(backends: Sequence[GpuBackend]) -> Inventory:
    """Open every backend and read what takes milliseconds: the GPUs, the CPU from the kernel, the memory without
    its copy speed, the software without PyTorch (``quick_software_info``). ``read_details`` gives the rest."""
    statuses, gpus = open_backends(backends)
    return Inventory(
        cpu=read_cpu_info(quick_cpuinfo()),
        memory=read_memory_info(measure_bandwidth=False),
        software=quick_software_info(),
        gpus=gpus,
        gpu_status=gpu_status_text(statuses, gpus),
        gpu_reasons=no_gpu_reasons(statuses, gpus),
    )


def quick_software_info() -> SoftwareInfo:
    """The OS and Python; PyTorch unknown until ``read_software_info`` has imported it (a second or more)."""
    python = f"{platform.python_implementation()} {sys.version.split()[0]}"
    return SoftwareInfo(platform.platform(), python, None, None, None, (), None, ("cpu",))


def read_details() -> Iterator[Detail]:
    """The slow parts, one at a time (so a caller can stop between them): the CPU (py-cpuinfo's second where the
    kernel does not say all: every launch of the app read it on Linux too, 1.1 s of CPU in a process of its own), the
    memory with its measured copy speed, and the software with PyTorch."""
    yield read_cpu_info_fast()
    yield read_memory_info()
    yield read_software_info()


def with_details(inventory: Inventory, details: Sequence[Detail]) -> Inventory:
    """``inventory`` with each detail in its place (the quick reading made whole)."""
    for detail in details:
        if isinstance(detail, CpuInfo):
            inventory = dataclasses.replace(inventory, cpu=detail)
        elif isinstance(detail, MemoryInfo):
            inventory = dataclasses.replace(inventory, memory=detail)
        else:
            inventory = dataclasses.replace(inventory, software=detail)
    return inventory


def read_inventory_once() -> Inventory:
    """The inventory from this machine's own backends, closed again: for commands that do not sample."""
    backends = default_backends()
    try:
        return read_inventory(backends)
    finally:
        for backend in backends:
            backend.close()
