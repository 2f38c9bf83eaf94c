"""One catalogue GPU for the advised model, in words and in roofline terms: its roofs, where the model sits on
them, and its ridge point (the arithmetic intensity that splits memory-bound work from compute-bound work).

Free of torch, so the window can describe a GPU without loading it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dashboard.advisor.gpu_spec import GpuSpec
from dashboard.text import fill, translate
from dashboard.units import fmt

if TYPE_CHECKING:
    from dashboard.advisor.advise import Advice


@dataclass(frozen=True)
class GpuRoofline:
    roofs: tuple[tuple[str, float], ...]
    """(name, TFLOPS) of each arithmetic roof the GPU has."""
    bandwidth_gbps: float
    intensity: float
    """The model's FLOPs per byte moved at the advised batch."""
    estimated_tflops: float | None
    """Useful work at the estimated speed; None when the GPU cannot run the precision."""
    reading: str
    """In the reader's language when it was made."""


def training_peak(spec: GpuSpec, precision: str) -> tuple[float | None, str]:
    """The arithmetic peak a training step in this precision mostly runs at, and its name in the reader's words."""
    if precision == "fp32":
        tf32, _ = spec.tf32_tensor_tflops()
        if tf32 and tf32 > spec.fp32_tflops:
            return tf32, translate("Advisor", "fp32 training (TF32 convolutions)")
        return spec.fp32_tflops, "fp32"
    tensor = spec.fp16_tensor_tflops if precision == "fp16" else spec.bf16_tensor_tflops
    if tensor:
        return tensor, fill(translate("Advisor", "{precision} tensor cores"), precision=precision)
    return None, fill(translate("Advisor", "{precision} (no matrix units)"), precision=precision)


def gpu_roofline(advice: Advice, spec: GpuSpec) -> GpuRoofline:
    """The GPU's roofline with the model placed at its intensity and estimated speed, and the reading of it, in the
    reader's language."""
    row = next(r for r in advice.gpus if r.name == spec.name)
    profile = advice.profile
    tf32, _ = spec.tf32_tensor_tflops()
    tensor = translate("Advisor", "{precision} tensor")
    roofs = tuple((label, value) for label, value in (("fp32", spec.fp32_tflops), ("tf32", tf32),
                                                      (fill(tensor, precision="fp16"), spec.fp16_tensor_tflops),
                                                      (fill(tensor, precision="bf16"), spec.bf16_tensor_tflops))
                  if value)
    intensity = profile.flops_per_sample / profile.bytes_per_sample(advice.batch_size)
    rate = row.est_samples_per_second
    achieved = rate * profile.flops_per_sample / 1e12 if rate else None
    peak, which = training_peak(spec, profile.precision)
    ridge = (peak or spec.fp32_tflops) * 1000 / spec.bandwidth_gbps
    if not rate:
        speed = fill(translate("Advisor", "No estimate: {note}."), note=row.shown_note())
    else:
        speed = fill(translate("Advisor", "Estimated {rate}, that is {achieved} of useful work; it is compute-bound "
                                          "here overall.") if row.bound == "compute" else
                     translate("Advisor", "Estimated {rate}, that is {achieved} of useful work; it is memory-bound "
                                          "here overall."),
                     rate=fmt(rate, "samples/s"), achieved=fmt(achieved, "TFLOPS"))
    fit = (translate("Advisor", "It fits (largest batch {largest:,}).") if row.fits else
           translate("Advisor", "It does not fit (largest batch {largest:,})."))
    reading = " ".join((
        fill(translate("Advisor", "<b>{gpu}</b>: {model} does {intensity:,.0f} FLOPs per byte it moves at batch "
                                  "{batch}."), gpu=spec.name, model=profile.model, intensity=intensity,
             batch=advice.batch_size),
        fill(translate("Advisor", "This GPU's ridge point for {which} is {ridge:,.0f} FLOPs per byte ({peak} ÷ "
                                  "{bandwidth:,.0f} GB/s): layers below it wait for memory, layers above it for "
                                  "arithmetic."),
             which=which, ridge=ridge, peak=fmt(peak or spec.fp32_tflops, "TFLOPS"), bandwidth=spec.bandwidth_gbps),
        speed, fill(fit, largest=row.max_batch_size)))
    return GpuRoofline(roofs, spec.bandwidth_gbps, intensity, achieved, reading)
