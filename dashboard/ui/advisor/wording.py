"""The Advisor page's boxes of settings, said again when the language changes: a group box with its texts, and a form
row with its label (both kept in a ``Texts``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QWidget

from dashboard.ui.i18n import Retranslating, Texts


class TranslatedBox(Retranslating, QGroupBox):
    """A group box whose texts are set again when the language changes (``texts``, then ``retranslate``)."""

    def __init__(self, title: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.texts = Texts()
        self.texts.set(self.setTitle, title)

    def retranslate(self) -> None:
        """The texts given to ``texts``; a box with more to say adds to it."""
        self.texts.apply()


def form_row(form: QFormLayout, texts: Texts, make: Callable[[], str], field: QWidget) -> None:
    """A labelled row whose label is set again in each language."""
    label = QLabel()
    texts.set(label.setText, make)
    form.addRow(label, field)

