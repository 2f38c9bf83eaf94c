"""Where the user's own model sits on this device's roofline: its FLOPs per byte, and the TFLOPS it really reached.

The intensity comes from the traced profile; the achieved rate from timing real training steps on the device
(the same probe as the Experiments page), so the point is measured, not estimated.
"""

from __future__ import annotations

from dataclasses import dataclass

from dashboard.advisor.gpu_spec import GpuSpec
from dashboard.advisor.profile import ModelProfile
from dashboard.advisor.speed import Efficiency, calibrate
from dashboard.training.choices import MODEL_SPECS
from dashboard.training.config import TrainConfig
from dashboard.training.control import RunControl


@dataclass(frozen=True)
class ModelPoint:
    label: str
    """"resnet18, batch 64, fp32 on cpu"."""
    device: str
    intensity: float
    """FLOPs per byte moved in forward and backward at this batch, from the trace."""
    achieved_tflops: float
    """Measured samples/s x traced FLOPs per sample."""
    samples_per_second: float
    status: str = "ok"
    message: str = ""


def lab_config(profile: ModelProfile, device: str, batch_size: int, optimizer: str) -> TrainConfig:
    """The training-lab run matching a profile: same model, input size, precision and freeze mode."""
    text = MODEL_SPECS[profile.model].kind == "text"
    return TrainConfig.for_model(profile.model, device=device, batch_size=batch_size, optimizer=optimizer,
                                 precision=profile.precision, freeze=profile.freeze,
                                 resolution=None if text else profile.resolution,
                                 seq_len=profile.seq_len or TrainConfig.seq_len, allow_download=False)


def measure_model_point(profile: ModelProfile, device: str, batch_size: int, optimizer: str, seconds: float = 2.0,
                        control: RunControl | None = None) -> ModelPoint:
    """Time real training steps of the profiled model on ``device`` and place them on the roofline.

    The lab's data has its own number of classes; the head's share of the FLOPs is negligible for these models.
    """
    from dashboard.experiments.sweep import ThroughputProbe

    config = lab_config(profile, device, batch_size, optimizer)
    label = f"{profile.model}, batch {batch_size}, {profile.precision} on {device}"
    intensity = profile.flops_per_sample / profile.bytes_per_sample(batch_size)
    point = ThroughputProbe(config, control=control).measure(device, profile.precision, batch_size, seconds, config)
    if point.status != "ok" or not point.samples_per_second:
        return ModelPoint(label, device, intensity, 0.0, 0.0, point.status, point.message)
    achieved = point.samples_per_second * profile.flops_per_sample / 1e12
    return ModelPoint(label, device, intensity, achieved, point.samples_per_second)


def calibration(point: ModelPoint, profile: ModelProfile, batch_size: int, optimizer: str,
                spec: GpuSpec | None) -> Efficiency | None:
    """The efficiency the user's model really reached on a local GPU, to scale every other GPU's estimate from.

    None on the CPU, for a failed point, or a GPU the catalogue does not know (its peaks are then unknown).
    """
    if spec is None or point.device == "cpu" or point.status != "ok" or not point.samples_per_second:
        return None
    return calibrate(point.samples_per_second, profile, spec, batch_size, optimizer)
