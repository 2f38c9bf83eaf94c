"""The CPU inventory agrees with what the OS says (lscpu, /proc/cpuinfo, /proc/meminfo)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from dashboard.hardware.cpu import (
    cache_totals,
    fp32_flops_per_cycle,
    measure_copy_bandwidth_gbps,
    measure_copy_speed,
    read_cpu_info,
    read_memory_info,
    simd_features,
)
from dashboard.hardware.records import to_dict

linux_only = pytest.mark.skipif(not Path("/proc/cpuinfo").exists(), reason="reads Linux /proc")


@pytest.fixture(scope="module")
def cpu():
    return read_cpu_info()


def _lscpu() -> dict[str, str]:
    out = subprocess.run(["lscpu"], capture_output=True, text=True, check=True, env={**os.environ, "LC_ALL": "C"})
    return {k.strip(): v.strip() for k, v in (line.split(":", 1) for line in out.stdout.splitlines() if ":" in line)}


@linux_only
@pytest.mark.skipif(shutil.which("lscpu") is None, reason="needs lscpu")
def test_core_counts_match_lscpu(cpu):
    info = _lscpu()
    assert cpu.logical_cores == int(info["CPU(s)"])
    physical = int(info["Core(s) per socket"]) * int(info["Socket(s)"])
    assert cpu.physical_cores == physical


@linux_only
def test_simd_flags_match_proc_cpuinfo(cpu):
    text = Path("/proc/cpuinfo").read_text()
    match = re.search(r"^(flags|Features)\s*:\s*(.*)$", text, re.MULTILINE)
    assert match
    flags = set(match.group(2).split())
    for name in ("sse4_2", "avx", "avx2", "fma", "avx512f", "avx512_bf16", "sve"):
        assert (name in cpu.simd) == (name in flags), name
    assert ("amx" in cpu.simd) == bool(flags & {"amx_tile", "amx_bf16", "amx_int8"})


@linux_only
def test_ram_total_matches_meminfo():
    text = Path("/proc/meminfo").read_text()
    kib = int(re.search(r"^MemTotal:\s+(\d+) kB", text, re.MULTILINE).group(1))
    swap_kib = int(re.search(r"^SwapTotal:\s+(\d+) kB", text, re.MULTILINE).group(1))
    memory = read_memory_info(measure_bandwidth=False)
    assert memory.total_bytes == kib * 1024
    assert memory.swap_total_bytes == swap_kib * 1024


def test_peak_estimate_is_cores_times_clock_times_width(cpu):
    assert cpu.peak_fp32_gflops is not None
    cores = cpu.physical_cores or cpu.logical_cores
    clock = cpu.max_mhz or cpu.base_mhz
    expected = cores * clock * cpu.fp32_flops_per_cycle_per_core / 1000
    assert cpu.peak_fp32_gflops == pytest.approx(expected, rel=1e-3)
    assert cpu.peak_fp32_basis.startswith("estimate:")


@pytest.mark.parametrize(
    ("simd", "vendor", "family", "brand", "expected"),
    [
        (("sse4_2", "avx", "avx2", "fma", "avx512f"), "GenuineIntel", 6, "Intel Xeon", 64),
        (("sse4_2", "avx", "avx2", "fma", "avx512f"), "AuthenticAMD", 25, "AMD EPYC", 32),  # Zen 4 double-pumps
        (("sse4_2", "avx", "avx2", "fma", "avx512f"), "AuthenticAMD", 26, "AMD Ryzen 9 9950X", 64),  # Zen 5
        (("sse4_2", "avx", "avx2", "fma"), "GenuineIntel", 6, "Intel Core i7", 32),
        (("sse4_2", "avx"), "GenuineIntel", 6, "Intel Core i7-2600", 16),
        (("neon",), "Apple", None, "Apple M2", 32),
        (("neon",), "ARM", None, "Neoverse-N1", 16),
        ((), None, None, "unknown", 0),
    ],
)
def test_flops_per_cycle_by_simd(simd, vendor, family, brand, expected):
    assert fp32_flops_per_cycle(simd, vendor, family, brand)[0] == expected


def test_simd_names_are_normalised():
    assert simd_features(["SSE4_2", "avx2", "fma", "amx_tile", "avx512vnni"], "x86_64") == (
        "sse4_2", "avx2", "fma", "avx512_vnni", "amx")
    assert simd_features([], "arm64") == ("neon",)  # macOS lists no flags, but arm64 always has NEON
    assert simd_features(["asimd", "sve"], "aarch64") == ("neon", "sve")


def test_cache_totals_count_each_shared_cache_once(tmp_path):
    def cache(cpu: int, index: int, level: int, kind: str, size: str, shared: str) -> None:
        folder = tmp_path / f"cpu{cpu}/cache/index{index}"
        folder.mkdir(parents=True)
        for name, value in (("level", level), ("type", kind), ("size", size), ("shared_cpu_list", shared)):
            (folder / name).write_text(f"{value}\n")

    for cpu_id in (0, 1):
        cache(cpu_id, 0, 1, "Data", "32K", str(cpu_id))
        cache(cpu_id, 1, 1, "Instruction", "32K", str(cpu_id))
        cache(cpu_id, 2, 2, "Unified", "1024K", str(cpu_id))
        cache(cpu_id, 3, 3, "Unified", "32768K", "0-1")
    assert cache_totals(tmp_path) == {1: 64 * 1024, 2: 2 * 1024**2, 3: 32 * 1024**2}


def test_cpu_info_without_sysfs_falls_back_to_cpuinfo(tmp_path):
    info = {"brand_raw": "Test CPU", "vendor_id_raw": "GenuineIntel", "hz_advertised": [3_000_000_000, 0],
            "l2_cache_size": 1024**2, "l3_cache_size": 8 * 1024**2, "flags": ["avx2", "fma", "avx"], "family": 6}
    cpu = read_cpu_info(info, sysfs=tmp_path)
    assert cpu.brand == "Test CPU"
    assert cpu.l3_cache_bytes == 8 * 1024**2
    assert cpu.fp32_flops_per_cycle_per_core == 32
    assert cpu.base_mhz == pytest.approx(3000.0)


def test_copy_bandwidth_is_a_plausible_number():
    gbps = measure_copy_bandwidth_gbps(size_bytes=16 * 1024**2, repeats=2)
    assert 0.1 < gbps < 2000


def test_copy_speed_is_the_median_of_several_copies_with_their_range():
    """On a clock of the test's own: copies of 1 GB (2 GB moved) lasting 0.125 s, one of them 0.5 s (a busy
    moment): the median ignores it, the range shows it, and copies go on until the time budget is spent."""
    clock = [0.0]
    durations = iter([0.125, 0.5, 0.125, 0.125, 0.125, 0.125, 0.125, 0.125, 0.125, 0.125])

    def copy():
        clock[0] += next(durations)

    speed = measure_copy_speed(10**9, budget_s=1.375, min_repeats=5, max_repeats=9, clock=lambda: clock[0],
                               copy=copy)
    assert speed.repeats == 8  # the budget is spent after the eighth copy
    assert (speed.median_gbps, speed.min_gbps, speed.max_gbps) == (16.0, 4.0, 16.0)


def test_copy_speed_makes_at_least_the_minimum_and_at_most_the_maximum_of_copies():
    clock = [0.0]

    def slow():
        clock[0] += 1.0

    assert measure_copy_speed(10**9, budget_s=0.5, min_repeats=5, clock=lambda: clock[0], copy=slow).repeats == 5
    clock[0] = 0.0

    def fast():
        clock[0] += 0.001

    assert measure_copy_speed(10**9, budget_s=0.5, max_repeats=9, clock=lambda: clock[0], copy=fast).repeats == 9


def test_the_inventory_keeps_the_median_and_adds_the_range():
    memory = read_memory_info()
    assert memory.copy_bandwidth_repeats is not None and memory.copy_bandwidth_repeats >= 5
    assert memory.copy_bandwidth_min_gbps <= memory.copy_bandwidth_gbps <= memory.copy_bandwidth_max_gbps
    data = to_dict(memory)  # `specs --json`: the old key keeps its meaning (now the median), new keys beside it
    assert {"copy_bandwidth_gbps", "copy_bandwidth_min_gbps", "copy_bandwidth_max_gbps",
            "copy_bandwidth_repeats"} <= set(data)


def test_the_fast_reading_takes_the_kernels_description_where_it_has_the_flags(monkeypatch):
    from dashboard.hardware import cpu as cpu_module

    def no_py_cpuinfo():
        raise AssertionError("py-cpuinfo was asked, though the kernel had said it all")

    kernel = {"brand_raw": "Kernel CPU", "vendor_id_raw": "GenuineIntel", "flags": ["avx2", "fma"]}
    monkeypatch.setattr(cpu_module, "quick_cpuinfo", lambda: kernel)
    monkeypatch.setattr(cpu_module, "_gather_cpuinfo", no_py_cpuinfo)
    assert cpu_module.read_cpu_info_fast() == read_cpu_info(kernel)
    assert cpu_module.read_cpu_info_fast().simd == ("avx2", "fma")
    # Windows says nothing and macOS gives only the brand: py-cpuinfo then reads the rest, as before.
    full = {"brand_raw": "Full CPU", "flags": ["sse4_2"]}
    monkeypatch.setattr(cpu_module, "quick_cpuinfo", lambda: {"brand_raw": "Apple M2"})
    monkeypatch.setattr(cpu_module, "_gather_cpuinfo", lambda: full)
    assert cpu_module.read_cpu_info_fast().brand == "Full CPU"
