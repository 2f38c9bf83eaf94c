"""Long series drawn in a bounded number of points: the lowest and highest value of each stretch of rows, at their
own times, with gaps kept. A plot then costs the points on screen, not the length of the run or the history.

PeakSummary pictures a whole series (a saved or running training run); WindowPeaks the last minutes of a live
series, sliding with the window. Both take in only the rows added since the last look.
"""

from __future__ import annotations

from typing import Protocol

import numpy as np


class Rows(Protocol):
    """What WindowPeaks reads of a History's buffers (a RingBuffer): how many rows it holds, and its newest rows."""

    def __len__(self) -> int: ...

    def tail(self, count: int) -> np.ndarray: ...

DISPLAY_BUCKETS = 512
"""The most buckets a PeakSummary keeps (between half and all of them once a series is long): at most twice as many
points, a low and a high each, reach a plot however long the run, about one bucket per pixel of a Training lab
chart. Painting the points is most of a frame's cost: twice the buckets, a third more per frame."""
LIVE_BUCKETS = 200
"""The most stretches a live window is drawn with (``History.window_display``): at most about 400 points, one per
pixel of a Hardware page plot, whether the window holds a minute of samples or an hour (14,400 rows at 0.25 s).
Drawn row for row, a full 10-minute window cost three Hardware plots about 90 ms a frame, an hour 350 ms."""

