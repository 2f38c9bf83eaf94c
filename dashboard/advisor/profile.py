"""What one training step of a model costs, traced on fake tensors: parameters, memory over time, FLOPs, bytes moved.

The model is built exactly as the training lab builds it and one real step (forward, loss, backward, optimizer
step) runs under ``FakeTensorMode``: every aten operator computes only the shapes and dtypes of its outputs, so
resnet18 at 224 px traces in well under a second on a laptop CPU and nothing needs a GPU. A dispatch mode watches
every operator and records

* the bytes of live tensors after it (tensors are counted once per storage, views share it, and a storage stops
  counting when Python frees it), which gives the true peak of the step on any device whose allocator frees when
  the last reference goes, as PyTorch's caching allocators do from the point of view of ``memory_allocated``;
* its FLOPs, from the same formulas ``torch.utils.flop_counter.FlopCounterMode`` uses (2 per multiply-accumulate,
  matrix multiplications, convolutions and the fused LSTM kernel only);
* the bytes it reads and writes (inputs plus outputs, views move nothing): a memory-traffic estimate for the
  roofline that ignores cache reuse, so it over-counts what small tensors really cost in DRAM traffic.

``saved_tensors_hooks`` measure what autograd keeps for the backward pass (unique storages, parameters excluded):
the activation memory of the step.

Every quantity is exactly linear in the batch size for a given op sequence, so the step is traced at two small
batch sizes and each quantity stored as a line ``a + b * batch``; the memory peak is the upper envelope of the
per-operator lines, because which moment of the step is the peak can change with the batch (gradients and
optimizer state at small batches, activations at large ones).

Mixed precision runs under the CPU autocast policy, which casts the same heavy operators (convolutions, linear
layers, matrix products) to 16 bits as the CUDA policy; the fp16 gradient scaler is left out (it needs CUDA and adds
one scalar and an in-place pass over the gradients). The optimizer runs with ``foreach=True``, the implementation
PyTorch picks by default when parameters live on a CUDA device.

What the trace cannot see: memory a kernel allocates privately (cuDNN convolution workspaces, oneDNN scratch
space) and the caching allocator's rounding and fragmentation; memory.py covers those with the framework allowance
and a headroom. One case is handled here: the fused LSTM kernel's fake implementation reports an empty workspace
where the real one keeps every gate activation for backward, so models with a fused RNN are traced on real tensors
(batches of 2 and 4 of a small model: milliseconds), measuring the CPU kernel's workspace, a stand-in for cuDNN's
reserve space, which keeps the same gate activations.
"""

from __future__ import annotations

import contextlib
import functools
import time
import weakref
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import torch
from torch import nn
from torch.utils._python_dispatch import TorchDispatchMode
from torch.utils._pytree import tree_flatten
from torch.utils.flop_counter import FlopCounterMode
from torch.utils.weak import WeakIdKeyDictionary

from dashboard.training.choices import MODEL_SPECS, OPTIMIZERS
from dashboard.training.config import TrainConfig
from dashboard.training.engine import build_optimizer, loss_and_correct
from dashboard.training.models import build_model, fused_rnn_formulas, rnn_layer_flops, set_train_mode

TRACE_BATCHES = (2, 4)
"""Two batch sizes for the linear fits. Fake tensors cost the same at any size; 2 keeps batch norm legal."""

DEFAULT_SEQ_LEN = TrainConfig.seq_len
DEFAULT_VOCAB_SIZE = 100
"""The built-in python-text vocabulary stays under 100 characters (see datasets.UNKNOWN_CHAR)."""

_AUTOCAST = {"fp32": None, "fp16": torch.float16, "bf16": torch.bfloat16}
_ALLOCATION_ONLY = frozenset({"empty", "empty_like", "empty_strided", "new_empty", "new_empty_strided"})
"""Operators that reserve memory without reading or writing it."""


# ---------------------------------------------------------------- results


@dataclass(frozen=True)
class Line:
    """A quantity that grows linearly with the batch size: ``intercept + slope * batch``."""

    intercept: float
    slope: float

    def at(self, batch: float) -> float:
        return self.intercept + self.slope * batch

    @classmethod
    def through(cls, x1: float, y1: float, x2: float, y2: float) -> Line:
        slope = (y2 - y1) / (x2 - x1)
        return cls(y1 - slope * x1, slope)


