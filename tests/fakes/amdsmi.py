"""A test double of ROCm's ``amdsmi`` Python package, for machines without an AMD GPU.

Names, parameters, enum members and returned dict keys follow ``py-interface/amdsmi_interface.py`` and
``amdsmi_exception.py`` of ROCm/amdsmi (ROCm 6.2/6.3, ``rocm=6``) and ROCm/rocm-systems ``projects/amdsmi``
(ROCm 7, ``rocm=7``, the default). Like the real package it:

- raises ``AmdSmiLibraryException(err_code)`` with the real ``amdsmi_status_t`` codes (NOT_SUPPORTED = 2, ...);
- raises ``AmdSmiParameterException`` when a handle or an enum argument has the wrong type;
- returns the string ``"N/A"`` for fields the board does not fill (the fake uses None for those).

Configure it with ``FakeAmdSmi(gpus=[FakeGpu(...), ...], init_error=..., missing={...}, rocm=7)``:

- a FakeGpu field left None is "N/A" in dicts, or AMDSMI_STATUS_NOT_SUPPORTED where the real call fails instead;
- ``FakeGpu.errors`` maps a function name to the status code that function raises on that GPU;
- ``missing`` names functions or enums the package does not have (AttributeError), like older releases;
- ``kfd_only`` lists processes seen only by ``amdsmi_get_gpu_compute_process_info`` (per-GPU list denied).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from types import SimpleNamespace
from typing import Any

from tests.fakes import FakeLibrary

GIB = 1024**3
MIB = 1024**2

# ---------------------------------------------------------------- amdsmi_status_t (amdsmi_wrapper)

AMDSMI_STATUS_SUCCESS = 0
AMDSMI_STATUS_INVAL = 1
AMDSMI_STATUS_NOT_SUPPORTED = 2
AMDSMI_STATUS_FAIL_LOAD_MODULE = 4
AMDSMI_STATUS_DRM_ERROR = 6
AMDSMI_STATUS_NO_PERM = 10
AMDSMI_STATUS_INIT_ERROR = 18
AMDSMI_STATUS_NOT_FOUND = 31
AMDSMI_STATUS_NOT_INIT = 32
AMDSMI_STATUS_DRIVER_NOT_LOADED = 34
AMDSMI_STATUS_NO_DATA = 40

_STATUS_TEXT = {
    AMDSMI_STATUS_INVAL: "AMDSMI_STATUS_INVAL - Invalid parameters",
    AMDSMI_STATUS_NOT_SUPPORTED: "AMDSMI_STATUS_NOT_SUPPORTED - Feature not supported",
    AMDSMI_STATUS_FAIL_LOAD_MODULE: "AMDSMI_STATUS_FAIL_LOAD_MODULE - Fail to load lib",
    AMDSMI_STATUS_DRM_ERROR: "AMDSMI_STATUS_DRM_ERROR - Error when called libdrm",
    AMDSMI_STATUS_NO_PERM: "AMDSMI_STATUS_NO_PERM - Permission Denied",
    AMDSMI_STATUS_INIT_ERROR: "AMDSMI_STATUS_INIT_ERROR - Initialization error",
    AMDSMI_STATUS_NOT_FOUND: "AMDSMI_STATUS_NOT_FOUND - Device Not found",
    AMDSMI_STATUS_NOT_INIT: "AMDSMI_STATUS_NOT_INIT - Device not initialized",
    AMDSMI_STATUS_DRIVER_NOT_LOADED: "AMDSMI_STATUS_DRIVER_NOT_LOADED - Driver not loaded",
    AMDSMI_STATUS_NO_DATA: "AMDSMI_STATUS_NO_DATA - No data was found for given input",
}

amdsmi_wrapper = SimpleNamespace(**{k: v for k, v in globals().items() if k.startswith("AMDSMI_STATUS_")})
"""The real package reaches status codes as ``amdsmi.amdsmi_wrapper.AMDSMI_STATUS_*``."""


# ---------------------------------------------------------------- exceptions (amdsmi_exception.py)


class AmdSmiException(Exception):
    """Base smi exception class"""


class AmdSmiLibraryException(AmdSmiException):
    def __init__(self, err_code: int) -> None:
        err_code = abs(err_code)
        super().__init__(err_code)
        self.err_code = err_code
        self.set_err_info()

    def __str__(self) -> str:
        return f"Error code:\n\t{self.err_code} | {self.err_info}"

    def get_error_info(self, detailed: bool = True) -> str:
        return self.err_info if detailed else str(self.err_info).split(" - ")[0]

    def get_error_code(self) -> int:
        return self.err_code

    def set_err_info(self) -> None:
        self.err_info = _STATUS_TEXT.get(self.err_code, "AMDSMI_STATUS_UNKNOWN_ERROR - An unknown error occurred")


class AmdSmiRetryException(AmdSmiLibraryException):
    def __init__(self) -> None:
        super().__init__(9)


class AmdSmiTimeoutException(AmdSmiLibraryException):
    def __init__(self) -> None:
        super().__init__(8)


class AmdSmiParameterException(AmdSmiException):
    def __init__(self, receivedValue: Any, expectedType: Any, msg: str | None = None) -> None:
        super().__init__(msg)
        self.err_code = None
        self.actualType = type(receivedValue)
        self.expectedType = expectedType
        self.err_msg = msg or f"Invalid parameter:\nActual type: {self.actualType}\nExpected type: {expectedType}"

    def __str__(self) -> str:
        return self.err_msg


class AmdSmiKeyException(AmdSmiException):
    def __init__(self, key: str) -> None:
        super().__init__()
        self.key = key
        self.err_msg = "Key " + key + " is missing from dictionary"

    def __str__(self) -> str:
        return self.err_msg


class AmdSmiBdfFormatException(AmdSmiException):
    def __init__(self, bdf: Any) -> None:
        super().__init__()
        self.bdf = bdf

    def __str__(self) -> str:
        return f"Wrong BDF format: {self.bdf}."


# ---------------------------------------------------------------- enums (values from amdsmi_wrapper.py)


class AmdSmiInitFlags(IntEnum):
    INIT_ALL_PROCESSORS = 0xFFFFFFFF
    INIT_AMD_CPUS = 1
    INIT_AMD_GPUS = 2
    INIT_NON_AMD_CPUS = 4
    INIT_NON_AMD_GPUS = 8
    INIT_AMD_APUS = 3


class AmdSmiClkType(IntEnum):
    SYS = 0
    GFX = 0
    DF = 1
    DCEF = 2
    SOC = 3
    MEM = 4
    PCIE = 5
    VCLK0 = 6
    VCLK1 = 7
    DCLK0 = 8
    DCLK1 = 9


class AmdSmiTemperatureType(IntEnum):
    EDGE = 0
    HOTSPOT = 1
    JUNCTION = 1
    VRAM = 2
    HBM_0 = 3
    HBM_1 = 4
    HBM_2 = 5
    HBM_3 = 6
    PLX = 7


class AmdSmiTemperatureMetric(IntEnum):
    CURRENT = 0
    MAX = 1
    MIN = 2
    MAX_HYST = 3
    MIN_HYST = 4
    CRITICAL = 5
    CRITICAL_HYST = 6
    EMERGENCY = 7
    EMERGENCY_HYST = 8
    CRIT_MIN = 9
    CRIT_MIN_HYST = 10
    OFFSET = 11
    LOWEST = 12
    HIGHEST = 13


class AmdSmiMemoryType(IntEnum):
    VRAM = 0
    VIS_VRAM = 1
    GTT = 2


class AmdSmiVramType(IntEnum):
    """ROCm 7 only; ROCm 6 packages lack it and callers map amdsmi_vram_type_t themselves.

    As in amdsmi 7.0.2, HBM3E (5) and DDR5 (13) are missing although newer amdsmi.h define them and the library may
    report them: callers need their own table for those codes too.
    """

    UNKNOWN = 0
    HBM = 1
    HBM2 = 2
    HBM2E = 3
    HBM3 = 4
    DDR2 = 10
    DDR3 = 11
    DDR4 = 12
    GDDR1 = 17
    GDDR2 = 18
    GDDR3 = 19
    GDDR4 = 20
    GDDR5 = 21
    GDDR6 = 22
    GDDR7 = 23


VRAM_HBM2E = 3
VRAM_DDR5 = 13
"""amdsmi_vram_type_t's DDR5 in newer amdsmi.h, which AmdSmiVramType (7.0.2) does not name."""
VRAM_GDDR6 = 22

