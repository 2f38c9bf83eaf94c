"""The Training lab page: choose a run, start, pause or stop it, and watch loss, speed and memory live.

The page never touches torch: an agent process trains (a ChildRun, here or on a machine reached over ssh) and a task
thread reads its events; the page drains them on a timer and redraws once per tick, however fast the steps are.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QTimer, Signal, Slot
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from dashboard.errors import UserError
from dashboard.hardware.records import Inventory, Snapshot
from dashboard.protocol.transport import Machine
from dashboard.recording.fileformat import Recording
from dashboard.recording.timeline import Moment
from dashboard.text import counted, fill, say_words, translate
from dashboard.training.child import ChildRun
from dashboard.training.control import RunControl
from dashboard.training.disk import as_sentence, data_dir_problem
from dashboard.training.events import Event, GeneratedText, RunInfo, RunSummary, StepMetrics
from dashboard.training.follow import FollowRun
from dashboard.training.run_schema import UnreadableRun
from dashboard.ui.frame_budget import FrameBudget
from dashboard.ui.layout import SplitPage, button_row
from dashboard.ui.page import Page, page_keys
from dashboard.ui.theme import Theme
from dashboard.ui.training.curves import RunCurves
from dashboard.ui.training.figures import FigureStrip
from dashboard.ui.training.form import TrainingForm
from dashboard.ui.training.generated import GeneratedTextView
from dashboard.ui.training.live import LiveRunView
from dashboard.ui.training.recorded import RecordedRun, recorded_run
from dashboard.ui.training.run_export import ask_export_csv, ask_export_plots, export_csv, export_plots
from dashboard.ui.training.saved import SavedRunsPanel, read_to_overlay
from dashboard.ui.training.spare_keeper import SpareKeeper
from dashboard.ui.training.status import RunStatus
from dashboard.ui.training.texts import (
    info_text,
    overlay_labels,
    overlay_text,
    process_message,
    progress_text,
    saved_run_notices,
    saved_run_text,
    summary_text,
)
from dashboard.ui.workers import Task

REDRAW_HZ = 4


class TrainingPage(Page):
    """The form and controls on the left, with the saved runs below them; the live charts on the right."""

    title = "&Training lab"
    name = "training"
    sig_run_started = Signal()
    sig_run_finished = Signal(object)  # RunSummary or None
    sig_run_shown = Signal(object)  # Path of a saved run, once it is drawn

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.task: Task | None = None
        self.spare = SpareKeeper(lambda: self._active, self)  # a run's first point in seconds, not ten
        self.control: RunControl | None = None
        self.last_summary: RunSummary | None = None
        self.last_info: RunInfo | None = None
        self.shown_run: Path | None = None
        self._active = False
        self._latest_step: StepMetrics | None = None
        self._recorded: ChildRun | FollowRun | None = None
        self._overlay_labels: Callable[[], list[str]] | None = None
        """The labels of the saved runs overlaid in the charts, made again in another language."""
        self.replaying = False
        """A recording plays in the charts (ReplayMode): Start waits until it is left."""
        self._replayed: tuple[Recording, RecordedRun] | None = None
        """The recording playing, and what it says of its run (read once: every seek begins the replay again)."""

        self.split = SplitPage(self)
        panel = self.split.column
        self.form = TrainingForm()
        panel.addWidget(self.form)
        self._build_controls(panel)
        self.saved = SavedRunsPanel()
        self.saved.sig_open.connect(self.show_run)
        self.saved.opener.sig_counted.connect(self._on_run_counted)
        self.saved.opener.sig_read.connect(self._on_run_read)
        self.saved.opener.sig_failed.connect(self._on_run_failed)
        self.saved.sig_overlay.connect(self.overlay_runs)
        self.saved.sig_reattach.connect(self.reattach)
        self.saved.sig_message.connect(self.status.message)
        self.saved.csv_button.clicked.connect(self._ask_export_csv)  # slots: a lambda would hold the page
        self.saved.plots_button.clicked.connect(self.ask_export)
        panel.addWidget(self.saved)
        panel.addStretch(1)
        self.figures = FigureStrip()
        self.live = LiveRunView()
        self.generated = GeneratedTextView()
        content = QWidget()
        column = QVBoxLayout(content)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.figures)
        column.addWidget(self.status.presented)
        column.addWidget(self.live, 1)
        column.addWidget(self.generated)
        self.split.set_content(content)
        self._set_buttons(running=False)
        self.status.progress(lambda: translate("Training", "Ready. Press Start to train."))

        self._timer = QTimer(self)
        self._timer.setInterval(1000 // REDRAW_HZ)
        self._timer.timeout.connect(self._drain)
        self.frame_budget = FrameBudget()
        """Slows the redraws below REDRAW_HZ where drawing a frame costs more than the budget's share of a core."""
        self.saved.refresh()
        self.retranslate()

    def retranslate(self) -> None:
        """The buttons and every line the page shows, made again from what it keeps (the form, the saved runs,
        the figures and the charts change language on their own)."""
        self.start_button.setText(translate("Training", "Start"))
        self.stop_button.setText(translate("Training", "Stop"))
        self._set_pause_text()
        self.start_button.setToolTip(translate("Training", "Start training (F5)"))
        self.pause_button.setToolTip(translate("Training", "Pause or resume (F6)"))
        self.stop_button.setToolTip(translate("Training", "Stop; the run so far is kept (Shift+F5)"))
        if self._overlay_labels is not None:
            self.live.rename_overlays(self._overlay_labels())
        self.status.again()

    def _build_controls(self, panel: QVBoxLayout) -> None:
        self.start_button = QPushButton()
        self.pause_button = QPushButton()
        self.stop_button = QPushButton()
        self.start_button.clicked.connect(self.start)
        self.pause_button.clicked.connect(self.toggle_pause)
        self.stop_button.clicked.connect(self.stop)
        panel.addLayout(button_row(self.start_button, self.pause_button, self.stop_button))
        page_keys(self, (("F5", self.start), ("F6", self.toggle_pause), ("Shift+F5", self.stop)))
        self.status = RunStatus(panel, self._paused)
        self.progress, self.progress_label = self.status.bar, self.status.progress_label
        self.info_label, self.message_label = self.status.info_label, self.status.message_label

    # ------------------------------------------------------------------ the window's hooks

    def set_inventory(self, inventory: Inventory) -> None:
        self.form.set_devices(inventory.software.torch_devices)

    def measure_on(self, machine: Machine, inventory: Inventory | None) -> None:
        self.spare.measure_on(machine, inventory)
        if inventory is not None:  # the remote machine's devices (this machine's come back with its inventory)
            self.set_inventory(inventory)

    def on_snapshot(self, snapshot: Snapshot) -> None:
        """Hardware samples from the monitor, kept while a run is active, on the run's time axis."""
        if self._active:
            self.live.add_snapshot(snapshot)
            self.figures.show_snapshot(snapshot)
            if self._recorded is not None:  # a run on a remote machine keeps its samples with this machine's copy
                self._recorded.add_sample(snapshot)

    def apply_theme(self, chosen: Theme) -> None:
        self.live.apply_theme(chosen)

    def set_presentation(self, font_px: int, line_px: int) -> None:
        self.live.set_presentation(font_px, line_px)

    def set_panel_visible(self, visible: bool) -> None:
        """Without the panel (presenter mode), its progress bar and line show above the charts."""
        super().set_panel_visible(visible)
        self.status.presented.setVisible(not visible)
        self.live.set_columns(2 if visible else 3)  # the panel's width to the charts: two rows, not three

    def shutdown(self, timeout_ms: int = 15_000) -> bool:
        """Stop any run and wait for its thread (window closing); the run's data is already on disk."""
        self._timer.stop()
        self.spare.end()
        stopped = self.form.shutdown()
        stopped = self.saved.opener.stop(timeout_ms) and stopped  # a saved run being read
        if self.task is not None:
            stopped = self.task.stop(timeout_ms) and stopped
            self._drain()
        return stopped

    # ------------------------------------------------------------------ run control

    @Slot()
    def start(self) -> None:
        if self._active or self.replaying:  # F5 during a replay: the button is off, the key must be too
            return
        from dashboard.training.runs import runs_dir

        folder = runs_dir()
        if data_dir_problem(folder) is not None:  # at once, not after the child has built the dataset
            self.status.message(lambda: as_sentence(data_dir_problem(folder) or ""))
            return
        # Trained by an agent process (here or remote): the window's drawing cannot slow it; this thread only reads.
        self._begin(self.spare.child_run(self.form.config()),
                    lambda: translate("Training", "Preparing: loading the data and building the model…"))

    @Slot(object)
    def reattach(self, copy: Path) -> None:
        """Follow again a run that went on on its machine after the link dropped (Stop stops the following only)."""
        if self._active or self.replaying:
            return
        try:
            run = FollowRun(copy)
        except (UserError, UnreadableRun) as err:
            self.status.message(partial(as_sentence, str(err)))
            return
        self._begin(run, lambda: fill(translate("Training", "Following the run on {host} again ({folder})…"),
                                      host=run.machine.name, folder=str(run.folder)))

    def _begin(self, recorded: ChildRun | FollowRun, preparing: Callable[[], str]) -> None:
        if self.task is not None:
            self.task.stop()  # the previous run has reported; its thread is only winding down
        self._active = True
        self.live.clear()
        self.figures.clear()
        self.generated.clear()
        self.status.clear(self.message_label)
        self.status.info(preparing)
        self.status.progress(lambda: translate("Training", "Preparing…"))
        self.progress.setRange(0, 0)  # busy until the first step
        self.last_summary = self.last_info = None
        self.shown_run = None
        self._overlay_labels = None
        self._recorded = recorded
        control = self.control = recorded.control
        self.task = Task("training", lambda: recorded, stop=control.stop, batched=True, parent=self)
        self.task.sig_failed.connect(self.status.show_message)  # the training process's own words
        self.task.sig_finished.connect(self._on_task_finished)
        self._set_buttons(running=True)
        self.pause_button.setEnabled(not isinstance(recorded, FollowRun))  # its process there hears no window
        self.task.start()
        self.frame_budget.restart()
        self._timer.setInterval(1000 // REDRAW_HZ)
        self._timer.start()
        self.sig_run_started.emit()

    @Slot()
    def toggle_pause(self) -> None:
        if not self._active or self.control is None:
            return
        if self.control.paused:
            self.control.resume()
            self.live.mark_gap()  # the curves break over the pause instead of drawing a line across it
        else:
            self.control.pause()
        self._set_pause_text()
        self.status.progress_again()  # " · paused" said at once

    @Slot()
    def stop(self) -> None:
        if self._active and self.control is not None:
            self.control.stop()
            self.status.progress(lambda: translate("Training", "Stopping…"))

    def _paused(self) -> bool:
        return self._active and self.control is not None and self.control.paused

    def _set_pause_text(self) -> None:
        self.pause_button.setText(translate("Training", "Resume") if self._paused() else
                                  translate("Training", "Pause"))

    def is_running(self) -> bool:
        """A run is active from Start until its summary has been shown (its thread may take a moment more)."""
        return self._active

    def _set_buttons(self, running: bool) -> None:
        self.start_button.setEnabled(not running)
        self.pause_button.setEnabled(running)
        self.stop_button.setEnabled(running)
        self._set_pause_text()
        self.form.set_running(running)
        self.saved.set_running(running)

    @Slot()
    def _on_task_finished(self) -> None:
        self._active = False
        self._timer.stop()
        self._drain()
        if self.live.started_at is not None:  # the time axis fitted to the run as it went, not to its first ETA
            self.live.redraw(fit=True)
        self._set_buttons(running=False)
        if self.progress.maximum() == 0:  # still the busy indicator: nothing trained
            self.progress.setRange(0, 1)
            self.progress.setValue(0)
        summary, last_step = self.last_summary, self.live.last_step
        if summary is not None:
            self.status.progress(partial(summary_text, summary))
            if summary.status in ("nan", "oom", "error", "failed"):  # the training process's words, as saved
                self.status.message(partial(process_message, summary))
        elif last_step is not None:  # the child ended without its summary, after steps that are on disk
            ended = last_step.step
            self.status.progress(lambda: fill(translate("Training", "Ended after step {step:,.0f} without a summary; "
                                                                    "the steps recorded are kept in the saved run."),
                                              step=ended))
        else:
            self.status.progress(lambda: translate("Training", "Nothing was trained."))
            self.status.clear(self.info_label)
        self.saved.refresh()
        self.spare.soon()  # the next run starts as fast as this one
        if self._recorded is not None and self._recorded.path is not None:
            self.saved.select(self._recorded.path)
            self.sig_saved.emit(self._recorded.path)
        self.sig_run_finished.emit(summary)

    # ------------------------------------------------------------------ live data

    @Slot()
    def _drain(self) -> None:
        if self.task is not None:
            for event in self.task.take_items():
                self._apply(event)
        if self._latest_step is not None:
            self._show_progress(self._latest_step)
            self._latest_step = None
        if self.live.dirty and self.isVisible():  # a hidden page costs nothing to draw: it catches up when shown
            self.live.redraw()
        if self._timer.isActive():
            self._timer.setInterval(round(1000 * self.frame_budget.frame()))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self.live.dirty:
            self.live.redraw()
        if not self._active:
            self.spare.soon()

    def _apply(self, event: Event) -> None:
        self.live.add(event)
        if isinstance(event, RunInfo):
            self._show_info(event)
        elif isinstance(event, StepMetrics):
            self._latest_step = event
        elif isinstance(event, RunSummary):
            self.last_summary = event
        elif isinstance(event, GeneratedText):
            self.generated.add(event)

    def _show_info(self, info: RunInfo) -> None:
        self.last_info = info
        self.figures.show_info(info)
        self.progress.setRange(0, info.steps_total)
        self.progress.setValue(0)
        self.status.info(partial(info_text, info))
        if info.note:  # the model's builder's words: said again from them, else in the English the run saved
            self.status.message(lambda: say_words(info.note_words) or info.note)

    def _show_progress(self, step: StepMetrics) -> None:
        """Progress bar and line, once per redraw tick (each update repaints widgets)."""
        self.progress.setValue(step.step)
        self.figures.show_step(step)
        if self.last_info is not None and step.eta_seconds is not None and not step.warmup and not self.replaying:
            self.live.expect_duration(step.timestamp - self.last_info.timestamp + step.eta_seconds)
        self.status.progress(partial(progress_text, step))

    # ------------------------------------------------------------------ replaying a recording

    def recording_source(self) -> Path | None:
        """The saved run chosen in the list, else the one shown (not a recording playing: it is one already)."""
        return None if self.replaying else self.saved.current_run() or self.shown_run

    def begin_replay(self, recording: Recording | None = None) -> bool:
        """Clear the charts for a recording to be played into them, their time axes as long as the recorded run, and
        show its settings in the form, read-only; False while a run of this machine trains. (The recorded machine's
        memory comes with the run's own first event.)"""
        if self._active:
            return False
        self.replaying = True
        self._clear_shown()
        if recording is not None:
            if self._replayed is None or self._replayed[0] is not recording:
                self._replayed = recording, recorded_run(recording)
            recorded = self._replayed[1]
            if recorded.config is not None:
                self.form.show_recorded(recorded.config, recorded.facts)
            if recorded.duration is not None:  # not a guess from the first ETAs: the run's own length
                self.live.expect_duration(recorded.duration)
        self.start_button.setEnabled(False)  # this machine's runs wait until the replay is left
        self.saved.set_running(True)
        return True

    def _clear_shown(self) -> None:
        self.live.clear()
        self.figures.clear()
        self.generated.clear()
        self.status.clear()
        self._overlay_labels = None
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.last_summary = self.last_info = self.shown_run = None

    def replay(self, moments: list[Moment]) -> None:
        """Recorded events and samples, as the live path draws a run's: the charts move as they did."""
        for moment in moments:
            if moment.event is not None:
                self._apply(moment.event)
            elif moment.sample is not None:
                self.live.add_snapshot(moment.sample)
                self.figures.show_snapshot(moment.sample)
        if self._latest_step is not None:
            self._show_progress(self._latest_step)
            self._latest_step = None
        if self.last_summary is not None:
            self.status.progress(partial(summary_text, self.last_summary))
        if self.live.dirty and self.isVisible():
            self.live.redraw()

    def end_replay(self) -> None:
        self.replaying = False
        self._replayed = None
        self._clear_shown()
        self.form.end_recorded()
        self._set_buttons(running=False)

    # ------------------------------------------------------------------ saved runs

    @Slot(object)
    def show_run(self, path: Path) -> None:
        """Open a saved run: it is read on a worker thread (an hour of steps takes a second or two) while the window
        goes on; then its curves are drawn, the figure strip shows how it ended and the form takes its settings, to
        run it again. A newer request replaces one still being read."""
        if self.is_running():
            return
        self.status.clear(self.message_label)
        self.status.progress(lambda: fill(translate("Training", "Opening run {name}…"), name=path.name))
        self.saved.opener.open(path)

    @Slot(object, int)
    def _on_run_counted(self, path: Path, steps: int) -> None:
        if not self.is_running():
            self.status.progress(lambda: counted(steps, translate("Training", "Opening run… (%Ln step(s))", None, 1)))

    @Slot(object)
    def _on_run_read(self, curves: RunCurves) -> None:
        if self.is_running():
            return  # a run started meanwhile: its curves have the charts
        path, record = curves.path, curves.record
        self.live.show_curves(curves)
        self.generated.show_saved(record.events)
        self.figures.clear()
        if curves.info is not None:  # the strip shows how the run ended
            self.figures.show_info(curves.info)
        if curves.last_step is not None:
            self.figures.show_step(curves.last_step)
        self.shown_run = path
        self._overlay_labels = None
        self.sig_saved.emit(path)
        problem: str | None = None
        try:
            self.form.apply_config(record.config)
        except UnreadableRun as err:  # drawn all the same; the form keeps what it had
            problem = str(err)
        summary = record.summary
        self.status.progress(partial(saved_run_text, path, summary or None))
        if record.skipped.total or problem is not None:
            self.status.message(partial(saved_run_notices, record, problem))
        self.sig_run_shown.emit(path)

    @Slot(object, str)
    def _on_run_failed(self, path: Path, reason: str) -> None:
        if not self.is_running():
            self.status.progress(lambda: fill(translate("Training", "Saved run {name} could not be opened."),
                                              name=path.name))
            self.status.message(lambda: fill(translate("Training", "Could not open {name}: {reason}."),
                                             name=path.name, reason=reason))

    @Slot(list, str)
    def overlay_runs(self, paths: list[Path], x_axis: str = "time") -> list[str]:
        """Saved runs' smoothed loss and throughput on the same axes, each labelled by the settings that differ."""
        if self.is_running() or (read := read_to_overlay(paths, self.status)) is None:
            return []
        records, configs = read
        self._overlay_labels = partial(overlay_labels, records, configs)
        labels = self._overlay_labels()
        self.live.overlay(records, labels, x_axis)
        self.status.progress(partial(overlay_text, self._overlay_labels, x_axis))
        return labels

    def _ask_export_csv(self) -> None:
        ask_export_csv(self, self.saved.current_run() or self.shown_run, self.status)

    def export_csv(self, run: Path, target: Path) -> Path:
        return export_csv(run, target, self.status)

    def ask_export(self) -> bool:
        """Ask for a folder and write the plots there (the Export plots button, File > Export)."""
        ask_export_plots(self, self.live, self.status)
        return True

    def export_plots(self, folder: Path) -> list[Path]:  # each plot as PNG and SVG, and the grid as one PNG
        return export_plots(self.live, folder, self.status)
