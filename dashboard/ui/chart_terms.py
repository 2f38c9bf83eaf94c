"""A "?" in a chart's top-right corner that says what the chart's words mean: the glossary where the reader is.

A lecture hall cannot read a tooltip, so a click opens the meanings in a window of their own, in large text; the
window stays open beside the chart until closed, and a second click brings it back to the front. Both follow the
reader's language: the chart gives the button its title in that language (``Chart.set_title``), and the terms and
their meanings are translated here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QToolButton, QWidget

from dashboard.lessons.glossary import GLOSSARY, shown_term
from dashboard.text import fill, translate
from dashboard.ui.chart_parts import pixel_font
from dashboard.ui.help import HelpDialog, glossary_markdown
from dashboard.ui.i18n import Retranslating

MARGIN_PX = 4


class TermsButton(Retranslating, QToolButton):
    """The "?" of one chart: ``terms`` are glossary entries, in the order a reader meets them on the chart."""

    def __init__(self, chart: QWidget, title: str, terms: Sequence[str],
                 glossary: Mapping[str, str] = GLOSSARY) -> None:
        unknown = [term for term in terms if term not in glossary]
        if unknown or not terms:
            raise ValueError(f"terms not in the glossary: {unknown}" if unknown else "a chart needs terms to explain")
        super().__init__(chart)
        self.terms = tuple(terms)
        self._title = title
        self._meanings = {term: glossary[term] for term in terms}
        self.dialog: HelpDialog | None = None
        self.setText("?")
        self.setAutoRaise(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.clicked.connect(self.explain)
        chart.installEventFilter(self)
        self.fit(12)
        self.retranslate()

    @property
    def title(self) -> str:
        """The chart's title, in the reader's language (the chart sets it again when the language changes)."""
        return self._title

    @title.setter
    def title(self, title: str) -> None:
        self._title = title
        self.retranslate()

    def retranslate(self) -> None:
        """The tooltip and the name a screen reader says, in the reader's language (an open window makes itself
        again on the same change)."""
        self.setToolTip(fill(translate("Glossary", "What the words on this chart mean: {terms}"),
                             terms=", ".join(shown_term(term) for term in self.terms)))
        self.setAccessibleName(fill(translate("Glossary", "Explain the chart {title}"), title=self._title))
        if self.dialog is not None:
            self.dialog.retranslate()

    def fit(self, font_px: int) -> None:
        """A button as tall as the chart's title text, at the top-right corner."""
        font = pixel_font(round(font_px * 1.25))
        font.setBold(True)
        self.setFont(font)
        side = round(font_px * 1.9)
        self.setFixedSize(side, side)
        self._place()

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.move(parent.width() - self.width() - MARGIN_PX, MARGIN_PX)
            self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def markdown(self) -> str:
        return glossary_markdown(self._meanings, heading=self._title,
                                 intro=translate("Glossary", "What the words on this chart mean, in plain language."))

    def explain(self) -> None:
        if self.dialog is None:
            self.dialog = HelpDialog(lambda: fill(translate("Glossary", "{title}: the words"), title=self._title),
                                     self.window(), markdown=self.markdown)
            self.dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
