"""The takeaway of an experiment: one or two sentences a lecturer can read out to a room (at most about 30 words),
built from the measured numbers like the details beneath them, and never stating more than the noise supports.

A knee or a winner whose repeats disagree by more than the difference it rests on is called uncertain, and the
sentence says why in plain words. The details (every series' trend, the noise per point, the repeats, other
programs' CPU use) are ``reading.reading``; a window shows them behind a "Details" disclosure and files keep both.
The lessons build their takeaways from the same functions (``series_takeaway``, ``comparison_takeaway``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from dashboard.experiments.analysis import (
    CLEAR_MARGIN,
    KNEE_GAIN_PER_DOUBLING,
    Crossover,
    crossovers,
    drop_past_best,
    estimated_crossing,
    group,
    knee,
    measured,
    noise,
    rates,
)
from dashboard.experiments.maxbatch import MaxBatchResult
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.shown_labels import shown_series
from dashboard.text import fill, join, number, translate
from dashboard.units import fmt

TAKEAWAY_WORDS = 30
"""The most words a takeaway has in English: two sentences a lecturer reads out in ten seconds."""

Name = Callable[[str], str]
"""A series' name as the reader sees it: labels kept in English ("small CNN on cpu", "2 threads", "(estimate)")
said in the reader's language (``shown_series``)."""


@dataclass(frozen=True)
class Reading:
    """What a measurement says, in two layers: the takeaway to read out, and the details behind it."""

    takeaway: str
    details: str


def word_count(text: str) -> int:
    return len(text.split())


def _rate(samples_per_second: float) -> str:
    return fmt(samples_per_second, "samples/s")


def experiment_takeaway(points: Sequence[SweepPoint], largest: MaxBatchResult | None = None,
                        name: Name = shown_series) -> str:
    """The experiment's main finding: the largest batch where one was searched, the scaling of data-parallel
    processes, the serving trade-off, or how the series compare (one series: its rise and knee)."""
    if largest is not None:
        return largest_takeaway(points, largest)
    ok = measured(points)
    if not ok:
        return _nothing_measured(points)
    if any(p.processes > 1 for p in ok):
        return scaling_takeaway(ok) or comparison_takeaway(points, name)
    if any(p.engine for p in ok):
        return serving_takeaway(ok, name) or comparison_takeaway(points, name)
    return comparison_takeaway(points, name)


def _nothing_measured(points: Sequence[SweepPoint]) -> str:
    oom = next((p.batch_size for p in points if p.status == "oom"), None)
    if oom is not None:
        return fill(translate("Experiments", "Nothing could be measured: batch {oom} already ran out of memory."),
                    oom=oom)
    return translate("Experiments", "Nothing could be measured: the details say why.")


def comparison_takeaway(points: Sequence[SweepPoint], name: Name = shown_series) -> str:
    """One series: its rise and knee; two: who wins where, and where they cross; more: the fastest at the largest
    batch all measured, and whether the runner-up is a tie within the noise."""
    series = [items for items in group(points).values() if rates(items)]
    if not series:
        return _nothing_measured(points)
    if len(series) == 1:
        return series_takeaway(series[0], name)
    if len(series) == 2:
        return pair_takeaway(series[0], series[1], name)
    return many_takeaway(series, name)


# ---------------------------------------------------------------- one series


def series_takeaway(points: Sequence[SweepPoint], name: Name = shown_series) -> str:
    """How much throughput rose with the batch, and where the knee is: said uncertain, with the repeats or the
    noise that make it so, when they disagree by more than the gain the knee rests on."""
    found = rates(points)
    if not found:
        return _nothing_measured(points)
    if len(found) == 1:
        [(batch, rate)] = found.items()
        return fill(translate("Experiments", "Only batch {batch} was measured ({rate}): one batch shows no trend."),
                    batch=batch, rate=_rate(rate))
    spread = noise(points)
    first, last = min(found), max(found)
    best = max(found, key=lambda batch: found[batch])
    margin = max(CLEAR_MARGIN, spread[first], spread[best])
    if best == first or found[best] <= found[first] * (1 + margin):
        return fill(translate("Experiments", "Throughput stayed flat from batch {first} to batch {last}, within the "
                                             "{margin:.0%} noise: larger batches gained nothing here."),
                    first=first, last=last, margin=margin)
    rise = fill(translate("Experiments", "Throughput rose {ratio:.1f}x from batch {first} to batch {best}."),
                ratio=found[best] / found[first], first=first, best=best)
    knee_said = knee_takeaway(points)
    drop = drop_past_best(points)
    if drop is not None and knee_doubt_of(points) is None:  # an uncertain knee's why needs the words
        rise = fill(translate("Experiments", "Throughput rose {ratio:.1f}x from batch {first} to batch {best}, then "
                                             "fell {slower:.0%} by batch {batch}."),
                    ratio=found[best] / found[first], first=first, best=best, slower=drop.slower_by,
                    batch=drop.batch_size)
    return f"{rise} {knee_said}"


