"""Starting the GUI: a display check that explains instead of letting Qt abort, the app itself, and a self-test."""

from __future__ import annotations

import ctypes.util
import os
import sys
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QApplication

    from dashboard.protocol.transport import Machine
    from dashboard.ui.hardware.monitor import BackendFactory
    from dashboard.ui.main_window import MainWindow

DISPLAY_HELP = (
    "no display found ({why}).\n"
    "  Run the window on a virtual screen:  xvfb-run make run   (or: xvfb-run dl-dashboard)\n"
    "  Or use the command line:             dl-dashboard specs | dl-dashboard monitor --seconds 10\n"
    "  Or check the window offscreen:       dl-dashboard --self-test --screenshot out.png"
)
STARTUP_PROBE_ENV = "DL_DASHBOARD_STARTUP_PROBE"
"""Set by `dl-dashboard bench startup`: the window prints when it first painted and when its spec cards were filled
as one JSON line on stdout, and quits (dashboard.ui.selfbench.startup)."""
READY_PROBE_ENV = "DL_DASHBOARD_READY_PROBE"
"""Set by tests that signal the window: it prints READY_LINE on stdout once it has painted, its signal handlers in
place (dashboard.ui.os_signals)."""
READY_LINE = "dl-dashboard: window ready"
XCB_PACKAGES = (
    "libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 "
    "libxcb-render-util0 libxcb-shape0 libxcb-xfixes0 libxcb-xkb1 libx11-xcb1 libxrender1"
)


def display_problem(environ: dict[str, str] | None = None, platform: str = sys.platform) -> str | None:
    """Why a window cannot open here, in words, or None when it can (or when Qt was told where to draw)."""
    env = os.environ if environ is None else environ
    if not platform.startswith("linux") or env.get("QT_QPA_PLATFORM"):
        return None
    if env.get("WAYLAND_DISPLAY"):
        return None
    if not env.get("DISPLAY"):
        return DISPLAY_HELP.format(why="neither DISPLAY nor WAYLAND_DISPLAY is set")
    if ctypes.util.find_library("xcb-cursor") is None:
        return f"Qt's X11 plugin needs libxcb-cursor0. On Debian/Ubuntu: sudo apt-get install {XCB_PACKAGES}"
    return None


def _create_application(argv: list[str]) -> QApplication:
    from importlib.resources import files

    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv)
    app.setOrganizationName("dl-dashboard")
    app.setApplicationName("dl-dashboard")
    app.setWindowIcon(QIcon(str(files("dashboard.resources") / "icon.svg")))
    return app


def run_gui(presenter: bool = False, theme: str | None = None, folder: Path | None = None,
            recording: Path | None = None, speed: float = 1.0, language: str | None = None,
            remote: Machine | None = None) -> int:
    """The window; ``language`` (a code of dashboard.text.CODES) overrides the one chosen last time; ``remote``: a
    machine to watch over ssh from the start."""
    problem = display_problem()
    if problem:
        print(f"dl-dashboard: {problem}", file=sys.stderr)
        return 2
    from PySide6.QtCore import QSettings

    from dashboard.hardware.inventory import default_backends
    from dashboard.hardware.inventory_cache import InventoryCache
    from dashboard.ui import workers
    from dashboard.ui.i18n import stored_language, use_language
    from dashboard.ui.main_window import MainWindow
    from dashboard.ui.os_signals import QuitOnSignal

    app = _create_application(sys.argv[:1])
    use_language(language or stored_language(QSettings()))
    with QuitOnSignal(app) as quitter:  # from here SIGINT and SIGTERM close the window as File > Quit does
        probe = None
        if os.environ.get(STARTUP_PROBE_ENV):
            from dashboard.ui.selfbench.startup import StartupProbe

            probe = StartupProbe(app, until=os.environ[STARTUP_PROBE_ENV])
        window = MainWindow(default_backends, inventory_cache=InventoryCache.default())
        if probe is not None:
            probe.watch(window)
        if theme:
            window.set_theme(theme)
        window.show()
        if folder is not None:
            window.open_folder(folder)
        if recording is not None:
            window.open_recording(recording, speed)
        if remote is not None:
            window.remote.connect_to(remote)
        if presenter:
            window.toggle_presenter()
        if os.environ.get(READY_PROBE_ENV):
            window.sig_first_paint.connect(lambda: print(READY_LINE, flush=True))
        status = quitter.exit_status(app.exec())
    workers.end_process_if_threads_run(status)
    return status


