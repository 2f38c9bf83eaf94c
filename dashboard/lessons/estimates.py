"""What a catalogue GPU would do, from its published numbers and the traced model: the curves and figures a lesson
shows beside its measurements when this machine has no GPU. Every label ends in "(estimate)"."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from dashboard.experiments.points import SweepPoint
from dashboard.text import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from dashboard.advisor.gpu_spec import GpuSpec
    from dashboard.advisor.profile import ModelProfile

ESTIMATE = QT_TRANSLATE_NOOP("Lessons", "(estimate)")
"""Ends every label of what was not measured, in English in the figures and points (files, the command line);
``shown_label`` writes it in the reader's language."""
REFERENCE_GPUS = ("GeForce RTX 3060 12GB", "Tesla T4", "GeForce RTX 4090")
"""The GPU a lesson estimates without one here: a common student card first, then what the catalogue has."""
GDDR_AND_HBM = ("GeForce RTX 4090", "H100 SXM5 80GB")


def catalogue_gpus(names: Sequence[str] = ()) -> list[GpuSpec]:
    """The catalogue entries named (those present), or the whole catalogue when no names are given."""
    from dashboard.advisor.gpu_catalog import load_catalog

    catalog = load_catalog()
    if not names:
        return list(catalog.gpus)
    return [gpu for name in names if (gpu := catalog.get(name)) is not None]


def reference_gpu() -> GpuSpec:
    found = catalogue_gpus(REFERENCE_GPUS)
    return found[0] if found else catalogue_gpus()[0]


def estimate_label(name: str) -> str:
    return f"{name} {ESTIMATE}"


def shown_label(label: str) -> str:
    """A device's or series' label with its "(estimate)" in the reader's language (other labels are names)."""
    return label.replace(ESTIMATE, translate("Lessons", ESTIMATE)) if ESTIMATE in label else label


def estimated_curve(profile: ModelProfile, gpu: GpuSpec, batch_sizes: Sequence[int],
                    optimizer: str = "adam") -> list[SweepPoint]:
    """The advisor's speed estimate (the middle of its range) and memory at each batch, as points of a series."""
    from dashboard.advisor.memory import estimate_memory
    from dashboard.advisor.speed import estimate_speed

    curve = []
    for batch in batch_sizes:
        speed = estimate_speed(profile, gpu, batch, optimizer)
        if speed is None:
            continue
        memory = estimate_memory(profile, batch, optimizer)
        curve.append(SweepPoint("gpu", profile.precision, batch, "ok", samples_per_second=speed.samples_per_second,
                                step_seconds=batch / speed.samples_per_second, peak_memory_bytes=memory.total_bytes,
                                label=estimate_label(gpu.name),
                                message=f"estimated range {speed.samples_per_second_range[0]:,.0f}-"
                                        f"{speed.samples_per_second_range[1]:,.0f} samples/s"))
    return curve


def estimated_range(profile: ModelProfile, gpu: GpuSpec, batch: int, optimizer: str = "adam"
                    ) -> tuple[float, float] | None:
    from dashboard.advisor.speed import estimate_speed

    speed = estimate_speed(profile, gpu, batch, optimizer)
    return None if speed is None else speed.samples_per_second_range
