"""Which catalogue entry a detected GPU is.

A detected GPU is matched to its entry by PCI device id and by name; anything uncertain gives no match rather than a
wrong one, because the advisor shows the entry's peaks as that GPU's.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dashboard.advisor.gpu_catalog import Catalog, load_catalog
from dashboard.advisor.gpu_spec import PCI_ID, GpuSpec

if TYPE_CHECKING:
    from dashboard.hardware.records import GpuInfo, Inventory

_VENDOR_WORDS = frozenset({"nvidia", "amd", "ati", "geforce", "radeon", "tesla", "apple", "instinct", "gpu"})
_MEMORY_IN_NAME = re.compile(r"(\d+(?:\.\d+)?)\s*gb\b")
_CORES_IN_NAME = re.compile(r"(\d+)[- ]?core\b")
_GIB = 1024**3
# A detected GPU reports a little less than its nominal memory (the driver reserves some; 80 GB H100s show 79.6 GiB,
# Jetsons lose carve-outs) but never more: a variant with more or much less memory is another GPU.
_MEMORY_TOLERANCE = (0.88, 1.04)


@dataclass(frozen=True)
class _NameKey:
    words: str
    """Model words without vendor and brand words, split at letter/digit boundaries: "rtx 3060", "a 100 sxm 4"."""
    memory_gb: float | None
    """Memory the name states ("A100-SXM4-40GB"), if any."""
    gpu_cores: int | None
    """GPU cores the name states ("38-core GPU"), if any."""


def _name_key(name: str) -> _NameKey:
    """Spelling-independent key: "NVIDIA A100-SXM4-40GB" and "A100 SXM4 40GB" give the same one."""
    text = name.casefold()
    memory = _MEMORY_IN_NAME.search(text)
    cores = _CORES_IN_NAME.search(text)
    text = _CORES_IN_NAME.sub(" ", _MEMORY_IN_NAME.sub(" ", text))
    words = [word for word in re.findall(r"[a-z]+|\d+", text) if word not in _VENDOR_WORDS]
    return _NameKey(" ".join(words), float(memory[1]) if memory else None, int(cores[1]) if cores else None)


def _normal_pci_id(value: str | None) -> str | None:
    match = PCI_ID.fullmatch((value or "").strip())
    return match[1].lower() if match else None


def _memory_fits(spec: GpuSpec, memory_bytes: int | None) -> bool:
    """Whether a detected memory size can be this GPU. Apple's unified memory is the Mac's RAM: any size fits."""
    if memory_bytes is None or memory_bytes <= 0 or spec.vendor == "apple":
        return True
    per_device = spec.memory_gb / spec.logical_devices
    low, high = _MEMORY_TOLERANCE
    return low <= (memory_bytes / _GIB) / per_device <= high


def _closest_in_memory(candidates: list[GpuSpec], memory_bytes: int | None) -> GpuSpec | None:
    """The one candidate, or the one whose memory is strictly closest to the detected size; None if still tied."""
    if len(candidates) == 1:
        return candidates[0]
    if not candidates or not memory_bytes:
        return None
    gib = memory_bytes / _GIB
    ranked = sorted(candidates, key=lambda spec: abs(spec.memory_gb / spec.logical_devices - gib))
    first, second = ranked[0], ranked[1]
    if abs(first.memory_gb / first.logical_devices - gib) == abs(second.memory_gb / second.logical_devices - gib):
        return None
    return first


def _name_matches(spec: GpuSpec, detected: _NameKey, gpu_cores: int | None) -> bool:
    """Whether the detected name is this entry's name or one of its aliases, with compatible memory and cores."""
    for label in (spec.name, *spec.aliases):
        key = _name_key(label)
        if not key.words or key.words != detected.words:
            continue
        memory = detected.memory_gb
        if memory is not None and abs(memory - spec.memory_gb / spec.logical_devices) > 0.1 * memory:
            continue
        cores = key.gpu_cores
        if cores is not None and cores != (detected.gpu_cores or gpu_cores):
            continue  # "M2 Max (38-core GPU)" is not a 30-core M2 Max, nor one whose core count is unknown
        return True
    return False


