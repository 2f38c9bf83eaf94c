"""Bounded history of live readings: memory stays flat however long the app runs."""

from __future__ import annotations

import numpy as np

HISTORY_WINDOWS_S = {"1 min": 60.0, "10 min": 600.0, "1 h": 3600.0}


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

    def view(self) -> np.ndarray:
        """A copy, oldest first (a copy so a reader never sees a half-written buffer)."""
        if self._size < self._data.size:
            return self._data[: self._size].copy()
        return np.concatenate((self._data[self._next :], self._data[: self._next]))

    def clear(self) -> None:
        self._next = 0
        self._size = 0

    def last(self) -> float | None:
        if not self._size:
            return None
        value = self._data[self._next - 1]
        return None if np.isnan(value) else float(value)


class History:
    """Named series sharing one time axis. A series that appears later is padded with NaN so all stay aligned."""

    def __init__(self, capacity: int) -> None:
        self._capacity = capacity
        self.time = RingBuffer(capacity)
        self._series: dict[str, RingBuffer] = {}
        self._ends_with_gap = False

    def append(self, t: float, values: dict[str, float | None]) -> None:
        self._ends_with_gap = False
        for name in values.keys() - self._series.keys():
            series = RingBuffer(self._capacity)
            for _ in range(len(self.time)):
                series.append(None)
            self._series[name] = series
        self.time.append(t)
        for name, series in self._series.items():
            series.append(values.get(name))

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

    def last_time(self) -> float | None:
        return self.time.last()

    def clear(self) -> None:
        """Forget every value (a new run starts); the capacity stays."""
        self.time.clear()
        self._series.clear()
        self._ends_with_gap = False

    def series(self, name: str) -> np.ndarray:
        buffer = self._series.get(name)
        return buffer.view() if buffer is not None else np.full(len(self.time), np.nan)

    def names(self) -> list[str]:
        return list(self._series)

    def window(self, name: str, seconds: float) -> tuple[np.ndarray, np.ndarray]:
        """(t, values) of the last ``seconds``, t relative to the newest sample (so <= 0)."""
        t = self.time.view()
        if not t.size:
            return t, t
        keep = t >= t[-1] - seconds
        return t[keep] - t[-1], self.series(name)[keep]


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