# ---------------------------------------------------------------- GPUs


@dataclass(frozen=True)
class FakeHandle:
    """An opaque processor handle, like amdsmi_wrapper.amdsmi_processor_handle."""

    index: int


@dataclass
class FakeGpu:
    """One GPU's answers. None is "N/A" inside a dict, or NOT_SUPPORTED where the real call raises."""

    market_name: str = "AMD Radeon Graphics"
    device_id: int = 0x744C
    num_compute_units: int | None = 64
    target_graphics_version: str = "gfx1100"
    uuid: str = "00ff744c-0000-1000-8000-000000000000"
    driver_version: str = "6.8.5"
    vram_type: int = VRAM_GDDR6
    vram_size_mb: int = 16368
    vram_bit_width: int | None = 256
    vram_max_bandwidth: int | None = None
    """GB/s; ROCm 7 only."""
    memory_total: int | None = 16368 * MIB
    memory_used: int | None = 0
    gfx_clk: int | None = 500
    gfx_max_clk: int | None = 2500
    mem_clk: int | None = 96
    mem_max_clk: int | None = 1250
    gfx_activity: int | None = 0
    umc_activity: int | None = 0
    mm_activity: int | None = None
    current_socket_power: int | None = None
    average_socket_power: int | None = None
    power_cap_uw: int | None = None
    energy_accumulator: int | None = None
    counter_resolution: float = 15.259
    temperatures: dict[str, int] = field(default_factory=dict)
    """AmdSmiTemperatureType name -> degrees C; other sensors say NOT_SUPPORTED."""
    fan_speed: int | None = None
    fan_speed_max: int = 255
    pcie_max_width: int | None = 16
    pcie_max_speed: int | None = 16000
    pcie_interface_version: int | None = 4
    pcie_width: int | None = 16
    pcie_speed: int | None = 16000
    processes: list[tuple[int, str, int]] | None = field(default_factory=list)
    """(pid, name, VRAM bytes); None makes amdsmi_get_gpu_process_list fail with NO_PERM, as without root."""
    errors: dict[str, int] = field(default_factory=dict)
    """Function name -> amdsmi_status_t that function raises on this GPU."""


