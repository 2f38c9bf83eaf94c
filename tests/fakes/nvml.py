"""A test double of the ``pynvml`` module (nvidia-ml-py), for machines without an NVIDIA GPU.

It has the same function names and signatures as the real bindings, returns the real ctypes structures
(``c_nvmlMemory_t``, ``c_nvmlUtilization_t``, ...) and raises the real error classes, re-exported so that
``FakeNvml().NVMLError_GpuIsLost is pynvml.NVMLError_GpuIsLost``. A test in test_nvidia.py checks every name here
against the installed pynvml, so the double cannot drift from the real API.

Configure it with ``FakeNvml(gpus=[FakeGpu(...), ...], init_error=..., missing={...})``:

- a FakeGpu field left None makes its query raise NVMLError_NotSupported, as NVML does for that GPU;
- ``FakeGpu.errors`` maps a function name to the error it raises on that GPU;
- ``FakeGpu.lost`` (or ``FakeNvml.lose(index)``) makes every call on that GPU raise NVMLError_GpuIsLost;
- ``missing`` names functions the module does not have (AttributeError), like older bindings.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

import pynvml

from tests.fakes import FakeLibrary

GIB = 1024**3
MIB = 1024**2
DEAD_PID = 4_194_305 + 4242
"""Above Linux's largest pid_max (2**22), so no process has it."""

# Functions the fake implements: each exists in the real pynvml with the same parameters.
FUNCTION_NAMES: tuple[str, ...] = (
    "nvmlInit",
    "nvmlShutdown",
    "nvmlSystemGetDriverVersion",
    "nvmlSystemGetCudaDriverVersion",
    "nvmlSystemGetCudaDriverVersion_v2",
    "nvmlDeviceGetCount",
    "nvmlDeviceGetHandleByIndex",
    "nvmlDeviceGetName",
    "nvmlDeviceGetUUID",
    "nvmlDeviceGetBrand",
    "nvmlDeviceGetArchitecture",
    "nvmlDeviceGetCudaComputeCapability",
    "nvmlDeviceGetNumGpuCores",
    "nvmlDeviceGetAttributes_v2",
    "nvmlDeviceGetMemoryInfo",
    "nvmlDeviceGetMemoryBusWidth",
    "nvmlDeviceGetMaxClockInfo",
    "nvmlDeviceGetClockInfo",
    "nvmlDeviceGetPowerManagementLimit",
    "nvmlDeviceGetEnforcedPowerLimit",
    "nvmlDeviceGetPowerUsage",
    "nvmlDeviceGetTotalEnergyConsumption",
    "nvmlDeviceGetEccMode",
    "nvmlDeviceGetMigMode",
    "nvmlDeviceGetMaxPcieLinkGeneration",
    "nvmlDeviceGetMaxPcieLinkWidth",
    "nvmlDeviceGetCurrPcieLinkGeneration",
    "nvmlDeviceGetCurrPcieLinkWidth",
    "nvmlDeviceGetPciInfo_v3",
    "nvmlDeviceGetPciInfo",
    "nvmlDeviceGetUtilizationRates",
    "nvmlDeviceGetCurrentClocksEventReasons",
    "nvmlDeviceGetCurrentClocksThrottleReasons",
    "nvmlDeviceGetTemperature",
    "nvmlDeviceGetFanSpeed",
    "nvmlDeviceGetFanSpeed_v2",
    "nvmlDeviceGetPcieThroughput",
    "nvmlDeviceGetComputeRunningProcesses",
    "nvmlDeviceGetGraphicsRunningProcesses",
)

_CONSTANT_PREFIXES = ("NVML_DEVICE_ARCH_", "NVML_BRAND_", "nvmlClocksEventReason", "nvmlClocksThrottleReason")
_CONSTANT_NAMES = (
    "NVML_CLOCK_GRAPHICS",
    "NVML_CLOCK_SM",
    "NVML_CLOCK_MEM",
    "NVML_TEMPERATURE_GPU",
    "NVML_PCIE_UTIL_TX_BYTES",
    "NVML_PCIE_UTIL_RX_BYTES",
    "NVML_FEATURE_DISABLED",
    "NVML_FEATURE_ENABLED",
    "NVML_DEVICE_MIG_DISABLE",
    "NVML_DEVICE_MIG_ENABLE",
    "NVML_VALUE_NOT_AVAILABLE_ulonglong",
    "nvmlMemory_v2",
)
CONSTANT_NAMES: tuple[str, ...] = _CONSTANT_NAMES + tuple(
    sorted(name for name in dir(pynvml) if name.startswith(_CONSTANT_PREFIXES))
)
"""Constants the fake re-exports, with the real values taken from pynvml."""

