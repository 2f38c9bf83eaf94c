"""Fitting the speed model's constants (speed.SpeedConstants) to measured training steps.

Each measurement is a step's work on its GPU (``speed.step_work``) and its measured samples per second. The fit
minimises the squared log ratio of estimate to measurement, so a point 2x too fast weighs as much as one 2x too
slow, with each source of measurements (Lambda's table, our H100 steps) weighing the same in total however many
points it has (and a setting measured several times counting once), plus a weak prior on every constant that
keeps a constant the data cannot see near a physical value instead of letting it drift. The range around the
middle is then the central ``coverage`` of the ratios. ``scipy`` (a development dependency) does the least squares.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from dashboard.advisor.speed import SpeedConstants, StepWork, step_time

PRIORS: dict[str, tuple[float, float]] = {
    "cuda_core": (0.7, 0.5),
    "winograd": (1.2, 0.5),
    "tf32": (0.5, 0.7),
    "tensor": (0.4, 0.7),
    "halved_tensor": (0.7, 0.5),
    "shared_fp32": (0.65, 0.3),
    "thin": (0.3, 1.0),
    "depthwise": (0.15, 1.0),
    "depthwise_grad": (0.012, 1.0),
    "depthwise_fwd": (0.07, 1.0),
    "conv_pass_s": (8e-6, 0.7),
    "memory": (0.7, 0.4),
    "norm": (0.4, 1.0),
    "norm_cycles": (0.2, 0.5),
    "native_norm": (1.55, 0.5),
    "gddr": (1.0, 0.3),
    "layout": (1.0, 1.0),
    "kernel_floor_s": (3e-6, 0.7),
    "host_op_s": (15e-6, 1.0),
    "host_conv_s": (45e-6, 1.0),
    "host_amp": (1.2, 0.5),
    "blend": (3.0, 0.5),
    "host_step_s": (1e-3, 1.0),
}
"""(centre, spread of its natural log) of each constant before the data: fractions of peak from single-kernel
benchmarks (shared/reference/README.md), a few microseconds per kernel and per launch (NVIDIA's CUDA Graphs
article), Winograd's 2.25x fewer multiplications at about half its ideal, a millisecond of Python a step, depthwise
backward kernels at the 0.7-0.95 of 67 TFLOP/s (FP32) and the 300-400 GB/s (16 bits) the H100 profiles show, and
their forward at 4.5 (FP32; convnext_tiny's 7x7), the 7.5-8.3 us a pass their convolutions took beyond their
arithmetic, bytes and kernel floor, and the 1.5-1.6x of cuDNN's FP16 time PyTorch's own BF16 batch norms took there.
GeForce's halved tensor rate starts at the CUDA cores' share (0.7): a peak half as high is easier to feed. One prior
counts as much as one point."""

BOUNDS: dict[str, tuple[float, float]] = {"blend": (1.2, 20.0), "memory": (0.05, 1.0), "norm": (0.05, 1.0)}
"""Hard limits where physics sets them: no kernel moves bytes faster than the bandwidth; the blend stays a norm."""

DEFAULT_COVERAGE = 0.8
"""The share of calibration points the printed range is made to hold."""


@dataclass(frozen=True)
class CalibrationPoint:
    work: StepWork
    batch_size: int
    samples_per_second: float
    source: str
    """Where it was measured; each source weighs the same in the fit."""
    weight: float = 1.0
    """Within its source: 1 / n for a setting measured n times (Lambda has six H100 SXM rows), so every setting
    counts once."""


def estimate(point: CalibrationPoint, constants: SpeedConstants) -> float:
    """The middle estimate of one point, in samples per second."""
    return point.batch_size / step_time(point.work, constants).seconds


def ratios(points: Sequence[CalibrationPoint], constants: SpeedConstants) -> list[float]:
    """Measured / estimated for each point: above 1 means the estimate was too slow."""
    return [p.samples_per_second / estimate(p, constants) for p in points]


def central_interval(values: Sequence[float], coverage: float) -> tuple[float, float, float]:
    """(low, high, share inside): the central ``coverage`` of the values, by their empirical quantiles."""
    ordered = sorted(values)
    tail = (1 - coverage) / 2
    last = len(ordered) - 1
    low = ordered[math.floor(tail * last + 1e-9)]  # 0.1 * 100 is 9.999...: not a reason to step down
    high = ordered[math.ceil((1 - tail) * last - 1e-9)]
    return low, high, sum(low <= v <= high for v in ordered) / len(ordered)


def fit(points: Sequence[CalibrationPoint], start: SpeedConstants, coverage: float = DEFAULT_COVERAGE,
        priors: dict[str, tuple[float, float]] | None = None) -> SpeedConstants:
    """The constants that best explain the points (see the module docstring), with their range and coverage."""
    import numpy as np
    from scipy.optimize import least_squares

    priors = priors or PRIORS
    names = list(priors)
    per_source: dict[str, float] = defaultdict(float)
    for p in points:
        per_source[p.source] += p.weight
    weights = np.sqrt([p.weight * len(points) / (len(per_source) * per_source[p.source]) for p in points])
    measured = np.log([p.samples_per_second for p in points])
    centres = np.log([priors[name][0] for name in names])
    spreads = np.array([priors[name][1] for name in names])

    def constants_at(logs: np.ndarray) -> SpeedConstants:
        values: dict[str, Any] = {name: float(math.exp(v)) for name, v in zip(names, logs, strict=True)}
        return replace(start, **values)

    def residuals(logs: np.ndarray) -> np.ndarray:
        constants = constants_at(logs)
        estimated = np.log([estimate(p, constants) for p in points])
        return np.concatenate([weights * (estimated - measured), (logs - centres) / spreads])

    lower = np.log([BOUNDS.get(name, (1e-9, 1e9))[0] for name in names])
    upper = np.log([BOUNDS.get(name, (1e-9, 1e9))[1] for name in names])
    begin = [start.fraction(name) if start.fraction(name) > 0 else priors[name][0] for name in names]
    first = np.clip(np.log(begin), lower + 1e-9, upper - 1e-9)  # a constant the start lacks begins at its prior
    solution = least_squares(residuals, first, bounds=(lower, upper), x_scale=1.0, diff_step=1e-4)
    fitted = constants_at(solution.x)
    low, high, inside = central_interval(ratios(points, fitted), coverage)
    return replace(fitted, range_low=low, range_high=high, coverage=inside, points=len(points))
