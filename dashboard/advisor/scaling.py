"""Measured scaling: a training step profiled per operator on one GPU, scaled to another GPU by what bounds each
operator (the approach of Habitat, Yu et al., USENIX ATC 2021), then summed.

A profile (``step_timing.py``'s ``profile``: device time, calls and FLOPs per aten operator and input shape) becomes
:class:`OpGroup` s, and each group is classified by what bounds it on the source GPU (:func:`bound`): its FLOPs per
byte against the source's ridge point where the profile gives FLOPs, else (elementwise, normalisation, pooling, the
optimizer) memory. A compute-bound group is scaled by the ratio of its roofline times on the two GPUs: its FLOPs at
the peak of its precision path (tensor cores in fp16/bf16, TF32 for fp32 convolutions from Ampere on, else the FP32
lanes) spread in waves over the SMs, against its bytes at the bandwidth. A memory-bound group is scaled by the
bandwidth ratio. A group without FLOPs that moves its bytes well below the bandwidth the source reaches elsewhere
(batch normalisation on an H100) is bound by its SMs' issue rate instead: it is scaled by SMs x clock, never
faster than its bytes at the target's reachable bandwidth. Kernels too short to be bound by any of these (launch
latency) keep their measured time; so does the host's time, which bounds the step where the GPU finishes first.
"""

from __future__ import annotations

import ast
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from dashboard.advisor.gpu_spec import GpuSpec
from dashboard.advisor.roofline_peaks import RooflinePeaks, peaks_for
from dashboard.advisor.speed import SpeedConstants

LAUNCH_BOUND_S = 4e-6
"""A kernel call this short on the source is bound by launch latency, not by arithmetic or memory: its time is kept.
(An empty kernel takes 2-3 us on current NVIDIA GPUs; the H100 profiles' shortest calls take 1-3 us.)"""
GEMM_TILE = 128
"""The output tile (128 x 128) assumed for one thread block of a GEMM or implicit-GEMM convolution, to count waves;
cuDNN and cuBLAS pick 64 to 256 per side, which the profile does not record per operator."""
BYTES_PER_ELEMENT = {"fp32": 4, "fp16": 2, "bf16": 2}
CONV_OPS = ("aten::cudnn_convolution", "aten::_convolution", "aten::convolution_backward",
            "aten::_conv_depthwise2d", "aten::cudnn_convolution_transpose")
MATMUL_OPS = ("aten::mm", "aten::addmm", "aten::bmm", "aten::baddbmm")
HOST_BOUND_MARGIN = 0.05
"""A step timed this much longer than its profiled GPU time waited on the host: the host's time is the step's."""
HOST_OVER_PROFILED = 2.23
"""The host's time per step over the profiler's aten CPU time: the median of the H100's 17 host-bound profiled steps
(1.90 to 2.61; ``scaling_check.host_over_profiled``). Python, autograd's engine and the optimizer's loop lie outside
the aten operators; a ratio, so it carries to a faster or slower CPU better than a time would."""
OPTIMIZER_PREFIX = "aten::_foreach_"
"""The optimizer's multi-tensor kernels: their work is the parameters', not the batch's."""


@dataclass(frozen=True)
class OpGroup:
    """One aten operator at one input shape, as the profile measured it over a step."""

    op: str
    shapes: str
    calls: int
    device_s: float
    """Measured device time of all its calls (its own kernels)."""
    flops: float = 0.0
    """Arithmetic of all its calls; 0 where the profile does not know (then it is taken to be bound by memory or by
    the SMs' issue rate, ``bound``)."""
    bytes: float = 0.0
    """Bytes its calls read and write, from the shapes; 0 where unknown."""
    gemm_rows: int = 0
    """The GEMM output's rows (batch x output pixels for a convolution) and columns, for wave quantisation; 0 where
    unknown."""
    gemm_cols: int = 0
    per_sample: bool = True
    """Its work grows with the batch (activations); False for the optimizer, whose work is the parameters'."""
    winograd: bool = False
    """A dense 3x3 convolution, which cuDNN can run with Winograd on the FP32 lanes where no TF32 is faster."""

    @property
    def kind(self) -> str:
        """"conv", "matmul" or "memory" (no FLOPs known)."""
        if self.flops <= 0:
            return "memory"
        return "conv" if self.op in CONV_OPS else "matmul"