@dataclass(frozen=True)
class ComputeOp:
    """One operator with FLOPs (convolution, matrix product, fused RNN), kept apart for an operator-level roofline."""

    kind: str
    """"conv" (cuDNN convolutions), "rnn" (fused recurrent kernels) or "matmul" (everything else with FLOPs)."""
    flops: Line
    bytes: Line


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
    kernels: int
    """Operators that move data in forward and backward: about the number of GPU kernel launches."""
    optimizers: tuple[OptimizerProfile, ...]
    trace_batches: tuple[int, int]
    seconds: float
    """Wall time the tracing took."""

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


# ---------------------------------------------------------------- the tracer


def _flop_registry() -> dict[Any, Callable[..., int]]:
    """FlopCounterMode's formulas plus the fused CPU LSTM kernel, forward as in models.py and backward twice that
    (gradients for the inputs and for the weights, as for a matrix product)."""
    custom = dict(fused_rnn_formulas())
    backward = getattr(torch.ops.aten, "mkldnn_rnn_layer_backward", None)
    if backward is not None:
        custom[backward] = lambda *args, **kwargs: 2 * rnn_layer_flops(*args, **kwargs)
    return FlopCounterMode(display=False, custom_mapping=custom).flop_registry


@dataclass
class _OpRecord:
    name: str
    phase: str
    flops: int
    bytes: int
    kernel: bool
    """Moves data on the device: about one GPU kernel launch. Work on 0-d tensors only (the optimizer's step
    counters, which CUDA keeps on the host) is not."""


class StepTracer(TorchDispatchMode):
    """Live tensor bytes, FLOPs and bytes moved of every aten operator, on fake or real tensors alike.

    A storage counts from the operator that first returns it until Python frees it (a weak reference callback);
    tensors that existed before (parameters, the batch) are added with ``adopt``.
    """

    def __init__(self) -> None:
        super().__init__()
        self._registry = _flop_registry()
        self._sizes: WeakIdKeyDictionary = WeakIdKeyDictionary()
        self._refs: dict[int, weakref.ref] = {}
        self.live = 0
        self.peak = 0
        self.phase = "forward"
        self.recording = True
        self.timeline: list[int] = []
        self.records: list[_OpRecord] = []

    def adopt(self, tensors: Iterable[torch.Tensor]) -> None:
        for tensor in tensors:
            self._track(tensor)

    def reset_peak(self) -> None:
        self.peak = self.live

    def _release(self, size: int, ref: weakref.ref) -> None:
        self.live -= size
        self._refs.pop(id(ref), None)

    def _track(self, tensor: torch.Tensor) -> None:
        storage = tensor.untyped_storage()
        size = storage.nbytes()
        known = self._sizes.get(storage)
        if known is None:
            ref = weakref.ref(storage, functools.partial(self._release, size))
            self._refs[id(ref)] = ref
            self._sizes[storage] = size
            self.live += size
        elif known != size:  # resized in place (out= variants): not seen by the dispatcher as an allocation
            self.live += size - known
            self._sizes[storage] = size

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):  # noqa: ANN001, ANN204 - torch's protocol
        kwargs = kwargs or {}
        if func.namespace != "aten":  # prim.device and friends: metadata
            return func(*args, **kwargs)
        if func._overloadpacket not in self._registry:  # as FlopCounterMode: count what a composite decomposes into
            with self:
                result = func.decompose(*args, **kwargs)
            if result is not NotImplemented:
                return result
        out = func(*args, **kwargs)
        outputs = [t for t in tree_flatten(out)[0] if isinstance(t, torch.Tensor)]
        for tensor in outputs:
            self._track(tensor)
        self.peak = max(self.peak, self.live)
        if self.recording:
            formula = self._registry.get(func._overloadpacket)
            flops = int(formula(*args, **kwargs, out_val=out)) if formula is not None else 0
            moved = _bytes_moved(func, args, kwargs, outputs)
            kernel = moved > 0 and any(t.dim() for t in tree_flatten((args, outputs))[0] if isinstance(t, torch.Tensor))
            self.records.append(_OpRecord(func._overloadpacket.__name__, self.phase, flops, moved, kernel))
            self.timeline.append(self.live)
        return out