def instinct_mi210() -> FakeGpu:
    """An Instinct MI210 (Aldebaran, CDNA2): 104 CUs, 64 GB HBM2E on 4096 bits, passively cooled (no fan)."""
    return FakeGpu(
        market_name="AMD Instinct MI210",
        device_id=0x740F,
        num_compute_units=104,
        target_graphics_version="gfx90a",
        uuid="6aff740f-0000-1000-80c7-8d3b2a1c9e01",
        driver_version="6.8.5",
        vram_type=VRAM_HBM2E,
        vram_size_mb=65520,
        vram_bit_width=4096,
        vram_max_bandwidth=1638,
        memory_total=65520 * MIB,
        memory_used=12 * GIB,
        gfx_clk=1700,
        gfx_max_clk=1700,
        mem_clk=1600,
        mem_max_clk=1600,
        gfx_activity=87,
        umc_activity=41,
        mm_activity=None,
        current_socket_power=None,  # MI200 fills the average; MI300 and newer the current power
        average_socket_power=247,
        power_cap_uw=300_000_000,
        energy_accumulator=123_456_789,
        counter_resolution=15.259,
        temperatures={"EDGE": 45, "HOTSPOT": 52, "VRAM": 48},
        fan_speed=None,
        processes=[(4242, "python3", 8 * GIB)],
    )


