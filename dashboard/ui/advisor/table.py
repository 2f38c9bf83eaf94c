"""The Advisor page's GPU table: one row per catalogue GPU, sortable by value, filtered by the page's choices."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from dashboard.units import fmt

SORT_ROLE = Qt.ItemDataRole.UserRole
DETECTED_BACKGROUND = QColor(230, 159, 0, 70)
SHORT_FOREGROUND = QColor("#D55E00")

Index = QModelIndex | QPersistentModelIndex


def _duration(seconds: float | None) -> str:
    if seconds is None:
        return "n/a"
    if seconds < 120:
        return f"{seconds:,.0f} s"
    if seconds < 7200:
        return f"{seconds / 60:,.0f} min"
    return f"{seconds / 3600:,.1f} h"


def _range(value: float | None, bounds: tuple[float, float] | None) -> str:
    if value is None or bounds is None:
        return "n/a"
    return f"{fmt(value)} ({fmt(bounds[0])}–{fmt(bounds[1])})"


@dataclass(frozen=True)
class Column:
    header: str
    text: Callable[[Any, Any], str]
    """(GpuAdvice, GpuSpec) -> what the cell shows, units included."""
    value: Callable[[Any, Any], Any]
    """(GpuAdvice, GpuSpec) -> what the column sorts by (a number where there is one)."""
    tip: str = ""


def _peak_tflops(spec: Any, precision: str) -> float | None:
    if precision == "fp32":
        return spec.fp32_tflops
    tensor = spec.fp16_tensor_tflops if precision == "fp16" else spec.bf16_tensor_tflops
    return tensor or (spec.fp32_tflops if precision == "fp16" else None)


def columns(precision: str) -> list[Column]:
    def number(value: float | None) -> float:
        return float("-inf") if value is None else float(value)

    return [
        Column("GPU", lambda r, s: r.name, lambda r, s: r.name.lower()),
        Column("vendor", lambda r, s: {"nvidia": "NVIDIA", "amd": "AMD", "apple": "Apple"}.get(r.vendor, r.vendor),
               lambda r, s: r.vendor),
        Column("series", lambda r, s: r.series, lambda r, s: r.series),
        Column("memory", lambda r, s: f"{r.memory_gb:g} GB {r.memory_type}", lambda r, s: r.memory_gb),
        Column("bandwidth", lambda r, s: fmt(s.bandwidth_gbps, "GB/s"), lambda r, s: number(s.bandwidth_gbps)),
        Column(f"{precision} peak", lambda r, s: fmt(_peak_tflops(s, precision), "TFLOPS"),
               lambda r, s: number(_peak_tflops(s, precision)),
               "fp32: the FP32 rate; fp16/bf16: dense tensor (matrix) TFLOPS, no sparsity"),
        Column("fits", lambda r, s: "yes" if r.fits else "no", lambda r, s: (r.fits, r.max_batch_size),
               "Does one training step at this batch fit in the GPU's memory, with headroom?"),
        Column("largest batch", lambda r, s: fmt(r.max_batch_size) if r.max_batch_size else "none",
               lambda r, s: r.max_batch_size, "The largest batch whose estimate fits, with headroom"),
        Column("est. samples/s (range)", lambda r, s: _range(r.est_samples_per_second,
                                                             r.est_samples_per_second_range),
               lambda r, s: number(r.est_samples_per_second),
               "Roofline estimate scaled by an efficiency range: the middle, and the range in brackets"),
        Column("epoch", lambda r, s: _duration(r.epoch_seconds), lambda r, s: -number(r.epoch_seconds)
               if r.epoch_seconds is not None else float("-inf")),
        Column("samples/J", lambda r, s: fmt(r.samples_per_joule), lambda r, s: number(r.samples_per_joule),
               "Estimated samples/s divided by the board power (TDP)"),
        Column("samples/s per $", lambda r, s: fmt(r.samples_per_second_per_dollar) if r.price_usd else "no price",
               lambda r, s: number(r.samples_per_second_per_dollar),
               "Needs a price in your GPU file (see the panel)"),
        Column("bound", lambda r, s: r.bound or "n/a", lambda r, s: r.bound or ""),
        Column("note", lambda r, s: r.note, lambda r, s: r.note),
    ]


class GpuTableModel(QAbstractTableModel):
    """Rows are the advisor's GpuAdvice records; ``specs`` gives each row's catalogue entry by name."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[Any] = []
        self.specs: dict[str, Any] = {}
        self.detected: set[str] = set()
        self._columns = columns("fp32")

    def set_rows(self, rows: list[Any], specs: dict[str, Any], precision: str, detected: set[str]) -> None:
        self.beginResetModel()
        self.rows, self.specs, self.detected = list(rows), dict(specs), set(detected)
        self._columns = columns(precision)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._columns)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Vertical:
            return self._row_header(section, role)
        column = self._columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.header
        if role == Qt.ItemDataRole.ToolTipRole and column.tip:
            return column.tip
        return None

    def _row_header(self, section: int, role: int) -> Any:
        """Each row's GPU name, for the view's row header: it stays in view however far the table scrolls."""
        if not 0 <= section < len(self.rows):
            return None
        row = self.rows[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return ("▶ " if row.name in self.detected else "") + row.name
        if role == Qt.ItemDataRole.ToolTipRole:
            return _tooltip(row, self.specs.get(row.name), row.name in self.detected)
        if role == Qt.ItemDataRole.FontRole and row.name in self.detected:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        spec = self.specs.get(row.name)
        column = self._columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.text(row, spec)
        if role == SORT_ROLE:
            return column.value(row, spec)
        if role == Qt.ItemDataRole.BackgroundRole and row.name in self.detected:
            return QBrush(DETECTED_BACKGROUND)
        if role == Qt.ItemDataRole.FontRole and row.name in self.detected:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and column.header == "fits" and not row.fits:
            return QBrush(SHORT_FOREGROUND)
        if role == Qt.ItemDataRole.ToolTipRole:
            return _tooltip(row, spec, row.name in self.detected)
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(column.value(row, spec), (int, float)):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


def _tooltip(row: Any, spec: Any, detected: bool) -> str:
    lines = [f"<b>{row.name}</b>" + (" (in this machine)" if detected else "")]
    if spec is not None:
        lines.append(f"{spec.architecture}, {spec.year}; {spec.tdp_w:g} W"
                     + (f"; compute capability {spec.compute_capability}" if spec.compute_capability else ""))
        if spec.uncertain:
            lines.append("not confirmed against a primary source: " + ", ".join(spec.uncertain))
        lines.append("sources: " + "<br>".join(spec.sources))
    return "<br>".join(lines)


@dataclass
class Filters:
    vendor: str = ""
    series: str = ""
    memory_type: str = ""
    min_memory_gb: float = 0.0
    only_fitting: bool = False

    def accepts(self, row: Any) -> bool:
        return ((not self.vendor or row.vendor == self.vendor) and (not self.series or row.series == self.series)
                and (not self.memory_type or row.memory_type == self.memory_type)
                and row.memory_gb >= self.min_memory_gb and (row.fits or not self.only_fitting))


class GpuFilterModel(QSortFilterProxyModel):
    """Sorts by each column's value (numbers as numbers) and keeps the rows the filters accept."""

    def __init__(self, source: GpuTableModel) -> None:
        super().__init__()
        self.source = source
        self.setSourceModel(source)
        self.setSortRole(SORT_ROLE)
        self.filters = Filters()

    def set_filters(self, filters: Filters) -> None:
        self.beginFilterChange()  # Qt 6.9+: invalidateFilter() is deprecated
        self.filters = filters
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:  # noqa: N802 - Qt's name
        return self.filters.accepts(self.source.rows[source_row])

    def lessThan(self, left: Index, right: Index) -> bool:  # noqa: N802 - Qt's name
        a, b = left.data(SORT_ROLE), right.data(SORT_ROLE)
        try:
            return a < b
        except TypeError:
            return str(a) < str(b)

    def visible_rows(self) -> list[Any]:
        """The rows shown, in the order shown."""
        return [self.source.rows[self.mapToSource(self.index(i, 0)).row()] for i in range(self.rowCount())]
