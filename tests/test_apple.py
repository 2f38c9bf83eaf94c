"""AppleBackend fed recorded outputs of sysctl, system_profiler and ioreg through the injected ``run``."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from collections.abc import Callable

import pytest

from dashboard.hardware import apple
from dashboard.hardware.apple import INTEL_MAC, NOT_A_MAC, AppleBackend, chip_key, parse_ioreg

GIB = 1024**3

# ---------------------------------------------------------------- recorded outputs (MacBook Pro 14", M2 Pro 19-core)

BRAND = "Apple M2 Pro\n"
MEMSIZE = "34359738368\n"

SYSTEM_PROFILER = """{
  "SPDisplaysDataType" : [
    {
      "_name" : "Apple M2 Pro",
      "spdisplays_mtlgpufamilysupport" : "spdisplays_metal3",
      "spdisplays_ndrvs" : [
        {
          "_name" : "Color LCD",
          "_spdisplays_display-product-id" : "a050",
          "_spdisplays_display-serial-number" : "fd626d62",
          "_spdisplays_display-vendor-id" : "610",
          "_spdisplays_display-week" : "0",
          "_spdisplays_display-year" : "0",
          "_spdisplays_displayID" : "1",
          "_spdisplays_pixels" : "3024 x 1964",
          "_spdisplays_resolution" : "1512 x 982 @ 120.00Hz",
          "spdisplays_ambient_brightness" : "spdisplays_yes",
          "spdisplays_connection_type" : "spdisplays_internal",
          "spdisplays_display_type" : "spdisplays_built-in-liquid-retina-xdr",
          "spdisplays_main" : "spdisplays_yes",
          "spdisplays_mirror" : "spdisplays_off",
          "spdisplays_online" : "spdisplays_yes",
          "spdisplays_pixelresolution" : "spdisplays_3024x1964Retina"
        }
      ],
      "spdisplays_vendor" : "sppci_vendor_Apple",
      "sppci_bus" : "spdisplays_builtin",
      "sppci_cores" : "19",
      "sppci_device_type" : "spdisplays_gpu",
      "sppci_model" : "Apple M2 Pro"
    }
  ]
}
"""

IOREG = """+-o AGXAcceleratorG14X  <class AGXAcceleratorG14X, id 0x1000003e6, registered, matched, active, \
busy 0 (0 ms), retain 64>
    {
      "IOClass" = "AGXAcceleratorG14X"
      "CFBundleIdentifier" = "com.apple.AGXG14X"
      "IOProviderClass" = "AppleARMIODevice"
      "IOGLBundleName" = "AppleMetalOpenGLRenderer"
      "model" = "Apple M2 Pro"
      "gpu-core-count" = 19
      "IOMatchedAtBoot" = Yes
      "IOReportLegend" = ({"IOReportChannels"=((5,4294967296,"In use system memory"),(6,4294967296,"Alloc system \
memory")),"IOReportGroupName"="GPU Stats"})
      "PerformanceStatistics" = {"In use system memory (driver)"=0,"Alloc system memory"=5093851136,\
"Tiler Utilization %"=21,"recoveryCount"=0,"lastRecoveryTime"=0,"Renderer Utilization %"=34,\
"TiledSceneBytes"=1310720,"Device Utilization %"=37,"SplitSceneCount"=0,"Allocated PB Size"=176947200,\
"In use system memory"=2363801600}
      "AGXParameterBufferMaxSize" = 1409286144
      "IOGeneralInterest" = "IOCommand is not serializable"
    }

"""

INTEL_IOREG = """+-o IntelAccelerator  <class IntelAccelerator, id 0x100000418, registered, matched, active, \
busy 0 (0 ms), retain 22>
    {
      "IOClass" = "IntelAccelerator"
      "PerformanceStatistics" = {"GPU Core Utilization"=0,"Total Engine Active Time"=0,"vramFreeBytes"=0}
    }
