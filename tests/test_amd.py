"""AmdBackend against the amdsmi test double (no AMD GPU needed)."""

from __future__ import annotations

import ast
import ctypes
import importlib
import inspect
import logging
import re
import subprocess
import sys
import textwrap
from enum import IntEnum
from pathlib import Path

import pytest

from dashboard.hardware import amd, amd_specs
from dashboard.hardware.amd import AmdBackend
from dashboard.hardware.amd_specs import NO_GPU, NOT_INSTALLED
from dashboard.hardware.records import SLOW_GPU_FIELDS, GpuProcess
from tests import amdsmi_reference as reference
from tests.fakes import amdsmi as fake_amdsmi
from tests.fakes.amdsmi import (
    AMDSMI_STATUS_DRIVER_NOT_LOADED,
    AMDSMI_STATUS_INIT_ERROR,
    AMDSMI_STATUS_NO_PERM,
    AMDSMI_STATUS_NOT_SUPPORTED,
    FUNCTION_NAMES,
    GIB,
    MIB,
    AmdSmiLibraryException,
    FakeAmdSmi,
    instinct_mi210,
    radeon_780m,
    radeon_rx_7900_xtx,
)

LOGGER = "dashboard.hardware.amd"


def machine(rocm: int = 7, **kwargs) -> FakeAmdSmi:
    return FakeAmdSmi(gpus=[instinct_mi210(), radeon_rx_7900_xtx(), radeon_780m()], rocm=rocm, **kwargs)


def opened(fake: FakeAmdSmi) -> AmdBackend:
    backend = AmdBackend(amdsmi=fake)  # type: ignore[arg-type]
    status = backend.open()
    assert status.available, status.reason
    return backend


# ---------------------------------------------------------------- the double matches the real API


def _fake_parameters(function: object) -> reference.Parameters:
    """The double's parameters, read from its source the same way as the real package's."""
    (node,) = ast.parse(textwrap.dedent(inspect.getsource(function))).body
    assert isinstance(node, ast.FunctionDef)
    return reference.parameters(node, method=True)


def _fake_classes(base: type) -> dict[str, type]:
    return {
        name: value
        for name, value in vars(FakeAmdSmi).items()
        if isinstance(value, type) and issubclass(value, base) and value.__module__ == fake_amdsmi.__name__
    }


def test_fake_functions_exist_in_real_amdsmi_with_same_parameters():
    real = reference.exported_functions()
    assert len(real) > 100, f"amdsmi {reference.version()}: too few functions found in {reference.source_dir()}"
    for name in FUNCTION_NAMES:
        assert name in real, f"amdsmi {reference.version()} has no {name}"
        assert _fake_parameters(getattr(FakeAmdSmi, name)) == real[name], name
    public = {n for n, v in vars(FakeAmdSmi).items() if n.startswith("amdsmi_") and callable(v)}
    assert public == set(FUNCTION_NAMES)


def test_fake_exceptions_are_the_real_ones():
    real = reference.exported_classes()
    fakes = _fake_classes(Exception)
    assert len(fakes) == 7
    for name, fake in fakes.items():
        assert name in real, f"amdsmi has no {name}"
        assert tuple(base.__name__ for base in fake.__bases__) == real[name].bases, name
        for method in vars(fake):
            if inspect.isfunction(vars(fake)[method]):
                assert method in real[name].methods, f"{name}.{method}"
                assert _fake_parameters(vars(fake)[method]) == real[name].methods[method], f"{name}.{method}"
    error = AmdSmiLibraryException(-AMDSMI_STATUS_NOT_SUPPORTED)
    assert error.err_code == AMDSMI_STATUS_NOT_SUPPORTED == error.get_error_code()
    assert error.get_error_info() == "AMDSMI_STATUS_NOT_SUPPORTED - Feature not supported"
    assert isinstance(error, FakeAmdSmi().AmdSmiException)


def test_fake_enums_have_the_real_members_and_values():
    real = reference.exported_classes()
    fakes = _fake_classes(IntEnum)
    assert len(fakes) == 6
    for name, fake in fakes.items():
        assert name in real, f"amdsmi has no {name}"
        for member, value in fake.__members__.items():
            assert real[name].constants.get(member) == value, f"{name}.{member}"


