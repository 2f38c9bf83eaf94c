"""The speed model's arithmetic (families, host time, blend, range), its fit, and its shipped constants against
the steps measured on an H100."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
import torch
from torch import nn

from dashboard.advisor.advise import advise
from dashboard.advisor.linear_fits import Line
from dashboard.advisor.profile import (
    ComputeOp,
    ForwardProfile,
    ModelProfile,
    NormOp,
    OptimizerProfile,
    profile_model,
)
from dashboard.advisor.roofline_peaks import peaks_for
from dashboard.advisor.speed import (
    FITTED,
    GEMM_FRACTION,
    Efficiency,
    SpeedConstants,
    calibrate,
    estimate_speed,
    gpu_parts,
    step_time,
    step_work,
)
from dashboard.advisor.speed_fit import PRIORS, CalibrationPoint, central_interval, fit
from dashboard.advisor.tracer import StepTracer
from tests.advisor_gpus import A100, H100_SXM, IMAGENET, RTX_3090, V100, gpu

ONE = Efficiency(1.0, 1.0)
"""The model's middle, no range."""


def exact(fraction: float = 1.0, **changes: float) -> SpeedConstants:
    """Constants with every fraction equal and no CPU time or kernel floor: the GPU arithmetic alone."""
    values = dict(cuda_core=fraction, winograd=fraction, tf32=fraction, tensor=fraction, halved_tensor=fraction,
                  shared_fp32=1.0, thin=fraction, depthwise=1.0, depthwise_grad=fraction, depthwise_fwd=fraction,
                  conv_pass_s=0.0, memory=fraction, norm=fraction, norm_cycles=0.0, native_norm=1.0, gddr=1.0,
                  layout=0.0, kernel_floor_s=0.0, host_op_s=0.0, host_conv_s=0.0, host_amp=1.0, blend=2.0)
    values.update(changes)
    return SpeedConstants(**values)


def toy_profile(ops: tuple[ComputeOp, ...], other_bytes: float = 0.0, kernels: int = 0,
                precision: str = "fp32", norm_bytes: float = 0.0, norm_ops: tuple[NormOp, ...] = (),
                value_bytes: float = 0.0) -> ModelProfile:
    """A profile with hand-chosen per-sample FLOPs and bytes, to check the arithmetic exactly."""
    zero = Line(0, 0)
    step = OptimizerProfile("sgd", 0, 0, (zero,), 0, 0)
    return ModelProfile(
        model="toy", kind="image", precision=precision, freeze="full", resolution=32, in_channels=3, num_classes=10,
        vocab_size=None, seq_len=None, parameters=0, trainable_parameters=0, param_bytes=0, trainable_param_bytes=0,
        buffer_bytes=0, input_bytes=zero, saved_bytes=zero, peak=(zero,), forward_flops=zero, backward_flops=zero,
        forward_bytes=zero, backward_bytes=zero, compute_ops=ops,
        other_bytes=Line(0, other_bytes + norm_bytes + value_bytes),
        norm_bytes=Line(0, norm_bytes), kernels=kernels, optimizers=(step,), trace_batches=(2, 4), seconds=0.0,
        norm_ops=norm_ops, value_bytes=Line(0, value_bytes))


def rate(profile: ModelProfile, spec, constants: SpeedConstants, batch: int = 1) -> float:
    return estimate_speed(profile, spec, batch, "sgd", ONE, constants).samples_per_second


TOY_GPU = gpu("toy", fp32=10, fp16=80, bandwidth=1000, cc="7.0")  # ridge point: 10 FLOPs per byte in fp32
MATMUL = ComputeOp("matmul", Line(0, 1e9), Line(0, 1e6))  # 1000 FLOPs per byte


# ---------------------------------------------------------------- the GPU's side


def test_compute_bound_time_is_flops_over_the_reached_share_of_the_peak():
    speed = estimate_speed(toy_profile((MATMUL,)), TOY_GPU, 8, "sgd", ONE, exact(0.5))
    assert speed.bound == "compute" and not speed.overhead_limited
    assert speed.samples_per_second == pytest.approx(0.5 * 10e12 / 1e9)
    assert speed.samples_per_second_range == pytest.approx((5000, 5000))


def test_memory_bound_time_is_bytes_over_the_reached_share_of_the_bandwidth():
    profile = toy_profile((ComputeOp("matmul", Line(0, 1e6), Line(0, 1e6)),), other_bytes=4e6)  # 1 FLOP per byte
    speed = estimate_speed(profile, TOY_GPU, 8, "sgd", ONE, exact(0.5))
    assert speed.bound == "memory"
    assert speed.samples_per_second == pytest.approx(0.5 * 1000e9 / 5e6)


