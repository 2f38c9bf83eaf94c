"""The Experiments page's charts: throughput, peak memory and epoch time against batch size (log scale), each
series' knee, best and largest batch marked, every device's memory as a ceiling, and loss curves when recorded.

Throughput has a log/linear switch for its values, on log by default when the series differ by more than 10x (a CPU
beside an H100 lies flat along zero on a linear axis); where two series cross, a vertical line marks the batch (or a
line on the chart says which one is faster at every batch). Marker labels that would overlap are lifted apart, and
the same label at the same place is drawn once.

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
from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QVBoxLayout, QWidget

from dashboard.experiments.analysis import crossovers, estimated_crossing, group, log_scale_advised, rates
from dashboard.experiments.length_reading import point_memory
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.reading import loss_batch
from dashboard.experiments.shown_labels import shown_series
from dashboard.experiments.summary import ExperimentSummary
from dashboard.experiments.takeaway import knee_doubt_of
from dashboard.text import fill, translate
from dashboard.ui.chart import Chart, present_charts, save_widget_images
from dashboard.ui.chart_grid import ChartGrid
from dashboard.ui.experiments.batch_chart import BatchChart, RepeatedValues
from dashboard.ui.i18n import Retranslating
from dashboard.ui.theme import Theme, series_color, series_style
from dashboard.units import unit_word

GIB = 1024**3
EPOCH_SAMPLES = 6000
"""The built-in datasets' training split: what "time per epoch" is measured against."""
KNEE_COLOR, BEST_COLOR, LARGEST_COLOR, OOM_COLOR = "#009E73", "#E69F00", "#CC79A7", "#D55E00"
CROSSOVER_COLOR = "#0072B2"
MAX_LIFT = 4
"""A marker label is lifted at most this many lines above its point to clear the labels placed before it."""
MARKER_RING_PX = 18
"""A marked point's ring: wider than the series' dots (8 px, up to 12 in presenter mode), so it circles the point."""
MARKER_GAP = "  "
"""Room between a marked point and its words, which half the ring would otherwise cover."""


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
        self.log_switch = QCheckBox()
        self.log_switch.toggled.connect(self._on_log_chosen)
        self._log_choice: bool | None = None
        """The reader's choice of a log throughput axis; None: log when the series differ by more than 10x."""
        switches = QHBoxLayout()
        switches.setContentsMargins(8, 0, 8, 0)
        switches.addStretch(1)
        switches.addWidget(self.log_switch)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(switches)
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
        self.log_switch.setText(translate("Experiments", "Throughput on a log scale"))
        self.log_switch.setToolTip(translate("Experiments", "A log axis keeps series far apart (a CPU beside a GPU) "
                                                            "both visible; on by default when they differ by more "
                                                            "than 10x"))
        self._label_throughput_axis()
        self.memory_plot.set_axis_labels(left=translate("Experiments", "memory (GiB)"))
        self.epoch_plot.set_axis_labels(left=translate("Experiments", "seconds"))
        self.energy_plot.set_axis_labels(left=unit_word("samples/J"))
        self._batch_axis = ""
        self._label_batch_axes()
        self.loss_plot.set_axis_labels(left=translate("Experiments", "cross-entropy"),
                                       bottom=translate("Experiments", "step (warm-up included; same seed throughout)"))
        if self._drawn is not None:
            self.draw(*self._drawn)

    def _over_lengths(self) -> bool:
        """What is drawn is a sweep over sequence length: x is the length, throughput in tokens/s."""
        return self._drawn is not None and any(p.seq_len is not None for p in self._drawn[0])

    def _label_throughput_axis(self) -> None:
        unit = translate("Experiments", "tokens/s") if self._over_lengths() else unit_word("samples/s")
        self.throughput_plot.set_axis_labels(left=fill(translate("Experiments", "{unit} (log scale)"), unit=unit)
                                             if self.throughput_plot.log_y else unit)

    @Slot(bool)
    def _on_log_chosen(self, log: bool) -> None:
        """The reader's choice, kept until a new measurement starts; the picture drawn again on that axis."""
        self._log_choice = log
        if self._drawn is not None:
            self.draw(*self._drawn)
        else:
            self._use_log(log)

    def _use_log(self, log: bool) -> None:
        if log != self.throughput_plot.log_y:
            self.throughput_plot.set_log_y(log)
            self._label_throughput_axis()
        if self.log_switch.isChecked() != log:
            self.log_switch.blockSignals(True)
            self.log_switch.setChecked(log)
            self.log_switch.blockSignals(False)

    def _label_batch_axes(self) -> None:
        """The batch axis, per process where data-parallel processes trained together (the scaling comparison)."""
        per_process = self._drawn is not None and any(p.processes > 1 for p in self._drawn[0])
        batch_axis = translate("Experiments", "batch size per process (log scale)") if per_process else \
            translate("Experiments", "batch size (log scale)")
        if self._over_lengths():
            batch_axis = translate("Experiments", "sequence length (log scale)")
        if batch_axis == self._batch_axis:  # a sweep draws at every point: the axis is laid out again only if new
            return
        self._batch_axis = batch_axis
        for plot in self.plots:
            plot.set_axis_labels(bottom=batch_axis)
        self._label_throughput_axis()  # samples/s against batch size, tokens/s against sequence length

    @property
    def charts(self) -> list[Chart]:
        """Every chart, in the grid's order."""
        return [self.throughput_plot, self.memory_plot, self.epoch_plot, self.loss_plot, self.energy_plot]

    def clear(self) -> None:
        """Nothing drawn, and axes that start again (a new measurement), the throughput axis chosen again from its
        points."""
        self._clear_items()
        self._drawn = None
        self._log_choice = None
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
        self._use_log(log_scale_advised(points) if self._log_choice is None else self._log_choice)
        fitted = summary is not None
        ceilings_drawn: set[str] = set()
        memory = device_memory or {}
        tops = {plot: 0.0 for plot in self.plots}
        lengths = self._over_lengths()
        # Against length, the memory the reading fits: on the CPU what each point added to the process.
        memory_of = point_memory if lengths else (lambda p: p.peak_memory_bytes)
        rate = (lambda p: p.tokens_per_second or 0.0) if lengths else (lambda p: p.samples_per_second or 0.0)
        lowest = min((rate(p) for p in points if p.status == "ok" and p.samples_per_second), default=0.0)
        ooms: list[SweepPoint] = []
        for index, (name, items) in enumerate(group(points).items()):
            color = series_color(index)
            ok = [p for p in items if p.status == "ok"]
            pen = pg.mkPen(color=color, width=2, style=series_style(index))
            symbol = {"symbol": "o", "symbolBrush": color, "symbolPen": None, "symbolSize": 8}
            metered = [p for p in ok if p.samples_per_joule]
            weighed = [p for p in ok if p.peak_memory_bytes is not None]  # inference on a CPU: not measured
            values = {self.throughput_plot: (ok, [rate(p) for p in ok]),
                      self.memory_plot: (weighed, [(memory_of(p) or 0) / GIB for p in weighed]),
                      self.epoch_plot: (ok, [EPOCH_SAMPLES / (p.samples_per_second or math.inf) for p in ok]),
                      self.energy_plot: (metered, [p.samples_per_joule or 0.0 for p in metered])}
            for plot, (drawn, ys) in values.items():
                if not drawn:
                    continue
                repeats = RepeatedValues.of([p.x for p in drawn], ys)
                plot.plot(repeats.batches, repeats.medians, pen=pen, name=shown_series(name), **symbol)
                if repeats.repeated:
                    plot.addItem(repeats.error_bars(color, plot.log_y))
                tops[plot] = max([tops[plot], *ys])
            ooms += [p for p in items if p.status == "oom"]
            device = items[0].device
            if device in memory and device not in ceilings_drawn:
                ceilings_drawn.add(device)
                line = pg.InfiniteLine(memory[device] / GIB, angle=0,
                                       pen=pg.mkPen("#999999", width=1, style=Qt.PenStyle.DashLine),
                                       label=fill(translate("Experiments", "{device} memory"), device=device),
                                       labelOpts={"color": "#999999", "position": 0.9})
                self.memory_plot.addItem(line)
        for plot, top in tops.items():
            plot.show_values(top, fitted, lowest if plot is self.throughput_plot else 0.0)
        self._set_batch_ticks(sorted({p.x for p in points}), fitted)
        for oom in ooms:  # at zero, or the bottom of a log axis (set by now)
            _add_marker(self.throughput_plot, Marker(oom.x, 0.0, fill(translate(
                "Experiments", "out of memory at {batch}"), batch=oom.x), OOM_COLOR))
        self._draw_losses(points)
        self.grid.set_chart_visible(self.energy_plot, any(p.samples_per_joule for p in points))
        if summary is not None and not lengths:  # knees, bests and crossings are found over batch sizes
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
        markers: list[Marker] = []
        for series in summary.series:
            ok = [p for p in points if p.series == series.series and p.status == "ok"]
            measured = RepeatedValues.of([p.batch_size for p in ok], [p.samples_per_second or 0.0 for p in ok])
            at = measured.median_by_batch()  # where the series' line passes: the median of the repeats
            if series.knee_batch in at:  # marked as the takeaway says it: uncertain where the noise is larger
                label = translate("Experiments", "knee {batch}?") if knee_doubt_of(ok) is not None else \
                    translate("Experiments", "knee {batch}")
                markers.append(Marker(series.knee_batch, at[series.knee_batch], fill(label, batch=series.knee_batch),
                                      KNEE_COLOR, series.knee_batch == last))
            if series.best_batch in at and series.best_batch != series.knee_batch:
                markers.append(Marker(series.best_batch, at[series.best_batch], fill(translate(
                    "Experiments", "best {batch}"), batch=series.best_batch), BEST_COLOR, series.best_batch == last))
        largest = summary.largest
        if largest is not None and largest.largest_fitting:
            fitting = [p.samples_per_second or 0.0 for p in points
                       if p.batch_size == largest.largest_fitting and p.status == "ok"]
            if fitting:
                markers.append(Marker(largest.largest_fitting, float(np.median(fitting)), fill(
                    translate("Experiments", "largest {batch}"), batch=largest.largest_fitting), LARGEST_COLOR,
                    largest.largest_fitting == last))
        for marker, lift in self._spaced(markers):
            _add_marker(self.throughput_plot, marker, lift)
        self._mark_crossings(points)

    def _spaced(self, markers: list[Marker]) -> list[tuple[Marker, int]]:
        """Each marker with how many lines to lift its label so it overlaps none placed before it. Markers whose
        labels would read the same at the same place are one, on the highest of their points: one "best 256" for
        three series that all peak there, ringing the fastest."""
        plot = self.throughput_plot
        (x0, x1), (y0, y1) = plot.getViewBox().viewRange()
        width_px = max(plot.getViewBox().width(), 300.0)
        height_px = max(plot.getViewBox().height(), 150.0)
        font = QFont(plot.font())
        font.setPixelSize(plot.chart_item.font_px)
        metrics = QFontMetricsF(font)
        line = metrics.height() * 1.2

        def where(marker: Marker) -> tuple[float, float, float]:
            """(left, bottom, width) of its label in pixels, from the view's bottom-left corner."""
            x = (math.log10(marker.batch) - x0) / max(x1 - x0, 1e-9) * width_px
            y = (plot.y_of(marker.value) - y0) / max(y1 - y0, 1e-9) * height_px
            text_px = metrics.horizontalAdvance(MARKER_GAP + marker.text) + 4
            return (x - text_px if marker.last else x), y, text_px

        def same_place(one: Marker, two: Marker) -> bool:
            (left, y, text_px), (other_left, other_y, _) = where(one), where(two)
            return one.text == two.text and abs(other_left - left) < text_px / 2 and abs(other_y - y) < 3 * line

        merged: list[Marker] = []
        for marker in markers:
            same = next((i for i, other in enumerate(merged) if same_place(marker, other)), None)
            if same is None:
                merged.append(marker)
            elif marker.value > merged[same].value:
                merged[same] = marker
        placed: list[tuple[float, float, float, float]] = []
        kept: list[tuple[Marker, int]] = []
        for marker in merged:
            left, y, text_px = where(marker)
            lift = 0
            while lift < MAX_LIFT and any(_overlap((left, left + text_px, y + lift * line, y + (lift + 1) * line),
                                                   box) for box in placed):
                lift += 1
            placed.append((left, left + text_px, y + lift * line, y + (lift + 1) * line))
            kept.append((marker, lift))
        return kept

    def _mark_crossings(self, points: list[SweepPoint]) -> None:
        """A vertical line where two series cross (the estimated meeting batch, "?" when the noise could move it),
        or, for two series without a crossing, a line on the chart naming the one faster at every batch."""
        drawn = [p for p in points if p.status == "ok"]
        found = crossovers(drawn)
        for crossing in found:
            meet = estimated_crossing(crossing) or crossing.batch_size
            text = fill(translate("Experiments", "crossover near {batch:.0f}"), batch=meet)
            self.throughput_plot.addItem(pg.InfiniteLine(
                math.log10(meet), angle=90, pen=pg.mkPen(CROSSOVER_COLOR, width=2, style=Qt.PenStyle.DashLine),
                label=text if crossing.clear else f"{text} ?",
                labelOpts={"color": CROSSOVER_COLOR, "position": 0.92, "anchors": [(0, 0), (0, 0)]}))
        by_series = group(drawn)
        if found or len(by_series) != 2:
            return
        (one, first), (two, second) = ((name, rates(items)) for name, items in by_series.items())
        common = sorted(first.keys() & second.keys())
        winner = (one if common and all(first[b] > second[b] for b in common) else
                  two if common and all(second[b] > first[b] for b in common) else None)
        if winner is None:
            return
        label = pg.TextItem(fill(translate("Experiments", "no crossover: {series} faster at every batch"),
                                 series=shown_series(winner)), color=CROSSOVER_COLOR)
        view = self.throughput_plot.getViewBox()
        label.setTextWidth(max(view.width() * 0.55, 200.0))  # wrapped inside the chart in a long language
        self._in_emptiest_corner(label, drawn)
        self.throughput_plot.addItem(label)

    def _in_emptiest_corner(self, label: pg.TextItem, points: list[SweepPoint]) -> None:
        """Put ``label`` in the corner of the throughput chart its curves cross least (their lines sampled in
        pixels), so a sentence on the chart covers no data."""
        plot = self.throughput_plot
        view = plot.getViewBox()
        (x0, x1), (y0, y1) = view.viewRange()
        width, height = max(view.width(), 300.0), max(view.height(), 150.0)
        box = label.boundingRect()
        w, h = min(box.width(), width), min(box.height(), height)
        samples: list[tuple[float, float]] = []
        for items in group(points).values():
            found = rates(items)
            xy = [((math.log10(b) - x0) / max(x1 - x0, 1e-9) * width,
                   (plot.y_of(r) - y0) / max(y1 - y0, 1e-9) * height) for b, r in found.items()]
            for (ax, ay), (bx, by) in zip(xy, xy[1:], strict=False):
                samples += [(ax + (bx - ax) * k / 20, ay + (by - ay) * k / 20) for k in range(21)]
        corners = {(0, 1): (0.0, height - h), (1, 1): (width - w, height - h), (0, 0): (0.0, 0.0),
                   (1, 0): (width - w, 0.0)}  # (right?, top?): the box's left and bottom in pixels up

        def crossed(corner: tuple[int, int]) -> int:
            left, bottom = corners[corner]
            return sum(left <= x <= left + w and bottom <= y <= bottom + h for x, y in samples)

        right, top = min(corners, key=crossed)
        label.setAnchor((right, 0 if top else 1))
        label.setPos(x1 if right else x0, y1 if top else y0)

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
        """Text and line sizes of the four charts (presenter mode: about 20 px and 3 px), and of the switch."""
        present_charts(self.charts, font_px, line_px)
        font = QFont(self.log_switch.font())
        font.setPixelSize(font_px)
        self.log_switch.setFont(font)
        if self._drawn is not None:  # the markers' labels need room at this size
            self.draw(*self._drawn)