def radeon_rx_7900_xtx() -> FakeGpu:
    """A Radeon RX 7900 XTX (Navi 31, RDNA3): 96 CUs, 24 GB GDDR6 on 384 bits, 20 Gbps (MCLK 1250 MHz)."""
    return FakeGpu(
        market_name="AMD Radeon RX 7900 XTX",
        device_id=0x744C,
        num_compute_units=96,
        target_graphics_version="gfx1100",
        uuid="d5ff744c-0000-1000-8045-a1b2c3d4e5f6",
        driver_version="6.10.5",
        vram_type=VRAM_GDDR6,
        vram_size_mb=24560,
        vram_bit_width=384,
        vram_max_bandwidth=None,
        memory_total=24560 * MIB,
        memory_used=20 * GIB,
        gfx_clk=2482,
        gfx_max_clk=2500,
        mem_clk=1249,
        mem_max_clk=1250,
        gfx_activity=99,
        umc_activity=63,
        mm_activity=0,
        current_socket_power=None,
        average_socket_power=351,
        power_cap_uw=355_000_000,
        energy_accumulator=98_765_432,
        counter_resolution=15.259,
        temperatures={"EDGE": 62, "HOTSPOT": 78, "VRAM": 70},
        fan_speed=102,
        fan_speed_max=255,
        pcie_interface_version=4,
        processes=[(5151, "train.py", 19 * GIB)],
    )


def radeon_780m() -> FakeGpu:
    """A Radeon 780M APU (Phoenix, RDNA3): no power sensor, no fan, no memory-controller activity, no bus width."""
    return FakeGpu(
        market_name="AMD Radeon 780M",
        device_id=0x15BF,
        num_compute_units=12,
        target_graphics_version="gfx1103",
        uuid="00ff15bf-0000-1000-8000-000000000000",
        vram_type=VRAM_DDR5,
        vram_size_mb=512,
        vram_bit_width=None,
        memory_total=512 * MIB,
        memory_used=300 * MIB,
        gfx_clk=800,
        gfx_max_clk=2700,
        mem_clk=None,
        mem_max_clk=None,
        gfx_activity=5,
        umc_activity=None,
        temperatures={"EDGE": 41},
        fan_speed=None,
        pcie_max_width=None,
        pcie_max_speed=None,
        pcie_interface_version=None,
        pcie_width=None,
        pcie_speed=None,
        processes=None,
        errors={
            "amdsmi_get_power_info": AMDSMI_STATUS_NOT_SUPPORTED,
            "amdsmi_get_power_cap_info": AMDSMI_STATUS_NOT_SUPPORTED,
            "amdsmi_get_energy_count": AMDSMI_STATUS_NOT_SUPPORTED,
            "amdsmi_get_pcie_info": AMDSMI_STATUS_NOT_SUPPORTED,
        },
    )


# ---------------------------------------------------------------- the module double

FUNCTION_NAMES: tuple[str, ...] = (
    "amdsmi_init",
    "amdsmi_shut_down",
    "amdsmi_get_processor_handles",
    "amdsmi_get_gpu_asic_info",
    "amdsmi_get_gpu_device_uuid",
    "amdsmi_get_gpu_driver_info",
    "amdsmi_get_gpu_vram_info",
    "amdsmi_get_gpu_vram_usage",
    "amdsmi_get_gpu_memory_total",
    "amdsmi_get_gpu_memory_usage",
    "amdsmi_get_gpu_activity",
    "amdsmi_get_power_info",
    "amdsmi_get_power_cap_info",
    "amdsmi_get_clock_info",
    "amdsmi_get_energy_count",
    "amdsmi_get_temp_metric",
    "amdsmi_get_gpu_fan_speed",
    "amdsmi_get_gpu_fan_speed_max",
    "amdsmi_get_pcie_info",
    "amdsmi_get_gpu_process_list",
    "amdsmi_get_gpu_compute_process_info",
    "amdsmi_get_gpu_compute_process_gpus",
)
"""Functions the fake implements; each exists in the real package with the same parameters."""


