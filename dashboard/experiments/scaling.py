"""Scaling with devices: the same per-process batch trained by 1, 2, 4... data-parallel processes.

A point here is not the sweep's in-process probe but a real training run, `dl-dashboard train` (launched by torchrun
when there are several processes), stopped once its steps after warm-up have run for the point's time: gradients
are averaged across processes only in a real DistributedDataParallel run. Every series of such a comparison is
measured this way, one process included, so the series differ in the number of processes alone. The runs are
recorded in a scratch folder that is deleted afterwards: they are measurements, not runs to keep.
"""

from __future__ import annotations

import dataclasses
import os
import tempfile
from collections.abc import Sequence

from dashboard.errors import UserError
from dashboard.experiments.noise import step_spread
from dashboard.experiments.plan import Plan, Variant, doubling_counts
from dashboard.experiments.points import SweepPoint
from dashboard.text import QT_TRANSLATE_NOOP
from dashboard.training.child import ChildRun
from dashboard.training.config import MAX_LENGTH, TrainConfig
from dashboard.training.control import RunControl
from dashboard.training.events import RunSummary, StepMetrics

WARMUP_STEPS = 5
"""Steps left out before timing: process groups, allocators and caches settle in the first few."""
MIN_TIMED_STEPS = 3
BATCH_SIZES = [32, 128]
"""Per process: a small batch, where the all-reduce weighs most against the step, and a larger one."""
ENERGY_NOTE = QT_TRANSLATE_NOOP("Experiments", "energy is not read for points measured as training runs")
"""In English in the points, as the energy meters' own reasons are (the window says it with ``shown_energy_note``)."""


class Cancelled(Exception):
    """The comparison was stopped while a point was being measured."""


def scaling_plan(base: TrainConfig, devices: Sequence[str]) -> Plan:
    """One series per number of processes: one per GPU where there are several, else CPU processes that share
    the cores (1 process of all the threads, 2 of half each...), which this machine can run and label honestly."""
    gpus = [device for device in devices if device.startswith("cuda")]
    if len(gpus) > 1:
        variants = [Variant(f"{n} GPU{'s' if n > 1 else ''}", dataclasses.replace(base, device=gpus[0], processes=n))
                    for n in doubling_counts(len(gpus))]
        return Plan(variants, BATCH_SIZES)
    cores = os.cpu_count() or 1
    variants = [Variant(f"{n} process{'es' if n > 1 else ''} x {cores // n} thread{'s' if cores // n > 1 else ''}",
                        dataclasses.replace(base, device="cpu", processes=n, threads=cores // n))
                for n in doubling_counts(cores)]
    note = QT_TRANSLATE_NOOP("Experiments", "fewer than two GPUs here: CPU processes share this machine's cores, "
                                            "so the series split the same cores differently and show what averaging "
                                            "gradients costs, not what more devices gain") if cores > 1 else \
        QT_TRANSLATE_NOOP("Experiments", "this machine has one logical core and fewer than two GPUs: there is "
                                         "nothing to scale")
    return Plan(variants, BATCH_SIZES, note)


def measure_in_processes(config: TrainConfig, batch_size: int, seconds: float, control: RunControl) -> SweepPoint:
    """One point: train ``config`` at ``batch_size`` per process until its steps after warm-up have run for
    ``seconds`` (and at least a few), then stop it. Raises Cancelled when ``control`` stops first."""
    run = dataclasses.replace(config, batch_size=batch_size, data_on_device=True, val_size=64,
                              warmup_steps=WARMUP_STEPS, report_every=1).with_length("steps", MAX_LENGTH)
    point = SweepPoint(config.device, config.precision, batch_size, "ok", processes=config.processes,
                       energy_note=ENERGY_NOTE)
    steady: list[StepMetrics] = []
    summary: RunSummary | None = None
    with tempfile.TemporaryDirectory(prefix="dl-dashboard-scaling-") as scratch:
        child = ChildRun(run, environment={"DL_DASHBOARD_DATA_DIR": scratch})
        try:
            for event in child:
                if isinstance(event, StepMetrics) and not event.warmup:
                    steady.append(event)
                elif isinstance(event, RunSummary):
                    summary = event
                timed = sum(step.step_seconds for step in steady)
                if control.stopped or (timed >= seconds and len(steady) >= MIN_TIMED_STEPS):
                    child.control.stop()
        except UserError as err:
            return dataclasses.replace(point, status="error", message=str(err))
    if control.stopped:
        raise Cancelled
    if summary is not None and summary.status in ("oom", "error", "nan", "failed") or len(steady) < MIN_TIMED_STEPS:
        status = "oom" if summary is not None and summary.status == "oom" else "error"
        return dataclasses.replace(point, status=status, message=summary.message if summary else "no steps measured")
    return _point_of(point, steady)


def _point_of(point: SweepPoint, steady: Sequence[StepMetrics]) -> SweepPoint:
    """The point's figures from the run's steady steps: throughput of all processes together, the mean step, the
    all-reduce's share of it and the peak memory of one process."""
    seconds = sum(step.step_seconds for step in steady)
    waits = [step.communication_seconds for step in steady if step.communication_seconds is not None]
    memory = [step.memory_peak_bytes if step.memory_peak_bytes is not None else step.process_rss_bytes
              for step in steady]
    return dataclasses.replace(
        point, samples_per_second=len(steady) * point.batch_size * point.processes / seconds,
        step_seconds=seconds / len(steady), steps=len(steady), peak_memory_bytes=max(memory),
        step_spread=step_spread([step.step_seconds for step in steady]),
        communication_share=sum(waits) / seconds if waits else None)
