"""Energy counters around a piece of work: RAPL through a fake powercap tree, NVML through its double, and the
reasons given where none can be read."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from dashboard.experiments.inference import WARMUP_RUNS, point
from dashboard.hardware.energy import EnergyMeter, EnergyReading, NoMeter, NvmlMeter, RaplMeter, meter_for
from tests.fakes.nvml import FakeNvml, two_gpu_machine

RANGE_UJ = 262_143_328_850


def powercap(root: Path, packages: dict[int, int]) -> Path:
    """A /sys/class/powercap with one ``intel-rapl:N`` zone per package (and a core sub-zone to be left out)."""
    for index, energy_uj in packages.items():
        zone = root / f"intel-rapl:{index}"
        (zone / f"intel-rapl:{index}:0").mkdir(parents=True)
        (zone / "energy_uj").write_text(f"{energy_uj}\n")
        (zone / "max_energy_range_uj").write_text(f"{RANGE_UJ}\n")
        (zone / f"intel-rapl:{index}:0" / "energy_uj").write_text("999999999\n")
    (root / "intel-rapl:0:0").symlink_to(root / "intel-rapl:0" / "intel-rapl:0:0")  # as sysfs lists sub-zones
    return root


def seconds(step: float = 2.0):
    ticks = itertools.count(0.0, step)
    return lambda: next(ticks)


def test_rapl_sums_the_packages_over_the_work(tmp_path):
    root = powercap(tmp_path, {0: 5_000_000, 1: 7_000_000})
    meter = RaplMeter(root)
    assert meter.read() == pytest.approx(12.0)

    def work():
        (root / "intel-rapl:0" / "energy_uj").write_text("15000000\n")  # +10 J
        (root / "intel-rapl:1" / "energy_uj").write_text("12000000\n")  # +5 J
        return "done"

    result, energy = meter.around(work, seconds())
    assert result == "done" and energy.joules == pytest.approx(15.0) and energy.reason == ""
    assert energy.average_power_w == pytest.approx(7.5) and energy.per_sample(30) == pytest.approx(2.0)


def test_a_counter_that_wrapped_is_unwrapped(tmp_path):
    root = powercap(tmp_path, {0: RANGE_UJ - 1_000_000})
    meter = RaplMeter(root)

    def work():
        (root / "intel-rapl:0" / "energy_uj").write_text("2000000\n")

    _, energy = meter.around(work, seconds())
    assert energy.joules == pytest.approx(3.0)


def test_without_rapl_the_reason_is_said(tmp_path, monkeypatch):
    missing = RaplMeter(tmp_path / "nowhere")
    assert missing.read() is None and "virtual machine" in missing.reason
    assert "no RAPL package zone" in RaplMeter(tmp_path).reason
    root = powercap(tmp_path / "cap", {0: 1})
    real_read = Path.read_text

    def root_only(path, *args, **kwargs):
        if path.name == "energy_uj":
            raise PermissionError(13, "Permission denied")
        return real_read(path, *args, **kwargs)

    monkeypatch.setattr(Path, "read_text", root_only)
    meter = RaplMeter(root)
    _, energy = meter.around(lambda: None, seconds())
    assert energy.joules is None and "readable by root only" in energy.reason


def test_nvml_reads_the_gpus_total_energy_counter():
    nvml = two_gpu_machine()
    meter = meter_for("cuda:0", nvml=nvml)
    assert isinstance(meter, NvmlMeter)
    start = nvml.gpus[0].energy_mj

    def work():
        nvml.gpus[0].energy_mj = start + 2_500  # 2.5 J

    _, energy = meter.around(work, seconds(0.5))
    assert energy.joules == pytest.approx(2.5) and energy.average_power_w == pytest.approx(5.0)
    meter.close()
    assert nvml.shutdown_calls == 1 and meter.read() is None


def test_a_gpu_without_an_energy_counter_or_without_nvml_says_so():
    nvml = two_gpu_machine()
    nvml.gpus[1].energy_mj = None  # NVMLError_NotSupported, as before Volta
    _, energy = NvmlMeter(1, nvml).around(lambda: None, seconds())
    assert energy.joules is None and "Volta and newer" in energy.reason
    broken = FakeNvml(init_error=RuntimeError("NVML Shared Library Not Found"))
    assert "NVML could not start" in NvmlMeter(0, broken).reason
    assert "no energy counter is read for mps" in meter_for("mps").reason
    assert isinstance(meter_for("mps"), NoMeter)


def test_an_inference_point_counts_the_warm_up_in_its_samples_per_joule():
    measured = point("pytorch", 4, [0.01] * 10, EnergyReading(13.0, 2.0))
    assert measured.energy_j == 13.0 and measured.average_power_w == pytest.approx(6.5)
    assert measured.samples_per_joule == pytest.approx(4 * (10 + WARMUP_RUNS) / 13.0)
    unmeasured = point("pytorch", 4, [0.01] * 10, EnergyReading(None, 2.0, "no counter"))
    assert unmeasured.samples_per_joule is None and unmeasured.energy_note == "no counter"


class CountingMeter(EnergyMeter):
    """Twelve joules between any two readings."""

    def __init__(self) -> None:
        super().__init__()
        self.readings = itertools.count(100.0, 12.0)

    def read(self) -> float | None:
        return next(self.readings)


def test_a_sweep_point_reads_the_energy_of_its_timed_steps(monkeypatch):
    from dashboard.experiments import sweep
    from dashboard.training.config import TrainConfig

    monkeypatch.setattr(sweep, "meter_for", lambda device, **_: CountingMeter())
    probe = sweep.ThroughputProbe(TrainConfig(model="simple-cnn", dataset="shapes", train_size=64, val_size=16))
    measured = probe.measure("cpu", "fp32", 8, seconds=0.0)
    assert measured.energy_j == pytest.approx(12.0) and measured.energy_note == ""
    assert measured.samples_per_joule == pytest.approx(measured.steps * 8 / 12.0)
    assert measured.average_power_w == pytest.approx(12.0 / (measured.step_seconds * measured.steps))
    monkeypatch.setattr(sweep, "meter_for", lambda device, **_: NoMeter("no counter here"))
    unmeasured = probe.measure("cpu", "fp32", 8, seconds=0.0)
    assert unmeasured.energy_j is None and unmeasured.energy_note == "no counter here"


class FiftyWatts(EnergyMeter):
    """A counter that gains 50 J every second of wall-clock time."""

    def read(self) -> float | None:
        import time

        return 50.0 * time.perf_counter()


def test_a_training_run_reports_each_epochs_energy_and_its_samples_per_joule(monkeypatch):
    from dashboard.training import run_energy
    from dashboard.training.config import TrainConfig
    from dashboard.training.engine import prepare, run
    from dashboard.training.events import EpochMetrics, RunSummary

    config = TrainConfig(batch_size=64, steps=16, train_size=512, val_size=64, epochs=None, allow_download=False)
    monkeypatch.setattr(run_energy, "meter_for", lambda device, **_: FiftyWatts())
    monkeypatch.setattr(run_energy, "PEAK_WINDOW_S", 0.0)  # every report: this run lasts about a second
    events = list(run(prepare(config)))
    epochs = [e for e in events if isinstance(e, EpochMetrics)]
    assert len(epochs) == 2
    for epoch in epochs:  # the whole epoch, validation included, at 50 W
        assert epoch.energy_j == pytest.approx(50 * epoch.epoch_seconds, rel=0.2) and not epoch.energy_note
    summary = events[-1]
    assert isinstance(summary, RunSummary) and summary.average_power_w == pytest.approx(50, rel=0.2)
    assert summary.energy_j == pytest.approx(sum(e.energy_j for e in epochs))
    assert summary.samples_per_joule == pytest.approx(16 * 64 / summary.energy_j)
    assert summary.peak_power_w == pytest.approx(50, rel=0.01)
    monkeypatch.setattr(run_energy, "meter_for", lambda device, **_: NoMeter("no counter on this test machine"))
    unmeasured = list(run(prepare(config.with_length("steps", 2))))
    assert unmeasured[-2].energy_j is None and unmeasured[-2].energy_note == "no counter on this test machine"
    assert unmeasured[-1].energy_j is None and unmeasured[-1].energy_note == "no counter on this test machine"


def test_a_cuda_device_reads_the_counter_of_the_gpu_with_its_uuid_not_nvmls_gpu_of_the_same_number():
    """CUDA numbers GPUs fastest first, NVML by PCI bus: on this machine cuda:0 is the A100, NVML's GPU 1."""
    nvml = two_gpu_machine()
    a100 = nvml.gpus[1]
    a100.energy_mj = start = 5_000_000
    nvml.gpus[0].energy_mj = 1_000_000
    meter = meter_for("cuda:0", nvml=nvml, uuid=str(a100.uuid).removeprefix("GPU-"))

    def work():
        a100.energy_mj = start + 4_000
        nvml.gpus[0].energy_mj += 99_000

    _, energy = meter.around(work, seconds(1.0))
    assert energy.joules == pytest.approx(4.0)
    unknown = meter_for("cuda:1", nvml=nvml, uuid="ffffffff-0000-0000-0000-000000000000")
    assert unknown.read() == pytest.approx(nvml.gpus[1].energy_mj / 1000)  # no GPU has it: NVML's GPU of that number
