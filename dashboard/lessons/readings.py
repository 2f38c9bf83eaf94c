"""The lessons' readings, in two layers: a takeaway per lesson (one or two sentences a lecturer reads out, built
only from the measured numbers and never claiming more than their noise supports), and the details: what the
experiment analysis says about them (knee, drop past the best, crossover, noise, a busy machine) and how sure it is.

Each sentence is written in the reader's language when called: a lesson wraps its whole reading in ``say`` so the
window can write it again from the same numbers after a language change.
"""

from __future__ import annotations

from collections.abc import Sequence

from dashboard.experiments.analysis import rates
from dashboard.experiments.noise import BUSY_CPU_PERCENT
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.shown_labels import shown_series
from dashboard.experiments.summary import summarize_experiment
from dashboard.text import QT_TRANSLATE_NOOP, fill, translate

ESTIMATE_WARNING = QT_TRANSLATE_NOOP("Lessons", "Curves and figures marked (estimate) are computed from published "
                                                "specifications, not measured here: they show the shape to expect, "
                                                "not this machine.")


def estimate_warning() -> str:
    return translate("Lessons", ESTIMATE_WARNING)


def experiment_reading(points: Sequence[SweepPoint]) -> str:
    """The Experiments page's reading of the measured points: trends, knee, drops, crossovers and their noise."""
    return summarize_experiment(list(points)).reading if points else ""


def busy_sentence(others_percent: Sequence[float], points: Sequence[SweepPoint] = ()) -> str:
    """Said when other processes took more than the busy threshold of the CPU during the lesson's measurements;
    nothing where the points carry their own figure (the experiment's details say it once: two figures for other
    programs' CPU use read as a contradiction)."""
    if any(point.other_cpu_percent is not None for point in points):
        return ""
    busiest = max(others_percent, default=0.0)
    if busiest <= BUSY_CPU_PERCENT:
        return ""
    return fill(translate("Lessons", "Other processes used up to {busiest:.0f}% of the CPU while this was measured: "
                                     "the figures are likely low and noisier than on an idle machine."),
                busiest=busiest)


def series_rates(points: Sequence[SweepPoint], series: str) -> dict[int, float]:
    """One series' throughput by batch (repeats at their median)."""
    return rates([p for p in points if p.series == series])


def ratio_sentence(points: Sequence[SweepPoint], faster: str, slower: str, what: str) -> str:
    """"At batch 64, A was 2.10x B (...)": the ratio at the largest batch both measured, or "" without one."""
    one, two = series_rates(points, faster), series_rates(points, slower)
    common = sorted(one.keys() & two.keys())
    if not common:
        return ""
    batch = common[-1]
    return fill(translate("Lessons", "At batch {batch}, {faster} ran {ratio:.2f}x as fast as {slower} ({fast:,.0f} "
                                     "samples/s against {slow:,.0f} samples/s): {why}"),
                batch=batch, faster=shown_series(faster), slower=shown_series(slower), ratio=one[batch] / two[batch],
                fast=one[batch], slow=two[batch], why=what)
