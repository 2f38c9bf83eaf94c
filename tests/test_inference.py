"""The inference benchmark: latency percentiles and throughput per batch, ONNX Runtime against PyTorch, the CLI."""

from __future__ import annotations

import itertools
import json

import pytest

from dashboard.cli import main
from dashboard.errors import UserError
from dashboard.experiments import inference
from dashboard.experiments.inference import (
    MIN_RUNS,
    WARMUP_RUNS,
    InferenceSettings,
    LatencyPoint,
    measure,
    percentiles,
    point,
    reading,
    time_runs,
)


def test_runs_are_timed_after_the_warm_up_and_at_least_min_runs_even_when_slow():
    calls = []
    ticks = itertools.count(0.0, 1.0)  # every clock read is one second later: every run is "slow"
    latencies = time_runs(lambda: calls.append(1), seconds=0.5, clock=lambda: next(ticks))
    assert len(calls) == WARMUP_RUNS + MIN_RUNS and len(latencies) == MIN_RUNS
    assert all(latency == 1.0 for latency in latencies)


def test_percentiles_interpolate_and_throughput_is_the_batch_over_the_median():
    latencies = [i / 1000 for i in range(1, 101)]  # 1 to 100 ms
    p50, p95, p99, mean = percentiles(latencies)
    assert (p50, p95, p99, mean) == pytest.approx((50.5, 95.05, 99.01, 50.5))
    measured = point("pytorch", 8, latencies)
    assert measured.runs == 100 and measured.samples_per_second == pytest.approx(8 / 0.0505)
    assert percentiles([0.002]) == pytest.approx((2.0, 2.0, 2.0, 2.0))


def test_a_real_cpu_model_is_measured_at_each_batch_and_onnx_runtime_gives_the_same_outputs():
    points = list(measure(InferenceSettings("simple-cnn", batch_sizes=(1, 4), onnx=True, seconds=0.1)))
    assert [(p.engine, p.batch_size) for p in points] == [("pytorch", 1), ("onnxruntime", 1), ("pytorch", 4),
                                                          ("onnxruntime", 4)]
    for p in points:
        assert 0 < p.p50_ms <= p.p95_ms <= p.p99_ms and p.runs >= MIN_RUNS
        assert p.samples_per_second == pytest.approx(p.batch_size / (p.p50_ms / 1e3))
    onnx = [p for p in points if p.engine == "onnxruntime"]
    assert all(p.agrees and p.max_abs_diff < 1e-4 for p in onnx)
    assert "ONNX Runtime gives the same outputs" in reading(points)


def test_torch_compile_is_timed_beside_eager_with_its_compilation_apart(monkeypatch):
    """The eager backend keeps the test quick: the plumbing is what is checked (inductor needs a C++ compiler and
    about 25 s for a small CNN here)."""
    settings = InferenceSettings("simple-cnn", batch_sizes=(2,), seconds=0.1, compile=True, compile_backend="eager")
    points = list(measure(settings))
    assert [p.engine for p in points] == ["pytorch", "compiled"]
    assert points[1].compile_seconds > 0 and points[0].compile_seconds is None
    assert "torch.compile gives" in reading(points)
    import torch

    def broken(model, **kwargs):
        def run(*args):
            raise RuntimeError("InductorError: no C++ compiler\ndetails")
        return run

    monkeypatch.setattr(torch, "compile", broken)
    with pytest.raises(UserError, match="torch.compile failed: RuntimeError: InductorError: no C"):
        list(measure(settings))


def test_the_reading_contrasts_latency_at_batch_one_with_throughput_at_the_largest_batch():
    small = LatencyPoint("pytorch", 1, 50, 2.0, 2.5, 3.0, 2.1, 500.0)
    large = LatencyPoint("pytorch", 64, 10, 32.0, 33.0, 34.0, 32.1, 2000.0)
    text = reading([small, large])
    assert "At batch 1 one answer takes 2.00 ms" in text
    assert "At batch 64 the device serves 2,000 samples/s, 4.0x as many" in text
    assert "waits 32.0 ms" in text and "latency" in text and "throughput" in text


def test_a_model_onnx_cannot_export_is_refused_in_one_line(monkeypatch):
    import torch

    def refuse(*args, **kwargs):
        raise RuntimeError("Unsupported operator aten::something\nwith a long trace")

    monkeypatch.setattr(torch.onnx, "export", refuse)
    with pytest.raises(UserError, match="could not be exported to ONNX: RuntimeError: Unsupported operator"):
        list(measure(InferenceSettings("simple-cnn", batch_sizes=(1,), onnx=True, seconds=0.1)))


