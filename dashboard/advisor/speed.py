"""How fast a GPU would train a profiled model: a per-operator model of the step with fitted constants.

The step is what one eager PyTorch process does: the CPU dispatches every operator and launches its kernels, the
GPU runs them, and the two overlap through the launch queue. So a step takes about the longer of the two:

* **GPU time.** Every operator with FLOPs takes the longer of its arithmetic and its bytes. Its arithmetic runs at
  the peak of its algorithm family (``tracer.compute_family``) scaled by the fraction real kernels reach:

  - ``cuda_core``: FP32 matrix products (PyTorch leaves TF32 off for them), and convolutions on GPUs without
    tensor cores for the precision;
  - ``winograd``: dense 3x3 stride-1 convolutions in FP32 on CUDA cores. cuDNN runs them with Winograd or FFT
    algorithms, which do fewer multiplications than the nominal count, so the nominal FLOP/s can beat the peak;
  - ``tf32``: FP32 convolutions on Ampere and newer (cuDNN's default, at half the dense FP16 tensor rate);
  - ``tensor``: FP16 and BF16 convolutions and matrix products on tensor cores;
  - ``halved_tensor``: the same on GeForce cards, whose tensor cores run FP16 with FP32 accumulation at half their
    full rate (the catalogue's). Kernels reach more of that lower peak: Lambda's RTX 3090 trained ResNet-50 in mixed
    precision as fast as the RTX A6000 (905 against 916 img/s), listed at 2.2 times its tensor rate.

  On GeForce and workstation Ampere, Ada and Blackwell, half the FP32 lanes are shared with integer work
  (``roofline_peaks.shares_fp32_lanes``): the CUDA-core families reach ``shared_fp32`` times their usual share
  there. Depthwise convolutions run on CUDA cores. Their forward moves its bytes at the usual rate and its arithmetic
  at ``depthwise_fwd`` of the FP32 rate, twice that in 16 bits (4.5 and 9.4 TFLOP/s for convnext_tiny's 7x7 on an
  H100); their backward reduces each filter tap's gradient over the batch and every pixel, and moves its bytes at the
  ``depthwise`` share of it (300-400 GB/s for the 16-bit kernels on an H100); in FP32 its kernels (cuDNN's and
  PyTorch's own) reach only ``depthwise_grad`` of the FP32 rate besides (0.7-0.95 TFLOP/s on an H100 for 3x3, 5x5 and
  7x7 filters alike). ``thin`` convolutions (fewer than 8 input channels: the RGB stem) run on CUDA cores too, at
  their own fraction. The operators without FLOPs (elementwise, pooling, the optimizer) move their bytes at the
  ``memory`` fraction of the bandwidth, times ``gddr`` on GDDR memory; pooling, reductions and broadcasts (a
  convolution's bias) count theirs at FP32 size, since their time follows their values (``tracer.memory_family``).
  Normalisation moves its bytes, counted at FP32 size, at the ``norm`` fraction (times ``gddr``), or takes
  ``norm_cycles`` SM cycles per such byte, whichever is longer: its per-channel reductions are held by the SMs'
  instruction issue on a GPU with much bandwidth per SM (on the H100 its 16-bit runs kept 70-80% of their FP32
  time, moving bytes at 0.8-1.2 TB/s where elementwise kernels reach 2 TB/s), by the bandwidth on one with little
  (GeForce). Each statistic is one SM's reduction, so a layer with fewer channels than the GPU has SMs keeps only
  that many busy (``tracer.norm_reductions``). PyTorch hands cuDNN FP32 and FP16 batch norms only; in BF16 its own
  kernels run them, and on NVIDIA they take ``native_norm`` times as long (1.5-1.6x on the H100's profiles).
  On NVIDIA, cuDNN's tensor-core kernels want NHWC: with PyTorch's default NCHW, each such convolution transposes
  its activations (``layout``: extra traffic as a multiple of what the convolution reads and writes; not for 1x1
  convolutions, which are matrix products on NCHW). Transposes are limited by values more than bytes (their
  16-bit runs take about 80% of the FP32 time on the H100), so they count at FP32 size. Where two kinds of kernel
  can run an operator, the faster one is taken, as cuDNN's autotuner does. Every kernel adds ``kernel_floor_s``.
  A dense convolution launches kernels the tracer does not see (the transposes, split reductions): each of its
  passes adds ``conv_pass_s`` (7.5-8.3 us on the H100), and its backward runs two (data and weight gradients).
* **CPU time.** ``host_op_s`` per traced operator and ``host_conv_s`` per convolution (cuDNN looks up and
  launches an execution plan for each, several times the cost of another operator), times ``host_amp`` under
  autocast (its dispatch layer; the casts it adds are traced operators already), plus ``host_step_s`` every
  training step whatever its size (the Python loop, autograd's engine, the optimizer's bookkeeping).
* Each phase of a training step (forward, backward, optimizer) is the ``blend``-norm of its two times, the longer
  one rounded up where both are close, and the step is their sum: where the CPU holds one phase (the optimizer's
  Python, a forward of small operators) the GPU waits, and it does not get that time back where it holds another
  (the backward's heavier kernels): resnet18 in FP32 on the H100, kernels 7.6 ms and CPU 6.6 ms, took 11.2 ms.

The constants are fitted (``speed_fit.py``) to training steps measured on real GPUs: Lambda's published ResNet-50
throughput (36 rows, 12 GPUs) and 71 steps of 13 torchvision models timed on an H100 (``docs/advisor-accuracy.md``,
which ``python -m dashboard.advisor.accuracy`` reproduces). The range printed around the middle is cross-validated:
with each model, then each GPU, left out of the fit and estimated from the rest, ``range_low`` to ``range_high``
times the middle held ``coverage`` of the measurements. AMD arithmetic is scaled by 0.58 / 0.83, its best dense
matmul's share of spec on MI300X over A100/H100's (shared/reference/README.md); nothing was measured on AMD or Apple.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from dashboard.advisor.gpu_spec import GpuSpec
from dashboard.advisor.roofline_peaks import RooflinePeaks, peaks_for
from dashboard.text import QT_TRANSLATE_NOOP, fill, translate

if TYPE_CHECKING:
    from collections.abc import Sequence

    from dashboard.advisor.profile import ComputeOp, ModelProfile, NormOp

GEMM_FRACTION = {"nvidia": 0.83, "amd": 0.58}
"""Best achievable dense matmul as a fraction of spec: A100/H100 SXM 80-86%, MI300X about 58% (public benchmarks,
shared/reference/README.md). Apple publishes nothing comparable: treated like NVIDIA."""

CALIBRATED_SPREAD = 0.25
"""After calibration on a local GPU, other GPUs get the measured correction +-25%: it carries over between
architectures only roughly (different cuDNN kernels, cache sizes, clocks under load). A judgment."""

CONVOLUTIONS = frozenset({"conv", "conv3x3", "pointwise", "thin", "depthwise"})
DENSE_CONVOLUTIONS = CONVOLUTIONS - {"depthwise"}
TRANSPOSED = frozenset({"conv", "conv3x3", "thin"})
"""Convolutions cuDNN transposes to NHWC for its tensor-core kernels; a 1x1 one is a matrix product on NCHW as it is."""


@dataclass(frozen=True)
class SpeedConstants:
    """The speed model's constants (see the module docstring); ``FITTED`` holds the shipped fit."""

    cuda_core: float
    winograd: float
    tf32: float
    tensor: float
    halved_tensor: float
    shared_fp32: float
    thin: float
    depthwise: float
    depthwise_grad: float
    depthwise_fwd: float
    conv_pass_s: float
    memory: float
    norm: float
    norm_cycles: float
    native_norm: float
    gddr: float
    layout: float
    kernel_floor_s: float
    host_op_s: float
    host_conv_s: float
    host_amp: float
    blend: float
    host_step_s: float = 0.0
    """CPU time every training step pays whatever its operators: the Python loop, autograd's engine starting the
    backward pass, the optimizer's bookkeeping over its parameter lists, the synchronisation that ends the step."""
    range_low: float = 1.0
    range_high: float = 1.0
    coverage: float = 0.0
    """The share of the cross-validated estimates (each model, then each GPU, left out of the fit in turn) whose
    measurement lay between range_low and range_high x the middle."""
    held_out_within: float = 0.0
    """The share of those cross-validated estimates within 1.5x of the measurement."""
    points: int = 0
    """How many calibration points the fit used."""

    def fraction(self, family: str) -> float:
        return float(getattr(self, family))


