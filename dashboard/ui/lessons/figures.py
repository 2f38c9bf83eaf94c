"""What a lesson draws: its sweep (measured series solid, estimates dashed and so labelled), measured GFLOPS
against each device's peak, a memory breakdown, the roofline, or a compact table of GPUs.

``LessonFigure`` holds one of each and shows those the lesson's kind and numbers call for; it only draws.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from dashboard.advisor.llm_words import mode_name
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.summary import ExperimentSummary, summarize_experiment
from dashboard.lessons.estimates import ESTIMATE, shown_label
from dashboard.text import QT_TRANSLATE_NOOP, fill, number, translate
from dashboard.ui.advisor.charts import Bar, BarsPlot, RooflinePlot, RooflinePoint
from dashboard.ui.chart import Chart, present_charts
from dashboard.ui.experiments.charts import ExperimentCharts
from dashboard.ui.i18n import Retranslating
from dashboard.ui.lessons.figure_data import (
    LlmFigure,
    MatmulBar,
    MemoryBreakdown,
    column_cell_text,
    column_title,
    llm_figure,
    llm_table,
    matmul_bars,
    memory_breakdown,
    roofline_figure,
    side_by_side,
    table_rows,
)
from dashboard.ui.theme import Theme

MIB = 1024**2
MEASURED_COLOR, ESTIMATE_COLOR, PEAK_COLOR = "#56B4E9", "#E69F00", "#999999"
WAITING = QT_TRANSLATE_NOOP("Lessons", "The lesson's chart appears here as it is measured: press Run.")
NOTHING_DRAWN = QT_TRANSLATE_NOOP("Lessons", "This lesson measured nothing it could draw: its reading says why.")
MEMORY_PARTS = (QT_TRANSLATE_NOOP("Lessons", "weights"), QT_TRANSLATE_NOOP("Lessons", "gradients"),
                QT_TRANSLATE_NOOP("Lessons", "optimizer state"), QT_TRANSLATE_NOOP("Lessons", "activations"),
                QT_TRANSLATE_NOOP("Lessons", "workspace"), QT_TRANSLATE_NOOP("Lessons", "framework"))
"""What the memory lesson breaks a step's memory into, as its figure names them (in English)."""
VALUE_ROOM = 0.3
"""Room right of the longest bar (decades)."""
TABLE_KEYS = {"advisor": "advisor"}
"""The figure drawn as a table for each kind (the GPUs the advisor ranks); lesson 1 draws its devices side by side,
one column each."""


def is_estimate_series(name: str) -> bool:
    return name.endswith(ESTIMATE)


class LessonSweepCharts(ExperimentCharts):
    """The Experiments page's charts, with every measured series solid and every estimate dashed with hollow
    markers (its name already ends in "(estimate)"); an estimate without memory figures stays off the memory chart."""

    def draw(self, points: list[SweepPoint], summary: ExperimentSummary | None = None,
             device_memory: dict[str, int] | None = None) -> None:
        super().draw(points, summary, device_memory)
        without_memory = {p.series for p in points if is_estimate_series(p.series) and not p.peak_memory_bytes}
        for plot in self.plots:
            item = plot.getPlotItem()
            for curve in item.listDataItems():
                name = curve.name() or ""
                if plot is self.memory_plot and name in without_memory:
                    item.removeItem(curve)  # and its legend entry
                    continue
                self._style_series(curve, estimate=is_estimate_series(name))

    @staticmethod
    def _style_series(curve: pg.PlotDataItem, estimate: bool) -> None:
        pen = QPen(pg.mkPen(curve.opts["pen"]))
        pen.setStyle(Qt.PenStyle.DashLine if estimate else Qt.PenStyle.SolidLine)
        curve.setPen(pen)
        if estimate:
            curve.setSymbol("t")
            curve.setSymbolBrush(None)
            curve.setSymbolPen(pg.mkPen(pen.color(), width=2))


