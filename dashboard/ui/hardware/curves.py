"""What the Hardware page plots of one machine: a sample as named values, and each GPU's curves.

A second machine watched beside this one (over ssh) has the same curves under the key prefix OTHER, read from a
History of its own: its samples carry its own clock, and one time axis per machine keeps each line unbroken.
"""

from __future__ import annotations

from dashboard.hardware.records import Snapshot
from dashboard.text import QT_TRANSLATE_NOOP

OTHER = "other/"
"""Key prefix of the watched machine's curves and ceiling lines."""
GIB = 1024**3

GPU_SERIES = (  # (plot, series, legend template or None for the GPU's name, dashed)
    ("utilization", "util", None, False),
    ("utilization", "memutil", QT_TRANSLATE_NOOP("Hardware", "{gpu} memory bus"), True),
    ("memory", "mem", None, False),
    ("temperature", "temp", None, False),
    ("power", "power", None, False),
    ("clock", "sm", QT_TRANSLATE_NOOP("Hardware", "{gpu} core"), False),
    ("clock", "memclk", QT_TRANSLATE_NOOP("Hardware", "{gpu} memory"), True),
)
"""Each GPU's curves: the plot they go in (HardwarePage's ``<plot>_plot``), the sample's series, the legend."""

CPU_SERIES = (("utilization", "cpu", "CPU"), ("memory", "ram", "RAM"), ("memory", "swap", "swap"),
              ("clock", "cpu_mhz", "CPU"))
"""The machine's own curves: the plot, the series and the legend word (translated where shown)."""


def gpu_key(vendor: str, index: int, prefix: str = "") -> str:
    """"nvidia0", or "other/nvidia0" for the watched machine's."""
    return f"{prefix}{vendor}{index}"


def sample_values(snapshot: Snapshot, prefix: str = "") -> dict[str, float | None]:
    """A sample as the page's series (GiB for memory), keys prefixed with ``prefix``."""
    values: dict[str, float | None] = {
        f"{prefix}cpu": snapshot.cpu.percent,
        f"{prefix}ram": snapshot.memory.used_bytes / GIB,
        f"{prefix}swap": snapshot.memory.swap_used_bytes / GIB,
        f"{prefix}cpu_mhz": snapshot.cpu.current_mhz,
    }
    for gpu in snapshot.gpus:
        key = gpu_key(gpu.vendor, gpu.index, prefix)
        values.update({
            f"{key}:util": gpu.utilization_percent,
            f"{key}:memutil": gpu.memory_utilization_percent,
            f"{key}:mem": None if gpu.memory_used_bytes is None else gpu.memory_used_bytes / GIB,
            f"{key}:temp": gpu.temperature_c,
            f"{key}:power": gpu.power_w,
            f"{key}:sm": gpu.sm_clock_mhz,
            f"{key}:memclk": gpu.memory_clock_mhz,
        })
    return values