def test_each_operator_pays_its_own_limit():
    """A compute-heavy and a memory-heavy layer add up; one roofline for the whole step would hide the second."""
    ops = (ComputeOp("matmul", Line(0, 1e9), Line(0, 1e3)), ComputeOp("matmul", Line(0, 1e3), Line(0, 1e8)))
    per_sample = 1e9 / 10e12 + 1e8 / 1000e9
    assert 1 / rate(toy_profile(ops), TOY_GPU, exact()) == pytest.approx(per_sample)


def test_fixed_costs_are_shared_by_the_batch():
    profile = toy_profile((ComputeOp("matmul", Line(1e9, 1e9), Line(0, 1)),))
    small, large = (rate(profile, TOY_GPU, exact(0.5), b) for b in (1, 64))
    assert large == pytest.approx(64 / (65e9 / 5e12))
    assert large > 1.9 * small


def test_each_family_runs_at_its_own_peak_and_fraction():
    """fp32 3x3 convolutions before Ampere: Winograd; after: TF32 tensor cores; matmul stays on CUDA cores (TF32
    is off for it by default); a thin stem and depthwise convolutions run on CUDA cores in any precision (a
    depthwise forward at its own share, twice as fast in 16 bits)."""
    ampere = gpu("ampere", fp32=19.5, fp16=312, bandwidth=1e6, cc="8.0")
    volta = dataclasses.replace(ampere, compute_capability="7.0")
    fractions = exact(1.0, cuda_core=0.5, winograd=1.5, tf32=0.4, tensor=0.3, thin=0.2, depthwise_fwd=0.1)

    def one(kind: str, spec, precision: str = "fp32") -> float:
        return rate(toy_profile((ComputeOp(kind, Line(0, 1e9), Line(0, 1)),), precision=precision), spec, fractions)

    assert one("conv3x3", volta) == pytest.approx(1.5 * 19.5e12 / 1e9)
    assert one("conv", volta) == pytest.approx(0.5 * 19.5e12 / 1e9)
    assert one("conv3x3", ampere) == pytest.approx(0.4 * 156e12 / 1e9)  # TF32: half the FP16 tensor rate
    assert one("matmul", ampere) == pytest.approx(0.5 * 19.5e12 / 1e9)
    assert one("conv3x3", ampere, "fp16") == pytest.approx(0.3 * 312e12 / 1e9)
    assert one("thin", ampere, "fp16") == pytest.approx(0.2 * 19.5e12 / 1e9)
    assert one("depthwise", ampere, "fp16") == pytest.approx(2 * 0.1 * 19.5e12 / 1e9)
    assert one("pointwise", ampere) == pytest.approx(0.4 * 156e12 / 1e9)


def test_normalisation_layout_transposes_and_gddr_have_their_own_terms():
    hbm = gpu("hbm", fp32=10, fp16=80, bandwidth=1000, cc="8.0")
    gddr = dataclasses.replace(hbm, memory_type="GDDR6X")
    norm = toy_profile((), norm_bytes=1e9)
    assert 1 / rate(norm, hbm, exact(1.0, norm=0.25)) == pytest.approx(1e9 / 0.25e12)  # at the bandwidth
    assert rate(norm, gddr, exact(1.0, norm=0.25, gddr=1.2)) == pytest.approx(1.2 * rate(norm, hbm, exact(
        1.0, norm=0.25)))
    # held by the SMs: 10 TFLOPS over 64 lanes x 2 is 78.1e9 SM cycles a second, 2 cycles a byte 25.6 ms
    sm_bound = exact(1.0, norm_cycles=2.0)
    assert 1 / rate(norm, hbm, sm_bound) == pytest.approx(2 * 1e9 / (10e12 / 128))
    assert rate(norm, gddr, dataclasses.replace(sm_bound, gddr=1.2)) == pytest.approx(rate(norm, hbm, sm_bound))
    other_vendor = dataclasses.replace(hbm, vendor="amd", compute_capability=None)  # SMs unknown: the bytes alone
    assert 1 / rate(norm, other_vendor, sm_bound) == pytest.approx(1e9 / 1e12)
    conv = toy_profile((ComputeOp("conv", Line(0, 1), Line(0, 1e9)),), precision="fp16")  # memory-bound
    transposes = 2.0 * 2e9 / 1e12  # layout x its bytes at FP32 size
    assert 1 / rate(conv, hbm, exact(1.0, layout=2.0)) == pytest.approx(1e9 / 1e12 + transposes)  # tensor cores
    no_tensor_cores = dataclasses.replace(hbm, fp16_tensor_tflops=None)
    assert 1 / rate(conv, no_tensor_cores, exact(1.0, layout=2.0)) == pytest.approx(1e9 / 1e12)


