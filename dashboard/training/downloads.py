"""Downloads that give up: torchvision and torch.hub open URLs without a timeout, so a network that silently drops
packets would hang a run's preparation forever. This bounds every socket operation while a download runs."""

from __future__ import annotations

import contextlib
import socket
import threading
from collections.abc import Iterator

DOWNLOAD_TIMEOUT_S = 30.0
_lock = threading.Lock()


@contextlib.contextmanager
def download_timeout(seconds: float = DOWNLOAD_TIMEOUT_S) -> Iterator[None]:
    """Set the default socket timeout for the duration (it is process-wide; downloads are serialised here)."""
    with _lock:
        previous = socket.getdefaulttimeout()
        socket.setdefaulttimeout(seconds)
        try:
            yield
        finally:
            socket.setdefaulttimeout(previous)
