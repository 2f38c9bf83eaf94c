"""Inventory records as labelled rows of text, shared by the CLI table and the GUI's spec cards.

Also the CPU-versus-GPU comparison the articles teach: a GPU has thousands of simple lanes and far more memory
bandwidth, a CPU a few fast cores; the ratio of each is what one glance should show.

A row's label is an English key (code finds rows by it), marked for translation in the "Specs" context: the window
shows ``translate("Specs", label)``. Values are written in the reader's language as they are made.
"""

from __future__ import annotations

from dataclasses import dataclass

from dashboard.hardware.records import CpuInfo, GpuInfo, Inventory, MemoryInfo, SoftwareInfo
from dashboard.text import QT_TRANSLATE_NOOP, fill, translate
from dashboard.units import fmt, fmt_bytes, fmt_flag, fmt_ratio, na

Row = tuple[str, str]


def cpu_rows(cpu: CpuInfo, memory: MemoryInfo) -> list[Row]:
    cores = fill(translate("Specs", "{physical} physical, {logical} logical"), physical=fmt(cpu.physical_cores),
                 logical=fmt(cpu.logical_cores))
    clock = fill(translate("Specs", "{base} base, {max} max"), base=fmt(cpu.base_mhz, "MHz"),
                 max=fmt(cpu.max_mhz, "MHz"))
    return [
        (QT_TRANSLATE_NOOP("Specs", "Model"), cpu.brand),
        (QT_TRANSLATE_NOOP("Specs", "Vendor / arch"), f"{cpu.vendor or na()} / {cpu.arch}"),
        (QT_TRANSLATE_NOOP("Specs", "Cores"), cores),
        (QT_TRANSLATE_NOOP("Specs", "Clock"), clock),
        (QT_TRANSLATE_NOOP("Specs", "Cache"),
         f"L2 {fmt_bytes(cpu.l2_cache_bytes, 0)}, L3 {fmt_bytes(cpu.l3_cache_bytes, 0)}"),
        (QT_TRANSLATE_NOOP("Specs", "SIMD"), ", ".join(cpu.simd) or na()),
        (QT_TRANSLATE_NOOP("Specs", "Peak FP32 (est.)"), fmt(cpu.peak_fp32_gflops, "GFLOPS")),
        (QT_TRANSLATE_NOOP("Specs", "RAM"), fmt_bytes(memory.total_bytes)),
        (QT_TRANSLATE_NOOP("Specs", "Swap"), fmt_bytes(memory.swap_total_bytes)),
        (QT_TRANSLATE_NOOP("Specs", "RAM copy speed"), copy_speed_text(memory)),
    ]


COPY_SPEED_NOTE = QT_TRANSLATE_NOOP(
    "Specs", "Measured at start-up: one thread copying 256 MiB several times, counting bytes read plus written. It "
    "moves from copy to copy and from launch to launch: other programs using the CPU or the memory bus at that "
    "moment, the CPU's clock (still rising, or lowered to save power), and whether the OS backed the buffers with "
    "huge pages. The median is the number to quote; the range shows how far single copies strayed.")
"""Why the RAM copy speed varies: for a tooltip or a footnote beside ``copy_speed_text`` (English; the window
shows ``translate("Specs", COPY_SPEED_NOTE)``)."""
SPREAD_WORTH_SAYING = 0.2
"""A range wider than this share of the median gets a word on why in the row itself."""


def copy_speed_text(memory: MemoryInfo) -> str:
    """The median, the range and how many copies: "26.6 GB/s (median of 9, 16.7–27.2; 1 thread)". A record
    without the range (an older reading) says only that it was measured."""
    median = memory.copy_bandwidth_gbps
    low, high, repeats = memory.copy_bandwidth_min_gbps, memory.copy_bandwidth_max_gbps, memory.copy_bandwidth_repeats
    if median is None:
        return na()
    if low is None or high is None or not repeats:
        return fill(translate("Specs", "{median} (measured, 1 thread)"), median=fmt(median, "GB/s", 1))
    if high - low > SPREAD_WORTH_SAYING * median:
        template = translate("Specs", "{median} (median of {repeats}, {low:,.1f}–{high:,.1f}; 1 thread); it varies "
                                      "with other load and the CPU's clock")
    else:
        template = translate("Specs", "{median} (median of {repeats}, {low:,.1f}–{high:,.1f}; 1 thread)")
    return fill(template, median=fmt(median, "GB/s", 1), repeats=repeats, low=low, high=high)


def software_rows(software: SoftwareInfo) -> list[Row]:
    torch = fill(translate("Specs", "{version} ({build} build)"),
                 version=software.torch_version or translate("Specs", "not installed"),
                 build=software.torch_build or na())
    return [
        (QT_TRANSLATE_NOOP("Specs", "OS"), software.os),
        (QT_TRANSLATE_NOOP("Specs", "Python"), software.python),
        (QT_TRANSLATE_NOOP("Specs", "PyTorch"), torch),
        (QT_TRANSLATE_NOOP("Specs", "cuDNN"), software.cudnn_version or na()),
        (QT_TRANSLATE_NOOP("Specs", "Usable backends"),
         ", ".join(software.torch_backends) or translate("Specs", "cpu only")),
        (QT_TRANSLATE_NOOP("Specs", "Intra-op threads"), fmt(software.torch_threads)),
    ]


def _lanes_label(gpu: GpuInfo) -> str:
    """What a vendor calls its FP32 lanes, as a unit word (``dashboard.units.UNIT_WORDS``)."""
    return {"nvidia": "CUDA cores", "amd": "stream processors", "apple": "ALUs"}.get(gpu.vendor, "FP32 lanes")


