"""Inference on every catalogue GPU, edge boards (Jetson) included: the latency of one answer at batch 1 and the
throughput at batch N, from the same speed model as training, applied to the forward pass alone.

These are estimates twice over, and labelled so: the speed model's constants and its range were fitted on training
steps of server and desktop GPUs, and its per-operator CPU time on a server's CPU. An edge board's ARM cores take
longer to launch each operator, so its latency at batch 1, where that launching is most of the time, is likely
optimistic. Memory is an upper bound: the weights, the batch and every activation a training forward pass keeps,
where inference frees each activation as soon as the next layer has read it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from dashboard.advisor.gpu_matching import per_device
from dashboard.advisor.gpu_spec import GpuSpec
from dashboard.advisor.memory import DEFAULT_HEADROOM, device_kind, framework_bytes, gpu_memory_bytes, usable_bytes
from dashboard.advisor.profile import ModelProfile
from dashboard.advisor.speed import DEFAULT, Efficiency, estimate_inference, samples_per_joule

EDGE_SERIES = frozenset({"jetson"})
"""Catalogue series of edge boards: their CPU launches operators more slowly than the model's constants assume."""


@dataclass(frozen=True)
class InferenceRow:
    name: str
    series: str | None
    memory_gb: float
    memory_type: str
    edge: bool
    """An edge board (Jetson): shared memory, a slower CPU, a power budget."""
    supported: bool
    """The GPU runs the profile's precision."""
    memory_bytes: int
    """At most this much memory at batch N (weights, batch, every activation a training forward keeps, context)."""
    fits: bool
    latency_ms: float | None
    """One answer at batch 1 (the middle of the range)."""
    latency_ms_range: tuple[float, float] | None
    samples_per_second: float | None
    """At batch N."""
    samples_per_second_range: tuple[float, float] | None
    overhead_limited: bool
    """At batch 1, launching the operators takes the CPU longer than the GPU takes to run them."""
    samples_per_joule: float | None
    """At batch N and the board's full power (TDP): a lower bound."""


def inference_memory_bytes(profile: ModelProfile, batch_size: int, gpu: GpuSpec) -> int:
    """An upper bound on the memory inference takes at this batch (see the module docstring)."""
    activations = profile.input_bytes.at(batch_size) + profile.saved_bytes.at(batch_size)
    return int(profile.param_bytes + profile.buffer_bytes + activations
               + framework_bytes(device_kind(gpu), gpu.compute_capability))


def inference_row(profile: ModelProfile, spec: GpuSpec, batch_size: int, efficiency: Efficiency = DEFAULT,
                  headroom: float = DEFAULT_HEADROOM) -> InferenceRow:
    gpu = per_device(spec)
    one = estimate_inference(profile, gpu, 1, efficiency)
    many = estimate_inference(profile, gpu, batch_size, efficiency)
    memory = inference_memory_bytes(profile, batch_size, gpu)
    latency_range = None if one is None else (1000 / one.samples_per_second_range[1],
                                              1000 / one.samples_per_second_range[0])
    return InferenceRow(
        name=spec.name, series=gpu.series, memory_gb=gpu.memory_gb, memory_type=gpu.memory_type,
        edge=gpu.series in EDGE_SERIES, supported=one is not None, memory_bytes=memory,
        fits=memory <= usable_bytes(gpu_memory_bytes(gpu), headroom),
        latency_ms=None if one is None else 1000 / one.samples_per_second, latency_ms_range=latency_range,
        samples_per_second=None if many is None else many.samples_per_second,
        samples_per_second_range=None if many is None else many.samples_per_second_range,
        overhead_limited=bool(one and one.overhead_limited),
        samples_per_joule=None if many is None else samples_per_joule(many.samples_per_second, gpu))


def inference_rows(profile: ModelProfile, gpus: Sequence[GpuSpec], batch_size: int,
                   efficiency: Efficiency = DEFAULT) -> list[InferenceRow]:
    """Every GPU's row, the lowest latency first (unsupported precisions last)."""
    rows = [inference_row(profile, gpu, batch_size, efficiency) for gpu in gpus]
    return sorted(rows, key=lambda row: (row.latency_ms is None, row.latency_ms or 0.0))


def inference_document(profile: ModelProfile, rows: Sequence[InferenceRow], batch_size: int) -> dict[str, Any]:
    import dataclasses

    return {"model": profile.model, "precision": profile.precision, "batch_size": batch_size,
            "estimate": "forward pass of the training speed model; not calibrated on inference",
            "gpus": [dataclasses.asdict(row) for row in rows]}
