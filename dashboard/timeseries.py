"""Bounded history of live readings: memory stays flat however long the app runs, and so does drawing it.

A History keeps every row at full resolution up to its capacity; for drawing, each series also keeps a PeakSummary,
a picture of the whole series in a bounded number of points that is brought up to date with only the rows added
since the last look, and, for a live plot of the last minutes, a WindowPeaks of the same kind that slides with the
window. A frame's work is then proportional to the points on screen, not to the length of the run or the history.
"""

from __future__ import annotations

import itertools

import numpy as np

from dashboard.decimation import DISPLAY_BUCKETS, LIVE_BUCKETS, PeakSummary, WindowPeaks

HISTORY_WINDOWS_S = {"1 min": 60.0, "10 min": 600.0, "1 h": 3600.0}
_versions = itertools.count(1)


class RingBuffer:
    """A fixed-capacity float64 series; the oldest value is overwritten. ``view`` returns oldest-to-newest."""

    def __init__(self, capacity: int) -> None:
        if capacity < 1:
            raise ValueError("capacity must be at least 1")
        self._data = np.full(capacity, np.nan)
        self._next = 0
        self._size = 0

    @property
    def capacity(self) -> int:
        return self._data.size

    def __len__(self) -> int:
        return self._size

    def append(self, value: float | None) -> None:
        self._data[self._next] = np.nan if value is None else value
        self._next = (self._next + 1) % self._data.size
        self._size = min(self._size + 1, self._data.size)

    def extend(self, values: np.ndarray) -> None:
        """Append many values at once (None-free: NaN for a missing one); the oldest are overwritten as needed."""
        values = np.asarray(values, dtype=np.float64)[-self._data.size :]
        first = min(values.size, self._data.size - self._next)
        self._data[self._next : self._next + first] = values[:first]
        self._data[: values.size - first] = values[first:]
        self._next = (self._next + values.size) % self._data.size
        self._size = min(self._size + values.size, self._data.size)

    def pad(self, count: int) -> None:
        """Append ``count`` NaN (a series that appears late, aligned with the others)."""
        self.extend(np.full(min(count, self._data.size), np.nan))

    def view(self) -> np.ndarray:
        """A copy, oldest first (a copy so a reader never sees a half-written buffer)."""
        if self._size < self._data.size:
            return self._data[: self._size].copy()
        return np.concatenate((self._data[self._next :], self._data[: self._next]))

    def tail(self, count: int) -> np.ndarray:
        """A copy of the newest ``count`` values (fewer if it holds fewer), oldest first: O(count), not O(size)."""
        count = min(count, self._size)
        start = self._next - count
        if start >= 0:
            return self._data[start : self._next].copy()
        return np.concatenate((self._data[start:], self._data[: self._next]))

    def count_at_least(self, value: float) -> int:
        """How many of the newest values are at least ``value``, in a buffer whose values never decrease oldest to
        newest (a time axis): two binary searches, O(log n), no copy."""
        if self._size < self._data.size:
            return self._size - int(np.searchsorted(self._data[: self._size], value))
        newer = self._data[: self._next]
        in_newer = newer.size - int(np.searchsorted(newer, value))
        if in_newer < newer.size:  # the newer part starts below ``value``: every older value is below it too
            return in_newer
        older = self._data[self._next :]
        return newer.size + older.size - int(np.searchsorted(older, value))

    def clear(self) -> None:
        self._next = 0
        self._size = 0

    def last(self) -> float | None:
        if not self._size:
            return None
        value = self._data[self._next - 1]
        return None if np.isnan(value) else float(value)


