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
    QFrame,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from dashboard.hardware.describe import cpu_rows, gpu_rows, software_rows
from dashboard.hardware.records import Inventory, Snapshot
from dashboard.hardware.sampler import MIN_INTERVAL_S
from dashboard.text import fill, translate
from dashboard.ui.hardware.cards import CardGrid, SpecCard, cpu_live_text, gpu_live_text
from dashboard.ui.hardware.tables import (
    cpu_vs_gpu_text,
    fill_comparison,
    fill_processes,
    inventory_note,
    measuring,
    no_gpu_reason,
    no_gpu_text,
    process_headers,
)
from dashboard.ui.page import Page
from dashboard.ui.theme import Theme
from dashboard.units import na

if TYPE_CHECKING:
    from dashboard.timeseries import History
    from dashboard.ui.hardware.controls import MonitorControls
    from dashboard.ui.plots import CoreBars, TimePlot

DEFAULT_WINDOW = "1 min"
PLOT_START_SIZE = 160
GIB = 1024**3


class HardwarePage(Page):
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
        self._placeholder = QLabel()
        self._placeholder.setObjectName("muted")
        self._layout.addWidget(self._placeholder)
        self.card_grid = CardGrid()
        self._layout.addWidget(self.card_grid)
        self.software_label = QLabel()
        self.software_label.setWordWrap(True)
        self.software_label.setObjectName("muted")
        self.software_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._layout.addWidget(self.software_label)

        self.no_gpu_card = QFrame()  # takes the place of the GPU cards, beside the CPU, when there is none
        self.no_gpu_card.setObjectName("card")
        no_gpu_layout = QVBoxLayout(self.no_gpu_card)
        self.no_gpu_title = QLabel()
        self.no_gpu_title.setObjectName("cardTitle")
        no_gpu_layout.addWidget(self.no_gpu_title)
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
        self.process_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.process_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.process_table.setMaximumHeight(160)
        self.process_table.hide()
        self._layout.addWidget(self.process_table)
        self._plot_room = QWidget()  # holds the plots' share of the page until they are built
        self._layout.insertWidget(self._plots_at, self._plot_room, 1)
        if not defer_plots:
            self.build_plots()
        self.retranslate()

    def retranslate(self) -> None:
        self._placeholder.setText(translate("Hardware", "Reading this machine's hardware…"))
        self.no_gpu_title.setText(translate("Hardware", "No GPU found"))
        self.process_table.setHorizontalHeaderLabels(process_headers())
        if self.plots_built:
            self._label_plots()
        if self.inventory is not None and self.inventory_source is not None:
            self.set_inventory(self.inventory, self.inventory_source)
        elif self._latest is not None:
            self._update_live_text(self._latest)

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
        self._layout.insertWidget(self._plots_at, controls)
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

    def _build_controls(self) -> MonitorControls:
        from dashboard.ui.hardware.controls import MonitorControls

        self.controls = MonitorControls()
        self.interval_box, self.window_box = self.controls.interval_box, self.controls.window_box
        self.controls.sig_interval_changed.connect(self._on_interval_chosen)
        self.controls.sig_window_changed.connect(self._on_window_chosen)
        return self.controls

    def _build_plots(self) -> None:
        from dashboard.ui.chart_grid import ChartGrid
        from dashboard.ui.plots import CoreBars, TimePlot

        self.utilization_plot = TimePlot("", "", y_range=(0, 100), pen_width=2)
        self.memory_plot = TimePlot("", "", pen_width=2)
        self.core_bars = CoreBars()
        self.temperature_plot = TimePlot("", "", pen_width=2)
        self.power_plot = TimePlot("", "", pen_width=2)
        self.clock_plot = TimePlot("", "", pen_width=2)
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
        self.memory_plot.curve("swap", "", Qt.PenStyle.DotLine)
        self.clock_plot.curve("cpu_mhz", "CPU")
        self._label_plots()

    def _label_plots(self) -> None:
        """Titles, axes and the legend entries of this machine's curves, in the reader's language."""
        titles = ((self.utilization_plot, translate("Hardware", "Utilization"), translate("Hardware", "busy"), "%"),
                  (self.memory_plot, translate("Hardware", "Memory used"), translate("Hardware", "memory"), "GiB"),
                  (self.temperature_plot, translate("Hardware", "GPU temperature"),
                   translate("Hardware", "temperature"), "°C"),
                  (self.power_plot, translate("Hardware", "GPU power"), translate("Hardware", "power"), "W"),
                  (self.clock_plot, translate("Hardware", "Clocks"), translate("Hardware", "clock"), "MHz"))
        for plot, title, label, unit in titles:
            plot.set_title(title)
            plot.set_y_label(label, unit)
        self.memory_plot.rename_curve("swap", translate("Hardware", "swap"))
        if self.inventory is not None:
            self._configure_plots(self.inventory)

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
        note = inventory_note(source)
        self.inventory_note.setText(note)
        self.inventory_note.setVisible(bool(note))
        for card in self.cards:
            card.hide()  # at once: it is deleted on the next turn of the event loop
            card.deleteLater()
        cpu = cpu_rows(inventory.cpu, inventory.memory)
        if source == "quick":  # the copy speed is being measured: say so rather than "n/a"
            cpu = [(label, measuring() if label == "RAM copy speed" else value) for label, value in cpu]
        self.cards = [SpecCard(translate("Hardware", "CPU and memory"), cpu)]
        self.cards[0].installEventFilter(self)  # for sig_cards_painted
        for gpu in inventory.gpus:
            rows = [row for row in gpu_rows(gpu) if row[0] != "UUID"]  # long and rarely wanted: in the tooltip
            self.cards.append(SpecCard(fill(translate("Hardware", "GPU {index} · {vendor}"), index=gpu.index,
                                            vendor=gpu.vendor.upper()), rows, f"UUID {gpu.uuid or na()}"))
        if not inventory.gpus:
            self.banner.setText(no_gpu_text(no_gpu_reason(inventory)))
        self.card_grid.set_cards([*self.cards, *([] if inventory.gpus else [self.no_gpu_card])])
        software = software_rows(inventory.software)
        if source == "quick":  # PyTorch is being imported: its rows would say "not installed"
            software = [row for row in software if row[0] in ("OS", "Python")] + [
                ("PyTorch", translate("Hardware", "reading…"))]
        listed = " · ".join(f"{translate('Specs', label)} {value}" for label, value in software)
        self.software_label.setText(fill(translate("Hardware", "<b>Software:</b> {listed}"), listed=listed))
        simd = ", ".join(s.upper() for s in inventory.cpu.simd if s in {"sse4_2", "avx2", "avx512f", "neon"}) or "SIMD"
        self.explanation.setText(cpu_vs_gpu_text(simd))
        self.no_gpu_card.setVisible(not inventory.gpus)
        if inventory.gpus:
            fill_comparison(self.comparison_table, inventory)
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
            card.hide()  # at once: it is deleted on the next turn of the event loop
            card.deleteLater()
        self.cards = []
        self.card_grid.set_cards([])
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
        self.memory_plot.set_limit("ram", inventory.memory.total_bytes / GIB, translate("Hardware", "RAM total"))
        keys = {_gpu_key(gpu.vendor, gpu.index) for gpu in inventory.gpus}
        for plot in self.time_plots:
            for key in {k.split(":")[0] for k in plot.curve_keys() if ":" in k} - keys:
                plot.remove_curves(f"{key}:")
        for gpu in inventory.gpus:
            key = _gpu_key(gpu.vendor, gpu.index)
            gpu_name = fill(translate("Hardware", "GPU {index}"), index=gpu.index)
            dash = Qt.PenStyle.DashLine
            curves = ((self.utilization_plot, "util", gpu_name, None),
                      (self.utilization_plot, "memutil", translate("Hardware", "{gpu} memory bus"), dash),
                      (self.memory_plot, "mem", gpu_name, None), (self.temperature_plot, "temp", gpu_name, None),
                      (self.power_plot, "power", gpu_name, None),
                      (self.clock_plot, "sm", translate("Hardware", "{gpu} core"), None),
                      (self.clock_plot, "memclk", translate("Hardware", "{gpu} memory"), dash))
            for plot, series, template, style in curves:
                label = fill(template, gpu=gpu_name)
                plot.curve(f"{key}:{series}", label, style)
                plot.rename_curve(f"{key}:{series}", label)  # named in another language before
            if gpu.memory_total_bytes and not gpu.unified_memory:
                self.memory_plot.set_limit(f"{key}:mem", gpu.memory_total_bytes / GIB,
                                           fill(translate("Hardware", "{gpu} total"), gpu=gpu_name))
            self.power_plot.set_limit(f"{key}:power", gpu.power_limit_w,
                                      fill(translate("Hardware", "{gpu} limit"), gpu=gpu_name))
        if self._theme is not None:
            self.apply_theme(self._theme)

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
            self.controls.show_process(snapshot, self.inventory_source)
        for card, gpu in zip(self.cards[1:], snapshot.gpus, strict=False):
            card.live.setText(gpu_live_text(gpu))
        fill_processes(self.process_table, snapshot.gpus)

    # ------------------------------------------------------------------ controls

    def set_interval(self, seconds: float) -> None:
        """Show the sampling interval in its box (before the box is built: once it is)."""
        self._interval_s = seconds
        if self.plots_built:
            self.controls.set_interval(seconds)

    def set_window(self, key: str) -> None:
        """How far back the plots reach: a key of timeseries.HISTORY_WINDOWS_S ("1 min", "10 min", "1 h")."""
        self._window_label = key
        if self.plots_built and self.controls.set_window(key):
            self._on_window_chosen(key)

    def _on_interval_chosen(self, seconds: float) -> None:
        self._interval_s = seconds
        self.sig_interval_changed.emit(seconds)

    def _on_window_chosen(self, key: str) -> None:
        from dashboard.timeseries import HISTORY_WINDOWS_S

        self._window_label = key
        for plot in self.time_plots:
            plot.set_window(HISTORY_WINDOWS_S[key])
            plot.refresh(self.history)
        self.sig_window_changed.emit(key)

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
