"""NvidiaBackend against the NVML test double (no GPU needed)."""

from __future__ import annotations

import inspect
import logging
import os
import re
import subprocess
import sys
from pathlib import Path

import psutil
import pynvml
import pytest

from dashboard.hardware import nvidia, nvidia_specs, nvidia_values
from dashboard.hardware.nvidia import NvidiaBackend
from dashboard.hardware.records import SLOW_GPU_FIELDS, GpuSample
from tests.fakes.nvml import (
    CONSTANT_NAMES,
    DEAD_PID,
    ERROR_NAMES,
    FUNCTION_NAMES,
    GIB,
    MIB,
    FakeGpu,
    FakeNvml,
    a100_sxm4_40gb,
    rtx_3090,
    two_gpu_machine,
)

LOGGER = "dashboard.hardware.nvidia"


def opened(fake: FakeNvml) -> NvidiaBackend:
    backend = NvidiaBackend(nvml=fake)
    status = backend.open()
    assert status.available, status.reason
    return backend


# ---------------------------------------------------------------- open / close


def test_open_reports_gpus_and_driver():
    fake = two_gpu_machine()
    backend = NvidiaBackend(nvml=fake)
    status = backend.open()
    assert status.vendor == "nvidia" == backend.vendor
    assert status.available
    assert status.reason == "2 NVIDIA GPUs (driver 550.54.14)"


def test_open_twice_initialises_once_and_returns_same_status():
    fake = two_gpu_machine()
    backend = NvidiaBackend(nvml=fake)
    assert backend.open() == backend.open()
    assert fake.init_calls == 1
    assert fake.calls["nvmlDeviceGetHandleByIndex"] == 2


def test_one_gpu_reason_is_singular():
    status = NvidiaBackend(nvml=FakeNvml(gpus=[rtx_3090()])).open()
    assert status.reason == "1 NVIDIA GPU (driver 550.54.14)"


@pytest.mark.parametrize(
    ("error", "words"),
    [
        (pynvml.NVMLError_LibraryNotFound, "no NVIDIA driver found (NVML library not installed)"),
        (pynvml.NVMLError_DriverNotLoaded, "NVIDIA driver not loaded"),
        (pynvml.NVMLError_LibRmVersionMismatch, "driver/library version mismatch: reboot"),
        (pynvml.NVMLError_NoPermission, "no permission to access the NVIDIA driver"),
        (pynvml.NVMLError_Unknown, "NVML failed: Unknown Error"),
        (pynvml.NVMLError_InsufficientPower, "NVML failed: Insufficient External Power"),
    ],
)
def test_init_errors_are_said_in_words(error, words):
    fake = two_gpu_machine(init_error=error)
    backend = NvidiaBackend(nvml=fake)
    status = backend.open()
    assert not status.available
    assert status.reason == words
    assert backend.inventory() == []
    assert backend.sample(slow=True) == []
    backend.close()
    assert fake.shutdown_calls == 0


