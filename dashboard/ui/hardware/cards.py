"""The Hardware page's spec cards: label/value rows of what a device is, and a live line of what it does now."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QVBoxLayout

from dashboard.hardware.describe import COPY_SPEED_NOTE, Row
from dashboard.hardware.records import GpuSample, Snapshot
from dashboard.ui.live_text import LiveText
from dashboard.units import fmt, fmt_bytes, fmt_rate

ROW_TIPS = {"RAM copy speed": COPY_SPEED_NOTE}
"""Rows whose number needs a word on how it was measured."""


class SpecCard(QFrame):
    """A titled card of label/value rows with a live line at the bottom."""

    def __init__(self, title: str, rows: list[Row], tooltip: str = "") -> None:
        super().__init__()
        self.setToolTip(tooltip)
        self.setObjectName("card")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.setMinimumWidth(300)
        layout = QVBoxLayout(self)
        heading = QLabel(title)
        heading.setObjectName("cardTitle")
        layout.addWidget(heading)
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(2)
        for row, (label, value) in enumerate(rows):
            name = QLabel(label)
            name.setObjectName("muted")
            text = QLabel(value)
            text.setWordWrap(True)
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            tip = ROW_TIPS.get(label, "")
            name.setToolTip(tip)
            text.setToolTip(tip)
            grid.addWidget(name, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(text, row, 1)
        grid.setColumnStretch(1, 1)
        layout.addLayout(grid)
        self.live = LiveText("waiting for the first sample…", heading="Now:")
        layout.addWidget(self.live)

    def value_texts(self) -> list[str]:
        return [w.text() for w in self.findChildren(QLabel)]


def cpu_live_text(snapshot: Snapshot) -> str:
    cpu, memory = snapshot.cpu, snapshot.memory
    load = " ".join(f"{x:.2f}" for x in cpu.load_average) if cpu.load_average else "n/a"
    return (f"{fmt(cpu.percent, '%')} busy · {fmt(cpu.current_mhz, 'MHz')} · load {load} · "
            f"RAM {fmt_bytes(memory.used_bytes)} of {fmt_bytes(memory.total_bytes)} · "
            f"swap {fmt_bytes(memory.swap_used_bytes)}")


def gpu_live_text(gpu: GpuSample) -> str:
    if gpu.status != "ok":
        return f"{gpu.status}"
    throttle = ", ".join(gpu.throttle_reasons) if gpu.throttle_reasons else "none"
    energy_wh = None if gpu.energy_j is None else gpu.energy_j / 3600
    return (
        f"{fmt(gpu.utilization_percent, '%')} busy, memory bus {fmt(gpu.memory_utilization_percent, '%')}"
        f"\n{fmt_bytes(gpu.memory_used_bytes)} of {fmt_bytes(gpu.memory_total_bytes)} used"
        f" · {fmt(gpu.temperature_c, '°C')} · fan {fmt(gpu.fan_percent, '%')}"
        f"\n{fmt(gpu.power_w, 'W')} of {fmt(gpu.power_limit_w, 'W')} · energy {fmt(energy_wh, 'Wh', 1)}"
        f"\nclocks {fmt(gpu.sm_clock_mhz, 'MHz')} core, {fmt(gpu.memory_clock_mhz, 'MHz')} memory"
        f"\nPCIe rx {fmt_rate(gpu.pcie_rx_bytes_per_s)}, tx {fmt_rate(gpu.pcie_tx_bytes_per_s)}"
        f" · throttling: {throttle}"
    )
