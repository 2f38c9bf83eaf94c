"""Benchmarks of the dashboard's own cost: `dl-dashboard bench sampler` and `dl-dashboard bench idle`.

They measure, they do not assert: the README quotes their output next to the command that produced it.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time

import psutil

SAMPLER_TARGET_MS = 5.0
IDLE_TARGET_PERCENT = 2.0


def run(what: str, ticks: int = 200, seconds: float = 60.0, interval_s: float = 1.0) -> int:
    if what == "sampler":
        print(bench_sampler(ticks))
    elif what == "engine":
        print(bench_engine(steps=ticks))
    elif what == "window":
        print(bench_window())
    else:
        print(bench_idle(seconds, interval_s))
    return 0


def bench_sampler(ticks: int) -> str:
    """Time one sampler tick with this machine's real backends, fast and slow ticks mixed as in the app."""
    from dashboard.hardware.inventory import default_backends
    from dashboard.hardware.sampler import Sampler

    backends = default_backends()
    for backend in backends:
        backend.open()
    sampler = Sampler(backends)
    costs = []
    try:
        for _ in range(max(ticks, 1)):
            costs.append(sampler.sample().tick_cost_ms)
            time.sleep(0.01)  # psutil's CPU percentages need some time between readings
    finally:
        sampler.close()
    costs.sort()
    p95 = costs[int(0.95 * (len(costs) - 1))]
    median = statistics.median(costs)
    verdict = "within" if median < SAMPLER_TARGET_MS else "OVER"
    return (f"sampler tick over {len(costs)} ticks: median {median:.2f} ms, p95 {p95:.2f} ms, max {costs[-1]:.2f} ms "
            f"({verdict} the {SAMPLER_TARGET_MS:g} ms target)")


def bench_idle(seconds: float, interval_s: float) -> str:
    """CPU used by the whole idle app (window, plots, sampler thread) per second of wall time, in % of one core."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from dashboard.hardware.inventory import default_backends
    from dashboard.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    settings_dir = tempfile.TemporaryDirectory()  # leave the user's own window settings alone
    settings = QSettings(os.path.join(settings_dir.name, "bench.ini"), QSettings.Format.IniFormat)
    settings.setValue("interval_s", interval_s)
    window = MainWindow(default_backends, settings)
    window.show()

    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    deadline = time.monotonic() + 60
    while window.hardware_page.inventory is None and time.monotonic() < deadline:
        wait(200)
    wait(5000)  # warm-up: first plots, caches, lazy imports
    process = psutil.Process()
    before_cpu, before_wall, before_ticks = sum(process.cpu_times()[:2]), time.monotonic(), window.snapshot_count
    wait(int(seconds * 1000))
    cpu = sum(process.cpu_times()[:2]) - before_cpu
    wall = time.monotonic() - before_wall
    samples = window.snapshot_count - before_ticks
    window.close()
    app.processEvents()
    settings_dir.cleanup()
    percent = 100.0 * cpu / wall
    verdict = "within" if percent < IDLE_TARGET_PERCENT else "OVER"
    platform = app.platformName()
    return (f"idle app over {wall:.0f} s at {interval_s:g} s interval ({samples} samples, Qt platform {platform}): "
            f"{percent:.2f}% of one core ({verdict} the {IDLE_TARGET_PERCENT:g}% target)")


def bench_engine(steps: int = 300, repeats: int = 5, model: str = "simple-cnn", batch_size: int = 64) -> str:
    """The engine (with its run recording) against a plain PyTorch loop: same model, data, seed and steps.

    Both are timed the same way: wall clock from the end of the warm-up steps to the last step, less the engine's
    epoch-end validation (training speed is compared, and the plain loop does not validate). Runs alternate so that
    drift in the machine's speed hits both alike; the best of each is compared.
    """
    import tempfile
    from pathlib import Path

    import torch

    from dashboard.training.config import TrainConfig
    from dashboard.training.engine import EpochMetrics, RunControl, StepMetrics
    from dashboard.training.session import RecordedRun

    # A small validation split keeps the engine's epoch-end validation (which the plain loop lacks) near zero; its
    # measured time is subtracted as well.
    config = TrainConfig(model=model, dataset="shapes", device="cpu", batch_size=batch_size, steps=steps,
                         epochs=None, allow_download=False, val_size=64)
    plain_rates, engine_rates = [], []
    with tempfile.TemporaryDirectory() as root:
        for _ in range(repeats):
            plain_rates.append(_plain_loop_rate(config))
            recorded = RecordedRun(config, RunControl(), root=Path(root))
            started = ended = None
            validation = 0.0  # the plain loop does not validate: leave the engine's epoch-end validation out
            for event in recorded:
                if isinstance(event, StepMetrics) and event.step == config.warmup_steps:
                    started = time.perf_counter()
                elif isinstance(event, StepMetrics) and event.step == config.steps:
                    ended = time.perf_counter()
                elif isinstance(event, EpochMetrics) and started is not None and ended is None:
                    validation += event.val_seconds
            samples = (config.steps - config.warmup_steps) * batch_size
            engine_rates.append(samples / (ended - started - validation))
    plain, engine = max(plain_rates), max(engine_rates)
    overhead = (plain - engine) / plain * 100
    paired = sorted((p - e) / p * 100 for p, e in zip(plain_rates, engine_rates, strict=True))
    median_paired = paired[len(paired) // 2]
    return (f"{model}, batch {batch_size}, {steps} steps on the CPU with {torch.get_num_threads()} threads, best of "
            f"{repeats}: plain loop {plain:,.0f} samples/s, engine {engine:,.0f} samples/s: overhead {overhead:+.1f}% "
            f"(median of the {repeats} back-to-back pairs {median_paired:+.1f}%; target at most 3%)")


def _plain_loop_rate(config) -> float:  # noqa: ANN001 - TrainConfig
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
    started = None
    for step in range(1, config.steps + 1):
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
    return (config.steps - config.warmup_steps) * config.batch_size / (time.perf_counter() - started)


def bench_window(steps: int = 250) -> str:
    """What drawing the live plots costs training: the same CPU run with the Training page shown, then hidden."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from dashboard.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    results = {}
    with tempfile.TemporaryDirectory() as folder:
        os.environ["DL_DASHBOARD_DATA_DIR"] = folder  # benchmark runs do not clutter the user's run list
        settings = QSettings(os.path.join(folder, "bench.ini"), QSettings.Format.IniFormat)
        window = MainWindow(lambda: [], settings)
        window.resize(1600, 1000)
        window.show()
        page = window.training_page
        page.length_unit.setCurrentText("steps")
        page.length_box.setValue(steps)
        for shown, row in (("Training page shown", 1), ("Hardware page shown", 0)):
            window.navigation.setCurrentRow(row)
            loop = QEventLoop()
            page.sig_run_finished.connect(loop.quit)
            QTimer.singleShot(500, page.start)
            loop.exec()
            page.sig_run_finished.disconnect(loop.quit)
            results[shown] = page.last_summary.samples_per_second if page.last_summary else None
        window.close()
        app.processEvents()
        del os.environ["DL_DASHBOARD_DATA_DIR"]
    parts = [f"{name}: {rate:,.0f} samples/s" for name, rate in results.items() if rate]
    return f"simple-cnn, batch 64, {steps} steps on the CPU in the window ({app.platformName()}): " + "; ".join(parts)
