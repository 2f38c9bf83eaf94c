"""Shared test set-up: Qt draws offscreen, OpenMP threads wait without spinning, and no test may leave a thread or a
timer running."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before any QApplication exists
# Before torch loads OpenMP: its idle threads sleep instead of spinning. The suite runs on as many workers as there
# are cores, and training children beside them; spinning threads took the cores from each other and made torch work
# twice as slow (resnet18 steps under load: 14.0 s spinning, 7.4 s passive, 6.8 s on one thread).
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

import gc
import sys
import threading
from typing import Any

import pytest

_stderr_copy: int | None = None
"""A copy of the worker's own stderr, which pytest's output capture does not redirect (as pytest's faulthandler)."""


def pytest_configure(config: pytest.Config) -> None:
    global _stderr_copy
    assert sys.__stderr__ is not None
    _stderr_copy = os.dup(sys.__stderr__.fileno())
    from tests.scheduling import RECORD_ENV, ModuleSecondsRecorder

    if os.environ.get(RECORD_ENV) and not hasattr(config, "workerinput"):  # the process that hears every report
        config.pluginmanager.register(ModuleSecondsRecorder(), "module-seconds")


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """`--dist loadfile` (make test): whole modules, the longest first (tests/scheduling.py)."""
    if config.getvalue("dist") != "loadfile":
        return None
    from tests.scheduling import LongestModuleFirst

    return LongestModuleFirst(config, log)


@pytest.hookimpl(trylast=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """Qt's critical and fatal messages reach the real stderr at once, then pytest-qt's capture as before.

    Qt aborts the process right after a fatal message ("QThread: Destroyed while thread is still running"), and
    pytest-qt keeps messages in memory to show beside a failed test: without this, an abort in a worker shows only
    "Fatal Python error: Aborted" and the Python frame it happened under, never what Qt said.
    """
    if "PySide6" in sys.modules:
        _install_qt_message_relay()


def _install_qt_message_relay() -> None:
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    def relay(kind: QtMsgType, context, message: str) -> None:
        if kind in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg) and _stderr_copy is not None:
            where = f"{context.file}:{context.line} {context.function}" if context.file else "no location"
            os.write(_stderr_copy, f"\nQt {kind.name} ({where}): {message}\n".encode(errors="replace"))
        if callable(previous):
            previous(kind, context, message)

    previous = qInstallMessageHandler(relay)


def _main_windows() -> set[int]:
    """Where each main window alive in this process is (its C++ address: holding the wrappers would keep them)."""
    if "PySide6.QtWidgets" not in sys.modules:
        return set()
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return set()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    return {shiboken6.getCppPointer(w)[0] for w in app.topLevelWidgets()
            if isinstance(w, QMainWindow) and shiboken6.isValid(w)}


@pytest.fixture(autouse=True)
def no_threads_or_timers_left(request: pytest.FixtureRequest):
    """Fail a test that leaves a worker thread, a Python thread, an active QTimer or a main window behind.

    A window left alive, hidden and shut down, still gets every later change of the application's font, style and
    language, in whatever test runs next (the self-test's window outlived it, and a worker crashed in the test after).
    """
    before = set(threading.enumerate())
    windows_before = _main_windows()
    yield
    left_windows = _main_windows() - windows_before
    assert not left_windows, f"{len(left_windows)} main window(s) left alive: close them and delete them"
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


@pytest.fixture(autouse=True)
def no_spare_training_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Training lab keeps no spare process waiting (seconds of CPU each) unless a test asks for one."""
    monkeypatch.setenv("DL_DASHBOARD_SPARE", "0")


@pytest.fixture(autouse=True)
def fixed_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows read a fixed laptop's slow inventory parts (tests/fakes/machine.py) in place of measuring this one:
    its RAM copy speed varies with load, and py-cpuinfo takes a second."""
    from dashboard.hardware import inventory
    from tests.fakes.machine import laptop_details

    monkeypatch.setattr(inventory, "read_details", laptop_details)


@pytest.fixture
def objects_older_than_the_test_set_aside_from_collection():
    """For the modules that measure sweep points in the test process (``pytestmark = usefixtures(...)``).

    Before each point the sweep hands freed memory back (sweep.release_freed_memory): a full gc.collect() that walks
    every object of this long-lived test process, 0.3-0.4 s of CPU a point here, most of a small point's cost. The
    objects alive when a test starts (modules, earlier tests' leftovers) are set aside from collection during the
    test (gc.freeze); what the test makes is collected as before. Handing freed memory back is tested in a process
    of its own (test_cpu_peak_memory_of_a_point_does_not_count_what_a_larger_earlier_point_freed)."""
    gc.freeze()
    yield
    gc.unfreeze()


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


@pytest.fixture(scope="session")
def sshd_server(tmp_path_factory):
    """A real sshd on 127.0.0.1 for this test session (tests/sshd.py), stopped at its end."""
    from tests import sshd

    if not sshd.available():
        pytest.skip("OpenSSH's server is not installed (.ci/run installs openssh-server)")
    server = sshd.start(tmp_path_factory.mktemp("sshd"))
    yield server
    sshd.stop(server)


@pytest.fixture
def remote(sshd_server, monkeypatch):
    """The loopback sshd's aliases reachable through DL_DASHBOARD_SSH_CONFIG; the remote agent is this checkout."""
    from dashboard.protocol.transport import SSH_CONFIG_VARIABLE

    monkeypatch.setenv(SSH_CONFIG_VARIABLE, str(sshd_server.config))
    return sshd_server
