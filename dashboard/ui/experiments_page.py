"""The Experiments page: a batch-size sweep per device and precision, drawn as it is measured.

Throughput against batch size (log scale) with each series' knee and best batch marked, peak memory against batch
size with each device's memory as a line, and a plain-language reading that states only what was measured.
"""

from __future__ import annotations

import math
import time
from dataclasses import replace
from pathlib import Path

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dashboard.experiments.plan import Variant
from dashboard.experiments.presets import PRESETS
from dashboard.training.choices import MODEL_SPECS, PRECISIONS
from dashboard.training.config import TrainConfig
from dashboard.training.control import RunControl
from dashboard.ui.layout import ask_folder, breakable, saved_list, split_page, wrapped_label
from dashboard.ui.plots import save_widget_images, theme_plots
from dashboard.ui.theme import SERIES_COLORS, Theme
from dashboard.ui.workers import IteratorRunner
from dashboard.units import fmt, fmt_bytes

DEFAULT_BATCHES = "1,2,4,8,16,32,64,128,256,512"
GIB = 1024**3


def parse_batch_sizes(text: str) -> list[int]:
    """"1,4,16" -> [1, 4, 16]; ValueError saying what is allowed otherwise."""
    try:
        sizes = sorted({int(part) for part in text.replace(" ", "").split(",") if part})
    except ValueError:
        raise ValueError(f"batch sizes must be whole numbers separated by commas, got '{text}'") from None
    if not sizes or sizes[0] < 1 or sizes[-1] > 65536:
        raise ValueError("batch sizes must be between 1 and 65536")
    return sizes


def reading(points: list, summaries: list, crossings: list) -> str:
    """One paragraph in plain words, built only from the measured numbers."""
    if not summaries:
        return ""
    sentences = []
    for summary in summaries:
        series = [p for p in points if p.series == summary.series and p.status == "ok"]
        if not series or summary.best_batch is None:
            continue
        smallest = series[0]
        best_rate = summary.best_samples_per_second
        text = (f"On {summary.series}, throughput rose from {fmt(smallest.samples_per_second, 'samples/s')} at "
                f"batch {smallest.batch_size} to {fmt(best_rate, 'samples/s')} at batch {summary.best_batch}")
        if summary.knee_batch != summary.best_batch:
            by_batch = {p.batch_size: p for p in series}
            knee_memory = by_batch[summary.knee_batch].peak_memory_bytes or 0
            best_memory = by_batch[summary.best_batch].peak_memory_bytes or 0
            grew = f" while peak memory grew from {fmt_bytes(knee_memory)} to {fmt_bytes(best_memory)}" if (
                best_memory > knee_memory * 1.05) else ""
            text += (f"; from batch {summary.knee_batch} on it was already within 5% of that: larger batches added "
                     f"little speed{grew}")
        if summary.first_oom_batch:
            text += f"; batch {summary.first_oom_batch} did not fit in memory"
        sentences.append(text + ".")
    for crossing in crossings:
        sentences.append(f"{crossing.faster_at_small} was faster at small batches and {crossing.faster_at_large} "
                         f"from batch {crossing.batch_size} on.")
    sentences += _relative_speeds(points, [s.series for s in summaries])
    sentences += _loss_reading(points)
    sentences += _trainable_reading(points)
    return " ".join(sentences)


def _trainable_reading(points: list) -> list[str]:
    """Where the series train different numbers of parameters (frozen backbones): how many each one trains."""
    counts = {p.series: p.trainable_parameters for p in points if p.status == "ok" and p.trainable_parameters}
    if len(set(counts.values())) < 2:
        return []
    return ["Trainable parameters: " + "; ".join(f"{name} {count:,}" for name, count in counts.items()) + "."]


def _loss_reading(points: list) -> list[str]:
    """Where each series' loss curve ended after the same number of steps from the same seed."""
    batch = loss_batch(points)
    if batch is None:
        return []
    curves = {p.series: p.losses for p in points if p.batch_size == batch and p.status == "ok" and p.losses}
    steps = min(len(losses) for losses in curves.values())
    ends = ", ".join(f"{losses[steps - 1]:.3f} on {name}" for name, losses in curves.items())
    return [f"From the same seed at batch {batch}, the loss after {steps} steps was {ends}: "
            "the curves show whether the change affected learning."]


