"""An experiment in plain words, built only from the measured numbers, each claim with how sure it is: what the
command line prints, the window shows beneath its charts and the lessons build on.

Every sentence is one template of the "Experiments" context in the reader's language (English on the command line),
its numbers in the reader's style: a window that changes language makes the reading again from the same points.
The sentence builders (series_reading, drop_reading, crossover_reading, and noise_reading's noise_notes and
certainty_note) are public:
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
    drop_past_best,
    estimated_crossing,
    gain_per_doubling,
    group,
    knee,
    measured,
    noise,
    rates,
)
from dashboard.experiments.maxbatch import MaxBatchResult
from dashboard.experiments.noise_reading import certainty_note, noise_notes
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.shown_labels import shown_energy_note, shown_series
from dashboard.text import counted, fill, join, number, translate
from dashboard.units import fmt, fmt_bytes


def reading(points: Sequence[SweepPoint], summaries: Sequence[SeriesSummary], crossings: Sequence[Crossover],
            largest: MaxBatchResult | None = None) -> str:
    """One paragraph: each series' rise, knee and any drop, who overtakes whom and how clearly, relative speeds,
    losses, the points to doubt, how sure the whole is, and the largest batch."""
    sentences = []
    for summary in summaries:
        sentences += series_reading([p for p in points if p.series == summary.series])
    sentences += [crossover_reading(crossing) for crossing in crossings]
    if summaries:
        sentences += _relative_speeds(points, [s.series for s in summaries])
        sentences += scaling_reading(points)
        sentences += serving_reading(points)
        sentences += energy_reading(points)
        sentences += _loss_reading(points)
        sentences += _trainable_reading(points)
        sentences += noise_notes(points)
        sentences += [note] if (note := certainty_note(points)) else []
    sentences += largest_reading(largest)
    return join(*sentences)  # keeps each sentence's words: a recording's reading is said again in another language


def _rate(samples_per_second: float | None) -> str:
    return fmt(samples_per_second, "samples/s")


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
            return [fill(translate("Experiments", "On {name}, batch {oom} already ran out of memory: nothing could be "
                                                  "measured."), name=shown_series(name), oom=oom)]
        failed = next((p for p in items if p.status == "error"), None)
        if failed is None:
            return [fill(translate("Experiments", "On {name}, no batch could be measured."), name=shown_series(name))]
        return [fill(translate("Experiments", "On {name}, no batch could be measured: {reason}."),
                     name=shown_series(name), reason=failed.message)]
    if len(found) == 1:
        [(batch, rate)] = found.items()
        if oom is not None:
            return [fill(translate("Experiments", "On {name}, only batch {batch} was measured ({rate}); batch {oom} "
                                                  "ran out of memory, so nothing larger fits and no knee can be "
                                                  "found."), name=shown_series(name), batch=batch, rate=_rate(rate),
                     oom=oom)]
        return [fill(translate("Experiments", "On {name}, only batch {batch} was measured ({rate}): a single batch "
                                              "shows no trend, so no knee can be found."),
                     name=shown_series(name), batch=batch, rate=_rate(rate))]
    sentences = [_trend(name, found, noise(items)), _knee_sentence(items, found)]
    drop = drop_past_best(items)
    if drop is not None:
        sentences.append(drop_reading(drop))
    if oom is not None:
        sentences.append(fill(translate("Experiments", "Batch {oom} did not fit in memory."), oom=oom))
    return sentences


def _trend(name: str, found: dict[int, float], spread: dict[int, float]) -> str:
    first, last = min(found), max(found)
    best = max(found, key=lambda batch: found[batch])
    margin = max(CLEAR_MARGIN, spread[first], spread[best])
    if best == first:
        return fill(translate("Experiments", "On {name}, throughput was highest at the smallest batch, {first} "
                                             "({rate}): larger batches did not run faster."),
                    name=shown_series(name), first=first, rate=_rate(found[first]))
    if found[best] <= found[first] * (1 + margin):
        return fill(translate("Experiments", "On {name}, throughput stayed flat from batch {first} to batch {last}, "
                                             "between {low} and {high}, within the {margin:.0%} noise: batching "
                                             "gained nothing measurable here."),
                    name=shown_series(name), first=first, last=last, low=_rate(min(found.values())),
                    high=_rate(max(found.values())), margin=margin)
    return fill(translate("Experiments", "On {name}, throughput rose from {low} at batch {first} to {high} at batch "
                                         "{best}, {ratio:.1f}x."),
                name=shown_series(name), low=_rate(found[first]), first=first, high=_rate(found[best]), best=best,
                ratio=found[best] / found[first])


def _knee_sentence(points: Sequence[SweepPoint], found: dict[int, float]) -> str:
    batches = list(found)
    gains = [gain_per_doubling(a, found[a], b, found[b]) for a, b in zip(batches, batches[1:], strict=False)]
    knee_at = knee(points)
    if knee_at is None:
        return fill(translate("Experiments", "It was still rising at batch {batch} ({gain:+.0%} per doubling over "
                                             "the last step, {threshold:.0%} or more): the knee lies beyond the "
                                             "batches measured."),
                    batch=batches[-1], gain=gains[-1], threshold=KNEE_GAIN_PER_DOUBLING)
    values = {"knee": knee_at, "last": batches[-1], "threshold": KNEE_GAIN_PER_DOUBLING,
              "gain": max(gains[batches.index(knee_at):])}
    memory = {p.batch_size: p.peak_memory_bytes for p in measured(points) if p.peak_memory_bytes}
    if knee_at in memory and batches[-1] in memory and memory[batches[-1]] > memory[knee_at] * 1.05:
        return fill(translate("Experiments", "The knee is batch {knee}: from there to batch {last} each doubling "
                                             "gained less than {threshold:.0%} (at most {gain:+.0%}), while peak "
                                             "memory grew from {low} to {high}, so larger batches cost memory for "
                                             "little speed."),
                    low=fmt_bytes(memory[knee_at]), high=fmt_bytes(memory[batches[-1]]), **values)
    return fill(translate("Experiments", "The knee is batch {knee}: from there to batch {last} each doubling gained "
                                         "less than {threshold:.0%} (at most {gain:+.0%}), so larger batches cost "
                                         "memory for little speed."), **values)


def drop_reading(drop: Drop) -> str:
    """"Batch 512 was 23% slower than batch 256, the fastest: likely ..." with the likely cause from the numbers."""
    return fill(translate("Experiments", "Batch {batch} was {slower:.0%} slower than batch {best}, the fastest "
                                         "({rate} against {best_rate}, beyond the {margin:.0%} noise): {cause}."),
                batch=drop.batch_size, slower=drop.slower_by, best=drop.best_batch,
                rate=_rate(drop.samples_per_second), best_rate=_rate(drop.best_samples_per_second),
                margin=drop.margin, cause=_likely_cause(drop))


def _likely_cause(drop: Drop) -> str:
    """The clause after "the fastest (...):", with both batches' peak memory where they were recorded."""
    if drop.other_cpu_percent is not None:
        return fill(translate("Experiments", "likely not the batch itself: other processes used {share:.0f}% of the "
                                             "CPU while it was measured"), share=drop.other_cpu_percent)
    if not (drop.best_memory_bytes and drop.memory_bytes):
        if drop.next_did_not_fit:
            return translate("Experiments", "likely memory pressure: the next batch did not fit, so this one ran "
                                            "close to the limit")
        if drop.device == "cpu":
            return translate("Experiments", "likely the working set outgrew the CPU's caches, so each step waited "
                                            "on main memory (memory-bound) instead of computing")
        return translate("Experiments", "likely memory pressure on the device")
    growth = drop.batch_size / drop.best_batch
    values = {"best_memory": fmt_bytes(drop.best_memory_bytes), "memory": fmt_bytes(drop.memory_bytes),
              "best": drop.best_batch, "batch": drop.batch_size}
    if drop.memory_bytes > drop.best_memory_bytes * growth * 1.1:
        return fill(translate("Experiments", "likely memory: peak memory jumped from {best_memory} to {memory}, more "
                                             "than the {growth:.0f}x larger batch explains"), growth=growth, **values)
    if drop.next_did_not_fit:
        return fill(translate("Experiments", "likely memory pressure: the next batch did not fit, so this one ran "
                                             "close to the limit (peak memory {best_memory} at batch {best}, "
                                             "{memory} at batch {batch})"), **values)
    if drop.device == "cpu":
        return fill(translate("Experiments", "likely the working set outgrew the CPU's caches, so each step waited on "
                                             "main memory (memory-bound) instead of computing (peak memory "
                                             "{best_memory} at batch {best}, {memory} at batch {batch})"), **values)
    return fill(translate("Experiments", "likely memory pressure on the device (peak memory {best_memory} at batch "
                                         "{best}, {memory} at batch {batch})"), **values)


