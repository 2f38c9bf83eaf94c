"""Micro-benchmarks: honest timing, the arithmetic behind achieved vs peak, skips with reasons, Stop, and the CLI.

CPU benchmarks run for real on tiny sizes; GPU paths run through doubles of torch's device properties with the
attribute names torch really has, so CUDA's device order differing from NVML's is covered without a GPU.
"""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest
import torch

from dashboard.advisor import microbench as mb
from dashboard.advisor.bench_timing import (
    BenchSettings,
    Timer,
    copy_bytes_moved,
    matmul_flops,
    measure_matmul,
    measure_transfer,
    tf32_matmul,
)
from dashboard.advisor.device_match import gpu_for_torch_device, torch_pci_bus_id
from dashboard.advisor.gpu_spec import GpuSpec
from dashboard.advisor.peaks import (
    catalogue_matcher,
    cpu_peaks,
    pcie_gbps,
    peak_for,
    peaks_for_device,
    peaks_from_gpu_info,
    peaks_from_spec,
)
from dashboard.cli import build_parser, main
from dashboard.hardware.records import CpuInfo, GpuInfo
from dashboard.training.control import RunControl

TINY = BenchSettings(matmul_sizes=(32, 64), copy_bytes=2**20, transfer_bytes=2**20, warmup=1, warmup_s=0.0,
                     repeats=3, min_repeats=2, budget_s=0.01, repetition_s=0.001)


def cpu_info(peak_gflops: float | None = 100.0, simd: tuple[str, ...] = ("avx2", "fma")) -> CpuInfo:
    return CpuInfo(brand="Test CPU", vendor="AuthenticAMD", arch="x86_64", physical_cores=2, logical_cores=2,
                   base_mhz=2000.0, max_mhz=3000.0, l2_cache_bytes=None, l3_cache_bytes=None, simd=simd,
                   fp32_flops_per_cycle_per_core=16, peak_fp32_gflops=peak_gflops,
                   peak_fp32_basis="estimate: 2 cores x 3000 MHz x 16 FLOPs/cycle")


def spec(name: str = "NVIDIA A100 80GB PCIe", vendor: str = "nvidia", cc: str | None = "8.0",
         fp16: float | None = 312.0) -> GpuSpec:
    return GpuSpec(vendor=vendor, name=name, series="datacenter", architecture="Ampere", year=2021, memory_gb=80,
                   memory_type="HBM2e", bus_width_bits=5120, bandwidth_gbps=1935.0, fp32_tflops=19.5,
                   fp16_tensor_tflops=fp16, bf16_tensor_tflops=fp16, tensor_cores=432, tdp_w=300, ecc=True,
                   compute_capability=cc, sources=("https://example.invalid/a100",))


def nvml_gpu(index: int, name: str, uuid: str | None, **fields) -> GpuInfo:
    return GpuInfo(vendor="nvidia", index=index, name=name, uuid=uuid, peak_fp32_tflops=10.0 + index,
                   peak_memory_bandwidth_gbps=500.0 + index, pcie_max_generation=4, pcie_max_width=16, **fields)


