"""What NVIDIA hardware is, apart from how it is read: per-architecture tables, product lines told by name, and the
data-sheet formulas.

Pure functions of numbers and names, with neither NVML nor torch: they hold the hardware knowledge the NVML backend
needs beyond what the driver says, and can be read and tested without a driver.
"""

from __future__ import annotations

import re
from typing import SupportsInt

SERIES_GEFORCE = "GeForce"
SERIES_WORKSTATION = "RTX/Quadro workstation"
SERIES_DATACENTER = "datacenter/Tesla"
SERIES_JETSON = "Jetson"

_JETSON_NAME = re.compile(r"\b(?:jetson|orin|xavier|tegra|thor)\b", re.IGNORECASE)
_WORKSTATION_NAME = re.compile(
    r"quadro|\bRTX\s+A\d{3,4}\b|\bRTX\s+PRO\b|\bAda\s+Generation\b|\bT(?:400|500|550|600|1000|1200)\b", re.IGNORECASE
)
_GEFORCE_NAME = re.compile(r"geforce|titan|\b(?:GTX|RTX)\s*\d{3,4}\b", re.IGNORECASE)
_DATACENTER_NAME = re.compile(r"\btesla\b|\b(?:A|B|H|L|T|V|GB|GH)\d{1,3}[A-Z]?\b", re.IGNORECASE)
# Turing chips without tensor cores (TU116/TU117): GTX 16xx, MX 4xx/5xx, Quadro T400..T1200.
_TURING_WITHOUT_TENSOR_CORES = re.compile(
    r"\bGTX\s*16\d\d\b|\bMX\s*[45]\d\d\b|\bT(?:400|500|550|600|1000|1200)\b", re.IGNORECASE
)


# ---------------------------------------------------------------- per-architecture tables


def architecture_from_compute_capability(major: int, minor: int) -> str | None:
    """Architecture name from the CUDA compute capability, for drivers without nvmlDeviceGetArchitecture."""
    if major == 3:
        return "Kepler"
    if major == 5:
        return "Maxwell"
    if major == 6:
        return "Pascal"
    if major == 7:
        return "Turing" if minor >= 5 else "Volta"
    if major == 8:
        return "Ada Lovelace" if minor == 9 else "Ampere"
    if major == 9:
        return "Hopper"
    if major in (10, 11, 12):
        return "Blackwell"
    return None


def cuda_cores_per_sm(major: int, minor: int) -> int | None:
    """FP32 lanes per SM: the CUDA Programming Guide's 32-bit FMA throughput per SM per clock."""
    if major == 3:
        return 192
    if major == 5:
        return 128
    if major == 6:
        return 64 if minor == 0 else 128
    if major == 7:
        return 64
    if major == 8:
        return 64 if minor == 0 else 128
    if major in (9, 10, 11, 12):
        return 128
    return None


def tensor_cores_per_sm(major: int, minor: int, name: str = "") -> tuple[int | None, str | None]:
    """Tensor cores per SM and their generation; (0, None) before Volta, (None, None) when unknown.

    The compute capability cannot tell the Turing chips without tensor cores (TU116/TU117) from the others, so the
    product ``name`` decides for 7.5.
    """
    if major < 7:
        return 0, None
    if (major, minor) == (7, 5) and _TURING_WITHOUT_TENSOR_CORES.search(name):
        return 0, None
    if major == 7:
        return 8, ("2nd gen" if minor >= 5 else "1st gen")
    if major == 8:
        return 4, ("4th gen" if minor == 9 else "3rd gen")
    if major == 9:
        return 4, "4th gen"
    if major in (10, 11, 12):
        return 4, "5th gen"
    return None, None


# ---------------------------------------------------------------- product lines by name


def is_jetson(name: str) -> bool:
    """A Jetson module (Orin, Xavier, Thor...): an integrated GPU sharing the system's memory."""
    return bool(_JETSON_NAME.search(name))


def series_from_name(name: str) -> str | None:
    """The product line a GPU's marketing name gives away, or None when the name says nothing."""
    if _JETSON_NAME.search(name):
        return SERIES_JETSON
    if _WORKSTATION_NAME.search(name):
        return SERIES_WORKSTATION
    if _GEFORCE_NAME.search(name):
        return SERIES_GEFORCE
    if _DATACENTER_NAME.search(name):
        return SERIES_DATACENTER
    return None


# ---------------------------------------------------------------- data-sheet formulas and identifiers


def peak_memory_bandwidth_gbps(memory_clock_mhz: float | None, bus_width_bits: int | None) -> float | None:
    """Theoretical GB/s. NVML's memory clock counts so that two transfers per clock give the data-sheet figure."""
    if not memory_clock_mhz or not bus_width_bits:
        return None
    return 2 * memory_clock_mhz * 1e6 * bus_width_bits / 8 / 1e9


def peak_fp32_tflops(cuda_cores: int | None, sm_clock_mhz: float | None) -> float | None:
    """Theoretical FP32 TFLOPS: every lane retires one FMA (2 FLOPs) per clock."""
    if not cuda_cores or not sm_clock_mhz:
        return None
    return cuda_cores * 2 * sm_clock_mhz / 1e6


def pci_device_id(value: SupportsInt | None) -> str | None:
    """"2684" from NVML's pciDeviceId 0x268410DE: the device id sits in the upper 16 bits, the vendor in the lower."""
    if value is None:
        return None
    device = (int(value) >> 16) & 0xFFFF
    return f"{device:04x}" if device not in (0, 0xFFFF) else None


def cuda_version_text(version: int | None) -> str | None:
    """12040 -> "12.4", as NVML encodes the CUDA driver API version (1000 * major + 10 * minor)."""
    if not version:
        return None
    return f"{version // 1000}.{(version % 1000) // 10}"
