"""What the window's benchmarks share: a real main window that leaves the user's settings and runs alone, waiting
on the event loop, and CPU time read per process."""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import psutil
from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from dashboard.ui.window_lifetime import close_for_good

if TYPE_CHECKING:
    from dashboard.ui.main_window import MainWindow

INVENTORY_TIMEOUT_S = 60.0


@contextmanager
def bench_window(interval_s: float = 1.0, size: tuple[int, int] = (1600, 1000)) -> Iterator[MainWindow]:
    """The real window with this machine's hardware sampled every ``interval_s``, offscreen unless a display is
    set, once its launch is over; its settings and any run it saves go to a temporary folder, removed afterwards."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from dashboard.hardware.inventory import default_backends
    from dashboard.ui.main_window import PAGE_NAMES, MainWindow

    app = QApplication.instance() or QApplication([])
    previous_data_dir = os.environ.get("DL_DASHBOARD_DATA_DIR")
    with tempfile.TemporaryDirectory() as folder:
        os.environ["DL_DASHBOARD_DATA_DIR"] = folder  # benchmark runs do not clutter the user's run list
        settings = QSettings(os.path.join(folder, "bench.ini"), QSettings.Format.IniFormat)
        settings.setValue("interval_s", interval_s)
        window = MainWindow(default_backends, settings)
        window.resize(*size)
        window.show()
        try:
            # Measured once the launch is over: the whole inventory read and every page built (pages are built one
            # by one after the first paint, each holding the event loop for a moment).
            wait_until(lambda: window.inventory_complete and all(map(window.is_built, PAGE_NAMES)),
                       INVENTORY_TIMEOUT_S)
            yield window
        finally:
            close_for_good(window)
            app.processEvents()
            if previous_data_dir is None:
                os.environ.pop("DL_DASHBOARD_DATA_DIR", None)
            else:
                os.environ["DL_DASHBOARD_DATA_DIR"] = previous_data_dir


def wait(ms: int) -> None:
    """Run the event loop for ``ms`` milliseconds."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait_until(condition: Callable[[], bool], timeout_s: float, step_ms: int = 100) -> bool:
    """Run the event loop until ``condition`` holds or ``timeout_s`` has passed; whether it held."""
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() >= deadline:
            return False
        wait(step_ms)
    return True


def cpu_seconds(process: psutil.Process | None = None) -> float:
    """User + system CPU time of one process (its children not included)."""
    times = (process or psutil.Process()).cpu_times()
    return float(times.user + times.system)


def spread(values: list[float]) -> tuple[float, float, float]:
    """Best (highest), median and worst of a set of measurements."""
    return max(values), statistics.median(values), min(values)
