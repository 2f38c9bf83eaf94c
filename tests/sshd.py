"""A real OpenSSH server on 127.0.0.1 for the remote-machine tests: a throwaway host key, one authorized key, a free
port, and an ssh client config whose aliases reach it ("the remote"), refuse the key, or find nothing listening.

Loopback only, ever: the server listens on 127.0.0.1 and every alias names 127.0.0.1. The remote agent's data and
caches go to the fixture's own folder (sshd's SetEnv), never the user's.
"""

from __future__ import annotations

import dataclasses
import getpass
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

SSHD = shutil.which("sshd") or "/usr/sbin/sshd"
REMOTE = "dl-test-remote"
WRONG_KEY = "dl-test-wrong-key"
UNKNOWN_HOST_KEY = "dl-test-unknown-host-key"
NOBODY_LISTENS = "dl-test-nobody-listens"


@dataclasses.dataclass(frozen=True)
class Sshd:
    config: Path
    """The ssh client config with the aliases above (DL_DASHBOARD_SSH_CONFIG)."""
    program: str
    """This checkout's dl-dashboard, as the remote runs it."""
    data: Path
    """The remote agent's data folder."""
    process: subprocess.Popen[bytes]


def available() -> bool:
    return Path(SSHD).exists() and shutil.which("ssh") is not None and shutil.which("ssh-keygen") is not None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _key(path: Path) -> str:
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(path)], check=True)
    return path.with_suffix(".pub").read_text().strip()


def start(folder: Path) -> Sshd:
    user = getpass.getuser()
    data = folder / "remote-data"
    data.mkdir()
    host_key = _key(folder / "host_key")
    _key(folder / "client_key")
    _key(folder / "stranger_key")
    (folder / "authorized_keys").write_text((folder / "client_key.pub").read_text())
    (folder / "known_hosts").write_text(f"{REMOTE} {host_key}\n{WRONG_KEY} {host_key}\n")
    (folder / "no_known_hosts").write_text("")
    port = free_port()
    environment = " ".join(f"{name}={folder / value}" for name, value in (
        ("DL_DASHBOARD_DATA_DIR", "remote-data"), ("XDG_CACHE_HOME", "remote-cache"),
        ("XDG_CONFIG_HOME", "remote-config")))
    (folder / "sshd_config").write_text(f"""
Port {port}
ListenAddress 127.0.0.1
HostKey {folder / 'host_key'}
PidFile {folder / 'sshd.pid'}
AuthorizedKeysFile {folder / 'authorized_keys'}
AllowUsers {user}
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin prohibit-password
StrictModes no
UsePAM no
SetEnv {environment} PYTHONDONTWRITEBYTECODE=1
LogLevel ERROR
""")
    common = f"  HostName 127.0.0.1\n  User {user}\n  IdentitiesOnly yes\n  GlobalKnownHostsFile /dev/null\n" \
             f"  StrictHostKeyChecking yes\n  LogLevel ERROR\n"
    (folder / "ssh_config").write_text(
        f"Host {REMOTE}\n  Port {port}\n  IdentityFile {folder / 'client_key'}\n"
        f"  UserKnownHostsFile {folder / 'known_hosts'}\n  HostKeyAlias {REMOTE}\n{common}"
        f"Host {WRONG_KEY}\n  Port {port}\n  IdentityFile {folder / 'stranger_key'}\n"
        f"  UserKnownHostsFile {folder / 'known_hosts'}\n  HostKeyAlias {WRONG_KEY}\n{common}"
        f"Host {UNKNOWN_HOST_KEY}\n  Port {port}\n  IdentityFile {folder / 'client_key'}\n"
        f"  UserKnownHostsFile {folder / 'no_known_hosts'}\n  HostKeyAlias {UNKNOWN_HOST_KEY}\n{common}"
        f"Host {NOBODY_LISTENS}\n  Port {free_port()}\n  IdentityFile {folder / 'client_key'}\n"
        f"  UserKnownHostsFile {folder / 'known_hosts'}\n{common}")
    if os.geteuid() == 0:
        Path("/run/sshd").mkdir(mode=0o755, exist_ok=True)  # sshd's privilege separation folder
    log = folder / "sshd.log"  # a file, not a pipe nobody reads: a full pipe would stall sshd mid-session
    with log.open("wb") as stderr:
        process = subprocess.Popen([SSHD, "-D", "-e", "-f", str(folder / "sshd_config")], stderr=stderr)
    deadline = time.monotonic() + 60  # a ceiling for a busy machine
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                process.wait()
                raise RuntimeError(f"sshd did not start: {log.read_text(errors='replace')}") from None
            time.sleep(0.05)
    program = str(Path(sys.executable).parent / "dl-dashboard")
    return Sshd(folder / "ssh_config", program, data, process)


def stop(server: Sshd) -> None:
    server.process.terminate()
    try:
        server.process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.process.kill()
        server.process.wait()


def main() -> None:
    """`python -m tests.sshd`: the tests' loopback sshd, kept running until Ctrl+C, to measure against by hand
    (`bench remote`) or to try the window's File > Connect to a machine with."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        server = start(Path(folder))
        print(f"export DL_DASHBOARD_SSH_CONFIG={server.config}\nhost: {REMOTE}\nprogram: {server.program}\n"
              f"for example: dl-dashboard bench remote --remote {REMOTE} --remote-program {server.program}\n"
              "Ctrl+C stops the server", flush=True)
        try:
            server.process.wait()
        except KeyboardInterrupt:
            pass
        finally:
            stop(server)


if __name__ == "__main__":
    main()
