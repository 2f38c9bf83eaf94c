"""Test doubles of vendor libraries, raising the real libraries' error classes."""

from __future__ import annotations

from collections import Counter
from typing import Any


class FakeLibrary:
    """What every fake vendor module shares: names that older releases lack, and call bookkeeping.

    ``missing`` names attributes that do not exist (AttributeError, as on an older release); ``calls`` counts calls
    per function; ``init_calls``/``shutdown_calls``/``initialized`` follow the library's lifecycle.
    """

    module_name = "library"

    def __init__(self, missing: set[str] | frozenset[str] | tuple[str, ...] = ()) -> None:
        self.missing = frozenset(missing)
        self.initialized = False
        self.init_calls = 0
        self.shutdown_calls = 0
        self.calls: Counter[str] = Counter()

    def __getattribute__(self, name: str) -> Any:
        if name in object.__getattribute__(self, "missing"):
            module = object.__getattribute__(self, "module_name")
            raise AttributeError(f"module '{module}' has no attribute '{name}'")
        return object.__getattribute__(self, name)
