"""AMD GPUs through ROCm's AMD SMI Python package (``amdsmi``).

The package is optional (``pip install 'dl-dashboard[amd]'``) and only works where the amdgpu driver and
``libamd_smi.so`` exist, so it is imported lazily in ``open()``. Every call goes through one helper that turns
``AmdSmiException`` and the library's ``"N/A"`` strings into ``None``: a field a board does not support must show as
"n/a", never stop the sampler.

API facts (names, dict keys, units) follow ``py-interface/amdsmi_interface.py`` of ROCm/amdsmi (ROCm 6.2/6.3) and of
ROCm/rocm-systems ``projects/amdsmi`` (ROCm 7); where the two differ both shapes are accepted:

* ``amdsmi_get_gpu_asic_info``: ``market_name``, ``num_compute_units``, ``target_graphics_version`` ("gfx90a").
* ``amdsmi_get_gpu_vram_info``: ``vram_type`` (int enum), ``vram_size`` (MiB), ``vram_bit_width``,
  ``vram_max_bandwidth`` (GB/s, ROCm 7 only).
* ``amdsmi_get_gpu_activity``: ``gfx_activity``, ``umc_activity`` (percent).
* ``amdsmi_get_power_info``: ``socket_power`` (ROCm 7), ``current_socket_power``, ``average_socket_power`` (W).
* ``amdsmi_get_power_cap_info``: ``power_cap`` in microwatts.
* ``amdsmi_get_clock_info``: ``clk``, ``max_clk`` (MHz).
* ``amdsmi_get_energy_count``: ``energy_accumulator`` x ``counter_resolution`` = microjoules.
* ``amdsmi_get_gpu_memory_usage`` / ``amdsmi_get_gpu_memory_total``: bytes.
* ``amdsmi_get_temp_metric``: degrees C; ``amdsmi_get_gpu_fan_speed``: 0..``amdsmi_get_gpu_fan_speed_max``.
* ``amdsmi_get_gpu_process_list``: ``pid``, ``name``, ``mem`` and ``memory_usage.vram_mem`` (bytes).
"""

from __future__ import annotations

import contextlib
import importlib
import io
import logging
import re
from collections.abc import Mapping
from types import ModuleType
from typing import Any

from dashboard.hardware.backend import BackendLifecycle
from dashboard.hardware.records import BackendStatus, GpuInfo, GpuProcess, GpuSample

log = logging.getLogger(__name__)

NOT_INSTALLED = "amdsmi not installed (pip install 'dl-dashboard[amd]')"
NO_GPU = "no AMD GPU found"
_MIB = 1024 * 1024

# amdsmi_status_t values; identical in ROCm 6.x and 7.x amdsmi.h.
_STATUS_FAIL_LOAD_MODULE = 4
_STATUS_FAIL_LOAD_SYMBOL = 5
_STATUS_DRM_ERROR = 6
_STATUS_NO_PERM = 10
_STATUS_NOT_FOUND = 31
_STATUS_DRIVER_NOT_LOADED = 34
_STATUS_NO_DATA = 40

_INIT_REASONS = {
    _STATUS_DRIVER_NOT_LOADED: "AMD GPU driver (amdgpu) not loaded",
    _STATUS_DRM_ERROR: "AMD GPU driver (amdgpu) did not answer (DRM error)",
    _STATUS_NO_PERM: "no permission to open the AMD GPU: add your user to the 'render' and 'video' groups",
    _STATUS_FAIL_LOAD_MODULE: "AMD SMI library (libamd_smi.so) could not be loaded: install amd-smi-lib from ROCm",
    _STATUS_FAIL_LOAD_SYMBOL: "AMD SMI library (libamd_smi.so) is too old for this amdsmi package",
    _STATUS_NOT_FOUND: NO_GPU,
    _STATUS_NO_DATA: NO_GPU,
}

# The library marks unsupported integer fields with the type's maximum; some versions leave them unconverted.
_SENTINELS = (0xFFFF, 0xFFFFFFFF, 0xFFFFFFFFFFFFFFFF)

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

# PCIe transfer rate in MT/s -> generation (pcie_metric.pcie_speed is in MT/s).
_PCIE_GEN_BY_SPEED = {2500: 1, 5000: 2, 8000: 3, 16000: 4, 32000: 5, 64000: 6}

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


