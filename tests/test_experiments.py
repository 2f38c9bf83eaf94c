"""Experiments: the boundary search, the derived batch sizes, and real CPU sweeps on small budgets."""

from __future__ import annotations

import math
import sys
from dataclasses import replace

import pytest
import torch

from dashboard.experiments.analysis import crossovers, group, summarize
from dashboard.experiments.maxbatch import find_max_batch
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.sweep import ThroughputProbe, search_largest_batch, sweep
from dashboard.training.config import ConfigError, TrainConfig
from dashboard.training.control import RunControl
from tests.fakes.cuda import out_of_memory_from

CONFIG = TrainConfig(model="simple-cnn", dataset="shapes", train_size=512, val_size=64, allow_download=False)
pytestmark = pytest.mark.usefixtures("objects_older_than_the_test_set_aside_from_collection")


@pytest.mark.parametrize("boundary", [1, 2, 3, 17, 100, 1000, 4095, 4096])
def test_binary_search_finds_the_exact_boundary(boundary):
    result = find_max_batch(lambda batch: batch <= boundary, start=1, limit=65536)
    assert result.largest_fitting == boundary and result.first_failing == boundary + 1
    assert len(result.tries) <= 2 * boundary.bit_length() + 2  # doubling plus bisection, not a linear walk
    assert result.safe_batch == max(1, int(boundary * 0.9))


def test_nothing_fits_and_nothing_fails_are_reported_as_such():
    assert find_max_batch(lambda batch: False).largest_fitting is None
    capped = find_max_batch(lambda batch: True, limit=300)
    assert capped.largest_fitting == 300 and capped.first_failing is None and "nothing failed" in capped.method


def test_out_of_memory_from_torch_is_a_failed_try_and_the_boundary_is_exact(monkeypatch):
    """A CUDA-style double: forward raises torch.cuda.OutOfMemoryError from a set batch size on."""
    probe = ThroughputProbe(CONFIG)
    monkeypatch.setattr(probe, "_build", out_of_memory_from(12, probe._build))
    # From batch 8 (doubling from 1 is tested above and below), one warm-up and one timed step a try: enough for a
    # try to fit or fail, which is all the search reads.
    result = find_max_batch(lambda batch: probe.measure("cpu", "fp32", batch, seconds=0.0, min_steps=1,
                                                        warmup_steps=1).status == "ok", start=8, limit=1024)
    assert (result.largest_fitting, result.first_failing) == (11, 12)
    assert [batch for batch, _ in result.tries] == [8, 16, 12, 10, 11]

    # The same search reporting every try as a measured point, as the window and `maxbatch` use it.
    items = list(search_largest_batch(CONFIG, limit=1024, probe=probe))
    *points, final = items
    assert (final.largest_fitting, final.first_failing, final.safe_batch) == (11, 12, 9)
    assert [(p.batch_size, p.status) for p in points] == [(b, "ok" if ok else "oom") for b, ok in final.tries]
    assert all(p.samples_per_second > 0 for p in points if p.status == "ok")


def points(series: str, rates: dict[int, float], oom_at: int | None = None) -> list[SweepPoint]:
    device, precision = series.split("/")
    found = [SweepPoint(device, precision, b, "ok", samples_per_second=r) for b, r in rates.items()]
    if oom_at:
        found.append(SweepPoint(device, precision, oom_at, "oom"))
    return found


def test_best_and_knee_batches():
    summary = summarize("cpu/fp32", points("cpu/fp32", {1: 100, 4: 300, 16: 960, 64: 1000, 256: 990}))
    assert summary.best_batch == 64 and summary.knee_batch == 16  # 960 is within 5% of 1000
    oom = summarize("cuda:0/fp32", points("cuda:0/fp32", {1: 50, 2: 90}, oom_at=4))
    assert oom.first_oom_batch == 4 and oom.largest_measured_batch == 2


