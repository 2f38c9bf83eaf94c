"""A training process started ahead of time, so that a run's first point comes in a second or two, not ten.

A child run spends most of its start importing torch (4 s of a 2-core machine's time, and 4 s more for the
``torch._dynamo`` its optimizers import). The window keeps one spare `dl-dashboard agent` waiting with all of that
done (it imports torch while it waits for its request); Start sends it the run (``ChildRun(config, spare=...)``) and
starts the next spare once the run has ended. A spare whose environment is no longer the one a run would get (the
data folder changed) is never used: it is ended and a fresh process started.
"""

from __future__ import annotations

import contextlib
import subprocess
from collections.abc import Mapping

from dashboard.protocol.transport import HERE, start_agent
from dashboard.training.child import child_environment


class SpareProcess:
    """At most one spare training process: ``start`` one, ``take`` it for a run (None when there is none, it has
    died, or its environment differs from what the run needs), ``end`` it when the window closes."""

    def __init__(self) -> None:
        self._process: subprocess.Popen[str] | None = None
        self._environment: dict[str, str] = {}

    @property
    def process(self) -> subprocess.Popen[str] | None:
        return self._process

    @property
    def waiting(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def start(self, environment: Mapping[str, str] | None = None) -> None:
        """Start a spare unless one is waiting with this environment (``environment`` as ChildRun's)."""
        wanted = child_environment() | dict(environment or {})
        if self.waiting and self._environment == wanted:
            return
        self.end()
        self._environment = wanted
        self._process = start_agent(HERE, wanted)

    def take(self, environment: Mapping[str, str] | None = None) -> subprocess.Popen[str] | None:
        """The waiting spare, now the caller's (it is no longer this one's), if a run with ``environment`` can use
        it; else None, and a spare that cannot be used is ended."""
        process, self._process = self._process, None
        if process is None:
            return None
        if process.poll() is None and self._environment == child_environment() | dict(environment or {}):
            return process
        _end(process)
        return None

    def end(self) -> None:
        """End the waiting spare: killed, as it holds nothing (it may still be importing torch, deaf to its stdin)."""
        process, self._process = self._process, None
        if process is not None:
            _end(process)


def _end(process: subprocess.Popen[str]) -> None:
    process.kill()
    process.wait()
    for stream in (process.stdin, process.stdout, process.stderr):
        if stream is not None:
            with contextlib.suppress(OSError):
                stream.close()
