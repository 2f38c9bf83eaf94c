"""An experiment in plain words, built only from the measured numbers, each claim with how sure it is: what the
command line prints, the window shows beneath its charts and the lessons build on.

The sentence builders (series_reading, drop_reading, crossover_reading, noise_notes, certainty_note) are public:
a lesson composes its own paragraph from them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from dashboard.experiments.analysis import (
    CLEAR_MARGIN,
    KNEE_GAIN_PER_DOUBLING,
    Crossover,
    Drop,
    SeriesSummary,
    busy_points,
    drop_past_best,
    estimated_crossing,
    gain_per_doubling,
    group,
    knee,
    measured,
    noise,
    noisy_points,
    rates,
)
from dashboard.experiments.maxbatch import MaxBatchResult
from dashboard.experiments.noise import BUSY_CPU_PERCENT, NOISY_SPREAD, NOISY_UNCERTAINTY
from dashboard.experiments.points import SweepPoint
from dashboard.units import fmt, fmt_bytes


def reading(points: Sequence[SweepPoint], summaries: Sequence[SeriesSummary], crossings: Sequence[Crossover],
            largest: MaxBatchResult | None = None) -> str:
    """One paragraph: each series' rise, knee and any drop, who overtakes whom and how clearly, relative speeds,
    losses, the points to doubt, how sure the whole is, and the largest batch."""
    if not summaries:
        return largest_reading(largest).strip()
    sentences = []
    for summary in summaries:
        sentences += series_reading([p for p in points if p.series == summary.series])
    sentences += [crossover_reading(crossing) for crossing in crossings]
    sentences += _relative_speeds(points, [s.series for s in summaries])
    sentences += _loss_reading(points)
    sentences += _trainable_reading(points)
    sentences += noise_notes(points)
    sentences += [note] if (note := certainty_note(points)) else []
    return " ".join(sentences) + largest_reading(largest)


def series_reading(points: Sequence[SweepPoint]) -> list[str]:
    """One series' sentences: how throughput changed with batch size, its knee, a drop past the best, and the
    first batch that did not fit. ``points`` are one series' (any order)."""
    if not points:
        return []
    items = sorted(points, key=lambda p: p.batch_size)
    name = items[0].series
    found = rates(items)
    oom = next((p.batch_size for p in items if p.status == "oom"), None)
    if not found:
        if oom is not None:
            return [f"On {name}, batch {oom} already ran out of memory: nothing could be measured."]
        failed = next((p for p in items if p.status == "error"), None)
        return [f"On {name}, no batch could be measured" + (f": {failed.message}." if failed else ".")]
    if len(found) == 1:
        [(batch, rate)] = found.items()
        text = f"On {name}, only batch {batch} was measured ({fmt(rate, 'samples/s')})"
        if oom is not None:
            return [text + f"; batch {oom} ran out of memory, so nothing larger fits and no knee can be found."]
        return [text + ": a single batch shows no trend, so no knee can be found."]
    sentences = [_trend(name, found, noise(items)), _knee_sentence(items, found)]
    drop = drop_past_best(items)
    if drop is not None:
        sentences.append(drop_reading(drop))
    if oom is not None:
        sentences.append(f"Batch {oom} did not fit in memory.")
    return sentences


def _trend(name: str, found: dict[int, float], spread: dict[int, float]) -> str:
    first, last = min(found), max(found)
    best = max(found, key=lambda batch: found[batch])
    margin = max(CLEAR_MARGIN, spread[first], spread[best])
    if best == first:
        return (f"On {name}, throughput was highest at the smallest batch, {first} "
                f"({fmt(found[first], 'samples/s')}): larger batches did not run faster.")
    if found[best] <= found[first] * (1 + margin):
        return (f"On {name}, throughput stayed flat from batch {first} to batch {last}, between "
                f"{fmt(min(found.values()), 'samples/s')} and {fmt(max(found.values()), 'samples/s')}, within the "
                f"{margin:.0%} noise: batching gained nothing measurable here.")
    return (f"On {name}, throughput rose from {fmt(found[first], 'samples/s')} at batch {first} to "
            f"{fmt(found[best], 'samples/s')} at batch {best}, {found[best] / found[first]:.1f}x.")


