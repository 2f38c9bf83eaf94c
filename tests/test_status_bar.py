"""The status bar ends a message too long for its room in "..." instead of cutting it off mid-word, and keeps the
whole of it where a reader (and a test) can get it."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from dashboard.ui.status_bar import StatusBar

REPLAY = ("Playing a recording made on Intel(R) Xeon(R) Processor · NVIDIA H100 80GB HBM3; added to the saved "
          "experiments, to compare with this machine's.")


def bar_with_a_permanent_label(qtbot) -> tuple[StatusBar, QLabel]:
    bar = StatusBar()
    qtbot.addWidget(bar)
    label = QLabel("sampling every 1 s")
    bar.addPermanentWidget(label)
    bar.resize(520, 30)
    bar.show()
    qtbot.waitExposed(bar)
    return bar, label


def test_a_message_wider_than_its_room_ends_in_an_ellipsis_left_of_the_permanent_widgets(qtbot):
    bar, label = bar_with_a_permanent_label(qtbot)
    bar.showMessage(REPLAY, 12_000)
    room = bar.message_room()
    shown = bar.shown_message()
    assert room.right() < label.x() and shown.endswith("…") and shown[:-1] in REPLAY
    assert bar.fontMetrics().horizontalAdvance(shown) <= room.width()
    assert bar.currentMessage() == REPLAY and bar.toolTip() == REPLAY  # the whole of it, for tests and a hover
    assert not bar.grab().isNull()  # the eliding paint runs
    bar.resize(2400, 30)  # room enough now: the same message is drawn whole
    assert bar.shown_message() == REPLAY


def test_a_message_that_fits_is_drawn_as_it_is_and_clearing_it_clears_the_tooltip(qtbot):
    bar, _label = bar_with_a_permanent_label(qtbot)
    bar.showMessage("Presenter mode (F11 to leave)")
    assert bar.shown_message() == bar.currentMessage() == "Presenter mode (F11 to leave)"
    assert not bar.grab().isNull()
    bar.clearMessage()
    assert bar.currentMessage() == "" and bar.toolTip() == ""
