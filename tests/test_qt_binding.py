"""Guards against a broken Qt binding: PySide6 6.12.0 dropped a reference to None on every processEvents() and to
True/False on every Signal.emit(), and the interpreter aborted after a few thousand calls (minutes of use)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication


class _Emitter(QObject):
    sig = Signal(object)


def test_process_events_and_emit_keep_reference_counts(qtbot):
    app = QApplication.instance()
    emitter = _Emitter()
    emitter.sig.connect(lambda _value: None)
    counts = [sys.getrefcount(x) for x in (None, True, False)]
    for _ in range(200):
        app.processEvents()
        emitter.sig.emit(1)
    drift = [sys.getrefcount(x) - before for x, before in zip((None, True, False), counts, strict=True)]
    assert all(abs(d) < 50 for d in drift), f"reference counts of None/True/False drifted by {drift}"
