"""The GPU catalogue: published specifications of GPUs a person might train on, each value with its source.

The built-in entries ship in ``dashboard/resources/gpus.json``; a user may add GPUs, correct values and give prices in
``gpus.json`` in the user config directory. A bad user entry costs that entry, never the catalogue: its problem is
returned in words, and the built-in entries always load. A detected GPU is matched to its entry by PCI device id and
by name; anything uncertain gives no match rather than a wrong one, because the advisor shows the entry's peaks as
that GPU's.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import math
import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

import platformdirs

if TYPE_CHECKING:
    from dashboard.hardware.records import GpuInfo, Inventory


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
            return None, "no TF32 peak (TF32 is an NVIDIA tensor-core mode)"
        try:
            major = int((self.compute_capability or "").split(".")[0])
        except ValueError:
            return None, "no TF32 peak (compute capability unknown)"
        if major < 8:
            return None, f"no TF32 before Ampere (compute capability {self.compute_capability})"
        if self.fp16_tensor_tflops is None:
            return None, "no TF32 peak (no dense FP16 tensor rate in the catalogue)"
        return self.fp16_tensor_tflops / 2, "TF32 derived: half the dense FP16 tensor rate (NVIDIA Ampere and newer)"


@dataclass(frozen=True)
class Catalog:
    """The merged catalogue and, in words, what was wrong with the user's file (empty when nothing was)."""

    gpus: tuple[GpuSpec, ...]
    problems: tuple[str, ...]

    def get(self, name: str) -> GpuSpec | None:
        """The entry with this exact name (case-insensitive), or None."""
        key = name.strip().casefold()
        return next((gpu for gpu in self.gpus if gpu.name.casefold() == key), None)


class CatalogError(ValueError):
    """An entry breaks the catalogue's rules; the message names the field, what was wrong and what is allowed."""


CONFIG_DIR_ENV = "DL_DASHBOARD_CONFIG_DIR"
CATALOG_FILE = "gpus.json"
SCHEMA = 1

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
_NUMBER_RANGES: dict[str, tuple[float, float, str]] = {
    "memory_gb": (0.5, 1024, "GB"),
    "bandwidth_gbps": (10, 50_000, "GB/s"),
    "fp32_tflops": (0.1, 1_000, "TFLOPS"),
    "fp16_tensor_tflops": (0.1, 50_000, "TFLOPS, dense"),
    "bf16_tensor_tflops": (0.1, 50_000, "TFLOPS, dense"),
    "tdp_w": (1, 5_000, "W"),
    "price_usd": (1, 10_000_000, "USD"),
}
_INT_RANGES: dict[str, tuple[int, int, str]] = {
    "year": (2000, 2100, "year"),
    "bus_width_bits": (16, 16_384, "bits"),
    "tensor_cores": (1, 100_000, "matrix units"),
    "logical_devices": (1, 16, "devices"),
}
_CC_PATTERNS = {
    "nvidia": (re.compile(r"\d{1,2}\.\d"), 'a CUDA compute capability such as "8.6"'),
    "amd": (re.compile(r"gfx[0-9a-f]{3,4}"), 'an LLVM target such as "gfx90a"'),
}
_PCI_ID = re.compile(r"(?:0x)?([0-9a-fA-F]{4})")


# ---------------------------------------------------------------- validation