def _knee_sentence(points: Sequence[SweepPoint], found: dict[int, float]) -> str:
    batches = list(found)
    gains = [gain_per_doubling(a, found[a], b, found[b]) for a, b in zip(batches, batches[1:], strict=False)]
    threshold = f"{KNEE_GAIN_PER_DOUBLING:.0%}"
    knee_at = knee(points)
    if knee_at is None:
        return (f"It was still rising at batch {batches[-1]} ({gains[-1]:+.0%} per doubling over the last step, "
                f"{threshold} or more): the knee lies beyond the batches measured.")
    after = gains[batches.index(knee_at):]
    memory = {p.batch_size: p.peak_memory_bytes for p in measured(points) if p.peak_memory_bytes}
    grew = ""
    if knee_at in memory and batches[-1] in memory and memory[batches[-1]] > memory[knee_at] * 1.05:
        grew = f", while peak memory grew from {fmt_bytes(memory[knee_at])} to {fmt_bytes(memory[batches[-1]])}"
    return (f"The knee is batch {knee_at}: from there to batch {batches[-1]} each doubling gained less than "
            f"{threshold} (at most {max(after):+.0%}){grew}, so larger batches cost memory for little speed.")


def drop_reading(drop: Drop) -> str:
    """"Batch 512 was 23% slower than batch 256, the fastest: likely ..." with the likely cause from the numbers."""
    return (f"Batch {drop.batch_size} was {drop.slower_by:.0%} slower than batch {drop.best_batch}, the fastest "
            f"({fmt(drop.samples_per_second, 'samples/s')} against {fmt(drop.best_samples_per_second, 'samples/s')}"
            f", beyond the {drop.margin:.0%} noise): {_likely_cause(drop)}.")


def _likely_cause(drop: Drop) -> str:
    if drop.other_cpu_percent is not None:
        return (f"likely not the batch itself: other processes used {drop.other_cpu_percent:.0f}% of the CPU while "
                f"it was measured")
    memory = ""
    if drop.best_memory_bytes and drop.memory_bytes:
        memory = f" (peak memory {fmt_bytes(drop.best_memory_bytes)} at batch {drop.best_batch}, " \
                 f"{fmt_bytes(drop.memory_bytes)} at batch {drop.batch_size})"
        batch_growth = drop.batch_size / drop.best_batch
        if drop.memory_bytes > drop.best_memory_bytes * batch_growth * 1.1:
            return (f"likely memory: peak memory jumped from {fmt_bytes(drop.best_memory_bytes)} to "
                    f"{fmt_bytes(drop.memory_bytes)}, more than the {batch_growth:.0f}x larger batch explains")
    if drop.next_did_not_fit:
        return f"likely memory pressure: the next batch did not fit, so this one ran close to the limit{memory}"
    if drop.device == "cpu":
        return (f"likely the working set outgrew the CPU's caches, so each step waited on main memory "
                f"(memory-bound) instead of computing{memory}")
    return f"likely memory pressure on the device{memory}"


def crossover_reading(crossing: Crossover) -> str:
    """Who wins small batches, who wins large ones, where they cross and whether the noise could move it."""
    text = f"{crossing.faster_at_small} was faster at small batches and {crossing.faster_at_large} from batch " \
           f"{crossing.batch_size} on"
    if crossing.previous_batch is None or crossing.small_lead is None or crossing.large_lead is None:
        return text + "."
    text += (f" ({crossing.small_lead:.0%} behind at batch {crossing.previous_batch}, {crossing.large_lead:.0%} "
             f"ahead at batch {crossing.batch_size})")
    meet = estimated_crossing(crossing)
    where = f"; the curves meet near batch {meet:.0f}" if meet is not None else ""
    if crossing.clear:
        return text + f"{where}. Both leads exceed the {crossing.margin:.0%} noise, so the crossover is clear."
    return (text + f"{where}. A lead is within the {crossing.margin:.0%} noise (or the machine was busy), so the "
            "crossover is uncertain: another run could move it by a measured batch either way.")


def noise_notes(points: Sequence[SweepPoint]) -> list[str]:
    """Sentences naming the figures to doubt: noisy points, points measured while the machine was busy, and
    repeats of one batch that disagree."""
    notes = []
    for name, items in group(noisy_points(points)).items():
        listed = ", ".join(f"{p.batch_size} (\u00b1{p.uncertainty or 0.0:.0%})" for p in items)
        if len(items) == 1:
            notes.append(f"On {name}, batch {listed} was noisy: its steps varied so much that its figure may be off "
                         f"by more than {NOISY_UNCERTAINTY:.0%}, so read it as rough.")
        else:
            notes.append(f"On {name}, batches {listed} were noisy: their steps varied so much that their figures "
                         f"may be off by more than {NOISY_UNCERTAINTY:.0%}, so read them as rough.")
    for name, items in group(busy_points(points)).items():
        most = max(p.other_cpu_percent or 0.0 for p in items)
        batches = ", ".join(str(p.batch_size) for p in items)
        plural = len(items) > 1
        notes.append(f"Other processes used {'up to ' if plural else ''}{most:.0f}% of the CPU while batch"
                     f"{'es' if plural else ''} {batches} on {name} {'were' if plural else 'was'} measured: "
                     f"{'their figures are' if plural else 'its figure is'} likely low.")
    for name, items in group(measured(points)).items():
        notes += _repeat_notes(name, items)
    return notes


