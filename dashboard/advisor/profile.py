"""What one training step of a model costs, as plain numbers: the record the memory and speed estimates read.

``profile_model`` traces the step at two batch sizes (``tracer``), fits each quantity as a line in the batch size
(``linear_fits``) and caches the result, since the GUI asks again and again (one 16-bit trace for fp16 and bf16).
"""

from __future__ import annotations

import dataclasses
import functools
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from dashboard.advisor.linear_fits import Line, lines_through, sum_line, upper_envelope
from dashboard.advisor.model_step import DEFAULT_SEQ_LEN, DEFAULT_VOCAB_SIZE, ModelConfig, model_config
from dashboard.advisor.tracer import OpRecord, OptimizerTrace, Trace, has_fused_rnn, trace_step
from dashboard.errors import UserError, first_line
from dashboard.training.choices import OPTIMIZERS

TRACE_BATCHES = (2, 4)
"""Two batch sizes for the linear fits. Fake tensors cost the same at any size; 2 keeps batch norm legal."""


# ---------------------------------------------------------------- results


@dataclass(frozen=True)
class ComputeOp:
    """One operator with FLOPs (convolution, matrix product, fused RNN), kept apart for an operator-level roofline."""

    kind: str
    """The algorithm family (tracer.compute_family): "conv", "conv3x3", "pointwise", "thin", "depthwise", "rnn" or
    "matmul"."""
    flops: Line
    bytes: Line
    backward: bool = False
    """It runs in the backward pass (a convolution's gradients), whose kernels differ from the forward's."""


@dataclass(frozen=True)
class NormOp:
    """One normalisation operator: the bytes it moves and the statistics it computes (``tracer.norm_reductions``),
    for the speed model's count of the SMs its reductions keep busy."""

    bytes: Line
    reductions: Line
    batch: bool = False
    """A batch normalisation, which PyTorch gives cuDNN in FP32 and FP16 but runs with its own, slower kernels in
    BF16 (``_select_batch_norm_backend``)."""


@dataclass(frozen=True)
class ForwardProfile:
    """The forward pass alone, as inference runs it: its operators with FLOPs, the bytes its other operators move
    (of which normalisation's), and its kernels."""

    compute_ops: tuple[ComputeOp, ...]
    other_bytes: Line
    norm_bytes: Line
    kernels: int
    norm_ops: tuple[NormOp, ...] = ()
    value_bytes: Line = Line(0, 0)


@dataclass(frozen=True)
class OptimizerProfile:
    name: str
    state_bytes: int
    """Device-resident optimizer state kept between steps (Adam's two moments, SGD's momentum buffer)."""
    host_state_bytes: int
    """State that stays on the host with CUDA (the per-parameter step counters of Adam and AdamW)."""
    step_peak: tuple[Line, ...]
    """Live bytes while the steady-state step runs: upper envelope, everything included."""
    step_bytes: int
    """Bytes the step reads and writes (parameters, gradients, state): it does not depend on the batch."""
    step_kernels: int