class PeakSummary:
    """A long series drawn in a bounded number of points, with its spikes and its gaps: what a plot needs of it.

    Rows go into buckets of at most ``width`` consecutive rows; each bucket keeps its lowest and its highest value
    at their own times, so a one-step spike stays on screen and a falling curve stays a falling line. A run of NaN
    (a pause's gap row, values not reported yet) is a bucket of its own, drawn as one NaN point, so a plot drawn
    with ``connect="finite"`` breaks there as it would with every row. While there are at most ``max_buckets``
    rows each bucket holds one row and every point is drawn as it is; beyond that, neighbouring buckets merge in
    pairs and the width doubles, so there are never more than ``max_buckets`` buckets (2 points each), however long
    the series. Adding rows costs O(rows added), amortised; ``points`` costs O(buckets).

    A series with more than ``max_buckets`` / 2 separate runs of NaN loses its gaps (they would be narrower than a
    pixel by then) rather than its bound.
    """

    SMALL = 32
    """Up to this many rows at once (a live frame's) go in one by one: cheaper than the vectorised path's calls."""

    def __init__(self, max_buckets: int = DISPLAY_BUCKETS) -> None:
        if max_buckets < 2:
            raise ValueError("max_buckets must be at least 2")
        self.max_buckets = max_buckets
        self.width = 1
        """Rows per bucket at most (a power of two)."""
        self.rows = 0
        """Rows taken in."""
        # One entry per bucket (the first ``_n`` of each array): lowest value and its time, highest value and its
        # time, rows. A gap bucket (a run of NaN) has NaN values and the time of its first row.
        self._n = 0
        self._lo_t = np.empty(max_buckets + 1)
        self._lo_v = np.empty(max_buckets + 1)
        self._hi_t = np.empty(max_buckets + 1)
        self._hi_v = np.empty(max_buckets + 1)
        self._count = np.empty(max_buckets + 1, dtype=np.int64)

    def __len__(self) -> int:
        """Buckets held."""
        return self._n

    def extend(self, t: np.ndarray, values: np.ndarray) -> None:
        """Take in rows (times non-decreasing, as a History's are); NaN values make gaps."""
        t = np.asarray(t, dtype=np.float64)
        v = np.asarray(values, dtype=np.float64)
        if v.size <= self.SMALL:
            for row_t, row_v in zip(t.tolist(), v.tolist(), strict=True):
                self._add_one(row_t, row_v)
            return
        self.rows += v.size
        while self._n and self._n + v.size // self.width > self.max_buckets:
            self._halve()  # now rather than after: the new rows go straight into buckets of the final width
        if not self._n:
            while v.size // self.width > self.max_buckets:
                self.width *= 2
        self._add_many(t, v)
        while self._n > self.max_buckets:
            self._halve()

    def _add_one(self, t: float, v: float) -> None:
        self.rows += 1
        n = self._n
        if v != v:  # NaN: a gap, or more of the gap just before
            if n and self._lo_v[n - 1] != self._lo_v[n - 1]:
                self._count[n - 1] += 1
                return
        elif n and self._lo_v[n - 1] == self._lo_v[n - 1] and self._count[n - 1] < self.width:
            if v < self._lo_v[n - 1]:
                self._lo_t[n - 1], self._lo_v[n - 1] = t, v
            if v > self._hi_v[n - 1]:
                self._hi_t[n - 1], self._hi_v[n - 1] = t, v
            self._count[n - 1] += 1
            return
        self._reserve(n + 1)
        self._lo_t[n] = self._hi_t[n] = t
        self._lo_v[n] = self._hi_v[n] = v
        self._count[n] = 1
        self._n = n + 1
        if self._n > self.max_buckets:
            self._halve()

    def _add_many(self, t: np.ndarray, v: np.ndarray) -> None:
        """The same as ``_add_one`` row by row, in a few passes over the rows."""
        finite = ~np.isnan(v)
        index = np.arange(v.size)
        # Where each run of finite values or of NaN begins, and each row's place in its run.
        run_start = np.ones(v.size, dtype=bool)
        run_start[1:] = finite[1:] != finite[:-1]
        place = index - np.maximum.accumulate(np.where(run_start, index, 0))
        # The first run carries on the last bucket when that is a gap and the run is NaN, or when that is an
        # unfilled bucket of values and the run is finite.
        carried = 0
        n = self._n
        if n:
            last_gap = bool(np.isnan(self._lo_v[n - 1]))
            if not finite[0] and last_gap:
                carried = -1  # every leading NaN row joins the gap
            elif finite[0] and not last_gap and self._count[n - 1] < self.width:
                carried = int(self._count[n - 1])
        if carried > 0:
            later_runs = np.flatnonzero(run_start[1:])
            place[: later_runs[0] + 1 if later_runs.size else v.size] += carried
        starts = run_start | (finite & (place % self.width == 0))
        if carried:
            starts[0] = False  # these rows belong to the last bucket, merged below
        bounds = np.flatnonzero(starts)
        if carried:
            bounds = np.concatenate(([0], bounds))
        lo = _first_extreme(v, bounds, np.fmin)
        hi = _first_extreme(v, bounds, np.fmax)
        count = np.diff(np.append(bounds, v.size))
        first = 0
        if carried:
            if carried > 0:
                if v[lo[0]] < self._lo_v[n - 1]:
                    self._lo_t[n - 1], self._lo_v[n - 1] = t[lo[0]], v[lo[0]]
                if v[hi[0]] > self._hi_v[n - 1]:
                    self._hi_t[n - 1], self._hi_v[n - 1] = t[hi[0]], v[hi[0]]
            self._count[n - 1] += count[0]
            first = 1
        added = bounds.size - first
        self._reserve(n + added)
        self._lo_t[n : n + added], self._lo_v[n : n + added] = t[lo[first:]], v[lo[first:]]
        self._hi_t[n : n + added], self._hi_v[n : n + added] = t[hi[first:]], v[hi[first:]]
        self._count[n : n + added] = count[first:]
        self._n = n + added

    def _reserve(self, size: int) -> None:
        if size > self._count.size:
            grown = max(size, 2 * self._count.size)
            for name in ("_lo_t", "_lo_v", "_hi_t", "_hi_v", "_count"):
                old = getattr(self, name)
                new = np.empty(grown, dtype=old.dtype)
                new[: self._n] = old[: self._n]
                setattr(self, name, new)

    def _halve(self) -> None:
        """Merge neighbouring buckets of values in pairs (gaps stay), doubling the width; if gaps are so many that
        this could never bring the buckets under the bound, they go."""
        n = self._n
        lo_t, lo_v, hi_t, hi_v, count = (self._lo_t[:n], self._lo_v[:n], self._hi_t[:n], self._hi_v[:n],
                                         self._count[:n])
        gap = np.isnan(lo_v)
        if 2 * int(gap.sum()) + 1 > self.max_buckets:
            keep = ~gap
            lo_t, lo_v, hi_t, hi_v, count = lo_t[keep], lo_v[keep], hi_t[keep], hi_v[keep], count[keep]
            gap = gap[keep]
        index = np.arange(gap.size)
        run_start = np.ones(gap.size, dtype=bool)
        run_start[1:] = gap[1:] | gap[:-1]  # a gap is a run of its own; so is each stretch of value buckets
        place = index - np.maximum.accumulate(np.where(run_start, index, 0))
        bounds = np.flatnonzero(run_start | (place % 2 == 0))
        lo = _first_extreme(lo_v, bounds, np.fmin)
        hi = _first_extreme(hi_v, bounds, np.fmax)
        merged = (lo_t[lo], lo_v[lo], hi_t[hi], hi_v[hi], np.add.reduceat(count, bounds))
        self._n = bounds.size
        for name, values in zip(("_lo_t", "_lo_v", "_hi_t", "_hi_v", "_count"), merged, strict=True):
            getattr(self, name)[: self._n] = values
        self.width *= 2

    def points(self) -> tuple[np.ndarray, np.ndarray]:
        """(t, values) in time order: a bucket of one row is its point, a gap one NaN point, any other bucket its
        lowest and highest value, whichever came first first."""
        n = self._n
        return _bucket_points(self._lo_t[:n], self._lo_v[:n], self._hi_t[:n], self._hi_v[:n], self._count[:n])


