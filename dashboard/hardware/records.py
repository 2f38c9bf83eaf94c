"""Plain records the hardware layer hands to everyone else.

Every record is a frozen dataclass of Python scalars, so it can cross threads, go into JSON and be compared in
tests. Units live in the field names (``_bytes``, ``_mhz``, ``_w``, ``_percent``). ``None`` means "not available":
the driver did not support the field, or the platform has no such thing; formatting code shows it as "n/a".
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any


def to_dict(record: Any) -> dict[str, Any]:
    """A JSON-ready dict of a record (tuples become lists)."""
    return dataclasses.asdict(record)


def uuid_digits(uuid: str | bytes | None) -> str:
    """A GPU's UUID as its hex digits alone: NVML says "GPU-1a2b-...", torch "1a2b-..."."""
    text = (uuid.decode(errors="replace") if isinstance(uuid, bytes) else uuid or "").strip().lower()
    for prefix in ("gpu-", "mig-"):
        text = text.removeprefix(prefix)
    return text.replace("-", "")


# ---------------------------------------------------------------- static inventory


@dataclass(frozen=True)
class CpuInfo:
    brand: str
    vendor: str | None
    arch: str
    physical_cores: int | None
    logical_cores: int
    base_mhz: float | None
    max_mhz: float | None
    l2_cache_bytes: int | None
    l3_cache_bytes: int | None
    simd: tuple[str, ...]
    fp32_flops_per_cycle_per_core: int | None
    peak_fp32_gflops: float | None
    peak_fp32_basis: str
    """How the peak estimate was made, in words: it is an estimate, not a measurement."""


@dataclass(frozen=True)
class MemoryInfo:
    total_bytes: int
    swap_total_bytes: int
    copy_bandwidth_gbps: float | None = None
    """Measured, not specified: one thread copying a large array (bytes read + written per second, in GB/s); the
    median of ``copy_bandwidth_repeats`` copies."""
    copy_bandwidth_min_gbps: float | None = None
    copy_bandwidth_max_gbps: float | None = None
    """The slowest and fastest of those copies: how much the speed moved while it was measured."""
    copy_bandwidth_repeats: int | None = None


@dataclass(frozen=True)
class SoftwareInfo:
    os: str
    python: str
    torch_version: str | None
    torch_build: str | None
    """"cpu", "cuda 12.8", "rocm 6.3", or None when torch is not importable."""
    cudnn_version: str | None
    torch_backends: tuple[str, ...]
    """Accelerator backends torch can use right now: any of "cuda", "mps", "xpu"."""
    torch_threads: int | None
    torch_devices: tuple[str, ...] = ("cpu",)
    """Devices a run can use: "cpu", "cuda:0", ..., "mps"."""
    device_memory_bytes: dict[str, int] = field(default_factory=dict)
    """Memory of each accelerator as torch numbers it ("cuda:0": total bytes), which is not NVML's numbering."""


@dataclass(frozen=True)
class GpuInfo:
    """What one GPU is. Vendor-specific counters are None on other vendors."""

    vendor: str
    """"nvidia", "amd" or "apple"."""
    index: int
    name: str
    uuid: str | None = None
    architecture: str | None = None
    compute_capability: str | None = None
    product_series: str | None = None
    """GeForce, RTX/Quadro workstation, datacenter/Tesla, Jetson, Radeon, Instinct, Apple Silicon."""
    sm_count: int | None = None
    """Streaming multiprocessors (NVIDIA) or compute units (AMD)."""
    cuda_cores: int | None = None
    """FP32 lanes: CUDA cores (NVIDIA), stream processors (AMD), ALUs (Apple)."""
    gpu_cores: int | None = None
    """Apple's "GPU cores" as the OS reports them."""
    tensor_cores: int | None = None
    tensor_core_generation: str | None = None
    memory_total_bytes: int | None = None
    memory_bus_width_bits: int | None = None
    memory_type: str | None = None
    unified_memory: bool = False
    """True when the GPU shares system RAM (Apple Silicon, integrated GPUs)."""
    max_sm_clock_mhz: float | None = None
    max_memory_clock_mhz: float | None = None
    peak_memory_bandwidth_gbps: float | None = None
    """Theoretical, from memory clock and bus width, in GB/s (10^9 bytes per second)."""
    peak_fp32_tflops: float | None = None
    """Theoretical, from FP32 lanes x 2 FLOPs (one FMA) x max clock."""
    power_limit_w: float | None = None
    ecc_enabled: bool | None = None
    pcie_max_generation: int | None = None
    pcie_max_width: int | None = None
    pcie_current_generation: int | None = None
    pcie_current_width: int | None = None
    driver_version: str | None = None
    cuda_driver_version: str | None = None
    mig_enabled: bool | None = None
    pci_device_id: str | None = None
    """PCI device id, lowercase hex ('2684'), for matching the catalogue."""
    pci_bus_id: str | None = None
    """PCI address as NVML writes it ("00000000:01:00.0"), to find which torch device this GPU is."""


