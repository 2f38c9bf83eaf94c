"""What amdsmi's answers mean and what AMD hardware is, apart from how they are read.

Pure functions of the values amdsmi returns, with neither amdsmi nor its native library: "N/A" strings and all-ones
sentinels as None, VRAM type codes as names, gfx targets as architecture families, the data-sheet formulas for peak
FP32 and memory bandwidth, and the words for why amdsmi could not start. The AMD backend (``amd.py``) reads the
values; everything here can be read and tested without an AMD GPU.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from dashboard.text import QT_TRANSLATE_NOOP

# ---------------------------------------------------------------------- why AMD GPUs cannot be shown

NOT_INSTALLED = QT_TRANSLATE_NOOP("Hardware", "amdsmi not installed (pip install 'dl-dashboard[amd]')")
NO_GPU = QT_TRANSLATE_NOOP("Hardware", "no AMD GPU found")

# amdsmi_status_t values; identical in ROCm 6.x and 7.x amdsmi.h.
STATUS_FAIL_LOAD_MODULE = 4
STATUS_FAIL_LOAD_SYMBOL = 5
STATUS_DRM_ERROR = 6
STATUS_NO_PERM = 10
STATUS_NOT_FOUND = 31
STATUS_DRIVER_NOT_LOADED = 34
STATUS_NO_DATA = 40

INIT_REASONS = {
    STATUS_DRIVER_NOT_LOADED: QT_TRANSLATE_NOOP("Hardware", "AMD GPU driver (amdgpu) not loaded"),
    STATUS_DRM_ERROR: QT_TRANSLATE_NOOP("Hardware", "AMD GPU driver (amdgpu) did not answer (DRM error)"),
    STATUS_NO_PERM: QT_TRANSLATE_NOOP("Hardware", "no permission to open the AMD GPU: add your user to the 'render' "
                                                  "and 'video' groups"),
    STATUS_FAIL_LOAD_MODULE: QT_TRANSLATE_NOOP("Hardware", "AMD SMI library (libamd_smi.so) could not be loaded: "
                                                           "install amd-smi-lib from ROCm"),
    STATUS_FAIL_LOAD_SYMBOL: QT_TRANSLATE_NOOP("Hardware", "AMD SMI library (libamd_smi.so) is too old for this "
                                                           "amdsmi package"),
    STATUS_NOT_FOUND: NO_GPU,
    STATUS_NO_DATA: NO_GPU,
}


def error_text(exc: BaseException) -> str:
    """An amdsmi error in words: its ``get_error_info()`` where it has one, else the exception's own text."""
    info = getattr(exc, "get_error_info", None)
    if callable(info):
        try:
            return str(info())
        except Exception:  # noqa: BLE001 - any failure here falls back to the exception's own text
            pass
    return str(exc) or type(exc).__name__


def init_failure_reason(exc: BaseException) -> str:
    """Why ``amdsmi_init`` failed, in words a user can act on where the status code is known."""
    code = getattr(exc, "err_code", None)
    if isinstance(code, int) and code in INIT_REASONS:
        return INIT_REASONS[code]
    return f"AMD SMI could not start: {error_text(exc)}"


# ---------------------------------------------------------------------- amdsmi's values

# The library marks unsupported integer fields with the type's maximum; some versions leave them unconverted.
_SENTINELS = (0xFFFF, 0xFFFFFFFF, 0xFFFFFFFFFFFFFFFF)


def is_na(value: Any) -> bool:
    """None, or the library's "N/A" (or empty) string."""
    return value is None or (isinstance(value, str) and value.strip().upper() in ("N/A", ""))


def get(container: Any, *keys: str) -> Any:
    """Nested dict lookup that tolerates None, non-dicts and missing keys."""
    for key in keys:
        if not isinstance(container, Mapping):
            return None
        container = container.get(key)
    return None if is_na(container) else container


def number(value: Any) -> float | None:
    """A float from an int, a float or a numeric string; None for bools, sentinels and anything else."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, str):
        try:
            value = float(value.strip())
        except ValueError:
            return None
    if not isinstance(value, (int, float)):
        return None
    if value in _SENTINELS:
        return None
    return float(value)


def integer(value: Any) -> int | None:
    """``number`` truncated to an int."""
    result = number(value)
    return None if result is None else int(result)


def positive(value: Any) -> float | None:
    """``number`` where it is above zero."""
    result = number(value)
    return result if result is not None and result > 0 else None


def percent(value: Any) -> float | None:
    """``number`` where it lies in 0..100."""
    result = number(value)
    return result if result is not None and 0 <= result <= 100 else None


def text(value: Any) -> str | None:
    """A stripped string, or None for non-strings and "N/A"."""
    if not isinstance(value, str) or is_na(value):
        return None
    return value.strip()


def pci_device_id(raw: Any) -> str | None:
    """"740f" from asic_info's device_id, which releases give as an int or as a hex string ("0x740f")."""
    if isinstance(raw, bool):
        return None
    if isinstance(raw, str):
        try:
            raw = int(raw.strip(), 16)  # PCI ids are hex, with or without the "0x"
        except ValueError:
            return None
    if not isinstance(raw, int) or not 0 < raw < 0xFFFF:
        return None
    return f"{raw:04x}"


def process_name(pid: int, reported: Any) -> str:
    """The name amdsmi reports, else the one psutil finds, else "pid N"."""
    name = text(reported)
    if name:
        return name
    try:
        import psutil

        return str(psutil.Process(pid).name())
    except Exception:  # noqa: BLE001 - gone, not ours to see, or psutil missing: the pid names it
        return f"pid {pid}"


# ---------------------------------------------------------------------- memory