class CudaUuid:
    """Like torch._C._CUuuid: str() gives the 8-4-4-4-12 hex form, without NVML's "GPU-" prefix."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __str__(self) -> str:
        return self.text


def cuda_props(name: str, uuid: str = "", bus: int = 1, major: int = 8, minor: int = 6) -> SimpleNamespace:
    """torch.cuda.get_device_properties(i) as torch 2.x spells it (pci_device_id is the slot, not the product)."""
    return SimpleNamespace(name=name, uuid=CudaUuid(uuid), pci_bus_id=bus, pci_device_id=0, pci_domain_id=0,
                           major=major, minor=minor, total_memory=24 * 2**30, multi_processor_count=80)


# ---------------------------------------------------------------- arithmetic


def test_flops_bytes_and_percent_of_peak():
    assert matmul_flops(1024) == 2 * 1024**3
    assert copy_bytes_moved(64 * 2**20) == 128 * 2**20
    result = mb.BenchResult(test="matmul", device="cuda:0", dtype="fp16", size=4096, achieved=150.0, peak=200.0,
                            unit="TFLOPS", seconds=0.001, repeats=10)
    assert result.percent_of_peak == pytest.approx(75.0)
    data = result.to_dict()
    assert data["achieved"] == 150.0 and data["peak"] == 200.0 and data["percent_of_peak"] == 75.0
    assert mb.BenchResult("copy", "cpu", None, 1, 10.0, None, "GB/s", 0.1, 3).percent_of_peak is None


def test_pcie_gigabytes_per_second_per_direction():
    assert pcie_gbps(3, 16) == pytest.approx(15.76)
    assert pcie_gbps(4, 16) == pytest.approx(31.5)
    assert pcie_gbps(5, 8) == pytest.approx(31.5)
    assert pcie_gbps(None, 16) is None and pcie_gbps(4, None) is None and pcie_gbps(9, 16) is None


# ---------------------------------------------------------------- peaks


def test_catalogue_peaks_derive_tf32_as_half_the_fp16_tensor_rate():
    info = nvml_gpu(0, "NVIDIA A100 80GB PCIe", "GPU-1")
    peaks = peaks_from_spec(spec(), info)
    assert peaks.tf32_tflops == pytest.approx(156.0) and peaks.fp16_tflops == 312.0 and peaks.fp32_tflops == 19.5
    assert peaks.bandwidth_gbps == 1935.0 and peaks.host_link_gbps == pytest.approx(31.5)
    assert "catalogue: NVIDIA A100 80GB PCIe" in peaks.source and "TF32 derived" in peaks.source
    assert "PCIe gen 4 x16" in peaks.source


@pytest.mark.parametrize(("kwargs", "reason"), [
    ({"name": "Tesla V100", "cc": "7.0", "fp16": 125.0}, "no TF32 before Ampere"),
    ({"name": "Instinct MI250", "vendor": "amd", "cc": None, "fp16": 362.1}, "NVIDIA tensor-core mode"),
    ({"name": "Mystery", "cc": None}, "compute capability unknown"),
])
def test_no_tf32_peak_where_there_is_no_tf32(kwargs, reason):
    peaks = peaks_from_spec(spec(**kwargs))
    assert peaks.tf32_tflops is None and reason in peaks.source
    assert peaks.host_link_gbps is None  # the catalogue has no PCIe link without a detected GPU


def test_theoretical_peaks_from_the_driver_have_no_tensor_rates():
    peaks = peaks_from_gpu_info(nvml_gpu(0, "Some GPU", None))
    assert peaks.fp32_tflops == 10.0 and peaks.bandwidth_gbps == 500.0 and peaks.host_link_gbps == pytest.approx(31.5)
    assert peaks.fp16_tflops is peaks.bf16_tflops is peaks.tf32_tflops is None
    assert "theoretical" in peaks.source
    unified = peaks_from_gpu_info(GpuInfo(vendor="apple", index=0, name="Apple M2", unified_memory=True))
    assert unified.host_link_gbps is None and "unified memory" in unified.source


def test_cpu_peaks():
    plain = cpu_peaks(cpu_info(100.0))
    assert plain.fp32_tflops == pytest.approx(0.1) and plain.bf16_tflops is None
    assert peak_for(plain, "cpu-gemm", "fp32") == pytest.approx(100.0)  # GFLOPS, like the CPU results
    bf16 = cpu_peaks(cpu_info(100.0, ("avx512f", "avx512_bf16")))
    assert bf16.bf16_tflops == pytest.approx(0.2) and "twice" in bf16.source
    amx = cpu_peaks(cpu_info(100.0, ("avx512f", "avx512_bf16", "amx")))
    assert amx.bf16_tflops is None and "AMX" in amx.source
    assert cpu_peaks(cpu_info(None)).fp32_tflops is None


# ---------------------------------------------------------------- which NVML GPU is cuda:N


@pytest.fixture
def two_gpus(monkeypatch):
    """NVML (PCI order): 0 = RTX 3060 on bus 1, 1 = RTX 4090 on bus 2. CUDA (fastest first): 0 = 4090, 1 = 3060."""
    gpus = (nvml_gpu(0, "NVIDIA GeForce RTX 3060", "GPU-aaaaaaaa-0000-0000-0000-000000000000"),
            nvml_gpu(1, "NVIDIA GeForce RTX 4090", "GPU-bbbbbbbb-0000-0000-0000-000000000000"))
    props = [cuda_props("NVIDIA GeForce RTX 4090", "bbbbbbbb-0000-0000-0000-000000000000", bus=2),
             cuda_props("NVIDIA GeForce RTX 3060", "aaaaaaaa-0000-0000-0000-000000000000", bus=1)]
    monkeypatch.setattr(torch.cuda, "get_device_properties", lambda index: props[index])
    monkeypatch.setattr(torch.version, "hip", None)
    return gpus, props


def test_cuda_device_maps_to_nvml_gpu_by_uuid_not_by_index(two_gpus):
    gpus, _ = two_gpus
    info, how = gpu_for_torch_device("cuda:0", gpus)
    assert info.name == "NVIDIA GeForce RTX 4090" and info.index == 1 and "UUID" in how
    assert gpu_for_torch_device("cuda:1", gpus)[0].index == 0
    peaks = peaks_for_device("cuda:0", cpu_info(), gpus)
    assert peaks.fp32_tflops == 11.0 and "GPU 1 matched by UUID" in peaks.source


def test_catalogue_spec_wins_over_theoretical_peaks(two_gpus):
    gpus, _ = two_gpus
    seen = []

    def match(info):
        seen.append(info.name)
        return spec(name="NVIDIA GeForce RTX 4090", cc="8.9", fp16=165.2) if "4090" in info.name else None

    peaks = peaks_for_device("cuda:0", cpu_info(), gpus, match=match)
    assert seen == ["NVIDIA GeForce RTX 4090"]
    assert peaks.tf32_tflops == pytest.approx(82.6) and peaks.host_link_gbps == pytest.approx(31.5)
    assert peaks.source.startswith("catalogue: NVIDIA GeForce RTX 4090")
    assert peaks_for_device("cuda:1", cpu_info(), gpus, match=match).source.startswith("theoretical")


def test_the_shipped_catalogue_gives_a_detected_gpu_its_peaks(two_gpus, monkeypatch, tmp_path):
    monkeypatch.setenv("DL_DASHBOARD_CONFIG_DIR", str(tmp_path))  # never the user's own file
    match, problems = catalogue_matcher()
    assert match is not None and problems == ()
    gpus, props = two_gpus
    props[0].name = "NVIDIA A100 80GB PCIe"
    a100 = (nvml_gpu(0, "NVIDIA A100 80GB PCIe", "GPU-bbbbbbbb-0000-0000-0000-000000000000",
                     memory_total_bytes=80 * 10**9),)
    peaks = peaks_for_device("cuda:0", cpu_info(), a100, match=match)
    assert peaks.source.startswith("catalogue:") and peaks.fp16_tflops
    assert peaks.tf32_tflops == pytest.approx(peaks.fp16_tflops / 2)


def test_without_uuid_a_name_only_one_gpu_has_decides(two_gpus):
    gpus, props = two_gpus
    props[0].uuid = CudaUuid("")
    info, how = gpu_for_torch_device("cuda:0", gpus)
    assert info.index == 1 and "name" in how


def test_pci_bus_id_matches_when_the_inventory_has_it(two_gpus):
    _, props = two_gpus
    props[0].uuid = CudaUuid("")
    gpus = (GpuInfo(vendor="nvidia", index=0, name="NVIDIA GeForce RTX 4090", pci_bus_id="00000000:01:00.0"),
            GpuInfo(vendor="nvidia", index=1, name="NVIDIA GeForce RTX 4090", pci_bus_id="00000000:02:00.0"))
    assert torch_pci_bus_id(props[0]) == "00000000:02:00.0"
    info, how = gpu_for_torch_device("cuda:0", gpus)
    assert info.index == 1 and "PCI bus id" in how


def test_identical_gpus_without_uuid_trust_the_index_only_in_pci_order(two_gpus, monkeypatch):
    _, props = two_gpus
    gpus = (nvml_gpu(0, "NVIDIA GeForce RTX 4090", None), nvml_gpu(1, "NVIDIA GeForce RTX 4090", None))
    props[1] = cuda_props("NVIDIA GeForce RTX 4090")
    monkeypatch.setenv("CUDA_DEVICE_ORDER", "PCI_BUS_ID")
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES", raising=False)
    assert gpu_for_torch_device("cuda:1", gpus) == (gpus[1], "GPU 1 matched by PCI order")
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "1,0")
    info, how = gpu_for_torch_device("cuda:1", gpus)
    assert "identical" in how  # same model: the peaks are right whichever one it is


def test_unknown_gpu_has_no_peak_and_says_why(two_gpus):
    _, props = two_gpus
    props[0] = cuda_props("NVIDIA H100 PCIe", "cccccccc-0000-0000-0000-000000000000")
    peaks = peaks_for_device("cuda:0", cpu_info(), two_gpus[0])
    assert peaks.fp32_tflops is None and "not found among the detected GPUs" in peaks.source


# ---------------------------------------------------------------- the plan and skips


def test_pre_ampere_cuda_skips_tf32_and_bf16_with_reasons(monkeypatch):
    monkeypatch.setattr(torch.version, "hip", None)
    turing = cuda_props("Tesla T4", major=7, minor=5)
    tests = mb.plan("cuda:0", settings=TINY, properties=turing)
    skipped = {t.dtype: t.skip for t in tests if t.skip}
    assert set(skipped) == {"tf32", "bf16"} and "compute capability 8.0+" in skipped["tf32"]
    assert "7.5" in skipped["bf16"]
    assert [t.size for t in tests if t.test == "matmul" and t.dtype == "fp16"] == [32, 64]
    transfers = [(t.test, t.host_memory) for t in tests if t.test in mb.TRANSFER_TESTS]
    assert transfers == [("host-to-device", "pinned"), ("host-to-device", "pageable"),
                         ("device-to-host", "pinned"), ("device-to-host", "pageable")]
    ampere = mb.plan("cuda:0", settings=TINY, properties=cuda_props("RTX 3090", major=8, minor=6))
    assert not [t for t in ampere if t.skip]


def test_apple_gpu_moves_pageable_memory_only(monkeypatch):
    monkeypatch.setattr(mb, "_probe", lambda device, dtype: "")
    tests = mb.plan("mps", settings=TINY)
    assert [t.skip for t in tests if t.dtype == "tf32"] == [
        "TF32 is a mode of NVIDIA tensor cores (Ampere and newer): not on Apple GPUs"]
    transfers = [t for t in tests if t.test in mb.TRANSFER_TESTS]
    assert [(t.test, t.host_memory) for t in transfers] == [("host-to-device", "pageable"),
                                                             ("device-to-host", "pageable")]
    assert all("unified memory" in t.note for t in transfers)


def test_cpu_plan_matches_what_a_run_yields():
    labels = mb.planned_tests("cpu", settings=TINY)
    results = list(mb.iter_benchmarks("cpu", cpu_peaks(cpu_info()), settings=TINY))
    assert [r.label for r in results] == labels
    skipped = {r.label: r.note for r in results if r.status == "skipped"}
    assert "emulated" in skipped["cpu-gemm fp16"] and "NVIDIA" in skipped["cpu-gemm tf32"]
    assert "the CPU is the host" in skipped["host-to-device"]
    assert all(note for note in skipped.values())


# ---------------------------------------------------------------- real CPU runs


def test_cpu_run_reports_what_its_timings_say():
    peaks = cpu_peaks(cpu_info(100.0))
    results = list(mb.iter_benchmarks("cpu", peaks, settings=TINY))
    gemm = [r for r in results if r.test == "cpu-gemm" and r.dtype == "fp32"]
    assert [r.size for r in gemm] == [32, 64]
    for r in gemm:
        assert r.status == "ok" and r.unit == "GFLOPS" and r.repeats >= TINY.min_repeats
        assert r.achieved == pytest.approx(2 * r.size**3 / r.seconds / 1e9)
        assert r.peak == pytest.approx(100.0) and r.percent_of_peak == pytest.approx(r.achieved)
    copy = next(r for r in results if r.test == "copy")
    assert copy.status == "ok" and copy.unit == "GB/s" and copy.size == 2**20
    assert copy.achieved == pytest.approx(2 * 2**20 / copy.seconds / 1e9)
    best = mb.best_results(results)
    assert {(r.test, r.dtype) for r in best} >= {("cpu-gemm", "fp32"), ("copy", None)}
    assert max(gemm, key=lambda r: r.achieved) in best


def test_timer_excludes_warm_up_and_takes_the_median():
    """On a clock of the test's own: the slow first call is warm-up, and the median ignores one outlier."""
    now = [0.0]
    durations = iter([0.05, 0.002, 0.002, 0.003, 0.002, 0.9, 0.002])  # warm-up, probe, then five repetitions

    def op():
        now[0] += next(durations)  # the first call is slow, like a cold cuBLAS handle

    settings = BenchSettings(matmul_sizes=(), copy_bytes=0, transfer_bytes=0, warmup=1, warmup_s=0.0, repeats=5,
                             min_repeats=3, budget_s=10.0, repetition_s=0.0)
    timer = Timer(torch.device("cpu"), settings, check=lambda: None, clock=lambda: now[0])
    seconds, repeats = timer.measure(op)
    assert repeats == 5
    assert seconds == pytest.approx(0.002)


