"""The whole inventory: backends combined, the no-GPU reason in words, and the CPU-vs-GPU comparison."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dashboard.hardware.describe import COPY_SPEED_NOTE, comparison, copy_speed_text, cpu_rows, gpu_rows
from dashboard.hardware.inventory import gpu_status_text, read_inventory
from dashboard.hardware.nvidia import NvidiaBackend
from dashboard.hardware.records import BackendStatus, MemoryInfo, to_dict
from dashboard.units import fmt, fmt_bytes, fmt_ratio
from tests.fakes.machine import laptop_inventory, laptop_with
from tests.fakes.nvml import FakeNvml, two_gpu_machine


def test_status_says_why_there_is_no_gpu():
    statuses = [BackendStatus("nvidia", False, "no NVIDIA driver found (NVML library not installed)"),
                BackendStatus("apple", False, "not a Mac")]
    text = gpu_status_text(statuses, [])
    assert text.startswith("running on CPU only")
    assert "no NVIDIA driver found" in text and "not a Mac" in text


def test_inventory_with_two_nvidia_gpus():
    inventory = laptop_with([NvidiaBackend(two_gpu_machine())])
    assert [g.name for g in inventory.gpus] == ["NVIDIA GeForce RTX 3090", "NVIDIA A100-SXM4-40GB"]
    assert "2 NVIDIA GPUs" in inventory.gpu_status
    rows = comparison(inventory)
    cores = next(r for r in rows if r.label == "Parallel cores")
    assert cores.gpus[0][0] == "10,496 CUDA cores"
    assert cores.gpus[0][1] == fmt_ratio(10496, inventory.cpu.physical_cores)
    flops = next(r for r in rows if r.label == "Peak FP32")
    assert flops.gpus[1][0].endswith("GFLOPS")


def test_gpu_json_keys_carry_their_units():
    inventory = laptop_with([NvidiaBackend(two_gpu_machine())])
    gpu = to_dict(inventory)["gpus"][0]
    assert {"memory_total_bytes", "peak_fp32_tflops", "peak_memory_bandwidth_gbps", "power_limit_w",
            "sm_count", "cuda_cores", "tensor_cores", "compute_capability", "pcie_max_generation",
            "driver_version", "cuda_driver_version", "mig_enabled", "product_series"} <= gpu.keys()
    assert gpu["peak_memory_bandwidth_gbps"] == pytest.approx(936, rel=0.01)


def test_inventory_from_a_broken_driver_is_cpu_only_and_this_machine_is_measured():
    """The one test that reads this machine whole: it asserts only what holds on any machine, idle or busy."""
    nvml = FakeNvml(init_error=__import__("pynvml").NVMLError_LibRmVersionMismatch())
    inventory = read_inventory([NvidiaBackend(nvml)])
    assert inventory.gpus == ()
    assert "driver/library version mismatch: reboot" in inventory.gpu_status
    assert inventory.cpu.logical_cores >= 1 and inventory.memory.total_bytes > 0
    memory = inventory.memory
    assert memory.copy_bandwidth_gbps is not None and memory.copy_bandwidth_gbps > 0
    assert memory.copy_bandwidth_min_gbps <= memory.copy_bandwidth_gbps <= memory.copy_bandwidth_max_gbps


def test_rows_show_na_for_missing_fields_never_zero():
    inventory = laptop_with([NvidiaBackend(two_gpu_machine())])
    a100 = dict(gpu_rows(inventory.gpus[1]))
    assert a100["Tensor cores"] == "432 (3rd gen)"
    assert "n/a" not in a100["Peak FP32"]
    cpu = dict(cpu_rows(inventory.cpu, inventory.memory))
    assert cpu["RAM"] == fmt_bytes(inventory.memory.total_bytes)


def test_the_ram_copy_speed_row_shows_the_median_and_the_spread():
    inventory = laptop_inventory()
    steady = replace(inventory.memory, copy_bandwidth_gbps=26.6, copy_bandwidth_min_gbps=26.3,
                     copy_bandwidth_max_gbps=27.0, copy_bandwidth_repeats=9)
    assert dict(cpu_rows(inventory.cpu, steady))["RAM copy speed"] == "26.6 GB/s (median of 9, 26.3–27.0; 1 thread)"
    wide = replace(steady, copy_bandwidth_gbps=13.1, copy_bandwidth_min_gbps=12.8, copy_bandwidth_max_gbps=23.9,
                   copy_bandwidth_repeats=7)
    assert copy_speed_text(wide) == ("13.1 GB/s (median of 7, 12.8–23.9; 1 thread); it varies with other load and "
                                     "the CPU's clock")
    assert "huge pages" in COPY_SPEED_NOTE and "median" in COPY_SPEED_NOTE
    older = MemoryInfo(total_bytes=1, swap_total_bytes=0, copy_bandwidth_gbps=23.9)  # a record from before ranges
    assert copy_speed_text(older) == "23.9 GB/s (measured, 1 thread)"
    assert copy_speed_text(MemoryInfo(total_bytes=1, swap_total_bytes=0)) == "n/a"


def test_units_format_numbers_for_people():
    assert fmt(None, "W") == "n/a"
    assert fmt(10496, "CUDA cores") == "10,496 CUDA cores"
    assert fmt(45.2, "%") == "45%"
    assert fmt_bytes(24 * 1024**3) == "24.0 GiB"
    assert fmt_bytes(512) == "512 B"
    assert fmt_ratio(936, 25) == "37x"
    assert fmt_ratio(None, 3) == "n/a"
