"""The step timer that measured the advisor's calibration data (docs/calibration/), on this machine's CPU."""

from __future__ import annotations

import json

import torch

from dashboard.advisor import step_timing
from dashboard.advisor.step_timing import Point, main, measure


def test_a_point_is_timed_with_a_spread_and_profiled(monkeypatch):
    # 64 px instead of the published 224: the same timing and profiling, a twelfth of the CPU work per step
    monkeypatch.setattr(step_timing, "RESOLUTION", 64)
    result = measure(Point("squeezenet1_1", 2, profile=True), torch.device("cpu"), warmup=1, chunk_seconds=0.01)
    assert result.ok, result.error
    assert len(result.step_seconds) == 3 and all(s > 0 for s in result.step_seconds)
    assert result.samples_per_second > 0
    convolutions = [op for op in result.profile["ops"] if op["flops"] > 0]
    assert convolutions, "the profiler attributes FLOPs to the convolutions"


def test_a_failing_point_is_recorded_and_the_plan_goes_on(tmp_path):
    failed = measure(Point("squeezenet1_1", 2, optimizer="lion"), torch.device("cpu"))
    assert not failed.ok and "unknown optimizer" in failed.error
    out = tmp_path / "steps.json"
    assert main(["--out", str(out), "--device", "cpu", "--models", "squeezenet1_1", "--batches", "8",
                 "--seconds", "0", "--chunk-seconds", "0.01"]) == 0
    document = json.loads(out.read_text())
    assert document["stopped_early"] and document["machine"]["torch"] == torch.__version__