def crossover_reading(crossing: Crossover) -> str:
    """Who wins small batches, who wins large ones, where they cross and whether the noise could move it."""
    values = {"small": crossing.faster_at_small, "large": crossing.faster_at_large, "batch": crossing.batch_size}
    if crossing.previous_batch is None or crossing.small_lead is None or crossing.large_lead is None:
        return fill(translate("Experiments", "{small} was faster at small batches and {large} from batch {batch} on."),
                    **values)
    values.update(previous=crossing.previous_batch, small_lead=crossing.small_lead, large_lead=crossing.large_lead)
    meet = estimated_crossing(crossing)
    if meet is None:
        where = fill(translate("Experiments", "{small} was faster at small batches and {large} from batch {batch} on "
                                              "({small_lead:.0%} behind at batch {previous}, {large_lead:.0%} ahead "
                                              "at batch {batch})."), **values)
    else:
        where = fill(translate("Experiments", "{small} was faster at small batches and {large} from batch {batch} on "
                                              "({small_lead:.0%} behind at batch {previous}, {large_lead:.0%} ahead "
                                              "at batch {batch}); the curves meet near batch {meet:.0f}."),
                     meet=meet, **values)
    if crossing.clear:
        how_sure = fill(translate("Experiments", "Both leads exceed the {margin:.0%} noise, so the crossover is "
                                                 "clear."), margin=crossing.margin)
    else:
        how_sure = fill(translate("Experiments", "A lead is within the {margin:.0%} noise (or the machine was busy), "
                                                 "so the crossover is uncertain: another run could move it by a "
                                                 "measured batch either way."), margin=crossing.margin)
    return f"{where} {how_sure}"