FITTED = SpeedConstants(cuda_core=0.6919, winograd=1.191, tf32=0.4363, tensor=0.4792, halved_tensor=0.7308,
                        shared_fp32=0.6599, thin=0.3268, depthwise=0.1508, depthwise_grad=0.01187,
                        depthwise_fwd=0.06974, conv_pass_s=8.034e-06, memory=0.7235, norm=0.5713, norm_cycles=0.1919,
                        native_norm=1.508, gddr=1.037, layout=0.9515, kernel_floor_s=3.008e-06, host_op_s=2.576e-05,
                        host_conv_s=6.549e-05, host_amp=1.26, blend=2.976, host_step_s=0.001123, range_low=0.7833,
                        range_high=1.127, coverage=0.8019, held_out_within=0.9387, points=106)
"""Fitted by ``python -m dashboard.advisor.accuracy --fit`` (docs/advisor-accuracy.md has the fit and its data)."""

DEFAULT_SOURCE = QT_TRANSLATE_NOOP("Advisor", "a model fitted to {points} measured training steps; with each model "
                                              "or GPU left out of the fit, its range held {coverage:.0%} of them")
CALIBRATED_SOURCE = QT_TRANSLATE_NOOP("Advisor", "{factor:.0%} of the fitted model's speed +-{spread:.0%}, as "
                                                 "measured on {gpu}")
