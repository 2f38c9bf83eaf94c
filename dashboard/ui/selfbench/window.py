"""`dl-dashboard bench window`: training with the window open against the same run headless, interleaved.

Each repeat runs the same `dl-dashboard train` three ways, in an order that rotates from repeat to repeat so that
drift in the machine's speed hits all alike: headless (the command alone), in the window with the Training page
shown (its six live plots at their normal rate) and with the Hardware page shown. The window is the real one,
sampling this machine's hardware every second. Reported: samples/s after warm-up (best and median of the repeats),
the ratio window / headless (best against best, and the median of each repeat's own ratio) and the CPU the window's
process used meanwhile, in % of one core.
"""

from __future__ import annotations

import argparse
import statistics
import time

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtGui import QGuiApplication

from dashboard.errors import UserError
from dashboard.selfbench import SelfBenchResult
from dashboard.training.child import ChildRun
from dashboard.training.config import TrainConfig
from dashboard.training.events import RunSummary
from dashboard.ui.selfbench.harness import bench_window, cpu_seconds, spread

DEFAULT_REPEATS = 5
MODES = ("headless", "training page", "hardware page")
GOALS = {"training page": 0.95, "hardware page": 0.97}
"""Issue 12: samples/s in the window over samples/s headless, at least."""
RUN_TIMEOUT_MS = 600_000


def run(args: argparse.Namespace) -> SelfBenchResult:
    return bench_window_cost(args.steps, args.repeats or DEFAULT_REPEATS)


def bench_config(steps: int) -> TrainConfig:
    """The issue's run: simple-cnn on the built-in shapes, batch 64 on the CPU, as `dl-dashboard train` sets it."""
    return TrainConfig(model="simple-cnn", dataset="shapes", device="cpu", batch_size=64,
                       allow_download=False).with_length("steps", steps)


def bench_window_cost(steps: int, repeats: int) -> SelfBenchResult:
    config = bench_config(steps)
    rates: dict[str, list[float]] = {mode: [] for mode in MODES}
    window_cpu: dict[str, list[float]] = {mode: [] for mode in MODES[1:]}
    with bench_window() as window:
        page = window.training_page
        page.form.apply_config(config)
        for repeat in range(repeats):
            order = MODES[repeat % 3:] + MODES[:repeat % 3]
            for mode in order:
                if mode == "headless":
                    rates[mode].append(_headless_rate(config))
                    continue
                window.show_page("training" if mode == "training page" else "hardware")
                rate, cpu = _window_rate(page)
                rates[mode].append(rate)
                window_cpu[mode].append(cpu)
    platform = QGuiApplication.platformName()
    figures: dict[str, object] = {"model": config.model, "batch_size": config.batch_size, "steps": steps,
                                  "repeats": repeats, "platform": platform}
    best_headless, median_headless, _ = spread(rates["headless"])
    parts = [f"headless {best_headless:,.0f} samples/s best, {median_headless:,.0f} median"]
    figures["headless"] = _rate_figures(rates["headless"])
    for mode in MODES[1:]:
        best, median, _ = spread(rates[mode])
        paired = statistics.median(w / h for w, h in zip(rates[mode], rates["headless"], strict=True))
        ratio = best / best_headless
        goal = GOALS[mode]
        cpu = statistics.median(window_cpu[mode])
        verdict = "met" if max(ratio, paired) >= goal else "NOT met"
        parts.append(f"{mode} {best:,.0f} best, {median:,.0f} median: ratio {ratio:.3f} best/best, {paired:.3f} "
                     f"median of pairs (goal {goal:g}, {verdict}); the window used {cpu:.1f}% of one core")
        figures[mode.replace(" ", "_")] = {**_rate_figures(rates[mode]), "ratio_best": round(ratio, 4),
                                           "ratio_median_of_pairs": round(paired, 4), "goal": goal,
                                           "window_cpu_percent": round(cpu, 2)}
    line = (f"{config.model}, batch {config.batch_size}, {steps} steps on the CPU, {repeats} interleaved repeats "
            f"({platform}): " + "; ".join(parts))
    return SelfBenchResult(line, figures)


def _rate_figures(values: list[float]) -> dict[str, object]:
    best, median, worst = spread(values)
    return {"samples_per_second": [round(v, 1) for v in values], "best": round(best, 1),
            "median": round(median, 1), "worst": round(worst, 1)}


def _headless_rate(config: TrainConfig) -> float:
    """`dl-dashboard train` alone: the same child process the window starts, with nothing drawing it."""
    summary = None
    for event in ChildRun(config):
        if isinstance(event, RunSummary):
            summary = event
    return _steady_rate(summary)


def _window_rate(page: object) -> tuple[float, float]:
    """One run started from the Training page; its samples/s and the window process's CPU, % of one core."""
    from dashboard.ui.training.page import TrainingPage

    assert isinstance(page, TrainingPage)
    loop = QEventLoop()
    page.sig_run_finished.connect(loop.quit)
    QTimer.singleShot(RUN_TIMEOUT_MS, loop.quit)
    started_cpu, started = cpu_seconds(), time.monotonic()
    page.start()
    loop.exec()
    page.sig_run_finished.disconnect(loop.quit)
    cpu = 100.0 * (cpu_seconds() - started_cpu) / (time.monotonic() - started)
    return _steady_rate(page.last_summary), cpu


def _steady_rate(summary: RunSummary | None) -> float:
    if summary is None or summary.status != "completed" or not summary.samples_per_second:
        raise UserError(f"the benchmark run did not complete: {summary.message if summary else 'no summary'}")
    return summary.samples_per_second
