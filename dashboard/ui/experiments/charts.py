"""The Experiments page's charts: throughput, peak memory and epoch time against batch size (log scale), each
series' knee, best and largest batch marked, every device's memory as a ceiling, and loss curves when recorded.

While a measurement runs the axes only grow (with headroom), so each new point rarely moves them; a finished or
reopened experiment is drawn fitted to its points. Any chart fills the grid on a double-click. Titles, axes and
markers are in the reader's language, set again when it changes; the series keep their names.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from dashboard.experiments.analysis import group
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.reading import loss_batch
from dashboard.experiments.shown_labels import shown_series
from dashboard.experiments.summary import ExperimentSummary
from dashboard.text import fill, translate
from dashboard.ui.chart import Chart, present_charts, save_widget_images
from dashboard.ui.chart_grid import ChartGrid
from dashboard.ui.chart_parts import NORMAL_FONT_PX, GrowingRange
from dashboard.ui.i18n import Retranslating
from dashboard.ui.theme import Theme, series_color, series_style
from dashboard.units import unit_word

GIB = 1024**3
EPOCH_SAMPLES = 6000
"""The built-in datasets' training split: what "time per epoch" is measured against."""
KNEE_COLOR, BEST_COLOR, LARGEST_COLOR, OOM_COLOR = "#009E73", "#E69F00", "#CC79A7", "#D55E00"
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
        self.setMinimumHeight(220)

    def reset_ranges(self) -> None:
        self.y_range.reset()
        self.x_span = None

    def marker_room(self) -> float:
        """Room (in log10 of the batch) right of the largest batch for the markers' labels, at this font size."""
        return MARKER_ROOM * self.chart_item.font_px / NORMAL_FONT_PX

    def show_values(self, top: float, fitted: bool) -> None:
        """y from zero to a nice value above ``top``: grown only while measuring, fitted to a finished picture."""
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


