"""How much device memory a training step needs, and the largest batch that fits, from a traced ModelProfile.

The traced peak (every tensor alive at the worst moment of the step) is the core; the breakdown into parameters,
gradients, optimizer state and activations is what a person can act on. Parameters, gradients and optimizer state
cannot all be freed during a step, activations are what autograd saved; ``workspace`` is whatever the trace saw
alive on top of those at the peak (gradients of activations in flight, temporaries, the batch itself), and on a GPU
the cuBLAS workspaces, which live in the same allocator. The total
is the larger of the traced peak and the sum of the parts, so it never claims less than either, plus what the
framework holds outside PyTorch's allocator.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dashboard.advisor.gpu_spec import GpuSpec
from dashboard.advisor.linear_fits import Line
from dashboard.training.config import MAX_BATCH_SIZE

if TYPE_CHECKING:
    from dashboard.advisor.profile import ModelProfile

MIB = 2**20
GIB = 2**30

DEFAULT_HEADROOM = 0.10
"""Fraction of a GPU's memory kept free when deciding what fits. PyTorch's CUDA caching allocator rounds every
block up (to 512 B, and carves 2 MiB and 20 MiB segments) and fragments over a run, so ``memory_reserved`` (what
NVML reports as used) sits above the allocated bytes this estimate counts; drivers and displays also take some of
the nominal memory. 10% is a judgment that covers the usual gap, not a published figure."""

CUDA_CONTEXT_BYTES = 300 * MIB
"""The CUDA context with lazy module loading (CUDA 11.7+, PyTorch's default since 1.13): 287 MB measured in
pytorch/pytorch#86509 (667 MB when loading eagerly); "~300MB" per the PyTorch maintainers in
pytorch/pytorch#107667. Not in torch.cuda.memory_allocated(), but in nvidia-smi's used memory."""

CUDA_LIBRARY_KERNELS_BYTES = 100 * MIB
"""cuDNN and cuBLAS kernels a training step loads into the context on first use (lazy loading): no published
figure; a judgment that makes the framework total about 400 MiB, the middle of the 300-500 MiB usually seen."""


def cublas_workspace_bytes(compute_capability: str | None) -> int:
    """One cuBLAS handle's workspaces: cuBLAS's ``:4096:2:16:8`` (8.125 MiB) by default, and on Hopper and newer
    cuBLASLt's 32 MiB as NVIDIA's cuBLAS guide recommends (pytorch/pytorch#120925)."""
    major = _major(compute_capability)
    cublas = 4096 * 1024 * 2 + 16 * 1024 * 8
    return cublas + 32 * MIB if major is not None and major >= 9 else cublas


CUBLAS_HANDLES_PER_STEP = 2
"""A training step uses two cuBLAS handles, each with its own workspace: the forward pass's thread and autograd's
backward thread."""


def library_workspace_bytes(device_kind: str, compute_capability: str | None = None) -> int:
    """cuBLAS workspaces, which PyTorch allocates through its caching allocator, so they count in
    ``torch.cuda.max_memory_allocated`` beside the tensors. Measured on an H100 (2026-11-26,
    docs/gpu-validation.md): allocated peaks sat 70-88 MiB above the traced peak at batches 8 and 32 of resnet18 and
    vgg16; two handles of 40.1 MiB give 80.25 MiB."""
    if device_kind in ("cuda", "rocm"):
        return CUBLAS_HANDLES_PER_STEP * cublas_workspace_bytes(compute_capability)
    return 0


def _major(compute_capability: str | None) -> int | None:
    try:
        return int(str(compute_capability).split(".")[0])
    except ValueError:
        return None


DEVICE_KINDS = ("cuda", "rocm", "mps", "cpu")


def framework_bytes(device_kind: str, compute_capability: str | None = None) -> int:
    """Memory the runtime holds outside PyTorch's allocator: the CUDA context and the kernels it loads.

    ROCm has no published context size that we know of, so it is assumed to equal CUDA's. Apple GPUs (mps) share
    unified memory with the system and have no separate context reservation; the CPU has none either.
    """
    if device_kind in ("cuda", "rocm"):
        return CUDA_CONTEXT_BYTES + CUDA_LIBRARY_KERNELS_BYTES
    if device_kind in ("mps", "cpu"):
        return 0
    raise ValueError(f"unknown device kind '{device_kind}': choose one of {', '.join(DEVICE_KINDS)}")


def device_kind(gpu: GpuSpec) -> str:
    return {"nvidia": "cuda", "amd": "rocm", "apple": "mps"}.get(gpu.vendor, "cuda")


def gpu_memory_bytes(gpu: GpuSpec) -> int:
    """A GPU's memory in bytes. Vendors' "GB" of GPU memory are binary (a "24 GB" RTX 4090 has 24,564 MiB in
    nvidia-smi), because DRAM chips come in powers of two."""
    return int(gpu.memory_gb * GIB)


@dataclass(frozen=True)
class MemoryEstimate:
    parameters: int
    trainable_parameters: int
    params_bytes: int
    buffers_bytes: int
    """Batch-norm running statistics and other non-parameter state."""
    gradients_bytes: int
    """One gradient per trainable parameter, in the parameter's dtype (fp32, also under autocast)."""
    optimizer_bytes: int
    activations_bytes: int
    """What autograd saves for the backward pass, measured by the trace."""
    workspace_bytes: int
    """Alive at the traced peak on top of the parts above: gradients of activations, temporaries, the batch."""
    framework_bytes: int
    total_bytes: int
    peak_bytes: int
    """The traced peak of live tensors plus the library workspaces: ``torch.cuda.max_memory_allocated`` of a step."""
    batch_size: int
    precision: str
    optimizer: str
    freeze: str
    resolution: int | None
    device_kind: str


def memory_lines(profile: ModelProfile, optimizer: str) -> tuple[Line, ...]:
    """Lines whose maximum at a batch is the total without the framework: the traced peaks and the sum of parts.

    Forward and backward were traced without optimizer state; in a running loop the state is there all along, so
    it is added to those peaks. The optimizer step was traced with it.
    """
    opt = profile.optimizer(optimizer)
    fixed = profile.param_bytes + profile.buffer_bytes + profile.trainable_param_bytes + opt.state_bytes
    parts = Line(fixed + profile.saved_bytes.intercept, profile.saved_bytes.slope)
    passes = (Line(line.intercept + opt.state_bytes, line.slope) for line in profile.peak)
    return (parts, *passes, *opt.step_peak)


def _traced_peak(profile: ModelProfile, optimizer: str, batch_size: int) -> float:
    opt = profile.optimizer(optimizer)
    passes = max(line.at(batch_size) for line in profile.peak) + opt.state_bytes
    return max(passes, max(line.at(batch_size) for line in opt.step_peak))


def estimate_memory(profile: ModelProfile, batch_size: int, optimizer: str, device_kind: str = "cuda",
                    compute_capability: str | None = None) -> MemoryEstimate:
    """Device memory for one training step at this batch size, broken down into what a person can change."""
    if batch_size < 1:
        raise ValueError(f"batch size must be at least 1, got {batch_size}")
    opt = profile.optimizer(optimizer)
    activations = round(profile.saved_bytes.at(batch_size))
    parts = (profile.param_bytes + profile.buffer_bytes + profile.trainable_param_bytes + opt.state_bytes
             + activations)
    libraries = library_workspace_bytes(device_kind, compute_capability)
    peak = round(_traced_peak(profile, optimizer, batch_size)) + libraries
    framework = framework_bytes(device_kind, compute_capability)
    workspace = max(0, peak - parts)
    return MemoryEstimate(
        parameters=profile.parameters, trainable_parameters=profile.trainable_parameters,
        params_bytes=profile.param_bytes, buffers_bytes=profile.buffer_bytes,
        gradients_bytes=profile.trainable_param_bytes, optimizer_bytes=opt.state_bytes,
        activations_bytes=activations, workspace_bytes=workspace, framework_bytes=framework,
        total_bytes=parts + workspace + framework, peak_bytes=peak, batch_size=batch_size,
        precision=profile.precision, optimizer=optimizer, freeze=profile.freeze, resolution=profile.resolution,
        device_kind=device_kind,
    )


def usable_bytes(memory_bytes: int, headroom: float = DEFAULT_HEADROOM) -> float:
    if not 0 <= headroom < 1:
        raise ValueError(f"headroom must be at least 0 and below 1, got {headroom}")
    return memory_bytes * (1 - headroom)


def fits(estimate: MemoryEstimate, memory_bytes: int, headroom: float = DEFAULT_HEADROOM) -> bool:
    return estimate.total_bytes <= usable_bytes(memory_bytes, headroom)


def max_batch_size(profile: ModelProfile, optimizer: str, memory_bytes: int, headroom: float = DEFAULT_HEADROOM,
                   device_kind: str = "cuda", compute_capability: str | None = None) -> int:
    """The largest batch whose estimate fits in ``memory_bytes`` less the headroom; 0 when not even batch 1 fits.

    Closed form: every line of the estimate must stay under the budget. Capped at the lab's MAX_BATCH_SIZE (65,536).
    """
    budget = (usable_bytes(memory_bytes, headroom) - framework_bytes(device_kind, compute_capability)
              - library_workspace_bytes(device_kind, compute_capability))
    largest = MAX_BATCH_SIZE
    for line in memory_lines(profile, optimizer):
        if line.slope > 0:
            largest = min(largest, math.floor((budget - line.intercept) / line.slope))
        elif line.intercept > budget:
            return 0
    largest = max(0, largest)

    def ok(batch: int) -> bool:  # guards the floor against float rounding in the lines
        return fits(estimate_memory(profile, batch, optimizer, device_kind, compute_capability), memory_bytes,
                    headroom)

    while largest > 0 and not ok(largest):
        largest -= 1
    while largest < MAX_BATCH_SIZE and ok(largest + 1):
        largest += 1
    return largest
