"""Where the machines of a multi-machine run meet, checked before torchrun is asked to: host:port well formed, the
host resolvable, and, when another machine hosts the rendezvous, that it answers, all within one deadline.

torchrun's own waits are long and mute (a port that never answers holds its client for ever; a name that does not
resolve ends in C++ stack frames), so every way of not getting there ends here in one line that says what could
not be reached, and why.
"""

from __future__ import annotations

import datetime
import errno
import socket
import threading
import time
from dataclasses import dataclass

from dashboard.errors import UserError

DEFAULT_TIMEOUT_S = 30
"""How long a machine waits to reach the rendezvous and for the others to join it, unless told otherwise."""
RETRY_S = 0.5
"""How often a refused connection is tried again: the host may start a moment after this machine."""


class RendezvousUnreachable(Exception):
    """The rendezvous could not be reached in time (its message is the one line to print): not the user's input."""


@dataclass(frozen=True)
class Endpoint:
    """The machine hosting the rendezvous, as --rdzv-endpoint names it (a name or an address) and its port."""

    host: str
    port: int

    def __str__(self) -> str:
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"


def parse_endpoint(text: str) -> Endpoint:
    """"host:port" (an IPv6 address in brackets) with a port from 1 to 65535; UserError saying what is wrong."""
    host, colon, port_text = text.strip().rpartition(":")
    host = host[1:-1] if host.startswith("[") and host.endswith("]") else host
    if not colon or not host or not port_text:
        raise UserError(f"{text!r} is not HOST:PORT: give the rendezvous machine's name or address "
                        "and a port, e.g. 10.0.0.9:29500")
    if not port_text.isdigit() or not 1 <= int(port_text) <= 65535:
        raise UserError(f"{text!r}: the port {port_text!r} is not allowed: use a whole number from "
                        "1 to 65535")
    return Endpoint(host, int(port_text))


def resolve(endpoint: Endpoint, timeout_s: float) -> list[str]:
    """The host's addresses; UserError when the name does not resolve, RendezvousUnreachable when the resolver does
    not answer within ``timeout_s`` (the lookup goes on in a daemon thread: the C library's cannot be cancelled)."""
    found: list[str] = []
    failure: list[OSError] = []

    def look_up() -> None:
        try:
            infos = socket.getaddrinfo(endpoint.host, endpoint.port, type=socket.SOCK_STREAM)
            found.extend(dict.fromkeys(str(info[4][0]) for info in infos))
        except OSError as err:
            failure.append(err)

    lookup = threading.Thread(target=look_up, name="resolve rendezvous host", daemon=True)
    lookup.start()
    lookup.join(timeout_s)
    if lookup.is_alive():
        raise RendezvousUnreachable(f"could not reach the rendezvous at {endpoint} within {timeout_s:g} s: the name "
                                    f"{endpoint.host} was not resolved in that time")
    if failure or not found:
        reason = failure[0].strerror if failure and isinstance(failure[0], socket.gaierror) else "no address"
        raise UserError(f"--rdzv-endpoint {endpoint}: the name {endpoint.host!r} does not resolve ({reason}): give "
                        "the rendezvous machine's name or address")
    return found


def hosts_here(addresses: list[str], port: int) -> bool:
    """This machine hosts the rendezvous: the endpoint is one of its own addresses and the port is free here (taken,
    another launcher on this machine hosts it, and this one joins as torchrun's heuristic would)."""
    for address in addresses:
        family = socket.AF_INET6 if ":" in address else socket.AF_INET
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind((address, 0))  # only an address of this machine can be bound
            except OSError:
                continue
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind(("::" if family == socket.AF_INET6 else "", port))
            except OSError:
                return False
            return True
    return False


def reach(endpoint: Endpoint, addresses: list[str], deadline: float, timeout_s: float) -> None:
    """Connect to the rendezvous another process hosts and see its store answer before ``deadline`` (a monotonic
    time, ``timeout_s`` after the wait began); RendezvousUnreachable naming why not. A refused connection is
    retried until the deadline."""
    last = "no answer"
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            break
        try:
            socket.create_connection((addresses[0], endpoint.port), timeout=left).close()
        except OSError as err:
            last = _reason(err)
            if err.errno in (errno.ECONNREFUSED, errno.ECONNRESET):
                time.sleep(min(RETRY_S, max(0.0, deadline - time.monotonic())))
                continue
            break
        if _store_answers(endpoint, deadline - time.monotonic()):
            return
        last = "it accepted the connection but never answered (is a dl-dashboard train --nnodes run hosting it?)"
        break
    raise RendezvousUnreachable(f"could not reach the rendezvous at {endpoint} within {timeout_s:g} s: {last}")


def _store_answers(endpoint: Endpoint, timeout_s: float) -> bool:
    """torch's own store client connects within ``timeout_s``. It waits for ever on a port that accepts and never
    answers, so it runs in a daemon thread that is left behind when the time is up (the command then ends)."""
    from torch.distributed import TCPStore

    answered = threading.Event()

    def connect() -> None:
        try:
            TCPStore(endpoint.host, endpoint.port, is_master=False, multi_tenant=True,
                     timeout=datetime.timedelta(seconds=max(timeout_s, 0.1)))
        except (RuntimeError, ValueError, OSError):
            return
        answered.set()

    threading.Thread(target=connect, name="rendezvous store probe", daemon=True).start()
    return answered.wait(max(timeout_s, 0.0))


def _reason(err: OSError) -> str:
    if isinstance(err, TimeoutError) or err.errno == errno.ETIMEDOUT:
        return "no answer in that time"
    return (err.strerror or str(err)).lower()
