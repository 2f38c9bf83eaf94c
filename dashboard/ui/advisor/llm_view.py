"""The Advisor's answer for a language model: the takeaway (with the figures and assumptions behind "Details") over
a table of every catalogue GPU: its memory, what the model needs, whether it fits without and with gradient
checkpointing, and tokens per second, each labelled an estimate."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QHeaderView, QTableView, QVBoxLayout, QWidget

from dashboard.advisor.llm_advice import LlmGpuRow
from dashboard.advisor.llm_words import LlmAnswer, details, takeaway
from dashboard.text import fill, translate
from dashboard.ui.advisor.table import SHORT_FOREGROUND, SORT_ROLE
from dashboard.ui.experiments.reading_view import ReadingView
from dashboard.ui.i18n import Texts
from dashboard.ui.layout import wrapped_label
from dashboard.ui.table_fit import fit_columns_to_text
from dashboard.units import fmt, fmt_bytes

Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class Column:
    key: str
    header: Callable[[], str]
    text: Callable[[LlmGpuRow], str]
    value: Callable[[LlmGpuRow], Any]
    """What the column sorts by: numbers as numbers."""


def _fits(fits: bool | None) -> str:
    return translate("Advisor", "yes") if fits else translate("Advisor", "no")


def _rate(row: LlmGpuRow) -> str:
    if row.tokens_per_second is None:
        return "—"
    rate = fmt(row.tokens_per_second, digits=1 if row.tokens_per_second < 100 else 0)
    if not row.fits and row.fits_checkpointed:
        return fill(translate("Advisor", "{rate} (checkpointed)"), rate=rate)
    return rate


def columns(training: bool) -> list[Column]:
    """The table's columns, the speed next to whether it fits; checkpointing's two only when training."""
    rate = (lambda: translate("Advisor", "tokens/s trained\n(estimate)")) if training else (
        lambda: translate("Advisor", "tokens/s generated\n(estimate)"))
    found = [
        Column("name", lambda: "GPU", lambda r: r.name, lambda r: r.name),
        Column("memory", lambda: translate("Advisor", "GPU's\nmemory"), lambda r: fmt_bytes(r.memory_bytes),
               lambda r: r.memory_bytes),
        Column("needed", lambda: translate("Advisor", "needed"), lambda r: fmt_bytes(r.needed_bytes),
               lambda r: r.needed_bytes),
        Column("fits", lambda: translate("Advisor", "fits"), lambda r: _fits(r.fits), lambda r: int(r.fits)),
        Column("rate", rate, _rate, lambda r: r.tokens_per_second or 0.0),
    ]
    if training:
        found += [
            Column("needed_checkpointed", lambda: translate("Advisor", "needed with\ncheckpointing"),
                   lambda r: fmt_bytes(r.needed_checkpointed_bytes or 0), lambda r: r.needed_checkpointed_bytes),
            Column("fits_checkpointed", lambda: translate("Advisor", "fits with\ncheckpointing"),
                   lambda r: _fits(r.fits_checkpointed), lambda r: int(bool(r.fits_checkpointed))),
        ]
    return [*found, Column("note", lambda: translate("Advisor", "note"), lambda r: r.note, lambda r: r.note)]


class LlmTableModel(QAbstractTableModel):
    """One row per catalogue GPU of an LlmAnswer."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[LlmGpuRow] = []
        self._columns = columns(True)

    def set_answer(self, answer: LlmAnswer) -> None:
        self.beginResetModel()
        self.rows = list(answer.rows)
        self._columns = columns(answer.training)
        self.endResetModel()

    def column_keys(self) -> list[str]:
        return [column.key for column in self._columns]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._columns)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self._columns[section].header()
        return None

    def retranslate(self) -> None:
        if self._columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._columns) - 1)
        if self.rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, len(self._columns) - 1))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = self.rows[index.row()], self._columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.text(row)
        if role == SORT_ROLE:
            return column.value(row)
        short = {"fits": not row.fits, "fits_checkpointed": not row.fits_checkpointed}
        if role == Qt.ItemDataRole.ForegroundRole and short.get(column.key):
            return QBrush(SHORT_FOREGROUND)
        if role == Qt.ItemDataRole.ToolTipRole and column.key == "note" and row.note:
            return row.note  # cut short in a narrow window
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(column.value(row), int | float):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class LlmView(QWidget):
    """The takeaway, its details and the per-GPU table; ``show_answer`` draws an answer, ``show_failure`` a reason."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._texts = Texts()
        self.answer: LlmAnswer | None = None
        self.details_label = wrapped_label()
        self.details_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details_label.setTextFormat(Qt.TextFormat.PlainText)
        self.reading_view = ReadingView(self.details_label)
        self.table_model = LlmTableModel()
        self.proxy = QSortFilterProxyModel()
        self.proxy.setSourceModel(self.table_model)
        self.proxy.setSortRole(SORT_ROLE)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.installEventFilter(self)  # its font comes after the window's text size: fitted again then
        column = QVBoxLayout(self)
        column.addWidget(self.reading_view)
        column.addWidget(self.table, 1)
        self._texts.set(self.reading_view.set_takeaway, lambda: translate("Advisor", "Estimating…"))

    def show_answer(self, answer: LlmAnswer) -> None:
        self.answer = answer
        self.table_model.set_answer(answer)
        self.table.sortByColumn(self.table_model.column_keys().index("rate"), Qt.SortOrder.DescendingOrder)
        self._texts.set(self.reading_view.set_takeaway, lambda: takeaway(answer))
        self._texts.set(self.reading_view.set_details, lambda: details(answer))
        self.fit_columns()

    def show_failure(self, message: str) -> None:
        self._texts.set(self.reading_view.set_takeaway,
                        lambda: fill(translate("Advisor", "Could not estimate this model: {reason}"), reason=message))
        self._texts.clear(self.reading_view.set_details)

    def retranslate(self) -> None:
        self._texts.apply()
        self.table_model.retranslate()
        self.fit_columns()

    def fit_columns(self) -> None:
        fit_columns_to_text(self.table)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """The table's text size changed (presenter mode): its columns were fitted to the old size ("180.0 …" in
        presenter mode), fitted again to the new one, as the Advisor's other table is."""
        if watched is self.table and event.type() == QEvent.Type.FontChange:
            self.fit_columns()
        return False

    def visible_rows(self) -> list[LlmGpuRow]:
        """The rows in the order shown."""
        return [self.table_model.rows[self.proxy.mapToSource(self.proxy.index(i, 0)).row()]
                for i in range(self.proxy.rowCount())]
