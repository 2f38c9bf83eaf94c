"""The Experiments page's saved experiments: reopen one as measured, or several overlaid."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import QGroupBox, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from dashboard.experiments.storage import experiment_title, list_experiments
from dashboard.training.run_schema import UnreadableRun
from dashboard.ui.layout import saved_list


class SavedExperimentsPanel(QGroupBox):
    sig_open = Signal(list)  # the Paths of the experiments to draw

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Saved experiments", parent)
        column = QVBoxLayout(self)
        self.saved_list = saved_list("Double-click to reopen an experiment; select several (Ctrl/Shift) and press "
                                     "Open to draw them on the same axes")
        self.saved_list.itemActivated.connect(lambda _item: self.open_selected())
        self.open_button = QPushButton("Open")
        self.open_button.setToolTip("Draw the selected experiments; several are overlaid, each series named by its "
                                    "experiment")
        self.open_button.clicked.connect(self.open_selected)
        column.addWidget(self.saved_list)
        column.addWidget(self.open_button)

    def refresh(self) -> None:
        self.saved_list.clear()
        for path in list_experiments():
            try:
                item = QListWidgetItem(experiment_title(path))
            except UnreadableRun as err:  # listed all the same: opening it says why it cannot be drawn
                item = QListWidgetItem(f"{path.name}  [unreadable: {err}]")
                item.setToolTip(f"{path}: {err}")
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            self.saved_list.addItem(item)

    @Slot()
    def open_selected(self) -> None:
        paths = [Path(item.data(Qt.ItemDataRole.UserRole)) for item in self.saved_list.selectedItems()]
        if paths:
            self.sig_open.emit(paths)
