"""The app's live sampling (what `monitor --json` prints: `Sampler` over `default_backends()`) on a real GPU, idle and
under a bf16 matmul load run by this process.

One module fixture samples the card idle, then under the load (about 4 s), and the tests read its samples: each
test proves one thing. The idle memory comparison with nvidia-smi runs first, before any load.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import threading
import time
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Any

import psutil
import pytest
import torch

from dashboard.hardware.inventory import default_backends
from dashboard.hardware.records import GpuSample, Snapshot
from dashboard.hardware.sampler import Sampler
from tests.gpu.conftest import smi_number

MIB = 1024 * 1024
MATMUL_SIZE = 8192
MATMULS_PER_SYNC = 20
"""About 35 ms of an H100's or H200's time between checks of the stop event."""
INTERVAL_S = 0.25
IDLE_WAIT_S = 2.5
"""At most this long for the card to say it is idle before the idle sample (clocks and power fall within it)."""
LOAD_S = 3.5
WARM_UP_S = 0.75
"""Samples in the load's first moments are left out: NVML's utilisation and power are averages over a past window."""
MEMORY_TOLERANCE_MIB = 64


# ------------------------------------------------------------------ the load


class MatmulLoad:
    """A bf16 (fp16 where the card has no bf16) matmul loop on a background thread of this process, until stopped.

    ``started`` is set once the first matmuls have finished (the card is busy from then on); ``held_bytes`` is what
    its tensors hold; an error in the thread is kept in ``error`` and raised by ``stop``.
    """

    def __init__(self, device: str, size: int = MATMUL_SIZE) -> None:
        self.device = device
        self.size = size
        self.dtype = torch.bfloat16 if torch.cuda.is_bf16_supported() else torch.float16
        self.started = threading.Event()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="matmul-load", daemon=True)
        self.held_bytes = 0
        self.matmuls = 0
        self.seconds = 0.0
        self.error: BaseException | None = None

    def _run(self) -> None:
        try:
            a = torch.randn(self.size, self.size, device=self.device, dtype=self.dtype)
            b = torch.randn(self.size, self.size, device=self.device, dtype=self.dtype)
            c = torch.empty(self.size, self.size, device=self.device, dtype=self.dtype)
            self.held_bytes = sum(t.numel() * t.element_size() for t in (a, b, c))
            torch.matmul(a, b, out=c)
            torch.cuda.synchronize(self.device)
            started = time.perf_counter()
            self.started.set()
            while not self._stop.is_set():
                for _ in range(MATMULS_PER_SYNC):
                    torch.matmul(a, b, out=c)
                torch.cuda.synchronize(self.device)
                self.matmuls += MATMULS_PER_SYNC
            self.seconds = time.perf_counter() - started
            del a, b, c
        except BaseException as err:  # noqa: BLE001 - raised again in the test's thread by stop()
            self.error = err
            self.started.set()

    @property
    def tflops(self) -> float:
        return 2 * self.size**3 * self.matmuls / self.seconds / 1e12 if self.seconds else 0.0

    def start(self) -> None:
        self._thread.start()
        assert self.started.wait(timeout=60), "the matmul load did not start within 60 s"
        if self.error is not None:
            raise AssertionError(f"the matmul load failed to start: {self.error!r}") from self.error

    def stop(self) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(timeout=60)
        assert not self._thread.is_alive(), "the matmul load did not stop within 60 s"
        if self.error is not None:
            raise AssertionError(f"the matmul load failed: {self.error!r}") from self.error

    def __enter__(self) -> MatmulLoad:
        self.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.stop()


@dataclass
class MonitorRun:
    idle: Snapshot
    """The last sample before the load, once the card said it was idle (or after IDLE_WAIT_S)."""
    loaded: list[Snapshot]
    """The samples under the load, after its warm-up."""
    every: list[Snapshot]
    """Every sample taken, idle ones and the load's warm-up included."""
    held_bytes: int
    load_tflops: float
    max_sm_clock_mhz: float | None
    figures: dict[str, Any] = field(default_factory=dict)


def gpu_of(snapshot: Snapshot, index: int = 0) -> GpuSample:
    found = [gpu for gpu in snapshot.gpus if gpu.vendor == "nvidia" and gpu.index == index]
    assert found, f"the sample has no NVIDIA GPU {index}: {snapshot.gpus}"
    return found[0]


