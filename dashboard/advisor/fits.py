"""Whether a batch fits in the memory this machine has free, checked before a command allocates it.

A batch too large for RAM does not fail politely: the kernel's out-of-memory killer ends the process (or another
one) with no word, or torch's allocator raises deep inside a step. So every command that allocates by a number a
person typed asks here first and refuses in one line, naming what it would need and what there is.

The estimate is the memory advisor's arithmetic (``memory.estimate_memory``: the larger of the sum of the parts
and the traced peak) on the profile's tracer at batches 2 and 4 (a second or two, most of it the first trace's
warm-up), without the full profile's operator records and three optimizer steps (5 to 15 s on a 2-core machine).
Inference is a traced forward pass in inference mode, whose peak is a layer's input and output rather than every
activation (``inference_advice``'s bound for the catalogue GPUs keeps them all). Checked on an H200 (2026-11-28,
resnet18 at 64 px, fp32, Adam, against ``torch.cuda.max_memory_allocated``): training 14.8 GiB estimated and 14.2
measured at batch 8,192, 114.2 and 112.2 at 65,536; inference 4.83 and 4.8 at 8,192, 35.5 and 35.1 at 65,536.

Available memory is what the system reports free (psutil's ``available``, or less where the address-space limit or
the cgroup's limit leaves less) or the CUDA device's free memory; the environment variable
``DL_DASHBOARD_AVAILABLE_MEMORY`` (bytes) replaces it, for tests. 10% of it is kept free, as the advisor does.
"""

from __future__ import annotations

import dataclasses
import functools
import math
import os
import resource
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from dashboard.advisor.footprint_table import line_of, shipped, table_key
from dashboard.advisor.linear_fits import Line, lines_through, upper_envelope
from dashboard.advisor.memory import DEFAULT_HEADROOM, framework_bytes, library_workspace_bytes, usable_bytes
from dashboard.errors import UserError, first_line
from dashboard.experiments.plan import Experiment
from dashboard.text import counted, fill, translate
from dashboard.training.choices import spec_for
from dashboard.training.config import MAX_BATCH_SIZE, TrainConfig, check_batch_in_samples, validate
from dashboard.units import binary_amount, fmt_bytes

if TYPE_CHECKING:
    import torch

    from dashboard.advisor.model_step import ModelConfig
    from dashboard.advisor.tracer import StepTracer

AVAILABLE_ENV = "DL_DASHBOARD_AVAILABLE_MEMORY"
"""Bytes of memory to take as available instead of asking the system: how tests make a small machine."""

TRACE_BATCHES = (2, 4)
"""The profile's two traced batches (2 keeps batch norm legal in training mode): every quantity is a line in the
batch through them."""

OPTIMIZER_STATES = {"sgd": 1, "adam": 2, "adamw": 2}
"""Copies of the trainable parameters each optimizer keeps (SGD's momentum; Adam's two moments)."""


class DoesNotFit(UserError):
    """A batch that would not fit in the memory available: one line naming both, and the batch that would."""


@dataclass(frozen=True)
class Footprint:
    """One model configuration's memory: its fixed parts, and lines in the batch for what grows with it."""

    model: str
    param_bytes: int
    buffer_bytes: int
    trainable_bytes: int
    activations: Line
    """What autograd keeps for the backward pass, and the batch itself."""
    training_peak: tuple[Line, ...]
    """Live bytes at the worst moment of forward and backward (weights and gradients included, optimizer state
    not): the upper envelope of every moment's line through the two traced batches, as the profile keeps it."""
    inference_peak: tuple[Line, ...]
    """Live bytes at the worst moment of a forward pass without autograd, weights included (the upper envelope, as
    for training: at batch 2 the worst moment can be a weight's cast to bf16, at 4,096 a layer's output)."""

    def training_bytes(self, batch: int, optimizer: str = "adam", device_kind: str = "cpu") -> int:
        """One training step, as ``memory.estimate_memory`` counts it: the larger of the sum of the parts (weights,
        buffers, gradients, optimizer state, activations) and the traced peak with the optimizer state, and on a
        GPU the framework and the library workspaces."""
        state = OPTIMIZER_STATES.get(optimizer, 2) * self.trainable_bytes
        parts = self.param_bytes + self.buffer_bytes + self.trainable_bytes + state + self.activations.at(batch)
        peak = max(line.at(batch) for line in self.training_peak) + state
        return math.ceil(max(parts, peak) + _runtime_bytes(device_kind))

    def inference_bytes(self, batch: int, device_kind: str = "cpu") -> int:
        """A forward pass in inference mode: the traced peak of what is alive at once (the weights, the batch, a
        layer's input and output), where a training forward keeps every activation."""
        return math.ceil(max(line.at(batch) for line in self.inference_peak) + _runtime_bytes(device_kind))