@dataclass(frozen=True)
class Shares:
    """The share of each path's peak real kernels reach. All 1 (the default) scales by the published peaks alone,
    as Habitat's wave scaling does; :meth:`fitted` takes the analytic model's fitted shares (``speed.FITTED``),
    which matter where a step changes path between the GPUs: TF32 on the source, FP32 lanes (Winograd for 3x3)
    on a GPU without TF32, or GDDR against HBM."""

    tf32: float = 1.0
    tensor: float = 1.0
    cuda_core: float = 1.0
    winograd: float = 1.0
    shared_fp32: float = 1.0
    """Times the FP32-lane shares on SMs whose FP32 lanes are half shared with integer work."""
    gddr: float = 1.0
    """GDDR memory's reached share of its bandwidth relative to HBM's."""
    memory: float = 1.0
    """The share of the bandwidth kernels without FLOPs reach where bandwidth bounds them: a kernel that reaches
    less on the source is bound by its SMs' issue rate (``bound``)."""
    norm_cycles: float = 0.0
    """SM cycles normalisation needs per byte counted at FP32 size (the analytic model's): a floor on its time
    where the source ran it at its bandwidth, so it did not show what the SMs need. 0: no floor."""
    halved_tensor: float = 1.0
    """The tensor share on GeForce's tensor cores, whose rate with FP32 accumulation is halved."""

    @classmethod
    def fitted(cls, constants: SpeedConstants) -> Shares:
        return cls(constants.tf32, constants.tensor, constants.cuda_core, constants.winograd, constants.shared_fp32,
                   constants.gddr, constants.memory, constants.norm_cycles, constants.halved_tensor)


RAW = Shares()


@dataclass(frozen=True)
class SourceStep:
    """One profiled training step on a source GPU."""

    gpu: GpuSpec
    precision: str
    batch_size: int
    groups: tuple[OpGroup, ...]
    host_s: float
    """The host's own time over the step (the aten operators' CPU time): launches, dispatch, cuDNN plans."""
    measured_step_s: float | None = None
    """The step as timed without the profiler, where known."""

    @property
    def gpu_s(self) -> float:
        return sum(group.device_s for group in self.groups)

    @property
    def host_time_s(self) -> float:
        """The host's time per step. The profiler counts only the aten operators' own CPU time, less than half of
        it where the host sets the pace (Python, autograd's engine and the optimizer's loop are outside it): where
        the timed step is longer than the profiled GPU time, the GPU waited on the host, so the host took the
        whole step. Where the GPU set the pace, the host's time is hidden under it: the profiled time times the
        ratio the host-bound steps showed, never above the step. Without a timed step, the profiled time."""
        if self.measured_step_s is None:
            return self.host_s
        if self.measured_step_s > self.gpu_s * (1 + HOST_BOUND_MARGIN):
            return self.measured_step_s
        return min(self.host_s * HOST_OVER_PROFILED, self.measured_step_s)


@dataclass(frozen=True)
class ScaledStep:
    """A step predicted on a target GPU."""

    gpu: str
    batch_size: int
    gpu_s: float
    host_s: float
    seconds_by_bound: Mapping[str, float]
    """The target's GPU time split by what bounds each group on the source: compute, memory, issue or launch."""

    @property
    def step_s(self) -> float:
        """The host queues kernels while the GPU runs earlier ones: the slower of the two sets the pace."""
        return max(self.gpu_s, self.host_s)

    @property
    def samples_per_second(self) -> float:
        return self.batch_size / self.step_s


def waves_efficiency(blocks: int, sms: int) -> float:
    """The share of the SMs' time a grid of ``blocks`` thread blocks keeps busy (one block per SM at a time): the
    last wave runs partly empty. 1 where either is unknown."""
    if blocks <= 0 or sms <= 0:
        return 1.0
    return blocks / (sms * math.ceil(blocks / sms))


def gemm_blocks(rows: int, cols: int, tile: int = GEMM_TILE) -> int:
    return math.ceil(rows / tile) * math.ceil(cols / tile) if rows > 0 and cols > 0 else 0


