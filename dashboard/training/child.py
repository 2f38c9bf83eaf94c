"""The window's measurements in child processes: a training run is exactly `dl-dashboard train --json` (and an
experiment `dl-dashboard sweep`, in ``dashboard.experiments.child``), driven through its stdin and stdout.

Why a process and not a thread: in the window's process, training shared the interpreter lock with the GUI and the
hardware sampler, so drawing the run slowed what it showed. A child process trains as fast as the command line,
because it is the command line; a crash in it (a native fault, the OOM killer) cannot take the window down.

The protocol is the command's own: one JSON object per event on stdout (the run file's format), progress and faults
on stderr, and, with ``--control-stdin``, the words ``pause``, ``resume`` and ``stop`` read from stdin, one per line
(the child answers ``{"event": "paused"}`` once a pause has taken hold).
When stdin closes (the window died) the child stops as if told to, and records its run as stopped. Nothing is
pickled: every message is JSON or a plain word.
"""

from __future__ import annotations

import collections
import contextlib
import dataclasses
import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import IO

from dashboard.errors import UserError
from dashboard.text import say, say_words
from dashboard.training.config import TrainConfig
from dashboard.training.control import RunControl
from dashboard.training.events import Event, RunSummary, from_record

STOP_GRACE_S = 10.0
"""How long a stopped child may take to finish its step and write its summary before it is terminated."""
STDERR_LINES = 20
"""The child's last stderr lines kept, to say why it failed."""


class RemoteControl(RunControl):
    """A RunControl whose pause, resume and stop also reach the child process, as a word on its stdin.

    State set before the child starts is sent when it starts, so a run stopped while preparing stops at once.
    """

    def __init__(self) -> None:
        super().__init__()
        self._lock = threading.Lock()
        self._stdin: IO[str] | None = None

    def attach(self, stdin: IO[str]) -> None:
        with self._lock:
            self._stdin = stdin
        if self.stopped:
            self._send("stop")
        elif self.paused:
            self._send("pause")

    def detach(self) -> None:
        with self._lock:
            self._stdin = None

    def stop(self) -> None:
        super().stop()
        self._holding.clear()
        self._send("stop")

    def pause(self) -> None:
        super().pause()
        self._send("pause")

    def resume(self) -> None:
        super().resume()
        self._holding.clear()
        self._send("resume")

    def acknowledge_pause(self) -> None:
        """The child says its pause has taken hold: ``holding`` is True until resume or stop."""
        if self.paused and not self.stopped:
            self._holding.set()

    def _send(self, word: str) -> None:
        with self._lock:
            if self._stdin is None:
                return
            try:
                self._stdin.write(word + "\n")
                self._stdin.flush()
            except (OSError, ValueError):  # the child has exited (broken pipe) or the pipe is closed
                self._stdin = None


def app_command(*arguments: str) -> list[str]:
    """A command line of this app: `python -m dashboard ...`, or the bundle itself when frozen (PyInstaller)."""
    program = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "dashboard"]
    return [*program, *arguments]


def train_command(config: TrainConfig) -> list[str]:
    """The command line of a child run: the app's own `train`, told every setting as JSON."""
    return app_command("train", "--json", "--control-stdin", "--config-json", json.dumps(config.to_dict()))


class ChildCommand:
    """Iterate to run one of the app's commands in a child process and receive the JSON objects it prints.

    The protocol the window's children share: one JSON object per line on stdout, each with an ``event``; the last
    one's event is ``final``. ``{"event": "paused"}`` is taken by the control, ``{"event": "error"}`` keeps the
    child's own words for the failure; lines that are not JSON objects are skipped. A child that ends without its
    final line raises UserError: its error line, or its exit status or signal and last stderr line. Closing the
    iterator early stops the child (end of stdin, then terminate, then kill) and waits for it.
    """

    def __init__(self, command: list[str], control: RemoteControl, final: str,
                 environment: Mapping[str, str] | None = None, started: subprocess.Popen[str] | None = None,
                 first_line: str | None = None) -> None:
        self.command = command
        self.control = control
        self.final = final
        self.environment = dict(environment or {})
        """Variables set for the child on top of this process's own."""
        self.started = started
        """A process already running (a spare, ``dashboard.training.spare``) to use in place of ``command``."""
        self.first_line = first_line
        """A line written to the child's stdin before anything else (a spare's settings)."""
        self.returncode: int | None = None
        self.late_errors: list[tuple[str, str]] = []
        """Error lines after the final one, as (English message, sentence in the reader's language): the child's
        own word on its summary, and a data-parallel launcher's naming the rank whose end stopped the run."""

    def __iter__(self) -> Iterator[dict[str, object]]:
        process = self.started or subprocess.Popen(
            self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            encoding="utf-8", errors="replace", bufsize=1, env=child_environment() | self.environment,
        )
        assert process.stdin is not None and process.stdout is not None and process.stderr is not None
        if self.first_line is not None:
            with contextlib.suppress(OSError):  # a spare that has died: said below, as any child's end
                process.stdin.write(self.first_line + "\n")
                process.stdin.flush()
        last_words: collections.deque[str] = collections.deque(maxlen=STDERR_LINES)
        reader = threading.Thread(target=_collect, args=(process.stderr, last_words), name="child stderr",
                                  daemon=True)
        reader.start()
        self.control.attach(process.stdin)
        finished = False
        error: str | None = None
        try:
            for line in process.stdout:
                record = _parse(line)
                if record is None:
                    continue
                event = record.get("event")
                if event == "paused":
                    self.control.acknowledge_pause()
                elif event == "error":
                    error = said_by_child(record)
                    if finished:
                        self.late_errors.append((str(record.get("message")), error))
                else:
                    finished = finished or event == self.final
                    yield record
        finally:
            self.control.detach()
            self.returncode = _finish(process)
            reader.join(timeout=1.0)
            for stream in (process.stdout, process.stderr):
                with contextlib.suppress(OSError):
                    stream.close()
        if not finished:
            raise UserError(error or _death_message(self.returncode, list(last_words)))


