"""`dl-dashboard bench soak`: the window's memory over a long session at the fastest sampling rate.

The window samples this machine every 0.25 s (the fastest it allows) with the Hardware page shown, for an hour by
default. Its resident memory is read every 30 s; the end is compared with the figure at 5 minutes (after start-up
and the first fill of the plots' buffers), or at a twelfth of the run when it is shorter than an hour.
"""

from __future__ import annotations

import argparse
import time

import psutil
from PySide6.QtGui import QGuiApplication

from dashboard.selfbench import SelfBenchResult
from dashboard.ui.selfbench.harness import bench_window, wait

MIB = 1024**2
READ_EVERY_S = 30.0
REFERENCE_S = 300.0
GOAL_GROWTH = 0.05
"""Issue 12: after an hour, within 5% of the 5-minute figure."""


def run(args: argparse.Namespace) -> SelfBenchResult:
    return bench_soak(args.minutes * 60, args.interval or 0.25)


def bench_soak(seconds: float, interval_s: float) -> SelfBenchResult:
    reference_s = min(REFERENCE_S, seconds / 12)
    process = psutil.Process()
    readings: list[tuple[float, int]] = []
    with bench_window(interval_s) as window:
        window.show_page("hardware")
        started = time.monotonic()
        samples_before = window.snapshot_count
        while (elapsed := time.monotonic() - started) < seconds:
            readings.append((elapsed, process.memory_info().rss))
            wait(int(1000 * min(READ_EVERY_S, seconds - elapsed)))
        readings.append((time.monotonic() - started, process.memory_info().rss))
        samples = window.snapshot_count - samples_before
    reference = next(rss for at, rss in readings if at >= reference_s)
    end = readings[-1][1]
    growth = end / reference - 1
    verdict = "met" if growth <= GOAL_GROWTH else "NOT met"
    platform = QGuiApplication.platformName()
    line = (f"window RSS over {seconds / 60:g} min at {interval_s:g} s sampling ({samples} samples, {platform}): "
            f"{reference / MIB:,.0f} MiB at {reference_s / 60:g} min, {end / MIB:,.0f} MiB at the end, peak "
            f"{max(rss for _, rss in readings) / MIB:,.0f} MiB: {growth:+.1%} (goal within {GOAL_GROWTH:.0%}, "
            f"{verdict})")
    return SelfBenchResult(line, {"seconds": round(seconds), "interval_s": interval_s, "samples": samples,
                                  "platform": platform, "reference_s": reference_s,
                                  "reference_rss_mib": round(reference / MIB, 1), "end_rss_mib": round(end / MIB, 1),
                                  "growth": round(growth, 4), "goal_growth": GOAL_GROWTH,
                                  "rss_mib": [[round(at), round(rss / MIB, 1)] for at, rss in readings]})
