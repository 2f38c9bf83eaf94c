"""The main window: navigation, pages, menus and the status bar. It wires signals; features live in the pages."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QSettings, Slot
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from dashboard import __version__
from dashboard.hardware.records import Inventory, Snapshot
from dashboard.hardware.sampler import DEFAULT_INTERVAL_S, check_interval
from dashboard.ui import workers
from dashboard.ui.advisor.page import AdvisorPage
from dashboard.ui.experiments.page import ExperimentsPage
from dashboard.ui.hardware.monitor import BackendFactory, HardwareMonitor
from dashboard.ui.hardware.page import HardwarePage
from dashboard.ui.page import Page
from dashboard.ui.theme import DEFAULT_THEME, THEMES, apply_theme
from dashboard.ui.training.page import TrainingPage


class MainWindow(QMainWindow):
    def __init__(self, backend_factory: BackendFactory, settings: QSettings | None = None) -> None:
        super().__init__()
        self.settings = settings if settings is not None else QSettings()
        self.setWindowTitle("Deep Learning Hardware Dashboard")
        self.resize(1400, 900)

        self.hardware_page = HardwarePage()
        self.training_page = TrainingPage()
        self.experiments_page = ExperimentsPage()
        self.advisor_page = AdvisorPage()
        self.page_list: list[Page] = [self.hardware_page, self.training_page, self.experiments_page,
                                      self.advisor_page]
        self.pages = QStackedWidget()
        self.navigation = QListWidget()
        self.navigation.setFixedWidth(170)
        self.navigation.setStyleSheet("QListWidget { font-size: 12pt; } QListWidget::item { padding: 6px; }")
        for page in self.page_list:
            self.pages.addWidget(page)
            self.navigation.addItem(QListWidgetItem(page.title.replace("&", "")))
        self.navigation.setCurrentRow(0)
        self.navigation.currentRowChanged.connect(self.pages.setCurrentIndex)
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.addWidget(self.navigation)
        layout.addWidget(self.pages, 1)
        self.setCentralWidget(central)

        self.interval_label = QLabel()
        self.cost_label = QLabel("sampler: waiting")
        self.gpu_status_label = QLabel("reading hardware…")
        for widget in (self.gpu_status_label, self.interval_label, self.cost_label):
            widget.setContentsMargins(12, 0, 12, 0)
            self.statusBar().addPermanentWidget(widget)

        interval = self._stored_interval()
        self.monitor = HardwareMonitor(backend_factory, interval, parent=self)
        self.monitor.sig_inventory.connect(self._on_monitor_inventory)
        self.monitor.sig_snapshot.connect(self._on_monitor_snapshot)
        self.monitor.sig_failed.connect(self._on_monitor_failed)
        self.hardware_page.sig_interval_changed.connect(self._on_page_interval_changed)
        self.hardware_page.sig_window_changed.connect(self._on_page_window_changed)

        self._build_menus()
        self.theme_name = str(self.settings.value("theme", DEFAULT_THEME))
        self.set_theme(self.theme_name if self.theme_name in THEMES else DEFAULT_THEME)
        self.hardware_page.set_interval(interval)
        self.hardware_page.set_window(str(self.settings.value("history_window", "1 min")))
        self._show_interval(interval)
        geometry = self.settings.value("geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        self.snapshot_count = 0
        self.monitor.start()

    # ------------------------------------------------------------------ menus

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        file_menu.addAction(self._action("&Quit", self.close, QKeySequence.StandardKey.Quit))

        view = self.menuBar().addMenu("&View")
        for row, page in enumerate(self.page_list):
            view.addAction(self._action(page.title, partial(self.navigation.setCurrentRow, row),
                                        QKeySequence(f"Ctrl+{row + 1}")))
        view.addSeparator()
        themes = QActionGroup(self)
        self.theme_actions: dict[str, QAction] = {}
        for name in THEMES:
            action = self._action(f"{name.capitalize()} theme", partial(self.set_theme, name))
            action.setCheckable(True)
            themes.addAction(action)
            view.addAction(action)
            self.theme_actions[name] = action
        view.addAction(self._action("Toggle theme", self.toggle_theme, QKeySequence("Ctrl+T")))
        view.addAction(self._action("Full screen", self.toggle_full_screen, QKeySequence.StandardKey.FullScreen))

        help_menu = self.menuBar().addMenu("&Help")
        help_menu.addAction(self._action("&About", self._show_about))

    def _action(self, text: str, slot: Callable[[], object],
                shortcut: QKeySequence | QKeySequence.StandardKey | None = None) -> QAction:
        """A menu action that calls ``slot`` (ignoring the checked flag), with its keyboard shortcut."""
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def set_theme(self, name: str) -> None:
        self.theme_name = name
        app = QApplication.instance()
        assert isinstance(app, QApplication), "the window needs a QApplication"
        chosen = apply_theme(app, name)
        for page in self.page_list:
            page.apply_theme(chosen)
        self.theme_actions[name].setChecked(True)
        self.settings.setValue("theme", name)

    def toggle_theme(self) -> None:
        self.set_theme("light" if self.theme_name == "dark" else "dark")

    def toggle_full_screen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def _show_about(self) -> None:
        QMessageBox.about(self, "About", f"<b>Deep Learning Hardware Dashboard</b> {__version__}<br>"
                          "See what your CPU and GPUs have and do while a real model trains.")

    # ------------------------------------------------------------------ monitor

    def _stored_interval(self) -> float:
        try:
            return check_interval(float(str(self.settings.value("interval_s", DEFAULT_INTERVAL_S))))
        except (TypeError, ValueError):
            return DEFAULT_INTERVAL_S

    @Slot(object)
    def _on_monitor_inventory(self, inventory: Inventory) -> None:
        for page in self.page_list:
            page.set_inventory(inventory)
        short = inventory.gpu_status if inventory.gpus else "running on CPU only: no GPU found"
        self.gpu_status_label.setText(short)
        self.gpu_status_label.setToolTip(inventory.gpu_status)

    @Slot(object)
    def _on_monitor_snapshot(self, snapshot: Snapshot) -> None:
        self.snapshot_count += 1
        for page in self.page_list:
            page.on_snapshot(snapshot)
        share = snapshot.tick_cost_ms / (self.monitor.interval_s * 1000.0) * 100.0
        self.cost_label.setText(f"sampler: {snapshot.tick_cost_ms:.1f} ms per tick ({share:.2f}% of one core)")

    @Slot(str)
    def _on_monitor_failed(self, message: str) -> None:
        self.gpu_status_label.setText(f"hardware monitor stopped: {message}")
        self.statusBar().showMessage(f"Hardware monitor stopped: {message}")

    @Slot(float)
    def _on_page_interval_changed(self, seconds: float) -> None:
        self.monitor.set_interval(seconds)
        self.settings.setValue("interval_s", seconds)
        self._show_interval(seconds)

    @Slot(str)
    def _on_page_window_changed(self, label: str) -> None:
        self.settings.setValue("history_window", label)

    def _show_interval(self, seconds: float) -> None:
        self.interval_label.setText(f"sampling every {seconds:g} s")

    # ------------------------------------------------------------------ closing

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        for page in self.page_list:  # a training run records a "stopped" summary: nothing measured is lost
            page.shutdown()
        self.monitor.stop()
        workers.stop_all()  # anything a page started and did not stop itself
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.sync()
        super().closeEvent(event)
