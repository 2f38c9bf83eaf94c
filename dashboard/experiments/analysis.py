"""What a sweep's points say, in numbers: each series' best batch and knee, a drop past the best, where one series
overtakes another and how clearly, and how noisy each figure is.

Pure functions of SweepPoints: the reading (reading.py), the lessons and the command line all call them, and tests
feed them fixed measurement sets. Repeated measurements of one batch count once, at their median.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from dashboard.experiments.points import SweepPoint

KNEE_GAIN_PER_DOUBLING = 0.10
"""The knee is the smallest measured batch after which every step to the next measured batch gains less than 10%
throughput per doubling of batch size (a step from 16 to 64 is two doublings, so it must gain less than 21%). A
series still gaining that much at its largest batch has no knee yet: its knee lies beyond what was measured."""

DROP_FRACTION = 0.05
"""A batch past the best that is more than 5% slower (and slower by more than its noise) is named as a drop."""

CLEAR_MARGIN = 0.05
"""The smallest lead called clear: two figures within 5% of each other may swap on the next run, however steady."""


@dataclass(frozen=True)
class SeriesSummary:
    series: str
    """"device/precision", or the comparison's label."""
    best_batch: int | None
    best_samples_per_second: float | None
    knee_batch: int | None
    """See KNEE_GAIN_PER_DOUBLING; None when the series was still rising at its largest batch or has one batch."""
    largest_measured_batch: int | None
    first_oom_batch: int | None


@dataclass(frozen=True)
class Crossover:
    """Where one series overtakes another for good: the CPU wins small batches, the GPU large ones."""

    faster_at_small: str
    faster_at_large: str
    batch_size: int
    """The smallest measured batch from which ``faster_at_large`` stays ahead."""
    previous_batch: int | None = None
    """The common batch just before, where ``faster_at_small`` was still ahead: the crossing lies in between."""
    small_lead: float | None = None
    """How far ``faster_at_small`` was ahead at ``previous_batch`` (0.2: 20% faster)."""
    large_lead: float | None = None
    """How far ``faster_at_large`` was ahead at ``batch_size``."""
    margin: float = CLEAR_MARGIN
    """The noise margin around the crossing: the largest uncertainty (see ``noise``) of the four points, and at
    least CLEAR_MARGIN. A lead smaller than this could vanish on the next run."""
    clear: bool = True
    """Both leads exceed the margin and no point around it was measured while other processes were busy."""


@dataclass(frozen=True)
class Drop:
    """A batch past the best that was slower by more than the noise: where a larger batch stopped paying."""

    series: str
    device: str
    best_batch: int
    best_samples_per_second: float
    batch_size: int
    samples_per_second: float
    slower_by: float
    """0.23: 23% slower than the best."""
    margin: float
    """The noise of the two points compared (see ``noise``), at least CLEAR_MARGIN."""
    best_memory_bytes: int | None
    memory_bytes: int | None
    next_did_not_fit: bool
    """The series' next batch ran out of memory: this one ran close to the limit."""
    other_cpu_percent: float | None
    """Other processes' CPU share while the slow batch was measured, when it was above the busy threshold."""


def group(points: Iterable[SweepPoint]) -> dict[str, list[SweepPoint]]:
    """Points by series, each in ascending batch size."""
    series: dict[str, list[SweepPoint]] = {}
    for point in points:
        series.setdefault(point.series, []).append(point)
    return {name: sorted(items, key=lambda p: p.batch_size) for name, items in series.items()}


def measured(points: Iterable[SweepPoint]) -> list[SweepPoint]:
    """The points that ran and have a throughput."""
    return [p for p in points if p.status == "ok" and p.samples_per_second]


def rates(points: Iterable[SweepPoint]) -> dict[int, float]:
    """One series' throughput by batch size, ascending; repeats of a batch count once, at their median."""
    by_batch: dict[int, list[float]] = {}
    for point in measured(points):
        by_batch.setdefault(point.batch_size, []).append(point.samples_per_second or 0.0)
    return {batch: statistics.median(by_batch[batch]) for batch in sorted(by_batch)}


def noise(points: Iterable[SweepPoint]) -> dict[int, float]:
    """One series' relative uncertainty by batch size: the largest of its points' uncertainty and, where the
    batch was measured more than once, how far apart the repeats were (max / min - 1). 0.0 where nothing was
    recorded."""
    by_batch: dict[int, list[SweepPoint]] = {}
    for point in measured(points):
        by_batch.setdefault(point.batch_size, []).append(point)
    found = {}
    for batch, items in by_batch.items():
        values = [p.samples_per_second or 0.0 for p in items]
        spreads = [spread for p in items if (spread := p.uncertainty) is not None]
        found[batch] = max([*spreads, max(values) / min(values) - 1.0])
    return found


def gain_per_doubling(small_batch: int, small_rate: float, large_batch: int, large_rate: float) -> float:
    """The throughput gained per doubling of batch size between two measured batches: 0.1 for +10% per doubling."""
    doublings = math.log2(large_batch / small_batch)
    return (large_rate / small_rate) ** (1.0 / doublings) - 1.0


def knee(points: Sequence[SweepPoint]) -> int | None:
    """The robust knee of one series (see KNEE_GAIN_PER_DOUBLING), or None: one batch, or still rising at the end."""
    found = list(rates(points).items())
    knee_at = None
    for index in range(len(found) - 2, -1, -1):
        (small, small_rate), (large, large_rate) = found[index], found[index + 1]
        if gain_per_doubling(small, small_rate, large, large_rate) >= KNEE_GAIN_PER_DOUBLING:
            break
        knee_at = small
    return knee_at


