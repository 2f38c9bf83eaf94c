"""Live time plots: a titled pyqtgraph plot whose curves are fed from a History, cheap to redraw.

Follows pyqtgraph's advice for live data: thin pens, no antialiasing, clip to view, peak downsampling, and one
``setData`` per curve per refresh.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QWidget

from dashboard.timeseries import History
from dashboard.ui.theme import SERIES_COLORS, Theme


class TimePlot(pg.PlotWidget):
    """A plot of named series against time, with units on the y axis and a legend.

    ``follow=True`` (live monitoring) shows the last window with x in seconds before now; ``follow=False``
    (training) shows the whole series with x as stored, e.g. seconds since the run started.
    """

    def __init__(self, title: str, y_label: str, y_unit: str = "", y_range: tuple[float, float] | None = None,
                 follow: bool = True, x_label: str = "time (s, 0 = now)", pen_width: int = 1) -> None:
        super().__init__()
        self._title = title
        self._curves: dict[str, pg.PlotDataItem] = {}
        self._sources: dict[str, History] = {}
        self._limits: dict[str, pg.InfiniteLine] = {}
        self._window_s = 60.0
        self._follow = follow
        self._pen_width = pen_width  # 1 px is cheapest to draw; few-point plots can afford 2 px for a projector
        item = self.getPlotItem()
        item.setTitle(title)
        # Units go into the label text: pyqtgraph's automatic SI prefixes would print "kMHz" or "kGiB".
        item.setLabel("left", f"{y_label} ({y_unit})" if y_unit else y_label)
        item.setLabel("bottom", x_label)
        item.showGrid(x=True, y=True, alpha=0.2)
        item.setMenuEnabled(False)
        item.hideButtons()
        self.getViewBox().setMouseEnabled(x=False, y=False)
        self._legend = item.addLegend(offset=(8, 8), labelTextSize="8pt")
        self._fixed_y = y_range is not None
        # Ranges are set once per refresh, never by auto-range: pyqtgraph would recompute them on every setData.
        self.disableAutoRange()
        self.setYRange(*(y_range or (0.0, 1.0)), padding=0.02)
        self.setXRange(-self._window_s if follow else 0.0, 0.0 if follow else 1.0, padding=0)
        self.setMinimumHeight(200)

    def curve(self, key: str, label: str, style: Qt.PenStyle = Qt.PenStyle.SolidLine, width: int | None = None,
              source: History | None = None, symbol: str | None = None, color: str | None = None,
              ) -> pg.PlotDataItem:
        """The curve for ``key``, created on first use with the next colour.

        ``source`` is the History to read it from when it is not the one passed to ``refresh`` (validation
        points have their own, one entry per epoch); ``symbol`` draws markers ("o") instead of a line.
        """
        if key not in self._curves:
            color = color or SERIES_COLORS[len(self._curves) % len(SERIES_COLORS)]
            pen = None if symbol else pg.mkPen(color=color, width=width or self._pen_width, style=style)
            options = {"symbol": symbol, "symbolBrush": color, "symbolPen": None, "symbolSize": 9} if symbol else {}
            curve = self.plot(name=label, pen=pen, antialias=False, **options)
            curve.setClipToView(True)
            curve.setDownsampling(auto=True, method="peak")
            self._curves[key] = curve
            if source is not None:
                self._sources[key] = source
        return self._curves[key]

    def set_x_label(self, text: str) -> None:
        self.getPlotItem().setLabel("bottom", text)

    def x_label(self) -> str:
        return self.getPlotItem().getAxis("bottom").labelText

    def remove_curves(self, prefix: str) -> None:
        """Take out the curves whose keys start with ``prefix`` (an overlay being replaced)."""
        for key in [k for k in self._curves if k.startswith(prefix)]:
            curve = self._curves.pop(key)
            self._sources.pop(key, None)
            self.removeItem(curve)
            self._legend.removeItem(curve)

    def clear_data(self) -> None:
        """Empty every curve (a new run starts); curves and limits stay."""
        for curve in self._curves.values():
            curve.setData([], [])

    def set_limit(self, key: str, value: float | None, label: str) -> None:
        """A dashed horizontal line for a ceiling (memory total, power limit)."""
        if value is None:
            return
        line = self._limits.get(key)
        if line is None:
            color = self._curves[key].opts["pen"].color() if key in self._curves else "#999999"
            pen = pg.mkPen(color=color, width=1, style=Qt.PenStyle.DashLine)
            # Stagger the labels so two ceilings at the same height (24 GiB RAM, 24 GiB GPU) stay readable.
            position = 0.9 - 0.25 * (len(self._limits) % 4)
            label_options = {"position": position, "color": color, "anchors": [(1, 1), (1, 1)]}
            line = pg.InfiniteLine(angle=0, pen=pen, label=label, labelOpts=label_options)
            self.addItem(line)
            self._limits[key] = line
        line.setValue(value)

    def curve_keys(self) -> list[str]:
        return list(self._curves)

    def set_window(self, seconds: float) -> None:
        self._window_s = seconds
        self.setXRange(-seconds, 0, padding=0)

    def refresh(self, history: History, x_max: float | None = None) -> None:
        """Redraw every curve: the last window before now when following, else the whole series up to ``x_max``.

        Plots sharing a time axis get the same ``x_max``, which lines them up without linking their views.
        """
        top = 0.0
        for key, curve in self._curves.items():
            source = self._sources.get(key, history)
            if self._follow:
                t, values = source.window(key, self._window_s)
            else:
                t, values = source.time.view(), source.series(key)
            curve.setData(np.asarray(t, dtype=np.float64), values, connect="finite")
            if values.size and not np.isnan(values).all():
                top = max(top, float(np.nanmax(values)))
        if not self._fixed_y:  # from zero, so a flat line reads as "steady", not as noise magnified
            limit = max([line.value() for line in self._limits.values()], default=0.0)
            top = max(top * 1.05, limit * 1.12)  # room above a ceiling line for its label
            self._set_range("y", _nice_ceiling(top) if top > 0 else 1.0)
        if not self._follow:
            self._set_range("x", _nice_ceiling(max(x_max or 0.0, 1.0)))

    def _set_range(self, axis: str, top: float) -> None:
        """Change a range only when it really moves: every change makes pyqtgraph re-layout the axis ticks."""
        current = self.getViewBox().viewRange()[0 if axis == "x" else 1]
        if abs(current[1] - top) > 1e-9 or abs(current[0]) > 1e-9:
            if axis == "x":
                self.setXRange(0.0, top, padding=0)
            else:
                self.setYRange(0.0, top, padding=0)

    def apply_theme(self, chosen: Theme) -> None:
        _theme_plot(self, self._title, chosen)
        self._legend.setLabelTextColor(chosen.plot_foreground)
        background = pg.mkColor(chosen.plot_background)
        background.setAlpha(200)  # keeps the legend readable where a curve or a limit line passes under it
        self._legend.setBrush(pg.mkBrush(background))


def _nice_ceiling(value: float) -> float:
    """The next of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 x 10^n at or above value: axes grow in steps, not every tick."""
    if value <= 0:
        return 1.0
    exponent = np.floor(np.log10(value))
    for mantissa in (1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0):
        candidate = mantissa * 10**exponent
        if candidate >= value * (1 - 1e-12):
            return float(candidate)
    return float(10 ** (exponent + 1))


class CoreBars(pg.PlotWidget):
    """Per-core CPU load as bars: the picture of a few cores working in parallel, or one core doing it all."""

    def __init__(self, title: str = "CPU per core") -> None:
        super().__init__()
        self._title = title
        self._bars: pg.BarGraphItem | None = None
        item = self.getPlotItem()
        item.setTitle(title)
        item.setLabel("left", "busy (%)")
        item.setLabel("bottom", "logical core")
        item.setMenuEnabled(False)
        item.hideButtons()
        self.getViewBox().setMouseEnabled(x=False, y=False)
        self.setYRange(0, 100, padding=0.02)
        self.setMinimumHeight(180)

    def set_values(self, percents: tuple[float, ...]) -> None:
        heights = np.asarray(percents, dtype=np.float64)
        x = np.arange(heights.size, dtype=np.float64)
        if self._bars is None:
            self._bars = pg.BarGraphItem(x=x, height=heights, width=0.8, brush=SERIES_COLORS[0])
            self.addItem(self._bars)
            self.setXRange(-0.6, heights.size - 0.4, padding=0)
            ticks = [(i, str(i)) for i in range(heights.size)] if heights.size <= 32 else None
            if ticks:
                self.getPlotItem().getAxis("bottom").setTicks([ticks])
        else:
            self._bars.setOpts(x=x, height=heights)

    def values(self) -> np.ndarray:
        return np.asarray(self._bars.opts["height"]) if self._bars is not None else np.array([])

    def apply_theme(self, chosen: Theme) -> None:
        _theme_plot(self, self._title, chosen)


def _theme_plot(widget: pg.PlotWidget, title: str, chosen: Theme) -> None:
    widget.setBackground(chosen.plot_background)
    item = widget.getPlotItem()
    for name in ("left", "bottom"):
        axis = item.getAxis(name)
        axis.setPen(chosen.plot_foreground)
        axis.setTextPen(chosen.plot_foreground)
    item.setTitle(title, color=chosen.plot_foreground)


def theme_plots(plots: list[pg.PlotWidget], chosen: Theme) -> None:
    """Theme plain pyqtgraph charts (the batch-size and advisor charts) like TimePlots, keeping their titles."""
    for plot in plots:
        _theme_plot(plot, plot.getPlotItem().titleLabel.text, chosen)


def save_widget_images(widget: QWidget, folder: Path, name: str) -> list[Path]:
    """The widget as ``name``.png and ``name``.svg in ``folder``.

    SVG goes through Qt's own SVG painter: pyqtgraph's SVG exporter fails on curves with gaps (NaN).
    """
    png, svg = folder / f"{name}.png", folder / f"{name}.svg"
    widget.grab().save(str(png))
    generator = QSvgGenerator()
    generator.setFileName(str(svg))
    generator.setSize(widget.size())
    generator.setViewBox(widget.rect())
    generator.setTitle(name)
    painter = QPainter(generator)
    try:
        # QWidget.render(painter, offset) and QGraphicsView.render(painter, target) share only this form, which
        # Qt's stubs do not spell out; a plot is a QGraphicsView, a container of plots a plain QWidget.
        renderer: Any = widget
        renderer.render(painter)
    finally:
        painter.end()
    return [png, svg]