def test_a_normalisation_with_fewer_statistics_than_sms_keeps_only_that_many_busy():
    """One SM a channel: a batch norm over 5 channels on a GPU of 10 SMs takes twice what the SMs' cycles give for
    all ten; 10 channels or more, or a layer norm's many rows, keep every SM busy; 0 statistics (batch norm in eval
    mode) or operators not known one by one, every SM too."""
    ten_sms = dataclasses.replace(gpu("ten", fp32=10, fp16=80, bandwidth=1e6, cc="8.0"), tensor_cores=40)
    assert ten_sms.streaming_multiprocessors() == (10, 64)
    sm_bound = exact(1.0, norm_cycles=2.0)
    all_sms = 2 * 1e9 / (10e12 / 128)  # 2 cycles a byte over every SM's cycles

    def seconds(*reductions: int) -> float:
        ops = tuple(NormOp(Line(0, 1e9 / len(reductions)), Line(count, 0)) for count in reductions)
        return 1 / rate(toy_profile((), norm_bytes=1e9, norm_ops=ops), ten_sms, sm_bound)

    assert seconds(5) == pytest.approx(2 * all_sms)
    assert seconds(10) == pytest.approx(all_sms)
    assert seconds(4096) == pytest.approx(all_sms)
    assert seconds(0) == pytest.approx(all_sms)
    assert seconds(5, 4096) == pytest.approx(1.5 * all_sms)
    assert 1 / rate(toy_profile((), norm_bytes=1e9), ten_sms, sm_bound) == pytest.approx(all_sms)


def test_each_pass_of_a_depthwise_convolution_runs_at_its_own_share_of_the_cuda_cores():
    """cuDNN's and PyTorch's FP32 depthwise backward kernels reach about 1% of the FP32 rate on an H100 (0.7-0.95
    TFLOP/s), the 16-bit backward the CUDA cores' share; the forward reaches about 7% (4.5 TFLOP/s for a 7x7), and
    twice that in 16 bits."""
    ampere = gpu("ampere", fp32=19.5, fp16=312, bandwidth=1e6, cc="8.0")
    fractions = exact(1.0, cuda_core=0.5, depthwise_grad=0.01, depthwise_fwd=0.07)

    def one(backward: bool, precision: str) -> float:
        op = ComputeOp("depthwise", Line(0, 1e9), Line(0, 1), backward)
        return rate(toy_profile((op,), precision=precision), ampere, fractions)

    assert one(False, "fp32") == pytest.approx(0.07 * 19.5e12 / 1e9)
    assert one(False, "fp16") == pytest.approx(2 * 0.07 * 19.5e12 / 1e9)
    assert one(True, "fp32") == pytest.approx(0.01 * 19.5e12 / 1e9)
    assert one(True, "fp16") == pytest.approx(0.5 * 19.5e12 / 1e9)


def test_a_depthwise_backward_moves_its_bytes_at_its_own_share():
    """The forward moves its bytes like an elementwise kernel; the backward's weight-gradient reduction reaches the
    ``depthwise`` share of that rate (300-400 GB/s in 16 bits on an H100, where elementwise kernels reach 2 TB/s)."""
    hbm = gpu("hbm", fp32=10, fp16=80, bandwidth=1000, cc="8.0")

    def seconds(backward: bool) -> float:
        op = ComputeOp("depthwise", Line(0, 1), Line(0, 1e9), backward)  # memory-bound
        return 1 / rate(toy_profile((op,), precision="fp16"), hbm, exact(0.5, depthwise=0.25))

    assert seconds(False) == pytest.approx(1e9 / 0.5e12)
    assert seconds(True) == pytest.approx(1e9 / (0.25 * 0.5e12))