ERROR_NAMES: tuple[str, ...] = tuple(
    sorted(name for name in dir(pynvml) if name.startswith("NVMLError") or name == "NVMLLibraryMismatchError")
)
"""The real error classes, re-exported unchanged."""


@dataclass(frozen=True)
class FakeHandle:
    """An opaque device handle, like c_nvmlDevice_t."""

    index: int


@dataclass
class FakeGpu:
    """One GPU's answers. None means the GPU does not support that query (NVMLError_NotSupported)."""

    name: str | bytes = "NVIDIA Fake GPU"
    uuid: str | bytes | None = "GPU-00000000-0000-0000-0000-000000000000"
    brand: int | None = pynvml.NVML_BRAND_GEFORCE
    architecture: int | None = pynvml.NVML_DEVICE_ARCH_AMPERE
    compute_capability: tuple[int, int] | None = (8, 6)
    num_gpu_cores: int | None = None
    multiprocessor_count: int | None = None
    """nvmlDeviceGetAttributes_v2: NVML documents it for MIG handles only, so a whole GPU says NotSupported."""
    memory_total: int | None = 8 * GIB
    memory_used: int | None = 0
    memory_reserved: int = 0
    """What the driver sets aside (616 MiB on an H200): the v2 memory query reports it apart, v1 counts it as used."""
    memory_bus_width: int | None = None
    max_sm_clock_mhz: int | None = None
    max_memory_clock_mhz: int | None = None
    sm_clock_mhz: int | None = None
    memory_clock_mhz: int | None = None
    power_usage_mw: int | None = None
    power_limit_mw: int | None = None
    enforced_power_limit_mw: int | None = None
    energy_mj: int | None = None
    ecc_mode: tuple[int, int] | None = None
    mig_mode: tuple[int, int] | None = None
    pcie_max_generation: int | None = None
    pcie_max_width: int | None = None
    pcie_current_generation: int | None = None
    pcie_current_width: int | None = None
    pci_device_id: int | None = None
    """The 16-bit PCI device id (0x2204); NVML's pciDeviceId puts it above the vendor id 0x10de."""
    utilization_gpu: int | None = None
    utilization_memory: int | None = None
    clocks_event_reasons: int | None = None
    temperature_c: int | None = None
    fan_percent: int | None = None
    pcie_rx_kb_per_s: int | None = None
    pcie_tx_kb_per_s: int | None = None
    compute_processes: list[tuple[int, int | None]] | None = field(default_factory=list)
    """(pid, usedGpuMemory) pairs; usedGpuMemory may be None or the raw all-ones "not available" value."""
    graphics_processes: list[tuple[int, int | None]] | None = field(default_factory=list)
    errors: dict[str, type[Exception] | Exception] = field(default_factory=dict)
    """Function name -> error that function raises on this GPU."""
    lost: bool = False


