"""Micro-benchmarks: what a device really achieves (matmul FLOPS, copy and transfer bandwidth) beside its peak.

Timing is ``bench_timing``'s; the peaks come from ``peaks``. Results are yielded one by one, exactly one per planned
test (``plan``), so a progress bar can be a fraction and Stop (``RunControl``) ends the run between measurements with
what was measured so far.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

import torch

from dashboard.advisor.bench_timing import (
    TORCH_DTYPES,
    BenchSettings,
    Timer,
    copy_bytes_moved,
    expected_measure_seconds,
    matmul_flops,
    measure_copy,
    measure_matmul,
    measure_transfer,
)
from dashboard.advisor.bench_words import NOTE_SEPARATOR, size_text
from dashboard.advisor.peaks import Peaks, peak_for
from dashboard.errors import first_line
from dashboard.experiments.noise import OtherCpuMeter
from dashboard.text import QT_TRANSLATE_NOOP, Said, again, english, fill, say, translate
from dashboard.training.control import RunControl, RunInterrupted
from dashboard.training.step import is_out_of_memory

MATMUL_DTYPES = ("fp32", "tf32", "fp16", "bf16")
TRANSFER_TESTS = ("host-to-device", "device-to-host")

BUSY_PERCENT = 25.0
"""Other processes using this share of the CPU during a CPU test get a note on its result."""
ABOVE_PEAK_NOTE = QT_TRANSLATE_NOOP("Advisor", "above the stated peak: the peak is an estimate (a clock or rate set "
                                              "too low)")
"""Notes are stored in English (a recording, `bench --json`); the window translates those marked here
(``bench_words.shown_notes``)."""
COPY_NOTE = QT_TRANSLATE_NOOP("Advisor", "counted as read + write")

GUESS_SHARE = 0.5
"""Before a test has run, its operation is expected at this share of its peak (for the time estimate only)."""
GUESS_RATES = {"cpu-gemm": 50.0, "matmul": 10.0, "copy": 10.0, "transfer": 5.0}
"""Rates assumed where no peak is known, in each test's unit (GFLOPS, TFLOPS, GB/s): modest on purpose."""
ALLOCATION_GBPS = 2.0
"""Creating and filling a test's tensors, in GB/s: part of the time a test takes, not of what it measures."""


# ---------------------------------------------------------------- records


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


def _label(test: str, dtype: str | None, size: int | None, host_memory: str | None) -> str:
    """In English, as stored and as the command line prints it (``bench_words.shown_label`` for the window)."""
    parts = [test, dtype or "", size_text(test, size), host_memory or ""]
    return " ".join(part for part in parts if part)


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
        if kind == "cpu":
            return QT_TRANSLATE_NOOP("Advisor", "TF32 is a mode of NVIDIA tensor cores (Ampere and newer): not on the "
                                                "CPU")
        return QT_TRANSLATE_NOOP("Advisor", "TF32 is a mode of NVIDIA tensor cores (Ampere and newer): not on Apple "
                                            "GPUs")
    if kind == "cpu":
        if dtype == "fp16":
            return QT_TRANSLATE_NOOP("Advisor", "fp16 matmul on the CPU is emulated: not a meaningful peak")
        return _probe(device, dtype)
    if kind == "mps":
        return _probe(device, dtype)
    index = int(device.partition(":")[2] or 0)
    props = properties if properties is not None else torch.cuda.get_device_properties(index)
    cc = (int(props.major), int(props.minor))
    if torch.version.hip:
        if dtype == "tf32":
            return QT_TRANSLATE_NOOP("Advisor", "TF32 is measured on NVIDIA GPUs only (on ROCm it depends on "
                                                "hipBLASLt and the GPU)")
        if dtype == "bf16" and not torch.cuda.is_bf16_supported():
            return QT_TRANSLATE_NOOP("Advisor", "this GPU has no bf16 support")
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
        return f"{dtype} matmul is not supported here: {first_line(err)}"
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
            tests.append(PlannedTest(direction, None, None,
                                     skip=QT_TRANSLATE_NOOP("Advisor", "the CPU is the host: no transfer to measure")))
        elif kind == "mps":
            tests.append(PlannedTest(direction, None, settings.transfer_bytes, "pageable",
                                     note=QT_TRANSLATE_NOOP("Advisor", "unified memory: pinned host buffers do not "
                                                                       "apply")))
        else:
            tests += [PlannedTest(direction, None, settings.transfer_bytes, memory)
                      for memory in ("pinned", "pageable")]
    return tests


