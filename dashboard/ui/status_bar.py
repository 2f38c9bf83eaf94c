"""The window's status bar, whose messages end in "..." where they run out of room instead of being cut mid-word."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QStatusBar, QStyle, QStyleOption, QWidget

LEFT_PX, RIGHT_PX = 6, 12
"""Qt's margins around a status bar's message (QStatusBarPrivate::messageRect)."""


class StatusBar(QStatusBar):
    """Qt draws a message wider than the room left of the bar's permanent widgets cut off at the edge, mid-word:
    replaying an H100 sweep in presenter mode at 1280x720, the line ended "to compare with this m". This bar elides
    such a message at the room it has when it paints (so a resize fits it again) and keeps the whole of it in
    ``currentMessage()`` and the tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._permanent: list[QWidget] = []
        self.messageChanged.connect(self.setToolTip)  # the whole message, "" once it is cleared

    def addPermanentWidget(self, widget: QWidget, stretch: int | None = 0) -> None:  # noqa: N802 - Qt's name
        self._permanent.append(widget)
        super().addPermanentWidget(widget, stretch or 0)

    def insertPermanentWidget(self, index: int, widget: QWidget, stretch: int | None = 0) -> int:  # noqa: N802
        self._permanent.append(widget)
        return super().insertPermanentWidget(index, widget, stretch or 0)

    def _shown_permanent(self) -> list[QWidget]:
        return [widget for widget in self._permanent if widget.isVisible() and widget.parent() is self]

    def message_room(self) -> QRect:
        """Where the message is drawn: as Qt places it, left of the first permanent widget shown."""
        right = min([self.width() - RIGHT_PX] + [widget.x() - 2 for widget in self._shown_permanent()])
        return QRect(LEFT_PX, 0, max(0, right - LEFT_PX), self.height())

    def shown_message(self) -> str:
        """The message as it is drawn: whole where it fits, else cut at the room with "..."."""
        return self.fontMetrics().elidedText(self.currentMessage(), Qt.TextElideMode.ElideRight,
                                             self.message_room().width())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        shown = self.shown_message()
        if shown == self.currentMessage():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter, self)
        for widget in self._shown_permanent():  # the frames Qt draws around the widgets a message leaves in view
            frame = QStyleOption()
            frame.rect = widget.geometry().adjusted(-2, -1, 2, 1)
            frame.palette = self.palette()
            self.style().drawPrimitive(QStyle.PrimitiveElement.PE_FrameStatusBarItem, frame, painter, widget)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(self.message_room(), Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter
                         | Qt.TextFlag.TextSingleLine, shown)
        painter.end()
