"""Watching another machine live: the Hardware page shows its cards and plots, read over ssh by its agent, beside
this machine's, under a bar that names it, until "Back to this machine".

Meanwhile the other pages measure there and get its samples (a run's hardware charts are of the machine it runs on);
this machine's samples go on reaching the Hardware page only.
"""

from __future__ import annotations

import collections
from collections.abc import Callable

from PySide6.QtCore import QObject, QSettings, Signal, Slot
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from dashboard.hardware.records import Inventory, Snapshot
from dashboard.protocol.transport import HERE, Machine
from dashboard.text import fill, translate
from dashboard.ui.hardware.page import HardwarePage
from dashboard.ui.i18n import Retranslating
from dashboard.ui.page import Page
from dashboard.ui.remote.dialog import ConnectDialog
from dashboard.ui.remote.watching import RemoteReadings
from dashboard.ui.workers import Task


class RemoteBar(Retranslating, QFrame):
    """"Watching gpu-server live over ssh: NVIDIA H100 80GB HBM3 x 8" and Back to this machine."""

    sig_leave = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.banner = QLabel()
        font = self.banner.font()
        font.setBold(True)
        self.banner.setFont(font)
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(self.sig_leave)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 2, 8, 2)
        layout.addWidget(self.banner, 1)
        layout.addWidget(self.leave_button)
        self._say: Callable[[], str] = str
        self.hide()
        self.retranslate()

    def say(self, make: Callable[[], str]) -> None:
        self._say = make
        self.banner.setText(make())

    def retranslate(self) -> None:
        self.leave_button.setText(translate("Remote", "Back to this machine"))
        self.banner.setText(self._say())


class RemoteWatch(QObject):
    """One remote machine watched at a time: ``connect_to`` it, ``leave`` it. ``sig_status`` carries what the
    status bar should say (connecting, or why the machine could not be reached)."""

    sig_status = Signal(str)
    sig_changed = Signal(bool)
    """True when a remote machine's cards are on the page, False when this machine is alone there again."""

    def __init__(self, hardware: HardwarePage, show_this_machine: Callable[[], None],
                 interval_s: Callable[[], float], settings: QSettings, before_connect: Callable[[], None],
                 pages: Callable[[], list[Page]], window: QWidget) -> None:
        super().__init__(window)
        self._pages = pages
        self._window, self._settings, self._before_connect = window, settings, before_connect
        self.bar = RemoteBar()
        self.bar.sig_leave.connect(self.leave)
        self._hardware = hardware
        self._show_this_machine = show_this_machine
        self._interval_s = interval_s
        self.machine: Machine | None = None
        self.inventory: Inventory | None = None
        self._task: Task | None = None
        self._ending: list[Task] = []
        """Tasks let go of (Back to this machine), kept until their threads have ended: the window waits for them
        when it closes."""

    @property
    def active(self) -> bool:
        """A remote machine is chosen (its cards may still be on their way): this machine's readings stay out."""
        return self.machine is not None

    def ask_connect(self) -> None:
        """File > Connect to a machine: the dialog, then the machine it names (a replay playing is left first)."""
        dialog = ConnectDialog(self._settings, self._window)
        if dialog.exec() and (machine := dialog.machine()) is not None:
            self._before_connect()
            self.connect_to(machine)

    def connect_to(self, machine: Machine) -> None:
        """Read ``machine``'s inventory, then its samples, at the Hardware page's interval."""
        self._let_go()
        self.machine, self.inventory = machine, None
        self.sig_status.emit(fill(translate("Remote", "Connecting to {host} over ssh…"), host=machine.host))
        readings = RemoteReadings(machine, self._interval_s())
        task = self._task = Task("remote machine", lambda: readings, stop=readings.end, parent=self)
        task.sig_item.connect(self._on_item)
        task.sig_failed.connect(self._on_failed)
        task.start()

    @Slot(object)
    def _on_item(self, item: Inventory | Snapshot) -> None:
        if self.machine is None:
            return
        if isinstance(item, Inventory):
            self.inventory = item
            host = self.machine.name
            self._hardware.show_other_machine(host, item)
            self.bar.say(lambda: fill(translate("Remote", "Watching {host} live over ssh: {hardware}"), host=host,
                                      hardware=_hardware_words(item)))
            self.bar.show()
            self.sig_status.emit("")
            for page in self._pages():
                page.measure_on(self.machine, item)
            self.sig_changed.emit(True)
        else:
            self._hardware.on_other_snapshot(item)
            for page in self._pages():  # a run's hardware charts
                if page is not self._hardware:
                    page.on_snapshot(item)

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        watched = self.inventory is not None
        self.leave()
        self.sig_status.emit(fill(translate("Remote", "The link to the machine ended: {problem}") if watched
                                  else translate("Remote", "Not connected: {problem}"), problem=message))

    @Slot()
    def leave(self) -> None:
        """Back to this machine alone. The remote's agent is told to stop and its thread ends on its own: the window
        does not wait for the link."""
        if self.machine is None:
            return
        self._let_go()
        shown = self.inventory is not None
        self.machine = self.inventory = None
        self.bar.hide()
        if shown:
            self._hardware.forget_other_machine()
            for page in self._pages():
                page.measure_on(HERE, None)
            self._show_this_machine()
            self.sig_changed.emit(False)

    def _let_go(self) -> None:
        """The task, told to end and no longer heard; kept until its thread has ended."""
        task, self._task = self._task, None
        self._ending = [ending for ending in self._ending if ending.is_running()]
        if task is not None:
            task.sig_item.disconnect(self._on_item)
            task.sig_failed.disconnect(self._on_failed)
            task.request_stop()
            self._ending.append(task)

    def stop(self, timeout_ms: int = 10_000) -> bool:
        """End the watching and wait for every thread of it (the window closing); True once they have ended."""
        self._let_go()
        ended = all([task.stop(timeout_ms) for task in self._ending])
        self._ending = [task for task in self._ending if task.is_running()]
        return ended


def _hardware_words(inventory: Inventory) -> str:
    """"NVIDIA H100 80GB HBM3 x 8", or the CPU where there is no GPU."""
    names = [gpu.name for gpu in inventory.gpus]
    if not names:
        return inventory.cpu.brand
    counted = collections.Counter(names)
    return ", ".join(name if count == 1 else f"{name} x {count}" for name, count in counted.items())
