"""What the Advisor's "Measured vs peak" section says, in the reader's language: how long a run will take, how far it
has got, how it ended, and each measurement as a table row.

Functions of the numbers they are given, so the section can say it all again when the language changes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dashboard.advisor.bench_progress import BenchProgress, duration_text
from dashboard.advisor.bench_words import shown_memory, shown_status, shown_test
from dashboard.text import counted, fill, translate
from dashboard.units import fmt, fmt_bytes, na

if TYPE_CHECKING:
    from dashboard.advisor.bench_estimate import BenchEstimate
    from dashboard.advisor.measured_scaling import MeasuredSource
    from dashboard.advisor.microbench import BenchResult
    from dashboard.advisor.placement import ModelPoint
    from dashboard.advisor.session import BenchmarkRun


def sentences(*parts: str) -> str:
    """Whole sentences one after another (an empty one left out)."""
    return " ".join(part for part in parts if part)


def idle_text() -> str:
    return translate("Advisor", "Matmul, copy and transfer speeds of one device beside its peaks.")


def table_headers() -> list[str]:
    return [translate("Advisor", "test"), translate("Advisor", "precision"), translate("Advisor", "size"),
            translate("Advisor", "achieved"), translate("Advisor", "peak"), translate("Advisor", "of peak")]


def result_cells(result: BenchResult) -> list[str]:
    """One measurement as the table's row shows it: test, precision, size, achieved, peak, share of peak."""
    test = shown_test(result.test)
    if result.host_memory:
        test = fill(translate("Advisor", "{test} ({memory})"), test=test, memory=shown_memory(result.host_memory))
    size = "" if result.size is None else (fmt(result.size) if result.unit != "GB/s" else fmt_bytes(result.size))
    achieved = fmt(result.achieved, result.unit) if result.status == "ok" else shown_status(result.status)
    percent = result.percent_of_peak
    return [test, result.dtype or "", size, achieved, fmt(result.peak, result.unit) if result.peak else na(),
            "" if percent is None else fmt(percent, "%")]


def step_seconds(seconds: float) -> str:
    """A training step's expected time to two significant digits: "0.35 s", "3.5 s", "35 s"."""
    digits = max(0, 1 - math.floor(math.log10(seconds))) if seconds > 0 else 0
    return fmt(seconds, "s", digits)


@dataclass(frozen=True)
class EstimateTexts:
    quick: str
    """The quick option's text, with its duration."""
    quick_tip: str
    model_tip: str
    summary: str
    """How long the run as chosen takes, model included (below the options: it wraps)."""


def estimate_texts(estimate: BenchEstimate | None, quick: bool, with_model: bool) -> EstimateTexts:
    """The options' texts with the expected durations on the chosen device and model (None: not yet known)."""
    if estimate is None:
        return EstimateTexts(
            translate("Advisor", "quick"),
            translate("Advisor", "Smaller matrices and shorter timing (the time it takes is worked out when this "
                                 "section is shown)"),
            translate("Advisor", "Train the chosen model for a few steps on this device and place it on the roofline "
                                 "(a large model at a large batch takes a while on a CPU)"), "")
    tip = fill(translate("Advisor", "Quick: smaller matrices and shorter timing, {quick} on {device}; a full run "
                                    "takes {full}."),
               quick=duration_text(estimate.quick_s), device=estimate.device, full=duration_text(estimate.full_s))
    model_tip = translate("Advisor", "Train the chosen model for a few steps on this device and place it on the "
                                     "roofline.")
    step = estimate.step if estimate.model else None
    if step is not None:
        tip = sentences(tip, fill(translate("Advisor", "Timing {model} adds {quick} quick ({quick_timing}) or {full} "
                                                       "full ({full_timing})."),
                                  model=estimate.model, quick=duration_text(estimate.model_quick_s),
                                  quick_timing=estimate.quick_timing, full=duration_text(estimate.model_full_s),
                                  full_timing=estimate.full_timing))
        model_tip = sentences(model_tip, fill(translate("Advisor", "One step of {model} is expected to take {step} "
                                                                   "{basis}; its first step corrects that while it "
                                                                   "runs."),
                                              model=estimate.model, step=step_seconds(step.seconds), basis=step.basis))
    tests = duration_text(estimate.seconds(quick, False))
    run = fill(translate("Advisor", "A quick run here takes {tests}.") if quick else
               translate("Advisor", "A full run here takes {tests}."), tests=tests)
    if estimate.model_note and with_model:
        summary = sentences(run, estimate.model_note)
    elif with_model and step is not None:
        template = (translate("Advisor", "A quick run here takes {tests}; timing {model} adds {model_time} ({timing}, "
                                         "{step} each {basis}).") if quick else
                    translate("Advisor", "A full run here takes {tests}; timing {model} adds {model_time} ({timing}, "
                                         "{step} each {basis})."))
        summary = fill(template, tests=tests, model=estimate.model,
                       model_time=duration_text(estimate.model_quick_s if quick else estimate.model_full_s),
                       timing=estimate.quick_timing if quick else estimate.full_timing,
                       step=step_seconds(step.seconds), basis=step.basis)
    elif with_model:
        summary = fill(translate("Advisor", "A quick run here takes {tests}, plus timing your model (worked out once "
                                            "the model is traced).") if quick else
                       translate("Advisor", "A full run here takes {tests}, plus timing your model (worked out once "
                                            "the model is traced)."), tests=tests)
    else:
        summary = run
    return EstimateTexts(fill(translate("Advisor", "quick ({duration})"), duration=duration_text(estimate.quick_s)),
                         tip, model_tip, summary)