def test_a_dense_convolution_pays_for_its_own_kernels_twice_backward():
    """cuDNN runs a convolution's forward as one convolution and its backward as two (data and weight gradients),
    each with kernels of its own (transposes, split reductions): ``conv_pass_s`` each, whatever the GPU; a
    depthwise convolution and a matrix product pay none. The constants of GPU time alone make it the whole step."""
    hbm = gpu("hbm", fp32=10, fp16=80, bandwidth=1000, cc="8.0")
    tiny = Line(0, 1)

    def seconds(*ops: ComputeOp) -> float:
        profile = toy_profile(ops, precision="fp16")
        return estimate_speed(profile, hbm, 1, "sgd", ONE, exact(1.0, conv_pass_s=5e-6)).time.floor_s

    assert seconds(ComputeOp("conv3x3", tiny, tiny)) == pytest.approx(5e-6)
    assert seconds(ComputeOp("pointwise", tiny, tiny, backward=True)) == pytest.approx(10e-6)
    assert seconds(ComputeOp("thin", tiny, tiny), ComputeOp("conv", tiny, tiny, True)) == pytest.approx(15e-6)
    assert seconds(ComputeOp("depthwise", tiny, tiny, True), ComputeOp("matmul", tiny, tiny, True)) == 0
    work = step_work(toy_profile((ComputeOp("conv", tiny, tiny, True),), precision="fp16"), peaks_for(hbm, "fp16"),
                     1, "sgd")
    assert gpu_parts(work, exact(1.0, conv_pass_s=5e-6))["dense"] == pytest.approx(10e-6)


def test_pytorch_runs_bf16_batch_norm_on_its_own_slower_kernels():
    """PyTorch hands batch norm to cuDNN in FP32 and FP16 but not in BF16 (``_select_batch_norm_backend``): the
    H100's BF16 batch norms took 1.5-1.6x the FP16 time. A layer norm, an FP16 step and another vendor's BF16 step
    keep cuDNN's time."""
    hbm = gpu("hbm", fp32=10, fp16=80, bandwidth=1000, cc="8.0")
    amd = dataclasses.replace(hbm, vendor="amd", compute_capability=None)
    slow_native = exact(1.0, native_norm=1.5)

    def seconds(precision: str, batch: bool, spec=hbm) -> float:
        ops = (NormOp(Line(0, 0.5e9), Line(4096, 0), batch), NormOp(Line(0, 0.5e9), Line(4096, 0), False))
        return 1 / rate(toy_profile((), norm_bytes=1e9, norm_ops=ops, precision=precision), spec, slow_native)

    assert seconds("bf16", True) == pytest.approx(1.25 * seconds("fp16", True))  # half the bytes are batch norm's
    assert seconds("bf16", False) == pytest.approx(seconds("fp16", False))
    assert seconds("bf16", True, amd) == pytest.approx(seconds("fp16", True, amd))


def test_the_profile_marks_its_batch_norms(resnet18):
    assert resnet18.norm_ops and all(op.batch for op in resnet18.norm_ops)


def test_the_profile_keeps_the_bytes_of_its_pooling_apart(resnet18):
    """resnet18's max pooling, forward and backward, and its global average pooling."""
    assert 0 < resnet18.forward.value_bytes.at(32) < resnet18.value_bytes.at(32) < resnet18.other_bytes.at(32)


def test_normalisation_and_transposes_cost_by_the_value_not_the_byte():
    """In 16 bits they take about 80% of their FP32 time on the H100, so they count at FP32 size, held by the
    bandwidth or by the SMs."""
    hbm = gpu("hbm", fp32=10, fp16=80, bandwidth=1000, cc="8.0")
    fp32, fp16 = toy_profile((), norm_bytes=1e9), toy_profile((), norm_bytes=0.5e9, precision="fp16")
    assert rate(fp16, hbm, exact(1.0)) == pytest.approx(rate(fp32, hbm, exact(1.0)))
    sm_bound = exact(1.0, norm_cycles=2.0)
    assert rate(fp16, hbm, sm_bound) == pytest.approx(rate(fp32, hbm, sm_bound))


def test_pooling_reductions_and_broadcasts_cost_by_the_value_and_plain_elementwise_work_by_the_byte():
    """On the H100 vgg16's max pooling and bias-gradient sums kept their FP32 time in fp16; its ReLUs took half."""
    hbm = gpu("hbm", fp32=10, fp16=80, bandwidth=1000, cc="8.0")
    pooled = toy_profile((), value_bytes=1e9)
    assert rate(toy_profile((), value_bytes=0.5e9, precision="fp16"), hbm, exact(1.0)) == pytest.approx(
        rate(pooled, hbm, exact(1.0)))
    assert rate(toy_profile((), other_bytes=0.5e9, precision="fp16"), hbm, exact(1.0)) == pytest.approx(
        2 * rate(toy_profile((), other_bytes=1e9), hbm, exact(1.0)))


def test_consumer_sms_reach_less_of_their_fp32_peak():
    """GeForce Ampere counts FP32 lanes it shares with integer work; the A100's are its own."""
    geforce = gpu("geforce", fp32=35.6, fp16=71, bandwidth=1e6, cc="8.6")
    matmul = toy_profile((MATMUL,))
    assert rate(matmul, geforce, exact(0.5, shared_fp32=0.6)) == pytest.approx(0.3 * 35.6e12 / 1e9)
    assert rate(matmul, A100, exact(0.5, shared_fp32=0.6)) == pytest.approx(0.5 * 19.5e12 / 1e9)