def _repeat_notes(name: str, items: Sequence[SweepPoint]) -> list[str]:
    """One sentence on how well repeats of a batch agreed: the ones that disagreed by more than NOISY_SPREAD named
    with their range, the rest summed up."""
    counts: dict[int, list[float]] = {}
    for point in items:
        counts.setdefault(point.batch_size, []).append(point.samples_per_second or 0.0)
    repeated = {batch: values for batch, values in sorted(counts.items()) if len(values) > 1}
    if not repeated:
        return []
    apart = {batch: max(values) / min(values) - 1.0 for batch, values in repeated.items()}
    disagreed = [batch for batch, gap in apart.items() if gap > NOISY_SPREAD]
    agreed = [gap for batch, gap in apart.items() if batch not in disagreed]
    times = max(len(values) for values in repeated.values())
    parts = []
    if disagreed:
        listed = ", ".join(f"{batch} ({fmt(min(repeated[batch]), 'samples/s')} to "
                           f"{fmt(max(repeated[batch]), 'samples/s')}, {apart[batch]:.0%} apart)"
                           for batch in disagreed)
        parts.append(f"repeats of batch{'es' if len(disagreed) > 1 else ''} {listed} disagreed by more than "
                     f"{NOISY_SPREAD:.0%}: noisy, so the median is used")
    if agreed:
        parts.append(f"{'the other' if disagreed else 'all'} repeated batches agreed within {max(agreed):.0%}")
    return [f"On {name}, batches measured up to {times} times: {'; '.join(parts)}."]


def certainty_note(points: Sequence[SweepPoint]) -> str:
    """How far the whole experiment can be trusted, from the recorded spreads; empty when a note already doubts
    particular points."""
    ok = measured(points)
    if not ok or noisy_points(ok) or busy_points(ok):
        return ""
    spreads = [p.step_spread for p in ok if p.step_spread is not None]
    if not spreads:
        return (f"These points carry no record of how much their steps varied, so differences under about "
                f"{NOISY_SPREAD:.0%} may be noise.")
    worst = max(CLEAR_MARGIN, *(spread for p in ok if (spread := p.uncertainty) is not None))
    calm = " and no other program took more than " \
           f"{BUSY_CPU_PERCENT:.0f}% of the CPU" if all(p.other_cpu_percent is not None for p in ok) else ""
    return (f"Steps within each point varied by at most {max(spreads):.0%}{calm}, so differences larger than about "
            f"{worst:.0%} are real.")


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
            "the curves show whether the change affected learning.", *_accuracy_reading(points, batch, steps)]


ACCURACY_STEPS = 5
"""Training accuracy is read as the mean over this many last steps: one batch's accuracy jumps by a sample's
share."""


def _accuracy_reading(points: Sequence[SweepPoint], batch: int, steps: int) -> list[str]:
    """Each series' training accuracy over its last steps (of the ``steps`` all series ran) at ``batch``."""
    curves = {p.series: p.accuracies[:steps] for p in points
              if p.batch_size == batch and p.status == "ok" and len(p.accuracies) >= steps}
    if not curves or steps < ACCURACY_STEPS:
        return []
    means = {name: sum(acc[-ACCURACY_STEPS:]) / ACCURACY_STEPS for name, acc in curves.items()}
    if any(math.isnan(mean) for mean in means.values()):
        return []
    parts = ", ".join(f"{mean:.0%} on {name}" for name, mean in means.items())
    return [f"Training accuracy over steps {steps - ACCURACY_STEPS + 1}-{steps} (each batch judged before the step "
            f"that learned from it): {parts}."]


def _relative_speeds(points: Sequence[SweepPoint], order: list[str]) -> list[str]:
    """At the largest batch every series measured: each one's throughput relative to the first series, with the
    ratios inside the noise said to be so."""
    if len(order) < 2:
        return []
    series = group(points)
    found = {name: rates(series.get(name, [])) for name in order}
    spread = {name: noise(series.get(name, [])) for name in order}
    common = set.intersection(*(set(r) for r in found.values()))
    if not common:
        return []
    batch = max(common)
    first = order[0]
    parts = []
    for name in order[1:]:
        ratio = found[name][batch] / found[first][batch]
        margin = max(CLEAR_MARGIN, spread[name][batch], spread[first][batch])
        parts.append(f"{name} {ratio:.2f}x" + (" (within noise)" if abs(ratio - 1) <= margin else ""))
    return [f"At batch {batch}, relative to {first} ({fmt(found[first][batch], 'samples/s')}): {', '.join(parts)}."]


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
