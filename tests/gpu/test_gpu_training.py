"""Training on the real GPU: every lab model learns in fp32, fp16 and bf16 through the app's own engine, fp16's
gradient scaler skips an overflowing step, and the memory estimate matches `torch.cuda.max_memory_allocated`.

Runs in-process (no `python -m dashboard` start-up per run): the engine is what `train` runs. Budget on an H200:
about 35 s for the 21 training runs, 2 s for the scaler, 45 s for the 18 memory points (measured in one process
of their own) and the four traced estimates.
"""

from __future__ import annotations

import json
import math
import os
import statistics
import subprocess
import sys
from pathlib import Path

import pytest
import torch
from torch import nn

from dashboard.advisor.memory import estimate_memory, library_workspace_bytes
from dashboard.advisor.profile import profile_model
from dashboard.advisor.step_timing import CLASSES, RESOLUTION
from dashboard.training.choices import MODEL_NAMES, PRECISIONS, spec_for
from dashboard.training.config import TrainConfig
from dashboard.training.dataset_bundle import DatasetBundle
from dashboard.training.datasets import load_dataset
from dashboard.training.engine import prepare, run
from dashboard.training.events import RunInfo, RunSummary, StepMetrics
from dashboard.training.step import Precision, train_step
from tests.gpu.conftest import LOGS_ENV, Figures, json_lines

MIB = 2**20

STEPS = 40
BATCH = 64
EDGE = 5
"""Losses averaged at each end of a run: one step's loss is noisy (resnet18's second step often jumps up)."""
MOST_LAST_OVER_FIRST = 0.95
"""The last steps' mean loss must be at most 95% of the first steps' (on the H200 in bf16 the runs ended at 36-72%
of where they began; vgg16 at Adam 1e-4 at about 91% on a CPU)."""

LEARNING_RATES = {"vgg16": 1e-4}
"""vgg16 trains offline from random weights (no batch norm, 138 M parameters): at Adam's 1e-3, the rate `train`
uses, its loss jumped to 36.9 at step 2 on the H200 and then sat at ln 10 = 2.30 (docs/gpu-validation.md). At 1e-4
it learns, slowly: on the H200 (2026-11-28, `make gpu-check`) its last 5 of 40 steps averaged 95-96% of its first 5
in fp16 and bf16, the loss falling from step 25 on, so it trains for STEPS_OF["vgg16"] steps. Every other model
keeps 1e-3 and 40 steps."""
STEPS_OF = {"vgg16": 120}


# ---------------------------------------------------------------- every lab model learns


@pytest.fixture(scope="module")
def bundles() -> dict[tuple[str, int | None, int | None], DatasetBundle]:
    """Data loaded once per input format (shapes at 28 px in 3 or 1 channels, at 64 px; Python text), shared by the
    runs: 40 batches of 64, so every step sees new samples, and one validation batch."""
    return {}


def _bundle(cache: dict[tuple[str, int | None, int | None], DatasetBundle], config: TrainConfig) -> DatasetBundle:
    spec = spec_for(config.model)
    key = (config.dataset, spec.default_channels, spec.default_resolution)
    if key not in cache:
        cache[key] = load_dataset(config.dataset, channels=spec.default_channels,
                                  resolution=config.resolution or spec.default_resolution, seed=config.seed,
                                  train_size=config.train_size, val_size=config.val_size, seq_len=config.seq_len,
                                  allow_download=False)
    return cache[key]


