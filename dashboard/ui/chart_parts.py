"""The parts every chart is built from: text sizes, axes that only grow, a legend below the axes in columns, and
titles that wrap instead of being cut."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pyqtgraph as pg
from pyqtgraph.graphicsItems.LegendItem import ItemSample
from pyqtgraph.graphicsItems.ScatterPlotItem import drawSymbol
from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QTextDocument, QTextOption
from PySide6.QtWidgets import QGraphicsTextItem, QSizePolicy

from dashboard.ui.presentation import NORMAL_FONT_PX

TITLE_SCALE = 1.25
HEADROOM = 1.25
"""A growing axis goes to a nice value above this much of the data, so that steady data moves it rarely."""
MIN_CHART_PX = 160
LEGEND_MARGIN_PX = 4
MIN_LABEL_PX = 9
"""The smallest font a vertical axis label shrinks to when its axis is too short for it (never below the ticks'
size: shorter still, it moves beside the chart's title)."""
TEXT_MARGIN_PX = 1
"""Around titles, axis labels and legend entries (Qt's default of 4 px costs a small chart a tenth of its height)."""


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


class ReadableAxis(pg.AxisItem):
    """An axis whose numbers never overlap: beside a short view box (six charts in presenter mode, 20 px numbers on
    a 45 px axis) pyqtgraph still asks for at least two intervals at its usual spacing, and "80", "60", "40", "20"
    were drawn over each other. A vertical axis here keeps its labelled ticks at least one and a half lines apart,
    taking the next 1-2-5 step when the usual one is closer.

    Its title never covers its numbers either: pyqtgraph gives the title 0.8 of its height ("usually an
    overestimate") and draws it 5 px outside the axis, which a title wrapped onto two lines outgrows: "entropia
    krzyż." lay over the loss chart's 0.5 in Polish presenter mode. A vertical axis takes what that leaves short.
    Not a horizontal one: its title's wrapping sets the view box's height, on which a vertical title's wrapping
    depends, and growing both made some charts lay themselves out again and again (the window never settled)."""

    def tickSpacing(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, float]]:  # noqa: N802, N803
        levels: list[tuple[float, float]] = super().tickSpacing(minVal, maxVal, size)
        span = abs(maxVal - minVal)
        if not levels or self.orientation not in ("left", "right") or size <= 0 or span == 0:
            return levels
        font = self.style.get("tickFont")
        line_px = (font.pixelSize() if font is not None and font.pixelSize() > 0 else NORMAL_FONT_PX) * 1.5
        least = span * line_px / size
        major = levels[0][0]
        if major >= least:
            return levels
        step = step_at_least(least)
        return [(step, 0.0)] + [(spacing, offset) for spacing, offset in levels[1:] if spacing < step][:1]


    def _updateWidth(self) -> None:  # noqa: N802 - pyqtgraph's name
        super()._updateWidth()
        if self.orientation not in ("left", "right") or self.fixedWidth is not None \
                or not (self.isVisible() and self.label.isVisible()) or self.label.textWidth() <= 0:
            return  # not a title wrapped by ``wrap_text``: one line, whose box's padding keeps it off the numbers
        title = self.label.boundingRect().height()
        short = title - LABEL_NUDGE_PX - 0.8 * title
        if short > 0:  # it would touch the numbers: it gets what it lacks and a gap as wide as the numbers' own
            width = self.minimumWidth() + short + self.style["tickTextOffset"][0]
            self.setMinimumWidth(width)
            self.setMaximumWidth(width)


LABEL_NUDGE_PX = 5
"""How far outside its axis pyqtgraph draws an axis title (AxisItem.resizeEvent)."""


def step_at_least(value: float) -> float:
    """The smallest of 1, 2, 5 x 10^n at or above ``value`` (a tick step)."""
    exponent = math.floor(math.log10(value))
    for mantissa in (1.0, 2.0, 5.0, 10.0):
        if mantissa * 10**exponent >= value * (1 - 1e-12):
            return float(mantissa * 10**exponent)
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

    def rename(self, item: Any, name: str) -> None:
        """The entry of ``item`` (a curve) says ``name`` now (another language)."""
        for sample, label in self.items:
            if sample.item is item:
                label.setText(name)
        self.fit(self._available)

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


class Title(pg.LabelItem):
    """The title: it asks for no width of its own (a long title wraps instead of widening or cutting the chart)."""

    def updateMin(self) -> None:  # noqa: N802 - pyqtgraph's name
        height = self.itemRect().height()
        self.setMinimumWidth(0)
        self.setMinimumHeight(height)
        self._sizeHint = {Qt.SizeHint.MinimumSize: (0, height), Qt.SizeHint.PreferredSize: (0, height),
                          Qt.SizeHint.MaximumSize: (-1, -1), Qt.SizeHint.MinimumDescent: (0, 0)}
        self.updateGeometry()


def fits_in_lines(text: str, font: QFont, width: float, lines: int) -> bool:
    """Whether ``text`` in ``font``, wrapped at word boundaries to ``width`` pixels, takes at most ``lines`` lines
    with no word wider than ``width``."""
    if width <= 0:
        return False
    document = QTextDocument()
    document.setDefaultFont(font)
    document.setDocumentMargin(0)
    document.setPlainText(text)
    document.setTextWidth(width)
    line_height = QFontMetricsF(font).lineSpacing()
    return document.idealWidth() <= width + 0.5 and document.size().height() <= lines * line_height + 0.5


def wrap_text(text_item: QGraphicsTextItem, width: float, max_lines: int = 0) -> bool:
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
