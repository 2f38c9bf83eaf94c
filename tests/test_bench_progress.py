"""How long a benchmark run takes and how far it has got: expected seconds per step that add up, a bar that reaches
100% only once the last step has ended, quick runs that are shorter and say so, and the model's timing foreseen from
its FLOPs and then from its own steps. Clocks and rates are the tests' own; nothing asserts on the wall clock."""

from __future__ import annotations

from dataclasses import replace

import pytest
import torch

from dashboard.advisor import microbench as mb
from dashboard.advisor.bench_estimate import estimate_bench
from dashboard.advisor.bench_progress import (
    MAX_UNFINISHED,
    MIN_LEFT_S,
    BenchProgress,
    PlannedStep,
    ProgressTracker,
    duration_text,
)
from dashboard.advisor.bench_timing import BenchSettings, Timer, expected_measure_seconds
from dashboard.advisor.peaks import Peaks, cpu_peaks
from dashboard.advisor.placement import (
    FULL_TIMING,
    MODEL_SHARE,
    QUICK_TIMING,
    ModelTiming,
    StepClock,
    expected_step,
    expected_timing_seconds,
    lab_config,
    measure_model_point,
    setup_seconds,
)
from dashboard.advisor.profile import profile_model
from dashboard.advisor.session import AdviceRequest, BenchmarkRun
from dashboard.experiments.sweep import ThroughputProbe
from dashboard.hardware.records import CpuInfo
from tests.fakes.machine import laptop_inventory

TINY = BenchSettings(matmul_sizes=(32, 64), copy_bytes=2**20, transfer_bytes=2**20, warmup=1, warmup_s=0.0,
                     repeats=3, min_repeats=2, budget_s=0.01, repetition_s=0.001)


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def cpu_info(peak_gflops: float = 100.0) -> CpuInfo:
    return CpuInfo(brand="Test CPU", vendor="AuthenticAMD", arch="x86_64", physical_cores=2, logical_cores=2,
                   base_mhz=2000.0, max_mhz=3000.0, l2_cache_bytes=None, l3_cache_bytes=None, simd=("avx2", "fma"),
                   fp32_flops_per_cycle_per_core=16, peak_fp32_gflops=peak_gflops,
                   peak_fp32_basis="estimate: 2 cores x 3000 MHz x 16 FLOPs/cycle")


# ---------------------------------------------------------------- one test's duration


@pytest.mark.parametrize(("op", "settings"), [
    (0.25, BenchSettings((), 0, 0, warmup=2, warmup_s=0.0, repeats=10, min_repeats=3, budget_s=1.0,
                         repetition_s=0.0)),
    (2**-10, BenchSettings((), 0, 0, warmup=2, warmup_s=2**-4, repeats=10, min_repeats=3, budget_s=2**-3,
                           repetition_s=2**-7)),
    (2**-6, BenchSettings((), 0, 0, warmup=3, warmup_s=2**-3, repeats=30, min_repeats=3, budget_s=1.0,
                          repetition_s=2**-5)),
    (1.0, BenchSettings((), 0, 0, warmup=1, warmup_s=0.0, repeats=5, min_repeats=3, budget_s=0.5,
                        repetition_s=0.0)),
])
def test_the_expected_duration_is_what_the_timer_takes(op, settings):
    """The timer's loops on a clock of the test's own, each operation lasting ``op``: the estimate is exact."""
    clock = FakeClock()

    def operation():
        clock.now += op

    timer = Timer(torch.device("cpu"), settings, check=lambda: None, clock=clock)
    timer.measure(operation)
    assert clock.now == pytest.approx(expected_measure_seconds(settings, op))


def test_a_test_is_expected_at_half_its_peak_and_then_at_the_rate_of_its_last_size():
    peaks = cpu_peaks(cpu_info(100.0))
    small, large = mb.plan("cpu", settings=TINY)[:2]
    guessed = mb.guess_op_seconds(large, peaks)
    assert guessed == pytest.approx(2 * 64**3 / (100e9 * mb.GUESS_SHARE))
    measured = mb.BenchResult("cpu-gemm", "cpu", "fp32", 32, 1.0, 100.0, "GFLOPS", seconds=0.01, repeats=3)
    assert mb.foreseen_op_seconds(large, [measured]) == pytest.approx(0.08)  # n^3: twice the side, 8x the time
    allocation = 3 * 64 * 64 * 4 / (mb.ALLOCATION_GBPS * 1e9)
    assert mb.expected_seconds(large, TINY, peaks, results=[measured]) == pytest.approx(
        expected_measure_seconds(TINY, 0.08) + allocation)
    slow = replace(measured, seconds=10.0)  # the next size would take minutes: the run skips it, so 0 s
    assert mb.expected_seconds(large, TINY, peaks, results=[slow]) == 0.0
    skipped = next(t for t in mb.plan("cpu", settings=TINY) if t.skip)
    assert mb.expected_seconds(skipped, TINY, peaks) == 0.0
    copy = next(t for t in mb.plan("cpu", settings=TINY) if t.test == "copy")
    assert mb.guess_op_seconds(copy, Peaks(), copy_gbps=20.0) == pytest.approx(2 * 2**20 / 20e9)
    assert small.size == 32


