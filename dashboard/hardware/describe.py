"""Inventory records as labelled rows of text, shared by the CLI table and the GUI's spec cards.

Also the CPU-versus-GPU comparison the articles teach: a GPU has thousands of simple lanes and far more memory
bandwidth, a CPU a few fast cores; the ratio of each is what one glance should show.
"""

from __future__ import annotations

from dataclasses import dataclass

from dashboard.hardware.records import CpuInfo, GpuInfo, Inventory, MemoryInfo, SoftwareInfo
from dashboard.units import NA, fmt, fmt_bytes, fmt_flag, fmt_ratio

Row = tuple[str, str]


def cpu_rows(cpu: CpuInfo, memory: MemoryInfo) -> list[Row]:
    return [
        ("Model", cpu.brand),
        ("Vendor / arch", f"{cpu.vendor or NA} / {cpu.arch}"),
        ("Cores", f"{fmt(cpu.physical_cores)} physical, {fmt(cpu.logical_cores)} logical"),
        ("Clock", f"{fmt(cpu.base_mhz, 'MHz')} base, {fmt(cpu.max_mhz, 'MHz')} max"),
        ("Cache", f"L2 {fmt_bytes(cpu.l2_cache_bytes, 0)}, L3 {fmt_bytes(cpu.l3_cache_bytes, 0)}"),
        ("SIMD", ", ".join(cpu.simd) or NA),
        ("Peak FP32 (est.)", fmt(cpu.peak_fp32_gflops, "GFLOPS")),
        ("RAM", fmt_bytes(memory.total_bytes)),
        ("Swap", fmt_bytes(memory.swap_total_bytes)),
        ("RAM copy speed", copy_speed_text(memory)),
    ]


COPY_SPEED_NOTE = ("Measured at start-up: one thread copying 256 MiB several times, counting bytes read plus "
                   "written. It moves from copy to copy and from launch to launch: other programs using the CPU or "
                   "the memory bus at that moment, the CPU's clock (still rising, or lowered to save power), and "
                   "whether the OS backed the buffers with huge pages. The median is the number to quote; the range "
                   "shows how far single copies strayed.")
"""Why the RAM copy speed varies: for a tooltip or a footnote beside ``copy_speed_text``."""
SPREAD_WORTH_SAYING = 0.2
"""A range wider than this share of the median gets a word on why in the row itself."""


def copy_speed_text(memory: MemoryInfo) -> str:
    """The median, the range and how many copies: "26.6 GB/s (median of 9, 16.7–27.2; 1 thread)". A record
    without the range (an older reading) says only that it was measured."""
    median = memory.copy_bandwidth_gbps
    low, high, repeats = memory.copy_bandwidth_min_gbps, memory.copy_bandwidth_max_gbps, memory.copy_bandwidth_repeats
    if median is None:
        return NA
    if low is None or high is None or not repeats:
        return f"{fmt(median, 'GB/s', 1)} (measured, 1 thread)"
    text = f"{fmt(median, 'GB/s', 1)} (median of {repeats}, {low:,.1f}–{high:,.1f}; 1 thread)"
    if high - low > SPREAD_WORTH_SAYING * median:
        text += "; it varies with other load and the CPU's clock"
    return text


def software_rows(software: SoftwareInfo) -> list[Row]:
    return [
        ("OS", software.os),
        ("Python", software.python),
        ("PyTorch", f"{software.torch_version or 'not installed'} ({software.torch_build or NA} build)"),
        ("cuDNN", software.cudnn_version or NA),
        ("Usable backends", ", ".join(software.torch_backends) or "cpu only"),
        ("Intra-op threads", fmt(software.torch_threads)),
    ]


def _lanes_label(gpu: GpuInfo) -> str:
    return {"nvidia": "CUDA cores", "amd": "stream processors", "apple": "ALUs"}.get(gpu.vendor, "FP32 lanes")


def _pcie(gen: int | None, width: int | None) -> str:
    return NA if gen is None and width is None else f"Gen{fmt(gen)} x{fmt(width)}"


