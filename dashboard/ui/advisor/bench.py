"""The Advisor's "Measured vs peak" section: micro-benchmarks of one device beside its peaks, with a roofline that
places the user's own model, timed on that device.

It owns two widgets the page lays out apart: ``box`` for the side panel and ``tab`` for the tab bar.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dashboard.advisor.session import AdviceRequest, BenchmarkRun
from dashboard.hardware.records import Inventory
from dashboard.training.control import RunControl
from dashboard.ui.advisor.charts import RooflinePlot, RooflinePoint
from dashboard.ui.layout import wrapped_label
from dashboard.ui.workers import Task
from dashboard.units import fmt, fmt_bytes

if TYPE_CHECKING:
    from dashboard.advisor.microbench import BenchResult
    from dashboard.advisor.peaks import Peaks
    from dashboard.advisor.placement import ModelPoint


class BenchSection(QObject):
    sig_started = Signal()
    sig_finished = Signal()
    sig_calibrated = Signal(object)
    """An Efficiency measured on a local catalogue GPU: every estimate can scale from it."""

    def __init__(self, model_request: Callable[[], AdviceRequest], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model_request = model_request
        self.inventory: Inventory | None = None
        self.runner: Task | None = None
        self._control = RunControl()
        self.results: list[BenchResult] = []
        self.peaks: Peaks | None = None
        self.model_point: ModelPoint | None = None
        self._total = 0
        self._started = 0.0
        self._device = "cpu"
        self._model_note = ""
        self.box = self._build_box()
        self.tab = self._build_tab()

    def _build_box(self) -> QGroupBox:
        box = QGroupBox("Measured vs peak")
        form = QFormLayout(box)
        self.device_box = QComboBox()
        self.device_box.addItem("cpu", "cpu")
        self.quick_box = QCheckBox("quick (a few seconds)")
        self.quick_box.setChecked(True)
        self.place_model_box = QCheckBox("also time my model here")
        self.place_model_box.setChecked(True)
        self.place_model_box.setToolTip("Train the chosen model for a few steps on this device and place it on the "
                                        "roofline (a large model at a large batch takes a while on a CPU)")
        buttons = QHBoxLayout()
        self.run_button = QPushButton("Run benchmarks")
        self.run_button.setShortcut("Ctrl+B")
        self.run_button.setToolTip("Ctrl+B")
        self.run_button.clicked.connect(self.start)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        self.progress = QProgressBar()
        self.status = wrapped_label("Matmul, copy and transfer speeds of one device beside its peaks.")
        form.addRow("Device", self.device_box)
        form.addRow(self.quick_box)
        form.addRow(self.place_model_box)
        form.addRow(buttons)
        form.addRow(self.progress)
        form.addRow(self.status)
        return box

    def _build_tab(self) -> QWidget:
        tab = QWidget()
        column = QVBoxLayout(tab)
        self.table = QTableWidget(0, 6)
        self.table.setHorizontalHeaderLabels(["test", "precision", "size", "achieved", "peak", "of peak"])
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.roofline = RooflinePlot()
        self.peaks_label = wrapped_label()
        column.addWidget(self.peaks_label)
        column.addWidget(self.table, 1)
        column.addWidget(self.roofline, 1)
        return tab

    def set_devices(self, devices: tuple[str, ...]) -> None:
        """The devices torch can use; the first GPU is chosen when there is one."""
        current = self.device_box.currentData()
        self.device_box.clear()
        for name in devices:
            self.device_box.addItem(name, name)
        index = self.device_box.findData(current)
        self.device_box.setCurrentIndex(index if index >= 0 and current != "cpu" else len(devices) - 1)

    # ------------------------------------------------------------------ running

    @Slot()
    def start(self) -> None:
        if self.runner is not None and self.runner.is_running():
            return
        device = self.device_box.currentData() or "cpu"
        self._device = device
        model = self._model_request() if self.place_model_box.isChecked() else None
        control = self._control = RunControl()
        run = BenchmarkRun(device, self.inventory, self.quick_box.isChecked(), control, model)
        self._model_note = run.model_note
        self.results, self.peaks, self.model_point = [], None, None
        self.table.setRowCount(0)
        self._total = run.planned
        self.progress.setRange(0, self._total)
        self.progress.setValue(0)
        self.runner = Task("micro-benchmarks", lambda: run, stop=control.stop, parent=self)
        self.runner.sig_item.connect(self._on_runner_item)
        self.runner.sig_failed.connect(self._on_runner_failed)
        self.runner.sig_finished.connect(self._on_runner_finished)
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self._started = time.monotonic()
        self.status.setText(f"Measuring {device}…" + self._model_note)
        self.sig_started.emit()
        self.runner.start()

    @Slot()
    def cancel(self) -> None:
        if self.runner is not None:
            self.runner.request_stop()
            self.cancel_button.setEnabled(False)
            self.status.setText("Cancelling after the current measurement…")

    def shutdown(self, timeout_ms: int = 15_000) -> bool:
        return self.runner is None or self.runner.stop(timeout_ms)

    @Slot(object)
    def _on_runner_item(self, item: object) -> None:
        from dashboard.advisor.microbench import BenchResult
        from dashboard.advisor.peaks import Peaks
        from dashboard.advisor.placement import ModelPoint
        from dashboard.advisor.speed import Efficiency

        if isinstance(item, Efficiency):
            self.sig_calibrated.emit(item)
            return
        if isinstance(item, Peaks):
            self.peaks = item
            self.peaks_label.setText(f"Peaks: {item.source}")
            return
        if isinstance(item, BenchResult):
            self.results.append(item)
            self._add_row(item)
        elif isinstance(item, ModelPoint):
            self.model_point = item
        done = len(self.results) + (1 if self.model_point else 0)
        self.progress.setValue(done)
        left = (self._total - done) * (time.monotonic() - self._started) / max(done, 1)
        self.status.setText(f"{done} of {self._total} measured · about {fmt(left, 's')} left")
        self._draw_roofline()

    def _add_row(self, result: BenchResult) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        size = "" if result.size is None else (f"{result.size:,}" if result.unit != "GB/s" else
                                               fmt_bytes(result.size))
        achieved = fmt(result.achieved, result.unit) if result.status == "ok" else result.status
        percent = result.percent_of_peak
        cells = [result.test + (f" ({result.host_memory})" if result.host_memory else ""), result.dtype or "",
                 size, achieved, fmt(result.peak, result.unit) if result.peak else "n/a",
                 "" if percent is None else f"{percent:.0f}%"]
        for column, text in enumerate(cells):
            cell = QTableWidgetItem(text)
            if result.note:
                cell.setToolTip(result.note)
            self.table.setItem(row, column, cell)

    def _draw_roofline(self) -> None:
        from dashboard.advisor.microbench import measured_roofline

        view = measured_roofline(self._device, self.peaks, self.results)
        points = [RooflinePoint(label, intensity, achieved) for label, intensity, achieved in view.points]
        if self.model_point is not None and self.model_point.status == "ok":
            points.append(RooflinePoint(self.model_point.label, self.model_point.intensity,
                                        self.model_point.achieved_tflops * view.scale))
        self.roofline.set_roofline(list(view.roofs), view.bandwidth_gbps, points, view.unit, view.bandwidth_label)

    @Slot(str)
    def _on_runner_failed(self, message: str) -> None:
        self.status.setText(f"The benchmarks stopped: {message}")

    @Slot()
    def _on_runner_finished(self) -> None:
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        cancelled = self._control.stopped
        measured = sum(1 for r in self.results if r.status == "ok")
        model = self._model_note
        if self.model_point is not None:
            point = self.model_point
            model = (f" Your model: {fmt(point.samples_per_second, 'samples/s')}, "
                     f"{fmt(point.achieved_tflops * 1000, 'GFLOPS')} at {point.intensity:,.0f} FLOPs per byte."
                     if point.status == "ok" else f" Your model: {point.message}")
        seconds = fmt(time.monotonic() - self._started, "s")
        self.status.setText(f"{'Cancelled' if cancelled else 'Done'}: {measured} measurements in {seconds}.{model}")
        self.sig_finished.emit()
