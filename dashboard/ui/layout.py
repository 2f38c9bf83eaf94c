"""Page scaffolding shared by the pages: a fixed-width, vertically scrolling control panel beside the plots."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

PANEL_WIDTH = 400


def breakable(path: object) -> str:
    """A path a word-wrapped label may break after each separator, instead of widening the panel to fit it."""
    return str(path).replace("/", "/\u200b").replace("\\", "\\\u200b")


def scrolling(body: QWidget) -> QScrollArea:
    """``body`` in a frameless scroll area that resizes it to the area's width."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(body)
    return scroll


def split_page(page: QWidget) -> tuple[QVBoxLayout, QHBoxLayout]:
    """Lay ``page`` out as a scrolling panel on the left; returns (panel column, page row) to fill."""
    row = QHBoxLayout(page)
    row.setContentsMargins(0, 0, 0, 0)
    panel = QWidget()
    scroll = scrolling(panel)
    scroll.setFixedWidth(PANEL_WIDTH)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    row.addWidget(scroll)
    return QVBoxLayout(panel), row


def saved_list(tooltip: str, min_height: int = 120) -> QListWidget:
    """A list of saved runs or experiments: several can be selected (Ctrl/Shift) to draw them together."""
    items = QListWidget()
    items.setMinimumHeight(min_height)
    items.setSelectionMode(QListWidget.SelectionMode.ExtendedSelection)
    items.setToolTip(tooltip)
    return items


def wrapped_label(text: str = "", role: str = "") -> QLabel:
    """A label that wraps to the panel's width; ``role`` is a style name from the theme ("banner", "muted")."""
    label = QLabel(text)
    label.setWordWrap(True)
    if role:
        label.setObjectName(role)
    return label


def ask_folder(parent: QWidget, title: str) -> Path | None:
    """A folder the user picks for an export, or None when they cancel."""
    folder = QFileDialog.getExistingDirectory(parent, title)
    return Path(folder) if folder else None
