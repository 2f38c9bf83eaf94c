"""The Experiments page: a batch-size sweep per device and precision, or a one-click comparison, drawn as measured.

The measuring is `dl-dashboard sweep` in a child process (a ChildExperiment, whose events a task thread reads): it
validates, loads the data, saves each point as it is measured and writes the reading; the page only draws. What it
says is kept as the makings of each text (``Say``), so a change of language writes it again in the new one.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QProgressBar, QPushButton, QVBoxLayout, QWidget

from dashboard.errors import UserError
from dashboard.experiments.child import ChildExperiment
from dashboard.experiments.follow import FollowExperiment
from dashboard.experiments.maxbatch import MaxBatchResult
from dashboard.experiments.plan import Experiment
from dashboard.experiments.points import SweepPoint
from dashboard.experiments.session import ExperimentSession
from dashboard.experiments.summary import ExperimentSummary, summarize_experiment
from dashboard.hardware.records import Inventory, Snapshot
from dashboard.protocol.transport import Machine
from dashboard.recording.fileformat import Recording
from dashboard.recording.timeline import Moment
from dashboard.text import QT_TRANSLATE_NOOP, counted, fill, translate
from dashboard.training.disk import as_sentence, data_dir_problem
from dashboard.training.run_schema import UnreadableRun
from dashboard.ui.experiments.charts import ExperimentCharts
from dashboard.ui.experiments.form import ExperimentForm, recorded_experiment
from dashboard.ui.experiments.reading_view import ReadingView
from dashboard.ui.experiments.saved import SavedExperimentsPanel
from dashboard.ui.experiments.status_texts import ended_text, opened_text, point_detail, recorded_text
from dashboard.ui.exporting import export_problem
from dashboard.ui.layout import SplitPage, ask_folder, breakable, button_row, wrapped_label
from dashboard.ui.page import Page
from dashboard.ui.theme import Theme
from dashboard.ui.workers import Task
from dashboard.units import fmt

Say = Callable[[], str]
"""Makes a text the page shows, in the reader's language at the time of the call."""


def idle_status() -> str:
    return translate("Experiments", "Choose what to compare, then Run sweep.")


def device_memory_of(inventory: Inventory) -> dict[str, int]:
    """Each device's memory in bytes, by torch device name ("cpu", "cuda:0", ...)."""
    return {"cpu": inventory.memory.total_bytes, **inventory.software.device_memory_bytes}


