"""The window's training runs in a process of their own: `dl-dashboard agent`, here or on a machine reached over
ssh, told the run's settings and driven through the protocol (``dashboard.protocol``).

Why a process and not a thread: in the window's process, training shared the interpreter lock with the GUI and the
hardware sampler, so drawing the run slowed what it showed. The agent trains as fast as `dl-dashboard train`, because
it runs the same code; a crash in it (a native fault, the OOM killer) cannot take the window down. When its stdin
closes (the window died) the agent stops as if told to, and records its run as stopped; a run over ssh whose link
drops goes on there instead, saved where it runs, and can be followed again (``dashboard.training.follow``).
"""

from __future__ import annotations

import dataclasses
import os
import subprocess
import threading
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import IO

import dashboard.protocol.messages as protocol
from dashboard.errors import UserError
from dashboard.hardware.records import Inventory, Snapshot
from dashboard.protocol.conversation import Conversation, link_dropped
from dashboard.protocol.messages import Control, ControlWord, EventName, Request, encode
from dashboard.protocol.transport import HERE, Machine
from dashboard.text import fill, translate
from dashboard.training.config import TrainConfig
from dashboard.training.control import RunControl
from dashboard.training.events import Event, RunSummary, from_record
from dashboard.training.mirror import RunMirror, SampleInbox


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

    def _send(self, word: ControlWord) -> None:
        with self._lock:
            if self._stdin is None:
                return
            try:
                self._stdin.write(encode(Control(word)) + "\n")
                self._stdin.flush()
            except (OSError, ValueError):  # the child has exited (broken pipe) or the pipe is closed
                self._stdin = None


class ChildRun:
    """Iterate to train ``config`` in a child process and receive its events, as RecordedRun yields them in-process.

    ``path`` is the run folder once the summary has arrived (a remote run's copy here, from its first event);
    failures are the Conversation's. A data-parallel run's summary is held until the launcher has ended, so that what
    it says after rank 0's summary (which rank ended) is part of the message.
    """

    def __init__(self, config: TrainConfig, control: RemoteControl | None = None,
                 environment: Mapping[str, str] | None = None, spare: subprocess.Popen[str] | None = None,
                 machine: Machine = HERE, inventory: Inventory | None = None) -> None:
        self.config = config
        self.machine = machine
        """Where it trains: here, or a machine reached over ssh (its run is saved there, and a copy here)."""
        self.inventory = inventory
        """The remote machine's inventory, kept with this machine's copy of its run."""
        self.remote_path: Path | None = None
        """A remote run's folder on its machine (``path`` is then this machine's copy)."""
        self._samples = SampleInbox()
        self.control = control or RemoteControl()
        self.environment = environment
        self.spare = spare
        """A spare training process (``dashboard.training.spare``) that trains this run: its settings go to its
        stdin, and the run skips the seconds of importing torch."""
        self.path: Path | None = None
        self.returncode: int | None = None

    def __iter__(self) -> Iterator[Event]:
        remote = self.machine.remote
        conversation = Conversation(Request("train", self.config.to_dict(), outlive_link=remote), self.control,
                                    EventName.SUMMARY, self.machine,
                                    child_environment() | dict(self.environment or {}), self.spare)
        summary: RunSummary | None = None
        mirror: RunMirror | None = None
        unfinished: str | None = None
        try:
            for message in conversation:
                if not isinstance(message, protocol.Event):
                    continue
                record = message.record()
                event = from_record(record)
                if remote and (event is not None or message.name is EventName.FOLDER):  # the copy, from the start
                    mirror = mirror or RunMirror.new(self.config, self.machine, self.inventory)
                    self.path = mirror.path
                if message.name is EventName.FOLDER and mirror is not None:
                    self.remote_path = Path(str(record["run_dir"]))
                    mirror.set_origin(self.remote_path, record.get("pid"))
                if isinstance(event, RunSummary) and record.get("run_dir"):
                    self.remote_path = Path(str(record["run_dir"]))
                    self.path = self.path if remote else self.remote_path
                if mirror is not None and event is not None:
                    mirror.record(event)
                    mirror.add_samples(self._samples.take())
                if isinstance(event, RunSummary) and self.config.processes > 1:
                    summary = event
                elif event is not None:
                    yield event
        except GeneratorExit:  # let go of without a word (the window closing): the run stops, here or there
            self.control.stop()
            raise
        except UserError as err:
            if not remote:
                raise
            unfinished = self._unfinished(err, conversation.returncode)
            raise UserError(unfinished) from err
        finally:
            self.returncode = conversation.returncode
            if mirror is not None:
                mirror.add_samples(self._samples.take())
                mirror.close(unfinished)
        if summary is not None:
            launcher = [error.said() for error in conversation.errors if error.message != summary.message]
            yield summary if not launcher else dataclasses.replace(
                summary, message=f"{summary.message}: {launcher[-1]}", words=None)

    def _unfinished(self, err: UserError, returncode: int | None) -> str:
        """Why a remote run's copy ends here without its summary: a dropped link (ssh ended: 255, or killed here)
        leaves the run going on there, to be followed again; an agent that died there ended it."""
        host, problem = self.machine.name, str(err).rstrip(".")
        if link_dropped(returncode):
            return fill(translate("Training", "The link to {host} dropped before the run ended ({problem}). The run "
                                              "goes on on {host}, saved in {folder}: Reattach under the saved runs "
                                              "follows it again, and fetches the rest once it has ended."),
                        host=host, problem=problem,
                        folder=str(self.remote_path or translate("Training", "its runs folder")))
        return fill(translate("Training", "The run on {host} ended before its summary ({problem}); what arrived is "
                                          "kept here."), host=host, problem=problem)

    def add_sample(self, snapshot: Snapshot) -> None:
        """From any thread: a hardware sample of the remote machine (the window's, while it watches it), kept with
        this machine's copy of the run; nothing for a run here, which samples its own."""
        if self.machine.remote:
            self._samples.put(snapshot)


def child_environment() -> dict[str, str]:
    environment = dict(os.environ)
    environment["PYTHONUNBUFFERED"] = "1"  # each event reaches the window as it happens
    environment.pop("QT_QPA_PLATFORM", None)  # the child never opens a window
    return environment
