"""Where the main window opens: the last size the user left it at only while it still fits the screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from dashboard.ui.window_geometry import fit_to_screen, restore_rect


@pytest.fixture
def opened(qtbot, tmp_path):
    """A window at the size that fits the screen, and settings of its own."""
    widget = QWidget()
    qtbot.addWidget(widget)
    fit_to_screen(widget)
    return widget, QSettings(str(tmp_path / "window.ini"), QSettings.Format.IniFormat)


def test_the_last_rect_comes_back_while_it_fits_the_screen(opened):
    widget, settings = opened
    screen = QGuiApplication.primaryScreen().availableGeometry()
    rect = QRect(screen.left() + 10, screen.top() + 10, screen.width() // 2, screen.height() // 2)
    settings.setValue("window_rect", rect)
    restore_rect(widget, settings)
    assert widget.geometry() == rect


def test_a_rect_left_on_a_larger_monitor_gives_way_to_the_size_that_fits(opened):
    """1900 x 1040 was left on a 1920 x 1080 monitor; the projector is smaller: the window must not run off it."""
    widget, settings = opened
    screen = QGuiApplication.primaryScreen().availableGeometry()
    fitted = widget.size()
    settings.setValue("window_rect", QRect(screen.left(), screen.top(), screen.width() + 620, screen.height() + 360))
    restore_rect(widget, settings)
    assert widget.size() == fitted
    assert widget.width() <= screen.width() and widget.height() <= screen.height()


def test_a_rect_on_a_screen_no_longer_there_is_ignored(opened):
    widget, settings = opened
    fitted = widget.size()
    settings.setValue("window_rect", QRect(-20_000, -20_000, 400, 300))
    restore_rect(widget, settings)
    assert widget.size() == fitted
