"""Memory and speed estimates of the GPU advisor, checked against torchvision, real CPU steps and roofline math."""

from __future__ import annotations

import dataclasses
import functools
import json
import math
from pathlib import Path

import pytest
import torch
import torchvision

from dashboard.advisor import profile as profile_module
from dashboard.advisor.advise import advise, explain
from dashboard.advisor.gpu_catalog import load_catalog
from dashboard.advisor.gpu_spec import GpuSpec
from dashboard.advisor.linear_fits import Line, upper_envelope
from dashboard.advisor.memory import (
    GIB,
    estimate_memory,
    fits,
    framework_bytes,
    max_batch_size,
)
from dashboard.advisor.model_step import ModelConfig
from dashboard.advisor.profile import ModelProfile, profile_config, profile_model
from dashboard.advisor.real_step import measure_step
from dashboard.advisor.speed import (
    estimate_speed,
)
from dashboard.advisor.tracer import trace_step
from dashboard.training.choices import OPTIMIZERS
from dashboard.training.models import build_model, flops_per_sample
from tests.advisor_gpus import A100, H100_SXM, IMAGENET, RTX_3060, RTX_3090, RTX_4090, T4, V100, gpu


@pytest.fixture(scope="module")
def resnet18() -> ModelProfile:
    return profile_model("resnet18", precision="fp32", **IMAGENET)


# ---------------------------------------------------------------- acceptance: resnet18, batch 64, fp32, Adam


def test_parameter_count_is_torchvisions(resnet18):
    reference = sum(p.numel() for p in torchvision.models.resnet18().parameters())
    assert reference == 11_689_512
    assert resnet18.parameters == reference
    assert resnet18.trainable_parameters == reference


def test_parameter_gradient_and_adam_bytes_follow_from_the_count(resnet18):
    est = estimate_memory(resnet18, 64, "adam")
    p = 11_689_512
    assert (est.params_bytes, est.gradients_bytes, est.optimizer_bytes) == (4 * p, 4 * p, 8 * p)
    assert est.framework_bytes == framework_bytes("cuda") > 300 * 2**20
    assert est.total_bytes == (est.params_bytes + est.buffers_bytes + est.gradients_bytes + est.optimizer_bytes
                               + est.activations_bytes + est.workspace_bytes + est.framework_bytes)
    assert est.total_bytes - est.framework_bytes >= est.peak_bytes
    assert estimate_memory(resnet18, 64, "sgd").optimizer_bytes == 4 * p  # one momentum buffer
    assert estimate_memory(resnet18, 64, "adam", device_kind="cpu").framework_bytes == 0


def test_activation_memory_agrees_with_a_real_cpu_step(resnet18):
    """The real step runs real CPU kernels on real tensors: autograd's saved tensors and the live tensor bytes
    are measured there, independently of the fake-tensor trace. Batch 4 keeps the real step to about a second; the
    estimate's error does not depend on the batch (activations and peak within 0.1% at batches 2, 4, 8 and 16)."""
    measured = measure_step("resnet18", batch_size=4, optimizer="adam", **IMAGENET)
    est = estimate_memory(resnet18, 4, "adam", device_kind="cpu")
    assert est.activations_bytes == pytest.approx(measured.saved_bytes, rel=0.15)
    assert est.peak_bytes == pytest.approx(measured.peak_bytes, rel=0.15)
    assert est.total_bytes == pytest.approx(measured.peak_bytes, rel=0.15)
    assert est.total_bytes >= measured.peak_bytes * 0.99  # the sum of the parts errs on the safe side


