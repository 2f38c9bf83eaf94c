"""What the CPU is: cores, clocks, caches, SIMD width and an estimated FP32 peak.

py-cpuinfo gives brand, vendor and flags on every OS; on Linux the kernel's sysfs is more accurate for caches and
clocks (py-cpuinfo reports one L3 slice on some VMs), so it wins when present. py-cpuinfo takes about a second (it
runs a second Python process), so the window first shows ``quick_cpuinfo``: the same fields read from the kernel's
/proc/cpuinfo (or macOS's sysctl) in a millisecond, and replaces them when py-cpuinfo has answered.
"""

from __future__ import annotations

import functools
import platform
import re
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psutil

from dashboard.hardware.records import CpuInfo, MemoryInfo

SYSFS_CPU = Path("/sys/devices/system/cpu")
PROC_CPUINFO = Path("/proc/cpuinfo")

# Flags worth showing to a deep-learning audience, in the order of their vector width; first spelling wins.
_SIMD_FLAGS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("sse4_2", ("sse4_2",)),
    ("avx", ("avx",)),
    ("avx2", ("avx2",)),
    ("fma", ("fma",)),
    ("avx_vnni", ("avx_vnni",)),
    ("avx512f", ("avx512f",)),
    ("avx512_vnni", ("avx512_vnni", "avx512vnni")),
    ("avx512_bf16", ("avx512_bf16",)),
    ("amx", ("amx_tile", "amx_bf16", "amx_int8")),
    ("neon", ("neon", "asimd")),
    ("sve", ("sve",)),
    ("sve2", ("sve2",)),
)


def simd_features(flags: Iterable[str], arch: str) -> tuple[str, ...]:
    """The SIMD extensions that matter for tensor maths, lowercase, widest last."""
    present = {f.lower() for f in flags}
    if _is_arm64(arch):
        present.add("neon")  # Advanced SIMD is mandatory on ARMv8-A; macOS does not list it as a flag
    return tuple(name for name, spellings in _SIMD_FLAGS if present.intersection(spellings))


def fp32_flops_per_cycle(simd: tuple[str, ...], vendor: str | None, family: int | None, brand: str) -> tuple[int, str]:
    """FP32 FLOPs one core can issue per cycle, and the assumption behind it.

    Counts fused multiply-adds (2 FLOPs) per vector lane on the usual two FMA pipes. It is a textbook ceiling:
    real kernels reach a fraction of it, and some parts have one pipe instead of two.
    """
    amd = (vendor or "").lower().startswith(("authenticamd", "amd"))
    if "avx512f" in simd:
        if amd and (family or 0) < 26:
            return 32, "AVX-512 on Zen 4 runs on two 256-bit FMA pipes: 2 x 8 lanes x 2 FLOPs"
        return 64, "AVX-512: 2 FMA pipes x 16 lanes x 2 FLOPs"
    if "avx2" in simd and "fma" in simd:
        return 32, "AVX2 + FMA: 2 FMA pipes x 8 lanes x 2 FLOPs"
    if "avx" in simd:
        return 16, "AVX: one 8-lane multiply + one 8-lane add"
    if "neon" in simd:
        if brand.startswith("Apple"):
            return 32, "Apple performance core: 4 NEON FMA pipes x 4 lanes x 2 FLOPs"
        return 16, "NEON: 2 FMA pipes x 4 lanes x 2 FLOPs"
    if "sse4_2" in simd:
        return 8, "SSE: one 4-lane multiply + one 4-lane add"
    return 0, "no known SIMD extension"


def cache_totals(sysfs: Path = SYSFS_CPU) -> dict[int, int]:
    """Total bytes per cache level across all distinct instances, like `lscpu` prints them (L2: 2 MiB = 2 x 1 MiB)."""
    seen: set[tuple[str, str, str]] = set()
    totals: dict[int, int] = {}
    for index in sorted(sysfs.glob("cpu[0-9]*/cache/index[0-9]*")):
        try:
            level = (index / "level").read_text().strip()
            kind = (index / "type").read_text().strip()
            shared = (index / "shared_cpu_list").read_text().strip()
            size = _parse_size((index / "size").read_text().strip())
        except (OSError, ValueError):
            continue
        key = (level, kind, shared)
        if key in seen or kind == "Instruction":
            continue
        seen.add(key)
        totals[int(level)] = totals.get(int(level), 0) + size
    return totals


def _parse_size(text: str) -> int:
    units = {"K": 1024, "M": 1024**2, "G": 1024**3}
    if text and text[-1].upper() in units:
        return int(text[:-1]) * units[text[-1].upper()]
    return int(text)


