"""How the Lessons page lays out its text beside its chart, and how a lesson's run ended, in the reader's language."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QSplitter, QWidget

from dashboard.lessons.run import LessonOutcome
from dashboard.text import counted, fill, translate

SIDE_BY_SIDE_PX = 700
"""From this width the text sits beside the chart (presenter mode, a wide window); narrower, above it."""
TEXT_SHARE = 0.45
"""The text's share of the page's content; the chart has the rest."""
TEXT_SCALES = {"title": 1.8, "explanation": 1.35, "reading": 1.35, "definition": 1.2}
"""Each text's size against the charts' (12 px at the normal size, 18 px in presenter mode)."""


class TextBesideChart(QSplitter):
    """The lesson's text beside its chart when there is room (presenter mode, a wide window), above it when not;
    the divider can be dragged, and is put back at TEXT_SHARE whenever the arrangement changes."""

    def __init__(self, text: QWidget, chart: QWidget) -> None:
        super().__init__(Qt.Orientation.Horizontal)
        self.setChildrenCollapsible(False)
        self.addWidget(text)
        self.addWidget(chart)
        self.setStretchFactor(0, 9)
        self.setStretchFactor(1, 11)
        self._placed = False

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        orientation = Qt.Orientation.Horizontal if self.width() >= SIDE_BY_SIDE_PX else Qt.Orientation.Vertical
        if orientation != self.orientation() or not self._placed:
            self._placed = True
            self.setOrientation(orientation)
            extent = self.width() if orientation == Qt.Orientation.Horizontal else self.height()
            text = round(extent * TEXT_SHARE)
            self.setSizes([text, extent - text])


def ended_text(outcome: LessonOutcome, seconds: float | None) -> str:
    """"Done in 3.2 s: 4 points measured" (how long only for a run timed here, the count only if it measured)."""
    took = {"completed": translate("Lessons", "Done in {seconds:,.1f} s"),
            "stopped": translate("Lessons", "Stopped in {seconds:,.1f} s"),
            "failed": translate("Lessons", "Failed in {seconds:,.1f} s")}
    ended = {"completed": translate("Lessons", "Done"), "stopped": translate("Lessons", "Stopped"),
             "failed": translate("Lessons", "Failed")}
    if seconds is not None and outcome.status in took:
        status = fill(took[outcome.status], seconds=seconds)
    else:
        status = ended.get(outcome.status, outcome.status)
    measured = len(outcome.points)
    if not measured:
        return status
    return fill(counted(measured, translate("Lessons", "{status}: %Ln point(s) measured", None, 1)), status=status)