@pytest.mark.parametrize(("model", "batch", "kwargs"), [
    ("simple-cnn", 64, {}),
    ("keras-cnn", 32, {"optimizer": "sgd"}),
    # 32 px, the least its five halvings allow: tracing is most of the test (the estimate agrees as well at 64 px)
    ("mobilenet_v3_small", 8, {"resolution": 32, "num_classes": 1000, "optimizer": "adamw"}),
    ("text-lstm", 32, {}),
    # bf16 runs slowly on most CPUs: 32 px keeps the real step to seconds (the estimate agrees as well at 224 px)
    ("resnet18", 4, {"resolution": 32, "num_classes": 1000, "freeze": "last-block", "precision": "bf16"}),
])
def test_estimates_agree_with_real_cpu_steps_across_models(model, batch, kwargs):
    kwargs = dict(kwargs)
    optimizer = kwargs.pop("optimizer", "adam")
    profile = profile_model(model, **kwargs)
    measured = measure_step(model, batch_size=batch, optimizer=optimizer, **kwargs)
    est = estimate_memory(profile, batch, optimizer, device_kind="cpu")
    assert est.activations_bytes == pytest.approx(measured.saved_bytes, rel=0.15)
    assert est.total_bytes == pytest.approx(measured.peak_bytes, rel=0.15)


def test_fused_lstm_workspace_is_not_lost():
    """nn.LSTM's CPU kernel keeps its gates in a workspace its fake kernel reports as empty: text-lstm is traced
    on real tiny batches, so its activations are six times what a fake trace would say."""
    profile = profile_model("text-lstm")
    fake = trace_step(ModelConfig("text-lstm"), 4)
    assert profile.saved_bytes.at(4) > 3 * fake.saved_bytes


def test_fused_lstm_in_fp16_is_traced_in_two_bytes_per_value(monkeypatch):
    """oneDNN has no fp16 LSTM on most CPUs ("could not create a primitive descriptor"): `advise --model text-lstm
    --precision fp16` printed that traceback. fp16 is traced in bf16, the same size; a CPU with neither kernel falls
    back to the fake trace rather than failing."""
    half = profile_model("text-lstm", precision="fp16")
    brain = profile_config(ModelConfig("text-lstm", "bf16"))  # traced for itself: profile_model's bf16 is fp16's
    assert half.precision == "fp16" and brain.precision == "bf16"
    assert half.saved_bytes.at(64) == brain.saved_bytes.at(64)

    def no_half_lstm(config, batch, optimizers=(), real=False):
        if real:
            raise RuntimeError("could not create a primitive descriptor for the LSTM forward propagation primitive")
        return trace_step(config, batch, optimizers, real)

    monkeypatch.setattr(profile_module, "trace_step", no_half_lstm)
    fallback = profile_model("text-lstm", precision="fp16", seq_len=32)  # another length: not the cached profile
    assert fallback.saved_bytes.at(4) == trace_step(ModelConfig("text-lstm", "fp16", seq_len=32), 4).saved_bytes


def test_bf16_is_the_fp16_profile_under_its_own_name_without_a_second_trace(monkeypatch):
    """Both keep two bytes per value and autocast casts the same operators: the traces are the same (compared here
    on a model traced for each), so bf16 is served from the fp16 trace."""
    def numbers(profile: ModelProfile) -> dict:
        return {key: value for key, value in dataclasses.asdict(profile).items() if key not in ("precision", "seconds")}

    unique = {"resolution": 30, "num_classes": 7}  # an input no other test asks for: bf16 is not cached before
    half = profile_model("keras-cnn", precision="fp16", **unique)
    direct = profile_config(ModelConfig("keras-cnn", "bf16", **unique))
    assert numbers(direct) == numbers(half)  # the premise, traced for each
    traced: list[ModelConfig] = []
    monkeypatch.setattr(profile_module, "profile_config", lambda config: traced.append(config) or direct)
    brain = profile_model("keras-cnn", precision="bf16", **unique)
    assert traced == [] and brain.precision == "bf16" and numbers(brain) == numbers(half)
    assert profile_model("keras-cnn", precision="bf16", **unique) is brain  # cached under its own name as well