def path_flops(group: OpGroup, peaks: RooflinePeaks, shares: Shares = RAW) -> float:
    """The rate a group's arithmetic reaches on the fastest path open to it: the tensor path ``peaks_for``
    chooses for its precision (TF32 or FP16/BF16), or the FP32 lanes (Winograd for a dense 3x3 convolution in
    fp32), each at its share."""
    lanes = peaks.cuda_core_flops * (shares.shared_fp32 if peaks.shared_fp32 else 1.0)
    family = peaks.conv_family if group.kind == "conv" else peaks.matmul_family
    nominal = peaks.conv_flops if group.kind == "conv" else peaks.matmul_flops
    if family in ("tf32", "tensor"):
        share = shares.halved_tensor if peaks.halved_tensor else shares.tensor
        tensor = nominal * (shares.tf32 if family == "tf32" else share)
        return max(tensor, lanes * shares.winograd) if group.winograd and family == "tf32" else tensor
    return lanes * (shares.winograd if group.winograd and group.kind == "conv" else shares.cuda_core)


def bandwidth(peaks: RooflinePeaks, shares: Shares = RAW) -> float:
    return peaks.bandwidth * (shares.gddr if peaks.memory_type.upper().startswith("GDDR") else 1.0)


def reachable_bandwidth(peaks: RooflinePeaks, shares: Shares = RAW) -> float:
    """Bytes per second kernels bound by bandwidth reach on this GPU."""
    return bandwidth(peaks, shares) * shares.memory


def roofline_s(group: OpGroup, peaks: RooflinePeaks, batch_scale: float, shares: Shares = RAW) -> float:
    """The group's time at the roofline on a GPU with its work scaled by ``batch_scale``: the longer of its
    arithmetic (at the path's peak, times the wave quantisation of its grid) and its bytes (at the bandwidth)."""
    scale = batch_scale if group.per_sample else 1.0
    bytes_s = group.bytes * scale / bandwidth(peaks, shares)
    if group.kind == "memory":
        return bytes_s
    rows = round(group.gemm_rows * scale) if group.gemm_rows else 0
    efficiency = waves_efficiency(gemm_blocks(rows, group.gemm_cols), peaks.sms)
    return max(group.flops * scale / (path_flops(group, peaks, shares) * efficiency), bytes_s)


def bound(group: OpGroup, gpu: GpuSpec, peaks: RooflinePeaks, shares: Shares = RAW) -> str:
    """What bounds a group on the source GPU: "launch" (calls too short to be bound by work), "issue" (no FLOPs,
    and its bytes moved below the bandwidth the GPU reaches: the SMs' instruction rate held it, as in batch
    normalisation's per-channel reductions), "memory" (no FLOPs, or its FLOPs per byte under the GPU's ridge
    point) or "compute"."""
    if group.device_s / max(group.calls, 1) <= LAUNCH_BOUND_S:
        return "launch"
    if group.kind == "memory" and group.bytes > 0 and peaks.sm_cycles > 0:
        return "issue" if group.bytes / group.device_s < reachable_bandwidth(peaks, shares) else "memory"
    if group.kind == "memory" or group.bytes <= 0:
        return "memory"
    ridge = path_flops(group, peaks) / peaks.bandwidth
    return "compute" if group.flops / group.bytes >= ridge else "memory"


def scale_group(group: OpGroup, source: GpuSpec, target: GpuSpec, precision: str, batch_scale: float = 1.0,
                shares: Shares = RAW) -> float:
    """The group's time on ``target`` at ``batch_scale`` times the profiled batch: its measured time times the
    ratio of the two roofline times. Launch-bound groups keep their time; a group without bytes follows the
    bandwidth ratio (times the batch where its work is per sample)."""
    src, tgt = _peaks(source, precision), _peaks(target, precision)
    return _scaled_s(group, bound(group, source, src, shares), src, tgt, batch_scale, shares, precision)


