"""The status bar's view of the hardware monitor: what was found, the sampling interval and the sampler's cost."""

from __future__ import annotations

import statistics

from PySide6.QtWidgets import QLabel, QStatusBar

from dashboard.hardware.records import Inventory
from dashboard.text import fill, translate
from dashboard.ui.hardware.tables import no_gpu_reason

COST_LABEL_TICKS = 10
FIRST_COST_TICKS = 3
"""The sampler's cost is the median of COST_LABEL_TICKS ticks; the first is shown after three (one tick alone,
taken while the pages are still being built, can read ten times the usual)."""


class MonitorStatus:
    """Three permanent labels of the status bar, kept up to date from the monitor's readings."""

    def __init__(self, status_bar: QStatusBar) -> None:
        self._status_bar = status_bar
        self.gpu_status_label = QLabel()
        self.interval_label = QLabel()
        self.cost_label = QLabel()
        self._tick_costs: list[float] = []
        self._ticks = 0
        self._inventory: Inventory | None = None
        self._interval_s: float | None = None
        self._cost: tuple[float, float] | None = None
        self._failure: str | None = None
        self._shown = True
        self._presenter = False
        for widget in (self.gpu_status_label, self.interval_label, self.cost_label):
            widget.setContentsMargins(12, 0, 12, 0)
            status_bar.addPermanentWidget(widget)

    def set_shown(self, shown: bool) -> None:
        """Hidden while a recording plays: these are this machine's facts, not the recorded one's."""
        self._shown = shown
        self._show()

    def set_other_machine(self, shown: bool) -> None:
        """Hidden while another machine is watched (``shown``): these are this machine's facts."""
        self.set_shown(not shown)

    def set_presenter(self, presenter: bool) -> None:
        """In presenter mode only the GPU line: the sampling interval and the sampler's own cost are not for the
        room, and at 1.5x text they cut the status bar's message to "Presenter mo"."""
        self._presenter = presenter
        self._show()

    def _show(self) -> None:
        self.gpu_status_label.setVisible(self._shown)
        for label in (self.interval_label, self.cost_label):
            label.setVisible(self._shown and not self._presenter)

    def retranslate(self) -> None:
        """Every label again, in the language just chosen."""
        if self._failure is not None:
            self.gpu_status_label.setText(fill(translate("Window", "hardware monitor stopped: {reason}"),
                                               reason=self._failure))
        elif self._inventory is None:
            self.gpu_status_label.setText(translate("Window", "reading hardware…"))
        elif not self._inventory.gpus:
            self.gpu_status_label.setText(translate("Window", "running on CPU only: no GPU found"))
            self.gpu_status_label.setToolTip(no_gpu_reason(self._inventory))
        else:
            self.gpu_status_label.setText(gpus_found(self._inventory))
            # Each GPU by its name (the backends' status, "2 NVIDIA GPUs (driver ...)", is English: the label says it)
            self.gpu_status_label.setToolTip("\n".join(gpu.name for gpu in self._inventory.gpus))
        if self._interval_s is not None:
            self.interval_label.setText(fill(translate("Window", "sampling every {seconds} s"),
                                             seconds=self._interval_s))
        if self._cost is None:
            self.cost_label.setText(translate("Window", "sampler: waiting"))
        else:
            self.cost_label.setText(fill(translate("Window", "sampler: {cost:.1f} ms per tick ({share:.2f}% of one "
                                                             "core)"), cost=self._cost[0], share=self._cost[1]))

    def show_inventory(self, inventory: Inventory) -> None:
        self._inventory = inventory
        self.retranslate()

    def show_interval(self, seconds: float) -> None:
        self._interval_s = seconds
        self.retranslate()

    def show_tick(self, cost_ms: float, interval_s: float) -> None:
        """One tick's cost: shown as the median of the last ticks, every few ticks, steadier to read (and the status
        bar is not laid out again every second: a tenth of the idle window's CPU)."""
        self._ticks += 1
        self._tick_costs.append(cost_ms)
        if len(self._tick_costs) >= COST_LABEL_TICKS or self._ticks == FIRST_COST_TICKS:
            cost = statistics.median(self._tick_costs)
            self._tick_costs.clear()
            self._cost = cost, cost / (interval_s * 1000.0) * 100.0
            self.retranslate()

    def show_failure(self, message: str) -> None:
        self._failure = message
        self.retranslate()
        self._status_bar.showMessage(fill(translate("Window", "Hardware monitor stopped: {reason}"), reason=message))


VENDOR_NAMES = {"nvidia": "NVIDIA", "amd": "AMD", "apple": "Apple"}


def gpus_found(inventory: Inventory) -> str:
    """"GPU: 2 × NVIDIA (driver 550.54.14)", a part per vendor, in the reader's language."""
    parts = []
    for vendor in dict.fromkeys(gpu.vendor for gpu in inventory.gpus):
        gpus = [gpu for gpu in inventory.gpus if gpu.vendor == vendor]
        driver = gpus[0].driver_version
        template = (translate("Window", "{count} × {vendor} (driver {driver})") if driver
                    else translate("Window", "{count} × {vendor}"))
        parts.append(fill(template, count=len(gpus), vendor=VENDOR_NAMES.get(vendor, vendor), driver=driver))
    return fill(translate("Window", "GPU: {found}"), found="; ".join(parts))