RECORDED_CALIBRATED_SOURCE = QT_TRANSLATE_NOOP("Advisor", "{factor:.0%} of the fitted model's speed +-{spread:.0%}, "
                                                          "as recorded on {gpu}")


@dataclass(frozen=True)
class Efficiency:
    """What turns the fitted model's speed into a printed range: multipliers of it, and where they come from."""

    low: float
    high: float
    middle: float = 1.0
    source: str = DEFAULT_SOURCE
    """The English template (marked for translation); ``shown_source`` and ``english_source`` fill it in."""
    calibrated_on: str = ""
    """The GPU a calibrated correction was measured on; "" for the fitted range."""

    def shown_source(self) -> str:
        """Where the range comes from, in the reader's language."""
        return self._filled(translate("Advisor", self.source))

    def english_source(self) -> str:
        """Where the range comes from, in English (advice.json, the CLI's table)."""
        return self._filled(self.source)

    def _filled(self, template: str) -> str:
        if self.calibrated_on:
            return fill(template, factor=self.middle, spread=CALIBRATED_SPREAD, gpu=self.calibrated_on)
        return fill(template, points=FITTED.points, coverage=FITTED.coverage)


DEFAULT = Efficiency(FITTED.range_low, FITTED.range_high)


@dataclass(frozen=True)
class OpWork:
    """One operator with FLOPs at the GPU's nominal peaks."""

    choices: tuple[tuple[str, float], ...]
    """(family, seconds of its arithmetic at that family's peak) for each kind of kernel that can run it. cuDNN's
    autotuner (``torch.backends.cudnn.benchmark``) takes the fastest: on a GeForce Ampere card, whose TF32 rate is
    no higher than its FP32 one, that is FP32 Winograd for a 3x3 convolution."""
    bytes_s: float
    """Its bytes at full bandwidth."""
    depthwise: bool
    """A depthwise convolution (``gpu_parts`` counts it apart; its backward moves bytes at its own share)."""
    layout_s: float
    """Its bytes again at FP32 size, for the NCHW <-> NHWC transposes a tensor-core kernel needs on NVIDIA (0 for a
    1x1 convolution and on other vendors)."""
    backward: bool = False
    """A gradient. A depthwise convolution's moves its bytes at the ``depthwise`` share of the usual rate: the
    weight gradient's reduction over the batch and every pixel leaves the kernel little to overlap its loads with."""
    passes: int = 0
    """The cuDNN convolutions it runs, each with kernels of its own besides the one the tracer counts (transposes,
    split reductions): 1 for a dense convolution's forward, 2 for its backward (data and weight gradients; also
    where only one is wanted, as for the first layer: a few microseconds over), 0 for every other operator."""


