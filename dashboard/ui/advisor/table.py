"""The Advisor page's GPU table: one row per catalogue GPU, sortable by value, filtered by the page's choices."""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from dashboard.text import QT_TRANSLATE_NOOP, fill, translate
from dashboard.units import fmt, na

SORT_ROLE = Qt.ItemDataRole.UserRole
DETECTED_BACKGROUND = QColor(230, 159, 0, 70)
SHORT_FOREGROUND = QColor("#D55E00")

Index = QModelIndex | QPersistentModelIndex


def _duration(seconds: float | None) -> str:
    if seconds is None:
        return na()
    if seconds < 120:
        return fmt(seconds, "s")
    if seconds < 7200:
        return fmt(seconds / 60, "min")
    return fmt(seconds / 3600, "h", 1)


def _range(value: float | None, bounds: tuple[float, float] | None, digits: int = 0) -> str:
    if value is None or bounds is None:
        return na()
    return f"{fmt(value, digits=digits)} ({fmt(bounds[0], digits=digits)}–{fmt(bounds[1], digits=digits)})"


PRODUCT_LINES = {"geforce": "GeForce", "jetson": "Jetson", "radeon": "Radeon", "instinct": "Instinct", "apple": "Apple"}
SERIES_WORDS = {"workstation": QT_TRANSLATE_NOOP("Advisor", "workstation"),
                "datacenter": QT_TRANSLATE_NOOP("Advisor", "datacenter")}
"""The catalogue's series keys as shown: product lines by their names, the others in the reader's language."""
VENDOR_NAMES = {"nvidia": "NVIDIA", "amd": "AMD", "apple": "Apple"}
INFERENCE_TIP = QT_TRANSLATE_NOOP("Advisor", "Estimated for the forward pass alone (eval mode, eager PyTorch) by the "
                                             "training speed model, which was not calibrated on inference. On a "
                                             "Jetson the ARM CPU launches operators more slowly, so its batch-1 "
                                             "latency is likely optimistic")


def series_name(series: str) -> str:
    if series in SERIES_WORDS:
        return translate("Advisor", SERIES_WORDS[series])
    return PRODUCT_LINES.get(series, series)


def _bound(bound: str | None) -> str:
    """What limits the speed: "compute" or "memory" (the English keys of the data)."""
    if bound == "compute":
        return translate("Advisor", "compute", "what limits the speed")
    if bound == "memory":
        return translate("Advisor", "memory", "what limits the speed")
    return na()


@dataclass(frozen=True)
class Column:
    key: str
    """The column's English name, for the code (sorting, colours)."""
    header: Callable[[], str]
    """Its title in the reader's language."""
    text: Callable[[Any, Any], str]
    """(GpuAdvice, GpuSpec) -> what the cell shows in the reader's language, units included."""
    value: Callable[[Any, Any], Any]
    """(GpuAdvice, GpuSpec) -> what the column sorts by (a number where there is one)."""
    tip: Callable[[], str] | None = None


def _peak_tflops(spec: Any, precision: str) -> float | None:
    if precision == "fp32":
        return spec.fp32_tflops
    tensor = spec.fp16_tensor_tflops if precision == "fp16" else spec.bf16_tensor_tflops
    return tensor or (spec.fp32_tflops if precision == "fp16" else None)