def test_pageable_transfer_counts_bytes_once():
    timer = Timer(torch.device("cpu"), TINY, check=lambda: None, events=False)
    seconds, repeats = measure_transfer(torch.device("cpu"), "host-to-device", 2**20, pinned=False, timer=timer)
    assert seconds > 0 and repeats >= TINY.min_repeats


# ---------------------------------------------------------------- TF32 switch


def test_fp32_runs_with_tf32_off_and_tf32_with_it_on(monkeypatch):
    seen = {}

    def fake_measure(self, op):
        seen[len(seen)] = torch.backends.cuda.matmul.fp32_precision
        return 0.001, 3

    monkeypatch.setattr(Timer, "measure", fake_measure)
    before = torch.backends.cuda.matmul.fp32_precision
    timer = Timer(torch.device("cpu"), TINY, check=lambda: None)
    measure_matmul(torch.device("cpu"), "fp32", 8, timer)
    measure_matmul(torch.device("cpu"), "tf32", 8, timer)
    assert seen == {0: "ieee", 1: "tf32"}
    assert torch.backends.cuda.matmul.fp32_precision == before


def test_tf32_setting_is_restored_when_the_benchmark_raises():
    before = (torch.backends.cuda.matmul.fp32_precision, torch.backends.mkldnn.matmul.fp32_precision)
    torch.set_float32_matmul_precision("high")  # a user's legacy setting shows through the new API as "tf32"
    try:
        with pytest.raises(RuntimeError, match="boom"), tf32_matmul(False):
            assert torch.backends.cuda.matmul.fp32_precision == "ieee"
            assert torch.backends.mkldnn.matmul.fp32_precision == "ieee"
            raise RuntimeError("boom")
        assert torch.get_float32_matmul_precision() == "high"
        assert torch.backends.cuda.matmul.fp32_precision == "tf32"
    finally:
        torch.set_float32_matmul_precision("highest")
        torch.backends.cuda.matmul.fp32_precision, torch.backends.mkldnn.matmul.fp32_precision = before