class ExperimentCharts(Retranslating, QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.throughput_plot = BatchChart()
        self.memory_plot = BatchChart()
        self.epoch_plot = BatchChart()
        self.energy_plot = BatchChart()
        self.loss_plot = Chart(min_line_px=2)
        self.loss_plot.getPlotItem().showGrid(x=True, y=True, alpha=0.2)
        self.loss_plot.setMinimumHeight(220)
        self.throughput_plot.explain("throughput", "batch size", "knee", "noisy")
        self.memory_plot.explain("peak memory", "activations", "batch size", "out of memory")
        self.epoch_plot.explain("epoch", "step", "batch size")
        self.loss_plot.explain("loss", "step", "warm-up", "mixed precision")
        self.energy_plot.explain("samples per joule", "power", "batch size")
        self.grid = ChartGrid()
        self.grid.add(self.throughput_plot, 0, 0, 1, 2)
        self.grid.add(self.memory_plot, 1, 0)
        self.grid.add(self.epoch_plot, 1, 1)
        self.grid.add(self.loss_plot, 2, 0, 1, 2)
        self.grid.add(self.energy_plot, 3, 0, 1, 2)
        self.grid.set_chart_visible(self.loss_plot, False)  # only comparisons that record losses (precision) fill it
        self.grid.set_chart_visible(self.energy_plot, False)  # only where an energy counter could be read
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.grid)
        self.plots = [self.throughput_plot, self.memory_plot, self.epoch_plot, self.energy_plot]
        self._drawn: tuple[list[SweepPoint], ExperimentSummary | None, dict[str, int] | None] | None = None
        self._loss_batch: int | None = None
        self._batch_axis = ""
        self.retranslate()

    def retranslate(self) -> None:
        """Titles and axis labels in the reader's language, and what is drawn again with its markers in it."""
        # Short titles, to fit a 300 px chart: "against batch size" is the x axis' label.
        self.throughput_plot.set_title(translate("Experiments", "Throughput"))
        self.memory_plot.set_title(translate("Experiments", "Peak memory"))
        self.epoch_plot.set_title(fill(translate("Experiments", "Time per epoch ({samples:,} samples)"),
                                       samples=EPOCH_SAMPLES))
        self._title_losses()
        self.energy_plot.set_title(translate("Experiments", "Samples per joule"))
        self.throughput_plot.set_axis_labels(left=unit_word("samples/s"))
        self.memory_plot.set_axis_labels(left=translate("Experiments", "memory (GiB)"))
        self.epoch_plot.set_axis_labels(left=translate("Experiments", "seconds"))
        self.energy_plot.set_axis_labels(left=unit_word("samples/J"))
        self._batch_axis = ""
        self._label_batch_axes()
        self.loss_plot.set_axis_labels(left=translate("Experiments", "cross-entropy"),
                                       bottom=translate("Experiments", "step (warm-up included; same seed throughout)"))
        if self._drawn is not None:
            self.draw(*self._drawn)

    def _label_batch_axes(self) -> None:
        """The batch axis, per process where data-parallel processes trained together (the scaling comparison)."""
        per_process = self._drawn is not None and any(p.processes > 1 for p in self._drawn[0])
        batch_axis = translate("Experiments", "batch size per process (log scale)") if per_process else \
            translate("Experiments", "batch size (log scale)")
        if batch_axis == self._batch_axis:  # a sweep draws at every point: the axis is laid out again only if new
            return
        self._batch_axis = batch_axis
        for plot in self.plots:
            plot.set_axis_labels(bottom=batch_axis)

    @property
    def charts(self) -> list[Chart]:
        """Every chart, in the grid's order."""
        return [self.throughput_plot, self.memory_plot, self.epoch_plot, self.loss_plot, self.energy_plot]

    def clear(self) -> None:
        """Nothing drawn, and axes that start again (a new measurement)."""
        self._clear_items()
        self._drawn = None
        for plot in self.plots:
            plot.reset_ranges()

    def _clear_items(self) -> None:
        for plot in self.charts:
            # The legend first, in one go: removed one by one with their curves, each removal lays the remaining
            # entries out again (about 20 ms apiece, a tenth of a second per redraw during a sweep).
            plot.legend.clear()
            plot.getPlotItem().clear()  # curves, markers and ceilings

    def draw(self, points: list[SweepPoint], summary: ExperimentSummary | None = None,
             device_memory: dict[str, int] | None = None) -> None:
        """Every series measured so far; with a summary (finished or reopened), its knee, best and largest batch
        marked and the axes fitted to the points."""
        self._clear_items()
        self._drawn = (points, summary, device_memory)
        self._label_batch_axes()
        fitted = summary is not None
        ceilings_drawn: set[str] = set()
        memory = device_memory or {}
        tops = {plot: 0.0 for plot in self.plots}
        for index, (name, items) in enumerate(group(points).items()):
            color = series_color(index)
            ok = [p for p in items if p.status == "ok"]
            pen = pg.mkPen(color=color, width=2, style=series_style(index))
            symbol = {"symbol": "o", "symbolBrush": color, "symbolPen": None, "symbolSize": 8}
            metered = [p for p in ok if p.samples_per_joule]
            weighed = [p for p in ok if p.peak_memory_bytes is not None]  # inference on a CPU: not measured
            values = {self.throughput_plot: (ok, [p.samples_per_second or 0.0 for p in ok]),
                      self.memory_plot: (weighed, [(p.peak_memory_bytes or 0) / GIB for p in weighed]),
                      self.epoch_plot: (ok, [EPOCH_SAMPLES / (p.samples_per_second or math.inf) for p in ok]),
                      self.energy_plot: (metered, [p.samples_per_joule or 0.0 for p in metered])}
            for plot, (drawn, ys) in values.items():
                if not drawn:
                    continue
                repeats = RepeatedValues.of([p.batch_size for p in drawn], ys)
                plot.plot(repeats.batches, repeats.medians, pen=pen, name=shown_series(name), **symbol)
                if repeats.repeated:
                    plot.addItem(repeats.error_bars(color))
                tops[plot] = max([tops[plot], *ys])
            for oom in (p for p in items if p.status == "oom"):
                self.throughput_plot.addItem(_marker(oom.batch_size, 0.0, fill(translate(
                    "Experiments", "out of memory at {batch}"), batch=oom.batch_size), OOM_COLOR))
            device = items[0].device
            if device in memory and device not in ceilings_drawn:
                ceilings_drawn.add(device)
                line = pg.InfiniteLine(memory[device] / GIB, angle=0,
                                       pen=pg.mkPen("#999999", width=1, style=Qt.PenStyle.DashLine),
                                       label=fill(translate("Experiments", "{device} memory"), device=device),
                                       labelOpts={"color": "#999999", "position": 0.9})
                self.memory_plot.addItem(line)
        for plot, top in tops.items():
            plot.show_values(top, fitted)
        self._set_batch_ticks(sorted({p.batch_size for p in points}), fitted)
        self._draw_losses(points)
        self.grid.set_chart_visible(self.energy_plot, any(p.samples_per_joule for p in points))
        if summary is not None:
            self._mark(points, summary)

    def _set_batch_ticks(self, batches: list[int], fitted: bool) -> None:
        if not batches:
            return
        # The measured sizes, not 10^x labels: every other one always, the rest where their labels fit.
        ticks = [[(math.log10(b), str(b)) for b in batches[::2]], [(math.log10(b), str(b)) for b in batches[1::2]]]
        low, high = math.log10(batches[0]), math.log10(batches[-1])
        for plot in self.plots:
            plot.getPlotItem().getAxis("bottom").setTicks(ticks)
            plot.show_batches(low, high, fitted)

    def _mark(self, points: list[SweepPoint], summary: ExperimentSummary) -> None:
        last = max((p.batch_size for p in points), default=0)
        for series in summary.series:
            ok = [p for p in points if p.series == series.series and p.status == "ok"]
            measured = RepeatedValues.of([p.batch_size for p in ok], [p.samples_per_second or 0.0 for p in ok])
            at = measured.median_by_batch()  # where the series' line passes: the median of the repeats
            if series.knee_batch in at:
                self.throughput_plot.addItem(_marker(series.knee_batch, at[series.knee_batch], fill(translate(
                    "Experiments", "knee {batch}"), batch=series.knee_batch), KNEE_COLOR, series.knee_batch == last))
            if series.best_batch in at and series.best_batch != series.knee_batch:
                self.throughput_plot.addItem(_marker(series.best_batch, at[series.best_batch], fill(translate(
                    "Experiments", "best {batch}"), batch=series.best_batch), BEST_COLOR, series.best_batch == last))
        largest = summary.largest
        if largest is not None and largest.largest_fitting:
            fitting = [p.samples_per_second or 0.0 for p in points
                       if p.batch_size == largest.largest_fitting and p.status == "ok"]
            if fitting:
                self.throughput_plot.addItem(_marker(largest.largest_fitting, float(np.median(fitting)), fill(
                    translate("Experiments", "largest {batch}"), batch=largest.largest_fitting), LARGEST_COLOR,
                    largest.largest_fitting == last))

    def _draw_losses(self, points: list[SweepPoint]) -> None:
        """Each series' loss step by step at the largest batch every series measured, same seed throughout."""
        batch = loss_batch(points)
        self.grid.set_chart_visible(self.loss_plot, batch is not None)
        self._loss_batch = batch
        self._title_losses()
        if batch is None:
            return
        for index, (name, items) in enumerate(group(points).items()):
            point = next(p for p in items if p.batch_size == batch)
            self.loss_plot.plot(np.arange(1, len(point.losses) + 1, dtype=np.float64), list(point.losses),
                                pen=pg.mkPen(color=series_color(index), width=2, style=series_style(index)),
                                name=shown_series(name))

    def _title_losses(self) -> None:
        if self._loss_batch is None:
            self.loss_plot.set_title(translate("Experiments", "Loss"))
        else:
            self.loss_plot.set_title(fill(translate("Experiments", "Loss at batch {batch}"), batch=self._loss_batch))

    def export(self, folder: Path) -> list[Path]:
        """Every chart as PNG and SVG (the loss chart when it is shown)."""
        written: list[Path] = []
        for plot, name in zip(self.plots, ("throughput", "memory", "epoch-time", "energy"), strict=True):
            if plot is not self.energy_plot or self.grid.chart_visible(plot):
                written += save_widget_images(plot, folder, name)
        if self.grid.chart_visible(self.loss_plot):  # shown, or only hidden behind a maximised chart
            written += save_widget_images(self.loss_plot, folder, "loss")
        return written

    def apply_theme(self, chosen: Theme) -> None:
        for chart in self.charts:
            chart.apply_theme(chosen)

    def set_presentation(self, font_px: int, line_px: int) -> None:
        """Text and line sizes of the four charts (presenter mode: about 20 px and 3 px)."""
        present_charts(self.charts, font_px, line_px)
        if self._drawn is not None:  # the markers' labels need room at this size
            self.draw(*self._drawn)


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

    def error_bars(self, color: str) -> pg.ErrorBarItem:
        """Lowest to highest repeat at each repeated batch, solid whatever the series' dash (in log10 of the batch:
        pyqtgraph places added items in log10 coordinates on a log-x plot)."""
        shown = self.counts > 1
        medians = self.medians[shown]
        return pg.ErrorBarItem(x=np.log10(self.batches[shown]), y=medians, top=self.highs[shown] - medians,
                               bottom=medians - self.lows[shown], beam=0.04, pen=pg.mkPen(color=color, width=2))


def _marker(batch: int, value: float, text: str, color: str, last: bool = False) -> pg.TextItem:
    """A labelled point on a log-x plot (pyqtgraph places items in log10 coordinates there). The label reads to
    the right of the point, or to its left at the ``last`` batch, where the plot ends soon after it."""
    label = pg.TextItem(f"{text} ●", color=color, anchor=(1, 1)) if last else pg.TextItem(
        f"● {text}", color=color, anchor=(0, 1))
    label.setPos(math.log10(batch), value)
    return label