def _runtime_bytes(device_kind: str) -> int:
    return framework_bytes(device_kind) + library_workspace_bytes(device_kind)


# ---------------------------------------------------------------- what a model needs


@functools.lru_cache(maxsize=16)
def footprint(model: str, precision: str = "fp32", freeze: str = "full", resolution: int | None = None,
              num_classes: int = 10, seq_len: int | None = None, attention: str = "fused") -> Footprint:
    """The model's memory: from the shipped table (``footprint_table``) for a built-in model at its default input,
    without importing torch; otherwise traced (``traced_footprint``)."""
    found = shipped_footprint(model, precision, freeze, resolution, num_classes, seq_len, attention)
    if found is None:
        return traced_footprint(model, precision, freeze, resolution, num_classes, seq_len, attention)
    return found


def shipped_footprint(model: str, precision: str = "fp32", freeze: str = "full", resolution: int | None = None,
                      num_classes: int = 10, seq_len: int | None = None, attention: str = "fused") -> Footprint | None:
    """The model's memory as the shipped table has it, or None where the table has no such entry."""
    key = table_key(model, "bf16" if precision == "fp16" else precision, freeze, resolution, num_classes, seq_len,
                    attention)
    entry = shipped().get(key) if key is not None else None
    if entry is None:
        return None
    return Footprint(model, entry["param_bytes"], entry["buffer_bytes"], entry["trainable_bytes"],
                     activations=line_of(entry["activations"]),
                     training_peak=tuple(line_of(pair) for pair in entry["training_peak"]),
                     inference_peak=tuple(line_of(pair) for pair in entry["inference_peak"]))


def traced_footprint(model: str, precision: str = "fp32", freeze: str = "full", resolution: int | None = None,
                     num_classes: int = 10, seq_len: int | None = None, attention: str = "fused") -> Footprint:
    """The model's memory from a training step and a forward pass traced at batches 2 and 4. Image models are traced
    on fake tensors (no memory at any resolution), falling back to real ones where fake ones cannot run the model,
    as the advisor's profile does; text models on real ones: their inputs are small, a fused LSTM keeps more for
    backward than its fake kernel says, and a loop of LSTM cells runs thousands of operators, each slower on fake
    tensors. A model or option the lab refuses raises its UserError."""
    from dashboard.advisor.model_step import DEFAULT_SEQ_LEN, DEFAULT_VOCAB_SIZE, model_config

    config = model_config(model, "bf16" if precision == "fp16" else precision, freeze, resolution, None,
                          num_classes, DEFAULT_VOCAB_SIZE, seq_len or DEFAULT_SEQ_LEN, attention)
    if config.spec().kind == "image":
        try:
            return _traced(config, real=False)
        except UserError:
            raise
        except Exception:  # noqa: BLE001 - an operator fake tensors cannot run (a value read back, as ViT's checks)
            pass
    try:
        return _traced(config, real=True)
    except UserError:
        raise
    except Exception as err:
        raise UserError(f"the memory of {model} could not be estimated: {first_line(err, 300)}") from err


def _traced(config: ModelConfig, real: bool) -> Footprint:
    x1, x2 = TRACE_BATCHES
    first, second = _step(config, x1, real), _step(config, x2, real)
    return Footprint(
        config.model, *first.fixed,
        activations=Line.through(x1, first.saved, x2, second.saved),
        training_peak=_peak_lines(x1, first.timeline, x2, second.timeline),
        inference_peak=_peak_lines(x1, first.forward_timeline, x2, second.forward_timeline))


def _peak_lines(x1: int, first: Sequence[int], x2: int, second: Sequence[int]) -> tuple[Line, ...]:
    """The upper envelope of each moment's line through the two traces: the worst moment at batch 65,536 (a layer's
    output) need not be the worst at batch 4 (a weight cast to bf16, the optimizer's state), so a line through the
    two peaks alone can miss it twentyfold. Traces that ran different operators give the line through their peaks."""
    if len(first) != len(second) or not first:
        return (Line.through(x1, max(first, default=0), x2, max(second, default=0)),)
    return upper_envelope(lines_through(x1, first, x2, second))


