"""What the speed model needs from a GPU at one precision: the peak of each kind of kernel, the bandwidth, the SMs,
from the catalogue's published figures (``GpuSpec``), with the notes the Advisor shows beside a GPU's row."""

from __future__ import annotations

from dataclasses import dataclass, replace

from dashboard.advisor.gpu_spec import GpuSpec
from dashboard.text import QT_TRANSLATE_NOOP

BYTES_PER_GB = 1e9
FLOPS_PER_TFLOP = 1e12

TF32_NOTE = QT_TRANSLATE_NOOP("Advisor", "TF32 convolutions (cuDNN's default)")
NO_FP16_UNITS_NOTE = QT_TRANSLATE_NOOP("Advisor", "no FP16 matrix units: FP16 assumed at the FP32 rate")
"""A GPU's notes, in English where they are stored (advice.json); translated where shown."""


@dataclass(frozen=True)
class RooflinePeaks:
    """What the model needs from a GPU at one precision, in FLOP/s and bytes/s."""

    matmul_flops: float
    conv_flops: float
    """Convolutions and fused RNNs (cuDNN): TF32 in fp32 on NVIDIA Ampere and newer."""
    bandwidth: float
    vendor: str
    cuda_core_flops: float
    """The FP32 rate of the CUDA cores: depthwise convolutions, and everything without tensor cores."""
    conv_family: str
    """The family of dense convolutions: "tf32" or "tensor" on tensor cores, else "winograd" (3x3) / "cuda_core"."""
    matmul_family: str
    memory_type: str = ""
    shared_fp32: bool = False
    """Half the FP32 lanes share a datapath with integer work (``shares_fp32_lanes``)."""
    note: str = ""
    sm_cycles: float = 0.0
    """SMs x clock, per second (``GpuSpec.sm_cycles_per_second``); 0 where unknown."""
    sms: int = 0
    """Streaming multiprocessors (``GpuSpec.streaming_multiprocessors``); 0 where unknown."""
    halved_tensor: bool = False
    """The tensor rate is GeForce's, halved for FP32 accumulation (``halves_fp32_accumulation``)."""


def shares_fp32_lanes(gpu: GpuSpec) -> bool:
    """The SMs of NVIDIA's GeForce and workstation Ampere (8.6), Jetson Orin (8.7), Ada (8.9) and consumer Blackwell
    (12.x) issue half their FP32 lanes on a datapath shared with integer work, so the listed FP32 peak (both halves)
    is further out of reach than on the data-centre chips (8.0, 9.0, 10.0), whose FP32 and INT32 lanes are apart."""
    if gpu.vendor != "nvidia" or not gpu.compute_capability:
        return False
    major, _, minor = gpu.compute_capability.partition(".")
    return (major, minor) in (("8", "6"), ("8", "7"), ("8", "9")) or major == "12"


def halves_fp32_accumulation(gpu: GpuSpec) -> bool:
    """GeForce tensor cores multiply FP16 with FP32 accumulation (what cuDNN and cuBLAS use for training) at half the
    rate they do with FP16 accumulation; the catalogue lists the halved rate. Workstation and data-centre chips of the
    same die run both at the full rate."""
    return gpu.vendor == "nvidia" and gpu.series == "geforce"


def _sms(gpu: GpuSpec) -> int:
    found = gpu.streaming_multiprocessors()
    return found[0] if found else 0


def peaks_for(gpu: GpuSpec, precision: str) -> RooflinePeaks | None:
    """The peaks this GPU offers a step in this precision; None when it cannot run it (bf16 without bf16 units)."""
    fp32 = gpu.fp32_tflops * FLOPS_PER_TFLOP
    cuda_cores = RooflinePeaks(fp32, fp32, gpu.bandwidth_gbps * BYTES_PER_GB, gpu.vendor, fp32, "cuda_core",
                               "cuda_core", gpu.memory_type, shares_fp32_lanes(gpu),
                               sm_cycles=gpu.sm_cycles_per_second() or 0.0, sms=_sms(gpu))
    if precision == "fp32":
        tf32_tflops, _ = gpu.tf32_tensor_tflops()
        tf32 = None if tf32_tflops is None else tf32_tflops * FLOPS_PER_TFLOP
        if tf32 and tf32 > fp32:
            return replace(cuda_cores, conv_flops=tf32, conv_family="tf32", note=TF32_NOTE)
        return cuda_cores
    if precision not in ("fp16", "bf16"):
        raise ValueError(f"unknown precision '{precision}': choose one of fp32, fp16, bf16")
    tensor_tflops = gpu.fp16_tensor_tflops if precision == "fp16" else gpu.bf16_tensor_tflops
    if tensor_tflops is None:
        return None if precision == "bf16" else replace(cuda_cores, note=NO_FP16_UNITS_NOTE)
    tensor = tensor_tflops * FLOPS_PER_TFLOP
    return replace(cuda_cores, matmul_flops=tensor, conv_flops=tensor, conv_family="tensor", matmul_family="tensor",
                   halved_tensor=halves_fp32_accumulation(gpu))
