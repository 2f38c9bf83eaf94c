"""The Advisor's measured scaling on the real GPU (issue 36): the model is timed, one step is profiled per operator
through the app's own path (`ThroughputProbe` hands the timed step to `op_profile`), and every catalogue GPU's speed
is scaled from it.

The timing and profiling are `session.time_and_profile`, what the Measured vs peak run and `advise --scale-from`
call. Checked: the profile holds the step's kernels (at least half the timed step: CUPTI works), the scaled speed of
this GPU itself at the measured batch is within 10% of the timing, and another batch timed on this GPU is predicted
within 25% from the first. The figures (measured, scaled, kernel share, a few other GPUs, the profiling's seconds) go
in the report. Then the command line's `advise --scale-from cuda:0` does the same and says each row's basis.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from typing import Any

import pytest
import torch

from dashboard.advisor.measured_scaling import SHARES, MeasuredSource
from dashboard.advisor.placement import ModelPoint
from dashboard.advisor.scaling import predict
from dashboard.advisor.session import AdviceRequest
from dashboard.advisor.source_record import from_model_line, model_line
from tests.gpu.conftest import CliRunner, Figures
from tests.gpu.test_gpu_bench import DEVICE, find_catalogue_entry

REQUEST = AdviceRequest(model="torchvision:resnet50", batch_size=128, precision="bf16", optimizer="sgd")
OTHER_BATCH = 32


def _measure(request: AdviceRequest, figures: Figures | None = None, monkeypatch: pytest.MonkeyPatch | None = None
             ) -> tuple[ModelPoint, MeasuredSource | None]:
    """The model timed and profiled as the benchmark run and `advise --scale-from` do it (full timing: 3 warm-up
    steps, then 2 s); with ``figures``, how long the profiling took against the plan's expectation."""
    import time

    import dashboard.advisor.measured_scaling as measured_scaling
    from dashboard.advisor.placement import FULL_TIMING
    from dashboard.advisor.profile import profile_model
    from dashboard.advisor.session import PROFILE_S, PROFILED_STEPS, time_and_profile
    from dashboard.hardware.inventory import read_inventory_once

    if figures is not None and monkeypatch is not None:
        plain = measured_scaling.profile_on_gpu

        def timed(step: Callable[[], object], device: torch.device) -> dict[str, Any] | None:
            began = time.perf_counter()
            try:
                return plain(step, device)
            finally:
                figures["profile_seconds"] = time.perf_counter() - began

        monkeypatch.setattr(measured_scaling, "profile_on_gpu", timed)
    point, _, source = time_and_profile(profile_model(**request.profile_arguments()), request, DEVICE,
                                        read_inventory_once(), FULL_TIMING)
    assert point.status == "ok", point
    if figures is not None:
        figures["profile_expected_seconds"] = PROFILE_S + PROFILED_STEPS * request.batch_size / point.samples_per_second
    return point, source


def test_every_gpu_is_scaled_from_a_step_profiled_here(figures: Figures, monkeypatch: pytest.MonkeyPatch) -> None:
    spec, why = find_catalogue_entry()
    if spec is None:
        pytest.skip(why)
    point, source = _measure(REQUEST, figures, monkeypatch)
    assert source is not None, "no step was profiled on the GPU (the profiler's kernels missing: CUPTI?)"
    step = source.step
    assert step.measured_step_s is not None
    figures["measured_samples_per_s"] = point.samples_per_second
    figures["kernel_share_of_step"] = step.gpu_s / step.measured_step_s
    figures["host_profiled_ms"] = step.host_s * 1e3
    own = predict(step, spec, REQUEST.batch_size, SHARES)
    assert own is not None
    figures["scaled_self_samples_per_s"] = own.samples_per_second
    others = {name: predict(step, gpu, REQUEST.batch_size, SHARES) for name, gpu in _some_catalogue_gpus().items()}
    figures["scaled_other_gpus_samples_per_s"] = {name: scaled.samples_per_second
                                                  for name, scaled in others.items() if scaled is not None}
    assert step.gpu_s >= 0.5 * step.measured_step_s
    assert figures["profile_seconds"] < 30, "profiling one step keeps the progress bar waiting too long"
    # A recording of the benchmarks keeps this step as a JSON line: the real profile (kernel names, shapes,
    # FLOPs) must come back whole from it, for a laptop to scale from (tests/test_recorded_model_step.py).
    line = json.loads(json.dumps(model_line(source)))
    assert from_model_line(line) == dataclasses.replace(source, recorded=True)
    figures["recorded_step_bytes"] = len(json.dumps(line))
    assert own.samples_per_second == pytest.approx(point.samples_per_second, rel=0.10)
    other, _ = _measure(dataclasses.replace(REQUEST, batch_size=OTHER_BATCH))
    scaled = predict(step, spec, OTHER_BATCH, SHARES)
    assert scaled is not None
    figures["batch_32_measured_samples_per_s"] = other.samples_per_second
    figures["batch_32_scaled_samples_per_s"] = scaled.samples_per_second
    assert scaled.samples_per_second == pytest.approx(other.samples_per_second, rel=0.25)


def test_advise_scale_from_the_gpu_says_each_rows_basis(cli: CliRunner, figures: Figures) -> None:
    spec, why = find_catalogue_entry()
    if spec is None:
        pytest.skip(why)
    import json

    done = cli("advise", "--model", REQUEST.model, "--batch-size", str(REQUEST.batch_size), "--precision",
               REQUEST.precision, "--optimizer", REQUEST.optimizer, "--scale-from", DEVICE, "--json", timeout=300)
    rows = {row["name"]: row for row in json.loads(done.stdout)["gpus"]}
    assert f"measured on your {spec.name}" in rows[spec.name]["note"]
    others = [row for name, row in rows.items() if name != spec.name and row["vendor"] == "nvidia"
              and row["est_samples_per_second"]]
    assert others and all(f"scaled from your {spec.name}, measured" in row["note"] for row in others)
    figures["cli_self_samples_per_s"] = rows[spec.name]["est_samples_per_second"]


def _some_catalogue_gpus() -> dict:
    from dashboard.advisor.gpu_catalog import load_catalog

    wanted = ("GeForce RTX 3060 12GB", "GeForce RTX 4090", "A100 SXM4 80GB", "H100 SXM5 80GB", "H200 SXM 141GB")
    return {gpu.name: gpu for gpu in load_catalog().gpus if gpu.name in wanted}
