"""A synthetic training run of any length, in the engine's own events and record format, for the window's benchmarks
and tests of long runs: no torch, no data set, a 200,000-step run written in seconds.

The run looks like a real one an hour long: warm-up steps without a speed, a loss that falls with noise and the odd
spike, a validation point per epoch, one pause (a gap in every curve) and a summary at the end.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Iterator
from pathlib import Path

from dashboard.training.config import TrainConfig
from dashboard.training.events import EpochMetrics, Event, RunInfo, RunSummary, StepMetrics
from dashboard.training.runs import RunWriter

T0 = 1_700_000_000.0
"""Wall-clock time the synthetic run starts."""
HOUR_STEPS = 200_000
"""About as many steps as a small model on a fast device reports in an hour (55 a second)."""
STEP_S = 3600.0 / HOUR_STEPS
BATCH = 64
GIB = 1024**3


def synthetic_events(steps: int, steps_per_epoch: int = 2000, seed: int = 0, pause_s: float = 30.0,
                     warmup_steps: int = 5, device: str = "cpu") -> Iterator[Event]:
    """RunInfo, then ``steps`` StepMetrics (an EpochMetrics after each epoch, a pause of ``pause_s`` halfway),
    then a RunSummary: what the engine yields for a run of that length, 18 ms a step."""
    rng = random.Random(seed)
    accelerated = device != "cpu"
    yield RunInfo(model="simple-cnn", parameters=422_218, trainable_parameters=422_218, flops_per_sample=2_000_000,
                  pretrained=False, note="", dataset="shapes (synthetic)", train_samples=steps_per_epoch * BATCH,
                  val_samples=1000, steps_per_epoch=steps_per_epoch, steps_total=steps, device=device,
                  device_name="synthetic device", device_memory_total_bytes=16 * GIB, precision="fp32",
                  batch_size=BATCH, timestamp=T0)
    paused_at = steps // 2
    wall = elapsed = 0.0
    loss = 2.3
    for n in range(1, steps + 1):
        step_s = STEP_S * (1.0 + 0.1 * rng.random())
        elapsed += step_s
        wall += step_s + (pause_s if n == paused_at + 1 else 0.0)
        decay = 2.3 * math.exp(-n / max(steps / 4, 1.0)) + 0.1
        loss = decay * (1.0 + 0.2 * (rng.random() - 0.5)) * (5.0 if rng.random() < 1e-4 else 1.0)  # rare spikes
        warmup = n <= warmup_steps
        speed = BATCH / step_s
        yield StepMetrics(
            step=n, epoch=(n - 1) // steps_per_epoch + 1, steps_total=steps, loss=loss,
            accuracy=min(0.99, 1.0 - decay / 2.4), samples_per_second=speed,
            steady_samples_per_second=None if warmup else BATCH / STEP_S, step_seconds=step_s,
            data_seconds=step_s * 0.2, compute_seconds=step_s * 0.8,
            memory_allocated_bytes=GIB + n % 1000 * 1024 if accelerated else None,
            memory_reserved_bytes=2 * GIB if accelerated else None, memory_peak_bytes=2 * GIB if accelerated else None,
            process_rss_bytes=int(1.5 * GIB) + 4096 * (n % 500), elapsed_seconds=elapsed,
            eta_seconds=(steps - n) * STEP_S, warmup=warmup, timestamp=T0 + wall)
        if n % steps_per_epoch == 0:
            yield EpochMetrics(epoch=n // steps_per_epoch, step=n, train_loss=loss, train_accuracy=0.9,
                               val_loss=decay * 1.1, val_accuracy=min(0.99, 1.0 - decay / 2.2), epoch_seconds=36.0,
                               val_seconds=1.0, timestamp=T0 + wall)
    yield RunSummary(status="completed", message=f"Finished {steps} synthetic steps", steps=steps, final_loss=loss,
                     val_loss=None, val_accuracy=None, samples_per_second=BATCH / STEP_S, elapsed_seconds=elapsed)


def write_synthetic_run(root: Path, steps: int, steps_per_epoch: int = 2000, seed: int = 0, pause_s: float = 30.0,
                        device: str = "cpu", config: TrainConfig | None = None) -> Path:
    """A run folder under ``root`` (config.json and metrics.jsonl, as a RecordedRun writes them) holding
    ``synthetic_events`` of ``steps`` steps; returns its path. ``config`` is the settings it says it ran with
    (simple-cnn on shapes by default): tests of what the window does with saved runs need no training."""
    config = (config or TrainConfig(model="simple-cnn", dataset="shapes")).with_length("steps", steps)
    extra = {"versions": {"python": "synthetic"}, "hardware": {"device": "cpu", "note": "synthetic run"}}
    with RunWriter(config, root, extra=extra) as writer:
        for event in synthetic_events(steps, steps_per_epoch, seed, pause_s, device=device):
            writer.append_event(event)
            if isinstance(event, RunInfo):
                writer.update_config(model=dataclasses.asdict(event))
            elif isinstance(event, RunSummary):
                writer.update_config(status=event.status, message=event.message)
    return writer.path
