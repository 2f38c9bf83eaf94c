"""Benchmarks of the dashboard's own cost, apart from the features: `dl-dashboard bench sampler|engine|idle|...`.

They measure, they do not assert: the README quotes their output next to the command that produced it. Those that
need the window live in ``dashboard.ui.selfbench``. Each returns a ``SelfBenchResult``: one line for people and one
JSON object of its figures (``--json``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class SelfBenchResult:
    line: str
    """The result in one line, with units and the goal it is held against."""
    figures: dict[str, Any] = field(default_factory=dict)
    """The same numbers by name (JSON-ready), for ``--json``."""
