"""How fast a GPU would train a profiled model: an operator-level roofline scaled by an efficiency range.

Every traced operator with FLOPs (convolution, matrix product, fused RNN) takes as long as the slower of its
arithmetic at the GPU's peak FLOPS and its bytes at the GPU's bandwidth; every other operator (elementwise,
normalisation, pooling, the optimizer) is bandwidth-bound. Summing per operator is stricter than one roofline for
the whole step (max(total FLOPs / peak, total bytes / bandwidth)), because a step's memory-bound layers cannot
borrow time from its compute-bound ones. ``bound`` names the side that takes most of the time.

Real training reaches only part of that roofline, so the result is a range, never one number:

* ``DEFAULT_EFFICIENCY``: the fraction of the roofline a whole eager-mode training step reaches. The best case is
  bounded by what single kernels reach on their own (dense matmul about 80-86% of spec on A100/H100, simple fp32
  matmul 70-97%, device copies 75-90% of bandwidth: public benchmarks collected in shared/reference/README.md);
  whole steps lose more to small and oddly shaped layers (the 3-channel first convolution, 7x7 feature maps,
  depthwise convolutions), launch gaps and the loss and optimizer. 30-70% is a judgment spanning a poorly fed
  small model to a well-shaped convolutional network; ``calibrate`` replaces it with a measured factor when a GPU
  is present.
* AMD's best achievable dense matmul is about 58% of spec on MI300X against about 83% on A100/H100 (same
  reference), so AMD compute efficiency is scaled by 0.58 / 0.83; applying that to Radeon cards is an assumption.
* ``OVERHEAD_S_PER_KERNEL``: eager PyTorch spends CPU time dispatching and launching each operator while the GPU
  runs the previous ones, so a step cannot be shorter than kernels x overhead. A few microseconds per kernel is
  the order of magnitude NVIDIA quotes for a launch ("Getting Started with CUDA Graphs"), and PyTorch's dispatcher
  adds about as much; 4-10 us is an assumption, not a measurement. It matters for small models on fast GPUs.

Which peak: fp32 matrix products use ``fp32_tflops`` (PyTorch leaves TF32 off for matmul by default), but cuDNN
convolutions and RNNs run in TF32 on NVIDIA Ampere and newer by default (``torch.backends.cudnn.allow_tf32``), at
half the dense FP16 tensor rate on every such GPU (A100 156 of 312, RTX 3090 35.6 of 71, H100 SXM 495 of 989
TFLOPS). fp16 and bf16 use the dense tensor TFLOPS where the GPU has matrix units; fp16 without them runs at the
FP32 rate (cuDNN and cuBLAS compute in FP32 there); bf16 without bf16 matrix units is reported as not supported.
"""

from __future__ import annotations

from dataclasses import dataclass

from dashboard.advisor.gpu_spec import GpuSpec
from dashboard.advisor.profile import ModelProfile
from dashboard.text import QT_TRANSLATE_NOOP, fill, translate

DEFAULT_EFFICIENCY = (0.30, 0.70)
"""Fraction of the operator-level roofline a whole training step reaches (see the module docstring)."""

GEMM_FRACTION = {"nvidia": 0.83, "amd": 0.58}
"""Best achievable dense matmul as a fraction of spec: A100/H100 SXM 80-86%, MI300X about 58% (public benchmarks,
shared/reference/README.md). Apple publishes nothing comparable: treated like NVIDIA, so only the range applies."""

CALIBRATED_SPREAD = 0.25
"""After calibration on a local GPU, other GPUs get the measured factor +-25%: efficiency carries over between
architectures only roughly (different cuDNN kernels, cache sizes, clocks under load). A judgment."""

OVERHEAD_S_PER_KERNEL = (10e-6, 4e-6)
"""(pessimistic, optimistic) CPU-side time per operator in eager PyTorch: an order-of-magnitude assumption."""

BYTES_PER_GB = 1e9
FLOPS_PER_TFLOP = 1e12

TF32_NOTE = QT_TRANSLATE_NOOP("Advisor", "TF32 convolutions (cuDNN's default)")
NO_FP16_UNITS_NOTE = QT_TRANSLATE_NOOP("Advisor", "no FP16 matrix units: FP16 assumed at the FP32 rate")
"""A GPU's notes, in English where they are stored (advice.json); translated where shown."""


