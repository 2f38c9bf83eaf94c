"""The window's pages as it knows them before they are built: names, titles and where each class lives."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from dashboard.text import QT_TRANSLATE_NOOP, fill, translate


@dataclass(frozen=True)
class PageSpec:
    """A page as the window knows it before it is built: its names, and where its class lives."""

    name: str
    title: str
    """In English, with the menu's & accelerator; ``page_title`` gives it in the reader's language."""
    module: str
    class_name: str


PAGES = (
    PageSpec("hardware", QT_TRANSLATE_NOOP("Pages", "&Hardware"), "dashboard.ui.hardware.page", "HardwarePage"),
    PageSpec("training", QT_TRANSLATE_NOOP("Pages", "&Training lab"), "dashboard.ui.training.page", "TrainingPage"),
    PageSpec("experiments", QT_TRANSLATE_NOOP("Pages", "&Experiments"), "dashboard.ui.experiments.page",
             "ExperimentsPage"),
    PageSpec("advisor", QT_TRANSLATE_NOOP("Pages", "&Advisor"), "dashboard.ui.advisor.page", "AdvisorPage"),
    PageSpec("lessons", QT_TRANSLATE_NOOP("Pages", "&Lessons"), "dashboard.ui.lessons.page", "LessonsPage"),
)
"""The pages in navigation order (Ctrl+1 to Ctrl+5); each class's own ``name`` and ``title`` are the same."""
PAGE_NAMES = tuple(spec.name for spec in PAGES)


def page_title(name: str, accelerator: bool = False) -> str:
    """The page's title in the reader's language, for a menu (with its & accelerator) or the navigation list."""
    title = translate("Pages", PAGES[PAGE_NAMES.index(name)].title)
    return title if accelerator else title.replace("&", "")


def placeholder(spec: PageSpec) -> QWidget:
    """What the stack holds in a page's place until it is built (seen only if building it takes a moment)."""
    label = QLabel(fill(translate("Pages", "Opening {page}…"), page=page_title(spec.name)))
    label.setObjectName("muted")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label
