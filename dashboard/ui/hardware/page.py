"""The Hardware page: spec cards side by side, the CPU-versus-GPU comparison, and live plots of what each is doing.

The cards come first: they are built with the page, before the window's first paint. The controls and the plots
(pyqtgraph and numpy, most of a second to import and build) can wait until just after it (``defer_plots``, then
``build_plots``); samples that arrive before are kept in the history and drawn when the plots are there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dashboard.hardware.describe import comparison, cpu_rows, gpu_rows, software_rows
from dashboard.hardware.records import GpuSample, Inventory, Snapshot
from dashboard.hardware.sampler import MAX_INTERVAL_S, MIN_INTERVAL_S
from dashboard.ui.hardware.cards import SpecCard, cpu_live_text, gpu_live_text
from dashboard.ui.live_text import LiveText
from dashboard.ui.page import Page
from dashboard.ui.theme import Theme
from dashboard.units import fmt, fmt_bytes

if TYPE_CHECKING:
    from dashboard.timeseries import History
    from dashboard.ui.plots import CoreBars, TimePlot

INTERVAL_CHOICES_S = (0.25, 0.5, 1.0, 2.0, 5.0)
CARDS_PER_ROW = 3
DEFAULT_WINDOW = "1 min"
PLOT_START_SIZE = 160
GIB = 1024**3
INVENTORY_NOTES = {
    "cache": "Shown from this machine's last launch; reading it afresh…",
    "quick": "Reading the rest: the CPU in detail, the RAM copy speed and PyTorch…",
    "fresh": "",
    "recorded": "The machine the recording was made on, not this one: its specs and its readings as recorded.",
}
"""A word above the cards on where they came from, until the fresh reading has arrived."""
MEASURING = "measuring…"

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
    sig_cards_painted = Signal()
    """The cards of the inventory last set are on the screen (once per ``set_inventory``): heavier work may follow."""

    def __init__(self, parent: QWidget | None = None, defer_plots: bool = False) -> None:
        super().__init__(parent)
        self.inventory: Inventory | None = None
        self.inventory_source: str | None = None
        """Where the cards' inventory came from: "cache", "quick" or "fresh" (monitor.INVENTORY_SOURCES)."""
        self.cards: list[SpecCard] = []
        self.plots: list[TimePlot | CoreBars] = []
        """Empty until ``build_plots``."""
        self.time_plots: list[TimePlot] = []
        self._history: History | None = None
        self._theme: Theme | None = None
        self._presentation: tuple[int, int] | None = None
        self._interval_s: float | None = None
        self._window_label = DEFAULT_WINDOW
        self._hidden_plots: set[QWidget] = set()
        self._latest: Snapshot | None = None

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        body = QWidget()
        scroll = QScrollArea()  # layout.scrolling, without importing superqt before the first paint
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)
        outer.addWidget(scroll)
        self._layout = QVBoxLayout(body)

        self.inventory_note = QLabel()
        self.inventory_note.setObjectName("muted")
        self.inventory_note.hide()
        self._layout.addWidget(self.inventory_note)
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

        self._plots_at = self._layout.count()  # where the controls and the plots go
        self.process_table = QTableWidget(0, 4)
        self.process_table.setHorizontalHeaderLabels(["GPU", "PID", "Process", "GPU memory"])
        self.process_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.process_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.process_table.setMaximumHeight(160)
        self.process_table.hide()
        self._layout.addWidget(self.process_table)
        self._plot_room = QWidget()  # holds the plots' share of the page until they are built
        self._layout.insertWidget(self._plots_at, self._plot_room, 1)
        if not defer_plots:
            self.build_plots()

    # ------------------------------------------------------------------ building

    @property
    def window_label(self) -> str:
        """How far back the plots reach ("1 min", ...: a key of timeseries.HISTORY_WINDOWS_S)."""
        return self._window_label

    @property
    def plots_built(self) -> bool:
        return bool(self.plots)

    @property
    def history(self) -> History:
        """The samples so far (numpy; created with the first sample or the plots, not before the first paint)."""
        if self._history is None:
            from dashboard.timeseries import HISTORY_WINDOWS_S, History

            self._history = History(int(max(HISTORY_WINDOWS_S.values()) / MIN_INTERVAL_S))
        return self._history

    def build_plots(self) -> None:
        """The controls and the plots, brought up to date with what the page was told before (once)."""
        if self.plots_built:
            return
        controls = self._build_controls()
        self._layout.removeWidget(self._plot_room)
        self._plot_room.deleteLater()
        self._layout.insertLayout(self._plots_at, controls)
        self._build_plots()
        for plot in self.plots:  # a chart's scene sets its size hint, 640x480 until its first resize: start small,
            plot.setSceneRect(0, 0, PLOT_START_SIZE, PLOT_START_SIZE)  # so the layout gives it the room left
        self._layout.insertWidget(self._plots_at + 1, self.plot_grid, 1)
        if self._interval_s is not None:
            self.set_interval(self._interval_s)
        self.set_window(self._window_label)
        if self.inventory is not None:
            self._configure_plots(self.inventory)
        if self._theme is not None:
            self.apply_theme(self._theme)
        if self._presentation is not None:
            self.set_presentation(*self._presentation)
        if self.isVisible():
            self._redraw()

    def _build_controls(self) -> QHBoxLayout:
        from dashboard.timeseries import HISTORY_WINDOWS_S

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
        self.process_label = LiveText(wrap=False, muted=True)
        row.addWidget(self.process_label, 1)
        return row

    def _build_plots(self) -> None:
        from dashboard.ui.chart_grid import ChartGrid
        from dashboard.ui.plots import CoreBars, TimePlot

        self.utilization_plot = TimePlot("Utilization", "busy", "%", y_range=(0, 100), pen_width=2)
        self.memory_plot = TimePlot("Memory used", "memory", "GiB", pen_width=2)
        self.core_bars = CoreBars()
        self.temperature_plot = TimePlot("GPU temperature", "temperature", "°C", pen_width=2)
        self.power_plot = TimePlot("GPU power", "power", "W", pen_width=2)
        self.clock_plot = TimePlot("Clocks", "clock", "MHz", pen_width=2)
        self.gpu_only_plots = [self.temperature_plot, self.power_plot]
        self.utilization_plot.explain("utilization", "thread", "SIMD")
        self.memory_plot.explain("VRAM", "GDDR", "HBM", "bandwidth")
        self.temperature_plot.explain("temperature", "clock")
        self.power_plot.explain("power", "clock")
        self.clock_plot.explain("clock", "FLOPS")
        self.plot_grid = ChartGrid()  # a double-click lets one plot fill it
        self.time_plots = [self.utilization_plot, self.memory_plot, self.temperature_plot, self.power_plot,
                           self.clock_plot]
        self.plots = [self.utilization_plot, self.memory_plot, self.core_bars, self.temperature_plot,
                      self.power_plot, self.clock_plot]
        self._arrange_plots(self.plots, columns=3)
        self.utilization_plot.curve("cpu", "CPU")
        self.memory_plot.curve("ram", "RAM")
        self.memory_plot.curve("swap", "swap", Qt.PenStyle.DotLine)
        self.clock_plot.curve("cpu_mhz", "CPU")

    def _arrange_plots(self, visible: list[TimePlot | CoreBars], columns: int) -> None:
        for i, plot in enumerate(visible):
            self.plot_grid.add(plot, i // columns, i % columns)

    # ------------------------------------------------------------------ inventory

    def set_inventory(self, inventory: Inventory, source: str = "fresh") -> None:
        """Fill the cards (again, when a fuller reading replaces the one shown): ``source`` says where it came from,
        "cache", "quick" or "fresh"; the first two get a word above the cards until the fresh one arrives."""
        self.inventory = inventory
        self.inventory_source = source
        self._placeholder.hide()
        note = INVENTORY_NOTES.get(source, "")
        self.inventory_note.setText(note)
        self.inventory_note.setVisible(bool(note))
        for card in self.cards:
            self._cards_grid.removeWidget(card)
            card.deleteLater()
        cpu = cpu_rows(inventory.cpu, inventory.memory)
        if source == "quick":  # the copy speed is being measured: say so rather than "n/a"
            cpu = [(label, MEASURING if label == "RAM copy speed" else value) for label, value in cpu]
        self.cards = [SpecCard("CPU and memory", cpu)]
        self.cards[0].installEventFilter(self)  # for sig_cards_painted
        for gpu in inventory.gpus:
            rows = [row for row in gpu_rows(gpu) if row[0] != "UUID"]  # long and rarely wanted: in the tooltip
            self.cards.append(SpecCard(f"GPU {gpu.index} · {gpu.vendor.upper()}", rows, f"UUID {gpu.uuid or 'n/a'}"))
        shown: list[QFrame] = list(self.cards)
        self._cards_grid.removeWidget(self.no_gpu_card)
        if not inventory.gpus:
            self.banner.setText(NO_GPU_TEXT.format(status=inventory.gpu_status))
            shown.append(self.no_gpu_card)
        columns = min(len(shown), CARDS_PER_ROW)
        for i, frame in enumerate(shown):
            self._cards_grid.addWidget(frame, i // columns, i % columns, Qt.AlignmentFlag.AlignTop)
        for column in range(self._cards_grid.columnCount()):
            self._cards_grid.setColumnStretch(column, 1 if column < columns else 0)
        software = software_rows(inventory.software)
        if source == "quick":  # PyTorch is being imported: its rows would say "not installed"
            software = [row for row in software if row[0] in ("OS", "Python")] + [("PyTorch", "reading…")]
        self.software_label.setText("<b>Software:</b> " + " · ".join(f"{label} {value}" for label, value in software))
        simd = ", ".join(s.upper() for s in inventory.cpu.simd if s in {"sse4_2", "avx2", "avx512f", "neon"}) or "SIMD"
        self.explanation.setText(CPU_VS_GPU_TEXT.format(simd=simd))
        self.no_gpu_card.setVisible(not inventory.gpus)
        if inventory.gpus:
            self._fill_comparison(inventory)
        else:
            self.comparison_table.hide()
        if self.plots_built:
            self._configure_plots(inventory)
        if self._latest is not None:
            self._update_live_text(self._latest)

    def forget_inventory(self) -> None:
        """Back to "reading this machine's hardware": a replay is left before this machine's inventory arrived."""
        self.inventory = self.inventory_source = None
        for card in self.cards:
            self._cards_grid.removeWidget(card)
            card.deleteLater()
        self.cards = []
        for widget in (self.inventory_note, self.no_gpu_card, self.comparison_table):
            widget.hide()
        self.software_label.clear()
        self._placeholder.show()

    def _configure_plots(self, inventory: Inventory) -> None:
        """GPU plots and curves for the GPUs this inventory has (and none for those it no longer has)."""
        has_gpus = bool(inventory.gpus)
        for plot in self.gpu_only_plots:
            self.plot_grid.set_chart_visible(plot, has_gpus)
        self._hidden_plots = set() if has_gpus else set(self.gpu_only_plots)
        if has_gpus:
            self._arrange_plots(self.plots, columns=3)
        else:
            cpu_plots = [p for p in self.plots if p not in self.gpu_only_plots]
            self._arrange_plots(cpu_plots, columns=4)  # CPU only: one row of four plots
        self.memory_plot.set_limit("ram", inventory.memory.total_bytes / GIB, "RAM total")
        keys = {_gpu_key(gpu.vendor, gpu.index) for gpu in inventory.gpus}
        for plot in self.time_plots:
            for key in {k.split(":")[0] for k in plot.curve_keys() if ":" in k} - keys:
                plot.remove_curves(f"{key}:")
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

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint and self.cards and watched is self.cards[0]:
            watched.removeEventFilter(self)
            self.sig_cards_painted.emit()
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------------ live

    def on_snapshot(self, snapshot: Snapshot) -> None:
        self.add_snapshots([snapshot])

    def add_snapshots(self, snapshots: list[Snapshot]) -> None:
        """Samples into the history, drawn once after the last (a replay's seek hands over hundreds)."""
        for snapshot in snapshots:
            self._append(snapshot)
        if snapshots and self.isVisible():  # hidden behind another page: record only, draw when shown
            self._redraw()

    def clear_samples(self) -> None:
        """Forget every sample (entering or leaving a replay: another machine's readings start afresh)."""
        self._history = None
        self._latest = None
        for plot in self.time_plots:
            plot.clear_data()

    def _append(self, snapshot: Snapshot) -> None:
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

    def _redraw(self) -> None:
        if self._latest is None:
            return
        for plot in self.time_plots:
            if plot not in self._hidden_plots:
                plot.refresh(self.history)
        if self.plots_built:
            self.core_bars.set_values(self._latest.cpu.per_core)
        self._update_live_text(self._latest)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._redraw()

    def _update_live_text(self, snapshot: Snapshot) -> None:
        if self.cards:
            self.cards[0].live.setText(cpu_live_text(snapshot))
        if self.plots_built:
            who = "The recorded process" if self.inventory_source == "recorded" else "This app"
            self.process_label.setText(
                f"{who}: {fmt(snapshot.process.cpu_percent, '%', 1)} of one core, "
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
        """Show the sampling interval in its box (before the box is built: once it is, without a signal)."""
        self._interval_s = seconds
        if not self.plots_built:
            return
        index = self.interval_box.findData(seconds)
        if index >= 0:
            self.interval_box.setCurrentIndex(index)

    def set_window(self, label: str) -> None:
        self._window_label = label
        if not self.plots_built:
            return
        if self.window_box.findText(label) >= 0:
            self.window_box.setCurrentText(label)
            self._on_window_box_changed(label)

    def _on_interval_box_changed(self, index: int) -> None:
        self._interval_s = float(self.interval_box.itemData(index))
        self.sig_interval_changed.emit(self._interval_s)

    def _on_window_box_changed(self, label: str) -> None:
        from dashboard.timeseries import HISTORY_WINDOWS_S

        self._window_label = label
        for plot in self.time_plots:
            plot.set_window(HISTORY_WINDOWS_S[label])
            plot.refresh(self.history)
        self.sig_window_changed.emit(label)

    def apply_theme(self, chosen: Theme) -> None:
        self._theme = chosen
        for plot in self.plots:
            plot.apply_theme(chosen)

    def set_presentation(self, font_px: int, line_px: int) -> None:
        """Text and line sizes of the plots (presenter mode: about 20 px and 3 px); GPU curves added later follow."""
        self._presentation = (font_px, line_px)
        if not self.plots_built:
            return
        from dashboard.ui.chart import present_charts

        present_charts(self.plots, font_px, line_px)
        for plot in self.plots:  # the page scrolls: larger text gets taller plots instead of a squeezed data area
            plot.setMinimumHeight(max(160, 14 * font_px))


def _gpu_key(vendor: str, index: int) -> str:
    return f"{vendor}{index}"