# ---------------------------------------------------------------- failures and Stop


def test_out_of_memory_skips_that_size_and_larger_ones(monkeypatch):
    tried = []

    def fake_matmul(device, dtype, n, timer):
        tried.append((dtype, n))
        if n >= 64:
            raise RuntimeError("DefaultCPUAllocator: can't allocate memory: you tried to allocate 1 GB")
        return 0.001, 3

    monkeypatch.setattr(mb, "measure_matmul", fake_matmul)
    settings = BenchSettings(matmul_sizes=(32, 64, 128), copy_bytes=2**20, transfer_bytes=2**20, warmup=1,
                             warmup_s=0.0, repeats=2, min_repeats=1, budget_s=0.01, repetition_s=0.0)
    results = [r for r in mb.iter_benchmarks("cpu", None, settings=settings) if r.dtype == "fp32"]
    assert [r.status for r in results] == ["ok", "skipped", "skipped"]
    assert results[1].note == "out of memory at 64x64" and "larger sizes not tried" in results[2].note
    assert ("fp32", 128) not in tried


def test_other_errors_are_reported_and_the_run_goes_on(monkeypatch):
    def broken(device, nbytes, timer):
        raise RuntimeError("driver said no\nsecond line")

    monkeypatch.setattr(mb, "measure_copy", broken)
    results = list(mb.iter_benchmarks("cpu", None, settings=TINY))
    copy = next(r for r in results if r.test == "copy")
    assert copy.status == "error" and copy.note == "RuntimeError: driver said no"
    assert results[-1].test == "device-to-host"


