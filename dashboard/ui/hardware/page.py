"""The Hardware page: spec cards side by side, the CPU-versus-GPU comparison, and live plots of what each is doing.

The cards come first: they are built with the page, before the window's first paint. The controls and the plots
(pyqtgraph and numpy, most of a second to import and build) can wait until just after it (``defer_plots``, then
``build_plots``); samples that arrive before are kept in the history and drawn when the plots are there.
"""

from __future__ import annotations

import platform
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

from dashboard.hardware.records import Inventory, Snapshot
from dashboard.hardware.sampler import MIN_INTERVAL_S
from dashboard.text import fill, translate
from dashboard.ui.hardware.cards import CardGrid, SpecCard, card_title, cpu_live_text, gpu_live_text, machine_cards
from dashboard.ui.hardware.curves import CPU_SERIES, GIB, GPU_SERIES, OTHER, gpu_key, sample_values
from dashboard.ui.hardware.tables import (
    cpu_vs_gpu_text,
    fill_comparison,
    fill_processes,
    inventory_note,
    no_gpu_reason,
    no_gpu_text,
    process_headers,
    software_text,
    two_machines_note,
)
from dashboard.ui.page import Page
from dashboard.ui.theme import Theme

if TYPE_CHECKING:
    from dashboard.timeseries import History
    from dashboard.ui.hardware.controls import MonitorControls
    from dashboard.ui.plots import CoreBars, TimePlot

