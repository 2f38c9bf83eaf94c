"""Multi-machine options: every way of not reaching the rendezvous ends in one line, within --rdzv-timeout.

Real `train --nnodes 2` processes against endpoints on 127.0.0.1 only (a port closed again, a port that listens and
never answers), a malformed endpoint, and a name under the reserved .invalid domain, which never resolves.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator

import pytest

from dashboard.errors import UserError
from dashboard.training.rendezvous import Endpoint, RendezvousUnreachable, parse_endpoint, reach

LIMIT_S = 60
"""How long a command may take here: torch's own waits were 60 s to for ever; a 3 s timeout plus torch's import on a
busy 2-core machine stays far below."""


@pytest.mark.parametrize(("text", "wrong"), [
    ("localhost:abc", "the port 'abc' is not allowed: use a whole number from 1 to 65535"),
    ("localhost:0", "the port '0' is not allowed"),
    ("localhost:65536", "the port '65536' is not allowed"),
    ("localhost", "is not HOST:PORT"),
    (":29500", "is not HOST:PORT"),
    ("localhost:", "is not HOST:PORT"),
    ("", "is not HOST:PORT"),
])
def test_a_malformed_endpoint_is_refused_saying_what_is_allowed(text, wrong):
    with pytest.raises(UserError, match=wrong):
        parse_endpoint(text)


def test_an_endpoint_is_a_host_and_a_port_ipv6_in_brackets():
    assert parse_endpoint("10.0.0.9:29500") == Endpoint("10.0.0.9", 29500)
    assert parse_endpoint("[::1]:29500") == Endpoint("::1", 29500)
    assert str(Endpoint("::1", 29500)) == "[::1]:29500"


def _closed_port() -> int:
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        return int(held.getsockname()[1])


def test_a_closed_port_on_another_host_is_retried_then_said_refused():
    started = time.monotonic()
    with pytest.raises(RendezvousUnreachable, match=r"at 127.0.0.1:\d+ within 1 s: connection refused"):
        reach(Endpoint("127.0.0.1", _closed_port()), ["127.0.0.1"], started + 1, 1)
    assert time.monotonic() - started < 10  # retried until the deadline, not for ever (generous: a busy machine)


@pytest.fixture
def silent_port() -> Iterator[int]:
    """A port that listens (the kernel completes connections) but whose owner never accepts or answers."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(4)
        yield int(listener.getsockname()[1])


@pytest.fixture
def endpoints(silent_port) -> dict[str, str]:
    return {"malformed": "localhost:abc", "unresolvable": "nohost.invalid:29500",
            "closed": f"127.0.0.1:{_closed_port()}", "silent": f"127.0.0.1:{silent_port}"}


WATCHED_COMMAND = ("import os, sys\n"
                   "from dashboard.cli import main\n"
                   "try:\n"
                   "    sys.exit(main(sys.argv[1:]))\n"
                   "finally:\n"
                   "    open(os.environ['TORCH_NOTE'], 'w').write(str('torch' in sys.modules))\n")
"""`dl-dashboard ARGS` that notes in the file $TORCH_NOTE whether it loaded PyTorch (seconds of CPU) on its way."""


@pytest.mark.parametrize(("case", "status", "said", "loads_torch"), [
    ("malformed", 2, "the port 'abc' is not allowed: use a whole number from 1 to 65535", False),
    ("unresolvable", 2, "the name 'nohost.invalid' does not resolve", False),
    # 127.0.0.1 is here: this machine hosts (torchrun's store), and none joins
    ("closed", 1, "did not gather all 2 machines within 3 s", True),
    ("silent", 1, "within 3 s: it accepted the connection but never answered", True),  # a port here, but taken
])
def test_an_endpoint_that_cannot_be_reached_ends_the_command_in_one_line(endpoints, case, status, said, loads_torch,
                                                                         data_dir, tmp_path, monkeypatch):
    """Said in one line; where the endpoint is malformed or its name does not resolve, before PyTorch loads (0.4 s,
    not 4.4)."""
    monkeypatch.setenv("TORCH_NOTE", str(tmp_path / "torch"))
    command = [sys.executable, "-c", WATCHED_COMMAND, "train", "--nnodes", "2", "--rdzv-endpoint", endpoints[case],
               "--rdzv-id", "test", "--rdzv-timeout", "3", "--steps", "1", "--offline"]
    ended = subprocess.run(command, capture_output=True, text=True, timeout=LIMIT_S)
    assert ended.returncode == status, ended.stderr
    assert ended.stderr.count("\n") == 1 and said in ended.stderr, ended.stderr
    assert ended.stdout == ""
    assert not (data_dir / "runs").exists()  # nothing trained, nothing saved
    assert (tmp_path / "torch").read_text() == str(loads_torch)