def _read_mhz(path: Path) -> float | None:
    """A sysfs cpufreq value (kHz) in MHz."""
    try:
        return int(path.read_text().strip()) / 1000.0
    except (OSError, ValueError):
        return None


def _is_arm64(arch: str) -> bool:
    return arch.lower() in {"arm64", "aarch64", "arm_8"}


def _advertised_mhz(info: Mapping[str, Any]) -> float | None:
    hz = info.get("hz_advertised")
    if isinstance(hz, (list, tuple)) and hz and hz[0]:
        return hz[0] / 1e6
    return None


_BRAND_GHZ = re.compile(r"@\s*([0-9.]+)\s*GHz", re.IGNORECASE)


def quick_cpuinfo(proc_cpuinfo: Path = PROC_CPUINFO, os_name: str = sys.platform) -> dict[str, Any]:
    """The part of py-cpuinfo's dict that is read at once: brand, vendor, family, flags and the advertised clock
    from the kernel's /proc/cpuinfo (its first mention of each), or the brand from sysctl on macOS. Empty where
    neither answers (Windows): ``read_cpu_info`` then falls back on ``platform``."""
    if os_name == "darwin":
        return _darwin_cpuinfo()
    try:
        text = proc_cpuinfo.read_text(errors="replace")
    except OSError:
        return {}
    fields: dict[str, str] = {}
    for line in text.splitlines():
        key, colon, value = line.partition(":")
        if colon:
            fields.setdefault(key.strip().lower(), value.strip())
    info: dict[str, Any] = {}
    brand = fields.get("model name") or fields.get("hardware") or fields.get("cpu model")
    if brand:
        info["brand_raw"] = brand
    if fields.get("vendor_id"):
        info["vendor_id_raw"] = fields["vendor_id"]
    if fields.get("cpu family", "").isdigit():
        info["family"] = int(fields["cpu family"])
    flags = fields.get("flags") or fields.get("features")
    if flags:
        info["flags"] = flags.split()
    hz = _advertised_hz(brand or "", fields.get("cpu mhz"))
    if hz:
        info["hz_advertised"] = [hz, 0]
    return info


def _advertised_hz(brand: str, cpu_mhz: str | None) -> int | None:
    """As py-cpuinfo reads it: the "@ 2.20GHz" of the brand, else the kernel's "cpu MHz"."""
    match = _BRAND_GHZ.search(brand)
    try:
        if match:
            return int(float(match.group(1)) * 1e9)
        if cpu_mhz:
            return int(float(cpu_mhz) * 1e6)
    except ValueError:
        pass
    return None


def _darwin_cpuinfo() -> dict[str, Any]:
    try:
        done = subprocess.run(["sysctl", "-n", "machdep.cpu.brand_string"], capture_output=True, text=True,
                              timeout=2, check=False)
    except (OSError, subprocess.SubprocessError):
        return {}
    brand = done.stdout.strip()
    return {"brand_raw": brand} if done.returncode == 0 and brand else {}


@functools.cache
def _gather_cpuinfo() -> dict[str, Any]:
    """py-cpuinfo's view, gathered once per process: it takes about a second and never changes."""
    import cpuinfo

    return cpuinfo.get_cpu_info()


def read_cpu_info(info: Mapping[str, Any] | None = None, sysfs: Path = SYSFS_CPU) -> CpuInfo:
    """Read the CPU once. ``info`` is py-cpuinfo's dict (it takes about a second to gather), or ``quick_cpuinfo``'s
    part of it, or the test's own."""
    if info is None:
        info = _gather_cpuinfo()
    arch = platform.machine() or str(info.get("arch_string_raw", "unknown"))
    brand = str(info.get("brand_raw") or platform.processor() or "unknown CPU")
    vendor = info.get("vendor_id_raw") or ("Apple" if brand.startswith("Apple") else None)
    logical = psutil.cpu_count(logical=True) or int(info.get("count") or 1)
    physical = psutil.cpu_count(logical=False)

    freq = psutil.cpu_freq()
    base = _read_mhz(sysfs / "cpu0/cpufreq/base_frequency") or _advertised_mhz(info)
    max_mhz = (freq.max if freq and freq.max else None) or _read_mhz(sysfs / "cpu0/cpufreq/cpuinfo_max_freq") or base

    caches = cache_totals(sysfs)
    l2 = caches.get(2) or info.get("l2_cache_size") or None
    l3 = caches.get(3) or info.get("l3_cache_size") or None

    simd = simd_features(info.get("flags", ()), arch)
    per_cycle, why = fp32_flops_per_cycle(simd, vendor, info.get("family"), brand)
    clock = max_mhz or base
    cores = physical or logical
    if per_cycle and clock:
        peak = cores * clock * per_cycle / 1000.0
        basis = f"estimate: {cores} cores x {clock:.0f} MHz x {per_cycle} FLOPs/cycle ({why})"
    else:
        peak, basis = None, f"not estimated ({why if not per_cycle else 'clock unknown'})"
    return CpuInfo(
        brand=brand,
        vendor=vendor,
        arch=arch,
        physical_cores=physical,
        logical_cores=logical,
        base_mhz=base,
        max_mhz=max_mhz,
        l2_cache_bytes=int(l2) if l2 else None,
        l3_cache_bytes=int(l3) if l3 else None,
        simd=simd,
        fp32_flops_per_cycle_per_core=per_cycle or None,
        peak_fp32_gflops=round(peak, 1) if peak else None,
        peak_fp32_basis=basis,
    )


