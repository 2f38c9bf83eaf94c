"""Live charts fed from a History: time plots and per-core bars.

They follow pyqtgraph's advice for live data: thin pens, no antialiasing, clip to view, peak downsampling, and one
``setData`` per curve per refresh. Axes start at zero and only grow, with headroom, so they change rarely.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt

from dashboard.decimation import drawn_outline
from dashboard.text import fill, translate
from dashboard.timeseries import History
from dashboard.ui.chart import Chart
from dashboard.ui.chart_parts import GrowingRange
from dashboard.ui.i18n import is_language_change
from dashboard.ui.theme import series_color, series_style

# ---------------------------------------------------------------------------------------------------- time plots


class TimePlot(Chart):
    """A plot of named series against time, with units on the y axis and a legend below it.

    ``follow=True`` (live monitoring) shows the last window with x in seconds before now; ``follow=False``
    (training) shows the whole series with x as stored, e.g. seconds since the run started.
    """

    def __init__(self, title: str, y_label: str, y_unit: str = "", y_range: tuple[float, float] | None = None,
                 follow: bool = True, x_label: str | None = None, pen_width: int = 1) -> None:
        """``x_label`` None: "time (s, 0 = now)" in the reader's language, kept so when the language changes."""
        # pen_width 1 px is cheapest to draw; few-point plots can afford 2 px for a projector
        super().__init__(title, min_line_px=pen_width)
        self._curves: dict[str, pg.PlotDataItem] = {}
        self._labels: dict[str, str] = {}
        self._sources: dict[str, History] = {}
        self._limits: dict[str, pg.InfiniteLine] = {}
        self._hidden: set[str] = set()
        self._drawn: dict[str, tuple[int, float, float]] = {}
        """Per curve: the version of its History and the window it was last drawn from, and its highest value."""
        self._outlines: dict[str, bytes] = {}
        """Per live curve: the pixels it last drew (``drawn_outline``)."""
        self._window_s = 60.0
        self._follow = follow
        self._pen_width = pen_width
        item = self.getPlotItem()
        # Units go into the label text: pyqtgraph's automatic SI prefixes would print "kMHz" or "kGiB".
        item.setLabel("left", f"{y_label} ({y_unit})" if y_unit else y_label)
        self._default_x_label = x_label is None
        item.setLabel("bottom", _time_label() if x_label is None else x_label)
        item.showGrid(x=True, y=True, alpha=0.2)
        self.getViewBox().setMouseEnabled(x=False, y=False)
        self._fixed_y = y_range
        self._x_range = GrowingRange()
        self._y_range = GrowingRange()
        # Ranges are set by refresh, never by auto-range: pyqtgraph would recompute them on every setData.
        self.disableAutoRange()
        self._reset_view()

    def _reset_view(self) -> None:
        self.setYRange(*(self._fixed_y or (0.0, 1.0)), padding=0.02 if self._fixed_y else 0)
        self.setXRange(-self._window_s if self._follow else 0.0, 0.0 if self._follow else 1.0, padding=0)

    def curve(self, key: str, label: str, style: Qt.PenStyle | None = None, width: int | None = None,
              source: History | None = None, symbol: str | None = None, color: str | None = None,
              ) -> pg.PlotDataItem:
        """The curve for ``key``, created on first use with the next colour and line style.

        ``width`` is its normal-mode width (presenter mode widens every curve alike); ``source`` is the History to
        read it from when it is not the one passed to ``refresh`` (validation points have their own, one entry
        per epoch); ``symbol`` draws markers ("o") instead of a line.
        """
        if key not in self._curves:
            index = len(self._curves)
            color = color or series_color(index)
            pen = None if symbol else pg.mkPen(color=color, width=width or self._pen_width,
                                               style=series_style(index) if style is None else style)
            options = {"symbol": symbol, "symbolBrush": color, "symbolPen": None, "symbolSize": 9} if symbol else {}
            curve = self.plot(name=label, pen=pen, antialias=False, **options)
            curve.setClipToView(True)
            curve.setDownsampling(auto=True, method="peak")
            self._curves[key] = curve
            self._labels[key] = label
            if source is not None:
                self._sources[key] = source
        return self._curves[key]

    def set_x_label(self, text: str) -> None:
        self._default_x_label = False
        self.getPlotItem().setLabel("bottom", text)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if is_language_change(event) and self._default_x_label:
            self.set_axis_labels(bottom=_time_label())

    def set_y_label(self, label: str, unit: str = "") -> None:
        self.set_axis_labels(left=f"{label} ({unit})" if unit else label)

    def rename_curve(self, key: str, label: str) -> None:
        """The legend calls curve ``key`` ``label`` now (another language)."""
        if key in self._curves and self._labels[key] != label:
            self._labels[key] = label
            self.legend.rename(self._curves[key], label)

    def x_label(self) -> str:
        return self.getPlotItem().getAxis("bottom").labelText

    def remove_curves(self, prefix: str) -> None:
        """Take out the curves (and their ceiling lines) whose keys start with ``prefix`` (an overlay replaced)."""
        for key in [k for k in self._curves if k.startswith(prefix)]:
            curve = self._curves.pop(key)
            self._labels.pop(key, None)
            self._sources.pop(key, None)
            self._hidden.discard(key)
            self._drawn.pop(key, None)
            self._outlines.pop(key, None)
            self.removeItem(curve)  # the PlotItem takes its legend entry out too
        for key in [k for k in self._limits if k.startswith(prefix)]:
            self.removeItem(self._limits.pop(key))

    def clear_limits(self) -> None:
        for line in self._limits.values():
            self.removeItem(line)
        self._limits.clear()

    def show_only(self, keys: Iterable[str] | None) -> None:
        """Show only these curves, in the legend too (an overlay hides the live run's); None shows every curve."""
        self._hidden = set() if keys is None else set(self._curves) - set(keys)
        legend = self.legend
        legend.clear()
        for key, curve in self._curves.items():
            shown = key not in self._hidden
            curve.setVisible(shown)
            if shown:
                legend.addItem(curve, self._labels[key])
            else:
                curve.setData([], [])
                self._drawn.pop(key, None)

    def shown_keys(self) -> list[str]:
        return [key for key in self._curves if key not in self._hidden]

    def clear_data(self) -> None:
        """Empty every curve and let the axes start again (a new run starts); curves and limits stay."""
        self._drawn.clear()
        self._outlines.clear()
        for curve in self._curves.values():
            curve.setData([], [])
        self._x_range.reset()
        self._y_range.reset()
        self._reset_view()

    def set_limit(self, key: str, value: float | None, label: str) -> None:
        """A dashed horizontal line for a ceiling (memory total, power limit)."""
        if value is None:
            return
        line = self._limits.get(key)
        if line is None:
            color = self._curves[key].opts["pen"].color() if key in self._curves else pg.mkColor("#999999")
            pen = pg.mkPen(color=color, width=1, style=Qt.PenStyle.DashLine)
            # Stagger the labels (right, left, middle) so ceilings at one height (24 GiB RAM, 24 GiB GPU) stay readable;
            # each anchored on its own side, so a long one (two machines' hosts) runs into the plot, not out of it.
            position, anchor = ((0.98, (1, 1)), (0.02, (0, 1)), (0.5, (0.5, 1)))[len(self._limits) % 3]
            label_options = {"position": position, "color": color, "anchors": [anchor, anchor]}
            line = pg.InfiniteLine(angle=0, pen=pen, label=label, labelOpts=label_options)
            self.addItem(line)
            self._limits[key] = line
        elif line.label is not None and line.label.format != label:
            line.label.setFormat(label)
        line.setValue(value)

    def curve_keys(self) -> list[str]:
        return list(self._curves)

    def set_window(self, seconds: float) -> None:
        self._window_s = seconds
        self._y_range.reset()  # another stretch of the past: its own scale
        self.setXRange(-seconds, 0, padding=0)

    def expect_x(self, extent: float) -> None:
        """Make the x axis reach ``extent`` now (a run's expected length): set once, grown only if exceeded."""
        if not self._follow:
            self._apply_range("x", self._x_range.expect(extent))

    def x_top(self) -> float:
        return float(self.getViewBox().viewRange()[0][1])

    def y_top(self) -> float:
        return float(self.getViewBox().viewRange()[1][1])

    def refresh(self, history: History, x_max: float | None = None, fit: bool = False) -> None:
        """Redraw every curve: the last window before now when following, else the whole series up to ``x_max`` as
        its History's display summary (at most a few thousand points however long the series).

        Plots sharing a time axis get the same ``x_max``, which lines them up without linking their views. Live,
        the axes only grow (with headroom); ``fit`` sizes them to the data (a saved run, drawn once).
        """
        top = 0.0
        new: list[tuple[str, pg.PlotDataItem, np.ndarray, np.ndarray]] = []
        for key, curve in self._curves.items():
            if key in self._hidden:
                continue
            source = self._sources.get(key, history)
            drawn = self._drawn.get(key)
            if drawn is not None and drawn[:2] == (source.version, self._window_s):
                top = max(top, drawn[2])  # nothing new (validation points between epochs): not set again
                continue
            if self._follow:
                t, values = source.window_display(key, self._window_s)  # bounded: ~1 point a pixel
            else:  # bounded: every point of a short run, the peaks and gaps of a long one, at the same cost
                t, values = source.display(key)
            highest = float(np.nanmax(values)) if values.size and not np.isnan(values).all() else 0.0
            self._drawn[key] = (source.version, self._window_s, highest)
            top = max(top, highest)
            new.append((key, curve, np.asarray(t, dtype=np.float64), values))
        if self._fixed_y is None:  # from zero, so a flat line reads as "steady", not as noise magnified
            limit = max([line.value() for line in self._limits.values()], default=0.0)
            # Room above a ceiling line for its label: a share of the height, larger with a larger font.
            height = self.getViewBox().height()
            share = 0.12 if height < 50 else min(0.4, max(0.1, 1.6 * self.chart_item.font_px / height))
            needed = max(top, limit / (1 - share))
            self._apply_range("y", self._y_range.fit(needed, 1.05) if fit else self._y_range.grow(needed))
        if not self._follow:
            extent = x_max or 0.0
            self._apply_range("x", self._x_range.fit(max(extent, 1.0)) if fit else self._x_range.grow(extent))
        box = self.getViewBox()
        (x_low, x_high), (y_low, y_high) = box.viewRange()
        for key, curve, t, values in new:
            if self._follow:  # live: a curve that would paint the same pixels again is left as it is
                outline = drawn_outline(t, values, (x_low, x_high), (y_low, y_high), (box.width(), box.height()))
                if outline and outline == self._outlines.get(key):
                    continue
                self._outlines[key] = outline
            curve.setData(t, values, connect="finite")

    def _apply_range(self, axis: str, top: float | None) -> None:
        """Change a range only when it really moves: every change makes pyqtgraph re-layout the axis ticks."""
        if top is None:
            return
        current = self.getViewBox().viewRange()[0 if axis == "x" else 1]
        if abs(current[1] - top) > 1e-9 or abs(current[0]) > 1e-9:
            if axis == "x":
                self.setXRange(0.0, top, padding=0)
            else:
                self.setYRange(0.0, top, padding=0)


