"""How far one measured point can be trusted: how much its steps varied, and how busy the rest of the machine was.

A throughput figure is an average over a few timed steps. Two things make it wrong without making it look wrong:
steps that vary (a cache or frequency change, a page fault, the allocator growing), and another program taking
cores away. The probe records both per point so a reading can say how sure it is, instead of stating a 1.37x
difference between two identical sweeps as a fact.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence

import psutil

NOISY_SPREAD = 0.10
"""Repeats of one point that differ by more than 10% are noisy (the issue's rule for repeated points)."""

NOISY_UNCERTAINTY = 0.05
"""A point whose throughput may be off by more than 5% (its step spread over the square root of its steps) is
marked noisy: two such points could differ by 10% from noise alone. Individual steps of a small batch vary by 20-50%
on an idle CPU (page faults, caches, the scheduler), which says little about their mean over a hundred steps."""

BUSY_CPU_PERCENT = 10.0
"""Other processes using more than 10% of the machine's CPU during a point make its figure likely low."""


def step_spread(seconds: Sequence[float]) -> float | None:
    """The relative spread of step times: (90th - 10th percentile) / median; 0.14 means steps varied by 14%.

    Percentiles rather than max - min, so one stray step in many does not condemn a point; with two or three steps
    they are close to the extremes, which is all such a point can say. None with fewer than two steps.
    """
    if len(seconds) < 2:
        return None
    median = statistics.median(seconds)
    if median <= 0:
        return None
    low, *_, high = statistics.quantiles(seconds, n=10, method="inclusive")
    return (high - low) / median


class OtherCpuMeter:
    """The CPU that processes other than this one used between start() and stop(), in % of the whole machine.

    System-wide busy time minus the CPU time of this process and its descendants, all from the kernel's counters:
    no sampling thread, and nothing to stop. Descendants are this work's own: a data loader's workers, or the child
    process a window measures a lesson's sweep in (counted as "other", it made every lesson read "busy").
    """

    def __init__(self) -> None:
        self._process = psutil.Process()
        self._start: tuple[float, float, float] | None = None

    def start(self) -> None:
        self._start = self._read()

    def stop(self) -> float | None:
        """Percent of the machine (0-100) used by other processes since start(); None if no time passed."""
        if self._start is None:
            return None
        busy0, total0, own0 = self._start
        busy1, total1, own1 = self._read()
        total = total1 - total0
        if total <= 0:
            return None
        return max(0.0, min(100.0, 100.0 * ((busy1 - busy0) - (own1 - own0)) / total))

    def _read(self) -> tuple[float, float, float]:
        """(busy, total) CPU seconds of every core since boot, and this process's CPU seconds."""
        times = psutil.cpu_times()
        # Linux counts guest time inside user time already; psutil lists it again.
        total = sum(times) - getattr(times, "guest", 0.0) - getattr(times, "guest_nice", 0.0)
        idle = times.idle + getattr(times, "iowait", 0.0)
        return total - idle, total, self.own_seconds()

    def own_seconds(self) -> float:
        """CPU seconds of this process, its children that have ended and been waited for, and those still running."""
        own = self._process.cpu_times()
        seconds = own.user + own.system + own.children_user + own.children_system
        for child in self._process.children(recursive=True):
            try:
                times = child.cpu_times()
            except psutil.Error:  # ended between listing and reading: counted once it is waited for
                continue
            seconds += times.user + times.system
        return seconds