def test_the_command_prints_percentiles_as_json(capsys):
    assert main(["infer", "--model", "simple-cnn", "--batch-sizes", "1,2", "--seconds", "0.1", "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["model"] == "simple-cnn" and document["device"] == "cpu"
    assert [p["batch_size"] for p in document["points"]] == [1, 2]
    assert {"p50_ms", "p95_ms", "p99_ms", "samples_per_second", "runs"} <= document["points"][0].keys()
    assert document["reading"].startswith("At batch 1")


@pytest.mark.parametrize(("arguments", "message"), [
    (["--device", "cuda:7"], "not available here"),
    (["--device", "tpu"], "not available here: choose one of cpu"),
    (["--model", "nope"], "unknown model 'nope'"),
])
def test_bad_requests_end_with_one_line_and_exit_1(capsys, arguments, message):
    assert main(["infer", "--batch-sizes", "1", "--seconds", "0.1", *arguments]) == 1
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_bad_numbers_are_usage_errors(capsys):
    assert main(["infer", "--seconds", "0"]) == 2
    assert "must be greater than 0, got 0" in capsys.readouterr().err


def test_the_packages_onnx_needs_are_named_when_missing(monkeypatch):
    import builtins

    real_import = builtins.__import__

    def no_onnxruntime(name, *args, **kwargs):
        if name == "onnxruntime":
            raise ImportError("No module named 'onnxruntime'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_onnxruntime)
    with pytest.raises(UserError, match="needs onnx, onnxscript and onnxruntime"):
        inference._onnx_session(None, None, None)


def test_int8_dynamic_quantization_is_timed_and_its_predictions_compared_with_fp32(monkeypatch):
    points = list(measure(InferenceSettings("simple-cnn", batch_sizes=(8,), seconds=0.1, int8=True)))
    assert [p.engine for p in points] == ["pytorch", "int8"]
    quantized = points[1]
    assert quantized.quantized_layers == 2  # simple-cnn's two dense layers; its convolutions stay fp32
    assert quantized.runs >= MIN_RUNS and 0.5 <= quantized.same_top1 <= 1.0
    assert 0 < quantized.max_abs_diff < 0.5  # int8 weights move the outputs a little, not the model
    assert "int8 dynamic quantization of its 2 Linear layer(s) gives" in reading(points)
    monkeypatch.setattr(inference, "check_device", lambda device: None)
    with pytest.raises(UserError, match="int8 dynamic quantization runs on the CPU here"):
        list(measure(InferenceSettings("simple-cnn", device="cuda:0", int8=True)))


def test_the_inference_comparison_serves_one_model_with_each_engine_installed_here():
    from dashboard.experiments.plan import experiment_from_dict, experiment_to_dict
    from dashboard.experiments.presets import PRESETS, preset_experiment

    on_cpu = PRESETS["inference"].plan(("cpu",))
    assert [(v.engine, v.config.device, v.config.model) for v in on_cpu.variants] == [
        ("pytorch", "cpu", "resnet18"), ("onnxruntime", "cpu", "resnet18"), ("int8", "cpu", "resnet18")]
    assert [v.engine for v in PRESETS["inference"].plan(("cpu", "cuda:0")).variants] == ["pytorch", "onnxruntime"]
    experiment = preset_experiment("inference", ("cpu",), 1.0)
    assert experiment_from_dict(experiment_to_dict(experiment)).variants == experiment.variants  # engines kept


def test_an_inference_comparison_keeps_each_engines_latency_and_throughput_as_points():
    from dashboard.experiments.plan import Variant
    from dashboard.experiments.reading import serving_reading
    from dashboard.experiments.serving import measure_serving
    from dashboard.training.config import TrainConfig
    from dashboard.training.control import RunControl

    config = TrainConfig(model="simple-cnn", allow_download=False)
    variants = [Variant("eager", config, "pytorch"), Variant("int8", config, "int8")]
    points = list(measure_serving(variants, [1, 8], 0.05, RunControl()))
    assert [(p.label, p.engine, p.batch_size) for p in points] == [("eager", "pytorch", 1), ("int8", "int8", 1),
                                                                   ("eager", "pytorch", 8), ("int8", "int8", 8)]
    for p in points:
        assert p.status == "ok" and p.samples_per_second == pytest.approx(p.batch_size / p.step_seconds)
        assert p.step_spread is not None
    said = " ".join(serving_reading(points))
    assert "With eager, one answer takes" in said and "at batch 8 it serves" in said
    stopped = RunControl()
    stopped.stop()
    assert list(measure_serving(variants, [1, 8], 0.05, stopped)) == []


def test_runs_that_take_long_are_told_at_most_every_five_seconds_and_quick_ones_not_at_all():
    """`infer --batch-sizes 4096` on a CPU: seconds a run, minutes a point; a line tells the runs as they go."""
    from dashboard.cli.infer import RunProgress

    said: list[str] = []
    clock = itertools.count(0.0, 3.0)  # each reading of the clock 3 s later: every run takes seconds
    latencies = time_runs(lambda: None, seconds=0.0, clock=lambda: next(clock), on_run=RunProgress(said.append))
    assert len(latencies) == MIN_RUNS
    assert said and all(line.startswith("  run ") and "of at least 8 (3 to warm up)" in line for line in said)
    assert len(said) <= (WARMUP_RUNS + MIN_RUNS) * 6 // 5 + 1  # about one line per 5 s of the 48 s it took
    quick: list[str] = []
    fast = itertools.count(0.0, 0.001)
    time_runs(lambda: None, seconds=0.0, clock=lambda: next(fast), on_run=RunProgress(quick.append))
    assert quick == []
