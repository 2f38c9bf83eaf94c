"""Apple Silicon GPUs, read through macOS's own command-line tools (no sudo, no extra packages).

* ``sysctl -n machdep.cpu.brand_string`` / ``hw.memsize``: chip name and the unified memory the GPU shares.
* ``system_profiler SPDisplaysDataType -json``: ``sppci_model`` (chip) and ``sppci_cores`` (GPU cores).
* ``ioreg -r -d 1 -w 0 -c IOAccelerator``: the AGX accelerator's ``"PerformanceStatistics"`` dictionary, whose
  ``"Device Utilization %"`` and ``"In use system memory"`` are what Activity Monitor's GPU view reads, plus
  ``"model"`` and ``"gpu-core-count"`` as a fallback for system_profiler.

Power, clocks and temperature need ``powermetrics`` (root) or private IOReport calls, so they stay None.
Every command runs with a 2 s timeout; a failing or slow command gives None fields, never an exception.
"""

from __future__ import annotations

import json
import logging
import platform
import re
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from dashboard.hardware.backend import BackendLifecycle
from dashboard.hardware.records import BackendStatus, GpuInfo, GpuSample
from dashboard.text import QT_TRANSLATE_NOOP

log = logging.getLogger(__name__)

COMMAND_TIMEOUT_S = 2.0
IOREG_MAX_AGE_S = 1.0
"""ioreg spawns a process (~10-30 ms); its answer is reused for this long so fast ticks stay cheap."""

NOT_A_MAC = QT_TRANSLATE_NOOP("Hardware", "not a Mac")
INTEL_MAC = QT_TRANSLATE_NOOP("Hardware", "Intel Mac: no Apple Silicon GPU")

ALUS_PER_GPU_CORE = 128
"""FP32 ALUs per Apple GPU core: Apple gives the 16-core M1 Pro GPU 2,048 execution units (newsroom, Oct 2021)."""

# GPU clock per generation, only where Apple's own figures pin it down. Apple quoted 2.6 TFLOPS for the 8-core M1
# (Nov 2020), 5.2 for the 16-core M1 Pro and 10.4 for the 32-core M1 Max (Oct 2021): 2.6e12 / (8 x 128 x 2) =
# 1.27 GHz for the whole M1 family. Apple has published no TFLOPS figure that fixes the M2, M3 or M4 GPU clock, so
# those generations get no peak estimate rather than a guess.
_GPU_CLOCK_MHZ = {"M1": 1270.0}

# Memory type and peak bandwidth (GB/s) per chip, from Apple's announcements and tech-spec pages as reported at
# launch: M1 LPDDR4X-4266 on 128 bits (68.25 GB/s); M1 Pro/Max/Ultra 200/400/800 (Oct 2021, Mar 2022); M2 100
# LPDDR5 (Jun 2022); M2 Pro/Max 200/400 (Jan 2023), M2 Ultra 800 (Jun 2023); M3 100, M3 Pro 150, M3 Max 300 with
# the 30-core GPU and 400 with the 40-core (Oct 2023), M3 Ultra 819 (Mar 2025); M4 120, M4 Pro 273, M4 Max 410 with
# the 32-core GPU and 546 with the 40-core (Oct 2024). A value keyed by GPU cores applies to that binning only.
_MEMORY: dict[str, tuple[str, float | dict[int, float]]] = {
    "M1": ("LPDDR4X", 68.25),
    "M1 Pro": ("LPDDR5", 200.0),
    "M1 Max": ("LPDDR5", 400.0),
    "M1 Ultra": ("LPDDR5", 800.0),
    "M2": ("LPDDR5", 100.0),
    "M2 Pro": ("LPDDR5", 200.0),
    "M2 Max": ("LPDDR5", 400.0),
    "M2 Ultra": ("LPDDR5", 800.0),
    "M3": ("LPDDR5", 100.0),
    "M3 Pro": ("LPDDR5", 150.0),
    "M3 Max": ("LPDDR5", {30: 300.0, 40: 400.0}),
    "M3 Ultra": ("LPDDR5", 819.0),
    "M4": ("LPDDR5X", 120.0),
    "M4 Pro": ("LPDDR5X", 273.0),
    "M4 Max": ("LPDDR5X", {32: 410.0, 40: 546.0}),
}