class AmdBackend(BackendLifecycle):
    """GPU backend for AMD Radeon and Instinct boards. ``amdsmi`` may be injected (tests use a double).

    amdsmi makes no promise about concurrent calls, so every call into it holds the backend's lock.
    """

    vendor = "amd"

    def __init__(self, amdsmi: ModuleType | None = None) -> None:
        super().__init__(log)
        self._injected = amdsmi
        self._smi: Any = None
        self._handles: list[Any] = []
        self._inventory: list[GpuInfo] | None = None
        self._power_limits: dict[int, float | None] = {}

    # ------------------------------------------------------------------ lifecycle

    def _open(self) -> BackendStatus:
        """Import and initialise amdsmi; the reason says in words why AMD GPUs cannot be shown."""
        smi = self._injected
        if smi is None:
            try:
                smi = _import_amdsmi()
            except ImportError:
                return self._unavailable(NOT_INSTALLED)
            except Exception as exc:  # the wrapper fails with KeyError/OSError when libamd_smi.so is missing
                log.info("amdsmi import failed: %r", exc)
                return self._unavailable(_INIT_REASONS[_STATUS_FAIL_LOAD_MODULE])
        init = getattr(smi, "amdsmi_init", None)
        if init is None:
            return self._unavailable("the installed amdsmi package has no amdsmi_init (unsupported version)")
        try:
            init()  # default flag is INIT_AMD_GPUS in every release
        except Exception as exc:
            return self._unavailable(_init_failure_reason(exc))
        self._smi = smi
        self._mark_library_started()
        try:
            handles = list(smi.amdsmi_get_processor_handles())
        except Exception as exc:
            self._shut_down()
            return self._unavailable(f"AMD SMI could not list GPUs: {_error_text(exc)}")
        if not handles:
            self._shut_down()
            return self._unavailable(NO_GPU)
        self._handles = handles
        count = len(handles)
        return self._available(f"{count} AMD GPU{'s' if count != 1 else ''} via amdsmi")

    def _shut_down_library(self) -> None:
        self._smi.amdsmi_shut_down()

    def _forget(self) -> None:
        """Forget the GPUs and the status, so a later ``open`` starts afresh."""
        self._smi = None
        self._handles = []
        self._status = None
        self._inventory = None
        self._power_limits = {}

    # ------------------------------------------------------------------ query helper

    def _query(self, name: str, *args: Any) -> Any:
        """Call ``amdsmi.<name>``; an error, a missing function or "N/A" gives None, never an exception."""
        fn = getattr(self._smi, name, None)
        if fn is None:
            self._log_once(name, "amdsmi has no %s; that reading stays n/a", name)
            return None
        try:
            value = fn(*args)
        except Exception as exc:
            base = getattr(self._smi, "AmdSmiException", None)
            known = isinstance(base, type) and isinstance(exc, base)
            code = getattr(exc, "err_code", None)
            self._log_once(
                f"{name}:{code if known else type(exc).__name__}",
                "%s failed: %s",
                name,
                _error_text(exc),
                level=logging.DEBUG if known else logging.WARNING,
            )
            return None
        return None if _is_na(value) else value

    def _enum(self, enum_name: str, member: str) -> Any:
        """``amdsmi.<enum_name>.<member>``, or None (logged once) when this amdsmi lacks it."""
        enum = getattr(self._smi, enum_name, None)
        value = getattr(enum, member, None)
        if value is None:
            self._log_once(f"{enum_name}.{member}", "amdsmi has no %s.%s", enum_name, member)
        return value

    def _query_enum(self, name: str, handle: Any, *enums: tuple[str, str]) -> Any:
        values = [self._enum(enum_name, member) for enum_name, member in enums]
        if any(v is None for v in values):
            return None
        return self._query(name, handle, *values)

    # ------------------------------------------------------------------ inventory

    def inventory(self) -> list[GpuInfo]:
        """Static facts of every AMD GPU (read once and kept: they do not change while the app runs)."""
        with self._lock:
            if not self._is_available:
                return []
            if self._inventory is None:
                self._inventory = [self._gpu_info(i, h) for i, h in enumerate(self._handles)]
            return list(self._inventory)

    def _gpu_info(self, index: int, handle: Any) -> GpuInfo:
        asic = self._query("amdsmi_get_gpu_asic_info", handle)
        name = _text(_get(asic, "market_name")) or f"AMD GPU {index}"
        compute_units = _int(_get(asic, "num_compute_units"))
        stream_processors = compute_units * STREAM_PROCESSORS_PER_CU if compute_units else None

        vram = self._query("amdsmi_get_gpu_vram_info", handle)
        memory_type = self._vram_type_name(_get(vram, "vram_type"))
        bus_width = _int(_get(vram, "vram_bit_width")) or None
        memory_total = self._vram_total(handle)
        if memory_total is None:
            vram_mib = _int(_get(vram, "vram_size"))
            memory_total = vram_mib * _MIB if vram_mib else None

        gfx_clock = self._query_enum("amdsmi_get_clock_info", handle, ("AmdSmiClkType", "GFX"))
        mem_clock = self._query_enum("amdsmi_get_clock_info", handle, ("AmdSmiClkType", "MEM"))
        max_gfx_mhz = _positive(_get(gfx_clock, "max_clk"))
        max_mem_mhz = _positive(_get(mem_clock, "max_clk"))

        pcie = self._query("amdsmi_get_pcie_info", handle)
        driver = self._query("amdsmi_get_gpu_driver_info", handle)
        uuid = self._query("amdsmi_get_gpu_device_uuid", handle)

        return GpuInfo(
            vendor=self.vendor,
            index=index,
            name=name,
            uuid=_text(uuid),
            architecture=_architecture(_get(asic, "target_graphics_version")),
            product_series=_product_series(name),
            sm_count=compute_units or None,
            cuda_cores=stream_processors,
            memory_total_bytes=memory_total,
            memory_bus_width_bits=bus_width,
            memory_type=memory_type,
            max_sm_clock_mhz=max_gfx_mhz,
            max_memory_clock_mhz=max_mem_mhz,
            peak_memory_bandwidth_gbps=_peak_bandwidth(
                _positive(_get(vram, "vram_max_bandwidth")), memory_type, max_mem_mhz, bus_width
            ),
            peak_fp32_tflops=_peak_fp32_tflops(stream_processors, max_gfx_mhz),
            power_limit_w=self._power_limit(index, handle),
            pcie_max_generation=_int(_get(pcie, "pcie_static", "pcie_interface_version")) or None,
            pcie_max_width=_int(_get(pcie, "pcie_static", "max_pcie_width")) or None,
            pcie_current_generation=_PCIE_GEN_BY_SPEED.get(_int(_get(pcie, "pcie_metric", "pcie_speed")) or 0),
            pcie_current_width=_int(_get(pcie, "pcie_metric", "pcie_width")) or None,
            driver_version=_text(_get(driver, "driver_version")),
            pci_device_id=_pci_device_id(_get(asic, "device_id")),
        )

    def _vram_type_name(self, value: Any) -> str | None:
        code = _int(value)
        if not code:  # 0 is AMDSMI_VRAM_TYPE_UNKNOWN
            return None
        enum = getattr(self._smi, "AmdSmiVramType", None)  # ROCm 7 exports it; older packages do not
        if enum is not None:
            try:
                return str(enum(code).name)
            except Exception:
                pass
        return _VRAM_TYPES.get(code)

    def _vram_total(self, handle: Any) -> int | None:
        return _int(self._query_enum("amdsmi_get_gpu_memory_total", handle, ("AmdSmiMemoryType", "VRAM"))) or None

    def _power_limit(self, index: int, handle: Any) -> float | None:
        """Board power cap in W: power_cap_info is in microwatts; power_info's power_limit is the fallback."""
        if index in self._power_limits:
            return self._power_limits[index]
        limit = None
        cap_uw = _positive(_get(self._query("amdsmi_get_power_cap_info", handle), "power_cap"))
        if cap_uw is not None:
            limit = cap_uw / 1e6
        else:
            # ROCm 6.x fills power_limit straight from hwmon power1_cap (microwatts); newer builds give watts.
            raw = _positive(_get(self._query("amdsmi_get_power_info", handle), "power_limit"))
            if raw is not None:
                limit = raw / 1e6 if raw > 100_000 else raw
        self._power_limits[index] = limit
        return limit

    # ------------------------------------------------------------------ sampling

    def sample(self, slow: bool) -> list[GpuSample]:
        """One reading per GPU; temperature, fan and processes only when ``slow``."""
        with self._lock:
            if not self._is_available:
                return []
            return [self._sample_one(i, h, slow) for i, h in enumerate(self._handles)]

    def _sample_one(self, index: int, handle: Any, slow: bool) -> GpuSample:
        activity = self._query("amdsmi_get_gpu_activity", handle)
        used = _int(self._query_enum("amdsmi_get_gpu_memory_usage", handle, ("AmdSmiMemoryType", "VRAM")))
        total = self._vram_total(handle)
        if used is None or total is None:
            usage = self._query("amdsmi_get_gpu_vram_usage", handle)  # MiB
            used_mib, total_mib = _int(_get(usage, "vram_used")), _int(_get(usage, "vram_total"))
            if used is None and used_mib is not None:
                used = used_mib * _MIB
            if total is None and total_mib:
                total = total_mib * _MIB
        gfx_clock = self._query_enum("amdsmi_get_clock_info", handle, ("AmdSmiClkType", "GFX"))
        mem_clock = self._query_enum("amdsmi_get_clock_info", handle, ("AmdSmiClkType", "MEM"))

        utilization = _percent(_get(activity, "gfx_activity"))
        power = self._power_draw(handle)
        sm_clock = _number(_get(gfx_clock, "clk"))
        fields: dict[str, Any] = {
            "utilization_percent": utilization,
            "memory_utilization_percent": _percent(_get(activity, "umc_activity")),
            "memory_used_bytes": used,
            "memory_total_bytes": total,
            "power_w": power,
            "power_limit_w": self._power_limit(index, handle),
            "sm_clock_mhz": sm_clock,
            "memory_clock_mhz": _number(_get(mem_clock, "clk")),
            "energy_j": self._energy(handle),
        }
        if slow:
            fields["temperature_c"] = self._temperature(handle)
            fields["fan_percent"] = self._fan_percent(handle)
            fields["processes"] = self._processes(index, handle)
        readings = (utilization, used, power, sm_clock)
        status = "ok" if any(v is not None for v in readings) else "no readings from the AMD driver"
        return GpuSample(vendor=self.vendor, index=index, status=status, **fields)

    def _power_draw(self, handle: Any) -> float | None:
        info = self._query("amdsmi_get_power_info", handle)
        # ROCm 7 has socket_power; MI300 and newer fill current_socket_power, older boards average_socket_power.
        for key in ("socket_power", "current_socket_power", "average_socket_power"):
            value = _number(_get(info, key))
            if value is not None:
                return value
        return None

    def _energy(self, handle: Any) -> float | None:
        energy = self._query("amdsmi_get_energy_count", handle)
        counter = _number(_get(energy, "energy_accumulator"))
        if counter is None:
            counter = _number(_get(energy, "power"))  # the pre-6.4 name of the same counter
        resolution = _number(_get(energy, "counter_resolution"))  # microjoules per count
        if counter is None or resolution is None:
            return None
        return counter * resolution / 1e6

    def _temperature(self, handle: Any) -> float | None:
        # Edge is the board sensor Radeon tools show; MI300-class parts only have hotspot (junction).
        for sensor in ("EDGE", "HOTSPOT"):
            value = _number(
                self._query_enum(
                    "amdsmi_get_temp_metric",
                    handle,
                    ("AmdSmiTemperatureType", sensor),
                    ("AmdSmiTemperatureMetric", "CURRENT"),
                )
            )
            if value is not None and value > 0:
                return value
        return None

    def _fan_percent(self, handle: Any) -> float | None:
        speed = _number(self._query("amdsmi_get_gpu_fan_speed", handle, 0))
        if speed is None:
            return None
        top = _positive(self._query("amdsmi_get_gpu_fan_speed_max", handle, 0)) or 255.0  # AMDSMI_MAX_FAN_SPEED
        return max(0.0, min(100.0, speed / top * 100.0))

    def _processes(self, index: int, handle: Any) -> tuple[GpuProcess, ...] | None:
        listed = self._query("amdsmi_get_gpu_process_list", handle)
        if isinstance(listed, list):
            processes = []
            for entry in listed:
                pid = _int(_get(entry, "pid"))
                if pid is None:
                    continue
                vram = _int(_get(entry, "memory_usage", "vram_mem"))
                memory = vram if vram is not None else _int(_get(entry, "mem"))
                processes.append(GpuProcess(pid, _process_name(pid, _get(entry, "name")), memory))
            return tuple(processes)
        return self._compute_processes(index)

    def _compute_processes(self, index: int) -> tuple[GpuProcess, ...] | None:
        """Fallback via the KFD process list, attributed to GPUs with amdsmi_get_gpu_compute_process_gpus."""
        listed = self._query("amdsmi_get_gpu_compute_process_info")
        if not isinstance(listed, list):
            return None
        processes = []
        for entry in listed:
            pid = _int(_get(entry, "process_id"))
            if pid is None:
                continue
            gpus = self._query("amdsmi_get_gpu_compute_process_gpus", pid)
            if isinstance(gpus, list):
                if index not in gpus:
                    continue
            elif len(self._handles) != 1:
                continue  # cannot tell which GPU it uses
            processes.append(GpuProcess(pid, _process_name(pid, None), _int(_get(entry, "vram_usage"))))
        return tuple(processes)


