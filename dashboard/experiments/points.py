"""What one measurement of an experiment found: a series' throughput and memory at one batch size.

Free of torch, so the window can describe and reopen an experiment without loading it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from dashboard.experiments.noise import BUSY_CPU_PERCENT, NOISY_UNCERTAINTY


@dataclass(frozen=True)
class SweepPoint:
    device: str
    precision: str
    batch_size: int
    status: str
    """"ok", "oom" (this batch did not fit: the series ends here) or "error"."""
    samples_per_second: float | None = None
    step_seconds: float | None = None
    peak_memory_bytes: int | None = None
    """Accelerator: peak tensor memory during the timed steps. CPU: peak resident memory of this process (on Linux
    the kernel's high-water mark, so memory a step frees before it ends counts too), with memory freed by earlier
    points handed back to the OS first (glibc), so a long-lived window measures alike."""
    steps: int = 0
    message: str = ""
    label: str = ""
    """The series' name in a comparison ("2 threads", "frozen backbone"); empty for a plain sweep."""
    trainable_parameters: int | None = None
    """Parameters the optimizer updates (fewer when a backbone is frozen)."""
    losses: tuple[float, ...] = ()
    """Training loss of every step, warm-up included, when the comparison asked for loss curves."""
    accuracies: tuple[float, ...] = ()
    """Beside ``losses``: the fraction of each step's batch the model predicted right, from that step's forward pass
    (before its update): training accuracy, on batches the model had not yet been updated on."""
    step_spread: float | None = None
    """How much the timed steps' durations varied: (90th - 10th percentile) / median, 0.14 for 14%. None where it
    was not measured (points saved by older versions, a single step, an accelerator without timing events)."""
    other_cpu_percent: float | None = None
    """CPU that other processes used while this point was timed, in % of the whole machine (0-100)."""
    energy_j: float | None = None
    """The device's energy counter over the timed steps (NVML on NVIDIA, RAPL on the CPU); None where unreadable."""
    samples_per_joule: float | None = None
    average_power_w: float | None = None
    energy_note: str = ""
    """Why there is no energy figure, when there is none."""
    processes: int = 1
    """Data-parallel processes that trained together, each on ``batch_size`` samples per step; the throughput is
    theirs together."""
    communication_share: float | None = None
    """Data-parallel points: the share of each step spent waiting for the gradient all-reduce (0.08 for 8%)."""
    engine: str = ""
    """Inference points: what served the model ("pytorch", "onnxruntime", "int8"); then ``step_seconds`` is the
    median latency of one batch, and the throughput the batch over it. Empty for training points."""

    base_memory_bytes: int | None = None
    """CPU: resident memory before the point built its model (the runtime, the libraries, the data), which
    ``peak_memory_bytes`` includes; what the point itself needed is the difference. None on accelerators."""
    seq_len: int | None = None
    """Set in a sweep over sequence length: the length this point trained on (its x), at the fixed batch size."""

    @property
    def x(self) -> int:
        """Where the point sits on the x axis: its sequence length in a sweep over lengths, else its batch size."""
        return self.batch_size if self.seq_len is None else self.seq_len

    @property
    def tokens_per_second(self) -> float | None:
        """A sequence sweep's throughput in tokens (each sample is ``seq_len`` of them); None elsewhere."""
        if self.seq_len is None or self.samples_per_second is None:
            return None
        return self.samples_per_second * self.seq_len

    @property
    def series(self) -> str:
        return self.label or f"{self.device}/{self.precision}"

    @property
    def uncertainty(self) -> float | None:
        """How far its throughput (a mean over its timed steps) may be off, relative: the step spread over the square
        root of the steps timed. Conservative: the spread is a 10th-90th percentile width, not a standard deviation,
        and slow steps come in runs when another program is busy. None where no spread was recorded."""
        if self.step_spread is None:
            return None
        return self.step_spread / math.sqrt(max(1, self.steps))

    @property
    def noisy(self) -> bool:
        """Its throughput may be off by more than NOISY_UNCERTAINTY: read it as rough."""
        uncertainty = self.uncertainty
        return uncertainty is not None and uncertainty > NOISY_UNCERTAINTY

    @property
    def machine_busy(self) -> bool:
        """Other processes used more than 10% of the CPU while it was timed: its throughput is likely low."""
        return self.other_cpu_percent is not None and self.other_cpu_percent > BUSY_CPU_PERCENT