@pytest.mark.parametrize("precision", PRECISIONS)
@pytest.mark.parametrize("model", MODEL_NAMES)
def test_every_lab_model_learns_with_a_finite_loss_in_each_precision(
        model: str, precision: str, cuda: str, bundles: dict, figures: Figures) -> None:
    """`train --offline --steps 40 --batch-size 64` as the engine runs it: no NaN, and the loss falls."""
    length = STEPS_OF.get(model, STEPS)
    config = TrainConfig.for_model(model, device=cuda, precision=precision, batch_size=BATCH,
                                   learning_rate=LEARNING_RATES.get(model, 1e-3), train_size=BATCH * length,
                                   val_size=BATCH, allow_download=False).with_length("steps", length)
    prepared = prepare(config, bundle=_bundle(bundles, config))
    events = list(run(prepared))
    info = next(e for e in events if isinstance(e, RunInfo))
    steps = [e for e in events if isinstance(e, StepMetrics)]
    summary = events[-1]
    assert isinstance(summary, RunSummary), f"the run ended without a summary: {events[-1]!r}"
    losses = [s.loss for s in steps]
    first, last = statistics.fmean(losses[:EDGE]), statistics.fmean(losses[-EDGE:])
    steady = [s.steady_samples_per_second for s in steps if s.steady_samples_per_second]
    peaks = [s.memory_peak_bytes for s in steps if s.memory_peak_bytes is not None]
    figures.update(first_loss=losses[0] if losses else None, last_loss=losses[-1] if losses else None,
                   first_5_mean_loss=first if losses else None, last_5_mean_loss=last if losses else None,
                   steady_steps_per_s=steady[-1] / BATCH if steady else None,
                   peak_memory_mib=max(peaks) / MIB if peaks else None, status=summary.status,
                   device_name=info.device_name, pretrained=info.pretrained)
    assert summary.status == "completed", f"{model} {precision}: {summary.status}: {summary.message}"
    assert len(losses) == length, f"{model} {precision}: {len(losses)} step reports for {length} steps"
    assert all(math.isfinite(loss) for loss in losses), f"{model} {precision}: losses {losses}"
    assert last <= MOST_LAST_OVER_FIRST * first, (
        f"{model} {precision} did not learn: mean loss of the last {EDGE} steps {last:.3f} against {first:.3f} for "
        f"the first {EDGE} ({last / first:.0%}; at most {MOST_LAST_OVER_FIRST:.0%} wanted); losses {losses}")
    assert peaks and max(peaks) > 0, f"{model} {precision}: no CUDA memory peak reported ({peaks})"


# ---------------------------------------------------------------- fp16's gradient scaler


def _small_model(device: str) -> nn.Module:
    torch.manual_seed(0)
    return nn.Sequential(nn.Flatten(), nn.Linear(3 * 16 * 16, 64), nn.ReLU(), nn.Linear(64, 10)).to(device)


def _batch(device: str) -> tuple[torch.Tensor, torch.Tensor]:
    generator = torch.Generator().manual_seed(1)
    inputs = torch.rand(32, 3, 16, 16, generator=generator)
    targets = torch.randint(0, 10, (32,), generator=generator)
    return inputs.to(device), targets.to(device)


def test_fp16_steps_keep_a_gradient_scale_on_the_gpu_and_skip_a_step_whose_gradients_overflow(
        cuda: str, figures: Figures) -> None:
    """An inf gradient must not reach the weights: GradScaler skips the optimizer step and halves its scale."""
    precision = Precision.of("fp16")
    scaler = precision.scaler
    assert scaler is not None and scaler.is_enabled(), "fp16 must come with an enabled GradScaler"
    assert precision.autocast_dtype is torch.float16
    model = _small_model(cuda)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    inputs, targets = _batch(cuda)
    for _ in range(3):
        loss, _ = train_step(model, optimizer, precision, inputs, targets)
    torch.cuda.synchronize()
    # GradScaler keeps its scale on the device, so that stepping never waits for the GPU (a private attribute:
    # get_scale() reads it back as a float).
    scale_tensor = scaler._scale
    assert isinstance(scale_tensor, torch.Tensor) and scale_tensor.device.type == "cuda", (
        f"the scale should be a CUDA tensor after steps, got {scale_tensor!r}")
    assert math.isfinite(loss.item())
    scale_before = scaler.get_scale()
    weights_before = [p.detach().clone() for p in model.parameters()]
    first_weight = next(model.parameters())
    handle = first_weight.register_hook(lambda grad: grad * float("inf"))
    try:
        train_step(model, optimizer, precision, inputs, targets)
    finally:
        handle.remove()
    torch.cuda.synchronize()
    scale_after = scaler.get_scale()
    changed = [i for i, (p, old) in enumerate(zip(model.parameters(), weights_before, strict=True))
               if not torch.equal(p.detach(), old)]
    figures.update(scale_before_overflow=scale_before, scale_after_overflow=scale_after)
    assert not changed, f"the overflowing step changed parameters {changed}: it should have been skipped"
    assert scale_after == pytest.approx(scale_before * scaler.get_backoff_factor()), (
        f"the scale went from {scale_before} to {scale_after}; halving wanted")
    train_step(model, optimizer, precision, inputs, targets)  # and a normal step after it does update the weights
    torch.cuda.synchronize()
    assert not torch.equal(first_weight.detach(), weights_before[0]), "a finite step after the skip changed nothing"


def test_bf16_and_fp32_steps_have_no_gradient_scaler(cuda: str) -> None:
    bf16, fp32 = Precision.of("bf16"), Precision.of("fp32")
    assert bf16.scaler is None and bf16.autocast_dtype is torch.bfloat16
    assert fp32.scaler is None and fp32.autocast_dtype is None
    model = _small_model(cuda)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    inputs, targets = _batch(cuda)
    for precision in (bf16, fp32):
        loss, _ = train_step(model, optimizer, precision, inputs, targets)
        assert math.isfinite(loss.item()), f"{precision}: loss {loss.item()}"


