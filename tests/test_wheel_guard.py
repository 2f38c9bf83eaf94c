"""The wheel scrolls a form past its spin and combo boxes, and changes them only once they are focused."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QLineEdit,
    QScrollArea,
    QScrollBar,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dashboard.ui.wheel_guard import guard_wheel


def turn_wheel(widget: QWidget, notches: int) -> None:
    """One wheel turn over the middle of ``widget`` (a notch is 120 eighths of a degree; negative: towards you)."""
    where = QPointF(widget.rect().center())
    event = QWheelEvent(where, QPointF(widget.mapToGlobal(where.toPoint())), QPoint(), QPoint(0, 120 * notches),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


@pytest.fixture
def form(qtbot):
    """A tall form in a scroll area, as a page's side panel: a spin box and a combo box at its top, and the focus
    elsewhere, as after a click on the page (shown, a window gives its first box the focus)."""
    area = QScrollArea()
    content = QWidget()
    layout = QVBoxLayout(content)
    elsewhere, spin, combo = QLineEdit(), QSpinBox(), QComboBox()
    spin.setRange(0, 100)
    spin.setValue(50)
    combo.addItems(["simple-cnn", "resnet18", "text-lstm"])
    for widget in (elsewhere, spin, combo):
        layout.addWidget(widget)
    layout.addSpacing(3000)
    area.setWidget(content)
    area.resize(300, 200)
    qtbot.addWidget(area)
    guard_wheel(content)
    area.show()
    qtbot.waitExposed(area)
    area.activateWindow()
    elsewhere.setFocus()
    qtbot.waitUntil(elsewhere.hasFocus)
    return area, spin, combo


def test_the_wheel_over_an_unfocused_box_scrolls_the_form_and_changes_nothing(form):
    area, spin, combo = form
    turn_wheel(spin, -1)
    first = area.verticalScrollBar().value()
    assert spin.value() == 50 and first > 0
    turn_wheel(combo, -1)
    assert combo.currentIndex() == 0 and area.verticalScrollBar().value() > first
    assert not spin.hasFocus() and not combo.hasFocus()  # the wheel gives them no focus either


def test_a_focused_box_takes_the_wheel(qtbot, form):
    area, spin, _ = form
    area.activateWindow()
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    turn_wheel(spin, 1)
    assert spin.value() == 51 and area.verticalScrollBar().value() == 0


def test_scroll_bars_keep_the_wheel(form):
    area, _, _ = form
    bar = area.verticalScrollBar()
    assert isinstance(bar, QScrollBar)
    turn_wheel(bar, -1)
    assert bar.value() > 0


def test_the_windows_pages_are_guarded(laptop_window):
    """The case seen: scrolling the Training lab's form over CPU threads changed it."""
    page = laptop_window.training_page
    threads = page.form.threads_box
    before = threads.value()
    turn_wheel(threads, -1)
    assert threads.value() == before
    for built in laptop_window.page_list:
        boxes = built.findChildren(QSpinBox) + built.findChildren(QComboBox)
        assert not any(box.focusPolicy() == Qt.FocusPolicy.WheelFocus for box in boxes), built.name
