"""The main window: navigation, pages, menus and the status bar. It wires signals; features live in the pages.

Start-up is staged so the window paints within a second: before the first paint it builds only the Hardware page's
cards (from the last launch's inventory when there is one); then it starts the hardware threads and the Hardware
page's plots; once the fresh inventory is in, it builds the other pages, one per turn of the event loop (a page asked
for earlier is built at once, and brought up to date). PyTorch is never imported before the first paint.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QCloseEvent, QFont, QPaintEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from dashboard.hardware.inventory_cache import InventoryCache
from dashboard.hardware.records import Inventory, Snapshot
from dashboard.protocol.transport import HERE
from dashboard.text import fill, translate
from dashboard.ui import window_geometry, workers
from dashboard.ui.hardware.monitor import BackendFactory, HardwareMonitor
from dashboard.ui.hardware.page import HardwarePage
from dashboard.ui.i18n import is_language_change
from dashboard.ui.menus import build_menus
from dashboard.ui.monitor_status import MonitorStatus
from dashboard.ui.page import Page
from dashboard.ui.page_stack import PageStack
from dashboard.ui.pages import PAGE_NAMES, PAGES, page_title
from dashboard.ui.paint_hold import PaintHold
from dashboard.ui.presentation import Presentation, stored_font_scale
from dashboard.ui.recent import RecentFolders, fill_recent_menu, kind_of
from dashboard.ui.remote.watch import RemoteWatch
from dashboard.ui.replay.bar import ReplayBar
from dashboard.ui.replay.files import ask_recording_target, ask_recording_to_open
from dashboard.ui.replay.mode import ReplayMode, ReplayTarget
from dashboard.ui.status_bar import StatusBar
from dashboard.ui.theme import DEFAULT_THEME, THEMES, Theme, apply_theme
from dashboard.ui.wheel_guard import guard_wheel
from dashboard.ui.window_geometry import fit_to_screen, left_full_screen, restore_rect, stored_interval

if TYPE_CHECKING:
    from dashboard.ui.advisor.page import AdvisorPage
    from dashboard.ui.experiments.page import ExperimentsPage
    from dashboard.ui.training.page import TrainingPage


PLOTS_AT_LATEST_MS = 1000
"""The Hardware page's plots wait for the first inventory's cards to be painted (they come first), but no longer."""
START_AT_LATEST_MS = 3000
"""The hardware threads start after the first paint; a window that is shown but never painted (minimised at once)
starts them after this long."""


class MainWindow(QMainWindow):
    sig_first_paint = Signal()
    """The window has painted for the first time: heavy work may start."""
    sig_inventory_shown = Signal(str)
    """An inventory is shown, and where it came from: "cache", "quick" or "fresh" (monitor.INVENTORY_SOURCES). The
    Hardware page shows each; the other pages get the fresh one only."""

    def __init__(self, backend_factory: BackendFactory, settings: QSettings | None = None,
                 inventory_cache: InventoryCache | None = None) -> None:
        """``inventory_cache``: where the last launch's inventory is kept (the app's own; None reads none)."""
        super().__init__()
        self.settings = settings if settings is not None else QSettings()
        fit_to_screen(self)
        self._painted = self._started = self._closing = False
        self._chosen_theme: Theme | None = None
        self.inventory: Inventory | None = None
        self.inventory_source: str | None = None
        """Where the inventory shown came from: "cache", "quick" or "fresh"; None before the first."""

        self.pages = PageStack(self._on_page_installed, self._restyle, self._show_panel_as_the_others)
        self.navigation = QListWidget()
        self.navigation.setStyleSheet("QListWidget::item { padding: 6px; }")
        self.navigation.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # sized to fit instead
        for spec in PAGES:
            self.navigation.addItem(QListWidgetItem(page_title(spec.name)))
        self.navigation.setCurrentRow(0)
        self.navigation.currentRowChanged.connect(self._on_row_changed)
        central = QWidget()
        column = QVBoxLayout(central)
        self.replay_bar = ReplayBar()  # shown above every page while a recording plays
        column.addWidget(self.replay_bar)
        layout = QHBoxLayout()
        layout.addWidget(self.navigation)
        layout.addWidget(self.pages, 1)
        column.addLayout(layout, 1)
        self.setCentralWidget(central)
        self._paint_hold = PaintHold(self, central)

        self.setStatusBar(StatusBar())  # long messages end in "..." instead of being cut mid-word
        self.monitor_status = MonitorStatus(self.statusBar())

        interval = stored_interval(self.settings)
        self.monitor = HardwareMonitor(backend_factory, interval, parent=self, cache=inventory_cache)
        self.monitor.sig_inventory.connect(self._show_inventory)
        self.monitor.sig_snapshot.connect(self._on_monitor_snapshot)
        self.monitor.sig_failed.connect(self._on_monitor_failed)
        self.recent = RecentFolders(self.settings)
        self._hardware = HardwarePage(defer_plots=True)  # the page shown first; its plots come after the first paint
        self.pages.install(self._hardware)
        self._hardware.sig_interval_changed.connect(self._on_page_interval_changed)
        self._hardware.sig_window_changed.connect(self._on_page_window_changed)
        self._hardware.sig_cards_painted.connect(self._on_cards_painted)
        self.replay = ReplayMode(self.replay_bar, self._hardware, lambda name: cast("ReplayTarget", self.page(name)),
                                 self._leave_replay, parent=self)
        self.replay.sig_status.connect(partial(self.statusBar().showMessage, timeout=12_000))
        self.replay.sig_changed.connect(self._on_replay_changed)
        self.remote = RemoteWatch(self._hardware, self._leave_replay, lambda: self.monitor.interval_s, self.settings,
                                  before_connect=self.replay.leave, pages=self._built_pages, window=self)
        self.remote.sig_status.connect(partial(self.statusBar().showMessage, timeout=12_000))
        self.remote.sig_changed.connect(self.monitor_status.set_other_machine)  # no lambda holding the window
        column.insertWidget(1, self.remote.bar)  # below the replay bar: one of the two at a time

        app = QApplication.instance()
        assert isinstance(app, QApplication), "the window needs a QApplication"
        self._app = app
        self._base_point_size = app.font().pointSizeF()
        self.presentation = Presentation(stored_font_scale(self.settings.value("font_scale", 1.0)))
        self.menus = menus = build_menus(self)
        self.recent_menu, self.presenter_action = menus.recent, menus.presenter
        self.panel_action, self.theme_actions = menus.panels, menus.themes
        self._retranslate()
        self.theme_name = str(self.settings.value("theme", DEFAULT_THEME))
        self.set_theme(self.theme_name if self.theme_name in THEMES else DEFAULT_THEME)
        self.set_presentation(self.presentation)
        self.hardware_page.set_interval(interval)
        self.hardware_page.set_window(str(self.settings.value("history_window", "1 min")))
        self.monitor_status.show_interval(interval)
        restore_rect(self, self.settings)
        self.snapshot_count = 0
        cached = self.monitor.cached_inventory()
        if cached is not None:  # the cards are filled in the very first paint
            self._show_inventory(cached, "cache")

    # ------------------------------------------------------------------ pages, built when first needed

    @property
    def hardware_page(self) -> HardwarePage:
        return self._hardware

    @property
    def training_page(self) -> TrainingPage:
        return cast("TrainingPage", self.page("training"))

    @property
    def experiments_page(self) -> ExperimentsPage:
        return cast("ExperimentsPage", self.page("experiments"))

    @property
    def advisor_page(self) -> AdvisorPage:
        return cast("AdvisorPage", self.page("advisor"))

    @property
    def page_list(self) -> list[Page]:
        """Every page, in navigation order (building those not built yet)."""
        return [self.page(name) for name in PAGE_NAMES]

    def page(self, name: str) -> Page:
        """The page of this name (hardware, training, experiments, advisor), built now if it was not yet."""
        built = self.pages.is_built(name)
        page = self.pages.page(name)
        if not built:
            self._bring_up_to_date(page)
        return page

    def is_built(self, name: str) -> bool:
        return self.pages.is_built(name)

    def _built_pages(self) -> list[Page]:
        return self.pages.built()

    def _on_page_installed(self, page: Page) -> None:
        page.sig_saved.connect(self._on_page_saved)
        guard_wheel(page)

    def _show_panel_as_the_others(self, page: Page) -> None:
        page.set_panel_visible(self.panel_action.isChecked() and not self.presentation.presenter)

    def _bring_up_to_date(self, page: Page) -> None:
        """What every other page was told before this one existed."""
        self._restyle(page)
        self._show_panel_as_the_others(page)
        if self.monitor.fresh is not None:
            page.set_inventory(self.monitor.fresh)
        page.show_recorded_machine(self.replay.recorded_inventory)
        page.measure_on(self.remote.machine or HERE, self.remote.inventory)

    def _restyle(self, page: Page) -> None:
        """The window's theme and text and line sizes, on ``page``."""
        if self._chosen_theme is not None:
            page.apply_theme(self._chosen_theme)
        page.set_presentation(self.presentation.chart_font_px, self.presentation.line_px)

    @Slot(int)
    def _on_row_changed(self, row: int) -> None:
        if row >= 0:
            self.page(PAGE_NAMES[row])  # built (and brought up to date) before it is shown: never the placeholder
            self.pages.show_page(PAGE_NAMES[row])

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.sig_first_paint.emit()
            QTimer.singleShot(0, self, self._start)  # once this paint is on the screen

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if not self._started:
            QTimer.singleShot(START_AT_LATEST_MS, self, self._start)

    @property
    def started(self) -> bool:
        """Whether the hardware threads have been started (after the first paint)."""
        return self._started

    def _start(self) -> None:
        if self._started or self._closing:
            return
        self._started = True
        self.monitor.start()
        QTimer.singleShot(0 if self.inventory is not None else PLOTS_AT_LATEST_MS, self, self._build_plots)

    def _build_plots(self) -> None:
        if not self._closing:
            self.hardware_page.build_plots()

    def _build_next_page(self) -> None:
        """One page not built yet, then the next on the event loop's next turn: the window stays responsive."""
        if self._closing:
            return
        missing = [name for name in PAGE_NAMES if not self.pages.is_built(name)]
        if missing:
            self.page(missing[0])
            if len(missing) > 1:
                QTimer.singleShot(0, self, self._build_next_page)

    def set_theme(self, name: str) -> None:
        self.theme_name = name
        self.pages.pin_hidden()
        self._chosen_theme = apply_theme(self._app, name, contrast=self.presentation.presenter, window=self)
        self.pages.restyle_shown()
        self.theme_actions[name].setChecked(True)
        self.settings.setValue("theme", name)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if is_language_change(event):
            self._retranslate()
        elif self.presentation.presenter and left_full_screen(self, event):
            # Left full screen some other way (the window manager's): presenter mode goes too, or F11 seems dead.
            self.set_presentation(replace(self.presentation, presenter=False))

    def _retranslate(self) -> None:
        self.setWindowTitle(translate("Window", "Deep Learning Hardware Dashboard"))
        self.menus.texts.apply()
        for row, name in enumerate(PAGE_NAMES):
            self.navigation.item(row).setText(page_title(name))
        self._fit_navigation()
        self.monitor_status.retranslate()

    def _fit_navigation(self) -> None:
        """The navigation list as wide as its longest title in the language and text size of now ("Laboratório de
        treinamento" was cut to "Laboratório de trein" when the width was the English titles')."""
        self.navigation.setFixedWidth(self.navigation.sizeHintForColumn(0) + 2 * self.navigation.frameWidth() + 32)

    def show_page(self, name: str) -> None:
        """Bring the page of this name (hardware, training, experiments, advisor) to the front."""
        self.navigation.setCurrentRow(PAGE_NAMES.index(name))

    def toggle_theme(self) -> None:
        self.set_theme("light" if self.theme_name == "dark" else "dark")

    def toggle_full_screen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    # ------------------------------------------------------------------ presentation

    def set_presentation(self, presentation: Presentation, full_screen: bool = True) -> None:
        """Text and line sizes for every page; presenter mode also hides the panels and the navigation list and
        (unless ``full_screen`` is False, as for a screenshot of a given size) fills the screen."""
        entering = presentation.presenter and not self.presentation.presenter
        leaving = self.presentation.presenter and not presentation.presenter
        # Painted once, in the new layout at the new size: not in each step between (issue 31).
        self._paint_hold.hold(window_geometry.full_screen_resizes(self, entering and full_screen, leaving))
        self.presentation = presentation
        self.pages.pin_hidden()
        font = self._set_point_size(self._base_point_size * presentation.scale)
        navigation_font = QFont(font)
        navigation_font.setPointSizeF(font.pointSizeF() * 1.2)
        self.navigation.setFont(navigation_font)
        self._fit_navigation()
        self.presenter_action.setChecked(presentation.presenter)
        if entering or leaving:  # presenter mode's high-contrast palette, for a washed-out projector
            self.set_theme(self.theme_name)  # restyles the pages too
        else:
            self.pages.restyle_shown()
        panels = self.panel_action.isChecked() and not presentation.presenter
        for page in self._built_pages():
            page.set_panel_visible(panels)
        self.navigation.setVisible(not presentation.presenter)
        self.monitor_status.set_presenter(presentation.presenter)
        self.settings.setValue("font_scale", presentation.font_scale)
        if entering:
            self.statusBar().showMessage(translate("Window", "Presenter mode (F11 to leave)"))
            if full_screen:
                self.showFullScreen()
        elif leaving:
            self.statusBar().clearMessage()
            if self.isFullScreen():
                self.showNormal()

    def toggle_presenter(self) -> None:
        self.set_presentation(replace(self.presentation, presenter=not self.presentation.presenter))

    def toggle_panels(self) -> None:
        visible = self.panel_action.isChecked() and not self.presentation.presenter
        for page in self._built_pages():
            page.set_panel_visible(visible)

    def larger_text(self) -> None:
        self.set_presentation(self.presentation.larger())

    def smaller_text(self) -> None:
        self.set_presentation(self.presentation.smaller())

    def normal_text(self) -> None:
        self.set_presentation(self.presentation.normal_size())

    # ------------------------------------------------------------------ files and help

    def open_folder(self, folder: Path) -> bool:
        """Show a saved run on the Training lab or a saved experiment on the Experiments page."""
        kind = kind_of(folder)
        if kind == "run":
            self.show_page("training")
            self.training_page.show_run(folder)
        elif kind == "experiment":
            self.show_page("experiments")
            self.experiments_page.show_experiments([folder])
        else:
            message = translate("Window", "{folder} is not a saved run or experiment (it has no config.json)")
            self.statusBar().showMessage(fill(message, folder=str(folder)), 8000)
            return False
        return True

    def open_recording(self, path: Path, speed: float = 1.0) -> bool:
        """Play a recording file (read off the GUI thread, added to the saved runs) in replay mode."""
        return self.replay.open(path, speed)

    def ask_open_recording(self) -> None:
        if (path := ask_recording_to_open(self)) is not None:
            self.open_recording(path)

    def ask_export_recording(self) -> None:
        source = self.page(PAGE_NAMES[self.pages.currentIndex()]).recording_source()
        if source is None:
            self.statusBar().showMessage(translate(
                "Window", "Nothing here to export as a recording: choose a run in the Training lab, an experiment in "
                "Experiments, or a lesson that ran here in Lessons."), 8000)
        elif (target := ask_recording_target(self, source)) is not None:
            self.replay.export(source, target)

    @Slot(bool)
    def _on_replay_changed(self, playing: bool) -> None:
        self.monitor_status.set_shown(not playing)
        for page in self._built_pages():  # the Advisor highlights the recorded machine's GPUs
            page.show_recorded_machine(self.replay.recorded_inventory)
        page.measure_on(self.remote.machine or HERE, self.remote.inventory)
        if playing:
            self.remote.leave()
            self.show_page(self.replay.page_name)

    def _leave_replay(self) -> None:
        if self.inventory is not None and self.inventory_source is not None:
            self._show_inventory(self.inventory, self.inventory_source)
        else:  # this machine's inventory has not arrived yet: not the recorded one in its place
            self._hardware.forget_inventory()

    def ask_open(self) -> None:
        from dashboard.training.runs import data_dir

        folder = QFileDialog.getExistingDirectory(self, translate("Window", "Open a saved run or experiment"),
                                                  str(data_dir()))
        if folder:
            self.open_folder(Path(folder))

    @Slot(object)
    def _on_page_saved(self, folder: Path) -> None:
        self.recent.add(folder)

    def fill_recent_menu(self) -> None:
        fill_recent_menu(self.recent_menu, self.recent.folders(), self.open_folder)

    def ask_export(self) -> None:
        page = self.page(PAGE_NAMES[self.pages.currentIndex()])
        if not page.ask_export():
            self.statusBar().showMessage(fill(translate("Window", "{page}: nothing to export yet"),
                                              page=page_title(page.name)), 6000)

    # ------------------------------------------------------------------ monitor

    @property
    def inventory_complete(self) -> bool:
        """Whether the pages have this launch's whole inventory (not the cached or the quick one)."""
        return self.inventory_source == "fresh"

    @Slot(object, str)
    def _show_inventory(self, inventory: Inventory, source: str) -> None:
        """The Hardware page shows every reading; the other pages get only the fresh one, which has PyTorch imported
        (a page that would import it itself, on a thread of its own, waits for that)."""
        self.inventory, self.inventory_source = inventory, source
        if self.replay.active:  # kept for later: the pages show the recorded machine now
            return
        self._hardware.set_inventory(inventory, source)
        if source == "fresh" and not self.remote.active:  # the other pages measure on the watched machine
            for page in self._built_pages():
                if page is not self._hardware:
                    page.set_inventory(inventory)
        self.monitor_status.show_inventory(inventory)
        self.sig_inventory_shown.emit(source)
        if not self._hardware.isVisible():  # its cards will not be painted now: nothing to let go first
            self._on_cards_painted()

    @Slot()
    def _on_cards_painted(self) -> None:
        """The cards first, then the plots; once the fresh inventory is on the screen, the other pages."""
        if self._started:
            QTimer.singleShot(0, self, self._build_plots)
            if self.inventory_source == "fresh":
                QTimer.singleShot(0, self, self._build_next_page)

    @Slot(object)
    def _on_monitor_snapshot(self, snapshot: Snapshot) -> None:
        self.snapshot_count += 1
        if self.replay.active:  # not mixed with the recorded machine's readings
            return
        for page in self._built_pages():  # watching another machine, the other pages have its samples instead
            if page is self._hardware or not self.remote.active:
                page.on_snapshot(snapshot)
        self.monitor_status.show_tick(snapshot.tick_cost_ms, self.monitor.interval_s)

    @Slot(str)
    def _on_monitor_failed(self, message: str) -> None:
        self.monitor_status.show_failure(message)
        QTimer.singleShot(0, self, self._build_plots)

    @Slot(float)
    def _on_page_interval_changed(self, seconds: float) -> None:
        self.monitor.set_interval(seconds)
        self.settings.setValue("interval_s", seconds)
        self.monitor_status.show_interval(seconds)

    @Slot(str)
    def _on_page_window_changed(self, label: str) -> None:
        self.settings.setValue("history_window", label)

    # ------------------------------------------------------------------ closing

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self._closing = True  # no page or plot is built from now on
        self.monitor.blockSignals(True)  # a reading already on its way must not wake a page that has shut down
        self.statusBar().clearMessage()  # and its timer
        self.replay.shutdown()
        self.remote.stop()
        for page in self._built_pages():  # a training run records a "stopped" summary: nothing measured is lost
            page.shutdown()
        self.monitor.stop()
        workers.stop_all()  # anything a page started and did not stop itself
        # The normal geometry, never full screen: presenter mode is asked for each time, not inherited.
        self.settings.setValue("window_rect", self.normalGeometry() if self.isFullScreen() else self.geometry())
        self.settings.sync()
        # The application's font given back as found: a window opened later starts from it, not from presenter mode.
        self._set_point_size(self._base_point_size)
        super().closeEvent(event)

    def _set_point_size(self, size: float) -> QFont:
        font = self._app.font()
        if abs(font.pointSizeF() - size) > 0.01:
            font.setPointSizeF(size)
            self._app.setFont(font)  # every widget of the application lays itself out again: only when it changes
        return font

