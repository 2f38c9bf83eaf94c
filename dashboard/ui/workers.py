"""Background work for the window: one generic task runs any generator on a QThread of its own.

The pattern is superqt's GeneratorWorker: the generator runs on the task's thread; each item it yields reaches the
GUI thread as a signal, or, for fast producers, waits in a locked buffer that the page drains on its own timer
(``batched=True``), so redraws stay at the page's pace however fast items come. Stopping is cooperative: a
generator with a stop of its own (a RunControl, a sampling loop) is told through ``stop=``; any other is closed
between two items. Workers never touch a widget. Every task is registered while it lives, so the window can stop
them all when it closes and the tests can check that none is left running.
"""

from __future__ import annotations

import logging
import os
import queue
import sys
import threading
import weakref
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from dashboard.errors import UserError

log = logging.getLogger(__name__)

_tasks: weakref.WeakSet[Task] = weakref.WeakSet()
_started: list[tuple[QThread, QObject]] = []
"""Each started task's thread and the worker it runs, kept until the thread has finished, whatever happens to the
task: Qt aborts the whole process when a running QThread is deleted ("QThread: Destroyed while thread is still
running"). A task whose stop timed out (a model still building on a loaded machine) and whose page was then deleted
took its thread with it: a test worker aborted that way, and a window closed at such a moment would have too."""


def _forget_finished() -> None:
    """Let go of the threads that have ended (deleting a finished QThread is safe); on the GUI thread."""
    _started[:] = [(thread, worker) for thread, worker in _started if not thread.isFinished()]


def running_threads() -> list[QThread]:
    """Every task thread still running, its task deleted or not (the tests assert there are none left)."""
    _forget_finished()
    return [thread for thread, _ in _started if thread.isRunning()]


def end_process_if_threads_run(status: int) -> None:
    """After the window has closed: a task still running (its stop timed out) would abort the process as Python
    deletes its thread on the way out, losing the exit status to "Aborted". End the process at once instead, with
    the window's status; the task's thread owns no file of the user's (runs and experiments write from their own
    child processes)."""
    left = running_threads()
    if left:
        log.warning("ending with %d task(s) still running: %s", len(left),
                    ", ".join(thread.objectName() for thread in left))
        logging.shutdown()
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:
                stream.flush()
        os._exit(status)


def stop_all(timeout_ms: int = 15_000) -> bool:
    """Ask every running task to stop and wait for each; True when all have ended (the window is closing)."""
    return all([task.stop(timeout_ms) for task in list(_tasks) if task.is_running()])


def describe_error(err: BaseException) -> str:
    """A failure as the user reads it: a UserError's own words, anything else named by its type (and logged)."""
    if isinstance(err, UserError):
        return str(err)
    log.error("background task failed", exc_info=err)
    return f"{type(err).__name__}: {err}"


class _GeneratorWorker(QObject):
    """Lives on the task's thread: iterates the generator and hands each item over."""

    sig_item = Signal(object)
    sig_failed = Signal(str)
    sig_finished = Signal()

    def __init__(self, make_iterator: Callable[[], Iterable[Any]], batched: bool, stops_itself: bool) -> None:
        super().__init__()
        self._make_iterator = make_iterator
        self._batched = batched
        self._stops_itself = stops_itself
        self._lock = threading.Lock()
        self._items: list[Any] = []
        self.stop_requested = False

    def take_items(self) -> list[Any]:
        """Everything that arrived since the last call (batched tasks; called from the GUI thread)."""
        with self._lock:
            items, self._items = self._items, []
        return items

    @Slot()
    def run(self) -> None:
        iterator: Iterator[Any] | None = None
        try:
            iterator = iter(self._make_iterator())
            for item in iterator:
                if self._batched:
                    with self._lock:
                        self._items.append(item)
                else:
                    self.sig_item.emit(item)
                if self.stop_requested and not self._stops_itself:
                    break
        except Exception as err:  # noqa: BLE001 - any failure reaches the user; the app stays alive
            self.sig_failed.emit(describe_error(err))
        finally:
            close = getattr(iterator, "close", None)
            if close is not None:
                close()  # a generator's own clean-up (closing files, backends) runs here, on this thread
            self.sig_finished.emit()