def _na(value: Any) -> Any:
    return "N/A" if value is None else value


class FakeAmdSmi(FakeLibrary):
    """Stands in for the ``amdsmi`` package. ``calls`` counts calls per function name."""

    module_name = "amdsmi"

    amdsmi_wrapper = amdsmi_wrapper
    AmdSmiException = AmdSmiException
    AmdSmiLibraryException = AmdSmiLibraryException
    AmdSmiRetryException = AmdSmiRetryException
    AmdSmiTimeoutException = AmdSmiTimeoutException
    AmdSmiParameterException = AmdSmiParameterException
    AmdSmiKeyException = AmdSmiKeyException
    AmdSmiBdfFormatException = AmdSmiBdfFormatException
    AmdSmiInitFlags = AmdSmiInitFlags
    AmdSmiClkType = AmdSmiClkType
    AmdSmiTemperatureType = AmdSmiTemperatureType
    AmdSmiTemperatureMetric = AmdSmiTemperatureMetric
    AmdSmiMemoryType = AmdSmiMemoryType
    AmdSmiVramType = AmdSmiVramType

    def __init__(
        self,
        gpus: list[FakeGpu] | tuple[FakeGpu, ...] = (),
        init_error: int | Exception | None = None,
        missing: set[str] | frozenset[str] | tuple[str, ...] = (),
        rocm: int = 7,
        kfd_only: dict[int, list[tuple[int, str, int]]] | None = None,
    ) -> None:
        # ROCm 6 packages have no AmdSmiVramType enum.
        super().__init__(frozenset(missing) | (frozenset({"AmdSmiVramType"}) if rocm < 7 else frozenset()))
        self.gpus = list(gpus)
        self.init_error = init_error
        self.rocm = rocm
        # GPU index -> (pid, name, VRAM bytes) visible only in the KFD list, for GPUs whose per-GPU list is denied.
        self.kfd_only = dict(kfd_only or {})

    # ------------------------------------------------------------ plumbing

    def _enter(self, function: str) -> None:
        self.calls[function] += 1
        if not self.initialized:
            raise AmdSmiLibraryException(AMDSMI_STATUS_NOT_INIT)

    def _gpu(self, function: str, handle: Any) -> FakeGpu:
        self._enter(function)
        if not isinstance(handle, FakeHandle):
            raise AmdSmiParameterException(handle, FakeHandle)
        if not 0 <= handle.index < len(self.gpus):
            raise AmdSmiLibraryException(AMDSMI_STATUS_NOT_FOUND)
        gpu = self.gpus[handle.index]
        if function in gpu.errors:
            raise AmdSmiLibraryException(gpu.errors[function])
        return gpu

    @staticmethod
    def _check_enum(value: Any, enum: type[IntEnum]) -> None:
        if not isinstance(value, enum):
            raise AmdSmiParameterException(value, enum)

    # ------------------------------------------------------------ library

    def amdsmi_init(self, flag: AmdSmiInitFlags = AmdSmiInitFlags.INIT_AMD_GPUS) -> None:
        self.calls["amdsmi_init"] += 1
        self.init_calls += 1
        if not isinstance(flag, AmdSmiInitFlags):
            raise AmdSmiParameterException(flag, AmdSmiInitFlags)
        if isinstance(self.init_error, Exception):
            raise self.init_error
        if self.init_error is not None:
            raise AmdSmiLibraryException(self.init_error)
        self.initialized = True

    def amdsmi_shut_down(self) -> None:
        self._enter("amdsmi_shut_down")
        self.shutdown_calls += 1
        self.initialized = False

    def amdsmi_get_processor_handles(self) -> list[FakeHandle]:
        self._enter("amdsmi_get_processor_handles")
        return [FakeHandle(i) for i in range(len(self.gpus))]

    # ------------------------------------------------------------ static information

    def amdsmi_get_gpu_asic_info(self, processor_handle: FakeHandle) -> dict[str, Any]:
        gpu = self._gpu("amdsmi_get_gpu_asic_info", processor_handle)
        info: dict[str, Any] = {
            "market_name": gpu.market_name or "N/A",
            "vendor_id": hex(0x1002),
            "vendor_name": "Advanced Micro Devices Inc. [AMD/ATI]",
            "subvendor_id": "0x1002",
            "device_id": hex(gpu.device_id),
            "rev_id": "0x00",
            "asic_serial": "0x6B2A1C9E01D3F4A5",
            "oam_id": "N/A",
            "num_compute_units": _na(gpu.num_compute_units),
            "target_graphics_version": gpu.target_graphics_version,
        }
        if self.rocm >= 7:
            info["subsystem_id"] = "0x0c34"
            info["flags"] = 0
        return info

    def amdsmi_get_gpu_device_uuid(self, processor_handle: FakeHandle) -> str:
        return self._gpu("amdsmi_get_gpu_device_uuid", processor_handle).uuid

    def amdsmi_get_gpu_driver_info(self, processor_handle: FakeHandle) -> dict[str, Any]:
        gpu = self._gpu("amdsmi_get_gpu_driver_info", processor_handle)
        return {"driver_name": "amdgpu", "driver_version": gpu.driver_version, "driver_date": "2015/01/01 00:00"}

    def amdsmi_get_gpu_vram_info(self, processor_handle: FakeHandle) -> dict[str, Any]:
        gpu = self._gpu("amdsmi_get_gpu_vram_info", processor_handle)
        if self.rocm < 7:
            # ROCm 6 leaves an unknown bit width as the raw uint32 maximum and the vendor as an enum value.
            width = 0xFFFFFFFF if gpu.vram_bit_width is None else gpu.vram_bit_width
            return {
                "vram_type": gpu.vram_type,
                "vram_vendor": 6,
                "vram_size": gpu.vram_size_mb,
                "vram_bit_width": width,
            }
        return {
            "vram_type": gpu.vram_type,
            "vram_vendor": "SAMSUNG",
            "vram_size": gpu.vram_size_mb,
            "vram_bit_width": _na(gpu.vram_bit_width),
            "vram_max_bandwidth": _na(gpu.vram_max_bandwidth),
        }

    def amdsmi_get_power_cap_info(self, processor_handle: FakeHandle) -> dict[str, Any]:
        gpu = self._gpu("amdsmi_get_power_cap_info", processor_handle)
        if gpu.power_cap_uw is None:
            raise AmdSmiLibraryException(AMDSMI_STATUS_NOT_SUPPORTED)
        return {
            "power_cap": gpu.power_cap_uw,
            "default_power_cap": gpu.power_cap_uw,
            "dpm_cap": 0,
            "min_power_cap": 0,
            "max_power_cap": gpu.power_cap_uw,
        }

    def amdsmi_get_pcie_info(self, processor_handle: FakeHandle) -> dict[str, Any]:
        gpu = self._gpu("amdsmi_get_pcie_info", processor_handle)
        return {
            "pcie_static": {
                "max_pcie_width": _na(gpu.pcie_max_width),
                "max_pcie_speed": _na(gpu.pcie_max_speed),
                "pcie_interface_version": _na(gpu.pcie_interface_version),
                "slot_type": "PCIE",
            },
            "pcie_metric": {
                "pcie_width": _na(gpu.pcie_width),
                "pcie_speed": _na(gpu.pcie_speed),
                "pcie_bandwidth": "N/A",
                "pcie_replay_count": 0,
                "pcie_l0_to_recovery_count": 0,
                "pcie_replay_roll_over_count": 0,
                "pcie_nak_sent_count": 0,
                "pcie_nak_received_count": 0,
                "pcie_lc_perf_other_end_recovery_count": "N/A",
            },
        }

    # ------------------------------------------------------------ monitoring

    def amdsmi_get_gpu_activity(self, processor_handle: FakeHandle) -> dict[str, Any]:
        gpu = self._gpu("amdsmi_get_gpu_activity", processor_handle)
        return {
            "gfx_activity": _na(gpu.gfx_activity),
            "umc_activity": _na(gpu.umc_activity),
            "mm_activity": _na(gpu.mm_activity),
        }

    def amdsmi_get_gpu_memory_total(self, processor_handle: FakeHandle, mem_type: AmdSmiMemoryType) -> int:
        gpu = self._gpu("amdsmi_get_gpu_memory_total", processor_handle)
        self._check_enum(mem_type, AmdSmiMemoryType)
        if mem_type != AmdSmiMemoryType.VRAM or gpu.memory_total is None:
            raise AmdSmiLibraryException(AMDSMI_STATUS_NOT_SUPPORTED)
        return gpu.memory_total

    def amdsmi_get_gpu_memory_usage(self, processor_handle: FakeHandle, mem_type: AmdSmiMemoryType) -> int:
        gpu = self._gpu("amdsmi_get_gpu_memory_usage", processor_handle)
        self._check_enum(mem_type, AmdSmiMemoryType)
        if mem_type != AmdSmiMemoryType.VRAM or gpu.memory_used is None:
            raise AmdSmiLibraryException(AMDSMI_STATUS_NOT_SUPPORTED)
        return gpu.memory_used

    def amdsmi_get_gpu_vram_usage(self, processor_handle: FakeHandle) -> dict[str, Any]:
        gpu = self._gpu("amdsmi_get_gpu_vram_usage", processor_handle)
        return {"vram_total": (gpu.memory_total or 0) // MIB, "vram_used": (gpu.memory_used or 0) // MIB}

    def amdsmi_get_power_info(self, processor_handle: FakeHandle) -> dict[str, Any]:
        gpu = self._gpu("amdsmi_get_power_info", processor_handle)
        # power_limit is hwmon's power1_cap as read, in microwatts.
        info: dict[str, Any] = {
            "current_socket_power": _na(gpu.current_socket_power),
            "average_socket_power": _na(gpu.average_socket_power),
            "gfx_voltage": 1050,
            "soc_voltage": 900,
            "mem_voltage": 1250,
            "power_limit": _na(gpu.power_cap_uw),
        }
        if self.rocm >= 7:
            socket = gpu.current_socket_power if gpu.current_socket_power is not None else gpu.average_socket_power
            info = {"socket_power": _na(socket), **info, "ubb_power": "N/A"}
        return info

    def amdsmi_get_clock_info(self, processor_handle: FakeHandle, clock_type: AmdSmiClkType) -> dict[str, Any]:
        gpu = self._gpu("amdsmi_get_clock_info", processor_handle)
        self._check_enum(clock_type, AmdSmiClkType)
        if clock_type == AmdSmiClkType.GFX:
            clk, max_clk, min_clk = gpu.gfx_clk, gpu.gfx_max_clk, 500
        elif clock_type == AmdSmiClkType.MEM:
            clk, max_clk, min_clk = gpu.mem_clk, gpu.mem_max_clk, 96
        else:
            raise AmdSmiLibraryException(AMDSMI_STATUS_NOT_SUPPORTED)
        if clk is None:
            raise AmdSmiLibraryException(AMDSMI_STATUS_NOT_SUPPORTED)
        return {"clk": clk, "min_clk": min_clk, "max_clk": _na(max_clk), "clk_locked": False, "clk_deep_sleep": 0}

    def amdsmi_get_energy_count(self, processor_handle: FakeHandle) -> dict[str, Any]:
        gpu = self._gpu("amdsmi_get_energy_count", processor_handle)
        if gpu.energy_accumulator is None:
            raise AmdSmiLibraryException(AMDSMI_STATUS_NOT_SUPPORTED)
        info: dict[str, Any] = {
            "energy_accumulator": gpu.energy_accumulator,
            "counter_resolution": gpu.counter_resolution,
            "timestamp": 1_700_000_000_000_000_000,
        }
        if self.rocm < 7:
            info = {"power": gpu.energy_accumulator, **info}  # "deprecating in 6.4"
        return info

    def amdsmi_get_temp_metric(
        self, processor_handle: FakeHandle, sensor_type: AmdSmiTemperatureType, metric: AmdSmiTemperatureMetric
    ) -> int:
        gpu = self._gpu("amdsmi_get_temp_metric", processor_handle)
        self._check_enum(sensor_type, AmdSmiTemperatureType)
        self._check_enum(metric, AmdSmiTemperatureMetric)
        value = gpu.temperatures.get(sensor_type.name)
        if metric != AmdSmiTemperatureMetric.CURRENT or value is None:
            raise AmdSmiLibraryException(AMDSMI_STATUS_NOT_SUPPORTED)
        return value

    def amdsmi_get_gpu_fan_speed(self, processor_handle: FakeHandle, sensor_idx: int) -> int:
        gpu = self._gpu("amdsmi_get_gpu_fan_speed", processor_handle)
        if not isinstance(sensor_idx, int):
            raise AmdSmiParameterException(sensor_idx, int)
        if gpu.fan_speed is None or sensor_idx != 0:
            raise AmdSmiLibraryException(AMDSMI_STATUS_NOT_SUPPORTED)
        return gpu.fan_speed

    def amdsmi_get_gpu_fan_speed_max(self, processor_handle: FakeHandle, sensor_idx: int) -> int:
        gpu = self._gpu("amdsmi_get_gpu_fan_speed_max", processor_handle)
        if not isinstance(sensor_idx, int):
            raise AmdSmiParameterException(sensor_idx, int)
        if gpu.fan_speed is None or sensor_idx != 0:
            raise AmdSmiLibraryException(AMDSMI_STATUS_NOT_SUPPORTED)
        return gpu.fan_speed_max

    # ------------------------------------------------------------ processes

    def amdsmi_get_gpu_process_list(self, processor_handle: FakeHandle) -> list[dict[str, Any]]:
        gpu = self._gpu("amdsmi_get_gpu_process_list", processor_handle)
        if gpu.processes is None:
            raise AmdSmiLibraryException(AMDSMI_STATUS_NO_PERM)
        result = []
        for pid, name, vram in gpu.processes:
            entry: dict[str, Any] = {
                "name": name or "N/A",
                "pid": pid,
                "mem": vram,
                "engine_usage": {"gfx": 1_000_000, "enc": 0},
                "memory_usage": {"gtt_mem": 2 * MIB, "cpu_mem": 64 * MIB, "vram_mem": vram},
            }
            if self.rocm >= 7:
                entry.update({"cu_occupancy": "N/A", "sdma_usage": 0, "evicted_time": 0})
            result.append(entry)
        return result

    def amdsmi_get_gpu_compute_process_info(self) -> list[dict[str, int]]:
        self._enter("amdsmi_get_gpu_compute_process_info")
        return [
            {"process_id": pid, "pasid": 0x8001 + n, "vram_usage": vram, "sdma_usage": 0, "cu_occupancy": 0}
            for n, (pid, _name, vram, _gpus) in enumerate(self._kfd_processes())
        ]

    def amdsmi_get_gpu_compute_process_gpus(self, pid: int) -> list[int]:
        self._enter("amdsmi_get_gpu_compute_process_gpus")
        if not isinstance(pid, int):
            raise AmdSmiParameterException(pid, int)
        for process_id, _name, _vram, gpus in self._kfd_processes():
            if process_id == pid:
                return gpus
        raise AmdSmiLibraryException(AMDSMI_STATUS_NOT_FOUND)

    def _kfd_processes(self) -> list[tuple[int, str, int, list[int]]]:
        """Every GPU's processes as the KFD sees them, whether or not the per-GPU list is allowed."""
        merged: dict[int, tuple[int, str, int, list[int]]] = {}
        for index, gpu in enumerate(self.gpus):
            for pid, name, vram in gpu.processes or self.kfd_only.get(index, []):
                _, _, total, gpus = merged.get(pid, (pid, name, 0, []))
                merged[pid] = (pid, name, total + vram, [*gpus, index])
        return list(merged.values())
