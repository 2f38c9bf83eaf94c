"""Measured scaling checked without a GPU: the H100 steps' per-operator profiles (``docs/calibration/``) scaled to
the GPUs of Lambda's published tables (``scaling.py``) and set against those measurements with the same points and
metrics as the analytic model (``accuracy.summary``). ``python -m dashboard.advisor.accuracy --scaled`` prints it.
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Iterator
from pathlib import Path

from dashboard.advisor.accuracy import (
    CALIBRATION,
    H100_GPU,
    H100_STEPS,
    Measurement,
    Residual,
    _catalogue,
    h100_measurements,
    lambda_measurements,
)
from dashboard.advisor.scaling import (
    CONV_OPS,
    HOST_BOUND_MARGIN,
    MATMUL_OPS,
    RAW,
    OpGroup,
    Shares,
    SourceStep,
    predict,
    shape_list,
    source_step,
)

PROFILED_BATCH = 32


def h100_sources(path: Path = CALIBRATION / H100_STEPS) -> dict[tuple[str, str], SourceStep]:
    """The profiled H100 steps (NCHW, TF32 convolutions on, as Lambda runs) by (model, precision), each with its
    step as timed without the profiler, as the Advisor has it on a user's GPU."""
    document = json.loads(path.read_text(encoding="utf-8"))
    gpu = _catalogue()[H100_GPU]
    found = {}
    for point in document["points"]:
        setting = point["point"]
        if (point["ok"] and point["profile"] and setting["tf32"] and not setting["channels_last"]
                and setting["batch_size"] == PROFILED_BATCH):
            found[("torchvision:" + setting["model"], setting["precision"])] = source_step(
                point["profile"], gpu, setting["precision"], setting["batch_size"],
                setting["batch_size"] / point["samples_per_second"])
    return found


def other_batches_on_the_source() -> list[Measurement]:
    """The H100's own steps at the batches not profiled (8, 128, 256): what the batch scaling and the host's time
    alone get right or wrong, with no change of GPU."""
    return [m for m in h100_measurements() if m.batch_size != PROFILED_BATCH]


def scaled_residuals(measurements: list[Measurement] | None = None, shares: Shares = RAW) -> Iterator[Residual]:
    """Each measurement (Lambda's by default) against the profiled H100 step of its model and precision, scaled to
    its GPU and batch. The range is the estimate itself."""
    sources = h100_sources()
    gpus = _catalogue()
    for m in measurements if measurements is not None else lambda_measurements():
        source = sources.get((m.model, m.precision))
        scaled = None if source is None else predict(source, gpus[m.gpu], m.batch_size, shares)
        if scaled is not None:
            rate = scaled.samples_per_second
            yield Residual(m, rate, rate, rate)


def misordered(found: list[Residual], margin: float = 0.10) -> list[tuple[str, str, str]]:
    """(model and precision, slower GPU, faster GPU) for every pair of GPUs whose measured per-GPU medians differ
    by more than ``margin`` but whose estimates are in the other order: the ranking mistakes a buyer would see."""
    groups: dict[str, dict[str, list[Residual]]] = {}
    for r in found:
        m = r.measurement
        groups.setdefault(f"{m.model} {m.precision}", {}).setdefault(m.gpu, []).append(r)
    wrong = []
    for name, per_gpu in sorted(groups.items()):
        medians = {gpu: (statistics.median(r.measurement.samples_per_second for r in rs),
                         statistics.median(r.estimate for r in rs)) for gpu, rs in per_gpu.items()}
        for slow, (slow_measured, slow_estimate) in sorted(medians.items()):
            for fast, (fast_measured, fast_estimate) in sorted(medians.items()):
                if fast_measured > slow_measured * (1 + margin) and fast_estimate <= slow_estimate:
                    wrong.append((name, slow, fast))
    return wrong


def median_absolute_error(found: list[Residual]) -> float:
    """The median of |estimate / measured - 1|."""
    return statistics.median(abs(r.ratio - 1) for r in found)


def central_range(found: list[Residual], share: float = 0.8) -> tuple[float, float]:
    """Multipliers of an estimate that held the central ``share`` of the measurements: (low, high) of
    measured / estimate, by the nearest rank."""
    ratios = sorted(r.measurement.samples_per_second / r.estimate for r in found)
    tail = (1 - share) / 2
    last = len(ratios) - 1
    return ratios[round(tail * last)], ratios[round((1 - tail) * last)]


def off_the_source(found: list[Residual]) -> list[Residual]:
    """The residuals of GPUs other than the H100 SXM5 the profiles were measured on."""
    return [r for r in found if r.measurement.gpu != H100_GPU]


def host_over_profiled(sources: dict[tuple[str, str], SourceStep] | None = None) -> list[float]:
    """Timed step over the profiler's aten CPU time for each host-bound profiled step (its kernels more than
    ``HOST_BOUND_MARGIN`` short of the step): what the profiler leaves out of the host's time."""
    found = sources if sources is not None else h100_sources()
    return sorted(step.measured_step_s / step.host_s for step in found.values()
                  if step.measured_step_s is not None and step.measured_step_s > step.gpu_s * (1 + HOST_BOUND_MARGIN))


def measured_part(group: OpGroup) -> str:
    """The kind of work ``speed.gpu_parts`` counts a profiled operator group as: "dense", "depthwise", "norm" or
    "other". A convolution is depthwise where its weight has one input channel per group and its input more."""
    if group.op == "aten::_conv_depthwise2d":
        return "depthwise"
    if group.op in CONV_OPS:
        shapes = shape_list(group.shapes)
        operands = shapes[1:3] if group.op == "aten::convolution_backward" else shapes[:2]  # (input, weight)
        data, weight = [*operands, [], []][:2]
        one_channel_per_group = len(weight) == 4 and len(data) == 4 and weight[1] == 1 and data[1] > 1
        return "depthwise" if one_channel_per_group else "dense"
    if group.op in MATMUL_OPS:
        return "dense"
    return "norm" if "norm" in group.op else "other"


def measured_parts(step: SourceStep) -> dict[str, float]:
    """A profiled step's kernel seconds by the kinds of work the speed model prices apart."""
    parts = dict.fromkeys(("dense", "depthwise", "norm", "other"), 0.0)
    for group in step.groups:
        parts[measured_part(group)] += group.device_s
    return parts
