"""`dl-dashboard bench sampler`: what one tick of the hardware sampler costs, with this machine's real backends."""

from __future__ import annotations

import statistics
import time

from dashboard.selfbench import SelfBenchResult

SAMPLER_TARGET_MS = 0.5
"""Issue 12: a tick may take at most half a millisecond (median) on a 2-core machine without GPUs."""


def bench_sampler(ticks: int) -> SelfBenchResult:
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
    verdict = "within" if median <= SAMPLER_TARGET_MS else "OVER"
    line = (f"sampler tick over {len(costs)} ticks: median {median:.2f} ms, p95 {p95:.2f} ms, max {costs[-1]:.2f} ms "
            f"({verdict} the {SAMPLER_TARGET_MS:g} ms target)")
    return SelfBenchResult(line, {"ticks": len(costs), "median_ms": round(median, 3), "p95_ms": round(p95, 3),
                                  "max_ms": round(costs[-1], 3), "target_ms": SAMPLER_TARGET_MS,
                                  "met": median <= SAMPLER_TARGET_MS})