@dataclass(frozen=True)
class _Traced:
    fixed: tuple[int, int, int]
    """Parameter, buffer and trainable parameter bytes."""
    saved: int
    """Saved for backward, and the batch."""
    timeline: tuple[int, ...]
    """Bytes alive after each operator of forward and backward, weights and gradients included."""
    forward_timeline: tuple[int, ...]
    """Bytes alive after each operator of a forward pass in inference mode, weights included."""


def _step(config: ModelConfig, batch: int, real: bool) -> _Traced:
    """One training step's and one inference forward's memory at this batch: ``tracer.trace_step`` without the
    operator records (FLOPs and bytes moved), which the memory does not need."""
    import contextlib

    import torch
    from torch._subclasses.fake_tensor import FakeTensorMode

    from dashboard.advisor.model_step import forward_backward
    from dashboard.advisor.tracer import SavedTensors
    from dashboard.training.models import set_train_mode

    dtype = {"fp16": torch.float16, "bf16": torch.bfloat16}.get(config.precision)
    with contextlib.nullcontext() if real else FakeTensorMode():
        model = config.build()
        params = list(model.parameters())
        inputs, targets = config.batch(batch)
        fixed = (sum(p.nbytes for p in params), sum(b.nbytes for b in model.buffers()),
                 sum(p.nbytes for p in params if p.requires_grad))
        set_train_mode(model, False)
        forward = _quiet_tracer([*params, *model.buffers(), inputs])
        with torch.inference_mode(), torch.autocast("cpu", dtype=dtype, enabled=dtype is not None), forward:
            model(inputs)
        set_train_mode(model, True)
        step = _quiet_tracer([*params, *model.buffers(), inputs, targets])
        with step, SavedTensors(params) as saved:
            forward_backward(model, inputs, targets, config.precision, step)
    return _Traced(fixed, saved.bytes + inputs.nbytes + targets.nbytes, tuple(step.timeline), tuple(forward.timeline))


def _quiet_tracer(existing: list[torch.Tensor]) -> StepTracer:
    from dashboard.advisor.tracer import StepTracer

    tracer = StepTracer()
    tracer.recording = False
    tracer.keep_timeline = True
    tracer.adopt(existing)
    return tracer


# ---------------------------------------------------------------- what the machine has


def available_bytes(device: str) -> int:
    """Memory free for this process on ``device`` now: RAM for the CPU (and Apple's unified memory), the device's
    free memory for CUDA; ``DL_DASHBOARD_AVAILABLE_MEMORY`` when set."""
    override = os.environ.get(AVAILABLE_ENV, "").strip()
    if override:
        try:
            return int(float(override))
        except ValueError:
            raise UserError(f"{AVAILABLE_ENV} must be a number of bytes, got {override!r}") from None
    if device.startswith("cuda"):
        import torch

        free, _ = torch.cuda.mem_get_info(torch.device(device))
        return int(free)
    return ram_available()


def ram_available() -> int:
    """The RAM this process can still take: the system's available memory, or less where an address-space limit
    (ulimit -v) or the cgroup's memory limit leaves less."""
    import psutil

    candidates = [int(psutil.virtual_memory().available)]
    soft, _ = resource.getrlimit(resource.RLIMIT_AS)
    if soft != resource.RLIM_INFINITY:
        candidates.append(max(0, soft - int(psutil.Process().memory_info().vms)))
    cgroup = _cgroup_room()
    if cgroup is not None:
        candidates.append(cgroup)
    return min(candidates)


def _cgroup_room(root: Path = Path("/sys/fs/cgroup")) -> int | None:
    """memory.max less memory.current of this process's cgroup (v2), when it has a limit."""
    try:
        limit = (root / "memory.max").read_text().strip()
        if limit == "max":
            return None
        return max(0, int(limit) - int((root / "memory.current").read_text().strip()))
    except (OSError, ValueError):
        return None


def device_kind_of(device: str) -> str:
    """"cuda", "mps" or "cpu": how the estimate counts the runtime's own memory."""
    return device.split(":")[0] if device.split(":")[0] in ("cuda", "mps") else "cpu"


