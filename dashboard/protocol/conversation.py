"""One request to one agent, as the window and ``--remote`` commands make it: start (or take) the agent, check its
hello, send the request, and yield what it answers until its final event.

Closing the iteration early ends the agent (end of its stdin, then terminate, then kill) and waits for it; over ssh
that ends the ssh process, and the agent on the other side reads the end of its input as stop, unless its request
outlives the link (``Request.outlive_link``: a run goes on there, to be followed again; its owner says stop first
when it means it).
"""

from __future__ import annotations

import collections
import contextlib
import os
import subprocess
import threading
from collections.abc import Iterator, Mapping
from typing import IO, Protocol

from dashboard.errors import UserError
from dashboard.protocol.messages import (
    Error,
    Event,
    EventName,
    Hello,
    Message,
    ProtocolError,
    Request,
    check_hello,
    decode,
    encode,
)
from dashboard.protocol.transport import HERE, Machine, ssh_failure, start_agent

STOP_GRACE_S = 10.0
"""How long a stopped agent may take to finish its step and write its summary before it is terminated."""
STDERR_LINES = 20
"""The agent's last stderr lines kept, to say why it failed."""


class Controls(Protocol):
    """What drives a conversation's pause, resume and stop (``dashboard.training.child.RemoteControl``)."""

    def attach(self, stdin: IO[str]) -> None: ...
    def detach(self) -> None: ...
    def acknowledge_pause(self) -> None: ...


class Uncontrolled:
    """The controls of a conversation nobody pauses (specs, a monitor): it ends with the end of the agent's input."""

    def attach(self, stdin: IO[str]) -> None:
        pass

    def detach(self) -> None:
        pass

    def acknowledge_pause(self) -> None:
        pass


class Conversation:
    """Iterate to run ``request`` on ``machine`` and receive its events and samples (``Event``, ``Sample``).

    A paused event goes to ``controls``; an ``Error`` keeps the agent's words for the failure. An agent that ends
    without its ``final`` event raises UserError: its error, why ssh could not reach the machine, or its exit status
    or signal and last stderr line. ``hello`` is the agent's once it has answered.
    """

    def __init__(self, request: Request, controls: Controls, final: EventName | None, machine: Machine = HERE,
                 environment: Mapping[str, str] | None = None, started: subprocess.Popen[str] | None = None) -> None:
        self.request = request
        self.controls = controls
        self.final = final
        """The event that ends a complete answer; None: the answer ends when the agent does (a monitor's samples)."""
        self.machine = machine
        self.environment = dict(os.environ if environment is None else environment)
        self.started = started
        """An agent already running (a spare, ``dashboard.training.spare``) to use in place of a new one."""
        self.hello: Hello | None = None
        self.returncode: int | None = None
        self._process: subprocess.Popen[str] | None = None
        self._ended = False
        self.errors: list[Error] = []
        """Every error the agent sent, in order; the last says why it failed, those after the final event add to it
        (a data-parallel launcher naming the rank whose end stopped the run)."""

    def __iter__(self) -> Iterator[Message]:
        process = self._process = self.started or start_agent(self.machine, self.environment)
        if self._ended:  # ended before the agent had started: it reads the end of its input at once
            self.end()
        assert process.stdin is not None and process.stdout is not None and process.stderr is not None
        last_words: collections.deque[str] = collections.deque(maxlen=STDERR_LINES)
        reader = threading.Thread(target=_collect, args=(process.stderr, last_words), name="agent stderr",
                                  daemon=True)
        reader.start()
        finished = False
        try:
            self.hello = self._greet(process, process.stdout)
            if self.hello is not None:
                self.controls.attach(process.stdin)
                for line in process.stdout:
                    message = _message(line)
                    if isinstance(message, Event) and message.name is EventName.PAUSED:
                        self.controls.acknowledge_pause()
                    elif isinstance(message, Error):
                        self.errors.append(message)
                    elif message is not None:
                        finished = finished or (isinstance(message, Event) and message.name == self.final)
                        yield message
        finally:
            self.controls.detach()
            self.returncode = _finish(process)
            reader.join(timeout=1.0)
            for stream in (process.stdout, process.stderr):
                with contextlib.suppress(OSError):
                    stream.close()
        if self.hello is None:
            raise UserError(ssh_failure(self.machine, self.returncode, list(last_words))
                            or _death_message(self.returncode, list(last_words), self.machine))
        if not finished and (self.final is not None or self.errors):
            raise UserError(self.errors[-1].said() if self.errors
                            else _death_message(self.returncode, list(last_words), self.machine))

    def end(self) -> None:
        """From any thread, even before the agent has started: close its input, which it reads as stop; the
        iteration then ends on its own."""
        self._ended = True
        process = self._process
        if process is not None and process.stdin is not None:
            with contextlib.suppress(OSError, ValueError):
                process.stdin.close()

    def _greet(self, process: subprocess.Popen[str], stdout: IO[str]) -> Hello | None:
        """The agent's hello, checked, and the request sent; None when the agent ended before saying hello."""
        for line in stdout:
            message = _message(line)
            if message is None:
                continue
            hello = check_hello(message, self.machine.name)
            assert process.stdin is not None
            with contextlib.suppress(OSError, ValueError):  # an agent that has died (or was ended): said as any end
                process.stdin.write(encode(self.request) + "\n")
                process.stdin.flush()
            return hello
        return None


def _message(line: str) -> Message | None:
    """The message on a line; None for a line that is not one (a library's warning printed on stdout)."""
    if not line.lstrip().startswith("{"):
        return None
    try:
        return decode(line)
    except ProtocolError:
        return None


def _collect(stream: IO[str], into: collections.deque[str]) -> None:
    for line in stream:
        if line.strip():
            into.append(line.rstrip())


def _finish(process: subprocess.Popen[str]) -> int:
    """Wait for the agent: tell it to stop (stdin closes), then terminate, then kill; its exit status."""
    if process.stdin is not None:
        with contextlib.suppress(OSError):
            process.stdin.close()  # an agent still running reads end of input as "stop"
    for end in (None, process.terminate, process.kill):
        if end is not None:
            end()
        try:
            return process.wait(timeout=STOP_GRACE_S)
        except subprocess.TimeoutExpired:
            continue
    return process.wait()


def link_dropped(returncode: int | None) -> bool:
    """Whether an ssh conversation ended by its link (ssh's own 255, or the ssh process here killed), not by its
    agent there: what the agent ran goes on if its request outlives the link."""
    return returncode is not None and (returncode == 255 or returncode < 0)


def _death_message(returncode: int | None, last_words: list[str], machine: Machine = HERE) -> str:
    """Why the agent ended early, in words. Over ssh, the remote shell's status is the agent's: 128 + N is signal N
    there (the OOM killer's 9, a `kill`), 255 is ssh's own failure (the link dropped)."""
    if machine.remote and returncode == 255:
        how = f"lost its link to {machine.name} (ssh ended with status 255)"
    elif machine.remote and returncode is not None and returncode > 128:
        how = f"was killed by signal {returncode - 128} on {machine.name}"
    elif returncode is not None and returncode < 0:
        how = f"was killed by signal {-returncode}"
    else:
        how = f"ended with exit status {returncode}"
    said = f": {last_words[-1]}" if last_words else ""
    where = "on that machine" if machine.remote else "in its saved folder"
    return f"The measuring process {how} before it finished{said}. What it recorded is kept {where}."
