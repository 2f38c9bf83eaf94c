"""A lesson's ``figures`` (JSON-ready numbers, as `lesson run --json` prints them) read into what its chart draws.

The charts stay free of the document's shape: each reader here takes the part of ``figures`` its kind writes and
returns typed rows, skipping what it cannot read rather than failing (a lesson whose numbers are missing still shows
its reading).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

ESTIMATE_MARK = "(estimate)"


def is_estimate(label: str, row: Mapping[str, Any] | None = None) -> bool:
    """An estimate, not a measurement: so labelled, or so flagged in its row."""
    if ESTIMATE_MARK in label:
        return True
    return row is not None and (bool(row.get("estimate")) or row.get("measured") is False)


def _number(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _rows(value: Any, key_name: str) -> list[dict[str, Any]]:
    """A list of row dicts from a list of dicts, or a dict of dicts keyed by ``key_name``, or a dict holding either
    under "rows"/"devices"/"gpus"."""
    if isinstance(value, Mapping):
        for inner in ("rows", "devices", "gpus"):
            if isinstance(value.get(inner), list):
                return [dict(row) for row in value[inner] if isinstance(row, Mapping)]
        if value and all(isinstance(row, Mapping) for row in value.values()):
            return [{key_name: key, **row} for key, row in value.items()]
        return []
    if isinstance(value, list):
        return [dict(row) for row in value if isinstance(row, Mapping)]
    return []


@dataclass(frozen=True)
class MatmulBar:
    device: str
    gflops: float | None
    """Measured (or, for an estimate, expected) GFLOPS; None when nothing could be measured."""
    peak_gflops: float | None
    estimate: bool

    @property
    def label(self) -> str:
        if self.estimate and ESTIMATE_MARK not in self.device:
            return f"{self.device} {ESTIMATE_MARK}"
        return self.device


def matmul_bars(figures: Mapping[str, Any]) -> list[MatmulBar]:
    """One bar per device: measured GFLOPS against the device's peak."""
    bars = []
    for row in _rows(figures.get("matmul"), "device"):
        device = str(row.get("device") or row.get("name") or "?")
        bars.append(MatmulBar(device, _number(row.get("gflops")), _number(row.get("peak_gflops")),
                              is_estimate(device, row)))
    return bars


@dataclass(frozen=True)
class MemoryBreakdown:
    parts: tuple[tuple[str, int], ...]
    """(what, bytes): weights, gradients, optimizer state, activations, in the order given."""
    batch: int | None
    """The batch the breakdown is for."""
    largest_batch: int | None
    """The largest batch that fitted."""


def memory_breakdown(figures: Mapping[str, Any]) -> MemoryBreakdown | None:
    memory = figures.get("memory")
    if not isinstance(memory, Mapping):
        return None
    nested = memory.get("breakdown", memory.get("breakdown_bytes"))
    source = nested if isinstance(nested, Mapping) else memory
    parts = tuple((str(name).replace("_bytes", "").replace("_", " "), int(value)) for name, value in source.items()
                  if _number(value) is not None and "batch" not in str(name) and "total" not in str(name)
                  and "device" not in str(name))
    largest = _number(memory.get("largest_batch", memory.get("largest_fitting")))
    batch = _number(memory.get("batch", memory.get("batch_size", memory.get("breakdown_batch"))))
    if not parts and largest is None:
        return None
    return MemoryBreakdown(parts, None if batch is None else int(batch), None if largest is None else int(largest))


@dataclass(frozen=True)
class RooflineFigure:
    unit: str
    roofs: tuple[tuple[str, float], ...]
    bandwidth_gbps: float | None
    bandwidth_label: str
    points: tuple[tuple[str, float, float, bool], ...]
    """(label, FLOPs per byte, achieved in ``unit``, measured)."""


def roofline_figure(figures: Mapping[str, Any]) -> RooflineFigure | None:
    roofline = figures.get("roofline")
    if not isinstance(roofline, Mapping):
        return None
    unit = str(roofline.get("unit") or "GFLOPS")
    raw_roofs = roofline.get("roofs") or {}
    roofs: list[tuple[str, float]] = []
    if isinstance(raw_roofs, Mapping):
        roofs = [(str(k), float(v)) for k, v in raw_roofs.items() if _number(v)]
    elif isinstance(raw_roofs, list):
        for roof in raw_roofs:
            if isinstance(roof, Mapping) and _number(roof.get("peak")):
                roofs.append((str(roof.get("label", "")), float(roof["peak"])))
            elif isinstance(roof, (list, tuple)) and len(roof) == 2 and _number(roof[1]):
                roofs.append((str(roof[0]), float(roof[1])))
    points = []
    for point in _rows(roofline.get("points"), "label"):
        label = str(point.get("label", ""))
        intensity = _number(point.get("intensity"))
        achieved = _number(point.get("achieved", point.get(unit.lower(), point.get("gflops"))))
        if intensity and achieved:
            points.append((label, intensity, achieved, not is_estimate(label, point)))
    bandwidth = _number(roofline.get("bandwidth_gbps"))
    return RooflineFigure(unit, tuple(roofs), bandwidth, str(roofline.get("bandwidth_label") or ""), tuple(points))


def table_rows(figures: Mapping[str, Any], key: str) -> list[dict[str, Any]]:
    """The rows of a table-like figure (the advisor's GPUs, a side-by-side of devices)."""
    return _rows(figures.get(key), "name")


def cell_text(value: Any) -> str:
    """A table cell: thousands separated, a few significant digits, lists joined, nothing for None."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        return f"{value:,.0f}" if abs(value) >= 100 else f"{value:.3g}"
    if isinstance(value, (list, tuple)):
        return ", ".join(cell_text(v) for v in value)
    return str(value)