@dataclass(frozen=True)
class StepWork:
    """One step's work on one GPU at its nominal peaks (every fraction 1): what the fitted constants scale."""

    ops: tuple[OpWork, ...]
    memory_s: float
    """Elementwise operators, pooling, copies and the optimizer, at full bandwidth."""
    norm_s: float
    """Normalisation operators' bytes counted at FP32 size, at full bandwidth."""
    norm_cycles_s: float
    """The same bytes over the cycles per second of the SMs their reductions keep busy: times ``norm_cycles``, the
    time those SMs need (0 where the cycles are unknown)."""
    kernels: int
    convolutions: int
    """Convolution operators among the kernels: each costs the CPU several times what another operator does."""
    amp: bool
    gddr: bool
    """The GPU's memory is GDDR, whose achieved share of its peak differs from HBM's (``gddr``)."""
    arithmetic_scale: float
    """The vendor's achievable matmul fraction relative to NVIDIA's (1 on NVIDIA)."""
    shared_fp32: bool = False
    """The FP32 lanes are half shared with integer work: CUDA-core families reach ``shared_fp32`` times as much."""
    training: bool = True
    """A training step, which pays ``host_step_s`` on the CPU (autograd's engine, the optimizer); False for an
    inference batch."""
    native_norm_share: float = 0.0
    """The share of the normalisation's bytes that batch norms move on PyTorch's own kernels (BF16 on NVIDIA), which
    take ``native_norm`` times cuDNN's time."""
    phases: tuple[StepWork, ...] = ()
    """The same step as its forward pass, backward pass and optimizer step, which ``step_time`` blends one by one;
    empty where the profile does not part them (an inference batch, a hand-made profile)."""


TENSOR_FAMILIES = frozenset({"tf32", "tensor", "halved_tensor"})
CUDA_CORE_FAMILIES = frozenset({"cuda_core", "winograd", "thin", "depthwise_grad", "depthwise_fwd"})


def _choices(op: ComputeOp, peaks: RooflinePeaks, precision: str) -> tuple[tuple[str, float], ...]:
    """(family, FLOP/s) of the kernels that can run this operator; "halved_tensor" for a GeForce card's tensor cores."""
    kind, cuda_cores = op.kind, peaks.cuda_core_flops
    tensor = "halved_tensor" if peaks.halved_tensor else "tensor"
    if kind == "matmul":
        return ((tensor if peaks.matmul_family == "tensor" else peaks.matmul_family, peaks.matmul_flops),)
    if kind == "depthwise":
        if not op.backward:
            return (("depthwise_fwd", cuda_cores * (1 if precision == "fp32" else 2)),)
        return (("depthwise_grad" if precision == "fp32" else "cuda_core", cuda_cores),)
    if kind == "thin":
        return (("thin", cuda_cores),)
    fallback = ("winograd" if kind == "conv3x3" else "cuda_core", cuda_cores)
    if peaks.conv_family == "tensor":
        return ((tensor, peaks.conv_flops),)
    if peaks.conv_family == "tf32":
        return ("tf32", peaks.conv_flops), fallback
    return (fallback,)


def step_work(profile: ModelProfile, peaks: RooflinePeaks, batch_size: int, optimizer: str) -> StepWork:
    """The work of one training step (forward, backward, optimizer) at this batch size on these peaks."""
    step = profile.optimizer(optimizer)
    whole = _work(profile.compute_ops, profile.other_bytes.at(batch_size) + step.step_bytes,
                  profile.norm_bytes.at(batch_size), profile.norm_ops, profile.kernels + step.step_kernels,
                  profile.precision, peaks, batch_size, training=True, value_bytes=profile.value_bytes.at(batch_size))
    forward = profile.forward
    if forward is None:
        return whole
    first = len(forward.norm_ops)
    parts = (
        _work(forward.compute_ops, forward.other_bytes.at(batch_size), forward.norm_bytes.at(batch_size),
              forward.norm_ops, forward.kernels, profile.precision, peaks, batch_size, training=False,
              value_bytes=forward.value_bytes.at(batch_size)),
        _work(tuple(op for op in profile.compute_ops if op.backward),
              profile.other_bytes.at(batch_size) - forward.other_bytes.at(batch_size),
              profile.norm_bytes.at(batch_size) - forward.norm_bytes.at(batch_size), profile.norm_ops[first:],
              profile.kernels - forward.kernels, profile.precision, peaks, batch_size, training=False,
              value_bytes=profile.value_bytes.at(batch_size) - forward.value_bytes.at(batch_size)),
        _work((), step.step_bytes, 0.0, (), step.step_kernels, profile.precision, peaks, batch_size, training=True))
    return replace(whole, phases=parts)