# ---------------------------------------------------------------- the bar


def test_the_bar_reaches_100_percent_only_when_the_last_step_has_ended():
    clock = FakeClock()
    steps = [PlannedStep("prepare", 1.0, "prepare"), PlannedStep("a", 2.0), PlannedStep("b", 3.0),
             PlannedStep("model", 10.0, "model")]
    tracker = ProgressTracker(steps, clock)
    assert tracker.expected_total_s == 16.0
    before = tracker.snapshot()
    assert before.fraction == 0.0 and before.left_s == 16.0 and before.total == 3
    tracker.start()
    clock.now = 0.5
    assert tracker.snapshot().left_s == pytest.approx(15.5)
    for seconds in (1.0, 2.0, 3.0):  # each step takes just what it was expected to
        clock.now += seconds - (0.5 if seconds == 1.0 else 0.0)
        tracker.next_step()
    progress = tracker.snapshot()
    assert (progress.done, progress.current, progress.left_s) == (2, "model", pytest.approx(10.0))
    assert progress.fraction == pytest.approx(6 / 16)
    clock.now += 100.0  # the model runs far past its estimate: the bar slows, it does not reach the end
    late = tracker.snapshot()
    assert late.overdue and late.left_s == pytest.approx(MIN_LEFT_S)
    assert late.fraction == MAX_UNFINISHED < 1.0
    tracker.next_step()
    done = tracker.snapshot()
    assert done.finished and done.fraction == 1.0 and done.left_s == 0.0 and done.done == 3


def test_the_step_under_way_is_foreseen_again_as_it_runs():
    clock = FakeClock()
    tracker = ProgressTracker([PlannedStep("prepare", 0.0, "prepare"), PlannedStep("model", 10.0, "model")], clock)
    tracker.start()
    tracker.next_step()
    clock.now = 4.0
    tracker.expect_current(4.0 + 20.0, "timed step 1 of 3")  # its first step says it is slower than foreseen
    progress = tracker.snapshot()
    assert progress.left_s == pytest.approx(20.0) and progress.current == "model (timed step 1 of 3)"
    assert progress.expected_total_s == pytest.approx(24.0)


def test_a_replan_keeps_the_steps_done_and_the_one_under_way():
    clock = FakeClock()
    tracker = ProgressTracker([PlannedStep("prepare", 1.0, "prepare"), PlannedStep("a", 5.0)], clock)
    tracker.start()
    tracker.next_step()
    tracker.replan([PlannedStep("prepare", 9.0, "prepare"), PlannedStep("a", 9.0), PlannedStep("b", 2.0)])
    assert [step.expected_s for step in tracker.steps] == [1.0, 5.0, 2.0]


@pytest.mark.parametrize(("seconds", "text"), [(0.3, "under 1 s"), (1.2, "about 1 s"), (8.4, "about 8 s"),
                                               (33.4, "about 35 s"), (79.0, "about 1 min 20 s"),
                                               (119.0, "about 2 min")])
def test_durations_are_said_as_estimates(seconds, text):
    assert duration_text(seconds) == text


# ---------------------------------------------------------------- the model's timing


def test_a_training_step_is_foreseen_from_its_flops_at_half_the_rate():
    profile = profile_model("simple-cnn")
    step = expected_step(profile, 64, tflops=0.1, bandwidth_gbps=None, what="the estimated fp32 peak")
    assert step.seconds == pytest.approx(profile.flops_per_sample * 64 / (0.1e12 * MODEL_SHARE))
    assert step.basis == "at 50 GFLOPS, half the estimated fp32 peak"
    slow_memory = expected_step(profile, 64, tflops=1000.0, bandwidth_gbps=0.001, what="")
    assert "memory bandwidth" in slow_memory.basis and slow_memory.seconds > step.seconds
    quick = expected_timing_seconds(profile, 64, QUICK_TIMING, 2.0)
    full = expected_timing_seconds(profile, 64, FULL_TIMING, 0.5)
    assert quick == pytest.approx(setup_seconds(profile, 64) + (1 + 3) * 2.0)
    assert full == pytest.approx(setup_seconds(profile, 64) + (3 + 4) * 0.5)  # timed for 2 s: four 0.5 s steps