_CHIP = re.compile(r"\bApple (M\d+)(?: (Pro|Max|Ultra))?\b")
_PERF_STATS = re.compile(r'"PerformanceStatistics"\s*=\s*\{([^{}]*)\}')
_PAIR = re.compile(r'"([^"]+)"\s*=\s*(-?\d+(?:\.\d+)?)')


def _run_command(command: list[str]) -> str:
    """Run a command and return its stdout; raises on failure, non-zero exit or timeout (callers catch)."""
    done = subprocess.run(command, capture_output=True, text=True, timeout=COMMAND_TIMEOUT_S, check=True)
    return done.stdout


@dataclass(frozen=True)
class IoregStats:
    """What one ``ioreg -c IOAccelerator`` read says about the Apple GPU."""

    utilization_percent: float | None
    in_use_memory_bytes: int | None
    model: str | None
    gpu_cores: int | None


def parse_ioreg(text: str) -> IoregStats | None:
    """The first accelerator whose PerformanceStatistics has "Device Utilization %", or None."""
    for block in re.split(r"\n(?=\s*\+-o )", text):
        stats = next((m.group(1) for m in _PERF_STATS.finditer(block) if "Device Utilization %" in m.group(1)), None)
        if stats is None:
            continue
        pairs = {key: float(value) for key, value in _PAIR.findall(stats)}
        utilization = pairs.get("Device Utilization %")
        if utilization is not None and not 0 <= utilization <= 100:
            utilization = None
        in_use = pairs.get("In use system memory")
        model = re.search(r'"model"\s*=\s*"([^"]*)"', block)
        cores = re.search(r'"gpu-core-count"\s*=\s*(\d+)', block)
        return IoregStats(
            utilization_percent=utilization,
            in_use_memory_bytes=int(in_use) if in_use is not None and in_use >= 0 else None,
            model=(model.group(1).strip() or None) if model else None,
            gpu_cores=(int(cores.group(1)) or None) if cores else None,
        )
    return None


def chip_key(name: str | None) -> tuple[str, str] | None:
    """("M2", "M2 Pro") from "Apple M2 Pro": the generation and the chip, or None for an unknown name."""
    match = _CHIP.search(name or "")
    if match is None:
        return None
    generation = match.group(1)
    return generation, f"{generation} {match.group(2)}" if match.group(2) else generation