class MatmulChart(Chart):
    """Per device, a matmul's GFLOPS as a filled bar inside an outline reaching the device's peak, on a log axis
    (a CPU's hundred GFLOPS beside a GPU's hundred thousand). Estimates are hatched and labelled so."""

    def __init__(self) -> None:
        super().__init__(translate("Lessons", "Matrix multiply: measured against peak"), min_line_px=2)
        self.explain("matmul", "FLOPS", "peak FLOPS", "estimate")
        item = self.getPlotItem()
        item.setLabel("bottom", translate("Lessons", "GFLOPS (log scale)"))
        item.showGrid(x=True, y=False, alpha=0.2)
        self.getViewBox().setMouseEnabled(x=False, y=False)
        self.getViewBox().invertY(True)
        self.bars: list[MatmulBar] = []
        self.setMinimumHeight(200)

    def retranslate(self) -> None:
        self.set_title(translate("Lessons", "Matrix multiply: measured against peak"))
        self.set_axis_labels(bottom=translate("Lessons", "GFLOPS (log scale)"))
        self.set_bars(self.bars)

    def set_bars(self, bars: Sequence[MatmulBar]) -> None:
        item = self.getPlotItem()
        item.clear()
        self.bars = [bar for bar in bars if bar.gflops or bar.peak_gflops]
        if not self.bars:
            return
        values = [v for bar in self.bars for v in (bar.gflops, bar.peak_gflops) if v]
        floor = math.floor(math.log10(min(values))) - 0.3
        rows = np.arange(len(self.bars), dtype=np.float64)
        peaks = [bar for bar in self.bars if bar.peak_gflops]
        if peaks:
            item.addItem(pg.BarGraphItem(
                x0=np.full(len(peaks), floor), y=np.array([self.bars.index(b) for b in peaks], dtype=np.float64),
                height=0.5, width=np.array([math.log10(b.peak_gflops or 1) - floor for b in peaks]),
                brush=None, pen=pg.mkPen(PEAK_COLOR, width=2, style=Qt.PenStyle.DashLine)))
        for row, bar in zip(rows, self.bars, strict=True):
            if not bar.gflops:
                continue
            color = QColor(ESTIMATE_COLOR if bar.estimate else MEASURED_COLOR)
            brush = QBrush(color, Qt.BrushStyle.BDiagPattern if bar.estimate else Qt.BrushStyle.SolidPattern)
            item.addItem(pg.BarGraphItem(x0=[floor], y=[row], height=0.3, width=[math.log10(bar.gflops) - floor],
                                         brush=brush, pen=pg.mkPen(color, width=1)))
            item.addItem(self._value_label(bar, row, floor))
        item.plot([], [], pen=pg.mkPen(PEAK_COLOR, width=2, style=Qt.PenStyle.DashLine),
                  name=translate("Lessons", "peak (datasheet)"))
        item.plot([], [], pen=pg.mkPen(MEASURED_COLOR, width=8), name=translate("Lessons", "measured"))
        if any(bar.estimate for bar in self.bars):
            item.plot([], [], pen=pg.mkPen(ESTIMATE_COLOR, width=8, style=Qt.PenStyle.DotLine),
                      name=translate("Lessons", "estimate, not measured"))
        ticks = [(float(i), shown_label(bar.label)) for i, bar in enumerate(self.bars)]
        item.getAxis("left").setTicks([ticks])
        top = math.log10(max(values))
        item.getAxis("bottom").setTicks([[(float(k), number(10**k)) for k in range(math.ceil(floor), int(top) + 2)]])
        self.setYRange(-0.5, len(self.bars) - 0.1, padding=0)
        self.setXRange(floor, top + VALUE_ROOM, padding=0)

    @staticmethod
    def _value_label(bar: MatmulBar, row: float, floor: float) -> pg.TextItem:
        if bar.gflops and bar.peak_gflops:
            text = fill(translate("Lessons", "{gflops:,.0f} GFLOPS, {share:.0%} of peak"), gflops=bar.gflops,
                        share=bar.gflops / bar.peak_gflops)
        else:
            text = fill("{gflops:,.0f} GFLOPS", gflops=bar.gflops)
        label = pg.TextItem(text, anchor=(0, 0))
        label.setPos(floor, row + 0.27)  # under its bar, where any length fits
        return label