# ---------------------------------------------------------------------- helpers


def _import_amdsmi() -> ModuleType:
    """``import amdsmi``, with what it prints kept off stdout.

    Without libamd_smi.so the package prints two lines to stdout and then fails (with KeyError), which would
    corrupt ``--json`` output; those lines go to the log instead. stdout is swapped only for the import itself.
    """
    printed = io.StringIO()
    try:
        with contextlib.redirect_stdout(printed):
            return importlib.import_module("amdsmi")
    finally:
        lines = [line.strip() for line in printed.getvalue().splitlines() if line.strip()]
        if lines:
            log.info("amdsmi printed while loading: %s", "; ".join(lines))


def _error_text(exc: BaseException) -> str:
    info = getattr(exc, "get_error_info", None)
    if callable(info):
        try:
            return str(info())
        except Exception:
            pass
    return str(exc) or type(exc).__name__


def _init_failure_reason(exc: BaseException) -> str:
    code = getattr(exc, "err_code", None)
    if isinstance(code, int) and code in _INIT_REASONS:
        return _INIT_REASONS[code]
    return f"AMD SMI could not start: {_error_text(exc)}"


def _is_na(value: Any) -> bool:
    return value is None or (isinstance(value, str) and value.strip().upper() in ("N/A", ""))


def _get(container: Any, *keys: str) -> Any:
    """Nested dict lookup that tolerates None, non-dicts and missing keys."""
    for key in keys:
        if not isinstance(container, Mapping):
            return None
        container = container.get(key)
    return None if _is_na(container) else container


