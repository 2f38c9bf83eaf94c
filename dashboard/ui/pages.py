"""The window's pages as it knows them before they are built: names, titles and where each class lives."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


@dataclass(frozen=True)
class PageSpec:
    """A page as the window knows it before it is built: its names, and where its class lives."""

    name: str
    title: str
    module: str
    class_name: str


PAGES = (
    PageSpec("hardware", "&Hardware", "dashboard.ui.hardware.page", "HardwarePage"),
    PageSpec("training", "&Training lab", "dashboard.ui.training.page", "TrainingPage"),
    PageSpec("experiments", "&Experiments", "dashboard.ui.experiments.page", "ExperimentsPage"),
    PageSpec("advisor", "&Advisor", "dashboard.ui.advisor.page", "AdvisorPage"),
    PageSpec("lessons", "&Lessons", "dashboard.ui.lessons.page", "LessonsPage"),
)
"""The pages in navigation order (Ctrl+1 to Ctrl+5); each class's own ``name`` and ``title`` are the same."""
PAGE_NAMES = tuple(spec.name for spec in PAGES)


def placeholder(spec: PageSpec) -> QWidget:
    """What the stack holds in a page's place until it is built (seen only if building it takes a moment)."""
    label = QLabel(f"Opening {spec.title.replace('&', '')}…")
    label.setObjectName("muted")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label
