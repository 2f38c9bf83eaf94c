"""How sure an experiment's numbers are, in plain words: which points were noisy, where other programs used the CPU,
how well repeats of a batch agreed, and what differences the noise leaves meaningful. The Details of every reading
(``dashboard.experiments.reading``) and of the lessons end with these sentences."""

from __future__ import annotations

from collections.abc import Sequence

from dashboard.experiments.analysis import CLEAR_MARGIN, busy_points, group, measured, noisy_points
from dashboard.experiments.noise import BUSY_CPU_PERCENT, NOISY_SPREAD, NOISY_UNCERTAINTY
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.shown_labels import shown_series
from dashboard.text import fill, number, translate
from dashboard.units import fmt


def fmt_rate(samples_per_second: float | None) -> str:
    return fmt(samples_per_second, "samples/s")


def noise_notes(points: Sequence[SweepPoint]) -> list[str]:
    """Sentences naming the figures to doubt: noisy points, points measured while the machine was busy, and
    repeats of one batch that disagree."""
    notes = []
    for name, items in group(noisy_points(points)).items():
        listed = ", ".join(fill("{batch} (\u00b1{spread:.0%})", batch=p.batch_size, spread=p.uncertainty or 0.0)
                           for p in items)
        if len(items) == 1:
            notes.append(fill(translate("Experiments", "On {name}, batch {listed} was noisy: its steps varied so much "
                                                       "that its figure may be off by more than {limit:.0%}, so read "
                                                       "it as rough."), name=shown_series(name), listed=listed,
                              limit=NOISY_UNCERTAINTY))
        else:
            notes.append(fill(translate("Experiments", "On {name}, batches {listed} were noisy: their steps varied so "
                                                       "much that their figures may be off by more than {limit:.0%}, "
                                                       "so read them as rough."), name=shown_series(name),
                              listed=listed, limit=NOISY_UNCERTAINTY))
    notes += _busy_notes(points)
    for name, items in group(measured(points)).items():
        notes += _repeat_notes(name, items)
    return notes


def _busy_notes(points: Sequence[SweepPoint]) -> list[str]:
    """Points measured while other processes were busy, in one sentence with one figure (the most they took), however
    many series they belong to: two figures for the same thing read as a contradiction."""
    busy = group(busy_points(points))
    if not busy:
        return []
    share = max(p.other_cpu_percent or 0.0 for items in busy.values() for p in items)
    batches = {name: ", ".join(number(p.batch_size, grouping=False) for p in items) for name, items in busy.items()}
    if len(busy) > 1:
        listed = "; ".join(fill(translate("Experiments", "{name} at batch {batches}"), name=shown_series(name),
                                batches=listed) for name, listed in batches.items())
        return [fill(translate("Experiments", "Other processes used up to {share:.0f}% of the CPU while these were "
                                              "measured: {listed}; their figures are likely low."),
                     share=share, listed=listed)]
    [(name, items)] = busy.items()
    values = {"name": shown_series(name), "share": share, "batches": batches[name]}
    if len(items) == 1:
        return [fill(translate("Experiments", "Other processes used {share:.0f}% of the CPU while batch "
                                              "{batches} on {name} was measured: its figure is likely low."), **values)]
    return [fill(translate("Experiments", "Other processes used up to {share:.0f}% of the CPU while "
                                          "batches {batches} on {name} were measured: their figures are "
                                          "likely low."), **values)]


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
    findings = []
    if disagreed:
        listed = ", ".join(fill(translate("Experiments", "{batch} ({low} to {high}, {apart:.0%} apart)"), batch=batch,
                                low=fmt_rate(min(repeated[batch])), high=fmt_rate(max(repeated[batch])),
                                apart=apart[batch]) for batch in disagreed)
        if len(disagreed) == 1:
            findings.append(fill(translate("Experiments", "repeats of batch {listed} disagreed by more than "
                                                          "{limit:.0%}: noisy, so the median is used"),
                                 listed=listed, limit=NOISY_SPREAD))
        else:
            findings.append(fill(translate("Experiments", "repeats of batches {listed} disagreed by more than "
                                                          "{limit:.0%}: noisy, so the median is used"),
                                 listed=listed, limit=NOISY_SPREAD))
    if agreed and disagreed:
        findings.append(fill(translate("Experiments", "the other repeated batches agreed within {gap:.0%}"),
                             gap=max(agreed)))
    elif agreed:
        findings.append(fill(translate("Experiments", "all repeated batches agreed within {gap:.0%}"),
                             gap=max(agreed)))
    return [fill(translate("Experiments", "On {name}, batches measured up to {times} times: {findings}."),
                 name=shown_series(name), times=max(len(values) for values in repeated.values()),
                 findings="; ".join(findings))]


def certainty_note(points: Sequence[SweepPoint]) -> str:
    """How far the whole experiment can be trusted, from the recorded spreads; empty when a note already doubts
    particular points."""
    ok = measured(points)
    if not ok or noisy_points(ok) or busy_points(ok):
        return ""
    spreads = [p.step_spread for p in ok if p.step_spread is not None]
    if not spreads:
        return fill(translate("Experiments", "These points carry no record of how much their steps varied, so "
                                             "differences under about {limit:.0%} may be noise."), limit=NOISY_SPREAD)
    worst = max(CLEAR_MARGIN, *(spread for p in ok if (spread := p.uncertainty) is not None))
    if all(p.other_cpu_percent is not None for p in ok):
        return fill(translate("Experiments", "Steps within each point varied by at most {spread:.0%} and no other "
                                             "program took more than {busy:.0f}% of the CPU, so differences larger "
                                             "than about {worst:.0%} are real."),
                    spread=max(spreads), busy=BUSY_CPU_PERCENT, worst=worst)
    return fill(translate("Experiments", "Steps within each point varied by at most {spread:.0%}, so differences "
                                         "larger than about {worst:.0%} are real."), spread=max(spreads), worst=worst)
