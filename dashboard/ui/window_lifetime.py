"""Ending a window that no Qt parent and no test fixture owns (the self-test's, a window benchmark's)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QWidget


def close_for_good(window: QWidget) -> None:
    """Close the window and delete it now.

    Connections to its own signals (a self-test's checks, a benchmark's waits) hold closures that hold the window:
    left to Python it would outlive the code that opened it, hidden but whole, and every later change of the
    application's font, style or language would still reach its shut-down pages (in the test process, in the next
    test's window: a test worker crashed right after the self-test's test)."""
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
