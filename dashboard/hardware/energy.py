"""Energy counters to read around a piece of work: joules, samples per joule, average power.

* NVIDIA: NVML's total energy counter (``nvmlDeviceGetTotalEnergyConsumption``, millijoules since the driver
  loaded; Volta and newer).
* CPU: Intel RAPL through ``/sys/class/powercap`` (``intel-rapl:N/energy_uj`` of each package, microjoules, wrapping
  at ``max_energy_range_uj``). Linux has made ``energy_uj`` readable by root only since 5.10, and most virtual
  machines expose no RAPL at all.

A meter that cannot read says why (``reason``), so every number can be labelled "not available" with the cause.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dashboard.hardware.records import uuid_digits
from dashboard.text import QT_TRANSLATE_NOOP, fill, translate

POWERCAP = Path("/sys/class/powercap")

NO_POWERCAP = QT_TRANSLATE_NOOP("Hardware", "no {folder} (not Linux, or a virtual machine that hides the CPU's energy "
                                            "counters)")
NO_RAPL_ZONE = QT_TRANSLATE_NOOP("Hardware", "no RAPL package zone in {folder} (not an Intel or recent AMD CPU, or "
                                             "hidden by the VM)")
ROOT_ONLY = QT_TRANSLATE_NOOP("Hardware", "{file} is readable by root only (Linux 5.10 and newer); run as root or "
                                          "allow it with chmod")
FILE_UNREADABLE = QT_TRANSLATE_NOOP("Hardware", "{file} could not be read: {error}")
NVML_NOT_STARTED = QT_TRANSLATE_NOOP("Hardware", "NVML could not start: {error}")
NVML_NO_GPU = QT_TRANSLATE_NOOP("Hardware", "NVML has no GPU {index}: {error}")
NO_COUNTER_ON_GPU = QT_TRANSLATE_NOOP("Hardware", "this GPU has no energy counter (NVML offers one on Volta and newer)")
NVML_FAILED = QT_TRANSLATE_NOOP("Hardware", "NVML failed: {error}")
NOT_READ_FOR = QT_TRANSLATE_NOOP("Hardware", "no energy counter is read for {device}")
COUNTER_UNREADABLE = QT_TRANSLATE_NOOP("Hardware", "the energy counter could not be read")
OTHER_RANK = QT_TRANSLATE_NOOP("Hardware", "another rank could not read its device's energy counter")
NO_EPOCH = QT_TRANSLATE_NOOP("Hardware", "no epoch was completed")
REASONS = (NO_POWERCAP, NO_RAPL_ZONE, ROOT_ONLY, FILE_UNREADABLE, NVML_NOT_STARTED, NVML_NO_GPU, NO_COUNTER_ON_GPU,
           NVML_FAILED, NOT_READ_FOR, COUNTER_UNREADABLE, OTHER_RANK, NO_EPOCH)
"""Why a meter (or a training run's RunEnergy) gives no reading. Made with ``translate`` (a training run sends their
words); a sweep's points keep them in English, which the window says again from these
(``dashboard.experiments.shown_labels``)."""


@dataclass(frozen=True)
class EnergyReading:
    """What a piece of work cost: joules over seconds, or why it could not be measured."""

    joules: float | None
    seconds: float
    reason: str = ""
    """Empty when measured; else why not, in a few words."""

    @property
    def average_power_w(self) -> float | None:
        return None if self.joules is None or self.seconds <= 0 else self.joules / self.seconds

    def per_sample(self, samples: int) -> float | None:
        """Samples per joule."""
        return None if not self.joules or samples <= 0 else samples / self.joules


class EnergyMeter:
    """A counter of joules; ``read`` returns None once it cannot read, and ``reason`` says why."""

    source = ""

    def __init__(self) -> None:
        self.reason = ""

    def read(self) -> float | None:
        raise NotImplementedError

    def close(self) -> None:
        """Let go of what the meter opened (NVML)."""

    def around(self, work: Callable[[], Any], clock: Callable[[], float]) -> tuple[Any, EnergyReading]:
        """Run ``work`` between two readings; its result and the energy it took (a wrapped counter is unwrapped)."""
        before, started = self.read(), clock()
        result = work()
        after, elapsed = self.read(), clock() - started
        if before is None or after is None:
            return result, EnergyReading(None, elapsed, self.reason or unreadable())
        return result, EnergyReading(self.unwrap(after - before), elapsed)

    def unwrap(self, delta: float) -> float:
        return delta


class RaplMeter(EnergyMeter):
    """The CPU packages' energy, summed over ``intel-rapl:N`` (N a package; its sub-zones are parts of it)."""

    source = "RAPL"

    def __init__(self, root: Path = POWERCAP) -> None:
        super().__init__()
        self._zones = sorted(p for p in root.glob("intel-rapl:*") if p.name.count(":") == 1) if root.is_dir() else []
        self._range = 0.0
        if not root.is_dir():
            self.reason = fill(translate("Hardware", NO_POWERCAP), folder=str(root))
        elif not self._zones:
            self.reason = fill(translate("Hardware", NO_RAPL_ZONE), folder=str(root))
        else:
            self._range = sum(float(_read(zone / "max_energy_range_uj") or 0) for zone in self._zones) / 1e6

    def read(self) -> float | None:
        if not self._zones:
            return None
        total = 0.0
        for zone in self._zones:
            try:
                total += float((zone / "energy_uj").read_text().strip()) / 1e6
            except PermissionError:
                self.reason = fill(translate("Hardware", ROOT_ONLY),
                                   file=str(zone / "energy_uj"))
                return None
            except (OSError, ValueError) as err:
                self.reason = fill(translate("Hardware", FILE_UNREADABLE),
                                   file=str(zone / "energy_uj"), error=str(err))
                return None
        return total

    def unwrap(self, delta: float) -> float:
        return delta + self._range if delta < 0 and self._range else delta