def nvml_index_of_cuda0(nvml: Any) -> int:
    """NVML's index of the GPU torch calls cuda:0 (matched by UUID; 0 where torch gives none)."""
    uuid = str(getattr(torch.cuda.get_device_properties(0), "uuid", "") or "").lower()
    if uuid:
        for index in range(nvml.nvmlDeviceGetCount()):
            handle = nvml.nvmlDeviceGetHandleByIndex(index)
            name = nvml.nvmlDeviceGetUUID(handle)
            name = name.decode() if isinstance(name, bytes) else name
            if name.lower().endswith(uuid):
                return index
    return 0


@pytest.fixture(scope="module")
def gpu_index(nvml: Any) -> int:
    return nvml_index_of_cuda0(nvml)


@pytest.fixture(scope="module")
def monitored(cuda: str, nvml: Any, gpu_index: int) -> Iterator[MonitorRun]:
    """The app's samples of the idle card, then under the matmul load (every tick a slow one, so each carries the
    process list and temperature)."""
    handle = nvml.nvmlDeviceGetHandleByIndex(gpu_index)
    try:
        max_sm = float(nvml.nvmlDeviceGetMaxClockInfo(handle, nvml.NVML_CLOCK_SM))
    except nvml.NVMLError:
        max_sm = None
    load = MatmulLoad(cuda)
    sampler = Sampler(default_backends(), slow_period_s=0.0)
    every: list[Snapshot] = []
    try:
        torch.cuda.synchronize()
        deadline = time.monotonic() + IDLE_WAIT_S
        while True:
            time.sleep(INTERVAL_S)
            every.append(sampler.sample())
            gpu = gpu_of(every[-1], gpu_index)
            if time.monotonic() >= deadline or ("idle" in (gpu.throttle_reasons or ()) and gpu.utilization_percent == 0
                                                 and len(every) >= 3):
                break
        idle = every[-1]
        loaded: list[Snapshot] = []
        with load:
            started = time.monotonic()
            while (now := time.monotonic()) - started < LOAD_S:
                time.sleep(INTERVAL_S)
                every.append(sampler.sample())
                if now - started >= WARM_UP_S:
                    loaded.append(every[-1])
        yield MonitorRun(idle=idle, loaded=loaded, every=every, held_bytes=load.held_bytes, load_tflops=load.tflops,
                         max_sm_clock_mhz=max_sm)
    finally:
        load.stop()  # already stopped unless sampling failed: then the thread is joined here
        sampler.close()


# ------------------------------------------------------------------ memory used, idle, against nvidia-smi


def test_idle_memory_used_is_within_64_mib_of_nvidia_smi(cuda: str, gpu_index: int, figures: dict[str, Any]) -> None:
    """The app moved to NVML's v2 memory query, which leaves the driver's reserved memory (616 MiB on an H200) out
    of "used" as nvidia-smi does; the v1 query read 615 MiB more than nvidia-smi on 2026-11-28."""
    torch.cuda.synchronize()
    sampler = Sampler(default_backends())
    try:
        before = gpu_of(sampler.sample(), gpu_index)
        done = subprocess.run(["nvidia-smi", "-q", "-x"], capture_output=True, text=True, timeout=60, check=True)
        after = gpu_of(sampler.sample(), gpu_index)
    finally:
        sampler.close()
    gpus = ElementTree.fromstring(done.stdout).findall("gpu")
    assert len(gpus) > gpu_index, f"nvidia-smi lists {len(gpus)} GPUs, NVML's index is {gpu_index}"
    smi_used = smi_number(gpus[gpu_index], "fb_memory_usage/used")
    smi_reserved = smi_number(gpus[gpu_index], "fb_memory_usage/reserved")
    assert before.memory_used_bytes is not None and after.memory_used_bytes is not None, "the app read no memory used"
    app_mib = (before.memory_used_bytes / MIB, after.memory_used_bytes / MIB)
    figures.update(app_memory_used_before_mib=round(app_mib[0]), app_memory_used_after_mib=round(app_mib[1]),
                   smi_fb_used_mib=None if smi_used is None else round(smi_used),
                   smi_fb_reserved_mib=None if smi_reserved is None else round(smi_reserved),
                   utilization_percent=before.utilization_percent,
                   torch_reserved_mib=round(torch.cuda.memory_reserved(cuda) / MIB))
    assert smi_used is not None, "nvidia-smi shows no fb_memory_usage/used"
    difference = min(abs(used - smi_used) for used in app_mib)
    figures["memory_used_difference_mib"] = difference
    assert difference <= MEMORY_TOLERANCE_MIB, (
        f"app {app_mib[0]:,.0f}/{app_mib[1]:,.0f} MiB used, nvidia-smi {smi_used:,.0f} MiB (reserved {smi_reserved} "
        f"MiB): {difference:,.0f} MiB apart")


