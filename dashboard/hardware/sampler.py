"""Live sampling: one Snapshot of CPU, memory, this process and every GPU per tick, and a plain loop to run it.

No Qt: the CLI runs ``SamplingLoop`` on its own thread, the GUI runs the same loop in a worker thread.
"""

from __future__ import annotations

import dataclasses
import os
import threading
import time
from collections.abc import Callable, Iterator, Sequence

import psutil

from dashboard.hardware.backend import GpuBackend
from dashboard.hardware.records import (
    SLOW_GPU_FIELDS,
    CpuSample,
    GpuSample,
    MemorySample,
    ProcessSample,
    Snapshot,
)

_SlowHost = tuple[float | None, tuple[float, float, float] | None, int, int]
"""CPU clock (MHz), load average, swap total and swap used (bytes): read on slow ticks only."""

MIN_INTERVAL_S = 0.25
MAX_INTERVAL_S = 5.0
DEFAULT_INTERVAL_S = 1.0
SLOW_READ_PERIOD_S = 2.0
"""Process lists, temperatures, PCIe throughput, the CPU clock, load average and swap are read at most this often:
they cost the most per call and change slowly."""


def check_interval(interval_s: float) -> float:
    """The interval if it is allowed; ValueError saying what is allowed otherwise."""
    if not (MIN_INTERVAL_S <= interval_s <= MAX_INTERVAL_S):
        raise ValueError(
            f"sampling interval {interval_s:g} s is out of range: choose {MIN_INTERVAL_S:g} to {MAX_INTERVAL_S:g} s"
        )
    return interval_s


class Sampler:
    """Collects Snapshots. Call ``sample`` from one thread at a time (the sampling thread)."""

    def __init__(self, backends: Sequence[GpuBackend] = (), slow_period_s: float = SLOW_READ_PERIOD_S) -> None:
        self._backends = list(backends)
        self._readable = [backend for backend in self._backends if backend.open().available]
        """Only backends that found GPUs are asked each tick: asking the others costs 20-40 us apiece for nothing."""
        self._slow_period_s = slow_period_s
        self._last_slow = -float("inf")
        self._previous_gpus: dict[tuple[str, int], GpuSample] = {}
        self._slow_host: _SlowHost = (None, None, 0, 0)
        self._process = psutil.Process()
        # psutil's first cpu_percent reading compares against boot: discard it.
        psutil.cpu_percent(percpu=True)
        self._cpu_seconds, self._cpu_read_at = self._process_cpu_seconds(), time.monotonic()

    def sample(self) -> Snapshot:
        started = time.perf_counter()
        now = time.monotonic()
        slow = now - self._last_slow >= self._slow_period_s
        if slow:
            self._last_slow = now
            self._slow_host = self._read_slow_host()
        gpus = tuple(self._carry_slow_fields(g, slow) for b in self._readable for g in b.sample(slow))
        per_core = tuple(psutil.cpu_percent(percpu=True))
        vm = psutil.virtual_memory()
        process = ProcessSample(self._process_cpu_percent(), self._process.memory_info().rss)
        mhz, load, swap_total, swap_used = self._slow_host
        return Snapshot(
            timestamp=time.time(),
            monotonic=now,
            cpu=CpuSample(
                percent=sum(per_core) / len(per_core) if per_core else 0.0,
                per_core=per_core,
                current_mhz=mhz,
                load_average=load,
            ),
            memory=MemorySample(vm.total, vm.total - vm.available, vm.available, swap_total, swap_used),
            process=process,
            gpus=gpus,
            tick_cost_ms=(time.perf_counter() - started) * 1000.0,
        )

    @staticmethod
    def _process_cpu_seconds() -> float:
        """This process's CPU time from one system call (psutil would parse a /proc file for it)."""
        times = os.times()
        return times.user + times.system

    def _process_cpu_percent(self) -> float:
        """CPU used by this process since the last tick, in % of one core (above 100 with several threads).

        The clock is read with the CPU time, not at the start of the tick: the first tick's GPU reads (60 ms of
        NVML start-up on an H100) would otherwise count as CPU time spent in no time, 108,909% on that machine."""
        seconds, now = self._process_cpu_seconds(), time.monotonic()
        elapsed = now - self._cpu_read_at
        percent = 100.0 * (seconds - self._cpu_seconds) / elapsed if elapsed > 0 else 0.0
        self._cpu_seconds, self._cpu_read_at = seconds, now
        return max(percent, 0.0)

    @staticmethod
    def _read_slow_host() -> _SlowHost:
        """Clock, load average and swap: on Linux the clock parses all of /proc/cpuinfo and swap reads two files
        (together two thirds of a tick), and none of them is worth more than one reading per slow period."""
        freq = psutil.cpu_freq()
        try:
            load: tuple[float, float, float] | None = tuple(psutil.getloadavg())
        except (OSError, AttributeError):
            load = None
        swap = psutil.swap_memory()
        return (freq.current if freq else None), load, swap.total, swap.used

    def _carry_slow_fields(self, sample: GpuSample, slow: bool) -> GpuSample:
        """On fast ticks, show the last slow reading instead of a gap."""
        key = (sample.vendor, sample.index)
        previous = self._previous_gpus.get(key)
        if not slow and previous is not None:
            sample = dataclasses.replace(sample, **{f: getattr(previous, f) for f in SLOW_GPU_FIELDS})
        self._previous_gpus[key] = sample
        return sample

    def close(self) -> None:
        for backend in self._backends:
            backend.close()


class SamplingLoop:
    """Runs a Sampler at a fixed, changeable interval until stopped. Stops within one wake-up, not one interval."""

    def __init__(self, sampler: Sampler, interval_s: float = DEFAULT_INTERVAL_S,
                 clock: Callable[[], float] = time.monotonic, wait: Callable[[float], object] | None = None) -> None:
        self._sampler = sampler
        self._interval_s = check_interval(interval_s)
        self._wake = threading.Condition()
        self._stopped = False
        self._clock = clock
        self._wait = wait or self._wake.wait
        """Sleeps up to the given seconds with the lock held, waking at once on stop or a new interval (a test may
        pass a clock and a wait of its own, to check the schedule without waiting)."""

    @property
    def interval_s(self) -> float:
        return self._interval_s

    def set_interval(self, interval_s: float) -> None:
        with self._wake:
            self._interval_s = check_interval(interval_s)
            self._wake.notify_all()

    def stop(self) -> None:
        with self._wake:
            self._stopped = True
            self._wake.notify_all()

    @property
    def stopped(self) -> bool:
        return self._stopped

    def run(self, on_snapshot: Callable[[Snapshot], None], max_ticks: int | None = None) -> None:
        """Hand each snapshot to ``on_snapshot``; return when stopped or after ``max_ticks``."""
        for snapshot in self.snapshots(max_ticks):
            on_snapshot(snapshot)

    def snapshots(self, max_ticks: int | None = None) -> Iterator[Snapshot]:
        """Sample, yield, sleep until the next deadline; end when stopped or after ``max_ticks``."""
        ticks = 0
        next_due = self._clock()
        while not self._stopped and (max_ticks is None or ticks < max_ticks):
            yield self._sampler.sample()
            ticks += 1
            if max_ticks is not None and ticks >= max_ticks:
                return
            with self._wake:
                next_due = max(next_due + self._interval_s, self._clock())
                while not self._stopped and (delay := next_due - self._clock()) > 0:
                    previous = self._interval_s
                    self._wait(delay)
                    if self._interval_s != previous:  # a new interval takes effect at once
                        next_due = self._clock() + self._interval_s
