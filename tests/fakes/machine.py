"""A CPU-only laptop with fixed facts: the inventory unit tests use in place of reading this machine's.

Reading the real machine measures it (the RAM copy speed, py-cpuinfo's second), so a test that did so depended on
the machine it ran on and on how busy it was: a slow copy under load turned a compute-bound estimate memory-bound.
These records are the same everywhere; a test that needs another machine replaces the part it is about."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from dashboard.hardware.backend import GpuBackend
from dashboard.hardware.inventory import read_quick_inventory, with_details
from dashboard.hardware.records import CpuInfo, Inventory, MemoryInfo, SoftwareInfo

GIB = 1024**3

LAPTOP_CPU = CpuInfo("Test Laptop CPU 4C", "GenuineIntel", "x86_64", 4, 8, 2400.0, 4200.0, 5 * 2**20, 12 * 2**20,
                     ("sse4_2", "avx", "avx2", "fma"), 32, 537.6,
                     "estimate: 4 cores x 4200 MHz x 32 FLOPs/cycle (AVX2 + FMA: 2 FMA pipes x 8 lanes x 2 FLOPs)")
LAPTOP_MEMORY = MemoryInfo(total_bytes=16 * GIB, swap_total_bytes=2 * GIB, copy_bandwidth_gbps=18.0,
                           copy_bandwidth_min_gbps=17.2, copy_bandwidth_max_gbps=18.9, copy_bandwidth_repeats=5)
LAPTOP_SOFTWARE = SoftwareInfo("Linux-6.8.0-x86_64-with-glibc2.39", "CPython 3.11.9", "2.5.1", "cpu", None, (), 4,
                               ("cpu",))


def laptop_inventory() -> Inventory:
    """The laptop as a whole inventory: no GPU, and the reasons the backends would give on it."""
    reasons = (("nvidia", "no NVIDIA driver found (NVML library not installed)"),
               ("amd", "AMD SMI library (libamd_smi.so) could not be loaded: install amd-smi-lib from ROCm"),
               ("apple", "not a Mac"))
    status = "running on CPU only (" + "; ".join(f"{vendor}: {why}" for vendor, why in reasons) + ")"
    return Inventory(LAPTOP_CPU, LAPTOP_MEMORY, LAPTOP_SOFTWARE, (), status, reasons)


def laptop_details() -> Iterator[CpuInfo | MemoryInfo | SoftwareInfo]:
    """The inventory's slow parts as ``read_details`` yields them, at once: nothing is measured."""
    yield from (LAPTOP_CPU, LAPTOP_MEMORY, LAPTOP_SOFTWARE)


def laptop_with(backends: Sequence[GpuBackend]) -> Inventory:
    """What ``read_inventory(backends)`` reads, with the laptop's CPU, memory and software: the GPU backends (doubles)
    are opened and read for real, nothing of this machine is measured."""
    return with_details(read_quick_inventory(backends), list(laptop_details()))
