"""What one measurement of an experiment found: a series' throughput and memory at one batch size.

Free of torch, so the window can describe and reopen an experiment without loading it.
"""

from __future__ import annotations

from dataclasses import dataclass


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
    """Accelerator: peak tensor memory during the timed steps. CPU: peak resident memory of this process, with
    memory freed by earlier points handed back to the OS first (glibc), so a long-lived window measures alike."""
    steps: int = 0
    message: str = ""
    label: str = ""
    """The series' name in a comparison ("2 threads", "frozen backbone"); empty for a plain sweep."""
    trainable_parameters: int | None = None
    """Parameters the optimizer updates (fewer when a backbone is frozen)."""
    losses: tuple[float, ...] = ()
    """Training loss of every step, warm-up included, when the comparison asked for loss curves."""

    @property
    def series(self) -> str:
        return self.label or f"{self.device}/{self.precision}"