# ------------------------------------------------------------------ under load


def test_utilisation_rises_above_half_under_a_matmul_load(monitored: MonitorRun, gpu_index: int,
                                                          figures: dict[str, Any]) -> None:
    readings = [gpu_of(s, gpu_index).utilization_percent for s in monitored.loaded]
    figures.update(load_samples=len(readings), load_utilization_percent=readings,
                   idle_utilization_percent=gpu_of(monitored.idle, gpu_index).utilization_percent,
                   load_matmul_tflops=monitored.load_tflops)
    assert readings, "no sample was taken under the load"
    values = [value for value in readings if value is not None]
    assert len(values) == len(readings), f"the app read no utilisation in some samples: {readings}"
    median = statistics.median(values)
    figures["load_utilization_median_percent"] = median
    assert median >= 50, f"utilisation under a matmul load: median {median}%, samples {readings}"


def test_power_under_load_is_above_idle(monitored: MonitorRun, gpu_index: int, figures: dict[str, Any]) -> None:
    idle = gpu_of(monitored.idle, gpu_index).power_w
    loaded = [gpu_of(s, gpu_index).power_w for s in monitored.loaded]
    figures.update(idle_power_w=idle, load_power_w=loaded,
                   power_limit_w=gpu_of(monitored.idle, gpu_index).power_limit_w)
    values = [value for value in loaded if value is not None]
    assert idle is not None and values and len(values) == len(loaded), f"the app read no power: idle {idle}, " \
                                                                         f"load {loaded}"
    median = statistics.median(values)
    figures["load_power_median_w"] = median
    assert median > idle, f"power under load (median {median:.0f} W of {loaded}) not above idle {idle:.0f} W"


def test_sm_clock_under_load_is_above_idle(monitored: MonitorRun, gpu_index: int, figures: dict[str, Any]) -> None:
    """A card that keeps its top clock while idle (and may be held below it by its power cap under a matmul load: an
    H200 ran at 1,155-1,530 of 1,980 MHz on 2026-11-28) gives nothing to compare: that case is skipped, saying so."""
    idle_gpu = gpu_of(monitored.idle, gpu_index)
    idle = idle_gpu.sm_clock_mhz
    loaded = [gpu_of(s, gpu_index).sm_clock_mhz for s in monitored.loaded]
    reasons = sorted({r for s in monitored.loaded for r in (gpu_of(s, gpu_index).throttle_reasons or ())})
    figures.update(idle_sm_clock_mhz=idle, load_sm_clock_mhz=loaded, max_sm_clock_mhz=monitored.max_sm_clock_mhz,
                   idle_clock_reasons=list(idle_gpu.throttle_reasons or ()), load_clock_reasons=reasons)
    values = [value for value in loaded if value is not None]
    assert idle is not None and values and len(values) == len(loaded), f"the app read no SM clock: idle {idle}, " \
                                                                         f"load {loaded}"
    highest = max(values)
    if highest <= idle and monitored.max_sm_clock_mhz and idle >= 0.95 * monitored.max_sm_clock_mhz:
        pytest.skip(f"the card held {idle:.0f} MHz (of {monitored.max_sm_clock_mhz:.0f}) while idle, so no rise can "
                    f"show; under load {min(values):.0f}-{highest:.0f} MHz "
                    f"(clock reasons: {', '.join(reasons) or 'none'})")
    assert highest > idle, f"SM clock under load {loaded} MHz never above idle {idle:.0f} MHz (reasons {reasons})"


def test_the_process_list_shows_this_process_holding_memory_under_load(monitored: MonitorRun, gpu_index: int,
                                                                       figures: dict[str, Any]) -> None:
    """NVML's running-process query, as the app lists it, names this process with at least its tensors' bytes."""
    pids = {os.getpid(), *_namespace_pids()}
    mine: list[int | None] = []
    listed: list[list[Any]] = []
    for snapshot in monitored.loaded:
        processes = gpu_of(snapshot, gpu_index).processes or ()
        listed.append([(p.pid, p.used_memory_bytes) for p in processes])
        mine += [p.used_memory_bytes for p in processes if p.pid in pids]
    figures.update(test_pid=os.getpid(), load_tensor_mib=monitored.held_bytes / MIB,
                   listed_processes=listed[-1] if listed else None,
                   this_process_used_mib=[None if m is None else round(m / MIB) for m in mine])
    assert mine, f"pid {os.getpid()} is in no process list under load; the lists were {listed}"
    largest = max((m for m in mine if m is not None), default=None)
    assert largest is not None and largest > 0, f"pid {os.getpid()} is listed without memory: {mine}"
    assert largest >= monitored.held_bytes, (
        f"pid {os.getpid()} listed with {largest / MIB:,.0f} MiB, less than its tensors' "
        f"{monitored.held_bytes / MIB:,.0f} MiB")