def test_the_optimizers_steps_are_traced_once_for_every_precision(monkeypatch):
    """They update fp32 parameters from fp32 gradients in any precision: the same step (compared here on traces
    made for each), traced once per configuration."""
    unique = {"resolution": 31, "num_classes": 6}
    # Nothing traced before, whatever ran earlier in this process; the caches other tests filled come back after.
    monkeypatch.setattr(profile_module, "_OPTIMIZER_STEPS", {})
    monkeypatch.setattr(profile_module, "_cached_profile",
                        functools.lru_cache(maxsize=64)(profile_module._cached_profile.__wrapped__))
    single, half = (trace_step(ModelConfig("keras-cnn", precision, **unique), 4, OPTIMIZERS) for precision in
                    ("fp32", "fp16"))
    assert single.optimizers == half.optimizers and single.saved_bytes != half.saved_bytes  # the premise
    asked: list[tuple[str, tuple[str, ...]]] = []

    def recording(config, batch, optimizers=(), real=False):
        asked.append((config.precision, tuple(optimizers)))
        return trace_step(config, batch, optimizers, real)

    monkeypatch.setattr(profile_module, "trace_step", recording)
    fp32 = profile_model("keras-cnn", **unique)
    fp16 = profile_model("keras-cnn", precision="fp16", **unique)
    assert asked == [("fp32", ()), ("fp32", OPTIMIZERS), ("fp16", ()), ("fp16", ())]
    for mine, theirs in zip(fp32.optimizers, fp16.optimizers, strict=True):
        assert (mine.state_bytes, mine.step_bytes, mine.step_kernels) == (
            theirs.state_bytes, theirs.step_bytes, theirs.step_kernels)


def test_freezing_drops_gradients_and_optimizer_state(resnet18):
    frozen = profile_model("resnet18", freeze="frozen", **IMAGENET)
    head = 512 * 1000 + 1000
    assert frozen.parameters == resnet18.parameters
    assert frozen.trainable_parameters == head
    full, est = estimate_memory(resnet18, 64, "adam"), estimate_memory(frozen, 64, "adam")
    assert (est.gradients_bytes, est.optimizer_bytes) == (4 * head, 8 * head)
    assert est.activations_bytes < full.activations_bytes / 100  # only the head's input is kept
    assert est.total_bytes < full.total_bytes


def test_the_peak_extrapolates_to_a_direct_trace_at_a_large_batch(resnet18):
    """The profile is fitted at batches 2 and 4; tracing batch 48 directly must give the same numbers."""
    direct = trace_step(ModelConfig("resnet18", **IMAGENET), 48)
    assert resnet18.saved_bytes.at(48) == pytest.approx(direct.saved_bytes, rel=1e-9)
    assert max(line.at(48) for line in resnet18.peak) == pytest.approx(max(direct.timeline), rel=1e-9)
    assert resnet18.forward_flops.at(48) + resnet18.backward_flops.at(48) == pytest.approx(
        sum(r.flops for r in direct.records), rel=1e-9)


def test_upper_envelope_keeps_only_the_lines_that_are_ever_highest():
    lines = [Line(0, 3), Line(50, 2), Line(150, 0.5), Line(100, 2), Line(200, 0)]
    hull = upper_envelope(lines)
    assert hull == (Line(200, 0), Line(100, 2), Line(0, 3))  # 50 + 2b and 150 + b/2 are never on top
    for batch in (1, 50, 51, 67, 100, 101, 1000):
        assert max(line.at(batch) for line in hull) == max(line.at(batch) for line in lines)


def test_flops_match_the_lab_counter_and_backward_costs_about_twice_forward(resnet18):
    built = build_model("resnet18", pretrained=False, **IMAGENET)
    assert resnet18.forward_flops.slope == flops_per_sample(built.module, built.example_input)
    assert resnet18.forward_flops.intercept == 0
    # Backward computes weight and input gradients (2x forward), except the input gradient of the first layer.
    assert 1.8 < resnet18.backward_flops.slope / resnet18.forward_flops.slope <= 2.0