def _relative_speeds(points: list, order: list[str]) -> list[str]:
    """At the largest batch every series measured: each one's throughput relative to the first series."""
    if len(order) < 2:
        return []
    rates = {name: {p.batch_size: p.samples_per_second for p in points if p.series == name and p.status == "ok"}
             for name in order}
    common = set.intersection(*(set(r) for r in rates.values()))
    if not common:
        return []
    batch = max(common)
    first = order[0]
    parts = [f"{name} {rates[name][batch] / rates[first][batch]:.2f}x" for name in order[1:]]
    return [f"At batch {batch}, relative to {first} ({fmt(rates[first][batch], 'samples/s')}): {', '.join(parts)}."]


class ExperimentsPage(QWidget):
    sig_finished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.runner: IteratorRunner | None = None
        self.points: list = []
        self.largest = None
        """The last largest-batch search's result (a MaxBatchResult), or None."""
        self._started: float | None = None
        self._total = 0
        self._device_memory: dict[str, int] = {}
        self._writer = None
        self.saved_in = None
        self._pending: tuple = ()

        self._panel, layout = split_page(self)
        self._build_form()
        self._build_saved()
        self._panel.addStretch(1)
        layout.addWidget(self._build_plots(), 1)

    # ------------------------------------------------------------------ building

    def _build_form(self) -> None:
        box = QGroupBox("Experiment")
        form = QFormLayout(box)
        self.preset_box = QComboBox()
        self.preset_box.addItem("Batch sizes × devices × precisions", "")
        for key, preset in PRESETS.items():
            self.preset_box.addItem(preset.title, key)
        self.preset_box.currentIndexChanged.connect(self._on_preset_changed)
        # Long titles are elided in the closed box (the list shows them whole) so the panel keeps its width.
        self.preset_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.preset_box.setMinimumContentsLength(20)
        form.addRow("Compare", self.preset_box)
        self.question_label = wrapped_label()
        form.addRow(self.question_label)
        self.model_box = QComboBox()
        for name in MODEL_SPECS:
            self.model_box.addItem(name, name)
        self.devices_row = QVBoxLayout()
        self.device_checks: dict[str, QCheckBox] = {}
        self.set_devices(("cpu",))
        self.precision_checks: dict[str, QCheckBox] = {}
        precisions = QHBoxLayout()
        for name in PRECISIONS:
            check = QCheckBox(name)
            check.setChecked(name == "fp32")
            self.precision_checks[name] = check
            precisions.addWidget(check)
        self.batches_edit = QLineEdit(DEFAULT_BATCHES)
        self.batches_edit.setToolTip("Comma-separated batch sizes, 1 to 65536")
        self.seconds_box = QDoubleSpinBox()
        self.seconds_box.setRange(0.2, 60.0)
        self.seconds_box.setValue(2.0)
        self.seconds_box.setSuffix(" s")
        self.seconds_box.setToolTip("Measuring time per point, after 3 warm-up steps")
        self._custom_widgets = [self.model_box, self.batches_edit]
        form.addRow("Model", self.model_box)
        form.addRow("Devices", self.devices_row)
        form.addRow("Precision", precisions)
        form.addRow("Batch sizes", self.batches_edit)
        form.addRow("Time per point", self.seconds_box)
        explanation = QLabel("Each point trains the model from scratch at one batch size and times whole steps. "
                             "A device's series ends at its first out-of-memory. Why it matters: small batches "
                             "leave SIMD lanes and cores (or a GPU's thousands of lanes) idle; once every unit is "
                             "busy, a larger batch costs memory without adding speed.")
        explanation.setWordWrap(True)
        explanation.setObjectName("muted")
        form.addRow(explanation)
        self._panel.addWidget(box)
        buttons = QHBoxLayout()
        self.start_button = QPushButton("Run sweep")
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setToolTip("Stop after the current step; measured points are kept")
        self.largest_button = QPushButton("Largest batch")
        self.largest_button.setToolTip("Find the largest batch that fits on the first chosen device and precision "
                                       "(doubling, then bisecting), timing every try: the fastest batch comes with it")
        self.largest_button.clicked.connect(self.find_largest)
        self.start_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.setEnabled(False)
        self.export_button = QPushButton("Export…")
        self.export_button.setToolTip("The points as JSON and CSV, and the charts as PNG and SVG, into a folder")
        self.export_button.clicked.connect(self._ask_export)
        self.export_button.setEnabled(False)
        for button in (self.start_button, self.largest_button, self.cancel_button, self.export_button):
            buttons.addWidget(button)
        self._panel.addLayout(buttons)
        self.progress = QProgressBar()
        self._panel.addWidget(self.progress)
        self.status_label = wrapped_label("Choose what to compare, then Run sweep.")
        self._panel.addWidget(self.status_label)
        self.message_label = wrapped_label("", "banner")
        self._panel.addWidget(self.message_label)
        self.reading_label = wrapped_label()
        self._panel.addWidget(self.reading_label)

    def _build_saved(self) -> None:
        box = QGroupBox("Saved experiments")
        column = QVBoxLayout(box)
        self.saved_list = saved_list("Double-click to reopen an experiment; select several (Ctrl/Shift) and press "
                                     "Open to draw them on the same axes")
        self.saved_list.itemActivated.connect(lambda _item: self.open_selected())
        self.open_saved_button = QPushButton("Open")
        self.open_saved_button.setToolTip("Draw the selected experiments; several are overlaid, each series named by "
                                          "its experiment")
        self.open_saved_button.clicked.connect(self.open_selected)
        column.addWidget(self.saved_list)
        column.addWidget(self.open_saved_button)
        self._panel.addWidget(box)
        self.refresh_saved()

    def refresh_saved(self) -> None:
        from dashboard.experiments.storage import experiment_title, list_experiments

        self.saved_list.clear()
        for path in list_experiments():
            item = QListWidgetItem(experiment_title(path))
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            self.saved_list.addItem(item)

    @Slot()
    def open_selected(self) -> None:
        paths = [Path(item.data(Qt.ItemDataRole.UserRole)) for item in self.saved_list.selectedItems()]
        if paths:
            self.show_experiments(paths)

    def show_experiments(self, paths: list[Path]) -> None:
        """Reopen saved experiments: their points, charts and reading, as when they were measured."""
        from dashboard.experiments.analysis import crossovers, group, summarize
        from dashboard.experiments.storage import overlay_points

        if self.cancel_button.isEnabled():
            self.message_label.setText("Wait for the running measurement to finish (or cancel it) first.")
            return
        self.points = sorted(overlay_points(paths), key=lambda p: (p.series, p.batch_size))
        self.largest = None
        self.saved_in = paths[0] if len(paths) == 1 else None
        summaries = [summarize(name, items) for name, items in group(self.points).items()]
        self._redraw(summaries)
        self.reading_label.setText(reading(self.points, summaries, crossovers(self.points)))
        self.export_button.setEnabled(bool(self.points))
        self.status_label.setText(f"Opened {len(paths)} saved experiment{'s' if len(paths) > 1 else ''}: "
                                  f"{len(self.points)} points")

    def _build_plots(self) -> QWidget:
        self.throughput_plot = self._batch_plot("Throughput vs batch size", "samples/s")
        self.memory_plot = self._batch_plot("Peak memory vs batch size", "memory (GiB)")
        self.epoch_plot = self._batch_plot("Time per epoch (6,000 samples) vs batch size", "seconds")
        container = QWidget()
        grid = QGridLayout(container)
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
        return container

    @staticmethod
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

    # ------------------------------------------------------------------ form

    def set_devices(self, devices: tuple[str, ...]) -> None:
        for check in self.device_checks.values():
            self.devices_row.removeWidget(check)
            check.deleteLater()
        self.device_checks = {}
        for name in devices:
            check = QCheckBox(name)
            check.setChecked(True)
            self.device_checks[name] = check
            self.devices_row.addWidget(check)

    def _on_preset_changed(self) -> None:
        key = self.preset_box.currentData()
        custom = not key
        for widget in self._custom_widgets + list(self.device_checks.values()) + list(self.precision_checks.values()):
            widget.setEnabled(custom)
        self.largest_button.setEnabled(custom and not self.cancel_button.isEnabled())
        if custom:
            self.question_label.setText("How do throughput and memory change with batch size on each device?")
            return
        plan = PRESETS[key].plan(tuple(self.device_checks))
        sizes = ", ".join(str(b) for b in plan.batch_sizes)
        self.question_label.setText(f"{PRESETS[key].question} ({len(plan.variants)} series at batch sizes {sizes})"
                                    + (f"<br><i>{plan.note}</i>" if plan.note else ""))

    def set_device_memory(self, memory: dict[str, int]) -> None:
        """Each device's memory in bytes, drawn as a ceiling on the memory plot."""
        self._device_memory = dict(memory)

    def selected(self) -> tuple[list[str], list[str], list[int]]:
        devices = [name for name, check in self.device_checks.items() if check.isChecked()]
        precisions = [name for name, check in self.precision_checks.items() if check.isChecked()]
        return devices, precisions, parse_batch_sizes(self.batches_edit.text())

    # ------------------------------------------------------------------ running

    @Slot()
    def start(self) -> None:
        if self.cancel_button.isEnabled():  # a sweep is running
            return
        if self.runner is not None:
            self.runner.stop()  # the previous sweep has reported; its thread is only winding down
        seconds = self.seconds_box.value()
        control = RunControl()
        key = self.preset_box.currentData()
        if key:
            plan = PRESETS[key].plan(tuple(self.device_checks))
            variants, batches, loss_steps = plan.variants, plan.batch_sizes, plan.loss_steps
        else:
            loss_steps = 0
            try:
                devices, precisions, batches = self.selected()
            except ValueError as err:
                self.message_label.setText(str(err))
                return
            if not devices or not precisions:
                self.message_label.setText("Choose at least one device and one precision.")
                return
            model = self.model_box.currentData()
            config = TrainConfig(model=model, allow_download=False,
                                 dataset="python-text" if MODEL_SPECS[model].kind == "text" else "shapes")
            variants = [Variant("", replace(config, device=d, precision=p)) for d in devices for p in precisions]

        def points():
            from dashboard.experiments.sweep import compare

            return compare(variants, batches, seconds, control=control, loss_steps=loss_steps)

        self._run(points, control, (self.preset_box.currentText(), variants, batches, seconds),
                  len(variants) * len(batches))

    @Slot()
    def find_largest(self) -> None:
        """The largest batch that fits on the first chosen device and precision, with every try measured."""
        if self.cancel_button.isEnabled():
            return
        devices, precisions = ([n for n, c in checks.items() if c.isChecked()]
                               for checks in (self.device_checks, self.precision_checks))
        if not devices or not precisions:
            self.message_label.setText("Choose a device and a precision to search on.")
            return
        if self.runner is not None:
            self.runner.stop()
        from dashboard.experiments.maxbatch import default_limit

        model = self.model_box.currentData()
        config = TrainConfig(model=model, allow_download=False, device=devices[0], precision=precisions[0],
                             dataset="python-text" if MODEL_SPECS[model].kind == "text" else "shapes")
        limit = default_limit(config.device)
        seconds = self.seconds_box.value()  # each try is a timed point, so the fastest batch is measured too
        control = RunControl()

        def tries():
            from dashboard.experiments.sweep import search_largest_batch

            return search_largest_batch(config, limit, control=control, seconds=seconds)

        # Doubling to the limit, then bisecting: at most this many tries (the bar may finish early).
        self._run(tries, control, ("largest batch", [Variant("", config)], [limit], seconds),
                  2 * math.ceil(math.log2(limit)) + 1)
        self.status_label.setText(f"Searching the largest batch of {model} on {config.device} in "
                                  f"{config.precision} (up to {limit:,})…")

    def _run(self, make_points, control: RunControl, pending: tuple, total: int) -> None:  # noqa: ANN001
        # Saved from the first measured point on: a comparison that cannot start leaves nothing behind.
        self._pending = pending
        self._writer = self.saved_in = None
        self.points = []
        self.largest = None
        self._clear_plots()
        self.message_label.clear()
        self.reading_label.clear()
        self._total = total
        self.progress.setRange(0, self._total)
        self.progress.setValue(0)
        self._started = time.monotonic()
        self.status_label.setText(f"Measuring {self._total} points…")
        self.runner = IteratorRunner("sweep", make_points, control, parent=self)
        self.runner.sig_item.connect(self._on_runner_item)
        self.runner.sig_failed.connect(self._on_runner_failed)
        self.runner.sig_finished.connect(self._on_runner_finished)
        for button in (self.start_button, self.largest_button):
            button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.runner.start()

    @Slot()
    def cancel(self) -> None:
        if self.runner is not None and self.runner.is_running():
            self.runner.control.stop()
            self.status_label.setText("Cancelling after the current step…")

    def shutdown(self) -> None:
        if self.runner is not None:
            self.runner.stop()
        if self._writer is not None:
            self._writer.close()

    def _ask_export(self) -> None:
        folder = ask_folder(self, "Export the experiment to a folder")
        if folder is not None:
            self.export(folder)

    def export(self, folder: Path) -> list[Path]:
        """Points (JSON with the derived batches, and CSV) and every chart as PNG and SVG."""
        from dashboard.experiments.storage import export_json, export_points_csv

        folder.mkdir(parents=True, exist_ok=True)
        written = [export_json(self.points, folder / "experiment.json", title=self.preset_box.currentText()),
                   export_points_csv(self.points, folder / "points.csv")]
        for plot, name in zip(self.plots, ("throughput", "memory", "epoch-time"), strict=True):
            written += save_widget_images(plot, folder, name)
        if not self.loss_plot.isHidden():
            written += save_widget_images(self.loss_plot, folder, "loss")
        self.status_label.setText(f"Exported {len(written)} files to {breakable(folder)}")
        return written

    @Slot(object)
    def _on_runner_item(self, point: object) -> None:
        from dashboard.experiments.maxbatch import MaxBatchResult
        from dashboard.experiments.storage import append_point, open_experiment

        if isinstance(point, MaxBatchResult):
            self.largest = point
            return
        if self._writer is None:
            self._writer = open_experiment(*self._pending)
            self.saved_in = self._writer.path
        append_point(self._writer, point)  # on disk as measured: a crash keeps every finished point
        self.points.append(point)
        self.progress.setValue(len(self.points))
        elapsed = time.monotonic() - (self._started or time.monotonic())
        left = (self._total - len(self.points)) * elapsed / len(self.points)
        detail = (f"{fmt(point.samples_per_second, 'samples/s')}, peak {fmt_bytes(point.peak_memory_bytes)}"
                  if point.status == "ok" else point.message)
        self.status_label.setText(f"{len(self.points)} of {self._total}: {point.series} batch {point.batch_size}: "
                                  f"{detail} · at most {fmt(left, 's')} left (a series ends early at out-of-memory)")
        self._redraw()

    @Slot(str)
    def _on_runner_failed(self, message: str) -> None:
        self.message_label.setText(message)

    @Slot()
    def _on_runner_finished(self) -> None:
        from dashboard.experiments.analysis import crossovers, group, summarize

        self.start_button.setEnabled(True)
        self.largest_button.setEnabled(not self.preset_box.currentData())
        self.cancel_button.setEnabled(False)
        self.export_button.setEnabled(bool(self.points))
        if self._writer is not None:
            self._writer.close()
        self.progress.setValue(self.progress.maximum() if self.points else 0)
        cancelled = self.runner is not None and self.runner.control.stopped
        summaries = [summarize(name, items) for name, items in group(self.points).items()]
        crossings = crossovers(self.points)
        self._redraw(summaries)
        saved = f", saved in {breakable(self.saved_in)}" if self.saved_in else ""
        self.status_label.setText(f"{'Cancelled' if cancelled else 'Done'}: {len(self.points)} points measured{saved}")
        self.reading_label.setText(reading(self.points, summaries, crossings) + largest_reading(self.largest))
        self.refresh_saved()
        if self.largest is not None and self.largest.largest_fitting:
            fitting = [p for p in self.points if p.batch_size == self.largest.largest_fitting and p.status == "ok"]
            if fitting:
                self.throughput_plot.addItem(_marker(fitting[0].batch_size, fitting[0].samples_per_second,
                                                     f"largest {fitting[0].batch_size}", "#CC79A7"))
        self.sig_finished.emit()

    # ------------------------------------------------------------------ drawing

    def _clear_plots(self) -> None:
        for plot in self.plots + [self.loss_plot]:
            plot.getPlotItem().clear()
            legend = plot.getPlotItem().legend
            if legend is not None:
                legend.clear()

    def _redraw(self, summaries: list | None = None) -> None:
        from dashboard.experiments.analysis import group

        self._clear_plots()
        ceilings_drawn: set[str] = set()
        for index, (name, items) in enumerate(group(self.points).items()):
            color = SERIES_COLORS[index % len(SERIES_COLORS)]
            ok = [p for p in items if p.status == "ok"]
            batches = np.array([p.batch_size for p in ok], dtype=np.float64)
            pen = pg.mkPen(color=color, width=2)
            symbol = {"symbol": "o", "symbolBrush": color, "symbolPen": None, "symbolSize": 8}
            self.throughput_plot.plot(batches, [p.samples_per_second for p in ok], pen=pen, name=name, **symbol)
            self.memory_plot.plot(batches, [p.peak_memory_bytes / GIB for p in ok], pen=pen, name=name, **symbol)
            self.epoch_plot.plot(batches, [6000 / p.samples_per_second for p in ok], pen=pen, name=name, **symbol)
            for oom in (p for p in items if p.status == "oom"):
                self.throughput_plot.addItem(_marker(oom.batch_size, 0.0, f"out of memory at {oom.batch_size}",
                                                     "#D55E00"))
            device = items[0].device
            if device in self._device_memory and device not in ceilings_drawn:
                ceilings_drawn.add(device)
                line = pg.InfiniteLine(self._device_memory[device] / GIB, angle=0,
                                       pen=pg.mkPen("#999999", width=1, style=Qt.PenStyle.DashLine),
                                       label=f"{device} memory", labelOpts={"color": "#999999", "position": 0.9})
                self.memory_plot.addItem(line)
        batches = sorted({p.batch_size for p in self.points})
        if batches:
            ticks = [[(math.log10(b), str(b)) for b in batches]]  # the measured sizes, not 10^x labels
            low, high = math.log10(batches[0]), math.log10(batches[-1])
            for plot in self.plots:
                plot.getPlotItem().getAxis("bottom").setTicks(ticks)
                plot.setXRange(low - 0.1, high + 0.4, padding=0)  # room for the markers' labels
        self._draw_losses()
        for summary in summaries or []:
            points = {p.batch_size: p for p in self.points if p.series == summary.series and p.status == "ok"}
            if summary.knee_batch in points:
                knee = points[summary.knee_batch]
                self.throughput_plot.addItem(_marker(knee.batch_size, knee.samples_per_second,
                                                     f"knee {knee.batch_size}", "#009E73"))
            if summary.best_batch in points and summary.best_batch != summary.knee_batch:
                best = points[summary.best_batch]
                self.throughput_plot.addItem(_marker(best.batch_size, best.samples_per_second,
                                                     f"best {best.batch_size}", "#E69F00"))

    def _draw_losses(self) -> None:
        """Each series' loss step by step at the largest batch every series measured, same seed throughout."""
        from dashboard.experiments.analysis import group

        batch = loss_batch(self.points)
        self.loss_plot.setVisible(batch is not None)
        if batch is None:
            return
        self.loss_plot.getPlotItem().setTitle(f"Loss vs step at batch {batch}")
        for index, (name, items) in enumerate(group(self.points).items()):
            point = next(p for p in items if p.batch_size == batch)
            color = SERIES_COLORS[index % len(SERIES_COLORS)]
            self.loss_plot.plot(np.arange(1, len(point.losses) + 1, dtype=np.float64), list(point.losses),
                                pen=pg.mkPen(color=color, width=2), name=name)

    def apply_theme(self, chosen: Theme) -> None:
        theme_plots(self.plots + [self.loss_plot], chosen)


