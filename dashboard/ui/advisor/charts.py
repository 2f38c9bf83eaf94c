"""Charts of the Advisor page: GPUs as horizontal bars against a need, and a roofline.

Both are Charts fed with python numbers (a title that wraps, a legend below the axes, presentation sizes); they
hold no advisor logic. Their owners give them their texts in the reader's language, and again when it changes.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt

from dashboard.text import fill, translate
from dashboard.ui.chart import Chart
from dashboard.ui.theme import series_color, series_style

FITS_COLOR = "#009E73"
SHORT_COLOR = "#D55E00"
HIGHLIGHT_COLOR = "#E69F00"
ROW_HEIGHT_PX = 18
NEED_COLOR = "#CC79A7"
LOG_FLOOR = 0.5
"""Where log-scale bars start (GiB): below the smallest GPU in the catalogue."""


@dataclass(frozen=True)
class Bar:
    label: str
    value: float
    low: float | None = None
    high: float | None = None
    """An uncertainty range drawn as a whisker; None draws none."""
    good: bool = True
    """Green when it meets the need (fits), orange when it does not."""
    highlighted: bool = False
    """The GPU in this machine."""


class BarsPlot(Chart):
    """Horizontal bars, one row per GPU, the first at the top, with an optional vertical "need" line."""

    def __init__(self, title: str, x_label: str, log_x: bool = False) -> None:
        super().__init__(title, min_line_px=2)
        self._log_x = log_x
        """Bars span decades (8 GB to 256 GB): on a log axis a small need stays visible beside the largest GPU."""
        item = self.getPlotItem()
        item.setLabel("bottom", x_label)
        item.showGrid(x=True, y=False, alpha=0.2)
        self.getViewBox().setMouseEnabled(x=False, y=True)
        self.getViewBox().invertY(True)
        self.bars: list[Bar] = []

    def set_bars(self, bars: Sequence[Bar], need: float | None = None, need_label: str = "") -> None:
        item = self.getPlotItem()
        item.clear()
        self.bars = list(bars)
        if not self.bars:
            return
        rows = np.arange(len(self.bars), dtype=np.float64)
        widths = np.array([max(bar.value, 0.0) for bar in self.bars], dtype=np.float64)
        if self._log_x:
            self._set_log_bars(widths, need, need_label, brushes_for(self.bars), rows)
            return
        item.addItem(pg.BarGraphItem(x0=np.zeros(len(self.bars)), y=rows, height=0.7, width=widths,
                                     brushes=brushes_for(self.bars), pen=None))
        ranged = [(i, bar) for i, bar in enumerate(self.bars) if bar.low is not None and bar.high is not None]
        if ranged:
            rows_ranged = np.array([i for i, _ in ranged], dtype=np.float64)
            middle = np.array([bar.value for _, bar in ranged], dtype=np.float64)
            item.addItem(pg.ErrorBarItem(
                x=middle, y=rows_ranged, left=middle - np.array([bar.low for _, bar in ranged]),
                right=np.array([bar.high for _, bar in ranged]) - middle, beam=0.3, pen=pg.mkPen("#999999")))
        self._label_rows()
        top = max(float(widths.max()), need or 0.0, max((bar.high or 0.0) for bar in self.bars))
        self._need_line(need, need_label)
        self.setXRange(0.0, top * 1.08 if top > 0 else 1.0, padding=0)

    def _set_log_bars(self, widths: np.ndarray, need: float | None, need_label: str, brushes: list,
                      rows: np.ndarray) -> None:
        """Bars from LOG_FLOOR to each value on a log10 axis, with the axis labelled in plain values."""
        item = self.getPlotItem()
        floor = math.log10(LOG_FLOOR)
        ends = np.log10(np.maximum(widths, LOG_FLOOR))
        item.addItem(pg.BarGraphItem(x0=np.full(len(widths), floor), y=rows, height=0.7, width=ends - floor,
                                     brushes=brushes, pen=None))
        self._label_rows()
        top = max(float(widths.max()), need or LOG_FLOOR)
        values = [2.0**k for k in range(-1, 12) if 2.0**k <= top * 2]
        item.getAxis("bottom").setTicks([[(math.log10(v), f"{v:g}") for v in values]])
        self._need_line(None if need is None else math.log10(max(need, LOG_FLOOR)), need_label)
        self.setXRange(floor, math.log10(top) + 0.08, padding=0)

    def _label_rows(self) -> None:
        ticks = [(float(i), ("▶ " if bar.highlighted else "") + bar.label) for i, bar in enumerate(self.bars)]
        self.getPlotItem().getAxis("left").setTicks([ticks])
        self.setYRange(-0.6, len(self.bars) - 0.4, padding=0)
        self.setMinimumHeight(min(120 + ROW_HEIGHT_PX * len(self.bars), 900))

    def _need_line(self, x: float | None, label: str) -> None:
        """A dashed vertical line at the need, named in the legend below (a label beside it would cover bars)."""
        if x is None:
            return
        pen = pg.mkPen(NEED_COLOR, width=2, style=Qt.PenStyle.DashLine)
        self.getPlotItem().addItem(pg.InfiniteLine(x, angle=90, pen=pen))
        if label:
            self.getPlotItem().plot([], [], pen=pen, name=label)  # no data: only its legend entry


def brushes_for(bars: Sequence[Bar]) -> list:
    return [pg.mkBrush(HIGHLIGHT_COLOR if bar.highlighted else FITS_COLOR if bar.good else SHORT_COLOR)
            for bar in bars]


@dataclass(frozen=True)
class RooflinePoint:
    label: str
    intensity: float
    """Arithmetic intensity: FLOPs per byte moved to or from memory."""
    tflops: float
    """Achieved (measured) or estimated TFLOPS."""
    measured: bool = True


class DecadeLogAxis(pg.AxisItem):
    """A log axis labelled at its decades only (0.1, 1, 10, 100) once it spans two or more: the 2..9 between them
    ran into each other in a wide chart with presenter-mode text (the grid still marks them)."""

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:  # noqa: N802 - Qt's name
        strings: list[str] = super().tickStrings(values, scale, spacing)
        low, high = self.range
        if not self.logMode or high - low < 2:
            return strings
        return [text if abs(value - round(value)) < 1e-6 else "" for value, text in zip(values, strings, strict=True)]


class RooflinePlot(Chart):
    """Attainable TFLOPS against arithmetic intensity, both on log axes: min(peak, bandwidth x intensity)."""

    def __init__(self) -> None:
        # What the roofline means is in the axis labels and the page's text; the title stays short to fit.
        super().__init__(translate("Advisor", "Roofline"), min_line_px=2)
        self.explain("roofline", "arithmetic intensity", "ridge point", "bandwidth-bound", "compute-bound")
        self._unit = "TFLOPS"
        item = self.getPlotItem()
        item.setAxisItems({"bottom": DecadeLogAxis("bottom")})
        self.set_texts()
        item.getAxis("left").enableAutoSIPrefix(False)  # "(x0.001)" beside a unit confuses more than it helps
        item.getAxis("bottom").enableAutoSIPrefix(False)
        item.setLogMode(x=True, y=True)
        item.showGrid(x=True, y=True, alpha=0.2)
        self.setMinimumHeight(260)

    def set_texts(self, title: str | None = None) -> None:
        """The title (the default: "Roofline") and the axis labels in the reader's language."""
        self.set_title(title or translate("Advisor", "Roofline"))
        self.set_axis_labels(left=self._left_label(),
                             bottom=translate("Advisor", "arithmetic intensity (FLOPs per byte, log scale)"))

    def _left_label(self) -> str:
        return fill(translate("Advisor", "{unit} (log scale)"), unit=self._unit)

    def set_roofline(self, roofs: Sequence[tuple[str, float]], bandwidth_gbps: float | None,
                     points: Sequence[RooflinePoint], unit: str = "TFLOPS", bandwidth_label: str = "") -> None:
        """``roofs``: (label, peak in ``unit``) per precision; the slanted part is bandwidth x intensity. Labels are
        in the reader's language: call again when it changes.

        ``unit`` is "TFLOPS" or "GFLOPS" (a CPU's peaks read better in GFLOPS); points are given in the same unit.
        """
        item = self.getPlotItem()
        item.clear()
        self._unit = unit
        self.set_axis_labels(left=self._left_label())
        per_gbps = 1.0 if unit == "GFLOPS" else 1e-3  # GB/s x FLOPs/byte = GFLOPS
        intensities = [p.intensity for p in points if p.intensity > 0]
        low = min([0.1, *intensities]) / 2
        high = max([1000.0, *intensities]) * 2
        x = np.logspace(math.log10(low), math.log10(high), 200)
        for index, (label, peak) in enumerate(roofs):
            if not peak or peak <= 0:
                continue
            y = np.full_like(x, peak) if not bandwidth_gbps else np.minimum(peak, bandwidth_gbps * per_gbps * x)
            item.plot(x, y, pen=pg.mkPen(series_color(index), width=2, style=series_style(index)),
                      name=fill(translate("Advisor", "{roof} peak {peak:,.1f} {unit}"), roof=label, peak=peak,
                                unit=unit))
        if bandwidth_gbps and roofs:
            slope = bandwidth_gbps * per_gbps * x
            item.plot(x[slope < max(p for _, p in roofs)], slope[slope < max(p for _, p in roofs)],
                      pen=pg.mkPen("#999999", width=1, style=Qt.PenStyle.DashLine),
                      name=bandwidth_label or fill(translate("Advisor", "memory {gbps:,.0f} GB/s"),
                                                   gbps=bandwidth_gbps))
        for index, point in enumerate(points):
            if point.intensity <= 0 or point.tflops <= 0:
                continue
            item.plot([point.intensity], [point.tflops], pen=None, symbol="o" if point.measured else "t",
                      symbolBrush=series_color(index + len(roofs)), symbolPen=None, symbolSize=11, name=point.label)
