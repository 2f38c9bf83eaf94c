"""`dl-dashboard bench idle|window`: what the window itself costs, idle and while it draws a training run.

They drive the real main window (offscreen unless a display is set) and measure; they do not assert.
"""

from __future__ import annotations

import os
import tempfile
import time

import psutil
from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

IDLE_TARGET_PERCENT = 2.0


def bench_idle(seconds: float, interval_s: float) -> str:
    """CPU used by the whole idle app (window, plots, sampler thread) per second of wall time, in % of one core."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from dashboard.hardware.inventory import default_backends
    from dashboard.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    settings_dir = tempfile.TemporaryDirectory()  # leave the user's own window settings alone
    settings = QSettings(os.path.join(settings_dir.name, "bench.ini"), QSettings.Format.IniFormat)
    settings.setValue("interval_s", interval_s)
    window = MainWindow(default_backends, settings)
    window.show()

    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    deadline = time.monotonic() + 60
    while window.hardware_page.inventory is None and time.monotonic() < deadline:
        wait(200)
    wait(5000)  # warm-up: first plots, caches, lazy imports
    process = psutil.Process()
    before_cpu, before_wall, before_ticks = sum(process.cpu_times()[:2]), time.monotonic(), window.snapshot_count
    wait(int(seconds * 1000))
    cpu = sum(process.cpu_times()[:2]) - before_cpu
    wall = time.monotonic() - before_wall
    samples = window.snapshot_count - before_ticks
    window.close()
    app.processEvents()
    settings_dir.cleanup()
    percent = 100.0 * cpu / wall
    verdict = "within" if percent < IDLE_TARGET_PERCENT else "OVER"
    platform = QGuiApplication.platformName()
    return (f"idle app over {wall:.0f} s at {interval_s:g} s interval ({samples} samples, Qt platform {platform}): "
            f"{percent:.2f}% of one core ({verdict} the {IDLE_TARGET_PERCENT:g}% target)")


def bench_window(steps: int = 250) -> str:
    """What drawing the live plots costs training: the same CPU run with the Training page shown, then hidden."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from dashboard.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    results = {}
    with tempfile.TemporaryDirectory() as folder:
        os.environ["DL_DASHBOARD_DATA_DIR"] = folder  # benchmark runs do not clutter the user's run list
        settings = QSettings(os.path.join(folder, "bench.ini"), QSettings.Format.IniFormat)
        window = MainWindow(lambda: [], settings)
        window.resize(1600, 1000)
        window.show()
        page = window.training_page
        page.form.length_unit.setCurrentText("steps")
        page.form.length_box.setValue(steps)
        for shown, row in (("Training page shown", 1), ("Hardware page shown", 0)):
            window.navigation.setCurrentRow(row)
            loop = QEventLoop()
            page.sig_run_finished.connect(loop.quit)
            QTimer.singleShot(500, page.start)
            loop.exec()
            page.sig_run_finished.disconnect(loop.quit)
            results[shown] = page.last_summary.samples_per_second if page.last_summary else None
        window.close()
        app.processEvents()
        del os.environ["DL_DASHBOARD_DATA_DIR"]
    parts = [f"{name}: {rate:,.0f} samples/s" for name, rate in results.items() if rate]
    platform = QGuiApplication.platformName()
    return f"simple-cnn, batch 64, {steps} steps on the CPU in the window ({platform}): " + "; ".join(parts)