def validate_entry(raw: Mapping[str, Any]) -> GpuSpec:
    """One catalogue entry from its JSON form, checked field by field. Lists become tuples; fields that a file may
    leave out (the nullable ones, the lists, notes, price) take their empty value. Raises CatalogError."""
    if not isinstance(raw, Mapping):
        raise CatalogError(f"an entry must be a JSON object with fields such as 'name', got {_show(raw)}")
    unknown = sorted(set(raw) - (set(_FIELDS) - set(_NOT_IN_FILES)))
    if unknown:
        allowed = ", ".join(name for name in _FIELDS if name not in _NOT_IN_FILES)
        raise CatalogError(f"unknown field {', '.join(map(repr, unknown))}; allowed fields: {allowed}")
    missing = [name for name in _MUST_GIVE if name not in raw]
    if missing:
        raise CatalogError(f"missing field {', '.join(map(repr, missing))} (required: {', '.join(_MUST_GIVE)})")

    vendor = _choice(raw, "vendor", VENDORS)
    values: dict[str, Any] = {
        "vendor": vendor,
        "name": _text(raw, "name", max_length=100),
        "series": _choice(raw, "series", SERIES_BY_VENDOR[vendor], f"for vendor {vendor!r}"),
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


def _show(value: Any) -> str:
    """A value as the user wrote it, short: 'lots', 5.3, true, null, or the JSON type of a list or object."""
    if isinstance(value, bool) or value is None:
        text = json.dumps(value)
    elif isinstance(value, (str, int, float)):
        text = repr(value)
    else:
        text = {list: "a list", dict: "an object"}.get(type(value), type(value).__name__)
    return text if len(text) <= 40 else text[:37] + "..."


def _text(raw: Mapping[str, Any], name: str, max_length: int, empty_ok: bool = False) -> str:
    value = raw.get(name)
    if not isinstance(value, str) or (not value.strip() and not empty_ok) or len(value) > max_length:
        kind = "a text" if empty_ok else "a non-empty text"
        raise CatalogError(f"{name} must be {kind} of at most {max_length} characters, got {_show(value)}")
    return value.strip()


def _choice(
    raw: Mapping[str, Any], name: str, allowed: Sequence[str], context: str = "", any_case: bool = False
) -> str:
    """The allowed spelling of the value; ``any_case`` also accepts "HBM2E" for "HBM2e" (amdsmi spells it so)."""
    value = raw.get(name)
    for choice in allowed:
        if value == choice or (any_case and isinstance(value, str) and value.casefold() == choice.casefold()):
            return choice
    where = f" {context}" if context else ""
    raise CatalogError(f"{name} must be one of {', '.join(allowed)}{where}, got {_show(value)}")


def _bool(raw: Mapping[str, Any], name: str) -> bool:
    value = raw.get(name)
    if not isinstance(value, bool):
        raise CatalogError(f"{name} must be true or false, got {_show(value)}")
    return value


def _number(raw: Mapping[str, Any], name: str, nullable: bool) -> float | None:
    low, high, unit = _NUMBER_RANGES[name]
    value = raw.get(name)
    if value is None and nullable:
        return None
    ok = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
    if not ok or not low <= value <= high:
        null = " or null" if nullable else ""
        raise CatalogError(f"{name} must be a number from {low:g} to {high:g} ({unit}){null}, got {_show(value)}")
    return float(value)


def _integer(raw: Mapping[str, Any], name: str, nullable: bool) -> int | None:
    low, high, unit = _INT_RANGES[name]
    value = raw.get(name, 1 if name == "logical_devices" else None)
    if value is None and nullable:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        null = " or null" if nullable else ""
        raise CatalogError(f"{name} must be a whole number from {low} to {high} ({unit}){null}, got {_show(value)}")
    return value


def _list(raw: Mapping[str, Any], name: str) -> list[Any]:
    value = raw.get(name, [])
    if not isinstance(value, list):
        raise CatalogError(f"{name} must be a list, got {_show(value)}")
    return value


def _texts(raw: Mapping[str, Any], name: str) -> tuple[str, ...]:
    items = _list(raw, name)
    for item in items:
        if not isinstance(item, str) or not item.strip():
            raise CatalogError(f"{name} must be a list of non-empty texts, got item {_show(item)}")
    return tuple(item.strip() for item in items)


def _urls(raw: Mapping[str, Any], name: str) -> tuple[str, ...]:
    urls = _texts(raw, name)
    for url in urls:
        if not re.match(r"(https?|file)://\S+$", url):
            raise CatalogError(f"{name} must be a list of URLs (http://, https:// or file://), got {_show(url)}")
    return urls


def _pci_ids(raw: Mapping[str, Any], name: str) -> tuple[str, ...]:
    ids = []
    for item in _texts(raw, name):
        match = _PCI_ID.fullmatch(item)
        if not match:
            raise CatalogError(f"{name} must be a list of 4-digit hex PCI device ids such as \"2684\", got {item!r}")
        ids.append(match[1].lower())
    return tuple(ids)


def _field_names(raw: Mapping[str, Any], name: str) -> tuple[str, ...]:
    names = _texts(raw, name)
    for item in names:
        if item not in _FIELDS:
            raise CatalogError(f"{name} must list field names of this entry, got {item!r}")
    return names


def _compute_capability(raw: Mapping[str, Any], vendor: str) -> str | None:
    value = raw.get("compute_capability")
    if value is None:
        return None
    rule = _CC_PATTERNS.get(vendor)
    if rule is None:
        raise CatalogError(f"compute_capability must be null for vendor {vendor!r}, got {_show(value)}")
    pattern, words = rule
    if not isinstance(value, str) or not pattern.fullmatch(value):
        raise CatalogError(f"compute_capability must be {words} or null, got {_show(value)}")
    return value


# ---------------------------------------------------------------- loading


class _Default(Enum):
    USER_FILE = "the user's gpus.json"


USER_FILE = _Default.USER_FILE
"""load_catalog's default: read ``user_catalog_path()``."""


def user_catalog_path() -> Path:
    """$DL_DASHBOARD_CONFIG_DIR/gpus.json, else gpus.json in the user config directory (~/.config/dl-dashboard)."""
    override = os.environ.get(CONFIG_DIR_ENV)
    directory = Path(override) if override else Path(platformdirs.user_config_dir("dl-dashboard"))
    return directory / CATALOG_FILE


@functools.cache
def _builtin() -> tuple[tuple[tuple[dict[str, Any], GpuSpec], ...], tuple[str, ...]]:
    """The shipped entries, each with its JSON form (for user overrides), parsed once per process."""
    text = (resources.files("dashboard.resources") / CATALOG_FILE).read_text(encoding="utf-8")
    document = json.loads(text)
    entries, problems = [], []
    for number, raw in enumerate(document["gpus"], start=1):
        try:
            entries.append((raw, validate_entry(raw)))
        except CatalogError as err:  # a packaging bug; tests keep it from shipping, the app still starts
            problems.append(f"built-in {CATALOG_FILE}: entry {number} {_entry_name(raw)}: {err}")
    return tuple(entries), tuple(problems)


def load_catalog(user_file: Path | None | _Default = USER_FILE) -> Catalog:
    """The built-in catalogue merged with the user's file (None: built-in only).

    A user entry whose name matches a built-in one (case-insensitive) changes the fields it gives; any other user
    entry adds a GPU. ``prices`` maps names to USD. Every problem becomes a message and skips only what it affects.
    """
    entries, builtin_problems = _builtin()
    order = [spec.name.casefold() for _, spec in entries]
    by_name = {spec.name.casefold(): (raw, spec) for raw, spec in entries}
    problems = list(builtin_problems)
    path = user_catalog_path() if user_file is USER_FILE else user_file
    if isinstance(path, Path):
        document = _read_user_file(path, problems)
        if document is not None:
            _merge_user_entries(document, path, by_name, order, frozenset(order), problems)
            _apply_prices(document, path, by_name, problems)
    return Catalog(gpus=tuple(by_name[key][1] for key in order), problems=tuple(problems))


def _where(path: Path) -> str:
    return f"{path.name} in {path.parent}"


def _entry_name(raw: Any) -> str:
    name = raw.get("name") if isinstance(raw, Mapping) else None
    return repr(name) if isinstance(name, str) else "(no name)"


def _read_user_file(path: Path, problems: list[str]) -> Mapping[str, Any] | None:
    """The user's document, or None (with a problem unless the file simply does not exist)."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as err:
        problems.append(f"{_where(path)}: cannot be read ({err}); only the built-in GPUs are shown")
        return None
    try:
        document = json.loads(text)
    except json.JSONDecodeError as err:
        problems.append(
            f"{_where(path)}: not valid JSON ({err.msg} at line {err.lineno} column {err.colno}); "
            "only the built-in GPUs are shown"
        )
        return None
    if not isinstance(document, Mapping):
        problems.append(f'{_where(path)}: must be a JSON object like {{"gpus": [...], "prices": {{...}}}}')
        return None
    if document.get("schema", SCHEMA) != SCHEMA:
        problems.append(f"{_where(path)}: schema must be {SCHEMA}, got {_show(document.get('schema'))}; ignored")
        return None
    unknown = sorted(set(document) - {"schema", "notes", "gpus", "prices"})
    if unknown:
        problems.append(f"{_where(path)}: unknown key {', '.join(map(repr, unknown))} ignored "
                        "(allowed: schema, notes, gpus, prices)")
    return document


def _merge_user_entries(
    document: Mapping[str, Any],
    path: Path,
    by_name: dict[str, tuple[dict[str, Any], GpuSpec]],
    order: list[str],
    builtin: frozenset[str],
    problems: list[str],
) -> None:
    gpus = document.get("gpus", [])
    if not isinstance(gpus, list):
        problems.append(f"{_where(path)}: gpus must be a list of GPU entries, got {_show(gpus)}")
        return
    seen: dict[str, int] = {}
    for number, raw in enumerate(gpus, start=1):
        where = f"{_where(path)}: entry {number} {_entry_name(raw)}"
        if not isinstance(raw, Mapping) or not isinstance(raw.get("name"), str) or not raw["name"].strip():
            problems.append(f"{where}: each entry needs a \"name\" (text); entry skipped")
            continue
        key = raw["name"].strip().casefold()
        if key in seen:
            problems.append(f"{where}: same name as entry {seen[key]}; the later entry is used")
        seen[key] = number
        base = by_name.get(key)
        # An override keeps the catalogue's spelling of the name, so prices and matching see one GPU.
        merged = {**base[0], **raw, "name": base[0]["name"]} if base is not None else dict(raw)
        try:
            spec = validate_entry(merged)
        except CatalogError as err:
            problems.append(f"{where}: {err}; entry skipped")
            continue
        sources = tuple(dict.fromkeys((*spec.sources, path.as_uri())))  # the file itself is a source
        spec = dataclasses.replace(spec, sources=sources, user_added=key not in builtin)
        if key not in by_name:
            order.append(key)
        by_name[key] = (merged, spec)


def _apply_prices(
    document: Mapping[str, Any], path: Path, by_name: dict[str, tuple[dict[str, Any], GpuSpec]], problems: list[str]
) -> None:
    prices = document.get("prices", {})
    if not isinstance(prices, Mapping):
        problems.append(f'{_where(path)}: prices must map GPU names to USD, like {{"GeForce RTX 4090": 1599}}')
        return
    for name, price in prices.items():
        entry = by_name.get(str(name).strip().casefold())
        if entry is None:
            problems.append(f"{_where(path)}: prices: no GPU named {name!r} in the catalogue; price ignored")
            continue
        try:
            value = _number({"price_usd": price}, "price_usd", nullable=False)
        except CatalogError as err:
            problems.append(f"{_where(path)}: prices: {name!r}: {err}; price ignored")
            continue
        raw, spec = entry
        by_name[spec.name.casefold()] = (raw, dataclasses.replace(spec, price_usd=value))


# ---------------------------------------------------------------- matching

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
    match = _PCI_ID.fullmatch((value or "").strip())
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