def _trainable_reading(points: Sequence[SweepPoint]) -> list[str]:
    """Where the series train different numbers of parameters (frozen backbones): how many each one trains."""
    counts = {p.series: p.trainable_parameters for p in points if p.status == "ok" and p.trainable_parameters}
    if len(set(counts.values())) < 2:
        return []
    listed = "; ".join(f"{shown_series(name)} {number(count)}" for name, count in counts.items())
    return [fill(translate("Experiments", "Trainable parameters: {counts}."), counts=listed)]


def _loss_reading(points: Sequence[SweepPoint]) -> list[str]:
    """Where each series' loss curve ended after the same number of steps from the same seed."""
    batch = loss_batch(points)
    if batch is None:
        return []
    curves = {p.series: p.losses for p in points if p.batch_size == batch and p.status == "ok" and p.losses}
    steps = min(len(losses) for losses in curves.values())
    ends = ", ".join(fill(translate("Experiments", "{loss:.3f} on {name}"), loss=losses[steps - 1],
                          name=shown_series(name)) for name, losses in curves.items())
    return [fill(counted(steps, translate("Experiments", "From the same seed at batch {batch}, the loss after %Ln "
                                                         "step(s) was {ends}: the curves show whether the change "
                                                         "affected learning.", None, 1)),
                 batch=batch, ends=ends), *_accuracy_reading(points, batch, steps)]


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
    parts = ", ".join(fill(translate("Experiments", "{accuracy:.0%} on {name}"), accuracy=mean, name=shown_series(name))
                      for name, mean in means.items())
    return [fill(translate("Experiments", "Training accuracy over steps {first}-{last} (each batch judged before the "
                                          "step that learned from it): {accuracies}."),
                 first=steps - ACCURACY_STEPS + 1, last=steps, accuracies=parts)]


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
        if abs(ratio - 1) <= margin:
            parts.append(fill(translate("Experiments", "{name} {ratio:.2f}x (within noise)"), name=shown_series(name),
                              ratio=ratio))
        else:
            parts.append(fill("{name} {ratio:.2f}x", name=shown_series(name), ratio=ratio))
    return [fill(translate("Experiments", "At batch {batch}, relative to {first} ({rate}): {ratios}."), batch=batch,
                 first=shown_series(first), rate=_rate(found[first][batch]), ratios=", ".join(parts))]


