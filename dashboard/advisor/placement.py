"""Where the user's own model sits on this device's roofline: its FLOPs per byte, and the TFLOPS it really reached.

The intensity comes from the traced profile; the achieved rate from timing real training steps on the device
(the same probe as the Experiments page), so the point is measured, not estimated. How long that timing takes is
foreseen from the profile's FLOPs and a rate (the device's peak, then its measured matmuls), and then from the
training steps themselves as they end.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass

from dashboard.advisor.gpu_spec import GpuSpec
from dashboard.advisor.profile import ModelProfile
from dashboard.advisor.speed import Efficiency, calibrate
from dashboard.experiments.sweep import MIN_TIMED_STEPS, WARMUP_STEPS, AfterTiming, StepHook
from dashboard.text import QT_TRANSLATE_NOOP, Said, english, fill, say, translate
from dashboard.training.choices import spec_for
from dashboard.training.config import TrainConfig
from dashboard.training.control import RunControl

MODEL_SHARE = 0.5
"""A whole training step is expected at half the device's matmul rate and half its memory bandwidth: a judgment
that only sets the time estimate, which the first training step then corrects. Measured on the 2-core CPU whose
fp32 GEMM reaches about 190 GFLOPS: resnet18 at batch 64 trained at 136-147 GFLOPS when the machine was quiet and
at 53-83 GFLOPS beside other work; half errs on the long side."""
DATA_GBPS = 0.5
"""Generating the built-in training data, in GB of float32 inputs per second (measured: 0.3 GB in 0.56 s)."""
BUILD_PARAMETERS_PER_S = 1.5e8
"""Building a model, in parameters per second (measured: vgg16's 138 million in 0.87 s)."""
SETUP_S = 0.2
"""Fixed cost of a timing: the optimizer, the first batch, releasing memory."""


@dataclass(frozen=True)
class ModelTiming:
    """How long a model is timed: untimed warm-up steps, then at least ``min_steps`` timed steps lasting at least
    ``seconds`` in all."""

    warmup_steps: int
    min_steps: int
    seconds: float
    quick: bool = False

    def timed_steps(self, step_seconds: float) -> int:
        """Timed steps the probe runs when each takes ``step_seconds``."""
        if step_seconds <= 0:
            return self.min_steps
        return max(self.min_steps, math.ceil(self.seconds / step_seconds))

    def describe(self) -> str:
        """In words, in the reader's language: "1 warm-up step, then 3 timed steps"."""
        one = self.warmup_steps == 1
        if self.seconds <= 0:
            template = (translate("Advisor", "1 warm-up step, then {steps} timed steps") if one else
                        translate("Advisor", "{warmup} warm-up steps, then {steps} timed steps"))
        else:
            template = (translate("Advisor", "1 warm-up step, then timed steps for {seconds} s (at least {steps})")
                        if one else translate("Advisor", "{warmup} warm-up steps, then timed steps for {seconds} s "
                                                         "(at least {steps})"))
        return fill(template, warmup=self.warmup_steps, steps=self.min_steps, seconds=self.seconds)


FULL_TIMING = ModelTiming(WARMUP_STEPS, MIN_TIMED_STEPS, 2.0)
QUICK_TIMING = ModelTiming(1, MIN_TIMED_STEPS, 0.0, quick=True)
"""Quick: one warm-up step and the probe's minimum of timed steps, at the batch asked for (a real measurement,
less settled: a CPU's first steps after warm-up can still run a little slow)."""


def model_timing(quick: bool) -> ModelTiming:
    return QUICK_TIMING if quick else FULL_TIMING


@dataclass(frozen=True)
class StepEstimate:
    """The time one training step is expected to take, and the rate behind it in words (the reader's language)."""

    seconds: float
    basis: str


def expected_step(profile: ModelProfile, batch_size: int, tflops: float | None, bandwidth_gbps: float | None,
                  what: str) -> StepEstimate:
    """A step at ``MODEL_SHARE`` of ``tflops`` (compute) or of ``bandwidth_gbps`` (bytes moved), whichever is
    slower; ``what`` names the rate in the reader's language ("the estimated fp32 peak")."""
    compute = memory = 0.0
    if tflops:
        compute = profile.flops_per_sample * batch_size / (tflops * 1e12 * MODEL_SHARE)
    if bandwidth_gbps:
        memory = profile.bytes_per_sample(batch_size) * batch_size / (bandwidth_gbps * 1e9 * MODEL_SHARE)
    if not compute and not memory:
        return StepEstimate(0.0, translate("Advisor", "no rate known for this device"))
    if compute >= memory:
        return StepEstimate(compute, fill(translate("Advisor", "at {gflops:,.0f} GFLOPS, half {what}"),
                                          gflops=(tflops or 0.0) * MODEL_SHARE * 1000, what=what))
    return StepEstimate(memory, fill(translate("Advisor", "at {gbps:,.0f} GB/s, half the memory bandwidth"),
                                     gbps=(bandwidth_gbps or 0.0) * MODEL_SHARE))


def setup_seconds(profile: ModelProfile, batch_size: int) -> float:
    """Making the training data and the model before the first step."""
    data_bytes = timing_train_size(batch_size) * profile.input_bytes.slope
    return SETUP_S + data_bytes / (DATA_GBPS * 1e9) + profile.parameters / BUILD_PARAMETERS_PER_S


def expected_timing_seconds(profile: ModelProfile, batch_size: int, timing: ModelTiming, step_seconds: float
                            ) -> float:
    """The whole timing: setup, warm-up and timed steps."""
    steps = timing.warmup_steps + timing.timed_steps(step_seconds)
    return setup_seconds(profile, batch_size) + steps * step_seconds


class StepClock:
    """Foresees the rest of a timing from its steps as they end: each step left at the pace of the latest one."""

    def __init__(self, timing: ModelTiming) -> None:
        self.timing = timing
        self.warmup_done = 0
        self.timed_done = 0
        self.timed_seconds = 0.0
        self.last_s = 0.0

    def step(self, warmup: bool, seconds: float) -> None:
        if warmup:
            self.warmup_done += 1
        else:
            self.timed_done += 1
            self.timed_seconds += seconds
        self.last_s = seconds

    def seconds_left(self) -> float:
        """Steps still to run x the latest step's time (0 once the probe's conditions are met)."""
        t = self.timing
        pace = max(self.last_s, 1e-9)
        warmup_left = max(0, t.warmup_steps - self.warmup_done)
        if warmup_left:
            return (warmup_left + t.timed_steps(pace)) * pace
        timed_left = max(t.min_steps - self.timed_done, math.ceil(max(0.0, t.seconds - self.timed_seconds) / pace))
        return timed_left * pace

    def describe(self) -> str:
        """Where the timing is, in the reader's words: "warm-up step 1 of 1", "timed step 2 of 3"."""
        t = self.timing
        if self.warmup_done < t.warmup_steps:
            return fill(translate("Advisor", "warm-up step {step} of {steps}"), step=self.warmup_done + 1,
                        steps=t.warmup_steps)
        total = self.timed_done + max(1, math.ceil(self.seconds_left() / max(self.last_s, 1e-9)))
        return fill(translate("Advisor", "timed step {step} of {steps}"), step=min(self.timed_done + 1, total),
                    steps=total)


@dataclass(frozen=True)
class ModelPoint:
    label: str
    """"resnet18, batch 64, fp32 on cpu (quick: 1 warm-up, 3 timed steps)": the model and how it was timed, in
    English (a lesson stores it); ``point_label`` shows it in the reader's language."""
    device: str
    intensity: float
    """FLOPs per byte moved in forward and backward at this batch, from the trace."""
    achieved_tflops: float
    """Measured samples/s x traced FLOPs per sample."""
    samples_per_second: float
    status: str = "ok"
    message: str = ""
    steps: int = 0
    """Timed training steps the rate is the mean of."""
    quick: bool = False


def timing_train_size(batch_size: int) -> int:
    """Samples of training data a timing makes: steps draw random batches from them, so a few batches' worth
    times as well as the lab's 6,000 (which take seconds to generate at 224 px)."""
    return min(TrainConfig.train_size, max(256, 2 * batch_size))


def lab_config(profile: ModelProfile, device: str, batch_size: int, optimizer: str) -> TrainConfig:
    """The training-lab run matching a profile: same model, input size, precision and freeze mode."""
    text = spec_for(profile.model).kind == "text"
    return TrainConfig.for_model(profile.model, device=device, batch_size=batch_size, optimizer=optimizer,
                                 precision=profile.precision, freeze=profile.freeze,
                                 resolution=None if text else profile.resolution,
                                 seq_len=profile.seq_len or TrainConfig.seq_len, allow_download=False)


def point_label(profile: ModelProfile, device: str, batch_size: int, timing: ModelTiming, steps: int = 0) -> Said:
    """The roofline point's name: the model, and how it was timed ("quick: 1 warm-up, 3 timed steps")."""
    timed = steps or timing.min_steps
    if timing.quick:
        how = QT_TRANSLATE_NOOP("Advisor", "quick: {warmup} warm-up, 1 timed step") if timed == 1 else \
            QT_TRANSLATE_NOOP("Advisor", "quick: {warmup} warm-up, {steps} timed steps")
    else:
        how = QT_TRANSLATE_NOOP("Advisor", "{warmup} warm-up, 1 timed step") if timed == 1 else \
            QT_TRANSLATE_NOOP("Advisor", "{warmup} warm-up, {steps} timed steps")
    return say(lambda: fill(translate("Advisor", "{model}, batch {batch}, {precision} on {device} ({how})"),
                            model=profile.model, batch=batch_size, precision=profile.precision, device=device,
                            how=fill(translate("Advisor", how), warmup=timing.warmup_steps, steps=timed)))


def measure_model_point(profile: ModelProfile, device: str, batch_size: int, optimizer: str,
                        timing: ModelTiming = FULL_TIMING, control: RunControl | None = None,
                        on_step: StepHook | None = None, after_timing: AfterTiming | None = None) -> ModelPoint:
    """Time real training steps of the profiled model on ``device`` and place them on the roofline.

    The lab's data has its own number of classes; the head's share of the FLOPs is negligible for these models. On
    a GPU the batches are already on it, as in the calibration data and Lambda's runs: the step times the GPU, not
    the copy from host memory (which the Experiments page's own comparison measures), and its profile has no
    PCIe transfer to scale by another GPU's memory bandwidth.
    ``on_step`` hears of each training step as it ends (warm-up?, seconds), for a progress bar; ``after_timing``
    gets the step itself once timed (to profile it).
    """
    from dashboard.experiments.sweep import ThroughputProbe

    config = dataclasses.replace(lab_config(profile, device, batch_size, optimizer),
                                 train_size=timing_train_size(batch_size), data_on_device=device != "cpu")
    intensity = profile.flops_per_sample / profile.bytes_per_sample(batch_size)
    point = ThroughputProbe(config, control=control).measure(
        device, profile.precision, batch_size, timing.seconds, config, min_steps=timing.min_steps,
        warmup_steps=timing.warmup_steps, on_step=on_step, after_timing=after_timing)
    with english():  # stored (a lesson's figures, a recording): English whatever the window shows
        label = str(point_label(profile, device, batch_size, timing, point.steps))
    if point.status != "ok" or not point.samples_per_second:
        return ModelPoint(label, device, intensity, 0.0, 0.0, point.status, point.message, quick=timing.quick)
    achieved = point.samples_per_second * profile.flops_per_sample / 1e12
    return ModelPoint(label, device, intensity, achieved, point.samples_per_second, steps=point.steps,
                      quick=timing.quick)


def calibration(point: ModelPoint, profile: ModelProfile, batch_size: int, optimizer: str,
                spec: GpuSpec | None) -> Efficiency | None:
    """The efficiency the user's model really reached on a local GPU, to scale every other GPU's estimate from.

    None on the CPU, for a failed point, or a GPU the catalogue does not know (its peaks are then unknown).
    """
    if spec is None or point.device == "cpu" or point.status != "ok" or not point.samples_per_second:
        return None
    return calibrate(point.samples_per_second, profile, spec, batch_size, optimizer)