def test_status_codes_are_the_real_ones():
    real = reference.wrapper_constants()
    faked = {n: v for n, v in vars(fake_amdsmi).items() if n.startswith("AMDSMI_STATUS_")}
    used = {f"AMDSMI_{n}": v for n, v in vars(amd_specs).items() if n.startswith("STATUS_")}  # the backend's copies
    assert faked and used
    for name, value in (faked | used).items():
        assert real.get(name) == value, name
    assert vars(fake_amdsmi.amdsmi_wrapper) == faked


def test_every_amdsmi_name_the_backend_uses_is_real_and_faked():
    names: set[str] = set()
    for module in (amd, amd_specs):
        tree = ast.parse(inspect.getsource(module))
        names |= {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
        names |= {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
    used = {n for n in names if re.fullmatch(r"(?:amdsmi_|AmdSmi)\w+", n)}
    assert len(used) > 25
    real = reference.exports()
    fake = FakeAmdSmi()
    for name in sorted(used):
        assert name in real, f"amdsmi has no {name}"
        assert hasattr(fake, name), f"the double has no {name}"


# ---------------------------------------------------------------- open / close


def test_open_reports_gpu_count():
    status = AmdBackend(amdsmi=machine()).open()  # type: ignore[arg-type]
    assert (status.vendor, status.available, status.reason) == ("amd", True, "3 AMD GPUs via amdsmi")
    one = AmdBackend(amdsmi=FakeAmdSmi(gpus=[instinct_mi210()])).open()  # type: ignore[arg-type]
    assert one.reason == "1 AMD GPU via amdsmi"


def test_open_twice_initialises_once():
    fake = machine()
    backend = AmdBackend(amdsmi=fake)  # type: ignore[arg-type]
    assert backend.open() == backend.open()
    assert fake.init_calls == 1


def test_close_shuts_down_and_reopen_starts_afresh():
    fake = machine()
    backend = opened(fake)
    backend.close()
    assert fake.shutdown_calls == 1 and not fake.initialized
    assert backend.sample(slow=True) == [] and backend.inventory() == []
    assert backend.open().available
    assert fake.init_calls == 2


def test_amdsmi_not_installed(monkeypatch):
    monkeypatch.setitem(sys.modules, "amdsmi", None)  # makes "import amdsmi" raise ImportError
    backend = AmdBackend()
    status = backend.open()
    assert (status.available, status.reason) == (False, NOT_INSTALLED)
    assert status.reason == "amdsmi not installed (pip install 'dl-dashboard[amd]')"
    assert backend.inventory() == [] and backend.sample(slow=True) == []


def test_amdsmi_import_without_its_library(monkeypatch):
    # The real wrapper prints an error and then fails with KeyError when libamd_smi.so is missing.
    def broken_import(name):
        raise KeyError("libamd_smi.so")

    monkeypatch.setattr(importlib, "import_module", broken_import)
    status = AmdBackend().open()
    assert not status.available
    assert "libamd_smi.so" in status.reason and "amd-smi-lib" in status.reason


def test_real_amdsmi_without_its_native_library(monkeypatch, capsys, caplog):
    # The [amd] extra installed on a machine without ROCm: the real package prints two lines to stdout, then fails
    # with KeyError('libamd_smi.so'). The backend must say so in words, keep stdout clean (--json) and not warn.
    reference.source_dir()  # the real package is installed
    real_cdll = ctypes.CDLL

    def without_libamd_smi(name, *args, **kwargs):
        if "libamd_smi" in str(name):
            raise OSError(f"{name}: cannot open shared object file: No such file or directory")
        return real_cdll(name, *args, **kwargs)

    monkeypatch.setattr(ctypes, "CDLL", without_libamd_smi)
    loaded = {name for name in sys.modules if name.split(".")[0] == "amdsmi"}
    for name in loaded:
        monkeypatch.delitem(sys.modules, name)
    try:
        with caplog.at_level(logging.DEBUG, logger=LOGGER):
            status = AmdBackend().open()
    finally:
        for name in [n for n in sys.modules if n.split(".")[0] == "amdsmi" and n not in loaded]:
            del sys.modules[name]
    assert (status.available, status.reason) == (False, amd_specs.INIT_REASONS[amd_specs.STATUS_FAIL_LOAD_MODULE])
    assert capsys.readouterr().out == ""
    assert [r.levelno for r in caplog.records] == [logging.INFO, logging.INFO]
    assert all(r.exc_info is None for r in caplog.records)
    printed, failed = (r.getMessage() for r in caplog.records)
    assert "Unable to find libamd_smi.so" in printed
    assert failed == "amdsmi import failed: KeyError('libamd_smi.so')"


def test_default_import_uses_the_amdsmi_module(monkeypatch):
    fake = machine()
    monkeypatch.setitem(sys.modules, "amdsmi", fake)
    assert AmdBackend().open().available
    assert fake.init_calls == 1


@pytest.mark.parametrize(
    ("code", "words"),
    [
        (AMDSMI_STATUS_DRIVER_NOT_LOADED, "AMD GPU driver (amdgpu) not loaded"),
        (AMDSMI_STATUS_NO_PERM, "no permission to open the AMD GPU: add your user to the 'render' and 'video' groups"),
        (4, "AMD SMI library (libamd_smi.so) could not be loaded: install amd-smi-lib from ROCm"),
        (AMDSMI_STATUS_INIT_ERROR, "AMD SMI could not start: AMDSMI_STATUS_INIT_ERROR - Initialization error"),
    ],
)
def test_init_failures_are_said_in_words(code, words):
    fake = machine(init_error=code)
    status = AmdBackend(amdsmi=fake).open()  # type: ignore[arg-type]
    assert (status.available, status.reason) == (False, words)


def test_init_failure_that_is_not_an_amdsmi_error():
    status = AmdBackend(amdsmi=machine(init_error=OSError("boom"))).open()  # type: ignore[arg-type]
    assert (status.available, status.reason) == (False, "AMD SMI could not start: boom")


def test_no_gpus_shuts_down_again():
    fake = FakeAmdSmi(gpus=[])
    status = AmdBackend(amdsmi=fake).open()  # type: ignore[arg-type]
    assert (status.available, status.reason) == (False, NO_GPU)
    assert fake.shutdown_calls == 1


def test_module_without_init_is_unsupported():
    status = AmdBackend(amdsmi=machine(missing={"amdsmi_init"})).open()  # type: ignore[arg-type]
    assert not status.available and "unsupported" in status.reason


# ---------------------------------------------------------------- inventory


def test_inventory_instinct_mi210():
    mi210 = opened(machine()).inventory()[0]
    assert mi210.vendor == "amd" and mi210.index == 0
    assert mi210.name == "AMD Instinct MI210"
    assert mi210.uuid == "6aff740f-0000-1000-80c7-8d3b2a1c9e01"
    assert mi210.architecture == "CDNA2 (gfx90a)"
    assert mi210.product_series == "Instinct"
    assert mi210.sm_count == 104
    assert mi210.cuda_cores == 104 * 64
    assert mi210.memory_total_bytes == 65520 * MIB
    assert mi210.memory_type == "HBM2E"
    assert mi210.memory_bus_width_bits == 4096
    assert mi210.unified_memory is False
    assert mi210.max_sm_clock_mhz == 1700 and mi210.max_memory_clock_mhz == 1600
    assert mi210.peak_memory_bandwidth_gbps == 1638  # the library's own vram_max_bandwidth (ROCm 7)
    # AMD's spec sheet: 22.6 TFLOPS FP32 vector (45.3 packed) for the MI210.
    assert mi210.peak_fp32_tflops == pytest.approx(22.63, abs=0.01)
    assert mi210.power_limit_w == 300
    assert mi210.driver_version == "6.8.5"
    assert (mi210.pcie_max_generation, mi210.pcie_max_width) == (4, 16)
    assert (mi210.pcie_current_generation, mi210.pcie_current_width) == (4, 16)
    assert mi210.compute_capability is None and mi210.tensor_cores is None
    assert mi210.pci_device_id == "740f"


def test_inventory_radeon_rx_7900_xtx():
    xtx = opened(machine()).inventory()[1]
    assert xtx.name == "AMD Radeon RX 7900 XTX"
    assert xtx.architecture == "RDNA3 (gfx1100)"
    assert xtx.product_series == "Radeon"
    assert (xtx.sm_count, xtx.cuda_cores) == (96, 6144)
    assert xtx.memory_type == "GDDR6" and xtx.memory_bus_width_bits == 384
    # No vram_max_bandwidth here: 1250 MHz MCLK x 16 (20 Gbps GDDR6) x 384 bit / 8 = 960 GB/s, AMD's figure.
    assert xtx.peak_memory_bandwidth_gbps == pytest.approx(960.0)
    # Single-issue: 6144 x 2 x 2.5 GHz; AMD's 61.4 TFLOPS counts RDNA3 dual issue.
    assert xtx.peak_fp32_tflops == pytest.approx(30.72)
    assert xtx.power_limit_w == 355
    assert xtx.pci_device_id == "744c"


def test_inventory_apu_without_power_bus_width_or_pcie():
    apu = opened(machine()).inventory()[2]
    assert apu.name == "AMD Radeon 780M" and apu.architecture == "RDNA3 (gfx1103)"
    assert apu.memory_type == "DDR5"
    assert apu.memory_bus_width_bits is None
    assert apu.max_memory_clock_mhz is None and apu.peak_memory_bandwidth_gbps is None
    assert apu.power_limit_w is None
    assert apu.pcie_max_generation is None and apu.pcie_current_width is None
    assert apu.peak_fp32_tflops == pytest.approx(12 * 64 * 2 * 2.7e9 / 1e12)


def test_inventory_rocm6_shapes():
    # ROCm 6: no AmdSmiVramType enum, raw uint32 max for an unknown bus width, no vram_max_bandwidth.
    backend = opened(machine(rocm=6))
    mi210, _, apu = backend.inventory()
    assert mi210.memory_type == "HBM2E"
    assert mi210.peak_memory_bandwidth_gbps == pytest.approx(1600 * 2 * 4096 / 8 / 1000)  # computed: 1638.4
    assert apu.memory_bus_width_bits is None


def test_power_limit_falls_back_to_power_info_microwatts():
    backend = opened(machine(rocm=6, missing={"amdsmi_get_power_cap_info"}))
    assert backend.inventory()[0].power_limit_w == 300


def test_inventory_is_read_once():
    fake = machine()
    backend = opened(fake)
    assert backend.inventory() == backend.inventory()
    assert fake.calls["amdsmi_get_gpu_asic_info"] == 3


@pytest.mark.parametrize(
    ("target", "architecture"),
    [
        ("gfx908", "CDNA (gfx908)"),
        ("gfx942", "CDNA3 (gfx942)"),
        ("gfx950", "CDNA4 (gfx950)"),
        ("gfx1030", "RDNA2 (gfx1030)"),
        ("gfx1151", "RDNA3.5 (gfx1151)"),
        ("gfx1201", "RDNA4 (gfx1201)"),
        ("gfx906", "GCN5 (Vega) (gfx906)"),
        ("gfx1250", "gfx1250"),  # unknown family: the bare target
        ("gfxffffffffffffffff", None),  # ROCm 7's all-ones "not supported"
        ("gfx18446744073709551615", None),  # ROCm 6's
    ],
)
def test_architecture_names(target, architecture):
    gpu = instinct_mi210()
    gpu.target_graphics_version = target
    assert opened(FakeAmdSmi(gpus=[gpu])).inventory()[0].architecture == architecture


@pytest.mark.parametrize(
    ("name", "series"),
    [("AMD Instinct MI300X", "Instinct"), ("AMD Radeon PRO W7900", "Radeon"), ("MI100", "Instinct")],
)
def test_product_series(name, series):
    gpu = radeon_rx_7900_xtx()
    gpu.market_name = name
    assert opened(FakeAmdSmi(gpus=[gpu])).inventory()[0].product_series == series


def test_market_name_not_available_gets_a_fallback_name():
    gpu = radeon_rx_7900_xtx()
    gpu.market_name = ""  # the library turns an empty name into "N/A"
    gpu.num_compute_units = None
    info = opened(FakeAmdSmi(gpus=[gpu])).inventory()[0]
    assert info.name == "AMD GPU 0"
    assert info.sm_count is None and info.cuda_cores is None and info.peak_fp32_tflops is None


# ---------------------------------------------------------------- sampling


def test_fast_sample_leaves_slow_fields_none():
    samples = opened(machine()).sample(slow=False)
    assert len(samples) == 3
    for sample in samples:
        for name in SLOW_GPU_FIELDS:
            assert getattr(sample, name) is None, name
    mi210 = samples[0]
    assert (mi210.vendor, mi210.index, mi210.status) == ("amd", 0, "ok")
    assert mi210.utilization_percent == 87
    assert mi210.memory_utilization_percent == 41
    assert mi210.memory_used_bytes == 12 * GIB
    assert mi210.memory_total_bytes == 65520 * MIB
    assert mi210.power_w == 247  # MI200 reports the average; current_socket_power is "N/A"
    assert mi210.power_limit_w == 300
    assert (mi210.sm_clock_mhz, mi210.memory_clock_mhz) == (1700, 1600)
    assert mi210.energy_j == pytest.approx(123_456_789 * 15.259 / 1e6)


def test_slow_sample_reads_temperature_fan_and_processes():
    mi210, xtx, apu = opened(machine()).sample(slow=True)
    assert mi210.temperature_c == 45  # edge
    assert mi210.fan_percent is None  # passively cooled: NOT_SUPPORTED
    assert mi210.processes == (GpuProcess(4242, "python3", 8 * GIB),)
    assert xtx.temperature_c == 62
    assert xtx.fan_percent == pytest.approx(102 / 255 * 100)
    assert xtx.processes == (GpuProcess(5151, "train.py", 19 * GIB),)
    assert apu.temperature_c == 41


def test_temperature_falls_back_to_hotspot():
    gpu = instinct_mi210()
    gpu.temperatures = {"HOTSPOT": 61}  # MI300-class parts have no edge sensor
    assert opened(FakeAmdSmi(gpus=[gpu])).sample(slow=True)[0].temperature_c == 61


def test_apu_without_power_and_umc_reads_none():
    apu = opened(machine()).sample(slow=True)[2]
    assert apu.status == "ok"
    assert apu.utilization_percent == 5
    assert apu.memory_utilization_percent is None  # "N/A"
    assert apu.power_w is None and apu.power_limit_w is None and apu.energy_j is None
    assert apu.memory_clock_mhz is None and apu.fan_percent is None


def test_rocm7_socket_power_is_preferred():
    gpu = instinct_mi210()
    gpu.current_socket_power, gpu.average_socket_power = 560, None  # MI300X style
    assert opened(FakeAmdSmi(gpus=[gpu])).sample(slow=False)[0].power_w == 560
    assert opened(FakeAmdSmi(gpus=[gpu], rocm=6)).sample(slow=False)[0].power_w == 560


def test_rocm6_energy_and_memory_shapes():
    mi210 = opened(machine(rocm=6)).sample(slow=False)[0]
    assert mi210.energy_j == pytest.approx(123_456_789 * 15.259 / 1e6)


def test_memory_falls_back_to_vram_usage_in_mib():
    backend = opened(machine(missing={"amdsmi_get_gpu_memory_usage", "amdsmi_get_gpu_memory_total"}))
    mi210 = backend.sample(slow=False)[0]
    assert mi210.memory_used_bytes == 12 * GIB
    assert mi210.memory_total_bytes == 65520 * MIB
    assert backend.inventory()[0].memory_total_bytes == 65520 * MIB  # from vram_info's vram_size


def test_values_change_between_samples():
    fake = machine()
    backend = opened(fake)
    assert backend.sample(slow=False)[0].utilization_percent == 87
    fake.gpus[0].gfx_activity = 12
    fake.gpus[0].memory_used = 1 * GIB
    later = backend.sample(slow=False)[0]
    assert (later.utilization_percent, later.memory_used_bytes) == (12, 1 * GIB)


def test_activity_out_of_range_is_none():
    gpu = radeon_rx_7900_xtx()
    gpu.gfx_activity = 0xFFFF  # unconverted sentinel from an old library
    gpu.umc_activity = 250
    sample = opened(FakeAmdSmi(gpus=[gpu])).sample(slow=False)[0]
    assert sample.utilization_percent is None and sample.memory_utilization_percent is None


def test_processes_fall_back_to_kfd_list():
    # The APU denies the per-GPU list (no root); the KFD list still attributes pid 777 to GPU 2.
    fake = machine(kfd_only={2: [(777, "", 256 * MIB)]})
    apu = opened(fake).sample(slow=True)[2]
    assert len(apu.processes) == 1
    process = apu.processes[0]
    assert (process.pid, process.used_memory_bytes) == (777, 256 * MIB)
    assert process.name  # from psutil, or "pid 777" when no such process


def test_process_without_name_gets_one(monkeypatch):
    gpu = radeon_rx_7900_xtx()
    gpu.processes = [(2_000_000_000, "", 1 * GIB)]  # the library reports "N/A" for an empty name
    process = opened(FakeAmdSmi(gpus=[gpu])).sample(slow=True)[0].processes[0]
    assert process.name == "pid 2000000000"


def test_no_processes_is_an_empty_tuple_not_none():
    gpu = radeon_rx_7900_xtx()
    gpu.processes = []
    assert opened(FakeAmdSmi(gpus=[gpu])).sample(slow=True)[0].processes == ()


def test_gpu_that_answers_nothing_says_so():
    gpu = radeon_rx_7900_xtx()
    gpu.errors = {name: 31 for name in FUNCTION_NAMES}  # NOT_FOUND everywhere: the GPU fell off the bus
    sample = opened(FakeAmdSmi(gpus=[gpu])).sample(slow=True)[0]
    assert sample.status == "no readings from the AMD driver"
    assert sample.utilization_percent is None and sample.temperature_c is None


# ---------------------------------------------------------------- the query helper never raises


def test_missing_function_is_logged_once_and_reads_none(caplog):
    backend = opened(machine(missing={"amdsmi_get_gpu_activity"}))
    with caplog.at_level(logging.INFO, logger=LOGGER):
        first = backend.sample(slow=False)
        backend.sample(slow=True)
    assert first[0].utilization_percent is None and first[0].memory_used_bytes == 12 * GIB
    messages = [r.getMessage() for r in caplog.records if "amdsmi_get_gpu_activity" in r.getMessage()]
    assert messages == ["amdsmi has no amdsmi_get_gpu_activity; that reading stays n/a"]


def test_missing_enum_reads_none():
    backend = opened(machine(missing={"AmdSmiTemperatureType"}))
    sample = backend.sample(slow=True)[0]
    assert sample.temperature_c is None and sample.utilization_percent == 87


def test_unexpected_exception_reads_none_and_warns_once(caplog):
    fake = machine()

    def broken(processor_handle):
        raise ValueError("invalid literal for int() with base 16: 'zz'")  # real asic_serial parsing bug

    fake.amdsmi_get_gpu_asic_info = broken  # type: ignore[method-assign]
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        inventory = opened(fake).inventory()
    assert [g.name for g in inventory] == ["AMD GPU 0", "AMD GPU 1", "AMD GPU 2"]
    assert len([r for r in caplog.records if "amdsmi_get_gpu_asic_info" in r.getMessage()]) == 1


def test_not_supported_is_quiet(caplog):
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        opened(machine()).sample(slow=True)
    assert caplog.records == []


@pytest.mark.parametrize(
    ("raw", "expected"),
    [("0x740f", "740f"), ("0x744C", "744c"), (0x74A1, "74a1"), ("N/A", None), (0xFFFF, None), (0, None), (True, None)],
)
def test_pci_device_id_from_int_or_hex_string(raw, expected):
    assert amd_specs.pci_device_id(raw) == expected


def test_number_helpers():
    assert amd_specs.number("N/A") is None and amd_specs.number(True) is None and amd_specs.number("42") == 42
    assert amd_specs.number(0xFFFFFFFF) is None and amd_specs.percent(101) is None and amd_specs.percent(0) == 0
    assert amd_specs.get({"a": {"b": "N/A"}}, "a", "b") is None and amd_specs.get(None, "a") is None


def test_amd_specs_need_no_amdsmi():
    code = "import sys, dashboard.hardware.amd_specs; print(sorted({'amdsmi', 'torch'} & set(sys.modules)))"
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_fake_module_is_importable_as_a_module():
    # The double's enums and exceptions are module-level too, as in the real package.
    for name in (
        "AmdSmiException",
        "AmdSmiLibraryException",
        "AmdSmiTemperatureType",
        "AmdSmiTemperatureMetric",
        "AmdSmiClkType",
        "AmdSmiMemoryType",
    ):
        assert getattr(fake_amdsmi, name) is getattr(FakeAmdSmi(), name)
