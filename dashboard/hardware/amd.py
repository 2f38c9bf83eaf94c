"""AMD GPUs through ROCm's AMD SMI Python package (``amdsmi``).

The package is optional (``pip install 'dl-dashboard[amd]'``) and only works where the amdgpu driver and
``libamd_smi.so`` exist, so it is imported lazily in ``open()``. Every call goes through one helper that turns
``AmdSmiException`` and the library's ``"N/A"`` strings into ``None``: a field a board does not support must show as
"n/a", never stop the sampler. This module is the part that talks to amdsmi (open, inventory, sample, processes);
what its values mean (sentinels, units, VRAM types, gfx targets, the peak formulas) is in ``amd_specs``.

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
from types import ModuleType
from typing import Any

from dashboard.hardware.amd_specs import (
    INIT_REASONS,
    NO_GPU,
    NOT_INSTALLED,
    STATUS_FAIL_LOAD_MODULE,
    STREAM_PROCESSORS_PER_CU,
    architecture,
    error_text,
    get,
    init_failure_reason,
    integer,
    is_na,
    number,
    pci_device_id,
    pcie_generation,
    peak_bandwidth_gbps,
    peak_fp32_tflops,
    percent,
    positive,
    process_name,
    product_series,
    text,
    vram_type_name,
)
from dashboard.hardware.backend import BackendLifecycle
from dashboard.hardware.records import BackendStatus, GpuInfo, GpuProcess, GpuSample

log = logging.getLogger(__name__)

_MIB = 1024 * 1024


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
            except Exception as exc:  # noqa: BLE001 - the wrapper fails with KeyError/OSError without libamd_smi.so
                log.info("amdsmi import failed: %r", exc)
                return self._unavailable(INIT_REASONS[STATUS_FAIL_LOAD_MODULE])
        init = getattr(smi, "amdsmi_init", None)
        if init is None:
            return self._unavailable("the installed amdsmi package has no amdsmi_init (unsupported version)")
        try:
            init()  # default flag is INIT_AMD_GPUS in every release
        except Exception as exc:  # noqa: BLE001 - any failure means "no AMD backend", said in words
            return self._unavailable(init_failure_reason(exc))
        self._smi = smi
        self._mark_library_started()
        try:
            handles = list(smi.amdsmi_get_processor_handles())
        except Exception as exc:  # noqa: BLE001 - said in words, like a failed start
            self._shut_down()
            return self._unavailable(f"AMD SMI could not list GPUs: {error_text(exc)}")
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
        except Exception as exc:  # noqa: BLE001 - a field's failure costs that field, never the dashboard
            base = getattr(self._smi, "AmdSmiException", None)
            known = isinstance(base, type) and isinstance(exc, base)
            code = getattr(exc, "err_code", None)
            self._log_once(
                f"{name}:{code if known else type(exc).__name__}",
                "%s failed: %s",
                name,
                error_text(exc),
                level=logging.DEBUG if known else logging.WARNING,
            )
            return None
        return None if is_na(value) else value

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
        name = text(get(asic, "market_name")) or f"AMD GPU {index}"
        compute_units = integer(get(asic, "num_compute_units"))
        stream_processors = compute_units * STREAM_PROCESSORS_PER_CU if compute_units else None

        vram = self._query("amdsmi_get_gpu_vram_info", handle)
        memory_type = self._vram_type_name(get(vram, "vram_type"))
        bus_width = integer(get(vram, "vram_bit_width")) or None
        memory_total = self._vram_total(handle)
        if memory_total is None:
            vram_mib = integer(get(vram, "vram_size"))
            memory_total = vram_mib * _MIB if vram_mib else None

        gfx_clock = self._query_enum("amdsmi_get_clock_info", handle, ("AmdSmiClkType", "GFX"))
        mem_clock = self._query_enum("amdsmi_get_clock_info", handle, ("AmdSmiClkType", "MEM"))
        max_gfx_mhz = positive(get(gfx_clock, "max_clk"))
        max_mem_mhz = positive(get(mem_clock, "max_clk"))

        pcie = self._query("amdsmi_get_pcie_info", handle)
        driver = self._query("amdsmi_get_gpu_driver_info", handle)
        uuid = self._query("amdsmi_get_gpu_device_uuid", handle)

        return GpuInfo(
            vendor=self.vendor,
            index=index,
            name=name,
            uuid=text(uuid),
            architecture=architecture(get(asic, "target_graphics_version")),
            product_series=product_series(name),
            sm_count=compute_units or None,
            cuda_cores=stream_processors,
            memory_total_bytes=memory_total,
            memory_bus_width_bits=bus_width,
            memory_type=memory_type,
            max_sm_clock_mhz=max_gfx_mhz,
            max_memory_clock_mhz=max_mem_mhz,
            peak_memory_bandwidth_gbps=peak_bandwidth_gbps(
                positive(get(vram, "vram_max_bandwidth")), memory_type, max_mem_mhz, bus_width
            ),
            peak_fp32_tflops=peak_fp32_tflops(stream_processors, max_gfx_mhz),
            power_limit_w=self._power_limit(index, handle),
            pcie_max_generation=integer(get(pcie, "pcie_static", "pcie_interface_version")) or None,
            pcie_max_width=integer(get(pcie, "pcie_static", "max_pcie_width")) or None,
            pcie_current_generation=pcie_generation(integer(get(pcie, "pcie_metric", "pcie_speed"))),
            pcie_current_width=integer(get(pcie, "pcie_metric", "pcie_width")) or None,
            driver_version=text(get(driver, "driver_version")),
            pci_device_id=pci_device_id(get(asic, "device_id")),
        )

    def _vram_type_name(self, value: Any) -> str | None:
        code = integer(value)
        if not code:  # 0 is AMDSMI_VRAM_TYPE_UNKNOWN
            return None
        enum = getattr(self._smi, "AmdSmiVramType", None)  # ROCm 7 exports it; older packages do not
        if enum is not None:
            try:
                return str(enum(code).name)
            except Exception:  # noqa: BLE001 - a code the enum lacks: amdsmi.h's table decides
                pass
        return vram_type_name(code)

    def _vram_total(self, handle: Any) -> int | None:
        return integer(self._query_enum("amdsmi_get_gpu_memory_total", handle, ("AmdSmiMemoryType", "VRAM"))) or None

    def _power_limit(self, index: int, handle: Any) -> float | None:
        """Board power cap in W: power_cap_info is in microwatts; power_info's power_limit is the fallback."""
        if index in self._power_limits:
            return self._power_limits[index]
        limit = None
        cap_uw = positive(get(self._query("amdsmi_get_power_cap_info", handle), "power_cap"))
        if cap_uw is not None:
            limit = cap_uw / 1e6
        else:
            # ROCm 6.x fills power_limit straight from hwmon power1_cap (microwatts); newer builds give watts.
            raw = positive(get(self._query("amdsmi_get_power_info", handle), "power_limit"))
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
        used = integer(self._query_enum("amdsmi_get_gpu_memory_usage", handle, ("AmdSmiMemoryType", "VRAM")))
        total = self._vram_total(handle)
        if used is None or total is None:
            usage = self._query("amdsmi_get_gpu_vram_usage", handle)  # MiB
            used_mib, total_mib = integer(get(usage, "vram_used")), integer(get(usage, "vram_total"))
            if used is None and used_mib is not None:
                used = used_mib * _MIB
            if total is None and total_mib:
                total = total_mib * _MIB
        gfx_clock = self._query_enum("amdsmi_get_clock_info", handle, ("AmdSmiClkType", "GFX"))
        mem_clock = self._query_enum("amdsmi_get_clock_info", handle, ("AmdSmiClkType", "MEM"))

        utilization = percent(get(activity, "gfx_activity"))
        power = self._power_draw(handle)
        sm_clock = number(get(gfx_clock, "clk"))
        fields: dict[str, Any] = {
            "utilization_percent": utilization,
            "memory_utilization_percent": percent(get(activity, "umc_activity")),
            "memory_used_bytes": used,
            "memory_total_bytes": total,
            "power_w": power,
            "power_limit_w": self._power_limit(index, handle),
            "sm_clock_mhz": sm_clock,
            "memory_clock_mhz": number(get(mem_clock, "clk")),
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
            value = number(get(info, key))
            if value is not None:
                return value
        return None

    def _energy(self, handle: Any) -> float | None:
        energy = self._query("amdsmi_get_energy_count", handle)
        counter = number(get(energy, "energy_accumulator"))
        if counter is None:
            counter = number(get(energy, "power"))  # the pre-6.4 name of the same counter
        resolution = number(get(energy, "counter_resolution"))  # microjoules per count
        if counter is None or resolution is None:
            return None
        return counter * resolution / 1e6

    def _temperature(self, handle: Any) -> float | None:
        # Edge is the board sensor Radeon tools show; MI300-class parts only have hotspot (junction).
        for sensor in ("EDGE", "HOTSPOT"):
            value = number(
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
        speed = number(self._query("amdsmi_get_gpu_fan_speed", handle, 0))
        if speed is None:
            return None
        top = positive(self._query("amdsmi_get_gpu_fan_speed_max", handle, 0)) or 255.0  # AMDSMI_MAX_FAN_SPEED
        return max(0.0, min(100.0, speed / top * 100.0))

    def _processes(self, index: int, handle: Any) -> tuple[GpuProcess, ...] | None:
        listed = self._query("amdsmi_get_gpu_process_list", handle)
        if isinstance(listed, list):
            processes = []
            for entry in listed:
                pid = integer(get(entry, "pid"))
                if pid is None:
                    continue
                vram = integer(get(entry, "memory_usage", "vram_mem"))
                memory = vram if vram is not None else integer(get(entry, "mem"))
                processes.append(GpuProcess(pid, process_name(pid, get(entry, "name")), memory))
            return tuple(processes)
        return self._compute_processes(index)

    def _compute_processes(self, index: int) -> tuple[GpuProcess, ...] | None:
        """Fallback via the KFD process list, attributed to GPUs with amdsmi_get_gpu_compute_process_gpus."""
        listed = self._query("amdsmi_get_gpu_compute_process_info")
        if not isinstance(listed, list):
            return None
        processes = []
        for entry in listed:
            pid = integer(get(entry, "process_id"))
            if pid is None:
                continue
            gpus = self._query("amdsmi_get_gpu_compute_process_gpus", pid)
            if isinstance(gpus, list):
                if index not in gpus:
                    continue
            elif len(self._handles) != 1:
                continue  # cannot tell which GPU it uses
            processes.append(GpuProcess(pid, process_name(pid, None), integer(get(entry, "vram_usage"))))
        return tuple(processes)


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
