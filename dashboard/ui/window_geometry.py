"""Where the main window opens (a size that fits the screen, or the last one the user left it at), what it
remembers between launches, and when the window manager has taken it out of full screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSettings, Qt
from PySide6.QtGui import QGuiApplication, QWindowStateChangeEvent
from PySide6.QtWidgets import QWidget

from dashboard.hardware.sampler import DEFAULT_INTERVAL_S, check_interval


def fit_to_screen(window: QWidget) -> None:
    """1400 x 900, or less on a smaller screen (a 1280x720 projector): the window never starts off-screen."""
    screen = window.screen().availableGeometry()
    window.resize(min(1400, int(screen.width() * 0.95)), min(900, int(screen.height() * 0.92)))


def restore_rect(window: QWidget, settings: QSettings) -> None:
    """The last normal (not full-screen) position and size, when it still fits within a screen of this machine. A
    window left at 1900 x 1040 on a 1920 x 1080 monitor keeps the size that fits instead when the laptop next opens
    it on a 1280 x 720 projector: restored, it ran off the screen, the right of every page cut off."""
    rect = settings.value("window_rect")
    if not isinstance(rect, QRect) or not rect.isValid():
        return
    screen = QGuiApplication.screenAt(rect.center())
    if screen is not None and screen.availableGeometry().contains(rect):
        window.setGeometry(rect)


def stored_interval(settings: QSettings) -> float:
    """The sampling interval chosen last time, or the default when none (or no valid one) was stored."""
    try:
        return check_interval(float(str(settings.value("interval_s", DEFAULT_INTERVAL_S))))
    except (TypeError, ValueError):
        return DEFAULT_INTERVAL_S


def left_full_screen(window: QWidget, event: QEvent) -> bool:
    """``event`` (a window state change of ``window``) took it out of full screen."""
    return (isinstance(event, QWindowStateChangeEvent) and bool(event.oldState() & Qt.WindowState.WindowFullScreen)
            and not window.isFullScreen())


def full_screen_resizes(window: QWidget, entering: bool, leaving: bool) -> bool:
    """Whether entering or leaving full screen will resize ``window``: not for a window already the screen's size
    (1280x720 on a 1280x720 projector), where the window manager only moves it, and waiting for a resize that never
    comes held the new layout's paint for 100 to 200 ms."""
    if entering and not window.isFullScreen():
        return window.screen().geometry().size() != window.size()
    if leaving and window.isFullScreen():
        return window.normalGeometry().size() != window.size()
    return False
