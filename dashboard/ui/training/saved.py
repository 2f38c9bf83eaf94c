"""The Training lab's saved runs: the list, the buttons that open, overlay and export them, and the opener that
reads a run on a worker thread."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QComboBox, QGroupBox, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from dashboard.text import fill, translate
from dashboard.training.columns import Interrupted
from dashboard.training.config import TrainConfig
from dashboard.training.follow import followed_on
from dashboard.training.run_schema import UnreadableRun
from dashboard.training.runs import RunRecord, list_runs, read_run, read_run_document
from dashboard.ui.i18n import Retranslating
from dashboard.ui.layout import button_row, saved_list
from dashboard.ui.reattach import ReattachButton
from dashboard.ui.training.curves import RunCurves, read_curves
from dashboard.ui.training.status import RunStatus
from dashboard.ui.training.texts import STATUS_WORDS
from dashboard.ui.workers import Task, describe_error


class SavedRunsPanel(Retranslating, QGroupBox):
    sig_open = Signal(object)  # Path of the run to show
    sig_overlay = Signal(list, str)  # Paths of the runs, "time" or "step"
    sig_message = Signal(object)  # what the user must do first: a function that says it in the current language
    sig_reattach = Signal(object)  # Path of a copy of a remote run whose link dropped, to follow again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        column = QVBoxLayout(self)
        self.runs_list = saved_list("", min_height=140)
        self.runs_list.itemActivated.connect(lambda item: self.sig_open.emit(_path(item)))
        column.addWidget(self.runs_list)
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self._on_open_clicked)
        self.overlay_button = QPushButton()
        self.overlay_button.clicked.connect(self.overlay_selected)
        self.overlay_axis_box = QComboBox()
        self.overlay_axis_box.addItem("", "time")
        self.overlay_axis_box.addItem("", "step")
        self.csv_button = QPushButton()
        self.plots_button = QPushButton()
        column.addLayout(button_row(self.open_button, self.overlay_button, self.overlay_axis_box, self.csv_button,
                                    self.plots_button))
        self.reattach_button = ReattachButton(self.runs_list, reattach_text)
        self.reattach_button.sig_reattach.connect(self.sig_reattach)
        column.addWidget(self.reattach_button)
        self.opener = RunOpener(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(translate("Training", "Saved runs"))
        self.runs_list.setToolTip(translate("Training", "Double-click to open a run; select several (Ctrl/Shift) "
                                                        "and press Overlay to compare them"))
        self.open_button.setText(translate("Training", "Open"))
        self.overlay_button.setText(translate("Training", "Overlay"))
        self.overlay_button.setToolTip(translate("Training", "Draw the selected runs' loss and throughput on the "
                                                             "same axes"))
        self.overlay_axis_box.setItemText(0, translate("Training", "by time"))
        self.overlay_axis_box.setItemText(1, translate("Training", "by step"))
        self.overlay_axis_box.setToolTip(translate("Training", "Overlay against each run's time since start, or "
                                                               "against its step number (which compares runs of "
                                                               "different speed sample for sample)"))
        self.csv_button.setText(translate("Training", "CSV…"))
        self.csv_button.setToolTip(translate("Training", "Export the selected run's metrics as CSV"))
        self.plots_button.setText(translate("Training", "Plots…"))
        self.plots_button.setToolTip(translate("Training", "Export the plots as PNG and SVG"))
        self.reattach_button.setToolTip(translate(
            "Training", "The link to the machine that trains this run dropped; the run went on there. Follow it again: "
                        "its steps since, live, added to this copy (or all at once if it has ended)."))
        self.reattach_button.offer()
        for row in range(self.runs_list.count()):
            self._describe(self.runs_list.item(row))

    def refresh(self) -> None:
        """List every saved run, newest first, with its status, or why it cannot be read."""
        self.runs_list.clear()
        for path in list_runs():
            problem = ""
            try:
                document = read_run_document(path)
                state, tip = document.get("status", "interrupted"), document.get("message", "")
            except UnreadableRun as err:
                state, problem, tip = None, str(err), f"{path}: {err}"
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setData(_STATE, (state, problem))
            ReattachButton.mark(item, followed_on(document) if state == "interrupted" else None)
            item.setToolTip(tip)  # the message the run saved, in the words it saved it
            self._describe(item)
            self.runs_list.addItem(item)

    @staticmethod
    def _describe(item: QListWidgetItem) -> None:
        """A saved run's line: its folder's name and how it ended, or why it cannot be read."""
        state, problem = item.data(_STATE)
        if state is None:
            said = fill(translate("Training", "unreadable: {reason}"), reason=problem)
        else:
            said = translate("Training", STATUS_WORDS[state]) if state in STATUS_WORDS else str(state)
        item.setText(f"{_path(item).name}  [{said}]")

    def select(self, run: Path) -> None:
        """Make ``run`` the current line (a run just ended: its Reattach, if it has one, offered at once)."""
        for row in range(self.runs_list.count()):
            if _path(self.runs_list.item(row)) == run:
                self.runs_list.setCurrentRow(row)
        self.reattach_button.offer()

    def current_run(self) -> Path | None:
        item = self.runs_list.currentItem()
        return None if item is None else _path(item)

    @Slot()
    def _on_open_clicked(self) -> None:
        run = self.current_run()
        if run is not None:
            self.sig_open.emit(run)

    @Slot()
    def overlay_selected(self) -> None:
        paths = [_path(item) for item in self.runs_list.selectedItems()]
        if len(paths) < 2:
            self.sig_message.emit(lambda: translate("Training", "Select two or more saved runs (Ctrl+click) to "
                                                                "overlay them."))
            return
        self.sig_overlay.emit(paths, self.overlay_axis_box.currentData())

    def set_running(self, running: bool) -> None:
        for widget in (self.open_button, self.overlay_button, self.reattach_button):
            widget.setEnabled(not running)


def read_to_overlay(paths: list[Path], status: RunStatus) -> tuple[list[RunRecord], list[TrainConfig]] | None:
    """The runs and their settings (which label them in an overlay), or None with the first that cannot be read said
    in ``status``."""
    records, configs = [], []
    try:
        for path in paths:
            records.append(read_run(path))
            configs.append(records[-1].config)  # its settings label it: they must be usable too
    except UnreadableRun as err:
        name, reason = path.name, str(err)  # taken now: ``err`` is gone after the except clause
        status.message(lambda: fill(translate("Training", "Cannot overlay {name}: {reason}."), name=name,
                                    reason=reason))
        return None
    return records, configs


def reattach_text(host: str) -> str:
    return fill(translate("Training", "Reattach to the run on {host}"), host=host)


_STATE = Qt.ItemDataRole.UserRole + 1
"""A run's line keeps its status, or why it cannot be read, to be said again in another language."""


