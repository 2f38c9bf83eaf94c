"""One GPU's published specification, and the rules a catalogue entry must follow.

Every field of an entry is checked on its own, and a bad one is explained in words: which field, what was wrong and
what is allowed, so a person editing their own ``gpus.json`` can fix it.
"""

from __future__ import annotations

import dataclasses
import json
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from dashboard.hardware.nvidia_specs import cuda_cores_per_sm, tensor_cores_per_sm
from dashboard.text import QT_TRANSLATE_NOOP, fill, translate


@dataclass(frozen=True)
class GpuSpec:
    """One GPU's published specification. Units live in the names; None means the vendor publishes no such value."""

    vendor: str
    """"nvidia", "amd" or "apple"."""
    name: str
    series: str
    """"geforce", "workstation", "datacenter", "jetson", "radeon", "instinct" or "apple"."""
    architecture: str
    year: int
    memory_gb: float
    memory_type: str
    bus_width_bits: int | None
    bandwidth_gbps: float
    fp32_tflops: float
    fp16_tensor_tflops: float | None
    """Dense (no sparsity) FP16 matrix throughput with FP32 accumulation; None without matrix units."""
    bf16_tensor_tflops: float | None
    tensor_cores: int | None
    tdp_w: float
    ecc: bool
    compute_capability: str | None
    sources: tuple[str, ...]
    pci_device_ids: tuple[str, ...] = ()
    """PCI device ids as lowercase hex ("2684"), used to match a detected GPU."""
    aliases: tuple[str, ...] = ()
    """Other names drivers report for this GPU ("NVIDIA GeForce RTX 4090", "AD102")."""
    uncertain: tuple[str, ...] = ()
    """Fields whose value could not be confirmed against a primary source."""
    price_usd: float | None = None
    """Only from the user's own file: the catalogue ships no prices."""
    user_added: bool = False
    notes: str = ""
    """How a value was chosen where the vendor leaves room (configuration, clocks, derived figures)."""
    logical_devices: int = 1
    """GPUs the driver shows for one board: the MI250X's two dies appear as two devices, each with half the memory,
    bandwidth and FLOPS. Every other value here is for the whole board."""

    def tf32_tensor_tflops(self) -> tuple[float | None, str]:
        """Dense TF32 TFLOPS, which the catalogue does not list, and how it was found or why there is none.

        On NVIDIA Ampere and newer (compute capability 8.0+) the dense TF32 tensor rate is half the dense FP16 one.
        """
        if self.vendor != "nvidia":
            return None, QT_TRANSLATE_NOOP("Advisor", "no TF32 peak (TF32 is an NVIDIA tensor-core mode)")
        try:
            major = int((self.compute_capability or "").split(".")[0])
        except ValueError:
            return None, QT_TRANSLATE_NOOP("Advisor", "no TF32 peak (compute capability unknown)")
        if major < 8:
            return None, f"no TF32 before Ampere (compute capability {self.compute_capability})"
        if self.fp16_tensor_tflops is None:
            return None, QT_TRANSLATE_NOOP("Advisor", "no TF32 peak (no dense FP16 tensor rate in the catalogue)")
        return self.fp16_tensor_tflops / 2, QT_TRANSLATE_NOOP("Advisor", "TF32 derived: half the dense FP16 tensor "
                                                                         "rate (NVIDIA Ampere and newer)")


    def streaming_multiprocessors(self) -> tuple[int, int] | None:
        """(SMs, FP32 lanes per SM) of an NVIDIA GPU, which the catalogue does not list: tensor cores over tensor
        cores per SM, and the lanes of its compute capability. None elsewhere or when either is unknown."""
        if self.vendor != "nvidia" or not self.tensor_cores or not self.compute_capability:
            return None
        major, _, minor = self.compute_capability.partition(".")
        try:
            capability = int(major), int(minor or 0)
        except ValueError:
            return None
        per_sm, _generation = tensor_cores_per_sm(*capability, self.name)
        lanes = cuda_cores_per_sm(*capability)
        if not per_sm or not lanes or self.tensor_cores % per_sm:
            return None
        return self.tensor_cores // per_sm, lanes

    def sm_cycles_per_second(self) -> float | None:
        """SMs x boost clock of an NVIDIA GPU, from its FP32 peak over the FP32 lanes an SM of its compute capability
        has (2 FLOPs a lane a cycle): the rate kernels bound by their SMs' instruction issue rather than by
        arithmetic or bytes run at (batch normalisation's per-channel reductions). None elsewhere or when unknown."""
        if self.vendor != "nvidia" or not self.compute_capability or self.fp32_tflops <= 0:
            return None
        major, _, minor = self.compute_capability.partition(".")
        try:
            lanes = cuda_cores_per_sm(int(major), int(minor or 0))
        except ValueError:
            return None
        return self.fp32_tflops * 1e12 / (2 * lanes) if lanes else None

    def cuda_cores(self) -> int | None:
        """FP32 lanes of an NVIDIA GPU (SMs times lanes per SM); None where unknown."""
        found = self.streaming_multiprocessors()
        return None if found is None else found[0] * found[1]