def columns(precision: str) -> list[Column]:
    """The table's columns, the answer first: at 1280x720 in presenter mode only the first few are in view beside
    the GPU names, and the estimated speed was the ninth."""

    def number(value: float | None) -> float:
        return float("-inf") if value is None else float(value)

    return [
        Column("GPU", lambda: "GPU", lambda r, s: r.name, lambda r, s: r.name.lower()),
        Column("samples/s", lambda: translate("Advisor", "est. samples/s (range)"),
               lambda r, s: _range(r.est_samples_per_second, r.est_samples_per_second_range),
               lambda r, s: number(r.est_samples_per_second),
               lambda: translate("Advisor", "The middle estimate and, in brackets, the range the validation gave: "
                                            "from the model of a step, or scaled from a step measured on your GPU "
                                            "(each row's note says which once one was measured)")),
        Column("fits", lambda: translate("Advisor", "fits"),
               lambda r, s: translate("Advisor", "yes") if r.fits else translate("Advisor", "no"),
               lambda r, s: (r.fits, r.max_batch_size),
               lambda: translate("Advisor", "Does one training step at this batch fit in the GPU's memory, with "
                                            "headroom?")),
        Column("largest batch", lambda: translate("Advisor", "largest batch"),
               lambda r, s: fmt(r.max_batch_size) if r.max_batch_size else translate("Advisor", "none"),
               lambda r, s: r.max_batch_size,
               lambda: translate("Advisor", "The largest batch whose estimate fits, with headroom")),
        Column("memory", lambda: translate("Advisor", "memory"),
               lambda r, s: fill("{gb} GB {kind}", gb=r.memory_gb, kind=r.memory_type), lambda r, s: r.memory_gb),
        Column("bandwidth", lambda: translate("Advisor", "bandwidth"), lambda r, s: fmt(s.bandwidth_gbps, "GB/s"),
               lambda r, s: number(s.bandwidth_gbps)),
        Column("peak", lambda: fill(translate("Advisor", "{precision} peak"), precision=precision),
               lambda r, s: fmt(_peak_tflops(s, precision), "TFLOPS"), lambda r, s: number(_peak_tflops(s, precision)),
               lambda: translate("Advisor", "fp32: the FP32 rate; fp16/bf16: dense tensor (matrix) TFLOPS, no "
                                            "sparsity")),
        Column("vendor", lambda: translate("Advisor", "vendor"), lambda r, s: VENDOR_NAMES.get(r.vendor, r.vendor),
               lambda r, s: r.vendor),
        Column("series", lambda: translate("Advisor", "series"), lambda r, s: series_name(r.series),
               lambda r, s: r.series),
        Column("inference latency", lambda: translate("Advisor", "inference: ms at batch 1 (range)"),
               lambda r, s: _range(r.inference_latency_ms, r.inference_latency_ms_range, 1),
               lambda r, s: -number(r.inference_latency_ms) if r.inference_latency_ms is not None else float("-inf"),
               lambda: translate("Advisor", INFERENCE_TIP)),
        Column("inference samples/s", lambda: translate("Advisor", "inference samples/s (range)"),
               lambda r, s: _range(r.inference_samples_per_second, r.inference_samples_per_second_range),
               lambda r, s: number(r.inference_samples_per_second), lambda: translate("Advisor", INFERENCE_TIP)),
        Column("epoch", lambda: translate("Advisor", "epoch"), lambda r, s: _duration(r.epoch_seconds),
               lambda r, s: -number(r.epoch_seconds) if r.epoch_seconds is not None else float("-inf")),
        Column("samples/J", lambda: translate("Advisor", "samples/J"), lambda r, s: fmt(r.samples_per_joule),
               lambda r, s: number(r.samples_per_joule),
               lambda: translate("Advisor", "Estimated samples/s divided by the board power (TDP)")),
        Column("samples/s per $", lambda: translate("Advisor", "samples/s per $"),
               lambda r, s: fmt(r.samples_per_second_per_dollar) if r.price_usd else translate("Advisor", "no price"),
               lambda r, s: number(r.samples_per_second_per_dollar),
               lambda: translate("Advisor", "Needs a price in your GPU file (see the panel)")),
        Column("bound", lambda: translate("Advisor", "bound"), lambda r, s: _bound(r.bound),
               lambda r, s: r.bound or ""),
        Column("note", lambda: translate("Advisor", "note"), lambda r, s: r.shown_note(), lambda r, s: r.note),
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

    def column_keys(self) -> list[str]:
        return [column.key for column in self._columns]

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
            return column.header()
        if role == Qt.ItemDataRole.ToolTipRole and column.tip is not None:
            return column.tip()
        return None

    def retranslate(self) -> None:
        """Headers, cells and tooltips are written when the view asks: it asks again now."""
        if self._columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._columns) - 1)
        if self.rows:
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, len(self.rows) - 1)
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, len(self._columns) - 1))

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
        if role == Qt.ItemDataRole.ForegroundRole and column.key == "fits" and not row.fits:
            return QBrush(SHORT_FOREGROUND)
        if role == Qt.ItemDataRole.ToolTipRole:
            return _tooltip(row, spec, row.name in self.detected)
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(column.value(row, spec), (int, float)):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


def _tooltip(row: Any, spec: Any, detected: bool) -> str:
    """The GPU's catalogue facts and sources, in the reader's language."""
    lines = [fill(translate("Advisor", "<b>{gpu}</b> (in this machine)") if detected else "<b>{gpu}</b>", gpu=row.name)]
    if spec is not None:
        facts = (translate("Advisor", "{architecture}, {year}; {tdp} W; compute capability {capability}")
                 if spec.compute_capability else translate("Advisor", "{architecture}, {year}; {tdp} W"))
        lines.append(fill(facts, architecture=spec.architecture, year=spec.year, tdp=spec.tdp_w,
                          capability=spec.compute_capability))
        if spec.uncertain:
            lines.append(fill(translate("Advisor", "not confirmed against a primary source: {fields}"),
                              fields=", ".join(spec.uncertain)))
        lines.append(fill(translate("Advisor", "sources: {sources}"), sources="<br>".join(spec.sources)))
    if row.notes:  # the note column is narrow: its whole text here, the estimate's basis included
        lines.append(html.escape(row.shown_note()))
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