def _tensor_bytes(tensor: torch.Tensor) -> int:
    """Bytes an operator touches in a tensor: its elements, but never more than its storage (expanded views)."""
    return min(tensor.numel() * tensor.element_size(), tensor.untyped_storage().nbytes())


def _bytes_moved(func: Any, args: tuple, kwargs: dict, outputs: list[torch.Tensor]) -> int:
    """Inputs read plus outputs written; views and bare allocations move nothing. Ignores caches, so it is the
    DRAM traffic of unfused kernels whose operands do not stay in cache: an upper estimate for small tensors."""
    if func.is_view or func._overloadpacket.__name__ in _ALLOCATION_ONLY:
        return 0
    inputs = {id(t): t for t in tree_flatten((args, kwargs))[0] if isinstance(t, torch.Tensor)}
    return sum(_tensor_bytes(t) for t in inputs.values()) + sum(_tensor_bytes(t) for t in outputs)


class SavedTensors:
    """saved_tensors_hooks that add up the unique storages autograd keeps for backward, parameters excluded."""

    def __init__(self, parameters: Iterable[torch.Tensor]) -> None:
        self._excluded = WeakIdKeyDictionary({p.untyped_storage(): True for p in parameters})
        self._seen: WeakIdKeyDictionary = WeakIdKeyDictionary()
        self.bytes = 0
        self._hooks = torch.autograd.graph.saved_tensors_hooks(self._pack, self._unpack)

    def _pack(self, tensor: torch.Tensor) -> torch.Tensor:
        storage = tensor.untyped_storage()
        if storage not in self._excluded and storage not in self._seen:
            self._seen[storage] = True
            self.bytes += storage.nbytes()
        return tensor

    @staticmethod
    def _unpack(tensor: torch.Tensor) -> torch.Tensor:
        return tensor

    def __enter__(self) -> SavedTensors:
        self._hooks.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        self._hooks.__exit__(*exc)


# ---------------------------------------------------------------- one step


@dataclass(frozen=True)
class ModelConfig:
    """What build_model needs; hashable, so profiles can be cached on it."""

    model: str
    precision: str = "fp32"
    freeze: str = "full"
    resolution: int | None = None
    in_channels: int | None = None
    num_classes: int = 10
    vocab_size: int = DEFAULT_VOCAB_SIZE
    seq_len: int = DEFAULT_SEQ_LEN

    def build(self) -> nn.Module:
        built = build_model(self.model, num_classes=self.num_classes, in_channels=self.in_channels,
                            resolution=self.resolution, vocab_size=self.vocab_size, seq_len=self.seq_len,
                            freeze=self.freeze, pretrained=False, allow_download=False)
        return built.module

    def batch(self, batch_size: int) -> tuple[torch.Tensor, torch.Tensor]:
        """Inputs and targets as the data loaders deliver them (float images, int64 labels or token ids)."""
        spec = MODEL_SPECS[self.model]
        if spec.kind == "text":
            tokens = torch.randint(0, self.vocab_size, (batch_size, self.seq_len + 1))
            return tokens[:, :-1].contiguous(), tokens[:, 1:].contiguous()
        channels = spec.default_channels if self.in_channels is None else self.in_channels
        size = spec.default_resolution if self.resolution is None else self.resolution
        return torch.rand(batch_size, channels, size, size), torch.randint(0, self.num_classes, (batch_size,))


def make_optimizer(name: str, parameters: Sequence[nn.Parameter]) -> torch.optim.Optimizer:
    """The engine's optimizer with its settings, in the multi-tensor (foreach) form CUDA uses by default."""
    optimizer = build_optimizer(TrainConfig(optimizer=name), list(parameters))
    for group in optimizer.param_groups:
        group["foreach"] = True
    return optimizer


def prime_optimizer(optimizer: torch.optim.Optimizer, parameters: Sequence[nn.Parameter]) -> None:
    """Create the optimizer's state with one step on zero gradients, then drop the gradients: the state a training
    loop carries from step to step, without running a forward and backward pass for it."""
    for param in parameters:
        param.grad = torch.zeros_like(param)
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)