def serving_reading(points: Sequence[SweepPoint]) -> list[str]:
    """Inference series: one answer's wait at the smallest batch against the throughput, and the wait, at the
    largest: the edge device's figure and the server's."""
    sentences = []
    for name, items in group([p for p in points if p.engine and p.status == "ok" and p.step_seconds]).items():
        small, large = min(items, key=lambda p: p.batch_size), max(items, key=lambda p: p.batch_size)
        if small is large:
            continue
        sentences.append(fill(translate("Experiments", "With {name}, one answer takes {latency} at batch {small}; at "
                                                       "batch {large} it serves {rate}, and every answer in the batch "
                                                       "waits {wait}."),
                              name=shown_series(name), latency=fmt((small.step_seconds or 0.0) * 1000, "ms", 2),
                              small=small.batch_size, large=large.batch_size, rate=_rate(large.samples_per_second),
                              wait=fmt((large.step_seconds or 0.0) * 1000, "ms", 1)))
    return sentences


def energy_reading(points: Sequence[SweepPoint]) -> list[str]:
    """Where each series did the most work per joule, or why energy was not measured (the first reason met)."""
    sentences = []
    for name, items in group([p for p in points if p.status == "ok" and p.samples_per_joule]).items():
        best = max(items, key=lambda p: p.samples_per_joule or 0.0)
        sentences.append(fill(translate("Experiments", "{name} trained the most samples per joule at batch {batch}: "
                                                       "{per_joule} samples/J at {power} on average."),
                              name=shown_series(name), batch=best.batch_size,
                              per_joule=fmt(best.samples_per_joule, "", 1), power=fmt(best.average_power_w, "W")))
    if sentences:
        return sentences
    reason = next((p.energy_note for p in points if p.status == "ok" and p.energy_note), "")
    return [fill(translate("Experiments", "Energy was not measured: {reason}."), reason=shown_energy_note(reason))
            ] if reason else []


LINEAR_ENOUGH = 0.95
"""Scaling efficiency from which data-parallel GPUs are called close enough to linear to need no excuse."""


