"""Measured scaling (dashboard/advisor/scaling.py): the per-operator arithmetic on synthetic GPUs, and the H100
profiles scaled to Lambda's GPUs against their published ResNet-50 rows (docs/calibration/)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dashboard.advisor.accuracy import _catalogue, summary
from dashboard.advisor.scaling import (
    RAW,
    OpGroup,
    Shares,
    SourceStep,
    bound,
    predict,
    scale_group,
    waves_efficiency,
)
from dashboard.advisor.scaling_check import median_absolute_error, misordered, scaled_residuals
from dashboard.advisor.speed import FITTED, peaks_for

H100 = "H100 SXM5 80GB"


@pytest.fixture(scope="module")
def h100():
    return _catalogue()[H100]


def _twice(gpu, *, flops=1.0, bandwidth=1.0):
    """The same GPU with its tensor peaks times ``flops`` and its bandwidth times ``bandwidth``."""
    return replace(gpu, name=gpu.name + " x", fp16_tensor_tflops=gpu.fp16_tensor_tflops * flops,
                   bf16_tensor_tflops=gpu.bf16_tensor_tflops * flops, bandwidth_gbps=gpu.bandwidth_gbps * bandwidth)


# 1,056 x 1 tiles of 128 x 128: eight full waves over the H100's 132 SMs.
COMPUTE = OpGroup("aten::mm", "[]", 1, 1e-3, flops=8e11, bytes=1e6, gemm_rows=128 * 132 * 8, gemm_cols=128)
MEMORY = OpGroup("aten::add_", "[]", 1, 1e-3, bytes=2e9)
LAUNCH = OpGroup("aten::fill_", "[]", 10, 20e-6)


def test_a_compute_bound_op_doubles_in_speed_with_twice_the_peak_and_ignores_bandwidth(h100):
    assert bound(COMPUTE, h100, peaks_for(h100, "fp16")) == "compute"
    assert scale_group(COMPUTE, h100, _twice(h100, flops=2), "fp16") == pytest.approx(0.5e-3)
    assert scale_group(COMPUTE, h100, _twice(h100, bandwidth=2), "fp16") == pytest.approx(1e-3)


def test_a_memory_bound_op_follows_bandwidth_and_ignores_the_peak(h100):
    assert bound(MEMORY, h100, peaks_for(h100, "fp16")) == "memory"
    assert scale_group(MEMORY, h100, _twice(h100, bandwidth=2), "fp16") == pytest.approx(0.5e-3)
    assert scale_group(MEMORY, h100, _twice(h100, flops=4), "fp16") == pytest.approx(1e-3)
    assert scale_group(MEMORY, h100, h100, "fp16", batch_scale=3) == pytest.approx(3e-3)


def test_launch_bound_kernels_and_the_host_keep_their_measured_time(h100):
    faster = _twice(h100, flops=4, bandwidth=4)
    assert bound(LAUNCH, h100, peaks_for(h100, "fp16")) == "launch"
    assert scale_group(LAUNCH, h100, faster, "fp16", batch_scale=8) == pytest.approx(20e-6)
    step = SourceStep(h100, "fp16", 32, (LAUNCH,), host_s=5e-3)
    scaled = predict(step, faster)
    assert scaled.host_s == 5e-3 and scaled.step_s == 5e-3 and scaled.samples_per_second == pytest.approx(6400)


def test_wave_quantisation_on_a_tiny_grid():
    assert waves_efficiency(4, 4) == 1.0
    assert waves_efficiency(5, 4) == pytest.approx(5 / 8)  # the second wave runs one block on four SMs
    assert waves_efficiency(3, 4) == pytest.approx(3 / 4)
    assert waves_efficiency(0, 4) == 1.0


def test_a_grid_that_fills_the_source_but_not_the_target_loses_the_empty_wave(h100):
    source_sms = 132
    grid = replace(COMPUTE, gemm_rows=128 * source_sms, gemm_cols=128)  # one full wave on 132 SMs
    more_sms = replace(h100, name="more SMs", tensor_cores=h100.tensor_cores // source_sms * (source_sms + 1))
    # 133 SMs at the same peak: the 132 blocks leave one SM idle, so 133/132 of the ideal time
    assert scale_group(grid, h100, more_sms, "fp16") == pytest.approx(1e-3 * 133 / 132)


@pytest.fixture(scope="module")
def fitted_found():
    return list(scaled_residuals(shares=Shares.fitted(FITTED)))


@pytest.fixture(scope="module")
def raw_found():
    return list(scaled_residuals(shares=RAW))


def test_every_lambda_row_is_predicted_from_the_h100_profiles(fitted_found):
    assert len(fitted_found) == 36
    assert {r.measurement.precision for r in fitted_found} == {"fp32", "fp16"}


def test_the_ranking_of_gpus_matches_lambda_except_one_known_pair(fitted_found, raw_found):
    """Ranking first: wherever Lambda's per-GPU figures differ by more than 10%, the predicted order must match.
    Measured scaling reaches that for every pair but one: in mixed precision Lambda's GeForce RTX 4090 (1,301
    img/s at batch 448) beats the RTX 6000 Ada (1,146 at batch 928) by 14%, while its catalogue FP16 tensor
    rate is the halved GeForce one (165 against 364 TFLOPS). With the published peaks alone the fp32 pair
    (721 against 647, 11%) is misordered too. The test fails if any other pair goes wrong."""
    pair = ("GeForce RTX 4090", "RTX 6000 Ada Generation")
    assert misordered(fitted_found) == [("torchvision:resnet50 fp16", pair[1], pair[0])]
    assert sorted(misordered(raw_found)) == [("torchvision:resnet50 fp16", pair[1], pair[0]),
                                            ("torchvision:resnet50 fp32", pair[1], pair[0])]
    for name, row in summary(fitted_found).items():
        if name != "all":
            assert row["rank_correlation"] >= 0.98, name
    for name, row in summary(raw_found).items():
        if name != "all":
            assert row["rank_correlation"] >= 0.97, name


def test_the_accuracy_against_lambda_stays_where_it_was_measured(fitted_found):
    """The figures docs/advisor-accuracy.md states (floors, to catch a regression): 94% within 1.5x in mixed
    precision (the B200 row, limited outside the GPU, is the miss), all in fp32; median |error| under 10%."""
    table = summary(fitted_found)
    assert table["lambda torchvision:resnet50 fp32"]["within_1_5x"] == 1.0
    assert table["lambda torchvision:resnet50 fp16"]["within_1_5x"] >= 0.94
    for precision in ("fp32", "fp16"):
        assert median_absolute_error([r for r in fitted_found if r.measurement.precision == precision]) <= 0.10


def test_the_profile_gives_every_convolution_its_flops_and_the_backward_twice_the_forward():
    from dashboard.advisor.scaling_check import h100_sources

    step = h100_sources()[("torchvision:resnet50", "fp32")]
    convs = [g for g in step.groups if g.op in ("aten::cudnn_convolution", "aten::convolution_backward")]
    forward = sum(g.flops for g in convs if g.op == "aten::cudnn_convolution")
    backward = sum(g.flops for g in convs if g.op == "aten::convolution_backward")
    assert all(g.flops > 0 and g.bytes > 0 and g.gemm_rows > 0 for g in convs)
    assert forward == pytest.approx(32 * 4.1e9 * 2, rel=0.05)  # ResNet-50: 4.1 GMACs a 224 px image
    assert backward == pytest.approx(2 * forward)
    assert not [g for g in step.groups if g.op.startswith("aten::_foreach_") and g.per_sample]
