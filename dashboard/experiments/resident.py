"""The CPU's peak memory during a point: Linux's resident high-water mark, reset at the point's start.

Sampling resident memory after each step misses what a step frees before it ends (a forward pass's activations,
attention's score matrix), so on Linux the kernel's own peak (VmHWM in /proc/self/status) is read instead, after
resetting it by writing 5 to /proc/self/clear_refs (Linux 4.0 and later). Elsewhere both calls say they could not,
and the caller keeps its samples.
"""

from __future__ import annotations

import re
from pathlib import Path

_PROC = Path("/proc/self")
_HWM = re.compile(r"^VmHWM:\s+(\d+)\s+kB", re.MULTILINE)


def reset_peak_resident(proc: Path = _PROC) -> bool:
    """Start the kernel's resident high-water mark afresh from the current resident memory; False where it cannot."""
    try:
        (proc / "clear_refs").write_text("5")
    except OSError:
        return False
    return True


def peak_resident(proc: Path = _PROC) -> int | None:
    """Bytes of the most resident memory since the last reset (or since the process began); None where unreadable."""
    try:
        found = _HWM.search((proc / "status").read_text())
    except OSError:
        return None
    return int(found.group(1)) * 1024 if found else None
