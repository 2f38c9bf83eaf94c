"""SIGINT and SIGTERM: the window closes as File > Quit closes it (settings saved, exit 130 / 143), never killed
mid-close; the handlers it replaced are given back."""

from __future__ import annotations

import os
import selectors
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from dashboard.ui.app import READY_LINE, READY_PROBE_ENV
from dashboard.ui.os_signals import SignalBridge, exit_status

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
READY_TIMEOUT_S = 60.0
CLOSE_TIMEOUT_S = 30.0


def _wakeup_fd() -> int:
    """The wakeup socket now set (set and put back at once)."""
    current = signal.set_wakeup_fd(-1)
    signal.set_wakeup_fd(current)
    return current


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_the_bridge_delivers_a_signal_on_the_gui_thread_and_gives_the_handlers_back(qtbot, signum):
    before = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    wakeup_before = _wakeup_fd()
    bridge = SignalBridge()
    bridge.install()
    try:
        with qtbot.waitSignal(bridge.sig_received, timeout=30_000) as blocker:
            signal.raise_signal(signum)
        assert blocker.args == [signum]
    finally:
        bridge.uninstall()
    assert {s: signal.getsignal(s) for s in before} == before
    assert _wakeup_fd() == wakeup_before


def test_without_a_wakeup_socket_a_timer_delivers_the_signal(qtbot, monkeypatch):
    def no_socket_pair() -> tuple[socket.socket, socket.socket]:
        raise OSError("no socket pair here")

    monkeypatch.setattr(socket, "socketpair", no_socket_pair)
    before = signal.getsignal(signal.SIGTERM)
    bridge = SignalBridge()
    bridge.install()
    try:
        with qtbot.waitSignal(bridge.sig_received, timeout=30_000) as blocker:
            signal.raise_signal(signal.SIGTERM)
        assert blocker.args == [signal.SIGTERM]
    finally:
        bridge.uninstall()
    assert signal.getsignal(signal.SIGTERM) == before
    assert bridge._timer is None  # stopped and gone: nothing left ticking


def test_exit_statuses_are_the_shells():
    assert exit_status(signal.SIGINT) == 130 and exit_status(signal.SIGTERM) == 143


# ------------------------------------------------------------------ the real window, in a process of its own


def _launch_window(home: Path) -> subprocess.Popen[str]:
    env = dict(os.environ)
    env.update({"HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"), "XDG_CACHE_HOME": str(home / "cache"),
                "DL_DASHBOARD_DATA_DIR": str(home / "data"), "DL_DASHBOARD_CACHE_DIR": str(home / "cache"),
                "DL_DASHBOARD_CONFIG_DIR": str(home / "config" / "dl-dashboard"), "QT_QPA_PLATFORM": "offscreen",
                READY_PROBE_ENV: "1"})
    return subprocess.Popen([sys.executable, "-m", "dashboard"], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def _wait_until_ready(process: subprocess.Popen[str]) -> None:
    """Read stdout until the window says it is up (its handlers in place), within READY_TIMEOUT_S."""
    assert process.stdout is not None
    deadline = time.monotonic() + READY_TIMEOUT_S
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ)
        while time.monotonic() < deadline:
            if selector.select(timeout=deadline - time.monotonic()):
                line = process.stdout.readline()
                if line.strip() == READY_LINE:
                    return
                if not line:
                    break
    process.kill()
    _, err = process.communicate()
    pytest.fail(f"the window did not come up (exit {process.returncode}): {err[-2000:]}")


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_closes_the_window_as_quit_does(tmp_path, signum):
    process = _launch_window(tmp_path)
    try:
        _wait_until_ready(process)
        process.send_signal(signum)
        _, err = process.communicate(timeout=CLOSE_TIMEOUT_S)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 128 + signum, err
    assert "Traceback" not in err
    assert f"{signal.Signals(signum).name} received: closing the window" in err
    settings = (tmp_path / "config" / "dl-dashboard" / "dl-dashboard.conf").read_text()
    assert "window_rect" in settings  # written by the window's close handling, and only there
