"""Pause, resume and stop for a running engine: thread-safe, and free of torch so the GUI can hold one cheaply."""

from __future__ import annotations

import threading
import time


class RunInterrupted(Exception):
    """Raised inside a pass when Stop was pressed; caught by the engine, never seen outside."""


class RunControl:
    """Thread-safe pause, resume and stop for a running engine."""

    def __init__(self) -> None:
        self._stop = threading.Event()
        self._running = threading.Event()
        self._running.set()
        self._holding = threading.Event()

    def stop(self) -> None:
        self._stop.set()
        self._running.set()

    def pause(self) -> None:
        self._running.clear()

    def resume(self) -> None:
        self._running.set()

    @property
    def stopped(self) -> bool:
        return self._stop.is_set()

    @property
    def paused(self) -> bool:
        return not self._running.is_set()

    def wait_while_paused(self) -> float:
        """Block while paused (waking for Stop); returns the seconds spent paused."""
        if self._running.is_set():
            return 0.0
        started = time.perf_counter()
        self._holding.set()
        try:
            while not self._running.wait(0.1):
                pass
        finally:
            self._holding.clear()
        return time.perf_counter() - started

    @property
    def holding(self) -> bool:
        """True while the engine is parked by a pause (the step in flight when Pause was pressed has ended)."""
        return self._holding.is_set()

    def check(self) -> None:
        if self._stop.is_set():
            raise RunInterrupted
