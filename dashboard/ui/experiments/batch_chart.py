"""A chart of one quantity against batch size (log axis, labelled with the measured sizes), and a series' values
with its repeats folded into one point and an error bar: the parts the Experiments page's charts are drawn with."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg

from dashboard.ui.chart import Chart
from dashboard.ui.chart_parts import NORMAL_FONT_PX, GrowingRange

LOG_ROOM = 0.3
"""Room (decades) above the highest and below the lowest throughput on a log axis, for the markers' labels."""
MARKER_ROOM = 0.4
"""Room right of the largest batch (log10 units) for the markers' labels."""
BATCH_HEADROOM = math.log10(4)
"""While measuring, the batch axis reaches two doublings past the largest batch so far (and the labels' room): a
doubling sweep moves it every third point."""


class BatchChart(Chart):
    """One quantity against batch size on a log axis labelled with the measured sizes; y from zero. Its owner sets
    the title and axis labels (``ExperimentCharts.retranslate``)."""

    def __init__(self) -> None:
        super().__init__(min_line_px=2)  # a few points each: 2 px lines read well on a projector
        item = self.getPlotItem()
        item.setLogMode(x=True, y=False)
        item.showGrid(x=True, y=True, alpha=0.2)
        self.disableAutoRange()
        self.y_range = GrowingRange()
        self.x_span: tuple[float, float] | None = None
        self.log_y = False
        """Values on a log axis (items added are then placed in log10 of the value, as pyqtgraph places them)."""
        self.setMinimumHeight(220)

    def set_log_y(self, log: bool) -> None:
        """Values on a log axis, or a linear one from zero."""
        if log != self.log_y:
            self.log_y = log
            self.getPlotItem().setLogMode(x=True, y=log)
            self.y_range.reset()

    def y_of(self, value: float) -> float:
        """Where an item at ``value`` goes: log10 of it on a log axis (the bottom of the view for zero)."""
        if not self.log_y:
            return value
        return math.log10(value) if value > 0 else self.getViewBox().viewRange()[1][0]

    def reset_ranges(self) -> None:
        self.y_range.reset()
        self.x_span = None

    def marker_room(self) -> float:
        """Room (in log10 of the batch) right of the largest batch for the markers' labels, at this font size."""
        return MARKER_ROOM * self.chart_item.font_px / NORMAL_FONT_PX

    def show_values(self, top: float, fitted: bool, bottom: float = 0.0) -> None:
        """y from zero to a nice value above ``top``: grown only while measuring, fitted to a finished picture; on a
        log axis, from below ``bottom`` (the smallest positive value) to above ``top``."""
        if self.log_y:
            if top > 0 and bottom > 0:  # a label's height above the top point, at this font size
                room = LOG_ROOM * self.chart_item.font_px / NORMAL_FONT_PX
                self.setYRange(math.log10(bottom) - LOG_ROOM, math.log10(top) + 2 * room, padding=0)
            return
        label_room = 1 + 0.012 * self.chart_item.font_px  # for a marker's label above the top point
        value = self.y_range.fit(top, label_room) if fitted else self.y_range.grow(top)
        if value is not None and abs(self.getViewBox().viewRange()[1][1] - value) > 1e-9:
            self.setYRange(0.0, value, padding=0)

    def show_batches(self, low: float, high: float, fitted: bool) -> None:
        """x (log10 of the batch) from below ``low`` to past ``high``: grown only while measuring."""
        room = self.marker_room()
        headroom = room + BATCH_HEADROOM
        if fitted or self.x_span is None:
            span = (low - 0.1, high + (room if fitted else headroom))
        else:
            top = self.x_span[1] if high + room <= self.x_span[1] else high + headroom
            span = (min(self.x_span[0], low - 0.1), top)
        if span != self.x_span:
            self.x_span = span
            self.setXRange(*span, padding=0)


@dataclass(frozen=True)
class RepeatedValues:
    """One series' values by batch, repeats folded: one point per batch at the median of its repeats, and the
    repeats' range as an error bar, so a batch measured twice reads as one point with its spread, not a zigzag."""

    batches: np.ndarray
    medians: np.ndarray
    lows: np.ndarray
    highs: np.ndarray
    counts: np.ndarray

    @classmethod
    def of(cls, batches: list[int], values: list[float]) -> RepeatedValues:
        by_batch: dict[int, list[float]] = {}
        for batch, value in zip(batches, values, strict=True):
            by_batch.setdefault(batch, []).append(value)
        order = sorted(by_batch)
        return cls(np.array(order, dtype=np.float64),
                   np.array([float(np.median(by_batch[b])) for b in order], dtype=np.float64),
                   np.array([min(by_batch[b]) for b in order], dtype=np.float64),
                   np.array([max(by_batch[b]) for b in order], dtype=np.float64),
                   np.array([len(by_batch[b]) for b in order], dtype=np.int64))

    @property
    def repeated(self) -> bool:
        return bool((self.counts > 1).any())

    def median_by_batch(self) -> dict[int, float]:
        return {int(batch): float(value) for batch, value in zip(self.batches, self.medians, strict=True)}

    def error_bars(self, color: str, log_y: bool = False) -> pg.ErrorBarItem:
        """Lowest to highest repeat at each repeated batch, solid whatever the series' dash (in log10 of the batch,
        and of the value on a log axis: pyqtgraph places added items in log10 coordinates on a log plot)."""
        shown = self.counts > 1
        medians, highs, lows = self.medians[shown], self.highs[shown], self.lows[shown]
        if log_y:
            medians, highs, lows = (np.log10(np.maximum(values, 1e-12)) for values in (medians, highs, lows))
        return pg.ErrorBarItem(x=np.log10(self.batches[shown]), y=medians, top=highs - medians,
                               bottom=medians - lows, beam=0.04, pen=pg.mkPen(color=color, width=2))