class Task(QObject):
    """GUI-side owner of one generator running on its own thread: start, stop and wait, and its items.

    ``stop`` is the generator's own cooperative stop (RunControl.stop, a loop's stop), for generators that must end
    in their own way (a training run records a "stopped" summary); without it the task stops between two items.
    """

    sig_item = Signal(object)
    """An item, as yielded (not for batched tasks: they call ``take_items``)."""
    sig_failed = Signal(str)
    """The generator raised: the message says why."""
    sig_finished = Signal()

    def __init__(self, name: str, make_iterator: Callable[[], Iterable[Any]], *,
                 stop: Callable[[], None] | None = None, batched: bool = False,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._stop = stop
        self.worker_thread = QThread()
        self.worker_thread.setObjectName(name)
        self._worker = _GeneratorWorker(make_iterator, batched, stops_itself=stop is not None)
        self._worker.moveToThread(self.worker_thread)
        self.worker_thread.started.connect(self._worker.run)
        self._worker.sig_finished.connect(self.worker_thread.quit)
        self._worker.sig_item.connect(self.sig_item)
        self._worker.sig_failed.connect(self.sig_failed)
        self._worker.sig_finished.connect(self.sig_finished)

    def start(self) -> None:
        _tasks.add(self)
        _forget_finished()
        _started.append((self.worker_thread, self._worker))
        self.worker_thread.start()

    def is_running(self) -> bool:
        return self.worker_thread.isRunning()

    def request_stop(self) -> None:
        """Thread-safe: ask the generator to end; it does so between items, or on its own stop."""
        self._worker.stop_requested = True
        if self._stop is not None:
            self._stop()

    def stop(self, timeout_ms: int = 15_000) -> bool:
        """Ask the generator to end and wait for the thread; True when it has ended."""
        self.request_stop()
        if not self.worker_thread.isRunning():
            return True
        self.worker_thread.quit()  # the queued quit from sig_finished cannot run while this thread waits
        return self.worker_thread.wait(timeout_ms)

    def take_items(self) -> list[Any]:
        return self._worker.take_items()


class BackgroundCalls(QObject):
    """Runs short jobs (building a model to count its parameters) one after another on one thread, in order.

    Each ``submit`` returns a ticket; answers carry it, so a caller can ignore answers to questions it has since
    replaced. Stopping finishes the job in hand and drops the rest.
    """

    sig_done = Signal(int, object)
    sig_failed = Signal(int, str)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._name = name
        self._jobs: queue.SimpleQueue[tuple[int, Callable[[], Any]] | None] = queue.SimpleQueue()
        self._closing = False
        self._ticket = 0
        self._task: Task | None = None

    def _answers(self) -> Iterator[tuple[int, bool, Any]]:
        """(ticket, succeeded, answer or message) for each job, until told to close."""
        while not self._closing and (job := self._jobs.get()) is not None:
            ticket, function = job
            try:
                yield ticket, True, function()
            except Exception as err:  # noqa: BLE001 - reported to the caller as text
                yield ticket, False, describe_error(err)

    def _close(self) -> None:
        self._closing = True
        self._jobs.put(None)

    def submit(self, function: Callable[[], Any]) -> int:
        if self._task is None:
            self._task = Task(self._name, self._answers, stop=self._close, parent=self)
            self._task.sig_item.connect(self._on_answer)
            self._task.start()
        self._ticket += 1
        self._jobs.put((self._ticket, function))
        return self._ticket

    @Slot(object)
    def _on_answer(self, answer: tuple[int, bool, Any]) -> None:
        ticket, succeeded, value = answer
        if succeeded:
            self.sig_done.emit(ticket, value)
        else:
            self.sig_failed.emit(ticket, value)

    @property
    def latest_ticket(self) -> int:
        return self._ticket

    def stop(self, timeout_ms: int = 10_000) -> bool:
        """Finish the job in hand, drop the rest, and end the thread."""
        return self._task is None or self._task.stop(timeout_ms)
