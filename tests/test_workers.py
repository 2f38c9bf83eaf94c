"""The one generic worker: a generator on a thread of its own, its items in order, cooperative stops, failures in
words, and a registry that knows every running thread."""

from __future__ import annotations

import os
import subprocess
import sys
import threading

from dashboard.errors import UserError
from dashboard.ui.workers import BackgroundCalls, Task, running_threads, stop_all


def three_items():
    yield from ("one", "two", "three")


def test_a_three_item_generator_arrives_in_order_from_another_thread(qtbot):
    threads: list[str] = []

    def items():
        threads.append(threading.current_thread().name)
        yield from three_items()

    task = Task("three", items)
    received: list[str] = []
    task.sig_item.connect(received.append)
    with qtbot.waitSignal(task.sig_finished, timeout=30_000):
        task.start()
    assert received == ["one", "two", "three"]
    assert threads and threads[0] != threading.current_thread().name
    qtbot.waitUntil(lambda: not task.is_running(), timeout=30_000)
    assert not running_threads()


def test_a_batched_task_keeps_its_items_until_the_page_takes_them(qtbot):
    task = Task("batched", three_items, batched=True)
    emitted: list[str] = []
    task.sig_item.connect(emitted.append)
    with qtbot.waitSignal(task.sig_finished, timeout=30_000):
        task.start()
    assert emitted == []  # no signal per item: a fast producer cannot flood the event queue
    assert task.take_items() == ["one", "two", "three"]
    assert task.take_items() == []
    task.stop()


def test_stop_ends_a_generator_between_items_and_runs_its_clean_up(qtbot):
    second_item = threading.Event()
    cleaned_up = threading.Event()

    def endless():
        try:
            count = 0
            while True:
                count += 1
                if count == 2:
                    second_item.set()
                yield count
        finally:
            cleaned_up.set()  # a generator's own finally (closing a file, a backend) runs on the task's thread

    task = Task("endless", endless, batched=True)
    task.start()
    assert second_item.wait(5)
    assert task.stop(5_000)
    assert cleaned_up.is_set()
    assert not task.is_running()


def test_a_generator_with_its_own_stop_ends_in_its_own_way(qtbot):
    stop = threading.Event()
    working = threading.Event()
    after_stop: list[str] = []

    def until_told():
        while not stop.wait(0.01):
            working.set()
            yield "working"
        after_stop.append("summary")
        yield "stopped"  # a training run records its "stopped" summary after the stop

    task = Task("own stop", until_told, stop=stop.set, batched=True)
    task.start()
    assert working.wait(5)
    assert task.stop(5_000)
    assert after_stop == ["summary"] and task.take_items()[-1] == "stopped"


def test_failures_reach_the_user_in_words(qtbot):
    def refused():
        raise UserError("batch size 0 is not allowed: use 1 to 65,536")
        yield  # pragma: no cover - makes this a generator

    def broken():
        yield "first"
        raise RuntimeError("the device fell off the bus")

    messages: list[str] = []
    for make in (refused, broken):
        task = Task("failing", make)
        task.sig_failed.connect(messages.append)
        with qtbot.waitSignal(task.sig_finished, timeout=30_000):
            task.start()
        task.stop()
    assert messages == ["batch size 0 is not allowed: use 1 to 65,536",  # written for a person: as it is
                        "RuntimeError: the device fell off the bus"]  # anything else: named by its type


def test_background_calls_answer_with_their_ticket_in_order(qtbot):
    calls = BackgroundCalls("calls")
    answers: list[tuple[int, object]] = []
    calls.sig_done.connect(lambda ticket, value: answers.append((ticket, value)))
    calls.sig_failed.connect(lambda ticket, message: answers.append((ticket, message)))
    first = calls.submit(lambda: 6 * 7)
    second = calls.submit(lambda: 1 / 0)
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=30_000)
    assert answers == [(first, 42), (second, "ZeroDivisionError: division by zero")]
    assert calls.latest_ticket == second
    assert calls.stop(5_000) and not running_threads()


def test_stop_all_ends_every_running_task(qtbot):
    started = [threading.Event(), threading.Event()]

    def waiting(index: int):
        def items():
            started[index].set()
            while True:
                yield index

        return items

    tasks = [Task(f"task {i}", waiting(i), batched=True) for i in range(2)]
    for task in tasks:
        task.start()
    assert all(event.wait(5) for event in started)
    assert len(running_threads()) == 2
    assert stop_all(5_000)
    assert not running_threads()


DROPPED_WHILE_RUNNING = """
import gc, threading
from PySide6.QtCore import QCoreApplication
from dashboard.ui.workers import Task, end_process_if_threads_run, running_threads

app = QCoreApplication([])
release, started = threading.Event(), threading.Event()

def waits_for(event):
    started.set()
    event.wait()
    yield 1

task = Task("slow", lambda: waits_for(release))
task.start()
started.wait()
assert task.stop(timeout_ms=50) is False  # a stop that timed out, as on a loaded machine
del task
gc.collect()  # its page deleted: before the fix, Qt aborted here
print("dropped", flush=True)
release.set()
while running_threads():
    QCoreApplication.processEvents()
print("ended", flush=True)

started.clear()
stuck = Task("stuck", lambda: waits_for(threading.Event()))
stuck.start()
started.wait()
del stuck
end_process_if_threads_run(3)  # the window closed and a task never stopped: the window's status, not an abort
print("not reached", flush=True)
"""


def test_a_task_dropped_while_its_thread_runs_does_not_abort_the_process():
    """Qt aborts a process that deletes a running QThread ("QThread: Destroyed while thread is still running"): a
    test worker was lost that way when a task's stop timed out and its page was deleted. The thread now lives until
    it ends; one that never ends leaves the app with its exit status."""
    result = subprocess.run([sys.executable, "-c", DROPPED_WHILE_RUNNING], capture_output=True, text=True,
                            timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.stdout.split() == ["dropped", "ended"], result.stderr
    assert result.returncode == 3 and "Destroyed while thread" not in result.stderr, result.stderr
    assert "ending with 1 task(s) still running: stuck" in result.stderr