def forward_backward(model: nn.Module, inputs: torch.Tensor, targets: torch.Tensor, precision: str,
                     tracer: StepTracer | None = None) -> torch.Tensor:
    """The engine's train_step without the update: forward under autocast, the engine's loss, backward."""
    dtype = _AUTOCAST[precision]
    with torch.autocast("cpu", dtype=dtype, enabled=dtype is not None):
        logits = model(inputs)
    loss, _ = loss_and_correct(logits, targets)
    if tracer is not None:
        tracer.phase = "backward"
    loss.backward()
    return loss


def state_bytes(optimizer: torch.optim.Optimizer) -> tuple[int, int]:
    """(device, host) bytes of optimizer state: 0-d step counters stay on the host with CUDA (capturable=False)."""
    device = host = 0
    for state in optimizer.state.values():
        for value in state.values():
            if isinstance(value, torch.Tensor):
                if value.dim() == 0:
                    host += value.nbytes
                else:
                    device += value.nbytes
    return device, host


@dataclass
class _Trace:
    batch: int
    parameters: int
    trainable: int
    param_bytes: int
    trainable_bytes: int
    buffer_bytes: int
    input_bytes: int
    saved_bytes: int
    timeline: list[int]
    records: list[_OpRecord]
    optimizers: dict[str, _OptimizerTrace]


@dataclass
class _OptimizerTrace:
    device_state: int
    host_state: int
    timeline: list[int]
    """Live bytes during the steady-state step, measured from the live bytes at the end of the backward pass."""
    records: list[_OpRecord]


def _fake_mode() -> contextlib.AbstractContextManager:
    from torch._subclasses.fake_tensor import FakeTensorMode

    return FakeTensorMode()


def has_fused_rnn(config: ModelConfig) -> bool:
    """True when the model runs a fused recurrent kernel (nn.LSTM): its fake (meta) kernel reports an empty
    workspace, while the real kernel keeps its gate activations there for the backward pass."""
    with _fake_mode():
        return any(isinstance(module, nn.RNNBase) for module in config.build().modules())


def _trace(config: ModelConfig, batch: int, optimizers: Iterable[str] = (), real: bool = False) -> _Trace:
    """One step at this batch size on fake tensors, or on real ones (``real``: tiny batches of small models whose
    fake kernels hide memory)."""
    with contextlib.nullcontext() if real else _fake_mode():
        model = config.build()
        set_train_mode(model, True)
        params = list(model.parameters())
        trainable = [p for p in params if p.requires_grad]
        inputs, targets = config.batch(batch)
        tracer = StepTracer()
        tracer.adopt([*params, *model.buffers(), inputs, targets])
        with tracer, SavedTensors(params) as saved:
            loss = forward_backward(model, inputs, targets, config.precision, tracer)
        timeline, records = tracer.timeline, tracer.records
        steps = {name: _trace_optimizer(name, trainable, tracer) for name in optimizers}
        del loss
    return _Trace(batch, sum(p.numel() for p in params), sum(p.numel() for p in trainable),
                  sum(p.nbytes for p in params), sum(p.nbytes for p in trainable),
                  sum(b.nbytes for b in model.buffers()), inputs.nbytes + targets.nbytes, saved.bytes, timeline,
                  records, steps)


def _trace_optimizer(name: str, trainable: list[nn.Parameter], tracer: StepTracer) -> _OptimizerTrace:
    """A steady-state step (the state exists already) after the traced backward; the state is freed afterwards.

    The step's memory does not depend on the batch except through what is still alive from the pass before it,
    so one trace per optimizer is enough: its timeline is kept relative to the live bytes it started from.
    """
    tracer.timeline, tracer.records = [], []
    start = tracer.live
    with tracer:
        tracer.recording = False
        optimizer = make_optimizer(name, trainable)
        optimizer.step()  # the first step creates the state
        tracer.recording, tracer.phase = True, "optimizer"
        optimizer.step()
    device, host = state_bytes(optimizer)
    optimizer.state.clear()  # frees the state now; the optimizer itself sits in reference cycles until gc runs
    return _OptimizerTrace(device, host, [live - start for live in tracer.timeline], tracer.records)


# ---------------------------------------------------------------- from two traces to lines