class CatalogError(ValueError):
    """An entry breaks the catalogue's rules; the message names the field, what was wrong and what is allowed."""


VENDORS = ("nvidia", "amd", "apple")
SERIES_BY_VENDOR: dict[str, tuple[str, ...]] = {
    "nvidia": ("geforce", "workstation", "datacenter", "jetson"),
    "amd": ("radeon", "instinct"),
    "apple": ("apple",),
}
SERIES = tuple(series for group in SERIES_BY_VENDOR.values() for series in group)
MEMORY_TYPES = (
    "GDDR5", "GDDR5X", "GDDR6", "GDDR6X", "GDDR7", "HBM2", "HBM2e", "HBM3", "HBM3e",
    "LPDDR4X", "LPDDR5", "LPDDR5X", "DDR4", "DDR5",
)  # fmt: skip

_FIELDS = {field.name: field for field in dataclasses.fields(GpuSpec)}
_REQUIRED = tuple(name for name, field in _FIELDS.items() if field.default is dataclasses.MISSING)
_NULLABLE = ("bus_width_bits", "fp16_tensor_tflops", "bf16_tensor_tflops", "tensor_cores", "compute_capability")
_NOT_IN_FILES = ("user_added",)
"""Set by the loader, never by a file."""
_MUST_GIVE = tuple(name for name in _REQUIRED if name not in _NULLABLE and name != "sources")
"""What even a user's own entry must state; sources may be left out there (the file itself becomes one)."""

# (minimum, maximum, unit) for every number; wide enough for any real GPU, narrow enough to catch unit mistakes
# (MB for GB, TB/s for GB/s, GFLOPS for TFLOPS, kW for W).
# The units are marked for translation: a problem with the user's file is shown in the reader's language.
_NUMBER_RANGES: dict[str, tuple[float, float, str]] = {
    "memory_gb": (0.5, 1024, "GB"),
    "bandwidth_gbps": (10, 50_000, "GB/s"),
    "fp32_tflops": (0.1, 1_000, "TFLOPS"),
    "fp16_tensor_tflops": (0.1, 50_000, QT_TRANSLATE_NOOP("Advisor", "TFLOPS, dense")),
    "bf16_tensor_tflops": (0.1, 50_000, QT_TRANSLATE_NOOP("Advisor", "TFLOPS, dense")),
    "tdp_w": (1, 5_000, "W"),
    "price_usd": (1, 10_000_000, "USD"),
}
_INT_RANGES: dict[str, tuple[int, int, str]] = {
    "year": (2000, 2100, QT_TRANSLATE_NOOP("Advisor", "year")),
    "bus_width_bits": (16, 16_384, QT_TRANSLATE_NOOP("Advisor", "bits")),
    "tensor_cores": (1, 100_000, QT_TRANSLATE_NOOP("Advisor", "matrix units")),
    "logical_devices": (1, 16, QT_TRANSLATE_NOOP("Advisor", "devices")),
}
_CC_PATTERNS = {
    "nvidia": (re.compile(r"\d{1,2}\.\d"), QT_TRANSLATE_NOOP("Advisor", 'a CUDA compute capability such as "8.6"')),
    "amd": (re.compile(r"gfx[0-9a-f]{3,4}"), QT_TRANSLATE_NOOP("Advisor", 'an LLVM target such as "gfx90a"')),
}
PCI_ID = re.compile(r"(?:0x)?([0-9a-fA-F]{4})")
"""A PCI device id as files and drivers write it: four hex digits, with or without 0x."""


