"""One real training step on the CPU, measured, to check the fake trace against."""

from __future__ import annotations

import time
from dataclasses import dataclass

import torch

from dashboard.advisor.model_step import (
    DEFAULT_SEQ_LEN,
    DEFAULT_VOCAB_SIZE,
    forward_backward,
    make_optimizer,
    model_config,
    prime_optimizer,
)
from dashboard.advisor.tracer import SavedTensors, StepTracer
from dashboard.training.models import set_train_mode


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
    config = model_config(model, precision, freeze, resolution, in_channels, num_classes, vocab_size, seq_len)
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