def _time_label() -> str:
    return translate("Charts", "time (s, 0 = now)")


class CoreBars(Chart):
    """Per-core CPU load as bars: the picture of a few cores working in parallel, or one core doing it all."""

    def __init__(self) -> None:
        super().__init__(min_line_px=2)
        self._bars: pg.BarGraphItem | None = None
        self._drawn_px: bytes = b""
        """The bar heights last drawn, in whole pixels: an idle machine's loads move by less than a pixel."""
        self._machine = ""
        self._label()
        self.explain("utilization", "thread", "data parallelism")
        self.getViewBox().setMouseEnabled(x=False, y=False)
        self.setYRange(0, 100, padding=0.02)

    def set_values(self, percents: tuple[float, ...]) -> None:
        heights = np.asarray(percents, dtype=np.float64)
        pixels = np.rint(np.clip(heights, 0.0, 100.0) * (self.getViewBox().height() / 100.0)).astype(np.int32)
        drawn_px = pixels.tobytes()
        if self._bars is not None and drawn_px == self._drawn_px:
            return  # the same picture: not handed to pyqtgraph again
        self._drawn_px = drawn_px
        x = np.arange(heights.size, dtype=np.float64)
        if self._bars is None:
            self._bars = pg.BarGraphItem(x=x, height=heights, width=0.8, brush=series_color(0))
            self.addItem(self._bars)
        elif np.asarray(self._bars.opts["height"]).size == heights.size:
            self._bars.setOpts(x=x, height=heights)
            return
        else:  # another machine's cores: another count
            self._bars.setOpts(x=x, height=heights)
        self.setXRange(-0.6, heights.size - 0.4, padding=0)
        ticks = [(i, str(i)) for i in range(heights.size)] if heights.size <= 32 else None
        self.getPlotItem().getAxis("bottom").setTicks([ticks] if ticks else None)

    def set_machine(self, host: str) -> None:
        """Whose cores these are, in the title ("" with one machine on the page)."""
        if host != self._machine:
            self._machine = host
            self._label()

    def _label(self) -> None:
        title = translate("Hardware", "CPU per core")
        self.set_title(fill(translate("Hardware", "{title}: {host}"), title=title, host=self._machine)
                       if self._machine else title)
        self.set_axis_labels(left=translate("Hardware", "busy (%)"), bottom=translate("Hardware", "logical core"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if is_language_change(event):
            self._label()

    def values(self) -> np.ndarray:
        return np.asarray(self._bars.opts["height"]) if self._bars is not None else np.array([])