# ---------------------------------------------------------------- the memory estimate against the allocator

MEMORY_MODELS = ("resnet18", "vgg16")
MEMORY_BATCHES = (8, 32, 128)
MEMORY_TOLERANCE = 0.05

_MEASURE_STEPS = """
import json, sys
import torch
from dashboard.advisor.step_timing import Point, measure
device = torch.device(sys.argv[1])
for model, precision, batch in json.loads(sys.argv[2]):
    found = measure(Point(model, batch, precision, optimizer="sgd"), device, chunk_seconds=0.02)
    print(json.dumps({"model": model, "precision": precision, "batch": batch, "ok": found.ok, "error": found.error,
                      "peak_allocated_bytes": found.peak_allocated_bytes}), flush=True)
"""
"""dashboard.advisor.step_timing's own measurement, in a fresh process as the calibration ran: in this one, cuBLAS
workspaces of other threads and streams (never freed by empty_cache) and tensors other tests keep would count in
`max_memory_allocated` too. Its timed chunks are kept short: the peak does not depend on their length."""


@pytest.fixture(scope="module")
def measured_peaks(cuda: str, tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str, int], dict]:
    """Every (model, precision, batch) of the memory tests measured once, in one process (about 35 s on an H200)."""
    plan = [(model, precision, batch) for model in MEMORY_MODELS for precision in PRECISIONS
            for batch in MEMORY_BATCHES]
    work = tmp_path_factory.mktemp("step-timing")  # outside the checkout, so the installed app is imported
    done = subprocess.run([sys.executable, "-c", _MEASURE_STEPS, cuda, json.dumps(plan)], cwd=work,
                          capture_output=True, text=True, timeout=200)
    logs = Path(os.environ.get(LOGS_ENV) or work)
    logs.mkdir(parents=True, exist_ok=True)
    (logs / "memory-steps.out").write_text(done.stdout)
    (logs / "memory-steps.err").write_text(f"exit {done.returncode}\n{done.stderr}")
    assert done.returncode == 0, f"measuring the steps exited {done.returncode}:\n{done.stderr[-3000:]}"
    return {(r["model"], r["precision"], r["batch"]): r for r in json_lines(done.stdout)}


@pytest.mark.parametrize("precision", PRECISIONS)
@pytest.mark.parametrize("model", MEMORY_MODELS)
def test_the_memory_estimate_is_within_5_percent_of_the_allocated_peak_of_steps_on_this_gpu(
        model: str, precision: str, cuda: str, measured_peaks: dict, figures: Figures) -> None:
    """Measured as docs/calibration/h100-steps-2026-11-26.json was (dashboard.advisor.step_timing: 224 px, 1,000
    classes, SGD with momentum, cuDNN's autotuner, TF32 convolutions, the peak over the timed steps), against the
    estimate for this GPU's compute capability (cuBLASLt's workspaces from Hopper on), as `advise` makes the GPU's
    row."""
    major, minor = torch.cuda.get_device_capability(cuda)
    capability = f"{major}.{minor}"
    profile = profile_model(model, precision=precision, resolution=RESOLUTION, num_classes=CLASSES)
    pairs: dict[int, tuple[int, int]] = {}
    failures = []
    for batch in MEMORY_BATCHES:
        found = measured_peaks.get((model, precision, batch))
        assert found is not None and found["ok"] and found["peak_allocated_bytes"] > 0, (
            f"{model} {precision} batch {batch} could not be measured: {found and found['error']}")
        measured = found["peak_allocated_bytes"]
        estimate = estimate_memory(profile, batch, "sgd", "cuda", capability).peak_bytes
        pairs[batch] = (measured, estimate)
        error = estimate / measured - 1
        figures[f"batch_{batch}_measured_mib"] = measured / MIB
        figures[f"batch_{batch}_estimate_mib"] = estimate / MIB
        figures[f"batch_{batch}_error_percent"] = 100 * error
        if abs(error) > MEMORY_TOLERANCE:
            failures.append(f"batch {batch}: estimate {estimate / MIB:,.1f} MiB, measured {measured / MIB:,.1f} MiB "
                            f"({error:+.1%})")
    figures.update(compute_capability=capability,
                   library_workspaces_mib=library_workspace_bytes("cuda", capability) / MIB)
    assert not failures, (f"{model} {precision} on {torch.cuda.get_device_name(cuda)} (capability {capability}): "
                          f"estimate off by more than {MEMORY_TOLERANCE:.0%}: {'; '.join(failures)}; all pairs "
                          f"(measured, estimate) bytes: {pairs}")