def validate_entry(raw: Mapping[str, Any]) -> GpuSpec:
    """One catalogue entry from its JSON form, checked field by field. Lists become tuples; fields that a file may
    leave out (the nullable ones, the lists, notes, price) take their empty value. Raises CatalogError, whose message
    is in the reader's language (the Advisor page shows it)."""
    if not isinstance(raw, Mapping):
        raise CatalogError(fill(translate("Advisor", "an entry must be a JSON object with fields such as 'name', got "
                                                     "{value}"), value=show_value(raw)))
    unknown = sorted(set(raw) - (set(_FIELDS) - set(_NOT_IN_FILES)))
    if unknown:
        allowed = ", ".join(name for name in _FIELDS if name not in _NOT_IN_FILES)
        raise CatalogError(fill(translate("Advisor", "unknown field {fields}; allowed fields: {allowed}"),
                                fields=", ".join(map(repr, unknown)), allowed=allowed))
    missing = [name for name in _MUST_GIVE if name not in raw]
    if missing:
        raise CatalogError(fill(translate("Advisor", "missing field {fields} (required: {required})"),
                                fields=", ".join(map(repr, missing)), required=", ".join(_MUST_GIVE)))

    vendor = _choice(raw, "vendor", VENDORS)
    values: dict[str, Any] = {
        "vendor": vendor,
        "name": _text(raw, "name", max_length=100),
        "series": _choice(raw, "series", SERIES_BY_VENDOR[vendor], vendor),
        "architecture": _text(raw, "architecture", max_length=100),
        "memory_type": _choice(raw, "memory_type", MEMORY_TYPES, any_case=True),
        "ecc": _bool(raw, "ecc"),
        "compute_capability": _compute_capability(raw, vendor),
        "sources": _urls(raw, "sources"),
        "pci_device_ids": _pci_ids(raw, "pci_device_ids"),
        "aliases": _texts(raw, "aliases"),
        "uncertain": _field_names(raw, "uncertain"),
        "notes": _text(raw, "notes", max_length=2000, empty_ok=True) if "notes" in raw else "",
    }
    for name in _NUMBER_RANGES:
        values[name] = _number(raw, name, nullable=name in _NULLABLE or name == "price_usd")
    for name in _INT_RANGES:
        values[name] = _integer(raw, name, nullable=name in _NULLABLE)
    return GpuSpec(**values)


def show_value(value: Any) -> str:
    """A value as the user wrote it, short: 'lots', 5.3, true, null, or the JSON type of a list or object."""
    if isinstance(value, bool) or value is None:
        text = json.dumps(value)
    elif isinstance(value, (str, int, float)):
        text = repr(value)
    else:
        kinds: dict[type, str] = {list: translate("Advisor", "a list"), dict: translate("Advisor", "an object")}
        text = kinds.get(type(value), type(value).__name__)
    return text if len(text) <= 40 else text[:37] + "..."


def _text(raw: Mapping[str, Any], name: str, max_length: int, empty_ok: bool = False) -> str:
    value = raw.get(name)
    if not isinstance(value, str) or (not value.strip() and not empty_ok) or len(value) > max_length:
        template = (translate("Advisor", "{name} must be a text of at most {length} characters, got {value}")
                    if empty_ok else
                    translate("Advisor", "{name} must be a non-empty text of at most {length} characters, got {value}"))
        raise CatalogError(fill(template, name=name, length=max_length, value=show_value(value)))
    return value.strip()


def _choice(
    raw: Mapping[str, Any], name: str, allowed: Sequence[str], vendor: str = "", any_case: bool = False
) -> str:
    """The allowed spelling of the value (``vendor``: the choices are that vendor's); ``any_case`` also accepts
    "HBM2E" for "HBM2e" (amdsmi spells it so)."""
    value = raw.get(name)
    for choice in allowed:
        if value == choice or (any_case and isinstance(value, str) and value.casefold() == choice.casefold()):
            return choice
    template = (translate("Advisor", "{name} must be one of {allowed} for vendor {vendor}, got {value}") if vendor
                else translate("Advisor", "{name} must be one of {allowed}, got {value}"))
    raise CatalogError(fill(template, name=name, allowed=", ".join(allowed), vendor=repr(vendor),
                            value=show_value(value)))


