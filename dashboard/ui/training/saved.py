"""The Training lab's saved runs: the list, and the buttons that open, overlay and export them."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import QComboBox, QGroupBox, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from dashboard.training.runs import list_runs, read_run_document
from dashboard.ui.layout import button_row, saved_list


class SavedRunsPanel(QGroupBox):
    sig_open = Signal(object)  # Path of the run to show
    sig_overlay = Signal(list, str)  # Paths of the runs, "time" or "step"
    sig_message = Signal(str)  # what the user must do first

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Saved runs", parent)
        column = QVBoxLayout(self)
        self.runs_list = saved_list("Double-click to open a run; select several (Ctrl/Shift) and press Overlay to "
                                    "compare them", min_height=140)
        self.runs_list.itemActivated.connect(lambda item: self.sig_open.emit(_path(item)))
        column.addWidget(self.runs_list)
        self.open_button = QPushButton("Open")
        self.open_button.clicked.connect(self._on_open_clicked)
        self.overlay_button = QPushButton("Overlay")
        self.overlay_button.setToolTip("Draw the selected runs' loss and throughput on the same axes")
        self.overlay_button.clicked.connect(self.overlay_selected)
        self.overlay_axis_box = QComboBox()
        self.overlay_axis_box.addItem("by time", "time")
        self.overlay_axis_box.addItem("by step", "step")
        self.overlay_axis_box.setToolTip("Overlay against each run's time since start, or against its step number "
                                         "(which compares runs of different speed sample for sample)")
        self.csv_button = QPushButton("CSV…")
        self.csv_button.setToolTip("Export the selected run's metrics as CSV")
        self.plots_button = QPushButton("Plots…")
        self.plots_button.setToolTip("Export the plots as PNG and SVG")
        column.addLayout(button_row(self.open_button, self.overlay_button, self.overlay_axis_box, self.csv_button,
                                    self.plots_button))

    def refresh(self) -> None:
        """List every saved run, newest first, with its status."""
        self.runs_list.clear()
        for path in list_runs():
            document = read_run_document(path)
            item = QListWidgetItem(f"{path.name}  [{document.get('status', 'interrupted')}]")
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setToolTip(document.get("message", ""))
            self.runs_list.addItem(item)

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
            self.sig_message.emit("Select two or more saved runs (Ctrl+click) to overlay them.")
            return
        self.sig_overlay.emit(paths, self.overlay_axis_box.currentData())

    def set_running(self, running: bool) -> None:
        for widget in (self.open_button, self.overlay_button):
            widget.setEnabled(not running)


def _path(item: QListWidgetItem) -> Path:
    return Path(item.data(Qt.ItemDataRole.UserRole))