def planned_tests(device: str, quick: bool = False, settings: BenchSettings | None = None) -> list[str]:
    """Labels of the results a run will yield, one each."""
    return [test.label for test in plan(device, quick, settings)]


# ---------------------------------------------------------------- how long each test takes


def expected_seconds(test: PlannedTest, settings: BenchSettings, peaks: Peaks | None = None,
                     copy_gbps: float | None = None, results: Sequence[BenchResult] = ()) -> float:
    """How long ``test`` is expected to take: the timer's own arithmetic on the time of one operation, plus making
    its tensors. The operation's time comes from the last measured size of its series when ``results`` have one
    (a better guess than any peak), else from half its peak (``copy_gbps``: a CPU's measured RAM copy speed).
    0 for a test that will be skipped: skipped before it starts, or foreseen too slow."""
    if test.skip or test.size is None:
        return 0.0
    measured = foreseen_op_seconds(test, results)
    if measured is not None and too_slow_seconds(settings, test.test, measured) is not None:
        return 0.0
    op = measured if measured is not None else guess_op_seconds(test, peaks, copy_gbps)
    return expected_measure_seconds(settings, op) + _allocated_bytes(test) / (ALLOCATION_GBPS * 1e9)


def guess_op_seconds(test: PlannedTest, peaks: Peaks | None, copy_gbps: float | None = None) -> float:
    """One operation of ``test`` at half its peak, or at a modest default rate where no peak is known."""
    size = test.size or 0
    peak = peak_for(peaks, test.test, test.dtype)
    if test.test in ("matmul", "cpu-gemm"):
        if peak is None:
            peak = peak_for(peaks, test.test, "fp32")
        rate = peak * GUESS_SHARE if peak else GUESS_RATES[test.test]
        return matmul_flops(size) / (rate * (1e9 if test.test == "cpu-gemm" else 1e12))
    if test.test == "copy":
        gbps = peak * GUESS_SHARE if peak else copy_gbps or GUESS_RATES["copy"]
        return copy_bytes_moved(size) / (gbps * 1e9)
    return size / ((peak * GUESS_SHARE if peak else GUESS_RATES["transfer"]) * 1e9)


def foreseen_op_seconds(test: PlannedTest, results: Sequence[BenchResult]) -> float | None:
    """One operation of ``test`` scaled from the last size measured in its series: matmuls as n^3, copies and
    transfers with their bytes; None when none was measured."""
    last = None
    for result in results:
        if (result.test, result.dtype, result.host_memory) == (test.test, test.dtype, test.host_memory) and \
                result.status == "ok" and result.seconds and result.size:
            last = result
    if last is None or not test.size or last.size is None or last.seconds is None:
        return None
    power = 3 if test.test in ("matmul", "cpu-gemm") else 1
    return last.seconds * (test.size / last.size) ** power


def too_slow_seconds(settings: BenchSettings, test: str, per_op: float) -> float | None:
    """The seconds a matmul size would take (warm-up and minimum repeats at ``per_op``) when that is too long to
    try, else None."""
    if test not in ("matmul", "cpu-gemm"):
        return None
    expected = per_op * (settings.warmup + 1 + settings.min_repeats)
    return expected if expected > max(5.0, 10 * settings.budget_s) else None


def _allocated_bytes(test: PlannedTest) -> int:
    size = test.size or 0
    if test.test in ("matmul", "cpu-gemm"):
        return 3 * size * size * 4  # a, b and out, made in fp32
    return 2 * size  # source and target


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