def knee_takeaway(points: Sequence[SweepPoint]) -> str:
    """Where the knee is, or that it lies beyond the batches measured; uncertain where the noise around it is larger
    than the 10% per doubling that defines it."""
    found = rates(points)
    knee_at = knee(points)
    if knee_at is None:
        return fill(translate("Experiments", "It was still rising at batch {last}: the knee lies beyond."),
                    last=max(found))
    doubt = knee_doubt(points, knee_at)
    if doubt is None:
        return fill(translate("Experiments", "The knee is batch {knee}: past it, each doubling gained under "
                                             "{threshold:.0%}."), knee=knee_at, threshold=KNEE_GAIN_PER_DOUBLING)
    batch, values, spread = doubt
    if len(values) >= 2:
        return fill(translate("Experiments", "The knee is uncertain: batch {batch}'s repeats measured {low} and "
                                             "{high} samples/s, further apart than the {threshold:.0%} gain defining "
                                             "it."),
                    batch=batch, low=number(min(values)), high=number(max(values)),
                    threshold=KNEE_GAIN_PER_DOUBLING)
    return fill(translate("Experiments", "The knee is uncertain: batch {batch}'s figure may be off by "
                                         "\u00b1{spread:.0%}, more than the {threshold:.0%} gain defining it."),
                batch=batch, spread=spread, threshold=KNEE_GAIN_PER_DOUBLING)


def knee_doubt_of(points: Sequence[SweepPoint]) -> tuple[int, list[float], float] | None:
    """``knee_doubt`` of the series' knee; None without a knee."""
    knee_at = knee(points)
    return None if knee_at is None else knee_doubt(points, knee_at)


def knee_doubt(points: Sequence[SweepPoint], knee_at: int) -> tuple[int, list[float], float] | None:
    """The noisiest batch the knee rests on (the one before it, where throughput still rose, and every one from the
    knee on, where it no longer did), with its repeats' throughputs and relative spread, when that spread exceeds the
    knee's threshold; None when the knee holds."""
    spread = noise(points)
    batches = sorted(spread)
    at = batches.index(knee_at)
    around = batches[max(0, at - 1):]
    worst = max(around, key=lambda batch: spread[batch])
    if spread[worst] <= KNEE_GAIN_PER_DOUBLING:
        return None
    values = [p.samples_per_second or 0.0 for p in measured(points) if p.batch_size == worst]
    return worst, values, spread[worst]


# ---------------------------------------------------------------- two series


def _common(one: Sequence[SweepPoint], two: Sequence[SweepPoint]) -> tuple[dict[int, float], dict[int, float],
                                                                             list[int]]:
    first, second = rates(one), rates(two)
    return first, second, sorted(first.keys() & second.keys())


def pair_takeaway(one: Sequence[SweepPoint], two: Sequence[SweepPoint], name: Name = shown_series) -> str:
    """Where the two cross (and how sure that is), or which one was faster at every common batch (and whether a lead
    is inside the noise), or that neither stayed ahead."""
    crossing = next(iter(crossovers([*one, *two])), None)
    if crossing is not None:
        return crossover_takeaway(crossing, name)
    first, second, common = _common(one, two)
    a, b = one[0].series, two[0].series
    if not common:
        return fill(translate("Experiments", "{one} and {two} share no measured batch, so they cannot be compared."),
                    one=name(a), two=name(b))
    spread = {a: noise(one), b: noise(two)}
    for winner, loser, win, lose in ((a, b, first, second), (b, a, second, first)):
        if all(win[batch] > lose[batch] for batch in common):
            return _winner_everywhere(winner, loser, win, lose, common, spread, name)
    return fill(translate("Experiments", "Neither {one} nor {two} stayed ahead: they swapped places over the batches "
                                         "measured."), one=name(a), two=name(b))