class History:
    """Named series sharing one time axis. A series that appears later is padded with NaN so all stay aligned.

    ``display`` gives what a plot draws of a series: every row while the series is short, a PeakSummary of it once
    it is long, each time brought up to date with the rows added since the last call.
    """

    def __init__(self, capacity: int, display_buckets: int = DISPLAY_BUCKETS) -> None:
        self._capacity = capacity
        self._display_buckets = display_buckets
        self.time = RingBuffer(capacity)
        self._series: dict[str, RingBuffer] = {}
        self._ends_with_gap = False
        self.rows = 0
        """Rows appended since the start or the last ``clear`` (more than ``len(self.time)`` once it is full)."""
        self._summaries: dict[str, tuple[PeakSummary, int]] = {}  # each with the row count it has taken in
        self._windows: dict[str, WindowPeaks] = {}
        self.version = next(_versions)
        """Changes with every change of the rows, and is never the same for two different contents of any two
        Histories: a plot need not set again what it drew at the same version."""

    def __len__(self) -> int:
        return len(self.time)

    def _add_series(self, names: set[str]) -> None:
        for name in sorted(names):  # sorted: the same order however the names arrived
            series = RingBuffer(self._capacity)
            series.pad(len(self.time))
            self._series[name] = series

    def append(self, t: float, values: dict[str, float | None]) -> None:
        self._ends_with_gap = False
        if values.keys() - self._series.keys():
            self._add_series(set(values) - set(self._series))
        self.time.append(t)
        for name, series in self._series.items():
            series.append(values.get(name))
        self.rows += 1
        self.version = next(_versions)

    def extend(self, t: np.ndarray, values: dict[str, np.ndarray]) -> None:
        """Append many rows at once (a saved run read back): ``t`` and one array per series, NaN where a value is
        missing; a series left out gets NaN. The same as appending the rows one by one, in a few numpy calls."""
        t = np.asarray(t, dtype=np.float64)
        if not t.size:
            return
        if values.keys() - self._series.keys():
            self._add_series(set(values) - set(self._series))
        if t.size > self._capacity:  # in slices, so that the summaries take in every row
            for begin in range(0, t.size, self._capacity):
                end = begin + self._capacity
                self.extend(t[begin:end], {name: np.asarray(column)[begin:end] for name, column in values.items()})
            return
        if len(self.time) + t.size > self._capacity:
            # Rows about to be overwritten go into the display summaries first: a summary keeps the whole series
            # even when the History keeps only its newest rows.
            for name in self._series:
                self._catch_up(name)
        self.time.extend(t)
        missing = np.full(t.size, np.nan)
        for name, series in self._series.items():
            column = values.get(name)
            series.extend(missing if column is None else column)
        self.rows += t.size
        self._ends_with_gap = False
        self.version = next(_versions)

    def gap(self) -> None:
        """Break every curve here (a pause): a row of NaN at the last time, which a plot drawn with
        ``connect="finite"`` leaves blank instead of joining the points on either side with a straight line.

        Nothing happens before the first row or right after another gap.
        """
        last = self.last_time()
        if last is None or self._ends_with_gap:
            return
        self.append(last, {})
        self._ends_with_gap = True

    def take_over(self, other: History) -> None:
        """Become ``other`` (built elsewhere, e.g. on a worker thread, and not used there again), rows, summaries and
        capacity, in O(1) whatever its length; ``other`` is left empty."""
        vars(self).update(vars(other))
        other.time = RingBuffer(other._capacity)  # fresh buffers: nothing is shared
        other._series, other._summaries, other._windows = {}, {}, {}
        other.rows, other._ends_with_gap = 0, False
        other.version = next(_versions)

    def last_time(self) -> float | None:
        return self.time.last()

    def clear(self) -> None:
        """Forget every value (a new run starts); the capacity stays."""
        self.time.clear()
        self._series.clear()
        self._summaries.clear()
        self._windows.clear()
        self._ends_with_gap = False
        self.rows = 0
        self.version = next(_versions)

    def series(self, name: str) -> np.ndarray:
        buffer = self._series.get(name)
        return buffer.view() if buffer is not None else np.full(len(self.time), np.nan)

    def names(self) -> list[str]:
        return list(self._series)

    def window(self, name: str, seconds: float) -> tuple[np.ndarray, np.ndarray]:
        """(t, values) of the last ``seconds``, t relative to the newest sample (so <= 0): O(rows in the window)."""
        newest = self._newest_time()
        if newest is None:
            return np.empty(0), np.empty(0)
        count = self.time.count_at_least(newest - seconds)
        buffer = self._series.get(name)
        values = buffer.tail(count) if buffer is not None else np.full(count, np.nan)
        return self.time.tail(count) - newest, values

    def window_display(self, name: str, seconds: float, buckets: int = LIVE_BUCKETS,
                       ) -> tuple[np.ndarray, np.ndarray]:
        """What a live plot draws of the last ``seconds``: every row while there are at most ``2 * buckets``, else
        the lowest and highest value of each stretch of rows (at most ``buckets`` + 1 stretches, gaps kept as NaN),
        t relative to the newest sample. Costs the rows added since the last call plus the points returned, however
        many rows the window holds. Empty for a series that does not exist."""
        newest = self._newest_time()
        if newest is None or name not in self._series:
            return np.empty(0), np.empty(0)
        count = self.rows_in_window(newest, seconds)
        if count <= 2 * buckets:
            return self.time.tail(count) - newest, self._series[name].tail(count)
        width = -(-count // buckets)  # rows per stretch: changes once every ``buckets`` rows (a rebuild, O(count))
        peaks = self._windows.get(name)
        if peaks is None or peaks.width != width:
            peaks = self._windows[name] = WindowPeaks(width)
        t, values = peaks.points(self.time, self._series[name], self.rows, first_row=self.rows - count)
        return t - newest, values

    def rows_in_window(self, newest: float, seconds: float) -> int:
        """The rows a live plot draws for the last ``seconds`` before ``newest``: those in it, and one from before
        it when there is one, so the line runs to the window's left edge instead of starting wherever the sampling's
        jitter put the oldest row inside it (a flat line then draws the same pixels every second)."""
        return min(self.time.count_at_least(newest - seconds) + 1, len(self.time))

    def _newest_time(self) -> float | None:
        """The time of the newest row (a gap row repeats the time before it), None when empty."""
        if not len(self.time):
            return None
        return float(self.time.tail(1)[0])

    def display(self, name: str) -> tuple[np.ndarray, np.ndarray]:
        """(t, values) to draw the whole series with: every row while there are few, else its PeakSummary (the
        lowest and highest value of each stretch of rows, gaps kept). Costs the rows added since the last call plus
        the points returned, however long the series. Empty for a series that does not exist."""
        if name not in self._series:
            return np.empty(0), np.empty(0)
        return self._catch_up(name).points()

    def _catch_up(self, name: str) -> PeakSummary:
        summary, taken = self._summaries.get(name, (None, 0))
        if summary is None:
            summary = PeakSummary(self._display_buckets)
            taken = self.rows - len(self.time)  # from the oldest row still held
        new = min(self.rows - taken, len(self.time))
        if new > 0:
            summary.extend(self.time.tail(new), self._series[name].tail(new))
        self._summaries[name] = (summary, self.rows)
        return summary


class Smoothed:
    """An exponential moving average debiased at the start, as TensorBoard smooths a loss curve."""

    def __init__(self, weight: float) -> None:
        self.weight = weight
        """Weight of the newest value (0.05: the last ~20 values dominate)."""
        self._average = 0.0
        self._count = 0

    def add(self, value: float) -> float:
        """Take a value; returns the smoothed value so far."""
        self._average = self.weight * value + (1 - self.weight) * self._average
        self._count += 1
        return self._average / (1 - (1 - self.weight) ** self._count)