@dataclass(frozen=True)
class ModelProfile:
    """One training step of one model configuration, as plain numbers (no tensors): safe to pass between threads."""

    model: str
    kind: str
    """"image" or "text"."""
    precision: str
    freeze: str
    resolution: int | None
    in_channels: int | None
    num_classes: int | None
    vocab_size: int | None
    seq_len: int | None
    parameters: int
    trainable_parameters: int
    param_bytes: int
    trainable_param_bytes: int
    buffer_bytes: int
    """Batch-norm running statistics and other buffers: model state that is not a parameter."""
    input_bytes: Line
    """The batch itself: inputs and targets."""
    saved_bytes: Line
    """Activations autograd keeps for the backward pass (unique storages, parameters excluded)."""
    peak: tuple[Line, ...]
    """Live bytes through forward and backward, optimizer state excluded: the upper envelope over the step."""
    forward_flops: Line
    backward_flops: Line
    forward_bytes: Line
    backward_bytes: Line
    compute_ops: tuple[ComputeOp, ...]
    other_bytes: Line
    """Bytes moved by forward and backward operators without FLOPs (elementwise, normalisation, pooling, copies)."""
    norm_bytes: Line
    """The part of ``other_bytes`` moved by normalisation kernels."""
    kernels: int
    """Operators that move data in forward and backward: about the number of GPU kernel launches."""
    optimizers: tuple[OptimizerProfile, ...]
    trace_batches: tuple[int, int]
    seconds: float
    """Wall time the tracing took."""
    forward: ForwardProfile | None = None
    """The forward pass's part of the work, for inference estimates (None in profiles made before it existed)."""
    norm_ops: tuple[NormOp, ...] = ()
    """The normalisation operators of ``norm_bytes`` one by one (empty in hand-made profiles: then every SM is
    taken to share their work)."""
    value_bytes: Line = Line(0, 0)
    """The part of ``other_bytes`` moved by pooling, reductions and broadcasts, whose time follows their values
    (``tracer.memory_family``)."""

    def optimizer(self, name: str) -> OptimizerProfile:
        for entry in self.optimizers:
            if entry.name == name:
                return entry
        raise ValueError(f"unknown optimizer '{name}': choose one of {', '.join(o.name for o in self.optimizers)}")

    @property
    def flops_per_sample(self) -> float:
        """Training FLOPs per sample, forward and backward (the optimizer's elementwise work is not counted)."""
        return self.forward_flops.slope + self.backward_flops.slope

    def bytes_per_sample(self, batch: int) -> float:
        """Bytes moved per sample in forward and backward at this batch (fixed costs such as weights shared out)."""
        return (self.forward_bytes.at(batch) + self.backward_bytes.at(batch)) / batch


# ---------------------------------------------------------------- from two traces to a profile


def _check_same_ops(first: Sequence[OpRecord], second: Sequence[OpRecord], what: str) -> None:
    if [r.name for r in first] != [r.name for r in second]:
        raise RuntimeError(f"the {what} runs different operators at batch sizes {TRACE_BATCHES}: its cost is not "
                           "linear in the batch and cannot be extrapolated")


def _optimizer_profile(name: str, a: Trace, b: Trace) -> OptimizerProfile:
    """The step starts from what the backward pass left alive (a line in the batch) and adds the same bytes at
    any batch."""
    step = b.optimizers[name]
    end = Line.through(a.batch, a.timeline[-1], b.batch, b.timeline[-1])
    peak = upper_envelope(Line(end.intercept + delta, end.slope) for delta in step.timeline)
    return OptimizerProfile(name, step.device_state, step.host_state, peak, sum(r.bytes for r in step.records),
                            _kernels(step.records))


def _family_bytes(family: str, first: Sequence[OpRecord], second: Sequence[OpRecord], x1: int, x2: int) -> Line:
    """The bytes the operators of one ``OpRecord.family`` move, a line in the batch from its two traces."""
    return sum_line(x1, [r for r in first if r.family == family], x2, [r for r in second if r.family == family],
                    lambda r: r.bytes)


def _kernels(records: Iterable[OpRecord]) -> int:
    return sum(1 for r in records if r.kernel)


