"""Waiting for another process without Qt's event loop: a condition polled until it holds or time runs out."""

from __future__ import annotations

import time
from collections.abc import Callable


def wait_for(condition: Callable[[], object], seconds: float = 60.0) -> bool:
    """Whether ``condition`` became true within ``seconds`` (polled every 10 ms)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.01)
    return False