class WindowPeaks:
    """The last minutes of a History's series in a bounded number of points, sliding with the window.

    Rows go into stretches of ``width`` rows fixed by their row number in the History (rows 0 to width - 1, width
    to 2 width - 1, ...), so a stretch, once full, never changes: it is computed once and kept until the window
    has moved past it, and each call computes only the rows added since plus the stretch still filling. A stretch
    keeps its lowest and its highest value at their own times (a one-sample spike stays on screen); one that is all
    NaN is a gap.
    """

    _COLUMNS = ("_first", "_lo_t", "_lo_v", "_hi_t", "_hi_v", "_count")

    def __init__(self, width: int) -> None:
        self.width = width
        self._reset(0)

    def _reset(self, start: int) -> None:
        """Forget every stretch; the next rows taken in begin at row number ``start``."""
        self._start = self._done = start
        """The first row number the kept stretches cover, and the first not yet in a full stretch."""
        self._first = np.empty(0, dtype=np.int64)  # each full stretch's first row number
        self._lo_t, self._lo_v, self._hi_t, self._hi_v = (np.empty(0) for _ in range(4))
        self._count = np.empty(0, dtype=np.int64)

    def points(self, time: Rows, values: Rows, rows: int, first_row: int,
               ) -> tuple[np.ndarray, np.ndarray]:
        """(t, values) from row number ``first_row`` to the newest, in stretches (the one holding ``first_row``
        whole). ``time`` and ``values`` are a History's buffers; ``rows`` its row count (``History.rows``) so far."""
        oldest_held = rows - len(time)
        start = max(oldest_held, first_row - first_row % self.width)
        if self._done < oldest_held or self._done > rows or self._start > start:
            self._reset(start)  # rows it never took in are gone, or it no longer has rows the window wants
        new = rows - self._done
        t, v = time.tail(new), values.tail(new)
        full = max(0, rows - rows % self.width - self._done)  # how many of the new rows fill their stretches
        if full:
            for name, part in zip(self._COLUMNS, self._stretches(t[:full], v[:full], self._done), strict=True):
                setattr(self, name, np.concatenate((getattr(self, name), part)))
            self._done += full
        self._forget_before(start)
        filling = self._stretches(t[full:], v[full:], self._done)
        return _bucket_points(*(np.concatenate((getattr(self, name), part))
                                for name, part in zip(self._COLUMNS[1:], filling[1:], strict=True)))

    def _stretches(self, t: np.ndarray, values: np.ndarray, first_row: int) -> tuple[np.ndarray, ...]:
        """(first row number, lowest time, lowest value, highest time, highest value, rows) of each stretch of these
        rows, the first of which has row number ``first_row``."""
        if not t.size:
            return np.empty(0, dtype=np.int64), *(np.empty(0) for _ in range(4)), np.empty(0, dtype=np.int64)
        rows = np.arange(first_row, first_row + t.size)
        starts = rows % self.width == 0
        starts[0] = True
        bounds = np.flatnonzero(starts)
        lo = _first_extreme(values, bounds, np.fmin)
        hi = _first_extreme(values, bounds, np.fmax)
        return rows[bounds], t[lo], values[lo], t[hi], values[hi], np.diff(np.append(bounds, t.size))

    def _forget_before(self, row: int) -> None:
        """Let go of the stretches that begin before row number ``row`` (the window has moved past them)."""
        drop = int(np.searchsorted(self._first, row))
        if drop:
            for name in self._COLUMNS:
                setattr(self, name, getattr(self, name)[drop:])
        self._start = max(self._start, row)


