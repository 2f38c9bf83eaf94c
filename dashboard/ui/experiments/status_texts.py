"""What the Experiments page says under its buttons: a point as it is measured, how a measurement ended, a recording's
points so far, saved experiments reopened (each a ``Say``, made again in each language chosen)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from dashboard.experiments.points import SweepPoint
from dashboard.text import counted, fill, translate
from dashboard.ui.layout import breakable
from dashboard.units import fmt, fmt_bytes

Say = Callable[[], str]
"""A text made in the language chosen when it is shown."""

def point_detail(point: SweepPoint) -> str:
    """A measured point's throughput and peak memory, or why it could not be measured (the error's own words)."""
    if point.status == "oom" and point.seq_len is not None:
        return fill(translate("Experiments", "out of memory at sequence length {length}"), length=point.seq_len)
    if point.status == "oom":
        return fill(translate("Experiments", "out of memory at batch size {batch}"), batch=point.batch_size)
    if point.status != "ok":
        return point.message
    return fill(translate("Experiments", "{rate}, peak {memory}"), rate=fmt(point.samples_per_second, "samples/s"),
                memory=fmt_bytes(point.peak_memory_bytes))


def ended_text(cancelled: bool, failed: bool, points: int, saved_in: Path | None) -> Say:
    """How a measurement ended, how many points it measured and where they are saved."""
    def say() -> str:
        outcome = (translate("Experiments", "Cancelled") if cancelled else
                   translate("Experiments", "Stopped") if failed else translate("Experiments", "Done"))
        if saved_in is None:
            return fill(counted(points, translate("Experiments", "{outcome}: %Ln point(s) measured", None, 1)),
                        outcome=outcome)
        return fill(counted(points, translate("Experiments", "{outcome}: %Ln point(s) measured, saved in {folder}",
                                              None, 1)), outcome=outcome, folder=breakable(saved_in))
    return say


def recorded_text(points: list[SweepPoint]) -> Say:
    """A recording's points so far, and the last one played."""
    count, last = len(points), (points[-1] if points else None)

    def say() -> str:
        if last is None:
            return counted(count, translate("Experiments", "Recorded: %Ln point(s)", None, 1))
        return fill(counted(count, translate("Experiments", "Recorded: %Ln point(s): the last, {series} batch {batch}",
                                             None, 1)), series=last.series, batch=last.batch_size)
    return say


def opened_text(experiments: int, points: int) -> Say:
    """Saved experiments reopened, and how many points they hold."""
    def say() -> str:
        if experiments == 1:
            return counted(points, translate("Experiments", "Opened 1 saved experiment: %Ln point(s)", None, 1))
        return fill(counted(points, translate("Experiments", "Opened {experiments} saved experiments: %Ln point(s)",
                                              None, 1)), experiments=experiments)
    return say