class NvmlMeter(EnergyMeter):
    """One NVIDIA GPU's energy counter: the GPU with ``uuid`` where given (CUDA numbers devices fastest first and
    NVML by PCI bus, so "cuda:1" is often NVML's GPU 0), else NVML's GPU ``index``."""

    source = "NVML"

    def __init__(self, index: int, nvml: Any = None, uuid: str | None = None) -> None:
        super().__init__()
        self._nvml = nvml
        self._handle: Any = None
        try:
            if self._nvml is None:
                import pynvml

                self._nvml = pynvml
            self._nvml.nvmlInit()
        except Exception as err:  # noqa: BLE001 - no library, no driver: said in words
            self._nvml, self.reason = None, fill(translate("Hardware", NVML_NOT_STARTED), error=str(err))
            return
        try:
            self._handle = self._handle_with_uuid(uuid) or self._nvml.nvmlDeviceGetHandleByIndex(index)
        except Exception as err:  # noqa: BLE001
            self.reason = fill(translate("Hardware", NVML_NO_GPU), index=index, error=str(err))

    def _handle_with_uuid(self, uuid: str | None) -> Any:
        """The handle of the GPU whose UUID is ``uuid`` (torch writes it without NVML's "GPU-"), or None."""
        wanted = uuid_digits(uuid)
        if not wanted:
            return None
        for index in range(self._nvml.nvmlDeviceGetCount()):
            with contextlib.suppress(Exception):  # a lost GPU, or one that keeps its UUID to itself: not this one
                handle = self._nvml.nvmlDeviceGetHandleByIndex(index)
                if uuid_digits(self._nvml.nvmlDeviceGetUUID(handle)) == wanted:
                    return handle
        return None

    def read(self) -> float | None:
        if self._handle is None:
            return None
        try:
            return float(self._nvml.nvmlDeviceGetTotalEnergyConsumption(self._handle)) / 1000.0
        except Exception as err:  # noqa: BLE001 - NotSupported before Volta, or the GPU fell off the bus
            self.reason = (translate("Hardware", NO_COUNTER_ON_GPU)
                           if type(err).__name__ == "NVMLError_NotSupported"
                           else fill(translate("Hardware", NVML_FAILED), error=str(err)))
            return None

    def close(self) -> None:
        if self._nvml is not None:
            with contextlib.suppress(Exception):  # shutting down what may already be gone
                self._nvml.nvmlShutdown()
            self._nvml = self._handle = None


class NoMeter(EnergyMeter):
    """A device no counter covers (Apple, AMD in this command)."""

    def __init__(self, reason: str) -> None:
        super().__init__()
        self.reason = reason

    def read(self) -> float | None:
        return None


def meter_for(device: str, nvml: Any = None, powercap: Path = POWERCAP, uuid: str | None = None) -> EnergyMeter:
    """The counter that covers ``device`` ("cpu", "cuda:N", "mps"); for a CUDA device, the GPU with its ``uuid``
    (torch's ``get_device_properties(N).uuid``) where given."""
    kind, _, index = device.partition(":")
    if kind == "cpu":
        return RaplMeter(powercap)
    if kind == "cuda":
        return NvmlMeter(int(index or 0), nvml, uuid)
    return NoMeter(fill(translate("Hardware", NOT_READ_FOR), device=device))


def unreadable() -> str:
    """Why there is no reading when the meter gave no reason of its own."""
    return translate("Hardware", COUNTER_UNREADABLE)


def _read(path: Path) -> str | None:
    try:
        return path.read_text().strip()
    except OSError:
        return None
