"""Measured scaling (dashboard/advisor/scaling.py): the per-operator arithmetic on synthetic GPUs, and the H100
profiles scaled to Lambda's GPUs against their published ResNet-50 rows (docs/calibration/)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dashboard.advisor.accuracy import _catalogue, summary
from dashboard.advisor.roofline_peaks import peaks_for
from dashboard.advisor.scaling import (
    RAW,
    OpGroup,
    Shares,
    SourceStep,
    bound,
    path_flops,
    predict,
    scale_group,
    waves_efficiency,
)
from dashboard.advisor.scaling_check import median_absolute_error, misordered, off_the_source, scaled_residuals
from dashboard.advisor.speed import FITTED

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
MEMORY = OpGroup("aten::add_", "[]", 1, 1e-3, bytes=3.4e9)  # the H100's full 3.35 TB/s
# 0.5 GB in 1 ms: 500 GB/s, a seventh of the bandwidth, so the SMs held it
ISSUE = OpGroup("aten::cudnn_batch_norm_backward", "[]", 1, 1e-3, bytes=0.5e9)
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


def test_an_op_that_moved_its_bytes_below_the_bandwidth_follows_the_sms_issue_rate(h100):
    assert bound(ISSUE, h100, peaks_for(h100, "fp16")) == "issue"
    faster_sms = replace(h100, name="faster SMs", fp32_tflops=h100.fp32_tflops * 2)  # twice the clock
    assert scale_group(ISSUE, h100, faster_sms, "fp16") == pytest.approx(0.5e-3)
    assert scale_group(ISSUE, h100, _twice(h100, bandwidth=2), "fp16") == pytest.approx(1e-3)
    assert scale_group(ISSUE, h100, h100, "fp16", batch_scale=3) == pytest.approx(3e-3)


def test_an_issue_bound_op_is_never_faster_than_its_bytes_at_the_targets_bandwidth(h100):
    narrow = _twice(h100, bandwidth=0.1)  # 335 GB/s: 0.5 GB take 1.49 ms, longer than the SMs' 1 ms
    assert scale_group(ISSUE, h100, narrow, "fp16") == pytest.approx(0.5e9 / (h100.bandwidth_gbps * 0.1e9))
    fitted = Shares.fitted(FITTED)  # only the reachable share of it: memory x the bandwidth
    assert scale_group(ISSUE, h100, narrow, "fp16", shares=fitted) == pytest.approx(
        0.5e9 / (h100.bandwidth_gbps * 0.1e9 * FITTED.memory))


def test_an_issue_bound_op_follows_bandwidth_where_the_target_has_no_known_sms(h100):
    unknown_sms = replace(_twice(h100, bandwidth=2), compute_capability=None)
    assert scale_group(ISSUE, h100, unknown_sms, "fp16") == pytest.approx(0.5e-3)


def test_normalisation_a_geforce_ran_at_its_bandwidth_takes_the_sm_cycles_it_needs_on_an_h100(h100):
    """The source's bandwidth held it, so it did not show what the SMs need: the analytic fit's cycles per byte
    (at FP32 size) set a floor where the target's SMs would hold it."""
    geforce = _catalogue()["GeForce RTX 3060 12GB"]
    fitted = Shares.fitted(FITTED)
    at_bandwidth = 0.99e9 / (geforce.bandwidth_gbps * 1e9 * fitted.gddr * fitted.memory)  # 1 GB at its reach
    norm = OpGroup("aten::cudnn_batch_norm_backward", "[]", 1, at_bandwidth, bytes=1e9)
    assert bound(norm, geforce, peaks_for(geforce, "fp32"), fitted) == "memory"
    sm_floor = 1e9 * FITTED.norm_cycles / h100.sm_cycles_per_second()
    by_bandwidth = at_bandwidth * geforce.bandwidth_gbps * fitted.gddr / h100.bandwidth_gbps
    assert sm_floor > by_bandwidth
    assert scale_group(norm, geforce, h100, "fp32", shares=fitted) == pytest.approx(sm_floor)
    assert scale_group(norm, geforce, h100, "fp16", shares=fitted) == pytest.approx(2 * sm_floor)  # values, not bytes
    no_floor = replace(fitted, norm_cycles=0.0)
    assert scale_group(norm, geforce, h100, "fp32", shares=no_floor) == pytest.approx(by_bandwidth)
    add = replace(norm, op="aten::add_")  # not normalisation: the bandwidth ratio alone
    assert scale_group(add, geforce, h100, "fp32", shares=fitted) == pytest.approx(by_bandwidth)
    # on the GeForce itself (as many SM cycles per byte): what the source measured stands
    assert scale_group(norm, geforce, geforce, "fp32", shares=fitted) == pytest.approx(at_bandwidth)