def _profile(config: ModelConfig, a: Trace, b: Trace, seconds: float) -> ModelProfile:
    _check_same_ops(a.records, b.records, "forward and backward pass")
    x1, x2 = a.batch, b.batch

    def phase_line(phase: str, value: Callable[[OpRecord], float]) -> Line:
        return sum_line(x1, [r for r in a.records if r.phase == phase], x2,
                        [r for r in b.records if r.phase == phase], value)

    compute = _compute_ops(a.records, b.records, x1, x2)
    forward_a = [r for r in a.records if r.phase == "forward"]
    forward_b = [r for r in b.records if r.phase == "forward"]
    forward = ForwardProfile(
        compute_ops=_compute_ops(forward_a, forward_b, x1, x2),
        other_bytes=sum_line(x1, [r for r in forward_a if not r.flops], x2, [r for r in forward_b if not r.flops],
                             lambda r: r.bytes),
        norm_bytes=_family_bytes("norm", forward_a, forward_b, x1, x2),
        kernels=_kernels(forward_b), norm_ops=_norm_ops(forward_a, forward_b, x1, x2),
        value_bytes=_family_bytes("value", forward_a, forward_b, x1, x2))
    spec = config.spec()
    image = spec.kind == "image"
    return ModelProfile(
        model=config.model, kind=spec.kind, precision=config.precision, freeze=config.freeze,
        resolution=(config.resolution or spec.default_resolution) if image else None,
        in_channels=(config.in_channels or spec.default_channels) if image else None,
        num_classes=config.num_classes if image else None,
        vocab_size=None if image else config.vocab_size, seq_len=None if image else config.seq_len,
        parameters=b.parameters, trainable_parameters=b.trainable, param_bytes=b.param_bytes,
        trainable_param_bytes=b.trainable_bytes, buffer_bytes=b.buffer_bytes,
        input_bytes=Line.through(x1, a.input_bytes, x2, b.input_bytes),
        saved_bytes=Line.through(x1, a.saved_bytes, x2, b.saved_bytes),
        peak=upper_envelope(lines_through(x1, a.timeline, x2, b.timeline)),
        forward_flops=phase_line("forward", lambda r: r.flops),
        backward_flops=phase_line("backward", lambda r: r.flops),
        forward_bytes=phase_line("forward", lambda r: r.bytes),
        backward_bytes=phase_line("backward", lambda r: r.bytes),
        compute_ops=compute,
        other_bytes=sum_line(x1, [r for r in a.records if not r.flops], x2, [r for r in b.records if not r.flops],
                             lambda r: r.bytes),
        norm_bytes=_family_bytes("norm", a.records, b.records, x1, x2),
        kernels=_kernels(b.records),
        optimizers=tuple(_optimizer_profile(name, a, b) for name in OPTIMIZERS),
        trace_batches=(x1, x2), seconds=seconds, forward=forward, norm_ops=_norm_ops(a.records, b.records, x1, x2),
        value_bytes=_family_bytes("value", a.records, b.records, x1, x2),
    )


def _compute_ops(first: Sequence[OpRecord], second: Sequence[OpRecord], x1: int, x2: int) -> tuple[ComputeOp, ...]:
    """The operators with FLOPs, each a line in the batch from its two traces."""
    return tuple(ComputeOp(ra.family, Line.through(x1, ra.flops, x2, rb.flops),
                           Line.through(x1, ra.bytes, x2, rb.bytes), ra.phase == "backward")
                 for ra, rb in zip(first, second, strict=True) if ra.flops or rb.flops)


def _norm_ops(first: Sequence[OpRecord], second: Sequence[OpRecord], x1: int, x2: int) -> tuple[NormOp, ...]:
    """The normalisation operators, each a line in the batch from its two traces."""
    return tuple(NormOp(Line.through(x1, ra.bytes, x2, rb.bytes), Line.through(x1, ra.reductions, x2, rb.reductions),
                        "batch_norm" in ra.name)
                 for ra, rb in zip(first, second, strict=True) if ra.family == "norm")


@functools.lru_cache(maxsize=64)
def _cached_profile(config: ModelConfig) -> ModelProfile:
    """bf16 is the fp16 profile under its own name: both keep two bytes per value and CPU autocast casts the same
    operators to either, so their traces are the same (checked for the lab's models and torchvision's resnet50,
    efficientnet_b0, convnext_tiny and densenet121), and models traced for real trace fp16 in bf16 already. One
    16-bit trace serves both: switching between them no longer traces again (5 to 75 s each on a 2-core VM)."""
    if config.precision == "bf16":
        return dataclasses.replace(_cached_profile(dataclasses.replace(config, precision="fp16")), precision="bf16")
    return profile_config(config)


