"""Quantities that grow linearly with the batch size, fitted through two traced batch sizes.

Every quantity is exactly linear in the batch size for a given op sequence, so the step is traced at two small
batch sizes and each quantity stored as a line ``a + b * batch``; the memory peak is the upper envelope of the
per-operator lines, because which moment of the step is the peak can change with the batch (gradients and
optimizer state at small batches, activations at large ones).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")
"""Whatever the summed records are (the tracer's operator records)."""


@dataclass(frozen=True)
class Line:
    """A quantity that grows linearly with the batch size: ``intercept + slope * batch``."""

    intercept: float
    slope: float

    def at(self, batch: float) -> float:
        return self.intercept + self.slope * batch

    @classmethod
    def through(cls, x1: float, y1: float, x2: float, y2: float) -> Line:
        slope = (y2 - y1) / (x2 - x1)
        return cls(y1 - slope * x1, slope)


def upper_envelope(lines: Iterable[Line], start: float = 1.0) -> tuple[Line, ...]:
    """The few lines that make up max(lines) for every batch >= start, in order of increasing batch."""
    unique = set(lines)
    if not unique:
        return ()
    current = max(unique, key=lambda line: (line.at(start), line.slope))
    hull, x = [current], start
    while True:
        best: Line | None = None
        best_x = x
        for line in unique:
            if line.slope <= current.slope:
                continue
            cross = max(x, (current.intercept - line.intercept) / (line.slope - current.slope))
            if best is None or cross < best_x or (cross == best_x and line.slope > best.slope):
                best, best_x = line, cross
        if best is None:
            return tuple(hull)
        hull.append(best)
        current, x = best, best_x


def lines_through(x1: int, ys1: Sequence[float], x2: int, ys2: Sequence[float]) -> list[Line]:
    """One line per pair of values, the first traced at batch ``x1``, the second at ``x2``."""
    return [Line.through(x1, a, x2, b) for a, b in zip(ys1, ys2, strict=True)]


def sum_line(x1: int, first: Iterable[T], x2: int, second: Iterable[T], value: Callable[[T], float]) -> Line:
    """The line through the sums of ``value`` over the records of each trace."""
    return Line.through(x1, sum(map(value, first)), x2, sum(map(value, second)))