def rtx_3090() -> FakeGpu:
    """A GeForce RTX 3090 as NVML reports it (GA102, cc 8.6, 82 SMs x 128 lanes)."""
    return FakeGpu(
        name="NVIDIA GeForce RTX 3090",
        uuid="GPU-3090aaaa-0000-1111-2222-333344445555",
        brand=pynvml.NVML_BRAND_GEFORCE,
        architecture=pynvml.NVML_DEVICE_ARCH_AMPERE,
        compute_capability=(8, 6),
        num_gpu_cores=82 * 128,
        memory_total=24 * GIB,
        memory_used=3 * GIB,
        memory_bus_width=384,
        max_sm_clock_mhz=1695,
        max_memory_clock_mhz=9751,
        sm_clock_mhz=1395,
        memory_clock_mhz=9501,
        power_usage_mw=287_500,
        power_limit_mw=350_000,
        enforced_power_limit_mw=350_000,
        energy_mj=123_456_789,
        pcie_max_generation=4,
        pcie_max_width=16,
        pcie_current_generation=4,
        pcie_current_width=16,
        pci_device_id=0x2204,
        utilization_gpu=87,
        utilization_memory=42,
        clocks_event_reasons=pynvml.nvmlClocksEventReasonSwPowerCap,
        temperature_c=71,
        fan_percent=65,
        pcie_rx_kb_per_s=2048,
        pcie_tx_kb_per_s=512,
        compute_processes=[(os.getpid(), 2 * GIB)],
        graphics_processes=[(os.getpid(), 2 * GIB)],
    )


def a100_sxm4_40gb() -> FakeGpu:
    """An A100-SXM4-40GB (GA100, cc 8.0, 108 SMs x 64 lanes) that, like this board, reports no fan and here also
    no power readings."""
    return FakeGpu(
        name="NVIDIA A100-SXM4-40GB",
        uuid="GPU-a100bbbb-0000-1111-2222-333344445555",
        brand=pynvml.NVML_BRAND_NVIDIA,
        architecture=pynvml.NVML_DEVICE_ARCH_AMPERE,
        compute_capability=(8, 0),
        num_gpu_cores=108 * 64,
        memory_total=40 * GIB,
        memory_used=0,
        memory_bus_width=5120,
        max_sm_clock_mhz=1410,
        max_memory_clock_mhz=1215,
        sm_clock_mhz=210,
        memory_clock_mhz=1215,
        ecc_mode=(pynvml.NVML_FEATURE_ENABLED, pynvml.NVML_FEATURE_ENABLED),
        mig_mode=(pynvml.NVML_DEVICE_MIG_DISABLE, pynvml.NVML_DEVICE_MIG_DISABLE),
        pcie_max_generation=4,
        pcie_max_width=16,
        pcie_current_generation=4,
        pcie_current_width=16,
        pci_device_id=0x20B0,
        utilization_gpu=0,
        utilization_memory=0,
        clocks_event_reasons=pynvml.nvmlClocksEventReasonGpuIdle,
        temperature_c=33,
        pcie_rx_kb_per_s=0,
        pcie_tx_kb_per_s=0,
    )


def two_gpu_machine(**kwargs: Any) -> FakeNvml:
    """The standard test machine: GPU 0 an RTX 3090, GPU 1 an A100-SXM4-40GB."""
    return FakeNvml(gpus=[rtx_3090(), a100_sxm4_40gb()], **kwargs)


def _raise(error: type[Exception] | Exception) -> None:
    raise error() if isinstance(error, type) else error


def _supported(value: Any) -> Any:
    if value is None:
        raise pynvml.NVMLError_NotSupported()
    return value


def _process_infos(entries: list[tuple[int, int | None]] | None) -> list[Any]:
    """The friendly objects pynvml's process queries return."""
    processes = _supported(entries)
    return [
        pynvml.nvmlFriendlyObject(
            {
                "pid": pid,
                "usedGpuMemory": used,
                "gpuInstanceId": 0xFFFFFFFF,
                "computeInstanceId": 0xFFFFFFFF,
                "usedGpuCcProtectedMemory": 0,
            }
        )
        for pid, used in processes
    ]