def _scaled_s(group: OpGroup, kind: str, src: RooflinePeaks, tgt: RooflinePeaks, batch_scale: float, shares: Shares,
              precision: str) -> float:
    """``scale_group`` with what bounds the group on the source and both GPUs' peaks already known. Normalisation
    the source's bandwidth held (a GeForce card) is never faster, on a target with fewer SM cycles per byte of
    bandwidth (an H100, whose SMs hold it), than the SM cycles it needs there."""
    if kind == "launch":
        return group.device_s
    scale = batch_scale if group.per_sample else 1.0
    if kind == "issue" and tgt.sm_cycles > 0:
        return max(group.device_s * scale * src.sm_cycles / tgt.sm_cycles,
                   group.bytes * scale / reachable_bandwidth(tgt, shares))
    if kind in ("memory", "issue"):
        moved = group.device_s * scale * bandwidth(src, shares) / bandwidth(tgt, shares)
        return max(moved, _norm_floor_s(group, src, tgt, scale, shares, precision))
    return (group.device_s * roofline_s(group, tgt, batch_scale, shares)
            / roofline_s(group, src, 1.0, shares))


def _norm_floor_s(group: OpGroup, src: RooflinePeaks, tgt: RooflinePeaks, scale: float, shares: Shares,
                  precision: str) -> float:
    """The SM cycles a normalisation group needs on the target (its bytes at FP32 size times ``norm_cycles``),
    where the target has fewer SM cycles per byte of bandwidth than the source: the source's bandwidth held it
    there, so its measured time does not show them. 0 elsewhere."""
    if ("norm" not in group.op or shares.norm_cycles <= 0 or src.sm_cycles <= 0 or tgt.sm_cycles <= 0
            or tgt.sm_cycles / bandwidth(tgt, shares) >= src.sm_cycles / bandwidth(src, shares)):
        return 0.0
    value_bytes = group.bytes * scale * BYTES_PER_ELEMENT["fp32"] / BYTES_PER_ELEMENT[precision]
    return value_bytes * shares.norm_cycles / tgt.sm_cycles


def _peaks(gpu: GpuSpec, precision: str) -> RooflinePeaks:
    peaks = peaks_for(gpu, precision)
    if peaks is None:
        raise ValueError(f"{gpu.name} cannot run {precision}")
    return peaks


def predict(step: SourceStep, target: GpuSpec, batch_size: int | None = None, shares: Shares = RAW
            ) -> ScaledStep | None:
    """The step on ``target`` at ``batch_size`` (the profiled batch by default); None where the target cannot run
    the step's precision. The host's time is kept as measured (``SourceStep.host_time_s``)."""
    tgt = peaks_for(target, step.precision)
    if tgt is None:
        return None
    batch = batch_size or step.batch_size
    scale = batch / step.batch_size
    src = _peaks(step.gpu, step.precision)
    by_bound = {"compute": 0.0, "memory": 0.0, "issue": 0.0, "launch": 0.0}
    for group in step.groups:
        kind = bound(group, step.gpu, src, shares)
        by_bound[kind] += _scaled_s(group, kind, src, tgt, scale, shares, step.precision)
    return ScaledStep(target.name, batch, sum(by_bound.values()), step.host_time_s, by_bound)


def shape_list(text: str) -> list[list[int]]:
    try:
        found = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return []
    return [list(s) if isinstance(s, list) and all(isinstance(v, int) for v in s) else [] for s in found]


def _elements(shape: Sequence[int]) -> int:
    return math.prod(shape) if shape else 0


def _conv_fields(op: str, shapes: list[list[int]], forward_flops: Mapping[tuple[str, str], float],
                 element: int) -> tuple[float, float, int, int, bool]:
    """(FLOPs, bytes, GEMM rows, GEMM columns) of a convolution's calls from its shapes: the forward's FLOPs from
    the profile's ``aten::conv2d`` row of the same input and weight, the backward twice that (data and weight
    gradients)."""
    backward = op == "aten::convolution_backward"
    grad, data, weight = (shapes + [[], [], []])[:3] if backward else ([], *(shapes + [[], []])[:2])
    if len(data) != 4 or len(weight) != 4:
        return 0.0, 0.0, 0, 0, False
    flops = forward_flops.get((str(data), str(weight)), 0.0)
    if flops <= 0:
        return 0.0, 0.0, 0, 0, False
    out_channels, group_channels, kh, kw = weight
    output = flops / (2 * group_channels * kh * kw)
    moved = _elements(data) + _elements(weight) + output
    rows = round(output / out_channels)
    dense3x3 = (kh, kw) == (3, 3) and group_channels == data[1]
    if backward:
        return 2 * flops, 2 * moved * element, rows, out_channels, dense3x3
    return flops, moved * element, rows, out_channels, dense3x3


