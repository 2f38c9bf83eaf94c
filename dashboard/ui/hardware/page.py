"""The Hardware page: spec cards side by side, the CPU-versus-GPU comparison, and live plots of what each is doing."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dashboard.hardware.describe import comparison, cpu_rows, gpu_rows, software_rows
from dashboard.hardware.records import GpuSample, Inventory, Snapshot
from dashboard.hardware.sampler import MAX_INTERVAL_S, MIN_INTERVAL_S
from dashboard.timeseries import HISTORY_WINDOWS_S, History
from dashboard.ui.chart import present_charts
from dashboard.ui.chart_grid import ChartGrid
from dashboard.ui.hardware.cards import SpecCard, cpu_live_text, gpu_live_text
from dashboard.ui.layout import scrolling
from dashboard.ui.page import Page
from dashboard.ui.plots import CoreBars, TimePlot
from dashboard.ui.theme import Theme
from dashboard.units import fmt, fmt_bytes

INTERVAL_CHOICES_S = (0.25, 0.5, 1.0, 2.0, 5.0)
CARDS_PER_ROW = 3
HISTORY_CAPACITY = int(max(HISTORY_WINDOWS_S.values()) / MIN_INTERVAL_S)
GIB = 1024**3

CPU_VS_GPU_TEXT = (
    "A CPU has a few fast cores; SIMD ({simd}) lets each one work on 8 to 16 numbers per instruction. "
    "A GPU has thousands of simpler lanes and memory several times faster, which is what the large matrix "
    "multiplications of deep learning need: the same operation on many numbers at once."
)
NO_GPU_TEXT = (
    "<b>Why:</b> {status}.<br><br>Everything still works on the CPU. On a machine with an NVIDIA, AMD or Apple "
    "GPU, each GPU gets a card here, the GPU/CPU ratios of cores, memory bandwidth and FLOPS appear below, and "
    "the plots add GPU utilization, memory, temperature, power and clocks."
)


class HardwarePage(Page):
    title = "&Hardware"
    name = "hardware"
    sig_interval_changed = Signal(float)
    sig_window_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = History(HISTORY_CAPACITY)
        self.inventory: Inventory | None = None
        self.cards: list[SpecCard] = []
        self._theme: Theme | None = None
        self._hidden_plots: set[QWidget] = set()
        self._latest: Snapshot | None = None

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        body = QWidget()
        outer.addWidget(scrolling(body))
        self._layout = QVBoxLayout(body)

        self._cards_grid = QGridLayout()
        self._placeholder = QLabel("Reading this machine's hardware…")
        self._placeholder.setObjectName("muted")
        self._cards_grid.addWidget(self._placeholder, 0, 0)
        self._layout.addLayout(self._cards_grid)
        self.software_label = QLabel()
        self.software_label.setWordWrap(True)
        self.software_label.setObjectName("muted")
        self.software_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._layout.addWidget(self.software_label)

        self.no_gpu_card = QFrame()  # takes the place of the GPU cards, beside the CPU, when there is none
        self.no_gpu_card.setObjectName("card")
        no_gpu_layout = QVBoxLayout(self.no_gpu_card)
        title = QLabel("No GPU found")
        title.setObjectName("cardTitle")
        no_gpu_layout.addWidget(title)
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setObjectName("banner")
        no_gpu_layout.addWidget(self.banner)
        no_gpu_layout.addStretch(1)
        self.no_gpu_card.hide()
        self.comparison_table = QTableWidget()
        self.comparison_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.comparison_table.hide()
        self._layout.addWidget(self.comparison_table)
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.explanation.setObjectName("muted")
        self._layout.addWidget(self.explanation)

        self._layout.addLayout(self._build_controls())
        self._build_plots()
        self.process_table = QTableWidget(0, 4)
        self.process_table.setHorizontalHeaderLabels(["GPU", "PID", "Process", "GPU memory"])
        self.process_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.process_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.process_table.setMaximumHeight(160)
        self.process_table.hide()
        self._layout.addWidget(self.process_table)

    # ------------------------------------------------------------------ building

    def _build_controls(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(QLabel("Sample every"))
        self.interval_box = QComboBox()
        self.interval_box.setToolTip(f"How often to read the hardware ({MIN_INTERVAL_S:g}-{MAX_INTERVAL_S:g} s)")
        for seconds in INTERVAL_CHOICES_S:
            self.interval_box.addItem(f"{seconds:g} s", seconds)
        self.interval_box.currentIndexChanged.connect(self._on_interval_box_changed)
        row.addWidget(self.interval_box)
        row.addSpacing(16)
        row.addWidget(QLabel("History"))
        self.window_box = QComboBox()
        self.window_box.setToolTip("How much of the past the plots show")
        for label in HISTORY_WINDOWS_S:
            self.window_box.addItem(label)
        self.window_box.currentTextChanged.connect(self._on_window_box_changed)
        row.addWidget(self.window_box)
        row.addSpacing(16)
        self.process_label = QLabel()
        self.process_label.setObjectName("muted")
        row.addWidget(self.process_label, 1)
        return row

    def _build_plots(self) -> None:
        self.utilization_plot = TimePlot("Utilization", "busy", "%", y_range=(0, 100), pen_width=2)
        self.memory_plot = TimePlot("Memory used", "memory", "GiB", pen_width=2)
        self.core_bars = CoreBars()
        self.temperature_plot = TimePlot("GPU temperature", "temperature", "°C", pen_width=2)
        self.power_plot = TimePlot("GPU power", "power", "W", pen_width=2)
        self.clock_plot = TimePlot("Clocks", "clock", "MHz", pen_width=2)
        self.plots: list[TimePlot | CoreBars] = [self.utilization_plot, self.memory_plot, self.core_bars,
                                                 self.temperature_plot, self.power_plot, self.clock_plot]
        self.gpu_only_plots = [self.temperature_plot, self.power_plot]
        self.plot_grid = ChartGrid()  # a double-click lets one plot fill it
        self._arrange_plots(self.plots, columns=3)
        self._layout.addWidget(self.plot_grid, 1)
        self.utilization_plot.curve("cpu", "CPU")
        self.memory_plot.curve("ram", "RAM")
        self.memory_plot.curve("swap", "swap", Qt.PenStyle.DotLine)
        self.clock_plot.curve("cpu_mhz", "CPU")

    def _arrange_plots(self, visible: list[TimePlot | CoreBars], columns: int) -> None:
        for i, plot in enumerate(visible):
            self.plot_grid.add(plot, i // columns, i % columns)

    # ------------------------------------------------------------------ inventory

    def set_inventory(self, inventory: Inventory) -> None:
        self.inventory = inventory
        self._placeholder.hide()
        self.cards = [SpecCard("CPU and memory", cpu_rows(inventory.cpu, inventory.memory))]
        for gpu in inventory.gpus:
            rows = [row for row in gpu_rows(gpu) if row[0] != "UUID"]  # long and rarely wanted: in the tooltip
            self.cards.append(SpecCard(f"GPU {gpu.index} · {gpu.vendor.upper()}", rows, f"UUID {gpu.uuid or 'n/a'}"))
        shown: list[QFrame] = list(self.cards)
        if not inventory.gpus:
            self.banner.setText(NO_GPU_TEXT.format(status=inventory.gpu_status))
            shown.append(self.no_gpu_card)
        columns = min(len(shown), CARDS_PER_ROW)
        for i, card in enumerate(shown):
            self._cards_grid.addWidget(card, i // columns, i % columns, Qt.AlignmentFlag.AlignTop)
        for column in range(columns):
            self._cards_grid.setColumnStretch(column, 1)
        self.software_label.setText(
            "<b>Software:</b> " + " · ".join(f"{label} {value}" for label, value in software_rows(inventory.software)))
        simd = ", ".join(s.upper() for s in inventory.cpu.simd if s in {"sse4_2", "avx2", "avx512f", "neon"}) or "SIMD"
        self.explanation.setText(CPU_VS_GPU_TEXT.format(simd=simd))
        if inventory.gpus:
            self._fill_comparison(inventory)
        else:
            self.no_gpu_card.show()
            for plot in self.gpu_only_plots:
                self.plot_grid.set_chart_visible(plot, False)
            self._hidden_plots = set(self.gpu_only_plots)
            cpu_plots = [p for p in self.plots if p not in self.gpu_only_plots]
            self._arrange_plots(cpu_plots, columns=4)  # CPU only: one row of four plots
        self.memory_plot.set_limit("ram", inventory.memory.total_bytes / GIB, "RAM total")
        for gpu in inventory.gpus:
            key = _gpu_key(gpu.vendor, gpu.index)
            label = f"GPU {gpu.index}"
            self.utilization_plot.curve(f"{key}:util", label)
            self.utilization_plot.curve(f"{key}:memutil", f"{label} memory bus", Qt.PenStyle.DashLine)
            self.memory_plot.curve(f"{key}:mem", label)
            if gpu.memory_total_bytes and not gpu.unified_memory:
                self.memory_plot.set_limit(f"{key}:mem", gpu.memory_total_bytes / GIB, f"{label} total")
            self.temperature_plot.curve(f"{key}:temp", label)
            self.power_plot.curve(f"{key}:power", label)
            self.power_plot.set_limit(f"{key}:power", gpu.power_limit_w, f"{label} limit")
            self.clock_plot.curve(f"{key}:sm", f"{label} core")
            self.clock_plot.curve(f"{key}:memclk", f"{label} memory", Qt.PenStyle.DashLine)
        if self._theme is not None:
            self.apply_theme(self._theme)

    def _fill_comparison(self, inventory: Inventory) -> None:
        rows = comparison(inventory)
        table = self.comparison_table
        table.setColumnCount(2 + len(inventory.gpus))
        table.setRowCount(len(rows))
        table.setHorizontalHeaderLabels(["", "CPU"] + [f"GPU {g.index} (GPU/CPU)" for g in inventory.gpus])
        table.verticalHeader().hide()
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        for r, row in enumerate(rows):
            cells = [row.label, row.cpu] + [f"{value}  ({ratio})" for value, ratio in row.gpus]
            for c, text in enumerate(cells):
                table.setItem(r, c, QTableWidgetItem(text))
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.setFixedHeight(table.horizontalHeader().height() + sum(table.rowHeight(r) for r in range(len(rows))) + 4)
        table.show()

    # ------------------------------------------------------------------ live

    def on_snapshot(self, snapshot: Snapshot) -> None:
        values: dict[str, float | None] = {
            "cpu": snapshot.cpu.percent,
            "ram": snapshot.memory.used_bytes / GIB,
            "swap": snapshot.memory.swap_used_bytes / GIB,
            "cpu_mhz": snapshot.cpu.current_mhz,
        }
        for gpu in snapshot.gpus:
            key = _gpu_key(gpu.vendor, gpu.index)
            values.update({
                f"{key}:util": gpu.utilization_percent,
                f"{key}:memutil": gpu.memory_utilization_percent,
                f"{key}:mem": None if gpu.memory_used_bytes is None else gpu.memory_used_bytes / GIB,
                f"{key}:temp": gpu.temperature_c,
                f"{key}:power": gpu.power_w,
                f"{key}:sm": gpu.sm_clock_mhz,
                f"{key}:memclk": gpu.memory_clock_mhz,
            })
        self.history.append(snapshot.monotonic, values)
        self._latest = snapshot
        if self.isVisible():  # hidden behind another page: record only, draw when shown
            self._redraw()

    def _redraw(self) -> None:
        if self._latest is None:
            return
        for plot in self.plots:
            if isinstance(plot, TimePlot) and plot not in self._hidden_plots:
                plot.refresh(self.history)
        self.core_bars.set_values(self._latest.cpu.per_core)
        self._update_live_text(self._latest)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._redraw()

    def _update_live_text(self, snapshot: Snapshot) -> None:
        if self.cards:
            self.cards[0].live.setText(cpu_live_text(snapshot))
        self.process_label.setText(
            f"This app: {fmt(snapshot.process.cpu_percent, '%', 1)} of one core, "
            f"{fmt_bytes(snapshot.process.rss_bytes)} resident"
        )
        gpu_cards = self.cards[1:]
        for card, gpu in zip(gpu_cards, snapshot.gpus, strict=False):
            card.live.setText(gpu_live_text(gpu))
        self._fill_processes(snapshot.gpus)

    def _fill_processes(self, gpus: tuple[GpuSample, ...]) -> None:
        rows = [(g.index, p) for g in gpus for p in (g.processes or ())]
        self.process_table.setVisible(bool(gpus))
        self.process_table.setRowCount(len(rows))
        for r, (index, process) in enumerate(rows):
            for c, text in enumerate((str(index), str(process.pid), process.name,
                                      fmt_bytes(process.used_memory_bytes))):
                self.process_table.setItem(r, c, QTableWidgetItem(text))

    # ------------------------------------------------------------------ controls

    def set_interval(self, seconds: float) -> None:
        index = self.interval_box.findData(seconds)
        if index >= 0:
            self.interval_box.setCurrentIndex(index)

    def set_window(self, label: str) -> None:
        if label in HISTORY_WINDOWS_S:
            self.window_box.setCurrentText(label)
            self._on_window_box_changed(label)

    def _on_interval_box_changed(self, index: int) -> None:
        self.sig_interval_changed.emit(float(self.interval_box.itemData(index)))

    def _on_window_box_changed(self, label: str) -> None:
        for plot in self.plots:
            if isinstance(plot, TimePlot):
                plot.set_window(HISTORY_WINDOWS_S[label])
                plot.refresh(self.history)
        self.sig_window_changed.emit(label)

    def apply_theme(self, chosen: Theme) -> None:
        self._theme = chosen
        for plot in self.plots:
            plot.apply_theme(chosen)

    def set_presentation(self, font_px: int, line_px: int) -> None:
        """Text and line sizes of the plots (presenter mode: about 20 px and 3 px); GPU curves added later follow."""
        present_charts(self.plots, font_px, line_px)
        for plot in self.plots:  # the page scrolls: larger text gets taller plots instead of a squeezed data area
            plot.setMinimumHeight(max(160, 14 * font_px))


def _gpu_key(vendor: str, index: int) -> str:
    return f"{vendor}{index}"