class ExperimentsPage(Page):
    title = "&Experiments"
    name = "experiments"
    sig_finished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.task: Task | None = None
        self.session: ChildExperiment | ExperimentSession | FollowExperiment | None = None
        self.measure_with: Callable[[Experiment], ChildExperiment | ExperimentSession] = ChildExperiment
        """A child process, as `dl-dashboard sweep` (tests measure in-process, where their doubles are)."""
        self.points: list[SweepPoint] = []
        self.largest: MaxBatchResult | None = None
        self.summary: ExperimentSummary | None = None
        self.saved_in: Path | None = None
        self.device_memory: dict[str, int] = {}
        """Each device's memory in bytes, drawn as a ceiling on the memory chart."""
        self._started = 0.0
        self.replaying = False
        self._local_memory: dict[str, int] = {}
        self._status: Say = idle_status
        self._message: Say | None = None

        self.split = SplitPage(self)
        panel = self.split.column
        self.form = ExperimentForm()
        self.form.sig_preset_changed.connect(self._update_buttons)
        panel.addWidget(self.form)
        self._build_controls(panel)
        self.saved = SavedExperimentsPanel()
        self.saved.sig_open.connect(self.show_experiments)
        self.saved.sig_reattach.connect(self.reattach)
        panel.addWidget(self.saved)
        panel.addStretch(1)
        self.charts = ExperimentCharts()
        self.split.set_content(self._with_reading(self.charts))
        self.saved.refresh()
        self.retranslate()

    def _build_controls(self, panel: QVBoxLayout) -> None:
        self.start_button = QPushButton()
        self.start_button.clicked.connect(self.start)
        self.largest_button = QPushButton()
        self.largest_button.clicked.connect(self.find_largest)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.setEnabled(False)
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self._ask_export)
        self.export_button.setEnabled(False)
        panel.addLayout(button_row(self.start_button, self.largest_button, self.cancel_button, self.export_button))
        self.progress = QProgressBar()
        panel.addWidget(self.progress)
        self.status_label = wrapped_label()
        panel.addWidget(self.status_label)
        self.message_label = wrapped_label("", "banner")
        panel.addWidget(self.message_label)

    def _with_reading(self, charts: QWidget) -> QWidget:
        """The charts under the reading: its takeaway large, its details (``reading_label``) behind a disclosure,
        both beside the charts rather than in the panel, which presenter mode hides."""
        self.reading_label = wrapped_label()
        self.reading_view = ReadingView(self.reading_label)
        content = QWidget()
        column = QVBoxLayout(content)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.reading_view)
        column.addWidget(charts, 1)
        return content

    # ------------------------------------------------------------------ what the page says

    def retranslate(self) -> None:
        """The buttons, the status, the message and the reading in the reader's language (the form, the saved list
        and the charts follow the change themselves)."""
        self.start_button.setText(translate("Experiments", "Run sweep"))
        self.largest_button.setText(translate("Experiments", "Largest batch"))
        self.largest_button.setToolTip(translate("Experiments", "Find the largest batch that fits on the first chosen "
                                                                "device and precision (doubling, then bisecting), "
                                                                "timing every try: the fastest batch comes with it"))
        self.cancel_button.setText(translate("Experiments", "Cancel"))
        self.cancel_button.setToolTip(translate("Experiments", "Stop after the current step; measured points are kept"))
        self.export_button.setText(translate("Experiments", "Export…"))
        self.export_button.setToolTip(translate("Experiments", "The points as JSON and CSV, and the charts as PNG and "
                                                               "SVG, into a folder"))
        self._say(self._status)
        self._warn(self._message)
        self._show_reading()

    def _say(self, status: Say) -> None:
        """Show ``status`` under the buttons, now and again in each language chosen while it stands."""
        self._status = status
        self.status_label.setText(status())

    def _warn(self, message: Say | None) -> None:
        """Show ``message`` in the banner (None: no message), now and again in each language chosen."""
        self._message = message
        self.message_label.setText(message() if message is not None else "")

    def _show_reading(self) -> None:
        """What the points shown say, made again from them (in the language of the moment): the takeaway, and the
        details behind their disclosure (closed again when nothing is shown)."""
        if self.summary is None:
            self.reading_view.clear()
            return
        self.reading_view.set_takeaway(self.summary.takeaway)
        self.reading_view.set_details(self.summary.details)

    # ------------------------------------------------------------------ the window's hooks

    def set_inventory(self, inventory: Inventory) -> None:
        self.form.set_devices(inventory.software.torch_devices)
        memory = device_memory_of(inventory)
        if self.replaying:  # the recorded machine's ceilings stay until the replay is left
            self._local_memory = memory
        else:
            self.device_memory = memory

    def measure_on(self, machine: Machine, inventory: Inventory | None) -> None:
        """Experiments measure where the window points: here, or on the machine it watches (and its devices)."""
        self.measure_with = (partial(ChildExperiment, machine=machine, inventory=inventory) if machine.remote
                             else ChildExperiment)
        if inventory is not None:
            self.set_inventory(inventory)

    def on_snapshot(self, snapshot: Snapshot) -> None:
        if isinstance(self.session, ChildExperiment) and self.is_running():  # a remote one's copy keeps them
            self.session.add_sample(snapshot)

    def apply_theme(self, chosen: Theme) -> None:
        self.charts.apply_theme(chosen)

    def set_presentation(self, font_px: int, line_px: int) -> None:
        self.charts.set_presentation(font_px, line_px)
        self.reading_view.set_font_px(font_px)

    def shutdown(self, timeout_ms: int = 30_000) -> bool:
        return self.task is None or self.task.stop(timeout_ms)

    # ------------------------------------------------------------------ running

    def is_running(self) -> bool:
        return self.cancel_button.isEnabled()

    @Slot()
    def start(self) -> None:
        """Run the chosen comparison or sweep."""
        self._run(self.form.experiment)

    @Slot()
    def find_largest(self) -> None:
        """The largest batch that fits on the first chosen device and precision, with every try measured."""
        self._run(self.form.largest_batch_experiment)

    def _run(self, make_experiment: Callable[[], Experiment]) -> None:
        if self.is_running():
            return
        try:
            experiment = make_experiment()
        except UserError as err:
            refused = str(err)  # in the language it was refused in: pressing again says it in the one chosen since
            self._warn(lambda: refused)
            return
        from dashboard.experiments.storage import experiments_dir

        problem = data_dir_problem(experiments_dir())  # at once, not after the child has loaded the data
        if problem is not None:
            self._warn(lambda: as_sentence(problem))
            return
        if experiment.search_limit is not None:
            config, limit = experiment.variants[0].config, experiment.search_limit
            self._say(lambda: fill(translate("Experiments", "Searching the largest batch of {model} on {device} in "
                                                            "{precision} (up to {limit:,})…"),
                                   model=config.model, device=config.device, precision=config.precision, limit=limit))
        else:
            points = experiment.planned_points
            self._say(lambda: counted(points, translate("Experiments", "Measuring %Ln point(s)…", None, 1)))
        self._begin(self.measure_with(experiment))

    @Slot(object)
    def reattach(self, copy: Path) -> None:
        """Follow again an experiment that went on on its machine after the link dropped: its points so far, then the
        rest live (or at once, if it has ended), added to this machine's copy. Cancel stops the following only."""
        if self.is_running() or self.replaying:
            return
        try:
            session = FollowExperiment(copy)
        except (UserError, UnreadableRun) as err:
            refused = str(err)
            self._warn(lambda: as_sentence(refused))
            return
        host = session.machine.name
        self._say(lambda: fill(translate("Experiments", "Following the experiment on {host} again…"), host=host))
        self._begin(session)

    def _begin(self, session: ChildExperiment | ExperimentSession | FollowExperiment) -> None:
        if self.task is not None:
            self.task.stop()  # the previous experiment has reported; its thread is only winding down
        self.session = session
        self._clear_shown()
        self.progress.setRange(0, session.experiment.planned_points)
        self.progress.setValue(0)
        self._started = time.monotonic()
        self.task = Task("experiment", lambda: session, stop=session.control.stop, parent=self)
        self.task.sig_item.connect(self._on_task_item)
        self.task.sig_failed.connect(self._on_task_failed)
        self.task.sig_finished.connect(self._on_task_finished)
        self._set_running(True)
        self.task.start()

    @Slot(str)
    def _on_task_failed(self, failure: str) -> None:
        self._warn(lambda: failure)

    @Slot()
    def cancel(self) -> None:
        if self.task is not None and self.task.is_running():
            self.task.request_stop()
            self._say(lambda: translate("Experiments", "Cancelling after the current step…"))

    def _clear_shown(self) -> None:
        """No points, charts, reading or message: a new measurement or a recording starts, or a replay ends."""
        self.points, self.largest, self.summary, self.saved_in = [], None, None, None
        self.charts.clear()
        self._warn(None)
        self._show_reading()

    def _set_running(self, running: bool) -> None:
        self.cancel_button.setEnabled(running)
        self.form.set_running(running)
        self._update_buttons()

    @Slot()
    def _update_buttons(self) -> None:
        running = self.is_running() or self.replaying
        self.start_button.setEnabled(not running)
        self.largest_button.setEnabled(not running and self.form.is_custom)
        self.export_button.setEnabled(not running and bool(self.points))

    @Slot(object)
    def _on_task_item(self, item: SweepPoint | MaxBatchResult) -> None:
        if isinstance(item, MaxBatchResult):
            self.largest = item
            return
        self.points.append(item)
        done, total = len(self.points), self.progress.maximum()
        self.progress.setValue(done)
        left = (total - done) * (time.monotonic() - self._started) / done
        if item.seq_len is not None:
            template = QT_TRANSLATE_NOOP("Experiments", "{done} of {total}: {series} at sequence length {batch}: "
                                                        "{detail} · at most {left} left (a series ends early at "
                                                        "out-of-memory)")
        else:
            template = QT_TRANSLATE_NOOP("Experiments", "{done} of {total}: {series} batch {batch}: {detail} · at most "
                                                        "{left} left (a series ends early at out-of-memory)")
        self._say(lambda: fill(translate("Experiments", template), done=done, total=total, series=item.series,
                               batch=item.x, detail=point_detail(item), left=fmt(left, "s")))
        self.charts.draw(self.points, device_memory=self.device_memory)

    @Slot()
    def _on_task_finished(self) -> None:
        session = self.session
        assert session is not None
        self.summary = session.summary()  # the task's thread has ended its iteration: the session is ours now
        # Measured on another machine: this machine's copy is what the page reopens, exports and lists.
        self.saved_in = (session.copy if isinstance(session, ChildExperiment | FollowExperiment) and session.copy
                         else session.path)
        self._set_running(False)
        self.progress.setValue(self.progress.maximum() if self.points else 0)
        self.charts.draw(self.points, self.summary, self.device_memory)
        self._say(ended_text(session.cancelled, session.failure is not None, len(self.points), self.saved_in))
        if session.failure is not None:  # a save failed: say what, and what was kept
            failure = session.failure
            self._warn(lambda: as_sentence(failure))
        self._show_reading()
        self.saved.refresh()
        if self.saved_in is not None:
            self.saved.select(self.saved_in)
            self.sig_saved.emit(self.saved_in)
        self.sig_finished.emit()

    def recording_source(self) -> Path | None:
        """The experiment shown, once measured and saved (or reopened)."""
        return None if self.replaying or self.is_running() else self.saved_in

    # ------------------------------------------------------------------ replaying a recording

    def begin_replay(self, recording: Recording) -> bool:
        """Clear the charts for a recorded experiment, drawn with the recorded machine's memory ceilings; False while
        this machine measures."""
        if self.is_running():
            return False
        if not self.replaying:
            self._local_memory = self.device_memory
        self.replaying = True
        inventory = recording.inventory
        self.device_memory = device_memory_of(inventory) if inventory is not None else {}
        self._clear_shown()
        self._say(lambda: translate("Experiments", "Playing a recorded experiment…"))
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.form.set_running(True)  # this machine's measuring waits until the replay is left
        if (experiment := recorded_experiment(recording.document)) is not None:
            self.form.show_recorded(experiment)  # its model, devices, precisions and batch sizes, read-only
        self.start_button.setEnabled(False)
        self.largest_button.setEnabled(False)
        return True

    def replay(self, moments: list[Moment]) -> None:
        """Recorded points as they were measured: each appears when it did, and the reading follows them."""
        measured = [moment.measurement for moment in moments
                    if isinstance(moment.measurement, SweepPoint | MaxBatchResult)]
        if not measured:
            return
        for item in measured:
            if isinstance(item, MaxBatchResult):
                self.largest = item
            elif isinstance(item, SweepPoint):
                self.points.append(item)
        self.summary = summarize_experiment(self.points, self.largest)
        self.redraw()
        self._show_reading()
        self._say(recorded_text(self.points))

    def end_replay(self) -> None:
        self.replaying = False
        self.device_memory = self._local_memory
        self._clear_shown()
        self._say(idle_status)
        self.form.end_recorded()
        self.form.set_running(False)
        self._update_buttons()

    # ------------------------------------------------------------------ saved experiments

    @Slot(list)
    def show_experiments(self, paths: list[Path]) -> None:
        """Reopen saved experiments: their points, charts and reading, as when they were measured; one that cannot
        be read is said, and what is shown stays as it was."""
        from dashboard.experiments.storage import read_experiments
        from dashboard.training.run_schema import UnreadableRun

        if self.is_running():
            self._warn(lambda: translate("Experiments", "Wait for the running measurement to finish (or cancel it) "
                                                        "first."))
            return
        if self.replaying:
            self._warn(lambda: translate("Experiments", "Leave the replay first (the bar above the page): a recording "
                                                        "plays here."))
            return
        try:
            saved = read_experiments(paths)
        except UnreadableRun as err:
            unreadable = str(err)
            self._warn(lambda: fill(translate("Experiments", "Could not open {what}."), what=unreadable))
            return
        self._warn(saved.skipped.notice)
        self.points = sorted(saved.points, key=lambda p: (p.series, p.x))
        self.largest = saved.largest
        self.saved_in = paths[0] if len(paths) == 1 else None
        self.summary = summarize_experiment(self.points, self.largest)
        self.redraw()
        self._show_reading()
        self._update_buttons()
        self._say(opened_text(len(paths), len(self.points)))
        for path in paths:
            self.sig_saved.emit(path)

    def redraw(self) -> None:
        self.charts.draw(self.points, self.summary, self.device_memory)

    def _ask_export(self) -> None:
        folder = ask_folder(self, translate("Experiments", "Export the experiment to a folder"))
        if folder is None:
            return
        try:
            self.export(folder)
        except OSError as err:
            failure = err
            self._say(lambda: export_problem(failure, folder))

    def ask_export(self) -> bool:
        if not self.points:
            return False
        self._ask_export()
        return True

    def export(self, folder: Path) -> list[Path]:
        """Points (JSON with the derived batches and the reading, and CSV) and every chart as PNG and SVG."""
        from dashboard.experiments.storage import export_json, export_points_csv

        folder.mkdir(parents=True, exist_ok=True)
        summary = self.summary or summarize_experiment(self.points, self.largest)
        written = [export_json(summary, folder / "experiment.json", title=self.form.comparison_title),
                   export_points_csv(self.points, folder / "points.csv")]
        written += self.charts.export(folder)
        files = len(written)
        self._say(lambda: fill(counted(files, translate("Experiments", "Exported %Ln file(s) to {folder}", None, 1)),
                               folder=breakable(folder)))
        return written