def test_geforce_tensor_cores_reach_their_own_share_of_their_halved_rate():
    """GeForce lists its FP16 tensor rate with FP32 accumulation, half the full one; a workstation card of the same
    die runs both at the full rate. The halved rate is easier to feed, so it has its own share."""
    geforce = gpu("GeForce RTX 3090", fp32=35.6, fp16=71, bandwidth=1e6, cc="8.6")
    workstation = dataclasses.replace(geforce, name="RTX A6000", series="workstation", fp16_tensor_tflops=154.8)
    fp16 = toy_profile((MATMUL,), precision="fp16")
    shares = exact(0.4, halved_tensor=0.7)
    assert peaks_for(geforce, "fp16").halved_tensor and not peaks_for(workstation, "fp16").halved_tensor
    assert rate(fp16, geforce, shares) == pytest.approx(0.7 * 71e12 / 1e9)
    assert rate(fp16, workstation, shares) == pytest.approx(0.4 * 154.8e12 / 1e9)
    assert not peaks_for(geforce, "fp32").halved_tensor  # FP32 runs on its CUDA cores, at their share
    assert not peaks_for(dataclasses.replace(geforce, vendor="amd", series="radeon"), "fp16").halved_tensor


def test_the_autotuner_takes_the_faster_of_tf32_and_fp32_winograd():
    """GeForce Ampere's TF32 rate equals its FP32 rate, so a 3x3 convolution runs Winograd there; an A100's TF32
    rate is 8 times its FP32 one, so it runs on tensor cores."""
    conv3x3 = toy_profile((ComputeOp("conv3x3", Line(0, 1e9), Line(0, 1)),))
    fractions = exact(1.0, winograd=1.2, tf32=0.5)
    geforce = gpu("geforce", fp32=35.6, fp16=71, bandwidth=1e6, cc="8.6")
    assert rate(conv3x3, geforce, fractions) == pytest.approx(1.2 * 35.6e12 / 1e9)
    assert rate(conv3x3, A100, fractions) == pytest.approx(0.5 * 156e12 / 1e9)


def test_precision_picks_the_peak_and_bf16_needs_bf16_units():
    assert peaks_for(V100, "fp16").matmul_flops == 125e12
    assert peaks_for(V100, "bf16") is None
    no_tensor = gpu("pascal", fp32=11.3, fp16=None, bandwidth=484, cc="6.1", bf16=None)
    assert peaks_for(no_tensor, "fp16").matmul_flops == 11.3e12
    profile = toy_profile((MATMUL,), precision="bf16")
    assert estimate_speed(profile, V100, 8, "sgd") is None
    advice = advise(profile, [V100, A100], 8, optimizer="sgd")
    v100 = advice.gpus[0]
    assert not v100.supported and v100.est_samples_per_second is None and "not supported" in v100.note
    assert advice.gpus[1].supported


def test_amd_arithmetic_is_scaled_by_its_lower_achievable_gemm_fraction():
    nvidia = gpu("n", fp32=20, fp16=200, bandwidth=1e6)
    amd = dataclasses.replace(nvidia, vendor="amd", compute_capability="gfx90a")
    profile = toy_profile((MATMUL,))
    gpu_alone = dataclasses.replace(FITTED, host_step_s=0.0)  # no CPU time to blend with: the arithmetic's ratio
    assert rate(profile, amd, gpu_alone) / rate(profile, nvidia, gpu_alone) == pytest.approx(
        GEMM_FRACTION["amd"] / GEMM_FRACTION["nvidia"])


# ---------------------------------------------------------------- the CPU's side and the blend


def test_the_cpu_pays_per_operator_and_more_per_convolution():
    ops = (ComputeOp("conv", Line(0, 1), Line(0, 1)), ComputeOp("depthwise", Line(0, 1), Line(0, 1)))
    constants = exact(1.0, host_op_s=10e-6, host_conv_s=50e-6, host_amp=1.5)
    work = step_work(toy_profile(ops, kernels=10), peaks_for(TOY_GPU, "fp32"), 1, "sgd")
    assert work.convolutions == 2
    assert step_time(work, constants).host_s == pytest.approx(8 * 10e-6 + 2 * 50e-6)
    mixed = step_work(toy_profile(ops, kernels=10, precision="fp16"), peaks_for(TOY_GPU, "fp16"), 1, "sgd")
    assert step_time(mixed, constants).host_s == pytest.approx(1.5 * (8 * 10e-6 + 2 * 50e-6))
    every_step = dataclasses.replace(constants, host_step_s=1e-3)  # the loop, autograd, the optimizer's Python
    assert step_time(work, every_step).host_s == pytest.approx(1e-3 + 8 * 10e-6 + 2 * 50e-6)
    assert step_time(mixed, every_step).host_s == pytest.approx(1e-3 + 1.5 * (8 * 10e-6 + 2 * 50e-6))


