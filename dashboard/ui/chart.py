"""The chart every page draws with: a ``Chart`` whose labels keep out of the data, sized for a desk or a lecture hall.

The title wraps instead of being cut, axis labels wrap to the axis' length, and the legend sits below the axes in as
many columns as fit. ``set_presentation`` sizes text and lines for the back of a lecture hall (curves created later
follow), ``apply_theme`` colours a chart and keeps the sizes.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter, QPen
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsItem, QMenu, QWidget, QWidgetAction

from dashboard.ui.chart_parts import (
    LABEL_NUDGE_PX,
    MIN_CHART_PX,
    MIN_LABEL_PX,
    NORMAL_FONT_PX,
    TEXT_MARGIN_PX,
    TITLE_SCALE,
    OutsideLegend,
    ReadableAxis,
    Title,
    fits_in_lines,
    pixel_font,
    wrap_text,
)
from dashboard.ui.chart_terms import TermsButton
from dashboard.ui.exporting import image_write_failed
from dashboard.ui.theme import Theme, pin_look

SHOWN_SIDES = ("left", "bottom")
"""The axes a chart shows (pyqtgraph shows an axis it is given); only they follow the theme and the text size: the
other two stay hidden, and restyling them at each switch of presenter mode was work for nothing."""


def _option_menu_windows(item: pg.PlotItem) -> list[QWidget]:
    """The windows of pyqtgraph's "Plot Options" menu, which it builds even with menus off (ours: it never shows):
    about 60 hidden widgets a chart, each menu and group a window of its own, so every change of the application's
    font or palette (presenter mode) reached them all: more than half of the application's widgets."""
    menus = [item.ctrlMenu, *item.ctrlMenu.findChildren(QMenu)]
    actions = [action for menu in menus for action in menu.actions() if isinstance(action, QWidgetAction)]
    groups = [action.defaultWidget() for action in actions]
    return [*menus, *(group for group in groups if group is not None)]