def _bucket_points(lo_t: np.ndarray, lo_v: np.ndarray, hi_t: np.ndarray, hi_v: np.ndarray,
                   count: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(t, values) in time order of buckets given by their lowest and highest values: a bucket of one row is its
    point, a gap (NaN) one NaN point, any other bucket its lowest and highest value, whichever came first first."""
    n = lo_t.size
    low_first = lo_t <= hi_t
    x = np.empty(2 * n)
    y = np.empty(2 * n)
    x[0::2] = np.where(low_first, lo_t, hi_t)
    y[0::2] = np.where(low_first, lo_v, hi_v)
    x[1::2] = np.where(low_first, hi_t, lo_t)
    y[1::2] = np.where(low_first, hi_v, lo_v)
    keep = np.ones(2 * n, dtype=bool)
    keep[1::2] = (count > 1) & ~np.isnan(lo_v) & ((lo_t != hi_t) | (lo_v != hi_v))
    return x[keep], y[keep]


def _first_extreme(v: np.ndarray, bounds: np.ndarray, pick: np.ufunc) -> np.ndarray:
    """Index of the first lowest (``np.fmin``) or highest (``np.fmax``) value in each stretch of ``v`` starting
    at ``bounds``, NaN ignored; the stretch's first index where it is all NaN."""
    extreme = pick.reduceat(v, bounds)
    lengths = np.diff(np.append(bounds, v.size))
    hits = np.where(v == np.repeat(extreme, lengths), np.arange(v.size), v.size)
    first = np.minimum.reduceat(hits, bounds)
    return np.where(first < v.size, first, bounds)


def drawn_outline(t: np.ndarray, values: np.ndarray, x_range: tuple[float, float], y_range: tuple[float, float],
                  size: tuple[float, float]) -> bytes:
    """The polyline a curve draws in a view of ``size`` pixels, clipped at the view's left edge as the painter clips
    it, in whole pixels, without the points that add nothing (repeats, and the inside of a straight horizontal
    run); gaps (NaN) kept. Two refreshes with the same outline paint the same pixels, so the second need not be
    drawn: an idle machine's flat lines (memory, clocks, a GPU at rest) shift left every second without changing a
    pixel. Empty when nothing of the curve is in view (always drawn)."""
    (x0, x1), (y0, y1) = x_range, y_range
    width, height = size
    if x1 <= x0 or y1 <= y0 or width <= 0 or height <= 0 or len(t) == 0:
        return b""
    x = (np.asarray(t, dtype=np.float64) - x0) / (x1 - x0) * width
    y = (np.asarray(values, dtype=np.float64) - y0) / (y1 - y0) * height
    first = int(np.searchsorted(x, 0.0))  # t ascends: the first point at or right of the left edge
    if first >= len(x):
        return b""
    if first > 0 and not (np.isnan(y[first - 1]) or np.isnan(y[first])):  # the line enters at the edge
        entry = y[first - 1] + (y[first] - y[first - 1]) * (0.0 - x[first - 1]) / (x[first] - x[first - 1])
        x, y = np.concatenate([[0.0], x[first:]]), np.concatenate([[entry], y[first:]])
    else:
        x, y = x[first:], y[first:]
    y = np.where(np.isnan(y), -1e9, np.clip(np.rint(y), -1e6, 1e6))  # a gap is a point of its own
    points = np.stack([np.rint(np.minimum(x, width + 1)), y], axis=1)
    keep = np.ones(len(points), dtype=bool)
    keep[1:] = np.any(points[1:] != points[:-1], axis=1)
    points = points[keep]
    if len(points) > 2:
        inside = (points[1:-1, 1] == points[:-2, 1]) & (points[1:-1, 1] == points[2:, 1])
        points = points[np.concatenate([[True], ~inside, [True]])]
    return points.astype(np.int64).tobytes()
