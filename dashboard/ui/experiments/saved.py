"""The Experiments page's saved experiments: reopen one as measured, or several overlaid."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import QGroupBox, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from dashboard.experiments.plan import LARGEST_BATCH_TITLE, SWEEP_TITLE
from dashboard.experiments.presets import PRESETS
from dashboard.experiments.storage import experiment_title, list_experiments
from dashboard.text import fill, translate
from dashboard.training.follow import followed_on
from dashboard.training.run_schema import UnreadableRun
from dashboard.training.runs import read_run_document
from dashboard.ui.i18n import Retranslating
from dashboard.ui.layout import saved_list
from dashboard.ui.reattach import ReattachButton

PATH_ROLE = Qt.ItemDataRole.UserRole
LISTED_ROLE = Qt.ItemDataRole.UserRole + 1
"""The line storage gives an experiment ("fp32 vs mixed precision, 2026-11-22 04:47:36"): its title in English."""
PROBLEM_ROLE = Qt.ItemDataRole.UserRole + 2
"""Why an experiment cannot be read, in the words of the exception (listed all the same)."""
SAVED_TITLES = (SWEEP_TITLE, LARGEST_BATCH_TITLE, *(preset.title for preset in PRESETS.values()))
"""The titles this version saves experiments under, in English; shown in the reader's language."""


def shown_title(listed: str) -> str:
    """A saved experiment's line with its title in the reader's language; a title this version does not give (an
    older version's) as it was saved."""
    for title in SAVED_TITLES:
        if listed.startswith(f"{title}, "):
            return translate("Experiments", title) + listed[len(title):]
    return listed


class SavedExperimentsPanel(Retranslating, QGroupBox):
    sig_open = Signal(list)  # the Paths of the experiments to draw
    sig_reattach = Signal(object)  # the Path of a copy of a remote experiment whose link dropped, to follow again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        column = QVBoxLayout(self)
        self.saved_list = saved_list("")
        self.saved_list.itemActivated.connect(lambda _item: self.open_selected())
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.open_selected)
        column.addWidget(self.saved_list)
        column.addWidget(self.open_button)
        self.reattach_button = ReattachButton(self.saved_list, reattach_text)
        self.reattach_button.sig_reattach.connect(self.sig_reattach)
        column.addWidget(self.reattach_button)
        self.retranslate()

    def retranslate(self) -> None:
        """The panel's texts and every listed experiment's line in the reader's language (the list is not read
        again: the selection stays)."""
        self.setTitle(translate("Experiments", "Saved experiments"))
        self.saved_list.setToolTip(translate("Experiments", "Double-click to reopen an experiment; select several "
                                                            "(Ctrl/Shift) and press Open to draw them on the same "
                                                            "axes"))
        self.open_button.setText(translate("Experiments", "Open"))
        self.open_button.setToolTip(translate("Experiments", "Draw the selected experiments; several are overlaid, "
                                                             "each series named by its experiment"))
        for row in range(self.saved_list.count()):
            self._name(self.saved_list.item(row))
        self.reattach_button.setToolTip(translate(
            "Experiments", "The link to the machine that measures this experiment dropped; it went on there. Follow "
                           "it again: its points since, live, added to this copy (or all at once if it has ended)."))
        self.reattach_button.offer()

    def refresh(self) -> None:
        self.saved_list.clear()
        for path in list_experiments():
            item = QListWidgetItem()
            item.setData(PATH_ROLE, str(path))
            try:
                document = read_run_document(path)  # once: the title and whether it can be followed again
                item.setData(LISTED_ROLE, experiment_title(path, document))
                ReattachButton.mark(item, followed_on(document) if document.get("unfinished") else None)
            except UnreadableRun as err:  # listed all the same: opening it says why it cannot be drawn
                item.setData(PROBLEM_ROLE, str(err))
                item.setToolTip(f"{path}: {err}")
            self._name(item)
            self.saved_list.addItem(item)

    @staticmethod
    def _name(item: QListWidgetItem) -> None:
        problem = item.data(PROBLEM_ROLE)
        if problem is None:
            item.setText(shown_title(str(item.data(LISTED_ROLE))))
        else:
            item.setText(fill(translate("Experiments", "{folder}  [unreadable: {reason}]"),
                              folder=Path(item.data(PATH_ROLE)).name, reason=problem))

    def select(self, folder: Path) -> None:
        """Make ``folder`` the current line (an experiment just ended: its Reattach, if it has one, offered)."""
        for row in range(self.saved_list.count()):
            if Path(self.saved_list.item(row).data(PATH_ROLE)) == folder:
                self.saved_list.setCurrentRow(row)
        self.reattach_button.offer()

    @Slot()
    def open_selected(self) -> None:
        paths = [Path(item.data(PATH_ROLE)) for item in self.saved_list.selectedItems()]
        if paths:
            self.sig_open.emit(paths)


def reattach_text(host: str) -> str:
    return fill(translate("Experiments", "Reattach to the experiment on {host}"), host=host)
