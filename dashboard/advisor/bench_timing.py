"""Honest timing of one operation on one device, and the operations the micro-benchmarks time.

Every test warms up first (allocator, cuBLAS heuristics, clock ramp-up), the device is synchronised before the clock
is read (CUDA events on an NVIDIA/AMD GPU, ``perf_counter`` after ``synchronize`` elsewhere), a timed repetition runs
the operation often enough to dwarf the timer's own cost, and the result is the median over repetitions. A time
budget per test keeps the quick run to a few seconds on a CPU. fp32 runs with TF32 off, so it measures true fp32; the
TF32 setting is restored afterwards whatever happens.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import torch

from dashboard.training.step import synchronize

TORCH_DTYPES = {"fp32": torch.float32, "tf32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}


@dataclass(frozen=True)
class BenchSettings:
    """How big and how long: the quick run stays a few seconds on a CPU; tests shrink it further."""

    matmul_sizes: tuple[int, ...]
    copy_bytes: int
    transfer_bytes: int
    warmup: int = 2
    """Untimed calls before timing (at least this many, and for at least ``warmup_s``)."""
    warmup_s: float = 0.05
    """GPUs raise their clocks under load over tens of milliseconds: warm up at least this long."""
    repeats: int = 10
    """Timed repetitions wanted; fewer when the budget runs out, never fewer than ``min_repeats``."""
    min_repeats: int = 3
    budget_s: float = 0.3
    """Seconds of timed repetitions per test."""
    repetition_s: float = 0.005
    """A timed repetition runs the operation enough times to last about this long (timer and launch cost)."""


@contextmanager
def tf32_matmul(enabled: bool) -> Iterator[None]:
    """TF32 on or off for CUDA matmuls inside the block (CPU matmuls in true fp32); the previous settings come back
    whatever happens.

    PyTorch 2.9 added ``fp32_precision`` ("tf32"/"ieee") per backend and refuses to mix it with the legacy
    ``allow_tf32`` flag, so the new API is used where it exists and only it is read and restored. A legacy
    ``torch.set_float32_matmul_precision("high")`` shows through it as "tf32", so fp32 is forced to "ieee" here.
    """
    cuda, cpu = torch.backends.cuda.matmul, _mkldnn_matmul()
    if not _has_fp32_precision(cuda):
        saved_flag = cuda.allow_tf32
        cuda.allow_tf32 = enabled
        try:
            yield
        finally:
            cuda.allow_tf32 = saved_flag
        return
    saved = [(backend, backend.fp32_precision) for backend in (cuda, cpu) if backend is not None]
    try:
        cuda.fp32_precision = "tf32" if enabled else "ieee"
        if cpu is not None:
            cpu.fp32_precision = "ieee"
        yield
    finally:
        for backend, value in saved:
            backend.fp32_precision = value


def _mkldnn_matmul() -> Any:
    backend = getattr(torch.backends.mkldnn, "matmul", None)
    return backend if backend is not None and _has_fp32_precision(backend) else None


def _has_fp32_precision(backend: Any) -> bool:
    try:
        backend.fp32_precision  # noqa: B018 - probing the attribute is the point
    except (AttributeError, RuntimeError):
        return False
    return True


class Timer:
    """Times ``op`` honestly on one device; ``check`` runs between repetitions so Stop acts within one."""

    def __init__(self, device: torch.device, settings: BenchSettings, check: Callable[[], None],
                 events: bool = True, clock: Callable[[], float] = time.perf_counter) -> None:
        self.device = device
        self.settings = settings
        self.check = check
        self.events = events and device.type == "cuda"
        self.clock = clock
        """Host seconds, for everything CUDA events do not time (tests give a clock of their own)."""

    def measure(self, op: Callable[[], object]) -> tuple[float, int]:
        """Median seconds of one ``op`` and the number of timed repetitions."""
        s = self.settings
        started, calls = self.clock(), 0
        while calls < max(1, s.warmup) or self.clock() - started < s.warmup_s:
            op()
            synchronize(self.device)
            calls += 1
        single = max(self._repetition(op, 1), 1e-9)
        inner = max(1, min(10_000, math.ceil(s.repetition_s / single)))
        times: list[float] = []
        began = self.clock()
        while len(times) < max(s.repeats, s.min_repeats):
            self.check()
            times.append(self._repetition(op, inner) / inner)
            if len(times) >= s.min_repeats and self.clock() - began > s.budget_s:
                break
        return statistics.median(times), len(times)

    def _repetition(self, op: Callable[[], object], inner: int) -> float:
        if self.events:
            stream = torch.cuda.current_stream(self.device)
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            start.record(stream)
            for _ in range(inner):
                op()
            end.record(stream)
            end.synchronize()
            return start.elapsed_time(end) / 1000.0  # milliseconds
        synchronize(self.device)
        started = self.clock()
        for _ in range(inner):
            op()
        synchronize(self.device)
        return self.clock() - started


def expected_measure_seconds(settings: BenchSettings, op_seconds: float) -> float:
    """How long ``Timer.measure`` takes for an operation lasting ``op_seconds``: the same arithmetic as its loops
    (warm-up by count and time, one probe, then repetitions until the repeats or the budget run out)."""
    s = settings
    op = max(op_seconds, 1e-9)
    warmup = max(1, s.warmup, math.ceil(s.warmup_s / op)) * op
    inner = max(1, min(10_000, math.ceil(s.repetition_s / op)))
    repetition = inner * op
    wanted = max(s.repeats, s.min_repeats)
    by_budget = max(s.min_repeats, math.floor(s.budget_s / repetition) + 1)
    return warmup + op + min(wanted, by_budget) * repetition


def matmul_flops(n: int) -> int:
    """n x n times n x n: n^2 outputs, each n multiplies and n adds."""
    return 2 * n**3


def copy_bytes_moved(nbytes: int) -> int:
    """A copy reads the source and writes the destination: both cross the memory bus."""
    return 2 * nbytes


def measure_matmul(device: torch.device, dtype: str, n: int, timer: Timer) -> tuple[float, int]:
    """(median seconds per n x n matmul, repetitions); fp32 with TF32 off, tf32 with it on."""
    torch_dtype = TORCH_DTYPES[dtype]
    a = torch.randn(n, n, device=device, dtype=torch.float32).to(torch_dtype)
    b = torch.randn(n, n, device=device, dtype=torch.float32).to(torch_dtype)
    out = torch.empty(n, n, device=device, dtype=torch_dtype)
    with tf32_matmul(dtype == "tf32"):
        return timer.measure(lambda: torch.matmul(a, b, out=out))


def measure_copy(device: torch.device, nbytes: int, timer: Timer) -> tuple[float, int]:
    """(median seconds per device-to-device copy of ``nbytes``, repetitions)."""
    source = torch.ones(nbytes // 4, device=device, dtype=torch.float32)
    target = torch.empty_like(source)
    return timer.measure(lambda: target.copy_(source))


def measure_transfer(device: torch.device, direction: str, nbytes: int, pinned: bool,
                     timer: Timer) -> tuple[float, int]:
    """(median seconds per host<->device transfer of ``nbytes``, repetitions); pinned copies run asynchronously."""
    host = torch.ones(nbytes, dtype=torch.uint8, pin_memory=pinned)
    on_device = torch.empty(nbytes, dtype=torch.uint8, device=device)
    if direction == "host-to-device":
        return timer.measure(lambda: on_device.copy_(host, non_blocking=pinned))
    return timer.measure(lambda: host.copy_(on_device, non_blocking=pinned))
