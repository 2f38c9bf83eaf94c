"""What NVML's answers mean, apart from asking for them: the names of its constants and how its values read.

NVML answers in enum values, bitmasks, milli-units and bytes strings. The tables here name the constants the NVIDIA
backend (``nvidia.py``) compares them with, and the functions turn them into the words and units the dashboard shows.
None of them calls NVML: the functions that take ``nvml`` (the bindings module, or a test double) only read the values
of its constants, since those are the values its answers use. Hardware knowledge beyond what NVML says (per-
architecture tables, product lines by name, data-sheet formulas) is in ``nvidia_specs``.
"""

from __future__ import annotations

from typing import Any

import psutil

from dashboard.hardware.nvidia_specs import (
    SERIES_DATACENTER,
    SERIES_GEFORCE,
    SERIES_JETSON,
    SERIES_WORKSTATION,
    is_jetson,
    series_from_name,
)
from dashboard.text import QT_TRANSLATE_NOOP

# ---------------------------------------------------------------- NVML's constants by name

# NVML C enum values, used only when the bindings are too old to name them (the C ABI never renumbers them).
_CONSTANT_FALLBACKS: dict[str, int] = {
    "NVML_CLOCK_SM": 1,
    "NVML_CLOCK_MEM": 2,
    "NVML_TEMPERATURE_GPU": 0,
    "NVML_PCIE_UTIL_TX_BYTES": 0,
    "NVML_PCIE_UTIL_RX_BYTES": 1,
    "NVML_FEATURE_ENABLED": 1,
    "NVML_DEVICE_MIG_ENABLE": 1,
}

# nvmlInit's failures a user can act on: (error class name in the bindings, words).
INIT_ERROR_WORDS: tuple[tuple[str, str], ...] = (
    ("NVMLError_LibraryNotFound", QT_TRANSLATE_NOOP("Hardware", "no NVIDIA driver found (NVML library not installed)")),
    ("NVMLError_DriverNotLoaded", QT_TRANSLATE_NOOP("Hardware", "NVIDIA driver not loaded")),
    ("NVMLError_LibRmVersionMismatch", QT_TRANSLATE_NOOP("Hardware", "driver/library version mismatch: reboot")),
    ("NVMLError_NoPermission", QT_TRANSLATE_NOOP("Hardware", "no permission to access the NVIDIA driver")),
)

_ARCHITECTURE_CONSTANTS: dict[str, str] = {
    "NVML_DEVICE_ARCH_KEPLER": "Kepler",
    "NVML_DEVICE_ARCH_MAXWELL": "Maxwell",
    "NVML_DEVICE_ARCH_PASCAL": "Pascal",
    "NVML_DEVICE_ARCH_VOLTA": "Volta",
    "NVML_DEVICE_ARCH_TURING": "Turing",
    "NVML_DEVICE_ARCH_AMPERE": "Ampere",
    "NVML_DEVICE_ARCH_ADA": "Ada Lovelace",
    "NVML_DEVICE_ARCH_HOPPER": "Hopper",
    "NVML_DEVICE_ARCH_BLACKWELL": "Blackwell",
    "NVML_DEVICE_ARCH_RUBIN": "Rubin",
}

_BRAND_SERIES: dict[str, str] = {
    "NVML_BRAND_GEFORCE": SERIES_GEFORCE,
    "NVML_BRAND_TITAN": SERIES_GEFORCE,
    "NVML_BRAND_GEFORCE_RTX": SERIES_GEFORCE,
    "NVML_BRAND_TITAN_RTX": SERIES_GEFORCE,
    "NVML_BRAND_QUADRO": SERIES_WORKSTATION,
    "NVML_BRAND_QUADRO_RTX": SERIES_WORKSTATION,
    "NVML_BRAND_NVIDIA_RTX": SERIES_WORKSTATION,
    "NVML_BRAND_NVS": SERIES_WORKSTATION,
    "NVML_BRAND_TESLA": SERIES_DATACENTER,
    "NVML_BRAND_GRID": SERIES_DATACENTER,
    "NVML_BRAND_NVIDIA_VAPPS": SERIES_DATACENTER,
    "NVML_BRAND_NVIDIA_VPC": SERIES_DATACENTER,
    "NVML_BRAND_NVIDIA_VCS": SERIES_DATACENTER,
    "NVML_BRAND_NVIDIA_VWS": SERIES_DATACENTER,
    "NVML_BRAND_NVIDIA_CLOUD_GAMING": SERIES_DATACENTER,
}
# Brands that say nothing about the product line: the name decides, else these defaults.
_GENERIC_BRANDS: dict[str, str | None] = {"NVML_BRAND_NVIDIA": SERIES_DATACENTER, "NVML_BRAND_UNKNOWN": None}

