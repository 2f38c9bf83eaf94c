"""Measured scaling on the user's GPU: one step of their model, timed and profiled per operator on it (the Advisor's
Measured vs peak), becomes every catalogue GPU's speed by ``scaling.predict``, with the range the validation gave
(``scaling_check``, docs/advisor-accuracy.md). GPUs it cannot scale to keep the fitted model's estimate.

Torch is needed only to profile (``profile_on_gpu``); the rest is plain numbers, for the window and the CLI.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dashboard.advisor.gpu_spec import GpuSpec
from dashboard.advisor.inputs import default_image_input
from dashboard.advisor.roofline_peaks import peaks_for
from dashboard.advisor.scaling import ScaledStep, Shares, SourceStep, predict, source_step
from dashboard.advisor.speed import (
    CALIBRATED_SOURCE,
    CALIBRATED_SPREAD,
    FITTED,
    RECORDED_CALIBRATED_SOURCE,
    Efficiency,
    SpeedEstimate,
    StepTime,
)
from dashboard.text import QT_TRANSLATE_NOOP, fill, translate

if TYPE_CHECKING:
    import torch

    from dashboard.advisor.session import AdviceRequest

log = logging.getLogger(__name__)

SHARES = Shares.fitted(FITTED)
"""The path shares the scaling uses: the variant that did best off the source GPU (docs/advisor-accuracy.md)."""
SCALED_RANGE = (0.91, 1.11)
"""Measured / scaled estimate for the central 80% of Lambda's rows off the source GPU, ResNet-50 scaled from the
H100's profiled step (``scaling_check``; the B200's mixed-precision row, limited outside the GPU, left out), rounded
outward to two decimals so that it still holds them."""
SCALED_MEDIAN_ERROR = 0.053
"""The median |scaled / measured - 1| of those rows."""
SCALED_SOURCE = QT_TRANSLATE_NOOP("Advisor", "scaled per operator from a step of your model measured on your {gpu}")
RECORDED_SCALED_SOURCE = QT_TRANSLATE_NOOP("Advisor", "scaled per operator from a step of this model recorded on "
                                                      "{gpu}")
"""Where the range comes from when the step came in a recording made on another machine (not the reader's GPU)."""
MIN_PROFILED_SHARE = 0.1
"""A profile whose kernels add up to less than this share of the timed step missed them (no CUPTI, another
process's GPU): it is not used."""


@dataclass(frozen=True)
class MeasuredSource:
    """A step of the request's model profiled on a local GPU, for every other GPU to be scaled from."""

    step: SourceStep
    request: AdviceRequest
    """What was measured; the source scales to other batch sizes and dataset sizes of it, nothing else."""
    recorded: bool = False
    """The step came in a recording of another machine's benchmarks: its GPU is not the reader's."""

    @property
    def gpu(self) -> str:
        return self.step.gpu.name

    def applies_to(self, request: AdviceRequest) -> bool:
        asked = dataclasses.replace(request, batch_size=self.request.batch_size, dataset_size=self.request.dataset_size)
        return _input_named(asked) == _input_named(self.request)


def _input_named(request: AdviceRequest) -> AdviceRequest:
    """The request with an image model's own input size written out, as the window's form writes it (`advise`
    leaves it None): both ask about the same input, so a step measured for one applies to the other."""
    if request.resolution is not None or request.reads_text:
        return request
    return dataclasses.replace(request, resolution=default_image_input(request.model)[0])


def profile_on_gpu(step: Callable[[], object], device: torch.device) -> dict[str, Any] | None:
    """The step's per-operator profile on a CUDA device; None elsewhere or where the profiler fails (it needs
    CUPTI, which some drivers deny to non-root users): the timing stands without it."""
    if device.type != "cuda":
        return None
    from dashboard.advisor.op_profile import profile_step

    try:
        return profile_step(step, device)
    except Exception as err:  # noqa: BLE001 - any profiler failure leaves the plain calibration
        log.warning("the step could not be profiled on %s: %s", device, err)
        return None


def measured_source(profile: Mapping[str, Any] | None, gpu: GpuSpec | None, request: AdviceRequest,
                    samples_per_second: float) -> MeasuredSource | None:
    """The source for scaling, or None: no profile, a GPU the catalogue does not know, or a profile whose
    kernels miss most of the timed step."""
    if profile is None or gpu is None or not samples_per_second > 0 or peaks_for(gpu, request.precision) is None:
        return None
    step_s = request.batch_size / samples_per_second
    step = source_step(profile, gpu, request.precision, request.batch_size, step_s)
    if step.gpu_s < MIN_PROFILED_SHARE * step_s:
        log.warning("the profile of %s holds %.1f ms of kernels for a %.1f ms step: not used", gpu.name,
                    step.gpu_s * 1e3, step_s * 1e3)
        return None
    return MeasuredSource(step, request)


def scaled_efficiency(source: MeasuredSource) -> Efficiency:
    """The range of a scaled estimate, and where it comes from."""
    return Efficiency(SCALED_RANGE[0], SCALED_RANGE[1], 1.0,
                      RECORDED_SCALED_SOURCE if source.recorded else SCALED_SOURCE, source.gpu)


def recorded_efficiency(efficiency: Efficiency) -> Efficiency:
    """A calibration read from a recording: measured on the recording machine's GPU, not the reader's."""
    recorded = {CALIBRATED_SOURCE: RECORDED_CALIBRATED_SOURCE, SCALED_SOURCE: RECORDED_SCALED_SOURCE}
    return dataclasses.replace(efficiency, source=recorded.get(efficiency.source, efficiency.source))


def scaled_speed(source: MeasuredSource, gpu: GpuSpec, batch_size: int) -> SpeedEstimate | None:
    """Training samples per second on ``gpu`` scaled from the measured step; None where it cannot be scaled: a GPU
    of another vendor (its kernels are not the source's) or one without the precision."""
    peaks = peaks_for(gpu, source.step.precision)
    if peaks is None or gpu.vendor != source.step.gpu.vendor:
        return None
    scaled = predict(source.step, gpu, batch_size, SHARES)
    assert scaled is not None, "peaks_for found the precision"
    rate, time = scaled.samples_per_second, _step_time(scaled)
    return SpeedEstimate(rate, (rate * SCALED_RANGE[0], rate * SCALED_RANGE[1]), time.bound,
                         scaled.host_s > scaled.gpu_s, time, scaled_efficiency(source), peaks.note)


def within_host_pace(speed: SpeedEstimate, source: MeasuredSource, batch_size: int) -> SpeedEstimate:
    """A fitted-model estimate for a GPU the step cannot be scaled to (AMD, Apple), held to the pace this machine's
    host kept in the measured step: the same CPU would launch that GPU's kernels, so no GPU in it trains faster."""
    ceiling = batch_size / source.step.host_time_s
    if speed.samples_per_second <= ceiling:
        return speed
    low, high = speed.samples_per_second_range
    return dataclasses.replace(speed, samples_per_second=ceiling,
                               samples_per_second_range=(min(low, ceiling), min(high, ceiling)),
                               overhead_limited=True)


def _step_time(scaled: ScaledStep) -> StepTime:
    by = scaled.seconds_by_bound
    return StepTime(by["compute"], by["memory"] + by["issue"], by["launch"], scaled.host_s, scaled.step_s)


def estimate_basis(efficiency: Efficiency | None = None) -> str:
    """On what the speeds stand, in one line of the reader's language (issue 36): a step of the model profiled on
    this machine's GPU and scaled per operator, with how far such estimates were off in the validation; a step
    timed there, with the range that gives; or the fitted model, with how it did on measurements left out of its
    fit."""
    if efficiency is not None and efficiency.source == SCALED_SOURCE:
        return fill(translate("Advisor", "Speeds scaled per operator from a step of your model measured on your "
                                         "{gpu}: scaled from an H100 to 11 other GPUs, such estimates were off by "
                                         "{error:.0%} in the median."),
                    gpu=efficiency.calibrated_on, error=SCALED_MEDIAN_ERROR)
    if efficiency is not None and efficiency.source == RECORDED_SCALED_SOURCE:
        return fill(translate("Advisor", "Speeds scaled per operator from a step of this model recorded on {gpu}, "
                                         "not measured on this machine: scaled from an H100 to 11 other GPUs, "
                                         "such estimates were off by {error:.0%} in the median."),
                    gpu=efficiency.calibrated_on, error=SCALED_MEDIAN_ERROR)
    if efficiency is not None and efficiency.source == RECORDED_CALIBRATED_SOURCE:
        return fill(translate("Advisor", "Speeds scaled from a step recorded on {gpu}, not measured on this "
                                         "machine: expect them within \u00b1{spread:.0%}."),
                    gpu=efficiency.calibrated_on, spread=CALIBRATED_SPREAD)
    if efficiency is not None and efficiency.calibrated_on:
        return fill(translate("Advisor", "Speeds scaled from a step measured on your {gpu}: expect them within "
                                         "\u00b1{spread:.0%}."), gpu=efficiency.calibrated_on, spread=CALIBRATED_SPREAD)
    return fill(translate("Advisor", "Speeds estimated from the model, not measured on these GPUs: {within:.0%} of "
                                     "such estimates came within 1.5x of a measurement left out of the fit."),
                within=FITTED.held_out_within)


def accuracy_note() -> str:
    """How good the speed estimates are, in the reader's language: what the model is, what it was fitted to, how it
    did on models and GPUs left out of the fit, and where it is weak (docs/advisor-accuracy.md has the rest). Free
    of torch, like this module, so the window can say it at once; measured scaling's figures too."""
    return "\n\n".join([
        translate("Advisor", "Speeds come from a model of one training step: each layer's arithmetic and memory "
                             "traffic at the GPU's published peaks, scaled by the share that real kernels of its "
                             "kind reach (tensor cores, Winograd, depthwise, normalisation), plus the time the CPU "
                             "needs to launch them. The GPU and the CPU work at the same time, so the slower one "
                             "sets the pace."),
        fill(translate("Advisor", "Its constants were fitted to {points} measured training steps: Lambda's published "
                                  "ResNet-50 throughput on 12 GPUs, and 13 torchvision models timed on an NVIDIA "
                                  "H100. Each model, then each GPU, was left out of the fit and estimated from the "
                                  "rest: {within:.0%} of those estimates were within 1.5x of the measurement, and the "
                                  "range printed beside each estimate held {coverage:.0%} of the measurements."),
             points=FITTED.points, within=FITTED.held_out_within, coverage=FITTED.coverage),
        translate("Advisor", "Weak spots: the CPU's share was measured with one server's processor, so on a fast "
                             "desktop CPU small batches can train faster than shown; no AMD or Apple GPU was "
                             "measured; the less a model looks like the ones measured, the less sure the estimate. "
                             "A GPU in this machine can calibrate every estimate: time your model in Measured vs "
                             "peak."),
        fill(translate("Advisor", "On an NVIDIA GPU, Measured vs peak also profiles one step of your model there and "
                                  "scales each operator's time to every NVIDIA GPU by what bounds it: arithmetic, "
                                  "memory or launches. Scaled that way from an H100 to the 11 other GPUs of "
                                  "Lambda's ResNet-50 table, the estimates were off by {error:.0%} in the median; "
                                  "each row then says whether it was scaled or comes from the model."),
             error=SCALED_MEDIAN_ERROR),
        translate("Advisor", "The method, the data and every residual: docs/advisor-accuracy.md, reproduced by "
                             "python -m dashboard.advisor.accuracy."),
    ])