def match_gpu(
    gpus: Sequence[GpuSpec] | Catalog,
    name: str,
    pci_device_id: str | None = None,
    memory_bytes: int | None = None,
    gpu_cores: int | None = None,
) -> GpuSpec | None:
    """The catalogue entry of a detected GPU, or None when it is not in the catalogue or cannot be told apart.

    PCI device id first: an id listed by one entry is that GPU; an id shared by variants (Quadro RTX 6000/8000,
    RX 7900 XT/XTX) is settled by name, then by memory size. Otherwise the name decides, spelled as NVML, amdsmi or
    macOS report it, with the memory size telling variants apart ("RTX 3060" 12 GB vs 8 GB). A detected memory size
    that no candidate can have rules the candidate out.
    """
    specs = gpus.gpus if isinstance(gpus, Catalog) else tuple(gpus)
    detected = _name_key(name or "")
    pci = _normal_pci_id(pci_device_id)
    if pci is not None:
        by_pci = [spec for spec in specs if pci in spec.pci_device_ids]
        if by_pci:
            fitting = [spec for spec in by_pci if _memory_fits(spec, memory_bytes)]
            named = [spec for spec in fitting if _name_matches(spec, detected, gpu_cores)]
            return _closest_in_memory(named, memory_bytes) or _closest_in_memory(fitting, memory_bytes)
    if not detected.words:
        return None
    named = [spec for spec in specs if _name_matches(spec, detected, gpu_cores) and _memory_fits(spec, memory_bytes)]
    return _closest_in_memory(named, memory_bytes)


def per_device(spec: GpuSpec) -> GpuSpec:
    """The entry as one of the devices the driver shows: memory, bandwidth, FLOPS and power divided by
    ``logical_devices`` (only the MI250X differs from its entry)."""
    n = spec.logical_devices
    if n == 1:
        return spec

    def part(value: float | None) -> float | None:
        return None if value is None else round(value / n, 3)

    return dataclasses.replace(
        spec,
        memory_gb=spec.memory_gb / n,
        bus_width_bits=None if spec.bus_width_bits is None else spec.bus_width_bits // n,
        bandwidth_gbps=spec.bandwidth_gbps / n,
        fp32_tflops=spec.fp32_tflops / n,
        fp16_tensor_tflops=part(spec.fp16_tensor_tflops),
        bf16_tensor_tflops=part(spec.bf16_tensor_tflops),
        tensor_cores=None if spec.tensor_cores is None else spec.tensor_cores // n,
        tdp_w=spec.tdp_w / n,
        notes=f"one of {n} devices of the {spec.name}. {spec.notes}".strip(),
        logical_devices=1,
    )


def match_detected(gpus: Sequence[GpuSpec] | Catalog, info: GpuInfo) -> GpuSpec | None:
    """The entry of a GPU the hardware layer found, scaled to that one device (see ``per_device``)."""
    spec = match_gpu(gpus, info.name, info.pci_device_id, info.memory_total_bytes, info.gpu_cores)
    return None if spec is None else per_device(spec)


def with_catalogue_facts(inventory: Inventory, gpus: Sequence[GpuSpec] | Catalog | None = None) -> Inventory:
    """The inventory with what drivers do not report taken from each GPU's catalogue entry.

    nvidia-ml-py has no memory-type query, so an NVIDIA GPU's GDDR6X or HBM3 comes from here; values the driver
    did report are never replaced. A catalogue that cannot be read leaves the inventory as it was.
    """
    if not inventory.gpus:
        return inventory
    try:
        gpus = load_catalog() if gpus is None else gpus
    except (OSError, ValueError):
        return inventory
    filled = []
    for info in inventory.gpus:
        spec = match_detected(gpus, info)
        if spec is not None and info.memory_type is None:
            info = dataclasses.replace(info, memory_type=spec.memory_type)
        filled.append(info)
    return dataclasses.replace(inventory, gpus=tuple(filled))