def test_crossover_where_the_gpu_overtakes_the_cpu_for_good():
    cpu = points("cpu/fp32", {1: 200, 4: 600, 16: 1500, 64: 2000, 256: 2100})
    gpu = points("cuda:0/fp32", {1: 80, 4: 400, 16: 1600, 64: 9000, 256: 30000})
    [crossing] = crossovers(cpu + gpu)
    assert (crossing.faster_at_small, crossing.faster_at_large, crossing.batch_size) == ("cpu/fp32", "cuda:0/fp32", 16)
    assert crossovers(cpu) == []
    assert set(group(cpu + gpu)) == {"cpu/fp32", "cuda:0/fp32"}


def test_a_real_cpu_sweep_gets_faster_per_sample_and_heavier_with_batch_size():
    measured = list(sweep(CONFIG, ["cpu"], ["fp32"], [16, 1], seconds_per_point=0.2))
    assert [p.batch_size for p in measured] == [1, 16] and all(p.status == "ok" for p in measured)  # ascending
    assert all(p.peak_memory_bytes for p in measured)
    # Batching uses the SIMD lanes and cores that batch 1 leaves idle: 2.7x to 8x here, under load. Other programs
    # only ever slow a point down, and on a busy machine they may slow one point and not the other: each batch's
    # fastest of up to three sweeps is compared, so the check does not depend on a quiet machine.
    rate = {p.batch_size: p.samples_per_second for p in measured}
    for _ in range(2):
        if rate[16] > 1.5 * rate[1]:
            break
        for point in sweep(CONFIG, ["cpu"], ["fp32"], [1, 16], seconds_per_point=0.2):
            rate[point.batch_size] = max(rate[point.batch_size], point.samples_per_second)
    assert rate[16] > 1.5 * rate[1]
    # Peak resident memory inside this long-lived test process also holds what earlier tests left: "heavier with
    # batch size" is checked in a fresh process (test_experiments_cli.py and the test below).


def test_cancelling_keeps_the_points_measured_so_far():
    control = RunControl()
    measured = []
    for point in sweep(CONFIG, ["cpu"], ["fp32"], [1, 2, 4, 8], seconds_per_point=0.05, control=control):
        measured.append(point)
        if len(measured) == 2:
            control.stop()
    assert [p.batch_size for p in measured] == [1, 2]


def test_an_impossible_series_is_refused_before_anything_runs():
    with pytest.raises(ConfigError, match="fp16 mixed precision"):
        list(sweep(CONFIG, ["cpu"], ["fp16"], [1, 2], seconds_per_point=0.1))


def test_presets_plan_what_this_machine_can_measure(monkeypatch):
    from dashboard.experiments.presets import PRESETS

    monkeypatch.setattr("os.cpu_count", lambda: 8)
    threads = PRESETS["threads"].plan(("cpu",))
    assert [v.config.threads for v in threads.variants] == [1, 2, 4, 8] and threads.batch_sizes == [16, 256]
    precision = PRESETS["precision"].plan(("cpu",))
    assert [v.config.precision for v in precision.variants] == ["fp32", "bf16"] and "no GPU here" in precision.note
    monkeypatch.setattr(torch.cuda, "is_bf16_supported", lambda *a, **k: True)
    on_gpu = PRESETS["precision"].plan(("cpu", "cuda:0"))
    assert [v.label for v in on_gpu.variants] == ["cuda:0 fp32", "cuda:0 fp16", "cuda:0 bf16"] and not on_gpu.note
    worth = PRESETS["gpu-worth"].plan(("cpu",))
    assert [v.config.device for v in worth.variants] == ["cpu", "cpu"] and "measured the CPU half" in worth.note
    assert len(PRESETS["gpu-worth"].plan(("cpu", "cuda:0")).variants) == 4
    freeze = PRESETS["freeze"].plan(("cpu",))
    assert [v.config.freeze for v in freeze.variants] == ["frozen", "last-block", "full"]
    assert [v.config.model for v in PRESETS["lstm"].plan(("cpu",)).variants] == ["text-lstm", "cell-lstm"]
    assert precision.loss_steps > 0 and not threads.loss_steps  # only the precision comparison draws loss curves
    data = PRESETS["data"].plan(("cpu",))
    assert [v.config.data_on_device for v in data.variants] == [False, True] and "no GPU here" in data.note
    assert [v.config.device for v in PRESETS["data"].plan(("cpu", "cuda:0")).variants] == ["cuda:0", "cuda:0"]


