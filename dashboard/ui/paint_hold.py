"""Paints held while the window changes its whole layout, so the room sees the new layout once, at its new size.

Entering presenter mode changes every text size, hides the panels and asks the window manager for full screen, which
answers later with a resize. Painting each step showed half-laid-out pages (large text in the old geometry, then the
new geometry) and cost a frame of every chart each time: the Training lab's six charts painted 4 or 5 times per
switch. Held, the central widget paints once, after the window has its new size.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, QTimer
from PySide6.QtWidgets import QWidget

from dashboard.ui.chart import defer_chart_layouts, measure_tick_labels

RESIZE_WAIT_MS = 200
"""The longest the window waits for the window manager's resize before it paints anyway (it usually comes in a few
tens of milliseconds; without a window manager it never does)."""


LAYOUT_ROUNDS = 4
"""Rounds of posted layout requests handled before the held widget paints (a chart takes two or three)."""


class PaintHold(QObject):
    """``hold(expect_resize)`` stops ``widget``'s paints; they resume once the window manager has answered (a
    resize or a move, when one is expected), or at the next turn of the event loop (when none is), or after
    RESIZE_WAIT_MS at most."""

    def __init__(self, window: QWidget, widget: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._widget = widget
        self._size: QSize | None = None
        self._release = QTimer(self, singleShot=True)
        self._release.timeout.connect(self.release)

    @property
    def holding(self) -> bool:
        return self._release.isActive()

    def hold(self, expect_resize: bool) -> None:
        if not self.holding:
            self._widget.setUpdatesEnabled(False)
            defer_chart_layouts(self._widget, True)
            self._window.installEventFilter(self)
        self._size = self._window.size() if expect_resize else None
        self._release.start(RESIZE_WAIT_MS if expect_resize else 0)

    def release(self) -> None:
        self._release.stop()
        self._window.removeEventFilter(self)
        self._size = None
        defer_chart_layouts(self._widget, False)  # each chart laid out once, at the size of now
        # Layouts settle before the paint: a chart's axes fit their titles to the new view size, which lays the
        # chart out again, a round of posted layout requests each; painted between, each chart painted twice.
        for _ in range(LAYOUT_ROUNDS):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        measure_tick_labels(self._widget)  # axes whose tick labels grew are widened now, not after a first paint
        for _ in range(LAYOUT_ROUNDS):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self._widget.setUpdatesEnabled(True)  # and one update of the whole widget, at its new size

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        # The window manager's answer: a new size, or (a full-screen window the size of the screen, as a 1280x720
        # window on a 1280x720 projector) the window placed again with or without its frame.
        answered = event.type() == QEvent.Type.Move or (event.type() == QEvent.Type.Resize
                                                        and self._window.size() != self._size)
        if watched is self._window and self._size is not None and answered:
            self._size = None
            self._release.start(0)  # after the layouts have taken the new size
        return False
