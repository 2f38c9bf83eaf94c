"""A lesson's ``figures`` (JSON-ready numbers, as `lesson run --json` prints them) read into what its chart draws.

The charts stay free of the document's shape: each reader here takes the part of ``figures`` its kind writes and
returns typed rows, skipping what it cannot read rather than failing (a lesson whose numbers are missing still shows
its reading).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from dashboard.advisor.llm_words import MODE_NAMES, mode_name
from dashboard.experiments.shown_labels import shown_bound, shown_notes, shown_point
from dashboard.lessons.estimates import ESTIMATE, shown_label
from dashboard.text import QT_TRANSLATE_NOOP, fill, number, translate


def is_estimate(label: str, row: Mapping[str, Any] | None = None) -> bool:
    """An estimate, not a measurement: so labelled, or so flagged in its row."""
    if ESTIMATE in label:
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
        if self.estimate and ESTIMATE not in self.device:
            return f"{self.device} {ESTIMATE}"
        return self.device


def matmul_bars(figures: Mapping[str, Any]) -> list[MatmulBar]:
    """One bar per device (named as the lesson names it): measured GFLOPS against the device's peak."""
    bars = []
    for row in _rows(figures.get("matmul"), "device"):
        device = str(row.get("name") or row.get("device") or "?")
        bars.append(MatmulBar(device, _number(row.get("gflops")), _number(row.get("peak_gflops")),
                              is_estimate(device, row)))
    return bars


@dataclass(frozen=True)
class MemoryBreakdown:
    parts: tuple[tuple[str, int], ...]
    """(what, bytes): weights, gradients, optimizer state, activations, in the order given."""
    batch: int | None
    """The batch the breakdown is for."""
    total: int | None
    largest_batch: int | None
    """The largest batch that fitted on this machine's GPU (measured), or None."""
    estimated_largest: tuple[tuple[str, int], ...] = ()
    """(GPU "(estimate)", largest batch) where there is no GPU to measure."""


def memory_breakdown(figures: Mapping[str, Any]) -> MemoryBreakdown | None:
    """What one training step keeps in memory ("breakdown": bytes per part, its "batch_size" and "total") and the
    largest batch ("largest_batch": "measured", or "estimates" per catalogue GPU)."""
    source = figures.get("breakdown")
    if not isinstance(source, Mapping):
        return None
    parts = tuple((str(name).replace("_bytes", "").replace("_", " "), int(value)) for name, value in source.items()
                  if _number(value) is not None and name not in ("batch_size", "total"))
    batch, total = _number(source.get("batch_size")), _number(source.get("total"))
    largest = figures.get("largest_batch")
    measured = _number(largest.get("measured")) if isinstance(largest, Mapping) else None
    estimates = largest.get("estimates") if isinstance(largest, Mapping) else None
    estimated = tuple((str(name), int(value)) for name, value in estimates.items()
                      if _number(value) is not None) if isinstance(estimates, Mapping) else ()
    return MemoryBreakdown(parts, None if batch is None else int(batch), None if total is None else int(total),
                           None if measured is None else int(measured), estimated)


@dataclass(frozen=True)
class RooflineFigure:
    unit: str
    roofs: tuple[tuple[str, float], ...]
    bandwidth_gbps: float | None
    bandwidth_label: str
    points: tuple[tuple[str, float, float, bool], ...]
    """(label, FLOPs per byte, achieved in ``unit``, measured)."""


def roofline_figure(figures: Mapping[str, Any]) -> RooflineFigure | None:
    """The device's roofs ([label, peak] in ``unit``), its measured copy as the sloped roof, and the measured
    matmuls ([label, intensity, achieved]) and the user's model ({label, intensity, gflops}) as points."""
    roofline = figures.get("roofline")
    if not isinstance(roofline, Mapping):
        return None
    unit = str(roofline.get("unit") or "GFLOPS")
    per_gflops = 1.0 if unit == "GFLOPS" else 1e-3
    roofs = [(str(roof[0]), float(roof[1])) for roof in roofline.get("roofs") or ()
             if isinstance(roof, (list, tuple)) and len(roof) == 2 and _number(roof[1])]
    points = [(shown_point(str(p[0])), float(p[1]), float(p[2]), True) for p in roofline.get("matmuls") or ()
              if isinstance(p, (list, tuple)) and len(p) == 3 and _number(p[1]) and _number(p[2])]
    model = roofline.get("model")
    if isinstance(model, Mapping) and _number(model.get("intensity")) and _number(model.get("gflops")):
        points.append((shown_point(str(model.get("label") or translate("Lessons", "your model"))),
                       float(model["intensity"]),
                       float(model["gflops"]) * per_gflops, True))
    copy = _number(roofline.get("copy_gbps"))
    label = fill(translate("Lessons", "memory: measured copy {copy:,.0f} GB/s"), copy=copy) if copy else ""
    return RooflineFigure(unit, tuple(roofs), copy, label, tuple(points))


def table_rows(figures: Mapping[str, Any], key: str) -> list[dict[str, Any]]:
    """The rows of a table-like figure (the advisor's GPUs, a side-by-side of devices)."""
    return _rows(figures.get(key), "name")


SPEC_FIELDS = {"cores": QT_TRANSLATE_NOOP("Lessons", "cores (CPU) or SMs (GPU)"),
               "fp32_lanes_per_core": QT_TRANSLATE_NOOP("Lessons", "fp32 SIMD lanes per core"),
               "fp32_lanes": QT_TRANSLATE_NOOP("Lessons", "fp32 lanes in all"),
               "clock_ghz": QT_TRANSLATE_NOOP("Lessons", "clock (GHz)"),
               "bandwidth_gbps": QT_TRANSLATE_NOOP("Lessons", "memory bandwidth (GB/s)"),
               "peak_gflops": QT_TRANSLATE_NOOP("Lessons", "peak fp32 (GFLOPS)")}
