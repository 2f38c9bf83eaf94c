"""How an agent is reached: a child process of this machine, or the system's ``ssh`` to another one.

Over ssh the app uses what the user's own terminal uses (``~/.ssh/config``, keys, the agent), never asks for or keeps
a password and opens no port: ``BatchMode`` makes ssh fail at once where it would have asked, and ``ssh_failure``
turns its last words into what to run in a terminal. ``DL_DASHBOARD_SSH_CONFIG`` names another ssh config file.
"""

from __future__ import annotations

import dataclasses
import os
import re
import shlex
import subprocess
import sys
from collections.abc import Mapping, Sequence

from dashboard.errors import UserError
from dashboard.text import fill, translate

SSH_CONFIG_VARIABLE = "DL_DASHBOARD_SSH_CONFIG"
CONNECT_TIMEOUT_S = 10
"""How long ssh may take to reach a host before it gives up (a machine switched off, a wrong address)."""
ALIVE_INTERVAL_S = 5
ALIVE_COUNT = 3
"""A link silent for ALIVE_INTERVAL_S x ALIVE_COUNT seconds is taken as dropped."""
_HOST = re.compile(r"[A-Za-z0-9_.%+@:\[\]-]+")


@dataclasses.dataclass(frozen=True)
class Machine:
    """Where an agent runs: here (``host`` None), or a host as ``ssh`` names it (an alias of ~/.ssh/config,
    user@address), whose ``program`` is the dl-dashboard command there (a path, for one in a virtual environment)."""

    host: str | None = None
    program: str = "dl-dashboard"

    def __post_init__(self) -> None:
        if self.host is not None:
            check_host(self.host)
        if not self.program.strip():
            raise UserError(translate("Remote", "give the dl-dashboard command of the remote machine, e.g. "
                                                "dl-dashboard or /opt/venv/bin/dl-dashboard"))

    @property
    def remote(self) -> bool:
        return self.host is not None

    @property
    def name(self) -> str:
        """How messages name it: the host, or "this machine"."""
        return self.host or "this machine"


HERE = Machine()


def check_host(host: str) -> str:
    """A host name ssh can take as one: never an option (a leading '-'), never a word with spaces or quotes."""
    if not host or host.startswith("-") or not _HOST.fullmatch(host):
        raise UserError(fill(translate("Remote", "{host} is not a host name: give one as ssh takes it (gpu-server, "
                                                 "user@10.0.0.5, or an alias of ~/.ssh/config)"), host=repr(host)))
    return host


def program_command(*arguments: str) -> list[str]:
    """A command line of this app on this machine: `python -m dashboard ...`, or the bundle itself when frozen."""
    program = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "dashboard"]
    return [*program, *arguments]


def ssh_options() -> list[str]:
    """The options every ssh call gets: never ask (BatchMode), give up on an unreachable host in seconds, notice a
    dropped link; and the config file DL_DASHBOARD_SSH_CONFIG names, if it names one."""
    options = ["-T", "-o", "BatchMode=yes", "-o", f"ConnectTimeout={CONNECT_TIMEOUT_S}",
               "-o", f"ServerAliveInterval={ALIVE_INTERVAL_S}", "-o", f"ServerAliveCountMax={ALIVE_COUNT}"]
    config = os.environ.get(SSH_CONFIG_VARIABLE)
    return ["-F", config, *options] if config else options


def agent_command(machine: Machine) -> list[str]:
    """The command that starts `dl-dashboard agent` on ``machine``. Over ssh it runs under ``sh``, which ends with
    the agent's status, so that an agent killed there (the OOM killer) ends ssh with 128 + the signal: ssh's own 255
    then means the link failed."""
    if machine.host is None:
        return program_command("agent")
    remote = f"{shlex.quote(machine.program)} agent; exit $?"
    return ["ssh", *ssh_options(), "--", machine.host, f"sh -c {shlex.quote(remote)}"]


def start_agent(machine: Machine, environment: Mapping[str, str]) -> subprocess.Popen[str]:
    """The agent's process, its three streams piped as text lines (``environment``: this machine's process's)."""
    try:
        return subprocess.Popen(
            agent_command(machine), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            encoding="utf-8", errors="replace", bufsize=1, env=dict(environment), start_new_session=machine.remote)
    except FileNotFoundError:
        raise UserError("the ssh command is not installed here: install OpenSSH's client (apt install "
                        "openssh-client; on Windows, the OpenSSH Client feature)") from None


def ssh_failure(machine: Machine, returncode: int | None, stderr: Sequence[str]) -> str | None:
    """What went wrong reaching ``machine`` before its agent said hello, as what to do; None when ssh itself did not
    fail (the agent did, and says why)."""
    if machine.host is None:
        return None
    said = " ".join(stderr)
    host = machine.host
    terminal = f"run `ssh {host}` in a terminal"
    if returncode == 127 or "command not found" in said or "No such file or directory" in said:
        return (f"{host} has no {machine.program} command: install dl-dashboard there (pip install dl-dashboard), "
                "or give the full path of the one in its virtual environment")
    if "Host key verification failed" in said or "REMOTE HOST IDENTIFICATION HAS CHANGED" in said:
        return f"ssh does not know {host}'s host key yet (or it changed): {terminal}, check and accept the key"
    if "Permission denied" in said or "Too many authentication failures" in said:
        return (f"{host} refused the login: the app logs in with your ssh keys only, never a password; {terminal} "
                f"to see why, and add your key there (ssh-copy-id {host})")
    if returncode == 255:
        line = next((line for line in reversed(stderr) if line.strip()), "no answer")
        return f"could not reach {host} over ssh: {line.strip()}; {terminal} to see why"
    return None
