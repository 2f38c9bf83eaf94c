"""A device's peaks: what it could do at best, from its catalogue entry, from the driver's clocks, or from the CPU's
cores, each with its source in words, so a measured result can be set beside the right number.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

from dashboard.advisor.bench_words import NOTE_SEPARATOR
from dashboard.advisor.device_match import gpu_for_torch_device
from dashboard.advisor.gpu_spec import GpuSpec
from dashboard.hardware.records import CpuInfo, GpuInfo
from dashboard.text import QT_TRANSLATE_NOOP

PCIE_GBPS_PER_LANE = {1: 0.25, 2: 0.5, 3: 0.985, 4: 1.969, 5: 3.938, 6: 7.563}
"""Usable GB/s per lane and direction after line coding (8b/10b up to gen 2, 128b/130b from gen 3, FLIT in gen 6)."""
Matcher = Callable[[GpuInfo], GpuSpec | None]
"""Finds a detected GPU's catalogue entry (``dashboard.advisor.gpu_matching``); None when it is not in the catalogue."""



@dataclass(frozen=True)
class Peaks:
    """What a device could do at best, in TFLOPS and GB/s; None where no trustworthy value is known."""

    fp32_tflops: float | None = None
    tf32_tflops: float | None = None
    fp16_tflops: float | None = None
    bf16_tflops: float | None = None
    bandwidth_gbps: float | None = None
    """Device memory bandwidth (10^9 bytes per second)."""
    host_link_gbps: float | None = None
    """Host link (PCIe) bandwidth per direction."""
    source: str = ""
    """Where the numbers come from, in words: catalogue entry, theoretical from clocks, or an estimate. In English,
    as stored (a recording, `bench --json`): the window translates the notes marked here (``bench_words``)."""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def pcie_gbps(generation: int | None, width: int | None) -> float | None:
    """PCIe bandwidth per direction in GB/s from link generation and lane count; None when either is unknown."""
    per_lane = PCIE_GBPS_PER_LANE.get(generation or 0)
    return round(per_lane * width, 2) if per_lane and width else None


def peaks_from_spec(spec: GpuSpec, info: GpuInfo | None = None) -> Peaks:
    """Catalogue peaks; the detected GPU (``info``) adds its PCIe link, which the catalogue does not hold."""
    tf32, tf32_note = spec.tf32_tensor_tflops()
    notes = [f"catalogue: {spec.name}", tf32_note]
    if spec.uncertain:
        notes.append(f"uncertain: {', '.join(spec.uncertain)}")
    host_link = _host_link(info, notes)
    return Peaks(fp32_tflops=spec.fp32_tflops, tf32_tflops=tf32, fp16_tflops=spec.fp16_tensor_tflops,
                 bf16_tflops=spec.bf16_tensor_tflops, bandwidth_gbps=spec.bandwidth_gbps, host_link_gbps=host_link,
                 source=NOTE_SEPARATOR.join(notes))


def peaks_from_gpu_info(info: GpuInfo) -> Peaks:
    """Theoretical peaks from what the driver reports: FP32 lanes x clock, memory clock x bus width, PCIe link.

    Drivers report no tensor-core rate, so the tf32/fp16/bf16 peaks stay unknown without a catalogue entry.
    """
    notes = [f"theoretical from the driver ({info.name}): FP32 lanes x 2 x max clock, memory clock x bus width",
             QT_TRANSLATE_NOOP("Advisor", "no tensor-core peaks (GPU not in the catalogue)")]
    host_link = _host_link(info, notes)
    return Peaks(fp32_tflops=info.peak_fp32_tflops, bandwidth_gbps=info.peak_memory_bandwidth_gbps,
                 host_link_gbps=host_link, source=NOTE_SEPARATOR.join(notes))


def _host_link(info: GpuInfo | None, notes: list[str]) -> float | None:
    if info is None:
        return None
    if info.unified_memory:
        notes.append(QT_TRANSLATE_NOOP("Advisor", "unified memory: no host link"))
        return None
    link = pcie_gbps(info.pcie_max_generation, info.pcie_max_width)
    if link is not None:
        notes.append(f"host link PCIe gen {info.pcie_max_generation} x{info.pcie_max_width} per direction")
    if info.mig_enabled:
        notes.append(QT_TRANSLATE_NOOP("Advisor", "MIG is on: a device may be a slice of this GPU, the peaks are the "
                                                  "whole GPU's"))
    return link


def cpu_peaks(cpu: CpuInfo) -> Peaks:
    """The CPU's estimated FP32 peak (cores x clock x FLOPs per cycle); bf16 doubles it where AVX512-BF16 does."""
    fp32 = cpu.peak_fp32_gflops / 1000 if cpu.peak_fp32_gflops else None
    bf16 = None
    notes = [f"CPU {cpu.peak_fp32_basis}"]
    if fp32 and "amx" in cpu.simd:
        notes.append(QT_TRANSLATE_NOOP("Advisor", "bf16 runs on AMX tiles: no bf16 peak estimated"))
    elif fp32 and "avx512_bf16" in cpu.simd:
        bf16 = 2 * fp32
        notes.append(QT_TRANSLATE_NOOP("Advisor", "bf16: twice the FP32 rate (AVX512-BF16 does two multiply-adds per "
                                                  "FP32 lane)"))
    notes.append(QT_TRANSLATE_NOOP("Advisor", "no RAM bandwidth peak known"))
    return Peaks(fp32_tflops=fp32, bf16_tflops=bf16, source=NOTE_SEPARATOR.join(notes))


def peak_for(peaks: Peaks | None, test: str, dtype: str | None) -> float | None:
    """The peak a test is compared with, in the test's own unit (GFLOPS for the CPU GEMM)."""
    if peaks is None:
        return None
    if test in ("matmul", "cpu-gemm"):
        tflops = getattr(peaks, f"{dtype}_tflops", None)
        if tflops is None:
            return None
        return tflops * 1000 if test == "cpu-gemm" else tflops
    if test == "copy":
        return peaks.bandwidth_gbps
    return peaks.host_link_gbps


def peaks_for_device(device: str, cpu: CpuInfo | None = None, gpus: Sequence[GpuInfo] = (),
                     match: Matcher | None = None, properties: Any = None) -> Peaks:
    """The peaks a device's results are set beside: catalogue first, else theoretical, else none (and why)."""
    if device == "cpu":
        return cpu_peaks(cpu) if cpu is not None else Peaks(source=QT_TRANSLATE_NOOP("Advisor", "CPU not read"))
    info, how = gpu_for_torch_device(device, gpus, properties)
    if info is None:
        return Peaks(source=f"no peak known: {how}")
    spec = match(info) if match is not None else None
    peaks = peaks_from_spec(spec, info) if spec is not None else peaks_from_gpu_info(info)
    return replace(peaks, source=f"{peaks.source} ({how})")


def catalogue_matcher() -> tuple[Matcher | None, tuple[str, ...]]:
    """The GPU catalogue's matcher for ``peaks_for_device``, and its problems in words (a bad user file, say).

    Without a readable catalogue the matcher is None and peaks fall back to the theoretical ones.
    """
    from dashboard.advisor.gpu_catalog import load_catalog
    from dashboard.advisor.gpu_matching import match_detected

    try:
        catalog = load_catalog()
    except (OSError, ValueError) as err:
        return None, (f"GPU catalogue not loaded ({err}): theoretical peaks only",)
    return (lambda info: match_detected(catalog, info)), catalog.problems