class FakeNvml(FakeLibrary):
    """Stands in for the pynvml module. ``calls`` counts calls per function name."""

    module_name = "pynvml"

    def __init__(
        self,
        gpus: list[FakeGpu] | tuple[FakeGpu, ...] = (),
        init_error: type[Exception] | Exception | None = None,
        missing: set[str] | frozenset[str] | tuple[str, ...] = (),
        driver_version: str | bytes = "550.54.14",
        cuda_driver_version: int = 12040,
    ) -> None:
        super().__init__(missing)
        self.gpus = list(gpus)
        self.init_error = init_error
        self.driver_version = driver_version
        self.cuda_driver_version = cuda_driver_version

    def lose(self, index: int) -> None:
        """From now on every call on GPU ``index`` raises NVMLError_GpuIsLost."""
        self.gpus[index].lost = True

    # ------------------------------------------------------------ plumbing

    def _enter(self, function: str) -> None:
        self.calls[function] += 1
        if not self.initialized:
            raise pynvml.NVMLError_Uninitialized()

    def _gpu(self, function: str, handle: FakeHandle) -> FakeGpu:
        self._enter(function)
        if not isinstance(handle, FakeHandle) or not 0 <= handle.index < len(self.gpus):
            raise pynvml.NVMLError_InvalidArgument()
        gpu = self.gpus[handle.index]
        if gpu.lost:
            raise pynvml.NVMLError_GpuIsLost()
        if function in gpu.errors:
            _raise(gpu.errors[function])
        return gpu

    # ------------------------------------------------------------ library and system

    def nvmlInit(self) -> None:
        self.calls["nvmlInit"] += 1
        self.init_calls += 1
        if self.init_error is not None:
            _raise(self.init_error)
        self.initialized = True

    def nvmlShutdown(self) -> None:
        self._enter("nvmlShutdown")
        self.shutdown_calls += 1
        self.initialized = False

    def nvmlSystemGetDriverVersion(self) -> str | bytes:
        self._enter("nvmlSystemGetDriverVersion")
        return self.driver_version

    def nvmlSystemGetCudaDriverVersion(self) -> int:
        self._enter("nvmlSystemGetCudaDriverVersion")
        return self.cuda_driver_version

    def nvmlSystemGetCudaDriverVersion_v2(self) -> int:
        self._enter("nvmlSystemGetCudaDriverVersion_v2")
        return self.cuda_driver_version

    def nvmlDeviceGetCount(self) -> int:
        self._enter("nvmlDeviceGetCount")
        return len(self.gpus)

    def nvmlDeviceGetHandleByIndex(self, index: int) -> FakeHandle:
        self._enter("nvmlDeviceGetHandleByIndex")
        if not 0 <= index < len(self.gpus):
            raise pynvml.NVMLError_InvalidArgument()
        if self.gpus[index].lost:
            raise pynvml.NVMLError_GpuIsLost()
        return FakeHandle(index)

    # ------------------------------------------------------------ static device facts

    def nvmlDeviceGetName(self, handle: FakeHandle) -> str | bytes:
        return self._gpu("nvmlDeviceGetName", handle).name

    def nvmlDeviceGetUUID(self, handle: FakeHandle) -> str | bytes:
        return _supported(self._gpu("nvmlDeviceGetUUID", handle).uuid)

    def nvmlDeviceGetBrand(self, handle: FakeHandle) -> int:
        return _supported(self._gpu("nvmlDeviceGetBrand", handle).brand)

    def nvmlDeviceGetArchitecture(self, device: FakeHandle) -> int:
        return _supported(self._gpu("nvmlDeviceGetArchitecture", device).architecture)

    def nvmlDeviceGetCudaComputeCapability(self, handle: FakeHandle) -> tuple[int, int]:
        return _supported(self._gpu("nvmlDeviceGetCudaComputeCapability", handle).compute_capability)

    def nvmlDeviceGetNumGpuCores(self, device: FakeHandle) -> int:
        return _supported(self._gpu("nvmlDeviceGetNumGpuCores", device).num_gpu_cores)

    def nvmlDeviceGetAttributes_v2(self, device: FakeHandle) -> pynvml.c_nvmlDeviceAttributes:
        gpu = self._gpu("nvmlDeviceGetAttributes_v2", device)
        memory_mb = (gpu.memory_total or 0) // MIB
        return pynvml.c_nvmlDeviceAttributes(
            multiprocessorCount=_supported(gpu.multiprocessor_count), memorySizeMB=memory_mb
        )

    def nvmlDeviceGetMemoryBusWidth(self, device: FakeHandle) -> int:
        return _supported(self._gpu("nvmlDeviceGetMemoryBusWidth", device).memory_bus_width)

    def nvmlDeviceGetMaxClockInfo(self, handle: FakeHandle, type: int) -> int:  # pynvml names it "type"
        gpu = self._gpu("nvmlDeviceGetMaxClockInfo", handle)
        if type in (pynvml.NVML_CLOCK_SM, pynvml.NVML_CLOCK_GRAPHICS):
            return _supported(gpu.max_sm_clock_mhz)
        if type == pynvml.NVML_CLOCK_MEM:
            return _supported(gpu.max_memory_clock_mhz)
        raise pynvml.NVMLError_InvalidArgument()

    def nvmlDeviceGetPowerManagementLimit(self, handle: FakeHandle) -> int:
        return _supported(self._gpu("nvmlDeviceGetPowerManagementLimit", handle).power_limit_mw)

    def nvmlDeviceGetEnforcedPowerLimit(self, handle: FakeHandle) -> int:
        return _supported(self._gpu("nvmlDeviceGetEnforcedPowerLimit", handle).enforced_power_limit_mw)

    def nvmlDeviceGetEccMode(self, handle: FakeHandle) -> list[int]:
        return list(_supported(self._gpu("nvmlDeviceGetEccMode", handle).ecc_mode))

    def nvmlDeviceGetMigMode(self, device: FakeHandle) -> list[int]:
        return list(_supported(self._gpu("nvmlDeviceGetMigMode", device).mig_mode))

    def nvmlDeviceGetMaxPcieLinkGeneration(self, handle: FakeHandle) -> int:
        return _supported(self._gpu("nvmlDeviceGetMaxPcieLinkGeneration", handle).pcie_max_generation)

    def nvmlDeviceGetMaxPcieLinkWidth(self, handle: FakeHandle) -> int:
        return _supported(self._gpu("nvmlDeviceGetMaxPcieLinkWidth", handle).pcie_max_width)

    def nvmlDeviceGetCurrPcieLinkGeneration(self, handle: FakeHandle) -> int:
        return _supported(self._gpu("nvmlDeviceGetCurrPcieLinkGeneration", handle).pcie_current_generation)

    def nvmlDeviceGetCurrPcieLinkWidth(self, handle: FakeHandle) -> int:
        return _supported(self._gpu("nvmlDeviceGetCurrPcieLinkWidth", handle).pcie_current_width)

    def nvmlDeviceGetPciInfo_v3(self, handle: FakeHandle) -> pynvml.nvmlPciInfo_t:
        return self._pci_info("nvmlDeviceGetPciInfo_v3", handle)

    def nvmlDeviceGetPciInfo(self, handle: FakeHandle) -> pynvml.nvmlPciInfo_t:
        return self._pci_info("nvmlDeviceGetPciInfo", handle)

    def _pci_info(self, function: str, handle: FakeHandle) -> pynvml.nvmlPciInfo_t:
        gpu = self._gpu(function, handle)
        bus_id = f"00000000:{handle.index + 1:02X}:00.0".encode()
        return pynvml.nvmlPciInfo_t(
            busIdLegacy=bus_id,
            domain=0,
            bus=handle.index + 1,
            device=0,
            pciDeviceId=(_supported(gpu.pci_device_id) << 16) | 0x10DE,
            pciSubSystemId=0,
            busId=bus_id,
        )

    # ------------------------------------------------------------ live readings

    def nvmlDeviceGetMemoryInfo(self, handle: FakeHandle,
                                version: int | None = None) -> pynvml.c_nvmlMemory_t | pynvml.c_nvmlMemory_v2_t:
        """As nvidia-ml-py: no version is the v1 query (``used`` includes the reserved memory); a version calls
        nvmlDeviceGetMemoryInfo_v2 (``errors`` may name it: an older driver), which keeps ``reserved`` apart and
        refuses any version but nvmlMemory_v2 (NVML_ERROR_ARGUMENT_VERSION_MISMATCH)."""
        gpu = self._gpu("nvmlDeviceGetMemoryInfo", handle)
        total, used = _supported(gpu.memory_total), _supported(gpu.memory_used)
        if not version:
            used += gpu.memory_reserved
            return pynvml.c_nvmlMemory_t(total=total, free=total - used, used=used)
        self._gpu("nvmlDeviceGetMemoryInfo_v2", handle)
        if version != pynvml.nvmlMemory_v2:
            raise pynvml.NVMLError(pynvml.NVML_ERROR_ARGUMENT_VERSION_MISMATCH)
        return pynvml.c_nvmlMemory_v2_t(version=version, total=total, reserved=gpu.memory_reserved,
                                        free=total - used - gpu.memory_reserved, used=used)

    def nvmlDeviceGetUtilizationRates(self, handle: FakeHandle) -> pynvml.c_nvmlUtilization_t:
        gpu = self._gpu("nvmlDeviceGetUtilizationRates", handle)
        return pynvml.c_nvmlUtilization_t(
            gpu=_supported(gpu.utilization_gpu), memory=_supported(gpu.utilization_memory)
        )

    def nvmlDeviceGetClockInfo(self, handle: FakeHandle, type: int) -> int:  # pynvml names it "type"
        gpu = self._gpu("nvmlDeviceGetClockInfo", handle)
        if type in (pynvml.NVML_CLOCK_SM, pynvml.NVML_CLOCK_GRAPHICS):
            return _supported(gpu.sm_clock_mhz)
        if type == pynvml.NVML_CLOCK_MEM:
            return _supported(gpu.memory_clock_mhz)
        raise pynvml.NVMLError_InvalidArgument()

    def nvmlDeviceGetPowerUsage(self, handle: FakeHandle) -> int:
        return _supported(self._gpu("nvmlDeviceGetPowerUsage", handle).power_usage_mw)

    def nvmlDeviceGetTotalEnergyConsumption(self, handle: FakeHandle) -> int:
        return _supported(self._gpu("nvmlDeviceGetTotalEnergyConsumption", handle).energy_mj)

    def nvmlDeviceGetCurrentClocksEventReasons(self, handle: FakeHandle) -> int:
        return _supported(self._gpu("nvmlDeviceGetCurrentClocksEventReasons", handle).clocks_event_reasons)

    def nvmlDeviceGetCurrentClocksThrottleReasons(self, handle: FakeHandle) -> int:
        return _supported(self._gpu("nvmlDeviceGetCurrentClocksThrottleReasons", handle).clocks_event_reasons)

    def nvmlDeviceGetTemperature(self, handle: FakeHandle, sensor: int) -> int:
        gpu = self._gpu("nvmlDeviceGetTemperature", handle)
        if sensor != pynvml.NVML_TEMPERATURE_GPU:
            raise pynvml.NVMLError_InvalidArgument()
        return _supported(gpu.temperature_c)

    def nvmlDeviceGetFanSpeed(self, handle: FakeHandle) -> int:
        return _supported(self._gpu("nvmlDeviceGetFanSpeed", handle).fan_percent)

    def nvmlDeviceGetFanSpeed_v2(self, handle: FakeHandle, fan: int) -> int:
        gpu = self._gpu("nvmlDeviceGetFanSpeed_v2", handle)
        if gpu.fan_percent is not None and fan != 0:
            raise pynvml.NVMLError_InvalidArgument()
        return _supported(gpu.fan_percent)

    def nvmlDeviceGetPcieThroughput(self, device: FakeHandle, counter: int) -> int:
        gpu = self._gpu("nvmlDeviceGetPcieThroughput", device)
        if counter == pynvml.NVML_PCIE_UTIL_RX_BYTES:
            return _supported(gpu.pcie_rx_kb_per_s)
        if counter == pynvml.NVML_PCIE_UTIL_TX_BYTES:
            return _supported(gpu.pcie_tx_kb_per_s)
        raise pynvml.NVMLError_InvalidArgument()

    def nvmlDeviceGetComputeRunningProcesses(self, handle: FakeHandle) -> list[Any]:
        return _process_infos(self._gpu("nvmlDeviceGetComputeRunningProcesses", handle).compute_processes)

    def nvmlDeviceGetGraphicsRunningProcesses(self, handle: FakeHandle) -> list[Any]:
        return _process_infos(self._gpu("nvmlDeviceGetGraphicsRunningProcesses", handle).graphics_processes)


for _name in CONSTANT_NAMES + ERROR_NAMES:
    setattr(FakeNvml, _name, getattr(pynvml, _name))
del _name