DEFAULT_WINDOW = "1 min"
PLOT_START_SIZE = 160


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
        self.other: tuple[str, Inventory] | None = None
        """The machine watched beside this one (its host and inventory), shown first."""
        self._other_history: History | None = None
        self._other_latest: Snapshot | None = None
        self._machine_cards: dict[str, list[SpecCard]] = {}
        """Each machine's cards by its key prefix ("" this machine's, curves.OTHER the watched one's)."""

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
        self._show_machines()

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
        self._label_plots()

    def _label_plots(self) -> None:
        """Titles, axes and the legend entries of the curves, in the reader's language."""
        titles = ((self.utilization_plot, translate("Hardware", "Utilization"), translate("Hardware", "busy"), "%"),
                  (self.memory_plot, translate("Hardware", "Memory used"), translate("Hardware", "memory"), "GiB"),
                  (self.temperature_plot, translate("Hardware", "GPU temperature"),
                   translate("Hardware", "temperature"), "°C"),
                  (self.power_plot, translate("Hardware", "GPU power"), translate("Hardware", "power"), "W"),
                  (self.clock_plot, translate("Hardware", "Clocks"), translate("Hardware", "clock"), "MHz"))
        for plot, title, label, unit in titles:
            plot.set_title(title)
            plot.set_y_label(label, unit)
        self._configure_plots()

    def _arrange_plots(self, visible: list[TimePlot | CoreBars], columns: int) -> None:
        for i, plot in enumerate(visible):
            self.plot_grid.add(plot, i // columns, i % columns)

    # ------------------------------------------------------------------ inventory

    def set_inventory(self, inventory: Inventory, source: str = "fresh") -> None:
        """This machine's cards (again, when a fuller reading replaces the one shown): ``source`` says where it came
        from, "cache", "quick" or "fresh"; the first two get a word above the cards until the fresh one arrives."""
        self.inventory = inventory
        self.inventory_source = source
        self._show_machines()

    def forget_inventory(self) -> None:
        """Back to "reading this machine's hardware": a replay is left before this machine's inventory arrived."""
        self.inventory = self.inventory_source = None
        self._show_machines()

    def show_other_machine(self, host: str, inventory: Inventory) -> None:
        """``host``'s cards and curves beside this machine's (watched over ssh), each named by its machine; its
        samples come through ``on_other_snapshot``."""
        self.forget_other_machine()
        self.other = (host, inventory)
        self._show_machines()

    def forget_other_machine(self) -> None:
        """This machine alone again: the other's cards, curves and samples go."""
        if self.other is None:
            return
        self.other = None
        self._other_history = self._other_latest = None
        for plot in self.time_plots:
            plot.remove_curves(OTHER)
        self._show_machines()
        self._redraw()

    @property
    def other_history(self) -> History:
        """The watched machine's samples, on its own time axis (its own clock)."""
        if self._other_history is None:
            from dashboard.timeseries import HISTORY_WINDOWS_S, History

            self._other_history = History(int(max(HISTORY_WINDOWS_S.values()) / MIN_INTERVAL_S))
        return self._other_history

    def _machines(self) -> list[tuple[str, str, Inventory, str]]:
        """(key prefix, host named on its cards and curves, inventory, source) of each machine shown, the watched
        one first; hosts are named only when there are two."""
        if self.other is None:
            return [] if self.inventory is None else [("", "", self.inventory, self.inventory_source or "fresh")]
        host, inventory = self.other
        here = [] if self.inventory is None else [("", platform.node(), self.inventory, self.inventory_source or "")]
        return [(OTHER, host, inventory, "remote"), *here]

    def _show_machines(self) -> None:
        """Cards, software, notes and plots of the machines shown."""
        machines = self._machines()
        self._placeholder.setVisible(not machines)
        note = inventory_note(self.inventory_source or "") if self.inventory is not None else ""
        if self.other is not None:
            note = two_machines_note(self.other[0], platform.node())
        self.inventory_note.setText(note)
        self.inventory_note.setVisible(bool(note))
        for card in self.cards:
            card.hide()  # at once: it is deleted on the next turn of the event loop
            card.deleteLater()
        self.cards, self._machine_cards = [], {}
        shown: list[QWidget] = []
        for prefix, host, inventory, source in machines:
            cards = self._machine_cards[prefix] = machine_cards(inventory, source, host)
            self.cards += cards
            shown += cards if inventory.gpus or shown else [*cards, self.no_gpu_card]  # why not: of the first
        if "" in self._machine_cards:
            self._machine_cards[""][0].installEventFilter(self)  # for sig_cards_painted
        self.card_grid.set_cards(shown)
        self.software_label.setText("<br>".join(software_text(inventory, source, host)
                                                for _, host, inventory, source in machines))
        watched = machines[0][2] if machines else None  # the machine the comparison and the words are about
        self.no_gpu_card.setVisible(watched is not None and not watched.gpus)
        if watched is not None and not watched.gpus:
            self.no_gpu_title.setText(card_title(translate("Hardware", "No GPU found"), machines[0][1]))
            self.banner.setText(no_gpu_text(no_gpu_reason(watched)))
        if watched is not None and watched.gpus:
            fill_comparison(self.comparison_table, watched)
        else:
            self.comparison_table.hide()
        if watched is not None:
            simd = ", ".join(s.upper() for s in watched.cpu.simd if s in {"sse4_2", "avx2", "avx512f", "neon"})
            self.explanation.setText(cpu_vs_gpu_text(simd or "SIMD"))
        if self.plots_built:
            self._configure_plots()
        self._update_live_text()

    def _configure_plots(self) -> None:
        """Curves for each machine shown and the GPUs it has (and none for those it no longer has), named by their
        machine when there are two; GPU plots when any has a GPU."""
        machines = self._machines()
        has_gpus = any(inventory.gpus for _, _, inventory, _ in machines)
        for plot in self.gpu_only_plots:
            self.plot_grid.set_chart_visible(plot, has_gpus)
        self._hidden_plots = set() if has_gpus else set(self.gpu_only_plots)
        if has_gpus:
            self._arrange_plots(self.plots, columns=3)
        else:
            cpu_plots = [p for p in self.plots if p not in self.gpu_only_plots]
            self._arrange_plots(cpu_plots, columns=4)  # CPU only: one row of four plots
        if not any(prefix == "" for prefix, *_ in machines):  # this machine's own curves, before its inventory
            self._machine_curves("", "", None)
        keys = {gpu_key(gpu.vendor, gpu.index, prefix) for prefix, _, inventory, _ in machines
                for gpu in inventory.gpus}
        for plot in self.time_plots:
            for key in {k.split(":")[0] for k in plot.curve_keys() if ":" in k} - keys:
                plot.remove_curves(f"{key}:")
        for prefix, host, inventory, _ in machines:
            self._machine_curves(prefix, host, inventory)
        self.core_bars.set_machine(machines[0][1] if self.other is not None else "")
        if self._theme is not None:
            self.apply_theme(self._theme)

    def _machine_curves(self, prefix: str, host: str, inventory: Inventory | None) -> None:
        """One machine's curves and ceilings, named by ``host`` (when not ""), read from its own History."""
        source = self.other_history if prefix == OTHER else None
        words = {"CPU": "CPU", "RAM": "RAM", "swap": translate("Hardware", "swap")}
        for plot_name, series, word in CPU_SERIES:
            plot: TimePlot = getattr(self, f"{plot_name}_plot")
            label = _named(words[word], host)
            plot.curve(prefix + series, label, Qt.PenStyle.DotLine if series == "swap" else None, source=source)
            plot.rename_curve(prefix + series, label)  # named in another language, or without its host, before
        if inventory is None:
            return
        self.memory_plot.set_limit(f"{prefix}ram", inventory.memory.total_bytes / GIB,
                                   _named(translate("Hardware", "RAM total"), host))
        for gpu in inventory.gpus:
            key = gpu_key(gpu.vendor, gpu.index, prefix)
            gpu_name = _named(fill(translate("Hardware", "GPU {index}"), index=gpu.index), host)
            for plot_name, series, template, dashed in GPU_SERIES:
                plot = getattr(self, f"{plot_name}_plot")
                label = gpu_name if template is None else fill(translate("Hardware", template), gpu=gpu_name)
                plot.curve(f"{key}:{series}", label, Qt.PenStyle.DashLine if dashed else None, source=source)
                plot.rename_curve(f"{key}:{series}", label)
            if gpu.memory_total_bytes and not gpu.unified_memory:
                self.memory_plot.set_limit(f"{key}:mem", gpu.memory_total_bytes / GIB,
                                           fill(translate("Hardware", "{gpu} total"), gpu=gpu_name))
            self.power_plot.set_limit(f"{key}:power", gpu.power_limit_w,
                                      fill(translate("Hardware", "{gpu} limit"), gpu=gpu_name))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (event.type() == QEvent.Type.Paint and self._machine_cards.get("")
                and watched is self._machine_cards[""][0]):
            watched.removeEventFilter(self)
            self.sig_cards_painted.emit()
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------------ live

    def on_snapshot(self, snapshot: Snapshot) -> None:
        self.add_snapshots([snapshot])

    def add_snapshots(self, snapshots: list[Snapshot]) -> None:
        """Samples into the history, drawn once after the last (a replay's seek hands over hundreds)."""
        for snapshot in snapshots:
            self.history.append(snapshot.monotonic, sample_values(snapshot))
            self._latest = snapshot
        if snapshots and self.isVisible():  # hidden behind another page: record only, draw when shown
            self._redraw()

    def on_other_snapshot(self, snapshot: Snapshot) -> None:
        """A sample of the machine watched beside this one (ignored when none is)."""
        if self.other is None:
            return
        self.other_history.append(snapshot.monotonic, sample_values(snapshot, OTHER))
        self._other_latest = snapshot
        if self.isVisible():
            self._redraw()

    def clear_samples(self) -> None:
        """Forget every sample (entering or leaving a replay: another machine's readings start afresh)."""
        self._history = self._other_history = None
        self._latest = self._other_latest = None
        for plot in self.time_plots:
            plot.clear_data()

    def _redraw(self) -> None:
        if self._latest is None and self._other_latest is None:
            return
        for plot in self.time_plots:
            if plot not in self._hidden_plots:
                plot.refresh(self.history)
        cores = self._other_latest if self.other is not None else self._latest
        if self.plots_built and cores is not None:
            self.core_bars.set_values(cores.cpu.per_core)
        self._update_live_text()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._redraw()

    def _update_live_text(self) -> None:
        """Each card's live line from its machine's newest sample; the processes on the watched machine's GPUs."""
        for prefix, snapshot in (("", self._latest), (OTHER, self._other_latest)):
            cards = self._machine_cards.get(prefix)
            if snapshot is None or not cards:
                continue
            cards[0].live.setText(cpu_live_text(snapshot))
            for card, gpu in zip(cards[1:], snapshot.gpus, strict=False):
                card.live.setText(gpu_live_text(gpu))
        if self.plots_built and self._latest is not None:
            other = None if self.other is None or self._other_latest is None else (self.other[0], self._other_latest)
            self.controls.show_process(self._latest, self.inventory_source, other)
        watched = self._other_latest if self.other is not None else self._latest
        if watched is not None:
            fill_processes(self.process_table, watched.gpus)

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


def _named(word: str, host: str) -> str:
    """"gpu-server GPU 0" with two machines on the page, "GPU 0" with one."""
    return fill(translate("Hardware", "{host} {curve}"), host=host, curve=word) if host else word