DEFAULT_SOURCE = QT_TRANSLATE_NOOP("Advisor", "30-70% efficiency (the default; a local GPU can calibrate it)")
CALIBRATED_SOURCE = QT_TRANSLATE_NOOP("Advisor", "{factor:.0%} efficiency +-{spread:.0%}, calibrated on {gpu}")


@dataclass(frozen=True)
class Efficiency:
    """The fraction of the roofline a step reaches, as a range, and where it comes from."""

    low: float
    high: float
    source: str = DEFAULT_SOURCE
    """In English (advice.json keeps it); ``shown_source`` in the reader's language."""
    reference_vendor: str = "nvidia"
    """The vendor the factor describes; other vendors' compute is scaled by their GEMM_FRACTION relative to it."""
    calibrated_on: str = ""
    """The GPU a calibrated factor was measured on; "" for the default range."""

    @property
    def middle(self) -> float:
        return (self.low + self.high) / 2

    def shown_source(self) -> str:
        """Where the range comes from, in the reader's language."""
        if self.calibrated_on:
            return fill(translate("Advisor", CALIBRATED_SOURCE), factor=self.middle, spread=CALIBRATED_SPREAD,
                        gpu=self.calibrated_on)
        return translate("Advisor", self.source)  # the default's is marked above; another stays as written

    def compute_factor(self, vendor: str) -> float:
        return GEMM_FRACTION.get(vendor, GEMM_FRACTION["nvidia"]) / GEMM_FRACTION.get(
            self.reference_vendor, GEMM_FRACTION["nvidia"])


DEFAULT = Efficiency(*DEFAULT_EFFICIENCY)


@dataclass(frozen=True)
class RooflinePeaks:
    """What the roofline needs from a GPU at one precision, in FLOP/s and bytes/s."""

    matmul_flops: float
    conv_flops: float
    """Convolutions and fused RNNs (cuDNN): TF32 in fp32 on NVIDIA Ampere and newer."""
    bandwidth: float
    vendor: str
    note: str = ""


def peaks_for(gpu: GpuSpec, precision: str) -> RooflinePeaks | None:
    """The peaks this GPU offers a step in this precision; None when it cannot run it (bf16 without bf16 units)."""
    fp32 = gpu.fp32_tflops * FLOPS_PER_TFLOP
    bandwidth = gpu.bandwidth_gbps * BYTES_PER_GB
    if precision == "fp32":
        tf32_tflops, _ = gpu.tf32_tensor_tflops()
        tf32 = None if tf32_tflops is None else tf32_tflops * FLOPS_PER_TFLOP
        note = TF32_NOTE if tf32 and tf32 > fp32 else ""
        return RooflinePeaks(fp32, max(fp32, tf32 or 0.0), bandwidth, gpu.vendor, note)
    if precision == "fp16":
        if gpu.fp16_tensor_tflops is None:
            return RooflinePeaks(fp32, fp32, bandwidth, gpu.vendor, NO_FP16_UNITS_NOTE)
        tensor = gpu.fp16_tensor_tflops * FLOPS_PER_TFLOP
        return RooflinePeaks(tensor, tensor, bandwidth, gpu.vendor)
    if precision == "bf16":
        if gpu.bf16_tensor_tflops is None:
            return None
        tensor = gpu.bf16_tensor_tflops * FLOPS_PER_TFLOP
        return RooflinePeaks(tensor, tensor, bandwidth, gpu.vendor)
    raise ValueError(f"unknown precision '{precision}': choose one of fp32, fp16, bf16")


@dataclass(frozen=True)
class Roofline:
    """Seconds per step at full efficiency, split by what limits each operator."""

    compute_seconds: float
    memory_seconds: float
    kernels: int

    @property
    def seconds(self) -> float:
        return self.compute_seconds + self.memory_seconds

    @property
    def bound(self) -> str:
        return "compute" if self.compute_seconds >= self.memory_seconds else "memory"


