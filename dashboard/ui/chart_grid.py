"""Charts in a grid, any one of which can fill the whole grid for the room to read it (double-click; Esc or a
second double-click puts it back)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractScrollArea, QGridLayout, QWidget


class ChartGrid(QWidget):
    """A grid of charts placed by (row, column, spans); ``maximize(chart)`` lets one fill it, ``restore()`` puts
    every chart back. Charts hidden on purpose (``set_chart_visible``) stay hidden through both."""

    sig_maximized = Signal(object)
    """The chart now filling the grid, or None when every chart is back in its place."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._places: dict[QWidget, tuple[int, int, int, int]] = {}
        self._wanted: dict[QWidget, bool] = {}
        self._watched: dict[QObject, QWidget] = {}
        self._maximized: QWidget | None = None
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # Esc reaches the grid after a click on a chart

    # ------------------------------------------------------------------ placing

    def add(self, chart: QWidget, row: int, column: int, row_span: int = 1, column_span: int = 1) -> None:
        """Put ``chart`` at (row, column), or move it there when it is already in the grid."""
        if chart in self._places:
            self._grid.removeWidget(chart)
        else:
            explicitly_hidden = chart.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide) and chart.isHidden()
            self._wanted[chart] = not explicitly_hidden
            for watched in {chart, _viewport(chart)}:
                watched.installEventFilter(self)
                self._watched[watched] = chart
        self._places[chart] = (row, column, row_span, column_span)
        if chart is self._maximized:
            self._grid.addWidget(chart, *self._whole())
        else:
            self._grid.addWidget(chart, row, column, row_span, column_span)
            chart.setVisible(self._wanted[chart] and self._maximized is None)
        self._stretch()

    def charts(self) -> list[QWidget]:
        return list(self._places)

    def place(self, chart: QWidget) -> tuple[int, int, int, int]:
        """(row, column, row span, column span) of ``chart`` when every chart is in its place."""
        return self._places[chart]

    def set_chart_visible(self, chart: QWidget, visible: bool) -> None:
        """Show or hide a chart for good (a GPU plot on a machine without one); a maximised chart hidden this way
        gives the grid back to the others."""
        self._wanted[chart] = visible
        self._stretch()
        if self._maximized is None:
            chart.setVisible(visible)
        elif chart is self._maximized and not visible:
            self.restore()

    def chart_visible(self, chart: QWidget) -> bool:
        """Whether ``chart`` is shown when every chart is in its place (a maximised one hides it only for now)."""
        return self._wanted.get(chart, False)

    def _shown_places(self) -> list[tuple[int, int, int, int]]:
        return [place for chart, place in self._places.items() if self._wanted[chart]] or [(0, 0, 1, 1)]

    def _whole(self) -> tuple[int, int, int, int]:
        rows = max(r + rs for r, _, rs, _ in self._shown_places())
        columns = max(c + cs for _, c, _, cs in self._shown_places())
        return 0, 0, rows, columns

    def _stretch(self) -> None:
        """Equal shares for the rows and columns that hold a shown chart; none for those left empty."""
        places = self._shown_places()
        rows = {row for r, _, rs, _ in places for row in range(r, r + rs)}
        columns = {column for _, c, _, cs in places for column in range(c, c + cs)}
        for row in range(max(self._grid.rowCount(), max(rows) + 1)):
            self._grid.setRowStretch(row, 1 if row in rows else 0)
        for column in range(max(self._grid.columnCount(), max(columns) + 1)):
            self._grid.setColumnStretch(column, 1 if column in columns else 0)

    # ------------------------------------------------------------------ maximising

    def maximized(self) -> QWidget | None:
        return self._maximized

    def maximize(self, chart: QWidget) -> None:
        """Let ``chart`` fill the whole grid, the others hidden until ``restore``."""
        if chart not in self._places or not self._wanted[chart] or chart is self._maximized:
            return
        if self._maximized is not None:
            self._put_back(self._maximized)
        self._maximized = chart
        for other in self._places:
            if other is not chart:
                other.hide()
        self._grid.removeWidget(chart)
        self._grid.addWidget(chart, *self._whole())
        chart.show()
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.sig_maximized.emit(chart)

    def restore(self) -> None:
        """Every chart back in its place (those hidden on purpose stay hidden)."""
        chart = self._maximized
        if chart is None:
            return
        self._maximized = None
        self._put_back(chart)
        for other, wanted in self._wanted.items():
            other.setVisible(wanted)
        self.sig_maximized.emit(None)

    def toggle(self, chart: QWidget) -> None:
        if self._maximized is None:
            self.maximize(chart)
        else:
            self.restore()

    def _put_back(self, chart: QWidget) -> None:
        self._grid.removeWidget(chart)
        self._grid.addWidget(chart, *self._places[chart])

    # ------------------------------------------------------------------ mouse and keys

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        chart = self._watched.get(watched)
        if chart is not None:
            if event.type() == QEvent.Type.MouseButtonDblClick:
                self.toggle(chart)
                return True
            if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                    and event.key() == Qt.Key.Key_Escape and self._maximized is not None):
                self.restore()
                return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Escape and self._maximized is not None:
            self.restore()
            event.accept()
            return
        super().keyPressEvent(event)


def _viewport(chart: QWidget) -> QWidget:
    """Where a chart's mouse events arrive: the viewport of a QGraphicsView (a pyqtgraph plot), else the chart."""
    return chart.viewport() if isinstance(chart, QAbstractScrollArea) else chart