def forward_work(profile: ModelProfile, peaks: RooflinePeaks, batch_size: int) -> StepWork:
    """The work of one forward pass, as inference runs it (eval mode, no gradients), at this batch size."""
    if profile.forward is None:
        raise ValueError("this profile was made without its forward pass's part")
    forward = profile.forward
    return _work(forward.compute_ops, forward.other_bytes.at(batch_size), forward.norm_bytes.at(batch_size),
                 forward.norm_ops, forward.kernels, profile.precision, peaks, batch_size, training=False,
                 value_bytes=forward.value_bytes.at(batch_size))


def _norm_cycles(norm_bytes: float, norm_ops: Sequence[NormOp], peaks: RooflinePeaks, batch_size: int) -> float:
    """Normalisation's bytes over the cycles of the SMs its reductions keep busy: one per statistic, so all of them
    only where a layer has as many channels (rows) as the GPU has SMs. Every SM where the operators or the SMs are
    unknown."""
    if peaks.sm_cycles <= 0:
        return 0.0
    if not norm_ops or peaks.sms <= 0:
        return norm_bytes / peaks.sm_cycles
    spread = 0.0
    for op in norm_ops:
        reductions = round(op.reductions.at(batch_size))
        idle = peaks.sms / min(reductions, peaks.sms) if reductions > 0 else 1.0
        spread += op.bytes.at(batch_size) * idle
    return spread / peaks.sm_cycles


def _work(compute_ops: Sequence[ComputeOp], other_bytes: float, norm_bytes: float, norm_ops: Sequence[NormOp],
          kernels: int, precision: str, peaks: RooflinePeaks, batch_size: int, training: bool,
          value_bytes: float = 0.0) -> StepWork:
    ops = []
    per_value = 1.0 if precision == "fp32" else 2.0  # transposes, norms, pooling count at FP32 size (docstring)
    for op in compute_ops:
        flops, moved = op.flops.at(batch_size), op.bytes.at(batch_size) / peaks.bandwidth
        transposes = moved * per_value if peaks.vendor == "nvidia" and op.kind in TRANSPOSED else 0.0
        passes = (2 if op.backward else 1) if op.kind in DENSE_CONVOLUTIONS else 0
        ops.append(OpWork(tuple((family, flops / rate) for family, rate in _choices(op, peaks, precision)), moved,
                          op.kind == "depthwise", transposes, op.backward, passes))
    memory = (other_bytes - norm_bytes + value_bytes * (per_value - 1)) / peaks.bandwidth
    scale = GEMM_FRACTION.get(peaks.vendor, GEMM_FRACTION["nvidia"]) / GEMM_FRACTION["nvidia"]
    convolutions = sum(1 for op in compute_ops if op.kind in CONVOLUTIONS)
    cycles = _norm_cycles(norm_bytes, norm_ops, peaks, batch_size) * per_value
    return StepWork(tuple(ops), memory, norm_bytes * per_value / peaks.bandwidth, cycles, kernels, convolutions,
                    precision != "fp32", peaks.memory_type.upper().startswith("GDDR"), scale, peaks.shared_fp32,
                    training, _native_norm_share(norm_bytes, norm_ops, peaks, precision, batch_size))


def _native_norm_share(norm_bytes: float, norm_ops: Sequence[NormOp], peaks: RooflinePeaks, precision: str,
                       batch_size: int) -> float:
    """The share of ``norm_bytes`` moved by batch norms that run on PyTorch's own kernels: in BF16 on NVIDIA, where
    PyTorch gives cuDNN only FP32 and FP16 batch norms."""
    if precision != "bf16" or peaks.vendor != "nvidia" or norm_bytes <= 0:
        return 0.0
    return min(1.0, sum(op.bytes.at(batch_size) for op in norm_ops if op.batch) / norm_bytes)