@dataclass(frozen=True)
class Marker:
    """A labelled point on the throughput chart: its batch, its value (samples/s), its words and colour; ``last``
    when it is at the largest batch, where its label reads to the left."""

    batch: int
    value: float
    text: str
    color: str
    last: bool = False


def _overlap(one: tuple[float, float, float, float], two: tuple[float, float, float, float]) -> bool:
    """Two (left, right, bottom, top) boxes in pixels share some area."""
    return one[0] < two[1] and two[0] < one[1] and one[2] < two[3] and two[2] < one[3]


def _add_marker(plot: BatchChart, marker: Marker, lift: int = 0) -> None:
    """A ring on the marked point, exactly where the series' line passes, and its words beside it: to the right, or
    to the left at the ``last`` batch, where the plot ends soon after it; ``lift`` lines above the point where words
    placed before them would be covered. The x axis is log10(batch): pyqtgraph places items in those coordinates."""
    at = (math.log10(marker.batch), plot.y_of(marker.value))
    plot.addItem(pg.TargetItem(pos=at, size=MARKER_RING_PX, symbol="o", pen=pg.mkPen(marker.color, width=2),
                               brush=pg.mkBrush(None), movable=False))
    label = pg.TextItem(marker.text + MARKER_GAP, color=marker.color, anchor=(1, 1 + lift)) if marker.last else \
        pg.TextItem(MARKER_GAP + marker.text, color=marker.color, anchor=(0, 1 + lift))
    label.setPos(*at)
    plot.addItem(label)
