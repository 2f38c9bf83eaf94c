"""The Advisor page's ways of saying a text again when the language changes: a group box with its texts, a form row
with its label, and a label whose text is kept as the function that makes it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QWidget

from dashboard.ui.i18n import Texts, is_language_change


class TranslatedBox(QGroupBox):
    """A group box whose texts are set again when the language changes (``texts``, then ``retranslate``)."""

    def __init__(self, title: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.texts = Texts()
        self.texts.set(self.setTitle, title)

    def retranslate(self) -> None:
        """The texts given to ``texts``; a box with more to say adds to it."""
        self.texts.apply()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if is_language_change(event):
            self.retranslate()


def form_row(form: QFormLayout, texts: Texts, make: Callable[[], str], field: QWidget) -> None:
    """A labelled row whose label is set again in each language."""
    label = QLabel()
    texts.set(label.setText, make)
    form.addRow(label, field)


class Saying:
    """What a label says now, kept as the function that makes it (from the numbers it shows), so that the owner can
    say it again in another language."""

    def __init__(self, label: QLabel, make: Callable[[], str]) -> None:
        self.label = label
        self._make = make
        self.again()

    def say(self, make: Callable[[], str]) -> None:
        self._make = make
        self.again()

    def again(self) -> None:
        self.label.setText(self._make())