"""


class Mac:
    """A scripted Mac: command (joined) -> output, or an exception to raise. Counts calls."""

    def __init__(self, outputs: dict[str, str | BaseException] | None = None) -> None:
        self.outputs: dict[str, str | BaseException] = {
            "sysctl -n machdep.cpu.brand_string": BRAND,
            "sysctl -n hw.memsize": MEMSIZE,
            "system_profiler SPDisplaysDataType -json": SYSTEM_PROFILER,
            "ioreg -r -d 1 -w 0 -c IOAccelerator": IOREG,
            "sysctl -n hw.optional.arm64": subprocess.CalledProcessError(1, "sysctl"),
        }
        self.outputs.update(outputs or {})
        self.calls: Counter[str] = Counter()

    def __call__(self, command: list[str]) -> str:
        key = " ".join(command)
        self.calls[key] += 1
        answer = self.outputs.get(key, FileNotFoundError(command[0]))
        if isinstance(answer, BaseException):
            raise answer
        return answer


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def backend_for(mac: Mac, clock: Callable[[], float] | None = None, machine: str = "arm64") -> AppleBackend:
    backend = AppleBackend(system="Darwin", machine=machine, run=mac, clock=clock)
    status = backend.open()
    assert status.available, status.reason
    return backend


# ---------------------------------------------------------------- availability


def test_apple_silicon_is_available():
    status = AppleBackend(system="Darwin", machine="arm64", run=Mac()).open()
    assert (status.vendor, status.available) == ("apple", True)


def test_not_a_mac():
    backend = AppleBackend(system="Linux", machine="x86_64", run=Mac())
    status = backend.open()
    assert (status.available, status.reason) == (False, NOT_A_MAC) == (False, "not a Mac")
    assert backend.inventory() == [] and backend.sample(slow=True) == []


def test_windows_is_not_a_mac():
    assert AppleBackend(system="Windows", machine="AMD64").open().reason == "not a Mac"


def test_intel_mac():
    mac = Mac()
    backend = AppleBackend(system="Darwin", machine="x86_64", run=mac)
    status = backend.open()
    assert (status.available, status.reason) == (False, INTEL_MAC) == (False, "Intel Mac: no Apple Silicon GPU")
    assert backend.sample(slow=False) == []
    assert mac.calls["ioreg -r -d 1 -w 0 -c IOAccelerator"] == 0


def test_x86_python_under_rosetta_on_apple_silicon():
    mac = Mac({"sysctl -n hw.optional.arm64": "1\n"})
    assert AppleBackend(system="Darwin", machine="x86_64", run=mac).open().available


def test_real_platform_of_this_machine():
    # Without injection the backend asks the platform module: on this Linux CI machine it is not a Mac.
    status = AppleBackend().open()
    if sys.platform != "darwin":
        assert status.reason == NOT_A_MAC


def test_open_twice_returns_the_same_status():
    backend = AppleBackend(system="Darwin", machine="arm64", run=Mac())
    assert backend.open() == backend.open()


# ---------------------------------------------------------------- inventory


def test_inventory_m2_pro():
    (gpu,) = backend_for(Mac()).inventory()
    assert gpu.vendor == "apple" and gpu.index == 0
    assert gpu.name == "Apple M2 Pro"
    assert gpu.product_series == "Apple Silicon"
    assert gpu.architecture == "Apple M2 GPU"
    assert gpu.gpu_cores == 19
    assert gpu.cuda_cores == 19 * 128
    assert gpu.unified_memory is True
    assert gpu.memory_total_bytes == 32 * GIB
    assert gpu.memory_type == "LPDDR5"
    assert gpu.peak_memory_bandwidth_gbps == 200
    assert gpu.peak_fp32_tflops is None  # Apple published no figure that pins the M2 GPU clock
    assert gpu.sm_count is None and gpu.uuid is None and gpu.power_limit_w is None


def test_inventory_m1_has_a_peak_from_apples_figures():
    profiler = SYSTEM_PROFILER.replace("Apple M2 Pro", "Apple M1").replace('"19"', '"8"')
    (gpu,) = backend_for(Mac({"system_profiler SPDisplaysDataType -json": profiler})).inventory()
    assert gpu.name == "Apple M1" and gpu.gpu_cores == 8
    assert gpu.peak_fp32_tflops == pytest.approx(2.6, abs=0.01)  # Apple: "2.6 teraflops"
    assert (gpu.memory_type, gpu.peak_memory_bandwidth_gbps) == ("LPDDR4X", 68.25)


@pytest.mark.parametrize(
    ("model", "cores", "bandwidth", "tflops"),
    [
        ("Apple M1 Max", "32", 400.0, 10.4),
        ("Apple M3 Max", "30", 300.0, None),
        ("Apple M3 Max", "40", 400.0, None),
        ("Apple M4 Max", "32", 410.0, None),
        ("Apple M4 Max", "40", 546.0, None),
        ("Apple M4 Pro", "20", 273.0, None),
        ("Apple M5", "10", None, None),  # newer than the table: n/a rather than a guess
    ],
)
def test_bandwidth_and_peak_per_chip(model, cores, bandwidth, tflops):
    profiler = SYSTEM_PROFILER.replace("Apple M2 Pro", model).replace('"19"', f'"{cores}"')
    (gpu,) = backend_for(Mac({"system_profiler SPDisplaysDataType -json": profiler})).inventory()
    assert gpu.peak_memory_bandwidth_gbps == bandwidth
    if tflops is None:
        assert gpu.peak_fp32_tflops is None
    else:
        assert gpu.peak_fp32_tflops == pytest.approx(tflops, abs=0.05)


def test_inventory_falls_back_to_ioreg_when_system_profiler_times_out():
    mac = Mac({"system_profiler SPDisplaysDataType -json": subprocess.TimeoutExpired("system_profiler", 2)})
    (gpu,) = backend_for(mac).inventory()
    assert gpu.name == "Apple M2 Pro" and gpu.gpu_cores == 19  # "model" and "gpu-core-count" from ioreg


def test_inventory_with_every_command_failing_is_all_none_but_the_basics():
    failing = {key: OSError("boom") for key in Mac().outputs}
    (gpu,) = backend_for(Mac(failing)).inventory()
    assert gpu.name == "Apple Silicon GPU"
    assert gpu.gpu_cores is None and gpu.cuda_cores is None and gpu.memory_total_bytes is None
    assert gpu.peak_fp32_tflops is None and gpu.memory_type is None and gpu.architecture is None
    assert gpu.unified_memory is True


def test_inventory_falls_back_to_the_cpu_brand_string():
    mac = Mac(
        {"system_profiler SPDisplaysDataType -json": "not json", "ioreg -r -d 1 -w 0 -c IOAccelerator": INTEL_IOREG}
    )
    (gpu,) = backend_for(mac).inventory()
    assert gpu.name == "Apple M2 Pro" and gpu.gpu_cores is None
    assert gpu.memory_type == "LPDDR5"  # the chip is still known from the name


def test_inventory_is_read_once():
    mac = Mac()
    backend = backend_for(mac)
    assert backend.inventory() == backend.inventory()
    assert mac.calls["system_profiler SPDisplaysDataType -json"] == 1


@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("Apple M2 Pro", ("M2", "M2 Pro")),
        ("Apple M1", ("M1", "M1")),
        ("Apple M3 Ultra", ("M3", "M3 Ultra")),
        ("Intel(R) Core(TM) i9", None),
        (None, None),
    ],
)
def test_chip_key(name, key):
    assert chip_key(name) == key


# ---------------------------------------------------------------- sampling


def test_sample_reads_utilization_and_memory_from_ioreg():
    backend = backend_for(Mac())
    (sample,) = backend.sample(slow=False)
    assert (sample.vendor, sample.index, sample.status) == ("apple", 0, "ok")
    assert sample.utilization_percent == 37
    assert sample.memory_used_bytes == 2363801600
    assert sample.memory_total_bytes == 32 * GIB
    assert sample.power_w is None and sample.temperature_c is None and sample.processes is None


def test_fast_and_slow_ticks_both_have_utilization():
    backend = backend_for(Mac(), clock=Clock())
    assert backend.sample(slow=False)[0].utilization_percent == 37
    assert backend.sample(slow=True)[0].utilization_percent == 37


def test_ioreg_runs_at_most_once_a_second():
    mac, clock = Mac(), Clock()
    backend = backend_for(mac, clock=clock)
    for _ in range(5):
        backend.sample(slow=False)
        clock.now += 0.1
    assert mac.calls["ioreg -r -d 1 -w 0 -c IOAccelerator"] == 1
    mac.outputs["ioreg -r -d 1 -w 0 -c IOAccelerator"] = IOREG.replace(
        '"Device Utilization %"=37', '"Device Utilization %"=90'
    )
    clock.now += 0.6  # 1.1 s after the first read
    assert backend.sample(slow=False)[0].utilization_percent == 90
    assert mac.calls["ioreg -r -d 1 -w 0 -c IOAccelerator"] == 2


@pytest.mark.parametrize(
    "failure",
    [
        subprocess.TimeoutExpired("ioreg", 2),
        FileNotFoundError("ioreg"),
        subprocess.CalledProcessError(1, "ioreg"),
        PermissionError("ioreg"),
    ],
)
def test_ioreg_failure_gives_none_fields(failure):
    clock = Clock()
    mac = Mac({"ioreg -r -d 1 -w 0 -c IOAccelerator": failure})
    backend = backend_for(mac, clock=clock)
    (sample,) = backend.sample(slow=True)
    assert sample.utilization_percent is None and sample.memory_used_bytes is None
    assert sample.memory_total_bytes == 32 * GIB
    assert sample.status == "no readings from ioreg"
    backend.sample(slow=False)  # the failure is cached too: no second process within the second
    assert mac.calls["ioreg -r -d 1 -w 0 -c IOAccelerator"] == 1


def test_ioreg_recovers_after_a_failure():
    mac, clock = Mac({"ioreg -r -d 1 -w 0 -c IOAccelerator": subprocess.TimeoutExpired("ioreg", 2)}), Clock()
    backend = backend_for(mac, clock=clock)
    assert backend.sample(slow=False)[0].utilization_percent is None
    mac.outputs["ioreg -r -d 1 -w 0 -c IOAccelerator"] = IOREG
    clock.now += 1.0
    assert backend.sample(slow=False)[0].utilization_percent == 37


def test_memsize_failure_gives_no_total():
    (sample,) = backend_for(Mac({"sysctl -n hw.memsize": subprocess.TimeoutExpired("sysctl", 2)})).sample(slow=True)
    assert sample.memory_total_bytes is None and sample.utilization_percent == 37


def test_run_returning_garbage_is_none():
    def weird(command: list[str]) -> str:
        return None  # type: ignore[return-value]

    backend = AppleBackend(system="Darwin", machine="arm64", run=weird)
    assert backend.open().available
    (sample,) = backend.sample(slow=True)
    assert sample.utilization_percent is None and sample.memory_total_bytes is None


def test_close_forgets_the_cached_reading():
    mac, clock = Mac(), Clock()
    backend = backend_for(mac, clock=clock)
    backend.sample(slow=False)
    backend.close()
    assert backend.sample(slow=False) == []  # closed
    assert backend.open().available
    backend.sample(slow=False)
    assert mac.calls["ioreg -r -d 1 -w 0 -c IOAccelerator"] == 2


# ---------------------------------------------------------------- ioreg parsing


def test_parse_ioreg_uses_exact_keys():
    stats = parse_ioreg(IOREG)
    assert stats is not None
    assert stats.utilization_percent == 37  # not the renderer's 34 or the tiler's 21
    assert stats.in_use_memory_bytes == 2363801600  # not "(driver)"=0 nor the legend's channel names
    assert (stats.model, stats.gpu_cores) == ("Apple M2 Pro", 19)


def test_parse_ioreg_without_an_apple_accelerator():
    assert parse_ioreg(INTEL_IOREG) is None
    assert parse_ioreg("") is None
    assert parse_ioreg("garbage {{{") is None


def test_parse_ioreg_rejects_impossible_utilization():
    stats = parse_ioreg(IOREG.replace('"Device Utilization %"=37', '"Device Utilization %"=101'))
    assert stats is not None and stats.utilization_percent is None


def test_system_profiler_json_is_what_the_fixture_claims():
    entry = json.loads(SYSTEM_PROFILER)["SPDisplaysDataType"][0]
    assert entry["sppci_cores"] == "19" and entry["sppci_model"] == "Apple M2 Pro"


# ---------------------------------------------------------------- the default command runner


def test_default_runner_times_out(monkeypatch):
    monkeypatch.setattr(apple, "COMMAND_TIMEOUT_S", 0.2)
    with pytest.raises(subprocess.TimeoutExpired):
        apple._run_command([sys.executable, "-c", "import time; time.sleep(5)"])


def test_default_runner_failures_become_none(monkeypatch):
    monkeypatch.setattr(apple, "COMMAND_TIMEOUT_S", 0.2)
    backend = AppleBackend(system="Darwin", machine="arm64")  # the real subprocess runner
    assert backend._output([sys.executable, "-c", "import time; time.sleep(5)"]) is None
    assert backend._output(["/nonexistent/ioreg"]) is None
    assert backend._output([sys.executable, "-c", "raise SystemExit(3)"]) is None
    assert backend._output([sys.executable, "-c", "print('ok')"]) == "ok\n"
