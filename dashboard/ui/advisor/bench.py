"""The Advisor's "Measured vs peak" section: micro-benchmarks of one device beside its peaks, with a roofline that
places the user's own model, timed on that device.

It owns two widgets the page lays out apart: ``box`` for the side panel and ``tab`` for the tab bar. The options say
how long a run will take on the chosen device and model (worked out off the GUI thread), and while it runs the bar
and the time left come from each step's expected seconds, refreshed a few times a second. The page calls
``retranslate`` when the language changes: the section says everything again from what it keeps.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal, Slot
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

from dashboard.advisor.bench_estimate import BenchEstimate, estimate_bench
from dashboard.advisor.bench_progress import BenchProgress
from dashboard.advisor.bench_words import shown_notes
from dashboard.advisor.session import AdviceRequest, BenchmarkRun
from dashboard.hardware.records import Inventory
from dashboard.recording.in_memory import BenchRecorder
from dashboard.text import again, counted, fill, translate
from dashboard.training.control import RunControl
from dashboard.ui.advisor import bench_texts
from dashboard.ui.advisor.charts import RooflinePlot, RooflinePoint
from dashboard.ui.advisor.wording import form_row
from dashboard.ui.i18n import Texts
from dashboard.ui.layout import wrapped_label
from dashboard.ui.workers import BackgroundCalls, Task

if TYPE_CHECKING:
    from dashboard.advisor.advise import Advice
    from dashboard.advisor.measured_scaling import MeasuredSource
    from dashboard.advisor.microbench import BenchResult
    from dashboard.advisor.peaks import Peaks
    from dashboard.advisor.placement import ModelPoint
    from dashboard.recording.fileformat import Recording
    from dashboard.recording.timeline import Moment

TICK_MS = 250
"""How often the bar and the time left are redrawn while a run is under way."""
BAR_STEPS = 1000
RECORDED_ROLE = Qt.ItemDataRole.UserRole + 1
"""Marks the device box's item for recorded benchmarks' device, shown only while they play."""


class BenchSection(QObject):
    sig_started = Signal()
    sig_finished = Signal()
    sig_calibrated = Signal(object)
    """An Efficiency measured on a local catalogue GPU: every estimate can scale from it."""
    sig_scaled = Signal(object)
    """A MeasuredSource: the model's step profiled per operator on a local GPU, for every GPU to be scaled from."""

    def __init__(self, model_request: Callable[[], AdviceRequest], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model_request = model_request
        self.inventory: Inventory | None = None
        self.runner: Task | None = None
        self._control = RunControl()
        self.results: list[BenchResult] = []
        self.peaks: Peaks | None = None
        self.model_point: ModelPoint | None = None
        self.measured_source: MeasuredSource | None = None
        """The model's step profiled on the GPU in the last run, if it was."""
        self._started = 0.0
        self._device = "cpu"
        self._model_note = ""
        self.clock: Callable[[], float] = time.monotonic
        """The run's clock (tests give their own)."""
        self._run: BenchmarkRun | None = None
        self._recorder: BenchRecorder | None = None
        self.replaying = False
        self._kept: tuple[int, bool] | None = None
        """While recorded benchmarks play: this machine's device choice and quick option, given back after."""
        self._machine_devices: tuple[str, ...] | None = None
        """This machine's devices, when they arrived while recorded benchmarks played."""
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
        self._texts = Texts()
        self.box = self._build_box()
        self.tab = self._build_tab()

    def _build_box(self) -> QGroupBox:
        box = QGroupBox()
        self._texts.set(box.setTitle, lambda: translate("Advisor", "Measured vs peak"))
        form = QFormLayout(box)
        self.device_box = QComboBox()
        self.device_box.addItem("cpu", "cpu")
        self.device_box.currentIndexChanged.connect(self.update_estimate)
        self.quick_box = QCheckBox()
        self.quick_box.setChecked(True)
        self.quick_box.toggled.connect(self._show_estimate)
        self.place_model_box = QCheckBox()
        self._texts.set(self.place_model_box.setText, lambda: translate("Advisor", "also time my model here"))
        self.place_model_box.setChecked(True)
        self.place_model_box.toggled.connect(self._show_estimate)
        self.estimate_label = wrapped_label("", "muted")
        buttons = QHBoxLayout()
        self.run_button = QPushButton()
        self._texts.set(self.run_button.setText, lambda: translate("Advisor", "Run benchmarks"))
        self.run_button.setShortcut("Ctrl+B")
        self.run_button.setToolTip("Ctrl+B")
        self.run_button.clicked.connect(self.start)
        self.cancel_button = QPushButton()
        self._texts.set(self.cancel_button.setText, lambda: translate("Advisor", "Cancel"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        self.progress = QProgressBar()
        self.progress.setRange(0, BAR_STEPS)
        self.status = wrapped_label()
        self._texts.set(self.status.setText, bench_texts.idle_text)
        form_row(form, self._texts, lambda: translate("Advisor", "Device"), self.device_box)
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
        self.table.setHorizontalHeaderLabels(bench_texts.table_headers())
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
        """The devices torch can use; the first GPU is chosen when there is one. (Kept for later while recorded
        benchmarks play: their device stays shown.)"""
        if self._kept is not None:
            self._machine_devices = devices
            return
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
        """Submit the estimate unless the one shown (or on its way) already answers this question; none while
        recorded benchmarks play (their device is the recording machine's: a laptop asked CUDA about it)."""
        if self.replaying:
            return
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
        texts = bench_texts.estimate_texts(self.estimate, self.quick_box.isChecked(), self.place_model_box.isChecked())
        self.quick_box.setText(texts.quick)
        self.quick_box.setToolTip(texts.quick_tip)
        self.place_model_box.setToolTip(texts.model_tip)
        # The model's time is in the estimate below, which wraps: in the check box it widened the side panel.
        self.estimate_label.setText(texts.summary)

    def retranslate(self) -> None:
        """Every text again in the reader's language: the fixed ones, the status, the table and the roofline; the
        estimate's words were made off the GUI thread, so it is worked out again."""
        self._texts.apply()
        self.table.setHorizontalHeaderLabels(bench_texts.table_headers())
        if self.peaks is not None:
            self._show_peaks()
        self._fill_table()
        self.roofline.set_texts()
        if self.peaks is not None or self.results or self.model_point is not None:
            self._draw_roofline()  # not before: drawing reads the benchmarks' module, which brings torch
        self._show_estimate()
        if self._estimate_key is not None and self.box.isVisible():
            traced = self._estimate_key[1]
            self._estimate_key = None
            self._estimate(trace=traced)

    # ------------------------------------------------------------------ replaying a recording

    def is_running(self) -> bool:
        return self.runner is not None and self.runner.is_running()

    def begin_replay(self, recording: Recording) -> bool:
        """Clear the table and the roofline for recorded benchmarks; False while this machine measures."""
        if self.is_running():
            return False
        self.replaying = True
        bench = recording.document.get("bench", {})
        self._device = str(bench.get("device", "cpu"))
        self._show_recorded_choices(self._device, str(bench.get("device_name") or ""), bool(bench.get("quick", True)))
        self.results, self.peaks, self.model_point, self.measured_source = [], None, None, None
        self.table.setRowCount(0)
        self.progress.setValue(0)
        self.peaks_label.clear()
        self.run_button.setEnabled(False)  # this machine's benchmarks wait until the replay is left
        device = self.device_box.currentText()  # "cuda:0 (NVIDIA H100 80GB HBM3)"
        self._texts.set(self.status.setText,
                        lambda: fill(translate("Advisor", "Playing benchmarks recorded on {device}…"), device=device))
        self._draw_roofline()
        return True

    def replay(self, moments: list[Moment]) -> None:
        """Recorded peaks and results, each as it was measured: the table and the roofline fill as they did."""
        for moment in moments:
            if moment.measurement is not None:
                self._on_runner_item(moment.measurement)
        if self.results:
            device, count = self.device_box.currentText(), len(self.results)
            self._texts.set(self.status.setText,
                            lambda: fill(counted(count, translate("Advisor", "Recorded on {device}: %Ln "
                                                                             "measurement(s)", None, 1)),
                                         device=device))

    def _show_recorded_choices(self, device: str, name: str, quick: bool) -> None:
        """The recorded device (named by its GPU) and quick option in the form, read-only until the replay ends."""
        if self._kept is None:
            self._kept = self.device_box.currentIndex(), self.quick_box.isChecked()
        self.device_box.blockSignals(True)  # nothing to estimate: the recording says what it took
        self.device_box.insertItem(0, f"{device} ({name})" if name else device, device)
        self.device_box.setItemData(0, True, RECORDED_ROLE)
        self.device_box.setCurrentIndex(0)
        self.device_box.blockSignals(False)
        self.quick_box.setChecked(quick)
        for widget in (self.device_box, self.quick_box, self.place_model_box):
            widget.setEnabled(False)

    def _give_back_choices(self) -> None:
        if self._kept is None:
            return
        index, quick = self._kept
        self._kept = None
        self.device_box.blockSignals(True)
        for row in reversed(range(self.device_box.count())):
            if self.device_box.itemData(row, RECORDED_ROLE):
                self.device_box.removeItem(row)
        self.device_box.setCurrentIndex(min(index, self.device_box.count() - 1))
        self.device_box.blockSignals(False)
        if self._machine_devices is not None:
            devices, self._machine_devices = self._machine_devices, None
            self.set_devices(devices)
        self.quick_box.setChecked(quick)
        for widget in (self.device_box, self.quick_box, self.place_model_box):
            widget.setEnabled(True)

    def end_replay(self) -> None:
        self.replaying = False
        self._give_back_choices()
        self.results, self.peaks, self.model_point, self.measured_source = [], None, None, None
        self.table.setRowCount(0)
        self.peaks_label.clear()
        self.progress.setValue(0)
        self._draw_roofline()
        self.run_button.setEnabled(True)
        self._texts.set(self.status.setText, bench_texts.idle_text)

    # ------------------------------------------------------------------ running

    @Slot()
    def start(self) -> None:
        if (self.runner is not None and self.runner.is_running()) or self.replaying:
            return
        device = self.device_box.currentData() or "cpu"
        self._device = device
        model = self._model_request() if self.place_model_box.isChecked() else None
        control = self._control = RunControl()
        run = self._run = BenchmarkRun(device, self.inventory, self.quick_box.isChecked(), control, model,
                                       clock=self.clock)
        self._model_note = run.model_note
        self.results, self.peaks, self.model_point, self.measured_source = [], None, None, None
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
        note = self._model_note
        self._texts.set(self.status.setText, lambda: bench_texts.measuring_text(device, note))
        self.sig_started.emit()
        self.runner.start()
        self._tick.start()

    @Slot()
    def cancel(self) -> None:
        if self.runner is not None:
            self.runner.request_stop()
            self.cancel_button.setEnabled(False)
            self._texts.set(self.status.setText,
                            lambda: translate("Advisor", "Cancelling after the current measurement…"))

    def shutdown(self, timeout_ms: int = 15_000) -> bool:
        self._tick.stop()
        estimates = self._estimates.stop(timeout_ms)
        return (self.runner is None or self.runner.stop(timeout_ms)) and estimates

    @Slot(object)
    def _on_runner_item(self, item: object) -> None:
        from dashboard.advisor.measured_scaling import MeasuredSource
        from dashboard.advisor.microbench import BenchResult
        from dashboard.advisor.peaks import Peaks
        from dashboard.advisor.placement import ModelPoint
        from dashboard.advisor.speed import Efficiency

        if isinstance(item, Efficiency):
            self.sig_calibrated.emit(item)
            return
        if isinstance(item, MeasuredSource):
            self.measured_source = item
            self.sig_scaled.emit(item)
            return
        if isinstance(item, Peaks):
            self.peaks = item
            self._show_peaks()
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
        device, tracing, note = self._device, bool(self._run and self._run.model), self._model_note
        self._texts.set(self.status.setText, lambda: bench_texts.progress_text(progress, device, tracing, note))

    def _show_peaks(self) -> None:
        assert self.peaks is not None
        self.peaks_label.setText(fill(translate("Advisor", "Peaks: {source}"), source=shown_notes(self.peaks.source)))

    def _fill_table(self) -> None:
        """The measurements again (in another language)."""
        self.table.setRowCount(0)
        for result in self.results:
            self._add_row(result)

    def _add_row(self, result: BenchResult) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        for column, text in enumerate(bench_texts.result_cells(result)):
            cell = QTableWidgetItem(text)
            if result.note:
                cell.setToolTip(shown_notes(result.note))
            self.table.setItem(row, column, cell)

    def _draw_roofline(self) -> None:
        from dashboard.advisor.microbench import measured_roofline

        view = measured_roofline(self._device, self.peaks, self.results)
        points = [RooflinePoint(again(name), intensity, achieved)
                  for name, (_, intensity, achieved) in zip(view.point_labels, view.points, strict=True)]
        if self.model_point is not None and self.model_point.status == "ok":
            points.append(RooflinePoint(bench_texts.model_point_label(self._run, self.model_point),
                                        self.model_point.intensity, self.model_point.achieved_tflops * view.scale))
        self.roofline.set_roofline(list(view.roofs), view.bandwidth_gbps, points, view.unit,
                                   again(view.bandwidth_label) if view.bandwidth_label else "")

    @Slot(str)
    def _on_runner_failed(self, message: str) -> None:
        self._tick.stop()
        self._texts.set(self.status.setText,
                        lambda: fill(translate("Advisor", "The benchmarks stopped: {reason}"), reason=message))

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
        point, note, source = self.model_point, self._model_note, self.measured_source
        seconds = self.clock() - self._started
        expected = run.planned_seconds if run is not None else None
        self._texts.set(self.status.setText, lambda: bench_texts.finished_text(
            cancelled, measured, seconds, expected, bench_texts.model_sentence(point, note, source)))
        self.sig_finished.emit()
        if self.box.isVisible():
            self._estimate_key = None
            self._estimate(trace=True)  # the run traced the model: the labels can say what timing it takes