def test_a_geforces_halved_tensor_rate_is_reached_at_its_own_share():
    """With the fitted shares, a GeForce's tensor cores (FP32 accumulation at half their full rate) reach their
    own share; a workstation card of the same die reaches the tensor share of its full rate."""
    geforce, workstation = _catalogue()["GeForce RTX 3090"], _catalogue()["RTX A6000"]
    shares = Shares(tensor=0.4, halved_tensor=0.8)
    assert path_flops(COMPUTE, peaks_for(geforce, "fp16"), shares) == pytest.approx(0.8 * 71e12)
    assert path_flops(COMPUTE, peaks_for(workstation, "fp16"), shares) == pytest.approx(0.4 * 154.8e12)
    assert path_flops(COMPUTE, peaks_for(geforce, "fp16")) == pytest.approx(71e12)  # raw: the published peak


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
    Measured scaling reaches that for every pair but one, in both precisions: Lambda's GeForce RTX 4090 beats
    the RTX 6000 Ada by 11% in fp32 (721 against 647 img/s) and 14% in mixed precision (1,301 against 1,146),
    though the catalogue gives the Ada card more SMs at the same boost clock (142 against 128), the same
    bandwidth within 5%, and the 4090 the halved GeForce FP16 tensor rate. Both are one AD102 chip; the 4090 may
    draw 450 W, the RTX 6000 Ada 300 W, and a power limit lowers the clock a step holds, which published peaks
    do not say. The test fails if any other pair goes wrong."""
    pair = ("GeForce RTX 4090", "RTX 6000 Ada Generation")
    known = [("torchvision:resnet50 fp16", pair[1], pair[0]), ("torchvision:resnet50 fp32", pair[1], pair[0])]
    assert sorted(misordered(fitted_found)) == known
    assert sorted(misordered(raw_found)) == known
    for name, row in summary(fitted_found).items():
        if name != "all":
            assert row["rank_correlation"] >= 0.97, name
    for name, row in summary(raw_found).items():
        if name != "all":
            assert row["rank_correlation"] >= 0.98, name


def test_the_accuracy_against_lambda_stays_where_it_was_measured(fitted_found):
    """The figures docs/advisor-accuracy.md states (floors, to catch a regression): 94% within 1.5x in mixed
    precision (the B200 row, limited outside the GPU, is the miss), all in fp32; median |error| under 10%."""
    table = summary(fitted_found)
    assert table["lambda torchvision:resnet50 fp32"]["within_1_5x"] == 1.0
    assert table["lambda torchvision:resnet50 fp16"]["within_1_5x"] >= 0.94
    for precision in ("fp32", "fp16"):
        assert median_absolute_error([r for r in fitted_found if r.measurement.precision == precision]) <= 0.10


def test_off_the_source_gpu_the_scaled_estimates_are_within_the_issues_target(fitted_found):
    """Issue 36's target, on the GPUs other than the H100 the profiles were measured on, each precision, the
    B200's mixed-precision row (limited outside the GPU) included: median |error| at most 15%."""
    for precision in ("fp32", "fp16"):
        off = off_the_source([r for r in fitted_found if r.measurement.precision == precision])
        assert len(off) == 12
        assert median_absolute_error(off) <= 0.15, precision


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
