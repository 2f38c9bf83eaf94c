"""Measured sources for the Advisor's tests: steps profiled per operator on the H100 (``docs/calibration/``), the
record a user's GPU gives the Advisor, read back as it would come from ``torch.profiler`` there."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from dashboard.advisor.accuracy import CALIBRATION, H100_GPU, H100_STEPS, _catalogue
from dashboard.advisor.measured_scaling import MeasuredSource, measured_source
from dashboard.advisor.session import AdviceRequest


def h100_point(model: str, precision: str) -> dict[str, Any]:
    """The profiled H100 point of a torchvision model at batch 32 (NCHW, TF32 on): its profile and its rate."""
    document = json.loads((CALIBRATION / H100_STEPS).read_text(encoding="utf-8"))
    for point in document["points"]:
        setting = point["point"]
        if (point["ok"] and point["profile"] and setting["model"] == model and setting["precision"] == precision
                and setting["tf32"] and not setting["channels_last"]):
            return point
    raise LookupError(f"no profiled H100 point of {model} in {precision}")


def h100_source(request: AdviceRequest, model: str = "resnet18") -> MeasuredSource:
    """``model``'s H100 step at batch 32 as the step measured for ``request`` (at batch 32: the profile's)."""
    point = h100_point(model, request.precision)
    source = measured_source(point["profile"], _catalogue()[H100_GPU], dataclasses.replace(request, batch_size=32),
                             point["samples_per_second"])
    assert source is not None
    return source