@dataclass(frozen=True)
class StepTime:
    """Seconds of one step under the constants, split the way the explanation needs them."""

    compute_s: float
    """GPU time of operators limited by their arithmetic."""
    memory_s: float
    """GPU time of operators limited by bandwidth, the layout transposes included."""
    floor_s: float
    """What the per-kernel minimum adds, and the convolutions' extra kernels (``conv_pass_s``)."""
    host_s: float
    """CPU time dispatching and launching the kernels."""
    seconds: float

    @property
    def device_s(self) -> float:
        return self.compute_s + self.memory_s + self.floor_s

    @property
    def bound(self) -> str:
        return "compute" if self.compute_s >= self.memory_s else "memory"


def _reached_bandwidth(work: StepWork, constants: SpeedConstants) -> float:
    """The share of the GPU's bandwidth operators without much arithmetic reach (``memory``, times ``gddr``)."""
    return constants.memory * (constants.gddr if work.gddr else 1.0)


def _op_seconds(op: OpWork, work: StepWork, constants: SpeedConstants) -> tuple[float, float, bool]:
    """(its time at whichever of its arithmetic and its bytes bounds it, its layout transposes, whether the
    arithmetic does) on the fastest kernel open to it."""
    bandwidth = _reached_bandwidth(work, constants)
    moving = op.bytes_s / (bandwidth * (constants.depthwise if op.depthwise and op.backward else 1.0))
    options = []
    for family, arithmetic_s in op.choices:
        shared = constants.shared_fp32 if work.shared_fp32 and family in CUDA_CORE_FAMILIES else 1.0
        arithmetic = arithmetic_s / (constants.fraction(family) * work.arithmetic_scale * shared)
        transposes = constants.layout * op.layout_s / bandwidth if family in TENSOR_FAMILIES else 0.0
        options.append((max(arithmetic, moving) + transposes, arithmetic, transposes))
    _, arithmetic, transposes = min(options)
    return max(arithmetic, moving), transposes, arithmetic >= moving


def _norm_seconds(work: StepWork, constants: SpeedConstants) -> float:
    norm = constants.norm * (constants.gddr if work.gddr else 1.0)
    native = 1 + work.native_norm_share * (constants.native_norm - 1)
    return max(work.norm_s / norm, work.norm_cycles_s * constants.norm_cycles) * native


def _passes_s(work: StepWork, constants: SpeedConstants) -> float:
    """What the convolutions' own kernels add beyond the one ``kernel_floor_s`` counts for each."""
    return sum(op.passes for op in work.ops) * constants.conv_pass_s


def step_time(work: StepWork, constants: SpeedConstants = FITTED) -> StepTime:
    """The step's seconds: GPU and CPU time, blended (see the module docstring), phase by phase where the work is
    parted into its phases."""
    if work.phases:
        parts = [step_time(phase, constants) for phase in work.phases]
        return StepTime(sum(t.compute_s for t in parts), sum(t.memory_s for t in parts),
                        sum(t.floor_s for t in parts), sum(t.host_s for t in parts), sum(t.seconds for t in parts))
    compute = memory = 0.0
    for op in work.ops:
        seconds, transposes, arithmetic_bound = _op_seconds(op, work, constants)
        if arithmetic_bound:
            compute += seconds
        else:
            memory += seconds
        memory += transposes
    memory += work.memory_s / _reached_bandwidth(work, constants) + _norm_seconds(work, constants)
    floor = work.kernels * constants.kernel_floor_s + _passes_s(work, constants)
    device = compute + memory + floor
    others = work.kernels - work.convolutions
    host = (others * constants.host_op_s + work.convolutions * constants.host_conv_s) * (
        constants.host_amp if work.amp else 1.0) + (constants.host_step_s if work.training else 0.0)
    p = constants.blend
    return StepTime(compute, memory, floor, host, (device ** p + host ** p) ** (1 / p))


