"""The Hardware page's row above the plots: how often to sample, how much of the past to show, and this app's cost."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from dashboard.hardware.records import Snapshot
from dashboard.hardware.sampler import MAX_INTERVAL_S, MIN_INTERVAL_S
from dashboard.text import fill, translate
from dashboard.timeseries import HISTORY_WINDOWS_S
from dashboard.ui.i18n import Retranslating
from dashboard.ui.live_text import LiveText
from dashboard.units import fmt, fmt_bytes

INTERVAL_CHOICES_S = (0.25, 0.5, 1.0, 2.0, 5.0)


def window_name(key: str) -> str:
    """A history window's key ("1 min", "10 min", "1 h") as the reader says it."""
    names = {"1 min": translate("Hardware", "1 min"), "10 min": translate("Hardware", "10 min"),
             "1 h": translate("Hardware", "1 h")}
    return names.get(key, key)


class MonitorControls(Retranslating, QWidget):
    """Two choices (kept as English keys in the boxes' data, shown in the reader's language) and a live line."""

    sig_interval_changed = Signal(float)
    sig_window_changed = Signal(str)
    """A key of timeseries.HISTORY_WINDOWS_S."""

    def __init__(self) -> None:
        super().__init__()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.interval_title = QLabel()
        row.addWidget(self.interval_title)
        self.interval_box = QComboBox()
        self.interval_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # any language's words
        for seconds in INTERVAL_CHOICES_S:
            self.interval_box.addItem("", seconds)
        self.interval_box.currentIndexChanged.connect(
            lambda index: self.sig_interval_changed.emit(float(self.interval_box.itemData(index))))
        row.addWidget(self.interval_box)
        row.addSpacing(16)
        self.window_title = QLabel()
        row.addWidget(self.window_title)
        self.window_box = QComboBox()
        self.window_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for key in HISTORY_WINDOWS_S:
            self.window_box.addItem("", key)
        self.window_box.currentIndexChanged.connect(
            lambda index: self.sig_window_changed.emit(str(self.window_box.itemData(index))))
        row.addWidget(self.window_box)
        row.addSpacing(16)
        self.process_label = LiveText(wrap=False, muted=True)
        row.addWidget(self.process_label, 1)
        self._process: tuple[Snapshot, str | None, tuple[str, Snapshot] | None] | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.interval_title.setText(translate("Hardware", "Sample every"))
        self.interval_box.setToolTip(fill(translate("Hardware", "How often to read the hardware ({low}-{high} s)"),
                                          low=MIN_INTERVAL_S, high=MAX_INTERVAL_S))
        for i in range(self.interval_box.count()):
            self.interval_box.setItemText(i, fill(translate("Hardware", "{seconds} s"),
                                                  seconds=float(self.interval_box.itemData(i))))
        self.window_title.setText(translate("Hardware", "History"))
        self.window_box.setToolTip(translate("Hardware", "How much of the past the plots show"))
        for i in range(self.window_box.count()):
            self.window_box.setItemText(i, window_name(str(self.window_box.itemData(i))))
        if self._process is not None:
            self.show_process(*self._process)

    def set_interval(self, seconds: float) -> None:
        """Chosen as if by hand: ``sig_interval_changed`` when it changes."""
        index = self.interval_box.findData(seconds)
        if index >= 0:
            self.interval_box.setCurrentIndex(index)

    def set_window(self, key: str) -> bool:
        """Choose a history window by key, without a signal (the caller applies it); False when there is none."""
        index = self.window_box.findData(key)
        if index >= 0:
            self.window_box.blockSignals(True)
            self.window_box.setCurrentIndex(index)
            self.window_box.blockSignals(False)
        return index >= 0

    def show_process(self, snapshot: Snapshot, source: str | None,
                     other: tuple[str, Snapshot] | None = None) -> None:
        """What this app costs (or, in a replay, the recorded process): CPU share and resident memory; the agent on
        the machine watched beside this one (``other``: its host and newest sample) in the tooltip, as a line would
        not fit beside the choices at 1280x720 in presenter mode. ``source``: where the page's inventory came from
        ("recorded", "fresh", ...)."""
        self._process = (snapshot, source, other)
        if source == "recorded":
            template = translate("Hardware", "The recorded process: {cpu} of one core, {rss} resident")
        else:
            template = translate("Hardware", "This app: {cpu} of one core, {rss} resident")
        self.process_label.setText(fill(template, cpu=fmt(snapshot.process.cpu_percent, "%", 1),
                                        rss=fmt_bytes(snapshot.process.rss_bytes)))
        agent = "" if other is None else fill(
            translate("Hardware", "Its agent on {host}: {cpu} of one core, {rss} resident"), host=other[0],
            cpu=fmt(other[1].process.cpu_percent, "%", 1), rss=fmt_bytes(other[1].process.rss_bytes))
        self.process_label.setToolTip(agent)
