"""The largest batch that fits: doubling until the first failure, then bisecting to the exact boundary.

Batch-size finders usually halve blindly after an out-of-memory error; bisection between the last success and the
first failure finds the boundary itself, in about log2(boundary) extra tries.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass, field

from dashboard.experiments.plan import GPU_SEARCH_LIMIT

SAFETY_MARGIN = 0.9
"""Recommend 90% of the largest fitting batch: memory fragments, and real data can be larger than the probe's."""


@dataclass(frozen=True)
class MaxBatchResult:
    largest_fitting: int | None
    """None when even the starting batch did not fit."""
    first_failing: int | None
    """None when nothing failed up to the limit (the limit is then a lower bound, not the boundary)."""
    safe_batch: int | None
    tries: tuple[tuple[int, bool], ...] = field(default_factory=tuple)
    """Every (batch size, fitted) in the order tried."""
    limit: int = 0

    @property
    def method(self) -> str:
        return ("doubling from the start batch, then bisection between the last success and the first failure"
                if self.first_failing else f"doubling up to the limit of {self.limit}: nothing failed")


def boundary_search(start: int = 1, limit: int = GPU_SEARCH_LIMIT) -> Generator[int, bool, MaxBatchResult]:
    """The batch sizes to try, one at a time: send whether each fitted; the generator returns the result.

    A generator, so a caller can measure each try its own way (a blocking call, or a worker that reports every
    measured point to a window) while the search itself stays in one place.
    """
    tries: list[tuple[int, bool]] = []

    def attempt(batch: int) -> Generator[int, bool, bool]:
        ok = yield batch
        tries.append((batch, ok))
        return ok

    if not (yield from attempt(start)):
        return MaxBatchResult(None, start, None, tuple(tries), limit)
    good, bad = start, None
    while bad is None and good < limit:
        candidate = min(good * 2, limit)
        if (yield from attempt(candidate)):
            good = candidate
        else:
            bad = candidate
    while bad is not None and bad - good > 1:
        middle = (good + bad) // 2
        if (yield from attempt(middle)):
            good = middle
        else:
            bad = middle
    return MaxBatchResult(good, bad, max(1, int(good * SAFETY_MARGIN)), tuple(tries), limit)


def find_max_batch(fits: Callable[[int], bool], start: int = 1, limit: int = GPU_SEARCH_LIMIT) -> MaxBatchResult:
    """Largest batch in [start, limit] for which ``fits`` is True, assuming that fitting is monotonic."""
    search = boundary_search(start, limit)
    batch = next(search)
    while True:
        try:
            batch = search.send(bool(fits(batch)))
        except StopIteration as done:
            return done.value
