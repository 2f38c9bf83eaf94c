"""A reading in two layers: the takeaway a lecturer reads out, large, and the details behind a "Details" disclosure
that is closed until someone opens it (the noise per point, the repeats, other programs' CPU use, lists of numbers).

The Experiments page shows it above its charts and the Lessons page beside its chart, where presenter mode keeps it
(the side panels it hides held the whole reading before, so a projected experiment had no words at all).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from dashboard.text import translate
from dashboard.ui.i18n import Retranslating
from dashboard.ui.layout import WrappedLabel, wrapped_label
from dashboard.ui.presentation import NORMAL_FONT_PX

TAKEAWAY_SCALE = 1.5
"""The takeaway's size against the charts' text (18 px at the normal size, 27 px in presenter mode): larger than any
body text on the page, for the back of a hall."""
DETAILS_SCALE = 1.2


class TakeawayLabel(WrappedLabel):
    """A wrapped label of plain text exactly as tall as its lines: Qt's height for a wrapped label in large bold text
    came out a line taller than the text, a gap a projector cannot spare."""

    def fit_height(self) -> None:
        if not self.text() or self.width() <= 0:
            super().fit_height()
            return
        box = self.fontMetrics().boundingRect(QRect(0, 0, self.width(), 100_000),
                                              int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), self.text())
        height = box.height() + self.contentsMargins().top() + self.contentsMargins().bottom()
        if height != self.minimumHeight():
            self.setMinimumHeight(height)
        self.updateGeometry()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        box = self.fontMetrics().boundingRect(QRect(0, 0, max(width, 1), 100_000),
                                              int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), self.text())
        return box.height() if self.text() else 0

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        return QSize(hint.width(), self.minimumHeight()) if self.minimumHeight() > 0 else hint


class ReadingView(Retranslating, QWidget):
    """The takeaway (large) over a checkable "Details" button that shows or hides ``details``, closed by default."""

    def __init__(self, details: QLabel | None = None, takeaway: QLabel | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.takeaway_label = takeaway if takeaway is not None else TakeawayLabel()
        self.takeaway_label.setObjectName("takeaway")
        self.takeaway_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.details_button = QToolButton()
        self.details_button.setCheckable(True)
        self.details_button.setChecked(False)
        self.details_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.details_button.setArrowType(Qt.ArrowType.RightArrow)
        self.details_button.setAutoRaise(True)
        self.details_button.toggled.connect(self._on_toggled)
        self.details_label = details if details is not None else wrapped_label()
        self.details_label.setVisible(False)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)  # never taller than its text
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(2)
        layout.addWidget(self.takeaway_label)
        layout.addWidget(self.details_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.details_label)
        self.set_takeaway("")
        self.set_details("")
        self.set_font_px(NORMAL_FONT_PX)
        self.retranslate()

    def retranslate(self) -> None:
        self.details_button.setText(translate("Experiments", "Details"))
        self.details_button.setToolTip(translate("Experiments", "The figures behind the takeaway: each point's "
                                                                "noise, the repeats and other programs' CPU use"))

    @property
    def details_open(self) -> bool:
        return self.details_button.isChecked()

    def set_takeaway(self, text: str) -> None:
        """The takeaway to read out ("" hides it)."""
        self.takeaway_label.setText(text)
        self.takeaway_label.setVisible(bool(text))
        self._fit()

    def set_details(self, text: str) -> None:
        """The details behind the disclosure ("" hides the disclosure too); open or closed as the reader left it."""
        self.details_label.setText(text)
        self.details_button.setVisible(bool(text))
        self.details_label.setVisible(bool(text) and self.details_open)
        self._fit()

    def clear(self) -> None:
        """No reading, and the disclosure closed again (a new measurement starts)."""
        self.details_button.setChecked(False)
        self.set_takeaway("")
        self.set_details("")

    def set_font_px(self, font_px: int) -> None:
        """The takeaway at TAKEAWAY_SCALE times the charts' text, the details and their button at DETAILS_SCALE."""
        for widget, scale, bold in ((self.takeaway_label, TAKEAWAY_SCALE, True),
                                    (self.details_label, DETAILS_SCALE, False),
                                    (self.details_button, DETAILS_SCALE, False)):
            font = QFont(widget.font())
            font.setPixelSize(round(font_px * scale))
            font.setBold(bold)
            widget.setFont(font)
        self._fit()

    @Slot(bool)
    def _on_toggled(self, shown: bool) -> None:
        self.details_button.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.details_label.setVisible(shown and bool(self.details_label.text()))
        self._fit()

    def _fit(self) -> None:
        for label in (self.takeaway_label, self.details_label):
            fit = getattr(label, "fit_height", None)
            if fit is not None:
                fit()