def test_missing_bindings_are_said_in_words(monkeypatch):
    import builtins

    real_import = builtins.__import__

    def no_pynvml(name, *args, **kwargs):
        if name == "pynvml":
            raise ImportError("No module named 'pynvml'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_pynvml)
    status = NvidiaBackend().open()
    assert not status.available
    assert status.reason == "nvidia-ml-py is not installed"


def test_zero_devices_is_unavailable_and_releases_nvml():
    fake = FakeNvml(gpus=[])
    backend = NvidiaBackend(nvml=fake)
    status = backend.open()
    assert not status.available
    assert status.reason == "NVIDIA driver found but no GPU"
    assert fake.shutdown_calls == 1
    backend.close()
    assert fake.shutdown_calls == 1
    assert backend.inventory() == []
    assert backend.sample(slow=False) == []


def test_close_shuts_down_only_after_successful_init():
    fake = two_gpu_machine()
    backend = NvidiaBackend(nvml=fake)
    backend.close()
    assert fake.shutdown_calls == 0
    backend.open()
    backend.close()
    assert fake.shutdown_calls == 1
    assert not fake.initialized
    backend.close()
    assert fake.shutdown_calls == 1


# ---------------------------------------------------------------- inventory


def test_two_gpu_inventory():
    gpus = opened(two_gpu_machine()).inventory()
    assert [g.index for g in gpus] == [0, 1]
    rtx, a100 = gpus
    assert all(g.vendor == "nvidia" for g in gpus)

    assert rtx.name == "NVIDIA GeForce RTX 3090"
    assert rtx.uuid == "GPU-3090aaaa-0000-1111-2222-333344445555"
    assert rtx.architecture == "Ampere"
    assert rtx.compute_capability == "8.6"
    assert rtx.product_series == "GeForce"
    assert rtx.sm_count == 82
    assert rtx.cuda_cores == 10496
    assert rtx.tensor_cores == 328
    assert rtx.tensor_core_generation == "3rd gen"
    assert rtx.memory_total_bytes == 24 * GIB
    assert rtx.memory_bus_width_bits == 384
    assert rtx.memory_type is None
    assert rtx.max_sm_clock_mhz == 1695
    assert rtx.max_memory_clock_mhz == 9751
    assert rtx.peak_memory_bandwidth_gbps == pytest.approx(936.1, abs=0.1)
    assert rtx.peak_fp32_tflops == pytest.approx(35.58, abs=0.01)
    assert rtx.power_limit_w == 350.0
    assert rtx.ecc_enabled is None
    assert rtx.mig_enabled is None
    assert (rtx.pcie_max_generation, rtx.pcie_max_width) == (4, 16)
    assert (rtx.pcie_current_generation, rtx.pcie_current_width) == (4, 16)
    assert rtx.driver_version == "550.54.14"
    assert rtx.cuda_driver_version == "12.4"
    assert rtx.unified_memory is False

    assert a100.name == "NVIDIA A100-SXM4-40GB"
    assert a100.architecture == "Ampere"
    assert a100.compute_capability == "8.0"
    assert a100.product_series == "datacenter/Tesla"
    assert a100.sm_count == 108
    assert a100.cuda_cores == 6912
    assert a100.tensor_cores == 432
    assert a100.tensor_core_generation == "3rd gen"
    assert a100.memory_total_bytes == 40 * GIB
    assert a100.peak_memory_bandwidth_gbps == pytest.approx(1555.2, abs=0.1)
    assert a100.peak_fp32_tflops == pytest.approx(19.49, abs=0.01)
    assert a100.power_limit_w is None
    assert a100.ecc_enabled is True
    assert a100.mig_enabled is False
    assert (rtx.pci_device_id, a100.pci_device_id) == ("2204", "20b0")
    assert (rtx.pci_bus_id, a100.pci_bus_id) == ("00000000:01:00.0", "00000000:02:00.0")


def test_pci_device_id_falls_back_to_unversioned_query_and_may_be_missing():
    fake = two_gpu_machine(missing={"nvmlDeviceGetPciInfo_v3"})
    fake.gpus[1].pci_device_id = None  # NotSupported
    rtx, a100 = opened(fake).inventory()
    assert rtx.pci_device_id == "2204"
    assert a100.pci_device_id is None
    assert fake.calls["nvmlDeviceGetPciInfo"] == 2


@pytest.mark.parametrize(
    ("value", "expected"), [(0x268410DE, "2684"), (0x20B010DE, "20b0"), (0x000010DE, None), (None, None)]
)
def test_pci_device_id_is_the_upper_half_of_pci_device_id(value, expected):
    assert nvidia_specs.pci_device_id(value) == expected


@pytest.mark.parametrize("module", ["nvidia_specs", "nvidia_values"])
def test_nvidia_specs_and_values_need_neither_nvml_nor_torch(module):
    code = f"import sys, dashboard.hardware.{module}; print(sorted({{'pynvml', 'torch'}} & set(sys.modules)))"
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_inventory_is_read_once():
    fake = two_gpu_machine()
    backend = opened(fake)
    assert backend.inventory() == backend.inventory()
    assert fake.calls["nvmlDeviceGetName"] == 2


def test_sm_count_from_attributes_when_core_count_is_missing():
    gpu = rtx_3090()
    gpu.num_gpu_cores = None
    gpu.multiprocessor_count = 82
    (info,) = opened(FakeNvml(gpus=[gpu])).inventory()
    assert (info.sm_count, info.cuda_cores, info.tensor_cores) == (82, 10496, 328)


def test_architecture_falls_back_to_compute_capability():
    gpu = FakeGpu(name="NVIDIA GeForce RTX 4090", architecture=None, compute_capability=(8, 9), num_gpu_cores=16384)
    (info,) = opened(FakeNvml(gpus=[gpu], missing={"nvmlDeviceGetArchitecture"})).inventory()
    assert info.architecture == "Ada Lovelace"
    assert info.sm_count == 128
    assert info.tensor_core_generation == "4th gen"


def test_bytes_strings_from_old_bindings_are_decoded():
    gpu = rtx_3090()
    gpu.name = b"NVIDIA GeForce RTX 3090"
    gpu.uuid = b"GPU-3090"
    fake = FakeNvml(gpus=[gpu], driver_version=b"470.256.02", cuda_driver_version=11040)
    backend = NvidiaBackend(nvml=fake)
    assert backend.open().reason == "1 NVIDIA GPU (driver 470.256.02)"
    (info,) = backend.inventory()
    assert (info.name, info.uuid, info.driver_version, info.cuda_driver_version) == (
        "NVIDIA GeForce RTX 3090",
        "GPU-3090",
        "470.256.02",
        "11.4",
    )


@pytest.mark.parametrize(
    ("name", "brand", "series"),
    [
        ("NVIDIA RTX A6000", pynvml.NVML_BRAND_NVIDIA_RTX, "RTX/Quadro workstation"),
        ("Quadro RTX 8000", pynvml.NVML_BRAND_QUADRO_RTX, "RTX/Quadro workstation"),
        ("NVIDIA TITAN RTX", pynvml.NVML_BRAND_TITAN, "GeForce"),
        ("Tesla V100-SXM2-16GB", pynvml.NVML_BRAND_TESLA, "datacenter/Tesla"),
        ("NVIDIA H100 80GB HBM3", pynvml.NVML_BRAND_NVIDIA, "datacenter/Tesla"),
        ("NVIDIA RTX 4000 SFF Ada Generation", pynvml.NVML_BRAND_NVIDIA, "RTX/Quadro workstation"),
        ("Orin (nvgpu)", pynvml.NVML_BRAND_NVIDIA, "Jetson"),
        ("NVIDIA GeForce GTX 1080 Ti", None, "GeForce"),
        ("NVIDIA L4", None, "datacenter/Tesla"),
    ],
)
def test_product_series(name, brand, series):
    (info,) = opened(FakeNvml(gpus=[FakeGpu(name=name, brand=brand)])).inventory()
    assert info.product_series == series
    assert info.unified_memory is (series == "Jetson")


@pytest.mark.parametrize(
    ("capability", "name", "per_sm", "generation", "lanes"),
    [
        ((6, 1), "NVIDIA GeForce GTX 1080", 0, None, 128),
        ((7, 0), "Tesla V100-SXM2-16GB", 8, "1st gen", 64),
        ((7, 5), "NVIDIA GeForce RTX 2080 Ti", 8, "2nd gen", 64),
        ((7, 5), "NVIDIA GeForce GTX 1660 SUPER", 0, None, 64),
        ((9, 0), "NVIDIA H100 80GB HBM3", 4, "4th gen", 128),
        ((12, 0), "NVIDIA GeForce RTX 5090", 4, "5th gen", 128),
    ],
)
def test_tensor_cores_and_lanes_per_generation(capability, name, per_sm, generation, lanes):
    gpu = FakeGpu(name=name, architecture=None, compute_capability=capability, multiprocessor_count=10)
    (info,) = opened(FakeNvml(gpus=[gpu])).inventory()
    assert info.tensor_cores == per_sm * 10
    assert info.tensor_core_generation == generation
    assert info.cuda_cores == lanes * 10


# ---------------------------------------------------------------- sampling


def test_fast_sample_fills_live_fields():
    rtx, a100 = opened(two_gpu_machine()).sample(slow=False)
    assert isinstance(rtx, GpuSample)
    assert (rtx.vendor, rtx.index, rtx.status) == ("nvidia", 0, "ok")
    assert rtx.utilization_percent == 87
    assert rtx.memory_utilization_percent == 42
    assert rtx.memory_used_bytes == 3 * GIB
    assert rtx.memory_total_bytes == 24 * GIB
    assert rtx.power_w == 287.5
    assert rtx.power_limit_w == 350.0
    assert rtx.sm_clock_mhz == 1395
    assert rtx.memory_clock_mhz == 9501
    assert rtx.energy_j == pytest.approx(123_456.789)
    assert rtx.throttle_reasons == ("software power cap",)
    assert a100.throttle_reasons == ("idle",)
    assert a100.status == "ok"


def test_unsupported_readings_are_none_on_one_gpu_only():
    rtx, a100 = opened(two_gpu_machine()).sample(slow=True)
    assert rtx.fan_percent == 65
    assert rtx.power_w == 287.5
    assert a100.fan_percent is None
    assert a100.power_w is None
    assert a100.power_limit_w is None
    assert a100.energy_j is None
    assert a100.temperature_c == 33


def test_slow_false_leaves_slow_fields_none_and_skips_their_calls():
    fake = two_gpu_machine()
    samples = opened(fake).sample(slow=False)
    for sample in samples:
        for name in SLOW_GPU_FIELDS:
            assert getattr(sample, name) is None, name
    for function in (
        "nvmlDeviceGetTemperature",
        "nvmlDeviceGetFanSpeed",
        "nvmlDeviceGetPcieThroughput",
        "nvmlDeviceGetComputeRunningProcesses",
        "nvmlDeviceGetGraphicsRunningProcesses",
    ):
        assert fake.calls[function] == 0, function


def test_slow_true_fills_slow_fields():
    rtx, a100 = opened(two_gpu_machine()).sample(slow=True)
    assert rtx.temperature_c == 71
    assert rtx.fan_percent == 65
    assert rtx.pcie_rx_bytes_per_s == 2048 * 1024
    assert rtx.pcie_tx_bytes_per_s == 512 * 1024
    assert rtx.processes is not None
    assert a100.pcie_rx_bytes_per_s == 0
    assert a100.processes == ()
    for name in SLOW_GPU_FIELDS:
        assert getattr(rtx, name) is not None, name


def test_handles_are_kept_from_open():
    fake = two_gpu_machine()
    backend = opened(fake)
    for _ in range(3):
        backend.sample(slow=True)
    assert fake.calls["nvmlDeviceGetHandleByIndex"] == 2
    assert fake.calls["nvmlDeviceGetCount"] == 1


def test_processes_are_deduplicated_and_named_by_psutil():
    gpu = rtx_3090()
    gpu.compute_processes = [(os.getpid(), 2 * GIB), (DEAD_PID, None)]
    gpu.graphics_processes = [(os.getpid(), 2 * GIB), (DEAD_PID, pynvml.NVML_VALUE_NOT_AVAILABLE_ulonglong.value)]
    (sample,) = opened(FakeNvml(gpus=[gpu])).sample(slow=True)
    assert sample.processes is not None
    by_pid = {p.pid: p for p in sample.processes}
    assert sorted(by_pid) == sorted([os.getpid(), DEAD_PID])
    me = by_pid[os.getpid()]
    assert me.name == psutil.Process().name()
    assert me.used_memory_bytes == 2 * GIB
    assert by_pid[DEAD_PID].name == f"pid {DEAD_PID}"
    assert by_pid[DEAD_PID].used_memory_bytes is None


def test_process_query_errors_make_processes_none():
    gpu = rtx_3090()
    gpu.errors["nvmlDeviceGetComputeRunningProcesses"] = pynvml.NVMLError_NoPermission
    gpu.graphics_processes = None
    (sample,) = opened(FakeNvml(gpus=[gpu])).sample(slow=True)
    assert sample.processes is None
    assert sample.temperature_c == 71


def test_lost_gpu_reports_status_while_other_keeps_sampling():
    fake = two_gpu_machine()
    backend = opened(fake)
    backend.inventory()
    fake.lose(0)
    for _ in range(2):
        lost, ok = backend.sample(slow=True)
        assert (lost.index, lost.status) == (0, "GPU is lost")
        assert lost.utilization_percent is None
        assert (ok.index, ok.status) == (1, "ok")
        assert ok.memory_total_bytes == 40 * GIB
        assert ok.temperature_c == 33


def test_gpu_lost_before_open_is_listed_as_lost():
    fake = two_gpu_machine()
    fake.lose(1)
    backend = opened(fake)
    rtx, lost = backend.inventory()
    assert rtx.name == "NVIDIA GeForce RTX 3090"
    assert (lost.index, lost.name) == (1, "NVIDIA GPU 1")
    assert [s.status for s in backend.sample(slow=False)] == ["ok", "GPU is lost"]


def test_gpu_lost_during_inventory_still_lists_it():
    fake = two_gpu_machine()
    backend = opened(fake)
    fake.lose(0)
    lost, a100 = backend.inventory()
    assert (lost.index, lost.name) == (0, "NVIDIA GPU 0")
    assert a100.cuda_cores == 6912


def test_missing_function_is_none_and_logged_once(caplog):
    caplog.set_level(logging.INFO, logger=LOGGER)
    fake = two_gpu_machine(missing={"nvmlDeviceGetTotalEnergyConsumption"})
    backend = opened(fake)
    for _ in range(3):
        samples = backend.sample(slow=False)
        assert all(s.energy_j is None for s in samples)
        assert samples[0].power_w == 287.5
    messages = [r.getMessage() for r in caplog.records if "nvmlDeviceGetTotalEnergyConsumption" in r.getMessage()]
    assert len(messages) == 1


def test_missing_newer_function_falls_back_to_older_spelling():
    fake = two_gpu_machine(missing={"nvmlDeviceGetCurrentClocksEventReasons", "nvmlSystemGetCudaDriverVersion_v2"})
    backend = opened(fake)
    rtx, _ = backend.sample(slow=False)
    assert rtx.throttle_reasons == ("software power cap",)
    assert fake.calls["nvmlDeviceGetCurrentClocksThrottleReasons"] == 2
    assert backend.inventory()[0].cuda_driver_version == "12.4"


def test_function_not_found_in_driver_is_none():
    gpu = rtx_3090()
    gpu.errors["nvmlDeviceGetNumGpuCores"] = pynvml.NVMLError_FunctionNotFound
    gpu.errors["nvmlDeviceGetMemoryBusWidth"] = pynvml.NVMLError_FunctionNotFound
    (info,) = opened(FakeNvml(gpus=[gpu])).inventory()
    assert info.cuda_cores is None
    assert info.memory_bus_width_bits is None
    assert info.peak_memory_bandwidth_gbps is None
    assert info.memory_total_bytes == 24 * GIB


def test_not_supported_fan_does_not_retry_older_spelling():
    fake = FakeNvml(gpus=[a100_sxm4_40gb()])
    opened(fake).sample(slow=True)
    assert fake.calls["nvmlDeviceGetFanSpeed"] == 1
    assert fake.calls["nvmlDeviceGetFanSpeed_v2"] == 0


def test_empty_throttle_mask_is_empty_tuple():
    gpu = rtx_3090()
    gpu.clocks_event_reasons = 0
    (sample,) = opened(FakeNvml(gpus=[gpu])).sample(slow=False)
    assert sample.throttle_reasons == ()


# ---------------------------------------------------------------- the double matches the real API


def test_fake_reexports_the_real_error_classes():
    fake = two_gpu_machine()
    assert fake.NVMLError is pynvml.NVMLError
    assert fake.NVMLError_GpuIsLost is pynvml.NVMLError_GpuIsLost
    assert fake.NVMLError_NotSupported is pynvml.NVMLError_NotSupported
    assert "NVMLError_GpuIsLost" in ERROR_NAMES


def test_fake_functions_exist_in_real_pynvml_with_same_parameters():
    for name in FUNCTION_NAMES:
        real = getattr(pynvml, name, None)
        assert callable(real), f"pynvml has no {name}"
        fake_params = list(inspect.signature(getattr(FakeNvml, name)).parameters)[1:]  # drop self
        assert fake_params == list(inspect.signature(real).parameters), name
    public = {n for n in vars(FakeNvml) if n.startswith("nvml") and callable(vars(FakeNvml)[n])}
    assert public == set(FUNCTION_NAMES)


def test_fake_constants_exist_in_real_pynvml_with_same_values():
    fake = FakeNvml()
    for name in CONSTANT_NAMES:
        assert hasattr(pynvml, name), name
        assert getattr(fake, name) is getattr(pynvml, name)


def test_every_nvml_name_the_backend_uses_is_real_and_faked():
    source = "".join(Path(inspect.getsourcefile(module)).read_text() for module in (nvidia, nvidia_values))
    names = set(re.findall(r"\"((?:nvml|NVML_|NVMLError)\w*|NVMLLibraryMismatchError)\"", source))
    names |= {
        f"{prefix}{suffix}"
        for suffix, _ in nvidia_values.CLOCK_EVENT_REASONS
        for prefix in ("nvmlClocksEventReason", "nvmlClocksThrottleReason")
    }
    assert len(names) > 50
    fake = FakeNvml()
    for name in sorted(names):
        assert hasattr(pynvml, name), f"real pynvml has no {name}"
        assert hasattr(fake, name), f"the fake has no {name}"


def test_memory_used_leaves_out_what_the_driver_reserves_as_nvidia_smi_does():
    """On an H200 the v1 query read 1,626 MiB used where nvidia-smi read 1,011: v1 counts the driver's reserved
    616 MiB as used, so an idle card looked busy. The v2 query keeps it apart."""
    h200 = FakeGpu(name="NVIDIA H200", memory_total=143_771 * MIB, memory_used=1_011 * MIB,
                   memory_reserved=616 * MIB)
    (sample,) = opened(FakeNvml(gpus=[h200])).sample(slow=False)
    assert sample.memory_used_bytes == 1_011 * MIB and sample.memory_total_bytes == 143_771 * MIB


@pytest.mark.parametrize("older", ["driver", "bindings"])
def test_without_the_v2_memory_query_the_v1_reading_is_shown_and_v2_is_not_asked_again(older):
    gpu = FakeGpu(memory_used=1_011 * MIB, memory_reserved=616 * MIB)
    if older == "driver":
        gpu.errors["nvmlDeviceGetMemoryInfo_v2"] = pynvml.NVMLError_FunctionNotFound
    fake = FakeNvml(gpus=[gpu], missing={"nvmlMemory_v2"} if older == "bindings" else ())
    backend = opened(fake)
    for _ in range(3):
        (sample,) = backend.sample(slow=False)
        assert sample.memory_used_bytes == (1_011 + 616) * MIB
    assert fake.calls["nvmlDeviceGetMemoryInfo_v2"] == (1 if older == "driver" else 0)