class AppleBackend(BackendLifecycle):
    """GPU backend for Apple Silicon Macs. ``system``, ``machine``, ``run`` and ``clock`` are injectable for tests."""

    vendor = "apple"

    def __init__(
        self,
        system: str | None = None,
        machine: str | None = None,
        run: Callable[[list[str]], str] | None = None,
        clock: Callable[[], float] | None = None,
    ) -> None:
        super().__init__(log)
        self._system = system
        self._machine = machine
        self._run = run or _run_command
        self._clock = clock or time.monotonic
        self._inventory: GpuInfo | None = None
        self._memsize: int | None = None
        self._memsize_read = False
        self._ioreg: tuple[float, IoregStats | None] | None = None

    # ------------------------------------------------------------------ commands

    def _output(self, command: list[str]) -> str | None:
        try:
            out = self._run(command)
        except Exception as exc:  # noqa: BLE001 - FileNotFoundError, TimeoutExpired, CalledProcessError, ...
            log.debug("%s failed: %r", " ".join(command), exc)
            return None
        return out if isinstance(out, str) else None

    def _sysctl(self, name: str) -> str | None:
        out = self._output(["sysctl", "-n", name])
        return (out.strip() or None) if out is not None else None

    def _memory_total(self) -> int | None:
        if not self._memsize_read:
            self._memsize_read = True
            value = self._sysctl("hw.memsize")
            self._memsize = int(value) if value and value.isdigit() else None
        return self._memsize

    def _ioreg_stats(self) -> IoregStats | None:
        """ioreg's answer, at most one process per IOREG_MAX_AGE_S (failures are cached too)."""
        now = self._clock()
        if self._ioreg is None or now - self._ioreg[0] >= IOREG_MAX_AGE_S:
            out = self._output(["ioreg", "-r", "-d", "1", "-w", "0", "-c", "IOAccelerator"])
            self._ioreg = (now, parse_ioreg(out) if out else None)
        return self._ioreg[1]

    # ------------------------------------------------------------------ lifecycle

    def _open(self) -> BackendStatus:
        """Available only on an Apple Silicon Mac (also when Python itself runs under Rosetta 2)."""
        system = self._system if self._system is not None else platform.system()
        if system != "Darwin":
            return self._unavailable(NOT_A_MAC)
        machine = (self._machine if self._machine is not None else platform.machine()).lower()
        # An x86_64 Python under Rosetta 2 reports x86_64 on Apple Silicon; the kernel still knows the truth.
        if machine not in ("arm64", "aarch64") and self._sysctl("hw.optional.arm64") != "1":
            return self._unavailable(INTEL_MAC)
        return self._available("Apple Silicon GPU (unified memory)")

    def _shut_down_library(self) -> None:
        """Never called: the command-line tools run as their own processes, so nothing is ever started."""

    def _forget(self) -> None:
        """Forget the status and the cached reading, so a reopened backend reads afresh."""
        self._status = None
        self._ioreg = None

    # ------------------------------------------------------------------ inventory

    def inventory(self) -> list[GpuInfo]:
        """The one integrated GPU (read once: system_profiler is slow)."""
        with self._lock:
            if not self._is_available:
                return []
            if self._inventory is None:
                self._inventory = self._gpu_info()
            return [self._inventory]

    def _gpu_info(self) -> GpuInfo:
        display = self._display_entry()
        ioreg = self._ioreg_stats()
        name = (
            _text(display.get("sppci_model"))
            or (ioreg.model if ioreg else None)
            or self._sysctl("machdep.cpu.brand_string")
            or "Apple Silicon GPU"
        )
        gpu_cores = _int(display.get("sppci_cores")) or (ioreg.gpu_cores if ioreg else None)
        chip = chip_key(name)
        generation, chip_name = chip if chip else (None, None)

        clock_mhz = _GPU_CLOCK_MHZ.get(generation or "")
        alus = gpu_cores * ALUS_PER_GPU_CORE if gpu_cores else None
        peak_tflops = alus * 2 * clock_mhz * 1e6 / 1e12 if alus and clock_mhz else None

        memory_type, bandwidth = None, None
        if chip_name in _MEMORY:
            memory_type, by_chip = _MEMORY[chip_name]
            bandwidth = by_chip.get(gpu_cores or 0) if isinstance(by_chip, dict) else by_chip

        return GpuInfo(
            vendor=self.vendor,
            index=0,
            name=name,
            architecture=f"Apple {generation} GPU" if generation else None,
            product_series="Apple Silicon",
            gpu_cores=gpu_cores,
            cuda_cores=alus,
            memory_total_bytes=self._memory_total(),
            memory_type=memory_type,
            unified_memory=True,
            peak_memory_bandwidth_gbps=bandwidth,
            peak_fp32_tflops=peak_tflops,
        )

    def _display_entry(self) -> dict[str, Any]:
        """The Apple GPU's entry of ``system_profiler SPDisplaysDataType -json`` (empty when unreadable)."""
        out = self._output(["system_profiler", "SPDisplaysDataType", "-json"])
        try:
            entries = json.loads(out)["SPDisplaysDataType"] if out else []
        except (ValueError, KeyError, TypeError):
            return {}
        if not isinstance(entries, list):
            return {}
        dicts = [e for e in entries if isinstance(e, dict)]
        apple = [e for e in dicts if "apple" in str(e.get("spdisplays_vendor", "")).lower() or "sppci_cores" in e]
        return (apple or dicts or [{}])[0]

    # ------------------------------------------------------------------ sampling

    def sample(self, slow: bool) -> list[GpuSample]:
        """Utilization and in-use memory from ioreg on every tick (cached for a second); nothing here is slow-only."""
        with self._lock:
            if not self._is_available:
                return []
            stats = self._ioreg_stats()
            return [
                GpuSample(
                    vendor=self.vendor,
                    index=0,
                    status="ok" if stats is not None else "no readings from ioreg",
                    utilization_percent=stats.utilization_percent if stats else None,
                    memory_used_bytes=stats.in_use_memory_bytes if stats else None,
                    memory_total_bytes=self._memory_total(),
                )
            ]


def _text(value: Any) -> str | None:
    return (value.strip() or None) if isinstance(value, str) else None


def _int(value: Any) -> int | None:
    try:
        number = int(str(value).strip())
    except (TypeError, ValueError):
        return None
    return number if number > 0 else None
