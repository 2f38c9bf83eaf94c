"""The Advisor's "Measured vs peak" section: micro-benchmarks of one device beside its peaks, with a roofline that
places the user's own model, timed on that device.

It owns two widgets the page lays out apart: ``box`` for the side panel and ``tab`` for the tab bar. The options say
how long a run will take on the chosen device and model (worked out off the GUI thread), and while it runs the bar
and the time left come from each step's expected seconds, refreshed a few times a second.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer, Signal, Slot
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

from dashboard.advisor.bench_progress import BenchProgress, duration_text
from dashboard.advisor.session import AdviceRequest, BenchEstimate, BenchmarkRun, estimate_bench
from dashboard.hardware.records import Inventory
from dashboard.recording.in_memory import BenchRecorder
from dashboard.training.control import RunControl
from dashboard.ui.advisor.charts import RooflinePlot, RooflinePoint
from dashboard.ui.layout import wrapped_label
from dashboard.ui.workers import BackgroundCalls, Task
from dashboard.units import fmt, fmt_bytes

if TYPE_CHECKING:
    from dashboard.advisor.advise import Advice
    from dashboard.advisor.microbench import BenchResult
    from dashboard.advisor.peaks import Peaks
    from dashboard.advisor.placement import ModelPoint
    from dashboard.recording.fileformat import Recording
    from dashboard.recording.timeline import Moment

TICK_MS = 250
"""How often the bar and the time left are redrawn while a run is under way."""
BAR_STEPS = 1000


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
        self._started = 0.0
        self._device = "cpu"
        self._model_note = ""
        self.clock: Callable[[], float] = time.monotonic
        """The run's clock (tests give their own)."""
        self._run: BenchmarkRun | None = None
        self._recorder: BenchRecorder | None = None
        self.replaying = False
        self.recording: Recording | None = None
        """The last benchmarks run here, as a recording (File > Export as a recording)."""
        self._tick = QTimer(self)
        self._tick.setInterval(TICK_MS)
        self._tick.timeout.connect(self._show_progress)
        self.estimate: BenchEstimate | None = None
        """How long a run takes on the chosen device and model, once worked out."""
        self._estimate_key: tuple[tuple, bool] | None = None
        """What the estimate shown (or on its way) answers: (device, model request, inventory known), traced."""
        self._estimates = BackgroundCalls("benchmark estimate", parent=self)
        self._estimates.sig_done.connect(self._on_estimates_done)
        self.box = self._build_box()
        self.tab = self._build_tab()

    def _build_box(self) -> QGroupBox:
        box = QGroupBox("Measured vs peak")
        form = QFormLayout(box)
        self.device_box = QComboBox()
        self.device_box.addItem("cpu", "cpu")
        self.device_box.currentIndexChanged.connect(self.update_estimate)
        self.quick_box = QCheckBox("quick")
        self.quick_box.setChecked(True)
        self.quick_box.toggled.connect(self._show_estimate)
        self.place_model_box = QCheckBox("also time my model here")
        self.place_model_box.setChecked(True)
        self.place_model_box.toggled.connect(self._show_estimate)
        self.estimate_label = wrapped_label("", "muted")
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
        self.progress.setRange(0, BAR_STEPS)
        self.status = wrapped_label("Matmul, copy and transfer speeds of one device beside its peaks.")
        form.addRow("Device", self.device_box)
        form.addRow(self.quick_box)
        form.addRow(self.place_model_box)
        form.addRow(self.estimate_label)
        form.addRow(buttons)
        form.addRow(self.progress)
        form.addRow(self.status)
        self._show_estimate()
        box.installEventFilter(self)  # shown or approached: time to work out how long a run takes
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

    # ------------------------------------------------------------------ how long a run takes

    @Slot(object)
    def set_advice(self, advice: Advice) -> None:
        """The page has advised on (so traced) the chosen model: the estimate can include timing it at no cost."""
        if self.box.isVisible():
            self._estimate(trace=True)

    @Slot()
    def update_estimate(self) -> None:
        """Work out how long a quick and a full run take on the chosen device (in the background; timing the model
        is included once it has been traced)."""
        if self.box.isVisible():
            self._estimate(trace=False)

    def _estimate(self, trace: bool) -> None:
        """Submit the estimate unless the one shown (or on its way) already answers this question."""
        device = self.device_box.currentData() or "cpu"
        request = self._model_request()
        key = (device, request, self.inventory is not None)
        if self._estimate_key is not None and self._estimate_key[0] == key and (self._estimate_key[1] or not trace):
            return
        self._estimate_key = (key, trace)
        self._estimates.submit(partial(estimate_bench, device, self.inventory, request if trace else None))

    @Slot(int, object)
    def _on_estimates_done(self, ticket: int, estimate: BenchEstimate) -> None:
        if ticket == self._estimates.latest_ticket:
            self.estimate = estimate
            self._show_estimate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.box:
            if event.type() == QEvent.Type.Show:
                self.update_estimate()
            elif event.type() == QEvent.Type.Enter:
                self._estimate(trace=True)  # the user is about to run: the page has traced the model by now
        return False

    @Slot()
    def _show_estimate(self) -> None:
        """The options' labels with the expected durations on the chosen device and model."""
        estimate, quick = self.estimate, self.quick_box.isChecked()
        if estimate is None:
            self.quick_box.setText("quick")
            self.quick_box.setToolTip("Smaller matrices and shorter timing (the time it takes is worked out when "
                                      "this section is shown)")
            self.place_model_box.setToolTip("Train the chosen model for a few steps on this device and place it on "
                                            "the roofline (a large model at a large batch takes a while on a CPU)")
            self.estimate_label.setText("")
            return
        self.quick_box.setText(f"quick ({duration_text(estimate.quick_s)})")
        tip = (f"Quick: smaller matrices and shorter timing, {duration_text(estimate.quick_s)} on "
               f"{estimate.device}; a full run takes {duration_text(estimate.full_s)}.")
        model_tip = "Train the chosen model for a few steps on this device and place it on the roofline."
        if estimate.model and estimate.step is not None:
            tip += (f" Timing {estimate.model} adds {duration_text(estimate.model_quick_s)} quick "
                    f"({estimate.quick_timing}) or {duration_text(estimate.model_full_s)} full "
                    f"({estimate.full_timing}).")
            model_tip += (f" One step of {estimate.model} is expected to take {estimate.step.seconds:.2g} s "
                          f"{estimate.step.basis}; its first step corrects that while it runs.")
        self.quick_box.setToolTip(tip)
        self.place_model_box.setToolTip(model_tip)
        model_s = estimate.model_quick_s if quick else estimate.model_full_s
        # The model's time is in the estimate below, which wraps: in the check box it widened the side panel.
        with_model = self.place_model_box.isChecked()
        tests = duration_text(estimate.seconds(quick, False))
        if estimate.model_note and with_model:
            self.estimate_label.setText(f"A {'quick' if quick else 'full'} run here takes {tests}."
                                        + estimate.model_note)
        elif with_model and estimate.model and estimate.step is not None:
            timing = estimate.quick_timing if quick else estimate.full_timing
            self.estimate_label.setText(
                f"A {'quick' if quick else 'full'} run here takes {tests}; timing {estimate.model} adds "
                f"{duration_text(model_s)} ({timing}, {estimate.step.seconds:.2g} s each {estimate.step.basis}).")
        elif with_model:
            self.estimate_label.setText(f"A {'quick' if quick else 'full'} run here takes {tests}, plus timing your "
                                        "model (worked out once the model is traced).")
        else:
            self.estimate_label.setText(f"A {'quick' if quick else 'full'} run here takes {tests}.")

    # ------------------------------------------------------------------ replaying a recording

    def is_running(self) -> bool:
        return self.runner is not None and self.runner.is_running()

    def begin_replay(self, recording: Recording) -> bool:
        """Clear the table and the roofline for recorded benchmarks; False while this machine measures."""
        if self.is_running():
            return False
        self.replaying = True
        self._device = str(recording.document.get("bench", {}).get("device", "cpu"))
        self.results, self.peaks, self.model_point = [], None, None
        self.table.setRowCount(0)
        self.progress.setValue(0)
        self.peaks_label.clear()
        self.run_button.setEnabled(False)  # this machine's benchmarks wait until the replay is left
        self.status.setText(f"Playing benchmarks recorded on {self._device}…")
        self._draw_roofline()
        return True

    def replay(self, moments: list[Moment]) -> None:
        """Recorded peaks and results, each as it was measured: the table and the roofline fill as they did."""
        for moment in moments:
            if moment.measurement is not None:
                self._on_runner_item(moment.measurement)
        if self.results:
            self.status.setText(f"Recorded on {self._device}: {len(self.results)} measurements")

    def end_replay(self) -> None:
        self.replaying = False
        self.results, self.peaks, self.model_point = [], None, None
        self.table.setRowCount(0)
        self.peaks_label.clear()
        self.progress.setValue(0)
        self._draw_roofline()
        self.run_button.setEnabled(True)
        self.status.setText("Matmul, copy and transfer speeds of one device beside its peaks.")

    # ------------------------------------------------------------------ running

    @Slot()
    def start(self) -> None:
        if self.runner is not None and self.runner.is_running():
            return
        device = self.device_box.currentData() or "cpu"
        self._device = device
        model = self._model_request() if self.place_model_box.isChecked() else None
        control = self._control = RunControl()
        run = self._run = BenchmarkRun(device, self.inventory, self.quick_box.isChecked(), control, model,
                                       clock=self.clock)
        self._model_note = run.model_note
        self.results, self.peaks, self.model_point = [], None, None
        self.table.setRowCount(0)
        self.progress.setValue(0)
        self.recording = None

        def recorded_run() -> Iterator[object]:
            """On the task's thread: the benchmarks, kept as a recording as they run (the hardware sampled)."""
            self._recorder = BenchRecorder(run)
            return self._recorder.recorded(run)

        self.runner = Task("micro-benchmarks", recorded_run, stop=control.stop, parent=self)
        self.runner.sig_item.connect(self._on_runner_item)
        self.runner.sig_failed.connect(self._on_runner_failed)
        self.runner.sig_finished.connect(self._on_runner_finished)
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self._started = self.clock()
        self.status.setText(f"Measuring {device}…" + self._model_note)
        self.sig_started.emit()
        self.runner.start()
        self._tick.start()

    @Slot()
    def cancel(self) -> None:
        if self.runner is not None:
            self.runner.request_stop()
            self.cancel_button.setEnabled(False)
            self.status.setText("Cancelling after the current measurement…")

    def shutdown(self, timeout_ms: int = 15_000) -> bool:
        self._tick.stop()
        estimates = self._estimates.stop(timeout_ms)
        return (self.runner is None or self.runner.stop(timeout_ms)) and estimates

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
        self._show_progress()
        self._draw_roofline()

    @Slot()
    def _show_progress(self) -> None:
        """The bar and the time left, by each step's expected seconds; the bar never moves back."""
        if self._run is None or self.runner is None or not self.runner.is_running():
            return
        self.show_progress(self._run.progress())

    def show_progress(self, progress: BenchProgress) -> None:
        self.progress.setValue(max(self.progress.value(), round(progress.fraction * BAR_STEPS)))
        if not progress.planned:
            what = "reading the peaks" + (" and tracing your model" if self._run and self._run.model else "")
            self.status.setText(f"Measuring {self._device}: {what}…" + self._model_note)
            return
        late = " (longer than expected)" if progress.overdue else ""
        self.status.setText(f"{progress.done} of {progress.total} done · {progress.current} · "
                            f"{duration_text(progress.left_s)} left{late}")

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
        self._tick.stop()
        self.status.setText(f"The benchmarks stopped: {message}")

    @Slot()
    def _on_runner_finished(self) -> None:
        self._tick.stop()
        run = self._run
        if self._recorder is not None:  # the task has ended: the recorder has stopped sampling
            self.recording = self._recorder.recording()
        if not self._control.stopped:
            self.progress.setValue(self.progress.maximum())
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
        seconds = fmt(self.clock() - self._started, "s")
        expected = (f" (expected {duration_text(run.planned_seconds)})"
                    if run is not None and run.planned_seconds and not cancelled else "")
        self.status.setText(f"{'Cancelled' if cancelled else 'Done'}: {measured} measurements in {seconds}"
                            f"{expected}.{model}")
        self.sig_finished.emit()
        if self.box.isVisible():
            self._estimate_key = None
            self._estimate(trace=True)  # the run traced the model: the labels can say what timing it takes
