"""The scroll wheel scrolls the page, not the value under the pointer: spin boxes, combo boxes and sliders take the
wheel only once focused (clicked or reached with Tab).

Scrolling a long form in the Training lab changed its CPU-threads value as the box passed under the pointer, a
change nobody saw being made. Browsers and most desktop apps behave this way.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QComboBox, QSlider, QWidget

GUARDED = (QAbstractSpinBox, QComboBox, QSlider)
"""Widgets whose value the wheel changes (scroll bars are left alone: the wheel is theirs)."""


class WheelGuard(QObject):
    """An event filter: a wheel turned over an unfocused guarded widget scrolls the scroll area around it instead
    (handed to its viewport, as if the pointer were over the page's background), or nothing when there is none."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget) or watched.hasFocus():
            return False
        area = _scroll_area_around(watched)
        if area is not None:
            QCoreApplication.sendEvent(area.viewport(), event)
        event.accept()  # handled here: Qt passes it to no other parent
        return True


def _scroll_area_around(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    return parent


_GUARD = WheelGuard()


def guard_wheel(root: QWidget) -> None:
    """Guard every spin box, combo box and slider under ``root`` (again after adding some: guarding twice is once).
    They no longer take focus from the wheel either, only from a click or Tab."""
    for kind in GUARDED:  # found by class in Qt: Python never wraps the page's other, internal widgets
        for widget in root.findChildren(kind):
            if widget.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            widget.installEventFilter(_GUARD)
