"""`dl-dashboard bench engine`: the training engine (with its run recording) against a plain PyTorch loop."""

from __future__ import annotations

import time

from dashboard.errors import UserError
from dashboard.selfbench import SelfBenchResult
from dashboard.training.config import TrainConfig


def bench_engine(steps: int = 300, repeats: int = 5, model: str = "simple-cnn",
                 batch_size: int = 64) -> SelfBenchResult:
    """The engine (with its run recording) against a plain PyTorch loop: same model, data, seed and steps.

    Both are timed the same way: wall clock from the end of the warm-up steps to the last step, less the engine's
    epoch-end validation (training speed is compared, and the plain loop does not validate). Runs alternate so that
    drift in the machine's speed hits both alike; the best of each is compared.
    """
    import tempfile
    from pathlib import Path

    import torch

    from dashboard.training.control import RunControl
    from dashboard.training.events import EpochMetrics, StepMetrics
    from dashboard.training.session import RecordedRun

    # A small validation split keeps the engine's epoch-end validation (which the plain loop lacks) near zero; its
    # measured time is subtracted as well.
    config = TrainConfig(model=model, dataset="shapes", device="cpu", batch_size=batch_size, steps=steps,
                         epochs=None, allow_download=False, val_size=64)
    if steps <= config.warmup_steps:
        raise UserError(f"the engine benchmark needs more steps than its {config.warmup_steps} warm-up steps, "
                        f"got {steps}")
    plain_rates, engine_rates = [], []
    with tempfile.TemporaryDirectory() as root:
        for _ in range(repeats):
            plain_rates.append(_plain_loop_rate(config, steps))
            recorded = RecordedRun(config, RunControl(), root=Path(root))
            started: float | None = None
            ended: float | None = None
            validation = 0.0  # the plain loop does not validate: leave the engine's epoch-end validation out
            for event in recorded:
                if isinstance(event, StepMetrics) and event.step == config.warmup_steps:
                    started = time.perf_counter()
                elif isinstance(event, StepMetrics) and event.step == steps:
                    ended = time.perf_counter()
                elif isinstance(event, EpochMetrics) and started is not None and ended is None:
                    validation += event.val_seconds
            assert started is not None and ended is not None, "the run reports its warm-up end and last step"
            samples = (steps - config.warmup_steps) * batch_size
            engine_rates.append(samples / (ended - started - validation))
    plain, engine = max(plain_rates), max(engine_rates)
    overhead = (plain - engine) / plain * 100
    paired = sorted((p - e) / p * 100 for p, e in zip(plain_rates, engine_rates, strict=True))
    median_paired = paired[len(paired) // 2]
    line = (f"{model}, batch {batch_size}, {steps} steps on the CPU with {torch.get_num_threads()} threads, best of "
            f"{repeats}: plain loop {plain:,.0f} samples/s, engine {engine:,.0f} samples/s: overhead {overhead:+.1f}% "
            f"(median of the {repeats} back-to-back pairs {median_paired:+.1f}%; target at most 3%)")
    return SelfBenchResult(line, {"model": model, "batch_size": batch_size, "steps": steps, "repeats": repeats,
                                  "plain_samples_per_second": round(plain, 1),
                                  "engine_samples_per_second": round(engine, 1),
                                  "overhead_percent": round(overhead, 2),
                                  "median_paired_overhead_percent": round(median_paired, 2)})


def _plain_loop_rate(config: TrainConfig, steps: int) -> float:
    """The loop a tutorial would write, on the engine's own data and model."""
    import torch

    from dashboard.training.engine import prepare
    from dashboard.training.models import set_train_mode

    prepared = prepare(config)
    model = prepared.built.module
    set_train_mode(model, True)
    optimizer = torch.optim.Adam([p for p in model.parameters() if p.requires_grad], lr=config.learning_rate)
    from dashboard.training.datasets import make_loaders

    loader, _ = make_loaders(prepared.bundle, config.batch_size, seed=config.seed)
    batches = iter(loader)
    started = time.perf_counter()
    for step in range(1, steps + 1):
        try:
            inputs, targets = next(batches)
        except StopIteration:
            batches = iter(loader)
            inputs, targets = next(batches)
        optimizer.zero_grad(set_to_none=True)
        logits = model(inputs)
        loss = torch.nn.functional.cross_entropy(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1))
        loss.backward()
        optimizer.step()
        loss.item()
        if step == config.warmup_steps:
            started = time.perf_counter()
    return (steps - config.warmup_steps) * config.batch_size / (time.perf_counter() - started)