def gpu_rows(gpu: GpuInfo) -> list[Row]:
    units_name = {"nvidia": "SMs", "amd": "CUs"}.get(gpu.vendor, "units")
    cores = f"{fmt(gpu.cuda_cores)} {_lanes_label(gpu)}"
    if gpu.sm_count is not None:
        cores += f" in {fmt(gpu.sm_count)} {units_name}"
    if gpu.gpu_cores is not None:
        cores += f" ({fmt(gpu.gpu_cores)} GPU cores)"
    tensor = fmt(gpu.tensor_cores)
    if gpu.tensor_core_generation:
        tensor += f" ({gpu.tensor_core_generation})"
    memory = fmt_bytes(gpu.memory_total_bytes)
    if gpu.unified_memory:
        memory += " unified (shared with the CPU)"
    elif gpu.memory_type or gpu.memory_bus_width_bits:
        bus = fmt(gpu.memory_bus_width_bits, "bit bus") if gpu.memory_bus_width_bits else ""
        memory += f" {gpu.memory_type or ''} {bus}"
    return [
        ("Model", gpu.name),
        ("Series", gpu.product_series or NA),
        ("Architecture", gpu.architecture or NA),
        ("Compute capability", gpu.compute_capability or NA),
        ("Cores", cores),
        ("Tensor cores", tensor),
        ("Clock", f"{fmt(gpu.max_sm_clock_mhz, 'MHz')} max core, {fmt(gpu.max_memory_clock_mhz, 'MHz')} memory"),
        ("Memory", " ".join(memory.split())),
        ("Bandwidth (peak)", fmt(gpu.peak_memory_bandwidth_gbps, "GB/s")),
        ("Peak FP32", fmt(gpu.peak_fp32_tflops, "TFLOPS", 1)),
        ("Power limit", fmt(gpu.power_limit_w, "W")),
        ("PCIe", f"{_pcie(gpu.pcie_current_generation, gpu.pcie_current_width)} now, "
                 f"{_pcie(gpu.pcie_max_generation, gpu.pcie_max_width)} max"),
        ("ECC / MIG", f"{fmt_flag(gpu.ecc_enabled)} / {fmt_flag(gpu.mig_enabled)}"),
        ("Driver", f"{gpu.driver_version or NA} (CUDA {gpu.cuda_driver_version})"
         if gpu.cuda_driver_version else gpu.driver_version or NA),
        ("UUID", gpu.uuid or NA),
    ]


@dataclass(frozen=True)
class Comparison:
    """One row of the CPU-versus-GPU table: the CPU's value, each GPU's value and the GPU/CPU ratio."""

    label: str
    cpu: str
    gpus: tuple[tuple[str, str], ...]
    """(value, ratio to the CPU) per GPU."""


def comparison(inventory: Inventory) -> list[Comparison]:
    cpu, memory = inventory.cpu, inventory.memory
    cpu_bandwidth = memory.copy_bandwidth_gbps  # measured: CPUs do not report a peak the way GPUs do
    rows = [
        ("Parallel cores", cpu.physical_cores, "cores", lambda g: g.cuda_cores, _lanes_label, 0),
        ("Clock", cpu.max_mhz, "MHz", lambda g: g.max_sm_clock_mhz, lambda g: "MHz", 0),
        ("Memory", memory.total_bytes, None, lambda g: g.memory_total_bytes, None, 0),
        ("Memory bandwidth", cpu_bandwidth, "GB/s", lambda g: g.peak_memory_bandwidth_gbps, lambda g: "GB/s", 0),
        ("Peak FP32", cpu.peak_fp32_gflops, "GFLOPS", lambda g: _gflops(g.peak_fp32_tflops), lambda g: "GFLOPS", 0),
    ]
    result = []
    for label, cpu_value, cpu_unit, get, gpu_unit, digits in rows:
        cpu_text = fmt_bytes(cpu_value) if cpu_unit is None else fmt(cpu_value, cpu_unit, digits)
        gpus = []
        for gpu in inventory.gpus:
            value = get(gpu)
            text = fmt_bytes(value) if gpu_unit is None else fmt(value, gpu_unit(gpu), digits)
            gpus.append((text, fmt_ratio(value, cpu_value)))
        result.append(Comparison(label, cpu_text, tuple(gpus)))
    return result


def _gflops(tflops: float | None) -> float | None:
    return None if tflops is None else tflops * 1000.0