def summarize(name: str, points: Sequence[SweepPoint]) -> SeriesSummary:
    found = rates(points)
    oom = min((p.batch_size for p in points if p.status == "oom"), default=None)
    if not found:
        return SeriesSummary(name, None, None, None, None, oom)
    best = max(found, key=lambda batch: found[batch])
    return SeriesSummary(name, best, found[best], knee(points), max(found), oom)


def drop_past_best(points: Sequence[SweepPoint]) -> Drop | None:
    """The slowest batch measured past one series' best, when it is slower by more than DROP_FRACTION and by more
    than the two points' noise; None when throughput held (or the best is the largest batch)."""
    found, spread = rates(points), noise(points)
    if len(found) < 2:
        return None
    best = max(found, key=lambda batch: found[batch])
    later = [batch for batch in found if batch > best]
    if not later:
        return None
    slowest = min(later, key=lambda batch: found[batch])
    slower_by = 1.0 - found[slowest] / found[best]
    margin = max(CLEAR_MARGIN, spread[best], spread[slowest])
    if slower_by <= max(DROP_FRACTION, margin):
        return None
    at = {p.batch_size: p for p in measured(points)}
    following = [p for p in points if p.batch_size > slowest]
    busy = [p.other_cpu_percent or 0.0 for p in measured(points) if p.batch_size == slowest and p.machine_busy]
    return Drop(series=at[best].series, device=at[best].device, best_batch=best,
                best_samples_per_second=found[best], batch_size=slowest, samples_per_second=found[slowest],
                slower_by=slower_by, margin=margin, best_memory_bytes=at[best].peak_memory_bytes,
                memory_bytes=at[slowest].peak_memory_bytes,
                next_did_not_fit=bool(following) and following[0].status == "oom",
                other_cpu_percent=max(busy) if busy else None)


def crossovers(points: Iterable[SweepPoint]) -> list[Crossover]:
    """For each pair of series measured at two or more common batch sizes: the overtaking point, if any, with how
    far each side led around it and whether that is beyond the noise."""
    series = group(points)
    found = []
    names = sorted(series)
    for i, first in enumerate(names):
        for second in names[i + 1:]:
            crossing = _crossover(series[first], series[second])
            if crossing is not None:
                found.append(crossing)
    return found


def _crossover(first: Sequence[SweepPoint], second: Sequence[SweepPoint]) -> Crossover | None:
    rate = {first[0].series: rates(first), second[0].series: rates(second)}
    spread = {first[0].series: noise(first), second[0].series: noise(second)}
    busy = {(p.series, p.batch_size) for p in [*first, *second] if p.machine_busy}
    one, two = first[0].series, second[0].series
    common = sorted(rate[one].keys() & rate[two].keys())
    if len(common) < 2:
        return None
    small, large = (one, two) if rate[one][common[0]] >= rate[two][common[0]] else (two, one)
    large_ahead = [rate[large][batch] > rate[small][batch] for batch in common]
    for index in range(1, len(common)):
        if all(large_ahead[index:]):
            before, at = common[index - 1], common[index]
            small_lead = rate[small][before] / rate[large][before] - 1.0
            large_lead = rate[large][at] / rate[small][at] - 1.0
            margin = max(CLEAR_MARGIN, *(spread[name][batch] for name in (small, large) for batch in (before, at)))
            nobody_busy = not any((name, batch) in busy for name in (small, large) for batch in (before, at))
            return Crossover(small, large, at, before, small_lead, large_lead, margin,
                             small_lead > margin and large_lead > margin and nobody_busy)
    return None


def estimated_crossing(crossing: Crossover) -> float | None:
    """The batch where the two curves meet, interpolated between the measured batches on log-log axes."""
    if crossing.previous_batch is None or crossing.small_lead is None or crossing.large_lead is None:
        return None
    before, after = math.log1p(crossing.small_lead), math.log1p(crossing.large_lead)
    if before + after <= 0:
        return None
    share = before / (before + after)
    return 2 ** (math.log2(crossing.previous_batch) + share * math.log2(crossing.batch_size / crossing.previous_batch))


def noisy_points(points: Iterable[SweepPoint]) -> list[SweepPoint]:
    """Points whose throughput may be off by more than NOISY_UNCERTAINTY."""
    return [p for p in measured(points) if p.noisy]


def busy_points(points: Iterable[SweepPoint]) -> list[SweepPoint]:
    """Points measured while other processes used more than BUSY_CPU_PERCENT of the CPU."""
    return [p for p in measured(points) if p.machine_busy]


LOG_SCALE_RATIO = 10.0
"""Series further apart than this (one's throughput over another's) are drawn on a log axis by default: on a linear
one the slower series lies flat along zero (a CPU beside an H100), and the comparison cannot be seen."""


def series_ratio(points: Iterable[SweepPoint]) -> float:
    """How many times one series' throughput is another's, at most, at a batch both measured (their best
    throughputs where they share none); 1.0 with fewer than two series."""
    found = [r for r in (rates(items) for items in group(points).values()) if r]
    ratio = 1.0
    for i, one in enumerate(found):
        for two in found[i + 1:]:
            common = one.keys() & two.keys()
            pairs = [(one[b], two[b]) for b in common] or [(max(one.values()), max(two.values()))]
            ratio = max([ratio, *(max(a, b) / min(a, b) for a, b in pairs if min(a, b) > 0)])
    return ratio


def log_scale_advised(points: Iterable[SweepPoint]) -> bool:
    """A log throughput axis by default: the series differ by more than LOG_SCALE_RATIO."""
    return series_ratio(points) > LOG_SCALE_RATIO
