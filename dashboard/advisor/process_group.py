"""A child process in a session of its own, ended together with every process it started.

A person's model file is their code: at import it may start processes of its own (a data loader's workers, a
server, a plain ``sleep``). Killing only the child would leave those running for ever, so the child starts a new
session (its own process group), and the group as a whole is ended: when the time limit passes, when the window
cancels the work (``stop_all``), when the child has answered, and when the parent itself ends. The child watches a
pipe from the parent (``watch_parent``): when the parent dies, even by SIGKILL, the pipe's end closes and the child
ends its own group.

POSIX only, as the app is: a process that leaves the group on purpose (``setsid``, a double fork into a session of
its own) is beyond reach, as it is for any program that starts it.
"""

from __future__ import annotations

import os
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Sequence
from typing import IO

import psutil

GRACE_S = 2.0
"""From SIGTERM to SIGKILL: time for a process to close its files; one that ignores SIGTERM waits this long."""
POLL_S = 0.05
PARENT_FD_ENV = "DL_DASHBOARD_PARENT_FD"
"""The child's end of the pipe whose closing says that the parent has ended (``watch_parent``)."""

_running: dict[int, subprocess.Popen[bytes]] = {}
_stopped: set[int] = set()
_lock = threading.Lock()


class Stopped(Exception):
    """The work was cancelled (``stop_all``) while the child ran."""


def run(command: Sequence[str], timeout_s: float, grace_s: float = GRACE_S) -> subprocess.CompletedProcess[str]:
    """Run ``command`` in a session of its own and return its output once it has ended; whatever it started is
    ended with it. TimeoutExpired after ``timeout_s``, Stopped when cancelled: the whole group is ended either way.

    The output goes to files, not pipes: a process the child started would hold a pipe open after the child ended,
    and the answer is due when the child exits.
    """
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        watched, watching = os.pipe()  # the child reads `watched`; `watching` closes when this process ends
        try:
            process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                       start_new_session=True, pass_fds=(watched,),
                                       env={**os.environ, PARENT_FD_ENV: str(watched)})
        except BaseException:
            os.close(watching)
            raise
        finally:
            os.close(watched)
        with _lock:
            _running[process.pid] = process
        try:
            process.wait(timeout_s)  # TimeoutExpired names the command and the limit
            with _lock:
                if process.pid in _stopped:
                    raise Stopped()
        finally:
            end_group(process.pid, grace_s, process)
            process.kill()  # nothing where it has ended: Popen knows it was reaped
            process.wait()
            os.close(watching)
            with _lock:
                _running.pop(process.pid, None)
                _stopped.discard(process.pid)
        return subprocess.CompletedProcess(list(command), process.returncode, _text(out), _text(err))


def end_group(pgid: int, grace_s: float = GRACE_S, leader: subprocess.Popen[bytes] | None = None) -> None:
    """SIGTERM to every process of the group, SIGKILL to those left after ``grace_s``; at once if none is left.

    ``leader``, the group's first process when it is this process's child, is reaped as it ends; the group's other
    processes, orphans once the leader has ended, are reaped by the system, in its own time (a container's first
    process may take seconds): an ended one that waits for it does not hold the grace up.
    """
    if not _signal_group(pgid, signal.SIGTERM):
        return
    deadline = time.monotonic() + grace_s
    while time.monotonic() < deadline:
        if leader is not None:
            leader.poll()
        if not _signal_group(pgid, 0) or not _runs_in_group(pgid):
            return
        time.sleep(POLL_S)
    _signal_group(pgid, signal.SIGKILL)


def stop_all(grace_s: float = GRACE_S) -> None:
    """Cancel: end every child running in ``run`` and all they started; each ``run`` then raises Stopped."""
    with _lock:
        _stopped.update(_running)
        groups = list(_running)
    for pgid in groups:
        end_group(pgid, grace_s)


def watch_parent() -> None:
    """In the child: end this process's group when the parent ends (its pipe end closes), however it ends.

    Does nothing unless the parent passed the pipe (``run``) and this process leads its group, so that the same
    code run in another process (a test, in-process) can never end that process's group.
    """
    fd_text = os.environ.pop(PARENT_FD_ENV, "")
    if not fd_text.isdigit() or os.getpgrp() != os.getpid():
        return
    fd = int(fd_text)

    def wait() -> None:
        try:
            while os.read(fd, 1024):
                pass
        except OSError:
            pass
        os.killpg(os.getpgrp(), signal.SIGKILL)

    threading.Thread(target=wait, name="parent-watch", daemon=True).start()


def _signal_group(pgid: int, signum: int) -> bool:
    """Send ``signum`` (0: only ask) to the group; False when no process is left in it."""
    try:
        os.killpg(pgid, signum)
    except ProcessLookupError:
        return False
    except PermissionError:  # the group id is another user's now: nothing of ours is left in it
        return False
    return True


def _text(file: IO[bytes]) -> str:
    file.seek(0)
    return file.read().decode("utf-8", errors="replace")


def _runs_in_group(pgid: int) -> bool:
    """Whether a process of the group still runs (one that has ended and waits to be reaped does not)."""
    for process in psutil.process_iter(["status"]):
        try:
            if os.getpgid(process.pid) == pgid and process.info["status"] != psutil.STATUS_ZOMBIE:
                return True
        except (OSError, psutil.Error):  # ended meanwhile
            continue
    return False
