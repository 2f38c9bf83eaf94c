"""Inference comparisons in the Experiments page: eager PyTorch, ONNX Runtime and int8 dynamic quantization serving
the same model at growing batch sizes, measured by ``inference.measure`` (eval mode, ``inference_mode``, the device
synchronised before every clock read) and kept as experiment points, so the page charts them as it charts training.

A point's throughput is the batch over its median latency, and its ``step_seconds`` that latency: how long every
request in the batch waits for its answer.
"""

from __future__ import annotations

import dataclasses
import importlib.util
from collections.abc import Iterator, Sequence

from dashboard.errors import UserError
from dashboard.experiments.inference import InferenceSettings, LatencyPoint, measure
from dashboard.experiments.plan import Plan, Variant
from dashboard.experiments.points import SweepPoint
from dashboard.text import QT_TRANSLATE_NOOP
from dashboard.training.config import TrainConfig
from dashboard.training.control import RunControl

BATCH_SIZES = [1, 4, 16, 64]
ENGINE_LABELS = {"pytorch": "eager PyTorch", "onnxruntime": "ONNX Runtime", "int8": "int8 dynamic (torchao)"}


def serving_plan(base: TrainConfig, devices: Sequence[str]) -> Plan:
    """Eager PyTorch on the first GPU (else the CPU), ONNX Runtime where it is installed, and int8 dynamic
    quantization on the CPU where torchao is."""
    device = next((d for d in devices if d != "cpu"), "cpu")
    config = dataclasses.replace(base, device=device)
    engines = ["pytorch"]
    if importlib.util.find_spec("onnxruntime") is not None:
        engines.append("onnxruntime")
    if device == "cpu" and importlib.util.find_spec("torchao") is not None:
        engines.append("int8")
    note = "" if "onnxruntime" in engines else QT_TRANSLATE_NOOP(
        "Experiments", "ONNX Runtime is not installed here (pip install onnx onnxscript onnxruntime)")
    return Plan([Variant(f"{ENGINE_LABELS[engine]} ({device})", config, engine) for engine in engines],
                BATCH_SIZES, note)


def measure_serving(variants: Sequence[Variant], batch_sizes: Sequence[int], seconds: float,
                    control: RunControl) -> Iterator[SweepPoint]:
    """Every engine at every batch, one batch at a time, as experiment points; stops between points when asked."""
    labels = {variant.engine: variant.label for variant in variants}
    config = variants[0].config
    settings = InferenceSettings(config.model, config.device, tuple(batch_sizes), config.precision,
                                 onnx="onnxruntime" in labels, seconds=seconds, resolution=config.resolution,
                                 num_classes=10, int8="int8" in labels)
    try:
        for found in measure(settings):
            control.wait_while_paused()
            if control.stopped:
                return
            if found.engine in labels:
                yield point_of(found, config, labels[found.engine])
    except UserError as err:  # the model cannot be exported or quantized: said as the series' failure
        yield SweepPoint(config.device, config.precision, batch_sizes[0], "error", message=str(err),
                         label=variants[-1].label, engine=variants[-1].engine)


def point_of(found: LatencyPoint, config: TrainConfig, label: str) -> SweepPoint:
    return SweepPoint(config.device, config.precision, found.batch_size, "ok",
                      samples_per_second=found.samples_per_second, step_seconds=found.p50_ms / 1000,
                      peak_memory_bytes=found.peak_memory_bytes, steps=found.runs, label=label,
                      step_spread=found.spread,
                      energy_j=found.energy_j, samples_per_joule=found.samples_per_joule,
                      average_power_w=found.average_power_w, energy_note=found.energy_note, engine=found.engine)