@dataclass(frozen=True)
class Inventory:
    """Everything this machine has, read once."""

    cpu: CpuInfo
    memory: MemoryInfo
    software: SoftwareInfo
    gpus: tuple[GpuInfo, ...]
    gpu_status: str
    """In words: why ``gpus`` is empty, or which backends found GPUs."""
    gpu_reasons: tuple[tuple[str, str], ...] = ()
    """(vendor, reason) of each backend when no GPU was found, in English: the window translates the reasons that
    are ours (marked for translation) and shows a driver's own words as they are."""


# ---------------------------------------------------------------- live samples


@dataclass(frozen=True)
class GpuProcess:
    pid: int
    name: str
    used_memory_bytes: int | None


@dataclass(frozen=True)
class GpuSample:
    """What one GPU is doing now. ``status`` is "ok" or a short reason ("GPU is lost")."""

    vendor: str
    index: int
    status: str = "ok"
    utilization_percent: float | None = None
    memory_utilization_percent: float | None = None
    """Share of time the memory controller was busy (NVML), i.e. memory-bandwidth utilization."""
    memory_used_bytes: int | None = None
    memory_total_bytes: int | None = None
    temperature_c: float | None = None
    power_w: float | None = None
    power_limit_w: float | None = None
    sm_clock_mhz: float | None = None
    memory_clock_mhz: float | None = None
    fan_percent: float | None = None
    pcie_rx_bytes_per_s: float | None = None
    pcie_tx_bytes_per_s: float | None = None
    energy_j: float | None = None
    """Energy used since the driver was loaded."""
    throttle_reasons: tuple[str, ...] | None = None
    processes: tuple[GpuProcess, ...] | None = None


# Reads a backend may skip on a fast tick; the sampler carries their last value forward.
SLOW_GPU_FIELDS = ("temperature_c", "fan_percent", "pcie_rx_bytes_per_s", "pcie_tx_bytes_per_s", "processes")


@dataclass(frozen=True)
class CpuSample:
    percent: float
    per_core: tuple[float, ...]
    """Percent busy per logical core."""
    current_mhz: float | None
    load_average: tuple[float, float, float] | None


@dataclass(frozen=True)
class MemorySample:
    total_bytes: int
    used_bytes: int
    available_bytes: int
    swap_total_bytes: int
    swap_used_bytes: int


@dataclass(frozen=True)
class ProcessSample:
    """This app's own process: CPU % of one core (can exceed 100) and resident memory."""

    cpu_percent: float
    rss_bytes: int


@dataclass(frozen=True)
class Snapshot:
    timestamp: float
    """Wall-clock seconds since the epoch."""
    monotonic: float
    """time.monotonic() at the sample: use it for plotting and rates."""
    cpu: CpuSample
    memory: MemorySample
    process: ProcessSample
    gpus: tuple[GpuSample, ...] = field(default_factory=tuple)
    tick_cost_ms: float = 0.0
    """How long the sampler itself took to collect this snapshot."""


@dataclass(frozen=True)
class BackendStatus:
    """Whether a GPU backend could start, and why not in words."""

    vendor: str
    available: bool
    reason: str
