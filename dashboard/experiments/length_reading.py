"""A sweep over sequence length in words: how memory and speed grow with the length, per series.

The growth is the exponent of a straight line through log(peak memory) against log(length): about 2 where a
(length x length) score matrix dominates (plain attention), about 1 where only per-token activations grow (fused
attention), near 0 where fixed costs hide both (short lengths, or a CPU's resident memory with the runtime in it).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from dashboard.experiments.analysis import group
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.shown_labels import shown_series
from dashboard.text import fill, join, number, translate

SAME_GROWTH = 0.25
"""Exponents closer than this are read as the same growth: CPU memory readings move by tens of MiB."""


def is_length_sweep(points: Sequence[SweepPoint]) -> bool:
    return any(p.seq_len is not None for p in points)


def point_memory(point: SweepPoint) -> int | None:
    """What the point itself needed: on the CPU its peak less the resident memory it started from (the runtime's
    hundreds of MiB would hide any growth), elsewhere its peak."""
    if point.peak_memory_bytes is None or point.base_memory_bytes is None:
        return point.peak_memory_bytes
    return point.peak_memory_bytes - point.base_memory_bytes


def memory_exponent(points: Sequence[SweepPoint]) -> float | None:
    """The least-squares slope of log(memory) on log(sequence length) over one series' measured points (memory as
    ``point_memory`` counts it); None with fewer than two lengths measured."""
    pairs = [(math.log(p.seq_len), math.log(memory)) for p in points
             if p.status == "ok" and p.seq_len and (memory := point_memory(p)) and memory > 0]
    if len({x for x, _ in pairs}) < 2:
        return None
    mean_x = sum(x for x, _ in pairs) / len(pairs)
    mean_y = sum(y for _, y in pairs) / len(pairs)
    return (sum((x - mean_x) * (y - mean_y) for x, y in pairs)
            / sum((x - mean_x) ** 2 for x, _ in pairs))


def growth_words(exponent: float) -> str:
    if exponent >= 1.6:
        return translate("Experiments", "roughly quadratic")
    if exponent >= 1.25:
        return translate("Experiments", "between linear and quadratic")
    if exponent >= 0.6:
        return translate("Experiments", "roughly linear")
    return translate("Experiments", "nearly flat")


def _exponents(points: Sequence[SweepPoint]) -> dict[str, float]:
    found = {name: memory_exponent(items) for name, items in group(points).items()}
    return {name: value for name, value in found.items() if value is not None}


def length_takeaway(points: Sequence[SweepPoint]) -> str:
    """The growth exponents of the two steepest-differing series, or of the one series measured."""
    exponents = _exponents(points)
    if not exponents:
        return translate("Experiments", "Too few sequence lengths were measured to say how memory grows.")
    steep = max(exponents, key=exponents.__getitem__)
    flat = min(exponents, key=exponents.__getitem__)
    if steep == flat or exponents[steep] - exponents[flat] < SAME_GROWTH:
        return fill(translate("Experiments", "Peak memory grew alike in every series, as length^{exponent} "
                                             "({growth})."), exponent=number(exponents[steep], 1),
                    growth=growth_words(exponents[steep]))
    return fill(translate("Experiments", "Peak memory grew as length^{steep_exponent} ({steep_growth}) for {steep} "
                                         "and length^{flat_exponent} ({flat_growth}) for {flat}."),
                steep=shown_series(steep), steep_exponent=number(exponents[steep], 1),
                steep_growth=growth_words(exponents[steep]), flat=shown_series(flat),
                flat_exponent=number(exponents[flat], 1), flat_growth=growth_words(exponents[flat]))


def length_reading(points: Sequence[SweepPoint]) -> str:
    """Each series' memory growth and tokens/s from the shortest to the longest length, where it ran out of memory,
    and why the CPU is never driven out of memory."""
    sentences = []
    for name, items in group(points).items():
        ok = sorted((p for p in items if p.status == "ok" and p.tokens_per_second), key=lambda p: p.x)
        exponent = memory_exponent(items)
        if ok:
            sentences.append(fill(translate("Experiments", "{name}: {first_rate} tokens/s at {first:,} tokens, "
                                                           "{last_rate} tokens/s at {last:,}."),
                                  name=shown_series(name), first=ok[0].x,
                                  first_rate=number(ok[0].tokens_per_second or 0),
                                  last_rate=number(ok[-1].tokens_per_second or 0), last=ok[-1].x))
        if exponent is not None:
            sentences.append(fill(translate("Experiments", "Its peak memory fits length^{exponent}: {growth}."),
                                  exponent=number(exponent, 2), growth=growth_words(exponent)))
        oom = next((p for p in items if p.status == "oom"), None)
        if oom is not None:
            sentences.append(fill(translate("Experiments", "It ran out of memory at {length:,} tokens on {device}."),
                                  length=oom.x, device=oom.device))
    if any(p.device == "cpu" for p in points):
        sentences.append(translate("Experiments", "On the CPU no length is run out of memory on purpose: there the "
                                                  "kernel would end the process, so the memory guard leaves out the "
                                                  "lengths that cannot fit before anything runs. CPU memory is "
                                                  "counted above what the process held before each point (the "
                                                  "runtime and the data)."))
    return join(*sentences)