def upper_envelope(lines: Iterable[Line], start: float = 1.0) -> tuple[Line, ...]:
    """The few lines that make up max(lines) for every batch >= start, in order of increasing batch."""
    unique = set(lines)
    if not unique:
        return ()
    current = max(unique, key=lambda line: (line.at(start), line.slope))
    hull, x = [current], start
    while True:
        best, best_x = None, None
        for line in unique:
            if line.slope <= current.slope:
                continue
            cross = max(x, (current.intercept - line.intercept) / (line.slope - current.slope))
            if best_x is None or cross < best_x or (cross == best_x and line.slope > best.slope):
                best, best_x = line, cross
        if best is None:
            return tuple(hull)
        hull.append(best)
        current, x = best, best_x


def _lines(x1: int, ys1: Sequence[float], x2: int, ys2: Sequence[float]) -> list[Line]:
    return [Line.through(x1, a, x2, b) for a, b in zip(ys1, ys2, strict=True)]


def _check_same_ops(first: Sequence[_OpRecord], second: Sequence[_OpRecord], what: str) -> None:
    if [r.name for r in first] != [r.name for r in second]:
        raise RuntimeError(f"the {what} runs different operators at batch sizes {TRACE_BATCHES}: its cost is not "
                           "linear in the batch and cannot be extrapolated")


def _sum_line(x1: int, first: Iterable[_OpRecord], x2: int, second: Iterable[_OpRecord],
              value: Callable[[_OpRecord], float]) -> Line:
    return Line.through(x1, sum(map(value, first)), x2, sum(map(value, second)))


def _op_kind(name: str) -> str:
    if "convolution" in name:
        return "conv"
    return "rnn" if "rnn" in name else "matmul"


def _optimizer_profile(name: str, a: _Trace, b: _Trace) -> OptimizerProfile:
    """The step starts from what the backward pass left alive (a line in the batch) and adds the same bytes at
    any batch."""
    step = b.optimizers[name]
    end = Line.through(a.batch, a.timeline[-1], b.batch, b.timeline[-1])
    peak = upper_envelope(Line(end.intercept + delta, end.slope) for delta in step.timeline)
    return OptimizerProfile(name, step.device_state, step.host_state, peak, sum(r.bytes for r in step.records),
                            _kernels(step.records))


def _kernels(records: Iterable[_OpRecord]) -> int:
    return sum(1 for r in records if r.kernel)


def _profile(config: ModelConfig, a: _Trace, b: _Trace, seconds: float) -> ModelProfile:
    _check_same_ops(a.records, b.records, "forward and backward pass")
    x1, x2 = a.batch, b.batch

    def phase_line(phase: str, value: Callable[[_OpRecord], float]) -> Line:
        return _sum_line(x1, [r for r in a.records if r.phase == phase], x2,
                         [r for r in b.records if r.phase == phase], value)

    compute = tuple(ComputeOp(_op_kind(ra.name), Line.through(x1, ra.flops, x2, rb.flops),
                              Line.through(x1, ra.bytes, x2, rb.bytes))
                    for ra, rb in zip(a.records, b.records, strict=True) if ra.flops or rb.flops)
    spec = MODEL_SPECS[config.model]
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
        peak=upper_envelope(_lines(x1, a.timeline, x2, b.timeline)),
        forward_flops=phase_line("forward", lambda r: r.flops),
        backward_flops=phase_line("backward", lambda r: r.flops),
        forward_bytes=phase_line("forward", lambda r: r.bytes),
        backward_bytes=phase_line("backward", lambda r: r.bytes),
        compute_ops=compute,
        other_bytes=_sum_line(x1, [r for r in a.records if not r.flops], x2, [r for r in b.records if not r.flops],
                              lambda r: r.bytes),
        kernels=_kernels(b.records),
        optimizers=tuple(_optimizer_profile(name, a, b) for name in OPTIMIZERS),
        trace_batches=(x1, x2), seconds=seconds,
    )


@functools.lru_cache(maxsize=64)
def _cached_profile(config: ModelConfig) -> ModelProfile:
    started = time.perf_counter()
    real = has_fused_rnn(config)
    first = _trace(config, TRACE_BATCHES[0], real=real)
    second = _trace(config, TRACE_BATCHES[1], OPTIMIZERS, real=real)
    return _profile(config, first, second, time.perf_counter() - started)