def test_mixed_precision_halves_activation_memory_and_traffic(resnet18):
    half = profile_model("resnet18", precision="fp16", **IMAGENET)
    assert half.saved_bytes.slope < 0.6 * resnet18.saved_bytes.slope
    assert half.bytes_per_sample(64) < 0.7 * resnet18.bytes_per_sample(64)
    assert half.flops_per_sample == resnet18.flops_per_sample
    assert estimate_memory(half, 64, "adam").params_bytes == estimate_memory(resnet18, 64, "adam").params_bytes


def test_profiles_are_cached_plain_numbers(resnet18):
    assert profile_model("resnet18", precision="fp32", **IMAGENET) is resnet18

    def tensors(value: object) -> bool:
        if isinstance(value, torch.Tensor):
            return True
        if dataclasses.is_dataclass(value):
            return any(tensors(getattr(value, f.name)) for f in dataclasses.fields(value))
        return isinstance(value, (tuple, list)) and any(tensors(v) for v in value)

    assert not tensors(resnet18)
    with pytest.raises(dataclasses.FrozenInstanceError):
        resnet18.parameters = 0  # type: ignore[misc]


def test_bad_requests_raise_the_labs_messages():
    with pytest.raises(ValueError, match="unknown model"):
        profile_model("resnet1000")
    with pytest.raises(ValueError, match="too small"):
        profile_model("resnet18", resolution=16)
    with pytest.raises(ValueError, match="unknown precision"):
        profile_model("resnet18", precision="fp8")


# ---------------------------------------------------------------- largest batch


def test_max_batch_size_is_monotone_and_consistent_with_the_estimate(resnet18):
    previous = 0
    for gib in (0.5, 1, 2, 4, 8, 16, 24, 40, 80):
        memory = int(gib * GIB)
        largest = max_batch_size(resnet18, "adam", memory)
        assert largest >= previous
        previous = largest
        if largest:
            assert fits(estimate_memory(resnet18, largest, "adam"), memory)
        assert not fits(estimate_memory(resnet18, largest + 1, "adam"), memory)
    assert max_batch_size(resnet18, "adam", int(0.5 * GIB)) == 0  # the CUDA context alone nearly fills it
    assert max_batch_size(resnet18, "adam", int(0.5 * GIB), device_kind="cpu") > 0


def test_a_smaller_optimizer_state_leaves_room_for_a_larger_batch(resnet18):
    vgg = profile_model("vgg16", **IMAGENET)
    memory = 8 * GIB
    assert max_batch_size(vgg, "sgd", memory) > max_batch_size(vgg, "adam", memory)
    assert max_batch_size(resnet18, "adam", memory) > max_batch_size(vgg, "adam", memory)


# ---------------------------------------------------------------- acceptance: ranking


def _ranked(profile: ModelProfile, gpus: list[GpuSpec]) -> list[str]:
    rates = {g.name: estimate_speed(profile, g, 64, "adam").samples_per_second for g in gpus}
    return sorted(rates, key=rates.get, reverse=True)


@pytest.mark.parametrize("precision", ["fp32", "fp16"])
def test_speeds_rank_gpus_as_published_training_benchmarks_do(precision, resnet18):
    profile = resnet18 if precision == "fp32" else profile_model("resnet18", precision=precision, **IMAGENET)
    datacenter, geforce = [H100_SXM, A100, V100, T4], [RTX_4090, RTX_3090, RTX_3060]
    assert _ranked(profile, datacenter) == [g.name for g in datacenter]
    assert _ranked(profile, geforce) == [g.name for g in geforce]


@pytest.mark.parametrize("precision", ["fp32", "fp16"])
def test_the_shipped_catalogue_ranks_the_same_pairs(precision, resnet18):
    catalog = load_catalog(None)
    names = {"datacenter": ["H100 SXM5 80GB", "A100 SXM4 40GB", "Tesla V100 SXM2 16GB", "Tesla T4"],
             "geforce": ["GeForce RTX 4090", "GeForce RTX 3090", "GeForce RTX 3060 12GB"]}
    profile = resnet18 if precision == "fp32" else profile_model("resnet18", precision=precision, **IMAGENET)
    for ordered in names.values():
        gpus = [catalog.get(name) for name in ordered]
        assert None not in gpus, f"catalogue entry missing among {ordered}"
        assert _ranked(profile, gpus) == ordered


