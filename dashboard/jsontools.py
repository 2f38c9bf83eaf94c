"""JSON that every reader accepts: NaN and infinity (which Python writes but JSON lacks) become null."""

from __future__ import annotations

import json
import math
from typing import Any


def json_safe(value: Any) -> Any:
    """``value`` with every non-finite float replaced by None, recursively; tuples become lists."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, (list, tuple)):
        return [json_safe(item) for item in value]
    if isinstance(value, dict):
        return {key: json_safe(item) for key, item in value.items()}
    return value


def dumps(value: Any, indent: int | None = None) -> str:
    """Standard JSON text of ``value`` (non-finite numbers as null)."""
    return json.dumps(json_safe(value), indent=indent, allow_nan=False)