def profile_model(model: str, *, precision: str = "fp32", freeze: str = "full", resolution: int | None = None,
                  in_channels: int | None = None, num_classes: int = 10, vocab_size: int = DEFAULT_VOCAB_SIZE,
                  seq_len: int = DEFAULT_SEQ_LEN) -> ModelProfile:
    """Trace one training step of a lab model on fake tensors (cached: the GUI asks again and again).

    Bad arguments raise ValueError with build_model's message. Arguments that do not apply to the model's kind
    (resolution for a text model, vocabulary for an image model) are ignored, so they do not split the cache.
    """
    config = _config(model, precision, freeze, resolution, in_channels, num_classes, vocab_size, seq_len)
    return _cached_profile(config)


def _config(model: str, precision: str, freeze: str, resolution: int | None, in_channels: int | None,
            num_classes: int, vocab_size: int, seq_len: int) -> ModelConfig:
    if precision not in _AUTOCAST:
        raise ValueError(f"unknown precision '{precision}': choose one of {', '.join(_AUTOCAST)}")
    if model not in MODEL_SPECS:
        build_model(model)  # raises the lab's "unknown model" message
    if MODEL_SPECS[model].kind == "text":
        return ModelConfig(model, precision, freeze, vocab_size=vocab_size, seq_len=seq_len)
    return ModelConfig(model, precision, freeze, resolution, in_channels, num_classes)


# ---------------------------------------------------------------- a real step, to check the trace against


@dataclass(frozen=True)
class MeasuredStep:
    """One real training step on the CPU, measured three ways."""

    batch_size: int
    saved_bytes: int
    """What autograd saved for backward (the same hooks as the trace, on real tensors)."""
    peak_bytes: int
    """Peak bytes of live tensors over the step, parameters, optimizer state and batch included."""
    before_bytes: int
    """Bytes of tensors alive before the step: parameters, buffers, optimizer state, the batch."""
    rss_growth_bytes: int | None
    """Peak resident memory of the process during the step minus before it (Linux only): independent of
    PyTorch's bookkeeping, but coarse (allocator caches, oneDNN scratch space, pages never touched)."""
    seconds: float


def _status_kib(field: str) -> int | None:
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def _reset_peak_rss() -> bool:
    """Linux 4.0+: writing 5 to clear_refs resets the process's peak resident set size (VmHWM)."""
    try:
        with open("/proc/self/clear_refs", "w", encoding="ascii") as refs:
            refs.write("5")
    except OSError:
        return False
    return True


def measure_step(model: str, *, batch_size: int, optimizer: str = "adam", precision: str = "fp32",
                 freeze: str = "full", resolution: int | None = None, in_channels: int | None = None,
                 num_classes: int = 10, vocab_size: int = DEFAULT_VOCAB_SIZE, seq_len: int = DEFAULT_SEQ_LEN
                 ) -> MeasuredStep:
    """Run one real steady-state training step on the CPU and measure its memory, to check the fake trace.

    The optimizer state is created first (as after the first step of a run), so the step measured is the one
    every later step repeats. Takes as long as a real step: seconds for resnet18 at batch 64 and 224 px.
    """
    config = _config(model, precision, freeze, resolution, in_channels, num_classes, vocab_size, seq_len)
    torch.manual_seed(0)
    module = config.build()
    set_train_mode(module, True)
    params = list(module.parameters())
    trainable = [p for p in params if p.requires_grad]
    inputs, targets = config.batch(batch_size)
    opt = make_optimizer(optimizer, trainable)
    prime_optimizer(opt, trainable)
    tracer = StepTracer()
    tracer.recording = False
    state = [v for s in opt.state.values() for v in s.values() if isinstance(v, torch.Tensor)]
    tracer.adopt([*params, *module.buffers(), *state, inputs, targets])
    before = tracer.live
    tracer.reset_peak()
    rss_before = _status_kib("VmRSS") if _reset_peak_rss() else None
    started = time.perf_counter()
    with tracer, SavedTensors(params) as saved:
        opt.zero_grad(set_to_none=True)
        forward_backward(module, inputs, targets, precision)
        opt.step()
    seconds = time.perf_counter() - started
    peak_rss = _status_kib("VmHWM")
    growth = None if rss_before is None or peak_rss is None else (peak_rss - rss_before) * 1024
    return MeasuredStep(batch_size, saved.bytes, tracer.peak, before, growth, seconds)