# (bit-constant suffix, short word). The bits are read from the bindings under the current "ClocksEvent" name
# or the deprecated "ClocksThrottle" name; both carry the same values.
CLOCK_EVENT_REASONS: tuple[tuple[str, str], ...] = (
    ("GpuIdle", QT_TRANSLATE_NOOP("Hardware", "idle")),
    ("ApplicationsClocksSetting", QT_TRANSLATE_NOOP("Hardware", "applications clocks setting")),
    ("SwPowerCap", QT_TRANSLATE_NOOP("Hardware", "software power cap")),
    ("HwSlowdown", QT_TRANSLATE_NOOP("Hardware", "hardware slowdown")),
    ("SyncBoost", QT_TRANSLATE_NOOP("Hardware", "sync boost")),
    ("SwThermalSlowdown", QT_TRANSLATE_NOOP("Hardware", "software thermal slowdown")),
    ("HwThermalSlowdown", QT_TRANSLATE_NOOP("Hardware", "hardware thermal slowdown")),
    ("HwPowerBrakeSlowdown", QT_TRANSLATE_NOOP("Hardware", "power brake")),
    ("DisplayClockSetting", QT_TRANSLATE_NOOP("Hardware", "display clock setting")),
)
"""The words are English in samples and recordings; the window shows ``translate("Hardware", word)``."""


def constant(nvml: Any, name: str) -> int:
    """The value of ``nvml.<name>``; the C enum value where the bindings are too old to name it; -1 if unknown."""
    return getattr(nvml, name, _CONSTANT_FALLBACKS.get(name, -1))


def architecture_name(nvml: Any, value: Any) -> str | None:
    """nvmlDeviceGetArchitecture's value as a name; None when NVML does not know it (the compute capability decides)."""
    if value is None:
        return None
    for name, architecture in _ARCHITECTURE_CONSTANTS.items():
        if getattr(nvml, name, None) == value:
            return architecture
    return None  # unknown or NVML_DEVICE_ARCH_UNKNOWN: the compute capability decides


def product_series(nvml: Any, brand: Any, name: str) -> str | None:
    """Product line from NVML's brand, refined by the name where the brand is generic or absent."""
    if is_jetson(name):
        return SERIES_JETSON
    if brand is not None:
        for constant_name, series in _BRAND_SERIES.items():
            if getattr(nvml, constant_name, None) == brand:
                return series
    by_name = series_from_name(name)
    if by_name is not None:
        return by_name
    if brand is not None:
        for constant_name, default in _GENERIC_BRANDS.items():
            if getattr(nvml, constant_name, None) == brand:
                return default
    return None


def throttle_reason_words(nvml: Any, mask: int) -> tuple[str, ...]:
    """Why the clocks are held down, as short words from NVML's bitmask."""
    words = []
    for suffix, word in CLOCK_EVENT_REASONS:
        bit = getattr(nvml, f"nvmlClocksEventReason{suffix}", None)
        if bit is None:
            bit = getattr(nvml, f"nvmlClocksThrottleReason{suffix}", None)
        if bit and mask & bit:
            words.append(word)
    return tuple(words)


# ---------------------------------------------------------------- NVML's values

# NVML reports "not available" process memory (WDDM, some containers) as an all-ones unsigned long long.
_VALUE_NOT_AVAILABLE_ULL = 2**64 - 1


def text(value: Any) -> str | None:
    """NVML strings are bytes in old bindings and str in new ones."""
    if value is None:
        return None
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace").rstrip("\x00")
    return str(value)


def int_or_none(value: Any) -> int | None:
    return None if value is None else int(value)


def float_or_none(value: Any) -> float | None:
    return None if value is None else float(value)


def milli(value: Any) -> float | None:
    """mW -> W (and mJ -> J)."""
    return None if value is None else float(value) / 1000.0


def process_memory(value: Any) -> int | None:
    """usedGpuMemory: None, or the all-ones "not available" value in bindings that do not convert it."""
    if value is None:
        return None
    used = int(value)
    return None if used >= _VALUE_NOT_AVAILABLE_ULL else used


def process_name(pid: int) -> str:
    """The process name, or "pid N" when it is gone, not ours to see, or in another PID namespace."""
    try:
        return psutil.Process(pid).name()
    except (psutil.Error, ValueError):
        return f"pid {pid}"