def roofline(profile: ModelProfile, peaks: RooflinePeaks, batch_size: int, optimizer: str) -> Roofline:
    """The operator-level roofline of one training step (forward, backward, optimizer) at this batch size."""
    compute = memory = 0.0
    for op in profile.compute_ops:
        rate = peaks.matmul_flops if op.kind == "matmul" else peaks.conv_flops
        flops_s = op.flops.at(batch_size) / rate
        bytes_s = op.bytes.at(batch_size) / peaks.bandwidth
        if flops_s >= bytes_s:
            compute += flops_s
        else:
            memory += bytes_s
    step = profile.optimizer(optimizer)
    memory += (profile.other_bytes.at(batch_size) + step.step_bytes) / peaks.bandwidth
    return Roofline(compute, memory, profile.kernels + step.step_kernels)


@dataclass(frozen=True)
class SpeedEstimate:
    samples_per_second: float
    """The middle of the range."""
    samples_per_second_range: tuple[float, float]
    bound: str
    """"compute" or "memory": what takes most of the roofline time."""
    overhead_limited: bool
    """At the middle efficiency, per-kernel launch overhead would take longer than the GPU's work."""
    roofline: Roofline
    efficiency: Efficiency
    note: str = ""


def _rate(batch_size: int, roof: Roofline, efficiency: float, compute_factor: float, overhead_s: float) -> float:
    gpu_seconds = roof.compute_seconds / (efficiency * compute_factor) + roof.memory_seconds / efficiency
    return batch_size / max(gpu_seconds, roof.kernels * overhead_s)


def estimate_speed(profile: ModelProfile, gpu: GpuSpec, batch_size: int, optimizer: str,
                   efficiency: Efficiency = DEFAULT) -> SpeedEstimate | None:
    """Training samples per second on this GPU, as a range; None when the GPU cannot run the profile's precision."""
    peaks = peaks_for(gpu, profile.precision)
    if peaks is None:
        return None
    roof = roofline(profile, peaks, batch_size, optimizer)
    factor = efficiency.compute_factor(gpu.vendor)
    pessimistic, optimistic = OVERHEAD_S_PER_KERNEL
    middle_overhead = (pessimistic + optimistic) / 2
    low = _rate(batch_size, roof, efficiency.low, factor, pessimistic)
    high = _rate(batch_size, roof, efficiency.high, factor, optimistic)
    middle = _rate(batch_size, roof, efficiency.middle, factor, middle_overhead)
    gpu_seconds = roof.compute_seconds / (efficiency.middle * factor) + roof.memory_seconds / efficiency.middle
    return SpeedEstimate(middle, (low, high), roof.bound, roof.kernels * middle_overhead > gpu_seconds, roof,
                         efficiency, peaks.note)


def calibrate(measured_samples_per_second: float, profile: ModelProfile, peaks: GpuSpec, batch_size: int,
              optimizer: str) -> Efficiency:
    """The efficiency a measured local run reached on its GPU (``peaks``: its catalogue entry), as a range for
    estimating other GPUs from it. Launch overhead is not separated out: calibrate at a batch size where the GPU
    is busy."""
    gpu_peaks = peaks_for(peaks, profile.precision)
    if gpu_peaks is None:
        raise ValueError(f"{peaks.name} has no {profile.precision} peak to calibrate against")
    if not measured_samples_per_second > 0:
        raise ValueError(f"measured samples per second must be above 0, got {measured_samples_per_second}")
    ideal = batch_size / roofline(profile, gpu_peaks, batch_size, optimizer).seconds
    factor = measured_samples_per_second / ideal
    return Efficiency(factor * (1 - CALIBRATED_SPREAD), factor * (1 + CALIBRATED_SPREAD),
                      CALIBRATED_SOURCE.format(factor=factor, spread=CALIBRATED_SPREAD, gpu=peaks.name), peaks.vendor,
                      peaks.name)


def epoch_seconds(dataset_size: int, samples_per_second: float) -> float:
    """One pass over the dataset at this throughput (data loading assumed to keep up)."""
    return dataset_size / samples_per_second


def samples_per_joule(samples_per_second: float, gpu: GpuSpec) -> float | None:
    """Samples per joule at the board's TDP: a lower bound on efficiency, since training rarely draws all of it."""
    return samples_per_second / gpu.tdp_w if gpu.tdp_w else None


def samples_per_second_per_dollar(samples_per_second: float, gpu: GpuSpec) -> float | None:
    """Throughput per USD of the price the user gave (the catalogue ships none)."""
    return samples_per_second / gpu.price_usd if gpu.price_usd else None