def test_a_size_that_would_blow_the_time_budget_is_not_tried(monkeypatch):
    monkeypatch.setattr(mb, "measure_matmul", lambda device, dtype, n, timer: (1.0, 3))
    results = [r for r in mb.iter_benchmarks("cpu", None, settings=TINY) if r.dtype == "fp32"]
    assert results[0].status == "ok" and results[1].status == "skipped"
    assert "would take about" in results[1].note


def test_stop_ends_the_run_between_measurements():
    control = RunControl()
    results = []
    for result in mb.iter_benchmarks("cpu", None, control=control, settings=TINY):
        results.append(result)
        control.stop()
    assert len(results) == 1


def test_stop_during_a_measurement_ends_the_run_without_a_result(monkeypatch):
    control = RunControl()

    def stopping_op(device, dtype, n, timer):
        control.stop()
        timer.check()  # what the timer does between repetitions
        raise AssertionError("not reached")

    monkeypatch.setattr(mb, "measure_matmul", stopping_op)
    assert list(mb.iter_benchmarks("cpu", None, control=control, settings=TINY)) == []


# ---------------------------------------------------------------- command line


def test_bench_cli_json_has_achieved_and_peak_per_test(capsys, monkeypatch):
    asked: list[bool] = []

    def tiny_quick(device, quick=False):  # the run --quick asks for, on TINY's sizes (a fraction of a second)
        asked.append(quick)
        return TINY

    monkeypatch.setattr(mb, "default_settings", tiny_quick)
    assert main(["bench", "--device", "cpu", "--quick", "--json"]) == 0
    assert asked and all(asked)
    data = json.loads(capsys.readouterr().out)
    assert data["device"] == "cpu" and data["peaks"]["source"]
    assert [r["test"] for r in data["results"]].count("cpu-gemm") >= 4
    for row in data["results"]:
        assert {"test", "dtype", "size", "achieved", "peak", "percent_of_peak", "unit", "seconds", "status",
                "note"} <= set(row)
        if row["status"] == "ok" and row["peak"]:
            assert row["percent_of_peak"] == pytest.approx(100 * row["achieved"] / row["peak"], abs=0.01)
    assert any(row["status"] == "ok" and row["test"] == "cpu-gemm" and row["peak"] for row in data["results"])