def _matmul_fields(op: str, shapes: list[list[int]], element: int) -> tuple[float, int, int]:
    """(bytes, GEMM rows, GEMM columns) of one matrix product call from its shapes."""
    operands = shapes[1:3] if op in ("aten::addmm", "aten::baddbmm") else shapes[:2]
    if len(operands) < 2 or len(operands[0]) < 2 or len(operands[1]) < 2:
        return 0.0, 0, 0
    left, right = operands
    batch = _elements(left[:-2]) or 1
    rows, cols = left[-2], right[-1]
    return (_elements(left) + _elements(right) + batch * rows * cols) * element, batch * rows, cols


def _memory_bytes(shapes: list[list[int]], element: int) -> float:
    """Bytes one call of an operator without FLOPs moves, from its input shapes: every input read and one output
    the size of the largest written (elementwise operators, normalisation and pooling and their backwards; an
    in-place ``add_`` reads two and writes one)."""
    sizes = [_elements(shape) for shape in shapes]
    return float(sum(sizes) + max(sizes, default=0)) * element


def groups_from_profile(profile: Mapping[str, Any], precision: str) -> tuple[tuple[OpGroup, ...], float]:
    """The operator groups of a ``step_timing`` profile and the host's time over the step (seconds).

    Only ``aten::`` rows with device time count (the kernel rows repeat their time, profiler rows are not the
    step's); convolutions take their FLOPs from the ``aten::conv2d`` row of the same shapes, which has no device
    time of its own."""
    element = BYTES_PER_ELEMENT[precision]
    rows = [row for row in profile["ops"] if str(row["op"]).startswith("aten::")]
    forward_flops: dict[tuple[str, str], float] = {}
    for row in rows:
        if row["op"] in ("aten::conv2d", "aten::convolution") and row["flops"]:
            shapes = shape_list(row["shapes"])
            if len(shapes) >= 2:
                forward_flops[(str(shapes[0]), str(shapes[1]))] = row["flops"] / max(row["calls"], 1)
    groups = []
    for row in rows:
        if row["device_us"] <= 0:
            continue
        op, calls, shapes = str(row["op"]), int(row["calls"]), shape_list(row["shapes"])
        flops, moved, gemm_rows, gemm_cols, dense3x3 = float(row["flops"]), 0.0, 0, 0, False
        if op in CONV_OPS:
            flops, moved, gemm_rows, gemm_cols, dense3x3 = _conv_fields(op, shapes, forward_flops, element)
            flops, moved = flops * calls, moved * calls
        elif op in MATMUL_OPS and flops > 0:
            moved, gemm_rows, gemm_cols = _matmul_fields(op, shapes, element)
            moved *= calls
        else:
            flops, moved = 0.0, _memory_bytes(shapes, element) * calls
        groups.append(OpGroup(op, str(row["shapes"]), calls, row["device_us"] * 1e-6, flops, moved, gemm_rows,
                              gemm_cols, not op.startswith(OPTIMIZER_PREFIX), dense3x3))
    host_s = sum(float(row["cpu_us"]) for row in rows) * 1e-6
    return tuple(groups), host_s


def source_step(profile: Mapping[str, Any], gpu: GpuSpec, precision: str, batch_size: int,
                measured_step_s: float | None = None) -> SourceStep:
    """The profiled step on ``gpu``; ``measured_step_s`` is the same step timed without the profiler."""
    groups, host_s = groups_from_profile(profile, precision)
    return SourceStep(gpu, precision, batch_size, groups, host_s, measured_step_s)


def predict_all(step: SourceStep, targets: Iterable[GpuSpec], batch_size: int | None = None,
                shares: Shares = RAW) -> dict[str, ScaledStep]:
    """The step predicted on every target that can run its precision, by name."""
    found = {}
    for target in targets:
        scaled = predict(step, target, batch_size, shares)
        if scaled is not None:
            found[target.name] = scaled
    return found