_OPTIMIZER_STEPS: dict[ModelConfig, dict[str, OptimizerTrace]] = {}
"""The optimizers' traced steps of each configuration, its precision aside: they update the fp32 parameters from
their fp32 gradients in any precision (autocast casts activations, not parameters), so they are the same step, and
a third to a half of a model's tracing (resnet50: 2.4 of 7.6 s here). Kept for the last 64 configurations."""
_OPTIMIZER_STEPS_LOCK = threading.Lock()


def _pair(config: ModelConfig, traced: ModelConfig, real: bool = False) -> tuple[Trace, Trace]:
    """``traced`` (``config`` or its stand-in) at the two batch sizes; the optimizers' steps at the second, unless
    another precision of ``config`` traced them already."""
    key = dataclasses.replace(config, precision="fp32")
    with _OPTIMIZER_STEPS_LOCK:  # the window traces in worker threads
        known = _OPTIMIZER_STEPS.get(key)
    first = trace_step(traced, TRACE_BATCHES[0], real=real)
    second = trace_step(traced, TRACE_BATCHES[1], () if known is not None else OPTIMIZERS, real=real)
    if known is not None:
        second.optimizers = known
        return first, second
    with _OPTIMIZER_STEPS_LOCK:
        while len(_OPTIMIZER_STEPS) >= 64:
            del _OPTIMIZER_STEPS[next(iter(_OPTIMIZER_STEPS))]
        _OPTIMIZER_STEPS[key] = second.optimizers
    return first, second


def _traces(config: ModelConfig) -> tuple[Trace, Trace]:
    """Two traced steps, on fake tensors where they can run the model. Real tensors otherwise, at batches of 2 and 4:
    fused RNNs (see tracer.py) and models that read a value back (ViT's shape checks, Swin). fp16 is traced for real
    in bf16, the same two bytes per value: oneDNN has no fp16 LSTM on most CPUs, and fp16 matrix products on a CPU
    run 30 times slower than bf16 ones (58 s against 1.9 s for one ViT-B/16 step at batch 2 here)."""
    stand_in = dataclasses.replace(config, precision="bf16") if config.precision == "fp16" else config
    if has_fused_rnn(config):
        try:
            return _pair(config, stand_in, real=True)
        except RuntimeError:  # "could not create a primitive descriptor for the LSTM forward propagation primitive"
            pass
    try:
        return _pair(config, config)
    except UserError:
        raise
    except Exception:  # noqa: BLE001 - an operator fake tensors cannot run (a value read back, as ViT's checks do)
        pass
    try:  # real tensors at batches of 2 and 4 cost a few seconds on a CPU
        return _pair(config, stand_in, real=True)
    except UserError:
        raise
    except Exception as err:
        raise UserError(f"{config.model} does not train on {_input_words(config)}: {first_line(err, 300)}") from err


def _input_words(config: ModelConfig) -> str:
    inputs, _ = config.batch(1)
    return "inputs of shape " + " x ".join(str(size) for size in inputs.shape[1:])


def profile_config(config: ModelConfig) -> ModelProfile:
    """Trace any model configuration that builds a module and makes a batch (a lab model's, a file's), uncached."""
    started = time.perf_counter()
    first, second = _traces(config)
    return _profile(config, first, second, time.perf_counter() - started)


def profile_model(model: str, *, precision: str = "fp32", freeze: str = "full", resolution: int | None = None,
                  in_channels: int | None = None, num_classes: int = 10, vocab_size: int = DEFAULT_VOCAB_SIZE,
                  seq_len: int = DEFAULT_SEQ_LEN) -> ModelProfile:
    """Trace one training step of a lab model on fake tensors (cached: the GUI asks again and again).

    Bad arguments raise UserError with build_model's message. Arguments that do not apply to the model's kind
    (resolution for a text model, vocabulary for an image model) are ignored, so they do not split the cache.
    """
    config = model_config(model, precision, freeze, resolution, in_channels, num_classes, vocab_size, seq_len)
    return _cached_profile(config)