class ChartItem(pg.PlotItem):
    """A PlotItem whose title wraps, whose legend sits below the axes, and whose text and pens follow the
    presentation sizes: every item added later is sized the same way.

    Items are created with normal-mode pens (``min_line_px`` wide, emphasised curves a pixel or two more); the
    chart widens them by the same number of pixels in presenter mode.
    """

    def __init__(self, title: str = "", min_line_px: int = 1) -> None:
        super().__init__(enableMenu=False, axisItems={name: ReadableAxis(name) for name in SHOWN_SIDES})
        for hidden in _option_menu_windows(self):
            pin_look(hidden)
        self.font_px = NORMAL_FONT_PX
        self.line_px = 1
        self.min_line_px = min_line_px
        """The thinnest pen in normal mode: 1 px for live curves, 2 px for few-point charts."""
        self.theme: Theme | None = None
        self.title_inset_px = 0
        """Room kept free at each end of the title line (for the chart's "?")."""
        self._title = ""
        self._title_drawn: tuple[str, dict[str, Any]] | None = None
        """The title text and style last laid out."""
        self._titles_moved: dict[str, str] = {}
        """Vertical axis titles shown after the chart's title: too long for their axis at a readable size."""
        self._grid_x = self._grid_y = False
        # pyqtgraph draws the left axis's title LABEL_NUDGE_PX outside the axis, past a 1 px margin: the tops of its
        # turned letters were cut at the chart's edge, and with them the accents ("dokladnosc" for "dokładność").
        self.layout.setContentsMargins(LABEL_NUDGE_PX + 1, 1, 1, 1)
        old_title: Any = self.titleLabel
        self.layout.removeItem(old_title)
        old_title.setParentItem(None)
        if old_title.scene() is not None:
            old_title.scene().removeItem(old_title)
        self.titleLabel: Any = Title("", parent=self)
        self.titleLabel.item.document().setDocumentMargin(TEXT_MARGIN_PX)
        for name in ("left", "bottom", "right", "top"):
            self.getAxis(name).label.document().setDocumentMargin(TEXT_MARGIN_PX)
        self.layout.addItem(self.titleLabel, 0, 0, 1, 3)
        self.legend = OutsideLegend()
        self.layout.addItem(self.legend, 4, 0, 1, 3)
        for name in ("left", "bottom", "right", "top"):
            axis = self.getAxis(name)
            # Units are in the label text: pyqtgraph's prefixes would print "(x0.001)" beside "memory (GiB)".
            axis.enableAutoSIPrefix(False)
            # An axis draws its grid lines across the whole view, so every new curve point repainted it (ticks,
            # text, grid: about 10 ms a chart). Cached as a pixmap, it is redrawn only when its range changes.
            axis.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
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
            self._title_drawn = None
            return
        self.titleLabel.setVisible(True)
        self._render_title()

    def title(self) -> str:
        return self._title

    def shown_title(self) -> str:
        """The title as drawn: with the vertical axis titles that did not fit beside their axes ("Throughput ·
        samples/s")."""
        return " · ".join(part for part in (self._title, *self._titles_moved.values()) if part)

    def _render_title(self) -> None:
        shown = self.shown_title()
        if not shown:
            return
        style: dict[str, Any] = {"size": f"{round(self.font_px * TITLE_SCALE)}px"}
        if self.theme is not None:
            style["color"] = self.theme.plot_foreground
        self.titleLabel.setVisible(True)
        if (shown, style) != self._title_drawn:  # a switch restyles a chart two or three times: one text layout
            self.titleLabel.setText(shown, **style)
            self._title_drawn = (shown, style)
        self._fit_title()

    def _fit_title(self) -> None:
        if not self.shown_title():
            return
        wrap_text(self.titleLabel.item, self.width() - 8 - 2 * self.title_inset_px)
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
        """Axis titles longer than their axis stay whole and readable: a horizontal one wraps onto a second line; a
        vertical one (beside a short view box: six charts in presenter mode) takes a smaller font down to the ticks'
        size, then wraps onto a second line (a longer language), and when even that does not fit it moves up
        beside the chart's title ("Throughput · samples/s"): a tall block would push the data aside, and a label
        shrunk below the ticks cannot be read from the back of a hall."""
        for name in ("bottom", "top"):
            axis = self.getAxis(name)
            if axis.isVisible() and axis.label.isVisible() and wrap_text(axis.label, self.vb.width() - 4, max_lines=2):
                axis.showLabel(True)  # the axis makes room for the label's new height
                axis.resizeEvent()
        moved = dict(self._titles_moved)
        for name in ("left", "right"):
            axis = self.getAxis(name)
            text = f"{axis.labelText} ({axis.labelUnits})" if axis.labelUnits else axis.labelText
            if not (axis.isVisible() and text):
                moved.pop(name, None)
                continue
            px = self._vertical_label_px(text, self.vb.height())
            if px is None:
                moved[name] = text
                if axis.label.isVisible():
                    axis.showLabel(False)
                continue
            moved.pop(name, None)
            if not axis.label.isVisible():
                axis.showLabel(True)
            if axis.labelStyle.get("font-size") != f"{px}px":
                self._restyle_axis_label(axis, px)
            room = self.vb.height()
            if room > 0 and wrap_text(axis.label, room - 4, max_lines=2):
                axis.showLabel(True)  # the axis makes room for the label's new width
                axis.resizeEvent()
        if moved != self._titles_moved:
            self._titles_moved = moved
            self._render_title()

    def _vertical_label_px(self, text: str, room: float) -> int | None:
        """The font size a vertical axis title of ``text`` takes beside ``room`` pixels of axis (its own size when
        it fits or before the chart is laid out), or None when even two lines at the ticks' size do not fit."""
        wanted = self.label_px()
        needed = QFontMetricsF(pixel_font(wanted)).horizontalAdvance(text) + 2 * TEXT_MARGIN_PX + 4
        if needed <= room or room <= 0:
            return wanted
        floor = min(wanted, max(MIN_LABEL_PX, self.font_px))
        px = max(floor, math.floor(wanted * room / needed))
        return px if fits_in_lines(text, pixel_font(px), room - 4 - 2 * TEXT_MARGIN_PX, lines=2) else None

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
        for name in SHOWN_SIDES:
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

    def set_axis_label(self, name: str, text: str) -> None:
        self.setLabel(name, text)
        self._restyle_axis_label(self.getAxis(name))
        self._fit_axis_labels()

    def label_px(self) -> int:
        """Axis labels' font size: a little larger than the ticks'."""
        return round(self.font_px * 1.1)

    def _restyle_axis_label(self, axis: Any, px: int | None = None) -> None:
        style = dict(axis.labelStyle)
        style["font-size"] = f"{px or self.label_px()}px"
        if self.theme is not None:
            style["color"] = self.theme.plot_foreground
        drawn = (axis.labelText, axis.labelUnits, style)
        axis.labelStyle = style
        if (axis.labelText or axis.labelUnits) and getattr(axis, "_chart_label_drawn", None) != drawn:
            axis._chart_label_drawn = drawn
            axis.setLabel(axis.labelText or None, units=axis.labelUnits or None,
                          unitPrefix=axis.labelUnitPrefix or None, **style)

    def apply_theme(self, chosen: Theme) -> None:
        """Colours from the theme; the presentation sizes stay."""
        self.theme = chosen
        for name in SHOWN_SIDES:
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

    _layout_deferred = _resize_pending = False
    """Class defaults: pyqtgraph lays the view out while it is being built."""

    def __init__(self, title: str = "", min_line_px: int = 1, parent: QWidget | None = None) -> None:
        super().__init__(parent, plotItem=ChartItem(title, min_line_px))
        self.setMinimumHeight(MIN_CHART_PX)  # three rows of charts fit a 1024x700 window beside the side panel
        self.terms_button: TermsButton | None = None

    def resizeEvent(self, ev: Any) -> None:  # noqa: N802 - Qt's name
        if self._layout_deferred:
            self._resize_pending = True
            return
        super().resizeEvent(ev)

    def defer_layout(self, deferred: bool) -> None:
        """While ``deferred``, a new size is only noted; the chart lays itself out once, for the last, when it ends."""
        self._layout_deferred = deferred
        if not deferred and self._resize_pending:
            self._resize_pending = False
            super().resizeEvent(None)

    def explain(self, *terms: str) -> None:
        """A "?" in the corner that shows what ``terms`` (glossary entries) mean."""
        self.terms_button = TermsButton(self, self.title(), terms)
        self._fit_terms_button()

    def _fit_terms_button(self) -> None:
        if self.terms_button is not None:
            self.terms_button.fit(self.chart_item.font_px)
            self.chart_item.title_inset_px = self.terms_button.width() + 4
            self.chart_item.setTitle(self.title() or None)

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
        if self.terms_button is not None:
            self.terms_button.title = text

    def title(self) -> str:
        return self.chart_item.title()

    def set_axis_labels(self, left: str | None = None, bottom: str | None = None) -> None:
        """New axis titles (another language): sized and fitted as the first were."""
        for name, text in (("left", left), ("bottom", bottom)):
            if text is not None:
                self.chart_item.set_axis_label(name, text)

    def set_presentation(self, font_px: int, line_px: int) -> None:
        """Text of ``font_px`` pixels and curves ``line_px`` wide (few-point charts at least 2), now and later."""
        self.chart_item.set_presentation(font_px, line_px)
        self._fit_terms_button()

    def presentation(self) -> tuple[int, int]:
        return self.chart_item.font_px, self.chart_item.line_px

    def line_width(self, extra: int = 0) -> int:
        return self.chart_item.line_width(extra)

    def apply_theme(self, chosen: Theme) -> None:
        self.setBackground(chosen.plot_background)
        self.chart_item.apply_theme(chosen)