def test_the_steps_left_follow_the_probe_loop():
    steps = StepClock(ModelTiming(warmup_steps=2, min_steps=3, seconds=3.0))
    steps.step(True, 4.0)  # slow first warm-up step: the rest at its pace
    assert steps.seconds_left() == pytest.approx((1 + 3) * 4.0) and steps.describe() == "warm-up step 2 of 2"
    steps.step(True, 1.0)
    assert steps.seconds_left() == pytest.approx(3 * 1.0)
    steps.step(False, 1.0)
    steps.step(False, 1.0)
    assert steps.seconds_left() == pytest.approx(1.0) and steps.describe() == "timed step 3 of 3"
    steps.step(False, 1.0)
    assert steps.seconds_left() == 0.0


def test_the_probe_reports_each_step_and_quick_timing_runs_one_warm_up_and_the_minimum():
    profile = profile_model("simple-cnn")
    heard: list[bool] = []
    point = measure_model_point(profile, "cpu", 8, "adam", QUICK_TIMING, on_step=lambda warmup, s: heard.append(warmup))
    assert point.status == "ok" and point.steps == QUICK_TIMING.min_steps and point.quick
    assert heard == [True] * QUICK_TIMING.warmup_steps + [False] * QUICK_TIMING.min_steps
    assert "quick: 1 warm-up, 3 timed steps" in point.label
    config = lab_config(profile, "cpu", 8, "adam")
    seen: list[bool] = []
    plain = ThroughputProbe(config).measure("cpu", "fp32", 8, 0.0, config, on_step=lambda w, s: seen.append(w))
    assert seen.count(True) == 3 and seen.count(False) == plain.steps  # the sweep's defaults are unchanged


# ---------------------------------------------------------------- a whole run


@pytest.fixture
def inventory():
    return replace(laptop_inventory(), cpu=cpu_info(100.0))


def test_a_run_plans_every_step_and_the_bar_ends_only_with_the_last(monkeypatch, inventory):
    monkeypatch.setattr(mb, "default_settings", lambda device, quick=False: TINY)
    run = BenchmarkRun("cpu", inventory, quick=True, model=AdviceRequest(model="simple-cnn", batch_size=8))
    assert not run.progress().planned
    labels = [step.label for step in run.steps]
    assert labels[1:-1] == mb.planned_tests("cpu", settings=TINY) and labels[-1] == "timing simple-cnn"
    seen: list[BenchProgress] = []
    for _item in run:
        seen.append(run.progress())
        assert sum(step.expected_s for step in run.steps) == pytest.approx(run.expected_seconds)
    assert run.planned_seconds > 0 and all(progress.planned for progress in seen)
    assert all(progress.fraction < 1.0 and not progress.finished for progress in seen[:-1])
    last = run.progress()
    assert last.finished and last.fraction == 1.0 and last.done == last.total == run.planned


def test_quick_runs_are_shorter_and_time_the_model_with_one_warm_up(inventory):
    request = AdviceRequest(model="simple-cnn", batch_size=64)
    estimate = estimate_bench("cpu", inventory, request)
    assert estimate.quick_s < estimate.full_s
    assert 0 < estimate.model_quick_s < estimate.model_full_s
    assert estimate.seconds(True, True) == pytest.approx(estimate.quick_s + estimate.model_quick_s)
    assert estimate.model == "simple-cnn at batch 64"
    assert estimate.quick_timing == "1 warm-up step, then 3 timed steps"
    # Before anything is measured the step is foreseen at half the injected 100 GFLOPS peak.
    profile = profile_model(**request.profile_arguments())
    assert estimate.step is not None
    assert estimate.step.seconds == pytest.approx(profile.flops_per_sample * 64 / (0.1e12 * MODEL_SHARE))
    assert estimate.step.basis == "at 50 GFLOPS, half the estimated fp32 peak"
    without = estimate_bench("cpu", inventory)
    assert without.model == "" and without.model_quick_s == 0.0 and without.quick_s == pytest.approx(estimate.quick_s)


def test_the_model_is_foreseen_from_the_matmul_just_measured_unless_that_is_implausibly_slow(inventory):
    request = AdviceRequest(model="simple-cnn", batch_size=64)
    run = BenchmarkRun("cpu", inventory, quick=True, model=request)
    run.prepare()
    gemm = mb.BenchResult("cpu-gemm", "cpu", "fp32", 512, 80.0, 100.0, "GFLOPS", seconds=0.01, repeats=3)
    run.results.append(gemm)
    run.prepare()
    assert run.step_estimate is not None and "measured just before" in run.step_estimate.basis
    assert run.step_estimate.basis.startswith("at 40 GFLOPS")
    run.results[:] = [replace(gemm, achieved=2.0)]  # a busy machine slows small matrices far more than a step
    run.prepare()
    assert run.step_estimate is not None and "estimated fp32 peak" in run.step_estimate.basis
    assert "only 2 GFLOPS" in run.step_estimate.basis
