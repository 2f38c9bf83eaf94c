"""A run that goes on after its window's link dropped, followed again: on its machine, the lines of its
``metrics.jsonl`` the window lacks, then each as the run writes it (``follow_run``, what the agent's ``follow``
request runs); in the window, those events added to this machine's copy of the run as they come (``FollowRun``).

A run over ssh is started with ``outlive_link``: when the link drops it trains on to its end and saves itself where
it runs. Following it is reattaching while it runs, and fetching the rest once it has ended: the same request.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import dashboard.protocol.messages as protocol
from dashboard.errors import UserError
from dashboard.hardware.records import Snapshot
from dashboard.protocol.conversation import Conversation, Uncontrolled
from dashboard.protocol.messages import EventName, Request
from dashboard.protocol.transport import Machine
from dashboard.training.config import TrainConfig
from dashboard.training.control import RunControl
from dashboard.training.events import Event, from_record
from dashboard.training.mirror import RunMirror, SampleInbox
from dashboard.training.runs import METRICS_FILE, read_run, read_run_document

POLL_S = 0.2
"""How often a followed run's file is read again for new lines while it is quiet."""


class FollowedRunEnded(UserError):
    """The followed run's process is gone without a summary: what it wrote is all there is."""


def follow_run(folder: Path, skip: int, pid: int | None, stop: threading.Event, poll_s: float = POLL_S,
               final: str | None = "summary") -> Iterator[dict[str, Any]]:
    """The records of ``folder``'s metrics after the first ``skip``, each once it is whole, until the ``final``
    event's; returns when ``stop`` is set (the window stopped following). Once the process ``pid`` is gone, the last
    lines are read and it ends: raising FollowedRunEnded when a ``final`` event was due (a run's summary), quietly
    when none is (an experiment, whose end is its process's). UserError when the folder holds no run."""
    path = folder / METRICS_FILE
    try:
        metrics = open(path, "rb")  # noqa: SIM115 - closed below; bytes, so a half-written line is not decoded
    except OSError as err:
        raise UserError(f"no run to follow in {folder}: {err.strerror or err}") from None
    with metrics:
        seen, pending, gone = 0, b"", False
        while not stop.is_set():
            pending += metrics.read()
            *lines, pending = pending.split(b"\n")  # the last piece is a line still being written
            for line in lines:
                if not line.strip():
                    continue
                seen += 1
                record = _record(line)
                if seen > skip and record is not None:
                    yield record
                if record is not None and final is not None and record.get("event") == final:
                    return
            if lines:
                continue
            if pid is not None and not process_alive(pid):
                if gone and final is None:  # read once more after it ended, for the lines it wrote last
                    return
                if gone:
                    raise FollowedRunEnded(f"the run in {folder} ended without a summary: its process ({pid}) is "
                                           "gone; what it saved is all there is")
                gone = True
                continue
            stop.wait(poll_s)


def _record(line: bytes) -> dict[str, Any] | None:
    try:
        record = json.loads(line)
    except ValueError:
        return None
    return record if isinstance(record, dict) and isinstance(record.get("event"), str) else None


def process_alive(pid: int) -> bool:
    """Whether process ``pid`` still runs on this machine (one of another user's counts as running)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def followed_on(document: dict[str, Any]) -> str | None:
    """The host a copy of a remote run or experiment was measured on, when its config names the folder there too
    (what following it again needs), else None."""
    machine = document.get("machine")
    if isinstance(machine, dict) and machine.get("host") and machine.get("folder"):
        return str(machine["host"])
    return None


def metrics_lines(folder: Path) -> int:
    """How many lines of events a run folder holds: what a follower skips."""
    try:
        data = (folder / METRICS_FILE).read_bytes()
    except OSError:
        return 0
    return sum(1 for line in data.split(b"\n") if line.strip())



class FollowControl(RunControl):
    """Stop ends the following, not the run: the window no longer listens, the run goes on on its machine."""

    def __init__(self) -> None:
        super().__init__()
        self._conversation: Conversation | None = None

    def listen_to(self, conversation: Conversation) -> None:
        self._conversation = conversation
        if self.stopped:
            conversation.end()

    def stop(self) -> None:
        super().stop()
        if self._conversation is not None:
            self._conversation.end()


class FollowRun:
    """Iterate to follow again a run whose link dropped, from this machine's ``copy`` of it: the copy's events first
    (a chart starts from the run's beginning), then the rest as the run writes them on its machine, each added to the
    copy, until its summary. ``control.stop()`` stops the following; the run goes on there."""

    def __init__(self, copy: Path) -> None:
        document = read_run_document(copy)
        host, origin = followed_on(document), document.get("machine")
        if host is None or not isinstance(origin, dict):
            raise UserError(f"{copy.name} was not trained on another machine, or its folder there is not known")
        self.machine = Machine(host, str(origin.get("program") or "dl-dashboard"))
        self.folder = Path(str(origin["folder"]))
        self.pid = origin.get("pid")
        self.config = TrainConfig.from_dict(document["config"])
        self.path: Path | None = copy
        self.control = FollowControl()
        self._samples = SampleInbox()

    def __iter__(self) -> Iterator[Event]:
        assert self.path is not None
        known = read_run(self.path)
        yield from known.training_events()
        if known.summary:  # followed to its end already
            return
        request = Request("follow", {"folder": str(self.folder), "skip": metrics_lines(self.path), "pid": self.pid})
        conversation = Conversation(request, Uncontrolled(), EventName.SUMMARY, self.machine)
        self.control.listen_to(conversation)
        mirror = RunMirror.continuing(self.path, self.machine)
        unfinished: str | None = None
        try:
            for message in conversation:
                if isinstance(message, protocol.Event) and (event := from_record(message.record())) is not None:
                    mirror.record(event)
                    mirror.add_samples(self._samples.take())
                    yield event
        except UserError as err:
            if not self.control.stopped:
                unfinished = f"following the run on {self.machine.name} again ended before its summary ({err})"
                raise
        finally:
            mirror.close(unfinished)

    def add_sample(self, snapshot: Snapshot) -> None:
        """From any thread: a sample of the run's machine (the window's, while it watches it), kept with the copy."""
        self._samples.put(snapshot)
