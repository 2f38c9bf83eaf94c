"""One training step under ``torch.profiler``: device time, calls and FLOPs per aten operator and input shape, and
the kernels it launched. The record measured scaling reads (``scaling.groups_from_profile``), made the same way on
the calibration server (``step_timing``) and on a user's GPU (the Advisor's Measured vs peak). Needs only torch."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch


def synchronize(device: torch.device) -> None:
    """Wait for the device's queued kernels (nothing to wait for on the CPU)."""
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def profile_step(step: Callable[[], object], device: torch.device) -> dict[str, Any]:
    """Run ``step`` once under the profiler. ``ops`` has a row per aten operator and shape (``device_us`` 0 where
    the profiler saw no kernels of it, as on the CPU or without CUPTI); ``kernels`` the launched kernels by time."""
    from torch.profiler import ProfilerActivity, profile

    activities = [ProfilerActivity.CPU]
    if device.type == "cuda":
        activities.append(ProfilerActivity.CUDA)
    synchronize(device)
    with profile(activities=activities, record_shapes=True, with_flops=True) as prof:
        step()
        synchronize(device)
    ops = []
    for event in prof.key_averages(group_by_input_shape=True):
        device_us = float(getattr(event, "self_device_time_total", getattr(event, "self_cuda_time_total", 0.0)))
        if device_us <= 0 and not event.flops:
            continue
        ops.append({"op": event.key, "shapes": str(event.input_shapes), "calls": event.count,
                    "device_us": round(device_us, 2), "flops": int(event.flops or 0),
                    "cpu_us": round(float(event.self_cpu_time_total), 2)})
    kernels: dict[str, list[float]] = {}
    for event in prof.events():
        if getattr(event, "device_type", None) == torch.autograd.DeviceType.CUDA:
            entry = kernels.setdefault(event.name, [0, 0.0])
            entry[0] += 1
            entry[1] += float(event.device_time_total if hasattr(event, "device_time_total") else event.cuda_time_total)
    by_time = sorted(kernels.items(), key=lambda item: -item[1][1])
    return {"ops": ops, "kernel_launches": int(sum(count for count, _ in kernels.values())),
            "kernel_us": round(sum(us for _, us in kernels.values()), 1),
            "kernels": [{"name": name[:200], "calls": int(count), "device_us": round(us, 2)}
                        for name, (count, us) in by_time]}