# ---------------------------------------------------------------- advice


def test_advice_rows_agree_with_the_estimates(resnet18):
    small = gpu("small", 10, 40, 300, memory_gb=2, price_usd=500)
    gpus = [H100_SXM, T4, small]
    advice = advise(resnet18, gpus, 64, "fp32", "adam", dataset_size=1000)
    assert [row.name for row in advice.gpus] == [g.name for g in gpus]
    for row, spec in zip(advice.gpus, gpus, strict=True):
        assert row.fits == (row.max_batch_size >= 64)
        assert row.epoch_seconds == pytest.approx(1000 / row.est_samples_per_second)
        low, high = row.est_samples_per_second_range
        assert low < row.est_samples_per_second < high
        assert row.samples_per_joule == pytest.approx(row.est_samples_per_second / spec.tdp_w)
    assert not advice.gpus[2].fits and "does not fit" in advice.gpus[2].note
    assert advice.gpus[2].samples_per_second_per_dollar == pytest.approx(advice.gpus[2].est_samples_per_second / 500)
    assert advice.gpus[0].samples_per_second_per_dollar is None
    with pytest.raises(ValueError, match="traced in fp32"):
        advise(resnet18, gpus, 64, "bf16")


def test_explanation_matches_the_numbers(resnet18):
    advice = advise(resnet18, [H100_SXM, A100, V100, T4, gpu("tiny", 10, 40, 300, memory_gb=1)], 64, "fp32")
    text = explain(advice)
    fitting = sum(row.fits for row in advice.gpus)
    assert f"{fitting} of 5 GPUs fit it" in text
    compute = sum(row.bound == "compute" for row in advice.gpus)
    assert f"{compute} of 5" in text or f"{5 - compute} of 5" in text
    assert f"{resnet18.flops_per_sample / 1e9:,.2f} GFLOPs per sample" in text
    assert "Activations dominate" in text
    old = advise(resnet18, [V100, T4, RTX_3060], 64, "fp32")
    assert all(row.bound == "compute" for row in old.gpus)
    assert "all GPUs (3 of 3) are compute-bound" in explain(old)


def test_estimates_are_finite_for_every_shipped_gpu(resnet18):
    advice = advise(resnet18, load_catalog(None).gpus, 64, "fp32")
    for row in advice.gpus:
        assert row.supported and row.bound in ("compute", "memory")
        assert math.isfinite(row.est_samples_per_second) and row.est_samples_per_second > 0
        assert row.max_batch_size > 0


H100_STEPS = Path(__file__).parent.parent / "docs" / "calibration" / "h100-steps-2026-11-26.json"


def _h100_points(models: tuple[str, ...]) -> list[dict]:
    points = json.loads(H100_STEPS.read_text(encoding="utf-8"))["points"]
    return [p for p in points if p["ok"] and p["point"]["model"] in models and p["point"]["optimizer"] == "sgd"
            and not p["point"]["channels_last"] and p["point"]["tf32"]]


@pytest.mark.parametrize("model", ["resnet18", "vgg16"])
def test_the_memory_estimate_is_within_5_percent_of_steps_measured_on_an_h100(model):
    """torch.cuda.max_memory_allocated over timed steps on an H100 (docs/gpu-validation.md), batches 8 to 256 in
    fp32, fp16 and bf16, against the estimate for that GPU: the cuBLAS workspaces (80 MiB there) included."""
    points = _h100_points((model,))
    assert len(points) >= 12
    for point in points:
        setting = point["point"]
        profile = profile_model(model, precision=setting["precision"], **IMAGENET)
        estimate = estimate_memory(profile, setting["batch_size"], "sgd", "cuda", "9.0")
        assert estimate.peak_bytes == pytest.approx(point["peak_allocated_bytes"], rel=0.05), setting
