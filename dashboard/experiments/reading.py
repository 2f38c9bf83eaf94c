"""An experiment in plain words, built only from the measured numbers: what the command line prints and the window
shows beneath its charts."""

from __future__ import annotations

from collections.abc import Sequence

from dashboard.experiments.analysis import Crossover, SeriesSummary, group
from dashboard.experiments.maxbatch import MaxBatchResult
from dashboard.experiments.points import SweepPoint
from dashboard.units import fmt, fmt_bytes


def reading(points: Sequence[SweepPoint], summaries: Sequence[SeriesSummary], crossings: Sequence[Crossover],
            largest: MaxBatchResult | None = None) -> str:
    """One paragraph: each series' rise and knee, who overtakes whom, relative speeds, losses, the largest batch."""
    if not summaries:
        return largest_reading(largest).strip()
    sentences = [sentence for summary in summaries if (sentence := _series_reading(points, summary))]
    for crossing in crossings:
        sentences.append(f"{crossing.faster_at_small} was faster at small batches and {crossing.faster_at_large} "
                         f"from batch {crossing.batch_size} on.")
    sentences += _relative_speeds(points, [s.series for s in summaries])
    sentences += _loss_reading(points)
    sentences += _trainable_reading(points)
    return " ".join(sentences) + largest_reading(largest)


def _series_reading(points: Sequence[SweepPoint], summary: SeriesSummary) -> str:
    series = [p for p in points if p.series == summary.series and p.status == "ok"]
    if not series or summary.best_batch is None:
        return ""
    smallest = series[0]
    text = (f"On {summary.series}, throughput rose from {fmt(smallest.samples_per_second, 'samples/s')} at batch "
            f"{smallest.batch_size} to {fmt(summary.best_samples_per_second, 'samples/s')} at batch "
            f"{summary.best_batch}")
    if summary.knee_batch != summary.best_batch:
        by_batch = {p.batch_size: p for p in series}
        knee_memory = by_batch[summary.knee_batch].peak_memory_bytes or 0  # type: ignore[index]  # set with best
        best_memory = by_batch[summary.best_batch].peak_memory_bytes or 0
        grew = f" while peak memory grew from {fmt_bytes(knee_memory)} to {fmt_bytes(best_memory)}" if (
            best_memory > knee_memory * 1.05) else ""
        text += (f"; from batch {summary.knee_batch} on it was already within 5% of that: larger batches added "
                 f"little speed{grew}")
    if summary.first_oom_batch:
        text += f"; batch {summary.first_oom_batch} did not fit in memory"
    return text + "."


def _trainable_reading(points: Sequence[SweepPoint]) -> list[str]:
    """Where the series train different numbers of parameters (frozen backbones): how many each one trains."""
    counts = {p.series: p.trainable_parameters for p in points if p.status == "ok" and p.trainable_parameters}
    if len(set(counts.values())) < 2:
        return []
    return ["Trainable parameters: " + "; ".join(f"{name} {count:,}" for name, count in counts.items()) + "."]


def _loss_reading(points: Sequence[SweepPoint]) -> list[str]:
    """Where each series' loss curve ended after the same number of steps from the same seed."""
    batch = loss_batch(points)
    if batch is None:
        return []
    curves = {p.series: p.losses for p in points if p.batch_size == batch and p.status == "ok" and p.losses}
    steps = min(len(losses) for losses in curves.values())
    ends = ", ".join(f"{losses[steps - 1]:.3f} on {name}" for name, losses in curves.items())
    return [f"From the same seed at batch {batch}, the loss after {steps} steps was {ends}: "
            "the curves show whether the change affected learning."]


def _relative_speeds(points: Sequence[SweepPoint], order: list[str]) -> list[str]:
    """At the largest batch every series measured: each one's throughput relative to the first series."""
    if len(order) < 2:
        return []
    rates = {name: {p.batch_size: p.samples_per_second or 0.0 for p in points if p.series == name and p.status == "ok"}
             for name in order}
    common = set.intersection(*(set(r) for r in rates.values()))
    if not common:
        return []
    batch = max(common)
    first = order[0]
    parts = [f"{name} {rates[name][batch] / rates[first][batch]:.2f}x" for name in order[1:]]
    return [f"At batch {batch}, relative to {first} ({fmt(rates[first][batch], 'samples/s')}): {', '.join(parts)}."]


def largest_reading(result: MaxBatchResult | None) -> str:
    """The largest-batch search in words, after the throughput reading (which names the fastest batch)."""
    if result is None:
        return ""
    if result.largest_fitting is None:
        return f" Even batch {result.first_failing} did not fit."
    if result.first_failing is None:
        return (f" Every batch up to the search's limit of {result.limit:,} fitted ({len(result.tries)} tries), so "
                "the largest is at least that.")
    return (f" The largest batch that fits is {result.largest_fitting:,} (batch {result.first_failing:,} ran out of "
            f"memory; {len(result.tries)} tries: doubling, then bisecting); with a 10% margin, use "
            f"{result.safe_batch:,}. The fastest batch is often much smaller than the largest.")


def loss_batch(points: Sequence[SweepPoint]) -> int | None:
    """The largest batch size at which every series recorded a loss curve, or None."""
    series = group([p for p in points if p.status == "ok" and p.losses]).values()
    names = {p.series for p in points}
    if not series or len(series) < len(names):
        return None
    common = set.intersection(*({p.batch_size for p in items} for items in series))
    return max(common) if common else None
