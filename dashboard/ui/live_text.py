"""Text that changes every second without laying the page out again.

A QLabel asks its layout to recompute on every ``setText`` (Qt's QWidget::updateGeometry), and on the Hardware page,
a scroll area of cards, tables and plots, that cost about a third of the idle window's CPU: the live lines under
the spec cards and the process line change with every sample. ``LiveText`` asks for a new layout only when its
wrapped height changes (one line more or fewer); otherwise a new text is only repainted.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QFont,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

MIN_CHARACTERS = 12
"""The narrowest a live line becomes, in average characters, before it is cut at the right."""


class LiveText(QWidget):
    """A QLabel's look (the window's font, the muted colour where asked) for figures updated every second, after
    an optional bold ``heading`` ("Now:"). Plain text: no HTML is parsed every second."""

    def __init__(self, text: str = "", wrap: bool = True, muted: bool = False, heading: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._wrap = wrap
        self._heading = heading
        self._role = QPalette.ColorRole.PlaceholderText if muted else QPalette.ColorRole.WindowText
        self._document = QTextDocument()
        self._document.setDocumentMargin(0)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(wrap)
        self.setSizePolicy(policy)
        self._text = ""
        self._height = 0
        self.setText(text)

    def text(self) -> str:
        return self._text

    def heading(self) -> str:
        return self._heading

    def set_heading(self, heading: str) -> None:
        self._heading = heading
        self._height = 0  # set the text again, whatever it is
        self.setText(self._text)

    def setText(self, text: str) -> None:  # noqa: N802 - QLabel's name, so either can be handed to the same code
        if text == self._text and self._height:
            return
        self._text = text
        self._fill_document()
        height = self._height_at(self.width())
        outgrown = not self._wrap and self.sizeHint().width() > self.width()  # one line: cut short unless laid out
        if height != self._height or outgrown:
            self._height = height
            self.updateGeometry()
        self.update()

    def _fill_document(self) -> None:
        self._document.setDefaultFont(self.font())
        self._document.clear()
        cursor = QTextCursor(self._document)
        if self._heading:
            bold = QTextCharFormat()
            bold.setFontWeight(QFont.Weight.Bold)
            cursor.insertText(self._heading + " ", bold)
        cursor.insertText(self._text, QTextCharFormat())

    def _height_at(self, width: int) -> int:
        self._document.setTextWidth(width if self._wrap and width > 0 else -1)
        return max(self.fontMetrics().height(), math.ceil(self._document.size().height()))

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return self._wrap

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        height = self._height_at(width)
        self._document.setTextWidth(self.width() if self._wrap else -1)
        return height

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(math.ceil(self._document.idealWidth()) + 2, self._height)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.fontMetrics().averageCharWidth() * MIN_CHARACTERS, self._height)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        height = self._height_at(event.size().width())
        if height != self._height:
            self._height = height
            self.updateGeometry()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # presenter mode: a larger font, more room
            self._fill_document()
            self._height = self._height_at(self.width())
            self.updateGeometry()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setClipRect(self.rect())
        context = QAbstractTextDocumentLayout.PaintContext()
        context.palette.setColor(QPalette.ColorRole.Text, self.palette().color(self._role))
        self._document.documentLayout().draw(painter, context)
