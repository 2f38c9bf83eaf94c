"""The sequence-length sweep's reading: exponents fitted from the points, and a takeaway that says what they say."""

from __future__ import annotations

import re

from dashboard.experiments.length_reading import length_reading, length_takeaway, memory_exponent
from dashboard.experiments.plan import experiment_from_dict, experiment_to_dict
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.presets import preset_experiment
from dashboard.experiments.summary import summarize_experiment
from dashboard.experiments.takeaway import word_count

LENGTHS = (64, 128, 256, 512, 1024)


def _series(label: str, memory, device: str = "cpu", oom_at: int | None = None) -> list[SweepPoint]:
    points = []
    for n in LENGTHS:
        if oom_at is not None and n >= oom_at:
            points.append(SweepPoint(device, "fp32", 4, "oom", label=label, seq_len=n))
            break
        points.append(SweepPoint(device, "fp32", 4, "ok", samples_per_second=1000 / n, peak_memory_bytes=int(memory(n)),
                                 steps=5, label=label, seq_len=n))
    return points


def _exponents_in(text: str) -> list[float]:
    return [float(x) for x in re.findall(r"length\^(\d+\.\d+)", text)]


def test_quadratic_and_linear_growth_are_fitted_and_named() -> None:
    plain = _series("plain attention (cuda:0)", lambda n: 1e4 + 50 * n * n, "cuda:0", oom_at=1024)
    fused = _series("fused attention (cuda:0)", lambda n: 1e6 * n, "cuda:0")
    assert abs(memory_exponent(fused) - 1.0) < 1e-9
    assert 1.6 < memory_exponent(plain) < 2.0
    takeaway = length_takeaway(plain + fused)
    assert word_count(takeaway) <= 30
    assert "roughly quadratic" in takeaway and "roughly linear" in takeaway
    assert _exponents_in(takeaway) == [round(memory_exponent(plain), 1), 1.0]
    details = summarize_experiment(plain + fused).details
    assert "ran out of memory at 1,024 tokens on cuda:0" in details
    assert "On the CPU" not in details


def test_equal_or_noisy_exponents_are_read_as_one_growth() -> None:
    flat = _series("plain attention (cpu)", lambda n: 7e8 + (3e6 if n == 256 else 0))
    also = _series("fused attention (cpu)", lambda n: 8e8 + 1e4 * n)
    takeaway = length_takeaway(flat + also)
    assert "alike" in takeaway and "nearly flat" in takeaway
    assert word_count(takeaway) <= 30
    assert "memory guard" in length_reading(flat + also)


def test_the_preset_sweeps_lengths_at_one_batch_and_survives_a_round_trip() -> None:
    experiment = preset_experiment("attention", ["cpu"], 1.0)
    assert len(experiment.seq_lens) >= 5 and experiment.batch_sizes == (4,)
    assert {v.config.attention for v in experiment.variants} == {"plain", "fused"}
    assert experiment.planned_points == 2 * len(experiment.seq_lens)
    assert experiment_from_dict(experiment_to_dict(experiment)) == experiment


def test_cpu_memory_is_counted_above_the_points_starting_resident_memory() -> None:
    """The runtime's hundreds of MiB would flatten any growth: the fit reads what each point added."""
    points = [SweepPoint("cpu", "fp32", 4, "ok", samples_per_second=10.0, peak_memory_bytes=700 * 2**20 + n * n * 100,
                         base_memory_bytes=700 * 2**20, steps=5, label="plain attention (cpu)", seq_len=n)
              for n in LENGTHS]
    assert abs(memory_exponent(points) - 2.0) < 1e-9


def test_the_kernels_peak_resident_memory_is_reset_and_read(tmp_path) -> None:
    from dashboard.experiments.resident import peak_resident, reset_peak_resident

    (tmp_path / "status").write_text("Name:\tpython\nVmHWM:\t  2048 kB\nVmRSS:\t 1024 kB\n")
    assert peak_resident(tmp_path) == 2048 * 1024
    assert reset_peak_resident(tmp_path) and (tmp_path / "clear_refs").read_text() == "5"
    assert peak_resident(tmp_path / "missing") is None
    assert not reset_peak_resident(tmp_path / "missing")