def test_loss_curves_are_recorded_only_when_asked_and_start_from_the_same_seed():
    from dashboard.experiments.plan import Variant
    from dashboard.experiments.sweep import WARMUP_STEPS, compare

    variants = [Variant("host", CONFIG), Variant("on device", replace(CONFIG, data_on_device=True))]
    measured = list(compare(variants, [8], seconds_per_point=0.0, loss_steps=6))
    assert [p.status for p in measured] == ["ok", "ok"]
    for point in measured:
        assert len(point.losses) == WARMUP_STEPS + point.steps and point.steps >= 6
        assert point.losses[0] == pytest.approx(math.log(10), abs=0.3)  # an untrained 10-class model's loss
    # Same seed, same batches, same device: where the data sits does not change the arithmetic.
    assert measured[0].losses == pytest.approx(measured[1].losses, rel=1e-4)
    plain = list(compare(variants[:1], [8], seconds_per_point=0.0))
    assert plain[0].losses == ()


def test_a_comparison_labels_its_series_and_restores_threads():
    from dashboard.experiments.plan import Variant
    from dashboard.experiments.sweep import compare

    before = torch.get_num_threads()
    variants = [Variant("1 thread", CONFIG.__class__(**{**CONFIG.to_dict(), "threads": 1})),
                Variant("fused", CONFIG)]
    measured = list(compare(variants, [8], seconds_per_point=0.0))
    assert [p.series for p in measured] == ["1 thread", "fused"]
    assert torch.get_num_threads() == before


FREED_MEMORY_SCRIPT = """
import json
from dashboard.experiments.sweep import ThroughputProbe
from dashboard.training.config import TrainConfig

probe = ThroughputProbe(TrainConfig(model="simple-cnn", dataset="shapes", train_size=512, val_size=64,
                                    allow_download=False))
# One warm-up and one timed step a point: the optimizer's state and the largest activations are there after the
# first step (measured here: batch 512 was 118 MiB over batch 1 with one step, 130 MiB with six).
peaks = [probe.measure("cpu", "fp32", batch, seconds=0.0, min_steps=1, warmup_steps=1).peak_memory_bytes
         for batch in (1, 512, 1)]
print(json.dumps(peaks))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim hands freed memory back")
def test_cpu_peak_memory_of_a_point_does_not_count_what_a_larger_earlier_point_freed():
    """In a process of its own, as a window is one: a point's peak must not include what an earlier one freed."""
    import json
    import subprocess

    result = subprocess.run([sys.executable, "-c", FREED_MEMORY_SCRIPT], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    first, large, again = json.loads(result.stdout)
    assert large > first + 64 * 2**20
    assert again < first + 32 * 2**20  # without handing memory back, batch 1 "used" nearly batch 512's peak


def test_a_frozen_backbone_trains_fewer_parameters_and_the_reading_says_how_many():
    from dashboard.experiments.plan import Variant
    from dashboard.experiments.reading import reading
    from dashboard.experiments.sweep import compare

    base = replace(CONFIG, model="resnet18", resolution=32)
    variants = [Variant("backbone frozen", replace(base, freeze="frozen")), Variant("full", base)]
    measured = list(compare(variants, [2], seconds_per_point=0.0))
    assert [p.trainable_parameters for p in measured] == [5_130, 11_181_642]  # the 10-class head alone, or all
    summaries = [summarize(name, items) for name, items in group(measured).items()]
    assert "Trainable parameters: backbone frozen 5,130; full 11,181,642." in reading(measured, summaries, [])