def _path(item: QListWidgetItem) -> Path:
    return Path(item.data(Qt.ItemDataRole.UserRole))


@dataclass(frozen=True)
class _Failed:
    reason: str
    """Why, in the words of the file or the system (the page makes the sentence, in the reader's language)."""


class RunOpener(QObject):
    """Reads saved runs on a worker thread, so that a long one (an hour of steps: a second or two) never holds up
    the window. The newest request wins: an older one still being read is told to stop, and whatever it still
    sends is dropped."""

    sig_counted = Signal(object, int)
    """Path, steps found: reading them has begun."""
    sig_read = Signal(object)
    """RunCurves, ready to draw."""
    sig_failed = Signal(object, str)
    """Path, and why it could not be read ("config.json is not JSON")."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ticket = 0
        self._tasks: list[tuple[Task, threading.Event]] = []

    def open(self, path: Path) -> int:
        """Start reading ``path``; returns the request's number (``latest``)."""
        self._ticket += 1
        self._supersede()
        superseded = threading.Event()
        task = Task("open-run", partial(_read, path, self._ticket, superseded), parent=self)
        task.sig_item.connect(self._on_item)
        self._tasks.append((task, superseded))
        task.start()
        return self._ticket

    def _supersede(self) -> None:
        """Tell every reading under way to stop (between two blocks of its file) and forget those that have."""
        for task, superseded in self._tasks:
            superseded.set()
            task.request_stop()
        for entry in [entry for entry in self._tasks if not entry[0].is_running()]:
            self._tasks.remove(entry)
            entry[0].deleteLater()

    @property
    def latest(self) -> int:
        return self._ticket

    def busy(self) -> bool:
        """Whether any reading thread is still running (a superseded one winds down on its own)."""
        return any(task.is_running() for task, _ in self._tasks)

    def stop(self, timeout_ms: int = 10_000) -> bool:
        """Stop every reading and wait for the threads; True when all have ended."""
        self._ticket += 1  # nothing still under way is answered
        self._supersede()
        return all([task.stop(timeout_ms) for task, _ in self._tasks])

    @Slot(object)
    def _on_item(self, item: tuple[int, Path, object]) -> None:
        ticket, path, answer = item
        if ticket != self._ticket:
            return  # a request since replaced
        if isinstance(answer, _Failed):
            self.sig_failed.emit(path, answer.reason)
        elif isinstance(answer, RunCurves):
            self.sig_read.emit(answer)
        elif isinstance(answer, int):
            self.sig_counted.emit(path, answer)


def _read(path: Path, ticket: int, superseded: threading.Event) -> Iterator[tuple[int, Path, object]]:
    """Runs on the opener's thread: the step count, then the curves, or why it failed; each with its ticket."""
    try:
        for answer in read_curves(path, superseded.is_set):
            yield ticket, path, answer
    except Interrupted:
        return
    except UnreadableRun as err:  # config.json unusable, or a file that cannot be read: the reason is in words
        yield ticket, path, _Failed(str(err))
    except OSError as err:
        yield ticket, path, _Failed(str(err.strerror or err))
    except Exception as err:  # noqa: BLE001 - any failure is reported; the window stays up
        yield ticket, path, _Failed(describe_error(err).rstrip("."))
