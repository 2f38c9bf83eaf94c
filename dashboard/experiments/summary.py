"""What a finished (or cancelled) experiment found, in one record: the points, each series' best and knee batch,
the crossovers, the largest batch when one was searched, and the reading in words, in two layers: the takeaway a
lecturer reads out and the details behind it."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from dashboard import text
from dashboard.experiments.analysis import Crossover, SeriesSummary, crossovers, group, summarize
from dashboard.experiments.length_reading import is_length_sweep, length_reading, length_takeaway
from dashboard.experiments.maxbatch import MaxBatchResult
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.reading import reading
from dashboard.experiments.takeaway import Reading, experiment_takeaway


@dataclass(frozen=True)
class ExperimentSummary:
    points: tuple[SweepPoint, ...]
    series: tuple[SeriesSummary, ...]
    crossovers: tuple[Crossover, ...]
    largest: MaxBatchResult | None

    @property
    def takeaway(self) -> str:
        """The main finding in one or two sentences (at most about 30 words), in the reader's language, made from
        the numbers at each call like the details."""
        if is_length_sweep(self.points):
            return length_takeaway(self.points)
        return experiment_takeaway(self.points, self.largest)

    @property
    def details(self) -> str:
        """Every finding in words, in the reader's language (English on the command line): each series' trend,
        knee and drop, crossovers, noise per point, repeats and other programs' CPU use."""
        if is_length_sweep(self.points):
            return length_reading(self.points)
        return reading(self.points, self.series, self.crossovers, self.largest)

    @property
    def reading(self) -> str:
        """The details, as the whole reading was before it had a takeaway (tools and older callers read this)."""
        return self.details

    def in_two_layers(self) -> Reading:
        return Reading(self.takeaway, self.details)

    def document(self, **facts: Any) -> dict[str, Any]:
        """Points plus what they imply: the JSON that `sweep --json` prints and the window exports, its reading in
        English whatever language the window shows (a file is read by tools and other people): the takeaway and the
        details ("reading" repeats the details for tools written before the takeaway)."""
        crossings = self.crossovers
        with text.english():
            english = self.in_two_layers()
        document = {**facts,
                    "points": [dataclasses.asdict(p) for p in self.points],
                    "series": [dataclasses.asdict(s) for s in self.series],
                    "best_batch": {s.series: s.best_batch for s in self.series if s.best_batch},
                    "knee_batch": {s.series: s.knee_batch for s in self.series if s.knee_batch},
                    "crossovers": [dataclasses.asdict(c) for c in crossings],
                    "crossover_batch": crossings[0].batch_size if crossings else None,
                    "takeaway": english.takeaway,
                    "details": english.details,
                    "reading": english.details}
        if self.largest is not None:
            document["largest_batch"] = dataclasses.asdict(self.largest)
        return document


def summarize_experiment(points: Sequence[SweepPoint], largest: MaxBatchResult | None = None) -> ExperimentSummary:
    """Every series summarised, in the order first measured, with the crossovers (``reading`` puts them in words)."""
    if is_length_sweep(points):  # no batch axis: the series' trends are in the length reading
        return ExperimentSummary(tuple(points), (), (), largest)
    summaries = tuple(summarize(name, items) for name, items in group(points).items())
    return ExperimentSummary(tuple(points), summaries, tuple(crossovers(points)), largest)
