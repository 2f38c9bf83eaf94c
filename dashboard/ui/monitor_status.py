"""The status bar's view of the hardware monitor: what was found, the sampling interval and the sampler's cost."""

from __future__ import annotations

import statistics

from PySide6.QtWidgets import QLabel, QStatusBar

from dashboard.hardware.records import Inventory

COST_LABEL_TICKS = 10
FIRST_COST_TICKS = 3
"""The sampler's cost is the median of COST_LABEL_TICKS ticks; the first is shown after three (one tick alone,
taken while the pages are still being built, can read ten times the usual)."""


class MonitorStatus:
    """Three permanent labels of the status bar, kept up to date from the monitor's readings."""

    def __init__(self, status_bar: QStatusBar) -> None:
        self._status_bar = status_bar
        self.gpu_status_label = QLabel("reading hardware…")
        self.interval_label = QLabel()
        self.cost_label = QLabel("sampler: waiting")
        self._tick_costs: list[float] = []
        self._ticks = 0
        for widget in (self.gpu_status_label, self.interval_label, self.cost_label):
            widget.setContentsMargins(12, 0, 12, 0)
            status_bar.addPermanentWidget(widget)

    def set_shown(self, shown: bool) -> None:
        """Hidden while a recording plays: these are this machine's facts, not the recorded one's."""
        for label in (self.gpu_status_label, self.interval_label, self.cost_label):
            label.setVisible(shown)

    def show_inventory(self, inventory: Inventory) -> None:
        self.gpu_status_label.setText(inventory.gpu_status if inventory.gpus else "running on CPU only: no GPU found")
        self.gpu_status_label.setToolTip(inventory.gpu_status)

    def show_interval(self, seconds: float) -> None:
        self.interval_label.setText(f"sampling every {seconds:g} s")

    def show_tick(self, cost_ms: float, interval_s: float) -> None:
        """One tick's cost: shown as the median of the last ticks, every few ticks, steadier to read (and the status
        bar is not laid out again every second: a tenth of the idle window's CPU)."""
        self._ticks += 1
        self._tick_costs.append(cost_ms)
        if len(self._tick_costs) >= COST_LABEL_TICKS or self._ticks == FIRST_COST_TICKS:
            cost = statistics.median(self._tick_costs)
            self._tick_costs.clear()
            share = cost / (interval_s * 1000.0) * 100.0
            self.cost_label.setText(f"sampler: {cost:.1f} ms per tick ({share:.2f}% of one core)")

    def show_failure(self, message: str) -> None:
        self.gpu_status_label.setText(f"hardware monitor stopped: {message}")
        self._status_bar.showMessage(f"Hardware monitor stopped: {message}")
