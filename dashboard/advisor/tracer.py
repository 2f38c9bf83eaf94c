"""What one training step of a model costs, traced on fake tensors: memory over time, FLOPs, bytes moved.

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
import weakref
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import torch
from torch import nn
from torch._ops import OpOverload
from torch.utils._python_dispatch import TorchDispatchMode
from torch.utils._pytree import tree_flatten
from torch.utils.flop_counter import FlopCounterMode, conv_flop_count
from torch.utils.weak import WeakIdKeyDictionary

from dashboard.advisor.model_step import ModelConfig, forward_backward, make_optimizer, state_bytes
from dashboard.training.models import fused_rnn_formulas, rnn_layer_flops, set_train_mode

THIN_CHANNELS = 8
"""Input channels per group below which a convolution counts as "thin" (tensor cores take 8 fp16 or 4 tf32 values
at a time along the reduction; an RGB stem has 3)."""

_ALLOCATION_ONLY = frozenset({"empty", "empty_like", "empty_strided", "new_empty", "new_empty_strided"})
"""Operators that reserve memory without reading or writing it."""


def _flop_registry() -> dict[Any, Callable[..., int]]:
    """FlopCounterMode's formulas plus the fused CPU LSTM kernel, forward as in models.py and backward twice that
    (gradients for the inputs and for the weights, as for a matrix product), and a grouped-aware convolution
    backward."""
    custom: dict[Any, Callable[..., int]] = dict(fused_rnn_formulas())
    custom[torch.ops.aten.convolution_backward] = _convolution_backward_flops
    backward = getattr(torch.ops.aten, "mkldnn_rnn_layer_backward", None)
    if backward is not None:
        custom[backward] = lambda *args, **kwargs: 2 * rnn_layer_flops(*args, **kwargs)
    return FlopCounterMode(display=False, custom_mapping=custom).flop_registry


def _convolution_backward_flops(grad_out_shape: list[int], x_shape: list[int], w_shape: list[int],
                                _bias: Any, _stride: Any, _padding: Any, _dilation: Any, transposed: bool,
                                _output_padding: Any, _groups: int, output_mask: list[bool], **_: Any) -> int:
    """The input gradient and the weight gradient each cost what the forward convolution did. torch's own formula
    (2.11) leaves the groups out of the weight gradient, which counts a depthwise convolution's backward about a
    hundred times over (mobilenet_v2: 10.6 GFLOPs per sample in its depthwise layers' backward instead of 0.08)."""
    forward = conv_flop_count(x_shape, w_shape, grad_out_shape, transposed=transposed)
    return forward * (int(bool(output_mask[0])) + int(bool(output_mask[1])))


@dataclass
class OpRecord:
    """One aten operator as the tracer saw it, in the order the step ran them."""

    name: str
    phase: str
    flops: int
    bytes: int
    kernel: bool
    """Moves data on the device: about one GPU kernel launch. Work on 0-d tensors only (the optimizer's step
    counters, which CUDA keeps on the host) is not."""
    family: str = ""
    """The kind of kernel the speed model prices: ``compute_family`` for operators with FLOPs, "norm" for
    normalisation (batch, layer, group norm and their backward), "value" for pooling, reductions and broadcasts
    (``memory_family``), "" for the other bandwidth-bound operators."""
    reductions: int = 0
    """A normalisation's statistics (``norm_reductions``): a batch norm's channels, a layer norm's rows."""


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
        """Operator records (FLOPs, bytes moved) and the timeline; off, only the live bytes and their peak."""
        self.keep_timeline = False
        """The live bytes after each operator even when not recording: the memory guard's peak lines."""
        self.timeline: list[int] = []
        self.records: list[OpRecord] = []

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

    def __torch_dispatch__(self, func: OpOverload, types: Sequence[type], args: tuple[Any, ...] = (),
                           kwargs: dict[str, Any] | None = None) -> Any:
        kwargs = kwargs or {}
        if func.namespace != "aten":  # prim.device and friends: metadata
            return func(*args, **kwargs)
        if func._overloadpacket not in self._registry and not _has_own_kernel(func):
            # as FlopCounterMode: count what a composite decomposes into, as eager PyTorch runs it
            with self:
                result = func.decompose(*args, **kwargs)
            if result is not NotImplemented:
                return result
        out = func(*args, **kwargs)
        outputs = [t for t in tree_flatten(out)[0] if isinstance(t, torch.Tensor)]
        for tensor in outputs:
            self._track(tensor)
        self.peak = max(self.peak, self.live)
        if self.recording or self.keep_timeline:
            self.timeline.append(self.live)
        if self.recording:
            formula = self._registry.get(func._overloadpacket)
            flops = int(formula(*args, **kwargs, out_val=out)) if formula is not None else 0
            moved = _bytes_moved(func, args, kwargs, outputs)
            kernel = moved > 0 and any(t.dim() for t in tree_flatten((args, outputs))[0] if isinstance(t, torch.Tensor))
            family = compute_family(func, args, kwargs) if flops else memory_family(func, args, outputs)
            reductions = norm_reductions(func, args, kwargs, outputs) if family == "norm" else 0
            self.records.append(OpRecord(func._overloadpacket.__name__, self.phase, flops, moved, kernel, family,
                                         reductions))
            self.records.extend(_convolution_bias(func, args, outputs, self.phase))
        return out


def compute_family(func: OpOverload, args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    """Which kind of kernel runs an operator with FLOPs, because GPUs reach different rates on each:

    * "conv3x3": a dense 3x3 convolution with stride 1, which cuDNN can run with Winograd or FFT algorithms (fewer
      multiplications than the nominal count) when it computes in FP32;
    * "depthwise": one filter per channel (MobileNet, EfficientNet, ConvNeXt), little arithmetic per byte;
    * "thin": a convolution with fewer than 8 input channels per group (the RGB stem): too narrow for tensor cores
      or wide GEMM tiles, it reaches a small part of any peak;
    * "pointwise": a dense 1x1 convolution, a matrix product over the channels that cuDNN runs on NCHW directly;
    * "conv": every other convolution (implicit GEMM);
    * "rnn": a fused recurrent kernel; "matmul": everything else (linear layers, attention).
    """
    name = func._overloadpacket.__name__
    if "rnn" in name:
        return "rnn"
    if "convolution" not in name:
        return "matmul"
    named = dict(zip((argument.name for argument in func._schema.arguments), args, strict=False))
    named.update(kwargs)
    weight, stride, groups = named.get("weight"), named.get("stride"), named.get("groups", 1)
    if not isinstance(weight, torch.Tensor) or weight.dim() != 4:
        return "conv"
    if groups > 1 and weight.shape[1] == 1:
        return "depthwise"
    if weight.shape[1] < THIN_CHANNELS:
        return "thin"
    kernel = tuple(weight.shape[2:])
    if groups == 1 and kernel == (1, 1):
        return "pointwise"
    dense_3x3 = kernel == (3, 3) and groups == 1 and all(s == 1 for s in stride or (1,))
    return "conv3x3" if dense_3x3 else "conv"


REDUCTIONS = frozenset({"sum", "mean", "amax", "amin", "max", "min", "prod", "var", "std"})
BROADCASTS = frozenset({"add", "add_", "sub", "sub_", "mul", "mul_", "div", "div_"})


def memory_family(func: OpOverload, args: tuple[Any, ...] = (), outputs: Sequence[torch.Tensor] = ()) -> str:
    """"norm" for normalisation kernels, which reach far less of the bandwidth than elementwise ones (statistics
    over the batch, two passes over the input); "value" for pooling, reductions and broadcasts (a bias added to
    every pixel, a layer scale), where each value one side reads or writes meets many on the other: their time
    follows the values, so in 16 bits they keep their FP32 time (vgg16's max pooling, bias adds and bias-gradient
    sums, convnext_tiny's layer-scale products on the H100, where ReLU and residual adds took half of it); ""
    otherwise."""
    name = func._overloadpacket.__name__
    if "norm" in name:
        return "norm"
    if "pool" in name:
        return "value"
    if name not in REDUCTIONS and name not in BROADCASTS:
        return ""
    sizes = [t.numel() for t in tree_flatten((args, outputs))[0] if isinstance(t, torch.Tensor) and t.dim()]
    return "value" if sizes and min(sizes) < max(sizes) else ""


def norm_reductions(func: OpOverload, args: tuple[Any, ...], kwargs: dict[str, Any],
                    outputs: Sequence[torch.Tensor]) -> int:
    """How many statistics a normalisation computes: the values of its mean, an output of the forward operator
    (batch norm: one per channel; layer norm: one per row; group norm: one per sample and group) and an argument of
    the backward one. Each is a reduction that one SM carries out: cuDNN's batch norm backward over 112x112 pixels
    at batch 32 on an H100 took 565, 582, 617 and 639 us for 16, 32, 64 and 96 channels (six times the bytes, 13%
    more time), so a layer with fewer channels than the GPU has SMs leaves the others idle. 0 where it reduces nothing
    (batch norm in eval mode keeps no statistics, and a multi-tensor ``_foreach_norm`` normalises no layer)."""
    if func._overloadpacket.__name__.startswith("_foreach"):
        return 0
    named = dict(zip((argument.name for argument in func._schema.arguments), args, strict=False))
    named.update(kwargs)
    mean = named.get("save_mean", named.get("mean"))
    if mean is None and len(outputs) >= 2:
        mean = outputs[1]
    return mean.numel() if isinstance(mean, torch.Tensor) else 0


@functools.cache
def _has_own_kernel(func: OpOverload) -> bool:
    """The operator has its own CUDA kernel, which eager PyTorch launches on an NVIDIA GPU even where a composite
    form exists too (``silu_backward``, ``mish_backward``, ``_fused_rms_norm``): it is counted whole, as one kernel.
    Decomposed, SiLU's backward counted as eight elementwise operators, half of efficientnet_b0's traced bytes
    outside its convolutions, where the H100's profile shows one ``silu_backward`` kernel. A CPU kernel counts too:
    a build of torch without CUDA registers none, and its estimates must not change with the build. Cached: asked
    for every operator a trace dispatches."""
    name = func.name()
    return any(torch._C._dispatch_has_kernel_for_dispatch_key(name, key) for key in ("CUDA", "CPU"))


def _convolution_bias(func: OpOverload, args: tuple[Any, ...], outputs: Sequence[torch.Tensor],
                      phase: str) -> list[OpRecord]:
    """A convolution's bias, which cuDNN leaves out: PyTorch adds it to the output afterwards (``add_``) and sums its
    gradient over the batch and every pixel (``sum``), inside the convolution's operator, where a dispatch mode does
    not see them. On the H100 vgg16's took 2.3 ms of its 9.2 ms outside the convolutions and matrix products (fp16,
    batch 32). A broadcast and a reduction ("value"); launched from the convolution's own C++, so no operator's CPU
    time of their own."""
    name = func._overloadpacket.__name__
    if name == "convolution" and len(args) > 2 and isinstance(args[2], torch.Tensor) and outputs:
        moved = 2 * _tensor_bytes(outputs[0]) + _tensor_bytes(args[2])
        return [OpRecord("convolution_bias", phase, 0, moved, False, "value")]
    if name == "convolution_backward" and len(args) > 10 and args[10][2] and isinstance(args[0], torch.Tensor):
        return [OpRecord("convolution_bias_backward", phase, 0, _tensor_bytes(args[0]), False, "value")]
    return []


def _tensor_bytes(tensor: torch.Tensor) -> int:
    """Bytes an operator touches in a tensor: its elements, but never more than its storage (expanded views)."""
    return min(tensor.numel() * tensor.element_size(), tensor.untyped_storage().nbytes())


def _bytes_moved(func: OpOverload, args: tuple[Any, ...], kwargs: dict[str, Any], outputs: list[torch.Tensor]) -> int:
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


@dataclass
class Trace:
    """One step traced at one batch size: what the fits between two batch sizes are made of."""

    batch: int
    parameters: int
    trainable: int
    param_bytes: int
    trainable_bytes: int
    buffer_bytes: int
    input_bytes: int
    saved_bytes: int
    timeline: list[int]
    records: list[OpRecord]
    optimizers: dict[str, OptimizerTrace]


@dataclass
class OptimizerTrace:
    """One optimizer's steady-state step after the traced backward pass."""

    device_state: int
    host_state: int
    timeline: list[int]
    """Live bytes during the steady-state step, measured from the live bytes at the end of the backward pass."""
    records: list[OpRecord]


def _fake_mode() -> contextlib.AbstractContextManager:
    from torch._subclasses.fake_tensor import FakeTensorMode

    return FakeTensorMode()


def has_fused_rnn(config: ModelConfig) -> bool:
    """True when the model runs a fused recurrent kernel (nn.LSTM): its fake (meta) kernel reports an empty
    workspace, while the real kernel keeps its gate activations there for the backward pass. Only text models
    have one (and building some image models on fake tensors fails: their weight initialisation reads values)."""
    if config.spec().kind != "text":
        return False
    with _fake_mode():
        return any(isinstance(module, nn.RNNBase) for module in config.build().modules())


def trace_step(config: ModelConfig, batch: int, optimizers: Iterable[str] = (), real: bool = False) -> Trace:
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
    return Trace(batch, sum(p.numel() for p in params), sum(p.numel() for p in trainable),
                 sum(p.nbytes for p in params), sum(p.nbytes for p in trainable),
                 sum(b.nbytes for b in model.buffers()), inputs.nbytes + targets.nbytes, saved.bytes, timeline,
                 records, steps)


def _trace_optimizer(name: str, trainable: list[nn.Parameter], tracer: StepTracer) -> OptimizerTrace:
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
    return OptimizerTrace(device, host, [live - start for live in tracer.timeline], tracer.records)
