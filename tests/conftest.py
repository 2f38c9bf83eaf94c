"""Shared test set-up: Qt draws offscreen, and no test may leave a thread or a timer running."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before any QApplication exists

import threading

import pytest


@pytest.fixture(autouse=True)
def no_threads_or_timers_left(request: pytest.FixtureRequest):
    """Fail a test that leaves a worker thread, a Python thread or an active QTimer behind."""
    before = set(threading.enumerate())
    yield
    from dashboard.ui.workers import running_threads

    assert not running_threads(), "a hardware worker thread is still running"
    # A QThread that ran Python code leaves a _DummyThread entry that never dies; QThreads are checked above.
    leftover = [t for t in threading.enumerate()
                if t not in before and t.is_alive() and not isinstance(t, threading._DummyThread)]
    assert not leftover, f"threads left running: {leftover}"
    if "qtbot" in request.fixturenames:
        import shiboken6
        from PySide6.QtCore import QCoreApplication, QEvent, QTimer
        from PySide6.QtWidgets import QApplication

        # Widgets closed by qtbot are deleted later: delete them now, so that what is left is what the test left
        # (walking the children of a widget halfway through its deferred deletion crashed a worker three times).
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        app = QApplication.instance()
        active = [t for w in app.topLevelWidgets() if shiboken6.isValid(w)
                  for t in w.findChildren(QTimer) if t.isActive()]
        assert not active, f"active timers left: {active}"


@pytest.fixture
def settings(tmp_path):
    """A throwaway QSettings file, so tests never touch the user's settings."""
    from PySide6.QtCore import QSettings

    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """Runs and experiments go to a throwaway data directory, never the user's."""
    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture
def training_page(qtbot, data_dir):
    """A Training lab page on its own, saving to the test's data folder, shut down afterwards."""
    from dashboard.ui.training.page import TrainingPage

    page = TrainingPage()
    qtbot.addWidget(page)
    yield page
    page.shutdown()


@pytest.fixture
def advisor_page(qtbot, tmp_path, monkeypatch):
    """An Advisor page on its own, with throwaway data and config folders (the user's GPU file), shut down after."""
    from dashboard.ui.advisor.page import AdvisorPage

    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DL_DASHBOARD_CONFIG_DIR", str(tmp_path / "config"))
    page = AdvisorPage()
    qtbot.addWidget(page)
    yield page
    page.shutdown()


@pytest.fixture
def laptop_window(qtbot, settings, tmp_path, monkeypatch):
    """The whole window on a machine without GPUs, saving to a data folder of its own (a lecture-hall laptop)."""
    from dashboard.ui.main_window import MainWindow

    monkeypatch.setenv("DL_DASHBOARD_DATA_DIR", str(tmp_path / "laptop"))
    window = MainWindow(lambda: [], settings)
    qtbot.addWidget(window)
    window.show()
    yield window
    window.close()


@pytest.fixture
def language():
    """Switch the window's language in a test (``language("pl")``, or "pseudo"); English again afterwards."""
    from dashboard.ui.i18n import use_language

    yield use_language
    use_language("en")