# amdsmi_vram_type_t (amdsmi.h); used when the installed package has no AmdSmiVramType enum (ROCm 6.x).
_VRAM_TYPES = {
    1: "HBM",
    2: "HBM2",
    3: "HBM2E",
    4: "HBM3",
    5: "HBM3E",
    6: "HBM4",
    10: "DDR2",
    11: "DDR3",
    12: "DDR4",
    13: "DDR5",
    17: "GDDR1",
    18: "GDDR2",
    19: "GDDR3",
    20: "GDDR4",
    21: "GDDR5",
    22: "GDDR6",
    23: "GDDR7",
}

# Data transfers per memory clock as amdgpu reports MCLK (pp_dpm_mclk), used only when the library does not give
# vram_max_bandwidth itself. HBM/HBM2/HBM2E are double data rate (MI210: 1600 MHz x 2 x 4096 bit = 1.64 TB/s, AMD's
# spec 1.6 TB/s); GDDR6 boards report a quarter of the command clock (RX 7900 XTX: 1250 MHz x 16 = 20 Gbps per pin,
# 960 GB/s). HBM3/HBM3E and GDDR7 are left out: their MCLK-to-pin ratio is not settled, so no guess is made.
_TRANSFERS_PER_MCLK = {"HBM": 2, "HBM2": 2, "HBM2E": 2, "GDDR5": 4, "GDDR6": 16}


def vram_type_name(code: int) -> str | None:
    """The name of an amdsmi_vram_type_t value, from amdsmi.h's table; None for codes it does not list."""
    return _VRAM_TYPES.get(code)


def peak_bandwidth_gbps(
    reported_gbps: float | None, memory_type: str | None, max_mem_mhz: float | None, bus_width: int | None
) -> float | None:
    """GB/s: the library's own figure (ROCm 7) or memory clock x transfers per clock x bus width."""
    if reported_gbps is not None:
        return reported_gbps
    transfers = _TRANSFERS_PER_MCLK.get(memory_type or "")
    if not transfers or not max_mem_mhz or not bus_width:
        return None
    return max_mem_mhz * 1e6 * transfers * bus_width / 8 / 1e9


# ---------------------------------------------------------------------- PCIe

# PCIe transfer rate in MT/s -> generation (pcie_metric.pcie_speed is in MT/s).
_PCIE_GEN_BY_SPEED = {2500: 1, 5000: 2, 8000: 3, 16000: 4, 32000: 5, 64000: 6}


def pcie_generation(speed_mts: int | None) -> int | None:
    """The PCIe generation that runs at ``speed_mts`` MT/s, or None for a speed no generation has."""
    return _PCIE_GEN_BY_SPEED.get(speed_mts or 0)


# ---------------------------------------------------------------------- the chip

# gfx target -> architecture family, from LLVM's AMDGPUUsage processor table.
_GFX_FAMILIES: dict[str, str] = {}
for _family, _targets in (
    ("GCN5 (Vega)", ("gfx900", "gfx902", "gfx904", "gfx906", "gfx909", "gfx90c")),
    ("CDNA", ("gfx908",)),
    ("CDNA2", ("gfx90a",)),
    ("CDNA3", ("gfx940", "gfx941", "gfx942")),
    ("CDNA4", ("gfx950",)),
    ("RDNA", ("gfx1010", "gfx1011", "gfx1012", "gfx1013")),
    ("RDNA2", ("gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035", "gfx1036")),
    ("RDNA3", ("gfx1100", "gfx1101", "gfx1102", "gfx1103")),
    ("RDNA3.5", ("gfx1150", "gfx1151", "gfx1152", "gfx1153")),
    ("RDNA4", ("gfx1200", "gfx1201")),
):
    for _target in _targets:
        _GFX_FAMILIES[_target] = _family

# Stream processors (FP32 lanes) per compute unit: GCN and CDNA have 4 x SIMD16, RDNA 2 x SIMD32.
STREAM_PROCESSORS_PER_CU = 64


def _gfx_target(raw: Any) -> str | None:
    """The target as amdsmi spells it ("gfx90a"), or None for the all-ones 'not supported' value."""
    if not isinstance(raw, str):
        return None
    target = raw.strip().lower()
    suffix = target[3:]
    if not target.startswith("gfx") or not suffix or len(suffix) > 5:
        return None
    if any(c not in "0123456789abcdef" for c in suffix):
        return None
    return target


def architecture(raw: Any) -> str | None:
    """Family and target, "CDNA2 (gfx90a)", where the family is known, else the bare gfx target."""
    target = _gfx_target(raw)
    if target is None:
        return None
    family = _GFX_FAMILIES.get(target)
    return f"{family} ({target})" if family else target


def product_series(name: str) -> str:
    """The product line told by name: "Instinct" for the datacenter boards, "Radeon" for everything else."""
    if "instinct" in name.lower() or re.search(r"\bMI\d{2,3}", name):
        return "Instinct"
    return "Radeon"


def peak_fp32_tflops(stream_processors: int | None, max_gfx_mhz: float | None) -> float | None:
    """Stream processors x 2 FLOPs (one FMA) x max graphics clock.

    Deliberately the conservative single-issue figure: CDNA2 packed FP32 (v_pk_fma_f32), CDNA3's doubled vector FP32
    and RDNA3 dual-issue (VOPD / wave64) can each double it on paper (MI210 22.6 -> 45.3 TFLOPS, RX 7900 XTX 30.7 ->
    61.4), but only for code the compiler manages to pair; ordinary FP32 kernels see the figure computed here.
    """
    if not stream_processors or not max_gfx_mhz:
        return None
    return stream_processors * 2 * max_gfx_mhz * 1e6 / 1e12
