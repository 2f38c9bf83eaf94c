"""Micro-benchmarks: what a device really achieves (matmul FLOPS, copy and transfer bandwidth) beside its peak.

Honest timing: every test warms up first (allocator, cuBLAS heuristics, clock ramp-up), the device is synchronised
before the clock is read (CUDA events on an NVIDIA/AMD GPU, ``perf_counter`` after ``synchronize`` elsewhere), a
timed repetition runs the operation often enough to dwarf the timer's own cost, and the result is the median over
repetitions. A time budget per test keeps the quick run to a few seconds on a CPU. fp32 runs with TF32 off, so it
measures true fp32; the TF32 setting is restored afterwards whatever happens.

Results are yielded one by one, exactly one per planned test (``plan``), so a progress bar can be a fraction and
Stop (``RunControl``) ends the run between measurements with what was measured so far.
"""

from __future__ import annotations

import math
import os
import re
import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, replace
from typing import Any

import psutil
import torch

from dashboard.advisor.gpu_catalog import GpuSpec
from dashboard.hardware.records import CpuInfo, GpuInfo
from dashboard.training.control import RunControl, RunInterrupted
from dashboard.training.engine import is_out_of_memory, synchronize

MATMUL_DTYPES = ("fp32", "tf32", "fp16", "bf16")
TORCH_DTYPES = {"fp32": torch.float32, "tf32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}
TRANSFER_TESTS = ("host-to-device", "device-to-host")

PCIE_GBPS_PER_LANE = {1: 0.25, 2: 0.5, 3: 0.985, 4: 1.969, 5: 3.938, 6: 7.563}
"""Usable GB/s per lane and direction after line coding (8b/10b up to gen 2, 128b/130b from gen 3, FLIT in gen 6)."""

BUSY_PERCENT = 25.0
"""Other processes using this share of the CPU during a CPU test get a note on its result."""
ABOVE_PEAK_NOTE = "above the stated peak: the peak is an estimate (a clock or rate set too low)"
Matcher = Callable[[GpuInfo], GpuSpec | None]
"""Finds a detected GPU's catalogue entry (``dashboard.advisor.gpu_catalog``); None when it is not in the catalogue."""


# ---------------------------------------------------------------- records


@dataclass(frozen=True)
class Peaks:
    """What a device could do at best, in TFLOPS and GB/s; None where no trustworthy value is known."""

    fp32_tflops: float | None = None
    tf32_tflops: float | None = None
    fp16_tflops: float | None = None
    bf16_tflops: float | None = None
    bandwidth_gbps: float | None = None
    """Device memory bandwidth (10^9 bytes per second)."""
    host_link_gbps: float | None = None
    """Host link (PCIe) bandwidth per direction."""
    source: str = ""
    """Where the numbers come from, in words: catalogue entry, theoretical from clocks, or an estimate."""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class BenchResult:
    """One measurement (or why it was not made). ``achieved`` and ``peak`` share ``unit``."""

    test: str
    """"matmul", "cpu-gemm", "copy", "host-to-device" or "device-to-host"."""
    device: str
    dtype: str | None
    """"fp32", "tf32", "fp16" or "bf16" for matmuls; None for copies and transfers."""
    size: int | None
    """Matrix side n for matmuls, bytes for copies and transfers; None when a whole test was skipped."""
    achieved: float | None
    peak: float | None
    unit: str
    """"TFLOPS" (GPU matmul), "GFLOPS" (CPU GEMM) or "GB/s" (10^9 bytes per second)."""
    seconds: float | None
    """Median seconds of one operation (one matmul, one copy, one transfer)."""
    repeats: int
    """Timed repetitions the median is taken over."""
    status: str = "ok"
    """"ok", "skipped" (with the reason in ``note``) or "error"."""
    note: str = ""
    host_memory: str | None = None
    """"pinned" or "pageable" for transfers, None otherwise."""

    @property
    def percent_of_peak(self) -> float | None:
        if self.achieved is None or not self.peak:
            return None
        return 100.0 * self.achieved / self.peak

    @property
    def label(self) -> str:
        return _label(self.test, self.dtype, self.size, self.host_memory)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        percent = self.percent_of_peak
        data["percent_of_peak"] = None if percent is None else round(percent, 2)
        return data


@dataclass(frozen=True)
class PlannedTest:
    """One line of a benchmark run; ``skip`` says why it will not be measured (known before it starts)."""

    test: str
    dtype: str | None
    size: int | None
    host_memory: str | None = None
    skip: str = ""
    note: str = ""
    """Said with the result whatever it is (why only pageable memory on unified memory, for instance)."""

    @property
    def label(self) -> str:
        return _label(self.test, self.dtype, self.size, self.host_memory)


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


def _label(test: str, dtype: str | None, size: int | None, host_memory: str | None) -> str:
    parts = [test, dtype or "", _size_text(test, size), host_memory or ""]
    return " ".join(part for part in parts if part)


def _size_text(test: str, size: int | None) -> str:
    if size is None:
        return ""
    if test in ("matmul", "cpu-gemm"):
        return f"{size}x{size}"
    return f"{size / 2**20:g} MiB"


# ---------------------------------------------------------------- peaks


def pcie_gbps(generation: int | None, width: int | None) -> float | None:
    """PCIe bandwidth per direction in GB/s from link generation and lane count; None when either is unknown."""
    per_lane = PCIE_GBPS_PER_LANE.get(generation or 0)
    return round(per_lane * width, 2) if per_lane and width else None


def peaks_from_spec(spec: GpuSpec, info: GpuInfo | None = None) -> Peaks:
    """Catalogue peaks; the detected GPU (``info``) adds its PCIe link, which the catalogue does not hold."""
    tf32, tf32_note = spec.tf32_tensor_tflops()
    notes = [f"catalogue: {spec.name}", tf32_note]
    if spec.uncertain:
        notes.append(f"uncertain: {', '.join(spec.uncertain)}")
    host_link = _host_link(info, notes)
    return Peaks(fp32_tflops=spec.fp32_tflops, tf32_tflops=tf32, fp16_tflops=spec.fp16_tensor_tflops,
                 bf16_tflops=spec.bf16_tensor_tflops, bandwidth_gbps=spec.bandwidth_gbps, host_link_gbps=host_link,
                 source="; ".join(notes))


def peaks_from_gpu_info(info: GpuInfo) -> Peaks:
    """Theoretical peaks from what the driver reports: FP32 lanes x clock, memory clock x bus width, PCIe link.

    Drivers report no tensor-core rate, so the tf32/fp16/bf16 peaks stay unknown without a catalogue entry.
    """
    notes = [f"theoretical from the driver ({info.name}): FP32 lanes x 2 x max clock, memory clock x bus width",
             "no tensor-core peaks (GPU not in the catalogue)"]
    host_link = _host_link(info, notes)
    return Peaks(fp32_tflops=info.peak_fp32_tflops, bandwidth_gbps=info.peak_memory_bandwidth_gbps,
                 host_link_gbps=host_link, source="; ".join(notes))


def _host_link(info: GpuInfo | None, notes: list[str]) -> float | None:
    if info is None:
        return None
    if info.unified_memory:
        notes.append("unified memory: no host link")
        return None
    link = pcie_gbps(info.pcie_max_generation, info.pcie_max_width)
    if link is not None:
        notes.append(f"host link PCIe gen {info.pcie_max_generation} x{info.pcie_max_width} per direction")
    if info.mig_enabled:
        notes.append("MIG is on: a device may be a slice of this GPU, the peaks are the whole GPU's")
    return link


def cpu_peaks(cpu: CpuInfo) -> Peaks:
    """The CPU's estimated FP32 peak (cores x clock x FLOPs per cycle); bf16 doubles it where AVX512-BF16 does."""
    fp32 = cpu.peak_fp32_gflops / 1000 if cpu.peak_fp32_gflops else None
    bf16 = None
    notes = [f"CPU {cpu.peak_fp32_basis}"]
    if fp32 and "amx" in cpu.simd:
        notes.append("bf16 runs on AMX tiles: no bf16 peak estimated")
    elif fp32 and "avx512_bf16" in cpu.simd:
        bf16 = 2 * fp32
        notes.append("bf16: twice the FP32 rate (AVX512-BF16 does two multiply-adds per FP32 lane)")
    notes.append("no RAM bandwidth peak known")
    return Peaks(fp32_tflops=fp32, bf16_tflops=bf16, source="; ".join(notes))


def peak_for(peaks: Peaks | None, test: str, dtype: str | None) -> float | None:
    """The peak a test is compared with, in the test's own unit (GFLOPS for the CPU GEMM)."""
    if peaks is None:
        return None
    if test in ("matmul", "cpu-gemm"):
        tflops = getattr(peaks, f"{dtype}_tflops", None)
        if tflops is None:
            return None
        return tflops * 1000 if test == "cpu-gemm" else tflops
    if test == "copy":
        return peaks.bandwidth_gbps
    return peaks.host_link_gbps


# ---------------------------------------------------------------- which GPU is this torch device


def _uuid_key(text: str | None) -> str:
    """NVML says "GPU-1a2b...", torch says "1a2b...": compare the hex digits only."""
    text = (text or "").strip().lower()
    for prefix in ("gpu-", "mig-"):
        text = text.removeprefix(prefix)
    return text.replace("-", "")


def _bus_key(text: str | None) -> tuple[int, int, int] | None:
    """"00000000:01:00.0" (NVML) and "0000:01:00.0" (sysfs) name the same (domain, bus, device)."""
    match = re.fullmatch(r"\s*([0-9a-fA-F]+):([0-9a-fA-F]+):([0-9a-fA-F]+)(?:\.\d+)?\s*", text or "")
    return (int(match[1], 16), int(match[2], 16), int(match[3], 16)) if match else None


def _name_key(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower().removeprefix("nvidia").removeprefix("amd"))


def gpu_for_torch_device(device: str, gpus: Sequence[GpuInfo], properties: Any = None) -> tuple[GpuInfo | None, str]:
    """The inventory GPU (NVML/amdsmi/Apple) behind a torch device, and how it was matched, in words.

    CUDA numbers devices fastest first unless CUDA_DEVICE_ORDER=PCI_BUS_ID, and CUDA_VISIBLE_DEVICES renumbers
    them, while NVML numbers by PCI bus: "cuda:1" is often not NVML GPU 1. So match by UUID, then PCI bus id,
    then by a name only one GPU has; index equality is trusted only when both sides are in PCI order.
    """
    kind, _, index_text = device.partition(":")
    if kind == "mps":
        apple = [gpu for gpu in gpus if gpu.vendor == "apple"]
        return (apple[0], "the Apple GPU") if apple else (None, "no Apple GPU in the inventory")
    if kind != "cuda":
        return None, f"{device} is not a GPU"
    index = int(index_text or 0)
    props = properties if properties is not None else torch.cuda.get_device_properties(index)
    vendor = "amd" if torch.version.hip else "nvidia"
    candidates = [gpu for gpu in gpus if gpu.vendor == vendor]
    uuid = _uuid_key(str(getattr(props, "uuid", "") or ""))
    if uuid:
        for gpu in candidates:
            if _uuid_key(gpu.uuid) == uuid:
                return gpu, f"GPU {gpu.index} matched by UUID"
    bus = torch_pci_bus_id(props)
    if bus is not None:
        for gpu in candidates:
            if _bus_key(gpu.pci_bus_id) == _bus_key(bus):
                return gpu, f"GPU {gpu.index} matched by PCI bus id {bus}"
    name = _name_key(str(getattr(props, "name", "")))
    same_name = [gpu for gpu in candidates if _name_key(gpu.name) == name]
    if len(same_name) == 1:
        return same_name[0], f"GPU {same_name[0].index} matched by name"
    if same_name:
        in_pci_order = (os.environ.get("CUDA_DEVICE_ORDER") == "PCI_BUS_ID"
                        and not os.environ.get("CUDA_VISIBLE_DEVICES", "").strip())
        by_index = [gpu for gpu in same_name if gpu.index == index]
        if in_pci_order and by_index:
            return by_index[0], f"GPU {index} matched by PCI order"
        return same_name[0], f"one of {len(same_name)} identical {same_name[0].name} GPUs (same peaks)"
    return None, f"{device} ({getattr(props, 'name', '?')}) not found among the detected GPUs"


def torch_pci_bus_id(props: Any) -> str | None:
    """The NVML-style bus id ("00000000:01:00.0") from torch's device properties, when this torch exposes them."""
    try:
        domain, bus, dev = int(props.pci_domain_id), int(props.pci_bus_id), int(props.pci_device_id)
    except (AttributeError, TypeError, ValueError):
        return None
    return f"{domain:08x}:{bus:02x}:{dev:02x}.0"


def peaks_for_device(device: str, cpu: CpuInfo | None = None, gpus: Sequence[GpuInfo] = (),
                     match: Matcher | None = None, properties: Any = None) -> Peaks:
    """The peaks a device's results are set beside: catalogue first, else theoretical, else none (and why)."""
    if device == "cpu":
        return cpu_peaks(cpu) if cpu is not None else Peaks(source="CPU not read")
    info, how = gpu_for_torch_device(device, gpus, properties)
    if info is None:
        return Peaks(source=f"no peak known: {how}")
    spec = match(info) if match is not None else None
    peaks = peaks_from_spec(spec, info) if spec is not None else peaks_from_gpu_info(info)
    return replace(peaks, source=f"{peaks.source} ({how})")


def catalogue_matcher() -> tuple[Matcher | None, tuple[str, ...]]:
    """The GPU catalogue's matcher for ``peaks_for_device``, and its problems in words (a bad user file, say).

    Without a readable catalogue the matcher is None and peaks fall back to the theoretical ones.
    """
    from dashboard.advisor.gpu_catalog import load_catalog, match_detected

    try:
        catalog = load_catalog()
    except (OSError, ValueError) as err:
        return None, (f"GPU catalogue not loaded ({err}): theoretical peaks only",)
    return (lambda info: match_detected(catalog, info)), catalog.problems


# ---------------------------------------------------------------- the plan


def default_settings(device: str, quick: bool = False) -> BenchSettings:
    """GPU matmuls need large sizes to approach peak; the CPU's smaller ones already do and take far longer."""
    gpu = device != "cpu"
    if quick:
        return BenchSettings(matmul_sizes=(1024, 4096) if gpu else (256, 512), copy_bytes=(128 if gpu else 64) * 2**20,
                             transfer_bytes=64 * 2**20, warmup=2, warmup_s=0.05, repeats=10, budget_s=0.25,
                             repetition_s=0.005)
    return BenchSettings(matmul_sizes=(1024, 2048, 4096, 8192) if gpu else (256, 512, 1024, 2048),
                         copy_bytes=(256 if gpu else 64) * 2**20, transfer_bytes=256 * 2**20, warmup=3,
                         warmup_s=0.2, repeats=30, budget_s=1.0, repetition_s=0.02)


def matmul_skip_reason(device: str, dtype: str, properties: Any = None) -> str:
    """Why a matmul precision is not measured on this device ("" when it is)."""
    kind = device.partition(":")[0]
    if dtype == "fp32":
        return ""
    if dtype == "tf32" and kind != "cuda":
        return "TF32 is a mode of NVIDIA tensor cores (Ampere and newer): not on " + ("the CPU" if kind == "cpu"
                                                                                       else "Apple GPUs")
    if kind == "cpu":
        if dtype == "fp16":
            return "fp16 matmul on the CPU is emulated: not a meaningful peak"
        return _probe(device, dtype)
    if kind == "mps":
        return _probe(device, dtype)
    index = int(device.partition(":")[2] or 0)
    props = properties if properties is not None else torch.cuda.get_device_properties(index)
    cc = (int(props.major), int(props.minor))
    if torch.version.hip:
        if dtype == "tf32":
            return "TF32 is measured on NVIDIA GPUs only (on ROCm it depends on hipBLASLt and the GPU)"
        if dtype == "bf16" and not torch.cuda.is_bf16_supported():
            return "this GPU has no bf16 support"
        return ""
    if dtype in ("tf32", "bf16") and cc < (8, 0):
        what = "TF32" if dtype == "tf32" else "bf16 matrix math"
        return f"{what} needs an Ampere or newer GPU (compute capability 8.0+); this one is {cc[0]}.{cc[1]}"
    return ""


def _probe(device: str, dtype: str) -> str:
    """Try a tiny matmul: some builds and OS versions lack a dtype on a device."""
    try:
        a = torch.ones(8, 8, dtype=TORCH_DTYPES[dtype], device=device)
        torch.matmul(a, a)
    except (RuntimeError, TypeError) as err:
        return f"{dtype} matmul is not supported here: {_first_line(err)}"
    return ""


def plan(device: str, quick: bool = False, settings: BenchSettings | None = None,
         properties: Any = None) -> list[PlannedTest]:
    """Every result a run will yield, in order: matmuls per precision and size, copy, then host transfers."""
    settings = settings or default_settings(device, quick)
    kind = device.partition(":")[0]
    matmul = "cpu-gemm" if kind == "cpu" else "matmul"
    tests: list[PlannedTest] = []
    for dtype in MATMUL_DTYPES:
        skip = matmul_skip_reason(device, dtype, properties)
        if skip:
            tests.append(PlannedTest(matmul, dtype, None, skip=skip))
        else:
            tests += [PlannedTest(matmul, dtype, n) for n in settings.matmul_sizes]
    tests.append(PlannedTest("copy", None, settings.copy_bytes))
    for direction in TRANSFER_TESTS:
        if kind == "cpu":
            tests.append(PlannedTest(direction, None, None, skip="the CPU is the host: no transfer to measure"))
        elif kind == "mps":
            tests.append(PlannedTest(direction, None, settings.transfer_bytes, "pageable",
                                     note="unified memory: pinned host buffers do not apply"))
        else:
            tests += [PlannedTest(direction, None, settings.transfer_bytes, memory)
                      for memory in ("pinned", "pageable")]
    return tests


def planned_tests(device: str, quick: bool = False, settings: BenchSettings | None = None) -> list[str]:
    """Labels of the results a run will yield, one each: len() of it is the progress bar's total."""
    return [test.label for test in plan(device, quick, settings)]


# ---------------------------------------------------------------- timing


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


def _first_line(err: BaseException, limit: int = 160) -> str:
    """An error in one short line: torch's dispatcher messages run to thousands of characters."""
    lines = str(err).strip().splitlines()
    text = f"{type(err).__name__}: {lines[0] if lines else ''}".rstrip(": ")
    return text if len(text) <= limit else text[:limit - 3] + "..."


class _Timer:
    """Times ``op`` honestly on one device; ``check`` runs between repetitions so Stop acts within one."""

    def __init__(self, device: torch.device, settings: BenchSettings, check: Callable[[], None],
                 events: bool = True) -> None:
        self.device = device
        self.settings = settings
        self.check = check
        self.events = events and device.type == "cuda"

    def measure(self, op: Callable[[], object]) -> tuple[float, int]:
        """Median seconds of one ``op`` and the number of timed repetitions."""
        s = self.settings
        started, calls = time.perf_counter(), 0
        while calls < max(1, s.warmup) or time.perf_counter() - started < s.warmup_s:
            op()
            synchronize(self.device)
            calls += 1
        single = max(self._repetition(op, 1), 1e-9)
        inner = max(1, min(10_000, math.ceil(s.repetition_s / single)))
        times: list[float] = []
        began = time.perf_counter()
        while len(times) < max(s.repeats, s.min_repeats):
            self.check()
            times.append(self._repetition(op, inner) / inner)
            if len(times) >= s.min_repeats and time.perf_counter() - began > s.budget_s:
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
        started = time.perf_counter()
        for _ in range(inner):
            op()
        synchronize(self.device)
        return time.perf_counter() - started


def matmul_flops(n: int) -> int:
    """n x n times n x n: n^2 outputs, each n multiplies and n adds."""
    return 2 * n**3


def copy_bytes_moved(nbytes: int) -> int:
    """A copy reads the source and writes the destination: both cross the memory bus."""
    return 2 * nbytes


def measure_matmul(device: torch.device, dtype: str, n: int, timer: _Timer) -> tuple[float, int]:
    """(median seconds per n x n matmul, repetitions); fp32 with TF32 off, tf32 with it on."""
    torch_dtype = TORCH_DTYPES[dtype]
    a = torch.randn(n, n, device=device, dtype=torch.float32).to(torch_dtype)
    b = torch.randn(n, n, device=device, dtype=torch.float32).to(torch_dtype)
    out = torch.empty(n, n, device=device, dtype=torch_dtype)
    with tf32_matmul(dtype == "tf32"):
        return timer.measure(lambda: torch.matmul(a, b, out=out))


def measure_copy(device: torch.device, nbytes: int, timer: _Timer) -> tuple[float, int]:
    """(median seconds per device-to-device copy of ``nbytes``, repetitions)."""
    source = torch.ones(nbytes // 4, device=device, dtype=torch.float32)
    target = torch.empty_like(source)
    return timer.measure(lambda: target.copy_(source))


def measure_transfer(device: torch.device, direction: str, nbytes: int, pinned: bool,
                     timer: _Timer) -> tuple[float, int]:
    """(median seconds per host<->device transfer of ``nbytes``, repetitions); pinned copies run asynchronously."""
    host = torch.ones(nbytes, dtype=torch.uint8, pin_memory=pinned)
    on_device = torch.empty(nbytes, dtype=torch.uint8, device=device)
    if direction == "host-to-device":
        return timer.measure(lambda: on_device.copy_(host, non_blocking=pinned))
    return timer.measure(lambda: host.copy_(on_device, non_blocking=pinned))


# ---------------------------------------------------------------- the run


def iter_benchmarks(device: str, peaks: Peaks | None = None, quick: bool = False, control: RunControl | None = None,
                    settings: BenchSettings | None = None) -> Iterator[BenchResult]:
    """Run every planned test on ``device``, yielding one result per test; Stop ends the iterator cleanly."""
    run = _Run(device, peaks, settings or default_settings(device, quick), control or RunControl())
    try:
        for test in plan(device, quick, run.settings):
            run.check()
            yield run.one(test)
    except RunInterrupted:
        return


class _OtherLoad:
    """How busy other processes kept the CPU during a test: a CPU benchmark on a busy machine reads low."""

    def __init__(self) -> None:
        self._process = psutil.Process()
        self._start = self._read()

    def _read(self) -> tuple[float, float, float]:
        times = psutil.cpu_times()
        busy = sum(times) - times.idle - getattr(times, "iowait", 0.0)
        own = self._process.cpu_times()
        return time.monotonic(), busy, own.user + own.system

    def others_percent(self) -> float:
        """Percent of all logical cores' time used by other processes since the start."""
        now, busy, own = self._read()
        wall = (now - self._start[0]) * (psutil.cpu_count() or 1)
        if wall <= 0:
            return 0.0
        return max(0.0, 100.0 * ((busy - self._start[1]) - (own - self._start[2])) / wall)


class _Run:
    """State across the tests of one run: timers, and the series that ran out of memory or time."""

    def __init__(self, device: str, peaks: Peaks | None, settings: BenchSettings, control: RunControl) -> None:
        self.device = device
        self.torch_device = torch.device(device)
        self.peaks = peaks
        self.settings = settings
        self.control = control
        self.kernel_timer = _Timer(self.torch_device, settings, self.check)
        # Transfers are timed by the wall clock: the host's part of a pageable copy is what the user waits for too.
        self.wall_timer = _Timer(self.torch_device, settings, self.check, events=False)
        self.ended: dict[tuple, str] = {}
        """Series (test, dtype, host memory) whose larger sizes are not tried, and why."""
        self.last: dict[tuple, tuple[int, float]] = {}
        """The last measured (size, seconds per op) of each series, to foresee the next size's cost."""

    def check(self) -> None:
        self.control.wait_while_paused()
        self.control.check()

    def one(self, test: PlannedTest) -> BenchResult:
        is_matmul = test.test in ("matmul", "cpu-gemm")
        unit = "GFLOPS" if test.test == "cpu-gemm" else "TFLOPS" if is_matmul else "GB/s"
        base = BenchResult(test=test.test, device=self.device, dtype=test.dtype, size=test.size, achieved=None,
                           peak=peak_for(self.peaks, test.test, test.dtype), unit=unit, seconds=None, repeats=0,
                           status="skipped", note=test.skip or test.note, host_memory=test.host_memory)
        if test.skip or test.size is None:
            return base
        series = (test.test, test.dtype, test.host_memory)
        too_slow = self._too_slow(series, test.size)
        if series in self.ended or too_slow:
            return replace(base, note=self.ended.get(series) or too_slow)
        load = _OtherLoad() if self.torch_device.type == "cpu" else None
        failure = None
        try:
            seconds, repeats, work = self._measure(test, is_matmul, unit)
        except RunInterrupted:
            raise
        except Exception as err:  # noqa: BLE001 - one failing test is reported, the run goes on
            if is_out_of_memory(err):
                where = _size_text(test.test, test.size)
                self.ended[series] = f"out of memory at {where}: larger sizes not tried"
                failure = replace(base, note=f"out of memory at {where}")
            else:
                failure = replace(base, status="error", note=_first_line(err))
        if failure is not None:
            # Only here, with the exception and its frames gone, can the cache give the test's tensors back.
            if self.torch_device.type == "cuda":
                torch.cuda.empty_cache()
            return failure
        self.last[series] = (test.size, seconds)
        achieved = work / seconds
        notes = [note for note in (test.note, "counted as read + write" if test.test == "copy" else "") if note]
        if base.peak and achieved > 1.02 * base.peak:
            notes.append(ABOVE_PEAK_NOTE)
        busy = load.others_percent() if load is not None else 0.0
        if busy >= BUSY_PERCENT:
            notes.append(f"other processes used {busy:.0f}% of the CPU meanwhile: this result is low")
        return replace(base, achieved=achieved, note="; ".join(notes), seconds=seconds, repeats=repeats, status="ok")

    def _measure(self, test: PlannedTest, is_matmul: bool, unit: str) -> tuple[float, int, float]:
        """(seconds per op, repetitions, work per op in the unit's FLOPs or bytes)."""
        size = test.size or 0
        if is_matmul:
            seconds, repeats = measure_matmul(self.torch_device, test.dtype or "fp32", size, self.kernel_timer)
            return seconds, repeats, matmul_flops(size) / (1e9 if unit == "GFLOPS" else 1e12)
        if test.test == "copy":
            seconds, repeats = measure_copy(self.torch_device, size, self.kernel_timer)
            return seconds, repeats, copy_bytes_moved(size) / 1e9
        seconds, repeats = measure_transfer(self.torch_device, test.test, size, test.host_memory == "pinned",
                                            self.wall_timer)
        return seconds, repeats, size / 1e9

    def _too_slow(self, series: tuple, size: int) -> str:
        """Why the next size is not tried: at the rate of the last one, warm-up and minimum repeats take too long."""
        if series not in self.last or series[0] not in ("matmul", "cpu-gemm"):
            return ""
        last_size, last_seconds = self.last[series]
        per_op = last_seconds * (size / last_size) ** 3
        s = self.settings
        expected = per_op * (s.warmup + 1 + s.min_repeats)
        limit = max(5.0, 10 * s.budget_s)
        if expected <= limit:
            return ""
        return f"would take about {expected:.0f} s at the rate measured for {_size_text(series[0], last_size)}"


def best_results(results: Sequence[BenchResult]) -> list[BenchResult]:
    """The fastest size of each (test, dtype, host memory) series: the number to quote against the peak."""
    best: dict[tuple[str, str | None, str | None], BenchResult] = {}
    for result in results:
        if result.status != "ok" or result.achieved is None:
            continue
        key = (result.test, result.dtype, result.host_memory)
        if key not in best or result.achieved > (best[key].achieved or 0.0):
            best[key] = result
    return list(best.values())
