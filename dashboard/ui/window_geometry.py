"""Where the main window opens: a size that fits the screen, or the last one the user left it at."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSettings
from PySide6.QtWidgets import QWidget


def fit_to_screen(window: QWidget) -> None:
    """1400 x 900, or less on a smaller screen (a 1280x720 projector): the window never starts off-screen."""
    screen = window.screen().availableGeometry()
    window.resize(min(1400, int(screen.width() * 0.95)), min(900, int(screen.height() * 0.92)))


def restore_rect(window: QWidget, settings: QSettings) -> None:
    """The last normal (not full-screen) position and size, when it still fits a screen of this machine."""
    rect = settings.value("window_rect")
    if isinstance(rect, QRect) and rect.isValid() and window.screen().availableVirtualGeometry().contains(
            rect.center()):
        window.setGeometry(rect)
