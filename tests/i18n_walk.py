"""Walk a widget tree for the texts a person sees, to find those that did not go through ``dashboard.text``.

In the pseudo language every word of a translated text gets "~"s (dashboard.ui.i18n), so a visible text with English
words and no "~" was never translated: a hard-coded string, or a text not set again on ``LanguageChange``.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QMenuBar,
    QPlainTextEdit,
    QProgressBar,
    QRadioButton,
    QSpinBox,
    QStatusBar,
    QTableView,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from dashboard.advisor.gpu_catalog import load_catalog
from dashboard.experiments.shown_labels import shown_series
from dashboard.training.choices import MODEL_SPECS
from dashboard.ui.chart import Chart
from dashboard.ui.experiments.reading_view import ReadingView
from dashboard.ui.live_text import LiveText

WORD = re.compile(r"[A-Za-z]{3,}")
NAMES = {
    # units' symbols and technical names that stay as they are in every language
    "GiB", "MiB", "KiB", "TiB", "MHz", "GHz", "GFLOPS", "TFLOPS", "FLOPS", "PCIe", "CUDA", "cuDNN", "NVIDIA", "AMD",
    "Apple", "Intel", "PyTorch", "Python", "Linux", "SIMD", "AVX", "NEON", "SSE", "RAM", "CPU", "GPU", "GPUs", "VRAM",
    "HBM", "GDDR", "ECC", "MIG", "UUID", "NVML", "ROCm", "MPS", "LSTM", "CNN", "Adam", "SGD", "fp32", "fp16", "bf16",
    "TF32", "ReLU", "dl-dashboard", "json", "JSON", "PNG", "SVG", "CSV", "Ctrl", "Shift", "PID",
}

OUTCOME_NAMES = {"cpu", "cuda", "AdamW", "synthetic", "Ryzen", "EPYC", "GeForce", "RTX", "LPDDR", "simple", "cnn",
                 *WORD.findall(" ".join(MODEL_SPECS)), *WORD.findall(" ".join(gpu.name for gpu in load_catalog().gpus))}
"""Names an outcome's texts hold as they are: devices, models, this test machine's CPU and the catalogue's GPUs."""


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every text a person can see in ``root``: labels, buttons, group boxes, combo items, list
    items, table headers and cells (with their tooltips), tabs, placeholders, tooltips, spin boxes' prefixes and
    suffixes, progress bars' formats, text views, menus and their actions, the status bar's message and charts'
    words."""
    found: list[tuple[str, str]] = []

    def add(widget: QWidget, what: str, text: str) -> None:
        if text and text.strip():
            found.append((f"{type(widget).__name__}({widget.objectName() or '-'}).{what}", text))

    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        add(widget, "toolTip", widget.toolTip())
        if isinstance(widget, QLabel | QAbstractButton):
            add(widget, "text", widget.text())
        elif isinstance(widget, QGroupBox):
            add(widget, "title", widget.title())
        elif isinstance(widget, QComboBox):
            for i in range(widget.count()):
                add(widget, f"item{i}", widget.itemText(i))
        elif isinstance(widget, QLineEdit):
            add(widget, "placeholder", widget.placeholderText())
        elif isinstance(widget, QListWidget):
            for i in range(widget.count()):
                add(widget, f"item{i}", widget.item(i).text())
        elif isinstance(widget, QTabWidget):
            for i in range(widget.count()):
                add(widget, f"tab{i}", widget.tabText(i))
        elif isinstance(widget, QTextEdit | QPlainTextEdit):
            add(widget, "text", widget.toPlainText())
        elif isinstance(widget, QAbstractSpinBox):
            add(widget, "specialValueText", widget.specialValueText())
            if isinstance(widget, QSpinBox | QDoubleSpinBox):
                add(widget, "prefix", widget.prefix())
                add(widget, "suffix", widget.suffix())
        elif isinstance(widget, QProgressBar) and widget.isTextVisible():
            add(widget, "format", widget.format().replace("%p", "").replace("%v", "").replace("%m", ""))
        elif isinstance(widget, QStatusBar):
            add(widget, "message", widget.currentMessage())
        elif isinstance(widget, QMenuBar | QMenu):
            for i, action in enumerate(widget.actions()):
                add(widget, f"action{i}", action.text())
                add(widget, f"action{i}.toolTip", action.toolTip() if action.toolTip() != action.text().replace(
                    "&", "") else "")
                if action.menu() is not None:
                    found.extend((f"{where}/{i}", text) for where, text in visible_texts(action.menu()))
        elif isinstance(widget, LiveText):
            add(widget, "heading", widget.heading())
            add(widget, "text", widget.text())
        if isinstance(widget, QTableView) and widget.model() is not None:
            model = widget.model()
            for c in range(model.columnCount()):
                add(widget, f"header{c}", str(model.headerData(c, Qt.Orientation.Horizontal) or ""))
                add(widget, f"header{c}.toolTip", str(model.headerData(
                    c, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) or ""))
            for r in range(model.rowCount()):
                for c in range(model.columnCount()):
                    index = model.index(r, c)
                    add(widget, f"cell{r},{c}", str(model.data(index) or ""))
                    add(widget, f"cell{r},{c}.toolTip", str(model.data(index, Qt.ItemDataRole.ToolTipRole) or ""))
        if isinstance(widget, Chart):
            item = widget.chart_item
            add(widget, "title", widget.title())
            for axis in ("left", "bottom"):
                add(widget, f"{axis} axis", item.getAxis(axis).labelText)
            for i, label in enumerate(widget.legend.labels()):
                add(widget, f"legend{i}", label)
    return found


def untranslated(texts: list[tuple[str, str]], names: set[str] = frozenset()) -> list[tuple[str, str]]:
    """Texts with an English word that is not a name, and no pseudo-translation mark."""
    allowed = NAMES | set(names)
    return [(where, text) for where, text in texts
            if "~" not in text and any(word not in allowed for word in WORD.findall(text))]


def clipped(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) of visible texts cut short: a one-line label or button narrower than its text, a wrapped
    label shorter than its wrapped text, a combo box narrower than its current item. Scroll areas are fine: what
    they hold is whole, one scroll away."""
    found: list[tuple[str, str]] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) or widget.width() <= 0:
            continue
        where = f"{type(widget).__name__}({widget.objectName() or '-'})"
        if isinstance(widget, QLabel) and widget.text() and not widget.pixmap():
            if widget.wordWrap():
                needed = widget.heightForWidth(widget.contentsRect().width())
                if needed > widget.contentsRect().height() + 1:
                    found.append((where, widget.text()))
            elif widget.minimumSizeHint().width() > widget.width() + 1:
                found.append((where, widget.text()))
        elif isinstance(widget, QCheckBox | QRadioButton) and widget.text():
            if widget.sizeHint().width() > widget.width() + 1:  # the box and the text
                found.append((where, widget.text()))
        elif isinstance(widget, QAbstractButton) and widget.text():  # a push button's hint has a minimum width
            text_px = widget.fontMetrics().horizontalAdvance(widget.text().replace("&", ""))
            if text_px + (12 if widget.icon().isNull() else 32) > widget.width():
                found.append((where, widget.text()))
        elif isinstance(widget, QComboBox) and widget.currentText():
            text_px = widget.fontMetrics().horizontalAdvance(widget.currentText())
            if text_px + 24 > widget.width():  # the arrow and the frame take about 24 px
                found.append((where, widget.currentText()))
    return found


def open_details(page) -> None:
    """Every reading's "Details" shown: its sentences are walked too."""
    for view in page.findChildren(ReadingView):
        view.details_button.setChecked(True)


def english_labels(page, points) -> list[tuple[str, str]]:
    """(where, label) of each series label said from a template (so it has a translation) that a visible text still
    shows in English, in a legend or inside a sentence."""
    labels = {point.label for point in points if shown_series(point.label) != point.label}
    return [(where, label) for where, text in visible_texts(page) for label in labels if label in text]