def defer_chart_layouts(widget: QWidget, deferred: bool) -> None:
    """Every chart under ``widget`` lays itself out only once ``deferred`` ends: a switch to presenter mode resized each
    of the Training lab's charts two or three times on the way (panels hidden, text larger, full screen), each a
    layout of its axes, titles and legend that no one saw (issue 31)."""
    for chart in widget.findChildren(Chart):
        chart.defer_layout(deferred)


def measure_tick_labels(widget: QWidget) -> None:
    """Every shown chart under ``widget`` measures its axes' tick labels as its next paint would.

    pyqtgraph measures tick labels while it paints an axis and, when they grew (presenter mode's larger text), widens
    the axis: the chart is laid out and painted again, a second paint of each of the Training lab's six charts 90 ms
    after the first at every switch. Measured before the paint (a layout round after it takes the new widths), the
    first paint is the last (issue 31)."""
    image = QImage(1, 1, QImage.Format.Format_ARGB32)
    for chart in widget.findChildren(Chart):
        if not chart.isVisible():
            continue
        for name in ("left", "bottom", "right", "top"):
            axis = chart.chart_item.getAxis(name)
            if not axis.isVisible():
                continue
            painter = QPainter(image)
            try:
                if axis.style["tickFont"] is not None:
                    painter.setFont(axis.style["tickFont"])
                axis.generateDrawSpecs(painter)
            finally:
                painter.end()


def present_charts(charts: Iterable[Chart], font_px: int, line_px: int) -> None:
    """The one call presenter mode (and back) makes per page: every chart's text and line sizes."""
    for chart in charts:
        chart.set_presentation(font_px, line_px)


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
    with _without_terms_buttons(widget):
        _save_png_and_svg(widget, name, png, svg)
    return [png, svg]


@contextmanager
def _without_terms_buttons(widget: QWidget) -> Iterator[None]:
    """An exported image shows the chart, not the window's "?" buttons."""
    shown = [b for b in widget.findChildren(TermsButton) if b.isVisible()]
    for button in shown:
        button.hide()
    try:
        yield
    finally:
        for button in shown:
            button.show()


def _save_png_and_svg(widget: QWidget, name: str, png: Path, svg: Path) -> None:
    if not widget.grab().save(str(png)):
        raise image_write_failed(png)
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
    if not svg.is_file() or svg.stat().st_size == 0:
        raise image_write_failed(svg)