# ---------------------------------------------------------------- the decision


def largest_fitting(need: Callable[[int], int], available: int, headroom: float = DEFAULT_HEADROOM) -> int:
    """The largest batch (at most MAX_BATCH_SIZE) whose need fits in ``available`` less the headroom; 0 when not even
    batch 1 does. ``need`` grows with the batch, so a binary search finds it."""
    budget = usable_bytes(available, headroom)
    if need(1) > budget:
        return 0
    low, high = 1, MAX_BATCH_SIZE
    while low < high:
        middle = (low + high + 1) // 2
        if need(middle) <= budget:
            low = middle
        else:
            high = middle - 1
    return low


def refusal(what: str, batch: int, need: Callable[[int], int], available: int, where: str) -> str:
    """"batch 65,536 of resnet18 for training needs about 118.0 GiB on the cpu; 21.3 GiB is available (less 10%
    kept free): use a batch of at most 10,000"; ``what`` is ``for_training``'s or ``for_inference``'s. Made from
    translated templates, so that the window says it in the reader's language (``dashboard.text.words_of``)."""
    largest = largest_fitting(need, available)
    advice = (fill(translate("Memory", "use a batch of at most {largest:,}"), largest=largest) if largest else
              translate("Memory", "not even batch 1 fits: free memory, or choose a smaller model or resolution"))
    return fill(translate("Memory", "batch {batch:,} of {what} needs about {need} on the {device}; {available} is "
                                    "available (less {kept:.0%} kept free): {advice}"),
                batch=batch, what=what, need=said_bytes(need(batch)), device=where, available=said_bytes(available),
                kept=DEFAULT_HEADROOM, advice=advice)


def said_bytes(value: float) -> str:
    """``fmt_bytes``'s "4.0 GiB" made from a template, so that the window, saying a child's refusal again from its
    words, writes the number in the reader's style ("4,0 GiB" in Polish)."""
    amount, unit = binary_amount(float(value))
    if unit == "B":
        return fmt_bytes(value)
    return fill(translate("Memory", "{amount:.1f} {unit}"), amount=amount, unit=unit)


def for_training(model: str, processes: int = 1) -> str:
    """"resnet18 for training", or "... in 2 processes" where data-parallel ranks share the machine's RAM."""
    if processes > 1:
        return fill(translate("Memory", "{model} for training in {processes} processes"), model=model,
                    processes=processes)
    return fill(translate("Memory", "{model} for training"), model=model)


def for_inference(model: str) -> str:
    return fill(translate("Memory", "{model} for inference"), model=model)


@dataclass(frozen=True)
class Check:
    """The batches asked for, split into those that fit and those that do not, with the line that says so."""

    fitting: tuple[int, ...]
    refused: tuple[int, ...]
    message: str
    """Empty when every batch fits."""


def check_batches(what: str, batches: Sequence[int], need: Callable[[int], int], device: str,
                  available: int | None = None) -> Check:
    """Which of ``batches`` fit on ``device``; the message names the smallest refused batch's need."""
    room = available_bytes(device) if available is None else available
    budget = usable_bytes(room)
    refused = tuple(b for b in batches if need(b) > budget)
    fitting = tuple(b for b in batches if b not in refused)
    if not refused:
        return Check(fitting, (), "")
    line = refusal(what, min(refused), need, room, device)
    if len(refused) > 1:  # need grows with the batch: the others refused are the larger ones asked for
        larger = len(refused) - 1
        line = fill(counted(larger, translate("Memory", "{refusal} (and %Ln larger batch(es))", None, 1)),
                    refusal=line)
    return Check(fitting, refused, line)


def require_fit(what: str, batches: Sequence[int], need: Callable[[int], int], device: str,
                available: int | None = None) -> Check:
    """``check_batches``, raising DoesNotFit when none of the batches fits."""
    check = check_batches(what, batches, need, device, available)
    if not check.fitting:
        raise DoesNotFit(check.message)
    return check


# ---------------------------------------------------------------- the lab's runs and experiments


