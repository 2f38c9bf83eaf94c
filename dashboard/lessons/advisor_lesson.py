"""Lesson 11: the advisor's judgement of every catalogue GPU for the lesson's model, with the reasons in words, set
beside the same model measured on this machine."""

from __future__ import annotations

from typing import Any

from dashboard.experiments.plan import Variant
from dashboard.lessons.lab import Findings, Lab, Script
from dashboard.lessons.readings import busy_sentence, join, series_rates
from dashboard.lessons.sweeps import lesson_config, lesson_experiment, measure_points
from dashboard.units import fmt

MODEL, RESOLUTION, CLASSES = "resnet18", 64, 10


def choosing_a_gpu(lab: Lab, found: Findings) -> Script:
    from dashboard.advisor.session import AdviceRequest, advise_request

    batch = 8 if lab.tiny else 64
    device = lab.gpu or "cpu"
    resolution = 32 if lab.tiny else RESOLUTION
    label = f"{MODEL} on {device}"
    config = lesson_config(lab, model=MODEL, resolution=resolution, device=device)
    yield from measure_points(lab, found, lesson_experiment(lab, "Choosing a GPU", [Variant(label, config)], (batch,)))
    result = advise_request(AdviceRequest(model=MODEL, batch_size=batch, resolution=resolution, classes=CLASSES))
    rows = [_row(gpu) for gpu in result.advice.gpus]
    found.figures["advisor"] = {"model": MODEL, "batch_size": batch, "resolution": resolution, "rows": rows}
    found.note = "The GPUs are estimates from their published numbers and the traced model, not measurements."
    measured = series_rates(found.points, label).get(batch)
    here = f"Measured here: {fmt(measured, 'samples/s')} on {device} at batch {batch}." if measured else ""
    found.reading = join(here, *_reasons(rows), result.explanation, busy_sentence(lab.cpu_load))


def _row(gpu: Any) -> dict[str, Any]:
    low, high = gpu.est_samples_per_second_range or (None, None)
    return {"name": f"{gpu.name} (estimate)", "memory_gb": gpu.memory_gb, "memory_type": gpu.memory_type,
            "fits": gpu.fits, "max_batch_size": gpu.max_batch_size, "samples_per_second": gpu.est_samples_per_second,
            "samples_per_second_low": low, "samples_per_second_high": high, "bound": gpu.bound,
            "samples_per_joule": gpu.samples_per_joule, "note": gpu.note}


def _reasons(rows: list[dict[str, Any]]) -> list[str]:
    usable = [row for row in rows if row["fits"] and row["samples_per_second"]]
    if not usable:
        return ["No catalogue GPU fits this model at this batch."]
    fastest = max(usable, key=lambda row: row["samples_per_second"])
    frugal = max((row for row in usable if row["samples_per_joule"]), key=lambda row: row["samples_per_joule"],
                 default=None)
    smallest = min(usable, key=lambda row: (row["memory_gb"], -row["samples_per_second"]))
    sentences = [f"Fastest: {fastest['name']}, {fmt(fastest['samples_per_second_low'])}-"
                 f"{fmt(fastest['samples_per_second_high'])} samples/s, {fastest['bound']}-bound for this model."]
    if frugal is not None and frugal is not fastest:
        sentences.append(f"Most samples per joule: {frugal['name']}.")
    sentences.append(f"Smallest memory that fits: {smallest['name']} with {smallest['memory_gb']:g} GB (largest batch "
                     f"about {smallest['max_batch_size']:,}).")
    return sentences
