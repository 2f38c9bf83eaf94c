"""The GPU's energy as the app reads it: NVML's total-energy counter (`NvmlMeter`, `meter_for("cuda:0")`) around a
few seconds of real matmuls, and a short real training run's energy as the engine reports it (`RunSummary.energy_j`,
the figure `train --json` prints in its summary line)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import torch

from dashboard.hardware.energy import meter_for
from dashboard.training.config import TrainConfig
from dashboard.training.control import RunControl
from dashboard.training.engine import prepare
from dashboard.training.engine import run as run_training
from dashboard.training.events import EpochMetrics, RunSummary

MATMUL_SIZE = 8192
MATMULS_PER_SYNC = 20
WORK_S = 3.0
IDLE_WAIT_S = 1.0
IDLE_MARGIN = 0.1
"""The average under load may not fall below the idle power less 10% (at least 10 W): NVML averages its power."""
LIMIT_MARGIN = 0.05


def power_w(nvml: Any, handle: Any) -> float:
    return nvml.nvmlDeviceGetPowerUsage(handle) / 1000.0


def enforced_limit_w(nvml: Any, handle: Any) -> float:
    return nvml.nvmlDeviceGetEnforcedPowerLimit(handle) / 1000.0


def test_nvml_meter_reads_joules_and_an_average_power_between_idle_and_the_limit(cuda: str, nvml: Any,
                                                                                figures: dict[str, Any]) -> None:
    """`meter_for("cuda:0")` is NVML's GPU 0, as the app assumes (CUDA's order is NVML's on a one-GPU machine)."""
    handle = nvml.nvmlDeviceGetHandleByIndex(0)
    torch.cuda.synchronize()
    time.sleep(IDLE_WAIT_S)
    idle = power_w(nvml, handle)
    limit = enforced_limit_w(nvml, handle)
    dtype = torch.bfloat16 if torch.cuda.is_bf16_supported() else torch.float16
    a = torch.randn(MATMUL_SIZE, MATMUL_SIZE, device=cuda, dtype=dtype)
    b = torch.randn(MATMUL_SIZE, MATMUL_SIZE, device=cuda, dtype=dtype)
    c = torch.matmul(a, b)
    torch.cuda.synchronize()

    def work() -> int:
        done = 0
        ends = time.perf_counter() + WORK_S
        while time.perf_counter() < ends:
            for _ in range(MATMULS_PER_SYNC):
                torch.matmul(a, b, out=c)
            torch.cuda.synchronize()
            done += MATMULS_PER_SYNC
        return done

    meter = meter_for(cuda)
    try:
        matmuls, reading = meter.around(work, time.perf_counter)
    finally:
        meter.close()
    average = reading.average_power_w
    low, high = idle - max(10.0, IDLE_MARGIN * idle), limit * (1 + LIMIT_MARGIN)
    figures.update(meter_source=meter.source, energy_j=reading.joules, seconds=reading.seconds,
                   average_power_w=average, idle_power_w=idle, enforced_power_limit_w=limit,
                   lower_bound_w=low, upper_bound_w=high,
                   matmul_tflops=2 * MATMUL_SIZE**3 * matmuls / reading.seconds / 1e12)
    assert reading.joules is not None, f"the meter read nothing: {reading.reason}"
    assert reading.joules > 0, f"{reading.joules} J over {reading.seconds:.2f} s of matmuls"
    assert average is not None and low <= average <= high, (
        f"average power {average} W ({reading.joules:,.0f} J / {reading.seconds:.2f} s) outside {low:.0f}-{high:.0f} W "
        f"(idle {idle:.0f} W, enforced limit {limit:.0f} W)")


def test_a_short_training_run_on_the_gpu_reports_the_energy_it_used(cuda: str, nvml: Any, data_dir: Path,
                                                                    figures: dict[str, Any]) -> None:
    """simple-cnn on the built-in shapes for 200 steps (two epochs of 100): each epoch and the summary carry joules."""
    config = TrainConfig.for_model("simple-cnn", device=cuda, allow_download=False, train_size=6400,
                                   val_size=512).with_length("steps", 200)
    events = list(run_training(prepare(config), RunControl()))
    summary = events[-1]
    assert isinstance(summary, RunSummary), f"the run ended without a summary: {events[-1]}"
    epochs = [event for event in events if isinstance(event, EpochMetrics)]
    limit = enforced_limit_w(nvml, nvml.nvmlDeviceGetHandleByIndex(0))
    figures.update(status=summary.status, steps=summary.steps, elapsed_s=summary.elapsed_seconds,
                   energy_j=summary.energy_j, average_power_w=summary.average_power_w,
                   peak_power_w=summary.peak_power_w, samples_per_joule=summary.samples_per_joule,
                   epoch_energy_j=[epoch.energy_j for epoch in epochs], energy_note=summary.energy_note,
                   enforced_power_limit_w=limit)
    assert summary.status == "completed", f"the run ended {summary.status}: {summary.message}"
    assert summary.energy_j is not None, f"the run reports no energy: {summary.energy_note!r}"
    assert summary.energy_j > 0, f"the run reports {summary.energy_j} J over {summary.elapsed_seconds:.2f} s"
    assert epochs and all(epoch.energy_j and epoch.energy_j > 0 for epoch in epochs), (
        f"epochs' energy {[(epoch.energy_j, epoch.energy_note) for epoch in epochs]}")
    assert summary.average_power_w is not None and 0 < summary.average_power_w <= limit * (1 + LIMIT_MARGIN), (
        f"average power {summary.average_power_w} W against an enforced limit of {limit:.0f} W")