def training_need(config: TrainConfig) -> Callable[[int], int]:
    """Bytes one training step of ``config`` needs at a batch, on its device: every process's share on a CPU
    (data-parallel ranks there share the machine's RAM), one process's on a GPU (each rank has its own). A
    configuration the lab refuses (an unknown model or device, fp16 on the CPU) raises its UserError first."""
    validate(dataclasses.replace(config, batch_size=1))
    text = ({"seq_len": config.seq_len, "attention": config.attention} if spec_for(config.model).kind == "text"
            else {})  # an image model's footprint is the same whatever the text settings say: one cached trace
    model = footprint(config.model, config.precision, config.freeze, config.resolution, **text)
    kind = device_kind_of(config.device)
    copies = config.processes if kind == "cpu" else 1
    return lambda batch: copies * model.training_bytes(batch, config.optimizer, kind)


def _what(config: TrainConfig) -> str:
    return for_training(config.model, config.processes if config.device == "cpu" else 1)


def check_training(config: TrainConfig, available: int | None = None) -> None:
    """DoesNotFit when one training step of ``config`` at its batch size cannot fit on its device; a configuration
    the lab refuses (a batch larger than the samples drawn) is refused in the lab's words first."""
    check_batch_in_samples(validate(config))
    require_fit(_what(config), [config.batch_size], training_need(config), config.device, available)


def fit_experiment(experiment: Experiment, available: int | None = None) -> tuple[Experiment, str]:
    """The experiment without the batches that cannot fit on some series' device, and the line that names them
    ("" when all fit); DoesNotFit when none is left. A largest-batch search on the CPU (or Apple's shared memory),
    where running out means the kernel killing the process, stops at the largest batch that fits; on a CUDA GPU it
    still finds the boundary by trying (an out-of-memory error there is caught), once batch 1 fits."""
    if experiment.search_limit is not None:
        return _fit_search(experiment, available)
    if experiment.seq_lens:
        return _fit_lengths(experiment, available)
    refused: set[int] = set()
    lines: list[str] = []
    for variant in experiment.variants:
        check = check_batches(_what(variant.config), experiment.batch_sizes, training_need(variant.config),
                              variant.config.device, available)
        if check.refused and not refused.issuperset(check.refused):
            lines.append(check.message)
        refused.update(check.refused)
    batches = tuple(b for b in experiment.batch_sizes if b not in refused)
    if not batches:
        raise DoesNotFit(lines[0])
    return dataclasses.replace(experiment, batch_sizes=batches), lines[0] if len(lines) == 1 else "; ".join(lines)


def _fit_lengths(experiment: Experiment, available: int | None) -> tuple[Experiment, str]:
    """A sweep over sequence length without the lengths that cannot fit at its batch on some series' device. Memory
    grows with the length, so each series is checked from the longest down to the first length that fits (one
    trace per series when all fit: each is a real training step, seconds at the longest lengths)."""
    batch = min(experiment.batch_sizes)
    refused: set[int] = set()
    lines: list[str] = []
    for variant in experiment.variants:
        for length in sorted(experiment.seq_lens, reverse=True):
            config = dataclasses.replace(variant.config, seq_len=length)
            what = fill(translate("Memory", "{what} at sequence length {length:,}"), what=_what(config), length=length)
            check = check_batches(what, [batch], training_need(config), config.device, available)
            if not check.refused:
                break
            if length not in refused:
                lines.append(check.message)
            refused.add(length)
    lengths = tuple(n for n in experiment.seq_lens if n not in refused)
    if not lengths:
        raise DoesNotFit(lines[-1])
    return dataclasses.replace(experiment, seq_lens=lengths), lines[-1] if lines else ""


def _fit_search(experiment: Experiment, available: int | None) -> tuple[Experiment, str]:
    config = experiment.variants[0].config
    need = training_need(config)
    room = available_bytes(config.device) if available is None else available
    largest = largest_fitting(need, room)
    limit = experiment.search_limit or MAX_BATCH_SIZE
    if largest == 0:
        raise DoesNotFit(refusal(_what(config), 1, need, room, config.device))
    if device_kind_of(config.device) == "cuda" or largest >= limit:
        return experiment, ""
    line = fill(translate("Memory", "searching up to batch {largest:,}, not {limit:,}: batch {next:,} of {what} "
                                    "needs about {need} on the {device}, more than the {available} available (less "
                                    "{kept:.0%} kept free)"),
                largest=largest, limit=limit, next=largest + 1, what=_what(config), need=said_bytes(need(largest + 1)),
                device=config.device, available=said_bytes(room), kept=DEFAULT_HEADROOM)
    return dataclasses.replace(experiment, batch_sizes=(largest,), search_limit=largest), line