def test_a_tiny_model_is_paced_by_the_cpu_and_the_blend_rounds_up_where_both_are_close():
    tiny = toy_profile((ComputeOp("matmul", Line(0, 1e3), Line(0, 1e3)),), kernels=100)
    speed = estimate_speed(tiny, TOY_GPU, 64, "sgd", ONE, exact(1.0, host_op_s=10e-6))
    assert speed.overhead_limited
    assert speed.samples_per_second == pytest.approx(64 / (100 * 10e-6), rel=1e-3)
    even = step_time(step_work(toy_profile((), kernels=1), peaks_for(TOY_GPU, "fp32"), 1, "sgd"),
                     exact(1.0, kernel_floor_s=1e-3, host_op_s=1e-3, blend=2.0))
    assert even.device_s == pytest.approx(1e-3) and even.host_s == pytest.approx(1e-3)
    assert even.seconds == pytest.approx(2 ** 0.5 * 1e-3)


def test_each_phase_of_a_step_is_blended_on_its_own():
    """A forward pass the CPU holds (ten operators of 1 ms, no GPU work) and a backward pass the GPU holds (10 ms of
    arithmetic, launched at once) take 20 ms: the GPU idles through the first and the CPU through the second. As
    one blend of the whole step's 10 ms each they would take little more than 10."""
    backward = ComputeOp("matmul", Line(0, 0.01 * 10e12), Line(0, 1), backward=True)
    profile = dataclasses.replace(toy_profile((backward,), kernels=10), forward=ForwardProfile(
        (), Line(0, 0), Line(0, 0), kernels=10))
    almost_max = exact(1.0, host_op_s=1e-3, blend=50.0)
    phased = step_time(step_work(profile, peaks_for(TOY_GPU, "fp32"), 1, "sgd"), almost_max)
    assert phased.host_s == pytest.approx(10e-3) and phased.device_s == pytest.approx(10e-3)
    assert phased.seconds == pytest.approx(20e-3)
    whole = step_time(step_work(dataclasses.replace(profile, forward=None), peaks_for(TOY_GPU, "fp32"), 1, "sgd"),
                      almost_max)
    assert whole.seconds == pytest.approx(10e-3, rel=0.02)


# ---------------------------------------------------------------- the range


def test_the_default_range_is_the_fits_and_calibration_replaces_it(resnet18):
    speed = estimate_speed(resnet18, RTX_3090, 64, "adam")
    middle = speed.samples_per_second
    assert speed.samples_per_second_range == pytest.approx((FITTED.range_low * middle, FITTED.range_high * middle))
    assert f"{FITTED.points} measured training steps" in speed.efficiency.shown_source()
    efficiency = calibrate(0.4 * middle, resnet18, RTX_3090, 64, "adam")
    assert (efficiency.low, efficiency.middle, efficiency.high) == pytest.approx((0.3, 0.4, 0.5))
    assert estimate_speed(resnet18, RTX_3090, 64, "adam", efficiency).samples_per_second == pytest.approx(0.4 * middle)
    assert "RTX 3090" in efficiency.english_source() and "RTX 3090" in efficiency.shown_source()
    with pytest.raises(ValueError, match="above 0"):
        calibrate(0, resnet18, RTX_3090, 64, "adam")


def test_the_central_interval_holds_the_share_asked_for():
    values = [0.5 + i / 100 for i in range(101)]
    low, high, inside = central_interval(values, 0.8)
    assert (low, high) == pytest.approx((0.6, 1.4)) and inside == pytest.approx(81 / 101)


# ---------------------------------------------------------------- the fit