def largest_reading(result) -> str:  # noqa: ANN001 - MaxBatchResult or None
    """The largest-batch search in words, after the throughput reading (which names the fastest batch)."""
    if result is None:
        return ""
    if result.largest_fitting is None:
        return f" Even batch {result.first_failing} did not fit."
    if result.first_failing is None:
        return (f" Every batch up to the search's limit of {result.limit:,} fitted ({len(result.tries)} tries), so "
                "the largest is at least that.")
    return (f" The largest batch that fits is {result.largest_fitting:,} (batch {result.first_failing:,} ran out of "
            f"memory; {len(result.tries)} tries: doubling, then bisecting); with a 10% margin, use "
            f"{result.safe_batch:,}. The fastest batch is often much smaller than the largest.")


def loss_batch(points: list) -> int | None:
    """The largest batch size at which every series recorded a loss curve, or None."""
    from dashboard.experiments.analysis import group

    series = group([p for p in points if p.status == "ok" and p.losses]).values()
    names = {p.series for p in points}
    if not series or len(series) < len(names):
        return None
    common = set.intersection(*({p.batch_size for p in items} for items in series))
    return max(common) if common else None


def _marker(batch: int, value: float, text: str, color: str) -> pg.TextItem:
    """A labelled point on a log-x plot (pyqtgraph places items in log10 coordinates there)."""
    label = pg.TextItem(f"● {text}", color=color, anchor=(0, 1))
    label.setPos(math.log10(batch), value)
    return label