def _namespace_pids() -> list[int]:
    """This process's id in each PID namespace it is in (NVML may name it as the host does)."""
    try:
        lines = Path(f"/proc/{os.getpid()}/status").read_text().splitlines()
        return next(([int(pid) for pid in line.split()[1:]] for line in lines if line.startswith("NSpid:")), [])
    except (OSError, ValueError):
        return []


def test_no_sample_holds_an_impossible_value(monitored: MonitorRun, gpu_index: int, figures: dict[str, Any]) -> None:
    """Every sample, idle and loaded: the first monitor sample once said this process used 108,909% of a core."""
    cores = psutil.cpu_count(logical=True) or 1
    problems: list[str] = []
    previous_energy: float | None = None
    for number, snapshot in enumerate(monitored.every):
        where = f"sample {number}"
        process = snapshot.process.cpu_percent
        if not 0 <= process <= 100 * cores:
            problems.append(f"{where}: process CPU {process:,.0f}% on {cores} logical cores")
        if not 0 <= snapshot.cpu.percent <= 100 or any(not 0 <= c <= 100 for c in snapshot.cpu.per_core):
            problems.append(f"{where}: CPU {snapshot.cpu.percent}% / per core {snapshot.cpu.per_core}")
        if not 0 <= snapshot.memory.used_bytes <= snapshot.memory.total_bytes:
            problems.append(f"{where}: RAM used {snapshot.memory.used_bytes} of {snapshot.memory.total_bytes}")
        gpu = gpu_of(snapshot, gpu_index)
        problems += [f"{where}: {problem}" for problem in _gpu_problems(gpu, monitored.max_sm_clock_mhz)]
        if gpu.energy_j is not None:
            if previous_energy is not None and gpu.energy_j < previous_energy:
                problems.append(f"{where}: energy counter fell from {previous_energy} to {gpu.energy_j} J")
            previous_energy = gpu.energy_j
    last = gpu_of(monitored.every[-1], gpu_index)
    figures.update(samples=len(monitored.every), logical_cores=cores,
                   process_cpu_percent=[s.process.cpu_percent for s in monitored.every],
                   temperature_c=[gpu_of(s, gpu_index).temperature_c for s in monitored.every],
                   gpu_memory_used_mib=_mib(last.memory_used_bytes), gpu_memory_total_mib=_mib(last.memory_total_bytes))
    assert not problems, "impossible values:\n" + "\n".join(problems)


def _mib(value: int | None) -> int | None:
    """Whole MiB: the report keeps 4 significant digits of a float (143,771 MiB would read 143,800)."""
    return None if value is None else round(value / MIB)


def _gpu_problems(gpu: GpuSample, max_sm_clock_mhz: float | None) -> list[str]:
    problems = []
    if gpu.status != "ok":
        problems.append(f"GPU status {gpu.status!r}")
    if gpu.memory_used_bytes is None or gpu.memory_total_bytes is None:
        problems.append(f"no GPU memory reading ({gpu.memory_used_bytes}/{gpu.memory_total_bytes})")
    elif not 0 <= gpu.memory_used_bytes <= gpu.memory_total_bytes:
        problems.append(f"GPU memory used {gpu.memory_used_bytes / MIB:,.0f} MiB of "
                        f"{gpu.memory_total_bytes / MIB:,.0f}")
    for name in ("utilization_percent", "memory_utilization_percent"):
        value = getattr(gpu, name)
        if value is None or not 0 <= value <= 100:
            problems.append(f"{name} {value}")
    if gpu.temperature_c is None or not 5 <= gpu.temperature_c <= 110:
        problems.append(f"temperature {gpu.temperature_c} C")
    if gpu.power_w is not None and (gpu.power_w <= 0 or (gpu.power_limit_w and gpu.power_w > 1.5 * gpu.power_limit_w)):
        problems.append(f"power {gpu.power_w} W (limit {gpu.power_limit_w} W)")
    if gpu.sm_clock_mhz is not None and (gpu.sm_clock_mhz <= 0 or (
            max_sm_clock_mhz and gpu.sm_clock_mhz > 1.05 * max_sm_clock_mhz)):
        problems.append(f"SM clock {gpu.sm_clock_mhz} MHz (max {max_sm_clock_mhz})")
    return problems