def test_the_fit_recovers_constants_that_made_the_points():
    """Points made by known constants over works that separate them are fitted back to those constants (with
    priors too weak to matter; the shipped fit's priors only hold constants its data cannot see)."""
    truth = dataclasses.replace(FITTED, cuda_core=0.3, memory=0.5, host_op_s=20e-6)
    peaks = peaks_for(A100, "fp32")
    works = [step_work(toy_profile((ComputeOp("matmul", Line(0, flops), Line(0, moved)),), kernels=kernels), peaks,
                       8, "sgd")
             for flops, moved, kernels in [(1e12, 1e6, 10), (1e6, 1e9, 10), (1e6, 1e6, 2000), (5e11, 5e8, 300)]]
    points = [CalibrationPoint(w, 8, 8 / step_time(w, truth).seconds, source)
              for w, source in zip(works, ["a", "a", "b", "b"], strict=True)]
    start = dataclasses.replace(truth, cuda_core=0.6, memory=0.8, host_op_s=10e-6)
    weak = {name: (centre, 100.0) for name, (centre, _) in PRIORS.items()}
    fitted = fit(points, start, priors=weak)
    assert fitted.cuda_core == pytest.approx(0.3, rel=0.02)
    assert fitted.memory == pytest.approx(0.5, rel=0.02)
    assert fitted.host_op_s == pytest.approx(20e-6, rel=0.02)
    assert fitted.points == 4 and fitted.range_low == pytest.approx(1, abs=0.02)


# ---------------------------------------------------------------- the tracer's families


def test_the_tracer_names_each_convolution_family_and_counts_depthwise_backward_right():
    model = nn.Sequential(nn.Conv2d(3, 16, 3), nn.Conv2d(16, 16, 3, padding=1), nn.Conv2d(16, 16, 3, groups=16),
                          nn.Conv2d(16, 8, 1), nn.Conv2d(8, 8, 5, padding=2), nn.BatchNorm2d(8), nn.Flatten(),
                          nn.Linear(8 * 28 * 28, 2))
    inputs = torch.randn(2, 3, 32, 32)
    tracer = StepTracer()
    with tracer:
        loss = model(inputs).sum()
        tracer.phase = "backward"
        loss.backward()
    forward = [r.family for r in tracer.records if r.phase == "forward" and r.flops]
    assert forward == ["thin", "conv3x3", "depthwise", "pointwise", "conv", "matmul"]
    backward = [r.family for r in tracer.records if r.phase == "backward" and r.flops]
    assert set(backward) == set(forward)
    assert "norm" in {r.family for r in tracer.records if not r.flops}
    depthwise = [r for r in tracer.records if r.family == "depthwise"]
    assert len(depthwise) == 2  # forward, and one backward with both gradients
    assert depthwise[1].flops == 2 * depthwise[0].flops  # torch's own formula counts it 16 times over here
    assert [r.phase for r in depthwise] == ["forward", "backward"]


def test_the_tracer_tells_pooling_reductions_and_broadcasts_from_plain_elementwise_work():
    x, bias = torch.randn(2, 4, 8, 8), torch.randn(4, 1, 1)
    tracer = StepTracer()
    with tracer:
        nn.functional.max_pool2d(x, 2)
        x.sum(dim=(0, 2, 3))
        x.add(bias)
        x.add(x)
        x.relu()
        x.mul(2.0)
    families = [r.family for r in tracer.records]
    pooling = [r.family for r in tracer.records if "pool" in r.name]
    assert pooling and set(pooling) == {"value"}
    assert families[-5:] == ["value", "value", "", "", ""]  # sum, bias add | residual add, ReLU, scalar product


def test_the_tracer_counts_the_bias_cudnn_leaves_out_of_a_convolution():
    """PyTorch adds a convolution's bias after cuDNN's kernel and sums its gradient, inside the convolution's
    operator: the tracer adds that traffic (the output read and written, its gradient read) as work priced by the
    value, with no kernel launch of its own, and none for a convolution without a bias."""
    output_bytes = 2 * 8 * 14 * 14 * 4
    biased = _bias_records(nn.Conv2d(3, 8, 3))
    assert [r.bytes for r in biased] == [2 * output_bytes + 8 * 4, output_bytes]
    assert [r.phase for r in biased] == ["forward", "backward"]
    assert all(r.family == "value" and not r.kernel and not r.flops for r in biased)
    assert _bias_records(nn.Conv2d(3, 8, 3, bias=False)) == []


def _bias_records(conv: nn.Module) -> list:
    tracer = StepTracer()
    with tracer:
        loss = conv(torch.randn(2, 3, 16, 16)).square().sum()
        tracer.phase = "backward"
        loss.backward()
    return [r for r in tracer.records if r.name.startswith("convolution_bias")]