class FigureTable(QTableWidget):
    """Rows of a figure (one per GPU or device), compact, read-only, the first column the name."""

    def __init__(self) -> None:
        super().__init__(0, 0)
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(True)
        self.setWordWrap(True)

    def set_rows(self, rows: Sequence[Mapping[str, Any]]) -> None:
        columns: list[str] = []
        for row in rows:
            columns += [key for key in row if key not in columns]
        self.clear()
        self.setColumnCount(len(columns))
        self.setRowCount(len(rows))
        self.setHorizontalHeaderLabels([column_title(c) for c in columns])
        for r, row in enumerate(rows):
            for c, column in enumerate(columns):
                text = column_cell_text(column, row.get(column))
                cell = QTableWidgetItem(text)
                cell.setToolTip(text)
                self.setItem(r, c, cell)
        self.resizeRowsToContents()
        # The header's sizeHint, not its height: a header not yet laid out has the height of one line.
        height = (self.horizontalHeader().sizeHint().height() + sum(self.rowHeight(r) for r in range(len(rows)))
                  + 2 * self.frameWidth())
        self.setMinimumHeight(min(height, 320))


class LessonFigure(Retranslating, QWidget):
    """Every chart a lesson may draw, showing only those its kind and numbers need."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sweep = LessonSweepCharts()
        self.matmul = MatmulChart()
        self.memory = BarsPlot(translate("Lessons", "Memory of one training step"), "MiB")
        self.memory.explain("weights", "gradients", "optimizer state", "activations")
        self.roofline = RooflinePlot()
        self.llm = BarsPlot(translate("Lessons", "Memory of a language model in each use"), "GiB")
        self.llm.explain("LoRA", "quantisation", "KV cache", "VRAM")
        self.table = FigureTable()
        self.waiting = QLabel(translate("Lessons", WAITING))
        self.waiting.setObjectName("muted")
        self.waiting.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.waiting.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.waiting, self.matmul, self.memory, self.llm, self.roofline, self.table, self.sweep):
            layout.addWidget(widget, 0 if widget is self.table else 1)
        self.kind = ""
        self._waiting = WAITING
        self._drawn: tuple[str, Sequence[SweepPoint], Sequence[SweepPoint], Mapping[str, Any]] | None = None
        """The outcome drawn (kind, points, estimates, figures), drawn again in a new language."""
        self.clear("")

    def retranslate(self) -> None:
        """Every text of the charts this figure draws, and the outcome drawn, in the reader's language."""
        self.matmul.retranslate()
        self.roofline.set_texts()
        self.memory.set_title(translate("Lessons", "Memory of one training step"))
        self.waiting.setText(translate("Lessons", self._waiting))
        if self._drawn is not None:
            self.draw_outcome(*self._drawn)

    @property
    def charts(self) -> list[Chart]:
        return [*self.sweep.charts, self.matmul, self.memory, self.llm, self.roofline]

    def shown(self) -> list[QWidget]:
        """The charts and table on show now (the tests look at what a lesson drew)."""
        return [w for w in (self.matmul, self.memory, self.llm, self.roofline, self.table, self.sweep)
                if not w.isHidden()]

    def clear(self, kind: str) -> None:
        """Nothing drawn: a line says where the ``kind`` lesson's chart will appear."""
        self.kind = kind
        self.sweep.clear()
        self.matmul.set_bars([])
        self.memory.set_bars([])
        self.llm.set_bars([])
        self.roofline.getPlotItem().clear()
        self.table.set_rows([])
        for widget in (self.matmul, self.memory, self.llm, self.roofline, self.table, self.sweep):
            widget.hide()
        self._drawn = None
        self._waiting = WAITING
        self.waiting.setText(translate("Lessons", WAITING))
        self.waiting.show()

    def draw_points(self, points: list[SweepPoint]) -> None:
        """Points as they are measured (the axes only grow)."""
        self.waiting.hide()
        self.sweep.show()
        self.sweep.draw(points)

    def draw_outcome(self, kind: str, points: Sequence[SweepPoint], estimates: Sequence[SweepPoint],
                     figures: Mapping[str, Any]) -> None:
        """The finished lesson: its points and estimates with knee and best marked, and its kind's own figure."""
        self.kind = kind
        self._drawn = (kind, points, estimates, figures)
        measured = list(points)
        if measured or estimates:
            summary = summarize_experiment(measured, None) if measured else None
            self.sweep.draw([*measured, *estimates], summary)
        self.sweep.setVisible(bool(measured or estimates))
        bars = matmul_bars(figures)
        self.matmul.set_bars(bars)
        self.matmul.setVisible(bool(self.matmul.bars))
        self._draw_memory(figures)
        self._draw_llm(llm_figure(figures))
        self._draw_roofline(figures)
        rows = self._table(kind, figures)
        self.table.set_rows(rows)
        self.table.setVisible(bool(rows))
        self._waiting = NOTHING_DRAWN
        self.waiting.setText(translate("Lessons", NOTHING_DRAWN))
        self.waiting.setVisible(not self.shown())

    @staticmethod
    def _table(kind: str, figures: Mapping[str, Any]) -> list[dict[str, Any]]:
        if kind == "memory":
            breakdown = memory_breakdown(figures)
            return [{"GPU": name, "largest batch": batch} for name, batch in breakdown.estimated_largest] if (
                breakdown is not None) else []
        if kind == "roofline":
            roofline = figures.get("roofline")
            return table_rows(roofline, "gpus") if isinstance(roofline, Mapping) else []
        if kind == "matmul":
            return side_by_side(table_rows(figures, "specs"))
        if kind == "llm":
            return llm_table(figures)
        return table_rows(figures, TABLE_KEYS.get(kind, kind))

    def _draw_memory(self, figures: Mapping[str, Any]) -> None:
        breakdown = memory_breakdown(figures)
        if breakdown is None or not breakdown.parts:
            self.memory.hide()
            return
        self.memory.set_title(memory_title(breakdown))
        self.memory.set_bars([Bar(translate("Lessons", name), size / MIB) for name, size in breakdown.parts])
        self.memory.show()

    def _draw_llm(self, figure: LlmFigure | None) -> None:
        """A bar per way of using the model, green where it fits a 24 GB card (the dashed line), orange where not."""
        if figure is None or not figure.bars:
            self.llm.hide()
            return
        self.llm.set_title(fill(translate("Lessons", "Memory of {model} at {context:,} tokens in each use"),
                                model=figure.model, context=figure.context))
        card = figure.card_gib
        self.llm.set_bars([Bar(mode_name(mode), gib, good=card is None or gib <= card) for mode, gib in figure.bars],
                          need=card, need_label=translate("Lessons", "what a 24 GB card can hold"))
        self.llm.show()

    def _draw_roofline(self, figures: Mapping[str, Any]) -> None:
        roofline = roofline_figure(figures)
        if roofline is None or not (roofline.roofs or roofline.points):
            self.roofline.hide()
            return
        points = [RooflinePoint(label, intensity, achieved, measured)
                  for label, intensity, achieved, measured in roofline.points]
        self.roofline.set_roofline(list(roofline.roofs), roofline.bandwidth_gbps, points, roofline.unit,
                                   roofline.bandwidth_label)
        self.roofline.show()

    def apply_theme(self, chosen: Theme) -> None:
        self.sweep.apply_theme(chosen)
        for chart in (self.matmul, self.memory, self.llm, self.roofline):
            chart.apply_theme(chosen)

    def set_presentation(self, font_px: int, line_px: int) -> None:
        self.sweep.set_presentation(font_px, line_px)
        present_charts([self.matmul, self.memory, self.llm, self.roofline], font_px, line_px)
        font = QFont(self.table.font())
        font.setPixelSize(round(font_px * 1.1))
        self.table.setFont(font)
        self.table.resizeRowsToContents()


def memory_title(breakdown: MemoryBreakdown) -> str:
    """"Memory of one training step at batch 64, 316 MiB in all; the largest batch that fitted: 512", each part
    only when known."""
    batch, total = breakdown.batch, breakdown.total / MIB if breakdown.total else None
    if batch and total:
        title = fill(translate("Lessons", "Memory of one training step at batch {batch:,}, {total:,.0f} MiB in all"),
                     batch=batch, total=total)
    elif batch:
        title = fill(translate("Lessons", "Memory of one training step at batch {batch:,}"), batch=batch)
    elif total:
        title = fill(translate("Lessons", "Memory of one training step, {total:,.0f} MiB in all"), total=total)
    else:
        title = translate("Lessons", "Memory of one training step")
    if not breakdown.largest_batch:
        return title
    return fill(translate("Lessons", "{title}; the largest batch that fitted: {largest:,}"), title=title,
                largest=breakdown.largest_batch)
