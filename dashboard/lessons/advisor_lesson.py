"""Lesson 11: the advisor's judgement of every catalogue GPU for the lesson's model, with the reasons in words, set
beside the same model measured on this machine."""

from __future__ import annotations

from typing import Any

from dashboard.experiments.plan import Variant
from dashboard.lessons.estimates import shown_label
from dashboard.lessons.lab import Findings, Lab, Script
from dashboard.lessons.readings import busy_sentence, series_rates
from dashboard.lessons.sweeps import lesson_config, lesson_experiment, measure_points
from dashboard.text import fill, join, say, translate
from dashboard.units import fmt

MODEL, RESOLUTION, CLASSES = "resnet18", 64, 10


def choosing_a_gpu(lab: Lab, found: Findings) -> Script:
    from dashboard.advisor.advise import explain
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
    found.note = say(lambda: translate("Lessons", "The GPUs are estimates from their published numbers and the "
                                                  "traced model, not measurements."))
    measured = series_rates(found.points, label).get(batch)
    advice, load, points = result.advice, list(lab.cpu_load), list(found.points)
    found.takeaway = say(lambda: advice_takeaway(rows, measured, device))
    found.details = say(lambda: join(_measured_here(measured, device, batch), *_reasons(rows), explain(advice),
                                     busy_sentence(load, points)))


def advice_takeaway(rows: list[dict[str, Any]], rate: float | None, device: str) -> str:
    """The fastest catalogue GPU for the model (an estimate) beside what this machine measured."""
    usable = [row for row in rows if row["fits"] and row["samples_per_second"]]
    if not usable:
        return translate("Lessons", "No catalogue GPU fits this model at this batch.")
    fastest = max(usable, key=lambda row: row["samples_per_second"])
    if not rate:
        return fill(translate("Lessons", "Fastest for this model: {gpu}, about {rate} samples/s."),
                    gpu=shown_label(fastest["name"]), rate=fmt(fastest["samples_per_second"]))
    return fill(translate("Lessons", "Fastest for this model: {gpu}, about {rate} samples/s, {ratio:,.0f}x the "
                                     "{measured:,.0f} samples/s measured here on {device}."),
                gpu=shown_label(fastest["name"]), rate=fmt(fastest["samples_per_second"]),
                ratio=fastest["samples_per_second"] / rate, measured=rate, device=device)


def _measured_here(rate: float | None, device: str, batch: int) -> str:
    if not rate:
        return ""
    return fill(translate("Lessons", "Measured here: {rate:,.0f} samples/s on {device} at batch {batch}."),
                rate=rate, device=device, batch=batch)


def _row(gpu: Any) -> dict[str, Any]:
    low, high = gpu.est_samples_per_second_range or (None, None)
    return {"name": f"{gpu.name} (estimate)", "memory_gb": gpu.memory_gb, "memory_type": gpu.memory_type,
            "fits": gpu.fits, "max_batch_size": gpu.max_batch_size, "samples_per_second": gpu.est_samples_per_second,
            "samples_per_second_low": low, "samples_per_second_high": high, "bound": gpu.bound,
            "samples_per_joule": gpu.samples_per_joule, "note": gpu.note}


def _reasons(rows: list[dict[str, Any]]) -> list[str]:
    usable = [row for row in rows if row["fits"] and row["samples_per_second"]]
    if not usable:
        return [translate("Lessons", "No catalogue GPU fits this model at this batch.")]
    fastest = max(usable, key=lambda row: row["samples_per_second"])
    frugal = max((row for row in usable if row["samples_per_joule"]), key=lambda row: row["samples_per_joule"],
                 default=None)
    smallest = min(usable, key=lambda row: (row["memory_gb"], -row["samples_per_second"]))
    template = (translate("Lessons", "Fastest: {gpu}, {low}-{high} samples/s, compute-bound for this model.")
                if fastest["bound"] == "compute" else
                translate("Lessons", "Fastest: {gpu}, {low}-{high} samples/s, memory-bound for this model."))
    sentences = [fill(template, gpu=shown_label(fastest["name"]), low=fmt(fastest["samples_per_second_low"]),
                      high=fmt(fastest["samples_per_second_high"]))]
    if frugal is not None and frugal is not fastest:
        sentences.append(fill(translate("Lessons", "Most samples per joule: {gpu}."),
                              gpu=shown_label(frugal["name"])))
    sentences.append(fill(translate("Lessons", "Smallest memory that fits: {gpu} with {memory} GB (largest batch "
                                               "about {batch:,})."),
                          gpu=shown_label(smallest["name"]), memory=smallest["memory_gb"],
                          batch=smallest["max_batch_size"]))
    return sentences
