"""What a text model writes as it trains, under the charts: the fixed prompt and the model's continuation of it, as
of the latest sample, so a class watches noise turn into something like Python.

Shown for a live run, a replayed recording and a saved run alike (its last sample); hidden for image models.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from dashboard.text import fill, translate
from dashboard.training.events import GeneratedText, from_record
from dashboard.ui.i18n import Retranslating


class GeneratedTextView(Retranslating, QWidget):
    """A caption naming the step, and the text in a fixed-width font, as plain text (the model may write "<b>")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shown: GeneratedText | None = None
        self.caption = QLabel()
        self.caption.setObjectName("muted")
        self.text_label = QLabel()
        self.text_label.setTextFormat(Qt.TextFormat.PlainText)
        self.text_label.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.caption)
        layout.addWidget(self.text_label)
        self.hide()

    def retranslate(self) -> None:
        if self.shown is not None:
            self.caption.setText(fill(translate("Training", "What the model writes after the prompt, at step "
                                                            "{step}:"), step=self.shown.step))

    def add(self, event: GeneratedText) -> None:
        """The latest sample, in place of the one before."""
        self.shown = event
        self.text_label.setText(event.prompt + event.text)
        self.retranslate()
        self.show()

    def show_saved(self, records: list[dict[str, Any]]) -> None:
        """A saved run's last sample (its lines other than steps), or nothing when it wrote none."""
        written = [event for event in map(from_record, records) if isinstance(event, GeneratedText)]
        if written:
            self.add(written[-1])
        else:
            self.clear()

    def clear(self) -> None:
        self.shown = None
        self.text_label.clear()
        self.caption.clear()
        self.hide()