def scaling_reading(points: Sequence[SweepPoint]) -> list[str]:
    """Data-parallel series against the one-process series, at the largest batch per process all measured: how
    much faster, what fraction of linear scaling, the all-reduce's share of a step, and why."""
    measured_points = [p for p in points if p.status == "ok" and p.samples_per_second]
    alone = {p.batch_size: p for p in measured_points if p.processes == 1}
    together = [p for p in measured_points if p.processes > 1]
    if not alone or not together:
        return []
    batch = max(set(alone) & {p.batch_size for p in together}, default=None)
    if batch is None:
        return []
    base = alone[batch]
    on_gpus = base.device != "cpu"
    sentences = []
    efficiencies = []
    for point in (p for p in together if p.batch_size == batch):
        assert point.samples_per_second is not None and base.samples_per_second is not None
        ratio = point.samples_per_second / base.samples_per_second
        efficiencies.append(ratio / point.processes)
        share = point.communication_share or 0.0
        if on_gpus:
            sentences.append(fill(translate("Experiments", "At batch {batch} per GPU, {name} trained {rate}: "
                                                           "{ratio:.2f}x one GPU, {efficiency:.0%} of linear scaling; "
                                                           "each step waited {share:.0%} of its time for the gradient "
                                                           "all-reduce."),
                                  batch=batch, name=shown_series(point.series), rate=_rate(point.samples_per_second),
                                  ratio=ratio, efficiency=ratio / point.processes, share=share))
        else:
            sentences.append(fill(translate("Experiments", "At batch {batch} per process, {name} trained {rate}: "
                                                           "{ratio:.2f}x one process on the same cores; each step "
                                                           "waited {share:.0%} of its time for the gradient "
                                                           "all-reduce."),
                                  batch=batch, name=shown_series(point.series), rate=_rate(point.samples_per_second),
                                  ratio=ratio, share=share))
    if not on_gpus:
        sentences.append(fill(translate("Experiments", "On one CPU the processes share the same cores, so more "
                                                       "processes add no arithmetic: what they gain is a combined "
                                                       "batch of {combined} samples per step, and what they pay is "
                                                       "the all-reduce and each one's smaller share of the threads."),
                              combined=batch * max(p.processes for p in together)))
    elif min(efficiencies) < LINEAR_ENOUGH:
        sentences.append(translate("Experiments", "Short of linear because every step ends with an all-reduce of all "
                                                  "the gradients over the links between the GPUs (NVLink or PCIe), "
                                                  "and the steps still run one after another."))
    return sentences + _communication_by_batch(together)


def _communication_by_batch(together: Sequence[SweepPoint]) -> list[str]:
    """The most processes' all-reduce share at their smallest and largest batch: gradients weigh the same at any
    batch, so a larger batch hides them better."""
    most = max(p.processes for p in together)
    shares = {p.batch_size: p.communication_share for p in together
              if p.processes == most and p.communication_share is not None}
    if len(shares) < 2:
        return []
    small, large = min(shares), max(shares)
    return [fill(translate("Experiments", "With {processes} processes the all-reduce took {small_share:.0%} of a "
                                          "step at batch {small} and {large_share:.0%} at batch {large}: the "
                                          "gradients are as large at every batch, so larger batches hide them "
                                          "better."),
                 processes=most, small_share=shares[small], small=small, large_share=shares[large], large=large)]


def largest_reading(result: MaxBatchResult | None) -> list[str]:
    """The largest-batch search in sentences, after the throughput reading (which names the fastest batch)."""
    if result is None:
        return []
    if result.largest_fitting is None:
        return [fill(translate("Experiments", "Even batch {batch} did not fit."), batch=result.first_failing)]
    if result.first_failing is None:
        return [fill(counted(len(result.tries), translate(
            "Experiments", "Every batch up to the search's limit of {limit:,} fitted (%Ln tries), so the largest is at "
                           "least that.", None, 1)),
                     limit=result.limit)]
    return [fill(counted(len(result.tries), translate(
        "Experiments", "The largest batch that fits is {largest:,} (batch {failing:,} ran out of memory; %Ln tries: "
                       "doubling, then bisecting); with a 10% margin, use {safe:,}.", None, 1)),
                 largest=result.largest_fitting,
                 failing=result.first_failing, safe=result.safe_batch),
            translate("Experiments", "The fastest batch is often much smaller than the largest.")]


def loss_batch(points: Sequence[SweepPoint]) -> int | None:
    """The largest batch size at which every series recorded a loss curve, or None."""
    series = group([p for p in points if p.status == "ok" and p.losses]).values()
    names = {p.series for p in points}
    if not series or len(series) < len(names):
        return None
    common = set.intersection(*({p.batch_size for p in items} for items in series))
    return max(common) if common else None
