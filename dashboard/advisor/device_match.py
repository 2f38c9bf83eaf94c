"""Which inventory GPU (NVML, amdsmi, Apple) a torch device such as ``cuda:1`` is: torch and the drivers number
devices differently, and the peaks a result is set beside must be that very GPU's.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from typing import Any

import torch

from dashboard.hardware.records import GpuInfo, uuid_digits


def _bus_key(text: str | None) -> tuple[int, int, int] | None:
    """"00000000:01:00.0" (NVML) and "0000:01:00.0" (sysfs) name the same (domain, bus, device)."""
    match = re.fullmatch(r"\s*([0-9a-fA-F]+):([0-9a-fA-F]+):([0-9a-fA-F]+)(?:\.\d+)?\s*", text or "")
    return (int(match[1], 16), int(match[2], 16), int(match[3], 16)) if match else None


def _name_key(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower().removeprefix("nvidia").removeprefix("amd"))


def gpu_for_torch_device(device: str, gpus: Sequence[GpuInfo], properties: Any = None) -> tuple[GpuInfo | None, str]:
    """The inventory GPU (NVML/amdsmi/Apple) behind a torch device, and how it was matched, in words.

    CUDA numbers devices fastest first unless CUDA_DEVICE_ORDER=PCI_BUS_ID, and CUDA_VISIBLE_DEVICES renumbers
    them, while NVML numbers by PCI bus: "cuda:1" is often not NVML GPU 1. So match by UUID, then PCI bus id,
    then by a name only one GPU has; index equality is trusted only when both sides are in PCI order.
    """
    kind, _, index_text = device.partition(":")
    if kind == "mps":
        apple = [gpu for gpu in gpus if gpu.vendor == "apple"]
        return (apple[0], "the Apple GPU") if apple else (None, "no Apple GPU in the inventory")
    if kind != "cuda":
        return None, f"{device} is not a GPU"
    index = int(index_text or 0)
    props = properties if properties is not None else torch.cuda.get_device_properties(index)
    vendor = "amd" if torch.version.hip else "nvidia"
    candidates = [gpu for gpu in gpus if gpu.vendor == vendor]
    uuid = uuid_digits(str(getattr(props, "uuid", "") or ""))
    if uuid:
        for gpu in candidates:
            if uuid_digits(gpu.uuid) == uuid:
                return gpu, f"GPU {gpu.index} matched by UUID"
    bus = torch_pci_bus_id(props)
    if bus is not None:
        for gpu in candidates:
            if _bus_key(gpu.pci_bus_id) == _bus_key(bus):
                return gpu, f"GPU {gpu.index} matched by PCI bus id {bus}"
    name = _name_key(str(getattr(props, "name", "")))
    same_name = [gpu for gpu in candidates if _name_key(gpu.name) == name]
    if len(same_name) == 1:
        return same_name[0], f"GPU {same_name[0].index} matched by name"
    if same_name:
        in_pci_order = (os.environ.get("CUDA_DEVICE_ORDER") == "PCI_BUS_ID"
                        and not os.environ.get("CUDA_VISIBLE_DEVICES", "").strip())
        by_index = [gpu for gpu in same_name if gpu.index == index]
        if in_pci_order and by_index:
            return by_index[0], f"GPU {index} matched by PCI order"
        return same_name[0], f"one of {len(same_name)} identical {same_name[0].name} GPUs (same peaks)"
    return None, f"{device} ({getattr(props, 'name', '?')}) not found among the detected GPUs"


def torch_pci_bus_id(props: Any) -> str | None:
    """The NVML-style bus id ("00000000:01:00.0") from torch's device properties, when this torch exposes them."""
    try:
        domain, bus, dev = int(props.pci_domain_id), int(props.pci_bus_id), int(props.pci_device_id)
    except (AttributeError, TypeError, ValueError):
        return None
    return f"{domain:08x}:{bus:02x}:{dev:02x}.0"