class _Run:
    """State across the tests of one run: timers, and the series that ran out of memory or time."""

    def __init__(self, device: str, peaks: Peaks | None, settings: BenchSettings, control: RunControl) -> None:
        self.device = device
        self.torch_device = torch.device(device)
        self.peaks = peaks
        self.settings = settings
        self.control = control
        self.kernel_timer = Timer(self.torch_device, settings, self.check)
        # Transfers are timed by the wall clock: the host's part of a pageable copy is what the user waits for too.
        self.wall_timer = Timer(self.torch_device, settings, self.check, events=False)
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
        load = OtherCpuMeter() if self.torch_device.type == "cpu" else None
        if load is not None:
            load.start()
        failure = None
        try:
            seconds, repeats, work = self._measure(test, is_matmul, unit)
        except RunInterrupted:
            raise
        except Exception as err:  # noqa: BLE001 - one failing test is reported, the run goes on
            if is_out_of_memory(err):
                where = size_text(test.test, test.size)
                self.ended[series] = f"out of memory at {where}: larger sizes not tried"
                failure = replace(base, note=f"out of memory at {where}")
            else:
                failure = replace(base, status="error", note=first_line(err))
        if failure is not None:
            # Only here, with the exception and its frames gone, can the cache give the test's tensors back.
            if self.torch_device.type == "cuda":
                torch.cuda.empty_cache()
            return failure
        self.last[series] = (test.size, seconds)
        achieved = work / seconds
        notes = [note for note in (test.note, COPY_NOTE if test.test == "copy" else "") if note]
        if base.peak and achieved > 1.02 * base.peak:
            notes.append(ABOVE_PEAK_NOTE)
        busy = (load.stop() or 0.0) if load is not None else 0.0
        if busy >= BUSY_PERCENT:
            notes.append(f"other processes used {busy:.0f}% of the CPU meanwhile: this result is low")
        return replace(base, achieved=achieved, note=NOTE_SEPARATOR.join(notes), seconds=seconds, repeats=repeats,
                       status="ok")

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
        expected = too_slow_seconds(self.settings, series[0], last_seconds * (size / last_size) ** 3)
        if expected is None:
            return ""
        return f"would take about {expected:.0f} s at the rate measured for {size_text(series[0], last_size)}"


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


@dataclass(frozen=True)
class MeasuredRoofline:
    """The benchmarks on a roofline: the roofs, the memory slope, and each matmul placed at its intensity."""

    unit: str
    """"GFLOPS" on a CPU (they read better there), else "TFLOPS"."""
    roofs: tuple[tuple[str, float], ...]
    bandwidth_gbps: float | None
    bandwidth_label: str | None
    """What the slope is (a published peak or a measured copy), ``Said`` to be shown in any language; None without
    one."""
    points: tuple[tuple[str, float, float], ...]
    """(label, FLOPs per byte, achieved in ``unit``) of the best size of each matmul; the label in English (a lesson
    stores it)."""
    point_labels: tuple[str, ...] = ()
    """The points' labels, ``Said`` to be shown in the reader's language."""

    @property
    def scale(self) -> float:
        """From TFLOPS to ``unit``."""
        return 1000.0 if self.unit == "GFLOPS" else 1.0


def measured_roofline(device: str, peaks: Peaks | None, results: Sequence[BenchResult]) -> MeasuredRoofline:
    """Where the measured matmuls sit below this device's roofs; a device without a published bandwidth gets the
    slope of its measured copy."""
    unit = "GFLOPS" if device == "cpu" else "TFLOPS"
    scale = 1000.0 if unit == "GFLOPS" else 1.0
    bandwidth = peaks.bandwidth_gbps if peaks else None
    label: str | None = None
    if bandwidth is not None:
        published = round(bandwidth)
        label = say(lambda: fill(translate("Advisor", "memory peak {gbps:,} GB/s"), gbps=published))
    copies = [r.achieved for r in results if r.test == "copy" and r.status == "ok" and r.achieved]
    if bandwidth is None and copies:
        bandwidth = max(copies)
        copied = round(bandwidth)
        label = say(lambda: fill(translate("Advisor", "memory: measured copy {gbps:,} GB/s (no published peak)"),
                                 gbps=copied))
    roofs = () if peaks is None else tuple((name, value * scale) for name, value in (
        ("fp32", peaks.fp32_tflops), ("tf32", peaks.tf32_tflops), ("fp16", peaks.fp16_tflops),
        ("bf16", peaks.bf16_tflops)) if value)
    points, labels = [], []
    for result in best_results(results):
        if result.test not in ("matmul", "cpu-gemm") or not result.size or not result.dtype or not result.achieved:
            continue
        width = {"fp32": 4, "tf32": 4, "fp16": 2, "bf16": 2}[result.dtype]
        intensity = 2 * result.size**3 / (3 * result.size**2 * width)  # 2n^3 FLOPs over three n x n matrices
        tflops = result.achieved / 1000.0 if result.unit == "GFLOPS" else result.achieved
        name = _matmul_label(result.dtype, result.size)
        with english():  # a lesson stores it: English whatever the window shows
            points.append((str(again(name)), intensity, tflops * scale))
        labels.append(name)
    return MeasuredRoofline(unit, roofs, bandwidth, label, tuple(points), tuple(labels))


def _matmul_label(precision: str, size: int) -> Said:
    """A matmul's point on the roofline (a function: a lambda in the loop would say the last point's values)."""
    return say(lambda: fill(translate("Advisor", "matmul {precision} n={size}"), precision=precision, size=size))