def test_bench_cli_table(capsys, monkeypatch):
    monkeypatch.setattr(mb, "default_settings", lambda device, quick=False: TINY)
    assert main(["bench", "--device", "cpu"]) == 0
    captured = capsys.readouterr()
    out = captured.out
    assert "% of peak" in out and "GFLOPS" in out and "GB/s" in out and "emulated" in out
    assert "full run" in out and "(expected " in out.splitlines()[0]
    # Up front, before any test runs: how long the whole run is expected to take; then the time left per result.
    lines = captured.err.splitlines()
    assert lines[0].startswith("Full micro-benchmarks on cpu: 9 tests, expected to take ")
    assert lines[1].startswith("1/9 cpu-gemm fp32 32x32: ") and " left" in lines[1]


def test_bench_cli_json_says_what_it_expected(capsys, monkeypatch):
    monkeypatch.setattr(mb, "default_settings", lambda device, quick=False: TINY)
    assert main(["bench", "--device", "cpu", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["expected_seconds"] > 0 and data["seconds"] > 0


@pytest.mark.parametrize("device", ["gpu", "cuda:7"])
def test_bench_cli_refuses_a_device_that_is_not_here(device, capsys):
    assert main(["bench", "--device", device]) == 2
    err = capsys.readouterr().err
    assert f"device '{device}' is not available here: choose one of cpu" in err and "Traceback" not in err


def test_bench_keeps_its_positional_form():
    parser = build_parser()
    assert parser.parse_args(["bench", "sampler"]).what == "sampler"
    assert parser.parse_args(["bench", "--device", "cpu"]).what is None


def test_microbench_options_do_not_go_with_the_old_benches(capsys):
    assert main(["bench", "sampler", "--quick"]) == 2
    assert "go with the micro-benchmarks" in capsys.readouterr().err
