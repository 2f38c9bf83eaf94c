"""Live sampling: real psutil readings, slow GPU reads carried forward, bounded history, prompt stops."""

from __future__ import annotations

import threading
import time

import numpy as np
import pytest

from dashboard.hardware.nvidia import NvidiaBackend
from dashboard.hardware.records import GpuSample, to_dict
from dashboard.hardware.sampler import Sampler, SamplingLoop, check_interval
from dashboard.timeseries import HISTORY_WINDOWS_S, History, RingBuffer
from tests.fakes.nvml import two_gpu_machine


def test_snapshot_has_real_cpu_and_memory_readings():
    sampler = Sampler()
    snapshot = sampler.sample()
    assert len(snapshot.cpu.per_core) == len(__import__("psutil").cpu_percent(percpu=True))
    assert 0.0 <= snapshot.cpu.percent <= 100.0
    assert 0 < snapshot.memory.used_bytes < snapshot.memory.total_bytes
    assert snapshot.process.rss_bytes > 10 * 1024**2
    assert snapshot.tick_cost_ms > 0
    assert snapshot.gpus == ()
    data = to_dict(snapshot)
    assert {"percent", "per_core"} <= data["cpu"].keys() and "used_bytes" in data["memory"]


def test_process_cpu_is_measured_over_the_time_it_was_spent():
    """The first tick's GPU reads cost CPU time (60 ms of NVML start-up on an H100); counted over the time since the
    tick began instead of since the last reading, they read as 108,909% of a core there."""

    class SlowBackend:
        def open(self):
            return type("Status", (), {"available": True})()

        def sample(self, slow):
            deadline = time.process_time() + 0.05
            while time.process_time() < deadline:  # CPU work, as NVML's first reads are
                pass
            return []

    sampler = Sampler([SlowBackend()])
    first = sampler.sample()
    assert 0.0 <= first.process.cpu_percent <= 100.0 * (__import__("os").cpu_count() or 1)


def test_slow_fields_are_read_periodically_and_carried_forward():
    nvml = two_gpu_machine()
    backend = NvidiaBackend(nvml)
    assert backend.open().available
    sampler = Sampler([backend], slow_period_s=3600)
    first = sampler.sample()  # the first tick is always slow
    processes_calls = nvml.calls["nvmlDeviceGetComputeRunningProcesses"]
    second = sampler.sample()  # fast: no process-list call, values carried forward
    assert nvml.calls["nvmlDeviceGetComputeRunningProcesses"] == processes_calls
    assert second.gpus[0].temperature_c == first.gpus[0].temperature_c is not None
    assert second.gpus[0].processes == first.gpus[0].processes
    sampler.close()
    assert nvml.shutdown_calls == 1


def test_interval_limits_are_explained():
    assert check_interval(0.25) == 0.25
    with pytest.raises(ValueError, match="0.25 to 5 s"):
        check_interval(10)


def test_loop_stops_promptly_mid_interval():
    loop = SamplingLoop(Sampler(), interval_s=5.0)
    ticks: list[float] = []
    thread = threading.Thread(target=loop.run, args=(lambda s: ticks.append(s.monotonic),))
    thread.start()
    while not ticks:
        time.sleep(0.01)
    loop.stop()
    thread.join(2.5)  # half the 5 s interval it was waiting out
    assert not thread.is_alive()
    assert len(ticks) == 1


class FakeTime:
    """A clock that moves only when the loop waits: the schedule is checked exactly, without sleeping."""

    def __init__(self) -> None:
        self.now = 100.0
        self.on_wait = None

    def clock(self) -> float:
        return self.now

    def wait(self, seconds: float) -> None:
        if self.on_wait is None:
            self.now += seconds
            return
        self.now += 0.5  # something happens half a second into the wait, which wakes the loop (set_interval)
        self.on_wait()


def test_loop_keeps_to_the_interval_and_takes_a_new_one_at_once():
    fake = FakeTime()
    loop = SamplingLoop(Sampler(), interval_s=2.0, clock=fake.clock, wait=fake.wait)
    ticks: list[float] = []

    def on_snapshot(snapshot) -> None:
        ticks.append(fake.now)
        fake.now += 0.1  # a sample takes time: the next is due from the schedule, not from the end of this one
        if len(ticks) == 1:
            fake.on_wait = lambda: (loop.set_interval(0.25), setattr(fake, "on_wait", None))

    loop.run(on_snapshot, max_ticks=4)
    # The new interval counts from the moment it was set (0.6 s after the first tick), not after the old 2 s.
    assert np.diff(ticks) == pytest.approx([0.6 + 0.25, 0.25, 0.25])


def test_ring_buffer_is_bounded_and_ordered():
    ring = RingBuffer(5)
    for i in range(12):
        ring.append(float(i))
    assert len(ring) == 5
    assert ring.view().tolist() == [7, 8, 9, 10, 11]
    assert ring.last() == 11
    ring.append(None)
    assert ring.last() is None


def test_history_memory_does_not_grow_with_uptime():
    history = History(capacity=100)
    for t in range(1000):
        history.append(float(t), {"cpu": t % 100, "late": None if t < 500 else 1.0})
    assert len(history.time) == 100
    assert history.series("cpu").size == 100 and history.series("late").size == 100
    t, values = history.window("cpu", seconds=10)
    assert t[0] == -10 and t[-1] == 0 and values.size == 11


def test_history_aligns_a_series_that_appears_later():
    history = History(capacity=10)
    history.append(0.0, {"cpu": 1.0})
    history.append(1.0, {"cpu": 2.0, "gpu": 50.0})
    assert np.isnan(history.series("gpu")[0]) and history.series("gpu")[1] == 50.0


def test_windows_cover_one_minute_to_one_hour():
    assert HISTORY_WINDOWS_S == {"1 min": 60.0, "10 min": 600.0, "1 h": 3600.0}


def test_gpu_sample_defaults_mean_not_available():
    sample = GpuSample(vendor="nvidia", index=0)
    assert sample.utilization_percent is None and sample.status == "ok"