"""The side-by-side of lesson 1, in the order that tells the story: few wide cores against many narrow ones (the
labels in English, translated where shown)."""
COLUMN_TITLES = {
    "name": QT_TRANSLATE_NOOP("Lessons", "name"), "GPU": QT_TRANSLATE_NOOP("Lessons", "GPU"),
    "largest batch": QT_TRANSLATE_NOOP("Lessons", "largest batch"),
    "memory_gb": QT_TRANSLATE_NOOP("Lessons", "memory gb"),
    "memory_type": QT_TRANSLATE_NOOP("Lessons", "memory type"), "fits": QT_TRANSLATE_NOOP("Lessons", "fits"),
    "max_batch_size": QT_TRANSLATE_NOOP("Lessons", "max batch size"),
    "samples_per_second": QT_TRANSLATE_NOOP("Lessons", "samples per second"),
    "samples_per_second_low": QT_TRANSLATE_NOOP("Lessons", "samples per second low"),
    "samples_per_second_high": QT_TRANSLATE_NOOP("Lessons", "samples per second high"),
    "bound": QT_TRANSLATE_NOOP("Lessons", "bound"),
    "samples_per_joule": QT_TRANSLATE_NOOP("Lessons", "samples per joule"),
    "note": QT_TRANSLATE_NOOP("Lessons", "note"), "bandwidth_gbps": QT_TRANSLATE_NOOP("Lessons", "bandwidth gbps"),
    "fp32_tflops": QT_TRANSLATE_NOOP("Lessons", "fp32 tflops"),
    "ridge_flops_per_byte": QT_TRANSLATE_NOOP("Lessons", "ridge flops per byte"),
    "mode": QT_TRANSLATE_NOOP("Lessons", "use"), "memory_gib": QT_TRANSLATE_NOOP("Lessons", "memory (GiB)"),
    "gpus_fitting": QT_TRANSLATE_NOOP("Lessons", "GPUs that fit"),
}
"""A table's column keys (as the lessons' figures name them) and their titles in English; a key not here is a name
(a device's), shown as it is."""


@dataclass(frozen=True)
class LlmFigure:
    model: str
    context: int
    card_gib: float | None
    """A 24 GB card's usable memory, the chart's line."""
    bars: tuple[tuple[str, float], ...]
    """(way of use, e.g. "qlora"; GiB needed) in the lesson's order."""


LLM_COLUMNS = ("mode", "memory_gib", "gpus_fitting")
"""The language-model lesson's table, readable from the back of a room (checkpointing, the KV cache and the
smallest GPU that fits are in its details)."""


def llm_figure(figures: Mapping[str, Any]) -> LlmFigure | None:
    """The language-model lesson's memory per way of use ("llm": model, context, card_gib, rows)."""
    source = figures.get("llm")
    if not isinstance(source, Mapping):
        return None
    bars = tuple((str(row["mode"]), float(row["memory_gib"])) for row in _rows(source, "mode")
                 if isinstance(row.get("mode"), str) and _number(row.get("memory_gib")) is not None)
    context = _number(source.get("context"))
    return LlmFigure(str(source.get("model") or ""), int(context or 0), _number(source.get("card_gib")), bars)


def llm_table(figures: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [{key: row.get(key) for key in LLM_COLUMNS} for row in table_rows(figures, "llm")]


def column_title(key: str) -> str:
    return translate("Lessons", COLUMN_TITLES[key]) if key in COLUMN_TITLES else shown_label(key.replace("_", " "))


UNKNOWN = "–"


def side_by_side(rows: Sequence[Mapping[str, Any]], fields: Mapping[str, str] = SPEC_FIELDS
                 ) -> list[dict[str, Any]]:
    """Devices as columns and quantities as rows, so two or three devices fit a projector's width: one row per
    field, the first cell its label with units, then each device's value ("–" where unknown)."""
    names = [str(row.get("name", "")).replace(f" {ESTIMATE}", f"\n{ESTIMATE}") for row in rows]
    return [{"": translate("Lessons", label), **{name: UNKNOWN if row.get(key) is None else row.get(key)
                                                 for name, row in zip(names, rows, strict=True)}}
            for key, label in fields.items()]


def cell_text(value: Any) -> str:
    """A table cell: thousands separated, a few significant digits, lists joined, nothing for None."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return translate("Lessons", "yes") if value else translate("Lessons", "no")
    if isinstance(value, int):
        return number(value)
    if isinstance(value, float):
        return number(value) if abs(value) >= 100 else _significant(value, 3)
    if isinstance(value, (list, tuple)):
        return ", ".join(cell_text(v) for v in value)
    return shown_label(str(value))


def column_cell_text(column: str, value: Any) -> str:
    """A table cell of this column: a GPU's notes and what bounds its speed (English in the lesson's figures) in
    the reader's language, any other as ``cell_text`` writes it."""
    if column == "note" and isinstance(value, str):
        return shown_notes(value)
    if column == "bound" and isinstance(value, str):
        return shown_bound(value)
    if column == "mode" and value in MODE_NAMES:
        return mode_name(value)
    return cell_text(value)


def _significant(value: float, digits: int) -> str:
    """``value`` to ``digits`` significant digits, in the reader's style (0.125, 1.78, 42.5)."""
    if value == 0:
        return number(0)
    decimals = max(0, digits - 1 - math.floor(math.log10(abs(value))))
    return number(value, decimals, False).rstrip("0").rstrip(".,") if decimals else number(value, 0, False)