def _winner_everywhere(winner: str, loser: str, win: dict[int, float], lose: dict[int, float], common: list[int],
                       spread: dict[str, dict[int, float]], name: Name) -> str:
    low, high = common[0], common[-1]
    if len(common) == 1:
        said = fill(translate("Experiments", "At batch {batch}, {winner} ran {ratio:.2f}x as fast as {loser}."),
                    batch=low, winner=name(winner), ratio=win[low] / lose[low], loser=name(loser))
    else:
        said = fill(translate("Experiments", "{winner} was faster than {loser} at every batch, {low} to {high}: "
                                             "{low_ratio:.1f}x at batch {low}, {high_ratio:.1f}x at batch {high}."),
                    winner=name(winner), loser=name(loser), low=low, high=high, low_ratio=win[low] / lose[low],
                    high_ratio=win[high] / lose[high])
    leads = {batch: win[batch] / lose[batch] - 1.0 for batch in common}
    margins = {batch: max(CLEAR_MARGIN, spread[winner][batch], spread[loser][batch]) for batch in common}
    within = [batch for batch in common if leads[batch] <= margins[batch]]
    if not within:
        return said
    batch = min(within, key=lambda b: leads[b])
    doubt = fill(translate("Experiments", "Uncertain at batch {batch}: a {lead:.0%} lead is within the {margin:.0%} "
                                          "noise."), batch=batch, lead=leads[batch], margin=margins[batch])
    if word_count(f"{said} {doubt}") > TAKEAWAY_WORDS:  # long names: the doubt stays, the ratios go
        said = fill(translate("Experiments", "{winner} was faster than {loser} at every batch measured."),
                    winner=name(winner), loser=name(loser))
    return f"{said} {doubt}"


def crossover_takeaway(crossing: Crossover, name: Name = shown_series) -> str:
    """Who wins small batches, who wins large ones, near which batch they cross; uncertain, with why, when a lead
    is inside the noise or the machine was busy."""
    meet = estimated_crossing(crossing)
    values = {"small": name(crossing.faster_at_small), "large": name(crossing.faster_at_large),
              "batch": crossing.batch_size}
    if meet is None:
        said = fill(translate("Experiments", "{small} was faster at small batches, {large} from batch {batch} on."),
                    **values)
    else:
        said = fill(translate("Experiments", "{small} was faster at small batches, {large} from batch {batch} on: "
                                             "they cross near batch {meet:.0f}."), meet=meet, **values)
    if crossing.clear:
        return said
    small_lead, large_lead = crossing.small_lead or 0.0, crossing.large_lead or 0.0
    if min(small_lead, large_lead) <= crossing.margin:
        doubt = fill(translate("Experiments", "Uncertain: leads of {small_lead:.0%} and {large_lead:.0%} are within "
                                              "the {margin:.0%} noise."),
                     small_lead=small_lead, large_lead=large_lead, margin=crossing.margin)
    else:
        doubt = translate("Experiments", "Uncertain: other programs were busy while it was measured.")
    if word_count(f"{said} {doubt}") > TAKEAWAY_WORDS:  # long names: the doubt stays, where they meet goes
        said = fill(translate("Experiments", "{small} was faster at small batches, {large} from batch {batch} on."),
                    **values)
    return f"{said} {doubt}"


# ---------------------------------------------------------------- three series or more


