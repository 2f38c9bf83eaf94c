"""Readings that teach: the knee, a drop past the best, a crossover's confidence and the noise of each point, on
fixed measurement sets (flat, rising, rising then falling, noisy, a single point, out of memory at the second
point, a clear crossover and one within noise), plus the probe recording each point's spread and the CPU that other
processes used."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
import time

import pytest

from dashboard.experiments.analysis import (
    crossovers,
    drop_past_best,
    estimated_crossing,
    knee,
    summarize,
)
from dashboard.experiments.noise import OtherCpuMeter, step_spread
from dashboard.experiments.noise_reading import certainty_note, noise_notes
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.reading import crossover_reading, series_reading
from dashboard.experiments.storage import point_from_record
from dashboard.experiments.summary import summarize_experiment
from tests.waiting import wait_for

MIB = 2**20


def series(rates: dict[int, float], device: str = "cpu", precision: str = "fp32", spread: float | None = 0.02,
           memory_per_sample: int = MIB, oom_at: int | None = None, **fields) -> list[SweepPoint]:
    """One measured series: throughput per batch, memory growing with the batch, a steady 2% step spread."""
    found = [SweepPoint(device, precision, batch, "ok", samples_per_second=rate, step_seconds=batch / rate,
                        peak_memory_bytes=100 * MIB + batch * memory_per_sample, steps=5, step_spread=spread,
                        other_cpu_percent=1.0, **fields) for batch, rate in rates.items()]
    if oom_at is not None:
        found.append(SweepPoint(device, precision, oom_at, "oom", message=f"out of memory at batch size {oom_at}"))
    return found


RISING = {1: 100, 2: 190, 4: 360, 8: 700, 16: 1300}
FLAT = {1: 1000, 2: 1010, 4: 995, 8: 1005}
RISE_THEN_FALL = {1: 167, 2: 320, 4: 600, 8: 1000, 16: 1300, 32: 1500, 64: 1560, 128: 1540, 256: 1560, 512: 1200}


def paragraph(points: list[SweepPoint]) -> str:
    return summarize_experiment(points).reading


# The knee: the smallest batch after which each doubling gains less than 10%.

def test_a_rising_series_has_no_knee_yet_and_says_the_knee_lies_beyond():
    points = series(RISING)
    assert knee(points) is None and summarize("cpu/fp32", points).knee_batch is None
    text = paragraph(points)
    assert "throughput rose from 100 samples/s at batch 1 to 1,300 samples/s at batch 16, 13.0x" in text
    assert "still rising at batch 16 (+86% per doubling" in text and "the knee lies beyond" in text


def test_a_flat_series_has_its_knee_at_the_smallest_batch_and_says_batching_gained_nothing():
    points = series(FLAT)
    assert knee(points) == 1
    text = paragraph(points)
    assert "stayed flat from batch 1 to batch 8" in text and "batching gained nothing measurable" in text
    assert "rose" not in text


def test_the_knee_is_not_the_first_batch_within_5_percent_of_the_best():
    # 32 -> 64 still gains 4%, 64 -> 256 is flat: within-5% would say 32; so does the 10%-per-doubling rule.
    assert knee(series(RISE_THEN_FALL)) == 32
    # A slow climb: each doubling gains 8%, so the curve is flat by the rule from batch 1, although batch 1 is 37%
    # below the best (within-5% of the best would have put the knee at batch 32).
    slow = {2**i: 100 * 1.08**i for i in range(7)}
    assert knee(series(slow)) == 1
    # A gap of two doublings must gain 21% to count as still rising: 16 -> 64 gaining 25% is 11.8% per doubling.
    assert knee(series({1: 100, 4: 300, 16: 900, 64: 1125})) is None
    assert knee(series({1: 100, 4: 300, 16: 900, 64: 1080})) == 16  # 20% over two doublings: 9.5% each


def test_a_knee_uses_the_median_of_repeated_points():
    points = series({1: 100, 2: 200, 4: 410, 8: 430}) + series({8: 440}) + series({8: 900})  # one wild repeat
    assert knee(points) == 4
    assert ("On cpu/fp32, batches measured up to 3 times: repeats of batch 8 (430 samples/s to 900 samples/s, 109% "
            "apart) disagreed by more than 10%: noisy, so the median is used.") in noise_notes(points)
    steady = series({1: 100, 2: 200}) + series({1: 104, 2: 196})
    assert noise_notes(steady) == [
        "On cpu/fp32, batches measured up to 2 times: all repeated batches agreed within 4%."]


# A drop past the best, named with its likely cause.

def test_rising_then_falling_names_the_drop_with_a_hedged_cause():
    points = series(RISE_THEN_FALL)
    drop = drop_past_best(points)
    assert drop is not None and (drop.best_batch, drop.batch_size) == (64, 512)
    assert drop.slower_by == pytest.approx(1 - 1200 / 1560)
    text = paragraph(points)
    assert "The knee is batch 32: from there to batch 512 each doubling gained less than 10% (at most +4%)" in text
    assert "Batch 512 was 23% slower than batch 64, the fastest" in text
    assert "likely the working set outgrew the CPU's caches" in text and "memory-bound" in text


def test_a_drop_on_an_accelerator_before_an_out_of_memory_is_memory_pressure():
    points = series({64: 5000, 128: 9000, 256: 7000}, device="cuda:0", oom_at=512)
    text = " ".join(series_reading(points))
    assert "Batch 256 was 22% slower than batch 128" in text and "likely memory pressure: the next batch did not fit" \
        in text and "Batch 512 did not fit in memory." in text


def test_a_drop_where_memory_jumped_more_than_the_batch_names_memory():
    points = series({8: 800, 16: 1000, 32: 700})
    points[-1] = dataclasses.replace(points[-1], peak_memory_bytes=900 * MIB)  # 116 MiB at 16 -> 900 MiB at 32
    assert "likely memory: peak memory jumped from 116.0 MiB to 900.0 MiB, more than the 2x larger batch explains" \
        in " ".join(series_reading(points))


def test_a_drop_measured_while_the_machine_was_busy_blames_the_machine_not_the_batch():
    points = series({8: 800, 16: 1000, 32: 700})
    points[-1] = dataclasses.replace(points[-1], other_cpu_percent=35.0)
    text = paragraph(points)
    assert "likely not the batch itself: other processes used 35% of the CPU" in text
    assert "Other processes used 35% of the CPU while batch 32 on cpu/fp32 was measured: its figure is likely low." \
        in text


def test_a_dip_within_the_noise_is_not_called_a_drop():
    assert drop_past_best(series({8: 800, 16: 1000, 32: 970})) is None  # 3%: under the 5% floor
    noisy = series({8: 800, 16: 1000, 32: 850}, spread=0.4)  # 15% slower; 5 steps varying by 40%: +-18%
    assert drop_past_best(noisy) is None
    assert "slower than" not in paragraph(noisy)


# Noise, a single point and out of memory at the second point.

def test_noisy_points_are_those_whose_mean_may_be_off_by_more_than_5_percent():
    points = series({1: 100, 2: 190, 4: 350})  # 5 timed steps each
    points[1] = dataclasses.replace(points[1], step_spread=0.14)  # 14% / sqrt(5) = 6.3%
    assert [p.noisy for p in points] == [False, True, False]
    text = paragraph(points)
    assert ("On cpu/fp32, batch 2 (\u00b16%) was noisy: its steps varied so much that its figure may be off by more "
            "than 5%, so read it as rough.") in text
    assert "are real" not in text  # no blanket certainty once a point is in doubt
    points[2] = dataclasses.replace(points[2], step_spread=0.3)
    assert "batches 2 (\u00b16%), 4 (\u00b113%) were noisy" in paragraph(points)


def test_steps_that_vary_a_lot_over_many_steps_still_give_a_steady_mean():
    point = dataclasses.replace(series({1: 100})[0], step_spread=0.4, steps=400)  # 40% / sqrt(400) = 2%
    assert point.uncertainty == pytest.approx(0.02) and not point.noisy


def test_a_steady_experiment_says_how_sure_it_is():
    text = paragraph(series(RISING))
    assert ("Steps within each point varied by at most 2% and no other program took more than 10% of the CPU, so "
            "differences larger than about 5% are real.") in text
    old = [dataclasses.replace(p, step_spread=None, other_cpu_percent=None) for p in series(RISING)]
    assert "carry no record of how much their steps varied" in certainty_note(old)


def test_a_single_point_says_it_shows_no_trend():
    points = series({16: 500})
    assert knee(points) is None and drop_past_best(points) is None
    assert paragraph(points).startswith("On cpu/fp32, only batch 16 was measured (500 samples/s): a single batch "
                                        "shows no trend, so no knee can be found.")


def test_out_of_memory_at_the_second_point():
    points = series({1: 120}, device="cuda:0", oom_at=2)
    summary = summarize("cuda:0/fp32", points)
    assert (summary.best_batch, summary.knee_batch, summary.first_oom_batch) == (1, None, 2)
    assert paragraph(points).startswith("On cuda:0/fp32, only batch 1 was measured (120 samples/s); batch 2 ran out "
                                        "of memory, so nothing larger fits")
    nothing = [SweepPoint("cuda:0", "fp32", 1, "oom")]
    assert paragraph(nothing).startswith("On cuda:0/fp32, batch 1 already ran out of memory")


# Crossovers with their confidence.

CPU = {1: 200, 4: 600, 16: 1500, 64: 2000, 256: 2100}
GPU = {1: 80, 4: 400, 16: 1600, 64: 9000, 256: 30000}


def test_a_clear_crossover_gives_both_leads_and_where_the_curves_meet():
    [crossing] = crossovers(series(CPU) + series(GPU, device="cuda:0"))
    assert (crossing.faster_at_small, crossing.faster_at_large, crossing.batch_size, crossing.previous_batch) == (
        "cpu/fp32", "cuda:0/fp32", 16, 4)
    assert crossing.small_lead == pytest.approx(0.5) and crossing.large_lead == pytest.approx(1600 / 1500 - 1)
    assert crossing.clear  # 50% behind, then 7% ahead: both beyond the 5% margin
    assert 4 < estimated_crossing(crossing) < 16
    text = crossover_reading(crossing)
    assert "(50% behind at batch 4, 7% ahead at batch 16)" in text and "the crossover is clear" in text


def test_a_crossover_within_noise_is_called_uncertain():
    gpu = series(GPU, device="cuda:0", spread=0.25)  # 5 steps varying by 25%: the means are good to 11%
    [crossing] = crossovers(series(CPU) + gpu)
    assert not crossing.clear and crossing.margin == pytest.approx(0.25 / 5**0.5)  # a 7% lead means little
    text = paragraph(series(CPU) + gpu)
    assert "within the 11% noise" in text and "could move it by a measured batch either way" in text
    busy = series(GPU, device="cuda:0")
    busy[2] = dataclasses.replace(busy[2], other_cpu_percent=40.0)
    [crossing] = crossovers(series(CPU) + busy)
    assert not crossing.clear  # steady steps, but measured while another program took 40% of the CPU


def test_relative_speeds_inside_the_noise_say_so():
    text = paragraph(series({16: 1000, 64: 1500}, label="a") + series({16: 990, 64: 1520}, label="b"))
    assert "b 1.01x (within noise)" in text


# The probe's new fields: recorded, saved and read back, and old points still load.

def test_step_spread_is_the_relative_width_between_the_10th_and_90th_percentile():
    assert step_spread([0.1]) is None and step_spread([]) is None
    assert step_spread([0.1, 0.1, 0.1]) == 0.0
    assert step_spread([0.1] * 19 + [0.3]) == 0.0  # one stray step in 20 (a page fault) does not make a point noisy
    assert step_spread([0.09, 0.10, 0.11]) == pytest.approx(0.16, abs=0.001)


def test_the_probe_records_each_points_step_spread_and_other_cpu(monkeypatch):
    from dashboard.experiments.sweep import ThroughputProbe
    from dashboard.training.config import TrainConfig

    config = TrainConfig(model="simple-cnn", dataset="shapes", train_size=64, val_size=8, allow_download=False)
    point = ThroughputProbe(config).measure("cpu", "fp32", 4, seconds=0.0, min_steps=5, warmup_steps=1,
                                            record_loss=True)
    assert point.status == "ok" and point.steps == 5
    assert point.step_spread is not None and point.step_spread >= 0
    assert point.other_cpu_percent is not None and 0 <= point.other_cpu_percent <= 100
    assert len(point.losses) == len(point.accuracies) == 6  # the warm-up step and five timed ones
    assert all(accuracy in (0.0, 0.25, 0.5, 0.75, 1.0) for accuracy in point.accuracies)  # batch 4: quarters
    back = point_from_record(json.loads(json.dumps(dataclasses.asdict(point))))  # as saved
    assert (back.step_spread, back.other_cpu_percent, back.accuracies) == (
        point.step_spread, point.other_cpu_percent, point.accuracies)


def test_training_accuracy_is_read_over_the_last_five_steps_all_series_ran():
    from dashboard.experiments.analysis import group

    def point(label, accuracies):
        return SweepPoint("cpu", "fp32", 64, "ok", 100.0, 0.64, MIB, steps=8, label=label,
                          losses=tuple(2.0 for _ in accuracies), accuracies=accuracies)

    frozen = point("frozen", (0.1,) * 6 + (0.1, 0.1, 0.2, 0.1, 0.2) + (0.9,))  # a step past the common length
    full = point("full", (0.1,) * 6 + (0.4, 0.5, 0.5, 0.6, 0.5))
    text = summarize_experiment([frozen, full]).reading
    assert "Training accuracy over steps 7-11" in text and "14% on frozen, 50% on full" in text
    assert list(group([frozen, full])) == ["frozen", "full"]
    too_short = [point("frozen", (0.1,) * 4), point("full", (0.5,) * 4)]
    assert "Training accuracy" not in summarize_experiment(too_short).reading


def test_an_accuracy_saved_as_null_reads_back_as_unknown():
    record = {"device": "cpu", "precision": "fp32", "batch_size": 8, "status": "ok", "losses": [2.0, None],
              "accuracies": [0.5, None]}
    point = point_from_record(record)
    assert point.accuracies[0] == 0.5 and point.accuracies[1] != point.accuracies[1]  # NaN


def test_points_saved_before_these_fields_still_load():
    old = {"device": "cpu", "precision": "fp32", "batch_size": 8, "status": "ok", "samples_per_second": 10.0}
    point = point_from_record(old)
    assert point.step_spread is None and point.other_cpu_percent is None and not point.noisy


BURN_SECONDS = 0.5
BURN_CPU = f"import time\nwhile time.process_time() < {BURN_SECONDS}: pass"
"""Half a second of CPU time, however long a busy machine takes to give it: the assertions count CPU time, not
wall."""


def test_another_process_burning_a_core_is_seen_as_other_cpu(tmp_path):
    meter = OtherCpuMeter()
    done = tmp_path / "done"
    # Started through a shell that exits at once, so the burner is not this process's descendant: another program.
    started = time.monotonic()
    subprocess.run(["sh", "-c", f'("{sys.executable}" -c "$0"; touch "{done}") > /dev/null 2>&1 &',
                    BURN_CPU], check=True)
    meter.start()
    assert wait_for(done.exists, seconds=60)
    other = meter.stop()
    machine_seconds = (time.monotonic() - started) * (os.cpu_count() or 1)
    # At least the burner's CPU time (less up to 0.2 s it may have spent before start()) of all the CPU time that
    # passed; other programs, the parallel test worker say, only add to it.
    assert other is not None and other >= 100 * (BURN_SECONDS - 0.2) / machine_seconds


def test_a_child_process_doing_this_works_measuring_is_not_other_cpu():
    """The child's CPU time is counted as this work's own, so it is not in "other" (which other programs, a test run
    in parallel say, may fill meanwhile: the assertion does not depend on a quiet machine)."""
    meter = OtherCpuMeter()
    own_before = meter.own_seconds()
    subprocess.run([sys.executable, "-c", BURN_CPU], check=True)  # a sweep's child process, say
    assert meter.own_seconds() - own_before >= BURN_SECONDS - 0.05  # its CPU time, counted by the kernel in 10 ms ticks
