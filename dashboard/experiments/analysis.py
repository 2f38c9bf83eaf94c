"""What a sweep's points say: each series' best and knee batch, and where one device overtakes another."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from dashboard.experiments.points import SweepPoint

KNEE_FRACTION = 0.95
"""The knee is the smallest batch within 5% of the series' best throughput."""


@dataclass(frozen=True)
class SeriesSummary:
    series: str
    """"device/precision"."""
    best_batch: int | None
    best_samples_per_second: float | None
    knee_batch: int | None
    largest_measured_batch: int | None
    first_oom_batch: int | None


@dataclass(frozen=True)
class Crossover:
    """Where one series overtakes another for good: the CPU wins small batches, the GPU large ones."""

    faster_at_small: str
    faster_at_large: str
    batch_size: int
    """The smallest measured batch from which ``faster_at_large`` stays ahead."""


def group(points: Iterable[SweepPoint]) -> dict[str, list[SweepPoint]]:
    """Points by series, each in ascending batch size."""
    series: dict[str, list[SweepPoint]] = {}
    for point in points:
        series.setdefault(point.series, []).append(point)
    return {name: sorted(items, key=lambda p: p.batch_size) for name, items in series.items()}


def summarize(name: str, points: Sequence[SweepPoint]) -> SeriesSummary:
    rates = {p.batch_size: p.samples_per_second for p in points if p.status == "ok" and p.samples_per_second}
    oom = [p.batch_size for p in points if p.status == "oom"]
    if not rates:
        return SeriesSummary(name, None, None, None, None, min(oom, default=None))
    best = max(rates, key=lambda batch: rates[batch])
    knee = min(batch for batch, rate in rates.items() if rate >= KNEE_FRACTION * rates[best])
    return SeriesSummary(name, best, rates[best], knee, max(rates), min(oom, default=None))


def crossovers(points: Iterable[SweepPoint]) -> list[Crossover]:
    """For each pair of series measured at two or more common batch sizes: the overtaking point, if any."""
    rates = {name: {p.batch_size: p.samples_per_second for p in items if p.status == "ok" and p.samples_per_second}
             for name, items in group(points).items()}
    found = []
    names = sorted(rates)
    for i, first in enumerate(names):
        for second in names[i + 1:]:
            common = sorted(rates[first].keys() & rates[second].keys())
            if len(common) < 2:
                continue
            small, large = (first, second) if rates[first][common[0]] >= rates[second][common[0]] else (second, first)
            large_ahead = [rates[large][batch] > rates[small][batch] for batch in common]
            for index in range(1, len(common)):
                if all(large_ahead[index:]):
                    found.append(Crossover(faster_at_small=small, faster_at_large=large, batch_size=common[index]))
                    break
    return found