def _number(value: Any) -> float | None:
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


def _int(value: Any) -> int | None:
    number = _number(value)
    return None if number is None else int(number)


def _positive(value: Any) -> float | None:
    number = _number(value)
    return number if number is not None and number > 0 else None


def _percent(value: Any) -> float | None:
    number = _number(value)
    return number if number is not None and 0 <= number <= 100 else None


def _text(value: Any) -> str | None:
    if not isinstance(value, str) or _is_na(value):
        return None
    return value.strip()


def _pci_device_id(raw: Any) -> str | None:
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


def _architecture(raw: Any) -> str | None:
    """Family and target, "CDNA2 (gfx90a)", where the family is known, else the bare gfx target."""
    target = _gfx_target(raw)
    if target is None:
        return None
    family = _GFX_FAMILIES.get(target)
    return f"{family} ({target})" if family else target


def _product_series(name: str) -> str:
    if "instinct" in name.lower() or re.search(r"\bMI\d{2,3}", name):
        return "Instinct"
    return "Radeon"


def _peak_fp32_tflops(stream_processors: int | None, max_gfx_mhz: float | None) -> float | None:
    """Stream processors x 2 FLOPs (one FMA) x max graphics clock.

    Deliberately the conservative single-issue figure: CDNA2 packed FP32 (v_pk_fma_f32), CDNA3's doubled vector FP32
    and RDNA3 dual-issue (VOPD / wave64) can each double it on paper (MI210 22.6 -> 45.3 TFLOPS, RX 7900 XTX 30.7 ->
    61.4), but only for code the compiler manages to pair; ordinary FP32 kernels see the figure computed here.
    """
    if not stream_processors or not max_gfx_mhz:
        return None
    return stream_processors * 2 * max_gfx_mhz * 1e6 / 1e12


def _peak_bandwidth(
    reported_gbps: float | None, memory_type: str | None, max_mem_mhz: float | None, bus_width: int | None
) -> float | None:
    """GB/s: the library's own figure (ROCm 7) or memory clock x transfers per clock x bus width."""
    if reported_gbps is not None:
        return reported_gbps
    transfers = _TRANSFERS_PER_MCLK.get(memory_type or "")
    if not transfers or not max_mem_mhz or not bus_width:
        return None
    return max_mem_mhz * 1e6 * transfers * bus_width / 8 / 1e9


def _process_name(pid: int, reported: Any) -> str:
    name = _text(reported)
    if name:
        return name
    try:
        import psutil

        return str(psutil.Process(pid).name())
    except Exception:
        return f"pid {pid}"