def many_takeaway(series: Sequence[Sequence[SweepPoint]], name: Name = shown_series) -> str:
    """Where series overtake one another beyond the noise (a GPU overtaking the CPU, for two models), or else at
    the largest batch every series measured: the fastest, how many times the slowest, and a tie with the runner-up
    when their gap is within the noise."""
    clear = sorted((c for c in crossovers([p for items in series for p in items]) if c.clear),
                   key=lambda c: c.batch_size)
    overtakes = [fill(translate("Experiments", "{large} overtook {small} from batch {batch} on."),
                      large=name(c.faster_at_large), small=name(c.faster_at_small), batch=c.batch_size)
                 for c in clear]
    while len(overtakes) > 1 and word_count(" ".join(overtakes)) > TAKEAWAY_WORDS:
        overtakes.pop()
    if overtakes:
        return join(*overtakes)
    found = {items[0].series: rates(items) for items in series}
    spread = {items[0].series: noise(items) for items in series}
    common = set.intersection(*(set(r) for r in found.values()))
    if not common:
        best = {n: max(r.values()) for n, r in found.items()}
        fastest = max(best, key=lambda n: best[n])
        return fill(translate("Experiments", "{fastest} reached the highest throughput, {rate}; the series share no "
                                             "batch to compare them at."),
                    fastest=name(fastest), rate=_rate(best[fastest]))
    batch = max(common)
    ranked = sorted(found, key=lambda n: found[n][batch], reverse=True)
    fastest, second, slowest = ranked[0], ranked[1], ranked[-1]
    said = fill(translate("Experiments", "At batch {batch}, {fastest} was fastest: {ratio:.2f}x {slowest}."),
                batch=batch, fastest=name(fastest), ratio=found[fastest][batch] / found[slowest][batch],
                slowest=name(slowest))
    gap = found[fastest][batch] / found[second][batch] - 1.0
    margin = max(CLEAR_MARGIN, spread[fastest][batch], spread[second][batch])
    if gap > margin:
        return said
    return said + " " + fill(translate("Experiments", "{second} is within the noise of it ({gap:.0%} apart): call "
                                                      "it a tie."), second=name(second), gap=gap)


# ---------------------------------------------------------------- scaling, serving, largest batch


def scaling_takeaway(points: Sequence[SweepPoint]) -> str:
    """The most data-parallel processes against one, at the largest batch per process both measured."""
    alone = {p.batch_size: p for p in points if p.processes == 1}
    most = max(p.processes for p in points)
    together = {p.batch_size: p for p in points if p.processes == most}
    common = sorted(alone.keys() & together.keys())
    if not common:
        return ""
    batch = common[-1]
    one, many = alone[batch], together[batch]
    ratio = (many.samples_per_second or 0.0) / (one.samples_per_second or 1.0)
    return fill(translate("Experiments", "{processes} processes trained {ratio:.2f}x as fast as one at batch {batch} "
                                         "per process: {efficiency:.0%} of linear scaling."),
                processes=most, ratio=ratio, batch=batch, efficiency=ratio / most)


def serving_takeaway(points: Sequence[SweepPoint], name: Name = shown_series) -> str:
    """One answer's wait at the smallest batch, and the most answers a second at the largest (the engine that
    served them named)."""
    served = [p for p in points if p.engine and p.step_seconds]
    if not served:
        return ""
    small_batch = min(p.batch_size for p in served)
    large_batch = max(p.batch_size for p in served)
    if small_batch == large_batch:
        return ""
    quickest = min((p for p in served if p.batch_size == small_batch), key=lambda p: p.step_seconds or 0.0)
    busiest = max((p for p in served if p.batch_size == large_batch), key=lambda p: p.samples_per_second or 0.0)
    return fill(translate("Experiments", "One answer took {latency} at batch {small} ({quick}); at batch {large}, "
                                         "{busy} served the most, {rate}."),
                latency=fmt((quickest.step_seconds or 0.0) * 1000, "ms", 2), small=small_batch,
                quick=name(quickest.series), large=large_batch, busy=name(busiest.series),
                rate=_rate(busiest.samples_per_second or 0.0))


def largest_takeaway(points: Sequence[SweepPoint], result: MaxBatchResult) -> str:
    """The largest batch that fits, and the fastest batch measured on the way."""
    found = rates(points)
    if result.largest_fitting is None:
        return fill(translate("Experiments", "Even batch {batch} did not fit."), batch=result.first_failing)
    if result.first_failing is None:
        fits = fill(translate("Experiments", "Every batch up to {limit:,} fitted."), limit=result.limit)
    else:
        fits = fill(translate("Experiments", "The largest batch that fits is {largest:,} (use {safe:,} for a 10% "
                                             "margin)."), largest=result.largest_fitting, safe=result.safe_batch)
    if not found:
        return fits
    best = max(found, key=lambda batch: found[batch])
    return fits + " " + fill(translate("Experiments", "The fastest was batch {best:,}, {rate}."), best=best,
                             rate=_rate(found[best]))