def test_the_tracer_counts_a_normalisations_statistics():
    """Batch norm: one per channel, forward and backward; layer norm: one per row; eval-mode batch norm: none."""
    model = nn.Sequential(nn.Conv2d(3, 6, 3), nn.BatchNorm2d(6), nn.Flatten(), nn.LayerNorm(6 * 14 * 14))
    tracer = StepTracer()
    with tracer:
        loss = model(torch.randn(4, 3, 16, 16)).sum()
        tracer.phase = "backward"
        loss.backward()
        model.eval()
        tracer.phase = "forward"
        with torch.no_grad():
            model(torch.randn(4, 3, 16, 16))
    norms = [(r.name, r.phase, r.reductions) for r in tracer.records if r.family == "norm"]
    batch_norm, layer_norm = norms[0][0], norms[1][0]
    assert "batch_norm" in batch_norm and "layer_norm" in layer_norm
    assert [n[1:] for n in norms] == [("forward", 6), ("forward", 4), ("backward", 4), ("backward", 6),
                                      ("forward", 0), ("forward", 4)]
    before = len(tracer.records)
    with tracer:  # gradient clipping's norms of every gradient at once: no layer's statistics
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0, foreach=True)
    clipping = [r for r in tracer.records[before:] if r.family == "norm"]
    assert "_foreach_norm" in {r.name for r in clipping} and all(r.reductions == 0 for r in clipping)


def test_an_operator_with_its_own_kernel_is_counted_whole_though_it_has_a_composite_form():
    """SiLU's backward has a CUDA kernel, which eager PyTorch launches, and a composite form the tracer used to
    count instead: eight elementwise operators (the H100's profile of efficientnet_b0 shows one silu_backward a
    layer). A composite without a kernel of its own (conv2d, linear) is still counted as what it runs."""
    model = nn.Sequential(nn.Conv2d(3, 8, 3), nn.SiLU(inplace=True), nn.Flatten(), nn.Linear(8 * 14 * 14, 2))
    tracer = StepTracer()
    with tracer:
        loss = model(torch.randn(2, 3, 16, 16)).sum()
        tracer.phase = "backward"
        loss.backward()
    backward = [r.name for r in tracer.records if r.phase == "backward" and r.kernel]
    assert backward.count("silu_backward") == 1 and "sigmoid" not in backward and "sub_" not in backward
    forward = {r.name for r in tracer.records if r.phase == "forward"}
    assert "convolution" in forward and "conv2d" not in forward and "addmm" in forward and "linear" not in forward


# ---------------------------------------------------------------- against the H100


H100_STEPS = Path(__file__).parent.parent / "docs" / "calibration" / "h100-steps-2026-11-26.json"


TORCHVISION_PARAMETERS = {"resnet18": 11_689_512, "vgg16": 138_357_544}


@pytest.mark.parametrize("model", ["resnet18", "vgg16"])
def test_the_shipped_fit_is_within_1_5x_of_most_steps_measured_on_an_h100(model):
    """The two models the issue's independent measurements use, on the one GPU we timed them on. The lab's resnet18
    and vgg16, trained whole with 1000 classes, are torchvision's networks (the same profile to the byte as
    torchvision:NAME): the lab's names share the traces the memory tests make (test_advisor_estimates.py)."""
    points = [p for p in json.loads(H100_STEPS.read_text(encoding="utf-8"))["points"]
              if p["ok"] and p["point"]["model"] == model and p["point"]["tf32"] and not p["point"]["channels_last"]]
    ratios = []
    for point in points:
        setting = point["point"]
        profile = profile_model(model, precision=setting["precision"], **IMAGENET)
        assert profile.parameters == TORCHVISION_PARAMETERS[model]  # torchvision's own network
        speed = estimate_speed(profile, H100_SXM, setting["batch_size"], setting["optimizer"])
        ratios.append(speed.samples_per_second / point["samples_per_second"])
    assert len(ratios) >= 12
    assert sum(1 / 1.5 <= r <= 1.5 for r in ratios) >= 0.75 * len(ratios), ratios


@pytest.fixture(scope="module")
def resnet18() -> ModelProfile:
    return profile_model("resnet18", precision="fp32", **IMAGENET)


def test_the_profile_keeps_each_normalisation_with_its_statistics(resnet18):
    """resnet18's 20 batch norms, forward and backward, each over its channels (64 to 512 whatever the batch), and
    its convolutions' backward apart from their forward."""
    norms = resnet18.norm_ops
    assert len(norms) == 40 and len(resnet18.forward.norm_ops) == 20
    assert sum(op.bytes.at(32) for op in norms) == pytest.approx(resnet18.norm_bytes.at(32))
    assert {op.reductions.at(1) for op in norms} == {op.reductions.at(256) for op in norms} == {64, 128, 256, 512}
    assert 0 < sum(op.backward for op in resnet18.compute_ops) < len(resnet18.compute_ops)
