"""The Hardware page's spec cards: label/value rows of what a device is, and a live line of what it does now."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from dashboard.hardware.describe import COPY_SPEED_NOTE, Row, cpu_rows, gpu_rows
from dashboard.hardware.records import GpuSample, Inventory, Snapshot
from dashboard.text import fill, translate
from dashboard.ui.live_text import LiveText
from dashboard.units import fmt, fmt_bytes, fmt_rate, na

CARDS_PER_ROW = 3
ROW_TIPS = {"RAM copy speed": COPY_SPEED_NOTE}
"""Rows whose number needs a word on how it was measured (English keys and notes, translated where shown)."""


class SpecCard(QFrame):
    """A titled card of label/value rows with a live line at the bottom. The rows' labels are describe's English
    keys, shown in the reader's language; the card is built again when the language changes."""

    def __init__(self, title: str, rows: list[Row], tooltip: str = "") -> None:
        super().__init__()
        self.setToolTip(tooltip)
        self.setObjectName("card")
        self.setMinimumWidth(300)
        layout = QVBoxLayout(self)
        heading = QLabel(title)
        heading.setObjectName("cardTitle")
        layout.addWidget(heading)
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(2)
        for row, (label, value) in enumerate(rows):
            name = QLabel(translate("Specs", label))
            name.setObjectName("muted")
            text = QLabel(value)
            text.setWordWrap(True)
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            tip = translate("Specs", ROW_TIPS[label]) if label in ROW_TIPS else ""
            name.setToolTip(tip)
            text.setToolTip(tip)
            grid.addWidget(name, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(text, row, 1)
        grid.setColumnStretch(1, 1)
        layout.addLayout(grid)
        self.live = LiveText(translate("Hardware", "waiting for the first sample…"),
                             heading=translate("Hardware", "Now:"))
        layout.addWidget(self.live)
        layout.addStretch(1)  # a card beside a taller one keeps its rows at the top

    def value_texts(self) -> list[str]:
        return [w.text() for w in self.findChildren(QLabel)]


class CardGrid(QWidget):
    """The cards side by side, as many to a row as fit (at most CARDS_PER_ROW): a longer language, a larger font or
    a projector's narrow window moves a card to the next row instead of cutting its text or scrolling sideways."""

    def __init__(self) -> None:
        super().__init__()
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._cards: list[QWidget] = []
        self._columns = 0

    def set_cards(self, cards: list[QWidget]) -> None:
        """These cards, in this order, in place of those shown before (which the caller deletes or keeps)."""
        for card in self._cards:
            self._grid.removeWidget(card)
        self._cards = list(cards)
        self._columns = 0
        self._reflow(self.width())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """One card wide: narrower than a full row, the cards take more rows (``resizeEvent``)."""
        hint = super().minimumSizeHint()
        return QSize(self._widest_card(), hint.height()) if self._cards else hint

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._reflow(event.size().width())

    def _widest_card(self) -> int:
        return max(max(card.minimumSizeHint().width(), card.minimumWidth()) for card in self._cards)

    def _reflow(self, width: int) -> None:
        if not self._cards:
            return
        spacing = max(0, self._grid.horizontalSpacing())
        fitting = (width + spacing) // (self._widest_card() + spacing) if width > 0 else CARDS_PER_ROW
        columns = max(1, min(CARDS_PER_ROW, len(self._cards), fitting))
        if columns == self._columns:
            return
        self._columns = columns
        for card in self._cards:
            self._grid.removeWidget(card)
        for i, card in enumerate(self._cards):
            self._grid.addWidget(card, i // columns, i % columns)
        for column in range(self._grid.columnCount()):
            self._grid.setColumnStretch(column, 1 if column < columns else 0)
        self.updateGeometry()


def machine_cards(inventory: Inventory, source: str, host: str = "") -> list[SpecCard]:
    """The CPU's card, then each GPU's; titles named by ``host`` when two machines are shown. ``source`` "quick":
    the RAM copy speed is being measured, said so rather than "n/a"."""
    cpu = cpu_rows(inventory.cpu, inventory.memory)
    if source == "quick":
        cpu = [(label, measuring() if label == "RAM copy speed" else value) for label, value in cpu]
    cards = [SpecCard(card_title(translate("Hardware", "CPU and memory"), host), cpu)]
    for gpu in inventory.gpus:
        rows = [row for row in gpu_rows(gpu) if row[0] != "UUID"]  # long and rarely wanted: in the tooltip
        title = fill(translate("Hardware", "GPU {index} · {vendor}"), index=gpu.index, vendor=gpu.vendor.upper())
        cards.append(SpecCard(card_title(title, host), rows, f"UUID {gpu.uuid or na()}"))
    return cards


def card_title(title: str, host: str) -> str:
    """"gpu-server · GPU 0 · NVIDIA" with two machines on the page, the title alone with one."""
    return fill(translate("Hardware", "{host} · {card}"), host=host, card=title) if host else title


def measuring() -> str:
    """Said in a row whose number is being measured, rather than "n/a"."""
    return translate("Hardware", "measuring…")


def cpu_live_text(snapshot: Snapshot) -> str:
    cpu, memory = snapshot.cpu, snapshot.memory
    load = " ".join(fmt(x, digits=2) for x in cpu.load_average) if cpu.load_average else na()
    return fill(translate("Hardware", "{busy} busy · {clock} · load {load} · RAM {used} of {total} · swap {swap}"),
                busy=fmt(cpu.percent, "%"), clock=fmt(cpu.current_mhz, "MHz"), load=load,
                used=fmt_bytes(memory.used_bytes), total=fmt_bytes(memory.total_bytes),
                swap=fmt_bytes(memory.swap_used_bytes))


def gpu_live_text(gpu: GpuSample) -> str:
    if gpu.status != "ok":
        return gpu.status
    throttle = (", ".join(translate("Hardware", reason) for reason in gpu.throttle_reasons) if gpu.throttle_reasons
                else translate("Hardware", "none"))
    energy_wh = None if gpu.energy_j is None else gpu.energy_j / 3600
    return fill(translate(
        "Hardware", "{busy} busy, memory bus {bus}\n{used} of {total} used · {temperature} · fan {fan}\n"
        "{power} of {limit} · energy {energy}\nclocks {core} core, {memory} memory\n"
        "PCIe rx {rx}, tx {tx} · throttling: {throttle}"),
        busy=fmt(gpu.utilization_percent, "%"), bus=fmt(gpu.memory_utilization_percent, "%"),
        used=fmt_bytes(gpu.memory_used_bytes), total=fmt_bytes(gpu.memory_total_bytes),
        temperature=fmt(gpu.temperature_c, "°C"), fan=fmt(gpu.fan_percent, "%"), power=fmt(gpu.power_w, "W"),
        limit=fmt(gpu.power_limit_w, "W"), energy=fmt(energy_wh, "Wh", 1), core=fmt(gpu.sm_clock_mhz, "MHz"),
        memory=fmt(gpu.memory_clock_mhz, "MHz"), rx=fmt_rate(gpu.pcie_rx_bytes_per_s),
        tx=fmt_rate(gpu.pcie_tx_bytes_per_s), throttle=throttle)
