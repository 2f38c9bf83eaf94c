"""The GPU catalogue: published specifications of GPUs a person might train on, each value with its source.

The built-in entries ship in ``dashboard/resources/gpus.json``; a user may add GPUs, correct values and give prices in
``gpus.json`` in the user config directory. A bad user entry costs that entry, never the catalogue: its problem is
returned in words, and the built-in entries always load.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from importlib import resources
from pathlib import Path
from typing import Any

import platformdirs

from dashboard.advisor.gpu_spec import CatalogError, GpuSpec, show_value, validate_entry, validate_price
from dashboard.text import fill, translate


@dataclass(frozen=True)
class Catalog:
    """The merged catalogue and, in words (the reader's language when it was read), what was wrong with the user's
    file (empty when nothing was)."""

    gpus: tuple[GpuSpec, ...]
    problems: tuple[str, ...]

    def get(self, name: str) -> GpuSpec | None:
        """The entry with this exact name (case-insensitive), or None."""
        key = name.strip().casefold()
        return next((gpu for gpu in self.gpus if gpu.name.casefold() == key), None)


CONFIG_DIR_ENV = "DL_DASHBOARD_CONFIG_DIR"
CATALOG_FILE = "gpus.json"
SCHEMA = 1


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
    try:
        folder = resources.files("dashboard.resources")
    except ModuleNotFoundError as err:  # an OSError to every caller: the catalogue cannot be read
        # `python -m dashboard` from a checkout while the app is installed elsewhere imports ./dashboard, where
        # resources/ is not dashboard.resources (only an install makes it so): `specs` exited 1 that way on a GPU.
        raise FileNotFoundError(f"the GPU catalogue is not installed with this copy of the app ({err})") from err
    text = (folder / CATALOG_FILE).read_text(encoding="utf-8")
    document = json.loads(text)
    entries, problems = [], []
    for number, raw in enumerate(document["gpus"], start=1):
        try:
            entries.append((raw, validate_entry(raw)))
        except CatalogError as err:  # a packaging bug; tests keep it from shipping, the app still starts
            problems.append(fill(translate("Advisor", "built-in {file}: entry {number} {name}: {problem}"),
                                 file=CATALOG_FILE, number=number, name=_entry_name(raw), problem=err))
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
    return fill(translate("Advisor", "{file} in {folder}"), file=path.name, folder=path.parent)


def _entry_name(raw: Any) -> str:
    name = raw.get("name") if isinstance(raw, Mapping) else None
    return repr(name) if isinstance(name, str) else translate("Advisor", "(no name)")


def _read_user_file(path: Path, problems: list[str]) -> Mapping[str, Any] | None:
    """The user's document, or None (with a problem unless the file simply does not exist)."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as err:
        problems.append(fill(translate("Advisor", "{where}: cannot be read ({error}); only the built-in GPUs are "
                                                  "shown"), where=_where(path), error=err))
        return None
    try:
        document = json.loads(text)
    except json.JSONDecodeError as err:
        problems.append(fill(translate("Advisor", "{where}: not valid JSON ({error} at line {line} column "
                                                  "{column}); only the built-in GPUs are shown"),
                             where=_where(path), error=err.msg, line=err.lineno, column=err.colno))
        return None
    except RecursionError:  # brackets nested deeper than Python's stack: no catalogue looks like that
        problems.append(fill(translate("Advisor", "{where}: nested too deeply to be a catalogue; only the built-in "
                                                  "GPUs are shown"), where=_where(path)))
        return None
    if not isinstance(document, Mapping):
        problems.append(fill(translate("Advisor", '{where}: must be a JSON object like {example}'), where=_where(path),
                             example='{"gpus": [...], "prices": {...}}'))
        return None
    if document.get("schema", SCHEMA) != SCHEMA:
        problems.append(fill(translate("Advisor", "{where}: schema must be {schema}, got {value}; ignored"),
                             where=_where(path), schema=SCHEMA, value=show_value(document.get("schema"))))
        return None
    unknown = sorted(set(document) - {"schema", "notes", "gpus", "prices"})
    if unknown:
        problems.append(fill(translate("Advisor", "{where}: unknown key {keys} ignored (allowed: schema, notes, gpus, "
                                                  "prices)"), where=_where(path), keys=", ".join(map(repr, unknown))))
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
        problems.append(fill(translate("Advisor", "{where}: gpus must be a list of GPU entries, got {value}"),
                             where=_where(path), value=show_value(gpus)))
        return
    seen: dict[str, int] = {}
    for number, raw in enumerate(gpus, start=1):
        where = fill(translate("Advisor", "{where}: entry {number} {name}"), where=_where(path), number=number,
                     name=_entry_name(raw))
        if not isinstance(raw, Mapping) or not isinstance(raw.get("name"), str) or not raw["name"].strip():
            problems.append(fill(translate("Advisor", '{where}: each entry needs a "name" (text); entry skipped'),
                                 where=where))
            continue
        key = raw["name"].strip().casefold()
        if key in seen:
            problems.append(fill(translate("Advisor", "{where}: same name as entry {number}; the later entry is used"),
                                 where=where, number=seen[key]))
        seen[key] = number
        base = by_name.get(key)
        # An override keeps the catalogue's spelling of the name, so prices and matching see one GPU.
        merged = {**base[0], **raw, "name": base[0]["name"]} if base is not None else dict(raw)
        try:
            spec = validate_entry(merged)
        except CatalogError as err:
            problems.append(fill(translate("Advisor", "{where}: {problem}; entry skipped"), where=where, problem=err))
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
        problems.append(fill(translate("Advisor", "{where}: prices must map GPU names to USD, like {example}"),
                             where=_where(path), example='{"GeForce RTX 4090": 1599}'))
        return
    for name, price in prices.items():
        entry = by_name.get(str(name).strip().casefold())
        if entry is None:
            problems.append(fill(translate("Advisor", "{where}: prices: no GPU named {name} in the catalogue; price "
                                                      "ignored"), where=_where(path), name=repr(name)))
            continue
        try:
            value = validate_price(price)
        except CatalogError as err:
            problems.append(fill(translate("Advisor", "{where}: prices: {name}: {problem}; price ignored"),
                                 where=_where(path), name=repr(name), problem=err))
            continue
        raw, spec = entry
        by_name[spec.name.casefold()] = (raw, dataclasses.replace(spec, price_usd=value))
