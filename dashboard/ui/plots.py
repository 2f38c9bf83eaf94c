"""The charts every page draws with: a ``Chart`` base, live time plots fed from a History, and per-core bars.

Every chart keeps its labels out of the data: the title wraps instead of being cut, axis labels wrap to the axis'
length, and the legend sits below the axes in as many columns as fit. ``set_presentation`` sizes text and lines
for the back of a lecture hall (curves created later follow), ``apply_theme`` colours a chart and keeps the sizes.

Live curves follow pyqtgraph's advice for live data: thin pens, no antialiasing, clip to view, peak downsampling,
and one ``setData`` per curve per refresh. Axes start at zero and only grow, with headroom, so they change rarely.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import numpy as np
import pyqtgraph as pg
from pyqtgraph.graphicsItems.LegendItem import ItemSample
from pyqtgraph.graphicsItems.ScatterPlotItem import drawSymbol
from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPen, QTextOption
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsTextItem, QSizePolicy, QWidget

from dashboard.timeseries import History
from dashboard.ui.theme import Theme, series_color, series_style

NORMAL_FONT_PX = 12
"""Tick labels, axis labels and the legend in normal mode; titles are a little larger."""
PRESENTER_FONT_PX = 20
PRESENTER_LINE_PX = 3
"""What presenter mode passes to ``set_presentation``: read from the back of a lecture hall."""
TITLE_SCALE = 1.25
HEADROOM = 1.25
MIN_CHART_PX = 160
LEGEND_MARGIN_PX = 4
MIN_LABEL_PX = 9
"""The smallest font a vertical axis label shrinks to when its axis is too short for it."""
TEXT_MARGIN_PX = 1
"""Around titles, axis labels and legend entries (Qt's default of 4 px costs a small chart a tenth of its height)."""
"""A growing axis goes to a nice value above this much of the data, so that steady data moves it rarely."""


def pixel_font(px: int) -> QFont:
    font = QFont()
    font.setPixelSize(max(px, 1))
    return font


def nice_ceiling(value: float) -> float:
    """The next of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 x 10^n at or above value: axes grow in steps, not every tick."""
    if value <= 0:
        return 1.0
    exponent = np.floor(np.log10(value))
    for mantissa in (1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0):
        candidate = mantissa * 10**exponent
        if candidate >= value * (1 - 1e-12):
            return float(candidate)
    return float(10 ** (exponent + 1))


class GrowingRange:
    """The top of an axis that starts at zero: it only grows, with headroom, until ``reset`` (a new run).

    ``None`` until the first positive value: the chart keeps its placeholder range meanwhile.
    """

    def __init__(self, headroom: float = HEADROOM) -> None:
        self.headroom = headroom
        self.top: float | None = None

    def reset(self) -> None:
        self.top = None

    def grow(self, value: float) -> float | None:
        """The top after data reaching ``value``: unchanged while it fits, else a nice value above headroom x it."""
        if value > 0 and (self.top is None or value > self.top):
            self.top = nice_ceiling(value * self.headroom)
        return self.top

    def expect(self, value: float) -> float | None:
        """Make room for ``value`` at once (a run's expected length), without headroom: set once, then grown."""
        if value > 0 and (self.top is None or value > self.top):
            self.top = nice_ceiling(value)
        return self.top

    def fit(self, value: float, margin: float = 1.0) -> float | None:
        """A static picture (a saved run): the nice value just above ``value`` x ``margin``, growing or not."""
        self.top = nice_ceiling(value * margin) if value > 0 else None
        return self.top


# ---------------------------------------------------------------------------------------------------- chart parts


class _Sample(ItemSample):
    """A legend entry's picture, as wide as the line style needs to show; a click does not hide the curve."""

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return QRectF(0, 0, self.width(), self.height())

    def paint(self, painter: QPainter, *args: Any) -> None:
        opts = self.item.opts
        middle = self.height() / 2
        pen = opts.get("pen")
        if pen is not None and not isinstance(self.item, pg.ScatterPlotItem):
            painter.setPen(pg.mkPen(pen))
            painter.drawLine(QPointF(1, middle), QPointF(self.width() - 1, middle))
        symbol = opts.get("symbol")
        if symbol is not None and isinstance(self.item, pg.PlotDataItem):
            scatter = self.item.scatter.opts
            painter.translate(self.width() / 2, middle)
            drawSymbol(painter, symbol, scatter["size"], pg.mkPen(scatter["pen"]), pg.mkBrush(scatter["brush"]))

    def mouseClickEvent(self, event: Any) -> None:  # noqa: N802 - pyqtgraph's name
        event.ignore()  # hiding a curve by a stray click in front of a class confuses more than it helps


class OutsideLegend(pg.LegendItem):
    """A legend laid out below the axes (a row of the PlotItem's layout), never over the data.

    It takes the chart's whole width and as many columns as its widest entry allows; it cannot be dragged.
    """

    def __init__(self) -> None:
        super().__init__(offset=None, frame=False, sampleType=_Sample, horSpacing=6, verSpacing=0,
                         labelTextSize=f"{NORMAL_FONT_PX}px")
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.layout.setContentsMargins(LEGEND_MARGIN_PX, 0, LEGEND_MARGIN_PX, 0)
        self._available = 0.0
        self._sample_px = 28

    def addItem(self, item: Any, name: str) -> None:  # noqa: N802 - pyqtgraph's name
        super().addItem(item, name)
        sample, label = self.items[-1]
        sample.setFixedWidth(self._sample_px)
        label.item.document().setDocumentMargin(TEXT_MARGIN_PX)
        label.setText(label.text)
        self.fit(self._available)

    def labels(self) -> list[str]:
        return [label.text for _, label in self.items]

    def set_text_px(self, px: int) -> None:
        self.opts["labelTextSize"] = f"{px}px"
        self._sample_px = max(28, 2 * px + 6)  # a dash-dot pattern of a 3 px pen needs ~40 px to be recognised
        for sample, label in self.items:
            sample.setFixedWidth(self._sample_px)
            label.setText(label.text, size=f"{px}px")
        self.columnCount = 0  # forces fit() to lay the entries out again at their new sizes
        self.fit(self._available)

    def set_text_color(self, color: str) -> None:
        self.opts["labelTextColor"] = pg.mkColor(color)
        for _, label in self.items:
            label.setText(label.text, color=color)

    def fit(self, width: float) -> None:
        """As many columns as fit in ``width`` (each as wide as its widest entry), the rows filled evenly."""
        self._available = width
        if not self.items:
            return
        spacing = self.layout.horizontalSpacing()
        entries = [sample.width() + spacing + label.itemRect().width() + spacing + 2 for sample, label in self.items]
        count = len(entries)
        columns = max(self.columnCount, 1)
        if width > 0:
            columns = 1
            for candidate in range(count, 1, -1):
                if candidate != math.ceil(count / math.ceil(count / candidate)):
                    continue  # 5 entries in 4 columns would leave 3 + 2: the same rows in 3 columns read better
                needed = sum(max(entries[column::candidate]) for column in range(candidate))
                if needed <= width - 2 * LEGEND_MARGIN_PX:
                    columns = candidate
                    break
        if columns != self.columnCount:
            self.setColumnCount(columns)
        self.updateGeometry()

    def setColumnCount(self, columnCount: int) -> None:  # noqa: N802, N803 - pyqtgraph's names
        self.columnCount = columnCount
        for i in range(self.layout.count() - 1, -1, -1):
            self.layout.removeAt(i)
        self.rowCount = 1
        for i, (sample, label) in enumerate(self.items):
            row, column = divmod(i, columnCount)
            self.layout.addItem(sample, row, 2 * column, alignment=Qt.AlignmentFlag.AlignVCenter)
            self.layout.addItem(label, row, 2 * column + 1)
            self.rowCount = row + 1
        self.updateGeometry()

    def removeItem(self, item: Any) -> None:  # noqa: N802 - pyqtgraph's name
        super().removeItem(item)
        self.setColumnCount(max(self.columnCount, 1))  # the entries after it move up: no hole, no overlap

    def _addItemToLayout(self, sample: Any, label: Any) -> None:  # noqa: N802 - pyqtgraph's name
        index = len(self.items) - 1  # LegendItem.addItem lists the entry before laying it out
        row, column = divmod(index, max(self.columnCount, 1))
        self.layout.addItem(sample, row, 2 * column, alignment=Qt.AlignmentFlag.AlignVCenter)
        self.layout.addItem(label, row, 2 * column + 1)
        self.rowCount = max(self.rowCount, row + 1)

    def updateSize(self) -> None:  # noqa: N802 - pyqtgraph's name
        self.updateGeometry()  # the PlotItem's layout places and sizes the legend

    def sizeHint(self, which: Qt.SizeHint, constraint: QSizeF | None = None) -> QSizeF:  # noqa: N802 - Qt's name
        hint = super().sizeHint(which, constraint or QSizeF())
        if not self.items:
            return QSizeF(0, 0)
        if which == Qt.SizeHint.MaximumSize:
            return hint
        return QSizeF(0, hint.height())  # any width: fit() chooses the columns for the width it is given

    def hoverEvent(self, event: Any) -> None:  # noqa: N802 - pyqtgraph's name
        pass  # no drag: it stays in its row

    def mouseDragEvent(self, event: Any) -> None:  # noqa: N802 - pyqtgraph's name
        event.ignore()


class _Title(pg.LabelItem):
    """The title: it asks for no width of its own (a long title wraps instead of widening or cutting the chart)."""

    def updateMin(self) -> None:  # noqa: N802 - pyqtgraph's name
        height = self.itemRect().height()
        self.setMinimumWidth(0)
        self.setMinimumHeight(height)
        self._sizeHint = {Qt.SizeHint.MinimumSize: (0, height), Qt.SizeHint.PreferredSize: (0, height),
                          Qt.SizeHint.MaximumSize: (-1, -1), Qt.SizeHint.MinimumDescent: (0, 0)}
        self.updateGeometry()


def _wrap(text_item: QGraphicsTextItem, width: float, max_lines: int = 0) -> bool:
    """Wrap ``text_item`` at ``width`` when its text is longer (centred lines); True when its size changed.

    With ``max_lines``, never into more lines than that: an axis label that would need more runs past the
    axis' ends rather than growing into a tall block beside it.
    """
    before = text_item.boundingRect().size()
    if text_item.document().defaultTextOption().alignment() != Qt.AlignmentFlag.AlignHCenter:
        option = QTextOption(Qt.AlignmentFlag.AlignHCenter)
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        text_item.document().setDefaultTextOption(option)
    text_item.setTextWidth(-1)
    natural = text_item.boundingRect().width()
    if max_lines:
        width = max(width, natural / max_lines * 1.15)
    if width > 40 and natural > width:
        text_item.setTextWidth(width)
    return text_item.boundingRect().size() != before


class ChartItem(pg.PlotItem):
    """A PlotItem whose title wraps, whose legend sits below the axes, and whose text and pens follow the
    presentation sizes: every item added later is sized the same way.

    Items are created with normal-mode pens (``min_line_px`` wide, emphasised curves a pixel or two more); the
    chart widens them by the same number of pixels in presenter mode.
    """

    def __init__(self, title: str = "", min_line_px: int = 1) -> None:
        super().__init__(enableMenu=False)
        self.font_px = NORMAL_FONT_PX
        self.line_px = 1
        self.min_line_px = min_line_px
        """The thinnest pen in normal mode: 1 px for live curves, 2 px for few-point charts."""
        self.theme: Theme | None = None
        self._title = ""
        self._grid_x = self._grid_y = False
        old_title: Any = self.titleLabel
        self.layout.removeItem(old_title)
        old_title.setParentItem(None)
        if old_title.scene() is not None:
            old_title.scene().removeItem(old_title)
        self.titleLabel: Any = _Title("", parent=self)
        self.titleLabel.item.document().setDocumentMargin(TEXT_MARGIN_PX)
        for name in ("left", "bottom", "right", "top"):
            self.getAxis(name).label.document().setDocumentMargin(TEXT_MARGIN_PX)
        self.layout.addItem(self.titleLabel, 0, 0, 1, 3)
        self.legend = OutsideLegend()
        self.layout.addItem(self.legend, 4, 0, 1, 3)
        for name in ("left", "bottom", "right", "top"):
            # Units are in the label text: pyqtgraph's prefixes would print "(x0.001)" beside "memory (GiB)".
            self.getAxis(name).enableAutoSIPrefix(False)
        self.hideButtons()
        self.vb.sigResized.connect(self._fit_axis_labels)
        self._ready = True
        self.setTitle(title or None)
        self.set_presentation(NORMAL_FONT_PX, 1)  # sizes of its own, not the application font's, until told

    # ------------------------------------------------------------------ title

    def setTitle(self, title: str | None = None, **args: Any) -> None:  # noqa: N802 - pyqtgraph's name
        """The title text; colour and size come from the theme and the presentation, so ``args`` are ignored."""
        if not getattr(self, "_ready", False):
            super().setTitle(title, **args)
            return
        self._title = title or ""
        if not self._title:
            super().setTitle(None)
            return
        self.titleLabel.setVisible(True)
        self._render_title()

    def title(self) -> str:
        return self._title

    def _render_title(self) -> None:
        if not self._title:
            return
        style: dict[str, Any] = {"size": f"{round(self.font_px * TITLE_SCALE)}px"}
        if self.theme is not None:
            style["color"] = self.theme.plot_foreground
        self.titleLabel.setText(self._title, **style)
        self._fit_title()

    def _fit_title(self) -> None:
        if not self._title:
            return
        _wrap(self.titleLabel.item, self.width() - 8)
        height = math.ceil(self.titleLabel.item.boundingRect().height())
        self.titleLabel.updateMin()
        self.titleLabel.setMaximumHeight(height)
        self.layout.setRowFixedHeight(0, height)
        self.titleLabel.resizeEvent(None)

    def resizeEvent(self, ev: Any) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(ev)
        if getattr(self, "_ready", False):
            self._fit_title()
            self.legend.fit(self.width() - 4)

    def _fit_axis_labels(self) -> None:
        """Axis labels longer than their axis stay whole: a horizontal one wraps onto a second line, a vertical
        one (beside a short view box: six charts in presenter mode) takes a smaller font, down to a limit.

        Wrapping a vertical label would make a tall block that pushes the data aside.
        """
        for name in ("bottom", "top"):
            axis = self.getAxis(name)
            if axis.isVisible() and axis.label.isVisible() and _wrap(axis.label, self.vb.width() - 4, max_lines=2):
                axis.showLabel(True)  # the axis makes room for the label's new height
                axis.resizeEvent()
        for name in ("left", "right"):
            axis = self.getAxis(name)
            if not (axis.isVisible() and axis.label.isVisible()):
                continue
            wanted = self.label_px()
            text = f"{axis.labelText} ({axis.labelUnits})" if axis.labelUnits else axis.labelText
            needed = QFontMetricsF(pixel_font(wanted)).horizontalAdvance(text) + 2 * TEXT_MARGIN_PX + 4
            room = self.vb.height()
            px = wanted if needed <= room or room <= 0 else max(MIN_LABEL_PX, math.floor(wanted * room / needed))
            if axis.labelStyle.get("font-size") != f"{px}px":
                self._restyle_axis_label(axis, px)

    # ------------------------------------------------------------------ items

    def addItem(self, item: Any, *args: Any, **kwargs: Any) -> None:  # noqa: N802 - pyqtgraph's name
        super().addItem(item, *args, **kwargs)
        if getattr(self, "_ready", False):
            self._style_item(item)

    def showGrid(self, x: bool | None = None, y: bool | None = None, alpha: float | None = None) -> None:  # noqa: N802
        self._grid_x = self._grid_x if x is None else x
        self._grid_y = self._grid_y if y is None else y
        super().showGrid(x, y, alpha)

    def line_width(self, extra: int = 0) -> int:
        """The pen width now of a curve drawn ``extra`` pixels wider than the thinnest in normal mode."""
        return max(self.line_px, self.min_line_px) + extra

    def _style_item(self, item: Any) -> None:
        """Size one item's pen, symbol and text for the current presentation (first call: remember its extras)."""
        grow = max(self.line_px, self.min_line_px) - self.min_line_px
        if isinstance(item, (pg.PlotDataItem, pg.InfiniteLine, pg.ErrorBarItem)):
            pen = item.opts["pen"] if not isinstance(item, pg.InfiniteLine) else item.pen
            if not hasattr(item, "_chart_extra_px"):
                width = QPen(pg.mkPen(pen)).widthF() if pen is not None else 0.0
                item._chart_extra_px = max(0, round(width) - self.min_line_px)
                item._chart_symbol_px = item.opts.get("symbolSize") if isinstance(item, pg.PlotDataItem) else None
            if pen is not None:
                sized = QPen(pg.mkPen(pen))
                if sized.style() != Qt.PenStyle.NoPen:
                    sized.setWidthF(self.line_width(item._chart_extra_px))
                    sized.setCosmetic(True)
                    if isinstance(item, pg.ErrorBarItem):
                        item.setData(pen=sized)
                    else:
                        item.setPen(sized)
            if isinstance(item, pg.PlotDataItem) and item._chart_symbol_px and item.opts.get("symbol"):
                item.setSymbolSize(item._chart_symbol_px + 2 * grow)
            label = getattr(item, "label", None)  # an InfiniteLine's text, when it has one
            if isinstance(label, pg.TextItem):
                label.setFont(pixel_font(self.font_px))
        elif isinstance(item, pg.TextItem):
            item.setFont(pixel_font(self.font_px))

    # ------------------------------------------------------------------ presentation and theme

    def set_presentation(self, font_px: int, line_px: int) -> None:
        """Tick, axis-label, title and legend text of ``font_px`` pixels; curves ``line_px`` wide (or wider)."""
        self.font_px, self.line_px = font_px, line_px
        font = pixel_font(font_px)
        for name in ("left", "bottom", "right", "top"):
            axis = self.getAxis(name)
            axis.setStyle(tickFont=font, tickTextOffset=max(3, font_px // 3), tickLength=max(5, font_px // 2))
            # Room for the tick text is measured when the axis next draws; start from this font's size.
            axis.textWidth, axis.textHeight = round(2.8 * font_px), round(font_px * 1.4)  # "12000", one line
            self._restyle_axis_label(axis)
        self.legend.set_text_px(font_px)
        for item in self.items:
            self._style_item(item)
        self._render_title()
        self._fit_axis_labels()
        self.legend.fit(self.width() - 4)

    def label_px(self) -> int:
        """Axis labels' font size: a little larger than the ticks'."""
        return round(self.font_px * 1.1)

    def _restyle_axis_label(self, axis: Any, px: int | None = None) -> None:
        style = dict(axis.labelStyle)
        style["font-size"] = f"{px or self.label_px()}px"
        if self.theme is not None:
            style["color"] = self.theme.plot_foreground
        axis.labelStyle = style
        if axis.labelText or axis.labelUnits:
            axis.setLabel(axis.labelText or None, units=axis.labelUnits or None,
                          unitPrefix=axis.labelUnitPrefix or None, **style)

    def apply_theme(self, chosen: Theme) -> None:
        """Colours from the theme; the presentation sizes stay."""
        self.theme = chosen
        for name in ("left", "bottom", "right", "top"):
            axis = self.getAxis(name)
            axis.setPen(chosen.plot_foreground)
            axis.setTextPen(chosen.plot_foreground)
            self._restyle_axis_label(axis)
        self.legend.set_text_color(chosen.plot_foreground)
        if self._grid_x or self._grid_y:
            super().showGrid(alpha=chosen.grid_alpha)
        self._render_title()
        self._fit_axis_labels()


class Chart(pg.PlotWidget):
    """The base of every chart: a PlotWidget drawing a ChartItem (a title that fits, a legend outside the data,
    presentation sizes that curves added later follow, themes that keep them)."""

    def __init__(self, title: str = "", min_line_px: int = 1, parent: QWidget | None = None) -> None:
        super().__init__(parent, plotItem=ChartItem(title, min_line_px))
        self.setMinimumHeight(MIN_CHART_PX)  # three rows of charts fit a 1024x700 window beside the side panel

    @property
    def chart_item(self) -> ChartItem:
        item = self.getPlotItem()
        assert isinstance(item, ChartItem)
        return item

    @property
    def legend(self) -> OutsideLegend:
        return self.chart_item.legend

    def set_title(self, text: str) -> None:
        self.chart_item.setTitle(text)

    def title(self) -> str:
        return self.chart_item.title()

    def set_presentation(self, font_px: int, line_px: int) -> None:
        """Text of ``font_px`` pixels and curves ``line_px`` wide (few-point charts at least 2), now and later."""
        self.chart_item.set_presentation(font_px, line_px)

    def presentation(self) -> tuple[int, int]:
        return self.chart_item.font_px, self.chart_item.line_px

    def line_width(self, extra: int = 0) -> int:
        return self.chart_item.line_width(extra)

    def apply_theme(self, chosen: Theme) -> None:
        self.setBackground(chosen.plot_background)
        self.chart_item.apply_theme(chosen)


def present_charts(charts: Iterable[Chart], font_px: int, line_px: int) -> None:
    """The one call presenter mode (and back) makes per page: every chart's text and line sizes."""
    for chart in charts:
        chart.set_presentation(font_px, line_px)


# ---------------------------------------------------------------------------------------------------- time plots


class TimePlot(Chart):
    """A plot of named series against time, with units on the y axis and a legend below it.

    ``follow=True`` (live monitoring) shows the last window with x in seconds before now; ``follow=False``
    (training) shows the whole series with x as stored, e.g. seconds since the run started.
    """

    def __init__(self, title: str, y_label: str, y_unit: str = "", y_range: tuple[float, float] | None = None,
                 follow: bool = True, x_label: str = "time (s, 0 = now)", pen_width: int = 1) -> None:
        # pen_width 1 px is cheapest to draw; few-point plots can afford 2 px for a projector
        super().__init__(title, min_line_px=pen_width)
        self._curves: dict[str, pg.PlotDataItem] = {}
        self._labels: dict[str, str] = {}
        self._sources: dict[str, History] = {}
        self._limits: dict[str, pg.InfiniteLine] = {}
        self._hidden: set[str] = set()
        self._window_s = 60.0
        self._follow = follow
        self._pen_width = pen_width
        item = self.getPlotItem()
        # Units go into the label text: pyqtgraph's automatic SI prefixes would print "kMHz" or "kGiB".
        item.setLabel("left", f"{y_label} ({y_unit})" if y_unit else y_label)
        item.setLabel("bottom", x_label)
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
        self.getPlotItem().setLabel("bottom", text)

    def x_label(self) -> str:
        return self.getPlotItem().getAxis("bottom").labelText

    def remove_curves(self, prefix: str) -> None:
        """Take out the curves (and their ceiling lines) whose keys start with ``prefix`` (an overlay replaced)."""
        for key in [k for k in self._curves if k.startswith(prefix)]:
            curve = self._curves.pop(key)
            self._labels.pop(key, None)
            self._sources.pop(key, None)
            self._hidden.discard(key)
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

    def shown_keys(self) -> list[str]:
        return [key for key in self._curves if key not in self._hidden]

    def clear_data(self) -> None:
        """Empty every curve and let the axes start again (a new run starts); curves and limits stay."""
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
            # Stagger the labels (right, middle, left) so ceilings at one height (24 GiB RAM, 24 GiB GPU) stay readable.
            position, anchor = ((0.92, (1, 1)), (0.55, (1, 1)), (0.02, (0, 1)))[len(self._limits) % 3]
            label_options = {"position": position, "color": color, "anchors": [anchor, anchor]}
            line = pg.InfiniteLine(angle=0, pen=pen, label=label, labelOpts=label_options)
            self.addItem(line)
            self._limits[key] = line
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
        """Redraw every curve: the last window before now when following, else the whole series up to ``x_max``.

        Plots sharing a time axis get the same ``x_max``, which lines them up without linking their views. Live,
        the axes only grow (with headroom); ``fit`` sizes them to the data (a saved run, drawn once).
        """
        top = 0.0
        for key, curve in self._curves.items():
            if key in self._hidden:
                continue
            source = self._sources.get(key, history)
            if self._follow:
                t, values = source.window(key, self._window_s)
            else:
                t, values = source.time.view(), source.series(key)
            curve.setData(np.asarray(t, dtype=np.float64), values, connect="finite")
            if values.size and not np.isnan(values).all():
                top = max(top, float(np.nanmax(values)))
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


class CoreBars(Chart):
    """Per-core CPU load as bars: the picture of a few cores working in parallel, or one core doing it all."""

    def __init__(self, title: str = "CPU per core") -> None:
        super().__init__(title, min_line_px=2)
        self._bars: pg.BarGraphItem | None = None
        item = self.getPlotItem()
        item.setLabel("left", "busy (%)")
        item.setLabel("bottom", "logical core")
        self.getViewBox().setMouseEnabled(x=False, y=False)
        self.setYRange(0, 100, padding=0.02)

    def set_values(self, percents: tuple[float, ...]) -> None:
        heights = np.asarray(percents, dtype=np.float64)
        x = np.arange(heights.size, dtype=np.float64)
        if self._bars is None:
            self._bars = pg.BarGraphItem(x=x, height=heights, width=0.8, brush=series_color(0))
            self.addItem(self._bars)
            self.setXRange(-0.6, heights.size - 0.4, padding=0)
            ticks = [(i, str(i)) for i in range(heights.size)] if heights.size <= 32 else None
            if ticks:
                self.getPlotItem().getAxis("bottom").setTicks([ticks])
        else:
            self._bars.setOpts(x=x, height=heights)

    def values(self) -> np.ndarray:
        return np.asarray(self._bars.opts["height"]) if self._bars is not None else np.array([])


def theme_plots(plots: Iterable[pg.PlotWidget], chosen: Theme) -> None:
    """Theme charts, keeping their titles and presentation sizes (plain PlotWidgets get colours only)."""
    for plot in plots:
        if isinstance(plot, Chart):
            plot.apply_theme(chosen)
            continue
        plot.setBackground(chosen.plot_background)
        item = plot.getPlotItem()
        for name in ("left", "bottom"):
            axis = item.getAxis(name)
            axis.setPen(chosen.plot_foreground)
            axis.setTextPen(chosen.plot_foreground)
        item.setTitle(item.titleLabel.text, color=chosen.plot_foreground)


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
