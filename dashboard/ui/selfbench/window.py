"""`dl-dashboard bench window`: what the window costs training."""

from __future__ import annotations

import argparse
import os
import tempfile

from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from dashboard.selfbench import SelfBenchResult


def run(args: argparse.Namespace) -> SelfBenchResult:
    return bench_window(args.steps)


def bench_window(steps: int = 250) -> SelfBenchResult:
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
    return SelfBenchResult(f"simple-cnn, batch 64, {steps} steps on the CPU in the window ({platform}): "
                           + "; ".join(parts), {"steps": steps, "samples_per_second": results})