def gpu_parts(work: StepWork, constants: SpeedConstants = FITTED) -> dict[str, float]:
    """The step's GPU seconds by kind of work, as ``step_time`` counts them: "dense" (convolutions and matrix
    products, their layout transposes and the convolutions' extra kernels included), "depthwise", "norm", "other"
    (elementwise, pooling, the optimizer) and "floor" (what every kernel adds). ``accuracy --parts`` sets them
    against a profiled step's kernels."""
    parts = dict.fromkeys(("dense", "depthwise", "norm", "other", "floor"), 0.0)
    for op in work.ops:
        seconds, transposes, _ = _op_seconds(op, work, constants)
        parts["depthwise" if op.depthwise else "dense"] += seconds + transposes
    parts["dense"] += _passes_s(work, constants)
    parts["norm"] = _norm_seconds(work, constants)
    parts["other"] = work.memory_s / _reached_bandwidth(work, constants)
    parts["floor"] = work.kernels * constants.kernel_floor_s
    return parts


@dataclass(frozen=True)
class SpeedEstimate:
    samples_per_second: float
    """The middle of the range."""
    samples_per_second_range: tuple[float, float]
    bound: str
    """"compute" or "memory": what takes most of the GPU's time."""
    overhead_limited: bool
    """Dispatching and launching the kernels takes the CPU longer than the GPU needs to run them."""
    time: StepTime
    efficiency: Efficiency
    note: str = ""


def estimate_speed(profile: ModelProfile, gpu: GpuSpec, batch_size: int, optimizer: str,
                   efficiency: Efficiency = DEFAULT, constants: SpeedConstants = FITTED) -> SpeedEstimate | None:
    """Training samples per second on this GPU, as a range; None when the GPU cannot run the profile's precision."""
    peaks = peaks_for(gpu, profile.precision)
    if peaks is None:
        return None
    time = step_time(step_work(profile, peaks, batch_size, optimizer), constants)
    rate = batch_size / time.seconds
    return SpeedEstimate(rate * efficiency.middle, (rate * efficiency.low, rate * efficiency.high), time.bound,
                         time.host_s > time.device_s, time, efficiency, peaks.note)


def estimate_inference(profile: ModelProfile, gpu: GpuSpec, batch_size: int, efficiency: Efficiency = DEFAULT,
                       constants: SpeedConstants = FITTED) -> SpeedEstimate | None:
    """Inference samples per second at this batch (a forward pass each), as a range; None when the GPU cannot run
    the profile's precision. The constants and the range were fitted on training steps, not on inference."""
    peaks = peaks_for(gpu, profile.precision)
    if peaks is None:
        return None
    time = step_time(forward_work(profile, peaks, batch_size), constants)
    rate = batch_size / time.seconds
    return SpeedEstimate(rate * efficiency.middle, (rate * efficiency.low, rate * efficiency.high), time.bound,
                         time.host_s > time.device_s, time, efficiency, peaks.note)


def calibrate(measured_samples_per_second: float, profile: ModelProfile, spec: GpuSpec, batch_size: int,
              optimizer: str) -> Efficiency:
    """The correction a measured local run implies on its GPU (``spec``: its catalogue entry), as a range for
    estimating other GPUs from it."""
    if not measured_samples_per_second > 0:
        raise ValueError(f"measured samples per second must be above 0, got {measured_samples_per_second}")
    estimate = estimate_speed(profile, spec, batch_size, optimizer, Efficiency(1.0, 1.0))
    if estimate is None:
        raise ValueError(f"{spec.name} has no {profile.precision} peak to calibrate against")
    factor = measured_samples_per_second / estimate.samples_per_second
    return Efficiency(factor * (1 - CALIBRATED_SPREAD), factor * (1 + CALIBRATED_SPREAD), factor, CALIBRATED_SOURCE,
                      spec.name)


def epoch_seconds(dataset_size: int, samples_per_second: float) -> float:
    """One pass over the dataset at this throughput (data loading assumed to keep up)."""
    return dataset_size / samples_per_second


def samples_per_joule(samples_per_second: float, gpu: GpuSpec) -> float | None:
    """Samples per joule at the board's TDP: a lower bound on efficiency, since training rarely draws all of it."""
    return samples_per_second / gpu.tdp_w if gpu.tdp_w else None


def samples_per_second_per_dollar(samples_per_second: float, gpu: GpuSpec) -> float | None:
    """Throughput per USD of the price the user gave (the catalogue ships none)."""
    return samples_per_second / gpu.price_usd if gpu.price_usd else None