def _bool(raw: Mapping[str, Any], name: str) -> bool:
    value = raw.get(name)
    if not isinstance(value, bool):
        raise CatalogError(fill(translate("Advisor", "{name} must be true or false, got {value}"), name=name,
                                value=show_value(value)))
    return value


def validate_price(value: Any) -> float:
    """A price from the user's ``prices``, checked as an entry's price_usd is. Raises CatalogError."""
    return _number_in_range("price_usd", value, nullable=False)


def _number(raw: Mapping[str, Any], name: str, nullable: bool) -> float | None:
    value = raw.get(name)
    if value is None and nullable:
        return None
    return _number_in_range(name, value, nullable)


def _number_in_range(name: str, value: Any, nullable: bool) -> float:
    low, high, unit = _NUMBER_RANGES[name]
    ok = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
    if not ok or not low <= value <= high:
        template = (translate("Advisor", "{name} must be a number from {low:g} to {high:g} ({unit}) or null, got "
                                         "{value}") if nullable else
                    translate("Advisor", "{name} must be a number from {low:g} to {high:g} ({unit}), got {value}"))
        raise CatalogError(fill(template, name=name, low=low, high=high, unit=translate("Advisor", unit),
                                value=show_value(value)))
    return float(value)


def _integer(raw: Mapping[str, Any], name: str, nullable: bool) -> int | None:
    low, high, unit = _INT_RANGES[name]
    value = raw.get(name, 1 if name == "logical_devices" else None)
    if value is None and nullable:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        template = (translate("Advisor", "{name} must be a whole number from {low} to {high} ({unit}) or null, got "
                                         "{value}") if nullable else
                    translate("Advisor", "{name} must be a whole number from {low} to {high} ({unit}), got {value}"))
        raise CatalogError(fill(template, name=name, low=low, high=high, unit=translate("Advisor", unit),
                                value=show_value(value)))
    return value


def _list(raw: Mapping[str, Any], name: str) -> list[Any]:
    value = raw.get(name, [])
    if not isinstance(value, list):
        raise CatalogError(fill(translate("Advisor", "{name} must be a list, got {value}"), name=name,
                                value=show_value(value)))
    return value


def _texts(raw: Mapping[str, Any], name: str) -> tuple[str, ...]:
    items = _list(raw, name)
    for item in items:
        if not isinstance(item, str) or not item.strip():
            raise CatalogError(fill(translate("Advisor", "{name} must be a list of non-empty texts, got item {value}"),
                                    name=name, value=show_value(item)))
    return tuple(item.strip() for item in items)


def _urls(raw: Mapping[str, Any], name: str) -> tuple[str, ...]:
    urls = _texts(raw, name)
    for url in urls:
        if not re.match(r"(https?|file)://\S+$", url):
            raise CatalogError(fill(translate("Advisor", "{name} must be a list of URLs (http://, https:// or "
                                                         "file://), got {value}"), name=name, value=show_value(url)))
    return urls


def _pci_ids(raw: Mapping[str, Any], name: str) -> tuple[str, ...]:
    ids = []
    for item in _texts(raw, name):
        match = PCI_ID.fullmatch(item)
        if not match:
            raise CatalogError(fill(translate("Advisor", "{name} must be a list of 4-digit hex PCI device ids such as "
                                                         "\"2684\", got {value}"), name=name, value=repr(item)))
        ids.append(match[1].lower())
    return tuple(ids)


def _field_names(raw: Mapping[str, Any], name: str) -> tuple[str, ...]:
    names = _texts(raw, name)
    for item in names:
        if item not in _FIELDS:
            raise CatalogError(fill(translate("Advisor", "{name} must list field names of this entry, got {value}"),
                                    name=name, value=repr(item)))
    return names


def _compute_capability(raw: Mapping[str, Any], vendor: str) -> str | None:
    value = raw.get("compute_capability")
    if value is None:
        return None
    rule = _CC_PATTERNS.get(vendor)
    if rule is None:
        raise CatalogError(fill(translate("Advisor", "compute_capability must be null for vendor {vendor}, got "
                                                     "{value}"), vendor=repr(vendor), value=show_value(value)))
    pattern, words = rule
    if not isinstance(value, str) or not pattern.fullmatch(value):
        raise CatalogError(fill(translate("Advisor", "compute_capability must be {what} or null, got {value}"),
                                what=translate("Advisor", words), value=show_value(value)))
    return value
