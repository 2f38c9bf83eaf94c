"""SIGINT and SIGTERM for the window: closed as File > Quit closes it (runs stopped, settings saved), not killed.

Python runs a signal handler only when the interpreter next gets control, and Qt's event loop is C++: a Ctrl+C in
the terminal would wait for the next Python slot, however late. The known remedy (used by Qt apps written in
Python): the C-level handler writes the signal's number to a socket (``signal.set_wakeup_fd``), which wakes a
``QSocketNotifier`` on the GUI thread at once. Where the wakeup socket cannot be made, a 200 ms timer gives the
interpreter control instead. The Python handler itself only records the signal; everything else happens in a slot.
"""

from __future__ import annotations

import signal
import socket
import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Signal, Slot
from PySide6.QtWidgets import QApplication

HANDLED = (signal.SIGINT, signal.SIGTERM)
POLL_MS = 200
"""The fallback timer's period: how late a signal may be noticed where there is no wakeup socket."""

Handler = Callable[[int, FrameType | None], Any] | int | signal.Handlers | None


def exit_status(signum: int) -> int:
    """128 + the signal's number (130 for SIGINT, 143 for SIGTERM): what a shell reports for a process the signal
    ended, so a script can tell a window stopped by a signal from one the user closed (0)."""
    return 128 + signum


class SignalBridge(QObject):
    """Delivers SIGINT and SIGTERM as ``sig_received(signum)`` on the GUI thread, from ``install`` to ``uninstall``.

    Install it on the main thread (Python allows handlers and the wakeup socket only there), after the QApplication
    exists. ``uninstall`` gives back the handlers and wakeup socket that were there before.
    """

    sig_received = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._previous_handlers: dict[int, Handler] = {}
        self._previous_wakeup_fd = -1
        self._sockets: tuple[socket.socket, socket.socket] | None = None
        self._notifier: QSocketNotifier | None = None
        self._timer: QTimer | None = None
        self._pending: list[int] = []

    @property
    def installed(self) -> bool:
        return bool(self._previous_handlers)

    def install(self) -> None:
        if self.installed:
            return
        try:
            reader, writer = socket.socketpair()
        except OSError:
            sockets = None
        else:
            sockets = (reader, writer)
            try:
                reader.setblocking(False)
                writer.setblocking(False)
                self._previous_wakeup_fd = signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
            except (OSError, ValueError):  # not the main thread: Python refuses the wakeup socket
                reader.close()
                writer.close()
                sockets = None
        if sockets is None:  # poll instead
            self._timer = QTimer(self)
            self._timer.timeout.connect(self._on_timer_timeout)
            self._timer.start(POLL_MS)
        else:
            self._sockets = sockets
            self._notifier = QSocketNotifier(sockets[0].fileno(), QSocketNotifier.Type.Read, self)
            self._notifier.activated.connect(self._on_notifier_activated)
        for signum in HANDLED:
            self._previous_handlers[signum] = signal.signal(signum, self._record)

    def uninstall(self) -> None:
        """Give back the handlers and the wakeup socket found at ``install``; stop listening."""
        for signum, handler in self._previous_handlers.items():
            signal.signal(signum, handler if handler is not None else signal.SIG_DFL)
        self._previous_handlers.clear()
        if self._sockets is not None:
            signal.set_wakeup_fd(self._previous_wakeup_fd)
            assert self._notifier is not None
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            self._notifier = None
            for end in self._sockets:
                end.close()
            self._sockets = None
        if self._timer is not None:
            self._timer.stop()
            self._timer.deleteLater()
            self._timer = None

    def _record(self, signum: int, frame: FrameType | None) -> None:
        """The Python-level handler: runs between two bytecodes of whatever Python code runs, so it only notes the
        signal, and only where the timer will look (the wakeup socket carries the number itself)."""
        if self._timer is not None:
            self._pending.append(signum)

    @Slot()
    def _on_notifier_activated(self) -> None:
        assert self._sockets is not None
        received = b""
        try:
            while chunk := self._sockets[0].recv(64):  # one byte per signal: its number
                received += chunk
        except (BlockingIOError, InterruptedError):
            pass
        for signum in received:
            if signum in HANDLED:
                self.sig_received.emit(signum)

    @Slot()
    def _on_timer_timeout(self) -> None:
        pending, self._pending = self._pending, []
        for signum in pending:
            self.sig_received.emit(signum)

    def end_at_next(self) -> None:
        """From now on SIGINT and SIGTERM end the process at once (the default action): the way out when closing
        hangs. ``uninstall`` still gives back the handlers found at ``install``."""
        for signum in self._previous_handlers:
            signal.signal(signum, signal.SIG_DFL)


class QuitOnSignal(QObject):
    """While entered: SIGINT or SIGTERM closes every window, each with its own close handling (the main window stops
    runs and sweeps and saves its settings), and quits the application; a second signal ends the process at once.

    ``exit_status(status)`` is what the application should exit with: 128 + the signal's number when one came.
    """

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self._app = app
        self.received: int | None = None
        self._bridge = SignalBridge(self)
        self._bridge.sig_received.connect(self._on_bridge_received)

    def __enter__(self) -> QuitOnSignal:
        self._bridge.install()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._bridge.uninstall()

    @Slot(int)
    def _on_bridge_received(self, signum: int) -> None:
        if self.received is not None:
            return
        self.received = signum
        self._bridge.end_at_next()
        print(f"dl-dashboard: {signal.Signals(signum).name} received: closing the window as File > Quit does "
              "(stopping runs, saving settings); send it again to end at once", file=sys.stderr, flush=True)
        self._app.closeAllWindows()  # dialogs too: a modal one's event loop would keep the application up
        self._app.quit()

    def exit_status(self, status: int) -> int:
        return status if self.received is None else exit_status(self.received)
