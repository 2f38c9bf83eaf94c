"""NVIDIA GPUs through NVML (the ``nvidia-ml-py`` bindings, imported as ``pynvml``).

NVML answers field by field, and any single field may be missing: a GeForce has no ECC, an A100 has no fan, a MIG
GPU hides its core count, older bindings lack newer functions. So every read goes through one helper that turns any
NVML error into None (shown as "n/a"), and only a lost GPU changes that GPU's status. Errors are recognised by the
classes of the module we were given, so a test double raising the real pynvml classes exercises the same paths.

This module is the part that calls NVML (open, inventory, sample, processes). What its answers mean (constant names,
units, throttle-reason bits, process memory) is in ``nvidia_values``; hardware knowledge beyond what NVML says (cores
per SM, product lines by name, the peak formulas) is in ``nvidia_specs``.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from dashboard.hardware.backend import BackendLifecycle
from dashboard.hardware.nvidia_specs import (
    architecture_from_compute_capability,
    cuda_cores_per_sm,
    cuda_version_text,
    is_jetson,
    pci_device_id,
    peak_fp32_tflops,
    peak_memory_bandwidth_gbps,
    tensor_cores_per_sm,
)
from dashboard.hardware.nvidia_values import (
    INIT_ERROR_WORDS,
    architecture_name,
    constant,
    float_or_none,
    int_or_none,
    milli,
    process_memory,
    process_name,
    product_series,
    text,
    throttle_reason_words,
)
from dashboard.hardware.records import BackendStatus, GpuInfo, GpuProcess, GpuSample
from dashboard.text import QT_TRANSLATE_NOOP

log = logging.getLogger(__name__)

VENDOR = "nvidia"
GPU_LOST = "GPU is lost"
NVML_NOT_INSTALLED = QT_TRANSLATE_NOOP("Hardware", "nvidia-ml-py is not installed")
NO_NVIDIA_GPU = QT_TRANSLATE_NOOP("Hardware", "NVIDIA driver found but no GPU")

# ---------------------------------------------------------------- backend


class _GpuLost(Exception):
    """Raised inside the backend when NVML says the GPU fell off the bus; caught per GPU."""


_MISSING = object()
"""A query whose function does not exist in the bindings or the driver library (as opposed to "not supported")."""


@dataclass
class _Device:
    index: int
    handle: Any
    status: str = "ok"
    """"ok", or why this GPU cannot be read (it stays listed so the user sees it). Once a GPU is lost it stays
    lost: NVML needs a GPU reset and a new nvmlInit, so calling it again each tick would only cost time."""
    memory_v1_only: bool = False
    """The driver lacks or refused the v2 memory query: v1 only from then on."""


class NvidiaBackend(BackendLifecycle):
    """The GpuBackend for NVIDIA GPUs. Inject ``nvml`` (a pynvml-like module) for tests; default imports pynvml."""

    vendor = VENDOR

    def __init__(self, nvml: ModuleType | Any | None = None) -> None:
        super().__init__(log)
        self._nvml: Any = nvml
        self._devices: list[_Device] = []
        self._driver_version: str | None = None
        self._cuda_driver_version: str | None = None
        self._inventory: list[GpuInfo] | None = None

    # ------------------------------------------------------------ lifecycle

    def _open(self) -> BackendStatus:
        """Initialise NVML and keep a handle per GPU."""
        if self._nvml is None:
            try:
                import pynvml
            except ImportError:
                return self._unavailable(NVML_NOT_INSTALLED)
            self._nvml = pynvml
        nvml = self._nvml
        try:
            nvml.nvmlInit()
        except Exception as err:  # noqa: BLE001 - any failure means "no NVIDIA backend", said in words
            return self._unavailable(self._init_error_words(err))
        self._mark_library_started()
        try:
            count = int(nvml.nvmlDeviceGetCount())
        except Exception as err:  # noqa: BLE001
            self._shut_down()
            return self._unavailable(f"NVML failed: {err}")
        if count <= 0:
            self._shut_down()
            return self._unavailable(NO_NVIDIA_GPU)
        self._devices = [self._open_device(index) for index in range(count)]
        self._driver_version = text(self._query("nvmlSystemGetDriverVersion"))
        cuda = self._query_first(("nvmlSystemGetCudaDriverVersion_v2",), ("nvmlSystemGetCudaDriverVersion",))
        self._cuda_driver_version = cuda_version_text(cuda)
        words = f"{count} NVIDIA GPU{'s' if count != 1 else ''}"
        if self._driver_version:
            words += f" (driver {self._driver_version})"
        return self._available(words)

    def _open_device(self, index: int) -> _Device:
        """A handle per GPU, taken once: NVML handles stay valid until nvmlShutdown."""
        nvml = self._nvml
        try:
            return _Device(index, nvml.nvmlDeviceGetHandleByIndex(index))
        except Exception as err:  # noqa: BLE001 - one unreadable GPU must not hide the others
            if self._is(err, "NVMLError_GpuIsLost"):
                return _Device(index, None, GPU_LOST)
            return _Device(index, None, f"NVML failed: {err}")

    def _init_error_words(self, err: Exception) -> str:
        """nvmlInit's failure in words a user can act on."""
        for class_name, words in INIT_ERROR_WORDS:
            if self._is(err, class_name):
                return words
        return f"NVML failed: {err}"

    def _shut_down_library(self) -> None:
        self._nvml.nvmlShutdown()

    def _forget(self) -> None:
        """The handles die with nvmlShutdown. The status and the inventory stay, as they always have here."""
        self._devices = []

    # ------------------------------------------------------------ the one query helper

    def _call(self, device: _Device | None, function: str, *args: Any) -> Any:
        """Call ``nvml.<function>(*args)``. Returns the value, None on any NVML error, or _MISSING when the
        function does not exist. Raises _GpuLost (and marks the device) when NVML says the GPU is lost."""
        nvml = self._nvml
        try:
            fn = getattr(nvml, function)
        except AttributeError:
            self._log_once(function, "nvidia-ml-py has no %s (older bindings): fallback or n/a", function)
            return _MISSING
        try:
            return fn(*args)
        except Exception as err:  # noqa: BLE001 - a field's failure costs that field, never the dashboard
            return self._failed(device, function, err)

    def _failed(self, device: _Device | None, function: str, err: Exception) -> Any:
        """What a failed query means: GPU lost (raise), function absent (_MISSING), anything else (None)."""
        if self._is(err, "NVMLError_GpuIsLost"):
            if device is None:
                return None
            device.status = GPU_LOST
            raise _GpuLost(function) from err
        if self._is(err, "NVMLError_FunctionNotFound"):
            self._log_once(function, "the NVIDIA driver has no %s (older driver): fallback or n/a", function)
            return _MISSING
        if self._is(err, "NVMLLibraryMismatchError"):
            # Raised by unversioned wrappers (e.g. nvmlDeviceGetComputeRunningProcesses) on an older driver.
            self._log_once(function, "nvidia-ml-py's %s does not match the driver: fallback or n/a", function)
            return _MISSING
        if self._is(err, "NVMLError"):
            return None  # NotSupported, NoPermission, Unknown, ...: this field is n/a
        self._log_once(function, "NVML %s failed unexpectedly (%r): field shown as n/a", function, err)
        return None

    def _is(self, err: Exception, class_name: str) -> bool:
        """isinstance against an error class of the injected module; False if these bindings lack the class."""
        cls = getattr(self._nvml, class_name, None)
        return isinstance(cls, type) and isinstance(err, cls)

    def _query(self, function: str, *args: Any, device: _Device | None = None) -> Any:
        """One field: the value or None."""
        value = self._call(device, function, *args)
        return None if value is _MISSING else value

    def _query_first(self, *calls: tuple[Any, ...], device: _Device | None = None) -> Any:
        """Try newer then older spellings of one query; fall back only when a function is missing, not when the
        GPU says "not supported" (the older spelling would say the same, at the cost of another driver call)."""
        for function, *args in calls:
            value = self._call(device, function, *args)
            if value is not _MISSING:
                return value
        return None

    def _device_query(self, device: _Device, function: str, *args: Any) -> Any:
        return self._query(function, device.handle, *args, device=device)

    def _const(self, name: str) -> int:
        return constant(self._nvml, name)

    # ------------------------------------------------------------ inventory

    def inventory(self) -> list[GpuInfo]:
        """Static facts of every GPU, read once and kept (they do not change while the driver is loaded)."""
        if not self._is_available:
            return []
        if self._inventory is None:
            self._inventory = [self._device_info(device) for device in self._devices]
        return list(self._inventory)

    def _device_info(self, device: _Device) -> GpuInfo:
        """A lost or unreadable GPU is still listed, by index, so the user sees it (its sample says why)."""
        fallback_name = f"NVIDIA GPU {device.index}"
        if device.status == "ok":
            try:
                return self._read_device_info(device, fallback_name)
            except _GpuLost:
                pass
        return GpuInfo(
            vendor=VENDOR,
            index=device.index,
            name=fallback_name,
            driver_version=self._driver_version,
            cuda_driver_version=self._cuda_driver_version,
        )

    def _read_device_info(self, device: _Device, fallback_name: str) -> GpuInfo:
        q = self._device_query
        name = text(q(device, "nvmlDeviceGetName")) or fallback_name

        capability = q(device, "nvmlDeviceGetCudaComputeCapability")
        cc = None if capability is None else (int(capability[0]), int(capability[1]))

        architecture = architecture_name(self._nvml, q(device, "nvmlDeviceGetArchitecture"))
        if architecture is None and cc is not None:
            architecture = architecture_from_compute_capability(*cc)

        sm_count, cuda_cores = self._core_counts(device, cc)
        tensor_cores, tensor_generation = None, None
        if cc is not None:
            per_sm, tensor_generation = tensor_cores_per_sm(*cc, name)
            if per_sm is not None and sm_count is not None:
                tensor_cores = per_sm * sm_count

        memory = q(device, "nvmlDeviceGetMemoryInfo")
        bus_width = int_or_none(q(device, "nvmlDeviceGetMemoryBusWidth"))
        max_sm_clock = float_or_none(q(device, "nvmlDeviceGetMaxClockInfo", self._const("NVML_CLOCK_SM")))
        max_mem_clock = float_or_none(q(device, "nvmlDeviceGetMaxClockInfo", self._const("NVML_CLOCK_MEM")))

        power_limit_mw = q(device, "nvmlDeviceGetPowerManagementLimit")
        if power_limit_mw is None:
            power_limit_mw = q(device, "nvmlDeviceGetEnforcedPowerLimit")

        ecc = q(device, "nvmlDeviceGetEccMode")
        mig = q(device, "nvmlDeviceGetMigMode")
        pci = self._query_first(
            ("nvmlDeviceGetPciInfo_v3", device.handle), ("nvmlDeviceGetPciInfo", device.handle), device=device
        )

        return GpuInfo(
            vendor=VENDOR,
            index=device.index,
            name=name,
            uuid=text(q(device, "nvmlDeviceGetUUID")),
            architecture=architecture,
            compute_capability=None if cc is None else f"{cc[0]}.{cc[1]}",
            product_series=product_series(self._nvml, q(device, "nvmlDeviceGetBrand"), name),
            sm_count=sm_count,
            cuda_cores=cuda_cores,
            tensor_cores=tensor_cores,
            tensor_core_generation=tensor_generation,
            memory_total_bytes=int_or_none(getattr(memory, "total", None)),
            memory_bus_width_bits=bus_width,
            memory_type=None,  # nvidia-ml-py exposes no RAM-type query
            unified_memory=is_jetson(name),
            max_sm_clock_mhz=max_sm_clock,
            max_memory_clock_mhz=max_mem_clock,
            peak_memory_bandwidth_gbps=peak_memory_bandwidth_gbps(max_mem_clock, bus_width),
            peak_fp32_tflops=peak_fp32_tflops(cuda_cores, max_sm_clock),
            power_limit_w=milli(power_limit_mw),
            ecc_enabled=None if ecc is None else ecc[0] == self._const("NVML_FEATURE_ENABLED"),
            pcie_max_generation=int_or_none(q(device, "nvmlDeviceGetMaxPcieLinkGeneration")),
            pcie_max_width=int_or_none(q(device, "nvmlDeviceGetMaxPcieLinkWidth")),
            pcie_current_generation=int_or_none(q(device, "nvmlDeviceGetCurrPcieLinkGeneration")),
            pcie_current_width=int_or_none(q(device, "nvmlDeviceGetCurrPcieLinkWidth")),
            driver_version=self._driver_version,
            cuda_driver_version=self._cuda_driver_version,
            mig_enabled=None if mig is None else mig[0] == self._const("NVML_DEVICE_MIG_ENABLE"),
            pci_device_id=pci_device_id(getattr(pci, "pciDeviceId", None)),
            pci_bus_id=text(getattr(pci, "busId", None)),
        )

    def _core_counts(self, device: _Device, cc: tuple[int, int] | None) -> tuple[int | None, int | None]:
        """SM count and CUDA cores: whichever NVML gives, the other from the cores-per-SM table."""
        cores = int_or_none(self._device_query(device, "nvmlDeviceGetNumGpuCores")) or None
        # Documented for MIG device handles only; a whole GPU usually says "not supported", so it is a fallback.
        attributes = self._device_query(device, "nvmlDeviceGetAttributes_v2")
        sms = int_or_none(getattr(attributes, "multiprocessorCount", None)) or None
        per_sm = None if cc is None else cuda_cores_per_sm(*cc)
        if per_sm:
            if sms is None and cores is not None and cores % per_sm == 0:
                sms = cores // per_sm
            if cores is None and sms is not None:
                cores = sms * per_sm
        return sms, cores

    # ------------------------------------------------------------ sampling

    def sample(self, slow: bool) -> list[GpuSample]:
        """One reading per GPU. Temperature, fan, PCIe throughput and processes only when ``slow``: the PCIe
        counters block ~20 ms per call and process lists are heavy."""
        if not self._is_available:
            return []
        samples = []
        for device in self._devices:
            if device.status != "ok":
                samples.append(GpuSample(vendor=VENDOR, index=device.index, status=device.status))
                continue
            try:
                samples.append(self._sample_device(device, slow))
            except _GpuLost:
                samples.append(GpuSample(vendor=VENDOR, index=device.index, status=device.status))
        return samples

    def _sample_device(self, device: _Device, slow: bool) -> GpuSample:
        q = self._device_query
        utilization = q(device, "nvmlDeviceGetUtilizationRates")
        memory = self._memory_info(device)
        power_limit_mw = q(device, "nvmlDeviceGetEnforcedPowerLimit")
        if power_limit_mw is None:
            power_limit_mw = q(device, "nvmlDeviceGetPowerManagementLimit")
        energy_mj = q(device, "nvmlDeviceGetTotalEnergyConsumption")
        reasons = self._query_first(
            ("nvmlDeviceGetCurrentClocksEventReasons", device.handle),
            ("nvmlDeviceGetCurrentClocksThrottleReasons", device.handle),
            device=device,
        )
        fields: dict[str, Any] = {
            "utilization_percent": float_or_none(getattr(utilization, "gpu", None)),
            "memory_utilization_percent": float_or_none(getattr(utilization, "memory", None)),
            "memory_used_bytes": int_or_none(getattr(memory, "used", None)),
            "memory_total_bytes": int_or_none(getattr(memory, "total", None)),
            "power_w": milli(q(device, "nvmlDeviceGetPowerUsage")),
            "power_limit_w": milli(power_limit_mw),
            "sm_clock_mhz": float_or_none(q(device, "nvmlDeviceGetClockInfo", self._const("NVML_CLOCK_SM"))),
            "memory_clock_mhz": float_or_none(q(device, "nvmlDeviceGetClockInfo", self._const("NVML_CLOCK_MEM"))),
            "energy_j": None if energy_mj is None else energy_mj / 1000.0,
            "throttle_reasons": None if reasons is None else throttle_reason_words(self._nvml, int(reasons)),
        }
        if slow:
            fields.update(self._slow_fields(device))
        return GpuSample(vendor=VENDOR, index=device.index, **fields)

    def _memory_info(self, device: _Device) -> Any:
        """Memory as nvidia-smi shows it: the v2 query keeps the driver's reserved memory out of ``used`` (616 MiB
        on an H200, so an idle card read 616 MiB used through v1). v1 where the driver lacks v2 or refuses it, and
        from then on for that GPU."""
        version = getattr(self._nvml, "nvmlMemory_v2", None)
        if version is not None and not device.memory_v1_only:
            memory = self._call(device, "nvmlDeviceGetMemoryInfo", device.handle, version)
            if memory is not None and memory is not _MISSING:
                return memory
            device.memory_v1_only = True
        return self._device_query(device, "nvmlDeviceGetMemoryInfo")

    def _slow_fields(self, device: _Device) -> dict[str, Any]:
        q = self._device_query
        fan = self._query_first(
            ("nvmlDeviceGetFanSpeed", device.handle), ("nvmlDeviceGetFanSpeed_v2", device.handle, 0), device=device
        )
        rx_kb = q(device, "nvmlDeviceGetPcieThroughput", self._const("NVML_PCIE_UTIL_RX_BYTES"))
        tx_kb = q(device, "nvmlDeviceGetPcieThroughput", self._const("NVML_PCIE_UTIL_TX_BYTES"))
        return {
            "temperature_c": float_or_none(q(device, "nvmlDeviceGetTemperature", self._const("NVML_TEMPERATURE_GPU"))),
            "fan_percent": float_or_none(fan),
            "pcie_rx_bytes_per_s": None if rx_kb is None else float(rx_kb) * 1024,
            "pcie_tx_bytes_per_s": None if tx_kb is None else float(tx_kb) * 1024,
            "processes": self._processes(device),
        }

    def _processes(self, device: _Device) -> tuple[GpuProcess, ...] | None:
        """Compute and graphics processes on this GPU, once per pid, largest memory first."""
        compute = self._device_query(device, "nvmlDeviceGetComputeRunningProcesses")
        graphics = self._device_query(device, "nvmlDeviceGetGraphicsRunningProcesses")
        if compute is None and graphics is None:
            return None
        memory_by_pid: dict[int, int | None] = {}
        for info in [*(compute or ()), *(graphics or ())]:
            pid = int_or_none(getattr(info, "pid", None))
            if pid is None:
                continue
            used = process_memory(getattr(info, "usedGpuMemory", None))
            if memory_by_pid.get(pid) is None:
                memory_by_pid[pid] = used
        processes = [
            GpuProcess(pid=pid, name=process_name(pid), used_memory_bytes=used) for pid, used in memory_by_pid.items()
        ]
        processes.sort(key=lambda p: (p.used_memory_bytes is None, -(p.used_memory_bytes or 0), p.pid))
        return tuple(processes)