def self_test(screenshot: str | None, timeout_s: float = 60.0, backend_factory: BackendFactory | None = None,
              page: str | None = None, size: tuple[int, int] | None = None, presenter: bool = False,
              theme: str | None = None, folder: Path | None = None, language: str | None = None,
              remote: Machine | None = None) -> int:
    """Offscreen: build the window, wait for the whole inventory and two samples, save a screenshot, close cleanly.
    With ``remote``, the Hardware page watches that machine, and its cards and two of its samples are waited for.

    ``page``, ``size``, ``presenter`` and ``theme`` set up the window as a check or a documentation picture wants it:
    the size is kept exactly (presenter mode does not go full screen here), and a window that would have to grow
    fails the test. ``language``: a code of dashboard.text.CODES, or "pseudo"; else the system's.
    """
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QSettings, QTimer

    from dashboard.hardware.inventory import default_backends
    from dashboard.ui.i18n import system_language, use_language
    from dashboard.ui.main_window import PAGES, MainWindow
    from dashboard.ui.window_lifetime import close_for_good

    app = _create_application(sys.argv[:1])
    use_language(language or system_language())
    with tempfile.TemporaryDirectory() as settings_dir:  # never overwrite the user's window settings
        settings = QSettings(str(Path(settings_dir) / "self-test.ini"), QSettings.Format.IniFormat)
        window = MainWindow(backend_factory or default_backends, settings)
        if theme:
            window.set_theme(theme)
        if size:
            window.resize(*size)
        window.show()
        if presenter:
            window.set_presentation(replace(window.presentation, presenter=True), full_screen=False)
        if folder is not None and not window.open_folder(folder):
            close_for_good(window)
            return _fail(f"{folder} is not a saved run or experiment")
        if page:
            window.show_page(page)
        loop = QEventLoop()
        failure: list[str] = []

        def failed(message: str) -> None:
            failure.append(message)
            loop.quit()

        window.monitor.sig_failed.connect(failed)

        def check() -> None:
            if window.snapshot_count >= 2 and window.inventory_complete:
                loop.quit()

        window.monitor.sig_snapshot.connect(check)
        window.sig_inventory_shown.connect(check)
        QTimer.singleShot(int(timeout_s * 1000), loop.quit)
        loop.exec()
        try:
            if failure:
                return _fail(f"the hardware monitor failed: {failure[0]}")
            if window.snapshot_count < 2:
                return _fail(f"only {window.snapshot_count} samples arrived within {timeout_s:g} s")
            if not window.inventory_complete:
                return _fail(f"the inventory was not read within {timeout_s:g} s")
            opened = [built.name for built in window.page_list]  # every page, those not needed yet built now
            if opened != [spec.name for spec in PAGES]:
                return _fail(f"the pages opened were {opened}")
            if page == "advisor":
                _wait_for(window.advisor_page.sig_advice, timeout_s)
            if remote is not None and (problem := _watch_remote(window, remote, timeout_s)):
                return _fail(problem)
            if size and window.size().toTuple() != size:
                width, height = window.size().toTuple()
                return _fail(f"the window grew to {width}x{height} to fit its pages; asked for {size[0]}x{size[1]}")
            if screenshot:
                # A wrapped label's new height is laid out a level of its parents an event round (the Advisor's
                # benchmark estimate, given its text as the model's profile arrives, overlapped the buttons below
                # it in the Polish screenshot at 1920x1080): every round of layouts before the picture.
                for _ in range(3):
                    app.processEvents()
                    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
                if not window.grab().save(screenshot):
                    return _fail(f"could not write the screenshot to {screenshot}")
        finally:
            samples = window.snapshot_count
            close_for_good(window)
    print(f"self-test passed: inventory read, {samples} samples"
          + (f", screenshot saved to {screenshot}" if screenshot else ""))
    return 0


def _wait_for(signal: SignalInstance, timeout_s: float) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    signal.connect(loop.quit)
    QTimer.singleShot(int(timeout_s * 1000), loop.quit)
    loop.exec()


def _watch_remote(window: MainWindow, machine: Machine, timeout_s: float) -> str | None:
    """Connect the window to ``machine`` and wait for its cards and two of its samples; why not, if not."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    said: list[str] = []
    window.remote.sig_status.connect(lambda text: said.append(text) if text.startswith("Not connected") else None)
    window.remote.sig_status.connect(lambda text: loop.quit() if said else None)
    page = window.hardware_page
    QTimer.singleShot(int(timeout_s * 1000), loop.quit)
    poll = QTimer(interval=100)
    poll.timeout.connect(lambda: loop.quit() if window.remote.inventory is not None
                         and len(page.other_history) >= 2 else None)
    poll.start()
    window.remote.connect_to(machine)
    loop.exec()
    poll.stop()
    if said:
        return said[0]
    if window.remote.inventory is None or len(page.other_history) < 2:
        return f"{machine.name}'s cards and two samples did not arrive within {timeout_s:g} s"
    return None


def _fail(reason: str) -> int:
    print(f"self-test failed: {reason}", file=sys.stderr)
    return 1