def measuring_text(device: str, model_note: str) -> str:
    return sentences(fill(translate("Advisor", "Measuring {device}…"), device=device), model_note)


def progress_text(progress: BenchProgress, device: str, tracing: bool, model_note: str) -> str:
    """The step under way and the time left, or what the run does before its steps are planned."""
    if not progress.planned:
        doing = (translate("Advisor", "Measuring {device}: reading the peaks and tracing your model…") if tracing else
                 translate("Advisor", "Measuring {device}: reading the peaks…"))
        return sentences(fill(doing, device=device), model_note)
    template = (translate("Advisor", "{done} of {total} done · {current} · {left} left (longer than expected)")
                if progress.overdue else translate("Advisor", "{done} of {total} done · {current} · {left} left"))
    return fill(template, done=progress.done, total=progress.total, current=progress.current,
                left=duration_text(progress.left_s))


def model_point_label(run: BenchmarkRun | None, point: ModelPoint) -> str:
    """The model's roofline point in the reader's language (as stored, in English, when the run is not at hand)."""
    from dashboard.advisor.placement import model_timing, point_label

    if run is None or run.profile is None or run.model is None:
        return point.label
    return point_label(run.profile, point.device, run.model.batch_size, model_timing(point.quick), point.steps)


def model_sentence(point: ModelPoint | None, model_note: str, source: MeasuredSource | None = None) -> str:
    """What the user's model reached here, or why it was not timed; and, where its step was profiled on the GPU,
    what sets its pace there."""
    if point is None:
        return model_note
    if point.status != "ok":
        return fill(translate("Advisor", "Your model: {reason}"), reason=point.message)
    reached = fill(translate("Advisor", "Your model: {rate}, {gflops} at {intensity:,.0f} FLOPs per byte."),
                   rate=fmt(point.samples_per_second, "samples/s"), gflops=fmt(point.achieved_tflops * 1000, "GFLOPS"),
                   intensity=point.intensity)
    return reached if source is None else sentences(reached, profiled_sentence(source))


def profiled_sentence(source: MeasuredSource) -> str:
    """The profiled step in one sentence to read out: its GPU work against the whole step, and so which of the two
    sets the pace."""
    step = source.step
    step_s = step.measured_step_s or step.gpu_s
    host_bound = step.host_time_s > step.gpu_s
    template = (translate("Advisor", "Profiled: {kernels} of GPU work in each {step} step, so the CPU sets the pace "
                                     "(Python and launching kernels): a faster GPU would not help at this batch. "
                                     "Every GPU's speed is now scaled from this step.") if host_bound else
                translate("Advisor", "Profiled: {kernels} of GPU work in each {step} step, so the GPU sets the pace. "
                                     "Every GPU's speed is now scaled from this step."))
    return fill(template, kernels=fmt(step.gpu_s * 1000, "ms", 1), step=fmt(step_s * 1000, "ms", 1))


def finished_text(cancelled: bool, measured: int, seconds: float, expected_s: float | None, model: str) -> str:
    """How the run ended: measurements, time (and the time foreseen), and the model's sentence."""
    if cancelled:
        ended = fill(counted(measured, translate("Advisor", "Cancelled: %Ln measurement(s) in {seconds}.", None, 1)),
                     seconds=fmt(seconds, "s"))
    elif expected_s:
        ended = fill(counted(measured, translate("Advisor", "Done: %Ln measurement(s) in {seconds} (expected "
                                                            "{expected}).", None, 1)),
                     seconds=fmt(seconds, "s"), expected=duration_text(expected_s))
    else:
        ended = fill(counted(measured, translate("Advisor", "Done: %Ln measurement(s) in {seconds}.", None, 1)),
                     seconds=fmt(seconds, "s"))
    return sentences(ended, model)