def _pcie(gen: int | None, width: int | None) -> str:
    return na() if gen is None and width is None else f"Gen{fmt(gen)} x{fmt(width)}"


def _gpu_cores(gpu: GpuInfo) -> str:
    """"10,496 CUDA cores in 82 SMs", with Apple's GPU cores where there are some."""
    lanes = fmt(gpu.cuda_cores, _lanes_label(gpu))
    if gpu.sm_count is None:
        cores = lanes
    else:
        groups = {"nvidia": "SMs", "amd": "CUs"}.get(gpu.vendor, translate("Specs", "units"))
        cores = fill(translate("Specs", "{lanes} in {count} {groups}"), lanes=lanes, count=fmt(gpu.sm_count),
                     groups=groups)
    if gpu.gpu_cores is not None:
        cores = fill(translate("Specs", "{cores} ({count} GPU cores)"), cores=cores, count=fmt(gpu.gpu_cores))
    return cores


def _gpu_memory(gpu: GpuInfo) -> str:
    """"24.0 GiB GDDR6X 384 bit bus", or unified memory shared with the CPU."""
    size = fmt_bytes(gpu.memory_total_bytes)
    if gpu.unified_memory:
        return fill(translate("Specs", "{size} unified (shared with the CPU)"), size=size)
    bus = fmt(gpu.memory_bus_width_bits, "bit bus") if gpu.memory_bus_width_bits else ""
    return " ".join(f"{size} {gpu.memory_type or ''} {bus}".split())


TENSOR_GENERATIONS = (QT_TRANSLATE_NOOP("Specs", "1st gen"), QT_TRANSLATE_NOOP("Specs", "2nd gen"),
                      QT_TRANSLATE_NOOP("Specs", "3rd gen"), QT_TRANSLATE_NOOP("Specs", "4th gen"),
                      QT_TRANSLATE_NOOP("Specs", "5th gen"))
"""The tensor-core generations the backends name (kept English in the inventory, translated where shown)."""


def gpu_rows(gpu: GpuInfo) -> list[Row]:
    tensor = fmt(gpu.tensor_cores)
    if gpu.tensor_core_generation:
        tensor = fill(translate("Specs", "{count} ({generation})"), count=tensor,
                      generation=translate("Specs", gpu.tensor_core_generation))
    driver = gpu.driver_version or na()
    clock = fill(translate("Specs", "{core} max core, {memory} memory"), core=fmt(gpu.max_sm_clock_mhz, "MHz"),
                 memory=fmt(gpu.max_memory_clock_mhz, "MHz"))
    pcie = fill(translate("Specs", "{now} now, {max} max"),
                now=_pcie(gpu.pcie_current_generation, gpu.pcie_current_width),
                max=_pcie(gpu.pcie_max_generation, gpu.pcie_max_width))
    return [
        (QT_TRANSLATE_NOOP("Specs", "Model"), gpu.name),
        (QT_TRANSLATE_NOOP("Specs", "Series"), gpu.product_series or na()),
        (QT_TRANSLATE_NOOP("Specs", "Architecture"), gpu.architecture or na()),
        (QT_TRANSLATE_NOOP("Specs", "Compute capability"), gpu.compute_capability or na()),
        (QT_TRANSLATE_NOOP("Specs", "Cores"), _gpu_cores(gpu)),
        (QT_TRANSLATE_NOOP("Specs", "Tensor cores"), tensor),
        (QT_TRANSLATE_NOOP("Specs", "Clock"), clock),
        (QT_TRANSLATE_NOOP("Specs", "Memory"), _gpu_memory(gpu)),
        (QT_TRANSLATE_NOOP("Specs", "Bandwidth (peak)"), fmt(gpu.peak_memory_bandwidth_gbps, "GB/s")),
        (QT_TRANSLATE_NOOP("Specs", "Peak FP32"), fmt(gpu.peak_fp32_tflops, "TFLOPS", 1)),
        (QT_TRANSLATE_NOOP("Specs", "Power limit"), fmt(gpu.power_limit_w, "W")),
        (QT_TRANSLATE_NOOP("Specs", "PCIe"), pcie),
        (QT_TRANSLATE_NOOP("Specs", "ECC / MIG"), f"{fmt_flag(gpu.ecc_enabled)} / {fmt_flag(gpu.mig_enabled)}"),
        (QT_TRANSLATE_NOOP("Specs", "Driver"),
         f"{driver} (CUDA {gpu.cuda_driver_version})" if gpu.cuda_driver_version else driver),
        (QT_TRANSLATE_NOOP("Specs", "UUID"), gpu.uuid or na()),
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
        (QT_TRANSLATE_NOOP("Specs", "Parallel cores"), cpu.physical_cores, "cores", lambda g: g.cuda_cores,
         _lanes_label, 0),
        (QT_TRANSLATE_NOOP("Specs", "Clock"), cpu.max_mhz, "MHz", lambda g: g.max_sm_clock_mhz, lambda g: "MHz", 0),
        (QT_TRANSLATE_NOOP("Specs", "Memory"), memory.total_bytes, None, lambda g: g.memory_total_bytes, None, 0),
        (QT_TRANSLATE_NOOP("Specs", "Memory bandwidth"), cpu_bandwidth, "GB/s", lambda g: g.peak_memory_bandwidth_gbps,
         lambda g: "GB/s", 0),
        (QT_TRANSLATE_NOOP("Specs", "Peak FP32"), cpu.peak_fp32_gflops, "GFLOPS", lambda g: _gflops(g.peak_fp32_tflops),
         lambda g: "GFLOPS", 0),
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
