"""The Training lab page: choose a run, start, pause or stop it, and watch loss, speed and memory live.

The page never touches torch: the worker thread prepares and trains; the page drains the worker's event buffer on a
10 Hz timer and redraws once per tick, so redraw cost stays flat however fast the steps are.
"""

from __future__ import annotations

import math
import os
from pathlib import Path
from types import SimpleNamespace

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dashboard.hardware.records import Snapshot
from dashboard.timeseries import History
from dashboard.training.choices import DATASET_SPECS, FREEZE_MODES, MODEL_SPECS, OPTIMIZERS, PRECISIONS
from dashboard.training.config import TrainConfig
from dashboard.ui.layout import ask_folder, breakable, saved_list, split_page, wrapped_label
from dashboard.ui.plots import TimePlot, save_widget_images
from dashboard.ui.theme import SERIES_COLORS, Theme
from dashboard.ui.workers import BackgroundCalls, TrainingRunner
from dashboard.units import fmt

REDRAW_HZ = 4
STEP_CAPACITY = 200_000
GIB = 1024**3
SMOOTHING = 0.05
TIME_AXIS = "time since start (s)"
"""Weight of the newest loss in the smoothed curve (an exponential moving average, as TensorBoard draws it)."""


def _seconds_text(seconds: float | None) -> str:
    if seconds is None or not math.isfinite(seconds):
        return "n/a"
    seconds = int(round(seconds))
    if seconds < 60:
        return f"{seconds} s"
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes} min {seconds:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"


class TrainingPage(QWidget):
    """Configuration form and controls on the left, live plots on the right, past runs below the controls."""

    sig_run_started = Signal()
    sig_run_finished = Signal(object)  # RunSummary or None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.runner: TrainingRunner | None = None
        self.run_started_at: float | None = None
        self.steps = History(STEP_CAPACITY)
        self.epochs = History(10_000)
        self.hardware = History(STEP_CAPACITY)
        self.last_summary = None
        self.last_info = None
        self.shown_run: Path | None = None
        self._smoothed = 0.0
        self._smoothed_steps = 0
        self._device_total: float | None = None
        self._dirty = False
        self._active = False
        self._latest_step = None
        self._overlays: list[History] = []

        self._panel, layout = split_page(self)
        self._build_form()
        self._build_controls()
        self._build_runs()
        self._set_buttons(running=False)
        self._panel.addStretch(1)
        layout.addWidget(self._build_plots(), 1)

        self._facts = BackgroundCalls("model facts", parent=self)
        self._facts.sig_done.connect(self._on_facts_done)
        self._facts.sig_failed.connect(self._on_facts_failed)
        self._facts_timer = QTimer(self)  # waits for the form to settle: a spin box sends a change per keystroke
        self._facts_timer.setSingleShot(True)
        self._facts_timer.setInterval(300)
        self._facts_timer.timeout.connect(self._request_facts)
        for signal in (self.model_box.currentIndexChanged, self.freeze_box.currentIndexChanged,
                       self.resolution_box.valueChanged):
            signal.connect(self._facts_timer.start)

        self._timer = QTimer(self)
        self._timer.setInterval(1000 // REDRAW_HZ)
        self._timer.timeout.connect(self._on_timer_tick)
        self._on_model_changed()
        self.refresh_runs()

    # ------------------------------------------------------------------ building

    def _build_form(self) -> None:
        box = QGroupBox("Run")
        form = QFormLayout(box)
        self.model_box = QComboBox()
        for name, spec in MODEL_SPECS.items():
            self.model_box.addItem(name, name)
            self.model_box.setItemData(self.model_box.count() - 1, spec.description, Qt.ItemDataRole.ToolTipRole)
        self.model_box.currentIndexChanged.connect(self._on_model_changed)
        self.dataset_box = QComboBox()
        self.device_box = QComboBox()
        self.device_box.addItem("cpu")
        self.batch_box = QSpinBox()
        self.batch_box.setRange(1, 65536)
        self.batch_box.setValue(64)
        self.batch_box.setToolTip("Samples per step: larger batches use the hardware's parallelism, and its memory")
        self.length_box = QSpinBox()
        self.length_box.setRange(1, 10_000_000)
        self.length_box.setValue(1)
        self.length_unit = QComboBox()
        self.length_unit.addItems(["epochs", "steps"])
        self.length_unit.currentTextChanged.connect(
            lambda unit: self.length_box.setValue(1 if unit == "epochs" else 300))
        length = QHBoxLayout()
        length.addWidget(self.length_box, 1)
        length.addWidget(self.length_unit)
        self.optimizer_box = QComboBox()
        for name in OPTIMIZERS:
            self.optimizer_box.addItem({"sgd": "SGD (momentum 0.9)", "adam": "Adam", "adamw": "AdamW"}[name], name)
        self.optimizer_box.setCurrentIndex(OPTIMIZERS.index("adam"))
        self.lr_box = QDoubleSpinBox()
        self.lr_box.setDecimals(5)
        self.lr_box.setRange(0.00001, 10.0)
        self.lr_box.setSingleStep(0.0005)
        self.lr_box.setValue(0.001)
        self.precision_box = QComboBox()
        for name in PRECISIONS:
            label = {"fp32": "fp32", "fp16": "fp16 mixed (CUDA, grad scaler)", "bf16": "bf16 autocast"}[name]
            self.precision_box.addItem(label, name)
        self.threads_box = QSpinBox()
        self.threads_box.setRange(1, os.cpu_count() or 1)
        self.threads_box.setValue(os.cpu_count() or 1)
        self.threads_box.setToolTip("torch intra-op threads: how many CPU cores one step may use")
        self.freeze_box = QComboBox()
        for name in FREEZE_MODES:
            label = {"frozen": "backbone frozen (head only)", "last-block": "last block + head", "full": "full"}[name]
            self.freeze_box.addItem(label, name)
        self.freeze_box.setCurrentIndex(FREEZE_MODES.index("full"))
        self.resolution_box = QSpinBox()
        self.resolution_box.setRange(16, 512)
        self.resolution_box.setSuffix(" px")
        self.channels_last_box = QCheckBox("channels-last (NHWC)")
        self.on_device_box = QCheckBox("keep data on the device")
        self.on_device_box.setToolTip("Generate/move the whole built-in dataset to the training device once")
        self.workers_box = QSpinBox()
        self.workers_box.setRange(0, 4 * (os.cpu_count() or 1))
        self.pin_box = QCheckBox("pin memory")
        self.download_box = QCheckBox("download datasets and weights when needed")
        self.download_box.setChecked(True)
        self.download_box.setToolTip("Off: use only what is cached; built-in datasets always work offline")
        self.seed_box = QSpinBox()
        self.seed_box.setRange(0, 2**31 - 1)
        for label, widget in (("Model", self.model_box), ("Dataset", self.dataset_box), ("Device", self.device_box),
                              ("Batch size", self.batch_box), ("Length", length),
                              ("Optimizer", self.optimizer_box), ("Learning rate", self.lr_box),
                              ("Precision", self.precision_box), ("CPU threads", self.threads_box),
                              ("Fine-tuning", self.freeze_box), ("Resolution", self.resolution_box),
                              ("Loader workers", self.workers_box), ("Seed", self.seed_box)):
            form.addRow(label, widget)
        for widget in (self.channels_last_box, self.on_device_box, self.pin_box, self.download_box):
            form.addRow(widget)
        self.model_description = wrapped_label("", "muted")
        form.addRow(self.model_description)
        self.facts_label = wrapped_label()
        form.addRow(self.facts_label)
        self._panel.addWidget(box)

    def _build_controls(self) -> None:
        row = QHBoxLayout()
        self.start_button = QPushButton("Start")
        self.pause_button = QPushButton("Pause")
        self.stop_button = QPushButton("Stop")
        self.start_button.setToolTip("Start training (F5)")
        self.pause_button.setToolTip("Pause or resume (F6)")
        self.stop_button.setToolTip("Stop; the run so far is kept (Shift+F5)")
        self.start_button.clicked.connect(self.start)
        self.pause_button.clicked.connect(self.toggle_pause)
        self.stop_button.clicked.connect(self.stop)
        for button in (self.start_button, self.pause_button, self.stop_button):
            row.addWidget(button)
        self._panel.addLayout(row)
        for keys, slot in (("F5", self.start), ("F6", self.toggle_pause), ("Shift+F5", self.stop)):
            shortcut = QShortcut(QKeySequence(keys), self)
            # Anywhere in the window while this page is shown (focus may sit in the navigation list).
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda slot=slot: slot() if self.isVisible() else None)
        self.progress = QProgressBar()
        self.progress.setFormat("%p%")
        self._panel.addWidget(self.progress)
        self.progress_label = wrapped_label("Ready. Press Start to train.")
        self._panel.addWidget(self.progress_label)
        self.info_label = wrapped_label("", "muted")
        self._panel.addWidget(self.info_label)
        self.message_label = wrapped_label("", "banner")
        self._panel.addWidget(self.message_label)

    def _build_runs(self) -> None:
        box = QGroupBox("Saved runs")
        column = QVBoxLayout(box)
        self.runs_list = saved_list("Double-click to open a run; select several (Ctrl/Shift) and press Overlay to "
                                    "compare them", min_height=140)
        self.runs_list.itemActivated.connect(self._on_runs_item_activated)
        column.addWidget(self.runs_list)
        buttons = QHBoxLayout()
        self.open_button = QPushButton("Open")
        self.open_button.clicked.connect(self._open_selected)
        self.csv_button = QPushButton("CSV…")
        self.csv_button.setToolTip("Export the selected run's metrics as CSV")
        self.csv_button.clicked.connect(self._ask_export_csv)
        self.plots_button = QPushButton("Plots…")
        self.plots_button.setToolTip("Export the plots as PNG and SVG")
        self.plots_button.clicked.connect(self._ask_export_plots)
        self.overlay_button = QPushButton("Overlay")
        self.overlay_button.setToolTip("Draw the selected runs' loss and throughput on the same axes")
        self.overlay_button.clicked.connect(self._overlay_selected)
        self.overlay_axis_box = QComboBox()
        self.overlay_axis_box.addItem("by time", "time")
        self.overlay_axis_box.addItem("by step", "step")
        self.overlay_axis_box.setToolTip("Overlay against each run's time since start, or against its step number "
                                         "(which compares runs of different speed sample for sample)")
        for button in (self.open_button, self.overlay_button, self.overlay_axis_box, self.csv_button,
                       self.plots_button):
            buttons.addWidget(button)
        column.addLayout(buttons)
        self._panel.addWidget(box)

    def _build_plots(self) -> QWidget:
        x_label = TIME_AXIS
        self.loss_plot = TimePlot("Loss", "cross-entropy", follow=False, x_label=x_label)
        self.accuracy_plot = TimePlot("Accuracy", "accuracy", "%", y_range=(0, 100), follow=False, x_label=x_label)
        self.throughput_plot = TimePlot("Throughput", "samples/s", follow=False, x_label=x_label)
        self.step_plot = TimePlot("Step time (after warm-up)", "time", "ms", follow=False, x_label=x_label)
        self.memory_plot = TimePlot("Memory", "memory", "GiB", follow=False, x_label=x_label)
        self.hardware_plot = TimePlot("Hardware", "busy", "%", y_range=(0, 100), follow=False, x_label=x_label)
        self.plots = [self.loss_plot, self.accuracy_plot, self.throughput_plot, self.step_plot, self.memory_plot,
                      self.hardware_plot]
        for plot, name in zip(self.plots, ("loss", "accuracy", "throughput", "step-time", "memory", "hardware"),
                              strict=True):
            plot.setObjectName(name)  # export file names
        self.loss_plot.curve("loss", "train (raw)", width=1)
        self.loss_plot.curve("loss_smooth", "train (smoothed)", width=2)
        self.loss_plot.curve("val_loss", "validation", source=self.epochs, symbol="o")
        self.accuracy_plot.curve("accuracy", "train (running)")
        self.accuracy_plot.curve("val_accuracy", "validation", source=self.epochs, symbol="o")
        self.throughput_plot.curve("samples_per_second", "samples/s")
        self.throughput_plot.curve("steady", "steady (after warm-up)", Qt.PenStyle.DashLine)
        self.step_plot.curve("step_ms", "whole step")
        self.step_plot.curve("data_ms", "waiting for data", Qt.PenStyle.DashLine)
        self.memory_plot.curve("rss", "process RSS")
        self.memory_plot.curve("allocated", "device: tensors")
        self.memory_plot.curve("reserved", "device: reserved", Qt.PenStyle.DashLine)
        self.hardware_plot.curve("cpu", "CPU", source=self.hardware)
        container = QWidget()
        grid = QGridLayout(container)
        for i, plot in enumerate(self.plots):
            grid.addWidget(plot, i // 2, i % 2)
        self.plots_container = container
        return container

    # ------------------------------------------------------------------ form

    def set_devices(self, devices: tuple[str, ...]) -> None:
        """The devices torch can use here, known once the hardware inventory (which imports torch) is read.

        The first model measurement waits for this too, so two threads do not import torch at the same time.
        """
        if not self.facts_label.text():
            self._facts_timer.start()
        current = self.device_box.currentText()
        self.device_box.clear()
        self.device_box.addItems(list(devices))
        if current in devices:
            self.device_box.setCurrentText(current)

    def _on_model_changed(self) -> None:
        spec = MODEL_SPECS[self.model_box.currentData()]
        self.model_description.setText(spec.description)
        wanted = "text" if spec.kind == "text" else "image"
        previous = self.dataset_box.currentData()
        self.dataset_box.clear()
        for name, dataset in DATASET_SPECS.items():
            if dataset.kind == wanted:
                self.dataset_box.addItem(dataset.label, name)
        index = self.dataset_box.findData(previous)
        self.dataset_box.setCurrentIndex(max(index, 0))
        self.freeze_box.setEnabled(spec.transfer)
        if not spec.transfer:
            self.freeze_box.setCurrentIndex(FREEZE_MODES.index("full"))
        self.resolution_box.setEnabled(spec.kind == "image")
        if spec.default_resolution:
            self.resolution_box.setValue(spec.default_resolution)

    @Slot()
    def _request_facts(self) -> None:
        from functools import partial

        from dashboard.training.facts import model_facts

        spec = MODEL_SPECS[self.model_box.currentData()]
        self.facts_label.setText(f"Measuring {spec.name}…")
        self._facts.submit(partial(model_facts, spec.name,
                                   resolution=self.resolution_box.value() if spec.kind == "image" else None,
                                   freeze=self.freeze_box.currentData()))

    @Slot(int, object)
    def _on_facts_done(self, ticket: int, facts: object) -> None:
        if ticket != self._facts.latest_ticket:
            return  # the form has changed since this question
        shape = " x ".join(str(n) for n in facts.input_shape)
        self.facts_label.setText(
            f"<b>{fmt(facts.parameters)}</b> parameters, {fmt(facts.trainable_parameters)} trainable · "
            f"<b>{fmt(facts.flops_per_sample / 1e6, 'MFLOPs', 1)}</b> per sample forward (a training step is "
            f"about 3x) · input {shape}")

    @Slot(int, str)
    def _on_facts_failed(self, ticket: int, message: str) -> None:
        if ticket == self._facts.latest_ticket:
            self.facts_label.setText(f"Cannot build this model: {message}")

    def config(self) -> TrainConfig:
        """The form as a TrainConfig; the spin boxes already keep numbers within what is allowed."""
        by_steps = self.length_unit.currentText() == "steps"
        spec = MODEL_SPECS[self.model_box.currentData()]
        return TrainConfig(
            model=spec.name, dataset=self.dataset_box.currentData(), device=self.device_box.currentText(),
            batch_size=self.batch_box.value(), epochs=None if by_steps else self.length_box.value(),
            steps=self.length_box.value() if by_steps else None, optimizer=self.optimizer_box.currentData(),
            learning_rate=self.lr_box.value(), precision=self.precision_box.currentData(),
            threads=self.threads_box.value(), channels_last=self.channels_last_box.isChecked(),
            seed=self.seed_box.value(), freeze=self.freeze_box.currentData(),
            resolution=self.resolution_box.value() if spec.kind == "image" else None,
            workers=self.workers_box.value(), pin_memory=self.pin_box.isChecked(),
            data_on_device=self.on_device_box.isChecked(), allow_download=self.download_box.isChecked(),
        )

    def apply_config(self, config: TrainConfig) -> None:
        """Show a saved run's configuration in the form (so it can be run again)."""
        self.model_box.setCurrentIndex(max(self.model_box.findData(config.model), 0))
        self.dataset_box.setCurrentIndex(max(self.dataset_box.findData(config.dataset), 0))
        self.batch_box.setValue(config.batch_size)
        self.length_unit.setCurrentText("steps" if config.steps else "epochs")
        self.length_box.setValue(config.steps or config.epochs or 1)
        self.lr_box.setValue(config.learning_rate)
        self.optimizer_box.setCurrentIndex(max(self.optimizer_box.findData(config.optimizer), 0))
        self.precision_box.setCurrentIndex(max(self.precision_box.findData(config.precision), 0))
        self.freeze_box.setCurrentIndex(max(self.freeze_box.findData(config.freeze), 0))

    # ------------------------------------------------------------------ run control

    @Slot()
    def start(self) -> None:
        if self._active:
            return
        if self.runner is not None:
            self.runner.stop()  # the previous run has reported; its thread is only winding down
        self._active = True
        config = self.config()
        self._reset_plots()
        self.message_label.clear()
        self.info_label.setText("Preparing: loading the data and building the model…")
        self.progress_label.setText("Preparing…")
        self.progress.setRange(0, 0)  # busy until the first step
        self.last_summary = None
        self.last_info = None
        self.shown_run = None
        self.runner = TrainingRunner(config, parent=self)
        self.runner.sig_failed.connect(self._on_runner_failed)
        self.runner.sig_finished.connect(self._on_runner_finished)
        self.run_started_at = None
        self._set_buttons(running=True)
        self.runner.start()
        self._timer.start()
        self.sig_run_started.emit()

    @Slot()
    def toggle_pause(self) -> None:
        if not self._active or self.runner is None:
            return
        control = self.runner.control
        if control.paused:
            control.resume()
            self.pause_button.setText("Pause")
        else:
            control.pause()
            self.pause_button.setText("Resume")
            self.progress_label.setText(self.progress_label.text() + " · paused")

    @Slot()
    def stop(self) -> None:
        if self._active and self.runner is not None:
            self.runner.control.stop()
            self.progress_label.setText("Stopping…")

    def shutdown(self, timeout_ms: int = 15_000) -> bool:
        """Stop any run and wait for its thread (window closing); the run's data is already on disk."""
        self._timer.stop()
        self._facts_timer.stop()
        self._facts.stop()
        if self.runner is None:
            return True
        stopped = self.runner.stop(timeout_ms)
        self._drain()
        return stopped

    def is_running(self) -> bool:
        """A run is active from Start until its summary has been shown (its thread may take a moment more)."""
        return self._active

    def _set_buttons(self, running: bool) -> None:
        self.start_button.setEnabled(not running)
        self.pause_button.setEnabled(running)
        self.stop_button.setEnabled(running)
        self.pause_button.setText("Pause")
        for widget in (self.open_button, self.overlay_button, self.model_box, self.dataset_box, self.device_box):
            widget.setEnabled(not running)

    @Slot(str)
    def _on_runner_failed(self, message: str) -> None:
        self.message_label.setText(message)

    @Slot(object)
    def _on_runner_finished(self, summary: object) -> None:
        self._active = False
        self._timer.stop()
        self._drain()
        self._set_buttons(running=False)
        if self.progress.maximum() == 0:  # still the busy indicator: nothing trained
            self.progress.setRange(0, 1)
            self.progress.setValue(0)
        if summary is None:
            self.progress_label.setText("Nothing was trained.")
            self.info_label.clear()
        else:
            self.last_summary = summary
            self.progress_label.setText(_summary_text(summary))
            if summary.status in ("nan", "oom", "error"):
                self.message_label.setText(summary.message)
        self.refresh_runs()
        self.sig_run_finished.emit(summary)

    # ------------------------------------------------------------------ live data

    def on_snapshot(self, snapshot: Snapshot) -> None:
        """Hardware samples from the monitor, kept while a run is active, on the run's time axis."""
        if self.run_started_at is None or not self.is_running():
            return
        values: dict[str, float | None] = {"cpu": snapshot.cpu.percent}
        for gpu in snapshot.gpus:
            key = f"gpu{gpu.vendor}{gpu.index}"
            self.hardware_plot.curve(key, f"GPU {gpu.index}", source=self.hardware)
            values[key] = gpu.utilization_percent
        self.hardware.append(snapshot.timestamp - self.run_started_at, values)
        self._dirty = True

    @Slot()
    def _on_timer_tick(self) -> None:
        self._drain()

    def _drain(self) -> None:
        if self.runner is not None:
            for event in self.runner.worker.take_events():
                self._apply_event(event)
        if self._latest_step is not None:
            self._show_progress(self._latest_step)
            self._latest_step = None
        if self._dirty and self.isVisible():  # a hidden page costs nothing to draw: it catches up when shown
            self._redraw()

    def _redraw(self) -> None:
        x_max = max((h.time.last() or 0.0) for h in (self.steps, self.epochs, self.hardware))
        for plot in self.plots:
            plot.refresh(self.steps, x_max)
        self._dirty = False

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self._dirty:
            self._redraw()

    def _apply_event(self, event: object) -> None:
        kind = getattr(event, "kind", None)
        if kind == "info":
            self._apply_info(event)
        elif kind == "step":
            self._apply_step(event)
        elif kind == "epoch":
            self._apply_epoch(event)
        self._dirty = True

    def _apply_info(self, info) -> None:  # noqa: ANN001 - RunInfo
        self.last_info = info
        self.run_started_at = info.timestamp
        self.progress.setRange(0, info.steps_total)
        self.progress.setValue(0)
        self._device_total = info.device_memory_total_bytes
        device_is_cpu = info.device == "cpu"
        total_label = "RAM total" if device_is_cpu else f"{info.device} total"
        if info.device_memory_total_bytes:
            self.memory_plot.set_limit("allocated" if not device_is_cpu else "rss",
                                       info.device_memory_total_bytes / GIB, total_label)
        text = (f"<b>{info.model}</b>: {fmt(info.parameters)} parameters, {fmt(info.trainable_parameters)} "
                f"trainable · {fmt(info.flops_per_sample / 1e6, 'MFLOPs', 1)} per sample (forward; a training step "
                f"is about 3x) · {fmt(info.train_samples)} training and {fmt(info.val_samples)} validation samples "
                f"of {info.dataset} · batch {info.batch_size} · {info.steps_total} steps on {info.device_name} "
                f"({info.precision})")
        self.info_label.setText(text)
        if info.note:
            self.message_label.setText(info.note)

    def _apply_step(self, step) -> None:  # noqa: ANN001 - StepMetrics
        t = step.timestamp - (self.run_started_at or step.timestamp)
        self._smoothed = SMOOTHING * step.loss + (1 - SMOOTHING) * self._smoothed
        self._smoothed_steps += 1
        smoothed = self._smoothed / (1 - (1 - SMOOTHING) ** self._smoothed_steps)  # debiased, as TensorBoard does
        self.steps.append(t, {
            "loss": step.loss, "loss_smooth": smoothed, "accuracy": step.accuracy * 100,
            # Warm-up steps (first allocations, kernel selection) can take 50x longer: left out of the speed plots.
            "samples_per_second": None if step.warmup else step.samples_per_second,
            "steady": step.steady_samples_per_second,
            "step_ms": None if step.warmup else step.step_seconds * 1000,
            "data_ms": None if step.warmup else step.data_seconds * 1000,
            "rss": step.process_rss_bytes / GIB,
            "allocated": None if step.memory_allocated_bytes is None else step.memory_allocated_bytes / GIB,
            "reserved": None if step.memory_reserved_bytes is None else step.memory_reserved_bytes / GIB,
        })
        self._latest_step = step

    def _show_progress(self, step) -> None:  # noqa: ANN001 - StepMetrics
        """Progress bar and line, once per redraw tick (each update repaints widgets)."""
        self.progress.setValue(step.step)
        paused = " · paused" if self.runner is not None and self.runner.control.paused else ""
        speed = step.steady_samples_per_second or step.samples_per_second
        self.progress_label.setText(
            f"Step {fmt(step.step)} of {fmt(step.steps_total)} (epoch {step.epoch}) · loss {step.loss:.4f} · "
            f"{fmt(speed, 'samples/s')} · {step.step_seconds * 1000:.1f} ms/step · "
            f"ETA {_seconds_text(step.eta_seconds)}{paused}")

    def _apply_epoch(self, epoch) -> None:  # noqa: ANN001 - EpochMetrics
        t = epoch.timestamp - (self.run_started_at or epoch.timestamp)
        self.epochs.append(t, {"val_loss": epoch.val_loss, "val_accuracy": epoch.val_accuracy * 100})

    def _reset_plots(self) -> None:
        for plot in (self.loss_plot, self.throughput_plot):
            plot.remove_curves("overlay")
            plot.set_x_label(TIME_AXIS)
        for history in (self.steps, self.epochs, self.hardware):
            history.clear()
        for plot in self.plots:
            plot.clear_data()
        self._smoothed, self._smoothed_steps = 0.0, 0

    # ------------------------------------------------------------------ saved runs

    def refresh_runs(self) -> None:
        from dashboard.training.runs import list_runs, read_run_document

        self.runs_list.clear()
        for path in list_runs():
            document = read_run_document(path)
            status = document.get("status", "interrupted")
            item = QListWidgetItem(f"{path.name}  [{status}]")
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setToolTip(document.get("message", ""))
            self.runs_list.addItem(item)

    def _on_runs_item_activated(self, item: QListWidgetItem) -> None:
        self.show_run(Path(item.data(Qt.ItemDataRole.UserRole)))

    def _open_selected(self) -> None:
        item = self.runs_list.currentItem()
        if item is not None:
            self.show_run(Path(item.data(Qt.ItemDataRole.UserRole)))

    def show_run(self, path: Path) -> None:
        """Draw a saved run's curves (hardware samples are live-only and are not stored)."""
        from dashboard.training.runs import read_run

        if self.is_running():
            return
        record = read_run(path)
        self._reset_plots()
        self.shown_run = path
        started = record.document.get("model", {}).get("timestamp") or record.document.get("created", 0.0)
        self.run_started_at = started
        for event in record.events:
            kind = event.get("event")
            if kind in ("step", "epoch"):
                self._apply_event(SimpleNamespace(kind=kind, **{k: v for k, v in event.items() if k != "event"}))
        self.run_started_at = None
        self._redraw()
        self.apply_config(record.config)
        summary = record.summary
        self.progress_label.setText(f"Saved run {path.name}: "
                                    + (summary["message"] if summary else "no summary (the app was closed or killed)"))
        if record.truncated_lines:
            self.message_label.setText(f"{record.truncated_lines} unreadable line(s) skipped (the app was killed "
                                       "while writing).")


    def _overlay_selected(self) -> None:
        paths = [Path(item.data(Qt.ItemDataRole.UserRole)) for item in self.runs_list.selectedItems()]
        if len(paths) < 2:
            self.message_label.setText("Select two or more saved runs (Ctrl+click) to overlay them.")
            return
        self.overlay_runs(paths, self.overlay_axis_box.currentData())

    def overlay_runs(self, paths: list[Path], x_axis: str = "time") -> list[str]:
        """Each run's smoothed loss and throughput against its own time or step number, labelled by what differs.

        By time, a faster run's curve is shorter; by step, the runs line up sample for sample.
        """
        from dashboard.training.runs import differences, read_run

        if self.is_running():
            return []
        records = [read_run(path) for path in paths]
        labels = differences([record.config for record in records])
        self._reset_plots()
        self._overlays.clear()
        for plot in (self.loss_plot, self.throughput_plot):
            plot.set_x_label("step" if x_axis == "step" else TIME_AXIS)
        x_max = 0.0
        for index, (record, label) in enumerate(zip(records, labels, strict=True)):
            steps = record.of_kind("step")
            history = History(max(len(steps), 1))
            started = record.document.get("model", {}).get("timestamp") or (steps[0]["timestamp"] if steps else 0)
            smoothed = 0.0
            for count, step in enumerate(steps, start=1):
                smoothed = SMOOTHING * step["loss"] + (1 - SMOOTHING) * smoothed
                x = step.get("step", count) if x_axis == "step" else step["timestamp"] - started
                history.append(x, {
                    f"overlay{index}:loss": smoothed / (1 - (1 - SMOOTHING) ** count),
                    f"overlay{index}:speed": None if step.get("warmup") else step.get("samples_per_second")})
            self._overlays.append(history)
            color = SERIES_COLORS[(index + 3) % len(SERIES_COLORS)]  # the same run has one colour on both plots
            self.loss_plot.curve(f"overlay{index}:loss", label, width=2, source=history, color=color)
            self.throughput_plot.curve(f"overlay{index}:speed", label, source=history, color=color)
            x_max = max(x_max, history.time.last() or 0.0)
        for plot in (self.loss_plot, self.throughput_plot):
            plot.refresh(self.steps, x_max)
        self.progress_label.setText(f"Overlay of {len(records)} runs by {x_axis} (loss smoothed); they differ in: "
                                    + "; ".join(labels))
        return labels

    def _selected_or_shown_run(self) -> Path | None:
        item = self.runs_list.currentItem()
        if item is not None:
            return Path(item.data(Qt.ItemDataRole.UserRole))
        return self.shown_run

    def _ask_export_csv(self) -> None:
        run = self._selected_or_shown_run()
        if run is None:
            self.message_label.setText("Choose a saved run to export.")
            return
        target, _ = QFileDialog.getSaveFileName(self, "Export run as CSV", f"{run.name}.csv", "CSV (*.csv)")
        if target:
            self.export_csv(run, Path(target))

    def export_csv(self, run: Path, target: Path) -> Path:
        from dashboard.training.runs import export_csv, read_run

        export_csv(read_run(run), target)
        self.progress_label.setText(f"Exported {target}")
        return target

    def _ask_export_plots(self) -> None:
        folder = ask_folder(self, "Export plots to folder")
        if folder is not None:
            self.export_plots(folder)

    def export_plots(self, folder: Path) -> list[Path]:
        """Each plot as PNG and SVG, plus the whole grid as one PNG."""
        folder.mkdir(parents=True, exist_ok=True)
        written = []
        for plot in self.plots:
            written += save_widget_images(plot, folder, plot.objectName())
        grid = folder / "all-plots.png"
        self.plots_container.grab().save(str(grid))
        written.append(grid)
        self.progress_label.setText(f"Exported {len(written)} files to {breakable(folder)}")
        return written

    def apply_theme(self, chosen: Theme) -> None:
        for plot in self.plots:
            plot.apply_theme(chosen)


def _summary_text(summary) -> str:  # noqa: ANN001 - RunSummary
    speed = fmt(summary.samples_per_second, "samples/s", 1)
    accuracy = "n/a" if summary.val_accuracy is None else f"{summary.val_accuracy:.1%}"
    words = {"completed": "Finished", "stopped": "Stopped", "nan": "Stopped: the loss is not a number",
             "oom": "Out of memory", "error": "Failed"}.get(summary.status, summary.status)
    return (f"{words} after {fmt(summary.steps)} steps in {_seconds_text(summary.elapsed_seconds)} · steady "
            f"{speed} · validation accuracy {accuracy}")