class ChildRun:
    """Iterate to train ``config`` in a child process and receive its events, as RecordedRun yields them in-process.

    ``path`` is the run folder once the summary has arrived; failures are ChildCommand's. A data-parallel run's
    summary is held until the launcher has ended, so that what it says after rank 0's summary (which rank ended)
    is part of the message.
    """

    def __init__(self, config: TrainConfig, control: RemoteControl | None = None,
                 environment: Mapping[str, str] | None = None, spare: subprocess.Popen[str] | None = None) -> None:
        self.config = config
        self.control = control or RemoteControl()
        self.environment = environment
        self.spare = spare
        """A spare training process (``dashboard.training.spare``) that trains this run: its settings go to its
        stdin, and the run skips the seconds of importing torch."""
        self.path: Path | None = None
        self.returncode: int | None = None

    def __iter__(self) -> Iterator[Event]:
        settings = json.dumps(self.config.to_dict()) if self.spare is not None else None
        command = ChildCommand(train_command(self.config), self.control, final="summary",
                               environment=self.environment, started=self.spare, first_line=settings)
        summary: RunSummary | None = None
        try:
            for record in command:
                event = from_record(record)
                if isinstance(event, RunSummary) and record.get("run_dir"):
                    self.path = Path(str(record["run_dir"]))
                if isinstance(event, RunSummary) and self.config.processes > 1:
                    summary = event
                elif event is not None:
                    yield event
        finally:
            self.returncode = command.returncode
        if summary is not None:
            launcher = [said for message, said in command.late_errors if message != summary.message]
            yield summary if not launcher else dataclasses.replace(
                summary, message=f"{summary.message}: {launcher[-1]}", words=None)


def said_by_child(record: dict[str, object]) -> str:
    """A child's error line as a sentence in the reader's language, made again after a language change: from its
    words where it sent them, else its English message."""
    message = str(record.get("message") or "the process failed")
    words = record.get("words")
    return say(lambda: say_words(words) or message)


def child_environment() -> dict[str, str]:
    environment = dict(os.environ)
    environment["PYTHONUNBUFFERED"] = "1"  # each event reaches the window as it happens
    environment.pop("QT_QPA_PLATFORM", None)  # the child never opens a window
    return environment


def _collect(stream: IO[str], into: collections.deque[str]) -> None:
    for line in stream:
        if line.strip():
            into.append(line.rstrip())


def _parse(line: str) -> dict[str, object] | None:
    try:
        record = json.loads(line)
    except ValueError:
        return None
    return record if isinstance(record, dict) else None


def _finish(process: subprocess.Popen[str]) -> int:
    """Wait for the child: tell it to stop (stdin closes), then terminate, then kill; its exit status."""
    if process.stdin is not None:
        with contextlib.suppress(OSError):
            process.stdin.close()  # a child still running reads end of input as "stop"
    for end in (None, process.terminate, process.kill):
        if end is not None:
            end()
        try:
            return process.wait(timeout=STOP_GRACE_S)
        except subprocess.TimeoutExpired:
            continue
    return process.wait()


def _death_message(returncode: int | None, last_words: list[str]) -> str:
    how = f"was killed by signal {-returncode}" if returncode is not None and returncode < 0 \
        else f"ended with exit status {returncode}"
    said = f": {last_words[-1]}" if last_words else ""
    return f"The measuring process {how} before it finished{said}. What it recorded is kept in its saved folder."
