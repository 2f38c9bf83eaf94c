"""A chart is painted once when its text size changes (issue 31): its axes measure their larger tick labels before
the paint, where pyqtgraph measures them while painting and then widens the axis for a second paint."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from dashboard.ui.chart import Chart, measure_tick_labels


def test_an_axis_takes_the_width_of_its_larger_tick_labels_before_it_is_painted(qtbot) -> None:
    holder = QWidget()
    qtbot.addWidget(holder)
    chart = Chart("throughput")
    QVBoxLayout(holder).addWidget(chart)
    holder.resize(500, 320)
    holder.show()
    qtbot.waitExposed(holder)
    chart.plot([1, 2, 3], [10_000, 250_000, 1_000_000])
    axis = chart.chart_item.getAxis("left")
    qtbot.waitUntil(lambda: axis.picture is not None)  # painted at the normal text size: it fits those labels
    QApplication.processEvents()
    normal = axis.maximumWidth()

    holder.setUpdatesEnabled(False)  # as the window holds its paints while it changes layout
    chart.set_presentation(30, 3)
    measure_tick_labels(holder)
    assert axis.picture is None  # not painted since
    assert axis.maximumWidth() > normal * 1.3  # but widened for its 30 px labels, for the layout before the paint
    hidden = Chart("not shown")
    measure_tick_labels(hidden)  # a chart not in view is left for when it is shown
    holder.setUpdatesEnabled(True)
