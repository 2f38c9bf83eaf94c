"""A training run's energy: the device's counter read around each epoch (NVML on NVIDIA, RAPL on the CPU).

In a data-parallel run every rank reads its own device and the epoch's joules are summed over the ranks, so the
figure is the whole group's. The run's total is the sum over the epochs it completed: a run stopped mid-epoch
reports the energy of its whole epochs, with their time and samples, so joules, watts and samples per joule agree.

The peak power is the highest average over any stretch of at least ``PEAK_WINDOW_S`` between two reports, read from
the same counter (rank 0's device in a data-parallel run): a counter has no instant, and a shorter stretch would
measure the counter's own update interval (NVML's is about 100 ms).
"""

from __future__ import annotations

import math
import time
from typing import Any

import torch
import torch.distributed as dist

from dashboard.hardware.energy import NO_EPOCH, OTHER_RANK, meter_for, unreadable
from dashboard.text import translate, words_of
from dashboard.training.distributed import Group
from dashboard.training.step import device_uuid

PEAK_WINDOW_S = 0.5


class RunEnergy:
    def __init__(self, device: torch.device, group: Group | None = None) -> None:
        name = f"cuda:{device.index or 0}" if device.type == "cuda" else device.type
        self._meter = meter_for(name, uuid=device_uuid(device))
        self._group = group
        self._epoch_started: float | None = None
        self._last: tuple[float, float] | None = None
        """(joules, seconds) of the last reading taken for the peak power."""
        self.peak_power_w: float | None = None
        self.joules = 0.0
        self.seconds = 0.0
        self.samples = 0
        self.note = ""
        """Why an epoch's energy could not be measured (the first reason met); empty while every epoch was."""

    def start_epoch(self) -> None:
        self._epoch_started = self._meter.read()

    def sample(self) -> None:
        """At a report: the average power since the last sample, once at least ``PEAK_WINDOW_S`` have passed."""
        if self._last is not None and time.perf_counter() - self._last[1] < PEAK_WINDOW_S:
            return
        joules, now = self._meter.read(), time.perf_counter()
        if joules is None:
            return
        if self._last is not None:
            power = self._meter.unwrap(joules - self._last[0]) / (now - self._last[1])
            self.peak_power_w = max(power, self.peak_power_w or 0.0)
        self._last = (joules, now)

    def end_epoch(self, seconds: float, samples: int) -> tuple[float | None, str]:
        """The epoch's joules (every rank's together), or None and why not."""
        ended = self._meter.read()
        joules = None if self._epoch_started is None or ended is None else self._meter.unwrap(
            ended - self._epoch_started)
        note = self._meter.reason or unreadable()
        if self._group is not None:
            total = torch.tensor([math.nan if joules is None else joules], dtype=torch.float64)
            dist.all_reduce(total, group=self._group.side)  # NaN where any rank could not read its counter
            joules = None if math.isnan(total.item()) else total.item()
            if joules is None and not self._meter.reason:
                note = translate("Hardware", OTHER_RANK)
        if joules is None:
            self.note = self.note or note
            return None, note
        self.joules += joules
        self.seconds += seconds
        self.samples += samples
        return joules, ""

    def summary_fields(self) -> dict[str, Any]:
        """The run's energy for its RunSummary: over the epochs completed, or why there is none."""
        if self.note or not self.seconds:
            note = self.note or translate("Hardware", NO_EPOCH)
            return {"energy_note": note, "energy_words": words_of(note)}
        return {"energy_j": self.joules, "samples_per_joule": self.samples / self.joules if self.joules else None,
                "average_power_w": self.joules / self.seconds, "peak_power_w": self.peak_power_w}

    def close(self) -> None:
        self._meter.close()