def read_cpu_info_fast() -> CpuInfo:
    """``read_cpu_info`` from the kernel's own description where it has all that the result uses (Linux: brand,
    vendor, family and SIMD flags; the caches come from sysfs either way), in milliseconds; py-cpuinfo's second
    only elsewhere. For work that must not wait: every training run records its CPU, in a process of its own."""
    quick = quick_cpuinfo()
    return read_cpu_info(quick if "flags" in quick else None)


COPY_BYTES = 256 * 1024**2
"""Far larger than any CPU cache, so the copy runs at RAM speed."""


@dataclass(frozen=True)
class CopySpeed:
    """One thread's RAM copy speed over several copies: the median and the range, in GB/s (read + written)."""

    median_gbps: float
    min_gbps: float
    max_gbps: float
    repeats: int


def measure_copy_speed(size_bytes: int = COPY_BYTES, budget_s: float = 0.5, min_repeats: int = 5,
                       max_repeats: int = 9, clock: Callable[[], float] = time.perf_counter,
                       copy: Callable[[], object] | None = None) -> CopySpeed:
    """Copy a large array again and again: at least ``min_repeats`` times, and on while the whole measurement
    (allocation included) is within ``budget_s`` and fewer than ``max_repeats`` were made.

    One copy can read far off the others: another program busy at that moment, the CPU's clock still rising or
    already throttled, buffers the OS has not yet backed with huge pages. The median of several is steadier, and the
    range says how much the speed moved. ``copy`` and ``clock`` are the test's own (a copy of ``size_bytes`` that
    takes as long as the test says).
    """
    began = clock()
    if copy is None:
        import numpy as np

        source = np.ones(size_bytes // 8)
        target = np.empty_like(source)
        np.copyto(target, source)  # first touch maps the pages; do not time it

        def copy() -> None:
            np.copyto(target, source)

        size_bytes = source.nbytes
    rates: list[float] = []
    while len(rates) < max(1, min_repeats) or (len(rates) < max_repeats and clock() - began < budget_s):
        started = clock()
        copy()
        rates.append(2 * size_bytes / max(clock() - started, 1e-9) / 1e9)
    return CopySpeed(round(statistics.median(rates), 1), round(min(rates), 1), round(max(rates), 1), len(rates))


@functools.cache
def measured_copy_speed() -> CopySpeed:
    """This machine's copy speed, measured once per process (about half a second, on the thread that asks)."""
    return measure_copy_speed()


def measure_copy_bandwidth_gbps(size_bytes: int = COPY_BYTES, repeats: int = 5) -> float:
    """RAM bandwidth as one thread sees it: the median of a few large copies, counting bytes read plus written.

    A spec sheet's figure assumes every memory channel busy; this is what a single data-loading thread gets, which
    is the number to set beside a GPU's bandwidth when asking why tensors live on the GPU.
    """
    return measure_copy_speed(size_bytes, budget_s=0.0, min_repeats=repeats, max_repeats=repeats).median_gbps


def read_memory_info(measure_bandwidth: bool = True) -> MemoryInfo:
    speed = measured_copy_speed() if measure_bandwidth else None
    return MemoryInfo(
        total_bytes=psutil.virtual_memory().total,
        swap_total_bytes=psutil.swap_memory().total,
        copy_bandwidth_gbps=speed.median_gbps if speed else None,
        copy_bandwidth_min_gbps=speed.min_gbps if speed else None,
        copy_bandwidth_max_gbps=speed.max_gbps if speed else None,
        copy_bandwidth_repeats=speed.repeats if speed else None,
    )
