"""The Experiments page's charts: throughput, peak memory and epoch time against batch size (log scale), each
series' knee, best and largest batch marked, every device's memory as a ceiling, and loss curves when recorded."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QWidget

from dashboard.experiments.analysis import group
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.reading import loss_batch
from dashboard.experiments.summary import ExperimentSummary
from dashboard.ui.plots import save_widget_images, theme_plots
from dashboard.ui.theme import SERIES_COLORS, Theme

GIB = 1024**3
EPOCH_SAMPLES = 6000
"""The built-in datasets' training split: what "time per epoch" is measured against."""
KNEE_COLOR, BEST_COLOR, LARGEST_COLOR, OOM_COLOR = "#009E73", "#E69F00", "#CC79A7", "#D55E00"


class ExperimentCharts(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.throughput_plot = _batch_plot("Throughput vs batch size", "samples/s")
        self.memory_plot = _batch_plot("Peak memory vs batch size", "memory (GiB)")
        self.epoch_plot = _batch_plot(f"Time per epoch ({EPOCH_SAMPLES:,} samples) vs batch size", "seconds")
        grid = QGridLayout(self)
        grid.addWidget(self.throughput_plot, 0, 0, 1, 2)
        grid.addWidget(self.memory_plot, 1, 0)
        grid.addWidget(self.epoch_plot, 1, 1)
        self.loss_plot = pg.PlotWidget()
        item = self.loss_plot.getPlotItem()
        item.setTitle("Loss vs step")
        item.setLabel("left", "cross-entropy")
        item.setLabel("bottom", "step (warm-up included, same seed for every series)")
        item.showGrid(x=True, y=True, alpha=0.2)
        item.setMenuEnabled(False)
        item.addLegend(offset=(8, 8), labelTextSize="9pt")
        self.loss_plot.setMinimumHeight(220)
        self.loss_plot.setVisible(False)  # only comparisons that record losses (precision) fill it
        grid.addWidget(self.loss_plot, 2, 0, 1, 2)
        self.plots = [self.throughput_plot, self.memory_plot, self.epoch_plot]

    def clear(self) -> None:
        for plot in [*self.plots, self.loss_plot]:
            plot.getPlotItem().clear()
            legend = plot.getPlotItem().legend
            if legend is not None:
                legend.clear()

    def draw(self, points: list[SweepPoint], summary: ExperimentSummary | None = None,
             device_memory: dict[str, int] | None = None) -> None:
        """Every series measured so far; with a summary, its knee, best and largest batch marked."""
        self.clear()
        ceilings_drawn: set[str] = set()
        memory = device_memory or {}
        for index, (name, items) in enumerate(group(points).items()):
            color = SERIES_COLORS[index % len(SERIES_COLORS)]
            ok = [p for p in items if p.status == "ok"]
            batches = np.array([p.batch_size for p in ok], dtype=np.float64)
            pen = pg.mkPen(color=color, width=2)
            symbol = {"symbol": "o", "symbolBrush": color, "symbolPen": None, "symbolSize": 8}
            self.throughput_plot.plot(batches, [p.samples_per_second for p in ok], pen=pen, name=name, **symbol)
            self.memory_plot.plot(batches, [(p.peak_memory_bytes or 0) / GIB for p in ok], pen=pen, name=name,
                                  **symbol)
            self.epoch_plot.plot(batches, [EPOCH_SAMPLES / (p.samples_per_second or math.inf) for p in ok], pen=pen,
                                 name=name, **symbol)
            for oom in (p for p in items if p.status == "oom"):
                self.throughput_plot.addItem(_marker(oom.batch_size, 0.0, f"out of memory at {oom.batch_size}",
                                                     OOM_COLOR))
            device = items[0].device
            if device in memory and device not in ceilings_drawn:
                ceilings_drawn.add(device)
                line = pg.InfiniteLine(memory[device] / GIB, angle=0,
                                       pen=pg.mkPen("#999999", width=1, style=Qt.PenStyle.DashLine),
                                       label=f"{device} memory", labelOpts={"color": "#999999", "position": 0.9})
                self.memory_plot.addItem(line)
        self._set_batch_ticks(sorted({p.batch_size for p in points}))
        self._draw_losses(points)
        if summary is not None:
            self._mark(points, summary)

    def _set_batch_ticks(self, batches: list[int]) -> None:
        if not batches:
            return
        ticks = [[(math.log10(b), str(b)) for b in batches]]  # the measured sizes, not 10^x labels
        low, high = math.log10(batches[0]), math.log10(batches[-1])
        for plot in self.plots:
            plot.getPlotItem().getAxis("bottom").setTicks(ticks)
            plot.setXRange(low - 0.1, high + 0.4, padding=0)  # room for the markers' labels

    def _mark(self, points: list[SweepPoint], summary: ExperimentSummary) -> None:
        for series in summary.series:
            measured = {p.batch_size: p for p in points if p.series == series.series and p.status == "ok"}
            if series.knee_batch in measured:
                knee = measured[series.knee_batch]
                self.throughput_plot.addItem(_marker(knee.batch_size, knee.samples_per_second or 0.0,
                                                     f"knee {knee.batch_size}", KNEE_COLOR))
            if series.best_batch in measured and series.best_batch != series.knee_batch:
                best = measured[series.best_batch]
                self.throughput_plot.addItem(_marker(best.batch_size, best.samples_per_second or 0.0,
                                                     f"best {best.batch_size}", BEST_COLOR))
        largest = summary.largest
        if largest is not None and largest.largest_fitting:
            fitting = [p for p in points if p.batch_size == largest.largest_fitting and p.status == "ok"]
            if fitting:
                self.throughput_plot.addItem(_marker(fitting[0].batch_size, fitting[0].samples_per_second or 0.0,
                                                     f"largest {fitting[0].batch_size}", LARGEST_COLOR))

    def _draw_losses(self, points: list[SweepPoint]) -> None:
        """Each series' loss step by step at the largest batch every series measured, same seed throughout."""
        batch = loss_batch(points)
        self.loss_plot.setVisible(batch is not None)
        if batch is None:
            return
        self.loss_plot.getPlotItem().setTitle(f"Loss vs step at batch {batch}")
        for index, (name, items) in enumerate(group(points).items()):
            point = next(p for p in items if p.batch_size == batch)
            color = SERIES_COLORS[index % len(SERIES_COLORS)]
            self.loss_plot.plot(np.arange(1, len(point.losses) + 1, dtype=np.float64), list(point.losses),
                                pen=pg.mkPen(color=color, width=2), name=name)

    def export(self, folder: Path) -> list[Path]:
        """Every chart as PNG and SVG (the loss chart when it is shown)."""
        written: list[Path] = []
        for plot, name in zip(self.plots, ("throughput", "memory", "epoch-time"), strict=True):
            written += save_widget_images(plot, folder, name)
        if not self.loss_plot.isHidden():
            written += save_widget_images(self.loss_plot, folder, "loss")
        return written

    def apply_theme(self, chosen: Theme) -> None:
        theme_plots([*self.plots, self.loss_plot], chosen)


def _batch_plot(title: str, y_label: str) -> pg.PlotWidget:
    plot = pg.PlotWidget()
    item = plot.getPlotItem()
    item.setTitle(title)
    item.setLabel("left", y_label)
    item.setLabel("bottom", "batch size (log scale)")
    item.setLogMode(x=True, y=False)
    item.showGrid(x=True, y=True, alpha=0.2)
    item.setMenuEnabled(False)
    item.addLegend(offset=(8, 8), labelTextSize="9pt")
    plot.setMinimumHeight(220)
    return plot


def _marker(batch: int, value: float, text: str, color: str) -> pg.TextItem:
    """A labelled point on a log-x plot (pyqtgraph places items in log10 coordinates there)."""
    label = pg.TextItem(f"● {text}", color=color, anchor=(0, 1))
    label.setPos(math.log10(batch), value)
    return label
